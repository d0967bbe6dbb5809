/* dbe.h: the DBE ruleset's internals (docs/dbe.md): card facts, the game
** state as plain data, and the functions the ruleset's files share. It
** includes no header of the official game's internals. */
#ifndef DCG_DBE_INTERNAL_H
#define DCG_DBE_INTERNAL_H
#include "dcg_dbe.h"
#include "hash.h"   /* engine/core: the hash of plain-data states */
#include "rng.h"    /* engine/core: the seeded generator on the state's four words */
#include <stdbool.h>
#include <stdio.h>

#define DBE_MAX_CARDS 256      /* card definitions */
#define DBE_NAME 32
#define DBE_MAX_INST 128       /* card instances in one game (2 decks of 50 and room) */
#define DBE_REVIVE_HP 10       /* Revive with no amount given (Glossary: Revive) */
#define DBE_ALIASES 3          /* names a card also counts as (Glossary: Also counts as) */
#define DBE_BOX 4              /* names and bonuses in an evo-box */
#define DBE_TURN_LIMIT 200     /* a game still going at this turn is a draw (docs/dbe.md) */
#define DBE_HAND_LIMIT 6
#define DBE_WIN_KOS 4
#define DBE_NOVA_MAX 10        /* Glossary: Nova counter */
#define DBE_ONCE_MAX 8         /* [1/Turn] effects one player can have used in a turn */

/* Types are bits (a card's primary type and subtypes together). */
enum { DBE_NATURE = 1, DBE_DRAGON = 2, DBE_ENIGMA = 4, DBE_WIND = 8, DBE_NIGHTMARE = 16, DBE_METAL = 32,
       DBE_JUNGLE = 64, DBE_MARINE = 128 };
#define DBE_TYPE_COUNT 8
extern const char *const dbe_type_names[DBE_TYPE_COUNT];

/* Attack abilities (Glossary: Attack Abilities). */
typedef enum {
    AB_NONE, AB_FIRST, AB_COUNTER, AB_CRASH, AB_DRAIN, AB_JAMMING, AB_GUARD, AB_KILLER, AB_X3,
    AB_DRAW, AB_TRASH, AB_FLATTEN, AB_GRUDGE, AB_SHATTER, AB_STATIC, AB_RECYCLE, AB_MIMIC, AB_RECODE, AB_CORRUPT,
    AB_COUNT
} dbe_ability;
extern const char *const dbe_ability_names[AB_COUNT];
extern const char *const dbe_attack_names[DBE_ATTACKS + 1];   /* "circle", "triangle", "cross", NULL */

typedef struct dbe_bonus {     /* an evo-box bonus: when evolving from a card so named */
    char from[DBE_NAME];       /* a name, or a partial name with dashes: "-mon", "kok-", "-devi-" */
    int16_t draw, hp, power, dp_minus;
} dbe_bonus;

typedef struct dbe_card {
    char number[16], name[DBE_NAME];
    char alias[DBE_NAME];      /* "Also counts as" / "Alias" (Glossary): a second name, "" none */
    uint8_t kind, level, types;
    int16_t dp_cost;           /* -1: none printed (cannot be evolved to by DP) */
    int16_t plus_p, hp;
    int16_t power[DBE_ATTACKS];
    uint8_t ability[DBE_ATTACKS], ab_attack[DBE_ATTACKS], ab_types[DBE_ATTACKS];
    int8_t ab_n[DBE_ATTACKS];
    uint8_t ab_flat[DBE_ATTACKS];  /* Flatten's conditions (with ab_types): bits 0-3 the other's level R..M, 4-6 its attack */
    uint8_t n_names;           /* evo-box names: evolving from them ignores type and level */
    char names[DBE_BOX][DBE_NAME];
    uint8_t n_bonus;
    dbe_bonus bonus[DBE_BOX];
    uint8_t n_dna;             /* DNA materials by name (evo_box.dna), 0 or 2 */
    char dna[2][DBE_NAME];
    uint8_t support;           /* has a Support effect (its script's support function) */
    uint8_t voids;             /* its Support voids the other's Support (script field void) */
    uint8_t ev_ignore_level, ev_ignore_type, ev_ignore_dp; /* an Evolution card's waivers */
    /* timings (docs/dbe.md: timings), from its script: phase abilities (a bit per
    ** dbe_phase_fields entry), ACTIVATE (once: [1/Turn]), Any Phase, Turbo (1, or 2:
    ** with a discard as its cost; turbo_if its condition, turbo_risk its added risk),
    ** Data Break; and its Passive's Power (card facts) */
    uint16_t phase_mask;
    uint8_t activate, once, any_phase, turbo, turbo_if, turbo_risk, data_break;
    int16_t passive_power;
    uint8_t proxy, ace, firewall, gem; /* Deck Construction marks (cards/dbe/README.md) */
    char data_name[DBE_NAME];  /* a DATA card: the name it is DATA of ("Solardramon DATA": Solardramon) */
    uint8_t attachable;        /* may be attached (field attach; Glossary: Attach) */
    int16_t attach_power;      /* attached: every attack of the active gains this Power */
    int script_ref;            /* LUA_NOREF, or the card's script table */
    /* DNA materials (evo_box.dna, Evolving by DNA): each by name (dna[k], "" none), type
    ** (bits, 0 none) and level (DBE_LEVEL_NONE none), every given one required */
    uint8_t dna_types[2], dna_level[2];
    uint8_t evolve_timing;     /* EVOLVE timing: its script's 'evolve' effect, played from the hand */
    char alias_more[DBE_ALIASES - 1][DBE_NAME]; /* further aliases after alias, "" none (reading R10-C-6) */
    char ab_flat_name[DBE_ATTACKS][DBE_NAME];    /* Flatten's name condition, "" none (reading R10-C-7) */
    int16_t attach_dp, attach_hp;  /* attached: DP while attached; HP gained when attached (reading R10-C-1) */
    uint8_t attach_slots;      /* attached: extra attach slots it adds (the gray hexagon) */
    int16_t revive_hp;         /* a Digimon's own passive Revive (its HP), 0 none (reading R10-C-4) */
    /* flip cards (flip.c; Glossary: Flip / Flip Cards / Star / Moon / Initial side): each
    ** side is a card of its own sharing the number, the second stored just after the first */
    uint8_t side;              /* 0: not a flip card; DBE_SIDE_STAR or DBE_SIDE_MOON: its symbol */
    uint8_t back;              /* the second side (dcg_dbe_card_find gives the first) */
    uint8_t initial;           /* (the first side) the card begins the game on it: the up arrow */
    int16_t flip;              /* the other side (a card index), when side */
    /* Passives other than Power (passive.c, facts "passive"): DP, stacks of 1st Attack and the
    ** other's attacks set to 0 (Guard) while the card is in play */
    int16_t passive_dp;
    uint8_t passive_first, passive_guard;
} dbe_card;
enum { DBE_SIDE_NONE, DBE_SIDE_STAR, DBE_SIDE_MOON };

typedef struct dbe_pile { uint8_t n; uint8_t c[DCG_DBE_ZONE_MAX]; } dbe_pile;

typedef struct dbe_player {
    dbe_pile z[DBE_ZONES];     /* card instances; a pile's top is its last card */
    int16_t hp, boost[DBE_ATTACKS], perm_power, dp_mod;
    uint8_t abnormal, ko_points, evolved, racked, flat;
    int8_t attack;             /* the secret choice of the turn, -1 none */
    uint8_t first, first_tick; /* stacks of 1st Attack and when the last was gained */
    uint8_t second_forced, guard_mask; /* guard_mask: the other's attacks set to 0 */
    uint8_t sup_blind, sup_voided, sup_misfire, sup_resolved;
    int8_t sup_card;           /* the Support played (an instance), -1 none */
    uint8_t played_support;    /* has answered the Support decision this turn */
    int16_t partner;           /* the partner level R (a card index), -1 none */
    int16_t revive;            /* Set Revival this turn: the HP to revive with, 0 none (Glossary: Revive) */
    uint8_t revived;           /* the active stack was revived: worth exactly 1 KO point from then */
    int16_t mimic_power;       /* Mimic: the other's named attack's Power, taken before supports resolve */
    uint8_t nova;              /* nova counters, at most 10 (Glossary: Nova counter) */
    uint8_t n_once;            /* [1/Turn]: the cards whose once-a-turn effect was used this turn */
    uint16_t once_used[DBE_ONCE_MAX];
    uint8_t n_s0;              /* instances used at the running step 0 */
    uint8_t s0_used[DBE_ONCE_MAX];
    uint8_t gems_up;           /* Pre-Game Setup: the side pile's bottom cards that are gems, face up */
    int16_t partner_inst;      /* the declared copy of the partner (an instance), -1 none (reading 19) */
    uint8_t extra_slots;       /* attach slots beyond the one every player has (Glossary: Attach Slot) */
    uint8_t evolve_card;       /* played its one EVOLVE-timing card from the hand this turn (Evolution Phase) */
    uint8_t revive_by;         /* the player whose effect set revive, plus 1 (0: p's own) */
    int16_t grudge_revive;     /* this battle's Grudge Revival (a passive Revive), 0 none */
} dbe_player;

/* Where the game stands: each stage asks a decision or moves on (game.c). */
/* A choice a card's effect asks (choice.c, docs/dbe.md "Choices"): plain data,
** so a state with a pending choice copies, hashes and replays like any other.
** The effect does not wait inside Lua: it ends when it asks, and the engine
** calls the continuation the script named (next) with the answer. */
#define DBE_CHOICE_OPTS 48
#define DBE_CHOICE_LABELS 6
#define DBE_LABEL 16
enum { CH_PICK, CH_PLACE, CH_NAME };          /* what is asked */
enum { ACT_NONE, ACT_RECYCLE, ACT_TAKE, ACT_ATTACH, ACT_EJECT };     /* what the engine does with the picks (keywords) */
typedef struct dbe_choice {
    uint8_t on, kind, act, chooser, player, first; /* first: the effect's Support resolves first (Fast) */
    uint8_t min, max, n_opt, n_picked;
    uint8_t owner, zone;       /* PLACE: the deck looked at; TAKE, ATTACH: whose zone, which */
    uint8_t n_left, n_top, n_bottom; /* PLACE: the deck's top n_left still to place; placed so far */
    uint8_t call_who, call_bottom, call_depth, call_once; /* NAME (Call): whose decks, where, how deep */
    int16_t card;              /* the card whose script continues, -1 none */
    int16_t opt[DBE_CHOICE_OPTS];    /* PICK: card instances, or -1-k for label k */
    int16_t picked[DBE_CHOICE_OPTS]; /* PICK: the options' values picked; NAME: card indices named */
    int16_t memo[4];
    uint8_t n_memo;
    char next[DBE_LABEL];      /* the continuation: a function field of the card's script table */
    char label[DBE_CHOICE_LABELS][DBE_LABEL];
    uint8_t onto;              /* ATTACH: onto that player's Digimon, plus 1 (0: the zone owner's); EJECT: whose attachments */
} dbe_choice;

typedef enum {
    S_MULLIGAN, S_TURN_START, S_FULL_MULLIGAN, S_PLAY, S_PARTNER, S_RACK, S_EVOLVE, S_STRATEGY, S_ATTACK_TP, S_ATTACK_NTP,
    S_SUPPORT_NTP, S_SUPPORT_TP, S_RESOLVE, S_DISCARD, S_END, S_OVER,
    S_STEP0, S_DRAW, S_BATTLE, /* a phase's step 0 (timing.c); Prep's draw; the battle after its step 0 */
    S_GEMS,                    /* Pre-Game Setup, Side Piles: the gem cards set face up (deck.c) */
    S_STEP0_AB                 /* a phase's step 0, its phase abilities (resumed after a choice one asks) */
} dbe_stage;

struct dcg_dbe_state {
    uint64_t rng[4];           /* xoshiro256** */
    uint16_t inst_card[DBE_MAX_INST];
    uint8_t inst_owner[DBE_MAX_INST];
    uint8_t inst_destiny[DBE_MAX_INST]; /* came from the Destiny Zone: deleted when it leaves play */
    uint8_t n_inst;
    uint8_t stage, phase, decider, turn_player, first_player, tick;
    int8_t winner;
    uint16_t turn;
    dbe_player p[2];
    uint8_t s0_resume, s0_second; /* step 0: the stage after it; the non-turn player's turn to use */
    uint8_t resolve_started;   /* the Support resolution's voids and misfires are done */
    uint8_t battle_looked;     /* Battle step 2: the deck-looking abilities (Recode, Corrupt) are done */
    dbe_choice choice;         /* a pending choice of a card's effect */
    /* Supports placed by effects (support_added.c; Support Phase): the resolution's round
    ** (0: the supports played), and per player the support pile's cards used so far */
    uint8_t sup_round, sup_used[2];
    /* a copy of a flip card without an initial side: its first side + 1 (its other side is
    ** the next card), 0 otherwise; determinize draws anew the side of the other's hidden ones */
    uint16_t inst_flip_free[DBE_MAX_INST];
    uint8_t s0_ab;             /* step 0: the next phase ability to run (player, card in play, field) */
    /* the copy's side was seen by its owner's opponent (it left a zone they see, or was shown):
    ** determinize keeps that side when the copy is hidden again (zone.c, flip.c; R10-D-8) */
    uint8_t inst_side_seen[DBE_MAX_INST];
};

struct dcg_dbe_ctx {
    const dbe_card *cards;
    dbe_card *cards_rw;
    int n_cards;
    void *L;                   /* lua_State of the card scripts */
    struct dcg_dbe_state *cur; /* the game a running script acts on */
    int cur_player, cur_first;     /* the script's player; its Support resolves first */
    int cur_card;                  /* the running script's card */
    int cur_asks;                  /* it may ask a choice (a Support effect, or what it continues to) */
    const char *cur_field;         /* the running script function's name (for errors) */
    size_t mem_used;               /* the VM's memory, against DBE_SCRIPT_MEMORY */
    int script_errors;
    char script_err[256];          /* the first script error */
    char err[256];
    int log_on;
    size_t log_len;
    char log[8192];
};


/* cards.c */
int dbe_cards_load(dcg_dbe_ctx *ctx, const char *path);
int dbe_type_bit(const char *name);
bool dbe_name_matches(const char *pattern, const char *name);
bool dbe_card_named(const dbe_card *c, const char *pattern); /* its name or its alias */

#define DBE_SCRIPT_MEMORY (8u << 20)
#define DBE_SCRIPT_STEPS 100000      /* VM instructions per call */
/* script.c: the sandboxed VM and the DBE card API */
int dbe_script_open(dcg_dbe_ctx *ctx);
int dbe_script_load_dir(dcg_dbe_ctx *ctx, const char *dir);
void dbe_script_close(dcg_dbe_ctx *ctx);
/* Run a card's support function for player p; false when it failed (its effect is lost). */
bool dbe_script_support(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, int p, bool first);
/* Run the function field of a card's script for player p (result: its boolean
** return, when asked); false when it failed or the script has no such function. */
bool dbe_script_call(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, const char *field, int p, bool first,
                     bool *result);
/* The same for an effect that may ask a choice (a phase ability, ACTIVATE, Any Phase, Turbo,
** Data Break: docs/dbe.md, Choices); the caller settles it and waits for the answers. */
bool dbe_script_effect(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int card, const char *field, int p);

/* timing.c: each phase's step 0 (phase abilities, ACTIVATE, Any Phase, Turbo,
** Data Break) and what is in play */
extern const char *const dbe_phase_fields[];   /* "draw_phase", "prep_phase", ..., NULL */
void dbe_phase_start(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int phase, int resume);
void dbe_step0_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d);
void dbe_step0_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o);
void dbe_step0_pass(dcg_dbe_state *st);
int dbe_in_play(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int out[2]);
int dbe_mastery(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
void dbe_new_turn_uses(dcg_dbe_state *st);
void dbe_step0_abilities(dcg_dbe_ctx *ctx, dcg_dbe_state *st); /* run (or resume) the phase abilities */
/* The Support Phase's two moments (a player's Support decision): Any Phase, Turbo and Turbo
** Support uses (DBE_OPT_USE) beside the Support; dbe_use resolves one (the decision stays). */
void dbe_support_uses(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p);
void dbe_use(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const dcg_dbe_option *o);

/* passive.c: Passives other than Power (the facts' "passive") */
struct cJSON;
int dbe_passive_read(dcg_dbe_ctx *ctx, dbe_card *c, const struct cJSON *o);
int dbe_passive_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
void dbe_passive_battle(dcg_dbe_ctx *ctx, dcg_dbe_state *st);

/* destiny.c: the Destiny Zone's special cards in a game */
void dbe_setup_destiny(const dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p);
void dbe_proxy_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d, int p);
void dbe_proxy_play(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int proxy, int partner);
int dbe_leave_to(const dcg_dbe_state *st, int inst, int to);
bool dbe_is_partner(const dcg_dbe_state *st, int p, int inst);

/* Run a card's continuation fname for the choice ch (just answered); false when it failed. */
bool dbe_script_continue(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_choice *ch, int result);

/* choice.c: choices a card's effect asks (DBE_DEC_CHOOSE) */
void dbe_choice_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d);
void dbe_choice_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o);
void dbe_choice_text(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, const dcg_dbe_option *o, char *buf,
                     size_t size);
/* Ask a choice (the record filled but for on). The asker then ends and calls
** dbe_choice_settle (outside Lua), which finishes choices with nothing to ask. */
void dbe_choice_ask(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dbe_choice *ch);
void dbe_choice_settle(dcg_dbe_ctx *ctx, dcg_dbe_state *st);
void dbe_recode(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int deck_owner, int x, int card, const char *next);
/* The instances whose identity the chooser was shown (for observe and determinize). */
int dbe_choice_shown(const dcg_dbe_state *st, uint8_t *out);

/* zone.c: the one door for card movement, and what reads the board */
void dbe_move(dcg_dbe_state *st, int p, int inst, int from, int to);
int dbe_take_top(dcg_dbe_state *st, int p, int from, int to);
void dbe_place(dcg_dbe_state *st, int p, int inst, int zone, int pos); /* move within a pile to index pos */
int dbe_pile_find(const dbe_pile *z, int inst);
const char *dbe_invariant_broken(const dcg_dbe_state *st);
void dbe_check(const dcg_dbe_state *st);   /* aborts on a broken invariant in test builds */
void dbe_shuffle(dcg_dbe_state *st, dbe_pile *z);
int dbe_draw(dcg_dbe_state *st, int p, int n);
int dbe_static(dcg_dbe_state *st, int p, int n);       /* the bottom n of p's trash deleted */
const dbe_card *dbe_inst(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int inst);
int dbe_active(const dcg_dbe_state *st, int p);         /* the active's instance, or -1 */
const dbe_card *dbe_active_card(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
int dbe_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
int dbe_abnormal_stat(int printed, int level);
int dbe_power(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int attack); /* before battle abilities */
void dbe_logf(dcg_dbe_ctx *ctx, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* game.c / evolve.c / battle.c */
void dbe_run(dcg_dbe_ctx *ctx, dcg_dbe_state *st);      /* advance to the next decision */
void dbe_set_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int inst, bool evolved);
void dbe_evolve_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d);
void dbe_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int evo_card, bool remove_flat);
void dbe_partner_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d);
void dbe_partner_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int partner_c);
void dbe_evolve_dna(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int material);
void dbe_support_resolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st);
void dbe_battle(dcg_dbe_ctx *ctx, dcg_dbe_state *st);
void dbe_gain_first(dcg_dbe_state *st, int p);
void dbe_end_turn(dcg_dbe_ctx *ctx, dcg_dbe_state *st);
void dbe_win(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int winner, const char *why);

/* evolve.c / evolve_effect.c: evolution by a card's effect (Effect Evolution), "as
** evolved" and Downgrade (Glossary), EVOLVE-timing cards, DNA materials */
enum { DBE_EFX_EFFECT, DBE_EFX_VALID, DBE_EFX_DOWNGRADE, DBE_EFX_AS_EVOLVED };
extern const char *const dbe_efx_names[];     /* "effect", "valid", "downgrade", "as_evolved", NULL */
bool dbe_effect_future_ok(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int future, int how);
bool dbe_effect_evolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int future, int how);
void dbe_play_evolve_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int card);
bool dbe_dna_material(const dbe_card *future, int k, const dbe_card *m);
struct cJSON;
const char *dbe_dna_parse(dbe_card *c, const struct cJSON *dna);   /* NULL, or what is wrong */
struct lua_State;
const char *dbe_script_evolve_fields(struct lua_State *L, dbe_card *c); /* the table on top: 'evolve'; NULL or what is wrong */
/* attach.c: attachments (Glossary: Attach, Attach Slot, Eject). A player's
** attach zone holds the cards attached to their Digimon, whoever owns them. */
int dbe_attach_slots(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
bool dbe_attach_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, int inst, int from); /* false: not attached */
bool dbe_attach_room(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, const dbe_choice *cont); /* true: asked which to eject */
void dbe_attach_eject_picked(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, int inst);
bool dbe_eject(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int inst);  /* an attachment or a DP card; false: neither */
void dbe_eject_all(dcg_dbe_state *st, int p);                   /* p's Digimon is KO'd */
int dbe_attach_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
void dbe_attached_effects(dcg_dbe_ctx *ctx, dcg_dbe_state *st); /* Battle step 2: the attachments' effects */
void dbe_move_across(dcg_dbe_state *st, int from_p, int inst, int from, int to_p, int to);
/* revive.c: which Revive applies to p's KO'd active (its HP), 0 none */
int dbe_revive_hp(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p);
/* flip.c: flip cards (Glossary: Flip; Deck Construction: Flip Cards) */
int dbe_card_base(const dcg_dbe_ctx *ctx, int card);   /* the first side: the card its copies count as */
const char *dbe_side_name(int side);                   /* "star", "moon", or "" */
int dbe_flip_load(dcg_dbe_ctx *ctx, int front, const void *json); /* the "flip" side of a card (cards.c) */
/* The card of a deck list's "COUNT NUMBER SIDE" line: the side named; -1 and why on failure. */
int dbe_deck_side(const dcg_dbe_ctx *ctx, int card, const char *word, dcg_status *why, char *msg, size_t size);
int dbe_script_card_find(const dcg_dbe_ctx *ctx, const char *name); /* "DBE-130" or "DBE-130.moon" */
bool dbe_flip(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int inst);      /* the flip action; false: not a flip card */
/* whether the card at index i of p's zone shows its side to p's opponent (zone.c marks a copy
** leaving such a place as seen: inst_side_seen) */
bool dbe_side_public(const dcg_dbe_state *st, int p, int zone, int i);
uint16_t dbe_flip_free(const dcg_dbe_ctx *ctx, int card); /* inst_flip_free's value for a copy of card */
/* determinize: the pooled copies of p's flip cards without an initial side set to their first
** side (g NULL, before the redeal) or to a side drawn from g (after it) */
void dbe_flip_sample(dcg_dbe_state *st, int p, const int *zones, int nz, const uint8_t *keep, uint64_t *g);
int dbe_card_parse(dcg_dbe_ctx *ctx, dbe_card *c, const void *json); /* one card's (one side's) facts (cards.c) */

/* deck.c: Pre-Game Setup, Side Piles: the player's choice of gem cards, then the opening hands */
void dbe_gem_options(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, dcg_dbe_decision *d);
void dbe_gem_answer(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const dcg_dbe_option *o);
void dbe_gem_done(dcg_dbe_ctx *ctx, dcg_dbe_state *st);

/* support_added.c: Supports placed by effects (Support Phase: resolution restarts for them) */
void dbe_support_begin(dcg_dbe_state *st);
bool dbe_support_next_round(dcg_dbe_ctx *ctx, dcg_dbe_state *st);

/* The card API's parts in other files, each adding its functions to the `dbe` table on
** top (script.c calls them): script_evolve.c (futures, evolve, as_evolved), script_attach.c
** (eject, add_slots, slots, owner), flip.c (flip, side), support_added.c (add_support). */
void dbe_script_evolve_api(struct lua_State *L);
void dbe_script_attach_api(struct lua_State *L);
void dbe_script_flip_api(struct lua_State *L);
void dbe_script_support_api(struct lua_State *L);
/* script.c, for those functions: the context, the running effect's game (a Lua error when
** none runs or it asked a choice), and checked arguments: a player (0 or 1), a card
** instance of the running game. */
dcg_dbe_ctx *dbe_lua_ctx(struct lua_State *L);
dcg_dbe_state *dbe_lua_game(struct lua_State *L);
int dbe_lua_player(struct lua_State *L, int i);
int dbe_lua_card(struct lua_State *L, int i);

#endif
