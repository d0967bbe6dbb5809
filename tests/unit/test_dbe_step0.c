/* test_dbe_step0.c: DBE's timings of round 10 (docs/dbe.md, readings R10-B-1
** to R10-B-5): Turbo Support and Any Phase at the Support Phase's two moments,
** choices asked at a step 0 (phase abilities, ACTIVATE, Any Phase) and the step
** resumed after them, Passives other than Power, and what a step-0 question
** tells (sections of the DBE rules document by heading). */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Player 0's turn 3 with these actives (printed HP, not abnormal), at stage. */
static void board(const char *mine, const char *theirs)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, mine);
    dbe_active_give(ctx, &st, 1, theirs);
    for (int p = 0; p < 2; p++) st.p[p].abnormal = 0, st.p[p].hp = dbe_active_card(ctx, &st, p)->hp;
}

static void go(int stage) { dbe_begin(ctx, &st, 0, 3, stage); }

/* The option index of a use of inst (how: DBE_USE_...) in the pending decision, -1 none. */
static int use_of(int inst, int how)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, &st, &d)) return -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_USE && d.options[i].card == inst && d.options[i].attack == how) return i;
    return -1;
}

static int label_of(const char *text)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, &st, &d)) return -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_LABEL && !strcmp(st.choice.label[d.options[i].attack], text)) return i;
    return -1;
}

/* Glossary: Turbo ("Turbo Support": Any Support Phase, without the cost (#1)
** and the condition (#2), with the added risk; reading R10-B-1): at the Support
** Phase's moments, the non-turn player's on the other's turn too, beside the
** Support (the decision stays); not at a step 0; no other card needed. */
static void turbo_support_at_the_moments(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    int gambit = dbe_give(ctx, &st, 1, "DBE-112", DBE_ZONE_HAND);   /* Quickfire Gambit, alone in the hand */
    go(S_EVOLVE);                                                   /* to the Strategy step 0 */
    assert_int_equal(use_of(gambit, DBE_USE_TURBO), -1);           /* not at a step 0 */
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);                                         /* the non-turn player's moment */
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(gambit, DBE_USE_TURBO)), DCG_OK);
    assert_int_equal(st.p[1].boost[DBE_CIRCLE], 150);               /* the effect */
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 100);               /* the risk */
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_TRASH], gambit) >= 0);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);                                         /* still their Support to play */
    assert_int_equal(st.p[1].sup_card, -1);
    /* the turn player at theirs */
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    int mine = dbe_give(ctx, &st, 0, "DBE-112", DBE_ZONE_HAND);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(mine, DBE_USE_TURBO)), DCG_OK);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 250);
}

/* Glossary: Any Phase ("whenever a player could normally play a card"; reading
** R10-B-2): an Any Phase card and a Turbo (Any Phase) at a Support moment; an
** ACTIVATE card only at a step 0. */
static void any_phase_at_a_support_moment(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    int wind = dbe_give(ctx, &st, 0, "DBE-052", DBE_ZONE_HAND);     /* Second Wind: Any Phase, recover 100 */
    int chip = dbe_give(ctx, &st, 0, "DBE-051", DBE_ZONE_HAND);     /* Spark Chip: ACTIVATE */
    int dash = dbe_give(ctx, &st, 0, "DBE-055", DBE_ZONE_HAND);     /* Reckless Dash: Turbo */
    st.p[0].hp = 300;
    go(S_SUPPORT_TP);
    assert_int_equal(use_of(chip, DBE_USE_ACTIVATE), -1);
    assert_true(use_of(dash, DBE_USE_TURBO) >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(wind, DBE_USE_ANY_PHASE)), DCG_OK);
    assert_int_equal(st.p[0].hp, 400);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_SUPPORT);
}

/* Prep Phase (its abilities activate first) with a choice (reading R10-B-3):
** Brookfawn's Prep Phase ability asks its player; after the answer the step
** goes on: the other's ability asks next, then the Prep Phase draws. */
static void phase_ability_asks(void **state)
{
    (void)state;
    board("DBE-111", "DBE-111");
    st.p[0].hp = st.p[1].hp = 300;
    st.turn = 2;
    st.turn_player = 1;
    st.first_player = 0;
    st.stage = S_TURN_START;
    dbe_run(ctx, &st);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);                                          /* the turn player's ability first */
    assert_int_equal(dcg_dbe_answer(ctx, &st, label_of("recover 50")), DCG_OK);
    assert_int_equal(st.p[0].hp, 350);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);                                          /* then the other's */
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 0);                 /* no draw yet */
    assert_int_equal(dcg_dbe_answer(ctx, &st, label_of("draw 1")), DCG_OK);
    assert_int_equal(st.p[1].z[DBE_ZONE_HAND].n, 1);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 2);                 /* the draw: 2 from an empty hand */
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Anatomy (Timing: ACTIVATE at a step 0) with a choice (reading R10-B-3): Tide
** Whistle's Recode 2 asks where each card goes, then it draws; the step 0 asks
** its player again. A copy taken mid-choice plays on as the game does, and a
** determinized copy for either player has a decision with options. */
static void activate_asks_and_resumes(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    int whistle = dbe_give(ctx, &st, 0, "DBE-110", DBE_ZONE_HAND);
    int spare = dbe_give(ctx, &st, 0, "DBE-051", DBE_ZONE_HAND);
    go(S_EVOLVE);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(whistle, DBE_USE_ACTIVATE)), DCG_OK);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    dcg_dbe_observation ob;                                           /* the looked-at top: the chooser's only */
    dcg_dbe_observe(ctx, &st, 0, &ob);
    assert_true(ob.p[0].cards[DBE_ZONE_DECK][ob.p[0].n[DBE_ZONE_DECK] - 1] >= 0);
    assert_int_equal(ob.chooser, 0);
    dcg_dbe_observe(ctx, &st, 1, &ob);
    assert_int_equal(ob.p[0].cards[DBE_ZONE_DECK][ob.p[0].n[DBE_ZONE_DECK] - 1], -1);
    dcg_dbe_state copy, sample;
    dcg_dbe_state_copy(&copy, &st);
    for (int viewer = 0; viewer < 2; viewer++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            dcg_dbe_state_copy(&sample, &st);
            dcg_dbe_determinize(&sample, viewer, seed);
            dcg_dbe_decision d;
            assert_int_equal(dcg_dbe_decision_get(ctx, &sample, &d), DCG_OK);
            assert_int_equal(d.kind, DBE_DEC_CHOOSE);
            assert_true(d.n > 0);
        }
    for (dcg_dbe_state *s = &st;; s = &copy) {
        for (int k = 0; k < 2; k++) assert_int_equal(dcg_dbe_answer(ctx, s, 0), DCG_OK); /* both on top */
        if (s == &copy) break;
    }
    assert_int_equal(dcg_dbe_state_hash(&st), dcg_dbe_state_hash(&copy));
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 2);                  /* Spark Chip and the card drawn */
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ACTIVATE);
    assert_int_equal(p, 0);                                           /* the step 0 goes on */
    assert_true(use_of(spare, DBE_USE_ACTIVATE) >= 0);
}

/* Battle Phase (its abilities activate first; the attacks are revealed at its
** step 2) with a choice (reading R10-B-3): Dusk Heron's ability asks while
** the attacks are still secret: the other's stays hidden in the observation
** and is drawn anew by determinize; the battle follows the answer. */
static void battle_ability_asks_in_secret(void **state)
{
    (void)state;
    board("DBE-117", "DBE-002");                                      /* Dusk Heron: circle 280 */
    go(S_EVOLVE);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_TRIANGLE);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(st.phase, DBE_PHASE_BATTLE);
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 0, &ob);
    assert_int_equal(ob.p[1].attack, -1);                             /* not revealed yet */
    bool redrawn = false;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        dcg_dbe_state sample;
        dcg_dbe_state_copy(&sample, &st);
        dcg_dbe_determinize(&sample, 0, seed);
        redrawn |= sample.p[1].attack != DBE_TRIANGLE;
    }
    assert_true(redrawn);
    assert_int_equal(dcg_dbe_answer(ctx, &st, label_of("circle")), DCG_OK);
    assert_int_equal(st.p[1].hp, 550 - 380);                          /* 280 + 100 */
}

/* Glossary: Any Phase at a Support moment with a choice (readings R10-B-2,
** R10-B-3): Lantern Glint asks which card goes to the Dark Area, draws, and the
** player's Support decision comes back. */
static void any_phase_asks_at_support(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    int glint = dbe_give(ctx, &st, 1, "DBE-113", DBE_ZONE_HAND);
    int keep = dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
    go(S_SUPPORT_NTP);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(glint, DBE_USE_ANY_PHASE)), DCG_OK);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, keep);
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_DARK], keep) >= 0);
    assert_int_equal(st.p[1].z[DBE_ZONE_HAND].n, 1);                  /* the card drawn */
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);
}

/* Hidden information at a step 0 (reading R10-B-5, the review's Round 9 point):
** a player holding a hidden card and owning a card a hand could use there is
** asked whether or not the hand holds it, so the question tells nothing; a
** player owning none is not asked. */
static void step0_question_tells_nothing(void **state)
{
    (void)state;
    int kinds[2], players[2];
    for (int held = 0; held < 2; held++) {
        board("DBE-001", "DBE-002");
        int chip = dbe_give(ctx, &st, 1, "DBE-051", held ? DBE_ZONE_HAND : DBE_ZONE_DECK);
        dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
        (void)chip;
        go(S_EVOLVE);
        kinds[held] = dbe_decision_kind(ctx, &st, &players[held]);
    }
    assert_int_equal(kinds[0], DBE_DEC_ACTIVATE);
    assert_int_equal(players[0], 1);
    assert_int_equal(kinds[1], kinds[0]);
    assert_int_equal(players[1], players[0]);
    board("DBE-001", "DBE-002");                                      /* owning a Turbo (review round 10) */
    dbe_give(ctx, &st, 1, "DBE-055", DBE_ZONE_DECK);
    dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
    go(S_EVOLVE);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_ACTIVATE);
    board("DBE-001", "DBE-002");                                      /* owning none: not asked */
    dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
    go(S_EVOLVE);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_ATTACK);
}

/* Hidden information (the review's Round 9 point): determinized for the player
** not deciding at a step 0, the decision still has an option (the other's hand
** re-dealt may hold no usable card: "pass" is there). */
static void determinized_step0_has_options(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    dbe_give(ctx, &st, 1, "DBE-051", DBE_ZONE_HAND);
    go(S_EVOLVE);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ACTIVATE);
    assert_int_equal(p, 1);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        dcg_dbe_state sample;
        dcg_dbe_state_copy(&sample, &st);
        dcg_dbe_determinize(&sample, 0, seed);
        dcg_dbe_decision d;
        assert_int_equal(dcg_dbe_decision_get(ctx, &sample, &d), DCG_OK);
        if (d.n == 0) fail_msg("seed %d: a decision with no options", (int)seed);
        assert_int_equal(d.kind, DBE_DEC_ACTIVATE);
        assert_int_equal(dcg_dbe_answer(ctx, &sample, 0), DCG_OK);
    }
}

/* Anatomy (PASSIVE: always occurring), End Phase (Passives remain), Battle
** Phase (1st Attack stacks, ties to the later gain; Guard) (reading R10-B-4):
** Cellmoth's DP, Swiftquill's 1st Attack, Shellguard's Guard on the other's
** cross, in force while in play and again after the End Phase. */
static void passives_other_than_power(void **state)
{
    (void)state;
    board("DBE-116", "DBE-002");                                      /* Cellmoth: DP +10 */
    assert_int_equal(dbe_dp(ctx, &st, 0), 10);
    dbe_move(&st, 0, dbe_active(&st, 0), DBE_ZONE_ACTIVE, DBE_ZONE_TRASH);
    assert_int_equal(dbe_dp(ctx, &st, 0), 0);                         /* only while in play */
    board("DBE-001", "DBE-115");                                      /* Swiftquill (P2) against Emberpup */
    go(S_EVOLVE);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    /* a stack each, P2's gained later: P2 attacks first; Emberpup takes 260, strikes back after */
    assert_int_equal(st.p[0].hp, 500 - 260);
    assert_int_equal(st.p[1].hp, 460 - 300);
    board("DBE-001", "DBE-115");                                      /* the End Phase clears, the next battle gives */
    dbe_end_turn(ctx, &st);
    assert_int_equal(st.p[1].first, 0);
    dbe_phase_start(ctx, &st, DBE_PHASE_BATTLE, S_BATTLE);
    assert_int_equal(st.p[1].first, 1);
    board("DBE-002", "DBE-114");                                      /* Shellguard guards against cross */
    go(S_EVOLVE);
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[1].hp, 980);                                /* Tidekit's cross is 0 */
    assert_int_equal(st.p[0].hp, 550 - 430);
}

/* Battle Phase (a tie of 1st Attack stacks goes to the player who gained one
** most recently; a timing conflict: the turn player's first) and reading
** R10-B-4 (Passives give their stacks at the Battle Phase's step 0, the turn
** player's card first): both actives are Swiftquill, the other also plays
** Quick Step. 2 stacks each; the other's Passive was gained last, so the other
** attacks first and its triangle (230) KOs the turn player (HP 200) before it
** strikes. (Review round 10: kills the Passives given the other's first.) */
static void passive_tie_goes_to_the_later_gain(void **state)
{
    (void)state;
    board("DBE-115", "DBE-115");                                      /* Swiftquill each: circle 260, triangle 230 */
    st.p[0].hp = 200;
    int quick = dbe_give(ctx, &st, 1, "DBE-027", DBE_ZONE_HAND);     /* Quick Step: a stack of 1st Attack */
    go(S_EVOLVE);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_TRIANGLE, -1, quick);
    assert_int_equal(st.p[1].hp, 460);                                /* the turn player never struck */
    assert_int_equal(st.p[1].ko_points, 1);
}

/* Anatomy (Timing: ACTIVATE at a step 0), Glossary: Data Break (ACTIVATE's
** timing), reading R10-B-2: at a Support moment a DATA card's Any Phase is
** offered, its Data Break and an ACTIVATE card are not; at a step 0 they are.
** (Review round 10: kills Data Break offered at a Support moment.) */
static void data_break_stays_at_step0(void **state)
{
    (void)state;
    for (int at_step0 = 0; at_step0 < 2; at_step0++) {
        board("DBE-001", "DBE-002");
        dbe_give(ctx, &st, 0, "DBE-106", DBE_ZONE_DESTINY);           /* a level M: Data Break's cost */
        int data = dbe_give(ctx, &st, 0, "DBE-059", DBE_ZONE_HAND);   /* Galehawk DATA: Any Phase, Data Break */
        int chip = dbe_give(ctx, &st, 0, "DBE-051", DBE_ZONE_HAND);   /* Spark Chip: ACTIVATE */
        go(at_step0 ? S_EVOLVE : S_SUPPORT_TP);
        assert_int_equal(dbe_decision_kind(ctx, &st, NULL), at_step0 ? DBE_DEC_ACTIVATE : DBE_DEC_SUPPORT);
        assert_true(use_of(data, DBE_USE_ANY_PHASE) >= 0);
        assert_int_equal(use_of(data, DBE_USE_DATA_BREAK) >= 0, at_step0);
        assert_int_equal(use_of(chip, DBE_USE_ACTIVATE) >= 0, at_step0);
    }
}

/* Glossary: Turbo (its forms: a Turbo keeps its cost and its condition as Any
** Phase; reading R10-B-2): at a Support moment Reckless Dash (Turbo with a
** risk, no cost) is one use with nothing discarded, and Underdog Rush (Turbo
** if own level is lower) is not offered while the levels are equal. (Review
** round 10: kills a Turbo's condition skipped, or a cost added, at a Support moment.) */
static void turbo_keeps_its_form_at_support(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");                                      /* R against R: not lower */
    int dash = dbe_give(ctx, &st, 0, "DBE-055", DBE_ZONE_HAND);
    int rush = dbe_give(ctx, &st, 0, "DBE-054", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    go(S_SUPPORT_TP);
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    int dash_uses = 0;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_USE && d.options[i].card == dash) {
            dash_uses++;
            assert_int_equal(d.options[i].with, -1);
        }
    assert_int_equal(dash_uses, 1);
    assert_int_equal(use_of(rush, DBE_USE_TURBO), -1);
    assert_true(dbe_find(ctx, &st, DBE_OPT_CARD, rush) >= 0);        /* still a Support to play */
}

/* Glossary: Turbo ("Turbo Support": without #1 the cost and #2 the condition;
** reading R10-B-1): a Turbo Support script with a condition is refused by name
** when loaded. (Review round 10.) */
static void turbo_support_condition_refused(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-step0-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/DBE-112.lua", dir);
    FILE *f = fopen(path, "w");
    fputs("return { support = function(me) end, turbo = 'support', turbo_if = function(me) return true end }", f);
    fclose(f);
    assert_int_equal(dbe_script_load_dir(ctx, dir), -1);
    if (!strstr(dcg_dbe_errmsg(ctx), "Turbo Support has no condition")) fail_msg("%s", dcg_dbe_errmsg(ctx));
    unlink(path);
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* Glossary: Any Phase, reading R10-B-3 (a use's choice; the step goes on after
** the answers), with the other player answering: Fork Signal (DBE-149) has the
** opponent pick for its user. At a step 0 the other player answers and the
** question comes back to the user (not to whoever answered); a copy taken
** mid-choice and samples for either player go on alike. At a Support moment
** the other answers and the user's Support decision comes back. (Review round 10.) */
static void other_player_answers_then_step_resumes(void **state)
{
    (void)state;
    board("DBE-001", "DBE-002");
    st.p[0].hp = 300;
    int fork = dbe_give(ctx, &st, 0, "DBE-149", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    go(S_EVOLVE);                                                     /* the Strategy Phase's step 0 */
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(fork, DBE_USE_ANY_PHASE)), DCG_OK);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);                                           /* the other player answers */
    for (int viewer = 0; viewer < 2; viewer++) {
        dcg_dbe_state sample;
        dcg_dbe_decision d;
        dcg_dbe_state_copy(&sample, &st);
        dcg_dbe_determinize(&sample, viewer, 5);
        assert_int_equal(dcg_dbe_decision_get(ctx, &sample, &d), DCG_OK);
        assert_int_equal(d.player, 1);
        assert_int_equal(d.n, 2);
    }
    dcg_dbe_state copy;
    dcg_dbe_state_copy(&copy, &st);
    int recover = label_of("recover 100");
    assert_int_equal(dcg_dbe_answer(ctx, &st, recover), DCG_OK);
    assert_int_equal(dcg_dbe_answer(ctx, &copy, recover), DCG_OK);
    assert_int_equal(dcg_dbe_state_hash(&st), dcg_dbe_state_hash(&copy));
    assert_int_equal(st.p[0].hp, 400);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_ACTIVATE);
    assert_int_equal(p, 0);                                           /* the user's step 0 goes on */
    assert_int_equal(use_of(fork, DBE_USE_ANY_PHASE), -1);            /* used: in the trash */
    board("DBE-001", "DBE-002");                                      /* at the non-turn player's Support moment */
    fork = dbe_give(ctx, &st, 1, "DBE-149", DBE_ZONE_HAND);
    go(S_SUPPORT_NTP);
    assert_int_equal(dcg_dbe_answer(ctx, &st, use_of(fork, DBE_USE_ANY_PHASE)), DCG_OK);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, label_of("draw 1")), DCG_OK);
    assert_int_equal(st.p[1].z[DBE_ZONE_HAND].n, 1);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Hidden information at a step 0 (reading R10-B-5) with a flip card (Glossary:
** Flip Cards: a card without an initial side begins on either side, hidden in
** the deck and hand): Glimmer Vane (DBE-150) is Any Phase on its star side only.
** Owning it makes the step-0 question asked whichever side it shows, so the
** question does not tell the side of a hidden card, and a sample that draws the
** side anew still has an option. (Review round 10: the question followed the side.) */
static void step0_question_by_either_side(void **state)
{
    (void)state;
    int kinds[2], players[2];
    for (int moon = 0; moon < 2; moon++) {
        board("DBE-001", "DBE-002");
        int vane = dbe_give(ctx, &st, 1, "DBE-150", DBE_ZONE_DECK);
        int star = st.inst_card[vane];
        st.inst_flip_free[vane] = dbe_flip_free(ctx, star);           /* its side drawn anew by determinize */
        if (moon) st.inst_card[vane] = (uint16_t)ctx->cards[star].flip;
        dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
        go(S_EVOLVE);
        kinds[moon] = dbe_decision_kind(ctx, &st, &players[moon]);
        for (uint64_t seed = 1; seed <= 16 && kinds[moon] == DBE_DEC_ACTIVATE; seed++) {
            dcg_dbe_state sample;
            dcg_dbe_decision d;
            dcg_dbe_state_copy(&sample, &st);
            dcg_dbe_determinize(&sample, 0, seed);
            assert_int_equal(dcg_dbe_decision_get(ctx, &sample, &d), DCG_OK);
            if (d.n == 0) fail_msg("seed %d: a step-0 decision with no option", (int)seed);
        }
    }
    assert_int_equal(kinds[0], DBE_DEC_ACTIVATE);
    assert_int_equal(players[0], 1);
    assert_int_equal(kinds[1], kinds[0]);
    assert_int_equal(players[1], players[0]);
}

/* Prep Phase ("Draw Phase:" and "Prep Phase:" abilities activate first; reading
** R10-B-3: the abilities resume from the next one): Dewfinch's Draw Phase
** ability asks; after the answer its own Prep Phase ability still runs, then the
** other's Brookfawn asks, then the draw. (Review round 10: kills a resumption
** that skips the rest of the asking player's abilities.) */
static void resume_runs_the_same_cards_next_ability(void **state)
{
    (void)state;
    board("DBE-151", "DBE-111");
    st.p[0].hp = 300;
    st.turn = 2;                                                      /* the next turn, P1's (player 0) */
    st.turn_player = 1;
    st.first_player = 0;
    st.stage = S_TURN_START;
    dbe_run(ctx, &st);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, label_of("recover 30")), DCG_OK);
    assert_int_equal(st.p[0].hp, 350);                                /* 30, then its Prep Phase's 20 */
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);                                           /* then the other's Brookfawn */
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, 0);                  /* no draw yet */
}

/* Card facts (cards/dbe/README.md: passive): a Passive that cannot work is refused by name. */
static void bad_passive_refused(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-passive-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/cards", dir);
    static const char *const bad[] = {"{\"guard\": [\"square\"]}", "{\"first_attack\": 9}", "{\"hp\": 100}", "3"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char json[256];
        snprintf(json, sizeof json, "[{\"number\": \"X-1\", \"name\": \"X\", \"kind\": \"option\", \"passive\": %s}]", bad[i]);
        FILE *f = fopen(path, "w");
        fputs(json, f);
        fclose(f);
        dcg_dbe_ctx *c2 = calloc(1, sizeof *c2);
        dbe_card *cards = calloc(DBE_MAX_CARDS, sizeof *cards);
        c2->cards = c2->cards_rw = cards;
        assert_int_equal(dbe_cards_load(c2, path), -1);
        if (!strstr(c2->err, "passive")) fail_msg("case %zu: %s", i, c2->err);
        free(cards);
        free(c2);
    }
    unlink(path);
    rmdir(dir);
}

/* Replays and copies carry the choices asked at a step 0: games of the deck of
** these cards (cards/dbe/decks/currents.txt) played again from their answers
** reach the same state; every decision determinized for either player at a
** step 0 or a choice has an option. */
static void games_replay_with_step0_choices(void **state)
{
    (void)state;
    dcg_dbe_deck deck;
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/currents.txt", &deck), DCG_OK);
    static int answers[4000];
    int asked_choose_at_step0 = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int n = 0;
        uint64_t rng = seed * 7919;
        assert_int_equal(dcg_dbe_game_start(ctx, &st, &deck, &deck, seed), DCG_OK);
        dcg_dbe_decision d;
        while (dcg_dbe_decision_get(ctx, &st, &d) == DCG_OK && n < 4000) {
            assert_true(d.n > 0);
            if (d.kind == DBE_DEC_CHOOSE && (st.stage == S_STEP0 || st.stage == S_STEP0_AB)) asked_choose_at_step0++;
            if (d.kind == DBE_DEC_ACTIVATE || d.kind == DBE_DEC_CHOOSE)
                for (int viewer = 0; viewer < 2; viewer++) {
                    dcg_dbe_state sample;
                    dcg_dbe_decision sd;
                    dcg_dbe_state_copy(&sample, &st);
                    dcg_dbe_determinize(&sample, viewer, rng + (uint64_t)viewer);
                    assert_int_equal(dcg_dbe_decision_get(ctx, &sample, &sd), DCG_OK);
                    if (sd.n == 0) fail_msg("seed %d: an empty decision determinized for P%d", (int)seed, viewer + 1);
                }
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            answers[n] = (int)((rng >> 33) % (uint64_t)d.n);
            assert_int_equal(dcg_dbe_answer(ctx, &st, answers[n++]), DCG_OK);
        }
        uint64_t end = dcg_dbe_state_hash(&st);
        dcg_dbe_state again;
        assert_int_equal(dcg_dbe_game_start(ctx, &again, &deck, &deck, seed), DCG_OK);
        for (int i = 0; i < n; i++) assert_int_equal(dcg_dbe_answer(ctx, &again, answers[i]), DCG_OK);
        assert_int_equal(dcg_dbe_state_hash(&again), end);
    }
    assert_true(asked_choose_at_step0 > 0);
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(turbo_support_at_the_moments), cmocka_unit_test(any_phase_at_a_support_moment),
        cmocka_unit_test(phase_ability_asks), cmocka_unit_test(activate_asks_and_resumes),
        cmocka_unit_test(any_phase_asks_at_support), cmocka_unit_test(step0_question_tells_nothing),
        cmocka_unit_test(determinized_step0_has_options), cmocka_unit_test(passives_other_than_power),
        cmocka_unit_test(bad_passive_refused), cmocka_unit_test(games_replay_with_step0_choices),
        cmocka_unit_test(battle_ability_asks_in_secret),
        cmocka_unit_test(passive_tie_goes_to_the_later_gain), cmocka_unit_test(data_break_stays_at_step0),
        cmocka_unit_test(turbo_keeps_its_form_at_support), cmocka_unit_test(turbo_support_condition_refused),
        cmocka_unit_test(other_player_answers_then_step_resumes),
        cmocka_unit_test(step0_question_by_either_side),
        cmocka_unit_test(resume_runs_the_same_cards_next_ability),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
