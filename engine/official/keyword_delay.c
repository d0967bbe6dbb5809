/* keyword_delay.c: <Delay> (16-17). A card script declares an effect with
** {delay = true} (an Option that placed itself in the battle area); the
** core owns the rule: it works only from its card there, not on the turn
** the card was placed (16-17-3), and it activates by trashing the card
** (16-17-1), which its player may decline (16-17-2). */
#include "internal.h"
#include "script/script.h"

bool dcg_delay_ready(const dcg_state *st, const effect_def *e, int card, uint16_t perm_id)
{
    if (!e->delay) return true;
    const perm *pm = dcg_perm((dcg_state *)st, perm_id);
    return pm && dcg_perm_in_battle(st, perm_id) && perm_top(pm) == card && pm->entered_turn != st->turn;
}

bool dcg_delay_pay(dcg_ctx *ctx, dcg_state *st, const effect_def *e, const pending *pe)
{
    if (!dcg_delay_ready(st, e, pe->card, pe->perm)) return false; /* its card left: the cost can't be paid (15-6) */
    if (e->timing != TM_ACTIVATED) { /* triggered: optional, asked (a [Main] one was chosen as an action) */
        int yes = dcg_effect_ask(ctx, pe->owner, 1, 0, NULL, 0, 0);
        if (yes == 0 || yes == 1) dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, EFF_SCRIPT, yes == 0);
        if (yes != 0) return false;
    } else {
        dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, EFF_SCRIPT, 1);
    }
    dcg_perm_leave(ctx, st, pe->perm, false);
    return true;
}
