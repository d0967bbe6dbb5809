"""pip install --no-build-isolation ./python   (needs an installed dcg:
pkg-config dcg; or DCG_BUILD_DIR=build for a build tree). Debian packages
only: python3-cffi, python3-numpy, python3-setuptools; python3-distributed
and python3-matplotlib for dcg.dist."""
import os
import sys

from setuptools import setup

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "dcg"))
from _build import builder  # noqa: E402

setup(
    name="dcg",
    version="0.1.0",
    description="The Digimon Card Game rules engine (dcg) from Python: games, observations, an AEC environment, Dask simulations",
    packages=["dcg"],
    ext_modules=[builder().distutils_extension()],
    install_requires=["cffi", "numpy"],
    extras_require={"dist": ["distributed", "matplotlib"]},
    python_requires=">=3.9",
)
