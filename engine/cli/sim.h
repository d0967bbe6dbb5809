/* sim.h: playing a matchup for dcg sim, on any number of threads. */
#ifndef DCG_SIM_H
#define DCG_SIM_H
#include "common.h"

#define SIM_MAX_TURNS 100 /* the turn histogram's last bucket holds longer games */
#define SIM_MAX_THREADS 64

/* One matchup to play: games 0..games-1, game g seeded by seed and g alone. */
typedef struct sim_match {
    const dcg_format *fmt;
    const dcg_deck *decks[2];
    const char *names[2];
    const char *specs[2];     /* each deck's AI: "NAME" or "NAME:OPTIONS" */
    uint64_t games, seed;
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
/* Free what s holds. */
void sim_stats_free(sim_stats *s);
/* Contexts for threads 1..n-1 over the card database of ctxs[0] (given,
** loaded): the cards are loaded once, card indices (and so decks) agree.
** Returns how many exist. */
int sim_contexts(dcg_ctx **ctxs, int n);
#endif
