/*
** dcg_dbe_board.h: building a DBE position by hand, for test harnesses (the
** scenario runner, puzzles): an empty game, cards put into each player's
** zones through the ruleset's one door, the players' numbers (HP, KO
** points, flat tokens, the partner, a chosen attack), then play resumes at a
** phase of a turn. The same role as dcg_board.h for the official game.
** Reading a position uses dcg_dbe.h (dcg_dbe_observe, dcg_dbe_decision_get)
** and dcg_dbe_board_zone below (every zone's cards, hidden ones too).
*/
#ifndef DCG_DBE_BOARD_H
#define DCG_DBE_BOARD_H
#include "dcg_dbe.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An empty game: no cards, no turn yet, no winner, no partner, no attack
** chosen; its generator seeded with seed (shuffles and the start player of
** nothing: a built position shuffles the same way for the same seed). */
void dcg_dbe_board_new(dcg_dbe_state *st, uint64_t seed);

/* A new card of player p (card index card, dcg_dbe_card_find) put on top of
** p's zone (DBE_ZONE_*: a pile's top is its last card; the active stack's
** top is the active Digimon). destiny: the card came from the Destiny Zone
** (deleted when it leaves play, Glossary: Delete); cards put in the Destiny
** Zone always did. Returns the card instance, or -1 when p, card or zone is
** bad or the zone or game is full (why in *err, err_size bytes). */
int dcg_dbe_board_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int card, int zone, int destiny, char *err,
                       size_t err_size);

/* Make the top card of p's active stack the active Digimon as when played:
** Abnormal when fewer cards lie under it than its level asks (R 0, C 1,
** U 2, M 3), HP its printed (or abnormal) HP. DCG_EINVAL for an empty stack. */
dcg_status dcg_dbe_board_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p);

/* A player's number, as a position holds it. */
enum {
    DBE_BOARD_HP,        /* current HP of the active */
    DBE_BOARD_KO,        /* KO points */
    DBE_BOARD_FLAT,      /* flat tokens before the active */
    DBE_BOARD_DP_MOD,    /* DP from effects (beside the DP zone's +P) */
    DBE_BOARD_PARTNER,   /* the declared partner level R (a card index), -1 none; its declared copy is
                            the first of that card placed outside the Destiny Zone (reading 19) */
    DBE_BOARD_ATTACK     /* the attack chosen this turn (DBE_CIRCLE..), -1 none */
};
/* DCG_EINVAL for a bad player, number or value. */
dcg_status dcg_dbe_board_set(const dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int what, int value);

/* Begin play at the start of phase (DBE_PHASE_SETUP: the opening mulligan,
** player tp deciding first, the start player; _PREP: the turn's start, its
** draw; _EVOLUTION: its Rack-Up; _STRATEGY: the attack choices; _SUPPORT:
** the supports, both attacks already set; _BATTLE: the battle, both attacks
** set and no support played; _END: its discards) of turn turn, tp's, and
** run to the first decision. DCG_EINVAL, nothing changed, for a bad player,
** turn or phase, a phase the first turn skips, a missing active (the turn
** player's from the Strategy Phase, both from the Support Phase) or missing
** attacks (why in *err). */
dcg_status dcg_dbe_board_resume(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int tp, int turn, int phase, char *err,
                                size_t err_size);

/* The cards (card indices) of p's zone, bottom first (the top last), hidden
** ones too; their count (at most max are written). */
int dcg_dbe_board_zone(const dcg_dbe_state *st, int p, int zone, int *cards, int max);

#ifdef __cplusplus
}
#endif
#endif
