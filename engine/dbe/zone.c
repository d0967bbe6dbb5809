/* zone.c: the one door for DBE card movement, and reading the board. */
#include "dbe.h"
#include <assert.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int dbe_pile_find(const dbe_pile *z, int inst)
{
    for (int i = 0; i < z->n; i++)
        if (z->c[i] == inst) return i;
    return -1;
}

/* Every move of a card between zones (DESIGN.md principle 4). */
void dbe_move(dcg_dbe_state *st, int p, int inst, int from, int to) { dbe_move_across(st, p, inst, from, p, to); }

/* A move between two players' zones: only an attachment crosses, to or from the
** attach zone of the Digimon it is attached to (Glossary: Attach; attach.c). */
void dbe_move_across(dcg_dbe_state *st, int from_p, int inst, int from, int to_p, int to)
{
    dbe_pile *a = &st->p[from_p].z[from], *b = &st->p[to_p].z[to];
    int i = dbe_pile_find(a, inst);
    assert(i >= 0 && b->n < DCG_DBE_ZONE_MAX);
    if (dbe_side_public(st, from_p, from, i)) st->inst_side_seen[inst] = 1; /* flip.c (R10-D-8) */
    memmove(&a->c[i], &a->c[i + 1], (size_t)(a->n - i - 1));
    a->c[--a->n] = 0; /* no stale card past the pile's end: the state's bytes hide what its zones hide */
    b->c[b->n++] = (uint8_t)inst;
}

/* Move a card within its pile to index pos (0: the bottom), the others closing up. */
void dbe_place(dcg_dbe_state *st, int p, int inst, int zone, int pos)
{
    dbe_pile *z = &st->p[p].z[zone];
    int i = dbe_pile_find(z, inst);
    assert(i >= 0 && pos >= 0 && pos < z->n);
    memmove(&z->c[i], &z->c[i + 1], (size_t)(z->n - i - 1));
    memmove(&z->c[pos + 1], &z->c[pos], (size_t)(z->n - 1 - pos));
    z->c[pos] = (uint8_t)inst;
}

int dbe_take_top(dcg_dbe_state *st, int p, int from, int to)
{
    dbe_pile *a = &st->p[p].z[from];
    if (!a->n) return -1;
    int inst = a->c[a->n - 1];
    dbe_move(st, p, inst, from, to);
    return inst;
}

void dbe_shuffle(dcg_dbe_state *st, dbe_pile *z)
{
    for (int i = z->n - 1; i > 0; i--) {
        int j = (int)dcg_rng_below_words(st->rng, (uint32_t)i + 1);
        uint8_t t = z->c[i];
        z->c[i] = z->c[j];
        z->c[j] = t;
    }
}

/* Static X (Glossary: Static X; Attack Abilities: Static X): the bottom n cards of
** p's trash are deleted, as many as there are; the number deleted. */
int dbe_static(dcg_dbe_state *st, int p, int n)
{
    int got = 0;
    for (; got < n && st->p[p].z[DBE_ZONE_TRASH].n; got++)
        dbe_move(st, p, st->p[p].z[DBE_ZONE_TRASH].c[0], DBE_ZONE_TRASH, DBE_ZONE_DELETED);
    return got;
}

/* Draw n; an empty deck gives nothing (docs/dbe.md: reading 'deck out'). */
int dbe_draw(dcg_dbe_state *st, int p, int n)
{
    int got = 0;
    while (got < n && dbe_take_top(st, p, DBE_ZONE_DECK, DBE_ZONE_HAND) >= 0) got++;
    return got;
}

const dbe_card *dbe_inst(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int inst)
{
    return &ctx->cards[st->inst_card[inst]];
}

int dbe_active(const dcg_dbe_state *st, int p)
{
    const dbe_pile *a = &st->p[p].z[DBE_ZONE_ACTIVE];
    return a->n ? a->c[a->n - 1] : -1;
}

const dbe_card *dbe_active_card(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    int a = dbe_active(st, p);
    return a < 0 ? NULL : dbe_inst(ctx, st, a);
}

/* A player's DP: the +P of the DP zone's cards and what effects added. */
int dbe_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_pile *z = &st->p[p].z[DBE_ZONE_DP];
    int dp = st->p[p].dp_mod + dbe_passive_dp(ctx, st, p); /* Passives (passive.c) */
    for (int i = 0; i < z->n; i++) dp += dbe_inst(ctx, st, z->c[i])->plus_p;
    return dp + dbe_attach_dp(ctx, st, p);
}

/* Abnormal stats (Glossary: Abnormal; Anatomy: abnormal stats): a level C
** halves, a level U quarters, down to the tens (docs/dbe.md). */
int dbe_abnormal_stat(int printed, int level)
{
    int v = level == DBE_LEVEL_C ? printed / 2 : level == DBE_LEVEL_U ? printed / 4 : printed;
    return v / 10 * 10;
}

int dbe_power(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int attack)
{
    const dbe_card *c = dbe_active_card(ctx, st, p);
    if (!c) return 0;
    const dbe_player *pl = &st->p[p];
    int v = pl->abnormal ? dbe_abnormal_stat(c->power[attack], c->level) : c->power[attack];
    v += pl->perm_power + pl->boost[attack];
    /* Passives (Glossary: PASSIVE timing): always on while in play, the End Phase keeps them */
    int m = dbe_mastery(ctx, st, p);
    v += c->passive_power + (m >= 0 ? dbe_inst(ctx, st, m)->passive_power : 0);
    for (int i = 0; i < pl->z[DBE_ZONE_ATTACH].n; i++) v += dbe_inst(ctx, st, pl->z[DBE_ZONE_ATTACH].c[i])->attach_power;
    return v < 0 ? 0 : v;
}

void dbe_logf(dcg_dbe_ctx *ctx, const char *fmt, ...)
{
    if (!ctx->log_on || ctx->log_len >= sizeof ctx->log - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(ctx->log + ctx->log_len, sizeof ctx->log - ctx->log_len - 1, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    ctx->log_len += (size_t)n;
    if (ctx->log_len > sizeof ctx->log - 2) ctx->log_len = sizeof ctx->log - 2;
    ctx->log[ctx->log_len++] = '\n';
    ctx->log[ctx->log_len] = 0;
}

/* The invariants (test builds check them after every answer, DCG_INVARIANTS):
** every instance in exactly one zone of its owner (an attachment: of the Digimon it is on); HP never negative; a
** player with an active has HP; KO points within reach. NULL when they hold. */
const char *dbe_invariant_broken(const dcg_dbe_state *st)
{
    uint8_t seen[DBE_MAX_INST] = {0};
    for (int p = 0; p < 2; p++) {
        const dbe_player *pl = &st->p[p];
        for (int z = 0; z < DBE_ZONES; z++)
            for (int i = 0; i < pl->z[z].n; i++) {
                int inst = pl->z[z].c[i];
                if (inst >= st->n_inst) return "an instance that does not exist";
                if (st->inst_owner[inst] != p && z != DBE_ZONE_ATTACH) /* an attachment may be on the other's Digimon */
                    return "a card in the zone of the player who does not own it";
                if (seen[inst]++) return "a card in two places";
            }
        if (pl->hp < 0) return "negative HP";
        if (pl->z[DBE_ZONE_ACTIVE].n && pl->hp <= 0 && st->stage != S_OVER) return "an active Digimon with no HP";
        if (pl->ko_points > DBE_WIN_KOS + 1) return "KO points past the win";
    }
    for (int i = 0; i < st->n_inst; i++)
        if (!seen[i]) return "a card in no zone";
    const dbe_choice *ch = &st->choice;
    if (ch->on) { /* a pending choice (choice.c) names cards and places that exist */
        if (ch->chooser > 1 || ch->player > 1 || ch->n_opt > DBE_CHOICE_OPTS || ch->n_picked > DBE_CHOICE_OPTS)
            return "a choice with a bad player or count";
        for (int i = 0; i < ch->n_opt; i++)
            if (ch->opt[i] >= st->n_inst || (ch->opt[i] < 0 && -1 - ch->opt[i] >= DBE_CHOICE_LABELS))
                return "a choice's option that does not exist";
        if (ch->kind == CH_PLACE && ch->n_left + ch->n_top + ch->n_bottom > st->p[ch->owner & 1].z[DBE_ZONE_DECK].n)
            return "more looked-at cards than the deck holds";
    }
    return NULL;
}

void dbe_check(const dcg_dbe_state *st)
{
#ifdef DCG_INVARIANTS
    const char *broken = dbe_invariant_broken(st);
    if (!broken) return;
    fprintf(stderr, "dcg: DBE invariant broken at turn %d: %s\n", st->turn, broken);
    abort();
#else
    (void)st;
#endif
}
