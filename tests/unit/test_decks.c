/* test_decks.c: deck lists (deck.c): the formats people paste, and every
** rule violation reported with its line (1-4-1). */
#include "support.h"
#include "deck.h"

static dcg_ctx *ctx;
static int setup(void **s) { (void)s; ctx = test_ctx(); return 0; }
static int teardown(void **s) { (void)s; dcg_ctx_free(ctx); return 0; }

static int copies(const dcg_deck *d, const char *number)
{
    int c = dcg_card_find(ctx, number), n = 0;
    for (int i = 0; i < d->n_main; i++) n += d->main[i] == c;
    for (int i = 0; i < d->n_eggs; i++) n += d->eggs[i] == c;
    return n;
}

static void test_starter_decks(void **s)
{
    (void)s;
    const char *files[] = {"cards/decks/st1.txt", "cards/decks/st2.txt", "cards/decks/st3.txt"};
    for (int i = 0; i < 3; i++) {
        dcg_deck d;
        if (dcg_deck_load(ctx, test_path(files[i]), &d) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
        assert_int_equal(d.n_main, 50);
        assert_int_equal(d.n_eggs, 4);
    }
    /* the product lists: 4 Sorrow Blue and 2 Kaiser Nail in ST-2, 4 Patamon
    ** and 2 Angemon in ST-3 */
    dcg_deck st2, st3;
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st2.txt"), &st2), DCG_OK);
    assert_int_equal(copies(&st2, "ST2-14"), 4);
    assert_int_equal(copies(&st2, "ST2-15"), 2);
    assert_int_equal(copies(&st2, "ST2-01"), 4);
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st3.txt"), &st3), DCG_OK);
    assert_int_equal(copies(&st3, "ST3-04"), 4);
    assert_int_equal(copies(&st3, "ST3-05"), 2);
}

/* Lines with and without names, "4x", comments, headers. */
static void test_formats(void **s)
{
    (void)s;
    char text[4096] = "// my deck\nDigi-Egg Deck\n4 Koromon ST1-01\nMain Deck\n";
    const char *rest[] = {"4x ST1-02", "4 Agumon ST1-03  // the star", "4 ST1-04", "4 Birdramon ST1-05",
                          "4 ST1-06", "4 ST1-07", "4 ST1-08", "4 ST1-09", "4 ST1-10", "4 ST1-11",
                          "4 Tai Kamiya ST1-12", "4 ST1-13", "2 ST1-14"};
    for (size_t i = 0; i < sizeof rest / sizeof *rest; i++) {
        strcat(text, rest[i]);
        strcat(text, "\n");
    }
    dcg_deck d;
    if (dcg_deck_parse(ctx, text, "mine", &d) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(d.n_main, 50);
    assert_int_equal(d.n_eggs, 4);
    assert_int_equal(copies(&d, "ST1-03"), 4);
    /* writing it out and reading it back gives the same deck */
    char out[4096];
    assert_true(dcg_deck_write(ctx, &d, DCG_DECK_TEXT, out, sizeof out) < (int)sizeof out);
    dcg_deck back;
    if (dcg_deck_parse(ctx, out, "formatted", &back) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(back.n_main, 50);
    assert_int_equal(copies(&back, "ST1-14"), 2);
}

static void test_every_problem_with_its_line(void **s)
{
    (void)s;
    dcg_deck d;
    const char *text = "4 ST1-03\n5 ST1-04\n3 Mystery XX-99\nfour ST1-05\n0 ST1-06\n6 ST1-01\n";
    assert_int_equal(dcg_deck_parse(ctx, text, "bad", &d), DCG_EPARSE);
    const char *msg = dcg_errmsg(ctx);
    const char *want[] = {"bad:3: unknown card number XX-99", "bad:5: count 0", "bad:2: more than 4 copies of ST1-04",
                          "exactly 50", "Digi-Egg deck has 6 cards", "bad:6: more than 4 copies of ST1-01"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!strstr(msg, want[i])) fail_msg("missing '%s' in:\n%s", want[i], msg);
}

static void test_rule_violations_only(void **s)
{
    (void)s;
    dcg_deck d;
    assert_int_equal(dcg_deck_parse(ctx, "4 ST1-01\n4 ST1-03\n", "short", &d), DCG_EDECK);
    assert_non_null(strstr(dcg_errmsg(ctx), "the deck has 4 cards; official needs exactly 50"));
}

static void test_from_numbers(void **s)
{
    (void)s;
    const char *nums[54];
    for (int i = 0; i < 4; i++) nums[i] = "ST1-01";
    for (int i = 4; i < 54; i++) nums[i] = (i % 2) ? "ST1-03" : "ST1-04";
    dcg_deck d;
    /* 25 copies each: too many */
    assert_int_equal(dcg_deck_from_numbers(ctx, nums, 54, &d), DCG_EDECK);
    const char *ok[54] = {"ST1-01", "ST1-01", "ST1-01", "ST1-01"};
    const char *pool[] = {"ST1-02", "ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-07", "ST1-08", "ST1-09",
                          "ST1-10", "ST1-11", "ST1-12", "ST1-13", "ST1-14"};
    for (int i = 4; i < 54; i++) ok[i] = pool[(i - 4) / 4];
    if (dcg_deck_from_numbers(ctx, ok, 54, &d) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(d.n_eggs, 4);
    assert_int_equal(d.n_main, 50);
}

static void test_missing_file(void **s)
{
    (void)s;
    dcg_deck d;
    assert_int_equal(dcg_deck_load(ctx, "/nonexistent/deck.txt", &d), DCG_EIO);
    assert_non_null(strstr(dcg_errmsg(ctx), "/nonexistent/deck.txt"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_starter_decks),      cmocka_unit_test(test_formats),
        cmocka_unit_test(test_every_problem_with_its_line), cmocka_unit_test(test_rule_violations_only),
        cmocka_unit_test(test_from_numbers),       cmocka_unit_test(test_missing_file),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
