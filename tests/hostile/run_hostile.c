/* run_hostile.c: run one hostile mod (a case directory) and check that it is
** contained. A case holds cards/ and scripts/ (and scripts/formats/), and a
** case.txt of lines:
**   load-error: TEXT   the mod must be refused at load, the message holding TEXT
**   format: NAME       load format NAME after the mod; expect: lines apply to its error
**   deck: FILE         the deck both players play (default deck.txt)
**   games: N           games to play (default 20)
**   expect: TEXT       some script error message holds TEXT (card, file:line, what)
**   never: TEXT        no script error message holds TEXT
**   min-errors: N      at least N script errors (default 1)
**   loop-draws: N      at least N games are draws by an infinite loop (18-3-2)
**   loops: N           at least N loops are declared (18-3-3)
**   max-errors: N      at most N script errors (default: any number)
**   ai: greedy         both players answer with the greedy AI (default: random)
**   same-events        each game gives the same events and final state (its
**                      budgets spent too) alone (a fresh context in another
**                      process) as after the other games here
** Every game must end, the state must pass dcg_state_check after every
** answer. Prints time and peak memory for the worst-case figures. Uses only
** the public header, like any program on the engine. */
#include "dcg.h"
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <time.h>

#define MAX_LINES 32
#define MAX_MSGS 64

static char expect[MAX_LINES][256], load_error[MAX_LINES][256], never[MAX_LINES][256];
static int n_expect, n_load_error, n_never;
static char msgs[MAX_MSGS][1024];
static int n_msgs, loop_draws, loops, ai_kind = DCG_AI_RANDOM;

static int fail(const char *dir, const char *what)
{
    fprintf(stderr, "hostile case %s: FAILED: %s\n", dir, what);
    return 1;
}

static void note_message(const char *m)
{
    for (int i = 0; i < n_msgs; i++)
        if (!strcmp(msgs[i], m)) return;
    if (n_msgs < MAX_MSGS) snprintf(msgs[n_msgs++], sizeof msgs[0], "%s", m);
}

static bool all_found(char (*want)[256], int n, const char *text, const char *dir)
{
    bool ok = true;
    for (int i = 0; i < n; i++)
        if (!strstr(text, want[i])) {
            fprintf(stderr, "hostile case %s: no message holds \"%s\"\n", dir, want[i]);
            ok = false;
        }
    return ok;
}

/* Play one game with random answers; hash its events and final state. 0 on success. */
static int play(dcg_ctx *ctx, const dcg_deck *deck, uint64_t seed, uint64_t *hash, const char *dir)
{
    dcg_state *st = dcg_state_new();
    static dcg_decision d;
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1, h = 1469598103934665603ull;
    int rc = 0, answers = 0;
    if (dcg_game_start(ctx, st, deck, deck, seed) != DCG_OK) {
        fprintf(stderr, "%s\n", dcg_errmsg(ctx));
        rc = fail(dir, "the game did not start");
    }
    for (bool more = rc == 0; more;) {
        int n;
        const dcg_event *ev = dcg_events(ctx, &n);
        for (int i = 0; i < n; i++) {
            int32_t v[8] = {ev[i].kind, ev[i].player, ev[i].card, ev[i].perm, ev[i].a, ev[i].b, ev[i].def,
                            ev[i].from << 8 | ev[i].to};
            for (int k = 0; k < 8; k++) h = (h ^ (uint32_t)v[k]) * 1099511628211ull;
            if (ev[i].kind == DCG_EV_SCRIPT_ERROR) note_message(dcg_script_error_of(ctx, &ev[i]));
            loops += ev[i].kind == DCG_EV_LOOP && ev[i].def; /* the last declaration of one */
        }
        if (dcg_state_check(ctx, st) != DCG_OK) {
            fprintf(stderr, "%s\n", dcg_errmsg(ctx));
            rc = fail(dir, "the state is broken");
            break;
        }
        if (dcg_decision_get(ctx, st, &d) != DCG_OK) break;
        if (++answers > 100000) {
            rc = fail(dir, "the game does not end");
            break;
        }
        if (dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &d, ai_kind, &rng)) != DCG_OK) {
            rc = fail(dir, "an answer was refused");
            break;
        }
    }
    if (rc == 0 && dcg_winner(st) < 0) rc = fail(dir, "the game stopped without a result");
    loop_draws += dcg_winner(st) == 2 && dcg_win_reason_of(st) == DCG_WIN_LOOP;
    *hash = h ^ dcg_state_hash(st);
    dcg_state_free(st);
    return rc;
}

static dcg_ctx *context(const char *dir, dcg_status *s)
{
    dcg_ctx *ctx = dcg_ctx_new();
    *s = dcg_load_dir(ctx, DCG_SOURCE_DIR);
    if (*s == DCG_OK) *s = dcg_load_dir(ctx, dir);
    return ctx;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: run_hostile CASE_DIR\n");
        return 2;
    }
    const char *dir = argv[1];
    char path[1200], line[512], deck_name[256] = "deck.txt", format[256] = "";
    int games = 20, min_errors = 1, max_errors = -1, min_loop_draws = 0, min_loops = 0;
    bool same_events = false;
    snprintf(path, sizeof path, "%s/case.txt", dir);
    FILE *f = fopen(path, "r");
    if (!f) return fail(dir, "no case.txt");
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        char *v = strchr(line, ':');
        v = v ? v + 1 + strspn(v + 1, " ") : line + strlen(line);
        if (!strncmp(line, "expect:", 7) && n_expect < MAX_LINES) snprintf(expect[n_expect++], 256, "%s", v);
        else if (!strncmp(line, "never:", 6) && n_never < MAX_LINES) snprintf(never[n_never++], 256, "%s", v);
        else if (!strncmp(line, "load-error:", 11) && n_load_error < MAX_LINES) snprintf(load_error[n_load_error++], 256, "%s", v);
        else if (!strncmp(line, "format:", 7)) snprintf(format, sizeof format, "%s", v);
        else if (!strncmp(line, "deck:", 5)) snprintf(deck_name, sizeof deck_name, "%s", v);
        else if (!strncmp(line, "games:", 6)) games = atoi(v);
        else if (!strncmp(line, "min-errors:", 11)) min_errors = atoi(v);
        else if (!strncmp(line, "loop-draws:", 11)) min_loop_draws = atoi(v);
        else if (!strncmp(line, "loops:", 6)) min_loops = atoi(v);
        else if (!strncmp(line, "max-errors:", 11)) max_errors = atoi(v);
        else if (!strncmp(line, "ai:", 3)) ai_kind = !strcmp(v, "greedy") ? DCG_AI_GREEDY : DCG_AI_RANDOM;
        else if (!strncmp(line, "same-events", 11)) same_events = true;
    }
    fclose(f);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    dcg_status s;
    dcg_ctx *ctx = context(dir, &s);
    int rc = 0;
    if (n_load_error) { /* refused at load, with a message that says why and where */
        if (s == DCG_OK) rc = fail(dir, "the mod loaded");
        else if (!all_found(load_error, n_load_error, dcg_errmsg(ctx), dir)) rc = fail(dir, dcg_errmsg(ctx));
        goto done;
    }
    if (s != DCG_OK) {
        rc = fail(dir, dcg_errmsg(ctx));
        goto done;
    }
    if (format[0]) { /* a hostile format file: refused with a clear error */
        dcg_format fm;
        if (dcg_format_load(ctx, format, &fm) == DCG_OK) rc = fail(dir, "the format loaded");
        else if (!all_found(expect, n_expect, dcg_errmsg(ctx), dir)) rc = fail(dir, dcg_errmsg(ctx));
        else printf("hostile case %s: format refused: %s\n", dir, dcg_errmsg(ctx));
        if (rc || games == 0) goto done;
        n_expect = 0; /* then the shipped cards still play, whatever the format file did */
        min_errors = 0;
    }
    dcg_deck deck;
    snprintf(path, sizeof path, "%s/%s", dir, deck_name);
    if (dcg_deck_load(ctx, path, &deck) != DCG_OK) {
        rc = fail(dir, dcg_errmsg(ctx));
        goto done;
    }
    static uint64_t hashes[1000];
    if (games > 1000) games = 1000;
    for (int g = 0; g < games && !rc; g++) rc = play(ctx, &deck, (uint64_t)g + 1, &hashes[g], dir);
    if (!rc && dcg_script_error_count(ctx) < min_errors) rc = fail(dir, "too few script errors");
    if (!rc && max_errors >= 0 && dcg_script_error_count(ctx) > max_errors) rc = fail(dir, "too many script errors");
    if (!rc && loop_draws < min_loop_draws) rc = fail(dir, "too few draws by an infinite loop");
    if (!rc && loops < min_loops) rc = fail(dir, "too few loops declared");
    char all[MAX_MSGS * 1024] = "";
    for (int i = 0; i < n_msgs; i++) strcat(strcat(all, msgs[i]), "\n");
    if (!rc && !all_found(expect, n_expect, all, dir)) rc = fail(dir, "an expected message is missing");
    for (int i = 0; i < n_never && !rc; i++)
        if (strstr(all, never[i])) rc = fail(dir, never[i]);
    if (!rc && same_events) { /* each game again in another process, each in a fresh context */
        int fd[2];
        if (pipe(fd)) return fail(dir, "no pipe");
        fflush(stdout);
        pid_t child = fork();
        if (child == 0) {
            int bad = 0;
            for (int g = 0; g < games && !bad; g++) {
                dcg_ctx *fresh = context(dir, &s);
                dcg_deck d2;
                uint64_t h = 0;
                bad = s != DCG_OK || dcg_deck_load(fresh, path, &d2) != DCG_OK || play(fresh, &d2, (uint64_t)g + 1, &h, dir);
                if (!bad && write(fd[1], &h, sizeof h) != sizeof h) bad = 1;
                dcg_ctx_free(fresh);
            }
            _exit(bad);
        }
        close(fd[1]);
        for (int g = 0; g < games && !rc; g++) {
            uint64_t again = 0;
            if (read(fd[0], &again, sizeof again) != sizeof again) rc = fail(dir, "the games in another process failed");
            else if (again != hashes[g]) rc = fail(dir, "a game gave other events after other games than alone in another process");
        }
        int status = 1;
        if (child < 0 || waitpid(child, &status, 0) != child || (status && !rc)) rc = fail(dir, "the other process failed");
        close(fd[0]);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("hostile case %s: %d games, %d script errors, %d loops declared, %d draws by a loop, %.3f s, peak memory %ld KB\n",
           dir, games, dcg_script_error_count(ctx), loops, loop_draws, (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
           ru.ru_maxrss);
    for (int i = 0; i < n_msgs && i < 6; i++) printf("  %s\n", msgs[i]);
done:
    if (!rc && n_load_error) printf("hostile case %s: refused at load: %s\n", dir, dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
    return rc;
}
