/* stamp.c: the process's blocks of stamps (stamp.h). */
#include "stamp.h"
#include <stdatomic.h>

#define STAMP_BLOCK (1ull << 20)
static _Atomic uint64_t stamp_blocks;

void dcg_stamps_refill(dcg_stamps *s)
{
    s->next = (atomic_fetch_add(&stamp_blocks, 1) + 1) * STAMP_BLOCK; /* block 0 holds stamp 0 */
    s->end = s->next + STAMP_BLOCK;
}
