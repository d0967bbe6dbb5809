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
/* A JSON card list of n Options numbered PREFIX-0000 ... (free it). */
char *test_option_cards(const char *prefix, int n);
/* Path of a file in the source tree, in a static buffer. */
const char *test_path(const char *relative);

/* A context with cards invented for a test: cards_json (an array of card
** objects) and one Lua script per card number, with the shipped helpers
** (scripts/lib) loaded first. */
typedef struct test_script {
    const char *number, *lua;
} test_script;
dcg_ctx *test_ctx_inline(const char *cards_json, const test_script *scripts, int n);

/* Hand-built positions on a test context: board_fresh empties st and gives
** each player a few filler cards as a deck; board_give puts a card of that
** number in p's hand (or on the field with DCG_ZONE_BATTLE) and returns its
** instance; board_begin starts player 0's main phase of turn 3 with the
** given memory; board_pick answers the option of that kind whose card is c
** (any card when c < 0), checking the invariants. */
typedef struct test_board {
    dcg_ctx *ctx;
    dcg_state *st;
    int next_id[2];
} test_board;
void board_fresh(test_board *b, const char *filler);
int board_give(test_board *b, int p, const char *number, int zone);
void board_begin(test_board *b, int memory);
void board_pick(test_board *b, int kind, int c);
/* A board on a context of inline cards (test_ctx_inline) and a new state;
** board_close frees both. */
void board_open(test_board *b, const char *cards_json, const test_script *scripts, int n);
void board_close(test_board *b);
/* Events of this kind produced by the last call on ctx. */
int test_count_events(const dcg_ctx *ctx, int kind);
/* h with every field of the last call's events mixed in (FNV-1a style;
** field by field: padding bytes are not defined). */
uint64_t test_hash_events(const dcg_ctx *ctx, uint64_t h);
/* Load the starter decks ST1, ST2 and ST3; fails the test if they do not load. */
void test_load_starters(dcg_ctx *ctx, dcg_deck decks[3]);
/* Make st differ only in cards hidden from viewer: swap the kinds of a
** card in the opponent's hand and one in the opponent's deck (different
** kinds), and the top and bottom of viewer's deck. False when it cannot. */
bool test_swap_hidden(dcg_state *st, int viewer);
#endif
