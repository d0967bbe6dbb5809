/* deck.c: deck lists as people exchange them, and the deck rules of a
** format. Styles read (detected) and written:
**   text   digimoncard.io export: "4 Agumon ST1-03" or "4 ST1-03", "//" and
**          "#" comments, section headers ("Digi-Egg Deck", "Main Deck")
**   tts    Tabletop Simulator: a JSON array of card numbers, one per copy
**   plain  "4 ST1-03" lines
** Every problem is reported with its line, not just the first one. */
#include "deck.h"
#include "internal.h"
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

#define MAX_PROBLEMS_SHOWN 16

typedef struct report {
    dcg_ctx *ctx;
    const char *name;
    size_t len;
    int problems, parse_errors;
} report;

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
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

/* A warning: the deck is still read, the message says what was assumed. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void warning(report *r, int line, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    char *w = r->ctx->deck_warn;
    size_t len = strlen(w), room = sizeof r->ctx->deck_warn - len;
    if (room > 1) snprintf(w + len, room, "%s%s:%d: %s", len ? "\n" : "", r->name, line, msg);
}

const char *dcg_deck_warnings(const dcg_ctx *ctx) { return ctx->deck_warn; }

static dcg_status finish(report *r)
{
    if (r->problems > MAX_PROBLEMS_SHOWN) {
        size_t room = sizeof r->ctx->err - r->len;
        snprintf(r->ctx->err + r->len, room, "\n... and %d more problems", r->problems - MAX_PROBLEMS_SHOWN);
    }
    return r->parse_errors ? DCG_EPARSE : r->problems ? DCG_EDECK : DCG_OK;
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

static void add_card(report *r, dcg_deck *out, int card, int count, int line)
{
    bool egg = r->ctx->db->cards[card].kind == DCG_KIND_EGG;
    if (r->ctx->db->cards[card].token) {
        problem(r, true, line, "%s is a token: effects make tokens, a deck never holds one (4-21-1)", r->ctx->db->cards[card].number);
        return;
    }
    uint16_t *list = egg ? out->eggs : out->main, *lines = egg ? out->line_eggs : out->line_main;
    int *n = egg ? &out->n_eggs : &out->n_main;
    for (int i = 0; i < count; i++) {
        if (*n >= DCG_DECK_MAX) {
            problem(r, true, line, "more than %d cards in the %s", DCG_DECK_MAX, egg ? "Digi-Egg deck" : "deck");
            return;
        }
        lines[*n] = (uint16_t)(line > 0xFFFF ? 0xFFFF : line);
        list[(*n)++] = (uint16_t)card;
    }
}

/* Look a number up; an unknown one is reported with what to do next: the
** close numbers of its set, or that no card of its set is loaded. */
static int find_card(report *r, const char *number, int line)
{
    int card = dcg_card_find(r->ctx, number);
    if (card >= 0) return card;
    const char *dash = strrchr(number, '-');
    size_t set_len = (size_t)(dash - number);
    long want = strtol(dash + 1, NULL, 10);
    char close[128] = "";
    int in_set = 0;
    for (int i = 0; i < r->ctx->db->n_cards; i++) {
        const char *n = r->ctx->db->cards[i].number, *d = strrchr(n, '-');
        if (!d || (size_t)(d - n) != set_len || strncasecmp(n, number, set_len)) continue;
        in_set++;
        long at = strtol(d + 1, NULL, 10);
        if (at >= want - 1 && at <= want + 1 && strlen(close) + strlen(n) + 3 < sizeof close)
            snprintf(close + strlen(close), sizeof close - strlen(close), "%s%s", close[0] ? ", " : "", n);
    }
    if (!in_set) problem(r, true, line, "unknown card number %s: no card of set %.*s is loaded", number, (int)set_len, number);
    else if (close[0]) problem(r, true, line, "unknown card number %s (close: %s)", number, close);
    else problem(r, true, line, "unknown card number %s (set %.*s has %d cards loaded)", number, (int)set_len, number, in_set);
    return -1;
}

/* Variant suffixes deck sites write for reprints and alternate arts: the
** card "ST1-03_P1" or "ST1-03 P1" / "ST1-03 (P1)" is ST1-03. Cuts a
** variant suffix off number; true when there was one, else false with
** *bad set when the suffix is not one we understand. */
static bool is_variant(const char *s)
{
    if (*s == '(') s++;
    if ((*s != 'P' && *s != 'p') || !isdigit((unsigned char)s[1])) return false;
    for (s++; isdigit((unsigned char)*s); s++) {}
    return !*s || (s[0] == ')' && !s[1]);
}

static bool strip_variant(char *number, bool *bad)
{
    char *u = strchr(number, '_');
    *bad = false;
    if (!u) return false;
    if (is_variant(u + 1)) {
        *u = 0;
        return true;
    }
    *bad = true;
    return false;
}

/* A section header deck sites write: words such as "Digi-Egg Deck",
** "Main Deck", "Digimon (38)", "Tamer", "Option". */
static bool is_header(const char *s)
{
    static const char *const words[] = {"deck", "egg", "digimon", "tamer", "option", "main"};
    char low[64];
    size_t n = strlen(s);
    if (n >= sizeof low) return false;
    for (size_t i = 0; i <= n; i++) {
        if (s[i] && !isalnum((unsigned char)s[i]) && !strchr(" -():", s[i])) return false;
        low[i] = (char)tolower((unsigned char)s[i]);
    }
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strstr(low, words[i])) return true;
    return false;
}

/* The last whitespace-separated word of s (s itself if it has one word). */
static char *last_word(char *s)
{
    char *e = s + strlen(s);
    while (e > s && !isspace((unsigned char)e[-1])) e--;
    return e;
}

static void parse_text(report *r, const char *text, dcg_deck *out)
{
    int line = 0;
    for (const char *p = text; *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char buf[512];
        line++;
        if (len >= sizeof buf) {
            problem(r, true, line, "line too long");
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
        if (!isdigit((unsigned char)*s)) {
            const char *last = strrchr(s, ' ');
            if (looks_like_number(last ? last + 1 : s)) problem(r, true, line, "no count before the card in '%s'", s);
            else if (!is_header(s))
                problem(r, true, line, "cannot read '%s': expected COUNT [NAME] NUMBER, a section header or a // comment", s);
            continue;
        }
        char *after;
        long count = strtol(s, &after, 10);
        if (*after == 'x' || *after == 'X') after++;
        if (!isspace((unsigned char)*after)) {
            problem(r, true, line, "expected COUNT [NAME] NUMBER, got '%s'", s);
            continue;
        }
        char *number = last_word(after);
        bool variant = false, bad;
        if (is_variant(number) && number > after) { /* "ST1-03 P1": the variant as a word of its own */
            variant = true;
            while (number > after && isspace((unsigned char)number[-1])) number--;
            *number = 0;
            number = last_word(after);
        }
        if (count < 1 || count > 50) {
            problem(r, true, line, "count %ld is not between 1 and 50", count);
            continue;
        }
        variant |= strip_variant(number, &bad);
        if (bad) {
            problem(r, true, line, "variant suffix '%s' is not understood: write the card's number alone (%.*s) or an "
                    "alternate art as %.*s_P1", strchr(number, '_'), (int)(strchr(number, '_') - number), number,
                    (int)(strchr(number, '_') - number), number);
            continue;
        }
        if (!looks_like_number(number)) {
            problem(r, true, line, "no card number at the end of '%s'", s);
            continue;
        }
        int card = find_card(r, number, line);
        if (card < 0) continue;
        /* the name written, if any, should be the number's */
        char *name = after;
        while (isspace((unsigned char)*name)) name++;
        char *name_end = number;
        while (name_end > name && isspace((unsigned char)name_end[-1])) name_end--;
        *name_end = 0;
        const char *real = r->ctx->db->cards[card].name;
        if (*name && strcasecmp(name, real)) warning(r, line, "'%s' is not the name of %s (%s); the number counts", name, number, real);
        if (variant) warning(r, line, "a variant (reprint or alternate art) of %s, read as that card", number);
        add_card(r, out, card, (int)count, line);
    }
}

/* The Tabletop Simulator array: ["label?", "ST1-01", ...]. A small reader of
** its own keeps the line of every entry. Strings that are not card numbers
** (the exporter's label) are skipped. */
static void parse_tts(report *r, const char *text, dcg_deck *out)
{
    int line = 1;
    const char *p = text;
    while (*p && *p != '[') line += *p++ == '\n';
    if (*p != '[') {
        problem(r, true, line, "expected a JSON array");
        return;
    }
    p++;
    for (bool first = true;; first = false) {
        while (isspace((unsigned char)*p)) line += *p++ == '\n';
        if (*p == ']') return;
        if (!first) {
            if (*p != ',') {
                problem(r, true, line, "expected ',' or ']' in the JSON array");
                return;
            }
            p++;
            while (isspace((unsigned char)*p)) line += *p++ == '\n';
        }
        if (*p != '"') {
            problem(r, true, line, "expected a string (a card number) in the JSON array");
            return;
        }
        char s[128];
        size_t n = 0;
        for (p++; *p && *p != '"'; p++) {
            if (*p == '\\' && p[1]) p++;
            if (*p == '\n') line++;
            if (n + 1 < sizeof s) s[n++] = *p;
        }
        if (*p != '"') {
            problem(r, true, line, "unterminated string in the JSON array");
            return;
        }
        p++;
        s[n] = 0;
        bool bad, variant = strip_variant(s, &bad);
        if (!looks_like_number(s) || bad) {
            if (first && !bad) continue; /* the exporter's label */
            problem(r, true, line, bad ? "variant suffix in '%s' is not understood: write the number alone or NUMBER_P1"
                                       : "'%s' is not a card number", s);
            continue;
        }
        int card = find_card(r, s, line);
        if (card < 0) continue;
        if (variant) warning(r, line, "a variant (reprint or alternate art) of %s, read as that card", s);
        add_card(r, out, card, 1, line);
    }
}

int dcg_deck_detect(const char *text)
{
    while (isspace((unsigned char)*text)) text++;
    return *text == '[' ? DCG_DECK_TTS : DCG_DECK_TEXT;
}

void dcg_format_default(dcg_format *f)
{
    memset(f, 0, sizeof *f);
    snprintf(f->name, sizeof f->name, "official");
    f->main_size = 50;
    f->eggs_max = 5;
    f->copies = 4;
    f->hand = 5;
    f->security = 5;
    f->memory_cap = 10;
    f->pass_memory = 3;
    f->redraw = 1;
}

static bool listed(const char (*list)[16], int n, const char *number)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(list[i], number)) return true;
    return false;
}

/* The set code of a card number ("ST1" of "ST1-03"). */
static bool set_allowed(const dcg_format *f, const char *number)
{
    if (!f->n_sets) return true;
    size_t len = strcspn(number, "-");
    for (int i = 0; i < f->n_sets; i++)
        if (strlen(f->sets[i]) == len && !strncmp(f->sets[i], number, len)) return true;
    return false;
}

/* Card k of the deck: its main cards, then its Digi-Eggs. */
static int deck_card(const dcg_deck *d, int k) { return k >= d->n_main ? d->eggs[k - d->n_main] : d->main[k]; }

/* Card i of the deck is one more copy of card number num (own: the copies
** its own rule allows, 2-3-4-6; 0: as the format says): a problem when the
** cards before it already hold as many as allowed (1-4-1-2-2), counting
** the cards whose [Rule] gives them num too (2-3-4-5-1). */
static void check_copies(report *r, const dcg_deck *d, const dcg_format *f, int i, int line, const char *num, int own)
{
    int before = 0;
    for (int k = 0; k < i; k++) before += dcg_card_has_number(&r->ctx->db->cards[deck_card(d, k)], num);
    bool restricted = listed(f->restricted, f->n_restricted, num);
    int limit = restricted ? 1 : own ? own : f->copies;
    if (before != limit) return;
    if (restricted) problem(r, false, line, "%s is restricted to 1 copy in %s", num, f->name);
    else if (own) problem(r, false, line, "more than %d copies of %s (its rule, 2-3-4-6)", own, num);
    else problem(r, false, line, "more than %d copies of %s (1-4-1-2-2)", f->copies, num);
}

static void check(report *r, const dcg_deck *d, const dcg_format *f)
{
    dcg_ctx *ctx = r->ctx;
    if (d->n_main != f->main_size)
        problem(r, false, 0, "the deck has %d cards; %s needs exactly %d (1-4-1-2-1)", d->n_main, f->name, f->main_size);
    if (d->n_eggs > f->eggs_max)
        problem(r, false, 0, "the Digi-Egg deck has %d cards; %s allows at most %d (1-4-1-3-1)", d->n_eggs, f->name, f->eggs_max);
    int total = d->n_main + d->n_eggs;
    for (int i = 0; i < total; i++) {
        bool egg = i >= d->n_main;
        int line = egg ? d->line_eggs[i - d->n_main] : d->line_main[i];
        const dcg_card *card = &ctx->db->cards[deck_card(d, i)];
        int first = 0;
        while (first < i && strcmp(ctx->db->cards[deck_card(d, first)].number, card->number)) first++;
        if (first == i) { /* once per number */
            if (listed(f->banned, f->n_banned, card->number)) problem(r, false, line, "%s is banned in %s", card->number, f->name);
            if (!set_allowed(f, card->number)) problem(r, false, line, "%s is not in a set %s allows", card->number, f->name);
        }
        check_copies(r, d, f, i, line, card->number, card->copies);
        for (const char *p = card->also_numbered; *p;) { /* it counts as a copy of these too (2-3-4-5-1) */
            char num[DCG_REQ_TEXT];
            size_t n = strcspn(p, "/");
            snprintf(num, sizeof num, "%.*s", (int)n, p);
            check_copies(r, d, f, i, line, num, 0);
            p += n + (p[n] == '/');
        }
    }
    for (int i = 0; i < f->n_pairs; i++) {
        int la = -1, lb = -1;
        for (int k = 0; k < total; k++) {
            bool egg = k >= d->n_main;
            int c = egg ? d->eggs[k - d->n_main] : d->main[k];
            int line = egg ? d->line_eggs[k - d->n_main] : d->line_main[k];
            if (!strcmp(ctx->db->cards[c].number, f->pairs[i][0]) && la < 0) la = line;
            if (!strcmp(ctx->db->cards[c].number, f->pairs[i][1]) && lb < 0) lb = line;
        }
        if (la >= 0 && lb >= 0)
            problem(r, false, lb, "%s and %s (line %d) may not be in one deck in %s", f->pairs[i][1], f->pairs[i][0], la, f->name);
    }
}

dcg_status dcg_deck_check(dcg_ctx *ctx, const dcg_deck *deck, const dcg_format *f)
{
    dcg_format def;
    if (!f) {
        dcg_format_default(&def);
        f = &def;
    }
    report r = {.ctx = ctx, .name = deck->name[0] ? deck->name : "deck"};
    ctx->err[0] = 0;
    check(&r, deck, f);
    return finish(&r);
}

dcg_status dcg_deck_parse_for(dcg_ctx *ctx, const char *text, const char *name, const dcg_format *f, dcg_deck *out)
{
    dcg_format def;
    if (!f) {
        dcg_format_default(&def);
        f = &def;
    }
    report r = {.ctx = ctx, .name = name};
    ctx->err[0] = ctx->deck_warn[0] = 0;
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "%s", name);
    if (dcg_deck_detect(text) == DCG_DECK_TTS) parse_tts(&r, text, out);
    else parse_text(&r, text, out);
    check(&r, out, f); /* rule problems too, so every problem is reported at once */
    return finish(&r);
}

dcg_status dcg_deck_parse(dcg_ctx *ctx, const char *text, const char *name, dcg_deck *out)
{
    return dcg_deck_parse_for(ctx, text, name, NULL, out);
}

dcg_status dcg_deck_load_for(dcg_ctx *ctx, const char *path, const dcg_format *f, dcg_deck *out)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    static _Thread_local char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    bool more = !feof(fp);
    fclose(fp);
    if (more) return dcg_err(ctx, DCG_EPARSE, "%s: too large for a deck list", path);
    buf[n] = 0;
    return dcg_deck_parse_for(ctx, buf, path, f, out);
}

dcg_status dcg_deck_load(dcg_ctx *ctx, const char *path, dcg_deck *out) { return dcg_deck_load_for(ctx, path, NULL, out); }

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

/* snprintf into buf at len, never past size; returns the new length needed. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static size_t put(char *buf, size_t size, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, fmt, ap);
    va_end(ap);
    return len + (w > 0 ? (size_t)w : 0);
}

int dcg_deck_write(const dcg_ctx *ctx, const dcg_deck *deck, int style, char *buf, size_t size)
{
    size_t len = 0;
    if (size) buf[0] = 0;
    if (style == DCG_DECK_TTS) {
        len = put(buf, size, len, "[\"Exported from dcg\"");
        for (int i = 0; i < deck->n_eggs; i++) len = put(buf, size, len, ",\"%s\"", ctx->db->cards[deck->eggs[i]].number);
        for (int i = 0; i < deck->n_main; i++) len = put(buf, size, len, ",\"%s\"", ctx->db->cards[deck->main[i]].number);
        len = put(buf, size, len, "]\n");
        return (int)len;
    }
    for (int part = 0; part < 2; part++) {
        const uint16_t *list = part == 0 ? deck->eggs : deck->main;
        int n = part == 0 ? deck->n_eggs : deck->n_main;
        if (style == DCG_DECK_TEXT) len = put(buf, size, len, "%s\n", part == 0 ? "// Digi-Egg deck" : "// Main deck");
        for (int i = 0; i < n; i++) {
            bool seen = false;
            for (int k = 0; k < i; k++) seen |= list[k] == list[i];
            if (seen) continue;
            int count = 0;
            for (int k = i; k < n; k++) count += list[k] == list[i];
            const dcg_card *c = &ctx->db->cards[list[i]];
            len = style == DCG_DECK_TEXT ? put(buf, size, len, "%d %s %s\n", count, c->name, c->number)
                                         : put(buf, size, len, "%d %s\n", count, c->number);
        }
    }
    return (int)len;
}
