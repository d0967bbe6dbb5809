/* test_dbe_api.c: DBE's Deck Construction checks, the protocol (bad answers,
** clones, same seed and answers same game), and the script sandbox. */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Deck Construction: 50 with the Destiny Zone; 40 main; 4 Digimon, 3 Options,
** 2 Evolutions by number; level M only in the Destiny Zone, at most 1. */
static void deck_construction(void **state)
{
    (void)state;
    dcg_dbe_deck d;
    static const struct { const char *text, *error; } cases[] = {
        {"main:\n10 DBE-001\n", "not 50"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "4 DBE-010\nside:\n9 DBE-011\ndestiny:\n1 DBE-023\n", "more than 4 copies of DBE-011"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "4 DBE-025\nside:\n4 DBE-010\n4 DBE-011\n1 DBE-012\ndestiny:\n1 DBE-023\n", "more than 3 copies of DBE-025"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "3 DBE-039\n1 DBE-010\nside:\n4 DBE-011\n4 DBE-012\n1 DBE-013\ndestiny:\n1 DBE-023\n", "more than 2 copies of DBE-039"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "3 DBE-010\n1 DBE-023\nside:\n4 DBE-011\n4 DBE-012\n1 DBE-013\ndestiny:\n1 DBE-024\n", "level M goes in the Destiny"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "4 DBE-010\nside:\n4 DBE-011\n4 DBE-012\ndestiny:\n1 DBE-023\n1 DBE-024\n", "more than 1 level M"},
        {"main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n"
         "3 DBE-010\nside:\n4 DBE-011\n4 DBE-012\n2 DBE-013\ndestiny:\n1 DBE-023\n", "main deck"},
        {"main:\n4 DBE-999\n", "no DBE card DBE-999"},
        {"partner DBE-001\nmain:\n4 DBE-014\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n"
         "4 DBE-009\n4 DBE-010\nside:\n4 DBE-011\n4 DBE-012\ndestiny:\n1 DBE-023\n1 DBE-020\n", "no copy of its partner"},
        {"partner DBE-004\nmain:\n1 DBE-004\n4 DBE-002\n4 DBE-003\n3 DBE-001\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n"
         "4 DBE-009\n4 DBE-010\n4 DBE-014\nside:\n4 DBE-011\n4 DBE-013\ndestiny:\n1 DBE-023\n1 DBE-016\n", "a level M or a partner C"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        assert_int_not_equal(dcg_dbe_deck_parse(ctx, cases[i].text, "t.txt", &d), DCG_OK);
        if (!strstr(dcg_dbe_errmsg(ctx), cases[i].error)) fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
    }
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &d), DCG_OK);
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/grove.txt", &d), DCG_OK);
}

/* Play a game with random answers from r; its final hash. */
static uint64_t random_game(dcg_dbe_state *st, uint64_t seed, uint64_t r, int check_clone)
{
    dcg_dbe_deck d[2];
    dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &d[0]);
    dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/grove.txt", &d[1]);
    assert_int_equal(dcg_dbe_game_start(ctx, st, &d[0], &d[1], seed), DCG_OK);
    dcg_dbe_decision dec;
    int steps = 0;
    while (dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK) {
        assert_true(dec.n > 0);
        for (int k = 0; k < dec.n; k++) { /* every option says what it does (players and the page read it) */
            char text[160];
            dcg_dbe_option_text(ctx, st, &dec, k, text, sizeof text);
            if (!text[0] || strstr(text, "(null)")) fail_msg("decision kind %d, option %d: '%s'", dec.kind, k, text);
        }
        assert_int_equal(dcg_dbe_answer(ctx, st, dec.n), DCG_EINVAL);   /* refused, nothing changed */
        int i = dcg_dbe_ai_choose(ctx, st, &dec, "random", &r);
        if (check_clone && steps % 7 == 0) { /* a clone given the same answers plays the same game */
            dcg_dbe_state *c = dcg_dbe_state_new();
            dcg_dbe_state_copy(c, st);
            assert_true(dcg_dbe_state_hash(c) == dcg_dbe_state_hash(st));
            dcg_dbe_answer(ctx, c, i);
            dcg_dbe_answer(ctx, st, i);
            assert_true(dcg_dbe_state_hash(c) == dcg_dbe_state_hash(st));
            dcg_dbe_state_free(c);
        } else {
            dcg_dbe_answer(ctx, st, i);
        }
        steps++;
    }
    assert_true(dcg_dbe_over(st));
    return dcg_dbe_state_hash(st);
}

static void determinism(void **state)
{
    (void)state;
    dcg_dbe_state *a = dcg_dbe_state_new(), *b = dcg_dbe_state_new();
    for (uint64_t g = 0; g < 20; g++) {
        uint64_t h = random_game(a, g, g * 31 + 1, 1);
        assert_true(h == random_game(b, g, g * 31 + 1, 0));
    }
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
    dcg_dbe_state_free(a);
    dcg_dbe_state_free(b);
}

/* The sandbox: no io, os, load or string; globals read-only; a script that
** runs on and on is stopped by its budget, and only its effect is lost. */
static void sandbox(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-sandbox-XXXXXX";
    assert_non_null(mkdtemp(dir));
    static const struct { const char *lua; } hostile[] = {
        {"return { support = function(me) while true do end end }"},
        {"return { support = function(me) io.write('x') end }"},
        {"return { support = function(me) os.exit(1) end }"},
        {"return { support = function(me) load('return 1')() end }"},
        {"return { support = function(me) x = 1 end }"},
        {"return { support = function(me) dbe.draw = nil end }"},
        {"return { support = function(me) string.rep('x', 1e9) end }"},
        {"return { support = function(me) local t = {} for i = 1, 1e8 do t[i] = i end end }"},
        {"return { support = function(me) dbe.draw(5, 1) end }"},
        /* cheap in instructions, but pairs charges its sort (the core sandbox's host) */
        {"return { support = function(me) local t = {} for i = 1, 10000 do t[i] = i end for k in pairs(t) do end end }"},
    };
    dcg_dbe_state st;
    for (size_t i = 0; i < sizeof hostile / sizeof *hostile; i++) {
        char path[256];
        snprintf(path, sizeof path, "%s/DBE-025.lua", dir);
        FILE *f = fopen(path, "w");
        fputs(hostile[i].lua, f);
        fclose(f);
        assert_int_equal(dbe_script_load_dir(ctx, dir), 0);
        dbe_fresh(ctx, &st);
        int before = dcg_dbe_script_errors(ctx);
        assert_false(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), 0, true));
        assert_int_equal(dcg_dbe_script_errors(ctx), before + 1);
        unlink(path);
    }
    /* the core sandbox's libraries: pairs in a fixed order, no addresses in text */
    char path[256];
    snprintf(path, sizeof path, "%s/DBE-025.lua", dir);
    FILE *f = fopen(path, "w");
    fputs("return { support = function(me) local s = '' for k in pairs({b = 1, a = 1, [2] = 1}) do s = s .. k end "
          "if s ~= '2ab' or tostring({}) ~= 'table' then error(s .. ' ' .. tostring({})) end end }", f);
    fclose(f);
    assert_int_equal(dbe_script_load_dir(ctx, dir), 0);
    dbe_fresh(ctx, &st);
    ctx->script_err[0] = 0;
    if (!dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), 0, true)) fail_msg("%s", ctx->script_err);
    unlink(path);
    rmdir(dir);
    /* the shipped script again, and it works */
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    assert_true(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), 0, true));
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(deck_construction), cmocka_unit_test(determinism), cmocka_unit_test(sandbox),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
