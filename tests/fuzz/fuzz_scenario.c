/* fuzz_scenario.c: the scenario parser and runner (dcg_scenario.h) on any
** text: every input ends in a status with a message, never a crash or a
** hang; and a scenario is deterministic, so running it twice gives the same
** status, message and report. */
#include "fuzz_common.h"
#include "dcg_scenario.h"
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 1 << 16) return 0;
    dcg_ctx *ctx = fuzz_ctx();
    char *text = fuzz_text(data, size);
    static char name[2][256], report[2][16384], msg[2048];
    dcg_status s = dcg_scenario_run_text(ctx, text, "fuzz.scn", name[0], sizeof name[0], report[0], sizeof report[0]);
    snprintf(msg, sizeof msg, "%s", dcg_errmsg(ctx));
    if (s >= DCG_STATUS_COUNT || (s != DCG_OK && !msg[0])) abort();
    dcg_status again = dcg_scenario_run_text(ctx, text, "fuzz.scn", name[1], sizeof name[1], report[1], sizeof report[1]);
    if (again != s || strcmp(name[0], name[1]) || strcmp(report[0], report[1]) || (s != DCG_OK && strcmp(msg, dcg_errmsg(ctx)))) abort();
    free(text);
    return 0;
}
