/* cmd_deck.c: dcg deck check FILE [--format NAME]; dcg deck convert FILE --to STYLE. */
#include "common.h"
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg deck check FILE [--format NAME] [--name NAME]\n"
                 "       dcg deck convert FILE --to text|tts|plain\n"
                 "  FILE: a deck list, or a starter deck's name (st1, st2, st3)\n"
                 "  check: validates a deck list against a format (default: the official rules\n"
                 "         without the restriction list; standard, starter, legacy or a .lua path);\n"
                 "         every problem is reported with its line, and cards without a script;\n"
                 "         a valid deck's summary: kinds, level curve, colours, costs, Digi-Eggs.\n"
                 "         The deck is named by --name, else by its list's first line when that is\n"
                 "         a comment (\"// My red deck\"), else by its file's name.\n"
                 "  convert: reads any style (digimoncard.io text, Tabletop Simulator JSON,\n"
                 "         COUNT NUMBER lines) and writes the one asked for to standard output.\n");
}

static void print_warnings(dcg_ctx *ctx)
{
    const char *w = dcg_deck_warnings(ctx);
    for (const char *e; *w; w = *e ? e + 1 : e) {
        e = w + strcspn(w, "\n");
        fprintf(stderr, "warning: %.*s\n", (int)(e - w), w);
    }
}

static int check(dcg_ctx *ctx, const char *arg, const char *path, const char *format, const char *name)
{
    static dcg_format fmt;
    if (!cli_format(ctx, format, &fmt)) return 2;
    dcg_deck d;
    dcg_status s = dcg_deck_load_for(ctx, path, &fmt, &d);
    print_warnings(ctx);
    if (s != DCG_OK) {
        cli_print_error(ctx, "dcg deck check");
        return 1;
    }
    char header[128];
    if (!name) cli_deck_name(arg, header, sizeof header), name = header;
    printf("%s (%s): valid for %s: %d cards, %d Digi-Eggs\n", name, path, fmt.name, d.n_main, d.n_eggs);
    cli_deck_summary(stdout, ctx, &d);
    /* the cards a game would refuse (a card with text and no script), with
    ** their copies, then the sets they come from */
    int missing = 0, copies[2 * DCG_DECK_MAX], cards[2 * DCG_DECK_MAX];
    for (int i = 0; i < d.n_main + d.n_eggs; i++) {
        int c = i < d.n_main ? d.main[i] : d.eggs[i - d.n_main];
        const dcg_card *card = dcg_card_at(ctx, c);
        if (!card->has_text || dcg_card_scripted(ctx, c)) continue;
        int k = 0;
        while (k < missing && cards[k] != c) k++;
        if (k == missing) cards[missing] = c, copies[missing++] = 0;
        copies[k]++;
    }
    if (!missing) return 0;
    printf("cards with effect text but no script yet (a game refuses the deck until they have one):\n");
    for (int k = 0; k < missing; k++)
        printf("  %s %s (%d %s)\n", dcg_card_at(ctx, cards[k])->number, dcg_card_at(ctx, cards[k])->name, copies[k],
               copies[k] == 1 ? "copy" : "copies");
    printf("from the sets:");
    for (int k = 0; k < missing; k++) {
        const char *num = dcg_card_at(ctx, cards[k])->number;
        int len = (int)strcspn(num, "-"), first = 1, n = 0;
        for (int j = 0; j < missing; j++) {
            const char *other = dcg_card_at(ctx, cards[j])->number;
            if ((int)strcspn(other, "-") != len || strncmp(other, num, (size_t)len)) continue;
            first &= j >= k;
            n++;
        }
        if (first) printf(" %.*s (%d)", len, num, n);
    }
    printf("\n");
    return 1;
}

static int convert(dcg_ctx *ctx, const char *path, const char *to)
{
    static const char *const styles[DCG_DECK_STYLE_COUNT] = {"text", "tts", "plain"};
    int style = -1;
    for (int i = 0; i < DCG_DECK_STYLE_COUNT; i++)
        if (to && !strcmp(to, styles[i])) style = i;
    if (style < 0) {
        fprintf(stderr, "dcg deck convert: %s%s%s: --to text, tts or plain\n", to ? "unknown style '" : "which style?",
                to ? to : "", to ? "'" : "");
        return 2;
    }
    dcg_deck d;
    dcg_status s = dcg_deck_load(ctx, path, &d);
    print_warnings(ctx);
    if (s == DCG_EPARSE || s == DCG_EIO) { /* a deck that breaks a rule still converts */
        cli_print_error(ctx, "dcg deck convert");
        return 1;
    }
    int n = dcg_deck_write(ctx, &d, style, NULL, 0);
    char *buf = malloc((size_t)n + 1);
    if (!buf) return 1;
    dcg_deck_write(ctx, &d, style, buf, (size_t)n + 1);
    fputs(buf, stdout);
    free(buf);
    return 0;
}

int cmd_deck(int argc, char **argv)
{
    if (cli_help(argc, argv)) {
        usage(stdout);
        return 0;
    }
    if (argc < 2 || (strcmp(argv[1], "check") && strcmp(argv[1], "convert"))) {
        if (argc >= 2) fprintf(stderr, "dcg deck: unknown subcommand '%s' (check, convert)\n", argv[1]);
        usage(stderr);
        return 2;
    }
    const char *path = NULL, *format = NULL, *to = NULL, *name = NULL, *arg;
    for (int i = 2; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--format", &format) || cli_flag(argc, argv, &i, "--to", &to) ||
            cli_flag(argc, argv, &i, "--name", &name))
            continue;
        if (argv[i][0] == '-' || path) {
            fprintf(stderr, "dcg deck: unexpected '%s'\n", argv[i]);
            return 2;
        }
        path = argv[i];
    }
    if (!path) {
        fprintf(stderr, "dcg deck %s: which deck list? (a path)\n", argv[1]);
        usage(stderr);
        return 2;
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    if (!(path = cli_deck_path(arg = path))) {
        dcg_ctx_free(ctx);
        return 2;
    }
    int rc = !strcmp(argv[1], "check") ? check(ctx, arg, path, format, name) : convert(ctx, path, to);
    dcg_ctx_free(ctx);
    return rc;
}
