/* cmd_sim.c: dcg sim: AI against AI, many games. */
#include "common.h"
#include "internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg sim DECK1 DECK2 --games N [--ai1 NAME] [--ai2 NAME] [--seed S] [--format NAME]\n"
                 "               [--threads N] [--playouts N] [--json]\n"
                 "  Plays N games between two AIs (random, greedy, mcts; NAME:OPTIONS passes options,\n"
                 "  --playouts N is mcts's budget per decision);\n"
                 "  the decks alternate going first.\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, draws, average turns,\n"
                 "  games and decisions per second. DECK is a path or a starter name (st1, st2, st3).\n"
                 "  --threads N plays on N threads (default: every core); game i depends only on\n"
                 "  the seed and i, so the results are the same for any N.\n");
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

/* What a run adds up: sums over games, so any order of games gives the same. */
typedef struct sim_totals {
    uint64_t wins, draws, turns, answers; /* wins of deck1 */
    uint64_t digest;                      /* sum of a hash per game (final state and game number) */
    uint64_t decisions[2];                /* decisions (with a choice) of each deck's AI */
    double pick_seconds[2];               /* ... and the time they took */
} sim_totals;

/* Play game g of a run: seeded by the run's seed and g alone (deck1 goes
** first in even games; each deck's AI has its own seed). False (message
** on ctx) when the game cannot start. */
static bool sim_game(dcg_ctx *ctx, dcg_state *st, const dcg_deck d[2], const dcg_format *fmt,
                     const char *const specs[2], uint64_t seed, uint64_t g, sim_totals *t)
{
    static _Thread_local dcg_decision dec;
    int first = (int)(g & 1);
    dcg_ai *ai[2] = {NULL, NULL};
    bool ok = true;
    for (int k = 0; k < 2 && ok; k++)
        ok = dcg_ai_new(ctx, specs[k], (seed * 0x9E3779B97F4A7C15ull + g) ^ ((uint64_t)k << 63), &ai[k]) == DCG_OK;
    if (ok) ok = dcg_game_start_format(ctx, st, &d[first], &d[1 - first], seed + g, fmt) == DCG_OK;
    while (ok && dcg_decision_get(ctx, st, &dec) == DCG_OK) {
        int deck = dec.player == 0 ? first : 1 - first;
        double t0 = dec.n > 1 ? cli_now() : 0;
        dcg_answer(ctx, st, dcg_ai_choose(ai[deck], ctx, st, &dec));
        if (dec.n > 1) {
            t->decisions[deck]++;
            t->pick_seconds[deck] += cli_now() - t0;
        }
        t->answers++;
    }
    dcg_ai_free(ai[0]);
    dcg_ai_free(ai[1]);
    if (!ok) return false;
    int w = dcg_winner(st);
    if (w == 2) t->draws++;
    else if ((w == 0 ? first : 1 - first) == 0) t->wins++;
    t->turns += (uint64_t)dcg_turn_number(st);
    t->digest += (dcg_state_hash(st) ^ g) * 0x9E3779B97F4A7C15ull;
    return true;
}

/* A run shared by the threads: each takes the next game number. */
typedef struct sim_run {
    const dcg_deck *decks;
    const dcg_format *fmt;
    const char *const *specs;
    uint64_t games, seed;
    atomic_uint_fast64_t next, done;
    atomic_int failed;
} sim_run;

typedef struct sim_worker {
    sim_run *run;
    dcg_ctx *ctx;             /* its own context: nothing mutable is shared */
    sim_totals totals;
    pthread_t thread;
} sim_worker;

static void *sim_work(void *arg)
{
    sim_worker *w = arg;
    sim_run *r = w->run;
    dcg_state *st = dcg_state_new();
    if (!st) {
        atomic_store(&r->failed, 1);
        return NULL;
    }
    for (uint64_t g; !atomic_load(&r->failed) && (g = atomic_fetch_add(&r->next, 1)) < r->games;) {
        if (!sim_game(w->ctx, st, r->decks, r->fmt, r->specs, r->seed, g, &w->totals)) {
            fprintf(stderr, "dcg sim: game %llu: %s\n", (unsigned long long)g, dcg_errmsg(w->ctx));
            atomic_store(&r->failed, 1);
        }
        atomic_fetch_add(&r->done, 1);
    }
    dcg_state_free(st);
    return NULL;
}

/* Play the run on n_threads threads, one context each (ctxs[0] is the
** caller's); the totals do not depend on n_threads. False on failure. */
static bool sim_threads(dcg_ctx *const *ctxs, int n_threads, sim_run *r, bool bar, sim_totals *out)
{
    sim_worker *w = calloc((size_t)n_threads, sizeof *w);
    if (!w) return false;
    int started = 0;
    for (; started < n_threads; started++) {
        w[started] = (sim_worker){.run = r, .ctx = ctxs[started]};
        if (pthread_create(&w[started].thread, NULL, sim_work, &w[started])) break;
    }
    if (!started) atomic_store(&r->failed, 1);
    while (bar && atomic_load(&r->done) < r->games && !atomic_load(&r->failed)) {
        uint64_t g = atomic_load(&r->done);
        int filled = (int)(40 * g / r->games);
        fprintf(stderr, "\r[%.*s%*s] %llu/%llu", filled, "########################################", 40 - filled, "",
                (unsigned long long)g, (unsigned long long)r->games);
        nanosleep(&(struct timespec){0, 100000000}, NULL);
    }
    memset(out, 0, sizeof *out);
    for (int i = 0; i < started; i++) {
        pthread_join(w[i].thread, NULL);
        sim_totals *t = &w[i].totals;
        out->wins += t->wins, out->draws += t->draws, out->turns += t->turns, out->answers += t->answers;
        out->digest += t->digest;
        for (int k = 0; k < 2; k++) out->decisions[k] += t->decisions[k], out->pick_seconds[k] += t->pick_seconds[k];
    }
    if (bar) fprintf(stderr, "\r[########################################] %llu/%llu\n",
                     (unsigned long long)r->games, (unsigned long long)r->games);
    free(w);
    return !atomic_load(&r->failed);
}

static double ms_per_decision(const sim_totals *t, int k)
{
    return t->decisions[k] ? 1e3 * t->pick_seconds[k] / (double)t->decisions[k] : 0;
}

/* The JSON fields of what a run adds (threads, digest, AI time). */
static const char *sim_json_extra(const sim_totals *t, int n_threads)
{
    static char buf[256];
    snprintf(buf, sizeof buf, "\"threads\":%d,\"digest\":\"%016llx\",\"ai1_ms_per_decision\":%.4f,"
             "\"ai2_ms_per_decision\":%.4f", n_threads, (unsigned long long)t->digest, ms_per_decision(t, 0),
             ms_per_decision(t, 1));
    return buf;
}

static void sim_print_extra(const sim_totals *t, const char *const specs[2], int n_threads)
{
    printf("%d threads | time per decision: %s %.3f ms, %s %.3f ms | games digest %016llx\n", n_threads, specs[0],
           ms_per_decision(t, 0), specs[1], ms_per_decision(t, 1), (unsigned long long)t->digest);
}

/* Contexts for threads 1..n-1 (ctxs[0] is given), loaded the same way so
** card indices (and so decks) agree. Returns how many exist. */
static int sim_contexts(dcg_ctx **ctxs, int n)
{
    int made = 1;
    for (; made < n; made++) {
        if (!(ctxs[made] = cli_context())) break;
        dcg_events_record(ctxs[made], 0);
    }
    return made;
}

int cmd_sim(int argc, char **argv)
{
    const char *decks[2] = {NULL, NULL}, *v, *format = NULL;
    const char *ai_names[2] = {"greedy", "greedy"};
    uint64_t games = 0, seed = 1, threads = 0, playouts = 0;
    bool json = false;
    int nd = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
        else if (cli_flag(argc, argv, &i, "--games", &v)) { if (!cli_parse_u64(v, &games) || !games) { fprintf(stderr, "dcg sim: --games needs a positive number\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--threads", &v)) { if (!cli_parse_u64(v, &threads) || !threads || threads > 1024) { fprintf(stderr, "dcg sim: --threads needs a number from 1 to 1024\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--playouts", &v)) { if (!cli_parse_u64(v, &playouts) || !playouts) { fprintf(stderr, "dcg sim: --playouts needs a positive number\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--seed", &v)) { if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg sim: bad --seed\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--ai1", &ai_names[0]) || cli_flag(argc, argv, &i, "--ai2", &ai_names[1]) ||
                 cli_flag(argc, argv, &i, "--format", &format)) {}
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (argv[i][0] == '-') { fprintf(stderr, "dcg sim: unknown option %s\n", argv[i]); usage(stderr); return 2; }
        else if (nd < 2) decks[nd++] = argv[i];
        else { usage(stderr); return 2; }
    }
    if (nd != 2 || !games) { usage(stderr); return 2; }
    static char specs[2][256];
    for (int k = 0; k < 2; k++) {
        if (!cli_ai_spec("sim", ai_names[k], playouts, specs[k], sizeof specs[k])) return 2;
        ai_names[k] = specs[k];
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    if (!sim_check_ais(ctx, ai_names)) { dcg_ctx_free(ctx); return 2; }
    static dcg_format fmt;
    if (!cli_format(ctx, format, &fmt)) { dcg_ctx_free(ctx); return 2; }
    dcg_deck d[2];
    if (!cli_deck_for(ctx, decks[0], &fmt, &d[0]) || !cli_deck_for(ctx, decks[1], &fmt, &d[1])) { dcg_ctx_free(ctx); return 2; }
    dcg_events_record(ctx, 0);
    int n_threads = threads ? (int)threads : cli_cores();
    dcg_ctx **ctxs = calloc((size_t)n_threads, sizeof *ctxs);
    if (!ctxs) { dcg_ctx_free(ctx); return 1; }
    ctxs[0] = ctx;
    int made = sim_contexts(ctxs, n_threads);
    sim_run run = {.decks = d, .fmt = &fmt, .specs = ai_names, .games = games, .seed = seed};
    sim_totals tot;
    double t0 = cli_now();
    bool ok = made == n_threads && sim_threads(ctxs, n_threads, &run, isatty(2) && !json, &tot);
    double secs = cli_now() - t0;
    for (int i = 0; i < made; i++) dcg_ctx_free(ctxs[i]);
    free(ctxs);
    if (!ok) return made == n_threads ? 2 : 1;
    uint64_t wins = tot.wins, draws = tot.draws, turns = tot.turns, answers = tot.answers;
    double n = (double)games, p = (double)wins / n, z = 1.96;
    double den = 1 + z * z / n, mid = (p + z * z / (2 * n)) / den;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den;
    if (json)
        printf("{\"games\":%llu,\"deck1\":\"%s\",\"deck2\":\"%s\",\"ai1\":\"%s\",\"ai2\":\"%s\",\"deck1_wins\":%llu,"
               "\"draws\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f],\"avg_turns\":%.2f,\"games_per_second\":%.1f,"
               "\"decisions_per_second\":%.1f,%s}\n",
               (unsigned long long)games, decks[0], decks[1], ai_names[0], ai_names[1], (unsigned long long)wins,
               (unsigned long long)draws, p, mid - half, mid + half, (double)turns / n, n / secs, (double)answers / secs,
               sim_json_extra(&tot, n_threads));
    else
        printf("%llu games: %s (%s) won %llu, %s (%s) won %llu, draws %llu\n"
               "win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)\n"
               "average turns %.1f | %.0f games/s | %.0f decisions/s\n",
               (unsigned long long)games, decks[0], ai_names[0], (unsigned long long)wins, decks[1], ai_names[1],
               (unsigned long long)(games - wins - draws), (unsigned long long)draws, decks[0], 100 * p,
               100 * (mid - half), 100 * (mid + half), (double)turns / n, n / secs, (double)answers / secs);
    if (!json) sim_print_extra(&tot, ai_names, n_threads);
    return 0;
}
