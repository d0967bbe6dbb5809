/* test_dbe_revive.c: Revive set by a passive effect and the choice between
** two Revives (Glossary: Revive; Attack Abilities: Grudge; Battle Phase step
** 6), docs/dbe.md readings 21, R10-C-4 and R10-C-5. */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Player tp's turn 3 from the Evolution Phase: P1 (player 0) has mine, P2 theirs
** with 10 HP (any hit KOs it), P1 with 3000. */
static void duel(int tp, const char *mine, const char *theirs)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, mine);
    dbe_active_give(ctx, &st, 1, theirs);
    st.p[0].hp = 3000;
    st.p[1].hp = 10;
    dbe_begin(ctx, &st, tp, 3, S_EVOLVE);
}

/* Reading R10-C-4 (Glossary: Revive, a permanent/passive "Revive" on a
** Digimon): Pyreling's own Revive 100 keeps it in play with 100 HP when
** KO'd, the KO point given; revived, its stack is worth exactly 1 after. */
static void passive_revive(void **state)
{
    (void)state;
    duel(0, "DBE-001", "DBE-126");
    st.p[1].abnormal = 1; /* reset as just evolved: not abnormal any more (Glossary: Revive) */
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[0].ko_points, 1);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 1);
    assert_int_equal(st.p[1].hp, 100);
    assert_true(st.p[1].revived);
    assert_false(st.p[1].abnormal);
    /* the Revive is the active's own: Pyreling under another Digimon gives none */
    duel(0, "DBE-001", "DBE-126");
    dbe_give(ctx, &st, 1, "DBE-009", DBE_ZONE_ACTIVE);
    st.p[1].hp = 10;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_TRIANGLE, -1, -1); /* (Blazehound's cross would counter) */
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 0);
}

/* Glossary: Revive (Set Revival is for a KO "that turn"; Grudge's is set at
** the battle): Spitewolf's Grudge hit on a turn it was not KO'd does not
** revive it when KO'd at the next battle, where its Grudge did not hit. */
static void grudge_revive_ends_with_the_battle(void **state)
{
    (void)state;
    duel(0, "DBE-001", "DBE-043");
    st.p[1].hp = 3000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1); /* the Grudge hits: Revival 300 for this battle */
    assert_int_equal(st.p[1].hp, 3000 - 300);
    st.p[1].hp = 10;
    st.stage = S_EVOLVE;
    st.turn_player = 0;
    dbe_run(ctx, &st);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 0);
    assert_false(st.p[1].revived);
}

/* Reading R10-C-5 (Glossary: Revive: the controller chooses between Revives
** they own): their own floating Revive and the Digimon's passive one, the
** most HP applies, whichever was set last: a Rekindle (200) over Pyreling's
** 100; a floating 50 set by their own effect under it. */
static void own_revives_most_hp(void **state)
{
    (void)state;
    duel(0, "DBE-001", "DBE-126");
    int rekindle = dbe_give(ctx, &st, 1, "DBE-083", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, rekindle);
    assert_int_equal(st.p[1].hp, 200);
    duel(0, "DBE-001", "DBE-126");
    st.p[1].revive = 50;
    st.p[1].revive_by = 2; /* set by P2's own effect */
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 100);
}

/* Reading R10-C-5 (Glossary: Revive: the turn player chooses when the
** controller does not own both): the other's Thin Mercy sets a Revive of 10
** on Pyreling (own Revive 100). On the Mercy player's turn they choose: 10;
** on Pyreling's player's turn they choose: 100. */
static void turn_player_chooses(void **state)
{
    (void)state;
    duel(0, "DBE-001", "DBE-126");
    int mercy = dbe_give(ctx, &st, 0, "DBE-129", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, mercy, -1);
    assert_int_equal(st.p[1].hp, 10);
    assert_true(st.p[1].revived);
    duel(1, "DBE-001", "DBE-126");
    st.p[0].first = 5; /* player 0 strikes first on player 1's turn */
    mercy = dbe_give(ctx, &st, 0, "DBE-129", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, mercy);
    assert_int_equal(st.p[1].hp, 100);
}

/* Glossary: Revive (Grudge sets Revival as a passive effect: its owner
** chooses between it and a floating Revive they own; reading R10-C-5): a
** floating Revive of 2000 set by their own effect beats Spitewolf's Grudge
** (its cross, doubled: 300) when KO'd by the circle it names. */
static void grudge_or_floating(void **state)
{
    (void)state;
    duel(0, "DBE-001", "DBE-043");
    st.p[1].revive = 2000;
    st.p[1].revive_by = 2;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 2000);
    duel(0, "DBE-001", "DBE-043");
    st.p[1].revive = 20;
    st.p[1].revive_by = 2;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 300);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(passive_revive), cmocka_unit_test(own_revives_most_hp),
                                       cmocka_unit_test(turn_player_chooses), cmocka_unit_test(grudge_or_floating),
                                       cmocka_unit_test(grudge_revive_ends_with_the_battle)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
