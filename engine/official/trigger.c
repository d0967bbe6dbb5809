/* trigger.c: collecting triggered effects from events (15-4).
** The door that makes a change reports it as a game_event (internal.h); here
** the events are matched against the triggers the cards declare. A trigger
** is an effect_def (script.h) with the event it watches and a scope: its own
** permanent only ([On Play], [On Deletion], ...), or any event of that kind
** whose player is its player's, the opponent's, or either ("when ..." and
** turn timings). Keywords implemented in C declare their triggers the same
** way (keyword_triggers below). Triggers of one set of simultaneous events
** are collected in this order, which is the pending list's order:
**   1. the effects of the permanents the events happened to, event by event;
**   2. the other scripted effects watching them, the turn player's cards
**      first (15-4-3-5), each at most once for the set (4-27-5); then, at
**      the end of a turn, the delayed effects due (18-1-2);
**   3. the keywords' effects, keyword by keyword.
** A Digimon's effects are those of its cards and those changes in play
** grant it (15-13, granted_triggers). */
#include "internal.h"
#include "script/script.h"

/* ---- rules every effect follows ------------------------------------------ */

bool dcg_effect_turn_ok(const dcg_state *st, const effect_def *e, int owner)
{
    return e->turn == TURN_ANY || (e->turn == TURN_YOURS) == (st->turn_player == owner);
}

/* 15-14-1-2: an [X Per Turn] effect used X times this turn no longer triggers. */
bool dcg_effect_use_left(const dcg_state *st, const effect_def *e, int card, int k)
{
    return !e->per_turn || !(st->once_used[card] & (1u << dcg_effect_use_index(e, k)));
}

/* ---- what a declaration watches ------------------------------------------- */

enum { SCOPE_ANY, SCOPE_SELF, SCOPE_OWN, SCOPE_OPPONENTS }; /* = WHOSE_* */

void dcg_effect_watch(dcg_ctx *ctx, effect_def *e)
{
    static const struct { uint8_t event, subject_only, whose; } by_timing[TM_COUNT] = {
        [TM_ON_PLAY] = {GE_PLAYED, 1, SCOPE_SELF},
        [TM_WHEN_DIGIVOLVING] = {GE_DIGIVOLVED, 1, SCOPE_SELF},
        [TM_WHEN_ATTACKING] = {GE_ATTACKING, 1, SCOPE_SELF},
        [TM_END_OF_ATTACK] = {GE_END_OF_ATTACK, 1, SCOPE_SELF},
        [TM_ON_DELETION] = {GE_DELETED, 1, SCOPE_SELF},
        [TM_WHEN_MOVING] = {GE_MOVED_OUT, 1, SCOPE_SELF},
        [TM_WHEN_LINKING] = {GE_LINKED, 1, SCOPE_SELF},
        [TM_START_OF_YOUR_TURN] = {GE_TURN_START, 0, SCOPE_OWN},
        [TM_START_OF_YOUR_MAIN] = {GE_MAIN_START, 0, SCOPE_OWN},
        [TM_END_OF_YOUR_TURN] = {GE_TURN_END, 0, SCOPE_OWN},
        [TM_START_OF_OPPONENTS_TURN] = {GE_TURN_START, 0, SCOPE_OPPONENTS},
        [TM_START_OF_OPPONENTS_MAIN] = {GE_MAIN_START, 0, SCOPE_OPPONENTS},
        [TM_END_OF_OPPONENTS_TURN] = {GE_TURN_END, 0, SCOPE_OPPONENTS},
        [TM_END_OF_ALL_TURNS] = {GE_TURN_END, 0, SCOPE_ANY},
    };
    static const uint8_t by_when[W_COUNT] = {
        [W_BLOCKED] = GE_BLOCKED, [W_DIGIMON_PLAYED] = GE_PLAYED, [W_DIGIMON_DELETED] = GE_DELETED,
        [W_MEMORY_GAINED] = GE_MEMORY_GAINED, [W_DIGIMON_SUSPENDED] = GE_SUSPENDED, [W_CARD_TRASHED] = GE_MOVED,
        [W_CARD_TO_HAND] = GE_MOVED, [W_CARD_TO_SECURITY] = GE_MOVED, [W_DIGIMON_DIGIVOLVED] = GE_DIGIVOLVED,
        [W_DIGIMON_ATTACKING] = GE_ATTACKING, [W_DELETED_IN_BATTLE] = GE_DELETED, [W_DIGIMON_UNSUSPENDED] = GE_UNSUSPENDED,
        [W_DELETED_ONE_IN_BATTLE] = GE_DELETED, [W_OPTION_USED] = GE_OPTION_USED, [W_DIGIMON_LINKED] = GE_LINKED,
        [W_SOURCE_TRASHED] = GE_MOVED, [W_SOURCES_ADDED] = GE_SOURCES_ADDED, [W_SECURITY_REMOVED] = GE_MOVED,
        [W_TAMER_PLAYED] = GE_PLAYED, [W_TAMER_SUSPENDED] = GE_SUSPENDED, [W_TAMER_UNSUSPENDED] = GE_UNSUSPENDED,
        [W_DIGI_BURST_TRASHED] = GE_MOVED, [W_DIGI_BURST_ACTIVATED] = GE_MOVED, [W_DIGIMON_MOVED_OUT] = GE_MOVED_OUT,
        [W_OPTION_PLACED] = GE_OPTION_PLACED,
    };
    if (e->timing == TM_WHEN) {
        e->event = by_when[e->when];
        e->subject_only = 0; /* e->whose is its scope */
    } else if (e->timing < TM_COUNT && by_timing[e->timing].event) {
        e->event = by_timing[e->timing].event;
        e->subject_only = by_timing[e->timing].subject_only;
        e->whose = by_timing[e->timing].whose;
    }
    (void)ctx;
}

/* Is ev an event of a card (its subject the card, "this card" its own), not of a permanent? */
static bool card_event(const game_event *ev)
{
    return ev->kind == GE_MOVED || ev->kind == GE_OPTION_USED || ev->kind == GE_OPTION_PLACED;
}

/* Does watcher e (of owner, on permanent self, or a card with self 0) see ev? */
static bool in_scope(const effect_def *e, const game_event *ev, int owner, uint16_t self, int card)
{
    if (e->timing == TM_WHEN) { /* the finer "when" events */
        switch (e->when) {
        case W_DIGIMON_PLAYED: case W_DIGIMON_SUSPENDED: case W_DIGIMON_UNSUSPENDED: case W_DIGIMON_DELETED: /* what its name says */
            if (!ev->digimon) return false;
            break;
        case W_TAMER_PLAYED: case W_TAMER_SUSPENDED: case W_TAMER_UNSUSPENDED: if (!ev->tamer) return false; break;
        case W_CARD_TRASHED: if (ev->to != DCG_ZONE_TRASH) return false; break;
        case W_SOURCE_TRASHED: if (ev->to != DCG_ZONE_TRASH || !ev->n) return false; break;
        case W_DIGI_BURST_TRASHED: if (ev->to != DCG_ZONE_TRASH || !ev->burst) return false; break;
        case W_DIGI_BURST_ACTIVATED: /* the cards its <Digi-Burst> trashed: once for the set (4-27-5), about the Digimon */
            if (ev->to != DCG_ZONE_TRASH || !ev->burst) return false;
            if (e->whose == SCOPE_SELF) return ev->under == self && self;
            break;
        case W_CARD_TO_HAND: if (ev->to != DCG_ZONE_HAND || ev->removed) return false; break; /* 15-1-10 */
        case W_CARD_TO_SECURITY: if (ev->to != DCG_ZONE_SECURITY || ev->removed) return false; break;
        case W_SECURITY_REMOVED: if (ev->from != DCG_ZONE_SECURITY || ev->to == DCG_ZONE_SECURITY) return false; break;
        case W_DELETED_IN_BATTLE: if (ev->cause != DCG_DEL_BATTLE) return false; break;
        case W_DELETED_ONE_IN_BATTLE: /* seen from the Digimon that battled it (ev->by): the winner, or a tie's other */
            if (ev->cause != DCG_DEL_BATTLE || !ev->by) return false;
            switch (e->whose) {
            case SCOPE_SELF: return ev->by == self && self;
            case SCOPE_OWN: return ev->player != owner; /* battles are between the two players' Digimon */
            case SCOPE_OPPONENTS: return ev->player == owner;
            default: return true;
            }
        default: break;
        }
    }
    switch (e->whose) {
    case SCOPE_SELF: return card_event(ev) ? ev->card == card : ev->perm == self && self;
    case SCOPE_OWN: return ev->player == owner;
    case SCOPE_OPPONENTS: return ev->player != owner;
    default: return true;
    }
}

/* What the pending effect's subject is: for a Digimon's own [On Deletion],
** the card it waits on in the trash (its top card, detailed rules 1.3); for
** card events the card; for turn events and memory nothing; else the
** permanent. */
static uint16_t subject_of(const game_event *ev, bool own)
{
    switch (ev->kind) {
    case GE_DELETED: return own ? ev->card : ev->perm;
    case GE_MOVED: case GE_OPTION_USED: case GE_OPTION_PLACED: return ev->card;
    case GE_MEMORY_GAINED: case GE_TURN_START: case GE_MAIN_START: case GE_TURN_END: return 0;
    default: return ev->perm;
    }
}

/* What effect e reads of the event that triggered it (its facts argument). A play's facts are
** kept only for an effect that reads them (the states of games without one stay as they were). */
static void facts_of(const effect_def *e, const game_event *ev, pending *pe)
{
    if (ev->kind == GE_MOVED || ev->kind == GE_OPTION_PLACED) pe->zones = (uint8_t)(ev->from | ev->to << 4);
    bool play = ev->kind == GE_PLAYED && (e->facts || e->cond_facts);
    if (play) pe->subject_level = (uint8_t)(ev->from << 4); /* its level is read later (keep_level) */
    if (ev->kind == GE_DIGIVOLVED && ev->from && (e->facts || e->cond_facts || e->act_cond_facts))
        pe->subject_level = (uint8_t)(ev->from << 4); /* "digivolving from the trash" (BT9-075): where its card was */
    bool reads = e->facts || e->cond_facts || e->act_cond_facts; /* a suspension's or placement's cause: kept for a reader */
    bool turned = (ev->kind == GE_SUSPENDED || ev->kind == GE_UNSUSPENDED || ev->kind == GE_SOURCES_ADDED) && reads;
    if ((ev->kind == GE_MOVED || ev->kind == GE_DELETED || ev->kind == GE_OPTION_PLACED || play || turned) && ev->by_card != DCG_NO_CARD)
        pe->by = (uint8_t)(ev->by_card + 1);
    if (ev->kind == GE_SOURCES_ADDED) pe->more = (uint8_t)(ev->n - 1);
}

/* Effect k (e) of card, pending already from index from on (for the same set of events): itself, or
** another declaration of one printed effect sharing its use (once_per_turn = h: "when an opponent's
** Digimon or Tamer becomes suspended" triggers once for both suspended together, 4-27-5). */
static pending *already_pending(dcg_state *st, int from, int card, const effect_def *e, int k, uint16_t perm_id)
{
    const effect_def *first = e - k; /* the card's effects are contiguous */
    int use = dcg_effect_use_index(e, k);
    for (int i = from; i < st->n_pending; i++) {
        const pending *pe = &st->pend[i];
        if (pe->card != card || pe->perm != perm_id) continue;
        if (pe->effect == k ||
            (e->per_turn && pe->src == EFF_SCRIPT && dcg_effect_use_index(&first[pe->effect], pe->effect) == use))
            return &st->pend[i];
    }
    return NULL;
}

/* ---- scripted triggers ------------------------------------------------------ */

/* Trigger effect i of card (of owner, working from perm_id) on ev, if it
** sees ev, may work now and its condition holds. own: collecting the
** permanent's own effects (class 1); once_from: effects pending from there
** on are not triggered again (4-27-5). */
static void effect_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, const effect_def *e, int card, int i,
                            int owner, uint16_t perm_id, bool own, int once_from)
{
    if (e->timing == TM_ON_PLAY && ev->no_on_play) return; /* played by an effect whose text says so */
    if (!own && !in_scope(e, ev, owner, perm_id, card)) return;
    pending *twice = own ? NULL : already_pending(st, once_from, card, e, i, perm_id);
    if (twice && e->together) { /* one more Digimon of the set it keeps, if it sees it (together.c) */
        if (twice->effect == i && dcg_effect_subject_if(ctx, st, e, card, i, owner, perm_id, ev->perm))
            dcg_together_add(st, twice, ev->perm);
        return;
    }
    if (twice && (ev->kind != GE_DELETED || twice->effect != i)) return;
    if (!dcg_effect_turn_ok(st, e, owner) || !dcg_effect_use_left(st, e, card, i)) return;
    if (dcg_timing_forbidden(ctx, st, e, perm_id)) return; /* Q1355, Q5523: no trigger, no use */
    uint16_t subject = e->timing == TM_WHEN && e->when == W_DIGI_BURST_ACTIVATED ? ev->under : subject_of(ev, own);
    pending pe = {.src = EFF_SCRIPT, .owner = (uint8_t)owner, .card = (uint8_t)card, .effect = (uint8_t)i,
                  .timing = e->timing, .perm = perm_id, .subject = subject};
    facts_of(e, ev, &pe);
    if (ev->kind == GE_OPTION_USED && (e->facts || e->cond_facts || e->act_cond_facts)) /* read only for one reading it */
        pe.use_cost = (uint8_t)dcg_use_cost(ctx, st, ev->card, ev->from == DCG_ZONE_HAND);
    if (!dcg_effect_condition_facts(ctx, st, e, &pe)) return;
    if (e->together && (!dcg_effect_subject_if(ctx, st, e, card, i, owner, perm_id, subject) || !dcg_together_first(ctx, st, &pe)))
        return;
    if (twice) { /* one more Digimon of the set it watches ("1 memory for each Digimon deleted") */
        if (twice->more < UINT8_MAX) twice->more++;
        return;
    }
    dcg_trigger(ctx, st, &pe);
}

/* The effects of card if one of them watches events of kind (own: as its
** permanent's own, class 1; else class 2), or NULL: what it watches is
** read first, the cheapest test, as most cards watch nothing. */
static const card_effects *watching(const dcg_ctx *ctx, const dcg_state *st, int card, int kind, bool own)
{
    const card_effects *fx = card_fx(ctx, st->def[card]);
    if (!fx || !((own ? fx->watched : fx->watched_others) & (1u << kind))) return NULL;
    return card_fx_of(ctx, st, card);
}

/* The scripted effects of one card that ev triggers: the card at place k
** of pm's stack (pm NULL: in the hand or trash); succ: the cache of the
** card whose effects pm gains by <Succession> (dcg_card_gives); from: where
** it is. An effect it grants works only from the Digimon given it. */
static void card_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, int card, const perm *pm, int k, int *succ,
                          int from, bool own, int once_from)
{
    const card_effects *fx = watching(ctx, st, card, ev->kind, own);
    if (!fx) return;
    for (int i = 0; i < fx->n; i++) {
        const effect_def *e = &ctx->effects[fx->first + i];
        uint16_t perm_id = pm ? pm->id : 0;
        bool here = e->from == from || (from == FROM_TRASH && ev->card == card && dcg_waits_in_trash(e, ev->from, ev->to));
        if (from == FROM_TRASH && ev->card == card && ev->n && dcg_inherited_waits_in_trash(e, ev->from, ev->to)) {
            here = true; /* from its card, for the Digimon it was under (15-3-3) */
            perm_id = ev->under;
        }
        if (e->event != ev->kind || e->subject_only != own || !here || e->granted || e->link) continue;
        if (pm && !dcg_card_gives(ctx, st, pm, k, e, succ)) continue;
        if (e->delay && !dcg_delay_ready(st, e, card, perm_id)) continue; /* 16-17-3 */
        if (own && ev->kind == GE_PLAYED && ev->no_on_play) continue; /* "its [On Play] effects don't activate" */
        effect_triggers(ctx, st, ev, e, card, i, card_owner(card), perm_id, own, once_from);
    }
}

/* The effects changes in play grant pm (15-13) that ev triggers: they work
** from pm, as its player's. */
static void granted_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, const perm *pm, bool own, int once_from)
{
    if (!dcg_game_can(ctx, st, GAME_GRANTS)) return; /* no card of this game grants an effect */
    for (int m = 0; m < st->mods_n; m++) {
        const mod *g = &st->mods[m];
        const effect_def *e = granted_effect(ctx, st, g, pm);
        if (!e || e->event != ev->kind || e->subject_only != own) continue;
        if (dcg_perm_unaffected(ctx, st, pm, mod_maker(g))) continue; /* not considered to have it (15-15-5-4) */
        effect_triggers(ctx, st, ev, e, g->grant_card, g->grant_effect - 1, card_owner(pm->cards[0]), pm->id, own,
                        once_from);
    }
    static_grant sg[DCG_MAX_CARD_EFFECTS]; /* ... and the continuous effects on the field (card:static{effect = h}) */
    int n = dcg_static_grants(ctx, st, pm, sg, DCG_MAX_CARD_EFFECTS);
    for (int i = 0; i < n; i++) {
        const effect_def *e = effect_at(ctx, st->def[sg[i].card], sg[i].effect);
        if (e->event != ev->kind || e->subject_only != own || dcg_perm_unaffected(ctx, st, pm, card_owner(sg[i].card))) continue;
        effect_triggers(ctx, st, ev, e, sg[i].card, sg[i].effect, card_owner(pm->cards[0]), pm->id, own, once_from);
    }
}

/* The link effects (4-3-5) of pm's link cards that ev triggers; a card's
** [When Linking] effects only when it is the card that became a link card. */
static void link_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, const perm *pm, bool own, int once_from)
{
    for (int k = 0; k < pm->links; k++) {
        int card = perm_link(pm, k);
        const card_effects *fx = card_fx_of(ctx, st, card);
        if (!fx || !(fx->watched & (1u << ev->kind))) continue;
        for (int i = 0; i < fx->n; i++) {
            const effect_def *e = &ctx->effects[fx->first + i];
            if (!e->link || e->event != ev->kind || e->subject_only != own) continue;
            if (e->timing == TM_WHEN_LINKING && ev->card != card) continue; /* 15-16-6-1 */
            effect_triggers(ctx, st, ev, e, card, i, card_owner(card), pm->id, own, once_from);
        }
    }
}

static void perm_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, const perm *pm, int from, bool own,
                          int once_from)
{
    int succ = from == FROM_FIELD ? DCG_SUCC_UNKNOWN : -1;
    for (int k = 0; k < pm->n; k++) card_triggers(ctx, st, ev, pm->cards[k], pm, k, &succ, from, own, once_from);
    if (from == FROM_FIELD) granted_triggers(ctx, st, ev, pm, own, once_from);
    if (pm->links && from == FROM_FIELD) link_triggers(ctx, st, ev, pm, own, once_from);
}

/* May field permanent pm have a class-2 effect watching events of kind
** bit: one of its cards watches such events, or it may have one from
** elsewhere (a link card, a change granting it: grants)? The cheap test
** before perm_triggers, which most permanents fail: what a card watches is
** read straight from its effects (a disabled or face-down card's too: it
** only sends the permanent to perm_triggers, which skips that card). */
static bool may_watch(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint32_t bit, bool grants)
{
    if (pm->links || grants) return true;
    for (int k = 0; k < pm->n; k++) {
        int def = st->def[pm->cards[k]];
        if (def < ctx->cap_fx && (ctx->fx[def].watched_others & bit)) return true;
    }
    return false;
}

/* Class 2: every other scripted effect watching ev, the turn player's first.
** A Digimon in the breeding area meets no trigger condition (3-4-7-6: it
** digivolves, is played there, suspended by <Training>, ...): an event of
** it triggers only the effects that work from the breeding area ([Breeding],
** which name it); for the others it did not happen (Q3236). */
static void watcher_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *ev, int once_from)
{
    uint32_t bit = 1u << ev->kind;
    bool grants = dcg_game_can(ctx, st, GAME_GRANTS); /* no card of this game grants an effect */
    /* Without grants, every effect looked at below is a card's own (its
    ** card_effects.watched_others: card_triggers, a link card's in
    ** link_triggers too), and every card of the game was noted in
    ** st->watched_others: none of them watches this kind of others. */
    if (!grants && !(dcg_game_watched_others(ctx, st) & bit)) return;
    bool bred = ev->perm && ev->player < 2 && st->pl[ev->player].breeding.id == ev->perm;
    for (int pass = 0; pass < 2; pass++) {
        int p = pass == 0 ? st->turn_player : opponent(st->turn_player);
        side *pl = &st->pl[p];
        if (bred) {
            if (pl->breeding.id && dcg_game_can(ctx, st, GAME_ZONE_EFFECTS)) perm_triggers(ctx, st, ev, &pl->breeding, FROM_BREEDING, false, once_from);
            continue;
        }
        for (int i = 0; i < pl->n_battle; i++)
            if (may_watch(ctx, st, &pl->battle[i], bit, grants))
                perm_triggers(ctx, st, ev, &pl->battle[i], FROM_FIELD, false, once_from);
        if (!dcg_game_can(ctx, st, GAME_ZONE_EFFECTS)) continue;
        /* 15-14-2 to 15-14-4: effects that work from the breeding area, the hand or the trash */
        if (pl->breeding.id) perm_triggers(ctx, st, ev, &pl->breeding, FROM_BREEDING, false, once_from);
        for (int i = 0; i < pl->hand.n; i++)
            card_triggers(ctx, st, ev, pl->hand.cards[i], NULL, 0, NULL, FROM_HAND, false, once_from);
        for (int i = 0; i < pl->trash.n; i++)
            card_triggers(ctx, st, ev, pl->trash.cards[i], NULL, 0, NULL, FROM_TRASH, false, once_from);
    }
}

/* ---- what a trigger's subject was (15-8-3-8) ------------------------------------ */

/* Does pending effect pe read its subject, a Digimon's event of which it
** watches (another's play, digivolution, ...), as it was when it triggered?
** (The events whose subject is a Digimon on the field and whose pending
** effects leave the union's byte free: not a move, a deletion or an
** addition of digivolution cards.) */
bool dcg_reads_trigger_level(const dcg_ctx *ctx, const dcg_state *st, const pending *pe)
{
    if (pe->src != EFF_SCRIPT) return false;
    const effect_def *e = effect_at(ctx, st->def[pe->card], pe->effect);
    if (e->timing != TM_WHEN) return false;
    switch (e->event) {
    case GE_PLAYED: case GE_DIGIVOLVED: case GE_ATTACKING: case GE_BLOCKED: case GE_SUSPENDED: case GE_UNSUSPENDED:
    case GE_LINKED: case GE_MOVED_OUT: return true;
    default: return false;
    }
}

static void keep_level(dcg_ctx *ctx, dcg_state *st, pending *pe, const perm *pm, bool leaving)
{
    if (pe->subject == pm->id && !pe_level(pe) && dcg_reads_trigger_level(ctx, st, pe) &&
        (!leaving || effect_at(ctx, st->def[pe->card], pe->effect)->cond_facts))
        pe->subject_level = (uint8_t)(pe->subject_level | (1 + card_def(ctx, st, perm_top(pm))->level));
}

/* Digimon pm's top card is about to change (it digivolves, its top card
** leaves): the effects waiting on an event of it, and the one running,
** keep the level it has now, which is the level it had when they
** triggered. Kept only then, so a state changes only when it must.
** leaving: its last card leaves the field (Q738), kept for the effects
** whose condition reads their trigger's facts (the play's cause: ST10-06). */
void dcg_keep_trigger_levels(dcg_ctx *ctx, dcg_state *st, const perm *pm, bool leaving)
{
    for (int i = 0; i < st->n_pending; i++) keep_level(ctx, st, &st->pend[i], pm, leaving);
    if (st->act.on) keep_level(ctx, st, &st->act.e, pm, leaving);
}

/* ---- delayed effects ---------------------------------------------------------- */

/* A delayed effect's timing came: it triggers like any triggered effect. */
static void trigger_delayed(dcg_ctx *ctx, dcg_state *st, const delayed *d)
{
    if (!card_fx_of(ctx, st, d->card)) return;
    pending pe = {.src = EFF_SCRIPT, .owner = d->owner, .card = d->card, .effect = d->effect,
                  .timing = TM_DELAYED, .perm = d->perm, .subject = d->subject};
    dcg_trigger(ctx, st, &pe);
}

/* At the end of a turn (6-6): the delayed effects due now trigger (18-1-2)
** and leave their slots; one made for this turn's end after it passed is
** dropped. They were activated when they were scheduled, so they trigger
** wherever their card is now (18-1-1, Q882). */
static void delayed_triggers(dcg_ctx *ctx, dcg_state *st)
{
    for (int i = 0; i < DCG_MAX_DELAYED; i++) {
        delayed *d = &st->delayed[i];
        if (d->when == DELAY_NONE || d->when == DELAY_END_OF_BATTLE) continue;
        bool due = d->when == DELAY_END_OF_TURN ? d->turn == st->turn
                                                : d->when == DELAY_END_OF_OPPONENTS_TURN && st->turn_player != d->owner && st->turn > d->turn;
        bool gone = (d->when == DELAY_END_OF_TURN && d->turn < st->turn) || /* made after its timing passed */
                    d->when == DELAY_AWAIT_DISCOUNT; /* its discount unused this turn ("for the turn") */
        if (due) trigger_delayed(ctx, st, d);
        if (due || gone) memset(d, 0, sizeof *d);
    }
}

/* 14-2-5 (internal.h). */
void dcg_battle_ended(dcg_ctx *ctx, dcg_state *st)
{
    for (int i = 0; i < DCG_MAX_DELAYED; i++) {
        delayed *d = &st->delayed[i];
        if (d->when != DELAY_END_OF_BATTLE) continue;
        if (ctx->fx) trigger_delayed(ctx, st, d);
        memset(d, 0, sizeof *d);
    }
}

void dcg_attack_ended_delays(dcg_state *st)
{
    for (int i = 0; i < DCG_MAX_DELAYED; i++)
        if (st->delayed[i].when == DELAY_END_OF_BATTLE) memset(&st->delayed[i], 0, sizeof st->delayed[i]);
}

/* ---- keywords' triggers ------------------------------------------------------- */

/* 16-13: delete the Digimon it battled, if that is still there. */
static void retaliation(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
    ctx->effect_player = pe->owner + 1; /* its player's effect (<Decoy> reads it) */
    if (dcg_perm_in_battle(st, pe->subject)) dcg_delete(ctx, st, pe->subject, DCG_DEL_EFFECT);
    ctx->effect_player = 0;
}

/* 16-27-1: play the card without paying, if it is still in the trash (15-4-4-3). */
static void fortitude(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (st->zone[pe->card] != DCG_ZONE_TRASH) return;
    dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
    if (dcg_player_cannot_play(ctx, st, pe->owner, card_def(ctx, st, pe->card))) return; /* its player's effect: it stays */
    if (dcg_procedure_would(ctx, st, WOULD_BE_PLAYED, pe->card, 0, 0, 0) < 0 || st->zone[pe->card] != DCG_ZONE_TRASH) return; /* 7-1-2-2 */
    dcg_play(ctx, st, pe->card, 0);
}

static bool in_battle(const game_event *ev) { return ev->cause == DCG_DEL_BATTLE && ev->by; } /* 16-13-2 */
static bool with_sources(const game_event *ev) { return ev->n >= 2 && ev->digimon; }            /* 16-27-2 */
static bool a_digimon(const game_event *ev) { return ev->digimon; }                              /* 16-43-2 */

/* Their order here is the order they wait in when they trigger together.
** The activations of <Vortex>, <Engage>, <Execute> and <Ascension> are in
** keyword_trigger.c. */
static const effect_def keyword_triggers[] = {
    {.timing = TM_KEYWORD, .event = GE_DELETED, .subject_only = 1, .src = EFF_RETALIATION, .subject_by = 1,
     .keyword = DCG_KW_RETALIATION, .holds = in_battle, .run = retaliation},
    {.timing = TM_KEYWORD, .event = GE_DELETED, .subject_only = 1, .src = EFF_FORTITUDE,
     .keyword = DCG_KW_FORTITUDE, .holds = with_sources, .run = fortitude},
    {.timing = TM_KEYWORD, .event = GE_DELETED, .subject_only = 1, .src = EFF_ASCENSION,
     .keyword = DCG_KW_ASCENSION, .holds = a_digimon, .run = dcg_ascension}, /* waits on the card in the trash */
    {.timing = TM_KEYWORD, .event = GE_ATTACKING, .subject_only = 1, .src = EFF_RAID, .keyword = DCG_KW_RAID,
     .run = dcg_raid}, /* 16-23-2 */
    {.timing = TM_KEYWORD, .event = GE_ATTACKING, .subject_only = 1, .src = EFF_ALLIANCE, .keyword = DCG_KW_ALLIANCE,
     .run = dcg_alliance}, /* 16-24-2 */
    /* at the end of its player's turn: 16-33-2, 16-44-2, 16-38-2 */
    {.timing = TM_KEYWORD, .event = GE_TURN_END, .whose = SCOPE_OWN, .src = EFF_VORTEX, .keyword = DCG_KW_VORTEX,
     .run = dcg_end_attack},
    {.timing = TM_KEYWORD, .event = GE_TURN_END, .whose = SCOPE_OWN, .src = EFF_ENGAGE, .keyword = DCG_KW_ENGAGE,
     .run = dcg_end_attack},
    {.timing = TM_KEYWORD, .event = GE_TURN_END, .whose = SCOPE_OWN, .src = EFF_EXECUTE, .keyword = DCG_KW_EXECUTE,
     .run = dcg_end_attack},
    /* Burst Digivolve's trashing (8-3-2-1): pending processing at the end of the turn, for a Digimon with PERM_BURST */
    {.timing = TM_KEYWORD, .event = GE_TURN_END, .whose = SCOPE_OWN, .src = EFF_BURST_END, .run = dcg_burst_end},
    /* <Execute>'s deletion (16-38-4): pending processing that combat.c
    ** triggers at the end of the attack; no event collects it */
    {.timing = TM_KEYWORD, .event = GE_NONE, .src = EFF_EXECUTE_DELETE, .run = dcg_execute_delete},
};
#define N_KEYWORD_TRIGGERS ((int)(sizeof keyword_triggers / sizeof *keyword_triggers))

/* The keywords the triggers above look for on every permanent in scope
** (the others read the event's subject's, ev->kw). */
static dcg_kwset field_keywords_watched(void)
{
    dcg_kwset kw = 0;
    for (int i = 0; i < N_KEYWORD_TRIGGERS; i++)
        if (!keyword_triggers[i].subject_only) kw |= keyword_triggers[i].keyword;
    return kw;
}

/* The keywords (among field_keywords_watched) of each player's permanents, read
** once for all the keyword triggers of one call of dcg_triggers:
** collecting triggers changes only the pending effects, which no keyword
** depends on. */
typedef struct field_keywords {
    uint8_t known[2];
    dcg_kwset any[2]; /* the union of a row: a trigger of a keyword outside it skips the row */
    dcg_kwset kw[2][DCG_MAX_PERMS];
} field_keywords;

/* The row of player p: each permanent's keywords among field_keywords_watched. */
static void read_field_keywords(dcg_ctx *ctx, const dcg_state *st, field_keywords *fk, int p)
{
    dcg_kwset watched = field_keywords_watched();
    fk->any[p] = 0;
    for (int k = 0; k < st->pl[p].n_battle; k++) {
        fk->kw[p][k] = dcg_perm_keywords(ctx, st, &st->pl[p].battle[k]) & watched;
        fk->any[p] |= fk->kw[p][k];
    }
    fk->known[p] = 1;
}

static void keyword_trigger_for(dcg_ctx *ctx, dcg_state *st, const effect_def *d, int p, const perm *pm)
{
    pending pe = {.src = d->src, .owner = (uint8_t)p, .card = (uint8_t)perm_top(pm), .perm = pm->id};
    dcg_trigger(ctx, st, &pe);
}

/* Burst Digivolve's trashing for player p's Digimon that did it this turn,
** the breeding area's too (8-3-3-1: a card on the field). */
static void burst_end_triggers(dcg_ctx *ctx, dcg_state *st, const effect_def *d, int p)
{
    side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++)
        if (pl->battle[i].this_turn & PERM_BURST) keyword_trigger_for(ctx, st, d, p, &pl->battle[i]);
    if (pl->breeding.id && (pl->breeding.this_turn & PERM_BURST)) keyword_trigger_for(ctx, st, d, p, &pl->breeding);
}

/* Class 3: a keyword's effect triggers for a permanent with the keyword:
** the event's own (read as it was at the event: ev->kw) ... */
static void subject_keyword_trigger(dcg_ctx *ctx, dcg_state *st, const effect_def *d, const game_event *ev)
{
    if (!(ev->kw & d->keyword) || (d->holds && !d->holds(ev))) return;
    pending pe = {.src = d->src, .owner = ev->player, .card = ev->card, .perm = ev->perm, .subject = d->subject_by ? ev->by : 0};
    dcg_trigger(ctx, st, &pe);
}

/* ... or, for a watcher, each of player p's permanents. */
static void field_keyword_triggers(dcg_ctx *ctx, dcg_state *st, const effect_def *d, int p, field_keywords *fk)
{
    if (d->src == EFF_BURST_END) {
        burst_end_triggers(ctx, st, d, p);
        return;
    }
    if (!fk->known[p]) read_field_keywords(ctx, st, fk, p);
    if (!(fk->any[p] & d->keyword)) return;
    for (int i = 0; i < st->pl[p].n_battle; i++)
        if (fk->kw[p][i] & d->keyword) keyword_trigger_for(ctx, st, d, p, &st->pl[p].battle[i]);
}

void dcg_keyword_trigger_activate(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    for (int i = 0; i < N_KEYWORD_TRIGGERS; i++)
        if (keyword_triggers[i].src == pe->src) {
            int was = ctx->effect_card; /* what it moves, its card's effect moved (dcg_effect_card_now) */
            ctx->effect_card = pe->card;
            keyword_triggers[i].run(ctx, st, pe);
            ctx->effect_card = was;
            return;
        }
    assert(!"unknown effect source");
}

/* ---- collecting ------------------------------------------------------------ */

void dcg_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *evs, int n, int which)
{
    if (ctx->fx && (dcg_game_watched(ctx, st) & (1u << evs[0].kind))) {
        ctx->n_trigger_scans++;
        if (which & TRIG_SUBJECTS) /* 3-4-7-4: a permanent in the breeding area triggers nothing */
            for (int j = 0; j < n; j++) {
                if (!evs[j].perm || !dcg_perm_in_battle(st, evs[j].perm)) continue;
                perm_triggers(ctx, st, &evs[j], dcg_perm(st, evs[j].perm), FROM_FIELD, true, 0);
            }
        if (which & TRIG_WATCHERS) {
            int once_from = ctx->together_from ? ctx->together_from - 1 : st->n_pending; /* dcg_together_begin */
            for (int j = 0; j < n; j++) watcher_triggers(ctx, st, &evs[j], once_from);
        }
    }
    if ((which & TRIG_WATCHERS) && evs[0].kind == GE_TURN_END && ctx->fx) delayed_triggers(ctx, st);
    if (!(which & TRIG_WATCHERS) || !(DCG_KEYWORD_WATCHED & (1u << evs[0].kind))) return;
    field_keywords fk; /* filled as read */
    fk.known[0] = fk.known[1] = 0;
    for (int i = 0; i < N_KEYWORD_TRIGGERS; i++) {
        const effect_def *d = &keyword_triggers[i];
        if (d->event != evs[0].kind) continue;
        for (int j = 0; j < n; j++) {
            if (d->subject_only) {
                subject_keyword_trigger(ctx, st, d, &evs[j]);
                continue;
            }
            for (int p = 0; p < 2; p++) /* the players in its scope */
                if (!(d->whose == SCOPE_OWN && p != evs[j].player) && !(d->whose == SCOPE_OPPONENTS && p == evs[j].player))
                    field_keyword_triggers(ctx, st, d, p, &fk);
        }
    }
}
