/* app_fusion.c: App Fusion (8-4). A Digimon card with [App Fusion] in the
** hand digivolves a linked Digimon of the battle area when the Digimon and
** one of its link cards are two different cards its requirement names
** (8-4-2-1, Q4527): the link card goes on top of the Digimon, the card on
** top of it, then the player draws 1 (8-4-3-3). It is a digivolution of
** that Digimon (the same Digimon, 3-4-5), so what changes a digivolution's
** cost changes it too (8-4-2-3). */
#include "internal.h"
#include "script/script.h"

/* Do the Digimon's top card and its link card meet two different parts of
** c's requirement (8-4-2-1)? */
static bool fusion_pair(const dcg_card *c, const dcg_card *top, const dcg_card *link)
{
    if (c->combine != DCG_COMBINE_APP_FUSION || c->kind != DCG_KIND_DIGIMON || c->n_parts < 2) return false;
    for (int i = 0; i < c->n_parts; i++) {
        if (!dcg_req_met(top, &c->parts[i])) continue;
        for (int j = 0; j < c->n_parts; j++)
            if (j != i && dcg_req_met(link, &c->parts[j])) return true;
    }
    return false;
}

bool dcg_app_fusion_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, int link_card)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    /* room for the card (the link card only moves into the stack) */
    return dcg_perm_owner(st, pm->id) == card_owner(card) && dcg_perm_in_battle(st, pm->id) && perm_room(pm) >= 1 &&
           top->kind == DCG_KIND_DIGIMON && !top->token && fusion_pair(card_def(ctx, st, card), top, card_def(ctx, st, link_card)) &&
           dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card); /* BT4-115 */
}

/* The App Fusions of card onto p's linked Digimon of the battle area, one
** per Digimon and link card that fit, when the cost can be paid. */
static void fusion_options(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        if (!pm->links) continue;
        int cost = dcg_evo_cost_less(c->combine_cost, dcg_evo_discount(ctx, st, card, pm) + dcg_evo_discount_into(ctx, st, card, pm));
        if (!dcg_declarable(ctx, st, WOULD_DIGIVOLVE, card, pm->id, 0, cost)) continue; /* 1-3-11-2 */
        for (int k = 0; k < pm->links; k++) {
            if (!dcg_app_fusion_fits(ctx, st, card, pm, perm_link(pm, k))) continue;
            dcg_option *o = dcg_option_add(d, DCG_OPT_APP_FUSION);
            if (!o) return;
            o->card = (uint8_t)card;
            o->perm = pm->id;
            o->target = (uint16_t)perm_link(pm, k);
            o->cost = (int8_t)cost;
        }
    }
}

void dcg_app_fusion_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    if (!dcg_game_can(ctx, st, GAME_LINKS)) return; /* no link card: no linked Digimon */
    const pile *hand = &st->pl[p].hand;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (c->combine != DCG_COMBINE_APP_FUSION) continue;
        bool copy = false; /* identical cards give identical options, listed once */
        for (int k = 0; k < i && !copy; k++) copy = st->def[hand->cards[k]] == st->def[card];
        if (!copy) fusion_options(ctx, st, p, card, d);
    }
}

void dcg_app_fusion(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int link_card, int cost)
{
    evo_discount *x = &st->pl[card_owner(card)].evo_discount, kept = *x;
    bool used = dcg_evo_discount(ctx, st, card, dcg_perm(st, perm_id)) != 0; /* read on the Digimon as it was */
    memset(x, 0, sizeof *x);
    dcg_evo_discount_into_used(ctx, st, card, dcg_perm(st, perm_id)); /* as it was, too; the others set aside */
    dcg_evo_discount_into_hide(st, card_owner(card), true);
    dcg_stack_on(ctx, st, perm_id, link_card);       /* 8-4-3-3: the link card on top of the Digimon ... */
    dcg_digivolve(ctx, st, card, perm_id, cost, -1); /* ... the card on top of it (8-4-3-2's cost paid there), draw 1 */
    dcg_evo_discount_into_hide(st, card_owner(card), false);
    if (!used) *x = kept;                            /* a change that did not fit it waits for the next digivolution */
    else dcg_evo_discount_used(st, card_owner(card), perm_id);
}
