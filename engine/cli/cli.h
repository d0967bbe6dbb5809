/* cli.h: the dcg command's subcommands and shared helpers. */
#ifndef DCG_CLI_H
#define DCG_CLI_H
#include "dcg.h"

/* Data directories given with the global --cards option, in order; they
** are loaded after the shipped cards and scripts. */
#define DCG_CLI_MAX_DIRS 16
extern const char *dcg_cli_card_dirs[DCG_CLI_MAX_DIRS];
extern int dcg_cli_n_card_dirs;

int cmd_play(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_scenario(int argc, char **argv);
int cmd_cards(int argc, char **argv);
int cmd_deck(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_serve(int argc, char **argv);  /* engine/serve (a stub when built without it) */
/* coverage.c: the rules' sections the scenarios under dirs cite (dcg scenario --coverage). */
/* With check, returns 1 when a line of the reasons file is faulty (named on stderr). */
int scenario_coverage(const char *rules, const char *reasons, int n_dirs, char **dirs, int list, int check);
#endif
