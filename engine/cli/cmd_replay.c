/* cmd_replay.c: dcg replay FILE: play a replay back with its log. */
#include "common.h"
#include "dcg_replay.h"
#include <string.h>

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL;
    bool quiet = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: dcg replay FILE [--quiet]\n  Plays a replay (seed, decks, answers) back and prints the game log.\n");
            return 0;
        }
        if (!strcmp(argv[i], "--quiet")) quiet = true;
        else if (argv[i][0] == '-' || path) { fprintf(stderr, "dcg replay: unexpected '%s'\n", argv[i]); return 2; }
        else path = argv[i];
    }
    if (!path) { fprintf(stderr, "usage: dcg replay FILE [--quiet]\n"); return 2; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_replay r;
    if (dcg_replay_load(ctx, path, &r) != DCG_OK) {
        fprintf(stderr, "dcg replay: %s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return 1;
    }
    dcg_state *st = dcg_state_new();
    static dcg_format fmt;
    int rc = 0;
    if (!cli_format(ctx, r.format[0] ? r.format : NULL, &fmt)) rc = 1;
    else if (dcg_game_start_format(ctx, st, &r.decks[0], &r.decks[1], r.seed, &fmt) != DCG_OK) {
        fprintf(stderr, "dcg replay: %s\n", dcg_errmsg(ctx));
        rc = 1;
    }
    if (!quiet && !rc) cli_print_events(stdout, ctx, st, -1, "");
    for (int i = 0; i < r.n_answers && !rc; i++) {
        if (dcg_answer(ctx, st, r.answers[i]) != DCG_OK) {
            fprintf(stderr, "dcg replay: %s: answer %d (%d): %s\n", path, i + 1, r.answers[i], dcg_errmsg(ctx));
            rc = 1;
        } else if (!quiet) {
            cli_print_events(stdout, ctx, st, -1, "");
        }
    }
    if (!rc) {
        int w = dcg_winner(st);
        if (w < 0) printf("replay ends after %d answers; the game goes on (turn %d)\n", r.n_answers, dcg_turn_number(st));
        else printf("result: %s after %d turns\n", w == 2 ? "draw" : w == 0 ? "P1 wins" : "P2 wins", dcg_turn_number(st));
    }
    dcg_replay_free(&r);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return rc;
}
