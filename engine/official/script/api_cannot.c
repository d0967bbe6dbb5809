/* api_cannot.c: a prohibition on a player made by an effect, for a while (15-1-3): "your opponent
** can't use Option cards until the end of their next turn" (EX1-072), "cards can't be added to
** security stacks by your opponent's effects" (BT9-103). The kinds are card:opponent_cannot's
** (dcg_cannot_kinds); what each forbids is the core's (dcg_player_cannot). */
#include "api_lib.h"

/* game.cannot(me, p, kind [, until]): by me's effect, player p can't do what kind names until the
** end named as game.change's (default "turn"). */
static int l_cannot(lua_State *L)
{
    dcg_state *st = dcg_api_write(L);
    int me = dcg_api_player(L, 1), p = dcg_api_player(L, 2);
    int kind = luaL_checkoption(L, 3, NULL, dcg_cannot_kinds);
    mod m = {.cls = MOD_PLAYER, .side = (uint8_t)p, .dp = 1 << kind, .how = mod_by(me)};
    dcg_api_until(L, 4, me, &m, st);
    if (m.until == UNTIL_LEAVES) luaL_argerror(L, 4, "a prohibition on a player lasts until the end of a turn, not \"leaves\"");
    if (!dcg_mod_add(st, &m)) return luaL_error(L, "too many changes in play (at most %d, DCG_MAX_MODS)", DCG_MAX_MODS);
    return 0;
}

/* game.player_cannot(p, kind): whether player p can't do what kind names now (any prohibition). */
static int l_player_cannot(lua_State *L)
{
    dcg_state *st = dcg_api_read(L);
    int p = dcg_api_player(L, 1);
    lua_pushboolean(L, dcg_player_cannot(dcg_api_ctx(L), st, p, luaL_checkoption(L, 2, NULL, dcg_cannot_kinds)));
    return 1;
}

const luaL_Reg dcg_api_cannot_fns[] = {{"cannot", l_cannot}, {"player_cannot", l_player_cannot}, {NULL, NULL}};
