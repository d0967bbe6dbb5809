/* deck_info.c: what a deck builder reads about a deck: its name (the deck
** list's header comment, else its file's name) and a summary of what it
** holds (kinds, level curve, colours, costs, Digi-Eggs). */
#include "common.h"
#include <ctype.h>
#include <string.h>
#include <strings.h>

/* Is s (a header's text) one of the section headers a deck list may have? */
static bool section_header(const char *s)
{
    return !strncasecmp(s, "digi-egg", 8) || !strncasecmp(s, "digiegg", 7) || !strncasecmp(s, "egg", 3) ||
           !strncasecmp(s, "main", 4) || !strncasecmp(s, "deck", 4);
}

void cli_deck_name(const char *arg, char *buf, size_t size)
{
    const char *path = cli_deck_path_quiet(arg);
    FILE *f = path ? fopen(path, "r") : NULL;
    char line[256];
    buf[0] = 0;
    if (f && fgets(line, sizeof line, f)) { /* "// Starter Deck Gaia Red (ST-1)", "# My deck", "// Name: My deck" */
        char *s = line;
        if (!strncmp(s, "//", 2)) s += 2;
        else if (*s == '#') s++;
        else s = NULL;
        if (s) {
            while (isspace((unsigned char)*s)) s++;
            if (!strncasecmp(s, "name:", 5)) s += 5;
            while (isspace((unsigned char)*s)) s++;
            s[strcspn(s, "\r\n")] = 0;
            for (char *e = s + strlen(s); e > s && isspace((unsigned char)e[-1]);) *--e = 0;
            if (*s && !section_header(s)) snprintf(buf, size, "%s", s);
        }
    }
    if (f) fclose(f);
    if (buf[0]) return;
    const char *base = strrchr(arg, '/') ? strrchr(arg, '/') + 1 : arg; /* "decks/red.txt": "red" */
    const char *dot = strrchr(base, '.');
    snprintf(buf, size, "%.*s", (int)(dot && dot != base ? dot - base : (long)strlen(base)), base);
}

/* "Lv3 16 | Lv4 12": the counts of buckets 0..n-1 that are not 0, each named by its number between pre and post. */
static void buckets(FILE *out, const char *title, const int *count, int n, const char *pre, const char *post)
{
    fprintf(out, "  %-9s", title);
    for (int i = 0, first = 1; i < n; i++)
        if (count[i]) {
            fprintf(out, "%s", first ? "" : " | ");
            fprintf(out, "%s%d%s %d", pre, i, post, count[i]);
            first = 0;
        }
    fprintf(out, "\n");
}

void cli_deck_summary(FILE *out, dcg_ctx *ctx, const dcg_deck *d)
{
    int kinds[DCG_KIND_COUNT] = {0}, levels[16] = {0}, costs[21] = {0}, colors[DCG_COLOR_COUNT] = {0}, no_level = 0;
    for (int i = 0; i < d->n_main; i++) {
        const dcg_card *c = dcg_card_at(ctx, d->main[i]);
        kinds[c->kind]++;
        if (c->kind == DCG_KIND_DIGIMON) {
            if (c->level > 0 && c->level < 16) levels[c->level]++;
            else no_level++;
        }
        if (c->play_cost >= 0 && c->play_cost <= 20) costs[c->play_cost]++;
        for (int b = 0; b < DCG_COLOR_COUNT; b++) colors[b] += (c->colors >> b) & 1;
    }
    fprintf(out, "  %-9sDigimon %d, Tamer %d, Option %d\n", "kinds:", kinds[DCG_KIND_DIGIMON], kinds[DCG_KIND_TAMER],
            kinds[DCG_KIND_OPTION]);
    buckets(out, "levels:", levels, 16, "Lv", "");
    if (no_level) fprintf(out, "  %-9s%d Digimon without a level\n", "", no_level);
    fprintf(out, "  %-9s", "colours:");
    for (int b = 0, first = 1; b < DCG_COLOR_COUNT; b++)
        if (colors[b]) fprintf(out, "%s%s %d", first ? "" : " | ", dcg_color_name(1 << b), colors[b]), first = 0;
    fprintf(out, " (a card of two colours counts for each)\n");
    buckets(out, "costs:", costs, 21, "", ":");
    fprintf(out, "  %-9s%d", "eggs:", d->n_eggs);
    for (int i = 0; i < d->n_eggs; i++) { /* each card number once, with its count */
        bool first = true;
        int n = 0;
        for (int k = 0; k < d->n_eggs; k++) first &= !(k < i && d->eggs[k] == d->eggs[i]), n += d->eggs[k] == d->eggs[i];
        if (!first) continue;
        const dcg_card *c = dcg_card_at(ctx, d->eggs[i]);
        char col[64] = "";
        for (int b = 0, len = 0; b < DCG_COLOR_COUNT; b++)
            if (c->colors & (1 << b)) len += snprintf(col + len, sizeof col - (size_t)len, "%s%s", len ? "/" : "", dcg_color_name(1 << b));
        fprintf(out, "%s%d %s %s (%s)", i ? ", " : ": ", n, c->name, c->number, col);
    }
    fprintf(out, "\n");
}
