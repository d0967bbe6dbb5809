/*
** dcg_view.h: a game as one viewer may see it, as JSON, for clients (the
** browser page's glue, dcg serve). On dcg.h and cJSON only.
**
** The viewer is a player (0 or 1), DCG_VIEW_PUBLIC (a spectator: what both
** players may see) or DCG_VIEW_ALL (everything: a replay, a local board).
** A card a viewer may not see (dcg_view_may_see) is never named: not its
** card, not its instance number (instances follow the deck lists, so a
** number would tell the card); it is written {"id":-1,"card":-1}.
*/
#ifndef DCG_VIEW_H
#define DCG_VIEW_H
#include "dcg.h"
#include <cjson/cJSON.h>

enum { DCG_VIEW_ALL = -1, DCG_VIEW_PUBLIC = 2 };

/* May viewer see which card instance card is? A player: what they know
** (dcg_card_known), and the cards the options of their own pending
** decision d name (the engine shows them to choose from; d may be NULL);
** DCG_VIEW_PUBLIC: what both players know; DCG_VIEW_ALL: every card. */
int dcg_view_may_see(const dcg_state *st, const dcg_decision *d, int card, int viewer);

/* One card's facts ({number, name, kind, colors, level, cost, dp, ...}),
** and every loaded card's, indexed as the context indexes them. */
cJSON *dcg_view_card(const dcg_card *c);
cJSON *dcg_view_cards(const dcg_ctx *ctx);

/* The game as viewer sees it: turn, phase, memory (player 0's side),
** winner and how, both sides (hand cards for their owner only), the
** pending decision (its options only for the player who decides, each
** with memoryAfter where dcg_option_memory knows it) and events (a copy
** of the last call's: dcg_option_memory replaces the context's). with_hash
** adds the state's hash ("hash"), which a seat must not get mid-game: the
** hash of the whole state could be matched against guesses at hidden cards. */
cJSON *dcg_view_json(dcg_ctx *ctx, const dcg_state *st, const dcg_event *events, int n_events, int viewer,
                     int n_answers, int with_hash);
#endif
