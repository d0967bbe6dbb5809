/* fuzz_common.h: a context with the shipped cards, made once per fuzz run. */
#ifndef DCG_FUZZ_COMMON_H
#define DCG_FUZZ_COMMON_H
#include "dcg.h"
#include <stdlib.h>
#include <string.h>

static inline dcg_ctx *fuzz_ctx(void)
{
    static dcg_ctx *ctx;
    if (!ctx) {
        ctx = dcg_ctx_new();
        if (!ctx || dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) abort();
    }
    return ctx;
}

/* The input as a NUL-terminated string (caller frees). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s) abort();
    memcpy(s, data, size);
    s[size] = 0;
    return s;
}
#endif
