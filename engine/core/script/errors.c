/* errors.c: script errors counted by card (errors.h). */
#include "errors.h"
#include <stdlib.h>
#include <string.h>

void dcg_error_table_note(dcg_error_table *t, int card, const char *msg)
{
    for (int i = 0; i < t->n; i++)
        if (t->cards[i].card == card) {
            t->cards[i].count++;
            return;
        }
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 16;
        struct dcg_card_errors *e = realloc(t->cards, sizeof *e * (size_t)cap);
        if (!e) return; /* the caller counted it all the same; the table misses it */
        t->cards = e;
        t->cap = cap;
    }
    t->cards[t->n++] = (struct dcg_card_errors){.card = card, .count = 1, .first = strdup(msg)};
}

void dcg_error_table_clear(dcg_error_table *t)
{
    for (int i = 0; i < t->n; i++) free(t->cards[i].first);
    t->n = 0;
}

void dcg_error_table_free(dcg_error_table *t)
{
    dcg_error_table_clear(t);
    free(t->cards);
    *t = (dcg_error_table){0};
}
