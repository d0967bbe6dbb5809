/* words.c: the options of a decision and its question in words, as the
** terminal shows them (dcg.h, dcg_option_describe): a key that names what
** an option does ("p3" plays hand card 3, "xaB" is a attacking B), each
** card named by its label, what ends the turn said. The dcg command and
** the bindings share them. Written on dcg.h alone: it decides no rule
** (what an option or a choice does is read from the engine's clone). */
#include "dcg.h"
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

const char *dcg_card_name(dcg_ctx *ctx, const dcg_state *st, int card)
{
    const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, card));
    return c ? c->name : "?";
}

void dcg_labels_read(dcg_ctx *ctx, const dcg_state *st, int me, dcg_labels *out)
{
    static _Thread_local dcg_perm_info info[DCG_LABEL_PERMS];
    memset(out, 0, sizeof *out);
    out->me = me;
    for (int s = 0; s < 2; s++) {
        int n = dcg_perms(ctx, st, s ? 1 - me : me, info, DCG_LABEL_PERMS);
        for (int i = 0; i < n && i < DCG_LABEL_PERMS; i++) out->perm[s][i] = info[i].id;
    }
    uint8_t hand[DCG_PLAYER_CARDS];
    int n = dcg_zone_cards(st, me, DCG_ZONE_HAND, hand, DCG_PLAYER_CARDS);
    for (int i = 0; i < n && i < DCG_PLAYER_CARDS; i++) out->hand[i] = hand[i] + 1;
}

char dcg_label_of(const dcg_labels *l, int perm_id)
{
    for (int s = 0; perm_id && s < 2; s++)
        for (int k = 0; k < DCG_LABEL_PERMS; k++)
            if (l->perm[s][k] == perm_id) return (char)((s ? 'A' : 'a') + k);
    return 0;
}

int dcg_label_hand_pos(const dcg_labels *l, int card)
{
    for (int k = 0; card != DCG_NO_CARD && k < DCG_PLAYER_CARDS; k++)
        if (l->hand[k] == card + 1) return k + 1;
    return 0;
}

/* "Agumon [a] 2000 DP", "Agumon (hand 3)", "Agumon (ST1-03)". */
static void card_words(dcg_ctx *ctx, const dcg_state *st, const dcg_labels *l, int card, int perm, char *buf, size_t size)
{
    char label = perm ? dcg_label_of(l, perm) : 0;
    dcg_perm_info p;
    if (label && dcg_perm_get(ctx, st, (uint16_t)perm, &p) == DCG_OK && p.n) {
        const char *name = dcg_card_name(ctx, st, p.cards[p.n - 1]);
        if (p.dp >= 0) snprintf(buf, size, "%s [%c] %d DP", name, label, p.dp);
        else snprintf(buf, size, "%s [%c]", name, label);
        return;
    }
    int pos = card != DCG_NO_CARD ? dcg_label_hand_pos(l, card) : 0;
    const dcg_card *c = card != DCG_NO_CARD ? dcg_card_at(ctx, dcg_card_of(st, card)) : NULL;
    if (!c) snprintf(buf, size, "?");
    else if (pos) snprintf(buf, size, "%s (hand %d)", c->name, pos);
    else snprintf(buf, size, "%s (%s)", c->name, c->number);
}

/* The label of the permanent whose stack holds card (top: only as its top card), 0 if none. */
static char label_of_card(dcg_ctx *ctx, const dcg_state *st, const dcg_labels *l, int card, int sides, int top)
{
    dcg_perm_info p;
    for (int s = 0; s < sides; s++)
        for (int k = 0; k < DCG_LABEL_PERMS; k++)
            if (l->perm[s][k] && dcg_perm_get(ctx, st, l->perm[s][k], &p) == DCG_OK)
                for (int i = top ? p.n - 1 : 0; i >= 0 && i < p.n; i++)
                    if (p.cards[i] == card) return (char)((s ? 'A' : 'a') + k);
    return 0;
}

/* " (memory after: 2)" or " (memory after: -1, ends your turn)" for option
** i of d, when it has a cost or changes the memory as far as can be known
** (dcg_option_memory: "when attacking, lose 2 memory"); "" otherwise.
** Returns whether it ends the turn. */
static int memory_note(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, char *buf, size_t size)
{
    int after;
    buf[0] = 0;
    if (!dcg_option_memory(ctx, st, d, i, &after)) return 0;
    snprintf(buf, size, after < 0 ? " (memory after: %d, ends your turn)" : " (memory after: %d)", after);
    return after < 0;
}

void dcg_option_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, const dcg_labels *labels,
                         dcg_option_text *o)
{
    static _Thread_local dcg_labels fresh;
    if (!labels) dcg_labels_read(ctx, st, d->player, &fresh);
    const dcg_labels *l = labels ? labels : &fresh;
    memset(o, 0, sizeof *o);
    if (i < 0 || i >= d->n) {
        snprintf(o->key, sizeof o->key, "?");
        snprintf(o->text, sizeof o->text, "?");
        return;
    }
    const dcg_option *op = &d->options[i];
    char a[160], t[160], note[64] = "";
    o->brief[0] = 0;
    int me = l->me, pos = op->card != DCG_NO_CARD ? dcg_label_hand_pos(l, op->card) : 0;
    char la = op->perm ? dcg_label_of(l, op->perm) : 0, lt = op->target != DCG_PLAYER_TARGET ? dcg_label_of(l, op->target) : 0;
    card_words(ctx, st, l, op->card, 0, a, sizeof a);
    o->ends_turn = 0;
    switch (op->kind) {
    case DCG_OPT_KEEP: snprintf(o->key, sizeof o->key, "k"); snprintf(o->text, sizeof o->text, "Keep this hand"); return;
    case DCG_OPT_REDRAW:
        snprintf(o->key, sizeof o->key, "r");
        snprintf(o->text, sizeof o->text, "Redraw: shuffle the hand into the deck and draw a new one");
        return;
    case DCG_OPT_HATCH: snprintf(o->key, sizeof o->key, "h"); snprintf(o->text, sizeof o->text, "Hatch a Digi-Egg"); return;
    case DCG_OPT_MOVE:
        snprintf(o->key, sizeof o->key, "m");
        card_words(ctx, st, l, op->card, op->perm, a, sizeof a);
        snprintf(o->text, sizeof o->text, "Move %s out of the breeding area", a);
        return;
    case DCG_OPT_SKIP:
        snprintf(o->key, sizeof o->key, "s");
        snprintf(o->text, sizeof o->text, "%s", d->kind == DCG_DEC_COUNTER ? "Use no Counter effect" : d->kind == DCG_DEC_BLITZ ? "Don't attack" : "Do nothing");
        return;
    case DCG_OPT_PLAY:
    case DCG_OPT_USE:
        snprintf(o->key, sizeof o->key, "%c%d", op->kind == DCG_OPT_PLAY ? 'p' : 'u', pos);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "%s %s for %d%s", op->kind == DCG_OPT_PLAY ? "Play" : "Use", a, op->cost, note);
        snprintf(o->brief, sizeof o->brief, "%.40s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    case DCG_OPT_DIGIVOLVE:
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        if (op->target) { /* <Digisorption> (16-10): by suspending that Digimon */
            char s[160];
            int less[3], several = dcg_digisorptions(dcg_card_at(ctx, dcg_card_of(st, op->card)), less) > 1;
            snprintf(o->key, sizeof o->key, "d%d%c%c", pos, la ? la : '?', lt ? lt : '?');
            card_words(ctx, st, l, DCG_NO_CARD, op->target, s, sizeof s);
            if (several) { /* which of its instances; the smaller ones are asked next (16-10-4) */
                int v = less[DCG_EVO_DIGISORPTION(op)];
                snprintf(o->key + strlen(o->key), sizeof o->key - strlen(o->key), "-%d", v);
                snprintf(o->text, sizeof o->text, "Digivolve %.100s into %.100s for %d by suspending %.100s (<Digisorption -%d>), draw 1%s", t,
                         a, op->cost, s, v, note);
            } else
                snprintf(o->text, sizeof o->text, "Digivolve %.100s into %.100s for %d by suspending %.100s (<Digisorption>), draw 1%s", t, a,
                         op->cost, s, note);
        } else {
            snprintf(o->key, sizeof o->key, "d%d%c", pos, la ? la : '?');
            snprintf(o->text, sizeof o->text, "Digivolve %s into %s for %d, draw 1%s", t, a, op->cost, note);
        }
        if (op->req & DCG_EVO_BY) { /* its card's by-cost first (BT7-112, evo_by.c) */
            const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, op->card));
            size_t k = strlen(o->key), x = strlen(o->text);
            snprintf(o->key + k, sizeof o->key - k, "+");
            snprintf(o->text + x, sizeof o->text - x, ", first placing %d cards of your hand and/or trash at the bottom of your deck",
                     c->by_count);
        }
        snprintf(o->brief, sizeof o->brief, "%.40s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    case DCG_OPT_DNA: { /* 8-2: what it consumes, the top one first */
        char u[160];
        snprintf(o->key, sizeof o->key, "D%d%c%c", pos, la ? la : '?', lt ? lt : '?');
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        card_words(ctx, st, l, DCG_NO_CARD, op->target, u, sizeof u);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "DNA digivolve %.120s + %.120s into %.120s for %d, draw 1%s", t, u, a, op->cost, note);
        snprintf(o->brief, sizeof o->brief, "DNA %.36s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_BURST: { /* 8-3: the Digimon, the Tamer it returns */
        char u[160];
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        card_words(ctx, st, l, DCG_NO_CARD, op->target, u, sizeof u);
        snprintf(o->key, sizeof o->key, "B%d%c%c", pos, la ? la : '?', lt ? lt : '?');
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "Burst Digivolve %.100s into %.100s for %d by returning %.100s to the hand, draw 1 (its top card is trashed at the end of the turn)%s",
                 t, a, op->cost, u, note);
        snprintf(o->brief, sizeof o->brief, "Burst %.34s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_APP_FUSION: { /* 8-4: the Digimon and the link card it consumes */
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        snprintf(o->key, sizeof o->key, "F%d%c.%d", pos, la ? la : '?', i);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "App Fusion: %.100s with its link card %.100s into %.100s for %d, draw 1%s", t,
                 dcg_card_name(ctx, st, op->target), a, op->cost, note);
        snprintf(o->brief, sizeof o->brief, "App Fusion %.30s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_LINK: { /* 10-1: the card (from the hand, or a Digimon of yours), what it gives, what it replaces */
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, op->card));
        char r[200] = "", src = 0;
        src = label_of_card(ctx, st, l, op->card, 1, 1); /* one of the player's Digimon */
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        if (op->target) snprintf(r, sizeof r, ", trashing its link card %.100s", dcg_card_name(ctx, st, op->target - 1));
        if (src) snprintf(o->key, sizeof o->key, "L%c%c", src, la ? la : '?');
        else snprintf(o->key, sizeof o->key, "l%d%c", pos, la ? la : '?');
        if (op->target) snprintf(o->key + strlen(o->key), sizeof o->key - strlen(o->key), ".%d", i);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "Link %.100s%s to %.100s for %d (+%d DP and its link effect)%s%s", a,
                 src ? " (leaves the field)" : "", t, op->cost, c->link_dp, r, note);
        snprintf(o->brief, sizeof o->brief, "link %.36s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_BLAST_DNA: { /* 16-31: the Digimon and the card from the hand, the one on top first */
        char u[160];
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        card_words(ctx, st, l, op->target, 0, u, sizeof u);
        snprintf(o->key, sizeof o->key, "B%d%c%d", pos, la ? la : '?', dcg_label_hand_pos(l, op->target));
        snprintf(o->text, sizeof o->text, "<Blast DNA Digivolve> %.120s + %.120s (from the hand) into %.120s, free, draw 1",
                 op->req == 1 ? u : t, op->req == 1 ? t : u, a);
        snprintf(o->brief, sizeof o->brief, "Blast DNA %.36s", dcg_card_name(ctx, st, op->card));
        return;
    }
    case DCG_OPT_DIGIXROS: { /* 7-2: what goes under it, the first requirement's first */
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, op->card));
        char u[400] = "";
        size_t len = 0;
        static _Thread_local dcg_perm_info stacks[DCG_MAX_PERMS + 1]; /* the battle area first: a material's index */
        int n = dcg_stacks(st, me, stacks, DCG_MAX_PERMS + 1);
        for (int k = 0; k < c->n_parts && len < sizeof u; k++) {
            int m = dcg_xros_material(op, k);
            if (m == DCG_XROS_NONE) continue;
            if (m == DCG_XROS_HAND) snprintf(t, sizeof t, "%.60s from the hand", c->parts[k].name[0] ? c->parts[k].name : "a card");
            else if (m - DCG_XROS_BATTLE < n) card_words(ctx, st, l, DCG_NO_CARD, stacks[m - DCG_XROS_BATTLE].id, t, sizeof t);
            len += (size_t)snprintf(u + len, sizeof u - len, "%s%.120s", len ? " + " : "", t);
        }
        snprintf(o->key, sizeof o->key, "X%d.%d", pos, i);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        if (c->xros_count) /* by count (7-2-2-5): its cards are chosen next */
            snprintf(o->text, sizeof o->text, "DigiXros %.100s for %d with %d cards, %d more for each fewer (chosen next)%s", a,
                     op->cost, op->req, c->combine_cost, note);
        else
            snprintf(o->text, sizeof o->text, "DigiXros %.100s with %.300s for %d%s", a, u, op->cost, note);
        snprintf(o->brief, sizeof o->brief, "Xros %.36s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_ASSEMBLY: { /* 7-3: what it consumes; which trash cards is asked next */
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, op->card));
        snprintf(o->key, sizeof o->key, "as%d", pos);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "Assembly %s for %d: %d card%s from your trash under it (you choose them next)%s", a, op->cost,
                 c->asm_count, c->asm_count == 1 ? "" : "s", note);
        snprintf(o->brief, sizeof o->brief, "Asm %.36s %d%s", dcg_card_name(ctx, st, op->card), op->cost, o->ends_turn ? " (ends turn)" : "");
        return;
    }
    case DCG_OPT_ATTACK: /* what it costs when declared ([When Attacking] lose memory) says so */
        snprintf(o->key, sizeof o->key, "x%c%c", la ? la : '?', lt);
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, a, sizeof a);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        if (op->target == DCG_PLAYER_TARGET) {
            uint8_t none[1];
            snprintf(o->text, sizeof o->text, "Attack with %s -> the opponent (security %d)%s", a,
                     dcg_zone_cards(st, 1 - me, DCG_ZONE_SECURITY, none, 0), note);
        } else {
            card_words(ctx, st, l, DCG_NO_CARD, op->target, t, sizeof t);
            snprintf(o->text, sizeof o->text, "Attack with %s -> %s%s", a, t, note);
        }
        if (note[0]) snprintf(o->brief, sizeof o->brief, "(%.*s)", (int)strlen(note) - 3, note + 2); /* "(memory after: 1)" */
        return;
    case DCG_OPT_PASS:
        snprintf(o->key, sizeof o->key, "pass");
        snprintf(o->text, sizeof o->text, "Pass: ends your turn (the opponent gets memory)");
        o->ends_turn = 1;
        return;
    case DCG_OPT_BLOCK:
        snprintf(o->key, sizeof o->key, "b%c", la ? la : '?');
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, a, sizeof a);
        snprintf(o->text, sizeof o->text, "Block with %s", a);
        return;
    case DCG_OPT_NO_BLOCK: snprintf(o->key, sizeof o->key, "n"); snprintf(o->text, sizeof o->text, "Don't block"); return;
    case DCG_OPT_EFFECT: {
        char lc = label_of_card(ctx, st, l, op->card, 2, 0);
        if (lc) snprintf(o->key, sizeof o->key, "e%c", lc);
        else if (pos) snprintf(o->key, sizeof o->key, "e%d", pos);
        else snprintf(o->key, sizeof o->key, "e");
        if (lc) snprintf(a, sizeof a, "%s [%c]", dcg_card_name(ctx, st, op->card), lc);
        int same = 0;
        for (int k = 0; k < d->n; k++) same += d->options[k].kind == DCG_OPT_EFFECT && d->options[k].card == op->card;
        if (same > 1) snprintf(o->text, sizeof o->text, "Resolve effect %d of %s next", op->req + 1, a);
        else snprintf(o->text, sizeof o->text, "Resolve the effect of %s next", a);
        snprintf(o->brief, sizeof o->brief, "%.60s", a);
        return;
    }
    case DCG_OPT_CARD:
        if (op->perm) {
            snprintf(o->key, sizeof o->key, "%c", la ? la : '?');
            card_words(ctx, st, l, DCG_NO_CARD, op->perm, a, sizeof a);
        } else if (pos) snprintf(o->key, sizeof o->key, "h%d", pos);
        else snprintf(o->key, sizeof o->key, "c");
        snprintf(o->text, sizeof o->text, "Choose %s", a);
        snprintf(o->brief, sizeof o->brief, "%.60s", a);
        return;
    case DCG_OPT_YES: snprintf(o->key, sizeof o->key, "y"); snprintf(o->text, sizeof o->text, "Yes"); return;
    case DCG_OPT_NO: snprintf(o->key, sizeof o->key, "n"); snprintf(o->text, sizeof o->text, "No"); return;
    case DCG_OPT_DONE: snprintf(o->key, sizeof o->key, "done"); snprintf(o->text, sizeof o->text, "Done choosing"); return;
    case DCG_OPT_ACTIVATE: {
        char lc = label_of_card(ctx, st, l, op->card, 2, 0);
        snprintf(o->key, sizeof o->key, "v%c", lc ? lc : '?');
        if (lc) snprintf(a, sizeof a, "%s [%c]", dcg_card_name(ctx, st, op->card), lc);
        o->ends_turn = memory_note(ctx, st, d, i, note, sizeof note);
        snprintf(o->text, sizeof o->text, "Activate the [Main] effect of %s%s", a, note);
        return;
    }
    case DCG_OPT_KEYWORD: /* <Training> (16-41), in the battle or breeding area */
        snprintf(o->key, sizeof o->key, "tr%c", la ? la : '?');
        card_words(ctx, st, l, DCG_NO_CARD, op->perm, t, sizeof t);
        snprintf(o->text, sizeof o->text, "<%s>: suspend %s and put the top card of your deck under it", dcg_keyword_name(op->req), t);
        snprintf(o->brief, sizeof o->brief, "%.60s", dcg_card_name(ctx, st, op->card));
        return;
    case DCG_OPT_MODE:
        snprintf(o->key, sizeof o->key, "m%u", (unsigned)op->target + 1);
        snprintf(o->text, sizeof o->text, "Mode %u of the effect (its text lists them in order)", (unsigned)op->target + 1);
        return;
    case DCG_OPT_NUMBER:
        snprintf(o->key, sizeof o->key, "t%u", (unsigned)op->target);
        snprintf(o->text, sizeof o->text, "It repeats %u times", (unsigned)op->target);
        return;
    default: snprintf(o->key, sizeof o->key, "o%d", i); snprintf(o->text, sizeof o->text, "?"); return;
    }
}

/* Is card in the stack of permanent perm_id in st? */
static bool in_stack(dcg_ctx *ctx, const dcg_state *st, int perm_id, int card)
{
    static _Thread_local dcg_perm_info info[64];
    for (int p = 0; p < 2; p++) {
        int n = dcg_perms(ctx, st, p, info, 64);
        for (int i = 0; i < n && i < 64; i++)
            if (info[i].id == perm_id)
                for (int k = 0; k < info[i].n; k++)
                    if (info[i].cards[k] == card) return true;
    }
    return false;
}

/* Words for what a change of no DP did: the lasting effect it left. */
static void change_words(const dcg_state *st, int perm_id, char *buf, size_t size)
{
    dcg_effect_info fx[16];
    int n = dcg_perm_effects(st, perm_id, fx, 16);
    const dcg_effect_info *last = n > 0 && n <= 16 ? &fx[n - 1] : NULL;
    if (last && last->as_digimon) snprintf(buf, size, "to be also a %d DP Digimon", (int)last->dp);
    else if (last && last->dp_is_set) snprintf(buf, size, "to have %d DP", (int)last->dp);
    else if (last && last->loses_all) snprintf(buf, size, "to lose every keyword");
    else if (last && last->no_attack && last->no_block) snprintf(buf, size, "that can't attack or block");
    else if (last && last->no_attack) snprintf(buf, size, "that can't attack");
    else if (last && last->no_block) snprintf(buf, size, "that can't block");
    else if (last && last->no_suspend) snprintf(buf, size, "that can't suspend");
    else snprintf(buf, size, "to be changed by the effect");
}

/* What choosing option i of an effect's question does to what it chooses,
** found by answering on a copy of the game ("to delete", "to get +3000
** DP"); "" when the copy does not tell (the effect asks again). The
** engine's clone makes this exact; the game itself is not touched. Only the
** effect's own events count: from its activation to the next step. */
static void choice_purpose(dcg_ctx *ctx, const dcg_state *st, const dcg_option *o, int i, char *buf, size_t size)
{
    buf[0] = 0;
    dcg_state *copy = dcg_state_new();
    if (!copy) return;
    dcg_state_copy(copy, st);
    int n = 0, k = 0;
    const dcg_event *ev = dcg_answer(ctx, copy, i) == DCG_OK ? dcg_events(ctx, &n) : NULL;
    while (k < n && ev[k].kind != DCG_EV_EFFECT) k++;
    for (k++; k < n && !buf[0]; k++) {
        const dcg_event *e = &ev[k];
        int kind = e->kind;
        if (kind == DCG_EV_EFFECT || kind == DCG_EV_TRIGGER || kind == DCG_EV_TURN || kind == DCG_EV_PHASE || kind == DCG_EV_ATTACK)
            break;
        bool chosen = o->perm ? e->perm == o->perm || (kind == DCG_EV_MOVE && in_stack(ctx, st, o->perm, e->card)) : e->card == o->card;
        if (!chosen) continue;
        switch (kind) {
        case DCG_EV_DELETE: snprintf(buf, size, "to delete"); break;
        case DCG_EV_MODIFY:
            if (e->a) snprintf(buf, size, "to get %+d DP", e->a);
            else if (e->b) snprintf(buf, size, "to get Security Attack %+d", e->b);
            else change_words(copy, o->perm, buf, size);
            break;
        case DCG_EV_SUSPEND: snprintf(buf, size, "to suspend"); break;
        case DCG_EV_UNSUSPEND: snprintf(buf, size, "to unsuspend"); break;
        case DCG_EV_PLAY: snprintf(buf, size, "to play"); break;
        case DCG_EV_MOVE:
            if (o->perm && e->from == DCG_ZONE_BATTLE && e->to == DCG_ZONE_TRASH) snprintf(buf, size, "whose cards go to the trash");
            else if (e->to == DCG_ZONE_BATTLE) snprintf(buf, size, "to play");
            else snprintf(buf, size, "to put in the %s", e->to == DCG_ZONE_HAND ? "hand" : dcg_zone_name(e->to));
            break;
        default: break;
        }
    }
    dcg_state_free(copy);
}

void dcg_decision_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, char *buf, size_t size)
{
    const dcg_card *src = d->source != DCG_NO_CARD ? dcg_card_at(ctx, dcg_card_of(st, d->source)) : NULL;
    switch (d->kind) {
    case DCG_DEC_MULLIGAN: snprintf(buf, size, "Your opening hand: keep it or redraw once?"); break;
    case DCG_DEC_BREEDING: snprintf(buf, size, "Breeding phase:"); break;
    case DCG_DEC_MAIN: snprintf(buf, size, "Main phase: what now?"); break;
    case DCG_DEC_BLOCK: snprintf(buf, size, "Your opponent attacks. Block?"); break;
    case DCG_DEC_ORDER: snprintf(buf, size, "Several of your effects triggered. Which resolves first?"); break;
    case DCG_DEC_TARGET: { /* what the choice is for, and the effect's summary */
        int k = 0;
        while (k < d->n && d->options[k].kind != DCG_OPT_CARD) k++;
        char purpose[64] = "";
        if (k < d->n) choice_purpose(ctx, st, &d->options[k], k, purpose, sizeof purpose);
        snprintf(buf, size, "%s: choose %s%s%s%s%s", src ? src->name : "An effect",
                 k < d->n && d->options[k].perm ? "a Digimon" : d->n && d->options[0].kind == DCG_OPT_MODE ? "one mode" : "a card", purpose[0] ? " " : "", purpose,
                 src && src->effect[0] ? " -- " : "", src ? src->effect : "");
        break;
    }
    case DCG_DEC_YESNO:
        snprintf(buf, size, "Use the optional effect of %s?%s%s", src ? src->name : "a card", src && src->effect[0] ? " -- " : "",
                 src ? src->effect : "");
        break;
    case DCG_DEC_COUNTER: snprintf(buf, size, "Counter timing: use a [Counter] effect?"); break;
    case DCG_DEC_BLITZ: {
        bool may = false; /* no skip: an effect's "it attacks" (game.attack_with) */
        for (int k = 0; k < d->n; k++) may |= d->options[k].kind == DCG_OPT_SKIP;
        snprintf(buf, size, "%s", may ? "Attack now (<Blitz>, or at the end of the turn <Vortex>, <Engage>, <Execute>)?"
                                      : "An effect makes this Digimon attack: choose the target.");
        break;
    }
    case DCG_DEC_LOOP:
        snprintf(buf, size, "An infinite loop: how many times does it repeat? (then it can't be performed again this turn)");
        break;
    default: buf[0] = 0; break;
    }
}

