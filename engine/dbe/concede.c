/* concede.c: a player forfeits (dcg_dbe_concede). The rules document does
** not speak of it (docs/dbe.md, reading R10-E-1): a player may concede at any
** time, the other wins at once, as the official game's 1-2-4. */
#include "dbe.h"

dcg_status dcg_dbe_concede(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    if (p != 0 && p != 1) return snprintf(ctx->err, sizeof ctx->err, "concede: no player %d", p + 1), DCG_EINVAL;
    if (dcg_dbe_over(st)) return snprintf(ctx->err, sizeof ctx->err, "concede: the game is over"), DCG_EOVER;
    char why[32];
    snprintf(why, sizeof why, "P%d concedes", p + 1);
    dbe_win(ctx, st, 1 - p, why);
    return DCG_OK;
}
