/* timing.c: each phase's step 0 (docs/dbe.md: timings). Its phase abilities
** ("Prep Phase:", "Battle:", ...) of the cards in play run first, the turn
** player's first; then the turn player, and after them the other, may use
** effects one at a time until they pass: an ACTIVATE card from the hand or an
** ACTIVATE ability of a card in play (once a step 0; a [1/Turn] one once a
** turn), an Any Phase card, a Turbo card's Support effect (its cost, condition
** or risk), a DATA card's Data Break (its cost: deleting the level M of the
** Destiny Zone). Cards in play: the active Digimon and a Mastery on top of
** the Destiny Zone. Any of these effects may ask a choice: the step keeps its
** place in the state and goes on after the answers (reading R10-B-3). At the
** Support Phase's two moments, Any Phase, Turbo and Turbo Support uses are
** offered beside the Support (readings R10-B-1, R10-B-2). */
#include "dbe.h"
#include <string.h>

const char *const dbe_phase_fields[] = {"draw_phase",    "prep_phase",  "evolution_phase", "strategy_phase",
                                        "support_phase", "battle_phase", "end_phase",      NULL};

/* The phase fields that run at a phase's step 0 (bits of dbe_phase_fields):
** "Draw Phase:" and "Prep Phase:" both at the Prep Phase's (Prep Phase). */
static unsigned phase_bits(int phase)
{
    switch (phase) {
    case DBE_PHASE_PREP: return 1u | 2u;
    case DBE_PHASE_EVOLUTION: return 4u;
    case DBE_PHASE_STRATEGY: return 8u;
    case DBE_PHASE_SUPPORT: return 16u;
    case DBE_PHASE_BATTLE: return 32u;
    case DBE_PHASE_END: return 64u;
    default: return 0;
    }
}

/* Pre-Game Setup, Inspect: a Mastery lies on top of the Destiny Zone, in force. */
int dbe_mastery(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_pile *z = &st->p[p].z[DBE_ZONE_DESTINY];
    return z->n && dbe_inst(ctx, st, z->c[z->n - 1])->kind == DBE_CARD_MASTERY ? z->c[z->n - 1] : -1;
}

int dbe_in_play(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int out[2])
{
    int n = 0, a = dbe_active(st, p), m = dbe_mastery(ctx, st, p);
    if (a >= 0) out[n++] = a;
    if (m >= 0) out[n++] = m;
    return n;
}

/* [1/Turn] (Glossary): once in each player's turn, so the marks go at every turn's start. */
void dbe_new_turn_uses(dcg_dbe_state *st)
{
    for (int p = 0; p < 2; p++) {
        st->p[p].n_once = 0;
        memset(st->p[p].once_used, 0, sizeof st->p[p].once_used);
    }
}

static bool once_used(const dbe_player *pl, int card)
{
    for (int i = 0; i < pl->n_once; i++)
        if (pl->once_used[i] == card) return true;
    return false;
}

static bool s0_used(const dbe_player *pl, int inst)
{
    for (int i = 0; i < pl->n_s0; i++)
        if (pl->s0_used[i] == inst) return true;
    return false;
}

void dbe_phase_start(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int phase, int resume)
{
    st->phase = (uint8_t)phase;
    for (int p = 0; p < 2; p++) {
        st->p[p].n_s0 = 0;
        memset(st->p[p].s0_used, 0, sizeof st->p[p].s0_used);
    }
    st->s0_resume = (uint8_t)resume;
    st->s0_second = 0;
    st->s0_ab = 0;
    st->stage = S_STEP0_AB;
    st->decider = st->turn_player;
    if (phase == DBE_PHASE_BATTLE) dbe_passive_battle(ctx, st); /* Passives: 1st Attack, Guard (passive.c) */
    dbe_step0_abilities(ctx, st);
}

/* The phase abilities, from the cursor s0_ab (turn player first, then the
** other; each card in play; each field of the phase): an ability may ask a
** choice (reading R10-B-3), and the step goes on from the next one after the
** answers (game.c runs this stage again). */
void dbe_step0_abilities(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    unsigned bits = phase_bits(st->phase);
    while (st->s0_ab < 32 && !st->choice.on) {
        int at = st->s0_ab++, k = at >> 4, i = (at >> 3) & 1, b = at & 7;
        int p = k ? 1 - st->turn_player : st->turn_player, in[2], n = dbe_in_play(ctx, st, p, in);
        if (i >= n || !dbe_phase_fields[b]) continue;
        int card = st->inst_card[in[i]];
        if (!(ctx->cards[card].phase_mask & bits & (1u << b))) continue;
        dbe_logf(ctx, "P%d: %s (%s)", p + 1, ctx->cards[card].name, dbe_phase_fields[b]);
        dbe_script_effect(ctx, st, card, dbe_phase_fields[b], p);
        dbe_choice_settle(ctx, st);
    }
    if (!st->choice.on && st->stage == S_STEP0_AB) st->stage = S_STEP0;
}

static void add(dcg_dbe_decision *d, int inst, int how, int with)
{
    if (d->n >= DCG_DBE_MAX_OPTIONS) return;
    dcg_dbe_option *o = &d->options[d->n++];
    o->kind = DBE_OPT_USE;
    o->card = (int16_t)inst;
    o->attack = (int8_t)how;
    o->with = (int16_t)with;
}

/* The level M of p's Destiny Zone (Data Break's cost), or -1. */
static int destiny_mega(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_pile *z = &st->p[p].z[DBE_ZONE_DESTINY];
    for (int i = 0; i < z->n; i++)
        if (dbe_inst(ctx, st, z->c[i])->level == DBE_LEVEL_M) return z->c[i];
    return -1;
}

/* Turbo with a condition: asked of a copy of the game, so listing the options changes nothing. */
static bool turbo_allowed(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int card)
{
    if (!ctx->cards[card].turbo_if) return true;
    dcg_dbe_state copy;
    memcpy(&copy, st, sizeof copy);
    bool yes = false;
    return dbe_script_call((dcg_dbe_ctx *)ctx, &copy, card, "turbo_if", p, false, &yes) && yes;
}

/* The uses of p's hand cards: at a step 0 (ACTIVATE, Any Phase, Turbo, Data
** Break), or at a Support moment (Any Phase, Turbo, and Turbo Support: no cost
** nor condition, reading R10-B-1). */
static void hand_uses(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p, bool support)
{
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    for (int i = 0; i < h->n; i++) {
        const dbe_card *c = dbe_inst(ctx, st, h->c[i]);
        if (c->kind == DBE_CARD_DIGIMON) continue; /* a Digimon's abilities work in play */
        if (c->activate && !support) add(d, h->c[i], DBE_USE_ACTIVATE, -1);
        if (c->any_phase) add(d, h->c[i], DBE_USE_ANY_PHASE, -1);
        if (c->data_break && !support && destiny_mega(ctx, st, p) >= 0) add(d, h->c[i], DBE_USE_DATA_BREAK, -1);
        if (c->turbo == 3 && support) add(d, h->c[i], DBE_USE_TURBO, -1);
        if (!c->turbo || c->turbo == 3 || !c->support || !turbo_allowed(ctx, st, p, st->inst_card[h->c[i]])) continue;
        if (c->turbo == 1) add(d, h->c[i], DBE_USE_TURBO, -1);
        else
            for (int j = 0; j < h->n; j++)
                if (j != i) add(d, h->c[i], DBE_USE_TURBO, h->c[j]);
    }
}

/* A side a hand could use at a step 0. */
static bool step0_side(const dbe_card *c)
{
    return c->kind != DBE_CARD_DIGIMON && (c->activate || c->any_phase || c->data_break || (c->turbo && c->turbo != 3));
}

/* Whether p owns a card that a hand could use at a step 0 (reading R10-B-5),
** on either side of a flip card (the side of a hidden one is hidden too, and
** determinize draws it anew): fixed for the game, so a question asked for it
** tells nothing of the hand. */
static bool owns_step0_card(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    for (int i = 0; i < st->n_inst; i++) {
        const dbe_card *c = dbe_inst(ctx, st, i);
        if (st->inst_owner[i] == p && (step0_side(c) || (c->side && step0_side(&ctx->cards[c->flip])))) return true;
    }
    return false;
}

void dbe_step0_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    int p = st->decider, in[2], n = dbe_in_play(ctx, st, p, in);
    const dbe_player *pl = &st->p[p];
    d->kind = DBE_DEC_ACTIVATE;
    d->n = 0;
    add(d, -1, -1, -1);
    d->options[0].kind = DBE_OPT_DONE;
    for (int i = 0; i < n; i++) {
        const dbe_card *c = dbe_inst(ctx, st, in[i]);
        if (c->activate && !s0_used(pl, in[i]) && !(c->once && once_used(pl, st->inst_card[in[i]])))
            add(d, in[i], DBE_USE_ACTIVATE, -1);
    }
    hand_uses(ctx, st, d, p, false);
    /* nothing to use: no question, unless the player holds a hidden card and
    ** owns a card a hand could use here (then "pass" alone: reading R10-B-5) */
    if (d->n == 1 && !(pl->z[DBE_ZONE_HAND].n && owns_step0_card(ctx, st, p))) d->n = 0;
}

void dbe_support_uses(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p)
{
    hand_uses(ctx, st, d, p, true);
}

void dbe_step0_pass(dcg_dbe_state *st)
{
    if (!st->s0_second) {
        st->s0_second = 1;
        st->decider = (uint8_t)(1 - st->turn_player);
    } else {
        st->stage = st->s0_resume;
    }
}

void dbe_step0_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o)
{
    if (o->kind != DBE_OPT_USE) dbe_step0_pass(st);
    else dbe_use(ctx, st, st->decider, o);
}

/* One use (a step 0's, or a Support moment's): the card leaves the hand (or is
** marked used in play), the cost is paid, a Turbo's risk resolves, then the
** effect, which may ask a choice (reading R10-B-3): the stage waits for the
** answers and goes on where it was. A Turbo's risk may not ask. */
void dbe_use(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const dcg_dbe_option *o)
{
    int inst = o->card, card = st->inst_card[inst];
    dbe_player *pl = &st->p[p];
    const dbe_card *c = &ctx->cards[card];
    bool from_hand = dbe_pile_find(&pl->z[DBE_ZONE_HAND], inst) >= 0;
    static const char *const field[] = {"activate", "any_phase", "support", "data_break"};
    dbe_logf(ctx, "P%d uses %s (%s)", p + 1, c->name, field[o->attack]);
    if (from_hand) {
        dbe_move(st, p, inst, DBE_ZONE_HAND, DBE_ZONE_TRASH); /* played, then gone to the trash */
    } else {
        if (pl->n_s0 < DBE_ONCE_MAX) pl->s0_used[pl->n_s0++] = (uint8_t)inst;
        if (c->once && pl->n_once < DBE_ONCE_MAX) pl->once_used[pl->n_once++] = (uint16_t)card;
    }
    if (o->attack == DBE_USE_TURBO) {
        if (o->with >= 0) dbe_move(st, p, o->with, DBE_ZONE_HAND, DBE_ZONE_TRASH); /* Turbo: Discard 1 */
        if (c->turbo_risk) dbe_script_call(ctx, st, card, "turbo_risk", p, false, NULL);
    }
    if (o->attack == DBE_USE_DATA_BREAK) {
        int m = destiny_mega(ctx, st, p);
        if (m >= 0) dbe_move(st, p, m, DBE_ZONE_DESTINY, DBE_ZONE_DELETED);
    }
    dbe_script_effect(ctx, st, card, field[o->attack], p);
    dbe_choice_settle(ctx, st);
}
