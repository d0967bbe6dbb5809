/* action.c: the options of every decision, in a fixed order, and applying
** the chosen one. Clients never compute legality: they pick from this list. */
#include "internal.h"
#include "script/script.h"

static dcg_option *add(dcg_decision *d, int kind)
{
    if (d->n >= DCG_MAX_OPTIONS) return NULL;
    dcg_option *o = &d->options[d->n++];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->card = DCG_NO_CARD;
    return o;
}

/* 1-3-11-1, rule manual "paying costs": a cost can be paid only if the
** marker can move that many spaces, i.e. it ends at most at 10 on the
** opponent's side. */
static bool can_pay(const dcg_state *st, int p, int cost)
{
    return dcg_mem(st, p) - cost >= -dcg_mem_cap(st);
}

/* True when an earlier card of the hand has the same card: identical cards
** give identical options, listed once. */
static bool seen_before(const dcg_state *st, const pile *hand, int i)
{
    for (int k = 0; k < i; k++)
        if (st->def[hand->cards[k]] == st->def[hand->cards[i]]) return true;
    return false;
}

/* 4-22: every color of the Option must be on one of the player's Digimon
** or Tamers on the field. */
static bool colors_met(const dcg_ctx *ctx, const dcg_state *st, int p, uint8_t colors)
{
    const side *pl = &st->pl[p];
    uint8_t have = 0;
    for (int i = 0; i < pl->n_battle; i++) {
        const dcg_card *top = card_def(ctx, st, perm_top(&pl->battle[i]));
        if (top->kind != DCG_KIND_OPTION) have |= top->colors;
    }
    if (pl->breeding.id) have |= card_def(ctx, st, perm_top(&pl->breeding))->colors;
    return (colors & have) == colors;
}

/* 8-1: can card c digivolve onto pm by requirement r? */
static bool evo_fits(const dcg_ctx *ctx, const dcg_state *st, const dcg_evo_req *r, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (top->kind != DCG_KIND_DIGIMON && top->kind != DCG_KIND_EGG) return false;
    return top->level == r->level && (top->colors & r->colors);
}

int dcg_evo_fit(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    const dcg_card *c = card_def(ctx, st, card);
    int best = -1;
    if (pm->id == DCG_NO_PERM || pm->n >= DCG_MAX_STACK) return -1;
    for (int r = 0; r < c->n_evo; r++)
        if (evo_fits(ctx, st, &c->evo[r], pm) && (best < 0 || c->evo[r].cost < c->evo[best].cost)) best = r;
    return best;
}

static void digivolve_options(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[p];
    for (int i = -1; i < pl->n_battle; i++) {
        const perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
        int best = dcg_evo_fit(ctx, st, card, pm);
        if (best < 0 || !can_pay(st, p, c->evo[best].cost)) continue;
        dcg_option *o = add(d, DCG_OPT_DIGIVOLVE);
        if (!o) return;
        o->card = (uint8_t)card;
        o->perm = pm->id;
        o->cost = c->evo[best].cost;
        o->req = (uint8_t)best;
    }
}

/* 6-5-1-6: [Main] effects of the player's cards on the field. */
static void activated_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    if (!ctx->fx) return;
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        for (int k = 0; k < pm->n; k++) {
            int card = pm->cards[k];
            const card_effects *fx = card_fx_of(ctx, st, card);
            if (!fx) continue;
            for (int j = 0; j < fx->n; j++) {
                const effect_def *e = &ctx->effects[fx->first + j];
                if (e->timing != TM_ACTIVATED || e->inherited == (k == pm->n - 1)) continue;
                if (!dcg_effect_usable(ctx, st, card, j, p, pm->id)) continue;
                dcg_option *o = add(d, DCG_OPT_ACTIVATE);
                if (!o) return;
                o->card = (uint8_t)card;
                o->perm = pm->id;
                o->req = (uint8_t)j;
            }
        }
    }
}

/* The [Counter] effect of card (an Option in hand), or -1. */
int dcg_counter_effect(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    const card_effects *fx = card_fx_of(ctx, st, card);
    for (int j = 0; fx && j < fx->n; j++)
        if (ctx->effects[fx->first + j].timing == TM_COUNTER) return j;
    return -1;
}

/* 11-3: Options in the defender's hand with a [Counter] effect and their colors met. */
static void counter_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    const pile *hand = &st->pl[p].hand;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (seen_before(st, hand, i) || c->kind != DCG_KIND_OPTION || dcg_counter_effect(ctx, st, card) < 0) continue;
        if (!colors_met(ctx, st, p, c->colors) || !can_pay(st, p, c->play_cost)) continue;
        dcg_option *o = add(d, DCG_OPT_USE);
        if (!o) return;
        o->card = (uint8_t)card;
        o->cost = c->play_cost;
    }
}

bool dcg_has_counter(dcg_ctx *ctx, const dcg_state *st, int p)
{
    static _Thread_local dcg_decision d;
    d.n = 0;
    counter_options(ctx, st, p, &d);
    return d.n > 0;
}

/* The attacks of one Digimon: at the player (unless digimon_only), or at a
** suspended Digimon (11-2-7-1). */
static void attack_options(const dcg_ctx *ctx, const dcg_state *st, int p, const perm *a, dcg_decision *d, bool digimon_only)
{
    const side *op = &st->pl[opponent(p)];
    dcg_option *o;
    if (!digimon_only && !(dcg_perm_forbid(st, a) & FORBID_ATTACK_PLAYER)) { /* "can't attack players" */
        if (!(o = add(d, DCG_OPT_ATTACK))) return;
        o->card = (uint8_t)perm_top(a);
        o->perm = a->id;
        o->target = DCG_PLAYER_TARGET;
    }
    for (int k = 0; k < op->n_battle; k++) {
        const perm *t = &op->battle[k];
        if (!t->suspended || !dcg_perm_is_digimon(ctx, st, t)) continue;
        if (!(o = add(d, DCG_OPT_ATTACK))) return;
        o->card = (uint8_t)perm_top(a);
        o->perm = a->id;
        o->target = t->id;
    }
}

static void main_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    const pile *hand = &pl->hand;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (seen_before(st, hand, i)) continue;
        if ((c->kind == DCG_KIND_DIGIMON || c->kind == DCG_KIND_TAMER) && c->play_cost >= 0 &&
            pl->n_battle < DCG_MAX_PERMS && can_pay(st, p, c->play_cost)) {
            dcg_option *o = add(d, DCG_OPT_PLAY);
            if (!o) return;
            o->card = (uint8_t)card;
            o->cost = c->play_cost;
        }
        if (c->kind == DCG_KIND_DIGIMON) digivolve_options(ctx, st, p, card, d);
        if (c->kind == DCG_KIND_OPTION && c->play_cost >= 0 && colors_met(ctx, st, p, c->colors) &&
            can_pay(st, p, c->play_cost)) {
            dcg_option *o = add(d, DCG_OPT_USE);
            if (!o) return;
            o->card = (uint8_t)card;
            o->cost = c->play_cost;
        }
    }
    for (int i = 0; i < pl->n_battle; i++)
        if (dcg_perm_can_attack(ctx, st, &pl->battle[i])) attack_options(ctx, st, p, &pl->battle[i], d, false);
    activated_options(ctx, st, p, d);
    add(d, DCG_OPT_PASS);
}

void dcg_options(dcg_ctx *ctx, const dcg_state *st, dcg_decision *d)
{
    int p = st->dec_player;
    d->kind = st->dec_kind;
    d->player = (uint8_t)p;
    d->source = st->dec_source;
    d->n = 0;
    const side *pl = &st->pl[p];
    switch (st->dec_kind) {
    case DCG_DEC_MULLIGAN:
        add(d, DCG_OPT_KEEP);
        add(d, DCG_OPT_REDRAW);
        break;
    case DCG_DEC_BREEDING:
        if (pl->breeding.id == DCG_NO_PERM && pl->eggs.n) add(d, DCG_OPT_HATCH);
        if (dcg_can_move_out(ctx, st, p)) {
            dcg_option *o = add(d, DCG_OPT_MOVE);
            o->perm = pl->breeding.id;
            o->card = (uint8_t)perm_top(&pl->breeding);
        }
        add(d, DCG_OPT_SKIP);
        break;
    case DCG_DEC_MAIN:
        main_options(ctx, st, p, d);
        dcg_loop_filter(st, d);
        break;
    case DCG_DEC_LOOP:
        dcg_loop_options(st, d);
        break;
    case DCG_DEC_COUNTER:
        counter_options(ctx, st, p, d);
        add(d, DCG_OPT_SKIP);
        break;
    case DCG_DEC_BLITZ: {
        const frame *f = &st->frames[st->n_frames - 1];
        const perm *a = dcg_perm((dcg_state *)st, f->a);
        if (a) attack_options(ctx, st, p, a, d, f->flags & BLITZ_VORTEX); /* <Vortex>: an opponent's Digimon (16-33-1) */
        add(d, DCG_OPT_SKIP);
        break;
    }
    case DCG_DEC_BLOCK: {
        const frame *f = &st->frames[st->n_frames - 1];
        for (int i = 0; i < pl->n_battle; i++)
            if (dcg_can_block(ctx, st, &pl->battle[i], f->a, f->b)) {
                dcg_option *o = add(d, DCG_OPT_BLOCK);
                o->perm = pl->battle[i].id;
                o->card = (uint8_t)perm_top(&pl->battle[i]);
                o->target = f->a;
            }
        /* 16-30: against <Collision>, a player who can block must */
        const perm *a = dcg_perm((dcg_state *)st, f->a);
        if (!d->n || !a || !(dcg_perm_keywords(ctx, st, a) & DCG_KW_COLLISION)) add(d, DCG_OPT_NO_BLOCK);
        break;
    }
    case DCG_DEC_YESNO:
        add(d, DCG_OPT_YES)->req = 0;
        add(d, DCG_OPT_NO)->req = 1;
        break;
    case DCG_DEC_TARGET: {
        const active *a = &st->act;
        for (int i = 0; i < a->ask_n; i++) {
            dcg_option *o = add(d, a->ask_items == ASK_NUMBERS ? DCG_OPT_NUMBER : a->ask_items == ASK_MODES ? DCG_OPT_MODE : DCG_OPT_CARD);
            if (a->ask_items == ASK_NUMBERS || a->ask_items == ASK_MODES) o->target = a->ask[i]; /* a declared number (16-12-1), a mode's index */
            else if (a->ask_items == ASK_CARDS) o->card = (uint8_t)a->ask[i];
            else {
                o->perm = a->ask[i];
                perm *pm = dcg_perm((dcg_state *)st, a->ask[i]);
                if (pm) o->card = (uint8_t)perm_top(pm);
            }
            o->req = (uint8_t)i;
        }
        if (a->ask_done) add(d, DCG_OPT_DONE)->req = a->ask_n;
        break;
    }
    case DCG_DEC_ORDER: {
        uint8_t idx[DCG_MAX_PENDING];
        int n, who;
        dcg_pending_candidates(st, &who, idx, &n);
        for (int i = 0; i < n; i++) {
            dcg_option *o = add(d, DCG_OPT_EFFECT);
            o->card = st->pend[idx[i]].card;
            o->perm = st->pend[idx[i]].perm;
            o->req = idx[i];
        }
        break;
    }
    default:
        break;
    }
}

uint16_t dcg_play(dcg_ctx *ctx, dcg_state *st, int card, int cost)
{
    int p = card_owner(card);
    if (cost > 0) dcg_mem_pay(ctx, st, p, cost);
    uint16_t id = dcg_place(ctx, st, card, false);
    if (!id) return DCG_NO_PERM;
    dcg_perm(st, id)->this_turn |= PERM_PLAYED;
    dcg_emit(ctx, DCG_EV_PLAY, p, card, id, cost, 0);
    dcg_raise_perm(ctx, st, TM_ON_PLAY, id); /* 15-16-2 */
    if (card_def(ctx, st, card)->kind == DCG_KIND_DIGIMON) dcg_raise_when(ctx, st, W_DIGIMON_PLAYED, p, id);
    return id;
}

/* 7-1-3: pay the cost, place the card. */
static void play_card(dcg_ctx *ctx, dcg_state *st, const dcg_option *o) { dcg_play(ctx, st, o->card, o->cost); }

/* 8-1-3: pay, stack on top (orientation kept, 8-1-2-3), draw 1. */
void dcg_digivolve(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int cost, int req)
{
    int p = card_owner(card);
    if (cost > 0) dcg_mem_pay(ctx, st, p, cost);
    dcg_stack_on(ctx, st, perm_id, card);
    dcg_perm(st, perm_id)->this_turn |= PERM_DIGIVOLVED;
    dcg_emit(ctx, DCG_EV_DIGIVOLVE, p, card, perm_id, cost, req);
    dcg_draw(ctx, st, p); /* 8-1-2-8: no draw from an empty deck, no loss */
    dcg_raise_perm(ctx, st, TM_WHEN_DIGIVOLVING, perm_id); /* 15-16-3 */
}
/* 9-1-9: pay, reveal, the [Main] effect activates, then the card is trashed. */
static void use_option(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    dcg_mem_pay(ctx, st, p, o->cost);
    dcg_move(ctx, st, o->card, DCG_ZONE_PROCESSING, false);
    dcg_emit(ctx, DCG_EV_USE, p, o->card, 0, o->cost, 0);
    /* 9-1-2: its [Main] effect activates at once; the card is trashed after */
    if (!dcg_effect_start(ctx, st, o->card, TM_MAIN, 0)) dcg_move(ctx, st, o->card, DCG_ZONE_TRASH, false);
}

/* 11-3-2: one [Counter] effect: pay, reveal, activate, trash after. */
static void use_counter(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    dcg_mem_pay(ctx, st, p, o->cost);
    dcg_move(ctx, st, o->card, DCG_ZONE_PROCESSING, false);
    dcg_emit(ctx, DCG_EV_USE, p, o->card, 0, o->cost, 1);
    dcg_effect_begin(ctx, st, o->card, dcg_counter_effect(ctx, st, o->card), 0, true);
}

void dcg_apply(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    int p = st->dec_player;
    frame *f = dcg_top(st);
    int dec = st->dec_kind;
    st->dec_kind = DCG_DEC_NONE;
    if (dec == DCG_DEC_COUNTER) { /* the attack goes on to the block timing after it */
        f->step++;
        if (o->kind == DCG_OPT_USE) use_counter(ctx, st, p, o);
        return;
    }
    if (dec == DCG_DEC_LOOP) {
        dcg_loop_declare(ctx, st, o->target);
        return;
    }
    if (dec == DCG_DEC_BLITZ) {
        dcg_pop(st);
        if (o->kind == DCG_OPT_ATTACK) dcg_attack_declare(ctx, st, o->perm, o->target);
        return;
    }
    switch (o->kind) {
    case DCG_OPT_KEEP:
    case DCG_OPT_REDRAW:
        if (o->kind == DCG_OPT_REDRAW) dcg_redraw(ctx, st, p);
        f->step++;
        break;
    case DCG_OPT_HATCH: {
        pile *eggs = &st->pl[p].eggs;
        dcg_place(ctx, st, eggs->cards[eggs->n - 1], true);
        dcg_turn_after_breeding(st);
        break;
    }
    case DCG_OPT_MOVE:
        dcg_perm_move_out(ctx, st, p);
        dcg_turn_after_breeding(st);
        break;
    case DCG_OPT_SKIP:
        dcg_turn_after_breeding(st);
        break;
    case DCG_OPT_PLAY: play_card(ctx, st, o); break;
    case DCG_OPT_DIGIVOLVE: dcg_digivolve(ctx, st, o->card, o->perm, o->cost, o->req); break;
    case DCG_OPT_USE: use_option(ctx, st, p, o); break;
    case DCG_OPT_ATTACK: dcg_attack_declare(ctx, st, o->perm, o->target); break;
    case DCG_OPT_PASS: dcg_mem_set(ctx, st, opponent(p), st->rules.pass_memory); break; /* 6-5-1-7-1 */
    case DCG_OPT_BLOCK: dcg_attack_block(ctx, st, o->perm); break;
    case DCG_OPT_NO_BLOCK: f->step++; break;
    case DCG_OPT_EFFECT: dcg_pending_choose(st, o->req); break;
    case DCG_OPT_ACTIVATE: dcg_effect_begin(ctx, st, o->card, o->req, o->perm, false); break;
    case DCG_OPT_YES:
    case DCG_OPT_NO:
    case DCG_OPT_CARD:
    case DCG_OPT_MODE:
    case DCG_OPT_NUMBER:
    case DCG_OPT_DONE: /* the running effect reads it when it runs again */
        assert(st->act.on && st->act.n_answers < DCG_MAX_ANSWERS);
        st->act.answers[st->act.n_answers++] = o->req;
        memset(st->act.ask, 0, sizeof st->act.ask);
        st->act.ask_n = st->act.ask_done = st->act.ask_items = 0;
        break;
    default: assert(!"unknown option");
    }
}
