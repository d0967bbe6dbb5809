/* test_dbe_destiny.c: the Destiny Zone's special cards and their deck rules
** (docs/dbe.md): Mastery, Proxy, Ace, Firewall, DATA, gems (Deck
** Construction, Pre-Game Setup, Glossary: Proxy, DATA, Data Break, Delete). */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <stdio.h>
#include <stdlib.h>
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static dcg_status parse(const char *text)
{
    dcg_dbe_deck d;
    return dcg_dbe_deck_parse(ctx, text, "t.txt", &d);
}

/* 37 cards of the main deck; with 3 more it is 40. */
#define MAIN37 "main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n1 DBE-004\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n4 DBE-010\n"
#define SIDE8 "side:\n4 DBE-011\n4 DBE-013\n"
#define SIDE9 SIDE8 "1 DBE-015\n"

/* Deck Construction: each rule of the Destiny Zone's special cards refuses a
** deck that breaks it, naming the rule; legal decks pass. */
static void deck_rules(void **state)
{
    (void)state;
    struct { const char *text, *error; } ok[] = {
        {MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-056\n", NULL},                 /* a Mastery */
        {MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-060\n1 DBE-056\n", NULL},                 /* a Proxy */
        {MAIN37 "1 DBE-061\n2 DBE-063\n" SIDE8 "1 DBE-063\n" "destiny:\n1 DBE-023\n", NULL},                /* 1 Ace, 3 Firewalls */
        {"partner DBE-004\n" MAIN37 "1 DBE-057\n1 DBE-068\n1 DBE-014\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-012\n", NULL},
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
        if (parse(ok[i].text) != DCG_OK) fail_msg("legal deck %zu refused: %s", i, dcg_dbe_errmsg(ctx));
    struct { const char *text, *error; } bad[] = {
        {MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-060\n1 DBE-066\n", "more than 1 Proxy"},
        {MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-056\n1 DBE-067\n", "more than 1 Mastery"},
        {MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-025\n", "a Proxy or a Mastery, not DBE-025"},
        {MAIN37 "2 DBE-014\n1 DBE-056\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-060\n", "a Mastery goes in the Destiny Zone"},
        {MAIN37 "2 DBE-061\n1 DBE-014\n" SIDE9 "destiny:\n1 DBE-023\n", "more than 1 copies of DBE-061"},
        {MAIN37 "1 DBE-061\n1 DBE-062\n1 DBE-014\n" SIDE9 "destiny:\n1 DBE-023\n", "more than 1 Ace card"},
        {MAIN37 "3 DBE-063\n" SIDE8 "1 DBE-063\n" "destiny:\n1 DBE-023\n", "more than 3 copies of DBE-063"},
        {MAIN37 "3 DBE-063\n" SIDE8 "1 DBE-064\n" "destiny:\n1 DBE-023\n", "more than 3 Firewall"},
        {MAIN37 "1 DBE-059\n2 DBE-014\n" SIDE9 "destiny:\n1 DBE-023\n", "no card of the Destiny Zone has the name of the DATA card DBE-059"},
        {MAIN37 "2 DBE-057\n1 DBE-014\n" SIDE9 "destiny:\n1 DBE-023\n", "more than 1 copies of DBE-057"},
        {"partner DBE-004\n" MAIN37 "1 DBE-057\n1 DBE-068\n1 DBE-059\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-012\n",
         "more than 2 different DATA"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(parse(bad[i].text), DCG_EDECK);
        if (!strstr(dcg_dbe_errmsg(ctx), bad[i].error)) fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
    }
}

/* Cards of this test only (not the sample): level M's whose evo-box names a
** DNA material or a bonus's card, their DATA cards, and two more partner C's
** naming Gustling. Loaded after the sample into this test's context. */
static void load_test_cards(void)
{
    static bool loaded;
    if (loaded) return;
    loaded = true;
    char path[] = "/tmp/dbe-destiny-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("[{\"number\": \"TST-M1\", \"name\": \"Cogdramon\", \"kind\": \"digimon\", \"level\": \"M\", \"type\": \"Metal\","
          " \"hp\": 2000, \"evo_box\": {\"dna\": [\"Ironjaw\", \"Cogling\"]}},"
          "{\"number\": \"TST-M2\", \"name\": \"Stormdramon\", \"kind\": \"digimon\", \"level\": \"M\", \"type\": \"Wind\","
          " \"hp\": 2000, \"evo_box\": {\"bonus\": [{\"from\": \"Stormwing\", \"draw\": 1}]}},"
          "{\"number\": \"TST-D1\", \"name\": \"Ironjaw DATA\", \"kind\": \"data\"},"
          "{\"number\": \"TST-D2\", \"name\": \"Stormwing DATA\", \"kind\": \"data\"},"
          "{\"number\": \"TST-D3\", \"name\": \"Nothing DATA\", \"kind\": \"data\"},"
          "{\"number\": \"TST-C1\", \"name\": \"Gustwing\", \"kind\": \"digimon\", \"level\": \"C\", \"type\": \"Wind\","
          " \"hp\": 800, \"evo_box\": {\"names\": [\"Gustling\"]}},"
          "{\"number\": \"TST-C2\", \"name\": \"Gustclaw\", \"kind\": \"digimon\", \"level\": \"C\", \"type\": \"Wind\","
          " \"hp\": 800, \"evo_box\": {\"names\": [\"Gustling\"]}}]", f);
    fclose(f);
    int rc = dbe_cards_load(ctx, path);
    remove(path);
    if (rc) fail_msg("test cards: %s", dcg_dbe_errmsg(ctx));
}

/* Deck Construction, DATA card Legality: a name in a Destiny Zone card's
** evo-box makes its DATA card legal, a DNA material (the document's example:
** a Mega naming its DNA material) or a bonus's card as well as a name it
** evolves from (reading 31); a name nowhere there does not. Deck
** Construction: up to 2 partner C's, so a third is refused. */
static void data_legal_by_evo_box(void **state)
{
    (void)state;
    load_test_cards();
    assert_int_equal(parse(MAIN37 "1 TST-D1\n2 DBE-014\n" SIDE9 "destiny:\n1 TST-M1\n"), DCG_OK);
    assert_int_equal(parse(MAIN37 "1 TST-D2\n2 DBE-014\n" SIDE9 "destiny:\n1 TST-M2\n"), DCG_OK);
    assert_int_equal(parse(MAIN37 "1 TST-D3\n2 DBE-014\n" SIDE9 "destiny:\n1 TST-M1\n"), DCG_EDECK);
    assert_int_equal(parse("partner DBE-004\n" MAIN37 "3 DBE-014\n" "side:\n4 DBE-011\n3 DBE-013\n"
                           "destiny:\n1 DBE-012\n1 TST-C1\n1 TST-C2\n"), DCG_EDECK);
    assert_non_null(strstr(dcg_dbe_errmsg(ctx), "more than 2 partner C"));
    assert_int_equal(parse("partner DBE-004\n" MAIN37 "3 DBE-014\n" SIDE8 "destiny:\n1 DBE-012\n1 TST-C1\n"), DCG_OK);
}

/* A deck of 40 Emberpups (and extra cards) for game_start. */
static void deck_of(dcg_dbe_deck *d, const char *const *main_extra, int n_extra, const char *const *destiny, int n_d)
{
    memset(d, 0, sizeof *d);
    d->partner = -1;
    for (int i = 0; i < n_extra; i++) d->main[d->n_main++] = (uint16_t)dcg_dbe_card_find(ctx, main_extra[i]);
    while (d->n_main < 40) d->main[d->n_main++] = (uint16_t)dcg_dbe_card_find(ctx, "DBE-001");
    for (int i = 0; i < n_d; i++) d->destiny[d->n_destiny++] = (uint16_t)dcg_dbe_card_find(ctx, destiny[i]);
}

/* Pre-Game Setup, Inspect: the Mastery goes on top of the Destiny Zone, its
** effects in force (its Passive's Power on its owner's active). */
static void mastery_on_top(void **state)
{
    (void)state;
    static const char *const dz[] = {"DBE-056", "DBE-023"};
    dcg_dbe_deck a, b;
    deck_of(&a, NULL, 0, dz, 2);
    deck_of(&b, NULL, 0, NULL, 0);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, 3), DCG_OK);
    const dbe_pile *z = &st.p[0].z[DBE_ZONE_DESTINY];
    assert_string_equal(dbe_inst(ctx, &st, z->c[z->n - 1])->number, "DBE-056");
    assert_true(dbe_mastery(ctx, &st, 0) >= 0);
    dbe_fresh(ctx, &st);
    dbe_give(ctx, &st, 0, "DBE-056", DBE_ZONE_DESTINY);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 300 + 20);  /* Emberpup's circle and the Mastery's 20 */
}

/* Pre-Game Setup, Side Piles: each player chooses their gems (reading R10-D-7):
** here every gem they can, up to 4. */
static void set_all_gems(void)
{
    int p;
    while (dbe_decision_kind(ctx, &st, &p) == DBE_DEC_GEMS)
        dbe_pick(ctx, &st, dbe_find(ctx, &st, DBE_OPT_CARD, -1) >= 0 ? DBE_OPT_CARD : DBE_OPT_DONE, -1);
}

/* Pre-Game Setup, Side Piles: the deck's gem cards (up to 4) go face up on
** the side pile: the other sees them there; the cards set aside face down stay hidden. */
static void gems_face_up(void **state)
{
    (void)state;
    static const char *const gems[] = {"DBE-065", "DBE-065", "DBE-065"};
    dcg_dbe_deck a, b;
    deck_of(&a, gems, 3, NULL, 0);
    deck_of(&b, NULL, 0, NULL, 0);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, 3), DCG_OK);
    set_all_gems();
    assert_int_equal(st.p[0].z[DBE_ZONE_SIDE].n, 3);
    assert_int_equal(st.p[0].z[DBE_ZONE_DECK].n, 40 - 3 - 5);
    /* the first player sets aside a hand card (face down) */
    if (st.decider == 0) dbe_pick(ctx, &st, DBE_OPT_CARD, -1);
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 1, &ob);
    int garnet = dcg_dbe_card_find(ctx, "DBE-065"), shown = 0;
    for (int i = 0; i < ob.p[0].n[DBE_ZONE_SIDE]; i++) shown += ob.p[0].cards[DBE_ZONE_SIDE][i] == garnet;
    assert_int_equal(shown, 3);
    if (st.p[0].z[DBE_ZONE_SIDE].n == 4) assert_int_equal(ob.p[0].cards[DBE_ZONE_SIDE][3], -1);
}

/* Pre-Game Setup, Side Piles: at most 4 gem cards go face up, under the
** side pile's face-down cards; the other sees the gems and nothing else
** there. Pre-Game Setup, Inspect: the Destiny Zone is shown to the other, and
** a determinized game for the other keeps it and the face-up gems in place
** (they are known), redealing only what is hidden. */
static void gems_and_destiny_public(void **state)
{
    (void)state;
    static const char *const gems[] = {"DBE-065", "DBE-065", "DBE-065", "DBE-065", "DBE-065"};
    static const char *const dz[] = {"DBE-023", "DBE-056"};
    dcg_dbe_deck a, b;
    deck_of(&a, gems, 5, dz, 2);
    a.side[a.n_side++] = (uint16_t)dcg_dbe_card_find(ctx, "DBE-002");
    a.side[a.n_side++] = (uint16_t)dcg_dbe_card_find(ctx, "DBE-003");
    deck_of(&b, NULL, 0, NULL, 0);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, 3), DCG_OK);
    set_all_gems();
    int garnet = dcg_dbe_card_find(ctx, "DBE-065");
    const dbe_pile *side = &st.p[0].z[DBE_ZONE_SIDE];
    assert_int_equal(side->n, 2 + 4);                          /* 4 gems of the 5 */
    assert_int_equal(st.p[0].gems_up, 4);
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 1, &ob);
    for (int i = 0; i < side->n; i++) {
        assert_int_equal(st.inst_card[side->c[i]] == garnet, i < 4);   /* the gems at the bottom */
        assert_int_equal(ob.p[0].cards[DBE_ZONE_SIDE][i], i < 4 ? garnet : -1);
    }
    dcg_dbe_state before, d;
    memcpy(&before, &st, sizeof st);
    for (uint64_t seed = 1; seed <= 16; seed++) {
        memcpy(&d, &before, sizeof d);
        dcg_dbe_determinize(&d, 1, seed);
        assert_memory_equal(&d.p[0].z[DBE_ZONE_DESTINY], &before.p[0].z[DBE_ZONE_DESTINY], sizeof(dbe_pile));
        for (int i = 0; i < 4; i++) assert_int_equal(d.inst_card[d.p[0].z[DBE_ZONE_SIDE].c[i]], garnet);
    }
}

/* Glossary: Proxy; Deck Construction (a Proxy in the Destiny Zone); Glossary:
** Delete: the Proxy is the Support when the partner is discarded, and is
** deleted after use. */
static void proxy_support(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int proxy = dbe_give(ctx, &st, 0, "DBE-060", DBE_ZONE_DESTINY);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-004");
    dbe_begin(ctx, &st, 0, 3, S_ATTACK_TP);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);                   /* P2: no support */
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_PROXY, proxy), -1); /* no partner in hand: no Proxy */
    st.p[0].partner_inst = -1;
    dbe_give(ctx, &st, 0, "DBE-001", DBE_ZONE_HAND);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_PROXY, proxy), -1); /* another card is not the partner */
    int gust = dbe_give(ctx, &st, 0, "DBE-004", DBE_ZONE_HAND);
    st.p[0].partner_inst = (int16_t)gust;
    st.p[0].hp = 300;
    dbe_pick(ctx, &st, DBE_OPT_PROXY, proxy);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], gust) >= 0);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DELETED], proxy) >= 0); /* used, then deleted */
    assert_int_equal(st.p[0].hp, 300 + 200 - 280);           /* its recovery, then Tidekit's circle */
}

/* Glossary: Data Break: an ACTIVATE whose cost deletes the level M of the
** Destiny Zone; without one it cannot be used. Glossary: DATA (Any Phase). */
static void data_break(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int data = dbe_give(ctx, &st, 0, "DBE-057", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.turn = 3;
    dbe_phase_start(ctx, &st, DBE_PHASE_STRATEGY, S_STRATEGY);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    for (int i = 0; i < d.n; i++) assert_int_not_equal(d.options[i].attack, DBE_USE_DATA_BREAK); /* no level M */
    int mega = dbe_give(ctx, &st, 0, "DBE-023", DBE_ZONE_DESTINY);
    dcg_dbe_decision_get(ctx, &st, &d);
    int k = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].card == data && d.options[i].attack == DBE_USE_DATA_BREAK) k = i;
    assert_true(k >= 0);
    st.p[0].hp = 100;
    assert_int_equal(dcg_dbe_answer(ctx, &st, k), DCG_OK);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DELETED], mega) >= 0);
    assert_int_equal(st.p[0].hp, 400);
}

/* Glossary: DATA (and Evolution Phase, DNA Materials): a DATA card is a DNA
** material of the name it is DATA of. */
static void data_dna_material(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-009");            /* Blazehound */
    st.p[0].abnormal = 0;
    int twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);  /* Twinfang: Blazehound + Galehawk */
    int data = dbe_give(ctx, &st, 0, "DBE-059", DBE_ZONE_HAND);  /* Galehawk DATA */
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int i = dbe_find(ctx, &st, DBE_OPT_DNA, twin);
    assert_true(i >= 0);
    dcg_dbe_decision d;
    dcg_dbe_decision_get(ctx, &st, &d);
    assert_int_equal(d.options[i].with, data);
}

/* Deck Construction (one copy of a level R may be declared the partner;
** reading 19): the other copies are ordinary copies: the deck may hold up to
** 4 of the card, and the declared copy is the one partner. A KO'd copy that
** is not the partner goes to the trash, not the deck (Battle Phase step 6);
** only the partner copy may partner-evolve (Prep Phase). */
static void partner_is_one_copy(void **state)
{
    (void)state;
    assert_int_equal(parse("partner DBE-004\n" MAIN37 "2 DBE-004\n1 DBE-014\n" SIDE8 "destiny:\n1 DBE-023\n1 DBE-012\n"),
                     DCG_OK);
    dbe_fresh(ctx, &st);
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-004");
    st.p[0].partner_inst = (int16_t)dbe_give(ctx, &st, 0, "DBE-004", DBE_ZONE_DECK);  /* the declared copy */
    int copy = dbe_active_give(ctx, &st, 0, "DBE-004");                                 /* another copy */
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_DESTINY);                                  /* Galehawk names Gustling */
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PARTNER);
    /* KO'd: this copy goes to the trash */
    st.stage = S_ATTACK_TP;
    st.p[0].hp = 10;
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    st.p[1].first = 5;
    dbe_pick(ctx, &st, DBE_OPT_ATTACK, DBE_CIRCLE);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], copy) >= 0);
    /* the declared copy active: partner evolution is offered */
    dbe_fresh(ctx, &st);
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-004");
    st.p[0].partner_inst = (int16_t)dbe_active_give(ctx, &st, 0, "DBE-004");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_give(ctx, &st, 0, "DBE-012", DBE_ZONE_DESTINY);
    dbe_begin(ctx, &st, 0, 3, S_PLAY);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_PARTNER);
}

/* Pre-Game Setup, Inspect (the partner declared and shown to the other
** player): the observation names each player's partner; the declared copy is
** the first listed. */
static void partner_observed(void **state)
{
    (void)state;
    static const char *const gust[] = {"DBE-004", "DBE-004"};
    dcg_dbe_deck a, b;
    deck_of(&a, gust, 2, NULL, 0);
    a.partner = dcg_dbe_card_find(ctx, "DBE-004");
    deck_of(&b, NULL, 0, NULL, 0);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &a, &b, 3), DCG_OK);
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 1, &ob);
    assert_int_equal(ob.p[0].partner, a.partner);
    assert_int_equal(ob.p[1].partner, -1);
    assert_int_equal(st.inst_card[st.p[0].partner_inst], a.partner);
    assert_int_equal(st.p[0].partner_inst, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(deck_rules), cmocka_unit_test(mastery_on_top), cmocka_unit_test(gems_face_up),
        cmocka_unit_test(proxy_support), cmocka_unit_test(data_break), cmocka_unit_test(data_dna_material),
        cmocka_unit_test(partner_is_one_copy), cmocka_unit_test(partner_observed),
        cmocka_unit_test(data_legal_by_evo_box), cmocka_unit_test(gems_and_destiny_public),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
