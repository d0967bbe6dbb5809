/* ai.c: DBE players: random, and a search that samples what it cannot
** know. The search (mcts) is Monte Carlo at the root: each playout takes a
** determinized copy of the game for the deciding player (the other's hand,
** deck order and secret attack drawn anew, dcg_dbe_determinize), plays the
** option UCB1 picks and then random moves to the end. It never reads the
** other's hidden attack: every playout replaces it. */
#include "dbe.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ROLLOUT_MAX 3000   /* decisions in one playout before it is scored as it stands */

/* A player's own draw: the engine's generator seeded by the next value of r. */
static uint64_t next(uint64_t *r)
{
    uint64_t s[4];
    dcg_rng_seed_words(s, (*r)++);
    return dcg_rng_next_words(s);
}

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

static double playout(dcg_dbe_ctx *ctx, const dcg_dbe_state *root, int me, int option, uint64_t *r)
{
    dcg_dbe_state st;
    dcg_dbe_decision d;
    memcpy(&st, root, sizeof st);
    dcg_dbe_determinize(&st, me, next(r));
    int log = ctx->log_on;
    ctx->log_on = 0;
    dcg_dbe_answer(ctx, &st, option);
    for (int k = 0; k < ROLLOUT_MAX && dcg_dbe_decision_get(ctx, &st, &d) == DCG_OK; k++)
        dcg_dbe_answer(ctx, &st, rollout_pick(&d, r));
    ctx->log_on = log;
    return score(&st, me);
}

static int mcts(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, int playouts, uint64_t *r)
{
    double sum[DCG_DBE_MAX_OPTIONS] = {0};
    int n[DCG_DBE_MAX_OPTIONS] = {0};
    for (int t = 0; t < playouts; t++) {
        int best = 0;
        double best_u = -1;
        for (int i = 0; i < d->n; i++) {
            double u = n[i] ? sum[i] / n[i] + 1.4 * sqrt(log((double)t + 1) / n[i]) : 1e9 - i;
            if (u > best_u) best_u = u, best = i;
        }
        sum[best] += playout(ctx, st, d->player, best, r);
        n[best]++;
    }
    int best = 0;
    for (int i = 1; i < d->n; i++)
        if (n[i] > n[best] || (n[i] == n[best] && sum[i] > sum[best])) best = i;
    return best;
}

int dcg_dbe_ai_choose(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, const char *ai,
                      uint64_t *rng)
{
    if (d->n <= 1) return 0;
    if (!strncmp(ai, "mcts", 4)) {
        int playouts = 64;
        const char *eq = strstr(ai, "playouts=");
        if (eq) playouts = atoi(eq + 9);
        if (playouts < 1) playouts = 1;
        return mcts(ctx, st, d, playouts, rng);
    }
    return (int)(next(rng) % (uint64_t)d->n);
}
