#!/bin/sh
# A soak of two fixture decks: every fixture card folder loaded, GAMES games of
# random against greedy, then GAMES of greedy against random, --strict (any
# script error fails); a DCG_INVARIANTS build checks the invariants after every
# step. DCG_SOAK_GAMES (test.sh's sanitizer stage: 10,000) raises GAMES to a
# fifth of it. Usage: fixture_soak.sh DCG DECK1 DECK2 [GAMES]
set -eu
dcg=$1 deck1=$2 deck2=$3 games=${4:-300}
fixtures=$(cd "$(dirname "$0")/../fixtures" && pwd)
scaled=$(( ${DCG_SOAK_GAMES:-0} / 5 ))
[ "$scaled" -gt "$games" ] && games=$scaled
for ais in "random greedy" "greedy random"; do
  set -- $ais
  "$dcg" --cards "$fixtures/mod" --cards "$fixtures/keywords" --cards "$fixtures/mechanics" \
    --cards "$fixtures/rules" --cards "$fixtures/timings" \
    sim "$fixtures/$deck1.txt" "$fixtures/$deck2.txt" --games "$games" --ai1 "$1" --ai2 "$2" --strict --json
  echo
done
