#!/usr/bin/env bash
# One command from a fresh Debian machine to a game: installs what is
# missing, builds, and starts a game against the AI with the starter decks
# (a demo game between two AIs when no terminal is attached).
# Extra arguments go to `dcg play` (see ./build/dcg play --help).
# ./play.sh --web [PORT] builds the browser version and serves it on localhost.
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = --web ]; then
  web/build.sh
  port=${2:-8080}
  echo "dcg in the browser: http://localhost:$port/   (Ctrl-C stops the server)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory web/dist
fi
. ./deps.sh
dcg_install_deps
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc 2>/dev/null || echo 2)" >/dev/null
exec ./build/dcg play "$@"
