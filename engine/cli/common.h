/* common.h: what the dcg subcommands share. */
#ifndef DCG_CLI_COMMON_H
#define DCG_CLI_COMMON_H
#include "cli.h"
#include <stdbool.h>
#include <stdio.h>

/* A context with the shipped cards and scripts, then every --cards
** directory. Prints the error and returns NULL on failure. */
dcg_ctx *cli_context(void);
/* cards_coverage.c: dcg cards coverage: per set, cards, with text, scripted, with a scenario, rulings. */
int cards_coverage(dcg_ctx *ctx, bool json);
/* The path of a deck argument: a path, or a starter name ("st1"); NULL
** (the starters listed) when it is neither. */
const char *cli_deck_path(const char *arg);
/* ... the same without a message. */
const char *cli_deck_path_quiet(const char *arg);
/* deck_info.c: a deck's name: its list's header comment ("// Starter Deck
** Gaia Red (ST-1)", "# NAME", "// Name: NAME"; not a section header), else
** its file's name without the extension. */
void cli_deck_name(const char *arg, char *buf, size_t size);
/* What a deck holds, for a deck builder: kinds, the level curve, colours,
** play costs, Digi-Eggs (lines indented by two). */
void cli_deck_summary(FILE *out, dcg_ctx *ctx, const dcg_deck *d);
/* Load a deck file (a path, or a starter name "st1"); prints errors. */
bool cli_deck(dcg_ctx *ctx, const char *arg, dcg_deck *out);
/* ... checked against a format. */
bool cli_deck_for(dcg_ctx *ctx, const char *arg, const dcg_format *f, dcg_deck *out);
/* The format named (NULL: the official rules without the restriction list); prints errors. */
bool cli_format(dcg_ctx *ctx, const char *name, dcg_format *out);
/* Print an engine error as "who: message", with what to do next where the
** message calls for it (cards of a set not loaded: the import command). */
void cli_print_error(dcg_ctx *ctx, const char *who);
/* Print the names of the files in dir ending in suffix, without it,
** comma-separated and sorted ("st1, st2, st3"). */
void cli_print_names(FILE *out, const char *dir, const char *suffix);
/* Names in natural order: a run of digits compares by its number, so st9 comes before st10. */
int cli_natural_cmp(const char *x, const char *y);
/* The shipped data (cards/, scripts/): $DCG_DATA_DIR, else the installed
** directory next to the binary (bin/../share/dcg), else the source tree. */
const char *cli_data_dir(void);
/* Path of a file in the shipped data (cards/decks/...). */
const char *cli_data_path(const char *relative);

/* Print the events of the last call, as viewer sees them (dcg_event_describe). */
void cli_print_events(FILE *out, dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, int viewer, const char *prefix);

/* What the dcg command writes into a replay beyond the game: the mod
** directories it was played with ("cards DIR" lines) and the AI's seat
** and name ("ai SEAT NAME"). */
typedef struct cli_replay_info {
    char dirs[DCG_CLI_MAX_DIRS][1024];
    int n_dirs;
    int ai_seat;
    char ai[128];
} cli_replay_info;
/* Read them from a replay file (false when it cannot be read). */
bool cli_replay_meta(const char *path, cli_replay_info *info);
/* After an error replaying it: name its mod directories not given with
** --cards. A replay loads no mod itself (it would choose what code runs):
** mods come from the command line, and the replay's digest checks they
** are the ones it was played with (dcg_replay_check). */
void cli_replay_hint(FILE *out, const cli_replay_info *info);
/* Write the "cards DIR" lines of the --cards directories (absolute paths). */
void cli_write_card_dirs(FILE *f);

/* The AI spec for --ai NAME and --playouts N (0: none): "mcts" becomes
** "mcts:playouts=N", other AIs stay as named. False (message printed) when
** it does not fit. */
bool cli_ai_spec(const char *cmd, const char *name, uint64_t playouts, char *buf, size_t size);

/* Option parsing helpers: true when argv[*i] is flag (and takes its value). */
bool cli_flag(int argc, char **argv, int *i, const char *flag, const char **value);
bool cli_parse_u64(const char *s, uint64_t *out);
/* A whole decimal number in lo..hi, nothing else on the string. */
bool cli_parse_int(const char *s, long lo, long hi, int *out);
/* Is --help or -h among the arguments (after the command name)? */
bool cli_help(int argc, char **argv);
double cli_now(void);
/* s as a JSON string (quoted, escaped); s as XML text (escaped). */
void cli_json_string(FILE *out, const char *s);
void cli_xml_text(FILE *out, const char *s);
/* s as a CSV field (quoted, quotes doubled). */
void cli_csv_field(FILE *out, const char *s);
/* Cores online (at least 1). */
int cli_cores(void);
#endif
