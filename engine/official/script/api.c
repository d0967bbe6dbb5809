/* api.c: the card API, the global `game` table scripts call while an
** effect runs. Players, cards and Digimon are small integers: a player is
** 0 or 1, a card an instance id, a Digimon (or Tamer) a permanent id.
** Every function checks its arguments before it changes anything. */
#include "script.h"
#include "api_lib.h"
#include <lauxlib.h>


static dcg_ctx *ctx_of(lua_State *L) { return *(dcg_ctx **)lua_getextraspace(L); }
static int need_answer(lua_State *L);

/* The state to read. */
static dcg_state *R(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    if (!ctx->cur) luaL_error(L, "game functions can only be used while an effect runs");
    return ctx->cur;
}

/* The state to change: not during a check (conditions cannot change the game). */
static dcg_state *W(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    if (!ctx->cur) luaL_error(L, "game functions can only be used while an effect runs");
    if (ctx->readonly) luaL_error(L, "a condition or check cannot change the game");
    return ctx->cur;
}

static int check_player(lua_State *L, int i)
{
    lua_Integer p = luaL_checkinteger(L, i);
    luaL_argcheck(L, p == 0 || p == 1, i, "a player is 0 or 1");
    return (int)p;
}

/* luaL_checkoption with the default def (an index of names): an argument
** left out costs no lookup of the default's name. */
static int opt_option(lua_State *L, int i, int def, const char *const names[])
{
    return lua_isnoneornil(L, i) ? def : luaL_checkoption(L, i, NULL, names);
}

static int check_card(lua_State *L, int i)
{
    lua_Integer c = luaL_checkinteger(L, i);
    dcg_state *st = R(L);
    luaL_argcheck(L, c >= 0 && c < DCG_MAX_CARDS && st->zone[c] != DCG_ZONE_NONE, i, "not a card in the game");
    return (int)c;
}

/* A count argument: refused outside 0..max (what the state can hold). */
static int check_count(lua_State *L, int i, lua_Integer def, lua_Integer max)
{
    lua_Integer n = luaL_optinteger(L, i, def);
    if (n < 0 || n > max) luaL_argerror(L, i, lua_pushfstring(L, "a count from 0 to %I", max));
    return (int)n;
}

static perm *check_perm(lua_State *L, int i)
{
    lua_Integer id = luaL_checkinteger(L, i);
    perm *pm = (id > 0 && id <= 0xFFFF) ? dcg_perm(R(L), (uint16_t)id) : NULL;
    if (!pm) luaL_argerror(L, i, "not a Digimon or Tamer on the field");
    return pm;
}

/* A permanent to read: on the field, or as it was when deleted (last-known
** information, for [On Deletion] effects). *dp gets its DP. */
static const perm *read_perm(lua_State *L, int i, int32_t *dp)
{
    static _Thread_local perm gone;
    lua_Integer id = luaL_checkinteger(L, i);
    dcg_state *st = R(L);
    perm *pm = (id > 0 && id <= 0xFFFF) ? dcg_perm(st, (uint16_t)id) : NULL;
    if (pm) {
        if (dp) *dp = dcg_perm_dp(ctx_of(L), st, pm);
        return pm;
    }
    for (int k = 0; id > 0 && k < DCG_MAX_LKI; k++)
        if (st->lki[k].perm == id) {
            const lki *l = &st->lki[k];
            if (!l->n)
                luaL_error(L, "the last-known information of Digimon %d is gone: more than %d cards were deleted since "
                           "(DCG_MAX_CARDS, the ring of deleted stacks)", (int)id, DCG_LKI_CARDS);
            memset(&gone, 0, sizeof gone);
            gone.id = l->perm;
            gone.n = l->n;
            gone.suspended = l->suspended;
            for (int c = 0; c < l->n; c++) gone.cards[c] = st->lki_cards[(l->at + c) % DCG_LKI_CARDS];
            if (dp) *dp = l->dp;
            return &gone;
        }
    luaL_argerror(L, i, "not a Digimon or Tamer on the field");
    return NULL;
}

/* A list of ids (cards: of cards, else of permanents) returned to a script. */
static void push_list(lua_State *L, const uint16_t *v, int n, bool cards)
{
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushinteger(L, v[i]);
        lua_rawseti(L, -2, i + 1);
    }
    dcg_one_by_one_list(ctx_of(L), L, cards);
}

/* ---- reading ---------------------------------------------------------------------- */

static int l_turn_player(lua_State *L) { lua_pushinteger(L, R(L)->turn_player); return 1; }
static int l_turn(lua_State *L) { lua_pushinteger(L, R(L)->turn); return 1; }
/* game.phase(): the phase of the turn now: "unsuspend", "draw", "breeding",
** "main" or "end" (6-1; "when ... during your main phase"). */
static int l_phase(lua_State *L) { lua_pushstring(L, dcg_phase_name(dcg_phase_of(R(L)))); return 1; }
static int l_opponent(lua_State *L) { lua_pushinteger(L, 1 - check_player(L, 1)); return 1; }
static int l_memory(lua_State *L) { lua_pushinteger(L, dcg_mem(R(L), check_player(L, 1))); return 1; }
static int l_security(lua_State *L) { lua_pushinteger(L, R(L)->pl[check_player(L, 1)].security.n); return 1; }
static int l_deck_count(lua_State *L) { lua_pushinteger(L, R(L)->pl[check_player(L, 1)].deck.n); return 1; }
static int l_egg_count(lua_State *L) { lua_pushinteger(L, R(L)->pl[check_player(L, 1)].eggs.n); return 1; }

/* game.no_sources(d), game.has_sources(d), game.suspended(d): whether d
** has no (some) digivolution cards, is suspended; filters called often
** enough to be C (fx). */
static bool no_sources(const perm *pm) { return pm->n == 1; }
static bool has_sources(const perm *pm) { return pm->n > 1; }
static bool is_suspended(const perm *pm) { return pm->suspended; }
static int l_no_sources(lua_State *L) { lua_pushboolean(L, no_sources(read_perm(L, 1, NULL))); return 1; }
static int l_has_sources(lua_State *L) { lua_pushboolean(L, has_sources(read_perm(L, 1, NULL))); return 1; }
static int l_suspended(lua_State *L) { lua_pushboolean(L, is_suspended(read_perm(L, 1, NULL))); return 1; }

/* When the filter at index i is one of the tests above, that test, run
** directly on each permanent: the result of calling it, without a Lua call
** per permanent (it reads the game only). NULL for any other filter. */
typedef bool (*perm_test)(const perm *pm);
static perm_test builtin_filter(lua_State *L, int i)
{
    lua_CFunction f = lua_tocfunction(L, i);
    if (f == l_no_sources) return no_sources;
    if (f == l_has_sources) return has_sources;
    if (f == l_suspended) return is_suspended;
    return NULL;
}

/* game.digimon(p [, filter]) / game.tamers(p [, filter]) / game.options(p
** [, filter]): permanent ids in p's battle area, in order; with filter,
** those for which filter(id) is true. An "Option card in the battle area"
** is one an effect placed there (4-28-1). */
enum { LIST_DIGIMON, LIST_TAMERS, LIST_OPTIONS };
static bool listed_as(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int what)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (what == LIST_DIGIMON) return dcg_perm_is_digimon(ctx, st, pm); /* also a Tamer treated as one (15-12-1-4) */
    if (what == LIST_TAMERS) return top->kind == DCG_KIND_TAMER;
    return top->kind == DCG_KIND_OPTION && (pm->flags & PERM_BY_EFFECT);
}
static int list_perms(lua_State *L, int what)
{
    dcg_ctx *ctx = ctx_of(L);
    dcg_state *st = R(L);
    side *pl = &st->pl[check_player(L, 1)];
    perm_test test = builtin_filter(L, 2);
    bool filter = !test && !lua_isnoneornil(L, 2);
    uint16_t ids[DCG_MAX_PERMS];
    int n = 0;
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        if (listed_as(ctx, st, pm, what) && (!test || test(pm))) ids[n++] = pm->id;
    }
    int kept = n;
    if (filter) { /* the list is read first: what a filter does cannot change it */
        kept = 0;
        for (int i = 0; i < n; i++) {
            lua_pushvalue(L, 2);
            lua_pushinteger(L, ids[i]);
            lua_call(L, 1, 1);
            if (lua_toboolean(L, -1)) ids[kept++] = ids[i];
            lua_pop(L, 1);
        }
    }
    push_list(L, ids, kept, false);
    return 1;
}
static int l_digimon(lua_State *L) { return list_perms(L, LIST_DIGIMON); }
static int l_tamers(lua_State *L) { return list_perms(L, LIST_TAMERS); }
static int l_options(lua_State *L) { return list_perms(L, LIST_OPTIONS); }
/* game.breeding(p): p's Digimon in the breeding area, or nil. */
static int l_breeding(lua_State *L)
{
    const perm *pm = &R(L)->pl[check_player(L, 1)].breeding;
    if (pm->id == DCG_NO_PERM) return 0;
    lua_pushinteger(L, pm->id);
    return 1;
}

/* A pile's cards from its end: top first (deck, security), newest first (hand, trash). */
static int pile_list(lua_State *L, int zone)
{
    dcg_state *st = R(L);
    pile *pl = dcg_pile(st, check_player(L, 1), zone);
    uint16_t ids[DCG_PLAYER_CARDS];
    for (int i = 0; i < pl->n; i++) ids[i] = pl->cards[pl->n - 1 - i];
    push_list(L, ids, pl->n, true);
    return 1;
}
static int l_hand(lua_State *L) { return pile_list(L, DCG_ZONE_HAND); }
static int l_trash_cards(lua_State *L) { return pile_list(L, DCG_ZONE_TRASH); }

static int l_dp(lua_State *L)
{
    int32_t dp;
    read_perm(L, 1, &dp);
    lua_pushinteger(L, dp);
    return 1;
}
/* 15-8-3-8: a "when ..." effect watching a Digimon's event (another's
** play, digivolution, ...) reads that Digimon, its subject, at the level it
** had when the effect triggered (kept when its top card changed since,
** dcg_keep_trigger_levels); -1 when it has not changed. */
static int level_when_triggered(lua_State *L, lua_Integer id)
{
    const dcg_state *st = R(L);
    const pending *pe = &st->act.e;
    if (!st->act.on || pe->subject != id || !pe_level(pe) || !dcg_reads_trigger_level(ctx_of(L), st, pe)) return -1;
    return pe_level(pe) - 1;
}
/* The Tamer d is treated as a Digimon in its "would digivolve" effects now
** (procedure_would_as)? */
static bool read_as_digimon(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return ctx->would_as.digimon && pm->id == ctx->would_as.digimon && card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_TAMER;
}
static int l_level(lua_State *L)
{
    int then = level_when_triggered(L, luaL_checkinteger(L, 1)); /* also once it has left the field (Q738) */
    if (then >= 0) {
        lua_pushinteger(L, then);
        return 1;
    }
    const perm *pm = read_perm(L, 1, NULL);
    lua_pushinteger(L, read_as_digimon(ctx_of(L), R(L), pm) ? ctx_of(L)->would_as.level : card_def(ctx_of(L), R(L), perm_top(pm))->level);
    return 1;
}
static int l_sources(lua_State *L) { lua_pushinteger(L, read_perm(L, 1, NULL)->n - 1); return 1; }
/* game.can_suspend(d): d is on the field, unsuspended, and nothing forbids
** its suspending (11-2-5): a cost of suspending it can be paid. */
static int l_can_suspend(lua_State *L)
{
    const perm *pm = read_perm(L, 1, NULL);
    lua_pushboolean(L, dcg_perm(R(L), pm->id) && dcg_perm_can_suspend(ctx_of(L), R(L), pm));
    return 1;
}
static int l_owner(lua_State *L) { lua_pushinteger(L, card_owner(read_perm(L, 1, NULL)->cards[0])); return 1; }
static int l_top(lua_State *L) { lua_pushinteger(L, perm_top(read_perm(L, 1, NULL))); return 1; }
/* game.battling(d): the Digimon d is battling now, or nil. */
static int l_battling(lua_State *L)
{
    dcg_state *st = R(L);
    lua_Integer id = luaL_checkinteger(L, 1);
    for (int i = 0; i < 2; i++)
        if (st->battling[i] && st->battling[i] == id) {
            lua_pushinteger(L, st->battling[1 - i]);
            return 1;
        }
    return 0;
}

static int l_on_field(lua_State *L)
{
    lua_Integer id = luaL_checkinteger(L, 1);
    lua_pushboolean(L, id > 0 && id <= 0xFFFF && dcg_perm_in_battle(R(L), (uint16_t)id));
    return 1;
}
/* game.source_cards(d): its digivolution cards, bottom first. */
static int l_source_cards(lua_State *L)
{
    const perm *pm = read_perm(L, 1, NULL);
    uint16_t ids[DCG_MAX_STACK];
    for (int k = 0; k < pm->n - 1; k++) ids[k] = pm->cards[k];
    push_list(L, ids, pm->n - 1, true);
    return 1;
}

/* A card whose printed facts are read: one in the game, or a token removed
** from it, whose facts stay readable (it counts as placed where it went,
** 4-21-5: the subject of a "placed in the trash" effect, 15-1-9) until
** another token takes its id. */
static int check_fact_card(lua_State *L, int i)
{
    lua_Integer c = luaL_checkinteger(L, i);
    const dcg_state *st = R(L);
    bool removed_token = c >= 0 && c < DCG_MAX_CARDS && st->zone[c] == DCG_ZONE_NONE &&
                         c >= card_owner((int)c) * DCG_PLAYER_CARDS + st->pl[card_owner((int)c)].n_cards &&
                         card_def(ctx_of(L), st, (int)c)->token;
    return removed_token ? (int)c : check_card(L, i);
}
static const dcg_card *card_arg(lua_State *L, int i) { return card_def(ctx_of(L), R(L), check_fact_card(L, i)); }
/* A card's text (its number, name, attribute) to a script: by its length,
** never through the VM's cache of C strings (lua_pushstring), which keeps a
** long one for a while, so that whether making it allocates (and costs the
** call memory) would depend on what ran before (dcg_limits.h). */
static int push_text(lua_State *L, const char *s)
{
    lua_pushlstring(L, s, strlen(s));
    return 1;
}

static int l_card_number(lua_State *L) { return push_text(L, card_arg(L, 1)->number); }
static int l_card_name(lua_State *L) { return push_text(L, card_arg(L, 1)->name); }
static int l_card_kind(lua_State *L) { lua_pushstring(L, dcg_kind_name(card_arg(L, 1)->kind)); return 1; }
static int l_card_level(lua_State *L) { lua_pushinteger(L, card_arg(L, 1)->level); return 1; }
static int l_card_dp(lua_State *L) { lua_pushinteger(L, card_arg(L, 1)->dp); return 1; }
static int l_card_owner(lua_State *L) { lua_pushinteger(L, card_owner(check_fact_card(L, 1))); return 1; }
static int l_card_zone(lua_State *L) { lua_pushstring(L, dcg_zone_name(R(L)->zone[check_card(L, 1)])); return 1; }

/* ---- card properties (of a card, or of a Digimon as it is now: its top card) ------- */

/* Colour names as scripts write them (bit i of a colour mask is colour i). */
static const char *const color_names[DCG_COLOR_COUNT + 1] = {"red", "blue", "yellow", "green", "black", "purple", "white", NULL};
static int check_color(lua_State *L, int i) { return 1 << luaL_checkoption(L, i, NULL, color_names); }
/* A keyword, or its kind named without a number or colour ("decoy": every <Decoy>, 16-2). */
static dcg_kwset check_keyword(lua_State *L, int i)
{
    dcg_kwset set = dcg_keyword_or_kind(luaL_checkstring(L, i));
    if (!set) {
        char buf[768];
        luaL_argerror(L, i, lua_pushfstring(L, "not a keyword (one of %s, or a kind such as decoy)", dcg_keyword_list(buf, sizeof buf, true)));
    }
    return set;
}
static void push_colors(lua_State *L, uint8_t mask)
{
    lua_createtable(L, DCG_COLOR_COUNT, 0);
    for (int i = 0, n = 0; i < DCG_COLOR_COUNT; i++)
        if (mask & (1 << i)) {
            lua_pushstring(L, color_names[i]);
            lua_rawseti(L, -2, ++n);
        }
}
/* The traits of the '/'-separated lists (card data: each non-empty, without
** '/'), as one list, each once (2-3-2-2). */
static void push_traits(lua_State *L, const char *const *lists, int n_lists)
{
    lua_newtable(L);
    int n = 0;
    for (int k = 0; k < n_lists; k++)
        for (const char *t = lists[k]; *t;) {
            size_t len = strcspn(t, "/");
            bool seen = false;
            for (int i = 1; i <= n && !seen; i++) {
                lua_rawgeti(L, -1, i);
                size_t l;
                const char *have = lua_tolstring(L, -1, &l);
                seen = l == len && !memcmp(have, t, len);
                lua_pop(L, 1);
            }
            if (!seen) {
                lua_pushlstring(L, t, len);
                lua_rawseti(L, -2, ++n);
            }
            t += len + (t[len] == '/');
        }
}

/* Each property reads a card definition: of card c (game.card_X(c)) or of
** Digimon d's top card (game.X(d), also as it was when deleted). */
typedef const dcg_card *(*def_reader)(lua_State *L);
static const dcg_card *def_of_card(lua_State *L) { return card_def(ctx_of(L), R(L), check_card(L, 1)); }
static const dcg_card *def_of_perm(lua_State *L) { return card_def(ctx_of(L), R(L), perm_top(read_perm(L, 1, NULL))); }

static int prop_colors(lua_State *L, def_reader f) { push_colors(L, f(L)->colors); return 1; }
static int prop_has_color(lua_State *L, def_reader f) { lua_pushboolean(L, (f(L)->colors & check_color(L, 2)) != 0); return 1; }
/* 2-3-2-1: its traits are its forms, attributes and types, in that (the printed) order. */
static int prop_traits(lua_State *L, def_reader f)
{
    const dcg_card *d = f(L);
    push_traits(L, (const char *const[]){d->form, d->attribute, d->types}, 3);
    return 1;
}
static int prop_has_trait(lua_State *L, def_reader f)
{
    size_t len;
    const char *t = luaL_checklstring(L, 2, &len);
    lua_pushboolean(L, dcg_card_has_trait(f(L), t, len));
    return 1;
}
/* Its forms ("with [Hybrid] in its form"), a list. */
static int prop_form(lua_State *L, def_reader f)
{
    const dcg_card *d = f(L);
    push_traits(L, (const char *const[]){d->form}, 1);
    return 1;
}
/* "[Greymon] in its name": the name contains the part (2-3-1-3). */
/* "[X] in its name": the printed name or a (Rule) name (req.c, as requirements read it). */
static int prop_name_has(lua_State *L, def_reader f) { lua_pushboolean(L, dcg_card_name_has(f(L), luaL_checkstring(L, 2))); return 1; }
static int prop_cost(lua_State *L, def_reader f)
{
    const dcg_card *d = f(L);
    if (d->play_cost < 0) return 0;
    lua_pushinteger(L, d->play_cost);
    return 1;
}
static int l_card_colors(lua_State *L) { return prop_colors(L, def_of_card); }
static int l_card_has_color(lua_State *L) { return prop_has_color(L, def_of_card); }
static int l_card_traits(lua_State *L) { return prop_traits(L, def_of_card); }
static int l_card_has_trait(lua_State *L) { return prop_has_trait(L, def_of_card); }
static int l_card_name_has(lua_State *L) { return prop_name_has(L, def_of_card); }
static int l_card_cost(lua_State *L) { return prop_cost(L, def_of_card); }
/* A Digimon's colours now: its top card's and those an effect treats it as
** having too (perm.c, dcg_perm_colors). */
static uint8_t colors_of_perm(lua_State *L)
{
    const perm *pm = read_perm(L, 1, NULL);
    if (read_as_digimon(ctx_of(L), R(L), pm) && ctx_of(L)->would_as.colors) return ctx_of(L)->would_as.colors; /* Q1690 */
    return dcg_perm_colors(ctx_of(L), R(L), pm);
}
static int l_colors(lua_State *L) { push_colors(L, colors_of_perm(L)); return 1; }
static int l_has_color(lua_State *L) { lua_pushboolean(L, (colors_of_perm(L) & check_color(L, 2)) != 0); return 1; }
static int l_traits(lua_State *L) { return prop_traits(L, def_of_perm); }
static int l_has_trait(lua_State *L) { return prop_has_trait(L, def_of_perm); }
static int l_name_has(lua_State *L) { return prop_name_has(L, def_of_perm); }
static int l_name(lua_State *L) { return push_text(L, def_of_perm(L)->name); }
static int l_kind(lua_State *L)
{
    const perm *pm = read_perm(L, 1, NULL);
    lua_pushstring(L, dcg_kind_name(read_as_digimon(ctx_of(L), R(L), pm) ? DCG_KIND_DIGIMON : def_of_perm(L)->kind)); /* Q1690 */
    return 1;
}
static int l_cost(lua_State *L) { return prop_cost(L, def_of_perm); }
/* game.card_attribute(c), game.attribute(d): its attribute ("Vaccine", "Virus", ...; "" when none). */
static int l_card_form(lua_State *L) { return prop_form(L, def_of_card); }
static int l_form(lua_State *L) { return prop_form(L, def_of_perm); }
static int l_card_attribute(lua_State *L) { return push_text(L, def_of_card(L)->attribute); }
static int l_attribute(lua_State *L) { return push_text(L, def_of_perm(L)->attribute); }
/* game.card_text_has(c, term): "a card with [term] in its text" (4-23):
** term is one of the terms printed on the card (its card fact text_has), a
** whole term (4-23-4: <Save> is not <Material Save>), whatever the card's
** effects do now (4-23-2, 4-23-3). */
static int l_card_text_has(lua_State *L)
{
    const char *list = def_of_card(L)->text_has, *term = luaL_checkstring(L, 2);
    size_t n = strlen(term);
    bool has = false;
    for (const char *p = list; *p && !has;) {
        const char *e = strchr(p, '/');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        has = len == n && !memcmp(p, term, n);
        p += len + (e != NULL);
    }
    lua_pushboolean(L, has);
    return 1;
}
/* game.card_has_inherited_effect(c), game.card_has_link_effect(c): its card
** prints that part (2-3-11-2-2, 2-3-11-4-7: "a Tamer card with inherited effects"). */
static int l_card_has_inherited_effect(lua_State *L)
{
    lua_pushboolean(L, dcg_card_has_effect_part(ctx_of(L), R(L)->def[check_card(L, 1)], false));
    return 1;
}
static int l_card_has_link_effect(lua_State *L)
{
    lua_pushboolean(L, dcg_card_has_effect_part(ctx_of(L), R(L)->def[check_card(L, 1)], true));
    return 1;
}
/* game.card_has_keyword(c, kw): printed as the card's own effect. */
static int l_card_has_keyword(lua_State *L)
{
    const dcg_card *d = def_of_card(L);
    lua_pushboolean(L, (d->keywords & check_keyword(L, 2)) != 0);
    return 1;
}
/* game.has_keyword(d, kw): d has it now (its own, inherited, granted, not lost). */
static int l_has_keyword(lua_State *L)
{
    perm *pm = check_perm(L, 1);
    dcg_kwset kw = check_keyword(L, 2);
    lua_pushboolean(L, (dcg_perm_keywords(ctx_of(L), R(L), pm) & kw) != 0);
    return 1;
}

/* game.effect_is(kind): the effect being processed now is a kind effect
** ("Digimon", "Tamer", "Option": 15-2; "except with Tamer effects"), false
** when none is (the rules). */
static int l_effect_is(lua_State *L)
{
    static const char *const kinds[] = {"Digimon", "Tamer", "Option", NULL};
    int want = 1 << luaL_checkoption(L, 1, NULL, kinds);
    lua_pushboolean(L, (dcg_effect_types_now(ctx_of(L), R(L)) & want) != 0);
    return 1;
}

/* game.effect_number(me, kind, n): the number n of kind shown in the text of
** me's effect ("delete 1 with 4000 DP or less": "deletion_dp", 4000) after
** what effects add to or take from it (15-15-4); a number the text does not
** show (a Digimon's DP) is not passed (15-15-4-3). */
static int l_effect_number(lua_State *L)
{
    int p = check_player(L, 1);
    int kind = luaL_checkoption(L, 2, NULL, dcg_number_kinds);
    lua_Integer n = luaL_checkinteger(L, 3);
    luaL_argcheck(L, n >= 0 && n <= DCG_SCRIPT_DP_MAX, 3, "a number from 0 to the DP limit");
    lua_pushinteger(L, dcg_effect_number(ctx_of(L), R(L), p, kind, (int32_t)n));
    return 1;
}

/* ---- history (this turn) ----------------------------------------------------------- */

static int did_this_turn(lua_State *L, int what) { lua_pushboolean(L, (check_perm(L, 1)->this_turn & what) != 0); return 1; }
static int l_played_this_turn(lua_State *L) { return did_this_turn(L, PERM_PLAYED); }
static int l_digivolved_this_turn(lua_State *L) { return did_this_turn(L, PERM_DIGIVOLVED); }
static int l_attacked_this_turn(lua_State *L) { return did_this_turn(L, PERM_ATTACKED); }
/* game.player_digivolved_this_turn(p): p digivolved a Digimon in the battle area this turn, by
** the rules or an effect, whether or not it is still there ("if you've digivolved this turn"). */
static int l_player_digivolved_this_turn(lua_State *L)
{
    lua_pushboolean(L, (R(L)->pl[check_player(L, 1)].flags & SIDE_DIGIVOLVED) != 0);
    return 1;
}
/* game.player_attacked_this_turn(p): p declared an attack with a Digimon this turn, whether or
** not it is still there ("if your opponent didn't attack with a Digimon this turn", Q660). */
static int l_player_attacked_this_turn(lua_State *L)
{
    lua_pushboolean(L, (R(L)->pl[check_player(L, 1)].flags & SIDE_ATTACKED) != 0);
    return 1;
}
static int l_dna_digivolved(lua_State *L) { return did_this_turn(L, PERM_DNA); }
static int l_digixros_cards(lua_State *L) { lua_pushinteger(L, (check_perm(L, 1)->this_turn & PERM_XROS) >> PERM_XROS_SHIFT); return 1; }

/* ---- changing ----------------------------------------------------------------------- */

/* game.gain_memory(p, n) / game.lose_memory(p, n): any n >= 0 ("1 for each
** card in your trash" may be 30); the gauge stops at its ends (1-4-2-2), so
** more than its whole width moves it no further. */
static int change_memory(lua_State *L, bool gain)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2), width = 2 * dcg_mem_cap(st);
    luaL_argcheck(L, n >= 0, 2, "not negative");
    if (n > width) n = width;
    if (!gain) {
        dcg_mem_pay(ctx_of(L), st, p, (int)n);
        return 0;
    }
    dcg_mem_gain(ctx_of(L), st, p, (int)n);
    return 0;
}
static int l_gain_memory(lua_State *L) { return change_memory(L, true); }
static int l_lose_memory(lua_State *L) { return change_memory(L, false); }

static int l_set_memory(lua_State *L)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= -10 && n <= 10, 2, "-10 to 10");
    dcg_mem_set(ctx_of(L), st, p, (int)n);
    return 0;
}

/* Argument arg of a call that acts on one permanent or a list of them at the
** same time: into ids (at most max), each once, each on the field or, with
** battle_only, in the battle area. Returns how many (a list may be empty).
** One alone is checked in test builds (dcg_one_by_one). */
static int perm_args(lua_State *L, int arg, uint16_t *ids, int max, bool battle_only)
{
    dcg_state *st = R(L);
    const char *where = battle_only ? "a Digimon in the battle area" : "a Digimon or Tamer on the field";
    int n = 0;
    if (!lua_istable(L, arg)) {
        perm *pm = check_perm(L, arg);
        luaL_argcheck(L, !battle_only || dcg_perm_in_battle(st, pm->id), arg, "not in the battle area");
        ids[n++] = pm->id;
        dcg_one_by_one(ctx_of(L), L, false, pm->id);
        return n;
    }
    for (lua_Integer i = 1; lua_geti(L, arg, i) != LUA_TNIL; i++) {
        if (n == max) luaL_error(L, "at most %d at once", max);
        lua_Integer id = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        if (id <= 0 || id > 0xFFFF || !(battle_only ? dcg_perm_in_battle(st, (uint16_t)id) : dcg_perm(st, (uint16_t)id) != NULL))
            luaL_error(L, "item %d is not %s", (int)i, where);
        for (int k = 0; k < n; k++)
            if (ids[k] == id) luaL_error(L, "item %d names one twice", (int)i);
        ids[n++] = (uint16_t)id;
        lua_pop(L, 1);
    }
    return n;
}

/* game.delete(d) or game.delete({d1, d2, ...}): delete one Digimon, or
** several at the same time (15-11-1, 3-1-3-3). Each must be in the battle
** area; a list may not name one twice. */
static int l_delete(lua_State *L)
{
    dcg_state *st = W(L);
    uint16_t ids[DCG_MAX_LKI];
    int n = perm_args(L, 1, ids, DCG_MAX_LKI, true);
    dcg_delete_set(ctx_of(L), st, ids, NULL, n, DCG_DEL_EFFECT);
    if (ctx_of(L)->asking) return need_answer(L); /* a "would" effect waits for an answer */
    return 0;
}

/* game.deletion(d): for a deleted Digimon, why ("battle", "effect", "dp")
** and the Digimon that caused it (the one it battled), or nil when d was
** not deleted. */
static int l_deletion(lua_State *L)
{
    static const char *const causes[DCG_DEL_CAUSE_COUNT] = {"battle", "effect", "dp"};
    lua_Integer id = luaL_checkinteger(L, 1);
    const dcg_state *st = R(L);
    for (int k = 0; id > 0 && k < DCG_MAX_LKI; k++)
        if (st->lki[k].perm == id) {
            lua_pushstring(L, causes[st->lki[k].cause]);
            if (st->lki[k].by) lua_pushinteger(L, st->lki[k].by);
            else lua_pushnil(L);
            return 2;
        }
    lua_pushnil(L);
    return 1;
}

/* Is pm unaffected by the running effect's player (15-15-5-1: <Progress>)?
** Then that effect's processing leaves it as it is (it may still be
** chosen, 15-15-5-3); a change it makes waits in the layers (perm.c). */
static bool unaffected(lua_State *L, const perm *pm)
{
    dcg_ctx *ctx = ctx_of(L);
    return dcg_perm_unaffected(ctx, R(L), pm, dcg_effect_player(ctx, R(L)));
}

/* game.suspend(d) / game.unsuspend(d), or a list {d1, d2, ...}: turned at
** the same time, so a "when ... is suspended" effect triggers once ("suspend
** all of your Tamers", 4-27-5); one unaffected by the effect stays as it is,
** and so does one that can't suspend (11-2-5). Returns how many turned. */
static int turn_perms(lua_State *L, bool suspended)
{
    dcg_state *st = W(L);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int n = perm_args(L, 1, ids, 2 * DCG_MAX_PERMS, false), m = 0;
    for (int i = 0; i < n; i++)
        if (!unaffected(L, dcg_perm(st, ids[i]))) ids[m++] = ids[i];
    lua_pushinteger(L, dcg_suspend_set(ctx_of(L), st, ids, m, suspended));
    return 1;
}
static int l_suspend(lua_State *L) { return turn_perms(L, true); }
static int l_unsuspend(lua_State *L) { return turn_perms(L, false); }

/* game.trash_sources(d, n [, "top"]): trash n (or "all") digivolution cards from the
** bottom (default) or the top of d's digivolution cards; d may be a list
** ("... of all of your opponent's Digimon", BT1-101): all of them at the same
** time (one set of moves: a watcher triggers once, 4-27-5). */
static int l_trash_sources(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int np = perm_args(L, 1, ids, 2 * DCG_MAX_PERMS, false), n = DCG_MAX_STACK; /* "all" */
    if (lua_type(L, 2) != LUA_TSTRING || strcmp(lua_tostring(L, 2), "all")) {
        luaL_checkinteger(L, 2);
        n = check_count(L, 2, 0, DCG_MAX_STACK);
    }
    static const char *const ends[] = {"bottom", "top", NULL};
    int from_top = luaL_checkoption(L, 3, "bottom", ends);
    int was = dcg_together_begin(ctx, st);
    for (int i = 0; i < np; i++) {
        const perm *pm = dcg_perm(st, ids[i]);
        if (unaffected(L, pm)) continue;
        int cards[DCG_MAX_STACK], m = 0;
        for (int k = 0; k < n && k < pm->n - 1; k++) { /* those n, but one effects can't trash (BT9-109: Q1922) */
            int c = pm->cards[from_top ? pm->n - 2 - k : k];
            if (!dcg_source_kept(ctx, st, pm, c)) cards[m++] = c;
        }
        dcg_move_set(ctx, st, cards, m, DCG_ZONE_TRASH);
    }
    dcg_together_end(ctx, was);
    return 0;
}

static int ask_failed(lua_State *L, int a);
static int check_off_field(lua_State *L, int i);

/* Does a top card stop <De-Digivolve>? Only one with a level of 3 or lower
** (16-12-4). A card without a level (a Tamer, an Option such as X Antibody,
** a D-Reaper card, a face-down card) has none to compare: the trashing goes
** on past it whatever its category (16-12-6, Q1916). One left on top stays
** as the rules say: a Tamer as a Tamer (Q1372), an Option or a card without
** DP trashed by the rule check with the cards under it (17-1-3, Q1921). */
static bool stops_de_digivolve(const dcg_card *c) { return c->level > 0 && c->level <= 3; }

/* game.de_digivolve(me, d, n): <De-Digivolve N> (16-12). me declares a
** number from 1 to n (asked when n > 1), then that many cards are trashed
** from the top of d one at a time (16-12-5), as long as the top card does
** not stop it (stops_de_digivolve) and is not the last card; returns how
** many. d may be a list: one instance on those stacks (16-12-1: one number
** declared), all of their cards trashed at the same time (a watcher
** triggers once, 4-27-5). */
static int l_de_digivolve(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1);
    uint16_t ids[2 * DCG_MAX_PERMS], nums[DCG_MAX_STACK];
    int np = perm_args(L, 2, ids, 2 * DCG_MAX_PERMS, false), affected = 0;
    luaL_checkinteger(L, 3);
    int n = check_count(L, 3, 0, DCG_MAX_STACK), done = 0;
    luaL_argcheck(L, n >= 1, 3, "at least 1");
    for (int i = 0; i < np; i++)
        if (!unaffected(L, dcg_perm(st, ids[i]))) ids[affected++] = ids[i];
    if (!affected) { /* nothing to declare for: none trashed */
        lua_pushinteger(L, 0);
        return 1;
    }
    if (n > 1) {
        for (int i = 0; i < n; i++) nums[i] = (uint16_t)(i + 1);
        int a = dcg_effect_ask(ctx, me, 0, ASK_NUMBERS, nums, n, 0);
        if (a < 0) return ask_failed(L, a);
        n = a + 1;
    }
    /* the cards go from the top one at a time, but are trashed at the same
    ** time (16-12-5): one set of moves, so a watcher triggers once */
    int was = dcg_together_begin(ctx, st);
    for (int i = 0; i < affected; i++) {
        const perm *pm = dcg_perm(st, ids[i]);
        int cards[DCG_MAX_STACK], m = 0;
        for (; m < n && m < pm->n - 1; m++) {
            int top = pm->cards[pm->n - 1 - m];
            if (stops_de_digivolve(card_def(ctx, st, top))) break;
            cards[m] = top;
        }
        dcg_move_set(ctx, st, cards, m, DCG_ZONE_TRASH);
        done += m;
    }
    dcg_together_end(ctx, was);
    lua_pushinteger(L, done);
    return 1;
}

/* The top cards of the Digimon (or list) at argument 1 that have one to move: a stacked card, on a
** Digimon the effect affects (game.trash_top, game.move_top). */
static int top_cards(lua_State *L, int cards[2 * DCG_MAX_PERMS])
{
    dcg_state *st = W(L);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int np = perm_args(L, 1, ids, 2 * DCG_MAX_PERMS, false), n = 0;
    for (int i = 0; i < np; i++) {
        const perm *pm = dcg_perm(st, ids[i]);
        if (pm->n > 1 && !unaffected(L, pm)) cards[n++] = pm->cards[pm->n - 1];
    }
    return n;
}

/* game.trash_top(d) or a list: "trash the top card of this Digimon" (not
** <De-Digivolve>: no stop at level 3, BT8-110, BT9-083): the top card of
** each goes to the trash at the same time, the card under it becomes the
** top of the same Digimon (nothing is played or digivolved: no [On Play]
** or [When Digivolving], Q1886); one with no digivolution cards has no
** stacked card and keeps it (Q1885), one unaffected by the effect too.
** Returns how many were trashed. */
static int l_trash_top(lua_State *L)
{
    int cards[2 * DCG_MAX_PERMS], n = top_cards(L, cards);
    dcg_move_set(ctx_of(L), W(L), cards, n, DCG_ZONE_TRASH);
    lua_pushinteger(L, n);
    return 1;
}

/* Where game.move_source and game.move_top put a card (the odd ones at the bottom of their pile). */
static const char *const move_places[] = {"hand", "trash", "deck_top", "deck_bottom", "security_top", "security_bottom", NULL};
static const uint8_t move_zones[] = {DCG_ZONE_HAND, DCG_ZONE_TRASH, DCG_ZONE_DECK, DCG_ZONE_DECK, DCG_ZONE_SECURITY, DCG_ZONE_SECURITY};
static bool put_card(dcg_ctx *ctx, dcg_state *st, int c, int zone, bool bottom);

/* game.move_top(d, where): "place the top card of this Digimon on top of
** your security stack" (BT9-044): the top card of d (or of each listed, at
** the same time) goes where game.move_source's names say ("hand", "trash",
** "deck_top", "deck_bottom", "security_top", "security_bottom"), as
** game.trash_top's does: the card under it becomes the top of the same
** Digimon; one with no digivolution cards keeps its card (Q1840), one
** unaffected by the effect too, and none goes to a security stack while its
** player's effects can't add cards there (BT9-103). Returns how many moved. */
static int l_move_top(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int w = luaL_checkoption(L, 2, NULL, move_places), cards[2 * DCG_MAX_PERMS], n = top_cards(L, cards);
    if (move_zones[w] == DCG_ZONE_SECURITY && dcg_effect_player_cannot(ctx, st, CANNOT_ADD_TO_SECURITY)) n = 0; /* BT9-103 */
    int moved = 0, was = dcg_together_begin(ctx, st);
    for (int i = 0; i < n; i++) moved += put_card(ctx, st, cards[i], move_zones[w], w == 3 || w == 5);
    dcg_together_end(ctx, was);
    lua_pushinteger(L, moved);
    return 1;
}

/* game.digi_burst(me, d, n [, {up_to = true}]): the cost of <Digi-Burst N>
** (16-14). When d has n or more digivolution cards, me may trash n of them
** (16-14-2: it is optional), chosen when there is a choice, all at once.
** True when paid: the effect it names follows. up_to: <Digi-Burst up to N>,
** any number from 1 to n (BT7-040, Q1569): with 1 or more cards, me may
** declare how many (asked when more than 1 can be), then chooses them;
** returns that number when paid (false when not). */
static int l_digi_burst(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1);
    perm *pm = check_perm(L, 2);
    luaL_checkinteger(L, 3);
    uint16_t items[DCG_MAX_STACK];
    int n = check_count(L, 3, 0, DCG_MAX_STACK), m = dcg_trashable_sources(ctx, st, pm, items);
    luaL_argcheck(L, n >= 1, 3, "at least 1");
    bool up_to = false;
    if (!lua_isnoneornil(L, 4)) {
        luaL_checktype(L, 4, LUA_TTABLE);
        int e = dcg_safe_entries(L, 4);
        for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1))
            if (lua_type(L, -2) != LUA_TSTRING || strcmp(lua_tostring(L, -2), "up_to"))
                luaL_argerror(L, 4, "the option is up_to = true");
        lua_pop(L, 1);
        lua_getfield(L, 4, "up_to");
        luaL_argcheck(L, lua_isboolean(L, -1), 4, "up_to is true or false");
        up_to = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    if (up_to && m < n) n = m; /* up to what it has (Q1569) */
    if (m < n || n < 1) { /* the cost can't be paid (15-6; cards effects can't trash don't count, Q1920): nothing is asked */
        lua_pushboolean(L, 0);
        return 1;
    }
    int a = dcg_effect_ask(ctx, me, 1, 0, NULL, 0, 0);
    if (a < 0) return ask_failed(L, a);
    if (a != 0) {
        lua_pushboolean(L, 0);
        return 1;
    }
    if (up_to && n > 1) { /* the number first, as <De-Digivolve>'s (16-12-1) */
        uint16_t nums[DCG_MAX_STACK];
        for (int i = 0; i < n; i++) nums[i] = (uint16_t)(i + 1);
        a = dcg_effect_ask(ctx, me, 0, ASK_NUMBERS, nums, n, 0);
        if (a < 0) return ask_failed(L, a);
        n = a + 1;
    }
    ctx->digi_burst = pm->id; /* its cards' events say so ("digi_burst_trashed") */
    a = dcg_trash_chosen_sources(ctx, st, me, pm->id, n);
    ctx->digi_burst = 0;
    if (a < 0) return ask_failed(L, a);
    if (up_to) lua_pushinteger(L, n);
    else lua_pushboolean(L, 1);
    return 1;
}

/* game.save(me, c): <Save> (16-20): me may place card c (theirs, off the
** field: the card of an [On Deletion] effect is in the trash) under 1 of
** their Tamers, at the bottom (4-4-2). Optional (16-20-3): asked, then
** which Tamer when there are several; with no Tamer nothing is asked.
** True when placed. */
static int l_save(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1);
    int c = check_off_field(L, 2);
    luaL_argcheck(L, card_owner(c) == me, 2, "not a card of that player");
    uint16_t tamers[DCG_MAX_PERMS];
    int n = 0;
    for (int i = 0; i < st->pl[me].n_battle; i++) {
        const perm *pm = &st->pl[me].battle[i];
        if (card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_TAMER && perm_room_under(ctx, st, pm) > 0) tamers[n++] = pm->id;
    }
    int pick = n ? dcg_keyword_use(ctx, me, c, 0, EFF_KEYWORD, tamers, n) : -1;
    if (pick < 0 && ctx->asking) return ask_failed(L, -1);
    if (pick >= 0) dcg_stack_under(ctx, st, tamers[pick], c);
    lua_pushboolean(L, pick >= 0);
    return 1;
}

/* The Digimon of list i (the ones a keyword's text names) that are me's
** in the battle area, each once, other than except: into items. */
static int own_digimon(lua_State *L, int i, int me, uint16_t except, uint16_t items[DCG_MAX_PERMS])
{
    const dcg_state *st = R(L);
    const dcg_ctx *ctx = ctx_of(L);
    int n = 0;
    luaL_checktype(L, i, LUA_TTABLE);
    for (lua_Integer k = 1; lua_geti(L, i, k) != LUA_TNIL; k++) {
        lua_Integer v = luaL_checkinteger(L, -1);
        lua_pop(L, 1);
        const perm *d = v > 0 && v <= 0xFFFF ? dcg_perm((dcg_state *)st, (uint16_t)v) : NULL;
        if (!d || d->id == except || n == DCG_MAX_PERMS || dcg_perm_owner(st, d->id) != me ||
            !dcg_perm_in_battle(st, d->id) || !dcg_perm_is_digimon(ctx, st, d))
            continue;
        bool listed = false;
        for (int j = 0; j < n; j++) listed |= items[j] == d->id;
        if (!listed) items[n++] = d->id;
    }
    lua_pop(L, 1);
    return n;
}

/* game.mind_link(me, t, ds): <Mind Link> (16-28) of Tamer t with 1 of the
** Digimon ds (the ones its text names): the core keeps me's Digimon in the
** battle area with no Tamer card among their digivolution cards, me
** chooses one (mandatory, 16-28-3; no question for one), and t becomes its
** bottom digivolution card; cards under t are trashed (4-7-8). True when
** linked. */
static int l_mind_link(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1);
    perm *t = check_perm(L, 2);
    luaL_argcheck(L, card_def(ctx, st, perm_top(t))->kind == DCG_KIND_TAMER && dcg_perm_owner(st, t->id) == me, 2,
                  "not a Tamer of that player");
    uint16_t items[DCG_MAX_PERMS], tid = t->id;
    int n = 0, all = own_digimon(L, 3, me, 0, items);
    for (int i = 0; i < all; i++) { /* those with room and no Tamer card under them */
        const perm *d = dcg_perm(st, items[i]);
        bool has_tamer = perm_room_under(ctx, st, d) <= 0; /* full, or a token (4-21-3) */
        for (int k = 0; k < d->n - 1; k++) has_tamer |= card_def(ctx, st, d->cards[k])->kind == DCG_KIND_TAMER;
        if (!has_tamer) items[n++] = items[i];
    }
    int a = 0;
    if (n > 1 && (a = dcg_effect_ask(ctx, me, 0, ASK_PERMS, items, n, 0)) < 0) return ask_failed(L, a);
    if (n) {
        int under[DCG_MAX_STACK], m = 0; /* the cards under the Tamer go first (4-7-8), together (4-27-5) */
        for (; m < t->n - 1; m++) under[m] = t->cards[m];
        dcg_move_set(ctx, st, under, m, DCG_ZONE_TRASH);
        t = dcg_perm(st, tid);
        dcg_stack_under(ctx, st, items[a], perm_top(t));
    }
    lua_pushboolean(L, n > 0);
    return 1;
}

/* game.overclock(me, d, ds): <Overclock> (16-34) of Digimon d, from its
** [End of Your Turn] effect: by deleting 1 of the Digimon ds other than d
** (the ones its text names: the core keeps me's in the battle area), me
** may have d attack the opponent without suspending when the effect ends
** (asked, then which; 16-34-3). True when the cost was paid: a deletion
** prevented pays nothing (15-6). */
static int l_overclock(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1);
    const perm *pm = check_perm(L, 2);
    uint16_t items[DCG_MAX_PERMS], id = pm->id;
    luaL_argcheck(L, dcg_perm_owner(st, id) == me, 2, "not a Digimon of that player");
    int n = own_digimon(L, 3, me, id, items);
    int pick = n ? dcg_keyword_use(ctx, me, perm_top(pm), id, EFF_KEYWORD, items, n) : -1; /* none: not payable */
    if (pick < 0 && ctx->asking) return ask_failed(L, -1);
    if (pick >= 0) {
        dcg_delete(ctx, st, items[pick], DCG_DEL_EFFECT);
        if (ctx->asking) return need_answer(L); /* a "would" effect waits for an answer */
        if (dcg_perm(st, items[pick])) pick = -1;
    }
    if (pick >= 0 && dcg_perm_in_battle(st, id)) {
        st->blitz = id;
        st->blitz_flags = BLITZ_OVERCLOCK;
        st->blitz_more = 0;
    }
    lua_pushboolean(L, pick >= 0);
    return 1;
}

/* game.blitz(d): <Blitz> (16-16): when the effect ends, d may attack if the
** opponent has 1 or more memory. */
static int l_blitz(lua_State *L)
{
    dcg_state *st = W(L);
    st->blitz = check_perm(L, 1)->id;
    st->blitz_flags = 0;
    st->blitz_more = 0;
    return 0;
}

static bool deck_all_revealed(const dcg_ctx *ctx, const dcg_state *st, int c);

enum { LEAVE_TRASH, LEAVE_HAND, LEAVE_DECK, LEAVE_SECURITY };

/* The permanents of argument 1 (one or a list) that an effect moves off the
** field to (how) a trash, hand or deck leave: into ids, those that still
** leave after their "would leave" effects (<Decode>, <Guard>, ...: 15-8-5,
** one Digimon at a time, before any of them leaves). Not one that "can't be
** returned to the hand" (15-1-3), nor one bound for a deck every card of
** which is revealed (15-15-3-3). Returns how many, or -1 when a "would"
** effect waits for an answer. */
static int leaving(lua_State *L, dcg_state *st, uint16_t ids[2 * DCG_MAX_PERMS], int how)
{
    dcg_ctx *ctx = ctx_of(L);
    int n = perm_args(L, 1, ids, 2 * DCG_MAX_PERMS, false), m = 0;
    for (int i = 0; i < n; i++) {
        const perm *pm = dcg_perm(st, ids[i]);
        if (!pm) continue; /* an earlier one's "would" effect removed it */
        if (how == LEAVE_HAND && (dcg_perm_forbid(ctx, st, pm) & FORBID_RETURNED)) continue;
        if (how == LEAVE_DECK && deck_all_revealed(ctx, st, perm_top(pm))) continue; /* it stays */
        static const int hows[] = {[LEAVE_TRASH] = LEAVE_HOW_TRASH, [LEAVE_HAND] = LEAVE_HOW_HAND, [LEAVE_DECK] = LEAVE_HOW_DECK,
                                   [LEAVE_SECURITY] = LEAVE_HOW_SECURITY};
        if (!dcg_would_leave_how(ctx, st, ids[i], hows[how], dcg_effect_player(ctx, st))) {
            if (ctx->asking) return -1;
            continue;
        }
        ids[m++] = ids[i];
    }
    int kept = 0; /* a later one's "would" effect may have removed an earlier one */
    for (int i = 0; i < m; i++)
        if (dcg_perm(st, ids[i])) ids[kept++] = ids[i];
    return kept;
}

/* game.bounce(d) or game.bounce({d1, d2, ...}): to their owners' hands at the
** same time (3-1-3-3: a watcher triggers once, 4-27-5), their digivolution
** cards to the trash. */
static int l_bounce(lua_State *L)
{
    dcg_state *st = W(L);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int n = leaving(L, st, ids, LEAVE_HAND);
    if (n < 0) return need_answer(L);
    dcg_perm_leave_set(ctx_of(L), st, ids, n, true);
    return 0;
}

/* 15-15-3-3: while every card of a deck is revealed (none left in it, some
** waiting to be placed), another effect can't add card c to it. */
static bool deck_all_revealed(const dcg_ctx *ctx, const dcg_state *st, int c)
{
    int p = card_owner(c);
    if (st->pl[p].deck.n || dcg_effect_card_now(ctx, st) == ctx->revealed_by) return false;
    for (int i = 0; i < ctx->n_revealed; i++)
        if (card_owner(ctx->revealed[i]) == p && st->zone[ctx->revealed[i]] == DCG_ZONE_PROCESSING) return true;
    return false;
}

/* Permanents of argument 1 to the top or bottom (argument 2) of their owners' deck or
** security stack (zone; how: leaving's), placed one at a time in the list's order
** (3-1-3-4), their digivolution cards to the trash; how many, or -1 when a "would"
** effect waits for an answer. */
static int perms_to_pile(lua_State *L, int zone, int how)
{
    static const char *const where[] = {"top", "bottom", NULL};
    dcg_state *st = W(L);
    bool bottom = luaL_checkoption(L, 2, NULL, where) == 1;
    uint16_t ids[2 * DCG_MAX_PERMS];
    if (zone == DCG_ZONE_SECURITY && dcg_effect_player_cannot(ctx_of(L), st, CANNOT_ADD_TO_SECURITY)) return 0; /* Q747 */
    int n = leaving(L, st, ids, how);
    if (n >= 0) dcg_perm_to_pile_set(ctx_of(L), st, ids, n, zone, bottom);
    return n;
}

/* game.return_to_deck(d, "top" | "bottom"): Digimon d to the top or bottom of
** its owner's deck, its digivolution cards to the trash (as game.bounce; a
** <Decode> or <Guard> may act first). d may be a list: at the same time, placed
** one at a time in the list's order (3-1-3-4), so the last listed ends at that end. */
static int l_return_to_deck(lua_State *L) { return perms_to_pile(L, DCG_ZONE_DECK, LEAVE_DECK) < 0 ? need_answer(L) : 0; }

/* game.digimon_to_security(d, "top" | "bottom"): Digimon d (or a list, as
** game.return_to_deck) of the battle area face down to the top or bottom of
** its owner's security stack, its digivolution cards to the trash: a move,
** not a deletion (Q748; "would leave" effects act first). Returns how many
** were placed ("if you do": 0 when none was, Q747). */
static int l_digimon_to_security(lua_State *L)
{
    int n = perms_to_pile(L, DCG_ZONE_SECURITY, LEAVE_SECURITY);
    if (n < 0) return need_answer(L);
    lua_pushinteger(L, n);
    return 1;
}

/* game.recovery(p, n): the top n cards of p's deck onto p's security stack (16-6). */
static int l_recovery(lua_State *L)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    luaL_checkinteger(L, 2);
    int n = check_count(L, 2, 0, DCG_PLAYER_CARDS);
    if (dcg_effect_player_cannot(ctx_of(L), st, CANNOT_ADD_TO_SECURITY)) return 0; /* BT9-103 */
    dcg_move_top_set(ctx_of(L), st, p, DCG_ZONE_DECK, n, DCG_ZONE_SECURITY); /* one move (4-27-5) */
    return 0;
}

/* game.hatch(p): hatch p's top Digi-Egg into the breeding area, as in the
** breeding phase (4-18): not with an empty Digi-Egg deck or a card in the
** breeding area (4-18-2, 4-18-3). Returns the new Digimon, or nil. */
static int l_hatch(lua_State *L)
{
    dcg_state *st = W(L);
    side *pl = &st->pl[check_player(L, 1)];
    if (pl->breeding.id != DCG_NO_PERM || !pl->eggs.n) return 0;
    uint16_t id = dcg_place(ctx_of(L), st, pl->eggs.cards[pl->eggs.n - 1], true);
    if (!id) return 0;
    lua_pushinteger(L, id);
    return 1;
}

/* game.move_out(p): move p's Digimon from the breeding area to the battle
** area, as in the breeding phase (4-17: only one with DP, 4-17-2; not into
** a full battle area); its [When Moving] effects trigger (15-16-16).
** Returns it, or nil when it cannot move. */
static int l_move_out(lua_State *L)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    if (!dcg_can_move_out(ctx_of(L), st, p)) return 0;
    uint16_t id = st->pl[p].breeding.id;
    dcg_perm_move_out(ctx_of(L), st, p);
    lua_pushinteger(L, id);
    return 1;
}

/* game.trash_security(p, n): trash the top n cards of p's security stack
** (as many as there are) at the same time (a watcher triggers once,
** 4-27-5); returns how many were trashed. */
static int l_trash_security(lua_State *L)
{
    int p = check_player(L, 1);
    luaL_checkinteger(L, 2);
    int n = check_count(L, 2, 0, DCG_PLAYER_CARDS);
    lua_pushinteger(L, dcg_move_top_set(ctx_of(L), W(L), p, DCG_ZONE_SECURITY, n, DCG_ZONE_TRASH));
    return 1;
}

/* game.draw(p, n): <Draw N>, one draw of n cards (as many as the deck holds):
** a watcher of cards added to the hand triggers once (4-27-5). */
static int l_draw(lua_State *L)
{
    int p = check_player(L, 1);
    int n = check_count(L, 2, 1, DCG_PLAYER_CARDS);
    dcg_move_top_set(ctx_of(L), W(L), p, DCG_ZONE_DECK, n, DCG_ZONE_HAND);
    return 0;
}

/* Card c to the top or bottom of one of its owner's piles; a Digi-Egg card
** bound for the deck goes to the Digi-Egg deck, and for another private
** area to the Digi-Egg deck's bottom (3-1-3-9). False when it can't go
** there (15-15-3-3). */
static bool put_card(dcg_ctx *ctx, dcg_state *st, int c, int zone, bool bottom)
{
    if (card_def(ctx, st, c)->kind == DCG_KIND_EGG && (zone == DCG_ZONE_DECK || zone == DCG_ZONE_HAND || zone == DCG_ZONE_SECURITY)) {
        bottom = bottom || zone != DCG_ZONE_DECK;
        zone = DCG_ZONE_EGGS;
    }
    if (zone == DCG_ZONE_DECK && deck_all_revealed(ctx, st, c)) return false;
    dcg_move(ctx, st, c, zone, bottom);
    return true;
}

/* 3-1-3-7: card c, which the text names by its information (options
** table at arg: named = true, "1 yellow Digimon card from your hand"),
** placed from a private area into another, is revealed first. */
static void reveal_named(lua_State *L, int arg, int c)
{
    if (lua_isnoneornil(L, arg)) return;
    luaL_checktype(L, arg, LUA_TTABLE);
    bool named = lua_getfield(L, arg, "named") != LUA_TNIL && lua_toboolean(L, -1);
    lua_pop(L, 1);
    const dcg_state *st = R(L);
    if (named && !dcg_zone_public(st->zone[c]) && !dcg_face_up(st, c)) dcg_emit(ctx_of(L), DCG_EV_REVEAL, card_owner(c), c, 0, 0, 0);
}

static bool in_field_zone(int z) { return z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING; }

/* Argument arg of a call that moves one card or a list of them at the same
** time: into cards (each once), each a card in the game and, unless
** on_field is NULL, not on the field (on_field: what to use instead).
** Returns how many (a list may be empty). One alone is checked in test
** builds (dcg_one_by_one). */
static int card_args(lua_State *L, int arg, int cards[DCG_MAX_CARDS], const char *on_field)
{
    const dcg_state *st = R(L);
    if (!lua_istable(L, arg)) {
        cards[0] = check_card(L, arg);
        luaL_argcheck(L, !on_field || !in_field_zone(st->zone[cards[0]]), arg, on_field);
        dcg_one_by_one(ctx_of(L), L, true, cards[0]);
        return 1;
    }
    int n = 0;
    for (lua_Integer i = 1; lua_geti(L, arg, i) != LUA_TNIL; i++) {
        lua_Integer c = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
        if (c < 0 || c >= DCG_MAX_CARDS || st->zone[c] == DCG_ZONE_NONE) luaL_error(L, "item %d is not a card in the game", (int)i);
        if (on_field && in_field_zone(st->zone[c])) luaL_error(L, "item %d: %s", (int)i, on_field);
        for (int k = 0; k < n; k++)
            if (cards[k] == c) luaL_error(L, "item %d names one twice", (int)i);
        cards[n++] = (int)c;
        lua_pop(L, 1);
    }
    return n;
}

/* game.to_hand(c [, opts]) or a list: to their owners' hands at the same time
** (3-1-3-3: a watcher triggers once, 4-27-5). */
static int l_to_hand(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int cards[DCG_MAX_CARDS], n = card_args(L, 1, cards, "use game.bounce for a card on the field");
    for (int i = 0; i < n; i++) reveal_named(L, 2, cards[i]);
    int was = dcg_together_begin(ctx, st);
    for (int i = 0; i < n; i++) put_card(ctx, st, cards[i], DCG_ZONE_HAND, false);
    dcg_together_end(ctx, was);
    return 0;
}

/* The permanent whose stack holds card c, or NULL. */
static perm *stack_of(dcg_state *st, int c)
{
    for (int p = 0; p < 2; p++) {
        if (st->pl[p].breeding.id)
            for (int k = 0; k < st->pl[p].breeding.n; k++)
                if (st->pl[p].breeding.cards[k] == c) return &st->pl[p].breeding;
        for (int i = 0; i < st->pl[p].n_battle; i++)
            for (int k = 0; k < st->pl[p].battle[i].n; k++)
                if (st->pl[p].battle[i].cards[k] == c) return &st->pl[p].battle[i];
    }
    return NULL;
}

/* Card c for playing or digivolving: from anywhere but the field, or from
** under a Digimon (a digivolution card, not the top). */
static int check_free_card(lua_State *L, int i, const char *what)
{
    dcg_state *st = R(L);
    int c = check_card(L, i);
    if (st->zone[c] == DCG_ZONE_BATTLE || st->zone[c] == DCG_ZONE_BREEDING) {
        perm *pm = stack_of(st, c);
        if (!pm || perm_top(pm) == c) luaL_argerror(L, i, lua_pushfstring(L, "a card on the field can be %s only from under a Digimon", what));
    }
    return c;
}

/* The "would" effects of a procedure an effect performs (15-8-5, as
** would.c's for the rules'): how much they reduced its cost, or -1 when
** the card left where it was revealed (it is not played, 7-1-2-3). */
static int procedure_would(lua_State *L, dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost)
{
    int zone = st->zone[card], less = dcg_procedure_would(ctx_of(L), st, what, card, digimon, partner, cost);
    if (less < 0) return need_answer(L);
    return st->zone[card] == zone ? less : -1;
}

/* The "would digivolve" effects of a Tamer an effect digivolves as if it is
** a level N Digimon of colours (0: its own): they read it as that Digimon,
** its level and colours (game.level, game.colors, game.has_color, game.kind
** of game.would_digimon()), as the effect treats it (Q1690, BT7-085 with
** EX2-064); restored before an answer is asked for. */
static int procedure_would_as(lua_State *L, dcg_state *st, int card, uint16_t tamer, int cost, int level, uint8_t colors)
{
    dcg_ctx *ctx = ctx_of(L);
    int zone = st->zone[card];
    struct dcg_would_as saved = ctx->would_as;
    ctx->would_as.digimon = tamer, ctx->would_as.level = (uint8_t)level, ctx->would_as.colors = colors;
    int less = dcg_procedure_would(ctx, st, WOULD_DIGIVOLVE, card, tamer, 0, cost);
    ctx->would_as = saved;
    if (less < 0) return need_answer(L);
    return st->zone[card] == zone ? less : -1;
}

/* A play's options at argument i ({suspended = true, on_play = false}):
** PLAY_* flags; a misspelt option is an error, not ignored. */
static unsigned play_options(lua_State *L, int i)
{
    unsigned how = 0;
    if (lua_isnoneornil(L, i)) return 0;
    luaL_checktype(L, i, LUA_TTABLE);
    int e = dcg_safe_entries(L, i);
    for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (strcmp(k, "suspended") && strcmp(k, "on_play")) luaL_argerror(L, i, "options are suspended = true, on_play = false");
    }
    lua_pop(L, 1);
    lua_getfield(L, i, "suspended");
    lua_getfield(L, i, "on_play");
    luaL_argcheck(L, lua_isnil(L, -2) || lua_isboolean(L, -2), i, "suspended is true or false");
    luaL_argcheck(L, lua_isnil(L, -1) || lua_isboolean(L, -1), i, "on_play is true or false");
    if (lua_toboolean(L, -2)) how |= PLAY_SUSPENDED;
    if (lua_isboolean(L, -1) && !lua_toboolean(L, -1)) how |= PLAY_NO_ON_PLAY;
    lua_pop(L, 2);
    return how;
}

/* game.play(card [, cost [, opts]]): play a Digimon or Tamer card from
** wherever it is (hand, security check, security stack, under a Digimon,
** trash) paying cost (default 0: without paying). Its [On Play] effects
** trigger, unless opts.on_play is false ("its [On Play] effects don't
** activate"); opts.suspended: it enters suspended ("play it suspended").
** Its "would be played" effects first (they may reduce cost). Returns
** the new permanent id, or nil. */
static int l_play(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int c = check_free_card(L, 1, "played");
    dcg_one_by_one(ctx_of(L), L, true, c); /* "play them": game.play_all */
    const dcg_card *def = card_def(ctx, st, c);
    luaL_argcheck(L, def->kind == DCG_KIND_DIGIMON || def->kind == DCG_KIND_TAMER, 1, "only Digimon and Tamers are played");
    /* a cost to pay: a play "reducing the cost by N" pays what is left, never less than 0 (Q978) */
    lua_Integer cost = lua_isnoneornil(L, 2) ? 0 : luaL_checkinteger(L, 2);
    luaL_argcheck(L, cost >= -DCG_MEMORY_CAP * 2 && cost <= 99, 2, "a cost from 0 to 99 (less than 0 counts as 0)");
    /* a cost paid below the card's is a reduction, none while its player can't reduce play costs (Q1754); a
    ** play without paying is none (Q1755) */
    if (cost != 0 && cost < def->play_cost && dcg_player_cannot(ctx, st, card_owner(c), CANNOT_REDUCE_PLAY_COSTS))
        cost = def->play_cost;
    unsigned how = play_options(L, 3);
    if (def->kind == DCG_KIND_DIGIMON && dcg_effect_player_cannot(ctx, st, CANNOT_PLAY_DIGIMON)) return 0; /* Q1774, Q4663 */
    int less = procedure_would(L, st, WOULD_BE_PLAYED, c, 0, 0, cost < 0 ? 0 : (int)cost); /* 7-1-2-2, before an Assembly (7-3-2-2) */
    if (less < 0) return 0;
    cost = cost ? dcg_would_cost(ctx, (int)cost, less) : 0; /* a set cost too (EX2-055); without paying, nothing is paid */
    /* 7-3-2-10: a Digimon card with Assembly may use it when an effect plays it (asked, 7-3-2-9) */
    int under[DCG_MAX_ASSEMBLY], n = 0;
    if (def->asm_count && (n = dcg_assembly_offer(ctx, st, c, under)) < 0) return ask_failed(L, n);
    if (n) cost -= def->play_cost - dcg_assembly_cost(ctx, st, c); /* its reduction (none under Q1757) */
    uint16_t id = n ? dcg_play_assembled(ctx, st, c, cost < 0 ? 0 : (int)cost, under, n, how)
                    : dcg_play_as(ctx, st, c, cost < 0 ? 0 : (int)cost, how);
    if (!id) return 0;
    lua_pushinteger(L, id);
    return 1;
}

/* game.play_all(cards [, opts]): play the listed Digimon and
** Tamer cards without paying, at the same time (one effect's "play up to 2
** ...": a watcher of plays triggers once, 4-27-5); opts as for game.play
** ({on_play = false}: their own [On Play] effects don't activate). Returns
** the new permanents (those the battle area took). */
static int l_play_all(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    luaL_checktype(L, 1, LUA_TTABLE);
    int cards[DCG_MAX_PERMS], n = 0;
    for (lua_Integer i = 1; lua_geti(L, 1, i) != LUA_TNIL; i++) {
        if (n == DCG_MAX_PERMS) luaL_error(L, "game.play_all: at most %d cards", DCG_MAX_PERMS);
        int c = check_free_card(L, -1, "played");
        const dcg_card *def = card_def(ctx, st, c);
        if (def->kind != DCG_KIND_DIGIMON && def->kind != DCG_KIND_TAMER)
            luaL_error(L, "game.play_all: item %d: only Digimon and Tamers are played", (int)i);
        for (int k = 0; k < n; k++)
            if (cards[k] == c) luaL_error(L, "game.play_all: item %d names a card twice", (int)i);
        cards[n++] = c;
        lua_pop(L, 1);
    }
    int kept = 0;
    bool no_digimon = dcg_effect_player_cannot(ctx, st, CANNOT_PLAY_DIGIMON); /* "can't play Digimon by effects" */
    for (int i = 0; i < n; i++) /* each card's "would be played" effects (7-1-2-2); one that left is not played */
        if (!(no_digimon && card_def(ctx, st, cards[i])->kind == DCG_KIND_DIGIMON) &&
            procedure_would(L, st, WOULD_BE_PLAYED, cards[i], 0, 0, 0) >= 0)
            cards[kept++] = cards[i];
    n = kept;
    uint16_t ids[DCG_MAX_PERMS];
    dcg_play_set(ctx, st, cards, n, play_options(L, 2), ids);
    lua_createtable(L, n, 0);
    for (int i = 0, m = 0; i < n; i++)
        if (ids[i]) {
            lua_pushinteger(L, ids[i]);
            lua_rawseti(L, -2, ++m);
        }
    dcg_one_by_one_list(ctx, L, false);
    return 1;
}

/* game.play_token(p, number): play a token of player p with the facts of
** the token card number (4-21-1; its "token" field set). Returns the new
** Digimon or Tamer, or nil when the battle area is full. A player has at
** most DCG_PLAYER_CARDS cards and tokens: past that, an error. */
static int l_play_token(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int p = check_player(L, 1);
    const char *number = luaL_checkstring(L, 2);
    int def = dcg_card_find(ctx, number);
    luaL_argcheck(L, def >= 0 && ctx->cards[def].token, 2, "not a token card number (a card with \"token\": true)");
    if (st->pl[p].n_battle >= DCG_MAX_PERMS) return 0;
    if (ctx->cards[def].kind == DCG_KIND_DIGIMON && dcg_effect_player_cannot(ctx, st, CANNOT_PLAY_DIGIMON)) return 0; /* Q4539 */
    int c = dcg_token_new(st, p, def);
    if (c < 0) return luaL_error(L, "player %d has %d cards and tokens already (DCG_PLAYER_CARDS)", p, DCG_PLAYER_CARDS);
    dcg_game_note_card(ctx, st, def); /* what its card data can do is this game's now */
    if (procedure_would(L, st, WOULD_BE_PLAYED, c, 0, 0, 0) < 0 || st->pl[p].n_battle >= DCG_MAX_PERMS) return 0; /* 4-21-1, 7-1-2-2 */
    uint16_t id = dcg_play(ctx, st, c, 0);
    if (!id) return 0;
    lua_pushinteger(L, id);
    return 1;
}

/* What an effect's digivolution ignores (8-1-2-2), or what it treats its
** Tamer as ("as if this Tamer is a level 5 red Digimon", BT7-085: as =
** {level = N, colors = {...}}), from its options at argument i ({ignore =
** "requirements" | "level", as = {...}, cost_at_most = N, reduce = N}); fn
** names the call in errors. cost_at_most: only by a way of digivolving (a
** requirement, card:digivolve_from / _into) whose cost before reductions is
** N or less (EX2-070, Q3359, Q3360), else -1; reduce: a reduction of this
** digivolution only (BT8-066), 0 without. */
enum { IGNORE_NONE, IGNORE_LEVEL, IGNORE_REQUIREMENTS };
typedef struct evo_as { int level; uint8_t colors; } evo_as;
typedef struct evo_opts { int ignore, at_most, reduce; evo_as as; } evo_opts;
static void digivolve_as(lua_State *L, int v, evo_as *as)
{
    if (lua_type(L, v) != LUA_TTABLE) luaL_error(L, "game.digivolve: as = {level = N [, colors = {...}]}");
    int e = dcg_safe_entries(L, v);
    for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (!strcmp(k, "level")) {
            lua_Integer n = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
            if (n < 2 || n > 7) luaL_error(L, "game.digivolve: as.level is the level the Tamer is treated as (2 to 7)");
            as->level = (int)n;
        } else if (!strcmp(k, "colors")) {
            if (!lua_istable(L, -1)) luaL_error(L, "game.digivolve: as.colors is a list of colours");
            for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
                if (i > DCG_COLOR_COUNT) luaL_error(L, "as.colors: at most %d", DCG_COLOR_COUNT);
                as->colors |= (uint8_t)check_color(L, -1);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        } else {
            luaL_error(L, "game.digivolve: unknown key '%s' of as (keys: level, colors)", k);
        }
    }
    lua_pop(L, 1);
    if (!as->level) luaL_error(L, "game.digivolve: as needs the level the Tamer is treated as");
}

static evo_opts digivolve_opts(lua_State *L, int i, const char *fn)
{
    evo_opts o = {IGNORE_NONE, -1, 0, {0, 0}};
    if (lua_isnoneornil(L, i)) return o;
    luaL_checktype(L, i, LUA_TTABLE);
    int e = dcg_safe_entries(L, i);
    for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (!strcmp(k, "as")) {
            digivolve_as(L, lua_gettop(L), &o.as);
            continue;
        }
        const char *v = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
        if (!strcmp(k, "cost_at_most") || !strcmp(k, "reduce")) {
            if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > 20)
                luaL_error(L, "%s: %s = a whole number from 0 to 20", fn, k);
            *(k[0] == 'c' ? &o.at_most : &o.reduce) = (int)lua_tointeger(L, -1);
            continue;
        }
        if (strcmp(k, "ignore")) luaL_error(L, "%s: unknown option '%s' (options: ignore, as, cost_at_most, reduce)", fn, k);
        if (!strcmp(v, "requirements")) o.ignore = IGNORE_REQUIREMENTS;
        else if (!strcmp(v, "level")) o.ignore = IGNORE_LEVEL;
        else luaL_error(L, "%s: ignore = \"requirements\" or \"level\" (8-1-2-2)", fn);
    }
    lua_pop(L, 1);
    if (o.ignore == IGNORE_REQUIREMENTS && o.at_most >= 0)
        luaL_error(L, "%s: cost_at_most with ignore = \"requirements\": no requirement's cost to bound", fn);
    if (o.as.level && o.ignore != IGNORE_NONE)
        luaL_error(L, "%s: as (a Tamer treated as a Digimon) meets the requirements: not with ignore", fn);
    return o;
}

/* "Without paying" (an effect's digivolution): its cost argument i given
** as 0. Not a cost of 0 by default (a printed 0, a set 0): that one is paid,
** so game.raise_cost raises it (1-3-8, EX3-016). */
static bool without_paying(lua_State *L, int i)
{
    return lua_isinteger(L, i) && lua_tointeger(L, i) == 0;
}

/* The requirement an effect's digivolution of pm into c uses (c's n_evo:
** an effect's own, card:digivolve_from or all ignored), or -1, and its
** printed cost in *printed. A Tamer treated as a Digimon (o.as) meets c's
** printed requirements only ("for its digivolution cost"). */
static int digivolve_req(dcg_ctx *ctx, const dcg_state *st, int c, const perm *pm, evo_opts o, int *printed)
{
    const dcg_card *def = card_def(ctx, st, c);
    int ignore = o.ignore;
    *printed = 0;
    if (ignore != IGNORE_NONE && dcg_player_cannot(ctx, st, card_owner(c), CANNOT_IGNORE_EVO_REQS))
        return -1; /* "players can't ignore digivolution requirements", a part of them neither (BT8-059, Q1741) */
    if (o.as.level) {
        int req = dcg_evo_fit_as(ctx, st, c, pm, o.as.level, o.as.colors);
        *printed = req < 0 ? 0 : dcg_evo_cost_set(ctx, st, c, pm, def->evo[req].cost); /* BT7-040 too */
        return o.at_most >= 0 && req >= 0 && *printed > o.at_most ? -1 : req;
    }
    if (ignore == IGNORE_REQUIREMENTS) {
        *printed = 0;
        return dcg_evo_fit_ignoring(ctx, st, c, pm, true);
    }
    int req = ignore == IGNORE_LEVEL ? dcg_evo_fit_ignoring(ctx, st, c, pm, false) : dcg_evo_fit(ctx, st, c, pm);
    int from = dcg_evo_from(ctx, st, c, pm);
    *printed = req < 0 ? 0 : dcg_evo_cost_set(ctx, st, c, pm, def->evo[req].cost); /* BT7-040: from the hand */
    if (from >= 0 && (req < 0 || from < *printed)) { /* card:digivolve_from: the card's requirement an effect adds (Q1043) */
        req = def->n_evo;
        *printed = from;
    }
    return o.at_most >= 0 && req >= 0 && *printed > o.at_most ? -1 : req; /* the cheapest way is above it: all are */
}

/* game.digivolve(c, d [, cost [, opts]]): digivolve Digimon d into Digimon
** card c from wherever c is (as game.play), if c's digivolution
** requirements allow it (8-1-3), or ignoring them or their level (opts),
** paying cost (default: the requirement's; 0: without paying; required
** when ignoring the requirements), drawing 1. Returns true when it
** digivolved. */
static int l_digivolve(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int c = check_free_card(L, 1, "digivolved");
    perm *pm = check_perm(L, 2);
    luaL_argcheck(L, card_def(ctx, st, c)->kind == DCG_KIND_DIGIMON, 1, "only a Digimon card digivolves");
    luaL_argcheck(L, card_owner(c) == card_owner(pm->cards[0]), 1, "a card digivolves only its owner's Digimon");
    luaL_argcheck(L, stack_of(st, c) != pm, 1, "a card of the Digimon's own stack");
    evo_opts o = digivolve_opts(L, 4, "game.digivolve");
    int printed;
    if (o.ignore == IGNORE_REQUIREMENTS && lua_isnoneornil(L, 3))
        luaL_argerror(L, 3, "ignoring the requirements there is no requirement's cost: give it (0: without paying)");
    if (o.as.level && card_def(ctx, st, perm_top(pm))->kind != DCG_KIND_TAMER)
        luaL_argerror(L, 2, "as: only a Tamer is treated as a Digimon of a level (\"as if this Tamer is ...\")");
    int req = digivolve_req(ctx, st, c, pm, o, &printed);
    int cost = check_count(L, 3, printed, 20);
    if (req >= 0) { /* 8-1-2-4: the card revealed and the Digimon chosen */
        uint16_t chosen = pm->id;
        int less = o.as.level ? procedure_would_as(L, st, c, chosen, cost, o.as.level, o.as.colors)
                              : procedure_would(L, st, WOULD_DIGIVOLVE, c, chosen, 0, cost);
        if (less < 0 || !(pm = dcg_perm(st, chosen))) { /* it can no longer digivolve (8-1-2-6) */
            lua_pushboolean(L, 0);
            return 1;
        }
        if (!dcg_evo_reduction_locked(ctx, st, card_owner(c))) less += o.reduce; /* "when it would digivolve with this effect" (Q1285) */
        cost = without_paying(L, 3) ? 0 : dcg_would_cost(ctx, cost, less); /* a cost of 0 paid is raised (EX3-016) */
    }
    /* a pending change (Q980), the card's own from the hand (BT3-111) */
    int disc = req < 0 ? 0 : dcg_evo_discount(ctx, st, c, pm), p = card_owner(c);
    if (disc && (st->pl[p].flags & SIDE_DISCOUNT_SUSPENDING)) { /* had by suspending 1 of p's Digimon (Q1140): asked */
        uint16_t items[DCG_MAX_PERMS];
        int n = 0;
        for (int i = 0; i < st->pl[p].n_battle; i++) {
            const perm *s = &st->pl[p].battle[i];
            if (dcg_perm_can_suspend(ctx, st, s) && dcg_perm_is_digimon(ctx, st, s)) items[n++] = s->id;
        }
        int a = n ? dcg_effect_ask(ctx, p, 1, 0, NULL, 0, 0) : 1;
        if (a < 0) return ask_failed(L, a);
        if (a == 0) {
            int pick = n == 1 ? 0 : dcg_effect_ask(ctx, p, 0, ASK_PERMS, items, n, 0);
            if (pick < 0) return ask_failed(L, pick);
            dcg_suspend(ctx, st, items[pick], true);
        } else {
            disc = 0;
        }
    }
    evo_offer opt[DCG_EVO_OPTIONAL];
    int n_opt;
    if (req >= 0) disc += dcg_evo_discount_into(ctx, st, c, pm); /* "into a card with [Insectoid] ..." (EX1-033) */
    cost = dcg_evo_cost_less(cost, disc + dcg_evo_card_less(ctx, st, c, pm) + dcg_evo_cost_effects(ctx, st, c, pm, opt, &n_opt));
    uint16_t id = pm->id;
    for (int k = 0; req >= 0 && k < n_opt && cost > 0; k++) { /* "you may suspend this Tamer to reduce the cost" (1-3-11-3) */
        const perm *by = dcg_perm(st, opt[k].suspend);
        if (!by || !dcg_perm_can_suspend(ctx, st, by)) continue; /* suspended to pay another cost above, or can't be */
        int a = dcg_effect_ask(ctx, p, 1, 0, NULL, 0, 0);
        if (a < 0) return ask_failed(L, a);
        if (a != 0) continue;
        dcg_emit(ctx, DCG_EV_EFFECT, p, perm_top(by), opt[k].suspend, EFF_SCRIPT, 1);
        dcg_suspend_by(ctx, st, opt[k].suspend, perm_top(by)); /* its own effect's cost */
        cost = dcg_evo_cost_less(cost, opt[k].less);
    }
    if (req >= 0 && !dcg_can_pay(st, p, cost)) req = -1; /* raised beyond what can be paid: it fails (8-1-2-6, Q3384) */
    if (req >= 0 && dcg_perm(st, id)) dcg_digivolve(ctx, st, c, id, cost, req);
    lua_pushboolean(L, req >= 0);
    return 1;
}

/* The procedure a "when ... would be played / digivolve / be used / link"
** effect interrupts (card:when_would, 15-8-5): an error elsewhere. */
static void check_procedure(lua_State *L, const char *fn)
{
    if (ctx_of(L)->would_what < WOULD_BE_PLAYED)
        luaL_error(L, "game.%s: only in a card:when_would effect (or its condition) for be_played, digivolve, be_used "
                      "or link", fn);
}

/* game.reduce_cost(n): the cost of the play, digivolution, use or link the
** running "would" effect interrupts is n less (never below 0). */
static int l_reduce_cost(lua_State *L)
{
    W(L);
    check_procedure(L, "reduce_cost");
    ctx_of(L)->would_less += check_count(L, 1, -1, 20); /* required */
    return 0;
}

/* game.raise_cost(n): the cost of the digivolution the running "would"
** effect interrupts is n more (1 to 20): an increase, not a reduction, so
** nothing that locks reductions stops it (EX3-016). */
static int l_raise_cost(lua_State *L)
{
    W(L);
    check_procedure(L, "raise_cost");
    if (ctx_of(L)->would_what != WOULD_DIGIVOLVE) luaL_error(L, "game.raise_cost: only for a digivolution (when_would 'digivolve')");
    ctx_of(L)->would_more += (int)check_count(L, 1, -1, 20); /* required */
    if (!lua_tointeger(L, 1)) luaL_argerror(L, 1, "a raise from 1 to 20");
    return 0;
}

/* game.would_digimon(): the Digimon that would digivolve or be linked to (0
** for a play or a use). */
static int l_would_digimon(lua_State *L)
{
    R(L);
    check_procedure(L, "would_digimon");
    lua_pushinteger(L, ctx_of(L)->would_digimon);
    return 1;
}

/* game.would_partner(): in a DNA digivolution's "would" effect, the other
** Digimon (8-2: the one game.would_digimon() goes on top of); else 0. */
static int l_would_partner(lua_State *L)
{
    R(L);
    check_procedure(L, "would_partner");
    lua_pushinteger(L, ctx_of(L)->would_partner);
    return 1;
}

static void schedule_delayed(lua_State *L, dcg_state *st, int when, int i, lua_Integer subject);

/* game.digivolution_discount's into = h (argument 3, a table): "the next time one of your Digimon
** digivolves into a card with [Insectoid] ... this turn, it costs n less" (EX1-033): h, a
** card:discount_filter of the running card, names the digivolutions it reaches (discount.c). False
** without into; with it, no other option (an error). */
static bool discount_into(lua_State *L, dcg_state *st, int p, int n)
{
    luaL_checktype(L, 3, LUA_TTABLE);
    if (lua_getfield(L, 3, "into") == LUA_TNIL) {
        lua_pop(L, 1);
        return false;
    }
    dcg_ctx *ctx = ctx_of(L);
    int e = dcg_safe_entries(L, 3);
    for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1))
        if (lua_type(L, -2) != LUA_TSTRING || strcmp(lua_tostring(L, -2), "into"))
            luaL_error(L, "game.digivolution_discount: into = h takes no other option");
    lua_pop(L, 1);
    lua_Integer k = luaL_checkinteger(L, -1);
    int card = ctx->effect_card; /* the card whose effect runs: its handles */
    const card_effects *fx = card >= 0 && card < DCG_MAX_CARDS ? card_fx(ctx, st->def[card]) : NULL;
    if (!fx || k < 0 || k >= fx->n || effect_at(ctx, st->def[card], (int)k)->timing != TM_EVO_FILTER)
        luaL_argerror(L, 3, "into: not a check of this card (the handle card:discount_filter returned)");
    if (n > 0 && !dcg_evo_discount_into_add(st, p, card, (int)k, n))
        luaL_error(L, "too many changes in play (at most %d, DCG_MAX_MODS)", DCG_MAX_MODS);
    lua_pop(L, 1);
    return true;
}

/* game.digivolution_discount(p, n [, {colors = {...}, from = L, to = L}]):
** for the turn, the next time player p digivolves one of their Digimon in
** the battle area (of one of those colours, from level `from`, into a card
** of level `to`) it costs n less. Two such changes with the same conditions
** add up; the state holds one set of conditions per player, so a second one
** with other conditions is an error naming that limit. at_end_of_turn = h:
** this card's delayed effect h, at the end of the turn, about the Digimon
** that digivolved using it (none used it: h does not trigger). */
static int l_digivolution_discount(lua_State *L)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    int n = check_count(L, 2, 0, 20);
    evo_discount x = {.amount = (uint8_t)n};
    bool suspending = false, then = false;
    if (!lua_isnoneornil(L, 3) && discount_into(L, st, p, n)) return 0;
    if (!lua_isnoneornil(L, 3)) {
        luaL_checktype(L, 3, LUA_TTABLE);
        lua_getfield(L, 3, "by_suspending"); /* "you may suspend 1 of your Digimon to reduce it" (BT3-103) */
        suspending = lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (lua_getfield(L, 3, "colors") != LUA_TNIL) {
            luaL_checktype(L, -1, LUA_TTABLE);
            for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
                if (i > DCG_COLOR_COUNT) luaL_error(L, "colors: at most %d", DCG_COLOR_COUNT);
                x.colors |= (uint8_t)check_color(L, -1);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        lua_getfield(L, 3, "from");
        x.from_level = (uint8_t)check_count(L, -1, 0, 9);
        lua_getfield(L, 3, "to");
        x.to_level = (uint8_t)check_count(L, -1, 0, 9);
        lua_pop(L, 2);
        then = lua_getfield(L, 3, "at_end_of_turn") != LUA_TNIL; /* checked below, with the rest placed */
        lua_pop(L, 1);
    }
    if (then) { /* "at the end of the turn, ... the Digimon that digivolved with this effect" (BT5-109) */
        int card = ctx_of(L)->effect_card;
        luaL_argcheck(L, card >= 0 && card < DCG_MAX_CARDS && card_owner(card) == p, 1,
                      "at_end_of_turn: the discount must be the running effect's player's");
        lua_getfield(L, 3, "at_end_of_turn");
        schedule_delayed(L, st, DELAY_AWAIT_DISCOUNT, lua_gettop(L), 0);
        lua_pop(L, 1);
    }
    if (n == 0) return 0;
    evo_discount *held = &st->pl[p].evo_discount;
    bool held_suspending = (st->pl[p].flags & SIDE_DISCOUNT_SUSPENDING) != 0;
    if (held->amount) {
        if (held->colors != x.colors || held->from_level != x.from_level || held->to_level != x.to_level ||
            held_suspending != suspending)
            return luaL_error(L, "a player holds one pending digivolution cost change at a time; another with other conditions is pending");
        x.amount = (uint8_t)(held->amount + n > 20 ? 20 : held->amount + n);
    }
    *held = x;
    if (suspending) st->pl[p].flags |= SIDE_DISCOUNT_SUSPENDING;
    return 0;
}

/* game.can_digivolve(c, d): whether c's digivolution requirements let
** Digimon d digivolve into it (8-1; as game.digivolve checks), to offer only
** the cards an effect's digivolution can take. */
static int l_can_digivolve(lua_State *L)
{
    dcg_state *st = R(L);
    int c = check_free_card(L, 1, "digivolved");
    perm *pm = check_perm(L, 2);
    evo_opts o = digivolve_opts(L, 3, "game.can_digivolve");
    int printed;
    lua_pushboolean(L, card_def(ctx_of(L), st, c)->kind == DCG_KIND_DIGIMON && card_owner(c) == card_owner(pm->cards[0]) &&
                           stack_of(st, c) != pm && digivolve_req(ctx_of(L), st, c, pm, o, &printed) >= 0);
    return 1;
}

/* ---- the special digivolutions an effect performs (8-2-2-4, 8-3-2-2, 8-4-2-2) ----
** Each by the core's own check and procedure, the main phase's; c from
** wherever it is (as game.digivolve), not from the stacks it digivolves. */

/* Argument 1: the card to digivolve into, not on top of a stack nor a link card. */
static int check_special_card(lua_State *L)
{
    int c = check_free_card(L, 1, "digivolved");
    luaL_argcheck(L, R(L)->zone[c] != DCG_ZONE_LINK, 1, "a link card is no card to digivolve into");
    return c;
}

/* game.(can_)dna_digivolve(c, a, b): the two Digimon in stacking order
** (top meeting c's first DNA requirement, 8-2-2-2: a when both orders fit),
** or false. */
static bool dna_pair(lua_State *L, int *c, perm **top, perm **bottom)
{
    dcg_state *st = R(L);
    const dcg_ctx *ctx = ctx_of(L);
    *c = check_special_card(L);
    perm *a = check_perm(L, 2), *b = check_perm(L, 3), *in = stack_of(st, *c);
    luaL_argcheck(L, a != b, 3, "the same Digimon as argument 2");
    if (in == a || in == b) return false;
    *top = dcg_dna_fits(ctx, st, *c, a, b) ? a : dcg_dna_fits(ctx, st, *c, b, a) ? b : NULL;
    *bottom = *top == a ? b : a;
    return *top != NULL;
}

static int l_can_dna_digivolve(lua_State *L)
{
    int c;
    perm *top, *bottom;
    lua_pushboolean(L, dna_pair(L, &c, &top, &bottom));
    return 1;
}

/* game.dna_digivolve(c, a, b [, cost]): a and b DNA digivolve into c
** (8-2-3), paying cost (default its DNA cost; 0: without paying); the new
** Digimon, or nil when c's DNA requirements do not fit or the cost cannot
** be paid (8-1-2-6). */
static int l_dna_digivolve(lua_State *L)
{
    dcg_state *st = W(L);
    int c;
    perm *top, *bottom;
    bool fits = dna_pair(L, &c, &top, &bottom);
    int cost = check_count(L, 4, card_def(ctx_of(L), st, c)->combine_cost, 20);
    if (!fits) return 0;
    uint16_t a = top->id, b = bottom->id; /* both would digivolve (8-2): their effects first */
    int less = procedure_would(L, st, WOULD_DIGIVOLVE, c, a, b, cost);
    if (less < 0 || !(top = dcg_perm(st, a)) || !(bottom = dcg_perm(st, b)) || !dcg_dna_fits(ctx_of(L), st, c, top, bottom) ||
        !dcg_can_pay(st, card_owner(c), cost = without_paying(L, 4) ? 0
                                             : dcg_evo_cost_less(dcg_would_cost(ctx_of(L), cost, less),
                                                                 dcg_dna_discount(ctx_of(L), st, c, top, bottom))))
        return 0; /* it can no longer digivolve (8-1-2-6); a pending change applies (8-2-2-5, Q3263) */
    lua_pushinteger(L, dcg_dna_digivolve(ctx_of(L), st, c, a, b, cost));
    return 1;
}

/* A Burst Digivolve or App Fusion of pm into c by an effect at *cost:
** its "would digivolve" effects first (8-3, 8-4, 15-8-5); pm after them,
** *cost less their reductions and the pending change (8-3-2-3, 8-4-2-3),
** or NULL when it can no longer digivolve (8-1-2-6). */
static perm *special_would(lua_State *L, dcg_state *st, int c, perm *pm, int *cost)
{
    uint16_t id = pm->id;
    int less = procedure_would(L, st, WOULD_DIGIVOLVE, c, id, 0, *cost);
    if (less < 0 || !(pm = dcg_perm(st, id))) return NULL;
    if (!without_paying(L, 3))
        *cost = dcg_evo_cost_less(dcg_would_cost(ctx_of(L), *cost, less),
                                  dcg_evo_discount(ctx_of(L), st, c, pm) + dcg_evo_discount_into(ctx_of(L), st, c, pm));
    return dcg_can_pay(st, card_owner(c), *cost) ? pm : NULL;
}

/* What the player chooses from for a Burst Digivolve (the Tamers c's burst
** digivolution of pm can return, 8-3-3) or an App Fusion (the link cards of
** pm with which c can app fuse it, 8-4-2-1) of the arguments (c, d): none,
** it cannot. */
static int special_choices(lua_State *L, bool burst, int *c, perm **pm, uint16_t items[DCG_MAX_PERMS + DCG_MAX_STACK])
{
    const dcg_state *st = R(L);
    int n = 0;
    *c = check_special_card(L);
    *pm = check_perm(L, 2);
    if (stack_of((dcg_state *)st, *c) == *pm) return 0;
    if (burst) return dcg_burst_fits(ctx_of(L), st, *c, *pm) ? dcg_burst_tamers(ctx_of(L), st, *c, items) : 0;
    for (int k = 0; k < (*pm)->links; k++)
        if (dcg_app_fusion_fits(ctx_of(L), st, *c, *pm, perm_link(*pm, k))) items[n++] = (uint16_t)perm_link(*pm, k);
    return n;
}

static int can_special(lua_State *L, bool burst)
{
    int c;
    perm *pm;
    uint16_t items[DCG_MAX_PERMS + DCG_MAX_STACK];
    lua_pushboolean(L, special_choices(L, burst, &c, &pm, items) > 0);
    return 1;
}
static int l_can_burst_digivolve(lua_State *L) { return can_special(L, true); }
static int l_can_app_fuse(lua_State *L) { return can_special(L, false); }

/* game.burst_digivolve(c, d [, cost]): d burst digivolves into c (8-3-3):
** its player chooses the Tamer returned to the hand (asked when several
** fit), pays cost (default the burst cost; the pending change of
** game.digivolution_discount applies, 8-3-2-3), draws 1; at the end of the
** turn the top card goes (8-3-2-1).
** game.app_fuse(c, d [, cost]): d app fuses into c (8-4-3): its player
** chooses the link card that goes on top of it (asked when several fit),
** pays cost (default the App Fusion cost; the pending change applies,
** 8-4-2-3), draws 1. Each true when it digivolved. */
static int special_digivolve(lua_State *L, bool burst)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int c;
    perm *pm;
    uint16_t items[DCG_MAX_PERMS + DCG_MAX_STACK];
    int n = special_choices(L, burst, &c, &pm, items), cost = check_count(L, 3, card_def(ctx, st, c)->combine_cost, 20);
    if (!n || !special_would(L, st, c, pm, &cost) || !(n = special_choices(L, burst, &c, &pm, items))) return 0; /* after its effects */
    int a = n > 1 ? dcg_effect_ask(ctx, card_owner(c), 0, burst ? ASK_PERMS : ASK_CARDS, items, n, 0) : 0;
    if (a < 0) return ask_failed(L, a);
    if (burst) dcg_burst(ctx, st, c, pm->id, items[a], cost);
    else dcg_app_fusion(ctx, st, c, pm->id, items[a], cost);
    lua_pushboolean(L, 1);
    return 1;
}
static int l_burst_digivolve(lua_State *L) { return special_digivolve(L, true); }
static int l_app_fuse(lua_State *L) { return special_digivolve(L, false); }

/* Can an effect link card c to Digimon pm (10-1; Q4533: only a card with a
** link requirement, which pm meets; not a token, 4-21-4)? From wherever c
** is but a link card or the top of a stack other than a Digimon's in the
** battle area (that Digimon leaves the field); a digivolution card of pm
** itself too ("from this Digimon's digivolution cards", BT21-023). */
static bool link_possible(dcg_ctx *ctx, const dcg_state *st, int c, const perm *pm)
{
    if (card_owner(c) != card_owner(pm->cards[0]) || st->zone[c] == DCG_ZONE_LINK || perm_top(pm) == c) return false;
    perm *from = st->zone[c] == DCG_ZONE_BATTLE || st->zone[c] == DCG_ZONE_BREEDING ? stack_of((dcg_state *)st, c) : NULL;
    if (from && perm_top(from) == c && !dcg_perm_in_battle(st, from->id)) return false;
    return dcg_link_fits(ctx, st, c, pm);
}

/* game.can_link(c, d): whether an effect can link card c to Digimon d. */
static int l_can_link(lua_State *L)
{
    dcg_state *st = R(L);
    int c = check_card(L, 1);
    lua_pushboolean(L, link_possible(ctx_of(L), st, c, check_perm(L, 2)));
    return 1;
}

/* game.link(c, d [, cost]): link card c to Digimon d (10-1-3), paying cost
** (default 0: without paying); at d's link limit its owner chooses the link
** card trashed at the same time (4-9-5). [When Linking] triggers. Returns
** whether it was linked (false: it can't be, game.can_link, or the cost
** can't be paid). */
static int l_link(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int c = check_card(L, 1);
    perm *pm = check_perm(L, 2);
    int cost = check_count(L, 3, 0, 99), p = card_owner(c);
    uint16_t chosen = pm->id;
    int less = link_possible(ctx, st, c, pm) ? procedure_would(L, st, WOULD_LINK, c, chosen, 0, cost) : -1; /* 10-1-2-3 */
    cost = cost > less ? cost - less : 0;
    if (less < 0 || !(pm = dcg_perm(st, chosen)) || !link_possible(ctx, st, c, pm) || !dcg_can_pay(st, p, cost)) {
        lua_pushboolean(L, 0);
        return 1;
    }
    uint16_t from = dcg_perm_topped_by(st, c); /* a Digimon of the battle area linking leaves it (10-1-1) */
    if (from && (!dcg_would_leave(ctx, st, from) || !(pm = dcg_perm(st, chosen)) || !link_possible(ctx, st, c, pm) ||
                 dcg_perm_topped_by(st, c) != from || !dcg_can_pay(st, p, cost))) {
        if (ctx->asking) return need_answer(L);
        lua_pushboolean(L, 0);
        return 1;
    }
    int replaced = 0;
    if (pm->links >= dcg_link_limit(ctx, st, pm)) {
        uint16_t items[DCG_MAX_STACK];
        for (int k = 0; k < pm->links; k++) items[k] = (uint16_t)perm_link(pm, k);
        int a = pm->links == 1 ? 0 : dcg_effect_ask(ctx, p, 0, ASK_CARDS, items, pm->links, 0);
        if (a < 0) return ask_failed(L, a);
        replaced = items[a] + 1;
    }
    dcg_link(ctx, st, c, pm->id, cost, replaced);
    lua_pushboolean(L, 1);
    return 1;
}

/* game.place(c): put an Option card in its owner's battle area, where it
** stays as an "Option card in the battle area" (4-28-1): one being used or
** whose [Security] effect is activating (in the processing area: Delay-style
** Options), or one in the running effect's player's hand ("place 1 [X] from
** your hand in your battle area": not used, so no cost, no colour
** requirement and no [Main] effect, Q3428). Its watchers ("option_placed")
** trigger; returns its permanent id, or nil when the battle area is full. */
static int l_place(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int c = check_card(L, 1), from = st->zone[c], runs = dcg_effect_player(ctx, st);
    luaL_argcheck(L, card_def(ctx, st, c)->kind == DCG_KIND_OPTION && (from == DCG_ZONE_PROCESSING || from == DCG_ZONE_HAND), 1,
                  "only an Option card being used or in the hand can be placed");
    luaL_argcheck(L, from != DCG_ZONE_HAND || runs < 0 || runs == card_owner(c), 1,
                  "an Option card is placed from its own player's hand only (\"from your hand\")");
    uint16_t id = dcg_place(ctx, st, c, false);
    if (!id) return 0;
    dcg_perm(st, id)->flags |= PERM_BY_EFFECT;
    int by = dcg_effect_card_now(ctx, st);
    game_event ev = {.kind = GE_OPTION_PLACED, .player = (uint8_t)card_owner(c), .card = (uint8_t)c, .perm = id,
                     .from = (uint8_t)from, .to = DCG_ZONE_BATTLE, .by_card = (uint8_t)by};
    dcg_happened(ctx, st, &ev);
    lua_pushinteger(L, id);
    return 1;
}

/* game.remove(d) or a list: trash permanents and their stacks at the same
** time (not a deletion). */
static int l_remove(lua_State *L)
{
    dcg_state *st = W(L);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int n = leaving(L, st, ids, LEAVE_TRASH);
    if (n < 0) return need_answer(L);
    dcg_perm_leave_set(ctx_of(L), st, ids, n, false);
    return 0;
}

static int l_entered_turn(lua_State *L) { lua_pushinteger(L, check_perm(L, 1)->entered_turn); return 1; }

/* game.trash(c) or a list: to their owners' trashes at the same time (one set
** of moves: a watcher triggers once, 4-27-5). */
static int l_trash_card(lua_State *L)
{
    dcg_state *st = W(L);
    int cards[DCG_MAX_CARDS], n = card_args(L, 1, cards, "use game.delete or game.trash_sources for cards on the field");
    dcg_move_set(ctx_of(L), st, cards, n, DCG_ZONE_TRASH);
    return 0;
}

/* ---- deck, security, digivolution cards --------------------------------------------- */

static const char *const ends[] = {"top", "bottom", NULL};

/* game.deck_top(p, n): the top n cards of p's deck (as many as there are), top first. */
static int l_deck_top(lua_State *L)
{
    dcg_state *st = R(L);
    const pile *d = &st->pl[check_player(L, 1)].deck;
    int n = check_count(L, 2, 1, DCG_PLAYER_CARDS);
    if (n > d->n) n = d->n;
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushinteger(L, d->cards[d->n - 1 - i]);
        lua_rawseti(L, -2, i + 1);
    }
    dcg_one_by_one_list(ctx_of(L), L, true);
    return 1;
}
static int l_deck_cards(lua_State *L) { return pile_list(L, DCG_ZONE_DECK); }
static int l_security_cards(lua_State *L) { return pile_list(L, DCG_ZONE_SECURITY); }

/* game.reveal(p, n): reveal the top n cards of p's deck to both players
** (an event each). They wait in the processing area until the effect
** places them (15-15-3-4): a draw meanwhile takes from the unrevealed
** cards (15-15-3-5), and one trashed from there is not trashed from the
** deck (15-15-3-1). The effect must place every one of them (checked when
** it ends, effect.c). Returns them, top first. */
static int l_reveal(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    l_deck_top(L);
    for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
        int c = (int)lua_tointeger(L, -1);
        dcg_emit(ctx, DCG_EV_REVEAL, card_owner(c), c, 0, 0, 0);
        dcg_move(ctx, st, c, DCG_ZONE_PROCESSING, false);
        int k = 0; /* each card once: at most DCG_MAX_CARDS, however often a script reveals */
        while (k < ctx->n_revealed && ctx->revealed[k] != c) k++;
        if (k == ctx->n_revealed) ctx->revealed[ctx->n_revealed++] = (uint8_t)c;
        ctx->revealed_by = dcg_effect_card_now(ctx, st);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return 1;
}

/* A card that is not on the field (field cards move with game.bounce,
** game.move_source, ...). */
static int check_off_field(lua_State *L, int i)
{
    int c = check_card(L, i);
    int z = R(L)->zone[c];
    luaL_argcheck(L, z != DCG_ZONE_BATTLE && z != DCG_ZONE_BREEDING, i, "a card on the field (use game.move_source for a digivolution card)");
    return c;
}

static const char *const faces[] = {"face_down", "face_up", NULL};

/* game.to_deck(c [, "top"|"bottom"]), game.to_security(c [, "top"|"bottom"
** [, "face_down"|"face_up"]]): to its owner's pile (3-1-3-8), face down
** (3-1-3-5) unless the effect places it face up in security (3-7-4). c may
** be a list: placed at the same time (a watcher triggers once, 4-27-5), one at
** a time in the list's order (3-1-3-4: the last listed ends at that end);
** then it returns how many were placed. */
static int to_pile(lua_State *L, int zone)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    bool list = lua_istable(L, 1);
    int cards[DCG_MAX_CARDS], n = card_args(L, 1, cards, "a card on the field (use game.move_source for a digivolution card)");
    int bottom = luaL_checkoption(L, 2, "top", ends);
    bool up = zone == DCG_ZONE_SECURITY && luaL_checkoption(L, 3, "face_down", faces);
    if (zone == DCG_ZONE_SECURITY && dcg_effect_player_cannot(ctx, st, CANNOT_ADD_TO_SECURITY)) n = 0; /* Q1960, Q3464: they stay */
    for (int i = 0; !up && i < n; i++) reveal_named(L, zone == DCG_ZONE_SECURITY ? 4 : 3, cards[i]); /* face up, it is seen as it is placed */
    int placed = 0, was = dcg_together_begin(ctx, st);
    for (int i = 0; i < n; i++)
        if (put_card(ctx, st, cards[i], zone, bottom)) {
            placed++;
            if (up) dcg_face_set(st, cards[i], true);
        }
    dcg_together_end(ctx, was);
    if (list) lua_pushinteger(L, placed);
    else lua_pushboolean(L, placed);
    return 1;
}

/* game.face_up(c): does card c lie face up (dcg_card_face_up)? */
static int l_face_up(lua_State *L)
{
    lua_pushboolean(L, dcg_face_up(R(L), check_card(L, 1)));
    return 1;
}

/* game.turn_face(c, "face_up"|"face_down"): turn a security card (3-7-4)
** or a card on the field (4-7-9) face up or face down where it lies. */
static int l_turn_face(lua_State *L)
{
    dcg_state *st = W(L);
    int c = check_card(L, 1);
    bool up = luaL_checkoption(L, 2, NULL, faces);
    luaL_argcheck(L, dcg_face_set(st, c, up), 1, "only a security card or a card on the field turns face up or down");
    return 0;
}
static int l_to_deck(lua_State *L) { return to_pile(L, DCG_ZONE_DECK); }
static int l_to_security(lua_State *L) { return to_pile(L, DCG_ZONE_SECURITY); }

/* game.shuffle(p [, "deck" | "security"]) */
static int l_shuffle(lua_State *L)
{
    static const char *const piles[] = {"deck", "security", NULL};
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    bool security = luaL_checkoption(L, 2, "deck", piles) == 1;
    dcg_shuffle(ctx_of(L), st, security ? &st->pl[p].security : &st->pl[p].deck, p);
    return 0;
}

/* game.reveal_card(c): show a card of a private area (hand, security,
** deck) to both players: a reveal event, given out with the effect's. */
static int l_reveal_card(lua_State *L)
{
    W(L);
    int c = check_off_field(L, 1);
    dcg_emit(ctx_of(L), DCG_EV_REVEAL, card_owner(c), c, 0, 0, 0);
    return 0;
}

/* May n more cards go under to, argument i? Not under a token (4-21-3: no
** card is stacked with a token: false, nothing is placed); no room in its
** stack is an error. */
static bool check_under(lua_State *L, int i, const perm *to, int n)
{
    if (card_def(ctx_of(L), R(L), perm_top(to))->token) return false;
    luaL_argcheck(L, perm_room(to) >= n, i, "its stack is full (DCG_MAX_STACK: its cards and link cards)");
    return true;
}

/* game.move_source(c, where): move digivolution card c (not a top card) to
** "hand", "trash", "deck_top", "deck_bottom", "security_top",
** "security_bottom", or under another Digimon of its owner (a permanent
** id: it becomes that Digimon's bottom card; true, or false under a token,
** 4-21-3). A list of cards (under one Digimon or several) moves at the same
** time (a watcher triggers once, 4-27-5), one at a time in the list's order;
** one under a Digimon unaffected by the effect stays. */
static int l_move_source(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int cards[DCG_MAX_CARDS], n = card_args(L, 1, cards, NULL), m = 0;
    perm *to = lua_type(L, 2) == LUA_TSTRING ? NULL : check_perm(L, 2);
    int w = to ? -1 : luaL_checkoption(L, 2, NULL, move_places);
    for (int i = 0; i < n; i++) {
        perm *from = stack_of(st, cards[i]);
        if (!from || perm_top(from) == cards[i]) luaL_argerror(L, 1, "not a digivolution card (a card under a Digimon)");
        luaL_argcheck(L, to != from, 2, "the Digimon it is under");
        luaL_argcheck(L, !to || card_owner(to->cards[0]) == card_owner(cards[i]), 2, "not a Digimon of the card's owner");
        if (!unaffected(L, from) && !(w == 1 && dcg_source_kept(ctx, st, from, cards[i]))) cards[m++] = cards[i]; /* "trash": BT9-109 */
    }
    if (to) {
        bool placed = check_under(L, 2, to, m);
        if (placed && m) dcg_stack_under_set(ctx, st, to->id, cards, m, false);
        lua_pushboolean(L, placed);
        return 1;
    }
    if (move_zones[w] == DCG_ZONE_SECURITY && dcg_effect_player_cannot(ctx, st, CANNOT_ADD_TO_SECURITY)) m = 0; /* BT9-103 */
    int was = dcg_together_begin(ctx, st);
    for (int i = 0; i < m; i++) put_card(ctx, st, cards[i], move_zones[w], w == 3 || w == 5);
    dcg_together_end(ctx, was);
    return 0;
}

/* game.put_under(c, d [, "top"|"bottom"]): card c (or a list of cards, placed
** one at a time in order, at the same time), off the field, placed
** among Digimon d's digivolution cards: "top" right under d's top card, as
** its top digivolution card (Q1059: "on top of its digivolution cards"),
** "bottom" (default) as its bottom card. Not playing nor digivolving: no new
** card is on top (3-1-3-1-3). False, placing nothing, when d is a token
** (4-21-3: no card is stacked with a token). */
static int l_put_under(lua_State *L)
{
    dcg_state *st = W(L);
    perm *to = check_perm(L, 2);
    int top = luaL_checkoption(L, 3, "bottom", ends) == 0; /* ends: "top", "bottom" */
    int cards[DCG_MAX_STACK], n = 0;
    if (lua_istable(L, 1)) /* a list: placed at the same time (8-1-2-7: one addition) */
        for (lua_Integer i = 1; lua_geti(L, 1, i) != LUA_TNIL; i++) {
            if (n == DCG_MAX_STACK) luaL_error(L, "game.put_under: at most %d cards", DCG_MAX_STACK);
            cards[n] = check_off_field(L, -1);
            for (int k = 0; k < n; k++)
                if (cards[k] == cards[n]) luaL_error(L, "game.put_under: item %d names a card twice", (int)i);
            n++;
            lua_pop(L, 1);
        }
    else
        cards[n++] = check_off_field(L, 1);
    for (int k = 0; k < n; k++)
        luaL_argcheck(L, card_owner(to->cards[0]) == card_owner(cards[k]), 2, "not a Digimon of the card's owner");
    bool down = luaL_checkoption(L, 4, "face_up", faces) == 0, placed = check_under(L, 2, to, n);
    if (placed) dcg_stack_under_set(ctx_of(L), st, to->id, cards, n, top);
    for (int k = 0; placed && down && k < n; k++) dcg_face_set(st, cards[k], false); /* 4-7-9 */
    lua_pushboolean(L, placed);
    return 1;
}

/* game.place_under(d, to [, "top"|"bottom"]): Digimon or Tamer d of the
** battle area placed under to, another of its owner's on the field ("as its
** bottom digivolution card", default; "top": its top digivolution card).
** d leaves the field (4-7-7): its digivolution and link cards go to the
** trash at the same time (4-7-8); its "would leave" effects first. False
** when d is unaffected, did not leave, or to is full, a token (4-21-3:
** nothing goes under a token) or gone. */
static int l_place_under(lua_State *L)
{
    dcg_state *st = W(L);
    perm *pm = check_perm(L, 1), *to = check_perm(L, 2);
    uint16_t id = pm->id, to_id = to->id;
    int top = luaL_checkoption(L, 3, "bottom", ends) == 0;
    luaL_argcheck(L, dcg_perm_in_battle(st, id), 1, "not in the battle area");
    luaL_argcheck(L, to != pm, 2, "the card placed");
    luaL_argcheck(L, card_owner(to->cards[0]) == card_owner(pm->cards[0]), 2, "not on the field of the placed card's owner");
    if (unaffected(L, pm) || perm_room_under(ctx_of(L), st, to) <= 0) return 0; /* a token takes no card (4-21-3) */
    if (!dcg_would_leave(ctx_of(L), st, id)) return ctx_of(L)->asking ? need_answer(L) : 0;
    if (!(to = dcg_perm(st, to_id)) || perm_room_under(ctx_of(L), st, to) <= 0) return 0; /* its effects took it, or filled it */
    dcg_perm_under(ctx_of(L), st, id, to_id, top);
    lua_pushboolean(L, 1);
    return 1;
}

/* game.order_sources(d, cards): d's digivolution cards put in the order of
** cards (all of them, bottom first, as game.source_cards lists them). They
** stay the same cards (3-1-3-1-4): nothing moves, nothing triggers. */
static int l_order_sources(lua_State *L)
{
    W(L);
    perm *pm = check_perm(L, 1);
    int n = pm->n - 1;
    uint8_t order[DCG_MAX_STACK];
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_argcheck(L, luaL_len(L, 2) == n, 2, "not all of the Digimon's digivolution cards");
    for (int i = 0; i < n; i++) {
        lua_geti(L, 2, i + 1);
        int c = check_card(L, -1), k = 0;
        lua_pop(L, 1);
        while (k < n && pm->cards[k] != c) k++;
        if (k == n) luaL_error(L, "bad argument #2: item %d is not one of the Digimon's digivolution cards", i + 1);
        for (int j = 0; j < i; j++)
            if (order[j] == c) luaL_error(L, "bad argument #2: item %d names a card twice", i + 1);
        order[i] = (uint8_t)c;
    }
    if (unaffected(L, pm)) return 0;
    memcpy(pm->cards, order, (size_t)n);
    lua_pushboolean(L, 1);
    return 1;
}

/* Durations, from the view of the effect's player `me`. */
static void read_until(lua_State *L, int i, int me, mod *m, const dcg_state *st)
{
    static const char *const names[] = {"turn", "opponents_turn", "your_turn", "leaves", "opponents_next_turn", NULL};
    int u = opt_option(L, i, 0, names); /* "turn" */
    m->turn = st->turn;
    switch (u) {
    case 0: m->until = UNTIL_END_OF_TURN; break;
    /* "until the end of your opponent's next turn": made in the opponent's
    ** turn, the end of that turn (Q733, Q1420, Q1776) */
    case 1: m->until = UNTIL_END_OF_PLAYER_TURN; m->player = (uint8_t)(1 - me); m->next &= (uint8_t)~MOD_NEXT; break;
    case 2: m->until = UNTIL_END_OF_PLAYER_TURN; m->player = (uint8_t)me; m->next |= MOD_NEXT; break;
    /* through the opponent's next turn to begin ("their next unsuspend phase", BT1-113) */
    case 4: m->until = UNTIL_END_OF_PLAYER_TURN; m->player = (uint8_t)(1 - me); m->next |= MOD_NEXT; break;
    default: m->until = UNTIL_LEAVES; break;
    }
}

void dcg_api_until(lua_State *L, int i, int me, mod *m, const dcg_state *st) { read_until(L, i, me, m, st); }

/* The mask of names listed in the value on top of the stack (nil: 0), each
** one of names; popped. */
static uint16_t name_list(lua_State *L, const char *const *names)
{
    uint16_t mask = 0;
    if (!lua_isnil(L, -1)) {
        luaL_checktype(L, -1, LUA_TTABLE);
        for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
            if (i > 16) luaL_error(L, "a list of names has at most 16 entries");
            mask |= (uint16_t)(1 << luaL_checkoption(L, -1, NULL, names));
            lua_pop(L, 1);
        }
        lua_pop(L, 1); /* the nil that ended the list */
    }
    lua_pop(L, 1);
    return mask;
}
/* ... in t[field] */
static uint16_t name_mask(lua_State *L, int t, const char *field, const char *const *names)
{
    lua_getfield(L, t, field);
    return name_list(L, names);
}

uint8_t dcg_script_colors(lua_State *L, int t, const char *field) { return (uint8_t)name_mask(L, t, field, color_names); }

static const char *const forbid_names[] = {"attack", "block", "attack_players", "unsuspend", "be_deleted_in_battle",
                                             "be_deleted_by_opponents_effects", "be_dp_reduced", "be_returned",
                                             "suspend", "be_attacked", "digivolve", "activate_when_digivolving",
                                             "attack_digimon", "be_dp_reduced_by_opponents_effects", "be_deleted_by_effects",
                                             "be_unsuspended", NULL};
uint16_t dcg_script_forbid(lua_State *L, int t) { return name_mask(L, t, "forbid", forbid_names); }

/* allow={"attack_unsuspended", "blitz_attack_unsuspended"}: what a continuous effect permits (ALLOW_*). */
uint8_t dcg_script_allow(lua_State *L, int t)
{
    static const char *const allow_names[] = {"attack_unsuspended", "blitz_attack_unsuspended", NULL};
    return (uint8_t)name_mask(L, t, "allow", allow_names);
}

/* The fields of a change table, in the order read_change checks them. */
enum { CF_DP, CF_SECURITY_ATTACK, CF_DP_SET, CF_AS_DIGIMON, CF_KEYWORDS, CF_LOSE, CF_FORBID, CF_COLORS_SET, CF_EFFECT, CF_N };
static const char *const change_fields[CF_N] = {"dp", "security_attack", "dp_set", "as_digimon", "keywords",
                                                 "lose", "forbid", "colors_set", "effect"};

/* The field a key names (a string without zero bytes), or -1. */
static int change_field(lua_State *L, int key)
{
    if (lua_type(L, key) != LUA_TSTRING) return -1; /* (lua_tolstring would turn a number key into a string) */
    size_t len;
    const char *name = lua_tolstring(L, key, &len);
    for (int f = 0; f < CF_N; f++)
        if (!strcmp(name, change_fields[f])) return len == strlen(name) ? f : -1;
    return -1;
}

/* One pass over the entries of a table without a metatable, each field's
** value put at v + its number (a bit of *has): a change names few of its
** fields, so this costs less than a lookup of each. False past CF_N
** entries: the pass is C work the instruction count does not see, so it is
** bounded. */
static bool read_entries(lua_State *L, int t, int v, unsigned *has)
{
    lua_pushnil(L);
    for (int n = 0; lua_next(L, t); n++) {
        if (n == CF_N) {
            lua_pop(L, 2);
            return false;
        }
        int f = change_field(L, -2);
        if (f < 0) {
            lua_pop(L, 1);
            continue;
        }
        lua_replace(L, v + f);
        *has |= 1u << f;
    }
    return true;
}

/* Push the values of change table t's fields, in change_fields' order, and
** set a bit of *has for each one not nil; returns the index of the first.
** Each is read as t[name] reads it: a table with a metatable (a frozen one,
** safe.c) or more entries than fields is read one field at a time. */
static int push_change_fields(lua_State *L, int t, unsigned *has)
{
    int v = lua_gettop(L) + 1;
    lua_settop(L, v + CF_N - 1);
    *has = 0;
    if (!lua_getmetatable(L, t) && read_entries(L, t, v, has)) return v;
    lua_settop(L, v - 1);
    *has = 0;
    for (int f = 0; f < CF_N; f++)
        if (lua_getfield(L, t, change_fields[f]) != LUA_TNIL) *has |= 1u << f;
    return v;
}

/* Push field f (at v + f) for a reader of the value on top of the stack (its
** errors read as before); false, nothing pushed, when it is nil. */
static bool push_field(lua_State *L, unsigned has, int v, int f)
{
    if (!(has & (1u << f))) return false;
    lua_pushvalue(L, v + f);
    return true;
}

/* The DP or Security Attack change in field f (nil: 0): refused outside
** -max..max. */
static int32_t change_number(lua_State *L, unsigned has, int v, int f, lua_Integer max)
{
    if (!push_field(L, has, v, f)) return 0;
    lua_Integer n = luaL_checkinteger(L, -1);
    if (n < -max || n > max) luaL_error(L, "a change of %I is out of range (-%I to %I)", n, max, max);
    lua_pop(L, 1);
    return (int32_t)n;
}

/* The change a table describes: {dp=, dp_set=, security_attack=,
** keywords={..}, lose={..}|"all", forbid={"attack","block","attack_players","unsuspend"},
** effect=h}; the keywords into *grant, *lose. How they apply is perm.c's
** (layers); effect h (a handle of an effect of the running card declared
** with granted = true) is granted to what the change reaches (15-13). */
static void read_change(lua_State *L, int t, mod *m, dcg_kwset *grant, dcg_kwset *lose, uint8_t *colors_set)
{
    luaL_checktype(L, t, LUA_TTABLE);
    unsigned has;
    int v = push_change_fields(L, t, &has);
    m->dp = change_number(L, has, v, CF_DP, DCG_SCRIPT_DP_MAX);
    m->security_attack = (int8_t)change_number(L, has, v, CF_SECURITY_ATTACK, DCG_SCRIPT_SA_MAX);
    if (has & (1u << CF_DP_SET)) { /* "DP becomes N" (15-12-2) */
        if (m->dp) luaL_error(L, "dp and dp_set in one change: make two changes");
        m->dp = change_number(L, has, v, CF_DP_SET, DCG_SCRIPT_DP_MAX);
        if (m->dp < 0) luaL_error(L, "dp_set: %d is out of range (0 to %d)", (int)m->dp, DCG_SCRIPT_DP_MAX);
        m->how |= MOD_SETS_DP;
    }
    if (has & (1u << CF_AS_DIGIMON)) { /* "also treated as an N DP Digimon" (15-12-1) */
        if (m->dp || (m->how & MOD_SETS_DP) || m->cls != MOD_PERM) luaL_error(L, "as_digimon: one Digimon's change (game.change), without dp or dp_set");
        m->dp = change_number(L, has, v, CF_AS_DIGIMON, DCG_SCRIPT_DP_MAX);
        if (m->dp < 0) luaL_error(L, "as_digimon: %d is out of range (0 to %d)", (int)m->dp, DCG_SCRIPT_DP_MAX);
        m->how |= MOD_ADDS_DIGIMON;
    }
    *grant = push_field(L, has, v, CF_KEYWORDS) ? dcg_script_keyword_list(L, "keywords") : 0;
    uint8_t all = 0;
    *lose = push_field(L, has, v, CF_LOSE) ? dcg_script_lose_list(L, &all) : 0;
    if (all) m->how |= MOD_LOSES_ALL;
    uint16_t forbid = push_field(L, has, v, CF_FORBID) ? (uint16_t)name_list(L, forbid_names) : 0;
    if (forbid & FORBID_DIGIVOLVE) luaL_error(L, "forbid \"digivolve\" is a continuous effect's (card:static) only: a change can't hold it yet");
    if (forbid & FORBID_WHEN_DIGIVOLVING) /* a mod holds 8 bits of prohibitions: no loaded card changes it so */
        luaL_error(L, "forbid 'activate_when_digivolving' is a continuous effect's (card:static), not a change's");
    mod_set_forbid(m, forbid);
    *colors_set = push_field(L, has, v, CF_COLORS_SET) ? (uint8_t)name_list(L, color_names) : 0; /* "change its colour to white" (15-12-2) */
    if (*colors_set && m->cls == MOD_SECURITY_DIGIMON) luaL_error(L, "colors_set: a change of Digimon on the field");
    if (has & (1u << CF_EFFECT)) { /* an effect of this card to grant: its handle */
        dcg_ctx *ctx = ctx_of(L);
        dcg_state *st = R(L);
        lua_Integer k = lua_isinteger(L, v + CF_EFFECT) ? lua_tointeger(L, v + CF_EFFECT) : -1;
        int card = ctx->effect_card; /* the card whose effect runs: its handles */
        const card_effects *fx = card >= 0 && card < DCG_MAX_CARDS ? card_fx(ctx, st->def[card]) : NULL;
        if (!fx || k < 0 || k >= fx->n || !effect_at(ctx, st->def[card], (int)k)->granted)
            luaL_error(L, "effect: not an effect of this card declared with granted = true (its handle)");
        m->grant_card = (uint8_t)card;
        m->grant_effect = (uint8_t)(k + 1);
    }
    lua_settop(L, v - 1);
}

static int add_mod(lua_State *L, dcg_state *st, mod *m, dcg_kwset grant, dcg_kwset lose, uint8_t colors_set)
{
    if (!dcg_change_add(st, m, grant, lose, colors_set))
        return luaL_error(L, "too many changes in play (at most %d, DCG_MAX_MODS)", DCG_MAX_MODS);
    int32_t change = m->how & (MOD_SETS_DP | MOD_ADDS_DIGIMON) ? 0 : m->dp; /* a set or added DP is no change: dcg_perm_effects tells it */
    dcg_emit(ctx_of(L), DCG_EV_MODIFY, m->side, DCG_NO_CARD, m->perm, change, m->security_attack);
    return 0;
}

/* game.change(me, d, {dp=..., ...}, until): a change to one Digimon, or to
** each of a list of them ("2 of your opponent's Digimon get -3000 DP": one
** effect, 15-11-1; a change triggers nothing). */
static int l_change(lua_State *L)
{
    dcg_state *st = W(L);
    int me = check_player(L, 1);
    uint16_t ids[2 * DCG_MAX_PERMS];
    int n = perm_args(L, 2, ids, 2 * DCG_MAX_PERMS, false);
    mod m = {.cls = MOD_PERM, .how = mod_by(me)};
    dcg_kwset grant, lose;
    uint8_t colors_set;
    read_change(L, 3, &m, &grant, &lose, &colors_set);
    read_until(L, 4, me, &m, st);
    for (int i = 0; i < n; i++) {
        m.perm = ids[i];
        m.side = (uint8_t)card_owner(dcg_perm(st, ids[i])->cards[0]);
        add_mod(L, st, &m, grant, lose, colors_set);
    }
    return 0;
}

/* game.change_all(me, p, "digimon"|"security_digimon", {...}, until): a
** change to all of p's Digimon (also those that come later). */
static int l_change_all(lua_State *L)
{
    dcg_state *st = W(L);
    int me = check_player(L, 1), p = check_player(L, 2);
    static const char *const classes[] = {"digimon", "security_digimon", NULL};
    int cls = luaL_checkoption(L, 3, NULL, classes);
    mod m = {.cls = (uint8_t)(cls ? MOD_SECURITY_DIGIMON : MOD_ALL_DIGIMON), .side = (uint8_t)p, .how = mod_by(me)};
    dcg_kwset grant, lose;
    uint8_t colors_set;
    read_change(L, 4, &m, &grant, &lose, &colors_set);
    read_until(L, 5, me, &m, st);
    return add_mod(L, st, &m, grant, lose, colors_set);
}

/* ---- asking ------------------------------------------------------------------------ */

/* Abandon the running effect until the player answers. */
static int need_answer(lua_State *L)
{
    lua_pushliteral(L, "waiting for an answer");
    return lua_error(L);
}

/* No answer yet: wait for one; or the effect asked too often. */
static int ask_failed(lua_State *L, int a)
{
    if (a == DCG_ASK_LIMIT) return luaL_error(L, "an effect may ask at most %d questions (DCG_MAX_ANSWERS)", DCG_MAX_ANSWERS);
    if (a == DCG_ASK_TOO_MANY) return luaL_error(L, "a question may offer at most %d choices (DCG_MAX_ASK)", DCG_MAX_ASK);
    return need_answer(L);
}

/* game.choose(p, ids, min, max [, "cards"]): player p picks between min and
** max of the given Digimon (or cards); returns the picked ids in order. */
static int l_choose(lua_State *L)
{
    W(L);
    dcg_ctx *ctx = ctx_of(L);
    int p = check_player(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer min = luaL_checkinteger(L, 3), max = luaL_checkinteger(L, 4);
    static const char *const kinds[] = {"digimon", "cards", NULL};
    int kind = opt_option(L, 5, 0, kinds); /* "digimon" */
    uint16_t items[DCG_MAX_ASK];
    int n = 0;
    const dcg_state *st = R(L);
    /* only what is in the game can be offered, each once */
    for (lua_Integer i = 1; lua_geti(L, 2, i) != LUA_TNIL; i++) {
        if (n == DCG_MAX_ASK) luaL_error(L, "game.choose: at most %d items (DCG_MAX_ASK)", DCG_MAX_ASK);
        lua_Integer v = luaL_checkinteger(L, -1);
        bool ok = kind ? v >= 0 && v < DCG_MAX_CARDS && st->zone[v] != DCG_ZONE_NONE
                       : v > 0 && v <= 0xFFFF && dcg_perm((dcg_state *)st, (uint16_t)v);
        if (!ok) luaL_error(L, "choice %I: %I is not %s", i, v, kind ? "a card in the game" : "a Digimon or Tamer on the field");
        for (int k = 0; k < n; k++)
            if (items[k] == v) luaL_error(L, "choice %I: %I is listed twice", i, v);
        items[n++] = (uint16_t)v;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (max > n) max = n;
    if (max < 0) max = 0;
    if (min > max) min = max;
    lua_createtable(L, (int)max, 0);
    for (int picked = 0; picked < max; picked++) {
        bool done_ok = picked >= min;
        int a;
        if (n == 1 && !done_ok) a = 0; /* only one way: no question */
        else if ((a = dcg_effect_ask(ctx, p, 0, kind ? ASK_CARDS : ASK_PERMS, items, n, done_ok)) < 0) return ask_failed(L, a);
        if (a >= n) break; /* done */
        lua_pushinteger(L, items[a]);
        lua_rawseti(L, -2, picked + 1);
        /* the rest keep their order for the next question */
        memmove(&items[a], &items[a + 1], sizeof *items * (size_t)(n - a - 1));
        n--;
    }
    dcg_one_by_one_list(ctx, L, kind != 0);
    return 1;
}

/* game.instead(fn): in a "would" effect (card:when_would), run fn as its
** overwrite processing ("... instead", 18-2-1): no immediate effect
** interrupts what fn does (18-2-4: no "would" effect or keyword of a
** deletion, a leaving, a play ...). Returns true: what the effect
** interrupted is replaced (return it from a deletion's or leaving's effect
** to prevent that). */
static int l_instead(lua_State *L)
{
    W(L);
    dcg_ctx *ctx = ctx_of(L);
    luaL_checktype(L, 1, LUA_TFUNCTION);
    if (!ctx->would_depth) return luaL_error(L, "game.instead: only in a card:when_would effect (18-2-4)");
    lua_settop(L, 1);
    ctx->overwriting++;
    int rc = lua_pcall(L, 0, 0, 0);
    ctx->overwriting--;
    if (rc != LUA_OK) return lua_error(L); /* its error (or a question waiting) goes on */
    lua_pushboolean(L, 1);
    return 1;
}

/* game.yes_no(p): player p answers yes (true) or no. */
static int l_yes_no(lua_State *L)
{
    W(L);
    int p = check_player(L, 1);
    if (ctx_of(L)->forced_yes == p + 1) return lua_pushboolean(L, 1), 1; /* made mandatory (15-15-7-4) */
    int a = dcg_effect_ask(ctx_of(L), p, 1, 0, NULL, 0, 0);
    if (a < 0) return ask_failed(L, a);
    lua_pushboolean(L, a == 0);
    return 1;
}

/* game.choose_mode(p, {"label", ...}): player p picks one of an effect's
** modes ("choose one: ..."); returns its label. One mode: no question. */
static int l_choose_mode(lua_State *L)
{
    W(L);
    int p = check_player(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    uint16_t items[DCG_MAX_MODES];
    int n = 0;
    for (lua_Integer i = 1; lua_geti(L, 2, i) != LUA_TNIL; i++) {
        if (n == DCG_MAX_MODES) luaL_error(L, "game.choose_mode: at most %d modes", DCG_MAX_MODES);
        if (lua_type(L, -1) != LUA_TSTRING) luaL_error(L, "game.choose_mode: mode %I is not a label (a string)", i);
        for (int k = 1; k <= n; k++) {
            lua_geti(L, 2, k);
            if (lua_rawequal(L, -1, -2)) luaL_error(L, "game.choose_mode: mode %I repeats mode %d", i, k);
            lua_pop(L, 1);
        }
        items[n] = (uint16_t)n;
        n++;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    luaL_argcheck(L, n > 0, 2, "at least one mode");
    int a = 0;
    if (n > 1 && (a = dcg_effect_ask(ctx_of(L), p, 0, ASK_MODES, items, n, 0)) < 0) return ask_failed(L, a);
    lua_geti(L, 2, a + 1);
    return 1;
}

/* ---- effects that activate other effects (15-15-7) ---------------------------- */

static const char *const activated_names[] = {"on_play", "when_digivolving", "when_attacking", "end_of_attack", "on_deletion",
                                              "security", "main", "start_of_your_turn", "start_of_your_main_phase",
                                              "end_of_your_turn", "when_moving", "when_linking", NULL};
static const uint8_t activated_timings[] = {TM_ON_PLAY, TM_WHEN_DIGIVOLVING, TM_WHEN_ATTACKING, TM_END_OF_ATTACK, TM_ON_DELETION,
                                            TM_SECURITY, TM_MAIN, TM_START_OF_YOUR_TURN, TM_START_OF_YOUR_MAIN,
                                            TM_END_OF_YOUR_TURN, TM_WHEN_MOVING, TM_WHEN_LINKING};

/* The effects of card c with timing tm that can activate now: its own (not
** inherited or granted ones), a use left this turn, their conditions (activate_if too) met. */
static int activatable(dcg_ctx *ctx, const dcg_state *st, int c, int tm, int me, uint16_t perm_id, uint8_t *ks)
{
    const card_effects *fx = card_fx_of(ctx, st, c);
    int n = 0;
    for (int k = 0; fx && k < fx->n; k++) {
        const effect_def *e = &ctx->effects[fx->first + k];
        pending pe = {.src = EFF_SCRIPT, .owner = (uint8_t)me, .card = (uint8_t)c, .effect = (uint8_t)k, .timing = (uint8_t)tm, .perm = perm_id};
        if (e->timing == tm && !e->inherited && !e->granted && dcg_effect_use_left(st, e, c, k) &&
            dcg_effect_check(ctx, st, c, k, me, perm_id, 0, false) && dcg_effect_activates(ctx, st, e, &pe) && /* 15-6-3 */
            !dcg_timing_forbidden(ctx, st, e, perm_id)) /* Q1355, Q5521 */
            ks[n++] = (uint8_t)k;
    }
    return n;
}

/* The stop of a running effect when its game ended (1-2-6): a Lua error,
** but no failure (no script error, dcg_script_error keeps the last one). */
static int game_over_stop(lua_State *L)
{
    lua_pushliteral(L, "the game is over");
    return lua_error(L);
}

/* game.activate(me, c, timing [, {perm = d, as_this = true, all = true,
** optional = true}]): the running effect activates 1 of card c's effects
** of that timing ("on_play", "when_digivolving", ...) as part of its
** processing (15-15-7-1): its player chooses which when several can;
** `all`: every one of them, in the order its player chooses (15-15-7-2).
** From d (default: the Digimon or Tamer whose stack holds c); `as_this`:
** as an effect of the running effect's card (15-15-7-3). `optional`: "you
** may activate" (asked first); otherwise the activation is mandatory and so
** is the other effect's optional processing (15-15-7-4). Returns how many
** it activated. Only the running effect's player's own cards, from their
** own Digimon or Tamers: an effect activates effects for its player
** (15-15-7-1, 15-15-7-3), never the opponent's cards, and so never one in
** the opponent's hidden hand or security (an error). */
static int l_activate(lua_State *L)
{
    dcg_state *st = W(L);
    dcg_ctx *ctx = ctx_of(L);
    int me = check_player(L, 1), c = check_card(L, 2), runs = dcg_effect_player(ctx, st);
    luaL_argcheck(L, runs < 0 || me == runs, 1, "not the player of the running effect (an effect activates effects for its own player)");
    luaL_argcheck(L, card_owner(c) == me, 2, "not a card of the effect's player (an effect never activates the opponent's cards' effects)");
    int tm = activated_timings[luaL_checkoption(L, 3, NULL, activated_names)];
    bool as_this = false, all = false, optional = false;
    const perm *holder = stack_of(st, c);
    uint16_t perm_id = holder ? holder->id : 0;
    if (!lua_isnoneornil(L, 4)) {
        luaL_checktype(L, 4, LUA_TTABLE);
        int e = dcg_safe_entries(L, 4);
        for (lua_pushnil(L); lua_next(L, e); lua_pop(L, 1)) {
            const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
            if (strcmp(k, "perm") && strcmp(k, "as_this") && strcmp(k, "all") && strcmp(k, "optional"))
                luaL_argerror(L, 4, "options are perm, as_this, all, optional");
        }
        lua_pop(L, 1);
        if (lua_getfield(L, 4, "perm") != LUA_TNIL) perm_id = check_perm(L, -1)->id;
        luaL_argcheck(L, !perm_id || dcg_perm_owner(st, perm_id) == me, 4, "perm: not a Digimon or Tamer of the effect's player");
        as_this = lua_getfield(L, 4, "as_this") != LUA_TNIL && lua_toboolean(L, -1);
        all = lua_getfield(L, 4, "all") != LUA_TNIL && lua_toboolean(L, -1);
        optional = lua_getfield(L, 4, "optional") != LUA_TNIL && lua_toboolean(L, -1);
        lua_pop(L, 4);
    }
    int as = as_this ? ctx->effect_card : -1, done = 0;
    uint8_t ks[DCG_MAX_CARD_EFFECTS];
    int n = activatable(ctx, st, c, tm, me, perm_id, ks), a;
    if (n && optional && (a = dcg_effect_ask(ctx, me, 1, 0, NULL, 0, 0)) != 0) { /* "you may activate": declined */
        if (a < 0) return ask_failed(L, a);
        n = 0;
    }
    while (n > 0) {
        uint16_t items[DCG_MAX_CARD_EFFECTS];
        for (int i = 0; i < n; i++) items[i] = (uint16_t)i;
        int pick = 0;
        if (n > 1 && (pick = dcg_effect_ask(ctx, me, 0, ASK_MODES, items, n, 0)) < 0) return ask_failed(L, pick);
        int k = ks[pick];
        bool run = true;
        if (effect_at(ctx, st->def[c], k)->optional && optional) { /* "you may" stays optional (15-15-7-4 a contrario) */
            if ((a = dcg_effect_ask(ctx, me, 1, 0, NULL, 0, 0)) < 0) return ask_failed(L, a);
            run = a == 0;
        }
        dcg_emit(ctx, DCG_EV_EFFECT, me, c, perm_id, EFF_SCRIPT, run);
        if (run && dcg_effect_run_other(ctx, st, c, k, me, perm_id, as, !optional) != LUA_OK)
            return ctx->asking ? need_answer(L) : st->winner != 0xFF ? game_over_stop(L) : luaL_error(L, "%s", ctx->script_err);
        done += run;
        if (!all) break;
        uint8_t left[DCG_MAX_CARD_EFFECTS]; /* the others not yet activated that still can */
        int m = activatable(ctx, st, c, tm, me, perm_id, left), kept = 0;
        for (int i = 0; i < m; i++) {
            bool before = false;
            for (int j = 0; j < n; j++) before |= ks[j] == left[i] && j != pick;
            if (before) ks[kept++] = left[i];
        }
        n = kept;
    }
    lua_pushinteger(L, done);
    return 1;
}

/* The attack in progress (the innermost), or NULL. */
static const frame *attack_frame(const dcg_state *st)
{
    for (int i = st->n_frames - 1; i >= 0; i--)
        if (st->frames[i].op == F_ATTACK) return &st->frames[i];
    return NULL;
}

/* Schedule the running card's delayed effect whose handle is argument i (card:delayed) for `when`
** (DELAY_*), about subject; made in the end phase for its end, it triggers at once. */
static void schedule_delayed(lua_State *L, dcg_state *st, int when, int i, lua_Integer subject)
{
    dcg_ctx *ctx = ctx_of(L);
    lua_Integer k = luaL_checkinteger(L, i);
    int card = ctx->effect_card; /* the card whose effect runs: its handles */
    const card_effects *fx = card >= 0 && card < DCG_MAX_CARDS ? card_fx(ctx, st->def[card]) : NULL;
    if (!fx || k < 0 || k >= fx->n || effect_at(ctx, st->def[card], (int)k)->timing != TM_DELAYED)
        luaL_argerror(L, i, "not a delayed effect of this card (the handle card:delayed returned)");
    const pending *pe = &st->act.e;
    uint16_t from = st->act.on && pe->card == card ? pe->perm : 0;
    if (when == DELAY_END_OF_TURN && st->phase == DCG_PHASE_END) { /* its timing is now: it triggers at once */
        pending now = {.src = EFF_SCRIPT, .owner = (uint8_t)card_owner(card), .card = (uint8_t)card, .effect = (uint8_t)k,
                       .timing = TM_DELAYED, .perm = from, .subject = (uint16_t)subject};
        dcg_trigger(ctx, st, &now);
        return;
    }
    delayed *d = NULL;
    for (int j = 0; j < DCG_MAX_DELAYED && !d; j++)
        if (st->delayed[j].when == DELAY_NONE) d = &st->delayed[j];
    if (!d) luaL_error(L, "more than %d delayed effects waiting (DCG_MAX_DELAYED)", DCG_MAX_DELAYED);
    d->when = (uint8_t)when;
    d->owner = (uint8_t)card_owner(card);
    d->card = (uint8_t)card;
    d->effect = (uint8_t)k;
    d->turn = st->turn;
    d->perm = from;
    d->subject = (uint16_t)subject;
}

/* game.at_end_of(when, effect [, subject]): schedule this card's delayed
** effect (declared with card:delayed) for the end of this turn ("turn") or
** of the opponent's next turn ("opponents_turn") or of the next battle of
** the attack in progress ("battle", 14-2-5: dropped if that attack ends
** without a battle); it then triggers like an effect triggered at that
** timing (18-1), run as fn(me, self, c, subject) with self the Digimon this
** effect works from. */
static int l_at_end_of(lua_State *L)
{
    static const char *const names[] = {"turn", "opponents_turn", "battle", NULL};
    static const uint8_t whens[] = {DELAY_END_OF_TURN, DELAY_END_OF_OPPONENTS_TURN, DELAY_END_OF_BATTLE};
    dcg_state *st = W(L);
    int when = whens[luaL_checkoption(L, 1, NULL, names)];
    if (when == DELAY_END_OF_BATTLE && !attack_frame(st))
        luaL_argerror(L, 1, "\"battle\": no attack in progress, so no battle to wait for");
    lua_Integer subject = luaL_optinteger(L, 3, 0);
    luaL_argcheck(L, subject >= 0 && subject <= 0xFFFF, 3, "a Digimon or card id");
    schedule_delayed(L, st, when, 2, subject);
    return 0;
}

/* game.end_attack(): "end the attack" (15-15-1): the attack in progress
** (the innermost) goes to its end of attack timing right after this
** effect (15-15-1-1): no counter or block timing, no security check or
** battle, and it does not succeed (Q2627); the attacker stays as it is
** (suspended), its [End of Attack] effects trigger. It changes a timing,
** not a Digimon: also the attack of one unaffected by effects (Q2628).
** Returns false when no attack is in progress or it is already ending. */
static int l_end_attack(lua_State *L)
{
    lua_pushboolean(L, dcg_attack_end(W(L)));
    return 1;
}

/* game.win(p), game.lose(p): an effect makes p win or lose (1-2-6): the
** game ends at once, and the effect stops there (effect.c). */
static int end_game(lua_State *L, bool win)
{
    dcg_state *st = W(L);
    int p = check_player(L, 1);
    dcg_win(ctx_of(L), st, win ? p : opponent(p), DCG_WIN_EFFECT);
    return game_over_stop(L);
}
static int l_win(lua_State *L) { return end_game(L, true); }
static int l_lose(lua_State *L) { return end_game(L, false); }

/* game.attack(): the attack in progress (the innermost): its attacker, the
** Digimon it is battling or about to (the target it was declared on, or the
** blocker once blocked; 0: the attacked player), and whether it was
** blocked. nil when no attack is in progress. */
static int l_attack(lua_State *L)
{
    const frame *f = attack_frame(R(L));
    if (!f) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushinteger(L, f->a);
    lua_pushinteger(L, f->b == DCG_PLAYER_TARGET ? 0 : f->b);
    lua_pushboolean(L, (f->flags & AF_BLOCKED) != 0);
    return 3;
}

/* ---- for the other api_*.c files (api_lib.h) ------------------------------------------ */

dcg_ctx *dcg_api_ctx(lua_State *L) { return ctx_of(L); }
dcg_state *dcg_api_read(lua_State *L) { return R(L); }
dcg_state *dcg_api_write(lua_State *L) { return W(L); }
int dcg_api_player(lua_State *L, int i) { return check_player(L, i); }
int dcg_api_card(lua_State *L, int i) { return check_card(L, i); }
perm *dcg_api_perm(lua_State *L, int i) { return check_perm(L, i); }
int dcg_api_need_answer(lua_State *L) { return need_answer(L); }
int dcg_api_ask_failed(lua_State *L, int a) { return ask_failed(L, a); }
int dcg_api_game_over(lua_State *L) { return game_over_stop(L); }
int dcg_api_procedure_would(lua_State *L, dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost)
{
    return procedure_would(L, st, what, card, digimon, partner, cost);
}

void dcg_api_open(dcg_ctx *ctx)
{
    static const luaL_Reg fns[] = {
        {"turn_player", l_turn_player}, {"turn", l_turn}, {"phase", l_phase}, {"opponent", l_opponent}, {"memory", l_memory},
        {"security", l_security}, {"deck_count", l_deck_count}, {"egg_count", l_egg_count}, {"digimon", l_digimon}, {"tamers", l_tamers}, {"options", l_options},
        {"hand", l_hand}, {"trash_cards", l_trash_cards}, {"dp", l_dp}, {"level", l_level}, {"sources", l_sources},
        {"no_sources", l_no_sources}, {"has_sources", l_has_sources},
        {"suspended", l_suspended}, {"can_suspend", l_can_suspend}, {"owner", l_owner}, {"top", l_top}, {"on_field", l_on_field}, {"battling", l_battling},
        {"source_cards", l_source_cards}, {"card_number", l_card_number}, {"card_name", l_card_name},
        {"card_kind", l_card_kind}, {"card_level", l_card_level}, {"card_dp", l_card_dp},
        {"card_owner", l_card_owner}, {"card_zone", l_card_zone},
        {"gain_memory", l_gain_memory}, {"lose_memory", l_lose_memory}, {"set_memory", l_set_memory},
        {"delete", l_delete}, {"deletion", l_deletion}, {"suspend", l_suspend}, {"unsuspend", l_unsuspend},
        {"trash_sources", l_trash_sources}, {"de_digivolve", l_de_digivolve}, {"trash_top", l_trash_top}, {"move_top", l_move_top}, {"digi_burst", l_digi_burst}, {"blitz", l_blitz}, {"save", l_save}, {"mind_link", l_mind_link}, {"overclock", l_overclock}, {"bounce", l_bounce}, {"return_to_deck", l_return_to_deck}, {"digimon_to_security", l_digimon_to_security}, {"recovery", l_recovery}, {"trash_security", l_trash_security}, {"hatch", l_hatch}, {"move_out", l_move_out}, {"breeding", l_breeding}, {"draw", l_draw},
        {"to_hand", l_to_hand}, {"play", l_play}, {"play_all", l_play_all}, {"play_token", l_play_token}, {"trash", l_trash_card}, {"place", l_place}, {"remove", l_remove}, {"entered_turn", l_entered_turn}, {"change", l_change},
        {"change_all", l_change_all}, {"choose", l_choose}, {"yes_no", l_yes_no}, {"instead", l_instead},
        {"card_colors", l_card_colors}, {"card_has_color", l_card_has_color}, {"card_traits", l_card_traits},
        {"card_has_trait", l_card_has_trait}, {"card_name_has", l_card_name_has}, {"card_cost", l_card_cost},
        {"card_has_keyword", l_card_has_keyword}, {"card_has_inherited_effect", l_card_has_inherited_effect}, {"card_has_link_effect", l_card_has_link_effect}, {"card_text_has", l_card_text_has}, {"colors", l_colors}, {"has_color", l_has_color}, {"traits", l_traits},
        {"has_trait", l_has_trait}, {"name", l_name}, {"name_has", l_name_has}, {"kind", l_kind}, {"cost", l_cost}, {"effect_is", l_effect_is}, {"effect_number", l_effect_number}, {"card_attribute", l_card_attribute}, {"attribute", l_attribute}, {"card_form", l_card_form}, {"form", l_form},
        {"has_keyword", l_has_keyword}, {"played_this_turn", l_played_this_turn},
        {"digivolved_this_turn", l_digivolved_this_turn}, {"attacked_this_turn", l_attacked_this_turn},
        {"player_digivolved_this_turn", l_player_digivolved_this_turn},
        {"player_attacked_this_turn", l_player_attacked_this_turn},
        {"dna_digivolved", l_dna_digivolved}, {"digixros_cards", l_digixros_cards},
        {"deck_top", l_deck_top}, {"deck_cards", l_deck_cards}, {"security_cards", l_security_cards}, {"reveal", l_reveal},
        {"to_deck", l_to_deck}, {"to_security", l_to_security}, {"face_up", l_face_up}, {"turn_face", l_turn_face}, {"shuffle", l_shuffle}, {"move_source", l_move_source}, {"put_under", l_put_under},
        {"place_under", l_place_under}, {"order_sources", l_order_sources},
        {"digivolve", l_digivolve}, {"can_digivolve", l_can_digivolve},
        {"dna_digivolve", l_dna_digivolve}, {"can_dna_digivolve", l_can_dna_digivolve}, {"burst_digivolve", l_burst_digivolve},
        {"reduce_cost", l_reduce_cost}, {"would_digimon", l_would_digimon},
        {"would_partner", l_would_partner}, {"raise_cost", l_raise_cost}, /* in a procedure's "would" effect */
        {"can_burst_digivolve", l_can_burst_digivolve}, {"app_fuse", l_app_fuse}, {"can_app_fuse", l_can_app_fuse}, {"link", l_link}, {"can_link", l_can_link}, {"digivolution_discount", l_digivolution_discount}, {"choose_mode", l_choose_mode}, {"at_end_of", l_at_end_of}, {"reveal_card", l_reveal_card}, {"attack", l_attack}, {"end_attack", l_end_attack}, {"win", l_win}, {"lose", l_lose}, {"activate", l_activate}, {NULL, NULL}};
    luaL_newlib(ctx->L, fns);
    dcg_api_more(ctx->L); /* the calls of the other api_*.c files */
    dcg_api_effects(ctx->L); /* api_effects.c */
    lua_setglobal(ctx->L, "game");
}
