/* stamp.h: stamps, numbers each naming one state in the process (never
** given twice, never 0), so a ruleset can keep what it computed for a state
** (the options listed for it: official/listed.c) and know it again by the
** stamp a copy carries. A context takes them in blocks (stamp.c), so
** threads rarely meet; taking one is a few instructions. */
#ifndef DCG_STAMP_H
#define DCG_STAMP_H
#include <stdint.h>

typedef struct dcg_stamps {
    uint64_t next, end; /* the block this holder gives from; next == end: none left */
} dcg_stamps;

/* Give s a new block of stamps (s->next == s->end). */
void dcg_stamps_refill(dcg_stamps *s);

static inline uint64_t dcg_stamp_new(dcg_stamps *s)
{
    if (s->next == s->end) dcg_stamps_refill(s);
    return s->next++;
}

#endif
