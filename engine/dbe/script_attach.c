/* script_attach.c: the API of attachments (Glossary: Attach, Attach Slot,
** Eject; docs/dbe.md readings R10-C-1 to R10-C-3), added to the `dbe` table:
**   dbe.eject(card)        an attachment (on either Digimon) or a DP card to its
**                          owner's trash; true when it was one of those
**   dbe.add_slots(p, n)    p's Digimon gets n more attach slots (until it is KO'd)
**   dbe.slots(p)           the attach slots of p's Digimon
**   dbe.owner(card)        the player who owns a card (an attachment may be on the other's Digimon)
** dbe.attach (script.c) picks the card; dbe.cards(p, "attach") lists what is
** attached to p's Digimon, whoever owns it. */
#include "dbe.h"
#include <lauxlib.h>

static int l_eject(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    return lua_pushboolean(L, dbe_eject(dbe_lua_ctx(L), st, dbe_lua_card(L, 1))), 1;
}

static int l_owner(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    return lua_pushinteger(L, st->inst_owner[dbe_lua_card(L, 1)]), 1;
}

static int l_add_slots(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    int p = dbe_lua_player(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2);
    if (n < 1 || n > 4) return luaL_error(L, "bad slot count %d (1 to 4)", (int)n);
    if (dbe_active(st, p) < 0) return 0; /* the slots are the active zone's: none without a Digimon */
    int total = st->p[p].extra_slots + (int)n;
    st->p[p].extra_slots = (uint8_t)(total > 8 ? 8 : total);
    return 0;
}

static int l_slots(lua_State *L)
{
    dcg_dbe_state *st = dbe_lua_game(L);
    return lua_pushinteger(L, dbe_attach_slots(dbe_lua_ctx(L), st, dbe_lua_player(L, 1))), 1;
}

void dbe_script_attach_api(lua_State *L)
{
    static const luaL_Reg fns[] = {{"eject", l_eject}, {"add_slots", l_add_slots}, {"slots", l_slots},
                                   {"owner", l_owner}, {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
}
