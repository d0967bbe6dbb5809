#!/usr/bin/env bash
# Build and run every test: unit tests, scenarios, the Python package's
# tests (pytest, python/test.sh), and a random soak under
# AddressSanitizer + UndefinedBehaviorSanitizer with invariants checked after
# every engine step, the thread tests under ThreadSanitizer, then a bounded fuzz run of every parser and of the answer
# stream (a fixed fuzz seed, so a run repeats; DCG_FUZZ_SEED=N explores anew).
# Then dcg serve's tests (tests/serve/test.sh; DCG_SKIP_SERVE=1 skips them) and,
# last, the browser build in Chromium (web/test.sh; DCG_SKIP_WEB=1 skips it).
# Usage: ./test.sh   (DCG_SOAK_GAMES=N, DCG_FUZZ_SECONDS=N for longer runs)
set -euo pipefail
cd "$(dirname "$0")"
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
. ./deps.sh
# clang's libFuzzer for the fuzz stage; Debian's python3 packages for the Python stage
DCG_EXTRA_DEPS="clang libclang-rt-14-dev $DCG_PYTHON_DEPS" dcg_install_deps

echo "== build (release, invariants on) and run all tests"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCG_INVARIANTS=ON >/dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== the Python package (python/): the binding over build/libdcg.so, the environment, Dask simulations (pytest)"
python/test.sh build

echo "== profile-guided Release build (profile-build.sh): the same games as the test build"
./profile-build.sh build-pgo >/dev/null
for b in build build-pgo; do
  "$b/dcg" sim st1 st2 --games 500 --ai1 random --ai2 greedy | grep "games digest"
done | uniq | awk 'END { if (NR != 1) { print "the profile-guided build plays other games"; exit 1 } print }'

echo "== build with ASan+UBSan and run all tests again (soak: ${DCG_SOAK_GAMES:=10000} games)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DDCG_SANITIZE=ON -DDCG_INVARIANTS=ON >/dev/null
cmake --build build-asan -j"$jobs"
DCG_SOAK_GAMES=$DCG_SOAK_GAMES ctest --test-dir build-asan --output-on-failure -j"$jobs"
echo "== DBE, the second ruleset (docs/dbe.md), under ASan+UBSan: random games and the search, invariants after every answer"
build-asan/dcg sim --ruleset dbe --games "$DCG_SOAK_GAMES" --strict
build-asan/dcg sim --ruleset dbe --games 20 --ai1 mcts:playouts=16 --ai2 random --strict
build-asan/dcg sim --ruleset dbe --games "$DCG_SOAK_GAMES" --deck1 cards/dbe/decks/tides.txt --deck2 cards/dbe/decks/tides.txt --strict

echo "== tiny engine limits (dcg_limits.h), ASan+UBSan: every overflow handled"
cmake -S . -B build-tiny -DCMAKE_BUILD_TYPE=Debug -DDCG_SANITIZE=ON -DDCG_INVARIANTS=ON -DDCG_TINY_LIMITS=ON >/dev/null
cmake --build build-tiny -j"$jobs"
DCG_SOAK_GAMES=1000 DCG_REFERENCE_GAMES=400 ctest --test-dir build-tiny --output-on-failure -j"$jobs" \
  -R 'unit[.]test_(limits|game|loop|reference)$'

echo "== ThreadSanitizer: contexts of several threads over one card database share nothing mutable"
cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCG_TSAN=ON >/dev/null
cmake --build build-tsan -j"$jobs" --target test_threads dcg_cli
TSAN_OPTIONS=halt_on_error=1 DCG_THREAD_GAMES=100 ctest --test-dir build-tsan --output-on-failure \
  -R 'unit[.]test_threads$|^sim-threads'

echo "== fuzz every parser and the answer stream (${DCG_FUZZ_SECONDS:=15} s each, libFuzzer, ASan+UBSan)"
CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCG_FUZZ=ON -DDCG_SANITIZE=ON \
  -DDCG_INVARIANTS=ON -DBUILD_TESTING=OFF >/dev/null
cmake --build build-fuzz -j"$jobs"
work=$(mktemp -d)
for target in cards deck replay answers import scenario script; do
  mkdir -p "$work/$target"
  cp tests/fuzz/corpus/$target/* "$work/$target/"
  (cd "$work" && "$root/build-fuzz/fuzz_$target" -seed="${DCG_FUZZ_SEED:-1}" -max_total_time="$DCG_FUZZ_SECONDS" -rss_limit_mb=4096 \
     "$work/$target" >"$work/$target.log" 2>&1) || { tail -40 "$work/$target.log"; echo "fuzz_$target found a failure"; exit 1; }
  echo "fuzz_$target: $(grep -o 'Done [0-9]* runs' "$work/$target.log") without a failure"
done
rm -rf "$work"

# dcg serve (loopback only, bounded): games with a watcher checked for hidden
# cards, a server killed mid-game and restarted, hostile clients (tests/serve).
if [ "${DCG_SKIP_SERVE:-0}" != 1 ]; then
  echo "== dcg serve: whole games, a restart after SIGKILL, hostile clients (tests/serve/test.sh)"
  extra=""
  command -v node >/dev/null || extra="$extra nodejs"
  command -v npm >/dev/null || extra="$extra npm"
  DCG_EXTRA_DEPS="$extra" dcg_install_deps
  tests/serve/test.sh build
fi

# The browser build (WebAssembly, Chromium): its own stage, after everything
# above has passed; DCG_SKIP_WEB=1 leaves it out (e.g. a machine without Chromium).
if [ "${DCG_SKIP_WEB:-0}" != 1 ]; then
  echo "== the browser build: web/dist in Node and in Chromium (web/test.sh)"
  web/test.sh
fi
echo "all tests passed"
