/* test_reference.c: every shortcut of the engine is exact. Random games are
** played twice from the same seeds and answers, once as usual and once in
** reference mode (dcg_ctx_set_reference: no shortcut taken), and must give
** the same decisions, events and state hash after every step. A mismatch
** names the game, its seed and decks, and the first step that differs.
** Uses the public header only. DCG_REFERENCE_GAMES=N for a longer run. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dcg.h"

#ifndef DCG_SOURCE_DIR
#define DCG_SOURCE_DIR "."
#endif

#define N_DECKS 3   /* the starter decks */
#define MAX_DECKS 5

/* The decks a run plays (paths from the source tree, without ".txt") and
** the card directories loaded after the shipped cards, and the name of its
** line in the digest file. */
typedef struct deck_set {
    const char *name;
    const char *mods[2];
    const char *decks[MAX_DECKS];
    int n;
} deck_set;
#define STARTER_DECKS "cards/decks/st1", "cards/decks/st2", "cards/decks/st3"
static const deck_set STARTERS = {"shipped", {NULL, NULL}, {STARTER_DECKS}, N_DECKS};
/* With the fixture mod, a fourth deck plays its continuous effects in layers. */
static const deck_set WITH_FIXTURE_MOD = {"fixture_mod", {"tests/fixtures/mod", NULL},
                                          {STARTER_DECKS, "tests/fixtures/mod/layers-deck"}, N_DECKS + 1};
/* The keyword soak's pair, with both fixture mods: its keywords' shortcuts are exact too. */
static const deck_set KEYWORD_DECKS = {"keywords", {"tests/fixtures/mod", "tests/fixtures/keywords"},
                                       {"tests/fixtures/keywords/red", "tests/fixtures/keywords/blue"}, 2};
/* The mechanics soak's decks with the link deck (link options and the link
** rule check, GAME_LINKS) and the Assembly pair (7-3): an Assembly card in a
** game makes its rules steps transactions (GAME_WOULD), none without. */
static const deck_set MECHANICS_DECKS = {"mechanics", {"tests/fixtures/mechanics", NULL},
                                         {"tests/fixtures/mechanics/link", "tests/fixtures/mechanics/red", "tests/fixtures/mechanics/blue",
                                          "tests/fixtures/mechanics/assembly-red", "tests/fixtures/mechanics/assembly-blue"}, 5};

/* BT3-001..056: continuous colours ("also treated as yellow"), digivolution
** cost effects, "can't gain memory", <Digisorption> on the opponent's Digimon. */
static const deck_set BT3_FIRST_HALF = {"bt3_001_056", {NULL, NULL},
                                        {"tests/fixtures/bt3-001-056/ryb", "tests/fixtures/bt3-001-056/green"}, 2};

/* Big decks of later sets (BT7, EX3): many timings, watchers and
** continuous effects, where the per-game masks (st->watched_others,
** st->timings) let fewer walks be skipped than in the starters' games. */
static const deck_set BIG_DECKS = {"bt7_ex3", {NULL, NULL},
                                   {"tests/fixtures/bt7/redblue", "tests/fixtures/bt7/blackpurple", "tests/fixtures/bt7/yellowgreen",
                                    "tests/fixtures/ex3/greenblack", "tests/fixtures/ex3/purplered"}, 5};

typedef struct side_run {
    dcg_ctx *ctx;
    dcg_state *st;
    const deck_set *set;
    dcg_deck decks[MAX_DECKS];
} side_run;

static void open_run(side_run *r, int reference, const deck_set *set)
{
    char path[512];
    r->ctx = dcg_ctx_new();
    assert_non_null(r->ctx);
    r->set = set;
    dcg_ctx_set_reference(r->ctx, reference);
    if (dcg_load_dir(r->ctx, DCG_SOURCE_DIR) != DCG_OK) fail_msg("%s", dcg_errmsg(r->ctx));
    for (int i = 0; i < 2; i++) {
        if (!set->mods[i]) continue;
        snprintf(path, sizeof path, "%s/%s", DCG_SOURCE_DIR, set->mods[i]);
        if (dcg_load_dir(r->ctx, path) != DCG_OK) fail_msg("%s", dcg_errmsg(r->ctx));
    }
    for (int i = 0; i < set->n; i++) {
        snprintf(path, sizeof path, "%s/%s.txt", DCG_SOURCE_DIR, set->decks[i]);
        if (dcg_deck_load(r->ctx, path, &r->decks[i]) != DCG_OK) fail_msg("%s", dcg_errmsg(r->ctx));
    }
    r->st = dcg_state_new();
    assert_non_null(r->st);
}

static void close_run(side_run *r)
{
    dcg_state_free(r->st);
    dcg_ctx_free(r->ctx);
}

static int event_eq(const dcg_event *x, const dcg_event *y)
{
    return x->kind == y->kind && x->player == y->player && x->card == y->card && x->from == y->from &&
           x->to == y->to && x->def == y->def && x->perm == y->perm && x->a == y->a && x->b == y->b;
}

static int options_eq(const dcg_decision *x, const dcg_decision *y)
{
    if (x->player != y->player || x->kind != y->kind || x->source != y->source || x->n != y->n) return 0;
    for (int i = 0; i < x->n; i++) {
        const dcg_option *o = &x->options[i], *p = &y->options[i];
        if (o->kind != p->kind || o->card != p->card || o->perm != p->perm || o->target != p->target ||
            o->cost != p->cost || o->req != p->req)
            return 0;
    }
    return 1;
}

/* The events of the last call on a and b are the same; else fail naming where. */
static void same_events(const side_run *a, const side_run *b, int game, int step)
{
    int na, nb;
    const dcg_event *ea = dcg_events(a->ctx, &na), *eb = dcg_events(b->ctx, &nb);
    for (int i = 0; i < na && i < nb; i++)
        if (!event_eq(&ea[i], &eb[i]))
            fail_msg("game %d step %d: event %d differs: %s (perm %u a %d b %d) vs reference %s (perm %u a %d b %d)",
                     game, step, i, dcg_event_name(ea[i].kind), ea[i].perm, ea[i].a, ea[i].b,
                     dcg_event_name(eb[i].kind), eb[i].perm, eb[i].a, eb[i].b);
    if (na != nb) fail_msg("game %d step %d: %d events vs %d in reference mode", game, step, na, nb);
}

/* A digest of everything the games showed (every event and the position
** hash after every step), compared with the frozen one in
** tests/unit/reference_digest.txt: a restructuring must not change any game.
** DCG_REFERENCE_WRITE=1 writes the file (only from a tree known good). */
static uint64_t digest;
static void digest_add(uint64_t v)
{
    digest ^= v;
    digest *= 0x100000001B3ull;
    digest ^= digest >> 29;
}
static void digest_events(const side_run *r)
{
    int n;
    const dcg_event *e = dcg_events(r->ctx, &n);
    for (int i = 0; i < n; i++) {
        digest_add((uint64_t)e[i].kind | (uint64_t)e[i].player << 8 | (uint64_t)e[i].card << 16 |
                   (uint64_t)e[i].from << 24 | (uint64_t)e[i].to << 32 | (uint64_t)(uint16_t)e[i].def << 40 |
                   (uint64_t)e[i].perm << 48);
        digest_add((uint64_t)(uint32_t)e[i].a | (uint64_t)(uint32_t)e[i].b << 32);
    }
}

/* The digest of a test against its frozen line "name count hex". */
static void digest_check(const char *name, int games)
{
    char path[512], line[256];
    snprintf(path, sizeof path, "%s/tests/unit/reference_digest.txt", DCG_SOURCE_DIR);
    const char *w = getenv("DCG_REFERENCE_WRITE");
    if (w && *w == '1') {
        FILE *f = fopen(path, "a");
        assert_non_null(f);
        fprintf(f, "%s %d %016llx\n", name, games, (unsigned long long)digest);
        fclose(f);
        return;
    }
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("%s: cannot read", path);
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        char n[64];
        int g;
        unsigned long long d;
        if (sscanf(line, "%63s %d %llx", n, &g, &d) != 3 || strcmp(n, name) || g != games) continue;
        found = 1;
        if (d != digest)
            fail_msg("%s: %d games' events and hashes differ from the frozen digest (%016llx, now %016llx)", name,
                     games, d, (unsigned long long)digest);
    }
    fclose(f);
    if (!found) print_message("%s: no frozen digest for %d games (not compared)\n", name, games);
}

/* Play game number g in both runs with the same answers: AIs ai0 / ai1
** (dcg_ai_kind), or, with specs, the AIs those name (each run its own
** players, made alike: a search AI searches in its own run's context). */
static void play_both_ais(side_run *fast, side_run *ref, int g, int d0, int d1, int ai0, int ai1, const char *spec)
{
    static dcg_decision da, db;
    uint64_t seed = 0x9E3779B97F4A7C15ull * (uint64_t)(g + 1), rng = seed ^ 0xD1B54A32D192ED03ull;
    dcg_ai *fast_ai = NULL, *ref_ai = NULL;
    if (spec) {
        assert_int_equal(dcg_ai_new(fast->ctx, spec, seed, &fast_ai), DCG_OK);
        assert_int_equal(dcg_ai_new(ref->ctx, spec, seed, &ref_ai), DCG_OK);
    }
    assert_int_equal(dcg_game_start(fast->ctx, fast->st, &fast->decks[d0], &fast->decks[d1], seed), DCG_OK);
    assert_int_equal(dcg_game_start(ref->ctx, ref->st, &ref->decks[d0], &ref->decks[d1], seed), DCG_OK);
    same_events(fast, ref, g, 0);
    digest_events(fast);
    for (int step = 1;; step++) {
        digest_add(dcg_position_hash(fast->st));
        if (dcg_position_hash(fast->st) != dcg_position_hash(ref->st))
            fail_msg("game %d (seed %llu, %s vs %s): the states differ after step %d", g, (unsigned long long)seed,
                     fast->set->decks[d0], fast->set->decks[d1], step - 1);
        dcg_status sa = dcg_decision_get(fast->ctx, fast->st, &da), sb = dcg_decision_get(ref->ctx, ref->st, &db);
        assert_int_equal(sa, sb);
        if (sa != DCG_OK) break;
        if (!options_eq(&da, &db))
            fail_msg("game %d (seed %llu): decision %d differs (%d options vs %d in reference mode)", g,
                     (unsigned long long)seed, step, da.n, db.n);
        int pick = fast_ai ? dcg_ai_choose(fast_ai, fast->ctx, fast->st, &da)
                           : dcg_ai_pick(fast->ctx, fast->st, &da, da.player == 0 ? ai0 : ai1, &rng);
        if (ref_ai && dcg_ai_choose(ref_ai, ref->ctx, ref->st, &db) != pick)
            fail_msg("game %d (seed %llu): %s chose differently in reference mode at decision %d", g,
                     (unsigned long long)seed, spec, step);
        assert_int_equal(dcg_answer(fast->ctx, fast->st, pick), DCG_OK);
        assert_int_equal(dcg_answer(ref->ctx, ref->st, pick), DCG_OK);
        same_events(fast, ref, g, step);
        digest_events(fast);
    }
    assert_int_equal(dcg_winner(fast->st), dcg_winner(ref->st));
    dcg_ai_free(fast_ai);
    dcg_ai_free(ref_ai);
}

static void play_both(side_run *fast, side_run *ref, int g, int d0, int d1, int ai0, int ai1)
{
    play_both_ais(fast, ref, g, d0, d1, ai0, ai1, NULL);
}

/* Every deck pair of the set and every pair of AIs. */
static void run_games(const deck_set *set, int games)
{
    side_run fast, ref;
    int n = set->n;
    digest = 0xCBF29CE484222325ull;
    open_run(&fast, 0, set);
    open_run(&ref, 1, set);
    for (int g = 0; g < games; g++) {
        int pair = g % (n * n), ais = (g / (n * n)) % 4;
        play_both(&fast, &ref, g, pair / n, pair % n, ais & 1 ? DCG_AI_GREEDY : DCG_AI_RANDOM,
                  ais & 2 ? DCG_AI_GREEDY : DCG_AI_RANDOM);
    }
    close_run(&fast);
    close_run(&ref);
    digest_check(set->name, games);
}

static int games_wanted(int def)
{
    const char *env = getenv("DCG_REFERENCE_GAMES");
    return env ? atoi(env) : def;
}

static void test_shipped_cards(void **state)
{
    (void)state;
    run_games(&STARTERS, games_wanted(2000));
}

/* The fixture mod's cards: loaded, they change nothing in games without
** them (the shortcuts are the game's); in games with its layers deck, its
** continuous effects (set, add, lose, forbid) change which shortcuts the
** engine may take. */
static void test_with_fixture_mod(void **state)
{
    (void)state;
    run_games(&WITH_FIXTURE_MOD, games_wanted(2000) / 4);
}

/* The keyword soak's decks: "would" keywords and effects (<Decode>, <Guard>,
** <Fragment>, ...), <Delay>, <Use Req.> and the others of chapter 16 in play,
** with every shortcut taken and with none. */
static void test_keyword_decks(void **state)
{
    (void)state;
    run_games(&KEYWORD_DECKS, games_wanted(2000) / 4);
}

/* The cards of BT3-001..056 with every shortcut taken and with none. */
static void test_bt3_first_half(void **state)
{
    (void)state;
    run_games(&BT3_FIRST_HALF, games_wanted(2000) / 8);
}

/* The mechanics decks (link, DNA, DigiXros, tokens, ACE) with every shortcut taken and with none. */
static void test_mechanics_decks(void **state)
{
    (void)state;
    run_games(&MECHANICS_DECKS, games_wanted(2000) / 4);
}

/* The BT7 and EX3 fixture decks with every shortcut taken and with none. */
static void test_big_decks(void **state)
{
    (void)state;
    run_games(&BIG_DECKS, games_wanted(2000) / 16);
}

/* The search AI too: it searches with the engine, so the two modes must
** also agree on every position it explores. */
static void test_mcts(void **state)
{
    (void)state;
    side_run fast, ref;
    open_run(&fast, 0, &STARTERS);
    open_run(&ref, 1, &STARTERS);
    int games = games_wanted(2000) / 200;
    digest = 0xCBF29CE484222325ull;
    for (int g = 0; g < games; g++)
        play_both_ais(&fast, &ref, g, g % N_DECKS, (g + 1) % N_DECKS, 0, 0, "mcts:playouts=8");
    close_run(&fast);
    close_run(&ref);
    digest_check("mcts", games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_cards),
        cmocka_unit_test(test_with_fixture_mod),
        cmocka_unit_test(test_keyword_decks),
        cmocka_unit_test(test_bt3_first_half),
        cmocka_unit_test(test_mechanics_decks),
        cmocka_unit_test(test_big_decks),
        cmocka_unit_test(test_mcts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
