/* test_ai.c: AI players behind one interface (dcg_ai_type): random and
** greedy play as before through it, a new AI plugs in without touching the
** rules, specs and options are checked; the search AI (mcts) decides only
** from what its player may see, repeats itself for a seed and plays whole
** games without changing the state it is shown. Its strength is measured
** with dcg sim (README), not here. */
#include "support.h"
#include <stdio.h>
#include <stdlib.h>

static dcg_ctx *ctx;
static dcg_deck decks[3];

static int setup(void **state)
{
    (void)state;
    ctx = test_ctx();
    test_load_starters(ctx, decks);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    dcg_ctx_free(ctx);
    return 0;
}

/* A player made with dcg_ai_new(NAME, S) answers exactly as dcg_ai_pick
** with the enum kind and *rng = S did, over whole games. */
static void test_players_play_as_the_enum_did(void **state)
{
    (void)state;
    static dcg_decision d;
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    const char *names[2] = {"random", "greedy"};
    for (int kind = 0; kind < 2; kind++)
        for (uint64_t g = 0; g < 60; g++) {
            uint64_t seed = g * 1000003 + 17, rng = seed;
            dcg_ai *ai;
            assert_int_equal(dcg_ai_new(ctx, names[kind], seed, &ai), DCG_OK);
            assert_int_equal(dcg_ai_find(names[kind]), kind);
            dcg_game_start(ctx, a, &decks[g % 3], &decks[(g + 1) % 3], g);
            dcg_state_copy(b, a);
            while (dcg_decision_get(ctx, a, &d) == DCG_OK) {
                int old = dcg_ai_pick(ctx, a, &d, kind, &rng), now = dcg_ai_choose(ai, ctx, b, &d);
                assert_int_equal(old, now);
                dcg_answer(ctx, a, old);
                dcg_answer(ctx, b, now);
            }
            assert_true(dcg_state_hash(a) == dcg_state_hash(b));
            dcg_ai_free(ai);
        }
    dcg_state_free(a);
    dcg_state_free(b);
}

/* A researcher's AI: always the last option, counting its picks. Its
** option "from_end=K" picks the K-th option from the end. */
typedef struct last_ai { int from_end, picks; } last_ai;
static int last_destroyed;
static last_ai *last_made;

static void *last_create(uint64_t seed, const char *options, char *err, size_t err_size)
{
    (void)seed;
    last_ai *self = calloc(1, sizeof *self);
    if (options[0] && sscanf(options, "from_end=%d", &self->from_end) != 1) {
        snprintf(err, err_size, "unknown option '%s'", options);
        free(self);
        return NULL;
    }
    return last_made = self;
}

static int last_pick(void *self, dcg_ctx *c, const dcg_state *st, const dcg_decision *d)
{
    (void)c;
    (void)st;
    last_ai *me = self;
    me->picks++;
    int i = d->n - 1 - me->from_end;
    return i < 0 ? 0 : i;
}

static void last_destroy(void *self)
{
    last_destroyed++;
    free(self);
}

static const dcg_ai_type last_type = {"last", "the last option", last_create, last_pick, last_destroy};

static void test_a_new_ai_plugs_in(void **state)
{
    (void)state;
    assert_int_equal(dcg_ai_register(&last_type), DCG_OK);
    assert_int_equal(dcg_ai_register(&last_type), DCG_EINVAL); /* the name is taken */
    bool listed = false;
    for (int i = 0; dcg_ai_type_at(i); i++) listed |= dcg_ai_type_at(i) == &last_type;
    assert_true(listed);

    dcg_ai *ai, *greedy;
    assert_int_equal(dcg_ai_new(ctx, "last:from_end=1", 5, &ai), DCG_OK);
    assert_ptr_equal(dcg_ai_type_of(ai), &last_type);
    assert_int_equal(dcg_ai_new(ctx, "greedy", 5, &greedy), DCG_OK);
    static dcg_decision d;
    dcg_state *st = dcg_state_new();
    dcg_game_start(ctx, st, &decks[0], &decks[1], 3);
    int mine = 0;
    while (dcg_decision_get(ctx, st, &d) == DCG_OK) {
        int i = dcg_ai_choose(d.player == 0 ? ai : greedy, ctx, st, &d);
        if (d.player == 0) {
            assert_int_equal(i, d.n >= 2 ? d.n - 2 : 0);
            mine++;
        }
        assert_int_equal(dcg_answer(ctx, st, i), DCG_OK);
    }
    assert_true(dcg_winner(st) >= 0);
    assert_int_equal(last_made->picks, mine);
    dcg_ai_free(ai);
    assert_int_equal(last_destroyed, 1);
    dcg_ai_free(greedy);
    dcg_ai_free(NULL);
    dcg_state_free(st);
}

static void test_bad_specs_are_refused(void **state)
{
    (void)state;
    dcg_ai *ai = (dcg_ai *)&ai;
    assert_int_equal(dcg_ai_new(ctx, "deep-blue", 1, &ai), DCG_EINVAL);
    assert_null(ai);
    assert_non_null(strstr(dcg_errmsg(ctx), "unknown AI 'deep-blue'"));
    assert_non_null(strstr(dcg_errmsg(ctx), "greedy")); /* the names it knows */
    assert_int_equal(dcg_ai_new(ctx, "random:depth=3", 1, &ai), DCG_EINVAL);
    assert_non_null(strstr(dcg_errmsg(ctx), "depth=3"));
    assert_int_equal(dcg_ai_new(ctx, "greedy:", 1, &ai), DCG_OK); /* an empty option list */
    dcg_ai_free(ai);
    static const dcg_ai_type unnamed = {"", "", last_create, last_pick, last_destroy};
    assert_int_equal(dcg_ai_register(&unnamed), DCG_EINVAL);
}

/* Two games that differ only in cards hidden from the deciding player (the
** opponent's hand and deck, the order of its own deck) get the same answer
** from players made with the same seed. */
static void test_mcts_does_not_cheat(void **state)
{
    (void)state;
    static dcg_decision d, db;
    static dcg_state a, b;
    uint64_t rng = 21;
    int compared = 0, not_first = 0;
    for (int g = 0; g < 4; g++) {
        dcg_game_start(ctx, &a, &decks[g % 3], &decks[(g + 1) % 3], (uint64_t)g + 40);
        for (int step = 0; dcg_decision_get(ctx, &a, &d) == DCG_OK; step++) {
            b = a;
            if (d.n > 1 && step % 3 == 0 && test_swap_hidden(&b, d.player)) {
                assert_true(dcg_state_hash(&a) != dcg_state_hash(&b));
                assert_int_equal(dcg_decision_get(ctx, &b, &db), DCG_OK);
                dcg_ai *x, *y;
                assert_int_equal(dcg_ai_new(ctx, "mcts:playouts=24", (uint64_t)step, &x), DCG_OK);
                assert_int_equal(dcg_ai_new(ctx, "mcts:playouts=24", (uint64_t)step, &y), DCG_OK);
                int ia = dcg_ai_choose(x, ctx, &a, &d), ib = dcg_ai_choose(y, ctx, &b, &db);
                assert_int_equal(ia, ib);
                not_first += ia != 0;
                compared++;
                dcg_ai_free(x);
                dcg_ai_free(y);
            }
            dcg_answer(ctx, &a, dcg_ai_pick(ctx, &a, &d, DCG_AI_GREEDY, &rng));
        }
    }
    assert_true(compared >= 20);
    assert_true(not_first > 0); /* it chose, not always the first option */
}

/* Whole games against greedy: every answer legal, invariants after each,
** the state it is shown unchanged, the same seed the same game; the event
** recording it turns off while searching is back on after. A soak plays
** more: DCG_MCTS_GAMES=N (3 by default). */
static void test_mcts_plays_whole_games(void **state)
{
    (void)state;
    static dcg_decision d;
    dcg_state *st = dcg_state_new();
    uint64_t final[2];
    bool enum_tried = false;
    int games = getenv("DCG_MCTS_GAMES") ? atoi(getenv("DCG_MCTS_GAMES")) : 3;
    for (int run = 0; run < 2; run++) {
        for (int g = 0; g < (run ? 1 : games); g++) {
            dcg_ai *m, *greedy;
            assert_int_equal(dcg_ai_new(ctx, "mcts:playouts=12", 100 + (uint64_t)g, &m), DCG_OK);
            assert_int_equal(dcg_ai_new(ctx, "greedy", 7, &greedy), DCG_OK);
            dcg_game_start(ctx, st, &decks[g % 3], &decks[(g + 1) % 3], (uint64_t)g);
            while (dcg_decision_get(ctx, st, &d) == DCG_OK) {
                uint64_t h = dcg_state_hash(st);
                int i = dcg_ai_choose(d.player == g % 2 ? m : greedy, ctx, st, &d);
                assert_true(dcg_state_hash(st) == h);
                assert_true(i >= 0 && i < d.n);
                if (!enum_tried && d.n > 1 && d.kind == DCG_DEC_MAIN) { /* once, the enum way, default options */
                    enum_tried = true;
                    uint64_t rng = 5, before = rng;
                    int j = dcg_ai_pick(ctx, st, &d, DCG_AI_MCTS, &rng);
                    assert_true(j >= 0 && j < d.n && rng != before);
                }
                assert_int_equal(dcg_answer(ctx, st, i), DCG_OK);
                if (dcg_state_check(ctx, st) != DCG_OK) fail_msg("invariant broken: %s", dcg_errmsg(ctx));
                assert_int_equal(dcg_events_record(ctx, 1), 1); /* recording is back on */
            }
            assert_true(dcg_winner(st) >= 0);
            if (g == 0) final[run] = dcg_state_hash(st);
            dcg_ai_free(m);
            dcg_ai_free(greedy);
        }
    }
    assert_true(final[0] == final[1]);
    dcg_state_free(st);
}

static void test_mcts_options_are_checked(void **state)
{
    (void)state;
    dcg_ai *ai;
    const char *bad[] = {"mcts:playouts=0", "mcts:playouts=x", "mcts:c=", "mcts:c=-1", "mcts:policy=mcts",
                         "mcts:tree=0", "mcts:depth=-1", "mcts:speed=3", "mcts:playouts"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(dcg_ai_new(ctx, bad[i], 1, &ai), DCG_EINVAL);
        assert_non_null(strstr(dcg_errmsg(ctx), "AI mcts:"));
    }
    assert_int_equal(dcg_ai_new(ctx, "mcts:playouts=5,tree=2,depth=0,c=1.5,policy=random", 1, &ai), DCG_OK);
    dcg_ai_free(ai);
    assert_int_equal(dcg_ai_find("mcts"), DCG_AI_MCTS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_players_play_as_the_enum_did),
        cmocka_unit_test(test_a_new_ai_plugs_in),
        cmocka_unit_test(test_bad_specs_are_refused),
        cmocka_unit_test(test_mcts_does_not_cheat),
        cmocka_unit_test(test_mcts_plays_whole_games),
        cmocka_unit_test(test_mcts_options_are_checked),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
