/* test_determinize.c: what each player knows of the hidden cards (3-1-2:
** decks, security and the other hand are hidden; trash, field and
** processing are public), and re-dealing what one player does not know
** (dcg_state_determinize): the visible part is unchanged, invariants hold,
** the hidden cards do change, and games that differ only in hidden cards
** give the same result. */
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

/* The game as viewer sees it: hidden cards blanked (kind, zone, where
** they lie), the generator, the record of who saw what and the stamp
** dropped. */
static void view_of(const dcg_state *st, int viewer, dcg_state *out)
{
    *out = *st;
    static const int zones[] = {DCG_ZONE_DECK, DCG_ZONE_EGGS, DCG_ZONE_HAND, DCG_ZONE_SECURITY};
    for (int p = 0; p < 2; p++)
        for (size_t z = 0; z < sizeof zones / sizeof *zones; z++) {
            pile *pl = dcg_pile(out, p, zones[z]);
            for (int i = 0; i < pl->n; i++)
                if (!dcg_card_known(st, pl->cards[i], viewer)) pl->cards[i] = 0xFF;
        }
    for (int c = 0; c < DCG_MAX_CARDS; c++)
        if (!dcg_card_known(st, c, viewer)) {
            out->def[c] = 0xFFFF;
            out->zone[c] = 0xEE;
            out->script_spent[c] = 0xFFFF; /* its number's count: the number is hidden */
        }
    memset(out->rng, 0, sizeof out->rng);
    memset(out->seen, 0, sizeof out->seen);
    out->stamp = 0; /* determinizing clears it: which listed options fit (listed.c), not the game */
}

/* Kinds of card each player owns in the game, counted. */
static void kinds_owned(const dcg_state *st, int counts[2][512])
{
    memset(counts, 0, sizeof(int) * 2 * 512);
    for (int c = 0; c < DCG_MAX_CARDS; c++)
        if (st->zone[c] != DCG_ZONE_NONE) counts[card_owner(c)][st->def[c] % 512]++;
}

static void test_the_visible_part_stays(void **state)
{
    (void)state;
    static dcg_decision d;
    static dcg_state before, sampled, v1, v2;
    static int k1[2][512], k2[2][512];
    int checked = 0, hand_changed = 0;
    uint64_t rng = 5;
    for (int g = 0; g < 30; g++) {
        dcg_game_start(ctx, &before, &decks[g % 3], &decks[(g + 2) % 3], (uint64_t)g);
        while (dcg_decision_get(ctx, &before, &d) == DCG_OK) {
            for (int viewer = 0; viewer < 2; viewer++) {
                sampled = before;
                dcg_state_determinize(&sampled, viewer, rng + (uint64_t)checked);
                if (dcg_state_check(ctx, &sampled) != DCG_OK) fail_msg("invariant: %s", dcg_errmsg(ctx));
                view_of(&before, viewer, &v1);
                view_of(&sampled, viewer, &v2);
                assert_memory_equal(&v1, &v2, sizeof v1);
                kinds_owned(&before, k1);
                kinds_owned(&sampled, k2);
                assert_memory_equal(k1, k2, sizeof k1); /* the same cards, dealt again */
                if (viewer == d.player) { /* what it may do is what it sees */
                    static dcg_decision again;
                    assert_int_equal(dcg_decision_get(ctx, &sampled, &again), DCG_OK);
                    assert_int_equal(again.n, d.n);
                    assert_memory_equal(again.options, d.options, sizeof *d.options * (size_t)d.n);
                }
                const pile *h1 = &before.pl[1 - viewer].hand, *h2 = &sampled.pl[1 - viewer].hand;
                for (int i = 0; i < h1->n; i++) hand_changed += before.def[h1->cards[i]] != sampled.def[h2->cards[i]];
                checked++;
            }
            dcg_answer(ctx, &before, dcg_ai_pick(ctx, &before, &d, DCG_AI_GREEDY, &rng));
        }
    }
    assert_true(checked > 1000);
    assert_true(hand_changed > checked); /* the opponent's hand is sampled, not copied */
}

static void test_only_what_the_viewer_knows_counts(void **state)
{
    (void)state;
    static dcg_decision d;
    static dcg_state a, b;
    uint64_t rng = 11;
    int compared = 0;
    dcg_game_start(ctx, &a, &decks[0], &decks[1], 77);
    while (dcg_decision_get(ctx, &a, &d) == DCG_OK) {
        b = a;
        if (test_swap_hidden(&b, d.player)) {
            assert_true(dcg_state_hash(&a) != dcg_state_hash(&b));
            static dcg_state sa, sb;
            sa = a;
            sb = b;
            dcg_state_determinize(&sa, d.player, 1234);
            dcg_state_determinize(&sb, d.player, 1234);
            assert_true(dcg_state_hash(&sa) == dcg_state_hash(&sb));
            compared++;
        }
        dcg_answer(ctx, &a, dcg_ai_pick(ctx, &a, &d, DCG_AI_GREEDY, &rng));
    }
    assert_true(compared > 20);
}

/* A Digimon returned to its owner's hand was seen by both players; a
** drawn card only by its owner; a shuffle makes both forget. */
static void test_who_saw_what(void **state)
{
    (void)state;
    static dcg_state st;
    dcg_game_start(ctx, &st, &decks[0], &decks[1], 3);
    int drawn = st.pl[1].hand.cards[0];
    assert_true(dcg_card_known(&st, drawn, 1));
    assert_false(dcg_card_known(&st, drawn, 0));
    int sec = st.pl[0].security.n ? st.pl[0].security.cards[0] : -1;
    if (sec >= 0) assert_false(dcg_card_known(&st, sec, 0)); /* security is face down, even to its owner */
    /* a card of player 1's hand goes to the field and back to the hand */
    uint16_t id = dcg_place(ctx, &st, drawn, false);
    assert_true(id != DCG_NO_PERM);
    assert_true(dcg_card_known(&st, drawn, 0));
    dcg_perm_leave(ctx, &st, id, true);
    assert_int_equal(st.zone[drawn], DCG_ZONE_HAND);
    assert_true(dcg_card_known(&st, drawn, 0));
    static dcg_state sampled;
    sampled = st;
    dcg_state_determinize(&sampled, 0, 99);
    assert_int_equal(sampled.zone[drawn], DCG_ZONE_HAND);
    assert_int_equal(sampled.def[drawn], st.def[drawn]); /* kept: player 0 saw it go there */
    /* from the hand to the deck unseen, then shuffled: forgotten */
    dcg_move(ctx, &st, drawn, DCG_ZONE_DECK, false);
    assert_false(dcg_card_known(&st, drawn, 0));
    assert_true(dcg_card_known(&st, drawn, 1)); /* its owner put it there */
    dcg_shuffle(ctx, &st, &st.pl[1].deck, 1);
    assert_false(dcg_card_known(&st, drawn, 1));
    assert_false(dcg_card_known(&st, -1, 0));
}

/* A face-up security card (3-7-4) is known to both players and stays put;
** a face-down card under a Digimon (4-7-10) is known to its owner only, and
** the opponent's sample deals it again among the hidden cards, face down. */
static void test_face_up_and_face_down(void **state)
{
    (void)state;
    static dcg_state st, sampled;
    static dcg_decision d;
    uint64_t rng = 3;
    dcg_game_start(ctx, &st, &decks[0], &decks[1], 5);
    while (dcg_phase_of(&st) == DCG_PHASE_SETUP && dcg_decision_get(ctx, &st, &d) == DCG_OK) /* past the opening hands */
        dcg_answer(ctx, &st, dcg_ai_pick(ctx, &st, &d, DCG_AI_GREEDY, &rng));
    assert_true(st.pl[1].security.n > 0 && st.pl[1].hand.n > 1);
    int up = st.pl[1].security.cards[0], down = st.pl[1].hand.cards[0], carrier = st.pl[1].hand.cards[1];
    dcg_face_set(&st, up, true);
    assert_true(dcg_card_known(&st, up, 0) && dcg_card_known(&st, up, 1));
    uint16_t id = dcg_place(ctx, &st, carrier, false);
    dcg_stack_under(ctx, &st, id, down);
    dcg_face_set(&st, down, false);
    assert_true(dcg_card_known(&st, down, 1));
    assert_false(dcg_card_known(&st, down, 0));
    assert_false(dcg_card_face_up(&st, down));
    assert_int_equal(card_def(ctx, &st, down)->kind, DCG_KIND_COUNT); /* no card information (4-7-9) */
    int moved = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        sampled = st;
        dcg_state_determinize(&sampled, 0, seed);
        if (dcg_state_check(ctx, &sampled) != DCG_OK) fail_msg("invariant: %s", dcg_errmsg(ctx));
        assert_int_equal(sampled.pl[1].security.cards[0], up);
        assert_int_equal(sampled.def[up], st.def[up]);
        assert_true(dcg_card_face_up(&sampled, up));
        const perm *pm = dcg_perm(&sampled, id);
        int under = pm->cards[0];
        assert_false(dcg_card_face_up(&sampled, under)); /* whatever is dealt there lies face down */
        assert_true(dcg_card_known(&sampled, under, 1));
        moved += sampled.def[under] != st.def[down];
        sampled = st;
        dcg_state_determinize(&sampled, 1, seed); /* its owner knows it */
        assert_int_equal(sampled.def[dcg_perm(&sampled, id)->cards[0]], st.def[down]);
    }
    assert_true(moved > 0);
}

/* An effect waiting on a question is run again from its start once it is
** answered, so a sampled game must keep the cards it has shown so far:
** BT1-010 Agumon reveals the top 5 of its player's deck, then asks which
** Tamer to add and in which order the rest go to the bottom. In a sample,
** answering as in the real game leads to the same next question of the
** effect (or ends it in both), without a script error; before, the
** revealed cards were dealt again and the recorded answers pointed at
** others ("bad argument to 'to_deck'"). */
static void test_a_paused_effect_keeps_what_it_showed(void **state)
{
    (void)state;
    static const char agumon_deck[] = "4 Koromon ST1-01\n4 Biyomon ST1-02\n4 Agumon BT1-010\n4 Dracomon ST1-04\n"
        "4 Birdramon ST1-05\n4 Coredramon ST1-06\n2 Greymon ST1-07\n4 Garudamon ST1-08\n4 MetalGreymon ST1-09\n"
        "2 Phoenixmon ST1-10\n2 WarGreymon ST1-11\n4 Tai Kamiya ST1-12\n4 Shadow Wing ST1-13\n"
        "4 Starlight Explosion ST1-14\n2 Giga Destroyer ST1-15\n2 Gaia Force ST1-16\n";
    static dcg_deck agumon;
    static dcg_decision d, da, ds;
    static dcg_state st, sampled, a, s;
    if (dcg_deck_parse(ctx, agumon_deck, "agumon", &agumon) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    int def = dcg_card_find(ctx, "BT1-010"), paused = 0, followed = 0;
    assert_true(def >= 0);
    uint64_t rng = 17;
    for (int g = 0; g < 12; g++) {
        dcg_game_start(ctx, &st, &agumon, &decks[1], (uint64_t)g);
        while (dcg_decision_get(ctx, &st, &d) == DCG_OK) {
            if (st.act.on && st.def[st.act.e.card] == def && d.n > 1) {
                paused++;
                for (uint64_t seed = 1; seed <= 6; seed++) {
                    sampled = st;
                    dcg_state_determinize(&sampled, d.player, seed);
                    for (int i = 0; i < d.n; i++) {
                        a = st;
                        s = sampled;
                        dcg_answer(ctx, &a, i);
                        assert_int_equal(dcg_answer(ctx, &s, i), DCG_OK);
                        if (test_count_events(ctx, DCG_EV_SCRIPT_ERROR)) fail_msg("game %d: %s", g, dcg_script_error(ctx));
                        if (!a.act.on || memcmp(&a.act.e, &st.act.e, sizeof a.act.e) || dcg_decision_get(ctx, &a, &da) != DCG_OK)
                            continue;
                        /* the effect asks on in the real game: the same question in the sample */
                        assert_true(s.act.on && !memcmp(&s.act.e, &st.act.e, sizeof s.act.e));
                        assert_int_equal(dcg_decision_get(ctx, &s, &ds), DCG_OK);
                        assert_int_equal(ds.n, da.n);
                        assert_memory_equal(ds.options, da.options, sizeof *da.options * (size_t)da.n);
                        followed++;
                    }
                }
            }
            dcg_answer(ctx, &st, dcg_ai_pick(ctx, &st, &d, DCG_AI_GREEDY, &rng));
        }
    }
    assert_true(paused > 5 && followed > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_visible_part_stays),
        cmocka_unit_test(test_only_what_the_viewer_knows_counts),
        cmocka_unit_test(test_who_saw_what),
        cmocka_unit_test(test_face_up_and_face_down),
        cmocka_unit_test(test_a_paused_effect_keeps_what_it_showed),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
