/* api.c: dcg_dbe.h's context, cards, states and words. */
#include "dbe.h"
#include <stdlib.h>
#include <string.h>

dcg_dbe_ctx *dcg_dbe_ctx_new(const char *root, char *err, size_t err_size)
{
    dcg_dbe_ctx *ctx = calloc(1, sizeof *ctx);
    dbe_card *cards = calloc(DBE_MAX_CARDS, sizeof *cards);
    if (!ctx || !cards) {
        free(ctx);
        free(cards);
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    ctx->cards = ctx->cards_rw = cards;
    char path[1024];
    snprintf(path, sizeof path, "%s/cards/dbe/sample.json", root);
    int rc = dbe_cards_load(ctx, path);
    if (!rc) rc = dbe_script_open(ctx);
    /* its scripts in the data directory's scripts/dbe (marked RULESET dbe, which the official loader leaves) */
    snprintf(path, sizeof path, "%s/scripts/dbe", root);
    if (!rc) rc = dbe_script_load_dir(ctx, path);
    if (rc) {
        snprintf(err, err_size, "%s", ctx->err);
        dcg_dbe_ctx_free(ctx);
        return NULL;
    }
    return ctx;
}

void dcg_dbe_ctx_free(dcg_dbe_ctx *ctx)
{
    if (!ctx) return;
    dbe_script_close(ctx);
    free(ctx->cards_rw);
    free(ctx);
}

const char *dcg_dbe_errmsg(const dcg_dbe_ctx *ctx) { return ctx->err; }
int dcg_dbe_card_count(const dcg_dbe_ctx *ctx) { return ctx->n_cards; }

int dcg_dbe_card_find(const dcg_dbe_ctx *ctx, const char *number)
{
    for (int i = 0; i < ctx->n_cards; i++)
        if (!strcmp(ctx->cards[i].number, number)) return i;
    return -1;
}

static const dbe_card *card_at(const dcg_dbe_ctx *ctx, int i) { return i < 0 || i >= ctx->n_cards ? NULL : &ctx->cards[i]; }
const char *dcg_dbe_card_number(const dcg_dbe_ctx *ctx, int i) { return card_at(ctx, i) ? ctx->cards[i].number : NULL; }
const char *dcg_dbe_card_name(const dcg_dbe_ctx *ctx, int i) { return card_at(ctx, i) ? ctx->cards[i].name : NULL; }
int dcg_dbe_card_level(const dcg_dbe_ctx *ctx, int i) { return card_at(ctx, i) ? ctx->cards[i].level : -1; }
int dcg_dbe_card_kind(const dcg_dbe_ctx *ctx, int i) { return card_at(ctx, i) ? ctx->cards[i].kind : -1; }

void dcg_dbe_attack_text(const dcg_dbe_ctx *ctx, int i, int a, char *buf, size_t size)
{
    const dbe_card *c = card_at(ctx, i);
    buf[0] = 0;
    if (!c || a < 0 || a >= DBE_ATTACKS || !c->ability[a]) return;
    int ab = c->ability[a];
    if (ab == AB_COUNTER || ab == AB_GUARD || ab == AB_KILLER)
        snprintf(buf, size, "%s %s", dbe_ability_names[ab], dcg_dbe_attack_name(c->ab_attack[a]));
    else if (ab == AB_DRAW || ab == AB_TRASH || ab == AB_STATIC || ab == AB_RECYCLE || ab == AB_RECODE || ab == AB_CORRUPT) snprintf(buf, size, "%s %d", dbe_ability_names[ab], c->ab_n[a]);
    else snprintf(buf, size, "%s", dbe_ability_names[ab]);
}

size_t dcg_dbe_state_size(void) { return sizeof(dcg_dbe_state); }
dcg_dbe_state *dcg_dbe_state_new(void) { return calloc(1, sizeof(dcg_dbe_state)); }
void dcg_dbe_state_free(dcg_dbe_state *st) { free(st); }
void dcg_dbe_state_copy(dcg_dbe_state *dst, const dcg_dbe_state *src) { memcpy(dst, src, sizeof *dst); }

/* The state's bytes (engine/core's hash): states are zeroed when made and copied whole. */
uint64_t dcg_dbe_state_hash(const dcg_dbe_state *st) { return dcg_hash_bytes(st, sizeof *st); }

int dcg_dbe_winner(const dcg_dbe_state *st) { return st->winner; }
int dcg_dbe_over(const dcg_dbe_state *st) { return st->stage == S_OVER; }
int dcg_dbe_turn(const dcg_dbe_state *st) { return st->turn; }
int dcg_dbe_turn_player(const dcg_dbe_state *st) { return st->turn_player; }
int dcg_dbe_phase(const dcg_dbe_state *st) { return st->phase; }
int dcg_dbe_card_of(const dcg_dbe_state *st, int inst) { return inst < 0 || inst >= st->n_inst ? -1 : st->inst_card[inst]; }

const char *dcg_dbe_phase_name(int phase)
{
    static const char *const n[] = {"setup", "prep", "evolution", "strategy", "support", "battle", "end", "over"};
    return phase >= 0 && phase <= DBE_PHASE_OVER ? n[phase] : "?";
}

const char *dcg_dbe_zone_name(int zone)
{
    static const char *const n[] = {"deck", "hand", "dp", "trash", "dark", "active", "destiny", "support",
                                    "side", "deleted", "attach"};
    return zone >= 0 && zone < DBE_ZONES ? n[zone] : "?";
}

const char *dcg_dbe_attack_name(int a)
{
    return a >= 0 && a < DBE_ATTACKS ? dbe_attack_names[a] : "?";
}

void dcg_dbe_log_enable(dcg_dbe_ctx *ctx, int on) { ctx->log_on = on; }
int dcg_dbe_script_errors(const dcg_dbe_ctx *ctx) { return ctx->script_errors; }
const char *dcg_dbe_script_error(const dcg_dbe_ctx *ctx) { return ctx->script_err; }

const char *dcg_dbe_log(dcg_dbe_ctx *ctx)
{
    /* the caller reads it before the next call: keep a copy aside, clear the buffer */
    static _Thread_local char out[sizeof ctx->log];
    memcpy(out, ctx->log, ctx->log_len + 1);
    ctx->log_len = 0;
    ctx->log[0] = 0;
    return out;
}

void dcg_dbe_option_text(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, int i,
                         char *buf, size_t size)
{
    const dcg_dbe_option *o = &d->options[i];
    if (d->kind == DBE_DEC_CHOOSE) {
        dbe_choice_text(ctx, st, o, buf, size);
        return;
    }
    const char *name = o->card >= 0 ? dbe_inst(ctx, st, o->card)->name : "";
    static const char *const done[DBE_DEC_COUNT] = {
        [DBE_DEC_MULLIGAN] = "keep this hand", [DBE_DEC_FULL_MULLIGAN] = "keep", [DBE_DEC_RACK] = "rack nothing",
        [DBE_DEC_EVOLVE] = "do not evolve", [DBE_DEC_SUPPORT] = "no support",
        [DBE_DEC_PARTNER] = "do not partner-evolve", [DBE_DEC_ACTIVATE] = "pass", [DBE_DEC_GEMS] = "no more gems"};
    static const char *const use[] = {"activate", "use (Any Phase)", "use by Turbo", "Data Break with"};
    static const char *const card[DBE_DEC_COUNT] = {
        [DBE_DEC_MULLIGAN] = "set aside", [DBE_DEC_PLAY_DIGIMON] = "play", [DBE_DEC_RACK] = "rack",
        [DBE_DEC_SUPPORT] = "support with", [DBE_DEC_DISCARD] = "discard", [DBE_DEC_PARTNER] = "partner-evolve into",
        [DBE_DEC_EVOLVE] = "play the EVOLVE card", [DBE_DEC_GEMS] = "set face up the gem"};
    switch (o->kind) {
    case DBE_OPT_DONE: snprintf(buf, size, "%s", done[d->kind] ? done[d->kind] : "done"); break;
    case DBE_OPT_MULLIGAN: snprintf(buf, size, "full mulligan"); break;
    case DBE_OPT_ATTACK: snprintf(buf, size, "attack with %s", dcg_dbe_attack_name(o->attack)); break;
    case DBE_OPT_BLIND: snprintf(buf, size, "support blind from the deck's top"); break;
    case DBE_OPT_PROXY:
        snprintf(buf, size, "support with the Proxy %s, discarding %s", name, dbe_inst(ctx, st, o->with)->name);
        break;
    case DBE_OPT_USE:
        if (o->with >= 0) snprintf(buf, size, "%s %s, discarding %s", use[o->attack & 3], name, dbe_inst(ctx, st, o->with)->name);
        else snprintf(buf, size, "%s %s", use[o->attack & 3], name);
        break;
    case DBE_OPT_DNA:
        snprintf(buf, size, "evolve by DNA into %s with %s", name, dbe_inst(ctx, st, o->with)->name);
        break;
    case DBE_OPT_EVOLVE:
        if (o->with >= 0) snprintf(buf, size, "evolve into %s with %s", name, dbe_inst(ctx, st, o->with)->name);
        else snprintf(buf, size, "evolve into %s by DP%s", name, o->attack == 1 ? ", removing a flat for 10 DP" : "");
        break;
    default: snprintf(buf, size, "%s %s", card[d->kind] ? card[d->kind] : "choose", name); break;
    }
}
