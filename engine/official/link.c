/* link.c: link cards (4-9), linked cards (4-10) and the link action (10-1).
** A link card is plugged into a Digimon, not stacked (4-9-2) and not on the
** field (4-9-4): it lives in zone DCG_ZONE_LINK, listed by its Digimon
** (perm.links, perm_link). Its Digimon gets its link DP (4-3-4) and its
** link effects (4-3-5); it goes to the trash with its Digimon (4-9-6), and
** the rule check trashes it once its Digimon no longer meets its link
** requirement or has more link cards than it may, its player choosing
** which (17-1-3-2-5/6, Q6370). */
#include "internal.h"
#include "script/script.h" /* dcg_effect_ask: the rule check past the link limit asks */

/* 4-9-5: 1, and N more for each <Link +N> it has (16-40-1), each instance
** adding its own (16-40-3): its top card's own and the inherited ones of
** the cards under it (not under a Tamer, 4-3-3), and the own one of the
** card it gains the effects of by <Succession> (16-47). */
int dcg_link_limit(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int n = 1 + card_def(ctx, st, perm_top(pm))->link_plus, under = 0, succ = dcg_succession_card(ctx, st, pm);
    if (succ >= 0) n += card_def(ctx, st, pm->cards[succ])->link_plus;
    for (int k = 0; k < pm->n - 1; k++) under += card_def(ctx, st, pm->cards[k])->inherited_link_plus;
    return under && perm_inherits(ctx, st, pm) ? n + under : n;
}

/* Is pm a Digimon a card may be linked to (not a token, 4-21-4)? */
static bool linkable(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    return (top->kind == DCG_KIND_DIGIMON || top->kind == DCG_KIND_EGG) && !top->token;
}

/* Does pm still meet link card's requirement (10-1-3-1, 17-1-3-2-6)? */
static bool link_met(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    const dcg_card *c = card_def(ctx, st, card);
    return c->has_link && linkable(ctx, st, pm) && dcg_req_met(card_def(ctx, st, perm_top(pm)), &c->link);
}

bool dcg_link_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    return pm->id != DCG_NO_PERM && perm_room(pm) > 0 && link_met(ctx, st, card, pm);
}

/* The options linking card to p's Digimon in the battle area other than
** the one it tops (from): at the link limit, one per link card it replaces. */
static void link_onto(const dcg_ctx *ctx, const dcg_state *st, int p, int card, uint16_t from, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    int cost = card_def(ctx, st, card)->link.cost;
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        if (pm->id == from || !dcg_link_fits(ctx, st, card, pm) || !dcg_declarable(ctx, st, WOULD_LINK, card, pm->id, 0, cost)) continue;
        bool full = pm->links >= dcg_link_limit(ctx, st, pm);
        for (int k = full ? 0 : -1; k < (full ? pm->links : 0); k++) {
            dcg_option *o = dcg_option_add(d, DCG_OPT_LINK);
            if (!o) return;
            o->card = (uint8_t)card;
            o->perm = pm->id;
            o->cost = (int8_t)cost;
            o->target = (uint16_t)(k < 0 ? 0 : perm_link(pm, k) + 1);
        }
    }
}

void dcg_link_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    if (!dcg_game_can(ctx, st, GAME_LINKS)) return;
    const side *pl = &st->pl[p];
    const pile *hand = &pl->hand;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        bool copy = false; /* identical cards give identical options, listed once */
        for (int k = 0; k < i && !copy; k++) copy = st->def[hand->cards[k]] == st->def[card];
        if (!copy && card_def(ctx, st, card)->has_link) link_onto(ctx, st, p, card, DCG_NO_PERM, d);
    }
    for (int i = 0; i < pl->n_battle; i++) { /* a Digimon of the battle area (10-1-1): its top card */
        int card = perm_top(&pl->battle[i]);
        const dcg_card *c = card_def(ctx, st, card);
        if (c->has_link && c->kind == DCG_KIND_DIGIMON && !c->token) link_onto(ctx, st, p, card, pl->battle[i].id, d);
    }
}

void dcg_link(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int cost, int replaced)
{
    int p = card_owner(card);
    if (cost > 0) dcg_mem_pay(ctx, st, p, cost); /* 10-1-3-2 */
    int trash[1] = {replaced - 1};
    dcg_link_in(ctx, st, perm_id, card, trash, replaced ? 1 : 0); /* 10-1-3-3, 4-9-5 */
    dcg_emit(ctx, DCG_EV_LINK, p, card, perm_id, cost, replaced ? replaced - 1 : DCG_NO_CARD);
    perm *pm = dcg_perm(st, perm_id);
    game_event ev = {.kind = GE_LINKED, .player = (uint8_t)p, .card = (uint8_t)card, .perm = perm_id,
                     .digimon = pm && card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_DIGIMON};
    dcg_happened(ctx, st, &ev); /* 15-16-6 */
}

int32_t dcg_link_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int32_t dp = 0;
    for (int k = 0; k < pm->links; k++) dp += card_def(ctx, st, perm_link(pm, k))->link_dp;
    return dp;
}

dcg_kwset dcg_link_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    dcg_kwset kw = 0;
    for (int k = 0; k < pm->links; k++) kw |= card_def(ctx, st, perm_link(pm, k))->link_keywords;
    return kw;
}

/* pm's link cards the rule check trashes for their requirement, into out:
** those it no longer meets (17-1-3-2-6; Q4558). Returns how many; *over is
** how many of the rest are past its link limit (17-1-3-2-5). */
static int link_unmet(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int *out, int *over)
{
    int n = 0, limit = dcg_link_limit(ctx, st, pm);
    for (int k = 0; k < pm->links; k++) {
        int card = perm_link(pm, k);
        if (!link_met(ctx, st, card, pm)) out[n++] = card;
    }
    *over = pm->links - n > limit ? pm->links - n - limit : 0;
    return n;
}

/* Past the link limit, pm's player chooses which of the link cards kept so
** far go (17-1-3-2-5, Q6370), one at a time, appended to out after the n
** already there; a question only while there is a choice. Only a card with
** <Link +> can put a Digimon past its limit, and it makes rules steps
** transactions (GAME_WOULD, dcg_game_note_card), so the rules step may ask.
** Returns the new count, or -1 while the question waits for its answer. */
static int link_over_chosen(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int *out, int n, int over)
{
    uint16_t items[DCG_MAX_STACK];
    int m = 0;
    for (int k = 0; k < pm->links; k++) {
        int card = perm_link(pm, k), unmet = 0;
        for (int i = 0; i < n; i++) unmet |= out[i] == card;
        if (!unmet) items[m++] = (uint16_t)card;
    }
    for (int picked = 0; picked < over; picked++, m--) {
        int a = 0; /* when the rest all go: no question */
        if (m != over - picked && (a = dcg_effect_ask(ctx, dcg_perm_owner(st, pm->id), 0, ASK_CARDS, items, m, 0)) < 0)
            return -1;
        out[n++] = items[a];
        memmove(&items[a], &items[a + 1], sizeof *items * (size_t)(m - a - 1));
    }
    return n;
}

bool dcg_link_rule_check(dcg_ctx *ctx, dcg_state *st)
{
    if (!dcg_game_can(ctx, st, GAME_LINKS)) return false;
    int cards[DCG_MAX_STACK], n = 0;
    for (int p = 0; p < 2 && !n; p++) {
        side *pl = &st->pl[p];
        for (int i = -1; i < pl->n_battle && !n; i++) {
            const perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
            if (!pm->id || !pm->links) continue;
            int over;
            n = link_unmet(ctx, st, pm, cards, &over);
            if (over && (n = link_over_chosen(ctx, st, pm, cards, n, over)) < 0) return true; /* asking */
        }
    }
    if (n) dcg_move_set(ctx, st, cards, n, DCG_ZONE_TRASH);
    return n > 0;
}
