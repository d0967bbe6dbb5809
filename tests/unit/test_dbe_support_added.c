/* test_dbe_support_added.c: Supports placed by card effects (docs/dbe.md,
** readings R10-D-4 to R10-D-6 and 25; rules document, Support Phase: after both
** supports are used, supports placed by effects restart the resolution from
** its beginning; Glossary: Fast / Slow). Relay Signal (DBE-133) places a card
** of its player's hand as a further Support. */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* Player 0's turn 3, both attacks chosen (circle), at the Support resolution. */
static void at_resolution(const char *mine, const char *theirs, int my_attack, int their_attack)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, mine);
    dbe_active_give(ctx, &st, 1, theirs);
    st.turn = 3;
    st.turn_player = st.first_player = 0;
    st.p[0].first = 1;
    st.p[0].first_tick = ++st.tick;
    st.p[0].attack = (int8_t)my_attack;
    st.p[1].attack = (int8_t)their_attack;
    st.phase = DBE_PHASE_SUPPORT;
    st.stage = S_RESOLVE;
    dcg_dbe_log_enable(ctx, 1);
    dcg_dbe_log(ctx);
}

static int play(int p, const char *number)
{
    int inst = dbe_give(ctx, &st, p, number, DBE_ZONE_SUPPORT);
    st.p[p].sup_card = (int8_t)inst;
    return inst;
}

/* Answer the pending choice with the card inst (the resolution stopped for it),
** then let the resolution go on, as game.c's stage does, without the battle. */
static void relay(int inst)
{
    assert_true(st.choice.on);
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_CARD && d.options[i].card == inst) {
            dbe_choice_answer(ctx, &st, &d.options[i]);
            dbe_support_resolve(ctx, &st);
            return;
        }
    fail_msg("no option for card %d", inst);
}

/* Support Phase, last step: the placed support resolves after both played
** ones, in a new round; the resolution then ends (no round left). */
static void placed_support_resolves_after_both(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int charm = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);  /* Power Charm: +200 */
    play(0, "DBE-133");
    play(1, "DBE-026");                                            /* Healing Dew */
    st.p[1].hp = 100;
    dbe_support_resolve(ctx, &st);
    relay(charm);
    assert_false(st.choice.on);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 200);              /* the placed Power Charm resolved */
    assert_int_equal(st.p[1].hp, 400);
    assert_int_equal(st.p[0].z[DBE_ZONE_SUPPORT].n, 2);
    assert_int_equal(st.sup_round, 0);                             /* over: nothing placed is left */
    const char *log = dcg_dbe_log(ctx);
    const char *relayed = strstr(log, "P1's support Relay Signal resolves"), *dew = strstr(log, "P2's support Healing Dew resolves"),
               *again = strstr(log, "the resolution starts again"), *charmed = strstr(log, "P1's support Power Charm resolves");
    assert_non_null(relayed);
    assert_non_null(dew);
    assert_non_null(again);
    assert_non_null(charmed);
    assert_true(relayed < dew && dew < again && again < charmed); /* last in, first out, then the new round */
}

/* Support Phase: a restarted resolution starts from its beginning: Void
** effects first (a placed Null Seal voids the other's placed Healing Dew), and
** Fast is only the phase's first support (reading R10-D-5: Glossary, Slow: "not
** first" with 3 or more supports): the turn player's placed Swift Strike is slow. */
static void restart_voids_and_not_fast(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int seal = dbe_give(ctx, &st, 0, "DBE-029", DBE_ZONE_HAND);
    int dew = dbe_give(ctx, &st, 1, "DBE-026", DBE_ZONE_HAND);
    play(0, "DBE-133");
    play(1, "DBE-133");
    st.p[1].hp = 100;
    dbe_support_resolve(ctx, &st);
    relay(seal);                                    /* the turn player's Relay first */
    relay(dew);
    assert_false(st.choice.on);
    assert_int_equal(st.p[1].sup_voided, 1);
    assert_int_equal(st.p[1].hp, 100);              /* the placed Healing Dew was void */
    assert_non_null(strstr(dcg_dbe_log(ctx), "P1's Null Seal voids P2's support"));

    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int strike = dbe_give(ctx, &st, 0, "DBE-035", DBE_ZONE_HAND); /* Swift Strike: Fast 300, else 100 */
    play(0, "DBE-133");
    dbe_support_resolve(ctx, &st);
    relay(strike);
    assert_int_equal(st.p[0].boost[DBE_CIRCLE], 100);
}

/* Support Phase: an effect that fails to apply misfires: a placed card with no
** Support effect (Leaflet) misfires in its round (reading R10-D-4); Jamming is
** checked again in the new round: a placed Digimon support is void against a
** Cross Jamming. */
static void restart_misfire_and_jamming(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int pup = dbe_give(ctx, &st, 0, "DBE-003", DBE_ZONE_HAND);   /* Leaflet: no Support effect */
    play(0, "DBE-133");
    dbe_support_resolve(ctx, &st);
    relay(pup);
    assert_int_equal(st.p[0].sup_misfire, 1);
    assert_non_null(strstr(dcg_dbe_log(ctx), "cannot support: misfire"));

    at_resolution("DBE-001", "DBE-006", DBE_CIRCLE, DBE_CROSS);    /* Gloomlet: Cross Jamming */
    int gloom = dbe_give(ctx, &st, 0, "DBE-006", DBE_ZONE_HAND);   /* a Digimon with a Support effect */
    play(0, "DBE-133");
    dbe_support_resolve(ctx, &st);
    relay(gloom);
    assert_int_equal(st.p[0].sup_voided, 1);
    assert_non_null(strstr(dcg_dbe_log(ctx), "Digimon support Gloomlet is void"));
}

/* Attack Abilities: Mimic takes the other's named attack's Power once both
** supports are played, before they resolve (reading 25); a restarted resolution
** does not take it again (R10-D-6): Echobat's cross mimics Tidekit's triangle
** (200), and the +200 of the other's Power Charm, resolved in the first round, is
** not copied when Relay Signal's placed support starts a second round. */
static void restart_keeps_mimic(void **state)
{
    (void)state;
    at_resolution("DBE-046", "DBE-002", DBE_CROSS, DBE_CIRCLE);
    int dew = dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    play(0, "DBE-133");
    play(1, "DBE-025");                             /* Power Charm: Tidekit's attacks +200 */
    dbe_support_resolve(ctx, &st);
    assert_int_equal(st.p[0].mimic_power, 200);
    relay(dew);
    assert_non_null(strstr(dcg_dbe_log(ctx), "the resolution starts again"));
    assert_int_equal(st.p[0].mimic_power, 200);     /* not 400 */
}

/* dbe.add_support is for the Support resolution only (a step-0 use is an error
** naming the rule), and takes a card of a hand or trash. */
static void add_support_refused(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int errors = dcg_dbe_script_errors(ctx);
    int deck_card = st.p[0].z[DBE_ZONE_DECK].c[0];
    dbe_choice ch = {0};
    ch.player = 0;
    ch.card = (int16_t)dcg_dbe_card_find(ctx, "DBE-133");
    ch.kind = CH_PICK;
    ch.n_picked = 1;
    ch.picked[0] = (int16_t)deck_card;
    strcpy(ch.next, "relayed");
    assert_false(dbe_script_continue(ctx, &st, &ch, 0));   /* a deck card: refused */
    assert_int_equal(dcg_dbe_script_errors(ctx), errors + 1);
    st.stage = S_STEP0;
    ch.picked[0] = (int16_t)dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    assert_false(dbe_script_continue(ctx, &st, &ch, 0));   /* not while supports resolve */
    assert_int_equal(st.p[0].z[DBE_ZONE_SUPPORT].n, 0);
}

/* Support Phase: a card placed by an effect lies face up (reading R10-D-4), even
** above a Support played blind, which stays face down (Supporting: from the top
** of the deck, face down) (review of round 10): the turn player's blind Relay
** Signal places Power Charm from the hand; while the other's own Relay Signal
** asks them, their view shows the Power Charm, and their determinized samples
** keep it where it is (only the blind card is pooled). */
static void placed_above_blind_is_seen(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int charm = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    play(0, "DBE-133");
    st.p[0].sup_blind = 1;                          /* played from the deck's top */
    play(1, "DBE-133");
    dbe_give(ctx, &st, 1, "DBE-026", DBE_ZONE_HAND); /* a card for P2's Relay to offer */
    dbe_support_resolve(ctx, &st);
    relay(charm);                                   /* P1's blind Relay places Power Charm */
    assert_true(st.choice.on && st.choice.chooser == 1); /* P2's Relay asks P2 */
    assert_int_equal(st.p[0].z[DBE_ZONE_SUPPORT].n, 2);
    assert_int_equal(st.p[0].z[DBE_ZONE_SUPPORT].c[1], charm);
    dcg_dbe_observation o;
    dcg_dbe_observe(ctx, &st, 1, &o);
    assert_int_equal(o.p[0].cards[DBE_ZONE_SUPPORT][1], dcg_dbe_card_find(ctx, "DBE-025"));
    for (uint64_t seed = 1; seed <= 8; seed++) {
        dcg_dbe_state copy;
        dcg_dbe_state_copy(&copy, &st);
        dcg_dbe_determinize(&copy, 1, seed);
        assert_int_equal(copy.p[0].z[DBE_ZONE_SUPPORT].n, 2);
        assert_int_equal(copy.p[0].z[DBE_ZONE_SUPPORT].c[1], charm);
        assert_int_equal(copy.p[0].sup_card, copy.p[0].z[DBE_ZONE_SUPPORT].c[0]);
    }
}

/* Support Phase: a card placed by the non-turn player's effect alone also
** restarts the resolution (any player's unused placed support): P2's Relay
** Signal places Power Charm, which resolves in a second round. */
static void placed_by_non_turn_player(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    int charm = dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_HAND);
    play(0, "DBE-026");                             /* Healing Dew */
    play(1, "DBE-133");
    dbe_support_resolve(ctx, &st);
    relay(charm);
    assert_false(st.choice.on);
    assert_int_equal(st.p[1].boost[DBE_CIRCLE], 200);
    assert_non_null(strstr(dcg_dbe_log(ctx), "P2's support Power Charm resolves"));
}

/* Reading R10-D-4: with two placed cards unused in one pile, a round takes the
** earliest placed, the next round the other (one a player a round). No sample
** card places two at once: the two are put on the pile once its round 0 began. */
static void placed_earliest_first(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    play(0, "DBE-026");                             /* Healing Dew, played */
    dbe_support_begin(&st);
    st.resolve_started = 1;                         /* round 0 under way */
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_SUPPORT); /* placed first: Power Charm */
    dbe_give(ctx, &st, 0, "DBE-035", DBE_ZONE_SUPPORT); /* then Swift Strike */
    dbe_support_resolve(ctx, &st);
    const char *log = dcg_dbe_log(ctx), *charm = strstr(log, "P1's support Power Charm resolves"),
               *strike = strstr(log, "P1's support Swift Strike resolves"), *again = strstr(log, "the resolution starts again");
    assert_non_null(charm);
    assert_non_null(strike);
    assert_non_null(again);
    assert_true(again < charm && charm < strike);
    assert_non_null(strstr(charm, "the resolution starts again")); /* a second restart between them */
    assert_int_equal(st.sup_round, 0);
}

/* A restarted round starts from its beginning (Support Phase): a support voided
** in round 0 does not leave its player's placed support of the next round void:
** P1's Null Seal voids P2's Healing Dew; P2's placed Power Charm still resolves. */
static void restart_clears_void(void **state)
{
    (void)state;
    at_resolution("DBE-001", "DBE-002", DBE_CIRCLE, DBE_CIRCLE);
    play(0, "DBE-029");                             /* Null Seal */
    play(1, "DBE-026");
    dbe_support_begin(&st);
    dbe_support_resolve(ctx, &st);                  /* round 0 ends at once: nothing placed */
    assert_int_equal(st.p[1].sup_voided, 1);
    st.resolve_started = 1;                         /* back in round 0, both used, P2's void: */
    dbe_support_begin(&st);
    st.p[0].sup_resolved = st.p[1].sup_resolved = 1;
    dbe_give(ctx, &st, 1, "DBE-025", DBE_ZONE_SUPPORT);
    dbe_support_resolve(ctx, &st);
    assert_non_null(strstr(dcg_dbe_log(ctx), "P2's support Power Charm resolves"));
    assert_int_equal(st.p[1].boost[DBE_CIRCLE], 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(placed_support_resolves_after_both), cmocka_unit_test(restart_voids_and_not_fast),
        cmocka_unit_test(restart_misfire_and_jamming), cmocka_unit_test(restart_keeps_mimic),
        cmocka_unit_test(add_support_refused), cmocka_unit_test(placed_above_blind_is_seen),
        cmocka_unit_test(placed_by_non_turn_player), cmocka_unit_test(placed_earliest_first),
        cmocka_unit_test(restart_clears_void),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
