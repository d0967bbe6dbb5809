/* common.c: context and deck loading, and the words the commands print. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "common.h"
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef DCG_DATA_FROM_BIN
#define DCG_DATA_FROM_BIN "../share/dcg"
#endif

const char *cli_data_dir(void)
{
    static char dir[1024];
    if (dir[0]) return dir;
    const char *env = getenv("DCG_DATA_DIR");
    char exe[1024], try[2200];
    ssize_t n;
    if (env && *env) snprintf(dir, sizeof dir, "%s", env);
    else if ((n = readlink("/proc/self/exe", exe, sizeof exe - 1)) > 0) { /* installed: bin/../share/dcg */
        exe[n] = 0;
        *strrchr(exe, '/') = 0;
        snprintf(try, sizeof try, "%s/%s/cards", exe, DCG_DATA_FROM_BIN);
        char *found = access(try, F_OK) == 0 ? realpath(try, NULL) : NULL;
        if (found) {
            *strrchr(found, '/') = 0;
            snprintf(dir, sizeof dir, "%s", found);
            free(found);
        }
    }
    if (!dir[0]) snprintf(dir, sizeof dir, "%s", DCG_SOURCE_DIR); /* the build tree */
    return dir;
}

const char *cli_data_path(const char *relative)
{
    static char buf[1200];
    snprintf(buf, sizeof buf, "%s/%s", cli_data_dir(), relative);
    return buf;
}

dcg_ctx *cli_context(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    if (!ctx) {
        fprintf(stderr, "dcg: out of memory\n");
        return NULL;
    }
    if (dcg_load_dir(ctx, cli_data_dir()) != DCG_OK) {
        fprintf(stderr, "dcg: %s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return NULL;
    }
    for (int i = 0; i < dcg_cli_n_card_dirs; i++)
        if (dcg_load_dir(ctx, dcg_cli_card_dirs[i]) != DCG_OK) {
            fprintf(stderr, "dcg: --cards %s: %s\n", dcg_cli_card_dirs[i], dcg_errmsg(ctx));
            dcg_ctx_free(ctx);
            return NULL;
        }
    return ctx;
}

/* Names in natural order: a run of digits compares by its number, so st9 comes before st10. */
static int cmp_str(const void *a, const void *b)
{
    const char *x = *(char *const *)a, *y = *(char *const *)b;
    while (*x && *y) {
        if (*x >= '0' && *x <= '9' && *y >= '0' && *y <= '9') {
            size_t nx = strspn(x, "0123456789"), ny = strspn(y, "0123456789");
            while (*x == '0' && nx > 1) x++, nx--; /* leading zeros do not count */
            while (*y == '0' && ny > 1) y++, ny--;
            if (nx != ny) return nx < ny ? -1 : 1;
            int c = strncmp(x, y, nx);
            if (c) return c;
            x += nx, y += ny;
        } else {
            if (*x != *y) return (unsigned char)*x < (unsigned char)*y ? -1 : 1;
            x++, y++;
        }
    }
    return (unsigned char)*x - (unsigned char)*y;
}

void cli_print_names(FILE *out, const char *dir, const char *suffix)
{
    DIR *d = opendir(dir);
    char *names[256];
    int n = 0;
    size_t sl = strlen(suffix);
    for (struct dirent *e; d && (e = readdir(d)) && n < 256;) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] != '.' && len > sl && !strcmp(e->d_name + len - sl, suffix))
            if ((names[n] = strndup(e->d_name, len - sl))) n++;
    }
    if (d) closedir(d);
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s%s", i ? ", " : "", names[i]);
        free(names[i]);
    }
}

bool cli_format(dcg_ctx *ctx, const char *name, dcg_format *out)
{
    if (!name) { /* no --format: the official rules, without the restriction list */
        dcg_format_default(out);
        return true;
    }
    if (dcg_format_load(ctx, name, out) != DCG_OK) {
        fprintf(stderr, "dcg: %s\n", dcg_errmsg(ctx));
        if (!strchr(name, '/') && !strstr(name, ".lua")) {
            fprintf(stderr, "formats: ");
            cli_print_names(stderr, cli_data_path("scripts/formats"), ".lua");
            for (int i = 0; i < dcg_cli_n_card_dirs; i++) {
                char dir[1024];
                snprintf(dir, sizeof dir, "%s/scripts/formats", dcg_cli_card_dirs[i]);
                fprintf(stderr, ", ");
                cli_print_names(stderr, dir, ".lua");
            }
            fprintf(stderr, " (or the path of a format file; see docs/formats.md)\n");
        }
        return false;
    }
    return true;
}

void cli_print_error(dcg_ctx *ctx, const char *who)
{
    const char *msg = dcg_errmsg(ctx);
    fprintf(stderr, "%s: %s\n", who, msg);
    if (strstr(msg, "no card of set"))
        fprintf(stderr, "hint: import the full card list with: dcg cards import CARDS.json DIR\n"
                        "      and load it with: dcg --cards DIR COMMAND ...\n");
}

bool cli_deck(dcg_ctx *ctx, const char *arg, dcg_deck *out) { return cli_deck_for(ctx, arg, NULL, out); }

const char *cli_deck_path_quiet(const char *arg)
{
    static char path[1400];
    bool starter = !strchr(arg, '/') && !strchr(arg, '.') && access(arg, F_OK) != 0; /* "st1" names a starter deck */
    if (starter) snprintf(path, sizeof path, "%s/%.100s.txt", cli_data_path("cards/decks"), arg);
    else snprintf(path, sizeof path, "%s", arg);
    return starter && access(path, F_OK) != 0 ? NULL : path;
}

const char *cli_deck_path(const char *arg)
{
    const char *path = cli_deck_path_quiet(arg);
    if (!path) {
        fprintf(stderr, "dcg: no deck file '%s' and no starter deck of that name; starters: ", arg);
        cli_print_names(stderr, cli_data_path("cards/decks"), ".txt");
        fprintf(stderr, " (or the path of a deck list)\n");
    }
    return path;
}

bool cli_deck_for(dcg_ctx *ctx, const char *arg, const dcg_format *f, dcg_deck *out)
{
    const char *path = cli_deck_path(arg);
    if (!path) return false;
    if (dcg_deck_load_for(ctx, path, f, out) != DCG_OK) {
        cli_print_error(ctx, "dcg");
        return false;
    }
    return true;
}

const char *cli_card_name(dcg_ctx *ctx, const dcg_state *st, int card)
{
    const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, card));
    return c ? c->name : "?";
}

/* The name of a permanent's top card, with its DP, in st (then in the state
** before, where it may still be: a Digimon deleted in the same step). */
static void perm_words(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, int perm_id, bool dp, char *buf, size_t size)
{
    static dcg_perm_info info[64];
    for (int k = 0; k < 2; k++) {
        const dcg_state *s = k ? before : st;
        for (int p = 0; s && p < 2; p++) {
            int n = dcg_perms(ctx, s, p, info, 64);
            for (int i = 0; i < n && i < 64; i++)
                if (info[i].id == perm_id) {
                    const char *name = cli_card_name(ctx, s, info[i].cards[info[i].n - 1]);
                    if (info[i].dp >= 0 && dp) snprintf(buf, size, "%s (%d DP)", name, info[i].dp);
                    else snprintf(buf, size, "%s", name);
                    return;
                }
        }
    }
    snprintf(buf, size, "a Digimon");
}

/* Is card the top card of a permanent in st? (A stack moves card by card.) */
static bool is_top(dcg_ctx *ctx, const dcg_state *st, int card)
{
    static dcg_perm_info info[64];
    for (int p = 0; p < 2; p++) {
        int n = dcg_perms(ctx, st, p, info, 64);
        for (int i = 0; i < n && i < 64; i++)
            if (info[i].cards[info[i].n - 1] == card) return true;
    }
    return false;
}

/* A card moving between zones, as its owner's opponent may also see it. */
static void move_words(dcg_ctx *ctx, const dcg_state *st, const dcg_event *ev, const char *who, const char *name, bool setup,
                       char *buf, size_t size)
{
    int from = ev->from, to = ev->to;
    const char *where = from == DCG_ZONE_PROCESSING ? "revealed cards" : dcg_zone_name(from); /* a checked security card, ... */
    if (from == to || (setup && !(from == DCG_ZONE_DECK && to == DCG_ZONE_HAND))) return; /* setup: the hands only */
    if (from == DCG_ZONE_DECK && to == DCG_ZONE_HAND) snprintf(buf, size, "%s draws %s", who, name);
    else if (from == DCG_ZONE_EGGS) snprintf(buf, size, "%s hatches %s", who, name);
    else if (from == DCG_ZONE_BREEDING && to == DCG_ZONE_BATTLE) {
        if (is_top(ctx, st, ev->card)) snprintf(buf, size, "%s moves %s out of the breeding area", who, name);
    }
    else if (from == DCG_ZONE_DECK && to == DCG_ZONE_SECURITY)
        snprintf(buf, size, "%s puts the top card of the deck on top of security (Recovery)", who);
    else if (to == DCG_ZONE_TRASH) {
        /* a deleted Digimon's cards and a used Option are told by their own events */
        if (from != DCG_ZONE_BATTLE && from != DCG_ZONE_BREEDING && from != DCG_ZONE_PROCESSING)
            snprintf(buf, size, "%s: %s goes from the %s to the trash", who, name, where);
    } else if (to == DCG_ZONE_HAND) snprintf(buf, size, "%s adds %s to the hand from the %s", who, name, where);
    else if (to == DCG_ZONE_SECURITY) snprintf(buf, size, "%s: %s goes from the %s to security", who, name, where);
    else if (to == DCG_ZONE_DECK) snprintf(buf, size, "%s: %s goes from the %s to the deck", who, name, where);
    else if (to == DCG_ZONE_BATTLE && from != DCG_ZONE_HAND && from != DCG_ZONE_BREEDING && from != DCG_ZONE_PROCESSING)
        snprintf(buf, size, "%s: %s enters the battle area from the %s", who, name, where);
}

/* Did the effect whose EFFECT event is evs[i] change nothing? An effect runs
** whole within one call (its events are dropped while it waits on a
** question), so its results are the events up to the next step of the game. */
static bool effect_did_nothing(const dcg_event *evs, int n, int i)
{
    for (int j = i + 1; j < n; j++)
        switch (evs[j].kind) {
        case DCG_EV_EFFECT: case DCG_EV_TRIGGER: case DCG_EV_ATTACK: case DCG_EV_TURN: case DCG_EV_PHASE:
        case DCG_EV_BATTLE: case DCG_EV_SECURITY_CHECK: case DCG_EV_GAME_OVER: case DCG_EV_LOOP:
            return true;
        case DCG_EV_SCRIPT_ERROR: case DCG_EV_GAME_START: case DCG_EV_REDRAW: break;
        default: return false; /* a move, a change of DP, memory, a play ... */
        }
    return true;
}

/* A player in the log: "P1", or for a viewer "P1 (you)", "P2 (opponent)",
** so the log and the board (YOU, OPPONENT) say the same. */
static const char *seat_words(int p, int viewer)
{
    static const char *const plain[2] = {"P1", "P2"}, *const mine[2] = {"P1 (you)", "P2 (you)"},
                             *const theirs[2] = {"P1 (opponent)", "P2 (opponent)"};
    p = p ? 1 : 0;
    return viewer < 0 ? plain[p] : p == viewer ? mine[p] : theirs[p];
}

/* How the game ended, for the log: winner (2: a draw) and dcg_win_reason. */
static const char *game_over_words(int winner, int reason, int viewer, char *buf, size_t size)
{
    if (winner == 2)
        return reason == DCG_WIN_LOOP ? "the game is a draw (an infinite loop no player can stop)"
             : reason == DCG_WIN_DECISION_LIMIT ? "the game is stopped as a draw (decision limit)"
             : reason == DCG_WIN_ID_LIMIT ? "the game is a draw (effects used up the permanent ids)"
                                          : "the game is a draw (turn limit)";
    const char *w = seat_words(winner, viewer), *l = seat_words(1 - winner, viewer);
    if (reason == DCG_WIN_DECK_OUT) snprintf(buf, size, "%s wins: %s cannot draw", w, l);
    else if (reason == DCG_WIN_CONCEDE) snprintf(buf, size, "%s wins: %s concedes", w, l);
    else snprintf(buf, size, "%s wins %s", w, reason == DCG_WIN_EFFECT ? "by an effect" : "by a successful attack");
    return buf;
}

void cli_describe_event(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, const dcg_event *evs, int n, int i,
                        int viewer, char *buf, size_t size)
{
    dcg_event ev = viewer >= 0 ? dcg_event_view(st, &evs[i], viewer) : evs[i];
    const char *who = seat_words(ev.player, viewer);
    const char *card = ev.card != DCG_NO_CARD ? cli_card_name(ctx, st, ev.card) : "";
    char a[200], b[200];
    buf[0] = 0;
    switch (ev.kind) {
    case DCG_EV_TURN: snprintf(buf, size, "--- turn %d: %s ---", ev.a, who); break;
    case DCG_EV_MOVE: {
        const dcg_card *c = ev.def >= 0 ? dcg_card_at(ctx, ev.def) : NULL;
        move_words(ctx, st, &ev, who, c ? c->name : "a card", !before || dcg_turn_number(before) == 0, buf, size);
        break;
    }
    case DCG_EV_MEMORY: snprintf(buf, size, "memory: %s %d, %s %d", seat_words(0, viewer), ev.b, seat_words(1, viewer), -ev.b); break;
    case DCG_EV_PLAY: snprintf(buf, size, "%s plays %s", who, card); break;
    case DCG_EV_DIGIVOLVE: snprintf(buf, size, "%s digivolves into %s (cost %d) and draws", who, card, ev.a); break;
    case DCG_EV_USE: snprintf(buf, size, "%s uses %s", who, card); break;
    case DCG_EV_ATTACK: /* as it was when the attack was declared: the state before this step */
        perm_words(ctx, before ? before : st, st, ev.perm, true, a, sizeof a);
        if (ev.a == DCG_PLAYER_TARGET) snprintf(buf, size, "%s: %s attacks the opponent", who, a);
        else {
            perm_words(ctx, before ? before : st, st, ev.a, true, b, sizeof b);
            snprintf(buf, size, "%s: %s attacks %s", who, a, b);
        }
        break;
    case DCG_EV_BLOCK: snprintf(buf, size, "%s blocks with %s", who, card); break;
    case DCG_EV_BATTLE:
        snprintf(buf, size, "battle: %s %s", card, ev.b == 0 ? "ties" : ev.b == 1 ? "wins" : "loses");
        break;
    case DCG_EV_SECURITY_CHECK: snprintf(buf, size, "security check: %s reveals %s", who, card); break;
    case DCG_EV_REVEAL: snprintf(buf, size, "%s reveals %s", who, card); break;
    case DCG_EV_LINK:
        perm_words(ctx, st, st, ev.perm, true, a, sizeof a);
        snprintf(buf, size, "%s links %s to %s (cost %d)", who, card, a, ev.a);
        break;
    case DCG_EV_DELETE:
        if (ev.b == DCG_DEL_BATTLE && ev.a) perm_words(ctx, before ? before : st, st, ev.a, false, a, sizeof a);
        snprintf(buf, size, "%s's %s is deleted%s%s", who, card,
                 ev.b == DCG_DEL_BATTLE ? (ev.a ? " in the battle with " : " in battle") : ev.b == DCG_DEL_EFFECT ? " by an effect" : " at 0 DP",
                 ev.b == DCG_DEL_BATTLE && ev.a ? a : "");
        break;
    case DCG_EV_EFFECT:
        snprintf(buf, size, "%s: effect of %s%s", who, card,
                 !ev.b ? " (declined)" : effect_did_nothing(evs, n, i) ? ": nothing happens (no target, or its condition is not met)" : "");
        break;
    case DCG_EV_REDRAW: snprintf(buf, size, "%s redraws the opening hand", who); break;
    case DCG_EV_MODIFY:
        if (ev.perm) perm_words(ctx, st, before, ev.perm, false, a, sizeof a); /* its DP may have changed again since */
        else snprintf(a, sizeof a, "%s's Digimon (all, or those in security)", who);
        if (ev.a) snprintf(buf, size, "%s: %+d DP", a, ev.a);
        else if (ev.b) snprintf(buf, size, "%s: Security Attack %+d", a, ev.b);
        else snprintf(buf, size, "%s is changed by an effect", a);
        break;
    case DCG_EV_SCRIPT_ERROR: snprintf(buf, size, "!! effect of %s failed and is skipped: %s", card, dcg_script_error_of(ctx, &evs[i])); break;
    case DCG_EV_LOOP: snprintf(buf, size, "%s declares the loop repeats %d times%s", who, ev.a, ev.b ? "; it can't be performed again this turn" : ""); break;
    case DCG_EV_GAME_OVER: snprintf(buf, size, "*** %s ***", game_over_words(ev.player, ev.a, viewer, a, sizeof a)); break;
    default: break;
    }
}

void cli_print_events(FILE *out, dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, int viewer, const char *prefix)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    char line[512];
    for (int i = 0; i < n; i++) {
        cli_describe_event(ctx, st, before, ev, n, i, viewer, line, sizeof line);
        if (line[0]) fprintf(out, "%s%s\n", prefix, line);
    }
}

bool cli_flag(int argc, char **argv, int *i, const char *flag, const char **value)
{
    if (strcmp(argv[*i], flag)) return false;
    if (value) {
        if (*i + 1 >= argc) {
            fprintf(stderr, "dcg: %s needs a value\n", flag);
            exit(2);
        }
        *value = argv[++*i];
    }
    return true;
}

bool cli_help(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return true;
    return false;
}

bool cli_parse_int(const char *s, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi) return false;
    *out = (int)v;
    return true;
}

bool cli_parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || *end || s[0] == '-') return false;
    *out = v;
    return true;
}

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void cli_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c < 0x20) fprintf(out, "\\u%04x", c);
        else fputc(c, out);
    }
    fputc('"', out);
}

void cli_csv_field(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"') fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

void cli_xml_text(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", out);
        else if (*s == '>') fputs("&gt;", out);
        else if (*s == '&') fputs("&amp;", out);
        else if (*s == '"') fputs("&quot;", out);
        else fputc(*s, out);
    }
}

bool cli_replay_meta(const char *path, cli_replay_info *info)
{
    memset(info, 0, sizeof *info);
    info->ai_seat = 1;
    snprintf(info->ai, sizeof info->ai, "greedy");
    FILE *f = fopen(path, "r");
    if (!f) return false;
    char line[1100];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        int seat;
        char name[128];
        if (!strncmp(line, "cards ", 6) && info->n_dirs < DCG_CLI_MAX_DIRS)
            snprintf(info->dirs[info->n_dirs++], sizeof info->dirs[0], "%.1023s", line + 6);
        else if (sscanf(line, "ai %d %127s", &seat, name) == 2 && (seat == 0 || seat == 1)) {
            info->ai_seat = seat;
            snprintf(info->ai, sizeof info->ai, "%s", name);
        }
    }
    fclose(f);
    return true;
}

void cli_add_card_dirs(const cli_replay_info *info)
{
    for (int i = 0; i < info->n_dirs; i++) {
        bool have = false;
        for (int k = 0; k < dcg_cli_n_card_dirs; k++) have |= !strcmp(dcg_cli_card_dirs[k], info->dirs[i]);
        if (!have && dcg_cli_n_card_dirs < DCG_CLI_MAX_DIRS) dcg_cli_card_dirs[dcg_cli_n_card_dirs++] = info->dirs[i];
    }
}

void cli_write_card_dirs(FILE *f)
{
    for (int i = 0; i < dcg_cli_n_card_dirs; i++) {
        char *abs = realpath(dcg_cli_card_dirs[i], NULL);
        fprintf(f, "cards %s\n", abs ? abs : dcg_cli_card_dirs[i]);
        free(abs);
    }
}

int cli_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

bool cli_ai_spec(const char *cmd, const char *name, uint64_t playouts, char *buf, size_t size)
{
    if (!playouts || strncmp(name, "mcts", 4) || (name[4] && name[4] != ':')) {
        snprintf(buf, size, "%s", name);
        return true;
    }
    int n = snprintf(buf, size, "%s%cplayouts=%llu", name, name[4] ? ',' : ':', (unsigned long long)playouts);
    if (n < 0 || (size_t)n >= size) {
        fprintf(stderr, "dcg %s: AI spec too long\n", cmd);
        return false;
    }
    return true;
}
