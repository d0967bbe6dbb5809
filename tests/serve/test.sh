#!/usr/bin/env bash
# The tests of dcg serve (loopback only, each bounded in time): whole games
# with a watcher checked for hidden cards and against dcg replay, a server
# killed mid-game and restarted, hostile clients. Usage: tests/serve/test.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export DCG="${DCG:-$(cd "$here/../.." && pwd)/${1:-build}/dcg}"
if ! "$DCG" serve --help >/dev/null 2>&1; then echo "$DCG has no server (dcg serve): libwebsockets-dev and libsqlite3-dev are needed"; exit 1; fi
cd "$here"
npm ci --no-audit --no-fund --loglevel=error
timeout 600 node game.mjs 4
timeout 600 node restart.mjs 3
timeout 600 node hostile.mjs
