/*
** internal.h: the game struct and the engine's internal interfaces.
** Everything in dcg_state is plain data: no pointers, so a memcpy clones it.
** Cards are instance ids 0..DCG_MAX_CARDS-1 (player p owns ids p*64 ..),
** Digimon and Tamers on the field are permanents with stable ids.
*/
#ifndef DCG_INTERNAL_H
#define DCG_INTERNAL_H

#include "dcg.h"
#include "errors.h"
#include "files.h"
#include "hash.h"
#include "rng.h"
#include "stamp.h"
#include <assert.h>
#include <stdbool.h>
#include <string.h>

/* A slow path kept out of its caller, which then saves no registers on its
** fast path (the hottest readers: perm.c, script/vm.c). */
#if defined(__GNUC__)
#define DCG_NOINLINE __attribute__((noinline))
#else
#define DCG_NOINLINE
#endif

#define DCG_MAX_CARDS (2 * DCG_PLAYER_CARDS)
#define DCG_NO_PERM 0

/* ---- the game ------------------------------------------------------------ */

/* A permanent: a stack of cards on the field, bottom first. */
typedef struct perm {
    uint16_t id;             /* DCG_NO_PERM when the slot is empty */
    uint8_t n;               /* cards in the stack */
    uint8_t suspended;
    uint8_t flags;           /* PERM_BY_EFFECT: an Option an effect placed in the battle area (17-1-3-2-2);
                                bits 1-7: the sets of Digimon suspended or unsuspended together that pending
                                effects keep (together.c); all 0 unless such an effect waits or runs */
    uint8_t this_turn;       /* PERM_PLAYED | PERM_DIGIVOLVED | PERM_ATTACKED: what it did this turn
                                (history for scripts; cleared when a turn ends) */
    uint16_t entered_turn;   /* turn it was placed on the field (can't attack then); 0 when hatched (Q959) */
    uint8_t links;           /* its link cards (4-9): cards[DCG_MAX_STACK - 1 - i], i = 0 the oldest (perm_link);
                                the stack grows up from cards[0], the link cards down from the end */
    uint8_t cards[DCG_MAX_STACK];
} perm;

enum { PERM_PLAYED = 1, PERM_DIGIVOLVED = 2, PERM_ATTACKED = 4,
       PERM_DNA = 8,           /* its last digivolution this turn was a DNA digivolution (8-2) */
       PERM_XROS_SHIFT = 4,    /* bits 4-6: the cards placed under it by the DigiXros it was played by (7-2-2-9/10; */
       PERM_XROS_MAX = 7,      /* 7: 7 or more, by a DigiXros by count) */
       PERM_XROS = PERM_XROS_MAX << PERM_XROS_SHIFT,
       PERM_BURST = 128 };     /* it burst digivolved this turn: its top card is trashed at the end of the turn (8-3-2-1) */

enum { PERM_BY_EFFECT = 1,
       DCG_TOGETHER_SETS = 7 }; /* perm.flags bit s (1u << s): in together set s (1 to DCG_TOGETHER_SETS) */

/* An ordered zone of one player. For deck, eggs and security the top card
** is the last element, so drawing is a pop. */
typedef struct pile {
    uint8_t n;
    uint8_t cards[DCG_PLAYER_CARDS];
} pile;

/* A pending change to a player's next digivolution's cost, for the turn
** ("the next time you would digivolve one of your green Digimon from level
** 5 to level 6, it costs 4 less": BT1-109); amount 0: none. Used up by the
** next digivolution it fits (action.c, dcg_evo_discount). */
typedef struct evo_discount {
    uint8_t amount;
    uint8_t colors;     /* the Digimon shares one of these colours (0: any) */
    uint8_t from_level; /* the Digimon's level (0: any) */
    uint8_t to_level;   /* the card's level (0: any) */
} evo_discount;

typedef struct side {
    pile deck, eggs, hand, security, trash;
    perm breeding;                    /* id 0 when empty */
    uint8_t n_battle;
    perm battle[DCG_MAX_PERMS];       /* in the order they entered */
    uint8_t n_cards;                  /* cards this player owns in the game */
    uint8_t flags;                    /* SIDE_REDREW | SIDE_DIGIVOLVED | SIDE_ATTACKED */
    evo_discount evo_discount;        /* cleared when a turn ends */
} side;
enum { SIDE_REDREW = 1,       /* used the one opening redraw */
       SIDE_DIGIVOLVED = 2,   /* digivolved a Digimon in the battle area this turn (history for
                                 scripts, "if you've digivolved this turn"; cleared when a turn ends) */
       SIDE_ATTACKED = 4,     /* declared an attack with a Digimon this turn ("if your opponent didn't
                                 attack with a Digimon this turn"; cleared when a turn ends) */
       SIDE_DISCOUNT_SUSPENDING = 8 }; /* the pending evo_discount is had by suspending 1 of the player's
                                          Digimon ("you may suspend 1 of your Digimon to reduce", BT3-103) */

/* A modifier from an effect (or set by a scenario): on one permanent, or
** on every Digimon / Security Digimon of a player, including those that
** arrive later. Expires at the given timing. */
enum { UNTIL_END_OF_TURN, UNTIL_END_OF_PLAYER_TURN, UNTIL_LEAVES, UNTIL_END_OF_ATTACK };
enum { MOD_PERM, MOD_ALL_DIGIMON, MOD_SECURITY_DIGIMON,
       MOD_PLAYER,   /* a prohibition on player `side` (15-1-3, game.cannot): dp is the mask of CANNOT_* kinds
                        (script/script.h); it reaches no permanent */
       MOD_DISCOUNT, /* player `side`'s next digivolution into a card its check names costs dp less, for the turn
                        (discount.c); grant_card, grant_effect: the card and 1 + its card:discount_filter */
       MOD_DISCOUNT_HIDDEN, /* one set aside while an App Fusion stacks its link card (discount.c) */
       MOD_WOULD_PENDING }; /* player `side`'s next digivolution of one of its Digimon in the battle area, for the turn:
                               grant_card's effect grant_effect - 1 (a card:when_would("digivolve", ..., {pending = true}))
                               activates as its "would digivolve" effect, and is used up (would_pending.c, EX1-071) */
enum { FORBID_ATTACK = 1, FORBID_BLOCK = 2, FORBID_ATTACK_PLAYER = 4, FORBID_UNSUSPEND = 8, /* UNSUSPEND: in its player's unsuspend phase */
       FORBID_DELETED_IN_BATTLE = 16, FORBID_DELETED_BY_OPPONENT = 32, /* "can't be deleted in battle", "... by your opponent's effects" */
       FORBID_DP_REDUCED = 64, FORBID_RETURNED = 128, /* "can't have its DP reduced", "... be returned to its owner's hand or deck" */
       FORBID_SUSPEND = 256, /* "can't suspend" (11-2-5): no attack, no block, no suspending by a cost or an effect */
       FORBID_BE_ATTACKED = 512, /* "can't be attacked": no attack declaration chooses it (11-2-7-1, Q1195, Q1307) */
       FORBID_DIGIVOLVE = 1024, /* "can't digivolve": by the rules or an effect (BT4-115; dcg_evo_allowed) */
       FORBID_WHEN_DIGIVOLVING = 2048, /* "its [When Digivolving] effects don't activate" (BT5-085, Q1355): continuous effects only */
       FORBID_ATTACK_DIGIMON = 4096, /* "can't attack your opponent's Digimon": no attack declared at one (EX2-036, Q3242) */
       FORBID_DP_REDUCED_BY_OPPONENT = 8192, /* "your opponent's effects can't reduce its DP" (BT6-053) */
       FORBID_DELETED_BY_EFFECTS = 16384, /* "effects can't delete it": anyone's (BT7-064) */
       FORBID_BE_UNSUSPENDED = 32768 }; /* "can't unsuspend": by no rule or effect, a Tamer too (BT8-102; a change's only) */
enum { FORBID_MOD_HIGH = 12 }; /* FORBID_ATTACK_DIGIMON and above: kept in a mod's `next` above MOD_NEXT (mod_forbid) */
enum { ALLOW_ATTACK_UNSUSPENDED = 1, /* what continuous effects permit: "can attack unsuspended Digimon" */
       ALLOW_BLITZ_UNSUSPENDED = 2 }; /* ... in an attack by <Blitz> (BT5-017) */
typedef struct mod {
    uint16_t perm;           /* MOD_PERM: the permanent */
    uint8_t cls;             /* MOD_* */
    uint8_t side;            /* class-wide: whose Digimon */
    uint8_t until;           /* UNTIL_* */
    uint8_t player;          /* UNTIL_END_OF_PLAYER_TURN: ends with that player's next turn */
    uint16_t turn;           /* turn it was made */
    int32_t dp;              /* DP change, or with MOD_SETS_DP the DP it becomes, or with
                                MOD_SETS_COLORS the colours it becomes (a mask; such a mod carries nothing else),
                                with MOD_ADDS_DIGIMON the DP it is treated as having */
    int8_t security_attack;  /* Security Attack change */
    uint8_t keyword;         /* a keyword granted: its id + 1 (0: none); a change of several is several mods */
    uint8_t keyword_lost;    /* a keyword taken away (wins over grants): its id + 1 */
    uint8_t forbid;          /* FORBID_* but FORBID_SUSPEND and FORBID_BE_ATTACKED, how's MOD_NO_SUSPEND, MOD_NOT_ATTACKED (mod_forbid) */
    uint8_t next;            /* MOD_NEXT: UNTIL_END_OF_PLAYER_TURN, not the turn it was made in; the bits above it:
                                the prohibitions from FORBID_ATTACK_DIGIMON on (mod_forbid) */
    uint8_t how;             /* MOD_SETS_DP, MOD_LOSES_ALL */
    uint8_t grant_card;      /* an effect granted (15-13): declared on this card ... */
    uint8_t grant_effect;    /* ... as its effect grant_effect - 1 (0: none); a change of several is several mods */
    /* 20 bytes, no padding: a mod made on the stack is copied whole into the
    ** state, and states compare and hash by their bytes. The mods in play
    ** are st->mods[0 .. mods_n - 1], the rest zero. */
} mod;
enum { MOD_SETS_DP = 1,      /* "DP becomes N", "its original DP is N" (15-12-2): dp is N */
       MOD_LOSES_ALL = 2,    /* it loses every keyword */
       MOD_BY_SHIFT = 2,     /* bits 2-3: 1 + the player whose effect made it (0: the rules, a scenario) */
       MOD_NO_SUSPEND = 16,  /* FORBID_SUSPEND: forbid's eight bits are taken, and a mod stays 20 bytes */
       MOD_SETS_COLORS = 32,  /* "change its colour to white" (15-12-2): dp is the colour mask */
       MOD_ADDS_DIGIMON = 64, /* "also treated as an N DP Digimon" (15-12-1): a MOD_PERM whose dp is N (it carries nothing else) */
       MOD_NOT_ATTACKED = 128 }; /* FORBID_BE_ATTACKED */
enum { MOD_NEXT = 1 }; /* in mod.next */
static inline uint8_t mod_by(int player) { return (uint8_t)((player + 1) << MOD_BY_SHIFT); }
static inline int mod_maker(const mod *m) { return ((m->how >> MOD_BY_SHIFT) & 3) - 1; }
static inline uint16_t mod_forbid(const mod *m)
{
    return (uint16_t)(m->forbid | (m->how & MOD_NO_SUSPEND ? FORBID_SUSPEND : 0) | (m->how & MOD_NOT_ATTACKED ? FORBID_BE_ATTACKED : 0) |
                      (m->next >> 1) << FORBID_MOD_HIGH);
}
static inline void mod_set_forbid(mod *m, uint16_t forbid)
{
    m->forbid = (uint8_t)(forbid & 0xFF);
    if (forbid & FORBID_SUSPEND) m->how |= MOD_NO_SUSPEND;
    if (forbid & FORBID_BE_ATTACKED) m->how |= MOD_NOT_ATTACKED;
    m->next = (uint8_t)((m->next & MOD_NEXT) | (forbid >> FORBID_MOD_HIGH) << 1);
}

/* Work the engine still has to do, innermost last. */
enum turn_step { T_START, T_UNSUSPEND, T_DRAW, T_BREEDING, T_MAIN_START, T_MAIN, T_END };
enum attack_step { A_COUNTER, A_BLOCK, A_CONFIRM, A_CHECK, A_CHECK_BATTLE, A_PIERCE, A_END }; /* combat.c */
enum frame_op {
    F_SETUP,                 /* opening hands, redraws, security */
    F_TURN,                  /* the turn's phases */
    F_ATTACK,                /* an attack in progress */
    F_EFFECT,                /* st->act is being processed */
    F_BLITZ,                 /* <Blitz>, <Vortex> (flags 1): a = the Digimon that may attack now */
    F_ASSEMBLY,              /* a play by Assembly declared (7-3): card, n = the cost; its trash cards are chosen next */
    F_DIGIXROS,              /* a DigiXros by count declared (7-2-2-5): card; its cards are chosen next (xros.c) */
    F_DIGISORPTION,          /* a digivolution by <Digisorption> chosen (16-10-4): card into a, b = the requirement, n = the cost
                                so far, step = the next instance; its other instances are asked next */
    F_WOULD,                 /* a procedure declared, its "would" effects next (would.c): flags = the option's kind,
                                card, a = perm, b = target, n = cost, step = req */
    F_EVO_BY,                /* a digivolution whose card's by-cost is paid first (BT7-112, evo_by.c): card, a = perm,
                                b = target, n = cost, step = req; the cards placed are asked next */
    F_OP_COUNT
};
typedef struct frame {
    uint8_t op;              /* frame_op */
    uint8_t step;            /* where to resume */
    uint8_t player;
    uint8_t flags;
    uint8_t card;            /* op-specific: the security card being checked */
    uint16_t a, b;           /* op-specific: attacker, target perm, ... */
    int16_t n;               /* op-specific counter */
} frame;

enum { AF_BLOCKED = 1, AF_PIERCE = 2, AF_EXECUTE = 4, /* F_ATTACK flags: it was blocked; <Piercing> checks after
                                                         the battle; by <Execute>, deleted at its end; */
       AF_ENDED = 8 };                                  /* an effect ended it (15-15-1) */

/* A triggered effect waiting to activate (15-4-4). Its source: a script, or
** one of the keywords whose triggers are declared in C (trigger.c:
** keyword_triggers; the numbers name them in events). */
enum effect_src {
    EFF_RETALIATION,         /* keyword: delete the Digimon it battled */
    EFF_SCRIPT,              /* a declared effect of a card script */
    EFF_STEP,                /* not an effect: the answers of a rules step that asked (dcg_step_transaction) */
    EFF_KEYWORD,             /* an immediate keyword effect (<Evade>, ...) resolved inside a deletion */
    EFF_RAID,                /* keyword: may switch the attack's target (16-23) */
    EFF_ALLIANCE,            /* keyword: may suspend another Digimon for its DP and Security A. +1 (16-24) */
    EFF_FORTITUDE,           /* keyword: play the deleted Digimon's card from the trash (16-27) */
    EFF_VORTEX,              /* keyword: may attack an opponent's Digimon at the end of the turn (16-33) */
    EFF_ENGAGE,              /* keyword: may attack at the end of the turn (16-44) */
    EFF_EXECUTE,             /* keyword: may attack at the end of the turn, unsuspended Digimon too (16-38) */
    EFF_EXECUTE_DELETE,      /* <Execute>'s pending processing: delete the Digimon at the end of its attack (16-38-4) */
    EFF_ASCENSION,           /* keyword: may put the deleted Digimon's card on top of the security stack (16-43) */
    EFF_BURST_END,           /* Burst Digivolve's pending processing: trash the top card at the end of the turn (8-3-2-1) */
    EFF_SRC_COUNT
};
typedef struct pending {
    uint8_t src;             /* effect_src */
    uint8_t owner;           /* player who activates it */
    uint8_t level;           /* derived triggers (15-4-5) get a higher level */
    uint8_t card;            /* card the effect is written on */
    uint8_t effect;          /* EFF_SCRIPT: index among the card's effects */
    uint8_t timing;          /* EFF_SCRIPT: its timing (script.h) */
    uint16_t perm;           /* permanent it works from (0 if none) */
    uint16_t subject;        /* what triggered it: the Digimon battled, played, ... */
    union {
        uint8_t zones;       /* a move that triggered it: from zone | to zone << 4 (dcg_zone) */
        uint8_t more;        /* a deletion: how many more Digimon of the set it saw (it triggers once, 4-27-5);
                                cards added to digivolution cards: how many more than 1 */
        uint8_t subject_level; /* another event of a Digimon (played, digivolved, ...): 1 + its level then (15-8-3-8),
                                  in the low 4 bits (pe_level); a play's: the zone it was played from above them */
        uint8_t use_cost;    /* an Option used, for an effect reading its facts: its use cost then (dcg_use_cost) */
    };
    uint8_t by;              /* 1 + the card whose effect made the event; 0: the rules, or no event */
} pending;
/* A pending effect's subject_level: 1 + the level, or 0 (not read yet); and for a play, its from zone;
** for a suspension's or an unsuspension's watcher keeping the Digimon of the set (effect_def.together),
** the set it keeps (1 to DCG_TOGETHER_SETS: perm.flags, together.c), 0: none. */
static inline int pe_level(const pending *pe) { return pe->subject_level & 15; }
static inline int pe_played_from(const pending *pe) { return pe->subject_level >> 4; }
static inline int pe_together(const pending *pe) { return pe->subject_level >> 4; }

/* The effect being processed. Effects run one at a time as transactions
** (script/script.h): only the answers given so far are kept. */
enum { ASK_PERMS, ASK_CARDS, ASK_NUMBERS, ASK_MODES }; /* ASK_NUMBERS: a number to declare, from ask[] */
typedef struct active {
    pending e;               /* the effect */
    uint8_t on;              /* an effect is being processed */
    uint8_t n_answers;
    uint8_t answers[DCG_MAX_ANSWERS];
    /* the question it waits on (DCG_DEC_TARGET / DCG_DEC_YESNO) */
    uint8_t ask_items;       /* ASK_PERMS, ASK_CARDS or ASK_MODES */
    uint8_t ask_n;
    uint8_t ask_done;        /* "done" is an option (enough chosen) */
    uint16_t ask[DCG_MAX_ASK];
} active;

/* Uses this turn of an effect allowed N > 1 times per turn ([Twice Per Turn]). */
typedef struct turn_use {
    uint8_t card, effect;
    uint8_t n;                       /* uses so far (0: record free) */
    uint8_t spare;                   /* no padding (states hash by their bytes) */
} turn_use;

/* A delayed one-shot effect (pending processing, 18-1-1): effect `effect`
** of card, made by an effect of player owner on turn `turn`, triggers at
** the end of the turn it names like a triggered effect (18-1-2), or at the
** end of the next battle of the attack in progress (14-2-5; dropped when
** that attack ends without one). */
enum { DELAY_NONE, DELAY_END_OF_TURN, DELAY_END_OF_OPPONENTS_TURN, DELAY_END_OF_BATTLE,
       DELAY_AWAIT_DISCOUNT }; /* waits for its owner's pending digivolution discount: the digivolution that uses it
                                  makes it DELAY_END_OF_TURN with that Digimon as subject (BT5-109); dropped unused */
typedef struct delayed {
    uint8_t when;            /* DELAY_*; DELAY_NONE: the slot is free */
    uint8_t owner;
    uint8_t card, effect;
    uint16_t turn;           /* the turn it was made */
    uint16_t perm;           /* the Digimon the effect that made it worked from (0: none) */
    uint16_t subject;        /* what that effect handed on: a Digimon or a card (0: none) */
} delayed;

/* Last-known information of a deleted permanent (15-8-3-5, detailed rules
** 1.3): what [On Deletion] effects read once it has left. A ring of records
** big enough for every Digimon on the field to be deleted at once; their
** stacks (bottom first) in a ring of card bytes beside it, as big as every
** card of the game, so one deletion of them all fits too. A record whose
** cards were written over by later deletions keeps its cause (n = 0) and
** reading its stack is an error naming the limit. */
#define DCG_MAX_LKI (2 * (DCG_MAX_PERMS + 1))
#define DCG_LKI_CARDS DCG_MAX_CARDS
typedef struct lki {
    uint16_t perm;           /* the permanent id it had (0: slot unused) */
    uint16_t by;             /* the Digimon that caused it (the one it battled), or 0 */
    int32_t dp;              /* its DP at the moment of deletion */
    uint8_t n;               /* cards of its stack (0: written over, see above) */
    uint8_t at;              /* where its stack starts in lki_cards (a ring) */
    uint8_t suspended;
    uint8_t cause;           /* dcg_delete_cause */
} lki;

/* The game parameters of the format being played (dcg_format). */
typedef struct rules {
    uint8_t hand, security;           /* opening hand, starting security */
    uint8_t memory_cap;               /* the gauge's last number */
    uint8_t pass_memory;              /* memory the opponent gets on a pass */
    uint8_t redraw;                   /* one opening redraw allowed */
    uint8_t security_first;           /* security set before the opening hand */
    uint8_t breeding_move_level;      /* lowest level that may leave the breeding area */
} rules;

struct dcg_state {
    uint64_t rng[4];                  /* xoshiro256** state */
    rules rules;                      /* the format's game parameters */
    uint16_t def[DCG_MAX_CARDS];      /* card index of each instance */
    uint8_t zone[DCG_MAX_CARDS];      /* dcg_zone of each instance */
    side pl[2];
    int8_t memory;                    /* > 0: on player 0's side */
    uint8_t turn_player;
    uint8_t phase;                    /* dcg_phase */
    uint8_t winner;                   /* 0, 1, or 0xFF while playing; 2 = draw */
    uint8_t win_reason;
    uint16_t turn;
    uint16_t next_perm;               /* next permanent id */
    /* the pending decision */
    uint8_t dec_kind;                 /* dcg_decision_kind, NONE when running */
    uint8_t dec_player;
    uint8_t dec_source;
    /* work stack */
    uint8_t n_frames;
    frame frames[DCG_MAX_FRAMES];
    /* pending triggered effects */
    uint8_t n_pending;
    uint8_t trigger_level;            /* level of effects triggered in this step (15-4-5) */
    pending pend[DCG_MAX_PENDING];
    uint8_t mods_n;
    mod mods[DCG_MAX_MODS];
    active act;                       /* the effect being processed */
    uint16_t battling[2];             /* the two Digimon in the battle being resolved */
    uint16_t blitz;                   /* a running effect's <Blitz> Digimon (attacks after it) */
    uint8_t lki_next;                 /* ring of the last deletions */
    uint8_t blitz_flags;              /* F_BLITZ flags of st->blitz's attack (BLITZ_OVERCLOCK; fills a padding hole) */
    lki lki[DCG_MAX_LKI];
    uint8_t lki_cards[DCG_LKI_CARDS]; /* their stacks (a ring) */
    uint8_t lki_card_next;            /* the next byte of lki_cards written */
    uint8_t blitz_more;               /* st->blitz's flags past the first 8 bits, >> 8 (BLITZ_AT_PLAYER) */
    uint8_t lki_spare[2];             /* no padding (states hash by their bytes) */
    uint32_t once_used[DCG_MAX_CARDS]; /* effects used up this turn ([Once Per Turn], ...), bit per effect (DCG_MAX_CARD_EFFECTS) */
    turn_use turn_uses[DCG_MAX_TURN_USES]; /* uses this turn of effects allowed more than once */
    delayed delayed[DCG_MAX_DELAYED]; /* delayed one-shot effects waiting for their timing */
    uint8_t seen[DCG_MAX_CARDS];      /* bit p: player p saw this card arrive where it is (determinize.c);
                                         SEEN_FACE_UP, SEEN_FACE_DOWN: it lies turned from its area's usual face */
    /* Bookkeeping, not the position: the position hash (dcg_position_hash,
    ** which tells whether a position recurs, 18-3) stops here. */
    uint16_t script_spent[DCG_MAX_CARDS]; /* per-game budget used by the scripts of each card's number, in
                                         units of DCG_SCRIPT_UNIT instructions (every copy of a number holds
                                         its count: dcg_script_spent_join); part of the game, so a search on
                                         clones of it spends nothing of the game's own (script/vm.c) */
    /* Infinite loops (18-3, loop.c) */
    uint16_t loop_turn;               /* the turn the records below belong to */
    uint16_t loop_n;                  /* main decisions recorded this turn (a ring) */
    uint8_t loop_forbid_n;
    uint8_t loop_declaring;           /* players still to declare a count (bit per player) */
    uint8_t loop_suspect;             /* a quick key recurred this turn: record full hashes */
    uint16_t loop_other;              /* decisions of the non-turn player this turn */
    struct loop_seen {
        uint64_t hash;               /* a main decision's position (0: not computed) */
        uint32_t key;                /* its quick key */
        uint16_t other;              /* loop_other then */
        dcg_option taken;            /* the answer given there */
        uint8_t spare[2];            /* no padding (states hash by their bytes) */
    } loop_seen[DCG_LOOP_SEEN], loop_forbid[DCG_LOOP_FORBID]; /* forbid: the loop's first answer */
    uint32_t n_answers;               /* decisions answered (DCG_MAX_DECISIONS) */
    uint32_t watched;                 /* bit per game_event_kind the effects of this game's cards watch */
    uint16_t can;                     /* GAME_*: what the cards of this game can do (dcg_game_note_card) */
    uint8_t spare_end[6];             /* no padding (states hash by their bytes) */
    /* Not hashed (dcg_state_hash stops here): which list of options fits
    ** the state (listed.c). Unique in the process for each state the
    ** engine leaves; 0 after a change by hand (board.c, determinize.c). */
    uint64_t stamp;
    /* Not hashed either, as it follows from the position: while an effect
    ** waits on a question (act.on), the cards player p knew (bit c of
    ** shown[p]) in that effect's run up to the question (revealed, drawn,
    ** ...), a run that was dropped (dcg_note_shown). The answer runs the
    ** effect again from its start, so a sample of the hidden cards keeps
    ** these where they are (determinize.c). */
    uint64_t shown[2][(DCG_MAX_CARDS + 63) / 64];
    /* Not hashed either (a game's digest stays what it was): the positions
    ** of loop_seen and loop_forbid up to their permanents' ids, which loops
    ** compare (dcg_loop_position; loop_seen's own hash is dcg_position_hash,
    ** kept as the digest knows it), and the Brent mark of the turn's main
    ** decisions (loop.c), which finds a loop of any length (18-3-3) where
    ** loop_seen holds the last DCG_LOOP_SEEN. */
    uint64_t loop_canon[DCG_LOOP_SEEN], loop_forbid_canon[DCG_LOOP_FORBID]; /* 0: not computed */
    struct loop_seen loop_mark;       /* a main decision of this turn, its hash dcg_loop_position's */
    uint32_t loop_mark_at;            /* its number among the turn's main decisions (loop_n then) */
    uint32_t loop_mark_power;         /* how many decisions after it the mark moves on */
    uint8_t loop_mark_suspect;        /* the mark's quick key came back: give the next marks full hashes */
    /* Not hashed either, as it follows from the game's cards as watched
    ** does: a bit per game_event_kind an effect of this game's cards
    ** watches of others (card_effects.watched_others, class 2), noted with
    ** watched (dcg_game_note_card). Read by dcg_game_watched_others. */
    uint32_t watched_others;
    /* Not hashed either, the same: a bit (1 << timing) per timing (TM_*) an
    ** effect of this game's cards has (card_effects.timings), noted with
    ** watched. Read by dcg_game_timings. */
    uint64_t timings;
    /* Not hashed either, the same, from the card data of this game's cards:
    ** a bit (1 << DCG_COMBINE_*) per way of combining one has (dcg_card.
    ** combine), and the keywords one has printed (dcg_card.keywords). Read by
    ** dcg_game_combines and dcg_game_printed_keywords. */
    uint8_t combines;
    dcg_kwset printed_keywords;
};

/* ---- the context --------------------------------------------------------- */
/* A hash index of card numbers (open addressing; a slot holds index + 1). */
typedef struct dcg_index {
    int *slots;
    int cap, n;
} dcg_index;
/* The card database: what loading gives, read-only once a context made
** from it (dcg_ctx_new_from) shares it, so threads share one copy. The
** scripts' sources are kept so that each thread's own Lua VM (Lua states
** are not thread-safe) loads the same scripts, in the same order. */
typedef struct db_script {
    int card;                        /* card index the script is for, or -1: a library (scripts/lib) */
    char *path;                      /* where it came from, for messages */
    char *src;
    size_t len;
} db_script;
struct dcg_db {
    _Atomic int refs;                /* contexts using it; the last one frees it */
    dcg_card *cards;
    int n_cards, cap_cards;
    dcg_index card_index;            /* number -> index in cards */
    db_script *scripts;              /* every script loaded, in order */
    int n_scripts, cap_scripts;
    char data_dirs[16][512];         /* directories loaded with dcg_load_dir, in order */
    int n_data_dirs;
};
struct lua_State;
struct effect_def;
struct card_effects;
/* A context: one thread's run state (its Lua VM with the compiled scripts,
** scratch state, events, errors, budgets) over a card database. */
struct dcg_ctx {
    struct dcg_db *db;               /* its own (loads go there), or shared read-only (dcg_ctx_new_from) */
    const dcg_card *cards;           /* db->cards, read on the hot path without going through db (set by carddb.c) */
    uint8_t shares_db;               /* made by dcg_ctx_new_from: loading is refused */
    /* card scripts (script/) */
    struct lua_State *L;             /* the sandboxed VM, reused across games */
    struct effect_def *effects;      /* every declared effect */
    int n_effects, cap_effects;
    struct card_effects *fx;         /* per card index up to the last scripted one (cap_fx): its effects */
    int cap_fx;
    size_t lua_mem, lua_mem_cap;     /* bytes the VM holds, and its cap */
    void *lua_free[16];              /* freed small blocks of the VM, by size class (script/vm.c) */
    char *lua_arena;                 /* where new small blocks are carved from (script/vm.c) */
    size_t lua_carved;               /* ... its bytes handed out */
    struct dcg_call_budget {         /* the budget of the script call running now (script/vm.c); a nested call
                                        saves it and runs under one of its own */
        long left;                   /* instructions left */
        long start;                  /* ... at its start */
        long long t_first, t_limit;  /* ns: its first budget hook, its time limit */
        const char *name;            /* which budget that is, for messages */
        int killing;                 /* it is being stopped */
        int timed_out;               /* it reached its time backstop */
    } call;
    /* blocks of the VM's own whose size depends on what ran before, not on the running call (uncharged) */
    void *lua_stack, *lua_strings;   /* the main thread's stack, the short strings' table */
    void *lua_last_new;              /* the last block but a small one allocated anew, and what it cost */
    long lua_last_cost;
    long lua_own_moves;              /* moves of those blocks seen (a check that they are known) */
    dcg_state *scratch;              /* the transaction an effect runs in */
    dcg_state *use_snap;             /* the position before a "would" effect with uses a turn (effect.c) */
    bool use_snap_busy;
    dcg_state *cur;                  /* the state scripts read and change now */
    int readonly;                    /* a check is running: no changes allowed */
    int loading_card;                /* card index whose script is loading, or -1 */
    int loading_first;               /* its first effect in ctx->effects */
    uint8_t reference;               /* take no shortcut (dcg_ctx_set_reference) */
    struct dcg_listed *listed;       /* the last decision's options and its state's stamp (listed.c) */
    dcg_stamps stamps;               /* the block of stamps this context gives (core/stamp.h, listed.c) */
    uint64_t loop_key_stamp;         /* the stamp of the state whose quick key is loop_key (loop.c); 0: none */
    uint32_t loop_key;
    long n_script_calls;             /* script calls made (script/vm.c): did listing run a script? */
    uint8_t rule_check_settled;      /* the run loop's last rule check was plain and no card moved since (game.c) */
    uint64_t settled_stamp;          /* the stamp of the state a run left settled (game.c); 0: none */
    uint8_t answer_settled;          /* the answer given leaves it settled: the run goes on so (dcg_answer) */
    long n_rule_checks;              /* rule checks made (a count for the test of that shortcut) */
    long n_static_scans;             /* continuous effects looked for (a count for tests of the fast paths) */
    long n_trigger_scans;            /* events matched against the cards' triggers (the same, trigger.c) */
    uint64_t digest_scripts;         /* sum of the hashes of every script and library loaded (dcg_content_digest) */
    uint64_t digest_format;          /* hash of the format file last loaded */
    uint16_t statics_busy[8];        /* continuous effects being computed for these (effect.c) */
    int n_statics_busy;
    uint16_t unaffected_busy[8];     /* ... and the same for "isn't affected by effects" (dcg_static_unaffected) */
    int n_unaffected_busy;
    uint16_t colors_busy[8];         /* ... and for the colours alone, read while the rest is computed (dcg_statics) */
    int n_colors_busy;
    bool colors_only;                /* the scan running gathers the colours continuous effects give, nothing else */
    const char *loading_file;
    char script_err[512];            /* last script failure (card, file, line) */
    int n_script_errors;
    dcg_error_table card_errors;     /* script errors by card index since cleared (script/card_errors.c) */
    uint8_t revealed[DCG_MAX_CARDS]; /* cards game.reveal set aside in the running effect (15-15-3) */
    int n_revealed;
    int revealed_by;                 /* the card whose effect revealed them */
    int depth;                       /* nested script calls running */
#ifdef DCG_INVARIANTS
    struct one_by_one *one_by_one;   /* the running effect's lists and actions (script/one_by_one.c) */
#endif
    int together_from;               /* 1 + st->n_pending when a set of changes made at the same time began (dcg_together), 0: none */
    int effect_card;                 /* card instance whose effect function runs now, or -1 */
    int effect_as;                   /* the next effect call runs as this card's effect (15-15-7-3), or -1 */
    int forced_yes;                  /* 1 + the player whose yes/no questions are answered yes: an effect
                                        activated by a mandatory one (15-15-7-4); 0: none */
    int cursor;                      /* next answer a running effect reads */
    int may_at;                      /* the running effect's first question (15-14-1-4) */
    bool declined;                   /* ... was a yes/no answered no */
    int asking;                      /* the running effect needs an answer */
    active ask;                      /* ... this question (items only) */
    int ask_player;
    int asking_card;                 /* the card whose "would" effect asks (decision source) */
    int would_depth;                 /* "would" effects running (15-8-5) */
    int overwriting;                 /* game.instead's processing runs: no immediate effect interrupts it (18-2-4) */
    int effect_player;               /* the player whose effect runs now outside st->act (a keyword's, or an immediate
                                     ** effect's function: run_would), + 1; 0: st->act's (dcg_effect_player) */
    int would_what;                  /* the procedure whose "would" effect runs (WOULD_BE_PLAYED ...), 0: none */
    int leave_how, leave_by;         /* a "would leave" effect's cause (game.leaving): LEAVE_HOW_* + 1 (0: none), and whose
                                        effect makes the Digimon leave (a player + 1; 0: the rules) */
    int would_less;                  /* ... how much its effects reduced its cost so far (game.reduce_cost) */
    uint16_t would_digimon;          /* ... the Digimon that would digivolve or be linked to */
    uint16_t would_partner;          /* ... the other Digimon of a DNA digivolution (8-2), 0: none */
    struct dcg_would_as { uint16_t digimon; uint8_t level, colors; } would_as; /* ... a Tamer an effect digivolves "as if it is a level N
                                        Digimon" (game.digivolve's as): what its "would" effects read of it (Q1690); 0: none */
    int would_more;                  /* ... how much its effects raised its cost so far (game.raise_cost) */
    int would_raised;                /* what the last procedure's effects raised its cost by (dcg_would_cost) */
    int would_set;                   /* ... 1 + the play cost an effect set it to (opts.set_cost; what came before it no
                                        longer counts), 0: none */
    int would_set_to;                /* the last procedure's would_set (dcg_would_cost) */
    int scan_set;                    /* dcg_procedure_lowest's look: 1 + the lowest cost an effect would set, 0: none */
    uint16_t digi_burst;             /* the Digimon whose <Digi-Burst> is trashing its digivolution cards (16-14), or 0 */
    bool not_attacked_statics;       /* a loaded card's continuous effect may forbid being attacked (FORBID_BE_ATTACKED) */
    bool no_digivolve_statics;       /* ... or digivolving (FORBID_DIGIVOLVE): digivolutions read it (dcg_evo_allowed) */
    uint16_t allow_target;           /* the Digimon such a check is read for now (dcg_perm_allow_at), 0: none */
    bool static_grants;              /* a loaded card's continuous effect grants an effect (card:static{effect = h}) */
    bool unsuspend_costs;            /* a loaded card's continuous effect gives an unsuspension a cost
                                        (card:static{unsuspend_trash = N}): unsuspensions read it (unsuspend_cost.c) */
    struct static_grant *grants_out; /* script/effect.c: where scan_statics lists the grants it finds, or NULL */
    int n_grants_out, cap_grants_out;
    int would_cost;                  /* ... its cost before them */
    uint32_t would_used[DCG_MAX_CARDS]; /* ... those already used in this chain, bit per effect */
    dcg_kwset would_kw_used[DCG_MAX_CARDS]; /* ... and the keyword ones, by the Digimon's top card */
    /* hostile scripts (script/vm.c, script/safe.c) */
    uint32_t game_no;                /* counts games started: per-game budgets */
    int in_run;                      /* inside the run loop: calls count for the game */
    const char *alloc_refused;       /* why the allocator last refused, or NULL */
    int disabled_now;                /* the last call used up its card number's game budget */
    long call_used;                  /* instructions the last call charged to its own budget */
    int env_mt, frozen_env_mt;       /* Lua refs: metatables of card environments */
    struct lua_State *lib_upvalues;  /* library functions' upvalues at load time (script/safe.c) */
    char err_log[16][512];           /* messages of the first script error events of a call */
    dcg_event *events;
    int n_events, cap_events;
    int record_events;               /* 0 to skip recording (fast simulation) */
    char err[2048];
    char deck_warn[1024];            /* warnings of the last deck parse (dcg_deck_warnings) */
};

/* ---- modules --------------------------------------------------------------- */

/* errors: dcg_err (dcg.h) sets the context message. */

/* greedy.c: the one-ply heuristic AI: the best-scored option of d (ties at
** random from rng), the "greedy" AI and the search's play-out policy. */
int dcg_greedy_pick(const dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, uint64_t *rng);

/* ctx.c: card number indexes. Find: the index of number in cards, or -1.
** Reserve room for n entries first (false: out of memory); add cannot fail then. */
int dcg_index_find(const dcg_index *ix, const dcg_card *cards, const char *number);
bool dcg_index_reserve(dcg_index *ix, const dcg_card *cards, int n);
void dcg_index_add(dcg_index *ix, const dcg_card *cards, int i);
void dcg_index_free(dcg_index *ix);
/* ctx.c: loading into a context changes its card database: refused
** (DCG_EINVAL, the message naming what) when the database is shared. */
dcg_status dcg_db_writable(dcg_ctx *ctx, const char *what);
/* Keep the source of a script just loaded (card index, or -1: a library)
** for the contexts made from the database later. */
dcg_status dcg_db_add_script(dcg_ctx *ctx, int card, const char *path, const char *src, size_t len);

/* The game's generator: the engine's (core/rng.h) on the state's four words. */
static inline void dcg_rng_seed(dcg_state *st, uint64_t seed) { dcg_rng_seed_words(st->rng, seed); }
static inline uint64_t dcg_rng_next(dcg_state *st) { return dcg_rng_next_words(st->rng); }
/* Uniform integer in [0, n), n > 0, without modulo bias. */
static inline uint32_t dcg_rng_below(dcg_state *st, uint32_t n) { return dcg_rng_below_words(st->rng, n); }

/* event: append one event to the context buffer. */
void dcg_emit(dcg_ctx *ctx, int kind, int player, int card, uint16_t perm_id, int32_t a, int32_t b);
void dcg_emit_move(dcg_ctx *ctx, const dcg_state *st, int card, int from, int to, int by_card);
/* The card whose effect is making changes now (a script's effect, a
** keyword's), or DCG_NO_CARD when the rules are (a battle, a draw, ...). */
int dcg_effect_card_now(const dcg_ctx *ctx, const dcg_state *st);
/* Effect types (15-2-1): an effect may be of more than one (15-12-1-6). */
enum { EFFECT_DIGIMON = 1, EFFECT_TAMER = 2, EFFECT_OPTION = 4 };
uint8_t dcg_effect_types_now(const dcg_ctx *ctx, const dcg_state *st);

/* A card turned from its area's usual face (st->seen beside the players'
** bits; a move clears them, determinize.c): face up in a security stack
** (3-7-4: public), face down on the field, under a card or as one
** (4-7-9: no card information; 4-7-10: its owner may look). */
enum { SEEN_FACE_UP = 4, SEEN_FACE_DOWN = 8 };
/* What a face-down card on the field is: a card without information, no
** category, DP, level or effects (4-7-9); as a top card, the rule check
** trashes it (17-1-3-2-4). */
extern const dcg_card dcg_face_down_card;

/* Convenience accessors. */
static inline const dcg_card *card_def(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    return (st->seen[card] & SEEN_FACE_DOWN) ? &dcg_face_down_card : &ctx->cards[st->def[card]];
}
static inline int card_owner(int card) { return card / DCG_PLAYER_CARDS; }
static inline int opponent(int p) { return 1 - p; }

#endif

/* ---- engine internals (one module each) ------------------------------------ */
#ifndef DCG_INTERNALS_DECLARED
#define DCG_INTERNALS_DECLARED

/* zone.c: the one door for card movement. */
pile *dcg_pile(dcg_state *st, int p, int zone);       /* NULL for field zones */
perm *dcg_perm(dcg_state *st, uint16_t id);            /* NULL when gone */
int dcg_perm_owner(const dcg_state *st, uint16_t id);  /* -1 when gone */
bool dcg_perm_in_battle(const dcg_state *st, uint16_t id);
/* ... the same for pm, a permanent of st or a copy of one: the hottest
** readers pass a slot of a battle area, known from where it is. */
static inline bool dcg_perm_is_in_battle(const dcg_state *st, const perm *pm)
{
    for (int p = 0; p < 2; p++)
        if ((uintptr_t)pm - (uintptr_t)st->pl[p].battle < (uintptr_t)st->pl[p].n_battle * sizeof *pm) return pm->id != DCG_NO_PERM;
    return dcg_perm_in_battle(st, pm->id);
}
/* Move a card from wherever it is to the top (or bottom) of one of its
** owner's piles, or to the processing area. */
void dcg_move(dcg_ctx *ctx, dcg_state *st, int card, int to_zone, bool bottom);
/* Move n cards (at most DCG_MAX_CARDS) one at a time, in order, to the top of
** their owners' to_zone piles, as one move at the same time: a watcher
** triggers once for them (4-27-5; <De-Digivolve>'s trashing, 16-12-5). */
void dcg_move_set(dcg_ctx *ctx, dcg_state *st, const int *cards, int n, int to_zone);
/* Put a card (from wherever it is) on the field as a new permanent. Returns
** its id, or DCG_NO_PERM when the battle area is full (card not moved). */
uint16_t dcg_place(dcg_ctx *ctx, dcg_state *st, int card, bool breeding);
/* Put a card (from wherever it is) on top of a permanent (digivolution). */
void dcg_stack_on(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card);
/* A token of player p with the facts of card index def (4-21), in no zone
** yet (dcg_play plays it): a free instance id above the player's cards;
** -1 when all DCG_PLAYER_CARDS ids are in use. A token that leaves the
** field is removed from the game (dcg_move: its id is free again). */
int dcg_token_new(dcg_state *st, int p, int def);
/* DNA digivolution (8-2-3-3): card (from wherever it is) on top of the
** stack of top_id on the stack of bottom_id, both in the battle area, as a
** new permanent (unsuspended, new cards, 8-2-2-1); returns its id. The
** caller checks the stack fits (DCG_MAX_STACK) and an id is left. */
uint16_t dcg_perm_merge(dcg_ctx *ctx, dcg_state *st, uint16_t top_id, uint16_t bottom_id, int card);
/* ... onto the Digimon perm_id and hand_card from the hand, which goes on
** top of its stack or under it (<Blast DNA Digivolve>, 16-31-1). */
uint16_t dcg_perm_merge_hand(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int hand_card, bool hand_on_top, int card);
/* DigiXros (7-2-3-3, 7-2-3-4): the n cards under[] (from the hand, or the
** top cards of the owner's battle-area Digimon, whose digivolution cards
** are trashed: they leave the field, 7-2-2-7) under card, the first
** directly under it, and card placed in the battle area. The caller checks
** there is room. Returns the new permanent. */
uint16_t dcg_place_xros(dcg_ctx *ctx, dcg_state *st, int card, const int *under, int n);
/* Assembly (7-3, assembly.c). Can card be played by Assembly now: a full
** set of its requirements in its owner's trash (7-3-2-4) and room? */
bool dcg_assembly_possible(const dcg_ctx *ctx, const dcg_state *st, int card);
/* Its owner chooses the trash cards one at a time, in stacking order (the
** first directly under the card, 7-3-2-6; asked when there is a choice),
** into under[] (DCG_MAX_ASSEMBLY). Returns how many (the card's count), or
** the code of dcg_effect_ask (< 0) when a question waits or cannot be
** asked. In a transaction; the caller checked dcg_assembly_possible. */
int dcg_assembly_choose(dcg_ctx *ctx, dcg_state *st, int card, int *under);
/* For a play by an effect (7-3-2-10): when possible, the owner is asked
** whether to use Assembly (7-3-2-9), then chooses. 0: no Assembly. */
int dcg_assembly_offer(dcg_ctx *ctx, dcg_state *st, int card, int *under);
/* <Digisorption> (16-10, digisorption.c; dcg_digisorptions in dcg.h). The
** most that instances from .. n-1 of less[] take off with `digimon`
** Digimon left to suspend (one each, the largest first). */
int dcg_digisorption_further(const int *less, int n, int from, int digimon);
/* How many Digimon player p may still suspend for a <Digisorption>, the
** chosen[0 .. n-1] aside (the opponent's, as effects allow it). */
int dcg_digisorption_digimon(dcg_ctx *ctx, const dcg_state *st, int p, const uint16_t *chosen, int n);
/* Suspend perm_id for one instance of card's (an event; an effect that lets
** it be the opponent's is used). */
void dcg_digisorption_suspend(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id);
/* A by-cost (dcg_card by_req, evo_by.c): can card's owner pay it now (enough
** cards meeting it in the hand, card aside, and the trash)? */
bool dcg_evo_by_payable(const dcg_ctx *ctx, const dcg_state *st, int card);
/* Digivolution option o (DCG_EVO_BY) chosen: an F_EVO_BY frame pays its
** card's by-cost, then the digivolution goes on (dcg_digivolve_declared). */
void dcg_evo_by_declare(dcg_state *st, const dcg_option *o);
void dcg_evo_by_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* A digivolution option chosen, any cost before it paid: its optional
** suspension (a discount's, <Digisorption>), its "would" effects, the
** digivolution (action.c). */
void dcg_digivolve_declared(dcg_ctx *ctx, dcg_state *st, const dcg_option *o);

/* The F_DIGISORPTION frame: ask the other instances, suspend, digivolve. */
void dcg_digisorption_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* May pm be placed for card's DigiXros in place of one of its requirements
** by an effect saying so (15-15-6-1: card:digixros_substitute)? Not for a
** requirement of different cards (15-15-6-2, xros.c). */
bool dcg_xros_substitute(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card);
/* DigiXros (7-2-2-1): card c's play cost with n cards under it. */
int dcg_xros_cost(const dcg_ctx *ctx, const dcg_state *st, int card, int n);
int dcg_assembly_cost(const dcg_ctx *ctx, const dcg_state *st, int card);
/* DigiXros by count (xros.c): the most cards that may go under card now
** (0: none), with chosen[0 .. n-1] among them (-1: those can't). The
** F_DIGIXROS frame (n = what "would" effects took off the cost): ask the
** cards, then dcg_play_xros. */
int dcg_xros_most(const dcg_ctx *ctx, const dcg_state *st, int card, const int *chosen, int n);
void dcg_xros_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* 7-2-3: pay cost, the n cards under[] under card (dcg_place_xros), and the
** play resolved as any play. */
void dcg_play_xros(dcg_ctx *ctx, dcg_state *st, int card, int cost, const int *under, int n);
/* would.c (7-2-2-3, 7-2-2-7): player p's chosen cards under[0 .. n-1] of a
** DigiXros, those of the battle area leaving it as they are placed: their
** "would leave" effects first, in a rules step. Kept in under, in order:
** the cards still where they were (in the hand, or topping the same
** Digimon) whose leaving was not prevented; returns how many, or -1 when a
** question waits (ctx->asking) or the new Digimon would find no room. */
int dcg_xros_leave(dcg_ctx *ctx, dcg_state *st, int p, int *under, int n);
/* "With different levels/names/card numbers" (how: DCG_ASM_DIFFERENT_*,
** 4-25): the most of cards[0 .. m-1] that can be given pairwise different
** values, the first `must` among them, or -1 when those can't (a card with
** several values counts as any one of them, 4-25-2). */
int dcg_most_different(const dcg_ctx *ctx, const dcg_state *st, int how, const int *cards, int m, int must);
/* would.c: a main-phase play, DigiXros, Assembly, digivolution, use or
** link o, declared: when a "would" effect watches it (15-8-5), an F_WOULD
** frame (true), its step the effects then the rest (dcg_procedure_end);
** false: nothing watches it, the caller goes on. */
bool dcg_would_declare(dcg_ctx *ctx, dcg_state *st, const dcg_option *o);
void dcg_would_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* The permanent card tops (a Digimon or Tamer on the field), or 0. */
uint16_t dcg_perm_topped_by(const dcg_state *st, int card);
/* action.c: may card's owner declare procedure what (WOULD_BE_PLAYED ...,
** onto digimon) costing cost? Payable, or payable after the reductions its
** "would" effects declare (1-3-11-1, 1-3-11-2). */
bool dcg_declarable(const dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost);
/* action.c: the rest of procedure o of player p, for o->cost: pay, place,
** [On Play] ... (a DigiXros with its n materials under, or those o names
** when under is NULL; a use with req 1 is a [Counter]'s, 11-3-2). */
void dcg_procedure_end(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o, const int *under, int n);
/* The cards DigiXros option o places under its card (7-2-3-2): how many;
** -1 when the hand no longer holds them. */
int dcg_xros_under(const dcg_ctx *ctx, const dcg_state *st, const dcg_option *o, int *under);
/* The F_ASSEMBLY frame: choose, then play (dcg_play_assembled). */
void dcg_assembly_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* 7-3-3-3, 7-3-3-4: pay cost, the n cards under[] (from the trash) under
** card, the first directly under it, card placed; then resolved as any play. */
uint16_t dcg_play_assembled(dcg_ctx *ctx, dcg_state *st, int card, int cost, const int *under, int n, unsigned how);
/* Put a card (from wherever it is) under a permanent, as its bottom card:
** a digivolution card placed by an effect, a card placed under a Tamer
** (4-4-2); no new card is on top (3-1-3-1-3). */
void dcg_stack_under(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card);
/* ... n cards, one at a time in order (each at the bottom, or with top
** each right under the top card, as its top digivolution card: Q1059), as
** one placement at the same time: a watcher triggers once for them
** (<Material Save>, 16-21-4; 8-1-2-7). */
void dcg_stack_under_set(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, const int *cards, int n, bool top);
/* 4-7-7: the Digimon perm_id of the battle area placed under to_id (its
** bottom card, or with top its top digivolution card): it leaves the field,
** its digivolution and link cards to the trash at the same time (4-7-8).
** The caller checks there is room and to_id is another. A token ceases to exist (4-21-5). */
void dcg_perm_under(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, uint16_t to_id, bool top);
/* A permanent leaves the field: every card of the stack goes to its owner's
** trash; with to_hand the top card goes to the hand instead. */
void dcg_perm_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool to_hand);
/* ... n permanents at the same time (their <Overflow> together, 4-19-5). */
void dcg_perm_leave_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, bool to_hand);
/* Plug card (from wherever it is) into perm_id as its newest link card
** (10-1-3-3), trashing the n link cards of trash[] at the same time (4-9-5).
** The caller checks it fits (perm_room). A card coming from the battle area
** is a Digimon's top card: the Digimon leaves the field, the rest of its
** stack and its link cards go to the trash. */
void dcg_link_in(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card, const int *trash, int n);
/* "Return them to the top / bottom of their owner's deck" (zone DCG_ZONE_DECK), "place
** them face down at the top / bottom of their owner's security stack" (DCG_ZONE_SECURITY,
** not a deletion: Q748): n permanents at the same time, placed one at a time in the order
** of ids (3-1-3-4); each one's top card there, its digivolution cards to the trash, as a
** return to the hand does. */
void dcg_perm_to_pile_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, int zone, bool bottom);
/* A card of an ACE (its <Overflow>, 4-19) leaving the field or a stack for
** another area makes its owner lose that memory at once: every move above
** that takes a card off the field does it. */
/* Move the breeding-area permanent into the battle area (keeps its id). */
void dcg_perm_move_out(dcg_ctx *ctx, dcg_state *st, int p);
void dcg_suspend(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool suspended);
/* Suspend a permanent for card by's effect, or for the rules (DCG_NO_CARD: an attack's or a block's, 11-2,
** Q2872), where dcg_effect_card_now would not name it (a keyword's: <Evade>, <Digisorption>, <Training>). */
void dcg_suspend_by(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int by);
/* Unsuspend n (at most 2 * (DCG_MAX_PERMS + 1)) permanents at the same time (the unsuspend phase, 6-2-1): a
** watcher triggers once for them (4-27-5). */
void dcg_unsuspend_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n);
/* ... turned either way: how many were (not those already so, nor one that can't suspend, 11-2-5). */
int dcg_suspend_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, bool suspended);
bool dcg_draw(dcg_ctx *ctx, dcg_state *st, int p);     /* false when the deck is empty */
/* The top n cards of p's pile `from` (as many as it holds), from the top,
** to the top of their to_zone piles as one move (dcg_move_set: <Draw N>,
** a <Recovery>, trashing security cards: a watcher triggers once, 4-27-5);
** how many moved. */
int dcg_move_top_set(dcg_ctx *ctx, dcg_state *st, int p, int from, int n, int to_zone);
void dcg_shuffle(dcg_ctx *ctx, dcg_state *st, pile *pl, int p);

/* carddb.c: may a card file hold this card number (printable, no spaces, '/' or '\\')? */
bool dcg_card_number_ok(const char *s);
/* import.c: note in left (an array of strings) a rule line or fact of the
** card being imported that is in a form not read (left to its script): what
** it is, and text[n], the words on the card (one line, shortened). */
struct cJSON;
void dcg_import_note(struct cJSON *left, const char *what, const char *text, size_t n);
/* import_fix.c: the corrections to the community card list of ctx's data
** directories (cards/corrections/source.json, a later directory's entry
** replacing an earlier one) in *out (NULL: none; free it), and applied to
** entry o of card number: its fields the list lacks or leaves empty. */
dcg_status dcg_import_fixes(dcg_ctx *ctx, struct cJSON **out);
void dcg_import_fix(const struct cJSON *fixes, const char *number, struct cJSON *o);
/* import_rules.c: the rule facts of community card entry o (rule lines of
** its effect text, ACE, link, DUAL) added to the converted card; those in a
** form not read are noted in left. *only_rules: its effect text is nothing
** but rule lines, all read (no script needed for it). */
void dcg_import_rules(const struct cJSON *o, struct cJSON *card, bool *only_rules, struct cJSON *left);
/* import_keywords.c: the keywords community card entry o prints as its own
** effects, without conditions (keywords, security_attack, link_plus, their
** inherited ones, link_keywords: after dcg_import_rules, which gives "link"),
** added to the converted card; those in a form not held noted in left. */
void dcg_import_keywords(const struct cJSON *o, struct cJSON *card, struct cJSON *left);
/* ... is text t nothing but such keywords and their notes (no script needed)? */
bool dcg_import_keywords_only(const char *t);
/* import_terms.c: the bracket a byte sequence at s opens or closes: '[' '<'
** '(' or ']' '>' ')', ASCII or full-width; 0 for none. *len: its bytes. */
char dcg_import_bracket(const char *s, int *len);
/* import_terms.c: the card fact "text_has" (4-23) of community card entry o
** added to the converted card; terms that did not fit (DCG_TEXT_TERMS) are
** noted in left. */
void dcg_import_terms(const struct cJSON *o, struct cJSON *card, struct cJSON *left);

/* req.c: has card c trait t[len], one of its forms, attributes or types (2-3-2-1)? */
bool dcg_card_has_trait(const dcg_card *c, const char *t, size_t len);
/* req.c: "with [part] in its traits" (2-3-2-4): does one of c's traits include part? */
bool dcg_card_trait_has(const dcg_card *c, const char *part);
/* keyword.c: the trait a keyword names (<Decoy ([D-Brigade])>, 16-18-1), or NULL. */
const char *dcg_keyword_trait(int k);
/* req.c: has card c part in its name: its printed name, a name its (Rule)
** gives it (2-3-4-3) or one its name is treated as having (2-3-4-4)? */
bool dcg_card_name_has(const dcg_card *c, const char *part);
/* req.c: does card c meet requirement q (its colours, level, name, traits)? */
bool dcg_req_met(const dcg_card *c, const dcg_evo_req *q);
/* Its name and traits part (dcg_req_met_colors reads the rest). */
bool dcg_req_text_met(const dcg_card *c, const dcg_evo_req *q);
/* ... with colours instead of its printed ones: a Digimon's now
** (dcg_perm_colors). Inline: the listing of digivolutions reads many. */
static inline bool dcg_req_met_colors(const dcg_card *c, uint8_t colors, const dcg_evo_req *q)
{
    if (q->colors && !(colors & q->colors)) return false;
    if (q->level && (q->level_min ? c->level < q->level : q->level_max ? c->level > q->level : c->level != q->level))
        return false;
    if (q->level_max && !c->level) return false; /* "Lv.4 or lower": a card with no level has none to compare (Digi-Eggs have one) */
    if (q->kind && c->kind != q->kind - 1) return false;
    return (!q->name[0] && !q->traits[0]) || dcg_req_text_met(c, q);
}
/* A digivolution requirement of kind Tamer with a level: the Tamer it names
** is treated as a Digimon of that level (BT4-011: "as if the Tamer is a
** level 3 Digimon"), for a card revealed from the hand. */
static inline bool dcg_req_tamer_as(const dcg_evo_req *q) { return q->kind == DCG_KIND_TAMER + 1 && q->level > 0; }
/* The levels c's digivolution requirements ask for (dcg_card.evo_levels). */
uint16_t dcg_evo_levels(const dcg_card *c);

/* gauge.c: the shared memory gauge. */
int dcg_mem(const dcg_state *st, int p);
void dcg_mem_set(dcg_ctx *ctx, dcg_state *st, int p, int value);
void dcg_mem_pay(dcg_ctx *ctx, dcg_state *st, int p, int cost);
void dcg_mem_gain(dcg_ctx *ctx, dcg_state *st, int p, int amount);
/* The gauge's last number (10 unless the format says otherwise). */
static inline int dcg_mem_cap(const dcg_state *st) { return st->rules.memory_cap ? st->rules.memory_cap : DCG_MEMORY_CAP; }
/* Set the game parameters of format f (NULL: the official rules). */
void dcg_rules_set(dcg_state *st, const dcg_format *f);

/* perm.c: what a permanent is now (base facts plus modifiers). */
static inline int perm_top(const perm *pm) { return pm->cards[pm->n - 1]; }
/* Its i-th link card (0: the oldest); the room left for stacked and link cards. */
static inline int perm_link(const perm *pm, int i) { return pm->cards[DCG_MAX_STACK - 1 - i]; }
static inline int perm_room(const perm *pm) { return DCG_MAX_STACK - pm->n - pm->links; }
/* The cards an effect may still place under pm: none under a token (4-21-3:
** no card is stacked with a token), else the room of its stack array. */
static inline int perm_room_under(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return card_def(ctx, st, perm_top(pm))->token ? 0 : perm_room(pm);
}
/* Do the cards under pm's top card give it their inherited effects? A
** Digimon (or Digi-Egg) gains them (4-3-3); cards under a Tamer (<Save>,
** 4-4-2) give nothing. Read where an inherited effect is found (rare),
** not for every stack. */
static inline bool perm_inherits(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    uint8_t kind = card_def(ctx, st, perm_top(pm))->kind;
    return kind == DCG_KIND_DIGIMON || kind == DCG_KIND_EGG;
}
int32_t dcg_perm_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* Is pm at 0 DP (the rule check, 17-1-3)? */
bool dcg_perm_zero_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* The DP of a Security Digimon (4-5): its card's, with the effects on its
** player's Security Digimon, in the same layers. */
int32_t dcg_security_digimon_dp(const dcg_ctx *ctx, const dcg_state *st, int card);
/* What modifiers and continuous effects do to a Digimon, gathered by
** layer before they are applied in order (perm.c tells the order). */
typedef struct layers {
    int64_t dp_add;          /* changes that raise it, summed */
    int64_t dp_lower;        /* changes that lower it, summed (none apply with FORBID_DP_REDUCED) */
    int64_t dp_lower_opp;    /* ... of them, those of the effects of the opponent of `owner` (FORBID_DP_REDUCED_BY_OPPONENT) */
    int owner;               /* the player whose Digimon (or Security Digimon) it is */
    int32_t dp_set;          /* the DP it becomes ... */
    uint32_t dp_set_rank;    /* ... from the effect ranked latest (0: none sets it) */
    int32_t sa_add;
    dcg_kwset kw_gain, kw_lose; /* by lasting effects (mods): a loss goes after every grant */
    uint8_t lose_all;        /* a lasting effect takes every keyword */
    /* continuous effects' grants and losses (static_kw): of a grant and a
    ** loss of one keyword the effect that began later wins (15-8-2-5); the
    ** ranks are kept only where keywords are asked (ranks set, filled on
    ** first use: most layers read no keyword and stay small to clear) */
    dcg_kwset skw_gain, skw_lose;
    struct kw_ranks *ranks;
    bool ranks_used;
    uint16_t forbid;         /* FORBID_* */
    uint8_t allow;           /* ALLOW_* */
    uint8_t allow_filtered;  /* ALLOW_* of effects that allow it for targets passing a check (attack_target), unread */
    uint8_t colors;          /* colours it is treated as having too */
    uint8_t colors_set;      /* the colours a change of information gives it (the latest), 0: its own */
    uint8_t unsuspend_trash; /* hand cards to trash to unsuspend it, summed over the effects (each copy its own, Q1600) */
} layers;
typedef struct kw_ranks {
    uint32_t gain[DCG_KEY_COUNT], lose[DCG_KEY_COUNT]; /* the latest rank granting / taking each keyword */
} kw_ranks;
/* An effect ranked rank (> 0) sets the DP: the latest ranked wins. */
static inline void dcg_layers_set_dp(layers *l, int32_t dp, uint32_t rank)
{
    if (rank >= l->dp_set_rank) l->dp_set = dp, l->dp_set_rank = rank;
}
/* A continuous effect ranked rank grants keywords gain and takes away lose. */
static inline void dcg_layers_static_kw(layers *l, dcg_kwset gain, dcg_kwset lose, uint32_t rank)
{
    l->skw_gain |= gain;
    l->skw_lose |= lose;
    if (!l->ranks) return;
    if (!l->ranks_used) memset(l->ranks, 0, sizeof *l->ranks), l->ranks_used = true;
    for (int k = 0; k < DCG_KEY_COUNT; k++) {
        if ((gain & DCG_KW(k)) && rank > l->ranks->gain[k]) l->ranks->gain[k] = rank;
        if ((lose & DCG_KW(k)) && rank > l->ranks->lose[k]) l->ranks->lose[k] = rank;
    }
}
/* A DP change of n by an effect of player by (-1: none): one that lowers it is kept apart ("can't have
** its DP reduced"), and apart again when it is the opponent's ("... by your opponent's effects"). */
static inline void dcg_layers_add_dp(layers *l, int64_t n, int by)
{
    if (n >= 0) {
        l->dp_add += n;
        return;
    }
    l->dp_lower += n;
    if (by >= 0 && by != l->owner) l->dp_lower_opp += n;
}
dcg_kwset dcg_perm_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
uint8_t dcg_perm_effect_types(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* Is pm unaffected by the effects of player by (15-15-5)? <Progress>
** (16-39): its player's Digimon with it, while it attacks, is unaffected by
** the opponent's effects. by < 0 (the rules): false. Their lasting and
** continuous effects do not reach it meanwhile (and do again after,
** 15-15-5-2); the processing of their effects leaves it as it is. */
bool dcg_perm_unaffected(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int by);
int dcg_perm_security_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
bool dcg_perm_can_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* ... the same, but also on the turn it was placed (<Vortex>, 16-33-1) */
bool dcg_perm_may_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
void dcg_mods_drop_perm(dcg_state *st, uint16_t perm_id);
void dcg_mods_expire(dcg_state *st);
void dcg_mods_end_attack(dcg_state *st);             /* "for the attack" effects end (11-6) */
uint16_t dcg_perm_forbid(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* How many hand cards pm's player must trash to unsuspend it (card:static{unsuspend_trash}, BT7-055), 0: none. */
int dcg_perm_unsuspend_trash(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* unsuspend_cost.c: may Digimon pm unsuspend now? When its unsuspension
** costs hand cards, its player is asked to trash them (or to decline: it
** stays suspended); paid, they are trashed. In a transaction (an effect or
** a rules step): false too while a question waits. */
bool dcg_unsuspend_paid(dcg_ctx *ctx, dcg_state *st, const perm *pm);
/* Can pm be suspended now, by the rules, a cost or an effect (11-2-5)? Not when it is already. */
bool dcg_perm_can_suspend(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
uint8_t dcg_perm_allow(const dcg_ctx *ctx, const dcg_state *st, const perm *pm); /* ALLOW_* */
uint8_t dcg_perm_allow_at(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t target); /* ... for one target */
uint8_t dcg_perm_allow_filtered(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint8_t *filtered); /* ... and those with a check */
bool dcg_mod_add(dcg_state *st, const mod *m);
/* Does modifier m reach permanent pm? */
bool dcg_mod_reaches(const dcg_state *st, const mod *m, const perm *pm);
/* Does a change in play still give pm effect k of card (15-13)? */
bool dcg_mod_grants(const dcg_state *st, const perm *pm, int card, int k);
/* Add the change base (DP, Security Attack, forbids) granting and taking
** away keyword sets: as one mod per keyword (the state keeps one keyword
** per mod, to stay small). All or nothing: false when they do not fit. */
bool dcg_change_add(dcg_state *st, const mod *base, dcg_kwset grant, dcg_kwset lose, uint8_t colors_set);

/* trigger.c: the events triggers watch, and collecting the triggers they
** meet (15-4). The one door that makes a change (zone.c, gauge.c, combat.c,
** action.c, game.c, timing.c) reports it as an event with its facts; the
** effects declared on cards (scripts, and keywords implemented in C, through
** the same effect definition) that watch it trigger, in the rules' order. */
enum game_event_kind {
    GE_NONE,                 /* not a triggered effect (activated, continuous, ...) */
    GE_PLAYED,               /* perm played (card: it) */
    GE_DIGIVOLVED,           /* perm digivolved (card: its new top card) */
    GE_ATTACKING,            /* perm declared an attack (by: its target, DCG_PLAYER_TARGET for the player) */
    GE_END_OF_ATTACK,        /* perm's attack ended */
    GE_BLOCKED,              /* the attack of perm was blocked (by: the blocker) */
    GE_DELETED,              /* perm deleted (card: its top; cause: dcg_delete_cause; by: the Digimon it battled) */
    GE_SUSPENDED,            /* perm suspended */
    GE_UNSUSPENDED,          /* perm unsuspended */
    GE_MOVED_OUT,            /* perm moved from the breeding area to the battle area */
    GE_MOVED,                /* card moved from one zone to another (from, to) */
    GE_MEMORY_GAINED,        /* player gained memory by an effect */
    GE_TURN_START,           /* player's turn starts (its unsuspend phase arrives) */
    GE_MAIN_START,           /* player's main phase arrives */
    GE_TURN_END,             /* player's turn ends */
    GE_OPTION_USED,          /* player used Option card `card` from the hand (9-1): not one activated otherwise */
    GE_LINKED,               /* card became a link card of perm (10-1-3-3; [When Linking], 15-16-6) */
    GE_SOURCES_ADDED,        /* an effect added n cards to the digivolution cards of Digimon perm (8-1-2-7) */
    GE_OPTION_PLACED,        /* an effect placed Option card `card` in its owner's battle area as perm (4-28-1; from: the zone it left) */
    GE_COUNT
};
/* st->watched and card_effects.watched keep a bit per kind: widen them before a 33rd kind. */
_Static_assert(GE_COUNT <= 32, "st->watched and card_effects.watched hold a bit per game_event_kind in 32 bits");
typedef struct game_event {
    uint8_t kind;            /* game_event_kind */
    uint8_t player;          /* the player concerned: the owner of perm or card, or whose turn */
    uint8_t card;            /* the card concerned (for a Digimon: its top card) */
    uint8_t from, to;        /* GE_MOVED: zones; GE_PLAYED: from, the zone the card was played from; GE_OPTION_USED:
                                from, the zone it was used from */
    uint8_t cause;           /* GE_DELETED: dcg_delete_cause; GE_MOVED: dcg_move_cause */
    uint8_t by_card;         /* GE_MOVED, GE_DELETED, GE_PLAYED, GE_SUSPENDED, GE_UNSUSPENDED, GE_SOURCES_ADDED: the card
                                whose effect made it, or DCG_NO_CARD */
    uint8_t n;               /* GE_SOURCES_ADDED: how many; GE_DELETED: cards in the stack when deleted; GE_MOVED: 1 when the card was a
                                digivolution card taken from under its Digimon (not with it leaving the field) */
    uint8_t digimon;         /* GE_DELETED, GE_PLAYED, GE_SUSPENDED, GE_UNSUSPENDED: it is a Digimon (a Tamer treated as
                                one too, 15-12-1-4) */
    uint8_t tamer;           /* GE_PLAYED, GE_SUSPENDED, GE_UNSUSPENDED: its top card is a Tamer card */
    uint8_t no_on_play;      /* GE_PLAYED: by an effect whose text says its [On Play] effects don't activate */
    uint8_t removed;         /* GE_MOVED: a token removed from the game: it counts as placed in that area (4-21-5,
                                15-1-9), never as added to it (15-1-10) */
    uint8_t burst;           /* GE_MOVED: a digivolution card trashed by a <Digi-Burst> of its Digimon (16-14) */
    uint16_t under;          /* GE_MOVED with n: the Digimon it was a digivolution card of */
    uint16_t perm;           /* the permanent concerned, or 0 */
    uint16_t by;             /* GE_ATTACKING: target; GE_BLOCKED: blocker; GE_DELETED: the Digimon it battled */
    dcg_kwset kw;            /* GE_DELETED, GE_ATTACKING: perm's keywords at that moment */
} game_event;
/* Which effects to collect for a set of simultaneous events: those of the
** permanents they happened to ([On Play], [On Deletion], ...), the others
** (watchers: "when ...", turn timings, keyword effects). A deletion collects
** the first before its Digimon leave, the others after (timing.c). */
/* The events keywords implemented in C watch (trigger.c: keyword_triggers). */
#define DCG_KEYWORD_WATCHED ((1u << GE_DELETED) | (1u << GE_ATTACKING) | (1u << GE_TURN_END))
enum { TRIG_SUBJECTS = 1, TRIG_WATCHERS = 2, TRIG_ALL = 3 };
void dcg_triggers(dcg_ctx *ctx, dcg_state *st, const game_event *evs, int n, int which);
/* The event kinds the effects of this game's cards watch (every kind in
** reference mode: no shortcut). */
static inline uint32_t dcg_game_watched(const dcg_ctx *ctx, const dcg_state *st)
{
    return ctx->reference ? ~0u : st->watched;
}
/* The event kinds the effects of this game's cards watch of others, the
** class-2 watchers (trigger.c: watcher_triggers; every kind in reference
** mode). */
static inline uint32_t dcg_game_watched_others(const dcg_ctx *ctx, const dcg_state *st)
{
    return ctx->reference ? ~0u : st->watched_others;
}
/* The timings (a bit 1 << TM_*) the effects of this game's cards have:
** a walk looking for effects of one timing finds none without its bit
** (every timing in reference mode). */
static inline uint64_t dcg_game_timings(const dcg_ctx *ctx, const dcg_state *st)
{
    return ctx->reference ? ~0ull : st->timings;
}
/* The ways of combining (a bit 1 << DCG_COMBINE_*) the cards of this game
** have (every way in reference mode). */
static inline unsigned dcg_game_combines(const dcg_ctx *ctx, const dcg_state *st)
{
    return ctx->reference ? ~0u : st->combines;
}
/* The keywords the cards of this game have printed, dcg_card.keywords (a
** card's own, not what an effect grants a Digimon; all in reference mode). */
static inline dcg_kwset dcg_game_printed_keywords(const dcg_ctx *ctx, const dcg_state *st)
{
    return ctx->reference ? ~(dcg_kwset)0 : st->printed_keywords;
}
/* Report one event (or a set of the same kind at once, 4-27-5). Nothing to
** do unless an effect of this game's cards (or a keyword) watches that kind. */
static inline void dcg_happened_set(dcg_ctx *ctx, dcg_state *st, const game_event *evs, int n, int which)
{
    if (n > 0 && ((dcg_game_watched(ctx, st) | DCG_KEYWORD_WATCHED) & (1u << evs[0].kind))) dcg_triggers(ctx, st, evs, n, which);
}
static inline void dcg_happened(dcg_ctx *ctx, dcg_state *st, const game_event *ev)
{
    dcg_happened_set(ctx, st, ev, 1, TRIG_ALL);
}
/* Changes made at the same time by one action but reported by several doors
** (one Digimon leaving after another, one card moved after another): between
** dcg_together_begin and dcg_together_end, an effect watching them triggers
** once for them all (4-27-5), as for one set. Nothing in between may run an
** effect (a "would" effect comes before). Nested, the outer set counts. */
static inline int dcg_together_begin(dcg_ctx *ctx, const dcg_state *st)
{
    int was = ctx->together_from;
    if (!was) ctx->together_from = st->n_pending + 1;
    return was;
}
static inline void dcg_together_end(dcg_ctx *ctx, int was) { ctx->together_from = was; }
/* Activate a pending effect whose definition is a keyword's (not a script's). */
void dcg_keyword_trigger_activate(dcg_ctx *ctx, dcg_state *st, const pending *pe);

/* timing.c: triggered effects and rule checks. */
void dcg_trigger(dcg_ctx *ctx, dcg_state *st, const pending *pe);
/* 15-8-3-8: the Digimon's top card is about to change: the effects that
** read it as it was when they triggered keep its level now. */
void dcg_keep_trigger_levels(dcg_ctx *ctx, dcg_state *st, const perm *pm, bool leaving);
/* Does the pending effect read its subject's level as it was when it triggered? */
bool dcg_reads_trigger_level(const dcg_ctx *ctx, const dcg_state *st, const pending *pe);
/* A battle ended (14-2-5): the delayed effects waiting for it trigger. */
void dcg_battle_ended(dcg_ctx *ctx, dcg_state *st);
/* An attack ended (11-6): delayed effects still waiting for a battle in it are dropped. */
void dcg_attack_ended_delays(dcg_state *st);
/* Set the level of the effects the next engine step triggers. */
void dcg_trigger_level(dcg_state *st);
/* Apply one rule check (17-1-3); true if anything happened. */
/* plain: it found nothing and read only the printed facts of the cards on
** top of the field's stacks (no DP computed: none can be lowered and no
** Digimon's card has 0 DP), so it finds nothing again until a card moves
** onto, off or within the field or a modifier comes (game.c skips it). */
bool dcg_rule_check(dcg_ctx *ctx, dcg_state *st, bool *plain);
/* Would a rule check now find nothing and compute no DP (as a plain one)?
** (It changes nothing: the test of game.c's skipping.) */
bool dcg_rule_check_idle(const dcg_ctx *ctx, const dcg_state *st);
/* Resolve the next pending effect, or set an ORDER decision. */
void dcg_pending_step(dcg_ctx *ctx, dcg_state *st);
void dcg_pending_candidates(const dcg_state *st, int *who, uint8_t *idx, int *n);
void dcg_pending_activate(dcg_ctx *ctx, dcg_state *st, int index);
void dcg_pending_choose(dcg_state *st, int index);
/* Delete permanents at the same time (4-15, 3-1-3-3): "would be deleted"
** effects first (15-8-5), then every one leaves together and their
** [On Deletion] and "when deleted" effects trigger together (4-27-5).
** by[i]: the Digimon that caused deletion i (the one it battled) or 0;
** by may be NULL. cause: dcg_delete_cause. */
/* A prohibition keeps perm id from being deleted for this cause now (15-1-3: "can't be deleted
** in battle", "can't be deleted by your opponent's effects"): the deletion does not happen. */
bool dcg_deletion_forbidden(const dcg_ctx *ctx, const dcg_state *st, uint16_t id, int cause);
void dcg_delete_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, const uint16_t *by, int n, int cause);
bool dcg_deleted_by(const dcg_state *st, uint16_t id, int cause);
static inline void dcg_delete(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int cause)
{
    dcg_delete_set(ctx, st, &perm_id, NULL, 1, cause);
}

/* game.c: the run loop. */
void dcg_run(dcg_ctx *ctx, dcg_state *st);
void dcg_redraw(dcg_ctx *ctx, dcg_state *st, int p);
bool dcg_can_move_out(const dcg_ctx *ctx, const dcg_state *st, int p);
void dcg_turn_after_breeding(dcg_state *st);
/* Start play from a hand-built position at the start of phase of turn. */
void dcg_resume_at(dcg_ctx *ctx, dcg_state *st, int p, int turn, int phase);
void dcg_win(dcg_ctx *ctx, dcg_state *st, int winner, int reason);
frame *dcg_push(dcg_state *st, int op);
/* Pop the top frame, leaving its slot zero (equal games hash equal). */
static inline void dcg_pop(dcg_state *st)
{
    assert(st->n_frames > 0);
    memset(&st->frames[--st->n_frames], 0, sizeof(frame));
}
static inline frame *dcg_top(dcg_state *st) { return st->n_frames ? &st->frames[st->n_frames - 1] : NULL; }
static inline void dcg_decide(dcg_state *st, int kind, int player, int source)
{
    st->dec_kind = (uint8_t)kind;
    st->dec_player = (uint8_t)player;
    st->dec_source = (uint8_t)source;
}

/* What the cards of a game can do (st->can): the hot paths skip what no
** card of this game can do, so a card loaded but in neither deck costs
** nothing. Known from the game's cards when it starts (dcg_game_scan) or a
** card enters it (dcg_game_note_card), and from keywords an effect grants
** as it grants them (dcg_note_keywords). Reference mode ignores them. */
enum {
    GAME_STATICS = 1,            /* a continuous effect (scripted) */
    GAME_STATIC_LOWER_DP = 2,    /* ... that can lower DP or set it */
    GAME_STATIC_KW = 4,          /* ... that can grant or take away keywords */
    GAME_STATIC_SA = 8,          /* ... that can change Security Attack */
    GAME_STATIC_FORBID = 16,     /* ... that can forbid attacking or blocking */
    GAME_COLLISION = 32,         /* <Collision> can be met: keyword reads look at the attack */
    GAME_WOULD = 64,             /* a "when ... would" effect or an asking keyword: rules steps are transactions */
    GAME_ZONE_EFFECTS = 128,     /* an effect that works from the hand, the trash or the breeding area */
    GAME_GRANTS = 256,           /* an effect that can be granted (15-13): triggers look at the mods */
    GAME_ATTACK_RULES = 512,     /* card:cannot_be_blocked_by, card:no_security_effects: attacks ask them; card:sources_cannot_be_trashed */
    GAME_INFO = 1024,            /* an effect that adds information (15-12-1: another colour, "treated as a Digimon")
                                    or changes colours (15-12-2) */
    GAME_LINKS = 2048,           /* a link card (4-9): the main phase offers links, the rule check reads link cards */
    GAME_EVO_COST = 4096,        /* card:discount_digivolutions_from_hand, card:digivolve_from, card:digivolve_only: digivolutions
                                    from the hand ask them; also card:opponent_cannot / card:players_cannot (dcg_player_cannot
                                    reads the field only then: st->can has no bit left, and a new one would move every digest) */
    GAME_UNAFFECTED = 8192,      /* <Progress>, card:static{unaffected}: a Digimon may be unaffected by the opponent's effects
                                    (dcg_perm_unaffected) */
    GAME_MAIN_KEYWORDS = 16384,  /* <Training>: [Main] keyword options to look for (keyword_main.c) */
    GAME_SUCCESSION = 32768      /* a card with <Succession> (16-47): a Digimon may gain a digivolution card's effects */
};
/* Keywords whose effects ask in the middle of a deletion ("would be
** deleted", 15-8-5): a game that can meet them runs rules steps as
** transactions (dcg_step_transaction). Every way a keyword enters a
** game (card data, scripts, scenarios) reaches st->can. */
#define DCG_KW_WOULD (DCG_KW_EVADE | DCG_KW_ARMOR_PURGE | DCG_KW_BARRIER | DCG_KW_DECOY | DCG_KW_SCAPEGOAT | DCG_KW_FRAGMENT | DCG_KW_GUARD | \
                      DCG_KW_MATERIAL_SAVE | DCG_KW_DETACH)
/* ... and the triggered keywords that ask their player (<Raid>, <Alliance>, <Ascension>) */
#define DCG_KW_ASKS (DCG_KW_WOULD | DCG_KW_RAID | DCG_KW_ALLIANCE | DCG_KW_ASCENSION)
static inline uint16_t dcg_keywords_can(dcg_kwset kw)
{
    return (uint16_t)(((kw & DCG_KW_ASKS) ? GAME_WOULD : 0) | ((kw & DCG_KW_COLLISION) ? GAME_COLLISION : 0) |
                      ((kw & DCG_KW_PROGRESS) ? GAME_UNAFFECTED : 0) | ((kw & DCG_KW_TRAINING) ? GAME_MAIN_KEYWORDS : 0));
}
/* Keywords kw can now be met in st (granted by an effect or a scenario). */
static inline void dcg_note_keywords(dcg_state *st, dcg_kwset kw) { st->can |= dcg_keywords_can(kw); }
/* May the game meet what flag (GAME_*)? Always in reference mode. */
static inline bool dcg_game_can(const dcg_ctx *ctx, const dcg_state *st, int flag)
{
    return ctx->reference || (st->can & flag);
}
/* Does a lasting effect treat pm as a Digimon too (perm.c)? */
bool dcg_perm_added_digimon(const dcg_state *st, const perm *pm);
/* Is pm a Digimon now: its top card (or a Digi-Egg), or an effect treating
** it as one too (15-12-1-4)? Every rule about Digimon asks this, not its top
** card's kind; inline, as the hottest readers ask it of every permanent. */
static inline bool dcg_perm_is_digimon(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int k = card_def(ctx, st, perm_top(pm))->kind;
    return k == DCG_KIND_DIGIMON || k == DCG_KIND_EGG || (dcg_game_can(ctx, st, GAME_INFO) && dcg_perm_added_digimon(st, pm));
}
/* ... a Digimon with DP, one that attacks, blocks and battles (not a Digi-Egg
** without DP; EX2-007 prints DP, and battles with it: Q3276, Q3279)? */
static inline bool dcg_perm_battles(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const dcg_card *top = card_def(ctx, st, perm_top(pm));
    return top->kind == DCG_KIND_DIGIMON || top->kind == DCG_KIND_EGG
               ? top->dp >= 0
               : dcg_game_can(ctx, st, GAME_INFO) && dcg_perm_added_digimon(st, pm);
}
/* Its colours now: its top card's or those a change gives it (15-12-2), with
** those a continuous effect treats it as having too ("also treated as
** yellow"; in the battle area only, Q1055). Inline, as the options ask it of
** every permanent: its top card's where no card of the game adds information. */
uint8_t dcg_perm_colors_changed(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
static inline uint8_t dcg_perm_colors(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return dcg_game_can(ctx, st, GAME_INFO) ? dcg_perm_colors_changed(ctx, st, pm) : card_def(ctx, st, perm_top(pm))->colors;
}
/* <Succession (...)> (16-47): the place in pm's stack of the topmost
** digivolution card its top card's <Succession> names (card data), whose
** effects (but <Succession>, 16-47-1) pm gains; -1: none. */
static inline int dcg_succession_card(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_game_can(ctx, st, GAME_SUCCESSION)) return -1; /* no such card in this game */
    const dcg_card *top = card_def(ctx, st, pm->cards[pm->n - 1]);
    if (!top->has_succession) return -1;
    for (int k = pm->n - 2; k >= 0; k--)
        if (dcg_req_met(card_def(ctx, st, pm->cards[k]), &top->succession)) return k;
    return -1;
}
/* perm.c: card index def is (now) in the game st; and every card of st. */
void dcg_game_note_card(const dcg_ctx *ctx, dcg_state *st, int def);
void dcg_game_scan(const dcg_ctx *ctx, dcg_state *st);

/* A card whose number's scripts used up their per-game budget is disabled
** for the rest of the game: none of its effects triggers, applies or is
** offered, nor any copy's. */
#define DCG_SCRIPT_GAME_UNITS ((DCG_SCRIPT_GAME_BUDGET + DCG_SCRIPT_UNIT - 1) / DCG_SCRIPT_UNIT)
static inline bool dcg_card_disabled(const dcg_state *st, int card)
{
    return st->script_spent[card] >= DCG_SCRIPT_GAME_UNITS;
}
/* script/vm.c: card's def was set (a token made, hidden cards dealt again):
** it takes the count of its number's other copies, 0 when it has none. */
void dcg_script_spent_join(dcg_state *st, int card);

/* keyword_main.c: the [Main] keyword effects (<Training>, 16-41): player
** p's options (DCG_OPT_KEYWORD), and activating one. */
void dcg_keyword_main_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d);
void dcg_keyword_main_activate(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o);

/* keyword.c: every keyword's name, comma-separated, into buf ("Blocker,
** Piercing, ..." or the script names); returns buf. */
const char *dcg_keyword_list(char *buf, size_t size, bool script_names);

/* files.c: the files of a data directory or mod (core/files.h). The kind
** of the entry at path, a link not followed: DCG_ENTRY_NONE (absent),
** _FILE (regular), _DIR, or -1, the error set, naming it (a symbolic link,
** a FIFO, ...). */
int dcg_entry_kind(dcg_ctx *ctx, const char *path);
/* The official game's name in a folder's RULESET file (core/files.h): the
** loader takes a folder of scripts/ that names it or no ruleset at all. */
#define DCG_RULESET_OFFICIAL "official"
/* Read the regular file at path whole, at most max bytes (a FIFO or device
** is refused without blocking): *out malloc'ed, NUL-terminated. */
dcg_status dcg_read_regular(dcg_ctx *ctx, const char *path, size_t max, char **out, size_t *len);
/* canon.c: the hash of the position up to its permanent ids: the same for
** two positions when one is the other with its permanents renamed, which
** a loop that plays a card again and again makes (18-3-1). */
uint64_t dcg_loop_position(const dcg_state *st);
/* loop.c: infinite loops (18-3), found by dcg_loop_position. */
/* Before answering a main decision with o: remember the position. */
void dcg_loop_before(dcg_ctx *ctx, dcg_state *st, const dcg_option *o);
/* After the engine ran to the next decision: a main decision at a position
** seen before this turn is a loop its players can stop (18-3-3): ask them
** to declare a count. */
void dcg_loop_after(dcg_ctx *ctx, dcg_state *st);
/* The options of a LOOP decision, and applying its answer. */
void dcg_loop_options(const dcg_state *st, dcg_decision *d);
void dcg_loop_declare(dcg_ctx *ctx, dcg_state *st, int count);
/* Drop the main options that would start a loop already performed (18-3-3). */
void dcg_loop_filter(dcg_ctx *ctx, const dcg_state *st, dcg_decision *d);
/* Engine steps: a processing no player can stop is a draw (18-3-2). Call
** once per step of the run loop with the steps taken so far; true when
** the game was ended. */
bool dcg_loop_mandatory(dcg_ctx *ctx, dcg_state *st, long steps, uint64_t *mark, long *power);

/* action.c: options of each decision, and applying an answer. */
/* Play a Digimon or Tamer card from wherever it is (7-1), paying cost (0: a
** play without paying, by an effect): one path for rules and effects. Its
** [On Play] effects trigger. Returns the permanent, or DCG_NO_PERM when the
** battle area is full. */
uint16_t dcg_play(dcg_ctx *ctx, dcg_state *st, int card, int cost);
/* The same as an effect says it ("play it suspended", "its [On Play]
** effects don't activate"): how is PLAY_* flags. */
enum { PLAY_SUSPENDED = 1, PLAY_NO_ON_PLAY = 2 };
uint16_t dcg_play_as(dcg_ctx *ctx, dcg_state *st, int card, int cost, unsigned how);
/* Play n cards without paying, at the same time (one effect's "play up to 2 ...": their
** plays happen together, a watcher triggers once, 4-27-5); ids[i]: card i's permanent or
** DCG_NO_PERM. how is PLAY_* flags, as for dcg_play_as. Returns how many were placed. */
int dcg_play_set(dcg_ctx *ctx, dcg_state *st, const int *cards, int n, unsigned how, uint16_t *ids);
/* 8-1: the cheapest digivolution requirement of card that the permanent
** meets, or -1. Digivolve card onto it (8-1-3: pay cost, stack, draw 1,
** [When Digivolving]): one path for rules and effects. */
int dcg_evo_fit(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
int dcg_evo_fit_ignoring(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, bool whole); /* 8-1-2-2 */
int dcg_evo_fit_as(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, int level, uint8_t colors); /* BT7-085 */
/* How much less digivolving pm into card costs by its player's pending
** change (0: none fits); a cost never goes below 0 (Q978). */
int dcg_evo_discount(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
int dcg_evo_cost_less(int cost, int less);
/* Player p's pending digivolution discount was used by Digimon perm_id: clear it; the delayed effects
** waiting for it (DELAY_AWAIT_DISCOUNT) are due at the end of the turn, about that Digimon. */
void dcg_evo_discount_used(dcg_state *st, int p, uint16_t perm_id);
/* discount.c: the pending discounts that name the card digivolved into by a check (MOD_DISCOUNT,
** game.digivolution_discount's into = h): how much less digivolving pm into card costs by them (only in
** the battle area, 0 while the player can't reduce digivolution costs); adding one (false: no room for
** it); the digivolution of pm into card uses those it fits up; whether player p has one; an App
** Fusion sets them aside and back. */
int dcg_evo_discount_into(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
bool dcg_evo_discount_into_add(dcg_state *st, int p, int card, int k, int n);
void dcg_evo_discount_into_used(const dcg_ctx *ctx, dcg_state *st, int card, const perm *pm);
bool dcg_evo_discount_into_pending(const dcg_state *st, int p);
void dcg_evo_discount_into_hide(dcg_state *st, int p, bool hide);
/* would_pending.c: a pending "would digivolve" effect (MOD_WOULD_PENDING) of player p, effect k of card */
bool dcg_would_pending_add(dcg_state *st, int p, int card, int k);
void dcg_would_pending_used(dcg_state *st, int i); /* mod i: used up by a digivolution */
/* A DNA digivolution of a and b (b NULL: <Blast DNA Digivolve>'s partner from the hand, no Digimon)
** into card reaches both pending discounts (8-2-2-5, Q3263), fitting when they fit either Digimon:
** how much less it costs (a change had only by suspending not counted: dcg_dna_discount_suspending is
** how much suspending 1 of the player's Digimon takes off, an optional cost, Q1137, Q1140); its use: the
** `into` ones fitting it go, and whether the plain change fits it (the caller then calls
** dcg_evo_discount_used with the new Digimon). */
int dcg_dna_discount(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *a, const perm *b);
int dcg_dna_discount_suspending(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *a, const perm *b);
bool dcg_dna_discount_use(const dcg_ctx *ctx, dcg_state *st, int card, const perm *a, const perm *b);
void dcg_digivolve(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int cost, int req);
/* 8-2-3: DNA digivolve card onto top (its stack on top) and bottom, paying
** cost; returns the new Digimon. */
uint16_t dcg_dna_digivolve(dcg_ctx *ctx, dcg_state *st, int card, uint16_t top, uint16_t bottom, int cost);
/* Can card DNA digivolve top (meeting its first DNA requirement, 8-2-2-2)
** and bottom (the second), its owner's Digimon in the battle area? The cost aside. */
bool dcg_dna_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *top, const perm *bottom);
void dcg_options(dcg_ctx *ctx, const dcg_state *st, dcg_decision *out);
/* listed.c: the options dcg_decision_get listed, kept for dcg_answer.
** keep: d was listed for st, and ctx->n_script_calls was calls_before
** before listing (a list that ran a script is not kept). find: the kept
** list if st is byte for byte the state it was listed for, else NULL.
** forget: drop it (the cards or scripts changed). free: at dcg_ctx_free. */
typedef struct dcg_listed dcg_listed;
void dcg_listed_keep(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, long calls_before);
const dcg_decision *dcg_listed_find(dcg_ctx *ctx, const dcg_state *st);
void dcg_listed_forget(dcg_ctx *ctx);
void dcg_listed_free(dcg_ctx *ctx);
/* The engine leaves st changed: a new stamp, never given before in this process. */
void dcg_listed_stamp(dcg_ctx *ctx, dcg_state *st);
void dcg_apply(dcg_ctx *ctx, dcg_state *st, const dcg_option *opt);
/* Does a plain rule check made before answer opt still hold after it (game.c)? */
bool dcg_answer_keeps_rule_check(const dcg_ctx *ctx, const dcg_state *st, const dcg_option *opt);
/* Does player p have a [Counter] effect to use now (11-3)? */
bool dcg_has_counter(dcg_ctx *ctx, const dcg_state *st, int p);
int dcg_counter_effect(const dcg_ctx *ctx, const dcg_state *st, int card);

/* link.c: link cards (4-9), linked cards (4-10) and the link action (10-1). */
/* The most link cards pm may have: 1 (4-9-5), more with <Link +> (16-40). */
int dcg_link_limit(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* May card be linked to pm now by its link requirement (a Digimon meeting
** it, not a token: 4-21-4; room in the stack array)? */
bool dcg_link_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
/* The main-phase link options of player p (6-5-1-4): each card with a link
** requirement in the hand or on top of a Digimon of the battle area, onto
** each of p's other Digimon in the battle area meeting it, when its cost can
** be paid; at the link limit, one option per link card to trash (4-9-5). */
void dcg_link_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d);
/* 10-1-3: pay cost, link card to perm_id (trashing replaced, a card + 1,
** at the same time: 4-9-5); its [When Linking] effects trigger. */
void dcg_link(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int cost, int replaced);
/* app_fusion.c: App Fusion (8-4): the main-phase options (6-5-1-2-4) of
** player p: a card with [App Fusion] in the hand onto each linked Digimon
** of the battle area with a link card, the two meeting two different parts
** of its requirement (8-4-2-1), when its cost can be paid; and applying one. */
void dcg_app_fusion_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d);
void dcg_app_fusion(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int link_card, int cost);
/* Can card app fuse its owner's Digimon pm of the battle area with its link
** card link_card (8-4-2-1)? The cost aside. */
bool dcg_app_fusion_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, int link_card);
/* burst.c: Burst Digivolve (8-3): the main-phase options (6-5-1-2-3) of
** player p, applying one, and its pending processing at the end of the
** turn (a keyword-like trigger, trigger.c). */
void dcg_burst_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d);
void dcg_burst(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, uint16_t tamer, int cost);
/* Can card burst digivolve its owner's Digimon pm (8-3-3-1; the cost and the
** Tamer aside)? The Tamers of its owner it can return (8-3-3-2), into tamers[DCG_MAX_PERMS]. */
bool dcg_burst_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm);
int dcg_burst_tamers(const dcg_ctx *ctx, const dcg_state *st, int card, uint16_t *tamers);
void dcg_burst_end(dcg_ctx *ctx, dcg_state *st, const pending *pe);
/* The link DP (4-3-4) and link keywords (4-3-5) pm gets from its link cards. */
int32_t dcg_link_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
dcg_kwset dcg_link_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm);
/* The rule check's link cards to trash (17-1-3-2-5, 17-1-3-2-6): those
** whose requirement the Digimon no longer meets, then those past its link
** limit (the newest); true if any was trashed. */
bool dcg_link_rule_check(dcg_ctx *ctx, dcg_state *st);

/* action.c: an option of kind added to d (NULL when d is full); can player
** p pay cost (1-3-11-1)? */
dcg_option *dcg_option_add(dcg_decision *d, int kind);
bool dcg_can_pay(const dcg_state *st, int p, int cost);
/* action.c: are the colour requirements of Option card (or DUAL card's
** Option side) met by p's field, or its <Use Req.> (4-22, 16-42)? */
bool dcg_use_colors_met(dcg_ctx *ctx, const dcg_state *st, int p, int card);

/* determinize.c: who may see which card. */
bool dcg_zone_public(int zone);
/* May viewer see which card moves from one zone to another? */
bool dcg_move_visible(int owner, int from, int to, int viewer);
/* Record what each player saw of a card's move (st->seen). */
void dcg_seen_move(dcg_state *st, int card, int from, int to);
/* Note on dst (dst->shown) the cards each player knows in run, the run of
** an effect (or rules step) from start that stopped at a question and is
** dropped, and did not know at start. */
void dcg_note_shown(dcg_state *dst, const dcg_state *run, const dcg_state *start);
/* Turn card face up or face down where it lies: in a security stack (3-7-4)
** or on the field (4-7-9); elsewhere its area decides (false: nothing changes). */
bool dcg_face_set(dcg_state *st, int card, bool up);
/* Is card face up? A card being checked (processing): did it lie face up
** in the security stack (BT20-005). */
bool dcg_face_up(const dcg_state *st, int card);

/* combat.c: the attack sequence. */
void dcg_attack_declare(dcg_ctx *ctx, dcg_state *st, uint16_t attacker, uint16_t target);
void dcg_attack_step(dcg_ctx *ctx, dcg_state *st, frame *f);
bool dcg_attack_step_keeps_field(const dcg_ctx *ctx, const dcg_state *st, const frame *f);
/* An effect ends the attack in progress (15-15-1): its end of attack timing
** comes next (15-15-1-1). False when there is none, or it is ending already. */
bool dcg_attack_end(dcg_state *st);
void dcg_attack_block(dcg_ctx *ctx, dcg_state *st, uint16_t blocker);
/* 11-2-7-2: attack f's target becomes target (a Digimon of the defender, or
** DCG_PLAYER_TARGET), by player by's card's effect or keyword: not while its
** attacker is out of the battle area (11-2-7-4), nor to the target it has
** (11-2-7-3); whatever "can't be attacked" or "unaffected" says (11-2-7-5,
** Q1309). Whether it switched. */
bool dcg_attack_switch(dcg_ctx *ctx, dcg_state *st, frame *f, uint16_t target, int by, int card);
/* F_BLITZ flags: an attack at the end of the turn by <Vortex> (at a Digimon
** only, also on the turn it was played), <Engage>, <Execute> (also at an
** unsuspended Digimon; its Digimon is deleted at the end of the attack),
** <Overclock> (at the player, without suspending, not asked: its cost was
** paid, 16-34-3) */
enum { BLITZ_VORTEX = 1, BLITZ_ENGAGE = 2, BLITZ_EXECUTE = 4, BLITZ_OVERCLOCK = 8,
       BLITZ_EFFECT = 16,      /* an effect's "then it can attack" (game.allow_attack): no memory condition (Q1240) */
       BLITZ_AT_DIGIMON = 32,  /* ... at the opponent's Digimon only */
       BLITZ_UNSUSPENDED = 64, /* ... unsuspended ones too (11-2-7-1: BT4-090) */
       BLITZ_MUST = 128,       /* ... "it attacks" (game.attack_with): declared, not asked whether (no skip) */
       ATTACK_BY_BLITZ = 256,  /* not a frame flag: attack_options of a <Blitz> attack (flags 0) */
       BLITZ_AT_PLAYER = 512 }; /* an effect's attack at the player only (BT9-095, Q1901); an F_BLITZ frame
                                   holds the bits past the first 8 in b (dcg_blitz_flags) */
/* The F_BLITZ frame f's flags, all of them. */
static inline int dcg_blitz_flags(const frame *f) { return f->flags | f->b << 8; }
/* Has a's attack (ATTACK_BY_BLITZ or F_BLITZ flags) a target: the same list
** the attack's options give (action.c), so no question offers only skip. */
bool dcg_attack_has_target(const dcg_ctx *ctx, const dcg_state *st, const perm *a, int flags);
/* May Digimon id attack now as an F_BLITZ frame with these flags would let
** it (game.can_attack): the turn player's, able to attack (11-2), no attack
** in progress (11-2-4), a target its options would list. */
bool dcg_effect_attack_possible(const dcg_ctx *ctx, const dcg_state *st, uint16_t id, int flags);
/* After the attack an F_BLITZ frame with flags asked for was declared. */
void dcg_blitz_declared(dcg_state *st, int flags);
/* keyword_trigger.c: the activations of <Vortex>, <Engage>, <Execute> (an
** attack at the end of the turn), <Execute>'s deletion at the end of its
** attack and <Ascension> (trigger.c's keyword_triggers say when). */
void dcg_end_attack(dcg_ctx *ctx, dcg_state *st, const pending *pe);
void dcg_execute_delete(dcg_ctx *ctx, dcg_state *st, const pending *pe);
void dcg_ascension(dcg_ctx *ctx, dcg_state *st, const pending *pe);
void dcg_blitz_step(dcg_ctx *ctx, dcg_state *st, frame *f);
/* May pm block the attack of attacker on target? */
bool dcg_can_block(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t attacker, uint16_t target);
/* The attack-time keywords' effects, activated (they may ask: in a transaction). */
void dcg_raid(dcg_ctx *ctx, dcg_state *st, const pending *pe);
void dcg_alliance(dcg_ctx *ctx, dcg_state *st, const pending *pe);
#endif
