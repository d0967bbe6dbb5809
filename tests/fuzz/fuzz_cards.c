/* fuzz_cards.c: the card JSON loader must never crash and, on an error,
** leave the loaded cards as they were. */
#include "fuzz_common.h"
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    dcg_ctx *ctx = dcg_ctx_new();
    char *text = fuzz_text(data, size);
    dcg_load_cards_json(ctx, "[{\"number\":\"A-01\",\"name\":\"A\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]", "base");
    int before = dcg_card_count(ctx);
    if (dcg_load_cards_json(ctx, text, "fuzz") != DCG_OK && dcg_card_count(ctx) != before) abort();
    free(text);
    dcg_ctx_free(ctx);
    return 0;
}
