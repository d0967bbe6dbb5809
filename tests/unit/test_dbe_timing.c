/* test_dbe_timing.c: DBE's timings (docs/dbe.md: timings): each phase's
** step 0 with its phase abilities, ACTIVATE and [1/Turn], Any Phase, Turbo,
** Passives and nova counters (sections of the DBE rules document by heading). */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Player 0's turn 3 with these actives (printed HP, not abnormal), stopped at
** the step 0 of phase (before what resume does). */
static void at_step0(const char *mine, const char *theirs, int phase, int resume)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, mine);
    dbe_active_give(ctx, &st, 1, theirs);
    for (int p = 0; p < 2; p++) st.p[p].abnormal = 0, st.p[p].hp = dbe_active_card(ctx, &st, p)->hp;
    st.turn = 3;
    st.turn_player = st.first_player = 0;
    st.p[0].first = 1;
    st.p[0].first_tick = ++st.tick;
    dbe_phase_start(ctx, &st, phase, resume);
    dbe_run(ctx, &st);
}

/* The option index of a step-0 use of inst (how: DBE_USE_...), -1 none. */
static int use_of(int inst, int how)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, &st, &d) || d.kind != DBE_DEC_ACTIVATE) return -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_USE && d.options[i].card == inst && d.options[i].attack == how) return i;
    return -1;
}

/* Prep Phase (its first step): "Draw Phase:" and "Prep Phase:" abilities of the
** cards in play activate, before the draw; both players' cards are in play. */
static void prep_phase_abilities(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-047");  /* Dawnling: Prep Phase: recover 20 */
    dbe_active_give(ctx, &st, 1, "DBE-048");  /* Tallowick: Draw Phase: a nova counter */
    st.p[0].hp = 400;
    st.turn = 2;
    st.turn_player = 1;
    st.stage = S_TURN_START;
    dbe_run(ctx, &st);
    assert_int_equal(st.turn_player, 0);
    assert_int_equal(st.p[0].hp, 420);
    assert_int_equal(st.p[1].nova, 1);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 2);  /* then the draw: 2 with an empty hand */
}

/* Battle Phase (its first step): "Battle:" abilities activate before the
** attacks; End Phase: the boost they gave ends, "End Phase:" abilities activate. */
static void battle_and_end_abilities(void **state)
{
    (void)state;
    at_step0("DBE-047", "DBE-048", DBE_PHASE_STRATEGY, S_STRATEGY);  /* Dawnling against Tallowick */
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_TRIANGLE, -1, -1);
    /* Dawnling's circle 240 + 30 from "Battle:"; Tallowick's End Phase recovers 30 */
    assert_int_equal(st.p[1].hp, 500 - 270 + 30);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 0);
}

/* Strategy, Support, Evolution Phases (their first steps): their abilities
** activate then (Novacrest's read its player's nova counters). */
static void strategy_support_evolution_abilities(void **state)
{
    (void)state;
    at_step0("DBE-049", "DBE-002", DBE_PHASE_STRATEGY, S_STRATEGY);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 0);  /* no nova counters: nothing */
    at_step0("DBE-049", "DBE-002", DBE_PHASE_EVOLUTION, S_RACK);
    assert_int_equal(st.p[0].dp_mod, 0);
    st.p[0].nova = 10;
    st.p[0].hp = 500;
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 100);
    dbe_phase_start(ctx, &st, DBE_PHASE_SUPPORT, S_SUPPORT_NTP);
    assert_int_equal(st.p[0].hp, 600);
    dbe_phase_start(ctx, &st, DBE_PHASE_EVOLUTION, S_RACK);
    assert_int_equal(st.p[0].dp_mod, 10);
}

/* Anatomy (Timing: ACTIVATE at any phase's step 0), Glossary: [1/Turn]: the
** player decides whether to use it; a [1/Turn] ability once in a turn, again
** the next turn. Glossary: Nova counter: at most 10, the excess lost. */
static void activate_once_per_turn(void **state)
{
    (void)state;
    at_step0("DBE-049", "DBE-002", DBE_PHASE_PREP, S_DRAW);
    int me = dbe_active(&st, 0);
    int i = use_of(me, DBE_USE_ACTIVATE);
    assert_true(i >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(st.p[0].nova, 2);
    assert_int_equal(use_of(me, DBE_USE_ACTIVATE), -1);   /* used: not again this step */
    dbe_phase_start(ctx, &st, DBE_PHASE_EVOLUTION, S_RACK);
    assert_int_equal(use_of(me, DBE_USE_ACTIVATE), -1);   /* nor this turn ([1/Turn]) */
    dbe_new_turn_uses(&st);
    dbe_phase_start(ctx, &st, DBE_PHASE_PREP, S_DRAW);
    st.p[0].nova = 9;
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(me, DBE_USE_ACTIVATE)), DCG_OK);
    assert_int_equal(st.p[0].nova, 10);                   /* 9 + 2, at most 10 */
}

/* Step 0 asks the turn player, then the other; passing goes on to the phase's work. */
static void step0_order(void **state)
{
    (void)state;
    at_step0("DBE-001", "DBE-049", DBE_PHASE_PREP, S_DRAW);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ACTIVATE);
    assert_int_equal(p, 1);                               /* P1 has nothing: P2 is asked */
    int before = st.p[0].z[DBE_ZONE_HAND].n;
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_true(st.p[0].z[DBE_ZONE_HAND].n > before);    /* then the Prep Phase draws */
}

/* Anatomy (Timing: ACTIVATE) and Glossary: Any Phase: cards of the hand used
** at a step 0, then gone to the trash. */
static void activate_and_any_phase_from_hand(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int chip = dbe_give(ctx, &st, 0, "DBE-051", DBE_ZONE_HAND);   /* Spark Chip: draw 1 */
    int wind = dbe_give(ctx, &st, 0, "DBE-052", DBE_ZONE_HAND);   /* Second Wind: recover 100 */
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].hp = 300;
    st.turn = 3;
    dbe_phase_start(ctx, &st, DBE_PHASE_END, S_DISCARD);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(chip, DBE_USE_ACTIVATE)), DCG_OK);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 2);              /* Second Wind and the card drawn */
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], chip) >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(wind, DBE_USE_ANY_PHASE)), DCG_OK);
    assert_int_equal(st.p[0].hp, 400);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], wind) >= 0);
}

/* A Digimon's ACTIVATE works in play (reading 27): Novacrest in the hand
** offers none. Pre-Game Setup, Inspect (reading 34): a Mastery on top of the
** Destiny Zone is in play, its "End Phase:" ability activates at that step 0. */
static void in_play_only_and_mastery(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int nova = dbe_give(ctx, &st, 0, "DBE-049", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-056", DBE_ZONE_DESTINY);      /* Ember Mastery: End Phase: recover 20 */
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].hp = 300;
    st.turn = 3;
    dbe_phase_start(ctx, &st, DBE_PHASE_END, S_DISCARD);
    assert_int_equal(st.p[0].hp, 320);
    assert_int_equal(use_of(nova, DBE_USE_ACTIVATE), -1);
}

/* Glossary: Turbo: a cost (discard 1: one option per card to discard). */
static void turbo_cost(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int fang = dbe_give(ctx, &st, 0, "DBE-053", DBE_ZONE_HAND);
    int other = dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.turn = 3;
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    int i = use_of(fang, DBE_USE_TURBO);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    assert_int_equal(d.options[i].with, other);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(st.p[0].boost[DBE_CROSS], 200);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], other) >= 0);  /* the cost paid */
    /* with no other card to discard, the cost cannot be paid */
    dbe_fresh(ctx, &st);
    fang = dbe_give(ctx, &st, 0, "DBE-053", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    assert_int_equal(use_of(fang, DBE_USE_TURBO), -1);
}

/* Glossary: Turbo: a condition (own level lower) and an added risk (the other's Power +200). */
static void turbo_condition_and_risk(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int rush = dbe_give(ctx, &st, 0, "DBE-054", DBE_ZONE_HAND);
    int dash = dbe_give(ctx, &st, 0, "DBE-055", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");   /* R against R: the condition fails */
    st.turn = 3;
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    assert_int_equal(use_of(rush, DBE_USE_TURBO), -1);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(dash, DBE_USE_TURBO)), DCG_OK);
    assert_int_equal(st.p[1].boost[DBE_CIRCLE], 200);          /* the risk */
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 3);           /* Underdog Rush and the 2 drawn */
    dbe_move(&st, 1, dbe_active(&st, 1), DBE_ZONE_ACTIVE, DBE_ZONE_TRASH);
    dbe_active_give(ctx, &st, 1, "DBE-010");   /* a level C across the table */
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(rush, DBE_USE_TURBO)), DCG_OK);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 150);
}

/* Glossary: Turbo (a cost, a condition or a risk on a Support effect),
** [1/Turn] (on an ability): a script whose timing marks cannot work is
** refused by name when loaded, never read as another (a misspelt cost is
** not a Turbo without one). */
static void bad_timing_marks_refused(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-timing-XXXXXX";
    assert_non_null(mkdtemp(dir));
    static const struct { const char *lua, *error; } bad[] = {
        {"return { support = function(me) end, turbo = 'dsicard' }", "'turbo' is true or"},
        {"return { support = function(me) end, turbo = 1 }", "'turbo' is true or"},
        {"return { any_phase = function(me) end, turbo = true }", "no 'support'"},
        {"return { support = function(me) end, turbo_risk = function(me) end }", "no 'turbo'"},
        {"return { any_phase = function(me) end, once = true }", "marks an 'activate'"},
    };
    char path[256];
    snprintf(path, sizeof path, "%s/DBE-053.lua", dir);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        FILE *f = fopen(path, "w");
        fputs(bad[i].lua, f);
        fclose(f);
        assert_int_equal(dbe_script_load_dir(ctx, dir), -1);
        if (!strstr(dcg_dbe_errmsg(ctx), bad[i].error)) fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
        unlink(path);
    }
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* Anatomy (Timing: PASSIVE is always occurring) and End Phase (Passives
** remain): Stoneward's Passive adds 50 Power, still there after the End Phase. */
static void passive_stays(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-050");
    st.p[0].abnormal = 0;
    st.p[0].boost[DBE_CIRCLE] = 100;
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 520 + 50 + 100);
    dbe_end_turn(ctx, &st);
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 520 + 50);
}

/* Strategy Phase (attacks revealed at the Battle Phase's step 2): at the
** Battle Phase's step 0 the other's attack is still secret. */
static void battle_step0_keeps_secret(void **state)
{
    (void)state;
    at_step0("DBE-001", "DBE-049", DBE_PHASE_STRATEGY, S_STRATEGY);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);         /* P2 (Novacrest) passes at the Strategy step 0 */
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CROSS);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);         /* and at the Support step 0 */
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);         /* no supports */
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    /* at the Battle step 0 P2 may activate, the attacks not yet revealed */
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ACTIVATE);
    assert_int_equal(st.phase, DBE_PHASE_BATTLE);
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 1, &ob);
    assert_int_equal(ob.p[0].attack, -1);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    dcg_dbe_observe(ctx, &st, 1, &ob);
    assert_int_equal(ob.p[0].attack, DBE_CROSS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(prep_phase_abilities), cmocka_unit_test(battle_and_end_abilities),
        cmocka_unit_test(strategy_support_evolution_abilities), cmocka_unit_test(activate_once_per_turn),
        cmocka_unit_test(step0_order), cmocka_unit_test(activate_and_any_phase_from_hand),
        cmocka_unit_test(turbo_cost), cmocka_unit_test(turbo_condition_and_risk), cmocka_unit_test(passive_stays),
        cmocka_unit_test(battle_step0_keeps_secret), cmocka_unit_test(in_play_only_and_mastery),
        cmocka_unit_test(bad_timing_marks_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
