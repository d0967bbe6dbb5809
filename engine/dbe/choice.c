/* choice.c: the choices a card's effect asks (DBE_DEC_CHOOSE; docs/dbe.md,
** "Choices"). A script asks by filling the state's choice record (script.c's
** dbe.choose and the keywords Recode, Corrupt, Recycle any, Take, Call) and
** ends; the game stops at the decision; each answer is kept in the record,
** and when the choice is complete the engine does the keyword's part (moves
** the picked cards, counts Call's hits) and calls the continuation the
** script named, which may ask again. Nothing waits inside Lua, so the state
** stays plain data: copies, hashes, determinize and replay see a pending
** choice as they see any decision. */
#include "dbe.h"
#include <string.h>

/* Call's naming lists every card name of the set: a set's cards must fit one decision. */
_Static_assert(DBE_MAX_CARDS <= DCG_DBE_MAX_OPTIONS, "a Call naming decision must hold every card name of a set");

#define CHAIN_MAX 32 /* continuations one answer may run in a row (a script asking empty choices forever) */

static void add(dcg_dbe_decision *d, int kind, int card, int attack)
{
    if (d->n >= DCG_DBE_MAX_OPTIONS) return;
    dcg_dbe_option *o = &d->options[d->n++];
    o->kind = (uint8_t)kind;
    o->card = (int16_t)card;
    o->with = -1;
    o->attack = (int8_t)attack;
}

static bool was_picked(const dbe_choice *ch, int v)
{
    for (int i = 0; i < ch->n_picked; i++)
        if (ch->picked[i] == v) return true;
    return false;
}

/* Call names card names: card index i stands for its name when it is the first card so named. */
static bool first_of_name(const dcg_dbe_ctx *ctx, int i)
{
    for (int j = 0; j < i; j++)
        if (!strcmp(ctx->cards[j].name, ctx->cards[i].name)) return false;
    return true;
}

void dbe_choice_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d)
{
    const dbe_choice *ch = &st->choice;
    d->n = 0;
    d->player = ch->chooser;
    d->kind = DBE_DEC_CHOOSE;
    switch (ch->kind) {
    case CH_PICK: {
        int left = 0;
        for (int i = 0; i < ch->n_opt; i++) left += !was_picked(ch, ch->opt[i]);
        if (ch->n_picked >= ch->max || !left) break; /* complete: nothing to ask */
        if (ch->n_picked >= ch->min) add(d, DBE_OPT_DONE, -1, -1);
        for (int i = 0; i < ch->n_opt; i++)
            if (!was_picked(ch, ch->opt[i]))
                add(d, ch->opt[i] >= 0 ? DBE_OPT_CARD : DBE_OPT_LABEL, ch->opt[i] >= 0 ? ch->opt[i] : -1,
                    ch->opt[i] >= 0 ? -1 : -1 - ch->opt[i]);
        break;
    }
    case CH_PLACE: {
        const dbe_pile *deck = &st->p[ch->owner].z[DBE_ZONE_DECK];
        for (int k = 0; k < ch->n_left && k < deck->n; k++) {
            add(d, DBE_OPT_PLACE, deck->c[deck->n - 1 - k], 0);
            add(d, DBE_OPT_PLACE, deck->c[deck->n - 1 - k], 1);
        }
        break;
    }
    case CH_NAME:
        if (ch->n_picked >= ch->max) break;
        for (int i = 0; i < ctx->n_cards; i++)
            if (first_of_name(ctx, i) && !was_picked(ch, i)) add(d, DBE_OPT_NAME, i, -1);
        break;
    default: break;
    }
}

/* Call (Glossary: Call): each checked card whose name was named is a hit;
** "once only" counts at most one. The checked cards are revealed, not moved. */
static int call_hits(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_choice *ch)
{
    int hits = 0;
    for (int q = 0; q < 2; q++) {
        bool own = q == ch->player;
        if ((ch->call_who == 0 && !own) || (ch->call_who == 1 && own)) continue;
        const dbe_pile *deck = &st->p[q].z[DBE_ZONE_DECK];
        char shown[256] = "";
        for (int k = 0, len = 0; k < ch->call_depth && k < deck->n && len < (int)sizeof shown; k++) {
            const char *name = dbe_inst(ctx, st, deck->c[ch->call_bottom ? k : deck->n - 1 - k])->name;
            len += snprintf(shown + len, sizeof shown - (size_t)len, "%s%s", k ? ", " : "", name);
        }
        if (shown[0]) dbe_logf(ctx, "P%d's deck %s shows: %s", q + 1, ch->call_bottom ? "bottom" : "top", shown);
        for (int k = 0; k < ch->call_depth && k < deck->n; k++) {
            const dbe_card *c = dbe_inst(ctx, st, deck->c[ch->call_bottom ? k : deck->n - 1 - k]);
            for (int i = 0; i < ch->n_picked; i++)
                if (dbe_card_named(c, ctx->cards[ch->picked[i]].name)) { /* or its alias */
                    hits++;
                    break;
                }
        }
    }
    dbe_logf(ctx, "P%d calls: %d hit%s", ch->player + 1, hits, hits == 1 ? "" : "s");
    return ch->call_once && hits ? 1 : hits;
}

/* The choice is complete: the keyword's part, then the script's continuation. */
static void finish(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    dbe_choice ch = st->choice;
    memset(&st->choice, 0, sizeof st->choice);
    int result = 0, attached = -1;
    for (int i = 0; i < ch.n_picked && ch.kind == CH_PICK; i++) {
        int inst = ch.picked[i], p = inst >= 0 ? st->inst_owner[inst] : 0;
        if (inst < 0) continue;
        int zp = ch.act == ACT_EJECT ? ch.onto - 1 : p; /* an attachment lies with the Digimon it is on */
        if (ch.act && dbe_pile_find(&st->p[zp].z[ch.act == ACT_RECYCLE ? DBE_ZONE_TRASH : ch.zone], inst) < 0) {
            dbe_logf(ctx, "%s has left the zone it was chosen from: nothing is done with it", dbe_inst(ctx, st, inst)->name);
            continue; /* (a board set by hand while the choice waited) */
        }
        if (ch.act == ACT_RECYCLE) { /* Recycle any (Glossary): onto the deck, no shuffle */
            dbe_move(st, p, inst, DBE_ZONE_TRASH, DBE_ZONE_DECK);
            dbe_logf(ctx, "P%d recycles %s", p + 1, dbe_inst(ctx, st, inst)->name);
        } else if (ch.act == ACT_ATTACH) { /* Attach (Glossary): attach.c; room is made below */
            if (dbe_attach_card(ctx, st, ch.onto ? ch.onto - 1 : p, inst, ch.zone)) attached = inst;
        } else if (ch.act == ACT_EJECT) { /* the attachment picked to make room (reading R10-C-2) */
            dbe_attach_eject_picked(ctx, st, zp, inst);
        } else if (ch.act == ACT_TAKE) { /* Take (Glossary): to the hand; a hidden zone is shuffled */
            dbe_move(st, p, inst, ch.zone, DBE_ZONE_HAND);
            dbe_logf(ctx, "P%d takes %s", p + 1, dbe_inst(ctx, st, inst)->name);
        }
    }
    if ((ch.act == ACT_TAKE || ch.act == ACT_ATTACH) && ch.zone == DBE_ZONE_DECK) /* the searched deck, whoever's */
        dbe_shuffle(st, &st->p[ch.owner].z[DBE_ZONE_DECK]);
    if (ch.act == ACT_EJECT || attached >= 0) { /* the slots full: which attachment goes (attach.c) */
        int onto = ch.act == ACT_EJECT ? ch.onto - 1 : ch.onto ? ch.onto - 1 : st->inst_owner[attached];
        const dbe_pile *at = &st->p[onto].z[DBE_ZONE_ATTACH];
        if (ch.act == ACT_EJECT && at->n) attached = at->c[at->n - 1]; /* the card attached: the newest */
        if (dbe_attach_room(ctx, st, onto, &ch)) return; /* asked: the continuation waits for the answer */
        if (ch.act == ACT_EJECT) { /* the continuation sees the card attached, as without the ejection */
            ch.n_picked = attached >= 0 ? 1 : 0;
            ch.picked[0] = (int16_t)attached;
        }
    }
    if (ch.kind == CH_NAME) result = call_hits(ctx, st, &ch);
    if (ch.card >= 0 && ch.next[0] && !dbe_script_continue(ctx, st, &ch, result))
        memset(&st->choice, 0, sizeof st->choice); /* a failed continuation asks nothing */
}

/* Finish the pending choice while it has nothing to ask (a Recode of an
** empty deck, a Take that finds nothing), at most CHAIN_MAX times. */
static void settle(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int depth)
{
    dcg_dbe_decision d;
    while (st->choice.on) {
        dbe_choice_options(ctx, st, &d);
        if (d.n) return;
        if (depth++ >= CHAIN_MAX) {
            ctx->script_errors++;
            if (!ctx->script_err[0])
                snprintf(ctx->script_err, sizeof ctx->script_err, "a card asked more than %d empty choices", CHAIN_MAX);
            memset(&st->choice, 0, sizeof st->choice);
            return;
        }
        finish(ctx, st);
    }
}

void dbe_choice_settle(dcg_dbe_ctx *ctx, dcg_dbe_state *st) { settle(ctx, st, 0); }

void dbe_choice_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o)
{
    dbe_choice *ch = &st->choice;
    switch (o->kind) {
    case DBE_OPT_DONE: finish(ctx, st); break;
    case DBE_OPT_CARD: case DBE_OPT_LABEL: case DBE_OPT_NAME:
        ch->picked[ch->n_picked++] = (int16_t)(o->kind == DBE_OPT_LABEL ? -1 - o->attack : o->card);
        break;
    case DBE_OPT_PLACE: { /* Recode / Corrupt: the picked card goes on the top block or the bottom */
        const dbe_pile *deck = &st->p[ch->owner].z[DBE_ZONE_DECK];
        dbe_place(st, ch->owner, o->card, DBE_ZONE_DECK, o->attack ? 0 : deck->n - ch->n_left);
        if (o->attack) ch->n_bottom++;
        else ch->n_top++;
        ch->n_left--;
        break;
    }
    default: break;
    }
    settle(ctx, st, 0);
}

void dbe_choice_ask(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_choice *ch)
{
    (void)ctx;
    st->choice = *ch;
    st->choice.on = 1;
}

/* Recode X / Corrupt X (Glossary): look at the top X of deck_owner's deck and
** place each, one at a time, on top or at the bottom (the order of the answers
** is the order: the last placed on top ends on top). */
void dbe_recode(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int deck_owner, int x, int card, const char *next)
{
    dbe_choice ch;
    memset(&ch, 0, sizeof ch);
    int n = st->p[deck_owner].z[DBE_ZONE_DECK].n;
    ch.kind = CH_PLACE;
    ch.chooser = ch.player = (uint8_t)p;
    ch.first = (uint8_t)(ctx->cur && ctx->cur_first);
    ch.owner = (uint8_t)deck_owner;
    ch.n_left = (uint8_t)(x < n ? x : n);
    ch.card = (int16_t)card;
    snprintf(ch.next, sizeof ch.next, "%s", next ? next : "");
    dbe_logf(ctx, "P%d looks at the top %d of P%d's deck", p + 1, ch.n_left, deck_owner + 1);
    dbe_choice_ask(ctx, st, &ch);
}

int dbe_choice_shown(const dcg_dbe_state *st, uint8_t *out)
{
    const dbe_choice *ch = &st->choice;
    int n = 0;
    if (!ch->on) return 0;
    if (ch->kind == CH_PICK)
        for (int i = 0; i < ch->n_opt; i++)
            if (ch->opt[i] >= 0) out[n++] = (uint8_t)ch->opt[i];
    if (ch->kind == CH_PLACE) {
        const dbe_pile *deck = &st->p[ch->owner].z[DBE_ZONE_DECK];
        for (int k = 0; k < deck->n; k++)
            if (k < ch->n_bottom || k >= deck->n - ch->n_left - ch->n_top) out[n++] = deck->c[k];
    }
    return n;
}

void dbe_choice_text(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_option *o, char *buf,
                     size_t size)
{
    const dbe_choice *ch = &st->choice;
    switch (o->kind) {
    case DBE_OPT_DONE: snprintf(buf, size, "done choosing"); break;
    case DBE_OPT_CARD:
        snprintf(buf, size, "%s %s", ch->act == ACT_EJECT ? "eject" : "choose", dbe_inst(ctx, st, o->card)->name);
        break;
    case DBE_OPT_LABEL:
        snprintf(buf, size, "choose '%s'", o->attack >= 0 && o->attack < DBE_CHOICE_LABELS ? ch->label[o->attack] : "?");
        break;
    case DBE_OPT_NAME: snprintf(buf, size, "name %s", o->card >= 0 && o->card < ctx->n_cards ? ctx->cards[o->card].name : "?"); break;
    case DBE_OPT_PLACE:
        snprintf(buf, size, "put %s on the %s of P%d's deck", dbe_inst(ctx, st, o->card)->name,
                 o->attack ? "bottom" : "top", ch->owner + 1);
        break;
    default: snprintf(buf, size, "?"); break;
    }
}
