/* would_pending.c: "would digivolve" effects an effect leaves pending for the turn: "[Main] the next
** time one of your Digimon digivolves this turn, you may trash 1 Digimon card of its colour from your
** hand to reduce the cost by 4" (EX1-071). The card declares the effect (card:when_would("digivolve",
** fn, {pending = true, ...})) and its [Main] leaves it pending for its player (game.next_digivolution):
** a MOD_WOULD_PENDING mod of that player (grant_card, grant_effect: the card and 1 + the effect),
** ended with the turn or used up by the next digivolution of one of the player's Digimon in the
** battle area (script/effect.c, procedure_scan: a Digimon of the breeding area is not reached, Q3259),
** by the rules or an effect, a DNA digivolution too (8-2-2-5, Q3263), where it activates as that
** digivolution's "would digivolve" effect (8-1-2-4), after the digivolving card's own (Q1688), and
** its reduction counts when the main phase decides the digivolution can be paid (1-3-11-2). It was
** activated already: what later negates its card's effects doesn't stop it (Q1736). No such mod
** exists unless a card made one: shipped games don't change. */
#include "internal.h"

bool dcg_would_pending_add(dcg_state *st, int p, int card, int k)
{
    mod m = {.cls = MOD_WOULD_PENDING, .side = (uint8_t)p, .until = UNTIL_END_OF_TURN, .turn = st->turn,
             .how = mod_by(p), .grant_card = (uint8_t)card, .grant_effect = (uint8_t)(k + 1)};
    return dcg_mod_add(st, &m);
}

void dcg_would_pending_used(dcg_state *st, int i)
{
    memmove(&st->mods[i], &st->mods[i + 1], sizeof(mod) * (size_t)(st->mods_n - i - 1));
    st->mods_n--;
    memset(&st->mods[st->mods_n], 0, sizeof(mod));
}
