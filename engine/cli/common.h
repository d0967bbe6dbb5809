/* common.h: what the dcg subcommands share. */
#ifndef DCG_CLI_COMMON_H
#define DCG_CLI_COMMON_H
#include "cli.h"
#include <stdbool.h>
#include <stdio.h>

/* A context with the shipped cards and scripts, then every --cards
** directory. Prints the error and returns NULL on failure. */
dcg_ctx *cli_context(void);
/* Load a deck file (a path, or a starter name "st1"); prints errors. */
bool cli_deck(dcg_ctx *ctx, const char *arg, dcg_deck *out);
/* ... checked against a format. */
bool cli_deck_for(dcg_ctx *ctx, const char *arg, const dcg_format *f, dcg_deck *out);
/* The format named (NULL: the official rules without the restriction list); prints errors. */
bool cli_format(dcg_ctx *ctx, const char *name, dcg_format *out);
/* Path of a file in the shipped data (cards/decks/...). */
const char *cli_data_path(const char *relative);

/* Words for a card ("Agumon (ST1-03)"), a permanent, an option, an event. */
const char *cli_card_name(dcg_ctx *ctx, const dcg_state *st, int card);
void cli_describe_option(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, char *buf, size_t size);
/* One line for an event as `viewer` sees it (-1: everything); "" to skip. */
void cli_describe_event(dcg_ctx *ctx, const dcg_state *st, const dcg_event *ev, int viewer, char *buf, size_t size);
/* The board from player `me`'s side. */
void cli_print_board(FILE *out, dcg_ctx *ctx, const dcg_state *st, int me);
/* Print the events of the last call, as viewer sees them. */
void cli_print_events(FILE *out, dcg_ctx *ctx, const dcg_state *st, int viewer, const char *prefix);

/* The AI spec for --ai NAME and --playouts N (0: none): "mcts" becomes
** "mcts:playouts=N", other AIs stay as named. False (message printed) when
** it does not fit. */
bool cli_ai_spec(const char *cmd, const char *name, uint64_t playouts, char *buf, size_t size);

/* Option parsing helpers: true when argv[*i] is flag (and takes its value). */
bool cli_flag(int argc, char **argv, int *i, const char *flag, const char **value);
bool cli_parse_u64(const char *s, uint64_t *out);
double cli_now(void);
/* Cores online (at least 1). */
int cli_cores(void);
#endif
