/* view.c: a game as one viewer may see it, as JSON (dcg_view.h). */
#include "dcg_view.h"
#include <stdio.h>
#include <string.h>

int dcg_view_may_see(const dcg_state *st, const dcg_decision *d, int card, int viewer)
{
    if (card < 0 || card >= 2 * DCG_PLAYER_CARDS || dcg_zone_of(st, card) == DCG_ZONE_NONE) return 0;
    if (viewer == DCG_VIEW_ALL) return 1;
    if (viewer == DCG_VIEW_PUBLIC) return dcg_card_known(st, card, 0) && dcg_card_known(st, card, 1);
    if (dcg_card_known(st, card, viewer)) return 1;
    if (d && d->kind != DCG_DEC_NONE && d->player == viewer)
        for (int i = 0; i < d->n; i++)
            if (d->options[i].card == card) return 1;
    return 0;
}

cJSON *dcg_view_card(const dcg_card *c)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "number", c->number);
    cJSON_AddStringToObject(o, "name", c->name);
    cJSON_AddStringToObject(o, "kind", dcg_kind_name(c->kind));
    cJSON *colors = cJSON_AddArrayToObject(o, "colors");
    for (int b = 0; b < DCG_COLOR_COUNT; b++)
        if (c->colors & (1 << b)) cJSON_AddItemToArray(colors, cJSON_CreateString(dcg_color_name(1 << b)));
    cJSON_AddNumberToObject(o, "level", c->level);
    cJSON_AddNumberToObject(o, "cost", c->play_cost);
    cJSON_AddNumberToObject(o, "dp", c->dp);
    cJSON *evo = cJSON_AddArrayToObject(o, "evo");
    for (int i = 0; i < c->n_evo; i++) {
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "colors", c->evo[i].colors);
        cJSON_AddNumberToObject(e, "level", c->evo[i].level);
        cJSON_AddNumberToObject(e, "cost", c->evo[i].cost);
        cJSON_AddItemToArray(evo, e);
    }
    cJSON_AddNumberToObject(o, "keywords", (double)c->keywords);
    cJSON_AddNumberToObject(o, "sa", c->security_attack);
    cJSON_AddStringToObject(o, "form", c->form);
    cJSON_AddStringToObject(o, "attribute", c->attribute);
    cJSON_AddStringToObject(o, "types", c->types);
    cJSON_AddStringToObject(o, "effect", c->effect);
    cJSON_AddStringToObject(o, "inherited", c->inherited);
    cJSON_AddStringToObject(o, "security", c->security);
    return o;
}

cJSON *dcg_view_cards(const dcg_ctx *ctx)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < dcg_card_count(ctx); i++) cJSON_AddItemToArray(a, dcg_view_card(dcg_card_at(ctx, i)));
    return a;
}

/* What one call of dcg_view_json works with. */
typedef struct view {
    dcg_ctx *ctx;
    const dcg_state *st;
    const dcg_event *events;
    int n_events, viewer;
    dcg_decision dec;      /* the pending decision (kind DCG_DEC_NONE when over) */
    dcg_perm_info perms[2][64];
    int n_perms[2];
} view;

static int sees(const view *v, int card) { return dcg_view_may_see(v->st, &v->dec, card, v->viewer); }

/* The card index of instance card if the viewer may see it, else -1. */
static int card_seen(const view *v, int card) { return sees(v, card) ? dcg_card_of(v->st, card) : -1; }

static cJSON *card_ref(const view *v, int inst)
{
    cJSON *o = cJSON_CreateObject();
    int seen = sees(v, inst);
    cJSON_AddNumberToObject(o, "id", seen ? inst : -1);
    cJSON_AddNumberToObject(o, "card", seen ? dcg_card_of(v->st, inst) : -1);
    return o;
}

static cJSON *zone_json(const view *v, int p, int zone)
{
    uint8_t ids[256];
    int n = dcg_zone_cards(v->st, p, zone, ids, 256);
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n && i < 256; i++) cJSON_AddItemToArray(a, card_ref(v, ids[i]));
    return a;
}

static int zone_size(const view *v, int p, int zone) { return dcg_zone_cards(v->st, p, zone, NULL, 0); }

/* The top card (instance) of a permanent on the field, or of one deleted
** during the last call (its DELETE event names its top card), or DCG_NO_CARD. */
static int perm_top(const view *v, int id)
{
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < v->n_perms[p]; i++)
            if (v->perms[p][i].id == id) return v->perms[p][i].cards[v->perms[p][i].n - 1];
    for (int i = 0; i < v->n_events; i++)
        if (v->events[i].kind == DCG_EV_DELETE && v->events[i].perm == id && v->events[i].card != DCG_NO_CARD)
            return v->events[i].card;
    return DCG_NO_CARD;
}

static cJSON *player_json(const view *v, int p)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "deck", zone_size(v, p, DCG_ZONE_DECK));
    cJSON_AddNumberToObject(o, "eggs", zone_size(v, p, DCG_ZONE_EGGS));
    cJSON_AddNumberToObject(o, "security", zone_size(v, p, DCG_ZONE_SECURITY));
    cJSON_AddNumberToObject(o, "handCount", zone_size(v, p, DCG_ZONE_HAND));
    if (v->viewer == DCG_VIEW_ALL || v->viewer == p) cJSON_AddItemToObject(o, "hand", zone_json(v, p, DCG_ZONE_HAND));
    cJSON_AddItemToObject(o, "trash", zone_json(v, p, DCG_ZONE_TRASH));
    cJSON *a = cJSON_AddArrayToObject(o, "perms");
    for (int i = 0; i < v->n_perms[p]; i++) {
        const dcg_perm_info *pi = &v->perms[p][i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "id", pi->id);
        cJSON_AddBoolToObject(e, "breeding", pi->in_breeding);
        cJSON_AddBoolToObject(e, "suspended", pi->suspended);
        cJSON *cards = cJSON_AddArrayToObject(e, "cards"); /* bottom first; a face-down one as a hidden card (4-7-10) */
        for (int k = 0; k < pi->n; k++) cJSON_AddItemToArray(cards, card_ref(v, pi->cards[k]));
        cJSON *links = cJSON_AddArrayToObject(e, "links"); /* its link cards (4-9), oldest first */
        for (int k = 0; k < pi->n_links; k++) cJSON_AddItemToArray(links, card_ref(v, pi->links[k]));
        cJSON_AddNumberToObject(e, "dp", pi->dp);
        cJSON_AddNumberToObject(e, "keywords", (double)pi->keywords);
        cJSON_AddNumberToObject(e, "sa", pi->security_attack);
        cJSON_AddBoolToObject(e, "canAttack", pi->can_attack);
        cJSON_AddBoolToObject(e, "digimon", pi->digimon); /* also a Tamer treated as a Digimon (15-12-1-4) */
        cJSON_AddItemToArray(a, e);
    }
    return o;
}

static cJSON *decision_json(view *v)
{
    const dcg_decision *d = &v->dec;
    if (d->kind == DCG_DEC_NONE) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "kind", d->kind);
    cJSON_AddNumberToObject(o, "player", d->player);
    cJSON_AddNumberToObject(o, "source", card_seen(v, d->source));
    if (v->viewer != DCG_VIEW_ALL && v->viewer != d->player) return o; /* the options are the decider's to see */
    cJSON *a = cJSON_AddArrayToObject(o, "options");
    for (int i = 0; i < d->n; i++) {
        const dcg_option *op = &d->options[i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "kind", op->kind);
        cJSON_AddNumberToObject(e, "inst", sees(v, op->card) ? op->card : -1);
        cJSON_AddNumberToObject(e, "card", card_seen(v, op->card));
        cJSON_AddNumberToObject(e, "perm", op->perm);
        cJSON_AddNumberToObject(e, "target", op->target);
        cJSON_AddNumberToObject(e, "cost", op->cost);
        cJSON_AddNumberToObject(e, "req", op->req);
        cJSON_AddItemToArray(a, e);
    }
    /* what it leaves its player's memory at, where that is known (last: it answers copies, replacing the listing) */
    static dcg_decision scratch;
    scratch = *d;
    for (int i = 0, after; i < d->n; i++)
        if (dcg_option_memory(v->ctx, v->st, &scratch, i, &after))
            cJSON_AddNumberToObject(cJSON_GetArrayItem(a, i), "memoryAfter", after);
    return o;
}

static cJSON *events_json(const view *v)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < v->n_events; i++) {
        const dcg_event *raw = &v->events[i];
        dcg_event ev = v->viewer == DCG_VIEW_ALL ? *raw : dcg_event_view(v->st, raw, v->viewer == DCG_VIEW_PUBLIC ? 2 : v->viewer);
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", dcg_event_name(ev.kind));
        cJSON_AddNumberToObject(e, "player", ev.player);
        /* a card is named only if the viewer may see it now (a moved card: and saw it move) */
        int inst = ev.card == DCG_NO_CARD || !sees(v, ev.card) || (ev.kind == DCG_EV_MOVE && ev.def < 0) ? -1 : ev.card;
        cJSON_AddNumberToObject(e, "inst", inst);
        cJSON_AddNumberToObject(e, "card", inst < 0 ? -1 : ev.kind == DCG_EV_MOVE ? ev.def : dcg_card_of(v->st, inst));
        cJSON_AddStringToObject(e, "from", dcg_zone_name(ev.from));
        cJSON_AddStringToObject(e, "to", dcg_zone_name(ev.to));
        cJSON_AddNumberToObject(e, "perm", ev.perm);
        cJSON_AddNumberToObject(e, "permCard", ev.perm ? card_seen(v, perm_top(v, ev.perm)) : -1);
        cJSON_AddNumberToObject(e, "a", ev.a);
        cJSON_AddNumberToObject(e, "b", ev.b);
        if (ev.kind == DCG_EV_ATTACK && ev.a != DCG_PLAYER_TARGET)
            cJSON_AddNumberToObject(e, "targetCard", card_seen(v, perm_top(v, ev.a)));
        if (ev.kind == DCG_EV_SCRIPT_ERROR) cJSON_AddStringToObject(e, "error", dcg_script_error(v->ctx));
        cJSON_AddItemToArray(a, e);
    }
    return a;
}

cJSON *dcg_view_json(dcg_ctx *ctx, const dcg_state *st, const dcg_event *events, int n_events, int viewer,
                     int n_answers, int with_hash)
{
    static view v; /* large (the decision, the permanents): one at a time */
    v.ctx = ctx, v.st = st, v.events = events, v.n_events = n_events, v.viewer = viewer;
    if (dcg_decision_get(ctx, st, &v.dec) != DCG_OK) v.dec.kind = DCG_DEC_NONE, v.dec.n = 0;
    for (int p = 0; p < 2; p++) {
        v.n_perms[p] = dcg_perms(ctx, st, p, v.perms[p], 64);
        if (v.n_perms[p] > 64) v.n_perms[p] = 64; /* more than the engine's limit: never, but stay in the buffer */
    }
    cJSON *o = cJSON_CreateObject();
    if (with_hash) {
        char hash[24];
        snprintf(hash, sizeof hash, "%016llx", (unsigned long long)dcg_state_hash(st));
        cJSON_AddStringToObject(o, "hash", hash);
    }
    cJSON_AddNumberToObject(o, "turn", dcg_turn_number(st));
    cJSON_AddNumberToObject(o, "turnPlayer", dcg_turn_player(st));
    cJSON_AddStringToObject(o, "phase", dcg_phase_name(dcg_phase_of(st)));
    cJSON_AddNumberToObject(o, "memory", dcg_memory(st, 0));
    cJSON_AddNumberToObject(o, "winner", dcg_winner(st));
    cJSON_AddNumberToObject(o, "winReason", dcg_win_reason_of(st)); /* dcg_win_reason */
    cJSON_AddNumberToObject(o, "answers", n_answers);
    cJSON *players = cJSON_AddArrayToObject(o, "players");
    for (int p = 0; p < 2; p++) cJSON_AddItemToArray(players, player_json(&v, p));
    cJSON_AddItemToObject(o, "events", events_json(&v)); /* before the decision: its memoryAfter answers copies */
    cJSON_AddItemToObject(o, "decision", decision_json(&v));
    return o;
}
