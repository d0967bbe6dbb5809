/* search.h: information-set Monte Carlo tree search (mcts.c) on any ruleset.
** A ruleset implements dcg_search_rules over states the search never looks
** into; the search names no rule of any game. `game` is the ruleset's own
** data for one search (the official game's holds its context and the
** decision last listed), passed back to every function. */
#ifndef DCG_SEARCH_H
#define DCG_SEARCH_H
#include <stddef.h>
#include <stdint.h>

typedef struct dcg_search_rules {
    /* A working state to copy positions into, and its release. */
    void *(*state_new)(void *game);
    void (*state_free)(void *state);
    void (*state_copy)(void *game, void *dst, const void *src);
    /* Re-deal what viewer may not see (the opponent's hand, the decks, a
    ** secret choice) at random from seed, keeping what viewer knows. */
    void (*determinize)(void *game, void *state, int viewer, uint64_t seed);
    /* The pending decision of state: its number of options (0 when the game
    ** is over or nobody may answer) and, in *player, who answers. The
    ** functions below that take an option index mean this decision (the
    ** last one listed). */
    int (*decide)(void *game, const void *state, int *player);
    /* Option i's identity, the same in every re-dealing of the hidden
    ** cards (the tree matches its edges across sampled games by it). */
    uint64_t (*option_key)(void *game, int i);
    void (*answer)(void *game, void *state, int i);
    /* -1 while the game goes on, else the winner (0 or 1; 2 for a draw). */
    int (*winner)(void *game, const void *state);
    /* A counter of turns (play-outs last a number of them; any rising count). */
    int (*turn)(void *game, const void *state);
    /* How good a position is for player, from 0 (lost) to 1 (won). */
    double (*evaluate)(void *game, const void *state, int player);
    /* The ruleset's fast play-out policy (option "policy=greedy"): an option
    ** of the decision, ties broken with rng. */
    int (*policy)(void *game, const void *state, uint64_t *rng);
} dcg_search_rules;

typedef struct dcg_search dcg_search;

/* A search reading "key=value,..." options (playouts=N, tree=N, depth=N,
** c=X, policy=greedy|random; see mcts.c). NULL with a message in err on a
** bad option or no memory. */
dcg_search *dcg_search_new(const dcg_search_rules *rules, void *game, uint64_t seed, const char *options,
                           char *err, size_t err_size);
/* The index of the option to answer in root, whose decision (n options,
** answered by player) is the one listed last on game: option_key(game, i)
** names its options until the search lists another. */
int dcg_search_pick(dcg_search *s, const void *root, int player, int n);
void dcg_search_free(dcg_search *s);

#endif
