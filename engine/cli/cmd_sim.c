/* cmd_sim.c: dcg sim: AI against AI, many games. */
#include "common.h"
#include "internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg sim DECK1 DECK2 --games N [--ai1 NAME] [--ai2 NAME] [--seed S] [--format NAME] [--json]\n"
                 "  Plays N games between two AIs (random, greedy; NAME:OPTIONS passes options);\n"
                 "  the decks alternate going first.\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, draws, average turns,\n"
                 "  games and decisions per second. DECK is a path or a starter name (st1, st2, st3).\n");
}

/* Can both AI specs be made? Prints the error. */
static bool sim_check_ais(dcg_ctx *ctx, const char *const specs[2])
{
    for (int k = 0; k < 2; k++) {
        dcg_ai *ai;
        if (dcg_ai_new(ctx, specs[k], 0, &ai) != DCG_OK) {
            fprintf(stderr, "dcg sim: %s\n", dcg_errmsg(ctx));
            return false;
        }
        dcg_ai_free(ai);
    }
    return true;
}

/* Play game g of a run: seeded by the run's seed and g alone (deck1 goes
** first in even games; each deck's AI has its own seed). Adds the answers
** given to *answers. False (message on ctx) when the game cannot start. */
static bool sim_game(dcg_ctx *ctx, dcg_state *st, const dcg_deck d[2], const dcg_format *fmt,
                     const char *const specs[2], uint64_t seed, uint64_t g, uint64_t *answers)
{
    static _Thread_local dcg_decision dec;
    int first = (int)(g & 1);
    dcg_ai *ai[2] = {NULL, NULL};
    bool ok = true;
    for (int k = 0; k < 2 && ok; k++)
        ok = dcg_ai_new(ctx, specs[k], (seed * 0x9E3779B97F4A7C15ull + g) ^ ((uint64_t)k << 63), &ai[k]) == DCG_OK;
    if (ok) ok = dcg_game_start_format(ctx, st, &d[first], &d[1 - first], seed + g, fmt) == DCG_OK;
    while (ok && dcg_decision_get(ctx, st, &dec) == DCG_OK) {
        dcg_ai *who = ai[dec.player == 0 ? first : 1 - first];
        dcg_answer(ctx, st, dcg_ai_choose(who, ctx, st, &dec));
        (*answers)++;
    }
    dcg_ai_free(ai[0]);
    dcg_ai_free(ai[1]);
    return ok;
}

int cmd_sim(int argc, char **argv)
{
    const char *decks[2] = {NULL, NULL}, *v, *format = NULL;
    const char *ai_names[2] = {"greedy", "greedy"};
    uint64_t games = 0, seed = 1;
    bool json = false;
    int nd = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
        else if (cli_flag(argc, argv, &i, "--games", &v)) { if (!cli_parse_u64(v, &games) || !games) { fprintf(stderr, "dcg sim: --games needs a positive number\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--seed", &v)) { if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg sim: bad --seed\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--ai1", &ai_names[0]) || cli_flag(argc, argv, &i, "--ai2", &ai_names[1]) ||
                 cli_flag(argc, argv, &i, "--format", &format)) {}
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (argv[i][0] == '-') { fprintf(stderr, "dcg sim: unknown option %s\n", argv[i]); usage(stderr); return 2; }
        else if (nd < 2) decks[nd++] = argv[i];
        else { usage(stderr); return 2; }
    }
    if (nd != 2 || !games) { usage(stderr); return 2; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    if (!sim_check_ais(ctx, ai_names)) { dcg_ctx_free(ctx); return 2; }
    static dcg_format fmt;
    if (!cli_format(ctx, format, &fmt)) { dcg_ctx_free(ctx); return 2; }
    dcg_deck d[2];
    if (!cli_deck_for(ctx, decks[0], &fmt, &d[0]) || !cli_deck_for(ctx, decks[1], &fmt, &d[1])) { dcg_ctx_free(ctx); return 2; }
    ctx->record_events = 0;
    dcg_state *st = dcg_state_new();
    uint64_t wins = 0, draws = 0, turns = 0, answers = 0;
    bool bar = isatty(2) && !json;
    double t0 = cli_now();
    for (uint64_t g = 0; g < games; g++) {
        int first = (int)(g & 1); /* deck1 goes first in even games */
        if (!sim_game(ctx, st, d, &fmt, ai_names, seed, g, &answers)) {
            fprintf(stderr, "dcg sim: %s\n", dcg_errmsg(ctx));
            dcg_state_free(st);
            dcg_ctx_free(ctx);
            return 2;
        }
        int w = dcg_winner(st);
        if (w == 2) draws++;
        else if ((w == 0 ? first : 1 - first) == 0) wins++;
        turns += (uint64_t)dcg_turn_number(st);
        if (bar && (g % 64 == 0 || g + 1 == games)) {
            int done = (int)(40 * (g + 1) / games);
            fprintf(stderr, "\r[%.*s%*s] %llu/%llu", done, "########################################", 40 - done, "",
                    (unsigned long long)(g + 1), (unsigned long long)games);
        }
    }
    double secs = cli_now() - t0;
    if (bar) fprintf(stderr, "\n");
    double n = (double)games, p = (double)wins / n, z = 1.96;
    double den = 1 + z * z / n, mid = (p + z * z / (2 * n)) / den;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
    if (json)
        printf("{\"games\":%llu,\"deck1\":\"%s\",\"deck2\":\"%s\",\"ai1\":\"%s\",\"ai2\":\"%s\",\"deck1_wins\":%llu,"
               "\"draws\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f],\"avg_turns\":%.2f,\"games_per_second\":%.1f,"
               "\"decisions_per_second\":%.1f}\n",
               (unsigned long long)games, decks[0], decks[1], ai_names[0], ai_names[1], (unsigned long long)wins,
               (unsigned long long)draws, p, mid - half, mid + half, (double)turns / n, n / secs, (double)answers / secs);
    else
        printf("%llu games: %s (%s) won %llu, %s (%s) won %llu, draws %llu\n"
               "win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)\n"
               "average turns %.1f | %.0f games/s | %.0f decisions/s\n",
               (unsigned long long)games, decks[0], ai_names[0], (unsigned long long)wins, decks[1], ai_names[1],
               (unsigned long long)(games - wins - draws), (unsigned long long)draws, decks[0], 100 * p,
               100 * (mid - half), 100 * (mid + half), (double)turns / n, n / secs, (double)answers / secs);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}
