/* test_threads.c: one card database, a context per thread (dcg_ctx_new_from).
** Games played on two threads, each with its own context over the database
** of a third, give the same events and final states as the same games played
** one after another on one context. Run it under ASan and ThreadSanitizer
** (-DDCG_SANITIZE=thread) to check that the threads share nothing mutable.
** Uses the public header only. DCG_THREAD_GAMES=N for a longer run. */
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dcg.h"

/* support.c (the rest of support.h reaches inside the engine; this test uses dcg.h only) */
uint64_t test_hash_events(const dcg_ctx *ctx, uint64_t h);

#ifndef DCG_SOURCE_DIR
#define DCG_SOURCE_DIR "."
#endif

#define MAX_GAMES 400
static int n_games = 24;

static dcg_ctx *loaded(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    return ctx;
}

static dcg_ctx *from(const dcg_db *db)
{
    dcg_ctx *ctx;
    dcg_status s = dcg_ctx_new_from(db, &ctx);
    if (s != DCG_OK) fail_msg("dcg_ctx_new_from: %s", ctx ? dcg_errmsg(ctx) : "out of memory");
    return ctx;
}

/* What one game gave: a hash of all its events, its final state's hash. */
typedef struct outcome {
    uint64_t events, state;
    int answers;
} outcome;

/* Game g: starter decks g % 3 and (g + 1) % 3, greedy against random (the
** greedy player runs every card's checks), seeded by g alone. */
static int play(dcg_ctx *ctx, int g, outcome *out)
{
    static const char *const decks[] = {"st1", "st2", "st3"};
    dcg_deck d[2];
    for (int k = 0; k < 2; k++) {
        char path[512];
        snprintf(path, sizeof path, "%s/cards/decks/%s.txt", DCG_SOURCE_DIR, decks[(g + k) % 3]);
        if (dcg_deck_load(ctx, path, &d[k]) != DCG_OK) return 1;
    }
    dcg_state *st = dcg_state_new();
    dcg_ai *ai[2] = {NULL, NULL};
    int rc = !st || dcg_ai_new(ctx, "greedy", 1000 + (uint64_t)g, &ai[0]) != DCG_OK ||
             dcg_ai_new(ctx, "random", 2000 + (uint64_t)g, &ai[1]) != DCG_OK ||
             dcg_game_start(ctx, st, &d[0], &d[1], 77 + (uint64_t)g) != DCG_OK;
    uint64_t h = 1469598103934665603ull;
    dcg_decision *dec = malloc(sizeof *dec);
    out->answers = 0;
    for (bool more = !rc && dec; more;) {
        h = test_hash_events(ctx, h);
        if (dcg_decision_get(ctx, st, dec) != DCG_OK) break;
        if (dcg_answer(ctx, st, dcg_ai_choose(ai[dec->player], ctx, st, dec)) != DCG_OK) rc = 1, more = false;
        out->answers++;
    }
    out->events = h;
    out->state = st ? dcg_state_hash(st) : 0;
    free(dec);
    dcg_ai_free(ai[0]);
    dcg_ai_free(ai[1]);
    dcg_state_free(st);
    return rc;
}

typedef struct worker {
    const dcg_db *db;         /* the thread makes its context from it, or */
    dcg_ctx *ctx;             /* ... plays on this one (made beforehand) */
    int first, step;          /* plays games first, first + step, ... */
    outcome *out;
    int failed;
    char err[256];
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    dcg_ctx *ctx = w->ctx;
    if (!ctx && dcg_ctx_new_from(w->db, &ctx) != DCG_OK) {
        snprintf(w->err, sizeof w->err, "%s", ctx ? dcg_errmsg(ctx) : "out of memory");
        w->failed = 1;
    }
    for (int g = w->first; !w->failed && g < n_games; g += w->step)
        if (play(ctx, g, &w->out[g])) {
            snprintf(w->err, sizeof w->err, "game %d: %s", g, dcg_errmsg(ctx));
            w->failed = 1;
        }
    dcg_ctx_free(ctx);
    return NULL;
}

/* The same games on one context, then on 2 threads making their contexts
** over its database (the loading context playing nothing meanwhile), then
** on 2 threads whose contexts were made before the loading one was freed. */
static void test_threads_same_games(void **state)
{
    (void)state;
    static outcome one[MAX_GAMES], two[MAX_GAMES];
    dcg_ctx *ctx = loaded();
    for (int g = 0; g < n_games; g++)
        if (play(ctx, g, &one[g])) fail_msg("game %d on one context: %s", g, dcg_errmsg(ctx));
    for (int round = 0; round < 2; round++) {
        memset(two, 0, sizeof two);
        worker w[2];
        pthread_t t[2];
        for (int i = 0; i < 2; i++)
            w[i] = (worker){.db = dcg_ctx_db(ctx), .ctx = round ? from(dcg_ctx_db(ctx)) : NULL, .first = i, .step = 2, .out = two};
        if (round == 1) { /* the database lives until its last context is freed */
            dcg_ctx_free(ctx);
            ctx = NULL;
        }
        for (int i = 0; i < 2; i++) assert_int_equal(pthread_create(&t[i], NULL, work, &w[i]), 0);
        for (int i = 0; i < 2; i++) {
            pthread_join(t[i], NULL);
            if (w[i].failed) fail_msg("thread %d: %s", i, w[i].err);
        }
        for (int g = 0; g < n_games; g++) {
            if (one[g].events != two[g].events || one[g].state != two[g].state || one[g].answers != two[g].answers)
                fail_msg("round %d: game %d differs on two threads (%d answers alone, %d on threads)", round, g,
                         one[g].answers, two[g].answers);
            assert_true(one[g].answers > 0);
        }
    }
}

/* A context made from a database shares its cards (no copy) and has the
** same effects, digest and data directories. */
static void test_threads_share_cards(void **state)
{
    (void)state;
    dcg_ctx *a = loaded(), *b = from(dcg_ctx_db(a));
    assert_ptr_equal(dcg_ctx_db(b), dcg_ctx_db(a));
    assert_int_equal(dcg_card_count(b), dcg_card_count(a));
    assert_true(dcg_card_count(a) > 40);
    int scripted = 0;
    for (int i = 0; i < dcg_card_count(a); i++) {
        assert_ptr_equal(dcg_card_at(b, i), dcg_card_at(a, i));
        assert_int_equal(dcg_card_scripted(b, i), dcg_card_scripted(a, i));
        scripted += dcg_card_scripted(a, i);
    }
    assert_true(scripted > 20);
    dcg_digest da = dcg_content_digest(a), db = dcg_content_digest(b);
    assert_true(da.cards == db.cards && da.scripts == db.scripts);
    assert_string_equal(dcg_data_dir(b, 0), dcg_data_dir(a, 0));
    assert_int_equal(dcg_card_find(b, "ST1-03"), dcg_card_find(a, "ST1-03"));
    dcg_format fa, fb; /* formats are found in the shared data directories, loaded into each VM */
    assert_int_equal(dcg_format_load(a, "standard", &fa), DCG_OK);
    assert_int_equal(dcg_format_load(b, "standard", &fb), DCG_OK);
    assert_string_equal(fa.name, fb.name);
    assert_int_equal(fa.main_size, fb.main_size);
    assert_true(dcg_content_digest(b).format == dcg_content_digest(a).format);
    dcg_ctx *none = a;
    assert_int_equal(dcg_ctx_new_from(NULL, &none), DCG_EINVAL);
    assert_null(none);
    dcg_ctx_free(a);
    dcg_ctx_free(b);
}

/* Once shared, the database is read-only: every load is refused with a
** message, on the loading context and on the others, and nothing changes. */
static void test_threads_shared_db_read_only(void **state)
{
    (void)state;
    dcg_ctx *a = loaded(), *b = from(dcg_ctx_db(a));
    int n = dcg_card_count(a);
    const char *json = "[{\"number\":\"TT-01\",\"name\":\"T\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}]";
    dcg_ctx *both[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(dcg_load_cards_json(both[i], json, "more.json"), DCG_EINVAL);
        assert_non_null(strstr(dcg_errmsg(both[i]), "shared"));
        assert_int_equal(dcg_load_dir(both[i], DCG_SOURCE_DIR), DCG_EINVAL);
        assert_int_equal(dcg_load_scripts(both[i], DCG_SOURCE_DIR "/scripts"), DCG_EINVAL);
        assert_int_equal(dcg_load_cards(both[i], DCG_SOURCE_DIR "/cards"), DCG_EINVAL);
    }
    assert_int_equal(dcg_card_count(a), n);
    assert_int_equal(dcg_card_find(a, "TT-01"), -1);
    dcg_ctx_free(b);
    /* not shared any more: the owner loads again */
    assert_int_equal(dcg_load_cards_json(a, json, "more.json"), DCG_OK);
    assert_int_equal(dcg_card_count(a), n + 1);
    dcg_ctx_free(a);
}

static void *make_and_free(void *arg)
{
    for (int i = 0; i < 4; i++) {
        dcg_ctx *c = NULL;
        if (dcg_ctx_new_from(arg, &c) != DCG_OK) return arg;
        dcg_ctx_free(c);
    }
    return NULL;
}

/* Contexts made and freed from several threads at once on one database. */
static void test_threads_new_from_at_once(void **state)
{
    (void)state;
    dcg_ctx *a = loaded();
    pthread_t t[3];
    for (int i = 0; i < 3; i++) assert_int_equal(pthread_create(&t[i], NULL, make_and_free, (void *)dcg_ctx_db(a)), 0);
    for (int i = 0; i < 3; i++) {
        void *r;
        pthread_join(t[i], &r);
        assert_null(r);
    }
    /* every other context is gone: the database is the owner's alone again */
    assert_int_equal(dcg_load_cards_json(a, "[]", "none.json"), DCG_OK);
    dcg_ctx_free(a);
}

int main(void)
{
    const char *env = getenv("DCG_THREAD_GAMES");
    if (env && atoi(env) > 0) n_games = atoi(env) < MAX_GAMES ? atoi(env) : MAX_GAMES;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads_share_cards),
        cmocka_unit_test(test_threads_shared_db_read_only),
        cmocka_unit_test(test_threads_new_from_at_once),
        cmocka_unit_test(test_threads_same_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
