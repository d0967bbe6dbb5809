#!/usr/bin/env bash
# The terminal client driven through its input stream (--human): the board in
# 80x24, commands at every prompt, stable keys, confirmations, undo, who goes
# first, the AI, saved games never overwritten, resume and replay without
# flags (issue 11, items 1-5).
# Usage: test_play.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
cd "$tmp"
export COLUMNS=80 LINES=24
# play INPUT ARGS...: dcg play --human with the input lines
play() { local input=$1; shift; printf "$input" >"$tmp/in"; "$DCG" play --human "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err" && rc=0 || rc=$?
  out=$(cat "$tmp/out"); err=$(cat "$tmp/err"); last="dcg play --human $* <<< $input"; }

# help, a card's text and the options are broken between words at 80 columns, never cut (issue 29)
play 'help\ncard BT1-084\nk\nh\nq\n' --seed 5 --go first --replay w.replay
awk 'length > 80 { print "too wide: " $0; bad = 1 } END { exit bad }' "$tmp/out" || fail "a line is wider than 80 columns"
grep -q '^  card N       the full facts of hand card N, of Digimon a, B \.\.\., or of a card$' "$tmp/out" &&
  grep -q '^               number (ST1-03)$' "$tmp/out" || fail "help is not broken between words"
grep -Eq '^[ 0-9][0-9] [a-zA-Z0-9.]+ .*~$' "$tmp/out" && fail "an option is cut: $(grep -E '^[ 0-9][0-9] [a-zA-Z0-9.]+ .*~$' "$tmp/out" | head -1)"
words=$("$DCG" cards search --number BT1-084 | sed -n 's/^ *effect: //p')
got=$(sed -n '/^  effect: /,/^[^ ]/p' "$tmp/out" | grep '^  ' | sed 's/^  effect: //; s/^    //' | tr '\n' ' ' | sed 's/ $//')
[ "$got" = "$words" ] || fail "card BT1-084's effect, wrapped, is not whole: '$got'"

# commands at the prompt; the opening hand with colour, level, costs
play 'help\ncard 1\ncard ST1-03\ncard zz\nstack a\ntrash\nlog 3\nfoo\nq\n' --seed 5 --go first --replay a.replay
expect 0
has out "you are P1 (st1), going first"; has out "stack X"
has out "Birdramon            Red    Lv4  play 4  5000 DP evo Lv3 Red:2"
has out "ST1-05 Birdramon: Red Digimon Lv4, play cost 4, 5000 DP evo Lv3 Red:2"
has out "ST1-03 Agumon: Red Digimon Lv3"; has out "card N: N is a hand card (1-5)"
has out "stack X: X is a Digimon on the board"; has out "trash (0 cards"
has out "'foo' is not an option or a command"; has out "1 k     Keep this hand"
has out "game saved to a.replay; continue with: dcg play --resume a.replay"

# the board and the options fit 80x24: from the header to the prompt
play 'k\nh\npass\nq\n' --seed 5 --go first --replay b.replay
awk 'length > 80 { print "too wide: " $0; bad = 1 } END { exit bad }' "$tmp/out" || fail "a line is wider than 80 columns"
rows=$(awk '/^=== turn 3: your main/ { n = 0; on = 1 } on { n++ } on && /^> / { print n; exit }' "$tmp/out")
[ -n "$rows" ] && [ "$rows" -le 24 ] || fail "the turn 3 board and options take $rows rows"
has out "Use Shadow Wing (hand 4) for 1 (memory after: 1)"
has out "Play Birdramon (hand 1) for 4 (memory after: -2, ends your turn)"
has out " a [breeding] Koromon"; has out " A [breeding] Zudomon"
has out "  P1 (you) draws Shadow Wing"  # the log on the board: what happened since the last choice
# the log says who is who as the board does (issue 29)
has out "OPPONENT (P2)  security"; has out "YOU (P1)       security"; lacks out "  P1 draws"
# wider: the hand's effect summaries are not cut
COLUMNS=200 play 'k\nq\n' --seed 5 --go first --replay b2.replay --new
has out "Shadow Wing          Red         use 1           | One of your Digimon gets"

# Pass asks while plays are possible; a no keeps the decision (same keys)
play 'k\nh\npass\npass\nn\nu4\nundo\nq\n' --seed 5 --go first --replay c.replay
has out "You can still play or attack. Pass and end your turn? [y/n]"
has out "your last choice is taken back"
n_keys=$(grep -c '^ 4 u4    Use Shadow Wing (hand 4) for 1 (memory after: 1)' "$tmp/out")
[ "$n_keys" = 2 ] || fail "the turn 3 options were shown $n_keys times with the same keys, expected 2 (before and after undo)"
answers=$(grep '^answers' c.replay | tr -d '\n' | wc -w)
play 'k\nh\npass\nq\n' --seed 5 --go first --replay c2.replay
[ "$(grep '^answers' c2.replay | tr -d '\n' | wc -w)" = "$answers" ] || fail "after undo the save differs from never choosing"
play 'k\nundo\nk\nh\nundo\nq\n' --seed 5 --go first --replay c3.replay
has out "your last choice is taken back"   # keeping the hand revealed nothing
has out "nothing to undo: a hidden card was revealed since your last choice"   # the hatched egg

# concede (1-2-4): asked first, a no goes on; a yes ends the game, the save says so and a replay ends the same way
play 'k\nconcede\nn\nh\nconcede\ny\n' --seed 5 --go first --replay concede.replay
expect 0
has out "Concede: you lose the game at once. Sure? [y/n]"
has out "P2 (opponent) wins: P1 (you) concedes"; has out "game over after 1 turns: the AI wins"
[ "$(grep -c '^concede 0$' concede.replay)" = 1 ] || fail "the save does not record the concession"
"$DCG" replay concede.replay >"$tmp/out" 2>"$tmp/err" && rc=0 || rc=$?
out=$(cat "$tmp/out"); err=$(cat "$tmp/err"); last="dcg replay concede.replay"
expect 0
has out "P2 wins: P1 concedes"; has out "result: P2 wins after 1 turns"

# in a pseudo terminal (no --human): the client reads the window's size
if command -v script >/dev/null; then
  printf 'help\nq\n' | timeout 20 script -qec "stty cols 100 rows 30; COLUMNS= LINES= '$DCG' play --seed 5 --go first --replay pty.replay" \
    /dev/null | tr -d '\r' >"$tmp/pty.out"
  out=$(cat "$tmp/pty.out"); last="dcg play in a 100x30 pseudo terminal"
  has out "Keep this hand"; has out "stack X"; has out "game saved to pty.replay"
  [ "$(grep '^=== turn' "$tmp/pty.out" | head -1 | awk '{ print length }')" = 100 ] || fail "the board is not 100 columns wide"
else
  echo "note: no 'script' command: the pseudo-terminal check is left out"
fi

# who goes first, the coin, the AI
play 'q\n' --seed 5 --go second --ai random --replay d.replay
has out "you are P2 (st1), going second, against the random AI (st2)"
grep -q '^ai 0 random$' d.replay || fail "d.replay lacks 'ai 0 random'"
seats=""
for s in 1 2 3 4 5 6; do play 'q\n' --seed $s --replay "coin$s.replay"; seats="$seats$(grep -o 'you are P[12]' "$tmp/out")"; done
case "$seats" in *P1*P2*|*P2*P1*) ;; *) fail "the coin always gives the same seat: $seats" ;; esac
play 'q\n' --seed 3 --replay coin3b.replay
[ "$(grep -o 'you are P[12]' "$tmp/out")" = "$(grep -o 'you are P[12]' <<<"$seats" | sed -n 3p)" ] || fail "the same seed tossed another side"

# an unfinished saved game is never overwritten without asking
before=$(cat a.replay)
run play --seed 9 --replay a.replay --auto; expect 2
has out "a.replay holds an unfinished game"; has err "dcg play --resume a.replay"
[ "$(cat a.replay)" = "$before" ] || fail "a.replay was overwritten"
play 'q\n' --seed 9 --replay a.replay
[ "$(cat a.replay)" = "$before" ] || fail "a.replay was overwritten after q"
play 'r\nq\n' --seed 9 --replay a.replay
has out "resumed a.replay"
play 'n\nq\n' --seed 9 --replay a.replay
grep -q '^seed 9$' a.replay || fail "n did not start a new game"
run play --seed 9 --replay a.replay --auto --new; expect 0; has out "game over"
run play --seed 10 --replay a.replay --auto; expect 0   # a finished game may be replaced

# a game with a mod and a format resumes and replays with the mod given again (a replay loads no mod itself)
out=$("$DCG" --cards "$SRC/examples/mod" play --human --seed 4 --go first --format legacy \
  --deck "$SRC/examples/mod/decks/red-mod.txt" --replay mod.replay <<<'q')
has out "continue with: dcg --cards $SRC/examples/mod play --resume mod.replay"
grep -q "^cards $SRC/examples/mod\$" mod.replay || fail "mod.replay lacks the mod directory: $(grep -v '^deck' mod.replay)"
grep -q '^format legacy$' mod.replay || fail "mod.replay lacks the format"
play 'k\nq\n' --resume mod.replay
expect 1; has err "played with mods not loaded now: --cards $SRC/examples/mod"
printf 'k\nq\n' | "$DCG" --cards "$SRC/examples/mod" play --human --resume mod.replay >"$tmp/out" 2>"$tmp/err" && rc=0 || rc=$?
out=$(cat "$tmp/out"); err=$(cat "$tmp/err"); last="dcg --cards MOD play --resume mod.replay"
expect 0; has out "resumed mod.replay after"; has out "you are P1"
run --cards "$SRC/examples/mod" replay mod.replay; expect 0; has out "the game goes on"
# a format given as a file: the replay names it, and the file is given again to resume (issue 17)
play 'q\n' --seed 4 --format "$SRC/scripts/formats/legacy.lua" --replay file-format.replay
has out "continue with: dcg play --resume file-format.replay --format $SRC/scripts/formats/legacy.lua"
play 'q\n' --resume file-format.replay --format "$SRC/scripts/formats/legacy.lua"; expect 0; has out "resumed file-format.replay"
play 'q\n' --resume file-format.replay; expect 1; has err "give the file yourself with --format"
run play --auto --seed 4 --replay full.replay --new
run replay full.replay --step; expect 0; has out "=== turn 2:"; has out "result:"

# the log: the same words in play and replay; attack targets as declared;
# a stack leaving the breeding area is one move; effects tell their outcome
all=""
for s in 1 2 3 4 5 6; do
  run play --auto --seed $s --replay "log$s.replay"; expect 0
  grep '^  ' "$tmp/out" | sed 's/^  //' >"play$s.log"
  chosen=$(grep -c '^P[12]: Move ' "$tmp/out"); logged=$(grep -c '^  P[12] moves .* out of the breeding area$' "$tmp/out")
  [ "$chosen" = "$logged" ] || fail "seed $s: $logged breeding-area lines for $chosen moves"
  run replay "log$s.replay"; expect 0
  grep -v '^result' "$tmp/out" | diff "play$s.log" - >/dev/null || fail "seed $s: dcg replay words differ from dcg play's"
  all="$all$(cat "play$s.log")"$'\n'
done
for s in 1 2 3 4 5 6 7 8; do  # ST3 recovers security and adds security cards to the hand
  run play --auto --seed $s --deck st3 --opponent st1 --replay "st3-$s.replay"; expect 0
  all="$all$out"$'\n'
done
out=$all
has out "puts the top card of the deck on top of security (Recovery)"; has out "to the hand from the revealed cards"
lacks out "a Digimon no longer on the field"; lacks out "attacks a Digimon"
grep -Eq 'attacks [A-Z][A-Za-z ]+ \([0-9]+ DP\)$' <<<"$all" || fail "no attack on a Digimon names its target and DP"
has out "nothing happens (no target, or its condition is not met)"
finish
