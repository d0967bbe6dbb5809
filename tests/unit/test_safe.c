/* test_safe.c: the core sandbox (engine/core/script/safe.c) in a bare VM of
** no game: its wrappers charge their work and report their errors through
** the host the caller fills (safe.h), with the host's limits. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>
#include "safe.h"

/* A host: a budget of work per call, counted here. */
typedef struct test_host { long left, charged; char err[256]; } test_host;

static void charge(void *ud, lua_State *L, long units)
{
    test_host *t = ud;
    t->charged += units;
    t->left -= units;
    if (t->left <= 0) luaL_error(L, "the test budget is gone");
}

static int pcall(void *ud, lua_State *L, int nargs)
{
    test_host *t = ud;
    int rc = lua_pcall(L, nargs, 0, 0);
    if (rc != LUA_OK) {
        snprintf(t->err, sizeof t->err, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    return rc;
}

static lua_State *open_vm(test_host *t)
{
    lua_State *L = luaL_newstate();
    luaL_requiref(L, "_G", luaopen_base, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    lua_pop(L, 3);
    dcg_safe_libs(L, &(dcg_safe_host){.charge = charge, .pcall = pcall, .ud = t, .err = t->err,
                                      .err_size = sizeof t->err, .string_max = 100, .table_max = 50,
                                      .values_max = 8, .pattern_max = 1000});
    return L;
}

/* Run src: its error message, or "" */
static const char *run(lua_State *L, test_host *t, const char *src)
{
    t->err[0] = 0;
    assert_int_equal(luaL_loadstring(L, src), LUA_OK);
    pcall(t, L, 0);
    return t->err;
}

static void limits_are_the_hosts(void **state)
{
    (void)state;
    test_host t = {.left = 1000000};
    lua_State *L = open_vm(&t);
    assert_non_null(strstr(run(L, &t, "return string.rep('abc', 40)"), "longer than 100 bytes"));
    assert_string_equal(run(L, &t, "return string.rep('ab', 40)"), "");
    assert_non_null(strstr(run(L, &t, "return table.unpack({1,2,3,4,5,6,7,8,9})"), "over the limit of 8 items"));
    assert_non_null(strstr(run(L, &t, "return string.find(string.rep('aaaaaaaaaa', 9), 'a*a*b')"), "limit 1000 steps"));
    lua_close(L);
}

static void work_is_charged_to_the_host(void **state)
{
    (void)state;
    test_host t = {.left = 1000000};
    lua_State *L = open_vm(&t);
    assert_string_equal(run(L, &t, "local t = {} for i = 1, 40 do t[i] = 41 - i end table.sort(t)"), "");
    assert_true(t.charged >= 40 * 5); /* n log n */
    t.left = 10;
    assert_non_null(strstr(run(L, &t, "local t = {} for i = 1, 40 do t[i] = i end table.sort(t)"), "budget is gone"));
    lua_close(L);
}

/* pairs in a fixed order; no addresses in text; a sealed env is read-only,
** its error through the host's pcall into the host's buffer. */
static void order_text_and_seal(void **state)
{
    (void)state;
    test_host t = {.left = 1000000};
    lua_State *L = open_vm(&t);
    assert_non_null(strstr(run(L, &t, "local s = '' for k in pairs({b=1, a=2, [3]=0, [1]=0}) do s = s .. k end error(s)"),
                        "13ab"));
    assert_non_null(strstr(run(L, &t, "error(tostring({}))"), ": table"));
    lua_newtable(L);
    lua_newtable(L);
    lua_setfield(L, -2, "inner");
    int env = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_State *records = NULL;
    assert_int_equal(dcg_safe_seal(L, env, NULL, 0, &records), LUA_OK);
    assert_null(records); /* no functions: no upvalues to restore */
    lua_rawgeti(L, LUA_REGISTRYINDEX, env);
    lua_setglobal(L, "env");
    assert_non_null(strstr(run(L, &t, "env.inner.x = 1"), "read-only"));
    lua_close(L);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(limits_are_the_hosts), cmocka_unit_test(work_is_charged_to_the_host),
                                       cmocka_unit_test(order_text_and_seal)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
