/* keyword_trigger.c: trigger-type keyword effects (15-8-3) of chapter 16
** that trigger at the end of their player's turn (<Vortex>, <Engage>,
** <Execute>) or when their Digimon is deleted (<Ascension>), and their
** activation. Fortitude, Retaliation (timing.c) and the attack-time ones
** (combat.c) predate this file. */
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

void dcg_keywords_end_of_turn(dcg_ctx *ctx, dcg_state *st, const perm *pm)
{
    dcg_kwset kw = dcg_perm_keywords(ctx, st, pm);
    if (!(kw & (DCG_KW_VORTEX | DCG_KW_ENGAGE | DCG_KW_EXECUTE))) return;
    for (size_t i = 0; i < sizeof end_attacks / sizeof *end_attacks; i++)
        if (kw & DCG_KW(end_attacks[i].key)) {
            pending pe = {.src = end_attacks[i].src, .owner = st->turn_player, .card = (uint8_t)perm_top(pm), .perm = pm->id};
            dcg_trigger(ctx, st, &pe);
        }
}

/* 16-43-2: <Ascension> triggers when its Digimon is deleted. */
bool dcg_keywords_deleted(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return (dcg_perm_keywords(ctx, st, pm) & DCG_KW_ASCENSION) && dcg_perm_is_digimon(ctx, st, pm);
}

void dcg_keywords_deleted_trigger(dcg_ctx *ctx, dcg_state *st, int owner, int card, uint16_t perm_id)
{
    pending pe = {.src = EFF_ASCENSION, .owner = (uint8_t)owner, .card = (uint8_t)card, .perm = perm_id};
    dcg_trigger(ctx, st, &pe);
}

/* An end-of-turn attack keyword activates: its Digimon may attack now (an
** F_BLITZ frame asks), if it is still there with the keyword (15-4-4-3). */
static void end_attack(dcg_ctx *ctx, dcg_state *st, const pending *pe)
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
}

void dcg_keyword_activate(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    switch (pe->src) {
    case EFF_VORTEX:
    case EFF_ENGAGE:
    case EFF_EXECUTE:
        end_attack(ctx, st, pe);
        break;
    case EFF_EXECUTE_DELETE: /* 16-38-1, 16-38-4: the Digimon that attacked is deleted, by its player's effect */
        if (!dcg_perm_in_battle(st, pe->perm)) break;
        dcg_emit(ctx, DCG_EV_EFFECT, pe->owner, pe->card, pe->perm, pe->src, 1);
        ctx->keyword_player = pe->owner + 1;
        dcg_delete(ctx, st, pe->perm, DCG_DEL_EFFECT);
        ctx->keyword_player = 0;
        break;
    case EFF_ASCENSION: /* 16-43-1, 16-43-3: may go from the trash to the top of the security stack */
        if (st->zone[pe->card] != DCG_ZONE_TRASH) break; /* it left the trash: lost (15-4-4-3, Q7100) */
        if (dcg_keyword_use(ctx, pe->owner, pe->card, pe->perm, pe->src, NULL, 0) < 0) break;
        dcg_move(ctx, st, pe->card, DCG_ZONE_SECURITY, false);
        break;
    default:
        assert(!"not a keyword_trigger.c effect");
    }
}
