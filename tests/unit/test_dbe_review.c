/* test_dbe_review.c: a second reading of the DBE ruleset against its rules
** document (docs/dbe-review.md): tests that fail on the most plausible wrong
** code the first tests let through, hidden information, and bad input. */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static int n_of(int p, int zone) { return st.p[p].z[zone].n; }

/* Emberpup against Tidekit, P1's turn 3 at the Evolution Phase's evolve step. */
static void at_evolve(void)
{
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001"); /* Emberpup R Dragon */
    dbe_active_give(ctx, &st, 1, "DBE-002");
}

/* The option of the decision whose future is future and Evolution card evo; -1 when none. */
static int evolve_option(int future, int evo)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, &st, &d)) return -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_EVOLVE && d.options[i].card == future && d.options[i].with == evo) return i;
    return -1;
}

/* Evolving by Evolution card: one that ignores DP evolves without the
** future's DP and keeps the DP zone (the discard of all DP is skipped when
** ignoring DP); the card goes to the trash; the evo-box bonus applies. */
static void evolution_card_ignoring_dp_keeps_dp(void **state)
{
    (void)state;
    at_evolve();
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND); /* C Dragon, 30 DP */
    int free_evo = dbe_give(ctx, &st, 0, "DBE-041", DBE_ZONE_HAND); /* ignores DP */
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);                 /* 20 DP: short of 30 */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(evolve_option(blaze, -1), -1);
    int i = evolve_option(blaze, free_evo);
    assert_true(i >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(dbe_active(&st, 0), blaze);
    assert_int_equal(n_of(0, DBE_ZONE_DP), 1);
    assert_int_equal(dbe_dp(ctx, &st, 0), 20);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], free_evo) >= 0);
    assert_int_equal(st.p[0].hp, 1100);
}

/* Evolving by Evolution card: one that ignores only level still needs the
** future's DP, and then all DP is discarded. */
static void evolution_card_ignoring_level_needs_and_discards_dp(void **state)
{
    (void)state;
    at_evolve();
    int inferno = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND); /* U Dragon, 40 DP */
    int leap = dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_HAND);    /* ignores level */
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);                 /* 30 DP */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(evolve_option(inferno, leap), -1);
    assert_int_equal(evolve_option(inferno, -1), -1); /* by DP: R to U skips a level */
    at_evolve();
    inferno = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    leap = dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP); /* 50 DP */
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(evolve_option(inferno, -1), -1); /* by DP: R to U skips a level, DP or not */
    int i = evolve_option(inferno, leap);
    assert_true(i >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(dbe_active(&st, 0), inferno);
    assert_int_equal(n_of(0, DBE_ZONE_DP), 0);
    assert_int_equal(dbe_dp(ctx, &st, 0), 0);
    /* Wild Evolution ignores type, not level: Emberpup (Dragon) to Thornbeast (Jungle) */
    at_evolve();
    int thorn = dbe_give(ctx, &st, 0, "DBE-011", DBE_ZONE_HAND);
    int inf2 = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    int wild = dbe_give(ctx, &st, 0, "DBE-040", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(evolve_option(thorn, -1), -1);
    assert_true(evolve_option(thorn, wild) >= 0);
    assert_int_equal(evolve_option(inf2, wild), -1);
}

/* A future with no printed DP cost is never evolved to by DP, but an
** Evolution card asks the DP only "if it has one printed": Blazehound to
** Twinfang (no cost) with Leap Evolution and no DP at all. */
static void evolution_card_future_without_cost(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_ACTIVE);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_set_active(ctx, &st, 0, blaze, false);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);
    int leap = dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(evolve_option(twin, -1), -1);
    assert_true(evolve_option(twin, leap) >= 0);
}

/* One act of evolving per turn: after evolving by DP, the Evolution Phase
** asks no more and the turn goes on to the Strategy Phase. */
static void one_evolution_per_turn(void **state)
{
    (void)state;
    at_evolve();
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND);
    for (int i = 0; i < 3; i++) dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_pick(ctx, &st, DBE_OPT_EVOLVE, blaze);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_ATTACK);
    /* and the flag asks none even when the stage is entered again with DP for Infernodramon */
    for (int i = 0; i < 2; i++) dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    st.stage = S_EVOLVE;
    dcg_dbe_decision d;
    dbe_evolve_options(ctx, &st, &d);
    assert_int_equal(d.n, 1);
}

/* Evolving by DP with flat tokens (Glossary: Flatten): removing one asks 10
** DP more than the future's cost; with the cost only, the plain evolution. */
static void flat_removal_needs_ten_more(void **state)
{
    (void)state;
    for (int dp = 30; dp <= 40; dp += 10) {
        at_evolve();
        st.p[0].flat = 2;
        int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND); /* 30 DP */
        dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
        if (dp == 40) dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_DP);
        dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
        dcg_dbe_decision d;
        assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
        int plain = -1, unflat = -1;
        for (int i = 0; i < d.n; i++)
            if (d.options[i].kind == DBE_OPT_EVOLVE && d.options[i].card == blaze) *(d.options[i].attack == 1 ? &unflat : &plain) = i;
        assert_true(plain >= 0);
        assert_int_equal(unflat >= 0, dp == 40);
        assert_int_equal(dcg_dbe_answer(ctx, &st, dp == 40 ? unflat : plain), DCG_OK);
        assert_int_equal(st.p[0].flat, dp == 40 ? 1 : 2);
        assert_int_equal(n_of(0, DBE_ZONE_DP), 0);
    }
}

/* Evolving by DNA: the active must be one of the materials (Blazehound or
** Galehawk): an Emberpup with Twinfang and Galehawk in hand cannot. */
static void dna_needs_the_active_as_material(void **state)
{
    (void)state;
    at_evolve();
    int twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_RACK);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_DNA, twin), -1);
}

/* Partner Evolution: into a level C of the Destiny Zone whose evo-box names
** the partner, not any level C there. */
static void partner_c_names_the_partner(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-004"); /* Gustling */
    st.p[0].partner_inst = (int16_t)dbe_active_give(ctx, &st, 0, "DBE-004");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int bloom = dbe_give(ctx, &st, 0, "DBE-016", DBE_ZONE_DESTINY); /* names "-bug" only */
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PARTNER);
    int hawk = dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_DESTINY); /* names Gustling */
    st.stage = S_PARTNER;
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PARTNER);
    assert_true(dbe_find(ctx, &st, DBE_OPT_CARD, hawk) >= 0);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_CARD, bloom), -1);
}

/* Battle Phase step 1 (given at the turn's start): the turn player holds
** one stack of 1st Attack, the other none. */
static void turn_player_first_attack(void **state)
{
    (void)state;
    at_evolve();
    st.turn = 2;
    st.turn_player = 1;
    st.p[1].first = 1;
    st.stage = S_TURN_START;
    dbe_run(ctx, &st);
    assert_int_equal(st.turn_player, 0);
    assert_int_equal(st.p[0].first, 1);
    assert_true(st.p[0].first_tick > 0);
    dbe_end_turn(ctx, &st);
    assert_int_equal(st.p[0].first, 0);
    assert_int_equal(st.p[1].first, 0);
}

/* A player's DP counts what effects added beside the DP zone's +P
** (Evolution: player DP is not only the zone's), and evolving by DP clears
** it with the zone (reading 15). */
static void effect_dp_counts_and_clears(void **state)
{
    (void)state;
    at_evolve();
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND); /* 30 DP */
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_DP);                /* 20 */
    st.p[0].dp_mod = 10;
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(dbe_dp(ctx, &st, 0), 30);
    dbe_pick(ctx, &st, DBE_OPT_EVOLVE, blaze);
    assert_int_equal(st.p[0].dp_mod, 0);
    assert_int_equal(dbe_dp(ctx, &st, 0), 0);
}

/* Prep Phase, full mulligans: only with 3 or more cards in hand. */
static void full_mulligan_needs_three(void **state)
{
    (void)state;
    at_evolve();
    for (int i = 0; i < 2; i++) dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_FULL_MULLIGAN);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_RACK);
    assert_int_equal(n_of(0, DBE_ZONE_TRASH), 0);
}

/* Hidden information (Pre-Game Setup: the side pile and the set-aside cards
** face down; the Dark Area is hidden like a hand; Inspect shows the Destiny
** Zone): what the other sees of a player's zones. */
static void observation_hides_zones(void **state)
{
    (void)state;
    at_evolve();
    dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-010", DBE_ZONE_DARK);
    dbe_give(ctx, &st, 0, "DBE-011", DBE_ZONE_SIDE);
    dbe_give(ctx, &st, 0, "DBE-023", DBE_ZONE_DESTINY);
    dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_TRASH);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_begin(ctx, &st, 0, 3, S_RACK);
    dcg_dbe_observation o;
    dcg_dbe_observe(ctx, &st, 1, &o);
    static const int secret[] = {DBE_ZONE_HAND, DBE_ZONE_DARK, DBE_ZONE_SIDE, DBE_ZONE_DECK};
    for (size_t k = 0; k < sizeof secret / sizeof *secret; k++) {
        assert_int_equal(o.p[0].n[secret[k]], n_of(0, secret[k]));
        for (int i = 0; i < n_of(0, secret[k]); i++) assert_int_equal(o.p[0].cards[secret[k]][i], -1);
    }
    static const int open[] = {DBE_ZONE_DESTINY, DBE_ZONE_TRASH, DBE_ZONE_DP, DBE_ZONE_ACTIVE};
    for (size_t k = 0; k < sizeof open / sizeof *open; k++)
        assert_int_equal(o.p[0].cards[open[k]][0], st.inst_card[st.p[0].z[open[k]].c[0]]);
    /* the owner sees their hand, Dark Area and side pile, not their deck's order */
    dcg_dbe_observe(ctx, &st, 0, &o);
    assert_int_equal(o.p[0].cards[DBE_ZONE_HAND][0], dcg_dbe_card_find(ctx, "DBE-009"));
    assert_int_equal(o.p[0].cards[DBE_ZONE_DARK][0], dcg_dbe_card_find(ctx, "DBE-010"));
    assert_int_equal(o.p[0].cards[DBE_ZONE_SIDE][0], dcg_dbe_card_find(ctx, "DBE-011"));
    assert_int_equal(o.p[0].cards[DBE_ZONE_DECK][0], -1);
}

/* P1's secrets in two arrangements: the same cards in hand, Dark Area and
** deck, dealt differently (a swaps Blazehound and Reefdramon against b). */
static void secrets(dcg_dbe_state *s, bool swap)
{
    dbe_fresh(ctx, s);
    dbe_active_give(ctx, s, 0, "DBE-001");
    dbe_active_give(ctx, s, 1, "DBE-002");
    int blaze = dbe_give(ctx, s, 0, "DBE-009", DBE_ZONE_HAND);
    int reef = dbe_give(ctx, s, 0, "DBE-010", DBE_ZONE_DECK);
    int thorn = dbe_give(ctx, s, 0, "DBE-011", DBE_ZONE_DARK);
    dbe_give(ctx, s, 1, "DBE-012", DBE_ZONE_HAND);
    if (swap) { /* the same instances, in one another's places */
        s->p[0].z[DBE_ZONE_HAND].c[0] = (uint8_t)reef;
        s->p[0].z[DBE_ZONE_DECK].c[s->p[0].z[DBE_ZONE_DECK].n - 1] = (uint8_t)thorn;
        s->p[0].z[DBE_ZONE_DARK].c[0] = (uint8_t)blaze;
    }
}

/* Determinize: the result depends on what the viewer knows only: P1's hand,
** Dark Area and deck are one pool to P2; P2's own hand stays; sizes stay. */
static void determinize_pools_hand_and_dark(void **state)
{
    (void)state;
    static dcg_dbe_state a, b;
    secrets(&a, false);
    secrets(&b, true);
    assert_true(dcg_dbe_state_hash(&a) != dcg_dbe_state_hash(&b));
    uint64_t rng[4];
    memcpy(rng, a.rng, sizeof rng);
    dcg_dbe_determinize(&a, 1, 42);
    assert_memory_not_equal(rng, a.rng, sizeof rng); /* the game's future shuffles are not known either */
    dcg_dbe_determinize(&b, 1, 42);
    assert_true(dcg_dbe_state_hash(&a) == dcg_dbe_state_hash(&b));
    assert_int_equal(a.p[0].z[DBE_ZONE_HAND].n, 1);
    assert_int_equal(a.p[0].z[DBE_ZONE_DARK].n, 1);
    assert_int_equal(a.p[1].z[DBE_ZONE_HAND].n, 1);
    assert_int_equal(a.inst_card[a.p[1].z[DBE_ZONE_HAND].c[0]], dcg_dbe_card_find(ctx, "DBE-012"));
    assert_null(dbe_invariant_broken(&a));
}

/* A Support played blind (Support Phase: face down from the deck's top) is
** unknown to the other until it is revealed: the observation shows it face
** down and determinizing pools it with the rest of its owner's secrets. */
static void blind_support_hidden(void **state)
{
    (void)state;
    static dcg_dbe_state a, b;
    dcg_dbe_state *s[2] = {&a, &b};
    for (int k = 0; k < 2; k++) {
        secrets(s[k], k == 1);
        s[k]->turn_player = 1;
        s[k]->first_player = 1;
        s[k]->turn = 3;
        s[k]->p[0].attack = DBE_CIRCLE;
        s[k]->p[1].attack = DBE_CIRCLE;
        s[k]->phase = DBE_PHASE_SUPPORT;
        s[k]->stage = S_SUPPORT_NTP;
        s[k]->decider = 0;
        dbe_pick(ctx, s[k], DBE_OPT_BLIND, -1); /* P1 (not the turn player) supports blind */
        assert_int_equal(s[k]->stage, S_SUPPORT_TP);
    }
    dcg_dbe_observation oa, ob;
    dcg_dbe_observe(ctx, &a, 1, &oa);
    dcg_dbe_observe(ctx, &b, 1, &ob);
    assert_int_equal(oa.p[0].n[DBE_ZONE_SUPPORT], 1);
    assert_int_equal(oa.p[0].cards[DBE_ZONE_SUPPORT][0], -1);
    assert_memory_equal(&oa, &ob, sizeof oa);
    dcg_dbe_determinize(&a, 1, 3);
    dcg_dbe_determinize(&b, 1, 3);
    assert_true(dcg_dbe_state_hash(&a) == dcg_dbe_state_hash(&b));
    assert_int_equal(a.p[0].sup_card, a.p[0].z[DBE_ZONE_SUPPORT].c[0]);
}

/* Bad answers: an index out of range is refused and changes nothing; a game
** over answers nothing. */
static void bad_answers(void **state)
{
    (void)state;
    at_evolve();
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_RACK);
    uint64_t h = dcg_dbe_state_hash(&st);
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    const int bad[] = {-1, d.n, 1000, -1000};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(dcg_dbe_answer(ctx, &st, bad[i]), DCG_EINVAL);
        assert_true(dcg_dbe_state_hash(&st) == h);
    }
    dbe_win(ctx, &st, 0, "test");
    assert_int_equal(dcg_dbe_answer(ctx, &st, 0), DCG_EOVER);
}

/* A deck list to the parser. */
static dcg_status parse(const char *text)
{
    dcg_dbe_deck d;
    return dcg_dbe_deck_parse(ctx, text, "t.txt", &d);
}

#define MAIN40 "main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n4 DBE-010\n"

/* Deck lists: a line is COUNT NUMBER and nothing else (no count with
** letters after it, no third word lost silently); Deck Construction: a card
** twice in the Destiny Zone, a partner that is not a level R. */
static void deck_list_errors(void **state)
{
    (void)state;
    assert_int_equal(parse(MAIN40 "side:\n4 DBE-011\n4 DBE-012\ndestiny:\n1 DBE-023\n1 DBE-024\n"), DCG_EDECK);
    assert_int_equal(parse(MAIN40 "side:\n4 DBE-011\n4 DBE-013\n1 DBE-014\ndestiny:\n1 DBE-023\n"), DCG_OK);
    struct { const char *text, *error; } cases[] = {
        {MAIN40 "side:\n4 DBE-011\n4x DBE-013\n1 DBE-014\ndestiny:\n1 DBE-023\n", "expected 'COUNT NUMBER'"},
        {MAIN40 "side:\n4 DBE-011\n4 DBE-013 DBE-014\n1 DBE-014\ndestiny:\n1 DBE-023\n", "expected 'COUNT NUMBER'"},
        {"partner DBE-009 DBE-001\n" MAIN40 "side:\n4 DBE-011\n4 DBE-013\n1 DBE-014\ndestiny:\n1 DBE-023\n", "expected 'partner NUMBER'"},
        {"partner DBE-009\n" MAIN40 "side:\n4 DBE-011\n4 DBE-013\n1 DBE-014\ndestiny:\n1 DBE-023\n", "is a level R Digimon"},
        {"partner DBE-004\nmain:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n"
         "4 DBE-009\n4 DBE-010\n4 DBE-014\nside:\n4 DBE-011\n4 DBE-013\ndestiny:\n1 DBE-012\n1 DBE-023\n", "no copy of its partner"},
        {"partner DBE-004\nmain:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n1 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n"
         "4 DBE-009\n4 DBE-010\n3 DBE-014\nside:\n4 DBE-011\n4 DBE-013\ndestiny:\n1 DBE-012\n1 DBE-012\n", "two copies"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        assert_int_not_equal(parse(cases[i].text), DCG_OK);
        if (!strstr(dcg_dbe_errmsg(ctx), cases[i].error)) fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
    }
}

/* A deck file longer than a fixed buffer is read whole (not cut short). */
static void deck_file_long(void **state)
{
    (void)state;
    char path[] = "/tmp/dbe-review-deck-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    for (int i = 0; i < 200; i++) fprintf(f, "# %0*d\n", 90, i); /* 18 KB of comments */
    FILE *src = fopen(DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", "r");
    assert_non_null(src);
    int c;
    while ((c = fgetc(src)) != EOF) fputc(c, f);
    fclose(src);
    fclose(f);
    dcg_dbe_deck d, want;
    dcg_status s = dcg_dbe_deck_load(ctx, path, &d);
    unlink(path);
    if (s != DCG_OK) fail_msg("%s", dcg_dbe_errmsg(ctx));
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &want), DCG_OK);
    assert_memory_equal(&d, &want, sizeof d);
}

/* Bad input is refused by name in bounded time: a deck list that is a FIFO
** (it would block a read for ever), a card script that is a symbolic link (it
** could lead out of the folder), a deck list longer than 1 MB (core/files.h). */
static void files_refused(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-review-files-XXXXXX", path[300];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/deck.txt", dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    dcg_dbe_deck d;
    assert_int_equal(dcg_dbe_deck_load(ctx, path, &d), DCG_EIO);
    if (!strstr(dcg_dbe_errmsg(ctx), "not a regular file")) fail_msg("%s", dcg_dbe_errmsg(ctx));
    unlink(path);
    FILE *f = fopen(path, "w");
    for (int i = 0; i < 12000; i++) fprintf(f, "# %0*d\n", 90, i); /* 1.1 MB of comments */
    fclose(f);
    assert_int_equal(dcg_dbe_deck_load(ctx, path, &d), DCG_ELIMIT);
    unlink(path);
    snprintf(path, sizeof path, "%s/DBE-027.lua", dir);
    assert_int_equal(symlink(DCG_SOURCE_DIR "/scripts/dbe/DBE-027.lua", path), 0);
    assert_int_equal(dbe_script_load_dir(ctx, dir), -1);
    if (!strstr(dcg_dbe_errmsg(ctx), "DBE-027.lua")) fail_msg("%s", dcg_dbe_errmsg(ctx));
    unlink(path);
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* A game from decks that the API was handed directly: counts past the list's
** arrays or a bad card are refused, and the refused state answers nothing. */
static void game_start_bad_decks(void **state)
{
    (void)state;
    static dcg_dbe_deck d[2];
    assert_int_equal(dcg_dbe_deck_load(ctx, DCG_SOURCE_DIR "/cards/dbe/decks/flame.txt", &d[0]), DCG_OK);
    d[1] = d[0];
    d[1].n_main = DCG_DBE_DECK_MAX + 1;
    d[1].n_side = 0;
    assert_int_not_equal(dcg_dbe_game_start(ctx, &st, &d[0], &d[1], 1), DCG_OK);
    dcg_dbe_decision dec;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &dec), DCG_EOVER);
    d[1] = d[0];
    d[1].n_destiny = -1;
    assert_int_not_equal(dcg_dbe_game_start(ctx, &st, &d[0], &d[1], 1), DCG_OK);
    d[1] = d[0];
    d[1].main[3] = 60000;
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &d[0], &d[1], 1), DCG_EINVAL);
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &dec), DCG_EOVER);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &d[0], &d[0], 1), DCG_OK);
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &dec), DCG_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(evolution_card_ignoring_dp_keeps_dp),
        cmocka_unit_test(evolution_card_ignoring_level_needs_and_discards_dp),
        cmocka_unit_test(evolution_card_future_without_cost),
        cmocka_unit_test(one_evolution_per_turn),
        cmocka_unit_test(flat_removal_needs_ten_more),
        cmocka_unit_test(dna_needs_the_active_as_material),
        cmocka_unit_test(partner_c_names_the_partner),
        cmocka_unit_test(effect_dp_counts_and_clears),
        cmocka_unit_test(full_mulligan_needs_three),
        cmocka_unit_test(turn_player_first_attack),
        cmocka_unit_test(observation_hides_zones),
        cmocka_unit_test(determinize_pools_hand_and_dark),
        cmocka_unit_test(blind_support_hidden),
        cmocka_unit_test(bad_answers),
        cmocka_unit_test(deck_list_errors),
        cmocka_unit_test(deck_file_long), cmocka_unit_test(files_refused),
        cmocka_unit_test(game_start_bad_decks),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
