#!/usr/bin/env bash
# Hostile mod files (issue 26, item 8): a mod is read from its own regular files and folders only, each of
# a bounded size. Each case builds a mod in a temporary folder (links and FIFOs are made here, not kept in
# the repository) and loads it: the load must end at once, refused with an error naming the entry.
# Usage: files.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$SRC/tests/cli/lib.sh"
cd "$tmp"
mod() { # a fresh mod holding one card with a script, from the hostile case 'loop'
  rm -rf mod && mkdir -p mod/scripts/HX && cp -r "$SRC/tests/hostile/loop/cards" mod/cards
  echo 'card:on_play(function(me) end)' >mod/scripts/HX/HX-01.lua
}
load() { run() { timeout 20 "$DCG" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null && rc=0 || rc=$?; out=$(cat "$tmp/out"); err=$(cat "$tmp/err"); last="dcg $*"; }; run --cards mod sim st1 st2 --games 1; }

# a link out of the mod among the scripts (pointed at /, it walked /proc)
mod; ln -s / mod/scripts/HX/escape
load; expect 1; has err "mod/scripts/HX/escape: a symbolic link"
# a link to a folder instead of the scripts folder, and a card file that is a link
mod; mv mod/scripts mod/real; ln -s real mod/scripts
load; expect 1; has err "mod/scripts: a symbolic link"
mod; ln -s /etc/passwd mod/cards/passwd.json
load; expect 1; has err "passwd.json: a symbolic link"; lacks err "root:"
# a FIFO named like a script or a library: refused, not opened (it would block the load for ever)
mod; rm mod/scripts/HX/HX-01.lua; mkfifo mod/scripts/HX/HX-01.lua
load; expect 1; has err "HX-01.lua: a FIFO"
mod; mkdir mod/scripts/lib; mkfifo mod/scripts/lib/helpers.lua
load; expect 1; has err "helpers.lua: a FIFO"
mod; mkfifo mod/cards/more.json
load; expect 1; has err "more.json: a FIFO"
# a script larger than DCG_MAX_SCRIPT_FILE
mod; head -c 1100000 /dev/zero | tr '\0' '-' >>mod/scripts/HX/HX-01.lua
load; expect 1; has err "HX-01.lua: 1100031 bytes, more than the 1048576"
# folders within folders past DCG_MAX_DIR_DEPTH
mod; mkdir -p mod/scripts/a/b/c/d/e/f/g/h/i
load; expect 1; has err "DCG_MAX_DIR_DEPTH"
# the plain mod still loads
mod; load; expect 0; has out "1 games:"
finish
