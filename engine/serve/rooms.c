/* rooms.c: rooms and their games: seats, watchers, answers, clocks, AI
** seats, and what each connection is sent (dcg_view.h: a seat sees its own
** view, a watcher the public one). Every answer is stored before it is
** applied and heard of; a game ends in the store with its replay. */
#include "serve.h"
#include "dcg_replay.h"
#include "dcg_view.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

server srv;

/* ---- the table of rooms ------------------------------------------------------------------- */
static uint32_t hash_id(const char *id)
{
    uint32_t h = 2166136261u;
    for (; *id; id++) h = (h ^ (uint8_t)*id) * 16777619u;
    return h;
}

int room_shard_of(const char *id) { return srv.shards > 1 ? (int)(hash_id(id) % (uint32_t)srv.shards) : 0; }

room *room_find(const char *id)
{
    for (room *r = srv.buckets[hash_id(id) % 4096]; r; r = r->next)
        if (!strcmp(r->id, id)) return r;
    return NULL;
}

static void link_room(room *r)
{
    room **b = &srv.buckets[hash_id(r->id) % 4096];
    r->next = *b;
    *b = r;
    r->all_next = srv.rooms;
    if (srv.rooms) srv.rooms->all_prev = r;
    srv.rooms = r;
    srv.n_rooms++;
}

room *room_new(void)
{
    room *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    do random_hex(r->id, 5); /* 10 hex digits, on this process's shard */
    while (room_shard_of(r->id) != srv.shard || room_find(r->id));
    link_room(r);
    return r;
}

/* A room read from the store keeps its id: relink it under that id. */
static void rehash(room *r)
{
    for (room **p = &srv.buckets[0]; p < srv.buckets + 4096; p++)
        for (room **q = p; *q; q = &(*q)->next)
            if (*q == r) { *q = r->next; goto done; }
done:
    r->next = srv.buckets[hash_id(r->id) % 4096];
    srv.buckets[hash_id(r->id) % 4096] = r;
}

void room_free(room *r)
{
    lws_sul_cancel(&r->sul);
    for (room **q = &srv.buckets[hash_id(r->id) % 4096]; *q; q = &(*q)->next)
        if (*q == r) { *q = r->next; break; }
    if (r->all_prev) r->all_prev->all_next = r->all_next; else srv.rooms = r->all_next;
    if (r->all_next) r->all_next->all_prev = r->all_prev;
    srv.n_rooms--;
    for (int p = 0; p < 2; p++) {
        if (r->seat_conn[p]) r->seat_conn[p]->room = NULL;
        free(r->deck[p]);
    }
    for (conn *c = r->watchers; c; c = c->next_watcher) c->room = NULL;
    dcg_state_free(r->st);
    free(r->answers);
    free(r);
}

void room_detach(conn *c)
{
    room *r = c->room;
    if (!r) return;
    c->room = NULL;
    if (c->seat >= 0 && r->seat_conn[c->seat] == c) r->seat_conn[c->seat] = NULL;
    for (conn **q = &r->watchers; *q; q = &(*q)->next_watcher)
        if (*q == c) { *q = c->next_watcher; r->n_watchers--; break; }
    c->seat = -1;
    c->next_watcher = NULL;
}

/* ---- formats and decks -------------------------------------------------------------------- */
bool room_format(const char *name, dcg_format *out, char *err, size_t size)
{
    size_t n = strlen(name);
    if (!n) { /* the official rules (as dcg play with no --format) */
        dcg_format_default(out);
        return true;
    }
    if (n >= 32 || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789_-") != n) {
        snprintf(err, size, "format '%.40s': a format of the server is named by letters, digits, '-' and '_'", name);
        return false;
    }
    if (dcg_format_load(srv.ctx, name, out) != DCG_OK) {
        snprintf(err, size, "%s", dcg_errmsg(srv.ctx));
        return false;
    }
    return true;
}

static bool parse_decks(room *r, dcg_deck *d, dcg_format *f, char *err, size_t size)
{
    if (!room_format(r->format, f, err, size)) return false;
    for (int p = 0; p < 2; p++)
        if (dcg_deck_parse_for(srv.ctx, r->deck[p], p ? "second player's deck" : "first player's deck", f, &d[p]) != DCG_OK) {
            snprintf(err, size, "%s", dcg_errmsg(srv.ctx));
            return false;
        }
    return true;
}

/* ---- events of the last call, copied (views answer copies of the game) --------------------- */
static dcg_event *evbuf;
static int n_evbuf, cap_evbuf;

static void copy_events(void)
{
    int n;
    const dcg_event *ev = dcg_events(srv.ctx, &n);
    if (n > cap_evbuf) {
        dcg_event *grown = realloc(evbuf, sizeof *grown * (size_t)n);
        if (!grown) n = cap_evbuf; /* the log loses its tail; the game goes on */
        else evbuf = grown, cap_evbuf = n;
    }
    if (n) memcpy(evbuf, ev, sizeof *ev * (size_t)n);
    n_evbuf = n;
}

static bool add_answer(room *r, int option)
{
    if (r->n_answers == r->cap_answers) {
        int cap = r->cap_answers ? r->cap_answers * 2 : 256;
        int *grown = realloc(r->answers, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        r->answers = grown, r->cap_answers = cap;
    }
    r->answers[r->n_answers++] = option;
    return true;
}

/* ---- starting and ending ------------------------------------------------------------------ */
bool room_start(room *r, char *err, size_t size)
{
    static dcg_deck d[2];
    static dcg_format f;
    if (!parse_decks(r, d, &f, err, size)) return false;
    if (!r->st && !(r->st = dcg_state_new())) {
        snprintf(err, size, "out of memory");
        return false;
    }
    if (dcg_game_start_format(srv.ctx, r->st, &d[0], &d[1], r->seed, &f) != DCG_OK) {
        snprintf(err, size, "%s", dcg_errmsg(srv.ctx));
        return false;
    }
    for (int i = 0; i < r->n_answers; i++) /* a resumed game: its stored answers, in order */
        if (dcg_answer(srv.ctx, r->st, r->answers[i]) != DCG_OK) {
            snprintf(err, size, "stored answer %d (%d) refused: %s", i + 1, r->answers[i], dcg_errmsg(srv.ctx));
            return false;
        }
    copy_events();
    r->status = ROOM_PLAYING;
    r->since_us = now_us();
    return true;
}

char *room_replay_text(room *r)
{
    static dcg_deck d[2];
    static dcg_format f;
    char err[256];
    if (!parse_decks(r, d, &f, err, sizeof err)) return NULL; /* the format is now the last loaded: the digest's */
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out) return NULL;
    dcg_replay_write_header(srv.ctx, out, r->seed, &d[0], &d[1]);
    if (r->format[0]) fprintf(out, "format %s\n", r->format);
    else { /* the official rules load no format file: the digest names none (other rooms' formats load into the context) */
        fflush(out);
        char *line = strstr(buf, "\ndigest ");
        if (line && strlen(line) == 1 + 7 + 3 * 17) {
            memcpy(line + 1 + 7 + 2 * 17, "0000000000000000", 16);
        }
    }
    for (int i = 0; i < r->n_answers; i++)
        fprintf(out, "%s%d%s", i % 32 ? " " : "answers ", r->answers[i], i % 32 == 31 || i == r->n_answers - 1 ? "\n" : "");
    if (r->conceded) fprintf(out, "concede %d\n", r->conceded - 1);
    if (!strcmp(r->end_reason, "time")) fprintf(out, "# P%d's clock ran out: a loss (1-2-4)\n", r->conceded);
    for (int p = 0; p < 2; p++)
        if (r->ai[p][0]) fprintf(out, "# seat %d: the AI %s\n", p, r->ai[p]);
    fclose(out);
    return buf;
}

static cJSON *state_message(room *r, int seat, const dcg_event *ev, int n_ev);

/* The game is over: stored with its replay, everyone told, the room freed. */
static void finish(room *r)
{
    if (!r->end_reason[0]) snprintf(r->end_reason, sizeof r->end_reason, "rules");
    lws_sul_cancel(&r->sul);
    r->status = ROOM_OVER;
    char *replay = room_replay_text(r);
    store_over(r, replay ? replay : "");
    cJSON *over = cJSON_CreateObject();
    cJSON_AddStringToObject(over, "type", "over");
    cJSON_AddStringToObject(over, "room", r->id);
    cJSON_AddNumberToObject(over, "winner", dcg_winner(r->st));
    cJSON_AddNumberToObject(over, "winReason", dcg_win_reason_of(r->st));
    cJSON_AddStringToObject(over, "endReason", r->end_reason);
    char hash[24];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)dcg_state_hash(r->st));
    cJSON_AddStringToObject(over, "hash", hash);
    cJSON_AddStringToObject(over, "replay", replay ? replay : "");
    char *text = cJSON_PrintUnformatted(over);
    cJSON_Delete(over);
    for (int p = 0; p < 2; p++)
        if (r->seat_conn[p]) conn_send(r->seat_conn[p], text, strlen(text));
    for (conn *c = r->watchers; c; c = c->next_watcher) conn_send(c, text, strlen(text));
    free(text);
    free(replay);
    room_free(r);
}

void room_concede(room *r, int seat, const char *why)
{
    if (r->status != ROOM_PLAYING || dcg_winner(r->st) >= 0) return;
    if (dcg_concede(srv.ctx, r->st, seat) != DCG_OK) return;
    copy_events();
    r->conceded = seat + 1;
    snprintf(r->end_reason, sizeof r->end_reason, "%s", why);
    room_broadcast(r, evbuf, n_evbuf);
    finish(r);
}

/* ---- answers and clocks ------------------------------------------------------------------- */
static void clock_expired(lws_sorted_usec_list_t *sul)
{
    room *r = (room *)((char *)sul - offsetof(room, sul));
    static dcg_decision d;
    if (r->status != ROOM_PLAYING || dcg_decision_get(srv.ctx, r->st, &d) != DCG_OK) return;
    r->clock[d.player] = 0;
    room_concede(r, d.player, "time");
}

/* Apply option (checked) for the decider; false when it could not be stored. */
static bool apply(room *r, const dcg_decision *d, int option)
{
    if (r->clock_ms > 0) {
        int64_t spent = (now_us() - r->since_us) / 1000;
        r->clock[d->player] += r->increment_ms - spent;
        if (r->clock[d->player] < 0) r->clock[d->player] = 0;
    }
    if (!store_answer(r, r->n_answers, option) || !add_answer(r, option)) return false;
    if (dcg_answer(srv.ctx, r->st, option) != DCG_OK) return false; /* checked before: never */
    srv.answers_total++;
    r->since_us = now_us();
    copy_events();
    room_broadcast(r, evbuf, n_evbuf);
    return true;
}

const char *room_answer(room *r, int seat, int request, int option)
{
    static dcg_decision d;
    static char why[160];
    if (r->status != ROOM_PLAYING) return "the game has not started";
    if (dcg_decision_get(srv.ctx, r->st, &d) != DCG_OK) return "the game is over";
    if (request != r->n_answers) {
        snprintf(why, sizeof why, "stale request %d: the pending request is %d", request, r->n_answers);
        return why;
    }
    if (d.player != seat) return "not your decision: the other seat decides";
    if (option < 0 || option >= d.n) {
        snprintf(why, sizeof why, "no option %d: the options are 0 to %d", option, d.n - 1);
        return why;
    }
    if (!apply(r, &d, option)) return "the server could not record the answer";
    room_run(r);
    return NULL;
}

void room_run(room *r)
{
    static dcg_decision d;
    while (r->status == ROOM_PLAYING) {
        if (dcg_decision_get(srv.ctx, r->st, &d) != DCG_OK) {
            finish(r);
            return;
        }
        const char *ai = r->ai[d.player];
        if (!ai[0]) break;
        /* the AI's choice depends on the game and the answer's number only, so a resumed game goes on the same */
        uint64_t rng = r->seed ^ (0x9E3779B97F4A7C15ull * (uint64_t)(r->n_answers + 1));
        int k = dcg_ai_find(ai);
        int pick = dcg_ai_pick(srv.ctx, r->st, &d, k < 0 ? 0 : k, &rng);
        if (!apply(r, &d, pick)) {
            fprintf(stderr, "dcg serve: room %s: the AI's answer could not be stored\n", r->id);
            return;
        }
    }
    if (r->clock_ms > 0 && r->status == ROOM_PLAYING) {
        int64_t left = r->clock[d.player] - (now_us() - r->since_us) / 1000;
        lws_sul_schedule(srv.lws, 0, &r->sul, clock_expired, (left > 0 ? left : 0) * 1000);
    }
}

/* ---- what each connection is sent --------------------------------------------------------- */
/* The decider's request: its id and title, and each option's text as the terminal shows it. */
static cJSON *request_json(room *r, cJSON *view)
{
    static dcg_decision d;
    if (dcg_decision_get(srv.ctx, r->st, &d) != DCG_OK) return cJSON_CreateNull();
    dcg_labels labels;
    dcg_labels_read(srv.ctx, r->st, d.player, &labels);
    cJSON *options = cJSON_GetObjectItem(cJSON_GetObjectItem(view, "decision"), "options");
    for (int i = 0; i < d.n; i++) {
        cJSON *o = cJSON_GetArrayItem(options, i);
        if (!o) continue;
        static dcg_option_text t;
        dcg_option_describe(srv.ctx, r->st, &d, i, &labels, &t);
        cJSON_AddStringToObject(o, "key", t.key);
        cJSON_AddStringToObject(o, "text", t.text);
    }
    char title[512];
    dcg_decision_describe(srv.ctx, r->st, &d, title, sizeof title);
    cJSON *q = cJSON_CreateObject();
    cJSON_AddNumberToObject(q, "id", r->n_answers);
    cJSON_AddNumberToObject(q, "kind", d.kind);
    cJSON_AddStringToObject(q, "title", title);
    cJSON_AddNumberToObject(q, "options", d.n);
    return q;
}

static cJSON *clock_json(room *r)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "initial", (double)r->clock_ms);
    cJSON_AddNumberToObject(o, "increment", (double)r->increment_ms);
    if (r->clock_ms > 0) {
        static dcg_decision d;
        int running = dcg_decision_get(srv.ctx, r->st, &d) == DCG_OK ? d.player : -1;
        cJSON *ms = cJSON_AddArrayToObject(o, "ms");
        for (int p = 0; p < 2; p++) {
            int64_t left = r->clock[p] - (p == running ? (now_us() - r->since_us) / 1000 : 0);
            cJSON_AddItemToArray(ms, cJSON_CreateNumber((double)(left > 0 ? left : 0)));
        }
        cJSON_AddNumberToObject(o, "running", running);
    }
    return o;
}

/* seat 0 or 1, or -1 for a watcher */
static cJSON *state_message(room *r, int seat, const dcg_event *ev, int n_ev)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "state");
    cJSON_AddStringToObject(o, "room", r->id);
    cJSON_AddNumberToObject(o, "seat", seat);
    cJSON_AddNumberToObject(o, "step", r->n_answers);
    bool over = dcg_winner(r->st) >= 0;
    cJSON *view = dcg_view_json(srv.ctx, r->st, ev, n_ev, seat >= 0 ? seat : DCG_VIEW_PUBLIC, r->n_answers, over);
    cJSON_AddItemToObject(o, "view", view);
    cJSON_AddItemToObject(o, "clock", clock_json(r));
    cJSON *d = cJSON_GetObjectItem(view, "decision");
    bool mine = seat >= 0 && cJSON_IsObject(d) && cJSON_GetObjectItem(d, "player")->valueint == seat;
    cJSON_AddItemToObject(o, "request", mine ? request_json(r, view) : cJSON_CreateNull());
    return o;
}

void room_broadcast(room *r, const dcg_event *ev, int n_ev)
{
    for (int p = 0; p < 2; p++)
        if (r->seat_conn[p]) conn_send_json(r->seat_conn[p], state_message(r, p, ev, n_ev));
    if (!r->watchers) return;
    cJSON *o = state_message(r, -1, ev, n_ev); /* one public view for every watcher */
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (!text) return;
    for (conn *c = r->watchers; c; c = c->next_watcher) conn_send(c, text, strlen(text));
    free(text);
}

void room_send_state(room *r, conn *c)
{
    if (r->status == ROOM_PLAYING) conn_send_json(c, state_message(r, c->seat, NULL, 0));
}

/* ---- resuming ----------------------------------------------------------------------------- */
static void resume_one(room *r)
{
    rehash(r);
    if (r->status != ROOM_PLAYING) return;
    char err[512];
    if (!room_start(r, err, sizeof err)) {
        fprintf(stderr, "dcg serve: room %s cannot be resumed: %s\n", r->id, err);
        room_free(r);
        return;
    }
    room_run(r);
}

int rooms_resume(void) { return store_load(resume_one); }
