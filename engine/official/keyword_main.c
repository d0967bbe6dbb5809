/* keyword_main.c: the activated keyword effects of the main phase
** ([Main], 15-8-4): <Training> (16-41). Offered beside the scripts' [Main]
** effects as DCG_OPT_KEYWORD options (action.c). */
#include "internal.h"

/* <Training> (16-41-1): by suspending its Digimon (the cost, 16-41-3), in
** the battle area or the breeding area. An activated effect whose cost is
** optional is declared only when the cost can be paid (15-8-4-4): an
** unsuspended Digimon. */
static bool training_possible(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return pm->id && dcg_perm_can_suspend(ctx, st, pm) && dcg_perm_is_digimon(ctx, st, pm) && (dcg_perm_keywords(ctx, st, pm) & DCG_KW_TRAINING);
}

void dcg_keyword_main_options(const dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    if (!dcg_game_can(ctx, st, GAME_MAIN_KEYWORDS)) return; /* no <Training> in this game */
    for (int i = -1; i < pl->n_battle; i++) {
        const perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
        if (!training_possible(ctx, st, pm) || d->n >= DCG_MAX_OPTIONS) continue;
        dcg_option *o = &d->options[d->n++];
        memset(o, 0, sizeof *o);
        o->kind = DCG_OPT_KEYWORD;
        o->card = (uint8_t)perm_top(pm);
        o->perm = pm->id;
        o->req = DCG_KEY_TRAINING;
    }
}

/* <Training>: suspend the Digimon; then the top card of the deck goes under
** it, face down (4-7-9's example), as its bottom digivolution card (16-41-3:
** mandatory once the cost is paid; an empty deck places nothing). */
void dcg_keyword_main_activate(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    assert(o->req == DCG_KEY_TRAINING);
    dcg_emit(ctx, DCG_EV_EFFECT, p, o->card, o->perm, EFF_KEYWORD, 1);
    dcg_suspend_by(ctx, st, o->perm, o->card);
    const pile *deck = &st->pl[p].deck;
    const perm *pm = dcg_perm(st, o->perm);
    if (!pm || !deck->n || perm_room_under(ctx, st, pm) <= 0) return; /* nothing goes under a token (4-21-3) */
    int card = deck->cards[deck->n - 1], was = ctx->effect_card;
    ctx->effect_card = o->card; /* its effect places the card (the facts' f.by) */
    dcg_stack_under(ctx, st, o->perm, card);
    ctx->effect_card = was;
    dcg_face_set(st, card, false);
}
