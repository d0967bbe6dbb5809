/* cmd_scenario.c: dcg scenario FILE_OR_DIR...: run scenario tests. */
#include "common.h"
#include "dcg_scenario.h"
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int passed, failed;
static bool strict; /* --strict: a script error no line of the scenario mentions fails it */
static bool trace;  /* --trace: each line as it runs, each action's events and the board after it */

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
    char name[256];
    static char report[16384];
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
        for (char *l = report, *nl; *l; l = nl + (*nl == '\n')) { /* the board, indented */
            nl = l + strcspn(l, "\n");
            printf("     %.*s\n", (int)(nl - l), l);
        }
        failed++;
    }
}

int cmd_scenario(int argc, char **argv)
{
    if (argc < 2 || cli_help(argc, argv)) {
        fprintf(argc < 2 ? stderr : stdout, "usage: dcg scenario [--strict] [--trace] FILE_OR_DIR...\n  Runs scenario tests (*.scn; directories recursively).\n"
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
    for (int i = 1; i < argc; i++) strict |= !strcmp(argv[i], "--strict"), trace |= !strcmp(argv[i], "--trace");
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--strict") && strcmp(argv[i], "--trace")) run_path(ctx, argv[i]);
    printf("%d passed, %d failed\n", passed, failed);
    dcg_ctx_free(ctx);
    return failed ? 1 : 0;
}
