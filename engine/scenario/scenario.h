/*
** scenario.h: the scenario runner's parts (format: tests/scenarios/README.md).
** scenario.c reads the file, builds the board and answers decisions;
** scenario_sel.c names one Digimon or card (selectors); scenario_expect.c
** checks expectations; scenario_board.c describes the board for a failure.
** A program on the engine: it uses the public headers only (dcg.h and
** dcg_board.h), never the engine's internals.
*/
#ifndef DCG_SCENARIO_INTERNAL_H
#define DCG_SCENARIO_INTERNAL_H
#include "dcg_board.h"
#include "dcg_scenario.h"
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

#define SCN_MAX_CARDS (2 * DCG_PLAYER_CARDS) /* card instances of a game */
#define SCN_MAX_PERMS (DCG_MAX_PERMS + 1)    /* one player's permanents: battle area and breeding area */

/* One event as the scenario remembers it: its kind, the card it names (the
** card moved, played, checked or deleted, the card whose effect it is, the
** attacker's or blocker's top card) and who may see which card that is. */
typedef struct scn_event {
    uint8_t kind;
    uint8_t seen;                 /* bit p: player p sees which card it names (dcg_event_view) */
    int16_t def;                  /* card index, -1 when none */
    uint16_t perm;                /* the permanent it concerns (ids are never reused), 0 when none */
} scn_event;

#define SCN_MAX_EVENTS (1 << 20)  /* a scenario's event log is bounded */

typedef struct run {
    dcg_ctx *ctx;
    dcg_state *st;
    const char *path;
    int line;
    const char *text;             /* the line being read, as written */
    bool started;                 /* the game runs (setup is over) */
    int turn, active, phase;      /* setup */
    scn_event *log;               /* events since the start or the last mark, in order */
    int n_log, cap_log;
    bool log_full;                /* SCN_MAX_EVENTS reached or out of memory */
    dcg_format format;            /* the format played (the official rules by default) */
    dcg_decision dec;
    FILE *trace;                  /* NULL, or where each line's events and the board after each action go */
} run;

/* A failed check (DCG_EINVAL): "FILE:LINE: message"; the board goes with it. */
dcg_status dcg_scn_fail(run *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A line that cannot be read (DCG_EPARSE): "FILE:LINE: 'text': message". */
dcg_status dcg_scn_bad(run *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Syntax reserved for a mechanic the engine does not have yet (DCG_EPARSE). */
dcg_status dcg_scn_planned(run *r, const char *what);

int dcg_scn_player(const char *w);                   /* P1 → 0, P2 → 1, else -1 */
int dcg_scn_zone(const char *w);                     /* a pile or field zone word, else -1 */
extern const char *const dcg_scn_zone_words[DCG_ZONE_COUNT];
extern const char *const dcg_scn_phase_words[DCG_PHASE_COUNT];
extern const char *const dcg_scn_decision_words[DCG_DEC_COUNT];
const char *dcg_scn_face_mark(const run *r, int card);
const char *dcg_scn_number(const run *r, int card);  /* card number of an instance */
/* "ST1-02*5": cuts "*5" off w and returns 5 (1 without '*'); -1 with a parse error set. */
int dcg_scn_repeat(run *r, char *w);
int dcg_scn_keyword(run *r, const char *w);          /* "piercing" → its keyword id, else -1 (error set) */

/* ---- selectors (scenario_sel.c) ---- */

/* A name for one Digimon or one card: "ST1-03" (top card, or the card),
** "ST1-01/ST1-03" (the whole stack, bottom first), either with "#K" (the
** K-th such of its owner, battle area in order, then the breeding area; for
** a card: the K-th copy in its zone's listing order), and optionally
** "P1:" / "P2:" in front (whose). */
typedef struct sel {
    int owner;                    /* -1: either player */
    int n;                        /* card numbers in the name (1: a top card or a card) */
    const char *num[DCG_MAX_STACK];
    int nth;                      /* 0: not given */
    bool stack;                   /* written as a whole stack */
} sel;

/* Parse w into s (s keeps pointers into w). DCG_EPARSE names what is wrong. */
dcg_status dcg_scn_sel_parse(run *r, char *w, sel *s);
/* The stack of permanent id (dcg_stacks: no computed values); false when gone. */
bool dcg_scn_stack(const run *r, uint16_t id, dcg_perm_info *out);
/* Does permanent id fit s? */
bool dcg_scn_sel_perm(const run *r, const sel *s, uint16_t id);
/* Does card instance c fit s (its number, and its place among the copies in its zone)? */
bool dcg_scn_sel_card(const run *r, const sel *s, int c);
/* The one Digimon or Tamer of p that s names; 0 when none. A bare top
** card fitting several is ambiguous: *ambiguous gets the count. */
uint16_t dcg_scn_find_perm(const run *r, int p, const sel *s, int *ambiguous);
/* The selector that names permanent id among its owner's permanents, into
** buf ("ST1-03", or "ST1-03#2" when several share the top card). */
const char *dcg_scn_perm_name(const run *r, uint16_t id, char *buf, size_t size);
/* The cards of p in zone z in listing order (deck, security, eggs: top
** first; hand, trash: oldest first; field zones: each stack bottom first,
** in selector order). Returns the count (at most DCG_PLAYER_CARDS). */
int dcg_scn_zone_list(const run *r, int p, int z, uint8_t *out);

/* ---- actions (scenario.c) ---- */
/* The one option of the pending decision (P's) matching the action words:
** its index; -1 with a failure set (unless quiet); -2 when the words cannot
** be read (a parse error set, even when quiet). */
int dcg_scn_find_option(run *r, int p, char **w, int n, bool quiet);

/* ---- expectations (scenario_expect.c) ---- */
dcg_status dcg_scn_expect(run *r, char **w, int n);
/* Record the events of the last engine call. */
void dcg_scn_collect(run *r);

/* ---- failure report (scenario_board.c) ---- */
/* The board (both sides, every zone, DP, suspended, stacks) and the pending
** decision with its options, into buf. */
void dcg_scn_board(run *r, char *buf, size_t size);
/* The events logged from index `from` on, as event words ("battle delete:ST1-03"). */
void dcg_scn_events_text(const run *r, int from, char *buf, size_t size);
/* "play ST1-03, attack ST1-07 -> player, ..." */
void dcg_scn_options(run *r, char *buf, size_t size);
#endif
