/* card_stats.c: card-level statistics of simulated games from the event
** stream: what each event says about the card it names, per deck (the
** deck of the card's owner), and per game whether the card came out. */
#include "card_stats.h"
#include <stdlib.h>
#include <string.h>

bool card_stats_init(card_stats *s, int n_cards)
{
    s->n_cards = n_cards;
    s->rows[0] = calloc((size_t)n_cards + 1, sizeof(card_row));
    s->rows[1] = calloc((size_t)n_cards + 1, sizeof(card_row));
    return s->rows[0] && s->rows[1];
}

void card_stats_free(card_stats *s)
{
    free(s->rows[0]);
    free(s->rows[1]);
    s->rows[0] = s->rows[1] = NULL;
}

void card_stats_merge(card_stats *a, const card_stats *b)
{
    enum { FIELDS = sizeof(card_row) / sizeof(uint64_t) };
    for (int d = 0; d < 2; d++)
        for (int i = 0; i < a->n_cards; i++) {
            uint64_t *x = (uint64_t *)&a->rows[d][i];
            const uint64_t *y = (const uint64_t *)&b->rows[d][i];
            for (int k = 0; k < FIELDS; k++) x[k] += y[k];
        }
}

bool card_game_init(card_game *g, int n_cards)
{
    g->n_cards = n_cards;
    for (int d = 0; d < 2; d++) {
        g->rows[d] = calloc((size_t)n_cards + 1, sizeof(card_row));
        g->out[d] = calloc((size_t)n_cards + 1, 1);
    }
    return g->rows[0] && g->rows[1] && g->out[0] && g->out[1];
}

void card_game_free(card_game *g)
{
    for (int d = 0; d < 2; d++) free(g->rows[d]), free(g->out[d]);
}

void card_game_reset(card_game *g)
{
    for (int d = 0; d < 2; d++) {
        memset(g->rows[d], 0, sizeof(card_row) * (size_t)g->n_cards);
        memset(g->out[d], 0, (size_t)g->n_cards);
    }
}

void card_game_events(card_game *g, const dcg_state *st, const dcg_event *ev, int n, int first)
{
    for (int i = 0; i < n; i++) {
        const dcg_event *e = &ev[i];
        if (e->card == DCG_NO_CARD) continue;
        int c = e->def >= 0 ? e->def : dcg_card_of(st, e->card), seat = dcg_owner_of(st, e->card);
        if (c < 0 || c >= g->n_cards || seat < 0 || seat > 1) continue;
        int deck = seat == 0 ? first : 1 - first;
        card_row *r = &g->rows[deck][c];
        bool out = true;
        switch (e->kind) {
        case DCG_EV_PLAY: r->played++; break;
        case DCG_EV_DIGIVOLVE: r->digivolved++; break;
        case DCG_EV_USE: r->used++; break;
        case DCG_EV_LINK: r->linked++; break;
        case DCG_EV_MOVE:
            if (e->from == DCG_ZONE_EGGS && e->to == DCG_ZONE_BREEDING) r->hatched++;
            else out = false;
            break;
        case DCG_EV_EFFECT:
            r->effects += e->b != 0;
            out = false;
            break;
        default: out = false; break;
        }
        if (out) g->out[deck][c] = 1;
    }
}

void card_game_end(card_game *g, card_stats *s, const dcg_deck *const decks[2], int winner)
{
    enum { FIELDS = sizeof(card_row) / sizeof(uint64_t) };
    for (int d = 0; d < 2; d++) {
        for (int i = 0; i < g->n_cards; i++) {
            uint64_t *x = (uint64_t *)&s->rows[d][i];
            const uint64_t *y = (const uint64_t *)&g->rows[d][i];
            for (int k = 0; k < FIELDS; k++) x[k] += y[k];
        }
        const dcg_deck *dk = decks[d];
        for (int i = 0; i < dk->n_main + dk->n_eggs; i++) { /* each card number of the list once */
            int c = i < dk->n_main ? dk->main[i] : dk->eggs[i - dk->n_main];
            bool seen = false;
            for (int k = 0; k < i && !seen; k++) seen = (k < dk->n_main ? dk->main[k] : dk->eggs[k - dk->n_main]) == c;
            if (seen || c >= g->n_cards) continue;
            card_row *r = &s->rows[d][c];
            if (g->out[d][c]) r->games_played++, r->wins_played += winner == d;
            else r->games_not++, r->wins_not += winner == d;
        }
    }
    card_game_reset(g);
}

/* The distinct card indices of a deck, main deck first, in list order; returns how many. */
static int distinct(const dcg_deck *dk, int *out, int *copies)
{
    int n = 0;
    for (int i = 0; i < dk->n_main + dk->n_eggs; i++) {
        int c = i < dk->n_main ? dk->main[i] : dk->eggs[i - dk->n_main], k = 0;
        while (k < n && out[k] != c) k++;
        if (k == n) out[n] = c, copies[n++] = 0;
        copies[k]++;
    }
    return n;
}

static double pct(uint64_t a, uint64_t b) { return b ? 100.0 * (double)a / (double)b : 0; }

void card_stats_text(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2], const char *const names[2])
{
    int cards[2 * DCG_DECK_MAX], copies[2 * DCG_DECK_MAX];
    for (int d = 0; d < 2; d++) {
        int n = distinct(decks[d], cards, copies);
        fprintf(out, "\ncards of %s: events summed over the games; win rate in the games the card came out or not\n", names[d]);
        fprintf(out, "  %-9s %-20s %6s %6s %6s %6s %6s %6s %7s | %6s %6s | %6s %6s\n", "number", "name", "copies", "played", "digiv.",
                "used", "linked", "hatch", "effects", "out", "win%", "not", "win%");
        for (int k = 0; k < n; k++) {
            const card_row *r = &s->rows[d][cards[k]];
            const dcg_card *c = dcg_card_at(ctx, cards[k]);
            fprintf(out, "  %-9s %-20.20s %6d %6llu %6llu %6llu %6llu %6llu %7llu | %6llu %5.1f%% | %6llu %5.1f%%\n", c->number, c->name,
                    copies[k], (unsigned long long)r->played, (unsigned long long)r->digivolved, (unsigned long long)r->used,
                    (unsigned long long)r->linked, (unsigned long long)r->hatched, (unsigned long long)r->effects,
                    (unsigned long long)r->games_played, pct(r->wins_played, r->games_played), (unsigned long long)r->games_not,
                    pct(r->wins_not, r->games_not));
        }
    }
}

/* One card's fields, JSON ("k":v,...) or CSV (v,...). */
static void fields(FILE *out, bool json, const card_row *r, int copies)
{
    const char *const names[] = {"copies", "played", "digivolved", "used", "linked", "hatched", "effects",
                                 "games_played", "wins_played", "games_not", "wins_not"};
    const uint64_t v[] = {(uint64_t)copies, r->played, r->digivolved, r->used, r->linked, r->hatched, r->effects,
                          r->games_played, r->wins_played, r->games_not, r->wins_not};
    for (size_t k = 0; k < sizeof v / sizeof *v; k++)
        if (json) fprintf(out, ",\"%s\":%llu", names[k], (unsigned long long)v[k]);
        else fprintf(out, ",%llu", (unsigned long long)v[k]);
    if (json)
        fprintf(out, ",\"win_rate_played\":%.4f,\"win_rate_not\":%.4f", pct(r->wins_played, r->games_played) / 100,
                pct(r->wins_not, r->games_not) / 100);
    else fprintf(out, ",%.4f,%.4f", pct(r->wins_played, r->games_played) / 100, pct(r->wins_not, r->games_not) / 100);
}

void card_stats_json(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2])
{
    int cards[2 * DCG_DECK_MAX], copies[2 * DCG_DECK_MAX];
    fprintf(out, ",\"cards\":[");
    for (int d = 0; d < 2; d++) {
        fprintf(out, "%s[", d ? "," : "");
        int n = distinct(decks[d], cards, copies);
        for (int k = 0; k < n; k++) {
            const dcg_card *c = dcg_card_at(ctx, cards[k]);
            fprintf(out, "%s{\"number\":", k ? "," : "");
            cli_json_string(out, c->number);
            fprintf(out, ",\"name\":");
            cli_json_string(out, c->name);
            fields(out, true, &s->rows[d][cards[k]], copies[k]);
            fprintf(out, "}");
        }
        fprintf(out, "]");
    }
    fprintf(out, "]");
}

void card_stats_csv(FILE *out, dcg_ctx *ctx, const card_stats *s, const dcg_deck *const decks[2], const char *const names[2])
{
    int cards[2 * DCG_DECK_MAX], copies[2 * DCG_DECK_MAX];
    fprintf(out, "deck,deck_name,number,name,copies,played,digivolved,used,linked,hatched,effects,games_played,wins_played,"
                 "games_not,wins_not,win_rate_played,win_rate_not\n");
    for (int d = 0; d < 2; d++) {
        int n = distinct(decks[d], cards, copies);
        for (int k = 0; k < n; k++) {
            const dcg_card *c = dcg_card_at(ctx, cards[k]);
            fprintf(out, "deck%d,", d + 1);
            cli_csv_field(out, names[d]);
            fprintf(out, ",%s,", c->number);
            cli_csv_field(out, c->name);
            fields(out, false, &s->rows[d][cards[k]], copies[k]);
            fprintf(out, "\n");
        }
    }
}
