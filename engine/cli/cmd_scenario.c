/* cmd_scenario.c: dcg scenario FILE_OR_DIR...: run scenario tests. */
#include "common.h"
#include "dcg_scenario.h"
#include "dcg_dbe.h"
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int passed, failed;
static bool strict; /* --strict: a script error no line of the scenario mentions fails it */
static bool trace;  /* --trace: each line as it runs, each action's events and the board after it */
static const char *only;       /* --ruleset NAME: every file must be of that ruleset */
static dcg_dbe_ctx *dbe_ctx;   /* made at the first DBE scenario */

/* Does the scenario file mention script errors (it expects one, or none)? */
static bool mentions_script_errors(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    bool found = false;
    while (f && !found && fgets(line, sizeof line, f)) found = strstr(line, "script-error") != NULL;
    if (f) fclose(f);
    return found;
}

/* A failure's board, indented. */
static void print_board(const char *report)
{
    for (const char *l = report, *nl; *l; l = nl + (*nl == '\n')) {
        nl = l + strcspn(l, "\n");
        printf("     %.*s\n", (int)(nl - l), l);
    }
}

/* A DBE scenario (its file's 'ruleset: dbe' line; tests/scenarios/README.md, DBE). */
static void run_dbe(const char *path)
{
    char name[256], msg[1024], err[256];
    static char report[16384];
    if (!dbe_ctx && !(dbe_ctx = dcg_dbe_ctx_new(cli_data_dir(), err, sizeof err))) {
        printf("FAIL %s\n     DBE cards: %s\n", path, err);
        failed++;
        return;
    }
    if (trace) printf("---- %s\n", path);
    int errors = dcg_dbe_script_errors(dbe_ctx);
    dcg_status rc = dcg_dbe_scenario_run_trace(dbe_ctx, path, name, sizeof name, msg, sizeof msg, report, sizeof report,
                                               trace ? stdout : NULL);
    bool script_failed = dcg_dbe_script_errors(dbe_ctx) > errors;
    if (rc == DCG_OK && script_failed && strict && !mentions_script_errors(path)) {
        printf("FAIL %s\n     %s: a script error (strict mode; a scenario that expects one says so: "
               "expect script-errors N)\n     %s\n", name, path, dcg_dbe_script_error(dbe_ctx));
        failed++;
        return;
    }
    if (rc == DCG_OK) {
        printf("ok   %s\n", name);
        passed++;
        return;
    }
    printf("FAIL %s\n     %s\n", name, msg);
    if (script_failed) printf("     script error: %s\n", dcg_dbe_script_error(dbe_ctx));
    print_board(report);
    failed++;
}

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void run_path(dcg_ctx *ctx, const char *path)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        printf("FAIL %s: no such file or directory\n", path);
        failed++;
        return;
    }
    if (S_ISDIR(sb.st_mode)) {
        DIR *d = opendir(path);
        char *names[1024];
        int n = 0;
        for (struct dirent *e; d && (e = readdir(d)) && n < 1024;) {
            size_t len = strlen(e->d_name);
            char full[2048];
            snprintf(full, sizeof full, "%s/%s", path, e->d_name);
            struct stat es;
            if (e->d_name[0] == '.' || stat(full, &es) != 0) continue;
            if (S_ISDIR(es.st_mode) || (len > 4 && !strcmp(e->d_name + len - 4, ".scn"))) names[n++] = strdup(full);
        }
        if (d) closedir(d);
        qsort(names, (size_t)n, sizeof *names, cmp);
        for (int i = 0; i < n; i++) {
            run_path(ctx, names[i]);
            free(names[i]);
        }
        return;
    }
    char name[256], msg[1024];
    static char report[16384];
    const char *ruleset = dcg_scenario_ruleset(path, msg, sizeof msg);
    if (ruleset && only && strcmp(ruleset, only))
        snprintf(msg, sizeof msg, "%s: a scenario of the %s ruleset ('ruleset: %s' line), run with --ruleset %s", path, ruleset,
                 ruleset, only), ruleset = NULL;
    if (!ruleset) {
        printf("FAIL %s\n     %s\n", path, msg);
        failed++;
        return;
    }
    if (!strcmp(ruleset, "dbe")) {
        run_dbe(path);
        return;
    }
    int errors = dcg_script_error_count(ctx);
    if (trace) printf("---- %s\n", path);
    dcg_status rc = dcg_scenario_run_trace(ctx, path, name, sizeof name, report, sizeof report, trace ? stdout : NULL);
    bool script_failed = dcg_script_error_count(ctx) > errors;
    if (rc == DCG_OK && script_failed && strict && !mentions_script_errors(path)) {
        printf("FAIL %s\n     %s: a script error (strict mode; a scenario that expects one says so: "
               "expect event script-error)\n     %s\n", name, path, dcg_script_error(ctx));
        failed++;
    } else if (rc == DCG_OK) {
        printf("ok   %s\n", name);
        passed++;
    } else {
        printf("FAIL %s\n     %s\n", name, dcg_errmsg(ctx));
        if (script_failed) printf("     script error: %s\n", dcg_script_error(ctx));
        print_board(report);
        failed++;
    }
}

int cmd_scenario(int argc, char **argv)
{
    if (argc < 2 || cli_help(argc, argv)) {
        fprintf(argc < 2 ? stderr : stdout, "usage: dcg scenario [--strict] [--trace] [--ruleset official|dbe] FILE_OR_DIR...\n  Runs scenario tests (*.scn; directories recursively).\n"
               "  A file's 'ruleset: dbe' line makes it a DBE scenario; --ruleset NAME\n"
               "  fails every file of another ruleset.\n"
               "  --strict  a script error fails the scenario, unless the scenario mentions\n"
               "            script-error (expect event script-error, expect no-event ...)\n"
               "  --trace   show the run: each line as it is read; after each action the\n"
               "            events it caused (as expect event names them) and the board\n"
               "  The format: tests/scenarios/README.md.\n"
               "       dcg scenario --coverage RULES.md [--reasons FILE] [--list] [--check] DIR...\n"
               "  Which numbered sections of the comprehensive rules (RULES.md) the scenarios\n"
               "  under DIR cite on their rule: lines, per chapter; sections given a reason in\n"
               "  FILE (lines 'SECTION: why') count apart, those 'not implemented yet' or\n"
               "  'not tested yet' also in their own column; --list names the open and the\n"
               "  not-yet ones; --check fails when a line of FILE names no section, one a\n"
               "  scenario cites, or one twice.\n");
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "--coverage")) {
        if (argc < 4) { fprintf(stderr, "dcg scenario: --coverage needs the rules file and a directory\n"); return 2; }
        const char *reasons = NULL;
        int list = 0, check = 0, n = 0;
        char *dirs[64];
        for (int i = 3; i < argc; i++) {
            if (!strcmp(argv[i], "--reasons") && i + 1 < argc) reasons = argv[++i];
            else if (!strcmp(argv[i], "--list")) list = 1;
            else if (!strcmp(argv[i], "--check")) check = 1;
            else if (n < 64) dirs[n++] = argv[i];
            else { fprintf(stderr, "dcg scenario: --coverage takes at most 64 directories\n"); return 2; }
        }
        return scenario_coverage(argv[2], reasons, n, dirs, list, check);
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    for (int i = 1; i < argc; i++) {
        strict |= !strcmp(argv[i], "--strict"), trace |= !strcmp(argv[i], "--trace");
        if (!strcmp(argv[i], "--ruleset") && i + 1 < argc) only = argv[++i];
    }
    if (only && strcmp(only, "official") && strcmp(only, "dbe")) {
        fprintf(stderr, "dcg scenario: --ruleset takes official or dbe\n");
        dcg_ctx_free(ctx);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--ruleset")) i++;
        else if (strcmp(argv[i], "--strict") && strcmp(argv[i], "--trace")) run_path(ctx, argv[i]);
    }
    printf("%d passed, %d failed\n", passed, failed);
    dcg_ctx_free(ctx);
    dcg_dbe_ctx_free(dbe_ctx);
    return failed ? 1 : 0;
}
