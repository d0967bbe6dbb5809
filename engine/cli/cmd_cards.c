/* cmd_cards.c: dcg cards [SET]: the cards and what they do. */
#include "common.h"
#include <string.h>

int cmd_cards(int argc, char **argv)
{
    const char *set = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: dcg cards [SET]\n  Lists the loaded cards (of SET, e.g. ST1) with their facts and effects.\n");
            return 0;
        }
        if (argv[i][0] == '-' || set) { fprintf(stderr, "dcg cards: unexpected '%s'\n", argv[i]); return 2; }
        set = argv[i];
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    int shown = 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        size_t n = set ? strlen(set) : 0;
        if (set && (strncmp(c->number, set, n) || c->number[n] != '-')) continue;
        shown++;
        printf("%-8s %-20s %-8s", c->number, c->name, dcg_kind_name(c->kind));
        for (int b = 0; b < DCG_COLOR_COUNT; b++)
            if (c->colors & (1 << b)) printf(" %s", dcg_color_name(1 << b));
        if (c->level) printf("  Lv%d", c->level);
        if (c->play_cost >= 0) printf("  cost %d", c->play_cost);
        if (c->dp >= 0) printf("  %d DP", c->dp);
        for (int k = 0; k < c->n_evo; k++) printf("  [digivolve from Lv%d for %d]", c->evo[k].level, c->evo[k].cost);
        printf("%s\n", dcg_card_scripted(ctx, i) ? "  (scripted)" : "");
        if (c->effect[0]) printf("         effect: %s\n", c->effect);
        if (c->inherited[0]) printf("         inherited: %s\n", c->inherited);
        if (c->security[0]) printf("         security: %s\n", c->security);
    }
    if (!shown && set) fprintf(stderr, "dcg cards: no card of set %s\n", set);
    dcg_ctx_free(ctx);
    return shown || !set ? 0 : 1;
}
