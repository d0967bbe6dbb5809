/* cmd_bench.c: dcg bench: speed of the engine on one core (random games, ST1 vs ST2
** unless two decks are named). */
#include "common.h"
#include "dcg_board.h"
#include <stdlib.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: dcg bench [DECK1 DECK2] [--games N] [--json] [--games-only]\n"
                 "  Random AI against random AI, one core, DECK1 against DECK2 (default st1 st2;\n"
                 "  a starter name or a deck file, cards loaded with --cards as usual):\n"
                 "  games/s, decisions/s, ns per state clone, bytes per state, ns per effect call,\n"
                 "  and the mcts AI's playouts/s.\n"
                 "  --games-only  play the games and skip the other measures (for profilers)\n");
}

/* The search AI's speed: playouts per second over decisions taken from
** the kept mid-game states (those with a choice), and the time per decision. */
static void bench_mcts(dcg_ctx *ctx, dcg_state *const *kept, int n_kept, double *playouts_per_s, double *ms_per_decision)
{
    enum { PLAYOUTS = 64, DECISIONS = 40 };
    static dcg_decision dec;
    dcg_ai *ai;
    *playouts_per_s = *ms_per_decision = 0;
    if (dcg_ai_new(ctx, "mcts:playouts=64", 1, &ai) != DCG_OK) return;
    int decisions = 0;
    double t0 = cli_now();
    for (int i = 0; i < n_kept && decisions < DECISIONS; i += 7)
        if (dcg_decision_get(ctx, kept[i], &dec) == DCG_OK && dec.n > 1) {
            dcg_ai_choose(ai, ctx, kept[i], &dec);
            decisions++;
        }
    double secs = cli_now() - t0;
    dcg_ai_free(ai);
    if (decisions && secs > 0) {
        *playouts_per_s = PLAYOUTS * decisions / secs;
        *ms_per_decision = 1e3 * secs / decisions;
    }
}

int cmd_bench(int argc, char **argv)
{
    uint64_t games = 3000;
    bool json = false, games_only = false;
    const char *v, *deck_arg[2] = {"st1", "st2"};
    int n_decks = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { usage(stdout); return 0; }
        else if (cli_flag(argc, argv, &i, "--games", &v)) { if (!cli_parse_u64(v, &games) || !games) { fprintf(stderr, "dcg bench: --games '%s' is not a positive number\n", v); return 2; } }
        else if (cli_flag(argc, argv, &i, "--json", NULL)) json = true;
        else if (cli_flag(argc, argv, &i, "--games-only", NULL)) games_only = true;
        else if (argv[i][0] != '-' && n_decks < 2) deck_arg[n_decks++] = argv[i];
        else { fprintf(stderr, "dcg bench: unknown option %s\n", argv[i]); usage(stderr); return 2; }
    }
    if (n_decks == 1) { fprintf(stderr, "dcg bench: name two decks or none\n"); usage(stderr); return 2; }
    dcg_ctx *ctx = cli_context();
    if (!ctx) return 1;
    dcg_deck d[2];
    if (!cli_deck(ctx, deck_arg[0], &d[0]) || !cli_deck(ctx, deck_arg[1], &d[1])) return 1;
    dcg_events_record(ctx, 0);
    dcg_state *st = dcg_state_new();
    static dcg_decision dec;
    /* states kept mid-game for the clone measure */
    enum { KEEP = 4096 };
    dcg_state **kept = calloc(KEEP, sizeof *kept), *dst = dcg_state_new();
    int n_kept = 0;
    for (int i = 0; i < KEEP; i++)
        if (kept && !(kept[i] = dcg_state_new())) { fprintf(stderr, "dcg bench: out of memory\n"); return 1; }
    if (!kept || !dst || !st) { fprintf(stderr, "dcg bench: out of memory\n"); return 1; }
    uint64_t answers = 0, rng = 12345;
    double t0 = cli_now();
    for (uint64_t g = 0; g < games; g++) {
        dcg_game_start(ctx, st, &d[g & 1], &d[1 - (g & 1)], g);
        while (dcg_decision_get(ctx, st, &dec) == DCG_OK) {
            dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &dec, DCG_AI_RANDOM, &rng));
            if (++answers % 97 == 0 && n_kept < KEEP) dcg_state_copy(kept[n_kept++], st);
        }
    }
    double play = cli_now() - t0;
    if (games_only) n_kept = 0; /* no clone, effect or mcts measure */
    /* clones */
    uint64_t sum = 0, clones = 0;
    double c0 = cli_now();
    for (int rep = 0; rep < 200; rep++)
        for (int i = 0; i < n_kept; i++, clones++) {
            dcg_state_copy(dst, kept[i]);
            sum += (uint64_t)(dcg_memory(dst, 0) + dcg_turn_number(dst));
        }
    double clone_ns = (cli_now() - c0) * 1e9 / (double)(clones ? clones : 1);
    /* one effect call: Hammer Spark's [Main] (gain 1 memory) in a prepared position */
    double effect_ns = 0;
    int hs = dcg_card_find(ctx, "ST2-13"), digi = dcg_card_find(ctx, "ST2-02");
    if (hs >= 0 && digi >= 0 && n_kept) {
        dcg_board_new(st, NULL);
        dcg_board_card(ctx, st, 0, hs, DCG_ZONE_HAND, 0);
        dcg_board_stack(ctx, st, 0, &digi, 1, 0);
        dcg_board_resume(ctx, st, 0, 3, DCG_PHASE_MAIN);
        dcg_state *base = dcg_state_new();
        dcg_state_copy(base, st);
        dcg_decision_get(ctx, st, &dec);
        int use = -1;
        for (int i = 0; i < dec.n; i++)
            if (dec.options[i].kind == DCG_OPT_USE) use = i;
        const int reps = 20000;
        double e0 = cli_now();
        for (int r = 0; r < reps && use >= 0; r++) {
            dcg_state_copy(st, base);
            dcg_answer(ctx, st, use);
        }
        effect_ns = (cli_now() - e0) * 1e9 / reps;
        dcg_state_free(base);
    }
    double mcts_pps, mcts_ms;
    bench_mcts(ctx, kept, n_kept, &mcts_pps, &mcts_ms);
    double gps = (double)games / play, dps = (double)answers / play;
    if (json)
        printf("{\"decks\":[\"%s\",\"%s\"],\"games\":%llu,\"games_per_second\":%.1f,\"decisions_per_second\":%.1f,\"ns_per_decision\":%.1f,"
               "\"ns_per_clone\":%.1f,\"bytes_per_state\":%zu,\"ns_per_option_use_with_effect\":%.1f,"
               "\"mcts_playouts_per_second\":%.1f,\"mcts_ms_per_decision_64_playouts\":%.3f,\"checksum\":%llu}\n",
               deck_arg[0], deck_arg[1], (unsigned long long)games, gps, dps, 1e9 / dps, clone_ns, dcg_state_size(),
               effect_ns, mcts_pps, mcts_ms, (unsigned long long)sum);
    else
        printf("random games (%s vs %s): %.0f games/s over %llu games\n"
               "decisions: %.0f /s (%.0f ns each, with option listing)\n"
               "state clone: %.1f ns   state size: %zu bytes\n"
               "use an Option whose [Main] effect runs in Lua (whole answer): %.0f ns\n"
               "mcts: %.0f playouts/s (%.2f ms per decision at 64 playouts)\n",
               deck_arg[0], deck_arg[1], gps, (unsigned long long)games, dps, 1e9 / dps, clone_ns, dcg_state_size(), effect_ns, mcts_pps, mcts_ms);
    for (int i = 0; i < KEEP; i++) dcg_state_free(kept[i]);
    free(kept);
    dcg_state_free(dst);
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}
