#!/usr/bin/env bash
# dcg scenario --coverage on a small rules file: sections counted per chapter,
# cited ones covered (with their parents), reasons counted apart ("not yet"
# too), and --check refusing a reasons file that is not true.
# Usage: test_coverage.sh DCG_BINARY
DCG=$1
. "$(dirname "$0")/lib.sh"

cat >"$tmp/rules.md" <<'RULES'
1. Overview
1-1. Players
1-1-1. Two of them.
1-2. Winning
1-2-1. Somebody wins.
1-2-2. Forfeit.
2-1. Cards
2-1-1. A name.
Merged 1-3. with
1-4.
RULES
mkdir -p "$tmp/scn"
printf 'name: t\nrule: 1-1-1, 1-2-1 (x)\n' >"$tmp/scn/a.scn"
printf 'name: u\nrule: 9-9\n' >"$tmp/scn/b.txt"      # not a scenario: not read
printf '# a comment\n\n1-2-2: not implemented yet: forfeit\n2-1-1: printed on the card\n' >"$tmp/reasons.txt"

run scenario --coverage "$tmp/rules.md" --reasons "$tmp/reasons.txt" --list --check "$tmp/scn"
expect 1                                                         # 2-1 is open
has err "2-1 is neither cited by a scenario nor given a reason"
has out "1               5        4        1        1        0"   # 1-1, 1-1-1, 1-2, 1-2-1 cited or covered; 1-2-2 not yet
has out "2               2        0        1        0        1"   # 2-1 open, 2-1-1 reasoned
has out "  open: 2-1"
has out "  not yet: 1-2-2 ($tmp/reasons.txt:3)"
lacks out "1-4"                                                  # a bare "1-4." of the revision notes is no section
printf '2-1: a heading\n' >>"$tmp/reasons.txt"
run scenario --coverage "$tmp/rules.md" --reasons "$tmp/reasons.txt" --check "$tmp/scn"
expect 0                                                         # every section cited or reasoned
lacks err "neither"

printf '1-1-1: cited already\n3-1: no such section\n2-1-1: once\n2-1-1: twice\n2-1\n1-2-2:\n' >"$tmp/bad.txt"
run scenario --coverage "$tmp/rules.md" --reasons "$tmp/bad.txt" --check "$tmp/scn"
expect 1
has err "bad.txt:1: 1-1-1 is cited by a scenario"
has err "bad.txt:2: '3-1' is not a section of the rules"
has err "bad.txt:4: 2-1-1 already has a reason (line 3)"
has err "bad.txt:5: expected 'SECTION: why"
has err "bad.txt:6: expected 'SECTION: why"
has err "7 fault(s)"                                             # the 5 lines, and 1-2-2 and 2-1 open
run scenario --coverage "$tmp/rules.md" --reasons "$tmp/bad.txt" "$tmp/scn"
expect 0                                                         # without --check: reported, not failed
run scenario --coverage "$tmp/rules.md" --reasons "$tmp/none.txt" "$tmp/scn"
expect 2; has err "cannot read the reasons"
finish
