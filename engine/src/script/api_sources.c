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

const luaL_Reg dcg_api_sources_fns[] = {{"trashable_sources", l_trashable_sources}, {NULL, NULL}};
