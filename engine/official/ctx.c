/* ctx.c: contexts, and the card database they read (loaded once, shared
** by reference between the contexts of several threads). */
#include "internal.h"
#include "script/script.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static void db_free(struct dcg_db *db)
{
    for (int i = 0; i < db->n_scripts; i++) {
        free(db->scripts[i].path);
        free(db->scripts[i].src);
    }
    free(db->scripts);
    free(db->cards);
    dcg_index_free(&db->card_index);
    free(db);
}

static dcg_ctx *ctx_alloc(struct dcg_db *db)
{
    dcg_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx) return NULL;
    ctx->db = db;
    ctx->cards = db->cards;
    ctx->record_events = 1;
    ctx->effect_card = -1;
    ctx->effect_as = -1;
    return ctx;
}

dcg_ctx *dcg_ctx_new(void)
{
    struct dcg_db *db = calloc(1, sizeof *db);
    if (!db) return NULL;
    atomic_init(&db->refs, 1);
    dcg_ctx *ctx = ctx_alloc(db);
    if (!ctx) free(db);
    return ctx;
}

const dcg_db *dcg_ctx_db(const dcg_ctx *ctx) { return ctx->db; }

/* The scripts, in the order they were loaded: the same effects, refs and
** sealed environments as in the context that loaded them. */
static dcg_status load_scripts_of(dcg_ctx *ctx)
{
    const struct dcg_db *db = ctx->db;
    dcg_status s = DCG_OK;
    for (int i = 0; i < db->n_scripts && s == DCG_OK; i++) {
        const db_script *sc = &db->scripts[i];
        s = sc->card < 0 ? dcg_script_lib_source(ctx, sc->path, sc->src, sc->len)
                         : dcg_script_load_source(ctx, sc->path, sc->src, sc->len, sc->card);
    }
    return s;
}

dcg_status dcg_ctx_new_from(const dcg_db *db, dcg_ctx **out)
{
    *out = NULL;
    if (!db) return DCG_EINVAL;
    struct dcg_db *shared = (struct dcg_db *)db; /* only its count of users changes */
    dcg_ctx *ctx = ctx_alloc(shared);
    if (!ctx) return DCG_ENOMEM;
    atomic_fetch_add(&shared->refs, 1);
    ctx->shares_db = 1;
    *out = ctx;
    return load_scripts_of(ctx);
}

void dcg_ctx_free(dcg_ctx *ctx)
{
    if (!ctx) return;
    dcg_script_close(ctx);
    dcg_script_errors_free(ctx);
    dcg_listed_free(ctx);
    free(ctx->effects);
    free(ctx->fx);
    free(ctx->events);
    if (atomic_fetch_sub(&ctx->db->refs, 1) == 1) db_free(ctx->db);
    free(ctx);
}

dcg_status dcg_db_writable(dcg_ctx *ctx, const char *what)
{
    if (ctx->shares_db || atomic_load(&ctx->db->refs) > 1)
        return dcg_err(ctx, DCG_EINVAL, "%s: the card database is shared with other contexts (dcg_ctx_new_from): "
                                        "load everything before making them", what);
    dcg_listed_forget(ctx); /* the options kept were listed with the cards as they were */
    return DCG_OK;
}

dcg_status dcg_db_add_script(dcg_ctx *ctx, int card, const char *path, const char *src, size_t len)
{
    struct dcg_db *db = ctx->db;
    if (db->n_scripts == db->cap_scripts) {
        int cap = db->cap_scripts ? db->cap_scripts * 2 : 64;
        db_script *n = realloc(db->scripts, sizeof *n * (size_t)cap);
        if (!n) return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path);
        db->scripts = n;
        db->cap_scripts = cap;
    }
    db_script sc = {.card = card, .path = strdup(path), .src = malloc(len + 1), .len = len};
    if (!sc.path || !sc.src) {
        free(sc.path);
        free(sc.src);
        return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path);
    }
    memcpy(sc.src, src, len);
    sc.src[len] = 0;
    db->scripts[db->n_scripts++] = sc;
    return DCG_OK;
}

void dcg_ctx_set_reference(dcg_ctx *ctx, int on)
{
    ctx->reference = on != 0;
    dcg_listed_forget(ctx);
}

/* The facts of every card, without what is only for display (summaries,
** rarity). */
dcg_digest dcg_content_digest(const dcg_ctx *ctx)
{
    dcg_digest d = {0x9E3779B97F4A7C15ull, ctx->digest_scripts, ctx->digest_format};
    for (int i = 0; i < ctx->db->n_cards; i++) {
        dcg_card c;
        memcpy(&c, &ctx->db->cards[i], sizeof c); /* every byte, padding too: loaded cards are zeroed first */
        memset(c.effect, 0, sizeof c.effect);
        memset(c.inherited, 0, sizeof c.inherited);
        memset(c.security, 0, sizeof c.security);
        memset(c.rarity, 0, sizeof c.rarity);
        d.cards = (d.cards ^ dcg_hash_bytes(&c, sizeof c)) * 0xff51afd7ed558ccdull;
    }
    return d;
}

int dcg_card_count(const dcg_ctx *ctx) { return ctx->db->n_cards; }

const dcg_card *dcg_card_at(const dcg_ctx *ctx, int index)
{
    return (index >= 0 && index < ctx->db->n_cards) ? &ctx->db->cards[index] : NULL;
}

int dcg_card_find(const dcg_ctx *ctx, const char *number) { return dcg_index_find(&ctx->db->card_index, ctx->db->cards, number); }

/* ---- card number index: loading stays linear in the number of cards ---- */

static uint32_t hash_number(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

int dcg_index_find(const dcg_index *ix, const dcg_card *cards, const char *number)
{
    if (!ix->cap) return -1;
    for (uint32_t h = hash_number(number) & (uint32_t)(ix->cap - 1);; h = (h + 1) & (uint32_t)(ix->cap - 1)) {
        int v = ix->slots[h];
        if (!v) return -1;
        if (!strcmp(cards[v - 1].number, number)) return v - 1;
    }
}

static void put(int *slots, int cap, const dcg_card *cards, int i)
{
    uint32_t h = hash_number(cards[i].number) & (uint32_t)(cap - 1);
    while (slots[h]) h = (h + 1) & (uint32_t)(cap - 1);
    slots[h] = i + 1;
}

bool dcg_index_reserve(dcg_index *ix, const dcg_card *cards, int n)
{
    if (2 * n <= ix->cap) return true;
    int cap = ix->cap ? ix->cap : 64;
    while (cap < 2 * n) cap *= 2;
    int *slots = calloc((size_t)cap, sizeof *slots);
    if (!slots) return false;
    for (int k = 0; k < ix->cap; k++)
        if (ix->slots[k]) put(slots, cap, cards, ix->slots[k] - 1);
    free(ix->slots);
    ix->slots = slots;
    ix->cap = cap;
    return true;
}

void dcg_index_add(dcg_index *ix, const dcg_card *cards, int i)
{
    assert(2 * (ix->n + 1) <= ix->cap);
    put(ix->slots, ix->cap, cards, i);
    ix->n++;
}

void dcg_index_free(dcg_index *ix)
{
    free(ix->slots);
    memset(ix, 0, sizeof *ix);
}
