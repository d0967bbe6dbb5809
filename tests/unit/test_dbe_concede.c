/* test_dbe_concede.c: a player concedes (dcg_dbe_concede; the rules document
** is silent on it: docs/dbe.md, reading R10-E-1): the other wins at once, in
** any phase, the game over with no decision left; a second concession, or
** one by no player, is refused and changes nothing. */
#include "test_dbe_board.h"
#include <string.h>

static dcg_dbe_ctx *ctx;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Either player, early (the opening mulligan) and mid-game (after n answers): the other wins. */
static void the_other_wins(void **state)
{
    (void)state;
    dcg_dbe_deck d[2];
    dcg_dbe_state *st = dcg_dbe_state_new(), *before = dcg_dbe_state_new();
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &d[0]), DCG_OK);
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/grove.txt", &d[1]), DCG_OK);
    for (int p = 0; p < 2; p++)
        for (int n = 0; n <= 40; n += 40) {
            assert_int_equal(dcg_dbe_game_start(ctx, st, &d[0], &d[1], 9), DCG_OK);
            dcg_dbe_decision dec;
            for (int k = 0; k < n && dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK; k++) assert_int_equal(dcg_dbe_answer(ctx, st, 0), DCG_OK);
            assert_false(dcg_dbe_over(st));
            dcg_dbe_state_copy(before, st);
            assert_int_equal(dcg_dbe_concede(ctx, st, 2), DCG_EINVAL);   /* no such player: nothing changed */
            assert_int_equal(dcg_dbe_state_hash(st), dcg_dbe_state_hash(before));
            assert_int_equal(dcg_dbe_concede(ctx, st, p), DCG_OK);
            assert_true(dcg_dbe_over(st));
            assert_int_equal(dcg_dbe_winner(st), 1 - p);
            assert_int_equal(dcg_dbe_phase(st), DBE_PHASE_OVER);
            assert_int_equal(dcg_dbe_decision_get(ctx, st, &dec), DCG_EOVER);
            dcg_dbe_observation ob;
            dcg_dbe_observe(ctx, st, p, &ob);
            assert_int_equal(ob.winner, 1 - p);
            dcg_dbe_state_copy(before, st);
            assert_int_equal(dcg_dbe_concede(ctx, st, 1 - p), DCG_EOVER);   /* over: the winner stays */
            assert_int_equal(dcg_dbe_state_hash(st), dcg_dbe_state_hash(before));
        }
    dcg_dbe_state_free(st);
    dcg_dbe_state_free(before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(the_other_wins)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
