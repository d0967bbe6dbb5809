/* proto.c: the client messages of docs/protocol.md, each checked before
** it changes anything; a refusal names its reason. */
#include "serve.h"
#include "common.h"
#include "dcg_view.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WATCHERS 1000   /* watchers of one room */
#define MAX_LISTED 100      /* rooms a lobby listing shows */

static void refuse(conn *c, const char *type, const char *reason)
{
    c->strikes++;
    conn_error(c, type, reason);
}

static const char *str_field(const cJSON *m, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* An integer field, or def when absent; false when present but not an integer in lo..hi. */
static bool int_field(const cJSON *m, const char *key, long lo, long hi, long def, long *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, key);
    if (!v) { *out = def; return true; }
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(long)v->valuedouble || v->valuedouble < lo || v->valuedouble > hi)
        return false;
    *out = (long)v->valuedouble;
    return true;
}

/* A deck: a starter's name ("st1", "bt1/red": the server's cards/decks) or a list's text. */
static char *deck_text(const char *arg, char *err, size_t size)
{
    size_t n = strlen(arg);
    if (n && n < 32 && strspn(arg, "abcdefghijklmnopqrstuvwxyz0123456789-_/") == n && !strstr(arg, "..") && arg[0] != '/') {
        char rel[64];
        snprintf(rel, sizeof rel, "cards/decks/%s.txt", arg);
        FILE *f = fopen(cli_data_path(rel), "r");
        if (!f) {
            snprintf(err, size, "no deck named '%s' on this server", arg);
            return NULL;
        }
        char *buf = calloc(1, SERVE_MAX_MESSAGE + 1);
        if (buf) fread(buf, 1, SERVE_MAX_MESSAGE, f);
        fclose(f);
        return buf;
    }
    return strdup(arg);
}

/* The deck of a create or join message, checked under the room's format. */
static char *checked_deck(conn *c, const cJSON *m, const char *key, const char *format)
{
    const char *arg = str_field(m, key);
    char err[512];
    static dcg_format f;
    static dcg_deck d;
    if (!arg) { refuse(c, "error", "a deck is needed: a starter's name (\"st1\") or a deck list"); return NULL; }
    if (!room_format(format, &f, err, sizeof err)) { refuse(c, "error", err); return NULL; }
    char *text = deck_text(arg, err, sizeof err);
    if (!text) { refuse(c, "error", err); return NULL; }
    if (dcg_deck_parse_for(srv.ctx, text, "your deck", &f, &d) != DCG_OK) {
        refuse(c, "error", dcg_errmsg(srv.ctx));
        free(text);
        return NULL;
    }
    return text;
}

static void joined(conn *c, room *r, int seat)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", seat >= 0 ? "joined" : "watching");
    cJSON_AddStringToObject(o, "room", r->id);
    cJSON_AddNumberToObject(o, "seat", seat);
    if (seat >= 0) cJSON_AddStringToObject(o, "token", r->token[seat]);
    conn_send_json(c, o);
}

static void take_seat(conn *c, room *r, int seat)
{
    room_detach(c);
    if (r->seat_conn[seat] && r->seat_conn[seat] != c) { /* a reconnect takes the seat over */
        conn *old = r->seat_conn[seat];
        room_detach(old);
        conn_error(old, "error", "your seat was taken over by a reconnect with its token");
    }
    c->room = r;
    c->seat = seat;
    r->seat_conn[seat] = c;
    joined(c, r, seat);
}

/* A message naming a room: ours, or the shard that has it. */
static room *named_room(conn *c, const cJSON *m)
{
    const char *id = str_field(m, "room");
    char why[128];
    if (!id || strlen(id) >= SERVE_ROOM_ID) { refuse(c, "error", "which room? (\"room\": its id)"); return NULL; }
    int shard = room_shard_of(id);
    if (shard != srv.shard) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", "error");
        snprintf(why, sizeof why, "room %s is on shard %d", id, shard);
        cJSON_AddStringToObject(o, "reason", why);
        cJSON_AddNumberToObject(o, "shard", shard);
        conn_send_json(c, o);
        return NULL;
    }
    room *r = room_find(id);
    if (!r) { snprintf(why, sizeof why, "no room %s in play here", id); refuse(c, "error", why); }
    return r;
}

static void on_create(conn *c, const cJSON *m)
{
    const char *format = str_field(m, "format");
    const char *ai = str_field(m, "opponent");
    long seat, initial, increment;
    if (!format) format = ""; /* the official rules */
    if (!int_field(m, "seat", 0, 1, (long)(random_u64() & 1), &seat) ||
        !int_field(m, "clock", 0, 24 * 3600, 0, &initial) || !int_field(m, "increment", 0, 3600, 0, &increment)) {
        refuse(c, "error", "seat is 0 or 1, clock and increment are whole seconds (clock 0: untimed)");
        return;
    }
    if (ai && (dcg_ai_find(ai) < 0 || !strcmp(ai, "mcts"))) {
        refuse(c, "error", "the opponent is \"random\" or \"greedy\" (an AI that answers at once)");
        return;
    }
    if (srv.n_rooms >= srv.max_rooms) { refuse(c, "error", "the server is full: no room can be made now"); return; }
    char *deck = checked_deck(c, m, "deck", format);
    if (!deck) return;
    char *ai_deck = NULL;
    if (ai && !(ai_deck = checked_deck(c, m, cJSON_GetObjectItem(m, "opponentDeck") ? "opponentDeck" : "deck", format))) {
        free(deck);
        return;
    }
    room *r = room_new();
    if (!r) { free(deck); free(ai_deck); refuse(c, "error", "out of memory"); return; }
    snprintf(r->format, sizeof r->format, "%s", format);
    r->clock_ms = r->clock[0] = r->clock[1] = initial * 1000;
    r->increment_ms = increment * 1000;
    r->deck[seat] = deck;
    random_hex(r->token[seat], 16);
    take_seat(c, r, (int)seat);
    if (ai) {
        snprintf(r->ai[1 - seat], sizeof r->ai[0], "%s", ai);
        r->deck[1 - seat] = ai_deck;
        r->seed = random_u64();
        char err[512];
        if (!room_start(r, err, sizeof err)) { refuse(c, "error", err); room_free(r); return; }
    }
    store_room(r);
    if (r->status == ROOM_PLAYING) {
        room_send_state(r, c);
        room_run(r);
    }
}

static void on_join(conn *c, const cJSON *m)
{
    room *r = named_room(c, m);
    if (!r) return;
    if (r->status != ROOM_WAITING || r->seat_conn[0] == c || r->seat_conn[1] == c) {
        refuse(c, "error", "no free seat in this room");
        return;
    }
    int seat = r->deck[0] ? 1 : 0;
    char *deck = checked_deck(c, m, "deck", r->format);
    if (!deck) return;
    r->deck[seat] = deck;
    random_hex(r->token[seat], 16);
    r->seed = random_u64();
    char err[512];
    if (!room_start(r, err, sizeof err)) {
        free(r->deck[seat]);
        r->deck[seat] = NULL;
        r->token[seat][0] = 0;
        refuse(c, "error", err);
        return;
    }
    store_room(r);
    take_seat(c, r, seat);
    room_broadcast(r, NULL, 0);
    room_run(r);
}

static void on_spectate(conn *c, const cJSON *m)
{
    room *r = named_room(c, m);
    if (!r) return;
    if (r->n_watchers >= MAX_WATCHERS) { refuse(c, "error", "this room has as many watchers as it takes"); return; }
    room_detach(c);
    c->room = r;
    c->seat = -1;
    c->next_watcher = r->watchers;
    r->watchers = c;
    r->n_watchers++;
    joined(c, r, -1);
    room_send_state(r, c);
}

static void on_reconnect(conn *c, const cJSON *m)
{
    room *r = named_room(c, m);
    const char *token = str_field(m, "token");
    if (!r) return;
    int seat = -1;
    for (int p = 0; p < 2 && token; p++)
        if (r->token[p][0] && strlen(token) == 32 && !strcmp(r->token[p], token)) seat = p;
    if (seat < 0) { refuse(c, "error", "no seat of this room has that token"); return; }
    take_seat(c, r, seat);
    room_send_state(r, c);
}

static void on_answer(conn *c, const cJSON *m)
{
    long request, option;
    if (!int_field(m, "request", 0, 1L << 30, -1, &request) || request < 0 ||
        !int_field(m, "option", 0, 1L << 30, -1, &option) || option < 0) {
        refuse(c, "refused", "an answer names its request (\"request\": its id) and an option (\"option\": its index)");
        return;
    }
    const char *why = !c->room || c->seat < 0 ? "you hold no seat: join or reconnect first"
                      : room_answer(c->room, c->seat, (int)request, (int)option);
    if (!why) return;
    c->strikes++;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "refused");
    cJSON_AddNumberToObject(o, "request", (double)request);
    cJSON_AddStringToObject(o, "reason", why);
    conn_send_json(c, o);
}

static void on_chat(conn *c, const cJSON *m)
{
    const char *text = str_field(m, "text");
    if (!c->room || !text || strlen(text) > SERVE_MAX_CHAT) {
        refuse(c, "error", "chat: in a room, a \"text\" of at most 500 characters");
        return;
    }
    room *r = c->room;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "chat");
    cJSON_AddStringToObject(o, "room", r->id);
    cJSON_AddStringToObject(o, "from", c->seat == 0 ? "P1" : c->seat == 1 ? "P2" : "watcher");
    cJSON_AddStringToObject(o, "text", text);
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (!s) return;
    for (int p = 0; p < 2; p++)
        if (r->seat_conn[p]) conn_send(r->seat_conn[p], s, strlen(s));
    for (conn *w = r->watchers; w; w = w->next_watcher) conn_send(w, s, strlen(s));
    free(s);
}

static void on_rooms(conn *c)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "rooms");
    cJSON_AddNumberToObject(o, "total", srv.n_rooms);
    cJSON *a = cJSON_AddArrayToObject(o, "rooms");
    int n = 0;
    for (int pass = 0; pass < 2; pass++) /* rooms with a free seat first, newest first */
        for (room *r = srv.rooms; r && n < MAX_LISTED; r = r->all_next) {
            if ((r->status == ROOM_WAITING) != (pass == 0)) continue;
            cJSON *e = cJSON_CreateObject();
            cJSON_AddStringToObject(e, "id", r->id);
            cJSON_AddStringToObject(e, "status", r->status == ROOM_WAITING ? "waiting" : "playing");
            cJSON_AddStringToObject(e, "format", r->format);
            cJSON_AddNumberToObject(e, "clock", (double)(r->clock_ms / 1000));
            cJSON_AddNumberToObject(e, "increment", (double)(r->increment_ms / 1000));
            cJSON_AddNumberToObject(e, "watchers", r->n_watchers);
            if (r->status == ROOM_PLAYING) cJSON_AddNumberToObject(e, "turn", dcg_turn_number(r->st));
            cJSON_AddItemToArray(a, e);
            n++;
        }
    conn_send_json(c, o);
}

static void on_replay(conn *c, const cJSON *m)
{
    const char *id = str_field(m, "room");
    char *text = id && strlen(id) < SERVE_ROOM_ID ? store_replay(id) : NULL;
    if (!text) { refuse(c, "error", "no finished game with that room id"); return; }
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", "replay");
    cJSON_AddStringToObject(o, "room", id);
    cJSON_AddStringToObject(o, "replay", text);
    free(text);
    conn_send_json(c, o);
}

static void on_cards(conn *c)
{
    static char *cards; /* the same for every client: made once */
    if (!cards) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", "cards");
        cJSON_AddItemToObject(o, "cards", dcg_view_cards(srv.ctx));
        cJSON *decks = cJSON_AddArrayToObject(o, "decks");
        for (const char *n = "st1 st2 st3 st4 st5 st6"; *n; n += n[3] ? 4 : 3) {
            char name[4];
            snprintf(name, sizeof name, "%.3s", n);
            cJSON_AddItemToArray(decks, cJSON_CreateString(name));
        }
        cards = cJSON_PrintUnformatted(o);
        cJSON_Delete(o);
        if (!cards) return;
    }
    conn_send(c, cards, strlen(cards));
}

void proto_handle(conn *c, const char *text, size_t len)
{
    cJSON *m = cJSON_ParseWithLength(text, len);
    const char *type = m ? str_field(m, "type") : NULL;
    if (!cJSON_IsObject(m) || !type) {
        refuse(c, "error", "malformed message: a JSON object with a \"type\" is expected");
        cJSON_Delete(m);
        return;
    }
    if (!strcmp(type, "hello")) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", "hello");
        cJSON_AddNumberToObject(o, "version", SERVE_PROTOCOL_VERSION);
        cJSON_AddNumberToObject(o, "shard", srv.shard);
        cJSON_AddNumberToObject(o, "shards", srv.shards);
        conn_send_json(c, o);
    } else if (!strcmp(type, "rooms")) on_rooms(c);
    else if (!strcmp(type, "create")) on_create(c, m);
    else if (!strcmp(type, "join")) on_join(c, m);
    else if (!strcmp(type, "spectate")) on_spectate(c, m);
    else if (!strcmp(type, "reconnect")) on_reconnect(c, m);
    else if (!strcmp(type, "answer")) on_answer(c, m);
    else if (!strcmp(type, "concede")) {
        if (c->room && c->seat >= 0 && c->room->status == ROOM_PLAYING) room_concede(c->room, c->seat, "concede");
        else refuse(c, "error", "you hold no seat in a game in progress");
    } else if (!strcmp(type, "chat")) on_chat(c, m);
    else if (!strcmp(type, "leave")) room_detach(c);
    else if (!strcmp(type, "replay")) on_replay(c, m);
    else if (!strcmp(type, "cards")) on_cards(c);
    else {
        char why[96];
        snprintf(why, sizeof why, "unknown message type '%.40s'", type);
        refuse(c, "error", why);
    }
    cJSON_Delete(m);
}
