/* fuzz_deck.c: deck lists in every style; a deck that parses also writes
** out and reads back to the same deck. */
#include "fuzz_common.h"
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    dcg_ctx *ctx = fuzz_ctx();
    char *text = fuzz_text(data, size);
    static dcg_deck d, back;
    dcg_status s = dcg_deck_parse(ctx, text, "fuzz", &d);
    if (s == DCG_OK) {
        static char buf[1 << 16];
        for (int style = 0; style < DCG_DECK_STYLE_COUNT; style++) {
            dcg_deck_write(ctx, &d, style, buf, sizeof buf);
            if (dcg_deck_parse(ctx, buf, "back", &back) != DCG_OK || back.n_main != d.n_main || back.n_eggs != d.n_eggs) abort();
        }
    }
    free(text);
    return 0;
}
