/* ai.c: the built-in players. "random" picks uniformly; "greedy" scores
** every option with a one-ply heuristic (tempo, board, memory handed over). */
#include "internal.h"

static const char *const ai_names[DCG_AI_COUNT] = {"random", "greedy"};

int dcg_ai_find(const char *name)
{
    for (int i = 0; i < DCG_AI_COUNT; i++)
        if (!strcmp(name, ai_names[i])) return i;
    return -1;
}

const char *dcg_ai_name(int ai) { return (ai >= 0 && ai < DCG_AI_COUNT) ? ai_names[ai] : "?"; }

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int perm_level(const dcg_ctx *ctx, const dcg_state *st, uint16_t id)
{
    perm *pm = dcg_perm((dcg_state *)st, id);
    return pm ? card_def(ctx, st, perm_top(pm))->level : 0;
}

static int32_t perm_dp(const dcg_ctx *ctx, const dcg_state *st, uint16_t id)
{
    perm *pm = dcg_perm((dcg_state *)st, id);
    return pm ? dcg_perm_dp(ctx, st, pm) : 0;
}

/* Memory handed to the opponent costs tempo. */
static int overspend(const dcg_state *st, int p, int cost)
{
    int left = dcg_mem(st, p) - cost;
    return left < 0 ? -left * 6 : 0;
}

static int score_main(const dcg_ctx *ctx, const dcg_state *st, int p, const dcg_option *o)
{
    const dcg_card *c = o->card != DCG_NO_CARD ? card_def(ctx, st, o->card) : NULL;
    int opp = opponent(p);
    switch (o->kind) {
    case DCG_OPT_PASS:
        return 0;
    case DCG_OPT_PLAY:
        if (c->kind == DCG_KIND_TAMER) return 25 - overspend(st, p, o->cost);
        return 20 + c->level * 4 + c->dp / 1000 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_DIGIVOLVE:
        return 45 + c->level * 6 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_USE:
        return (c->effect[0] ? 8 : -50) - overspend(st, p, o->cost);
    case DCG_OPT_ATTACK: {
        int32_t adp = perm_dp(ctx, st, o->perm);
        if (o->target == DCG_PLAYER_TARGET) {
            if (st->pl[opp].security.n == 0) return 1000;
            return 30 + (5 - st->pl[opp].security.n) * 3 + adp / 2000;
        }
        int32_t tdp = perm_dp(ctx, st, o->target);
        if (adp > tdp) return 40 + perm_level(ctx, st, o->target) * 8;
        if (adp == tdp) return 5 + (perm_level(ctx, st, o->target) - perm_level(ctx, st, o->perm)) * 8;
        return -40;
    }
    default:
        return 0;
    }
}

static int score(const dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, const dcg_option *o)
{
    int p = d->player;
    switch (o->kind) {
    case DCG_OPT_KEEP: {
        const pile *h = &st->pl[p].hand;
        for (int i = 0; i < h->n; i++)
            if (card_def(ctx, st, h->cards[i])->level == 3) return 1;
        return -1;
    }
    case DCG_OPT_REDRAW: return 0;
    case DCG_OPT_MOVE: return 10;
    case DCG_OPT_HATCH: return 5;
    case DCG_OPT_BLOCK: {
        int32_t bdp = perm_dp(ctx, st, o->perm), adp = perm_dp(ctx, st, o->target);
        const frame *f = &st->frames[st->n_frames - 1];
        bool at_player = f->b == DCG_PLAYER_TARGET;
        int sec = st->pl[p].security.n;
        if (bdp > adp) return 20;
        if (at_player && sec <= 1) return 15;
        return bdp == adp ? 1 : -10;
    }
    case DCG_OPT_NO_BLOCK: return 0;
    case DCG_OPT_YES: return 1;
    case DCG_OPT_CARD: /* an effect's target: the strongest Digimon or card */
        if (o->perm) return 10 + perm_level(ctx, st, o->perm) * 2 + perm_dp(ctx, st, o->perm) / 1000;
        return 10 + card_def(ctx, st, o->card)->level;
    case DCG_OPT_DONE: return -1;
    case DCG_OPT_SKIP: return 0;
    case DCG_OPT_ACTIVATE: return 5;
    default: return score_main(ctx, st, p, o);
    }
}

int dcg_ai_pick(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int ai, uint64_t *rng)
{
    if (d->n <= 1) return 0;
    if (ai == DCG_AI_RANDOM) return (int)(next(rng) % (uint64_t)d->n);
    int best = 0, best_score = -1000000, ties = 0;
    for (int i = 0; i < d->n; i++) {
        int s = score(ctx, st, d, &d->options[i]);
        if (s > best_score) {
            best = i;
            best_score = s;
            ties = 1;
        } else if (s == best_score && next(rng) % (uint64_t)++ties == 0) {
            best = i; /* break ties at random, uniformly */
        }
    }
    return best;
}
