/* test_dbe_turn.c: DBE's Pre-Game Setup, Prep Phase, Evolution Phase and End
** Phase (docs/dbe.md; sections of the DBE rules document by heading). */
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static int n_of(int p, int zone) { return st.p[p].z[zone].n; }

/* Pre-Game Setup: 40-card deck, side pile aside, 5 cards, the opening
** mulligan sets cards on the side pile, draws back to 5, and the side pile
** and the set-aside cards are shuffled into the deck (reading 3: the list's side: section). */
static void pre_game_setup(void **state)
{
    (void)state;
    dcg_dbe_deck d[2];
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &d[0]), DCG_OK);
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/grove.txt", &d[1]), DCG_OK);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &d[0], &d[1], 11), DCG_OK);
    int p, first = st.first_player, gems[2] = {0, 0};
    while (dbe_decision_kind(ctx, &st, &p) == DBE_DEC_GEMS) /* Side Piles: each sets their gems face up (R10-D-7) */
        dbe_pick(ctx, &st, dbe_find(ctx, &st, DBE_OPT_CARD, -1) >= 0 ? DBE_OPT_CARD : DBE_OPT_DONE, -1);
    for (int q = 0; q < 2; q++) /* Side Piles: the main deck's gem cards (up to 4) go face up to the side pile */
        for (int i = 0; i < d[q].n_main; i++) gems[q] += gems[q] < 4 && ctx->cards[d[q].main[i]].gem;
    for (int q = 0; q < 2; q++) {
        assert_int_equal(n_of(q, DBE_ZONE_HAND), 5);
        assert_int_equal(n_of(q, DBE_ZONE_DECK), 35 - gems[q]);
        assert_int_equal(n_of(q, DBE_ZONE_SIDE), 50 - 40 - d[q].n_destiny + gems[q]);
        assert_int_equal(n_of(q, DBE_ZONE_DESTINY), d[q].n_destiny);
    }
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_MULLIGAN);
    assert_int_equal(p, first);
    int a = st.p[first].z[DBE_ZONE_HAND].c[0], b = st.p[first].z[DBE_ZONE_HAND].c[1];
    dbe_pick(ctx, &st, DBE_OPT_CARD, a);
    dbe_pick(ctx, &st, DBE_OPT_CARD, b);
    assert_int_equal(n_of(first, DBE_ZONE_HAND), 3);
    assert_int_equal(n_of(first, DBE_ZONE_SIDE), 50 - 40 - d[first].n_destiny + gems[first] + 2);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(n_of(first, DBE_ZONE_HAND), 5);
    assert_int_equal(n_of(first, DBE_ZONE_SIDE), 0);
    assert_int_equal(n_of(first, DBE_ZONE_DECK), 50 - 5 - d[first].n_destiny);
    assert_true(dbe_pile_find(&st.p[first].z[DBE_ZONE_DECK], a) >= 0);
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_MULLIGAN);
    assert_int_equal(p, 1 - first);
}

/* Prep Phase: draw 1, or 2 with a hand of 2 or fewer; the Dark Area's cards come to hand. */
static void prep_draw(void **state)
{
    (void)state;
    for (int hand = 2; hand <= 3; hand++) {
        dbe_fresh(ctx, &st);
        dbe_active_give(ctx, &st, 0, "DBE-001");
        dbe_active_give(ctx, &st, 1, "DBE-002");
        for (int i = 0; i < hand; i++) dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
        int dark = dbe_give(ctx, &st, 0, "DBE-032", DBE_ZONE_DARK);
        st.turn = 2;
        st.turn_player = 1;
        st.stage = S_TURN_START;
        dbe_run(ctx, &st);
        assert_int_equal(st.turn_player, 0);
        assert_int_equal(n_of(0, DBE_ZONE_HAND), hand + (hand <= 2 ? 2 : 1) + 1);
        assert_int_equal(n_of(0, DBE_ZONE_DARK), 0);
        assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_HAND], dark) >= 0);
    }
}

/* Prep Phase: full mulligans with 3 or more cards, as often as wished: the
** hand to the trash, as many cards from the deck. */
static void prep_full_mulligan(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    for (int i = 0; i < 3; i++) dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_FULL_MULLIGAN);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_FULL_MULLIGAN);
    dbe_pick(ctx, &st, DBE_OPT_MULLIGAN, -1);
    assert_int_equal(n_of(0, DBE_ZONE_TRASH), 3);
    assert_int_equal(n_of(0, DBE_ZONE_HAND), 3);
    assert_int_equal(n_of(0, DBE_ZONE_DECK), 17);
    dbe_pick(ctx, &st, DBE_OPT_MULLIGAN, -1);
    assert_int_equal(n_of(0, DBE_ZONE_TRASH), 6);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_RACK);
}

/* Prep Phase: with no active, play an R, C or U (not an Option); a C or U
** so played is Abnormal, its HP and Power halved or quartered (reading 1). */
static void prep_play_abnormal(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int r = dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_HAND);
    int c = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    int u = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    int opt = dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PLAY_DIGIMON);
    assert_true(dbe_find(ctx, &st, DBE_OPT_CARD, r) >= 0);
    assert_true(dbe_find(ctx, &st, DBE_OPT_CARD, u) >= 0);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_CARD, opt), -1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, c);
    assert_int_equal(st.p[0].abnormal, 1);
    assert_int_equal(st.p[0].hp, 500);                  /* 1000 halved */
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 260); /* 520 halved */
    /* a level U quarters: 1500 / 4 = 375, down to the tens */
    dbe_fresh(ctx, &st);
    u = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, u, false);
    assert_int_equal(st.p[0].hp, 370);
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 200);
}

/* Prep Phase: no Digimon to place: a forced full mulligan while possible
** (reading 6), then the loss. */
static void prep_no_digimon(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    st.p[0].z[DBE_ZONE_DECK].n = 0;
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_true(dcg_dbe_over(&st));
    assert_int_equal(dcg_dbe_winner(&st), 1);
    /* with a Digimon on the deck, the forced mulligan finds it */
    dbe_fresh(ctx, &st);
    st.p[0].z[DBE_ZONE_DECK].n = 0;
    int e = dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_DECK);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_false(dcg_dbe_over(&st));
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PLAY_DIGIMON);
    assert_true(dbe_find(ctx, &st, DBE_OPT_CARD, e) >= 0);
}

/* Evolution Phase, Rack-Up: up to one hand card into the DP zone for its +P. */
static void evolution_rack(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int cell = dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_RACK);
    dbe_pick(ctx, &st, DBE_OPT_CARD, cell);
    assert_int_equal(dbe_dp(ctx, &st, 0), 30);
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_RACK); /* only one */
}

/* Evolution, by DP: the next level, a shared type (subtypes count), the DP
** cost met; then reset to the printed stats, evo-box bonuses by name, and
** all DP discarded. */
static void evolution_by_dp(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");  /* Emberpup R Dragon */
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND); /* C Dragon 30 */
    int reef = dbe_give(ctx, &st, 0, "DBE-010", DBE_ZONE_HAND);  /* C Marine/Dragon 30 */
    int thorn = dbe_give(ctx, &st, 0, "DBE-011", DBE_ZONE_HAND); /* C Jungle 20 */
    int inferno = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND); /* U */
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    st.p[0].hp = 120;
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_EVOLVE);
    assert_true(dbe_find(ctx, &st, DBE_OPT_EVOLVE, blaze) >= 0);
    assert_true(dbe_find(ctx, &st, DBE_OPT_EVOLVE, reef) >= 0);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_EVOLVE, thorn), -1);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_EVOLVE, inferno), -1);
    dbe_pick(ctx, &st, DBE_OPT_EVOLVE, blaze);
    assert_int_equal(dbe_active(&st, 0), blaze);
    assert_int_equal(st.p[0].hp, 1100); /* printed 1000, +100 from Emberpup */
    assert_int_equal(n_of(0, DBE_ZONE_DP), 0);
    assert_int_equal(n_of(0, DBE_ZONE_TRASH), 1);
    assert_int_equal(st.p[0].abnormal, 0);
    /* 20 DP is short of 30 */
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    st.stage = S_EVOLVE;
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_EVOLVE, blaze), -1);
}

/* Evolution: a future naming the active in its evo-box ignores type (and
** level), not DP; evo-box DP discounts and bonuses by partial name. */
static void evolution_evo_box(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-005");  /* Voltbug R Metal */
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int bloom = dbe_give(ctx, &st, 0, "DBE-016", DBE_ZONE_HAND); /* C Nature, names "-bug", 20 */
    int thorn = dbe_give(ctx, &st, 0, "DBE-011", DBE_ZONE_HAND); /* C Jungle 20 */
    int gear = dbe_give(ctx, &st, 0, "DBE-013", DBE_ZONE_HAND);  /* C Metal 30, 10 off from Voltbug */
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);                /* 20 DP */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_true(dbe_find(ctx, &st, DBE_OPT_EVOLVE, bloom) >= 0);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_EVOLVE, thorn), -1);
    assert_true(dbe_find(ctx, &st, DBE_OPT_EVOLVE, gear) >= 0);
    /* "-let": Leaflet into Thornbeast draws 1 */
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-003");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    thorn = dbe_give(ctx, &st, 0, "DBE-011", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_pick(ctx, &st, DBE_OPT_EVOLVE, thorn);
    assert_int_equal(n_of(0, DBE_ZONE_HAND), 1);
    assert_true(dbe_name_matches("-dramon", "Reefdramon"));
    assert_true(dbe_name_matches("kok-", "Kokumon"));
    assert_true(dbe_name_matches("-devi-", "Ladydevimon"));
    assert_false(dbe_name_matches("-dramon", "Dramonkin"));
}

/* Evolution: an Abnormal active cannot evolve by DP, only with an
** Evolution card; and it is still abnormal when too few cards lie under it (reading 2).
** A level M comes from the Destiny Zone. */
static void evolution_abnormal_and_mega(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int c = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, c, false);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int u = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP); /* 50 DP */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_EVOLVE); /* nothing to evolve by */
    dbe_fresh(ctx, &st);
    c = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, c, false);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    u = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    int leap = dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int i = dbe_find(ctx, &st, DBE_OPT_EVOLVE, u);
    assert_true(i >= 0);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    assert_int_equal(d.options[i].with, leap);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(dbe_active(&st, 0), u);
    assert_int_equal(st.p[0].abnormal, 1);  /* a U with 1 card under it */
    assert_int_equal(st.p[0].hp, 370);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], leap) >= 0);
    /* Infernodramon into Solardramon from the Destiny Zone: 2 cards drawn */
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_ACTIVE);
    dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_ACTIVE);
    int inf = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, inf, false);
    assert_int_equal(st.p[0].abnormal, 0);
    int m = dbe_give(ctx, &st, 0, "DBE-023", DBE_ZONE_DESTINY);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_pick(ctx, &st, DBE_OPT_EVOLVE, m);
    assert_int_equal(dbe_active(&st, 0), m);
    assert_int_equal(n_of(0, DBE_ZONE_HAND), 2);
    assert_int_equal(st.p[0].hp, 2200);
}

/* Evolving by DNA: the active is one material, a hand card the other; DP
** ignored and kept; the material goes to the trash (reading 17); not for an
** abnormal active. */
static void evolution_dna(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_ACTIVE);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, blaze, false);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);
    int hawk = dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_EVOLVE, twin), -1); /* no DP cost: never by DP */
    int i = dbe_find(ctx, &st, DBE_OPT_DNA, twin);
    assert_true(i >= 0);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    assert_int_equal(d.options[i].with, hawk);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(dbe_active(&st, 0), twin);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], hawk) >= 0);
    assert_int_equal(n_of(0, DBE_ZONE_DP), 1);    /* DP ignored: kept */
    assert_int_equal(st.p[0].abnormal, 0);        /* a U with 2 cards under it */
    assert_int_equal(st.p[0].hp, 1500);
    /* an abnormal Blazehound cannot */
    dbe_fresh(ctx, &st);
    blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, blaze, false);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_HAND);
    st.stage = S_EVOLVE;
    st.turn_player = 0;
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_DNA, twin), -1);
}

/* Prep Phase, Partner Evolution: the partner R active may become a partner C
** of the Destiny Zone at once, with its bonuses; then no evolving this turn
** (reading 18). A KO'd partner R goes back into the deck, a partner C (from
** the Destiny Zone) is deleted (Battle Phase step 6; Glossary: Delete). */
static void prep_partner_evolution(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-004");
    int gust = dbe_active_give(ctx, &st, 0, "DBE-004");
    st.p[0].partner_inst = (int16_t)gust;
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int hawk = dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_DESTINY);
    st.inst_destiny[hawk] = 1;
    int storm = dbe_give(ctx, &st, 0, "DBE-020", DBE_ZONE_HAND);
    for (int i = 0; i < 5; i++) dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PARTNER);
    dbe_pick(ctx, &st, DBE_OPT_CARD, hawk);
    assert_int_equal(dbe_active(&st, 0), hawk);
    assert_int_equal(st.p[0].hp, 850 + 100);
    assert_int_equal(st.p[0].abnormal, 0);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);              /* rack nothing */
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_EVOLVE); /* Stormroc by DP: not this turn */
    (void)storm;
    /* the KO: Galehawk deleted, Gustling shuffled into the deck */
    int deck = n_of(0, DBE_ZONE_DECK);
    st.p[0].hp = 10;
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    st.p[1].first = 5;                                  /* Tidekit strikes first */
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(st.p[1].ko_points, 1);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DELETED], hawk) >= 0);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DECK], gust) >= 0 || dbe_pile_find(&st.p[0].z[DBE_ZONE_HAND], gust) >= 0);
    assert_true(n_of(0, DBE_ZONE_DECK) + n_of(0, DBE_ZONE_HAND) >= deck + 1);
}

/* End Phase: the turn player discards to 6; lingering effects (boosts, 1st
** Attack) end; HP stays; supports go to the trash. */
static void end_phase(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    for (int i = 0; i < 8; i++) dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_SUPPORT);
    st.p[0].boost[0] = 200;
    st.p[0].hp = 123;
    dbe_begin(ctx, &st, 0, 3, S_DISCARD);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_DISCARD);
    assert_int_equal(p, 0);
    dbe_pick(ctx, &st, DBE_OPT_CARD, -1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, -1);
    assert_int_equal(n_of(0, DBE_ZONE_HAND), 6);
    assert_int_equal(st.turn_player, 1);
    assert_int_equal(st.p[0].boost[0], 0);
    assert_int_equal(st.p[0].first, 0);
    assert_int_equal(st.p[0].hp, 123);
    assert_int_equal(n_of(0, DBE_ZONE_SUPPORT), 0);
    assert_int_equal(n_of(0, DBE_ZONE_TRASH), 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pre_game_setup), cmocka_unit_test(prep_draw), cmocka_unit_test(prep_full_mulligan),
        cmocka_unit_test(prep_play_abnormal), cmocka_unit_test(prep_no_digimon), cmocka_unit_test(prep_partner_evolution), cmocka_unit_test(evolution_rack),
        cmocka_unit_test(evolution_by_dp), cmocka_unit_test(evolution_evo_box),
        cmocka_unit_test(evolution_abnormal_and_mega), cmocka_unit_test(evolution_dna), cmocka_unit_test(end_phase),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
