/* effect.c: binding triggered effects to their scripts, running effects as transactions, and
** continuous (static) effects. See script.h for the model. */
#include "script.h"
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>

/* ---- checks (read-only script calls) -------------------------------------- */

/* Run a condition or value function (of effect k of card) with the state
** read-only. Returns the integer (booleans: 1/0) it returned, or 0 when it
** failed (reported once per effect and game: checks run very often). */
static lua_Integer check_call(dcg_ctx *ctx, const dcg_state *st, int ref, int owner, uint16_t perm_id, int card,
                              int subject, int k, const char *what)
{
    dcg_state *saved_cur = ctx->cur;
    int saved_ro = ctx->readonly;
    bool colors_only = ctx->colors_only; /* what the check reads is whole (dcg_statics) */
    ctx->cur = (dcg_state *)st;
    ctx->readonly = 1;
    ctx->colors_only = false;
    lua_Integer args[4] = {owner, perm_id, card, subject}, v = 0;
    if (dcg_script_call(ctx, card, CALL_CHECK, ref, 4, args, 1) == LUA_OK) {
        lua_State *L = ctx->L;
        v = lua_isboolean(L, -1) ? lua_toboolean(L, -1) : lua_tointeger(L, -1);
        lua_pop(L, 1);
    } else if (!ctx->asking) {
        dcg_script_report(ctx, st, card, perm_id, k, what, true);
    }
    ctx->cur = saved_cur;
    ctx->readonly = saved_ro;
    ctx->colors_only = colors_only;
    return v;
}

/* One use of effect k on card (from permanent perm_id) this turn: at its
** limit it is used up (a bit of once_used); effects allowed more than once
** count in turn_uses. */
static void count_use(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int card, int k, uint16_t perm_id)
{
    if (!e->per_turn) return;
    k = dcg_effect_use_index(e, k); /* one use shared by the timings of one printed effect */
    int n = 1;
    if (e->per_turn > 1) {
        turn_use *u = NULL;
        for (int i = 0; i < DCG_MAX_TURN_USES && !u; i++)
            if (st->turn_uses[i].n && st->turn_uses[i].card == card && st->turn_uses[i].effect == k) u = &st->turn_uses[i];
        for (int i = 0; i < DCG_MAX_TURN_USES && !u; i++)
            if (!st->turn_uses[i].n) {
                u = &st->turn_uses[i];
                u->card = (uint8_t)card;
                u->effect = (uint8_t)k;
            }
        n = u ? ++u->n : e->per_turn;
        if (!u) { /* this first use goes on; the others are lost, and said so */
            snprintf(ctx->script_err, sizeof ctx->script_err, "more effects used more than once in one turn than "
                     "DCG_MAX_TURN_USES (%d): this one is used up", DCG_MAX_TURN_USES);
            dcg_script_report(ctx, st, card, perm_id, k, NULL, true);
        }
    }
    if (n >= e->per_turn) st->once_used[card] |= 1u << k;
}

bool dcg_effect_condition(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int card, int k, int owner,
                          uint16_t perm_id, int subject)
{
    return e->cond == LUA_NOREF || check_call(ctx, st, e->cond, owner, perm_id, card, subject, k, "condition") != 0;
}

/* ---- attack rules ------------------------------------------------------------ */

/* The kinds a checked security card counts as, as bits of dcg_kind: a DUAL
** card is both a Digimon and an Option card there (4-6-1, Q7103). */
static uint32_t checked_kinds(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    const dcg_card *c = card_def(ctx, st, card);
    return (1u << c->kind) | (c->dual ? 1u << DCG_KIND_OPTION : 0);
}

bool dcg_attack_rule(const dcg_ctx *cctx, const dcg_state *st, const perm *pm, int tm, int subject)
{
    dcg_ctx *ctx = (dcg_ctx *)cctx; /* checks only read the game; the VM is the context's */
    if (!ctx->fx) return false;
    int owner = card_owner(pm->cards[0]), succ = DCG_SUCC_UNKNOWN;
    for (int k = 0; k < pm->n; k++) { /* the top card's own rules and the inherited ones under it (4-3-3) */
        int card = pm->cards[k];
        const card_effects *fx = card_fx_of(ctx, st, card);
        if (!fx || !(fx->timings & (1ull << tm))) continue; /* most cards have no rule of this timing */
        for (int i = 0; i < fx->n; i++) {
            const effect_def *e = &ctx->effects[fx->first + i];
            if (e->timing != tm || e->granted || !dcg_card_gives(ctx, st, pm, k, e, &succ) || !dcg_effect_turn_ok(st, e, owner)) continue;
            if (!dcg_effect_condition(ctx, st, e, card, i, owner, pm->id, subject)) continue;
            if (tm == TM_NO_SECURITY ? (e->when & checked_kinds(ctx, st, subject)) != 0
                                     : check_call(ctx, st, e->fn, owner, pm->id, card, subject, i, "filter") != 0)
                return true;
        }
    }
    if (!dcg_game_can(ctx, st, GAME_GRANTS)) return false;
    for (int m = 0; m < st->mods_n; m++) { /* the ones changes in play grant it (15-13) */
        const mod *g = &st->mods[m];
        const effect_def *e = granted_effect(ctx, st, g, pm);
        if (!e || e->timing != tm || !dcg_effect_turn_ok(st, e, owner)) continue;
        if (!dcg_effect_condition(ctx, st, e, g->grant_card, g->grant_effect - 1, owner, pm->id, subject)) continue;
        if (tm == TM_NO_SECURITY ? (e->when & checked_kinds(ctx, st, subject)) != 0
                                 : check_call(ctx, st, e->fn, owner, pm->id, g->grant_card, subject, g->grant_effect - 1, "filter") != 0)
            return true;
    }
    return false;
}

int dcg_evo_card_less(const dcg_ctx *cctx, const dcg_state *st, int card, const perm *pm)
{
    dcg_ctx *ctx = (dcg_ctx *)cctx; /* checks only read the game */
    if (!ctx->fx || st->zone[card] != DCG_ZONE_HAND || !dcg_perm_in_battle(st, pm->id) ||
        dcg_evo_reduction_locked(ctx, st, card_owner(card)))
        return 0;
    const card_effects *fx = card_fx_of(ctx, st, card);
    int less = 0;
    for (int i = 0; fx && i < fx->n; i++) {
        const effect_def *e = &ctx->effects[fx->first + i];
        if (e->timing == TM_EVO_COST && e->value != EVO_COST_SET &&
            check_call(ctx, st, e->fn, card_owner(card), 0, card, pm->id, i, "filter") != 0)
            less += e->dp;
    }
    return less;
}

bool dcg_evo_filter_holds(const dcg_ctx *cctx, const dcg_state *st, int card, int k, const perm *pm, int into)
{
    dcg_ctx *ctx = (dcg_ctx *)cctx; /* checks only read the game */
    const card_effects *fx = card_fx_of(ctx, st, card);
    if (!fx || k < 0 || k >= fx->n || ctx->effects[fx->first + k].timing != TM_EVO_FILTER) return false;
    return check_call(ctx, st, ctx->effects[fx->first + k].fn, card_owner(card), pm->id, card, into, k, "filter") != 0;
}

int dcg_evo_cost_set(const dcg_ctx *cctx, const dcg_state *st, int card, const perm *pm, int printed)
{
    dcg_ctx *ctx = (dcg_ctx *)cctx; /* checks only read the game */
    if (!ctx->fx || st->zone[card] != DCG_ZONE_HAND) return printed;
    const card_effects *fx = card_fx_of(ctx, st, card);
    for (int i = 0; fx && i < fx->n; i++) {
        const effect_def *e = &ctx->effects[fx->first + i];
        if (e->timing != TM_EVO_COST || e->value != EVO_COST_SET) continue;
        lua_Integer v = check_call(ctx, st, e->fn, card_owner(card), 0, card, pm->id, i, "cost");
        if (v >= 0 && v <= 20) return (int)v;
        snprintf(ctx->script_err, sizeof ctx->script_err, "card:digivolution_cost_is: %lld is out of range (0 to 20)", (long long)v);
        dcg_script_report(ctx, st, card, 0, i, "cost", true);
    }
    return printed;
}

/* ---- rules the cards of the battle area change ------------------------------------ */

/* A card's rule-changing effects (no script runs): each effect of timing tm
** working from player q's battle area, the top cards' own and the inherited
** ones under them (4-3-3), in its turn (15-16-8) and with a use left, whose
** condition holds, is offered to visit until one returns true. */
typedef bool (*effect_visit)(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int card, int k, const perm *pm, void *arg);

static bool field_effects(dcg_ctx *ctx, dcg_state *st, int q, int tm, effect_visit visit, void *arg)
{
    if (!ctx->fx) return false;
    for (int i = 0; i < st->pl[q].n_battle; i++) {
        const perm *pm = &st->pl[q].battle[i];
        perm_fx it = perm_fx_of(pm, tm);
        for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
            if (!dcg_effect_turn_ok(st, e, q) || !dcg_effect_use_left(st, e, it.card, it.j) ||
                !dcg_effect_condition(ctx, st, e, it.card, it.j, q, pm->id, 0))
                continue;
            if (visit(ctx, st, e, it.card, it.j, pm, arg)) return true;
        }
    }
    return false;
}

/* card:digisorption_suspends_opponents: usable; with *arg, used now. */
static bool lets_suspend(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int card, int k, const perm *pm, void *arg)
{
    if (*(const bool *)arg) {
        dcg_emit(ctx, DCG_EV_EFFECT, card_owner(card), card, pm->id, EFF_SCRIPT, 1);
        count_use(ctx, st, e, card, k, pm->id);
    }
    return true;
}

bool dcg_digisorption_opponents(dcg_ctx *ctx, dcg_state *st, int p, bool use)
{
    return field_effects(ctx, st, p, TM_DIGISORPTION_OPP, lets_suspend, &use);
}

/* Counts the uses left: one for each effect limited to once per turn, as
** many as there are Digimon for one that is not. */
static bool count_uses(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int card, int k, const perm *pm, void *arg)
{
    (void)ctx, (void)st, (void)card, (void)k, (void)pm;
    *(int *)arg += e->per_turn ? 1 : 2 * DCG_MAX_PERMS;
    return false;
}

/* card:opponent_cannot / card:players_cannot of a kind: it applies to the player asked about. */
typedef struct cannot_ask {
    int kind;
    bool own_field; /* the effect is on that player's own field: only card:players_cannot reaches them */
} cannot_ask;
static bool forbids(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int card, int k, const perm *pm, void *arg)
{
    (void)ctx, (void)st, (void)card, (void)k, (void)pm;
    const cannot_ask *a = arg;
    return e->when == a->kind && (!a->own_field || e->whose == WHOSE_ANY);
}

const char *const dcg_cannot_kinds[CANNOT_KINDS + 1] = {"reduce_digivolution_costs", "reduce_play_costs", "play_digimon_by_effects",
                                                        "use_options", "add_to_security_by_effects",
                                                        "activate_security_effects", "ignore_digivolution_requirements", NULL};
bool dcg_player_cannot(const dcg_ctx *cctx, const dcg_state *st, int p, int kind)
{
    for (int i = 0; i < st->mods_n; i++) /* game.cannot */
        if (st->mods[i].cls == MOD_PLAYER && st->mods[i].side == p && (st->mods[i].dp & (1 << kind))) return true;
    if (!dcg_game_can(cctx, st, GAME_EVO_COST)) return false; /* no card:opponent_cannot in this game */
    dcg_ctx *ctx = (dcg_ctx *)cctx; /* conditions only read the game */
    cannot_ask theirs = {kind, false}, own = {kind, true};
    return field_effects(ctx, (dcg_state *)st, opponent(p), TM_OPP_CANNOT, forbids, &theirs) ||
           field_effects(ctx, (dcg_state *)st, p, TM_OPP_CANNOT, forbids, &own);
}

bool dcg_effect_player_cannot(const dcg_ctx *ctx, const dcg_state *st, int kind)
{
    int p = dcg_effect_player(ctx, st);
    return p >= 0 && dcg_player_cannot(ctx, st, p, kind);
}

bool dcg_evo_reduction_locked(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    return dcg_player_cannot(ctx, st, p, CANNOT_REDUCE_EVO_COSTS);
}

int dcg_digisorption_opponents_left(dcg_ctx *ctx, dcg_state *st, int p)
{
    int n = 0;
    field_effects(ctx, st, p, TM_DIGISORPTION_OPP, count_uses, &n);
    return n;
}

/* ---- pending effects ------------------------------------------------------- */

/* A keyword's effect (no script to name) failed: counted and reported as a
** script error, the message in ctx->script_err. */
static void keyword_failed(dcg_ctx *ctx, const dcg_state *st, int owner, int card, uint16_t perm_id)
{
    dcg_script_error_note(ctx, card >= 0 && card < DCG_MAX_CARDS ? st->def[card] : -1);
    if (ctx->in_run) dcg_emit(ctx, DCG_EV_SCRIPT_ERROR, owner, card, perm_id, 0, 16);
}

void dcg_trigger_dropped(dcg_ctx *ctx, const dcg_state *st, const pending *pe)
{
    snprintf(ctx->script_err, sizeof ctx->script_err, "a triggered effect is lost: more than %d effects wait to activate (DCG_MAX_PENDING)",
             DCG_MAX_PENDING);
    if (pe->src == EFF_SCRIPT) {
        dcg_script_report(ctx, st, pe->card, pe->perm, pe->effect, NULL, false);
    } else {
        keyword_failed(ctx, st, pe->owner, pe->card, pe->perm); /* a keyword's trigger: there is no script to name */
    }
}

/* 15-4-4-3/4: a pending effect can still activate only if its card is
** still where it triggered and still has the effect. An [On Deletion] one
** waits on the deleted Digimon's top card (15-8-3-5), in the trash; a
** granted one is the deleted Digimon's effect (15-13-2), wherever the card
** that granted it is (an Option in the trash, a Digimon on the field). */
static bool still_there(const dcg_ctx *ctx, const dcg_state *st, const pending *pe, const effect_def *e)
{
    if (pe->timing == TM_ON_DELETION)
        return (e->granted || st->zone[pe->card] == DCG_ZONE_TRASH) && st->zone[pe->subject] == DCG_ZONE_TRASH;
    if (pe->subject == pe->card && (dcg_waits_in_trash(e, pe->zones & 15, pe->zones >> 4) ||
                                    dcg_inherited_waits_in_trash(e, pe->zones & 15, pe->zones >> 4)))
        return st->zone[pe->card] == DCG_ZONE_TRASH;
    if (e->from == FROM_HAND || e->from == FROM_TRASH)
        return st->zone[pe->card] == (e->from == FROM_HAND ? DCG_ZONE_HAND : DCG_ZONE_TRASH);
    perm *pm = dcg_perm((dcg_state *)st, pe->perm);
    if (!pm || (e->from == FROM_BREEDING) == dcg_perm_in_battle(st, pe->perm)) return false;
    if (e->granted) {
        if (dcg_mod_grants(st, pm, pe->card, pe->effect)) return true;
        static_grant g[DCG_MAX_CARD_EFFECTS];
        int n = dcg_static_grants((dcg_ctx *)ctx, st, pm, g, DCG_MAX_CARD_EFFECTS);
        for (int i = 0; i < n; i++)
            if (g[i].card == pe->card && g[i].effect == pe->effect) return true;
        return false;
    }
    if (e->link) { /* a link effect: its card is still one of the Digimon's link cards */
        for (int k = 0; k < pm->links; k++)
            if (perm_link(pm, k) == pe->card) return true;
        return false;
    }
    int succ = DCG_SUCC_UNKNOWN; /* (a card under a Tamer has no effect: not pending there, 4-4-2) */
    for (int k = 0; k < pm->n; k++)
        if (pm->cards[k] == pe->card) return dcg_card_gives(ctx, st, pm, k, e, &succ);
    return false;
}

static void start(dcg_ctx *ctx, dcg_state *st, const pending *pe, uint8_t flags)
{
    (void)ctx;
    memset(&st->act, 0, sizeof st->act);
    st->act.e = *pe;
    st->act.on = 1;
    frame *f = dcg_push(st, F_EFFECT);
    f->flags = flags;
    f->player = pe->owner;
}

/* Activate a pending script effect (from timing.c). */
static bool activates_now(dcg_ctx *ctx, const dcg_state *st, const pending *pe)
{
    if (!card_fx_of(ctx, st, pe->card)) return false; /* disabled for the rest of the game */
    const effect_def *e = effect_at(ctx, st->def[pe->card], pe->effect);
    /* a delayed effect was activated when it was scheduled: it happens
    ** wherever its card is now (18-1-1, Q882) */
    if ((e->timing != TM_DELAYED && !still_there(ctx, st, pe, e)) || !dcg_effect_use_left(st, e, pe->card, pe->effect)) return false;
    /* 15-6-3: an effect none of whose conditions hold can't activate; they
    ** are read again now, not only when it triggered */
    if (!dcg_effect_condition_facts(ctx, st, e, pe)) return false;
    /* 15-8-3-9-2: a processing condition read only now; unmet, the effect is not activated, so no use of
    ** an [X Per Turn] one is counted (15-14-1-4 counts a use once its player chooses to activate it) */
    return dcg_effect_activates(ctx, st, e, pe) && !dcg_timing_forbidden(ctx, st, e, pe->perm);
}

void dcg_effect_activate(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (activates_now(ctx, st, pe)) start(ctx, st, pe, 0);
    else dcg_together_release(ctx, st, pe); /* its set, if it kept one */
}

enum { EFX_TRASH_OPTION = 1 };

bool dcg_effect_subject_if(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int card, int k, int owner,
                           uint16_t perm_id, uint16_t subject)
{
    return e->subject_if == LUA_NOREF || check_call(ctx, st, e->subject_if, owner, perm_id, card, subject, k, "subject_if") != 0;
}

bool dcg_effect_check(dcg_ctx *ctx, const dcg_state *st, int card, int k, int owner, uint16_t perm_id, int subject, bool second)
{
    const effect_def *e = effect_at(ctx, st->def[card], k);
    int ref = second ? e->fn : e->cond;
    return ref == LUA_NOREF || check_call(ctx, st, ref, owner, perm_id, card, subject, k, "condition");
}

/* Does card def print an inherited effect (2-3-11-2-2; link: a link effect,
** 2-3-11-4-7)? Its card data's (text, keywords, Security Attack, <Link +N>)
** or a script effect declared so; what it grants others is not its own. */
bool dcg_card_has_effect_part(const dcg_ctx *ctx, int def, bool link)
{
    const dcg_card *c = &ctx->cards[def];
    if (link ? c->has_link && c->link_keywords
             : c->inherited[0] || c->inherited_keywords || c->inherited_security_attack || c->inherited_link_plus)
        return true;
    const card_effects *fx = card_fx(ctx, def);
    for (int k = 0; fx && k < fx->n; k++) {
        const effect_def *e = effect_at(ctx, def, k);
        if (!e->granted && (link ? e->link : e->inherited)) return true;
    }
    return false;
}

/* What the card:effect_number effects of permanent pm (of player q) add to
** a number of kind in an effect of player p; an out-of-range value gives
** nothing (a script error). */
static int64_t number_added(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int q, int p, int kind)
{
    int64_t v = 0;
    perm_fx it = perm_fx_of(pm, TM_EFFECT_NUMBER);
    for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
        int card = it.card, j = it.j;
        if (e->when != kind || (e->whose == WHOSE_OWN) != (q == p) || !dcg_effect_turn_ok(st, e, q) ||
            !dcg_effect_condition(ctx, st, e, card, j, q, pm->id, 0))
            continue;
        lua_Integer add = check_call(ctx, st, e->fn, q, pm->id, card, 0, j, "value");
        if (add < -DCG_SCRIPT_DP_MAX || add > DCG_SCRIPT_DP_MAX) {
            snprintf(ctx->script_err, sizeof ctx->script_err, "%lld is out of range (%d to %d)", (long long)add,
                     -DCG_SCRIPT_DP_MAX, DCG_SCRIPT_DP_MAX);
            dcg_script_report(ctx, st, card, pm->id, j, "value", true);
            continue;
        }
        v += add;
    }
    return v;
}

/* 15-15-4: the number n of kind shown in the text of an effect of player p,
** after what continuous effects on the field add to or take from the
** numbers of p's effects (card:effect_number, whose: p's own or the
** opponent's); never below 0. */
const char *const dcg_number_kinds[NUMBER_KINDS + 1] = {"deletion_dp", NULL};
int32_t dcg_effect_number(dcg_ctx *ctx, const dcg_state *st, int p, int kind, int32_t n)
{
    int64_t v = n;
    for (int q = 0; q < 2 && ctx->fx; q++)
        for (int i = 0; i < st->pl[q].n_battle; i++) v += number_added(ctx, st, &st->pl[q].battle[i], q, p, kind);
    return v < 0 ? 0 : v > INT32_MAX ? INT32_MAX : (int32_t)v;
}

/* card's cost less what its card:play_cost effects return now (only those declared itself = true
** when `itself`), for player p: never below 0 (Q1002). */
static int cost_less_own(dcg_ctx *ctx, const dcg_state *st, int card, int p, bool itself)
{
    const dcg_card *c = card_def(ctx, st, card);
    int cost = c->play_cost;
    const card_effects *fx = card_fx_of(ctx, st, card);
    bool locked = c->kind != DCG_KIND_OPTION && fx && dcg_player_cannot(ctx, st, p, CANNOT_REDUCE_PLAY_COSTS); /* a use cost stays */
    for (int k = 0; fx && k < fx->n; k++) {
        const effect_def *e = &ctx->effects[fx->first + k];
        if (e->timing != TM_PLAY_COST || (itself && !e->itself)) continue;
        lua_Integer v = check_call(ctx, st, e->fn, p, 0, card, 0, k, "value");
        if (v < -DCG_MEMORY_CAP * 2 || v > DCG_MEMORY_CAP * 2) { /* out of range: it gives nothing */
            snprintf(ctx->script_err, sizeof ctx->script_err, "a cost reduction of %lld is out of range (%d to %d)",
                     (long long)v, -DCG_MEMORY_CAP * 2, DCG_MEMORY_CAP * 2);
            dcg_script_report(ctx, st, card, 0, k, "value", true);
            continue;
        }
        if (v > 0 && locked) continue; /* "players can't reduce play costs": a raise still counts (Q1754) */
        cost -= (int)v;
    }
    return cost < 0 ? 0 : cost; /* never below 0: no memory gained (Q1002) */
}

int dcg_play_cost(dcg_ctx *ctx, const dcg_state *st, int card, int p) { return cost_less_own(ctx, st, card, p, false); }

int dcg_use_cost(dcg_ctx *ctx, const dcg_state *st, int card, bool in_hand)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (c->play_cost < 0 || !in_hand) return c->play_cost; /* Q5480: elsewhere, as printed */
    return cost_less_own(ctx, st, card, card_owner(card), true); /* Q1501, Q3271 */
}

bool dcg_effect_usable(dcg_ctx *ctx, const dcg_state *st, int card, int k, int owner, uint16_t perm_id)
{
    const effect_def *e = effect_at(ctx, st->def[card], k);
    if (!dcg_effect_turn_ok(st, e, owner) || !dcg_effect_use_left(st, e, card, k) ||
        !dcg_delay_ready(st, e, card, perm_id)) return false;
    return e->cond == LUA_NOREF || check_call(ctx, st, e->cond, owner, perm_id, card, 0, k, "condition");
}

void dcg_effect_begin(dcg_ctx *ctx, dcg_state *st, int card, int k, uint16_t perm_id, bool trash_option)
{
    pending pe = {.src = EFF_SCRIPT, .owner = (uint8_t)card_owner(card), .card = (uint8_t)card,
                  .effect = (uint8_t)k, .timing = effect_at(ctx, st->def[card], k)->timing, .perm = perm_id};
    start(ctx, st, &pe, trash_option ? EFX_TRASH_OPTION : 0);
}

bool dcg_effect_start(dcg_ctx *ctx, dcg_state *st, int card, int tm, uint16_t perm_id)
{
    const card_effects *fx = card_fx_of(ctx, st, card);
    if (!fx) return false;
    for (int i = 0; i < fx->n; i++) {
        if (ctx->effects[fx->first + i].timing != tm) continue;
        pending pe = {.src = EFF_SCRIPT, .owner = (uint8_t)card_owner(card), .card = (uint8_t)card,
                      .effect = (uint8_t)i, .timing = (uint8_t)tm, .perm = perm_id};
        dcg_emit(ctx, DCG_EV_TRIGGER, pe.owner, card, perm_id, EFF_SCRIPT, tm);
        start(ctx, st, &pe, tm == TM_MAIN ? EFX_TRASH_OPTION : 0);
        return true;
    }
    return false;
}

/* ---- failures ---------------------------------------------------------------- */

void dcg_effect_fail(dcg_ctx *ctx, int owner, int card, uint16_t perm_id, int effect, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ctx->script_err, sizeof ctx->script_err, fmt, ap);
    va_end(ap);
    dcg_script_error_note(ctx, ctx->cur && card >= 0 && card < DCG_MAX_CARDS ? ctx->cur->def[card] : -1);
    dcg_emit(ctx, DCG_EV_SCRIPT_ERROR, owner, card, perm_id, effect, 0);
}

/* ---- questions -------------------------------------------------------------- */

/* The answer to the running effect's next question, or -1 after recording
** the question (the effect is then abandoned and the engine asks). */
int dcg_effect_ask(dcg_ctx *ctx, int player, int yesno, int items_kind, const uint16_t *items, int n, int done_ok)
{
    /* only in a transaction: a keyword that asks from a rules step (<Evade>,
    ** <Raid>, ...) is in DCG_KW_ASKS, so every source of it sets GAME_WOULD (st->can) */
    assert(ctx->cur);
    dcg_state *T = ctx->cur;
    if (ctx->cursor < T->act.n_answers) {
        if (yesno && ctx->cursor == ctx->may_at) ctx->declined = T->act.answers[ctx->cursor] != 0;
        return T->act.answers[ctx->cursor++];
    }
    if (T->act.n_answers >= DCG_MAX_ANSWERS) return DCG_ASK_LIMIT;
    if (n > DCG_MAX_ASK) { /* reachable with small limits only: DCG_MAX_ASK is every card of the game */
        snprintf(ctx->script_err, sizeof ctx->script_err,
                 "a question offers %d choices, more than %d (DCG_MAX_ASK): not asked", n, DCG_MAX_ASK);
        keyword_failed(ctx, T, player, ctx->asking_card, 0);
        return DCG_ASK_TOO_MANY;
    }
    ctx->asking = yesno ? DCG_DEC_YESNO : DCG_DEC_TARGET;
    ctx->ask_player = player;
    ctx->ask.ask_items = (uint8_t)items_kind;
    ctx->ask.ask_n = (uint8_t)n;
    ctx->ask.ask_done = (uint8_t)done_ok;
    if (n) memcpy(ctx->ask.ask, items, sizeof *items * (size_t)n);
    return -1;
}

int dcg_keyword_use(dcg_ctx *ctx, int owner, int card, uint16_t perm_id, int src, const uint16_t *items, int n)
{
    ctx->asking_card = card;
    int a = dcg_effect_ask(ctx, owner, 1, 0, NULL, 0, 0);
    if (a < 0) return -1;
    dcg_emit(ctx, DCG_EV_EFFECT, owner, card, perm_id, src, a == 0);
    if (a != 0) return -1;
    int pick = n <= 1 ? 0 : dcg_effect_ask(ctx, owner, 0, ASK_PERMS, items, n, 0);
    return pick >= 0 && (n <= 1 || pick < n) ? pick : -1;
}

/* Stop at the question the running transaction asked: drop the scratch
** state and its events, keep the question on st. */
static void ask_now(dcg_ctx *ctx, dcg_state *st, int mark, int card)
{
    ctx->n_events = mark;
    st->act.ask_items = ctx->ask.ask_items;
    st->act.ask_n = ctx->ask.ask_n;
    st->act.ask_done = ctx->ask.ask_done;
    memset(st->act.ask, 0, sizeof st->act.ask);
    memcpy(st->act.ask, ctx->ask.ask, sizeof(uint16_t) * ctx->ask.ask_n);
    dcg_decide(st, ctx->asking, ctx->ask_player, card);
    ctx->asking = 0;
}

/* ---- running ------------------------------------------------------------------ */

/* The effect is over in x: pop its frame and do what follows it. */
static void finish(dcg_ctx *ctx, dcg_state *x)
{
    frame *f = dcg_top(x);
    assert(f && f->op == F_EFFECT);
    uint8_t flags = f->flags;
    int card = x->act.e.card;
    dcg_pop(x);
    dcg_together_release(ctx, x, &x->act.e); /* its set, if it kept one (together.c) */
    memset(&x->act, 0, sizeof x->act);
    if (x->blitz) { /* 16-16: the attack comes right after the effect */
        frame *b = dcg_push(x, F_BLITZ);
        b->a = x->blitz;
        b->flags = x->blitz_flags; /* <Overclock>'s attack (16-34) */
        b->b = x->blitz_more;      /* an effect's attack at the player only */
        x->blitz = 0;
        x->blitz_flags = 0;
        x->blitz_more = 0;
    }
    /* 9-1-5: a used Option is trashed unless its effect placed it somewhere */
    if ((flags & EFX_TRASH_OPTION) && x->zone[card] == DCG_ZONE_PROCESSING && x->winner == 0xFF)
        dcg_move(ctx, x, card, DCG_ZONE_TRASH, false);
}

/* A transaction is dropped (it asks, or its effect failed): st goes back to
** as it was, but what its scripts spent stays spent (from, the dropped
** state). An effect run again with the answers is charged each run. */
static void drop_transaction(dcg_state *st, const dcg_state *before, const dcg_state *from)
{
    uint16_t spent[DCG_MAX_CARDS];
    memcpy(spent, from->script_spent, sizeof spent);
    if (st != before) memcpy(st, before, sizeof *st);
    memcpy(st->script_spent, spent, sizeof spent);
}

/* Open a transaction on st: the scratch copy scripts read and change, from
** the first recorded answer on. */
static dcg_state *begin_transaction(dcg_ctx *ctx, const dcg_state *st)
{
    dcg_state *T = ctx->scratch;
    memcpy(T, st, sizeof *T);
    ctx->cur = T;
    ctx->cursor = 0;
    ctx->asking = 0;
    return T;
}

/* The table of facts an effect's function (or condition) taking a fifth parameter gets: me,
** self, the card, the subject by name; for a move the zones it went from and to, for a play
** the zone it came from; for a move, a deletion or a play why (the rules, or an effect: its
** card). */
static void push_facts(lua_State *L, const dcg_state *st, const effect_def *e, const pending *pe)
{
    const lua_Integer args[4] = {pe->owner, pe->perm, pe->card, pe->subject};
    static const char *const names[4] = {"me", "self", "card", "subject"};
    lua_createtable(L, 0, 8);
    for (int i = 0; i < 4; i++) lua_pushinteger(L, args[i]), lua_setfield(L, -2, names[i]);
    if ((e->event == GE_MOVED || e->event == GE_OPTION_PLACED) && pe->zones) {
        lua_pushstring(L, dcg_zone_name(pe->zones & 15)), lua_setfield(L, -2, "from");
        lua_pushstring(L, dcg_zone_name(pe->zones >> 4)), lua_setfield(L, -2, "to");
    }
    if ((e->event == GE_PLAYED || e->event == GE_DIGIVOLVED) && pe_played_from(pe)) lua_pushstring(L, dcg_zone_name(pe_played_from(pe))), lua_setfield(L, -2, "from");
    if (e->event == GE_MOVED || e->event == GE_DELETED || e->event == GE_PLAYED || e->event == GE_SUSPENDED ||
        e->event == GE_UNSUSPENDED || e->event == GE_SOURCES_ADDED || e->event == GE_OPTION_PLACED) { /* the rules, or an effect of card `by` */
        lua_pushstring(L, pe->by ? "effect" : "rule"), lua_setfield(L, -2, "cause");
        if (pe->by) lua_pushinteger(L, pe->by - 1), lua_setfield(L, -2, "by");
    }
    /* a watcher of deletions: how many of the set it saw (4-27-5); of additions to digivolution cards: how many */
    if ((e->event == GE_DELETED && !e->subject_only) || e->event == GE_SOURCES_ADDED)
        lua_pushinteger(L, 1 + pe->more), lua_setfield(L, -2, "count");
    if (e->event == GE_OPTION_USED) /* the Option's use cost as it was used (dcg_use_cost: Q3271, Q5479, Q5480) */
        lua_pushinteger(L, pe->use_cost), lua_setfield(L, -2, "cost");
    if (e->together) dcg_together_push(L, st, pe); /* the Digimon of its set (api_together.c) */
}

/* An effect's function and its arguments: me, self, the card, the subject
** and (for a function taking a fifth) the facts of its trigger (push_facts). */
static void push_call(lua_State *L, const dcg_state *st, const effect_def *e, const pending *pe)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, e->fn);
    const lua_Integer args[4] = {pe->owner, pe->perm, pe->card, pe->subject};
    for (int i = 0; i < 4; i++) lua_pushinteger(L, args[i]);
    push_facts(L, st, e, pe);
}

/* A check of triggered effect e pending as pe (ref: its condition or its activate_if), given the facts
** of its trigger when it takes a fifth parameter; read-only, a failure reported once reads as false. */
static bool pending_check(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, const pending *pe, int ref, bool facts,
                          const char *what)
{
    dcg_state *saved_cur = ctx->cur;
    int saved_ro = ctx->readonly;
    ctx->cur = (dcg_state *)st;
    ctx->readonly = 1;
    lua_State *L = ctx->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    const lua_Integer args[4] = {pe->owner, pe->perm, pe->card, pe->subject};
    for (int i = 0; i < 4; i++) lua_pushinteger(L, args[i]);
    if (facts) push_facts(L, st, e, pe);
    bool v = false;
    if (dcg_script_call_pushed(ctx, pe->card, CALL_CHECK, facts ? 5 : 4, 1) == LUA_OK) {
        v = lua_isboolean(L, -1) ? lua_toboolean(L, -1) : lua_tointeger(L, -1) != 0;
        lua_pop(L, 1);
    } else if (!ctx->asking) {
        dcg_script_report(ctx, st, pe->card, pe->perm, pe->effect, what, true);
    }
    ctx->cur = saved_cur;
    ctx->readonly = saved_ro;
    return v;
}

bool dcg_effect_condition_facts(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, const pending *pe)
{
    if (!e->cond_facts) return dcg_effect_condition(ctx, st, e, pe->card, pe->effect, pe->owner, pe->perm, pe->subject);
    return pending_check(ctx, st, e, pe, e->cond, true, "condition");
}

/* Is a card on the field (a Digimon's or Tamer's, under one too) one whose continuous effects
** forbid [When Digivolving] effects? Only then are the prohibitions read: reading them runs
** other continuous effects' conditions, which spend their cards' budgets. */
static bool when_digivolving_forbidder(const dcg_ctx *ctx, const dcg_state *st)
{
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < st->pl[p].n_battle; i++) {
            const perm *q = &st->pl[p].battle[i];
            for (int k = 0; k < q->n; k++) {
                const card_effects *fx = card_fx_of(ctx, st, q->cards[k]);
                if (fx && fx->no_when_digivolving) return true;
            }
        }
    return false;
}

bool dcg_timing_forbidden(const dcg_ctx *ctx, const dcg_state *st, const effect_def *e, uint16_t perm_id)
{
    if (e->timing != TM_WHEN_DIGIVOLVING || !dcg_game_can(ctx, st, GAME_STATIC_FORBID) || !when_digivolving_forbidder(ctx, st))
        return false;
    const perm *pm = perm_id ? dcg_perm((dcg_state *)st, perm_id) : NULL;
    return pm && (dcg_perm_forbid(ctx, st, pm) & FORBID_WHEN_DIGIVOLVING);
}

bool dcg_effect_activates(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, const pending *pe)
{
    return e->act_cond == LUA_NOREF || pending_check(ctx, st, e, pe, e->act_cond, e->act_cond_facts, "activate_if");
}

int dcg_effect_run_other(dcg_ctx *ctx, dcg_state *st, int card, int k, int me, uint16_t perm_id, int as, bool forced)
{
    const effect_def *e = effect_at(ctx, st->def[card], k);
    pending pe = {.src = EFF_SCRIPT, .owner = (uint8_t)me, .card = (uint8_t)card, .effect = (uint8_t)k, .timing = e->timing, .perm = perm_id};
    count_use(ctx, st, e, card, k, perm_id);
    int forced_was = ctx->forced_yes, as_was = ctx->effect_as;
    ctx->forced_yes = forced ? me + 1 : 0;
    ctx->effect_as = as;
    int rc;
    if (e->facts) {
        push_call(ctx->L, st, e, &pe);
        rc = dcg_script_call_pushed(ctx, card, CALL_EFFECT, 5, 0);
    } else {
        lua_Integer args[4] = {me, perm_id, card, 0};
        rc = dcg_script_call(ctx, card, CALL_EFFECT, e->fn, 4, args, 0);
    }
    ctx->forced_yes = forced_was;
    ctx->effect_as = as_was;
    return rc;
}

/* 15-15-3-4: a reveal ends when every revealed card is placed; an effect
** that leaves one in the processing area is broken (its text says where
** they go): it fails, naming the card, rather than lose it there. */
static bool revealed_left(dcg_ctx *ctx, const dcg_state *st)
{
    for (int i = 0; i < ctx->n_revealed; i++) {
        int c = ctx->revealed[i];
        if (st->zone[c] != DCG_ZONE_PROCESSING) continue;
        snprintf(ctx->script_err, sizeof ctx->script_err, "revealed card %d (%s) left unplaced when the effect ended (15-15-3-4)", c,
                 ctx->db->cards[st->def[c]].number);
        return true;
    }
    return false;
}

/* 4-20: Arts Digivolve. A used DUAL card, instead of going to the trash
** after its [Main] effect, may digivolve one of its player's cards on the
** field it can digivolve onto (8-1), without paying the cost; asked, then
** which (in the effect's transaction: before the rule check, Q6313). */
static void arts_digivolve(dcg_ctx *ctx, dcg_state *st, int card)
{
    int p = card_owner(card);
    uint16_t items[DCG_MAX_PERMS + 1];
    uint8_t reqs[DCG_MAX_PERMS + 1];
    int n = 0;
    side *pl = &st->pl[p];
    for (int i = -1; i < pl->n_battle; i++) {
        const perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
        int req = pm->id ? dcg_evo_fit(ctx, st, card, pm) : -1;
        if (req >= 0) reqs[n] = (uint8_t)req, items[n++] = pm->id;
    }
    if (!n) return;
    int pick = dcg_keyword_use(ctx, p, card, 0, EFF_KEYWORD, items, n);
    if (pick < 0 || dcg_procedure_would(ctx, st, WOULD_DIGIVOLVE, card, items[pick], 0, 0) < 0) return; /* 8-1-2-4 */
    if (st->zone[card] == DCG_ZONE_PROCESSING && dcg_perm(st, items[pick])) dcg_digivolve(ctx, st, card, items[pick], 0, reqs[pick]);
}

/* The end of an Option's use by an effect (game.use): a DUAL card may Arts
** Digivolve (4-20-2); then it is trashed unless its effect placed it (9-1-5). */
void dcg_option_used_end(dcg_ctx *ctx, dcg_state *st, int card)
{
    if (st->zone[card] == DCG_ZONE_PROCESSING && card_def(ctx, st, card)->dual) arts_digivolve(ctx, st, card);
    if (!ctx->asking && st->zone[card] == DCG_ZONE_PROCESSING && st->winner == 0xFF) dcg_move(ctx, st, card, DCG_ZONE_TRASH, false);
}

/* 15-14-1-4, Q1818: a use of an [X Per Turn] effect counts once its player
** chooses to activate it, even if it then does nothing; one whose "you may"
** (its first question, a yes/no: `optional`, fx.by, game.yes_no) was
** declined and that changed nothing was not used: the use counted as it
** began is given back. T is the state after the effect, before the state
** before it; they are compared as positions (what the effect spent of its
** card's budget stays spent). */
static void give_back_use(dcg_state *T, const dcg_state *before, int card)
{
    uint32_t once = T->once_used[card];
    turn_use uses[DCG_MAX_TURN_USES];
    memcpy(uses, T->turn_uses, sizeof uses);
    T->once_used[card] = before->once_used[card];
    memcpy(T->turn_uses, before->turn_uses, sizeof uses);
    if (memcmp(T, before, offsetof(dcg_state, script_spent)) != 0) { /* the position changed: it was used */
        T->once_used[card] = once;
        memcpy(T->turn_uses, uses, sizeof uses);
    }
}

/* The effect runs in st itself, the scratch keeping st as it was: put back
** when the effect asks or fails (one copy of the state per effect, not two). */
void dcg_effect_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int mark = ctx->n_events;
    const dcg_state *before = begin_transaction(ctx, st);
    dcg_state *T = st;
    ctx->cur = T;
    const pending *pe = &before->act.e;
    const effect_def *e = effect_at(ctx, before->def[pe->card], pe->effect);
    int rc = LUA_OK;
    bool run = true;
    ctx->may_at = 0; /* the effect's first question */
    ctx->declined = false;
    count_use(ctx, T, e, pe->card, pe->effect, pe->perm); /* before it runs: its own events see it used */
    if (e->delay) {
        run = dcg_delay_pay(ctx, T, e, pe); /* keyword_delay.c */
    } else if (e->optional) {
        int yes = dcg_effect_ask(ctx, pe->owner, 1, 0, NULL, 0, 0);
        run = yes == 0;
        if (yes == 0 || yes == 1) dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, EFF_SCRIPT, yes == 0);
    } else {
        dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, EFF_SCRIPT, 1);
    }
    ctx->n_revealed = 0;
    if (run && !ctx->asking && !dcg_card_disabled(T, pe->card)) {
        if (e->facts) {
            push_call(ctx->L, T, e, pe);
            rc = dcg_script_call_pushed(ctx, pe->card, CALL_EFFECT, 5, 0);
        } else {
            lua_Integer args[4] = {pe->owner, pe->perm, pe->card, pe->subject};
            rc = dcg_script_call(ctx, pe->card, CALL_EFFECT, e->fn, 4, args, 0);
        }
    }
    bool over = T->winner != 0xFF; /* game.win, game.lose: the game ended at once (1-2-6), the effect with it */
    if (over) rc = LUA_OK;
    /* the used Option's pending trashing, overwritten by Arts Digivolve (4-20-2) */
    if (rc == LUA_OK && !over && !ctx->asking && (f->flags & EFX_TRASH_OPTION) && T->zone[pe->card] == DCG_ZONE_PROCESSING &&
        card_def(ctx, T, pe->card)->dual)
        arts_digivolve(ctx, T, pe->card);
    ctx->cur = NULL;
    if (rc == LUA_OK && !over && !ctx->asking && revealed_left(ctx, T)) rc = LUA_ERRRUN;
    if (rc == LUA_OK && !over && !ctx->asking && ctx->declined && e->per_turn) give_back_use(T, before, pe->card);
    if (ctx->asking) dcg_note_shown(ctx->scratch, T, before); /* `before`, put back next */
    if (ctx->asking || rc != LUA_OK) drop_transaction(st, before, st); /* drop what it did */
    if (ctx->asking) {
        ask_now(ctx, st, mark, pe->card);
        return;
    }
    if (rc != LUA_OK) { /* the effect is lost, the game goes on (DESIGN 6) */
        ctx->n_events = mark;
        dcg_script_report(ctx, st, pe->card, pe->perm, pe->effect, NULL, false);
    }
    finish(ctx, st);
}

void dcg_step_transaction(dcg_ctx *ctx, dcg_state *st, void (*step)(dcg_ctx *, dcg_state *))
{
    if (!dcg_game_can(ctx, st, GAME_WOULD)) {
        step(ctx, st);
        return;
    }
    int mark = ctx->n_events;
    dcg_state *T = begin_transaction(ctx, st);
    step(ctx, T);
    ctx->cur = NULL;
    if (ctx->asking) {
        drop_transaction(st, st, T);
        if (!st->act.on) {
            memset(&st->act, 0, sizeof st->act);
            st->act.on = 1;
            st->act.e.src = EFF_STEP;
        }
        dcg_note_shown(st, T, st);
        ask_now(ctx, st, mark, ctx->asking_card);
        return;
    }
    if (T->act.on && T->act.e.src == EFF_STEP) memset(&T->act, 0, sizeof T->act); /* answered: done with them */
    memcpy(st, T, sizeof *st);
}

int dcg_evo_cost_effects(dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, evo_offer *opt, int *n_opt)
{
    *n_opt = 0;
    int p = card_owner(card), less = 0;
    /* none without GAME_EVO_COST: main_options does not ask then (main_facts) */
    if (!dcg_game_can(ctx, st, GAME_EVO_COST) || !dcg_perm_in_battle(st, pm->id) || st->zone[card] != DCG_ZONE_HAND ||
        dcg_evo_reduction_locked(ctx, st, card_owner(card)))
        return 0;
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *q = &pl->battle[i];
        bool offered = false; /* this permanent's suspension is offered once */
        perm_fx it = perm_fx_of(q, TM_FIELD_EVO_DISCOUNT);
        for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
            int src = it.card, j = it.j;
            if ((e->whose == WHOSE_SELF && q->id != pm->id) || !dcg_effect_turn_ok(st, e, p)) continue;
            if (e->any && (!dcg_perm_can_suspend(ctx, st, q) || offered)) continue; /* its cost can't be paid (again) */
            lua_Integer v = check_call(ctx, st, e->fn, p, q->id, src, card, j, "value");
            if (v < 0 || v > 20) {
                snprintf(ctx->script_err, sizeof ctx->script_err, "%lld is out of range (0 to 20)", (long long)v);
                dcg_script_report(ctx, st, src, q->id, j, "value", true);
            } else if (v && e->any) {
                opt[(*n_opt)++] = (evo_offer){q->id, (int)v, 0, 0};
                offered = true;
            } else {
                less += (int)v;
            }
        }
    }
    return less;
}

int dcg_evo_from(dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    /* none without GAME_EVO_COST: main_options does not ask then (main_facts) */
    if (!dcg_game_can(ctx, st, GAME_EVO_COST) || !dcg_perm_in_battle(st, pm->id) || st->zone[card] != DCG_ZONE_HAND ||
        !dcg_perm_is_digimon(ctx, st, pm) || pm->n >= DCG_MAX_STACK || card_def(ctx, st, perm_top(pm))->token ||
        !dcg_evo_allowed(ctx, st, pm, card))
        return -1;
    int p = card_owner(card), best = -1;
    if (dcg_player_cannot(ctx, st, p, CANNOT_IGNORE_EVO_REQS)) return -1; /* "players can't ignore digivolution requirements" (BT8-059) */
    const card_effects *fx = card_fx_of(ctx, st, card);
    for (int j = 0; fx && j < fx->n; j++) {
        const effect_def *e = &ctx->effects[fx->first + j];
        if (e->timing == TM_EVO_FROM && check_call(ctx, st, e->cond, p, 0, card, pm->id, j, "condition")) {
            best = e->evo_cost;
            break;
        }
    }
    if (dcg_perm_owner(st, pm->id) != p) return best;
    perm_fx it = perm_fx_of(pm, TM_EVO_INTO); /* the Digimon's own permission (ST7-03, ST8-04) */
    for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
        if ((best >= 0 && e->evo_cost >= best) || !dcg_effect_turn_ok(st, e, p)) continue;
        if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, p, pm->id, it.card, 0, it.j, "condition")) continue;
        if (check_call(ctx, st, e->fn, p, pm->id, it.card, card, it.j, "filter")) best = e->evo_cost;
    }
    return best;
}

/* The card:digivolve_only effects changes in play grant pm (15-13: "the Digimon played by this
** effect can't digivolve to level 7", EX3-069): each works from pm as if printed on it. */
static bool evo_allowed_granted(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int p, int card)
{
    if (!dcg_game_can(ctx, st, GAME_GRANTS)) return true;
    for (int m = 0; m < st->mods_n; m++) {
        const mod *g = &st->mods[m];
        const effect_def *e = granted_effect(ctx, st, g, pm);
        if (!e || e->timing != TM_EVO_ONLY || !dcg_effect_turn_ok(st, e, p)) continue;
        if (dcg_perm_unaffected(ctx, st, pm, mod_maker(g))) continue; /* not considered to have it (15-15-5-4) */
        int k = g->grant_effect - 1;
        if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, p, pm->id, g->grant_card, 0, k, "condition")) continue;
        if (!check_call(ctx, st, e->fn, p, pm->id, g->grant_card, card, k, "filter")) return false;
    }
    return true;
}

bool dcg_evo_allowed(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card)
{
    /* read only in a context whose cards say it: no other game calls a script for it */
    if (ctx->no_digivolve_statics && (dcg_perm_forbid(ctx, st, pm) & FORBID_DIGIVOLVE)) return false;
    if (!dcg_game_can(ctx, st, GAME_EVO_COST)) return true; /* no card:digivolve_only in this game */
    int p = dcg_perm_owner(st, pm->id);
    perm_fx it = perm_fx_of(pm, TM_EVO_ONLY);
    for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
        if (!dcg_effect_turn_ok(st, e, p)) continue;
        if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, p, pm->id, it.card, 0, it.j, "condition")) continue;
        if (!check_call(ctx, st, e->fn, p, pm->id, it.card, card, it.j, "filter")) return false;
    }
    return evo_allowed_granted(ctx, st, pm, p, card);
}

bool dcg_dna_level_met(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card, const dcg_evo_req *q)
{
    if (!q->level || !dcg_game_can(ctx, st, GAME_EVO_COST)) return false; /* no card:dna_as_level in this game */
    int p = dcg_perm_owner(st, pm->id);
    perm_fx it = perm_fx_of(pm, TM_DNA_LEVEL);
    for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
        int level = e->evo_cost;
        if (q->level_min ? level < q->level : q->level_max ? level > q->level : level != q->level) continue;
        dcg_evo_req rest = *q; /* the requirement but its level, which the effect's meets */
        rest.level = 0, rest.level_min = rest.level_max = 0;
        if (!dcg_effect_turn_ok(st, e, p) || !dcg_req_met_colors(card_def(ctx, st, perm_top(pm)), dcg_perm_colors(ctx, st, pm), &rest))
            continue;
        if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, p, pm->id, it.card, 0, it.j, "condition")) continue;
        if (check_call(ctx, st, e->fn, p, pm->id, it.card, card, it.j, "filter")) return true;
    }
    return false;
}

/* ---- continuous effects --------------------------------------------------------- */
/* Gathered here, applied in layers by perm.c (the order is written there). */

uint16_t dcg_static_can(const effect_def *e)
{
    uint16_t can = GAME_STATICS;
    if (e->unaffected) can |= GAME_UNAFFECTED;
    if (e->colors) can |= GAME_INFO;
    if (e->keywords || e->lose || e->lose_all) can |= (uint16_t)(GAME_STATIC_KW | dcg_keywords_can(e->keywords));
    if (e->security_attack || (e->fn != LUA_NOREF && e->value == VAL_SA)) can |= GAME_STATIC_SA;
    if (e->forbid || e->allow) can |= GAME_STATIC_FORBID;
    if (e->unsuspend_trash) can |= GAME_STATIC_FORBID | GAME_WOULD; /* read with the prohibitions; it asks in rules steps */
    /* a set value or a function can be below what the Digimon has without it; so can an effect on
    ** the opponent's Digimon, the only kind scan_statics looks for on the other side */
    if (e->sets_dp || e->dp < 0 || (e->fn != LUA_NOREF && e->value != VAL_SA) || e->applies == AP_OPP_DIGIMON ||
        e->applies == AP_OPP_SECURITY_DIGIMON || e->applies == AP_OPP_TAMERS)
        can |= GAME_STATIC_LOWER_DP;
    return can;
}

/* The rank of a continuous effect among those that set a value or grant and
** take away a keyword: above every lasting effect of a resolved one
** (15-12-2-3); among continuous effects, that of the permanent placed later
** (a higher id) takes priority (15-8-2-5). */
static uint32_t static_rank(uint16_t perm_id, int pos, int k)
{
    _Static_assert(DCG_MAX_STACK <= 64 && DCG_MAX_CARD_EFFECTS <= 32, "a rank packs the stack position and the effect");
    return 0x80000000u | (uint32_t)perm_id << 11 | (uint32_t)pos << 5 | (uint32_t)k;
}

/* The colours static effect e gives target: those it names, and with
** STATIC_COLORS_SOURCES those of target's digivolution cards. */
static uint8_t static_colors(const dcg_ctx *ctx, const dcg_state *st, const effect_def *e, uint16_t target)
{
    uint8_t colors = e->colors & (uint8_t)~STATIC_COLORS_SOURCES;
    const perm *pm = (e->colors & STATIC_COLORS_SOURCES) && target ? dcg_perm((dcg_state *)st, target) : NULL;
    for (int s = 0; pm && s < pm->n - 1; s++) /* "also has the colours of its digivolution cards" (BT8-084, Q1763) */
        colors |= card_def(ctx, st, pm->cards[s])->colors;
    return colors;
}

/* Gather what static effect e (effect k on card, at stack position pos of
** permanent src of owner) does to target into *l. A value function's result
** must be in range (script.h); out of range, the function gives nothing.
** In a colours-only scan (ctx->colors_only) only the colours it gives. */
static void apply_static(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int k, int owner, const perm *src,
                         int pos, int card, uint16_t target, layers *l)
{
    if (!dcg_effect_turn_ok(st, e, owner) || (ctx->colors_only && !e->colors)) return;
    uint16_t from = src ? src->id : 0;
    if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, owner, from, card, target, k, "condition")) return;
    l->colors |= static_colors(ctx, st, e, target);
    if (ctx->colors_only) return; /* a colour read while the rest is computed (dcg_statics) */
    uint32_t rank = static_rank(from, pos, k);
    if (e->fn != LUA_NOREF) {
        lua_Integer v = check_call(ctx, st, e->fn, owner, from, card, target, k, "value");
        lua_Integer max = e->value == VAL_SA ? DCG_SCRIPT_SA_MAX : DCG_SCRIPT_DP_MAX, min = e->value == VAL_DP_SET ? 0 : -max;
        if (v < min || v > max) {
            snprintf(ctx->script_err, sizeof ctx->script_err, "%lld is out of range (%lld to %lld)", (long long)v,
                     (long long)min, (long long)max);
            dcg_script_report(ctx, st, card, from, k, "value", true);
        } else if (e->value == VAL_SA) {
            l->sa_add += (int32_t)v;
        } else if (e->value == VAL_DP_SET) {
            dcg_layers_set_dp(l, (int32_t)v, rank);
        } else {
            dcg_layers_add_dp(l, v, owner);
        }
    }
    if (e->sets_dp && e->value != VAL_DP_SET) dcg_layers_set_dp(l, e->dp_set, rank);
    dcg_layers_add_dp(l, e->dp, owner);
    l->sa_add += e->security_attack;
    if (e->keywords || e->lose || e->lose_all) dcg_layers_static_kw(l, e->keywords, e->lose_all ? ~(dcg_kwset)0 : e->lose, rank);
    l->forbid |= e->forbid;
    if (e->unsuspend_trash) /* each copy asks its own cards (Q1600) */
        l->unsuspend_trash = (uint8_t)(l->unsuspend_trash + e->unsuspend_trash > 60 ? 60 : l->unsuspend_trash + e->unsuspend_trash);
    if (e->allow_fn == LUA_NOREF) /* else only for the target that passes its check (dcg_perm_allow_at) */
        l->allow |= e->allow;
    else if (!ctx->allow_target) /* no target asked about: noted, its check not called */
        l->allow_filtered |= e->allow;
    else if (check_call(ctx, st, e->allow_fn, owner, from, card, ctx->allow_target, k, "attack_target"))
        l->allow |= e->allow;
}

/* Has card's script a continuous effect of its own or inherited at all
** (granted ones work only where a change gives them)? Read from its card
** index before anything else, as the scan below asks it of every card. */
static inline bool has_statics(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    int def = st->def[card];
    return def < ctx->cap_fx && ctx->fx[def].statics;
}

/* What a continuous effect reaches: a Digimon, a Security Digimon, a Tamer (not treated as a Digimon). */
enum { TGT_DIGIMON, TGT_SECURITY, TGT_TAMER };

/* Every static effect on the battle area reaching target, of class cls (TGT_*). */
static void scan_statics(dcg_ctx *ctx, const dcg_state *st, int target_owner, uint16_t target, int cls, int unaffected_by,
                         layers *l)
{
    ctx->n_static_scans++;
    for (int p = 0; p < 2; p++) {
        const side *pl = &st->pl[p];
        if (p == unaffected_by) continue; /* 15-15-5: not that player's effects */
        /* the other player's reach only through AP_OPP_*: none where no card of the game has one
        ** (it can lower DP, dcg_static_can) */
        if (p != target_owner && !dcg_game_can(ctx, st, GAME_STATIC_LOWER_DP)) continue;
        for (int i = 0; i < pl->n_battle; i++) {
            const perm *q = &pl->battle[i];
            int succ = DCG_SUCC_UNKNOWN; /* looked for only for a card under it with continuous effects of its own */
            for (int k = 0; k < q->n; k++) {
                int card = q->cards[k];
                if (!has_statics(ctx, st, card)) continue; /* most cards: none to look for */
                const card_effects *fx = card_fx_of(ctx, st, card);
                bool top = k == q->n - 1;
                if (!fx) continue;
                if (!ctx->reference && !(fx->statics & (top ? 1 : 2))) {
                    /* continuous effects of its own only: under it they count for <Succession> alone (16-47) */
                    if (top || !(fx->statics & 1)) continue;
                    if (succ == DCG_SUCC_UNKNOWN) succ = dcg_succession_card(ctx, st, q);
                    if (succ != k) continue;
                }
                for (int j = 0; j < fx->n; j++) {
                    const effect_def *e = &ctx->effects[fx->first + j];
                    if (e->timing != TM_STATIC || e->granted || !dcg_card_gives(ctx, st, q, k, e, &succ)) continue;
                    bool hits, own = p == target_owner;
                    switch (e->applies) {
                    case AP_SELF: hits = cls == TGT_DIGIMON && q->id == target; break;
                    case AP_OWN_DIGIMON: hits = cls == TGT_DIGIMON && own; break;
                    case AP_OWN_SECURITY_DIGIMON: hits = cls == TGT_SECURITY && own; break;
                    case AP_OPP_DIGIMON: hits = cls == TGT_DIGIMON && !own; break;
                    case AP_OPP_SECURITY_DIGIMON: hits = cls == TGT_SECURITY && !own; break;
                    case AP_OPP_TAMERS: hits = cls == TGT_TAMER && !own; break;
                    default: hits = false;
                    }
                    if (!hits) continue;
                    if (!e->grant) {
                        if (!ctx->grants_out) apply_static(ctx, st, e, j, p, q, k, card, target, l); /* not while listing grants */
                    } else if (ctx->grants_out && ctx->n_grants_out < ctx->cap_grants_out && dcg_effect_turn_ok(st, e, p) &&
                             (e->cond == LUA_NOREF || check_call(ctx, st, e->cond, p, q->id, card, target, j, "condition")))
                        ctx->grants_out[ctx->n_grants_out++] = (static_grant){(uint8_t)card, (uint8_t)(e->grant - 1)};
                }
            }
        }
    }
}

/* The continuous effects changes in play grant pm (15-13: "their Digimon
** with no digivolution cards can't attack"): each works from pm as if
** printed on it, its player's, its condition read again whenever it is read. */
static void granted_statics(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int unaffected_by, layers *l)
{
    if (!dcg_game_can(ctx, st, GAME_GRANTS)) return; /* no card of this game grants an effect */
    for (int m = 0; m < st->mods_n; m++) {
        const mod *g = &st->mods[m];
        if (unaffected_by >= 0 && mod_maker(g) == unaffected_by) continue; /* not considered to have it (15-15-5-4) */
        const effect_def *e = granted_effect(ctx, st, g, pm);
        if (e && e->timing == TM_STATIC)
            apply_static(ctx, st, e, g->grant_effect - 1, card_owner(pm->cards[0]), pm, pm->n - 1, g->grant_card, pm->id, l);
    }
}

/* A condition or value function of a continuous effect may read the value
** being computed (game.dp of the Digimon it changes): that read sees the
** Digimon without continuous effects, the layer below, instead of
** recursing. key: the permanent, or a security card | 0x8000. */
static bool busy_enter(uint16_t *busy, int *n, int cap, uint16_t key)
{
    for (int i = 0; i < *n; i++)
        if (busy[i] == key) return false;
    if (*n == cap) return false;
    busy[(*n)++] = key;
    return true;
}
static bool statics_enter(dcg_ctx *ctx, uint16_t key)
{
    return busy_enter(ctx->statics_busy, &ctx->n_statics_busy, (int)(sizeof ctx->statics_busy / sizeof *ctx->statics_busy), key);
}

void dcg_statics(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int unaffected_by, layers *l, int need)
{
    if (!ctx->fx || !dcg_game_can(ctx, st, GAME_STATICS)) return;
    if (!dcg_perm_is_in_battle(st, pm)) return; /* 3-4-7-3: not in the breeding area */
    if (!dcg_perm_is_digimon(ctx, st, pm)) return;
    if (!statics_enter(ctx, pm->id)) {
        /* Its values are being computed and a check reads its colours ("while this Digimon has 4 or
        ** more colours, +4000 DP", BT8-084): the colours are a value of their own, so the effects that
        ** give colours still count (their checks reading its DP or colours see the layer below). */
        int cap = (int)(sizeof ctx->colors_busy / sizeof *ctx->colors_busy);
        if (need != GAME_INFO || !busy_enter(ctx->colors_busy, &ctx->n_colors_busy, cap, pm->id)) return;
        bool saved = ctx->colors_only;
        ctx->colors_only = true; /* checks it calls read as usual (check_call) */
        scan_statics(ctx, st, card_owner(pm->cards[0]), pm->id, TGT_DIGIMON, unaffected_by, l);
        granted_statics(ctx, st, pm, unaffected_by, l);
        ctx->colors_only = saved;
        ctx->n_colors_busy--;
        return;
    }
    scan_statics(ctx, st, card_owner(pm->cards[0]), pm->id, TGT_DIGIMON, unaffected_by, l);
    granted_statics(ctx, st, pm, unaffected_by, l);
    ctx->n_statics_busy--;
}

bool dcg_static_unaffected(dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int cap = (int)(sizeof ctx->unaffected_busy / sizeof *ctx->unaffected_busy);
    if (!ctx->fx || !dcg_perm_is_in_battle(st, pm) || !busy_enter(ctx->unaffected_busy, &ctx->n_unaffected_busy, cap, pm->id))
        return false;
    int owner = card_owner(pm->cards[0]), succ = DCG_SUCC_UNKNOWN;
    bool found = false;
    for (int k = 0; k < pm->n && !found; k++) {
        int card = pm->cards[k];
        const card_effects *fx = card_fx_of(ctx, st, card);
        for (int j = 0; fx && j < fx->n && !found; j++) {
            const effect_def *e = &ctx->effects[fx->first + j];
            found = e->timing == TM_STATIC && e->unaffected && dcg_card_gives(ctx, st, pm, k, e, &succ) && dcg_effect_turn_ok(st, e, owner) &&
                    (e->cond == LUA_NOREF || check_call(ctx, st, e->cond, owner, pm->id, card, pm->id, j, "condition"));
        }
    }
    ctx->n_unaffected_busy--;
    return found;
}

void dcg_statics_security(dcg_ctx *ctx, const dcg_state *st, int card, layers *l)
{
    if (!ctx->fx || !dcg_game_can(ctx, st, GAME_STATICS) || !statics_enter(ctx, (uint16_t)(0x8000 | card))) return;
    scan_statics(ctx, st, card_owner(card), 0, TGT_SECURITY, -1, l);
    ctx->n_statics_busy--;
}

int dcg_static_grants(dcg_ctx *ctx, const dcg_state *st, const perm *pm, static_grant *out, int max)
{
    if (!ctx->fx || !ctx->static_grants || !dcg_game_can(ctx, st, GAME_STATICS) || !dcg_perm_is_in_battle(st, pm) ||
        !dcg_perm_is_digimon(ctx, st, pm) || !statics_enter(ctx, pm->id))
        return 0;
    static_grant *saved = ctx->grants_out;
    int saved_n = ctx->n_grants_out, saved_cap = ctx->cap_grants_out;
    ctx->grants_out = out, ctx->n_grants_out = 0, ctx->cap_grants_out = max;
    layers l;
    memset(&l, 0, sizeof l);
    scan_statics(ctx, st, card_owner(pm->cards[0]), pm->id, TGT_DIGIMON, -1, &l);
    int n = ctx->n_grants_out;
    ctx->grants_out = saved, ctx->n_grants_out = saved_n, ctx->cap_grants_out = saved_cap;
    ctx->n_statics_busy--;
    return n;
}

uint16_t dcg_tamer_static_forbid(dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!ctx->fx || !dcg_game_can(ctx, st, GAME_STATIC_FORBID) || !dcg_game_can(ctx, st, GAME_STATIC_LOWER_DP) ||
        !dcg_perm_is_in_battle(st, pm) || !statics_enter(ctx, pm->id))
        return 0;
    layers l;
    memset(&l, 0, sizeof l);
    scan_statics(ctx, st, card_owner(pm->cards[0]), pm->id, TGT_TAMER, -1, &l);
    ctx->n_statics_busy--;
    return l.forbid;
}

/* ---- immediate effects ("when ... would", 15-8-5) ------------------------------- */

/* Run effect e (effect k of card, on permanent src) for subject: 1 when
** it returned true (prevented), -1 false, 0 nothing (or it failed). It
** runs as part of the transaction under way (an effect, or a step of the
** rules: dcg_step_transaction), so it may ask questions. It is its card's
** player's effect (owner, 4-11-2), whoever's effect or rule (a battle) it
** interrupts (15-8-5-2): for its function that player is the effect player
** (dcg_effect_player: the prohibitions on their effects, 15-1-3, "unaffected
** by the opponent's effects", the cause of what it deletes), then the
** interrupted one's again. Its condition is a check and reads none (only
** calls that change the game read it). */
static int run_would(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int k, int owner, uint16_t src, int card,
                     uint16_t subject)
{
    assert(ctx->cur);
    lua_Integer args[4] = {owner, src, card, subject};
    dcg_emit(ctx, DCG_EV_EFFECT, owner, card, src, EFF_SCRIPT, 1);
    if (e->fn == LUA_NOREF) return 0; /* a reduction alone (opts.reduce) */
    ctx->asking_card = card;
    int interrupted = ctx->effect_player, called;
    ctx->effect_player = owner + 1;
    called = dcg_script_call(ctx, card, CALL_EFFECT, e->fn, 4, args, 1);
    ctx->effect_player = interrupted;
    if (called != LUA_OK) {
        if (!ctx->asking && st->winner == 0xFF) dcg_script_report(ctx, st, card, src, k, NULL, false); /* not game.win's stop */
        return 0;
    }
    int r = lua_isboolean(ctx->L, -1) ? (lua_toboolean(ctx->L, -1) ? 1 : -1) : lua_toboolean(ctx->L, -1);
    lua_pop(ctx->L, 1);
    return r;
}


/* An immediate effect's "you may" (`optional`, 15-8-5): asked before it
** activates, as a triggered one's is (dcg_effect_step). 1: it activates
** (not optional, or yes); 0: declined (no use of an [X Per Turn],
** 15-14-1-4, Q1818), or no answer can be had; -1: a question waits. */
static int may_activate(dcg_ctx *ctx, const effect_def *e, int owner, int card, uint16_t src)
{
    if (!e->optional) return 1;
    ctx->asking_card = card;
    int yes = dcg_effect_ask(ctx, owner, 1, 0, NULL, 0, 0);
    if (yes < 0) return ctx->asking ? -1 : 0;
    if (yes != 0) dcg_emit(ctx, DCG_EV_EFFECT, owner, card, src, EFF_SCRIPT, 0);
    return yes == 0;
}

/* run_would with its use counted: an [X Per Turn] one whose "you may" (its
** first question) is declined and that changes nothing gives its use back
** (15-14-1-4, Q1818), as dcg_effect_step does; the position before it is
** kept in ctx->use_snap (one at a time: a nested one just counts). */
static int run_would_counted(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int k, int owner, uint16_t src, int card,
                             uint16_t subject)
{
    bool snap = e->per_turn && !ctx->use_snap_busy;
    int may_at = ctx->may_at;
    bool declined = ctx->declined;
    if (snap) {
        memcpy(ctx->use_snap, st, offsetof(dcg_state, script_spent)); /* the position (give_back_use compares it) */
        ctx->use_snap_busy = true;
        ctx->may_at = ctx->cursor;
        ctx->declined = false;
    }
    count_use(ctx, st, e, card, k, src);
    int r = run_would(ctx, st, e, k, owner, src, card, subject);
    if (snap) {
        if (!ctx->asking && ctx->declined) give_back_use(st, ctx->use_snap, card);
        ctx->use_snap_busy = false;
        ctx->may_at = may_at;
        ctx->declined = declined;
    }
    return r;
}

/* Does effect e watch what happens to its Digimon: deleted for cause (a
** dcg_delete_cause: "be_deleted_in_battle" ones only in a battle), or
** leaving the battle area (cause -1)? */
static bool leave_watches(const effect_def *e, int cause)
{
    if (e->timing != TM_WOULD || e->when > WOULD_LEAVE_BATTLE_AREA) return false; /* a procedure's (below) */
    if (cause < 0) return e->when == WOULD_LEAVE_BATTLE_AREA;
    return e->when == WOULD_BE_DELETED || (e->when == WOULD_BE_DELETED_IN_BATTLE && cause == DCG_DEL_BATTLE);
}

/* The scripted "would be deleted" (cause: as leave_watches) or "would
** leave the battle area" (cause -1) effects for perm_id: WOULD_STOP when one
** asks a question (the transaction runs again) or the Digimon is gone.
** look: none runs; WOULD_STOP when one would activate. */
static int scripted_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int target_owner, int cause, bool look)
{
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p == 0 ? st->turn_player : opponent(st->turn_player)];
        for (int i = 0; i < pl->n_battle; i++) {
            perm *q = &pl->battle[i];
            int owner = card_owner(q->cards[0]), succ = DCG_SUCC_UNKNOWN;
            for (int k = 0; k < q->n; k++) {
                int card = q->cards[k];
                const card_effects *fx = card_fx_of(ctx, st, card);
                for (int j = 0; fx && j < fx->n; j++) {
                    const effect_def *e = &ctx->effects[fx->first + j];
                    if (!leave_watches(e, cause) || !dcg_card_gives(ctx, st, q, k, e, &succ)) continue; /* under a Tamer: none (4-4-2) */
                    if (e->any ? owner != target_owner : q->id != perm_id) continue;
                    if (ctx->would_used[card] & (1u << j)) continue;
                    if (!dcg_effect_turn_ok(st, e, owner) || !dcg_effect_use_left(st, e, card, j)) continue;
                    if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, owner, q->id, card, perm_id, j, "condition")) continue;
                    if (look) return WOULD_STOP;
                    ctx->would_used[card] |= 1u << j;
                    uint16_t qid = q->id;
                    int may = may_activate(ctx, e, owner, card, qid);
                    if (may < 0) return WOULD_STOP;
                    if (may > 0 && run_would_counted(ctx, st, e, j, owner, qid, card, perm_id) > 0) return WOULD_PREVENTED;
                    if (ctx->asking || !dcg_perm(st, perm_id)) return WOULD_STOP;
                    /* the board may have changed: find this Digimon again */
                    pl = &st->pl[p == 0 ? st->turn_player : opponent(st->turn_player)];
                    if (i >= pl->n_battle || pl->battle[i].id != qid) break;
                    q = &pl->battle[i];
                }
            }
        }
    }
    return WOULD_GO_ON;
}

/* ---- immediate effects of a procedure: play, digivolve, use, link --------------- */

/* Does effect e (TM_WOULD) of card c watch procedure what of player p on
** card into digimon, working from q (NULL: c is the revealed card itself,
** not on the field)? Without `any`: "this card would be played / used /
** link" (the card itself), "this Digimon would digivolve", "a card would
** link to this Digimon"; from the hand: "a Digimon would digivolve into
** this card"; with `any`: any of its player's cards or Digimon, from the
** battle area (or the breeding area: from = "breeding"); with whose =
** "opponents" (a digivolution, any): any of its player's opponent's. */
static bool procedure_watches(const dcg_state *st, const effect_def *e, int what, const perm *q, int c, int p,
                              int card, const uint16_t digimon[2])
{
    int watcher = e->whose == WHOSE_OPPONENTS ? opponent(p) : p;
    if (e->timing != TM_WOULD || e->when != what || card_owner(c) != watcher) return false;
    bool own = what == WOULD_BE_PLAYED || what == WOULD_BE_USED || e->from == FROM_HAND; /* about the card itself */
    if (!q) return own && !e->any && c == card;
    if (e->from != (dcg_perm_in_battle(st, q->id) ? FROM_FIELD : FROM_BREEDING)) return false;
    return e->any || (!own && (q->id == digimon[0] || (digimon[1] && q->id == digimon[1])));
}

/* The reduction effect j of card declares (opts.reduce) for subject. */
static int declared_reduction(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int j, int card, uint16_t q, int subject)
{
    if (e->reduce_fn == LUA_NOREF) return e->reduce;
    lua_Integer v = check_call(ctx, st, e->reduce_fn, card_owner(card), q, card, subject, j, "reduce");
    if (v >= 0 && v <= 20) return (int)v;
    snprintf(ctx->script_err, sizeof ctx->script_err, "reduce: %lld is out of range (0 to 20)", (long long)v);
    dcg_script_report(ctx, st, card, q, j, "reduce", true);
    return 0;
}

enum { SCAN_ANY, SCAN_SUM, SCAN_RUN };

static bool reduction_locked(const dcg_ctx *ctx, const dcg_state *st, int what, int card);

/* Activate effect j of card (working from q, 0: none) for the procedure:
** false when a question waits. An optional one is asked unless its
** reduction is needed to pay the cost (1-3-11-3: more than the others
** still to come can take off, `others`); its declared reduction applies
** unless its function returned false (its "by ..." not done). */
static bool procedure_effect(dcg_ctx *ctx, dcg_state *st, const effect_def *e, int j, int card, uint16_t q, int subject,
                             int others)
{
    int owner = card_owner(card), less = declared_reduction(ctx, st, e, j, card, q, subject);
    int now = (ctx->would_set ? ctx->would_set - 1 : ctx->would_cost) + ctx->would_more - ctx->would_less;
    bool needed = (less || e->set_cost) && !dcg_can_pay(st, owner, now - others);
    ctx->would_used[card] |= 1u << j;
    if (!needed) {
        int may = may_activate(ctx, e, owner, card, q);
        if (may <= 0) return may == 0;
    }
    count_use(ctx, st, e, card, j, q);
    if (run_would(ctx, st, e, j, owner, q, card, (uint16_t)subject) < 0) return !ctx->asking;
    if (e->set_cost) /* "set its play cost to N": the cost is N, what reduced or raised it before no longer counts */
        ctx->would_set = e->set_cost, ctx->would_less = 0, ctx->would_more = 0;
    ctx->would_less += less; /* nothing stops the procedure */
    return !ctx->asking;
}

/* A pending "would digivolve" effect (would_pending.c) reaches "one of your Digimon": a Digimon's
** digivolution (either of a DNA one, 8-2), or a Tamer's an effect digivolves as if it is one (Q3261,
** Q1690), not a Tamer's by the rules (Q1688). */
static bool pending_reaches(const dcg_ctx *ctx, const dcg_state *st, const uint16_t digimon[2])
{
    for (int k = 0; k < 2; k++) {
        const perm *pm = digimon[k] ? dcg_perm((dcg_state *)st, digimon[k]) : NULL;
        if (pm && (card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_DIGIMON || ctx->would_as.digimon == digimon[k])) return true;
    }
    return false;
}

/* Each effect watching the procedure, once (ctx->would_used): the
** revealed card's own, then those on the field, the turn player's first.
** SCAN_ANY: 1 when one would activate (its condition holds); SCAN_SUM:
** the sum of their declared reductions; SCAN_RUN: activate them, looking
** again from the first after each, so that one whose condition an earlier
** one met activates too (15-8-5-5-2); 0, or -1 when a question waits. */
static int procedure_scan(dcg_ctx *ctx, dcg_state *st, int what, int card, const uint16_t digimon[2], int mode)
{
    int p = card_owner(card), z = st->zone[card], sum = 0;
again:
    for (int k = 0; k < 2; k++) /* "your Digimon" are in the battle area (Q1150, Q4543) */
        if (digimon[k] && !dcg_perm_in_battle(st, digimon[k])) return 0;
    bool on_field = dcg_perm_topped_by(st, card) != 0; /* a Digimon's top card (linking): its effects are the field's */
    for (int side_i = -1; side_i < 2; side_i++) {
        const side *pl = side_i < 0 ? NULL : &st->pl[side_i == 0 ? st->turn_player : opponent(st->turn_player)];
        for (int i = -1; i < (pl ? pl->n_battle : 0); i++) {
            const perm *q = !pl ? NULL : i < 0 ? &pl->breeding : &pl->battle[i];
            if ((!pl && on_field) || (q && q->id == DCG_NO_PERM)) continue;
            int succ = DCG_SUCC_UNKNOWN;
            uint16_t qid = q ? q->id : 0;
            for (int k = 0; k < (q ? q->n : 1); k++) {
                int c = q ? q->cards[k] : card;
                const card_effects *fx = card_fx_of(ctx, st, c);
                for (int j = 0; fx && j < fx->n; j++) {
                    const effect_def *e = &ctx->effects[fx->first + j];
                    if (!procedure_watches(st, e, what, q, c, p, card, digimon) || (q && !dcg_card_gives(ctx, st, q, k, e, &succ)))
                        continue;
                    int me = card_owner(c); /* p's, or the opponent's watching p's Digimon (whose = "opponents") */
                    if ((ctx->would_used[c] & (1u << j)) || !dcg_effect_turn_ok(st, e, me) || !dcg_effect_use_left(st, e, c, j)) continue;
                    if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, me, qid, c, card, j, "condition")) continue;
                    if (mode == SCAN_ANY) return 1;
                    if (mode == SCAN_SUM) {
                        sum += declared_reduction(ctx, st, e, j, c, qid, card);
                        if (e->set_cost && (!ctx->scan_set || e->set_cost < ctx->scan_set)) ctx->scan_set = e->set_cost;
                        continue;
                    }
                    ctx->would_used[c] |= 1u << j; /* not among the others */
                    int others = reduction_locked(ctx, st, what, card) ? 0 /* they take nothing off (Q3283) */
                                                                        : procedure_scan(ctx, st, what, card, digimon, SCAN_SUM);
                    ctx->would_used[c] &= ~(1u << j);
                    if (!procedure_effect(ctx, st, e, j, c, qid, card, others)) return -1;
                    if (st->zone[card] != z) return 0; /* the card moved: the procedure can't go on (7-1-2-3) */
                    goto again; /* the board may have changed */
                }
            }
        }
    }
    for (int i = 0; what == WOULD_DIGIVOLVE && i < st->mods_n; i++) { /* the pending ones, after the cards' (Q1688) */
        const mod *m = &st->mods[i];
        if (m->cls != MOD_WOULD_PENDING || m->side != p || !pending_reaches(ctx, st, digimon)) continue;
        int c = m->grant_card, j = m->grant_effect - 1;
        const card_effects *fx = card_fx_of(ctx, st, c);
        if (!fx || j >= fx->n || (ctx->would_used[c] & (1u << j))) continue;
        const effect_def *e = &ctx->effects[fx->first + j];
        if (e->cond != LUA_NOREF && !check_call(ctx, st, e->cond, p, 0, c, card, j, "condition")) continue; /* it waits */
        if (mode == SCAN_ANY) return 1;
        if (mode == SCAN_SUM) {
            sum += declared_reduction(ctx, st, e, j, c, 0, card);
            continue;
        }
        dcg_would_pending_used(st, i); /* this digivolution is "the next time", whatever is chosen */
        int others = reduction_locked(ctx, st, what, card) ? 0 : procedure_scan(ctx, st, what, card, digimon, SCAN_SUM);
        if (!procedure_effect(ctx, st, e, j, c, 0, card, others)) return -1;
        if (st->zone[card] != z) return 0; /* 7-1-2-3 */
        goto again;
    }
    return sum;
}

/* A look at the effects (SCAN_ANY, SCAN_SUM) before they activate. */
static int procedure_look(dcg_ctx *ctx, const dcg_state *st, int what, int card, const uint16_t digimon[2], int mode)
{
    if (!ctx->fx || !dcg_game_can(ctx, st, GAME_WOULD) || ctx->overwriting) return 0;
    if (!ctx->would_depth) memset(ctx->would_used, 0, sizeof ctx->would_used);
    int saved[3] = {ctx->would_what, ctx->would_digimon, ctx->would_partner};
    ctx->would_what = what, ctx->would_digimon = digimon[0], ctx->would_partner = digimon[1]; /* conditions may read them */
    int r = procedure_scan(ctx, (dcg_state *)st, what, card, digimon, mode);
    ctx->would_what = saved[0], ctx->would_digimon = (uint16_t)saved[1], ctx->would_partner = (uint16_t)saved[2];
    return r;
}

bool dcg_procedure_watched(dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner)
{
    return procedure_look(ctx, st, what, card, (uint16_t[2]){digimon, partner}, SCAN_ANY) > 0;
}

/* Can't the cost of procedure what of card be reduced now (a digivolution's, Q6869; a play's, Q3283)? */
static bool reduction_locked(const dcg_ctx *ctx, const dcg_state *st, int what, int card)
{
    if (what == WOULD_DIGIVOLVE) return dcg_evo_reduction_locked(ctx, st, card_owner(card));
    return what == WOULD_BE_PLAYED && dcg_player_cannot(ctx, st, card_owner(card), CANNOT_REDUCE_PLAY_COSTS);
}

int dcg_procedure_lowest(dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost)
{
    ctx->scan_set = 0;
    int less = procedure_look(ctx, st, what, card, (uint16_t[2]){digimon, partner}, SCAN_SUM), set = ctx->scan_set;
    if (reduction_locked(ctx, st, what, card)) less = 0; /* Q6869, Q3283; a set is no reduction (EX2-055's erratum) */
    int c = (set && set - 1 < cost ? set - 1 : cost) - less;
    return c > 0 ? c : 0;
}

int dcg_procedure_would(dcg_ctx *ctx, dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost)
{
    const uint16_t both[2] = {digimon, partner};
    ctx->would_raised = 0, ctx->would_set_to = 0;
    if (!ctx->fx || !dcg_game_can(ctx, st, GAME_WOULD) || ctx->overwriting) return 0;
    int saved[7] = {ctx->would_what, ctx->would_less, ctx->would_digimon, ctx->would_cost, ctx->would_partner, ctx->would_more,
                    ctx->would_set};
    if (ctx->would_depth++ == 0) { /* each activates once until the first cause is resolved (15-8-5-4) */
        memset(ctx->would_used, 0, sizeof ctx->would_used);
        memset(ctx->would_kw_used, 0, sizeof ctx->would_kw_used);
    }
    ctx->would_what = what, ctx->would_less = 0, ctx->would_digimon = digimon, ctx->would_cost = cost;
    ctx->would_partner = partner, ctx->would_more = 0, ctx->would_set = 0;
    int r = procedure_scan(ctx, st, what, card, both, SCAN_RUN), less = ctx->would_less, more = ctx->would_more, set = ctx->would_set;
    ctx->would_depth--;
    ctx->would_what = saved[0], ctx->would_less = saved[1], ctx->would_digimon = (uint16_t)saved[2], ctx->would_cost = saved[3];
    ctx->would_partner = (uint16_t)saved[4], ctx->would_more = saved[5], ctx->would_set = saved[6];
    ctx->would_raised = more; /* a raise is no reduction: nothing locks it (dcg_would_cost) */
    ctx->would_set_to = set;  /* nor is a set cost (EX2-055's erratum: "set", not "reduce") */
    /* the effects activate, but a digivolution's cost is not reduced while its player can't reduce it (Q6869) */
    if (reduction_locked(ctx, st, what, card)) less = 0; /* ... nor a play's (Q3283) */
    return r < 0 ? -1 : less;
}

int dcg_would_cost(const dcg_ctx *ctx, int cost, int less)
{
    int c = (ctx->would_set_to ? ctx->would_set_to - 1 : cost) - less + ctx->would_raised;
    return c > 0 ? c : 0;
}

/* The immediate keyword effects of a Digimon that would be deleted: by
** paying its cost, the deletion is prevented; the cost is optional, so its
** player is asked (16-19-3, 16-22-3, 16-25-3). */
static int keyword_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause)
{
    static const uint8_t order[] = {DCG_KEY_ARMOR_PURGE, DCG_KEY_EVADE, DCG_KEY_BARRIER};
    for (size_t i = 0; i < sizeof order; i++) {
        perm *pm = dcg_perm(st, perm_id);
        int k = order[i], owner = dcg_perm_owner(st, perm_id), top = perm_top(pm);
        if (!(dcg_perm_keywords(ctx, st, pm) & DCG_KW(k)) || (ctx->would_kw_used[top] & DCG_KW(k))) continue;
        bool payable = k == DCG_KEY_ARMOR_PURGE ? pm->n >= 2                      /* 16-19: the top card goes */
                     : k == DCG_KEY_EVADE ? dcg_perm_can_suspend(ctx, st, pm)     /* 16-22: it suspends */
                     : cause == DCG_DEL_BATTLE && st->pl[owner].security.n > 0;   /* 16-25: in battle only */
        if (!payable) continue;
        ctx->would_kw_used[top] |= DCG_KW(k); /* once until the cause is resolved (15-8-5-4) */
        assert(ctx->cur); /* in a transaction: every source of these keywords sets GAME_WOULD */
        ctx->asking_card = top;
        int a = dcg_effect_ask(ctx, owner, 1, 0, NULL, 0, 0);
        if (a < 0) return WOULD_STOP; /* asked (the step runs again), or too many questions */
        dcg_emit(ctx, DCG_EV_EFFECT, owner, top, perm_id, EFF_KEYWORD, a == 0);
        if (a != 0) continue;
        if (k == DCG_KEY_ARMOR_PURGE) dcg_move(ctx, st, top, DCG_ZONE_TRASH, false);
        else if (k == DCG_KEY_EVADE) dcg_suspend_by(ctx, st, perm_id, top); /* <Evade>'s effect suspends it (Q3415) */
        else dcg_move(ctx, st, st->pl[owner].security.cards[st->pl[owner].security.n - 1], DCG_ZONE_TRASH, false);
        return WOULD_PREVENTED;
    }
    return WOULD_GO_ON;
}

int dcg_effect_player(const dcg_ctx *ctx, const dcg_state *st)
{
    if (ctx->effect_player) return ctx->effect_player - 1;
    return st->act.on && st->act.e.src == EFF_SCRIPT ? st->act.e.owner : -1;
}

bool dcg_delete_as_cost(dcg_ctx *ctx, dcg_state *st, uint16_t id, int owner)
{
    int saved = ctx->effect_player;
    ctx->effect_player = owner + 1;
    dcg_delete(ctx, st, id, DCG_DEL_EFFECT);
    ctx->effect_player = saved;
    return !dcg_perm(st, id);
}

/* <Decoy (COLOR)>, <Decoy ([TRAIT])> (16-18): when another of its player's
** Digimon of that colour, or with [TRAIT] in its traits (its top card's,
** 2-3-2-4: one of its traits includes it, as the reminder text says),
** would be deleted by an opponent's effect, by deleting the Digimon with
** <Decoy>, its player may prevent that deletion (16-18-1: "your specified
** Digimon"). The Decoy is deleted
** by its own player's effect; if that deletion is itself prevented, the
** cost is not paid and the first deletion goes on (16-18-3). */
static int decoy_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause)
{
    int owner = dcg_perm_owner(st, perm_id);
    if (cause != DCG_DEL_EFFECT || dcg_effect_player(ctx, st) != opponent(owner)) return WOULD_GO_ON;
    dcg_kwset want = 0; /* the Decoy keywords that name one of its colours or traits */
    const perm *pm = dcg_perm(st, perm_id);
    uint8_t colors = dcg_perm_colors(ctx, st, pm); /* with the colours it is treated as having too */
    for (int c = 0; c < DCG_COLOR_COUNT; c++)
        if (colors & (1u << c)) want |= DCG_KW(DCG_KEY_DECOY_RED + c);
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    for (int k = 0; k < DCG_KEY_COUNT; k++) {
        const char *trait = (DCG_KW(k) & DCG_KW_DECOY) ? dcg_keyword_trait(k) : NULL;
        if (trait && dcg_card_trait_has(top, trait)) want |= DCG_KW(k);
    }
    return dcg_stand_in_would(ctx, st, perm_id, want, DCG_KW_DECOY); /* keyword_would.c */
}

/* <Scapegoat> (16-32): when its Digimon would be deleted other than by one
** of its player's effects, by deleting another of their Digimon (chosen),
** its player may prevent that deletion. */
static int scapegoat_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause)
{
    perm *pm = dcg_perm(st, perm_id);
    int owner = dcg_perm_owner(st, perm_id), top = perm_top(pm);
    if ((cause == DCG_DEL_EFFECT && dcg_effect_player(ctx, st) == owner) || !(dcg_perm_keywords(ctx, st, pm) & DCG_KW_SCAPEGOAT) ||
        (ctx->would_kw_used[top] & DCG_KW_SCAPEGOAT))
        return WOULD_GO_ON;
    uint16_t can[DCG_MAX_PERMS];
    int n = 0;
    for (int i = 0; i < st->pl[owner].n_battle; i++) {
        const perm *q = &st->pl[owner].battle[i];
        if (q->id != perm_id && dcg_perm_is_digimon(ctx, st, q)) can[n++] = q->id;
    }
    if (!n) return WOULD_GO_ON; /* the cost can't be paid */
    ctx->would_kw_used[top] |= DCG_KW_SCAPEGOAT; /* once until the cause is resolved (15-8-5-4) */
    int pick = dcg_keyword_use(ctx, owner, top, perm_id, EFF_KEYWORD, can, n);
    if (pick < 0) return ctx->asking ? WOULD_STOP : WOULD_GO_ON;
    bool paid = dcg_delete_as_cost(ctx, st, can[pick], owner);
    if (ctx->asking || !dcg_perm(st, perm_id)) return WOULD_STOP;
    return paid ? WOULD_PREVENTED : WOULD_GO_ON;
}

int dcg_scripted_leave_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id)
{
    return ctx->fx ? scripted_would(ctx, st, perm_id, dcg_perm_owner(st, perm_id), -1, false) : WOULD_GO_ON;
}

bool dcg_scripted_leave_watched(dcg_ctx *ctx, const dcg_state *st, uint16_t perm_id)
{
    if (!ctx->fx) return false;
    if (!ctx->would_depth) memset(ctx->would_used, 0, sizeof ctx->would_used);
    return scripted_would(ctx, (dcg_state *)st, perm_id, dcg_perm_owner(st, perm_id), -1, true) == WOULD_STOP;
}

bool dcg_would_delete(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause)
{
    perm *target = dcg_perm(st, perm_id);
    if (target && dcg_perm_unaffected(ctx, st, target, dcg_effect_player(ctx, st))) return false; /* 15-15-5-1 */
    if (!dcg_game_can(ctx, st, GAME_WOULD) || ctx->overwriting) return true; /* none in this game, or none may interrupt */
    if (!target || !dcg_perm_in_battle(st, perm_id)) return true;
    bool outermost = ctx->would_depth++ == 0;
    if (outermost) {
        memset(ctx->would_used, 0, sizeof ctx->would_used);
        memset(ctx->would_kw_used, 0, sizeof ctx->would_kw_used);
    }
    int procedure = ctx->would_what; /* a deletion inside a play's "would" effect has no cost to reduce */
    ctx->would_what = 0;
    /* each immediate effect activates once until the first cause is resolved
    ** (15-8-5-4, detailed rules 1.3) */
    int r = ctx->fx ? scripted_would(ctx, st, perm_id, card_owner(target->cards[0]), cause, false) : WOULD_GO_ON;
    if (r == WOULD_GO_ON) r = keyword_would(ctx, st, perm_id, cause);
    if (r == WOULD_GO_ON) r = dcg_fragment_would(ctx, st, perm_id); /* keyword_would.c */
    if (r == WOULD_GO_ON) { /* a deletion leaves the battle area: by an effect, or the rules (a battle, 0 DP) */
        int how_was = ctx->leave_how, by_was = ctx->leave_by;
        ctx->leave_how = LEAVE_HOW_DELETE + 1;
        ctx->leave_by = cause == DCG_DEL_EFFECT ? dcg_effect_player(ctx, st) + 1 : 0;
        r = dcg_leave_would(ctx, st, perm_id, cause == DCG_DEL_BATTLE);
        ctx->leave_how = how_was;
        ctx->leave_by = by_was;
    }
    if (r == WOULD_GO_ON) r = scapegoat_would(ctx, st, perm_id, cause);
    if (r == WOULD_GO_ON) r = decoy_would(ctx, st, perm_id, cause);
    if (r == WOULD_GO_ON) r = dcg_material_save_would(ctx, st, perm_id); /* last: it does not prevent the deletion */
    ctx->would_depth--;
    ctx->would_what = procedure;
    return r == WOULD_GO_ON;
}
