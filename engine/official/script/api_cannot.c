/* api_cannot.c: a prohibition on a player made by an effect, for a while (15-1-3): "your opponent
** can't use Option cards until the end of their next turn" (EX1-072), "cards can't be added to
** security stacks by your opponent's effects" (BT9-103). The kinds are card:opponent_cannot's
** (dcg_cannot_kinds); what each forbids is the core's (dcg_player_cannot). */
#include "api_lib.h"
#include <stdint.h>
#include <string.h>

/* game.cannot(me, p, kind [, until [, opts]]): by me's effect, player p can't do what kind names until
** the end named as game.change's (default "turn"). opts.dp = N ("play_digimon" only): "Digimon with N DP
** or less" (EX3-012); kept in the MOD_PLAYER mod's perm as N + 1 (0: every Digimon), unused otherwise. */
static int l_cannot(lua_State *L)
{
    dcg_state *st = dcg_api_write(L);
    int me = dcg_api_player(L, 1), p = dcg_api_player(L, 2);
    int kind = luaL_checkoption(L, 3, NULL, dcg_cannot_kinds);
    mod m = {.cls = MOD_PLAYER, .side = (uint8_t)p, .dp = 1 << kind, .how = mod_by(me)};
    dcg_api_until(L, 4, me, &m, st);
    if (m.until == UNTIL_LEAVES) luaL_argerror(L, 4, "a prohibition on a player lasts until the end of a turn, not \"leaves\"");
    if (!lua_isnoneornil(L, 5)) {
        luaL_checktype(L, 5, LUA_TTABLE);
        int e = dcg_safe_entries(L, 5);
        for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1))
            if (lua_type(L, -2) != LUA_TSTRING || strcmp(lua_tostring(L, -2), "dp")) luaL_argerror(L, 5, "the one option is dp = N");
        lua_pop(L, 1);
        luaL_argcheck(L, kind == CANNOT_PLAY_DIGIMON_DP, 5, "dp = N bounds \"play_digimon\" only");
        lua_getfield(L, 5, "dp");
        lua_Integer dp = luaL_checkinteger(L, -1);
        luaL_argcheck(L, dp >= 0 && dp < UINT16_MAX, 5, "dp = N: a DP from 0 to 65534");
        m.perm = (uint16_t)(dp + 1);
        lua_pop(L, 1);
    }
    if (!dcg_mod_add(st, &m)) return luaL_error(L, "too many changes in play (at most %d, DCG_MAX_MODS)", DCG_MAX_MODS);
    return 0;
}

int32_t dcg_play_ban_dp(const dcg_state *st, int p)
{
    int32_t most = INT32_MIN;
    for (int i = 0; i < st->mods_n; i++) {
        const mod *m = &st->mods[i];
        if (m->cls != MOD_PLAYER || m->side != p || !(m->dp & 1 << CANNOT_PLAY_DIGIMON_DP)) continue;
        int32_t dp = m->perm ? m->perm - 1 : INT32_MAX;
        if (dp > most) most = dp;
    }
    return most;
}

bool dcg_play_banned(const dcg_state *st, int p, const dcg_card *def)
{
    return def->kind == DCG_KIND_DIGIMON && def->dp <= dcg_play_ban_dp(st, p);
}

bool dcg_player_cannot_play(const dcg_ctx *ctx, const dcg_state *st, int p, const dcg_card *def)
{
    return def->kind == DCG_KIND_DIGIMON && (dcg_player_cannot(ctx, st, p, CANNOT_PLAY_DIGIMON) || dcg_play_banned(st, p, def));
}

bool dcg_effect_cannot_play(const dcg_ctx *ctx, const dcg_state *st, const dcg_card *def)
{
    int p = dcg_effect_player(ctx, st);
    return p >= 0 && dcg_player_cannot_play(ctx, st, p, def);
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
