/* fuzz_replay.c: replay files; a replay that parses plays back without
** crashing (answers out of range are refused, not applied). */
#include "fuzz_common.h"
#include "dcg_replay.h"
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    dcg_ctx *ctx = fuzz_ctx();
    char *text = fuzz_text(data, size);
    dcg_replay r;
    if (dcg_replay_parse(ctx, text, "fuzz", &r) == DCG_OK) {
        dcg_state *st = dcg_state_new();
        int applied;
        dcg_replay_play(ctx, st, &r, 2000, &applied);
        if (dcg_state_check(ctx, st) != DCG_OK) abort();
        dcg_state_free(st);
        dcg_replay_free(&r);
    }
    free(text);
    return 0;
}
