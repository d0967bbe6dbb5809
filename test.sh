#!/usr/bin/env bash
# Build and run every test: unit tests, scenarios, and a random soak under
# AddressSanitizer + UndefinedBehaviorSanitizer with invariants checked after
# every engine step. Usage: ./test.sh   (DCG_SOAK_GAMES=N for a longer soak)
set -euo pipefail
cd "$(dirname "$0")"
jobs=$(nproc 2>/dev/null || echo 2)
. ./deps.sh
dcg_install_deps

echo "== build (release, invariants on) and run all tests"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDCG_INVARIANTS=ON >/dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== build with ASan+UBSan and run all tests again (soak: ${DCG_SOAK_GAMES:=10000} games)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DDCG_SANITIZE=ON -DDCG_INVARIANTS=ON >/dev/null
cmake --build build-asan -j"$jobs"
DCG_SOAK_GAMES=$DCG_SOAK_GAMES ctest --test-dir build-asan --output-on-failure -j"$jobs"
