/* test_contract.c: the script contract (docs/scripting.md, "How an effect
** runs"; issue 15 item 6). An effect runs again from its start after every
** answer, so a script must keep no state between calls: a file-level local
** starts every call from its load-time value (whichever card's call it is,
** at any depth), and a write to a table the script captured or to a global
** is a script error, in every build. Cards invented for the tests. */
#include "support.h"
#include "script/script.h"
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

static const char *CARDS =
    "[{\"number\":\"TC-01\",\"name\":\"Counter\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-02\",\"name\":\"Keeper\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-03\",\"name\":\"Global\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-04\",\"name\":\"Global+\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-05\",\"name\":\"Reader\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-06\",\"name\":\"Ticker\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":2000},"
    "{\"number\":\"TC-07\",\"name\":\"Helper\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-08\",\"name\":\"Self-reader\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":2000},"
    "{\"number\":\"TC-09\",\"name\":\"Bumper\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-11\",\"name\":\"Deep bumper\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TC-10\",\"name\":\"Filler\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":3000}]";

static const test_script SCRIPTS[] = {
    /* the fault of issue 15: a counter in an upvalue, and a question */
    {"TC-01", "local uses = 0\n"
              "card:main(function(me)\n"
              "  uses = uses + 1\n"
              "  game.yes_no(me)\n"
              "  game.gain_memory(me, uses)\n"
              "end)"},
    /* a table captured at load time, written by the effect */
    {"TC-02", "local seen = {}\n"
              "card:main(function(me)\n"
              "  seen[#seen + 1] = me\n"
              "  game.gain_memory(me, #seen)\n"
              "end)"},
    /* a global first written by the effect (the environment is empty) */
    {"TC-03", "card:main(function(me)\n"
              "  uses = (uses or 0) + 1\n"
              "  game.gain_memory(me, uses)\n"
              "end)"},
    /* a global the script defined while loading */
    {"TC-04", "uses = 0\n"
              "card:main(function(me)\n"
              "  uses = uses + 1\n"
              "  game.gain_memory(me, uses)\n"
              "end)"},
    /* reads another card's continuous effect before and after a question */
    {"TC-05", "card:main(function(me)\n"
              "  local d = fx.digimon(me)[1]\n"
              "  local before = game.dp(d)\n"
              "  game.yes_no(me)\n"
              "  game.gain_memory(me, game.dp(d) == before and 1 or 2)\n"
              "end)"},
    /* a continuous effect whose value function counts its calls */
    {"TC-06", "local calls = 0\n"
              "card:static{dp = function(me, self) calls = calls + 1 return 1000 * calls end}"},
    /* a helper function's upvalue (a closure made at load time) */
    {"TC-07", "local function counter() local n = 0 return function() n = n + 1 return n end end\n"
              "local next_n = counter()\n"
              "card:main(function(me)\n"
              "  local k = next_n()\n"
              "  game.yes_no(me)\n"
              "  game.gain_memory(me, k)\n"
              "end)"},
    /* within one run a script's locals are plain Lua: its own value function,
    ** called inside its running effect, sees what the effect set */
    {"TC-08", "local bonus = 0\n"
              "card:static{dp = function(me, self) return bonus end}\n"
              "card:activated(function(me, self)\n"
              "  bonus = 1000\n"
              "  game.gain_memory(me, game.dp(self) // 1000)\n"
              "end)"},
    /* the counter assigned by a closure the effect makes (its own code
    ** only reads it): upvalues.c follows the closure's upvalue to the
    ** effect's */
    {"TC-09", "local uses = 0\n"
              "card:main(function(me)\n"
              "  local bump = function() uses = uses + 1 end\n"
              "  bump()\n"
              "  game.yes_no(me)\n"
              "  game.gain_memory(me, uses)\n"
              "end)"},
    /* ... by a closure two levels down, the effect reading it through a
    ** helper made at load time that never assigns it */
    {"TC-11", "local uses = 0\n"
              "local function read() return uses end\n"
              "card:main(function(me)\n"
              "  local outer = function() local inner = function() uses = uses + 1 end inner() end\n"
              "  outer()\n"
              "  game.yes_no(me)\n"
              "  game.gain_memory(me, read())\n"
              "end)"},
};

static test_board B;
#define ctx (B.ctx)
#define st (B.st)

static int setup(void **s)
{
    (void)s;
    board_open(&B, CARDS, SCRIPTS, (int)(sizeof SCRIPTS / sizeof *SCRIPTS));
    return 0;
}

static int teardown(void **s)
{
    (void)s;
    board_close(&B);
    return 0;
}

/* Player 0 at 3 memory with a red Digimon (9-1: the Option's color) and
** the Option in hand; it is used. */
static void use(const char *number, const char *digimon)
{
    board_fresh(&B, "TC-10");
    board_give(&B, 0, digimon, DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, number, DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_USE, c);
}

static void answer_yes(int times)
{
    for (int i = 0; i < times; i++) {
        assert_int_equal(st->dec_kind, DCG_DEC_YESNO);
        board_pick(&B, DCG_OPT_YES, -1);
    }
}

static void expect_error(const char *number, const char *what)
{
    assert_int_equal(test_count_events(ctx, DCG_EV_SCRIPT_ERROR), 1);
    assert_non_null(strstr(dcg_script_error(ctx), number));
    assert_non_null(strstr(dcg_script_error(ctx), what));
}

/* The fault: the effect runs twice (once before the answer, once
** after) and gains 1 memory, as if it ran once; used again, 1 again. */
static void test_contract_upvalue_counter_with_question(void **s)
{
    (void)s;
    for (int round = 0; round < 2; round++) {
        use("TC-01", "TC-10");
        answer_yes(1);
        assert_int_equal(dcg_memory(st, 0), 4);
        assert_int_equal(test_count_events(ctx, DCG_EV_SCRIPT_ERROR), 0);
    }
}

/* The same with the counter in a closure made at load time. */
static void test_contract_closure_counter_with_question(void **s)
{
    (void)s;
    for (int round = 0; round < 2; round++) {
        use("TC-07", "TC-10");
        answer_yes(1);
        assert_int_equal(dcg_memory(st, 0), 4);
    }
}

/* The same with the counter assigned by closures made in the effect, one
** and two levels down: the upvalue is still put back before each call. */
static void test_contract_counter_assigned_by_inner_closures(void **s)
{
    (void)s;
    const char *cards[] = {"TC-09", "TC-11"};
    for (int k = 0; k < 2; k++)
        for (int round = 0; round < 2; round++) {
            use(cards[k], "TC-10");
            answer_yes(1);
            assert_int_equal(test_count_events(ctx, DCG_EV_SCRIPT_ERROR), 0);
            assert_int_equal(dcg_memory(st, 0), 4);
        }
}

/* upvalues.c reads the bytecode: an upvalue only read is not assigned, one
** assigned directly or by a closure (instack) is; a C function is refused. */
static void test_contract_assigned_upvalues_read(void **s)
{
    (void)s;
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    assert_int_equal(luaL_dostring(L, "local a, b, c = 1, 2, 3\n"
                                      "return function() local x = a + b; (function() c = x end)() end"), LUA_OK);
    uint64_t w[4];
    assert_true(dcg_upvalues_assigned(L, -1, w));
    const char *name;
    for (int n = 1; (name = lua_getupvalue(L, -1, n)); n++) {
        lua_pop(L, 1);
        assert_int_equal((int)(w[0] >> (n - 1) & 1), !strcmp(name, "c"));
    }
    lua_pushcfunction(L, luaopen_base);
    assert_false(dcg_upvalues_assigned(L, -1, w));
    assert_true(w[0] == ~0ull && w[3] == ~0ull);
    lua_close(L);
}

/* A table captured at load time is read-only: writing it is a script
** error naming the card and the line; the effect does nothing. */
static void test_contract_captured_table(void **s)
{
    (void)s;
    use("TC-02", "TC-10");
    expect_error("TC-02", "read-only");
    assert_non_null(strstr(dcg_script_error(ctx), ":3:"));
    assert_int_equal(dcg_memory(st, 0), 3);
}

/* Globals: the script's environment is read-only after loading. */
static void test_contract_global_write(void **s)
{
    (void)s;
    use("TC-03", "TC-10");
    expect_error("TC-03", "read-only");
    assert_int_equal(dcg_memory(st, 0), 3);
    use("TC-04", "TC-10");
    expect_error("TC-04", "read-only");
    assert_int_equal(dcg_memory(st, 0), 3);
}

/* Another card's value function, called inside the running effect, starts
** from its load-time upvalues too: the Digimon's DP reads the same before
** and after the question (2000 + 1000), in the first run and the second. */
static void test_contract_nested_call_of_another_card(void **s)
{
    (void)s;
    for (int round = 0; round < 2; round++) {
        use("TC-05", "TC-06");
        answer_yes(1);
        assert_int_equal(dcg_memory(st, 0), 4);
        assert_int_equal(test_count_events(ctx, DCG_EV_SCRIPT_ERROR), 0);
        perm *pm = &st->pl[0].battle[0];
        assert_int_equal(dcg_perm_dp(ctx, st, pm), 3000);
        assert_int_equal(dcg_perm_dp(ctx, st, pm), 3000);
    }
}

/* A nested call of the running card's own script restores nothing: the
** effect reads 2000 + 1000 DP (gains 3); outside it, the bonus is 0 again. */
static void test_contract_nested_call_of_the_same_card(void **s)
{
    (void)s;
    board_fresh(&B, "TC-10");
    int c = board_give(&B, 0, "TC-08", DCG_ZONE_BATTLE);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_ACTIVATE, c);
    assert_int_equal(test_count_events(ctx, DCG_EV_SCRIPT_ERROR), 0);
    assert_int_equal(dcg_memory(st, 0), 6);
    assert_int_equal(dcg_perm_dp(ctx, st, &st->pl[0].battle[0]), 2000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_contract_upvalue_counter_with_question, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_closure_counter_with_question, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_counter_assigned_by_inner_closures, setup, teardown),
        cmocka_unit_test(test_contract_assigned_upvalues_read),
        cmocka_unit_test_setup_teardown(test_contract_captured_table, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_global_write, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_nested_call_of_another_card, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_nested_call_of_the_same_card, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
