/* store.c: rooms and answers in SQLite. Every answer is committed before
** anyone hears of it, so a server killed at any moment (SIGKILL) and
** started again resumes each game from its stored answers; WAL with
** synchronous=NORMAL: a commit is in the operating system's hands when it
** returns (a killed process loses nothing; a power cut may lose the last). */
#include "serve.h"
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3_stmt *put_room, *put_answer, *put_over, *get_replay;

static bool ok(int rc, const char *what)
{
    if (rc == SQLITE_OK || rc == SQLITE_DONE || rc == SQLITE_ROW) return true;
    fprintf(stderr, "dcg serve: database: %s: %s\n", what, sqlite3_errmsg(srv.db));
    return false;
}

bool store_open(const char *path)
{
    if (!ok(sqlite3_open(path, &srv.db), path)) return false;
    const char *schema =
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
        "CREATE TABLE IF NOT EXISTS rooms(id TEXT PRIMARY KEY, created INTEGER, status INTEGER, format TEXT,"
        " clock_ms INTEGER, increment_ms INTEGER, seed INTEGER, deck0 TEXT, deck1 TEXT, token0 TEXT, token1 TEXT,"
        " ai0 TEXT, ai1 TEXT, conceded INTEGER DEFAULT 0, end_reason TEXT DEFAULT '', replay TEXT);"
        "CREATE TABLE IF NOT EXISTS answers(room TEXT, n INTEGER, option INTEGER, clock0 INTEGER, clock1 INTEGER,"
        " PRIMARY KEY(room, n)) WITHOUT ROWID;";
    char *err = NULL;
    if (sqlite3_exec(srv.db, schema, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "dcg serve: database %s: %s\n", path, err);
        sqlite3_free(err);
        return false;
    }
    return ok(sqlite3_prepare_v2(srv.db,
                                 "INSERT OR REPLACE INTO rooms(id, created, status, format, clock_ms, increment_ms, seed,"
                                 " deck0, deck1, token0, token1, ai0, ai1, conceded, end_reason)"
                                 " VALUES(?,strftime('%s','now'),?,?,?,?,?,?,?,?,?,?,?,?,?)", -1, &put_room, NULL), "rooms") &&
           ok(sqlite3_prepare_v2(srv.db, "INSERT OR REPLACE INTO answers VALUES(?,?,?,?,?)", -1, &put_answer, NULL), "answers") &&
           ok(sqlite3_prepare_v2(srv.db, "UPDATE rooms SET status=2, conceded=?, end_reason=?, replay=? WHERE id=?", -1,
                                 &put_over, NULL), "over") &&
           ok(sqlite3_prepare_v2(srv.db, "SELECT replay FROM rooms WHERE id=? AND status=2", -1, &get_replay, NULL), "replay");
}

void store_close(void)
{
    sqlite3_finalize(put_room);
    sqlite3_finalize(put_answer);
    sqlite3_finalize(put_over);
    sqlite3_finalize(get_replay);
    sqlite3_close(srv.db);
}

static bool step(sqlite3_stmt *s, const char *what)
{
    bool good = ok(sqlite3_step(s), what);
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
    return good;
}

bool store_room(const room *r)
{
    sqlite3_stmt *s = put_room;
    sqlite3_bind_text(s, 1, r->id, -1, SQLITE_STATIC);
    sqlite3_bind_int(s, 2, r->status);
    sqlite3_bind_text(s, 3, r->format, -1, SQLITE_STATIC);
    sqlite3_bind_int64(s, 4, r->clock_ms);
    sqlite3_bind_int64(s, 5, r->increment_ms);
    sqlite3_bind_int64(s, 6, (sqlite3_int64)r->seed);
    for (int p = 0; p < 2; p++) {
        sqlite3_bind_text(s, 7 + p, r->deck[p] ? r->deck[p] : "", -1, SQLITE_STATIC);
        sqlite3_bind_text(s, 9 + p, r->token[p], -1, SQLITE_STATIC);
        sqlite3_bind_text(s, 11 + p, r->ai[p], -1, SQLITE_STATIC);
    }
    sqlite3_bind_int(s, 13, r->conceded);
    sqlite3_bind_text(s, 14, r->end_reason, -1, SQLITE_STATIC);
    return step(s, "store a room");
}

bool store_answer(const room *r, int n, int option)
{
    sqlite3_stmt *s = put_answer;
    sqlite3_bind_text(s, 1, r->id, -1, SQLITE_STATIC);
    sqlite3_bind_int(s, 2, n);
    sqlite3_bind_int(s, 3, option);
    sqlite3_bind_int64(s, 4, r->clock[0]);
    sqlite3_bind_int64(s, 5, r->clock[1]);
    return step(s, "store an answer");
}

bool store_over(const room *r, const char *replay)
{
    sqlite3_stmt *s = put_over;
    sqlite3_bind_int(s, 1, r->conceded);
    sqlite3_bind_text(s, 2, r->end_reason, -1, SQLITE_STATIC);
    sqlite3_bind_text(s, 3, replay, -1, SQLITE_STATIC);
    sqlite3_bind_text(s, 4, r->id, -1, SQLITE_STATIC);
    return step(s, "store a finished game");
}

char *store_replay(const char *id)
{
    sqlite3_stmt *s = get_replay;
    sqlite3_bind_text(s, 1, id, -1, SQLITE_TRANSIENT);
    char *out = NULL;
    if (sqlite3_step(s) == SQLITE_ROW && sqlite3_column_text(s, 0)) out = strdup((const char *)sqlite3_column_text(s, 0));
    sqlite3_reset(s);
    sqlite3_clear_bindings(s);
    return out;
}

static void copy_text(char *dst, size_t size, const unsigned char *src)
{
    snprintf(dst, size, "%s", src ? (const char *)src : "");
}

int store_load(store_room_fn resume)
{
    sqlite3_stmt *q, *a;
    if (!ok(sqlite3_prepare_v2(srv.db, "SELECT id, status, format, clock_ms, increment_ms, seed, deck0, deck1, token0, token1,"
                                       " ai0, ai1 FROM rooms WHERE status < 2 ORDER BY created, rowid", -1, &q, NULL), "load") ||
        !ok(sqlite3_prepare_v2(srv.db, "SELECT option, clock0, clock1 FROM answers WHERE room=? ORDER BY n", -1, &a, NULL),
            "load answers"))
        return -1;
    int n = 0;
    while (sqlite3_step(q) == SQLITE_ROW) {
        room *r = room_new();
        if (!r) break;
        copy_text(r->id, sizeof r->id, sqlite3_column_text(q, 0));
        r->status = (room_status)sqlite3_column_int(q, 1);
        copy_text(r->format, sizeof r->format, sqlite3_column_text(q, 2));
        r->clock_ms = sqlite3_column_int64(q, 3);
        r->increment_ms = sqlite3_column_int64(q, 4);
        r->clock[0] = r->clock[1] = r->clock_ms;
        r->seed = (uint64_t)sqlite3_column_int64(q, 5);
        for (int p = 0; p < 2; p++) {
            const unsigned char *d = sqlite3_column_text(q, 6 + p);
            r->deck[p] = d && *d ? strdup((const char *)d) : NULL;
            copy_text(r->token[p], sizeof r->token[p], sqlite3_column_text(q, 8 + p));
            copy_text(r->ai[p], sizeof r->ai[p], sqlite3_column_text(q, 10 + p));
        }
        sqlite3_bind_text(a, 1, r->id, -1, SQLITE_STATIC);
        while (sqlite3_step(a) == SQLITE_ROW) {
            if (r->n_answers == r->cap_answers) {
                int cap = r->cap_answers ? r->cap_answers * 2 : 256;
                int *grown = realloc(r->answers, sizeof *grown * (size_t)cap);
                if (!grown) break;
                r->answers = grown, r->cap_answers = cap;
            }
            r->answers[r->n_answers++] = sqlite3_column_int(a, 0);
            r->clock[0] = sqlite3_column_int64(a, 1);
            r->clock[1] = sqlite3_column_int64(a, 2);
        }
        sqlite3_reset(a);
        resume(r);
        n++;
    }
    sqlite3_finalize(q);
    sqlite3_finalize(a);
    return n;
}
