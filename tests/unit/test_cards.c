/* test_cards.c: card facts from JSON (carddb.c): the shipped cards, and a
** clear error naming file, card and field for every malformed input, with
** nothing of a failed file loaded. */
#include "support.h"

static void test_shipped_cards(void **s)
{
    (void)s;
    dcg_ctx *ctx = test_ctx();
    assert_int_equal(dcg_card_count(ctx), 1402) /* the files in cards/: BT1-BT9, EX1, EX2, EX3, ST1-ST10, ST12, and the token BT2-082-T */;
    const dcg_card *agumon = dcg_card_at(ctx, dcg_card_find(ctx, "ST1-03"));
    assert_non_null(agumon);
    assert_string_equal(agumon->name, "Agumon");
    assert_int_equal(agumon->kind, DCG_KIND_DIGIMON);
    assert_int_equal(agumon->level, 3);
    assert_int_equal(agumon->play_cost, 3);
    assert_int_equal(agumon->dp, 2000);
    assert_int_equal(agumon->n_evo, 1);
    assert_int_equal(agumon->evo[0].colors, DCG_RED);
    assert_int_equal(agumon->evo[0].level, 2);
    assert_int_equal(agumon->evo[0].cost, 0);
    const dcg_card *koromon = dcg_card_at(ctx, dcg_card_find(ctx, "ST1-01"));
    assert_int_equal(koromon->kind, DCG_KIND_EGG);
    assert_int_equal(koromon->dp, -1);
    assert_int_equal(koromon->play_cost, -1);
    assert_true(dcg_card_at(ctx, dcg_card_find(ctx, "ST1-06"))->keywords & DCG_KW_BLOCKER);
    assert_int_equal(dcg_card_at(ctx, dcg_card_find(ctx, "ST1-07"))->inherited_security_attack, 1);
    const dcg_card *hammer = dcg_card_at(ctx, dcg_card_find(ctx, "ST2-13"));
    assert_int_equal(hammer->kind, DCG_KIND_OPTION);
    assert_int_equal(hammer->play_cost, 0);
    assert_int_equal(dcg_card_find(ctx, "ST9-99"), -1);
    dcg_ctx_free(ctx);
}

#define GOOD "{\"number\":\"XX-01\",\"name\":\"Good\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":3000}"

/* A later file replaces a card of the same number in place. */
static void test_replace_by_number(void **s)
{
    (void)s;
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, "[" GOOD "]", "a.json"), DCG_OK);
    int i = dcg_card_find(ctx, "XX-01");
    assert_int_equal(dcg_load_cards_json(ctx,
        "[{\"number\":\"XX-01\",\"name\":\"Better\",\"kind\":\"Digimon\",\"colors\":[\"Blue\"],\"level\":3,\"play_cost\":2,\"dp\":5000}]",
        "b.json"), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 1);
    assert_int_equal(dcg_card_find(ctx, "XX-01"), i);
    assert_string_equal(dcg_card_at(ctx, i)->name, "Better");
    dcg_ctx_free(ctx);
}

static void expect_error(const char *json, const char *part1, const char *part2)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, "[" GOOD "]", "first.json"), DCG_OK);
    dcg_status s = dcg_load_cards_json(ctx, json, "bad.json");
    assert_int_equal(s, DCG_EPARSE);
    const char *msg = dcg_errmsg(ctx);
    if (!strstr(msg, "bad.json") || !strstr(msg, part1) || (part2 && !strstr(msg, part2))) fail_msg("message: %s", msg);
    /* nothing of the bad file, the earlier card untouched */
    assert_int_equal(dcg_card_count(ctx), 1);
    assert_string_equal(dcg_card_at(ctx, 0)->name, "Good");
    dcg_ctx_free(ctx);
}

static void test_errors_name_file_card_field(void **s)
{
    (void)s;
    expect_error("[" GOOD ", {\"number\": ", "malformed JSON", NULL);
    expect_error("{}", "array", NULL);
    expect_error("[{\"number\":\"XX-02\",\"kind\":\"Digimon\"}]", "XX-02", "\"name\"");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":\"big\"}]",
                 "XX-02", "\"dp\"");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Pink\"],\"level\":3,\"play_cost\":3,\"dp\":1}]",
                 "XX-02", "unknown color");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Monster\",\"colors\":[\"Red\"]}]", "XX-02", "unknown kind");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"" "0123456789012345678901234567890123456789012345678901234567890"
                 "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890"
                 "\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]", "XX-02", "too long");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1},"
                 " {\"number\":\"XX-02\",\"name\":\"M\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]", "XX-02", "twice");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3}]",
                 "XX-02", "\"dp\"");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":-2,\"dp\":1}]",
                 "XX-02", "play_cost");
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,"
                 "\"dp\":1,\"keywords\":[\"Flying\"]}]", "XX-02", "unknown keyword");
}

static void test_missing_file(void **s)
{
    (void)s;
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards(ctx, "/nonexistent/cards.json"), DCG_EIO);
    assert_non_null(strstr(dcg_errmsg(ctx), "/nonexistent/cards.json"));
    dcg_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_cards),
        cmocka_unit_test(test_replace_by_number),
        cmocka_unit_test(test_errors_name_file_card_field),
        cmocka_unit_test(test_missing_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
