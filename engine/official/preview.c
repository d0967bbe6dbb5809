/* preview.c: what choosing an option does to its player's memory, for
** clients that show "memory after" (dcg.h, dcg_option_memory). An option
** with a cost pays it; any other is answered on a copy of the game (the
** engine's clone, so what the rules and effects do is exact), read up to
** the first thing the player could not know before choosing. Written on
** dcg.h alone: it decides no rule. */
#include "dcg.h"

/* Does ev bring something hidden to light, or end the turn? Past it, the
** copy's memory is not what the player can know when choosing. */
static int past_known(const dcg_event *ev)
{
    switch (ev->kind) {
    case DCG_EV_SECURITY_CHECK: case DCG_EV_REVEAL: case DCG_EV_SHUFFLE: case DCG_EV_TURN: case DCG_EV_GAME_OVER: return 1;
    case DCG_EV_MOVE: return ev->from == DCG_ZONE_DECK || ev->from == DCG_ZONE_SECURITY || ev->from == DCG_ZONE_EGGS;
    default: return 0;
    }
}

int dcg_option_memory(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, int *after)
{
    if (!d || i < 0 || i >= d->n) return 0;
    const dcg_option *o = &d->options[i];
    int p = d->player, now = dcg_memory(st, p);
    switch (o->kind) {
    case DCG_OPT_PLAY: case DCG_OPT_USE: case DCG_OPT_DIGIVOLVE: case DCG_OPT_DNA: case DCG_OPT_DIGIXROS: case DCG_OPT_LINK:
    case DCG_OPT_APP_FUSION: case DCG_OPT_BURST: case DCG_OPT_ASSEMBLY:
        *after = now - o->cost;
        return 1;
    default: break;
    }
    dcg_state *copy = dcg_state_new();
    if (!copy) return 0;
    dcg_state_copy(copy, st);
    int was = dcg_events_record(ctx, 1), n = 0, mem = now;
    const dcg_event *ev = dcg_answer(ctx, copy, i) == DCG_OK ? dcg_events(ctx, &n) : NULL;
    for (int k = 0; k < n && !past_known(&ev[k]); k++)
        if (ev[k].kind == DCG_EV_MEMORY) mem = p == 0 ? ev[k].b : -ev[k].b;
    dcg_events_record(ctx, was);
    dcg_state_free(copy);
    *after = mem;
    return mem != now;
}
