/* cmd_sim.c: dcg sim: AI against AI, many games; one matchup, or a grid of
** every pair of several decks with a table and an SVG heat map. */
#include "sim.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SIM_MAX_DECKS 16

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg sim DECK1 DECK2 --games N [--ai1 AI] [--ai2 AI] [--seed S] [--format NAME]\n"
                 "                [--threads N] [--playouts N] [--json] [--csv FILE] [--strict]\n"
                 "       dcg sim --grid DECK DECK... --games N [...] [--svg FILE]\n"
                 "  Plays N games between two AIs (AI: random, greedy, mcts, or NAME:OPTIONS; --playouts N\n"
                 "  is mcts's budget per decision); the\n"
                 "  decks alternate going first. Game i depends only on the seed and i, so the\n"
                 "  results are the same on any number of threads (--threads, default every core).\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, going first and second,\n"
                 "  draws, the distribution of game lengths in turns, games and decisions per\n"
                 "  second. DECK is a path or a starter name (st1, st2, st3).\n"
                 "  --csv FILE   one row per game (\"-\": standard output)\n"
                 "  --strict     any script error fails the run (exit 1, the failing cards named)\n"
                 "  --grid       every pair of the decks plays N games: a table of win rates\n"
                 "               (row against column) and a heat map (--svg, default dcg-grid.svg)\n");
}

static void csv_header(FILE *csv) { fprintf(csv, "deck1,deck2,game,seed,first,winner,turns,decisions\n"); }

/* 95% Wilson score interval of wins out of n. */
static void wilson(uint64_t wins, uint64_t n, double *lo, double *hi)
{
    if (!n) {
        *lo = 0, *hi = 1;
        return;
    }
    double p = (double)wins / (double)n, z = 1.96, nn = (double)n;
    double den = 1 + z * z / nn, mid = (p + z * z / (2 * nn)) / den;
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / den;
    *lo = mid - half, *hi = mid + half;
}

static double rate(uint64_t a, uint64_t n) { return n ? (double)a / (double)n : 0; }

/* The script errors by card: each card that failed, how many times, its
** first message (in game order: the same for any number of threads). */
static void print_card_errors(FILE *out, const sim_stats *s)
{
    for (int i = 0; i < s->n_card_errors; i++)
        fprintf(out, "  %-12s %8llu  first: %s\n", s->card_errors[i].card[0] ? s->card_errors[i].card : "(no card)",
                (unsigned long long)s->card_errors[i].count, s->card_errors[i].first);
}

static double ms_per_decision(const sim_stats *s, int k)
{
    return s->decisions[k] ? 1e3 * s->pick_seconds[k] / (double)s->decisions[k] : 0;
}

/* The game length in turns below which a share q of the games ended. */
static int turn_quantile(const sim_stats *s, double q)
{
    uint64_t seen = 0;
    for (int t = 0; t <= SIM_MAX_TURNS; t++)
        if ((double)(seen += s->turn_hist[t]) >= q * (double)s->games && seen) return t;
    return SIM_MAX_TURNS;
}

static void print_text(const sim_match *m, const sim_stats *s)
{
    double lo, hi, flo, fhi, slo, shi;
    wilson(s->wins, s->games, &lo, &hi);
    wilson(s->wins_as_first[0], s->as_first[0], &flo, &fhi);
    wilson(s->wins_as_first[1], s->as_first[1], &slo, &shi);
    printf("%llu games: %s (%s) won %llu, %s (%s) won %llu, draws %llu\n", (unsigned long long)s->games, m->names[0],
           m->specs[0], (unsigned long long)s->wins, m->names[1], m->specs[1],
           (unsigned long long)(s->games - s->wins - s->draws), (unsigned long long)s->draws);
    printf("win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)\n", m->names[0], 100 * rate(s->wins, s->games), 100 * lo,
           100 * hi);
    printf("  going first:  %.1f%% of %llu (%.1f%% - %.1f%%)\n", 100 * rate(s->wins_as_first[0], s->as_first[0]),
           (unsigned long long)s->as_first[0], 100 * flo, 100 * fhi);
    printf("  going second: %.1f%% of %llu (%.1f%% - %.1f%%)\n", 100 * rate(s->wins_as_first[1], s->as_first[1]),
           (unsigned long long)s->as_first[1], 100 * slo, 100 * shi);
    printf("the player going first won %.1f%% of the games\n", 100 * rate(s->first_player_wins, s->games));
    if (s->draws)
        printf("draws: %llu by the turn limit, %llu infinite loops (18-3-2), %llu stopped at the decision limit\n",
               (unsigned long long)s->draws_by[DCG_WIN_TURN_LIMIT], (unsigned long long)s->draws_by[DCG_WIN_LOOP],
               (unsigned long long)s->draws_by[DCG_WIN_DECISION_LIMIT]);
    if (s->script_errors) {
        printf("script errors: %llu in %d cards (the effects were skipped):\n  %-12s %8s  first message\n",
               (unsigned long long)s->script_errors, s->n_card_errors, "card", "errors");
        print_card_errors(stdout, s);
    }
    printf("turns: average %.1f | min %d, quartiles %d %d %d, max %d\n", rate(s->turns, s->games), turn_quantile(s, 0),
           turn_quantile(s, 0.25), turn_quantile(s, 0.5), turn_quantile(s, 0.75), turn_quantile(s, 1));
    uint64_t most = 1;
    for (int t = 0; t <= SIM_MAX_TURNS; t++) most = s->turn_hist[t] > most ? s->turn_hist[t] : most;
    for (int t = 0; t <= SIM_MAX_TURNS; t++)
        if (s->turn_hist[t])
            printf("  %s%3d %-40.*s %5.1f%%\n", t == SIM_MAX_TURNS ? ">=" : "  ", t, (int)(40 * s->turn_hist[t] / most),
                   "########################################", 100 * rate(s->turn_hist[t], s->games));
    printf("%.0f games/s | %.0f decisions/s | %d threads | time per decision: %s %.3f ms, %s %.3f ms\n",
           (double)s->games / s->secs, (double)s->answers / s->secs, m->n_threads, m->specs[0], ms_per_decision(s, 0),
           m->specs[1], ms_per_decision(s, 1));
    printf("games digest %016llx (the same for any number of threads)\n", (unsigned long long)s->digest);
}

static void print_json(const sim_match *m, const sim_stats *s)
{
    double lo, hi, flo, fhi, slo, shi;
    wilson(s->wins, s->games, &lo, &hi);
    wilson(s->wins_as_first[0], s->as_first[0], &flo, &fhi);
    wilson(s->wins_as_first[1], s->as_first[1], &slo, &shi);
    printf("{\"games\":%llu,\"deck1\":", (unsigned long long)s->games);
    cli_json_string(stdout, m->names[0]);
    printf(",\"deck2\":");
    cli_json_string(stdout, m->names[1]);
    printf(",\"ai1\":");
    cli_json_string(stdout, m->specs[0]);
    printf(",\"ai2\":");
    cli_json_string(stdout, m->specs[1]);
    printf(",\"draws_by\":{\"turn_limit\":%llu,\"loop\":%llu,\"decision_limit\":%llu},\"script_errors\":%llu",
           (unsigned long long)s->draws_by[DCG_WIN_TURN_LIMIT], (unsigned long long)s->draws_by[DCG_WIN_LOOP],
           (unsigned long long)s->draws_by[DCG_WIN_DECISION_LIMIT], (unsigned long long)s->script_errors);
    printf(",\"script_error_cards\":[");
    for (int i = 0; i < s->n_card_errors; i++) {
        printf("%s{\"card\":", i ? "," : "");
        cli_json_string(stdout, s->card_errors[i].card);
        printf(",\"count\":%llu,\"first\":", (unsigned long long)s->card_errors[i].count);
        cli_json_string(stdout, s->card_errors[i].first);
        printf("}");
    }
    printf("]");
    printf(",\"seed\":%llu,\"deck1_wins\":%llu,\"draws\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f],"
           "\"first\":{\"games\":%llu,\"deck1_wins\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f]},"
           "\"second\":{\"games\":%llu,\"deck1_wins\":%llu,\"win_rate\":%.4f,\"ci95\":[%.4f,%.4f]},"
           "\"first_player_win_rate\":%.4f,\"avg_turns\":%.2f,\"turns\":{",
           (unsigned long long)m->seed, (unsigned long long)s->wins, (unsigned long long)s->draws, rate(s->wins, s->games),
           lo, hi, (unsigned long long)s->as_first[0], (unsigned long long)s->wins_as_first[0],
           rate(s->wins_as_first[0], s->as_first[0]), flo, fhi, (unsigned long long)s->as_first[1],
           (unsigned long long)s->wins_as_first[1], rate(s->wins_as_first[1], s->as_first[1]), slo, shi,
           rate(s->first_player_wins, s->games), rate(s->turns, s->games));
    bool comma = false;
    for (int t = 0; t <= SIM_MAX_TURNS; t++)
        if (s->turn_hist[t]) {
            printf("%s\"%d\":%llu", comma ? "," : "", t, (unsigned long long)s->turn_hist[t]);
            comma = true;
        }
    printf("},\"digest\":\"%016llx\",\"games_per_second\":%.1f,\"decisions_per_second\":%.1f,\"threads\":%d,"
           "\"ai1_ms_per_decision\":%.4f,\"ai2_ms_per_decision\":%.4f}\n",
           (unsigned long long)s->digest, (double)s->games / s->secs, (double)s->answers / s->secs, m->n_threads,
           ms_per_decision(s, 0), ms_per_decision(s, 1));
}

/* The heat map of a grid: cell (i, j) is deck i's win rate against deck j,
** red (0%) through white (50%) to blue (100%). */
static int write_svg(const char *path, int n, const char *const *names, const double (*wr)[SIM_MAX_DECKS], uint64_t games)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 1;
    }
    const int cell = 64, left = 180, top = 40;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" "
               "font-size=\"12\">\n<title>dcg sim: win rate of the row deck against the column deck, %llu games each</title>\n",
            left + n * cell + 10, top + n * cell + 30, (unsigned long long)games);
    for (int i = 0; i < n; i++) {
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", left - 8, top + i * cell + cell / 2 + 4);
        cli_xml_text(f, names[i]);
        fprintf(f, "</text>\n<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", left + i * cell + cell / 2, top - 8,
                i + 1);
        for (int j = 0; j < n; j++) {
            int x = left + j * cell, y = top + i * cell;
            if (i == j) {
                fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#ddd\"/>\n", x, y, cell, cell);
                continue;
            }
            double p = wr[i][j];
            int r = p < 0.5 ? 255 : (int)(255 * (1 - p) * 2), b = p > 0.5 ? 255 : (int)(255 * p * 2);
            int g = r < b ? r : b;
            fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"rgb(%d,%d,%d)\" stroke=\"#fff\"/>\n"
                       "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%.0f%%</text>\n",
                    x, y, cell, cell, r, g, b, x + cell / 2, y + cell / 2 + 4, 100 * p);
        }
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\">row against column (column n is the deck of row n); %llu games per pair</text>\n"
               "</svg>\n",
            10, top + n * cell + 20, (unsigned long long)games);
    return fclose(f) ? 1 : 0;
}

/* Every pair of decks plays m->games games; a table and a heat map. */
static int run_grid(sim_match *m, int n, const char *const *names, const dcg_deck *decks, FILE *csv,
                    bool json, const char *svg)
{
    static double wr[SIM_MAX_DECKS][SIM_MAX_DECKS];
    uint64_t games = 0, answers = 0;
    double secs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            sim_stats s = {0};
            m->decks[0] = &decks[i], m->decks[1] = &decks[j];
            m->names[0] = names[i], m->names[1] = names[j];
            int rc = sim_play(m, &s, csv, false);
            sim_stats_free(&s);
            if (rc) return rc;
            wr[i][j] = rate(s.wins, s.games);
            wr[j][i] = rate(s.games - s.wins - s.draws, s.games);
            games += s.games, answers += s.answers, secs += s.secs;
        }
    if (json) {
        printf("{\"games_per_pair\":%llu,\"decks\":[", (unsigned long long)m->games);
        for (int i = 0; i < n; i++) {
            if (i) printf(",");
            cli_json_string(stdout, names[i]);
        }
        printf("],\"win_rate\":[");
        for (int i = 0; i < n; i++) {
            printf("%s[", i ? "," : "");
            for (int j = 0; j < n; j++) printf(i == j ? "%snull" : "%s%.4f", j ? "," : "", wr[i][j]);
            printf("]");
        }
        printf("],\"svg\":");
        cli_json_string(stdout, svg);
        printf("}\n");
    } else {
        printf("win rate of the row deck against the column deck, %llu games each (%s against %s):\n\n%-24s",
               (unsigned long long)m->games, m->specs[0], m->specs[1], "");
        for (int j = 0; j < n; j++) printf(" %6d", j + 1);
        printf("  average\n");
        for (int i = 0; i < n; i++) {
            double sum = 0;
            printf("%2d %-21.21s", i + 1, names[i]);
            for (int j = 0; j < n; j++) {
                if (i == j) printf(" %6s", "-");
                else printf(" %5.1f%%", 100 * wr[i][j]);
                sum += i == j ? 0 : wr[i][j];
            }
            printf("  %5.1f%%\n", 100 * sum / (n - 1));
        }
        printf("\n%llu games | %.0f games/s | %.0f decisions/s | heat map: %s\n", (unsigned long long)games,
               (double)games / secs, (double)answers / secs, svg);
    }
    return write_svg(svg, n, names, (const double(*)[SIM_MAX_DECKS])wr, m->games);
}

int cmd_sim(int argc, char **argv)
{
    const char *names[SIM_MAX_DECKS], *v, *format = NULL, *csv_path = NULL, *svg = "dcg-grid.svg";
    const char *ai_names[2] = {"greedy", "greedy"};
    uint64_t games = 0, seed = 1, threads = 0, playouts = 0;
    bool json = false, grid = false, strict = false;
    int nd = 0;
    if (cli_help(argc, argv)) { usage(stdout); return 0; }
    for (int i = 1; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--games", &v)) { if (!cli_parse_u64(v, &games) || !games) { fprintf(stderr, "dcg sim: --games %s is not a positive number\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--threads", &v)) { if (!cli_parse_u64(v, &threads) || !threads || threads > SIM_MAX_THREADS) { fprintf(stderr, "dcg sim: --threads %s: give a number from 1 to %d\n", v, SIM_MAX_THREADS); return 2; } }
        else if (cli_flag(argc, argv, &i, "--seed", &v)) { if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg sim: --seed '%s' is not a number (0 or more)\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--playouts", &v)) { if (!cli_parse_u64(v, &playouts) || !playouts) { fprintf(stderr, "dcg sim: --playouts %s is not a positive number\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--ai1", &ai_names[0]) || cli_flag(argc, argv, &i, "--ai2", &ai_names[1]) ||
                 cli_flag(argc, argv, &i, "--format", &format) || cli_flag(argc, argv, &i, "--csv", &csv_path) ||
                 cli_flag(argc, argv, &i, "--svg", &svg)) {}
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (cli_flag(argc, argv, &i, "--strict", NULL)) strict = true;
        else if (cli_flag(argc, argv, &i, "--grid", NULL)) grid = true;
        else if (argv[i][0] == '-' && argv[i][1]) { fprintf(stderr, "dcg sim: unknown option %s\n", argv[i]); usage(stderr); return 2; }
        else if (nd < (grid ? SIM_MAX_DECKS : 2)) names[nd++] = argv[i];
        else if (grid) { fprintf(stderr, "dcg sim: at most %d decks in a grid\n", SIM_MAX_DECKS); return 2; }
        else { fprintf(stderr, "dcg sim: a third deck '%s'? (several decks: --grid)\n", argv[i]); return 2; }
    }
    if (grid ? nd < 2 : nd != 2) { fprintf(stderr, "dcg sim: needs %s decks (paths or starter names: st1, st2, st3), got %d\n", grid ? "two or more" : "two", nd); usage(stderr); return 2; }
    if (!games) { fprintf(stderr, "dcg sim: how many games? add --games N (e.g. --games 1000)\n"); return 2; }
    static char specs[2][256];
    for (int k = 0; k < 2; k++) {
        if (!cli_ai_spec("sim", ai_names[k], playouts, specs[k], sizeof specs[k])) return 2;
        ai_names[k] = specs[k];
    }
    sim_match m = {.games = games, .seed = seed, .specs = {ai_names[0], ai_names[1]}};
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    for (int k = 0; k < 2; k++) {
        dcg_ai *ai;
        if (dcg_ai_new(ctx, ai_names[k], 0, &ai) != DCG_OK) {
            fprintf(stderr, "dcg sim: %s\n", dcg_errmsg(ctx));
            dcg_ctx_free(ctx);
            return 2;
        }
        dcg_ai_free(ai);
    }
    dcg_ctx *ctxs[SIM_MAX_THREADS] = {ctx};
    int made = 1;
    static dcg_format fmt;
    static dcg_deck d[SIM_MAX_DECKS];
    FILE *csv = NULL;
    int rc = 2;
    if (!cli_format(ctx, format, &fmt)) goto done;
    for (int k = 0; k < nd; k++)
        if (!cli_deck_for(ctx, names[k], &fmt, &d[k])) goto done;
    if (csv_path && !(csv = strcmp(csv_path, "-") ? fopen(csv_path, "w") : stdout)) { perror(csv_path); rc = 1; goto done; }
    if (csv) csv_header(csv);
    dcg_events_record(ctx, 0);
    m.n_threads = threads ? (int)threads : cli_cores();
    if (m.n_threads > SIM_MAX_THREADS) m.n_threads = SIM_MAX_THREADS;
    if ((made = sim_contexts(ctxs, m.n_threads)) != m.n_threads) { rc = 1; goto done; }
    m.ctxs = ctxs;
    m.fmt = &fmt;
    if (grid) rc = run_grid(&m, nd, names, d, csv, json, svg);
    else {
        sim_stats s = {0};
        m.decks[0] = &d[0], m.decks[1] = &d[1], m.names[0] = names[0], m.names[1] = names[1];
        if (!(rc = sim_play(&m, &s, csv, isatty(2) && !json))) {
            if (csv == stdout) {}      /* the rows are the output */
            else if (json) print_json(&m, &s);
            else print_text(&m, &s);
            if (strict && s.script_errors) {
                fprintf(stderr, "dcg sim: %llu script errors (--strict) in %d cards:\n", (unsigned long long)s.script_errors,
                        s.n_card_errors);
                print_card_errors(stderr, &s);
                rc = 1;
            }
        }
        sim_stats_free(&s);
    }
done:
    if (csv && csv != stdout && fclose(csv)) { perror(csv_path); rc = 1; }
    for (int i = 0; i < made; i++) dcg_ctx_free(ctxs[i]);
    return rc;
}
