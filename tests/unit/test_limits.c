/* test_limits.c: every limit of dcg_limits.h that a game can reach, at the
** limit and one past it: past it, the effect that reached it fails with a
** script error naming the limit, nothing is corrupted and the game goes on.
** The tests read the limits, so they pass in the tiny-limits build too.
** Cards invented for the tests, declared inline. */
#include "support.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>

static const char *CARDS =
    "[{\"number\":\"TM-01\",\"name\":\"Asker\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-02\",\"name\":\"Picker\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-03\",\"name\":\"Watcher\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-04\",\"name\":\"Flicker\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-05\",\"name\":\"Many\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-06\",\"name\":\"Booster\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-07\",\"name\":\"Sweep\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-08\",\"name\":\"Legacy\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":1000},"
    "{\"number\":\"TM-10\",\"name\":\"Filler\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":3000},"
    "{\"number\":\"TM-11\",\"name\":\"Asker+\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-14\",\"name\":\"Flicker+\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-16\",\"name\":\"Booster+\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-17\",\"name\":\"Later\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-18\",\"name\":\"Later+\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-19\",\"name\":\"Meter\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TM-21\",\"name\":\"Lifted\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":1000},"
    "{\"number\":\"TM-22\",\"name\":\"Reader\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}]";

/* Scripts that go to a limit (TM-01, TM-04, TM-06) or one past it (TM-11,
** TM-14, TM-16): written with the limits of this build. */
static char scripts_text[8][256];
static test_script SCRIPTS[] = {
    {"TM-01", NULL}, {"TM-11", NULL}, {"TM-04", NULL}, {"TM-14", NULL}, {"TM-06", NULL}, {"TM-16", NULL},
    {"TM-17", NULL}, {"TM-18", NULL},
    {"TM-02", "card:main(function(me) local c = game.choose(me, game.trash_cards(me), 1, 1, 'cards')[1]\n"
              "  game.to_hand(c) end)"},
    {"TM-03", "card:when('digimon_suspended', function(me) game.gain_memory(me, 1) end)"},
    {"TM-05", "for i = 1, 12 do card:activated(function(me) game.gain_memory(me, 1) end, {once_per_turn = true}) end"},
    {"TM-07", "card:main(function(me) game.delete(fx.digimon(game.opponent(me))) end)"},
    {"TM-08", "card:on_deletion(function(me) game.gain_memory(me, 1) end)"},
    {"TM-19", "card:main(function(me) game.gain_memory(me, 1) end)"},
    {"TM-21", "card:static{dp = function() return 1000 end}"},
    {"TM-22", "card:main(function(me) if game.dp(fx.digimon(game.opponent(me))[1]) == 2000 then game.gain_memory(me, 1) end end)"},
};

static void write_scripts(void)
{
    for (int i = 0; i < 8; i++) {
        int extra = i % 2;
        if (i / 2 == 0)
            snprintf(scripts_text[i], sizeof scripts_text[i],
                     "card:main(function(me) for i = 1, %d do game.yes_no(me) end game.gain_memory(me, 1) end)",
                     DCG_MAX_ANSWERS + extra);
        else if (i / 2 == 1)
            snprintf(scripts_text[i], sizeof scripts_text[i],
                     "card:main(function(me) local d = fx.digimon(me)[1]\n"
                     "  for i = 1, %d do game.suspend(d) game.unsuspend(d) end end)",
                     DCG_MAX_PENDING + extra);
        else if (i / 2 == 2)
            snprintf(scripts_text[i], sizeof scripts_text[i],
                     "card:main(function(me) for i = 1, %d do game.change(me, fx.digimon(me)[1], {dp = 1000}) end end)",
                     DCG_MAX_MODS + extra);
        else /* delayed effects: each loses 1 memory at the end of the turn */
            snprintf(scripts_text[i], sizeof scripts_text[i],
                     "local h = card:delayed(function(me) game.lose_memory(me, 1) end)\n"
                     "card:main(function(me) for i = 1, %d do game.at_end_of('turn', h) end end)",
                     DCG_MAX_DELAYED + extra);
        SCRIPTS[i].lua = scripts_text[i];
    }
}

static test_board B;
#define ctx (B.ctx)
#define st (B.st)

static int setup(void **s)
{
    (void)s;
    write_scripts();
    board_open(&B, CARDS, SCRIPTS, (int)(sizeof SCRIPTS / sizeof *SCRIPTS));
    return 0;
}

static int teardown(void **s)
{
    (void)s;
    board_close(&B);
    return 0;
}

static int count_events(int kind) { return test_count_events(ctx, kind); }

/* Answer "yes" while the engine asks yes/no; returns how many it asked. */
static int answer_yes(void)
{
    int asked = 0;
    while (st->dec_kind == DCG_DEC_YESNO) {
        board_pick(&B, DCG_OPT_YES, -1);
        asked++;
    }
    return asked;
}

static void use_asker(const char *number)
{
    board_fresh(&B, "TM-10");
    board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE); /* 9-1: the Option's color in play */
    int c = board_give(&B, 0, number, DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_USE, c);
}

/* DCG_MAX_ANSWERS questions in one effect: all asked, the effect completes. */
static void test_answers_at_limit(void **s)
{
    (void)s;
    use_asker("TM-01");
    assert_int_equal(answer_yes(), DCG_MAX_ANSWERS);
    assert_int_equal(dcg_memory(st, 0), 4);
    assert_int_equal(count_events(DCG_EV_SCRIPT_ERROR), 0);
}

/* One more: the effect fails naming the limit; the game goes on. */
static void test_answers_past_limit(void **s)
{
    (void)s;
    use_asker("TM-11");
    assert_int_equal(answer_yes(), DCG_MAX_ANSWERS);
    assert_int_equal(count_events(DCG_EV_SCRIPT_ERROR), 1);
    assert_non_null(strstr(dcg_script_error(ctx), "DCG_MAX_ANSWERS"));
    assert_non_null(strstr(dcg_script_error(ctx), "TM-11"));
    assert_int_equal(dcg_memory(st, 0), 3); /* the effect did nothing */
    assert_int_equal(st->dec_kind, DCG_DEC_MAIN);
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
}

/* A choice over a whole trash: every card is offered. */
static void test_choice_over_a_zone(void **s)
{
    (void)s;
    board_fresh(&B, "TM-10");
    int n = DCG_MAX_ASK < DCG_PLAYER_CARDS - 8 ? DCG_MAX_ASK : DCG_PLAYER_CARDS - 8, last = -1;
    for (int i = 0; i < n; i++) {
        last = board_give(&B, 0, "TM-10", DCG_ZONE_HAND);
        dcg_move(ctx, st, last, DCG_ZONE_TRASH, false);
    }
    board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, "TM-02", DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_USE, c);
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(d.kind, DCG_DEC_TARGET);
    assert_int_equal(d.n, n);
    board_pick(&B, DCG_OPT_CARD, last);
    assert_int_equal(st->zone[last], DCG_ZONE_HAND);
}

/* Triggers: DCG_MAX_PENDING wait at once; one more is lost with an error. */
static void flicker(const char *number, int expect_errors)
{
    board_fresh(&B, "TM-10");
    board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE);
    board_give(&B, 0, "TM-03", DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, number, DCG_ZONE_HAND);
    board_begin(&B, 0);
    int errors = ctx->n_script_errors, resolved = 0;
    board_pick(&B, DCG_OPT_USE, c);
    assert_int_equal(ctx->n_script_errors - errors, expect_errors); /* before any resolves */
    while (st->dec_kind == DCG_DEC_ORDER) {
        board_pick(&B, DCG_OPT_EFFECT, -1);
        resolved++;
    }
    assert_int_equal(resolved, DCG_MAX_PENDING - 1); /* the last one resolves without a choice */
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
}

static void test_pending_at_limit(void **s)
{
    (void)s;
    flicker("TM-04", 0);
}

static void test_pending_past_limit(void **s)
{
    (void)s;
    flicker("TM-14", 1);
    assert_non_null(strstr(dcg_script_error(ctx), "DCG_MAX_PENDING"));
}

/* [Once Per Turn] holds for every effect of a card, the 9th and later too. */
static void test_once_per_turn_every_effect(void **s)
{
    (void)s;
    board_fresh(&B, "TM-10");
    int many = board_give(&B, 0, "TM-05", DCG_ZONE_BATTLE);
    board_begin(&B, 0);
    static dcg_decision d;
    for (int k = 0; k < 12; k++) {
        assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
        int i = 0;
        while (i < d.n && !(d.options[i].kind == DCG_OPT_ACTIVATE && d.options[i].req == 11 - k)) i++;
        if (i == d.n) fail_msg("effect %d of the card is not offered", 11 - k);
        assert_int_equal(dcg_answer(ctx, st, i), DCG_OK);
        assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
        for (i = 0; i < d.n; i++)
            if (d.options[i].kind == DCG_OPT_ACTIVATE && d.options[i].card == many && d.options[i].req == 11 - k)
                fail_msg("effect %d is offered again in the same turn", 11 - k);
    }
}

/* Use the Option at (extra 0) or one past (extra 1) a limit named name, next
** to a Digimon: past it, the effect fails naming the limit. */
static void use_at_limit(int extra, const char *at, const char *past, const char *name)
{
    board_fresh(&B, "TM-10");
    board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, extra ? past : at, DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_USE, c);
    assert_int_equal(count_events(DCG_EV_SCRIPT_ERROR), extra);
    if (extra) assert_non_null(strstr(dcg_script_error(ctx), name));
}

/* Changes in play: DCG_MAX_MODS fit; one more fails naming the limit. */
static void test_mods_limit(void **s)
{
    (void)s;
    for (int extra = 0; extra < 2; extra++) {
        use_at_limit(extra, "TM-06", "TM-16", "DCG_MAX_MODS");
        assert_int_equal(st->mods_n, extra ? 0 : DCG_MAX_MODS); /* a failed effect changes nothing */
    }
}

/* Delayed effects: DCG_MAX_DELAYED wait at once; one more fails naming the
** limit, and the failed effect schedules none. */
static void test_delayed_limit(void **s)
{
    (void)s;
    for (int extra = 0; extra < 2; extra++) {
        use_at_limit(extra, "TM-17", "TM-18", "DCG_MAX_DELAYED");
        int waiting = 0;
        for (int i = 0; i < DCG_MAX_DELAYED; i++) waiting += st->delayed[i].when != DELAY_NONE;
        assert_int_equal(waiting, extra ? 0 : DCG_MAX_DELAYED);
    }
}

/* Every Digimon of a full battle area deleted at once: each [On Deletion]
** effect reads its own last-known information and resolves. */
static void test_many_deleted_at_once(void **s)
{
    (void)s;
    board_fresh(&B, "TM-10");
    int n = DCG_MAX_PENDING < 6 ? DCG_MAX_PENDING : 6; /* the last-known information of more than 4 (the old ring) */
    for (int i = 0; i < n; i++) board_give(&B, 1, "TM-08", DCG_ZONE_BATTLE);
    board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, "TM-07", DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_USE, c);
    while (st->dec_kind == DCG_DEC_ORDER) board_pick(&B, DCG_OPT_EFFECT, -1);
    assert_int_equal(st->pl[1].n_battle, 0);
    assert_int_equal(count_events(DCG_EV_SCRIPT_ERROR), 0);
    assert_int_equal(dcg_memory(st, 1), n - 3); /* each gave player 1 one memory */
}

/* The number of card c has spent units of its game budget: every copy. */
static void spend(int c, int units)
{
    for (int k = 0; k < DCG_MAX_CARDS; k++)
        if (st->def[k] == st->def[c]) st->script_spent[k] = (uint16_t)units;
}

/* The game budget of a card number (DCG_SCRIPT_GAME_BUDGET, counted in
** units of DCG_SCRIPT_UNIT, a call at least one): an effect that leaves it
** short of the limit runs; one that reaches it fails naming it, and its
** card is disabled for the rest of the game. What the effect spent stays
** spent although it failed. */
static void test_game_budget_limit(void **s)
{
    (void)s;
    for (int extra = 0; extra < 2; extra++) {
        board_fresh(&B, "TM-10");
        board_give(&B, 0, "TM-10", DCG_ZONE_BATTLE);
        int c = board_give(&B, 0, "TM-19", DCG_ZONE_HAND);
        board_begin(&B, 3);
        spend(c, DCG_SCRIPT_GAME_UNITS - 2 + extra);
        board_pick(&B, DCG_OPT_USE, c);
        assert_int_equal(count_events(DCG_EV_SCRIPT_ERROR), extra);
        assert_int_equal(dcg_memory(st, 0), extra ? 3 : 4);
        assert_int_equal(st->script_spent[c], DCG_SCRIPT_GAME_UNITS - 1 + extra);
        assert_int_equal(dcg_card_disabled(st, c), extra);
        if (extra) assert_non_null(strstr(dcg_script_error(ctx), "per-game budget (10000000 instructions) is used up"));
    }
}

/* It is per card number: the value function of the opponent's copy that
** uses it up disables this player's copy too (both Digimon lose +1000 DP).
** The effect that read it goes on, charged nothing of it. */
static void test_game_budget_per_number(void **s)
{
    (void)s;
    board_fresh(&B, "TM-10");
    int own = board_give(&B, 0, "TM-21", DCG_ZONE_BATTLE), foe = board_give(&B, 1, "TM-21", DCG_ZONE_BATTLE);
    int c = board_give(&B, 0, "TM-22", DCG_ZONE_HAND);
    board_begin(&B, 3);
    spend(own, DCG_SCRIPT_GAME_UNITS - 1);
    board_pick(&B, DCG_OPT_USE, c);
    assert_true(dcg_card_disabled(st, own) && dcg_card_disabled(st, foe));
    assert_int_equal(dcg_memory(st, 0), 3); /* it read 1000 DP */
    assert_int_equal(st->script_spent[c], 1);
    assert_non_null(strstr(dcg_script_error(ctx), "TM-21"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_answers_at_limit),
        cmocka_unit_test(test_answers_past_limit),
        cmocka_unit_test(test_choice_over_a_zone),
        cmocka_unit_test(test_pending_at_limit),
        cmocka_unit_test(test_pending_past_limit),
        cmocka_unit_test(test_once_per_turn_every_effect),
        cmocka_unit_test(test_mods_limit),
        cmocka_unit_test(test_delayed_limit),
        cmocka_unit_test(test_many_deleted_at_once),
        cmocka_unit_test(test_game_budget_limit),
        cmocka_unit_test(test_game_budget_per_number),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
