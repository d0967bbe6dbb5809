/* cmd_deck.c: dcg deck check FILE. */
#include "common.h"
#include <string.h>

int cmd_deck(int argc, char **argv)
{
    if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: dcg deck check FILE\n  Validates a deck list (50 cards, 0-5 Digi-Eggs, at most 4 per number);\n"
               "  every problem is reported with its line.\n");
        return 0;
    }
    if (argc != 3 || strcmp(argv[1], "check")) {
        fprintf(stderr, "usage: dcg deck check FILE\n");
        return 2;
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_deck d;
    dcg_status s = dcg_deck_load(ctx, argv[2], &d);
    if (s != DCG_OK) {
        fprintf(stderr, "%s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return 1;
    }
    int unscripted = 0;
    for (int i = 0; i < d.n_main; i++) unscripted += !dcg_card_scripted(ctx, d.main[i]) && dcg_card_at(ctx, d.main[i])->effect[0];
    printf("%s: valid: %d cards, %d Digi-Eggs%s\n", argv[2], d.n_main, d.n_eggs,
           unscripted ? " (some cards have effects without a script yet)" : "");
    dcg_ctx_free(ctx);
    return 0;
}
