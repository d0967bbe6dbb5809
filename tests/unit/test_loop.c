/* test_loop.c: infinite loops (comprehensive rules 18-3) and the per-game
** decision limit. Cards invented for the tests, declared inline. */
#include "support.h"
#include <stdlib.h>

static const char *CARDS =
    "[{\"number\":\"TL-01\",\"name\":\"Echo\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TL-02\",\"name\":\"Idler\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TL-03\",\"name\":\"Toggler\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TL-04\",\"name\":\"Rewinder\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TL-10\",\"name\":\"Filler\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
    "\"play_cost\":3,\"dp\":3000}]";

static const test_script SCRIPTS[] = {
    /* a mandatory loop: every memory gain gains memory again */
    {"TL-01", "card:on_play(function(me) game.gain_memory(me, 1) end)\n"
              "card:when('memory_gained', function(me) game.gain_memory(me, 1) end)"},
    /* a free [Main] effect without a limit that changes nothing */
    {"TL-02", "card:activated(function(me) end)"},
    /* a free [Main] effect that suspends or unsuspends a Digimon: two steps back to the start */
    {"TL-03", "card:activated(function(me) local d = fx.digimon(me)[1]\n"
              "  if game.suspended(d) then game.unsuspend(d) else game.suspend(d) end end)"},
    /* at the end of its player's turn, the memory comes back: passing never ends the turn */
    {"TL-04", "card:end_of_your_turn(function(me) game.gain_memory(me, 10) end)"},
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

static int count_events(int kind) { return test_count_events(ctx, kind); }

static bool offered(int kind, int card)
{
    static dcg_decision d;
    if (dcg_decision_get(ctx, st, &d) != DCG_OK) return false;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == kind && d.options[i].card == card) return true;
    return false;
}

/* 18-3-2: a loop no player can stop ends the game in a draw. */
static void test_mandatory_loop_is_a_draw(void **s)
{
    (void)s;
    board_fresh(&B, "TL-10");
    int echo = board_give(&B, 0, "TL-01", DCG_ZONE_HAND);
    board_begin(&B, 3);
    board_pick(&B, DCG_OPT_PLAY, echo);
    assert_int_equal(dcg_winner(st), 2);
    assert_int_equal(st->win_reason, DCG_WIN_LOOP);
    assert_int_equal(count_events(DCG_EV_GAME_OVER), 1);
}

/* 18-3-3: a loop the turn player can stop: once it is found (on its second
** round: the first makes the engine watch), the player declares a count;
** then the same loop is not offered again. */
static void test_optional_loop_declared_then_closed(void **s)
{
    (void)s;
    board_fresh(&B, "TL-10");
    int idler = board_give(&B, 0, "TL-02", DCG_ZONE_BATTLE);
    board_begin(&B, 3);
    assert_true(offered(DCG_OPT_ACTIVATE, idler));
    board_pick(&B, DCG_OPT_ACTIVATE, idler);
    assert_int_equal(st->dec_kind, DCG_DEC_MAIN);
    board_pick(&B, DCG_OPT_ACTIVATE, idler);
    assert_int_equal(st->dec_kind, DCG_DEC_LOOP); /* the position recurred */
    assert_int_equal(st->dec_player, 0);
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_true(d.n > 1);
    assert_int_equal(d.options[0].kind, DCG_OPT_NUMBER);
    board_pick(&B, DCG_OPT_NUMBER, -1);
    assert_int_equal(count_events(DCG_EV_LOOP), 1);
    assert_int_equal(st->dec_kind, DCG_DEC_MAIN);
    assert_false(offered(DCG_OPT_ACTIVATE, idler)); /* can't be performed again */
    /* the next turn of the player, the effect is offered again */
    board_pick(&B, DCG_OPT_PASS, -1);
    assert_int_equal(dcg_turn_player(st), 1);
}

/* A loop of two activations (suspend, unsuspend) is found when the first
** position comes back; the answer that started it is closed there only. */
static void test_two_step_loop(void **s)
{
    (void)s;
    board_fresh(&B, "TL-10");
    int toggler = board_give(&B, 0, "TL-03", DCG_ZONE_BATTLE);
    board_give(&B, 0, "TL-10", DCG_ZONE_BATTLE);
    board_begin(&B, 3);
    for (int round = 0; round < 2; round++) {
        board_pick(&B, DCG_OPT_ACTIVATE, toggler); /* suspends */
        assert_int_equal(st->dec_kind, DCG_DEC_MAIN);
        board_pick(&B, DCG_OPT_ACTIVATE, toggler); /* unsuspends: back at the start */
    }
    assert_int_equal(st->dec_kind, DCG_DEC_LOOP);
    board_pick(&B, DCG_OPT_NUMBER, -1);
    assert_false(offered(DCG_OPT_ACTIVATE, toggler));
}

/* 18-3-2: a loop whose only way on is the answer that started it (passing,
** when the end of the turn brings the memory back) is one no player can
** stop: a draw, not a decision without options (found by fuzz_script). */
static void test_loop_with_no_other_answer_is_a_draw(void **s)
{
    (void)s;
    board_fresh(&B, "TL-10");
    board_give(&B, 0, "TL-04", DCG_ZONE_BATTLE);
    board_begin(&B, 3);
    for (int i = 0; i < 4 && dcg_winner(st) < 0; i++) {
        static dcg_decision d;
        assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
        assert_true(d.n > 0);
        if (st->dec_kind == DCG_DEC_LOOP) board_pick(&B, DCG_OPT_NUMBER, -1);
        else board_pick(&B, DCG_OPT_PASS, -1);
    }
    assert_int_equal(dcg_winner(st), 2);
    assert_int_equal(st->win_reason, DCG_WIN_LOOP);
}

/* A game that asks for ever is stopped at DCG_MAX_DECISIONS with an error
** that names the limit; the game is then over. */
static void test_decision_limit(void **s)
{
    (void)s;
    board_fresh(&B, "TL-10");
    board_give(&B, 0, "TL-02", DCG_ZONE_BATTLE);
    board_begin(&B, 3);
    st->n_answers = DCG_MAX_DECISIONS;
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(dcg_answer(ctx, st, 0), DCG_ELIMIT);
    assert_non_null(strstr(dcg_errmsg(ctx), "DCG_MAX_DECISIONS"));
    assert_int_equal(dcg_winner(st), 2);
    assert_int_equal(st->win_reason, DCG_WIN_DECISION_LIMIT);
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_EOVER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mandatory_loop_is_a_draw),
        cmocka_unit_test(test_optional_loop_declared_then_closed),
        cmocka_unit_test(test_two_step_loop),
        cmocka_unit_test(test_loop_with_no_other_answer_is_a_draw),
        cmocka_unit_test(test_decision_limit),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
