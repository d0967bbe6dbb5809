/* vm.c: the sandboxed Lua VM of a context, and loading card scripts.
** Scripts see only the card API and safe parts of string, table and math;
** every call runs protected, under an instruction budget and a memory cap.
** There is no pcall in the sandbox, so a script cannot swallow the error
** that stops it. */
#include "script.h"
#include <errno.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define DCG_STR_(x) #x
#define DCG_STR(x) DCG_STR_(x)

#define HOOK_EVERY 1000

static dcg_ctx *ctx_of(lua_State *L) { return *(dcg_ctx **)lua_getextraspace(L); }

/* Small blocks (most of what a call allocates: tables, closures, short
** strings) are reused from free lists, one per size class of SMALL_STEP
** bytes, at a fraction of the cost of malloc and free. A new one is carved
** from the arena, SMALL_ARENA bytes malloc'd once (its pages cost memory
** only once touched); a block of the arena is only ever reused, never
** freed. Past the arena (never so far: all the scripts loaded and a game
** running hold far less), small blocks are malloc'd and freed. What is
** counted (lua_mem, the budget) is the sizes Lua asks for, as without the
** lists. */
#define SMALL_ARENA ((size_t)4 << 20)
#define SMALL_STEP 16
#define SMALL_CLASSES ((int)(sizeof ((dcg_ctx *)0)->lua_free / sizeof *((dcg_ctx *)0)->lua_free))

static int small_class(size_t size) { return size && size <= SMALL_STEP * SMALL_CLASSES ? (int)((size - 1) / SMALL_STEP) : -1; }

static bool in_arena(const dcg_ctx *ctx, const void *p)
{
    uintptr_t at = (uintptr_t)p, arena = (uintptr_t)ctx->lua_arena;
    return at >= arena && at < arena + SMALL_ARENA;
}

static void *small_new(dcg_ctx *ctx, size_t size)
{
    if (ctx->lua_carved + size > SMALL_ARENA) return malloc(size);
    void *p = ctx->lua_arena + ctx->lua_carved;
    ctx->lua_carved += size;
    return p;
}

static void *small_take(dcg_ctx *ctx, int c)
{
    void **head = ctx->lua_free[c];
    if (!head) return small_new(ctx, (size_t)(c + 1) * SMALL_STEP);
    ctx->lua_free[c] = *head;
    return head;
}

static void small_give(dcg_ctx *ctx, void *p, int c)
{
    if (!in_arena(ctx, p)) {
        free(p);
        return;
    }
    *(void **)p = ctx->lua_free[c];
    ctx->lua_free[c] = p;
}

static void small_free_all(dcg_ctx *ctx)
{
    memset(ctx->lua_free, 0, sizeof ctx->lua_free); /* their blocks are the arena's */
    free(ctx->lua_arena);
    ctx->lua_arena = NULL;
    ctx->lua_carved = 0;
}

/* Blocks of the VM's own cost no instruction (dcg_limits.h,
** DCG_SCRIPT_ALLOC_UNIT): whether the VM allocates them depends on what ran
** before in it, not on the call, and a game must cost the same whatever ran
** before it. Short strings are interned (one made again is the one the VM
** still holds, if the collector has not freed it yet) and call frames are
** kept for reuse until the collector frees some: both are known by their
** type and size (Lua 5.4's TString and CallInfo, mirrored here for their
** sizes). The stack and the string table grow with what ran before and
** shrink when the collector runs: their blocks are learnt while
** lua_newstate makes them (opening_alloc) and followed as they move; the stack moves to a new block
** (Lua 5.4.4; later ones realloc it), so the block made just before the
** old one is freed is the new one, and what it cost is given back.
** test_script's test_memory_charge_exact plays a call after different
** histories to prove it. */
typedef struct {
    void *next;
    unsigned char tt, marked, extra, shrlen;
    unsigned hash;
    union { size_t len; void *hnext; } u;
    char contents[1];
} lua_string_mirror;
typedef struct {
    void *func, *top, *previous, *next;
    union {
        struct { const void *savedpc; int trap, nextraargs; } l;
        struct { void (*k)(void); ptrdiff_t old_errfunc; intptr_t ctx; } c;
    } u;
    union { int funcidx; struct { unsigned short first, n; } transfer; } u2;
    short nresults;
    unsigned short callstatus;
} lua_callinfo_mirror;
#define SHORT_STRING_BLOCK (offsetof(lua_string_mirror, contents) + 40 + 1) /* LUAI_MAXSHORTLEN is 40 */

/* Is a new block of type tag (0: not an object) and nsize bytes one of the VM's own? */
static bool own_new_block(size_t tag, size_t nsize)
{
    return (tag == LUA_TSTRING && nsize <= SHORT_STRING_BLOCK) || (tag == 0 && nsize == sizeof(lua_callinfo_mirror));
}

static const char memory_cap_reached[] = "the memory cap of all scripts (" DCG_STR(DCG_SCRIPT_MEMORY_CAP_MB) " MB) is reached";

/* May the VM grow by more bytes? It holds at most DCG_SCRIPT_MEMORY_CAP. */
static bool fits(dcg_ctx *ctx, size_t more)
{
    if (ctx->lua_mem + more <= ctx->lua_mem_cap) return true;
    ctx->alloc_refused = memory_cap_reached;
    return false;
}

/* A new block was made: charge it to the running call's budget (between
** calls too, unread: a call starts with a budget of its own). */
static inline void *made(dcg_ctx *ctx, void *p, size_t tag, size_t nsize)
{
    ctx->call.left -= own_new_block(tag, nsize) ? 0 : (long)(nsize / DCG_SCRIPT_ALLOC_UNIT);
    return p;
}

/* The stack's block is freed: it moved to the block made just before. */
static void stack_moved(dcg_ctx *ctx)
{
    ctx->lua_stack = ctx->lua_last_new;
    ctx->call.left += ctx->lua_last_cost;
    ctx->lua_last_cost = 0;
    ctx->lua_own_moves++;
}

/* Strings are at most DCG_SCRIPT_STRING_MAX bytes (no library call then
** works on more): a small block is never one too long. */
_Static_assert(SMALL_STEP * SMALL_CLASSES <= DCG_SCRIPT_STRING_MAX, "a small block holds a string of any length allowed");

/* An allocation but a small block freed or taken from its list: realloc
** over the lists (a small block keeps its class's size). Out of line: the
** common cases in cap_alloc then save no registers. */
static DCG_NOINLINE void *vm_realloc(dcg_ctx *ctx, void *ptr, size_t osize, size_t nsize)
{
    if (nsize > DCG_SCRIPT_STRING_MAX + 32 && !ptr && osize == LUA_TSTRING) { /* a new object: osize is its type */
        ctx->alloc_refused = "a string longer than the limit of " DCG_STR(DCG_SCRIPT_STRING_MAX) " bytes";
        return NULL;
    }
    size_t old = ptr ? osize : 0;
    if (nsize > old && !fits(ctx, nsize - old)) return NULL;
    int oc = ptr ? small_class(old) : -1, nc = small_class(nsize);
    void *p = ptr && oc < 0 && nc < 0 ? realloc(ptr, nsize)
            : ptr && oc == nc ? ptr
            : nc >= 0 ? small_take(ctx, nc) : malloc(nsize);
    if (!p) return NULL;
    if (ptr && p != ptr && (oc >= 0 || nc >= 0)) {
        memcpy(p, ptr, old < nsize ? old : nsize);
        if (oc >= 0) small_give(ctx, ptr, oc);
        else free(ptr);
    }
    ctx->lua_mem = ctx->lua_mem - old + nsize;
    if (!ptr) { /* not a small block: the stack moves to one of these */
        ctx->lua_last_new = p;
        ctx->lua_last_cost = own_new_block(osize, nsize) ? 0 : (long)(nsize / DCG_SCRIPT_ALLOC_UNIT);
        return made(ctx, p, osize, nsize);
    }
    if (ptr == ctx->lua_stack || ptr == ctx->lua_strings) { /* the VM's own: followed, not charged */
        if (ptr == ctx->lua_stack) ctx->lua_stack = p;
        else ctx->lua_strings = p;
        ctx->lua_own_moves++;
    } else if (nsize > old) {
        ctx->call.left -= (long)((nsize - old) / DCG_SCRIPT_ALLOC_UNIT);
    }
    return p;
}

/* The VM's allocator. The common cases come first: a block freed, a new
** small one taken from its list. */
static void *cap_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    dcg_ctx *ctx = ud;
    if (nsize == 0) {
        if (!ptr) return NULL;
        if (ptr == ctx->lua_stack) stack_moved(ctx);
        ctx->lua_mem -= osize;
        int c = small_class(osize);
        if (c >= 0) small_give(ctx, ptr, c);
        else free(ptr);
        return NULL;
    }
    int c = small_class(nsize);
    if (ptr || c < 0 || !ctx->lua_free[c]) return vm_realloc(ctx, ptr, osize, nsize);
    if (!fits(ctx, nsize)) return NULL;
    ctx->lua_mem += nsize;
    return made(ctx, small_take(ctx, c), osize, nsize);
}

/* "file:line:" of the innermost Lua function running, or "". */
static void where(lua_State *L, char *buf, size_t size)
{
    lua_Debug ar;
    buf[0] = 0;
    for (int level = 0; lua_getstack(L, level, &ar); level++)
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            snprintf(buf, size, "%s:%d:", ar.short_src, ar.currentline);
            return;
        }
}

static const char game_budget_used[] = "the card's per-game budget (" DCG_STR(DCG_SCRIPT_GAME_BUDGET) " instructions) is used up";

/* Stop the running call: from now on every instruction fails, so nothing
** in the script can continue. */
static int budget_error(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    if (!ctx->call.killing) {
        ctx->call.killing = 1;
        lua_sethook(L, lua_gethook(L), LUA_MASKCOUNT, 1);
    }
    if (!strcmp(ctx->call.name, "per-game")) return luaL_error(L, "%s", game_budget_used);
    return luaL_error(L, "%s instruction budget of %I exceeded (endless loop?)", ctx->call.name, (lua_Integer)ctx->call.start);
}

static long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); /* CPU time: other processes do not count */
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void budget_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    struct dcg_call_budget *c = &ctx_of(L)->call;
    c->left -= c->killing ? 1 : HOOK_EVERY;
    if (c->left > 0 && !c->killing) {
        if (!c->t_first) c->t_first = now_ns();
        else if (now_ns() - c->t_first > c->t_limit) {
            c->killing = 1;
            c->timed_out = 1;
            lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);
            luaL_error(L, "%s time limit of %d ms exceeded: its library calls cost more than their instructions", c->name,
                       (int)(c->t_limit / 1000000));
        }
        return;
    }
    budget_error(L);
}

void dcg_script_charge(lua_State *L, long units)
{
    dcg_ctx *ctx = ctx_of(L);
    ctx->call.left -= units;
    if (ctx->call.left <= 0 && ctx->depth) budget_error(L);
}

/* Message handler: errors raised in C (bad arguments to game functions)
** get the script's file and line too. */
static int add_where(lua_State *L)
{
    /* an effect stopped to ask: no failure, its message is never read (and
    ** what the stopped run spent is dropped with it, script/effect.c) */
    if (ctx_of(L)->asking) return 1;
    const char *msg = lua_tostring(L, 1);
    if (!msg) return 1;
    char at[300];
    where(L, at, sizeof at);
    if (at[0] && strncmp(msg, at, strlen(at))) lua_pushfstring(L, "%s %s", at, msg);
    return 1;
}

static int l_random(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    if (!ctx->cur || ctx->readonly) return luaL_error(L, "math.random is only available while an effect runs");
    lua_Integer lo = 1, hi;
    if (lua_gettop(L) >= 2) {
        lo = luaL_checkinteger(L, 1);
        hi = luaL_checkinteger(L, 2);
    } else {
        hi = luaL_checkinteger(L, 1);
    }
    luaL_argcheck(L, lo <= hi && (lua_Unsigned)hi - (lua_Unsigned)lo < 0x7fffffff, 1, "empty or too large interval");
    lua_pushinteger(L, lo + (lua_Integer)dcg_rng_below(ctx->cur, (uint32_t)(hi - lo + 1)));
    return 1;
}

/* The sandbox's host (safe.h): work charged to the running call, seals run
** as loading calls, errors in ctx->script_err. */
static void host_charge(void *ud, lua_State *L, long units)
{
    (void)ud;
    dcg_script_charge(L, units);
}

static int host_pcall(void *ud, lua_State *L, int nargs)
{
    (void)L;
    return dcg_script_call_top(ud, nargs);
}

static void remove_field(lua_State *L, const char *table, const char *name)
{
    if (table) {
        lua_getglobal(L, table);
        lua_pushnil(L);
        lua_setfield(L, -2, name);
        lua_pop(L, 1);
    } else {
        lua_pushnil(L);
        lua_setglobal(L, name);
    }
}

static int new_ref_table(lua_State *L)
{
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

/* Open the allowed libraries and strip what a card script must not reach:
** loading code, the collector, raw access and metatables (so no __gc,
** __close, __mode or __index of a script's own), and the global table. */
static void sandbox(dcg_ctx *ctx, lua_State *L)
{
    luaL_requiref(L, "_G", luaopen_base, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    lua_pop(L, 4);
    static const char *const banned[] = {"dofile", "loadfile", "load", "require", "collectgarbage", "pcall", "xpcall",
                                         "print", "rawequal", "rawlen", "rawget", "rawset", "setmetatable",
                                         "getmetatable", "_G", "next"};
    for (size_t i = 0; i < sizeof banned / sizeof *banned; i++) remove_field(L, NULL, banned[i]);
    static const char *const string_banned[] = {"dump", "pack", "unpack", "packsize"};
    for (size_t i = 0; i < sizeof string_banned / sizeof *string_banned; i++) remove_field(L, LUA_STRLIBNAME, string_banned[i]);
    remove_field(L, LUA_MATHLIBNAME, "randomseed");
    lua_getglobal(L, LUA_MATHLIBNAME);
    lua_pushcfunction(L, l_random);
    lua_setfield(L, -2, "random");
    lua_pop(L, 1);
    dcg_safe_libs(L, &(dcg_safe_host){.charge = host_charge, .pcall = host_pcall, .ud = ctx, .err = ctx->script_err,
                                      .err_size = sizeof ctx->script_err, .string_max = DCG_SCRIPT_STRING_MAX,
                                      .table_max = DCG_SCRIPT_TABLE_MAX, .values_max = DCG_SCRIPT_VALUES_MAX,
                                      .pattern_max = DCG_SCRIPT_PATTERN_MAX});
    /* card environments: globals of their own, the shared ones behind them */
    lua_createtable(L, 0, 1);
    lua_pushglobaltable(L);
    lua_setfield(L, -2, "__index");
    ctx->env_mt = new_ref_table(L);
    lua_createtable(L, 0, 1);
    lua_pushglobaltable(L);
    lua_setfield(L, -2, "__index");
    lua_newtable(L); /* a frozen empty table lends its __newindex */
    dcg_safe_freeze(L, -1);
    lua_getmetatable(L, -1);
    lua_getfield(L, -1, "__newindex");
    lua_setfield(L, -4, "__newindex");
    lua_pop(L, 2);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    ctx->frozen_env_mt = new_ref_table(L);
}

static void freeze_global(lua_State *L, const char *name)
{
    lua_getglobal(L, name);
    dcg_safe_freeze(L, -1);
    lua_pop(L, 1);
}

/* The allocator while lua_newstate runs: the first block it makes that is
** not an object is the stack, the last one the string table. */
static void *opening_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    dcg_ctx *ctx = ud;
    void *p = cap_alloc(ud, ptr, osize, nsize);
    if (p && !ptr && osize == 0) {
        if (!ctx->lua_stack) ctx->lua_stack = p;
        else ctx->lua_strings = p;
    }
    return p;
}

/* Make the stack and the string table move: were their blocks known (the
** exact memory charge needs it)? */
static bool own_blocks_known(dcg_ctx *ctx, lua_State *L)
{
    long moves = ctx->lua_own_moves;
    if (!lua_checkstack(L, 200)) return false;
    for (int i = 0; i < 300; i++) {
        lua_pushfstring(L, "\x01%d", i);
        lua_pop(L, 1);
    }
    return ctx->lua_own_moves >= moves + 2;
}

dcg_status dcg_script_init(dcg_ctx *ctx)
{
    if (ctx->L) return DCG_OK;
    ctx->lua_mem_cap = DCG_SCRIPT_MEMORY_CAP;
    if (!ctx->lua_arena && !(ctx->lua_arena = malloc(SMALL_ARENA))) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    ctx->lua_stack = ctx->lua_strings = NULL;
    lua_State *L = lua_newstate(opening_alloc, ctx);
    if (!L) return dcg_err(ctx, DCG_ENOMEM, "cannot create the Lua VM");
    lua_setallocf(L, cap_alloc, ctx);
    *(dcg_ctx **)lua_getextraspace(L) = ctx;
    ctx->L = L;
    if (!own_blocks_known(ctx, L))
        return dcg_err(ctx, DCG_EINVAL, "the Lua library does not make its stack and string table as Lua 5.4 does: "
                                        "the memory scripts use could not be charged exactly");
    ctx->loading_card = -1;
    ctx->lib_upvalues = NULL;
    ctx->call.name = "effect";
    if (!ctx->game_no) ctx->game_no = 1;
    sandbox(ctx, L);
    dcg_script_open_card(L);
    dcg_api_open(ctx);
    static const char *const shared[] = {LUA_STRLIBNAME, LUA_TABLIBNAME, LUA_MATHLIBNAME, "card", "game"};
    for (size_t i = 0; i < sizeof shared / sizeof *shared; i++) freeze_global(L, shared[i]);
    if (!ctx->scratch && !(ctx->scratch = calloc(1, sizeof(dcg_state)))) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    if (!ctx->use_snap && !(ctx->use_snap = calloc(1, sizeof(dcg_state)))) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    return DCG_OK;
}

void dcg_script_close(dcg_ctx *ctx)
{
    if (ctx->L) lua_close(ctx->L);
    ctx->L = NULL;
    small_free_all(ctx);
    free(ctx->scratch);
    ctx->scratch = NULL;
    free(ctx->use_snap);
    ctx->use_snap = NULL;
#ifdef DCG_INVARIANTS
    free(ctx->one_by_one);
    ctx->one_by_one = NULL;
#endif
}

void dcg_script_new_game(dcg_ctx *ctx) { ctx->game_no++; }

/* Where the message handler of a call is: an outer call (the engine's; no
** script runs, so the stack is the engine's own) finds it at the bottom of
** the stack, pushed there once by the first outer call with nothing below
** its function, and leaves it there for the next ones (at index 1). Else
** the call pushes its own below its function and removes it after (a
** nested call runs in the stack frame of the game function that made it). */
static bool kept_handler(dcg_ctx *ctx, lua_State *L, int base)
{
    if (ctx->depth) return false;
#ifdef DCG_INVARIANTS
    lua_Debug ar;
    if (lua_getstack(L, 0, &ar)) { /* a function runs: index 1 is not the stack's bottom */
        fprintf(stderr, "dcg: an outer script call made while a function runs\n");
        abort();
    }
#endif
    if (base == 1) {
        lua_pushcfunction(L, add_where);
        lua_insert(L, 1);
        return true;
    }
    return lua_tocfunction(L, 1) == add_where;
}

/* The per-game budget is per card number: every copy of a number in st
** holds its count (so that dcg_card_disabled reads a copy's own), and a
** charge to one is a charge to all. */
static void charge_number(dcg_state *st, int card, long units)
{
    long spent = st->script_spent[card] + units;
    uint16_t now = (uint16_t)(spent < DCG_SCRIPT_GAME_UNITS ? spent : DCG_SCRIPT_GAME_UNITS);
    uint16_t def = st->def[card];
    for (int c = 0; c < DCG_MAX_CARDS; c++) /* a select, not a branch: the compiler makes it vector code */
        st->script_spent[c] = st->def[c] == def ? now : st->script_spent[c];
}

void dcg_script_spent_join(dcg_state *st, int card)
{
    st->script_spent[card] = 0;
    for (int c = 0; c < DCG_MAX_CARDS; c++)
        if (c != card && st->def[c] == st->def[card]) {
            st->script_spent[card] = st->script_spent[c];
            return;
        }
}

/* Start the budget of a call of kind: its own, or what is left of the game
** budget of its card's number when that is less. */
static void start_budget(dcg_ctx *ctx, int kind, const dcg_state *game, int card)
{
    struct dcg_call_budget *c = &ctx->call;
    c->start = kind == CALL_CHECK ? DCG_SCRIPT_CHECK_BUDGET : DCG_SCRIPT_EFFECT_BUDGET;
    c->t_limit = (kind == CALL_CHECK ? DCG_SCRIPT_CHECK_MS : DCG_SCRIPT_EFFECT_MS) * 1000000LL;
    c->name = kind == CALL_CHECK ? "check" : kind == CALL_LOAD ? "loading" : "effect";
    long left = game ? (long)(DCG_SCRIPT_GAME_UNITS - game->script_spent[card]) * DCG_SCRIPT_UNIT : c->start;
    if (left < c->start) {
        c->start = left;
        c->name = "per-game";
    }
    c->left = c->start;
    c->t_first = 0;
    c->killing = 0;
    c->timed_out = 0;
    ctx->alloc_refused = NULL;
}

/* The call ended (rc): charge it to the game budget of its card's number;
** true when that is now used up. A call that reached a backstop (its time,
** the VM's memory cap) uses it up: its card number costs the game no more. */
static bool end_budget(dcg_ctx *ctx, int rc, dcg_state *game, int card)
{
    const struct dcg_call_budget *c = &ctx->call;
    long used = c->start - (c->left > 0 ? c->left : 0);
    long units = used > DCG_SCRIPT_UNIT ? (used + DCG_SCRIPT_UNIT - 1) / DCG_SCRIPT_UNIT : 1;
    if (c->timed_out || (rc == LUA_ERRMEM && ctx->alloc_refused == memory_cap_reached)) units = DCG_SCRIPT_GAME_UNITS;
    charge_number(game, card, units);
    return dcg_card_disabled(game, card);
}

/* Run the function on top of the stack (below its args) protected, under
** the budget of kind; card (or -1) is the card instance of ctx->cur it
** belongs to. While a game runs, the call is charged to the game budget of
** that card's number, kept in the game's state. A call made while another
** runs (a value function a running effect reads) runs under a budget of its
** own, charged to its own card: the caller's resumes as it was, less the
** time the nested call took. */
static int protected_call(dcg_ctx *ctx, int nargs, int nres, int kind, int card)
{
    lua_State *L = ctx->L;
    int base = lua_gettop(L) - nargs;
    bool kept = kept_handler(ctx, L, base);
    if (!kept) {
        lua_pushcfunction(L, add_where);
        lua_insert(L, base);
    }
    ctx->n_script_calls++; /* a listing of options that ran a script is not kept (listed.c) */
    int def = card >= 0 && ctx->cur ? ctx->cur->def[card] : -1;
    bool own = def >= 0 && def < ctx->cap_fx;
    dcg_state *game = own && ctx->in_run ? ctx->cur : NULL; /* the state charged */
    struct dcg_call_budget caller = ctx->call;
    start_budget(ctx, kind, game, card);
    if (ctx->depth++ == 0) {
        if (ctx->lib_upvalues) dcg_safe_restore(ctx->lib_upvalues);
        lua_sethook(L, budget_hook, LUA_MASKCOUNT, HOOK_EVERY);
    }
    /* A call of a card's script starts from the upvalues the script had
    ** when loaded, a nested one too (another card's value function read by
    ** a running effect) unless that card's script is running already: no
    ** state survives a call, so an effect run again after an answer reads
    ** what it read the first time. */
    if (own && !ctx->fx[def].running && ctx->fx[def].upvalues) dcg_safe_restore(ctx->fx[def].upvalues);
    if (own) ctx->fx[def].running++;
    int effect_was = ctx->effect_card; /* the card whose effect makes the changes (moves name it) */
    if (kind == CALL_EFFECT) ctx->effect_card = ctx->effect_as >= 0 ? ctx->effect_as : card; /* 15-15-7-3 */
    ctx->effect_as = -1; /* for this call only, not the calls it makes */
    int together_was = ctx->together_from; /* a set of changes is made by C alone: none spans a call */
    ctx->together_from = 0;
#ifdef DCG_INVARIANTS
    one_by_one outer;
    if (kind == CALL_EFFECT) dcg_one_by_one_enter(ctx, &outer);
#endif
    int rc = lua_pcall(L, nargs, nres, kept ? 1 : base);
#ifdef DCG_INVARIANTS
    if (kind == CALL_EFFECT) dcg_one_by_one_leave(ctx, &outer);
#endif
    ctx->together_from = together_was;
    ctx->effect_card = effect_was;
    if (own) ctx->fx[def].running--;
    if (!kept) lua_remove(L, base);
    ctx->call_used = ctx->call.start - ctx->call.left;
    ctx->disabled_now = game && end_budget(ctx, rc, game, card);
    if (ctx->disabled_now && rc == LUA_OK) { /* the per-game budget used up: the card is off for the rest of the game */
        lua_pop(L, nres);
        lua_pushstring(L, game_budget_used);
        rc = LUA_ERRRUN;
    }
    bool was_killing = ctx->call.killing;
    long long t_first = ctx->call.t_first;
    ctx->call = caller;
    if (--ctx->depth == 0) {
        lua_sethook(L, NULL, 0, 0);
    } else {
        if (was_killing) lua_sethook(L, budget_hook, LUA_MASKCOUNT, HOOK_EVERY); /* the caller is not stopped */
        if (t_first && caller.t_first) ctx->call.t_first += now_ns() - t_first; /* its time is not the caller's */
    }
    if (rc != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        if (rc == LUA_ERRMEM) msg = ctx->alloc_refused ? ctx->alloc_refused : "out of memory";
        /* asking is not a failure (the effect waits for an answer), nor the stop of an effect whose game ended (game.win) */
        if (!ctx->asking && !(ctx->cur && ctx->cur->winner != 0xFF))
            snprintf(ctx->script_err, sizeof ctx->script_err, "%s", msg ? msg : "error object is not a string");
        lua_pop(L, 1);
        if (ctx->depth == 0 && rc == LUA_ERRMEM) lua_gc(L, LUA_GCCOLLECT);
    }
    return rc;
}

int dcg_script_call_top(dcg_ctx *ctx, int nargs) { return protected_call(ctx, nargs, 0, CALL_LOAD, -1); }
int dcg_script_call_results(dcg_ctx *ctx, int nargs, int nres) { return protected_call(ctx, nargs, nres, CALL_LOAD, -1); }

int dcg_script_call_pushed(dcg_ctx *ctx, int card, int kind, int nargs, int nres)
{
    return protected_call(ctx, nargs, nres, kind, card);
}

int dcg_script_call(dcg_ctx *ctx, int card, int kind, int ref, int nargs, const lua_Integer *args, int nres)
{
    lua_State *L = ctx->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    for (int i = 0; i < nargs; i++) lua_pushinteger(L, args[i]);
    return protected_call(ctx, nargs, nres, kind, card);
}

void dcg_script_report(dcg_ctx *ctx, const dcg_state *st, int card, uint16_t perm_id, int k, const char *what, bool once)
{
    int def = st->def[card];
    card_effects *fx = &ctx->fx[def];
    char msg[sizeof ctx->script_err];
    snprintf(msg, sizeof msg, "card %s (%.160s, effect declared at line %d): %s%s%.250s%s", ctx->db->cards[def].number,
             fx->file, ctx->effects[fx->first + k].line, what ? what : "", what ? ": " : "", ctx->script_err,
             ctx->disabled_now ? "; the card is disabled for the rest of the game" : "");
    memcpy(ctx->script_err, msg, sizeof msg);
    dcg_script_error_note(ctx, def);
    if (!ctx->in_run || !ctx->record_events) return; /* counted; no event outside the game's own run */
    if (once && !ctx->disabled_now) { /* the first event of this effect in this game only */
        if (fx->err_game != ctx->game_no) fx->err_game = ctx->game_no, fx->err_mask = 0;
        uint32_t bit = 1u << (k & 31);
        if (fx->err_mask & bit) return;
        fx->err_mask |= bit;
    }
    /* b: the event's place among the call's script errors, for its message */
    int nth = 0;
    for (int i = 0; i < ctx->n_events; i++) nth += ctx->events[i].kind == DCG_EV_SCRIPT_ERROR;
    if (nth < 16) memcpy(ctx->err_log[nth], ctx->script_err, sizeof ctx->err_log[nth]);
    dcg_emit(ctx, DCG_EV_SCRIPT_ERROR, card_owner(card), card, perm_id, k, nth);
}

const char *dcg_script_error_of(const dcg_ctx *ctx, const dcg_event *ev)
{
    int nth = ev->b;
    bool current = ev >= ctx->events && ev < ctx->events + ctx->n_events;
    return ev->kind == DCG_EV_SCRIPT_ERROR && nth >= 0 && nth < 16 && current ? ctx->err_log[nth] : ctx->script_err;
}

/* A card_effects for every card index up to card (the cards after the last
** scripted one need none: card_fx reads past cap_fx as "no effects"). */
static dcg_status ensure_fx(dcg_ctx *ctx, int card)
{
    if (card < ctx->cap_fx) return DCG_OK;
    int cap = ctx->cap_fx * 2 > card + 1 ? ctx->cap_fx * 2 : card + 64;
    if (cap > ctx->db->n_cards) cap = ctx->db->n_cards;
    card_effects *fx = realloc(ctx->fx, sizeof *fx * (size_t)cap);
    if (!fx) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    memset(fx + ctx->cap_fx, 0, sizeof *fx * (size_t)(cap - ctx->cap_fx));
    ctx->fx = fx;
    ctx->cap_fx = cap;
    return DCG_OK;
}

/* Load a chunk of source in an environment of its own (pushed below the
** function); "_ENV" is refused: a script that could rebind it could escape
** its sealed environment. Returns LUA_OK or an error left on the stack. */
int dcg_script_load_chunk(dcg_ctx *ctx, const char *src, size_t len, const char *path)
{
    lua_State *L = ctx->L;
    char chunk[1100];
    snprintf(chunk, sizeof chunk, "@%s", path);
    for (size_t i = 0; i + 4 <= len; i++)
        if (!memcmp(src + i, "_ENV", 4)) {
            lua_pushfstring(L, "%s: scripts may not use _ENV", path);
            return LUA_ERRSYNTAX;
        }
    lua_newtable(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ctx->env_mt);
    lua_setmetatable(L, -2);
    /* Text only: precompiled bytecode could break the VM's safety. */
    int rc = luaL_loadbufferx(L, src, len, chunk, "t");
    if (rc != LUA_OK) {
        lua_remove(L, -2);
        return rc;
    }
    lua_pushvalue(L, -2);
    lua_setupvalue(L, -2, 1);
    return LUA_OK;
}

int dcg_script_load_path(dcg_ctx *ctx, const char *path, uint64_t *hash)
{
    size_t len = 0;
    char *src = NULL;
    if (dcg_read_regular(ctx, path, DCG_MAX_SCRIPT_FILE, &src, &len)) {
        lua_pushstring(ctx->L, ctx->err);
        return LUA_ERRFILE;
    }
    if (hash) *hash = dcg_hash_bytes(src, len); /* what was loaded (dcg_content_digest) */
    int rc = dcg_script_load_chunk(ctx, src, len, path);
    free(src);
    return rc;
}

/* A sealed environment of its own globals (registry ref env) gets a copy of
** the shared globals it does not define, so that reading them takes one
** step less: from the environment's hidden table rather than through it to
** the global table. The copies cannot go stale: a global, once defined, is
** never redefined or removed (a library may only add new ones, l_publish);
** those added later are read through, as before. */
static void copy_globals(lua_State *L, int env)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    lua_getmetatable(L, -1);
    lua_getfield(L, -1, "__index"); /* the hidden table */
    lua_pushglobaltable(L);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pushvalue(L, -2);
        if (lua_rawget(L, -5) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, -5);
        } else {
            lua_pop(L, 2);
        }
    }
    lua_pop(L, 4);
}

/* Freeze a loaded environment (top of the stack, popped) and what the
** functions refs reach; an empty one takes the shared frozen metatable. */
int dcg_script_seal_env(dcg_ctx *ctx, const int *refs, int n, lua_State **records)
{
    lua_State *L = ctx->L;
    lua_pushnil(L);
    bool empty = !lua_next(L, -2);
    if (!empty) lua_pop(L, 2);
    if (empty) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, ctx->frozen_env_mt);
        lua_setmetatable(L, -2);
    }
    int env = luaL_ref(L, LUA_REGISTRYINDEX);
    int rc = dcg_safe_seal(L, env, refs, n, records);
    if (rc == LUA_OK && !empty) copy_globals(L, env);
    luaL_unref(L, LUA_REGISTRYINDEX, env);
    return rc;
}

dcg_status dcg_script_load_file(dcg_ctx *ctx, const char *path, int card)
{
    dcg_status s = dcg_db_writable(ctx, path);
    if (s) return s;
    size_t len = 0;
    char *src = NULL;
    if ((s = dcg_read_regular(ctx, path, DCG_MAX_SCRIPT_FILE, &src, &len))) return s;
    s = dcg_script_load_source(ctx, path, src, len, card);
    if (!s) { /* path may not live on: the effects name the copy kept */
        s = dcg_db_add_script(ctx, card, path, src, len);
        ctx->fx[card].file = s ? "(a script)" : ctx->db->scripts[ctx->db->n_scripts - 1].path;
    }
    free(src);
    return s;
}

dcg_status dcg_script_load_source(dcg_ctx *ctx, const char *path, const char *src, size_t len, int card)
{
    dcg_status s = dcg_script_init(ctx);
    if (s) return s;
    if ((s = ensure_fx(ctx, card))) return s;
    lua_State *L = ctx->L;
    const char *number = ctx->db->cards[card].number;
    ctx->digest_scripts += dcg_hash_bytes(src, len);
    int rc = dcg_script_load_chunk(ctx, src, len, path);
    if (rc != LUA_OK) {
        dcg_err(ctx, DCG_EPARSE, "%s (card %s)", lua_tostring(L, -1), number);
        lua_pop(L, 1);
        return DCG_EPARSE;
    }
    /* Declarations replace the card's earlier effects (a mod overriding a card). */
    int first = ctx->n_effects;
    ctx->loading_card = card;
    ctx->loading_first = first;
    ctx->loading_file = path;
    rc = protected_call(ctx, 0, 0, CALL_LOAD, -1);
    ctx->loading_card = -1;
    ctx->loading_file = NULL;
    int refs[4 * DCG_MAX_CARD_EFFECTS], n = 0;
    lua_State *records = NULL;
    for (int i = first; rc == LUA_OK && i < ctx->n_effects; i++) {
        if (ctx->effects[i].fn != LUA_NOREF) refs[n++] = ctx->effects[i].fn;
        if (ctx->effects[i].cond != LUA_NOREF) refs[n++] = ctx->effects[i].cond;
        if (ctx->effects[i].act_cond != LUA_NOREF) refs[n++] = ctx->effects[i].act_cond;
        if (ctx->effects[i].allow_fn != LUA_NOREF) refs[n++] = ctx->effects[i].allow_fn;
        if (ctx->effects[i].subject_if != LUA_NOREF) refs[n++] = ctx->effects[i].subject_if;
    }
    if (rc != LUA_OK) {
        lua_pop(L, 1);
        ctx->n_effects = first;
        return dcg_err(ctx, DCG_EPARSE, "%s (card %s)", ctx->script_err, number);
    }
    if (dcg_script_seal_env(ctx, refs, n, &records) != LUA_OK) {
        if (records) dcg_safe_forget(L, records);
        ctx->n_effects = first;
        return dcg_err(ctx, DCG_EPARSE, "%s: after loading: %s (card %s)", path, ctx->script_err, number);
    }
    /* The card's earlier range (if any) stays unused in ctx->effects. */
    card_effects *fx = &ctx->fx[card];
    if (fx->upvalues) dcg_safe_forget(L, fx->upvalues);
    fx->upvalues = records;
    fx->first = first;
    fx->n = ctx->n_effects - first;
    fx->statics = 0;
    fx->can = 0;
    fx->watched = fx->watched_others = 0;
    fx->timings = 0;
    for (int i = first; i < ctx->n_effects; i++) {
        const effect_def *e = &ctx->effects[i];
        fx->timings |= 1ull << e->timing;
        if (e->event) fx->watched |= 1u << e->event;
        if (e->event && !e->subject_only) fx->watched_others |= 1u << e->event;
        if (e->from != FROM_FIELD || dcg_inherited_waits_in_trash(e, DCG_ZONE_BATTLE, DCG_ZONE_TRASH))
            fx->can |= GAME_ZONE_EFFECTS; /* (an inherited one about its own card's trashing: from the trash, 15-3-3) */
        /* "would" effects, <Decode>, <Partition>: they ask in the middle of a deletion */
        if (e->timing == TM_WOULD || e->timing == TM_DECODE || e->timing == TM_PARTITION) fx->can |= GAME_WOULD;
        if (e->granted) fx->can |= GAME_GRANTS;
        if (e->timing == TM_UNBLOCKABLE || e->timing == TM_NO_SECURITY || e->timing == TM_KEEP_SOURCES) fx->can |= GAME_ATTACK_RULES;
        if (e->timing == TM_FIELD_EVO_DISCOUNT || e->timing == TM_EVO_FROM || e->timing == TM_EVO_INTO || e->timing == TM_EVO_ONLY ||
            e->timing == TM_OPP_CANNOT || e->timing == TM_DNA_LEVEL)
            fx->can |= GAME_EVO_COST;
        if (e->timing == TM_DELAYED) fx->watched |= 1u << GE_TURN_END; /* it waits for a turn's end (18-1-2) */
        if (e->timing != TM_STATIC) continue;
        if (e->forbid & FORBID_BE_ATTACKED) ctx->not_attacked_statics = true; /* attack declarations read it (action.c) */
        if (e->forbid & FORBID_DIGIVOLVE) ctx->no_digivolve_statics = true; /* digivolutions read it (dcg_evo_allowed) */
        if (!e->granted) fx->statics |= e->inherited ? 2 : 1; /* a granted one works only where a change gives it */
        if (e->forbid & FORBID_WHEN_DIGIVOLVING) fx->no_when_digivolving = true;
        fx->can |= dcg_static_can(e);
    }
    fx->file = path;
    return DCG_OK;
}

/* ---- declarations: the global `card` while a script loads ------------------- */

static effect_def *new_effect(lua_State *L, dcg_ctx *ctx, int timing)
{
    if (ctx->loading_card < 0) luaL_error(L, "effects can only be declared while a card script loads");
    if (ctx->n_effects == ctx->cap_effects) {
        int cap = ctx->cap_effects ? ctx->cap_effects * 2 : 128;
        effect_def *e = realloc(ctx->effects, sizeof *e * (size_t)cap);
        if (!e) luaL_error(L, "out of memory");
        ctx->effects = e;
        ctx->cap_effects = cap;
    }
    if (ctx->n_effects - ctx->loading_first >= DCG_MAX_CARD_EFFECTS)
        luaL_error(L, "a card may declare at most %d effects (DCG_MAX_CARD_EFFECTS)", DCG_MAX_CARD_EFFECTS);
    if (ctx->n_effects >= DCG_MAX_EFFECTS)
        luaL_error(L, "the loaded scripts declare more than %d effects (DCG_MAX_EFFECTS)", DCG_MAX_EFFECTS);
    effect_def *e = &ctx->effects[ctx->n_effects++];
    memset(e, 0, sizeof *e);
    e->timing = (uint8_t)timing;
    e->fn = e->cond = e->act_cond = e->reduce_fn = e->allow_fn = e->subject_if = LUA_NOREF;
    lua_Debug ar;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "l", &ar)) e->line = ar.currentline;
    return e;
}

static int opt_bool(lua_State *L, int t, const char *name)
{
    lua_getfield(L, t, name);
    int v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

/* names joined with ", " into buf (for messages). */
static const char *name_list(char *buf, size_t size, const char *const *names)
{
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; names[i] && n < size; i++) n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", names[i]);
    return buf;
}

/* The index of the value at i among names; an error naming what (an
** option, an event) and the values allowed otherwise. */
static int check_name(lua_State *L, int i, const char *what, const char *const *names)
{
    const char *v = lua_type(L, i) == LUA_TSTRING ? lua_tostring(L, i) : NULL;
    for (int k = 0; v && names[k]; k++)
        if (!strcmp(v, names[k])) return k;
    char list[512];
    return luaL_error(L, "%s: %s%s%s is not one of: %s", what, v ? "'" : "a ", v ? v : luaL_typename(L, i), v ? "'" : "",
                      name_list(list, sizeof list, names));
}

static int opt_enum(lua_State *L, int t, const char *name, const char *const *names, int def)
{
    lua_getfield(L, t, name);
    char what[64];
    snprintf(what, sizeof what, "option '%s'", name);
    int v = lua_isnil(L, -1) ? def : check_name(L, -1, what, names);
    lua_pop(L, 1);
    return v;
}

/* Every key of the options table t is one of allowed: a misspelled option
** (once_per_tern) is a load error, not a silent default. */
static void check_keys(lua_State *L, int t, const char *decl, const char *const *allowed)
{
    t = lua_absindex(L, t);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        const char *k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        bool ok = false;
        for (int i = 0; k && allowed[i] && !ok; i++) ok = !strcmp(k, allowed[i]);
        if (!ok) {
            char list[512];
            luaL_error(L, "%s: unknown option %s%s%s (options: %s)", decl, k ? "'" : "of type ", k ? k : luaL_typename(L, -1),
                       k ? "'" : "", name_list(list, sizeof list, allowed));
        }
    }
}

/* The options each kind of declaration takes. */
static const char *const opts_common[] = {"optional", "once_per_turn", "times_per_turn", "inherited", "turn", "all_turns",
                                          "from", "condition", "activate_if", "has", "granted", "delay", "link", NULL};
static const char *const opts_when[] = {"optional", "once_per_turn", "times_per_turn", "inherited", "turn", "all_turns",
                                        "from", "condition", "activate_if", "has", "whose", "granted", "delay", "link",
                                        "together", "subject_if", NULL};
static const char *const opts_would[] = {"optional", "once_per_turn", "times_per_turn", "inherited", "turn", "all_turns",
                                         "from", "condition", "any", "whose", "delay", "reduce", "set_cost", "pending", NULL};
static const char *const opts_static[] = {"inherited", "turn", "all_turns", "from", "condition", "applies", "effect", "dp", "dp_set",
                                          "security_attack", "keywords", "lose", "forbid", "allow", "attack_target", "colors", "granted", "unaffected",
                                          "unsuspend_trash", NULL};
static const char *const opts_rule[] = {"inherited", "turn", "all_turns", "condition", "granted", NULL};

static int ref_function(lua_State *L, int t, const char *name)
{
    lua_getfield(L, t, name);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return LUA_NOREF;
    }
    if (!lua_isfunction(L, -1)) luaL_error(L, "option '%s' must be a function", name);
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

static const char *const turn_names[] = {"any", "yours", "opponents", NULL};
static const char *const when_names[] = {"blocked", "digimon_played", "digimon_deleted", "memory_gained",
                                         "digimon_suspended", "card_trashed", "card_to_hand", "card_to_security",
                                         "digimon_digivolved", "digimon_attacking", "digimon_deleted_in_battle",
                                         "digimon_unsuspended", "deleted_one_in_battle", "option_used", "digimon_linked",
                                         "digivolution_card_trashed", "digivolution_cards_added", "card_removed_from_security",
                                         "tamer_played", "tamer_suspended", "tamer_unsuspended", "digi_burst_trashed",
                                         "digi_burst_activated", "digimon_moved_out", "option_placed", NULL};
static const char *const from_names[] = {"field", "hand", "trash", "breeding", "deck", NULL};
static const char *const whose_names[] = {"any", "self", "own", "opponents", NULL};
static const char *const would_names[] = {"be_deleted", "be_deleted_in_battle", "leave_battle_area", "be_played", "digivolve", "be_used",
                                          "link", NULL};
static const char *const applies_names[] = {"self", "own_digimon", "own_security_digimon", "opponent_digimon",
                                            "opponent_security_digimon", "opponent_tamers", NULL};

dcg_kwset dcg_script_keyword_list(lua_State *L, const char *field)
{
    dcg_kwset set = 0;
    if (!lua_isnil(L, -1)) {
        luaL_checktype(L, -1, LUA_TTABLE);
        for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
            /* the lookup is C work the instruction count does not see: the list is bounded */
            if (i > DCG_KEY_COUNT) luaL_error(L, "%s: a list of keywords has at most %d names", field, DCG_KEY_COUNT);
            const char *name = lua_tostring(L, -1);
            dcg_kwset kw = name ? dcg_keyword_set(name, 1) : 0;
            if (!kw && name && !strcmp(field, "lose")) kw = dcg_keyword_kind(name); /* "loses <Decoy>": every value (16-2) */
            if (!kw && name && dcg_keyword_kind(name))
                luaL_error(L, "%s[%d]: '%s' names every value of a keyword: a grant names one, such as %s(...)", field, (int)i, name, name);
            if (!kw) {
                char names[768];
                luaL_error(L, "%s[%d]: unknown keyword '%s' (%s)", field, (int)i, name ? name : "?",
                           dcg_keyword_list(names, sizeof names, true));
            }
            if ((kw & DCG_KW_DETACH) && strcmp(field, "lose"))
                luaL_error(L, "%s[%d]: <Detach> names its link cards in card data (\"detach\"): an effect cannot give it", field, (int)i);
            set |= kw;
            lua_pop(L, 1);
        }
        lua_pop(L, 1); /* the nil that ended the list */
    }
    lua_pop(L, 1);
    dcg_ctx *ctx = ctx_of(L);
    if (ctx->cur && ctx->loading_card < 0) dcg_note_keywords(ctx->cur, set); /* an effect grants them now */
    return set;
}

dcg_kwset dcg_script_keywords(lua_State *L, int t, const char *field)
{
    lua_getfield(L, t, field);
    return dcg_script_keyword_list(L, field);
}

dcg_kwset dcg_script_lose_list(lua_State *L, uint8_t *all)
{
    *all = lua_type(L, -1) == LUA_TSTRING;
    if (!*all) return dcg_script_keyword_list(L, "lose");
    if (strcmp(lua_tostring(L, -1), "all")) luaL_error(L, "lose: a list of keywords, or \"all\"");
    lua_pop(L, 1);
    return 0;
}

dcg_kwset dcg_script_lose(lua_State *L, int t, uint8_t *all)
{
    lua_getfield(L, t, "lose");
    return dcg_script_lose_list(L, all);
}

/* A triggered effect's function that takes a fifth parameter gets the
** facts of what triggered it (effect.c); the others pay nothing. */
static uint8_t takes_facts(lua_State *L, int fn)
{
    lua_Debug ar;
    lua_pushvalue(L, fn);
    lua_getinfo(L, ">u", &ar);
    return ar.nparams >= 5;
}

/* Common options of triggered and activated effects. */
static void read_options(lua_State *L, int t, effect_def *e)
{
    if (lua_isnoneornil(L, t)) return;
    luaL_checktype(L, t, LUA_TTABLE);
    e->optional = (uint8_t)opt_bool(L, t, "optional");
    e->delay = (uint8_t)opt_bool(L, t, "delay");
    e->inherited = (uint8_t)opt_bool(L, t, "inherited");
    if (lua_getfield(L, t, "once_per_turn") == LUA_TNUMBER) { /* a handle: the one use of an effect printed with two timings */
        dcg_ctx *ctx = ctx_of(L);
        lua_Integer h = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1, own = ctx->n_effects - 1 - ctx->loading_first;
        const effect_def *o = h >= 0 && h < own ? &ctx->effects[ctx->loading_first + h] : NULL;
        if (!o || o->per_turn != 1 || o->shares_use || o->inherited != e->inherited)
            luaL_error(L, "once_per_turn = h: h is the handle of an [Once Per Turn] effect of this card declared before it "
                          "(inherited alike), whose one use this one shares (15-14-1)");
        e->per_turn = 1;
        e->shares_use = (uint8_t)(h + 1);
    } else {
        e->per_turn = (uint8_t)opt_bool(L, t, "once_per_turn");
    }
    lua_pop(L, 1);
    if (lua_getfield(L, t, "times_per_turn") != LUA_TNIL) {
        lua_Integer n = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        if (n < 1 || n > DCG_MAX_PER_TURN) luaL_error(L, "times_per_turn: a whole number from 1 to %d", DCG_MAX_PER_TURN);
        if (e->per_turn) luaL_error(L, "once_per_turn and times_per_turn together");
        e->per_turn = (uint8_t)n;
    }
    lua_pop(L, 1);
    e->turn = (uint8_t)opt_enum(L, t, "turn", turn_names, TURN_ANY);
    if (opt_bool(L, t, "all_turns")) { /* [All Turns] (15-16-9): either player's turn, said explicitly */
        if (e->turn != TURN_ANY) luaL_error(L, "all_turns and turn together");
    }
    e->from = (uint8_t)opt_enum(L, t, "from", from_names, FROM_FIELD);
    if (e->from != FROM_FIELD && e->inherited) luaL_error(L, "from and inherited together");
    e->granted = (uint8_t)opt_bool(L, t, "granted");
    if (e->granted && (e->inherited || e->from != FROM_FIELD))
        luaL_error(L, "an effect to grant is neither inherited nor from elsewhere: it works from the Digimon given it");
    e->link = (uint8_t)(opt_bool(L, t, "link") || e->timing == TM_WHEN_LINKING);
    if (e->link && (e->inherited || e->granted || e->from != FROM_FIELD || e->delay))
        luaL_error(L, "option 'link': a link effect works from its link card only (not with inherited, granted, from, delay)");
    e->cond = ref_function(L, t, "condition");
    if (lua_getfield(L, t, "has") != LUA_TNIL) { /* the processing keywords its text holds: game.has_effect reads them */
        luaL_checktype(L, -1, LUA_TTABLE);
        for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
            if (i > 8) luaL_error(L, "option 'has': at most 8 names");
            e->has |= (uint8_t)(1u << check_name(L, -1, "option 'has'", dcg_has_names));
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!e->has) luaL_error(L, "option 'has': a list of names (\"digi_burst\", \"blitz\")");
    }
    lua_pop(L, 1);
    e->act_cond = ref_function(L, t, "activate_if");
    if (e->act_cond != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, e->act_cond);
        e->act_cond_facts = takes_facts(L, lua_gettop(L));
        lua_pop(L, 1);
    }
}

/* activate_if is a processing condition read as a triggered effect would activate (15-8-3-9-2): an
** effect that does not trigger ([Main], [Security], a continuous one, ...) has no such moment apart
** from its condition, which is read as it is used. */
static void check_activate_if(lua_State *L, const effect_def *e, const char *decl)
{
    if (e->act_cond != LUA_NOREF && (e->event == GE_NONE || e->timing == TM_WOULD))
        luaL_error(L, "%s: option 'activate_if' is for a triggered effect (read as it would activate, 15-8-3-9-2); "
                      "here 'condition' is read as the effect is used", decl);
}

/* Triggered effects work from the hand, trash or breeding area; an
** activated [Main] effect from the hand or the trash ([Hand] [Main],
** [Trash] [Main], 15-14-2, 15-14-3). */
static void check_from(lua_State *L, const effect_def *e)
{
    if (e->from == FROM_DECK && !(e->timing == TM_WHEN && e->when == W_CARD_TRASHED && e->whose == WHOSE_SELF && !e->inherited))
        luaL_error(L, "option 'from' = 'deck': only card:when('card_trashed', fn, {whose = 'self', from = 'deck'}), "
                      "\"when this card is trashed from your deck\", works from the deck");
    if (e->from == FROM_FIELD || e->event != GE_NONE) return;
    if (e->timing == TM_ACTIVATED && (e->from == FROM_HAND || e->from == FROM_TRASH)) {
        if (e->delay) luaL_error(L, "options 'from' and 'delay' together: [Delay] trashes a Digimon of the field");
        return;
    }
    luaL_error(L, "option 'from': only a triggered effect, or card:activated from the hand or trash, can work from "
                  "the hand, trash or breeding area");
}

/* A timing only a Digimon's own effect has ([On Play], [When Digivolving],
** [When Attacking], [End of Attack], [On Deletion], [When Moving]: 15-16)
** declared as an Option card's own effect would never run: a load error
** (an effect it gives Digimon is granted = true; a link effect works from
** the Digimon it is linked to). */
static void check_kind(lua_State *L, const dcg_ctx *ctx, const effect_def *e, const char *decl)
{
    const dcg_card *c = &ctx->db->cards[ctx->loading_card];
    bool digimon_only = e->timing == TM_ON_PLAY || e->timing == TM_WHEN_DIGIVOLVING || e->timing == TM_WHEN_ATTACKING ||
                        e->timing == TM_END_OF_ATTACK || e->timing == TM_ON_DELETION || e->timing == TM_WHEN_MOVING;
    if (digimon_only && c->kind == DCG_KIND_OPTION && !e->granted && !e->link && !e->inherited) /* Q1917: BT9-109 */
        luaL_error(L, "%s on an Option card: an Option is never a Digimon, so its own %s effect would never run "
                      "(an effect it gives Digimon is declared granted = true)", decl, decl + (strncmp(decl, "card:", 5) ? 0 : 5));
}

/* Does triggered effect e's condition take a fifth parameter, the facts of
** its trigger, as its function may (read when it triggers and activates:
** dcg_effect_condition_facts)? */
static void condition_facts(lua_State *L, effect_def *e)
{
    if (e->cond == LUA_NOREF) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, e->cond);
    e->cond_facts = takes_facts(L, lua_gettop(L));
    lua_pop(L, 1);
}

/* card:<timing>(fn [, options]) */
static int l_declare(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    int timing = (int)lua_tointeger(L, lua_upvalueindex(1));
    luaL_checktype(L, 2, LUA_TFUNCTION);
    effect_def *e = new_effect(L, ctx, timing);
    if (lua_istable(L, 3)) check_keys(L, 3, lua_tostring(L, lua_upvalueindex(2)), timing == TM_UNBLOCKABLE || timing == TM_NO_MEMORY_GAIN || timing == TM_XROS_SUBSTITUTE || timing == TM_KEEP_SOURCES ? opts_rule : opts_common);
    read_options(L, 3, e);
    dcg_effect_watch(ctx, e);
    check_from(L, e);
    check_activate_if(L, e, lua_tostring(L, lua_upvalueindex(2)));
    check_kind(L, ctx, e, lua_tostring(L, lua_upvalueindex(2)));
    if (timing == TM_WHEN_LINKING) e->link = 1; /* 15-16-6: an effect of the card that becomes a link card */
    if (e->link && e->event == GE_NONE) luaL_error(L, "option 'link': only a triggered effect can be a link effect");
    if (e->granted && (timing == TM_NO_MEMORY_GAIN || timing == TM_KEEP_SOURCES || timing == TM_MAIN || timing == TM_SECURITY || timing == TM_COUNTER ||
                       timing == TM_ACTIVATED))
        luaL_error(L, "%s cannot be granted (a triggered effect can)", lua_tostring(L, lua_upvalueindex(2)));
    e->facts = takes_facts(L, 2);
    if (e->event != GE_NONE) condition_facts(L, e); /* a triggered one's, as card:when's */
    lua_pushvalue(L, 2);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushinteger(L, ctx->n_effects - 1 - ctx->loading_first); /* its handle (granted effects) */
    return 1;
}

/* card:no_security_effects(kinds [, options]): this Digimon activates no
** [Security] effect of the cards of these kinds ({"Option", ...}) it checks. */
static int l_no_security_effects(lua_State *L)
{
    static const char *const kinds[] = {"Digimon", "Digi-Egg", "Tamer", "Option", NULL};
    luaL_checktype(L, 2, LUA_TTABLE);
    uint8_t mask = 0;
    for (lua_Integer i = 1; lua_geti(L, 2, i) != LUA_TNIL; i++) {
        if (i > DCG_KIND_COUNT) luaL_error(L, "no_security_effects: at most %d kinds", DCG_KIND_COUNT);
        mask |= (uint8_t)(1u << check_name(L, -1, "no_security_effects: card kind", kinds));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (!mask) luaL_argerror(L, 2, "a list of card kinds (\"Option\", ...)");
    if (lua_istable(L, 3)) check_keys(L, 3, "card:no_security_effects", opts_rule);
    effect_def *e = new_effect(L, ctx_of(L), TM_NO_SECURITY);
    e->when = mask;
    read_options(L, 3, e);
    lua_pushinteger(L, ctx_of(L)->n_effects - 1 - ctx_of(L)->loading_first); /* its handle (granted effects) */
    return 1;
}

/* card:digivolution_cost(n, filter): digivolving one of its player's
** Digimon d in the battle area for which filter(me, 0, c, d) holds into this
** card from the hand costs n less (a check: read-only; Q1150). */
static int l_digivolution_cost(lua_State *L)
{
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 1 && n <= 20, 2, "a cost reduction from 1 to 20");
    luaL_checktype(L, 3, LUA_TFUNCTION);
    if (!lua_isnoneornil(L, 4)) luaL_error(L, "card:digivolution_cost takes no options");
    effect_def *e = new_effect(L, ctx_of(L), TM_EVO_COST);
    e->dp = (int32_t)n;
    lua_pushvalue(L, 3);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* card:digivolution_cost_is(fn): "when digivolving into this card from your
** hand, the memory cost of the digivolution is ...": fn(me, 0, c, d) (a
** check) computes it, 0 to 20, for Digimon d (BT7-040). Not a reduction. */
static int l_digivolution_cost_is(lua_State *L)
{
    luaL_checktype(L, 2, LUA_TFUNCTION);
    if (!lua_isnoneornil(L, 3)) luaL_error(L, "card:digivolution_cost_is takes no options");
    effect_def *e = new_effect(L, ctx_of(L), TM_EVO_COST);
    e->value = EVO_COST_SET;
    lua_pushvalue(L, 2);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* card:digisorption_suspends_opponents([options]): "when suspending Digimon
** for a <Digisorption>, you may suspend your opponent's Digimon instead":
** while it applies (from the battle area: Q4703), its player's
** digivolutions with <Digisorption> (16-10) may suspend one of the
** opponent's unsuspended Digimon instead of one of theirs; such a
** digivolution uses it ([Once Per Turn]). */
static int l_digisorption_suspends_opponents(lua_State *L)
{
    static const char *const opts[] = {"inherited", "turn", "all_turns", "condition", "once_per_turn", "times_per_turn", NULL};
    if (lua_istable(L, 2)) check_keys(L, 2, "card:digisorption_suspends_opponents", opts);
    effect_def *e = new_effect(L, ctx_of(L), TM_DIGISORPTION_OPP);
    read_options(L, 2, e);
    return 0;
}

/* A declaration of timing tm whose function only something of its own card names by the handle it
** returns: no options (why: the error's text). */
static int declare_handle(lua_State *L, int tm, const char *no_options)
{
    dcg_ctx *ctx = ctx_of(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    if (!lua_isnoneornil(L, 3)) luaL_error(L, "%s", no_options);
    effect_def *e = new_effect(L, ctx, tm);
    lua_pushvalue(L, 2);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushinteger(L, ctx->n_effects - 1 - ctx->loading_first);
    return 1;
}

/* card:delayed(fn): an effect that only an effect of this card can
** schedule (game.at_end_of); returns its handle. It takes no options: it
** was activated already when it was scheduled (18-1-1). */
static int l_delayed(lua_State *L)
{
    return declare_handle(L, TM_DELAYED, "card:delayed takes no options (it runs once, as scheduled)");
}

/* card:discount_filter(fn): a check naming the digivolutions a pending discount of this card reaches
** (game.digivolution_discount's into = h); returns its handle h. */
static int l_discount_filter(lua_State *L)
{
    return declare_handle(L, TM_EVO_FILTER, "card:discount_filter takes no options (a check game.digivolution_discount names)");
}

/* card:when(event, fn [, options]) and card:when_would(event, fn [, options]). */
static effect_def *declare_on_event(lua_State *L, int timing, const char *const *events)
{
    int ev = check_name(L, 2, "event", events);
    if (timing != TM_WOULD || !lua_isnil(L, 3)) luaL_checktype(L, 3, LUA_TFUNCTION); /* a reduction alone: no function */
    effect_def *e = new_effect(L, ctx_of(L), timing);
    e->when = (uint8_t)ev;
    if (lua_istable(L, 4)) check_keys(L, 4, timing == TM_WOULD ? "card:when_would" : "card:when", timing == TM_WOULD ? opts_would : opts_when);
    read_options(L, 4, e);
    if (timing == TM_WHEN) condition_facts(L, e); /* its condition may read the trigger's facts too */
    if (lua_isnil(L, 3)) return e;
    e->facts = takes_facts(L, 3);
    lua_pushvalue(L, 3);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    return e;
}

/* options.whose: whose events it watches ("self": this Digimon's, "own",
** "opponents", "any" by default). */
static int l_when(lua_State *L)
{
    effect_def *e = declare_on_event(L, TM_WHEN, when_names);
    if (!lua_isnoneornil(L, 4)) e->whose = (uint8_t)opt_enum(L, 4, "whose", whose_names, WHOSE_ANY);
    dcg_effect_watch(ctx_of(L), e);
    check_from(L, e);
    check_activate_if(L, e, "card:when");
    dcg_together_declare(L, e); /* api_together.c */
    lua_pushinteger(L, ctx_of(L)->n_effects - 1 - ctx_of(L)->loading_first); /* its handle (granted effects) */
    return 1;
}

/* An immediate effect; options.any makes it watch all of its player's
** Digimon, not only its own. The function returns true to prevent what was
** about to happen. */
/* options.pending: an effect game.next_digivolution leaves pending (api_pending.c): "digivolve" with
** a function, and only the options optional, condition, reduce beside it. */
static bool would_pending(lua_State *L, const effect_def *e)
{
    if (!lua_istable(L, 4) || !opt_bool(L, 4, "pending")) return false;
    static const char *const allowed[] = {"pending", "optional", "condition", "reduce", NULL};
    bool ok = e->when == WOULD_DIGIVOLVE && e->fn != LUA_NOREF;
    for (lua_pushnil(L); ok && lua_next(L, 4); lua_pop(L, 1)) {
        ok = lua_type(L, -2) == LUA_TSTRING;
        for (int i = 0; ok && allowed[i] && strcmp(allowed[i], lua_tostring(L, -2)); i++)
            ok = allowed[i + 1] != NULL;
    }
    if (!ok)
        luaL_error(L, "card:when_would: pending = true (an effect game.next_digivolution leaves pending) is for 'digivolve', "
                      "with a function, and takes only optional, condition, reduce beside it");
    return true;
}

static int l_when_would(lua_State *L)
{
    effect_def *e = declare_on_event(L, TM_WOULD, would_names);
    bool is_pending = would_pending(L, e);
    if (!lua_isnoneornil(L, 4)) e->any = (uint8_t)opt_bool(L, 4, "any");
    int whose = lua_istable(L, 4) ? opt_enum(L, 4, "whose", whose_names, WHOSE_OWN) : WHOSE_OWN;
    if (whose != WHOSE_OWN && (whose != WHOSE_OPPONENTS || e->when != WOULD_DIGIVOLVE || !e->any || e->from != FROM_FIELD))
        luaL_error(L, "card:when_would: whose = 'opponents' (\"when an opponent's Digimon would digivolve\") is for "
                      "'digivolve' with any = true, from the battle area; else 'own' (the default)");
    if (whose == WHOSE_OPPONENTS) e->whose = WHOSE_OPPONENTS; /* else WHOSE_ANY, read as its player's own */
    if (e->when < WOULD_BE_PLAYED) {
        if (e->fn == LUA_NOREF || (lua_istable(L, 4) && (lua_getfield(L, 4, "reduce") != LUA_TNIL ||
                                                           lua_getfield(L, 4, "set_cost") != LUA_TNIL)))
            luaL_error(L, "card:when_would('%s'): a function, and no 'reduce' or 'set_cost' (a deletion or leaving has no cost)",
                       would_names[e->when]);
        check_from(L, e);
        return 0;
    }
    if (lua_istable(L, 4) && lua_getfield(L, 4, "reduce") != LUA_TNIL) { /* a number, or a check computing it */
        if (lua_isfunction(L, -1)) e->reduce_fn = luaL_ref(L, LUA_REGISTRYINDEX);
        else if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 20)
            luaL_error(L, "card:when_would: option 'reduce': a cost reduction from 1 to 20, or a function computing it");
        else e->reduce = (uint8_t)lua_tointeger(L, -1);
    }
    if (lua_istable(L, 4) && lua_getfield(L, 4, "set_cost") != LUA_TNIL) { /* "set its play cost to N" (EX2-055) */
        if (e->when != WOULD_BE_PLAYED || e->reduce || e->reduce_fn != LUA_NOREF)
            luaL_error(L, "card:when_would: option 'set_cost' sets a play cost: for 'be_played', without 'reduce'");
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > 20)
            luaL_error(L, "card:when_would: option 'set_cost': the play cost it sets, from 0 to 20");
        e->set_cost = (uint8_t)(lua_tointeger(L, -1) + 1);
    }
    if (e->fn == LUA_NOREF && e->reduce_fn == LUA_NOREF && !e->reduce && !e->set_cost)
        luaL_error(L, "card:when_would('%s'): a function, or option 'reduce' or 'set_cost'", would_names[e->when]);
    if (is_pending) { /* "the next time one of your Digimon digivolves" (EX1-071) */
        e->from = FROM_PENDING; /* it never works from a zone */
        lua_pushinteger(L, ctx_of(L)->n_effects - 1 - ctx_of(L)->loading_first); /* its handle */
        return 1;
    }
    /* a procedure's (script/effect.c, procedure_watches): "this card would be played / used" works from
    ** the card wherever it is revealed; from the hand, "... would digivolve into / link this card" */
    bool own = e->when == WOULD_BE_PLAYED || e->when == WOULD_BE_USED;
    if (e->from == FROM_TRASH || (e->from == FROM_HAND && (own || e->any)) || (e->from == FROM_BREEDING && !e->any) ||
        (own && !e->any && e->inherited))
        luaL_error(L, "card:when_would('%s'): from = 'hand' is for digivolve or link (into this card), 'breeding' needs "
                      "any = true; 'this card would be %s' is neither inherited nor from elsewhere",
                   would_names[e->when], e->when == WOULD_BE_USED ? "used" : "played");
    return 0;
}

/* A continuous effect's value t[field]: a constant within min..max (into
** *out; false when absent), or a function computing it (e->fn; e->value:
** what it computes). One function per effect. */
static bool static_value(lua_State *L, effect_def *e, const char *field, int value, lua_Integer min, lua_Integer max,
                         int32_t *out)
{
    int type = lua_getfield(L, 2, field);
    if (type == LUA_TFUNCTION) {
        if (e->fn != LUA_NOREF) luaL_error(L, "only one of dp, dp_set and security_attack can be a function");
        e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
        e->value = (uint8_t)value;
        return true;
    }
    lua_Integer v = luaL_optinteger(L, -1, 0);
    if (v < min || v > max) luaL_error(L, "%s: %I is out of range (%I to %I)", field, v, min, max);
    lua_pop(L, 1);
    *out = (int32_t)v;
    return type != LUA_TNIL;
}

/* card:static{applies=, turn=, inherited=, condition=fn, dp=N|fn,
** dp_set=N|fn, security_attack=N|fn, keywords={...}, lose={...}|"all",
** forbid={"attack", "block"}, allow={"attack_unsuspended"}, colors={"yellow"}}: what each does, and in which order they
** apply, is perm.c's (layers). */
static int l_static(lua_State *L)
{
    dcg_ctx *ctx = ctx_of(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    check_keys(L, 2, "card:static", opts_static);
    effect_def *e = new_effect(L, ctx, TM_STATIC);
    read_options(L, 2, e);
    check_from(L, e);
    e->applies = (uint8_t)opt_enum(L, 2, "applies", applies_names, AP_SELF);
    int32_t sa = 0;
    static_value(L, e, "dp", VAL_DP, -DCG_SCRIPT_DP_MAX, DCG_SCRIPT_DP_MAX, &e->dp);
    e->sets_dp = static_value(L, e, "dp_set", VAL_DP_SET, 0, DCG_SCRIPT_DP_MAX, &e->dp_set);
    static_value(L, e, "security_attack", VAL_SA, -DCG_SCRIPT_SA_MAX, DCG_SCRIPT_SA_MAX, &sa);
    e->security_attack = (int8_t)sa;
    e->keywords = dcg_script_keywords(L, 2, "keywords");
    e->lose = dcg_script_lose(L, 2, &e->lose_all);
    e->forbid = dcg_script_forbid(L, 2);
    if (e->forbid & FORBID_BE_UNSUSPENDED) /* read only where a change holds it (dcg_unsuspend_forbidden) */
        luaL_error(L, "card:static: forbid \"be_unsuspended\" is a change's (game.change), not a continuous effect's");
    e->allow = dcg_script_allow(L, 2);
    e->allow_fn = ref_function(L, 2, "attack_target"); /* "... unsuspended Digimon with no digivolution cards" */
    if (e->allow_fn != LUA_NOREF && !(e->allow & (ALLOW_ATTACK_UNSUSPENDED | ALLOW_BLITZ_UNSUSPENDED)))
        luaL_error(L, "card:static: attack_target filters the Digimon allow = {\"attack_unsuspended\"} lets it attack: "
                      "it needs that allow");
    if (lua_getfield(L, 2, "colors") == LUA_TSTRING) { /* "also has the colours of its digivolution cards" (BT8-084) */
        if (strcmp(lua_tostring(L, -1), "digivolution_cards"))
            luaL_error(L, "card:static: colors is a list of colours or \"digivolution_cards\"");
        e->colors = STATIC_COLORS_SOURCES;
        lua_pop(L, 1);
    } else {
        lua_pop(L, 1);
        e->colors = dcg_script_colors(L, 2, "colors");
    }
    if (lua_getfield(L, 2, "unaffected") != LUA_TNIL) { /* 15-15-5: "isn't affected by your opponent's effects" */
        const char *who = lua_tostring(L, -1);
        if (!who || strcmp(who, "opponents")) luaL_error(L, "card:static: unaffected = \"opponents\" (this Digimon isn't affected by your opponent's effects)");
        if (e->applies != AP_SELF || e->granted) luaL_error(L, "card:static: unaffected applies to this Digimon only (no 'applies', not granted)");
        e->unaffected = 1;
    }
    lua_pop(L, 1);
    if (e->granted && e->applies != AP_SELF)
        luaL_error(L, "card:static: a granted continuous effect applies to the Digimon given it (no 'applies')");
    if (lua_getfield(L, 2, "effect") != LUA_TNIL) { /* grants a triggered effect of this card declared granted = true */
        lua_Integer h = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
        int k = (int)h + ctx->loading_first;
        if (h < 0 || k >= ctx->n_effects - 1 || !ctx->effects[k].granted || ctx->effects[k].event == GE_NONE)
            luaL_error(L, "card:static: effect = h takes the handle of a triggered effect of this card declared before it "
                          "with granted = true");
        if (e->granted || e->applies == AP_SELF || e->applies == AP_OPP_TAMERS || e->applies == AP_OWN_SECURITY_DIGIMON ||
            e->applies == AP_OPP_SECURITY_DIGIMON)
            luaL_error(L, "card:static: effect = h grants it to Digimon: applies = \"own_digimon\" or \"opponent_digimon\"");
        e->grant = (uint8_t)(h + 1);
        ctx->static_grants = true;
    }
    lua_pop(L, 1);
    if (lua_getfield(L, 2, "unsuspend_trash") != LUA_TNIL) { /* "you must trash N cards in your hand to unsuspend this Digimon" */
        lua_Integer n = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        if (n < 1 || n > 9) luaL_error(L, "card:static: unsuspend_trash is a number of hand cards, 1 to 9");
        if (e->applies != AP_SELF && e->applies != AP_OWN_DIGIMON && e->applies != AP_OPP_DIGIMON)
            luaL_error(L, "card:static: unsuspend_trash is a cost of Digimon: applies = \"self\", \"own_digimon\" or "
                          "\"opponent_digimon\"");
        e->unsuspend_trash = (uint8_t)n;
        ctx->unsuspend_costs = true;
    }
    lua_pop(L, 1);
    if (e->applies == AP_OPP_TAMERS && (e->forbid != FORBID_UNSUSPEND || e->fn != LUA_NOREF || e->dp || e->sets_dp || sa ||
                                        e->keywords || e->lose || e->lose_all || e->allow || e->colors))
        luaL_error(L, "card:static: applies = \"opponent_tamers\" takes forbid = {\"unsuspend\"} alone (\"your opponent's "
                      "Tamers don't unsuspend\")");
    lua_pushinteger(L, ctx->n_effects - 1 - ctx->loading_first); /* its handle (granted effects) */
    return 1;
}

/* Edit distance of a and b (insertions, deletions, substitutions), for
** suggesting the name a misspelt one meant; names are short. */
static int edit_distance(const char *a, const char *b)
{
    int row[64], la = (int)strlen(a), lb = (int)strlen(b);
    if (la > 63 || lb > 63) return 64;
    for (int j = 0; j <= lb; j++) row[j] = j;
    for (int i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = i;
        for (int j = 1; j <= lb; j++) {
            int up = row[j], best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            diag = up, row[j] = best;
        }
    }
    return row[lb];
}

/* card:on_pley: the declaration closest to the misspelt name (the keys of
** the card table, arg 1), not a list cut off by the message's length. */
static int l_unknown_declaration(lua_State *L)
{
    const char *k = lua_tostring(L, 2), *best = NULL;
    int best_d = 1 << 30;
    for (lua_pushnil(L); k && lua_next(L, 1); lua_pop(L, 1))
        if (lua_type(L, -2) == LUA_TSTRING) {
            int d = edit_distance(k, lua_tostring(L, -2));
            if (d < best_d || (d == best_d && strcmp(lua_tostring(L, -2), best) < 0)) best_d = d, best = lua_tostring(L, -2);
        }
    if (best && best_d <= (int)strlen(k) / 2 + 1)
        return luaL_error(L, "card:%s is not a declaration: did you mean card:%s? (docs/scripting.md lists them)", k, best);
    return luaL_error(L, "card:%s is not a declaration (docs/scripting.md lists them: card:on_play, card:main, card:static ...)",
                      k ? k : "?");
}

/* A declaration whose one argument is a check: the new effect of timing tm,
** with the function pushed for the caller to keep. */
static effect_def *check_declaration(lua_State *L, int tm)
{
    luaL_checktype(L, 2, LUA_TFUNCTION);
    effect_def *e = new_effect(L, ctx_of(L), tm);
    lua_pushvalue(L, 2);
    return e;
}

/* card:use_requirement(fn): <Use Req.> (16-42) of an Option: its colour
** requirements are ignored while one of its player's Digimon or Tamers in
** the battle area passes fn(me, d) (a check, read-only; the core asks it;
** never about the breeding area, 3-4-7-8). */
static int l_use_requirement(lua_State *L)
{
    effect_def *e = check_declaration(L, TM_USE_REQ);
    e->cond = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* card:play_cost(fn [, {itself = true}]): "this card costs N less to play
** (an Option: to use) from your hand", "when playing this card from your
** hand, reduce its cost by N": its play or use from the hand by the rules
** (7-1) costs fn(me, c) less (a check, read-only; negative: more), never
** below 0 (Q1002). itself: an Option's "the cost of this card in your hand
** is N less", a change of its use cost itself (game.use_cost, Q1501). */
static int l_play_cost(lua_State *L)
{
    static const char *const opts[] = {"itself", NULL};
    effect_def *e = check_declaration(L, TM_PLAY_COST);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    if (lua_isnoneornil(L, 3)) return 0;
    luaL_checktype(L, 3, LUA_TTABLE);
    check_keys(L, 3, "card:play_cost", opts);
    e->itself = (uint8_t)opt_bool(L, 3, "itself");
    const dcg_card *c = &ctx_of(L)->db->cards[ctx_of(L)->loading_card];
    if (e->itself && c->kind != DCG_KIND_OPTION && !c->dual)
        luaL_error(L, "card:play_cost: option 'itself' (\"the cost of this card in your hand is N less\", read by game.use_cost) "
                      "is for an Option card's use cost");
    return 0;
}

/* card:discount_digivolutions_from_hand(fn [, {whose = "self" | "own", suspend = true, turn = ...,
** inherited = true}]): declared by a card on the field (unlike card:digivolution_cost, declared by
** the card in the hand): "when this Digimon (whose "self", the default) or one of your Digimon
** (whose "own") digivolves into a card in your hand, the cost is N less" while this card is on the
** field: N is fn(me, self, c, x) for the card x (a check, 0 to 20). With suspend = true it is "you
** may suspend this Tamer (Digimon) to reduce the cost": the core offers the digivolution both ways
** (1-3-11-3). */
static const char *const opts_evo_discount[] = {"inherited", "turn", "all_turns", "whose", "suspend", NULL};
static int l_discount_digivolutions_from_hand(lua_State *L)
{
    effect_def *e = check_declaration(L, TM_FIELD_EVO_DISCOUNT);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    e->whose = WHOSE_SELF;
    if (!lua_isnoneornil(L, 3)) {
        check_keys(L, 3, "card:discount_digivolutions_from_hand", opts_evo_discount);
        read_options(L, 3, e);
        e->whose = (uint8_t)opt_enum(L, 3, "whose", whose_names, WHOSE_SELF);
        if (e->whose != WHOSE_SELF && e->whose != WHOSE_OWN)
            luaL_error(L, "card:discount_digivolutions_from_hand: whose is \"self\" or \"own\"");
        e->any = (uint8_t)opt_bool(L, 3, "suspend");
    }
    return 0;
}

/* card:effect_number(kind, fn [, options]): "add N to the numbers of kind
** shown in your effects' text" (15-15-4): while this applies (inherited,
** turn, all_turns, condition), a number of that kind its player's effects
** (whose = "own", the default; "opponents": the opponent's) pass through
** game.effect_number gets fn(me, self, c) more (a check, negative: less). */
static const char *const opts_number[] = {"inherited", "turn", "all_turns", "condition", "whose", NULL};
static int l_effect_number(lua_State *L)
{
    int kind = check_name(L, 2, "card:effect_number: kind", dcg_number_kinds);
    luaL_checktype(L, 3, LUA_TFUNCTION);
    if (!lua_isnoneornil(L, 4)) check_keys(L, 4, "card:effect_number", opts_number);
    effect_def *e = new_effect(L, ctx_of(L), TM_EFFECT_NUMBER);
    e->when = (uint8_t)kind;
    read_options(L, 4, e);
    e->whose = lua_istable(L, 4) ? (uint8_t)opt_enum(L, 4, "whose", whose_names, WHOSE_OWN) : WHOSE_OWN;
    if (e->whose != WHOSE_OWN && e->whose != WHOSE_OPPONENTS) luaL_error(L, "card:effect_number: whose is \"own\" or \"opponents\"");
    lua_pushvalue(L, 3);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* card:opponent_cannot(kind [, options]), card:players_cannot(kind [, options]): "your opponent
** can't X", "players can't X" (a prohibition on the opponent, on both players: 15-1-3) while this
** applies (inherited, turn, all_turns, condition). The kinds are dcg_cannot_kinds (script.h: CANNOT_*);
** what each forbids is the core's (dcg_player_cannot). */
static const char *const opts_cannot[] = {"inherited", "turn", "all_turns", "condition", NULL};
static int declare_cannot(lua_State *L, const char *what, int whose)
{
    int kind = check_name(L, 2, what, dcg_cannot_kinds);
    if (kind == CANNOT_PLAY_DIGIMON_DP) /* its bound lives in game.cannot's mod (api_cannot.c) */
        luaL_error(L, "%s: \"play_digimon\" is game.cannot's only (no continuous effect says it yet)", what);
    if (!lua_isnoneornil(L, 3)) check_keys(L, 3, what, opts_cannot);
    effect_def *e = new_effect(L, ctx_of(L), TM_OPP_CANNOT);
    e->when = (uint8_t)kind;
    read_options(L, 3, e);
    e->whose = (uint8_t)whose;
    return 0;
}
static int l_opponent_cannot(lua_State *L) { return declare_cannot(L, "card:opponent_cannot", WHOSE_OPPONENTS); }
static int l_players_cannot(lua_State *L) { return declare_cannot(L, "card:players_cannot", WHOSE_ANY); }

/* card:digivolve_from(fn, cost): "[while ...] your X can digivolve into this card in your hand for
** a memory cost of N, ignoring its digivolution requirements": from the hand, this card may
** digivolve one of its player's Digimon in the battle area for which fn(me, 0, c, d) holds (a
** check: the Digimon it names and the text's condition), for cost (0 to 20). */
static int l_digivolve_from(lua_State *L)
{
    lua_Integer cost = luaL_checkinteger(L, 3);
    luaL_argcheck(L, cost >= 0 && cost <= 20, 3, "a cost from 0 to 20");
    effect_def *e = check_declaration(L, TM_EVO_FROM);
    e->cond = luaL_ref(L, LUA_REGISTRYINDEX);
    e->evo_cost = (uint8_t)cost;
    return 0;
}

/* card:digivolve_into(fn, cost [, {turn = ..., condition = fn, inherited = true}]): declared by a
** Digimon on the field, "[while ...] this Digimon can digivolve into X in your hand for a memory cost
** of N, ignoring its digivolution requirements": while the effect applies (its turn and condition), a
** card of its player's hand passing fn(me, self, c, x) (a check naming X, x the card in the hand) may
** digivolve it for cost (0 to 20), by the rules or an effect's digivolution (Q682, Q697). */
static const char *const opts_evo_into[] = {"inherited", "turn", "all_turns", "condition", NULL};

/* A declaration (fn, n [, opts]) of timing whose number n (argument 3, lo
** to hi, what says which) is kept in evo_cost: card:digivolve_into's cost,
** card:dna_as_level's level. */
static int declare_numbered(lua_State *L, int timing, const char *name, int lo, int hi, const char *what)
{
    lua_Integer n = luaL_checkinteger(L, 3);
    luaL_argcheck(L, n >= lo && n <= hi, 3, what);
    if (!lua_isnoneornil(L, 4)) check_keys(L, 4, name, opts_evo_into);
    effect_def *e = check_declaration(L, timing);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    read_options(L, 4, e);
    e->evo_cost = (uint8_t)n;
    return 0;
}

static int l_digivolve_into(lua_State *L)
{
    return declare_numbered(L, TM_EVO_INTO, "card:digivolve_into", 0, 20, "a cost from 0 to 20");
}

/* card:dna_as_level(fn, level [, {turn = ..., all_turns = true, condition = fn, inherited = true}]): declared
** by a Digimon on the field, "[X] in your hand can treat this Digimon as level N for DNA digivolution"
** (EX3-020, EX3-041): while the effect applies, a DNA digivolution of this Digimon in the battle area
** into a card x for which fn(me, self, c, x) holds (a check naming X, and where it is) may read it as
** level N (2 to 7), or as its own level, for a DNA requirement (8-2); its other facts as they are. */
static int l_dna_as_level(lua_State *L)
{
    return declare_numbered(L, TM_DNA_LEVEL, "card:dna_as_level", 2, 7, "the level it is treated as, 2 to 7");
}

/* card:digivolve_only(fn [, {turn = ..., all_turns = true, condition = fn, inherited = true, granted = true}]):
** "[while ...] this Digimon can only digivolve into X" (BT4-115): while the effect applies, the
** Digimon digivolves (by the rules or an effect, DNA, Burst and App Fusion too) only into a card x
** for which fn(me, self, c, x) holds (a check naming X); the others are not offered. granted: one a
** change gives a Digimon ({effect = h}, 15-13: "the Digimon played by this effect can't digivolve to
** level 7", EX3-069); returns its handle. */
static int l_digivolve_only(lua_State *L)
{
    if (!lua_isnoneornil(L, 3)) check_keys(L, 3, "card:digivolve_only", opts_rule);
    effect_def *e = check_declaration(L, TM_EVO_ONLY);
    e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    read_options(L, 3, e);
    dcg_ctx *ctx = ctx_of(L);
    lua_pushinteger(L, ctx->n_effects - 1 - ctx->loading_first); /* its handle (granted effects) */
    return 1;
}

/* card:decode(fn [, options]): <Decode (...)> (16-36): when its Digimon
** would leave the battle area other than by a battle, its player may play
** 1 of its digivolution cards that passes fn(me, self, c, source) (the
** ones the text names; a check) without paying.
** card:partition(fn1, fn2 [, options]): <Partition (A & B)> (16-29): when
** its Digimon, with 1 card of each kind (fn1, fn2) among its digivolution
** cards, would leave the battle area other than by one of its player's
** effects or a battle, its player may play 1 of each without paying.
** options.inherited as for the other effects (keyword_would.c). */
static int declare_play_sources(lua_State *L, int tm, int checks)
{
    for (int i = 0; i < checks; i++) luaL_checktype(L, 2 + i, LUA_TFUNCTION);
    effect_def *e = new_effect(L, ctx_of(L), tm);
    read_options(L, 2 + checks, e);
    if (e->cond != LUA_NOREF) luaL_error(L, "card:%s: its functions are the conditions", tm == TM_DECODE ? "decode" : "partition");
    lua_pushvalue(L, 2);
    e->cond = luaL_ref(L, LUA_REGISTRYINDEX);
    if (checks == 2) {
        lua_pushvalue(L, 3);
        e->fn = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    return 0;
}
static int l_decode(lua_State *L) { return declare_play_sources(L, TM_DECODE, 1); }
static int l_partition(lua_State *L) { return declare_play_sources(L, TM_PARTITION, 2); }

/* The `card` object scripts declare effects on. */
void dcg_script_open_card(lua_State *L)
{
    static const struct { const char *name; int timing; } timed[] = {
        {"on_play", TM_ON_PLAY}, {"when_digivolving", TM_WHEN_DIGIVOLVING},
        {"when_attacking", TM_WHEN_ATTACKING}, {"end_of_attack", TM_END_OF_ATTACK},
        {"on_deletion", TM_ON_DELETION}, {"security", TM_SECURITY},
        {"start_of_your_turn", TM_START_OF_YOUR_TURN}, {"start_of_your_main_phase", TM_START_OF_YOUR_MAIN},
        {"end_of_your_turn", TM_END_OF_YOUR_TURN}, {"main", TM_MAIN}, {"activated", TM_ACTIVATED},
        {"counter", TM_COUNTER}, {"start_of_opponents_turn", TM_START_OF_OPPONENTS_TURN},
        {"start_of_opponents_main_phase", TM_START_OF_OPPONENTS_MAIN},
        {"end_of_opponents_turn", TM_END_OF_OPPONENTS_TURN}, {"end_of_all_turns", TM_END_OF_ALL_TURNS},
        {"when_moving", TM_WHEN_MOVING}, {"cannot_be_blocked_by", TM_UNBLOCKABLE},
        {"opponent_no_memory_gain", TM_NO_MEMORY_GAIN}, {"when_linking", TM_WHEN_LINKING},
        {"digixros_substitute", TM_XROS_SUBSTITUTE}, {"sources_cannot_be_trashed", TM_KEEP_SOURCES}};
    lua_newtable(L);
    for (size_t i = 0; i < sizeof timed / sizeof *timed; i++) {
        lua_pushinteger(L, timed[i].timing);
        lua_pushfstring(L, "card:%s", timed[i].name);
        lua_pushcclosure(L, l_declare, 2);
        lua_setfield(L, -2, timed[i].name);
    }
    static const luaL_Reg other[] = {{"when", l_when}, {"when_would", l_when_would}, {"static", l_static},
                                     {"use_requirement", l_use_requirement}, {"play_cost", l_play_cost}, {"decode", l_decode},
                                     {"discount_digivolutions_from_hand", l_discount_digivolutions_from_hand},
                                     {"digivolve_from", l_digivolve_from}, {"digivolve_into", l_digivolve_into}, {"digivolve_only", l_digivolve_only},
                                     {"dna_as_level", l_dna_as_level},
                                     {"partition", l_partition}, {"delayed", l_delayed}, {"discount_filter", l_discount_filter},
                                     {"no_security_effects", l_no_security_effects}, {"effect_number", l_effect_number},
                                     {"opponent_cannot", l_opponent_cannot},
                                     {"players_cannot", l_players_cannot},
                                     {"digivolution_cost", l_digivolution_cost},
                                     {"digivolution_cost_is", l_digivolution_cost_is},
                                     {"digisorption_suspends_opponents", l_digisorption_suspends_opponents}, {NULL, NULL}};
    luaL_setfuncs(L, other, 0);
    /* card:on_pley(...): an error naming the declarations, not "attempt to call a nil value" */
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, l_unknown_declaration);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_setglobal(L, "card");
}
