#!/usr/bin/env bash
# dcg sim: first/second split, turn distribution, per-game CSV rows, the
# matchup grid with its heat map, JSON valid with any deck path (issue 11, item 10).
# Usage: test_sim.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
cd "$tmp"

run sim st1 st2 --games 40 --seed 7; expect 0
has out "win rate of Starter Deck Gaia Red (ST-1)"; has out "going first:  "; has out "of 20"; has out "going second: "
has out "the player going first won"; has out "turns: average"; has out "quartiles"

# the CSV rows add up to the summary
run sim st1 st2 --games 40 --seed 7 --csv games.csv; expect 0
summary=$out
[ "$(wc -l <games.csv)" = 41 ] || fail "games.csv has $(wc -l <games.csv) lines, expected 41"
wins=$(grep -c ',deck1,[0-9]*,[0-9]*$' games.csv)
case "$summary" in *"Starter Deck Gaia Red (ST-1) (greedy) won $wins,"*) ;; *) fail "CSV deck1 wins $wins do not match: $summary" ;; esac
firsts=$(grep -c ',deck1,deck[12],' games.csv)
[ "$firsts" = 20 ] || fail "deck1 went first $firsts times of 40"
turns=$(cut -d, -f7 games.csv | tail -n +2 | sort -n | head -1)
case "$summary" in *"min $turns,"*) ;; *) fail "CSV shortest game $turns turns does not match: $summary" ;; esac

# JSON stays valid with quotes and backslashes in a deck path
{ echo '// my "red\deck" & co'; cat "$SRC/cards/decks/st3.txt"; } >'my "red\deck".txt'
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
grep -q '<rect' heat.svg && grep -q 'my &quot;red\\deck&quot; &amp; co' heat.svg || fail "heat.svg lacks cells or the escaped name"
[ "$(json grid.json names 2)" = 'my "red\deck" & co' ] || fail "grid name 3: $(json grid.json names 2)"
# the heat map names the decks (rows and columns) and the AIs, shows each cell's interval, marks those holding 50%,
# and has a colour legend (issue 29)
[ "$(grep -c 'class="col-name"' heat.svg)" = 3 ] && [ "$(grep -c 'class="row-name"' heat.svg)" = 3 ] || fail "heat.svg: deck names on rows and columns"
grep -q 'class="col-name"[^>]*>1 Starter Deck Gaia Red (ST-1)<' heat.svg || fail "heat.svg: column 1 is not named"
grep -q 'both decks played by the greedy AI' heat.svg || fail "heat.svg: no AI names"
[ "$(grep -c 'class="interval"' heat.svg)" = 6 ] || fail "heat.svg: $(grep -c 'class="interval"' heat.svg) intervals, not 6"
lo=$(json grid.json ci95 0 1 0) hi=$(json grid.json ci95 0 1 1)
grep -q "class=\"interval\"[^>]*>$(awk -v a="$lo" -v b="$hi" 'BEGIN { printf "%.0f-%.0f%%", 100 * a, 100 * b }')<" heat.svg ||
  fail "heat.svg: cell 1-2 lacks its interval $lo-$hi"
grep -q 'linearGradient id="scale"' heat.svg && grep -q 'class="legend"' heat.svg && grep -q '100% win rate of the row deck' heat.svg ||
  fail "heat.svg: no colour legend"
# 10 games a pair: every interval is wider than 40 points and holds 50% unless a deck won nearly all; count both
even=$(grep -c 'class="cell even"' heat.svg); cells=$(grep -c '<g class="cell' heat.svg)
[ "$cells" = 6 ] || fail "heat.svg has $cells cells"
n_even=0; for i in 0 1 2; do for j in 0 1 2; do [ $i = $j ] && continue
  awk -v a="$(json grid.json ci95 $i $j 0)" -v b="$(json grid.json ci95 $i $j 1)" 'BEGIN { exit !(a <= 0.5 && b >= 0.5) }' && n_even=$((n_even + 1))
done; done
[ "$even" = "$n_even" ] || fail "heat.svg marks $even cells whose interval holds 50%, JSON says $n_even"
grep -q 'holds 50%' heat.svg || fail "heat.svg: the legend does not say what a marked cell is"
run sim --grid st1 st2 st3 --games 4; expect 0
has out "average"; has out " 3 Starter Deck Heaven"; has out "heat map: dcg-grid.svg"; has out "95% interval"; [ -s dcg-grid.svg ] || fail "no dcg-grid.svg"
run sim --grid st1 --games 4; expect 2; has err "two or more decks"
# --precision: games until every interval is narrower than X points (issue 29); the games go on from where they stopped
run sim --grid st1 st2 st3 --precision 40 --games 10 --json --svg p.svg; expect 0
echo "$out" >prec.json
for i in 0 1 2; do for j in 0 1 2; do [ $i = $j ] && continue
  awk -v a="$(json prec.json ci95 $i $j 0)" -v b="$(json prec.json ci95 $i $j 1)" 'BEGIN { exit !(b - a < 0.40) }' ||
    fail "cell $i $j: interval $(json prec.json ci95 $i $j) wider than 40 points"
  g=$(json prec.json games $i $j); [ $((g % 10)) = 0 ] && [ "$g" -gt 10 ] || fail "cell $i $j: $g games"
done; done
run sim st1 st2 --precision 30 --games 10 --json; expect 0
echo "$out" >p1.json; g1=$(json p1.json games); [ "$g1" -ge 40 ] || fail "--precision 30 played $g1 games"
run sim st1 st2 --games "$g1" --json; expect 0; echo "$out" >p2.json
[ "$(json p1.json digest)" = "$(json p2.json digest)" ] || fail "games played in batches differ from one run of as many"
run sim st1 st2 --precision 1 --games 10 --max-games 20 --json; expect 0; echo "$out" >p3.json
[ "$(json p3.json games)" = 20 ] || fail "--max-games 20 played $(json p3.json games)"
run sim st1 st2 --precision 0; expect 2; has err "--precision 0"
# card-level statistics (issue 29): counted again here, independently, from the events of the same small sim
run sim st1 st2 --games 6 --seed 3 --threads 2 --csv g.csv --events ev.csv --card-csv cards.csv; expect 0
[ "$(head -1 cards.csv)" = "deck,deck_name,number,name,copies,played,digivolved,used,linked,hatched,effects,games_played,wins_played,games_not,wins_not,win_rate_played,win_rate_not" ] ||
  fail "cards.csv header: $(head -1 cards.csv)"
awk -F, '
  FILENAME == "g.csv" && FNR > 1 { first[$3] = $5; winner[$3] = $6; games++; next }
  FILENAME == "ev.csv" && FNR > 1 {
    deck = ($2 == 0) ? first[$1] : (first[$1] == "deck1" ? "deck2" : "deck1"); k = deck SUBSEP $4
    if ($3 == "play") played[k]++; else if ($3 == "digivolve") digi[k]++; else if ($3 == "use") used[k]++
    else if ($3 == "link") linked[k]++; else if ($3 == "move" && $5 == "digi-egg deck" && $6 == "breeding area") hatched[k]++
    else if ($3 == "effect" && $8 != 0) effects[k]++
    if ($3 == "play" || $3 == "digivolve" || $3 == "use" || $3 == "link" || ($3 == "move" && $5 == "digi-egg deck" && $6 == "breeding area"))
      out[k, $1] = 1
    next }
  FILENAME == "cards.csv" && FNR > 1 {
    k = $1 SUBSEP $3; gp = 0; wp = 0; gn = 0; wn = 0
    for (g in first) { w = winner[g] == $1; if ((k, g) in out) { gp++; wp += w } else { gn++; wn += w } }
    want = (played[k] + 0) "," (digi[k] + 0) "," (used[k] + 0) "," (linked[k] + 0) "," (hatched[k] + 0) "," (effects[k] + 0) "," gp "," wp "," gn "," wn
    got = $6 "," $7 "," $8 "," $9 "," $10 "," $11 "," $12 "," $13 "," $14 "," $15
    rows++; if (want != got) { print "card " $1 " " $3 ": counted from the events " want ", reported " got; bad = 1 } }
  END { if (rows < 30 || games != 6) { print rows " card rows, " games " games"; bad = 1 }; exit bad }' g.csv ev.csv cards.csv >check.txt ||
  fail "card statistics differ from the events: $(head -5 check.txt)"
grep -q '^"st1","st2",' g.csv || fail "g.csv rows"
grep -q '^deck1,"Starter Deck Gaia Red (ST-1)",ST1-01,"Koromon",4,' cards.csv || fail "cards.csv lacks Koromon's row: $(grep ST1-01 cards.csv)"
run sim st1 st2 --games 6 --seed 3 --threads 1 --card-stats --json; expect 0
echo "$out" >cards.json
[ "$(json cards.json cards 1 0 number)" = ST2-02 ] || fail "JSON cards of deck 2: $(json cards.json cards 1 0 number)"
koro=$(grep '^deck1,"Starter Deck Gaia Red (ST-1)",ST1-01,' cards.csv | cut -d, -f10)
[ "$(json cards.json cards 0 15 hatched)" = "$koro" ] || fail "JSON (1 thread) and CSV (2 threads) hatch counts differ"
run sim st1 st2 --games 6 --seed 3 --card-stats; expect 0
has out "cards of Starter Deck Gaia Red (ST-1): events summed"; has out "ST1-01    Koromon"
run sim --grid st1 st2 --games 2 --card-stats; expect 2; has err "for one matchup"

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
