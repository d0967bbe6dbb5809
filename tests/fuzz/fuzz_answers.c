/* fuzz_answers.c: the answer stream. Each input byte pair is an answer
** (any number, valid or not) to a game between the starter decks: invalid
** answers must be refused without a change, and every invariant must hold. */
#include "fuzz_common.h"
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    dcg_ctx *ctx = fuzz_ctx();
    static dcg_deck decks[3];
    static int loaded;
    if (!loaded) {
        const char *names[3] = {DCG_SOURCE_DIR "/cards/decks/st1.txt", DCG_SOURCE_DIR "/cards/decks/st2.txt",
                                DCG_SOURCE_DIR "/cards/decks/st3.txt"};
        for (int i = 0; i < 3; i++)
            if (dcg_deck_load(ctx, names[i], &decks[i]) != DCG_OK) abort();
        loaded = 1;
    }
    if (size < 2) return 0;
    static dcg_decision d;
    dcg_state *st = dcg_state_new();
    dcg_game_start(ctx, st, &decks[data[0] % 3], &decks[data[1] % 3], data[0] * 256u + data[1]);
    for (size_t i = 2; i + 1 < size && dcg_decision_get(ctx, st, &d) == DCG_OK; i += 2) {
        int answer = (int)(data[i] | (data[i + 1] << 8)) - 64; /* some negative, some too large */
        uint64_t before = dcg_state_hash(st);
        dcg_status s = dcg_answer(ctx, st, answer < d.n ? answer : answer % (d.n + 1));
        if (s == DCG_EINVAL && dcg_state_hash(st) != before) abort();
        if (dcg_state_check(ctx, st) != DCG_OK) abort();
    }
    dcg_state_free(st);
    return 0;
}
