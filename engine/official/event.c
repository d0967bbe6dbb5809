/* event.c: the event stream of the last call, and what each player may see. */
#include "internal.h"
#include <stdlib.h>

void dcg_emit(dcg_ctx *ctx, int kind, int player, int card, uint16_t perm_id, int32_t a, int32_t b)
{
    if (!ctx->record_events) return;
    if (ctx->n_events == ctx->cap_events) {
        int cap = ctx->cap_events ? ctx->cap_events * 2 : 256;
        dcg_event *ev = realloc(ctx->events, sizeof *ev * (size_t)cap);
        if (!ev) return; /* events are output only: the game itself goes on */
        ctx->events = ev;
        ctx->cap_events = cap;
    }
    dcg_event *e = &ctx->events[ctx->n_events++];
    e->kind = (uint8_t)kind;
    e->player = (uint8_t)player;
    e->card = (uint8_t)card;
    e->from = e->to = DCG_ZONE_NONE;
    e->def = -1;
    e->perm = perm_id;
    e->a = a;
    e->b = b;
}

int dcg_effect_card_now(const dcg_ctx *ctx, const dcg_state *st)
{
    if (ctx->effect_card >= 0) return ctx->effect_card; /* a script's effect function is running */
    /* a keyword's effect (or a script effect's own steps); a rules step that asked is not an effect */
    if (st->act.on && st->act.e.src != EFF_STEP) return st->act.e.card;
    return DCG_NO_CARD;
}

void dcg_emit_move(dcg_ctx *ctx, const dcg_state *st, int card, int from, int to, int by_card)
{
    if (!ctx->record_events) return;
    dcg_emit(ctx, DCG_EV_MOVE, card_owner(card), card, 0, by_card == DCG_NO_CARD ? DCG_MOVE_RULE : DCG_MOVE_EFFECT,
             by_card == DCG_NO_CARD ? -1 : by_card);
    dcg_event *e = &ctx->events[ctx->n_events - 1];
    if (e->kind != DCG_EV_MOVE || e->card != card) return;
    e->from = (uint8_t)from;
    e->to = (uint8_t)to;
    e->def = (int16_t)st->def[card];
}

const dcg_event *dcg_events(const dcg_ctx *ctx, int *count)
{
    *count = ctx->n_events;
    return ctx->events;
}

int dcg_events_record(dcg_ctx *ctx, int on)
{
    int was = ctx->record_events;
    ctx->record_events = on != 0;
    return was;
}

dcg_event dcg_event_view(const dcg_state *st, const dcg_event *ev, int viewer)
{
    dcg_event v = *ev;
    /* a card placed face down on the field stays hidden from the player who can't look (4-7-10) */
    bool hidden_there = ev->card < DCG_MAX_CARDS && st->zone[ev->card] == ev->to && (st->seen[ev->card] & SEEN_FACE_DOWN) &&
                        !dcg_card_known(st, ev->card, viewer);
    if (ev->kind == DCG_EV_MOVE && (!dcg_move_visible(ev->player, ev->from, ev->to, viewer) || hidden_there)) v.def = -1;
    return v;
}
