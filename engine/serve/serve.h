/* serve.h: dcg serve, games over WebSocket (docs/protocol.md). One thread:
** libwebsockets' event loop runs every connection, room and clock; one
** engine context plays every game; SQLite keeps rooms and answers so a
** restarted server resumes every game where it stopped. */
#ifndef DCG_SERVE_H
#define DCG_SERVE_H
#include "dcg.h"
#include <cjson/cJSON.h>
#include <libwebsockets.h>
#include <stdbool.h>
#include <stdint.h>

#define SERVE_PROTOCOL_VERSION 1
#define SERVE_MAX_MESSAGE (64 * 1024)     /* a client message larger than this closes the connection */
#define SERVE_MAX_QUEUE (2 * 1024 * 1024) /* bytes waiting for a slow reader before it is disconnected */
#define SERVE_RATE 30                     /* messages a second a connection may send, on average */
#define SERVE_BURST 120                   /* ... and at once */
#define SERVE_MAX_STRIKES 20              /* refused messages (malformed, unknown) before a disconnect */
#define SERVE_MAX_CHAT 500                /* characters of a chat line */
#define SERVE_ROOM_ID 16

typedef struct out_msg {
    struct out_msg *next;
    size_t len;
    unsigned char buf[]; /* LWS_PRE bytes of room, then the message */
} out_msg;

struct room;

/* One WebSocket connection (lws allocates and frees it). */
typedef struct conn {
    struct lws *wsi;
    char *rx;                 /* the message being received */
    size_t rx_len;
    out_msg *head, *tail;     /* messages waiting to be written */
    size_t queued;
    struct room *room;        /* the room it is in, or NULL */
    int seat;                 /* 0 or 1, or -1 watching */
    struct conn *next_watcher;
    double tokens;            /* rate limit: a token bucket */
    int64_t refilled_us;
    int strikes;
    bool closing;
    int close_status;         /* ... with this status and reason (a static string) */
    const char *close_why;
} conn;

typedef enum room_status { ROOM_WAITING, ROOM_PLAYING, ROOM_OVER } room_status;

typedef struct room {
    char id[SERVE_ROOM_ID];
    room_status status;
    char format[32];
    int64_t clock_ms, increment_ms;   /* time control: 0 untimed */
    int64_t clock[2];                 /* ms left of each player */
    int64_t since_us;                 /* when the pending decision was asked */
    uint64_t seed;
    char *deck[2];                    /* the deck lists, as checked */
    char token[2][33];                /* seat tokens ("" : empty seat) */
    char ai[2][16];                   /* an AI in the seat ("" : a player) */
    dcg_state *st;
    int *answers, n_answers, cap_answers;
    int conceded;                     /* 1 + the player who conceded or ran out of time */
    char end_reason[16];              /* "", "concede", "time" or "rules" */
    conn *seat_conn[2];
    conn *watchers;
    int n_watchers;
    lws_sorted_usec_list_t sul;       /* the clock of the player to decide */
    struct room *next;                /* hash chain */
    struct room *all_next, *all_prev; /* every room, newest first */
} room;

typedef struct server {
    struct lws_context *lws;
    dcg_ctx *ctx;
    struct sqlite3 *db;
    int shard, shards;                /* rooms whose id hashes to shard (mod shards) are ours */
    room *buckets[4096];
    room *rooms;
    int n_rooms, max_rooms, n_conns;
    uint64_t answers_total;
    volatile int stop;
} server;
extern server srv;

/* rooms.c */
room *room_find(const char *id);
int room_shard_of(const char *id);
room *room_new(void);                 /* a room with a fresh id, in the tables */
void room_free(room *r);
void room_detach(conn *c);            /* c leaves its room (seat or watching) */
/* Start the game of a room whose two seats are filled (seed set). */
bool room_start(room *r, char *err, size_t size);
/* Apply answer option of seat to request id; NULL on success, else the reason. */
const char *room_answer(room *r, int seat, int request, int option);
/* A seat forfeits (1-2-4); why: "concede" or "time". */
void room_concede(room *r, int seat, const char *why);
/* Send the state to every seat and watcher (events: the last call's). */
void room_broadcast(room *r, const dcg_event *ev, int n_ev);
/* Send the state to one connection (no events: a join, a reconnect). */
void room_send_state(room *r, conn *c);
/* Let AI seats answer while they must decide; then the clocks. */
void room_run(room *r);
char *room_replay_text(room *r);
/* Load a room's format by name into out (formats of the server's data only). */
bool room_format(const char *name, dcg_format *out, char *err, size_t size);
/* Resume every unfinished room from the store (at start). */
int rooms_resume(void);

/* conn.c */
void conn_send(conn *c, const char *text, size_t len);
void conn_send_json(conn *c, cJSON *o);   /* and deletes o */
void conn_error(conn *c, const char *type, const char *reason);
void conn_close(conn *c, int status, const char *why);
int serve_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len);
int64_t now_us(void);
void random_hex(char *out, int n_bytes);
uint64_t random_u64(void);

/* proto.c: one client message, parsed */
void proto_handle(conn *c, const char *text, size_t len);

/* store.c: SQLite */
bool store_open(const char *path);
void store_close(void);
bool store_room(const room *r);                 /* insert or update the room's row */
bool store_answer(const room *r, int n, int option);
bool store_over(const room *r, const char *replay);
char *store_replay(const char *id);             /* a finished room's replay, malloc'd, or NULL */
typedef void (*store_room_fn)(room *r);
int store_load(store_room_fn resume);           /* every unfinished room, answers in place */
#endif
