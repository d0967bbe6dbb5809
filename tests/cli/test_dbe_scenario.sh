#!/usr/bin/env bash
# dcg scenario on DBE scenarios (a 'ruleset: dbe' line; tests/scenarios/README.md, DBE):
# a bad file or a failed expectation names the file and the line; the ruleset
# line picks the runner; --ruleset fails the other ruleset's files.
# Usage: test_dbe_scenario.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

good="$SRC/tests/scenarios/dbe/battle-order.scn"
run scenario --strict "$good"; expect 0; has out "1 passed, 0 failed"
run scenario --ruleset dbe --strict "$good"; expect 0
run scenario --ruleset official "$good"; expect 1; has out "a scenario of the dbe ruleset"
run scenario --ruleset dbe "$SRC/tests/scenarios/core/win-zero-security.scn"; expect 1; has out "a scenario of the official ruleset"
run scenario --ruleset chess "$good"; expect 2; has err "--ruleset takes official or dbe"

# an unknown set-up word: the file, the line and the words it takes
sed 's/^P2 deck/P2 dekc/' "$good" >"$tmp/bad-word.scn"
run scenario "$tmp/bad-word.scn"; expect 1; has out "bad-word.scn:10: 'P2 dekc DBE-001*5': neither a set-up line"
# an unknown card
sed 's/^P1 deck DBE-001\*5/P1 deck DBE-999/' "$good" >"$tmp/bad-card.scn"
run scenario "$tmp/bad-card.scn"; expect 1; has out "bad-card.scn:9: 'P1 deck DBE-999': no DBE card numbered 'DBE-999'"
# a failed expectation: the line, what was expected and found, and the board
sed 's/^expect P2 hp 250 /expect P2 hp 260 /' "$good" >"$tmp/bad-hp.scn"
run scenario "$tmp/bad-hp.scn"; expect 1; has out "bad-hp.scn:16: P2's hp: expected 260, found 250"; has out "asks P2 rack"
# an answer the engine does not offer: the options it does
sed 's/^P1 circle/P1 play DBE-001/' "$good" >"$tmp/bad-answer.scn"
run scenario "$tmp/bad-answer.scn"; expect 1; has out "bad-answer.scn:11: no option matches 'play DBE-001'"; has out "[2] cross"
# no rule cited; a bad ruleset line; set-up after the first answer
grep -v '^rule:' "$good" >"$tmp/no-rule.scn"
run scenario "$tmp/no-rule.scn"; expect 1; has out "must cite the section of the DBE rules"
sed 's/^ruleset: dbe/ruleset: dbee/' "$good" >"$tmp/bad-ruleset.scn"
run scenario "$tmp/bad-ruleset.scn"; expect 1; has out "bad-ruleset.scn:2: 'ruleset: dbee'"
printf 'P1 hand DBE-001\n' >>"$tmp/bad-hp.scn"
sed 's/^expect P2 hp 260 /expect P2 hp 250 /' "$tmp/bad-hp.scn" >"$tmp/late-setup.scn"
run scenario "$tmp/late-setup.scn"; expect 1; has out "set-up lines must come before the first answer or expectation"
# by option index and by the engine's text of the option
sed 's/^P1 circle/P1 option 0/; s/^P2 circle/P2 attack with circle/' "$good" >"$tmp/by-index.scn"
run scenario --strict "$tmp/by-index.scn"; expect 0
# an official scenario may say 'ruleset: official'
{ echo "ruleset: official"; cat "$SRC/tests/scenarios/core/win-zero-security.scn"; } >"$tmp/official.scn"
run scenario --strict "$tmp/official.scn"; expect 0; has out "1 passed, 0 failed"
# --trace: each line as read; after an answer, the log it wrote and the board
run scenario --trace "$good"; expect 0; has out "  15  P1 none"; has out "      log: P1 deals 300 (HP 550 -> 250)"
has out "      | turn 4, P2's, evolution phase"; lacks out "shows no lines for DBE"
run scenario --trace "$tmp/bad-hp.scn"; expect 1; has out "expect P2 hp 260                 # 550 - 300   <- fails here"
finish
