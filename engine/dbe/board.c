/* board.c: building a DBE position by hand (dcg_dbe_board.h), for the
** scenario runner and other harnesses. Cards enter through the ruleset's
** own doors (dbe_move, dbe_set_active); play resumes through dbe_run. */
#include "dbe.h"
#include "dcg_dbe_board.h"
#include <string.h>

void dcg_dbe_board_new(dcg_dbe_state *st, uint64_t seed)
{
    memset(st, 0, sizeof *st);
    dcg_rng_seed_words(st->rng, seed);
    st->winner = -1;
    st->stage = S_OVER; /* nothing to answer until play resumes */
    for (int p = 0; p < 2; p++) {
        st->p[p].attack = -1;
        st->p[p].sup_card = -1;
        st->p[p].partner = -1;
        st->p[p].partner_inst = -1;
    }
}

int dcg_dbe_board_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int card, int zone, int destiny, char *err,
                       size_t err_size)
{
    if (p < 0 || p > 1 || zone < 0 || zone >= DBE_ZONES || card < 0 || card >= ctx->n_cards) {
        snprintf(err, err_size, "a bad player, card or zone");
        return -1;
    }
    dbe_pile *z = &st->p[p].z[zone];
    if (st->n_inst >= DBE_MAX_INST || z->n >= DCG_DBE_ZONE_MAX) {
        snprintf(err, err_size, "too many cards (%d in a game, %d in a zone)", DBE_MAX_INST, DCG_DBE_ZONE_MAX);
        return -1;
    }
    int inst = st->n_inst++;
    st->inst_card[inst] = (uint16_t)card;
    st->inst_owner[inst] = (uint8_t)p;
    st->inst_destiny[inst] = (uint8_t)(destiny || zone == DBE_ZONE_DESTINY);
    st->inst_flip_free[inst] = dbe_flip_free(ctx, card); /* flip.c */
    z->c[z->n++] = (uint8_t)inst;
    if (card == st->p[p].partner && st->p[p].partner_inst < 0 && !st->inst_destiny[inst])
        st->p[p].partner_inst = (int16_t)inst; /* the declared copy: the first placed (reading 19) */
    return inst;
}

dcg_status dcg_dbe_board_active(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    if (p < 0 || p > 1 || !st->p[p].z[DBE_ZONE_ACTIVE].n) return DCG_EINVAL;
    /* the top card comes in as a played Digimon does (Prep Phase: play new Digimon) */
    int top = dbe_take_top(st, p, DBE_ZONE_ACTIVE, DBE_ZONE_HAND);
    dbe_set_active(ctx, st, p, top, false);
    return DCG_OK;
}

dcg_status dcg_dbe_board_set(const dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, int what, int value)
{
    if (p < 0 || p > 1) return DCG_EINVAL;
    dbe_player *pl = &st->p[p];
    switch (what) {
    case DBE_BOARD_HP: if (value < 0 || value > 30000) return DCG_EINVAL; pl->hp = (int16_t)value; break;
    case DBE_BOARD_KO: if (value < 0 || value > DBE_WIN_KOS) return DCG_EINVAL; pl->ko_points = (uint8_t)value; break;
    case DBE_BOARD_FLAT: if (value < 0 || value > 3) return DCG_EINVAL; pl->flat = (uint8_t)value; break;
    case DBE_BOARD_DP_MOD: if (value < -3000 || value > 3000) return DCG_EINVAL; pl->dp_mod = (int16_t)value; break;
    case DBE_BOARD_PARTNER:
        if (value < -1 || value >= ctx->n_cards || (value >= 0 && ctx->cards[value].level != DBE_LEVEL_R)) return DCG_EINVAL;
        pl->partner = (int16_t)value;
        pl->partner_inst = -1; /* the declared copy: the first of the card placed, before or after (reading 19) */
        for (int i = 0; i < st->n_inst && value >= 0; i++)
            if (st->inst_card[i] == value && st->inst_owner[i] == p && !st->inst_destiny[i]) {
                pl->partner_inst = (int16_t)i;
                break;
            }
        break;
    case DBE_BOARD_ATTACK: if (value < -1 || value >= DBE_ATTACKS) return DCG_EINVAL; pl->attack = (int8_t)value; break;
    default: return DCG_EINVAL;
    }
    return DCG_OK;
}

/* The turn player's stack of 1st Attack from the turn's start (Battle Phase step 1). */
static void turn_begun(dcg_dbe_state *st, int tp)
{
    st->p[tp].first = 1;
    st->p[tp].first_tick = ++st->tick;
}

dcg_status dcg_dbe_board_resume(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int tp, int turn, int phase, char *err,
                                size_t err_size)
{
    const char *bad = NULL;
    if (tp < 0 || tp > 1) bad = "a bad player";
    else if (turn < (phase == DBE_PHASE_SETUP ? 0 : 1) || turn >= DBE_TURN_LIMIT) bad = "a bad turn number";
    else if (phase < DBE_PHASE_SETUP || phase > DBE_PHASE_END) bad = "a bad phase";
    else if (turn == 1 && phase >= DBE_PHASE_STRATEGY && phase <= DBE_PHASE_BATTLE)
        bad = "the first turn skips the Strategy, Support and Battle Phases";
    else if ((phase == DBE_PHASE_SUPPORT || phase == DBE_PHASE_BATTLE) && (st->p[0].attack < 0 || st->p[1].attack < 0))
        bad = "the Support and Battle Phases need both players' attacks";
    else if (phase >= DBE_PHASE_STRATEGY && phase <= DBE_PHASE_BATTLE && dbe_active(st, tp) < 0)
        bad = "the Strategy, Support and Battle Phases need the turn player's active";
    else if ((phase == DBE_PHASE_SUPPORT || phase == DBE_PHASE_BATTLE) && dbe_active(st, 1 - tp) < 0)
        bad = "the Support and Battle Phases need both actives (without the other's, the Strategy Phase ends the turn)";
    if (bad) {
        snprintf(err, err_size, "cannot resume play: %s", bad);
        return DCG_EINVAL;
    }
    st->first_player = (uint8_t)(turn % 2 ? tp : 1 - tp);
    st->turn_player = (uint8_t)tp;
    st->decider = (uint8_t)tp;
    st->turn = (uint16_t)turn;
    st->phase = (uint8_t)phase;
    switch (phase) {
    case DBE_PHASE_SETUP: st->stage = S_MULLIGAN; st->first_player = (uint8_t)tp; break;
    case DBE_PHASE_PREP: /* the turn starts: the turn before it ends */
        st->turn = (uint16_t)(turn - 1);
        st->turn_player = (uint8_t)(1 - tp);
        st->stage = S_TURN_START;
        break;
    case DBE_PHASE_EVOLUTION: turn_begun(st, tp); st->stage = S_RACK; break;
    case DBE_PHASE_STRATEGY: /* the Evolution Phase ends with nothing more to evolve */
        turn_begun(st, tp);
        st->p[tp].evolved = 1;
        st->stage = S_EVOLVE;
        break;
    case DBE_PHASE_SUPPORT: turn_begun(st, tp); st->stage = S_SUPPORT_NTP; break;
    case DBE_PHASE_BATTLE: turn_begun(st, tp); st->stage = S_RESOLVE; break;
    default: turn_begun(st, tp); st->stage = S_DISCARD; break;
    }
    dbe_run(ctx, st);
    dbe_check(st);
    return DCG_OK;
}

int dcg_dbe_board_zone(const dcg_dbe_state *st, int p, int zone, int *cards, int max)
{
    if (p < 0 || p > 1 || zone < 0 || zone >= DBE_ZONES) return 0;
    const dbe_pile *z = &st->p[p].z[zone];
    for (int i = 0; i < z->n && i < max; i++) cards[i] = st->inst_card[z->c[i]];
    return z->n;
}
