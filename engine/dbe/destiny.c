/* destiny.c: the Destiny Zone's special cards in a game (docs/dbe.md): the
** Mastery set on top of the zone (Pre-Game Setup, Inspect), and the Proxy played
** as a Support by discarding the partner (Glossary: Proxy). A card that came
** from the Destiny Zone is deleted when it leaves play (Glossary: Delete). */
#include "dbe.h"

void dbe_setup_destiny(const dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    dbe_pile *dz = &pl->z[DBE_ZONE_DESTINY];
    for (int i = 0; i < dz->n; i++)
        if (dbe_inst(ctx, st, dz->c[i])->kind == DBE_CARD_MASTERY) {
            dbe_move(st, p, dz->c[i], DBE_ZONE_DESTINY, DBE_ZONE_DESTINY); /* to the top */
            break;
        }
    /* the gem cards set face up on the side pile are the player's choice (deck.c, S_GEMS) */
}

/* Glossary: Proxy: the Proxy of the Destiny Zone as the Support, with the partner R from the hand discarded. */
void dbe_proxy_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p)
{
    const dbe_pile *dz = &st->p[p].z[DBE_ZONE_DESTINY], *h = &st->p[p].z[DBE_ZONE_HAND];
    for (int i = 0; i < dz->n; i++) {
        const dbe_card *c = dbe_inst(ctx, st, dz->c[i]);
        if (!c->proxy || !c->support) continue;
        for (int j = 0; j < h->n && d->n < DCG_DBE_MAX_OPTIONS; j++) {
            if (!dbe_is_partner(st, p, h->c[j])) continue;
            dcg_dbe_option *o = &d->options[d->n++];
            o->kind = DBE_OPT_PROXY;
            o->card = (int16_t)dz->c[i];
            o->with = (int16_t)h->c[j];
            o->attack = -1;
            break; /* copies of the partner are one choice */
        }
    }
}

void dbe_proxy_play(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int proxy, int partner)
{
    dbe_move(st, p, partner, DBE_ZONE_HAND, DBE_ZONE_TRASH);
    dbe_move(st, p, proxy, DBE_ZONE_DESTINY, DBE_ZONE_SUPPORT);
    st->p[p].sup_card = (int8_t)proxy;
    dbe_logf(ctx, "P%d discards the partner for the Proxy %s", p + 1, dbe_inst(ctx, st, proxy)->name);
}

/* Where a card leaving play goes: deleted if it came from the Destiny Zone, else to `to`. */
int dbe_leave_to(const dcg_dbe_state *st, int inst, int to)
{
    return st->inst_destiny[inst] ? DBE_ZONE_DELETED : to;
}

/* Whether inst is p's partner R: the one copy declared (Deck Construction;
** reading 19), not every copy of its card. */
bool dbe_is_partner(const dcg_dbe_state *st, int p, int inst)
{
    return inst >= 0 && inst == st->p[p].partner_inst;
}
