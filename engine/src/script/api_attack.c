/* api_attack.c: effects on the attack in progress and attacks an effect
** declares. */
#include "api_lib.h"
#include <string.h>

/* The attack in progress (the innermost), or NULL. */
static frame *attack_now(dcg_state *st)
{
    for (int i = st->n_frames - 1; i >= 0; i--)
        if (st->frames[i].op == F_ATTACK) return &st->frames[i];
    return NULL;
}

/* game.switch_attack_target(d): "switch the target of the attack to that
** Digimon" (11-2-7-2): the attack in progress now attacks d, a Digimon of
** the defending player in the battle area, also one that can't be attacked
** (Q1309: it is no attack declaration) or isn't affected by effects
** (11-2-7-5). Returns whether it switched: not without an attack, once its
** attacker left the battle area (11-2-7-4), nor to its target already
** (11-2-7-3). */
static int l_switch_attack_target(lua_State *L)
{
    dcg_state *st = dcg_api_write(L);
    dcg_ctx *ctx = dcg_api_ctx(L);
    perm *d = dcg_api_perm(L, 1);
    frame *f = attack_now(st);
    luaL_argcheck(L, !f || (dcg_perm_owner(st, d->id) != f->player && dcg_perm_in_battle(st, d->id) && dcg_perm_is_digimon(ctx, st, d)), 1,
                  "not a Digimon of the defending player in the battle area");
    int runs = dcg_effect_player(ctx, st);
    lua_pushboolean(L, f && dcg_attack_switch(ctx, st, f, d->id, runs < 0 ? f->player : runs, ctx->effect_card));
    return 1;
}

/* game.allow_attack(d [, {targets = "digimon", unsuspended = true}]): "then,
** it can attack": when the running effect ends, d may attack (its player is
** asked, a `blitz` decision), as any attack may (not on the turn it was
** played without <Rush>, Q1241; not during another attack, 11-2-4; only
** the turn player's, 11-2-1) but
** whatever the memory, unlike <Blitz> (Q1240); targets = "digimon": the
** opponent's Digimon only; unsuspended = true: unsuspended ones too, in
** this attack only (11-2-7-1, Q1243). */
static int l_allow_attack(lua_State *L)
{
    dcg_state *st = dcg_api_write(L);
    perm *d = dcg_api_perm(L, 1);
    int flags = BLITZ_EFFECT;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TTABLE);
        int e = dcg_safe_entries(L, 2);
        for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
            const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
            if (strcmp(k, "targets") && strcmp(k, "unsuspended")) luaL_argerror(L, 2, "options are targets = \"digimon\", unsuspended = true");
        }
        lua_pop(L, 1);
        lua_getfield(L, 2, "targets");
        luaL_argcheck(L, lua_isnil(L, -1) || (lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "digimon")), 2,
                      "targets is \"digimon\" (left out: the player or a Digimon)");
        if (!lua_isnil(L, -1)) flags |= BLITZ_AT_DIGIMON;
        lua_getfield(L, 2, "unsuspended");
        luaL_argcheck(L, lua_isnil(L, -1) || lua_isboolean(L, -1), 2, "unsuspended is true or false");
        if (lua_toboolean(L, -1)) flags |= BLITZ_UNSUSPENDED;
        lua_pop(L, 2);
    }
    st->blitz = d->id; /* as game.blitz: the attack comes after the effect (effect.c) */
    st->blitz_flags = (uint8_t)flags;
    return 0;
}

const luaL_Reg dcg_api_attack_fns[] = {{"switch_attack_target", l_switch_attack_target}, {"allow_attack", l_allow_attack}, {NULL, NULL}};
