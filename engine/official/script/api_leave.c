/* api_leave.c: what a "would leave the battle area" effect reads of the
** cause (15-8-5): "if an opponent's effect would delete this Digimon or
** return it to its owner's hand or deck" (BT5-086). */
#include "api_lib.h"

/* game.leaving(): in a card:when_would("leave_battle_area") effect or its
** condition, how the Digimon would leave: "delete", "hand", "deck",
** "trash" (game.remove), "security", or "other" (the rule check's trash,
** placed under a card, linked, a DigiXros), and the player whose effect
** makes it leave (nil: the rules, a battle or 0 DP). Outside one: nil. */
static int l_leaving(lua_State *L)
{
    dcg_api_read(L);
    dcg_ctx *ctx = dcg_api_ctx(L);
    static const char *const names[] = {"other", "delete", "hand", "deck", "trash", "security"};
    if (!ctx->leave_how) return lua_pushnil(L), 1;
    lua_pushstring(L, names[ctx->leave_how - 1]);
    if (ctx->leave_by) lua_pushinteger(L, ctx->leave_by - 1);
    else lua_pushnil(L);
    return 2;
}

const luaL_Reg dcg_api_leave_fns[] = {{"leaving", l_leaving}, {NULL, NULL}};
