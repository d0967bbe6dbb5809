/* cmd_serve.c: dcg serve: play online (docs/protocol.md). libwebsockets
** runs the connections in this one thread beside the engine; SQLite keeps
** every room, answer and finished game's replay. */
#include "serve.h"
#include "common.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out,
            "usage: dcg serve [--port N] [--host ADDR] [--db FILE] [--site DIR] [--shard K/N] [--max-rooms N]\n"
            "  Games over WebSocket (docs/protocol.md) at ws://ADDR:N/ (default 127.0.0.1:8081, the\n"
            "  subprotocol dcg.v1). Rooms, answers and finished games' replays are kept in the SQLite\n"
            "  file --db (default dcg-serve.db); started again, the server resumes every game in\n"
            "  progress. --site: also serve this directory's files over HTTP (the browser page,\n"
            "  web/dist). --shard K/N: this process makes and holds the rooms whose id hashes to K\n"
            "  (of N processes; a message for another shard's room is answered with its number).\n");
}

static void on_signal(int sig)
{
    (void)sig;
    srv.stop = 1;
    if (srv.lws) lws_cancel_service(srv.lws);
}

int cmd_serve(int argc, char **argv)
{
    const char *port_arg = "8081", *host = "127.0.0.1", *db = "dcg-serve.db", *site = NULL, *shard = NULL, *max = NULL;
    if (cli_help(argc, argv)) {
        usage(stdout);
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        if (cli_flag(argc, argv, &i, "--port", &port_arg) || cli_flag(argc, argv, &i, "--host", &host) ||
            cli_flag(argc, argv, &i, "--db", &db) || cli_flag(argc, argv, &i, "--site", &site) ||
            cli_flag(argc, argv, &i, "--shard", &shard) || cli_flag(argc, argv, &i, "--max-rooms", &max)) {}
        else { fprintf(stderr, "dcg serve: unexpected '%s'\n", argv[i]); usage(stderr); return 2; }
    }
    int port, max_rooms = 100000;
    srv.shards = 1;
    if (!cli_parse_int(port_arg, 1, 65535, &port) || (max && !cli_parse_int(max, 1, 10000000, &max_rooms)) ||
        (shard && (sscanf(shard, "%d/%d", &srv.shard, &srv.shards) != 2 || srv.shards < 1 || srv.shards > 64 ||
                   srv.shard < 0 || srv.shard >= srv.shards))) {
        fprintf(stderr, "dcg serve: --port is 1..65535, --max-rooms a count, --shard K/N with 0 <= K < N <= 64\n");
        return 2;
    }
    srv.max_rooms = max_rooms;
    if (!(srv.ctx = cli_context())) return 1;
    dcg_events_record(srv.ctx, 1);
    if (!store_open(db)) return 1;

    lws_set_log_level(LLL_ERR, NULL);
    static struct lws_protocols protocols[] = {
        {"dcg.v1", serve_callback, sizeof(conn), 4096, 0, NULL, 0},
        {NULL, NULL, 0, 0, 0, NULL, 0},
    };
    static struct lws_http_mount mount;
    /* the browser build's files beside the types libwebsockets knows */
    static const struct lws_protocol_vhost_options data_type = {NULL, NULL, ".data", "application/octet-stream"};
    static const struct lws_protocol_vhost_options wasm_type = {&data_type, NULL, ".wasm", "application/wasm"};
    static const struct lws_protocol_vhost_options mjs_type = {&wasm_type, NULL, ".mjs", "text/javascript"};
    if (site) {
        mount.extra_mimetypes = &mjs_type;
        mount.mountpoint = "/";
        mount.mountpoint_len = 1;
        mount.origin = site;
        mount.def = "index.html";
        mount.origin_protocol = LWSMPRO_FILE;
    }
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = port;
    info.iface = host;
    info.protocols = protocols;
    info.mounts = site ? &mount : NULL;
    info.gid = info.uid = -1;
    info.timeout_secs = 30;
    info.ka_time = 0;
    info.fd_limit_per_thread = 0;
    if (!(srv.lws = lws_create_context(&info))) {
        fprintf(stderr, "dcg serve: cannot listen on %s:%d\n", host, port);
        store_close();
        return 1;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    int resumed = rooms_resume();
    printf("dcg serve: listening on ws://%s:%d/ (shard %d of %d), %d rooms resumed from %s\n", host, port, srv.shard,
           srv.shards, resumed, db);
    fflush(stdout);
    while (!srv.stop && lws_service(srv.lws, 0) >= 0) {}
    lws_context_destroy(srv.lws);
    while (srv.rooms) room_free(srv.rooms); /* the store has them: a restart resumes them */
    store_close();
    dcg_ctx_free(srv.ctx);
    printf("dcg serve: stopped\n");
    return 0;
}
