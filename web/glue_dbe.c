/* glue_dbe.c: what the browser page needs of the second ruleset, Digimon
** Battle Evolution (docs/dbe.md), on the public dcg_dbe.h only. One game at
** a time: start it from two deck lists, read it as one player sees it
** (dcg_dbe_observe: the other's hand, deck and secret attack choice never
** leave the engine), answer, let an AI pick, the log and the replay text
** (the format of `dcg replay --ruleset dbe`). Strings returned stay valid
** until the next call; errors: a non-zero status and web_dbe_error(). */
#include "dcg_dbe.h"
#include <cjson/cJSON.h>
#include <emscripten/emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state *st;
static dcg_dbe_decision dec;
static uint64_t seed, ai_rng[2];
static int *answers, n_answers, cap_answers;
static int known_upto[2];      /* answers player p may see in a replay: none past the other's secret attack */
static char deck_name[2][64];  /* the sample decks' names (cards/dbe/decks/NAME.txt) for the replay */
static char *log_lines;        /* the log of the last call (start, answer) */
static char *text;             /* the last string returned */
static char message[512];

static const char *keep(char *s)
{
    free(text);
    return text = s ? s : strdup("");
}

EMSCRIPTEN_KEEPALIVE const char *web_dbe_error(void) { return message[0] || !ctx ? message : dcg_dbe_errmsg(ctx); }

/* Load DBE's cards and scripts from the virtual file system (/dcg/cards/dbe). */
EMSCRIPTEN_KEEPALIVE int web_dbe_init(void)
{
    message[0] = 0;
    if (ctx) return 0;
    if (!(ctx = dcg_dbe_ctx_new("/dcg", message, sizeof message))) return DCG_EIO;
    if (!(st = dcg_dbe_state_new())) return DCG_ENOMEM;
    dcg_dbe_log_enable(ctx, 1);
    return 0;
}

static void take_log(void)
{
    free(log_lines);
    log_lines = strdup(dcg_dbe_log(ctx));
}

/* Every card's facts, by the engine's card index. */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_cards(void)
{
    static const char *const kinds[] = {"Digimon", "Option", "Evolution"};
    cJSON *a = cJSON_CreateArray();
    for (int c = 0; c < dcg_dbe_card_count(ctx); c++) {
        cJSON *o = cJSON_CreateObject();
        int lv = dcg_dbe_card_level(ctx, c), kind = dcg_dbe_card_kind(ctx, c);
        cJSON_AddStringToObject(o, "number", dcg_dbe_card_number(ctx, c));
        cJSON_AddStringToObject(o, "name", dcg_dbe_card_name(ctx, c));
        cJSON_AddStringToObject(o, "level", lv >= 0 && lv < DBE_LEVEL_NONE ? (char[2]){"RCUM"[lv], 0} : "");
        cJSON_AddStringToObject(o, "kind", kind >= 0 && kind <= DBE_CARD_EVOLUTION ? kinds[kind] : "card"); /* a later kind: "card" */
        cJSON *ab = cJSON_AddArrayToObject(o, "abilities");
        for (int k = 0; k < DBE_ATTACKS; k++) {
            char buf[64];
            dcg_dbe_attack_text(ctx, c, k, buf, sizeof buf);
            cJSON_AddItemToArray(ab, cJSON_CreateString(buf));
        }
        cJSON_AddItemToArray(a, o);
    }
    char *s = cJSON_PrintUnformatted(a);
    cJSON_Delete(a);
    return keep(s);
}

/* Check a DBE deck list by Deck Construction: 0, or the status with the problem in web_dbe_error(). */
EMSCRIPTEN_KEEPALIVE int web_dbe_deck_check(const char *list, const char *name)
{
    static dcg_dbe_deck d;
    message[0] = 0;
    return dcg_dbe_deck_parse(ctx, list, name, &d);
}

/* Start a game between two deck lists (the first plays first), named for
** the replay (a sample deck's name: cards/dbe/decks/NAME.txt); seed in
** decimal. The AIs' generators are those of `dcg sim --ruleset dbe --games 1
** --seed SEED`, so the same seed plays the same AI game. */
EMSCRIPTEN_KEEPALIVE int web_dbe_new_game(const char *first, const char *second, const char *name1, const char *name2,
                                          const char *seed_text)
{
    static dcg_dbe_deck d[2];
    message[0] = 0;
    dcg_status s;
    if ((s = dcg_dbe_deck_parse(ctx, first, "first player's deck", &d[0])) != DCG_OK ||
        (s = dcg_dbe_deck_parse(ctx, second, "second player's deck", &d[1])) != DCG_OK)
        return s;
    uint64_t n = strtoull(seed_text, NULL, 10);
    if ((s = dcg_dbe_game_start(ctx, st, &d[0], &d[1], n)) != DCG_OK) return s;
    seed = n;
    ai_rng[0] = n * 1000003, ai_rng[1] = n * 1000003 + 1;
    snprintf(deck_name[0], sizeof deck_name[0], "%s", name1);
    snprintf(deck_name[1], sizeof deck_name[1], "%s", name2);
    n_answers = known_upto[0] = known_upto[1] = 0;
    take_log();
    return DCG_OK;
}

/* After an answer: a player may see the replay so far unless it holds the
** other's attack, chosen in secret and not yet revealed (Strategy Phase). */
static void note_secrets(void)
{
    static dcg_dbe_observation own, seen;
    for (int p = 0; p < 2; p++) {
        dcg_dbe_observe(ctx, st, 1 - p, &own);
        dcg_dbe_observe(ctx, st, p, &seen);
        if (!(own.p[1 - p].attack >= 0 && seen.p[1 - p].attack < 0)) known_upto[p] = n_answers;
    }
}

/* Answer the pending decision with option i; recorded for the replay. */
EMSCRIPTEN_KEEPALIVE int web_dbe_answer(int i)
{
    message[0] = 0;
    dcg_status s = dcg_dbe_answer(ctx, st, i);
    if (s != DCG_OK) return s;
    if (n_answers == cap_answers) {
        int cap = cap_answers ? 2 * cap_answers : 256, *grown = realloc(answers, sizeof *grown * (size_t)cap);
        if (!grown) return snprintf(message, sizeof message, "out of memory recording the replay"), DCG_ENOMEM;
        answers = grown, cap_answers = cap;
    }
    answers[n_answers++] = i;
    note_secrets();
    take_log();
    return DCG_OK;
}

/* The option the AI named ai ("random", "mcts[:OPTIONS]") picks for the pending decision, or -1. */
EMSCRIPTEN_KEEPALIVE int web_dbe_ai_pick(const char *ai)
{
    message[0] = 0;
    if (!dcg_dbe_ai_check(ai, message, sizeof message)) return -1;
    if (dcg_dbe_decision_get(ctx, st, &dec) != DCG_OK) return -1;
    return dcg_dbe_ai_choose(ctx, st, &dec, ai, &ai_rng[dec.player]);
}

/* The replay of the game so far: "dbe replay", seed, the decks' paths, one
** answer a line. For viewer 0 or 1 it stops before the other's secret attack
** choice while the Battle Phase has not revealed it; -1: all of it. */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_replay(int viewer)
{
    int upto = viewer == 0 || viewer == 1 ? known_upto[viewer] : n_answers;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) return keep(NULL);
    fprintf(f, "dbe replay\nseed %llu\ndeck1 cards/dbe/decks/%s.txt\ndeck2 cards/dbe/decks/%s.txt\n",
            (unsigned long long)seed, deck_name[0], deck_name[1]);
    for (int i = 0; i < upto; i++) fprintf(f, "%d\n", answers[i]);
    fclose(f);
    return keep(buf);
}

static cJSON *cards_of(const dcg_dbe_player_view *v, int zone)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < v->n[zone]; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v->cards[zone][i]));
    return a;
}

static cJSON *player_json(const dcg_dbe_player_view *v, int own)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "hp", v->hp);
    cJSON_AddItemToObject(o, "power", cJSON_CreateIntArray(v->power, DBE_ATTACKS));
    cJSON_AddNumberToObject(o, "attack", v->attack);
    cJSON_AddBoolToObject(o, "abnormal", v->abnormal);
    cJSON_AddNumberToObject(o, "koPoints", v->ko_points);
    cJSON_AddNumberToObject(o, "dp", v->dp);
    cJSON_AddNumberToObject(o, "flat", v->flat);
    cJSON *n = cJSON_AddObjectToObject(o, "count");
    for (int z = 0; z < DBE_ZONES; z++) cJSON_AddNumberToObject(n, dcg_dbe_zone_name(z), v->n[z]);
    int na = v->n[DBE_ZONE_ACTIVE];
    cJSON_AddNumberToObject(o, "active", na ? v->cards[DBE_ZONE_ACTIVE][na - 1] : -1);
    cJSON_AddItemToObject(o, "under", cards_of(v, DBE_ZONE_ACTIVE));
    cJSON_AddItemToObject(o, "dpZone", cards_of(v, DBE_ZONE_DP));
    cJSON_AddItemToObject(o, "destiny", cards_of(v, DBE_ZONE_DESTINY));
    cJSON_AddItemToObject(o, "support", cards_of(v, DBE_ZONE_SUPPORT));
    cJSON_AddItemToObject(o, "trash", cards_of(v, DBE_ZONE_TRASH));
    if (own) {   /* the other's hand and side pile are sent as counts only */
        cJSON_AddItemToObject(o, "hand", cards_of(v, DBE_ZONE_HAND));
        cJSON_AddItemToObject(o, "side", cards_of(v, DBE_ZONE_SIDE));
    }
    return o;
}

/* The game as viewer (0 or 1) sees it: both players (the other's hand,
** side pile and deck as counts; its attack -1 until the Battle Phase), the
** pending decision (its options and their texts only when viewer decides),
** the log of the last call, the number of answers so far; no state hash
** (it is one of the secrets too: web_dbe_hash is for the tests). An option
** is sent as its kind, attack and text only: its card field is not always an
** instance viewer may see (a decision kind added later may use it otherwise),
** and the page asks by texts. */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_view(int viewer)
{
    static dcg_dbe_observation ob;
    viewer = viewer ? 1 : 0;
    dcg_dbe_observe(ctx, st, viewer, &ob);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "game", "dbe");
    cJSON_AddNumberToObject(o, "viewer", viewer);
    cJSON_AddNumberToObject(o, "turn", ob.turn);
    cJSON_AddNumberToObject(o, "turnPlayer", ob.turn_player);
    cJSON_AddStringToObject(o, "phase", dcg_dbe_phase_name(ob.phase));
    cJSON_AddBoolToObject(o, "over", dcg_dbe_over(st));
    cJSON_AddNumberToObject(o, "winner", ob.winner);
    cJSON_AddNumberToObject(o, "answers", n_answers);
    cJSON_AddNumberToObject(o, "seed", (double)seed);
    cJSON *ps = cJSON_AddArrayToObject(o, "players");
    for (int p = 0; p < 2; p++) cJSON_AddItemToArray(ps, player_json(&ob.p[p], p == viewer));
    if (dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK) {
        cJSON *d = cJSON_AddObjectToObject(o, "decision");
        cJSON_AddNumberToObject(d, "player", dec.player);
        cJSON_AddNumberToObject(d, "kind", dec.kind);
        if (dec.player == viewer) {
            cJSON *opts = cJSON_AddArrayToObject(d, "options");
            for (int i = 0; i < dec.n; i++) {
                char buf[160];
                const dcg_dbe_option *op = &dec.options[i];
                dcg_dbe_option_text(ctx, st, &dec, i, buf, sizeof buf);
                cJSON *x = cJSON_CreateObject();
                cJSON_AddStringToObject(x, "text", buf);
                cJSON_AddNumberToObject(x, "kind", op->kind);
                cJSON_AddNumberToObject(x, "attack", op->attack);
                cJSON_AddItemToArray(opts, x);
            }
        }
    }
    cJSON_AddStringToObject(o, "log", log_lines ? log_lines : "");
    cJSON_AddNumberToObject(o, "scriptErrors", dcg_dbe_script_errors(ctx));
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return keep(s);
}

/* The state's full hash in hex, as `dcg replay --ruleset dbe` prints it: for
** the tests, never in a view (it hashes the secrets too). */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_hash(void)
{
    char buf[20];
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)dcg_dbe_state_hash(st));
    return keep(strdup(buf));
}
