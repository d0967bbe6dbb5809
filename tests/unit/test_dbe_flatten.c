/* test_dbe_flatten.c: Flatten's conditions (Glossary: Flatten; Attack
** Abilities: Flatten [Type, Level, Attack, other condition]; docs/dbe.md
** readings 35 and R10-C-7). */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Pressurehorn's cross (150 Power): "flatten Dragon/U/circle". P1's turn 3:
** Pressurehorn uses cross against theirs using ntp_attack; the flats it left. */
static int flats_after(const char *theirs, int ntp_attack)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-069");
    dbe_active_give(ctx, &st, 1, theirs);
    for (int p = 0; p < 2; p++) st.p[p].abnormal = 0, st.p[p].hp = dbe_active_card(ctx, &st, p)->hp;
    st.p[0].first = 5; /* Pressurehorn strikes first */
    dbe_begin(ctx, &st, 0, 3, S_ATTACK_TP);
    st.p[0].first = 5;
    dbe_fight(ctx, &st, DBE_CROSS, ntp_attack, -1, -1);
    return st.p[1].flat;
}

/* Any one condition met adds a flat: the other's type (Dragon), its level
** (U), or the attack it used (circle); none met, no flat. */
static void flatten_conditions(void **state)
{
    (void)state;
    assert_int_equal(flats_after("DBE-002", DBE_TRIANGLE), 0);  /* Tidekit: Marine R, triangle */
    assert_int_equal(flats_after("DBE-002", DBE_CIRCLE), 1);    /* the attack */
    assert_int_equal(flats_after("DBE-001", DBE_TRIANGLE), 1);  /* Emberpup: a Dragon */
    assert_int_equal(flats_after("DBE-018", DBE_TRIANGLE), 1);  /* Abyssdramon: a level U */
}

/* A Flatten with no condition still always applies (Gloomlet's triangle). */
static void flatten_without_condition(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-006");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    for (int p = 0; p < 2; p++) st.p[p].abnormal = 0, st.p[p].hp = dbe_active_card(ctx, &st, p)->hp;
    dbe_begin(ctx, &st, 0, 3, S_ATTACK_TP);
    st.p[0].first = 5;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[1].flat, 1);
}

/* Flatten [..., other condition] (Glossary: Flatten; reading R10-C-7):
** Pressjaw's cross (200 Power) is "flatten abnormal/name:-hawk": the other
** being abnormal, or named so (a partial name; an alias counts) adds a flat. */
static int pressjaw_flats(const char *theirs, int abnormal)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-128");
    dbe_active_give(ctx, &st, 1, theirs);
    for (int p = 0; p < 2; p++) st.p[p].abnormal = 0, st.p[p].hp = 900;
    st.p[1].abnormal = (uint8_t)abnormal;
    dbe_begin(ctx, &st, 0, 3, S_ATTACK_TP);
    st.p[0].first = 5;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_TRIANGLE, -1, -1);
    return st.p[1].flat;
}

static void flatten_other_conditions(void **state)
{
    (void)state;
    assert_int_equal(pressjaw_flats("DBE-002", 0), 0); /* Tidekit, not abnormal: none met */
    assert_int_equal(pressjaw_flats("DBE-002", 1), 1); /* abnormal */
    assert_int_equal(pressjaw_flats("DBE-086", 0), 1); /* Squallhawk: named -hawk */
    assert_int_equal(pressjaw_flats("DBE-127", 0), 1); /* Mistfang, also named Galehawk */
    /* a name the only condition: not met, no flat (it is a condition, not "always") */
    dbe_card *jaw = &ctx->cards_rw[dcg_dbe_card_find(ctx, "DBE-128")];
    uint8_t cond = jaw->ab_flat[DBE_CROSS];
    jaw->ab_flat[DBE_CROSS] = 0;
    int none = pressjaw_flats("DBE-002", 1), named = pressjaw_flats("DBE-086", 0);
    jaw->ab_flat[DBE_CROSS] = cond;
    assert_int_equal(none, 0);
    assert_int_equal(named, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(flatten_conditions), cmocka_unit_test(flatten_without_condition),
                                       cmocka_unit_test(flatten_other_conditions)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
