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
                 "  Plays N games between two AIs (random, greedy); the decks alternate going first.\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, draws, average turns,\n"
                 "  games and decisions per second. DECK is a path or a starter name (st1, st2, st3).\n");
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
    int ai[2];
    for (int k = 0; k < 2; k++)
        if ((ai[k] = dcg_ai_find(ai_names[k])) < 0) { fprintf(stderr, "dcg sim: unknown AI '%s' (random, greedy)\n", ai_names[k]); return 2; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    static dcg_format fmt;
    if (!cli_format(ctx, format, &fmt)) { dcg_ctx_free(ctx); return 2; }
    dcg_deck d[2];
    if (!cli_deck_for(ctx, decks[0], &fmt, &d[0]) || !cli_deck_for(ctx, decks[1], &fmt, &d[1])) { dcg_ctx_free(ctx); return 2; }
    ctx->record_events = 0;
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    uint64_t wins = 0, draws = 0, turns = 0, answers = 0;
    bool bar = isatty(2) && !json;
    double t0 = cli_now();
    for (uint64_t g = 0; g < games; g++) {
        int first = (int)(g & 1); /* deck1 goes first in even games */
        uint64_t rng = seed * 0x9E3779B97F4A7C15ull + g;
        if (dcg_game_start_format(ctx, st, &d[first], &d[1 - first], seed + g, &fmt) != DCG_OK) {
            fprintf(stderr, "dcg sim: %s\n", dcg_errmsg(ctx));
            dcg_state_free(st);
            dcg_ctx_free(ctx);
            return 2;
        }
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            int deck_of_player = dec.player == 0 ? first : 1 - first;
            dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, ai[deck_of_player], &rng));
            answers++;
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
    int script_errors = dcg_script_error_count(ctx);
    double n = (double)games, p = (double)wins / n, z = 1.96;
    double den = 1 + z * z / n, mid = (p + z * z / (2 * n)) / den;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
    if (json)
        printf("{\"games\":%llu,\"deck1\":\"%s\",\"deck2\":\"%s\",\"ai1\":\"%s\",\"ai2\":\"%s\",\"deck1_wins\":%llu,"
               "\"draws\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f],\"avg_turns\":%.2f,\"games_per_second\":%.1f,"
               "\"decisions_per_second\":%.1f,\"script_errors\":%d}\n",
               (unsigned long long)games, decks[0], decks[1], ai_names[0], ai_names[1], (unsigned long long)wins,
               (unsigned long long)draws, p, mid - half, mid + half, (double)turns / n, n / secs, (double)answers / secs,
               script_errors);
    else
        printf("%llu games: %s (%s) won %llu, %s (%s) won %llu, draws %llu\n"
               "win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)\n"
               "average turns %.1f | %.0f games/s | %.0f decisions/s\n",
               (unsigned long long)games, decks[0], ai_names[0], (unsigned long long)wins, decks[1], ai_names[1],
               (unsigned long long)(games - wins - draws), (unsigned long long)draws, decks[0], 100 * p,
               100 * (mid - half), 100 * (mid + half), (double)turns / n, n / secs, (double)answers / secs);
    /* failing scripts never pass silently, even with events off */
    if (script_errors) fprintf(stderr, "dcg sim: %d script errors; the last: %s\n", script_errors, dcg_script_error(ctx));
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}
