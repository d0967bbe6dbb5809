#!/usr/bin/env bash
# A replay names what it was played with and does not reach beyond it
# (issue 17, part 3): it records a digest of the card data, the scripts and
# the format; replaying against changed ones is refused up front, naming
# what differs (--force tries anyway); a replay may name formats on the
# format path, never files.
# Usage: test_replay_check.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
cd "$tmp"
cp -r "$SRC/examples/mod" mod

run --cards mod play --auto --seed 11 --deck mod/decks/red-mod.txt --replay game.replay; expect 0
grep -q '^digest [0-9a-f]\{16\} [0-9a-f]\{16\} [0-9a-f]\{16\}$' game.replay || fail "no digest line in the replay"
grep -q '^cards ' game.replay || fail "the mod directory is not recorded"
run replay --quiet game.replay; expect 0; has out "result:"
result=$out

# a script of the mod changes: refused, naming the scripts; --force plays it
script=$(ls mod/scripts/MOD1/*.lua | head -1)
echo "-- changed" >>"$script"
run replay --quiet game.replay; expect 1; has err "card scripts"; has err "--force"
run replay --quiet --force game.replay; expect 0; has err "warning"
cp "$SRC/examples/mod/scripts/MOD1/$(basename "$script")" "$script"
run replay --quiet game.replay; expect 0
[ "$out" = "$result" ] || fail "the restored mod replays differently"

# card data changes: refused, naming the card data
sed -i 's/"dp": 3000/"dp": 3001/' mod/cards/MOD1.json
grep -q '3001' mod/cards/MOD1.json || fail "test set-up: no card with 3000 DP in the mod"
run replay --quiet game.replay; expect 1; has err "card data"
cp "$SRC/examples/mod/cards/MOD1.json" mod/cards/MOD1.json

# a replay naming a file as its format is refused before anything is read
sed 's/^format .*//' game.replay >bad.replay && echo "format /etc/passwd" >>bad.replay
run replay --quiet bad.replay; expect 1; has err "only a format on the format path"; lacks err "root:"
run play --resume bad.replay; expect 1; has err "only a format on the format path"
finish
