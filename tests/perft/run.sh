#!/usr/bin/env bash
# The perft counts (dcg perft) from fixed positions, compared with the frozen
# ones in expected.txt: a change to what is legal changes them. When a rules
# change is meant to, check the new counts and update expected.txt with
#   tests/perft/run.sh DCG_BINARY --update
set -euo pipefail
dcg=$1
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
{
  "$dcg" perft --depth 5 --walks 8
  "$dcg" perft --depth 5 --walks 8 --deck1 st3 --deck2 st2 --seed 5
  "$dcg" perft --depth 4 --walks 8 --deck1 st2 --deck2 st3 --seed 9
} >"$out"
if [ "${2:-}" = --update ]; then cp "$out" "$here/expected.txt"; exit 0; fi
if ! diff -u "$here/expected.txt" "$out"; then
  echo "perft: the decision tree changed (see the diff above); if the rules change is meant, run $0 DCG --update"
  exit 1
fi
echo "perft: 1 passed, 0 failed"
