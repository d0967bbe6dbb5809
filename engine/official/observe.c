/* observe.c: one player's view of the game as plain arrays (dcg.h,
** dcg_observe), for agents that learn: every card the player may not know
** (dcg_card_known) is hidden, and nothing else of the state is read, so the
** view of two games that differ only in hidden cards is the same (what
** dcg_state_determinize re-deals). Written on dcg.h alone. */
#include "dcg.h"
#include <string.h>

/* The slot of card instance c for viewer: its card's index, or hidden. */
static int16_t slot(const dcg_state *st, int c, int viewer)
{
    return dcg_card_known(st, c, viewer) ? (int16_t)dcg_card_of(st, c) : (int16_t)DCG_OBS_HIDDEN;
}

static void cards(const dcg_state *st, const uint8_t *ids, int n, int viewer, int16_t *out, int max)
{
    for (int i = 0; i < max; i++) out[i] = i < n ? slot(st, ids[i], viewer) : (int16_t)DCG_OBS_EMPTY;
}

static void side(dcg_ctx *ctx, const dcg_state *st, int p, int viewer, int s, dcg_observation *o)
{
    static const int zones[DCG_OBS_PILES] = {DCG_ZONE_HAND, DCG_ZONE_DECK, DCG_ZONE_SECURITY, DCG_ZONE_TRASH, DCG_ZONE_EGGS};
    static _Thread_local dcg_perm_info info[DCG_OBS_PERMS];
    uint8_t ids[DCG_PLAYER_CARDS];
    for (int z = 0; z < DCG_OBS_PILES; z++) {
        int n = dcg_zone_cards(st, p, zones[z], ids, DCG_PLAYER_CARDS);
        o->pile_size[s][z] = n;
        cards(st, ids, n < DCG_PLAYER_CARDS ? n : DCG_PLAYER_CARDS, viewer, o->piles[s][z], DCG_PLAYER_CARDS);
    }
    int n = dcg_perms(ctx, st, p, info, DCG_OBS_PERMS);
    n = n < DCG_OBS_PERMS ? n : DCG_OBS_PERMS;
    o->n_perms[s] = n;
    for (int i = 0; i < DCG_OBS_PERMS; i++) {
        int32_t *row = o->perm[s][i];
        if (i >= n) {
            for (int f = 0; f < DCG_OBS_PERM_FIELDS; f++) row[f] = f == DCG_OBS_PERM_TOP ? DCG_OBS_EMPTY : 0;
            cards(st, ids, 0, viewer, o->stack[s][i], DCG_MAX_STACK);
            cards(st, ids, 0, viewer, o->links[s][i], DCG_MAX_STACK);
            continue;
        }
        const dcg_perm_info *pm = &info[i];
        row[DCG_OBS_PERM_ID] = pm->id;
        row[DCG_OBS_PERM_TOP] = pm->n ? slot(st, pm->cards[pm->n - 1], viewer) : DCG_OBS_EMPTY;
        row[DCG_OBS_PERM_DP] = pm->dp;
        row[DCG_OBS_PERM_SUSPENDED] = pm->suspended;
        row[DCG_OBS_PERM_BREEDING] = pm->in_breeding;
        row[DCG_OBS_PERM_CARDS] = pm->n;
        row[DCG_OBS_PERM_LINKS] = pm->n_links;
        row[DCG_OBS_PERM_SECURITY_ATTACK] = pm->security_attack;
        row[DCG_OBS_PERM_CAN_ATTACK] = pm->can_attack;
        row[DCG_OBS_PERM_DIGIMON] = pm->digimon;
        row[DCG_OBS_PERM_ENTERED] = pm->entered_turn;
        o->keywords[s][i] = pm->keywords;
        cards(st, pm->cards, pm->n, viewer, o->stack[s][i], DCG_MAX_STACK);
        cards(st, pm->links, pm->n_links, viewer, o->links[s][i], DCG_MAX_STACK);
    }
}

dcg_status dcg_observe(dcg_ctx *ctx, const dcg_state *st, int viewer, dcg_observation *out)
{
    if (viewer != 0 && viewer != 1) return dcg_err(ctx, DCG_EINVAL, "dcg_observe: viewer %d is not 0 or 1", viewer);
    static _Thread_local dcg_decision d;
    memset(out, 0, sizeof *out);
    out->viewer = viewer;
    out->turn = dcg_turn_number(st);
    out->my_turn = dcg_turn_player(st) == viewer;
    out->phase = dcg_phase_of(st);
    out->memory = dcg_memory(st, viewer);
    int over = dcg_decision_get(ctx, st, &d) != DCG_OK;
    out->decision = over ? DCG_DEC_NONE : d.kind;
    out->deciding = over ? -1 : d.player == viewer;
    int w = dcg_winner(st);
    out->result = w < 0 ? -1 : w == 2 ? 2 : w == viewer;
    for (int s = 0; s < 2; s++) side(ctx, st, s ? 1 - viewer : viewer, viewer, s, out);
    return DCG_OK;
}
