/* cmd_replay.c: dcg replay FILE: play a replay back with its log, or turn
** by turn with the board (--step). The format it was played with is named
** in the file; its mods are given with --cards (the file names them, and
** its digest checks they are the same: a replay never chooses the code
** that runs). */
#include "dcg_replay.h"
#include "play.h"
#include "dcg_view.h"
#include <string.h>
#include <unistd.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg [--cards DIR]... replay FILE [--quiet] [--step] [--known] [--format NAME] [--force]\n"
                 "  Plays a replay (seed, decks, format, answers) back and prints the game log.\n"
                 "  --step: the board at the start of every turn (from P1's side), waiting for\n"
                 "  Enter when standard input is a terminal.\n"
                 "  A replay recorded with other card data, scripts or format is refused (--force\n"
                 "  tries anyway); a replay names formats, never files (--format gives one), and\n"
                 "  loads no mod itself: give its mods with --cards (an error names them).\n"
                 "  --known: instead of the log, one JSON line per answer with the cards each viewer may\n"
                 "  see then (dcg_view_may_see: P1, P2, and both, a spectator's), as [instance, card] pairs,\n"
                 "  and a last line with the final state's hash: what tests of clients check messages by.\n");
}

/* The board at a turn's start; true to go on. */
static bool step(dcg_ctx *ctx, const dcg_state *st)
{
    play_board b;
    int width, height;
    term_size(&width, &height);
    board_read(ctx, st, 0, &b);
    printf("\n");
    board_print(stdout, ctx, st, &b, width, height);
    if (!isatty(0)) return true;
    char line[64];
    printf("[Enter: next turn, q: stop] ");
    fflush(stdout);
    return fgets(line, sizeof line, stdin) && line[0] != 'q';
}

/* --known: the cards each viewer may see after `step` answers, and who decides. */
static void print_known(dcg_ctx *ctx, const dcg_state *st, int step)
{
    static dcg_decision d;
    if (dcg_decision_get(ctx, st, &d) != DCG_OK) d.kind = DCG_DEC_NONE, d.n = 0;
    printf("{\"step\":%d,\"decider\":%d,\"seen\":[", step, d.kind == DCG_DEC_NONE ? -1 : d.player);
    const int viewers[3] = {0, 1, DCG_VIEW_PUBLIC};
    for (int v = 0; v < 3; v++) {
        printf("%s[", v ? "," : "");
        for (int c = 0, n = 0; c < 2 * DCG_PLAYER_CARDS; c++)
            if (dcg_view_may_see(st, &d, c, viewers[v])) printf("%s[%d,%d]", n++ ? "," : "", c, dcg_card_of(st, c));
        printf("]");
    }
    printf("]}\n");
}

/* Did the last call start a turn? */
static bool new_turn(dcg_ctx *ctx)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++)
        if (ev[i].kind == DCG_EV_TURN) return true;
    return false;
}

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL, *format = NULL;
    bool quiet = false, stepping = false, force = false, known = false;
    if (cli_help(argc, argv)) {
        usage(stdout);
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quiet")) quiet = true;
        else if (!strcmp(argv[i], "--step")) stepping = true;
        else if (!strcmp(argv[i], "--force")) force = true;
        else if (!strcmp(argv[i], "--known")) known = quiet = true;
        else if (cli_flag(argc, argv, &i, "--format", &format)) {}
        else if (argv[i][0] == '-' || path) { fprintf(stderr, "dcg replay: unexpected '%s'\n", argv[i]); return 2; }
        else path = argv[i];
    }
    if (!path) {
        fprintf(stderr, "dcg replay: which replay file?\n");
        usage(stderr);
        return 2;
    }
    static cli_replay_info meta;
    if (!cli_replay_meta(path, &meta)) { perror(path); return 1; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_replay r;
    if (dcg_replay_load(ctx, path, &r) != DCG_OK) {
        fprintf(stderr, "dcg replay: %s\n", dcg_errmsg(ctx));
        cli_replay_hint(stderr, &meta);
        dcg_ctx_free(ctx);
        return 1;
    }
    dcg_state *st = dcg_state_new(), *before = dcg_state_new();
    static dcg_format fmt;
    int rc = 0;
    if (!format && strpbrk(r.format, "/\\")) { /* a replay names formats; it does not reach files */
        dcg_replay_check(ctx, &r);
        fprintf(stderr, "dcg replay: %s\n", dcg_errmsg(ctx));
        rc = 1;
    } else if (!cli_format(ctx, format ? format : r.format[0] ? r.format : NULL, &fmt)) rc = 1;
    else if (dcg_replay_check(ctx, &r) != DCG_OK && (fprintf(stderr, "dcg replay: %s%s\n", force ? "warning: " : "",
                                                              dcg_errmsg(ctx)), !force)) {
        fprintf(stderr, "  (--force plays it anyway)\n");
        rc = 1;
    } else if (dcg_game_start_format(ctx, st, &r.decks[0], &r.decks[1], r.seed, &fmt) != DCG_OK) {
        fprintf(stderr, "dcg replay: %s\n", dcg_errmsg(ctx));
        rc = 1;
    }
    if (rc) cli_replay_hint(stderr, &meta);
    if (!quiet && !rc) cli_print_events(stdout, ctx, st, NULL, -1, "");
    if (known && !rc) print_known(ctx, st, 0);
    for (int i = 0; i < r.n_answers && !rc; i++) {
        dcg_state_copy(before, st);
        if (dcg_answer(ctx, st, r.answers[i]) != DCG_OK) {
            fprintf(stderr, "dcg replay: %s: answer %d (%d): %s\n", path, i + 1, r.answers[i], dcg_errmsg(ctx));
            rc = 1;
            break;
        }
        if (!quiet) cli_print_events(stdout, ctx, st, before, -1, "");
        if (known) print_known(ctx, st, i + 1);
        if (stepping && new_turn(ctx) && !step(ctx, st)) break;
    }
    if (!rc && r.conceded && dcg_winner(st) < 0) { /* the concession after the last answer (1-2-4) */
        if (dcg_concede(ctx, st, r.conceded - 1) != DCG_OK) {
            fprintf(stderr, "dcg replay: %s: concede %d: %s\n", path, r.conceded - 1, dcg_errmsg(ctx));
            rc = 1;
        } else if (!quiet) cli_print_events(stdout, ctx, st, st, -1, "");
    }
    if (known && !rc) printf("{\"hash\":\"%016llx\",\"winner\":%d,\"turn\":%d}\n", (unsigned long long)dcg_state_hash(st),
                             dcg_winner(st), dcg_turn_number(st));
    else if (!rc) {
        int w = dcg_winner(st);
        if (w < 0) printf("replay ends after %d answers; the game goes on (turn %d)\n", r.n_answers, dcg_turn_number(st));
        else printf("result: %s after %d turns\n", w == 2 ? "draw" : w == 0 ? "P1 wins" : "P2 wins", dcg_turn_number(st));
    }
    dcg_replay_free(&r);
    dcg_state_free(st);
    dcg_state_free(before);
    dcg_ctx_free(ctx);
    return rc;
}
