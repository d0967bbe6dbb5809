/* errors.h: script errors counted by card, for a modder's report (dcg
** sim's table): each card that failed, how often, its first message. A
** ruleset keeps a table on its context and names its cards (the official
** game by card number: official/script/card_errors.c). */
#ifndef DCG_SCRIPT_ERRORS_H
#define DCG_SCRIPT_ERRORS_H

typedef struct dcg_error_table {
    struct dcg_card_errors {
        int card;    /* the ruleset's card index (-1: no card) */
        int count;
        char *first; /* the first message (malloc'ed; NULL: out of memory) */
    } *cards;
    int n, cap;
} dcg_error_table;

/* One more error of card, with its message (copied when it is the card's first). */
void dcg_error_table_note(dcg_error_table *t, int card, const char *msg);
/* Forget the errors (the table's memory is kept); free it all. */
void dcg_error_table_clear(dcg_error_table *t);
void dcg_error_table_free(dcg_error_table *t);

#endif
