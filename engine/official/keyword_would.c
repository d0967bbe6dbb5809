/* keyword_would.c: immediate keyword effects of chapter 16 that interrupt a
** deletion (15-8-5), beside the older ones in script/effect.c, and the
** cost they share with <Digi-Burst>: trashing chosen digivolution cards.
** <Material Save> too: it does not prevent the deletion. */
#include "internal.h"
#include "script/script.h"

static int play_sources_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int tm);

/* Choose n of the m items, one at a time, into chosen: asked while there is
** a choice (ordered: while more than one is left, their order mattering).
** 0, or the code of dcg_effect_ask (< 0) when a question waits or none can
** be asked (then chosen holds the rest in their order: see material_save). */
static int choose_cards(dcg_ctx *ctx, int player, uint16_t *items, int m, int n, bool ordered, int *chosen)
{
    int all = m, failed = 0;
    for (int picked = 0; picked < n; picked++, m--) {
        int a = 0;
        if (!failed && (ordered ? m > 1 : all != n) && (a = dcg_effect_ask(ctx, player, 0, ASK_CARDS, items, m, 0)) < 0) {
            if (ctx->asking) return a;
            failed = a, a = 0;
        }
        chosen[picked] = items[a];
        memmove(&items[a], &items[a + 1], sizeof *items * (size_t)(m - a - 1));
    }
    return failed;
}

int dcg_trash_chosen_sources(dcg_ctx *ctx, dcg_state *st, int player, uint16_t perm_id, int n)
{
    const perm *pm = dcg_perm(st, perm_id);
    uint16_t items[DCG_MAX_STACK];
    int chosen[DCG_MAX_STACK], m = dcg_trashable_sources(ctx, st, pm, items), a; /* not one effects can't trash (Q1920) */
    assert(n >= 1 && n <= m);
    if ((a = choose_cards(ctx, player, items, m, n, false, chosen)) < 0) return a;
    dcg_move_set(ctx, st, chosen, n, DCG_ZONE_TRASH); /* trashed together: a watcher triggers once (4-27-5) */
    return 0;
}

/* Does card c meet one of the DigiXros requirements of x (16-21-1)? */
static bool xros_named(const dcg_card *x, const dcg_card *c)
{
    for (int i = 0; x->combine == DCG_COMBINE_DIGIXROS && i < x->n_parts; i++)
        if (dcg_req_met(c, &x->parts[i])) return true;
    return false;
}

/* <Material Save N> (16-21): when its Digimon would be deleted, its player
** may place N of its digivolution cards that its top card's DigiXros
** requirements name (copies meeting the same one too, 16-21-5) under 1 of
** their Tamers (16-21-3: optional; asked, then which Tamer; then as many
** as it can, up to N), one at a time in the order the player chooses, each
** at the bottom, as one placement (16-21-4, 16-21-6). The deletion goes on.
** With no such card or no Tamer with room nothing is asked. Each number
** it has activates once until the cause is resolved (15-8-5-4). */
int dcg_material_save_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    for (int k = DCG_KEY_MATERIAL_SAVE_1; k <= DCG_KEY_MATERIAL_SAVE_4; k++) {
        const perm *pm = dcg_perm(st, perm_id);
        int owner = dcg_perm_owner(st, perm_id), top = perm_top(pm), n = k - DCG_KEY_MATERIAL_SAVE_1 + 1, m = 0, t = 0;
        if (!(dcg_perm_keywords(ctx, st, pm) & DCG_KW(k)) || (ctx->would_kw_used[top] & DCG_KW(k))) continue;
        const dcg_card *x = card_def(ctx, st, top);
        uint16_t items[DCG_MAX_STACK], tamers[DCG_MAX_PERMS];
        for (int s = 0; s < pm->n - 1; s++)
            if (xros_named(x, card_def(ctx, st, pm->cards[s]))) items[m++] = pm->cards[s];
        for (int i = 0; i < st->pl[owner].n_battle; i++) {
            const perm *q = &st->pl[owner].battle[i];
            if (card_def(ctx, st, perm_top(q))->kind == DCG_KIND_TAMER && perm_room_under(ctx, st, q) > 0) tamers[t++] = q->id;
        }
        if (!m || !t) continue;
        ctx->would_kw_used[top] |= DCG_KW(k);
        int pick = dcg_keyword_use(ctx, owner, top, perm_id, EFF_KEYWORD, tamers, t), chosen[DCG_MAX_STACK];
        if (pick < 0) {
            if (ctx->asking) return WOULD_STOP;
            continue; /* declined */
        }
        int room = perm_room(dcg_perm(st, tamers[pick]));
        n = n < m ? n : m;
        n = n < room ? n : room;
        int a = choose_cards(ctx, owner, items, m, n, true, chosen);
        if (a < 0 && ctx->asking) return WOULD_STOP;
        if (a == DCG_ASK_LIMIT) /* reachable with small limits: placed all the same (16-21-3), in their order */
            dcg_effect_fail(ctx, owner, top, perm_id, 0, "<Material Save>: the step asked %d questions already (DCG_MAX_ANSWERS): "
                            "the cards are placed in their order", DCG_MAX_ANSWERS);
        dcg_stack_under_set(ctx, st, tamers[pick], chosen, n, false);
        if (!dcg_perm(st, perm_id)) return WOULD_STOP;
    }
    return WOULD_GO_ON;
}

/* <Fragment (N)> (16-37): when its Digimon would be deleted, by any cause,
** its player may choose and trash N of its digivolution cards; then it is
** not deleted (16-37-3). Not payable with fewer than N: not asked (15-6). */
int dcg_fragment_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    for (int k = DCG_KEY_FRAGMENT_1; k <= DCG_KEY_FRAGMENT_3; k++) {
        perm *pm = dcg_perm(st, perm_id);
        int owner = dcg_perm_owner(st, perm_id), top = perm_top(pm), n = k - DCG_KEY_FRAGMENT_1 + 1;
        uint16_t items[DCG_MAX_STACK];
        if (!(dcg_perm_keywords(ctx, st, pm) & DCG_KW(k)) || (ctx->would_kw_used[top] & DCG_KW(k)) ||
            dcg_trashable_sources(ctx, st, pm, items) < n)
            continue;
        ctx->would_kw_used[top] |= DCG_KW(k); /* once until the cause is resolved (15-8-5-4) */
        if (dcg_keyword_use(ctx, owner, top, perm_id, EFF_KEYWORD, NULL, 0) < 0) {
            if (ctx->asking) return WOULD_STOP;
            continue; /* declined */
        }
        return dcg_trash_chosen_sources(ctx, st, owner, perm_id, n) < 0 ? WOULD_STOP : WOULD_PREVENTED;
    }
    return WOULD_GO_ON;
}

bool dcg_would_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    const perm *pm = dcg_perm(st, perm_id);
    if (pm && dcg_perm_unaffected(ctx, st, pm, dcg_effect_player(ctx, st))) return false; /* 15-15-5-1 */
    if (!dcg_game_can(ctx, st, GAME_WOULD) || ctx->overwriting || !dcg_perm_in_battle(st, perm_id)) return true; /* 18-2-4 */
    if (ctx->would_depth++ == 0) { /* each activates once until the first cause is resolved (15-8-5-4) */
        memset(ctx->would_used, 0, sizeof ctx->would_used);
        memset(ctx->would_kw_used, 0, sizeof ctx->would_kw_used);
    }
    int how_was = ctx->leave_how, by_was = ctx->leave_by;
    if (!how_was) ctx->leave_how = LEAVE_HOW_OTHER + 1, ctx->leave_by = dcg_effect_player(ctx, st) + 1; /* a caller that said nothing */
    int r = dcg_leave_would(ctx, st, perm_id, false);
    ctx->leave_how = how_was;
    ctx->leave_by = by_was;
    ctx->would_depth--;
    return r == WOULD_GO_ON && dcg_perm(st, perm_id);
}

bool dcg_would_leave_how(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int how, int by)
{
    int how_was = ctx->leave_how, by_was = ctx->leave_by;
    ctx->leave_how = how + 1;
    ctx->leave_by = by + 1;
    bool r = dcg_would_leave(ctx, st, perm_id);
    ctx->leave_how = how_was;
    ctx->leave_by = by_was;
    return r;
}

bool dcg_leave_watched(dcg_ctx *ctx, const dcg_state *st, uint16_t perm_id)
{
    const perm *pm = dcg_perm((dcg_state *)st, perm_id);
    if (!pm || !dcg_game_can(ctx, st, GAME_WOULD)) return false;
    if (dcg_scripted_leave_watched(ctx, st, perm_id) || (pm->links && (dcg_perm_keywords(ctx, st, pm) & DCG_KW_DETACH))) return true;
    perm_fx it = perm_fx_of(pm, -1);
    for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));)
        if (e->timing == TM_DECODE || e->timing == TM_PARTITION) return true;
    return false;
}

int dcg_stand_in_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, dcg_kwset want, dcg_kwset mark)
{
    int owner = dcg_perm_owner(st, perm_id);
    for (int i = 0; i < st->pl[owner].n_battle; i++) {
        const perm *g = &st->pl[owner].battle[i];
        uint16_t gid = g->id;
        int top = perm_top(g);
        if (gid == perm_id || !(dcg_perm_keywords(ctx, st, g) & want) || (ctx->would_kw_used[top] & mark)) continue;
        ctx->would_kw_used[top] |= mark; /* once until the cause is resolved (15-8-5-4) */
        if (dcg_keyword_use(ctx, owner, top, gid, EFF_KEYWORD, NULL, 0) < 0) {
            if (ctx->asking) return WOULD_STOP;
            continue;
        }
        bool paid = dcg_delete_as_cost(ctx, st, gid, owner);
        if (ctx->asking || !dcg_perm(st, perm_id)) return WOULD_STOP;
        if (paid) return WOULD_PREVENTED;
        i = -1; /* the board may have changed: look again (each asks once) */
    }
    return WOULD_GO_ON;
}

/* <Detach (...)> (16-46): when its Digimon would leave the battle area
** other than by its player's effects, its player may trash 1 of its link
** cards that the keyword names; then it does not leave (16-46-3: optional;
** asked, then which). The keyword is card data: the requirement is its top
** card's, or that of the card whose effects it gains by <Succession>
** (16-47); each of these once until the cause is resolved (15-8-5-4).
** With no such link card nothing is asked. */
static int detach_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    const perm *pm = dcg_perm(st, perm_id);
    if (!pm->links || !(dcg_perm_keywords(ctx, st, pm) & DCG_KW_DETACH)) return WOULD_GO_ON;
    int owner = dcg_perm_owner(st, perm_id), top = perm_top(pm), succ = dcg_succession_card(ctx, st, pm);
    int from[2] = {top, succ >= 0 ? pm->cards[succ] : -1};
    for (int s = 0; s < 2; s++) {
        const dcg_card *c = from[s] >= 0 ? card_def(ctx, st, from[s]) : NULL;
        if (!c || !c->has_detach || (ctx->would_kw_used[from[s]] & DCG_KW_DETACH)) continue;
        uint16_t items[DCG_MAX_STACK];
        int m = 0, chosen;
        for (int k = 0; k < pm->links; k++)
            if (dcg_req_met(card_def(ctx, st, perm_link(pm, k)), &c->detach)) items[m++] = (uint16_t)perm_link(pm, k);
        if (!m) continue;
        ctx->would_kw_used[from[s]] |= DCG_KW_DETACH;
        if (dcg_keyword_use(ctx, owner, top, perm_id, EFF_KEYWORD, NULL, 0) < 0) {
            if (ctx->asking) return WOULD_STOP;
            continue; /* declined */
        }
        int a = choose_cards(ctx, owner, items, m, 1, false, &chosen);
        if (a < 0 && ctx->asking) return WOULD_STOP;
        if (a == DCG_ASK_LIMIT) /* reachable with small limits: the first is trashed, the Digimon stays (16-46-3) */
            dcg_effect_fail(ctx, owner, top, perm_id, 0, "<Detach>: the step asked %d questions already (DCG_MAX_ANSWERS): "
                            "its first link card is trashed", DCG_MAX_ANSWERS);
        dcg_move(ctx, st, chosen, DCG_ZONE_TRASH, false);
        return dcg_perm(st, perm_id) ? WOULD_PREVENTED : WOULD_STOP;
    }
    return WOULD_GO_ON;
}

int dcg_leave_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool by_battle)
{
    int owner = dcg_perm_owner(st, perm_id), by = by_battle ? -1 : dcg_effect_player(ctx, st);
    int r = dcg_scripted_leave_would(ctx, st, perm_id); /* card:when_would("leave_battle_area") */
    if (r == WOULD_GO_ON && by != owner) r = detach_would(ctx, st, perm_id); /* <Detach>: not by its player's effects (a battle too) */
    if (r != WOULD_GO_ON || by_battle) return r; /* <Guard>: by an opponent's effect; <Decode>: other than by a battle */
    if (by == opponent(owner)) r = dcg_stand_in_would(ctx, st, perm_id, DCG_KW_GUARD, DCG_KW_GUARD); /* <Guard> (16-45) */
    if (r == WOULD_GO_ON && ctx->fx) r = play_sources_would(ctx, st, perm_id, TM_DECODE);
    if (r == WOULD_GO_ON && ctx->fx && by != owner) r = play_sources_would(ctx, st, perm_id, TM_PARTITION); /* not by its player's effect */
    return r;
}

/* The Digimon cards among pm's digivolution cards that effect j of card
** names (its first or second check), other than not: what <Decode> and
** <Partition> may play. */
static int named_sources(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card, int j, bool second, int not,
                         uint16_t items[DCG_MAX_STACK])
{
    int n = 0, owner = dcg_perm_owner(st, pm->id);
    for (int s = 0; s < pm->n - 1; s++) {
        int c = pm->cards[s];
        if (c != not && card_def(ctx, st, c)->kind == DCG_KIND_DIGIMON && dcg_effect_check(ctx, st, card, j, owner, pm->id, c, second))
            items[n++] = (uint16_t)c;
    }
    return n;
}

/* <Decode (...)> (16-36, effects TM_DECODE): when its Digimon would leave
** the battle area other than by a battle, its player may play 1 of its
** digivolution cards that the text names (the effect's check) without
** paying (16-36-3: optional; asked, then which).
** <Partition (A & B)> (16-29, TM_PARTITION): when its Digimon, with 1 of
** each named card among its digivolution cards, would leave the battle area
** other than by its player's effect or a battle, its player may play 1 of
** each without paying (16-29-3: optional; 16-29-4: both or none; asked,
** then which A: one that leaves a B to play, then which B).
** The Digimon still leaves. Each such effect on the stack (the top card's
** own, the inherited ones under it) activates once. */
static int play_sources_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int tm)
{
    const perm *pm = dcg_perm(st, perm_id);
    int owner = dcg_perm_owner(st, perm_id);
    bool pair = tm == TM_PARTITION;
    int succ = DCG_SUCC_UNKNOWN;
    for (int k = 0; k < pm->n; k++) {
        int card = pm->cards[k];
        const card_effects *fx = card_fx_of(ctx, st, card);
        for (int j = 0; fx && j < fx->n; j++) {
            const effect_def *e = &ctx->effects[fx->first + j];
            if (e->timing != tm || !dcg_card_gives(ctx, st, pm, k, e, &succ) || (ctx->would_used[card] & (1u << j))) continue;
            uint16_t firsts[DCG_MAX_STACK], seconds[DCG_MAX_STACK];
            int n = named_sources(ctx, st, pm, card, j, false, -1, firsts), m = 0;
            for (int i = 0; i < n; i++)
                if (!pair || named_sources(ctx, st, pm, card, j, true, firsts[i], seconds)) firsts[m++] = firsts[i];
            if (!m) continue; /* nothing to play; <Partition>: not 1 of each, it does not trigger (16-29-1) */
            if (dcg_player_cannot(ctx, st, owner, CANNOT_PLAY_DIGIMON)) continue; /* it could play nothing (BT9-047) */
            ctx->would_used[card] |= 1u << j;
            ctx->asking_card = card;
            int a = dcg_effect_ask(ctx, owner, 1, 0, NULL, 0, 0);
            if (a < 0) return WOULD_STOP;
            dcg_emit(ctx, DCG_EV_EFFECT, owner, card, perm_id, EFF_KEYWORD, a == 0);
            if (a != 0) continue;
            int play[2] = {m == 1 ? 0 : dcg_effect_ask(ctx, owner, 0, ASK_CARDS, firsts, m, 0), -1};
            if (play[0] < 0) return WOULD_STOP;
            play[0] = firsts[play[0]];
            if (pair) {
                int l = named_sources(ctx, st, pm, card, j, true, play[0], seconds);
                if ((play[1] = l == 1 ? 0 : dcg_effect_ask(ctx, owner, 0, ASK_CARDS, seconds, l, 0)) < 0) return WOULD_STOP;
                play[1] = seconds[play[1]];
            }
            for (int i = 0; i < 2 && play[i] >= 0; i++) { /* each one's "would be played" effects (7-1-2-2) */
                int z = st->zone[play[i]];
                if (dcg_procedure_would(ctx, st, WOULD_BE_PLAYED, play[i], 0, 0, 0) < 0) return WOULD_STOP;
                if (st->zone[play[i]] != z) play[i] = -2; /* it left: not played (7-1-2-3) */
            }
            for (int i = 0; i < 2 && play[i] != -1; i++)
                if (play[i] >= 0) dcg_play(ctx, st, play[i], 0); /* together (16-29-4) */
            if (!(pm = dcg_perm(st, perm_id))) return WOULD_STOP;
            succ = DCG_SUCC_UNKNOWN;
            k = -1; /* the stack changed: look again (each once) */
            break;
        }
    }
    return WOULD_GO_ON;
}
