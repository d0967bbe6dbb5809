/* play_options.c: the options of a decision as the terminal client shows
** them: the engine's words for each (dcg_option_describe) with the
** board's labels, so keys stay the same while the board does; identical
** options merged, look-alikes told apart; a compact list when they do not
** fit. */
#include "play.h"
#include <string.h>

static bool same_option(const dcg_option *x, const dcg_option *y)
{
    return x->kind == y->kind && x->card == y->card && x->perm == y->perm && x->target == y->target && x->cost == y->cost &&
           x->req == y->req;
}

/* The labels of board b (dcg_option_describe names cards by them). */
static void board_labels(const play_board *b, dcg_labels *l)
{
    memset(l, 0, sizeof *l);
    l->me = b->me;
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < PLAY_MAX_PERMS && k < DCG_LABEL_PERMS; k++) l->perm[s][k] = b->slot_perm[s][k];
    for (int k = 0; k < 64 && k < DCG_PLAYER_CARDS; k++) l->hand[k] = b->slot_card[k];
}

int options_build(dcg_ctx *ctx, const dcg_state *st, const play_board *b, const dcg_decision *d, play_option *out)
{
    int n = 0;
    dcg_labels labels;
    board_labels(b, &labels);
    for (int i = 0; i < d->n; i++) {
        bool twin = false; /* the same option twice: one is shown */
        for (int k = 0; k < i && !twin; k++) twin = same_option(&d->options[k], &d->options[i]);
        if (twin) continue;
        play_option *o = &out[n];
        o->index = i;
        dcg_option_text w;
        dcg_option_describe(ctx, st, d, i, &labels, &w);
        snprintf(o->key, sizeof o->key, "%s", w.key);
        snprintf(o->text, sizeof o->text, "%s", w.text);
        snprintf(o->brief, sizeof o->brief, "%s", w.brief);
        o->ends_turn = w.ends_turn;
        /* look-alikes (a Digimon with two digivolution costs, cards of the
        ** same kind out of view) get .2, .3 ... */
        int seen = 1;
        for (int k = 0; k < n; k++) {
            size_t len = strcspn(out[k].key, ".");
            seen += len == strlen(o->key) && !strncmp(out[k].key, o->key, len);
        }
        if (seen > 1) {
            size_t len = strlen(o->key);
            snprintf(o->key + len, sizeof o->key - len, ".%d", seen);
        }
        n++;
    }
    return n;
}

/* The words before a group of options in the compact list. */
static const char *group_name(int kind)
{
    switch (kind) {
    case DCG_OPT_PLAY: return "play";
    case DCG_OPT_USE: return "use";
    case DCG_OPT_DIGIVOLVE: return "digivolve";
    case DCG_OPT_DNA: return "DNA digivolve (D, the card, the Digimon on top, the one under it)";
    case DCG_OPT_DIGIXROS: return "DigiXros (X, the card, the choice)";
    case DCG_OPT_LINK: return "link (l, the card, your Digimon; L: one of your Digimon, the other)";
    case DCG_OPT_APP_FUSION: return "App Fusion (F, the card, the linked Digimon, the choice)";
    case DCG_OPT_BURST: return "Burst Digivolve (B, the card, the Digimon, the Tamer)";
    case DCG_OPT_ASSEMBLY: return "Assembly (a, the card; the trash cards are chosen next)";
    case DCG_OPT_ATTACK: return "attack (x, your Digimon, its target; none: the opponent)";
    case DCG_OPT_BLOCK: return "block";
    case DCG_OPT_EFFECT: return "resolve next";
    case DCG_OPT_CARD: return "choose";
    case DCG_OPT_ACTIVATE: return "activate";
    case DCG_OPT_KEYWORD: return "<Training> (tr, your Digimon)";
    case DCG_OPT_BLAST_DNA: return "<Blast DNA Digivolve> (B, the card, your Digimon, the card from the hand)";
    default: return "";
    }
}

/* Print s to out, or only count it when out is NULL; returns its length. */
static int put(FILE *out, const char *s)
{
    if (out) fputs(s, out);
    return (int)strlen(s);
}

int options_print(FILE *out, const dcg_decision *d, const play_option *opts, int n, int width, int rows)
{
    char item[700];
    int tall = 0; /* one option a line, each wrapped between words (a key of 5 and more is followed by its text) */
    for (int i = 0; i < n; i++) {
        snprintf(item, sizeof item, "%2d %-5s ", i + 1, opts[i].key);
        tall += wrap_print(NULL, item, opts[i].text, width, 9);
    }
    if (tall <= rows || width < 40) {
        for (int i = 0; i < n; i++) {
            snprintf(item, sizeof item, "%2d %-5s ", i + 1, opts[i].key);
            wrap_print(out, item, opts[i].text, width, 9);
        }
        return tall;
    }
    int lines = 0;
    bool done[DCG_MAX_OPTIONS] = {0};
    for (int i = 0; i < n; i++) {
        if (done[i]) continue;
        int kind = d->options[opts[i].index].kind;
        const char *group = group_name(kind);
        if (!group[0]) { /* an option of its own kind: its key and words */
            snprintf(item, sizeof item, "%s: ", opts[i].key);
            lines += wrap_print(out, item, opts[i].text, width, 2);
            continue;
        }
        int col = put(out, group) + put(out, ":");
        for (int k = i, first = 1; k < n; k++) {
            if (done[k] || d->options[opts[k].index].kind != kind) continue;
            done[k] = true;
            int len = snprintf(item, sizeof item, "%s %s%s%s", first ? "" : opts[k].brief[0] ? "," : "", opts[k].key,
                               opts[k].brief[0] ? " " : "", opts[k].brief);
            first = 0;
            if (col + len > width) {
                put(out, "\n  ");
                col = 2, lines++;
            }
            col += put(out, item);
        }
        put(out, "\n");
        lines++;
    }
    return lines;
}

int pass_gives_up(const dcg_state *st, const dcg_decision *d, int me)
{
    if (d->kind != DCG_DEC_MAIN) return 0;
    for (int i = 0; i < d->n; i++) {
        const dcg_option *o = &d->options[i];
        if (o->kind == DCG_OPT_ATTACK || o->kind == DCG_OPT_ACTIVATE || o->kind == DCG_OPT_KEYWORD) return 1;
        if ((o->kind == DCG_OPT_PLAY || o->kind == DCG_OPT_USE || o->kind == DCG_OPT_DIGIVOLVE || o->kind == DCG_OPT_DNA ||
             o->kind == DCG_OPT_DIGIXROS || o->kind == DCG_OPT_LINK || o->kind == DCG_OPT_APP_FUSION || o->kind == DCG_OPT_BURST ||
             o->kind == DCG_OPT_ASSEMBLY) &&
            o->cost <= dcg_memory(st, me))
            return 1;
    }
    return 0;
}
