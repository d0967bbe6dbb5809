#!/usr/bin/env bash
# One action on several targets is one action (4-27-5, 15-11; DESIGN.md 12): no
# card script gives an action that takes a list the members of a list one call at
# a time, `for _, d in ipairs(list) do game.suspend(d) end`, where one call with
# the list would do (docs/scripting.md, Traps checklist). A static scan of the
# shipped scripts, the example mod, the fixtures and scripts/lib: test builds
# (DCG_INVARIANTS) catch the same at run time (script/one_by_one.c), but only in
# the games and scenarios that reach the loop with two targets or more. A loop
# whose text is really done one at a time says so on its line: `-- one at a time: WHY`.
# Usage: test_one_by_one.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

actions='suspend|unsuspend|delete|bounce|return_to_deck|remove|trash|to_hand|to_deck|to_security|change|de_digivolve|trash_sources|move_source|play'
# one_by_one FILE...: FILE:LINE of each `for _, V in ipairs(...)` loop whose body
# (to its `end`, by indentation) gives one of the actions V alone (its first
# argument, or its second: game.change(me, V, ...)).
one_by_one() {
  awk -v acts="$actions" '
    function report() { if (hit) print FILENAME ":" start ": " text; open = 0 }
    FNR == 1 { if (open) report() }
    {
      if (open) {
        body = $0
        if (body ~ pat) hit = 1
        if (match(body, /^[ \t]*/) && RLENGTH <= indent && body ~ /^[ \t]*end/) report()
        next
      }
      if (match($0, /for[ \t]+[A-Za-z_]+[ \t]*,[ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]+in[ \t]+ipairs\(/) && $0 !~ /-- one at a time/) {
        head = substr($0, RSTART, RLENGTH); sub(/^for[ \t]+[A-Za-z_]+[ \t]*,[ \t]*/, "", head); sub(/[ \t]+in.*/, "", head)
        pat = "game\\.(" acts ")\\(([A-Za-z_][A-Za-z_0-9]*,[ \t]*)?" head "[ \t]*[,)]"
        match($0, /^[ \t]*/); indent = RLENGTH
        start = FNR; text = $0; sub(/^[ \t]+/, "", text); hit = 0; open = 1
        rest = substr($0, RSTART + RLENGTH) # after "ipairs(": the loop ends on its line when its body does
        if (match(rest, /\)[ \t]*do([ \t]|$)/)) rest = substr(rest, RSTART + RLENGTH); else rest = ""
        if ($0 ~ pat) hit = 1
        if (rest ~ /(^|[ \t])end([ \t]|\)|,|$)/) report()
      }
    }
    END { if (open) report() }' "$@"
}

# The scan finds a per-member loop, on one line or several, and passes one that says why.
cat >"$tmp/loops.lua" <<'LUA'
card:main(function(me)
  for _, d in ipairs(fx.digimon(game.opponent(me))) do game.suspend(d) end
end)
card:security(function(me)
  for _, x in ipairs(fx.choose(me, me, 2)) do
    game.change(me, x, {dp = 1000})
  end
  for _, c in ipairs(game.hand(me)) do game.draw(me, 1) end
  for _, c in ipairs(game.hand(me)) do game.trash(c) end -- one at a time: each its own step (a test)
  game.suspend(fx.digimon(me))
end)
LUA
last="one_by_one (planted loops)"; out=$(one_by_one "$tmp/loops.lua"); err=""
has out "loops.lua:2:"; has out "loops.lua:5:"; lacks out "loops.lua:8:"; lacks out "loops.lua:9:"; lacks out "loops.lua:10:"

# No shipped, example or fixture script (nor the fx library) does it.
last="one_by_one (scripts, examples, tests/fixtures)"
mapfile -t files < <(find "$SRC/scripts" "$SRC/examples" "$SRC/tests/fixtures" -name '*.lua' | sort)
out=$(one_by_one "${files[@]}")
err=""
[ -z "$out" ] || fail "an action given the members of a list one at a time (give it the list)"
finish
