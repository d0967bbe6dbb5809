/* test_scenario.c: the scenario runner's own errors (dcg_scenario.h): a line
** it cannot read names the file, the line and what was expected; syntax
** planned for mechanics the engine lacks is refused by name; a failed
** expectation comes with the board and the pending decision. */
#include "support.h"
#include "dcg_scenario.h"
#include <stdio.h>

static dcg_ctx *ctx;
static char name[256], report[16384];
static int setup(void **s) { (void)s; ctx = test_ctx(); return 0; }
static int teardown(void **s) { (void)s; dcg_ctx_free(ctx); return 0; }

#define HEAD "name: t\nrule: 1-1\nmemory P1 3\nP1 battle ST1-01/ST1-03\nP1 battle ST1-03 suspended\nP2 security ST2-02*2\n"

static dcg_status run(const char *text) { return dcg_scenario_run_text(ctx, text, "t.scn", name, sizeof name, report, sizeof report); }

static void expect_error(const char *text, dcg_status want, const char *const *parts)
{
    dcg_status got = run(text);
    if (got != want) fail_msg("status %d, not %d, for:\n%s\nmessage: %s", got, want, text, dcg_errmsg(ctx));
    for (; *parts; parts++)
        if (!strstr(dcg_errmsg(ctx), *parts)) fail_msg("'%s' missing from: %s", *parts, dcg_errmsg(ctx));
}

static void test_parse_errors_name_line_and_expected(void **s)
{
    (void)s;
    expect_error(HEAD "P1 frobnicate ST1-03\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'P1 frobnicate ST1-03'", "unknown action 'frobnicate'", "expected", NULL});
    /* an action without its player says so, not "expected a set-up line" (issue 29) */
    expect_error(HEAD "play ST1-03\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'play' is an action", "lacks the player", "P1 play", NULL});
    expect_error(HEAD "P1 pass\nattack ST1-03 -> player\n", DCG_EPARSE, (const char *[]){"t.scn:8:", "'attack' is an action", NULL});
    expect_error(HEAD "P1 attack ST1-03#0 -> player\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "expected a place", NULL});
    expect_error(HEAD "P1 attack ST9-99 -> player\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "unknown card number 'ST9-99'", NULL});
    expect_error(HEAD "expect events attack blork\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "unknown event 'blork'", "security-check", NULL});
    expect_error(HEAD "expect P1 security top\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "expected 'top [K] NUMBER", NULL});
    /* 'placing' (a by-cost paid first, BT7-112) is never dropped from a DNA digivolution */
    expect_error(HEAD "P1 digivolve ST1-03 on ST1-03#1 + ST1-03#2 placing\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'placing'", "not a DNA one", NULL});
    expect_error(HEAD "P1 digivolve ST1-03 on ST1-03#1 + hand ST1-03 placing\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'placing'", "not a DNA one", NULL});
    /* face marks (3-7-4, 4-7-9): '^' only on a security card, '_' only on a card of a stack */
    expect_error(HEAD "P1 hand ST1-03^\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'^' (face up) marks a security card", NULL});
    expect_error(HEAD "P1 security ST1-03_\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "'_' (face down) a card of a stack", NULL});
    expect_error("name: t\nrule: 1-1\nP1 battle ST1-03 sideways\n", DCG_EPARSE, (const char *[]){"t.scn:3:", "unknown stack flag 'sideways'", NULL});
    expect_error("name: t\nrule: 1-1\nP1 hand ST1-03*x\n", DCG_EPARSE, (const char *[]){"t.scn:3:", "expected a count", NULL});
    expect_error(HEAD "mod P1 ST1-03#1 dp\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "pairs", NULL});
    expect_error("name: t\nP1 battle ST1-03\n", DCG_EPARSE, (const char *[]){"t.scn", "rule:", NULL});
    /* start-game names starter decks, never a file: a path would read any *.txt and print its lines */
    expect_error("name: t\nrule: 1-1\nstart-game ../../CMakeLists st2 1\n", DCG_EPARSE,
                 (const char *[]){"t.scn:3:", "'../../CMakeLists' is not a starter deck's name", NULL});
    if (strstr(dcg_errmsg(ctx), "cmake_minimum_required")) fail_msg("a file's lines in: %s", dcg_errmsg(ctx));
    assert_string_equal(report, ""); /* no board for a line that cannot be read */
}

/* Each planned line is refused as "not supported yet", never half-run. */
static void test_planned_syntax_refused(void **s)
{
    (void)s;
    const char *lines[] = {"P1 battle token:Gammamon", "P1 battle ST1-12 under ST1-03", "expect P1 digimon ST1-03#2 under 1 ST1-03",
                           "expect P1 digimon token:Gammamon dp 1000", "P1 attack ST1-03#1 -> token:Gammamon"};
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        char text[512];
        snprintf(text, sizeof text, HEAD "%s\n", lines[i]);
        expect_error(text, DCG_EPARSE, (const char *[]){"t.scn:7:", "not supported yet", NULL});
    }
}

/* Link lines (10-1, 4-9) name what is wrong: a card without a link
** requirement, a link card the Digimon does not have. */
static void test_link_lines_checked(void **s)
{
    (void)s;
    expect_error(HEAD "P1 battle ST1-07 link ST1-03\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "ST1-03 is not a link card (4-9)", NULL});
    expect_error(HEAD "expect P1 digimon ST1-03#1 link 1 ST1-03\n", DCG_EINVAL, (const char *[]){"t.scn:7:", "it has 0 link cards", NULL});
    expect_error(HEAD "expect P1 digimon ST1-03#1 links 1\n", DCG_EINVAL, (const char *[]){"t.scn:7:", "links 1: found 0", NULL});
    expect_error(HEAD "P1 link ST1-03 to\n", DCG_EPARSE, (const char *[]){"t.scn:7:", "expected 'link X to DIGIMON'", NULL});
}

static void test_failure_shows_board_and_decision(void **s)
{
    (void)s;
    expect_error(HEAD "P2 hand ST2-03\nexpect P1 digimon ST1-03#1 dp 9000\n", DCG_EINVAL,
                 (const char *[]){"t.scn:8:", "dp 9000: found 2000", NULL});
    const char *parts[] = {"board: turn 3, P1's turn, phase main, memory 3 on P1's side", "P1\n", "P2\n",
                           "security  2 (top first): ST2-02 ST2-02", "hand      1 (oldest first): ST2-03",
                           "ST1-03#1: ST1-01/ST1-03 (Agumon, 2000 DP, unsuspended)", "ST1-03#2: ST1-03 (Agumon, 2000 DP, suspended)",
                           "decision: P1 main; options: ", "attack ST1-03#1 -> player", "pass"};
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        if (!strstr(report, parts[i])) fail_msg("'%s' missing from the report:\n%s", parts[i], report);
}

/* Triggered effects not yet activated are listed, each with the Digimon it works from. */
static void test_failure_shows_effects_waiting(void **s)
{
    (void)s;
    expect_error("name: t\nrule: 1-1\nmemory P1 5\nP1 battle ST3-04/ST3-05\nP1 battle ST3-04/ST3-06\nP1 hand ST3-14\n"
                 "P1 deck ST1-02*3\nP2 battle ST1-02\nmod P2 ST1-02 dp -1000\nP1 use ST3-14\nexpect memory P1 9\n",
                 DCG_EINVAL, (const char *[]){"t.scn:11:", "expect memory P1 9: found", NULL});
    const char *parts[] = {"effects waiting: ST3-04 from ST3-05 (P1's), ST3-04 from ST3-06 (P1's)\n",
                           "decision: P1 order; options: effect ST3-04 from ST3-05, effect ST3-04 from ST3-06"};
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        if (!strstr(report, parts[i])) fail_msg("'%s' missing from the report:\n%s", parts[i], report);
}

/* A bare top card fitting two Digimon is ambiguous, in actions and expectations. */
static void test_ambiguity_is_an_error(void **s)
{
    (void)s;
    expect_error("name: t\nrule: 1-1\nmemory P1 3\nP1 battle ST1-03\nP1 battle ST1-03\nexpect P1 digimon ST1-03 dp 2000\n", DCG_EINVAL,
                 (const char *[]){"P1 has 2 of them", "ST1-03#1", NULL});
    expect_error("name: t\nrule: 1-1\nmemory P1 3\nP1 battle ST1-03\nP1 battle ST1-03\nP1 attack ST1-03 -> player\n", DCG_EINVAL,
                 (const char *[]){"matches 2 options", "attack ST1-03#2 -> player", NULL});
    assert_int_equal(run("name: t\nrule: 1-1\nmemory P1 3\nP1 battle ST1-07\nP1 battle ST1-07\nP2 security ST2-02\n"
                         "P1 attack ST1-07#2 -> player\nexpect P1 digimon ST1-07#1 unsuspended\nexpect P1 digimon ST1-07#2 suspended\n"),
                     DCG_OK);
}

/* Event order: in that order, others allowed between, counted from the mark. */
static void test_event_order(void **s)
{
    (void)s;
    const char *attack = "name: t\nrule: 1-1\nmemory P1 3\nP1 battle ST1-03\nP2 security ST2-02*2\nP1 attack ST1-03 -> player\n";
    char text[1024];
    snprintf(text, sizeof text, "%sexpect events attack security-check battle\n", attack);
    assert_int_equal(run(text), DCG_OK);
    snprintf(text, sizeof text, "%sexpect events security-check attack\n", attack);
    expect_error(text, DCG_EINVAL, (const char *[]){"no attack following security-check", "since the last mark (or the start): ", NULL});
    snprintf(text, sizeof text, "%smark\nexpect no-event attack\nP1 pass\nexpect event turn 1\n", attack);
    assert_int_equal(run(text), DCG_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_errors_name_line_and_expected),
        cmocka_unit_test(test_planned_syntax_refused),
        cmocka_unit_test(test_link_lines_checked),
        cmocka_unit_test(test_failure_shows_board_and_decision),
        cmocka_unit_test(test_failure_shows_effects_waiting),
        cmocka_unit_test(test_ambiguity_is_an_error),
        cmocka_unit_test(test_event_order),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
