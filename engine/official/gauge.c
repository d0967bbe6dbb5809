/* gauge.c: the shared memory gauge (1-4-2, 4-1, 4-2). st->memory is read
** from player 0's side; each side holds at most 10. */
#include "internal.h"
#include "script/script.h"

int dcg_mem(const dcg_state *st, int p)
{
    return p == 0 ? st->memory : -st->memory;
}

void dcg_mem_set(dcg_ctx *ctx, dcg_state *st, int p, int value)
{
    int cap = dcg_mem_cap(st);
    if (value > cap) value = cap;
    if (value < -cap) value = -cap;
    int old = st->memory;
    st->memory = (int8_t)(p == 0 ? value : -value);
    if (old != st->memory) dcg_emit(ctx, DCG_EV_MEMORY, p, DCG_NO_CARD, 0, old, st->memory);
}

/* Paying moves the marker toward the opponent; the opponent's side never
** shows more than 10 (1-4-2-2). Any cost can be paid. */
void dcg_mem_pay(dcg_ctx *ctx, dcg_state *st, int p, int cost)
{
    dcg_mem_set(ctx, st, p, dcg_mem(st, p) - cost);
}

/* Has a card of pm a "can't gain memory" rule (TM_NO_MEMORY_GAIN), working
** or not? Only its cards can give it (no effect grants one, vm.c): a fast
** skip of the Digimon without. */
static bool may_refuse(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    for (int k = 0; k < pm->n; k++) {
        const card_effects *fx = card_fx(ctx, st->def[pm->cards[k]]);
        if (fx && (fx->timings & (1ull << TM_NO_MEMORY_GAIN))) return true;
    }
    return false;
}

/* "Your opponent can't gain memory except with Tamer effects" (BT3-061): an
** effect of the opponent's Digimon refuses p's gain by the running effect's
** card (a loss still happens, Q1087). */
static bool gain_refused(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    int by = dcg_effect_card_now(ctx, st);
    const side *o = &st->pl[opponent(p)];
    if (by == DCG_NO_CARD || !ctx->fx) return false;
    for (int i = 0; i < o->n_battle; i++)
        if (may_refuse(ctx, st, &o->battle[i]) && dcg_attack_rule(ctx, st, &o->battle[i], TM_NO_MEMORY_GAIN, by)) return true;
    return false;
}

void dcg_mem_gain(dcg_ctx *ctx, dcg_state *st, int p, int amount)
{
    if (amount > 0 && gain_refused(ctx, st, p)) return;
    dcg_mem_set(ctx, st, p, dcg_mem(st, p) + amount);
    if (amount > 0) { /* only effects gain memory this way */
        game_event ev = {.kind = GE_MEMORY_GAINED, .player = (uint8_t)p};
        dcg_happened(ctx, st, &ev);
    }
}
