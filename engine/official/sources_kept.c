/* sources_kept.c: "effects can't trash [X] in this Digimon's digivolution
** cards" (BT9-109 X Antibody's inherited effect, declared with
** card:sources_cannot_be_trashed). The one place every effect that trashes
** digivolution cards asks: game.trash_sources (the cards it names, less those:
** Q1922), game.move_source to the trash, <Digi-Burst> (Q1920) and <Fragment>
** (the cards they may choose, and so whether the cost can be paid at all).
** Whoever's effect it is, its own player's too. The rules' trashing is no
** effect's: a Digimon leaving the field, placed under another (4-7-8: Q1606,
** Q2167, Q2238, Q2251), a top card without DP trashed by the rule check
** (17-1-3, Q1921); nor is a move elsewhere (Q1927: to the deck). */
#include "internal.h"
#include "script/script.h"

bool dcg_source_kept(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card)
{
    return dcg_game_can(ctx, st, GAME_ATTACK_RULES) && perm_top(pm) != card &&
           dcg_attack_rule(ctx, st, pm, TM_KEEP_SOURCES, card);
}

int dcg_trashable_sources(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t *items)
{
    int m = 0;
    for (int k = 0; k < pm->n - 1; k++)
        if (!dcg_source_kept(ctx, st, pm, pm->cards[k])) items[m++] = (uint16_t)pm->cards[k];
    return m;
}
