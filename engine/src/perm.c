/* perm.c: what a permanent is now: its top card's facts, the inherited
** effects of the cards under it (4-3-3), and modifiers from effects. */
#include "internal.h"
#include "script/script.h"

bool dcg_perm_is_digimon(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int k = card_def(ctx, st, perm_top(pm))->kind;
    return k == DCG_KIND_DIGIMON || k == DCG_KIND_EGG;
}

/* Does modifier m reach permanent pm (owned by p)? */
static bool mod_hits(const mod *m, const perm *pm, int p)
{
    return m->cls == MOD_PERM ? m->perm == pm->id : (m->cls == MOD_ALL_DIGIMON && m->side == p);
}

static int perm_side(const dcg_state *st, const perm *pm) { return card_owner(pm->cards[0]); (void)st; }

bool dcg_mod_reaches(const mod *m, const perm *pm) { return mod_hits(m, pm, card_owner(pm->cards[0])); }

static int32_t raw_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, bool statics)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (top->dp < 0) return -1;
    int64_t dp = top->dp; /* saturating: changes are bounded, their sum is not */
    int32_t sdp = 0;
    int p = perm_side(st, pm), ssa = 0;
    dcg_kwset skw = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (mod_hits(&st->mods[i], pm, p)) dp += st->mods[i].dp;
    if (statics) dcg_statics((dcg_ctx *)ctx, st, pm, &sdp, &ssa, &skw);
    dp += sdp;
    return dp < 0 ? 0 : dp > INT32_MAX ? INT32_MAX : (int32_t)dp;
}

int32_t dcg_perm_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm) { return raw_dp(ctx, st, pm, true); }
int32_t dcg_perm_dp_base(const dcg_ctx *ctx, const dcg_state *st, const perm *pm) { return raw_dp(ctx, st, pm, false); }

/* 16-30: while a Digimon with <Collision> attacks, every Digimon of the
** player it attacks gains <Blocker>. */
static bool collision_against(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    if (!ctx->has_collision && !ctx->reference) return false; /* no source of it loaded: nothing to look for */
    for (int i = st->n_frames - 1; i >= 0; i--)
        if (st->frames[i].op == F_ATTACK) {
            const perm *a = dcg_perm((dcg_state *)st, st->frames[i].a);
            return st->frames[i].player != p && a && dcg_perm_in_battle(st, a->id) &&
                   (dcg_perm_keywords(ctx, st, a) & DCG_KW_COLLISION);
        }
    return false;
}

dcg_kwset dcg_perm_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    dcg_kwset kw = card_def(ctx, st, perm_top(pm))->keywords, skw = 0, lost = 0;
    int p = perm_side(st, pm), ssa = 0;
    int32_t sdp = 0;
    for (int k = 0; k < pm->n - 1; k++) kw |= card_def(ctx, st, pm->cards[k])->inherited_keywords;
    for (int i = 0; i < st->mods_n; i++)
        if (mod_hits(&st->mods[i], pm, p)) {
            if (st->mods[i].keyword) kw |= DCG_KW(st->mods[i].keyword - 1);
            if (st->mods[i].keyword_lost) lost |= DCG_KW(st->mods[i].keyword_lost - 1);
        }
    if (ctx->statics_give_kw || ctx->reference) dcg_statics((dcg_ctx *)ctx, st, pm, &sdp, &ssa, &skw);
    if (collision_against(ctx, st, p)) skw |= DCG_KW_BLOCKER;
    return (kw | skw) & ~lost;
}

int dcg_perm_security_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int sa = card_def(ctx, st, perm_top(pm))->security_attack, ssa = 0;
    int p = perm_side(st, pm);
    int32_t sdp = 0;
    dcg_kwset skw = 0;
    for (int k = 0; k < pm->n - 1; k++) sa += card_def(ctx, st, pm->cards[k])->inherited_security_attack;
    for (int i = 0; i < st->mods_n; i++)
        if (mod_hits(&st->mods[i], pm, p)) sa += st->mods[i].security_attack;
    if (ctx->statics_give_sa || ctx->reference) dcg_statics((dcg_ctx *)ctx, st, pm, &sdp, &ssa, &skw);
    sa += ssa; /* each change is within +-DCG_SCRIPT_SA_MAX: the sum fits, the result is kept in range */
    return sa < -DCG_SCRIPT_SA_MAX ? -DCG_SCRIPT_SA_MAX : sa > DCG_SCRIPT_SA_MAX ? DCG_SCRIPT_SA_MAX : sa;
}

uint8_t dcg_perm_forbid(const dcg_state *st, const perm *pm)
{
    uint8_t f = 0;
    int p = perm_side(st, pm);
    for (int i = 0; i < st->mods_n; i++)
        if (mod_hits(&st->mods[i], pm, p)) f |= st->mods[i].forbid;
    return f;
}

bool dcg_perm_may_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    if (top->kind != DCG_KIND_DIGIMON || top->dp < 0 || pm->suspended) return false;
    if (!dcg_perm_in_battle(st, pm->id)) return false;
    return !(dcg_perm_forbid(st, pm) & FORBID_ATTACK);
}

/* 7-1-2-1: not on the turn it was placed, unless it has <Rush> (16-15). */
bool dcg_perm_can_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_perm_may_attack(ctx, st, pm)) return false;
    return pm->entered_turn != st->turn || (dcg_perm_keywords(ctx, st, pm) & DCG_KW_RUSH);
}

bool dcg_mod_add(dcg_state *st, const mod *m)
{
    if (st->mods_n >= DCG_MAX_MODS) return false;
    st->mods[st->mods_n] = *m;
    st->mods[st->mods_n].used = 1;
    st->mods_n++;
    return true;
}

/* The lowest keyword of *set, taken out of it, as id + 1 (0: none left). */
static uint8_t take_keyword(dcg_kwset *set)
{
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (*set & DCG_KW(k)) {
            *set &= ~DCG_KW(k);
            return (uint8_t)(k + 1);
        }
    return 0;
}

static int popcount(dcg_kwset s)
{
    int n = 0;
    for (; s; s &= s - 1) n++;
    return n;
}

bool dcg_change_add(dcg_state *st, const mod *base, dcg_kwset grant, dcg_kwset lose)
{
    int need = popcount(grant) > popcount(lose) ? popcount(grant) : popcount(lose);
    if (need < 1) need = 1;
    if (st->mods_n + need > DCG_MAX_MODS) return false;
    for (int i = 0; i < need; i++) {
        mod m = *base;
        if (i) m.dp = 0, m.security_attack = 0, m.forbid = 0, m.grant_effect = 0; /* the rest carry only keywords */
        m.keyword = take_keyword(&grant);
        m.keyword_lost = take_keyword(&lose);
        dcg_mod_add(st, &m);
    }
    return true;
}

static void mods_filter(dcg_state *st, bool (*drop)(const mod *, const dcg_state *, int), int arg)
{
    int w = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (!drop(&st->mods[i], st, arg)) st->mods[w++] = st->mods[i];
    memset(&st->mods[w], 0, sizeof(mod) * (size_t)(st->mods_n - w));
    st->mods_n = (uint8_t)w;
}

static bool on_perm(const mod *m, const dcg_state *st, int id)
{
    (void)st;
    return m->cls == MOD_PERM && m->perm == id;
}

/* Effects on a permanent end when it leaves the field (3-1-3-1). */
void dcg_mods_drop_perm(dcg_state *st, uint16_t perm_id) { mods_filter(st, on_perm, perm_id); }

/* At the end of a turn: "for the turn" effects end; "until the end of X's
** turn" effects end with a turn of X, but a "next turn" one made during a
** turn of X waits for X's following turn. */
static bool expires(const mod *m, const dcg_state *st, int unused)
{
    (void)unused;
    if (m->until == UNTIL_END_OF_TURN) return true;
    if (m->until == UNTIL_END_OF_PLAYER_TURN)
        return m->player == st->turn_player && !(m->next && m->turn == st->turn);
    return false;
}

void dcg_mods_expire(dcg_state *st) { mods_filter(st, expires, 0); }

static bool for_the_attack(const mod *m, const dcg_state *st, int unused)
{
    (void)st, (void)unused;
    return m->until == UNTIL_END_OF_ATTACK;
}

void dcg_mods_end_attack(dcg_state *st) { mods_filter(st, for_the_attack, 0); }
