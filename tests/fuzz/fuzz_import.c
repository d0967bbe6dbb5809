/* fuzz_import.c: community card databases; never a crash, and a failed
** import writes nothing. */
#include "fuzz_common.h"
#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char dir[64];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/dcg-fuzz-import-%d", (int)getpid());
        mkdir(dir, 0700);
    }
    dcg_ctx *ctx = dcg_ctx_new();
    char *text = fuzz_text(data, size);
    int cards, sets, left;
    dcg_cards_import(ctx, text, "fuzz", dir, &cards, &sets, &left);
    free(text);
    dcg_ctx_free(ctx);
    return 0;
}
