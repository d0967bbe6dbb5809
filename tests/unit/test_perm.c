/* test_perm.c: what a permanent is now (perm.c): values in layers (base,
** set, add, lose; the scenarios tests/fixtures/mod/tests/layers-*.scn play
** them), and fast paths that are the game's, known from the cards in it,
** so a card loaded but in neither deck costs nothing. */
#include "support.h"
#include "script/script.h"
#include <stdlib.h>

/* Play games with random answers (ST1 against ST2, ST2 against ST3, ...)
** on ctx; returns a hash of every event of every game. */
static uint64_t play_games(dcg_ctx *ctx, int games)
{
    static const char *const names[3] = {"cards/decks/st1.txt", "cards/decks/st2.txt", "cards/decks/st3.txt"};
    static dcg_decision dec;
    dcg_deck decks[3];
    for (int i = 0; i < 3; i++)
        if (dcg_deck_load(ctx, test_path(names[i]), &decks[i]) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_state *st = dcg_state_new();
    uint64_t h = 0xcbf29ce484222325ull;
    for (int g = 0; g < games; g++) {
        uint64_t ai_seed = 1000u + (uint64_t)g;
        assert_int_equal(dcg_game_start(ctx, st, &decks[g % 3], &decks[(g + 1) % 3], 77u + (uint64_t)g), DCG_OK);
        for (int n = 0; dcg_decision_get(ctx, st, &dec) == DCG_OK; n++) {
            assert_true(n < 100000);
            assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_RANDOM, &ai_seed)), DCG_OK);
            h = test_hash_events(ctx, h);
        }
        h = (h ^ dcg_position_hash(st)) * 0x100000001b3ull;
    }
    dcg_state_free(st);
    return h;
}

/* Issue 15, fourth fault: the fixture mod's cards (continuous effects with
** conditions, one granting <Decoy>, "would" effects) loaded but in neither
** deck change neither the games nor how often continuous effects are
** looked for: what can apply is known from the game's cards (st->can). */
static void test_unused_cards_cost_nothing(void **state)
{
    (void)state;
    enum { GAMES = 30 };
    dcg_ctx *plain = test_ctx(), *more = test_ctx();
    if (dcg_load_dir(more, test_path("tests/fixtures/mod")) != DCG_OK) fail_msg("%s", dcg_errmsg(more));
    /* cards whose effects watch every kind of event (moves, turn timings, ...) */
    if (dcg_load_dir(more, test_path("tests/fixtures/timings")) != DCG_OK) fail_msg("%s", dcg_errmsg(more));
    uint64_t h_plain = play_games(plain, GAMES), h_more = play_games(more, GAMES);
    assert_true(h_plain == h_more);
    assert_true(plain->n_static_scans > 0); /* the starter decks have continuous effects: the count counts */
    assert_int_equal(more->n_static_scans, plain->n_static_scans);
    assert_true(plain->n_trigger_scans > 0); /* ... and triggers */
    assert_int_equal(more->n_trigger_scans, plain->n_trigger_scans);
    /* reference mode takes no shortcut: it looks more often, for the same games */
    dcg_ctx *ref = test_ctx();
    dcg_ctx_set_reference(ref, 1);
    assert_true(play_games(ref, GAMES) == h_plain);
    assert_true(ref->n_static_scans > plain->n_static_scans);
    assert_true(ref->n_trigger_scans > plain->n_trigger_scans);
    dcg_ctx_free(ref);
    dcg_ctx_free(more);
    dcg_ctx_free(plain);
}

/* ... and a game that has such a card knows it from its start. */
static void test_game_knows_its_cards(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    if (dcg_load_dir(ctx, test_path("tests/fixtures/mod")) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_deck a, b;
    if (dcg_deck_load(ctx, test_path("cards/decks/st1.txt"), &a) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    b = a;
    dcg_state *st = dcg_state_new();
    assert_int_equal(dcg_game_start(ctx, st, &a, &b, 5), DCG_OK);
    assert_false(st->can & (GAME_STATIC_KW | GAME_STATIC_LOWER_DP | GAME_WOULD | GAME_COLLISION));
    assert_true(st->can & GAME_STATICS);
    b.main[0] = dcg_card_find(ctx, "FX-15"); /* Fixture Sentinel: your Digimon gain <Decoy (Red/Blue)> */
    assert_int_equal(dcg_game_start(ctx, st, &a, &b, 5), DCG_OK);
    assert_true(st->can & GAME_STATIC_KW);
    assert_true(st->can & GAME_WOULD); /* <Decoy> asks in the middle of a deletion */
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Cards invented for the layers: two Tamers whose continuous effects set
** the DP of their player's Digimon, and a plain Digimon. */
static const char *LAYER_CARDS =
    "[{\"number\":\"TP-01\",\"name\":\"High Setter\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TP-02\",\"name\":\"Low Setter\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TP-10\",\"name\":\"Plain\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
    "\"play_cost\":3,\"dp\":3000}]";
static const test_script LAYER_SCRIPTS[] = {
    {"TP-01", "card:static{applies = 'own_digimon', dp_set = 6000}"},
    {"TP-02", "card:static{applies = 'own_digimon', dp_set = 2000}"},
};

static int32_t dp_of(test_board *b, int card)
{
    const perm *pm = &b->st->pl[0].battle[0];
    assert_int_equal(perm_top(pm), card);
    return dcg_perm_dp(b->ctx, b->st, pm);
}

/* 15-8-2-5: of two continuous effects that set the DP, the one that began
** to apply later (the Tamer placed later) takes priority; changes add
** after the set (15-8-2-4), made before it or after. */
static void test_continuous_sets_latest_placed_wins(void **state)
{
    (void)state;
    test_board b;
    for (int order = 0; order < 2; order++) {
        board_open(&b, LAYER_CARDS, LAYER_SCRIPTS, 2);
        board_fresh(&b, "TP-10");
        int d = board_give(&b, 0, "TP-10", DCG_ZONE_BATTLE);
        assert_int_equal(dp_of(&b, d), 3000);
        mod plus = {.cls = MOD_ALL_DIGIMON, .side = 0, .until = UNTIL_LEAVES, .dp = 500};
        assert_true(dcg_mod_add(b.st, &plus));
        board_give(&b, 0, order ? "TP-02" : "TP-01", DCG_ZONE_BATTLE);
        board_give(&b, 0, order ? "TP-01" : "TP-02", DCG_ZONE_BATTLE);
        assert_int_equal(dp_of(&b, d), order ? 6500 : 2500);
        /* a lasting "DP becomes 9000" made now: the continuous effects still overwrite it (15-12-2-3) */
        mod set = {.cls = MOD_PERM, .perm = b.st->pl[0].battle[0].id, .side = 0, .until = UNTIL_LEAVES, .dp = 9000,
                   .how = MOD_SETS_DP};
        assert_true(dcg_mod_add(b.st, &set));
        assert_int_equal(dp_of(&b, d), order ? 6500 : 2500);
        board_close(&b);
    }
}

/* A Security Digimon's DP goes through the same layers: set, then add. */
static void test_security_digimon_layers(void **state)
{
    (void)state;
    test_board b;
    board_open(&b, LAYER_CARDS, LAYER_SCRIPTS, 2);
    board_fresh(&b, "TP-10");
    int c = board_give(&b, 1, "TP-10", DCG_ZONE_HAND);
    mod add = {.cls = MOD_SECURITY_DIGIMON, .side = 1, .until = UNTIL_END_OF_TURN, .dp = 1000};
    mod set = {.cls = MOD_SECURITY_DIGIMON, .side = 1, .until = UNTIL_END_OF_TURN, .dp = 7000, .how = MOD_SETS_DP};
    assert_true(dcg_mod_add(b.st, &add));
    assert_int_equal(dcg_security_digimon_dp(b.ctx, b.st, c), 4000);
    assert_true(dcg_mod_add(b.st, &set));
    assert_int_equal(dcg_security_digimon_dp(b.ctx, b.st, c), 8000);
    board_close(&b);
}

/* dcg_perm_is_in_battle knows a battle area's slot from where it is, and
** anything else (a copy, the breeding area) by its id, as dcg_perm_in_battle. */
static void test_in_battle_from_slot_or_id(void **state)
{
    (void)state;
    test_board b;
    board_open(&b, LAYER_CARDS, LAYER_SCRIPTS, 2);
    board_fresh(&b, "TP-10");
    board_give(&b, 1, "TP-10", DCG_ZONE_BATTLE);
    board_give(&b, 1, "TP-10", DCG_ZONE_BATTLE);
    side *pl = &b.st->pl[1];
    perm copy = pl->battle[1];
    assert_true(dcg_perm_is_in_battle(b.st, &pl->battle[0]) && dcg_perm_is_in_battle(b.st, &pl->battle[1]));
    assert_true(dcg_perm_is_in_battle(b.st, &copy));
    assert_false(dcg_perm_is_in_battle(b.st, &pl->battle[2])); /* past the last one */
    pl->n_battle = 1; /* the second leaves: its copy is gone too */
    assert_false(dcg_perm_is_in_battle(b.st, &copy));
    assert_false(dcg_perm_is_in_battle(b.st, &pl->battle[1]));
    assert_false(dcg_perm_is_in_battle(b.st, &pl->breeding));
    board_close(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_continuous_sets_latest_placed_wins),
        cmocka_unit_test(test_security_digimon_layers),
        cmocka_unit_test(test_unused_cards_cost_nothing),
        cmocka_unit_test(test_game_knows_its_cards),
        cmocka_unit_test(test_in_battle_from_slot_or_id),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
