#!/usr/bin/env bash
# Importing the full card list never changes the cards dcg ships: their
# summaries and scripts stay, and a starter game plays the same, answer for
# answer and line for line, before and after (issue 11, item 9).
# Usage: test_import.sh DCG_BINARY SOURCE_DIR [FULL_CARD_LIST.json]  (exit 77: no list here)
DCG=$1 SRC=$2 LIST=${3:-}
. "$(dirname "$0")/lib.sh"
[ -f "$LIST" ] || { echo "no full card list at '$LIST' (set DCG_FULL_CARD_LIST): skipped"; exit 77; }
cd "$tmp"

run cards import "$LIST" full; expect 0; has out "the cards dcg ships are left out"; has out "listed by card in full/unread-rules.txt"
[ -s full/unread-rules.txt ] || fail "no list of the rule lines not read"
[ ! -e full/ST1.json ] || fail "the import wrote ST1.json over the shipped set"
[ ! -e full/BT1.json ] || fail "the import wrote BT1.json over the shipped set"
ls full/BT12.json >/dev/null || fail "no BT12.json: the import wrote nothing of other sets"
# the shipped cards keep their facts, summaries and scripts
run cards ST1; shipped=$out
run --cards full cards ST1; expect 0
[ "$out" = "$shipped" ] || fail "dcg cards ST1 differs after the import"
has out "(scripted)"; has out "effect: "
# a starter game, and a hundred, play the same
run play --auto --seed 7 --go first --replay game.replay; expect 0; before=$out
mv game.replay before.replay
run --cards full play --auto --seed 7 --go first --replay game.replay; expect 0
[ "$out" = "$before" ] || fail "the seed-7 game plays differently with the imported cards"
grep -v '^digest ' before.replay >before.lines   # the digest names the cards loaded: more after the import
grep -v '^cards \|^digest ' game.replay | cmp -s before.lines - || fail "the answers differ"
run sim st1 st2 --games 100 --seed 3 --csv before.csv; expect 0
run --cards full sim st1 st2 --games 100 --seed 3 --csv after.csv; expect 0
cmp -s before.csv after.csv || fail "the 100-game simulation differs game by game"
# an imported card of another set loads and is told apart as unscripted
run --cards full cards search --number BT12-010; expect 0; has out "BT12-010"
finish
