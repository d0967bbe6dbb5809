/* sim.h: playing a matchup for dcg sim, on any number of threads. */
#ifndef DCG_SIM_H
#define DCG_SIM_H
#include "card_stats.h"

#define SIM_MAX_TURNS 100 /* the turn histogram's last bucket holds longer games */
#define SIM_MAX_THREADS 64

/* One matchup to play: games 0..games-1, game g seeded by seed and g alone. */
typedef struct sim_match {
    const dcg_format *fmt;
    const dcg_deck *decks[2];
    const char *names[2];
    const char *specs[2];     /* each deck's AI: "NAME" or "NAME:OPTIONS" */
    uint64_t games, seed;
    uint64_t first_game;      /* play games first_game .. first_game + games - 1 (more of a matchup: --precision) */
    card_stats *cards;        /* card-level statistics to add to, or NULL (events are then not recorded) */
    FILE *events;             /* every event naming a card, one CSV line each in game order, or NULL */
    dcg_ctx **ctxs;           /* one context per thread, over one card database */
    int n_threads;
} sim_match;

/* Script errors of one card number: how many, and the first (in game order). */
typedef struct sim_card_error {
    char card[32];
    uint64_t count;
    char first[512];
} sim_card_error;

/* What a matchup gave, from deck 1's side. Every field but the timings is a
** sum over games, so it is the same for any number of threads. */
typedef struct sim_stats {
    uint64_t games, wins, draws, answers;
    uint64_t draws_by[DCG_WIN_COUNT];       /* draws by how they ended (turn limit, loop, decision limit) */
    uint64_t as_first[2], wins_as_first[2]; /* [0]: deck 1 went first, [1]: second */
    uint64_t first_player_wins;             /* games won by the deck that went first */
    uint64_t turns, turn_hist[SIM_MAX_TURNS + 1];
    uint64_t digest;                        /* a hash of every game's final state */
    uint64_t script_errors;
    sim_card_error *card_errors;            /* ... by card number, in the order they first failed (malloc'ed) */
    int n_card_errors;
    uint64_t decisions[2];                  /* decisions with a choice, per deck's AI */
    double pick_seconds[2];                 /* ... and the time they took */
    double secs;
} sim_stats;

/* Play m into s (adding to it) and, with csv, a row per game in game order.
** 0, or 2 when a game cannot start (the message is printed). */
int sim_play(const sim_match *m, sim_stats *s, FILE *csv, bool bar);
/* 95% Wilson score interval of wins out of n. */
void sim_wilson(uint64_t wins, uint64_t n, double *lo, double *hi);
/* The widest of the two decks' 95% intervals of s. */
double sim_width(const sim_stats *s);
/* Play m->games games, then as many more at a time (game numbers go on)
** until sim_width is below precision (a share; 0: once) or max games are
** played. 0, or sim_play's error. */
int sim_until(sim_match *m, sim_stats *s, FILE *csv, bool bar, double precision, uint64_t max);
/* dcg sim --grid (sim_grid.c): every pair of n decks; args: as given (for
** JSON and CSV), names: as shown. */
int sim_grid(sim_match *m, int n, const char *const *args, const char *const *names, const dcg_deck *decks, FILE *csv, bool json,
             const char *svg, double precision, uint64_t max);
/* Free what s holds. */
void sim_stats_free(sim_stats *s);
/* Contexts for threads 1..n-1 over the card database of ctxs[0] (given,
** loaded): the cards are loaded once, card indices (and so decks) agree.
** Returns how many exist. */
int sim_contexts(dcg_ctx **ctxs, int n);
#endif
