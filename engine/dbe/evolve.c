/* evolve.c: the active Digimon: playing one (Prep Phase, Abnormal) and the
** Evolution Phase's evolving by DP and by Evolution card (docs/dbe.md). */
#include "dbe.h"
#include <string.h>

/* Abnormal (Glossary): an active with fewer cards under it than its level
** asks (R 0, C 1, U 2, M 3); checked when played and when evolving. */
static void reset_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    const dbe_card *c = dbe_active_card(ctx, st, p);
    pl->abnormal = (uint8_t)(pl->z[DBE_ZONE_ACTIVE].n - 1 < c->level);
    pl->hp = (int16_t)(pl->abnormal ? dbe_abnormal_stat(c->hp, c->level) : c->hp);
    if (pl->hp < 10) pl->hp = 10;
    memset(pl->boost, 0, sizeof pl->boost);
    pl->perm_power = 0;
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

/* Evolving by DNA: a future whose evo-box names two materials; the active
** is one of them, a hand card the other. Not for an abnormal active (a DNA
** future counts as an EVOLVE card). */
static void dna_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, dcg_dbe_decision *d)
{
    const dbe_card *active = dbe_active_card(ctx, st, p);
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    if (st->p[p].abnormal) return;
    for (int i = 0; i < h->n; i++) {
        const dbe_card *f = dbe_inst(ctx, st, h->c[i]);
        if (f->kind != DBE_CARD_DIGIMON || f->n_dna != 2) continue;
        for (int k = 0; k < 2; k++) {
            if (!dbe_card_named(active, f->dna[k])) continue;
            for (int j = 0; j < h->n && d->n < DCG_DBE_MAX_OPTIONS; j++) {
                const dbe_card *m = dbe_inst(ctx, st, h->c[j]);
                /* Glossary: DATA: a DATA card is a DNA material of the name it is DATA of */
                bool named = m->kind == DBE_CARD_DATA ? dbe_name_matches(f->dna[1 - k], m->data_name)
                                                      : dbe_card_named(m, f->dna[1 - k]);
                if (j == i || !named) continue;
                dcg_dbe_option *o = &d->options[d->n++];
                o->kind = DBE_OPT_DNA;
                o->card = (int16_t)h->c[i];
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
    const dbe_pile *h = &st->p[p].z[DBE_ZONE_HAND];
    for (int i = 0; i < h->n; i++)
        if (dbe_inst(ctx, st, h->c[i])->kind == DBE_CARD_EVOLUTION) futures(ctx, st, p, h->c[i], d);
    dna_options(ctx, st, p, d);
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
    dbe_move(st, p, material, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    dbe_move(st, p, future, DBE_ZONE_HAND, DBE_ZONE_ACTIVE);
    st->p[p].evolved = 1;
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
