/* cmd_sim.c: dcg sim: AI against AI, many games; one matchup, or a grid of
** every pair of several decks with a table and an SVG heat map. */
#include "common.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SIM_MAX_TURNS 100 /* the turn histogram's last bucket holds longer games */
#define SIM_MAX_DECKS 16

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg sim DECK1 DECK2 --games N [--ai1 NAME] [--ai2 NAME] [--seed S] [--format NAME]\n"
                 "                [--json] [--csv FILE]\n"
                 "       dcg sim --grid DECK DECK... --games N [...] [--svg FILE]\n"
                 "  Plays N games between two AIs (random, greedy); the decks alternate going first.\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, going first and second,\n"
                 "  draws, the distribution of game lengths in turns, games and decisions per\n"
                 "  second. DECK is a path or a starter name (st1, st2, st3).\n"
                 "  --csv FILE   one row per game (\"-\": standard output)\n"
                 "  --grid       every pair of the decks plays N games: a table of win rates\n"
                 "               (row against column) and a heat map (--svg, default dcg-grid.svg)\n");
}

/* One matchup to play. */
typedef struct sim_match {
    const dcg_format *fmt;
    const dcg_deck *decks[2];
    const char *names[2];
    int ai[2];
    uint64_t games, seed;
} sim_match;

/* What a matchup gave, from deck 1's side. */
typedef struct sim_stats {
    uint64_t games, wins, draws, answers;
    uint64_t draws_by[DCG_WIN_COUNT];       /* draws by how they ended (turn limit, loop, decision limit) */
    uint64_t script_errors;
    char last_error[512];                   /* the last script error's message */
    uint64_t as_first[2], wins_as_first[2]; /* [0]: deck 1 went first, [1]: second */
    uint64_t first_player_wins;             /* games won by the deck that went first */
    uint64_t turns, turn_hist[SIM_MAX_TURNS + 1];
    double secs;
} sim_stats;

/* winner: 0 deck 1, 1 deck 2, 2 draw; first: the deck that went first. */
static void stats_add(sim_stats *s, int first, int winner, int turns, uint64_t answers)
{
    s->games++;
    s->answers += answers;
    s->draws += winner == 2;
    s->wins += winner == 0;
    s->as_first[first]++;
    s->wins_as_first[first] += winner == 0;
    s->first_player_wins += winner == first;
    s->turns += (uint64_t)turns;
    s->turn_hist[turns < SIM_MAX_TURNS ? turns : SIM_MAX_TURNS]++;
}

static void csv_header(FILE *csv) { fprintf(csv, "deck1,deck2,game,seed,first,winner,turns,decisions\n"); }

static void csv_field(FILE *csv, const char *s)
{
    fputc('"', csv);
    for (; *s; s++) {
        if (*s == '"') fputc('"', csv);
        fputc(*s, csv);
    }
    fputc('"', csv);
}

static void csv_row(FILE *csv, const sim_match *m, uint64_t g, int first, int winner, int turns, uint64_t answers)
{
    static const char *const who[] = {"deck1", "deck2", "draw"};
    csv_field(csv, m->names[0]);
    fputc(',', csv);
    csv_field(csv, m->names[1]);
    fprintf(csv, ",%llu,%llu,%s,%s,%d,%llu\n", (unsigned long long)g, (unsigned long long)(m->seed + g), who[first],
            who[winner], turns, (unsigned long long)answers);
}

/* Play the matchup's games into s (and csv rows when csv). */
static int run_match(dcg_ctx *ctx, const sim_match *m, sim_stats *s, FILE *csv, bool bar)
{
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    if (!st) return 1;
    double t0 = cli_now();
    int errors_before = dcg_script_errors(ctx);
    for (uint64_t g = 0; g < m->games; g++) {
        int first = (int)(g & 1); /* deck1 goes first in even games */
        uint64_t rng = m->seed * 0x9E3779B97F4A7C15ull + g, answers = 0;
        if (dcg_game_start_format(ctx, st, m->decks[first], m->decks[1 - first], m->seed + g, m->fmt) != DCG_OK) {
            fprintf(stderr, "dcg sim: %s\n", dcg_errmsg(ctx));
            dcg_state_free(st);
            return 2;
        }
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            int deck_of_player = dec.player == 0 ? first : 1 - first;
            dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, m->ai[deck_of_player], &rng));
            answers++;
        }
        int w = dcg_winner(st), winner = w == 2 ? 2 : w == 0 ? first : 1 - first;
        stats_add(s, first, winner, dcg_turn_number(st), answers);
        if (winner == 2) s->draws_by[dcg_win_reason_of(st)]++;
        if (csv) csv_row(csv, m, g, first, winner, dcg_turn_number(st), answers);
        if (bar && (g % 64 == 0 || g + 1 == m->games)) {
            int done = (int)(40 * (g + 1) / m->games);
            fprintf(stderr, "\r[%.*s%*s] %llu/%llu", done, "########################################", 40 - done, "",
                    (unsigned long long)(g + 1), (unsigned long long)m->games);
        }
    }
    s->secs += cli_now() - t0;
    s->script_errors += (uint64_t)(dcg_script_errors(ctx) - errors_before);
    if (dcg_script_errors(ctx) > errors_before) snprintf(s->last_error, sizeof s->last_error, "%s", dcg_script_error(ctx));
    if (bar) fprintf(stderr, "\n");
    dcg_state_free(st);
    return 0;
}

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
           dcg_ai_name(m->ai[0]), (unsigned long long)s->wins, m->names[1], dcg_ai_name(m->ai[1]),
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
    if (s->script_errors)
        printf("script errors: %llu (the effects were skipped; the last: %s)\n", (unsigned long long)s->script_errors,
               s->last_error);
    printf("turns: average %.1f | min %d, quartiles %d %d %d, max %d\n", rate(s->turns, s->games), turn_quantile(s, 0),
           turn_quantile(s, 0.25), turn_quantile(s, 0.5), turn_quantile(s, 0.75), turn_quantile(s, 1));
    uint64_t most = 1;
    for (int t = 0; t <= SIM_MAX_TURNS; t++) most = s->turn_hist[t] > most ? s->turn_hist[t] : most;
    for (int t = 0; t <= SIM_MAX_TURNS; t++)
        if (s->turn_hist[t])
            printf("  %s%3d %-40.*s %5.1f%%\n", t == SIM_MAX_TURNS ? ">=" : "  ", t, (int)(40 * s->turn_hist[t] / most),
                   "########################################", 100 * rate(s->turn_hist[t], s->games));
    printf("%.0f games/s | %.0f decisions/s\n", (double)s->games / s->secs, (double)s->answers / s->secs);
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
    cli_json_string(stdout, dcg_ai_name(m->ai[0]));
    printf(",\"ai2\":");
    cli_json_string(stdout, dcg_ai_name(m->ai[1]));
    printf(",\"draws_by\":{\"turn_limit\":%llu,\"loop\":%llu,\"decision_limit\":%llu},\"script_errors\":%llu",
           (unsigned long long)s->draws_by[DCG_WIN_TURN_LIMIT], (unsigned long long)s->draws_by[DCG_WIN_LOOP],
           (unsigned long long)s->draws_by[DCG_WIN_DECISION_LIMIT], (unsigned long long)s->script_errors);
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
    printf("},\"games_per_second\":%.1f,\"decisions_per_second\":%.1f}\n", (double)s->games / s->secs,
           (double)s->answers / s->secs);
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
static int run_grid(dcg_ctx *ctx, sim_match *m, int n, const char *const *names, const dcg_deck *decks, FILE *csv,
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
            int rc = run_match(ctx, m, &s, csv, false);
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
               (unsigned long long)m->games, dcg_ai_name(m->ai[0]), dcg_ai_name(m->ai[1]), "");
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
    uint64_t games = 0, seed = 1;
    bool json = false, grid = false;
    int nd = 0;
    if (cli_help(argc, argv)) { usage(stdout); return 0; }
    for (int i = 1; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--games", &v)) { if (!cli_parse_u64(v, &games) || !games) { fprintf(stderr, "dcg sim: --games %s is not a positive number\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--seed", &v)) { if (!cli_parse_u64(v, &seed)) { fprintf(stderr, "dcg sim: --seed '%s' is not a number (0 or more)\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--ai1", &ai_names[0]) || cli_flag(argc, argv, &i, "--ai2", &ai_names[1]) ||
                 cli_flag(argc, argv, &i, "--format", &format) || cli_flag(argc, argv, &i, "--csv", &csv_path) ||
                 cli_flag(argc, argv, &i, "--svg", &svg)) {}
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (cli_flag(argc, argv, &i, "--grid", NULL)) grid = true;
        else if (argv[i][0] == '-' && argv[i][1]) { fprintf(stderr, "dcg sim: unknown option %s\n", argv[i]); usage(stderr); return 2; }
        else if (nd < (grid ? SIM_MAX_DECKS : 2)) names[nd++] = argv[i];
        else if (grid) { fprintf(stderr, "dcg sim: at most %d decks in a grid\n", SIM_MAX_DECKS); return 2; }
        else { fprintf(stderr, "dcg sim: a third deck '%s'? (several decks: --grid)\n", argv[i]); return 2; }
    }
    if (grid ? nd < 2 : nd != 2) { fprintf(stderr, "dcg sim: needs %s decks (paths or starter names: st1, st2, st3), got %d\n", grid ? "two or more" : "two", nd); usage(stderr); return 2; }
    if (!games) { fprintf(stderr, "dcg sim: how many games? add --games N (e.g. --games 1000)\n"); return 2; }
    sim_match m = {.games = games, .seed = seed};
    for (int k = 0; k < 2; k++)
        if ((m.ai[k] = dcg_ai_find(ai_names[k])) < 0) { fprintf(stderr, "dcg sim: unknown AI '%s' (random, greedy)\n", ai_names[k]); return 2; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    static dcg_format fmt;
    static dcg_deck d[SIM_MAX_DECKS];
    FILE *csv = NULL;
    int rc = 2;
    if (!cli_format(ctx, format, &fmt)) goto done;
    for (int k = 0; k < nd; k++)
        if (!cli_deck_for(ctx, names[k], &fmt, &d[k])) goto done;
    if (csv_path && !(csv = strcmp(csv_path, "-") ? fopen(csv_path, "w") : stdout)) { perror(csv_path); rc = 1; goto done; }
    if (csv) csv_header(csv);
    dcg_record_events(ctx, 0);
    m.fmt = &fmt;
    if (grid) rc = run_grid(ctx, &m, nd, names, d, csv, json, svg);
    else {
        sim_stats s = {0};
        m.decks[0] = &d[0], m.decks[1] = &d[1], m.names[0] = names[0], m.names[1] = names[1];
        if (!(rc = run_match(ctx, &m, &s, csv, isatty(2) && !json))) {
            if (csv == stdout) {}      /* the rows are the output */
            else if (json) print_json(&m, &s);
            else print_text(&m, &s);
        }
    }
done:
    if (csv && csv != stdout && fclose(csv)) { perror(csv_path); rc = 1; }
    dcg_ctx_free(ctx);
    return rc;
}
