"""The binding under test is the one built in place (python/dcg/_cffi*.so,
by test.sh or `python3 python/dcg/_build.py BUILD_DIR`) over the build
tree's libdcg.so; the source tree's cards and scripts are the data."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
ROOT = os.path.dirname(os.path.dirname(HERE))

import dcg  # noqa: E402


@pytest.fixture(scope="session")
def engine():
    return dcg.Engine()


@pytest.fixture(scope="session")
def dcg_binary():
    """The dcg command of the build tree the binding was built against."""
    path = os.path.join(os.environ.get("DCG_BUILD_DIR", os.path.join(ROOT, "build")), "dcg")
    if not os.path.exists(path):
        pytest.fail("no dcg command at %s (DCG_BUILD_DIR)" % path)
    return path
