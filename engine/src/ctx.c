/* ctx.c: the context (card database, event buffer, error message). */
#include "internal.h"
#include "script/script.h"
#include <stdlib.h>

dcg_ctx *dcg_ctx_new(void)
{
    dcg_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx) return NULL;
    ctx->record_events = 1;
    return ctx;
}


void dcg_ctx_free(dcg_ctx *ctx)
{
    if (!ctx) return;
    dcg_script_close(ctx);
    free(ctx->effects);
    free(ctx->fx);
    free(ctx->cards);
    dcg_index_free(&ctx->card_index);
    free(ctx->events);
    free(ctx);
}

void dcg_ctx_set_reference(dcg_ctx *ctx, int on) { ctx->reference = on != 0; }

/* The facts of every card, without what is only for display (summaries,
** rarity). */
dcg_digest dcg_content_digest(const dcg_ctx *ctx)
{
    dcg_digest d = {0x9E3779B97F4A7C15ull, ctx->digest_scripts, ctx->digest_format};
    for (int i = 0; i < ctx->n_cards; i++) {
        dcg_card c;
        memcpy(&c, &ctx->cards[i], sizeof c); /* every byte, padding too: loaded cards are zeroed first */
        memset(c.effect, 0, sizeof c.effect);
        memset(c.inherited, 0, sizeof c.inherited);
        memset(c.security, 0, sizeof c.security);
        memset(c.rarity, 0, sizeof c.rarity);
        d.cards = (d.cards ^ dcg_hash_bytes(&c, sizeof c)) * 0xff51afd7ed558ccdull;
    }
    return d;
}

int dcg_card_count(const dcg_ctx *ctx) { return ctx->n_cards; }

const dcg_card *dcg_card_at(const dcg_ctx *ctx, int index)
{
    return (index >= 0 && index < ctx->n_cards) ? &ctx->cards[index] : NULL;
}

int dcg_card_find(const dcg_ctx *ctx, const char *number) { return dcg_index_find(&ctx->card_index, ctx->cards, number); }

/* ---- card number index: loading stays linear in the number of cards ---- */

static uint32_t hash_number(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

int dcg_index_find(const dcg_index *ix, const dcg_card *cards, const char *number)
{
    if (!ix->cap) return -1;
    for (uint32_t h = hash_number(number) & (uint32_t)(ix->cap - 1);; h = (h + 1) & (uint32_t)(ix->cap - 1)) {
        int v = ix->slots[h];
        if (!v) return -1;
        if (!strcmp(cards[v - 1].number, number)) return v - 1;
    }
}

static void put(int *slots, int cap, const dcg_card *cards, int i)
{
    uint32_t h = hash_number(cards[i].number) & (uint32_t)(cap - 1);
    while (slots[h]) h = (h + 1) & (uint32_t)(cap - 1);
    slots[h] = i + 1;
}

bool dcg_index_reserve(dcg_index *ix, const dcg_card *cards, int n)
{
    if (2 * n <= ix->cap) return true;
    int cap = ix->cap ? ix->cap : 64;
    while (cap < 2 * n) cap *= 2;
    int *slots = calloc((size_t)cap, sizeof *slots);
    if (!slots) return false;
    for (int k = 0; k < ix->cap; k++)
        if (ix->slots[k]) put(slots, cap, cards, ix->slots[k] - 1);
    free(ix->slots);
    ix->slots = slots;
    ix->cap = cap;
    return true;
}

void dcg_index_add(dcg_index *ix, const dcg_card *cards, int i)
{
    assert(2 * (ix->n + 1) <= ix->cap);
    put(ix->slots, ix->cap, cards, i);
    ix->n++;
}

void dcg_index_free(dcg_index *ix)
{
    free(ix->slots);
    memset(ix, 0, sizeof *ix);
}
