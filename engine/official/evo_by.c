/* evo_by.c: a digivolution requirement opened by a cost paid as its card is
** revealed, before the Digimon or Tamer it digivolves is chosen (dcg_card
** by_req; BT7-112 Susanoomon: "by placing 10 Tamer cards and/or cards with
** [Hybrid] in their traits from your hand and/or trash at the bottom of your
** deck in any order"). The main phase lists each digivolution of such a
** card twice when the cost can be paid: without it (the requirement it opens
** not met), and with it (DCG_EVO_BY: any requirement, Q1680, Q1685). Chosen
** with it, an F_EVO_BY frame asks the cards one at a time, in the order they
** go to the bottom of the deck (each a question of a rules step: the cards
** of the hand are revealed, Q1691; from the hand and the trash together,
** Q1682, Q1683; all of them, never fewer, Q1684), then the digivolution
** goes on as any other (its optional suspension, its "would" effects: after
** the cost, Q1688), never abandoned (Q1681). */
#include "internal.h"
#include "script/script.h"

/* Does card x meet one of the by-cost's requirements of c? */
static bool by_card(const dcg_card *c, const dcg_card *x)
{
    for (int i = 0; i < c->n_by_cards; i++)
        if (dcg_req_met(x, &c->by_cards[i])) return true;
    return false;
}

/* The cards of p's hand (card aside) and trash that may be placed for
** card's by-cost, chosen[0 .. n-1] aside, into items (NULL: counted only). */
static int by_items(const dcg_ctx *ctx, const dcg_state *st, int card, const uint16_t *chosen, int n, uint16_t *items)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[card_owner(card)];
    int m = 0;
    for (int z = 0; z < 2; z++) {
        const pile *from = z ? &pl->trash : &pl->hand;
        for (int i = 0; i < from->n; i++) {
            int x = from->cards[i];
            bool taken = x == card;
            for (int k = 0; k < n && !taken; k++) taken = chosen[k] == x;
            if (taken || !by_card(c, card_def(ctx, st, x))) continue;
            if (items) items[m] = (uint16_t)x;
            m++;
        }
    }
    return m;
}

bool dcg_evo_by_payable(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    return by_items(ctx, st, card, NULL, 0, NULL) >= card_def(ctx, st, card)->by_count;
}

void dcg_evo_by_declare(dcg_state *st, const dcg_option *o)
{
    frame *f = dcg_push(st, F_EVO_BY);
    f->player = (uint8_t)card_owner(o->card);
    f->card = o->card;
    f->a = o->perm;
    f->b = o->target;
    f->n = o->cost;
    f->step = o->req;
}

void dcg_evo_by_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int p = f->player, card = f->card, count = card_def(ctx, st, card)->by_count, n = 0;
    uint16_t chosen[32];
    ctx->asking_card = card;
    while (n < count) {
        uint16_t items[2 * DCG_PLAYER_CARDS];
        int m = by_items(ctx, st, card, chosen, n, items);
        if (!m) break; /* not reached: the option is listed only when the cost can be paid */
        int a = dcg_effect_ask(ctx, p, 0, ASK_CARDS, items, m, 0);
        if (a < 0 && ctx->asking) return; /* the transaction asks, then runs again with the answer */
        chosen[n++] = items[a >= 0 && a < m ? a : 0]; /* no answer (DCG_ASK_LIMIT): the first */
    }
    dcg_option o = {.kind = DCG_OPT_DIGIVOLVE, .card = (uint8_t)card, .perm = f->a, .target = f->b,
                    .cost = (int8_t)f->n, .req = f->step};
    dcg_pop(st);
    for (int i = 0; i < n; i++) {
        if (st->zone[chosen[i]] == DCG_ZONE_HAND) dcg_emit(ctx, DCG_EV_REVEAL, p, chosen[i], 0, 0, 0); /* Q1691 */
        dcg_move(ctx, st, chosen[i], DCG_ZONE_DECK, true);
    }
    dcg_digivolve_declared(ctx, st, &o);
}
