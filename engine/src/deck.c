/* deck.c: deck lists as people exchange them (digimoncard.io export:
** "4 Agumon ST1-03" or "4 ST1-03", "//" comments, section headers), and the
** deck rules (1-4-1): 50 main cards, 0-5 Digi-Eggs, at most 4 per number. */
#include "internal.h"
#include "deck.h"
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_PROBLEMS_SHOWN 12

typedef struct report {
    dcg_ctx *ctx;
    const char *name;
    size_t len;
    int problems, parse_errors;
} report;

static void problem(report *r, bool parse, int line, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    r->problems++;
    r->parse_errors += parse;
    if (r->problems > MAX_PROBLEMS_SHOWN) return;
    size_t room = sizeof r->ctx->err - r->len;
    int n = line ? snprintf(r->ctx->err + r->len, room, "%s%s:%d: %s", r->len ? "\n" : "", r->name, line, msg)
                 : snprintf(r->ctx->err + r->len, room, "%s%s: %s", r->len ? "\n" : "", r->name, msg);
    if (n > 0) r->len += (size_t)n < room ? (size_t)n : room - 1;
}

/* A card number: letters and digits, a dash, digits ("ST1-03", "P-001"). */
static bool looks_like_number(const char *s)
{
    const char *dash = strrchr(s, '-');
    if (!dash || dash == s || !dash[1]) return false;
    for (const char *p = s; p < dash; p++)
        if (!isalnum((unsigned char)*p)) return false;
    for (const char *p = dash + 1; *p; p++)
        if (!isdigit((unsigned char)*p)) return false;
    return true;
}

/* Add count copies of card; lines[] remembers where each entry came from. */
static void add_card(report *r, dcg_deck *out, int card, int count, int line)
{
    bool egg = r->ctx->cards[card].kind == DCG_KIND_EGG;
    uint16_t *list = egg ? out->eggs : out->main;
    int *n = egg ? &out->n_eggs : &out->n_main;
    for (int i = 0; i < count; i++) {
        if (*n >= DCG_DECK_MAX) {
            problem(r, false, line, "more than %d cards in the %s", DCG_DECK_MAX, egg ? "Digi-Egg deck" : "deck");
            return;
        }
        list[(*n)++] = (uint16_t)card;
    }
}

static void validate(report *r, const dcg_deck *d, const int *card_line)
{
    if (d->n_main != 50) problem(r, false, 0, "the deck has %d cards; it must have exactly 50 (1-4-1-2-1)", d->n_main);
    if (d->n_eggs > 5) problem(r, false, 0, "the Digi-Egg deck has %d cards; at most 5 (1-4-1-3-1)", d->n_eggs);
    int count[1024] = {0};
    for (int i = 0; i < d->n_main + d->n_eggs; i++) {
        int c = i < d->n_main ? d->main[i] : d->eggs[i - d->n_main];
        if (c >= 1024) continue;
        if (++count[c] == 5)
            problem(r, false, card_line[c], "more than 4 copies of %s (1-4-1-2-2)", r->ctx->cards[c].number);
    }
}

dcg_status dcg_deck_parse(dcg_ctx *ctx, const char *text, const char *name, dcg_deck *out)
{
    report r = {.ctx = ctx, .name = name};
    ctx->err[0] = 0;
    memset(out, 0, sizeof *out);
    static _Thread_local int card_line[1024];
    memset(card_line, 0, sizeof card_line);
    int line = 0;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char buf[512];
        line++;
        if (len >= sizeof buf) {
            problem(&r, true, line, "line too long");
            p += len + (end != NULL);
            continue;
        }
        memcpy(buf, p, len);
        buf[len] = 0;
        p += len + (end != NULL);
        char *c = strstr(buf, "//");
        if (c) *c = 0;
        if ((c = strchr(buf, '#'))) *c = 0;
        char *s = buf;
        while (isspace((unsigned char)*s)) s++;
        for (char *e = s + strlen(s); e > s && isspace((unsigned char)e[-1]);) *--e = 0;
        if (!*s) continue;
        if (!isdigit((unsigned char)*s)) continue; /* a section header ("Main Deck", "Eggs:") */
        char *after;
        long count = strtol(s, &after, 10);
        if (*after == 'x' || *after == 'X') after++;
        if (!isspace((unsigned char)*after)) {
            problem(&r, true, line, "expected COUNT [NAME] NUMBER, got '%s'", s);
            continue;
        }
        char *number = strrchr(after, ' ');
        char *tab = strrchr(after, '\t');
        if (tab > number) number = tab;
        number = number ? number + 1 : after;
        if (count < 1 || count > 50) {
            problem(&r, true, line, "count %ld is not between 1 and 50", count);
            continue;
        }
        if (!looks_like_number(number)) {
            problem(&r, true, line, "no card number at the end of '%s'", s);
            continue;
        }
        int card = dcg_card_find(ctx, number);
        if (card < 0) {
            problem(&r, true, line, "unknown card number %s", number);
            continue;
        }
        if (card < 1024 && !card_line[card]) card_line[card] = line;
        add_card(&r, out, card, (int)count, line);
    }
    validate(&r, out, card_line); /* rule problems too, so every problem is reported at once */
    if (r.problems > MAX_PROBLEMS_SHOWN) {
        size_t room = sizeof ctx->err - r.len;
        snprintf(ctx->err + r.len, room, "\n... and %d more problems", r.problems - MAX_PROBLEMS_SHOWN);
    }
    return r.parse_errors ? DCG_EPARSE : r.problems ? DCG_EDECK : DCG_OK;
}

dcg_status dcg_deck_load(dcg_ctx *ctx, const char *path, dcg_deck *out)
{
    FILE *f = fopen(path, "rb");
    if (!f) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    bool more = !feof(f);
    fclose(f);
    if (more) return dcg_err(ctx, DCG_EPARSE, "%s: too large for a deck list", path);
    buf[n] = 0;
    return dcg_deck_parse(ctx, buf, path, out);
}

dcg_status dcg_deck_from_numbers(dcg_ctx *ctx, const char *const *numbers, int n, dcg_deck *out)
{
    char *text = malloc((size_t)n * 40 + 1);
    if (!text) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    size_t len = 0;
    for (int i = 0; i < n; i++) len += (size_t)snprintf(text + len, 40, "1 %.30s\n", numbers[i]);
    text[len] = 0;
    dcg_status s = dcg_deck_parse(ctx, text, "deck", out);
    free(text);
    return s;
}

int dcg_deck_format(const dcg_ctx *ctx, const dcg_deck *deck, char *buf, size_t size)
{
    size_t len = 0;
    for (int part = 0; part < 2; part++) {
        const uint16_t *list = part == 0 ? deck->eggs : deck->main;
        int n = part == 0 ? deck->n_eggs : deck->n_main;
        int w = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, "// %s\n",
                         part == 0 ? "Digi-Egg deck" : "Main deck");
        len += (size_t)w;
        for (int i = 0; i < n; i++) {
            bool seen = false;
            for (int k = 0; k < i; k++) seen |= list[k] == list[i];
            if (seen) continue;
            int count = 0;
            for (int k = i; k < n; k++) count += list[k] == list[i];
            const dcg_card *c = &ctx->cards[list[i]];
            w = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, "%d %s %s\n", count, c->name,
                         c->number);
            len += (size_t)w;
        }
    }
    return (int)len;
}
