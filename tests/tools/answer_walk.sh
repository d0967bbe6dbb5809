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
valgrind --tool=callgrind --toggle-collect=dcg_answer --dump-before=dcg_answer --compress-strings=no \
    --compress-pos=no --callgrind-out-file="$tmp/cg" "$BUILD/dcg" replay "$tmp/game.replay" --quiet --force \
    >/dev/null 2>"$tmp/vg" || { cat "$tmp/vg"; exit 1; }
python3 - "$tmp" "$SRC" <<'PY'
import glob, os, statistics, sys
tmp, src = sys.argv[1:]
answers = sum(len(l.split()) - 1 for l in open(tmp + "/game.replay") if l.startswith("answers"))
engine = os.path.join(src, "engine") + os.sep
def ours(f): return f.startswith(engine)
files, sites, per_answer = set(), set(), []
for dump in glob.glob(tmp + "/cg*"):  # one profile per answer (--dump-before), and the rest
    arcs, fl, fn, cfl, cfn = [], None, None, None, None
    for line in open(dump, errors="replace"):
        key, _, val = line.rstrip("\n").partition("=")
        if key == "fl": fl = val
        elif key == "fn": fn, cfl = val, None
        elif key in ("cfl", "cfi"): cfl = val
        elif key == "cfn": cfn = val
        elif key == "calls":
            arcs.append(((fl, fn), (cfl or fl, cfn), int(val.split()[0])))
            cfl = None
    # the walk: dcg_answer and what it calls (callgrind also keeps the arcs above it, main's ...)
    walk = {a for a, _, _ in arcs if a[1] == "dcg_answer"} | {b for _, b, _ in arcs if b[1] == "dcg_answer"}
    grown = True
    while grown:
        more = {b for a, b, _ in arcs if a in walk} - walk
        walk |= more
        grown = bool(more)
    entries = 0
    for a, b, n in arcs:
        if a not in walk: continue
        files.update(f for f in (a[0], b[0]) if ours(f))
        if ours(b[0]) and b[0] != a[0]:
            entries += n
            sites.add((a, b))
    if entries: per_answer.append(entries)
per_answer += [0] * (answers - len(per_answer))
print("answers %d (one game: dcg play --auto, seed as given)" % answers)
print("engine files entered %d" % len(files))
print("distinct calls from one file into another engine file (call sites, caller -> callee) %d" % len(sites))
print("calls into another engine file per answer: median %d, mean %.0f, most %d, in all %d" %
      (statistics.median(per_answer), statistics.mean(per_answer), max(per_answer), sum(per_answer)))
for f in sorted(files): print("  " + os.path.relpath(f, src))
PY
