/* safe.h: the sandbox of a ruleset's Lua VM (safe.c): bounded libraries,
** read-only tables, sealed scripts. It knows no game: the ruleset fills a
** dcg_safe_host saying what a call's work is charged to, how a protected
** call runs, where errors go and the limits. */
#ifndef DCG_CORE_SAFE_H
#define DCG_CORE_SAFE_H
#include "upvalues.h"
#include <stddef.h>

typedef struct dcg_safe_host {
    /* Charge units of work to the running call; raise a Lua error when
    ** its budget is gone (or do nothing between calls). */
    void (*charge)(void *ud, lua_State *L, long units);
    /* Call the function below nargs arguments, protected, no results:
    ** LUA_OK, or an error with its message in err. */
    int (*pcall)(void *ud, lua_State *L, int nargs);
    void *ud;                 /* the ruleset's context, given to both */
    char *err;                /* error messages (err_size bytes, the ruleset's) */
    size_t err_size;
    lua_Integer string_max;   /* longest string a library call may make */
    lua_Integer table_max;    /* items one table function may touch */
    lua_Integer values_max;   /* values one call may return (table.unpack, string.byte) */
    lua_Integer pattern_max;  /* worst-case steps of one pattern match */
} dcg_safe_host;

/* Wrap the libraries of L's globals (the base, string and table libraries
** opened): bounded sizes charged to host->charge, pairs in a fixed order,
** no addresses in text. host is copied and kept for the life of L. */
void dcg_safe_libs(lua_State *L, const dcg_safe_host *host);
/* Charge units to the running call through the host of L (dcg_safe_libs). */
void dcg_safe_charge(lua_State *L, long units);
void dcg_safe_freeze(lua_State *L, int i);
bool dcg_safe_frozen(lua_State *L, int i);
/* Push the table holding table i's entries (what lua_next walks): i, or a
** frozen one's hidden contents; returns its index. */
int dcg_safe_entries(lua_State *L, int i);
/* Freeze the env (registry ref) and what the functions refs reach; record
** their upvalues that code can assign (dcg_upvalues_assigned) in *records (a
** thread the registry keeps: made when NULL, NULL again when there are
** none). Runs through the host's pcall: LUA_OK or an error in host->err. */
int dcg_safe_seal(lua_State *L, int env_ref, const int *refs, int n, lua_State **records);
/* The registry keeps records no longer. */
void dcg_safe_forget(lua_State *L, lua_State *records);
/* Put every recorded upvalue back to its load-time value. */
void dcg_safe_restore(lua_State *records);

#endif
