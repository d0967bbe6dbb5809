#!/bin/sh
# answer_walk.sh: the walk of an answer through the code (engine/README.md,
# "The walk of an answer"): how many of the engine's source files the
# official game's dcg_answer enters, and how many times a call enters an
# engine file from another file (each such call climbs back up across a file
# boundary when it returns), over one whole game, per answer.
#
# Usage: tests/tools/answer_walk.sh BUILD_DIR [SEED]
#   BUILD_DIR holds a dcg built without optimization, so that every call in
#   the source is a call taken (no inlining decides the figures):
#     cmake -S . -B build-walk -DCMAKE_BUILD_TYPE=Debug && cmake --build build-walk --target dcg_cli
# The game: `dcg play --auto` (greedy against greedy, ST1 against ST2) from
# SEED (default 1), recorded, then played back by `dcg replay` under
# callgrind collecting only inside dcg_answer. Needs valgrind and python3.
set -eu
BUILD=$(cd "$1" && pwd)
SEED=${2:-1}
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$SRC"
"$BUILD/dcg" play --auto --seed "$SEED" --new --replay "$tmp/game.replay" >/dev/null
valgrind --tool=callgrind --toggle-collect=dcg_answer --compress-strings=no --compress-pos=no \
    --callgrind-out-file="$tmp/cg" "$BUILD/dcg" replay "$tmp/game.replay" --quiet --force >/dev/null 2>"$tmp/vg" ||
    { cat "$tmp/vg"; exit 1; }
python3 - "$tmp/cg" "$tmp/game.replay" "$SRC" <<'PY'
import os, sys
cg, replay, src = sys.argv[1:]
answers = sum(len(l.split()) - 1 for l in open(replay) if l.startswith("answers"))
engine = os.path.join(src, "engine") + os.sep
def ours(f): return f.startswith(engine)
files, entries, fl, cfl = set(), 0, None, None
for line in open(cg, errors="replace"):
    key, _, val = line.rstrip("\n").partition("=")
    if key == "fl":
        fl, cfl = val, None
    elif key == "fn":
        cfl = None
        if ours(fl): files.add(fl)
    elif key in ("cfl", "cfi"):
        cfl = val
    elif key == "calls":
        callee = cfl or fl
        if ours(callee):
            files.add(callee)
            if callee != fl: entries += int(val.split()[0])
        cfl = None
print("answers %d" % answers)
print("engine files entered %d" % len(files))
print("calls into another engine file %d in all, %.1f per answer" % (entries, entries / max(answers, 1)))
for f in sorted(files): print("  " + os.path.relpath(f, src))
PY
