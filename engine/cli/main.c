/* main.c: the dcg command: dispatch to subcommands. */
#include "common.h"
#include "dbe_cli.h"
#include <stdio.h>
#include <string.h>

static const struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"play", cmd_play, "play against the AI in the terminal"},
    {"sim", cmd_sim, "AI against AI: win rate, turns, games per second"},
    {"replay", cmd_replay, "play back a replay file"},
    {"bench", cmd_bench, "measure games/s, decisions/s, clone time, state size"},
    {"scenario", cmd_scenario, "run scenario tests (files or directories)"},
    {"cards", cmd_cards, "list cards with their effect summaries"},
    {"deck", cmd_deck, "check a deck list"},
    {"perft", cmd_perft, "count the decision tree from fixed positions (a legality check)"},
    {"serve", cmd_serve, "play online: games over WebSocket, kept in SQLite (docs/protocol.md)"},
};

#ifndef DCG_SERVE
/* Built without libwebsockets or SQLite: the command says so. */
int cmd_serve(int argc, char **argv)
{
    (void)argc, (void)argv;
    fprintf(stderr, "dcg serve: this dcg was built without the server: install libwebsockets-dev and libsqlite3-dev "
                    "(Debian) and build again\n");
    return 1;
}
#endif

const char *dcg_cli_card_dirs[DCG_CLI_MAX_DIRS];
int dcg_cli_n_card_dirs;

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg [--cards DIR]... COMMAND [ARGS]   (dcg COMMAND --help for more)\n"
                 "       dcg --version\n\n"
                 "  --cards DIR   also load card JSON and scripts from DIR (a mod); repeatable,\n"
                 "                later directories override earlier cards\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
    /* global options before the command */
    while (argc >= 2 && !strcmp(argv[1], "--cards")) {
        if (argc < 3) {
            fprintf(stderr, "dcg: --cards needs a directory\n");
            return 2;
        }
        if (dcg_cli_n_card_dirs == DCG_CLI_MAX_DIRS) {
            fprintf(stderr, "dcg: at most %d --cards directories\n", DCG_CLI_MAX_DIRS);
            return 2;
        }
        dcg_cli_card_dirs[dcg_cli_n_card_dirs++] = argv[2];
        argc -= 2;
        argv += 2;
    }
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("dcg %s\ndata: %s\n", DCG_VERSION, cli_data_dir());
        return 0;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    /* the second ruleset, DBE (docs/dbe.md): dcg play/sim/replay --ruleset dbe */
    if (dbe_cli_wanted(argc - 1, argv + 1)) return dbe_cli_main(argv[1], argc - 1, argv + 1);
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "dcg: unknown %s '%s'\n", argv[1][0] == '-' ? "option" : "command", argv[1]);
    usage(stderr);
    return 2;
}
