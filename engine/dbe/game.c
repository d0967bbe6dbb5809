/* game.c: a DBE game from its decks to its end: Pre-Game Setup, the turn's
** phases as stages, and the decision protocol (docs/dbe.md). Each stage
** either asks its player (options() lists what it may answer) or does its
** work and moves on. */
#include "dbe.h"
#include <stdlib.h>
#include <string.h>

static int other(int p) { return 1 - p; }

/* ---- the options of each stage ----------------------------------------------- */

static void add(dcg_dbe_decision *d, int kind, int card, int with, int attack)
{
    if (d->n >= DCG_DBE_MAX_OPTIONS) return; /* hands are smaller: a hand of 128 cannot be */
    dcg_dbe_option *o = &d->options[d->n++];
    o->kind = (uint8_t)kind;
    o->card = (int16_t)card;
    o->with = (int16_t)with;
    o->attack = (int8_t)attack;
}

static void add_hand(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p,
                     bool (*ok)(const dbe_card *))
{
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    for (int i = 0; i < h->n; i++)
        if (!ok || ok(dbe_inst(ctx, st, h->c[i]))) add(d, DBE_OPT_CARD, h->c[i], -1, -1);
}

/* Prep Phase: the new active is an R, C or U. */
static bool playable(const dbe_card *c) { return c->kind == DBE_CARD_DIGIMON && c->level <= DBE_LEVEL_U; }
/* Support: a card with a Support effect (Digimon or Option). */
static bool supports(const dbe_card *c) { return c->support && c->kind != DBE_CARD_EVOLUTION; }

/* The decision of the current stage; 0 options when the stage does not ask. */
static void options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    int tp = st->turn_player, p = st->decider;
    const dbe_player *pl = &st->p[p];
    if (st->choice.on) { /* a card's effect asks (choice.c) */
        dbe_choice_options(ctx, st, d);
        return;
    }
    d->n = 0;
    d->player = p;
    switch (st->stage) {
    case S_MULLIGAN:
        d->kind = DBE_DEC_MULLIGAN;
        add(d, DBE_OPT_DONE, -1, -1, -1);
        add_hand(ctx, st, d, p, NULL);
        break;
    case S_FULL_MULLIGAN:
        d->kind = DBE_DEC_FULL_MULLIGAN;
        if (pl->z[DBE_ZONE_HAND].n >= 3 && pl->z[DBE_ZONE_DECK].n > 0) {
            add(d, DBE_OPT_DONE, -1, -1, -1);
            add(d, DBE_OPT_MULLIGAN, -1, -1, -1);
        }
        break;
    case S_PLAY:
        d->kind = DBE_DEC_PLAY_DIGIMON;
        if (dbe_active(st, p) < 0) add_hand(ctx, st, d, p, playable);
        break;
    case S_PARTNER:
        d->kind = DBE_DEC_PARTNER;
        dbe_partner_options(ctx, st, d);
        break;
    case S_RACK:
        d->kind = DBE_DEC_RACK;
        if (pl->z[DBE_ZONE_HAND].n) {
            add(d, DBE_OPT_DONE, -1, -1, -1);
            add_hand(ctx, st, d, p, NULL);
        }
        break;
    case S_EVOLVE:
        d->kind = DBE_DEC_EVOLVE;
        dbe_evolve_options(ctx, st, d);
        if (d->n == 1) d->n = 0; /* nothing to evolve into: no question */
        break;
    case S_ATTACK_TP: case S_ATTACK_NTP:
        d->kind = DBE_DEC_ATTACK;
        for (int a = 0; a < DBE_ATTACKS; a++) add(d, DBE_OPT_ATTACK, -1, -1, a);
        break;
    case S_SUPPORT_NTP: case S_SUPPORT_TP:
        d->kind = DBE_DEC_SUPPORT;
        add(d, DBE_OPT_DONE, -1, -1, -1);
        if (pl->z[DBE_ZONE_DECK].n) add(d, DBE_OPT_BLIND, -1, -1, -1);
        add_hand(ctx, st, d, p, supports);
        dbe_proxy_options(ctx, st, d, p);
        dbe_support_uses(ctx, st, d, p); /* Any Phase, Turbo, Turbo Support (timing.c) */
        break;
    case S_STEP0: dbe_step0_options(ctx, st, d); break;
    case S_GEMS: dbe_gem_options(ctx, st, d); break; /* deck.c */
    case S_DISCARD:
        d->kind = DBE_DEC_DISCARD;
        if (st->p[tp].z[DBE_ZONE_HAND].n > DBE_HAND_LIMIT) add_hand(ctx, st, d, tp, NULL);
        break;
    default: break;
    }
}

/* ---- stages that do not ask ----------------------------------------------------- */

void dbe_win(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int winner, const char *why)
{
    if (st->stage == S_OVER) return;
    st->winner = (int8_t)winner;
    st->stage = S_OVER;
    st->phase = DBE_PHASE_OVER;
    dbe_logf(ctx, "game over: %s", why);
}

/* Pre-Game Setup, opening mulligan: draw back to 5, then the side pile and
** the set-aside cards go back into the deck, shuffled. */
static void mulligan_done(dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    dbe_draw(st, p, 5 - pl->z[DBE_ZONE_HAND].n);
    while (pl->z[DBE_ZONE_SIDE].n) dbe_take_top(st, p, DBE_ZONE_SIDE, DBE_ZONE_DECK);
    pl->gems_up = 0;
    dbe_shuffle(st, &pl->z[DBE_ZONE_DECK]);
}

/* Prep Phase: a full mulligan trashes the whole hand and takes as many from the deck. */
static void full_mulligan(dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    int n = pl->z[DBE_ZONE_HAND].n;
    while (pl->z[DBE_ZONE_HAND].n) dbe_take_top(st, p, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    dbe_draw(st, p, n);
}

static void turn_start(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    if (st->turn >= DBE_TURN_LIMIT) {
        dbe_win(ctx, st, -1, "the turn limit: a draw");
        return;
    }
    st->turn++;
    st->turn_player = st->turn == 1 ? st->first_player : (uint8_t)other(st->turn_player);
    int tp = st->turn_player;
    dbe_player *pl = &st->p[tp];
    dbe_logf(ctx, "turn %d: P%d", st->turn, tp + 1);
    /* Battle Phase step 1: the turn player has one stack of 1st Attack. */
    pl->first = 1;
    pl->first_tick = ++st->tick;
    dbe_new_turn_uses(st);
    dbe_phase_start(ctx, st, DBE_PHASE_PREP, S_DRAW);
}

/* Prep Phase, after its step 0: draw 1, or 2 with a hand of 2 or fewer; then the Dark Area's cards. */
static void prep_draw(dcg_dbe_state *st)
{
    int tp = st->turn_player;
    dbe_player *pl = &st->p[tp];
    dbe_draw(st, tp, pl->z[DBE_ZONE_HAND].n <= 2 ? 2 : 1);
    while (pl->z[DBE_ZONE_DARK].n) dbe_take_top(st, tp, DBE_ZONE_DARK, DBE_ZONE_HAND);
    st->decider = (uint8_t)tp;
    st->stage = S_FULL_MULLIGAN;
}

/* Play new Digimon with none to play: a forced full mulligan while the hand
** and deck allow it, else the loss (docs/dbe.md, reading 'forced mulligan'). */
static void no_digimon(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    if (pl->z[DBE_ZONE_HAND].n && pl->z[DBE_ZONE_DECK].n) {
        dbe_logf(ctx, "P%d has no Digimon to play: forced full mulligan", p + 1);
        full_mulligan(st, p);
        return;
    }
    char why[64];
    snprintf(why, sizeof why, "P%d cannot place a Digimon", p + 1);
    dbe_win(ctx, st, other(p), why);
}

/* Strategy Phase: skipped on the first turn (the End Phase follows). */
static void strategy(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    if (st->turn == 1) dbe_phase_start(ctx, st, DBE_PHASE_END, S_DISCARD);
    else dbe_phase_start(ctx, st, DBE_PHASE_STRATEGY, S_STRATEGY);
}

/* Strategy Phase after its step 0: with no active across the table, the
** unopposed bonus, no attacks chosen, and play goes on to the Support Phase
** (docs/dbe.md, reading 'unopposed'; the Battle Phase is skipped then);
** else the attacks are chosen. */
static void strategy_choose(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    int tp = st->turn_player, op = other(tp);
    if (dbe_active(st, op) < 0) {
        for (int i = 0; i < 2; i++) dbe_take_top(st, op, DBE_ZONE_DECK, DBE_ZONE_TRASH);
        dbe_draw(st, tp, 1);
        dbe_logf(ctx, "unopposed: P%d trashes 2, P%d draws 1", op + 1, tp + 1);
        dbe_phase_start(ctx, st, DBE_PHASE_SUPPORT, S_SUPPORT_NTP);
        return;
    }
    st->decider = (uint8_t)tp;
    st->stage = S_ATTACK_TP;
}

void dbe_end_turn(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    (void)ctx;
    st->phase = DBE_PHASE_END;
    for (int p = 0; p < 2; p++) {
        dbe_player *pl = &st->p[p];
        while (pl->z[DBE_ZONE_SUPPORT].n) {
            int top = pl->z[DBE_ZONE_SUPPORT].c[pl->z[DBE_ZONE_SUPPORT].n - 1];
            dbe_move(st, p, top, DBE_ZONE_SUPPORT, dbe_leave_to(st, top, DBE_ZONE_TRASH)); /* a Proxy is deleted */
        }
        memset(pl->boost, 0, sizeof pl->boost);
        pl->attack = -1;
        pl->first = pl->first_tick = 0;
        pl->guard_mask = 0;
        pl->revive = 0; /* Set Revival lasts the turn (Glossary: Revive), battle or none */
        pl->sup_card = -1;
        pl->sup_blind = pl->sup_voided = pl->sup_misfire = pl->sup_resolved = 0;
        pl->evolved = pl->racked = 0;
        pl->evolve_card = 0;
    }
    st->stage = S_TURN_START;
}

/* Advance to the next decision (or the end). */
void dbe_run(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    dcg_dbe_decision d;
    for (;;) {
        int tp = st->turn_player;
        if (st->choice.on) return; /* a card's effect asks: the stage goes on after the answer */
        switch (st->stage) {
        case S_OVER: return;
        case S_TURN_START: turn_start(ctx, st); continue;
        case S_DRAW: prep_draw(st); continue;
        case S_STEP0_AB: dbe_step0_abilities(ctx, st); continue;
        case S_STRATEGY: strategy_choose(ctx, st); continue;
        case S_RESOLVE:
            st->phase = DBE_PHASE_SUPPORT;
            dbe_support_resolve(ctx, st);
            if (st->stage == S_RESOLVE && !st->choice.on) {
                /* the battle needs two actives and two chosen attacks: an unopposed turn chose
                ** none, even if an active came during its Support Phase (reading 7) */
                bool fight = dbe_active(st, 0) >= 0 && dbe_active(st, 1) >= 0 && st->p[0].attack >= 0 && st->p[1].attack >= 0;
                if (fight) dbe_phase_start(ctx, st, DBE_PHASE_BATTLE, S_BATTLE);
                else dbe_phase_start(ctx, st, DBE_PHASE_END, S_DISCARD); /* unopposed: no Battle Phase */
            }
            continue;
        case S_BATTLE:
            dbe_battle(ctx, st);
            if (st->stage == S_BATTLE && !st->choice.on) dbe_phase_start(ctx, st, DBE_PHASE_END, S_DISCARD);
            continue;
        case S_END: dbe_end_turn(ctx, st); continue;
        default: break;
        }
        st->decider = (uint8_t)(st->stage == S_ATTACK_NTP || st->stage == S_SUPPORT_NTP ? other(tp)
                                : st->stage == S_MULLIGAN || st->stage == S_STEP0 || st->stage == S_GEMS ? st->decider : tp);
        options(ctx, st, &d);
        if (d.n) return;
        switch (st->stage) { /* nothing to ask: the stage ends */
        case S_FULL_MULLIGAN: st->stage = S_PLAY; break;
        case S_PLAY:
            if (dbe_active(st, tp) < 0) no_digimon(ctx, st, tp);
            else st->stage = S_PARTNER;
            break;
        case S_PARTNER: dbe_phase_start(ctx, st, DBE_PHASE_EVOLUTION, S_RACK); break;
        case S_STEP0: dbe_step0_pass(st); break;
        case S_RACK: st->stage = S_EVOLVE; break;
        case S_EVOLVE: strategy(ctx, st); break;
        case S_DISCARD: st->stage = S_END; break;
        case S_GEMS: dbe_gem_done(ctx, st); break;
        default: st->stage = S_END; break; /* cannot happen: attacks and supports always ask */
        }
    }
}

static void answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o)
{
    int p = st->decider, tp = st->turn_player;
    dbe_player *pl = &st->p[p];
    if (st->choice.on) {
        dbe_choice_answer(ctx, st, o);
        return;
    }
    switch (st->stage) {
    case S_MULLIGAN:
        if (o->kind == DBE_OPT_CARD) {
            dbe_move(st, p, o->card, DBE_ZONE_HAND, DBE_ZONE_SIDE);
            break;
        }
        mulligan_done(st, p);
        if (p == st->first_player) st->decider = (uint8_t)other(p);
        else st->stage = S_TURN_START;
        break;
    case S_FULL_MULLIGAN:
        if (o->kind == DBE_OPT_MULLIGAN) full_mulligan(st, p), dbe_logf(ctx, "P%d: full mulligan", p + 1);
        else st->stage = S_PLAY;
        break;
    case S_PLAY:
        dbe_set_active(ctx, st, p, o->card, false);
        break;
    case S_PARTNER:
        if (o->kind == DBE_OPT_CARD) dbe_partner_evolve(ctx, st, p, o->card);
        dbe_phase_start(ctx, st, DBE_PHASE_EVOLUTION, S_RACK);
        break;
    case S_RACK:
        if (o->kind == DBE_OPT_CARD) {
            dbe_move(st, p, o->card, DBE_ZONE_HAND, DBE_ZONE_DP);
            pl->racked = 1;
            dbe_logf(ctx, "P%d racks %s (DP %d)", p + 1, dbe_inst(ctx, st, o->card)->name, dbe_dp(ctx, st, p));
        }
        st->stage = S_EVOLVE;
        break;
    case S_EVOLVE:
        if (o->kind == DBE_OPT_EVOLVE) dbe_evolve(ctx, st, p, o->card, o->with, o->attack == 1);
        else if (o->kind == DBE_OPT_DNA) dbe_evolve_dna(ctx, st, p, o->card, o->with);
        else if (o->kind == DBE_OPT_CARD) { dbe_play_evolve_card(ctx, st, p, o->card); break; } /* then evolve */
        if (st->stage == S_EVOLVE) strategy(ctx, st);
        break;
    case S_ATTACK_TP: case S_ATTACK_NTP:
        pl->attack = o->attack;
        if (st->stage == S_ATTACK_TP) st->stage = S_ATTACK_NTP;
        else dbe_phase_start(ctx, st, DBE_PHASE_SUPPORT, S_SUPPORT_NTP);
        break;
    case S_SUPPORT_NTP: case S_SUPPORT_TP:
        if (o->kind == DBE_OPT_USE) { /* used at this moment (timing.c): the Support is still to play */
            dbe_use(ctx, st, p, o);
            break;
        }
        if (o->kind == DBE_OPT_CARD) {
            dbe_move(st, p, o->card, DBE_ZONE_HAND, DBE_ZONE_SUPPORT);
            pl->sup_card = (int8_t)o->card;
        } else if (o->kind == DBE_OPT_BLIND) {
            pl->sup_card = (int8_t)dbe_take_top(st, p, DBE_ZONE_DECK, DBE_ZONE_SUPPORT);
            pl->sup_blind = 1;
        } else if (o->kind == DBE_OPT_PROXY) {
            dbe_proxy_play(ctx, st, p, o->card, o->with);
        }
        st->stage = st->stage == S_SUPPORT_NTP ? S_SUPPORT_TP : S_RESOLVE;
        break;
    case S_DISCARD:
        dbe_move(st, tp, o->card, DBE_ZONE_HAND, DBE_ZONE_TRASH);
        break;
    case S_STEP0: dbe_step0_answer(ctx, st, o); break;
    case S_GEMS: dbe_gem_answer(ctx, st, o); break;
    default: break;
    }
}

/* ---- the public protocol ------------------------------------------------------- */

dcg_status dcg_dbe_decision_get(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *out)
{
    if (st->stage == S_OVER) {
        out->n = 0;
        snprintf(ctx->err, sizeof ctx->err, "the game is over");
        return DCG_EOVER;
    }
    options(ctx, st, out);
    return DCG_OK;
}

dcg_status dcg_dbe_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int i)
{
    dcg_dbe_decision d;
    dcg_status s = dcg_dbe_decision_get(ctx, st, &d);
    if (s) return s;
    if (i < 0 || i >= d.n) {
        snprintf(ctx->err, sizeof ctx->err, "answer %d: the decision has options 0 to %d", i, d.n - 1);
        return DCG_EINVAL;
    }
    answer(ctx, st, &d.options[i]);
    dbe_run(ctx, st);
    dbe_check(st);
    return DCG_OK;
}

static dcg_status deal(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const dcg_dbe_deck *dk)
{
    if (dk->n_main < 0 || dk->n_main > DCG_DBE_DECK_MAX || dk->n_side < 0 || dk->n_side > DCG_DBE_DECK_MAX ||
        dk->n_destiny < 0 || dk->n_destiny > (int)(sizeof dk->destiny / sizeof *dk->destiny)) {
        snprintf(ctx->err, sizeof ctx->err, "deck %d: a section's count is outside its list", p + 1);
        return DCG_EINVAL;
    }
    if (dk->n_main + dk->n_side + dk->n_destiny > DCG_DBE_ZONE_MAX) {
        snprintf(ctx->err, sizeof ctx->err, "deck %d holds more than %d cards", p + 1, DCG_DBE_ZONE_MAX);
        return DCG_ELIMIT;
    }
    if (dk->n_main + dk->n_side + dk->n_destiny + st->n_inst > DBE_MAX_INST) {
        snprintf(ctx->err, sizeof ctx->err, "the decks hold more than %d cards", DBE_MAX_INST);
        return DCG_ELIMIT;
    }
    st->p[p].partner_inst = -1;
    const struct { const uint16_t *c; int n, zone; } parts[] = {
        {dk->main, dk->n_main, DBE_ZONE_DECK}, {dk->side, dk->n_side, DBE_ZONE_SIDE},
        {dk->destiny, dk->n_destiny, DBE_ZONE_DESTINY}};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < parts[k].n; i++) {
            if (parts[k].c[i] >= ctx->n_cards || st->p[p].z[parts[k].zone].n >= DCG_DBE_ZONE_MAX) {
                snprintf(ctx->err, sizeof ctx->err, "deck %d: a bad card or too many cards", p + 1);
                return DCG_EINVAL;
            }
            int inst = st->n_inst++;
            st->inst_card[inst] = parts[k].c[i];
            st->inst_owner[inst] = (uint8_t)p;
            st->inst_destiny[inst] = parts[k].zone == DBE_ZONE_DESTINY;
            st->inst_flip_free[inst] = dbe_flip_free(ctx, parts[k].c[i]); /* flip.c */
            if (dk->partner >= 0 && dk->partner < ctx->n_cards && dbe_card_base(ctx, parts[k].c[i]) == dbe_card_base(ctx, dk->partner) && k < 2 &&
                st->p[p].partner_inst < 0) /* a flip card's copy on either side (flip.c) */
                st->p[p].partner_inst = (int16_t)inst, /* the declared copy: the first listed (reading 19) */
                    st->inst_side_seen[inst] = 1;      /* shown to the other (Inspect), on its side */
            dbe_pile *z = &st->p[p].z[parts[k].zone];
            z->c[z->n++] = (uint8_t)inst;
        }
    return DCG_OK;
}

dcg_status dcg_dbe_game_start(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_deck *first,
                              const dcg_dbe_deck *second, uint64_t seed)
{
    memset(st, 0, sizeof *st);
    dcg_rng_seed_words(st->rng, seed);
    st->winner = -1;
    const dcg_dbe_deck *decks[2] = {first, second};
    for (int p = 0; p < 2; p++) {
        dcg_status s = deal(ctx, st, p, decks[p]);
        if (s) {
            st->stage = S_OVER; /* a refused game answers nothing */
            return s;
        }
        st->p[p].attack = -1;
        st->p[p].sup_card = -1;
        st->p[p].partner = (int16_t)decks[p]->partner;
    }
    /* Start player: decided by the seed. The gem cards each player sets face up on the
    ** side pile (S_GEMS, the start player first), then opening hands of 5 from the
    ** shuffled deck (side pile aside; deck.c). */
    st->first_player = (uint8_t)dcg_rng_below_words(st->rng, 2);
    for (int p = 0; p < 2; p++) dbe_setup_destiny(ctx, st, p);
    st->phase = DBE_PHASE_SETUP;
    st->stage = S_GEMS;
    st->decider = st->first_player;
    st->turn_player = st->first_player;
    dbe_run(ctx, st);
    return DCG_OK;
}
