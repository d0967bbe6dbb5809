/* card_stats.h: card-level statistics of simulated games, counted from the
** engine's event stream (dcg.h events): per deck and card, how often it was
** played, digivolved into, used (an Option), linked, how often its effects
** activated, and the win rate in the games it came out (played, digivolved
** into, used, linked or hatched) against the games it never did. */
#ifndef DCG_CARD_STATS_H
#define DCG_CARD_STATS_H
#include "common.h"

typedef struct card_row {
    uint64_t played, digivolved, used, linked, hatched; /* events, summed over games */
    uint64_t effects;                                   /* its effects activated (not those declined) */
    uint64_t games_played, wins_played;                 /* games it came out (played, digivolved into, used, linked,
                                                           hatched), and those its deck won */
    uint64_t games_not, wins_not;                       /* games it never came out, and those its deck won */
} card_row;

/* Every card of the context for both decks: rows[deck][card index]. Sums
** only, so the same for any number of threads. */
typedef struct card_stats {
    int n_cards;
    card_row *rows[2];
} card_stats;

/* One game's counts while it is played. */
typedef struct card_game {
    int n_cards;
    card_row *rows[2];     /* this game's counts */
    uint8_t *out[2];       /* came out in this game */
} card_game;

bool card_stats_init(card_stats *s, int n_cards);
void card_stats_free(card_stats *s);
/* Add b's sums into a. */
void card_stats_merge(card_stats *a, const card_stats *b);
bool card_game_init(card_game *g, int n_cards);
void card_game_free(card_game *g);
void card_game_reset(card_game *g);
/* Count the events of the last engine call in game st; first: the deck
** (0, 1) that sits in seat 0. */
void card_game_events(card_game *g, const dcg_state *st, const dcg_event *ev, int n, int first);
/* The game is over, won by deck winner (0, 1; 2: a draw): its counts go
** into s, with each distinct card of the decks in or out. */
void card_game_end(card_game *g, card_stats *s, const dcg_deck *const decks[2], int winner);

/* Print: text (a table per deck), JSON (a "cards" member, with the comma
** before it) or CSV rows (with a header). names: the decks' names. */
void card_stats_text(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2], const char *const names[2]);
void card_stats_json(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2]);
void card_stats_csv(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2], const char *const names[2]);
#endif
