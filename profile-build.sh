#!/usr/bin/env bash
# A Release build of dcg optimised with a profile of its own games (gcc's
# profile-guided optimisation): the fastest binary for long simulations.
# Usage: ./profile-build.sh [BUILD_DIR]   (default build-pgo; the binary is BUILD_DIR/dcg)
# Games are the same as any other build's: only code layout and inlining change.
set -euo pipefail
cd "$(dirname "$0")"
dir=${1:-build-pgo}
jobs=$(nproc 2>/dev/null || echo 2)
configure() { cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DDCG_PGO="$1" >/dev/null; }

echo "== instrumented build ($dir)"
find "$dir" -name '*.gcda' -delete 2>/dev/null || true
configure GENERATE
cmake --build "$dir" -j"$jobs" --target dcg_cli
echo "== training: every starter against every other, random, greedy and mcts players"
for d1 in st1 st2 st3 st4 st5 st6; do
  for d2 in st1 st2 st3 st4 st5 st6; do
    "$dir/dcg" sim "$d1" "$d2" --games 300 --ai1 random --ai2 greedy --threads 1 >/dev/null
  done
done
"$dir/dcg" bench --games 2000 >/dev/null
"$dir/dcg" sim st1 st2 --games 4 --ai1 mcts --ai2 greedy --threads 1 >/dev/null
echo "== optimised build"
configure USE
cmake --build "$dir" -j"$jobs" --target dcg_cli
echo "built $dir/dcg"
