/* test_golden.c: no game changes unless one means it to. Random and greedy
** games (every pair of the starter decks, and some with the fixture mod) are
** played from fixed seeds, and each game's events and final state are
** hashed; tests/golden/games.txt holds those hashes as the engine gave them
** when the file was written. Speed work must leave every line as it is (the
** same seed and answers give the same events and the same state, down to
** the script budgets spent). A change that alters games on purpose (a rules
** fix) rewrites the file, says why, and cites the rule:
**   DCG_GOLDEN_WRITE=tests/golden/games.txt build/test_golden
** Uses the public header only. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dcg.h"

#ifndef DCG_SOURCE_DIR
#define DCG_SOURCE_DIR "."
#endif

#define GOLDEN_FILE DCG_SOURCE_DIR "/tests/golden/games.txt"
enum { SHIPPED_GAMES = 2000, MOD_GAMES = 400 };

static const char *const DECKS[] = {"st1", "st2", "st3"};
#define N_DECKS 3

typedef struct game_sum {
    uint64_t events;   /* hash of every event of the game, in order */
    uint64_t state;    /* dcg_state_hash of the final state */
    int decisions;
} game_sum;

static uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * 0xff51afd7ed558ccdull;
    return h ^ (h >> 32);
}

static uint64_t hash_events(uint64_t h, const dcg_ctx *ctx)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++) {
        const dcg_event *e = &ev[i];
        h = mix(h, (uint64_t)e->kind | (uint64_t)e->player << 8 | (uint64_t)e->card << 16 | (uint64_t)e->from << 24 |
                       (uint64_t)e->to << 32 | (uint64_t)(uint16_t)e->def << 40);
        h = mix(h, (uint64_t)e->perm | (uint64_t)(uint32_t)e->a << 16);
        h = mix(h, (uint64_t)(uint32_t)e->b);
    }
    return h;
}

/* Game g: deck pair and AIs chosen by g, as in test_reference. */
static game_sum play(dcg_ctx *ctx, dcg_state *st, const dcg_deck *decks, int g)
{
    static dcg_decision d;
    int pair = g % (N_DECKS * N_DECKS), ais = (g / (N_DECKS * N_DECKS)) % 4;
    int ai[2] = {ais & 1 ? DCG_AI_GREEDY : DCG_AI_RANDOM, ais & 2 ? DCG_AI_GREEDY : DCG_AI_RANDOM};
    uint64_t seed = 0x9E3779B97F4A7C15ull * (uint64_t)(g + 1), rng = seed ^ 0xD1B54A32D192ED03ull;
    game_sum s = {0x9E3779B97F4A7C15ull, 0, 0};
    assert_int_equal(dcg_game_start(ctx, st, &decks[pair / N_DECKS], &decks[pair % N_DECKS], seed), DCG_OK);
    s.events = hash_events(s.events, ctx);
    while (dcg_decision_get(ctx, st, &d) == DCG_OK) {
        assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &d, ai[d.player], &rng)), DCG_OK);
        s.events = hash_events(s.events, ctx);
        s.decisions++;
    }
    s.state = dcg_state_hash(st);
    return s;
}

/* The sums of n games with the shipped cards and, with mod, a mod loaded too. */
static void play_all(const char *mod, int n, game_sum *out)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    if (mod && dcg_load_dir(ctx, mod) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_deck decks[N_DECKS];
    for (int i = 0; i < N_DECKS; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/cards/decks/%s.txt", DCG_SOURCE_DIR, DECKS[i]);
        if (dcg_deck_load(ctx, path, &decks[i]) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    }
    dcg_state *st = dcg_state_new();
    assert_non_null(st);
    for (int g = 0; g < n; g++) out[g] = play(ctx, st, decks, g);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

static void test_games_unchanged(void **state)
{
    (void)state;
#ifdef DCG_TINY_LIMITS
    skip(); /* tiny limits end games differently by design */
#endif
    static game_sum got[SHIPPED_GAMES + MOD_GAMES];
    play_all(NULL, SHIPPED_GAMES, got);
    play_all(DCG_SOURCE_DIR "/tests/fixtures/mod", MOD_GAMES, got + SHIPPED_GAMES);
    const char *write = getenv("DCG_GOLDEN_WRITE");
    if (write) {
        FILE *f = fopen(write, "w");
        assert_non_null(f);
        fprintf(f, "# game events-hash state-hash decisions (tests/unit/test_golden.c; games %d.. with the fixture mod)\n",
                SHIPPED_GAMES);
        for (int g = 0; g < SHIPPED_GAMES + MOD_GAMES; g++)
            fprintf(f, "%d %016" PRIx64 " %016" PRIx64 " %d\n", g, got[g].events, got[g].state, got[g].decisions);
        assert_int_equal(fclose(f), 0);
        return;
    }
    FILE *f = fopen(GOLDEN_FILE, "r");
    if (!f) fail_msg("cannot open %s", GOLDEN_FILE);
    char line[256];
    int n = 0, wrong = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        int g, dec;
        uint64_t ev, sh;
        if (sscanf(line, "%d %" SCNx64 " %" SCNx64 " %d", &g, &ev, &sh, &dec) != 4 || g != n ||
            g >= SHIPPED_GAMES + MOD_GAMES)
            fail_msg("%s: line for game %d is malformed", GOLDEN_FILE, n);
        if (got[g].events != ev || got[g].state != sh || got[g].decisions != dec) {
            if (!wrong++)
                print_error("game %d (%s): %d decisions, events %s, final state %s\n", g,
                            g < SHIPPED_GAMES ? "shipped cards" : "fixture mod", got[g].decisions,
                            got[g].events == ev ? "same" : "differ", got[g].state == sh ? "same" : "differs");
        }
        n++;
    }
    fclose(f);
    assert_int_equal(n, SHIPPED_GAMES + MOD_GAMES);
    if (wrong) fail_msg("%d of %d games differ from %s (the first is shown above)", wrong, n, GOLDEN_FILE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
