/* card_errors.c: the official game's script errors by card number, on the
** machinery's table (core/script/errors.h), for dcg sim's report. */
#include "script.h"

void dcg_script_error_note(dcg_ctx *ctx, int def)
{
    ctx->n_script_errors++;
    dcg_error_table_note(&ctx->card_errors, def, ctx->script_err);
}

int dcg_script_error_cards(const dcg_ctx *ctx) { return ctx->card_errors.n; }

const char *dcg_script_error_card(const dcg_ctx *ctx, int i, int *count, const char **first)
{
    if (i < 0 || i >= ctx->card_errors.n) return NULL;
    const struct dcg_card_errors *e = &ctx->card_errors.cards[i];
    if (count) *count = e->count;
    if (first) *first = e->first ? e->first : "(out of memory)";
    return e->card >= 0 && e->card < ctx->db->n_cards ? ctx->db->cards[e->card].number : "";
}

void dcg_script_errors_clear(dcg_ctx *ctx) { dcg_error_table_clear(&ctx->card_errors); }

void dcg_script_errors_free(dcg_ctx *ctx) { dcg_error_table_free(&ctx->card_errors); }
