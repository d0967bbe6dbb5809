/* sim_grid.c: dcg sim --grid: every pair of several decks plays its games
** (as many as a precision asks, --precision); a table of win rates with
** their 95% intervals and an SVG heat map with the decks' and AIs' names,
** each cell's interval, the cells whose interval holds 50% marked, and a
** colour legend. */
#include "sim.h"
#include <stdlib.h>
#include <string.h>

#define GRID_MAX 16

typedef struct grid {
    int n;
    const char *const *args, *const *names;
    uint64_t wins[GRID_MAX][GRID_MAX], games[GRID_MAX][GRID_MAX]; /* row deck's wins against the column deck */
    const char *specs[2];
} grid;

static double cell_rate(const grid *g, int i, int j) { return g->games[i][j] ? (double)g->wins[i][j] / (double)g->games[i][j] : 0; }

/* Does the cell's 95% interval hold 50% (the matchup is not shown to be uneven)? */
static bool cell_even(const grid *g, int i, int j)
{
    double lo, hi;
    sim_wilson(g->wins[i][j], g->games[i][j], &lo, &hi);
    return lo <= 0.5 && hi >= 0.5;
}

/* Red (0%) through white (50%) to blue (100%). */
static void cell_color(double p, int *r, int *gr, int *b)
{
    *r = p < 0.5 ? 255 : (int)(255 * (1 - p) * 2);
    *b = p > 0.5 ? 255 : (int)(255 * p * 2);
    *gr = *r < *b ? *r : *b;
}

static void ais_words(const grid *g, char *buf, size_t size)
{
    if (!strcmp(g->specs[0], g->specs[1])) snprintf(buf, size, "both decks played by the %s AI", g->specs[0]);
    else
        snprintf(buf, size, "AIs: %s plays the row deck above the diagonal, %s below it", g->specs[0], g->specs[1]);
}

static int write_svg(const char *path, const grid *g)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 1;
    }
    const int n = g->n, cw = 96, ch = 60, left = 240, top = 190, legend = 90;
    int width = left + n * cw + 20, height = top + n * ch + legend;
    char ais[200];
    ais_words(g, ais, sizeof ais);
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n",
            width < 520 ? 520 : width, height);
    fprintf(f, "<title>dcg sim: win rate of the row deck against the column deck, with its 95%% interval</title>\n");
    fprintf(f, "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">Win rate of the row deck against the column deck</text>\n");
    fprintf(f, "<text x=\"10\" y=\"40\" class=\"ais\">");
    cli_xml_text(f, ais);
    fprintf(f, "</text>\n");
    for (int i = 0; i < n; i++) { /* the names: rows on the left, columns slanted above */
        fprintf(f, "<text class=\"row-name\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%d ", left - 8, top + i * ch + ch / 2 + 4, i + 1);
        cli_xml_text(f, g->names[i]);
        fprintf(f, "</text>\n<text class=\"col-name\" transform=\"translate(%d,%d) rotate(-40)\">%d ", left + i * cw + cw / 2, top - 8,
                i + 1);
        cli_xml_text(f, g->names[i]);
        fprintf(f, "</text>\n");
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int x = left + j * cw, y = top + i * ch;
            if (i == j) {
                fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#ddd\"/>\n", x, y, cw, ch);
                continue;
            }
            double p = cell_rate(g, i, j), lo, hi;
            int r, gr, b;
            sim_wilson(g->wins[i][j], g->games[i][j], &lo, &hi);
            cell_color(p, &r, &gr, &b);
            bool even = cell_even(g, i, j);
            fprintf(f, "<g class=\"cell%s\"><title>", even ? " even" : "");
            cli_xml_text(f, g->names[i]);
            fprintf(f, " against ");
            cli_xml_text(f, g->names[j]);
            fprintf(f, ": %.1f%% (95%% interval %.1f%% - %.1f%%) of %llu games%s</title>\n", 100 * p, 100 * lo, 100 * hi,
                    (unsigned long long)g->games[i][j], even ? "; the interval holds 50%" : "");
            fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"rgb(%d,%d,%d)\" stroke=\"%s\"%s/>\n", x, y, cw, ch, r, gr,
                    b, even ? "#333" : "#fff", even ? " stroke-width=\"2\" stroke-dasharray=\"5,3\"" : "");
            fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"15\">%.0f%%%s</text>\n", x + cw / 2, y + 26, 100 * p,
                    even ? "?" : "");
            fprintf(f, "<text class=\"interval\" x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\">%.0f-%.0f%%</text></g>\n",
                    x + cw / 2, y + 44, 100 * lo, 100 * hi);
        }
    /* the legend: the colour scale, what a dashed cell means, the games */
    int ly = top + n * ch + 22, lx = 10;
    fprintf(f, "<defs><linearGradient id=\"scale\"><stop offset=\"0\" stop-color=\"rgb(255,0,0)\"/>"
               "<stop offset=\"0.5\" stop-color=\"rgb(255,255,255)\"/><stop offset=\"1\" stop-color=\"rgb(0,0,255)\"/>"
               "</linearGradient></defs>\n");
    fprintf(f, "<g class=\"legend\"><rect x=\"%d\" y=\"%d\" width=\"200\" height=\"12\" fill=\"url(#scale)\" stroke=\"#999\"/>\n", lx, ly);
    fprintf(f, "<text x=\"%d\" y=\"%d\">0%%</text><text x=\"%d\" y=\"%d\" text-anchor=\"middle\">50%%</text>"
               "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">100%% win rate of the row deck</text>\n",
            lx, ly + 26, lx + 100, ly + 26, lx + 200 + 160, ly + 26);
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"24\" height=\"14\" fill=\"#fff\" stroke=\"#333\" stroke-width=\"2\" "
               "stroke-dasharray=\"5,3\"/><text x=\"%d\" y=\"%d\">?: the 95%% interval (small numbers) holds 50%%: not shown to be uneven</text>\n",
            lx, ly + 36, lx + 32, ly + 48);
    uint64_t least = UINT64_MAX, most = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (i != j) least = g->games[i][j] < least ? g->games[i][j] : least, most = g->games[i][j] > most ? g->games[i][j] : most;
    if (least == most) fprintf(f, "<text x=\"%d\" y=\"%d\">%llu games per pair</text></g>\n", lx, ly + 66, (unsigned long long)most);
    else fprintf(f, "<text x=\"%d\" y=\"%d\">%llu to %llu games per pair</text></g>\n", lx, ly + 66, (unsigned long long)least,
                 (unsigned long long)most);
    fprintf(f, "</svg>\n");
    return fclose(f) ? 1 : 0;
}

static void print_json(const grid *g, const char *svg, uint64_t batch)
{
    printf("{\"games_per_pair\":%llu,\"decks\":[", (unsigned long long)batch);
    for (int i = 0; i < g->n; i++) printf("%s", i ? "," : ""), cli_json_string(stdout, g->args[i]);
    printf("],\"names\":[");
    for (int i = 0; i < g->n; i++) printf("%s", i ? "," : ""), cli_json_string(stdout, g->names[i]);
    printf("],\"ai1\":");
    cli_json_string(stdout, g->specs[0]);
    printf(",\"ai2\":");
    cli_json_string(stdout, g->specs[1]);
    const char *what[] = {"win_rate", "ci95", "games"};
    for (int w = 0; w < 3; w++) {
        printf(",\"%s\":[", what[w]);
        for (int i = 0; i < g->n; i++) {
            printf("%s[", i ? "," : "");
            for (int j = 0; j < g->n; j++) {
                double lo, hi;
                sim_wilson(g->wins[i][j], g->games[i][j], &lo, &hi);
                if (i == j) printf("%snull", j ? "," : "");
                else if (w == 0) printf("%s%.4f", j ? "," : "", cell_rate(g, i, j));
                else if (w == 1) printf("%s[%.4f,%.4f]", j ? "," : "", lo, hi);
                else printf("%s%llu", j ? "," : "", (unsigned long long)g->games[i][j]);
            }
            printf("]");
        }
        printf("]");
    }
    printf(",\"svg\":");
    cli_json_string(stdout, svg);
    printf("}\n");
}

static void print_text(const grid *g, uint64_t games, double secs, uint64_t answers, const char *svg)
{
    char ais[200];
    ais_words(g, ais, sizeof ais);
    printf("win rate of the row deck against the column deck, with its 95%% interval; %s\n\n%-24s", ais, "");
    for (int j = 0; j < g->n; j++) printf(" %12d", j + 1);
    printf("  average\n");
    bool any_even = false;
    for (int i = 0; i < g->n; i++) {
        double sum = 0;
        printf("%2d %-21.21s", i + 1, g->names[i]);
        for (int j = 0; j < g->n; j++) {
            double lo, hi;
            sim_wilson(g->wins[i][j], g->games[i][j], &lo, &hi);
            if (i == j) printf(" %12s", "-");
            else printf(" %4.0f%% %2.0f-%-3.0f%c", 100 * cell_rate(g, i, j), 100 * lo, 100 * hi, cell_even(g, i, j) ? '?' : ' ');
            any_even |= i != j && cell_even(g, i, j);
            sum += i == j ? 0 : cell_rate(g, i, j);
        }
        printf("  %5.1f%%\n", 100 * sum / (g->n - 1));
    }
    if (any_even) printf("?: the interval holds 50%%: those decks are not shown to differ (more games narrow it: --precision)\n");
    printf("\n%llu games | %.0f games/s | %.0f decisions/s | heat map: %s\n", (unsigned long long)games, (double)games / secs,
           (double)answers / secs, svg);
}

int sim_grid(sim_match *m, int n, const char *const *args, const char *const *names, const dcg_deck *decks, FILE *csv, bool json,
             const char *svg, double precision, uint64_t max)
{
    static grid g;
    memset(&g, 0, sizeof g);
    g.n = n < GRID_MAX ? n : GRID_MAX, g.args = args, g.names = names, g.specs[0] = m->specs[0], g.specs[1] = m->specs[1];
    uint64_t games = 0, answers = 0;
    double secs = 0;
    for (int i = 0; i < g.n; i++)
        for (int j = i + 1; j < g.n; j++) {
            sim_stats s = {0};
            m->decks[0] = &decks[i], m->decks[1] = &decks[j];
            m->names[0] = args[i], m->names[1] = args[j];
            int rc = sim_until(m, &s, csv, false, precision, max);
            sim_stats_free(&s); /* its table of errors by card: the grid prints none */
            if (rc) return rc;
            g.wins[i][j] = s.wins, g.wins[j][i] = s.games - s.wins - s.draws;
            g.games[i][j] = g.games[j][i] = s.games;
            games += s.games, answers += s.answers, secs += s.secs;
        }
    if (json) print_json(&g, svg, m->games);
    else print_text(&g, games, secs, answers, svg);
    return write_svg(svg, &g);
}
