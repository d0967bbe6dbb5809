/* support.h: shared helpers for the cmocka unit tests. */
#ifndef DCG_TEST_SUPPORT_H
#define DCG_TEST_SUPPORT_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include "internal.h"

/* A context with the shipped cards (the JSON files in cards/) and their scripts
** (scripts/) loaded; fails the test if they do not load. */
dcg_ctx *test_ctx(void);
/* Path of a file in the source tree, in a static buffer. */
const char *test_path(const char *relative);
/* Load the starter decks ST1, ST2 and ST3; fails the test if they do not load. */
void test_load_starters(dcg_ctx *ctx, dcg_deck decks[3]);
/* Make st differ only in cards hidden from viewer: swap the kinds of a
** card in the opponent's hand and one in the opponent's deck (different
** kinds), and the top and bottom of viewer's deck. False when it cannot. */
bool test_swap_hidden(dcg_state *st, int viewer);
#endif
