/* api_sources.c: digivolution cards an effect may trash (BT9-109 X Antibody: "effects can't trash
** [X Antibody] in this Digimon's digivolution cards", card:sources_cannot_be_trashed). Which cards
** those are is the core's (dcg_source_kept, sources_kept.c). */
#include "api_lib.h"

/* game.trashable_sources(d): how many of Digimon d's digivolution cards an effect may trash now
** (game.sources(d) less those no effect can trash): a cost "trash N of its digivolution cards"
** (<Digi-Burst N>, fx.can_digi_burst) can be paid only with N of them (Q1920). */
static int l_trashable_sources(lua_State *L)
{
    const perm *pm = dcg_api_perm(L, 1);
    uint16_t items[DCG_MAX_STACK];
    lua_pushinteger(L, dcg_trashable_sources(dcg_api_ctx(L), dcg_api_read(L), pm, items));
    return 1;
}

/* game.trash_sources_at_least(me, d, n): "trash n or more digivolution cards from the bottom of d"
** (EX2-055, a cost): me declares how many from the bottom (16-12-1's way: a number question, asked
** when more than one fits), and those are trashed at the same time less the ones no effect can trash
** (BT9-109), which count out: only a number whose cards hold n that can be trashed fits (Q1923, Q3288:
** "declare 8 and trash 7", Q3347). Returns how many were trashed: 0, nothing asked, when no number
** fits or d is unaffected by the effect. */
static int l_trash_sources_at_least(lua_State *L)
{
    dcg_ctx *ctx = dcg_api_ctx(L);
    dcg_state *st = dcg_api_write(L);
    int me = dcg_api_player(L, 1);
    const perm *pm = dcg_api_perm(L, 2);
    lua_Integer least = luaL_checkinteger(L, 3);
    luaL_argcheck(L, least >= 1 && least <= DCG_MAX_STACK, 3, "a number of cards from 1");
    uint16_t nums[DCG_MAX_STACK];
    int n = 0, fit = 0, cards[DCG_MAX_STACK], m = 0;
    if (dcg_perm_unaffected(ctx, st, pm, dcg_effect_player(ctx, st))) pm = NULL; /* 15-15-5 */
    for (int k = 0, kept = 0; pm && k < pm->n - 1; k++) { /* the bottom k + 1 cards: do they hold enough? */
        kept += dcg_source_kept(ctx, st, pm, pm->cards[k]);
        if (k + 1 - kept >= least) nums[n++] = (uint16_t)(k + 1);
    }
    if (!n) {
        lua_pushinteger(L, 0);
        return 1;
    }
    if (n > 1 && (fit = dcg_effect_ask(ctx, me, 0, ASK_NUMBERS, nums, n, 0)) < 0) return dcg_api_ask_failed(L, fit);
    for (int k = 0; k < nums[fit]; k++)
        if (!dcg_source_kept(ctx, st, pm, pm->cards[k])) cards[m++] = pm->cards[k];
    int was = dcg_together_begin(ctx, st);
    dcg_move_set(ctx, st, cards, m, DCG_ZONE_TRASH);
    dcg_together_end(ctx, was);
    lua_pushinteger(L, m);
    return 1;
}

const luaL_Reg dcg_api_sources_fns[] = {{"trashable_sources", l_trashable_sources},
                                        {"trash_sources_at_least", l_trash_sources_at_least}, {NULL, NULL}};
