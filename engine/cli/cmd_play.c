/* cmd_play.c: dcg play: a human against the AI in the terminal. The game is
** written to a replay file as it goes, so it can be resumed exactly. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "dcg_replay.h"
#include "play.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg play [--deck FILE] [--opponent FILE] [--ai NAME] [--go first|second|coin]\n"
                 "                [--playouts N] [--seed S] [--replay FILE] [--resume FILE] [--new] [--format NAME]\n"
                 "                [--auto] [--human]\n"
                 "  You against the AI (--ai: greedy, the default, random, mcts, or NAME:OPTIONS; --playouts N: mcts's budget per decision), ST1\n"
                 "  against ST2 by default; --go: who goes first (default: a coin toss from the seed).\n"
                 "  The game is saved as it goes (default dcg-last.replay); --resume FILE continues\n"
                 "  a saved game where it stopped (its decks, format and AI are in it; give its\n"
                 "  mods with --cards again: a saved game loads no mod itself). An\n"
                 "  unfinished saved game is never overwritten without asking (--new: do).\n"
                 "  Without a terminal, or with --auto, two AIs play a demo game; --human plays\n"
                 "  with answers read from standard input even without a terminal.\n"
                 "  At every prompt: a key from the list, or help, card N, stack X, trash, log, undo,\n"
                 "  concede.\n");
}

static void help(void)
{
    static const char *const lines[][2] = {
        {"KEY", "choose the option with that key (or its number in the list)"},
        {"card N", "the full facts of hand card N, of Digimon a, B ..., or of a card number (ST1-03)"},
        {"stack X", "the cards under Digimon X (a, b ... yours, A, B ... the opponent's)"},
        {"trash [opp]", "your trash, or the opponent's"},
        {"log [N]", "the last N lines of the game log (default 30)"},
        {"board", "show the board again"},
        {"undo", "take back your last choice (while no hidden card was revealed since)"},
        {"concede", "forfeit: you lose the game at once (1-2-4)"},
        {"quit", "save and stop (continue with dcg play --resume FILE)"},
        {"keys:", "p3 play hand card 3, d3a digivolve a with hand card 3, xa attack with a (xaB: a attacks B), ba block "
                  "with a, u3 use Option 3, e.. resolve an effect. A Digimon keeps its letter while it stays on the field, "
                  "a hand card its number while it stays in the hand."}};
    int width, height;
    term_size(&width, &height);
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) { /* broken between words, never inside one */
        char head[32];
        snprintf(head, sizeof head, "  %-12s ", lines[i][0]);
        wrap_print(stdout, head, lines[i][1], width, 15);
    }
}

/* ---- the game log ---------------------------------------------------------- */
#define LOG_MAX 4096
static char log_lines[LOG_MAX][200];
static int n_log, log_seen; /* lines, and lines the player has been shown */

static void log_add(const char *s)
{
    if (n_log == LOG_MAX) { /* keep the newer half */
        memmove(log_lines, log_lines[LOG_MAX / 2], sizeof log_lines[0] * (LOG_MAX / 2));
        n_log -= LOG_MAX / 2;
        log_seen = log_seen > LOG_MAX / 2 ? log_seen - LOG_MAX / 2 : 0;
    }
    snprintf(log_lines[n_log++], sizeof log_lines[0], "%.199s", s);
}

static void log_print(int from, int to)
{
    for (int i = from < 0 ? 0 : from; i < to; i++) printf("  %s\n", log_lines[i]);
}

/* ---- the game -------------------------------------------------------------- */
#define UNDO_MAX 64
typedef struct game {
    dcg_ctx *ctx;
    dcg_state *st, *before;       /* now, and before the last answer */
    dcg_replay r;                 /* seed, decks, answers so far */
    const char *path;             /* the replay file */
    int me;                       /* the human's seat */
    const char *ai_spec;          /* the AI: "greedy", "NAME:OPTIONS" */
    dcg_ai *ai;
    bool autoplay;
    struct snap {                 /* before each of the human's answers */
        dcg_state *st;
        int n_answers, n_log;
    } undo[UNDO_MAX];
    int n_undo;
    play_board board;             /* the human's, whose labels stay with their Digimon and cards */
} game;

/* Write the whole replay file (at the start, and after an undo). */
static bool save_all(game *g)
{
    FILE *f = fopen(g->path, "w");
    if (!f) {
        perror(g->path);
        return false;
    }
    dcg_replay_write_header(g->ctx, f, g->r.seed, &g->r.decks[0], &g->r.decks[1]);
    if (g->r.format[0]) fprintf(f, "format %s\n", g->r.format);
    cli_write_card_dirs(f);
    fprintf(f, "ai %d %s\n", 1 - g->me, g->ai_spec);
    if (g->r.n_answers) fprintf(f, "answers");
    for (int i = 0; i < g->r.n_answers; i++) fprintf(f, " %d", g->r.answers[i]);
    if (g->r.n_answers) fprintf(f, "\n");
    if (g->r.conceded) fprintf(f, "concede %d\n", g->r.conceded - 1);
    return fclose(f) == 0;
}

/* Log the events of the last call (printed as they come in a demo game).
** A hidden card coming to light (a draw, a security check, a hatch) ends
** what undo can take back. */
static void take_events(game *g, const dcg_state *before)
{
    int n;
    const dcg_event *ev = dcg_events(g->ctx, &n);
    char words[512];
    for (int i = 0; i < n; i++) {
        dcg_event seen = dcg_event_view(g->st, &ev[i], g->me);
        if (ev[i].kind == DCG_EV_SECURITY_CHECK ||
            (seen.kind == DCG_EV_MOVE && seen.def >= 0 &&
             (seen.from == DCG_ZONE_DECK || seen.from == DCG_ZONE_SECURITY || seen.from == DCG_ZONE_EGGS)))
            g->n_undo = 0;
        dcg_event_describe(g->ctx, g->st, before, ev, n, i, g->autoplay ? -1 : g->me, words, sizeof words);
        if (!words[0]) continue;
        log_add(words);
        if (g->autoplay) printf("  %s\n", words);
    }
}

/* Answer, save, and log what happened. */
static bool answer(game *g, int choice)
{
    dcg_state_copy(g->before, g->st);
    if (dcg_answer(g->ctx, g->st, choice) != DCG_OK) {
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(g->ctx));
        return false;
    }
    FILE *f = fopen(g->path, "a");
    if (!f || dcg_replay_add(&g->r, choice) != DCG_OK) {
        perror(g->path);
        if (f) fclose(f);
        return false;
    }
    fprintf(f, "answers %d\n", choice);
    fclose(f);
    take_events(g, g->before);
    return true;
}

/* The human forfeits (1-2-4): the game ends, and the replay says so. */
static bool concede(game *g)
{
    dcg_state_copy(g->before, g->st);
    if (dcg_concede(g->ctx, g->st, g->me) != DCG_OK) {
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(g->ctx));
        return false;
    }
    g->r.conceded = g->me + 1;
    FILE *f = fopen(g->path, "a");
    if (!f) {
        perror(g->path);
        return false;
    }
    fprintf(f, "concede %d\n", g->me);
    fclose(f);
    take_events(g, g->before);
    return true;
}

static void undo(game *g)
{
    struct snap *s = &g->undo[--g->n_undo];
    dcg_state_copy(g->st, s->st);
    g->r.n_answers = s->n_answers;
    n_log = log_seen = s->n_log;
    save_all(g);
    printf("your last choice is taken back\n");
}

/* ---- the human's turn ------------------------------------------------------ */
static bool read_line(char *buf, size_t size)
{
    fflush(stdout);
    if (!fgets(buf, (int)size, stdin)) return false;
    buf[strcspn(buf, "\r\n")] = 0;
    return true;
}

static bool confirm(const char *question)
{
    char line[64];
    printf("%s [y/n] ", question);
    return read_line(line, sizeof line) && tolower((unsigned char)line[0]) == 'y';
}

static void show(game *g, const dcg_decision *d, const play_board *b, const play_option *opts, int n)
{
    int width, height;
    term_size(&width, &height);
    int rows_free = height - 4 - b->n_perms[0] - b->n_perms[1] - b->n_hand - n - 3;
    if (n_log - log_seen > (rows_free > 0 ? rows_free : 0)) { /* too much happened for the board: tell it first */
        log_print(log_seen, n_log);
        log_seen = n_log;
        if (isatty(0)) {
            char line[64];
            printf("[Enter: the board] ");
            read_line(line, sizeof line);
        }
    }
    printf("\n");
    int used = board_print(stdout, g->ctx, g->st, b, width, height);
    char title[600];
    dcg_decision_describe(g->ctx, g->st, d, title, sizeof title);
    int rows = height - used - 2 - wrap_print(NULL, "", title, width, 2); /* the title, the prompt, a spare line */
    int listed = options_print(NULL, d, opts, n, width, rows);
    int room = rows - listed, fresh = n_log - log_seen;
    if (fresh > 0 && room > 0) { /* what happened since the player's last look */
        int shown = fresh <= room ? fresh : room - 1;
        if (shown < fresh) printf("  (%d earlier lines: type log)\n", fresh - shown);
        log_print(n_log - shown, n_log);
    } else if (fresh > 0) printf("  (%d new log lines: type log)\n", fresh);
    log_seen = n_log;
    wrap_print(stdout, "", title, width, 2);
    options_print(stdout, d, opts, n, width, rows);
}

static int term_width(void)
{
    int width, height;
    term_size(&width, &height);
    return width;
}

/* Which option the words name: a key, or a number in the list. */
static int find_option(const play_option *opts, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(opts[i].key, s)) return i;
    int found = -1, hits = 0;
    for (int i = 0; i < n; i++)
        if (!strcasecmp(opts[i].key, s)) found = i, hits++;
    if (hits == 1) return found;
    int v;
    return cli_parse_int(s, 1, n, &v) ? v - 1 : -1;
}

/* The card index named by "3" (hand), "a"/"B" (a permanent's top card) or a card number. */
static int named_card(game *g, const play_board *b, const char *s)
{
    int v;
    if (cli_parse_int(s, 1, 64, &v) && board_hand_card(b, v) >= 0) return dcg_card_of(g->st, board_hand_card(b, v));
    const dcg_perm_info *p = s[0] && !s[1] ? board_perm(b, s[0]) : NULL;
    if (p) return dcg_card_of(g->st, p->cards[p->n - 1]);
    for (int i = 0; i < dcg_card_count(g->ctx); i++)
        if (!strcasecmp(dcg_card_at(g->ctx, i)->number, s)) return i;
    return -1;
}

enum { ASK_QUIT = -1, ASK_UNDO = -2, ASK_CONCEDE = -3 };

/* The human's answer to d: an option index, ASK_QUIT, ASK_UNDO or ASK_CONCEDE. */
static int ask_human(game *g, const dcg_decision *d)
{
    static play_option opts[DCG_MAX_OPTIONS];
    play_board *bp = &g->board;
    board_update(g->ctx, g->st, g->me, bp);
    int n = options_build(g->ctx, g->st, bp, d, opts);
    show(g, d, bp, opts, n);
    for (char line[256], whole[256];;) {
        printf("> ");
        if (!read_line(line, sizeof line)) return ASK_QUIT;
        char *s = line, *arg;
        while (isspace((unsigned char)*s)) s++;
        for (char *e = s + strlen(s); e > s && isspace((unsigned char)e[-1]);) *--e = 0;
        snprintf(whole, sizeof whole, "%s", s);
        arg = s + strcspn(s, " ");
        if (*arg) *arg++ = 0;
        while (isspace((unsigned char)*arg)) arg++;
        if (!*s) continue;
        if (!strcmp(s, "q") || !strcmp(s, "quit")) return ASK_QUIT;
        if (!strcmp(s, "help") || !strcmp(s, "?")) help();
        else if (!strcmp(s, "board")) show(g, d, bp, opts, n);
        else if (!strcmp(s, "concede")) {
            if (confirm("Concede: you lose the game at once. Sure?")) return ASK_CONCEDE;
        }
        else if (!strcmp(s, "undo")) {
            if (g->n_undo > 1) return ASK_UNDO; /* the newest snapshot is this decision's own */
            printf("nothing to undo: %s\n", g->r.n_answers ? "a hidden card was revealed since your last choice" : "no choice made yet");
        }
        else if (!strcmp(s, "log")) {
            int k = 30;
            if (*arg && !cli_parse_int(arg, 1, LOG_MAX, &k)) printf("log N: N is a number of lines\n");
            else log_print(n_log - k, n_log);
        } else if (!strcmp(s, "trash")) trash_print(stdout, g->ctx, g->st, *arg && strncmp(arg, "opp", 3) == 0 ? 1 - g->me : g->me);
        else if (!strcmp(s, "card")) {
            int c = *arg ? named_card(g, bp, arg) : -1;
            if (c < 0) printf("card N: N is a hand card (1-%d), a Digimon (a, b ... A, B ...) or a card number\n", bp->n_hand);
            else card_print(stdout, g->ctx, c, term_width());
        } else if (!strcmp(s, "stack")) {
            const dcg_perm_info *p = arg[0] && !arg[1] ? board_perm(bp, arg[0]) : NULL;
            if (!p) printf("stack X: X is a Digimon on the board (a, b ... yours, A, B ... the opponent's)\n");
            else stack_print(stdout, g->ctx, g->st, p, term_width());
        } else {
            int k = find_option(opts, n, whole);
            if (k < 0) {
                printf("'%s' is not an option or a command: type a key from the list (e.g. %s), or help\n", whole, opts[0].key);
                continue;
            }
            const dcg_option *o = &d->options[opts[k].index];
            if (o->kind == DCG_OPT_PASS && pass_gives_up(g->st, d, g->me) &&
                !confirm("You can still play or attack. Pass and end your turn?"))
                continue;
            if (o->kind != DCG_OPT_PASS && opts[k].ends_turn && !confirm("This puts memory on the opponent's side and ends your turn. Go on?"))
                continue;
            return opts[k].index;
        }
    }
}

/* ---- setup ------------------------------------------------------------------ */
/* A seeded coin: the same seed tosses the same side. */
static int coin(uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (int)((z ^ (z >> 31)) & 1);
}

/* dcg_replay_check, where the player may give the format file (--format):
** then the replay's format line is not followed, only the digest compared. */
static dcg_status check_replay(dcg_ctx *ctx, const dcg_replay *r, const char *format)
{
    dcg_replay given = *r;
    if (format) given.format[0] = 0;
    return dcg_replay_check(ctx, &given);
}

/* Is there a game in path that is not over (or that cannot be read)? */
static bool unfinished(dcg_ctx *ctx, const char *path, char *why, size_t size)
{
    if (access(path, F_OK) != 0) return false;
    dcg_replay r;
    static dcg_format fmt;
    dcg_state *st = dcg_state_new();
    int applied = 0;
    bool open = true;
    if (dcg_replay_load(ctx, path, &r) != DCG_OK) snprintf(why, size, "a game that cannot be read here (%.200s)", dcg_errmsg(ctx));
    else {
        if (strpbrk(r.format, "/\\")) /* a replay names formats; its file is not read (issue 17) */
            snprintf(why, size, "a game in the format file %.200s", r.format);
        else if (r.format[0] ? dcg_format_load(ctx, r.format, &fmt) != DCG_OK : (dcg_format_default(&fmt), false))
            snprintf(why, size, "a game in a format not loaded here (%.60s)", r.format);
        else if (dcg_replay_play_format(ctx, st, &r, &fmt, -1, &applied) != DCG_OK)
            snprintf(why, size, "a game that cannot be played back here (%.200s)", dcg_errmsg(ctx));
        else if (dcg_winner(st) >= 0) open = false;
        else snprintf(why, size, "an unfinished game (turn %d, %d answers)", dcg_turn_number(st), applied);
        dcg_replay_free(&r);
    }
    dcg_state_free(st);
    return open;
}

int cmd_play(int argc, char **argv)
{
    const char *deck_arg = "st1", *opp_arg = "st2", *ai_name = NULL, *replay_path = "dcg-last.replay";
    const char *resume = NULL, *v, *format = NULL, *go = "coin";
    uint64_t seed = 0, playouts = 0;
    bool have_seed = false, autoplay = false, human = false, fresh = false;
    if (cli_help(argc, argv)) { usage(stdout); return 0; }
    for (int i = 1; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--deck", &deck_arg) || cli_flag(argc, argv, &i, "--opponent", &opp_arg) ||
            cli_flag(argc, argv, &i, "--ai", &ai_name) || cli_flag(argc, argv, &i, "--replay", &replay_path) ||
            cli_flag(argc, argv, &i, "--resume", &resume) || cli_flag(argc, argv, &i, "--format", &format) ||
            cli_flag(argc, argv, &i, "--go", &go)) {}
        else if (cli_flag(argc, argv, &i, "--playouts", &v)) {
            if (!cli_parse_u64(v, &playouts) || !playouts) { fprintf(stderr, "dcg play: --playouts %s is not a positive number\n", v); return 2; }
        } else if (cli_flag(argc, argv, &i, "--seed", &v)) {
            if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg play: --seed '%s' is not a number (0 or more)\n", v); return 2; }
            have_seed = true;
        } else if (cli_flag(argc, argv, &i, "--auto", NULL)) autoplay = true;
        else if (cli_flag(argc, argv, &i, "--human", NULL)) human = true;
        else if (cli_flag(argc, argv, &i, "--new", NULL)) fresh = true;
        else { fprintf(stderr, "dcg play: unknown option %s\n", argv[i]); usage(stderr); return 2; }
    }
    if (strcmp(go, "first") && strcmp(go, "second") && strcmp(go, "coin")) {
        fprintf(stderr, "dcg play: --go first, second or coin, not '%s'\n", go);
        return 2;
    }
    if (!isatty(0) && !human) autoplay = true;
    static cli_replay_info meta;
    if (resume && !cli_replay_meta(resume, &meta)) { perror(resume); return 1; } /* its AI; the mods it names, for errors */
    static char spec[256];
    if (ai_name) {
        if (!cli_ai_spec("play", ai_name, playouts, spec, sizeof spec)) return 2;
        ai_name = spec;
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_ai *check = NULL; /* a bad --ai fails before any file is written */
    if (ai_name && dcg_ai_new(ctx, ai_name, 0, &check) != DCG_OK) {
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return 2;
    }
    dcg_ai_free(check);
    static game g;
    static dcg_format fmt;
    g.ctx = ctx, g.st = dcg_state_new(), g.before = dcg_state_new(), g.autoplay = autoplay, g.path = replay_path;
    int rc = 0;
    char why[300];
    if (!resume && !fresh && unfinished(ctx, replay_path, why, sizeof why)) {
        printf("%s holds %s.\n", replay_path, why);
        char line[64] = "";
        if (!autoplay) {
            printf("Resume it (r), start a new game over it (n), or quit (q)? ");
            if (!read_line(line, sizeof line)) line[0] = 'q';
        }
        if (line[0] == 'r') { /* with the mods given now: the replay's digest checks they are its own */
            resume = replay_path;
            if (!cli_replay_meta(resume, &meta)) { perror(resume); rc = 1; goto done; }
        } else if (line[0] != 'n') {
            fprintf(stderr, "dcg play: not overwriting it: continue it with dcg play --resume %s,\n"
                            "  or start a new game with --new (or --replay OTHER_FILE)\n", replay_path);
            rc = 2;
            goto done;
        }
    }
    if (resume) {
        int applied;
        /* a replay names formats, never files; it must match the cards and scripts loaded */
        if (dcg_replay_load(ctx, resume, &g.r) != DCG_OK ||
            (!format && strpbrk(g.r.format, "/\\") && dcg_replay_check(ctx, &g.r) != DCG_OK) ||
            !cli_format(ctx, format ? format : g.r.format[0] ? g.r.format : NULL, &fmt) ||
            check_replay(ctx, &g.r, format) != DCG_OK || dcg_replay_play_format(ctx, g.st, &g.r, &fmt, -1, &applied) != DCG_OK) {
            fprintf(stderr, "dcg play: %s: %s\n", resume, dcg_errmsg(ctx));
            cli_replay_hint(stderr, &meta);
            rc = 1;
            goto done;
        }
        g.me = 1 - meta.ai_seat;
        g.ai_spec = ai_name ? ai_name : meta.ai;
        g.path = resume;
        printf("resumed %s after %d answers (turn %d); you are P%d against the %s AI\n", resume, applied,
               dcg_turn_number(g.st), g.me + 1, g.ai_spec);
        if (!save_all(&g)) { rc = 1; goto done; }
    } else {
        g.r.seed = have_seed ? seed : (uint64_t)time(NULL); /* the CLI's default seed; the game itself reads no clock */
        g.me = !strcmp(go, "first") ? 0 : !strcmp(go, "second") ? 1 : coin(g.r.seed);
        g.ai_spec = ai_name ? ai_name : "greedy";
        if (!cli_format(ctx, format, &fmt) || !cli_deck_for(ctx, deck_arg, &fmt, &g.r.decks[g.me]) ||
            !cli_deck_for(ctx, opp_arg, &fmt, &g.r.decks[1 - g.me])) { rc = 2; goto done; }
        char *abs = format && (strchr(format, '/') || strstr(format, ".lua")) ? realpath(format, NULL) : NULL;
        snprintf(g.r.format, sizeof g.r.format, "%s", abs ? abs : format ? format : ""); /* a path works from anywhere */
        free(abs);
        if (!save_all(&g)) { rc = 1; goto done; }
        if (dcg_game_start_format(ctx, g.st, &g.r.decks[0], &g.r.decks[1], g.r.seed, &fmt) != DCG_OK) {
            fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
            rc = 2;
            goto done;
        }
        printf("dcg: you are P%d (%s), going %s%s, against the %s AI (%s)\nseed %llu; the game is saved to %s\n", g.me + 1, deck_arg,
               g.me ? "second" : "first", strcmp(go, "coin") ? "" : " by a coin toss", g.ai_spec, opp_arg,
               (unsigned long long)g.r.seed, replay_path);
        take_events(&g, NULL);
    }
    if (dcg_ai_new(ctx, g.ai_spec, g.r.seed ^ 0xA5A5A5A5ull, &g.ai) != DCG_OK) {
        fprintf(stderr, "dcg play: %s\n", dcg_errmsg(ctx));
        rc = 2;
        goto done;
    }
    static dcg_decision d;
    while (dcg_decision_get(ctx, g.st, &d) == DCG_OK) {
        int choice;
        if (d.player != g.me || autoplay) {
            choice = dcg_ai_choose(g.ai, ctx, g.st, &d);
            if (autoplay && d.n > 1) {
                static play_option opts[DCG_MAX_OPTIONS];
                play_board b;
                board_read(ctx, g.st, d.player, &b);
                int n = options_build(ctx, g.st, &b, &d, opts);
                for (int i = 0; i < n; i++)
                    if (opts[i].index == choice) printf("P%d: %s\n", d.player + 1, opts[i].text);
            }
        } else {
            if (g.n_undo == UNDO_MAX) { /* keep the newest; the oldest state is reused */
                dcg_state *oldest = g.undo[0].st;
                memmove(g.undo, g.undo + 1, sizeof g.undo[0] * (UNDO_MAX - 1));
                g.undo[UNDO_MAX - 1].st = oldest;
                g.n_undo--;
            }
            struct snap *s = &g.undo[g.n_undo];
            if (!s->st) s->st = dcg_state_new();
            dcg_state_copy(s->st, g.st);
            s->n_answers = g.r.n_answers, s->n_log = n_log;
            g.n_undo++;
            choice = ask_human(&g, &d);
            if (choice == ASK_UNDO) {
                g.n_undo--; /* the snapshot of this very decision */
                undo(&g);
                continue;
            }
            if (choice == ASK_CONCEDE) {
                if (!concede(&g)) { rc = 1; goto done; }
                continue; /* the game is over: the loop ends */
            }
            if (choice == ASK_QUIT) {
                printf("game saved to %s; continue with: dcg", g.path);
                for (int i = 0; i < dcg_cli_n_card_dirs; i++) printf(" --cards %s", dcg_cli_card_dirs[i]);
                printf(" play --resume %s%s%s\n", g.path, strpbrk(g.r.format, "/\\") ? " --format " : "",
                       strpbrk(g.r.format, "/\\") ? g.r.format : "");
                goto done;
            }
        }
        if (!answer(&g, choice)) { rc = 1; goto done; }
    }
    if (!autoplay) log_print(log_seen, n_log);
    {
        int w = dcg_winner(g.st);
        printf("\ngame over after %d turns: %s\n", dcg_turn_number(g.st),
               w == 2 ? "a draw" : autoplay ? (w == 0 ? "P1 wins" : "P2 wins") : (w == g.me ? "you win!" : "the AI wins"));
    }
done:
    for (int i = 0; i < UNDO_MAX; i++) dcg_state_free(g.undo[i].st), g.undo[i].st = NULL;
    dcg_ai_free(g.ai);
    dcg_replay_free(&g.r);
    dcg_state_free(g.st);
    dcg_state_free(g.before);
    dcg_ctx_free(ctx);
    return rc;
}
