/* ai.c: DBE players: random, and the engine's search (engine/core/search.h,
** information-set MCTS) on DBE's states: each playout takes a copy of the
** game determinized for the deciding player (the other's hand, deck order and
** secret attack drawn anew, dcg_dbe_determinize), so the search never reads
** the other's hidden attack. This file is DBE's side of the search's
** interface: its states, decisions, result, evaluation and play-out policy. */
#include "dbe.h"
#include "search.h"
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ROLLOUT_MAX 3000   /* decisions in one playout before it is scored as it stands */

/* A player's own draw (no game state keeps it): the engine's one-word step. */
static uint64_t next(uint64_t *r) { return dcg_splitmix64(r); }

/* The playouts' policy: random, but a full mulligan only now and then. */
static int rollout_pick(const dcg_dbe_decision *d, uint64_t *r)
{
    if (d->kind == DBE_DEC_FULL_MULLIGAN && next(r) % 8) return 0;
    return (int)(next(r) % (uint64_t)d->n);
}

/* The result for player p: 1 a win, 0 a loss, else by KO points. */
static double score(const dcg_dbe_state *st, int p)
{
    if (st->stage == S_OVER && st->winner >= 0) return st->winner == p ? 1.0 : 0.0;
    int diff = st->p[p].ko_points - st->p[1 - p].ko_points;
    return 0.5 + 0.1 * diff;
}

/* One search's view of a DBE game: the context, and the decision listed
** last (with the state it was listed in, for the options' cards). */
typedef struct dbe_search {
    dcg_dbe_ctx *ctx;
    const dcg_dbe_state *listed_st;
    const dcg_dbe_decision *listed;
    dcg_dbe_decision dec;
} dbe_search;

static void *state_new(void *game) { (void)game; return dcg_dbe_state_new(); }
static void state_free(void *state) { dcg_dbe_state_free(state); }
static void state_copy(void *game, void *dst, const void *src) { (void)game; memcpy(dst, src, sizeof(dcg_dbe_state)); }
static void determinize(void *game, void *state, int viewer, uint64_t seed) { (void)game; dcg_dbe_determinize(state, viewer, seed); }

static int decide(void *game, const void *state, int *player)
{
    dbe_search *g = game;
    g->listed = &g->dec;
    g->listed_st = state;
    if (dcg_dbe_decision_get(g->ctx, state, &g->dec) != DCG_OK) return 0;
    *player = g->dec.player;
    return g->dec.n;
}

/* Card instances are re-dealt by determinize: an option is named by its
** kind, attack and the cards (not instances) it names. */
static uint64_t option_key(void *game, int i)
{
    const dbe_search *g = game;
    const dcg_dbe_option *o = &g->listed->options[i];
    uint64_t card = o->card < 0 ? 0xFFFF
                    : o->kind == DBE_OPT_NAME ? (uint64_t)(uint16_t)o->card /* a card index already */
                                              : (uint64_t)(uint16_t)dcg_dbe_card_of(g->listed_st, o->card);
    uint64_t with = o->with >= 0 ? (uint64_t)(uint16_t)dcg_dbe_card_of(g->listed_st, o->with) : 0xFFFF;
    return (uint64_t)o->kind | (uint64_t)(uint8_t)o->attack << 8 | card << 16 | with << 32;
}

static void answer(void *game, void *state, int i) { dcg_dbe_answer(((dbe_search *)game)->ctx, state, i); }

static int winner(void *game, const void *state)
{
    (void)game;
    if (!dcg_dbe_over(state)) return -1;
    int w = dcg_dbe_winner(state);
    return w >= 0 ? w : 2;
}

static int turn(void *game, const void *state) { (void)game; return dcg_dbe_turn(state); }

static double evaluate(void *game, const void *state, int player)
{
    (void)game;
    double v = score(state, player);
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

static int policy(void *game, const void *state, uint64_t *rng)
{
    (void)state;
    return rollout_pick(((dbe_search *)game)->listed, rng);
}

static const dcg_search_rules dbe_rules = {state_new, state_free, state_copy, determinize, decide, option_key,
                                           answer,    winner,     turn,       evaluate,    policy};

/* DBE's defaults: UCB1 at the root, play-outs to the end by DBE's policy
** (its evaluation is rough); "mcts:KEY=VALUE,..." overrides them. */
#define DBE_SEARCH_DEFAULTS "tree=1,depth=0,c=1.4,policy=greedy,playouts=64"

static dcg_search *search_new(dbe_search *g, uint64_t seed, const char *options, char *err, size_t size)
{
    char opts[256];
    snprintf(opts, sizeof opts, "%s%s%s", DBE_SEARCH_DEFAULTS, *options ? "," : "", options);
    return dcg_search_new(&dbe_rules, g, seed, opts, err, size);
}

static int search_pick(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, const char *options,
                       uint64_t *rng)
{
    char err[128];
    dbe_search g = {.ctx = ctx, .listed_st = st, .listed = d};
    dcg_search *s = search_new(&g, next(rng), options, err, sizeof err);
    if (!s) return -1;
    int log = ctx->log_on;
    ctx->log_on = 0;
    int i = dcg_search_pick(s, st, d->player, d->n);
    ctx->log_on = log;
    dcg_search_free(s);
    return i;
}

int dcg_dbe_ai_choose(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, const char *ai,
                      uint64_t *rng)
{
    if (d->n <= 1) return 0;
    if (!strncmp(ai, "mcts", 4) && (!ai[4] || ai[4] == ':')) return search_pick(ctx, st, d, ai[4] ? ai + 5 : "", rng);
    return (int)(next(rng) % (uint64_t)d->n);
}

int dcg_dbe_ai_check(const char *ai, char *err, size_t size)
{
    if (!strcmp(ai, "random")) return 1;
    if (strncmp(ai, "mcts", 4) || (ai[4] && ai[4] != ':')) {
        snprintf(err, size, "no DBE AI '%s' (random, mcts, mcts:OPTIONS)", ai);
        return 0;
    }
    dbe_search g = {0};
    dcg_search *s = search_new(&g, 0, ai[4] ? ai + 5 : "", err, size);
    dcg_search_free(s);
    return s != NULL;
}
