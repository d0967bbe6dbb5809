#!/usr/bin/env bash
# A DP-based deletion's bound lives in one place (15-15-4, Q1799, Q1801; docs/scripting.md, Helpers):
# "delete ... with N DP or less" filters with fx.deletion_dp_at_most(me, N) (or fx.delete's `dp = N`),
# which adds what "add 1000 to the maximum DP of your DP-based deletions" effects add. A static scan
# of the shipped scripts, the example mod, the fixtures and scripts/lib: a script that deletes
# (fx.delete, game.delete) and compares DP with a printed number by hand (fx.dp_at_most(4000),
# game.dp(d) <= 4000), or reads game.effect_number(..., "deletion_dp", ...) itself, is reported. A
# line whose bound is not a deletion's (a suspension's in a script that also deletes) says so:
# `-- not a deletion's bound`.
# Usage: test_deletion_dp.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

# raw FILE...: FILE:LINE of each raw DP bound in a file that deletes.
raw() {
  local f
  for f in "$@"; do
    case "$f" in */scripts/lib/fx.lua) continue ;; esac
    grep -qE 'fx\.delete|game\.delete' "$f" || continue
    grep -nE 'fx\.dp_at_most\([0-9]|game\.dp\([^)]*\)[ \t]*<=?[ \t]*[0-9]|game\.effect_number\([^,]*, *"deletion_dp"' "$f" |
      grep -v "not a deletion's bound" | sed "s|^|$f:|"
  done
}

cat >"$tmp/planted.lua" <<'LUA'
card:main(function(me) fx.delete(me, {filter = fx.dp_at_most(4000)}) end)
card:security(function(me) game.delete(game.digimon(game.opponent(me), function(d) return game.dp(d) <= 3000 end)) end)
card:on_play(function(me) fx.delete(me, {filter = fx.dp_at_most(game.effect_number(me, "deletion_dp", 5000))}) end)
card:when_attacking(function(me) fx.delete(me, {dp = 4000}) end)
card:on_deletion(function(me) game.suspend(fx.digimon(game.opponent(me), fx.dp_at_most(6000))) end) -- not a deletion's bound
card:when_digivolving(function(me, self) fx.delete(me, {filter = fx.dp_at_most(game.dp(self))}) end)
LUA
last="raw (planted bounds)"; out=$(raw "$tmp/planted.lua"); err=""
has out "planted.lua:1:"; has out "planted.lua:2:"; has out "planted.lua:3:"
lacks out "planted.lua:4:"; lacks out "planted.lua:5:"; lacks out "planted.lua:6:"

last="raw (scripts, examples, tests/fixtures)"
mapfile -t files < <(find "$SRC/scripts" "$SRC/examples" "$SRC/tests/fixtures" -name '*.lua' | sort)
out=$(raw "${files[@]}")
err=""
[ -z "$out" ] || fail "a DP-based deletion's bound compared by hand (use fx.delete's dp or fx.deletion_dp_at_most)"
finish
