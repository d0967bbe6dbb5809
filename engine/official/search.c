/* search.c: the official game on the generic search (core/search.h), and
** the "mcts" AI that searches it. What the search may not know of the game
** is here: a position's decision and its options' identities, who wins, the
** re-dealing of hidden cards (dcg_state_determinize), the evaluation of a
** position and the greedy play-out policy (greedy.c). */
#include "internal.h"
#include "search.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct official_search {
    dcg_ctx *ctx;                /* the context of the decision being searched */
    const dcg_decision *listed;  /* the decision listed last: the root's, or dec */
    dcg_decision dec;            /* the decisions of the sampled games */
    dcg_search *search;
} official_search;

static void *state_new(void *game)
{
    (void)game;
    return dcg_state_new();
}

static void state_free(void *state) { dcg_state_free(state); }

static void state_copy(void *game, void *dst, const void *src)
{
    (void)game;
    dcg_state_copy(dst, src);
}

static void determinize(void *game, void *state, int viewer, uint64_t seed)
{
    (void)game;
    dcg_state_determinize(state, viewer, seed);
}

static int decide(void *game, const void *state, int *player)
{
    official_search *g = game;
    g->listed = &g->dec;
    if (dcg_decision_get(g->ctx, state, &g->dec) != DCG_OK) return 0;
    *player = g->dec.player;
    return g->dec.n;
}

/* Every field of an option, packed: two options are the same move when
** they play the same card instance the same way (instances keep their
** numbers when hidden cards are re-dealt). */
static uint64_t option_key(void *game, int i)
{
    const dcg_option *o = &((official_search *)game)->listed->options[i];
    return (uint64_t)o->kind | (uint64_t)o->card << 8 | (uint64_t)o->perm << 16 | (uint64_t)o->target << 32 |
           (uint64_t)(uint8_t)o->cost << 48 | (uint64_t)o->req << 56;
}

static void answer(void *game, void *state, int i)
{
    dcg_answer(((official_search *)game)->ctx, state, i);
}

static int winner(void *game, const void *state)
{
    (void)game;
    return dcg_winner(state);
}

static int turn(void *game, const void *state)
{
    (void)game;
    return dcg_turn_number(state);
}

/* How good the position is for player p, in 0..1: security left (the
** win condition), then cards in hand, Digimon and Tamers in play (Digimon
** by DP), memory on p's side. The weights were tuned against greedy. */
static double evaluate(void *game, const void *state, int p)
{
    dcg_ctx *ctx = ((official_search *)game)->ctx;
    const dcg_state *st = state;
    static _Thread_local dcg_perm_info perms[64];
    double score = 0.1 * dcg_memory(st, p);
    for (int q = 0; q < 2; q++) {
        double worth = 1.0 * dcg_zone_cards(st, q, DCG_ZONE_SECURITY, NULL, 0) +
                      0.3 * dcg_zone_cards(st, q, DCG_ZONE_HAND, NULL, 0);
        int n = dcg_perms(ctx, st, q, perms, 64);
        for (int i = 0; i < n && i < 64; i++)
            worth += (perms[i].in_breeding ? 0.2 : 0.4) + (perms[i].dp > 0 ? perms[i].dp / 10000.0 : 0);
        score += q == p ? worth : -worth;
    }
    return 1 / (1 + exp(-score / 1.5));
}

static int policy(void *game, const void *state, uint64_t *rng)
{
    official_search *g = game;
    return dcg_greedy_pick(g->ctx, state, g->listed, rng);
}

static const dcg_search_rules official_rules = {state_new, state_free, state_copy, determinize, decide, option_key,
                                                answer,    winner,     turn,       evaluate,    policy};

/* ---- the "mcts" AI ------------------------------------------------------------ */
static void mcts_destroy(void *self)
{
    official_search *g = self;
    if (!g) return;
    dcg_search_free(g->search);
    free(g);
}

static void *mcts_create(uint64_t seed, const char *options, char *err, size_t err_size)
{
    official_search *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    if (!(g->search = dcg_search_new(&official_rules, g, seed, options, err, err_size))) {
        free(g);
        return NULL;
    }
    return g;
}

static int mcts_pick(void *self, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d)
{
    official_search *g = self;
    if (d->n <= 1) return 0;
    g->ctx = ctx;
    g->listed = d;
    int was_recording = dcg_events_record(ctx, 0);
    int i = dcg_search_pick(g->search, st, d->player, d->n);
    dcg_events_record(ctx, was_recording);
    return i;
}

const dcg_ai_type dcg_ai_mcts_type = {
    "mcts", "information-set Monte Carlo tree search (options playouts=N, tree=N, depth=N, c=X, policy=NAME)",
    mcts_create, mcts_pick, mcts_destroy};
