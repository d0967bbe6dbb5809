/* hash.h: the 64-bit hash of plain-data states (and of anything else held
** as bytes), eight bytes at a time. */
#ifndef DCG_CORE_HASH_H
#define DCG_CORE_HASH_H
#include <stddef.h>
#include <stdint.h>

uint64_t dcg_hash_bytes(const void *p, size_t n);

#endif
