/* test_board_api.c: building a position through the public board header
** (dcg_board.h) and reading it back through dcg.h only: listing orders,
** stacks, limits that leave the position as it was, modifiers, resuming
** play, and the read functions for waiting effects and the processing area. */
#include "support.h"
#include "dcg_board.h"

static dcg_ctx *ctx;
static dcg_state *st;
static int setup(void **s) { (void)s; ctx = test_ctx(); st = dcg_state_new(); return 0; }
static int teardown(void **s) { (void)s; dcg_state_free(st); dcg_ctx_free(ctx); return 0; }

static int card(const char *number)
{
    int def = dcg_card_find(ctx, number);
    assert_true(def >= 0);
    return def;
}

static const char *number_of(int instance) { return dcg_card_at(ctx, dcg_card_of(st, instance))->number; }

/* Deck and security are read top first: put at the bottom in listed order,
** the first card put is the top. The hand keeps the order cards arrive in. */
static void test_piles_in_order(void **s)
{
    (void)s;
    dcg_board_new(st, NULL);
    int before = 0;
    dcg_events(ctx, &before);
    const char *deck[] = {"ST1-03", "ST1-06", "ST1-07"};
    for (int i = 0; i < 3; i++) assert_true(dcg_board_card(ctx, st, 0, card(deck[i]), DCG_ZONE_DECK, 1) >= 0);
    int top = dcg_board_card(ctx, st, 0, card("ST1-16"), DCG_ZONE_DECK, 0);
    assert_int_equal(dcg_board_card(ctx, st, 1, card("ST2-02"), DCG_ZONE_HAND, 0), DCG_PLAYER_CARDS);
    uint8_t ids[DCG_PLAYER_CARDS];
    assert_int_equal(dcg_zone_cards(st, 0, DCG_ZONE_DECK, ids, DCG_PLAYER_CARDS), 4);
    assert_int_equal(ids[0], top);
    for (int i = 0; i < 3; i++) assert_string_equal(number_of(ids[i + 1]), deck[i]);
    assert_int_equal(dcg_zone_of(st, top), DCG_ZONE_DECK);
    assert_int_equal(dcg_zone_cards(st, 1, DCG_ZONE_HAND, ids, DCG_PLAYER_CARDS), 1);
    int after = 0;
    dcg_events(ctx, &after);
    assert_int_equal(after, before); /* building is not play: no events */
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
    /* a pile only: a card alone cannot go to the battle area */
    assert_int_equal(dcg_board_card(ctx, st, 0, card("ST1-03"), DCG_ZONE_BATTLE, 0), -1);
    assert_int_equal(dcg_board_card(ctx, st, 2, card("ST1-03"), DCG_ZONE_HAND, 0), -1);
}

/* Stacks bottom first; one breeding stack; each limit refused with a
** message and the position unchanged. */
static void test_stacks_and_limits(void **s)
{
    (void)s;
    dcg_board_new(st, NULL);
    int egg[] = {card("ST1-01")}, greymon[] = {card("ST1-01"), card("ST1-03"), card("ST1-07")};
    uint16_t bred = dcg_board_stack(ctx, st, 0, egg, 1, 1);
    uint16_t grey = dcg_board_stack(ctx, st, 0, greymon, 3, 0);
    assert_true(bred && grey && bred != grey);
    dcg_perm_info all[DCG_MAX_PERMS + 1];
    assert_int_equal(dcg_stacks(st, 0, all, DCG_MAX_PERMS + 1), 2);
    assert_int_equal(all[0].id, grey); /* battle area first, then breeding */
    assert_int_equal(all[0].n, 3);
    assert_string_equal(number_of(all[0].cards[0]), "ST1-01");
    assert_string_equal(number_of(all[0].cards[2]), "ST1-07");
    assert_true(all[1].in_breeding);
    uint64_t hash = dcg_state_hash(st);
    assert_int_equal(dcg_board_stack(ctx, st, 0, egg, 1, 1), 0);
    assert_non_null(strstr(dcg_errmsg(ctx), "breeding area"));
    assert_int_equal(dcg_board_stack(ctx, st, 0, egg, 0, 0), 0);
    for (int i = 0; i < DCG_MAX_PERMS; i++) assert_true(dcg_board_stack(ctx, st, 1, egg, 1, 0));
    hash = dcg_state_hash(st);
    assert_int_equal(dcg_board_stack(ctx, st, 1, egg, 1, 0), 0); /* the battle area is full */
    assert_non_null(strstr(dcg_errmsg(ctx), "too many Digimon"));
    assert_int_equal(dcg_state_hash(st), hash);
    while (dcg_board_card(ctx, st, 0, card("ST1-03"), DCG_ZONE_TRASH, 0) >= 0) {}
    assert_non_null(strstr(dcg_errmsg(ctx), "too many cards"));
    hash = dcg_state_hash(st);
    assert_int_equal(dcg_board_stack(ctx, st, 0, greymon, 3, 0), 0);
    assert_int_equal(dcg_state_hash(st), hash);
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
    assert_int_equal(dcg_board_suspend(ctx, st, 999, 1), DCG_EINVAL);
}

/* A modifier and the field's state read back with dcg_perms after play
** resumes; a Digimon that entered this turn cannot attack (7-1-2-1). */
static void test_modify_and_resume(void **s)
{
    (void)s;
    dcg_board_new(st, NULL);
    int agumon[] = {card("ST1-03")}, gabumon[] = {card("ST2-03")};
    uint16_t a = dcg_board_stack(ctx, st, 0, agumon, 1, 0), b = dcg_board_stack(ctx, st, 0, agumon, 1, 0);
    uint16_t g = dcg_board_stack(ctx, st, 1, gabumon, 1, 0);
    for (int i = 0; i < 3; i++) {
        dcg_board_card(ctx, st, 0, card("ST1-07"), DCG_ZONE_DECK, 1);
        dcg_board_card(ctx, st, 1, card("ST2-02"), DCG_ZONE_SECURITY, 1);
    }
    assert_int_equal(dcg_board_entered(ctx, st, b, 3), DCG_OK);
    assert_int_equal(dcg_board_suspend(ctx, st, g, 1), DCG_OK);
    dcg_board_mod m = {.dp = 3000, .security_attack = 1, .keywords = DCG_KW_PIERCING, .no_block = 1,
                       .until = DCG_UNTIL_END_OF_TURN, .turn = 3};
    assert_int_equal(dcg_board_modify(ctx, st, a, &m), DCG_OK);
    dcg_effect_info fx[4];
    assert_int_equal(dcg_perm_effects(st, a, fx, 4), 1);
    assert_int_equal(fx[0].until, DCG_UNTIL_END_OF_TURN);
    assert_true(fx[0].no_block && !fx[0].no_attack);
    assert_int_equal(fx[0].dp, 3000);
    assert_int_equal(dcg_board_memory(ctx, st, 0, 4), DCG_OK);
    assert_int_equal(dcg_board_memory(ctx, st, 0, 11), DCG_EINVAL);
    assert_int_equal(dcg_board_resume(ctx, st, 0, 3, DCG_PHASE_END), DCG_EINVAL);
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
    assert_int_equal(dcg_board_resume(ctx, st, 0, 3, DCG_PHASE_MAIN), DCG_OK);
    assert_int_equal(dcg_turn_number(st), 3);
    assert_int_equal(dcg_phase_of(st), DCG_PHASE_MAIN);
    assert_int_equal(dcg_memory(st, 0), 4);
    assert_int_equal(dcg_memory(st, 1), -4);
    dcg_perm_info pa, pb, pg;
    assert_int_equal(dcg_perm_get(ctx, st, a, &pa), DCG_OK);
    assert_int_equal(dcg_perm_get(ctx, st, b, &pb), DCG_OK);
    assert_int_equal(dcg_perm_get(ctx, st, g, &pg), DCG_OK);
    assert_int_equal(pa.dp, pb.dp + 3000);
    assert_int_equal(pa.security_attack, pb.security_attack + 1);
    assert_true(pa.keywords & DCG_KW_PIERCING);
    assert_false(pb.keywords & DCG_KW_PIERCING);
    assert_true(pa.can_attack);
    assert_false(pb.can_attack);
    assert_int_equal(pb.entered_turn, 3);
    assert_true(pg.suspended);
    dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(d.kind, DCG_DEC_MAIN);
    int attacks = 0;
    for (int i = 0; i < d.n; i++) attacks += d.options[i].kind == DCG_OPT_ATTACK && d.options[i].perm == b;
    assert_int_equal(attacks, 0);
}

/* Two Tamers whose [Start of Your Turn] effects trigger together: both
** wait, read with dcg_pending_effects, and their owner orders them (15-4-4). */
static void test_pending_effects(void **s)
{
    (void)s;
    dcg_board_new(st, NULL);
    int matt[] = {card("ST2-12")}, agumon[] = {card("ST1-03")};
    uint16_t t1 = dcg_board_stack(ctx, st, 0, matt, 1, 0), t2 = dcg_board_stack(ctx, st, 0, matt, 1, 0);
    dcg_board_stack(ctx, st, 1, agumon, 1, 0);
    for (int i = 0; i < 3; i++) {
        dcg_board_card(ctx, st, 0, card("ST1-07"), DCG_ZONE_DECK, 1);
        dcg_board_card(ctx, st, 1, card("ST2-02"), DCG_ZONE_SECURITY, 1);
    }
    dcg_pending_info pend[DCG_MAX_PENDING];
    assert_int_equal(dcg_pending_effects(st, pend, DCG_MAX_PENDING), 0);
    assert_int_equal(dcg_board_resume(ctx, st, 0, 3, DCG_PHASE_UNSUSPEND), DCG_OK);
    dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(d.kind, DCG_DEC_ORDER);
    assert_int_equal(dcg_pending_effects(st, pend, DCG_MAX_PENDING), 2);
    for (int i = 0; i < 2; i++) {
        assert_string_equal(number_of(pend[i].card), "ST2-12");
        assert_int_equal(pend[i].owner, 0);
        assert_true(pend[i].perm == t1 || pend[i].perm == t2);
    }
    assert_true(pend[0].perm != pend[1].perm);
}

/* An Option card being used is in no area while its effect asks (9-1-4,
** 13-1-6): dcg_zone_cards lists it in the processing area. */
static void test_processing_area(void **s)
{
    (void)s;
    dcg_board_new(st, NULL);
    int agumon[] = {card("ST1-03")};
    dcg_board_stack(ctx, st, 0, agumon, 1, 0); /* a red Digimon: the Option's color (4-22-2) */
    dcg_board_stack(ctx, st, 1, agumon, 1, 0);
    dcg_board_stack(ctx, st, 1, agumon, 1, 0);
    int giga = dcg_board_card(ctx, st, 0, card("ST1-15"), DCG_ZONE_HAND, 0);
    for (int i = 0; i < 3; i++) {
        dcg_board_card(ctx, st, 0, card("ST1-07"), DCG_ZONE_DECK, 1);
        dcg_board_card(ctx, st, 1, card("ST2-02"), DCG_ZONE_SECURITY, 1);
    }
    dcg_board_memory(ctx, st, 0, 10);
    uint8_t ids[DCG_PLAYER_CARDS];
    assert_int_equal(dcg_zone_cards(st, 0, DCG_ZONE_PROCESSING, ids, DCG_PLAYER_CARDS), 0);
    assert_int_equal(dcg_board_resume(ctx, st, 0, 3, DCG_PHASE_MAIN), DCG_OK);
    dcg_decision d;
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    int use = -1;
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DCG_OPT_USE && d.options[i].card == giga) use = i;
    assert_true(use >= 0);
    assert_int_equal(dcg_answer(ctx, st, use), DCG_OK);
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    assert_int_equal(d.kind, DCG_DEC_TARGET);
    assert_int_equal(dcg_zone_cards(st, 0, DCG_ZONE_PROCESSING, ids, DCG_PLAYER_CARDS), 1);
    assert_int_equal(ids[0], giga);
    assert_int_equal(dcg_zone_of(st, giga), DCG_ZONE_PROCESSING);
}

/* Link cards (4-9) share the stack's room (DCG_MAX_STACK): a link past it is
** refused naming the limit, the position unchanged; one within it is read
** back with its link DP and keyword (4-3-4, 4-3-5); past the link limit
** (4-9-5), or onto a Digimon not meeting the link requirement, refused. */
static void test_links_and_room(void **s)
{
    (void)s;
    static const char *json =
        "[{\"number\":\"LK-01\",\"name\":\"Host\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":1000,\"types\":[\"Host\"]},"
        "{\"number\":\"LK-02\",\"name\":\"Plug\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":1,"
        "\"link\":{\"traits\":[\"Host\"],\"cost\":1,\"dp\":2000},\"link_keywords\":[\"Piercing\"]}]";
    assert_int_equal(dcg_load_cards_json(ctx, json, "links.json"), DCG_OK);
    assert_int_equal(dcg_load_cards_json(ctx, "[{\"number\":\"LK-03\",\"name\":\"Bad\",\"kind\":\"Option\",\"colors\":[\"Red\"],"
                                              "\"play_cost\":1,\"link_keywords\":[\"Piercing\"]}]", "bad.json"),
                     DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "link_keywords"));
    dcg_board_new(st, NULL);
    int full[DCG_MAX_STACK];
    for (int i = 0; i < DCG_MAX_STACK; i++) full[i] = card("LK-01");
    uint16_t a = dcg_board_stack(ctx, st, 0, full, DCG_MAX_STACK, 0), b = dcg_board_stack(ctx, st, 0, full, DCG_MAX_STACK - 1, 0);
    uint16_t other[] = {(uint16_t)card("ST1-03")}, agumon = dcg_board_stack(ctx, st, 0, (int[]){other[0]}, 1, 0);
    assert_true(a && b && agumon);
    assert_int_equal(dcg_board_link(ctx, st, a, card("LK-02")), -1); /* no room left */
    assert_non_null(strstr(dcg_errmsg(ctx), "DCG_MAX_STACK"));
    assert_int_equal(dcg_board_link(ctx, st, agumon, card("LK-02")), -1); /* no Host trait */
    assert_int_equal(dcg_board_link(ctx, st, b, card("ST1-03")), -1);     /* not a link card */
    int plug = dcg_board_link(ctx, st, b, card("LK-02"));
    assert_true(plug >= 0);
    assert_int_equal(dcg_board_link(ctx, st, b, card("LK-02")), -1);     /* its one link card already (4-9-5) */
    assert_int_equal(dcg_state_check(ctx, st), DCG_OK);
    dcg_perm_info pa, pb;
    assert_int_equal(dcg_perm_get(ctx, st, a, &pa), DCG_OK);
    assert_int_equal(dcg_perm_get(ctx, st, b, &pb), DCG_OK);
    assert_int_equal(pa.n_links, 0);
    assert_int_equal(pa.dp, 1000);
    assert_int_equal(pb.n_links, 1);
    assert_int_equal(pb.links[0], plug);
    assert_int_equal(pb.n, DCG_MAX_STACK - 1);
    assert_int_equal(pb.dp, 3000);
    assert_true(pb.keywords & DCG_KW(DCG_KEY_PIERCING));
    assert_int_equal(dcg_zone_of(st, plug), DCG_ZONE_LINK);
    uint8_t ids[DCG_PLAYER_CARDS];
    assert_int_equal(dcg_zone_cards(st, 0, DCG_ZONE_LINK, ids, DCG_PLAYER_CARDS), 1);
    assert_int_equal(ids[0], plug);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_piles_in_order),
        cmocka_unit_test(test_stacks_and_limits),
        cmocka_unit_test(test_links_and_room),
        cmocka_unit_test(test_modify_and_resume),
        cmocka_unit_test(test_pending_effects),
        cmocka_unit_test(test_processing_area),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
