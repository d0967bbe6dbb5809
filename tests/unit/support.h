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
#endif
