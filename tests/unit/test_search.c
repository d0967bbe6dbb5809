/* test_search.c: the generic search (core/search.h, mcts.c) on a ruleset
** of its own, invented here and sharing nothing with the official game: a
** second ruleset can use the search. The game: player 0 picks a secret
** number from 0 to K-1, which player 1 does not see; player 1 then guesses
** it (winning when right, losing when wrong) or, where allowed, passes for
** a draw. Determinizing for player 1 re-deals the secret, so the search
** cannot win more than chance at guessing; a ruleset that forgot to hide
** it (determinize doing nothing) lets it win every game, which shows the
** test can fail. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdlib.h>
#include "search.h"

#define K 4 /* the numbers to pick from */

typedef struct guess_state {
    int phase; /* 0: player 0 picks, 1: player 1 guesses, 2: over */
    int secret, guess;
    bool passed;
} guess_state;

typedef struct guess_game {
    bool can_pass; /* player 1 may pass for a draw */
    bool leaks;    /* determinize keeps the secret (a ruleset's bug) */
    int listed;    /* options of the decision listed last */
    int decided;   /* decisions listed (the search did look) */
} guess_game;

static void *state_new(void *game)
{
    (void)game;
    return calloc(1, sizeof(guess_state));
}

static void state_copy(void *game, void *dst, const void *src)
{
    (void)game;
    *(guess_state *)dst = *(const guess_state *)src;
}

static void determinize(void *game, void *state, int viewer, uint64_t seed)
{
    guess_state *s = state;
    if (viewer == 1 && s->phase == 1 && !((guess_game *)game)->leaks) s->secret = (int)(seed % K);
}

static int decide(void *game, const void *state, int *player)
{
    guess_game *g = game;
    const guess_state *s = state;
    g->decided++;
    *player = s->phase;
    g->listed = s->phase == 0 ? K : s->phase == 1 ? K + g->can_pass : 0;
    return g->listed;
}

static uint64_t option_key(void *game, int i)
{
    (void)game;
    return (uint64_t)i; /* a number, or K: pass */
}

static void answer(void *game, void *state, int i)
{
    guess_state *s = state;
    assert_true(i >= 0 && i < ((guess_game *)game)->listed);
    if (s->phase == 0) s->secret = i;
    else if (i == K) s->passed = true;
    else s->guess = i;
    s->phase++;
}

static int winner(void *game, const void *state)
{
    (void)game;
    const guess_state *s = state;
    return s->phase < 2 ? -1 : s->passed ? 2 : s->guess == s->secret;
}

static int turn(void *game, const void *state)
{
    (void)game;
    return ((const guess_state *)state)->phase;
}

static double evaluate(void *game, const void *state, int player)
{
    (void)game, (void)state, (void)player;
    return 0.5;
}

static int policy(void *game, const void *state, uint64_t *rng)
{
    (void)state;
    *rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
    return (int)((*rng >> 33) % (uint64_t)((guess_game *)game)->listed);
}

static const dcg_search_rules guess_rules = {state_new,  free,   state_copy, determinize, decide, option_key,
                                             answer,     winner, turn,       evaluate,    policy};

/* Games where player 0 hides secret g % K and the search guesses for player
** 1; returns how many of n it won (draws in *draws). */
static int play(guess_game *g, const char *options, int n, int *draws)
{
    char err[128] = "";
    dcg_search *s = dcg_search_new(&guess_rules, g, 7, options, err, sizeof err);
    assert_non_null(s);
    int wins = 0;
    *draws = 0;
    for (int k = 0; k < n; k++) {
        guess_state st = {.phase = 0};
        int player;
        assert_int_equal(decide(g, &st, &player), K);
        answer(g, &st, k * 5 % K);
        int options_n = decide(g, &st, &player);
        assert_int_equal(player, 1);
        guess_state seen = st;
        int i = dcg_search_pick(s, &st, player, options_n);
        assert_memory_equal(&st, &seen, sizeof st); /* the root is never played on */
        decide(g, &st, &player);
        answer(g, &st, i);
        wins += winner(g, &st) == 1;
        *draws += winner(g, &st) == 2;
    }
    dcg_search_free(s);
    return wins;
}

/* Guessing a secret it cannot see, the search wins by chance (1 in K); seeing
** it, it wins every game. */
static void test_search_cannot_see_the_secret(void **state)
{
    (void)state;
    int draws, n = 400;
    guess_game honest = {.can_pass = false}, leaky = {.can_pass = false, .leaks = true};
    int wins = play(&honest, "playouts=64", n, &draws);
    assert_true(honest.decided > n * 64);
    /* chance: n / K = 100, three standard deviations are 26 */
    assert_in_range(wins, n / K - 26, n / K + 26);
    assert_int_equal(play(&leaky, "playouts=64", n, &draws), n);
}

/* With a draw on offer, the search takes it (worth 0.5) rather than a guess
** worth 1 in K, and, seeing the secret, it guesses instead. */
static void test_search_weighs_what_it_does_not_know(void **state)
{
    (void)state;
    int draws, n = 100;
    guess_game honest = {.can_pass = true}, leaky = {.can_pass = true, .leaks = true};
    assert_int_equal(play(&honest, "playouts=200", n, &draws), 0);
    assert_int_equal(draws, n);
    assert_int_equal(play(&leaky, "playouts=200", n, &draws), n);
    assert_int_equal(play(&leaky, "playouts=200,policy=random,tree=3,depth=0", n, &draws), n);
}

/* Bad options are refused with a message naming them. */
static void test_search_options_are_checked(void **state)
{
    (void)state;
    guess_game g = {0};
    const char *bad[] = {"playouts=0", "tree=x", "c=-1", "policy=mcts", "speed=3", "depth"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char err[128] = "";
        assert_null(dcg_search_new(&guess_rules, &g, 1, bad[i], err, sizeof err));
        assert_true(err[0] != 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search_cannot_see_the_secret),
        cmocka_unit_test(test_search_weighs_what_it_does_not_know),
        cmocka_unit_test(test_search_options_are_checked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
