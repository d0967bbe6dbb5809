#!/bin/sh
# dcg sim gives the same games whatever the number of threads: game i
# depends only on the run's seed and i. Compares the JSON reports (wins,
# draws, turns and a digest of every game's final state) of 1, 2 and 3
# threads, timing fields left out. Usage: sim_threads.sh DCG [AI1 AI2 GAMES]
set -eu
dcg=$1 ai1=${2:-greedy} ai2=${3:-random} games=${4:-200}
run() {
  "$dcg" sim st1 st3 --games "$games" --seed 77 --ai1 "$ai1" --ai2 "$ai2" --threads "$1" --json |
    sed -E 's/"(games_per_second|decisions_per_second|threads|ai1_ms_per_decision|ai2_ms_per_decision)":[0-9.]+,?//g'
}
one=$(run 1)
case $one in *'"digest":"'*) ;; *) echo "no digest in: $one"; exit 1 ;; esac
for n in 2 3; do
  other=$(run $n)
  if [ "$one" != "$other" ]; then
    printf 'threads 1: %s\nthreads %s: %s\n' "$one" "$n" "$other"
    exit 1
  fi
done
echo "same results on 1, 2 and 3 threads: $one"
