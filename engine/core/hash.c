/* hash.c: a 64-bit hash of n bytes (hash.h). */
#include "hash.h"
#include <string.h>

uint64_t dcg_hash_bytes(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint64_t h = 0x9E3779B97F4A7C15ull, w;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&w, b + i, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    for (; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}
