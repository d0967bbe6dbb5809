/* game.c: game setup (5-2) and the run loop: turn phases (6), rule checks
** and pending effects between every step, until a player must decide. */
#include "internal.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>

enum setup_step { S_MULLIGAN_FIRST, S_MULLIGAN_SECOND, S_SECURITY };

frame *dcg_push(dcg_state *st, int op)
{
    assert(st->n_frames < DCG_MAX_FRAMES);
    frame *f = &st->frames[st->n_frames++];
    memset(f, 0, sizeof *f);
    f->op = (uint8_t)op;
    return f;
}

void dcg_win(dcg_ctx *ctx, dcg_state *st, int winner, int reason)
{
    if (st->winner != 0xFF) return;
    st->winner = (uint8_t)winner;
    st->win_reason = (uint8_t)reason;
    st->phase = DCG_PHASE_GAME_OVER;
    st->dec_kind = DCG_DEC_NONE;
    dcg_emit(ctx, DCG_EV_GAME_OVER, winner, DCG_NO_CARD, 0, reason, 0);
}

static void set_phase(dcg_ctx *ctx, dcg_state *st, int phase)
{
    st->phase = (uint8_t)phase;
    dcg_emit(ctx, DCG_EV_PHASE, st->turn_player, DCG_NO_CARD, 0, phase, 0);
}

static void deal(dcg_ctx *ctx, dcg_state *st, int p, const dcg_deck *d)
{
    side *pl = &st->pl[p];
    int id = p * DCG_PLAYER_CARDS;
    for (int i = 0; i < d->n_main; i++, id++) {
        st->def[id] = d->main[i];
        st->zone[id] = DCG_ZONE_DECK;
        pl->deck.cards[pl->deck.n++] = (uint8_t)id;
    }
    for (int i = 0; i < d->n_eggs; i++, id++) {
        st->def[id] = d->eggs[i];
        st->zone[id] = DCG_ZONE_EGGS;
        pl->eggs.cards[pl->eggs.n++] = (uint8_t)id;
    }
    pl->n_cards = (uint8_t)(d->n_main + d->n_eggs);
    dcg_shuffle(ctx, st, &pl->deck, p);
    dcg_shuffle(ctx, st, &pl->eggs, p);
}

/* 5-2-1-6: the deck's top card ends at the bottom of security. */
static void place_security(dcg_ctx *ctx, dcg_state *st)
{
    for (int p = 0; p < 2; p++) dcg_move_top_set(ctx, st, p, DCG_ZONE_DECK, st->rules.security, DCG_ZONE_SECURITY);
}

static void draw_hands(dcg_ctx *ctx, dcg_state *st)
{
    for (int p = 0; p < 2; p++)
        dcg_move_top_set(ctx, st, p, DCG_ZONE_DECK, st->rules.hand, DCG_ZONE_HAND);
}

dcg_status dcg_game_start(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first,
                          const dcg_deck *second, uint64_t seed)
{
    return dcg_game_start_format(ctx, st, first, second, seed, NULL);
}

dcg_status dcg_game_start_format(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first, const dcg_deck *second,
                                 uint64_t seed, const dcg_format *f)
{
    const dcg_deck *decks[2] = {first, second};
    for (int p = 0; p < 2; p++) {
        const dcg_deck *d = decks[p];
        if (!d || d->n_main + d->n_eggs > DCG_PLAYER_CARDS || d->n_main < 0 || d->n_eggs < 0)
            return dcg_err(ctx, DCG_EINVAL, "deck of player %d: missing or over %d cards", p + 1, DCG_PLAYER_CARDS);
        for (int i = 0; i < d->n_main + d->n_eggs; i++) {
            int c = i < d->n_main ? d->main[i] : d->eggs[i - d->n_main];
            if (c >= ctx->db->n_cards)
                return dcg_err(ctx, DCG_EINVAL, "deck of player %d: card index %d not loaded", p + 1, c);
            /* a card whose text has no script yet would play wrong: refuse it */
            if (ctx->db->cards[c].has_text && !dcg_card_scripted(ctx, c))
                return dcg_err(ctx, DCG_EDECK, "deck of player %d: %s (%s) has effect text but no script yet",
                               p + 1, ctx->db->cards[c].name, ctx->db->cards[c].number);
        }
    }
    if (f && (f->hand < 0 || f->hand > 20 || f->security < 0 || f->security > 20 || f->memory_cap < 1 ||
              f->memory_cap > 99 || f->pass_memory < 0 || f->pass_memory > f->memory_cap))
        return dcg_err(ctx, DCG_EINVAL, "format %s: game parameters out of range", f->name);
    ctx->n_events = 0;
    dcg_script_new_game(ctx);
    memset(st, 0, sizeof *st);
    st->winner = 0xFF;
    dcg_rules_set(st, f);
    dcg_rng_seed(st, seed);
    dcg_emit(ctx, DCG_EV_GAME_START, 0, DCG_NO_CARD, 0, (int32_t)(uint32_t)seed, 0);
    for (int p = 0; p < 2; p++) deal(ctx, st, p, decks[p]);
    dcg_game_scan(ctx, st);
    /* 5-2-1: hands, then redraws, then security; the first rule manual set
    ** security first and had no redraw */
    if (st->rules.security_first) place_security(ctx, st);
    draw_hands(ctx, st);
    st->phase = DCG_PHASE_SETUP;
    dcg_push(st, F_SETUP);
    dcg_run(ctx, st);
    return DCG_OK;
}

/* 5-2-1-4: each player, first player first, may redraw once. */
void dcg_redraw(dcg_ctx *ctx, dcg_state *st, int p)
{
    side *pl = &st->pl[p];
    dcg_move_top_set(ctx, st, p, DCG_ZONE_HAND, pl->hand.n, DCG_ZONE_DECK);
    dcg_shuffle(ctx, st, &pl->deck, p);
    dcg_move_top_set(ctx, st, p, DCG_ZONE_DECK, st->rules.hand, DCG_ZONE_HAND);
    pl->flags |= SIDE_REDREW;
    dcg_emit(ctx, DCG_EV_REDRAW, p, DCG_NO_CARD, 0, 0, 0);
}

static void setup_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    switch (f->step) {
    case S_MULLIGAN_FIRST:
    case S_MULLIGAN_SECOND:
        if (st->rules.redraw) dcg_decide(st, DCG_DEC_MULLIGAN, f->step == S_MULLIGAN_FIRST ? 0 : 1, DCG_NO_CARD);
        else f->step = S_SECURITY;
        return; /* the answer advances the step */
    case S_SECURITY:
        if (!st->rules.security_first) place_security(ctx, st);
        dcg_pop(st);
        st->turn = 1;
        st->turn_player = 0;
        dcg_push(st, F_TURN);
        return;
    }
}

/* Start of the unsuspend phase: unsuspend the turn player's cards and the
** opponent's Digimon with <Reboot> (16-11-5). */
static void unsuspend_all(dcg_ctx *ctx, dcg_state *st)
{
    uint16_t ids[2 * (DCG_MAX_PERMS + 1)];
    int n = 0;
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = -1; i < pl->n_battle; i++) { /* the breeding area too: <Training> suspends there (16-41-1) */
            perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
            bool own = p == st->turn_player;
            if (!pm->id || (i < 0 && !pm->suspended)) continue;
            if (own && (dcg_perm_forbid(ctx, st, pm) & FORBID_UNSUSPEND) && dcg_perm_is_digimon(ctx, st, pm))
                continue; /* a Digimon that "doesn't unsuspend in the unsuspend phase" (a Tamer is no Digimon, Q989) */
            if (own && i >= 0 && !dcg_perm_is_digimon(ctx, st, pm) && (dcg_tamer_static_forbid(ctx, st, pm) & FORBID_UNSUSPEND))
                continue; /* "your opponent's Tamers don't unsuspend" (BT5-058) */
            if (own || (dcg_perm_keywords(ctx, st, pm) & DCG_KW_REBOOT)) ids[n++] = pm->id;
        }
    }
    dcg_unsuspend_set(ctx, st, ids, n);
}

/* 4-17-2: only a Digimon with DP moves out (and, in a format that says
** so, only from a given level: the first rule manual's level 3). */
bool dcg_can_move_out(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    const side *pl = &st->pl[p];
    if (!pl->breeding.id || pl->n_battle >= DCG_MAX_PERMS) return false;
    const dcg_card *top = card_def(ctx, st, perm_top(&pl->breeding));
    return top->dp >= 0 && top->level >= st->rules.breeding_move_level;
}

static bool breeding_has_choice(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    const side *pl = &st->pl[p];
    if (pl->breeding.id == DCG_NO_PERM) return pl->eggs.n > 0;
    return dcg_can_move_out(ctx, st, p);
}

void dcg_rules_set(dcg_state *st, const dcg_format *f)
{
    dcg_format def;
    if (!f) {
        dcg_format_default(&def);
        f = &def;
    }
    st->rules.hand = (uint8_t)f->hand;
    st->rules.security = (uint8_t)f->security;
    st->rules.memory_cap = (uint8_t)f->memory_cap;
    st->rules.pass_memory = (uint8_t)f->pass_memory;
    st->rules.redraw = (uint8_t)f->redraw;
    st->rules.security_first = (uint8_t)f->security_first;
    st->rules.breeding_move_level = (uint8_t)f->breeding_move_level;
}

/* The end of the turn timing arrives (6-6): its effects trigger now (15-8-3-6). */
static void end_of_turn(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    f->step = T_END;
    set_phase(ctx, st, DCG_PHASE_END);
    /* and <Vortex>, <Engage>, <Execute> (16-33-2, 16-44-2, 16-38-2), delayed effects (18-1-2) */
    dcg_happened(ctx, st, &(game_event){.kind = GE_TURN_END, .player = st->turn_player});
}

static void turn_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int p = st->turn_player;
    switch (f->step) {
    case T_START:
        if (st->turn > DCG_TURN_LIMIT) {
            dcg_win(ctx, st, 2, DCG_WIN_TURN_LIMIT);
            return;
        }
        dcg_emit(ctx, DCG_EV_TURN, p, DCG_NO_CARD, 0, st->turn, 0);
        memset(st->once_used, 0, sizeof st->once_used);
        memset(st->turn_uses, 0, sizeof st->turn_uses);
        set_phase(ctx, st, DCG_PHASE_UNSUSPEND);
        dcg_happened(ctx, st, &(game_event){.kind = GE_TURN_START, .player = (uint8_t)p}); /* 15-16-11 */
        f->step = T_UNSUSPEND; /* [Start of Your Turn] effects resolve before this */
        return;
    case T_UNSUSPEND:
        if (dcg_mem(st, p) < 0) { /* 6-2-1-2 */
            end_of_turn(ctx, st, f);
            return;
        }
        unsuspend_all(ctx, st);
        f->step = T_DRAW;
        return;
    case T_DRAW:
        set_phase(ctx, st, DCG_PHASE_DRAW);
        if (!(st->turn == 1 && p == 0) && !dcg_draw(ctx, st, p)) { /* 6-3-1-1, 1-2-3-2 */
            dcg_win(ctx, st, opponent(p), DCG_WIN_DECK_OUT);
            return;
        }
        f->step = T_BREEDING;
        return;
    case T_BREEDING:
        if (st->phase != DCG_PHASE_BREEDING) set_phase(ctx, st, DCG_PHASE_BREEDING);
        if (breeding_has_choice(ctx, st, p)) dcg_decide(st, DCG_DEC_BREEDING, p, DCG_NO_CARD);
        else f->step = T_MAIN_START;
        return;
    case T_MAIN_START:
        set_phase(ctx, st, DCG_PHASE_MAIN);
        dcg_happened(ctx, st, &(game_event){.kind = GE_MAIN_START, .player = (uint8_t)p}); /* 15-16-13 */
        f->step = T_MAIN; /* [Start of Your Main Phase] effects resolve before this */
        return;
    case T_MAIN:
        /* 6-1-4-1: the turn ends once the memory is on the opponent's side
        ** and everything has resolved. */
        if (dcg_mem(st, p) < 0) end_of_turn(ctx, st, f);
        else dcg_decide(st, DCG_DEC_MAIN, p, DCG_NO_CARD);
        return;
    case T_END:
        if (dcg_mem(st, p) >= 0) { /* 6-6-4: memory came back, the main phase goes on */
            set_phase(ctx, st, DCG_PHASE_MAIN);
            f->step = T_MAIN;
            return;
        }
        dcg_mods_expire(st);
        for (int q = 0; q < 2; q++) { /* what each player and Digimon did this turn is forgotten */
            st->pl[q].flags &= (uint8_t)~(SIDE_DIGIVOLVED | SIDE_ATTACKED | SIDE_DISCOUNT_SUSPENDING);
            memset(&st->pl[q].evo_discount, 0, sizeof st->pl[q].evo_discount); /* "for the turn" */
            st->pl[q].breeding.this_turn = 0;
            for (int i = 0; i < st->pl[q].n_battle; i++) st->pl[q].battle[i].this_turn = 0;
        }
        st->turn_player = (uint8_t)opponent(p);
        st->turn++;
        f->step = T_START;
        return;
    }
}

/* Advance the phase a BREEDING answer or a finished turn step leads to. */
void dcg_turn_after_breeding(dcg_state *st)
{
    frame *f = dcg_top(st);
    assert(f && f->op == F_TURN && f->step == T_BREEDING);
    f->step = T_MAIN_START;
}

/* Test builds check every invariant after every step of the engine. */
static void check_invariants(dcg_ctx *ctx, const dcg_state *st)
{
#ifdef DCG_INVARIANTS
    if (dcg_state_check(ctx, st) != DCG_OK) {
        fprintf(stderr, "dcg: invariant broken: %s\n", dcg_errmsg(ctx));
        abort();
    }
#else
    (void)ctx;
    (void)st;
#endif
}

/* ... and that a rule check skipped (plain) would have found nothing. */
static void check_skipped_rule_check(const dcg_ctx *ctx, const dcg_state *st, bool plain)
{
#ifdef DCG_INVARIANTS
    if (plain && !dcg_rule_check_idle(ctx, st)) {
        fprintf(stderr, "dcg: a skipped rule check would have found something (turn %d)\n", st->turn);
        abort();
    }
#else
    (void)ctx;
    (void)st;
    (void)plain;
#endif
}

/* Steps that move no card onto, off or within the field and add no
** modifier: a plain rule check before one (dcg_rule_check) holds after it.
** The turn steps only set the phase, draw, unsuspend, end an empty turn,
** end the main phase or decide, and collect triggered effects (which wait:
** 15-4); the attack's steps, see dcg_attack_step_keeps_field. The ends of
** the turn and of an attack remove modifiers too: after a plain check none
** of them lowered or set a DP or added a Digimon, so none that goes
** changes what the check reads, but what the link cards read (their
** requirements, limits: the check's first part) may change. */
static bool field_untouched(const dcg_ctx *ctx, const dcg_state *st, const frame *f)
{
    bool ends = !dcg_game_can(ctx, st, GAME_LINKS);
    if (f->op == F_ATTACK) return dcg_attack_step_keeps_field(ctx, st, f) || (f->step == A_END && ends);
    return f->op == F_TURN && (f->step != T_END || ends);
}

/* Does answer o change nothing a rule check reads (no card moves, no
** modifier comes or goes)? A pass, no block, a counter or breeding step skipped. */
static bool answer_leaves_field(const dcg_option *o)
{
    return o->kind == DCG_OPT_PASS || o->kind == DCG_OPT_NO_BLOCK || o->kind == DCG_OPT_SKIP;
}

/* Does a plain rule check before the answer o still hold after it? It
** does after one that touches no field (answer_leaves_field); after an
** attack or a block, which only suspend a Digimon, start or redirect the
** attack and collect triggered effects (as the attack's steps do); after
** the choice of the pending effect to activate next (only its order). Without
** link cards (whose requirements may read the field), it does after a card
** comes face up onto the field that the check keeps without reading a DP
** (17-1-3): a hatched Digi-Egg, a Digimon played, digivolved into or moved
** out with DP above 0, a Tamer played. */
bool dcg_answer_keeps_rule_check(const dcg_ctx *ctx, const dcg_state *st, const dcg_option *o)
{
    const side *pl = &st->pl[st->dec_player];
    if (o->kind == DCG_OPT_ATTACK || o->kind == DCG_OPT_BLOCK || o->kind == DCG_OPT_EFFECT) return true;
    if (dcg_game_can(ctx, st, GAME_LINKS)) return answer_leaves_field(o);
    switch (o->kind) {
    case DCG_OPT_HATCH: {
        int kind = ctx->cards[st->def[pl->eggs.cards[pl->eggs.n - 1]]].kind;
        return kind == DCG_KIND_EGG || kind == DCG_KIND_DIGIMON;
    }
    case DCG_OPT_MOVE: return card_def(ctx, st, perm_top(&pl->breeding))->dp > 0; /* its face stays (field to field) */
    case DCG_OPT_PLAY: {
        const dcg_card *c = &ctx->cards[st->def[o->card]];
        return c->kind == DCG_KIND_DIGIMON ? c->dp > 0 : c->kind == DCG_KIND_TAMER;
    }
    case DCG_OPT_DIGIVOLVE: {
        const dcg_card *c = &ctx->cards[st->def[o->card]];
        return c->kind == DCG_KIND_DIGIMON && c->dp > 0;
    }
    default: return answer_leaves_field(o);
    }
}

/* One step of the rules: a rule check, a pending effect, or the next step
** of the processing on top. It runs as a transaction, so that a "would"
** effect inside it (a deletion in battle) may ask its player a question. */
static void rules_step(dcg_ctx *ctx, dcg_state *st)
{
    /* 17-1-3 after every step; skipped (not in reference mode) when the last
    ** was plain and the steps since could not change what it read. A plain
    ** check read no DP: every Digimon's card has DP above 0 and no effect of
    ** the game can lower one, so a card whose continuous effects stop since
    ** (its game budget used up by a check) leaves none at 0 either. */
    bool plain = ctx->rule_check_settled && !ctx->reference;
    ctx->rule_check_settled = 0;
    check_skipped_rule_check(ctx, st, plain);
    if (!plain && dcg_rule_check(ctx, st, &plain)) return;
    if (st->n_pending) {
        dcg_pending_step(ctx, st);
        ctx->rule_check_settled = plain && st->dec_kind == DCG_DEC_ORDER; /* it only asked which goes first */
        return;
    }
    frame *f = dcg_top(st);
    assert(f);
    ctx->rule_check_settled = plain && field_untouched(ctx, st, f) && !dcg_game_can(ctx, st, GAME_WOULD);
    switch (f->op) {
    case F_SETUP: setup_step(ctx, st, f); break;
    case F_TURN: turn_step(ctx, st, f); break;
    case F_ATTACK: dcg_attack_step(ctx, st, f); break;
    case F_ASSEMBLY: dcg_assembly_step(ctx, st, f); break;
    case F_DIGIXROS: dcg_xros_step(ctx, st, f); break;
    case F_DIGISORPTION: dcg_digisorption_step(ctx, st, f); break;
    case F_EVO_BY: dcg_evo_by_step(ctx, st, f); break;
    case F_WOULD: dcg_would_step(ctx, st, f); break;
    default: assert(!"bad frame");
    }
}

void dcg_run(dcg_ctx *ctx, dcg_state *st)
{
    ctx->in_run++; /* script calls count for the game's budgets and report (script/vm.c) */
    ctx->rule_check_settled = ctx->answer_settled; /* else the state changed since any rule check */
    ctx->answer_settled = 0;
    uint64_t mark = 0;
    long power = 0;
    for (long steps = 0; st->winner == 0xFF && st->dec_kind == DCG_DEC_NONE; steps++) {
        check_invariants(ctx, st);
        if (dcg_loop_mandatory(ctx, st, steps, &mark, &power)) break;
        if (st->next_perm >= DCG_PERM_ID_LIMIT) { /* only effects that play without end get here */
            dcg_win(ctx, st, 2, DCG_WIN_ID_LIMIT);
            break;
        }
        dcg_trigger_level(st);
        frame *top = dcg_top(st);
        if (top && (top->op == F_EFFECT || top->op == F_BLITZ)) ctx->rule_check_settled = 0;
        if (top && top->op == F_EFFECT) { /* an effect is one step: nothing interrupts it */
            dcg_effect_step(ctx, st, top);
            continue;
        }
        if (top && top->op == F_BLITZ) { /* part of the effect that gave it */
            dcg_blitz_step(ctx, st, top);
            continue;
        }
        dcg_step_transaction(ctx, st, rules_step);
    }
    ctx->in_run--;
    dcg_listed_stamp(ctx, st); /* a state no list of options was made for yet (listed.c) */
    ctx->settled_stamp = ctx->rule_check_settled ? st->stamp : 0;
}

/* Begin play from a position built by hand (scenarios, tests): the cards
** are already placed; the game resumes at the start of the given phase of
** turn `turn` of player p. */
void dcg_resume_at(dcg_ctx *ctx, dcg_state *st, int p, int turn, int phase)
{
    static const uint8_t step_of[DCG_PHASE_COUNT] = {
        [DCG_PHASE_UNSUSPEND] = T_START, [DCG_PHASE_DRAW] = T_DRAW, [DCG_PHASE_BREEDING] = T_BREEDING,
        [DCG_PHASE_MAIN] = T_MAIN_START, [DCG_PHASE_END] = T_END};
    st->winner = 0xFF;
    dcg_script_new_game(ctx);
    if (!st->rules.memory_cap) dcg_rules_set(st, NULL);
    dcg_game_scan(ctx, st); /* the cards were placed by hand */
    /* an all-zero generator yields only zeros (a shuffle would never end): seed it */
    if (!(st->rng[0] | st->rng[1] | st->rng[2] | st->rng[3])) dcg_rng_seed(st, 0);
    st->turn_player = (uint8_t)p;
    st->turn = (uint16_t)turn;
    st->n_frames = 0;
    st->dec_kind = DCG_DEC_NONE;
    frame *f = dcg_push(st, F_TURN);
    f->step = step_of[phase];
    st->phase = (uint8_t)(phase == DCG_PHASE_UNSUSPEND ? DCG_PHASE_SETUP : phase);
    dcg_run(ctx, st);
}
