/* test_gauge.c: the shared memory gauge (1-4-2, 4-1, 4-2) and the seeded
** generator inside the state. */
#include "support.h"

static void test_pay_moves_toward_opponent(void **state)
{
    (void)state;
    dcg_ctx *ctx = dcg_ctx_new();
    dcg_state *st = dcg_state_new();
    dcg_mem_set(ctx, st, 0, 3);
    assert_int_equal(dcg_mem(st, 0), 3);
    assert_int_equal(dcg_mem(st, 1), -3);
    dcg_mem_pay(ctx, st, 0, 5); /* 4-2-2 */
    assert_int_equal(dcg_mem(st, 0), -2);
    assert_int_equal(dcg_mem(st, 1), 2);
    dcg_mem_gain(ctx, st, 1, 4); /* 4-1-4 */
    assert_int_equal(dcg_mem(st, 1), 6);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* 1-4-2-2: the gauge shows at most 10 on either side. */
static void test_cap_at_ten(void **state)
{
    (void)state;
    dcg_ctx *ctx = dcg_ctx_new();
    dcg_state *st = dcg_state_new();
    dcg_mem_set(ctx, st, 0, 2);
    dcg_mem_pay(ctx, st, 0, 15);
    assert_int_equal(dcg_mem(st, 1), 10);
    dcg_mem_gain(ctx, st, 1, 5);
    assert_int_equal(dcg_mem(st, 1), 10);
    dcg_mem_pay(ctx, st, 1, 30);
    assert_int_equal(dcg_mem(st, 0), 10);
    /* every change is an event with the old and new value */
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    assert_true(n >= 3);
    assert_int_equal(ev[n - 1].kind, DCG_EV_MEMORY);
    assert_int_equal(ev[n - 1].b, 10);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

static void test_rng_is_seeded_and_unbiased(void **state)
{
    (void)state;
    dcg_state *a = dcg_state_new(), *b = dcg_state_new();
    dcg_rng_seed(a, 42);
    dcg_rng_seed(b, 42);
    for (int i = 0; i < 100; i++) assert_true(dcg_rng_next(a) == dcg_rng_next(b));
    dcg_rng_seed(b, 43);
    assert_false(dcg_rng_next(a) == dcg_rng_next(b));
    int counts[6] = {0};
    for (int i = 0; i < 60000; i++) {
        uint32_t r = dcg_rng_below(a, 6);
        assert_true(r < 6);
        counts[r]++;
    }
    for (int i = 0; i < 6; i++) assert_in_range(counts[i], 9500, 10500);
    dcg_state_free(a);
    dcg_state_free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pay_moves_toward_opponent),
        cmocka_unit_test(test_cap_at_ten),
        cmocka_unit_test(test_rng_is_seeded_and_unbiased),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
