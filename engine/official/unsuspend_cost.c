/* unsuspend_cost.c: a cost to unsuspend a Digimon, "you must trash 1 card
** in your hand to unsuspend this Digimon" (BT7-055 Ebonwumon gives it to
** the opponent's Digimon: card:static{unsuspend_trash = N}). Every
** unsuspension of such a Digimon asks for it (zone.c, turn()): in the
** unsuspend phase and by any effect, whoever's (Q1597). Its player is asked
** Digimon by Digimon (one payment each, Q1596; choosing which to pay for,
** Q1598), card by card, and may always decline: it then stays suspended
** (Q1597: never forced); each copy of the effect asks its own card (Q1600:
** two copies, two cards). Only Digimon (Q1599: a Tamer unsuspends freely).
** The cards are trashed as an effect of the Digimon's player (the granted
** effect is the Digimon's, 15-13), its top card the card whose effect it is.
** Unsuspending Digimon with costs then asks in a rules step or an effect:
** the effect declaring it makes rules steps transactions (GAME_WOULD). */
#include "internal.h"
#include "script/script.h"
#include <string.h>

bool dcg_unsuspend_paid(dcg_ctx *ctx, dcg_state *st, const perm *pm)
{
    if (!dcg_perm_is_digimon(ctx, st, pm)) return true;
    if (ctx->asking) return false; /* another Digimon's question waits: the step runs again with its answer */
    int n = dcg_perm_unsuspend_trash(ctx, st, pm);
    if (!n) return true;
    int p = dcg_perm_owner(st, pm->id);
    const pile *hand = &st->pl[p].hand;
    if (hand->n < n || !ctx->cur) return false; /* it can't be paid (or asked: no transaction), it stays suspended */
    uint16_t items[DCG_MAX_CARDS];
    int chosen[64], m = hand->n;
    for (int i = 0; i < m; i++) items[i] = hand->cards[i];
    ctx->asking_card = perm_top(pm);
    for (int k = 0; k < n; k++, m--) {
        int a = dcg_effect_ask(ctx, p, 0, ASK_CARDS, items, m, 1); /* "done": not paid */
        if (a < 0 || a >= m) return false; /* declined, a question waits, or none can be asked: not unsuspended */
        chosen[k] = items[a];
        memmove(&items[a], &items[a + 1], sizeof *items * (size_t)(m - a - 1));
    }
    int card = ctx->effect_card, player = ctx->effect_player;
    ctx->effect_card = perm_top(pm); /* the Digimon's own (granted) effect pays it */
    ctx->effect_player = p + 1;
    dcg_move_set(ctx, st, chosen, n, DCG_ZONE_TRASH); /* together: a watcher triggers once (4-27-5) */
    ctx->effect_card = card;
    ctx->effect_player = player;
    return true;
}
