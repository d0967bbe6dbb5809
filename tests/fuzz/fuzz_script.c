/* fuzz_script.c: hostile card scripts. The input is turned into a Lua
** script for one card: effect declarations with mutated options (timings,
** conditions, static values, out-of-range numbers) whose bodies call the
** `game` API and the libraries with arguments drawn from a pool of good and
** bad values (made-up ids, huge and negative counts, wrong types). The card
** then plays a game against itself with random answers: nothing may crash,
** every invariant must hold after every answer, the game must end. */
#include "dcg.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct input {
    const uint8_t *p;
    size_t n;
} input;

static unsigned take(input *in, unsigned range)
{
    if (!in->n) return 0;
    in->n--;
    return *in->p++ % range;
}

static const char *const args[] = {
    "me", "1 - me", "self", "c", "subject", "0", "1", "2", "-1", "64", "200", "65535", "1 << 31", "1 << 53",
    "math.maxinteger", "math.mininteger", "nil", "true", "'x'", "{}", "{self}", "{c, c}", "{1, 2, 3, 200}",
    "game.digimon(me)", "game.digimon(1 - me)", "game.hand(me)", "game.trash_cards(me)", "(game.digimon(me)[1] or 0)",
    "(game.hand(me)[1] or 0)", "{dp = 1 << 40}", "{dp = -3000, security_attack = 200}", "{keywords = {'rush'}}",
    "{forbid = {'attack'}}", "'turn'", "'leaves'", "'cards'", "'top'", "string.rep('ab', 3000)", "2^63", "0.5"};
#define N_ARGS (sizeof args / sizeof *args)

static const char *const calls[] = {
    "game.turn_player", "game.turn", "game.opponent", "game.memory", "game.security", "game.deck_count", "game.digimon",
    "game.tamers", "game.hand", "game.trash_cards", "game.dp", "game.level", "game.sources", "game.suspended",
    "game.owner", "game.top", "game.on_field", "game.battling", "game.source_cards", "game.card_number",
    "game.card_name", "game.card_kind", "game.card_level", "game.card_dp", "game.card_owner", "game.card_zone",
    "game.gain_memory", "game.lose_memory", "game.set_memory", "game.delete", "game.suspend", "game.unsuspend",
    "game.trash_sources", "game.de_digivolve", "game.blitz", "game.bounce", "game.recovery", "game.draw",
    "game.to_hand", "game.play", "game.trash", "game.place", "game.remove", "game.entered_turn", "game.change",
    "game.change_all", "game.choose", "game.yes_no", "math.random", "string.rep", "string.find", "string.gsub",
    "string.byte", "table.concat", "table.unpack", "table.move", "table.sort", "table.insert", "next", "select"};
#define N_CALLS (sizeof calls / sizeof *calls)

static const char *const timings[] = {
    "card:on_play(", "card:when_digivolving(", "card:when_attacking(", "card:end_of_attack(", "card:on_deletion(",
    "card:security(", "card:start_of_your_turn(", "card:start_of_your_main_phase(", "card:end_of_your_turn(",
    "card:main(", "card:activated(", "card:counter(", "card:when('digimon_played', ", "card:when('digimon_deleted', ",
    "card:when('memory_gained', ", "card:when_would('be_deleted', "};
#define N_TIMINGS (sizeof timings / sizeof *timings)

static const char *const options[] = {
    "", ", {optional = true}", ", {once_per_turn = true}", ", {inherited = true}", ", {turn = 'yours'}",
    ", {turn = 'sometimes'}", ", {condition = function(me, self) return game.dp(self) > 0 end}",
    ", {condition = function(me) game.draw(me, 1) return true end}", ", {condition = 7}",
    ", {any = true, once_per_turn = true}"};
#define N_OPTIONS (sizeof options / sizeof *options)

static const char *const statics[] = {
    "card:static{applies = 'own_digimon', dp = 1000}", "card:static{applies = 'opponent_digimon', dp = -1000000}",
    "card:static{dp = function(me, self) return game.sources(self) * 1000 end}",
    "card:static{security_attack = function() return 1 << 40 end}",
    "card:static{applies = 'own_security_digimon', dp = 2000, keywords = {'blocker', 'jamming'}}",
    "card:static{applies = 'everyone', dp = 1}", "card:static{dp = 1 << 31}",
    "card:static{keywords = {'retaliation'}, condition = function(me, self) return game.suspended(self) end}"};
#define N_STATICS (sizeof statics / sizeof *statics)

/* One call statement with 0..4 arguments from the pool. */
static void statement(input *in, char *out, size_t size)
{
    size_t len = strlen(out);
    snprintf(out + len, size - len, "  %s(", calls[take(in, N_CALLS)]);
    int n = (int)take(in, 5);
    for (int i = 0; i < n; i++) {
        len = strlen(out);
        snprintf(out + len, size - len, "%s%s", i ? ", " : "", args[take(in, N_ARGS)]);
    }
    len = strlen(out);
    snprintf(out + len, size - len, ")\n");
}

static void script(input *in, char *out, size_t size)
{
    out[0] = 0;
    int decls = 1 + (int)(take(in, 2) ? take(in, 6) : take(in, 40)); /* up to 32 effects, then a load error */
    for (int d = 0; d < decls && in->n; d++) {
        size_t len = strlen(out);
        if (take(in, 5) == 0) {
            snprintf(out + len, size - len, "%s\n", statics[take(in, N_STATICS)]);
            continue;
        }
        snprintf(out + len, size - len, "%sfunction(me, self, c, subject)\n", timings[take(in, N_TIMINGS)]);
        int body = 1 + (int)take(in, 6);
        for (int s = 0; s < body; s++) statement(in, out, size);
        len = strlen(out);
        snprintf(out + len, size - len, "end%s)\n", options[take(in, N_OPTIONS)]);
    }
}

static const char cards_json[] =
    "[{\"number\": \"FZ-00\", \"name\": \"Fuzz Egg\", \"kind\": \"Digi-Egg\", \"colors\": [\"Red\"], \"level\": 2,"
    " \"types\": [], \"keywords\": [], \"security_attack\": 0, \"inherited_keywords\": [],"
    " \"inherited_security_attack\": 0, \"effect\": \"\", \"inherited\": \"\", \"security\": \"\"},"
    " {\"number\": \"FZ-01\", \"name\": \"Fuzzmon\", \"kind\": \"Digimon\", \"colors\": [\"Red\"], \"level\": 3,"
    " \"play_cost\": 0, \"dp\": 3000, \"evo\": [{\"colors\": [\"Red\"], \"level\": 2, \"cost\": 0}], \"types\": [],"
    " \"keywords\": [], \"security_attack\": 0, \"inherited_keywords\": [], \"inherited_security_attack\": 0,"
    " \"effect\": \"fuzzed\", \"inherited\": \"fuzzed\", \"security\": \"fuzzed\"},"
    " {\"number\": \"FZ-02\", \"name\": \"Plainmon\", \"kind\": \"Digimon\", \"colors\": [\"Red\"], \"level\": 4,"
    " \"play_cost\": 2, \"dp\": 5000, \"evo\": [{\"colors\": [\"Red\"], \"level\": 3, \"cost\": 1}], \"types\": [],"
    " \"keywords\": [], \"security_attack\": 0, \"inherited_keywords\": [], \"inherited_security_attack\": 0,"
    " \"effect\": \"\", \"inherited\": \"\", \"security\": \"\"}]";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char dir[64], file[128];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/dcg-fuzz-script-%d", (int)getpid());
        snprintf(file, sizeof file, "%s/FZ-01.lua", dir);
        mkdir(dir, 0700);
    }
    input in = {data, size};
    static char src[1 << 16];
    script(&in, src, sizeof src);
    FILE *f = fopen(file, "w");
    if (!f) abort();
    fputs(src, f);
    fclose(f);
    dcg_ctx *ctx = dcg_ctx_new();
    if (!ctx || dcg_load_cards_json(ctx, cards_json, "fuzz cards") != DCG_OK) {
        fprintf(stderr, "%s\n", ctx ? dcg_errmsg(ctx) : "no context");
        abort();
    }
    if (dcg_load_scripts(ctx, dir) != DCG_OK) { /* refused at load: fine, with a message */
        if (!dcg_errmsg(ctx)[0]) abort();
        dcg_ctx_free(ctx);
        return 0;
    }
    dcg_format fmt;
    dcg_format_default(&fmt);
    fmt.copies = 50;
    dcg_deck deck;
    if (dcg_deck_parse_for(ctx, "4 FZ-00\n26 FZ-01\n24 FZ-02\n", "fuzz deck", &fmt, &deck) != DCG_OK) {
        fprintf(stderr, "%s\n", dcg_errmsg(ctx));
        abort();
    }
    dcg_state *st = dcg_state_new();
    static dcg_decision d;
    uint64_t rng = size;
    if (dcg_game_start_format(ctx, st, &deck, &deck, size, &fmt) != DCG_OK) {
        fprintf(stderr, "%s\n", dcg_errmsg(ctx));
        abort();
    }
    for (int answers = 0; dcg_decision_get(ctx, st, &d) == DCG_OK; answers++) {
        if (answers > 5000) break; /* random play that long: the turn limit ends it */
        if (dcg_answer(ctx, st, dcg_ai_pick(ctx, st, &d, DCG_AI_RANDOM, &rng)) != DCG_OK) {
            fprintf(stderr, "%s (decision kind %d of P%d, %d options, turn %d)\n", dcg_errmsg(ctx), (int)d.kind, d.player, d.n, 0);
            abort();
        }
        if (dcg_state_check(ctx, st) != DCG_OK) {
            fprintf(stderr, "%s\n", dcg_errmsg(ctx));
            abort();
        }
    }
    dcg_state_free(st);
    dcg_ctx_free(ctx);
    return 0;
}
