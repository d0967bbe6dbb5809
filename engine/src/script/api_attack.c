/* api_attack.c: effects on the attack in progress and attacks an effect
** declares. */
#include "api_lib.h"

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

const luaL_Reg dcg_api_attack_fns[] = {{"switch_attack_target", l_switch_attack_target}, {NULL, NULL}};
