/*
** dcg_scenario.h: scenario tests: a board set up in a small text file, a
** queue of actions and answers, and assertions (format: tests/scenarios/README.md).
*/
#ifndef DCG_SCENARIO_H
#define DCG_SCENARIO_H
#include "dcg.h"

/* Run one scenario file. DCG_OK when every assertion holds; otherwise an
** error whose message (dcg_errmsg) names the file, the line, the assertion,
** what was expected and what was found. name gets the scenario's name. */
dcg_status dcg_scenario_run(dcg_ctx *ctx, const char *path, char *name, size_t name_size);
#endif
