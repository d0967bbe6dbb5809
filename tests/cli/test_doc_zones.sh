#!/usr/bin/env bash
# docs/scripting.md lists every zone name game.card_zone and f.from / f.to
# give (engine/official/util.c dcg_zone_name), in backticks: a name renamed or
# added in the engine and not in the docs fails (issue 27: "battle area" vs
# "battle" was documented nowhere).
# Usage: test_doc_zones.sh DCG_BINARY SOURCE_DIR
SRC=$2
names=$(sed -n '/^const char \*dcg_zone_name/,/^}/p' "$SRC/engine/official/util.c" | grep -o '"[^"]*"')
[ -n "$names" ] || { echo "no zone names found in engine/official/util.c"; exit 1; }
line=$(grep -F '`game.card_zone(c)` (where card c is:' "$SRC/docs/scripting.md")
[ -n "$line" ] || { echo "docs/scripting.md: game.card_zone's list of zones is missing"; exit 1; }
bad=0
while read -r n; do
  case $line in *"\`$n\`"*) ;; *) echo "docs/scripting.md: game.card_zone does not list $n"; bad=1 ;; esac
done <<< "$names"
exit $bad
