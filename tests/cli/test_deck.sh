#!/usr/bin/env bash
# dcg deck check never drops a line silently; name/number mismatches are
# warnings; variant suffixes are read or refused with a reason (issue 11, item 8).
# Usage: test_deck.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"

# the starter deck with a header, a wrong name, variants written three ways
deck=$tmp/variants.txt
{ echo "Digi-Egg Deck"; echo "Main Deck (50)"; cat "$SRC/cards/decks/st1.txt"; } >"$deck"
sed -i -e '0,/ST1-03/s/^\([0-9]*\) .*ST1-03$/\1 Gabumon ST1-03/' "$deck"
run deck check "$deck"; expect 0; has out "valid"
# named by the file (its first line is a section header), and summed up (issue 29)
has out "variants ($deck): valid"
has out "  kinds:   Digimon 34, Tamer 4, Option 12"; has out "  levels:  Lv3 12 | Lv4 10 | Lv5 8 | Lv6 4"
has out "  colours: Red 50"; has out "  costs:   1: 4 | 2: 12 | 3: 8"; has out "  eggs:    4: 4 Koromon ST1-01 (Red)"
run deck check st1; expect 0; has out "Starter Deck Gaia Red (ST-1) ("
run deck check st1 --name "My red"; expect 0; has out "My red ("; lacks out "Gaia"
printf '# Name: Birds only\n' >"$tmp/birds.txt"; cat "$SRC/cards/decks/st1.txt" >>"$tmp/birds.txt"
run deck check "$tmp/birds.txt"; expect 0; has out "Birds only ("
run deck check "$deck"; expect 0
has err "'Gabumon' is not the name of ST1-03 (Agumon); the number counts"
sed -i -e 's/ST1-01$/ST1-01_P1/' -e 's/ST1-02$/ST1-02 P2/' -e 's/ST1-04$/ST1-04 (P1)/' "$deck"
run deck check "$deck"; expect 0; has out "valid"
has err "variant (reprint or alternate art) of ST1-01"; has err "of ST1-02"; has err "of ST1-04"

# a line that cannot be read is an error with its number, never skipped
printf 'Main Deck\n4 Agumon ST1-03\nSideboard: 2 Gabumon\n' >"$tmp/bad.txt"
run deck check "$tmp/bad.txt"; expect 1
has err "bad.txt:3: cannot read 'Sideboard: 2 Gabumon'"; lacks err ":1:"
printf '4 Agumon ST1-03_X2\n4 ST1-03 alt\n' >"$tmp/suffix.txt"
run deck check "$tmp/suffix.txt"; expect 1
has err "suffix.txt:1: variant suffix '_X2' is not understood"
has err "suffix.txt:2: no card number at the end of '4 ST1-03 alt'"
# Tabletop Simulator: only the first string may be the exporter's label
printf '["Exported deck", "ST1-03_P1", "ST1-03", "Agumon"]' >"$tmp/tts.json"
run deck check "$tmp/tts.json"; expect 1
has err "variant (reprint or alternate art) of ST1-03"; has err "'Agumon' is not a card number"; lacks err "Exported deck"
finish
