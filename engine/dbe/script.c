/* script.c: DBE card scripts (cards/dbe/scripts/NUMBER.lua) in a VM of their own,
** sandboxed: only the dbe API and a few pure base functions are visible,
** globals are read-only, every call has a budget (instructions and the
** library work the core sandbox charges) and the VM a memory cap, and each
** call runs the card's chunk anew, so nothing a script keeps survives a call
** (Lua holds no game state). The libraries' wrappers and read-only tables are
** the core sandbox's (engine/core/script/safe.c), with DBE as its host. */
#include "dbe.h"
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

static const luaL_Reg api[] = {
    {"opponent", l_opponent}, {"boost", l_boost}, {"recover", l_recover}, {"draw", l_draw},
    {"dark_draw", l_dark_draw}, {"trash", l_trash}, {"recycle", l_recycle}, {"first_attack", l_first_attack},
    {"second_attack", l_second_attack}, {"guard", l_guard}, {"add_dp", l_add_dp}, {"hp", l_hp},
    {"hand_size", l_hand_size}, {"ko_points", l_ko_points}, {"abnormal", l_abnormal},
    {"is_turn_player", l_is_turn_player}, {"fast", l_fast}, {"level", l_level}, {"name", l_name},
    {"has_type", l_has_type}, {"nova", l_nova}, {"add_nova", l_add_nova}, {NULL, NULL}};

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
** abilities by phase, ACTIVATE and its [1/Turn], Any Phase, Turbo, Data Break. */
static void read_timings(lua_State *L, dbe_card *c)
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
    c->turbo = lua_isstring(L, -1) && !strcmp(lua_tostring(L, -1), "discard") ? 2 : (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 2);
}

/* Compile one card's script with the env as its only upvalue and keep the
** chunk; run it once to learn its fields (support, void). */
static int load_one(dcg_dbe_ctx *ctx, const char *path, int card)
{
    lua_State *L = ctx->L;
    dbe_card *c = &ctx->cards_rw[card];
    if (luaL_loadfilex(L, path, "t") != LUA_OK) {
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
    read_timings(L, c);
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
        int card = dcg_dbe_card_find(ctx, number);
        if (card < 0) {
            snprintf(ctx->err, sizeof ctx->err, "%.180s: no card %.40s in cards/dbe", path, number);
            rc = -1;
        } else {
            rc = load_one(ctx, path, card);
        }
    }
    closedir(d);
    return rc;
}

bool dbe_script_support(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, int p, bool first)
{
    if (!ctx->cards[card].support) return false;
    return dbe_script_call(ctx, st, card, "support", p, first, NULL);
}

bool dbe_script_call(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, const char *field, int p, bool first,
                     bool *result)
{
    const dbe_card *c = &ctx->cards[card];
    lua_State *L = ctx->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, c->script_ref);
    if (!pcall_budget(ctx, 0, 1, c->number)) return false;
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        ctx->script_errors++;
        return false;
    }
    lua_getfield(L, -1, field);
    lua_remove(L, -2);
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        return false;
    }
    lua_pushinteger(L, p);
    ctx->cur = st;
    ctx->cur_player = p;
    ctx->cur_first = first;
    bool ok = pcall_budget(ctx, 1, result ? 1 : 0, c->number);
    ctx->cur = NULL;
    if (ok && result) {
        *result = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    return ok;
}

