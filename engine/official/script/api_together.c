/* api_together.c: a watcher of Digimon suspended or unsuspended that keeps the Digimon of the set
** (card:when's options together and subject_if): "when an opponent's Digimon with 6000 DP or less
** becomes suspended, you may delete that Digimon" deletes each of the Digimon suspended at the same
** time (BT9-018, Q1820), "when an opponent's Digimon becomes unsuspended, <De-Digivolve 1> that
** Digimon" chooses one of those unsuspended together (EX2-037, Q3328). It triggers once for the set
** (4-27-5); the set is kept in the game state from the trigger to the activation (together.c). */
#include "api_lib.h"

void dcg_together_declare(lua_State *L, effect_def *e)
{
    if (!lua_istable(L, 4)) return;
    int t = lua_getfield(L, 4, "together");
    if (t != LUA_TNIL && t != LUA_TBOOLEAN) luaL_error(L, "card:when: option 'together' is true or false");
    e->together = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (lua_getfield(L, 4, "subject_if") != LUA_TNIL) {
        if (!lua_isfunction(L, -1)) luaL_error(L, "card:when: option 'subject_if' must be a function");
        if (!e->together) luaL_error(L, "card:when: option 'subject_if' is read for each Digimon of a set: with together = true");
        e->subject_if = luaL_ref(L, LUA_REGISTRYINDEX);
    } else {
        lua_pop(L, 1);
    }
    if (!e->together) return;
    if (e->when != W_DIGIMON_SUSPENDED && e->when != W_DIGIMON_UNSUSPENDED)
        luaL_error(L, "card:when: option 'together' is for \"digimon_suspended\" and \"digimon_unsuspended\" "
                      "(the Digimon suspended or unsuspended at the same time)");
    if (e->whose == WHOSE_SELF) luaL_error(L, "card:when: option 'together' with whose = 'self': a set of one Digimon");
    if (!e->facts) luaL_error(L, "card:when: option 'together': the effect reads its set as f.subjects, so its function "
                                 "takes a fifth parameter f");
}

/* f.subjects: the Digimon of pe's set still in a battle area, each as the same permanent (one that left
** the field and came back is a new one, 3-1-8), in the order of the battle areas (the turn player's first). */
void dcg_together_push(lua_State *L, const dcg_state *st, const pending *pe)
{
    int s = pe_together(pe), n = 0;
    lua_createtable(L, 4, 0);
    for (int pass = 0; pass < 2 && s; pass++) {
        const side *pl = &st->pl[pass == 0 ? st->turn_player : 1 - st->turn_player];
        for (int i = 0; i < pl->n_battle; i++)
            if (pl->battle[i].flags & (1u << s)) lua_pushinteger(L, pl->battle[i].id), lua_rawseti(L, -2, ++n);
    }
    lua_setfield(L, -2, "subjects");
}
