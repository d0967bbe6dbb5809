/* deck.h: deck helpers beyond the public API (replays, export). */
#ifndef DCG_DECK_H
#define DCG_DECK_H
#include "dcg.h"
/* Build and validate a deck from a flat list of card numbers. */
dcg_status dcg_deck_from_numbers(dcg_ctx *ctx, const char *const *numbers, int n, dcg_deck *out);
#endif
