#!/usr/bin/env bash
# The browser build's tests: build web/dist, play full games through the
# wasm module in Node (checked against the native dcg), then the page in
# Debian's Chromium with Playwright (web/tests/ui.mjs; Battle Evolution:
# smoke_dbe.mjs, dbe_ui.mjs, dbe_features.mjs). Installs what is
# missing (apt-get, npm ci) on a fresh Debian machine.
set -euo pipefail
web=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$web")
. "$root/deps.sh"
extra="chromium"
command -v node >/dev/null || extra="$extra nodejs"
command -v npm >/dev/null || extra="$extra npm"
DCG_EXTRA_DEPS="$extra" dcg_install_deps
if [ ! -x "$root/build/dcg" ]; then   # the native dcg replays what the page downloads, and serves online games
  cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$root/build" -j"$(nproc 2>/dev/null || echo 2)" --target dcg_cli >/dev/null
fi
"$web/build.sh"
cd "$web"
npm ci --no-audit --no-fund --loglevel=error
node tests/smoke.mjs 5
node tests/ui.mjs
# the second ruleset, Battle Evolution: AI games against the native dcg, then the page on a phone
node tests/smoke_dbe.mjs 4
node tests/dbe_ui.mjs
node tests/dbe_hidden.mjs     # undo refused once a Call showed a deck; a Take not named in the log
node tests/dbe_replay_load.mjs # a replay that cannot be played fails clearly
node tests/dbe_features.mjs   # hot-seat, undo, concession, replays loaded, decks of your own
# online: the page as a client of dcg serve (three browser contexts), when this dcg has the server
if "$root/build/dcg" serve --help >/dev/null 2>&1; then
  (cd "$root/tests/serve" && npm ci --no-audit --no-fund --loglevel=error)
  node tests/online.mjs
else
  echo "online: skipped (build/dcg was built without dcg serve: libwebsockets-dev, libsqlite3-dev)"
fi
