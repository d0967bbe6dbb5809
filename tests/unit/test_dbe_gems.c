/* test_dbe_gems.c: Pre-Game Setup, Side Piles: the gem cards a player sets face
** up on the side pile are their choice: which and how many, up to 4 (docs/dbe.md,
** reading 33 as changed by R10-D-7). Garnet Shard (DBE-065) and Pearl Shard
** (DBE-134) are gem cards. */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* A deck of the given cards and Emberpups (40), no side pile. */
static void deck_of(dcg_dbe_deck *d, const char *const *extra, int n)
{
    memset(d, 0, sizeof *d);
    d->partner = -1;
    for (int i = 0; i < n; i++) d->main[d->n_main++] = (uint16_t)dcg_dbe_card_find(ctx, extra[i]);
    while (d->n_main < 40) d->main[d->n_main++] = (uint16_t)dcg_dbe_card_find(ctx, "DBE-001");
}

/* The option of the decision whose card is a copy of number; -1 none. */
static int option_of(const char *number)
{
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_CARD && !strcmp(dbe_inst(ctx, &st, d.options[i].card)->number, number)) return i;
    return -1;
}

static void answer(int i) { assert_true(i >= 0); assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK); }

/* The start player is asked first, one gem card at a time (copies of one card
** are one option), and may stop at any number: here a Pearl Shard and one of
** three Garnet Shards, the Pearl at the bottom. The other player is asked
** next, seeing those two face up (Inspect and Side Piles come before the
** opening hands), and sets none. Then the opening hands are drawn. */
static void gems_chosen(void **state)
{
    (void)state;
    static const char *const mine[] = {"DBE-065", "DBE-065", "DBE-065", "DBE-134"};
    static const char *const theirs[] = {"DBE-065"};
    dcg_dbe_deck a, b;
    deck_of(&a, mine, 4);
    deck_of(&b, theirs, 1);
    int starts[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 8; seed++) {
        assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, seed), DCG_OK);
        int f = st.first_player, p, me = 0;
        starts[f]++;
        assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_GEMS);
        assert_int_equal(p, f);                                    /* the start player first */
        assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 0);           /* before the opening hands */
        for (int k = 0; k < 2; k++) {
            dcg_dbe_decision d;
            assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
            if (d.player == me) {
                assert_int_equal(d.n, 3);                          /* done, Garnet, Pearl */
                answer(option_of("DBE-134"));
                answer(option_of("DBE-065"));
                answer(0);                                         /* done */
            } else {
                dcg_dbe_observation ob;
                dcg_dbe_observe(ctx, &st, 1, &ob);
                assert_int_equal(ob.p[0].n[DBE_ZONE_SIDE], f == 0 ? 2 : 0);
                answer(0);                                         /* none */
            }
        }
        const dbe_pile *side = &st.p[me].z[DBE_ZONE_SIDE];
        assert_int_equal(side->n, 2);
        assert_int_equal(st.p[me].gems_up, 2);
        assert_string_equal(dbe_inst(ctx, &st, side->c[0])->number, "DBE-134");
        assert_string_equal(dbe_inst(ctx, &st, side->c[1])->number, "DBE-065");
        assert_int_equal(st.p[1].z[DBE_ZONE_SIDE].n, 0);
        assert_int_equal(st.p[1].gems_up, 0);
        assert_int_equal(st.p[me].z[DBE_ZONE_HAND].n, 5);
        assert_int_equal(st.p[me].z[DBE_ZONE_DECK].n, 40 - 2 - 5);
        assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_MULLIGAN);
    }
    assert_true(starts[0] && starts[1]);                           /* either player starting */
}

/* Up to 4: after four gem cards the player is not asked again; a deck with no
** gem card is not asked at all. */
static void gems_at_most_four(void **state)
{
    (void)state;
    static const char *const five[] = {"DBE-065", "DBE-065", "DBE-065", "DBE-065", "DBE-065"};
    dcg_dbe_deck a, b;
    deck_of(&a, five, 5);
    deck_of(&b, NULL, 0);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, 2), DCG_OK);
    int p;
    for (int k = 0; k < 4; k++) {
        assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_GEMS);
        assert_int_equal(p, 0);
        answer(option_of("DBE-065"));
    }
    assert_int_equal(st.p[0].gems_up, 4);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_MULLIGAN);
    assert_int_equal(st.p[1].z[DBE_ZONE_SIDE].n, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(gems_chosen), cmocka_unit_test(gems_at_most_four)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
