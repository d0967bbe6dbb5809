/* keyword_trigger.c: the activation of trigger-type keyword effects (15-8-3)
** of chapter 16 that trigger at the end of their player's turn (<Vortex>,
** <Engage>, <Execute>), at the end of an <Execute> attack, or when their
** Digimon is deleted (<Ascension>). When they trigger is declared in
** trigger.c's keyword_triggers table. */
#include "internal.h"
#include "script/script.h"

/* The end-of-turn attack keywords: pending source and F_BLITZ flag. */
static const struct {
    uint8_t key, src, flags;
} end_attacks[] = {
    {DCG_KEY_VORTEX, EFF_VORTEX, BLITZ_VORTEX},    /* 16-33-2 */
    {DCG_KEY_ENGAGE, EFF_ENGAGE, BLITZ_ENGAGE},    /* 16-44-2 */
    {DCG_KEY_EXECUTE, EFF_EXECUTE, BLITZ_EXECUTE}, /* 16-38-2 */
};

void dcg_end_attack(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    for (size_t i = 0; i < sizeof end_attacks / sizeof *end_attacks; i++) {
        if (end_attacks[i].src != pe->src) continue;
        perm *pm = dcg_perm(st, pe->perm);
        if (!pm || !dcg_perm_in_battle(st, pe->perm) || perm_top(pm) != pe->card ||
            !(dcg_perm_keywords(ctx, st, pm) & DCG_KW(end_attacks[i].key)))
            return;
        dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
        frame *f = dcg_push(st, F_BLITZ);
        f->a = pe->perm;
        f->flags = end_attacks[i].flags;
        return;
    }
    assert(!"not an end-of-turn attack keyword");
}

/* 16-38-1, 16-38-4: the Digimon that attacked is deleted, by its player's effect. */
void dcg_execute_delete(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (!dcg_perm_in_battle(st, pe->perm)) return;
    dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
    ctx->effect_player = pe->owner + 1;
    dcg_delete(ctx, st, pe->perm, DCG_DEL_EFFECT);
    ctx->effect_player = 0;
}

/* 16-43-1, 16-43-3: the card may go from the trash to the top of the security stack. */
void dcg_ascension(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (st->zone[pe->card] != DCG_ZONE_TRASH) return; /* it left the trash: lost (15-4-4-3, Q7100) */
    if (dcg_keyword_use(ctx, pe->owner, pe->card, pe->perm, pe->src, NULL, 0) < 0) return;
    if (dcg_player_cannot(ctx, st, pe->owner, CANNOT_ADD_TO_SECURITY)) return; /* BT9-103: it stays in the trash */
    dcg_move(ctx, st, pe->card, DCG_ZONE_SECURITY, false);
}
