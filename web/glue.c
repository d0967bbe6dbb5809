/* glue.c: what the browser page needs from the engine, on the public API
** only (dcg.h, dcg_replay.h). One game at a time: start it, read it as one
** player sees it (board, decision, the last call's events) as JSON, answer,
** let an AI pick, write and load replays, load mods. Strings returned stay
** valid until the next call. Errors: a negative or non-zero status, and the
** message from web_error(). */
#include "dcg.h"
#include "dcg_replay.h"
#include "dcg_view.h"
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

/* Every loaded card's facts, indexed as the engine indexes them. */
EMSCRIPTEN_KEEPALIVE const char *web_cards(void)
{
    cJSON *a = dcg_view_cards(ctx);
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

/* The game as viewer (0 or 1; 2: what both players may see, the hot-seat
** log; -1: everything) sees it (dcg_view.h), with the state's hash: the
** page is the players' own machine. */
EMSCRIPTEN_KEEPALIVE const char *web_view(int viewer)
{
    cJSON *o = dcg_view_json(ctx, st, events, n_events, viewer < 0 ? DCG_VIEW_ALL : viewer > 1 ? DCG_VIEW_PUBLIC : viewer,
                             game.n_answers, 1);
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return keep(s);
}
