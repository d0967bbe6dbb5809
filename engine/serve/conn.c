/* conn.c: WebSocket connections: whole messages in (bounded in size and
** rate), a bounded queue of messages out (a reader too slow to take them
** is disconnected), and the lws callback. */
#include "serve.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

int64_t now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

void random_hex(char *out, int n_bytes)
{
    unsigned char b[32];
    if (n_bytes > 32) n_bytes = 32;
    if (getrandom(b, (size_t)n_bytes, 0) != n_bytes) abort(); /* no randomness: no safe token */
    for (int i = 0; i < n_bytes; i++) snprintf(out + 2 * i, 3, "%02x", b[i]);
}

uint64_t random_u64(void)
{
    uint64_t v;
    if (getrandom(&v, sizeof v, 0) != (ssize_t)sizeof v) abort();
    return v;
}

static void drop_queue(conn *c)
{
    for (out_msg *m = c->head, *next; m; m = next) next = m->next, free(m);
    c->head = c->tail = NULL;
    c->queued = 0;
}

/* Close with a status and reason: sent in a close frame when the
** connection can next be written to; one that cannot (a reader that reads
** nothing) is cut after 5 s. */
void conn_close(conn *c, int status, const char *why)
{
    if (c->closing) return;
    c->closing = true;
    c->close_status = status;
    c->close_why = why;
    drop_queue(c);
    lws_set_timeout(c->wsi, PENDING_TIMEOUT_CLOSE_SEND, 5);
    lws_callback_on_writable(c->wsi);
}

void conn_send(conn *c, const char *text, size_t len)
{
    if (c->closing) return;
    if (c->queued + len > SERVE_MAX_QUEUE) { /* a slow reader: memory stays bounded */
        conn_close(c, LWS_CLOSE_STATUS_POLICY_VIOLATION, "too slow: messages were not read");
        return;
    }
    out_msg *m = malloc(sizeof *m + LWS_PRE + len);
    if (!m) {
        conn_close(c, LWS_CLOSE_STATUS_UNEXPECTED_CONDITION, "out of memory");
        return;
    }
    m->next = NULL;
    m->len = len;
    memcpy(m->buf + LWS_PRE, text, len);
    if (c->tail) c->tail->next = m; else c->head = m;
    c->tail = m;
    c->queued += len;
    lws_callback_on_writable(c->wsi);
}

void conn_send_json(conn *c, cJSON *o)
{
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (s) conn_send(c, s, strlen(s));
    free(s);
}

void conn_error(conn *c, const char *type, const char *reason)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "type", type);
    cJSON_AddStringToObject(o, "reason", reason);
    conn_send_json(c, o);
}

/* The token bucket: false when the connection sends faster than allowed. */
static bool rate_ok(conn *c)
{
    int64_t t = now_us();
    c->tokens += (double)(t - c->refilled_us) * SERVE_RATE / 1e6;
    if (c->tokens > SERVE_BURST) c->tokens = SERVE_BURST;
    c->refilled_us = t;
    if (c->tokens < 1) return false;
    c->tokens -= 1;
    return true;
}

static int receive(conn *c, struct lws *wsi, const char *in, size_t len)
{
    if (c->closing) return 0;
    if (lws_frame_is_binary(wsi)) {
        conn_close(c, LWS_CLOSE_STATUS_UNACCEPTABLE_OPCODE, "text messages only");
        return 0;
    }
    if (c->rx_len + len > SERVE_MAX_MESSAGE) {
        conn_close(c, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, "message too large");
        return 0;
    }
    if (!c->rx && !(c->rx = malloc(SERVE_MAX_MESSAGE + 1))) {
        conn_close(c, LWS_CLOSE_STATUS_UNEXPECTED_CONDITION, "out of memory");
        return 0;
    }
    memcpy(c->rx + c->rx_len, in, len);
    c->rx_len += len;
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi)) return 0;
    c->rx[c->rx_len] = 0;
    size_t n = c->rx_len;
    c->rx_len = 0;
    if (!rate_ok(c)) {
        conn_close(c, LWS_CLOSE_STATUS_POLICY_VIOLATION, "too many messages");
        return 0;
    }
    proto_handle(c, c->rx, n);
    if (c->strikes > SERVE_MAX_STRIKES) conn_close(c, LWS_CLOSE_STATUS_POLICY_VIOLATION, "too many refused messages");
    if (c->rx && !c->rx_len) { free(c->rx); c->rx = NULL; } /* idle connections hold no buffer */
    return 0;
}

static int write_one(conn *c)
{
    out_msg *m = c->head;
    if (c->closing) {
        lws_close_reason(c->wsi, (enum lws_close_status)c->close_status, (unsigned char *)c->close_why, strlen(c->close_why));
        return -1;
    }
    if (!m) return 0;
    if (lws_write(c->wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len) return -1;
    c->head = m->next;
    if (!c->head) c->tail = NULL;
    c->queued -= m->len;
    free(m);
    if (c->head) lws_callback_on_writable(c->wsi);
    return 0;
}

int serve_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    conn *c = user;
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        memset(c, 0, sizeof *c);
        c->wsi = wsi;
        c->seat = -1;
        c->tokens = SERVE_BURST;
        c->refilled_us = now_us();
        srv.n_conns++;
        return 0;
    case LWS_CALLBACK_RECEIVE: return receive(c, wsi, in, len);
    case LWS_CALLBACK_SERVER_WRITEABLE: return write_one(c);
    case LWS_CALLBACK_CLOSED:
        room_detach(c);
        drop_queue(c);
        free(c->rx);
        c->rx = NULL;
        srv.n_conns--;
        return 0;
    default: return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}
