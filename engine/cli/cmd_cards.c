/* cmd_cards.c: dcg cards [SET] | search FILTERS | import FILE DIR. */
#include "common.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg cards [SET]                 list the loaded cards (of SET, e.g. ST1)\n"
                 "       dcg cards search [--name S] [--number S] [--color C] [--level N] [--kind K]\n"
                 "                        [--trait T] [--cost N] [--scripted yes|no]\n"
                 "       dcg cards coverage [--json]     per set: cards, with effect text, scripted, with a\n"
                 "                                       scenario, official rulings its scenarios cite\n"
                 "       dcg cards import FILE DIR       convert a community card database (JSON)\n"
                 "                                       into dcg card files in DIR, one per set\n"
                 "  Load imported cards with: dcg --cards DIR ...\n");
}

/* A requirement, briefly: " Red/Blue" (shares a colour), " Lv4-" (or lower), " Lv4+" (or higher), " *Grey*" (in its
** name), " [Beast]" (traits). */
static void print_req(const dcg_evo_req *q)
{
    for (int b = 0, first = 1; b < DCG_COLOR_COUNT; b++)
        if (q->colors & (1 << b)) printf("%s%s", first ? " " : "/", dcg_color_name(1 << b)), first = 0;
    if (q->level) printf(" Lv%d%s", q->level, q->level_min ? "+" : q->level_max ? "-" : "");
    if (q->name[0]) printf(q->name_has ? " *%s*" : " %s", q->name);
    if (q->traits[0]) printf(" [%s]", q->traits);
    if (q->kind) printf(" %s", dcg_kind_name(q->kind - 1));
}

static void print_card(dcg_ctx *ctx, int i)
{
    const dcg_card *c = dcg_card_at(ctx, i);
    printf("%-9s %-24s %-8s", c->number, c->name, dcg_kind_name(c->kind));
    for (int b = 0; b < DCG_COLOR_COUNT; b++)
        if (c->colors & (1 << b)) printf(" %s", dcg_color_name(1 << b));
    if (c->level) printf("  Lv%d", c->level);
    if (c->play_cost >= 0) printf("  cost %d", c->play_cost);
    if (c->dp >= 0) printf("  %d DP", c->dp);
    bool shown[DCG_MAX_EVO_REQS] = {0};
    for (int k = 0; k < c->n_evo; k++) { /* one colour box each (8-1): those alike but for the colour are one line */
        if (shown[k]) continue;
        dcg_evo_req q = c->evo[k];
        for (int j = k + 1; j < c->n_evo; j++) {
            dcg_evo_req other = c->evo[j];
            other.colors = q.colors;
            if (!memcmp(&other, &q, sizeof q)) q.colors |= c->evo[j].colors, shown[j] = true;
        }
        printf("  [digivolve from");
        print_req(&q);
        printf(" for %d]", q.cost);
    }
    if (c->asm_count) { /* 7-3 */
        printf("  [Assembly -%d: %d card%s from the trash%s", c->asm_reduce, c->asm_count, c->asm_count == 1 ? "" : "s",
               c->asm_different == DCG_ASM_DIFFERENT_LEVELS ? " of different levels"
               : c->asm_different == DCG_ASM_DIFFERENT_NAMES ? " of different names" : "");
        for (int k = 0; k < c->n_asm; k++) {
            printf("%s", k ? (c->asm_each ? " x" : " or") : ":");
            print_req(&c->asm_from[k]);
        }
        printf("]");
    }
    if (c->overflow) printf("  [ACE: Overflow %d]", c->overflow);
    if (c->combine) printf("  [%s]", c->combine == DCG_COMBINE_DNA ? "DNA" : c->combine == DCG_COMBINE_DIGIXROS ? "DigiXros"
                                     : c->combine == DCG_COMBINE_BLAST_DNA ? "Blast DNA Digivolve" : "App Fusion");
    if (c->has_link) printf("  [link +%d DP for %d]", c->link_dp, c->link.cost);
    if (c->dual) printf("  [DUAL: %s]", c->dual_name);
    if (c->types[0]) printf("  <%s>", c->types);
    printf("  %s\n", dcg_card_scripted(ctx, i) ? "(scripted)" : c->has_text ? "(effect not scripted yet)" : "");
    if (c->effect[0]) printf("          effect: %s\n", c->effect);
    if (c->inherited[0]) printf("          inherited: %s\n", c->inherited);
    if (c->security[0]) printf("          security: %s\n", c->security);
}

static int list(dcg_ctx *ctx, const char *set)
{
    int shown = 0;
    size_t n = set ? strlen(set) : 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        if (set && (strncasecmp(c->number, set, n) || c->number[n] != '-')) continue;
        print_card(ctx, i);
        shown++;
    }
    if (!shown && set) {
        fprintf(stderr, "dcg cards: no card of set %s is loaded; cards of other sets load with\n"
                        "  dcg cards import CARDS.json DIR, then dcg --cards DIR cards %s\n", set, set);
        return 1;
    }
    return 0;
}

static bool contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++)
        if (!strncasecmp(hay, needle, n)) return true;
    return !*needle;
}

static int search(dcg_ctx *ctx, int argc, char **argv)
{
    const char *name = NULL, *number = NULL, *color = NULL, *level = NULL, *kind = NULL, *trait = NULL, *cost = NULL,
               *scripted = NULL;
    for (int i = 2; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--name", &name) || cli_flag(argc, argv, &i, "--number", &number) ||
            cli_flag(argc, argv, &i, "--color", &color) || cli_flag(argc, argv, &i, "--level", &level) ||
            cli_flag(argc, argv, &i, "--kind", &kind) || cli_flag(argc, argv, &i, "--trait", &trait) ||
            cli_flag(argc, argv, &i, "--cost", &cost) || cli_flag(argc, argv, &i, "--scripted", &scripted))
            continue;
        fprintf(stderr, "dcg cards search: unknown option %s (dcg cards --help lists the filters)\n", argv[i]);
        return 2;
    }
    int color_bit = 0, kind_i = -1, level_n = 0, cost_n = 0;
    if (level && !cli_parse_int(level, 0, 15, &level_n)) { fprintf(stderr, "dcg cards search: --level '%s' is not a level (a number, e.g. --level 3)\n", level); return 2; }
    if (cost && !cli_parse_int(cost, 0, 20, &cost_n)) { fprintf(stderr, "dcg cards search: --cost '%s' is not a cost (a number, e.g. --cost 3)\n", cost); return 2; }
    if (scripted && strcmp(scripted, "yes") && strcmp(scripted, "no")) { fprintf(stderr, "dcg cards search: --scripted yes or no, not '%s'\n", scripted); return 2; }
    if (color) {
        for (int b = 0; b < DCG_COLOR_COUNT; b++)
            if (!strcasecmp(color, dcg_color_name(1 << b))) color_bit = 1 << b;
        if (!color_bit) { fprintf(stderr, "dcg cards search: unknown color '%s'\n", color); return 2; }
    }
    if (kind) {
        for (int k = 0; k < DCG_KIND_COUNT; k++)
            if (!strcasecmp(kind, dcg_kind_name(k)) || (k == DCG_KIND_EGG && !strcasecmp(kind, "egg"))) kind_i = k;
        if (kind_i < 0) { fprintf(stderr, "dcg cards search: unknown kind '%s' (Digimon, Digi-Egg, Tamer, Option)\n", kind); return 2; }
    }
    int shown = 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        if (name && !contains(c->name, name)) continue;
        if (number && !contains(c->number, number)) continue;
        if (color_bit && !(c->colors & color_bit)) continue;
        if (level && c->level != level_n) continue;
        if (kind_i >= 0 && c->kind != kind_i) continue;
        if (trait && !contains(c->types, trait) && !contains(c->form, trait) && !contains(c->attribute, trait)) continue; /* 2-3-2-1 */
        if (cost && c->play_cost != cost_n) continue;
        if (scripted && (dcg_card_scripted(ctx, i) != 0) != (scripted[0] == 'y')) continue;
        print_card(ctx, i);
        shown++;
    }
    printf("%d card%s\n", shown, shown == 1 ? "" : "s");
    return 0;
}

static int import(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "dcg cards import: needs the card database FILE (JSON) and the output DIR\n"
                        "usage: dcg cards import FILE DIR\n");
        return 2;
    }
    FILE *f = fopen(argv[2], "rb");
    if (!f) {
        fprintf(stderr, "dcg cards import: %s: %s\n", argv[2], strerror(errno));
        return 1;
    }
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (size_t got = 1; got;) {
        if (len + 65536 + 1 > cap) {
            char *nb = realloc(buf, cap = cap * 2 + 65536 * 2);
            if (!nb) { free(buf); fclose(f); fprintf(stderr, "dcg: out of memory\n"); return 1; }
            buf = nb;
        }
        len += got = fread(buf + len, 1, 65536, f);
    }
    fclose(f);
    buf[len] = 0;
    struct stat sb;
    if (stat(argv[3], &sb) != 0 && mkdir(argv[3], 0777) != 0) {
        fprintf(stderr, "dcg cards import: %s: %s\n", argv[3], strerror(errno));
        free(buf);
        return 1;
    }
    dcg_ctx *ctx = cli_context(); /* the cards loaded here are left out of the import */
    int cards = 0, sets = 0, left = 0;
    dcg_status s = ctx ? dcg_cards_import(ctx, buf, argv[2], argv[3], &cards, &sets, &left) : DCG_ENOMEM;
    free(buf);
    if (s != DCG_OK && ctx) fprintf(stderr, "%s\n", dcg_errmsg(ctx));
    else if (s == DCG_OK)
        printf("imported %d cards in %d sets into %s (the cards dcg ships are left out and stay as they are;\n"
               "load them with: dcg --cards %s ...)\n"
               "%d rule lines or facts are in a form the importer does not read: their cards' scripts must give them\n"
               "(listed by card in %s/%s)\n",
               cards, sets, argv[3], argv[3], left, argv[3], DCG_IMPORT_UNREAD);
    dcg_ctx_free(ctx);
    return s == DCG_OK ? 0 : 1;
}

int cmd_cards(int argc, char **argv)
{
    if (cli_help(argc, argv)) {
        usage(stdout);
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "import")) return import(argc, argv);
    if (argc >= 2 && !strcmp(argv[1], "coverage")) {
        bool json = argc == 3 && !strcmp(argv[2], "--json");
        if (argc > 3 || (argc == 3 && !json)) {
            fprintf(stderr, "dcg cards coverage: the one option is --json\n");
            return 2;
        }
        dcg_ctx *ctx = cli_context();
        if (!ctx) return 1;
        int rc = cards_coverage(ctx, json);
        dcg_ctx_free(ctx);
        return rc;
    }
    bool searching = argc >= 2 && !strcmp(argv[1], "search");
    if (!searching && argc > 2) {
        fprintf(stderr, "dcg cards: one SET at most, or a subcommand (search, import)\n");
        usage(stderr);
        return 2;
    }
    if (!searching && argc == 2 && argv[1][0] == '-') {
        fprintf(stderr, "dcg cards: unknown option %s\n", argv[1]);
        return 2;
    }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    int rc = searching ? search(ctx, argc, argv) : list(ctx, argc == 2 ? argv[1] : NULL);
    dcg_ctx_free(ctx);
    return rc;
}
