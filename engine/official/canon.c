/* canon.c: the position of a game up to its permanent ids (18-3).
**
** A permanent's id is a name the engine gives it as it enters the field;
** one that leaves and comes back gets a new one. A loop that plays a card
** again and again so never brings back the same bytes (next_perm climbs,
** each new permanent has a higher id), though the same processing repeats
** (18-3-1). Two positions are the same when one becomes the other by
** renaming permanents: so every field that holds a permanent id is written
** as its rank among the ids the position holds (the order of ids kept, the
** only thing about them the engine reads besides equality), next_perm is
** left out, and the rest is hashed as it is.
**
** A few fields hold a permanent or a card (a trigger's subject, an option's
** target): such a value is a card when below DCG_MAX_CARDS, so there it
** is kept as it is, with its rank when it is also an id of the position;
** above, it can only be a permanent and is written as its rank. Two
** positions with equal forms are then the same up to renaming: nothing is
** conflated, at worst a renamed position with small ids is not seen as
** the same (a loop found a few rounds later). */
#include "internal.h"
#include <stddef.h>
#include <stdlib.h>

enum { ID_PERM, ID_EITHER }; /* a permanent id; a permanent or a card */

/* Every field of s that names a permanent, in a fixed order: fn(arg, kind,
** field). Slots past a list's count are not read (the copy zeroes them). */
static void each_id(dcg_state *s, void (*fn)(void *, int, uint16_t *), void *arg)
{
    for (int p = 0; p < 2; p++) {
        fn(arg, ID_PERM, &s->pl[p].breeding.id);
        for (int i = 0; i < s->pl[p].n_battle; i++) fn(arg, ID_PERM, &s->pl[p].battle[i].id);
    }
    for (int i = 0; i < s->n_frames; i++) {
        frame *f = &s->frames[i];
        if (f->op == F_ATTACK || f->op == F_BLITZ || f->op == F_WOULD || f->op == F_DIGISORPTION) fn(arg, ID_PERM, &f->a);
        if (f->op == F_ATTACK) fn(arg, ID_PERM, &f->b); /* a Digimon, or DCG_PLAYER_TARGET */
        if (f->op == F_WOULD) fn(arg, ID_EITHER, &f->b);
        if (f->op == F_EVO_BY) fn(arg, ID_PERM, &f->a), fn(arg, ID_EITHER, &f->b);
    }
    for (int i = 0; i < s->n_pending; i++) {
        fn(arg, ID_PERM, &s->pend[i].perm);
        fn(arg, ID_EITHER, &s->pend[i].subject);
    }
    for (int i = 0; i < s->mods_n; i++)
        if (s->mods[i].cls == MOD_PERM) fn(arg, ID_PERM, &s->mods[i].perm);
    fn(arg, ID_PERM, &s->act.e.perm);
    fn(arg, ID_EITHER, &s->act.e.subject);
    for (int i = 0; s->act.ask_items == ASK_PERMS && i < s->act.ask_n; i++) fn(arg, ID_PERM, &s->act.ask[i]);
    fn(arg, ID_PERM, &s->battling[0]);
    fn(arg, ID_PERM, &s->battling[1]);
    fn(arg, ID_PERM, &s->blitz);
    for (int i = 0; i < DCG_MAX_LKI; i++) {
        fn(arg, ID_PERM, &s->lki[i].perm);
        fn(arg, ID_PERM, &s->lki[i].by);
    }
    for (int i = 0; i < DCG_MAX_DELAYED; i++) {
        fn(arg, ID_PERM, &s->delayed[i].perm);
        fn(arg, ID_EITHER, &s->delayed[i].subject);
    }
}

/* The most fields each_id visits. */
#define MAX_IDS (2 * (DCG_MAX_PERMS + 1) + 2 * DCG_MAX_FRAMES + 2 * DCG_MAX_PENDING + DCG_MAX_MODS + 2 + DCG_MAX_ASK + 3 + \
                 2 * DCG_MAX_LKI + 2 * DCG_MAX_DELAYED)

typedef struct canon {
    uint16_t ids[MAX_IDS];  /* the position's permanent ids, sorted, each once */
    int n_ids;
    uint32_t form[MAX_IDS]; /* each field as written (see above), in each_id's order */
    int n_form;
} canon;

static bool a_perm(int kind, uint16_t v)
{
    return v && v < DCG_PERM_ID_LIMIT && (kind == ID_PERM || v >= DCG_MAX_CARDS);
}

static void collect(void *arg, int kind, uint16_t *v)
{
    canon *c = arg;
    if (a_perm(kind, *v)) c->ids[c->n_ids++] = *v;
}

static int cmp_ids(const void *a, const void *b) { return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b; }

/* 1 + the rank of v among the ids, 0 when it is none of them. */
static uint32_t rank(const canon *c, uint16_t v)
{
    int lo = 0, hi = c->n_ids;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (c->ids[mid] < v) lo = mid + 1;
        else hi = mid;
    }
    return lo < c->n_ids && c->ids[lo] == v ? (uint32_t)lo + 1 : 0;
}

/* Write the field into the form (tags keep the three ways apart) and
** zero it in the copy. */
static void rewrite(void *arg, int kind, uint16_t *v)
{
    canon *c = arg;
    uint32_t w = *v; /* none (0), or a constant past the ids (DCG_PLAYER_TARGET) */
    if (a_perm(kind, *v)) w = 1u << 24 | rank(c, *v);
    else if (*v && *v < DCG_MAX_CARDS) w = 2u << 24 | (uint32_t)*v << 12 | rank(c, *v); /* ID_EITHER: a card, or a permanent */
    c->form[c->n_form++] = w;
    *v = 0;
}

uint64_t dcg_loop_position(const dcg_state *st)
{
    static _Thread_local dcg_state s;
    static _Thread_local canon c;
    size_t size = offsetof(dcg_state, script_spent); /* the position, as dcg_position_hash */
    memcpy(&s, st, size);
    s.next_perm = 0;
    memset(s.frames + s.n_frames, 0, sizeof s.frames - s.n_frames * sizeof *s.frames);
    memset(s.pend + s.n_pending, 0, sizeof s.pend - s.n_pending * sizeof *s.pend);
    for (int p = 0; p < 2; p++)
        memset(s.pl[p].battle + s.pl[p].n_battle, 0, sizeof s.pl[p].battle - s.pl[p].n_battle * sizeof *s.pl[p].battle);
    if (s.act.ask_n < DCG_MAX_ASK) memset(s.act.ask + s.act.ask_n, 0, (DCG_MAX_ASK - s.act.ask_n) * sizeof *s.act.ask);
    c.n_ids = c.n_form = 0;
    each_id(&s, collect, &c);
    qsort(c.ids, (size_t)c.n_ids, sizeof *c.ids, cmp_ids);
    int n = 0;
    for (int i = 0; i < c.n_ids; i++)
        if (!n || c.ids[n - 1] != c.ids[i]) c.ids[n++] = c.ids[i];
    c.n_ids = n;
    each_id(&s, rewrite, &c);
    return dcg_hash_bytes(&s, size) ^ dcg_hash_bytes(c.form, (size_t)c.n_form * sizeof *c.form) * 0x9E3779B97F4A7C15ull;
}
