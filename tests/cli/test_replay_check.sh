#!/usr/bin/env bash
# A replay names what it was played with and does not reach beyond it
# (issue 17, part 3): it records a digest of the card data, the scripts and
# the format; replaying against changed ones is refused up front, naming
# what differs (--force tries anyway); a replay may name formats on the
# format path, never files; and it loads no mod itself (issue 26, item 10):
# its mods are given with --cards, the digest checks they are the same.
# Usage: test_replay_check.sh DCG_BINARY SOURCE_DIR
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
cd "$tmp"
cp -r "$SRC/examples/mod" mod

run --cards mod play --auto --seed 11 --deck mod/decks/red-mod.txt --replay game.replay; expect 0
grep -q '^digest [0-9a-f]\{16\} [0-9a-f]\{16\} [0-9a-f]\{16\}$' game.replay || fail "no digest line in the replay"
grep -q '^cards ' game.replay || fail "the mod directory is not recorded"
run --cards mod replay --quiet game.replay; expect 0; has out "result:"
result=$out
# without --cards the replay's cards line loads nothing: refused, naming the mod to give
run replay --quiet game.replay; expect 1; has err "unknown card number MOD1"; has err "played with mods not loaded now: --cards $tmp/mod"
# a replay naming another folder as its mod: that folder is never read (its script would say so at load)
mkdir -p evil/cards evil/scripts/EV && echo '[{"number": "EV-01", "name": "Evil", "kind": "Tamer", "colors": ["Red"], "play_cost": 0}]' >evil/cards/EV.json
echo 'error("EVIL SCRIPT LOADED")' >evil/scripts/EV/EV-01.lua
sed "s|^cards .*|cards $tmp/evil|" game.replay >evil.replay
run replay --quiet evil.replay; expect 1; lacks err "EVIL SCRIPT LOADED"; has err "--cards $tmp/evil"
run play --resume evil.replay; expect 1; lacks err "EVIL SCRIPT LOADED"; has err "--cards $tmp/evil"

# a script of the mod changes: refused, naming the scripts; --force plays it
script=$(ls mod/scripts/MOD1/*.lua | head -1)
echo "-- changed" >>"$script"
run --cards mod replay --quiet game.replay; expect 1; has err "card scripts"; has err "--force"
run --cards mod replay --quiet --force game.replay; expect 0; has err "warning"
cp "$SRC/examples/mod/scripts/MOD1/$(basename "$script")" "$script"
run --cards mod replay --quiet game.replay; expect 0
[ "$out" = "$result" ] || fail "the restored mod replays differently"

# card data changes: refused, naming the card data
sed -i 's/"dp": 3000/"dp": 3001/' mod/cards/MOD1.json
grep -q '3001' mod/cards/MOD1.json || fail "test set-up: no card with 3000 DP in the mod"
run --cards mod replay --quiet game.replay; expect 1; has err "card data"
cp "$SRC/examples/mod/cards/MOD1.json" mod/cards/MOD1.json

# a replay naming a file as its format is refused before anything is read
sed 's/^format .*//' game.replay >bad.replay && echo "format /etc/passwd" >>bad.replay
run --cards mod replay --quiet bad.replay; expect 1; has err "only a format on the format path"; lacks err "root:"
run --cards mod play --resume bad.replay; expect 1; has err "only a format on the format path"
finish
