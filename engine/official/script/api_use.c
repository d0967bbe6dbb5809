/* api_use.c: an effect uses an Option card (9-1 by an effect: "you may use
** 1 purple Option card with a memory cost of 6 or less in your hand without
** paying its memory cost", BT4-089). The use is the rules' procedure (9-1-9):
** its colour requirements must be met (9-1-1, 4-22: an effect that ignores
** them says so, Q1500), its "would be used" effects activate once it is
** revealed (9-1-6), the cost the effect names is paid, and its [Main] effect
** activates at once, inside the effect that used it (9-1-2), the card in no
** area meanwhile (9-1-4) and trashed after unless its effect placed it
** (9-1-5). A card that can no longer be used stays where it was (9-1-8). */
#include "api_lib.h"

/* The Option card at argument i an effect of its owner may use: an Option (or DUAL) card off the field. */
static int check_option(lua_State *L, int i)
{
    dcg_ctx *ctx = dcg_api_ctx(L);
    dcg_state *st = dcg_api_read(L);
    int c = dcg_api_card(L, i);
    const dcg_card *def = card_def(ctx, st, c);
    luaL_argcheck(L, def->kind == DCG_KIND_OPTION || def->dual, i, "not an Option card");
    int z = st->zone[c];
    luaL_argcheck(L, z == DCG_ZONE_HAND || z == DCG_ZONE_TRASH || z == DCG_ZONE_DECK || z == DCG_ZONE_SECURITY || z == DCG_ZONE_PROCESSING,
                  i, "an Option card is used from the hand, the trash, the deck, the security stack or among revealed cards");
    return c;
}

/* game.can_use(c): whether Option card c's colour requirements are met on
** its owner's field now (9-1-1, 4-22; <Use Req.>, 16-42), so that an effect
** offers only the cards it can use. */
static int l_can_use(lua_State *L)
{
    int c = check_option(L, 1);
    dcg_ctx *ctx = dcg_api_ctx(L);
    dcg_state *st = dcg_api_read(L);
    lua_pushboolean(L, dcg_use_colors_met(ctx, st, card_owner(c), c) && !dcg_player_cannot(ctx, st, card_owner(c), CANNOT_USE_OPTIONS));
    return 1;
}

/* game.use(c [, cost]): the running effect's player uses Option card c,
** paying cost (default 0: "without paying its memory cost"). Returns
** whether it was used. */
static int l_use(lua_State *L)
{
    dcg_state *st = dcg_api_write(L);
    dcg_ctx *ctx = dcg_api_ctx(L);
    int c = check_option(L, 1), me = card_owner(c), runs = dcg_effect_player(ctx, st), from = st->zone[c];
    luaL_argcheck(L, runs < 0 || runs == me, 1, "not a card of the running effect's player (a player uses only their own cards)");
    lua_Integer cost = luaL_optinteger(L, 2, 0);
    luaL_argcheck(L, cost >= 0 && cost <= 20, 2, "a cost from 0 to 20");
    if (!dcg_use_colors_met(ctx, st, me, c) || dcg_player_cannot(ctx, st, me, CANNOT_USE_OPTIONS)) /* 9-1-1; EX1-072 */
        return lua_pushboolean(L, 0), 1; /* it can't be used */
    int less = dcg_api_procedure_would(L, st, WOULD_BE_USED, c, 0, 0, (int)cost); /* 9-1-6 */
    if (less < 0 || !dcg_use_colors_met(ctx, st, me, c)) return lua_pushboolean(L, 0), 1; /* 9-1-8 */
    int pay = cost > less ? (int)cost - less : 0;
    if (!dcg_can_pay(st, me, pay)) return lua_pushboolean(L, 0), 1; /* 9-1-8: no memory moves */
    dcg_mem_pay(ctx, st, me, pay);
    if (st->zone[c] != DCG_ZONE_PROCESSING) dcg_move(ctx, st, c, DCG_ZONE_PROCESSING, false); /* 9-1-4 */
    dcg_emit(ctx, DCG_EV_USE, me, c, 0, pay, 0);
    game_event ev = {.kind = GE_OPTION_USED, .player = (uint8_t)me, .card = (uint8_t)c, .from = (uint8_t)from}; /* Q1110 */
    dcg_happened(ctx, st, &ev);
    const card_effects *fx = card_fx_of(ctx, st, c);
    for (int k = 0; fx && k < fx->n; k++) {
        if (ctx->effects[fx->first + k].timing != TM_MAIN) continue;
        dcg_emit(ctx, DCG_EV_EFFECT, me, c, 0, EFF_SCRIPT, 1);
        if (dcg_effect_run_other(ctx, st, c, k, me, 0, -1, false) != LUA_OK) /* 9-1-2: its "you may" stays its player's */
            return ctx->asking ? dcg_api_need_answer(L) : st->winner != 0xFF ? dcg_api_game_over(L) : luaL_error(L, "%s", ctx->script_err);
        break; /* its 1st [Main] effect (9-1-9-3) */
    }
    dcg_option_used_end(ctx, st, c);
    if (ctx->asking) return dcg_api_need_answer(L);
    lua_pushboolean(L, 1);
    return 1;
}

/* game.use_cost(c): Option card c's use cost as a text naming "an Option card with a (use, memory)
** cost of N" reads it (dcg_use_cost): in its owner's hand, its printed cost less its own
** reductions of the cost itself (card:play_cost declared itself = true: BT2-099, Q1501); else, or
** without them, its printed cost (a "when you use this card" reduction changes only the cost paid,
** BT7-100, BT11-108: Q1501). */
static int l_use_cost(lua_State *L)
{
    int c = check_option(L, 1);
    dcg_ctx *ctx = dcg_api_ctx(L);
    dcg_state *st = dcg_api_read(L);
    lua_pushinteger(L, dcg_use_cost(ctx, st, c, st->zone[c] == DCG_ZONE_HAND));
    return 1;
}

const luaL_Reg dcg_api_use_fns[] = {{"use", l_use}, {"can_use", l_can_use}, {"use_cost", l_use_cost}, {NULL, NULL}};
