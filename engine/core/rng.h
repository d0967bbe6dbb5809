/* rng.h: the seeded generator every ruleset draws from (xoshiro256**
** seeded by splitmix64). Its state is four words kept inside a game's
** plain-data state, so a seed and the answers replay a game exactly. */
#ifndef DCG_CORE_RNG_H
#define DCG_CORE_RNG_H
#include <stdint.h>

void dcg_rng_seed_words(uint64_t s[4], uint64_t seed);
uint64_t dcg_rng_next_words(uint64_t s[4]);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t dcg_rng_below_words(uint64_t s[4], uint32_t n);

#endif
