/*
** dcg_dbe.h: the second ruleset on the dcg engine, Digimon Battle Evolution
** (DBE, a fan game; docs/dbe.md is its model and every reading of its rules
** document).
**
** The same shape as dcg.h:
**   dcg_dbe_ctx    one thread's context: the DBE card facts
**                  (cards/dbe/sample.json), its sandboxed Lua VM with their
**                  scripts (scripts/dbe/NUMBER.lua), its error message.
**                  Reuse it across games.
**   dcg_dbe_state  one game as plain fixed-size data: copying it (memcpy of
**                  dcg_dbe_state_size() bytes) clones the game.
** A game runs until a player must decide; dcg_dbe_decision() lists every
** legal option and dcg_dbe_answer() takes the index of one. The secret
** simultaneous attack choice of the Strategy Phase is two decisions, the turn
** player's first: the state holds the first answer, but an observation (and
** a determinized copy) for the other player does not show it.
*/
#ifndef DCG_DBE_H
#define DCG_DBE_H

#include <stddef.h>
#include <stdint.h>
#include "dcg.h"   /* dcg_status */

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dcg_dbe_ctx dcg_dbe_ctx;
typedef struct dcg_dbe_state dcg_dbe_state;

/* Levels, card types, attacks. */
enum { DBE_LEVEL_R, DBE_LEVEL_C, DBE_LEVEL_U, DBE_LEVEL_M, DBE_LEVEL_NONE };
enum { DBE_CARD_DIGIMON, DBE_CARD_OPTION, DBE_CARD_EVOLUTION, DBE_CARD_DATA, DBE_CARD_MASTERY };
enum { DBE_CIRCLE, DBE_TRIANGLE, DBE_CROSS, DBE_ATTACKS };
/* How a step-0 effect is used (DBE_OPT_USE's attack). */
enum { DBE_USE_ACTIVATE, DBE_USE_ANY_PHASE, DBE_USE_TURBO, DBE_USE_DATA_BREAK };
/* Zones of one player. */
enum { DBE_ZONE_DECK, DBE_ZONE_HAND, DBE_ZONE_DP, DBE_ZONE_TRASH, DBE_ZONE_DARK, DBE_ZONE_ACTIVE,
       DBE_ZONE_DESTINY, DBE_ZONE_SUPPORT, DBE_ZONE_SIDE, DBE_ZONE_DELETED,
       DBE_ZONE_ATTACH,   /* the attachments in the active's attach slots (Glossary: Attach, Attach Slot) */
       DBE_ZONES };
/* Phases as the engine runs them (docs/dbe.md). */
enum { DBE_PHASE_SETUP, DBE_PHASE_PREP, DBE_PHASE_EVOLUTION, DBE_PHASE_STRATEGY, DBE_PHASE_SUPPORT,
       DBE_PHASE_BATTLE, DBE_PHASE_END, DBE_PHASE_OVER };

/* ---- context and cards --------------------------------------------------- */
/* A context with the cards and scripts of the data directory dir (it holds
** cards/dbe/sample.json and scripts/dbe/NUMBER.lua: pass the source or
** install root). NULL with *err set (static text) on failure. */
dcg_dbe_ctx *dcg_dbe_ctx_new(const char *root, char *err, size_t err_size);
void dcg_dbe_ctx_free(dcg_dbe_ctx *ctx);
const char *dcg_dbe_errmsg(const dcg_dbe_ctx *ctx);
int dcg_dbe_card_count(const dcg_dbe_ctx *ctx);
/* A flip card's two sides are two cards sharing the number (docs/dbe.md, R10-D-1): the count
** holds both, and find gives the first side. */
int dcg_dbe_card_find(const dcg_dbe_ctx *ctx, const char *number);
/* A card's number and name ("DBE-001", "Emberpup"), level, kind, or NULL/-1. */
const char *dcg_dbe_card_number(const dcg_dbe_ctx *ctx, int card);
const char *dcg_dbe_card_name(const dcg_dbe_ctx *ctx, int card);
int dcg_dbe_card_level(const dcg_dbe_ctx *ctx, int card);
int dcg_dbe_card_kind(const dcg_dbe_ctx *ctx, int card);
/* The names of a card's attack ability ("counter circle", "") and of its types ("Dragon/Metal"). */
void dcg_dbe_attack_text(const dcg_dbe_ctx *ctx, int card, int attack, char *buf, size_t size);

/* ---- decks (Deck Construction) ------------------------------------------ */
#define DCG_DBE_DECK_MAX 60
typedef struct dcg_dbe_deck {
    int n_main, n_side, n_destiny;
    int partner;         /* the declared partner level R (a card index), -1 none */
    uint16_t main[DCG_DBE_DECK_MAX], side[DCG_DBE_DECK_MAX], destiny[8];
} dcg_dbe_deck;
/* Parse a deck list: lines "COUNT NUMBER" (or "COUNT NUMBER SIDE": the side, star or moon, a
** flip card's copies begin on) under "main:", "side:" and
** "destiny:" headers, and "partner NUMBER" ('#' starts a comment). It is checked by the deck
** construction rules; DCG_EDECK (or DCG_EPARSE) with a message naming the
** card and line otherwise. */
dcg_status dcg_dbe_deck_parse(dcg_dbe_ctx *ctx, const char *text, const char *name, dcg_dbe_deck *out);
dcg_status dcg_dbe_deck_load(dcg_dbe_ctx *ctx, const char *path, dcg_dbe_deck *out);

/* ---- games ---------------------------------------------------------------- */
size_t dcg_dbe_state_size(void);
dcg_dbe_state *dcg_dbe_state_new(void);
void dcg_dbe_state_free(dcg_dbe_state *st);
void dcg_dbe_state_copy(dcg_dbe_state *dst, const dcg_dbe_state *src);
uint64_t dcg_dbe_state_hash(const dcg_dbe_state *st);
dcg_status dcg_dbe_game_start(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_deck *first,
                              const dcg_dbe_deck *second, uint64_t seed);

typedef enum dcg_dbe_decision_kind {
    DBE_DEC_MULLIGAN,      /* opening mulligan: set aside a hand card, or done */
    DBE_DEC_FULL_MULLIGAN, /* Prep: keep, or discard the whole hand and draw as many */
    DBE_DEC_PLAY_DIGIMON,  /* Prep: which R, C or U of the hand becomes the active */
    DBE_DEC_RACK,          /* Evolution: which card goes to the DP zone, or none */
    DBE_DEC_EVOLVE,        /* Evolution: which future (and Evolution card), or none */
    DBE_DEC_ATTACK,        /* Strategy: circle, triangle or cross, in secret */
    DBE_DEC_SUPPORT,       /* Support: a hand card, the deck's top card blind, or none */
    DBE_DEC_DISCARD,       /* End: which card to discard down to the hand limit */
    DBE_DEC_PARTNER,       /* Prep: partner-evolve into a partner C of the Destiny Zone, or not */
    DBE_DEC_ACTIVATE,      /* a phase's step 0: use an ACTIVATE, Any Phase, Turbo or Data Break effect, or pass */
    DBE_DEC_CHOOSE,        /* a card's effect asks (docs/dbe.md, Choices): a card, a named option,
                           ** a card name, where a looked-at card goes, or done */
    DBE_DEC_GEMS,          /* Pre-Game Setup, Side Piles: a gem card of the deck to go face up to the side
                           ** pile (one at a time, up to 4), or done */
    DBE_DEC_COUNT
} dcg_dbe_decision_kind;

typedef enum dcg_dbe_option_kind {
    DBE_OPT_DONE,        /* none / keep / pass */
    DBE_OPT_CARD,        /* card: a card of the hand (or destiny zone) */
    DBE_OPT_MULLIGAN,    /* full mulligan */
    DBE_OPT_EVOLVE,      /* card: the future; with: the Evolution card or -1; attack 1: by DP,
                         ** 10 DP more, and a flat token removed */
    DBE_OPT_DNA,         /* card: the DNA future; with: the material from the hand */
    DBE_OPT_ATTACK,      /* attack: DBE_CIRCLE.. */
    DBE_OPT_BLIND,       /* support from the top of the deck, face down */
    DBE_OPT_USE,         /* step 0: card: the card whose effect is used; attack: how (DBE_USE_...);
                         ** with: the card discarded as a Turbo's cost, or -1 */
    DBE_OPT_PROXY,       /* support: card: the Proxy of the Destiny Zone; with: the partner discarded */
    DBE_OPT_LABEL,       /* DBE_DEC_CHOOSE: the named option number attack (0..), its text by option_text */
    DBE_OPT_NAME,        /* DBE_DEC_CHOOSE: card is a card INDEX (not an instance): name that card (Call) */
    DBE_OPT_PLACE        /* DBE_DEC_CHOOSE: card (a looked-at card) on top (attack 0) or bottom (1) */
} dcg_dbe_option_kind;

typedef struct dcg_dbe_option {
    uint8_t kind;
    int8_t attack;
    int16_t card;        /* card instance (dcg_dbe_card_of gives its card) */
    int16_t with;        /* an Evolution card instance, or -1 */
} dcg_dbe_option;

#define DCG_DBE_MAX_OPTIONS 256 /* Call may name every card name of a set (up to 256 cards) */
typedef struct dcg_dbe_decision {
    int player, kind, n;
    dcg_dbe_option options[DCG_DBE_MAX_OPTIONS];
} dcg_dbe_decision;

/* The pending decision; DCG_EOVER when the game is over. */
dcg_status dcg_dbe_decision_get(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *out);
/* Answer it with option i; DCG_EINVAL (nothing changed) for a bad index. */
dcg_status dcg_dbe_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int i);
/* Player p (0 or 1) concedes: the other wins at once (docs/dbe.md, reading R10-E-1);
** DCG_EINVAL for a bad player, DCG_EOVER when the game is over. */
dcg_status dcg_dbe_concede(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p);

/* ---- reading a game ------------------------------------------------------- */
int dcg_dbe_winner(const dcg_dbe_state *st);      /* 0, 1, or -1 (none yet, or a draw) */
int dcg_dbe_over(const dcg_dbe_state *st);
int dcg_dbe_turn(const dcg_dbe_state *st);        /* 1 for the first turn */
int dcg_dbe_turn_player(const dcg_dbe_state *st);
int dcg_dbe_phase(const dcg_dbe_state *st);
int dcg_dbe_card_of(const dcg_dbe_state *st, int inst);   /* an instance's card index */
const char *dcg_dbe_phase_name(int phase);
const char *dcg_dbe_zone_name(int zone);
const char *dcg_dbe_attack_name(int attack);

/* ---- what one player may know --------------------------------------------- */
#define DCG_DBE_ZONE_MAX 64
typedef struct dcg_dbe_player_view {
    int hp, power[DBE_ATTACKS], abnormal, ko_points, dp, flat, nova;
    int partner;         /* the declared partner's card (shown to both: Pre-Game Setup, Inspect), -1 none */
    int attack;          /* the chosen attack; -1 none or hidden from the viewer */
    int n[DBE_ZONES];    /* every zone's size */
    int16_t cards[DBE_ZONES][DCG_DBE_ZONE_MAX]; /* cards (card indices), -1 where hidden */
} dcg_dbe_player_view;
typedef struct dcg_dbe_observation {
    int viewer, turn, turn_player, phase, winner;
    dcg_dbe_player_view p[2];
    int chooser;         /* the player a card's effect is asking (DBE_DEC_CHOOSE), -1 none */
} dcg_dbe_observation;
/* The game as viewer sees it: hands, deck orders, the Dark Area and the
** other's attack choice (until the Battle Phase reveals it) are hidden. The
** cards an effect's pending choice shows its chooser (the top cards of a deck
** looked at, the options of a hidden zone) are shown to the chooser only. */
void dcg_dbe_observe(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int viewer, dcg_dbe_observation *out);
/* Replace what viewer cannot know by a sample drawn from seed: the other's
** hand, Dark Area and deck (shuffled together), viewer's own deck order, and
** the other's secret attack. The result depends on what viewer knows and the
** seed only. */
void dcg_dbe_determinize(dcg_dbe_state *st, int viewer, uint64_t seed);

/* ---- players ----------------------------------------------------------------- */
/* "random" or "mcts" (mcts:OPTIONS, the engine's search, engine/core/mcts.c:
** playouts=N (64), tree=N (1), depth=N (0: play-outs to the end), c=X (1.4),
** policy=greedy|random): the option index chosen, or -1 for an AI this does
** not name (dcg_dbe_ai_check says why). The search determinizes the hidden
** information (dcg_dbe_determinize) per playout. */
int dcg_dbe_ai_choose(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, const char *ai,
                      uint64_t *rng);
/* Whether ai names a DBE AI with valid options; else 0 and why in err. */
int dcg_dbe_ai_check(const char *ai, char *err, size_t size);
/* A line that describes option i of d ("play Emberpup (R)"). */
void dcg_dbe_option_text(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_decision *d, int i,
                         char *buf, size_t size);
/* The game's log since the last call (battle results, KOs, plays), '\n'
** separated; kept only while logging is on (off by default: searches play
** many games). */
void dcg_dbe_log_enable(dcg_dbe_ctx *ctx, int on);
/* Scripts that failed (their effect lost) since the context was made, and the first one's message. */
int dcg_dbe_script_errors(const dcg_dbe_ctx *ctx);
const char *dcg_dbe_script_error(const dcg_dbe_ctx *ctx);
const char *dcg_dbe_log(dcg_dbe_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
