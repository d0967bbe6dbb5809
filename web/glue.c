/* glue.c: what the browser page needs from the engine, on the public API
** only (dcg.h, dcg_replay.h). One game at a time: start it, read it as one
** player sees it (board, decision, the last call's events) as JSON, answer,
** let an AI pick, write and load replays, load mods. Strings returned stay
** valid until the next call. Errors: a negative or non-zero status, and the
** message from web_error(). */
#include "dcg.h"
#include "dcg_replay.h"
#include <cjson/cJSON.h>
#include <emscripten/emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static dcg_ctx *ctx;
static dcg_state *st;
static dcg_replay game;      /* the game being played: seed, decks, answers so far */
static dcg_replay loaded;    /* the replay last loaded, for stepping */
static dcg_decision dec;
static dcg_event *events;    /* copied after each call: dcg_events lives only until the next call */
static int n_events, cap_events;
static uint64_t ai_rng;
static char *text;           /* the last string returned */
static char message[1024];   /* errors of the glue itself */

/* Undo (as the terminal's): the game before each answer, exact by state
** copies; an answer that brings a hidden card to light for a player (a
** draw, a security check, a reveal) ends what that player may take back. */
#define UNDO_MAX 64
static struct snap {
    dcg_state *st;
    int n_answers, player;
    uint8_t blocked[2];      /* a hidden card came to light for player p since */
} undo[UNDO_MAX];
static int n_undo;

static const char *keep(char *s)
{
    free(text);
    return text = s ? s : strdup("");
}

static void copy_events(void)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    if (n > cap_events) {
        dcg_event *grown = realloc(events, sizeof *grown * (size_t)n);
        if (!grown) n = cap_events; /* the log loses its tail, the game goes on */
        else events = grown, cap_events = n;
    }
    memcpy(events, ev, sizeof *ev * (size_t)n);
    n_events = n;
}

EMSCRIPTEN_KEEPALIVE const char *web_error(void) { return message[0] ? message : dcg_errmsg(ctx); }

/* Load the shipped cards and scripts (in the virtual file system at /dcg). */
EMSCRIPTEN_KEEPALIVE int web_init(void)
{
    if (!(ctx = dcg_ctx_new()) || !(st = dcg_state_new())) return DCG_ENOMEM;
    return dcg_load_dir(ctx, "/dcg");
}

/* Load a mod directory written into the virtual file system (cards JSON and scripts). */
EMSCRIPTEN_KEEPALIVE int web_load_mod(const char *dir)
{
    message[0] = 0;
    return dcg_load_dir(ctx, dir);
}

static cJSON *card_json(const dcg_card *c)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "number", c->number);
    cJSON_AddStringToObject(o, "name", c->name);
    cJSON_AddStringToObject(o, "kind", dcg_kind_name(c->kind));
    cJSON *colors = cJSON_AddArrayToObject(o, "colors");
    for (int b = 0; b < DCG_COLOR_COUNT; b++)
        if (c->colors & (1 << b)) cJSON_AddItemToArray(colors, cJSON_CreateString(dcg_color_name(1 << b)));
    cJSON_AddNumberToObject(o, "level", c->level);
    cJSON_AddNumberToObject(o, "cost", c->play_cost);
    cJSON_AddNumberToObject(o, "dp", c->dp);
    cJSON *evo = cJSON_AddArrayToObject(o, "evo");
    for (int i = 0; i < c->n_evo; i++) {
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "colors", c->evo[i].colors);
        cJSON_AddNumberToObject(e, "level", c->evo[i].level);
        cJSON_AddNumberToObject(e, "cost", c->evo[i].cost);
        cJSON_AddItemToArray(evo, e);
    }
    cJSON_AddNumberToObject(o, "keywords", c->keywords);
    cJSON_AddNumberToObject(o, "sa", c->security_attack);
    cJSON_AddStringToObject(o, "form", c->form);
    cJSON_AddStringToObject(o, "attribute", c->attribute);
    cJSON_AddStringToObject(o, "types", c->types);
    cJSON_AddStringToObject(o, "effect", c->effect);
    cJSON_AddStringToObject(o, "inherited", c->inherited);
    cJSON_AddStringToObject(o, "security", c->security);
    return o;
}

/* Every loaded card's facts, indexed as the engine indexes them. */
EMSCRIPTEN_KEEPALIVE const char *web_cards(void)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < dcg_card_count(ctx); i++) cJSON_AddItemToArray(a, card_json(dcg_card_at(ctx, i)));
    char *s = cJSON_PrintUnformatted(a);
    cJSON_Delete(a);
    return keep(s);
}

/* Check a deck list (any style): 0, or the status with every problem in web_error(). */
EMSCRIPTEN_KEEPALIVE int web_deck_check(const char *list, const char *name)
{
    static dcg_deck d;
    message[0] = 0;
    return dcg_deck_parse(ctx, list, name, &d);
}

/* Did the events of the last call show player p a card p could not see before? */
static int revealed_to(int p)
{
    for (int i = 0; i < n_events; i++) {
        if (events[i].kind == DCG_EV_SECURITY_CHECK || events[i].kind == DCG_EV_REVEAL) return 1;
        dcg_event seen = dcg_event_view(st, &events[i], p);
        if (seen.kind == DCG_EV_MOVE && seen.def >= 0 &&
            (seen.from == DCG_ZONE_DECK || seen.from == DCG_ZONE_SECURITY || seen.from == DCG_ZONE_EGGS))
            return 1;
    }
    return 0;
}

static void record_reset(void)
{
    n_undo = 0;
    free(game.answers);
    game.answers = NULL;
    game.n_answers = game.cap_answers = 0;
    game.conceded = 0;
    ai_rng = game.seed ^ 0xA5A5A5A5ull;
}

/* Start a game between two deck lists (the first plays first); seed in
** decimal. On an error the game in play stays as it was. */
EMSCRIPTEN_KEEPALIVE int web_new_game(const char *first, const char *second, const char *seed)
{
    static dcg_deck decks[2];
    message[0] = 0;
    dcg_status s;
    if ((s = dcg_deck_parse(ctx, first, "first player's deck", &decks[0])) != DCG_OK ||
        (s = dcg_deck_parse(ctx, second, "second player's deck", &decks[1])) != DCG_OK)
        return s;
    uint64_t n = strtoull(seed, NULL, 10);
    if ((s = dcg_game_start(ctx, st, &decks[0], &decks[1], n)) != DCG_OK) return s;
    game.seed = n;
    game.decks[0] = decks[0];
    game.decks[1] = decks[1];
    record_reset();
    copy_events();
    return DCG_OK;
}

/* Answer the pending decision with option i; recorded for the replay. */
EMSCRIPTEN_KEEPALIVE int web_answer(int i)
{
    message[0] = 0;
    if (dcg_decision_get(ctx, st, &dec) != DCG_OK) return dcg_answer(ctx, st, i); /* says the game is over */
    if (n_undo == UNDO_MAX) { /* keep the newest; the oldest state is reused */
        struct snap oldest = undo[0];
        memmove(undo, undo + 1, sizeof undo[0] * (UNDO_MAX - 1));
        undo[--n_undo] = oldest;
    }
    struct snap *u = &undo[n_undo];
    if (!u->st && !(u->st = dcg_state_new())) return DCG_ENOMEM;
    dcg_state_copy(u->st, st);
    u->n_answers = game.n_answers, u->player = dec.player, u->blocked[0] = u->blocked[1] = 0;
    dcg_status s = dcg_answer(ctx, st, i);
    if (s != DCG_OK) return s;
    n_undo++;
    copy_events();
    for (int p = 0; p < 2; p++)
        if (revealed_to(p))
            for (int k = 0; k < n_undo; k++) undo[k].blocked[p] = 1;
    if (dcg_replay_add(&game, i) != DCG_OK) {
        snprintf(message, sizeof message, "out of memory recording the replay");
        return DCG_ENOMEM;
    }
    return DCG_OK;
}

/* Player p takes back their last choice (and what the AI answered since):
** the game as it was before it. 0, or -1 with the reason in web_error(). */
EMSCRIPTEN_KEEPALIVE int web_undo(int p)
{
    message[0] = 0;
    int k = n_undo - 1;
    while (k >= 0 && undo[k].player != p) k--;
    if (k < 0 || undo[k].blocked[p] || game.conceded) {
        snprintf(message, sizeof message, "nothing to undo: %s", k < 0 ? "no choice of yours to take back"
                 : game.conceded ? "the game was conceded" : "a hidden card was revealed since your last choice");
        return -1;
    }
    dcg_state_copy(st, undo[k].st);
    game.n_answers = undo[k].n_answers;
    n_undo = k;
    n_events = 0;
    return 0;
}

/* Player p forfeits (1-2-4): the game ends at once; recorded for the replay. */
EMSCRIPTEN_KEEPALIVE int web_concede(int p)
{
    message[0] = 0;
    dcg_status s = dcg_concede(ctx, st, p);
    if (s != DCG_OK) return s;
    copy_events();
    game.conceded = p + 1;
    return DCG_OK;
}

/* The option the AI named ai ("random", "greedy") picks, or -1. */
EMSCRIPTEN_KEEPALIVE int web_ai_pick(const char *ai)
{
    int k = dcg_ai_find(ai);
    if (k < 0 || dcg_decision_get(ctx, st, &dec) != DCG_OK) return -1;
    return dcg_ai_pick(ctx, st, &dec, k, &ai_rng);
}

/* The replay of the game so far, in the dcg replay format. */
EMSCRIPTEN_KEEPALIVE const char *web_replay(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) return keep(NULL);
    dcg_replay_write_header(ctx, f, game.seed, &game.decks[0], &game.decks[1]);
    for (int i = 0; i < game.n_answers; i++) fprintf(f, "%s%d%s", i % 32 ? " " : "answers ", game.answers[i],
                                                     i % 32 == 31 || i == game.n_answers - 1 ? "\n" : "");
    if (game.conceded) fprintf(f, "concede %d\n", game.conceded - 1);
    fclose(f);
    return keep(buf);
}

/* Parse a replay text and keep it for stepping; returns its number of answers or -1. */
EMSCRIPTEN_KEEPALIVE int web_replay_load(const char *replay_text, const char *name)
{
    message[0] = 0;
    dcg_replay_free(&loaded);
    memset(&loaded, 0, sizeof loaded);
    if (dcg_replay_parse(ctx, replay_text, name, &loaded) != DCG_OK) return -1;
    if (loaded.format[0]) {
        snprintf(message, sizeof message, "%s: format '%s': the page plays the official rules only", name, loaded.format);
        return -1;
    }
    return loaded.n_answers;
}

/* Make the loaded replay after its first upto answers (all if upto < 0) the
** game in play; returns how many were applied, or -1 when one was refused
** (the game then stands after the answers before it). */
EMSCRIPTEN_KEEPALIVE int web_replay_goto(int upto)
{
    int applied = 0;
    message[0] = 0;
    dcg_status s = dcg_replay_play(ctx, st, &loaded, upto, &applied);
    copy_events();
    game.seed = loaded.seed;
    game.decks[0] = loaded.decks[0];
    game.decks[1] = loaded.decks[1];
    record_reset();
    for (int i = 0; i < applied; i++)
        if (dcg_replay_add(&game, loaded.answers[i]) != DCG_OK) {
            snprintf(message, sizeof message, "out of memory recording the replay");
            return -1;
        }
    if (s == DCG_OK && applied == loaded.n_answers) game.conceded = loaded.conceded; /* dcg_replay_play conceded too */
    return s == DCG_OK ? applied : -1;
}

/* ---- the game as one player sees it ---------------------------------------------------------- */

static cJSON *card_ref(int inst)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "id", inst);
    cJSON_AddNumberToObject(o, "card", dcg_card_of(st, inst));
    return o;
}

static cJSON *zone_json(int p, int zone)
{
    uint8_t ids[256];
    int n = dcg_zone_cards(st, p, zone, ids, 256);
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n && i < 256; i++) cJSON_AddItemToArray(a, card_ref(ids[i]));
    return a;
}

static int zone_size(int p, int zone) { return dcg_zone_cards(st, p, zone, NULL, 0); }

static dcg_perm_info perms[2][64];
static int n_perms[2];

/* The top card (card index) of a permanent on the field, or of one deleted
** during the last call (its DELETE event names its top card), or -1. */
static int perm_top(int id)
{
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < n_perms[p]; i++)
            if (perms[p][i].id == id) return dcg_card_of(st, perms[p][i].cards[perms[p][i].n - 1]);
    for (int i = 0; i < n_events; i++)
        if (events[i].kind == DCG_EV_DELETE && events[i].perm == id && events[i].card != DCG_NO_CARD)
            return dcg_card_of(st, events[i].card);
    return -1;
}

static cJSON *player_json(int p, int viewer)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "deck", zone_size(p, DCG_ZONE_DECK));
    cJSON_AddNumberToObject(o, "eggs", zone_size(p, DCG_ZONE_EGGS));
    cJSON_AddNumberToObject(o, "security", zone_size(p, DCG_ZONE_SECURITY));
    cJSON_AddNumberToObject(o, "handCount", zone_size(p, DCG_ZONE_HAND));
    if (viewer < 0 || viewer == p) cJSON_AddItemToObject(o, "hand", zone_json(p, DCG_ZONE_HAND));
    cJSON_AddItemToObject(o, "trash", zone_json(p, DCG_ZONE_TRASH));
    cJSON *a = cJSON_AddArrayToObject(o, "perms");
    for (int i = 0; i < n_perms[p]; i++) {
        const dcg_perm_info *pi = &perms[p][i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "id", pi->id);
        cJSON_AddBoolToObject(e, "breeding", pi->in_breeding);
        cJSON_AddBoolToObject(e, "suspended", pi->suspended);
        cJSON *cards = cJSON_AddArrayToObject(e, "cards");
        for (int k = 0; k < pi->n; k++) cJSON_AddItemToArray(cards, card_ref(pi->cards[k]));
        cJSON *links = cJSON_AddArrayToObject(e, "links"); /* its link cards (4-9), oldest first */
        for (int k = 0; k < pi->n_links; k++) cJSON_AddItemToArray(links, card_ref(pi->links[k]));
        cJSON_AddNumberToObject(e, "dp", pi->dp);
        cJSON_AddNumberToObject(e, "keywords", pi->keywords);
        cJSON_AddNumberToObject(e, "sa", pi->security_attack);
        cJSON_AddBoolToObject(e, "canAttack", pi->can_attack);
        cJSON_AddBoolToObject(e, "digimon", pi->digimon); /* also a Tamer treated as a Digimon (15-12-1-4) */
        cJSON_AddItemToArray(a, e);
    }
    return o;
}

static cJSON *decision_json(int viewer)
{
    if (dcg_decision_get(ctx, st, &dec) != DCG_OK) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "kind", dec.kind);
    cJSON_AddNumberToObject(o, "player", dec.player);
    cJSON_AddNumberToObject(o, "source", dec.source == DCG_NO_CARD ? -1 : dcg_card_of(st, dec.source));
    if (viewer >= 0 && viewer != dec.player) return o; /* the options are the decider's to see */
    cJSON *a = cJSON_AddArrayToObject(o, "options");
    for (int i = 0; i < dec.n; i++) {
        const dcg_option *op = &dec.options[i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "kind", op->kind);
        cJSON_AddNumberToObject(e, "inst", op->card == DCG_NO_CARD ? -1 : op->card);
        cJSON_AddNumberToObject(e, "card", op->card == DCG_NO_CARD ? -1 : dcg_card_of(st, op->card));
        cJSON_AddNumberToObject(e, "perm", op->perm);
        cJSON_AddNumberToObject(e, "target", op->target);
        cJSON_AddNumberToObject(e, "cost", op->cost);
        cJSON_AddNumberToObject(e, "req", op->req);
        cJSON_AddItemToArray(a, e);
    }
    for (int i = 0, after; i < dec.n; i++) /* what it leaves its player's memory at, where that is known (after the listing: it answers copies) */
        if (dcg_option_memory(ctx, st, &dec, i, &after)) cJSON_AddNumberToObject(cJSON_GetArrayItem(a, i), "memoryAfter", after);
    return o;
}

static cJSON *events_json(int viewer)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n_events; i++) {
        dcg_event ev = viewer >= 0 ? dcg_event_view(st, &events[i], viewer) : events[i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "kind", dcg_event_name(ev.kind));
        cJSON_AddNumberToObject(e, "player", ev.player);
        /* a moved card is named only if the viewer may see it; other events show public cards */
        int card = ev.kind == DCG_EV_MOVE ? ev.def : ev.card == DCG_NO_CARD ? -1 : dcg_card_of(st, ev.card);
        cJSON_AddNumberToObject(e, "card", card);
        cJSON_AddStringToObject(e, "from", dcg_zone_name(ev.from));
        cJSON_AddStringToObject(e, "to", dcg_zone_name(ev.to));
        cJSON_AddNumberToObject(e, "perm", ev.perm);
        cJSON_AddNumberToObject(e, "permCard", ev.perm ? perm_top(ev.perm) : -1);
        cJSON_AddNumberToObject(e, "a", ev.a);
        cJSON_AddNumberToObject(e, "b", ev.b);
        if (ev.kind == DCG_EV_ATTACK && ev.a != DCG_PLAYER_TARGET) cJSON_AddNumberToObject(e, "targetCard", perm_top(ev.a));
        if (ev.kind == DCG_EV_SCRIPT_ERROR) cJSON_AddStringToObject(e, "error", dcg_script_error(ctx));
        cJSON_AddItemToArray(a, e);
    }
    return a;
}

/* The game as viewer (0 or 1; -1: everything public and both hands) sees it:
** turn, phase, memory (player 0's side), both sides, the pending decision
** (options only for the one who decides) and the last call's events. */
EMSCRIPTEN_KEEPALIVE const char *web_view(int viewer)
{
    for (int p = 0; p < 2; p++) {
        n_perms[p] = dcg_perms(ctx, st, p, perms[p], 64);
        if (n_perms[p] > 64) n_perms[p] = 64; /* more than the engine's limit: never, but stay in the buffer */
    }
    cJSON *o = cJSON_CreateObject();
    char hash[24];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)dcg_state_hash(st));
    cJSON_AddStringToObject(o, "hash", hash);
    cJSON_AddNumberToObject(o, "turn", dcg_turn_number(st));
    cJSON_AddNumberToObject(o, "turnPlayer", dcg_turn_player(st));
    cJSON_AddStringToObject(o, "phase", dcg_phase_name(dcg_phase_of(st)));
    cJSON_AddNumberToObject(o, "memory", dcg_memory(st, 0));
    cJSON_AddNumberToObject(o, "winner", dcg_winner(st));
    cJSON_AddNumberToObject(o, "winReason", dcg_win_reason_of(st)); /* dcg_win_reason */
    cJSON_AddNumberToObject(o, "answers", game.n_answers);
    cJSON *players = cJSON_AddArrayToObject(o, "players");
    for (int p = 0; p < 2; p++) cJSON_AddItemToArray(players, player_json(p, viewer));
    cJSON_AddItemToObject(o, "decision", decision_json(viewer));
    cJSON_AddItemToObject(o, "events", events_json(viewer));
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return keep(s);
}
