#!/usr/bin/env bash
# games_digests.sh DCG [SOURCE_TREE]: the games digest of each of 24 sims, about 100,000 games
# (the six starters, BT1-BT3 decks and every fixture deck pair, with random, greedy and mcts
# players), one line each. A digest hashes every game's final state (its RNG and each card's
# script budget spent too), so two builds play the same games exactly when their outputs are
# identical. For a change meant to keep every game (a speed-up):
#   tests/cli/games_digests.sh build-old/dcg > old.txt
#   tests/cli/games_digests.sh build-new/dcg > new.txt && diff old.txt new.txt
# SOURCE_TREE (default: this script's) gives the fixture decks; each binary reads its own cards.
set -uo pipefail
dcg=$1
src=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
F=$src/tests/fixtures
run() {
  local args="$*"
  echo -n "${args//$src/.} :: "
  "$dcg" "$@" --threads 1 2>&1 | grep -E "^games digest|^script errors|^dcg" | head -2 | tr '\n' ' '
  echo
}
run sim st1 st2 --games 20000 --ai1 random --ai2 random
run sim st1 st2 --games 5000 --ai1 random --ai2 greedy
run sim st3 st1 --games 5000 --ai1 greedy --ai2 random
run sim st2 st3 --games 3000 --ai1 greedy --ai2 greedy
run sim st4 st5 --games 5000 --ai1 random --ai2 greedy
run sim st5 st6 --games 5000 --ai1 greedy --ai2 random
run sim st6 st4 --games 3000 --ai1 greedy --ai2 greedy
run sim st1 st2 --games 12 --ai1 mcts --ai2 greedy
for p in red:blue yellow:green; do run sim "$F/bt1/${p%:*}.txt" "$F/bt1/${p#*:}.txt" --games 3000 --ai1 random --ai2 greedy; done
for p in red:blue yellow:green black:purple; do run sim "$F/bt2/${p%:*}.txt" "$F/bt3/${p#*:}.txt" --games 3000 --ai1 greedy --ai2 random; done
run --cards "$F/mod" --cards "$F/keywords" sim "$F/keywords/red.txt" "$F/keywords/blue.txt" --games 3000 --ai1 random --ai2 greedy
run --cards "$F/mechanics" sim "$F/mechanics/red.txt" "$F/mechanics/blue.txt" --games 3000 --ai1 random --ai2 greedy
run --cards "$F/mechanics" sim "$F/mechanics/link.txt" "$F/mechanics/red.txt" --games 3000 --ai1 greedy --ai2 random
run --cards "$F/mechanics" sim "$F/mechanics/assembly-red.txt" "$F/mechanics/assembly-blue.txt" --games 3000 --ai1 greedy --ai2 random
run --cards "$F/timings" sim "$F/timings/would-red.txt" "$F/timings/would-blue.txt" --games 3000 --ai1 random --ai2 greedy
all=(--cards "$F/mod" --cards "$F/keywords" --cards "$F/mechanics" --cards "$F/rules" --cards "$F/timings")
run "${all[@]}" sim "$F/mechanics/effect-red.txt" "$F/mechanics/effect-yellow.txt" --games 3000 --ai1 random --ai2 greedy
run "${all[@]}" sim "$F/keywords/face.txt" "$F/rules/soak.txt" --games 3000 --ai1 greedy --ai2 random
run "${all[@]}" sim "$F/mod/info-red.txt" "$F/mod/info-cool.txt" --games 3000 --ai1 random --ai2 greedy
run --cards "$F/mod" sim "$F/mod/api-deck.txt" "$F/mod/api-deck.txt" --games 2000 --ai1 random --ai2 greedy
run --cards "$F/mod" sim "$F/mod/layers-deck.txt" st1 --games 2000 --ai1 greedy --ai2 random
