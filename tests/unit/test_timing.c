/* test_timing.c: the timing of script effects (comprehensive rules 15-4,
** 17-1-2, detailed rules 1.3). Cards invented for the tests, declared inline. */
#include "support.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DIGI(num, lv, dp) \
    "{\"number\":\"" num "\",\"name\":\"" num "\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":" #lv \
    ",\"play_cost\":1,\"dp\":" #dp "}"
static const char *CARDS =
    "[" DIGI("TT-10", 3, 3000) "," DIGI("TT-13", 3, 3000) "," DIGI("TT-14", 3, 3000) "," DIGI("TT-16", 3, 3000) ","
    DIGI("TT-20", 3, 2000) "," DIGI("TT-41", 3, 3000) "," DIGI("TT-42", 4, 5000) "," DIGI("TT-50", 3, 3000) "," DIGI("TT-60", 4, 6000) ","
    "{\"number\":\"TT-33\",\"name\":\"Strike\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TT-11\",\"name\":\"Watcher\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1},"
    "{\"number\":\"TT-17\",\"name\":\"Sweeper\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1},"
    "{\"number\":\"TT-30\",\"name\":\"Pick\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TT-31\",\"name\":\"Drain\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0},"
    "{\"number\":\"TT-32\",\"name\":\"Rally\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}]";

static const test_script SCRIPTS[] = {
    {"TT-10", "card:on_play(function(me) game.gain_memory(me, 1) end)"},
    {"TT-11", "card:when('digimon_played', function(me) game.gain_memory(me, 1) end)"},
    {"TT-13", "card:on_play(function(me) fx.delete(me, {count = 1}) end)"},
    {"TT-14", "card:on_deletion(function(me) game.gain_memory(me, 2) end)"},
    {"TT-16", "card:on_play(function(me) game.gain_memory(me, 1) end)"},
    {"TT-17", "card:when('digimon_played', function(me, self, c, d) if game.owner(d) == me then game.delete(d) end end)"},
    {"TT-30", "card:main(function(me) fx.delete(me, {count = 1}) end)"},
    {"TT-31", "card:main(function(me) local d = fx.choose_one(me, game.opponent(me))\n"
              "  game.change(me, d, {dp = -3000})\n"
              "  if game.on_field(d) then game.gain_memory(me, 1) end end)"},
    {"TT-32", "card:main(function(me) game.change_all(me, me, 'digimon', {dp = 1000}, 'turn') end)"},
    {"TT-50", "card:on_play(function(me) local d = fx.digimon(game.opponent(me))[1]\n"
              "  if d then game.change(me, d, {dp = -3000}) end end)"},
    {"TT-60", "card:on_deletion(function(me, self)\n"
              "  game.gain_memory(me, game.sources(self) + game.dp(self) // 1000) end)"},
    {"TT-33", "card:main(function(me) local d = fx.digimon(game.opponent(me))[1] if d then game.delete(d) end end)"},
    {"TT-41", "card:when_would('be_deleted', function(me, self)\n"
              "  local d = fx.digimon(game.opponent(me))[1]\n"
              "  if d then game.delete(d) return true end end)"},
};

static dcg_ctx *ctx;
static dcg_state *st;

static test_board B;

static int setup(void **s)
{
    (void)s;
    ctx = test_ctx_inline(CARDS, SCRIPTS, (int)(sizeof SCRIPTS / sizeof *SCRIPTS));
    st = dcg_state_new();
    B = (test_board){ctx, st, {0, 0}};
    return 0;
}

static int teardown(void **s)
{
    (void)s;
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}

/* Main-phase positions (support.h): player 0's turn, memory 5. */
static test_board *board(void) { B.st = st; return &B; } /* st may be a clone */
static int give(int p, const char *number, int zone) { return board_give(board(), p, number, zone); }
static void fresh(void) { board_fresh(board(), "TT-20"); }
static void begin(void) { board_begin(board(), 5); }
static void pick(int kind, int c) { board_pick(board(), kind, c); }

static int decision_kind(void) { return st->dec_kind; }

/* Order of EFFECT events (their cards) in the last call. */
static int effect_order(int *cards, int max)
{
    int n, k = 0;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n && k < max; i++)
        if (ev[i].kind == DCG_EV_EFFECT) cards[k++] = ev[i].card;
    return k;
}

/* 15-4-3-5: simultaneous triggers: the turn player orders theirs (a
** decision), then the non-turn player's resolve. */
static void test_simultaneous_turn_player_first(void **s)
{
    (void)s;
    fresh();
    int digi = give(0, "TT-10", DCG_ZONE_HAND);
    int mine = give(0, "TT-11", DCG_ZONE_BATTLE);
    int theirs = give(1, "TT-11", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_PLAY, digi);
    assert_int_equal(decision_kind(), DCG_DEC_ORDER);
    static dcg_decision d;
    dcg_decision_get(ctx, st, &d);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.n, 2); /* player 0's two effects; player 1's waits */
    pick(DCG_OPT_EFFECT, mine); /* the Tamer's first, by choice */
    int order[8];
    int n = effect_order(order, 8);
    assert_int_equal(n, 3);
    assert_int_equal(order[0], mine);
    assert_int_equal(order[1], digi);
    assert_int_equal(order[2], theirs);
    /* 5 - 1 (cost) + 1 + 1 for player 0, then +1 for player 1 (from player 0's 4, toward 3) */
    assert_int_equal(dcg_memory(st, 0), 5);
}

/* 15-4-5-2: an effect triggered while resolving (derived) resolves before
** the effects already waiting, even the non-turn player's (15-4-5-3). */
static void test_derived_triggers_first(void **s)
{
    (void)s;
    fresh();
    int killer = give(0, "TT-13", DCG_ZONE_HAND);
    int watcher = give(0, "TT-11", DCG_ZONE_BATTLE);
    int victim = give(1, "TT-14", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_PLAY, killer);
    pick(DCG_OPT_EFFECT, killer); /* resolve the deletion first */
    int order[8];
    int n = effect_order(order, 8);
    assert_int_equal(n, 3);
    assert_int_equal(order[0], killer);
    assert_int_equal(order[1], victim); /* player 1's [On Deletion], derived */
    assert_int_equal(order[2], watcher);
    assert_int_equal(st->zone[victim], DCG_ZONE_TRASH);
}

/* 15-4-5, 15-4-3-3: an effect triggered by the rule check after one of
** several simultaneous effects resolved is derived too: it goes before the
** ones still waiting, even the non-turn player's. */
static void test_rule_check_triggers_are_derived(void **s)
{
    (void)s;
    fresh();
    int weakener = give(0, "TT-50", DCG_ZONE_HAND);
    int watcher = give(0, "TT-11", DCG_ZONE_BATTLE);
    int victim = give(1, "TT-14", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_PLAY, weakener);
    pick(DCG_OPT_EFFECT, weakener); /* -3000: the victim is deleted at 0 DP after it */
    int order[8];
    int n = effect_order(order, 8);
    assert_int_equal(n, 3);
    assert_int_equal(order[0], weakener);
    assert_int_equal(order[1], victim); /* its [On Deletion], before the watcher */
    assert_int_equal(order[2], watcher);
}

/* 15-8-3-5, detailed rules 1.3: [On Deletion] reads the Digimon as it was
** when deleted (last-known information): its stack and its DP then. */
static void test_on_deletion_last_known_information(void **s)
{
    (void)s;
    fresh();
    int strike = give(0, "TT-33", DCG_ZONE_HAND);
    give(0, "TT-11", DCG_ZONE_BATTLE);
    int under = give(1, "TT-20", DCG_ZONE_BATTLE);
    int top = give(1, "TT-60", DCG_ZONE_HAND);
    dcg_stack_on(ctx, st, st->pl[1].battle[0].id, top);     /* TT-60 over TT-20: 1 digivolution card */
    mod m = {.cls = MOD_PERM, .perm = st->pl[1].battle[0].id, .side = 1, .until = UNTIL_LEAVES, .dp = 1000};
    dcg_mod_add(st, &m);                                    /* 7000 DP at the deletion */
    st->memory = 5;
    dcg_resume_at(ctx, st, 0, 3, DCG_PHASE_MAIN);
    pick(DCG_OPT_USE, strike);
    assert_int_equal(st->zone[top], DCG_ZONE_TRASH);
    assert_int_equal(st->zone[under], DCG_ZONE_TRASH);
    assert_int_equal(dcg_memory(st, 1), -5 + 1 + 7); /* player 1 gained 1 source + 7 */
}

/* 15-8-3-5 (last-known information): every stack of one deletion is kept
** whole, even the largest (the card ring holds every card of the game);
** the oldest records lose their stacks first, keeping why they left. */
static void test_last_known_information_ring(void **s)
{
    (void)s;
    fresh();
    enum { STACKS = 5, HEIGHT = 4, ROUNDS = 7 }; /* 7 x 20 cards: the ring of 128 wraps in round 7 */
    int cards[STACKS * HEIGHT];
    for (int i = 0; i < STACKS * HEIGHT; i++) cards[i] = give(1, "TT-20", DCG_ZONE_HAND);
    uint16_t first_round[STACKS];
    for (int r = 0; r < ROUNDS; r++) {
        uint16_t ids[STACKS];
        for (int k = 0; k < STACKS; k++) {
            ids[k] = dcg_place(ctx, st, cards[k * HEIGHT], false);
            for (int h = 1; h < HEIGHT; h++) dcg_stack_on(ctx, st, ids[k], cards[k * HEIGHT + h]);
            if (r == 0) first_round[k] = ids[k];
        }
        dcg_delete_set(ctx, st, ids, NULL, STACKS, DCG_DEL_EFFECT);
        assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
        for (int k = 0; k < STACKS; k++) { /* this round's stacks, bottom first */
            const lki *l = &st->lki[(r * STACKS + k) % DCG_MAX_LKI];
            assert_int_equal(l->perm, ids[k]);
            assert_int_equal(l->n, HEIGHT);
            for (int h = 0; h < HEIGHT; h++)
                assert_int_equal(st->lki_cards[(l->at + h) % DCG_LKI_CARDS], cards[k * HEIGHT + h]);
        }
    }
    /* round 7 wrote cards 120..139 of the ring: over round 1's first 12 */
    for (int k = 0; k < STACKS; k++) {
        assert_int_equal(st->lki[k].perm, first_round[k]);
        assert_int_equal(st->lki[k].cause, DCG_DEL_EFFECT);
        assert_int_equal(st->lki[k].n, k < 3 ? 0 : HEIGHT);
    }
}

/* 15-8-3-5: an [On Deletion] effect that reads its Digimon after more
** cards were deleted than the ring of deleted stacks holds fails, naming
** the limit (it never reads another Digimon's cards). */
static void test_last_known_information_gone(void **s)
{
    (void)s;
    fresh();
    int top = give(1, "TT-60", DCG_ZONE_BATTLE); /* [On Deletion]: reads its sources and DP */
    uint16_t gone = st->pl[1].battle[0].id;
    dcg_delete_set(ctx, st, &gone, NULL, 1, DCG_DEL_EFFECT);
    assert_int_equal(st->n_pending, 1);
    int cards[4];
    for (int i = 0; i < 4; i++) cards[i] = give(0, "TT-20", DCG_ZONE_HAND);
    for (int r = 0; r < DCG_LKI_CARDS / 4; r++) { /* a stack of 4, deleted over and over: the ring goes round */
        uint16_t id = dcg_place(ctx, st, cards[0], false);
        for (int h = 1; h < 4; h++) dcg_stack_on(ctx, st, id, cards[h]);
        dcg_delete_set(ctx, st, &id, NULL, 1, DCG_DEL_EFFECT);
    }
    assert_int_equal(st->n_pending, 1);
    int errors = dcg_script_error_count(ctx);
    st->memory = 5;
    dcg_resume_at(ctx, st, 0, 3, DCG_PHASE_MAIN);
    assert_int_equal(st->zone[top], DCG_ZONE_TRASH);
    assert_int_equal(dcg_script_error_count(ctx), errors + 1);
    assert_non_null(strstr(dcg_script_error(ctx), "DCG_MAX_CARDS"));
    assert_int_equal(dcg_memory(st, 0), 5); /* its player gained nothing */
}

/* 15-4-4-3: a pending effect whose card left the area is not activated. */
static void test_pending_cancelled_when_source_left(void **s)
{
    (void)s;
    fresh();
    int digi = give(0, "TT-16", DCG_ZONE_HAND);
    int sweeper = give(0, "TT-17", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_PLAY, digi);
    pick(DCG_OPT_EFFECT, sweeper); /* deletes the played Digimon first */
    assert_int_equal(st->zone[digi], DCG_ZONE_TRASH);
    assert_int_equal(dcg_memory(st, 0), 4); /* its [On Play] +1 never came */
    int order[8];
    assert_int_equal(effect_order(order, 8), 1);
}

/* 17-1-2-2: a Digimon at 0 DP is deleted by the rule check after the effect. */
static void test_zero_dp_deleted_after_effect(void **s)
{
    (void)s;
    fresh();
    int drain = give(0, "TT-31", DCG_ZONE_HAND);
    give(0, "TT-11", DCG_ZONE_BATTLE); /* a red card for the color requirement */
    int foe = give(1, "TT-10", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_USE, drain);
    assert_int_equal(dcg_memory(st, 0), 6); /* still on the field inside the effect */
    assert_int_equal(st->zone[foe], DCG_ZONE_TRASH);
    assert_int_equal(st->zone[drain], DCG_ZONE_TRASH); /* 9-1-5 */
}

/* A continuous effect on "all your Digimon" reaches a Digimon played after
** it; a change to a chosen Digimon stays with that one. */
static void test_all_your_digimon_reach_later_ones(void **s)
{
    (void)s;
    fresh();
    int rally = give(0, "TT-32", DCG_ZONE_HAND);
    int later = give(0, "TT-20", DCG_ZONE_HAND);
    give(0, "TT-11", DCG_ZONE_BATTLE); /* a red Tamer for the color requirement */
    give(1, "TT-20", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_USE, rally);
    pick(DCG_OPT_PLAY, later);
    static dcg_perm_info info[4];
    int n = dcg_perms(ctx, st, 0, info, 4), seen = 0;
    for (int i = 0; i < n; i++)
        if (info[i].cards[info[i].n - 1] == later) {
            assert_int_equal(info[i].dp, 3000); /* 2000 + 1000 */
            seen = 1;
        }
    assert_true(seen);
    dcg_perms(ctx, st, 1, info, 4);
    assert_int_equal(info[0].dp, 2000); /* the opponent's are not reached */
}

/* A clone taken while an effect waits for a choice, and the original, given
** the same answers, end the same (DESIGN: scripts that wait for a choice). */
static void test_clone_while_effect_waits(void **s)
{
    (void)s;
    fresh();
    int pickc = give(0, "TT-30", DCG_ZONE_HAND);
    give(0, "TT-11", DCG_ZONE_BATTLE);
    give(1, "TT-20", DCG_ZONE_BATTLE);
    int b = give(1, "TT-10", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_USE, pickc);
    assert_int_equal(decision_kind(), DCG_DEC_TARGET);
    dcg_state *clone = dcg_state_new();
    dcg_state_copy(clone, st);
    pick(DCG_OPT_CARD, b);
    int n1;
    const dcg_event *e1 = dcg_events(ctx, &n1);
    dcg_event copy[64];
    assert_true(n1 <= 64);
    memcpy(copy, e1, sizeof *e1 * (size_t)n1);
    dcg_state *orig = st;
    st = clone;
    pick(DCG_OPT_CARD, b);
    int n2;
    const dcg_event *e2 = dcg_events(ctx, &n2);
    assert_int_equal(n1, n2);
    for (int i = 0; i < n1; i++) {
        assert_int_equal(copy[i].kind, e2[i].kind);
        assert_int_equal(copy[i].card, e2[i].card);
        assert_int_equal(copy[i].a, e2[i].a);
    }
    assert_true(dcg_state_hash(clone) == dcg_state_hash(orig));
    assert_int_equal(clone->zone[b], DCG_ZONE_TRASH);
    st = orig;
    dcg_state_free(clone);
}

/* An invalid answer to an effect's question is refused and changes nothing. */
static void test_invalid_choice_refused(void **s)
{
    (void)s;
    fresh();
    int pickc = give(0, "TT-30", DCG_ZONE_HAND);
    give(0, "TT-11", DCG_ZONE_BATTLE);
    give(1, "TT-20", DCG_ZONE_BATTLE);
    give(1, "TT-10", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_USE, pickc);
    uint64_t h = dcg_state_hash(st);
    assert_int_equal(dcg_answer(ctx, st, 7), DCG_EINVAL);
    assert_true(dcg_state_hash(st) == h);
}

/* 15-8-5, detailed rules 1.3: a "would be deleted" effect interrupts the
** deletion, and activates once per chain: both players' "delete one of the
** opponent's Digimon instead" effects end with the first target deleted. */
static void test_would_effects_once_per_chain(void **s)
{
    (void)s;
    fresh();
    int strike = give(0, "TT-33", DCG_ZONE_HAND);
    int mine = give(0, "TT-41", DCG_ZONE_BATTLE);
    int theirs = give(1, "TT-41", DCG_ZONE_BATTLE);
    begin();
    pick(DCG_OPT_USE, strike);
    assert_int_equal(st->zone[theirs], DCG_ZONE_TRASH);
    assert_int_equal(st->zone[mine], DCG_ZONE_BATTLE);
    int order[8];
    assert_int_equal(effect_order(order, 8), 3); /* Strike, theirs, mine; theirs not twice */
    assert_int_equal(order[1], theirs);
    assert_int_equal(order[2], mine);
}

/* A "would be deleted" effect that prevents it, on a deletion in battle. */
static void test_would_effect_prevents_battle_deletion(void **s)
{
    (void)s;
    fresh();
    int attacker = give(0, "TT-42", DCG_ZONE_BATTLE);
    int guard = give(1, "TT-41", DCG_ZONE_BATTLE);
    int other = give(1, "TT-20", DCG_ZONE_BATTLE);
    st->pl[0].battle[0].entered_turn = 1;
    st->pl[1].battle[0].suspended = 1;
    begin();
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    int atk = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DCG_OPT_ATTACK && d.options[i].target == st->pl[1].battle[0].id) atk = i;
    assert_true(atk >= 0);
    assert_int_equal(dcg_answer(ctx, st, atk), DCG_OK); /* 5000 vs 3000: the guard would be deleted */
    assert_int_equal(st->zone[guard], DCG_ZONE_BATTLE);   /* saved itself by deleting the attacker */
    assert_int_equal(st->zone[attacker], DCG_ZONE_TRASH);
    assert_int_equal(st->zone[other], DCG_ZONE_BATTLE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_simultaneous_turn_player_first),
        cmocka_unit_test(test_derived_triggers_first),
        cmocka_unit_test(test_rule_check_triggers_are_derived),
        cmocka_unit_test(test_on_deletion_last_known_information),
        cmocka_unit_test(test_last_known_information_ring),
        cmocka_unit_test(test_last_known_information_gone),
        cmocka_unit_test(test_pending_cancelled_when_source_left),
        cmocka_unit_test(test_zero_dp_deleted_after_effect),
        cmocka_unit_test(test_all_your_digimon_reach_later_ones),
        cmocka_unit_test(test_clone_while_effect_waits),
        cmocka_unit_test(test_invalid_choice_refused),
        cmocka_unit_test(test_would_effects_once_per_chain),
        cmocka_unit_test(test_would_effect_prevents_battle_deletion),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
