/* rng.c: the game's only source of randomness (rng.h), xoshiro256** on four
** words kept inside a game's state. */
#include "rng.h"
#include <assert.h>

void dcg_rng_seed_words(uint64_t s[4], uint64_t seed)
{
    for (int i = 0; i < 4; i++) s[i] = dcg_splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t dcg_rng_next_words(uint64_t s[4])
{
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t dcg_rng_below_words(uint64_t s[4], uint32_t n)
{
    assert(n > 0);
    /* Lemire's multiply-shift with rejection. */
    uint64_t m = (uint64_t)(uint32_t)(dcg_rng_next_words(s) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(dcg_rng_next_words(s) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
