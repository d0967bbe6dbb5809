/* test_listed.c: dcg_answer takes the options dcg_decision_get listed for
** the same state instead of listing them again (listed.c), and that gives
** exactly the games listing again gives: the same events and the same
** whole state (script budgets too) after every answer, over many games.
** The kept list is never used for another state: a sibling copied into
** the same buffer, a position changed by hand, a determinized copy; and
** reference mode keeps nothing. */
#include "support.h"
#include "dcg_board.h"
#include <stdlib.h>

static dcg_ctx *fast, *again;
static dcg_deck decks[3];

static int setup(void **state)
{
    (void)state;
    fast = test_ctx();
    again = test_ctx();
    test_load_starters(fast, decks);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    dcg_ctx_free(fast);
    dcg_ctx_free(again);
    return 0;
}

static uint64_t rng_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Game g played twice with the same answers: on `fast` through
** dcg_decision_get then dcg_answer (the kept list used), on `again` by
** dcg_answer alone (its context never listed that state: it lists). */
static void play_twice(int g, int *kept, int *decisions)
{
    static dcg_decision d;
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    uint64_t seed = 0x9E3779B97F4A7C15ull * (uint64_t)(g + 1), rng = seed | 1;
    assert_int_equal(dcg_game_start(fast, a, &decks[g % 3], &decks[(g / 3) % 3], seed), DCG_OK);
    assert_int_equal(dcg_game_start(again, b, &decks[g % 3], &decks[(g / 3) % 3], seed), DCG_OK);
    while (dcg_decision_get(fast, a, &d) == DCG_OK) {
        int pick = g % 2 ? (int)(rng_next(&rng) % (uint64_t)d.n) : dcg_ai_pick(fast, a, &d, DCG_AI_GREEDY, &rng);
        if (dcg_listed_find(fast, a)) (*kept)++;
        (*decisions)++;
        assert_int_equal(dcg_answer(fast, a, pick), DCG_OK);
        assert_int_equal(dcg_answer(again, b, pick), DCG_OK);
        uint64_t ea = test_hash_events(fast, 0), eb = test_hash_events(again, 0);
        if (ea != eb || dcg_state_hash(a) != dcg_state_hash(b))
            fail_msg("game %d (seed %llu): the answer %d gave other %s than listing again", g,
                     (unsigned long long)seed, pick, ea != eb ? "events" : "states");
    }
    assert_int_equal(dcg_winner(a), dcg_winner(b));
    dcg_state_free(a);
    dcg_state_free(b);
}

/* Over 600 games (random and greedy answers, every starter pair), the kept
** list gives the games listing again gives, and is used for most answers. */
static void test_kept_options_play_the_same_games(void **state)
{
    (void)state;
    int kept = 0, decisions = 0;
    for (int g = 0; g < 600; g++) play_twice(g, &kept, &decisions);
    print_message("kept lists used for %d of %d answers\n", kept, decisions);
    assert_true(kept > decisions / 2);
}

/* Play st to a decision with at least two options whose answers lead to
** different decisions; false if the game ends first. */
static bool to_fork(dcg_state *st, uint64_t *rng)
{
    static dcg_decision d;
    while (dcg_decision_get(fast, st, &d) == DCG_OK) {
        if (d.kind == DCG_DEC_MAIN && d.n >= 3) return true;
        dcg_answer(fast, st, (int)(rng_next(rng) % (uint64_t)d.n));
    }
    return false;
}

/* The list kept for one child of a position is not used for its sibling
** copied into the same buffer: the answer there is the sibling's option. */
static void test_sibling_in_the_same_buffer(void **state)
{
    (void)state;
    static dcg_decision d, sib;
    dcg_state *root = dcg_state_new(), *work = dcg_state_new(), *other = dcg_state_new(), *check = dcg_state_new();
    int tried = 0;
    for (int g = 0; g < 40; g++) {
        uint64_t rng = (uint64_t)g * 7919 + 1;
        dcg_game_start(fast, root, &decks[g % 3], &decks[(g + 1) % 3], (uint64_t)g);
        if (!to_fork(root, &rng)) continue;
        dcg_decision_get(fast, root, &d);
        dcg_state_copy(work, root);
        dcg_answer(fast, work, 0);
        dcg_state_copy(other, root);
        dcg_answer(fast, other, d.n - 1);
        if (dcg_decision_get(fast, other, &sib) != DCG_OK) continue;
        if (dcg_decision_get(fast, work, &d) != DCG_OK) continue; /* kept: work's list */
        assert_non_null(dcg_listed_find(fast, work));
        dcg_state_copy(work, other); /* the sibling in the same buffer, never listed by this context since */
        assert_null(dcg_listed_find(fast, work)); /* the list kept is the first child's */
        int pick = sib.n - 1;
        dcg_state_copy(check, other);
        assert_int_equal(dcg_answer(fast, work, pick), DCG_OK);
        uint64_t ew = test_hash_events(fast, 0);
        assert_int_equal(dcg_answer(again, check, pick), DCG_OK); /* listed afresh */
        assert_true(ew == test_hash_events(again, 0));
        assert_true(dcg_state_hash(work) == dcg_state_hash(check));
        tried++;
    }
    assert_true(tried > 10);
    dcg_state_free(root);
    dcg_state_free(work);
    dcg_state_free(other);
    dcg_state_free(check);
}

/* A position changed by hand after its options were listed (the memory
** given back, so more can be paid) and a determinized copy: neither takes
** the list kept for the state before the change. */
static void test_changed_by_hand(void **state)
{
    (void)state;
    static dcg_decision d;
    dcg_state *st = dcg_state_new();
    int tried = 0;
    for (int g = 0; g < 30; g++) {
        uint64_t rng = (uint64_t)g * 104729 + 3;
        dcg_game_start(fast, st, &decks[g % 3], &decks[(g + 2) % 3], (uint64_t)g + 1000);
        if (!to_fork(st, &rng)) continue;
        dcg_decision_get(fast, st, &d);
        assert_non_null(dcg_listed_find(fast, st));
        int p = dcg_turn_player(st);
        assert_int_equal(dcg_board_memory(fast, st, p, dcg_memory(st, p) == 10 ? 9 : 10), DCG_OK);
        assert_null(dcg_listed_find(fast, st)); /* changed by hand: listed again */
        dcg_decision_get(fast, st, &d);
        assert_null(dcg_listed_find(fast, st)); /* nor kept until the engine has run on it */
        dcg_answer(fast, st, 0);
        if (!to_fork(st, &rng)) continue;
        dcg_decision_get(fast, st, &d);
        assert_non_null(dcg_listed_find(fast, st));
        dcg_state_determinize(st, p, (uint64_t)g);
        assert_null(dcg_listed_find(fast, st));
        tried++;
    }
    assert_true(tried > 10);
    dcg_state_free(st);
}

/* Reference mode takes no shortcut: it keeps no list. */
static void test_reference_mode_keeps_nothing(void **state)
{
    (void)state;
    static dcg_decision d;
    dcg_state *st = dcg_state_new();
    dcg_ctx_set_reference(again, 1);
    dcg_game_start(again, st, &decks[0], &decks[1], 5);
    for (int i = 0; i < 50 && dcg_decision_get(again, st, &d) == DCG_OK; i++) {
        assert_null(dcg_listed_find(again, st));
        dcg_answer(again, st, d.n - 1);
    }
    dcg_ctx_set_reference(again, 0);
    dcg_state_free(st);
}

/* A listing that ran a card's script (a [Main] effect's condition) is not
** kept: inside dcg_answer that call is charged to the card's per-game
** budget, so dcg_answer lists again; the game goes on the same. */
static const char *CARDS =
    "[{\"number\":\"TS-01\",\"name\":\"Asker\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TS-10\",\"name\":\"Filler\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
    "\"play_cost\":3,\"dp\":3000}]";
static const test_script SCRIPTS[] = {
    {"TS-01", "card:activated(function(me) game.gain_memory(me, 1) end,\n"
              "  {once_per_turn = true, condition = function(me) return game.memory(me) < 5 end})"},
};

static void test_listing_that_ran_a_script_is_not_kept(void **state)
{
    (void)state;
    static dcg_decision d;
    test_board b;
    board_open(&b, CARDS, SCRIPTS, 1);
    board_fresh(&b, "TS-10");
    int asker = board_give(&b, 0, "TS-01", DCG_ZONE_BATTLE);
    board_begin(&b, 3);
    assert_int_equal(dcg_decision_get(b.ctx, b.st, &d), DCG_OK);
    int k = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DCG_OPT_ACTIVATE && d.options[i].card == asker) k = i;
    assert_true(k >= 0);
    assert_null(dcg_listed_find(b.ctx, b.st)); /* its condition ran while listing */
    assert_int_equal(dcg_answer(b.ctx, b.st, k), DCG_OK);
    assert_int_equal(dcg_memory(b.st, 0), 4); /* the option listed again is the one chosen */
    board_close(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kept_options_play_the_same_games),
        cmocka_unit_test(test_sibling_in_the_same_buffer),
        cmocka_unit_test(test_changed_by_hand),
        cmocka_unit_test(test_reference_mode_keeps_nothing),
        cmocka_unit_test(test_listing_that_ran_a_script_is_not_kept),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
