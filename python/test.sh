#!/usr/bin/env bash
# The Python package's tests: build the binding in place over a build
# tree's libdcg.so (python/dcg/_cffi*.so), then pytest python/tests. Debian's
# python3 and packages only (deps.sh installs them: DCG_PYTHON_DEPS).
# "No tests ran" fails (pytest's exit 5), as any other failure.
# Usage: python/test.sh [BUILD_DIR]   (default: build; PYTEST_ARGS for more)
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(cd "${1:-build}" && pwd)
py=/usr/bin/python3   # Debian's: its packages are the ones installed (not another python3 on PATH)
export DCG_BUILD_DIR=$build DCG_PY_TMP=$build/python-cffi
"$py" python/dcg/_build.py "$build" >/dev/null
set +e
"$py" -m pytest -q -p no:cacheprovider python/tests ${PYTEST_ARGS:-}
rc=$?
set -e
[ $rc = 5 ] && echo "pytest ran no test: that is a failure"
exit $rc
