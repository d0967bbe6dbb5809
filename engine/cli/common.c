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

int cli_natural_cmp(const char *x, const char *y)
{
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

static int cmp_str(const void *a, const void *b) { return cli_natural_cmp(*(char *const *)a, *(char *const *)b); }

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

void cli_print_events(FILE *out, dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, int viewer, const char *prefix)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    char line[512];
    for (int i = 0; i < n; i++) {
        dcg_event_describe(ctx, st, before, ev, n, i, viewer, line, sizeof line);
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

/* Is dir among the --cards directories (the same folder, however named)? */
static bool given(const char *dir)
{
    char *want = realpath(dir, NULL);
    bool have = false;
    for (int k = 0; k < dcg_cli_n_card_dirs && !have; k++) {
        char *abs = realpath(dcg_cli_card_dirs[k], NULL);
        have = !strcmp(abs ? abs : dcg_cli_card_dirs[k], want ? want : dir);
        free(abs);
    }
    free(want);
    return have;
}

void cli_replay_hint(FILE *out, const cli_replay_info *info)
{
    bool any = false;
    for (int i = 0; i < info->n_dirs; i++)
        if (!given(info->dirs[i])) {
            fprintf(out, "%s --cards %s", any ? "" : "  the replay was played with mods not loaded now:", info->dirs[i]);
            any = true;
        }
    if (any) fprintf(out, "\n  (a replay loads no mod itself: give them on the command line, its digest checks they are the same)\n");
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
