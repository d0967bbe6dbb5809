/* test_replay.c: a replay (seed, decks, answers) reproduces a game exactly
** (DESIGN 3); malformed replays are refused with file and line. */
#include "support.h"
#include "dcg_replay.h"
#include <stdio.h>
#include <unistd.h>

static dcg_ctx *ctx;
static int setup(void **s) { (void)s; ctx = test_ctx(); return 0; }
static int teardown(void **s) { (void)s; dcg_ctx_free(ctx); return 0; }

/* A game of deck files d1 against d2 begun in st with seed, its replay
** header written to a new file at path (its name made of stem). */
static FILE *recorded_game(const char *d1, const char *d2, uint64_t seed, const char *stem, char path[128], dcg_state *st)
{
    dcg_deck a, b;
    assert_int_equal(dcg_deck_load(ctx, test_path(d1), &a), DCG_OK);
    assert_int_equal(dcg_deck_load(ctx, test_path(d2), &b), DCG_OK);
    snprintf(path, 128, "/tmp/dcg-%s-%d.replay", stem, (int)getpid());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    dcg_replay_write_header(ctx, f, seed, &a, &b);
    assert_int_equal(dcg_game_start(ctx, st, &a, &b, seed), DCG_OK);
    return f;
}

/* Greedy answers to st's decisions, recorded in f: at most max (-1: to the
** game's end); how many. */
static int record_answers(FILE *f, dcg_state *st, uint64_t rng, int max)
{
    static dcg_decision d;
    int answers = 0;
    while (answers != max && dcg_decision_get(ctx, st, &d) == DCG_OK) {
        int i = dcg_ai_pick(ctx, st, &d, DCG_AI_GREEDY, &rng);
        fprintf(f, "answers %d\n", i);
        assert_int_equal(dcg_answer(ctx, st, i), DCG_OK);
        answers++;
    }
    return answers;
}

static void test_round_trip(void **s)
{
    (void)s;
    char path[128];
    dcg_state *st = dcg_state_new();
    FILE *f = recorded_game("cards/decks/st1.txt", "cards/decks/st3.txt", 4242, "test", path, st);
    int answers = record_answers(f, st, 9, -1);
    fclose(f);
    dcg_replay r;
    if (dcg_replay_load(ctx, path, &r) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(r.n_answers, answers);
    dcg_state *again = dcg_state_new();
    int applied;
    assert_int_equal(dcg_replay_play(ctx, again, &r, -1, &applied), DCG_OK);
    assert_int_equal(applied, answers);
    assert_true(dcg_state_hash(again) == dcg_state_hash(st));
    assert_true(dcg_winner(again) >= 0);
    dcg_replay_free(&r);
    unlink(path);
    dcg_state_free(st);
    dcg_state_free(again);
}

/* 1-2-4: a player concedes in the middle of a game, while the other must
** decide; the replay file says so, and playing it back ends the game the
** same way: the same winner, reason and position. A concession is not an
** answer: nothing triggers or activates (1-2-5), no decision is left. */
static void test_concede_round_trip(void **s)
{
    (void)s;
    char path[128];
    dcg_state *st = dcg_state_new();
    FILE *f = recorded_game("cards/decks/st1.txt", "cards/decks/st2.txt", 77, "concede", path, st);
    static dcg_decision d;
    record_answers(f, st, 5, 12);
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_OK);
    int loser = 1 - d.player; /* not the one who must decide: at any point (1-2-4) */
    assert_int_equal(dcg_concede(ctx, st, 2), DCG_EINVAL);
    assert_int_equal(dcg_winner(st), -1);
    assert_int_equal(dcg_concede(ctx, st, loser), DCG_OK);
    fprintf(f, "concede %d\n", loser);
    fclose(f);
    assert_int_equal(dcg_winner(st), 1 - loser);
    assert_int_equal(dcg_win_reason_of(st), DCG_WIN_CONCEDE);
    assert_int_equal(dcg_decision_get(ctx, st, &d), DCG_EOVER);
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    assert_int_equal(n, 1); /* the game's end alone: nothing triggers or activates (1-2-5) */
    assert_int_equal(ev[0].kind, DCG_EV_GAME_OVER);
    assert_int_equal(ev[0].a, DCG_WIN_CONCEDE);
    assert_int_equal(dcg_concede(ctx, st, 1 - loser), DCG_EOVER);
    dcg_replay r;
    if (dcg_replay_load(ctx, path, &r) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(r.conceded, loser + 1);
    dcg_state *again = dcg_state_new();
    int applied;
    assert_int_equal(dcg_replay_play(ctx, again, &r, -1, &applied), DCG_OK);
    assert_int_equal(applied, r.n_answers);
    assert_int_equal(dcg_winner(again), 1 - loser);
    assert_int_equal(dcg_win_reason_of(again), DCG_WIN_CONCEDE);
    assert_true(dcg_state_hash(again) == dcg_state_hash(st));
    assert_int_equal(dcg_replay_play(ctx, again, &r, r.n_answers - 1, &applied), DCG_OK); /* stopped before: no concession */
    assert_int_equal(dcg_winner(again), -1);
    dcg_replay_free(&r);
    unlink(path);
    dcg_state_free(st);
    dcg_state_free(again);
}

static void expect_bad(const char *text, const char *part)
{
    char path[128];
    snprintf(path, sizeof path, "/tmp/dcg-bad-%d.replay", (int)getpid());
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    dcg_replay r;
    assert_int_not_equal(dcg_replay_load(ctx, path, &r), DCG_OK);
    if (!strstr(dcg_errmsg(ctx), part) || !strstr(dcg_errmsg(ctx), path)) fail_msg("message: %s", dcg_errmsg(ctx));
    unlink(path);
}

static void test_malformed(void **s)
{
    (void)s;
    expect_bad("hello\n", ":1: not a dcg replay");
    expect_bad("dcg-replay 1\nseed x\n", ":2: seed");
    expect_bad("dcg-replay 1\nseed 1\ndeck 0 ST1-01 XX-99\n", ":3:");
    expect_bad("dcg-replay 1\nseed 1\nanswers 1 two\n", ":3: 'two' is not an answer");
    expect_bad("dcg-replay 1\nseed 1\n", "incomplete replay");
    expect_bad("dcg-replay 1\nseed 1\nconcede 2\n", ":3: concede: expected the player");
    expect_bad("dcg-replay 1\nseed 1\nconcede 0\nconcede 1\n", ":4: a second concession");
    expect_bad("dcg-replay 1\nseed 1\nconcede 0\nanswers 1\n", ":4: answers after the concession");
}

/* An answer the game refuses stops the replay with its position. */
static void test_refused_answer(void **s)
{
    (void)s;
    dcg_deck a;
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st2.txt"), &a), DCG_OK);
    dcg_replay r = {.seed = 1, .decks = {a, a}};
    dcg_replay_add(&r, 0);
    dcg_replay_add(&r, 7); /* a mulligan has two options */
    dcg_state *st = dcg_state_new();
    int applied;
    assert_int_equal(dcg_replay_play(ctx, st, &r, -1, &applied), DCG_EINVAL);
    assert_int_equal(applied, 1);
    assert_non_null(strstr(dcg_errmsg(ctx), "answer 2"));
    dcg_replay_free(&r);
    dcg_state_free(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_concede_round_trip),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_refused_answer),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
