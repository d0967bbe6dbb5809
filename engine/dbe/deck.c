/* deck.c: DBE deck lists and the Deck Construction rules (docs/dbe.md). */
#include "dbe.h"
#include "files.h"
#include <stdlib.h>
#include <string.h>

static dcg_status bad(dcg_dbe_ctx *ctx, dcg_status s, const char *name, int line, const char *what, const char *card)
{
    if (line) snprintf(ctx->err, sizeof ctx->err, "%s:%d: %s%s%s", name, line, what, card ? " " : "", card ? card : "");
    else snprintf(ctx->err, sizeof ctx->err, "%s: %s%s%s", name, what, card ? " " : "", card ? card : "");
    return s;
}

/* DATA card Legality: a DATA card's name is the name of a Destiny Zone card,
** or a name in one's evo-box: a name it evolves from, a DNA material (the
** document's own example names its Mega's DNA material) or a bonus's name. */
static bool data_legal(const dcg_dbe_ctx *ctx, const dcg_dbe_deck *d, const dbe_card *data)
{
    for (int i = 0; i < d->n_destiny; i++) {
        const dbe_card *c = &ctx->cards[d->destiny[i]];
        if (dbe_card_named(c, data->data_name)) return true;
        for (int k = 0; k < c->n_names; k++)
            if (dbe_name_matches(c->names[k], data->data_name)) return true;
        for (int k = 0; k < c->n_dna; k++)
            if (dbe_name_matches(c->dna[k], data->data_name)) return true;
        for (int k = 0; k < c->n_bonus; k++)
            if (dbe_name_matches(c->bonus[k].from, data->data_name)) return true;
    }
    return false;
}

/* Deck Construction: the copies of one card number a deck may hold. */
static int copy_limit(const dbe_card *c)
{
    return c->ace || c->kind == DBE_CARD_DATA ? 1 : c->firewall ? 3 : c->kind == DBE_CARD_DIGIMON ? 4
         : c->kind == DBE_CARD_OPTION ? 3 : 2;
}

/* Deck Construction: 50 cards with the Destiny Zone; a main deck of 40 (the
** rest is the side pile); at most 1 level M, and only in the Destiny Zone; a
** partner R (one of its copies is declared) and up to 2 different partner C's naming it there; up to
** 1 Proxy and 1 Mastery there (a Mastery only there); copies by card number:
** 4 of a Digimon, 3 of an Option, 2 of an Evolution; 1 copy of an Ace and 1 Ace
** a deck; 3 of a Firewall and 3 Firewalls a deck; 1 of a DATA card, 2
** different at most, each legal by a name of the Destiny Zone. */
static dcg_status check(dcg_dbe_ctx *ctx, const dcg_dbe_deck *d, const char *name)
{
    int total = d->n_main + d->n_side + d->n_destiny, megas = 0;
    if (total != 50) {
        char what[64];
        snprintf(what, sizeof what, "the deck has %d cards with its Destiny Zone, not 50", total);
        return bad(ctx, DCG_EDECK, name, 0, what, NULL);
    }
    if (d->n_main != 40) return bad(ctx, DCG_EDECK, name, 0, "the main deck (without the side pile) is not 40 cards", NULL);
    int copies[DBE_MAX_CARDS] = {0}, partner_cs = 0, proxies = 0, masteries = 0, aces = 0, firewalls = 0, datas = 0;
    /* copies by card number: a flip card's two sides are one card (Deck Construction: Flip Cards) */
    for (int i = 0; i < d->n_main; i++) copies[dbe_card_base(ctx, d->main[i])]++;
    for (int i = 0; i < d->n_side; i++) copies[dbe_card_base(ctx, d->side[i])]++;
    const dbe_card *partner = d->partner >= 0 ? &ctx->cards[d->partner] : NULL;
    if (partner && (partner->kind != DBE_CARD_DIGIMON || partner->level != DBE_LEVEL_R))
        return bad(ctx, DCG_EDECK, name, 0, "the partner is a level R Digimon, not", partner->number);
    if (partner && copies[d->partner] < 1)
        return bad(ctx, DCG_EDECK, name, 0, "the deck holds no copy of its partner:", partner->number);
    for (int i = 0; i < d->n_destiny; i++) {
        const dbe_card *c = &ctx->cards[d->destiny[i]];
        bool names_partner = false;
        /* a flip partner is one card of two names: a partner C may name either side (reading R10-D-2) */
        const dbe_card *partner_back = partner && partner->side ? &ctx->cards[partner->flip] : NULL;
        for (int k = 0; partner && k < c->n_names; k++)
            names_partner |= dbe_card_named(partner, c->names[k]) || (partner_back && dbe_card_named(partner_back, c->names[k]));
        for (int j = 0; j < i; j++)
            if (dbe_card_base(ctx, d->destiny[j]) == dbe_card_base(ctx, d->destiny[i])) return bad(ctx, DCG_EDECK, name, 0, "two copies in the Destiny Zone of", c->number);
        if (c->level == DBE_LEVEL_M) megas++;
        else if (c->level == DBE_LEVEL_C && names_partner) partner_cs++;
        else if (c->proxy) proxies++;
        else if (c->kind == DBE_CARD_MASTERY) masteries++;
        else return bad(ctx, DCG_EDECK, name, 0, "the Destiny Zone holds a level M or a partner C (naming the partner), a Proxy or a Mastery, not", c->number);
    }
    if (proxies > 1) return bad(ctx, DCG_EDECK, name, 0, "more than 1 Proxy card in the Destiny Zone", NULL);
    if (masteries > 1) return bad(ctx, DCG_EDECK, name, 0, "more than 1 Mastery card in the Destiny Zone", NULL);
    if (megas > 1) return bad(ctx, DCG_EDECK, name, 0, "more than 1 level M in the Destiny Zone", NULL);
    if (partner_cs > 2) return bad(ctx, DCG_EDECK, name, 0, "more than 2 partner C's in the Destiny Zone", NULL);
    for (int k = 0; k < ctx->n_cards; k++) {
        const dbe_card *c = &ctx->cards[k];
        if (!copies[k]) continue;
        if (c->level == DBE_LEVEL_M) return bad(ctx, DCG_EDECK, name, 0, "a level M goes in the Destiny Zone, not the deck:", c->number);
        if (c->kind == DBE_CARD_MASTERY) return bad(ctx, DCG_EDECK, name, 0, "a Mastery goes in the Destiny Zone, not the deck:", c->number);
        if (c->kind == DBE_CARD_DATA && !data_legal(ctx, d, c))
            return bad(ctx, DCG_EDECK, name, 0, "no card of the Destiny Zone has the name of the DATA card", c->number);
        int max = copy_limit(c);
        if (c->side && copy_limit(&ctx->cards[c->flip]) < max) max = copy_limit(&ctx->cards[c->flip]); /* legal as either side */
        aces += c->ace ? copies[k] : 0;
        firewalls += c->firewall ? copies[k] : 0;
        datas += c->kind == DBE_CARD_DATA;
        if (copies[k] > max) {
            char what[64];
            snprintf(what, sizeof what, "more than %d copies of", max);
            return bad(ctx, DCG_EDECK, name, 0, what, c->number);
        }
    }
    if (aces > 1) return bad(ctx, DCG_EDECK, name, 0, "more than 1 Ace card in the deck", NULL);
    if (firewalls > 3) return bad(ctx, DCG_EDECK, name, 0, "more than 3 Firewall cards in the deck", NULL);
    if (datas > 2) return bad(ctx, DCG_EDECK, name, 0, "more than 2 different DATA cards in the deck", NULL);
    return DCG_OK;
}

dcg_status dcg_dbe_deck_parse(dcg_dbe_ctx *ctx, const char *text, const char *name, dcg_dbe_deck *out)
{
    memset(out, 0, sizeof *out);
    out->partner = -1;
    int section = 0, line = 0; /* 0 main, 1 side, 2 destiny */
    for (const char *s = text; *s;) {
        const char *e = strchr(s, '\n');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        char buf[128];
        line++;
        if (len >= sizeof buf) return bad(ctx, DCG_EPARSE, name, line, "line too long", NULL);
        memcpy(buf, s, len);
        buf[len] = 0;
        s += len + (e != NULL);
        char *hash = strchr(buf, '#');
        if (hash) *hash = 0;
        char a[64], b[64], side[16], extra[2];
        int n = sscanf(buf, "%63s %63s %15s %1s", a, b, side, extra);
        if (n <= 0) continue;
        if (n == 4 || (n == 3 && !strcmp(a, "partner")))
            return bad(ctx, DCG_EPARSE, name, line, !strcmp(a, "partner") ? "expected 'partner NUMBER'" : "expected 'COUNT NUMBER' or 'COUNT NUMBER SIDE'", NULL);
        if (n == 1 && !strcmp(a, "main:")) { section = 0; continue; }
        if (n == 1 && !strcmp(a, "side:")) { section = 1; continue; }
        if (n == 1 && !strcmp(a, "destiny:")) { section = 2; continue; }
        if (n == 2 && !strcmp(a, "partner")) {
            if ((out->partner = dcg_dbe_card_find(ctx, b)) < 0) return bad(ctx, DCG_EPARSE, name, line, "no DBE card", b);
            continue;
        }
        char *end;
        long count = strtol(a, &end, 10);
        int card = n >= 2 ? dcg_dbe_card_find(ctx, b) : -1;
        if (n < 2 || *end || count < 1 || count > 50) return bad(ctx, DCG_EPARSE, name, line, "expected 'COUNT NUMBER' or 'COUNT NUMBER SIDE'", NULL);
        if (card < 0) return bad(ctx, DCG_EPARSE, name, line, "no DBE card", b);
        if (n == 3) { /* the side these copies begin on (Deck Construction: Flip Cards; reading R10-D-2) */
            char what[96];
            dcg_status why = DCG_EPARSE;
            if ((card = dbe_deck_side(ctx, card, side, &why, what, sizeof what)) < 0) return bad(ctx, why, name, line, what, b);
        }
        int *have = section == 0 ? &out->n_main : section == 1 ? &out->n_side : &out->n_destiny;
        uint16_t *to = section == 0 ? out->main : section == 1 ? out->side : out->destiny;
        int max = section == 2 ? 8 : DCG_DBE_DECK_MAX;
        if (*have + count > max) return bad(ctx, DCG_EDECK, name, line, "too many cards in this section", NULL);
        for (int i = 0; i < count; i++) to[(*have)++] = (uint16_t)card;
    }
    return check(ctx, out, name);
}

dcg_status dcg_dbe_deck_load(dcg_dbe_ctx *ctx, const char *path, dcg_dbe_deck *out)
{
    /* the whole file (a fixed buffer cut long lists short, silently), a regular
    ** file of at most 1 MB, never a link or a FIFO (core/files.h) */
    char *text;
    size_t n;
    int r = dcg_file_read(path, (size_t)1 << 20, &text, &n, ctx->err, sizeof ctx->err);
    if (r != DCG_FILE_OK) return r == DCG_FILE_ELIMIT ? DCG_ELIMIT : r == DCG_FILE_ENOMEM ? DCG_ENOMEM : DCG_EIO;
    dcg_status s = dcg_dbe_deck_parse(ctx, text, path, out);
    free(text);
    return s;
}

/* ---- Pre-Game Setup, Side Piles: the gem cards (reading 33, R10-D-7) --------------- */

#define DBE_GEMS 4 /* up to 4 gem cards face up */

/* The decider's gem cards still in the deck, one option per card (copies are
** interchangeable), while fewer than 4 lie face up; and "done". */
void dbe_gem_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    const dbe_player *pl = &st->p[st->decider];
    const dbe_pile *deck = &pl->z[DBE_ZONE_DECK];
    d->kind = DBE_DEC_GEMS;
    if (pl->gems_up >= DBE_GEMS) return;
    for (int i = 0; i < deck->n && d->n < DCG_DBE_MAX_OPTIONS; i++) {
        if (!dbe_inst(ctx, st, deck->c[i])->gem) continue;
        bool seen = false;
        for (int k = 1; k < d->n; k++) seen |= st->inst_card[d->options[k].card] == st->inst_card[deck->c[i]]; /* 0: done */
        if (seen) continue;
        if (!d->n) d->options[d->n++] = (dcg_dbe_option){.kind = DBE_OPT_DONE, .attack = -1, .card = -1, .with = -1};
        d->options[d->n++] = (dcg_dbe_option){.kind = DBE_OPT_CARD, .attack = -1, .card = (int16_t)deck->c[i], .with = -1};
    }
}

/* A gem card goes face up to the side pile's bottom, under its face-down cards. */
void dbe_gem_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o)
{
    int p = st->decider;
    if (o->kind != DBE_OPT_CARD) {
        dbe_gem_done(ctx, st);
        return;
    }
    dbe_move(st, p, o->card, DBE_ZONE_DECK, DBE_ZONE_SIDE);
    dbe_place(st, p, o->card, DBE_ZONE_SIDE, st->p[p].gems_up++);
    dbe_logf(ctx, "P%d sets %s face up on the side pile", p + 1, dbe_inst(ctx, st, o->card)->name);
}

/* The decider is done with their gems: the other chooses next (the start player
** first); then each deck is shuffled and the opening hands of 5 drawn. */
void dbe_gem_done(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    (void)ctx;
    if (st->decider == st->first_player) {
        st->decider = (uint8_t)(1 - st->first_player);
        return;
    }
    for (int p = 0; p < 2; p++) {
        dbe_shuffle(st, &st->p[p].z[DBE_ZONE_DECK]);
        dbe_draw(st, p, 5);
    }
    st->stage = S_MULLIGAN;
    st->decider = st->first_player;
}
