/* cli.h: the dcg command's subcommands and shared helpers. */
#ifndef DCG_CLI_H
#define DCG_CLI_H
#include "dcg.h"

int cmd_play(int argc, char **argv);
int cmd_sim(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_scenario(int argc, char **argv);
int cmd_cards(int argc, char **argv);
int cmd_deck(int argc, char **argv);
#endif
