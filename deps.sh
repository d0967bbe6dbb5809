#!/usr/bin/env bash
# Install the Debian packages dcg needs, only those missing. Sourced by
# play.sh and test.sh; safe to run on its own. DCG_PYTHON_DEPS: what the
# Python package and its tests need (test.sh installs them too).
DCG_PYTHON_DEPS="python3 python3-dev python3-cffi python3-numpy python3-setuptools python3-pytest python3-distributed python3-matplotlib"
dcg_install_deps() {
  local need=() sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  for p in build-essential cmake pkg-config liblua5.4-dev libcjson-dev libcmocka-dev libwebsockets-dev libsqlite3-dev \
           ${DCG_EXTRA_DEPS:-}; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
  done
  if [ ${#need[@]} -gt 0 ]; then
    echo "installing: ${need[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
  fi
}
if [ "${BASH_SOURCE[0]}" = "$0" ]; then set -euo pipefail; dcg_install_deps; fi
