/* support_added.c: Supports placed by card effects (docs/dbe.md, readings
** R10-D-4 to R10-D-6; Support Phase: once both supports are used, supports
** placed by effects and not used yet start the resolution again from its
** beginning; Glossary: Fast / Slow, "3 or more supports").
**
** The support pile of a player holds the Support they played (if any) and,
** above it, the cards effects placed there. sup_used[p] counts the pile's
** cards already used; a round of the resolution (battle.c) resolves one card
** per player. When a round ends and a pile holds an unused card, the next
** round takes each player's lowest unused card as their support and runs the
** resolution from the start: misfires, Jamming, Void effects, then last in,
** first out (the turn player's first). */
#include "dbe.h"
#include <lauxlib.h>
#include <lua.h>

/* Round 0: the supports played are used by it. */
void dbe_support_begin(dcg_dbe_state *st)
{
    st->sup_round = 0;
    for (int p = 0; p < 2; p++) st->sup_used[p] = st->p[p].z[DBE_ZONE_SUPPORT].n;
}

/* After a round: the next one's supports, and true; false when none is left
** (the resolution is over). A placed card with no Support effect misfires as a
** blind one does (Support Phase: an impossible play). */
bool dbe_support_next_round(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    bool more = false;
    for (int p = 0; p < 2; p++) more |= st->p[p].z[DBE_ZONE_SUPPORT].n > st->sup_used[p];
    if (!more) {
        st->sup_round = 0;
        return false;
    }
    st->sup_round++;
    dbe_logf(ctx, "supports placed by effects: the resolution starts again");
    for (int p = 0; p < 2; p++) {
        dbe_player *pl = &st->p[p];
        const dbe_pile *z = &pl->z[DBE_ZONE_SUPPORT];
        pl->sup_blind = pl->sup_voided = pl->sup_misfire = pl->sup_resolved = 0;
        pl->sup_card = -1;
        if (z->n <= st->sup_used[p]) continue;
        pl->sup_card = (int8_t)z->c[st->sup_used[p]++];
        const dbe_card *c = dbe_inst(ctx, st, pl->sup_card);
        if (!c->support || c->kind == DBE_CARD_EVOLUTION) {
            pl->sup_misfire = 1;
            dbe_logf(ctx, "P%d's placed support %s cannot support: misfire", p + 1, c->name);
        }
    }
    return true;
}

/* dbe.add_support(card): a card of its owner's hand or trash becomes a further
** Support of theirs, face up, used when the supports before it are (reading R10-D-4). */
static int l_add_support(lua_State *L)
{
    dcg_dbe_ctx *ctx = dbe_lua_ctx(L);
    dcg_dbe_state *st = dbe_lua_game(L);
    int inst = dbe_lua_card(L, 1), p = st->inst_owner[inst];
    if (st->phase != DBE_PHASE_SUPPORT || st->stage != S_RESOLVE)
        return luaL_error(L, "a Support is placed while supports resolve (Support Phase)");
    int from = dbe_pile_find(&st->p[p].z[DBE_ZONE_HAND], inst) >= 0 ? DBE_ZONE_HAND
             : dbe_pile_find(&st->p[p].z[DBE_ZONE_TRASH], inst) >= 0 ? DBE_ZONE_TRASH : -1;
    if (from < 0) return luaL_error(L, "dbe.add_support: card %d is in neither its owner's hand nor trash", inst);
    if (st->p[p].z[DBE_ZONE_SUPPORT].n >= 8) return luaL_error(L, "dbe.add_support: at most 8 supports a player a turn");
    dbe_move(st, p, inst, from, DBE_ZONE_SUPPORT);
    dbe_logf(ctx, "P%d places %s as a further support", p + 1, dbe_inst(ctx, st, inst)->name);
    return 0;
}

void dbe_script_support_api(lua_State *L)
{
    static const luaL_Reg fns[] = {{"add_support", l_add_support}, {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
}
