#include "support.h"
#include <stdio.h>

const char *test_path(const char *relative)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "%s/%s", DCG_SOURCE_DIR, relative);
    return buf;
}

dcg_ctx *test_ctx(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) fail_msg("loading cards and scripts: %s", dcg_errmsg(ctx));
    return ctx;
}
