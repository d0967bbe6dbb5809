#include "support.h"
#include <stdio.h>

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
            uint8_t c = own->deck.cards[0];
            own->deck.cards[0] = own->deck.cards[own->deck.n - 1];
            own->deck.cards[own->deck.n - 1] = c;
            return true;
        }
    return false;
}
