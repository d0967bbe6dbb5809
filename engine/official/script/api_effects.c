/* api_effects.c: what effects a Digimon or a card has (game.has_effect,
** game.card_has_effect): "while this Digimon has <Digi-Burst>" (BT4-004),
** "a Digimon card with <Blitz>" (BT5-009), "a Digimon with an [On Deletion]
** effect" (BT5-031). An effect has a processing keyword when its
** declaration says so (opts.has: the script knows which of its effects hold
** <Digi-Burst N> or <Blitz>; a text that only names one, "when this card is
** trashed by this Digimon's <Digi-Burst>", holds none), and a timing when it
** is declared at it. Whether the effect could activate now does not matter
** (Q1151, Q1152, Q1292). */
#include "script.h"
#include <lauxlib.h>

const char *const dcg_has_names[] = {"digi_burst", "blitz", NULL};

static dcg_ctx *ctx_of(lua_State *L) { return *(dcg_ctx **)lua_getextraspace(L); }
static const dcg_state *read_state(lua_State *L)
{
    const dcg_ctx *ctx = ctx_of(L);
    if (!ctx->cur) luaL_error(L, "game functions can only be used while an effect runs");
    return ctx->cur;
}

/* What is asked about: a HAS_* bit (> 0), or -(timing + 1). */
static int check_what(lua_State *L, int i)
{
    static const char *const names[] = {"digi_burst", "blitz", "on_play", "when_digivolving", "when_attacking",
                                        "end_of_attack", "on_deletion", "when_moving", "security", NULL};
    static const int what[] = {HAS_DIGI_BURST, HAS_BLITZ, -(TM_ON_PLAY + 1), -(TM_WHEN_DIGIVOLVING + 1),
                               -(TM_WHEN_ATTACKING + 1), -(TM_END_OF_ATTACK + 1), -(TM_ON_DELETION + 1),
                               -(TM_WHEN_MOVING + 1), -(TM_SECURITY + 1)};
    return what[luaL_checkoption(L, i, NULL, names)];
}

static bool effect_matches(const effect_def *e, int what)
{
    return what > 0 ? (e->has & what) != 0 : e->timing == -what - 1;
}

/* One of the effects a change in play grants pm (15-13), or a continuous
** effect on the field grants it, matches. */
static bool granted_matches(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int what)
{
    for (int m = 0; m < st->mods_n; m++) {
        const effect_def *e = granted_effect(ctx, st, &st->mods[m], pm);
        if (e && effect_matches(e, what)) return true;
    }
    static_grant g[DCG_MAX_CARD_EFFECTS];
    int n = dcg_static_grants((dcg_ctx *)ctx, st, pm, g, DCG_MAX_CARD_EFFECTS);
    for (int i = 0; i < n; i++)
        if (effect_matches(effect_at(ctx, st->def[g[i].card], g[i].effect), what)) return true;
    return false;
}

/* game.has_effect(d, what): Digimon (or Tamer) d on the field has an effect
** that holds `what` ("digi_burst", "blitz") or is of that timing
** ("on_deletion", ...): its top card's own, the inherited ones of the cards
** under it (4-3-3, and the one <Succession> names), its link cards' link
** effects (4-3-5), the ones granted to it (15-13). */
static int l_has_effect(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    const dcg_state *st = read_state(L);
    lua_Integer id = luaL_checkinteger(L, 1);
    const perm *pm = id > 0 && id <= 0xFFFF ? dcg_perm((dcg_state *)st, (uint16_t)id) : NULL;
    luaL_argcheck(L, pm != NULL, 1, "not a Digimon or Tamer on the field");
    int what = check_what(L, 2);
    bool has = false;
    perm_fx it = perm_fx_of(pm, -1);
    for (const effect_def *e; !has && (e = perm_fx_next(ctx, st, &it));) has = !e->granted && !e->link && effect_matches(e, what);
    for (int k = 0; !has && k < pm->links; k++) {
        const card_effects *fx = card_fx_of(ctx, st, perm_link(pm, k));
        for (int j = 0; fx && j < fx->n && !has; j++) has = ctx->effects[fx->first + j].link && effect_matches(&ctx->effects[fx->first + j], what);
    }
    lua_pushboolean(L, has || granted_matches(ctx, st, pm, what));
    return 1;
}

/* game.card_has_effect(c, what [, "own" | "inherited" | "any"]): card c's
** text has such an effect: its own (default: "a Digimon card with an [On
** Deletion] effect" is not one with an inherited [On Deletion] effect,
** Q1349), its inherited ones, or either; never what it grants others. */
static int l_card_has_effect(lua_State *L)
{
    static const char *const parts[] = {"own", "inherited", "any", NULL};
    dcg_ctx *ctx = ctx_of(L);
    const dcg_state *st = read_state(L);
    lua_Integer c = luaL_checkinteger(L, 1);
    luaL_argcheck(L, c >= 0 && c < DCG_MAX_CARDS && st->zone[c] != DCG_ZONE_NONE, 1, "not a card in the game");
    int what = check_what(L, 2), part = luaL_checkoption(L, 3, "own", parts);
    const card_effects *fx = card_fx_of(ctx, st, (int)c);
    bool has = false;
    for (int j = 0; fx && j < fx->n && !has; j++) {
        const effect_def *e = &ctx->effects[fx->first + j];
        has = !e->granted && !e->link && (part == 2 || (part == 1) == (e->inherited != 0)) && effect_matches(e, what);
    }
    lua_pushboolean(L, has);
    return 1;
}

void dcg_api_effects(lua_State *L)
{
    static const luaL_Reg fns[] = {{"has_effect", l_has_effect}, {"card_has_effect", l_card_has_effect}, {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
}
