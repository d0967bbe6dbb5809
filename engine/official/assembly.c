/* assembly.c: Assembly (7-3). Which cards of the owner's trash may go
** under a card played by Assembly, the player's choice of them one at a
** time in stacking order (the first chosen directly under the card,
** 7-3-2-6), and the play declared in the main phase (an F_ASSEMBLY frame,
** so the choices are questions of a rules step). The requirements are the
** card's facts (dcg_card.asm_*, cards/README.md). */
#include "internal.h"
#include "script/script.h"

/* Does trash card t meet requirement k (asm_each), or any requirement? */
static bool meets(const dcg_card *c, const dcg_card *t, int k)
{
    if (c->asm_each) return dcg_req_met(t, &c->asm_from[k]);
    for (int i = 0; i < c->n_asm; i++)
        if (dcg_req_met(t, &c->asm_from[i])) return true;
    return false;
}

/* The values of a card that must differ (how: DCG_ASM_DIFFERENT_*, "with
** different levels/names/card numbers", 4-25-1): its level, or its name and
** the names its [Rule] gives it (2-3-4-3), or its card number and those its
** [Rule] gives it (2-3-4-5); a card with several may count as any one of
** them (4-25-2). A card with no level has none to differ by. Returns how
** many, into out[]: all of them (a '/'-separated list of DCG_REQ_TEXT bytes
** holds at most MAX_VALUES - 1 more). */
enum { MAX_VALUES = 1 + DCG_REQ_TEXT / 2 };
static int values(int how, const dcg_card *t, const char **out, uint8_t *len)
{
    if (how == DCG_ASM_DIFFERENT_LEVELS) {
        static const char *const levels = "0123456789abcdef";
        if (!t->level || t->level > 15) return 0;
        out[0] = levels + t->level, len[0] = 1;
        return 1;
    }
    bool numbers = how == DCG_ASM_DIFFERENT_NUMBERS;
    const char *own = numbers ? t->number : t->name, *also = numbers ? t->also_numbered : t->also_named;
    int n = 0;
    out[n] = own, len[n++] = (uint8_t)strlen(own);
    for (const char *p = also; *p && n < MAX_VALUES;) {
        size_t l = strcspn(p, "/");
        out[n] = p, len[n++] = (uint8_t)l;
        p += l + (p[l] == '/');
    }
    return n;
}

/* Kuhn's augmenting path over a bipartite graph: can left vertex i be
** matched (its edges: ok(i, j)), moving others? right_of[j]: the left
** vertex matched to right vertex j, or -1. */
typedef struct matching {
    int n_right;
    int right_of[DCG_PLAYER_CARDS * MAX_VALUES];
    uint64_t seen[(DCG_PLAYER_CARDS * MAX_VALUES + 63) / 64];
    bool (*ok)(const struct matching *, int i, int j);
    const void *data;
} matching;

static bool augment(matching *g, int i)
{
    for (int j = 0; j < g->n_right; j++) {
        if ((g->seen[j / 64] >> (j % 64) & 1) || !g->ok(g, i, j)) continue;
        g->seen[j / 64] |= (uint64_t)1 << (j % 64);
        if (g->right_of[j] < 0 || augment(g, g->right_of[j])) {
            g->right_of[j] = i;
            return true;
        }
    }
    return false;
}

/* Match left vertices 0 .. n-1 in order; the first `must` must all be
** matched. Returns how many are, or -1 when one of the first `must` is not
** (an augmenting path never unmatches a matched vertex, so matching them
** first keeps them). */
static int match(matching *g, int n, int must)
{
    int matched = 0;
    for (int j = 0; j < g->n_right; j++) g->right_of[j] = -1;
    for (int i = 0; i < n; i++) {
        memset(g->seen, 0, sizeof g->seen);
        if (augment(g, i)) matched++;
        else if (i < must) return -1;
    }
    return matched;
}

/* One card per requirement: left = requirements, right = cards. */
typedef struct { const dcg_ctx *ctx; const dcg_state *st; const dcg_card *c; const int *cards; int first; } req_graph;
static bool req_ok(const matching *g, int i, int j)
{
    const req_graph *r = g->data;
    return dcg_req_met(card_def(r->ctx, r->st, r->cards[j]), &r->c->asm_from[r->first + i]);
}

/* Different values: left = cards, right = the distinct values. */
typedef struct { int n_values[DCG_PLAYER_CARDS]; int value[DCG_PLAYER_CARDS][MAX_VALUES]; } value_graph;
static bool value_ok(const matching *g, int i, int j)
{
    const value_graph *v = g->data;
    for (int k = 0; k < v->n_values[i]; k++)
        if (v->value[i][k] == j) return true;
    return false;
}

/* Can the choice chosen[0 .. n-1] be completed to exactly asm_count cards
** (7-3-2-4)? One per requirement: a matching of the requirements left to
** distinct unchosen trash cards. Else: enough cards meeting a requirement;
** "with different ...": a matching of the cards (the chosen ones first and
** kept) to distinct values of theirs, as large as the count. */
static bool completes(const dcg_ctx *ctx, const dcg_state *st, int card, const int *chosen, int n)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (n > c->asm_count) return false;
    const pile *trash = &st->pl[card_owner(card)].trash;
    int cards[DCG_PLAYER_CARDS], m = 0;
    for (int j = 0; j < n; j++) cards[m++] = chosen[j];
    for (int i = 0; i < trash->n; i++) { /* every unchosen card that may serve, copies included */
        int t = trash->cards[i];
        const dcg_card *td = card_def(ctx, st, t);
        bool skip = t == card;
        for (int j = 0; j < n && !skip; j++) skip = chosen[j] == t;
        if (c->asm_each) {
            bool any = false;
            for (int k = n; k < c->n_asm && !any; k++) any = dcg_req_met(td, &c->asm_from[k]);
            skip = skip || !any;
        } else {
            skip = skip || !meets(c, td, 0);
        }
        if (!skip) cards[m++] = t;
    }
    matching g;
    if (c->asm_each) {
        req_graph r = {ctx, st, c, cards + n, n};
        g.n_right = m - n, g.ok = req_ok, g.data = &r;
        return match(&g, c->n_asm - n, c->n_asm - n) == c->n_asm - n;
    }
    if (!c->asm_different) return m >= c->asm_count;
    return dcg_most_different(ctx, st, c->asm_different, cards, m, n) >= c->asm_count;
}

int dcg_most_different(const dcg_ctx *ctx, const dcg_state *st, int how, const int *cards, int m, int must)
{
    value_graph v;
    const char *names[DCG_PLAYER_CARDS * MAX_VALUES];
    uint8_t lens[DCG_PLAYER_CARDS * MAX_VALUES];
    int n_names = 0;
    for (int i = 0; i < m; i++) {
        const char *vs[MAX_VALUES];
        uint8_t ls[MAX_VALUES];
        v.n_values[i] = values(how, card_def(ctx, st, cards[i]), vs, ls);
        for (int k = 0; k < v.n_values[i]; k++) {
            int j = 0;
            while (j < n_names && (lens[j] != ls[k] || memcmp(names[j], vs[k], ls[k]))) j++;
            if (j == n_names) names[n_names] = vs[k], lens[n_names++] = ls[k];
            v.value[i][k] = j;
        }
    }
    matching g = {.n_right = n_names, .ok = value_ok, .data = &v};
    return match(&g, m, must);
}

/* The trash cards of card's owner that may be chosen next (for slot n),
** given chosen[0 .. n-1]: out[], one per card number (copies are
** interchangeable there), in trash order. */
static int candidates(const dcg_ctx *ctx, const dcg_state *st, int card, const int *chosen, int n, int *out)
{
    const dcg_card *c = card_def(ctx, st, card);
    const pile *trash = &st->pl[card_owner(card)].trash;
    int m = 0;
    for (int i = 0; i < trash->n; i++) {
        int t = trash->cards[i];
        bool skip = t == card || !meets(c, card_def(ctx, st, t), n);
        for (int j = 0; j < n && !skip; j++) skip = chosen[j] == t;
        for (int j = 0; j < m && !skip; j++) skip = st->def[out[j]] == st->def[t];
        if (!skip) out[m++] = t;
    }
    return m;
}

bool dcg_assembly_possible(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[card_owner(card)];
    return c->asm_count && c->kind == DCG_KIND_DIGIMON && 1 + c->asm_count <= DCG_MAX_STACK &&
           pl->n_battle < DCG_MAX_PERMS && st->next_perm < DCG_PERM_ID_LIMIT && completes(ctx, st, card, NULL, 0);
}

int dcg_assembly_choose(dcg_ctx *ctx, dcg_state *st, int card, int *under)
{
    const dcg_card *c = card_def(ctx, st, card);
    int p = card_owner(card);
    ctx->asking_card = card;
    for (int n = 0; n < c->asm_count; n++) {
        int cand[DCG_PLAYER_CARDS], m = 0;
        uint16_t items[DCG_PLAYER_CARDS];
        int all = candidates(ctx, st, card, under, n, cand);
        for (int i = 0; i < all; i++) {
            under[n] = cand[i];
            if (completes(ctx, st, card, under, n + 1)) items[m++] = (uint16_t)cand[i];
        }
        assert(m > 0); /* the caller checked dcg_assembly_possible, and each pick keeps it completable */
        int a = m == 1 ? 0 : dcg_effect_ask(ctx, p, 0, ASK_CARDS, items, m, 0);
        if (a < 0) return a;
        if (a >= m) return DCG_ASK_LIMIT; /* not an answer to this question: a replay gone wrong */
        under[n] = items[a];
    }
    return c->asm_count;
}

int dcg_assembly_offer(dcg_ctx *ctx, dcg_state *st, int card, int *under)
{
    if (!dcg_assembly_possible(ctx, st, card)) return 0;
    ctx->asking_card = card;
    int yes = dcg_effect_ask(ctx, card_owner(card), 1, 0, NULL, 0, 0); /* 7-3-2-9: not mandatory */
    if (yes < 0) return yes;
    return yes == 0 ? dcg_assembly_choose(ctx, st, card, under) : 0;
}

void dcg_assembly_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int card = f->card, cost = f->n, under[DCG_MAX_ASSEMBLY];
    int n = dcg_assembly_choose(ctx, st, card, under);
    if (n < 0 && ctx->asking) return; /* the transaction asks, then runs again with the answer */
    dcg_pop(st);
    if (n < 0) { /* a question it could not ask (a limit, named in the error): nothing is played */
        if (n == DCG_ASK_LIMIT)
            dcg_effect_fail(ctx, card_owner(card), card, 0, 0, "Assembly of card %d: more questions than %d (DCG_MAX_ANSWERS)",
                            card, DCG_MAX_ANSWERS);
        return;
    }
    dcg_play_assembled(ctx, st, card, cost, under, n, 0);
}
