/* cmd_sim.c: dcg sim: AI against AI, many games; one matchup, or a grid of
** every pair of several decks with a table and an SVG heat map. */
#include "sim.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SIM_MAX_DECKS 16 /* sim_grid.c: GRID_MAX */

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg sim DECK1 DECK2 --games N [--ai1 AI] [--ai2 AI] [--seed S] [--format NAME]\n"
                 "                [--threads N] [--playouts N] [--json] [--csv FILE] [--strict]\n"
                 "                [--precision X [--max-games N]] [--card-stats] [--card-csv FILE] [--events FILE]\n"
                 "       dcg sim --grid DECK DECK... --games N [...] [--svg FILE]\n"
                 "  Plays N games between two AIs (AI: random, greedy, mcts, or NAME:OPTIONS; --playouts N\n"
                 "  is mcts's budget per decision); the\n"
                 "  decks alternate going first. Game i depends only on the seed and i, so the\n"
                 "  results are the same on any number of threads (--threads, default every core).\n"
                 "  Reports DECK1's win rate with a 95%% Wilson interval, going first and second,\n"
                 "  draws, the distribution of game lengths in turns, games and decisions per\n"
                 "  second. DECK is a path or a starter name (st1, st2, st3); a deck is named by its\n"
                 "  list's header comment (\"// My red deck\"), else by its file's name.\n"
                 "  --csv FILE   one row per game (\"-\": standard output)\n"
                 "  --strict     any script error fails the run (exit 1, the failing cards named)\n"
                 "  --precision X  play N games at a time (--games, default 100) until the 95%% interval\n"
                 "               of the win rate (of every pair, with --grid) is narrower than X points\n"
                 "               (--precision 10: within +-5); at most --max-games N (default 100000)\n"
                 "  --card-stats per deck and card: how often it was played, digivolved into, used,\n"
                 "               linked, hatched, its effects activated, and its deck's win rate in the\n"
                 "               games it came out against those it did not (text, or in --json)\n"
                 "  --card-csv FILE  the same, one row per deck and card (\"-\": standard output)\n"
                 "  --events FILE    every event that names a card, one CSV row each in game order\n"
                 "               (game, the card owner's seat, event, card number, from, to, a, b)\n"
                 "  --grid       every pair of the decks plays N games: a table of win rates\n"
                 "               (row against column) and a heat map (--svg, default dcg-grid.svg)\n");
}

static void csv_header(FILE *csv) { fprintf(csv, "deck1,deck2,game,seed,first,winner,turns,decisions\n"); }

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

static void print_text(const sim_match *m, const sim_stats *s, const char *const labels[2])
{
    double lo, hi, flo, fhi, slo, shi;
    sim_wilson(s->wins, s->games, &lo, &hi);
    sim_wilson(s->wins_as_first[0], s->as_first[0], &flo, &fhi);
    sim_wilson(s->wins_as_first[1], s->as_first[1], &slo, &shi);
    printf("%llu games: %s (%s) won %llu, %s (%s) won %llu, draws %llu\n", (unsigned long long)s->games, labels[0],
           m->specs[0], (unsigned long long)s->wins, labels[1], m->specs[1],
           (unsigned long long)(s->games - s->wins - s->draws), (unsigned long long)s->draws);
    printf("win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)\n", labels[0], 100 * rate(s->wins, s->games), 100 * lo,
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

static void print_json(dcg_ctx *ctx, const sim_match *m, const sim_stats *s, const char *const labels[2])
{
    double lo, hi, flo, fhi, slo, shi;
    sim_wilson(s->wins, s->games, &lo, &hi);
    sim_wilson(s->wins_as_first[0], s->as_first[0], &flo, &fhi);
    sim_wilson(s->wins_as_first[1], s->as_first[1], &slo, &shi);
    printf("{\"games\":%llu,\"deck1\":", (unsigned long long)s->games);
    cli_json_string(stdout, m->names[0]);
    printf(",\"deck2\":");
    cli_json_string(stdout, m->names[1]);
    printf(",\"deck1_name\":");
    cli_json_string(stdout, labels[0]);
    printf(",\"deck2_name\":");
    cli_json_string(stdout, labels[1]);
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
    printf("}");
    if (m->cards) card_stats_json(stdout, ctx, m->cards, m->decks);
    printf(",\"digest\":\"%016llx\",\"games_per_second\":%.1f,\"decisions_per_second\":%.1f,\"threads\":%d,"
           "\"ai1_ms_per_decision\":%.4f,\"ai2_ms_per_decision\":%.4f}\n",
           (unsigned long long)s->digest, (double)s->games / s->secs, (double)s->answers / s->secs, m->n_threads,
           ms_per_decision(s, 0), ms_per_decision(s, 1));
}

int cmd_sim(int argc, char **argv)
{
    const char *names[SIM_MAX_DECKS], *v, *format = NULL, *csv_path = NULL, *svg = "dcg-grid.svg";
    const char *ai_names[2] = {"greedy", "greedy"}, *card_csv_path = NULL, *events_path = NULL;
    uint64_t games = 0, seed = 1, threads = 0, playouts = 0, max_games = 100000;
    bool json = false, grid = false, strict = false, card_stats_on = false;
    double precision = 0;
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
        else if (cli_flag(argc, argv, &i, "--precision", &v)) {
            char *end;
            precision = strtod(v, &end);
            if (*end || !(precision > 0 && precision <= 100)) { fprintf(stderr, "dcg sim: --precision %s: the widest interval wanted, in points of win rate (more than 0, at most 100; 10: +-5)\n", v); return 2; }
        } else if (cli_flag(argc, argv, &i, "--max-games", &v)) { if (!cli_parse_u64(v, &max_games) || !max_games) { fprintf(stderr, "dcg sim: --max-games %s is not a positive number\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--card-csv", &card_csv_path) || cli_flag(argc, argv, &i, "--events", &events_path)) {}
        else if (cli_flag(argc, argv, &i, "--card-stats", NULL)) card_stats_on = true;
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (cli_flag(argc, argv, &i, "--strict", NULL)) strict = true;
        else if (cli_flag(argc, argv, &i, "--grid", NULL)) grid = true;
        else if (argv[i][0] == '-' && argv[i][1]) { fprintf(stderr, "dcg sim: unknown option %s\n", argv[i]); usage(stderr); return 2; }
        else if (nd < (grid ? SIM_MAX_DECKS : 2)) names[nd++] = argv[i];
        else if (grid) { fprintf(stderr, "dcg sim: at most %d decks in a grid\n", SIM_MAX_DECKS); return 2; }
        else { fprintf(stderr, "dcg sim: a third deck '%s'? (several decks: --grid)\n", argv[i]); return 2; }
    }
    if (grid ? nd < 2 : nd != 2) { fprintf(stderr, "dcg sim: needs %s decks (paths or starter names: st1, st2, st3), got %d\n", grid ? "two or more" : "two", nd); usage(stderr); return 2; }
    if (!games && precision > 0) games = 100; /* the batch size, when the precision says how many */
    if (!games) { fprintf(stderr, "dcg sim: how many games? add --games N (e.g. --games 1000), or --precision X\n"); return 2; }
    if (grid && (card_stats_on || card_csv_path || events_path)) { fprintf(stderr, "dcg sim: --card-stats, --card-csv and --events are for one matchup, not --grid\n"); return 2; }
    if (max_games < games) max_games = games;
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
    FILE *csv = NULL, *card_csv = NULL, *events = NULL;
    static char labels[SIM_MAX_DECKS][128];
    const char *label_of[SIM_MAX_DECKS];
    card_stats cards = {0};
    int rc = 2;
    if (!cli_format(ctx, format, &fmt)) goto done;
    for (int k = 0; k < nd; k++) {
        if (!cli_deck_for(ctx, names[k], &fmt, &d[k])) goto done;
        cli_deck_name(names[k], labels[k], sizeof labels[k]);
        label_of[k] = labels[k];
    }
    if (csv_path && !(csv = strcmp(csv_path, "-") ? fopen(csv_path, "w") : stdout)) { perror(csv_path); rc = 1; goto done; }
    if (card_csv_path && !(card_csv = strcmp(card_csv_path, "-") ? fopen(card_csv_path, "w") : stdout)) { perror(card_csv_path); rc = 1; goto done; }
    if (events_path && !(events = strcmp(events_path, "-") ? fopen(events_path, "w") : stdout)) { perror(events_path); rc = 1; goto done; }
    if ((card_stats_on || card_csv) && !card_stats_init(&cards, dcg_card_count(ctx))) { fprintf(stderr, "dcg sim: out of memory\n"); rc = 1; goto done; }
    m.cards = cards.rows[0] ? &cards : NULL;
    m.events = events;
    if (events) fprintf(events, "game,seat,event,number,from,to,a,b\n");
    if (csv) csv_header(csv);
    dcg_events_record(ctx, 0);
    m.n_threads = threads ? (int)threads : cli_cores();
    if (m.n_threads > SIM_MAX_THREADS) m.n_threads = SIM_MAX_THREADS;
    if ((made = sim_contexts(ctxs, m.n_threads)) != m.n_threads) { rc = 1; goto done; }
    m.ctxs = ctxs;
    m.fmt = &fmt;
    if (grid) rc = sim_grid(&m, nd, names, label_of, d, csv, json, svg, precision / 100, max_games);
    else {
        sim_stats s = {0};
        m.decks[0] = &d[0], m.decks[1] = &d[1], m.names[0] = names[0], m.names[1] = names[1];
        if (!(rc = sim_until(&m, &s, csv, isatty(2) && !json, precision / 100, max_games))) {
            if (csv == stdout || card_csv == stdout || events == stdout) {} /* the rows are the output */
            else if (json) print_json(ctx, &m, &s, label_of);
            else {
                print_text(&m, &s, label_of);
                if (card_stats_on) card_stats_text(stdout, ctx, &cards, m.decks, label_of);
            }
            if (card_csv) card_stats_csv(card_csv, ctx, &cards, m.decks, label_of);
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
    if (card_csv && card_csv != stdout && fclose(card_csv)) { perror(card_csv_path); rc = 1; }
    if (events && events != stdout && fclose(events)) { perror(events_path); rc = 1; }
    card_stats_free(&cards);
    for (int i = 0; i < made; i++) dcg_ctx_free(ctxs[i]);
    return rc;
}
