/* rng.h: the seeded generator every ruleset draws from (xoshiro256**
** seeded by splitmix64). Its state is four words kept inside a game's
** plain-data state, so a seed and the answers replay a game exactly. */
#ifndef DCG_CORE_RNG_H
#define DCG_CORE_RNG_H
#include <stdint.h>

/* splitmix64: the next of a one-word generator (seeds, and the AIs' own
** choices, which no game state keeps). */
static inline uint64_t dcg_splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void dcg_rng_seed_words(uint64_t s[4], uint64_t seed);
uint64_t dcg_rng_next_words(uint64_t s[4]);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t dcg_rng_below_words(uint64_t s[4], uint32_t n);

#endif
