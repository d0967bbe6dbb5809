/* test_dbe_battle.c: DBE's Strategy, Support and Battle Phases and the
** attack abilities (docs/dbe.md; sections of the DBE rules document by heading). */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Make p's active as if evolved to (not abnormal, printed HP). */
static void normal(int p)
{
    st.p[p].abnormal = 0;
    st.p[p].hp = dbe_active_card(ctx, &st, p)->hp;
}

/* Player 0's turn 3 at the Strategy Phase, with these actives. */
static void duel(const char *mine, const char *theirs)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, mine);
    dbe_active_give(ctx, &st, 1, theirs);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
}

/* Strategy Phase: skipped on the first turn (no attack is chosen). */
static void strategy_first_turn(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.turn = 0;
    st.turn_player = 1;
    st.first_player = 0;
    st.stage = S_TURN_START;
    dbe_run(ctx, &st);
    assert_int_equal(st.turn, 1);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);         /* keep the hand (3 cards: a full mulligan may be asked) */
    dbe_pick(ctx, &st, DBE_OPT_CARD, -1);         /* play Emberpup */
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);         /* rack nothing */
    assert_int_equal(st.turn, 2);                 /* no attack, support or battle on turn 1 */
    assert_int_equal(st.turn_player, 1);
}

/* Strategy Phase: the choices are secret: the other's choice is in no
** observation before the Battle Phase, and a determinized copy does not
** depend on it. */
static void strategy_secret(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ATTACK);
    assert_int_equal(p, 0);
    dcg_dbe_state a, b;
    memcpy(&a, &st, sizeof a);
    memcpy(&b, &st, sizeof b);
    dbe_pick(ctx, &a, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &b, DBE_OPT_ATTACK, DBE_CROSS);
    assert_int_equal(dbe_decision_kind(ctx, &a, &p), DBE_DEC_ATTACK);
    assert_int_equal(p, 1);
    dcg_dbe_observation oa, ob;
    dcg_dbe_observe(ctx, &a, 1, &oa);
    dcg_dbe_observe(ctx, &b, 1, &ob);
    assert_int_equal(oa.p[0].attack, -1);
    assert_memory_equal(&oa, &ob, sizeof oa);
    dcg_dbe_observe(ctx, &a, 0, &oa);
    assert_int_equal(oa.p[0].attack, DBE_CIRCLE);
    dcg_dbe_determinize(&a, 1, 99);
    dcg_dbe_determinize(&b, 1, 99);
    assert_true(dcg_dbe_state_hash(&a) == dcg_dbe_state_hash(&b));
    /* the search, too, answers the same */
    uint64_t r1 = 5, r2 = 5;
    dcg_dbe_decision d;
    memcpy(&a, &st, sizeof a);
    memcpy(&b, &st, sizeof b);
    dbe_pick(ctx, &a, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &b, DBE_OPT_ATTACK, DBE_CROSS);
    dcg_dbe_decision_get(ctx, &a, &d);
    int ia = dcg_dbe_ai_choose(ctx, &a, &d, "mcts:playouts=24", &r1);
    dcg_dbe_decision_get(ctx, &b, &d);
    assert_int_equal(ia, dcg_dbe_ai_choose(ctx, &b, &d, "mcts:playouts=24", &r2));
}

/* Strategy Phase: no active across the table: the other trashes 2, the turn
** player draws 1, no attack is chosen, the Support Phase is played, and no
** battle (reading 7, as the second reading asked: docs/dbe-review.md). */
static void strategy_unopposed(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    int swift = dbe_give(ctx, &st, 0, "DBE-035", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 2);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 2);
    assert_int_equal(st.p[0].attack, -1);
    /* the document goes on to the Support Phase: both may still support (no attacks chosen) */
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);
    assert_int_equal(st.phase, DBE_PHASE_SUPPORT);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 0);
    dbe_pick(ctx, &st, DBE_OPT_CARD, swift);
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].n, 1); /* resolved, and to the trash at the End Phase */
    assert_int_equal(st.turn_player, 1); /* no battle: nothing across the table */
}

/* Support Phase: the non-turn player plays first, the turn player second;
** they resolve last in, first out: the turn player's first (Fast). */
static void support_order(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int s0 = dbe_give(ctx, &st, 0, "DBE-035", DBE_ZONE_HAND);
    int s1 = dbe_give(ctx, &st, 1, "DBE-035", DBE_ZONE_HAND);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_TRIANGLE);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_TRIANGLE);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, s1);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 0);
    /* stop before the battle to read the boosts: resolve by hand */
    dcg_dbe_state s;
    memcpy(&s, &st, sizeof s);
    dbe_pick(ctx, &s, DBE_OPT_CARD, s0);
    /* Emberpup triangle 200 + 300 (Fast) hits Tidekit first: 550 - 500 = 50;
    ** Tidekit triangle 200 + 100 (Slow) hits back: 500 - 300 = 200 */
    assert_int_equal(s.p[1].hp, 50);
    assert_int_equal(s.p[0].hp, 200);
}

/* Support Phase: Void effects first; voids do not void voids (reading 14). */
static void support_void(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int seal = dbe_give(ctx, &st, 0, "DBE-029", DBE_ZONE_HAND);
    int dew = dbe_give(ctx, &st, 1, "DBE-026", DBE_ZONE_HAND);
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, seal, dew);
    assert_int_equal(st.p[1].hp, 1000 - 300);   /* Healing Dew was void: no 300 back */
    /* two Null Seals: each voids the other's other effects, both still apply */
    duel("DBE-001", "DBE-002");
    st.p[0].sup_card = (int8_t)dbe_give(ctx, &st, 0, "DBE-029", DBE_ZONE_SUPPORT);
    st.p[1].sup_card = (int8_t)dbe_give(ctx, &st, 1, "DBE-029", DBE_ZONE_SUPPORT);
    dbe_support_resolve(ctx, &st);
    assert_int_equal(st.p[0].sup_voided, 1);
    assert_int_equal(st.p[1].sup_voided, 1);
}

/* Support Phase: blind from the deck's top; a card that cannot support misfires. */
static void support_blind_misfire(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    dbe_give(ctx, &st, 1, "DBE-039", DBE_ZONE_DECK);        /* Leap Evolution on top */
    int charm_top = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_DECK);
    (void)charm_top;
    st.p[1].hp = 2000;
    st.p[0].hp = 2000;
    dcg_dbe_log_enable(ctx, 1);
    dcg_dbe_log(ctx);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -2, -2);
    const char *log = dcg_dbe_log(ctx);
    assert_non_null(strstr(log, "P2 supports blind with Leap Evolution: misfire"));
    assert_null(strstr(log, "Leap Evolution resolves"));
    assert_non_null(strstr(log, "P1's support Power Charm resolves"));
    dcg_dbe_log_enable(ctx, 0);
    /* Power Charm blind resolves: Emberpup circle 300 + 200; Leap misfires: Tidekit 280 */
    assert_int_equal(st.p[1].hp, 2000 - 500);
    assert_int_equal(st.p[0].hp, 2000 - 280);
}

/* Jamming: a Cross with Jamming voids the other's Digimon support and the
** other's Cross ability. */
static void support_jamming(void **state)
{
    (void)state;
    duel("DBE-006", "DBE-001");            /* Gloomlet (cross jamming) against Emberpup (cross counter circle) */
    int pup = dbe_give(ctx, &st, 1, "DBE-002", DBE_ZONE_HAND); /* Tidekit: a Digimon support */
    st.p[1].hp = 100;
    st.p[0].hp = 2000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CROSS, -1, pup);
    assert_int_equal(st.p[1].hp, 0 + 0 * 1); /* no recovery; Gloomlet's cross 100 KOs it */
    assert_int_equal(st.p[0].ko_points, 1);
}

/* Battle Phase: the turn player attacks first; a KO'd Digimon does not attack back. */
static void battle_first_attack(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    st.p[1].hp = 300;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[0].hp, 500);
    assert_int_equal(st.p[0].ko_points, 1);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 0);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 1);
    /* a stack of 1st Attack for the other ties 1-1: the most recent gain attacks first */
    duel("DBE-001", "DBE-002");
    int q = dbe_give(ctx, &st, 1, "DBE-027", DBE_ZONE_HAND);
    st.p[0].hp = 280;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, q);
    assert_int_equal(st.p[0].hp, 0);
    assert_int_equal(st.p[1].hp, 550);
    assert_int_equal(st.p[1].ko_points, 1);
    /* 2nd Attack takes the turn player's stack: 0-0, the turn player first (reading 11) */
    duel("DBE-001", "DBE-002");
    int h = dbe_give(ctx, &st, 1, "DBE-028", DBE_ZONE_HAND);
    st.p[1].hp = 300;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, h);
    assert_int_equal(st.p[0].ko_points, 1);
    assert_int_equal(st.p[0].hp, 500);
}

/* Counter: the user attacks second; against the named attack it takes that
** attack's Power, else it misfires (reading 12). */
static void battle_counter(void **state)
{
    (void)state;
    duel("DBE-002", "DBE-001");            /* Emberpup (P2): cross counter circle */
    st.p[0].hp = 1000;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 1000);    /* Tidekit's circle is void */
    assert_int_equal(st.p[0].hp, 1000 - 280);
    duel("DBE-002", "DBE-001");
    st.p[0].hp = 1000;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 1000 - 200);
    assert_int_equal(st.p[0].hp, 1000);    /* misfire */
}

/* Crash: damage equal to own HP, then own HP 10; Drain recovers the damage dealt. */
static void battle_crash_drain(void **state)
{
    (void)state;
    duel("DBE-005", "DBE-002");            /* Voltbug crash vs Tidekit drain */
    st.p[0].hp = 400;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CROSS, -1, -1);
    /* hit for 400; Drain's 100 hits Voltbug's 10 HP (after Crash): it recovers 10 only */
    assert_int_equal(st.p[1].hp, 1000 - 400 + 10);
    assert_int_equal(st.p[1].ko_points, 1);
}

/* Guard: the other's named attack becomes 0; Killer: +300 and 1st Attack
** against the named attack; x3 against a type. */
static void battle_guard_killer_x3(void **state)
{
    (void)state;
    duel("DBE-002", "DBE-007");            /* Riddlet: cross guard circle */
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 1000);
    assert_int_equal(st.p[0].hp, 550 - 100);
    duel("DBE-002", "DBE-012");            /* Galehawk: cross killer triangle, 200 + 300, and first */
    normal(1);
    st.p[0].hp = 500;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[0].hp, 0);
    assert_int_equal(st.p[1].hp, 850);     /* not hit back */
    duel("DBE-010", "DBE-005");            /* Reefdramon cross x3 Metal against Voltbug: 600 */
    normal(0);
    st.p[1].hp = 2000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[1].hp, 1400);
}

/* Flatten (Glossary; Attack Abilities): an attack with Flatten that deals
** damage adds a flat token; a 4th flat KOs; at 3 flats, damage from the first
** attacker KOs. Evolving by DP may remove a flat for 10 DP more (reading 20). */
static void battle_flatten(void **state)
{
    (void)state;
    duel("DBE-006", "DBE-002");            /* Gloomlet: triangle flatten (160) */
    st.p[1].hp = 2000;
    st.p[0].hp = 2000;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[1].flat, 1);
    assert_int_equal(st.p[1].hp, 2000 - 160);
    duel("DBE-006", "DBE-002");
    st.p[1].hp = 2000;
    st.p[1].flat = 3;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);   /* no flatten, but first with 3 flats */
    assert_int_equal(st.p[0].ko_points, 1);
    assert_int_equal(st.p[1].flat, 0);
    /* the second attacker's damage at 3 flats does not KO */
    duel("DBE-002", "DBE-006");
    st.p[0].hp = 2000;
    st.p[0].flat = 3;
    st.p[1].hp = 2000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[1].ko_points, 0);
    assert_int_equal(st.p[0].flat, 3);
    /* by DP, 10 DP more: a flat removed */
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].flat = 2;
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_DP); /* 40 DP: 30 + 10 */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    int with_flat = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_EVOLVE && d.options[i].card == blaze && d.options[i].attack == 1) with_flat = i;
    assert_true(with_flat >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, with_flat), DCG_OK);
    assert_int_equal(st.p[0].flat, 1);
}

/* Attack Abilities: Grudge; Glossary: Revive; Battle Phase step 6. Against the
** named attack Grudge doubles its Power and sets Revival to it: KO'd by that
** attack, the stack stays with that HP (the KO point is still given) and is
** worth exactly 1 KO point from then; against another attack, nothing. */
static void battle_grudge_revive(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-043");            /* Spitewolf (P2): cross grudge circle, 150 */
    st.p[0].hp = 1000;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].hp, 1000 - 300);
    assert_int_equal(st.p[0].hp, 1000 - 300); /* doubled */
    duel("DBE-001", "DBE-043");
    st.p[1].hp = 200;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[0].ko_points, 1);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 1);  /* revived: still in play */
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 0);
    assert_int_equal(st.p[1].hp, 300);
    assert_true(st.p[1].revived);
    assert_int_equal(st.p[0].hp, 500);                  /* the KO'd player does not attack */
    assert_int_equal(st.p[1].revive, 0);                /* Set Revival lasts the turn */
    /* a revived level M is worth 1 KO point, not 2 */
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    int m = dbe_give(ctx, &st, 1, "DBE-024", DBE_ZONE_HAND);
    st.inst_destiny[m] = 1;
    dbe_set_active(ctx, &st, 1, m, false);
    st.p[1].revived = 1;
    st.p[1].hp = 100;
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[0].ko_points, 1);
    assert_false(st.p[1].revived);
    /* another attack than the named one: no doubling, no revival */
    duel("DBE-001", "DBE-043");
    st.p[1].hp = 150;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 0);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 1);
}

/* Attack Abilities: Shatter: the other's Power falls by the Shatter attack's
** printed Power. */
static void battle_shatter(void **state)
{
    (void)state;
    duel("DBE-044", "DBE-001");            /* Cracklord: cross shatter, 120 */
    st.p[0].hp = 1000;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[1].hp, 1000 - 120);
    assert_int_equal(st.p[0].hp, 1000 - (300 - 120));
    duel("DBE-044", "DBE-001");            /* never below 0 */
    st.p[0].hp = 1000;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CROSS, -1, -1);
    assert_int_equal(st.p[0].hp, 1000);
}

/* Attack Abilities: Static X deletes the bottom X cards of the other's trash;
** Recycle X puts the top X cards of own trash on the deck and shuffles it. */
static void battle_static_recycle(void **state)
{
    (void)state;
    duel("DBE-045", "DBE-001");            /* Scrapmole: triangle recycle 2, cross static 2 */
    int t[3];
    for (int i = 0; i < 3; i++) t[i] = dbe_give(ctx, &st, 1, "DBE-002", DBE_ZONE_TRASH);
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 1);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].c[0], t[2]);
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_DELETED], t[0]) >= 0);
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_DELETED], t[1]) >= 0);
    duel("DBE-045", "DBE-001");
    for (int i = 0; i < 3; i++) t[i] = dbe_give(ctx, &st, 0, "DBE-002", DBE_ZONE_TRASH);
    int deck = st.p[0].z[DBE_ZONE_DECK].n;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].n, 1);
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].c[0], t[0]);
    assert_int_equal(st.p[0].z[DBE_ZONE_DECK].n, deck + 2);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DECK], t[2]) >= 0);
}

/* Attack Abilities: Mimic: the Mimic attack's Power becomes the other's named
** attack's Power, taken once both supports are played and before they resolve
** (a boost the other's support gives later is not copied), and its ability the
** other's ability in the same slot, with its numbers: Drain; Jamming, which
** then voids the other's Digimon support. */
static void battle_mimic(void **state)
{
    (void)state;
    duel("DBE-046", "DBE-002");            /* Echobat: cross mimic triangle (0) */
    st.p[0].hp = 300;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[1].hp, 1000 - 200);          /* Tidekit's triangle */
    assert_int_equal(st.p[0].hp, 300 + 200 - 280);     /* Tidekit's cross Drain */
    duel("DBE-046", "DBE-002");
    int swift = dbe_give(ctx, &st, 1, "DBE-035", DBE_ZONE_HAND); /* Slow: +100 to every attack */
    st.p[0].hp = 300;
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, swift);
    assert_int_equal(st.p[1].hp, 1000 - 200);
    assert_int_equal(st.p[0].hp, 300 + 200 - 380);
    duel("DBE-046", "DBE-006");            /* against Gloomlet: its cross Jamming is copied */
    int pup = dbe_give(ctx, &st, 1, "DBE-002", DBE_ZONE_HAND);
    st.p[1].hp = 1000;
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, pup);
    assert_int_equal(st.p[1].hp, 1000 - 160);          /* Gloomlet's triangle; Tidekit's 100 back was void */
}

/* Battle Phase: a KO'd level M is deleted and gives 2 KO points; 4 KO points win. */
static void battle_ko_points(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_give(ctx, &st, 1, "DBE-002", DBE_ZONE_ACTIVE);
    dbe_give(ctx, &st, 1, "DBE-010", DBE_ZONE_ACTIVE);
    dbe_give(ctx, &st, 1, "DBE-018", DBE_ZONE_ACTIVE);
    int m = dbe_give(ctx, &st, 1, "DBE-024", DBE_ZONE_HAND);
    st.inst_destiny[m] = 1;                     /* a level M comes from the Destiny Zone */
    dbe_set_active(ctx, &st, 1, m, false);
    st.p[1].hp = 100;
    st.p[0].ko_points = 1;
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_TRIANGLE, -1, -1);
    assert_int_equal(st.p[0].ko_points, 3);
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_DELETED], m) >= 0);
    assert_int_equal(st.p[1].z[DBE_ZONE_TRASH].n, 3);
    assert_false(dcg_dbe_over(&st));
    duel("DBE-001", "DBE-002");
    st.p[0].ko_points = 3;
    st.p[1].hp = 10;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_true(dcg_dbe_over(&st));
    assert_int_equal(dcg_dbe_winner(&st), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(strategy_first_turn), cmocka_unit_test(strategy_secret),
        cmocka_unit_test(strategy_unopposed), cmocka_unit_test(support_order), cmocka_unit_test(support_void),
        cmocka_unit_test(support_blind_misfire), cmocka_unit_test(support_jamming),
        cmocka_unit_test(battle_first_attack), cmocka_unit_test(battle_counter),
        cmocka_unit_test(battle_crash_drain), cmocka_unit_test(battle_guard_killer_x3),
        cmocka_unit_test(battle_flatten), cmocka_unit_test(battle_ko_points),
        cmocka_unit_test(battle_grudge_revive), cmocka_unit_test(battle_shatter),
        cmocka_unit_test(battle_static_recycle), cmocka_unit_test(battle_mimic),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
