/* keyword_would.c: immediate keyword effects of chapter 16 that interrupt a
** deletion (15-8-5), beside the older ones in script/effect.c, and the
** cost they share with <Digi-Burst>: trashing chosen digivolution cards. */
#include "internal.h"
#include "script/script.h"

int dcg_trash_chosen_sources(dcg_ctx *ctx, dcg_state *st, int player, uint16_t perm_id, int n)
{
    const perm *pm = dcg_perm(st, perm_id);
    uint16_t items[DCG_MAX_STACK], chosen[DCG_MAX_STACK];
    int m = pm->n - 1;
    assert(n >= 1 && n <= m);
    for (int i = 0; i < m; i++) items[i] = pm->cards[i];
    for (int picked = 0; picked < n; picked++, m--) {
        int a = 0; /* when the rest are all needed: no question */
        if (m + picked != n && (a = dcg_effect_ask(ctx, player, 0, ASK_CARDS, items, m, 0)) < 0) return a;
        chosen[picked] = items[a];
        memmove(&items[a], &items[a + 1], sizeof *items * (size_t)(m - a - 1));
    }
    for (int i = 0; i < n; i++) dcg_move(ctx, st, chosen[i], DCG_ZONE_TRASH, false);
    return 0;
}

/* <Fragment (N)> (16-37): when its Digimon would be deleted, by any cause,
** its player may choose and trash N of its digivolution cards; then it is
** not deleted (16-37-3). Not payable with fewer than N: not asked (15-6). */
int dcg_fragment_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    for (int k = DCG_KEY_FRAGMENT_1; k <= DCG_KEY_FRAGMENT_3; k++) {
        perm *pm = dcg_perm(st, perm_id);
        int owner = dcg_perm_owner(st, perm_id), top = perm_top(pm), n = k - DCG_KEY_FRAGMENT_1 + 1;
        if (!(dcg_perm_keywords(ctx, st, pm) & DCG_KW(k)) || (ctx->would_kw_used[top] & DCG_KW(k)) || pm->n - 1 < n) continue;
        ctx->would_kw_used[top] |= DCG_KW(k); /* once until the cause is resolved (15-8-5-4) */
        if (dcg_keyword_use(ctx, owner, top, perm_id, EFF_KEYWORD, NULL, 0) < 0) {
            if (ctx->asking) return WOULD_STOP;
            continue; /* declined */
        }
        return dcg_trash_chosen_sources(ctx, st, owner, perm_id, n) < 0 ? WOULD_STOP : WOULD_PREVENTED;
    }
    return WOULD_GO_ON;
}
