#!/usr/bin/env bash
# Every command: --help to stdout with exit 0, --version, strict numbers,
# errors that say what to do next (issue 11, items 6 and 7).
# Usage: test_commands.sh DCG_BINARY
DCG=$1
. "$(dirname "$0")/lib.sh"

# every command dcg --help lists, and the subcommands
run --help; commands=$(sed -n '/^commands:/,$p' "$tmp/out" | awk 'NR > 1 { print $1 }')
[ "$(wc -w <<<"$commands")" -ge 8 ] || fail "dcg --help lists only: $commands"
for cmd in "" $commands "cards search" "cards import" "deck check" "deck convert"; do
  for flag in --help -h; do
    run $cmd $flag
    expect 0; has out "usage: dcg"; [ -z "$err" ] || fail "stderr not empty"
  done
done
run --version; expect 0; has out "dcg 0."
run; expect 2; has err "usage: dcg"
run frobnicate; expect 2; has err "unknown command 'frobnicate'"

# numbers that do not parse are errors, never 0
run cards search --cost abc; expect 2; has err "--cost 'abc' is not a cost"
run cards search --level 3x; expect 2; has err "--level '3x'"
run cards search --cost 3; expect 0; has out "cards"
# a digivolution condition once, with its colours (issue 29): two colour boxes alike but for the colour are one
run cards search --number BT1-084; expect 0; has out "[digivolve from Red/Blue Lv6 for 6]"; lacks out "for 6]  [digivolve"
run cards search --number BT1-010; expect 0; has out "[digivolve from Red Lv2 for 0]"
run sim st1 st2 --games abc; expect 2; has err "--games abc is not a positive number"
run sim st1 st2 --games 0; expect 2; has err "not a positive number"
run sim st1 st2 --games 2 --seed -1; expect 2; has err "--seed '-1' is not a number"
run play --seed 12x --auto; expect 2; has err "--seed '12x'"
run bench --games 1e3; expect 2; has err "--games '1e3'"
run bench st3; expect 2; has err "name two decks or none"
run bench st3 st1 --games 2 --games-only --json; expect 0; has out '"decks":["st3","st1"]'
run bench st3 nosuchdeck --games 2; expect 1
run cards search --scripted maybe; expect 2; has err "--scripted yes or no"
run sim st1 st2 --games 2 --threads abc; expect 2; has err "--threads abc"
run perft --depth 2x; expect 2; has err "--depth needs a number"

# errors that say what to do next
run sim st1 st2; expect 2; has err "add --games N"
run sim st1; expect 2; has err "needs two decks"
run sim st1 nosuchdeck --games 2; expect 2; has err "starters: st1, st2, st3, st4, st5, st6, st7, st8, st9, st10, st12"
run play --deck nosuchdeck --auto; expect 2; has err "starters: st1, st2, st3, st4, st5, st6, st7, st8, st9, st10, st12"
# st7 and st8 are found by name and play (ST7-03 Guilmon and ST8-04 Veemon scripted: card:digivolve_into)
run sim st7 st1 --games 1 --strict; expect 0; has out "games digest"
run sim st1 st8 --games 1 --strict; expect 0; has out "games digest"
run sim st1 st2 --games 2 --format nosuch; expect 2; has err "formats: legacy, standard, starter"
run sim st1 st2 --games 2 --ai1 clever; expect 2; has err "random, greedy"
run cards BT12; expect 1; has err "dcg cards import"
run deck frob x; expect 2; has err "unknown subcommand 'frob'"
run deck check; expect 2; has err "which deck list?"
run deck convert "$tmp/none" --to xml; expect 2; has err "unknown style 'xml'"
run cards import onlyfile; expect 2; has err "needs the card database FILE"
printf '1 BT12-010\n4 ST1-17\n' >"$tmp/unknown.txt"
run deck check "$tmp/unknown.txt"; expect 1
has err "unknown card number BT12-010: no card of set BT12 is loaded"; has err "dcg cards import"
has err ":2: unknown card number ST1-17 (close: ST1-16)"
# a legal deck holding cards without a script (issue 28): each named with its copies, then their sets
# (invented cards with text and no script: every shipped card is scripted or about to be)
mkdir -p "$tmp/uns/cards"
for z in ZU ZV; do
    echo '[{"number": "'$z'-01", "name": "Unscripted '$z'", "kind": "Digimon", "colors": ["Red"], "level": 3, "play_cost": 3,
            "dp": 3000, "evo": [{"colors": ["Red"], "level": 2, "cost": 0}], "has_text": true}]' >"$tmp/uns/cards/$z.json"
done
sed -e 's/^4 Biyomon ST1-02$/4 Unscripted ZU ZU-01/' -e 's/^4 Agumon ST1-03$/4 Unscripted ZV ZV-01/' \
    "$(dirname "$0")/../../cards/decks/st1.txt" >"$tmp/unscripted.txt"
run --cards "$tmp/uns" deck check "$tmp/unscripted.txt"; expect 1; has out "valid for official"
has out "ZU-01 Unscripted ZU (4 copies)"; has out "ZV-01 Unscripted ZV (4 copies)"; has out "from the sets: ZU (1) ZV (1)"
# dcg cards coverage (issue 10): per set, cards, with text, scripted, with a scenario, rulings
run cards coverage; expect 0; has out "rulings tested"; has out "BT1       115         88"
run cards coverage --json; expect 0
echo "$out" >"$tmp/cov.json"
[ "$(json "$tmp/cov.json" sets 0 set)" = BT1 ] || fail "coverage --json: the first set is not BT1"
[ "$(json "$tmp/cov.json" sets 0 cards)" = 115 ] || fail "coverage --json: BT1 has 115 cards"
run cards coverage --csv; expect 2
# a ruling counts for the set of the card it is filed under: "Q9001 (ZA-01)" in a
# scenario of ZB's folder counts for ZA, not ZB; a bare Q number for the folder's set
mkdir -p "$tmp/cov/cards" "$tmp/cov/scripts/ZA" "$tmp/cov/scripts/ZB"
echo '[{"number": "ZA-01", "name": "Zed A", "kind": "Tamer", "colors": ["Red"], "play_cost": 1},
       {"number": "ZB-01", "name": "Zed B", "kind": "Tamer", "colors": ["Red"], "play_cost": 1}]' >"$tmp/cov/cards/Z.json"
printf 'name: a ruling of ZA-01 played with ZB-01 (Q9001)\nrule: Q9001 (ZA-01), Q9002\n' >"$tmp/cov/scripts/ZB/ZB-01-x.scn"
printf 'Q9001 is a scenario of ZB; Q9003 cannot be one.\n' >"$tmp/cov/scripts/ZA/RULINGS.md"
run --cards "$tmp/cov" cards coverage; expect 0
has out "$(printf '%-6s %6d %10d %9d %14d %15d %18d' ZA 1 0 0 0 1 1)"
has out "$(printf '%-6s %6d %10d %9d %14d %15d %18d' ZB 1 0 0 1 1 0)"
finish
