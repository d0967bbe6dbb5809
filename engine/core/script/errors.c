/* errors.c: script errors counted by card number, for a modder's report
** (dcg sim's table): each card that failed, how often, its first message. */
#include "script.h"
#include <stdlib.h>
#include <string.h>

void dcg_script_error_note(dcg_ctx *ctx, int def)
{
    ctx->n_script_errors++;
    for (int i = 0; i < ctx->n_card_errors; i++)
        if (ctx->card_errors[i].def == def) {
            ctx->card_errors[i].count++;
            return;
        }
    if (ctx->n_card_errors == ctx->cap_card_errors) {
        int cap = ctx->cap_card_errors ? 2 * ctx->cap_card_errors : 16;
        struct dcg_card_errors *e = realloc(ctx->card_errors, sizeof *e * (size_t)cap);
        if (!e) return; /* counted all the same; the table misses it */
        ctx->card_errors = e;
        ctx->cap_card_errors = cap;
    }
    ctx->card_errors[ctx->n_card_errors++] = (struct dcg_card_errors){.def = def, .count = 1, .first = strdup(ctx->script_err)};
}

int dcg_script_error_cards(const dcg_ctx *ctx) { return ctx->n_card_errors; }

const char *dcg_script_error_card(const dcg_ctx *ctx, int i, int *count, const char **first)
{
    if (i < 0 || i >= ctx->n_card_errors) return NULL;
    const struct dcg_card_errors *e = &ctx->card_errors[i];
    if (count) *count = e->count;
    if (first) *first = e->first ? e->first : "(out of memory)";
    return e->def >= 0 && e->def < ctx->db->n_cards ? ctx->db->cards[e->def].number : "";
}

void dcg_script_errors_clear(dcg_ctx *ctx)
{
    for (int i = 0; i < ctx->n_card_errors; i++) free(ctx->card_errors[i].first);
    ctx->n_card_errors = 0;
}

void dcg_script_errors_free(dcg_ctx *ctx)
{
    dcg_script_errors_clear(ctx);
    free(ctx->card_errors);
    ctx->card_errors = NULL;
    ctx->cap_card_errors = 0;
}
