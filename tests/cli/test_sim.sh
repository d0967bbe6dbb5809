#!/usr/bin/env bash
# dcg sim: first/second split, turn distribution, per-game CSV rows, the
# matchup grid with its heat map, JSON valid with any deck path (issue 11, item 10).
# Usage: test_sim.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
cd "$tmp"

run sim st1 st2 --games 40 --seed 7; expect 0
has out "win rate of st1"; has out "going first:  "; has out "of 20"; has out "going second: "
has out "the player going first won"; has out "turns: average"; has out "quartiles"

# the CSV rows add up to the summary
run sim st1 st2 --games 40 --seed 7 --csv games.csv; expect 0
summary=$out
[ "$(wc -l <games.csv)" = 41 ] || fail "games.csv has $(wc -l <games.csv) lines, expected 41"
wins=$(grep -c ',deck1,[0-9]*,[0-9]*$' games.csv)
case "$summary" in *"st1 (greedy) won $wins,"*) ;; *) fail "CSV deck1 wins $wins do not match: $summary" ;; esac
firsts=$(grep -c ',deck1,deck[12],' games.csv)
[ "$firsts" = 20 ] || fail "deck1 went first $firsts times of 40"
turns=$(cut -d, -f7 games.csv | tail -n +2 | sort -n | head -1)
case "$summary" in *"min $turns,"*) ;; *) fail "CSV shortest game $turns turns does not match: $summary" ;; esac

# JSON stays valid with quotes and backslashes in a deck path
cp "$SRC/cards/decks/st3.txt" 'my "red\deck".txt'
run sim st1 'my "red\deck".txt' --games 10 --json; expect 0
echo "$out" >sim.json
[ "$(json sim.json deck2)" = 'my "red\deck".txt' ] || fail "deck2 in JSON: $(json sim.json deck2)"
[ "$(json sim.json first games)" = 5 ] || fail "first.games: $(json sim.json first games)"
json sim.json turns >/dev/null || fail "no turn histogram: $(json sim.json turns)"

# the grid: every pair, a table, a heat map; row against column adds up with draws
run sim --grid st1 st2 'my "red\deck".txt' --games 10 --json --svg heat.svg; expect 0
echo "$out" >grid.json
[ "$(json grid.json decks 2)" = 'my "red\deck".txt' ] || fail "grid deck 3: $(json grid.json decks 2)"
[ "$(json grid.json win_rate 0 0)" = null ] || fail "diagonal not null"
a=$(json grid.json win_rate 0 1) b=$(json grid.json win_rate 1 0)
awk -v a="$a" -v b="$b" 'BEGIN { exit !(a + b <= 1.0001) }' || fail "st1 v st2 $a + st2 v st1 $b > 1"
grep -q '<rect' heat.svg && grep -q 'my &quot;red\\deck&quot;.txt' heat.svg || fail "heat.svg lacks cells or the escaped name"
run sim --grid st1 st2 st3 --games 4; expect 0
has out "average"; has out " 3 st3"; has out "heat map: dcg-grid.svg"; [ -s dcg-grid.svg ] || fail "no dcg-grid.svg"
run sim --grid st1 --games 4; expect 2; has err "two or more decks"
# --strict (issue 10): a script error fails the run and names itself; without it the run goes on
mkdir -p broken/scripts/ST1
echo 'card:on_play(function(me) error("boom") end)' >broken/scripts/ST1/ST1-03.lua
run --cards broken sim st1 st2 --games 6 --threads 1 --strict; expect 1; has err "script errors (--strict)"; has err "boom"
run --cards broken sim st1 st2 --games 6 --threads 1; expect 0; has out "script errors:"
run sim st1 st2 --games 6 --threads 1 --strict; expect 0
# every failing card, with its count and first message, in text, JSON and --strict (issue 26): two cards fail,
# the same table on any number of threads
echo 'card:on_play(function(me) error("bang") end)' >broken/scripts/ST1/ST1-06.lua
run --cards broken sim st1 st2 --games 20 --threads 1; expect 0; has out "script errors:"; has out "ST1-03"; has out "ST1-06"
has out "first: card ST1-03"; has out "boom"; has out "first: card ST1-06"; has out "bang"
table=$(grep -A3 '^script errors:' "$tmp/out")
run --cards broken sim st1 st2 --games 20 --threads 3; [ "$(grep -A3 '^script errors:' "$tmp/out")" = "$table" ] || fail "the table differs on 3 threads"
run --cards broken sim st1 st2 --games 20 --threads 1 --strict; expect 1; has err "in 2 cards"; has err "ST1-03"; has err "boom"; has err "ST1-06"; has err "bang"
run --cards broken sim st1 st2 --games 20 --threads 1 --json; expect 0
echo "$out" >sim.json
[ "$(json sim.json script_error_cards 0 card)" = "ST1-03" ] || fail "JSON: the first failing card is $(json sim.json script_error_cards 0 card)"
[ "$(json sim.json script_error_cards 1 card)" = "ST1-06" ] || fail "JSON: the second failing card is $(json sim.json script_error_cards 1 card)"
case "$(json sim.json script_error_cards 1 first)" in *bang*) ;; *) fail "JSON: ST1-06's first message";; esac
# dcg scenario --strict: a script error fails a scenario that does not mention one
cat >broken/strict.scn <<'EOS'
name: Agumon's broken script fails
rule: 15-1
memory P1 3
P1 hand ST1-03
P1 play ST1-03
expect P1 battle 1
EOS
run --cards broken scenario broken/strict.scn; expect 0
run --cards broken scenario --strict broken/strict.scn; expect 1; has out "a script error (strict mode"; has out "boom"
echo 'expect event script-error' >>broken/strict.scn
run --cards broken scenario --strict broken/strict.scn; expect 0
finish
