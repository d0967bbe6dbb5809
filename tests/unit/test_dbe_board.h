/* test_dbe_board.h: hand-built DBE positions for the DBE unit tests (they
** reach inside engine/dbe, as unit tests of a module may). */
#ifndef TEST_DBE_BOARD_H
#define TEST_DBE_BOARD_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>
#include "../../engine/dbe/dbe.h"

static inline dcg_dbe_ctx *dbe_test_ctx(void)
{
    char err[256];
    dcg_dbe_ctx *ctx = dcg_dbe_ctx_new(DCG_SOURCE_DIR, err, sizeof err);
    if (!ctx) fail_msg("DBE cards: %s", err);
    return ctx;
}

/* An empty game: each player has 20 Emberpups as a deck (so that a new turn
** stops at a decision: a Digimon to play, a card to rack). */
static inline void dbe_fresh(dcg_dbe_ctx *ctx, dcg_dbe_state *st);

/* A card of that number for p in zone (on top); its instance. */
static inline int dbe_give(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const char *number, int zone)
{
    int card = dcg_dbe_card_find(ctx, number);
    assert_true(card >= 0);
    assert_true(st->n_inst < DBE_MAX_INST);
    int inst = st->n_inst++;
    st->inst_card[inst] = (uint16_t)card;
    st->inst_owner[inst] = (uint8_t)p;
    st->inst_destiny[inst] = zone == DBE_ZONE_DESTINY;
    dbe_pile *z = &st->p[p].z[zone];
    z->c[z->n++] = (uint8_t)inst;
    return inst;
}

static inline void dbe_fresh(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    memset(st, 0, sizeof *st);
    dcg_rng_seed_words(st->rng, 7);
    st->winner = -1;
    for (int p = 0; p < 2; p++) {
        st->p[p].attack = -1;
        st->p[p].sup_card = -1;
        st->p[p].partner = -1;
        st->p[p].partner_inst = -1;
        for (int i = 0; i < 20; i++) dbe_give(ctx, st, p, "DBE-001", DBE_ZONE_DECK);
    }
}

/* An active Digimon for p (HP and status as when played). */
static inline int dbe_active_give(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const char *number)
{
    int inst = dbe_give(ctx, st, p, number, DBE_ZONE_HAND);
    dbe_set_active(ctx, st, p, inst, false);
    return inst;
}

/* Start at a stage of turn `turn`, player tp's (1st Attack as at the turn's start). */
static inline void dbe_begin(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int tp, int turn, int stage)
{
    st->turn = (uint16_t)turn;
    st->turn_player = (uint8_t)tp;
    st->first_player = (uint8_t)tp;
    st->p[tp].first = 1;
    st->p[tp].first_tick = ++st->tick;
    st->stage = (uint8_t)stage;
    st->decider = (uint8_t)tp;
    dbe_run(ctx, st);
}

/* The index of the option of kind whose card is inst (any when inst < 0;
** for attacks, inst is the attack); -1 when there is none. */
/* Player 0's turn 3 from the Evolution Phase, with these actives at 3000 HP (no KO in
** these battles). */
static inline void dbe_duel(dcg_dbe_ctx *ctx, dcg_dbe_state *st, const char *mine, const char *theirs)
{
    dbe_fresh(ctx, st);
    dbe_active_give(ctx, st, 0, mine);
    dbe_active_give(ctx, st, 1, theirs);
    st->p[0].hp = st->p[1].hp = 3000;
    dbe_begin(ctx, st, 0, 3, S_EVOLVE);
}

static inline int dbe_find(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int kind, int inst)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, st, &d)) return -1;
    for (int i = 0; i < d.n; i++) {
        const dcg_dbe_option *o = &d.options[i];
        if (o->kind != kind) continue;
        if (kind == DBE_OPT_ATTACK ? o->attack == inst : (inst < 0 || o->card == inst)) return i;
    }
    return -1;
}

static inline void dbe_pick(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int kind, int inst)
{
    int i = dbe_find(ctx, st, kind, inst);
    if (i < 0) fail_msg("no option of kind %d for %d", kind, inst);
    assert_int_equal(dcg_dbe_answer(ctx, st, i), DCG_OK);
}

static inline int dbe_decision_kind(dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int *player)
{
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(ctx, st, &d)) return -1;
    if (player) *player = d.player;
    return d.kind;
}

/* Both attacks, then both supports (-1: none; -2: blind), non-turn player first. */
static inline void dbe_fight(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int tp_attack, int ntp_attack, int tp_support,
                      int ntp_support)
{
    dbe_pick(ctx, st, DBE_OPT_ATTACK, tp_attack);
    dbe_pick(ctx, st, DBE_OPT_ATTACK, ntp_attack);
    int sup[2] = {ntp_support, tp_support};
    for (int k = 0; k < 2; k++) {
        if (sup[k] == -1) dbe_pick(ctx, st, DBE_OPT_DONE, -1);
        else if (sup[k] == -2) dbe_pick(ctx, st, DBE_OPT_BLIND, -1);
        else dbe_pick(ctx, st, DBE_OPT_CARD, sup[k]);
    }
}
#endif
