/* api_pending.c: game.next_digivolution(p, h), "the next time one of your Digimon digivolves this
** turn, ..." as a "would digivolve" effect left pending (EX1-071; the core's: would_pending.c). */
#include "api_lib.h"

/* game.next_digivolution(p, h): effect h of the running card (the handle card:when_would("digivolve",
** fn, {pending = true, ...}) returned) is pending for player p until the end of the turn: the next
** digivolution of one of p's Digimon in the battle area activates it as its "would digivolve"
** effect and uses it up. */
static int l_next_digivolution(lua_State *L)
{
    dcg_ctx *ctx = dcg_api_ctx(L);
    dcg_state *st = dcg_api_write(L);
    int p = dcg_api_player(L, 1);
    lua_Integer k = luaL_checkinteger(L, 2);
    int card = ctx->effect_card; /* the card whose effect runs: its handles */
    const card_effects *fx = card >= 0 && card < DCG_MAX_CARDS ? card_fx(ctx, st->def[card]) : NULL;
    if (!fx || k < 0 || k >= fx->n || effect_at(ctx, st->def[card], (int)k)->timing != TM_WOULD ||
        effect_at(ctx, st->def[card], (int)k)->from != FROM_PENDING)
        luaL_argerror(L, 2, "not a pending effect of this card (the handle card:when_would(\"digivolve\", fn, {pending = true}) returned)");
    if (!dcg_would_pending_add(st, p, card, (int)k))
        luaL_error(L, "too many changes in play (at most %d, DCG_MAX_MODS)", DCG_MAX_MODS);
    return 0;
}

const luaL_Reg dcg_api_pending_fns[] = {{"next_digivolution", l_next_digivolution}, {NULL, NULL}};
