/* sim.c: playing a matchup for dcg sim. Threads take game numbers in turn;
** each game's result is kept by its number, then added up and written in
** game order, so the report is the same for any number of threads. */
#include "sim.h"
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One game's result: winner 0 deck 1, 1 deck 2, 2 draw; first: the deck
** that went first. */
typedef struct sim_result {
    uint8_t first, winner, reason, played;
    uint16_t turns;
    uint64_t answers, hash;
    char *events;             /* the game's event lines (--events), or NULL */
    sim_card_error *errors;   /* the game's script errors by card (malloc'ed), n_errors of them */
    int n_errors;
} sim_result;

typedef struct sim_worker {
    const sim_match *m;
    dcg_ctx *ctx;             /* its own context: nothing mutable is shared */
    sim_result *results;
    atomic_uint_fast64_t *next, *done;
    atomic_int *failed;
    uint64_t decisions[2];
    double pick_seconds[2];
    card_stats cards;         /* its own sums (m->cards), added up at the end */
    card_game game;
    pthread_t thread;
} sim_worker;

/* The events of the last call: counted for the card statistics, and
** written as CSV lines (game, the owner's seat, event, card number, from,
** to, a, b) for --events. */
static void take_events(sim_worker *w, const dcg_state *st, uint64_t g, int first, FILE *lines)
{
    int n;
    const dcg_event *ev = dcg_events(w->ctx, &n);
    if (w->m->cards) card_game_events(&w->game, st, ev, n, first);
    for (int i = 0; lines && i < n; i++) {
        if (ev[i].card == DCG_NO_CARD) continue;
        int def = ev[i].def >= 0 ? ev[i].def : dcg_card_of(st, ev[i].card);
        const dcg_card *c = dcg_card_at(w->ctx, def);
        fprintf(lines, "%llu,%d,%s,%s,%s,%s,%d,%d\n", (unsigned long long)g, dcg_owner_of(st, ev[i].card), dcg_event_name(ev[i].kind),
                c ? c->number : "?", dcg_zone_name(ev[i].from), dcg_zone_name(ev[i].to), (int)ev[i].a, (int)ev[i].b);
    }
}

/* The script errors by card of the game just played, into r; the context
** forgets them (each game's are its own, so the first of a card is the
** first in game order, whatever thread played it). */
static void take_errors(dcg_ctx *ctx, sim_result *r)
{
    int n = dcg_script_error_cards(ctx);
    if (n && (r->errors = calloc((size_t)n, sizeof *r->errors))) {
        for (int i = 0; i < n; i++) {
            int count = 0;
            const char *first = "";
            snprintf(r->errors[i].card, sizeof r->errors[i].card, "%s", dcg_script_error_card(ctx, i, &count, &first));
            snprintf(r->errors[i].first, sizeof r->errors[i].first, "%s", first);
            r->errors[i].count = (uint64_t)count;
        }
        r->n_errors = n;
    }
    dcg_script_errors_clear(ctx);
}

/* Add a game's errors by card to s's table. */
static void add_errors(sim_stats *s, const sim_result *r)
{
    for (int i = 0; i < r->n_errors; i++) {
        int k = 0;
        while (k < s->n_card_errors && strcmp(s->card_errors[k].card, r->errors[i].card)) k++;
        if (k == s->n_card_errors) {
            sim_card_error *e = realloc(s->card_errors, sizeof *e * (size_t)(k + 1));
            if (!e) continue;
            s->card_errors = e;
            s->card_errors[s->n_card_errors++] = r->errors[i];
        } else
            s->card_errors[k].count += r->errors[i].count;
    }
}

void sim_stats_free(sim_stats *s)
{
    free(s->card_errors);
    s->card_errors = NULL;
    s->n_card_errors = 0;
}

/* Play game g (deck 1 first in even games; each deck's AI has its own seed). */
static bool play_game(sim_worker *w, dcg_state *st, uint64_t g)
{
    static _Thread_local dcg_decision dec;
    const sim_match *m = w->m;
    int first = (int)(g & 1);
    dcg_ai *ai[2] = {NULL, NULL};
    bool ok = true;
    for (int k = 0; k < 2 && ok; k++)
        ok = dcg_ai_new(w->ctx, m->specs[k], (m->seed * 0x9E3779B97F4A7C15ull + g) ^ ((uint64_t)k << 63), &ai[k]) == DCG_OK;
    char *text = NULL;
    size_t text_size = 0;
    FILE *lines = ok && m->events ? open_memstream(&text, &text_size) : NULL;
    if (ok) ok = dcg_game_start_format(w->ctx, st, m->decks[first], m->decks[1 - first], m->seed + g, m->fmt) == DCG_OK;
    bool events = w->m->cards || lines; /* card statistics or --events: else the games record none */
    if (ok && events) take_events(w, st, g, first, lines);
    uint64_t answers = 0;
    while (ok && dcg_decision_get(w->ctx, st, &dec) == DCG_OK) {
        int deck = dec.player == 0 ? first : 1 - first;
        double t0 = dec.n > 1 ? cli_now() : 0;
        dcg_answer(w->ctx, st, dcg_ai_choose(ai[deck], w->ctx, st, &dec));
        if (events) take_events(w, st, g, first, lines);
        if (dec.n > 1) {
            w->decisions[deck]++;
            w->pick_seconds[deck] += cli_now() - t0;
        }
        answers++;
    }
    dcg_ai_free(ai[0]);
    dcg_ai_free(ai[1]);
    if (lines) fclose(lines);
    if (!ok) {
        free(text);
        return false;
    }
    int winner = dcg_winner(st);
    if (m->cards) card_game_end(&w->game, &w->cards, m->decks, winner == 2 ? 2 : winner == 0 ? first : 1 - first);
    w->results[g - m->first_game] = (sim_result){.first = (uint8_t)first,
                                 .winner = (uint8_t)(winner == 2 ? 2 : winner == 0 ? first : 1 - first),
                                 .reason = (uint8_t)dcg_win_reason_of(st), .played = 1,
                                 .turns = (uint16_t)dcg_turn_number(st), .answers = answers,
                                 .hash = dcg_state_hash(st), .events = text};
    take_errors(w->ctx, &w->results[g]);
    return true;
}

static void *work(void *arg)
{
    sim_worker *w = arg;
    dcg_state *st = dcg_state_new();
    if (!st) {
        atomic_store(w->failed, 1);
        return NULL;
    }
    dcg_events_record(w->ctx, w->m->cards || w->m->events);
    dcg_script_errors_clear(w->ctx); /* the games' own only */
    for (uint64_t g; !atomic_load(w->failed) && (g = w->m->first_game + atomic_fetch_add(w->next, 1)) < w->m->first_game + w->m->games;) {
        if (!play_game(w, st, g)) {
            fprintf(stderr, "dcg sim: game %llu: %s\n", (unsigned long long)g, dcg_errmsg(w->ctx));
            atomic_store(w->failed, 1);
        }
        atomic_fetch_add(w->done, 1);
    }
    dcg_state_free(st);
    return NULL;
}

static void add_result(sim_stats *s, const sim_result *r, uint64_t g)
{
    s->games++;
    s->answers += r->answers;
    s->draws += r->winner == 2;
    if (r->winner == 2) s->draws_by[r->reason]++;
    s->wins += r->winner == 0;
    s->as_first[r->first]++;
    s->wins_as_first[r->first] += r->winner == 0;
    s->first_player_wins += r->winner == r->first;
    s->turns += r->turns;
    s->turn_hist[r->turns < SIM_MAX_TURNS ? r->turns : SIM_MAX_TURNS]++;
    s->digest += (r->hash ^ g) * 0x9E3779B97F4A7C15ull;
}

static void csv_row(FILE *csv, const sim_match *m, uint64_t g, const sim_result *r)
{
    static const char *const who[] = {"deck1", "deck2", "draw"};
    cli_csv_field(csv, m->names[0]);
    fputc(',', csv);
    cli_csv_field(csv, m->names[1]);
    fprintf(csv, ",%llu,%llu,%s,%s,%d,%llu\n", (unsigned long long)g, (unsigned long long)(m->seed + g), who[r->first],
            who[r->winner], r->turns, (unsigned long long)r->answers);
}

int sim_play(const sim_match *m, sim_stats *s, FILE *csv, bool bar)
{
    sim_result *results = calloc(m->games, sizeof *results);
    sim_worker *w = calloc((size_t)m->n_threads, sizeof *w);
    atomic_uint_fast64_t next = 0, done = 0;
    atomic_int failed = 0;
    if (!results || !w) {
        free(results);
        free(w);
        fprintf(stderr, "dcg sim: out of memory\n");
        return 1;
    }
    int errors_before[SIM_MAX_THREADS] = {0}, started = 0;
    double t0 = cli_now();
    for (; started < m->n_threads; started++) {
        w[started] = (sim_worker){.m = m, .ctx = m->ctxs[started], .results = results, .next = &next, .done = &done,
                                  .failed = &failed};
        if (m->cards && (!card_stats_init(&w[started].cards, m->cards->n_cards) ||
                         !card_game_init(&w[started].game, m->cards->n_cards))) {
            card_stats_free(&w[started].cards);
            card_game_free(&w[started].game);
            break;
        }
        errors_before[started] = dcg_script_error_count(w[started].ctx);
        if (pthread_create(&w[started].thread, NULL, work, &w[started])) break;
    }
    if (!started) atomic_store(&failed, 1);
    while (bar && atomic_load(&done) < m->games && !atomic_load(&failed)) {
        uint64_t g = atomic_load(&done);
        int filled = (int)(40 * g / m->games);
        fprintf(stderr, "\r[%.*s%*s] %llu/%llu", filled, "########################################", 40 - filled, "",
                (unsigned long long)g, (unsigned long long)m->games);
        nanosleep(&(struct timespec){0, 100000000}, NULL);
    }
    for (int i = 0; i < started; i++) {
        pthread_join(w[i].thread, NULL);
        for (int k = 0; k < 2; k++) s->decisions[k] += w[i].decisions[k], s->pick_seconds[k] += w[i].pick_seconds[k];
        if (m->cards) {
            card_stats_merge(m->cards, &w[i].cards);
            card_stats_free(&w[i].cards);
            card_game_free(&w[i].game);
        }
        int before = errors_before[i];
        if (dcg_script_error_count(w[i].ctx) > before) s->script_errors += (uint64_t)(dcg_script_error_count(w[i].ctx) - before);
    }
    s->secs += cli_now() - t0;
    if (bar) fprintf(stderr, "\r%60s\r", "");
    int rc = atomic_load(&failed) ? 2 : 0;
    for (uint64_t g = 0; !rc && g < m->games; g++) {
        add_result(s, &results[g], m->first_game + g);
        add_errors(s, &results[g]);
        if (csv) csv_row(csv, m, m->first_game + g, &results[g]);
        if (m->events && results[g].events) fputs(results[g].events, m->events);
    }
    for (uint64_t g = 0; g < m->games; g++) free(results[g].events), free(results[g].errors);
    free(results);
    free(w);
    return rc;
}

int sim_contexts(dcg_ctx **ctxs, int n)
{
    int made = 1;
    for (; made < n; made++) {
        dcg_status s = dcg_ctx_new_from(dcg_ctx_db(ctxs[0]), &ctxs[made]);
        if (s != DCG_OK) {
            fprintf(stderr, "dcg sim: thread %d: %s\n", made + 1, ctxs[made] ? dcg_errmsg(ctxs[made]) : "out of memory");
            dcg_ctx_free(ctxs[made]);
            ctxs[made] = NULL;
            break;
        }
        dcg_events_record(ctxs[made], 0);
    }
    return made;
}

void sim_wilson(uint64_t wins, uint64_t n, double *lo, double *hi)
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

double sim_width(const sim_stats *s)
{
    double lo, hi, lo2, hi2;
    sim_wilson(s->wins, s->games, &lo, &hi);
    sim_wilson(s->games - s->wins - s->draws, s->games, &lo2, &hi2);
    return hi - lo > hi2 - lo2 ? hi - lo : hi2 - lo2;
}

int sim_until(sim_match *m, sim_stats *s, FILE *csv, bool bar, double precision, uint64_t max)
{
    uint64_t batch = m->games, played = 0;
    int rc = 0;
    do {
        m->first_game = played;
        m->games = max - played < batch ? max - played : batch;
        rc = sim_play(m, s, csv, bar);
        played += m->games;
    } while (!rc && precision > 0 && sim_width(s) >= precision && played < max);
    m->games = batch, m->first_game = 0;
    return rc;
}
