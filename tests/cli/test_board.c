/* test_board.c: the terminal client's board and options (issue 11, items 1
** and 3): effect states with their duration, keywords only where they
** work, option keys named by what they do, twins merged, look-alikes told
** apart. The state is a real game; modifiers are added as effects would
** (engine internals, as the unit tests do). */
#include "play.h"
#include "support.h"
#include <stdlib.h>

const char *dcg_cli_card_dirs[DCG_CLI_MAX_DIRS];
int dcg_cli_n_card_dirs;

/* A game of ST1 against ST2 played by the AI until P1, in its main phase,
** has a Digimon in the battle area and one in the breeding area. */
static dcg_state *midgame(dcg_ctx *ctx)
{
    dcg_deck d[2];
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st1.txt"), &d[0]), DCG_OK);
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st2.txt"), &d[1]), DCG_OK);
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    for (uint64_t seed = 1; seed < 50; seed++) {
        uint64_t rng = seed;
        dcg_game_start(ctx, st, &d[0], &d[1], seed);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            if (dec.kind == DCG_DEC_MAIN && dec.player == 0 && st->pl[0].n_battle && st->pl[0].breeding.id) return st;
            dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_GREEDY, &rng));
        }
    }
    fail_msg("no game reached the position");
    return NULL;
}

static char *board_text(dcg_ctx *ctx, const dcg_state *st, int width, int height, int *lines)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    play_board b;
    board_read(ctx, st, 0, &b);
    *lines = board_print(f, ctx, st, &b, width, height);
    fclose(f);
    return text;
}

/* The line of the board that starts with prefix. */
static const char *line_of(const char *text, const char *prefix, char *buf, size_t size)
{
    for (const char *p = text; *p; p += strcspn(p, "\n") + (p[strcspn(p, "\n")] != 0))
        if (!strncmp(p, prefix, strlen(prefix))) {
            snprintf(buf, size, "%.*s", (int)strcspn(p, "\n"), p);
            return buf;
        }
    fail_msg("no line '%s' in:\n%s", prefix, text);
    return NULL;
}

/* Effects on a Digimon show with how long they last (DP changes, can't
** attack, granted keywords); a keyword granted to all Digimon shows on the
** battle area's, not on the breeding area's (16-1: keywords are effects of
** Digimon in the battle area). */
static void test_effect_states(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    dcg_state *st = midgame(ctx);
    uint16_t id = st->pl[0].battle[0].id;
    assert_true(dcg_mod_add(st, &(mod){.cls = MOD_PERM, .perm = id, .until = UNTIL_END_OF_TURN, .dp = 1000, .turn = st->turn}));
    assert_true(dcg_mod_add(st, &(mod){.cls = MOD_PERM, .perm = id, .until = UNTIL_END_OF_PLAYER_TURN, .player = 1,
                                       .forbid = FORBID_ATTACK, .turn = st->turn}));
    assert_true(dcg_mod_add(st, &(mod){.cls = MOD_ALL_DIGIMON, .side = 0, .until = UNTIL_LEAVES, .keyword = DCG_KEY_BLOCKER + 1}));
    int tall, short_;
    char *text = board_text(ctx, st, 200, 100, &tall), buf[512];
    const char *battle = line_of(text, " a ", buf, sizeof buf);
    assert_non_null(strstr(battle, "+1000 DP until the end of the turn"));
    assert_non_null(strstr(battle, "can't attack until the end of the opponent's turn"));
    assert_non_null(strstr(battle, "gains <Blocker> (all Digimon)"));
    assert_non_null(strstr(battle, " <Blocker> |")); /* the keyword it has now */
    char label[32];
    snprintf(label, sizeof label, " %c [breeding]", 'a' + st->pl[0].n_battle);
    const char *breeding = line_of(text, label, buf, sizeof buf);
    assert_null(strstr(breeding, " <Blocker> |"));
    free(text);
    /* 80 columns: every line fits, a cut one says so */
    text = board_text(ctx, st, 80, 100, &tall);
    for (const char *p = text; *p; p += strcspn(p, "\n") + 1) assert_true(strcspn(p, "\n") <= 80);
    assert_non_null(strstr(text, "~\n"));
    free(text);
    /* a short window: the hand two cards a line, so both sides stay in view */
    text = board_text(ctx, st, 80, 10, &short_);
    assert_true(st->pl[0].hand.n > 1);
    assert_int_equal(tall - short_, st->pl[0].hand.n / 2);
    assert_non_null(strstr(text, "OPPONENT"));
    free(text);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* Keys name what an option does; the same option twice is shown once;
** two options that look alike get .2; a cost over the memory ends the turn. */
static void test_option_keys(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    dcg_state *st = midgame(ctx);
    play_board b;
    board_read(ctx, st, 0, &b);
    static dcg_decision d;
    static play_option o[DCG_MAX_OPTIONS];
    d.kind = DCG_DEC_MAIN;
    d.player = 0;
    d.source = DCG_NO_CARD;
    uint16_t a = st->pl[0].battle[0].id;
    int hand2 = b.hand[1], mem = dcg_memory(st, 0);
    d.options[0] = (dcg_option){.kind = DCG_OPT_ATTACK, .card = DCG_NO_CARD, .perm = a, .target = DCG_PLAYER_TARGET};
    d.options[1] = (dcg_option){.kind = DCG_OPT_DIGIVOLVE, .card = (uint8_t)hand2, .perm = a, .cost = 1, .req = 0};
    d.options[2] = (dcg_option){.kind = DCG_OPT_DIGIVOLVE, .card = (uint8_t)hand2, .perm = a, .cost = 2, .req = 1};
    d.options[3] = d.options[2]; /* a twin */
    d.options[4] = (dcg_option){.kind = DCG_OPT_PLAY, .card = (uint8_t)hand2, .cost = (int8_t)(mem + 1)};
    d.options[5] = (dcg_option){.kind = DCG_OPT_PASS, .card = DCG_NO_CARD};
    d.n = 6;
    int n = options_build(ctx, st, &b, &d, o);
    assert_int_equal(n, 5);
    assert_string_equal(o[0].key, "xa");
    assert_string_equal(o[1].key, "d2a");
    assert_string_equal(o[2].key, "d2a.2");
    assert_int_equal(o[3].index, 4); /* the twin at 3 is merged */
    assert_string_equal(o[3].key, "p2");
    assert_true(o[3].ends_turn);
    assert_non_null(strstr(o[3].text, "ends your turn"));
    assert_false(o[1].ends_turn == (mem >= 1));
    assert_string_equal(o[4].key, "pass");
    assert_true(pass_gives_up(st, &d, 0)); /* the attack is still possible */
    /* the same board gives the same keys */
    static play_option again[DCG_MAX_OPTIONS];
    assert_int_equal(options_build(ctx, st, &b, &d, again), n);
    for (int i = 0; i < n; i++) assert_string_equal(again[i].key, o[i].key);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* An effect's question says what the choice is for ("choose a Digimon to
** delete"), found on a copy: the game itself does not change. */
static void test_question_purpose(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    dcg_deck d[3];
    const char *const names[3] = {"cards/decks/st1.txt", "cards/decks/st2.txt", "cards/decks/st3.txt"};
    for (int k = 0; k < 3; k++) assert_int_equal(dcg_deck_load(ctx, test_path(names[k]), &d[k]), DCG_OK);
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    char title[600];
    int asked = 0, deletes = 0, dp = 0;
    for (uint64_t seed = 1; seed < 30; seed++) {
        uint64_t rng = seed;
        dcg_game_start(ctx, st, &d[seed % 3], &d[(seed + 1) % 3], seed);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            if (dec.kind == DCG_DEC_TARGET) {
                uint64_t hash = dcg_state_hash(st);
                dcg_decision_describe(ctx, st, &dec, title, sizeof title);
                assert_int_equal(dcg_state_hash(st), hash);
                assert_non_null(strstr(title, ": choose a "));
                asked++;
                deletes += strstr(title, "choose a Digimon to delete -- ") != NULL;
                dp += strstr(title, " DP") != NULL && strstr(title, "choose a Digimon to get ") != NULL;
            }
            assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_GREEDY, &rng)), DCG_OK);
        }
    }
    assert_true(asked > 10);
    assert_true(deletes > 0); /* Gaia Force */
    assert_true(dp > 0);      /* Garudamon, Shadow Wing ... */
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* An attack that costs memory when declared ("when attacking, lose 2
** memory": Coredramon ST1-06) says the memory after it, found on a copy
** (dcg_option_memory); an attack that costs nothing says nothing (issue 29). */
static void test_attack_memory(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    dcg_deck d[2];
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st1.txt"), &d[0]), DCG_OK);
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st2.txt"), &d[1]), DCG_OK);
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    static play_option o[DCG_MAX_OPTIONS];
    int coredramon = dcg_card_find(ctx, "ST1-06"), costly = 0, free_ = 0;
    for (uint64_t seed = 1; seed < 200 && !(costly && free_); seed++) {
        uint64_t rng = seed;
        dcg_game_start(ctx, st, &d[0], &d[1], seed);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            if (dec.kind == DCG_DEC_MAIN && dec.player == 0) {
                play_board b;
                board_read(ctx, st, 0, &b);
                uint64_t hash = dcg_state_hash(st);
                int n = options_build(ctx, st, &b, &dec, o);
                assert_int_equal(dcg_state_hash(st), hash);
                assert_int_equal(dcg_decision_get(ctx, st, &dec), DCG_OK); /* the copies' answers left the listing */
                for (int k = 0; k < n; k++) {
                    const dcg_option *op = &dec.options[o[k].index];
                    if (op->kind != DCG_OPT_ATTACK) continue;
                    dcg_perm_info pi;
                    assert_int_equal(dcg_perm_get(ctx, st, op->perm, &pi), DCG_OK);
                    char want[64];
                    int m = dcg_memory(st, 0) - 2;
                    snprintf(want, sizeof want, m < 0 ? "(memory after: %d, ends your turn)" : "(memory after: %d)", m);
                    if (dcg_card_of(st, pi.cards[pi.n - 1]) == coredramon) {
                        if (!strstr(o[k].text, want)) fail_msg("'%s' lacks '%s'", o[k].text, want);
                        costly++;
                    } else if (pi.n == 1 || !strstr(o[k].text, "memory after")) {
                        assert_null(strstr(o[k].text, "memory after"));
                        free_++;
                    }
                }
            }
            assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_GREEDY, &rng)), DCG_OK);
        }
    }
    assert_true(costly > 0);
    assert_true(free_ > 0);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

/* A Digimon keeps its letter while it stays on the field, a hand card its
** number while it stays in the hand, through whole games (issue 29: they
** shifted after every play); the engine's order alone would have moved them. */
static void test_stable_labels(void **state)
{
    (void)state;
    dcg_ctx *ctx = test_ctx();
    dcg_deck d[2];
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st1.txt"), &d[0]), DCG_OK);
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st2.txt"), &d[1]), DCG_OK);
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    static play_board kept, before, fresh;
    int moved_letters = 0, moved_numbers = 0, checked = 0;
    for (uint64_t seed = 1; seed < 12; seed++) {
        uint64_t rng = seed;
        dcg_game_start(ctx, st, &d[0], &d[1], seed);
        board_read(ctx, st, 0, &kept);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            if (dec.player == 0) {
                before = kept;
                board_update(ctx, st, 0, &kept);
                board_read(ctx, st, 0, &fresh);
                for (int s = 0; s < 2; s++)
                    for (int i = 0; i < before.n_perms[s]; i++) {
                        char was = before.labels[s][i], now = board_label(&kept, before.perms[s][i].id);
                        if (!now) continue; /* it left */
                        assert_int_equal(now, was);
                        assert_int_equal(board_perm(&kept, now)->id, before.perms[s][i].id);
                        moved_letters += board_label(&fresh, before.perms[s][i].id) != was;
                        checked++;
                    }
                for (int i = 0; i < before.n_hand; i++) {
                    int now = board_hand_pos(&kept, before.hand[i]);
                    if (!now) continue;
                    assert_int_equal(now, before.hand_no[i]);
                    assert_int_equal(board_hand_card(&kept, now), before.hand[i]);
                    moved_numbers += board_hand_pos(&fresh, before.hand[i]) != now;
                }
                for (int i = 1; i < kept.n_hand; i++) assert_true(kept.hand_no[i] > kept.hand_no[i - 1]); /* shown in order */
            }
            assert_int_equal(dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_GREEDY, &rng)), DCG_OK);
        }
    }
    assert_true(checked > 100);
    assert_true(moved_letters > 0); /* the engine's order would have moved them */
    assert_true(moved_numbers > 0);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_effect_states),
        cmocka_unit_test(test_option_keys),
        cmocka_unit_test(test_question_purpose),
        cmocka_unit_test(test_attack_memory),
        cmocka_unit_test(test_stable_labels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
