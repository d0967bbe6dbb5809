/* script.c: DBE card scripts (scripts/dbe/NUMBER.lua) in a VM of their own,
** sandboxed: only the dbe API and a few pure base functions are visible,
** globals are read-only, every call has a budget (instructions and the
** library work the core sandbox charges) and the VM a memory cap, and each
** call runs the card's chunk anew, so nothing a script keeps survives a call
** (Lua holds no game state). The libraries' wrappers and read-only tables are
** the core sandbox's (engine/core/script/safe.c), with DBE as its host. */
#include "dbe.h"
#include "files.h"
#include "dcg_limits.h"
#include "script/safe.h"
#include <lauxlib.h>
#include <lualib.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

/* What the VM's extra space points to: the context and the running call's
** budget (a userdata the registry keeps). */
typedef struct dbe_vm { dcg_dbe_ctx *ctx; long left; } dbe_vm;
#define HOOK_EVERY 1000 /* instructions between two charges of the hook */

static dbe_vm *vm_of(lua_State *L) { return *(dbe_vm **)lua_getextraspace(L); }
static dcg_dbe_ctx *ctx_of(lua_State *L) { return vm_of(L)->ctx; }

static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    dcg_dbe_ctx *ctx = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        ctx->mem_used -= old;
        return NULL;
    }
    if (nsize > old && ctx->mem_used - old + nsize > DBE_SCRIPT_MEMORY) return NULL;
    void *q = realloc(ptr, nsize);
    if (q) ctx->mem_used = ctx->mem_used - old + nsize;
    return q;
}

/* Charge units of work to the running call (between calls: nothing). */
static void charge(void *ud, lua_State *L, long units)
{
    dbe_vm *vm = ud;
    if (!lua_gethook(L)) return;
    vm->left -= units;
    if (vm->left <= 0) luaL_error(L, "the script ran over its budget of %d units (instructions and library work)", DBE_SCRIPT_STEPS);
}

static void budget_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    charge(vm_of(L), L, HOOK_EVERY);
}

/* ---- the API ------------------------------------------------------------- */

static dcg_dbe_state *game(lua_State *L)
{
    dcg_dbe_state *st = ctx_of(L)->cur;
    if (!st) luaL_error(L, "the dbe API is for a running effect (not while the script loads)");
    if (st->choice.on)
        luaL_error(L, "the effect asked a choice: it ends there and goes on in the function its 'next' names");
    return st;
}

static int player_arg(lua_State *L, int i)
{
    lua_Integer p = luaL_checkinteger(L, i);
    if (p != 0 && p != 1) luaL_error(L, "bad player %d (0 or 1)", (int)p);
    return (int)p;
}

static int count_arg(lua_State *L, int i, int max)
{
    lua_Integer n = luaL_checkinteger(L, i);
    if (n < 0 || n > max) luaL_error(L, "bad amount %d (0 to %d)", (int)n, max);
    return (int)n;
}

/* For the API's other files (dbe.h). */
dcg_dbe_ctx *dbe_lua_ctx(lua_State *L) { return ctx_of(L); }
dcg_dbe_state *dbe_lua_game(lua_State *L) { return game(L); }
int dbe_lua_player(lua_State *L, int i) { return player_arg(L, i); }

static int attack_arg(lua_State *L, int i)
{
    return luaL_checkoption(L, i, NULL, dbe_attack_names);
}

static int l_opponent(lua_State *L) { return lua_pushinteger(L, 1 - player_arg(L, 1)), 1; }

/* Boost (Glossary): current Power up, until the turn ends; every attack, or one. */
static int l_boost(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = (int)luaL_checkinteger(L, 2);
    if (n < -5000 || n > 5000) return luaL_error(L, "bad boost %d", n);
    int a = lua_isnoneornil(L, 3) ? -1 : attack_arg(L, 3);
    for (int k = 0; k < DBE_ATTACKS; k++)
        if (a < 0 || a == k) st->p[p].boost[k] = (int16_t)(st->p[p].boost[k] + n);
    return 0;
}

/* Recover (Glossary): current HP up, kept. */
static int l_recover(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = count_arg(L, 2, 5000);
    if (dbe_active(st, p) >= 0) st->p[p].hp = (int16_t)(st->p[p].hp + n > 9990 ? 9990 : st->p[p].hp + n);
    return 0;
}

static int l_draw(lua_State *L)
{
    int p = player_arg(L, 1);
    return lua_pushinteger(L, dbe_draw(game(L), p, count_arg(L, 2, 10))), 1;
}

/* Dark Draw (Glossary: Dark [action]): draw into the Dark Area. */
static int l_dark_draw(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = count_arg(L, 2, 10), got = 0;
    while (got < n && dbe_take_top(st, p, DBE_ZONE_DECK, DBE_ZONE_DARK) >= 0) got++;
    return lua_pushinteger(L, got), 1;
}

/* Trash X (Glossary): the top X of the deck to the trash, one at a time. */
static int l_trash(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = count_arg(L, 2, 10), got = 0;
    while (got < n && dbe_take_top(st, p, DBE_ZONE_DECK, DBE_ZONE_TRASH) >= 0) got++;
    return lua_pushinteger(L, got), 1;
}

/* Recycle X (Glossary): the top X of the trash onto the deck, not shuffled. */
static int l_recycle(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = count_arg(L, 2, 10), got = 0;
    while (got < n && dbe_take_top(st, p, DBE_ZONE_TRASH, DBE_ZONE_DECK) >= 0) got++;
    return lua_pushinteger(L, got), 1;
}

/* Static X as a card effect (Glossary: Static X; Attack Abilities: Static X): the
** bottom X of the named player's trash are deleted (the other's by default on the
** card, its own when the card says so: the script names the player). */
static int l_static(lua_State *L)
{
    int p = player_arg(L, 1);
    return lua_pushinteger(L, dbe_static(game(L), p, count_arg(L, 2, 10))), 1;
}

/* Revive (Glossary: Revive): Set Revival on p's Digimon (the card names its own by
** default) with hp HP, 10 when the card gives no amount; the latest set replaces any
** earlier one, and it lasts the turn (battle.c revives a KO'd active with it). */
static int l_revive(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), hp = lua_isnoneornil(L, 2) ? DBE_REVIVE_HP : count_arg(L, 2, 5000);
    if (hp <= 0) return luaL_error(L, "bad revival HP %d (more than 0)", hp);
    st->p[p].revive = (int16_t)hp;
    st->p[p].revive_by = (uint8_t)(ctx_of(L)->cur_player + 1); /* whose Revive it is (revive.c) */
    return 0;
}

static int l_first_attack(lua_State *L) { dbe_gain_first(game(L), player_arg(L, 1)); return 0; }

/* 2nd Attack cancels a stack of 1st Attack (Battle Phase, step 2). */
static int l_second_attack(lua_State *L)
{
    dbe_player *pl = &game(L)->p[player_arg(L, 1)];
    if (pl->first) pl->first--;
    return 0;
}

/* Guard: the other's named attack becomes 0 Power. */
static int l_guard(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), a = attack_arg(L, 2);
    st->p[p].guard_mask |= (uint8_t)(1 << a);
    return 0;
}

static int l_add_dp(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), n = (int)luaL_checkinteger(L, 2);
    if (n < -200 || n > 200) return luaL_error(L, "bad DP %d", n);
    st->p[p].dp_mod = (int16_t)(st->p[p].dp_mod + n);
    return 0;
}

static int l_hp(lua_State *L) { return lua_pushinteger(L, game(L)->p[player_arg(L, 1)].hp), 1; }
static int l_hand_size(lua_State *L) { return lua_pushinteger(L, game(L)->p[player_arg(L, 1)].z[DBE_ZONE_HAND].n), 1; }
static int l_ko_points(lua_State *L) { return lua_pushinteger(L, game(L)->p[player_arg(L, 1)].ko_points), 1; }
static int l_abnormal(lua_State *L) { return lua_pushboolean(L, game(L)->p[player_arg(L, 1)].abnormal), 1; }
static int l_is_turn_player(lua_State *L) { return lua_pushboolean(L, game(L)->turn_player == player_arg(L, 1)), 1; }
/* Fast (Glossary: Fast / Slow): this Support resolves first. */
static int l_fast(lua_State *L) { game(L); return lua_pushboolean(L, ctx_of(L)->cur_first), 1; }

static int l_level(lua_State *L)
{
    const dbe_card *c = dbe_active_card(ctx_of(L), game(L), player_arg(L, 1));
    if (!c) return lua_pushnil(L), 1;
    return lua_pushlstring(L, &"RCUM"[c->level], 1), 1;
}

static int l_name(lua_State *L)
{
    const dbe_card *c = dbe_active_card(ctx_of(L), game(L), player_arg(L, 1));
    if (c) lua_pushstring(L, c->name);
    else lua_pushnil(L);
    return 1;
}

/* Whether p's active is so named: its name or its alias, partial names allowed
** (Glossary: Also counts as [Name]); dbe.name gives the printed name only. */
static int l_named(lua_State *L)
{
    const dbe_card *c = dbe_active_card(ctx_of(L), game(L), player_arg(L, 1));
    return lua_pushboolean(L, c && dbe_card_named(c, luaL_checkstring(L, 2))), 1;
}

/* Type (Glossary): primary type and subtypes alike. */
static int l_has_type(lua_State *L)
{
    const dbe_card *c = dbe_active_card(ctx_of(L), game(L), player_arg(L, 1));
    int b = dbe_type_bit(luaL_checkstring(L, 2));
    if (!b) return luaL_error(L, "'%s' is not a type", lua_tostring(L, 2));
    return lua_pushboolean(L, c && (c->types & b)), 1;
}

/* Nova counters (Glossary: Nova counter): a player's count, 0 to 10; the excess is lost. */
static int l_nova(lua_State *L) { return lua_pushinteger(L, game(L)->p[player_arg(L, 1)].nova), 1; }
static int l_add_nova(lua_State *L)
{
    dbe_player *pl = &game(L)->p[player_arg(L, 1)];
    int n = (int)luaL_checkinteger(L, 2);
    if (n < -10 || n > 10) return luaL_error(L, "bad nova counters %d", n);
    n += pl->nova;
    pl->nova = (uint8_t)(n < 0 ? 0 : n > DBE_NOVA_MAX ? DBE_NOVA_MAX : n);
    return 0;
}

/* ---- choices (choice.c; docs/dbe.md "Choices") ------------------------------------ */

static const char *const zone_names[] = {"deck", "hand", "dp", "trash", "dark", "active", "destiny", "support",
                                         "side", "deleted", "attach", NULL};

static int inst_arg(lua_State *L, int i)
{
    lua_Integer v = luaL_checkinteger(L, i);
    if (v < 0 || v >= game(L)->n_inst) luaL_error(L, "bad card %d (not a card of this game)", (int)v);
    return (int)v;
}
int dbe_lua_card(lua_State *L, int i) { return inst_arg(L, i); }

/* The instances of p's zone, top first; at most n. */
static int l_cards(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), z = luaL_checkoption(L, 2, NULL, zone_names);
    int n = lua_isnoneornil(L, 3) ? DCG_DBE_ZONE_MAX : count_arg(L, 3, DCG_DBE_ZONE_MAX);
    const dbe_pile *pile = &st->p[p].z[z];
    lua_createtable(L, n, 0);
    for (int k = 0; k < n && k < pile->n; k++) {
        lua_pushinteger(L, pile->c[pile->n - 1 - k]);
        lua_rawseti(L, -2, k + 1);
    }
    return 1;
}

static int l_card_name(lua_State *L) { return lua_pushstring(L, dbe_inst(ctx_of(L), game(L), inst_arg(L, 1))->name), 1; }

static int l_card_level(lua_State *L)
{
    const dbe_card *c = dbe_inst(ctx_of(L), game(L), inst_arg(L, 1));
    if (c->level > DBE_LEVEL_M) return lua_pushnil(L), 1;
    return lua_pushlstring(L, &"RCUM"[c->level], 1), 1;
}

/* Discard (Glossary): a card of a hand to its owner's trash; Dark Discard (Glossary:
** Dark [action]) to its owner's Dark Area instead. */
static int discard_to(lua_State *L, int zone)
{
    dcg_dbe_state *st = game(L);
    int inst = inst_arg(L, 1), p = st->inst_owner[inst];
    if (dbe_pile_find(&st->p[p].z[DBE_ZONE_HAND], inst) < 0) return luaL_error(L, "card %d is not in a hand", inst);
    dbe_move(st, p, inst, DBE_ZONE_HAND, zone);
    return 0;
}
static int l_discard(lua_State *L) { return discard_to(L, DBE_ZONE_TRASH); }
static int l_dark_discard(lua_State *L) { return discard_to(L, DBE_ZONE_DARK); }

/* The common part of every choice: who, what follows (next, memo). */
static void choice_base(lua_State *L, dbe_choice *ch, int chooser, int next_arg)
{
    dcg_dbe_ctx *ctx = ctx_of(L);
    if (!ctx->cur_asks)
        luaL_error(L, "its '%s' effect may not ask a choice: it runs in passing (a Turbo's condition or risk, an "
                      "EVOLVE card, an attachment's effects: docs/dbe.md, Choices)", ctx->cur_field);
    memset(ch, 0, sizeof *ch);
    ch->chooser = (uint8_t)chooser;
    ch->player = (uint8_t)ctx->cur_player;
    ch->first = (uint8_t)ctx->cur_first;
    ch->card = (int16_t)ctx->cur_card;
    const char *next = lua_isnoneornil(L, next_arg) ? "" : luaL_checkstring(L, next_arg);
    if (strlen(next) >= sizeof ch->next) luaL_error(L, "the continuation's name '%s' is longer than %d", next,
                                                    (int)sizeof ch->next - 1);
    memcpy(ch->next, next, strlen(next) + 1);
}

static void ask(lua_State *L, const dbe_choice *ch) { dbe_choice_ask(ctx_of(L), game(L), ch); }

/* dbe.choose(chooser, options, spec): options a list of cards (instances) or
** names (strings); spec.n picks (1), spec.up_to (fewer allowed, none too),
** spec.next the continuation, spec.memo up to 4 integers handed to it. */
static int l_choose(lua_State *L)
{
    dbe_choice ch;
    int chooser = player_arg(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_getfield(L, 3, "next");
    choice_base(L, &ch, chooser, -1);
    lua_pop(L, 1);
    ch.kind = CH_PICK;
    lua_Integer n = lua_rawlen(L, 2), labels = 0;
    if (n > DBE_CHOICE_OPTS) return luaL_error(L, "more than %d options", DBE_CHOICE_OPTS);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 2, i);
        if (lua_type(L, -1) == LUA_TSTRING) {
            size_t len;
            const char *t = lua_tolstring(L, -1, &len);
            if (labels >= DBE_CHOICE_LABELS || len >= DBE_LABEL)
                return luaL_error(L, "at most %d named options of %d characters", DBE_CHOICE_LABELS, DBE_LABEL - 1);
            memcpy(ch.label[labels], t, len + 1);
            ch.opt[ch.n_opt++] = (int16_t)(-1 - labels++);
        } else {
            ch.opt[ch.n_opt++] = (int16_t)inst_arg(L, -1);
        }
        lua_pop(L, 1);
    }
    lua_getfield(L, 3, "n");
    lua_Integer picks = lua_isnil(L, -1) ? 1 : luaL_checkinteger(L, -1);
    lua_getfield(L, 3, "up_to");
    bool up_to = lua_toboolean(L, -1);
    lua_getfield(L, 3, "memo");
    if (!lua_isnil(L, -1)) {
        luaL_checktype(L, -1, LUA_TTABLE);
        lua_Integer m = lua_rawlen(L, -1);
        if (m > 4) return luaL_error(L, "a memo holds at most 4 integers");
        for (lua_Integer i = 1; i <= m; i++) {
            lua_rawgeti(L, -1, i);
            lua_Integer v = luaL_checkinteger(L, -1);
            if (v < -30000 || v > 30000) return luaL_error(L, "a memo integer out of range");
            ch.memo[ch.n_memo++] = (int16_t)v;
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 3);
    if (picks < 1 || picks > DBE_CHOICE_OPTS) return luaL_error(L, "bad number of picks %d", (int)picks);
    ch.max = (uint8_t)(picks < ch.n_opt ? picks : ch.n_opt);
    ch.min = up_to ? 0 : ch.max;
    ask(L, &ch);
    return 0;
}

/* Recode X, Corrupt X (Glossary): the player places the top X of own / the other's deck. */
static int look(lua_State *L, bool theirs)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1), x = count_arg(L, 2, 10);
    dbe_choice ch;
    choice_base(L, &ch, p, 3);
    dbe_recode(ctx_of(L), st, p, theirs ? 1 - p : p, x, ch.card, ch.next);
    st->choice.player = ch.player; /* the effect stays its player's, whoever places (reading 40) */
    return 0;
}

static int l_recode(lua_State *L) { return look(L, false); }
static int l_corrupt(lua_State *L) { return look(L, true); }

/* Recycle any (Glossary): one card of p's trash of their choice onto the deck. */
static int l_recycle_any(lua_State *L)
{
    dcg_dbe_state *st = game(L);
    int p = player_arg(L, 1);
    dbe_choice ch;
    choice_base(L, &ch, p, 2);
    ch.kind = CH_PICK;
    ch.act = ACT_RECYCLE;
    const dbe_pile *t = &st->p[p].z[DBE_ZONE_TRASH];
    for (int i = t->n - 1; i >= 0 && ch.n_opt < DBE_CHOICE_OPTS; i--) ch.opt[ch.n_opt++] = t->c[i];
    ch.min = ch.max = ch.n_opt ? 1 : 0;
    ask(L, &ch);
    return 0;
}

/* A card of p's zone that meets the filter {name = partial name, level = "R"..,
** type = "Dragon", kind = "digimon"} and ok, picked by p for the keyword act. */
static int pick_from(lua_State *L, int act, const char *const *from,
                     bool (*ok)(const dcg_dbe_ctx *, const dcg_dbe_state *, int inst, int p))
{
    dcg_dbe_state *st = game(L);
    dcg_dbe_ctx *ctx = ctx_of(L);
    int p = player_arg(L, 1);
    static const char *const kinds[] = {"digimon", "option", "evolution", NULL};
    int z = luaL_checkoption(L, 2, NULL, zone_names);
    luaL_checkoption(L, 2, NULL, from); /* one of the keyword's zones, or an error */
    lua_settop(L, 4); /* filter and next may be left out */
    if (lua_isnil(L, 3)) lua_newtable(L), lua_replace(L, 3);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_getfield(L, 3, "name");
    lua_getfield(L, 3, "level");
    lua_getfield(L, 3, "type");
    lua_getfield(L, 3, "kind");
    const char *name = luaL_optstring(L, -4, NULL), *level = luaL_optstring(L, -3, NULL);
    int type = lua_isnil(L, -2) ? 0 : dbe_type_bit(luaL_checkstring(L, -2));
    int kind = lua_isnil(L, -1) ? -1 : luaL_checkoption(L, -1, NULL, kinds);
    if (!lua_isnil(L, -2) && !type) return luaL_error(L, "'%s' is not a type", lua_tostring(L, -2));
    if (level && (strlen(level) != 1 || !strchr("RCUM", level[0]))) return luaL_error(L, "bad level '%s'", level);
    dbe_choice ch;
    choice_base(L, &ch, p, 4);
    lua_pop(L, 4);
    ch.kind = CH_PICK;
    ch.act = (uint8_t)act;
    ch.zone = (uint8_t)z;
    ch.owner = (uint8_t)p; /* the zone's owner (not always the effect's player) */
    const dbe_pile *pile = &st->p[p].z[z];
    for (int i = pile->n - 1; i >= 0 && ch.n_opt < DBE_CHOICE_OPTS; i--) {
        const dbe_card *c = dbe_inst(ctx, st, pile->c[i]);
        if ((name && !dbe_card_named(c, name)) || (level && (c->level > DBE_LEVEL_M || "RCUM"[c->level] != level[0])) ||
            (type && !(c->types & type)) || (kind >= 0 && c->kind != kind) || (ok && !ok(ctx, st, pile->c[i], p)))
            continue;
        ch.opt[ch.n_opt++] = pile->c[i];
    }
    ch.min = ch.max = ch.n_opt ? 1 : 0;
    ask(L, &ch);
    return 0;
}

/* Take (Glossary): dbe.take(me, "deck"|"trash", filter [, next]): a card to the
** hand; taken from the deck, the deck is shuffled (choice.c). */
static int l_take(lua_State *L)
{
    static const char *const from[] = {"deck", "trash", NULL};
    return pick_from(L, ACT_TAKE, from, NULL);
}

/* Attach D/T/H (Attack Abilities; Glossary: Attach): an attachable card, not
** an Ace, a Firewall, an Evolution card, the player's partner (its declared
** copy: reading 19) nor a DATA card. */
static bool attachable(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int inst, int p)
{
    const dbe_card *c = dbe_inst(ctx, st, inst);
    return c->attachable && !c->ace && !c->firewall && c->kind != DBE_CARD_EVOLUTION && c->kind != DBE_CARD_DATA &&
           !dbe_is_partner(st, p, inst);
}
static bool never(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int inst, int p)
{
    (void)ctx, (void)st, (void)inst, (void)p;
    return false;
}

/* dbe.attach(me, from, filter, next, onto): to the slots of onto's active (me's
** by default; the other's where the card says so: reading R10-C-3); with no
** active there, nothing is attached (nothing is asked). */
static int l_attach(lua_State *L)
{
    static const char *const from[] = {"deck", "trash", "hand", NULL};
    int onto = lua_isnoneornil(L, 5) ? player_arg(L, 1) : player_arg(L, 5);
    int rc = pick_from(L, ACT_ATTACH, from, dbe_active(game(L), onto) >= 0 ? attachable : never);
    ctx_of(L)->cur->choice.onto = (uint8_t)(onto + 1);
    return rc;
}

/* Call [players] [direction] X (Glossary: Call): name n card names, then check
** the top (or bottom) depth cards of own / the other's / both decks; the
** continuation gets the hits (at most 1 with once). dbe.call(me, n, depth,
** {who = "own"|"opponent"|"both", bottom = bool, once = bool}, next). */
static int l_call(lua_State *L)
{
    game(L);
    int p = player_arg(L, 1), n = count_arg(L, 2, 10), depth = count_arg(L, 3, 20);
    static const char *const who[] = {"own", "opponent", "both", NULL};
    luaL_checktype(L, 4, LUA_TTABLE);
    dbe_choice ch;
    choice_base(L, &ch, p, 5);
    lua_getfield(L, 4, "who");
    ch.call_who = (uint8_t)luaL_checkoption(L, -1, "own", who);
    lua_getfield(L, 4, "bottom");
    ch.call_bottom = (uint8_t)lua_toboolean(L, -1);
    lua_getfield(L, 4, "once");
    ch.call_once = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 3);
    ch.kind = CH_NAME;
    ch.max = (uint8_t)n;
    ch.call_depth = (uint8_t)depth;
    ask(L, &ch);
    return 0;
}

static const luaL_Reg api[] = {
    {"cards", l_cards}, {"card_name", l_card_name}, {"card_level", l_card_level}, {"discard", l_discard},
    {"choose", l_choose}, {"recode", l_recode}, {"corrupt", l_corrupt}, {"recycle_any", l_recycle_any},
    {"take", l_take}, {"call", l_call}, {"attach", l_attach},
    {"opponent", l_opponent}, {"boost", l_boost}, {"recover", l_recover}, {"draw", l_draw},
    {"dark_draw", l_dark_draw}, {"trash", l_trash}, {"recycle", l_recycle}, {"first_attack", l_first_attack},
    {"second_attack", l_second_attack}, {"guard", l_guard}, {"add_dp", l_add_dp}, {"hp", l_hp},
    {"hand_size", l_hand_size}, {"ko_points", l_ko_points}, {"abnormal", l_abnormal},
    {"is_turn_player", l_is_turn_player}, {"fast", l_fast}, {"level", l_level}, {"name", l_name},
    {"has_type", l_has_type}, {"nova", l_nova}, {"add_nova", l_add_nova},
    {"static", l_static}, {"revive", l_revive}, {"dark_discard", l_dark_discard},
    {"named", l_named}, {NULL, NULL}};

/* ---- the sandbox ------------------------------------------------------------ */

static bool pcall_budget(dcg_dbe_ctx *ctx, int nargs, int nres, const char *what);

static int host_pcall(void *ud, lua_State *L, int nargs)
{
    (void)L;
    return pcall_budget(((dbe_vm *)ud)->ctx, nargs, 0, "sealing") ? LUA_OK : LUA_ERRRUN;
}

/* The VM's globals: the base, string, table and math libraries wrapped by
** the core sandbox (bounded work charged to the call, pairs in a fixed
** order, no addresses in text). They are not the scripts' environment. */
static void open_libs(lua_State *L, dbe_vm *vm)
{
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    lua_pop(L, 4);
    dcg_safe_libs(L, &(dcg_safe_host){.charge = charge, .pcall = host_pcall, .ud = vm, .err = vm->ctx->script_err,
                                      .err_size = sizeof vm->ctx->script_err, .string_max = DCG_SCRIPT_STRING_MAX,
                                      .table_max = DCG_SCRIPT_TABLE_MAX, .values_max = DCG_SCRIPT_VALUES_MAX,
                                      .pattern_max = DCG_SCRIPT_PATTERN_MAX});
}

/* Copy the globals (or fields of global table lib) names into the table on top. */
static void copy_fields(lua_State *L, const char *lib, const char *const *names)
{
    if (lib) lua_getglobal(L, lib);
    else lua_pushglobaltable(L);
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, -1, names[i]);
        lua_setfield(L, -3, names[i]);
    }
    lua_pop(L, 1);
}

/* The one environment of every script (read-only, as the core sandbox
** freezes tables): dbe, math's pure functions, and the base functions that
** neither load code nor reach outside. */
static void make_env(lua_State *L)
{
    lua_newtable(L);
    luaL_newlib(L, api);
    dbe_script_evolve_api(L);   /* the API's other files (dbe.h) */
    dbe_script_attach_api(L);
    dbe_script_flip_api(L);
    dbe_script_support_api(L);
    dcg_safe_freeze(L, -1);
    lua_setfield(L, -2, "dbe");
    static const char *const base[] = {"ipairs", "pairs", "type", "select", "error", "tostring", "tonumber", NULL};
    copy_fields(L, NULL, base);
    lua_newtable(L);
    static const char *const m[] = {"min", "max", "floor", "abs", "huge", NULL};
    copy_fields(L, LUA_MATHLIBNAME, m);
    dcg_safe_freeze(L, -1);
    lua_setfield(L, -2, "math");
    dcg_safe_freeze(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "dbe_env");
}

int dbe_script_open(dcg_dbe_ctx *ctx)
{
    lua_State *L = lua_newstate(limited_alloc, ctx);
    if (!L) return snprintf(ctx->err, sizeof ctx->err, "cannot create the script VM"), -1;
    dbe_vm *vm = lua_newuserdatauv(L, sizeof *vm, 0);
    vm->ctx = ctx;
    vm->left = 0;
    lua_rawsetp(L, LUA_REGISTRYINDEX, vm); /* kept for the life of L */
    *(dbe_vm **)lua_getextraspace(L) = vm;
    open_libs(L, vm);
    make_env(L);
    ctx->L = L;
    return 0;
}

void dbe_script_close(dcg_dbe_ctx *ctx)
{
    if (ctx->L) lua_close(ctx->L);
    ctx->L = NULL;
}

/* Run f (at the top) with n arguments under the budget; false on error. */
static bool pcall_budget(dcg_dbe_ctx *ctx, int nargs, int nres, const char *what)
{
    lua_State *L = ctx->L;
    vm_of(L)->left = DBE_SCRIPT_STEPS;
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, HOOK_EVERY);
    int rc = lua_pcall(L, nargs, nres, 0);
    lua_sethook(L, NULL, 0, 0);
    if (rc == LUA_OK) return true;
    ctx->script_errors++;
    if (!ctx->script_err[0])
        snprintf(ctx->script_err, sizeof ctx->script_err, "%s: %s", what,
                 lua_isstring(L, -1) ? lua_tostring(L, -1) : "an error without a message");
    lua_pop(L, 1);
    return false;
}

/* The timings a script's table holds (docs/dbe.md: timings): phase
** abilities by phase, ACTIVATE and its [1/Turn], Any Phase, Turbo, Data Break.
** A mark that cannot work is refused, not dropped or taken as another (a
** misspelt Turbo cost must not become a Turbo with none): NULL, or what is wrong. */
static const char *read_timings(lua_State *L, dbe_card *c)
{
    for (int k = 0; dbe_phase_fields[k]; k++) {
        lua_getfield(L, -1, dbe_phase_fields[k]);
        if (lua_isfunction(L, -1)) c->phase_mask |= (uint16_t)(1u << k);
        lua_pop(L, 1);
    }
    static const char *const fn[] = {"activate", "any_phase", "data_break", "turbo_if", "turbo_risk", NULL};
    uint8_t *to[] = {&c->activate, &c->any_phase, &c->data_break, &c->turbo_if, &c->turbo_risk};
    for (int k = 0; fn[k]; k++) {
        lua_getfield(L, -1, fn[k]);
        *to[k] = lua_isfunction(L, -1);
        lua_pop(L, 1);
    }
    lua_getfield(L, -1, "once");
    c->once = (uint8_t)lua_toboolean(L, -1);
    lua_getfield(L, -2, "turbo");
    int t = lua_type(L, -1);
    bool discard = t == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "discard");
    bool sup = t == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "support"); /* Turbo Support (timing.c) */
    c->turbo = discard ? 2 : sup ? 3 : t == LUA_TBOOLEAN ? (uint8_t)lua_toboolean(L, -1) : 0;
    lua_pop(L, 2);
    if (t != LUA_TNIL && t != LUA_TBOOLEAN && !discard && !sup)
        return "'turbo' is true or \"discard\" or \"support\" (Glossary: Turbo)";
    if (sup && c->turbo_if) return "a Turbo Support has no condition (Glossary: Turbo: without #1 and #2): 'turbo_if'";
    if (c->turbo && !c->support) return "a Turbo uses the card's Support effect: the script has no 'support'";
    if ((c->turbo_if || c->turbo_risk) && !c->turbo) return "'turbo_if' and 'turbo_risk' belong to a Turbo: no 'turbo'";
    if (c->once && !c->activate) return "'once' ([1/Turn]) marks an 'activate' ability: there is none";
    return NULL;
}

/* Compile one card's script with the env as its only upvalue and keep the
** chunk; run it once to learn its fields (support, void). */
static int load_one(dcg_dbe_ctx *ctx, const char *path, int card)
{
    lua_State *L = ctx->L;
    dbe_card *c = &ctx->cards_rw[card];
    /* a regular file of bounded size, never a link or a FIFO (core/files.h) */
    char *src;
    size_t len;
    if (dcg_file_read(path, DCG_MAX_SCRIPT_FILE, &src, &len, ctx->err, sizeof ctx->err) != DCG_FILE_OK) return -1;
    char chunk[200];
    snprintf(chunk, sizeof chunk, "@%.190s", path);
    int loaded = luaL_loadbufferx(L, src, len, chunk, "t");
    free(src);
    if (loaded != LUA_OK) {
        snprintf(ctx->err, sizeof ctx->err, "%.250s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return -1;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "dbe_env");
    lua_setupvalue(L, -2, 1);
    lua_pushvalue(L, -1);
    if (!pcall_budget(ctx, 0, 1, path) || !lua_istable(L, -1)) {
        snprintf(ctx->err, sizeof ctx->err, "%.120s: the script must return a table (%.90s)", path, ctx->script_err);
        lua_settop(L, 0);
        return -1;
    }
    lua_getfield(L, -1, "support");
    c->support = lua_isfunction(L, -1);
    lua_getfield(L, -2, "void");
    c->voids = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 2);
    const char *bad = dbe_script_evolve_fields(L, c); /* script_evolve.c: EVOLVE timing */
    if (!bad) bad = read_timings(L, c);
    if (bad) {
        snprintf(ctx->err, sizeof ctx->err, "%.150s: %s", path, bad);
        lua_settop(L, 0);
        return -1;
    }
    lua_pop(L, 1);
    c->script_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

int dbe_script_load_dir(dcg_dbe_ctx *ctx, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return snprintf(ctx->err, sizeof ctx->err, "cannot read the folder %s", dir), -1;
    struct dirent *e;
    int rc = 0;
    while (!rc && (e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".lua")) continue;
        char number[64], path[1024];
        snprintf(number, sizeof number, "%.*s", (int)(n - 4), e->d_name);
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int card = dbe_script_card_find(ctx, number), kind = dcg_file_kind(path, ctx->err, sizeof ctx->err);
        if (kind != DCG_ENTRY_FILE) { /* a link, a FIFO, a folder: a mod is its own regular files (core/files.h) */
            if (kind >= 0) snprintf(ctx->err, sizeof ctx->err, "%.200s: not a regular file", path);
            rc = -1;
        } else if (card < 0) {
            snprintf(ctx->err, sizeof ctx->err, "%.180s: no card %.40s in cards/dbe", path, number);
            rc = -1;
        } else {
            rc = load_one(ctx, path, card);
        }
    }
    closedir(d);
    return rc;
}

/* Push the function field fname of card's script table (a fresh run of its
** chunk); false on failure, or (not an error unless required) with no such field. */
static bool script_fn(dcg_dbe_ctx *ctx, const dbe_card *c, const char *fname, bool required)
{
    lua_State *L = ctx->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, c->script_ref);
    if (!pcall_budget(ctx, 0, 1, c->number)) return false;
    bool table = lua_istable(L, -1);
    if (table) {
        lua_getfield(L, -1, fname);
        lua_remove(L, -2);
        if (lua_isfunction(L, -1)) return true;
    }
    lua_pop(L, 1);
    if (table && !required) return false;
    ctx->script_errors++;
    if (!ctx->script_err[0])
        snprintf(ctx->script_err, sizeof ctx->script_err, "%s: %s '%s'", c->number,
                 table ? "no function in its script table named" : "its script returns no table, asked for", fname);
    return false;
}

/* Run the function on the stack (nargs above it) as card's effect for p (its
** boolean return in *result, when asked). A failed effect is lost, and so is a
** choice it asked. asks: it may ask a choice (the Support resolution and the
** battle wait for the answer; a phase's step 0 does not yet: docs/dbe.md). */
static bool run_effect(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_card *c, int card, int p, bool first, int nargs,
                       bool *result, bool asks)
{
    ctx->cur_asks = asks;
    ctx->cur = st;
    ctx->cur_player = p;
    ctx->cur_first = first;
    ctx->cur_card = card;
    bool ok = pcall_budget(ctx, nargs, result ? 1 : 0, c->number);
    ctx->cur = NULL;
    if (!ok) memset(&st->choice, 0, sizeof st->choice);
    if (ok && result) {
        *result = lua_toboolean(ctx->L, -1);
        lua_pop(ctx->L, 1);
    }
    return ok;
}

bool dbe_script_support(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, int p, bool first)
{
    const dbe_card *c = &ctx->cards[card];
    if (!c->support || !script_fn(ctx, c, "support", true)) return false;
    lua_pushinteger(ctx->L, p);
    return run_effect(ctx, st, c, card, p, first, 1, NULL, true);
}

bool dbe_script_call(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, const char *field, int p, bool first,
                     bool *result)
{
    const dbe_card *c = &ctx->cards[card];
    if (!script_fn(ctx, c, field, false)) return false;
    lua_pushinteger(ctx->L, p);
    ctx->cur_field = field;
    return run_effect(ctx, st, c, card, p, first, 1, result, false);
}

bool dbe_script_effect(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, const char *field, int p)
{
    const dbe_card *c = &ctx->cards[card];
    if (!script_fn(ctx, c, field, false)) return false;
    lua_pushinteger(ctx->L, p);
    return run_effect(ctx, st, c, card, p, false, 1, NULL, true);
}

/* The continuation: next(me, result, memo). result: the picked cards and
** names (PICK: instances, and the strings of named options), Call's hits,
** nothing for Recode / Corrupt. */
bool dbe_script_continue(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_choice *ch, int result)
{
    const dbe_card *c = &ctx->cards[ch->card];
    lua_State *L = ctx->L;
    if (!script_fn(ctx, c, ch->next, true)) return false;
    lua_pushinteger(L, ch->player);
    if (ch->kind == CH_NAME) {
        lua_pushinteger(L, result);
    } else if (ch->kind == CH_PICK) {
        lua_createtable(L, ch->n_picked, 0);
        for (int i = 0; i < ch->n_picked; i++) {
            int v = ch->picked[i];
            if (v >= 0) lua_pushinteger(L, v);
            else lua_pushstring(L, ch->label[-1 - v]);
            lua_rawseti(L, -2, i + 1);
        }
    } else {
        lua_pushnil(L);
    }
    lua_createtable(L, ch->n_memo, 0);
    for (int i = 0; i < ch->n_memo; i++) {
        lua_pushinteger(L, ch->memo[i]);
        lua_rawseti(L, -2, i + 1);
    }
    return run_effect(ctx, st, c, ch->card, ch->player, ch->first, 3, NULL, true);
}
