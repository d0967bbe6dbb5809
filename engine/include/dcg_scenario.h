/*
** dcg_scenario.h: scenario tests: a board set up in a small text file, a
** queue of actions and answers, and assertions (format: tests/scenarios/README.md).
*/
#ifndef DCG_SCENARIO_H
#define DCG_SCENARIO_H
#include "dcg.h"
#include <stdio.h>

/* Run one scenario file. DCG_OK when every assertion holds. Otherwise the
** message (dcg_errmsg) names the file and the line, and:
**  - DCG_EPARSE: a line that cannot be read, with what was expected there
**    (also syntax planned for mechanics the engine does not have yet);
**  - DCG_EINVAL: a failed expectation or an action the engine did not
**    offer, with what was expected and what was found;
**  - DCG_EIO / DCG_ENOMEM: the file could not be read.
** name (name_size bytes) gets the scenario's name. */
dcg_status dcg_scenario_run(dcg_ctx *ctx, const char *path, char *name, size_t name_size);
/* The same, and report (report_size bytes) gets, on DCG_EINVAL, the board
** (both sides, every zone, stacks, DP, suspended), the effects waiting and
** the pending decision with its options; else "". */
dcg_status dcg_scenario_run_report(dcg_ctx *ctx, const char *path, char *name, size_t name_size,
                                   char *report, size_t report_size);
/* The same, and trace (if not NULL) gets each line as it runs; after each
** action, the events it caused (in the words of `expect event`) and the
** board (dcg scenario --trace). */
dcg_status dcg_scenario_run_trace(dcg_ctx *ctx, const char *path, char *name, size_t name_size, char *report,
                                  size_t report_size, FILE *trace);
/* The same for a scenario held in memory (text, NUL-terminated); label
** stands for the file name in messages. */
dcg_status dcg_scenario_run_text(dcg_ctx *ctx, const char *text, const char *label, char *name,
                                 size_t name_size, char *report, size_t report_size);

/* ---- DBE (the second ruleset, dcg_dbe.h) --------------------------------------- */
#include "dcg_dbe.h"
/* The ruleset a scenario file names on its `ruleset:` line ("dbe"), or
** "official" when it names none; NULL (msg says why, with the file and
** line) when the file cannot be read or names another. */
const char *dcg_scenario_ruleset(const char *path, char *msg, size_t msg_size);
/* Run one DBE scenario file (the DBE section of tests/scenarios/README.md).
** DCG_OK when every expectation holds; otherwise msg (msg_size bytes) names
** the file and the line: DCG_EPARSE a line that cannot be read, DCG_EINVAL a
** failed expectation or an answer not offered (report, report_size bytes,
** then gets the board, the pending decision and its options, the log's end),
** DCG_EIO / DCG_ENOMEM the file. name gets the scenario's name. */
dcg_status dcg_dbe_scenario_run(dcg_dbe_ctx *ctx, const char *path, char *name, size_t name_size, char *msg,
                                size_t msg_size, char *report, size_t report_size);
/* The same, showing the run on trace (as dcg_scenario_run_trace does): each
** line as it is read and, after each answer, the log it wrote and the board. */
dcg_status dcg_dbe_scenario_run_trace(dcg_dbe_ctx *ctx, const char *path, char *name, size_t name_size, char *msg,
                                      size_t msg_size, char *report, size_t report_size, FILE *trace);
#endif
