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

void dcg_delete(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, uint16_t battled)
{
    dcg_delete_by(ctx, st, perm_id, battled, false);
}

void dcg_delete_by(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, uint16_t battled, bool zero_dp)
{
    if (!dcg_perm(st, perm_id) || !dcg_would_delete(ctx, st, perm_id)) return;
    perm *pm = dcg_perm(st, perm_id); /* a "would" effect may have changed it */
    if (!pm) return;
    int owner = dcg_perm_owner(st, perm_id);
    int top = perm_top(pm);
    /* Triggers on deletion trigger on the field and read the Digimon as it
    ** was (4-15-2, 15-8-3-5); they wait on the card in the trash. */
    uint8_t kw = dcg_perm_keywords(ctx, st, pm);
    lki *l = &st->lki[st->lki_next];
    st->lki_next = (uint8_t)((st->lki_next + 1) % DCG_MAX_LKI);
    memset(l, 0, sizeof *l);
    l->perm = perm_id;
    l->n = pm->n;
    l->suspended = pm->suspended;
    l->dp = dcg_perm_dp(ctx, st, pm);
    memcpy(l->cards, pm->cards, pm->n);
    dcg_emit(ctx, DCG_EV_DELETE, owner, top, perm_id, battled, zero_dp);
    dcg_raise_perm(ctx, st, TM_ON_DELETION, perm_id);
    dcg_perm_leave(ctx, st, perm_id, false);
    dcg_raise_when(ctx, st, W_DIGIMON_DELETED, owner, perm_id);
    if (zero_dp) dcg_raise_when(ctx, st, W_OPP_DELETED_BY_DP, owner, perm_id);
    if (battled && (kw & DCG_KW_RETALIATION)) {
        pending pe = {.src = EFF_RETALIATION, .owner = (uint8_t)owner, .card = (uint8_t)top,
                      .perm = perm_id, .subject = battled};
        dcg_trigger(ctx, st, &pe);
    }
}

/* 17-1-3: Digimon with 0 DP are deleted, Digimon without DP in the battle
** area are trashed, all at the same time. */
bool dcg_rule_check(dcg_ctx *ctx, dcg_state *st)
{
    uint16_t del[2 * DCG_MAX_PERMS], trash[2 * DCG_MAX_PERMS];
    int nd = 0, nt = 0;
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = 0; i < pl->n_battle; i++) {
            perm *pm = &pl->battle[i];
            const dcg_card *top = card_def(ctx, st, perm_top(pm));
            if (top->kind == DCG_KIND_TAMER || pm->by_effect) continue;
            if (top->dp < 0) trash[nt++] = pm->id;
            else if (top->kind == DCG_KIND_DIGIMON &&
                     (ctx->statics_lower_dp ? dcg_perm_dp(ctx, st, pm) : dcg_perm_dp_base(ctx, st, pm)) <= 0)
                del[nd++] = pm->id;
        }
        if (pl->breeding.id && !dcg_perm_is_digimon(ctx, st, &pl->breeding)) trash[nt++] = pl->breeding.id;
    }
    for (int i = 0; i < nd; i++) dcg_delete_by(ctx, st, del[i], 0, true);
    for (int i = 0; i < nt; i++) dcg_perm_leave(ctx, st, trash[i], false);
    return nd + nt > 0;
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
    switch (pe->src) {
    case EFF_RETALIATION: /* 16-13: delete the Digimon it battled, if still there */
        dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
        if (dcg_perm_in_battle(st, pe->subject)) dcg_delete(ctx, st, pe->subject, 0);
        break;
    case EFF_SCRIPT: /* runs as its own step (script/effect.c) */
        dcg_effect_activate(ctx, st, pe);
        break;
    default:
        assert(!"unknown effect source");
    }
}

void dcg_pending_activate(dcg_ctx *ctx, dcg_state *st, int index)
{
    pending pe = st->pend[index];
    memmove(&st->pend[index], &st->pend[index + 1], sizeof(pending) * (size_t)(st->n_pending - index - 1));
    st->n_pending--;
    activate(ctx, st, &pe);
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
