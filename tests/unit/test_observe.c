/* test_observe.c: a player's observation (dcg_observe) holds what that
** player may know and nothing more: two games that differ only in cards
** hidden from the viewer (two of the opponent's hidden cards swapped; the
** hidden cards re-dealt by dcg_state_determinize) give the same
** observation, while the games do differ where a leaky reading would show
** it; the viewer's hand is seen, the opponent's is not, public piles are. */
#include "support.h"
#include <stdlib.h>

static dcg_ctx *ctx;
static dcg_deck decks[3];

static int setup(void **state)
{
    (void)state;
    ctx = test_ctx();
    test_load_starters(ctx, decks);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    dcg_ctx_free(ctx);
    return 0;
}

static dcg_observation obs_a, obs_b;

static void assert_same_view(const dcg_state *a, const dcg_state *b, int viewer)
{
    assert_int_equal(dcg_observe(ctx, a, viewer, &obs_a), DCG_OK);
    assert_int_equal(dcg_observe(ctx, b, viewer, &obs_b), DCG_OK);
    assert_memory_equal(&obs_a, &obs_b, sizeof obs_a);
}

/* Swap the cards of two instances of the opponent's that viewer does not
** know, in the hand or deck or security, of different kinds; false when
** there are none. */
static bool swap_two_hidden(dcg_state *st, int viewer)
{
    uint8_t ids[3][DCG_PLAYER_CARDS];
    int n[3];
    static const int zones[3] = {DCG_ZONE_HAND, DCG_ZONE_DECK, DCG_ZONE_SECURITY};
    for (int z = 0; z < 3; z++) n[z] = dcg_zone_cards(st, 1 - viewer, zones[z], ids[z], DCG_PLAYER_CARDS);
    for (int z = 0; z < 3; z++)
        for (int i = 0; i < n[z]; i++)
            for (int y = 2; y >= 0; y--)
                for (int j = 0; j < n[y]; j++) {
                    int a = ids[z][i], b = ids[y][j];
                    if (a == b || st->def[a] == st->def[b] || dcg_card_known(st, a, viewer) || dcg_card_known(st, b, viewer))
                        continue;
                    uint16_t t = st->def[a];
                    st->def[a] = st->def[b];
                    st->def[b] = t;
                    return true;
                }
    return false;
}

/* The opponent's hand as a leaky observation would read it. */
static uint64_t opponent_hand_kinds(const dcg_state *st, int viewer)
{
    uint8_t ids[DCG_PLAYER_CARDS];
    uint64_t h = 1469598103934665603ull;
    int n = dcg_zone_cards(st, 1 - viewer, DCG_ZONE_HAND, ids, DCG_PLAYER_CARDS);
    for (int i = 0; i < n; i++) h = (h ^ (uint64_t)dcg_card_of(st, ids[i])) * 1099511628211ull;
    return h;
}

/* Random and greedy games of each starter pair; at every third decision,
** for both players: a swap of two hidden cards and two re-deals. */
static void test_hidden_cards_do_not_show(void **state)
{
    (void)state;
    static dcg_state st, other;
    static dcg_decision d;
    int compared = 0, leaky_would_differ = 0;
    for (int g = 0; g < 6; g++) {
        uint64_t rng = (uint64_t)g + 1;
        assert_int_equal(dcg_game_start(ctx, &st, &decks[g % 3], &decks[(g + 1) % 3], 500 + (uint64_t)g), DCG_OK);
        for (int step = 0; dcg_decision_get(ctx, &st, &d) == DCG_OK; step++) {
            for (int viewer = 0; step % 3 == 0 && viewer < 2; viewer++) {
                other = st;
                if (swap_two_hidden(&other, viewer)) {
                    assert_same_view(&st, &other, viewer);
                    compared++;
                }
                for (uint64_t seed = 1; seed <= 2; seed++) {
                    other = st;
                    dcg_state_determinize(&other, viewer, seed * 7919 + (uint64_t)step);
                    assert_same_view(&st, &other, viewer);
                    leaky_would_differ += opponent_hand_kinds(&st, viewer) != opponent_hand_kinds(&other, viewer);
                    compared++;
                }
            }
            assert_int_equal(dcg_answer(ctx, &st, dcg_ai_pick(ctx, &st, &d, d.player ? DCG_AI_GREEDY : DCG_AI_RANDOM, &rng)), DCG_OK);
        }
        assert_int_equal(dcg_observe(ctx, &st, 0, &obs_a), DCG_OK);
        assert_int_equal(obs_a.deciding, -1);
        assert_int_equal(obs_a.decision, DCG_DEC_NONE);
        assert_true(obs_a.result == (dcg_winner(&st) == 2 ? 2 : dcg_winner(&st) == 0));
    }
    assert_true(compared > 500);
    assert_true(leaky_would_differ > compared / 4); /* the games compared do differ in hidden cards */
}

/* What each side shows: the viewer's hand, not the opponent's; a face-down
** security card hidden; the trash and the field seen; empty past the end. */
static void test_what_shows(void **state)
{
    (void)state;
    static dcg_state st;
    static dcg_decision d;
    uint64_t rng = 3;
    assert_int_equal(dcg_game_start(ctx, &st, &decks[0], &decks[1], 77), DCG_OK);
    while (dcg_decision_get(ctx, &st, &d) == DCG_OK && dcg_turn_number(&st) < 6)
        assert_int_equal(dcg_answer(ctx, &st, dcg_ai_pick(ctx, &st, &d, DCG_AI_GREEDY, &rng)), DCG_OK);
    for (int viewer = 0; viewer < 2; viewer++) {
        assert_int_equal(dcg_observe(ctx, &st, viewer, &obs_a), DCG_OK);
        assert_int_equal(obs_a.viewer, viewer);
        assert_int_equal(obs_a.memory, dcg_memory(&st, viewer));
        assert_int_equal(obs_a.deciding, d.player == viewer);
        uint8_t ids[DCG_PLAYER_CARDS];
        int n = dcg_zone_cards(&st, viewer, DCG_ZONE_HAND, ids, DCG_PLAYER_CARDS);
        assert_int_equal(obs_a.pile_size[0][DCG_OBS_HAND], n);
        for (int i = 0; i < n; i++) assert_int_equal(obs_a.piles[0][DCG_OBS_HAND][i], dcg_card_of(&st, ids[i]));
        assert_int_equal(obs_a.piles[0][DCG_OBS_HAND][n], DCG_OBS_EMPTY);
        n = dcg_zone_cards(&st, 1 - viewer, DCG_ZONE_HAND, ids, DCG_PLAYER_CARDS);
        assert_int_equal(obs_a.pile_size[1][DCG_OBS_HAND], n);
        for (int i = 0; i < n; i++)
            assert_int_equal(obs_a.piles[1][DCG_OBS_HAND][i], dcg_card_known(&st, ids[i], viewer) ? dcg_card_of(&st, ids[i]) : DCG_OBS_HIDDEN);
        for (int s = 0; s < 2; s++) {
            int p = s ? 1 - viewer : viewer;
            n = dcg_zone_cards(&st, p, DCG_ZONE_TRASH, ids, DCG_PLAYER_CARDS);
            for (int i = 0; i < n; i++) assert_int_equal(obs_a.piles[s][DCG_OBS_TRASH][i], dcg_card_of(&st, ids[i]));
            n = dcg_zone_cards(&st, p, DCG_ZONE_SECURITY, ids, DCG_PLAYER_CARDS);
            for (int i = 0; i < n; i++)
                if (!dcg_card_face_up(&st, ids[i])) assert_int_equal(obs_a.piles[s][DCG_OBS_SECURITY][i], DCG_OBS_HIDDEN);
            dcg_perm_info perms[DCG_OBS_PERMS];
            n = dcg_perms(ctx, &st, p, perms, DCG_OBS_PERMS);
            assert_int_equal(obs_a.n_perms[s], n);
            for (int i = 0; i < n; i++) {
                assert_int_equal(obs_a.perm[s][i][DCG_OBS_PERM_ID], perms[i].id);
                assert_int_equal(obs_a.perm[s][i][DCG_OBS_PERM_DP], perms[i].dp);
                assert_int_equal(obs_a.perm[s][i][DCG_OBS_PERM_TOP], dcg_card_of(&st, perms[i].cards[perms[i].n - 1]));
            }
        }
    }
    assert_int_equal(dcg_observe(ctx, &st, 2, &obs_a), DCG_EINVAL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_cards_do_not_show),
        cmocka_unit_test(test_what_shows),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
