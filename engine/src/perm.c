/* perm.c: what a permanent is now: its top card's facts, the inherited
** effects of the cards under it (4-3-3), and modifiers from effects. */
#include "internal.h"

bool dcg_perm_is_digimon(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int k = card_def(ctx, st, perm_top(pm))->kind;
    return k == DCG_KIND_DIGIMON || k == DCG_KIND_EGG;
}

int32_t dcg_perm_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (top->dp < 0) return -1;
    int32_t dp = top->dp;
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].perm == pm->id) dp += st->mods[i].dp;
    return dp < 0 ? 0 : dp;
}

uint8_t dcg_perm_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    uint8_t kw = card_def(ctx, st, perm_top(pm))->keywords;
    for (int k = 0; k < pm->n - 1; k++) kw |= card_def(ctx, st, pm->cards[k])->inherited_keywords;
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].perm == pm->id) kw |= st->mods[i].keywords;
    return kw;
}

int dcg_perm_security_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int sa = card_def(ctx, st, perm_top(pm))->security_attack;
    for (int k = 0; k < pm->n - 1; k++) sa += card_def(ctx, st, pm->cards[k])->inherited_security_attack;
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].perm == pm->id) sa += st->mods[i].security_attack;
    return sa;
}

/* 7-1-2-1: not on the turn it was placed, unless it has <Rush> (16-15). */
bool dcg_perm_can_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (top->kind != DCG_KIND_DIGIMON || top->dp < 0 || pm->suspended) return false;
    if (!dcg_perm_in_battle(st, pm->id)) return false;
    if (pm->entered_turn == st->turn && !(dcg_perm_keywords(ctx, st, pm) & DCG_KW_RUSH)) return false;
    return true;
}

bool dcg_mod_add(dcg_state *st, const mod *m)
{
    if (st->mods_n >= DCG_MAX_MODS) return false;
    st->mods[st->mods_n++] = *m;
    return true;
}

static void mods_filter(dcg_state *st, bool (*drop)(const mod *, int), int arg)
{
    int w = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (!drop(&st->mods[i], arg)) st->mods[w++] = st->mods[i];
    memset(&st->mods[w], 0, sizeof(mod) * (size_t)(st->mods_n - w));
    st->mods_n = (uint8_t)w;
}

static bool on_perm(const mod *m, int id) { return m->perm == id; }

/* Effects on a permanent end when it leaves the field (3-1-3-1). */
void dcg_mods_drop_perm(dcg_state *st, uint16_t perm_id) { mods_filter(st, on_perm, perm_id); }

static bool expires(const mod *m, int ending)
{
    return m->until == UNTIL_END_OF_TURN ||
           (m->until == UNTIL_END_OF_OPP_TURN && m->owner != ending);
}

void dcg_mods_expire(dcg_state *st, int ending_turn_player) { mods_filter(st, expires, ending_turn_player); }
