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

/* The options of an effect's attack at argument i (nil: none), as F_BLITZ
** flags: targets = "digimon" (the opponent's Digimon only) or "player" (the
** opponent only: "may attack your opponent", Q1901); unsuspended = true
** (unsuspended Digimon too, in this attack only: 11-2-7-1, Q1243). */
static int attack_options(lua_State *L, int i)
{
    int flags = BLITZ_EFFECT;
    if (lua_isnoneornil(L, i)) return flags;
    luaL_checktype(L, i, LUA_TTABLE);
    int e = dcg_safe_entries(L, i);
    for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (strcmp(k, "targets") && strcmp(k, "unsuspended"))
            luaL_argerror(L, i, "options are targets = \"digimon\" or \"player\", unsuspended = true");
    }
    lua_pop(L, 1);
    lua_getfield(L, i, "targets");
    const char *t = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    luaL_argcheck(L, lua_isnil(L, -1) || (t && (!strcmp(t, "digimon") || !strcmp(t, "player"))), i,
                  "targets is \"digimon\" or \"player\" (left out: the player or a Digimon)");
    if (t) flags |= !strcmp(t, "digimon") ? BLITZ_AT_DIGIMON : BLITZ_AT_PLAYER;
    lua_getfield(L, i, "unsuspended");
    luaL_argcheck(L, lua_isnil(L, -1) || lua_isboolean(L, -1), i, "unsuspended is true or false");
    if (lua_toboolean(L, -1)) flags |= BLITZ_UNSUSPENDED;
    luaL_argcheck(L, !((flags & BLITZ_UNSUSPENDED) && (flags & BLITZ_AT_PLAYER)), i, "unsuspended is about Digimon: not with targets = \"player\"");
    lua_pop(L, 2);
    return flags;
}

/* d attacks when the running effect ends, as flags say (effect.c pushes the F_BLITZ frame). */
static int attack_after(lua_State *L, int flags)
{
    dcg_state *st = dcg_api_write(L);
    perm *d = dcg_api_perm(L, 1);
    flags |= attack_options(L, 2);
    st->blitz = d->id; /* as game.blitz: the attack comes after the effect (effect.c) */
    st->blitz_flags = (uint8_t)flags;
    st->blitz_more = (uint8_t)(flags >> 8);
    return 0;
}

/* game.allow_attack(d [, {targets = "digimon" | "player", unsuspended = true}]):
** "then, it can attack": when the running effect ends, d may attack (its
** player is asked, a `blitz` decision), as any attack may (not on the turn
** it was played without <Rush>, Q1241; not during another attack, 11-2-4;
** only the turn player's, 11-2-1) but whatever the memory, unlike <Blitz>
** (Q1240); targets as attack_options says. */
static int l_allow_attack(lua_State *L) { return attack_after(L, 0); }

/* game.attack_with(d [, opts]): "it attacks (your opponent's Digimon)",
** "your opponent attacks with 1 of their Digimon" (EX3-024): as
** game.allow_attack, but the attack is declared, not offered: its player
** chooses only the target (no skip). One that can't attack then, or has no
** target, makes none (Q1898, Q1903, Q3397, Q3398). */
static int l_attack_with(lua_State *L) { return attack_after(L, BLITZ_MUST); }

/* game.can_attack(d [, opts]): could d attack now as game.attack_with(d,
** opts) would make it (the turn player's, able to attack, no attack in
** progress, a target): to offer only the Digimon that can (Q1898). */
static int l_can_attack(lua_State *L)
{
    const dcg_state *st = dcg_api_read(L);
    perm *d = dcg_api_perm(L, 1);
    lua_pushboolean(L, dcg_effect_attack_possible(dcg_api_ctx(L), st, d->id, attack_options(L, 2)));
    return 1;
}

const luaL_Reg dcg_api_attack_fns[] = {{"switch_attack_target", l_switch_attack_target}, {"allow_attack", l_allow_attack},
                                       {"attack_with", l_attack_with}, {"can_attack", l_can_attack}, {NULL, NULL}};
