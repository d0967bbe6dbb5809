/* cards_coverage.c: dcg cards coverage [--json]: per set, how much of it
** plays: its cards, those with effect text, those scripted, those with a
** scenario beside their script (scripts/SET/NUMBER-*.scn), and the official
** rulings (Q numbers) its scenarios cite on their name: or rule: lines, or
** that scripts/SET/RULINGS.md explains (issue 10). */
#include "common.h"
#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SETS 128
#define MAX_Q 4096 /* distinct rulings counted per set */

typedef struct set_count {
    char name[16];
    int cards, text, scripted, with_scenario;
    int n_tested, n_explained;
    int tested[MAX_Q], explained[MAX_Q];
} set_count;

static bool has(const int *list, int n, int q)
{
    for (int i = 0; i < n; i++)
        if (list[i] == q) return true;
    return false;
}

/* Add every Q number of line to list (distinct). */
static void add_rulings(const char *line, int *list, int *n)
{
    for (const char *p = line; (p = strchr(p, 'Q')); p++) {
        if (!isdigit((unsigned char)p[1]) || (p > line && isalnum((unsigned char)p[-1]))) continue;
        int q = atoi(p + 1);
        if (!has(list, *n, q) && *n < MAX_Q) list[(*n)++] = q;
    }
}

/* The rulings a scenario file cites on its name: and rule: lines. */
static void scenario_rulings(const char *path, set_count *s)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "name:", 5) || !strncmp(line, "rule:", 5)) add_rulings(line, s->tested, &s->n_tested);
    if (f) fclose(f);
}

static void explained_rulings(const char *path, set_count *s)
{
    FILE *f = fopen(path, "r");
    char line[2048];
    int list[MAX_Q], n = 0;
    while (f && fgets(line, sizeof line, f)) add_rulings(line, list, &n);
    if (f) fclose(f);
    for (int i = 0; i < n; i++)
        if (!has(s->tested, s->n_tested, list[i]) && !has(s->explained, s->n_explained, list[i]))
            s->explained[s->n_explained++] = list[i];
}

/* Does a scenario of card number sit in dir (NUMBER-*.scn)? Also reads the
** rulings of every scenario there, once per set (first). */
static bool card_has_scenario(const char *dir, const char *number)
{
    DIR *d = opendir(dir);
    size_t n = strlen(number);
    bool found = false;
    for (struct dirent *e; d && !found && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        found = len > n + 4 && !strncmp(e->d_name, number, n) && e->d_name[n] == '-' && !strcmp(e->d_name + len - 4, ".scn");
    }
    if (d) closedir(d);
    return found;
}

static void set_files(const char *dir, set_count *s)
{
    DIR *d = opendir(dir);
    char path[2048];
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len <= 4 || strcmp(e->d_name + len - 4, ".scn")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        scenario_rulings(path, s);
    }
    if (d) closedir(d);
    snprintf(path, sizeof path, "%s/RULINGS.md", dir);
    explained_rulings(path, s);
}

int cards_coverage(dcg_ctx *ctx, bool json)
{
    static set_count sets[MAX_SETS];
    int n_sets = 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        size_t len = strcspn(c->number, "-");
        set_count *s = NULL;
        for (int k = 0; k < n_sets && !s; k++)
            if (strlen(sets[k].name) == len && !strncmp(sets[k].name, c->number, len)) s = &sets[k];
        if (!s) {
            if (n_sets == MAX_SETS || len >= sizeof sets[0].name) continue;
            s = &sets[n_sets++];
            memset(s, 0, sizeof *s);
            memcpy(s->name, c->number, len);
            for (int dir = 0; dcg_data_dir(ctx, dir); dir++) {
                char path[1024];
                snprintf(path, sizeof path, "%s/scripts/%s", dcg_data_dir(ctx, dir), s->name);
                set_files(path, s);
            }
        }
        bool scripted = dcg_card_scripted(ctx, i);
        s->cards++;
        s->text += c->has_text || scripted;
        s->scripted += scripted;
        bool scenario = false;
        for (int dir = 0; dcg_data_dir(ctx, dir) && !scenario; dir++) {
            char path[1024];
            snprintf(path, sizeof path, "%s/scripts/%s", dcg_data_dir(ctx, dir), s->name);
            scenario = card_has_scenario(path, c->number);
        }
        s->with_scenario += scenario;
    }
    if (json) {
        printf("{\"sets\":[");
        for (int k = 0; k < n_sets; k++) {
            const set_count *s = &sets[k];
            printf("%s{\"set\":", k ? "," : "");
            cli_json_string(stdout, s->name);
            printf(",\"cards\":%d,\"with_text\":%d,\"scripted\":%d,\"with_scenario\":%d,\"rulings_tested\":%d,"
                   "\"rulings_explained\":%d}",
                   s->cards, s->text, s->scripted, s->with_scenario, s->n_tested, s->n_explained);
        }
        printf("]}\n");
        return 0;
    }
    printf("%-6s %6s %10s %9s %14s %15s %18s\n", "set", "cards", "with text", "scripted", "with scenario", "rulings tested",
           "rulings explained");
    for (int k = 0; k < n_sets; k++) {
        const set_count *s = &sets[k];
        printf("%-6s %6d %10d %9d %14d %15d %18d\n", s->name, s->cards, s->text, s->scripted, s->with_scenario, s->n_tested,
               s->n_explained);
    }
    printf("(rulings: the Q numbers its scenarios cite on name: or rule: lines; explained: the others listed in "
           "scripts/SET/RULINGS.md)\n");
    return 0;
}
