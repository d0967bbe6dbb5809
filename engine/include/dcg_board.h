/*
** dcg_board.h: building a position by hand, for test harnesses (the
** scenario runner, unit tests, puzzles): an empty game, cards put into
** zones and stacks through the engine's one door for card movement, the
** state of the field and the gauge, modifiers; then play resumes at a
** phase of a turn. Reading the position uses dcg.h (dcg_zone_cards,
** dcg_perms, dcg_memory, dcg_events, ...).
**
** Building records no events of its own: dcg_events after dcg_board_resume
** gives the events of the resume. Check a finished board with
** dcg_state_check before resuming.
*/
#ifndef DCG_BOARD_H
#define DCG_BOARD_H
#include "dcg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An empty game for two players: no cards, memory 0, no turn yet, under
** format f's game parameters (NULL: the official rules). The generator is
** left unseeded: a built position shuffles the same way every time. */
void dcg_board_new(dcg_state *st, const dcg_format *f);
/* Change the game parameters of the position being built. */
void dcg_board_format(dcg_state *st, const dcg_format *f);

/* A new card of player p with card index def (dcg_card_find) put on top
** (bottom: at the bottom) of p's zone: deck, eggs, hand, security or
** trash. Returns its card instance, or -1: DCG_ELIMIT on ctx when p has
** DCG_PLAYER_CARDS cards, DCG_EINVAL for a bad player, card or zone. */
int dcg_board_card(dcg_ctx *ctx, dcg_state *st, int p, int def, int zone, int bottom);
/* A new Digimon or Tamer of p: a stack of n new cards (card indices defs,
** bottom first) in the battle area (the last in its order) or, with
** breeding, the breeding area. Returns its permanent id, or 0 with the
** error on ctx (DCG_ELIMIT: too many cards or permanents, DCG_EINVAL: the
** breeding area is taken, n is 0 or too large, a bad card index). */
uint16_t dcg_board_stack(dcg_ctx *ctx, dcg_state *st, int p, const int *defs, int n, int breeding);
/* Turn card instance card face up (up) or down where it lies: a security
** card (3-7-4) or a card on the field (4-7-9). DCG_EINVAL elsewhere. */
dcg_status dcg_board_face(dcg_ctx *ctx, dcg_state *st, int card, int up);
/* Link a new card of the permanent's owner (card index def, a link card:
** 4-9) to the permanent as its newest link card; nothing triggers. Returns
** the card instance, or -1 with the error on ctx (DCG_EINVAL: no such
** permanent, not a link card, a token or not a Digimon meeting the link
** requirement, or at its link limit; DCG_ELIMIT: too many cards). */
int dcg_board_link(dcg_ctx *ctx, dcg_state *st, uint16_t perm, int def);
/* Suspend (or unsuspend) a permanent; nothing triggers. DCG_EINVAL when
** there is no such permanent. */
dcg_status dcg_board_suspend(dcg_ctx *ctx, dcg_state *st, uint16_t perm, int suspended);
/* Mark the turn the permanent entered the field (a Digimon that entered
** on the turn play resumes at cannot attack then). */
dcg_status dcg_board_entered(dcg_ctx *ctx, dcg_state *st, uint16_t perm, int turn);
/* Memory m (-10..10) on player p's side (negative: on the opponent's). */
dcg_status dcg_board_memory(dcg_ctx *ctx, dcg_state *st, int p, int m);

/* A modifier as an effect leaves it on one Digimon or Tamer (read back
** with dcg_perm_effects). */
typedef struct dcg_board_mod {
    int32_t dp;                /* DP change */
    int8_t security_attack;    /* Security Attack change */
    dcg_kwset keywords;        /* keywords granted */
    uint8_t no_attack;         /* it cannot attack */
    uint8_t no_block;          /* it cannot block */
    uint8_t no_suspend;        /* it cannot suspend (11-2-5) */
    uint8_t until;             /* DCG_UNTIL_LEAVES or DCG_UNTIL_END_OF_TURN (dcg_until) */
    uint16_t turn;             /* the turn it was made (until the end of that turn) */
} dcg_board_mod;
/* DCG_ELIMIT when the game holds DCG_MAX_MODS modifiers, DCG_EINVAL when
** there is no such permanent. */
dcg_status dcg_board_modify(dcg_ctx *ctx, dcg_state *st, uint16_t perm, const dcg_board_mod *m);

/* Begin play: player p's turn number turn, at the start of phase
** (DCG_PHASE_UNSUSPEND, _DRAW, _BREEDING or _MAIN), running to the first
** decision like dcg_answer (dcg_events gives what happened). DCG_EINVAL,
** with nothing changed, for a bad player, turn or phase. */
dcg_status dcg_board_resume(dcg_ctx *ctx, dcg_state *st, int p, int turn, int phase);

#ifdef __cplusplus
}
#endif
#endif
