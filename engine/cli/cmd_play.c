/* cmd_play.c: dcg play: a human against the AI in the terminal. The game is
** written to a replay file as it goes, so it can be resumed exactly. */
#include "common.h"
#include "dcg_replay.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg play [--deck FILE] [--opponent FILE] [--ai NAME] [--playouts N] [--seed S]\n"
                 "                [--replay FILE] [--resume FILE] [--format NAME] [--auto]\n"
                 "  You (P1, first) against the AI (default greedy; random, mcts; NAME:OPTIONS passes\n"
                 "  options, --playouts N is mcts's budget per decision), ST1 against ST2 by default.\n"
                 "  The game is saved as it goes (default dcg-last.replay); --resume FILE continues\n"
                 "  a saved game where it stopped. Without a terminal, or with --auto, two AIs\n"
                 "  play a demo game.\n");
}

/* Read a choice from stdin: an option index, or -1 to quit. */
static int ask_human(int n)
{
    char line[64];
    for (;;) {
        printf("your choice (0-%d, q to quit): ", n - 1);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) return -1;
        if (line[0] == 'q') return -1;
        char *end;
        long v = strtol(line, &end, 10);
        if (end != line && (*end == '\n' || *end == 0) && v >= 0 && v < n) return (int)v;
        printf("'%.*s' is not a choice: type a number from 0 to %d\n", (int)strcspn(line, "\n"), line, n - 1);
    }
}

static const char *decision_title(int kind)
{
    switch (kind) {
    case DCG_DEC_MULLIGAN: return "Your opening hand: keep it or redraw once?";
    case DCG_DEC_BREEDING: return "Breeding phase:";
    case DCG_DEC_MAIN: return "Main phase: what now?";
    case DCG_DEC_BLOCK: return "Your opponent attacks. Block?";
    case DCG_DEC_ORDER: return "Several of your effects triggered. Which resolves first?";
    case DCG_DEC_TARGET: return "Choose for the effect:";
    case DCG_DEC_YESNO: return "Use this optional effect?";
    case DCG_DEC_COUNTER: return "Counter timing: use a [Counter] effect?";
    case DCG_DEC_BLITZ: return "<Blitz>: attack now?";
    default: return "";
    }
}

int cmd_play(int argc, char **argv)
{
    const char *deck_arg = "st1", *opp_arg = "st2", *ai_name = "greedy", *replay_path = "dcg-last.replay";
    const char *resume = NULL, *v, *format = NULL;
    uint64_t seed = 0, playouts = 0;
    bool have_seed = false, autoplay = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
        else if (cli_flag(argc, argv, &i, "--deck", &deck_arg) || cli_flag(argc, argv, &i, "--opponent", &opp_arg) ||
                 cli_flag(argc, argv, &i, "--ai", &ai_name) || cli_flag(argc, argv, &i, "--replay", &replay_path) ||
                 cli_flag(argc, argv, &i, "--resume", &resume) || cli_flag(argc, argv, &i, "--format", &format)) {}
        else if (cli_flag(argc, argv, &i, "--playouts", &v)) {
            if (!cli_parse_u64(v, &playouts) || !playouts) { fprintf(stderr, "dcg play: --playouts needs a positive number\n"); return 2; }
        } else if (cli_flag(argc, argv, &i, "--seed", &v)) {
            if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg play: bad --seed\n"); return 2; }
            have_seed = true;
        } else if (cli_flag(argc, argv, &i, "--auto", NULL)) autoplay = true;
        else { fprintf(stderr, "dcg play: unknown option %s\n", argv[i]); usage(stderr); return 2; }
    }
    static char spec[256];
    if (!cli_ai_spec("play", ai_name, playouts, spec, sizeof spec)) return 2;
    ai_name = spec;
    if (!isatty(0)) autoplay = true;
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_ai *ai = NULL;
    if (dcg_ai_new(ctx, ai_name, 0, &ai) != DCG_OK) { /* a bad --ai fails before any file is written */
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return 2;
    }
    dcg_ai_free(ai);
    ai = NULL;
    dcg_replay r = {0};
    static dcg_format fmt;
    dcg_state *st = dcg_state_new();
    FILE *rf = NULL;
    int rc = 0;
    if (resume) {
        if (dcg_replay_load(ctx, resume, &r) != DCG_OK || !cli_format(ctx, r.format[0] ? r.format : NULL, &fmt)) {
            fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
            rc = 1;
            goto done;
        }
        int applied;
        if (dcg_replay_play_format(ctx, st, &r, &fmt, -1, &applied) != DCG_OK) {
            fprintf(stderr, "dcg play: %s: %s\n", resume, dcg_errmsg(ctx));
            rc = 1;
            goto done;
        }
        printf("resumed %s after %d answers (turn %d)\n", resume, applied, dcg_turn_number(st));
        replay_path = resume;
        if (!(rf = fopen(replay_path, "a"))) { perror(replay_path); rc = 1; goto done; }
    } else {
        if (!cli_format(ctx, format, &fmt) || !cli_deck_for(ctx, deck_arg, &fmt, &r.decks[0]) ||
            !cli_deck_for(ctx, opp_arg, &fmt, &r.decks[1])) { rc = 2; goto done; }
        snprintf(r.format, sizeof r.format, "%s", format ? format : "");
        r.seed = have_seed ? seed : (uint64_t)time(NULL); /* the CLI's default seed; the game itself reads no clock */
        if (!(rf = fopen(replay_path, "w"))) { perror(replay_path); rc = 1; goto done; }
        dcg_replay_write_header(ctx, rf, r.seed, &r.decks[0], &r.decks[1]);
        if (r.format[0]) fprintf(rf, "format %s\n", r.format);
        fprintf(rf, "ai 1 %s\n", ai_name);
        fflush(rf);
        if (dcg_game_start_format(ctx, st, &r.decks[0], &r.decks[1], r.seed, &fmt) != DCG_OK) {
            fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
            rc = 2;
            goto done;
        }
        printf("dcg: you are P1 (%s) against the %s AI (%s); seed %llu; saving to %s\n", deck_arg, ai_name, opp_arg,
               (unsigned long long)r.seed, replay_path);
        cli_print_events(stdout, ctx, st, autoplay ? -1 : 0, "  ");
    }
    if (dcg_ai_new(ctx, ai_name, r.seed ^ 0xA5A5A5A5ull, &ai) != DCG_OK) {
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
        rc = 2;
        goto done;
    }
    static dcg_decision d;
    char words[256];
    while (dcg_decision_get(ctx, st, &d) == DCG_OK) {
        int choice;
        if (d.player == 1 || autoplay) {
            choice = dcg_ai_choose(ai, ctx, st, &d);
            if (autoplay && d.n > 1) {
                cli_describe_option(ctx, st, &d, choice, words, sizeof words);
                printf("P%d: %s\n", d.player + 1, words);
            }
        } else {
            cli_print_board(stdout, ctx, st, 0);
            if (d.source != DCG_NO_CARD) printf("(effect of %s)\n", cli_card_name(ctx, st, d.source));
            printf("%s\n", decision_title(d.kind));
            for (int i = 0; i < d.n; i++) {
                cli_describe_option(ctx, st, &d, i, words, sizeof words);
                printf("  %2d) %s\n", i, words);
            }
            if ((choice = ask_human(d.n)) < 0) {
                printf("game saved to %s; continue with: dcg play --resume %s\n", replay_path, replay_path);
                goto done;
            }
        }
        if (dcg_answer(ctx, st, choice) != DCG_OK) {
            fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
            rc = 1;
            goto done;
        }
        fprintf(rf, "answers %d\n", choice);
        fflush(rf);
        cli_print_events(stdout, ctx, st, autoplay ? -1 : 0, "  ");
    }
    {
        int w = dcg_winner(st);
        printf("\ngame over after %d turns: %s\n", dcg_turn_number(st),
               w == 2 ? "a draw" : autoplay ? (w == 0 ? "P1 wins" : "P2 wins") : (w == 0 ? "you win!" : "the AI wins"));
    }
done:
    dcg_ai_free(ai);
    if (rf) fclose(rf);
    dcg_replay_free(&r);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return rc;
}
