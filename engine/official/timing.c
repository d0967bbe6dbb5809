/* timing.c: triggered effects (15-4), deletion (4-15) and rule checks (17).
** Triggered effects wait in st->pend. The run loop resolves them whenever
** no processing is under way: the highest level first (derived triggers,
** 15-4-5), the turn player's before the non-turn player's (15-4-3-5), and
** a player with several chooses the order. */
#include "internal.h"
#include "script/script.h"

/* Effects that trigger in one step of the engine trigger together; if
** others are still waiting then, they are derived (15-4-5) and go first: one
** level above the highest waiting. */
void dcg_trigger_level(dcg_state *st)
{
    int level = -1;
    for (int i = 0; i < st->n_pending; i++)
        if (st->pend[i].level > level) level = st->pend[i].level;
    st->trigger_level = (uint8_t)(level + 1);
}

void dcg_trigger(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (st->n_pending >= DCG_MAX_PENDING) { /* only scripts that trigger without end get here */
        dcg_trigger_dropped(ctx, st, pe);
        return;
    }
    pending *e = &st->pend[st->n_pending++];
    *e = *pe;
    e->level = st->trigger_level;
    dcg_emit(ctx, DCG_EV_TRIGGER, pe->owner, pe->card, pe->perm, pe->src, 0);
}

static int ring_past(int from, int to) /* how far card ring position to is past from */
{
    int d = to - from; /* both positions are in the ring: no division needed */
    return d < 0 ? d + DCG_LKI_CARDS : d;
}

/* Record what [On Deletion] effects will read of pm once it has left. Its
** cards go in the card ring, and a record whose cards they write over
** loses its stack (n = 0), keeping its cause. Its link cards (4-9) are not
** recorded (15-8-3-5 needs only what can be read): what they give is, its
** DP with their link DP (dp here) and its keywords with their link
** keywords (the event's kw); no rule or API reads a gone Digimon's link
** cards themselves (api.c read_perm has no link reader). */
static void remember(dcg_ctx *ctx, dcg_state *st, const perm *pm, int cause, uint16_t by)
{
    _Static_assert(DCG_LKI_CARDS <= 256 && DCG_LKI_CARDS >= DCG_MAX_STACK, "a card ring position is one byte");
    int at = st->lki_card_next, n = pm->n;
    for (int k = 0; k < DCG_MAX_LKI; k++) { /* the records whose cards [at, at + n) of the ring covers */
        lki *o = &st->lki[k];
        if (o->n && (ring_past(at, o->at) < n || ring_past(o->at, at) < o->n)) o->n = 0;
    }
    lki *l = &st->lki[st->lki_next];
    st->lki_next = (uint8_t)((st->lki_next + 1) % DCG_MAX_LKI);
    *l = (lki){.perm = pm->id, .by = by, .dp = dcg_perm_dp(ctx, st, pm), .n = (uint8_t)n, .at = (uint8_t)at,
               .suspended = pm->suspended, .cause = (uint8_t)cause};
    for (int k = 0; k < n; k++) st->lki_cards[(at + k) % DCG_LKI_CARDS] = pm->cards[k];
    st->lki_card_next = (uint8_t)((at + n) % DCG_LKI_CARDS);
}

/* Was permanent id deleted for cause? Ids are never reused in a game, and
** the ring holds the last deletions (the caller asks right after them). */
bool dcg_deleted_by(const dcg_state *st, uint16_t id, int cause)
{
    for (int k = 0; k < DCG_MAX_LKI; k++)
        if (st->lki[k].perm == id) return st->lki[k].cause == cause;
    return false;
}

bool dcg_deletion_forbidden(const dcg_ctx *ctx, const dcg_state *st, uint16_t id, int cause)
{
    const perm *pm = dcg_perm((dcg_state *)st, id);
    if (!pm || (cause != DCG_DEL_BATTLE && cause != DCG_DEL_EFFECT)) return false;
    if (!st->mods_n && !dcg_game_can(ctx, st, GAME_STATIC_FORBID)) return false; /* nothing can forbid it */
    uint16_t f = dcg_perm_forbid(ctx, st, pm);
    if (cause == DCG_DEL_BATTLE) return f & FORBID_DELETED_IN_BATTLE;
    if (f & FORBID_DELETED_BY_EFFECTS) return true; /* "effects can't delete it", its player's too (BT7-064) */
    int by = dcg_effect_card_now(ctx, st); /* the card whose effect deletes (a keyword's too) */
    return (f & FORBID_DELETED_BY_OPPONENT) && by != DCG_NO_CARD && card_owner(by) != dcg_perm_owner(st, id);
}

void dcg_delete_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, const uint16_t *by, int n, int cause)
{
    uint16_t del[DCG_MAX_LKI], from[DCG_MAX_LKI];
    game_event ev[DCG_MAX_LKI];
    int m = 0;
    assert(n <= DCG_MAX_LKI);
    /* 15-8-5: "would be deleted" effects interrupt first, one Digimon at a time */
    for (int i = 0; i < n; i++) {
        if (!dcg_perm(st, ids[i]) || dcg_deletion_forbidden(ctx, st, ids[i], cause)) continue;
        bool go = dcg_would_delete(ctx, st, ids[i], cause);
        if (ctx->asking) return; /* the running effect waits for an answer and will run again */
        if (go && dcg_perm(st, ids[i])) { /* a "would" effect may have removed it */
            del[m] = ids[i];
            from[m++] = by ? by[i] : 0;
        }
    }
    /* a later one's "would" effect may have removed an earlier one (<Decoy>) */
    int kept = 0;
    for (int i = 0; i < m; i++)
        if (dcg_perm(st, del[i])) del[kept] = del[i], from[kept++] = from[i];
    m = kept;
    /* The deleted Digimon's own triggers ([On Deletion]) trigger on the
    ** field and read the Digimon as it was (4-15-2, 15-8-3-5); they wait on
    ** the card in the trash. All of them are collected before any of the
    ** Digimon leaves (3-1-3-3); the event keeps what the others read. */
    for (int i = 0; i < m; i++) {
        perm *pm = dcg_perm(st, del[i]);
        ev[i] = (game_event){.kind = GE_DELETED, .player = (uint8_t)dcg_perm_owner(st, del[i]),
                             .card = (uint8_t)perm_top(pm), .cause = (uint8_t)cause, .n = pm->n,
                             .digimon = dcg_perm_is_digimon(ctx, st, pm), .perm = del[i], .by = from[i],
                             .kw = dcg_perm_keywords(ctx, st, pm),
                             .by_card = (uint8_t)(cause == DCG_DEL_EFFECT ? dcg_effect_card_now(ctx, st) : DCG_NO_CARD)};
        remember(ctx, st, pm, cause, from[i]);
        dcg_emit(ctx, DCG_EV_DELETE, ev[i].player, ev[i].card, del[i], from[i], cause);
        dcg_happened_set(ctx, st, &ev[i], 1, TRIG_SUBJECTS);
    }
    dcg_perm_leave_set(ctx, st, del, m, false);
    /* the others watching deletions, and the keywords' effects (<Retaliation>
    ** 16-13, <Fortitude> 16-27, <Ascension> 16-43, waiting on the card in the
    ** trash): once for
    ** the set (4-27-5) */
    dcg_happened_set(ctx, st, ev, m, TRIG_WATCHERS);
}

/* Can any Digimon's DP be lower than its card's? Only through a modifier
** that lowers or sets DP, or a continuous effect of this game that can.
** When none can, a Digimon whose card has DP above 0 is above 0
** (dcg_perm_zero_dp need not be asked). */
static bool dp_can_be_lowered(const dcg_ctx *ctx, const dcg_state *st)
{
    if (dcg_game_can(ctx, st, GAME_STATIC_LOWER_DP)) return true;
    for (int i = 0; i < st->mods_n; i++)
        if ((st->mods[i].dp < 0 || (st->mods[i].how & (MOD_SETS_DP | MOD_ADDS_DIGIMON)))) return true; /* an added DP replaces its card's */
    return false;
}

/* The Tamers of pl treated as Digimon (15-12-1-4) are deleted at 0 DP too:
** into del; whether pl has one. */
static bool tamers_at_zero_dp(const dcg_ctx *ctx, const dcg_state *st, const side *pl, uint16_t *del, int *nd)
{
    bool any = false;
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        if (card_def(ctx, st, perm_top(pm))->kind != DCG_KIND_TAMER || (pm->flags & PERM_BY_EFFECT) || !dcg_perm_added_digimon(st, pm)) continue;
        any = true;
        if (dcg_perm_zero_dp(ctx, st, pm)) del[(*nd)++] = pm->id;
    }
    return any;
}

/* What the rule check finds (17-1-3): the Digimon with 0 DP to delete,
** into del, and the permanents without DP to trash, into trash; whether it
** read a DP (computed one: not plain). */
static bool rule_check_find(const dcg_ctx *ctx, const dcg_state *st, uint16_t *del, int *nd, uint16_t *trash, int *nt)
{
    bool lowered = dp_can_be_lowered(ctx, st), dp_read = lowered, info = dcg_game_can(ctx, st, GAME_INFO);
    for (int p = 0; p < 2; p++) {
        const side *pl = &st->pl[p];
        for (int i = 0; i < pl->n_battle; i++) {
            const perm *pm = &pl->battle[i];
            const dcg_card *top = card_def(ctx, st, perm_top(pm));
            if (top->dp > 0 && !lowered) continue; /* the most common case first: kept, its DP unread */
            if (top->kind == DCG_KIND_TAMER || (pm->flags & PERM_BY_EFFECT)) continue;
            if (top->dp < 0) trash[(*nt)++] = pm->id;
            else if ((top->kind == DCG_KIND_DIGIMON || top->kind == DCG_KIND_EGG) && (lowered || top->dp == 0)) { /* EX2-007 */
                dp_read = true;
                if (dcg_perm_zero_dp(ctx, st, pm)) del[(*nd)++] = pm->id;
            }
        }
        if (info && tamers_at_zero_dp(ctx, st, pl, del, nd)) dp_read = true;
        if (pl->breeding.id && !dcg_perm_is_digimon(ctx, st, &pl->breeding)) trash[(*nt)++] = pl->breeding.id;
    }
    return dp_read;
}

bool dcg_rule_check_idle(const dcg_ctx *ctx, const dcg_state *st)
{
    uint16_t del[DCG_MAX_LKI], trash[DCG_MAX_LKI];
    int nd = 0, nt = 0;
    return !rule_check_find(ctx, st, del, &nd, trash, &nt) && nd + nt == 0;
}

/* 17-1-3: Digimon with 0 DP are deleted, Digimon without DP in the battle
** area are trashed, all at the same time. */
bool dcg_rule_check(dcg_ctx *ctx, dcg_state *st, bool *plain)
{
    uint16_t del[DCG_MAX_LKI], trash[DCG_MAX_LKI];
    int nd = 0, nt = 0;
    bool links = dcg_link_rule_check(ctx, st); /* 17-1-3-2-5, 17-1-3-2-6 */
    if (ctx->asking) { /* which link cards go past the limit: the step runs again with the answer */
        *plain = false;
        return true;
    }
    ctx->n_rule_checks++;
    bool dp_read = rule_check_find(ctx, st, del, &nd, trash, &nt);
    if (nd) dcg_delete_set(ctx, st, del, NULL, nd, DCG_DEL_ZERO_DP);
    int left = 0; /* a trash of the battle area is a leaving: its "would leave" effects first (15-8-5) */
    for (int i = 0; i < nt; i++) {
        if (dcg_would_leave(ctx, st, trash[i])) trash[left++] = trash[i];
        else if (ctx->asking) { /* the step runs again with the answer */
            *plain = false;
            return true;
        }
    }
    nt = left;
    if (nt) dcg_perm_leave_set(ctx, st, trash, nt, false);
    *plain = !dp_read && nd + nt == 0 && !links;
    return nd + nt > 0 || links;
}

void dcg_pending_candidates(const dcg_state *st, int *who, uint8_t *idx, int *n)
{
    int level = -1;
    for (int i = 0; i < st->n_pending; i++)
        if (st->pend[i].level > level) level = st->pend[i].level;
    *n = 0;
    *who = st->turn_player;
    for (int pass = 0; pass < 2 && *n == 0; pass++) {
        *who = pass == 0 ? st->turn_player : opponent(st->turn_player);
        for (int i = 0; i < st->n_pending; i++)
            if (st->pend[i].level == level && st->pend[i].owner == *who) idx[(*n)++] = (uint8_t)i;
    }
}

static void activate(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (pe->src == EFF_SCRIPT) dcg_effect_activate(ctx, st, pe); /* runs as its own step (script/effect.c) */
    else dcg_keyword_trigger_activate(ctx, st, pe);
}

void dcg_pending_activate(dcg_ctx *ctx, dcg_state *st, int index)
{
    pending pe = st->pend[index];
    memmove(&st->pend[index], &st->pend[index + 1], sizeof(pending) * (size_t)(st->n_pending - index - 1));
    st->n_pending--;
    activate(ctx, st, &pe);
}

/* The player chose the pending effect to activate next (15-4-4): it goes
** above the others, so the next rules step activates it (in a transaction:
** a keyword's effect there may ask, 15-8-5). */
void dcg_pending_choose(dcg_state *st, int index)
{
    int level = 0;
    for (int i = 0; i < st->n_pending; i++)
        if (st->pend[i].level > level) level = st->pend[i].level;
    st->pend[index].level = (uint8_t)(level + 1);
}

void dcg_pending_step(dcg_ctx *ctx, dcg_state *st)
{
    uint8_t idx[DCG_MAX_PENDING];
    int n, p;
    dcg_pending_candidates(st, &p, idx, &n);
    assert(n > 0);
    if (n == 1) dcg_pending_activate(ctx, st, idx[0]);
    else dcg_decide(st, DCG_DEC_ORDER, p, DCG_NO_CARD);
}
