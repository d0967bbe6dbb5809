/* one_by_one.c (test builds, DCG_INVARIANTS): catch a script that does one
** action to the members of one list one call at a time, where its text does
** that action to them all at once: "suspend all of them" is
** game.suspend(list), one set of events and one trigger pass (4-27-5, 15-11;
** DESIGN.md 12), not game.suspend(d) for each d of the list.
**
** The lists are those the game API returned to the running effect
** (game.choose, game.digimon, game.hand, game.reveal, ...; fx.digimon and
** fx.choose return them, fx.cards keeps their members). When an action that
** takes a list is given one Digimon or card alone, its newest such list is
** looked up: if the same action was given another member of that same list
** alone before, in the same effect call, it is a script error naming the
** call. Members picked one question at a time (fx.in_order, fx.for_each,
** "delete 1, then delete 1 more") each come from a list of their own (each
** game.choose returns one), so a text done in steps is not caught.
** A condition or value function's lists (a nested check) do not count. */
#include "script.h"
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

#ifdef DCG_INVARIANTS

static one_by_one *state_of(dcg_ctx *ctx)
{
    if (!ctx->one_by_one) ctx->one_by_one = calloc(1, sizeof *ctx->one_by_one);
    return ctx->one_by_one;
}

void dcg_one_by_one_enter(dcg_ctx *ctx, one_by_one *saved)
{
    one_by_one *o = state_of(ctx);
    if (!o) return;
    *saved = *o;
    memset(o, 0, sizeof *o);
    o->depth = ctx->depth;
}

void dcg_one_by_one_leave(dcg_ctx *ctx, const one_by_one *saved)
{
    if (ctx->one_by_one) *ctx->one_by_one = *saved;
}

/* Is the running API call one the watched effect makes itself? */
static one_by_one *watching(dcg_ctx *ctx)
{
    one_by_one *o = ctx->one_by_one;
    return o && o->depth && o->depth == ctx->depth && !ctx->readonly ? o : NULL;
}

void dcg_one_by_one_list(dcg_ctx *ctx, lua_State *L, bool cards)
{
    one_by_one *o = watching(ctx);
    if (!o || !lua_istable(L, -1)) return;
    o->lists++;
    for (lua_Integer i = 1; lua_geti(L, -1, i) == LUA_TNUMBER; i++) {
        lua_Integer id = lua_tointeger(L, -1);
        lua_pop(L, 1);
        if (id < 0 || id > 0xFFFF) continue;
        o->member[o->next % ONE_BY_ONE_MEMBERS] = (struct one_by_one_member){(uint16_t)id, o->lists, cards};
        o->next++;
    }
    lua_pop(L, 1);
}

/* The newest list holding id (a card's or a permanent's), or 0. */
static uint16_t list_of(const one_by_one *o, bool cards, int id)
{
    int n = o->next < ONE_BY_ONE_MEMBERS ? o->next : ONE_BY_ONE_MEMBERS;
    for (int k = 1; k <= n; k++) {
        const struct one_by_one_member *m = &o->member[(o->next - k) % ONE_BY_ONE_MEMBERS];
        if (m->id == id && m->cards == cards) return m->list;
    }
    return 0;
}

void dcg_one_by_one(dcg_ctx *ctx, lua_State *L, bool cards, int id)
{
    one_by_one *o = watching(ctx);
    if (!o) return;
    uint16_t list = list_of(o, cards, id);
    if (!list) return;
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "nf", &ar)) return;
    lua_CFunction fn = lua_tocfunction(L, -1);
    lua_pop(L, 1);
    int k = 0;
    while (k < o->n_actions && o->action[k].fn != fn) k++;
    if (k == ONE_BY_ONE_ACTIONS) return;
    if (k == o->n_actions) o->action[o->n_actions++] = (struct one_by_one_action){fn, 0, 0};
    struct one_by_one_action *a = &o->action[k];
    if (a->list == list && a->id != id)
        luaL_error(L, "game.%s given the members of one list one at a time: give it the list (one action on several "
                      "targets is one action, 4-27-5; docs/scripting.md, Traps checklist)",
                   ar.name ? ar.name : "?");
    a->list = list;
    a->id = (uint16_t)id;
}

#endif
