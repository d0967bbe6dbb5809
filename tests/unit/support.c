#include "support.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

const char *test_path(const char *relative)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "%s/%s", DCG_SOURCE_DIR, relative);
    return buf;
}

dcg_ctx *test_ctx(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) fail_msg("loading cards and scripts: %s", dcg_errmsg(ctx));
    return ctx;
}

dcg_ctx *test_ctx_inline(const char *cards_json, const test_script *scripts, int n)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_cards_json(ctx, cards_json, "test cards") != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-test-cards-%d", (int)getpid());
    mkdir(dir, 0700);
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s.lua", dir, scripts[i].number);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(scripts[i].lua, f);
        fclose(f);
    }
    if (dcg_load_script_libs(ctx, test_path("scripts/lib")) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_status rc = dcg_load_scripts(ctx, dir);
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s.lua", dir, scripts[i].number);
        unlink(path);
    }
    rmdir(dir);
    if (rc != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    return ctx;
}

int board_give(test_board *b, int p, const char *number, int zone)
{
    dcg_state *st = b->st;
    int c = p * DCG_PLAYER_CARDS + b->next_id[p]++;
    int def = dcg_card_find(b->ctx, number);
    if (def < 0) fail_msg("no card %s", number);
    st->def[c] = (uint16_t)def;
    dcg_game_note_card(b->ctx, st, def);
    st->zone[c] = DCG_ZONE_HAND;
    st->pl[p].hand.cards[st->pl[p].hand.n++] = (uint8_t)c;
    st->pl[p].n_cards++;
    if (zone == DCG_ZONE_BATTLE) dcg_place(b->ctx, st, c, false);
    return c;
}

void board_fresh(test_board *b, const char *filler)
{
    memset(b->st, 0, sizeof *b->st);
    b->st->winner = 0xFF;
    b->next_id[0] = b->next_id[1] = 0;
    for (int p = 0; p < 2; p++) /* decks so nobody decks out */
        for (int i = 0; i < 5; i++) dcg_move(b->ctx, b->st, board_give(b, p, filler, DCG_ZONE_HAND), DCG_ZONE_DECK, false);
}

void board_begin(test_board *b, int memory)
{
    b->st->memory = (int8_t)memory;
    dcg_resume_at(b->ctx, b->st, 0, 3, DCG_PHASE_MAIN);
    assert_int_equal(dcg_state_check(b->ctx, b->st), DCG_OK);
}

void board_pick(test_board *b, int kind, int c)
{
    static dcg_decision d;
    assert_int_equal(dcg_decision_get(b->ctx, b->st, &d), DCG_OK);
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == kind && (c < 0 || d.options[i].card == c)) {
            assert_int_equal(dcg_answer(b->ctx, b->st, i), DCG_OK);
            assert_int_equal(dcg_state_check(b->ctx, b->st), DCG_OK);
            return;
        }
    fail_msg("no option of kind %d for card %d (decision %d, %d options)", kind, c, d.kind, d.n);
}

void board_open(test_board *b, const char *cards_json, const test_script *scripts, int n)
{
    b->ctx = test_ctx_inline(cards_json, scripts, n);
    b->st = dcg_state_new();
    assert_non_null(b->st);
    b->next_id[0] = b->next_id[1] = 0;
}

void board_close(test_board *b)
{
    dcg_state_free(b->st);
    dcg_ctx_free(b->ctx);
}

uint64_t test_hash_events(const dcg_ctx *ctx, uint64_t h)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++) {
        uint64_t vals[] = {ev[i].kind, ev[i].player, ev[i].card, ev[i].from, ev[i].to, (uint64_t)(int64_t)ev[i].def,
                           ev[i].perm, (uint64_t)(int64_t)ev[i].a, (uint64_t)(int64_t)ev[i].b};
        for (size_t k = 0; k < sizeof vals / sizeof *vals; k++) h = (h ^ vals[k]) * 0x100000001b3ull;
    }
    return h;
}

int test_count_events(const dcg_ctx *ctx, int kind)
{
    int n, k = 0;
    const dcg_event *ev = dcg_events(ctx, &n);
    for (int i = 0; i < n; i++) k += ev[i].kind == kind;
    return k;
}

void test_load_starters(dcg_ctx *ctx, dcg_deck decks[3])
{
    const char *names[3] = {"cards/decks/st1.txt", "cards/decks/st2.txt", "cards/decks/st3.txt"};
    for (int i = 0; i < 3; i++)
        if (dcg_deck_load(ctx, test_path(names[i]), &decks[i]) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
}

bool test_swap_hidden(dcg_state *st, int viewer)
{
    side *opp = &st->pl[1 - viewer], *own = &st->pl[viewer];
    if (own->deck.n < 2) return false;
    for (int i = 0; i < opp->hand.n; i++)
        for (int j = 0; j < opp->deck.n; j++) {
            int a = opp->hand.cards[i], b = opp->deck.cards[j];
            if (st->def[a] == st->def[b]) continue;
            uint16_t t = st->def[a];
            st->def[a] = st->def[b];
            st->def[b] = t;
            t = st->script_spent[a]; /* the scripts' game budgets are per card number */
            st->script_spent[a] = st->script_spent[b];
            st->script_spent[b] = t;
            uint8_t c = own->deck.cards[0];
            own->deck.cards[0] = own->deck.cards[own->deck.n - 1];
            own->deck.cards[own->deck.n - 1] = c;
            return true;
        }
    return false;
}

char *test_option_cards(const char *prefix, int n)
{
    char *json = malloc((size_t)n * 96 + 8);
    assert_non_null(json);
    size_t len = 0;
    json[len++] = '[';
    for (int i = 0; i < n; i++)
        len += (size_t)sprintf(json + len, "%s{\"number\":\"%s-%05d\",\"name\":\"X\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}",
                               i ? "," : "", prefix, i);
    strcpy(json + len, "]");
    return json;
}
