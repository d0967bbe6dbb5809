#!/bin/sh
# test_layers.sh: the engine's layers (engine/README.md) hold.
# Usage: test_layers.sh DCG_BINARY SOURCE_DIR (the binary is not used).
set -eu
SRC=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$SRC"
fail=0
inner=$(ls engine/core engine/core/script engine/official engine/official/script engine/dbe | grep '\.h$' | sort -u)
core_headers=$(ls engine/core engine/core/script | grep '\.h$' | sort -u)
official_headers=$(ls engine/official engine/official/script | grep '\.h$' | sort -u)
bound=$(sed -n 's/^- `\(core\/[a-z_/]*\.c\)`.*/engine\/\1/p' engine/README.md)
grep -q '^## Machinery still bound to the official game' engine/README.md || { echo "engine/README.md lost its list of bound files"; exit 1; }
includes() { sed -n 's/^#include "\([^"]*\)".*/\1/p' "$1"; }
for f in engine/core/*.c engine/core/script/*.c engine/core/*.h engine/core/script/*.h; do
    [ -e "$f" ] || continue
    foreign=$(includes "$f" | while read -r h; do echo "$core_headers" | grep -qx "$h" || echo "$h"; done)
    listed=no; echo "$bound" | grep -qx "$f" && listed=yes
    if [ -n "$foreign" ] && [ $listed = no ]; then
        echo "$f (engine/core) includes $(echo $foreign) from outside engine/core: list it in engine/README.md or make it free"; fail=1
    elif [ -z "$foreign" ] && [ $listed = yes ]; then
        echo "$f no longer includes anything outside engine/core: strike it from engine/README.md's list"; fail=1
    fi
done
for f in $bound; do [ -f "$f" ] || { echo "engine/README.md lists $f, which does not exist"; fail=1; }; done
for f in engine/cli/*.[ch] engine/scenario/*.[ch] engine/serve/*.[ch] engine/view/*.[ch] web/glue.c web/glue_dbe.c; do
    [ -e "$f" ] || continue
    for h in $(includes "$f"); do
        if echo "$inner" | grep -qx "$h"; then echo "$f (a program) includes the engine's inner header $h"; fail=1; fi
    done
done
for f in $(find engine/dbe -name '*.[ch]' 2>/dev/null); do
    for h in $(includes "$f"); do
        if echo "$official_headers" | grep -qx "$h"; then echo "$f (engine/dbe) includes the official game's header $h"; fail=1; fi
    done
done
[ $fail = 0 ] && echo "layers: ok ($(echo "$bound" | grep -c . || true) core files still bound to the official game)"
exit $fail
