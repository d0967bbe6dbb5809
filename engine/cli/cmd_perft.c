/* cmd_perft.c: dcg perft: count the decision tree from fixed positions to a
** depth (the chess engines' perft). Every node is a decision; its children
** are its legal options. The counts are frozen in tests/perft/expected.txt,
** so a change to what is legal shows at once. Public API only. */
#include "common.h"
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg perft [--depth N] [--deck1 DECK] [--deck2 DECK] [--seed S] [--walks K]\n"
                 "  For the positions reached from a game start (DECK1 vs DECK2, seed S, st1 vs st2 and\n"
                 "  seed 1 by default) after 0, 10, 20, ... answers of a seeded walk (K positions,\n"
                 "  default 4), prints the number of decision sequences of each length up to N\n"
                 "  (default 3): a position and its legal options, their options, and so on.\n");
}

/* Leaf counts per depth below st: counts[d] += decisions reachable in d answers. */
static void count(dcg_ctx *ctx, const dcg_state *st, int depth, int max, uint64_t *counts, dcg_state **pool)
{
    counts[depth]++;
    if (depth == max) return;
    dcg_decision *d = malloc(sizeof *d);
    if (!d) return;
    if (dcg_decision_get(ctx, st, d) == DCG_OK)
        for (int i = 0; i < d->n; i++) {
            dcg_state_copy(pool[depth], st);
            if (dcg_answer(ctx, pool[depth], i) != DCG_OK) continue;
            count(ctx, pool[depth], depth + 1, max, counts, pool);
        }
    free(d);
}

/* Advance st by n answers, each chosen by a seeded walk. False when the game ended first. */
static bool walk(dcg_ctx *ctx, dcg_state *st, int n, uint64_t *rng)
{
    static dcg_decision d;
    for (int k = 0; k < n; k++) {
        if (dcg_decision_get(ctx, st, &d) != DCG_OK) return false;
        *rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
        if (dcg_answer(ctx, st, (int)((*rng >> 33) % (uint64_t)d.n)) != DCG_OK) return false;
    }
    return true;
}

int cmd_perft(int argc, char **argv)
{
    const char *deck_names[2] = {"st1", "st2"}, *v;
    uint64_t depth = 3, seed = 1, walks = 4;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
        else if (cli_flag(argc, argv, &i, "--depth", &v)) { if (!cli_parse_u64(v, &depth) || depth > 8) { fprintf(stderr, "dcg perft: --depth needs a number from 0 to 8\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--seed", &v)) { if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg perft: --seed needs a number\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--walks", &v)) { if (!cli_parse_u64(v, &walks) || !walks || walks > 64) { fprintf(stderr, "dcg perft: --walks needs a number from 1 to 64\n"); return 2; } }
        else if (cli_flag(argc, argv, &i, "--deck1", &deck_names[0]) || cli_flag(argc, argv, &i, "--deck2", &deck_names[1])) {}
        else { fprintf(stderr, "dcg perft: unknown argument %s\n", argv[i]); usage(stderr); return 2; }
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    static dcg_format fmt;
    dcg_deck decks[2];
    if (!cli_format(ctx, NULL, &fmt) || !cli_deck_for(ctx, deck_names[0], &fmt, &decks[0]) ||
        !cli_deck_for(ctx, deck_names[1], &fmt, &decks[1])) {
        dcg_ctx_free(ctx);
        return 2;
    }
    dcg_state *st = dcg_state_new(), *pool[9];
    for (int i = 0; i < 9; i++) pool[i] = dcg_state_new();
    int rc = 0;
    if (dcg_game_start(ctx, st, &decks[0], &decks[1], seed) != DCG_OK) {
        fprintf(stderr, "dcg perft: %s\n", dcg_errmsg(ctx));
        rc = 2;
    }
    uint64_t rng = seed;
    for (uint64_t w = 0; !rc && w < walks; w++) {
        if (w > 0 && (!walk(ctx, st, 10, &rng) || dcg_winner(st) >= 0)) break;
        uint64_t counts[9] = {0};
        count(ctx, st, 0, (int)depth, counts, pool);
        printf("%s vs %s seed %llu, after %llu answers (turn %d):", deck_names[0], deck_names[1],
               (unsigned long long)seed, (unsigned long long)(10 * w), dcg_turn_number(st));
        for (uint64_t d = 1; d <= depth; d++) printf(" %llu", (unsigned long long)counts[d]);
        printf("\n");
    }
    for (int i = 0; i < 9; i++) dcg_state_free(pool[i]);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return rc;
}
