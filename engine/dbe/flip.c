/* flip.c: flip cards (docs/dbe.md, readings R10-D-1 to R10-D-3; Glossary: Flip /
** Flip Cards / Star / Moon / Initial side; Deck Construction: Flip Cards).
**
** A flip card is two sides under one card number, each side with its own facts
** and its symbol (star or moon). The loader keeps each side as a card of its
** own, the second just after the first; an instance's card (inst_card) is the
** side it shows, so copies, hashes, observations, determinized samples and
** replays carry the side with no more state. The flip action turns an instance
** over to its other side; deck limits count both sides as one card. */
#include "dbe.h"
#include <cjson/cJSON.h>
#include <lauxlib.h>
#include <lua.h>
#include <string.h>
#include <strings.h>

const char *dbe_side_name(int side) { return side == DBE_SIDE_STAR ? "star" : side == DBE_SIDE_MOON ? "moon" : ""; }

static int side_of_word(const char *w)
{
    return !strcasecmp(w, "star") ? DBE_SIDE_STAR : !strcasecmp(w, "moon") ? DBE_SIDE_MOON : DBE_SIDE_NONE;
}

int dbe_card_base(const dcg_dbe_ctx *ctx, int card) { return ctx->cards[card].back ? ctx->cards[card].flip : card; }

static int flip_fail(dcg_dbe_ctx *ctx, const char *number, const char *what)
{
    snprintf(ctx->err, sizeof ctx->err, "dbe card %s: %s", number, what);
    return -1;
}

/* The card's symbol (field "side") and, with "flip", its other side: an
** object of the same fields but "number" (both sides share it), "flip" and
** "initial" (the up arrow marks the first side: Glossary, Initial side). */
int dbe_flip_load(dcg_dbe_ctx *ctx, int front, const void *json)
{
    const cJSON *o = json, *flip = cJSON_GetObjectItemCaseSensitive(o, "flip");
    const cJSON *side = cJSON_GetObjectItemCaseSensitive(o, "side"), *init = cJSON_GetObjectItemCaseSensitive(o, "initial");
    dbe_card *c = &ctx->cards_rw[front];
    char number[sizeof c->number];
    memcpy(number, c->number, sizeof number);
    if (!flip && !side && !init) return 0;
    if (!flip) return flip_fail(ctx, number, "'side' and 'initial' belong to a flip card (one with a 'flip' side)");
    if (!cJSON_IsObject(flip)) return flip_fail(ctx, number, "'flip' is an object: the card's other side");
    if (init && !cJSON_IsBool(init)) return flip_fail(ctx, number, "'initial' is true or false");
    c->side = (uint8_t)(cJSON_IsString(side) ? side_of_word(side->valuestring) : DBE_SIDE_NONE);
    if (!c->side) return flip_fail(ctx, number, "'side' is star or moon (the symbol of the card's first side)");
    if (cJSON_GetObjectItemCaseSensitive(flip, "number"))
        return flip_fail(ctx, number, "'flip.number': both sides share the card's number, the flip side has none");
    if (cJSON_GetObjectItemCaseSensitive(flip, "initial"))
        return flip_fail(ctx, number, "'flip.initial': the initial side is the card's first side (the up arrow)");
    if (cJSON_GetObjectItemCaseSensitive(flip, "flip")) return flip_fail(ctx, number, "'flip.flip': a card has two sides");
    const cJSON *bside = cJSON_GetObjectItemCaseSensitive(flip, "side");
    int bs = cJSON_IsString(bside) ? side_of_word(bside->valuestring) : DBE_SIDE_NONE;
    if (!bs || bs == c->side)
        return flip_fail(ctx, number, "'flip.side' is the other symbol (star and moon: one side each)");
    if (ctx->n_cards >= DBE_MAX_CARDS) return flip_fail(ctx, number, "no room for its flip side (too many cards)");
    cJSON *b = cJSON_Duplicate(flip, 1);
    if (!b || !cJSON_AddStringToObject(b, "number", number)) {
        cJSON_Delete(b);
        return flip_fail(ctx, number, "out of memory");
    }
    int back = ctx->n_cards;
    int rc = dbe_card_parse(ctx, &ctx->cards_rw[back], b);
    cJSON_Delete(b);
    if (rc) { /* name the side: "dbe card DBE-130: 'hp' ..." becomes "dbe card DBE-130, flip side: 'hp' ..." */
        char what[200];
        const char *colon = strstr(ctx->err, ": ");
        snprintf(what, sizeof what, "%.190s", colon ? colon + 2 : ctx->err);
        snprintf(ctx->err, sizeof ctx->err, "dbe card %s, flip side: %s", number, what);
        return -1;
    }
    c = &ctx->cards_rw[front];
    dbe_card *k = &ctx->cards_rw[back];
    c->initial = (uint8_t)cJSON_IsTrue(init);
    c->flip = (int16_t)back;
    k->side = (uint8_t)bs;
    k->back = 1;
    k->flip = (int16_t)front;
    ctx->n_cards++;
    return 0;
}

/* Deck Construction, Flip Cards: a line "COUNT NUMBER SIDE" starts those
** copies on that side; a card with an initial side starts on it (reading R10-D-2). */
int dbe_deck_side(const dcg_dbe_ctx *ctx, int card, const char *word, dcg_status *why, char *msg, size_t size)
{
    const dbe_card *c = &ctx->cards[card];
    int s = side_of_word(word);
    if (!s) {
        *why = DCG_EPARSE;
        snprintf(msg, size, "expected 'COUNT NUMBER' or 'COUNT NUMBER SIDE' (a side is star or moon, not '%s'):", word);
        return -1;
    }
    if (!c->side) {
        *why = DCG_EPARSE;
        snprintf(msg, size, "a side ('%s') is named for a card that is not a flip card:", word);
        return -1;
    }
    int want = c->side == s ? card : c->flip;
    if (c->initial && want != card) {
        *why = DCG_EDECK;
        snprintf(msg, size, "a flip card with an initial side begins on it (%s), not %s:", dbe_side_name(c->side), word);
        return -1;
    }
    return want;
}

/* A script's file: "DBE-130" is the card (its first side), "DBE-130.moon" its moon side. */
int dbe_script_card_find(const dcg_dbe_ctx *ctx, const char *name)
{
    const char *dot = strrchr(name, '.');
    if (!dot || !side_of_word(dot + 1)) return dcg_dbe_card_find(ctx, name);
    char number[64];
    snprintf(number, sizeof number, "%.*s", (int)(dot - name), name);
    int card = dcg_dbe_card_find(ctx, number);
    if (card < 0 || !ctx->cards[card].side) return -1;
    return ctx->cards[card].side == side_of_word(dot + 1) ? card : ctx->cards[card].flip;
}

/* Glossary: Flip: the card turns over to its other side; what it is from then
** is that side's (an active keeps its current HP, reading R10-D-3). */
bool dbe_flip(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int inst)
{
    const dbe_card *c = dbe_inst(ctx, st, inst);
    if (!c->side) return false;
    const dbe_card *to = &ctx->cards[c->flip];
    st->inst_card[inst] = (uint16_t)c->flip;
    dbe_logf(ctx, "P%d's %s flips (%s) to %s (%s)", st->inst_owner[inst] + 1, c->name, dbe_side_name(c->side), to->name,
             dbe_side_name(to->side));
    return true;
}

/* A copy of a flip card whose player chose its side (no initial side): the
** first side + 1, so determinize knows both sides without the card facts. */
uint16_t dbe_flip_free(const dcg_dbe_ctx *ctx, int card)
{
    int base = dbe_card_base(ctx, card);
    const dbe_card *c = &ctx->cards[base];
    return c->side && !c->initial ? (uint16_t)(base + 1) : 0;
}

/* Whether the card at index i of p's zone shows its side to p's opponent: not in
** a deck, hand, Dark Area or face-down side pile (the gems at its bottom are face
** up), nor as a Support played blind and not yet revealed (Supporting). */
bool dbe_side_public(const dcg_dbe_state *st, int p, int zone, int i)
{
    const dbe_player *pl = &st->p[p];
    switch (zone) {
    case DBE_ZONE_DECK: case DBE_ZONE_HAND: case DBE_ZONE_DARK: return false;
    case DBE_ZONE_SIDE: return i < pl->gems_up;
    case DBE_ZONE_SUPPORT: return !(i == 0 && pl->sup_blind && st->phase < DBE_PHASE_BATTLE);
    default: return true;
    }
}

/* Which side the other's hidden copies show is not known to the viewer (the
** list chose it: reading R10-D-8), unless they saw it (inst_side_seen: in play,
** shown, a face-up gem, then hidden again): before the redeal, each unseen one
** shows its first side (so the sorted pool holds no trace of the sides); after
** it, a side drawn from g. */
void dbe_flip_sample(dcg_dbe_state *st, int p, const int *zones, int nz, const uint8_t *keep, uint64_t *g)
{
    for (int k = 0; k < nz; k++) {
        const dbe_pile *z = &st->p[p].z[zones[k]];
        for (int i = 0; i < z->n; i++) {
            int inst = z->c[i], base = st->inst_flip_free[inst] - 1;
            if (base < 0 || keep[inst] || st->inst_side_seen[inst]) continue;
            st->inst_card[inst] = (uint16_t)(base + (g ? (int)dcg_rng_below_words(g, 2) : 0));
        }
    }
}

/* ---- the scripts' API ------------------------------------------------------------ */

/* dbe.flip(card): turns a flip card over; false (nothing done) for another card. */
static int l_flip(lua_State *L)
{
    int inst = dbe_lua_card(L, 1);
    dcg_dbe_ctx *ctx = dbe_lua_ctx(L);
    return lua_pushboolean(L, dbe_flip(ctx, ctx->cur, inst)), 1;
}

/* dbe.side(card): "star" or "moon", the side it shows; nil for a card that is not a flip card. */
static int l_side(lua_State *L)
{
    int inst = dbe_lua_card(L, 1);
    dcg_dbe_ctx *ctx = dbe_lua_ctx(L);
    const dbe_card *c = dbe_inst(ctx, ctx->cur, inst);
    if (!c->side) return lua_pushnil(L), 1;
    return lua_pushstring(L, dbe_side_name(c->side)), 1;
}

void dbe_script_flip_api(lua_State *L)
{
    static const luaL_Reg fns[] = {{"flip", l_flip}, {"side", l_side}, {NULL, NULL}};
    luaL_setfuncs(L, fns, 0);
}
