#include "support.h"
#include <stdio.h>
#include <stdlib.h>

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

char *test_option_cards(const char *prefix, int n)
{
    char *json = malloc((size_t)n * 96 + 8);
    assert_non_null(json);
    size_t len = 0;
    json[len++] = '[';
    for (int i = 0; i < n; i++)
        len += (size_t)sprintf(json + len, "%s{\"number\":\"%s-%05d\",\"name\":\"X\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}",
                               i ? "," : "", prefix, i);
    strcpy(json + len, "]");
    return json;
}
