/*
** dbe_scenario.h: the DBE scenario runner's parts (format: the DBE section
** of tests/scenarios/README.md). dbe_scenario.c reads the file, builds the
** position and answers decisions; dbe_scenario_expect.c checks expectations
** and describes the board for a failure. A program on the engine: it uses
** the public headers only (dcg_dbe.h, dcg_dbe_board.h).
*/
#ifndef DCG_DBE_SCENARIO_INTERNAL_H
#define DCG_DBE_SCENARIO_INTERNAL_H
#include "dcg_dbe_board.h"
#include "dcg_scenario.h"
#include <stdbool.h>
#include <stdio.h>

#define DSCN_LOG 65536            /* the game's log kept for `expect log` */

typedef struct dscn {
    dcg_dbe_ctx *ctx;
    dcg_dbe_state *st;
    const char *path;
    int line;
    const char *text;             /* the line being read, as written */
    char *msg;                    /* the message of a failure (msg_size bytes) */
    size_t msg_size;
    bool started;                 /* the game runs (set-up is over) */
    bool checked;                 /* a deck was checked (a scenario may check decks only) */
    bool placed;                  /* a card was put on the board (the seed must come first) */
    int turn, active, phase;      /* set-up: turn number, whose turn, where play resumes */
    uint64_t seed;
    int hp[2], ko[2], flat[2], dp_mod[2], partner[2], attack[2]; /* set-up numbers; INT_MIN: not given */
    int errors_at_start;          /* script errors of the context before the scenario */
    char log[DSCN_LOG];           /* the game's log since the start */
    size_t log_len;
    FILE *trace;                  /* --trace: where the run is shown (NULL: not shown) */
} dscn;

/* A failed check (DCG_EINVAL): "FILE:LINE: message". */
dcg_status dscn_fail(dscn *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A line that cannot be read (DCG_EPARSE): "FILE:LINE: 'text': message". */
dcg_status dscn_bad(dscn *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
bool dscn_number(const char *w, int *v);   /* a whole number of -100000..100000 */
/* The words joined by single blanks. */
void dscn_join(char **w, int n, char *buf, size_t size);
int dscn_player(const char *w);             /* "P1" 0, "P2" 1, else -1 */
int dscn_zone(const char *w);               /* a zone's name (dcg_dbe_zone_name), else -1 */
int dscn_attack(const char *w);             /* circle, triangle, cross, else -1 */
int dscn_phase(const char *w);              /* a phase's name (dcg_dbe_phase_name), else -1 */
int dscn_card(dscn *r, const char *w);      /* a card number's index; -1 after a dscn_bad */
/* Words split at '/' too (a stack, bottom first: DBE-001/DBE-009); their count (at most max). */
int dscn_slashes(char **w, int n, char **out, int max);
/* Card numbers (A/B stacks, CARD*N repeats; with marks, CARD^: came from the Destiny
** Zone, a level M always) as card indices in defs and, if destiny is not NULL, whether
** each came from the Destiny Zone; their count, or -1 after a dscn_bad. */
int dscn_cards(dscn *r, char **w, int n, int *defs, int *destiny, bool marks);
/* The words that answer option i of d ("play DBE-001", "evolve DBE-010 with DBE-040 unflat"). */
void dscn_option_words(const dscn *r, const dcg_dbe_decision *d, int i, char *buf, size_t size);
/* The decision kind's word ("attack", "full-mulligan"). */
const char *dscn_decision_word(int kind);
/* The index of the one option that words (n of them) name for player p; -1 after a failure. */
int dscn_find_option(dscn *r, int p, char **w, int n, bool quiet);
/* An expectation (the words after `expect`). */
dcg_status dscn_expect(dscn *r, char **w, int n);
/* The board, the pending decision and its options, and the log's last lines. */
void dscn_board(const dscn *r, char *buf, size_t size);
#endif
