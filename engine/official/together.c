/* together.c: the sets of Digimon suspended or unsuspended together that pending effects keep
** (card:when's option together, script/api_together.c). A watcher triggers once for the Digimon
** an action suspends or unsuspends at the same time (4-27-5), and reads them all as it activates
** (Q1820, Q3328), with other effects activated in between: each such pending effect holds a set
** number s (1 to DCG_TOGETHER_SETS, in its subject_level: pe_together) and each Digimon of its set
** bit s of its perm.flags. The bits are 0 in a game where no such effect waits or runs, so the
** states (and hashes) of the other games are as they were; a set is emptied as its effect ends. */
#include "script/script.h"
#include <stdio.h>

static bool keeps(const dcg_ctx *ctx, const dcg_state *st, const pending *pe)
{
    return pe->src == EFF_SCRIPT && effect_at(ctx, st->def[pe->card], pe->effect)->together && pe_together(pe);
}

static void clear(dcg_state *st, int s)
{
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = 0; i < pl->n_battle; i++) pl->battle[i].flags &= (uint8_t)~(1u << s);
        pl->breeding.flags &= (uint8_t)~(1u << s);
    }
}

void dcg_together_add(dcg_state *st, const pending *pe, uint16_t perm_id)
{
    perm *pm = dcg_perm(st, perm_id);
    if (pm && pe_together(pe)) pm->flags |= (uint8_t)(1u << pe_together(pe));
}

bool dcg_together_first(dcg_ctx *ctx, dcg_state *st, pending *pe)
{
    unsigned used = 0;
    for (int i = 0; i < st->n_pending; i++)
        if (keeps(ctx, st, &st->pend[i])) used |= 1u << pe_together(&st->pend[i]);
    if (st->act.on && keeps(ctx, st, &st->act.e)) used |= 1u << pe_together(&st->act.e);
    int s = 1;
    while (s <= DCG_TOGETHER_SETS && (used & (1u << s))) s++;
    if (s > DCG_TOGETHER_SETS) {
        snprintf(ctx->script_err, sizeof ctx->script_err,
                 "a triggered effect is lost: more than %d effects keeping Digimon suspended or unsuspended together "
                 "wait at once (DCG_TOGETHER_SETS)", DCG_TOGETHER_SETS);
        dcg_script_report(ctx, st, pe->card, pe->perm, pe->effect, NULL, false);
        return false;
    }
    clear(st, s); /* left by an effect that ended without running (defensive: release empties it) */
    pe->subject_level = (uint8_t)((pe->subject_level & 15) | s << 4);
    dcg_together_add(st, pe, pe->subject);
    return true;
}

void dcg_together_release(const dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (keeps(ctx, st, pe)) clear(st, pe_together(pe));
}
