/* evolve.c: the active Digimon: playing one (Prep Phase, Abnormal) and the
** Evolution Phase's evolving by DP and by Evolution card (docs/dbe.md). */
#include "dbe.h"
#include <string.h>

/* The active's stats reset to its printed ones: its abnormal stat block while
** abnormal; the turn's boosts and evo-box Power gone. */
static void reset_stats(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    const dbe_card *c = dbe_active_card(ctx, st, p);
    pl->hp = (int16_t)(pl->abnormal ? dbe_abnormal_stat(c->hp, c->level) : c->hp);
    if (pl->hp < 10) pl->hp = 10;
    memset(pl->boost, 0, sizeof pl->boost);
    pl->perm_power = 0;
}

/* Abnormal (Glossary): an active with fewer cards under it than its level
** asks (R 0, C 1, U 2, M 3); checked when played and when evolving. */
static void reset_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    pl->abnormal = (uint8_t)(pl->z[DBE_ZONE_ACTIVE].n - 1 < dbe_active_card(ctx, st, p)->level);
    reset_stats(ctx, st, p);
}

void dbe_set_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int inst, bool evolved)
{
    (void)evolved;
    dbe_move(st, p, inst, DBE_ZONE_HAND, DBE_ZONE_ACTIVE);
    reset_active(ctx, st, p);
    dbe_logf(ctx, "P%d plays %s%s (HP %d)", p + 1, dbe_inst(ctx, st, inst)->name,
             st->p[p].abnormal ? ", abnormal" : "", st->p[p].hp);
}

/* The evo-box bonuses of future that the active's name qualifies for. */
static int dp_discount(const dbe_card *future, const dbe_card *active)
{
    int d = 0;
    for (int i = 0; i < future->n_bonus; i++)
        if (dbe_card_named(active, future->bonus[i].from)) d += future->bonus[i].dp_minus;
    return d;
}

static bool box_names(const dbe_card *future, const dbe_card *active)
{
    for (int i = 0; i < future->n_names; i++)
        if (dbe_card_named(active, future->names[i])) return true;
    return false;
}

/* May the active become future, by DP (evo == NULL) or by the Evolution card evo? */
static bool legal(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, const dbe_card *active,
                  const dbe_card *future, const dbe_card *evo)
{
    if (future->kind != DBE_CARD_DIGIMON) return false;
    bool named = box_names(future, active); /* ignores type and level, not DP */
    bool ig_level = named || (evo && evo->ev_ignore_level), ig_type = named || (evo && evo->ev_ignore_type);
    if (!ig_level && future->level != active->level + 1) return false;
    if (!ig_type && !(future->types & active->types)) return false;
    if (!evo && st->p[p].abnormal) return false;       /* abnormal cannot evolve by DP */
    if (evo && evo->ev_ignore_dp) return true;
    if (future->dp_cost < 0) return evo != NULL;       /* no printed cost: never by DP */
    return dbe_dp(ctx, st, p) >= future->dp_cost - dp_discount(future, active);
}

/* Futures come from the hand, level M ones from the Destiny Zone. */
static void futures(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int evo, dcg_dbe_decision *d)
{
    const dbe_card *active = dbe_active_card(ctx, st, p), *e = evo < 0 ? NULL : dbe_inst(ctx, st, evo);
    static const int zones[2] = {DBE_ZONE_HAND, DBE_ZONE_DESTINY};
    for (int k = 0; k < 2; k++) {
        const dbe_pile *z = &st->p[p].z[zones[k]];
        for (int i = 0; i < z->n && d->n < DCG_DBE_MAX_OPTIONS; i++) {
            const dbe_card *f = dbe_inst(ctx, st, z->c[i]);
            if ((f->level == DBE_LEVEL_M) != (zones[k] == DBE_ZONE_DESTINY)) continue;
            if (!legal(ctx, st, p, active, f, e)) continue;
            dcg_dbe_option *o = &d->options[d->n++];
            o->kind = DBE_OPT_EVOLVE;
            o->card = (int16_t)z->c[i];
            o->with = (int16_t)evo;
            o->attack = -1;
            /* by DP with flats: the same, but 10 DP more to remove a flat (Glossary: Flatten) */
            if (!e && st->p[p].flat && dbe_dp(ctx, st, p) >= f->dp_cost - dp_discount(f, active) + 10 &&
                d->n < DCG_DBE_MAX_OPTIONS) {
                d->options[d->n] = *o;
                d->options[d->n++].attack = 1;
            }
        }
    }
}

/* Evolving by DNA: a future whose evo-box names two materials (by name, type or
** level: evolve_dna.c); the active is one of them, a hand card the other. The
** future comes from the hand, a level M one from the Destiny Zone. Not for an
** abnormal active, nor after an EVOLVE card (a DNA future is the turn's one). */
static void dna_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, dcg_dbe_decision *d)
{
    const dbe_card *active = dbe_active_card(ctx, st, p);
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    static const int zones[2] = {DBE_ZONE_HAND, DBE_ZONE_DESTINY};
    if (st->p[p].abnormal) return;
    for (int z = 0; z < 2; z++) {
        const dbe_pile *from = &st->p[p].z[zones[z]];
        for (int i = 0; i < from->n; i++) {
            const dbe_card *f = dbe_inst(ctx, st, from->c[i]);
            if (f->kind != DBE_CARD_DIGIMON || f->n_dna != 2) continue;
            if ((f->level == DBE_LEVEL_M) != (zones[z] == DBE_ZONE_DESTINY)) continue;
            for (int j = 0; j < h->n && d->n < DCG_DBE_MAX_OPTIONS; j++) {
                const dbe_card *m = dbe_inst(ctx, st, h->c[j]);
                if (h->c[j] == from->c[i]) continue;
                if (!(dbe_dna_material(f, 0, active) && dbe_dna_material(f, 1, m)) &&
                    !(dbe_dna_material(f, 1, active) && dbe_dna_material(f, 0, m)))
                    continue;
                dcg_dbe_option *o = &d->options[d->n++];
                o->kind = DBE_OPT_DNA;
                o->card = (int16_t)from->c[i];
                o->with = (int16_t)h->c[j];
                o->attack = -1;
            }
        }
    }
}

/* Evolution Phase: none, a future by DP, an Evolution card and a future, or DNA. */
void dbe_evolve_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    int p = st->turn_player;
    d->n = 0;
    dcg_dbe_option *o = &d->options[d->n++];
    memset(o, 0, sizeof *o);
    o->kind = DBE_OPT_DONE, o->card = o->with = -1, o->attack = -1;
    if (st->p[p].evolved || dbe_active(st, p) < 0) return;
    futures(ctx, st, p, -1, d);
    if (st->p[p].evolve_card) return;   /* the turn's one EVOLVE card is played: by DP only */
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    for (int i = 0; i < h->n; i++)
        if (dbe_inst(ctx, st, h->c[i])->kind == DBE_CARD_EVOLUTION) futures(ctx, st, p, h->c[i], d);
    dna_options(ctx, st, p, d);
    /* EVOLVE-timing cards other than Evolution cards: not for an abnormal active (Glossary: Abnormal) */
    for (int i = 0; i < h->n && d->n < DCG_DBE_MAX_OPTIONS && !st->p[p].abnormal; i++) {
        const dbe_card *c = dbe_inst(ctx, st, h->c[i]);
        if (!c->evolve_timing || c->kind == DBE_CARD_EVOLUTION) continue;
        dcg_dbe_option *e = &d->options[d->n++];
        e->kind = DBE_OPT_CARD, e->card = (int16_t)h->c[i], e->with = -1, e->attack = -1;
    }
}

/* Partner Evolution (Prep Phase): an active that is the deck's partner R may
** become one of the partner C's of the Destiny Zone at once (their evo-box
** names the partner), with its evo-box bonuses; the Evolution Phase then
** evolves no more (reading 18). */
void dbe_partner_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    int p = st->turn_player, a = dbe_active(st, p);
    const dbe_pile *z = &st->p[p].z[DBE_ZONE_DESTINY];
    d->n = 0;
    if (a < 0 || !dbe_is_partner(st, p, a) || st->p[p].evolved) return;
    const dbe_card *r = dbe_inst(ctx, st, a);
    for (int i = 0; i < z->n; i++) {
        const dbe_card *c = dbe_inst(ctx, st, z->c[i]);
        if (c->level != DBE_LEVEL_C || !box_names(c, r)) continue;
        if (!d->n) {
            dcg_dbe_option *o = &d->options[d->n++];
            o->kind = DBE_OPT_DONE, o->card = o->with = -1, o->attack = -1;
        }
        dcg_dbe_option *o = &d->options[d->n++];
        o->kind = DBE_OPT_CARD, o->card = (int16_t)z->c[i], o->with = -1, o->attack = -1;
    }
}

static void apply_bonuses(dcg_dbe_state *st, int p, const dbe_card *from, const dbe_card *to)
{
    dbe_player *pl = &st->p[p];
    for (int i = 0; i < to->n_bonus; i++) {
        const dbe_bonus *b = &to->bonus[i];
        if (!dbe_card_named(from, b->from)) continue;
        if (b->draw) dbe_draw(st, p, b->draw);
        pl->hp = (int16_t)(pl->hp + b->hp);
        pl->perm_power = (int16_t)(pl->perm_power + b->power);
    }
}

void dbe_partner_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int partner_c)
{
    const dbe_card *from = dbe_active_card(ctx, st, p), *to = dbe_inst(ctx, st, partner_c);
    dbe_move(st, p, partner_c, DBE_ZONE_DESTINY, DBE_ZONE_ACTIVE);
    st->p[p].evolved = 1;
    reset_active(ctx, st, p);
    apply_bonuses(st, p, from, to);
    dbe_logf(ctx, "P%d partner-evolves %s into %s", p + 1, from->name, to->name);
}

/* DNA: the future on the active, the material to the trash (reading 17);
** DP ignored and kept, no evo-box bonus. */
void dbe_evolve_dna(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int material)
{
    const dbe_card *from = dbe_active_card(ctx, st, p);
    int zone = dbe_pile_find(&st->p[p].z[DBE_ZONE_HAND], future) >= 0 ? DBE_ZONE_HAND : DBE_ZONE_DESTINY;
    dbe_move(st, p, material, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    dbe_move(st, p, future, zone, DBE_ZONE_ACTIVE);
    st->p[p].evolved = 1;
    st->p[p].evolve_card = 1;   /* a DNA future counts as the turn's EVOLVE card */
    reset_active(ctx, st, p);
    dbe_logf(ctx, "P%d evolves %s and %s by DNA into %s", p + 1, from->name, dbe_inst(ctx, st, material)->name,
             dbe_inst(ctx, st, future)->name);
}

void dbe_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int evo, bool remove_flat)
{
    dbe_player *pl = &st->p[p];
    const dbe_card *from = dbe_active_card(ctx, st, p), *to = dbe_inst(ctx, st, future);
    const dbe_card *e = evo < 0 ? NULL : dbe_inst(ctx, st, evo);
    int zone = dbe_pile_find(&pl->z[DBE_ZONE_HAND], future) >= 0 ? DBE_ZONE_HAND : DBE_ZONE_DESTINY;
    dbe_move(st, p, future, zone, DBE_ZONE_ACTIVE);
    pl->evolved = 1;
    if (evo >= 0) pl->evolve_card = 1;   /* an Evolution card is the turn's EVOLVE card */
    if (remove_flat && pl->flat) pl->flat--;
    reset_active(ctx, st, p);
    dbe_logf(ctx, "P%d evolves %s into %s%s%s", p + 1, from->name, to->name, e ? " with " : " by DP",
             e ? e->name : "");
    apply_bonuses(st, p, from, to); /* the evo-box bonuses the previous Digimon's name qualifies for */
    if (evo >= 0) dbe_move(st, p, evo, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    /* Discard all DP, unless ignoring DP: a condition met, not a price paid. */
    if (!(e && e->ev_ignore_dp)) {
        while (pl->z[DBE_ZONE_DP].n) dbe_take_top(st, p, DBE_ZONE_DP, DBE_ZONE_TRASH);
        pl->dp_mod = 0;
    }
}

/* ---- evolution by a card's effect (Effect Evolution; Glossary terms in the
** Evolution Phase's terminology: "as evolved", Downgrade) -------------------- */

const char *const dbe_efx_names[] = {"effect", "valid", "downgrade", "as_evolved", NULL};

/* Where p's future lies: the hand, a level M's the Destiny Zone; -1 neither. */
static int future_zone(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int future)
{
    int z = dbe_inst(ctx, st, future)->level == DBE_LEVEL_M ? DBE_ZONE_DESTINY : DBE_ZONE_HAND;
    return dbe_pile_find(&st->p[p].z[z], future) >= 0 ? z : -1;
}

/* May an effect change p's active into future, how (DBE_EFX_...)? By default
** with no requirement, DP ignored; "valid" by the by-DP rules (level, type or
** evo-box name, not abnormal, DP cost: reading R10-A-1); Downgrade one level
** down (reading R10-A-3). In the Evolve Phase an evolution (not "as evolved")
** is the turn's one act of evolving: refused once it is used (reading R10-A-2). */
bool dbe_effect_future_ok(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int future, int how)
{
    if (dbe_active(st, p) < 0 || future_zone(ctx, st, p, future) < 0) return false;
    const dbe_card *a = dbe_active_card(ctx, st, p), *f = dbe_inst(ctx, st, future);
    if (f->kind != DBE_CARD_DIGIMON) return false;
    if (how != DBE_EFX_AS_EVOLVED && st->phase == DBE_PHASE_EVOLUTION && st->p[p].evolved) return false;
    if (how == DBE_EFX_VALID) return legal(ctx, st, p, a, f, NULL);
    if (how == DBE_EFX_DOWNGRADE) return f->level + 1 == a->level;
    return true;
}

/* The future on top of the active stack. An evolution re-checks abnormal and
** gives the evo-box bonuses the previous name qualifies for; DP stays (ignored).
** "As evolved" only resets the stats to the printed ones: no abnormal check, no
** bonus, not an act of evolving (reading R10-A-4). False when refused. */
bool dbe_effect_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int how)
{
    if (!dbe_effect_future_ok(ctx, st, p, future, how)) return false;
    const dbe_card *from = dbe_active_card(ctx, st, p), *to = dbe_inst(ctx, st, future);
    dbe_move(st, p, future, future_zone(ctx, st, p, future), DBE_ZONE_ACTIVE);
    if (how == DBE_EFX_AS_EVOLVED) {
        reset_stats(ctx, st, p);
        dbe_logf(ctx, "P%d's %s becomes %s as evolved (HP %d)", p + 1, from->name, to->name, st->p[p].hp);
        return true;
    }
    if (st->phase == DBE_PHASE_EVOLUTION) st->p[p].evolved = 1;
    reset_active(ctx, st, p);
    apply_bonuses(st, p, from, to);
    dbe_logf(ctx, "P%d's %s %s into %s by an effect (HP %d)", p + 1, from->name,
             how == DBE_EFX_DOWNGRADE ? "downgrades" : "evolves", to->name, st->p[p].hp);
    return true;
}

/* An EVOLVE-timing card from the hand (Evolution Phase; Choose an Evolution
** Method, fact 2): the turn's one; it goes to the trash (the Evolve zone is not
** modelled) and its 'evolve' effect runs; the evolution itself is asked next. */
void dbe_play_evolve_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int card)
{
    st->p[p].evolve_card = 1;
    dbe_move(st, p, card, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    dbe_logf(ctx, "P%d plays the EVOLVE card %s", p + 1, dbe_inst(ctx, st, card)->name);
    dbe_script_call(ctx, st, st->inst_card[card], "evolve", p, false, NULL);
}
