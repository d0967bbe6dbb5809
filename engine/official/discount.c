/* discount.c: pending digivolution discounts that name the card digivolved into by a check of
** their card: "the next time one of your Digimon digivolves into a Digimon card with [Insectoid]
** or [Ancient Insect] in its traits this turn, reduce the memory cost of the digivolution by 1"
** (EX1-033), game.digivolution_discount(p, n, {into = h}). Each is a MOD_DISCOUNT mod of its
** player (dp: how much; grant_card and grant_effect: the card and 1 + its card:discount_filter),
** ended with the turn ("this turn") or by the first digivolution it fits; one it does not fit
** leaves it waiting (Q3219). Two made by one card number's same effect add up into one (Q3220:
** the same "next time"); others are separate effects, each taken off. Like the plain pending
** change (action.c, dcg_evo_discount): only a Digimon of the battle area (Q3221), any of the
** player's (Q3218), by the rules or an effect; none while its player can't reduce digivolution
** costs, when it waits unused (Q1285).
** A DNA digivolution is reached by both kinds (8-2-2-5: effects that affect digivolution affect it
** too; Q3263: "the next time one of your Digimon digivolves" reduces one): its two Digimon both
** digivolve (8-2), so a discount fits when its conditions hold for one of them (Q3263 reads the
** colour of either), the card digivolved into being the DNA card; it comes off the DNA cost and
** that digivolution uses it up. */
#include "internal.h"
#include "script/script.h"

static bool is_discount(const mod *m, int p) { return m->cls == MOD_DISCOUNT && m->side == p; }

bool dcg_evo_discount_into_pending(const dcg_state *st, int p)
{
    for (int i = 0; i < st->mods_n; i++)
        if (is_discount(&st->mods[i], p)) return true;
    return false;
}

bool dcg_evo_discount_into_add(dcg_state *st, int p, int card, int k, int n)
{
    for (int i = 0; i < st->mods_n; i++) {
        mod *m = &st->mods[i];
        if (is_discount(m, p) && st->def[m->grant_card] == st->def[card] && m->grant_effect == k + 1) {
            m->dp = m->dp + n > 20 ? 20 : m->dp + n;
            return true;
        }
    }
    mod m = {.cls = MOD_DISCOUNT, .side = (uint8_t)p, .until = UNTIL_END_OF_TURN, .turn = st->turn, .dp = n,
             .how = mod_by(p), .grant_card = (uint8_t)card, .grant_effect = (uint8_t)(k + 1)};
    return dcg_mod_add(st, &m);
}

/* Whether the digivolutions of pm reach the player's discounts at all (the plain change's test). */
static bool reached(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return pm && dcg_perm_in_battle(st, pm->id) && card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_DIGIMON;
}

/* Does discount m fit the digivolution of pm into card, or of b too (a DNA digivolution's other Digimon,
** NULL: none)? Both digivolve (8-2), so one that fits either fits it (Q3263: either one's colour). */
static bool fits(const dcg_ctx *ctx, const dcg_state *st, const mod *m, int card, const perm *pm, const perm *b)
{
    if (!is_discount(m, card_owner(card))) return false;
    for (int k = 0; k < 2; k++) {
        const perm *d = k ? b : pm;
        if (reached(ctx, st, d) && dcg_evo_filter_holds(ctx, st, m->grant_card, m->grant_effect - 1, d, card)) return true;
    }
    return false;
}

/* Any discount of card's player that may apply now (none while it can't reduce digivolution costs: it waits). */
static bool usable(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    int p = card_owner(card);
    return dcg_evo_discount_into_pending(st, p) && !dcg_evo_reduction_locked(ctx, st, p);
}

static int into_less(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, const perm *b)
{
    if (!usable(ctx, st, card)) return 0;
    int less = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (fits(ctx, st, &st->mods[i], card, pm, b)) less += st->mods[i].dp;
    return less;
}

static void into_used(const dcg_ctx *ctx, dcg_state *st, int card, const perm *pm, const perm *b)
{
    if (!usable(ctx, st, card)) return;
    uint64_t used = 0; /* read first: a check reads the game as it is */
    _Static_assert(DCG_MAX_MODS <= 64, "a bit per mod");
    for (int i = 0; i < st->mods_n; i++)
        if (fits(ctx, st, &st->mods[i], card, pm, b)) used |= 1ull << i;
    int w = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (!(used >> i & 1)) st->mods[w++] = st->mods[i];
    memset(&st->mods[w], 0, sizeof(mod) * (size_t)(st->mods_n - w));
    st->mods_n = (uint8_t)w;
}

int dcg_evo_discount_into(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    return into_less(ctx, st, card, pm, NULL);
}

void dcg_evo_discount_into_used(const dcg_ctx *ctx, dcg_state *st, int card, const perm *pm)
{
    into_used(ctx, st, card, pm, NULL);
}

/* The plain pending change (action.c, dcg_evo_discount) on a DNA digivolution: it fits when one of the
** two Digimon meets its conditions (colour, level from), the DNA card its level to. */
static int dna_plain(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *a, const perm *b)
{
    int n = a ? dcg_evo_discount(ctx, st, card, a) : 0;
    return n ? n : b ? dcg_evo_discount(ctx, st, card, b) : 0;
}

int dcg_dna_discount(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *a, const perm *b)
{
    bool suspending = (st->pl[card_owner(card)].flags & SIDE_DISCOUNT_SUSPENDING) != 0; /* had only by suspending: not offered */
    return (suspending ? 0 : dna_plain(ctx, st, card, a, b)) + into_less(ctx, st, card, a, b);
}

bool dcg_dna_discount_use(const dcg_ctx *ctx, dcg_state *st, int card, const perm *a, const perm *b)
{
    bool plain = dna_plain(ctx, st, card, a, b) != 0; /* read first, on the Digimon as they are */
    into_used(ctx, st, card, a, b);
    return plain;
}

void dcg_evo_discount_into_hide(dcg_state *st, int p, bool hide)
{
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].side == p && st->mods[i].cls == (hide ? MOD_DISCOUNT : MOD_DISCOUNT_HIDDEN))
            st->mods[i].cls = hide ? MOD_DISCOUNT_HIDDEN : MOD_DISCOUNT;
}
