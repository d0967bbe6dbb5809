/*
** script.h: card effects as Lua scripts.
**
** A script (scripts/<SET>/<NUMBER>.lua) runs once when loaded and declares
** the card's effects through the global `card` (card:on_play(fn), ...). The
** C core keeps each declaration as an effect_def; Lua keeps only the
** functions (registry refs). Lua holds no game state between calls: an
** effect function runs against a scratch copy of the game (a transaction)
** that is committed when the function returns. When it asks a question that
** has no answer yet, the scratch copy is dropped and the engine stops with a
** decision; once answered, the function runs again from the start with the
** answers so far. The game struct therefore stays plain data and can be
** cloned at any decision, even in the middle of an effect.
*/
#ifndef DCG_SCRIPT_H
#define DCG_SCRIPT_H

#include "internal.h"
#include <lua.h>
#include "safe.h"

/* When an effect triggers or applies. */
enum timing {
    TM_ON_PLAY, TM_WHEN_DIGIVOLVING, TM_WHEN_ATTACKING, TM_END_OF_ATTACK, TM_ON_DELETION,
    TM_SECURITY, TM_START_OF_YOUR_TURN, TM_START_OF_YOUR_MAIN, TM_END_OF_YOUR_TURN,
    TM_MAIN,        /* an Option's [Main] effect */
    TM_ACTIVATED,   /* a [Main] effect of a card on the field, activated by its player */
    TM_COUNTER,     /* [Counter], in the counter timing of an opponent's attack */
    TM_WHEN,        /* "when <event>" triggers on other events */
    TM_STATIC,      /* continuous effects */
    TM_WOULD,       /* immediate "when ... would" effects (15-8-5) */
    TM_START_OF_OPPONENTS_TURN, TM_START_OF_OPPONENTS_MAIN, TM_END_OF_OPPONENTS_TURN, TM_END_OF_ALL_TURNS,
    TM_WHEN_MOVING, /* [When Moving]: from the breeding area to the battle area (15-16-16) */
    TM_KEYWORD,     /* a keyword's triggered effect, implemented in C (trigger.c) */
    TM_USE_REQ,     /* <Use Req.> (16-42): cond names the Digimon or Tamers that lift the colour requirements */
    TM_DECODE,      /* <Decode> (16-36): cond names the digivolution cards it may play */
    TM_PARTITION,   /* <Partition> (16-29): cond and fn name the two digivolution cards it plays */
    TM_DELAYED,     /* a delayed one-shot effect: triggers only when an effect scheduled it (18-1) */
    TM_UNBLOCKABLE, /* "this Digimon can't be blocked by X": fn is the filter on the blocker */
    TM_NO_SECURITY, /* "this Digimon doesn't activate [Security] effects of the cards it checks": `when`
                       is the mask of card kinds (1 << DCG_KIND_*) */
    TM_NO_MEMORY_GAIN, /* "your opponent can't gain memory except with X": fn says whether the gain by an
                       effect of a card (the subject) is refused */
    TM_EVO_COST,    /* "digivolving into this card in your hand onto X costs N less": fn is the filter on
                       the Digimon, dp is N; with value EVO_COST_SET, "the memory cost of digivolving into
                       this card from your hand is ...": fn computes that cost (card:digivolution_cost_is) */
    TM_DIGISORPTION_OPP, /* "when suspending Digimon for a <Digisorption>, you may suspend your opponent's
                            Digimon instead" */
    TM_WHEN_LINKING, /* [When Linking] (15-16-6): a link effect, when its card becomes a link card */
    TM_PLAY_COST,   /* "this card costs N less to play or use from your hand": fn(me, c) returns N (negative: more) */
    TM_FIELD_EVO_DISCOUNT, /* declared by a card on the field: "when [this Digimon | one of your Digimon] digivolves
                       into a card in your hand, it costs N less": fn returns N for the card (subject); whose:
                       WHOSE_SELF or WHOSE_OWN; any: optional, paid by suspending this card's permanent */
    TM_EVO_FROM,    /* "this card in your hand can digivolve from X for N, ignoring its requirements": cond names
                       X (subject: the Digimon), evo_cost is N */
    TM_EVO_INTO,    /* declared by a card on the field: "this Digimon can digivolve into X in your hand for N,
                       ignoring its digivolution requirements": fn names X (subject: the card in the hand),
                       evo_cost is N; turn, condition, inherited as for other effects */
    TM_XROS_SUBSTITUTE, /* "when DigiXrosing, this Digimon may be placed in place of one of the DigiXros requirements"
                           (15-15-6): fn is the filter on the card being played (the subject) */
    TM_EFFECT_NUMBER, /* "add N to the numbers of a kind shown in your effects' text" (15-15-4): `when` is the
                       NUMBER_* kind, fn returns N (negative: it reduces them) */
    TM_EVO_ONLY,    /* "this Digimon can only digivolve into X": fn names X (subject: the card it would
                       digivolve into); turn, condition, inherited as for other effects */
    TM_OPP_CANNOT,  /* "your opponent can't X" (a prohibition on a player, 15-1-3): `when` is the CANNOT_* kind */
    TM_EVO_FILTER,  /* card:discount_filter: a check naming the digivolutions a pending discount reaches
                       (game.digivolution_discount's into = h; fn(me, d, c, x), x the card digivolved into) */
    TM_DNA_LEVEL,   /* "[X] in your hand can treat this Digimon as level N for DNA digivolution": fn names X
                       (subject: the card it would DNA digivolve into), evo_cost is N (EX3-020) */
    TM_KEEP_SOURCES, /* "effects can't trash [X] in this Digimon's digivolution cards" (BT9-109): fn is the filter
                        on the digivolution card (the subject); read by dcg_source_kept (sources_kept.c) */
    TM_COUNT
};
/* What a prohibition on a player forbids (15-1-3): card:opponent_cannot, card:players_cannot (TM_OPP_CANNOT,
** `whose`: WHOSE_OPPONENTS or WHOSE_ANY) and game.cannot (a MOD_PLAYER mod, bit 1 << kind). */
enum { CANNOT_REDUCE_EVO_COSTS,   /* every reduction of their digivolutions' costs is none (BT5-008, Q1285) */
       CANNOT_REDUCE_PLAY_COSTS,  /* every reduction of their play costs is none (BT8-071, Q1754) */
       CANNOT_PLAY_DIGIMON,       /* their effects play no Digimon, anyone's (BT9-047, Q4663, Q4664) */
       CANNOT_USE_OPTIONS,        /* they use no Option card, by the rules or an effect (EX1-072, Q3265) */
       CANNOT_ADD_TO_SECURITY,    /* their effects add no card to a security stack (BT9-103, Q1908) */
       CANNOT_SECURITY_EFFECTS,   /* no [Security] effect of their cards activates (EX3-073) */
       CANNOT_IGNORE_EVO_REQS,    /* their digivolutions ignore no requirement, wholly or partly (BT8-059, Q1738-Q1743) */
       CANNOT_PLAY_DIGIMON_DP,    /* they play no Digimon card of DP up to a bound, by the rules or their effects, anyone's
                                     (EX3-012, Q4669-Q4672): game.cannot only, the bound in the mod (dcg_play_banned) */
       CANNOT_KINDS };
extern const char *const dcg_cannot_kinds[CANNOT_KINDS + 1];
/* effect.c: player p can't do what kind (CANNOT_*) names now: a continuous effect of the opponent's field
** (card:opponent_cannot) or of either field (card:players_cannot), or a lasting one (game.cannot). Read-only. */
bool dcg_player_cannot(const dcg_ctx *ctx, const dcg_state *st, int p, int kind);
/* ... for the player of the effect running now (dcg_effect_player; false when none runs). */
bool dcg_effect_player_cannot(const dcg_ctx *ctx, const dcg_state *st, int kind);
/* api_cannot.c: the highest DP of a Digimon card player p can't play now ("can't play Digimon with N DP or
** less", game.cannot's "play_digimon": INT32_MAX without a bound), INT32_MIN when nothing forbids it. */
int32_t dcg_play_ban_dp(const dcg_state *st, int p);
/* ... player p can't play the card def now, by any way: a Digimon card whose DP is at most that (EX3-012). */
bool dcg_play_banned(const dcg_state *st, int p, const dcg_card *def);
/* ... nor by their effect: that, or "can't play Digimon by effects" (BT9-047) on p. */
bool dcg_player_cannot_play(const dcg_ctx *ctx, const dcg_state *st, int p, const dcg_card *def);
/* ... an effect running now can't play the card def: a bound on the effect's player, whoever's card it is
** (Q4671, Q4672). */
bool dcg_effect_cannot_play(const dcg_ctx *ctx, const dcg_state *st, const dcg_card *def);
/* Player p can't reduce digivolution costs now (CANNOT_REDUCE_EVO_COSTS): every reduction of a
** digivolution's cost is none. */
/* effect.c: does effect k of card, a card:discount_filter (TM_EVO_FILTER), let pm digivolve into card into? */
bool dcg_evo_filter_holds(const dcg_ctx *ctx, const dcg_state *st, int card, int k, const perm *pm, int into);
bool dcg_evo_reduction_locked(const dcg_ctx *ctx, const dcg_state *st, int p);

/* Kinds of numbers shown in effects' text that other effects add to (15-15-4). */
enum { NUMBER_DELETION_DP, NUMBER_KINDS };
extern const char *const dcg_number_kinds[NUMBER_KINDS + 1];

/* Events "when" triggers listen to. Each has a subject (the Digimon it
** happened to) and the player concerned (the subject's owner). */
enum when_event {
    W_BLOCKED,               /* an attack was blocked (subject: the attacker) */
    W_DIGIMON_PLAYED,        /* a Digimon was played (subject: it) */
    W_DIGIMON_DELETED,       /* a Digimon was deleted (subject: it; game.deletion tells why) */
    W_MEMORY_GAINED,         /* a player gained memory by an effect (subject: 0) */
    W_DIGIMON_SUSPENDED,     /* a Digimon was suspended (subject: it; not a Tamer, but one treated as a Digimon) */
    W_CARD_TRASHED,          /* a card was placed in the trash (subject: the card; player: its owner) */
    W_CARD_TO_HAND,          /* a card was added to a hand (subject: the card) */
    W_CARD_TO_SECURITY,      /* a card was placed in a security stack (subject: the card) */
    W_DIGIMON_DIGIVOLVED,    /* a Digimon digivolved (subject: it) */
    W_DIGIMON_ATTACKING,     /* a Digimon declared an attack (subject: it) */
    W_DELETED_IN_BATTLE,     /* a Digimon was deleted in battle (subject: it) */
    W_DIGIMON_UNSUSPENDED,   /* a Digimon was unsuspended (subject: it) */
    W_DELETED_ONE_IN_BATTLE, /* a Digimon deleted the one it battled (subject: the deleted; whose: the winner's) */
    W_OPTION_USED,           /* a player used an Option card (subject: the card) */
    W_DIGIMON_LINKED,        /* a Digimon got linked: a card became its link card (subject: it; 10-1-3-3) */
    W_SOURCE_TRASHED,        /* a digivolution card was trashed from under its Digimon (subject: the card) */
    W_SOURCES_ADDED,         /* an effect added cards to a Digimon's digivolution cards (subject: the Digimon) */
    W_SECURITY_REMOVED,      /* a card left a security stack (subject: the card; 15-15-3-1, 15-15-3-2) */
    W_TAMER_PLAYED,          /* a Tamer was played (subject: it) */
    W_TAMER_SUSPENDED,       /* a Tamer was suspended (subject: it) */
    W_TAMER_UNSUSPENDED,     /* a Tamer was unsuspended (subject: it) */
    W_DIGI_BURST_TRASHED,    /* a digivolution card was trashed by a <Digi-Burst> of its Digimon (subject: the card; 16-14) */
    W_DIGI_BURST_ACTIVATED,  /* a Digimon activated a <Digi-Burst>: its cards were trashed for it (subject: that Digimon; 16-14) */
    W_DIGIMON_MOVED_OUT,     /* a Digimon moved from the breeding area to the battle area (subject: it; 3-4-7, Q1769) */
    W_OPTION_PLACED,         /* an effect placed an Option card in its owner's battle area (subject: the card; 4-28-1) */
    W_COUNT
};

/* Processing keywords an effect's text holds (opts.has), read by game.has_effect (api_effects.c). */
enum { HAS_DIGI_BURST = 1, HAS_BLITZ = 2 };
extern const char *const dcg_has_names[]; /* "digi_burst", "blitz": bit 1 << i */

/* Whose events a "when" trigger watches, relative to the effect's player. */
enum { WHOSE_ANY, WHOSE_SELF, WHOSE_OWN, WHOSE_OPPONENTS };

/* Whose turn an effect works in. */
enum { TURN_ANY, TURN_YOURS, TURN_OPPONENTS };

/* What a continuous effect's value function returns. */
enum { VAL_DP, VAL_DP_SET, VAL_SA };
/* Where an effect works from (15-14-2 to 15-14-4): the field by default. */
enum { FROM_FIELD, FROM_HAND, FROM_TRASH, FROM_BREEDING, FROM_DECK,
       FROM_PENDING }; /* a when_would effect an effect leaves pending (game.next_digivolution): from no zone */

/* What a continuous effect applies to. */
enum applies { AP_SELF, AP_OWN_DIGIMON, AP_OWN_SECURITY_DIGIMON, AP_OPP_DIGIMON, AP_OPP_SECURITY_DIGIMON, AP_OPP_TAMERS,
               AP_COUNT };

/* What a "when ... would" effect interrupts. */
enum { WOULD_BE_DELETED, WOULD_BE_DELETED_IN_BATTLE, WOULD_LEAVE_BATTLE_AREA, /* a Digimon's */
       WOULD_BE_PLAYED, WOULD_DIGIVOLVE, WOULD_BE_USED, WOULD_LINK }; /* the procedures (would.c) */

typedef struct effect_def {
    uint8_t timing;          /* enum timing */
    uint8_t inherited;       /* works from under a Digimon */
    uint8_t link;            /* a link effect (2-3-11-4-6): works from a link card, for its Digimon (4-3-5) */
    uint8_t per_turn;        /* [Once Per Turn] 1, [Twice Per Turn] 2, ...; 0: no limit */
    uint8_t shares_use;      /* 1 + the index in its card of the [Once Per Turn] effect whose one use it counts
                                (one effect printed with two timings, 15-14-1, Q1550); 0: its own */
    uint8_t optional;        /* "you may": asks yes/no before running */
    uint8_t delay;           /* <Delay> (16-17): works from its card in the battle area, not the turn it was
                                placed; the card is trashed to activate it (keyword_delay.c) */
    uint8_t when;            /* enum when_event, for TM_WHEN; WOULD_* for TM_WOULD */
    uint8_t whose;           /* TM_WHEN: WHOSE_*, whose events it watches */
    uint8_t any;             /* TM_WOULD: for any of its player's Digimon, not only this one;
                                TM_FIELD_EVO_DISCOUNT: optional, paid by suspending its permanent */
    uint8_t evo_cost;        /* TM_EVO_FROM: the digivolution's cost */
    uint8_t itself;          /* TM_PLAY_COST: "the cost of this card in your hand is N less": a reduction of its
                                use cost itself, not only of the cost paid (dcg_use_cost) */
    uint8_t reduce;          /* TM_WOULD of a procedure: the cost reduction it declares (opts.reduce), or ... */
    int reduce_fn;           /* ... the Lua ref of the check computing it (LUA_NOREF: none) */
    uint8_t set_cost;        /* TM_WOULD be_played: 1 + the play cost it sets (opts.set_cost: not a reduction), 0: none */
    uint8_t granted;         /* not the card's own: an effect it grants to Digimon (15-13, game.change {effect=}) */
    uint8_t turn;            /* TURN_* */
    uint8_t applies;         /* enum applies, for TM_STATIC */
    /* TM_STATIC: what it does, gathered into the layers of perm.c */
    dcg_kwset keywords;      /* keywords granted */
    dcg_kwset lose;          /* keywords taken away */
    uint8_t lose_all;        /* every keyword taken away */
    uint16_t forbid;         /* FORBID_*: can't attack, can't block, ... */
    uint8_t allow;           /* ALLOW_*: can attack unsuspended Digimon */
    int allow_fn;            /* Lua ref: the check an attack's target must pass for allow (attack_target), or LUA_NOREF */
    uint8_t sets_dp;         /* sets the DP: to dp_set, or what fn returns (value VAL_DP_SET) */
    uint8_t value;           /* what fn returns: VAL_* */
    int32_t dp;              /* constant DP change */
    int32_t dp_set;          /* constant DP it sets */
    int8_t security_attack;  /* constant Security Attack change */
    uint8_t colors;          /* colours it is treated as having too ("also treated as yellow"); with
                                STATIC_COLORS_SOURCES: those of the digivolution cards of the Digimon it reaches */
    uint8_t unaffected;      /* "this Digimon isn't affected by your opponent's effects" (15-15-5) */
    uint8_t unsuspend_trash; /* TM_STATIC: "you must trash N cards in your hand to unsuspend this Digimon" (BT7-055
                                grants it): N, 0: none (unsuspend_cost.c) */
    int fn;                  /* Lua ref: the effect, or for TM_STATIC a function
                                returning a value (LUA_NOREF: none) */
    int cond;                /* Lua ref: condition, or LUA_NOREF */
    int act_cond;            /* Lua ref: activate_if, a processing condition read only when the triggered effect
                                would activate (15-8-3-9-2), or LUA_NOREF */
    uint8_t act_cond_facts;  /* activate_if takes a fifth parameter: the facts of the trigger */
    uint8_t has;             /* HAS_*: the processing keywords its text holds (opts.has: <Digi-Burst>, <Blitz>) */
    uint8_t grant;           /* TM_STATIC: 1 + the handle of the granted effect of its card it gives (effect = h), 0: none */
    int line;                /* where it was declared, for messages */
    uint8_t facts;           /* its function takes a fifth argument: the facts of its trigger (effect.c) */
    uint8_t cond_facts;      /* card:when: so does its condition (dcg_effect_condition_facts) */
    uint8_t together;        /* card:when on a suspension or unsuspension: keeps the Digimon of the set that
                                triggered it (opts.together; f.subjects, together.c) */
    int subject_if;          /* Lua ref: with together, the check each Digimon of the set passes when the effect
                                triggers, read then only (opts.subject_if), or LUA_NOREF */
    /* a triggered effect (trigger.c: dcg_effect_watch sets these from the declaration) */
    uint8_t event;           /* game_event_kind it watches (GE_NONE: not triggered) */
    uint8_t subject_only;    /* it watches only what happens to its own permanent ([On Play], ...) */
    uint8_t from;            /* FROM_*: where it works from */
    /* a keyword's effect (TM_KEYWORD): no script, its C parts */
    uint8_t src;             /* effect_src of its pending effect (events name it) */
    uint8_t subject_by;      /* its subject is the event's "by" (the Digimon it battled) */
    dcg_kwset keyword;       /* the keyword whose effect it is */
    bool (*holds)(const game_event *ev);  /* its trigger condition on the event, or NULL */
    void (*run)(dcg_ctx *ctx, dcg_state *st, const pending *pe);
} effect_def;

/* 4-16-2: a [Hand] effect that its own card's trashing from the hand
** triggers (a move from zone `from` to zone `to`) triggers in the hand and
** waits in the trash, where its card is by then; one that its own card's
** trashing from the deck triggers ("when this card is trashed from your
** deck", EX2-039: from = "deck", working from nowhere else) likewise. */
static inline bool dcg_waits_in_trash(const effect_def *e, int from, int to)
{
    return ((e->from == FROM_HAND && from == DCG_ZONE_HAND) || (e->from == FROM_DECK && from == DCG_ZONE_DECK)) &&
           e->timing == TM_WHEN && e->whose == WHOSE_SELF && e->event == GE_MOVED && to == DCG_ZONE_TRASH;
}

/* 15-3-3: an inherited effect about "this card" that its own card's
** trashing from under its Digimon triggers ("when this card is trashed by
** this Digimon's <Digi-Burst>", BT4-008) triggers and activates from that
** card, in the trash by then; a move from zone `from` to zone `to`. */
static inline bool dcg_inherited_waits_in_trash(const effect_def *e, int from, int to)
{
    return e->inherited && e->timing == TM_WHEN && e->whose == WHOSE_SELF && e->event == GE_MOVED &&
           (from == DCG_ZONE_BATTLE || from == DCG_ZONE_BREEDING) && to == DCG_ZONE_TRASH;
}

/* trigger.c: set what a declared effect watches (its event and scope) from
** its timing, "when" event and whose (its card notes it: card_effects.watched). */
void dcg_effect_watch(dcg_ctx *ctx, effect_def *e);
/* script/api_together.c: card:when's options together and subject_if (read after its event is set);
** the list f.subjects of a pending effect keeping its set, pushed as a table (a facts field). */
void dcg_together_declare(lua_State *L, effect_def *e);
void dcg_together_push(lua_State *L, const dcg_state *st, const pending *pe);
/* effect.c: does Digimon subject pass effect k's (e's) subject_if, as its set triggers it? */
bool dcg_effect_subject_if(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int card, int k, int owner,
                           uint16_t perm_id, uint16_t subject);
/* together.c: the sets pending effects keep (perm.flags bits 1-7). dcg_together_first: pe, about to
** trigger on its subject, keeps a set: a free one is taken (false, reported, when none is); add:
** Digimon perm_id joins the set of pending pe; release: pe is done, its set is emptied. */
bool dcg_together_first(dcg_ctx *ctx, dcg_state *st, pending *pe);
void dcg_together_add(dcg_state *st, const pending *pe, uint16_t perm_id);
void dcg_together_release(const dcg_ctx *ctx, dcg_state *st, const pending *pe);
/* rules every effect follows (trigger.c): may it work in this turn, is a use left this turn */
bool dcg_effect_turn_ok(const dcg_state *st, const effect_def *e, int owner);
bool dcg_effect_use_left(const dcg_state *st, const effect_def *e, int card, int k);
/* The effect (index in its card) whose [X Per Turn] uses effect k counts: k, or the one it shares. */
static inline int dcg_effect_use_index(const effect_def *e, int k) { return e->shares_use ? e->shares_use - 1 : k; }

/* The effects of one card number. */
typedef struct card_effects {
    int32_t first, n;        /* range in ctx->effects */
    uint8_t statics;         /* has static effects: 1 its own, 2 inherited (a fast skip) */
    bool no_when_digivolving; /* one of them forbids [When Digivolving] effects to activate (dcg_timing_forbidden) */
    uint16_t can;            /* GAME_*: what its effects can do, for the games it is in (st->can) */
    uint32_t watched;        /* bit per game_event_kind its triggered effects watch (st->watched) */
    uint32_t watched_others; /* ... those not only their own permanent's events watch (trigger.c's class 2) */
    uint64_t timings;        /* a bit 1 << tm for each timing tm of its effects (TM_COUNT <= 64) */
    lua_State *upvalues;     /* its functions' upvalues at load time (safe.c), or NULL */
    int running;             /* calls of its script under way (nested calls restore no upvalues) */
    /* this game (ctx->game_no) only: */
    uint32_t err_game;       /* game err_mask is for */
    uint32_t err_mask;       /* effects whose check failure was already reported */
    const char *file;        /* the script it came from (its path in the card database) */
} card_effects;

/* What a protected call is, for its budget. */
enum { CALL_LOAD, CALL_EFFECT, CALL_CHECK };

/* one_by_one.c (test builds): one action given the members of one list one
** call at a time, where one call with the list would do, is a script error.
** enter/leave bracket an effect call (saving an outer one's record); _list
** notes the list the API returns (on top of the stack) to the effect; an
** action given one Digimon (cards: a card) alone calls dcg_one_by_one. */
#ifdef DCG_INVARIANTS
#define ONE_BY_ONE_MEMBERS 256
#define ONE_BY_ONE_ACTIONS 16
typedef struct one_by_one {
    int depth;                 /* ctx->depth of the effect call watched, 0: none */
    int next;                  /* members noted (a ring) */
    uint16_t lists;            /* lists noted */
    int n_actions;
    struct one_by_one_member { uint16_t id, list; bool cards; } member[ONE_BY_ONE_MEMBERS];
    struct one_by_one_action { lua_CFunction fn; uint16_t list, id; } action[ONE_BY_ONE_ACTIONS]; /* the last given alone */
} one_by_one;
void dcg_one_by_one_enter(dcg_ctx *ctx, one_by_one *saved);
void dcg_one_by_one_leave(dcg_ctx *ctx, const one_by_one *saved);
void dcg_one_by_one_list(dcg_ctx *ctx, lua_State *L, bool cards);
void dcg_one_by_one(dcg_ctx *ctx, lua_State *L, bool cards, int id);
#else
#define dcg_one_by_one_list(ctx, L, cards) ((void)(ctx), (void)(L), (void)(cards))
#define dcg_one_by_one(ctx, L, cards, id) ((void)0)
#endif

/* vm.c: the sandboxed VM of a context. */
dcg_status dcg_script_init(dcg_ctx *ctx);
void dcg_script_close(dcg_ctx *ctx);
/* Run one script file for card index card (declarations only); its source
** is kept in the card database (dcg_db_add_script). */
dcg_status dcg_script_load_file(dcg_ctx *ctx, const char *path, int card);
/* ... the same from its source (not kept); path names it in messages and
** must live as long as ctx (a path in the card database). */
dcg_status dcg_script_load_source(dcg_ctx *ctx, const char *path, const char *src, size_t len, int card);
/* Run a helper library (scripts/lib) from its source (not kept). */
dcg_status dcg_script_lib_source(dcg_ctx *ctx, const char *path, const char *src, size_t len);
/* Compile src in an environment of its own: pushes the environment and the
** function (LUA_OK), or one error message. */
int dcg_script_load_chunk(dcg_ctx *ctx, const char *src, size_t len, const char *path);
/* Seal the environment on top (popped) and what refs reach (safe.c). */
int dcg_script_seal_env(dcg_ctx *ctx, const int *refs, int n, lua_State **records);
/* ... the same for a file (LUA_ERRFILE: it cannot be read). */
int dcg_script_load_path(dcg_ctx *ctx, const char *path, uint64_t *hash);
/* Call a Lua function (registry ref) of card instance card (in ctx->cur)
** with nargs integer args under the budget of kind (CALL_EFFECT,
** CALL_CHECK) and the memory cap; results stay on the stack (nres). Inside
** the run loop the call is charged to the card's per-game budget, in the
** state (script_spent); when that is gone the card is disabled for the rest
** of the game (ctx->disabled_now is set). Returns
** LUA_OK, or an error with the message (file:line) in ctx->script_err. */
int dcg_script_call(dcg_ctx *ctx, int card, int kind, int ref, int nargs, const lua_Integer *args, int nres);
/* ... the function and its nargs arguments already pushed. */
int dcg_script_call_pushed(dcg_ctx *ctx, int card, int kind, int nargs, int nres);
/* Charge units of work to the running call; raises the budget error when
** the budget is gone (library wrappers, the game API). */
void dcg_script_charge(lua_State *L, long units);
/* A new game starts: per-game budgets and reports start afresh. */
void dcg_script_new_game(dcg_ctx *ctx);
/* Report a script failure of effect k of card instance card (on perm):
** counted always; an event (inside the run loop) with the message
** "card NUMBER (FILE, effect declared at line N): what: ctx->script_err".
** once: report only the first failure of this effect in this game. */
void dcg_script_report(dcg_ctx *ctx, const dcg_state *st, int card, uint16_t perm_id, int k, const char *what, bool once);

/* Call the function below nargs arguments on the stack, protected. */
int dcg_script_call_top(dcg_ctx *ctx, int nargs);
/* ... keeping nres results on the stack. */
int dcg_script_call_results(dcg_ctx *ctx, int nargs, int nres);
/* Load every *.lua in dir as a helper library (scripts/lib). */
dcg_status dcg_load_script_libs(dcg_ctx *ctx, const char *dir);
/* Create the global `card` scripts declare their effects on. */
void dcg_script_open_card(lua_State *L);
/* Run one step of the rules (game.c) as a transaction like an effect: when
** a "would" effect inside it asks a question, the step is dropped, the
** engine asks, and the step runs again from its start with the answers.
** With no "would" effect loaded nothing inside can ask, and the step runs
** directly: a transaction that commits is the same (reference mode always
** uses the transaction, which the differential test compares). */
void dcg_step_transaction(dcg_ctx *ctx, dcg_state *st, void (*step)(dcg_ctx *, dcg_state *));
/* A trigger found the pending list full (DCG_MAX_PENDING): reported as a
** script error of its card (timing.c). */
void dcg_trigger_dropped(dcg_ctx *ctx, const dcg_state *st, const pending *pe);
/* Start a pending script effect (timing.c). */
void dcg_effect_activate(dcg_ctx *ctx, dcg_state *st, const pending *pe);
/* The running effect's answer to its next question, or -1 (question
** recorded), or DCG_ASK_LIMIT when it has asked DCG_MAX_ANSWERS already,
** or DCG_ASK_TOO_MANY (reported as a script error) when n is above
** DCG_MAX_ASK. */
#define DCG_ASK_LIMIT (-2)
#define DCG_ASK_TOO_MANY (-3)
int dcg_effect_ask(dcg_ctx *ctx, int player, int yesno, int items_kind, const uint16_t *items, int n, int done_ok);
/* The optional use of a keyword effect of card (on perm_id, effect source
** src) by owner: asked yes or no (an effect event records the answer),
** then, when n > 1, which of the Digimon items. Returns the index picked (0
** when n <= 1), or -1: declined, or a question waits (ctx->asking). */
int dcg_keyword_use(dcg_ctx *ctx, int owner, int card, uint16_t perm_id, int src, const uint16_t *items, int n);
/* An effect of card failed or was lost: a script error (event, message in
** dcg_script_error, counted), the game goes on. */
void dcg_effect_fail(dcg_ctx *ctx, int owner, int card, uint16_t perm_id, int effect, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* The effects of card index i (NULL when it has none). */
static inline const card_effects *card_fx(const dcg_ctx *ctx, int def)
{
    return (ctx->fx && def < ctx->cap_fx && ctx->fx[def].n) ? &ctx->fx[def] : NULL;
}
/* ... of card instance card in st: NULL also when the card is disabled for
** the rest of the game (its per-game budget is used up). */
static inline const card_effects *card_fx_of(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    return dcg_card_disabled(st, card) || (st->seen[card] & SEEN_FACE_DOWN) ? NULL : card_fx(ctx, st->def[card]); /* 4-7-9 */
}
static inline const effect_def *effect_at(const dcg_ctx *ctx, int def, int k)
{
    return &ctx->effects[ctx->fx[def].first + k];
}
/* The effect modifier g grants pm (15-13: declared on g->grant_card as its
** effect g->grant_effect - 1), or NULL when it grants pm none. */
static inline const effect_def *granted_effect(const dcg_ctx *ctx, const dcg_state *st, const mod *g, const perm *pm)
{
    if (!g->grant_effect || !dcg_mod_reaches(st, g, pm)) return NULL;
    const card_effects *fx = card_fx_of(ctx, st, g->grant_card);
    return fx && g->grant_effect <= fx->n ? &ctx->effects[fx->first + g->grant_effect - 1] : NULL;
}

/* vm.c: the keyword set listed in t[field] (script names, "armor_purge"); a
** Lua error naming the unknown one. The _list forms read the value on top of
** the stack instead (nil: none) and pop it. */
dcg_kwset dcg_script_keywords(lua_State *L, int t, const char *field);
dcg_kwset dcg_script_keyword_list(lua_State *L, const char *field);
/* ... taken away by t.lose: a list, or "all" (*all set, none returned). */
dcg_kwset dcg_script_lose(lua_State *L, int t, uint8_t *all);
dcg_kwset dcg_script_lose_list(lua_State *L, uint8_t *all);
/* api.c: the FORBID_* mask listed in t.forbid ({"attack", "block"}). */
uint16_t dcg_script_forbid(lua_State *L, int t);
uint8_t dcg_script_allow(lua_State *L, int t);
/* api.c: the colour mask listed in t[field] ({"yellow", "blue"}). */
uint8_t dcg_script_colors(lua_State *L, int t, const char *field);

/* api.c: the library scripts call (global `game`). */
void dcg_api_open(dcg_ctx *ctx);
/* api_effects.c: game.has_effect, game.card_has_effect, set in the table on top of the stack. */
void dcg_api_effects(lua_State *L);

/* effect.c: running effects. */
/* The condition of effect k of card (on perm_id, of owner) holds, for subject
** (none: true; a read-only call; a failure is reported once and reads as false). */
/* The condition of triggered effect e pending as pe, given the facts of its trigger when it
** takes a fifth parameter (cond_facts), else as dcg_effect_condition. */
bool dcg_effect_condition_facts(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, const pending *pe);
/* 15-6-3, 15-8-3-9-2: the processing condition of triggered effect e pending as pe (activate_if) holds
** now, as it would activate (none: true); read-only. */
bool dcg_effect_activates(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, const pending *pe);
/* Effect e, working from permanent perm_id, is of a timing a continuous effect keeps from activating
** there ("the [When Digivolving] effects on level 7 Digimon don't activate", BT5-085: FORBID_WHEN_DIGIVOLVING):
** it neither triggers nor activates, nor does another effect activate it (Q1355, Q5521); read-only. */
bool dcg_timing_forbidden(const dcg_ctx *ctx, const dcg_state *st, const effect_def *e, uint16_t perm_id);
bool dcg_effect_condition(dcg_ctx *ctx, const dcg_state *st, const effect_def *e, int card, int k, int owner,
                          uint16_t perm_id, int subject);
/* Does an attack rule of timing tm (TM_UNBLOCKABLE: subject is a Digimon
** that would block; TM_NO_SECURITY: subject is the security card checked)
** apply to the attacking Digimon pm now? Also a rule of pm's digivolution
** cards (TM_KEEP_SOURCES: subject is one of them). (read-only) */
bool dcg_attack_rule(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int tm, int subject);
/* How much less digivolving pm into card (in its player's hand) costs by the
** card's own TM_EVO_COST effects: only a Digimon in the battle area (Q1150). */
int dcg_evo_card_less(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
/* The memory cost of digivolving pm into card by its printed requirement
** (printed: that requirement's cost): the cost card's own
** card:digivolution_cost_is sets while card is in its player's hand (BT7-040;
** not a reduction: reductions then apply, Q1568), else printed. */
enum { EVO_COST_SET = 1 }; /* a TM_EVO_COST effect's value: it sets the cost */
int dcg_evo_cost_set(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, int printed);
/* Start an effect now (push an F_EFFECT frame): Option [Main], [Security]. */
bool dcg_effect_start(dcg_ctx *ctx, dcg_state *st, int card, int tm, uint16_t perm_id);
void dcg_effect_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* Can effect k of card (on permanent perm_id, of player owner) be used now:
** its turn, [Once Per Turn] and condition? (read-only) */
bool dcg_effect_usable(dcg_ctx *ctx, const dcg_state *st, int card, int k, int owner, uint16_t perm_id);
/* What playing (or using, an Option) card from player p's hand costs: its
** play (use) cost less what its card:play_cost effects return now (read-only
** checks), never below 0 (Q1002). */
int dcg_play_cost(dcg_ctx *ctx, const dcg_state *st, int card, int p);
/* Option card's use cost as a text naming "an Option card with a (use) cost of N" reads it: used
** or read in its owner's hand (in_hand), its printed cost less what its own card:play_cost effects
** declared itself = true return ("the cost of this card in your hand is N less", BT2-099: Q1501,
** Q3271), never below 0; elsewhere its printed cost. Never what only the cost paid loses (a
** "when you use this card" reduction, another card's, a use without paying: Q1501, Q5479, Q5480). */
int dcg_use_cost(dcg_ctx *ctx, const dcg_state *st, int card, bool in_hand);
/* Has player p a card:digisorption_suspends_opponents effect to use now (on
** a Digimon of p's battle area)? With use, the first one is used (counted
** for [Once Per Turn], an effect event). */
bool dcg_digisorption_opponents(dcg_ctx *ctx, dcg_state *st, int p, bool use);
/* How many more of the opponent's Digimon p's effects let a <Digisorption>
** suspend instead now (0: none). Read-only. */
int dcg_digisorption_opponents_left(dcg_ctx *ctx, dcg_state *st, int p);
/* Start effect k of card now (an activated [Main] or a [Counter] effect). */
void dcg_effect_begin(dcg_ctx *ctx, dcg_state *st, int card, int k, uint16_t perm_id, bool trash_option);
/* 15-8-5: run the "would be deleted" effects for permanent perm_id now;
** false when one of them prevented the deletion. They run as part of the
** transaction under way (an effect, or a rules step), so they may ask. */
bool dcg_would_delete(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause);
/* What a continuous effect can do to a game that has its card (GAME_*). */
uint16_t dcg_static_can(const effect_def *e);
/* The continuous effects that reach pm, gathered into *l (perm.c applies
** them): nothing while they are being computed for pm already (a condition
** that reads the value it changes sees the layer below). */
/* The continuous effects reaching pm, into l; need GAME_INFO: its colours are read (a colour read
** while pm's other values are being computed still sees the effects giving colours). */
void dcg_statics(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int unaffected_by, layers *l, int need);
/* colors = "digivolution_cards" (card:static): the colours of its digivolution cards too (BT8-084) */
#define STATIC_COLORS_SOURCES 0x80
/* Does a continuous effect of pm's own stack (card:static{unaffected =
** "opponents"}) make it unaffected by the opponent's effects now (15-15-5)?
** Its turn and condition are read now; a condition reading pm meanwhile
** sees it affected (no recursion). */
bool dcg_static_unaffected(dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* ... those that reach the Security Digimon card of its owner. */
void dcg_statics_security(dcg_ctx *ctx, const dcg_state *st, int card, layers *l);
/* What the continuous effects reaching Tamers (applies = "opponent_tamers") forbid Tamer pm: "your
** opponent's Tamers don't unsuspend" (BT5-058); 0 where no card of the game has such an effect. */
uint16_t dcg_tamer_static_forbid(dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* The effects continuous effects on the field grant Digimon pm (card:static{effect = h}: "all level 3
** Digimon gain '[When Attacking] ...'", BT5-091): up to max, each its granting card and the granted
** effect's index; returns how many (read-only). */
typedef struct static_grant { uint8_t card, effect; } static_grant;
int dcg_static_grants(dcg_ctx *ctx, const dcg_state *st, const perm *pm, static_grant *out, int max);
/* What a "would" effect did: nothing (the processing goes on), prevented
** it, or stopped (a question waits, or the Digimon is gone). */
enum { WOULD_GO_ON, WOULD_PREVENTED, WOULD_STOP };

/* The immediate effects of a procedure (15-8-5): card would be played or
** used, would link to (or digivolve) the Digimon digimon, with the Digimon
** partner in a DNA digivolution (8-2; 0: none) (what: WOULD_BE_PLAYED
** ... WOULD_LINK). dcg_procedure_watched: does one trigger (its condition
** holding)? dcg_procedure_would: activate each once (15-8-5-4), its player
** asked first when optional (not when its reduction is needed to pay cost,
** 1-3-11-3); returns how much they reduced the cost (opts.reduce,
** game.reduce_cost), or -1 when a question waits (ctx->asking). */
bool dcg_procedure_watched(dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner);
/* The lowest cost its effects that would activate could bring cost to: the
** lowest play cost one sets (opts.set_cost), else cost, less the sum of the
** reductions they declare (opts.reduce; none while locked): what a
** declaration may count on (1-3-11-2, 1-3-11-3). */
int dcg_procedure_lowest(dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost);
int dcg_procedure_would(dcg_ctx *ctx, dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost);
/* The cost of the procedure dcg_procedure_would just ran: cost (or the play
** cost one of its effects set, ctx->would_set_to), less its effects'
** reductions (less, what it returned), plus what they raised it by
** (game.raise_cost, never locked), never below 0 (1-3-9). */
int dcg_would_cost(const dcg_ctx *ctx, int cost, int less);

/* keyword_delay.c: <Delay> (16-17). May effect e of card activate from
** perm_id now: its card alone in the battle area since before this turn? */
bool dcg_delay_ready(const dcg_state *st, const effect_def *e, int card, uint16_t perm_id);
/* Activate it: asked first when it triggered (16-17-2: optional; a [Main]
** one was chosen as a main action), then its card is trashed (the cost).
** False when declined, not payable, or a question waits (ctx->asking). */
bool dcg_delay_pay(dcg_ctx *ctx, dcg_state *st, const effect_def *e, const pending *pe);

/* Run the check (condition; with second, its fn: <Partition>'s second card)
** of effect k of card for subject, read-only. */
bool dcg_effect_check(dcg_ctx *ctx, const dcg_state *st, int card, int k, int owner, uint16_t perm_id, int subject, bool second);
/* 15-15-7: the running effect activates effect k of card (player me, from
** perm_id) as part of its processing (15-15-7-1), in its transaction (its
** questions are the running effect's): a use of k counts ([Once Per Turn]);
** as: the card considered to activate it (15-15-7-3, "as an effect of this
** card"; -1: card itself); forced: the activating effect is mandatory, so
** the optional processing of k is too (15-15-7-4: its yes/no questions are
** answered yes). Returns the Lua status of its function. */
int dcg_effect_run_other(dcg_ctx *ctx, dcg_state *st, int card, int k, int me, uint16_t perm_id, int as, bool forced);
/* After an Option's [Main] effect used by an effect: Arts Digivolve (4-20-2), the trash (9-1-5). */
void dcg_option_used_end(dcg_ctx *ctx, dcg_state *st, int card);

/* Does the card at place k of pm's stack give pm its effect e? The top
** card its own effects; the cards under it their inherited effects, not
** under a Tamer (4-3-3, 4-4-2); the card dcg_succession_card names its own
** effects too (16-47-1: <Succession> is card data, no effect of a script).
** *succ caches that place for pm: the caller sets it to DCG_SUCC_UNKNOWN
** (it is looked up only when an own effect of a card under it is asked). */
#define DCG_SUCC_UNKNOWN (-2)
static inline bool dcg_card_gives(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int k, const effect_def *e, int *succ)
{
    if (k == pm->n - 1) return !e->inherited;
    if (e->inherited) return perm_inherits(ctx, st, pm);
    if (*succ == DCG_SUCC_UNKNOWN) *succ = dcg_succession_card(ctx, st, pm);
    return k == *succ;
}
/* The effects pm's stack gives it (its top card's own, the inherited ones
** under it, the card <Succession> names: dcg_card_gives), of timing tm
** (-1: any), one at a time, bottom card first:
**     perm_fx it = perm_fx_of(pm, tm);
**     for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) ... it.card, it.j ...
** The stack must not change while it is walked. */
typedef struct perm_fx {
    const perm *pm;
    int tm, k, j, succ;
    int card; /* the card of the effect returned, at place k of the stack */
} perm_fx;
static inline perm_fx perm_fx_of(const perm *pm, int tm)
{
    return (perm_fx){.pm = pm, .tm = tm, .k = 0, .j = -1, .succ = DCG_SUCC_UNKNOWN, .card = -1};
}
static inline const effect_def *perm_fx_next(const dcg_ctx *ctx, const dcg_state *st, perm_fx *it)
{
    if (it->tm >= 0 && !(dcg_game_timings(ctx, st) & (1ull << it->tm))) return NULL; /* no card of the game has one */
    for (; ctx->fx && it->k < it->pm->n; it->k++, it->j = -1) {
        it->card = it->pm->cards[it->k];
        const card_effects *fx = card_fx_of(ctx, st, it->card);
        while (fx && ++it->j < fx->n) {
            const effect_def *e = &ctx->effects[fx->first + it->j];
            if ((it->tm < 0 || e->timing == it->tm) && dcg_card_gives(ctx, st, it->pm, it->k, e, &it->succ)) return e;
        }
    }
    return NULL;
}
/* A Digimon in the battle area would leave it other than by deletion (an
** effect returns it to the hand or deck, trashes it, places it under
** another; a DigiXros places it): its "would leave" effects (dcg_leave_would)
** interrupt first, 15-8-5. False when a question waits
** (ctx->asking) or it is gone. */
bool dcg_would_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id);
/* How a Digimon would leave the battle area, for its "would leave" effects (game.leaving). */
enum { LEAVE_HOW_OTHER, LEAVE_HOW_DELETE, LEAVE_HOW_HAND, LEAVE_HOW_DECK, LEAVE_HOW_TRASH, LEAVE_HOW_SECURITY };
/* dcg_would_leave of a Digimon leaving how (LEAVE_HOW_*), by player by's effect (-1: the rules). */
bool dcg_would_leave_how(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int how, int by);
/* May one of them activate: a scripted one (its condition holding), or a
** keyword that watches leaving by the rules (<Detach> with link cards,
** <Decode>, <Partition>: their choices are made as they run)? */
bool dcg_leave_watched(dcg_ctx *ctx, const dcg_state *st, uint16_t perm_id);
/* The "would leave the battle area" effects for perm_id (a deletion is
** one way of leaving): the scripts' (card:when_would "leave_battle_area"),
** then the keywords: <Detach>, <Guard> (they prevent it), <Decode>,
** <Partition> (they do not). by_battle: deleted in a battle. */
int dcg_leave_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool by_battle);
/* script/effect.c: the scripts' part of it; would one of them activate? */
int dcg_scripted_leave_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id);
bool dcg_scripted_leave_watched(dcg_ctx *ctx, const dcg_state *st, uint16_t perm_id);
/* Another Digimon stands in for perm_id, which would leave by an opponent's
** effect: each other Digimon of its player with a keyword of want (<Decoy>
** of its colour, <Guard>) may be deleted by its player instead (asked;
** each once per cause, marked in would_kw_used by mark); if that deletion
** is itself prevented, the cost is not paid (15-6) and the next may.
** <Guard> (16-45): when another of its player's Digimon would leave the
** battle area by an opponent's effect, by deleting the Digimon with
** <Guard>, it doesn't leave. */
int dcg_stand_in_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, dcg_kwset want, dcg_kwset mark);
/* card:discount_digivolutions_from_hand (TM_FIELD_EVO_DISCOUNT): what the effects on pm's player's field take off a
** digivolution of pm (in the battle area: a text that does not name the breeding area does not
** reach it, Q1025) into card from the hand. The optional ones ("you may suspend this Tamer to
** ...", 1-3-11-3) go to opt (*n_opt; the first of each unsuspended permanent: suspending it
** pays once): the permanent to suspend and how much less; returns the sum of the others.
** Read-only checks. */
typedef struct evo_offer {
    uint16_t suspend;
    int less;
    uint8_t instance; /* <Digisorption>: which of the card's (DCG_EVO_DIGISORPTION) */
    int further;      /* ... and the most its smaller instances may still take off (16-10-4) */
} evo_offer;
#define DCG_EVO_OPTIONAL DCG_MAX_PERMS /* one per permanent: suspending it pays once */
bool dcg_card_has_effect_part(const dcg_ctx *ctx, int def, bool link);
int32_t dcg_effect_number(dcg_ctx *ctx, const dcg_state *st, int p, int kind, int32_t n);
int dcg_evo_cost_effects(dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, evo_offer *opt, int *n_opt);
/* card:digivolve_from (TM_EVO_FROM, declared by card) and card:digivolve_into (TM_EVO_INTO, declared
** by pm's stack): the lowest cost at which card, in its owner's hand, may digivolve pm (in the battle
** area, Q1042) ignoring its digivolution requirements, or -1. */
int dcg_evo_from(dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
/* May pm digivolve into card at all: nothing forbids it ("can't digivolve", FORBID_DIGIVOLVE) and
** every card:digivolve_only that applies to it names card? By the rules or by an effect alike. */
bool dcg_evo_allowed(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card);
/* card:dna_as_level (TM_DNA_LEVEL, declared by pm's stack): does pm meet DNA requirement q of card
** treated as the level such an effect names for card (EX3-020, EX3-041)? Its other facts as they are. */
bool dcg_dna_level_met(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card, const dcg_evo_req *q);
/* Whose effect is processing now: a script's, or a keyword's or an immediate effect's (run_would) outside
** one; -1: none (a rule). */
int dcg_effect_player(const dcg_ctx *ctx, const dcg_state *st);
/* card_errors.c: one more script error, of card index def (-1: none), its
** message in ctx->script_err: counted, and by card number. */
void dcg_script_error_note(dcg_ctx *ctx, int def);
/* Free the table of errors by card (dcg_ctx_free). */
void dcg_script_errors_free(dcg_ctx *ctx);
/* Delete another Digimon as the cost of owner's keyword effect: true when
** it was deleted (an effect of its own may prevent that, 15-6). */
bool dcg_delete_as_cost(dcg_ctx *ctx, dcg_state *st, uint16_t id, int owner);

/* keyword_would.c: immediate keyword effects of chapter 16 kept out of
** effect.c. <Fragment (N)> (16-37) for perm_id, which would be deleted. */
int dcg_fragment_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id);
/* <Material Save N> (16-21) of a Digimon that would be deleted (keyword_would.c). */
int dcg_material_save_would(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id);
/* Choose n of the permanent's digivolution cards (asked only when there is
** a choice) and trash them at once: the cost of <Digi-Burst N> and
** <Fragment (N)>. The caller checked it has n. 0 when done, or the code of
** dcg_effect_ask (< 0) when a question waits or none can be asked. */
int dcg_trash_chosen_sources(dcg_ctx *ctx, dcg_state *st, int player, uint16_t perm_id, int n);
/* "Effects can't trash [X] in this Digimon's digivolution cards" (BT9-109, card:sources_cannot_be_trashed):
** may no effect trash digivolution card `card` of pm now? (read-only; sources_kept.c) */
bool dcg_source_kept(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card);
/* pm's digivolution cards an effect may trash, bottom first, into items (DCG_MAX_STACK); how many. */
int dcg_trashable_sources(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t *items);

#endif
