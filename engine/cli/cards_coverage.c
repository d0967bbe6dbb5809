/* cards_coverage.c: dcg cards coverage [--json]: per set, how much of it
** plays: its cards, those with effect text, those scripted, those with a
** scenario beside their script (scripts/SET/NUMBER-*.scn), and the official
** official rulings (Q numbers) scenarios cite on their name: or rule: lines
** (a ruling belongs to the set of the card it is filed under: "Q1081
** (ST2-13)" names it, wherever the scenario sits), or that
** scripts/SET/RULINGS.md explains (issue 10). */
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

static int by_name(const void *a, const void *b)
{
    return cli_natural_cmp(((const set_count *)a)->name, ((const set_count *)b)->name);
}

static bool has(const int *list, int n, int q)
{
    for (int i = 0; i < n; i++)
        if (list[i] == q) return true;
    return false;
}

/* Add q to list unless it is there. */
static void add_ruling(int *list, int *n, int q)
{
    if (!has(list, *n, q) && *n < MAX_Q) list[(*n)++] = q;
}

/* Add every Q number of line to list (distinct). */
static void add_rulings(const char *line, int *list, int *n)
{
    for (const char *p = line; (p = strchr(p, 'Q')); p++) {
        if (!isdigit((unsigned char)p[1]) || (p > line && isalnum((unsigned char)p[-1]))) continue;
        add_ruling(list, n, atoi(p + 1));
    }
}

static set_count *find_set(set_count *sets, int n_sets, const char *name, size_t len)
{
    for (int k = 0; k < n_sets; k++)
        if (strlen(sets[k].name) == len && !strncmp(sets[k].name, name, len)) return &sets[k];
    return NULL;
}

/* A ruling cited as "Q1081 (ST2-13)" is filed under that card in the official
** Q&A: it counts for the card's set wherever the scenario sits. A Q number the
** file never writes so counts for the set of the folder it sits in. */
typedef struct citation {
    int q;
    char set[16]; /* the annotated card's set; "" when bare */
} citation;

#define MAX_CITED 256 /* citations read per scenario file */

/* The citations of one name: or rule: line, appended to list. */
static void line_citations(const char *line, citation *list, int *n)
{
    for (const char *p = line; (p = strchr(p, 'Q')) && *n < MAX_CITED; p++) {
        if (!isdigit((unsigned char)p[1]) || (p > line && isalnum((unsigned char)p[-1]))) continue;
        citation *c = &list[(*n)++];
        char *end;
        c->q = (int)strtol(p + 1, &end, 10);
        c->set[0] = 0;
        while (*end == ' ') end++;
        size_t len = *end == '(' ? strcspn(end + 1, "-) ") : 0;
        if (len && len < sizeof c->set && end[1 + len] == '-' && isdigit((unsigned char)end[2 + len])) {
            memcpy(c->set, end + 1, len);
            c->set[len] = 0;
        }
    }
}

/* The rulings a scenario file in the folder of set dir_set cites on its name:
** and rule: lines, each counted for the set it belongs to. */
static void scenario_rulings(const char *path, const char *dir_set, set_count *sets, int n_sets)
{
    static citation list[MAX_CITED];
    int n = 0;
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "name:", 5) || !strncmp(line, "rule:", 5)) line_citations(line, list, &n);
    if (f) fclose(f);
    for (int i = 0; i < n; i++) {
        bool annotated = false;
        for (int j = 0; j < n; j++) annotated |= list[j].q == list[i].q && list[j].set[0];
        if (annotated && !list[i].set[0]) continue;
        const char *name = annotated ? list[i].set : dir_set;
        set_count *s = find_set(sets, n_sets, name, strlen(name));
        if (s) add_ruling(s->tested, &s->n_tested, list[i].q);
    }
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

/* Does a scenario of card number sit in dir (NUMBER-*.scn)? */
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

/* The rulings cited by every scenario of every set folder (scripts/SET/) of
** data directory root, counted for the sets they belong to. */
static void all_scenario_rulings(const char *root, set_count *sets, int n_sets)
{
    char path[2048];
    snprintf(path, sizeof path, "%s/scripts", root);
    DIR *top = opendir(path);
    for (struct dirent *t; top && (t = readdir(top));) {
        if (t->d_name[0] == '.' || strlen(t->d_name) >= sizeof sets[0].name) continue;
        snprintf(path, sizeof path, "%s/scripts/%s", root, t->d_name);
        DIR *d = opendir(path);
        for (struct dirent *e; d && (e = readdir(d));) {
            size_t len = strlen(e->d_name);
            if (len <= 4 || strcmp(e->d_name + len - 4, ".scn")) continue;
            snprintf(path, sizeof path, "%s/scripts/%s/%s", root, t->d_name, e->d_name);
            scenario_rulings(path, t->d_name, sets, n_sets);
        }
        if (d) closedir(d);
    }
    if (top) closedir(top);
}

int cards_coverage(dcg_ctx *ctx, bool json)
{
    static set_count sets[MAX_SETS];
    int n_sets = 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        size_t len = strcspn(c->number, "-");
        set_count *s = find_set(sets, n_sets, c->number, len);
        if (!s) {
            if (n_sets == MAX_SETS || len >= sizeof sets[0].name) continue;
            s = &sets[n_sets++];
            memset(s, 0, sizeof *s);
            memcpy(s->name, c->number, len);
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
    for (int dir = 0; dcg_data_dir(ctx, dir); dir++) all_scenario_rulings(dcg_data_dir(ctx, dir), sets, n_sets);
    qsort(sets, (size_t)n_sets, sizeof *sets, by_name); /* ST9 before ST10 */
    for (int k = 0; k < n_sets; k++)
        for (int dir = 0; dcg_data_dir(ctx, dir); dir++) {
            char path[1024];
            snprintf(path, sizeof path, "%s/scripts/%s/RULINGS.md", dcg_data_dir(ctx, dir), sets[k].name);
            explained_rulings(path, &sets[k]);
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
    printf("(rulings: the Q numbers scenarios cite on name: or rule: lines, counted for the set of the card written "
           "after one, \"Q1081 (ST2-13)\", or else of the folder; explained: the others listed in scripts/SET/RULINGS.md)\n");
    return 0;
}
