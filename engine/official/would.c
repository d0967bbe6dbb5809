/* would.c: the procedures "would" effects interrupt (15-8-5): a card to be
** played (7-1-2-2), by DigiXros (7-2-2-2, 7-2-3-1) or Assembly (7-3-2-2,
** 7-3-3-1), a digivolution (8-1-2-4; by DNA, both Digimon, 8-2; Burst, 8-3;
** App Fusion, 8-4), an Option to be used, in the main
** phase or as a [Counter] (9-1-6), a link (10-1-2-3). When one of its
** immediate effects may trigger, the action is declared as an F_WOULD
** frame: the card is revealed (the Digimon and the requirement chosen with
** it), its effects activate in a rules step (so they may ask), then the
** procedure goes on if it still can: the card where it was revealed, the
** Digimon still there (meeting the link requirement), room, an Option's
** colours on its player's field (9-1-1), the cost after the effects'
** reductions payable. If not, nothing more happens: the card
** stays where it was, no memory moves (7-1-2-3, 8-1-2-6, 9-1-8). An
** Assembly is declared after the effects (7-3-2-2); a DigiXros option
** names its cards already: they are placed only when the play goes on, and
** one of them gone stops it (7-2-2-11: nothing was placed yet); then each
** chosen Digimon of the battle area would leave it (7-2-2-7), its "would
** leave" effects first: one they keep there is not placed (7-2-2-3); a
** Digimon of the battle area linking leaves it too (10-1-1). Effects'
** plays, digivolutions and links run the same effects (script/api.c). */
#include "internal.h"
#include "script/script.h"

static int procedure_of(int kind)
{
    switch (kind) {
    case DCG_OPT_DIGIVOLVE:
    case DCG_OPT_DNA:
    case DCG_OPT_BURST:
    case DCG_OPT_APP_FUSION: return WOULD_DIGIVOLVE;
    case DCG_OPT_USE: return WOULD_BE_USED;
    case DCG_OPT_LINK: return WOULD_LINK;
    default: return WOULD_BE_PLAYED;
    }
}

/* The Digimon of the procedure: the one digivolving or linked to. */
static uint16_t digimon_of(const dcg_option *o)
{
    return procedure_of(o->kind) == WOULD_DIGIVOLVE || o->kind == DCG_OPT_LINK ? o->perm : 0;
}

/* The other Digimon that would digivolve: a DNA digivolution's (8-2). */
static uint16_t partner_of(const dcg_option *o)
{
    return o->kind == DCG_OPT_DNA ? o->target : 0;
}

/* Does procedure o take a Digimon from the battle area whose "would
** leave" effects may activate, in a rules step: one a DigiXros places
** (7-2-2-3), one whose top card links to another (10-1-1)? */
static bool leave_watched(dcg_ctx *ctx, const dcg_state *st, const dcg_option *o)
{
    const side *pl = &st->pl[card_owner(o->card)];
    uint16_t from = o->kind == DCG_OPT_LINK ? dcg_perm_topped_by(st, o->card) : 0;
    if (from) return dcg_leave_watched(ctx, st, from);
    for (int k = 0; k < DCG_MAX_PARTS; k++) {
        int code = dcg_xros_material(o, k);
        if (code >= DCG_XROS_BATTLE && dcg_leave_watched(ctx, st, pl->battle[code - DCG_XROS_BATTLE].id)) return true;
    }
    return false;
}

bool dcg_would_declare(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    if (!dcg_procedure_watched(ctx, st, procedure_of(o->kind), o->card, digimon_of(o), partner_of(o)) && !leave_watched(ctx, st, o)) return false;
    frame *f = dcg_push(st, F_WOULD);
    f->player = (uint8_t)card_owner(o->card);
    f->flags = (uint8_t)o->kind;
    f->card = o->card;
    f->a = o->perm;
    f->b = o->target;
    f->n = o->cost;
    f->step = o->req;
    dcg_emit(ctx, DCG_EV_REVEAL, f->player, o->card, 0, 0, 0); /* 7-1-3-1, 8-1-3-1, 9-1-9-1, 10-1-3-1 */
    return true;
}

uint16_t dcg_perm_topped_by(const dcg_state *st, int card)
{
    const side *pl = &st->pl[card_owner(card)];
    for (int i = -1; i < pl->n_battle; i++) {
        const perm *q = i < 0 ? &pl->breeding : &pl->battle[i];
        if (q->id != DCG_NO_PERM && perm_top(q) == card) return q->id;
    }
    return 0;
}

/* The permanent each of the n cards tops (0: none); how many do. */
static int tops_of(const dcg_state *st, const int *cards, int n, uint16_t *tops)
{
    int on_field = 0;
    for (int i = 0; i < n; i++) on_field += (tops[i] = dcg_perm_topped_by(st, cards[i])) != 0;
    return on_field;
}

static bool still_among(const uint16_t *ids, int n, uint16_t id)
{
    for (int i = 0; i < n; i++)
        if (ids[i] == id) return true;
    return false;
}

/* The link cards of pm into links; how many. */
static int linked(const perm *pm, uint16_t *links)
{
    for (int k = 0; k < pm->links; k++) links[k] = (uint16_t)perm_link(pm, k);
    return pm->links;
}

/* Can procedure o of player p still go on after its "would" effects? The
** card still in zone (topping its Digimon `from`), the cost payable, and
** what the kind needs: a DigiXros's materials (*n into under) still there,
** those of the battle area the same Digimon as tops[]. */
static bool still_possible(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o, int zone, uint16_t from, int *under,
                           int *n, const uint16_t *tops)
{
    if (st->zone[o->card] != zone || (from && dcg_perm_topped_by(st, o->card) != from) || !dcg_can_pay(st, p, o->cost)) return false;
    const perm *pm = dcg_perm(st, o->perm);
    uint16_t now[DCG_MAX_PARTS], tamers[DCG_MAX_PERMS], links[DCG_MAX_STACK];
    switch (o->kind) {
    case DCG_OPT_DIGIVOLVE: return pm && perm_room(pm) > 0;
    case DCG_OPT_DNA: return pm && dcg_perm(st, o->target) && dcg_dna_fits(ctx, st, o->card, pm, dcg_perm(st, o->target));
    case DCG_OPT_BURST: return pm && dcg_burst_fits(ctx, st, o->card, pm) && still_among(tamers, dcg_burst_tamers(ctx, st, o->card, tamers), o->target);
    case DCG_OPT_APP_FUSION: return pm && still_among(links, linked(pm, links), o->target) && dcg_app_fusion_fits(ctx, st, o->card, pm, o->target);
    case DCG_OPT_LINK: return pm && dcg_link_fits(ctx, st, o->card, pm) && (!o->target || st->zone[o->target - 1] == DCG_ZONE_LINK);
    case DCG_OPT_USE: /* 9-1-1: still met; nothing forbids it now (EX1-072) */
        return dcg_use_colors_met(ctx, st, p, o->card) && !dcg_player_cannot(ctx, st, p, CANNOT_USE_OPTIONS);
    case DCG_OPT_ASSEMBLY: return dcg_assembly_possible(ctx, st, o->card);
    case DCG_OPT_DIGIXROS: {
        int was = *n;
        if ((*n = dcg_xros_under(ctx, st, o, under)) != was) return false;
        int from_battle = tops_of(st, under, *n, now);
        return !memcmp(now, tops, sizeof *now * (size_t)*n) && st->pl[p].n_battle - from_battle < DCG_MAX_PERMS;
    }
    default: return st->pl[p].n_battle < DCG_MAX_PERMS;
    }
}

int dcg_xros_leave(dcg_ctx *ctx, dcg_state *st, int p, int *under, int n)
{
    uint16_t tops[DCG_MAX_STACK];
    bool stays[DCG_MAX_STACK] = {0};
    tops_of(st, under, n, tops);
    for (int k = 0; k < n; k++) {
        if (!tops[k] || dcg_perm_topped_by(st, under[k]) != tops[k]) continue;
        stays[k] = !dcg_would_leave(ctx, st, tops[k]);
        if (ctx->asking) return -1;
    }
    int placed = 0, from_battle = 0;
    for (int k = 0; k < n; k++) {
        bool there = tops[k] ? dcg_perm_topped_by(st, under[k]) == tops[k] : st->zone[under[k]] == DCG_ZONE_HAND;
        if (!there || stays[k]) continue;
        from_battle += tops[k] != 0;
        under[placed++] = under[k];
    }
    return st->pl[p].n_battle - from_battle < DCG_MAX_PERMS ? placed : -1;
}

/* A DigiXros after its cards' "would leave" effects (dcg_xros_leave): its
** cost for the n placed (7-2-3-3), the effects' reductions (less) after,
** into o; can it go on, the card still where it was revealed (zone)? */
static bool xros_goes_on(dcg_ctx *ctx, dcg_state *st, int p, dcg_option *o, int zone, int n, int less, int set)
{
    int cost = dcg_xros_cost(ctx, st, o->card, n);
    if (set) cost = set - 1 - (dcg_xros_cost(ctx, st, o->card, 0) - cost); /* the cost set, then the DigiXros's reduction */
    cost -= less;
    o->cost = (int8_t)(cost > 0 ? cost : 0);
    return n >= 0 && st->zone[o->card] == zone && dcg_can_pay(st, p, o->cost);
}

void dcg_would_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    dcg_option o = {.kind = f->flags, .card = f->card, .perm = f->a, .target = f->b, .cost = (int8_t)f->n, .req = f->step};
    int p = f->player, zone = st->zone[o.card], under[DCG_MAX_PARTS], n = 0;
    uint16_t from = dcg_perm_topped_by(st, o.card), tops[DCG_MAX_PARTS];
    if (o.kind == DCG_OPT_DIGIXROS) n = dcg_xros_under(ctx, st, &o, under), tops_of(st, under, n, tops); /* as declared */
    int less = dcg_procedure_would(ctx, st, procedure_of(o.kind), o.card, digimon_of(&o), partner_of(&o), o.cost);
    if (less < 0) return; /* a question waits: the step runs again with its answer */
    int set = ctx->would_set_to; /* a play cost an effect set (EX2-055) */
    dcg_pop(st);
    o.cost = (int8_t)dcg_would_cost(ctx, o.cost, less); /* a digivolution's raise too (EX3-016): unpayable, it fails */
    if (!still_possible(ctx, st, p, &o, zone, from, under, &n, tops)) return;
    if (o.kind == DCG_OPT_LINK && from && /* its Digimon leaves the battle area (10-1-1): kept there, it can't link */
        (!dcg_would_leave(ctx, st, from) || !still_possible(ctx, st, p, &o, zone, from, under, &n, tops)))
        return; /* or a question waits */
    if (o.kind == DCG_OPT_DIGIXROS && n > 0) { /* named cards: a by-count one asks them next (xros.c) */
        int placed = dcg_xros_leave(ctx, st, p, under, n);
        if (ctx->asking || !xros_goes_on(ctx, st, p, &o, zone, placed, less, set)) return;
        n = placed;
    }
    dcg_procedure_end(ctx, st, p, &o, under, n);
}
