#!/usr/bin/env bash
# Every card script has its scenarios beside it, scripts/<SET>/<NUMBER>-<what>.scn
# (docs/scripting.md): the shipped cards and the example mod. The script
# loader passes them over (issue 15, item 7).
# Usage: test_script_scenarios.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

# missing DIR...: the card scripts under DIR with no <NUMBER>-*.scn (or
# <NUMBER>.scn) in their directory; scripts/formats and scripts/lib hold no cards,
# and a folder whose RULESET names another ruleset (scripts/dbe) none of the official game's.
missing() {
  find "$@" -name '*.lua' ! -path '*/scripts/formats/*' ! -path '*/scripts/lib/*' | sort | while read -r lua; do
    dir=$(dirname "$lua") number=$(basename "$lua" .lua)
    [ -f "$dir/RULESET" ] && [ "$(awk '{print $1; exit}' "$dir/RULESET")" != official ] && continue
    compgen -G "$dir/$number-*.scn" >/dev/null || [ -f "$dir/$number.scn" ] || echo "${lua#"$SRC"/}"
  done
}

# The check finds a script without a scenario; the loader ignores the
# scenarios in a mod's scripts directory (they are not Lua).
cp -r "$SRC/examples/mod" "$tmp/mod"
rm "$tmp/mod/scripts/MOD1/MOD1-01-sparkmon.scn"
last="missing (a mod without MOD1-01's scenario)"; out=$(missing "$tmp/mod/scripts"); err=""
has out "MOD1-01.lua"; lacks out "MOD1-02"; lacks out "MOD1-03"
# A folder of another ruleset's scripts (DBE's, when they sit in scripts/dbe) is not the official game's.
mkdir "$tmp/mod/scripts/other" && echo dbe > "$tmp/mod/scripts/other/RULESET" && echo 'return {}' > "$tmp/mod/scripts/other/X-01.lua"
last="missing (a folder marked RULESET dbe)"; out=$(missing "$tmp/mod/scripts"); err=""
lacks out "X-01"; has out "MOD1-01.lua"
rm -r "$tmp/mod/scripts/other"
run --cards "$tmp/mod" scenario "$tmp/mod/scripts"; expect 0; has out "2 passed, 0 failed"

# Every shipped card script and every script of the example mod has one.
last="missing (scripts, examples/mod/scripts)"; out=$(missing "$SRC/scripts" "$SRC/examples/mod/scripts"); err=""
[ -z "$out" ] || fail "card scripts without a scenario beside them"
# A scenario beside the scripts is named for a card of its set: <SET>-<NUMBER>-<what>.scn
# (the set as the folder's name in capitals: scripts/dbe holds DBE-027-*.scn).
out=$(find "$SRC/scripts" "$SRC/examples/mod/scripts" -name '*.scn' | while read -r f; do
  set_name=$(basename "$(dirname "$f")")
  case $(basename "$f") in "${set_name^^}"-*) ;; *) echo "${f#"$SRC"/}" ;; esac
done)
last="scenario names"; [ -z "$out" ] || fail "scenarios not named for a card of their set"
finish
