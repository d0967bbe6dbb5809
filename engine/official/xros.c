/* xros.c: DigiXros by count (7-2-2-5): "up to N (or any number of)
** Digimon cards w/[T] trait & different card numbers" (cards/README.md,
** digixros "count" and "different"). The option declares it (7-2-2-3);
** the cards, from the hand and the player's Digimon in the battle area,
** are chosen next, one at a time, the first directly under the card
** (7-2-2-8: the player chooses the order), until the player is done (at
** least one card, 7-2-2-4) or no more may go (an F_DIGIXROS frame, so the
** choices are questions of a rules step). A Digimon an effect lets stand in
** for a requirement (card:digixros_substitute, 15-15-6-1) counts as one of
** the cards, but not for cards "with different ..." (15-15-6-2). Once they
** are chosen, those of the battle area would leave it: their "would leave"
** effects first (7-2-2-3, dcg_xros_leave). The named requirements: action.c. */
#include "internal.h"
#include "script/script.h"

/* The most cards under card (7-2-2-5; a stack holds DCG_MAX_STACK). */
static int cap(const dcg_card *c) { return c->xros_count < DCG_MAX_STACK - 1 ? c->xros_count : DCG_MAX_STACK - 1; }

/* Can card's player pay its cost with n cards under it, less taken off? */
static bool payable(const dcg_ctx *ctx, const dcg_state *st, int card, int n, int less)
{
    return dcg_can_pay(st, card_owner(card), dcg_xros_cost(ctx, st, card, n) - less);
}

/* May card t (from the hand, or the top card of a Digimon whose colours
** are colors now) go under c: a Digimon card meeting one of c's parts? */
static bool fits(const dcg_card *c, const dcg_card *t, uint8_t colors)
{
    if (t->kind != DCG_KIND_DIGIMON || t->token) return false;
    for (int i = 0; i < c->n_parts; i++)
        if (dcg_req_met_colors(t, colors, &c->parts[i])) return true;
    return false;
}

/* Every card that may go under card: its owner's hand (card aside), then
** the top cards of the owner's Digimon in the battle area. Into out[]. */
static int eligible(const dcg_ctx *ctx, const dcg_state *st, int card, int *out)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[card_owner(card)];
    int m = 0;
    for (int i = 0; i < pl->hand.n; i++) {
        const dcg_card *t = card_def(ctx, st, pl->hand.cards[i]);
        if (pl->hand.cards[i] != card && fits(c, t, t->colors)) out[m++] = pl->hand.cards[i];
    }
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        const dcg_card *top = card_def(ctx, st, perm_top(pm));
        if (dcg_perm_is_digimon(ctx, st, pm) && !top->token &&
            (fits(c, top, dcg_perm_colors(ctx, st, pm)) || (!c->xros_different && dcg_xros_substitute(ctx, st, pm, card))))
            out[m++] = perm_top(pm);
    }
    return m;
}

int dcg_xros_most(const dcg_ctx *ctx, const dcg_state *st, int card, const int *chosen, int n)
{
    const dcg_card *c = card_def(ctx, st, card);
    int all[DCG_PLAYER_CARDS], cards[DCG_PLAYER_CARDS], m = eligible(ctx, st, card, all), k = n;
    if (n) memcpy(cards, chosen, sizeof *chosen * (size_t)n);
    for (int i = 0; i < m; i++) {
        bool taken = false;
        for (int j = 0; j < n && !taken; j++) taken = chosen[j] == all[i];
        if (!taken) cards[k++] = all[i];
    }
    int best = c->xros_different ? dcg_most_different(ctx, st, c->xros_different, cards, k, n) : k;
    return best < cap(c) ? best : cap(c);
}

/* The cards that may go next, chosen[0 .. n-1] before (one per card
** number from the hand: copies are interchangeable there), keeping the
** cost (less taken off) payable with the most that can still go. Into
** items[]. */
static int choices(const dcg_ctx *ctx, const dcg_state *st, int card, int less, int *chosen, int n, uint16_t *items)
{
    const dcg_card *c = card_def(ctx, st, card);
    int all[DCG_PLAYER_CARDS], m = eligible(ctx, st, card, all), k = 0;
    if (n >= cap(c)) return 0;
    for (int i = 0; i < m; i++) {
        bool skip = false;
        for (int j = 0; j < n && !skip; j++) skip = chosen[j] == all[i];
        for (int j = 0; j < k && !skip; j++)
            skip = st->zone[all[i]] == DCG_ZONE_HAND && st->zone[items[j]] == DCG_ZONE_HAND && st->def[items[j]] == st->def[all[i]];
        if (skip) continue;
        chosen[n] = all[i];
        int best = dcg_xros_most(ctx, st, card, chosen, n + 1);
        if (best > n && payable(ctx, st, card, best, less)) items[k++] = (uint16_t)all[i];
    }
    return k;
}

void dcg_xros_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int card = f->card, p = card_owner(card), less = f->n, chosen[DCG_MAX_STACK], n = 0;
    ctx->asking_card = card;
    for (;;) {
        uint16_t items[DCG_PLAYER_CARDS];
        int m = choices(ctx, st, card, less, chosen, n, items);
        bool done_ok = n >= 1 && payable(ctx, st, card, n, less);
        if (!m && !done_ok) { /* none may go now ("would" effects took them): nothing happens, as when a named one is gone */
            dcg_pop(st);
            return;
        }
        if (!m) break; /* no more may go: done */
        int a = m == 1 && !done_ok ? 0 : dcg_effect_ask(ctx, p, 0, ASK_CARDS, items, m, done_ok);
        if (a < 0 && ctx->asking) return; /* the transaction asks, then runs again with the answer */
        if (a < 0 || a > m) a = done_ok ? m : 0; /* no answer to this question (DCG_ASK_LIMIT): done, or the first */
        if (a == m) break;
        chosen[n++] = items[a];
    }
    int zone = st->zone[card];
    if ((n = dcg_xros_leave(ctx, st, p, chosen, n)) < 0 && ctx->asking) return; /* their "would leave" effects (7-2-2-3) */
    dcg_pop(st);
    int cost = dcg_xros_cost(ctx, st, card, n) - less;
    if (n < 0 || st->zone[card] != zone || !dcg_can_pay(st, p, cost)) return; /* it can no longer be played (7-1-2-3) */
    dcg_play_xros(ctx, st, card, cost > 0 ? cost : 0, chosen, n);
}
