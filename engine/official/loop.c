/* loop.c: infinite loops (18-3).
**
** A position is compared up to its permanents' ids (dcg_loop_position,
** canon.c): a loop that plays a card again and again gives it a new id each
** time, and is the same loop all the same.
**
** A loop no player can stop (18-3-2) shows as the engine running without a
** decision: past DCG_LOOP_CHECK_STEPS steps it looks for a recurring
** position (Brent's cycle search on the loop hash, no memory beyond two
** numbers) and ends the game in a draw; a processing that never stops after
** DCG_MAX_RUN_STEPS steps is treated the same.
**
** A loop a player can stop (18-3-3) shows as a main decision of the turn
** player at a position already seen at a main decision this turn. Hashing
** every main decision would cost more than the rest of the engine, so each
** is first given a quick key (memory, zone sizes, the generator); only once
** a key recurs are full hashes recorded, and the loop is found on its next
** round. The last DCG_LOOP_SEEN decisions are kept, which finds a short
** loop at once; a longer one is found by Brent's search on the turn's
** decisions (a mark that moves on after 1, 2, 4, ... decisions), whatever
** its length, within about twice its length. The turn
** player declares how many times it repeats, then the non-turn player if one
** of their decisions was part of it; the answer that started it at that
** position is then no longer offered this turn ("the same infinite loop
** can't be performed again"). Repeating it changes nothing: the position
** recurs, so the engine need not play the repetitions out. */
#include "internal.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

uint64_t dcg_position_hash(const dcg_state *st) { return dcg_hash_bytes(st, offsetof(dcg_state, script_spent)); }

/* Is the current position (quick key key, full hash *h once computed) the
** one recorded with quick key k and full hash canon (0: not computed)? A
** recurring key asks for full hashes from then on (*suspect). */
static bool seen_at(const dcg_state *st, uint32_t k, uint64_t canon, uint32_t key, uint64_t *h, uint8_t *suspect)
{
    if (k != key) return false;
    *suspect = 1;
    if (!canon) return false;
    if (!*h) *h = dcg_loop_position(st);
    return canon == *h;
}

/* A necessary condition of two positions being equal, cheap to compute. */
static uint32_t quick_key(const dcg_state *st)
{
    uint64_t h = st->rng[0] ^ (st->rng[1] << 1) ^ (uint64_t)(uint8_t)st->memory << 56;
    for (int p = 0; p < 2; p++) {
        const side *pl = &st->pl[p];
        uint64_t suspended = 0;
        for (int i = 0; i < pl->n_battle; i++) suspended += pl->battle[i].suspended;
        uint64_t z = pl->deck.n | pl->hand.n << 8 | pl->trash.n << 16 | (uint64_t)pl->security.n << 24 |
                     (uint64_t)pl->n_battle << 32 | (uint64_t)pl->breeding.n << 40 | suspended << 48;
        h = (h ^ z) * 0xff51afd7ed558ccdull;
    }
    h = (h ^ ((uint64_t)st->mods_n << 8 | st->n_pending)) * 0xc4ceb9fe1a85ec53ull;
    return (uint32_t)(h ^ h >> 32);
}

/* quick_key(st), computed once for a state: a main decision's is asked after
** the run that reached it and again when it is answered. The context keeps
** the last one with its state's stamp (listed.c); listing the options, the
** only change between the two, changes nothing quick_key reads. */
static uint32_t state_key(dcg_ctx *ctx, const dcg_state *st)
{
    if (ctx->reference || !st->stamp || st->stamp != ctx->loop_key_stamp) {
        ctx->loop_key = quick_key(st);
        ctx->loop_key_stamp = st->stamp;
    }
#ifdef DCG_INVARIANTS
    if (ctx->loop_key != quick_key(st)) {
        fprintf(stderr, "dcg: the quick key kept for stamp %llu is not the state's\n", (unsigned long long)st->stamp);
        abort();
    }
#endif
    return ctx->loop_key;
}

/* The records belong to one turn: start them afresh on a new one. */
static void this_turn(dcg_state *st)
{
    if (st->loop_turn == st->turn) return;
    st->loop_turn = st->turn;
    st->loop_n = st->loop_forbid_n = st->loop_suspect = 0;
    st->loop_other = 0;
    memset(st->loop_seen, 0, sizeof st->loop_seen);
    memset(st->loop_forbid, 0, sizeof st->loop_forbid);
    memset(st->loop_canon, 0, sizeof st->loop_canon);
    memset(st->loop_forbid_canon, 0, sizeof st->loop_forbid_canon);
    st->loop_mark_suspect = 0;
    st->loop_mark_at = st->loop_mark_power = 0;
}

static bool same_option(const dcg_option *a, const dcg_option *b)
{
    return a->kind == b->kind && a->card == b->card && a->perm == b->perm && a->target == b->target &&
           a->cost == b->cost && a->req == b->req;
}

void dcg_loop_before(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    this_turn(st);
    if (st->dec_player != st->turn_player) {
        st->loop_other++;
        return;
    }
    if (st->dec_kind != DCG_DEC_MAIN) return;
    uint32_t at = st->loop_n;
    struct loop_seen *e = &st->loop_seen[st->loop_n++ % DCG_LOOP_SEEN];
    uint64_t *canon = &st->loop_canon[at % DCG_LOOP_SEEN];
    e->key = state_key(ctx, st);
    e->hash = st->loop_suspect ? dcg_position_hash(st) : 0;
    *canon = st->loop_suspect ? dcg_loop_position(st) : 0;
    e->taken = *o;
    e->other = st->loop_other;
    if (at == 0 || at - st->loop_mark_at == st->loop_mark_power) { /* Brent: the mark moves on */
        st->loop_mark = *e;
        st->loop_mark.hash = *canon || !st->loop_mark_suspect ? *canon : dcg_loop_position(st);
        st->loop_mark_power = at == 0 ? 1 : 2 * st->loop_mark_power;
        st->loop_mark_at = at;
    }
}

/* Has the turn player another answer here than the one that started the
** loop (18-3-3: the ability to stop it)? */
static bool turn_player_can_stop(dcg_ctx *ctx, const dcg_state *st, const dcg_option *taken)
{
    static _Thread_local dcg_decision d;
    dcg_options(ctx, st, &d); /* the loops already closed here are left out */
    for (int i = 0; i < d.n; i++)
        if (!same_option(&d.options[i], taken)) return true;
    return false;
}

void dcg_loop_after(dcg_ctx *ctx, dcg_state *st)
{
    if (st->winner != 0xFF || st->dec_kind != DCG_DEC_MAIN || st->loop_turn != st->turn || !st->loop_n) return;
    uint32_t key = state_key(ctx, st);
    uint64_t h = 0;
    const struct loop_seen *e = NULL;
    int oldest = st->loop_n > DCG_LOOP_SEEN ? st->loop_n - DCG_LOOP_SEEN : 0;
    for (int k = st->loop_n - 1; k >= oldest && !e; k--) { /* the newest visit started the loop */
        const struct loop_seen *w = &st->loop_seen[k % DCG_LOOP_SEEN];
        if (seen_at(st, w->key, st->loop_canon[k % DCG_LOOP_SEEN], key, &h, &st->loop_suspect)) e = w;
    }
    if (!e && seen_at(st, st->loop_mark.key, st->loop_mark.hash, key, &h, &st->loop_mark_suspect)) e = &st->loop_mark; /* a longer loop */
    if (!e) return;
    for (int k = 0; k < st->loop_forbid_n; k++) {
        struct loop_seen *f = &st->loop_forbid[k];
        if (!same_option(&f->taken, &e->taken)) continue;
        /* the loop declared is performed again, from another position (a longer loop is entered anywhere in
        ** its round): it can't be (18-3-3), so its first answer is closed wherever it is, for the turn */
        f->key = 0, f->hash = 0, st->loop_forbid_canon[k] = 0;
        dcg_listed_stamp(ctx, st);
        return;
    }
    if (st->loop_forbid_n == DCG_LOOP_FORBID) return; /* the turn's loops are spent: the limit below holds */
    bool other = e->other != st->loop_other; /* the non-turn player decided inside the loop */
    if (!turn_player_can_stop(ctx, st, &e->taken)) {
        if (!other) dcg_win(ctx, st, 2, DCG_WIN_LOOP); /* no player can stop it (18-3-2) */
        dcg_listed_stamp(ctx, st);
        return; /* only the non-turn player's answers can change it: nothing of the turn player's to close */
    }
    st->loop_forbid_canon[st->loop_forbid_n] = h;
    st->loop_forbid[st->loop_forbid_n++] = *e;
    st->loop_declaring = (uint8_t)(1u << st->turn_player);
    if (other) st->loop_declaring |= (uint8_t)(1u << opponent(st->turn_player));
    dcg_decide(st, DCG_DEC_LOOP, st->turn_player, DCG_NO_CARD);
    dcg_listed_stamp(ctx, st); /* a changed state */
}

/* Counts a player may declare: any count does the same, as the position
** recurs; a few sizes keep the choice readable. */
static const uint16_t counts[] = {1, 2, 3, 5, 10, 100, 1000};

void dcg_loop_options(const dcg_state *st, dcg_decision *d)
{
    (void)st;
    for (size_t i = 0; i < sizeof counts / sizeof *counts; i++) {
        dcg_option *o = &d->options[d->n++];
        memset(o, 0, sizeof *o);
        o->kind = DCG_OPT_NUMBER;
        o->target = counts[i];
    }
}

void dcg_loop_declare(dcg_ctx *ctx, dcg_state *st, int count)
{
    int p = st->dec_player;
    st->loop_declaring &= (uint8_t)~(1u << p);
    dcg_emit(ctx, DCG_EV_LOOP, p, DCG_NO_CARD, 0, count, st->loop_declaring == 0);
    if (st->loop_declaring) {
        dcg_decide(st, DCG_DEC_LOOP, opponent(p), DCG_NO_CARD);
        return;
    }
    /* settled: the positions seen belong to that loop; look for new ones afresh */
    st->loop_n = 0;
    memset(st->loop_seen, 0, sizeof st->loop_seen);
    memset(st->loop_canon, 0, sizeof st->loop_canon);
    st->loop_mark_at = st->loop_mark_power = 0;
    dcg_decide(st, DCG_DEC_MAIN, st->turn_player, DCG_NO_CARD); /* the main phase goes on */
}

void dcg_loop_filter(dcg_ctx *ctx, const dcg_state *st, dcg_decision *d)
{
    if (!st->loop_forbid_n || st->loop_turn != st->turn) return;
    uint32_t key = state_key(ctx, st);
    uint64_t h = 0;
    for (int k = 0; k < st->loop_forbid_n; k++) {
        const struct loop_seen *f = &st->loop_forbid[k];
        bool anywhere = !f->key && !st->loop_forbid_canon[k]; /* performed again elsewhere: closed at every position */
        if (!anywhere && f->key != key) continue;
        if (!anywhere && !h) h = dcg_loop_position(st);
        if (!anywhere && st->loop_forbid_canon[k] != h) continue;
        int w = 0;
        for (int i = 0; i < d->n; i++)
            if (!same_option(&d->options[i], &f->taken)) d->options[w++] = d->options[i];
        /* the loop's action alone is left (a pass the end of the turn brings back to the main
        ** phase): the player cannot stop it, so it stays, and the loop's limit ends the game
        ** (18-3-2); a decision is never left with no option */
        if (w) d->n = w;
    }
}

bool dcg_loop_mandatory(dcg_ctx *ctx, dcg_state *st, long steps, uint64_t *mark, long *power)
{
    if (steps < DCG_LOOP_CHECK_STEPS) return false;
    uint64_t h = dcg_loop_position(st);
    /* Brent: compare with a mark that moves to the current position each
    ** time the distance reaches a power of two */
    bool cycle = steps > DCG_LOOP_CHECK_STEPS && h == *mark;
    if (steps == DCG_LOOP_CHECK_STEPS || steps - DCG_LOOP_CHECK_STEPS == *power) {
        *mark = h;
        *power = steps == DCG_LOOP_CHECK_STEPS ? 1 : *power * 2;
    }
    if (!cycle && steps < DCG_MAX_RUN_STEPS) return false;
    dcg_win(ctx, st, 2, DCG_WIN_LOOP);
    return true;
}
