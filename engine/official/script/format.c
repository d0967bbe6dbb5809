/* format.c: formats as Lua files (scripts/formats/<name>.lua). A format
** file runs in the sandbox and returns a table:
**   return {
**     name = "standard",
**     deck = {main = 50, eggs_max = 5, copies = 4, sets = {"ST1", ...},
**             banned = {...}, restricted = {...}, banned_pairs = {{"A", "B"}}},
**     game = {hand = 5, security = 5, memory_cap = 10, pass_memory = 3,
**             redraw = true, security_first = false, breeding_move_level = 0},
**   }
** Every field is optional (the official rules fill the rest); an unknown
** field is an error, so a typo never passes silently. */
#include "script.h"
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct reader {
    dcg_ctx *ctx;
    const char *file;
    dcg_status status;
    dcg_format *format;
} reader;

/* t[key] of the table on top, raw: a format's tables run no metamethods. */
static int rawfield(lua_State *L, const char *key)
{
    lua_pushstring(L, key);
    return lua_rawget(L, -2);
}

static bool bad(reader *r, const char *field, const char *what)
{
    if (r->status == DCG_OK) r->status = dcg_err(r->ctx, DCG_EPARSE, "%s: field %s: %s", r->file, field, what);
    return false;
}

/* Only these keys may appear in the table on top of the stack. */
static bool only_keys(reader *r, lua_State *L, const char *where, const char *const *keys)
{
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pop(L, 1);
        bool known = false;
        if (lua_type(L, -1) == LUA_TSTRING)
            for (int i = 0; keys[i]; i++) known |= !strcmp(keys[i], lua_tostring(L, -1));
        if (!known) {
            char field[96];
            snprintf(field, sizeof field, "%s.%s", where, lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?");
            lua_pop(L, 1);
            return bad(r, field, "unknown field");
        }
    }
    return true;
}

static bool get_int(reader *r, lua_State *L, const char *where, const char *key, int lo, int hi, int *out)
{
    char field[96];
    snprintf(field, sizeof field, "%s.%s", where, key);
    int t = rawfield(L, key);
    bool ok = true;
    if (t == LUA_TBOOLEAN) *out = lua_toboolean(L, -1);
    else if (t != LUA_TNIL) {
        if (!lua_isinteger(L, -1)) ok = bad(r, field, "expected an integer");
        else if (lua_tointeger(L, -1) < lo || lua_tointeger(L, -1) > hi) ok = bad(r, field, "out of range");
        else *out = (int)lua_tointeger(L, -1);
    }
    lua_pop(L, 1);
    return ok;
}

/* A list of strings (card numbers or set codes) into a fixed array. */
static bool get_list(reader *r, lua_State *L, const char *where, const char *key, char *out, size_t width, int max, int *n)
{
    char field[96];
    snprintf(field, sizeof field, "%s.%s", where, key);
    int t = rawfield(L, key);
    bool ok = true;
    if (t != LUA_TNIL && t != LUA_TTABLE) ok = bad(r, field, "expected a list of strings");
    for (lua_Integer i = 1; ok && t == LUA_TTABLE && lua_rawgeti(L, -1, i) != LUA_TNIL; i++) {
        if (!lua_isstring(L, -1) || lua_type(L, -1) != LUA_TSTRING || strlen(lua_tostring(L, -1)) >= width) ok = bad(r, field, "expected short strings");
        else if (*n >= max) ok = bad(r, field, "too many entries");
        else snprintf(out + (size_t)(*n)++ * width, width, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    if (t == LUA_TTABLE && ok) lua_pop(L, 1); /* the nil that ended the list */
    lua_pop(L, 1);
    return ok;
}

static bool read_pairs(reader *r, lua_State *L, dcg_format *f)
{
    int t = rawfield(L, "banned_pairs");
    bool ok = true;
    if (t != LUA_TNIL && t != LUA_TTABLE) ok = bad(r, "deck.banned_pairs", "expected a list of pairs");
    for (lua_Integer i = 1; ok && t == LUA_TTABLE && lua_rawgeti(L, -1, i) != LUA_TNIL; i++) {
        if (f->n_pairs >= 32) ok = bad(r, "deck.banned_pairs", "too many pairs");
        else if (!lua_istable(L, -1)) ok = bad(r, "deck.banned_pairs", "each entry is a pair {\"A\", \"B\"}");
        else {
            for (int k = 0; k < 2 && ok; k++) {
                lua_rawgeti(L, -1, k + 1);
                if (lua_type(L, -1) != LUA_TSTRING || strlen(lua_tostring(L, -1)) >= 16) ok = bad(r, "deck.banned_pairs", "each entry is a pair of card numbers");
                else snprintf(f->pairs[f->n_pairs][k], 16, "%s", lua_tostring(L, -1));
                lua_pop(L, 1);
            }
            f->n_pairs += ok;
        }
        lua_pop(L, 1);
    }
    if (t == LUA_TTABLE && ok) lua_pop(L, 1);
    lua_pop(L, 1);
    return ok;
}

static void read_format(reader *r, lua_State *L, dcg_format *f)
{
    static const char *const top[] = {"name", "deck", "game", NULL};
    static const char *const deck[] = {"main", "eggs_max", "copies", "sets", "banned", "restricted", "banned_pairs", NULL};
    static const char *const game[] = {"hand", "security", "memory_cap", "pass_memory", "redraw", "security_first",
                                       "breeding_move_level", NULL};
    if (!lua_istable(L, -1)) {
        bad(r, "(file)", "the format file must return a table");
        return;
    }
    if (!only_keys(r, L, "format", top)) return;
    if (rawfield(L, "name") == LUA_TSTRING) snprintf(f->name, sizeof f->name, "%s", lua_tostring(L, -1));
    lua_pop(L, 1);
    if (rawfield(L, "deck") == LUA_TTABLE) {
        if (only_keys(r, L, "deck", deck) && get_int(r, L, "deck", "main", 1, DCG_DECK_MAX, &f->main_size) &&
            get_int(r, L, "deck", "eggs_max", 0, DCG_DECK_MAX, &f->eggs_max) &&
            get_int(r, L, "deck", "copies", 1, 50, &f->copies) &&
            get_list(r, L, "deck", "sets", &f->sets[0][0], sizeof f->sets[0], 32, &f->n_sets) &&
            get_list(r, L, "deck", "banned", &f->banned[0][0], 16, DCG_FORMAT_LIST, &f->n_banned) &&
            get_list(r, L, "deck", "restricted", &f->restricted[0][0], 16, DCG_FORMAT_LIST, &f->n_restricted))
            read_pairs(r, L, f);
    } else if (!lua_isnil(L, -1)) {
        bad(r, "deck", "expected a table");
    }
    lua_pop(L, 1);
    if (r->status) return;
    if (rawfield(L, "game") == LUA_TTABLE) {
        if (only_keys(r, L, "game", game) && get_int(r, L, "game", "hand", 0, 20, &f->hand) &&
            get_int(r, L, "game", "security", 0, 20, &f->security) &&
            get_int(r, L, "game", "memory_cap", 1, 99, &f->memory_cap) &&
            get_int(r, L, "game", "pass_memory", 0, 99, &f->pass_memory) &&
            get_int(r, L, "game", "redraw", 0, 1, &f->redraw) &&
            get_int(r, L, "game", "security_first", 0, 1, &f->security_first))
            get_int(r, L, "game", "breeding_move_level", 0, 15, &f->breeding_move_level);
        if (!r->status && f->pass_memory > f->memory_cap) bad(r, "game.pass_memory", "more than memory_cap");
    } else if (!lua_isnil(L, -1)) {
        bad(r, "game", "expected a table");
    }
    lua_pop(L, 1);
}

/* l_read(table, reader): read the format table, protected. */
static int l_read(lua_State *L)
{
    reader *r = lua_touserdata(L, 2);
    lua_settop(L, 1);
    read_format(r, L, r->format);
    return 0;
}

dcg_status dcg_format_load(dcg_ctx *ctx, const char *name_or_path, dcg_format *out)
{
    char path[1200];
    size_t len = strlen(name_or_path);
    bool is_path = strchr(name_or_path, '/') || (len > 4 && !strcmp(name_or_path + len - 4, ".lua"));
    if (is_path) {
        snprintf(path, sizeof path, "%s", name_or_path);
    } else {
        path[0] = 0;
        for (int i = ctx->db->n_data_dirs - 1; i >= 0 && !path[0]; i--) {
            snprintf(path, sizeof path, "%s/scripts/formats/%s.lua", ctx->db->data_dirs[i], name_or_path);
            int kind = dcg_entry_kind(ctx, path); /* inside a data directory: a regular file only (files.c) */
            if (kind < 0) return DCG_EIO;
            if (kind != DCG_ENTRY_FILE) path[0] = 0;
        }
        if (!path[0]) return dcg_err(ctx, DCG_EIO, "no format named '%s' in the loaded data directories", name_or_path);
    }
    dcg_status s = dcg_script_init(ctx);
    if (s) return s;
    lua_State *L = ctx->L;
    /* the same sandbox as card scripts: an environment of its own, the
    ** budget, and the table read raw inside a protected call */
    int rc = dcg_script_load_path(ctx, path, &ctx->digest_format); /* the format last loaded: the one played */
    if (rc != LUA_OK) {
        s = dcg_err(ctx, rc == LUA_ERRFILE ? DCG_EIO : DCG_EPARSE, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return s;
    }
    lua_remove(L, -2); /* the environment: nothing keeps it */
    if (dcg_script_call_results(ctx, 0, 1) != LUA_OK) return dcg_err(ctx, DCG_EPARSE, "%s", ctx->script_err);
    dcg_format f;
    dcg_format_default(&f);
    snprintf(f.name, sizeof f.name, "%s", name_or_path);
    reader r = {.ctx = ctx, .file = path, .status = DCG_OK, .format = &f};
    lua_pushcfunction(L, l_read);
    lua_insert(L, -2);
    lua_pushlightuserdata(L, &r);
    if (dcg_script_call_top(ctx, 2) != LUA_OK && r.status == DCG_OK)
        r.status = dcg_err(ctx, DCG_EPARSE, "%s: %s", path, ctx->script_err);
    lua_settop(L, 0);
    if (r.status == DCG_OK) *out = f;
    return r.status;
}
