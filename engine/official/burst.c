/* burst.c: Burst Digivolve (8-3). A Digimon card with [Burst Digivolve]
** in the hand digivolves one of its player's Digimon on the field (the
** battle or the breeding area) meeting its first requirement, by returning one of the player's Tamers
** meeting the second to the hand (8-3-3); at the end of that turn the top
** card of the Digimon is trashed (8-3-2-1), as pending processing: a
** trigger at the turn's end (trigger.c, EFF_BURST_END), ordered with the
** other effects of that timing (18-1-2). What changes a digivolution's cost
** changes it too (8-3-2-3). */
#include "internal.h"
#include "script/script.h"

bool dcg_burst_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    const dcg_card *c = card_def(ctx, st, card), *top = card_def(ctx, st, perm_top(pm));
    return c->combine == DCG_COMBINE_BURST && c->kind == DCG_KIND_DIGIMON && c->n_parts == 2 &&
           dcg_perm_owner(st, pm->id) == card_owner(card) && perm_room(pm) >= 1 && top->kind == DCG_KIND_DIGIMON &&
           !top->token && dcg_req_met(top, &c->parts[0]) && dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card); /* BT4-115 */
}

int dcg_burst_tamers(const dcg_ctx *ctx, const dcg_state *st, int card, uint16_t *tamers)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[card_owner(card)];
    int n = 0;
    for (int t = 0; t < pl->n_battle; t++) {
        const dcg_card *tamer = card_def(ctx, st, perm_top(&pl->battle[t]));
        if (tamer->kind == DCG_KIND_TAMER && dcg_req_met(tamer, &c->parts[1])) tamers[n++] = pl->battle[t].id;
    }
    return n;
}

/* One option per Tamer that fits, onto pm when it fits and the cost can be paid. */
static bool burst_onto_perm(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (!dcg_burst_fits(ctx, st, card, pm)) return true;
    int cost = dcg_evo_cost_less(c->combine_cost, dcg_evo_discount(ctx, st, card, pm) + dcg_evo_discount_into(ctx, st, card, pm));
    if (!dcg_declarable(ctx, st, WOULD_DIGIVOLVE, card, pm->id, 0, cost)) return true; /* 1-3-11-2 */
    uint16_t tamers[DCG_MAX_PERMS];
    int n = dcg_burst_tamers(ctx, st, card, tamers);
    for (int t = 0; t < n; t++) {
        dcg_option *o = dcg_option_add(d, DCG_OPT_BURST);
        if (!o) return false;
        o->card = (uint8_t)card;
        o->perm = pm->id;
        o->target = tamers[t];
        o->cost = (int8_t)cost;
    }
    return true;
}

/* Onto each of p's Digimon on the field: the battle area and the breeding
** area (8-3-3-1, 6-5-1-2-3: "one of your cards on the field", 3-1). */
static void burst_onto(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++)
        if (!burst_onto_perm(ctx, st, card, &pl->battle[i], d)) return;
    if (pl->breeding.id) burst_onto_perm(ctx, st, card, &pl->breeding, d);
}

void dcg_burst_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    if (!(dcg_game_combines(ctx, st) & (1u << DCG_COMBINE_BURST))) return; /* no Burst card in this game */
    const pile *hand = &st->pl[p].hand;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (c->combine != DCG_COMBINE_BURST) continue;
        bool copy = false; /* identical cards give identical options, listed once */
        for (int k = 0; k < i && !copy; k++) copy = st->def[hand->cards[k]] == st->def[card];
        if (!copy) burst_onto(ctx, st, p, card, d);
    }
}

void dcg_burst(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, uint16_t tamer, int cost)
{
    dcg_perm_leave(ctx, st, tamer, true);            /* 8-3-3-2: the Tamer back to the hand */
    dcg_digivolve(ctx, st, card, perm_id, cost, -1); /* 8-3-3-3/4: pay, place, draw 1 */
    perm *pm = dcg_perm(st, perm_id);
    if (pm) pm->this_turn |= PERM_BURST;             /* 8-3-2-1: its top card goes at the end of the turn */
}

/* 8-3-2-1: the top card of the Digimon's stack is trashed, unless it has no
** stacked card under it or that card is no Digimon. */
void dcg_burst_end(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    perm *pm = dcg_perm(st, pe->perm);
    dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
    if (!pm || pm->n < 2 || card_def(ctx, st, perm_top(pm))->kind != DCG_KIND_DIGIMON) return;
    pm->this_turn &= (uint8_t)~PERM_BURST;
    dcg_move(ctx, st, perm_top(pm), DCG_ZONE_TRASH, false);
}
