/*
** dcg_limits.h: every limit of the engine, in one place.
**
** Each is sized for the whole card pool with room. A limit that a game or a
** script can still reach is never a wrap, an assert or a silent loss: the
** effect that reached it fails with a script error naming the limit (an
** event and a message, see dcg_script_error), or, at load time, the load
** fails with a message naming it. Those marked so can be overridden at build
** time (-DDCG_MAX_PENDING=4); the CI's tiny-limits build does so to prove
** every overflow is handled.
*/
#ifndef DCG_LIMITS_H
#define DCG_LIMITS_H

/* ---- the files of a data directory or mod (engine/core/files.c) ---- */
#define DCG_MAX_SCRIPT_FILE ((size_t)1 << 20)  /* bytes of one script, library or format file */
#define DCG_MAX_CARD_FILE ((size_t)64 << 20)   /* bytes of one card data (JSON) file */
#define DCG_MAX_DIR_DEPTH 8                    /* folders within folders of a scripts folder */

/* ---- cards and decks ---- */
#ifndef DCG_MAX_EVO_REQS
#define DCG_MAX_EVO_REQS 8          /* digivolution requirements of one card */
#endif
#define DCG_MAX_ASSEMBLY_REQS 4     /* requirements one Assembly lists (7-3) */
#define DCG_MAX_ASSEMBLY 10         /* cards one Assembly places (7-3-2-4) */
#define DCG_MAX_PARTS 6             /* cards one DNA digivolution, DigiXros or App Fusion names */
#define DCG_REQ_TEXT 48             /* bytes of a name or traits in a requirement, with the NUL */
#define DCG_TEXT_TERMS 256          /* bytes of the terms printed in a card's text, '/'-joined, with the NUL (4-23) */
#define DCG_DECK_MAX 60             /* main deck entries a deck list may hold */
#define DCG_EGGS_MAX 5              /* Digi-Egg deck entries */
#define DCG_FORMAT_LIST 160         /* banned or restricted cards of one format */
#ifndef DCG_MAX_EFFECTS
#define DCG_MAX_EFFECTS (1 << 20)   /* effect declarations of all loaded scripts (a load past it fails) */
#endif
#define DCG_MAX_CARD_EFFECTS 32     /* effects one card script may declare */

/* ---- one game (all of it lives in the fixed-size state) ---- */
#define DCG_PLAYER_CARDS 64         /* card instances per side: decks are at most 55 */
#define DCG_MAX_CARD_LEVEL 14      /* a card's printed level: 1 + it fits the 4 bits a pending effect keeps (pe_level) */
#define DCG_MAX_STACK 31            /* cards in one Digimon's stack and its link cards together (4-9): a digivolution
                                       or link past it is not offered, an effect's is a script error */
#define DCG_MAX_PERMS 20            /* Digimon and Tamers in one battle area (a play past it is not offered) */
#define DCG_PERM_ID_LIMIT 0xFF00   /* permanent ids: past this the game stops as a draw (they never wrap) */
#define DCG_MAX_FRAMES 16           /* nested processing (turn, attack, effect, ...): bounded by the rules */
#ifndef DCG_MAX_PENDING
#define DCG_MAX_PENDING 64          /* triggered effects waiting at once */
#endif
#ifndef DCG_MAX_MODS
#define DCG_MAX_MODS 48             /* changes made by effects in play at once */
#endif
#ifndef DCG_MAX_ANSWERS
#define DCG_MAX_ANSWERS 64          /* questions one effect may ask */
#endif
#ifndef DCG_MAX_ASK
#define DCG_MAX_ASK (2 * DCG_PLAYER_CARDS) /* items one question may offer: every card of the game */
#endif
#ifndef DCG_MAX_DELAYED
#define DCG_MAX_DELAYED 4           /* delayed one-shot effects waiting at once ("at the end of the turn, ...", 18-1) */
#endif
#define DCG_MAX_MODES 8             /* modes of one "choose one" question (game.choose_mode): <= DCG_MAX_ASK */
#define DCG_MAX_TURN_USES 16          /* effects used more than once in one turn (past it: a script error) */
#define DCG_MAX_PER_TURN 9           /* the highest N a script may declare */
#define DCG_MAX_OPTIONS 512         /* options of one decision */
#define DCG_MEMORY_CAP 10           /* the gauge's last number unless a format says otherwise */

/* ---- how long a game may take ---- */
#define DCG_TURN_LIMIT 400          /* turns: a game this long is stopped as a draw */
#ifndef DCG_MAX_DECISIONS
#define DCG_MAX_DECISIONS 100000    /* answers in one game: past this the game is stopped as a draw */
#endif
#define DCG_LOOP_SEEN 12            /* main decisions of a turn remembered to find a short loop at once (18-3; a longer one: loop.c) */
#define DCG_LOOP_FORBID 4           /* loops of one turn that can no longer be performed (18-3-3) */
#define DCG_LOOP_CHECK_STEPS 2000   /* engine steps without a decision before looking for a cycle (well before a looping card uses up its budget) */
#define DCG_MAX_RUN_STEPS 1000000   /* steps without a decision: a processing that never ends (18-3-2) */

/* ---- card scripts: the sandbox (docs/scripting.md, "Limits", states these rules) ----
** Instructions are Lua VM instructions; library work and memory are charged
** in the same unit. Every call runs under a budget of its own, a call made
** from inside another one too (a value function a running effect reads,
** another card's effect it activates): what a call runs is charged to the
** card whose code it is, never to its caller. Past its budget the call fails
** with a script error. While a game runs, each call is also charged to the
** game budget of its card's number, shared by all its copies (both
** players'), in whole units rounded up (at least one a call); every run of
** an effect counts, one stopped to ask a question and run again with the
** answers too. A call that uses up the game budget fails, and every copy of
** that number is disabled for the rest of the game. */
#define DCG_SCRIPT_EFFECT_BUDGET 2000000L   /* one effect call, or loading one script */
#define DCG_SCRIPT_CHECK_BUDGET 200000L     /* one condition or value function call */
#define DCG_SCRIPT_GAME_BUDGET 10000000     /* all calls of one card number in one game */
#define DCG_SCRIPT_UNIT 1000                /* ... counted in units of this many instructions */
/* Memory: one instruction per DCG_SCRIPT_ALLOC_UNIT bytes the call allocates
** (tables, closures, strings longer than 40 bytes, library buffers); not the
** VM's own blocks, which are allocated or not depending on what ran before,
** not on the call (its stack and call frames, its string table, and short
** strings, which it shares): so a call costs the same whatever ran before it
** in the VM. */
#define DCG_SCRIPT_ALLOC_UNIT 32
/* The VM's memory cap (all it holds, garbage collected first): a backstop
** for memory no budget counts (call frames of a deep recursion, many short
** strings); a call within its budget holds at most 64 MB of what it is
** charged. The call that reaches it fails, and its card number is disabled
** for the rest of the game. */
#define DCG_SCRIPT_MEMORY_CAP_MB 96
#define DCG_SCRIPT_MEMORY_CAP ((size_t)DCG_SCRIPT_MEMORY_CAP_MB << 20)
#define DCG_SCRIPT_STRING_MAX 4096          /* longest string a script can make */
#define DCG_SCRIPT_TABLE_MAX 100000         /* items one table function may touch */
#define DCG_SCRIPT_PATTERN_MAX 10000000     /* worst-case steps of one pattern match */
#define DCG_SCRIPT_VALUES_MAX 256           /* values one call may return (table.unpack, string.byte) */
/* A backstop for work no count sees (a table scan per `next`): the
** thread's CPU time of one call (not of the calls it makes: each has its
** own), read only once the call has run 1000 instructions. Instruction-bound
** scripts stop at their budgets long before; reaching a time limit means
** library calls cost more than their instructions, and the message says so;
** the call fails and its card number is disabled for the rest of the game,
** so one card number costs a game at most one such call. It is the one
** clock the engine reads, and only for such scripts. */
#define DCG_SCRIPT_EFFECT_MS 1000
#define DCG_SCRIPT_CHECK_MS 250
#define DCG_SCRIPT_DP_MAX 1000000           /* |DP change| one effect may give */
#define DCG_SCRIPT_SA_MAX 100               /* |Security Attack change| one effect may give */

#endif
