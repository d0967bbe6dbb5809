#!/usr/bin/env bash
# cmake --install puts dcg, its data, the headers, the library and a
# pkg-config file under a prefix; the installed dcg finds its data from any
# directory, and a program builds against the library with pkg-config
# (issue 11, item 11): the shared library where it was built, linked by
# `pkg-config --libs dcg` alone (-ldcg: Lua and cJSON are its private
# dependencies), and the static one with `pkg-config --static` (issue 31).
# Usage: test_install.sh DCG_BINARY SOURCE_DIR   (the build directory is the binary's)
DCG=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
build=$(dirname "$DCG")
cmake --install "$build" --prefix "$tmp/inst" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "cmake --install failed"; finish; }
for f in bin/dcg $(cd "$SRC/engine/include" && ls *.h | sed "s|^|include/|") lib/libdcg.a lib/libdcg_scenario.a \
         lib/libdcg_dbe.a lib/pkgconfig/dcg.pc lib/pkgconfig/dcg-dbe.pc share/dcg/cards/decks/st1.txt \
         share/dcg/scripts/formats/standard.lua share/dcg/cards/dbe/sample.json share/dcg/scripts/dbe/RULESET; do
  [ -e "$tmp/inst/$f" ] || fail "not installed: $f"
done
shared=0
[ -e "$build/libdcg.so" ] && shared=1
if [ $shared = 1 ]; then
  for f in lib/libdcg.so lib/pkgconfig/dcg-scenario.pc; do [ -e "$tmp/inst/$f" ] || fail "not installed: $f"; done
  # it exports dcg.h's functions and nothing of the engine's internals, Lua or cJSON
  others=$(nm -D --defined-only "$tmp/inst/lib/libdcg.so" | awk '$3 !~ /^dcg_/ { print $3 }')
  [ -z "$others" ] || fail "libdcg.so exports more than dcg_*: $(echo $others | head -c 200)"
fi
# the cards' scenarios beside their scripts are tests, not data
[ -z "$(find "$tmp/inst/share/dcg" -name '*.scn')" ] || fail "scenario files installed as data"

# the installed command, run from elsewhere, uses the installed data
cd /
DCG=$tmp/inst/bin/dcg
run --version; expect 0; has out "data: $tmp/inst/share/dcg"
run sim st1 st2 --games 4; expect 0; has out "4 games"
run deck check st3 --format standard; expect 0; has out "valid"
DCG_DATA_DIR=$SRC run --version; has out "data: $SRC"

# a program built with pkg-config against the installed header and library
cd "$tmp"
last="a program built with pkg-config"
cat >game.c <<'C'
#include <dcg.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    (void)argc;
    char st1[1024], st2[1024];
    snprintf(st1, sizeof st1, "%s/cards/decks/st1.txt", argv[1]);
    snprintf(st2, sizeof st2, "%s/cards/decks/st2.txt", argv[1]);
    dcg_ctx *ctx = dcg_ctx_new();
    dcg_deck a, b;
    if (dcg_load_dir(ctx, argv[1]) || dcg_deck_load(ctx, st1, &a) || dcg_deck_load(ctx, st2, &b)) {
        fprintf(stderr, "%s\n", dcg_errmsg(ctx));
        return 1;
    }
    dcg_state *st = dcg_state_new();
    static dcg_decision d;
    uint64_t rng = 1;
    dcg_game_start(ctx, st, &a, &b, 42);
    while (dcg_decision_get(ctx, st, &d) == DCG_OK) dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &d, DCG_AI_GREEDY, &rng));
    printf("winner %d after %d turns\n", dcg_winner(st), dcg_turn_number(st));
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}
C
export PKG_CONFIG_PATH=$tmp/inst/lib/pkgconfig
datadir=$(pkg-config --variable=datadir dcg) || fail "pkg-config does not know dcg"
libs=$(pkg-config --libs dcg)
[ "$(echo $libs | sed 's/^-L[^ ]* //')" = "-ldcg" ] || fail "pkg-config --libs dcg gives more than the library: $libs"
# the shared library (where built), then the static one (--static: its private dependencies too)
for how in shared static; do
  [ $how = shared ] && [ $shared = 0 ] && continue
  flags=$(pkg-config --cflags --libs dcg)
  [ $how = static ] && flags="$(pkg-config --cflags dcg) $tmp/inst/lib/libdcg.a $(pkg-config --static --libs-only-l dcg | sed 's/-ldcg//')"
  last="a program built with pkg-config ($how)"
  cc -std=c11 ${DCG_TEST_CFLAGS:-} game.c $flags -o game 2>cc.log || { cat cc.log; fail "game.c does not build with pkg-config"; }
  out=$(LD_LIBRARY_PATH=$tmp/inst/lib ./game "$datadir" 2>&1) || fail "the program failed: $out"
  case "$out" in "winner "[01]" after "*" turns") ;; *) fail "the program printed: $out" ;; esac
  if [ $how = shared ]; then ldd ./game | grep -q "libdcg.so" || fail "the program is not linked with libdcg.so"; fi
done

# a DBE program (the second ruleset, dcg_dbe.h) built with pkg-config dcg-dbe, on the installed data
last="a DBE program built with pkg-config"
cat >dbe_game.c <<'C'
#include <dcg_dbe.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    (void)argc;
    char err[256], a_path[1024], b_path[1024];
    snprintf(a_path, sizeof a_path, "%s/cards/dbe/decks/flame.txt", argv[1]);
    snprintf(b_path, sizeof b_path, "%s/cards/dbe/decks/grove.txt", argv[1]);
    dcg_dbe_ctx *ctx = dcg_dbe_ctx_new(argv[1], err, sizeof err);
    dcg_dbe_deck a, b;
    if (!ctx) return fprintf(stderr, "%s\n", err), 1;
    if (dcg_dbe_deck_load(ctx, a_path, &a) || dcg_dbe_deck_load(ctx, b_path, &b))
        return fprintf(stderr, "%s\n", dcg_dbe_errmsg(ctx)), 1;
    dcg_dbe_state *st = dcg_dbe_state_new();
    dcg_dbe_decision d;
    uint64_t rng = 1;
    dcg_dbe_game_start(ctx, st, &a, &b, 42);
    while (!dcg_dbe_over(st) && dcg_dbe_decision_get(ctx, st, &d) == DCG_OK)
        dcg_dbe_answer(ctx, st, dcg_dbe_ai_choose(ctx, st, &d, "random", &rng));
    printf("over %d after %d turns, %d script errors\n", dcg_dbe_over(st), dcg_dbe_turn(st), dcg_dbe_script_errors(ctx));
    dcg_dbe_state_free(st);
    dcg_dbe_ctx_free(ctx);
    return 0;
}
C
flags="$(pkg-config --cflags dcg-dbe) $tmp/inst/lib/libdcg_dbe.a $tmp/inst/lib/libdcg.a $(pkg-config --static --libs-only-l dcg-dbe | sed 's/-ldcg_dbe//; s/-ldcg//')"
cc -std=c11 ${DCG_TEST_CFLAGS:-} dbe_game.c $flags -o dbe_game 2>cc.log || { cat cc.log; fail "dbe_game.c does not build with pkg-config"; }
out=$(./dbe_game "$datadir" 2>&1) || fail "the DBE program failed: $out"
case "$out" in "over 1 after "*" turns, 0 script errors") ;; *) fail "the DBE program printed: $out" ;; esac
finish
