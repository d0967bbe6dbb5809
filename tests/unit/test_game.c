/* test_game.c: whole games. Random soak with invariants after every answer,
** determinism (seed + answers replay the same events), cloning at any
** decision point, and the setup rules of 5-2. */
#include "support.h"
#include <stdlib.h>

static dcg_ctx *ctx;
static dcg_deck decks[3];

static int setup(void **state)
{
    (void)state;
    ctx = test_ctx();
    const char *names[3] = {"cards/decks/st1.txt", "cards/decks/st2.txt", "cards/decks/st3.txt"};
    for (int i = 0; i < 3; i++)
        if (dcg_deck_load(ctx, test_path(names[i]), &decks[i]) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    dcg_ctx_free(ctx);
    return 0;
}

static uint64_t hash_events(uint64_t h) { return test_hash_events(ctx, h); }

/* Play one game with random answers drawn from ai_seed; check invariants
** after every answer. Returns the hash of all events; fills *answers. */
static uint64_t play(dcg_state *st, int d1, int d2, uint64_t seed, uint64_t ai_seed, int *n_answers)
{
    static dcg_decision dec;
    uint64_t h = 0xcbf29ce484222325ull;
    assert_int_equal(dcg_game_start(ctx, st, &decks[d1], &decks[d2], seed), DCG_OK);
    h = hash_events(h);
    *n_answers = 0;
    while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
        assert_true(dec.n > 0);
        int i = dcg_ai_pick(ctx, st, &dec, DCG_AI_RANDOM, &ai_seed);
        assert_int_equal(dcg_answer(ctx, st, i), DCG_OK);
        if (dcg_state_check(ctx, st) != DCG_OK) fail_msg("invariant broken: %s", dcg_errmsg(ctx));
        h = hash_events(h);
        (*n_answers)++;
        assert_true(*n_answers < 100000);
    }
    assert_true(dcg_winner(st) >= 0);
    return h;
}

static void test_soak_random_games(void **state)
{
    (void)state;
    dcg_state *st = dcg_state_new();
    int games = getenv("DCG_SOAK_GAMES") ? atoi(getenv("DCG_SOAK_GAMES")) : 300;
    int wins[3] = {0, 0, 0};
    for (int g = 0; g < games; g++) {
        int n;
        play(st, g % 3, (g + 1) % 3, (uint64_t)g, (uint64_t)g * 7919u, &n);
        wins[dcg_winner(st)]++;
    }
#ifndef DCG_TINY_LIMITS
    /* Games end by the rules (security or deck-out), never by the turn cap,
    ** and no shipped card script ever fails. */
    assert_int_equal(wins[2], 0);
    if (ctx->n_script_errors) fail_msg("%d script errors, last: %s", ctx->n_script_errors, dcg_script_error(ctx));
#else
    /* With tiny limits effects fail and games stop at the decision limit:
    ** every one ended with the invariants intact, and the overflow paths
    ** were really taken (else this build proves nothing). */
    assert_int_equal(wins[0] + wins[1] + wins[2], games);
    if (games >= 100 && !ctx->n_script_errors) fail_msg("no limit was reached in %d games", games);
#endif
    dcg_state_free(st);
}

static void test_same_seed_same_events(void **state)
{
    (void)state;
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    for (uint64_t s = 1; s <= 20; s++) {
        int na, nb;
        uint64_t ha = play(a, 0, 1, s, s + 100, &na);
        uint64_t hb = play(b, 0, 1, s, s + 100, &nb);
        assert_int_equal(na, nb);
        assert_true(ha == hb);
        assert_true(dcg_state_hash(a) == dcg_state_hash(b));
    }
    /* and a different seed gives a different game */
    int n1, n2;
    uint64_t h1 = play(a, 0, 1, 1, 5, &n1), h2 = play(b, 0, 1, 2, 5, &n2);
    assert_true(h1 != h2);
    dcg_state_free(a);
    dcg_state_free(b);
}

/* DESIGN: a clone taken at any decision point and the original, given the
** same answers, end identically. */
static void test_clone_mid_game(void **state)
{
    (void)state;
    static dcg_decision dec;
    dcg_state *st = dcg_state_new(), *clone = dcg_state_new();
    for (uint64_t s = 1; s <= 20; s++) {
        uint64_t rng = s * 31, split = 10 + s * 13;
        assert_int_equal(dcg_game_start(ctx, st, &decks[1], &decks[2], s), DCG_OK);
        int answers[4096], n = 0, cloned_at = -1;
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK && n < 4096) {
            if (n == (int)split) {
                dcg_state_copy(clone, st);
                cloned_at = n;
            }
            answers[n] = dcg_ai_pick(ctx, st, &dec, DCG_AI_RANDOM, &rng);
            assert_int_equal(dcg_answer(ctx, st, answers[n]), DCG_OK);
            n++;
        }
        if (cloned_at < 0) continue;
        uint64_t h_orig = dcg_state_hash(st);
        for (int i = cloned_at; i < n; i++) assert_int_equal(dcg_answer(ctx, clone, answers[i]), DCG_OK);
        assert_true(dcg_state_hash(clone) == h_orig);
        assert_int_equal(dcg_winner(clone), dcg_winner(st));
    }
    dcg_state_free(st);
    dcg_state_free(clone);
}

static void test_invalid_answer_changes_nothing(void **state)
{
    (void)state;
    static dcg_decision dec;
    dcg_state *st = dcg_state_new();
    assert_int_equal(dcg_game_start(ctx, st, &decks[0], &decks[1], 9), DCG_OK);
    uint64_t h = dcg_state_hash(st);
    assert_int_equal(dcg_decision_get(ctx, st, &dec), DCG_OK);
    assert_int_equal(dcg_answer(ctx, st, dec.n), DCG_EINVAL);
    assert_non_null(strstr(dcg_errmsg(ctx), "not an option"));
    assert_int_equal(dcg_answer(ctx, st, -1), DCG_EINVAL);
    assert_true(dcg_state_hash(st) == h);
    dcg_state_free(st);
}

/* 5-2-1-4..6: five cards in hand, five in security, redraw once each, the
** first player first. */
static void test_setup(void **state)
{
    (void)state;
    static dcg_decision dec;
    dcg_state *st = dcg_state_new();
    assert_int_equal(dcg_game_start(ctx, st, &decks[0], &decks[1], 4), DCG_OK);
    assert_int_equal(dcg_decision_get(ctx, st, &dec), DCG_OK);
    assert_int_equal(dec.kind, DCG_DEC_MULLIGAN);
    assert_int_equal(dec.player, 0);
    assert_int_equal(st->pl[0].hand.n, 5);
    assert_int_equal(st->pl[1].hand.n, 5);
    assert_int_equal(dcg_answer(ctx, st, 1), DCG_OK); /* redraw */
    assert_int_equal(st->pl[0].hand.n, 5);
    assert_int_equal(dcg_decision_get(ctx, st, &dec), DCG_OK);
    assert_int_equal(dec.kind, DCG_DEC_MULLIGAN);
    assert_int_equal(dec.player, 1);
    assert_int_equal(dcg_answer(ctx, st, 0), DCG_OK); /* keep */
    for (int p = 0; p < 2; p++) {
        assert_int_equal(st->pl[p].security.n, 5);
        assert_int_equal(st->pl[p].deck.n, 50 - 10);
    }
    assert_int_equal(dcg_memory(st, 0), 0);
    assert_int_equal(dcg_turn_player(st), 0);
    /* 6-3-1-1: the first player did not draw on turn 1 */
    assert_int_equal(st->pl[0].hand.n, 5);
    dcg_state_free(st);
}

/* Events: the opponent does not see which cards are drawn or redrawn,
** the owner does; public moves (to the trash, the field) are seen by both. */
static void test_event_views(void **state)
{
    (void)state;
    dcg_state *st = dcg_state_new();
    assert_int_equal(dcg_game_start(ctx, st, &decks[0], &decks[1], 21), DCG_OK);
    int n, draws = 0;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++) {
        if (ev[i].kind != DCG_EV_MOVE || ev[i].to != DCG_ZONE_HAND) continue;
        draws++;
        dcg_event own = dcg_event_view(st, &ev[i], ev[i].player), other = dcg_event_view(st, &ev[i], 1 - ev[i].player);
        assert_true(own.def >= 0);
        assert_int_equal(other.def, -1);
    }
    assert_int_equal(draws, 10);
    for (int i = 0; i < n; i++) /* the opening hands and security are the rules' moves */
        if (ev[i].kind == DCG_EV_MOVE) assert_true(ev[i].a == DCG_MOVE_RULE && ev[i].b == -1);
    /* a card moving to the trash is public */
    dcg_event e = {.kind = DCG_EV_MOVE, .player = 0, .card = 3, .from = DCG_ZONE_HAND, .to = DCG_ZONE_TRASH, .def = 7};
    assert_int_equal(dcg_event_view(st, &e, 1).def, 7);
    /* security placed from the deck stays hidden from both */
    e.from = DCG_ZONE_DECK;
    e.to = DCG_ZONE_SECURITY;
    assert_int_equal(dcg_event_view(st, &e, 0).def, -1);
    assert_int_equal(dcg_event_view(st, &e, 1).def, -1);
    dcg_state_free(st);
}

/* A move says why it happened (issue 15, item 2): by the rules, or by an
** effect, naming the card whose effect it was (an effect event of that
** card comes first in the same answer). */
static void test_move_cause(void **state)
{
    (void)state;
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    int by_effect = 0;
    for (uint64_t g = 0; g < 40; g++) {
        uint64_t ai = g + 1;
        assert_int_equal(dcg_game_start(ctx, st, &decks[g % 3], &decks[(g + 1) % 3], 100 + g), DCG_OK);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_RANDOM, &ai)), DCG_OK);
            int n;
            const dcg_event *ev = dcg_events(ctx, &n);
            for (int i = 0; i < n; i++) {
                if (ev[i].kind != DCG_EV_MOVE) continue;
                if (ev[i].a == DCG_MOVE_RULE) {
                    assert_int_equal(ev[i].b, -1);
                    continue;
                }
                assert_int_equal(ev[i].a, DCG_MOVE_EFFECT);
                bool announced = false;
                for (int k = 0; k < i && !announced; k++) announced = ev[k].kind == DCG_EV_EFFECT && ev[k].card == ev[i].b;
                if (!announced) fail_msg("game %d: a move by the effect of card %d, which did not activate", (int)g, ev[i].b);
                by_effect++;
            }
        }
    }
    assert_true(by_effect > 0); /* the starters' effects move cards (Gaia Force deletes, ...) */
    dcg_state_free(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_event_views),
        cmocka_unit_test(test_move_cause),
        cmocka_unit_test(test_invalid_answer_changes_nothing),
        cmocka_unit_test(test_same_seed_same_events),
        cmocka_unit_test(test_clone_mid_game),
        cmocka_unit_test(test_soak_random_games),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
