/* dbe_cli.c: dcg play, sim, replay and deck check for DBE (docs/dbe.md), on dcg_dbe.h only. */
#include "dbe_cli.h"
#include "cli.h"
#include "common.h"
#include "dcg_dbe.h"
#include <stdlib.h>
#include <string.h>

typedef struct opts {
    const char *deck[2], *ai[2], *record, *replay;
    char default_deck[2][4096];   /* the sample decks' paths (cli_data_path's buffer is reused) */
    int games, human, strict, verbose;
    uint64_t seed;
} opts;

int dbe_cli_wanted(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--ruleset")) return !strcmp(argv[i + 1], "dbe");
    return 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: dcg play --ruleset dbe [--ai random|mcts[:playouts=N]] [--as 1|2] [--seed N] [--record FILE]\n"
                    "       dcg sim --ruleset dbe [--games N] [--ai1 AI] [--ai2 AI] [--seed N] [--strict] [--verbose]\n"
                    "       dcg replay --ruleset dbe FILE\n"
                    "       dcg deck check --ruleset dbe FILE...\n"
                    "  (--deck1 FILE --deck2 FILE: DBE deck lists; cards/dbe/decks/flame.txt and grove.txt by default)\n");
    return 2;
}

static int parse(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    snprintf(o->default_deck[0], sizeof o->default_deck[0], "%s", cli_data_path("cards/dbe/decks/flame.txt"));
    snprintf(o->default_deck[1], sizeof o->default_deck[1], "%s", cli_data_path("cards/dbe/decks/grove.txt"));
    o->deck[0] = o->default_deck[0];
    o->deck[1] = o->default_deck[1];
    o->ai[0] = o->ai[1] = "random";
    o->games = 100;
    o->seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--strict")) { o->strict = 1; continue; }
        if (!strcmp(a, "--verbose")) { o->verbose = 1; continue; }
        if (a[0] != '-') { o->replay = a; continue; }
        if (!v) return fprintf(stderr, "dcg: %s needs a value\n", a), usage();
        i++;
        if (!strcmp(a, "--ruleset")) continue;
        else if (!strcmp(a, "--deck1")) o->deck[0] = v;
        else if (!strcmp(a, "--deck2")) o->deck[1] = v;
        else if (!strcmp(a, "--ai")) o->ai[0] = o->ai[1] = v;
        else if (!strcmp(a, "--ai1")) o->ai[0] = v;
        else if (!strcmp(a, "--ai2")) o->ai[1] = v;
        else if (!strcmp(a, "--games")) o->games = atoi(v);
        else if (!strcmp(a, "--seed")) o->seed = strtoull(v, NULL, 10);
        else if (!strcmp(a, "--as")) o->human = atoi(v);
        else if (!strcmp(a, "--record")) o->record = v;
        else return fprintf(stderr, "dcg: unknown option %s for --ruleset dbe\n", a), usage();
    }
    char err[160];
    for (int p = 0; p < 2; p++)
        if (!dcg_dbe_ai_check(o->ai[p], err, sizeof err)) return fprintf(stderr, "dcg: %s\n", err), usage();
    return 0;
}

static dcg_dbe_ctx *context(void)
{
    char err[256];
    dcg_dbe_ctx *ctx = dcg_dbe_ctx_new(cli_data_dir(), err, sizeof err);
    if (!ctx) fprintf(stderr, "dcg: DBE cards: %s\n", err);
    return ctx;
}

static int decks(dcg_dbe_ctx *ctx, const opts *o, dcg_dbe_deck d[2])
{
    for (int p = 0; p < 2; p++)
        if (dcg_dbe_deck_load(ctx, o->deck[p], &d[p])) {
            fprintf(stderr, "dcg: %s\n", dcg_dbe_errmsg(ctx));
            return 1;
        }
    return 0;
}

/* ---- sim ------------------------------------------------------------------ */

static int sim(const opts *o)
{
    dcg_dbe_ctx *ctx = context();
    dcg_dbe_deck d[2];
    if (!ctx || decks(ctx, o, d)) return dcg_dbe_ctx_free(ctx), 1;
    dcg_dbe_state *st = dcg_dbe_state_new();
    dcg_dbe_decision dec;
    int wins[3] = {0}, turns = 0, rc = 0;
    uint64_t digest = 0xcbf29ce484222325ull;
    dcg_dbe_log_enable(ctx, o->verbose);
    for (int g = 0; g < o->games; g++) {
        uint64_t r[2] = {o->seed * 1000003 + (uint64_t)g * 2, o->seed * 1000003 + (uint64_t)g * 2 + 1};
        dcg_dbe_game_start(ctx, st, &d[0], &d[1], o->seed + (uint64_t)g);
        while (dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK) {
            int i = dcg_dbe_ai_choose(ctx, st, &dec, o->ai[dec.player], &r[dec.player]);
            if (dcg_dbe_answer(ctx, st, i)) {
                fprintf(stderr, "dcg: game %d: %s\n", g, dcg_dbe_errmsg(ctx));
                rc = 1;
                break;
            }
            if (o->verbose) fputs(dcg_dbe_log(ctx), stdout);
        }
        int w = dcg_dbe_winner(st);
        wins[w < 0 ? 2 : w]++;
        turns += dcg_dbe_turn(st);
        digest = (digest ^ dcg_dbe_state_hash(st)) * 0x100000001b3ull;
    }
    int errors = dcg_dbe_script_errors(ctx);
    printf("%d DBE games: P1 (%s) %d wins, P2 (%s) %d wins, %d draws; %.1f turns a game; %d script errors\n",
           o->games, o->ai[0], wins[0], o->ai[1], wins[1], wins[2], o->games ? (double)turns / o->games : 0.0, errors);
    if (errors) fprintf(stderr, "first script error: %s\n", dcg_dbe_script_error(ctx));
    printf("games digest %016llx\n", (unsigned long long)digest);
    if (o->strict && errors) rc = 1;
    dcg_dbe_state_free(st);
    dcg_dbe_ctx_free(ctx);
    return rc;
}

/* ---- play and replay ------------------------------------------------------- */

static void show(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int me)
{
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, st, me, &ob);
    printf("-- turn %d (P%d), %s phase\n", ob.turn, ob.turn_player + 1, dcg_dbe_phase_name(ob.phase));
    for (int k = 0; k < 2; k++) {
        int p = k ? me : 1 - me;
        const dcg_dbe_player_view *v = &ob.p[p];
        printf("P%d%s: KO points %d, DP %d, deck %d, hand %d, trash %d, dark %d\n", p + 1, p == me ? " (you)" : "",
               v->ko_points, v->dp, v->n[DBE_ZONE_DECK], v->n[DBE_ZONE_HAND], v->n[DBE_ZONE_TRASH], v->n[DBE_ZONE_DARK]);
        int na = v->n[DBE_ZONE_ACTIVE];
        if (na) {
            int c = v->cards[DBE_ZONE_ACTIVE][na - 1];
            char ab[3][48];
            for (int a = 0; a < 3; a++) dcg_dbe_attack_text(ctx, c, a, ab[a], sizeof ab[a]);
            printf("   active %s (%c)%s HP %d | O %d %s | T %d %s | X %d %s\n", dcg_dbe_card_name(ctx, c),
                   "RCUM-"[dcg_dbe_card_level(ctx, c)], v->abnormal ? " abnormal" : "", v->hp, v->power[0], ab[0],
                   v->power[1], ab[1], v->power[2], ab[2]);
        } else {
            printf("   no active Digimon\n");
        }
        if (p == me && v->n[DBE_ZONE_HAND]) {
            printf("   hand:");
            for (int i = 0; i < v->n[DBE_ZONE_HAND]; i++) printf(" %s;", dcg_dbe_card_name(ctx, v->cards[DBE_ZONE_HAND][i]));
            printf("\n");
        }
        if (v->n[DBE_ZONE_ATTACH]) {
            printf("   attached:");
            for (int i = 0; i < v->n[DBE_ZONE_ATTACH]; i++) printf(" %s;", dcg_dbe_card_name(ctx, v->cards[DBE_ZONE_ATTACH][i]));
            printf("\n");
        }
        if (ob.chooser == me) { /* the deck cards a card's effect shows you (Recode, Corrupt) */
            int n = v->n[DBE_ZONE_DECK], shown = 0;
            for (int i = n - 1; i >= 0; i--)
                if (v->cards[DBE_ZONE_DECK][i] >= 0) {
                    printf("%s ", shown++ ? "" : "   deck shown to you:");
                    if (i == 0 && n > 1) printf("bottom");
                    else printf("%d from the top", n - i);
                    printf(": %s;", dcg_dbe_card_name(ctx, v->cards[DBE_ZONE_DECK][i]));
                }
            if (shown) printf("\n");
        }
    }
}

static int play(const opts *o)
{
    dcg_dbe_ctx *ctx = context();
    dcg_dbe_deck d[2];
    if (!ctx || decks(ctx, o, d)) return dcg_dbe_ctx_free(ctx), 1;
    FILE *rec = NULL;
    if (o->record && !(rec = fopen(o->record, "w"))) {
        fprintf(stderr, "dcg: cannot write %s\n", o->record);
        return dcg_dbe_ctx_free(ctx), 1;
    }
    if (rec) fprintf(rec, "dbe replay\nseed %llu\ndeck1 %s\ndeck2 %s\n", (unsigned long long)o->seed, o->deck[0], o->deck[1]);
    int me = o->human == 2 ? 1 : 0;
    dcg_dbe_state *st = dcg_dbe_state_new();
    dcg_dbe_decision dec;
    uint64_t r = o->seed ^ 0x5eedull;
    dcg_dbe_log_enable(ctx, 1);
    dcg_dbe_game_start(ctx, st, &d[0], &d[1], o->seed);
    printf("DBE: you are P%d against %s\n", me + 1, o->ai[1 - me]);
    while (dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK) {
        fputs(dcg_dbe_log(ctx), stdout);
        int i;
        if (dec.player == me) {
            show(ctx, st, me);
            for (int k = 0; k < dec.n; k++) {
                char buf[128];
                dcg_dbe_option_text(ctx, st, &dec, k, buf, sizeof buf);
                printf("  %d) %s\n", k, buf);
            }
            char line[64];
            printf("> ");
            fflush(stdout);
            if (!fgets(line, sizeof line, stdin)) break;
            i = atoi(line);
            if (i < 0 || i >= dec.n) {
                printf("choose 0 to %d\n", dec.n - 1);
                continue;
            }
        } else {
            i = dcg_dbe_ai_choose(ctx, st, &dec, o->ai[1 - me], &r);
        }
        if (rec) fprintf(rec, "%d\n", i);
        dcg_dbe_answer(ctx, st, i);
    }
    fputs(dcg_dbe_log(ctx), stdout);
    if (dcg_dbe_over(st)) printf("winner: %s\n", dcg_dbe_winner(st) < 0 ? "none" : dcg_dbe_winner(st) == me ? "you" : "the AI");
    printf("state %016llx\n", (unsigned long long)dcg_dbe_state_hash(st));
    if (rec) fclose(rec);
    dcg_dbe_state_free(st);
    dcg_dbe_ctx_free(ctx);
    return 0;
}

/* A replay: "dbe replay", "seed N", "deck1 PATH", "deck2 PATH", then one answer a line;
** "concede P" (P 0 or 1) last when a player conceded. */
static int replay(const opts *o)
{
    if (!o->replay) return usage();
    FILE *f = fopen(o->replay, "r");
    if (!f) return fprintf(stderr, "dcg: cannot read %s\n", o->replay), 1;
    char line[1100], paths[2][1024] = {"", ""};
    unsigned long long seed = 0;
    if (!fgets(line, sizeof line, f) || strncmp(line, "dbe replay", 10) ||
        !fgets(line, sizeof line, f) || sscanf(line, "seed %llu", &seed) != 1 ||
        !fgets(line, sizeof line, f) || sscanf(line, "deck1 %1023s", paths[0]) != 1 ||
        !fgets(line, sizeof line, f) || sscanf(line, "deck2 %1023s", paths[1]) != 1) {
        fclose(f);
        return fprintf(stderr, "dcg: %s: not a DBE replay (dbe replay, seed, deck1, deck2, answers)\n", o->replay), 1;
    }
    opts ro = *o;
    ro.deck[0] = paths[0], ro.deck[1] = paths[1];
    dcg_dbe_ctx *ctx = context();
    dcg_dbe_deck d[2];
    if (!ctx || decks(ctx, &ro, d)) return fclose(f), dcg_dbe_ctx_free(ctx), 1;
    dcg_dbe_state *st = dcg_dbe_state_new();
    dcg_dbe_log_enable(ctx, 1);
    dcg_dbe_game_start(ctx, st, &d[0], &d[1], seed);
    int n = 0, rc = 0;
    for (int at = 5, conceded = 0; fgets(line, sizeof line, f); at++) {
        int who, a, used = 0;
        if (line[strspn(line, " \t\r\n")] == 0) continue; /* a blank line (it was answer 0) */
        if (conceded) { /* the concession ends the game: nothing may follow it */
            fprintf(stderr, "dcg: %s: line %d: a line after the concession (concede is the last line)\n", o->replay, at);
            rc = 1;
            break;
        }
        if (sscanf(line, "concede %d", &who) == 1) { /* a player forfeits (reading R10-E-1): 0 or 1 */
            conceded = 1;
            if (dcg_dbe_concede(ctx, st, who)) {
                fprintf(stderr, "dcg: %s: %s\n", o->replay, dcg_dbe_errmsg(ctx));
                rc = 1;
                break;
            }
            continue;
        }
        if (sscanf(line, "%d %n", &a, &used) != 1 || line[used]) { /* "concede" alone or a word was answer 0 */
            fprintf(stderr, "dcg: %s: line %d: an answer (a number) or 'concede 0|1' expected\n", o->replay, at);
            rc = 1;
            break;
        }
        n++;
        fputs(dcg_dbe_log(ctx), stdout);
        if (dcg_dbe_answer(ctx, st, a)) {
            fprintf(stderr, "dcg: %s: answer %d: %s\n", o->replay, n, dcg_dbe_errmsg(ctx));
            rc = 1;
            break;
        }
    }
    fputs(dcg_dbe_log(ctx), stdout);
    printf("%d answers; %s; state %016llx\n", n, dcg_dbe_over(st) ? "game over" : "game not over",
           (unsigned long long)dcg_dbe_state_hash(st));
    fclose(f);
    dcg_dbe_state_free(st);
    dcg_dbe_ctx_free(ctx);
    return rc;
}

/* dcg deck check --ruleset dbe FILE...: each list against Deck Construction. */
static int deck_check(int argc, char **argv)
{
    dcg_dbe_ctx *ctx = context();
    if (!ctx) return 1;
    int rc = 0, n = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--ruleset")) { i++; continue; }
        if (!strcmp(argv[i], "check")) continue;
        dcg_dbe_deck d;
        n++;
        if (dcg_dbe_deck_load(ctx, argv[i], &d)) {
            fprintf(stderr, "%s\n", dcg_dbe_errmsg(ctx));
            rc = 1;
        } else {
            printf("%s: valid for dbe: %d cards (%d main, %d side pile, %d Destiny Zone)\n", argv[i],
                   d.n_main + d.n_side + d.n_destiny, d.n_main, d.n_side, d.n_destiny);
        }
    }
    dcg_dbe_ctx_free(ctx);
    if (!n) fprintf(stderr, "usage: dcg deck check --ruleset dbe FILE...\n");
    return n ? rc : 2;
}

int dbe_cli_main(const char *command, int argc, char **argv)
{
    if (!strcmp(command, "deck")) return deck_check(argc, argv);
    if (!strcmp(command, "scenario")) return cmd_scenario(argc, argv); /* it reads --ruleset itself */
    opts o;
    if (parse(argc, argv, &o)) return 2;
    if (!strcmp(command, "sim")) return sim(&o);
    if (!strcmp(command, "play")) return play(&o);
    if (!strcmp(command, "replay")) return replay(&o);
    fprintf(stderr, "dcg: %s has no --ruleset dbe (play, sim, replay, deck check, scenario)\n", command);
    return 2;
}
