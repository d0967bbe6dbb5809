/* api_more.c: the calls of the card API's other files, added to the `game`
** table api.c makes (the table on the top of L's stack). */
#include "api_lib.h"

void dcg_api_more(lua_State *L)
{
    luaL_setfuncs(L, dcg_api_use_fns, 0);
    luaL_setfuncs(L, dcg_api_attack_fns, 0);
    luaL_setfuncs(L, dcg_api_leave_fns, 0);
    luaL_setfuncs(L, dcg_api_cannot_fns, 0);
    luaL_setfuncs(L, dcg_api_sources_fns, 0);
    luaL_setfuncs(L, dcg_api_pending_fns, 0);
}
