/* coverage.c: dcg scenario --coverage: which numbered sections of the
** comprehensive rules the scenarios cite (their `rule:` lines), chapter by
** chapter, and which are neither cited nor given a reason in a reasons
** file (lines "SECTION: why no scenario can test it"). A section counts as
** covered when it or one of its subsections is cited. Reasons that begin
** "not implemented yet" (a mechanic the engine lacks) or "not tested yet" (no
** loaded card can show it yet) are counted apart, so that they stay visible. With --check, a reasons line that names no section
** of the rules, gives no reason, repeats a section or names one a scenario
** covers is an error (the file must stay true), and so is a section neither
** cited nor given a reason (every section must be one or the other). */
#include "cli.h"
#include "dcg_scenario.h"
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
    char not_yet;     /* the reason: a mechanic not implemented yet */
    int reason_line;  /* the reasons file's line that names it, or 0 */
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

/* Mark every section number in text as cited. */
static void cite(const char *text)
{
    for (const char *p = text; *p; p++) {
        /* not inside a word: a card number (ST4-11) names no section */
        if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '-')) continue;
        size_t len = section_at(p);
        if (!len) continue;
        section *s = find(p, len);
        if (s) s->cited = 1;
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
    char msg[256];
    const char *ruleset = dcg_scenario_ruleset(path, msg, sizeof msg);
    if (!ruleset || strcmp(ruleset, "official")) return; /* a DBE scenario cites DBE's rules document */
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "rule:", 5)) cite(line + 5);
    if (f) fclose(f);
}

/* A is B or a subsection of B ("15-10-2-1" of "15-10"). */
static int within(const char *a, const char *b)
{
    size_t n = strlen(b);
    return !strncmp(a, b, n) && (a[n] == 0 || a[n] == '-');
}

static int covered(const section *s)
{
    for (int j = 0; j < n_sections; j++)
        if (sections[j].cited && within(sections[j].id, s->id)) return 1;
    return 0;
}

/* Read the reasons file: lines "SECTION[, SECTION...]: why", '#' comments and
** blank lines. Returns the number of faulty lines (each reported), -1 when
** the file cannot be read. */
static int read_reasons(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "dcg scenario: --coverage: cannot read the reasons '%s'\n", path);
        return -1;
    }
    char line[2048];
    int errors = 0, no = 0;
    while (fgets(line, sizeof line, f)) {
        no++;
        line[strcspn(line, "\r\n")] = 0;
        const char *p = line;
        while (isspace((unsigned char)*p)) p++;
        if (!*p || *p == '#') continue;
        char *colon = strchr(line, ':');
        const char *why = colon ? colon + 1 : "";
        while (isspace((unsigned char)*why)) why++;
        if (!colon || !*why) {
            fprintf(stderr, "%s:%d: expected 'SECTION: why no scenario can test it', found '%s'\n", path, no, line);
            errors++;
            continue;
        }
        *colon = 0;
        int not_yet = !strncmp(why, "not implemented yet", 19) || !strncmp(why, "not tested yet", 14), named = 0, before = errors;
        for (p = line; *p;) {
            while (*p == ' ' || *p == ',' || *p == '\t') p++;
            if (!*p) break;
            size_t len = section_at(p);
            section *s = len ? find(p, len) : NULL;
            size_t word = len ? len : strcspn(p, " ,\t");
            if (!s || (p[len] && p[len] != ' ' && p[len] != ',' && p[len] != '\t')) {
                fprintf(stderr, "%s:%d: '%.*s' is not a section of the rules\n", path, no, (int)word, p);
                errors++;
            } else if (s->reason_line) {
                fprintf(stderr, "%s:%d: %s already has a reason (line %d)\n", path, no, s->id, s->reason_line);
                errors++;
            } else if (covered(s)) {
                fprintf(stderr, "%s:%d: %s is cited by a scenario: it needs no reason\n", path, no, s->id);
                errors++;
            } else {
                s->why = 1, s->not_yet = (char)not_yet, s->reason_line = no;
                named++;
            }
            p += word;
        }
        if (!named && errors == before) {
            fprintf(stderr, "%s:%d: no section named before the ':'\n", path, no);
            errors++;
        }
    }
    fclose(f);
    return errors;
}

int scenario_coverage(const char *rules, const char *reasons, int n_dirs, char **dirs, int list, int check)
{
    FILE *f = fopen(rules, "r");
    if (!f) {
        fprintf(stderr, "dcg scenario: --coverage: cannot read the rules '%s'\n", rules);
        return 2;
    }
    char line[2048];
    while (fgets(line, sizeof line, f) && n_sections < MAX_SECTIONS) {
        size_t len = section_at(line);
        /* "15-10-2. Title": a bare "14-1-9." is a line of the revision notes */
        if (len && line[len] == '.' && line[len + 1] == ' ' && !find(line, len))
            snprintf(sections[n_sections++].id, sizeof sections[0].id, "%.*s", (int)len, line);
    }
    fclose(f);
    for (int i = 0; i < n_dirs; i++) scan_scenarios(dirs[i]);
    int errors = reasons ? read_reasons(reasons) : 0;
    if (errors < 0) return 2;
    int chapters = 0, total = 0, n_cov = 0, n_why = 0, n_yet = 0;
    for (int i = 0; i < n_sections; i++) chapters = atoi(sections[i].id) > chapters ? atoi(sections[i].id) : chapters;
    printf("%-8s %8s %8s %8s %8s %8s\n", "chapter", "sections", "covered", "reasoned", "not-yet", "open");
    for (int c = 1; c <= chapters; c++) {
        int t = 0, cov = 0, why = 0, yet = 0;
        for (int i = 0; i < n_sections; i++) {
            if (atoi(sections[i].id) != c) continue;
            int is_cov = covered(&sections[i]);
            t++;
            cov += is_cov;
            why += !is_cov && sections[i].why;
            yet += !is_cov && sections[i].not_yet;
            if (list && !is_cov && !sections[i].why) printf("  open: %s\n", sections[i].id);
            if (check && !is_cov && !sections[i].why) {
                fprintf(stderr, "dcg scenario: --coverage: %s is neither cited by a scenario nor given a reason\n", sections[i].id);
                errors++;
            }
            if (list && !is_cov && sections[i].not_yet) printf("  not yet: %s (%s:%d)\n", sections[i].id, reasons, sections[i].reason_line);
        }
        if (t) printf("%-8d %8d %8d %8d %8d %8d\n", c, t, cov, why, yet, t - cov - why);
        total += t, n_cov += cov, n_why += why, n_yet += yet;
    }
    printf("all      %8d %8d %8d %8d %8d   (%.1f%% covered by a scenario, %.1f%% with a reason, of which %d not yet)\n",
           total, n_cov, n_why, n_yet, total - n_cov - n_why, total ? 100.0 * n_cov / total : 0,
           total ? 100.0 * n_why / total : 0, n_yet);
    if (errors) fprintf(stderr, "dcg scenario: --coverage: %d fault(s): lines of the reasons '%s' or sections without one\n", errors, reasons ? reasons : "(none)");
    return check && errors ? 1 : 0;
}
