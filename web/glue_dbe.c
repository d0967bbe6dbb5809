/* glue_dbe.c: what the browser page needs of the second ruleset, Digimon
** Battle Evolution (docs/dbe.md), on the public dcg_dbe.h only. One game at
** a time: start it from two deck lists, read it as one player sees it
** (dcg_dbe_observe: the other's hand, deck and secret attack choice never
** leave the engine), answer, undo, concede, let an AI pick, the log and the
** replay text (the format of `dcg replay --ruleset dbe`), load a replay and
** step it. Strings returned stay valid until the next call; errors: a
** non-zero status and web_dbe_error(). */
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
static int conceded;           /* 1 + the player who conceded, 0 none */
static char deck_path[2][256]; /* the decks' paths in the replay (cards/dbe/decks/NAME.txt for a sample) */
static dcg_dbe_deck decks[2];  /* the decks of the game in play */

/* Undo (as the official page's, glue.c): the game before each answer, exact
** by state copies; an answer that shows player p a card p did not know (a
** draw, a card played from the other's hand, the other's attack revealed)
** ends what p may take back. */
#define UNDO_MAX 64
static struct snap {
    dcg_dbe_state *st;
    int n_answers, player, known_upto[2];
    uint8_t blocked[2];
} undo[UNDO_MAX];
static int n_undo;

/* The replay loaded for stepping. */
static struct {
    uint64_t seed;
    dcg_dbe_deck decks[2];
    char paths[2][256];
    int *answers, n, conceded;
} loaded;
static char *log_lines;        /* the log of the last call (start, answer) */
static char *text;             /* the last string returned */
static char message[512];

#define DBE_MAX_CARDS_WEB 4096 /* the card indices undo tracks */

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

/* A deck's path in the replay: a name with no '/' nor ".txt" is a sample deck's. */
static void set_path(char *out, size_t size, const char *name)
{
    if (strchr(name, '/') || strstr(name, ".txt")) snprintf(out, size, "%s", name);
    else snprintf(out, size, "cards/dbe/decks/%s.txt", name);
}

/* A new game in play: its decks (named as the replay names them), seed, no answers yet. */
static dcg_status begin(const dcg_dbe_deck d[2], const char *const names[2], uint64_t n)
{
    dcg_status s = dcg_dbe_game_start(ctx, st, &d[0], &d[1], n);
    if (s != DCG_OK) return s;
    seed = n;
    ai_rng[0] = n * 1000003, ai_rng[1] = n * 1000003 + 1;
    for (int p = 0; p < 2; p++) decks[p] = d[p], set_path(deck_path[p], sizeof deck_path[p], names[p]);
    n_answers = known_upto[0] = known_upto[1] = conceded = n_undo = 0;
    take_log();
    return DCG_OK;
}

/* Start a game between two deck lists (the first plays first), named for
** the replay (a sample deck's name: cards/dbe/decks/NAME.txt; a name with
** '/' or ".txt": that path); seed in
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
    const char *names[2] = {name1, name2};
    return begin(d, names, strtoull(seed_text, NULL, 10));
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

/* How many of each card player p's observation shows (both sides, every
** zone): what p knows of the cards; returns whether the other's attack is
** chosen and hidden from p. */
static int known_to(int p, int *count)
{
    static dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, st, 1 - p, &ob);
    int chosen = ob.p[1 - p].attack >= 0;
    dcg_dbe_observe(ctx, st, p, &ob);
    memset(count, 0, sizeof(int) * (size_t)dcg_dbe_card_count(ctx));
    for (int q = 0; q < 2; q++)
        for (int z = 0; z < DBE_ZONES; z++)
            for (int k = 0; k < ob.p[q].n[z] && k < DCG_DBE_ZONE_MAX; k++)
                if (ob.p[q].cards[z][k] >= 0 && ob.p[q].cards[z][k] < dcg_dbe_card_count(ctx)) count[ob.p[q].cards[z][k]]++;
    return chosen && ob.p[1 - p].attack < 0;
}

/* Keep the game before an answer for undo; the oldest goes when full. */
static dcg_status snapshot(int player)
{
    if (n_undo == UNDO_MAX) {
        struct snap oldest = undo[0];
        memmove(undo, undo + 1, sizeof undo[0] * (UNDO_MAX - 1));
        undo[--n_undo] = oldest;
    }
    struct snap *u = &undo[n_undo];
    if (!u->st && !(u->st = dcg_dbe_state_new())) return snprintf(message, sizeof message, "out of memory"), DCG_ENOMEM;
    dcg_dbe_state_copy(u->st, st);
    u->n_answers = n_answers, u->player = player, u->blocked[0] = u->blocked[1] = 0;
    u->known_upto[0] = known_upto[0], u->known_upto[1] = known_upto[1];
    return DCG_OK;
}

/* Answer the pending decision with option i; recorded for the replay. */
EMSCRIPTEN_KEEPALIVE int web_dbe_answer(int i)
{
    static int before[2][DBE_MAX_CARDS_WEB], after[DBE_MAX_CARDS_WEB];
    int secret[2];
    message[0] = 0;
    dcg_status s = dcg_dbe_decision_get(ctx, st, &dec);
    if (s != DCG_OK) return dcg_dbe_answer(ctx, st, i); /* says the game is over */
    if (dcg_dbe_card_count(ctx) > DBE_MAX_CARDS_WEB)
        return snprintf(message, sizeof message, "%d cards: the page tracks %d", dcg_dbe_card_count(ctx), DBE_MAX_CARDS_WEB), DCG_ENOMEM;
    if ((s = snapshot(dec.player)) != DCG_OK) return s;
    for (int p = 0; p < 2; p++) secret[p] = known_to(p, before[p]);
    if ((s = dcg_dbe_answer(ctx, st, i)) != DCG_OK) return s;
    n_undo++;
    take_log();
    /* a Call (Glossary: Call) shows both players the checked cards of a deck without moving
    ** them: no observation holds them, only the log's line (choice.c's call_hits) */
    int called = log_lines && (strstr(log_lines, "'s deck top shows: ") || strstr(log_lines, "'s deck bottom shows: "));
    for (int p = 0; p < 2; p++) {   /* a card p did not know came to light, or the other's secret attack:
                                    ** shown, or gone (the battle it was revealed in is over) */
        int shown = called || known_to(p, after) < secret[p];
        for (int c = 0; c < dcg_dbe_card_count(ctx) && !shown; c++) shown = after[c] > before[p][c];
        if (shown)
            for (int k = 0; k < n_undo; k++) undo[k].blocked[p] = 1;
    }
    if (n_answers == cap_answers) {
        int cap = cap_answers ? 2 * cap_answers : 256, *grown = realloc(answers, sizeof *grown * (size_t)cap);
        if (!grown) return snprintf(message, sizeof message, "out of memory recording the replay"), DCG_ENOMEM;
        answers = grown, cap_answers = cap;
    }
    answers[n_answers++] = i;
    note_secrets();
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

/* Player p takes back their last choice (and what the other answered
** since): the game as it was before it. 0, or -1 with the reason in
** web_dbe_error(). */
EMSCRIPTEN_KEEPALIVE int web_dbe_undo(int p)
{
    message[0] = 0;
    int k = n_undo - 1;
    while (k >= 0 && undo[k].player != p) k--;
    if (k < 0 || undo[k].blocked[p] || conceded) {
        snprintf(message, sizeof message, "nothing to undo: %s", k < 0 ? "no choice of yours to take back"
                 : conceded ? "the game was conceded" : "a card you did not know came to light since your last choice");
        return -1;
    }
    dcg_dbe_state_copy(st, undo[k].st);
    n_answers = undo[k].n_answers;
    known_upto[0] = undo[k].known_upto[0], known_upto[1] = undo[k].known_upto[1];
    n_undo = k;
    free(log_lines);
    log_lines = NULL;
    return 0;
}

/* Player p concedes (reading R10-E-1): the other wins; written to the replay. */
EMSCRIPTEN_KEEPALIVE int web_dbe_concede(int p)
{
    message[0] = 0;
    dcg_status s = dcg_dbe_concede(ctx, st, p);
    if (s != DCG_OK) return s;
    conceded = p + 1;
    take_log();
    return DCG_OK;
}

/* The replay of the game so far: "dbe replay", seed, the decks' paths, one
** answer a line, "concede P" when a player conceded. For viewer 0 or 1 it
** stops before the other's secret attack choice while the Battle Phase has
** not revealed it; -1, or a game over by a concession: all of it. */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_replay(int viewer)
{
    int upto = (viewer == 0 || viewer == 1) && !conceded ? known_upto[viewer] : n_answers;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) return keep(NULL);
    fprintf(f, "dbe replay\nseed %llu\ndeck1 %s\ndeck2 %s\n", (unsigned long long)seed, deck_path[0], deck_path[1]);
    for (int i = 0; i < upto; i++) fprintf(f, "%d\n", answers[i]);
    if (conceded && upto == n_answers) fprintf(f, "concede %d\n", conceded - 1);
    fclose(f);
    return keep(buf);
}

/* A deck named in a replay: its path under the data root (/dcg, the
** samples), else a list the page wrote to /dbe-decks under its file name. */
static dcg_status load_deck(const char *name, const char *path, dcg_dbe_deck *out)
{
    char full[600];
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    snprintf(full, sizeof full, "/dcg/%s", path);
    if (!strstr(path, "..") && dcg_dbe_deck_load(ctx, full, out) == DCG_OK) return DCG_OK;
    snprintf(full, sizeof full, "/dbe-decks/%s", base);
    FILE *f = fopen(full, "r");
    if (!f) {
        snprintf(message, sizeof message, "%s: the deck %s is not a sample deck: load its deck list (%s) with the replay", name, path, base);
        return DCG_EIO;
    }
    fclose(f);
    return dcg_dbe_deck_load(ctx, full, out);
}

/* Parse a replay text (the format web_dbe_replay writes) and keep it for
** stepping: its number of answers, or -1 with the problem in web_dbe_error(). */
EMSCRIPTEN_KEEPALIVE int web_dbe_replay_load(const char *replay_text, const char *name)
{
    message[0] = 0;
    unsigned long long n = 0;
    char paths[2][256];
    const char *line = replay_text;
    int len = 0, k = 0, who;
    if (sscanf(line, "dbe replay\nseed %llu\ndeck1 %255s\ndeck2 %255s\n%n", &n, paths[0], paths[1], &len) < 3 || !len) {
        snprintf(message, sizeof message, "%s: not a Battle Evolution replay (dbe replay, seed, deck1, deck2, answers)", name);
        return -1;
    }
    for (int p = 0; p < 2; p++)
        if (load_deck(name, paths[p], &loaded.decks[p]) != DCG_OK) return -1;
    loaded.seed = n, loaded.n = loaded.conceded = 0;
    memcpy(loaded.paths, paths, sizeof paths);
    for (line += len; *line; k++) {
        int a, used = 0;
        if (sscanf(line, "concede %d%n", &who, &used) == 1 && (who == 0 || who == 1) && !loaded.conceded) loaded.conceded = who + 1;
        else if (sscanf(line, "concede %d%n", &who, &used) == 1 && (who == 0 || who == 1)) {
            snprintf(message, sizeof message, "%s: line %d: a second concession", name, k + 5);
            return -1;
        } else if (sscanf(line, "%d%n", &a, &used) == 1 && loaded.conceded) {
            snprintf(message, sizeof message, "%s: line %d: an answer after the concession (concede is the last line)", name, k + 5);
            return -1;
        } else if (sscanf(line, "%d%n", &a, &used) == 1) {
            if (loaded.n % 256 == 0) {
                int *grown = realloc(loaded.answers, sizeof *grown * (size_t)(loaded.n + 256));
                if (!grown) return snprintf(message, sizeof message, "out of memory reading %s", name), -1;
                loaded.answers = grown;
            }
            loaded.answers[loaded.n++] = a;
        } else if (strspn(line, " \t\r") < strcspn(line, "\n")) {   /* not a blank line */
            snprintf(message, sizeof message, "%s: line %d: an answer (a number) or 'concede 0|1' expected", name, k + 5);
            return -1;
        }
        line += strcspn(line, "\n");
        line += *line == '\n';
    }
    return loaded.n;
}

/* The log of the last call added to *all (the log of a replay's whole way); NULL when out of memory. */
static void append_log(char **all)
{
    size_t len = *all ? strlen(*all) : 0, more = strlen(log_lines ? log_lines : "");
    char *grown = *all ? realloc(*all, len + more + 1) : NULL;
    if (grown) memcpy(grown + len, log_lines ? log_lines : "", more + 1);
    else free(*all);
    *all = grown;
}

/* Make the loaded replay after its first upto answers (all, and its
** concession, if upto < 0) the game in play; returns how many were applied,
** or -1 when one was refused (the game then stands after those before it). */
EMSCRIPTEN_KEEPALIVE int web_dbe_replay_goto(int upto)
{
    message[0] = 0;
    const char *names[2] = {loaded.paths[0], loaded.paths[1]};
    if (begin(loaded.decks, names, loaded.seed) != DCG_OK) return -1;
    char *all = strdup(log_lines ? log_lines : "");
    int n = upto < 0 || upto > loaded.n ? loaded.n : upto;
    for (int i = 0; i < n; i++) {
        if (web_dbe_answer(loaded.answers[i]) != DCG_OK) {
            snprintf(message, sizeof message, "answer %d (%d): %s", i + 1, loaded.answers[i], dcg_dbe_errmsg(ctx));
            break;
        }
        append_log(&all);
    }
    if (!message[0] && n == loaded.n && loaded.conceded) {   /* refused (a game already over): said, as `dcg replay` says it */
        if (web_dbe_concede(loaded.conceded - 1) == DCG_OK) append_log(&all);
        else snprintf(message, sizeof message, "concede %d: %s", loaded.conceded - 1, dcg_dbe_errmsg(ctx));
    }
    if (all) free(log_lines), log_lines = all;
    return message[0] ? -1 : n_answers;
}

/* The log as a player sees it: a Take (Glossary: Take; choice.c) moves a card
** into the hand, which the other player does not see (the engine's
** determinize forgets it too), yet its log line names it; the name goes for
** viewer 0 or 1, both (in hot-seat the log stays on the screen when it
** changes hands; the taker sees the card in their hand). -1: all of it. */
static char *log_for(int viewer)
{
    const char *from = log_lines ? log_lines : "";
    char *out = malloc(2 * strlen(from) + 1), *w = out;   /* a line "Pn takes X" (10 and more) grows by 5 at most */
    if (!out) return NULL;
    while (*from) {
        size_t len = strcspn(from, "\n");
        int p, at = 0;
        if (viewer >= 0 && sscanf(from, "P%d takes %n", &p, &at) == 1 && at > 0 && (size_t)at < len)
            w += sprintf(w, "P%d takes a card", p);
        else memcpy(w, from, len), w += len;
        from += len;
        if (*from == '\n') *w++ = *from++;
    }
    *w = 0;
    return out;
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

/* The game as viewer (0 or 1; -1: both players' sides, for a replay) sees it: both players (the other's hand,
** side pile and deck as counts; its attack -1 until the Battle Phase), the
** pending decision (its options and their texts only when viewer decides),
** the log of the last call, the number of answers so far; no state hash
** (it is one of the secrets too: web_dbe_hash is for the tests). An option
** is sent as its kind, attack and text only: its card field is not always an
** instance viewer may see (a decision kind added later may use it otherwise),
** and the page asks by texts. */
EMSCRIPTEN_KEEPALIVE const char *web_dbe_view(int viewer)
{
    static dcg_dbe_observation ob, other;
    viewer = viewer < 0 ? -1 : viewer ? 1 : 0;
    dcg_dbe_observe(ctx, st, viewer < 0 ? 0 : viewer, &ob);
    if (viewer < 0) {   /* a replay: everything, each side as its player sees it */
        dcg_dbe_observe(ctx, st, 1, &other);
        ob.p[1] = other.p[1];
    }
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "game", "dbe");
    cJSON_AddNumberToObject(o, "viewer", viewer);
    cJSON_AddNumberToObject(o, "turn", ob.turn);
    cJSON_AddNumberToObject(o, "turnPlayer", ob.turn_player);
    cJSON_AddStringToObject(o, "phase", dcg_dbe_phase_name(ob.phase));
    cJSON_AddBoolToObject(o, "over", dcg_dbe_over(st));
    cJSON_AddNumberToObject(o, "conceded", conceded - 1);   /* the player who conceded, -1 none */
    cJSON_AddNumberToObject(o, "winner", ob.winner);
    cJSON_AddNumberToObject(o, "answers", n_answers);
    cJSON_AddNumberToObject(o, "seed", (double)seed);
    cJSON *ps = cJSON_AddArrayToObject(o, "players");
    for (int p = 0; p < 2; p++) cJSON_AddItemToArray(ps, player_json(&ob.p[p], p == viewer || viewer < 0));
    if (dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK) {
        cJSON *d = cJSON_AddObjectToObject(o, "decision");
        cJSON_AddNumberToObject(d, "player", dec.player);
        cJSON_AddNumberToObject(d, "kind", dec.kind);
        if (dec.player == viewer || viewer < 0) {
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
    if (viewer < 0) {   /* a replay shows everything: its state's hash too, as `dcg replay --ruleset dbe` prints it */
        char h[20];
        snprintf(h, sizeof h, "%016llx", (unsigned long long)dcg_dbe_state_hash(st));
        cJSON_AddStringToObject(o, "hash", h);
    }
    char *log = log_for(viewer);
    cJSON_AddStringToObject(o, "log", log ? log : "");
    free(log);
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

/* The player the pending decision asks, -1 when the game is over (hot-seat: whose screen it is). */
EMSCRIPTEN_KEEPALIVE int web_dbe_decider(void)
{
    return dcg_dbe_decision_get(ctx, st, &dec) == DCG_OK ? dec.player : -1;
}
