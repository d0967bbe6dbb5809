/* test_script.c: the script sandbox (DESIGN 6). Hostile scripts are stopped
** with a message naming the card, file and line; the game goes on without
** the effect. Checks cannot change the game; scripts see no io/os/load. */
#include "support.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *CARDS =
    "[{\"number\":\"TS-01\",\"name\":\"Test Option\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    " {\"number\":\"TS-02\",\"name\":\"Test Digimon\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
    "  \"play_cost\":3,\"dp\":3000,\"evo\":[{\"colors\":[\"Red\"],\"level\":2,\"cost\":0}]},"
    " {\"number\":\"TS-03\",\"name\":\"Test Probe\",\"kind\":\"Digimon\",\"colors\":[\"Blue\",\"Yellow\"],\"level\":4,"
    "  \"play_cost\":5,\"dp\":6000,\"types\":[\"Tester\",\"Dragon Kin\"],\"keywords\":[\"Blocker\"]}]";

static char dir[256];

/* A context with the two test cards and TS-01's script body. */
static dcg_ctx *ctx_with(const char *script, dcg_status *load_status)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, CARDS, "test cards"), DCG_OK);
    snprintf(dir, sizeof dir, "/tmp/dcg-test-script-%d", (int)getpid());
    mkdir(dir, 0700);
    char path[512];
    snprintf(path, sizeof path, "%s/TS-01.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(script, f);
    fclose(f);
    *load_status = dcg_load_scripts(ctx, dir);
    unlink(path);
    rmdir(dir);
    return ctx;
}

/* Player 0, main phase: TS-02 in the battle area, TS-01 in hand, 5 memory. */
static void position(dcg_ctx *ctx, dcg_state *st)
{
    memset(st, 0, sizeof *st);
    st->winner = 0xFF;
    int opt = 0, digi = 1, foe = DCG_PLAYER_CARDS;
    st->def[opt] = (uint16_t)dcg_card_find(ctx, "TS-01");
    st->def[digi] = st->def[foe] = (uint16_t)dcg_card_find(ctx, "TS-02");
    st->zone[opt] = DCG_ZONE_HAND;
    st->pl[0].hand.cards[st->pl[0].hand.n++] = (uint8_t)opt;
    st->zone[digi] = DCG_ZONE_HAND;
    st->pl[0].hand.cards[st->pl[0].hand.n++] = (uint8_t)digi;
    st->zone[foe] = DCG_ZONE_HAND;
    st->pl[1].hand.cards[st->pl[1].hand.n++] = (uint8_t)foe;
    st->pl[0].n_cards = 2;
    st->pl[1].n_cards = 1;
    dcg_place(ctx, st, digi, false);
    dcg_place(ctx, st, foe, false);
    st->memory = 5;
    dcg_resume_at(ctx, st, 0, 3, DCG_PHASE_MAIN);
}

/* Use TS-01 and return the state's hash before; asserts the game went on. */
/* A context with script loaded as the probe card (it must load) and a
** state at its player's main phase. */
static dcg_ctx *ready(const char *script, dcg_state **st)
{
    dcg_status load;
    dcg_ctx *ctx = ctx_with(script, &load);
    assert_int_equal(load, DCG_OK);
    *st = dcg_state_new();
    position(ctx, *st);
    return ctx;
}

static void use_option(dcg_ctx *ctx, dcg_state *st)
{
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    int use = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DCG_OPT_USE) use = i;
    assert_true(use >= 0);
    assert_int_equal(dcg_answer(ctx, st, use), DCG_OK);
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
}

static bool saw_event(dcg_ctx *ctx, int kind)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++)
        if (ev[i].kind == kind) return true;
    return false;
}

/* The effect fails; the option is still trashed and the main phase goes on. */
static void expect_stopped(const char *script, const char *what)
{
    dcg_state *st;
    dcg_ctx *ctx = ready(script, &st);
    use_option(ctx, st);
    assert_true(saw_event(ctx, DCG_EV_SCRIPT_ERROR));
    const char *msg = dcg_script_error(ctx);
    if (!strstr(msg, what) || !strstr(msg, "TS-01") || !strstr(msg, "TS-01.lua")) fail_msg("message: %s", msg);
    assert_int_equal(st->zone[0], DCG_ZONE_TRASH);
    assert_int_equal(st->dec_kind, DCG_DEC_MAIN);
    assert_int_equal(dcg_memory(st, 0), 5);
    /* the VM still works afterwards */
    assert_int_equal(dcg_script_init(ctx), DCG_OK);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

static void test_runtime_error(void **s)
{
    (void)s;
    expect_stopped("card:main(function(me)\n  local x = nil\n  return x.y\nend)\n", "TS-01.lua:3:");
}

static void test_endless_loop(void **s)
{
    (void)s;
    expect_stopped("card:main(function(me) while true do end end)\n", "instruction budget");
}

static void test_endless_recursion(void **s)
{
    (void)s;
    expect_stopped("local function f(n) return 1 + f(n + 1) end\ncard:main(function(me) f(1) end)\n", "TS-01.lua");
}

/* Memory is charged to the instruction budget (one unit per 32 bytes), so
** allocating without end stops at the budget, before the VM's memory cap. */
static void test_unbounded_allocation(void **s)
{
    (void)s;
    expect_stopped("card:main(function(me) local t = {} local i = 1 while true do t[i] = string.rep('x', 4000) .. i i = i + 1 end end)\n",
                   "instruction budget");
    expect_stopped("card:main(function(me) local s = string.rep('x', 4096) .. string.rep('y', 100) end)\n", "longer than the limit of 4096 bytes");
}

/* Small blocks come from an arena of 4 MB (script/vm.c); past it they are
** malloc'd and freed: a script holding more at once works as before. */
static void test_allocation_past_the_arena(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("card:main(function(me)\n"
                         "  local t, sum = {}, 0\n"
                         "  for i = 1, 80000 do t[i] = {i} end\n" /* 80 bytes each: 6.4 MB */
                         "  for i = 1, #t do sum = sum + t[i][1] end\n"
                         "  if sum ~= 80000 * 80001 // 2 then error('the tables changed') end\n"
                         "end)\n", &st);
    use_option(ctx, st);
    assert_false(saw_event(ctx, DCG_EV_SCRIPT_ERROR));
    assert_true(ctx->lua_carved > ((size_t)4 << 20) - 256); /* the arena was used up */
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Issue 26: a value function of another card that never returns, read by a
** running effect, fails alone, under its own check budget and charged to
** its own card; the effect reading it goes on (the DP reads as without it). */
static void test_nested_call_has_its_own_budget(void **s)
{
    (void)s;
    const test_script scripts[] = {
        {"TS-01", "card:main(function(me)\n"
                  "  if game.dp(fx.digimon(game.opponent(me))[1]) == 3000 then game.gain_memory(me, 2) end\n"
                  "end)\n"},
        {"TS-02", "card:static{dp = function() while true do end end}\n"},
    };
    dcg_ctx *ctx = test_ctx_inline(CARDS, scripts, 2);
    dcg_state *st = dcg_state_new();
    position(ctx, st);
    use_option(ctx, st);
    assert_int_equal(dcg_memory(st, 0), 7);
    const char *msg = dcg_script_error(ctx);
    if (!strstr(msg, "TS-02") || !strstr(msg, "check instruction budget")) fail_msg("message: %s", msg);
    assert_true(st->script_spent[0] < 10); /* the effect: a few instructions */
    assert_true(st->script_spent[1] >= DCG_SCRIPT_CHECK_BUDGET / DCG_SCRIPT_UNIT);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Issue 26: what a call is charged for memory does not depend on what ran
** before it in the VM (short strings it holds, how far its stack, call
** frames and string table grew, garbage): the same effect costs the same in
** a new VM, again right after, and after a full collection. */
static void test_memory_charge_exact(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("local function deep(n) if n > 0 then return 1 + deep(n - 1) end return 0 end\n"
                         "card:main(function(me)\n"
                         "  local t = {}\n"
                         "  for i = 1, 3000 do t[i] = 'k' .. i end\n"
                         "  for i = 1, 200 do t[i] = string.rep('x', 100) .. i end\n"
                         "  deep(180 + #t % 7)\n"
                         "end)\n", &st);
    long used[3];
    for (int run = 0; run < 3; run++) {
        if (run == 2) lua_gc(ctx->L, LUA_GCCOLLECT);
        position(ctx, st);
        use_option(ctx, st);
        assert_false(saw_event(ctx, DCG_EV_SCRIPT_ERROR));
        used[run] = ctx->call_used;
    }
    assert_true(used[0] > 3000);
    assert_int_equal(used[1], used[0]);
    assert_int_equal(used[2], used[0]);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

static void test_no_io_os_load(void **s)
{
    (void)s;
    expect_stopped("card:main(function(me) io.open('/etc/passwd') end)\n", "io");
    expect_stopped("card:main(function(me) os.exit(1) end)\n", "os");
    expect_stopped("card:main(function(me) load('return 1')() end)\n", "load");
    expect_stopped("card:main(function(me) require('os') end)\n", "require");
    expect_stopped("card:main(function(me) string.dump(print) end)\n", "dump");
}

/* A condition cannot change the game (DESIGN: checks are read-only). */
static void test_checks_cannot_change_the_game(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("card:main(function(me) game.gain_memory(me, 1) end,\n"
                            "  {condition = function(me) game.gain_memory(me, 5) return true end})\n"
                            "card:static{dp = 1000, condition = function(me) game.lose_memory(me, 3) return true end}\n", &st);
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(dcg_memory(st, 0), 5);
    dcg_ctx_free(ctx);
    dcg_state_free(st);
}

/* game.win, game.lose and game.end_attack change the game: a check can't
** call them (the game goes on); outside an attack game.end_attack does
** nothing and says so. */
static void test_endings_from_checks(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("card:main(function(me) game.gain_memory(me, game.end_attack() and 3 or 1) end,\n"
                            "  {condition = function(me) game.win(me) return true end})\n"
                            "card:static{dp = 1000, condition = function(me) game.lose(me) return true end}\n", &st);
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(dcg_winner(st), -1);
    use_option(ctx, st); /* its condition tried to end the game: the game goes on */
    assert_int_equal(dcg_winner(st), -1);
    dcg_ctx_free(ctx);
    dcg_state_free(st);
    ctx = ready("card:main(function(me) game.gain_memory(me, game.end_attack() and 3 or 1) end)\n", &st);
    use_option(ctx, st);
    assert_int_equal(dcg_memory(st, 0), 5 + 1); /* no attack to end */
    dcg_ctx_free(ctx);
    dcg_state_free(st);
}

/* game.win stops its effect with a Lua error that is no failure: no script
** error counted, and dcg_script_error keeps the last real one (the soak's
** report named a game.lose stop as its error). */
static void test_win_is_no_failure(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("card:main(function(me) game.win(me) end)\n", &st);
    use_option(ctx, st);
    assert_int_equal(dcg_winner(st), 0);
    assert_int_equal(dcg_script_error_count(ctx), 0);
    assert_string_equal(dcg_script_error(ctx), "");
    dcg_ctx_free(ctx);
    dcg_state_free(st);
}

/* A script that fails to load is reported at load time with file and line. */
static void test_load_errors(void **s)
{
    (void)s;
    dcg_status st;
    dcg_ctx *ctx = ctx_with("card:main(function(me)\n  game.gain_memory(me, 1)\n", &st);
    assert_int_equal(st, DCG_EPARSE);
    if (!strstr(dcg_errmsg(ctx), "TS-01.lua:") || !strstr(dcg_errmsg(ctx), "TS-01")) fail_msg("%s", dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
    ctx = ctx_with("card:mian(function(me) end)\n", &st);
    assert_int_equal(st, DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "TS-01.lua:1:"));
    dcg_ctx_free(ctx);
    ctx = ctx_with("card:activated(function(me) end, {times_per_turn = 0})\n", &st);
    assert_int_equal(st, DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "times_per_turn: a whole number from 1 to 9"));
    dcg_ctx_free(ctx);
    ctx = ctx_with("card:activated(function(me) end, {once_per_turn = true, times_per_turn = 2})\n", &st);
    assert_int_equal(st, DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "TS-01.lua:1:"));
    dcg_ctx_free(ctx);
    /* continuous effects in layers: a set DP is 0 or more, one function per effect, "lose" is a list or "all" */
    static const struct { const char *src, *msg; } statics[] = {
        {"card:static{dp_set = -1000}\n", "dp_set: -1000 is out of range (0 to 1000000)"},
        {"card:static{dp_set = function() return 1 end, dp = function() return 1 end}\n",
         "only one of dp, dp_set and security_attack can be a function"},
        {"card:static{lose = \"most\"}\n", "lose: a list of keywords, or \"all\""},
        {"card:static{forbid = {\"fly\"}}\n", "invalid option 'fly'"},
    };
    for (size_t i = 0; i < sizeof statics / sizeof *statics; i++) {
        ctx = ctx_with(statics[i].src, &st);
        assert_int_equal(st, DCG_EPARSE);
        if (!strstr(dcg_errmsg(ctx), statics[i].msg) || !strstr(dcg_errmsg(ctx), "TS-01.lua:1:")) fail_msg("%s", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
    }
    /* the timings' declarations (trigger.c): unknown names and options that do not fit, with file and line */
    static const struct { const char *src, *says; } bad[] = {
        {"card:when('card_discarded', function(me) end)\n", "event: 'card_discarded' is not one of"},
        {"card:on_play(function(me) end,\n {from = 'deck'})\n", "option 'from' = 'deck': only card:when('card_trashed'"},
        {"card:activated(function(me) end, {from = 'breeding'})\n", "or card:activated from the hand or trash, can work from"},
        {"card:activated(function(me) end, {from = 'hand', delay = true})\n", "options 'from' and 'delay' together"},
        {"card:static{from = 'hand', dp = 1000}\n", "only a triggered effect, or card:activated"},
        {"card:end_of_all_turns(function(me) end, {all_turns = true, turn = 'yours'})\n", "all_turns and turn together"},
        {"card:start_of_your_turn(function(me) end, {from = 'trash', inherited = true})\n", "from and inherited together"},
        {"card:players_cannot('play_digimons')\n", "card:players_cannot: 'play_digimons' is not one of"},
        {"card:opponent_cannot('use_options', {optional = true})\n", "card:opponent_cannot"},
        /* one use shared by two timings (15-14-1): the handle of an [Once Per Turn] effect declared before */
        {"local h = card:when('card_to_hand', function(me) end)\ncard:when('card_trashed', function(me) end, {once_per_turn = h})\n",
         "once_per_turn = h: h is the handle of an [Once Per Turn] effect"},
        {"card:when('card_trashed', function(me) end, {once_per_turn = 0})\n", "once_per_turn = h"},
        /* "when this card is trashed from your deck" (4-16-2): the only effect working from the deck */
        {"card:when('card_trashed', function(me) end, {from = 'deck'})\n", "option 'from' = 'deck'"},
        {"card:activated(function(me) end, {from = 'deck'})\n", "option 'from' = 'deck'"},
        {"card:when('card_to_hand', function(me) end, {whose = 'self', from = 'deck'})\n", "option 'from' = 'deck'"},
        /* an Option's reduction of its use cost itself (game.use_cost, Q1501) */
        {"card:play_cost(function(me) return 1 end, {itsef = true})\n", "card:play_cost: unknown option 'itsef' (options: itself)"},
        {"local h = card:when('card_to_hand', function(me) end, {once_per_turn = true})\n"
         "card:when('card_trashed', function(me) end, {once_per_turn = h, inherited = true})\n", "(inherited alike)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ctx = ctx_with(bad[i].src, &st);
        assert_int_equal(st, DCG_EPARSE);
        if (!strstr(dcg_errmsg(ctx), "TS-01.lua:") || !strstr(dcg_errmsg(ctx), bad[i].says))
            fail_msg("%s: %s", bad[i].src, dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
    }
    ctx = ctx_with("\x1bLua", &st); /* bytecode is refused */
    assert_int_equal(st, DCG_EPARSE);
    dcg_ctx_free(ctx);
}

/* Declarations are checked when the script loads (issue 10): a misspelled
** declaration, option key, option value, event or card kind is an error
** naming the file, the line and what is allowed, never a silent default. */
static void test_declaration_errors(void **s)
{
    (void)s;
    static const struct { const char *script, *says; } bad[] = {
        {"card:main(function(me) end)\ncard:on_pley(function(me) end)\n", "TS-01.lua:2: card:on_pley is not a declaration: did you mean card:on_play?"},
        /* the closest declaration, not a list cut off by the message's length (issue 29) */
        {"card:when_atacking(function(me) end)\n", "card:when_atacking is not a declaration: did you mean card:when_attacking?"},
        {"card:zzzzzzzzzzzz(function(me) end)\n", "card:zzzzzzzzzzzz is not a declaration (docs/scripting.md lists them"},
        {"card:on_play(function(me) end, {once_per_tern = true})\n", "TS-01.lua:1: card:on_play: unknown option 'once_per_tern'"},
        {"card:when(\"blocked\", function(me) end, {whose = \"selff\"})\n", "option 'whose': 'selff' is not one of: any"},
        /* 15-8-3-9-2: activate_if is read as a triggered effect would activate; a [Main] one has its condition */
        {"card:activated(function(me) end, {activate_if = function() return true end})\n",
         "card:activated: option 'activate_if' is for a triggered effect"},
        {"card:on_play(function(me) end, {activate_if = true})\n", "option 'activate_if' must be a function"},
        {"card:on_play(function(me) end, {has = {\"digi_burts\"}})\n", "option 'has': 'digi_burts' is not one of: digi_burst, blitz"},
        {"local h = card:main(function(me) end)\ncard:static{applies = \"own_digimon\", effect = h}\n", "card:static: effect = h takes the handle of a triggered effect"},
        {"card:when(\"blocked\", function(me) end, {any = true})\n", "card:when: unknown option 'any'"},
        /* card:when's together (api_together.c): a suspension's or unsuspension's set, read as f.subjects */
        {"card:when(\"blocked\", function(me, s, c, d, f) end, {together = true})\n",
         "card:when: option 'together' is for \"digimon_suspended\" and \"digimon_unsuspended\""},
        {"card:when(\"digimon_suspended\", function(me) end, {together = true})\n",
         "option 'together': the effect reads its set as f.subjects, so its function takes a fifth parameter f"},
        {"card:when(\"digimon_suspended\", function(me, s, c, d, f) end, {subject_if = function() return true end})\n",
         "option 'subject_if' is read for each Digimon of a set: with together = true"},
        {"card:when(\"digimon_unsuspended\", function(me, s, c, d, f) end, {together = true, whose = \"self\"})\n",
         "option 'together' with whose = 'self'"},
        {"card:when(\"digimon_suspended\", function(me, s, c, d, f) end, {together = 1})\n", "option 'together' is true or false"},
        {"card:when(\"blockd\", function(me) end)\n", "event: 'blockd' is not one of: blocked"},
        {"card:when_would(\"be_deleted\", function(me) end, {whose = \"opponents\"})\n", "card:when_would: whose = 'opponents'"},
        {"card:when_would(\"digivolve\", function(me) end, {whose = \"opponents\"})\n", "is for 'digivolve' with any = true"},
        {"card:when_would(\"digivolve\", function(me) end, {any = true, whose = \"self\"})\n", "else 'own' (the default)"},
        {"card:digivolution_cost_is(function() return 1 end, {})\n", "card:digivolution_cost_is takes no options"},
        {"card:when_would(\"be_playd\", function(me) end)\n", "event: 'be_playd' is not one of: be_deleted, be_deleted_in_battle, leave_battle_area, be_played"},
        {"card:when_would(\"be_played\", function(me) end, {from = \"hand\"})\n", "card:when_would('be_played'): from = 'hand' is for"},
        {"card:when_would(\"digivolve\", function(me) end, {from = \"breeding\"})\n", "'breeding' needs any = true"},
        {"card:when_would(\"be_used\", function(me) end, {inherited = true})\n", "'this card would be used' is neither inherited"},
        {"card:when_would(\"be_played\", nil, {reduce = 0})\n", "option 'reduce': a cost reduction from 1 to 20"},
        {"card:when_would(\"link\", nil)\n", "card:when_would('link'): a function, or option 'reduce'"},
        {"card:when_would(\"digivolve\", nil, {set_cost = 0})\n", "option 'set_cost' sets a play cost: for 'be_played'"},
        {"card:when_would(\"be_played\", nil, {set_cost = 0, reduce = 2})\n", "for 'be_played', without 'reduce'"},
        {"card:when_would(\"be_played\", nil, {set_cost = 21})\n", "option 'set_cost': the play cost it sets, from 0 to 20"},
        {"card:when_would(\"be_deleted\", function() end, {set_cost = 0})\n", "no 'reduce' or 'set_cost'"},
        {"card:when_would(\"be_deleted\", nil, {reduce = 1})\n", "a function, and no 'reduce' or 'set_cost' (a deletion or leaving has no cost)"},
        {"card:static{dp = 1000, aplies = \"own_digimon\"}\n", "card:static: unknown option 'aplies'"},
        {"card:static{dp = 1000, optional = true}\n", "card:static: unknown option 'optional'"},
        /* colors: a list of colours, or "digivolution_cards" (BT8-084) */
        {"card:static{colors = \"sources\"}\n", "card:static: colors is a list of colours or \"digivolution_cards\""},
        /* 11-2-7-1: attack_target filters what allow = {"attack_unsuspended"} permits; alone it permits nothing */
        {"card:static{attack_target = function() return true end}\n", "card:static: attack_target filters the Digimon allow"},
        {"card:static{allow = {\"attack_unsuspended\"}, attack_target = 1}\n", "option 'attack_target' must be a function"},
        {"card:on_play(function(me) end, {turn = \"your\"})\n", "option 'turn': 'your' is not one of: any, yours, opponents"},
        {"card:on_play(function(me) end, {true})\n", "unknown option of type number"},
        /* TS-01 is an Option: its own [On Play] would never run (issue 27); one it grants Digimon may be declared */
        {"card:on_play(function(me) end)\n", "TS-01.lua:1: card:on_play on an Option card"},
        {"card:when_attacking(function(me) end, {optional = true})\n", "its own when_attacking effect would never run"},
        {"card:no_security_effects({\"Optoin\"})\n", "card kind: 'Optoin' is not one of: Digimon"},
        {"card:cannot_be_blocked_by(function() return true end, {optional = true})\n", "unknown option 'optional'"},
        {"card:delayed(function() end, {turn = \"yours\"})\n", "card:delayed takes no options"},
        {"card:static{granted = true, applies = \"own_digimon\", dp = 1000}\n", "a granted continuous effect applies to the Digimon given it"},
        {"card:static{granted = true, inherited = true, dp = 1000}\n", "an effect to grant is neither inherited nor from elsewhere"},
        {"card:static{colors = {\"yelow\"}}\n", "invalid option 'yelow'"},
        {"card:digivolution_cost(0, function() return true end)\n", "a cost reduction from 1 to 20"},
        {"card:digisorption_suspends_opponents{optional = true}\n", "unknown option 'optional'"},
        /* <Detach> (16-46) names its link cards in card data: an effect cannot give it */
        {"card:static{keywords = {\"detach\"}}\n", "an effect cannot give it"},
        /* "isn't affected by your opponent's effects" (15-15-5): of this Digimon, by the opponent */
        {"card:static{unaffected = \"all\"}\n", "unaffected = \"opponents\""},
        {"card:static{unaffected = \"opponents\", applies = \"own_digimon\"}\n", "unaffected applies to this Digimon only"},
        {"card:digixros_substitute(function() return true end, {optional = true})\n", "unknown option 'optional'"},
        /* 16-2: a kind reads and takes away every value; a grant names one */
        {"card:static{keywords = {\"decoy\"}}\n", "'decoy' names every value of a keyword"},
        /* 15-15-4: the kinds of numbers and the options of card:effect_number */
        {"card:effect_number(\"deletion_pd\", function() return 1 end)\n", "kind: 'deletion_pd' is not one of: deletion_dp"},
        {"card:effect_number(\"deletion_dp\", function() return 1 end, {optional = true})\n", "unknown option 'optional'"},
        {"card:effect_number(\"deletion_dp\", function() return 1 end, {whose = \"self\"})\n", "whose is \"own\" or \"opponents\""},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        dcg_status st;
        dcg_ctx *ctx = ctx_with(bad[i].script, &st);
        if (st != DCG_EPARSE || !strstr(dcg_errmsg(ctx), bad[i].says))
            fail_msg("script %zu: status %d, message '%s', expected '%s'", i, (int)st, dcg_errmsg(ctx), bad[i].says);
        dcg_ctx_free(ctx);
    }
    dcg_status st; /* the options each declaration does take load */
    dcg_ctx *ctx = ctx_with("card:when(\"blocked\", function(me) end, {whose = \"self\", inherited = true, turn = \"yours\","
                            " optional = true, once_per_turn = true, condition = function() return true end})\n"
                            "card:static{applies = \"own_digimon\", dp = 1000, security_attack = 1, keywords = {\"rush\"},"
                            " turn = \"yours\", inherited = true, condition = function() return true end}\n",
                            &st);
    if (st != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
}

/* math.random draws from the game's generator: same seed, same numbers. */
static void test_random_is_the_games(void **s)
{
    (void)s;
    dcg_status ls;
    dcg_ctx *ctx = ctx_with("card:main(function(me) game.gain_memory(me, math.random(1, 4)) end)\n", &ls);
    assert_int_equal(ls, DCG_OK);
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    position(ctx, a);
    dcg_rng_seed(a, 77);
    dcg_state_copy(b, a);
    use_option(ctx, a);
    use_option(ctx, b);
    assert_int_equal(dcg_memory(a, 0), dcg_memory(b, 0));
    assert_true(dcg_memory(a, 0) >= 6 && dcg_memory(a, 0) <= 9);
    assert_true(dcg_state_hash(a) == dcg_state_hash(b));
    dcg_state_free(a);
    dcg_state_free(b);
    dcg_ctx_free(ctx);
}

/* Every id and name a script passes is checked against the game: the effect
** stops with a message, the game goes on (tests/hostile/ for the sandbox). */
static void test_api_refuses_bad_arguments(void **s)
{
    (void)s;
    expect_stopped("card:main(function(me) game.move_source(1, 'hand') end)\n", "not a digivolution card");
    expect_stopped("card:main(function(me) game.move_source(0, 'trash') end)\n", "not a digivolution card");
    expect_stopped("card:main(function(me) game.has_keyword(game.digimon(me)[1], 'blokker') end)\n", "not a keyword");
    expect_stopped("card:main(function(me) game.card_has_keyword(1, 'blokker') end)\n", "not a keyword");
    expect_stopped("card:main(function(me) game.digivolve(5000, game.digimon(me)[1]) end)\n", "not a card in the game");
    expect_stopped("card:main(function(me) game.digivolve(64, game.digimon(me)[1]) end)\n", "only from under a Digimon");
    expect_stopped("card:main(function(me) game.digivolve(0, 99) end)\n", "not a Digimon or Tamer on the field");
    expect_stopped("card:main(function(me) game.to_deck(1) end)\n", "a card on the field");
    expect_stopped("card:main(function(me) game.to_security(0, 'middle') end)\n", "invalid option");
    expect_stopped("card:main(function(me) game.deck_top(me, 1000) end)\n", "a count from 0 to");
    expect_stopped("card:main(function(me) game.reveal(2, 1) end)\n", "a player is 0 or 1");
    expect_stopped("card:main(function(me) game.card_has_color(1, 'pink') end)\n", "invalid option");
    expect_stopped("card:main(function(me) game.played_this_turn(0) end)\n", "not a Digimon or Tamer on the field");
    /* game.play and game.play_all read their options alike: a misspelt one is an error (4-27-5 plays, 15-16-2) */
    expect_stopped("card:main(function(me) game.play_all({}, {suspend = true}) end)\n", "options are suspended = true");
    expect_stopped("local OPTIONS = {suspend = true} -- sealed with the script: its keys are behind a metatable\n"
                   "card:main(function(me) game.play_all({}, OPTIONS) end)\n", "options are suspended = true");
    expect_stopped("card:main(function(me) game.play_all({}, {on_play = 0}) end)\n", "on_play is true or false");
    expect_stopped("card:main(function(me) game.no_sources(0) end)\n", "not a Digimon or Tamer on the field");
    expect_stopped("card:main(function(me) game.trash_top(0) end)\n", "not a Digimon or Tamer on the field");
    expect_stopped("card:main(function(me) game.can_digivolve(0, game.digimon(me)[1], {ignore = 'colour'}) end)\n",
                   "ignore = \"requirements\" or \"level\"");
    /* the special digivolutions and stack edits (8-2-2-4, 8-3-2-2, 8-4-2-2, 4-7-7, 3-1-3-1-4) */
    expect_stopped("card:main(function(me) local d = game.digimon(me)[1] game.dna_digivolve(0, d, d) end)\n",
                   "the same Digimon as argument 2");
    expect_stopped("card:main(function(me) game.burst_digivolve(1, game.digimon(me)[1]) end)\n", "only from under a Digimon");
    expect_stopped("card:main(function(me) game.app_fuse(0, 99) end)\n", "not a Digimon or Tamer on the field");
    expect_stopped("card:main(function(me) game.place_under(game.digimon(me)[1], game.digimon(1 - me)[1]) end)\n",
                   "not on the field of the placed card's owner");
    expect_stopped("card:main(function(me) game.place_under(game.digimon(me)[1], game.digimon(me)[1]) end)\n", "the card placed");
    expect_stopped("card:main(function(me) game.order_sources(game.digimon(me)[1], {0}) end)\n",
                   "not all of the Digimon's digivolution cards");
    expect_stopped("card:main(function(me) game.put_under({0, 0}, game.digimon(me)[1]) end)\n", "names a card twice");
    expect_stopped("card:main(function(me) game.win('me') end)\n", "number expected");
    expect_stopped("card:main(function(me) game.lose(2) end)\n", "a player is 0 or 1");
    expect_stopped("card:main(function(me) game.change(me, game.digimon(me)[1], {forbid = {'suspended'}}) end)\n",
                   "invalid option 'suspended'");
    expect_stopped("card:main(function(me) game.can_suspend(nil) end)\n", "number expected");
    /* faces (3-7-4, 4-7-9) and effects that activate other effects (15-15-7) */
    expect_stopped("card:main(function(me) game.to_security(0, 'top', 'sideways') end)\n", "invalid option 'sideways'");
    expect_stopped("card:main(function(me) game.turn_face(0, 'up') end)\n", "invalid option 'up'");
    expect_stopped("card:main(function(me) game.turn_face(0, 'face_up') end)\n", "only a security card or a card on the field");
    expect_stopped("card:main(function(me) game.activate(me, 0, 'on_ply') end)\n", "invalid option 'on_ply'");
    expect_stopped("card:main(function(me) game.activate(me, 0, 'on_play', {as_self = true}) end)\n", "options are perm, as_this, all, optional");
    expect_stopped("card:main(function(me) game.activate(me, 0, 'on_play', {perm = 999}) end)\n", "not a Digimon or Tamer on the field");
    /* only the effect's player's own cards, from their own Digimon (15-15-7-1, 15-15-7-3): never the opponent's,
    ** in their hand or on the field */
    expect_stopped("card:main(function(me) game.activate(me, 64, 'security') end)\n",
                   "not a card of the effect's player");
    expect_stopped("card:main(function(me) game.activate(me, game.top(game.digimon(1 - me)[1]), 'on_play') end)\n",
                   "not a card of the effect's player");
    expect_stopped("card:main(function(me) game.activate(1 - me, game.top(game.digimon(1 - me)[1]), 'on_play') end)\n",
                   "not the player of the running effect");
    expect_stopped("card:main(function(me) game.activate(me, 0, 'on_play', {perm = game.digimon(1 - me)[1]}) end)\n",
                   "perm: not a Digimon or Tamer of the effect's player");
    expect_stopped("card:main(function(me) game.effect_is('Tamers') end)\n", "invalid option 'Tamers'");
    expect_stopped("card:main(function(me) game.effect_number(me, 'deletion', 4000) end)\n", "invalid option 'deletion'");
    expect_stopped("card:main(function(me) game.effect_number(me, 'deletion_dp', -1) end)\n", "a number from 0");
    expect_stopped("card:main(function(me) game.change(me, game.digimon(me)[1], {colors_set = {'pink'}}) end)\n", "invalid option 'pink'");
    /* added information (15-12-1): one Digimon's change, a DP in range, no DP change beside it */
    expect_stopped("card:main(function(me) game.change(me, game.digimon(me)[1], {as_digimon = -1}) end)\n", "as_digimon: -1 is out of range");
    expect_stopped("card:main(function(me) game.change(me, game.digimon(me)[1], {as_digimon = 3000, dp = 1000}) end)\n",
                   "as_digimon: one Digimon's change");
    expect_stopped("card:main(function(me) game.change_all(me, me, 'digimon', {as_digimon = 3000}) end)\n", "as_digimon: one Digimon's change");
    expect_stopped("card:main(function(me) game.change(me, game.digimon(me)[1], {as_digimon = 'big'}) end)\n", "number expected");
    expect_stopped("card:main(function(me) game.card_has_inherited_effect(5000) end)\n", "not a card in the game");
    expect_stopped("card:main(function(me) game.options(2) end)\n", "a player is 0 or 1");
    expect_stopped("card:main(function(me) game.digimon(me, function(d) error('the filter failed') end) end)\n",
                   "the filter failed");
}

/* Card properties, of a card and of a Digimon as it is now. */
static void test_properties(void **s)
{
    (void)s;
    dcg_status ls;
    dcg_ctx *ctx = ctx_with(
        "local function is(v, want, what) if v ~= want then error(what .. ' is ' .. tostring(v)) end end\n"
        "local FROZEN = {dp = 1000} -- sealed with the script: its fields are behind a metatable (safe.c)\n"
        "local RUSH = {'rush'} -- a list sealed so: read through its metatable like any other\n"
        "card:main(function(me)\n"
        "  local c = game.hand(me)[1]\n"
        "  is(table.concat(game.card_colors(c), ','), 'blue,yellow', 'colours')\n"
        "  is(game.card_has_color(c, 'yellow'), true, 'yellow') is(game.card_has_color(c, 'red'), false, 'red')\n"
        "  is(table.concat(game.card_traits(c), ','), 'Tester,Dragon Kin', 'traits')\n"
        "  is(game.card_has_trait(c, 'Dragon Kin'), true, 'trait') is(game.card_has_trait(c, 'Dragon'), false, 'part of a trait')\n"
        "  is(game.card_name_has(c, 'Probe'), true, 'name part') is(game.card_name_has(c, 'probe'), false, 'name case')\n"
        "  is(game.card_cost(c), 5, 'cost') is(game.card_has_keyword(c, 'blocker'), true, 'keyword')\n"
        "  is(game.card_has_keyword(c, 'Piercing'), false, 'no keyword')\n"
        "  local d = game.digimon(me)[1]\n"
        "  local calls = 0\n"
        "  is(#game.digimon(me, function(x) calls = calls + 1 return x ~= d end), #game.digimon(me) - 1, 'filtered out')\n"
        "  is(calls, #game.digimon(me), 'filter calls') is(game.digimon(me, function(x) return x == d end)[1], d, 'filtered in')\n"
        "  is(#game.tamers(me, function() return true end), #game.tamers(me), 'tamers filtered')\n"
        "  is(game.sources(d), 0, 'sources') is(game.no_sources(d), true, 'no sources') is(game.has_sources(d), false, 'has sources')\n"
        "  is(game.name(d), 'Test Digimon', 'name') is(game.kind(d), 'Digimon', 'kind') is(game.cost(d), 3, 'cost')\n"
        "  is(table.concat(game.colors(d), ','), 'red', 'colours') is(#game.traits(d), 0, 'traits')\n"
        "  is(game.name_has(d, 'Digi'), true, 'name part') is(game.has_trait(d, 'Tester'), false, 'trait')\n"
        "  is(game.has_keyword(d, 'blocker'), false, 'keyword before')\n"
        "  game.change(me, d, {keywords = {'blocker'}})\n"
        "  is(game.has_keyword(d, 'Blocker'), true, 'keyword granted')\n"
        "  is(game.played_this_turn(d), false, 'played') is(game.attacked_this_turn(d), false, 'attacked')\n"
        /* the API's own tests as filters run in C (list_perms): the same lists as calling them */
        "  game.suspend(d) game.put_under(c, d)\n"
        "  for _, f in ipairs({game.no_sources, game.has_sources, game.suspended}) do\n"
        "    for p = 0, 1 do\n"
        "      local called = game.digimon(p, function(x) return f(x) end)\n"
        "      is(table.concat(game.digimon(p, f), ','), table.concat(called, ','), 'C filter')\n"
        "      is(#called, (f == game.no_sources) == (p == me) and 0 or 1, 'filter result')\n"
        "    end\n"
        "  end\n"
        /* a change table is read in one pass over its entries (read_change), or field by field when
           frozen or bigger than the fields: the same change */
        "  local dp = game.dp(d)\n"
        "  game.change(me, d, {dp = 1000}) is(game.dp(d), dp + 1000, 'plain change')\n"
        "  game.change(me, d, FROZEN) is(game.dp(d), dp + 2000, 'frozen change')\n"
        "  game.change(me, d, {1, 2, 3, 4, 5, 6, 7, 8, 9, dp = 1000}) is(game.dp(d), dp + 3000, 'big change')\n"
        "  game.change(me, d, {['dp\\0'] = 1000, dpx = 1000}) is(game.dp(d), dp + 3000, 'no field')\n"
        "  is(game.has_keyword(d, 'rush'), false, 'no rush') game.change(me, d, {keywords = RUSH})\n"
        "  is(game.has_keyword(d, 'rush'), true, 'a sealed list of keywords')\n"
        "  game.gain_memory(me, 1)\n"
        "end)\n",
        &ls);
    assert_int_equal(ls, DCG_OK);
    dcg_state *st = dcg_state_new();
    position(ctx, st);
    int probe = 2; /* a third card of player 0, in hand */
    st->def[probe] = (uint16_t)dcg_card_find(ctx, "TS-03");
    st->zone[probe] = DCG_ZONE_HAND;
    st->pl[0].hand.cards[st->pl[0].hand.n++] = (uint8_t)probe;
    st->pl[0].n_cards = 3;
    use_option(ctx, st);
    if (saw_event(ctx, DCG_EV_SCRIPT_ERROR)) fail_msg("%s", dcg_script_error(ctx));
    assert_int_equal(dcg_memory(st, 0), 6);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* A script with globals of its own reads its own first, then the shared
** ones (copied into its environment when it was sealed, vm.c), then those a
** library published after it loaded (read through). */
static void test_globals_of_a_script_and_shared(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("function helper() return 1 end\n"
                         "tostring = 'its own'\n"
                         "card:main(function(me)\n"
                         "  if tostring ~= 'its own' then error('its own global is not read first') end\n"
                         "  if type(game.gain_memory) ~= 'function' or helper() ~= 1 then error('a global is missing') end\n"
                         "  if late() ~= 7 then error('a later global is not read') end\n"
                         "  game.gain_memory(me, 1)\n"
                         "end)\n",
                         &st);
    const char lib[] = "function late() return 7 end\n";
    assert_int_equal(dcg_script_lib_source(ctx, "late.lua", lib, sizeof lib - 1), DCG_OK);
    use_option(ctx, st);
    if (saw_event(ctx, DCG_EV_SCRIPT_ERROR)) fail_msg("%s", dcg_script_error(ctx));
    assert_int_equal(dcg_memory(st, 0), 6);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Issue 8, class 7: permanent ids never wrap (id 0 means "none"). An effect
** that plays cards without end gets no id past the last, and the run loop
** then stops the game as a draw with its reason. */
static void test_permanent_ids_never_wrap(void **s)
{
    (void)s;
    dcg_state *st;
    dcg_ctx *ctx = ready("card:main(function(me) game.gain_memory(me, 1) end)\n", &st);
    st->next_perm = UINT16_MAX;
    assert_int_equal(dcg_place(ctx, st, 0, false), DCG_NO_PERM); /* the Option in hand stays there */
    assert_int_equal(st->zone[0], DCG_ZONE_HAND);
    st->next_perm = DCG_PERM_ID_LIMIT;
    use_option(ctx, st);
    assert_int_equal(dcg_winner(st), 2);
    assert_int_equal(st->win_reason, DCG_WIN_ID_LIMIT);
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Issue 8, class 7: more than 65,536 effect declarations in all must not
** wrap a 16-bit index (a card would run another card's effect). */
static void test_effect_index_past_16_bits(void **s)
{
    (void)s;
    enum { CARDS_N = 2100 };
    char *json = test_option_cards("TX", CARDS_N), path[512];
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, json, "many cards"), DCG_OK);
    free(json);
    snprintf(dir, sizeof dir, "/tmp/dcg-test-effects-%d", (int)getpid());
    mkdir(dir, 0700);
    for (int i = 0; i < CARDS_N; i++) {
        snprintf(path, sizeof path, "%s/TX-%05d.lua", dir, i);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs("for i = 1, 32 do card:main(function(me) end) end\n", f);
        fclose(f);
    }
    assert_int_equal(dcg_load_scripts(ctx, dir), DCG_OK);
    for (int i = 0; i < CARDS_N; i++) {
        snprintf(path, sizeof path, "%s/TX-%05d.lua", dir, i);
        unlink(path);
    }
    rmdir(dir);
    assert_true(ctx->n_effects > 65536);
    int last = dcg_card_find(ctx, "TX-02099");
    const card_effects *fx = card_fx(ctx, last);
    assert_non_null(fx);
    assert_int_equal(fx->first, (CARDS_N - 1) * 32);
    assert_int_equal(fx->n, 32);
    assert_ptr_equal(effect_at(ctx, last, 31), &ctx->effects[CARDS_N * 32 - 1]);
    dcg_ctx_free(ctx);
}

/* card_effects.timings (the fast skip of dcg_attack_rule) names exactly the
** timings of a card's effects, also after its script is loaded again. */
static uint64_t timings_of(const dcg_ctx *ctx, int def)
{
    const card_effects *fx = card_fx(ctx, def);
    uint64_t t = 0;
    for (int i = 0; fx && i < fx->n; i++) t |= 1ull << effect_at(ctx, def, i)->timing;
    return t;
}
static void test_effect_timings(void **s)
{
    (void)s;
    dcg_ctx *ctx = test_ctx();
    for (int def = 0; def < ctx->cap_fx; def++)
        if (card_fx(ctx, def)) assert_true(card_fx(ctx, def)->timings == timings_of(ctx, def));
    int def = dcg_card_find(ctx, "BT3-061");
    assert_true(card_fx(ctx, def)->timings == 1ull << TM_NO_MEMORY_GAIN);
    const char *src = "card:main(function(me) end)\n";
    assert_int_equal(dcg_script_load_source(ctx, "BT3-061.lua", src, strlen(src), def), DCG_OK);
    assert_true(card_fx(ctx, def)->timings == 1ull << TM_MAIN);
    dcg_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_runtime_error),
        cmocka_unit_test(test_endless_loop),
        cmocka_unit_test(test_endless_recursion),
        cmocka_unit_test(test_unbounded_allocation),
        cmocka_unit_test(test_allocation_past_the_arena),
        cmocka_unit_test(test_nested_call_has_its_own_budget),
        cmocka_unit_test(test_memory_charge_exact),
        cmocka_unit_test(test_no_io_os_load),
        cmocka_unit_test(test_checks_cannot_change_the_game),
        cmocka_unit_test(test_endings_from_checks),
        cmocka_unit_test(test_win_is_no_failure),
        cmocka_unit_test(test_load_errors),
        cmocka_unit_test(test_declaration_errors),
        cmocka_unit_test(test_random_is_the_games),
        cmocka_unit_test(test_api_refuses_bad_arguments),
        cmocka_unit_test(test_properties),
        cmocka_unit_test(test_globals_of_a_script_and_shared),
        cmocka_unit_test(test_effect_index_past_16_bits),
        cmocka_unit_test(test_effect_timings),
        cmocka_unit_test(test_permanent_ids_never_wrap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
