/* load.c: finding and loading card scripts and data directories (what is
** found inside one: regular files and folders only, files.c). */
#include "script.h"
#include <dirent.h>
#include <errno.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

static int cmp_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* A folder named by the caller (a link to one is theirs to give). */
static bool is_dir(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Call fn on every entry of dir, in name order. */
static dcg_status each_entry(dcg_ctx *ctx, const char *dir, dcg_status (*fn)(dcg_ctx *, const char *, const char *))
{
    DIR *d = opendir(dir);
    if (!d) return dcg_err(ctx, DCG_EIO, "%s: cannot open directory", dir);
    char **names = NULL;
    size_t n = 0, cap = 0;
    dcg_status s = DCG_OK;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *nn);
            if (!nn) { s = dcg_err(ctx, DCG_ENOMEM, "out of memory"); goto done; }
            names = nn;
        }
        if (!(names[n] = strdup(e->d_name))) { s = dcg_err(ctx, DCG_ENOMEM, "out of memory"); goto done; }
        n++;
    }
    qsort(names, n, sizeof *names, cmp_names);
    for (size_t i = 0; i < n && s == DCG_OK; i++) {
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        s = fn(ctx, path, names[i]);
    }
done:
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
    closedir(d);
    return s;
}

/* Publish the globals a library defined (its environment is on top) into
** the shared global table; a name already there is an error, so a mod's
** library cannot replace `fx`, `game` or another library. Called protected. */
static int l_publish(lua_State *L)
{
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pushvalue(L, -2);
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "global '%s' is already defined", lua_type(L, -3) == LUA_TSTRING ? lua_tostring(L, -3) : "?");
        lua_pop(L, 1);
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, 2);
    }
    return 0;
}

/* A library: plain Lua that defines helpers for card scripts. It runs in an
** environment of its own; what it defines becomes read-only. */
dcg_status dcg_script_lib_source(dcg_ctx *ctx, const char *path, const char *src, size_t len)
{
    dcg_status s = dcg_script_init(ctx);
    if (s) return s;
    lua_State *L = ctx->L;
    ctx->digest_scripts += dcg_hash_bytes(src, len); /* a sum: the order of loading does not matter */
    if (dcg_script_load_chunk(ctx, src, len, path) != LUA_OK) {
        s = dcg_err(ctx, DCG_EPARSE, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return s;
    }
    if (dcg_script_call_top(ctx, 0) != LUA_OK) {
        lua_pop(L, 1);
        return dcg_err(ctx, DCG_EPARSE, "%s", ctx->script_err);
    }
    lua_pushcfunction(L, l_publish);
    lua_pushvalue(L, -2);
    lua_pushglobaltable(L);
    if (dcg_script_call_top(ctx, 2) != LUA_OK) {
        lua_pop(L, 1);
        return dcg_err(ctx, DCG_EPARSE, "%s: %s", path, ctx->script_err);
    }
    /* the environment and every value it defined become read-only */
    int rc = dcg_script_seal_env(ctx, NULL, 0, &ctx->lib_upvalues);
    return rc == LUA_OK ? DCG_OK : dcg_err(ctx, DCG_EPARSE, "%s: %s", path, ctx->script_err);
}

static dcg_status load_lib(dcg_ctx *ctx, const char *path, const char *name)
{
    int kind = dcg_entry_kind(ctx, path);
    if (kind < 0) return DCG_EIO;
    if (kind != DCG_ENTRY_FILE || !ends_with(name, ".lua")) return DCG_OK;
    size_t len = 0;
    char *src = NULL;
    dcg_status s = dcg_read_regular(ctx, path, DCG_MAX_SCRIPT_FILE, &src, &len);
    if (s) return s;
    s = dcg_script_lib_source(ctx, path, src, len);
    if (!s) s = dcg_db_add_script(ctx, -1, path, src, len);
    free(src);
    return s;
}

static dcg_status load_entry(dcg_ctx *ctx, const char *path, const char *name)
{
    static _Thread_local int depth; /* folders within the scripts folder */
    int kind = dcg_entry_kind(ctx, path);
    if (kind < 0) return DCG_EIO;
    /* lib/ holds helpers (loaded first), formats/ formats (loaded by name) */
    if (kind == DCG_ENTRY_DIR) {
        if (!strcmp(name, "lib") || !strcmp(name, "formats")) return DCG_OK;
        /* a folder another ruleset claims (core/files.h) holds its cards, not ours */
        char ruleset[64], err[sizeof ctx->err];
        int marked = dcg_folder_ruleset(path, ruleset, sizeof ruleset, err, sizeof err);
        if (marked < 0) return dcg_err(ctx, DCG_EIO, "%s", err);
        if (marked && strcmp(ruleset, DCG_RULESET_OFFICIAL)) return DCG_OK;
        if (depth == DCG_MAX_DIR_DEPTH) return dcg_err(ctx, DCG_ELIMIT, "%s: folders more than %d deep (DCG_MAX_DIR_DEPTH)", path, DCG_MAX_DIR_DEPTH);
        depth++;
        dcg_status s = each_entry(ctx, path, load_entry);
        depth--;
        return s;
    }
    if (kind != DCG_ENTRY_FILE || !ends_with(name, ".lua")) return DCG_OK;
    char number[64];
    snprintf(number, sizeof number, "%.*s", (int)(strlen(name) - 4), name);
    int card = dcg_card_find(ctx, number);
    if (card < 0)
        return dcg_err(ctx, DCG_EPARSE, "%s: no loaded card has the number %s (a folder of another ruleset's scripts "
                       "names that ruleset in a file " DCG_RULESET_FILE ")", path, number);
    return dcg_script_load_file(ctx, path, card);
}

dcg_status dcg_load_scripts(dcg_ctx *ctx, const char *dir)
{
    if (!is_dir(dir)) return dcg_err(ctx, DCG_EIO, "%s: not a directory", dir);
    dcg_status s = dcg_db_writable(ctx, dir);
    if (!s) s = dcg_script_init(ctx);
    if (s) return s;
    char lib[1024];
    snprintf(lib, sizeof lib, "%s/lib", dir);
    int kind = dcg_entry_kind(ctx, lib);
    if (kind < 0) return DCG_EIO;
    if (kind == DCG_ENTRY_DIR && (s = dcg_load_script_libs(ctx, lib))) return s;
    return each_entry(ctx, dir, load_entry);
}

dcg_status dcg_load_script_libs(dcg_ctx *ctx, const char *dir)
{
    dcg_status s = dcg_db_writable(ctx, dir);
    if (!s) s = dcg_script_init(ctx);
    return s ? s : each_entry(ctx, dir, load_lib);
}

dcg_status dcg_load_dir(dcg_ctx *ctx, const char *dir)
{
    struct dcg_db *db = ctx->db;
    dcg_status s = dcg_db_writable(ctx, dir);
    if (s) return s;
    if (db->n_data_dirs == 16) return dcg_err(ctx, DCG_ELIMIT, "%s: at most 16 data directories", dir);
    if (strlen(dir) >= sizeof db->data_dirs[0]) return dcg_err(ctx, DCG_EINVAL, "%s: path too long", dir);
    char sub[1024];
    snprintf(sub, sizeof sub, "%s/cards", dir);
    int kind = dcg_entry_kind(ctx, sub);
    if (kind < 0) return DCG_EIO;
    s = dcg_load_cards(ctx, kind == DCG_ENTRY_DIR ? sub : dir);
    if (s) return s;
    snprintf(sub, sizeof sub, "%s/scripts", dir);
    if ((kind = dcg_entry_kind(ctx, sub)) < 0) return DCG_EIO;
    if (kind == DCG_ENTRY_DIR && (s = dcg_load_scripts(ctx, sub))) return s;
    snprintf(db->data_dirs[db->n_data_dirs++], sizeof db->data_dirs[0], "%s", dir);
    return DCG_OK;
}

const char *dcg_data_dir(const dcg_ctx *ctx, int i) { return i >= 0 && i < ctx->db->n_data_dirs ? ctx->db->data_dirs[i] : NULL; }

int dcg_card_scripted(const dcg_ctx *ctx, int index)
{
    return index >= 0 && index < ctx->db->n_cards && ctx->fx && index < ctx->cap_fx && ctx->fx[index].n;
}

const char *dcg_script_error(const dcg_ctx *ctx) { return ctx->script_err; }
int dcg_script_error_count(const dcg_ctx *ctx) { return ctx->n_script_errors; }
