/* test_run.c: the run loop skips the rule check (17-1-3) after a turn step
** that cannot change what the last one read (game.c, dcg_rule_check's
** "plain"), and that changes no game: the same games, event for event and
** position for position, as in reference mode, where every step checks,
** with fewer rule checks made. */
#include "support.h"
#include <stdlib.h>

static uint64_t rng_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Every starter pair, random answers: 17-1-3's check skipped in the fast
** context only, the games the same. */
static void test_rule_check_skipped_exactly(void **state)
{
    (void)state;
    static dcg_decision d;
    dcg_ctx *fast = test_ctx(), *ref = test_ctx();
    dcg_deck decks[3];
    test_load_starters(fast, decks);
    dcg_ctx_set_reference(ref, 1);
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    for (int g = 0; g < 300; g++) {
        uint64_t seed = (uint64_t)g * 2654435761u + 7, rng = seed | 1;
        dcg_game_start(fast, a, &decks[g % 3], &decks[(g / 3) % 3], seed);
        dcg_game_start(ref, b, &decks[g % 3], &decks[(g / 3) % 3], seed);
        assert_true(test_hash_events(fast, 0) == test_hash_events(ref, 0));
        while (dcg_decision_get(fast, a, &d) == DCG_OK) {
            int pick = (int)(rng_next(&rng) % (uint64_t)d.n);
            assert_int_equal(dcg_answer(fast, a, pick), DCG_OK);
            assert_int_equal(dcg_answer(ref, b, pick), DCG_OK);
            if (test_hash_events(fast, 0) != test_hash_events(ref, 0) || dcg_position_hash(a) != dcg_position_hash(b))
                fail_msg("game %d (seed %llu): answer %d gave another game with the rule check skipped", g,
                         (unsigned long long)seed, pick);
        }
        assert_int_equal(dcg_winner(a), dcg_winner(b));
    }
    print_message("rule checks: %ld skipping, %ld in reference mode\n", fast->n_rule_checks, ref->n_rule_checks);
    assert_true(fast->n_rule_checks < ref->n_rule_checks * 9 / 10); /* skipped often */
    dcg_state_free(a);
    dcg_state_free(b);
    dcg_ctx_free(fast);
    dcg_ctx_free(ref);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_check_skipped_exactly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
