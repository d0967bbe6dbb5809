/* greedy.c: the official game's one-ply heuristic: every option of a
** decision scored by what it gains at once (tempo, board, memory handed
** over), the best answered. It is the "greedy" AI (ai.c) and the
** play-outs' policy of the search AI (official/search.c). */
#include "internal.h"

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
    int opp = opponent(p), score_loss = 0;
    switch (o->kind) {
    case DCG_OPT_PASS:
        return 0;
    case DCG_OPT_PLAY:
        if (c->kind == DCG_KIND_TAMER) return 25 - overspend(st, p, o->cost);
        return 20 + c->level * 4 + c->dp / 1000 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_DIGIVOLVE:
        return 45 + c->level * 6 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_DIGIXROS: /* a play made cheaper; materials from the battle area are Digimon given up */
        for (int k = 0; k < c->n_parts; k++)
            if (dcg_xros_material(o, k) >= DCG_XROS_BATTLE) score_loss += 6;
        return 20 + c->level * 4 + c->dp / 1000 - o->cost - overspend(st, p, o->cost) - score_loss;
    case DCG_OPT_ASSEMBLY: /* a play made cheaper by cards of the trash (7-3): nothing on the field given up */
        return 22 + c->level * 4 + c->dp / 1000 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_KEYWORD: { /* <Training>: a card under it; in the battle area it gives up an attack it could make */
        const perm *pm = dcg_perm((dcg_state *)st, o->perm);
        return dcg_perm_in_battle(st, o->perm) && dcg_perm_can_attack(ctx, st, pm) ? -5 : 6;
    }
    case DCG_OPT_DNA: /* two Digimon become one higher: worth more than one digivolution */
    case DCG_OPT_BLAST_DNA: /* ... a Digimon and a card from the hand, free, in the counter timing */
        return 50 + c->level * 6 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_BURST: /* a digivolution for the turn (its top card goes at the end of it), a Tamer back to the hand */
        return 30 + c->level * 4 - o->cost - overspend(st, p, o->cost);
    case DCG_OPT_APP_FUSION: /* a digivolution that keeps the link card as a digivolution card */
        return 45 + c->level * 6 - o->cost - overspend(st, p, o->cost) - card_def(ctx, st, o->target)->link_dp / 1000;
    case DCG_OPT_LINK: /* its link DP (and effect) for the cost; a Digimon linked from the battle area is given up,
                          a link card replaced is lost */
        score_loss = (st->zone[o->card] == DCG_ZONE_BATTLE ? 20 + c->dp / 1000 : 0) +
                     (o->target ? card_def(ctx, st, o->target - 1)->link_dp / 1000 + 4 : 0);
        return 15 + c->link_dp / 1000 * 3 - o->cost - overspend(st, p, o->cost) - score_loss;
    case DCG_OPT_USE:
        /* an Option does something when its card has a script (never read the summary text) */
        return (dcg_card_scripted(ctx, st->def[o->card]) ? 8 : -50) - overspend(st, p, o->cost);
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
    case DCG_OPT_MODE: return 0; /* no summary of what a mode does: the first of equals */
    case DCG_OPT_SKIP: return 0;
    case DCG_OPT_ACTIVATE: return 5;
    default: return score_main(ctx, st, p, o);
    }
}

int dcg_greedy_pick(const dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, uint64_t *rng)
{
    if (d->n <= 1) return 0;
    int best = 0, best_score = -1000000, ties = 0;
    for (int i = 0; i < d->n; i++) {
        int s = score(ctx, st, d, &d->options[i]);
        if (s > best_score) {
            best = i;
            best_score = s;
            ties = 1;
        } else if (s == best_score && dcg_splitmix64(rng) % (uint64_t)++ties == 0) {
            best = i; /* break ties at random, uniformly */
        }
    }
    return best;
}
