#!/bin/sh
# A soak of the search AI (mcts, few playouts) on a deck pair: GAMES games of
# mcts against greedy, then GAMES of random against mcts, so that mcts plays
# both decks; --strict (any script error fails). A search answers questions
# in sampled games (dcg_state_determinize), also in the middle of an effect,
# so it reaches faults no plain game does (issue 25: a revealing effect run
# again in a sample). DECK: a starter name or a path under tests/fixtures.
# DCG_MCTS_SOAK_GAMES sets GAMES for a longer run.
# Usage: mcts_soak.sh DCG DECK1 DECK2 [GAMES]
set -eu
dcg=$1 deck1=$2 deck2=$3 games=${DCG_MCTS_SOAK_GAMES:-${4:-20}}
fixtures=$(cd "$(dirname "$0")/../fixtures" && pwd)
deck() { case $1 in st[0-9]|st[0-9][0-9]) echo "$1" ;; *) echo "$fixtures/$1.txt" ;; esac; }
mcts=mcts:playouts=8
for ais in "$mcts greedy" "random $mcts"; do
  set -- $ais
  "$dcg" sim "$(deck "$deck1")" "$(deck "$deck2")" --games "$games" --ai1 "$1" --ai2 "$2" --strict --threads 1
done
