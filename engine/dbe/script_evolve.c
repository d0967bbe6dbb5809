/* script_evolve.c: the card API's evolution functions (docs/dbe.md, "Evolution
** by effect"): dbe.futures, dbe.evolve, dbe.as_evolved, and the EVOLVE timing
** of a script (its 'evolve' field). The rules are evolve.c's. */
#include "dbe.h"
#include <lauxlib.h>
#include <lua.h>

/* dbe.futures(p, how): the cards of p's hand (and level M's of the Destiny Zone)
** an effect may change p's active into, how "effect" (the default), "valid",
** "downgrade" or "as_evolved". */
static int l_futures(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    int p = dbe_lua_player(L, 1), how = luaL_checkoption(L, 2, "effect", dbe_efx_names), n = 0;
    static const int zones[2] = {DBE_ZONE_HAND, DBE_ZONE_DESTINY};
    lua_newtable(L);
    for (int z = 0; z < 2; z++)
        for (int i = 0; i < st->p[p].z[zones[z]].n; i++) {
            int inst = st->p[p].z[zones[z]].c[i];
            if (!dbe_effect_future_ok(dbe_lua_ctx(L), st, p, inst, how)) continue;
            lua_pushinteger(L, inst);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

/* dbe.evolve(p, card, how): p's active evolves into card by the effect (how
** "effect", "valid" or "downgrade"); false when the rules refuse it. */
static int l_evolve(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    int p = dbe_lua_player(L, 1), card = dbe_lua_card(L, 2), how = luaL_checkoption(L, 3, "effect", dbe_efx_names);
    if (how == DBE_EFX_AS_EVOLVED) return luaL_error(L, "\"as evolved\" is not evolving: dbe.as_evolved(p, card)");
    return lua_pushboolean(L, dbe_effect_evolve(dbe_lua_ctx(L), st, p, card, how)), 1;
}

/* dbe.as_evolved(p, card): p's active becomes card "as evolved"; false when refused. */
static int l_as_evolved(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    int p = dbe_lua_player(L, 1), card = dbe_lua_card(L, 2);
    return lua_pushboolean(L, dbe_effect_evolve(dbe_lua_ctx(L), st, p, card, DBE_EFX_AS_EVOLVED)), 1;
}

void dbe_script_evolve_api(lua_State *L)
{
    static const luaL_Reg fns[] = {{"futures", l_futures}, {"evolve", l_evolve}, {"as_evolved", l_as_evolved},
                                   {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
}

/* The script's 'evolve' field: an EVOLVE-timing card. An Evolution card's effects
** are not scripted (its facts say what it ignores; docs/dbe.md, Left for later):
** an 'evolve' on one would never run, so it is refused rather than ignored. */
const char *dbe_script_evolve_fields(lua_State *L, dbe_card *c)
{
    lua_getfield(L, -1, "evolve");
    bool evolve = lua_isfunction(L, -1);
    lua_pop(L, 1);
    if (evolve && c->kind == DBE_CARD_EVOLUTION)
        return "an Evolution card's effects are not scripted: its 'evolve' would never run";
    c->evolve_timing = (uint8_t)evolve;
    return NULL;
}
