/* coverage.c: dcg scenario --coverage: which numbered sections of the
** comprehensive rules the scenarios cite (their `rule:` lines), chapter by
** chapter, and which are neither cited nor given a reason in a reasons
** file (lines "SECTION: why no scenario can test it"). A section counts as
** covered when it or one of its subsections is cited. */
#include "cli.h"
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_SECTIONS 4096

typedef struct section {
    char id[24];      /* "15-10-2-1" */
    char cited, why;  /* cited by a scenario; given a reason */
} section;

static section sections[MAX_SECTIONS];
static int n_sections;

/* A section number at s ("15-10-2-1"): its length, or 0. */
static size_t section_at(const char *s)
{
    size_t i = 0, parts = 0;
    while (isdigit((unsigned char)s[i])) {
        size_t d = i;
        while (isdigit((unsigned char)s[i])) i++;
        if (i - d > 3) return 0;
        parts++;
        if (s[i] != '-' || !isdigit((unsigned char)s[i + 1])) break;
        i++;
    }
    return parts >= 2 && i < 24 ? i : 0;
}

static section *find(const char *id, size_t len)
{
    for (int i = 0; i < n_sections; i++)
        if (strlen(sections[i].id) == len && !strncmp(sections[i].id, id, len)) return &sections[i];
    return NULL;
}

/* Mark every section number in text (cited or given a reason). */
static void mark(const char *text, int why)
{
    for (const char *p = text; *p; p++) {
        if (p > text && (isdigit((unsigned char)p[-1]) || p[-1] == '-')) continue;
        size_t len = section_at(p);
        if (!len) continue;
        section *s = find(p, len);
        if (s) {
            if (why) s->why = 1;
            else s->cited = 1;
        }
        p += len - 1;
    }
}

static void scan_scenarios(const char *path)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return;
    if (S_ISDIR(sb.st_mode)) {
        DIR *d = opendir(path);
        for (struct dirent *e; d && (e = readdir(d));) {
            if (e->d_name[0] == '.') continue;
            char full[2048];
            snprintf(full, sizeof full, "%s/%s", path, e->d_name);
            scan_scenarios(full);
        }
        if (d) closedir(d);
        return;
    }
    size_t len = strlen(path);
    if (len < 4 || strcmp(path + len - 4, ".scn")) return;
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "rule:", 5)) mark(line + 5, 0);
    if (f) fclose(f);
}

/* A is B or a subsection of B ("15-10-2-1" of "15-10"). */
static int within(const char *a, const char *b)
{
    size_t n = strlen(b);
    return !strncmp(a, b, n) && (a[n] == 0 || a[n] == '-');
}

int scenario_coverage(const char *rules, const char *reasons, int n_dirs, char **dirs, int list)
{
    FILE *f = fopen(rules, "r");
    if (!f) {
        fprintf(stderr, "dcg scenario: --coverage: cannot read the rules '%s'\n", rules);
        return 2;
    }
    char line[2048];
    while (fgets(line, sizeof line, f) && n_sections < MAX_SECTIONS) {
        size_t len = section_at(line);
        if (len && line[len] == '.' && !find(line, len)) snprintf(sections[n_sections++].id, sizeof sections[0].id, "%.*s", (int)len, line);
    }
    fclose(f);
    if (reasons && (f = fopen(reasons, "r"))) {
        while (fgets(line, sizeof line, f))
            if (line[0] != '#') {
                char *colon = strchr(line, ':');
                if (colon) *colon = 0;
                mark(line, 1);
            }
        fclose(f);
    }
    for (int i = 0; i < n_dirs; i++) scan_scenarios(dirs[i]);
    int chapters = 0, total = 0, covered = 0, excused = 0;
    for (int i = 0; i < n_sections; i++) chapters = atoi(sections[i].id) > chapters ? atoi(sections[i].id) : chapters;
    printf("%-8s %8s %8s %8s %8s\n", "chapter", "sections", "covered", "reasoned", "open");
    for (int c = 1; c <= chapters; c++) {
        int t = 0, cov = 0, why = 0;
        for (int i = 0; i < n_sections; i++) {
            if (atoi(sections[i].id) != c) continue;
            int is_cov = 0;
            for (int j = 0; j < n_sections && !is_cov; j++) is_cov = sections[j].cited && within(sections[j].id, sections[i].id);
            t++;
            cov += is_cov;
            why += !is_cov && sections[i].why;
            if (list && !is_cov && !sections[i].why) printf("  open: %s\n", sections[i].id);
        }
        if (t) printf("%-8d %8d %8d %8d %8d\n", c, t, cov, why, t - cov - why);
        total += t, covered += cov, excused += why;
    }
    printf("all      %8d %8d %8d %8d   (%.1f%% covered by a scenario, %.1f%% with a reason)\n", total, covered, excused,
           total - covered - excused, total ? 100.0 * covered / total : 0, total ? 100.0 * excused / total : 0);
    return 0;
}
