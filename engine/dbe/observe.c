/* observe.c: what one player may know of a DBE game, and determinizing a
** game for a player (a search plays from samples of what it cannot know). */
#include "dbe.h"
#include <string.h>

/* Zones whose cards the other player cannot see (hand, Dark Area, side
** pile: face down); the owner sees all but the deck's order. */
static bool hidden(int zone, bool own)
{
    switch (zone) {
    case DBE_ZONE_DECK: return true;
    case DBE_ZONE_SIDE: return !own;
    case DBE_ZONE_HAND: case DBE_ZONE_DARK: return !own;
    default: return false;
    }
}

/* The other's chosen attack is secret until the Battle Phase reveals it
** (Strategy Phase): known to viewer in the Battle Phase and after only. */
static bool attack_known(const dcg_dbe_state *st, int p, int viewer)
{
    bool step0 = st->stage == S_STEP0 || st->stage == S_STEP0_AB; /* its abilities may ask (timing.c) */
    return p == viewer || st->phase > DBE_PHASE_BATTLE || (st->phase == DBE_PHASE_BATTLE && !step0);
}

void dcg_dbe_observe(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int viewer, dcg_dbe_observation *out)
{
    memset(out, 0, sizeof *out);
    out->viewer = viewer;
    out->turn = st->turn;
    out->turn_player = st->turn_player;
    out->phase = st->phase;
    out->winner = st->winner;
    out->chooser = st->choice.on ? st->choice.chooser : -1;
    /* the cards a pending choice shows its chooser (choice.c) */
    uint8_t shown[DBE_MAX_INST] = {0}, list[DBE_MAX_INST];
    int n_shown = viewer == out->chooser ? dbe_choice_shown(st, list) : 0;
    for (int i = 0; i < n_shown; i++) shown[list[i]] = 1;
    for (int p = 0; p < 2; p++) {
        const dbe_player *pl = &st->p[p];
        dcg_dbe_player_view *v = &out->p[p];
        v->hp = pl->hp;
        for (int a = 0; a < DBE_ATTACKS; a++) v->power[a] = dbe_power(ctx, st, p, a);
        v->abnormal = pl->abnormal;
        v->ko_points = pl->ko_points;
        v->dp = dbe_dp(ctx, st, p);
        v->flat = pl->flat;
        v->nova = pl->nova;
        v->partner = pl->partner;
        v->attack = attack_known(st, p, viewer) ? pl->attack : -1;
        for (int z = 0; z < DBE_ZONES; z++) {
            v->n[z] = pl->z[z].n;
            bool h = hidden(z, p == viewer);
            for (int i = 0; i < pl->z[z].n; i++) {
                int inst = pl->z[z].c[i];
                /* a support played blind (the pile's first card) is face down until it resolves (or
                ** misfires); the cards effects place above it lie face up (reading R10-D-4) */
                bool down = z == DBE_ZONE_SUPPORT && i == 0 && p != viewer && pl->sup_blind && st->phase < DBE_PHASE_BATTLE;
                bool gem = z == DBE_ZONE_SIDE && i < pl->gems_up; /* set face up (Pre-Game Setup) */
                v->cards[z][i] = (int16_t)(((h && !gem) || down) && !shown[inst] ? -1 : st->inst_card[inst]);
            }
        }
    }
}

/* Sort a pile by card (and instance): the arrangement viewer does not know
** leaves no trace in the sample. */
static void sort_pile(const dcg_dbe_state *st, uint8_t *c, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (st->inst_card[c[j - 1]] > st->inst_card[c[j]] ||
                                  (st->inst_card[c[j - 1]] == st->inst_card[c[j]] && c[j - 1] > c[j])); j--) {
            uint8_t t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
}

/* Redeal: the cards of some zones of p, pooled, sorted, shuffled with g, and
** dealt back into the same zones in the same sizes. Instances of one card
** are interchangeable. */
static void redeal(dcg_dbe_state *st, uint64_t g[4], int p, const int *zones, int nz, const uint8_t *keep)
{
    uint8_t pool[DBE_MAX_INST];
    int n = 0;
    for (int k = 0; k < nz; k++) {
        dbe_pile *z = &st->p[p].z[zones[k]];
        for (int i = 0; i < z->n; i++)
            if (!keep[z->c[i]]) pool[n++] = z->c[i];
    }
    sort_pile(st, pool, n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)dcg_rng_below_words(g, (uint32_t)i + 1);
        uint8_t t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    n = 0;
    for (int k = 0; k < nz; k++) {
        dbe_pile *z = &st->p[p].z[zones[k]];
        for (int i = 0; i < z->n; i++)
            if (!keep[z->c[i]]) z->c[i] = pool[n++];
    }
}

/* Where an instance lies (player, zone, index), to find what lies there after a redeal. */
typedef struct spot { int8_t p, z; int16_t i; } spot;

static spot spot_of(const dcg_dbe_state *st, int inst)
{
    for (int p = 0; p < 2; p++)
        for (int z = 0; z < DBE_ZONES; z++) {
            int i = dbe_pile_find(&st->p[p].z[z], inst);
            if (i >= 0) return (spot){(int8_t)p, (int8_t)z, (int16_t)i};
        }
    return (spot){-1, -1, -1};
}

static void remap(const dcg_dbe_state *st, int16_t *v, spot s)
{
    if (*v >= 0 && s.p >= 0) *v = st->p[s.p].z[s.z].c[s.i];
}

/* A pending choice (choice.c): its chooser keeps the cards it was shown in
** place; for the other player, its card options follow their places (the
** top cards of a deck looked at are whatever lies there in the sample). */
void dcg_dbe_determinize(dcg_dbe_state *st, int viewer, uint64_t seed)
{
    uint64_t g[4];
    dcg_rng_seed_words(g, seed);
    int other = 1 - viewer;
    uint8_t keep[DBE_MAX_INST] = {0}, list[DBE_MAX_INST];
    dbe_choice *ch = &st->choice;
    spot opt_at[DBE_CHOICE_OPTS], pick_at[DBE_CHOICE_OPTS];
    bool follow = ch->on && ch->kind == CH_PICK && ch->chooser != viewer;
    if (ch->on && ch->chooser == viewer)
        for (int i = 0, n = dbe_choice_shown(st, list); i < n; i++) keep[list[i]] = 1;
    /* the other's gems lie face up on their side pile (Pre-Game Setup, Side Piles): known, kept */
    for (int i = 0; i < st->p[other].gems_up && i < st->p[other].z[DBE_ZONE_SIDE].n; i++)
        keep[st->p[other].z[DBE_ZONE_SIDE].c[i]] = 1;
    for (int i = 0; follow && i < ch->n_opt; i++) opt_at[i] = ch->opt[i] >= 0 ? spot_of(st, ch->opt[i]) : (spot){-1, -1, -1};
    for (int i = 0; follow && i < ch->n_picked; i++)
        pick_at[i] = ch->picked[i] >= 0 ? spot_of(st, ch->picked[i]) : (spot){-1, -1, -1};
    static const int own[] = {DBE_ZONE_DECK}; /* viewer knows their own side pile */
    static const int theirs[] = {DBE_ZONE_DECK, DBE_ZONE_SIDE, DBE_ZONE_HAND, DBE_ZONE_DARK};
    redeal(st, g, viewer, own, 1, keep);
    /* the other's blind support stays where it is: it is known to be one card of theirs
    ** only after it resolves; before, it is pooled too */
    dbe_player *op = &st->p[other];
    /* the side of the other's hidden flip cards is drawn anew (flip.c, reading R10-D-8) */
    static const int with_support[] = {DBE_ZONE_DECK, DBE_ZONE_SIDE, DBE_ZONE_HAND, DBE_ZONE_DARK, DBE_ZONE_SUPPORT};
    bool blind = op->sup_blind && op->sup_card >= 0 && st->phase < DBE_PHASE_BATTLE;
    /* only the blind card itself: supports placed above it by effects lie face up (R10-D-4) */
    for (int i = 1; blind && i < op->z[DBE_ZONE_SUPPORT].n; i++) keep[op->z[DBE_ZONE_SUPPORT].c[i]] = 1;
    const int *pooled = blind ? with_support : theirs;
    int n_pooled = blind ? 5 : 4;
    dbe_flip_sample(st, other, pooled, n_pooled, keep, NULL);
    redeal(st, g, other, pooled, n_pooled, keep);
    if (blind) op->sup_card = (int8_t)op->z[DBE_ZONE_SUPPORT].c[0];
    dbe_flip_sample(st, other, pooled, n_pooled, keep, g);
    for (int i = 0; follow && i < ch->n_opt; i++) remap(st, &ch->opt[i], opt_at[i]);
    for (int i = 0; follow && i < ch->n_picked; i++) remap(st, &ch->picked[i], pick_at[i]);
    if (!attack_known(st, other, viewer) && op->attack >= 0) op->attack = (int8_t)dcg_rng_below_words(g, DBE_ATTACKS);
    /* the game's own generator: future draws and shuffles are not known either */
    for (int i = 0; i < 4; i++) st->rng[i] ^= dcg_rng_next_words(g);
}
