/*
** dcg.h: the public interface of the dcg rules engine for the Digimon Card Game.
**
** The engine is three objects:
**   dcg_db     the card database: card facts, data directories, the card
**              scripts' sources. Loaded once through a context, then shared
**              read-only by the contexts of every thread.
**   dcg_ctx    the long-lived context of one thread: its Lua VM with the
**              compiled scripts, scratch state, error message, event buffer,
**              script budgets. Create one per thread and reuse it across games.
**   dcg_state  one game, as plain fixed-size data with no pointers inside.
**              Copying it (dcg_state_copy, or memcpy of dcg_state_size()
**              bytes) clones the game.
**
** A game runs until a player must decide. dcg_decision() then describes the
** request and lists every legal option; dcg_answer() takes the index of one.
** An invalid answer is refused with DCG_EINVAL and changes nothing.
**
** Errors are values: every function that can fail returns a dcg_status and
** leaves a message readable with dcg_errmsg(). Nothing here prints or exits.
*/
#ifndef DCG_H
#define DCG_H

#include <stddef.h>
#include <stdint.h>
#include "dcg_limits.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- status codes ------------------------------------------------------- */
typedef enum dcg_status {
    DCG_OK = 0,      /* success */
    DCG_EINVAL,      /* bad argument or invalid answer; nothing changed */
    DCG_EPARSE,      /* malformed input (card file, deck, replay, scenario) */
    DCG_EDECK,       /* a deck that breaks the deck rules */
    DCG_EIO,         /* a file could not be read or written */
    DCG_ENOMEM,      /* out of memory */
    DCG_EOVER,       /* the game is over; no decision is pending */
    DCG_ELIMIT,      /* an engine limit was reached (too many cards, ...) */
    DCG_STATUS_COUNT
} dcg_status;

/* ---- card facts ---------------------------------------------------------- */
typedef enum dcg_kind {
    DCG_KIND_DIGIMON, DCG_KIND_EGG, DCG_KIND_TAMER, DCG_KIND_OPTION, DCG_KIND_COUNT
} dcg_kind;

/* Colors are bits of a mask. */
enum {
    DCG_RED = 1 << 0, DCG_BLUE = 1 << 1, DCG_YELLOW = 1 << 2, DCG_GREEN = 1 << 3,
    DCG_BLACK = 1 << 4, DCG_PURPLE = 1 << 5, DCG_WHITE = 1 << 6
};
#define DCG_COLOR_COUNT 7

/* Keyword effects (chapter 16) the engine implements: ids, and sets of
** them as bits of a dcg_kwset. One table (keyword.c) names them, for card
** data ("Armor Purge") and scripts ("armor_purge"). */
typedef enum dcg_keyword {
    DCG_KEY_BLOCKER, DCG_KEY_PIERCING, DCG_KEY_JAMMING, DCG_KEY_RUSH, DCG_KEY_REBOOT, DCG_KEY_RETALIATION,
    DCG_KEY_EVADE, DCG_KEY_ARMOR_PURGE, DCG_KEY_BARRIER,
    /* <Decoy (COLOR)>: one id per colour, in dcg_color's order; <Decoy
    ** (Red/Black)> is two of them (keyword.c: parametrised keywords) */
    DCG_KEY_DECOY_RED, DCG_KEY_DECOY_BLUE, DCG_KEY_DECOY_YELLOW, DCG_KEY_DECOY_GREEN, DCG_KEY_DECOY_BLACK,
    DCG_KEY_DECOY_PURPLE, DCG_KEY_DECOY_WHITE,
    DCG_KEY_RAID, DCG_KEY_ALLIANCE, DCG_KEY_FORTITUDE,
    DCG_KEY_COLLISION, DCG_KEY_SCAPEGOAT, DCG_KEY_VORTEX, DCG_KEY_ICECLAD,
    DCG_KEY_BLAST_DIGIVOLVE,
    /* <Fragment (N)>: one id per number, N = 1..3 (the card pool prints 2 and 3) */
    DCG_KEY_FRAGMENT_1, DCG_KEY_FRAGMENT_2, DCG_KEY_FRAGMENT_3,
    DCG_KEY_ENGAGE, DCG_KEY_EXECUTE, DCG_KEY_ASCENSION,
    /* <Digisorption -N>: one id per number, N = 1..3 (the card pool prints 2 and 3) */
    DCG_KEY_DIGISORPTION_1, DCG_KEY_DIGISORPTION_2, DCG_KEY_DIGISORPTION_3,
    DCG_KEY_GUARD,
    /* <Material Save N>: one id per number, N = 1..4 (the card pool prints 1 to 4) */
    DCG_KEY_MATERIAL_SAVE_1, DCG_KEY_MATERIAL_SAVE_2, DCG_KEY_MATERIAL_SAVE_3, DCG_KEY_MATERIAL_SAVE_4,
    DCG_KEY_TRAINING,
    DCG_KEY_PROGRESS,
    DCG_KEY_DETACH,        /* <Detach (...)> (16-46): card data "detach" names the link cards (dcg_card.detach) */
    /* <Decoy ([TRAIT])>: one id per trait the card pool prints (keyword.c's table holds the trait;
    ** last, so the other ids keep their bits) */
    DCG_KEY_DECOY_D_BRIGADE,
    DCG_KEY_COUNT
} dcg_keyword;
typedef uint64_t dcg_kwset;
#define DCG_KW(k) ((dcg_kwset)1 << (k))
#define DCG_KW_BLOCKER DCG_KW(DCG_KEY_BLOCKER)
#define DCG_KW_PIERCING DCG_KW(DCG_KEY_PIERCING)
#define DCG_KW_JAMMING DCG_KW(DCG_KEY_JAMMING)
#define DCG_KW_RUSH DCG_KW(DCG_KEY_RUSH)
#define DCG_KW_REBOOT DCG_KW(DCG_KEY_REBOOT)
#define DCG_KW_RETALIATION DCG_KW(DCG_KEY_RETALIATION)
#define DCG_KW_EVADE DCG_KW(DCG_KEY_EVADE)
#define DCG_KW_ARMOR_PURGE DCG_KW(DCG_KEY_ARMOR_PURGE)
#define DCG_KW_BARRIER DCG_KW(DCG_KEY_BARRIER)
#define DCG_KW_DECOY_COLORS (DCG_KW(DCG_KEY_DECOY_WHITE + 1) - DCG_KW(DCG_KEY_DECOY_RED)) /* Decoy of any colour */
#define DCG_KW_DECOY (DCG_KW_DECOY_COLORS | DCG_KW(DCG_KEY_DECOY_D_BRIGADE)) /* any Decoy: a colour's or a trait's */
#define DCG_KW_RAID DCG_KW(DCG_KEY_RAID)
#define DCG_KW_ALLIANCE DCG_KW(DCG_KEY_ALLIANCE)
#define DCG_KW_FORTITUDE DCG_KW(DCG_KEY_FORTITUDE)
#define DCG_KW_COLLISION DCG_KW(DCG_KEY_COLLISION)
#define DCG_KW_SCAPEGOAT DCG_KW(DCG_KEY_SCAPEGOAT)
#define DCG_KW_VORTEX DCG_KW(DCG_KEY_VORTEX)
#define DCG_KW_ICECLAD DCG_KW(DCG_KEY_ICECLAD)
#define DCG_KW_BLAST_DIGIVOLVE DCG_KW(DCG_KEY_BLAST_DIGIVOLVE)
#define DCG_KW_ENGAGE DCG_KW(DCG_KEY_ENGAGE)
#define DCG_KW_EXECUTE DCG_KW(DCG_KEY_EXECUTE)
#define DCG_KW_ASCENSION DCG_KW(DCG_KEY_ASCENSION)
#define DCG_KW_GUARD DCG_KW(DCG_KEY_GUARD)
#define DCG_KW_DIGISORPTION (DCG_KW(DCG_KEY_DIGISORPTION_3 + 1) - DCG_KW(DCG_KEY_DIGISORPTION_1)) /* any number */
#define DCG_KW_FRAGMENT (DCG_KW(DCG_KEY_FRAGMENT_3 + 1) - DCG_KW(DCG_KEY_FRAGMENT_1)) /* Fragment of any number */
#define DCG_KW_MATERIAL_SAVE (DCG_KW(DCG_KEY_MATERIAL_SAVE_4 + 1) - DCG_KW(DCG_KEY_MATERIAL_SAVE_1)) /* any number */
#define DCG_KW_TRAINING DCG_KW(DCG_KEY_TRAINING)
#define DCG_KW_PROGRESS DCG_KW(DCG_KEY_PROGRESS)
#define DCG_KW_DETACH DCG_KW(DCG_KEY_DETACH)
/* The keyword's name as printed ("Armor Purge"), its name in scripts
** ("armor_purge") and its rule ("16-19"); NULL when k is not a keyword. */
const char *dcg_keyword_name(int k);
const char *dcg_keyword_script_name(int k);
const char *dcg_keyword_rule(int k);
/* The keyword with this printed or script name, or -1. */
int dcg_keyword_find(const char *name);
/* The keywords a name stands for: one keyword by its printed name (script
** names with script != 0), or a parametrised one with several values,
** "Decoy (Red/Black)" / "decoy(red/black)"; 0 when it names none. */
dcg_kwset dcg_keyword_set(const char *name, int script);
/* Every value of the keyword named without its parameter ("decoy", "Material Save": 16-2), or 0. */
dcg_kwset dcg_keyword_kind(const char *name);
/* The keywords of a printed or script name (dcg_keyword_set), or else the kind so named. */
dcg_kwset dcg_keyword_or_kind(const char *name);


/* A requirement on a card on the field (or a card, for DigiXros): the
** digivolution requirements (8-1), written in the card's colour and level
** boxes or as a [Digivolve] rule line, and the cards DNA digivolution,
** DigiXros, App Fusion and Link ask for. Every field set must hold. */
typedef struct dcg_evo_req {
    uint8_t colors;   /* shares one of these colours (0: any colour) */
    int8_t level;     /* has this level (0: any level) */
    int8_t cost;      /* digivolution (link, ...) cost; 0 for a material */
    uint8_t level_min; /* level is a minimum ("Lv.3 or higher") */
    uint8_t name_has; /* name is a part of the card's name ("w/[Greymon] in name") */
    uint8_t level_max; /* level is a maximum ("Lv.4 or lower"); never with level_min */
    uint8_t kind;      /* 0: any kind; else dcg_kind + 1 ("Digimon card") */
    uint8_t trait_part; /* each of traits is a part of one of the card's traits ("w/[Aqua] in any trait", 2-3-2-4) */
    char name[DCG_REQ_TEXT];   /* "" or the card's name (exactly, unless name_has) */
    char traits[DCG_REQ_TEXT]; /* "" or traits, '/'-separated: the card has one of them */
} dcg_evo_req;

/* How a card enters other than by playing or digivolving it (cards/README.md). */
enum { DCG_COMBINE_NONE, DCG_COMBINE_DNA, DCG_COMBINE_DIGIXROS, DCG_COMBINE_APP_FUSION,
       DCG_COMBINE_BURST,    /* Burst Digivolve (8-3): parts[0] the card it digivolves, parts[1] the Tamer returned */
       DCG_COMBINE_BLAST_DNA /* [Hand] [Counter] <Blast DNA Digivolve (A + B)> (16-31): parts are A and B */ };

typedef struct dcg_card {
    char number[16];           /* "ST1-03" */
    char name[136];
    uint8_t kind;              /* dcg_kind */
    uint8_t colors;            /* color mask */
    int8_t level;              /* 0 when the card has none (some Digimon have no level) */
    int8_t play_cost;          /* play or use cost; -1 when none (Digi-Eggs) */
    int32_t dp;                /* -1 when the card has no DP */
    uint8_t n_evo;
    dcg_evo_req evo[DCG_MAX_EVO_REQS];
    uint16_t evo_levels;       /* derived from evo at load: bit L, a requirement of exactly level L; bit 0, of another */
    dcg_kwset keywords;        /* keywords printed as the card's own effect */
    int8_t security_attack;    /* printed <Security Attack +/-N>, own effect */
    dcg_kwset inherited_keywords;
    int8_t inherited_security_attack;
    char rarity[4];
    char form[24];             /* "Rookie", "Champion", ... */
    char attribute[24];        /* "Vaccine", ... */
    char types[64];            /* traits, "/"-separated */
    char effect[400];          /* our own summary of the main effect text */
    char inherited[200];       /* ... of the inherited effect text */
    char security[200];        /* ... of the security effect text */
    uint8_t has_text;          /* the official card has effect text (a script is needed) */
    /* rule facts (cards/README.md): */
    int8_t overflow;           /* ACE: memory its owner loses when it leaves the field or a stack (4-19); 0: none */
    uint8_t combine;           /* DCG_COMBINE_*: DNA digivolution (8-2), DigiXros (7-2), App Fusion (8-4), Burst (8-3) */
    int8_t combine_cost;       /* DNA / App Fusion / Burst: the digivolution cost; DigiXros: the play cost reduction */
    uint8_t n_parts;
    dcg_evo_req parts[DCG_MAX_PARTS]; /* the Digimon (DNA, App Fusion) or cards (DigiXros) it combines */
    uint8_t xros_count;        /* DigiXros by count (7-2-2-5): up to this many cards (DCG_XROS_ANY: any number), each meeting
                                  one of parts[]; 0: one card per requirement */
    uint8_t xros_different;    /* ... DCG_ASM_DIFFERENT_*: with different levels, names or card numbers (4-25; no substitute
                                  fills such a requirement, 15-15-6-2) */
    uint8_t has_link;          /* a link card (4-9), Digimon or Option: linked to a Digimon meeting link for link.cost */
    dcg_evo_req link;
    int32_t link_dp;           /* DP it gives the Digimon it is linked to (4-3-4) */
    dcg_kwset link_keywords;   /* keywords of its link effect, which the Digimon it is linked to gains (4-3-5) */
    int8_t link_plus;          /* printed <Link +N> (16-40), own effect: N more link cards */
    int8_t inherited_link_plus; /* ... as an inherited effect */
    uint8_t dual;              /* a DUAL card (4-6): also an Option named dual_name, of colours dual_colors */
    uint8_t dual_colors;
    char dual_name[DCG_REQ_TEXT];
    uint8_t token;             /* a token's facts (4-21): effects play it, no deck holds it */
    char also_named[DCG_REQ_TEXT];    /* [Rule] its name is also treated as these ('/'-separated, 2-3-4-3) */
    char name_also_has[DCG_REQ_TEXT]; /* [Rule] its name is also treated as having these (2-3-4-4) */
    char also_numbered[DCG_REQ_TEXT]; /* [Rule] its card number is also treated as these ('/'-separated, 2-3-4-5) */
    uint8_t copies;            /* a deck may hold this many of its number (2-3-4-6); 0: as the format says */
    uint8_t has_succession;    /* <Succession (...)> (16-47): its Digimon gains the effects of its topmost */
    dcg_evo_req succession;    /* ... digivolution card meeting this */
    uint8_t has_detach;        /* <Detach (...)> (16-46), with DCG_KW_DETACH in keywords: the link cards it may trash */
    dcg_evo_req detach;        /* ... meet this */
    char text_has[DCG_TEXT_TERMS]; /* the terms and icons printed in its text, '/'-separated (4-23: "with XX in its text") */
    /* Assembly (7-3): played with asm_count cards from the trash under it, its play cost reduced by asm_reduce */
    uint8_t asm_count;         /* 0: no Assembly */
    int8_t asm_reduce;
    uint8_t asm_each;          /* 1: one card per requirement in order (7-3-2-5); 0: asm_count cards, each meeting one */
    uint8_t asm_different;     /* DCG_ASM_DIFFERENT_*: the cards have different levels, names or card numbers (4-25) */
    uint8_t n_asm;
    dcg_evo_req asm_from[DCG_MAX_ASSEMBLY_REQS];
    /* A digivolution requirement opened by a cost paid as the card is revealed, before the Digimon or Tamer to
    ** digivolve is chosen (BT7-112: "by placing 10 Tamer cards and/or cards with [Hybrid] in their traits from your
    ** hand and/or trash at the bottom of your deck in any order", Q1680): evo[by_req - 1] (0: none) is met only once
    ** by_count cards of the hand (the card itself aside) and/or the trash, each meeting one of by_cards[], are placed
    ** at the bottom of the deck; the cost paid, any requirement may be used (Q1685) and the digivolution is never
    ** abandoned (Q1681). */
    uint8_t by_req, by_count, n_by_cards;
    dcg_evo_req by_cards[2];
} dcg_card;
enum { DCG_ASM_DIFFERENT_NONE, DCG_ASM_DIFFERENT_LEVELS, DCG_ASM_DIFFERENT_NAMES, DCG_ASM_DIFFERENT_NUMBERS };

/* ---- context --------------------------------------------------------------- */
typedef struct dcg_ctx dcg_ctx;
typedef struct dcg_db dcg_db;

/* Create a context with an empty card database of its own. Returns NULL
** when out of memory. Destroy with dcg_ctx_free (NULL is a no-op). */
dcg_ctx *dcg_ctx_new(void);
void dcg_ctx_free(dcg_ctx *ctx);

/* Threads. A context is used by one thread at a time; two contexts never
** share anything mutable, so each thread plays with its own. To load the
** cards once: load them into one context (dcg_load_dir, ...), then make the
** other threads' contexts from its database with dcg_ctx_new_from. They
** share the card facts by reference (no copy); each gets its own Lua VM
** (Lua states are not thread-safe) into which the scripts are loaded from
** the database's kept sources, so every context has the same effects and
** card indices. Once shared, the database is read-only: loading into any
** of the contexts is refused (DCG_EINVAL). It lives until its last context
** is freed, in any order and from any thread.
** Safe to call at once from several threads, each on its own context:
** every function of this header (none shares mutable state between
** contexts), except dcg_ai_register, which must run before threads start.
** dcg_ctx_new_from itself may be called from several threads at once on
** the same database. */
/* The card database of ctx (its own, or the one it was made from). */
const dcg_db *dcg_ctx_db(const dcg_ctx *ctx);
/* A new context over db, with the scripts loaded into a VM of its own.
** *out is set even on failure (read the message with dcg_errmsg, then
** dcg_ctx_free it), except with *out NULL: DCG_ENOMEM, or DCG_EINVAL for a
** NULL db. */
dcg_status dcg_ctx_new_from(const dcg_db *db, dcg_ctx **out);

/* Reference mode (off by default): with on != 0 the engine takes none of
** its shortcuts (skipping continuous effects that cannot apply, a DP floor
** in the rule check, ...) and computes everything the obvious way. Games
** are identical in both modes; the differential test proves it. */
void dcg_ctx_set_reference(dcg_ctx *ctx, int on);

/* The message describing the last failure on this context ("" if none). */
const char *dcg_errmsg(const dcg_ctx *ctx);

/* Load card facts from a JSON file (an array of card objects, see
** cards/README.md) or from every *.json file in a directory, in name order.
** A card whose number is already loaded replaces it. On error nothing of the
** file is loaded and the message names the file, the card and the field. */
dcg_status dcg_load_cards(dcg_ctx *ctx, const char *path);
/* The same from a JSON text; name is used in messages. */
dcg_status dcg_load_cards_json(dcg_ctx *ctx, const char *json, const char *name);

/* Convert a community card database (JSON: an array of cards in the shape
** of the digimoncard.io or Aegis exports) into dcg card files, one per set,
** written to out_dir (which must exist). Facts only: a card with effect text
** gets "has_text" (it needs a script before it can be played). Cards whose
** number ctx has loaded already (the shipped ones) are left out, so loading
** the files never changes them. Every bad entry is reported with its index
** and field, and then nothing is written. Rule facts (rule lines at the
** start of the effect text, ACE and Overflow, link, DUAL) become card
** fields; *n_rules_left counts those in a form the importer does not read
** (the card's script must give them), listed by card in the text file
** DCG_IMPORT_UNREAD of out_dir. A card number the card files could not load
** (a space, '/', '\\', nothing before its '-') is refused, named. */
#define DCG_IMPORT_UNREAD "unread-rules.txt"
dcg_status dcg_cards_import(dcg_ctx *ctx, const char *json, const char *name, const char *out_dir, int *n_cards,
                            int *n_sets, int *n_rules_left);

/* Number of loaded cards, and card i (0 <= i < count) or NULL. Card indices
** are stable until another load replaces or adds cards. */
int dcg_card_count(const dcg_ctx *ctx);
const dcg_card *dcg_card_at(const dcg_ctx *ctx, int index);
/* Index of the card with this number ("ST1-03"), or -1. */
int dcg_card_find(const dcg_ctx *ctx, const char *number);
/* Is num card c's number, or one its [Rule] also gives it (2-3-4-5-1)? */
int dcg_card_has_number(const dcg_card *c, const char *num);

/* ---- formats ------------------------------------------------------------- */
/* A format: deck rules and game parameters. Formats are Lua files
** (scripts/formats/<name>.lua, see docs/formats.md). */
typedef struct dcg_format {
    char name[32];
    /* deck rules */
    int main_size;                 /* cards in the main deck (50) */
    int eggs_max;                  /* Digi-Eggs at most (5) */
    int copies;                    /* copies of one card number at most (4) */
    int n_sets;                    /* allowed sets ("ST1"); 0: every set */
    char sets[32][8];
    int n_banned;
    char banned[DCG_FORMAT_LIST][16];
    int n_restricted;              /* at most 1 copy */
    char restricted[DCG_FORMAT_LIST][16];
    int n_pairs;                   /* cards that may not be in one deck together */
    char pairs[32][2][16];
    /* game parameters */
    int hand;                      /* opening hand (5) */
    int security;                  /* starting security (5) */
    int memory_cap;                /* the gauge's last number (10) */
    int pass_memory;               /* memory the opponent gets on a pass (3) */
    int redraw;                    /* one opening redraw allowed (1) */
    int security_first;            /* security is set before the opening hand (0) */
    int breeding_move_level;       /* lowest level that may leave the breeding area (0: any with DP) */
} dcg_format;

/* The official rules with no restricted cards. */
void dcg_format_default(dcg_format *f);
/* Load a format by name (scripts/formats/<name>.lua in the loaded data
** directories, the last loaded first) or by path (a name with '/' or ending
** in ".lua"). Errors name the file and the field. */
dcg_status dcg_format_load(dcg_ctx *ctx, const char *name_or_path, dcg_format *out);

/* ---- decks ------------------------------------------------------------------ */
typedef struct dcg_deck {
    uint16_t main[DCG_DECK_MAX];   /* card indices into the context */
    uint16_t eggs[DCG_DECK_MAX];
    int n_main, n_eggs;
    uint16_t line_main[DCG_DECK_MAX]; /* source line of each card (0: unknown) */
    uint16_t line_eggs[DCG_DECK_MAX];
    char name[96];                 /* where it came from, for messages */
} dcg_deck;

/* How a deck list is written. */
typedef enum dcg_deck_style {
    DCG_DECK_TEXT,     /* digimoncard.io text: "4 Agumon ST1-03", section headers */
    DCG_DECK_TTS,      /* Tabletop Simulator: a JSON array of card numbers */
    DCG_DECK_PLAIN,    /* "4 ST1-03" lines */
    DCG_DECK_STYLE_COUNT
} dcg_deck_style;

/* Parse a deck list in any of the styles (detected: a JSON array is TTS,
** else text lines "COUNT [NAME] NUMBER", "//" and "#" comments, section
** headers ignored). Digi-Eggs go to the Digi-Egg deck by their kind. Then
** check it against the format (NULL: the official rules). Every problem is
** reported, one per line of the message, with its line number; returns
** DCG_EPARSE for unreadable lines or unknown cards, else DCG_EDECK for rule
** violations. name is used in messages. */
dcg_status dcg_deck_parse(dcg_ctx *ctx, const char *text, const char *name, dcg_deck *out);
dcg_status dcg_deck_parse_for(dcg_ctx *ctx, const char *text, const char *name, const dcg_format *f, dcg_deck *out);
dcg_status dcg_deck_load(dcg_ctx *ctx, const char *path, dcg_deck *out);
dcg_status dcg_deck_load_for(dcg_ctx *ctx, const char *path, const dcg_format *f, dcg_deck *out);
/* The warnings of the last deck parse on ctx, one per line with its line
** number ("" if none): a name that is not the name of its card number, a
** variant suffix (alternate art "ST1-03_P1") read as its card. */
const char *dcg_deck_warnings(const dcg_ctx *ctx);
/* Check a deck against a format; every violation reported. */
dcg_status dcg_deck_check(dcg_ctx *ctx, const dcg_deck *deck, const dcg_format *f);
/* Detect the style of a deck list. */
int dcg_deck_detect(const char *text);
/* Write a deck in a style; returns the length needed (like snprintf). */
int dcg_deck_write(const dcg_ctx *ctx, const dcg_deck *deck, int style, char *buf, size_t size);

/* ---- game state ------------------------------------------------------------- */
typedef struct dcg_state dcg_state;

size_t dcg_state_size(void);
/* Allocate a zeroed state (NULL when out of memory); free with dcg_state_free
** (NULL is a no-op). */
dcg_state *dcg_state_new(void);
void dcg_state_free(dcg_state *st);
/* Clone: dst becomes an exact copy of src. */
void dcg_state_copy(dcg_state *dst, const dcg_state *src);
/* 64-bit hash of the whole game (equal games hash equal). */
uint64_t dcg_state_hash(const dcg_state *st);
/* The hash of the position alone: the state without the engine's
** bookkeeping (the scripts' per-game budgets, the records of loops). Two
** ways of computing the same game (dcg_ctx_set_reference) may spend script
** budgets differently; their positions are the same. */
uint64_t dcg_position_hash(const dcg_state *st);

/* Start a game between two validated decks. Player 0 goes first (the caller
** plays rock-paper-scissors; swap the decks to change who starts). All
** randomness comes from seed. Runs to the first decision. */
dcg_status dcg_game_start(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first,
                          const dcg_deck *second, uint64_t seed);
/* The same under a format's game parameters (NULL: the official rules). */
dcg_status dcg_game_start_format(dcg_ctx *ctx, dcg_state *st, const dcg_deck *first, const dcg_deck *second,
                                 uint64_t seed, const dcg_format *f);

/* ---- decisions ------------------------------------------------------------ */
typedef enum dcg_decision_kind {
    DCG_DEC_NONE,          /* game over */
    DCG_DEC_MULLIGAN,      /* keep or redraw the opening hand */
    DCG_DEC_BREEDING,      /* hatch, move out, or do nothing */
    DCG_DEC_MAIN,          /* play, digivolve, use, attack, pass */
    DCG_DEC_BLOCK,         /* the defender may block with a Blocker */
    DCG_DEC_ORDER,         /* choose which of your triggered effects next */
    DCG_DEC_TARGET,        /* choose a card or Digimon for an effect */
    DCG_DEC_YESNO,         /* use an optional effect? */
    DCG_DEC_COUNTER,       /* the defender may use one [Counter] effect */
    DCG_DEC_BLITZ,         /* <Blitz>, <Vortex>: attack now (ATTACK options) or not (SKIP; none when an effect
                              says "it attacks") */
    DCG_DEC_LOOP,          /* an infinite loop you can stop: declare how often it repeats (18-3-3) */
    DCG_DEC_COUNT
} dcg_decision_kind;

typedef enum dcg_option_kind {
    DCG_OPT_KEEP, DCG_OPT_REDRAW,
    DCG_OPT_HATCH, DCG_OPT_MOVE, DCG_OPT_SKIP,
    DCG_OPT_PLAY, DCG_OPT_DIGIVOLVE, DCG_OPT_USE, DCG_OPT_ATTACK, DCG_OPT_PASS,
    DCG_OPT_BLOCK, DCG_OPT_NO_BLOCK,
    DCG_OPT_EFFECT,        /* activate this pending effect next */
    DCG_OPT_CARD,          /* choose this card / Digimon */
    DCG_OPT_YES, DCG_OPT_NO,
    DCG_OPT_DONE,          /* stop choosing (enough chosen) */
    DCG_OPT_ACTIVATE,      /* activate a [Main] effect of a card on the field (perm), in the hand or trash (perm 0) (req = effect) */
    DCG_OPT_NUMBER,        /* declare a number (target = the number) */
    DCG_OPT_MODE,          /* one of an effect's labelled modes, "choose one" (target = its index from 0) */
    DCG_OPT_DNA,           /* DNA digivolve card onto perm (its stack on top) and target (8-2); req: dcg_dna_suspends */
    DCG_OPT_DIGIXROS,      /* play card by DigiXros (7-2): the materials are packed in perm and target, read them
                              with dcg_xros_material; cost is the reduced play cost */
    DCG_OPT_LINK,          /* link card (from the hand, or a Digimon's top card in the battle area) to perm for cost
                              (10-1); target: 0, or 1 + the link card of perm trashed to make room (4-9-5) */
    DCG_OPT_APP_FUSION,    /* App Fusion (8-4): perm's link card target goes on top of it, card on top of that */
    DCG_OPT_BURST,         /* Burst Digivolve (8-3): return Tamer target to the hand, digivolve perm into card */
    DCG_OPT_ASSEMBLY,      /* play card by Assembly (7-3) for cost, the reduced play cost; the trash cards
                              to place under it are chosen next (TARGET decisions, in stacking order) */
    DCG_OPT_KEYWORD,       /* activate the [Main] keyword effect req (a dcg_keyword: <Training>, 16-41) of perm (card: its top card) */
    DCG_OPT_BLAST_DNA,     /* <Blast DNA Digivolve> (16-31), counter timing: DNA digivolve card from the hand onto the
                              Digimon perm and the card target from the hand, free; req 0: perm meets the first
                              requirement (it goes on top, 8-2-2-2), 1: the hand card does */
    DCG_OPT_COUNT
} dcg_option_kind;

#define DCG_NO_CARD 0xFF
#define DCG_PLAYER_TARGET 0xFFFF   /* attack target: the opponent player */

typedef struct dcg_option {
    uint8_t kind;      /* dcg_option_kind */
    uint8_t card;      /* card instance: played/used/digivolved-into card, or chosen card */
    uint16_t perm;     /* Digimon (permanent id) digivolved, attacking, blocking */
    uint16_t target;   /* attack target permanent, or DCG_PLAYER_TARGET; NUMBER: the number */
    int8_t cost;       /* memory to pay, where there is a cost */
    uint8_t req;       /* digivolution requirement used; effect index for EFFECT */
} dcg_option;

/* A DCG_OPT_DIGIVOLVE option's requirement (req's low bits) and, when it
** suspends its target for a <Digisorption>, which instance of the card's
** (0: the largest; 16-10-4: the card's smaller ones are asked next, each
** suspending another Digimon or declined, and its cost is then lower). */
#define DCG_EVO_REQ_BITS 4
#define DCG_EVO_REQ(o) ((o)->req & ((1 << DCG_EVO_REQ_BITS) - 1))
#define DCG_EVO_DIGISORPTION(o) (((o)->req >> DCG_EVO_REQ_BITS) & 7)
/* ... and, in its high bit, that its card's by-cost (dcg_card by_req) is paid first: the requirement it opens may be
** used, or any other (Q1680, Q1685). */
#define DCG_EVO_BY 0x80
/* A DCG_OPT_DNA option suspending one of its player's Digimon to take a
** pending discount had that way (BT3-103, 8-2-2-5; req: 1 + its place in
** the battle area): that Digimon's permanent id, or 0 (none; not DNA). */
uint16_t dcg_dna_suspends(const dcg_state *st, const dcg_option *o);
/* The cost reductions of card c's <Digisorption -N> instances (16-10),
** largest first, into less[3]; returns how many (one per value). */
int dcg_digisorptions(const dcg_card *c, int *less);

/* A DigiXros option's material for requirement slot k (0 .. the card's
** n_parts - 1): DCG_XROS_NONE, DCG_XROS_HAND (a card from the hand meeting
** it; copies are interchangeable), or DCG_XROS_BATTLE + i, the player's
** i-th Digimon in the battle area (its top card goes under, 7-2-2-7). */
enum { DCG_XROS_NONE = 0, DCG_XROS_HAND = 1, DCG_XROS_BATTLE = 2 };
int dcg_xros_material(const dcg_option *o, int k);
/* A card's DigiXros by count (xros_count): its option names no material
** (each DCG_XROS_NONE); req: the most cards that may go, cost: the cost
** with them. The cards are asked next, one at a time (7-2-2-3, the first
** directly under it), then done. */
#define DCG_XROS_ANY 255

typedef struct dcg_decision {
    uint8_t kind;      /* dcg_decision_kind */
    uint8_t player;    /* who must answer */
    uint8_t source;    /* card instance whose effect asks, or DCG_NO_CARD */
    int n;             /* number of options */
    dcg_option options[DCG_MAX_OPTIONS];
} dcg_decision;

/* Describe the pending decision and list its options in a fixed order.
** Returns DCG_EOVER when the game is over (out->kind == DCG_DEC_NONE).
** The context keeps the list: dcg_answer on the same state (or a copy of
** it) takes the option from it instead of listing again. */
dcg_status dcg_decision_get(dcg_ctx *ctx, const dcg_state *st, dcg_decision *out);
/* Answer the pending decision with option index i and run to the next
** decision. DCG_EINVAL (state unchanged) when i is out of range. */
dcg_status dcg_answer(dcg_ctx *ctx, dcg_state *st, int i);

/* The memory option i of d (the pending decision of st) leaves its player
** (d->player) with, for a client's "memory after": an option with a cost
** (play, use, digivolve, link ...) pays it; any other is answered on a copy
** of st (st is not changed) and read up to the first event that brings a
** hidden card to light or ends the turn, so "when attacking, lose 2
** memory" shows and nothing hidden leaks. Returns 1 and sets *after when
** the option has a cost or changes the memory so far, else 0 (*after is
** then the memory now). Answering the copy replaces the context's events
** (dcg_events) and its listed decision: take the events of the last call
** first. */
int dcg_option_memory(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, int *after);

/* Player p forfeits (1-2-4): at any point of the game, whoever must
** decide, p loses at once and the other player wins (DCG_WIN_CONCEDE).
** Nothing triggers or activates for it and no effect stops it (1-2-5).
** DCG_EOVER when the game is already over, DCG_EINVAL when p is not 0 or
** 1 (the state unchanged). A replay records it (dcg_replay.h). */
dcg_status dcg_concede(dcg_ctx *ctx, dcg_state *st, int p);

/* ---- reading the state ---------------------------------------------------- */
typedef enum dcg_zone {
    DCG_ZONE_NONE, DCG_ZONE_DECK, DCG_ZONE_EGGS, DCG_ZONE_HAND, DCG_ZONE_SECURITY,
    DCG_ZONE_TRASH, DCG_ZONE_BREEDING, DCG_ZONE_BATTLE, DCG_ZONE_PROCESSING,
    DCG_ZONE_LINK,         /* a link card, plugged into a Digimon (4-9): not on the field (4-9-4), not stacked */
    DCG_ZONE_COUNT
} dcg_zone;

typedef enum dcg_phase {
    DCG_PHASE_SETUP, DCG_PHASE_UNSUSPEND, DCG_PHASE_DRAW, DCG_PHASE_BREEDING,
    DCG_PHASE_MAIN, DCG_PHASE_END, DCG_PHASE_GAME_OVER, DCG_PHASE_COUNT
} dcg_phase;

int dcg_turn_player(const dcg_state *st);
int dcg_turn_number(const dcg_state *st);    /* 1 for the first turn */
int dcg_phase_of(const dcg_state *st);       /* dcg_phase */
/* Memory on player p's side (negative when on the opponent's side). */
int dcg_memory(const dcg_state *st, int p);
/* Winner (0 or 1) or -1 while the game goes on. */
int dcg_winner(const dcg_state *st);
/* How the game ended (dcg_win_reason), or -1 while it goes on. */
int dcg_win_reason_of(const dcg_state *st);

/* Cards of player p in an ordered zone (deck: top first; security: top first;
** hand; trash: newest last; eggs: top first; processing, link (4-9), in no area: by
** instance). Writes up to max instance ids, returns the zone's size. */
int dcg_zone_cards(const dcg_state *st, int p, int zone, uint8_t *out, int max);
/* Card index (into the context) of a card instance. */
int dcg_card_of(const dcg_state *st, int card);
int dcg_owner_of(const dcg_state *st, int card);

/* Digimon and Tamers on the field. A permanent is a stack of cards. */
typedef struct dcg_perm_info {
    uint16_t id;                 /* permanent id, stable while it stays on the field */
    uint8_t owner;
    uint8_t in_breeding;
    uint8_t suspended;
    uint8_t n;                   /* cards in the stack */
    uint8_t cards[DCG_MAX_STACK];/* bottom first; cards[n-1] is the top card */
    int32_t dp;                  /* current DP, -1 when none */
    dcg_kwset keywords;          /* keywords it has now */
    int8_t security_attack;      /* total Security Attack modifier */
    uint8_t can_attack;          /* could attack now if it were the main phase */
    uint8_t digimon;             /* a Digimon now: its top card is one (or a Digi-Egg), or an effect treats it as one
                                    too ("also treated as a 3000 DP Digimon", 15-12-1-4); 0 from dcg_stacks */
    uint16_t entered_turn;       /* the turn it was placed on the field (0: hatched, which is not playing, Q959) */
    uint8_t n_links;             /* its link cards (4-9), oldest first */
    uint8_t links[DCG_MAX_STACK];
} dcg_perm_info;
/* Permanents of player p (battle area, then breeding area). Returns count. */
int dcg_perms(dcg_ctx *ctx, const dcg_state *st, int p, dcg_perm_info *out, int max);
/* The same without what effects decide (dp -1; keywords, security_attack
** and can_attack 0): the stacks only, no effect consulted. */
int dcg_stacks(const dcg_state *st, int p, dcg_perm_info *out, int max);
/* The permanent with id id, as dcg_perms gives it; DCG_EINVAL when gone. */
dcg_status dcg_perm_get(dcg_ctx *ctx, const dcg_state *st, uint16_t id, dcg_perm_info *out);
/* The zone card instance card is in (dcg_zone; DCG_ZONE_NONE when unused). */
int dcg_zone_of(const dcg_state *st, int card);
/* Does card lie face up? Public areas' cards do but a face-down card on the
** field (under a card, 4-7-9); security cards don't but a face-up one
** (3-7-4, seen by both players); a security card being checked: it lay face
** up. 0 for hand, deck and Digi-Egg cards and a bad card. */
int dcg_card_face_up(const dcg_state *st, int card);

/* Triggered effects waiting to activate (15-4-4), in the engine's order. */
typedef struct dcg_pending_info {
    uint8_t card;                /* card instance the effect is written on */
    uint8_t owner;               /* the player who activates it */
    uint16_t perm;               /* the permanent it works from, 0 if none */
} dcg_pending_info;
/* Writes up to max, returns how many wait. */
int dcg_pending_effects(const dcg_state *st, dcg_pending_info *out, int max);

/* A lasting effect on a permanent, from a card's effect: its changes and
** how long it lasts. */
typedef enum dcg_until {
    DCG_UNTIL_END_OF_TURN,         /* ends with this turn */
    DCG_UNTIL_END_OF_PLAYER_TURN,  /* ends with a turn of `player` (the next one when `next`) */
    DCG_UNTIL_LEAVES,              /* lasts while the permanent is on the field */
    DCG_UNTIL_COUNT
} dcg_until;
typedef struct dcg_effect_info {
    uint8_t until;                 /* dcg_until */
    uint8_t player;
    uint8_t next;                  /* made this turn, ends with player's following turn */
    uint8_t all;                   /* on all of the owner's Digimon, not this one alone */
    int32_t dp;                    /* DP change, or with dp_is_set the DP it becomes */
    int8_t security_attack;        /* Security Attack change */
    dcg_kwset keywords;            /* keywords granted */
    dcg_kwset keywords_lost;       /* keywords taken away */
    uint8_t no_attack, no_block;   /* can't attack, can't block */
    uint8_t no_suspend;            /* can't suspend (11-2-5): nor attack, block, or be suspended by a cost or effect */
    uint8_t dp_is_set;             /* "DP becomes dp" (set before changes add, 15-12-2) */
    uint8_t loses_all;             /* it loses every keyword */
    uint8_t colors_set;            /* the colours it becomes (15-12-2: bit i is colour i), 0: none set */
    uint8_t as_digimon;            /* it is also treated as a Digimon whose DP is dp (15-12-1), not a change */
} dcg_effect_info;
/* The lasting effects on permanent perm_id, oldest first: writes up to max,
** returns how many there are (0 when it is not on the field). Continuous
** effects of cards ("while ...") are not listed: they are in its DP and
** keywords (dcg_perms). */
int dcg_perm_effects(const dcg_state *st, int perm_id, dcg_effect_info *out, int max);
/* ---- hidden information ---------------------------------------------------- */
/* Does viewer know which card instance `card` is? Yes in a public zone
** (trash, field, processing), in viewer's own hand, and where viewer saw it
** arrive (a card returned from the field to a hand or deck) until it moves
** unseen or its pile is shuffled; otherwise no (decks, security, the other
** hand, the Digi-Egg deck's order). */
int dcg_card_known(const dcg_state *st, int card, int viewer);
/* Re-deal, at random from the same cards, every card viewer does not know:
** for each player the unknown cards of the hand, deck and security are
** dealt again among those places and the Digi-Egg deck is reordered; the
** game's generator is reseeded from seed. What viewer knows is unchanged,
** every invariant holds, and the result depends only on what viewer knows,
** on the cards of each deck list (known, as at an open-list event) and on
** seed: two games that differ only in cards hidden from viewer give the
** same result. Cards an effect in progress is asking about count as known,
** and so do those it showed viewer before its question (revealed, drawn):
** answered, it runs again from its start and meets them where they were.
** For search AIs that must not look at what their player cannot see. */
void dcg_state_determinize(dcg_state *st, int viewer, uint64_t seed);

/* ---- what a player may know: the observation --------------------------------- */
/* One player's view of the game as plain arrays, for agents that learn:
** only what that player may know (dcg_card_known), so two games that
** differ only in cards hidden from them give the same observation. Sides
** are the viewer's first ([0]) and the opponent's ([1]). A card slot holds
** the card's index (dcg_card_at) when the viewer knows it, DCG_OBS_HIDDEN
** when not, DCG_OBS_EMPTY past the end of its pile or stack. */
#define DCG_OBS_HIDDEN (-1)
#define DCG_OBS_EMPTY (-2)
#define DCG_OBS_PERMS (DCG_MAX_PERMS + 1)   /* the battle area, then the breeding area */
/* The piles: the hand, the deck (top first), security (top first), the
** trash (newest last), the Digi-Egg deck (top first). */
enum { DCG_OBS_HAND, DCG_OBS_DECK, DCG_OBS_SECURITY, DCG_OBS_TRASH, DCG_OBS_EGGS, DCG_OBS_PILES };
/* The columns of dcg_observation.perm, one row per Digimon or Tamer. */
enum {
    DCG_OBS_PERM_ID,          /* the permanent's id (dcg_perm_info.id) */
    DCG_OBS_PERM_TOP,         /* its top card's index */
    DCG_OBS_PERM_DP,          /* its DP now, -1 when none */
    DCG_OBS_PERM_SUSPENDED,
    DCG_OBS_PERM_BREEDING,    /* 1 in the breeding area */
    DCG_OBS_PERM_CARDS,       /* cards in its stack */
    DCG_OBS_PERM_LINKS,       /* its link cards */
    DCG_OBS_PERM_SECURITY_ATTACK,
    DCG_OBS_PERM_CAN_ATTACK,
    DCG_OBS_PERM_DIGIMON,     /* a Digimon now (not a Tamer) */
    DCG_OBS_PERM_ENTERED,     /* the turn it was placed on the field */
    DCG_OBS_PERM_FIELDS
};
typedef struct dcg_observation {
    int32_t viewer;           /* the player it is for (0 or 1) */
    int32_t turn;             /* the turn number (0 before the first turn) */
    int32_t my_turn;          /* 1 in the viewer's turns */
    int32_t phase;            /* dcg_phase */
    int32_t memory;           /* on the viewer's side (negative: on the opponent's) */
    int32_t decision;         /* dcg_decision_kind of the pending decision (DCG_DEC_NONE: the game is over) */
    int32_t deciding;         /* 1 when the viewer must decide, 0 when the opponent must, -1 when over */
    int32_t result;           /* -1 while the game goes on; 1 the viewer won, 0 lost, 2 a draw */
    int32_t pile_size[2][DCG_OBS_PILES];
    int16_t piles[2][DCG_OBS_PILES][DCG_PLAYER_CARDS];
    int32_t n_perms[2];
    int32_t perm[2][DCG_OBS_PERMS][DCG_OBS_PERM_FIELDS];
    uint64_t keywords[2][DCG_OBS_PERMS];            /* the keywords it has now (dcg_kwset) */
    int16_t stack[2][DCG_OBS_PERMS][DCG_MAX_STACK]; /* its stack, bottom first (a face-down card the viewer may not look at: hidden) */
    int16_t links[2][DCG_OBS_PERMS][DCG_MAX_STACK]; /* its link cards, oldest first */
} dcg_observation;
/* Fill out with what viewer (0 or 1) may know of st. Lists the pending
** decision on ctx (as dcg_decision_get, which dcg_answer then reuses).
** DCG_EINVAL for another viewer. */
dcg_status dcg_observe(dcg_ctx *ctx, const dcg_state *st, int viewer, dcg_observation *out);

/* ---- events ------------------------------------------------------------------ */
typedef enum dcg_event_kind {
    DCG_EV_GAME_START,     /* a = seed low 32 bits */
    DCG_EV_SHUFFLE,        /* player's deck shuffled */
    DCG_EV_MOVE,           /* card moved: card, from, to; a: why (dcg_move_cause), b: the card whose effect
                              moved it (DCG_MOVE_EFFECT), else -1 */
    DCG_EV_MEMORY,         /* a = old memory of player 0, b = new */
    DCG_EV_PHASE,          /* a = new phase */
    DCG_EV_TURN,           /* player = new turn player, a = turn number */
    DCG_EV_PLAY,           /* card played (perm) */
    DCG_EV_DIGIVOLVE,      /* card placed on perm */
    DCG_EV_USE,            /* option card used */
    DCG_EV_SUSPEND,        /* perm suspended */
    DCG_EV_UNSUSPEND,      /* perm unsuspended */
    DCG_EV_ATTACK,         /* perm attacks target (a = target perm or DCG_PLAYER_TARGET); b = 1: switched to it (<Raid>, an effect) */
    DCG_EV_BLOCK,          /* perm blocks */
    DCG_EV_BATTLE,         /* perm vs a (perm) or security card; b: 0 tie, 1 first wins, 2 second wins */
    DCG_EV_SECURITY_CHECK, /* card checked from player's security by perm */
    DCG_EV_DELETE,         /* perm deleted (card = its top card); a = the Digimon that caused it
                              (the one it battled) or 0, b = dcg_delete_cause */
    DCG_EV_TRIGGER,        /* an effect triggered: card, a = effect */
    DCG_EV_EFFECT,         /* an effect activates: card, a = effect */
    DCG_EV_REDRAW,         /* player redrew the opening hand */
    DCG_EV_GAME_OVER,      /* player = winner, a = reason (dcg_win_reason) */
    DCG_EV_MODIFY,         /* an effect changed perm (a = DP change, b = Security Attack change) */
    DCG_EV_SCRIPT_ERROR,   /* card's effect failed and was skipped; see dcg_script_error */
    DCG_EV_LOOP,           /* player declared a loop's repeat count a (18-3-3); b = 1 when it is settled */
    DCG_EV_REVEAL,         /* card revealed to both players by an effect (deck, security, hand) */
    DCG_EV_LINK,           /* card linked to perm (10-1); a = cost paid, b = the link card it replaced (4-9-5) or DCG_NO_CARD */
    DCG_EV_COUNT
} dcg_event_kind;

/* Why a Digimon was deleted (DCG_EV_DELETE's b). */
typedef enum dcg_delete_cause {
    DCG_DEL_BATTLE,        /* it lost a battle (14-2) */
    DCG_DEL_EFFECT,        /* an effect deleted it */
    DCG_DEL_ZERO_DP,       /* the rule check found it at 0 DP (17-1-3) */
    DCG_DEL_CAUSE_COUNT
} dcg_delete_cause;

typedef enum dcg_win_reason {
    DCG_WIN_SECURITY,      /* a successful attack on a player with no security */
    DCG_WIN_DECK_OUT,      /* the loser could not draw in their draw phase */
    DCG_WIN_TURN_LIMIT,    /* never in real play: the engine's turn cap was hit (draw) */
    DCG_WIN_LOOP,          /* an infinite loop no player can stop (18-3-2): a draw */
    DCG_WIN_DECISION_LIMIT,/* never in real play: DCG_MAX_DECISIONS answers (draw; dcg_answer says so) */
    DCG_WIN_ID_LIMIT,      /* never in real play: effects used up the permanent ids (draw) */
    DCG_WIN_CONCEDE,       /* the loser conceded (dcg_concede, 1-2-4) */
    DCG_WIN_EFFECT,        /* a card's effect made a player win or lose (1-2-6) */
    DCG_WIN_COUNT
} dcg_win_reason;

/* Why a card moved (DCG_EV_MOVE's a): by the rules (a draw, a security
** check, a battle, a deletion's cards going to the trash...) or by an
** effect, whose card is the event's b. */
typedef enum dcg_move_cause { DCG_MOVE_RULE, DCG_MOVE_EFFECT } dcg_move_cause;

typedef struct dcg_event {
    uint8_t kind;       /* dcg_event_kind */
    uint8_t player;     /* player concerned */
    uint8_t card;       /* card instance, or DCG_NO_CARD */
    uint8_t from, to;   /* zones, for MOVE */
    int16_t def;        /* card index into the context, -1 when hidden */
    uint16_t perm;      /* permanent concerned */
    int32_t a, b;
} dcg_event;

/* Events produced by the last dcg_game_start / dcg_answer call, in order.
** The pointer stays valid until the next call on ctx. */
const dcg_event *dcg_events(const dcg_ctx *ctx, int *count);
/* Record events (on, the default) or not (fast simulation: dcg_events then
** gives none). Returns the previous setting. */
int dcg_events_record(dcg_ctx *ctx, int on);
/* A copy of ev as player viewer may see it: cards moving between zones that
** viewer may not look at have def set to -1. */
dcg_event dcg_event_view(const dcg_state *st, const dcg_event *ev, int viewer);

/* ---- words: what the terminal shows ----------------------------------------- */
/* The dcg command's words for options, questions and events, for every
** client (the bindings show the same). Each reads the engine (options are
** tried on a copy of the game, as dcg_option_memory does), so take the
** events of the last call before describing options.
** How a client names what is on the board for player me: me's Digimon and
** Tamers by the letters a, b, c ..., the opponent's A, B, C ..., me's hand
** cards by the numbers 1, 2, 3 ... dcg play keeps a letter with its
** Digimon while it stays on the field; dcg_labels_read gives them afresh,
** in the engine's order. */
#define DCG_LABEL_PERMS 24
typedef struct dcg_labels {
    int me;
    uint16_t perm[2][DCG_LABEL_PERMS]; /* [0]: me's, [1]: the opponent's: the permanent with letter k, 0: none */
    int hand[DCG_PLAYER_CARDS];        /* 1 + the card instance with hand number k + 1, 0: none */
} dcg_labels;
void dcg_labels_read(dcg_ctx *ctx, const dcg_state *st, int me, dcg_labels *out);
/* A permanent's letter, or 0; a card instance's hand number, or 0. */
char dcg_label_of(const dcg_labels *l, int perm_id);
int dcg_label_hand_pos(const dcg_labels *l, int card);
/* The name of a card instance's card ("?" for none). */
const char *dcg_card_name(dcg_ctx *ctx, const dcg_state *st, int card);

typedef struct dcg_option_text {
    char key[16];      /* what to type: "p3" plays hand card 3, "xaB": a attacks B, "k" keeps the hand */
    char text[512];    /* "Play Agumon (hand 3) for 3 (memory after: 0)" */
    char brief[64];    /* a few words for a compact list ("Agumon 3"), or "" */
    int ends_turn;     /* choosing it ends the turn (the memory passes to the opponent) */
} dcg_option_text;
/* Option i of d, the pending decision of st, in words for d->player, with
** the cards named by labels (NULL: dcg_labels_read for d->player). Two
** options may have the same key (a Digimon with two digivolution costs):
** dcg play tells them apart by ".2", ".3". */
void dcg_option_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, const dcg_labels *labels,
                         dcg_option_text *out);
/* The question of d ("Main phase: what now?", an effect's choice with what
** it is for and the effect's summary). */
void dcg_decision_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, char *buf, size_t size);
/* One line for event evs[i] of the n the last call gave (dcg_events), as
** viewer sees it (-1: everything); "" for one the log leaves out. st: the
** state after the call; before: the state before it (NULL at the start),
** for what was on the field then (an attack's target as it was). */
void dcg_event_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, const dcg_event *evs, int n, int i,
                        int viewer, char *buf, size_t size);

/* ---- card scripts ----------------------------------------------------------- */
/* Load the card scripts under dir: every <NUMBER>.lua (any depth) whose
** number is a loaded card declares that card's effects, replacing earlier
** ones. Load cards first. A script that fails to load is reported with its
** file and line; nothing of it is kept. */
dcg_status dcg_load_scripts(dcg_ctx *ctx, const char *dir);
/* Load a whole data directory: its *.json card files (or cards/ inside it)
** and its scripts (scripts/ inside it, or the directory itself). What it
** holds is read from its own regular files and folders only: an entry that
** is a symbolic link, a FIFO or a device is refused by name, never followed
** or opened, and a file larger than DCG_MAX_SCRIPT_FILE (scripts, libraries,
** formats) or DCG_MAX_CARD_FILE (card data) is refused (dcg_limits.h). */
dcg_status dcg_load_dir(dcg_ctx *ctx, const char *dir);
/* Data directory i loaded with dcg_load_dir (0 the first), NULL past the last. */
const char *dcg_data_dir(const dcg_ctx *ctx, int i);
/* Does card index i have a script? */
int dcg_card_scripted(const dcg_ctx *ctx, int index);
/* The last script failure during play ("" if none): card, file, line, what. */
const char *dcg_script_error(const dcg_ctx *ctx);
/* What decides how games play on ctx: digests of the loaded card facts,
** of every card script and helper library loaded into it (in any order),
** and of the format file last loaded. Replays record it and refuse to play
** against another (dcg_replay_check). */
typedef struct dcg_digest {
    uint64_t cards, scripts, format;
} dcg_digest;
dcg_digest dcg_content_digest(const dcg_ctx *ctx);
/* Script failures counted on ctx since it was created (also with events
** off): failed effects, failed conditions and value functions (each
** counted every time, reported as an event once per effect and game),
** cards disabled for using their per-game budget, dropped triggers. */
int dcg_script_error_count(const dcg_ctx *ctx);
/* The same errors by card number, since the context was made or
** dcg_script_errors_clear: how many card numbers failed; the i-th (in the
** order they first failed) gives its number ("" for an error of no card),
** with *count its errors and *first the first one's message. */
int dcg_script_error_cards(const dcg_ctx *ctx);
const char *dcg_script_error_card(const dcg_ctx *ctx, int i, int *count, const char **first);
/* Forget the errors by card (dcg_script_error_count goes on counting). */
void dcg_script_errors_clear(dcg_ctx *ctx);
/* The message of a DCG_EV_SCRIPT_ERROR event of the last call (the first 16
** of a call each keep their own; later ones give the last failure). */
const char *dcg_script_error_of(const dcg_ctx *ctx, const dcg_event *ev);

/* ---- AI players ---------------------------------------------------------- */
/* An AI is a type (a name and three functions) and players made from it.
** Built in: "random", "greedy" and "mcts" (information-set Monte Carlo tree
** search, engine/core/mcts.c on the game's rules, official/search.c; options playouts=N per decision (128), tree=N
** levels (1), depth=N turns a play-out lasts before it is evaluated (2; 0:
** to the end), c=X exploration (0.1), policy=greedy|random (greedy)).
** A researcher adds one in C by filling a dcg_ai_type (using only this
** header) and registering it; the rules need no change. The engine lists every legal option, so an AI only
** ranks them. */
typedef struct dcg_ai_type {
    const char *name;        /* what `dcg sim --ai1 NAME` finds */
    const char *summary;     /* one line for --help */
    /* Make a player. seed: all its randomness; options: "key=value,..." or
    ** "" (each type documents its keys and refuses unknown ones). Returns
    ** its data, or NULL with a message in err (at most err_size bytes). */
    void *(*create)(uint64_t seed, const char *options, char *err, size_t err_size);
    /* Choose for d, the pending decision of st (d->player decides): an
    ** index in 0..d->n-1. May run the engine on copies of st (with ctx, a
    ** context with the game's cards); never changes st. */
    int (*pick)(void *self, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d);
    void (*destroy)(void *self);
} dcg_ai_type;

/* Add an AI type; the pointer must stay valid. Registration is process-wide
** and not thread-safe: register before threads use AIs. DCG_EINVAL when
** the name is taken or empty, DCG_ELIMIT when the list is full. */
dcg_status dcg_ai_register(const dcg_ai_type *type);
/* Registered types in order (built-ins first); NULL past the end. */
const dcg_ai_type *dcg_ai_type_at(int i);

typedef struct dcg_ai dcg_ai;
/* Make an AI player from a spec "NAME" or "NAME:OPTIONS" ("mcts:playouts=200").
** Errors (unknown name, bad option) are set on ctx. Free with dcg_ai_free
** (NULL is a no-op). The same spec and seed play the same way. */
dcg_status dcg_ai_new(dcg_ctx *ctx, const char *spec, uint64_t seed, dcg_ai **out);
int dcg_ai_choose(dcg_ai *ai, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d);
const dcg_ai_type *dcg_ai_type_of(const dcg_ai *ai);
void dcg_ai_free(dcg_ai *ai);

/* The built-in players as an enum, for one-call use (default options). */
typedef enum dcg_ai_kind {
    DCG_AI_RANDOM,     /* uniform over the legal options */
    DCG_AI_GREEDY,     /* one-ply heuristic: best immediate option */
    DCG_AI_MCTS,       /* information-set Monte Carlo tree search (core/mcts.c) */
    DCG_AI_COUNT
} dcg_ai_kind;

/* The AI named name ("random", "greedy"), or -1. */
int dcg_ai_find(const char *name);
const char *dcg_ai_name(int ai);
/* Choose an option of decision d. rng is the AI's own generator state (any
** seed; it is not part of the game, the answers are). Returns an index.
** A random or greedy player made by dcg_ai_new with seed S plays as this
** with *rng = S. */
int dcg_ai_pick(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int ai, uint64_t *rng);

/* ---- diagnostics ---------------------------------------------------------- */
/* Check every invariant of the state (each card in exactly one place, counts
** constant, memory in -10..10, ...). Returns DCG_OK or DCG_EINVAL with the
** first broken invariant in the message. */
dcg_status dcg_state_check(dcg_ctx *ctx, const dcg_state *st);

/* Set the context's message (printf-style) and return s: how the engine
** fails, and how programs on it that report through dcg_errmsg (the
** scenario runner) fail too. */
dcg_status dcg_err(dcg_ctx *ctx, dcg_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Names for display. */
const char *dcg_zone_name(int zone);
const char *dcg_phase_name(int phase);
const char *dcg_kind_name(int kind);
const char *dcg_event_name(int kind);
const char *dcg_color_name(int color_bit);

#ifdef __cplusplus
}
#endif
#endif
