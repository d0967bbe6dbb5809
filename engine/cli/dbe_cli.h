/* dbe_cli.h: the dcg command's DBE ruleset (dcg play/sim/replay --ruleset dbe). */
#ifndef DCG_DBE_CLI_H
#define DCG_DBE_CLI_H
/* True when the arguments ask for "--ruleset dbe". */
int dbe_cli_wanted(int argc, char **argv);
/* Run dcg COMMAND --ruleset dbe (command is play, sim, replay or deck). */
int dbe_cli_main(const char *command, int argc, char **argv);
#endif
