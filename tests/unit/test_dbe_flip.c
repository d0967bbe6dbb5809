/* test_dbe_flip.c: flip cards (docs/dbe.md, readings R10-D-1 to R10-D-3;
** Glossary: Flip / Flip Cards / Star / Moon / Initial side; Deck Construction:
** Flip Cards). Dawnhorn / Duskhorn (DBE-130, star / moon, no initial side),
** Tidewyrm / Riptide Wyrm (DBE-131, its star side initial), Moon Turn
** (DBE-132: its Support flips its player's active). */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <stdio.h>
#include <stdlib.h>
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st, again_partner;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static const dbe_card *card(int i) { return &ctx->cards[i]; }

/* Glossary: Flip: two sides under one number, each with its own facts and
** symbol; the loader keeps the second side just after the first, and a script
** file NUMBER.SIDE.lua is that side's (Duskhorn's Support, none on Dawnhorn). */
static void flip_facts(void **state)
{
    (void)state;
    int dawn = dcg_dbe_card_find(ctx, "DBE-130");
    assert_true(dawn >= 0);
    const dbe_card *a = card(dawn), *b = card(a->flip);
    assert_string_equal(a->name, "Dawnhorn");
    assert_string_equal(b->name, "Duskhorn");
    assert_string_equal(b->number, "DBE-130");              /* the sides share the number */
    assert_int_equal(a->side, DBE_SIDE_STAR);
    assert_int_equal(b->side, DBE_SIDE_MOON);
    assert_int_equal(b->flip, dawn);
    assert_true(b->back && !a->back && !a->initial);
    assert_int_equal(a->power[DBE_CIRCLE], 320);
    assert_int_equal(b->power[DBE_CIRCLE], 150);
    assert_int_equal(b->ability[DBE_CROSS], AB_DRAIN);
    assert_int_equal(b->types, DBE_NIGHTMARE);
    assert_true(b->support && !a->support);
    assert_int_equal(dbe_card_base(ctx, a->flip), dawn);
    const dbe_card *w = card(dcg_dbe_card_find(ctx, "DBE-131"));
    assert_true(w->initial);
    assert_string_equal(card(w->flip)->name, "Riptide Wyrm");
}

/* A card file of one card (text), loaded into a fresh context: 0 or -1, the message in err. */
static int load_one(const char *json, char *err, size_t size)
{
    char path[] = "/tmp/dbe-flip-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs(json, f);
    fclose(f);
    dcg_dbe_ctx *c = dbe_test_ctx();
    int rc = dbe_cards_load(c, path);
    snprintf(err, size, "%s", dcg_dbe_errmsg(c));
    dcg_dbe_ctx_free(c);
    remove(path);
    return rc;
}

#define FRONT "[{\"number\": \"TST-F1\", \"name\": \"Sunny\", \"kind\": \"option\""

/* The loader refuses a malformed flip card, naming the card and the field. */
static void flip_loader_errors(void **state)
{
    (void)state;
    char err[256];
    assert_int_equal(load_one(FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\"}}]",
                              err, sizeof err), 0);
    struct { const char *json, *error; } bad[] = {
        {FRONT ", \"side\": \"star\"}]", "dbe card TST-F1: 'side' and 'initial' belong to a flip card"},
        {FRONT ", \"side\": \"star\", \"flip\": 3}]", "dbe card TST-F1: 'flip' is an object"},
        {FRONT ", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\"}}]", "TST-F1: 'side' is star or moon"},
        {FRONT ", \"side\": \"sun\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\"}}]", "'side' is star or moon"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"star\"}}]",
         "TST-F1: 'flip.side' is the other symbol"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\"}}]", "'flip.side' is the other symbol"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"number\": \"TST-F2\", \"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\"}}]",
         "TST-F1: 'flip.number': both sides share"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\", \"initial\": true}}]",
         "TST-F1: 'flip.initial'"},
        {FRONT ", \"side\": \"star\", \"initial\": 1, \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\"}}]",
         "TST-F1: 'initial' is true or false"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"option\", \"side\": \"moon\", \"flip\": {}}}]",
         "TST-F1: 'flip.flip'"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"name\": \"Shady\", \"kind\": \"digimon\", \"level\": \"R\", \"type\": \"Wind\", \"side\": \"moon\"}}]",
         "dbe card TST-F1, flip side: 'hp' is a positive number"},
        {FRONT ", \"side\": \"star\", \"flip\": {\"kind\": \"option\", \"side\": \"moon\"}}]", "dbe card TST-F1, flip side: 'name'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        if (load_one(bad[i].json, err, sizeof err) == 0) fail_msg("case %zu loaded", i);
        if (!strstr(err, bad[i].error)) fail_msg("case %zu: %s", i, err);
    }
}

static dcg_status parse(const char *text, dcg_dbe_deck *d) { return dcg_dbe_deck_parse(ctx, text, "t.txt", d); }

#define MAIN36 "main:\n4 DBE-001\n4 DBE-002\n4 DBE-003\n4 DBE-005\n4 DBE-006\n4 DBE-007\n4 DBE-008\n4 DBE-009\n4 DBE-010\n"
#define SIDE10 "side:\n4 DBE-011\n4 DBE-013\n2 DBE-014\n"

/* Deck Construction, Flip Cards: a deck list line "COUNT NUMBER SIDE" starts
** those copies on that side (reading R10-D-2: the player's choice, made in the
** list; none named: the first side); a card with an initial side starts on it;
** the sides are one card for the copy limits (4 of a Digimon in all). */
static void flip_deck_sides(void **state)
{
    (void)state;
    dcg_dbe_deck d;
    int dawn = dcg_dbe_card_find(ctx, "DBE-130"), dusk = card(dawn)->flip;
    assert_int_equal(parse(MAIN36 "3 DBE-130 moon\n1 DBE-130\n" SIDE10, &d), DCG_OK);
    int moons = 0, stars = 0;
    for (int i = 0; i < d.n_main; i++) moons += d.main[i] == dusk, stars += d.main[i] == dawn;
    assert_int_equal(moons, 3);
    assert_int_equal(stars, 1);
    assert_int_equal(parse(MAIN36 "2 DBE-130 star\n2 DBE-131 star\n" SIDE10, &d), DCG_OK);
    struct { const char *text; dcg_status s; const char *error; } bad[] = {
        {MAIN36 "3 DBE-130 moon\n1 DBE-130 star\n" "side:\n4 DBE-011\n4 DBE-013\n1 DBE-014\n1 DBE-130\n", DCG_EDECK, "more than 4 copies of DBE-130"},
        {MAIN36 "2 DBE-130\n2 DBE-131 moon\n" SIDE10, DCG_EDECK, "t.txt:12: a flip card with an initial side begins on it (star), not moon: DBE-131"},
        {MAIN36 "2 DBE-130 sun\n2 DBE-131\n" SIDE10, DCG_EPARSE, "t.txt:11: expected 'COUNT NUMBER' or 'COUNT NUMBER SIDE' (a side is star or moon, not 'sun'): DBE-130"},
        {MAIN36 "2 DBE-130\n2 DBE-025 moon\n" SIDE10, DCG_EPARSE, "not a flip card: DBE-025"},
        {MAIN36 "2 DBE-130 moon x\n2 DBE-131\n" SIDE10, DCG_EPARSE, "expected 'COUNT NUMBER' or 'COUNT NUMBER SIDE'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(parse(bad[i].text, &d), bad[i].s);
        if (!strstr(dcg_dbe_errmsg(ctx), bad[i].error)) fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
    }
}

/* Glossary: Flip: Moon Turn's Support flips its player's active: from then
** its Power, types and abilities are the other side's, its current HP stays
** (reading R10-D-3); which side is up is public (the other's observation
** shows it); a copy of the state carries the side, and a determinized one. */
static void flip_action(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    int dawn = dcg_dbe_card_find(ctx, "DBE-130"), dusk = card(dawn)->flip;
    int horn = dbe_active_give(ctx, &st, 0, "DBE-130");
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].hp = 220;
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 320);
    uint64_t before = dcg_dbe_state_hash(&st);
    assert_true(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-132"), 0, true));
    assert_int_equal(st.inst_card[horn], dusk);
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 150);
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_TRIANGLE), 360);
    assert_int_equal(st.p[0].hp, 220);
    assert_true(dcg_dbe_state_hash(&st) != before);
    dcg_dbe_observation o;
    dcg_dbe_observe(ctx, &st, 1, &o);
    assert_int_equal(o.p[0].cards[DBE_ZONE_ACTIVE][0], dusk);
    dcg_dbe_state copy;
    dcg_dbe_state_copy(&copy, &st);
    assert_int_equal(copy.inst_card[horn], dusk);
    dcg_dbe_determinize(&copy, 1, 99);
    assert_int_equal(copy.inst_card[horn], dusk);
    /* and back: a second flip shows the first side again */
    assert_true(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-132"), 0, true));
    assert_int_equal(st.inst_card[horn], dawn);
    /* a card that is not a flip card is not turned over */
    dbe_fresh(ctx, &st);
    int pup = dbe_active_give(ctx, &st, 0, "DBE-001");
    assert_true(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-132"), 0, true));
    assert_int_equal(st.inst_card[pup], dcg_dbe_card_find(ctx, "DBE-001"));
}

/* Deck Construction, Flip Cards: a game dealt from a list starts each copy on
** the side the list names (the declared partner's copy too), and a replay of the
** same list and seed deals the same. */
static void flip_game_start(void **state)
{
    (void)state;
    dcg_dbe_deck d;
    assert_int_equal(parse(MAIN36 "4 DBE-130 moon\n" SIDE10, &d), DCG_OK);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &d, &d, 5), DCG_OK);
    int dusk = card(dcg_dbe_card_find(ctx, "DBE-130"))->flip, n = 0;
    for (int i = 0; i < st.n_inst; i++) n += st.inst_card[i] == dusk;
    assert_int_equal(n, 8);
    /* the partner is declared by number (reading 19): its first copy, on either side */
    dcg_dbe_deck q;
    assert_int_equal(parse("partner DBE-130\n" MAIN36 "1 DBE-130 moon\n3 DBE-131\n" SIDE10, &q), DCG_OK);
    assert_int_equal(dcg_dbe_game_start(ctx, &again_partner, &q, &d, 5), DCG_OK);
    assert_true(again_partner.p[0].partner_inst >= 0);
    assert_int_equal(again_partner.inst_card[again_partner.p[0].partner_inst], dusk);
    dcg_dbe_state again;
    assert_int_equal(dcg_dbe_game_start(ctx, &again, &d, &d, 5), DCG_OK);
    assert_true(dcg_dbe_state_hash(&again) == dcg_dbe_state_hash(&st));
}

/* Glossary: Flip: a card without an initial side begins on the side its player
** chose (reading R10-D-2), which the other does not see while the card is hidden
** (R10-D-8): two games that differ only in the side of P1's copies in the deck and
** hand determinize for P2 to the same state; a copy in play keeps its side. */
static void flip_hidden_side(void **state)
{
    (void)state;
    dcg_dbe_deck d1, d2, other;
    assert_int_equal(parse(MAIN36 "4 DBE-130 moon\n" SIDE10, &d1), DCG_OK);
    assert_int_equal(parse(MAIN36 "2 DBE-130 moon\n2 DBE-130 star\n" SIDE10, &d2), DCG_OK);
    assert_int_equal(parse(MAIN36 "4 DBE-131\n" SIDE10, &other), DCG_OK);
    dcg_dbe_state a, b;
    assert_int_equal(dcg_dbe_game_start(ctx, &a, &d1, &other, 5), DCG_OK);
    assert_int_equal(dcg_dbe_game_start(ctx, &b, &d2, &other, 5), DCG_OK);
    /* the same deal but for the sides (the instances are dealt in list order) */
    for (int i = 0; i < a.n_inst; i++) b.inst_card[i] = (uint16_t)dbe_card_base(ctx, b.inst_card[i]);
    for (int i = 0; i < a.n_inst; i++) a.inst_card[i] = (uint16_t)dbe_card_base(ctx, a.inst_card[i]);
    int dawn = dcg_dbe_card_find(ctx, "DBE-130"), n = 0;
    for (int i = 0; i < a.n_inst; i++)
        if (a.inst_card[i] == dawn && n++ < 3) a.inst_card[i] = (uint16_t)card(dawn)->flip; /* 3 moons in a, */
    for (int i = 0, m = 0; i < b.n_inst; i++)
        if (b.inst_card[i] == dawn && m++ < 1) b.inst_card[i] = (uint16_t)card(dawn)->flip; /* 1 in b */
    assert_true(dcg_dbe_state_hash(&a) != dcg_dbe_state_hash(&b));
    dcg_dbe_determinize(&a, 1, 42);
    dcg_dbe_determinize(&b, 1, 42);
    assert_true(dcg_dbe_state_hash(&a) == dcg_dbe_state_hash(&b));
    /* a copy in play is seen: its side stays */
    assert_int_equal(dcg_dbe_game_start(ctx, &a, &d1, &other, 5), DCG_OK);
    int seen = -1;
    for (int i = 0; i < a.n_inst && seen < 0; i++)
        if (a.inst_card[i] == card(dawn)->flip && dbe_pile_find(&a.p[0].z[DBE_ZONE_DECK], i) >= 0) seen = i;
    assert_true(seen >= 0);
    dbe_move(&a, 0, seen, DBE_ZONE_DECK, DBE_ZONE_TRASH);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        memcpy(&b, &a, sizeof b);
        dcg_dbe_determinize(&b, 1, seed);
        assert_int_equal(b.inst_card[seen], card(dawn)->flip);
    }
}

/* R10-D-8: the sample draws each hidden copy's side anew (both sides come up over
** seeds, not always the first), and a card with an initial side (Tidewyrm) is never
** drawn on its other side: the list could not start it there (Deck Construction:
** Flip Cards), and the viewer's own copies keep theirs (review of round 10: these
** were untested). */
static void flip_sample_sides(void **state)
{
    (void)state;
    dcg_dbe_deck d1, other;
    assert_int_equal(parse(MAIN36 "4 DBE-130 moon\n" SIDE10, &d1), DCG_OK);
    assert_int_equal(parse(MAIN36 "4 DBE-131\n" SIDE10, &other), DCG_OK);
    dcg_dbe_state a, b;
    assert_int_equal(dcg_dbe_game_start(ctx, &a, &d1, &other, 5), DCG_OK);
    int dawn = dcg_dbe_card_find(ctx, "DBE-130"), wyrm = dcg_dbe_card_find(ctx, "DBE-131");
    int sides[2] = {0, 0}, wyrms = 0;
    for (uint64_t seed = 1; seed <= 16; seed++) {
        memcpy(&b, &a, sizeof b);
        dcg_dbe_determinize(&b, 1, seed);                   /* P2's view of P1's copies */
        for (int i = 0; i < b.n_inst; i++)
            if (dbe_card_base(ctx, b.inst_card[i]) == dawn) sides[b.inst_card[i] != dawn]++;
        memcpy(&b, &a, sizeof b);
        dcg_dbe_determinize(&b, 0, seed);                   /* P1's view of P2's Tidewyrms */
        for (int i = 0; i < b.n_inst; i++) {
            if (dbe_card_base(ctx, b.inst_card[i]) == wyrm) {
                assert_int_equal(b.inst_card[i], wyrm);
                wyrms++;
            }
            if (dbe_card_base(ctx, b.inst_card[i]) == dawn) assert_int_equal(b.inst_card[i], a.inst_card[i]); /* P1's own: known */
        }
    }
    assert_true(sides[0] > 0 && sides[1] > 0);
    assert_int_equal(sides[0] + sides[1], 16 * 4);          /* the 4 copies, each sample */
    assert_int_equal(wyrms, 16 * 4);
}

/* R10-D-8: a copy whose side the other saw keeps it when hidden again: the
** declared partner (shown at Inspect) on its moon side in the deck, and a copy
** that went from the trash back into the deck; a copy played blind from the
** deck's top is not seen (Supporting: face down) (review of round 10: these were
** drawn anew, the sample knowing less than the player). */
static void flip_seen_side_kept(void **state)
{
    (void)state;
    dcg_dbe_deck q, d;
    assert_int_equal(parse("partner DBE-130\n" MAIN36 "1 DBE-130 moon\n3 DBE-130\n" SIDE10, &q), DCG_OK);
    assert_int_equal(parse(MAIN36 "4 DBE-131\n" SIDE10, &d), DCG_OK);
    assert_int_equal(dcg_dbe_game_start(ctx, &st, &q, &d, 5), DCG_OK);
    int dawn = dcg_dbe_card_find(ctx, "DBE-130"), dusk = card(dawn)->flip, partner = st.p[0].partner_inst;
    assert_int_equal(st.inst_card[partner], dusk);
    int back = -1; /* a star copy of the deck, trashed then shuffled back */
    for (int i = 0; i < st.p[0].z[DBE_ZONE_DECK].n && back < 0; i++) {
        int inst = st.p[0].z[DBE_ZONE_DECK].c[i];
        if (st.inst_card[inst] == dawn) back = inst;
    }
    assert_true(back >= 0);
    assert_false(st.inst_side_seen[back]);
    dbe_move(&st, 0, back, DBE_ZONE_DECK, DBE_ZONE_TRASH);
    dbe_move(&st, 0, back, DBE_ZONE_TRASH, DBE_ZONE_DECK);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        dcg_dbe_state b;
        memcpy(&b, &st, sizeof b);
        dcg_dbe_determinize(&b, 1, seed);
        assert_int_equal(b.inst_card[partner], dusk);
        assert_int_equal(b.inst_card[back], dawn);
    }
    st.p[0].sup_blind = 1;
    int blind = dbe_take_top(&st, 0, DBE_ZONE_DECK, DBE_ZONE_SUPPORT);
    int hand = st.p[0].z[DBE_ZONE_HAND].c[0];
    dbe_move(&st, 0, hand, DBE_ZONE_HAND, DBE_ZONE_DECK);
    assert_false(st.inst_side_seen[blind] && blind != back && blind != partner);
    assert_false(dbe_side_public(&st, 0, DBE_ZONE_SUPPORT, 0)); /* the blind card, before the Battle Phase */
    assert_false(st.inst_side_seen[hand] && hand != back && hand != partner);
}

/* A context with test cards added to the sample: a gem flip Option (TST-G1,
** Sun Gem / Moon Gem), a flip card that is a Digimon on one side, an Option
** on the other (TST-F3), and a level C naming Duskhorn (TST-C1). */
static dcg_dbe_ctx *ctx_with_test_cards(void)
{
    char path[] = "/tmp/dbe-flip-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("[{\"number\": \"TST-G1\", \"name\": \"Sun Gem\", \"kind\": \"option\", \"plus_p\": 10, \"gem\": true, \"side\": \"star\","
          " \"flip\": {\"name\": \"Moon Gem\", \"kind\": \"option\", \"plus_p\": 10, \"gem\": true, \"side\": \"moon\"}},"
          " {\"number\": \"TST-F3\", \"name\": \"Sunny Pup\", \"kind\": \"digimon\", \"level\": \"R\", \"type\": \"Nature\","
          " \"dp\": 0, \"plus_p\": 10, \"hp\": 500, \"circle\": 100, \"triangle\": 100, \"cross\": 100, \"side\": \"star\","
          " \"flip\": {\"name\": \"Shady Charm\", \"kind\": \"option\", \"plus_p\": 10, \"side\": \"moon\"}},"
          " {\"number\": \"TST-C1\", \"name\": \"Duskstag\", \"kind\": \"digimon\", \"level\": \"C\", \"type\": \"Nightmare\","
          " \"dp\": 20, \"plus_p\": 20, \"hp\": 900, \"circle\": 300, \"triangle\": 300, \"cross\": 300,"
          " \"evo_box\": {\"names\": [\"Duskhorn\"]}}]", f);
    fclose(f);
    dcg_dbe_ctx *c = dbe_test_ctx();
    int rc = dbe_cards_load(c, path);
    remove(path);
    if (rc) fail_msg("%s", dcg_dbe_errmsg(c));
    return c;
}

/* Pre-Game Setup, Side Piles: a gem card set face up is seen, on the side it
** shows: a sample keeps it there (R10-D-8's seen copies). Deck Construction:
** Flip Cards: a copy must be legal as either side (R10-D-1): 4 copies of a card
** that is a Digimon on one side and an Option (3 at most) on the other are too many. */
static void flip_seen_gem_and_limits(void **state)
{
    (void)state;
    dcg_dbe_ctx *c = ctx_with_test_cards();
    int sun = dcg_dbe_card_find(c, "TST-G1"), moon = c->cards[sun].flip;
    dbe_fresh(c, &st);
    int gem = dbe_give(c, &st, 1, "TST-G1", DBE_ZONE_SIDE);
    st.inst_card[gem] = (uint16_t)moon;
    st.inst_flip_free[gem] = dbe_flip_free(c, sun);
    assert_true(st.inst_flip_free[gem] != 0);
    st.p[1].gems_up = 1;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        dcg_dbe_state b;
        memcpy(&b, &st, sizeof b);
        dcg_dbe_determinize(&b, 0, seed);
        assert_int_equal(b.p[1].z[DBE_ZONE_SIDE].c[0], gem);
        assert_int_equal(b.inst_card[gem], moon);
    }
    /* back into the deck (the side pile after the mulligan), it keeps the side seen */
    dbe_take_top(&st, 1, DBE_ZONE_SIDE, DBE_ZONE_DECK);
    st.p[1].gems_up = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        dcg_dbe_state b;
        memcpy(&b, &st, sizeof b);
        dcg_dbe_determinize(&b, 0, seed);
        assert_int_equal(b.inst_card[gem], moon);
    }
    dcg_dbe_deck d;
    assert_int_equal(dcg_dbe_deck_parse(c, MAIN36 "3 TST-F3 moon\n1 DBE-130\n" SIDE10, "t.txt", &d), DCG_OK);
    assert_int_equal(dcg_dbe_deck_parse(c, MAIN36 "3 TST-F3 moon\n1 TST-F3\n" SIDE10, "t.txt", &d), DCG_EDECK);
    assert_non_null(strstr(dcg_dbe_errmsg(c), "more than 3 copies of TST-F3"));
    /* Deck Construction: a partner C names the partner: a flip partner (Dawnhorn /
    ** Duskhorn, declared by number) is named by either side's name (review of round 10:
    ** Duskstag, naming Duskhorn, was refused as not naming the partner) */
    const char *partnered = "partner DBE-130\n" MAIN36 "1 DBE-130 moon\n3 DBE-131\n"
                            "side:\n4 DBE-011\n4 DBE-013\n1 DBE-014\ndestiny:\n1 TST-C1\n";
    if (dcg_dbe_deck_parse(c, partnered, "t.txt", &d) != DCG_OK) fail_msg("%s", dcg_dbe_errmsg(c));
    assert_int_equal(dcg_dbe_deck_parse(c, partnered + strlen("partner DBE-130\n"), "t.txt", &d), DCG_EDECK);
    dcg_dbe_ctx_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flip_facts), cmocka_unit_test(flip_loader_errors), cmocka_unit_test(flip_deck_sides),
        cmocka_unit_test(flip_action), cmocka_unit_test(flip_game_start), cmocka_unit_test(flip_hidden_side),
        cmocka_unit_test(flip_sample_sides), cmocka_unit_test(flip_seen_gem_and_limits),
        cmocka_unit_test(flip_seen_side_kept),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
