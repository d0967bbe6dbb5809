/* safe.c: what makes the sandbox's libraries safe for untrusted scripts.
** - Bounded cost per call: every library function whose work is not counted
**   by the instruction hook (string repetition, table moves, sorting,
**   pattern matching) is replaced by a wrapper that refuses sizes beyond a
**   limit and charges its work to the running call's budget.
** - Read-only shared tables: freezing moves a table's contents into a hidden
**   table behind a metatable, so reads work and every write is an error.
** - Sealing a card script after it loads: its environment and every table
**   reachable from its functions are frozen, and its functions' upvalues are
**   recorded so that each call starts from the values they had at load time.
**   Nothing a script writes survives a call. The records are kept on the
**   stack of a thread of their own: a restore (every call) reads them by
**   index, without a table lookup.
** What a call's work is charged to, and the limits, are the host's
** (safe.h): every wrapper keeps the VM's host as its upvalue 3. */
#include "safe.h"
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

static const char host_key = 0; /* the registry's key of the VM's host (a userdata) */

/* The host of the running wrapper. */
static const dcg_safe_host *host(lua_State *L) { return lua_touserdata(L, lua_upvalueindex(3)); }

static void charge(lua_State *L, long units)
{
    const dcg_safe_host *h = host(L);
    h->charge(h->ud, L, units);
}

/* ---- bounded library functions -------------------------------------------- */

/* The size of a table argument (its length, read raw like the library does). */
static lua_Integer table_len(lua_State *L, int i)
{
    luaL_checktype(L, i, LUA_TTABLE);
    return luaL_len(L, i);
}

static void check_size(lua_State *L, lua_Integer n, lua_Integer max, const char *what)
{
    if (n > max) luaL_error(L, "%s: over the limit of %I items", what, max);
    charge(L, n > 0 ? (long)n : 0);
}

/* The original library function, kept as upvalue 1 of each wrapper. */
static int call_original(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static int l_rep(lua_State *L)
{
    size_t len, sep = 0;
    luaL_checklstring(L, 1, &len);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &sep);
    if (n > 0) {
        lua_Integer max = host(L)->string_max;
        check_size(L, n, host(L)->table_max, "string.rep count");
        if ((lua_Integer)(len + sep) * n > max)
            return luaL_error(L, "string.rep: the result would be longer than %I bytes", max);
    }
    return call_original(L);
}

/* Items from i to j, without overflow (over max: max + 1). */
static lua_Integer span(lua_Integer i, lua_Integer j, lua_Integer max)
{
    if (i > j) return 0;
    lua_Unsigned d = (lua_Unsigned)j - (lua_Unsigned)i;
    return d >= (lua_Unsigned)max ? max + 1 : (lua_Integer)d + 1;
}

/* table.concat(t, sep, i, j), table.unpack(t, i, j): j - i items. */
static lua_Integer range_arg(lua_State *L, int first, lua_Integer def_last)
{
    lua_Integer i = luaL_optinteger(L, first, 1), j = luaL_opt(L, luaL_checkinteger, first + 1, def_last);
    return span(i, j, host(L)->table_max);
}

static int l_concat(lua_State *L)
{
    lua_Integer n = table_len(L, 1);
    check_size(L, range_arg(L, 3, n), host(L)->table_max, "table.concat");
    return call_original(L);
}

static int l_unpack(lua_State *L)
{
    lua_Integer n = table_len(L, 1);
    check_size(L, range_arg(L, 2, n), host(L)->values_max, "table.unpack");
    return call_original(L);
}

/* string.byte(s, i, j): j - i values. */
static int l_byte(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    lua_Integer i = luaL_optinteger(L, 2, 1), j = luaL_optinteger(L, 3, i), n = (lua_Integer)len;
    if (i < 0) i = i < -n ? 1 : n + i + 1; /* negative positions count from the end */
    if (j < 0) j = j < -n ? 0 : n + j + 1;
    if (i < 1) i = 1;
    if (j > n) j = n;
    check_size(L, j < i ? 0 : j - i + 1, host(L)->values_max, "string.byte");
    return call_original(L);
}

/* table.move(a1, f, e, t [, a2]) */
static int l_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    luaL_checkinteger(L, 4);
    lua_Integer max = host(L)->table_max;
    check_size(L, span(f, e, max), max, "table.move");
    return call_original(L);
}

/* table.insert, table.remove: work in the table's length. */
static int l_sized(lua_State *L)
{
    check_size(L, table_len(L, 1), host(L)->table_max, lua_tostring(L, lua_upvalueindex(2)));
    return call_original(L);
}

/* table.sort: n log n comparisons. */
static int l_sort(lua_State *L)
{
    lua_Integer n = table_len(L, 1);
    check_size(L, n, host(L)->table_max, "table.sort");
    for (lua_Integer k = n; k > 1; k /= 2) charge(L, (long)n);
    return call_original(L);
}

/* Pattern matching backtracks: its work is at most (n+1)^(q+1) steps for a
** subject of n bytes and a pattern with q repetitions, one power less when
** anchored. Charge that bound (or refuse it) before matching. */
static int l_pattern(lua_State *L)
{
    size_t n, plen;
    luaL_checklstring(L, 1, &n);
    const char *p = luaL_checklstring(L, 2, &plen);
    const char *name = lua_tostring(L, lua_upvalueindex(2));
    bool plain = !strcmp(name, "string.find") && lua_toboolean(L, 4);
    int q = 0;
    bool anchored = plen && p[0] == '^' && strcmp(name, "string.gmatch");
    for (size_t i = 0; !plain && i < plen; i++) {
        if (p[i] == '%' && i + 1 < plen) {
            char c = p[++i];
            if (c == 'b' || (c >= '1' && c <= '9')) q++; /* a balance scan, a back-reference */
        } else if (p[i] == '*' || p[i] == '+' || p[i] == '-' || p[i] == '?') {
            q++;
        }
    }
    double steps = (double)plen + 1;
    for (int k = 0; k < q + (anchored || plain ? 0 : 1); k++) steps *= (double)n + 1;
    if (plain) steps = ((double)n + 1) * ((double)plen + 1);
    lua_Integer max = host(L)->pattern_max;
    if (steps > (double)max)
        return luaL_error(L, "%s: a pattern with %d repetitions over %d bytes is too costly (limit %I steps)", name, q,
                          (int)n, max);
    charge(L, (long)steps / 8);
    return call_original(L);
}

/* ---- deterministic iteration and text ----------------------------------------- */

/* Lua's string hashes are seeded per VM, so `next` order differs between
** processes: pairs iterates in a fixed order instead (numbers, then
** strings, then booleans, each ascending), over a snapshot of the keys.
** Keys of other types have no fixed order and are refused. */
static int key_rank(lua_State *L, int i)
{
    switch (lua_type(L, i)) {
    case LUA_TNUMBER: return 0;
    case LUA_TSTRING: return 1;
    case LUA_TBOOLEAN: return 2;
    default: return luaL_error(L, "pairs: a key of type %s has no fixed order (use a list)", luaL_typename(L, i));
    }
}

static int l_key_less(lua_State *L)
{
    int a = key_rank(L, 1), b = key_rank(L, 2);
    if (a != b) lua_pushboolean(L, a < b);
    else if (a == 2) lua_pushboolean(L, !lua_toboolean(L, 1) && lua_toboolean(L, 2));
    else lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
    return 1;
}

/* upvalues: the table, the sorted keys, the position */
static int pairs_step(lua_State *L)
{
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(3)) + 1;
    if (lua_rawgeti(L, lua_upvalueindex(2), i) == LUA_TNIL) return 1;
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(3));
    lua_pushvalue(L, -1);
    lua_rawget(L, lua_upvalueindex(1));
    return 2;
}

static int l_pairs(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    dcg_safe_entries(L, 1);
    lua_replace(L, 1);
    lua_newtable(L);
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        key_rank(L, -1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, ++n);
    }
    check_size(L, n, host(L)->table_max, "pairs");
    for (lua_Integer k = n; k > 1; k /= 2) charge(L, (long)n);
    lua_getglobal(L, LUA_TABLIBNAME);
    lua_getfield(L, -1, "sort");
    lua_pushvalue(L, 2);
    lua_pushcfunction(L, l_key_less);
    lua_call(L, 2, 0);
    lua_pop(L, 1);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, pairs_step, 3);
    return 1;
}

/* tostring and string.format: no addresses (they differ between runs). */
static void hide_address(lua_State *L, int i)
{
    int t = lua_type(L, i);
    if (t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TUSERDATA || t == LUA_TTHREAD || t == LUA_TLIGHTUSERDATA) {
        lua_pushstring(L, lua_typename(L, t));
        lua_replace(L, i);
    }
}

static int l_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    hide_address(L, 1);
    lua_settop(L, 1);
    return call_original(L);
}

static int l_format(lua_State *L)
{
    const char *f = luaL_checkstring(L, 1);
    for (const char *p = strchr(f, '%'); p && p[1]; p = strchr(p + 1, '%')) {
        p += 1 + strspn(p + 1, "-+ #0123456789."); /* flags, width, precision */
        if (*p == 'p') return luaL_error(L, "string.format: %%p (an address) is not available");
        if (!*p) break;
    }
    for (int i = 2; i <= lua_gettop(L); i++) hide_address(L, i);
    return call_original(L);
}

/* Replace t[name] by wrapper fn (with the original, a label and the host
** as upvalues). */
static void wrap(lua_State *L, const dcg_safe_host *h, const char *lib, const char *name, lua_CFunction fn)
{
    lua_getglobal(L, lib);
    lua_getfield(L, -1, name);
    lua_pushfstring(L, "%s.%s", lib, name);
    lua_pushlightuserdata(L, (void *)h);
    lua_pushcclosure(L, fn, 3);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
}

/* A global replaced the same way. */
static void wrap_global(lua_State *L, const dcg_safe_host *h, const char *name, lua_CFunction fn)
{
    lua_getglobal(L, name);
    lua_pushstring(L, name);
    lua_pushlightuserdata(L, (void *)h);
    lua_pushcclosure(L, fn, 3);
    lua_setglobal(L, name);
}

void dcg_safe_libs(lua_State *L, const dcg_safe_host *host)
{
    dcg_safe_host *h = lua_newuserdatauv(L, sizeof *h, 0); /* the registry keeps it for the life of L */
    *h = *host;
    lua_rawsetp(L, LUA_REGISTRYINDEX, &host_key);
    wrap_global(L, h, "tostring", l_tostring);
    wrap_global(L, h, "pairs", l_pairs);
    wrap(L, h, LUA_STRLIBNAME, "format", l_format);
    wrap(L, h, LUA_STRLIBNAME, "rep", l_rep);
    wrap(L, h, LUA_STRLIBNAME, "byte", l_byte);
    static const char *const patterns[] = {"find", "match", "gmatch", "gsub"};
    for (int i = 0; i < 4; i++) wrap(L, h, LUA_STRLIBNAME, patterns[i], l_pattern);
    wrap(L, h, LUA_TABLIBNAME, "concat", l_concat);
    wrap(L, h, LUA_TABLIBNAME, "unpack", l_unpack);
    wrap(L, h, LUA_TABLIBNAME, "move", l_move);
    wrap(L, h, LUA_TABLIBNAME, "sort", l_sort);
    wrap(L, h, LUA_TABLIBNAME, "insert", l_sized);
    wrap(L, h, LUA_TABLIBNAME, "remove", l_sized);
}

/* ---- read-only tables -------------------------------------------------------- */

static int l_readonly(lua_State *L)
{
    return luaL_error(L, "cannot set '%s': %s", luaL_tolstring(L, 2, NULL),
                      "this table is read-only (scripts keep no state; see docs/scripting.md)");
}

static int l_frozen_len(lua_State *L)
{
    lua_getmetatable(L, 1);
    lua_getfield(L, -1, "__index");
    lua_pushinteger(L, luaL_len(L, -1));
    return 1;
}

bool dcg_safe_frozen(lua_State *L, int i)
{
    if (!lua_getmetatable(L, i)) return false;
    lua_getfield(L, -1, "__newindex");
    bool frozen = lua_tocfunction(L, -1) == l_readonly;
    lua_pop(L, 2);
    return frozen;
}

int dcg_safe_entries(lua_State *L, int i)
{
    i = lua_absindex(L, i);
    if (dcg_safe_frozen(L, i)) { /* its contents are in the hidden table */
        lua_getmetatable(L, i);
        lua_getfield(L, -1, "__index");
        lua_remove(L, -2);
    } else {
        lua_pushvalue(L, i);
    }
    return lua_gettop(L);
}

/* Freeze the table at index i in place (its old metatable, if any, moves
** to the hidden table, so its lookups still fall through the same way). */
void dcg_safe_freeze(lua_State *L, int i)
{
    i = lua_absindex(L, i);
    if (dcg_safe_frozen(L, i)) return;
    lua_newtable(L); /* hidden */
    if (lua_getmetatable(L, i)) lua_setmetatable(L, -2);
    lua_pushnil(L);
    while (lua_next(L, i)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
    for (;;) { /* empty the table */
        lua_pushnil(L);
        if (!lua_next(L, i)) break;
        lua_pop(L, 1);
        lua_pushnil(L);
        lua_rawset(L, i);
    }
    lua_createtable(L, 0, 4);
    lua_insert(L, -2);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, l_readonly);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, l_frozen_len);
    lua_setfield(L, -2, "__len");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, i);
}

/* ---- sealing a loaded script ----------------------------------------------------- */

/* Push fn (at v), its upvalue number n and the upvalue's value (on top of
** L, left there) on the stack of records: one slot is kept free above them
** for dcg_safe_restore. */
static void record_upvalue(lua_State *L, lua_State *records, int v, int n)
{
    if (!lua_checkstack(records, 4)) luaL_error(L, "too many upvalues to record");
    lua_pushvalue(L, v);
    lua_xmove(L, records, 1);
    lua_pushinteger(records, n);
    lua_pushvalue(L, -1);
    lua_xmove(L, records, 1);
}

/* Seal the value on top (popped): freeze tables, walk functions' upvalues.
** visited (a table) holds what was seen; records gets fn, n, value for
** every upvalue, so a call can start from the load-time values. base is
** the shared global table, never frozen here (libraries add to it). */
#define SEAL_DEPTH 100 /* tables and closures nested deeper are refused */

static void seal_value(lua_State *L, int visited, lua_State *records, int base, int depth)
{
    if (depth > SEAL_DEPTH) luaL_error(L, "tables or functions nested deeper than %d", SEAL_DEPTH);
    luaL_checkstack(L, 8, "sealing a script");
    int t = lua_type(L, -1);
    bool walk = (t == LUA_TTABLE && !lua_rawequal(L, -1, base)) || (t == LUA_TFUNCTION && !lua_iscfunction(L, -1));
    if (walk) {
        lua_pushvalue(L, -1);
        walk = lua_rawget(L, visited) == LUA_TNIL;
        lua_pop(L, 1);
    }
    if (!walk) {
        lua_pop(L, 1);
        return;
    }
    lua_pushvalue(L, -1);
    lua_pushboolean(L, 1);
    lua_rawset(L, visited);
    int v = lua_gettop(L);
    if (t == LUA_TTABLE) {
        if (dcg_safe_frozen(L, v)) {
            lua_pop(L, 1);
            return;
        }
        dcg_safe_freeze(L, v);
        lua_getmetatable(L, v);
        lua_getfield(L, -1, "__index");
        lua_pushnil(L);
        while (lua_next(L, -2)) seal_value(L, visited, records, base, depth + 1);
        lua_pop(L, 3);
        return;
    }
    uint64_t assigned[4];
    dcg_upvalues_assigned(L, v, assigned);
    for (int n = 1;; n++) {
        const char *name = lua_getupvalue(L, v, n);
        if (!name) break;
        /* one record per upvalue (closures of one chunk share them) that
        ** this function's code can assign (another closure that can is
        ** walked too, or never runs); not _ENV, which sources may not
        ** name (so cannot rebind) */
        lua_pushlightuserdata(L, lua_upvalueid(L, v, n));
        if (!strcmp(name, "_ENV") || !(assigned[(n - 1) / 64] >> ((n - 1) % 64) & 1)) {
            lua_pop(L, 1);
        } else if (lua_rawget(L, visited) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushlightuserdata(L, lua_upvalueid(L, v, n));
            lua_pushboolean(L, 1);
            lua_rawset(L, visited);
            record_upvalue(L, records, v, n);
        } else {
            lua_pop(L, 1);
        }
        seal_value(L, visited, records, base, depth + 1);
    }
    lua_pop(L, 1);
}

/* Called protected: seal(env, records (a thread, as a pointer), base, fn...) */
static int l_seal(lua_State *L)
{
    int top = lua_gettop(L);
    lua_State *records = lua_touserdata(L, 2);
    lua_newtable(L);
    int visited = lua_gettop(L);
    for (int i = 1; i <= top; i++)
        if (i != 2 && i != 3) {
            lua_pushvalue(L, i);
            seal_value(L, visited, records, 3, 0);
        }
    return 0;
}

int dcg_safe_seal(lua_State *L, int env_ref, const int *refs, int n, lua_State **records)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &host_key);
    const dcg_safe_host *h = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (!h) return luaL_error(L, "dcg_safe_seal: the VM has no host (dcg_safe_libs was not called)");
    if (!lua_checkstack(L, n + 8)) {
        snprintf(h->err, h->err_size, "out of memory");
        return LUA_ERRMEM;
    }
    if (!*records) { /* else add to those records; the registry keeps the thread */
        *records = lua_newthread(L);
        lua_rawsetp(L, LUA_REGISTRYINDEX, *records);
    }
    lua_pushcfunction(L, l_seal);
    lua_rawgeti(L, LUA_REGISTRYINDEX, env_ref);
    lua_pushlightuserdata(L, *records);
    lua_pushglobaltable(L);
    for (int i = 0; i < n; i++) lua_rawgeti(L, LUA_REGISTRYINDEX, refs[i]);
    int rc = h->pcall(h->ud, L, 3 + n);
    if (lua_gettop(*records) == 0) { /* no upvalues: nothing to restore before its calls */
        dcg_safe_forget(L, *records);
        *records = NULL;
    }
    return rc;
}

void dcg_safe_forget(lua_State *L, lua_State *records)
{
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, records);
}

/* Put every recorded upvalue back to its load-time value. */
void dcg_safe_restore(lua_State *records)
{
    for (int i = 1, top = lua_gettop(records); i < top; i += 3) {
        lua_pushvalue(records, i + 2);
        lua_setupvalue(records, i, (int)lua_tointeger(records, i + 1));
    }
}
