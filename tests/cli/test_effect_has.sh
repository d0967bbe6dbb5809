#!/usr/bin/env bash
# An effect holding <Digi-Burst N> or <Blitz> says so in its declaration
# (`has = {"digi_burst"}`, `has = {"blitz"}`): game.has_effect and
# game.card_has_effect read the declarations ("while this Digimon has
# <Digi-Burst>", BT4-004; "a Digimon card with <Blitz>", BT5-009), so a script
# that calls game.digi_burst or game.blitz without declaring it would be missed.
# A static scan of the shipped scripts, the example mod and the fixtures: a file
# that calls one declares it (a file with two effects is read whole).
# Usage: test_effect_has.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

# undeclared FILE...: FILE: NAME for each file calling game.NAME( without has = {... "NAME" ...}
undeclared() {
  local f name
  for f in "$@"; do
    for name in digi_burst blitz; do
      grep -q "game\.$name(" "$f" || continue
      grep -Eq "has = \{[^}]*\"$name\"" "$f" || echo "$f: $name"
    done
  done
}

cat >"$tmp/a.lua" <<'LUA'
card:activated(function(me, self) if game.digi_burst(me, self, 2) then game.draw(me, 1) end end)
LUA
cat >"$tmp/b.lua" <<'LUA'
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
LUA
last="undeclared (planted)"; out=$(undeclared "$tmp/a.lua" "$tmp/b.lua"); err=""
has out "a.lua: digi_burst"; lacks out "b.lua"

last="undeclared (scripts, examples, tests/fixtures)"
mapfile -t files < <(find "$SRC/scripts" "$SRC/examples" "$SRC/tests/fixtures" -name '*.lua' | sort)
out=$(undeclared "${files[@]}"); err=""
[ -z "$out" ] || fail "a script calls game.digi_burst or game.blitz without declaring has = {...}"
finish
