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
    free(ctx->events);
    free(ctx);
}

void dcg_ctx_set_reference(dcg_ctx *ctx, int on) { ctx->reference = on != 0; }

int dcg_card_count(const dcg_ctx *ctx) { return ctx->n_cards; }

const dcg_card *dcg_card_at(const dcg_ctx *ctx, int index)
{
    return (index >= 0 && index < ctx->n_cards) ? &ctx->cards[index] : NULL;
}

int dcg_card_find(const dcg_ctx *ctx, const char *number)
{
    for (int i = 0; i < ctx->n_cards; i++)
        if (strcmp(ctx->cards[i].number, number) == 0) return i;
    return -1;
}
