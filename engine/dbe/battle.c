/* battle.c: the Support Phase's resolution and the Battle Phase (docs/dbe.md). */
#include "dbe.h"
#include <string.h>

void dbe_gain_first(dcg_dbe_state *st, int p)
{
    st->p[p].first++;
    st->p[p].first_tick = ++st->tick;
}

/* The ability of p's chosen attack and the card whose numbers it reads. Mimic
** (Attack Abilities: Mimic) takes the other's ability in the same slot, with its
** numbers (a Mimic copying a Mimic gets none). */
static const dbe_card *chosen_ability(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int *ab)
{
    const dbe_card *c = dbe_active_card(ctx, st, p);
    int a = st->p[p].attack;
    *ab = c && a >= 0 ? c->ability[a] : AB_NONE;
    if (*ab != AB_MIMIC) return c;
    const dbe_card *oc = dbe_active_card(ctx, st, 1 - p);
    *ab = oc && oc->ability[a] != AB_MIMIC ? oc->ability[a] : AB_NONE;
    return oc ? oc : c;
}

/* Mimic's Power: the other's named attack's Power when both supports are
** played, before they resolve (at Jamming's speed). */
static void take_mimic_power(const dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    for (int p = 0; p < 2; p++) {
        const dbe_card *c = dbe_active_card(ctx, st, p), *oc = dbe_active_card(ctx, st, 1 - p);
        int a = st->p[p].attack;
        st->p[p].mimic_power = 0;
        if (c && oc && a >= 0 && c->ability[a] == AB_MIMIC)
            st->p[p].mimic_power = (int16_t)dbe_power(ctx, st, 1 - p, c->ab_attack[a]);
    }
}

/* Jamming: the player chose Cross and its ability is Jamming. */
static bool jams(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    int ab;
    chosen_ability(ctx, st, p, &ab);
    return st->p[p].attack == DBE_CROSS && ab == AB_JAMMING;
}

/* Support Phase, resolution: a blind card that cannot support misfires;
** Jamming voids a Digimon support; Void effects first, the turn player's
** first, voids never voiding voids; then last in, first out. */
static void void_and_misfire(dcg_dbe_ctx *ctx, dcg_dbe_state *st);

/* Again after a choice a support's effect asked (choice.c): the resolved
** supports are marked, and the voids and misfires are done once. */
void dbe_support_resolve(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    int tp = st->turn_player, order[2] = {tp, 1 - tp};
again:
    if (!st->resolve_started) {
        if (!st->sup_round) dbe_support_begin(st); /* support_added.c */
        void_and_misfire(ctx, st);
    }
    st->resolve_started = 1;
    for (int k = 0; k < 2; k++) {
        int p = order[k];
        dbe_player *pl = &st->p[p];
        if (pl->sup_card < 0 || pl->sup_misfire || pl->sup_voided || pl->sup_resolved) continue;
        const dbe_card *c = dbe_inst(ctx, st, pl->sup_card);
        dbe_logf(ctx, "P%d's support %s resolves", p + 1, c->name);
        pl->sup_resolved = 1;
        /* Fast: the first support of the phase only (a restarted round has none first) */
        dbe_script_support(ctx, st, st->inst_card[pl->sup_card], p, k == 0 && !st->sup_round);
        dbe_choice_settle(ctx, st);
        if (st->choice.on) return;
    }
    st->resolve_started = 0;
    if (st->stage == S_RESOLVE && dbe_support_next_round(ctx, st)) goto again; /* supports placed by effects */
}

static void void_and_misfire(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    int tp = st->turn_player, order[2] = {tp, 1 - tp};
    if (!st->sup_round) take_mimic_power(ctx, st); /* before the supports played resolve, once */
    for (int k = 0; k < 2; k++) {
        int p = order[k];
        dbe_player *pl = &st->p[p];
        if (pl->sup_card < 0) continue;
        const dbe_card *c = dbe_inst(ctx, st, pl->sup_card);
        if (pl->sup_blind && (!c->support || c->kind == DBE_CARD_EVOLUTION)) {
            pl->sup_misfire = 1;
            dbe_logf(ctx, "P%d supports blind with %s: misfire", p + 1, c->name);
        }
        if (c->kind == DBE_CARD_DIGIMON && jams(ctx, st, 1 - p)) {
            pl->sup_voided = 1;
            dbe_logf(ctx, "P%d reveals Cross Jamming: P%d's Digimon support %s is void", 2 - p, p + 1, c->name);
        }
    }
    bool voids[2] = {false, false};
    for (int p = 0; p < 2; p++) {
        const dbe_player *pl = &st->p[p];
        voids[p] = pl->sup_card >= 0 && !pl->sup_misfire && !pl->sup_voided && dbe_inst(ctx, st, pl->sup_card)->voids;
    }
    for (int p = 0; p < 2; p++)
        if (voids[p] && st->p[1 - p].sup_card >= 0 && !st->p[1 - p].sup_voided) {
            st->p[1 - p].sup_voided = 1;
            dbe_logf(ctx, "P%d's %s voids P%d's support", p + 1, dbe_inst(ctx, st, st->p[p].sup_card)->name, 2 - p);
        }
}

/* ---- the Battle Phase ------------------------------------------------------------- */

typedef struct fighter {
    int ab, power, counter, counter_hit, crash, drain, flatten, first, grudge_hit;
} fighter;

/* Revive (Glossary: Revive; Battle Phase step 6): a KO'd active whose player
** has Set Revival stays in play, its stack whole, reset as if it had just
** evolved (not abnormal, no boosts, flats gone) with the set HP. The KO points
** are awarded as usual, but a stack revived before is worth exactly 1. */
static bool revive(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    int hp = dbe_revive_hp(ctx, st, p); /* revive.c: the one that applies, of up to three */
    if (hp <= 0) return false;
    dbe_logf(ctx, "P%d's %s revives with HP %d", p + 1, dbe_active_card(ctx, st, p)->name, hp);
    pl->hp = (int16_t)hp;
    pl->revive = 0;
    pl->grudge_revive = 0;
    pl->revived = 1;
    pl->abnormal = 0;
    pl->flat = 0;
    memset(pl->boost, 0, sizeof pl->boost);
    pl->perm_power = 0;
    return true;
}

static void discard_stack(dcg_dbe_state *st, int p);

static void ko(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    const dbe_card *c = dbe_active_card(ctx, st, p);
    int points = c->level == DBE_LEVEL_M && !pl->revived ? 2 : 1;
    dbe_logf(ctx, "P%d's %s is KO'd: P%d gains %d KO point%s", p + 1, c->name, 2 - p, points, points > 1 ? "s" : "");
    st->p[1 - p].ko_points = (uint8_t)(st->p[1 - p].ko_points + points);
    if (!revive(ctx, st, p)) discard_stack(st, p);
    if (st->p[1 - p].ko_points >= DBE_WIN_KOS) {
        char why[64];
        snprintf(why, sizeof why, "P%d has %d KO points", 2 - p, st->p[1 - p].ko_points);
        dbe_win(ctx, st, 1 - p, why);
    }
}

/* A KO'd active leaves play: a card from the Destiny Zone (level M, partner C)
** is deleted; the partner R goes back into the deck, shuffled; the rest to the trash. */
static void discard_stack(dcg_dbe_state *st, int p)
{
    dbe_player *pl = &st->p[p];
    bool partner = false;
    while (pl->z[DBE_ZONE_ACTIVE].n) {
        int inst = pl->z[DBE_ZONE_ACTIVE].c[pl->z[DBE_ZONE_ACTIVE].n - 1];
        bool r = dbe_is_partner(st, p, inst);
        partner |= r;
        dbe_move(st, p, inst, DBE_ZONE_ACTIVE, st->inst_destiny[inst] ? DBE_ZONE_DELETED : r ? DBE_ZONE_DECK : DBE_ZONE_TRASH);
    }
    if (partner) dbe_shuffle(st, &pl->z[DBE_ZONE_DECK]);
    dbe_eject_all(st, p); /* Attach Slot: ejected, to their owners' trash (attach.c) */
    pl->hp = 0;
    pl->abnormal = 0;
    pl->flat = 0;
    pl->revived = 0;
}

/* One attacker's blow: damage, then Crash's HP to 10, then Drain. True on a KO. */
static bool strike(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p, const fighter *f, const fighter *g)
{
    dbe_player *me = &st->p[p], *op = &st->p[1 - p];
    if (f->counter && !f->counter_hit) {
        dbe_logf(ctx, "P%d's counter misfires", p + 1);
        return false;
    }
    if (g->counter && g->counter_hit) return false; /* this attack was countered: void */
    int dmg = f->crash ? me->hp : f->power;
    int before = op->hp;
    op->hp = (int16_t)(op->hp - dmg < 0 ? 0 : op->hp - dmg);
    dbe_logf(ctx, "P%d deals %d (HP %d -> %d)", p + 1, dmg, before, op->hp);
    if (f->crash) me->hp = 10;
    if (f->drain) me->hp = (int16_t)(me->hp + (dmg < before ? dmg : before));
    /* Flatten (Glossary): at 3 flats, damage from the first attacker KOs; a flat attack
    ** that dealt damage adds a flat, and a 4th flat KOs */
    bool flat_ko = op->hp > 0 && dmg > 0 && ((op->flat >= 3 && f->first) || (f->flatten && op->flat >= 3));
    if (op->hp > 0 && dmg > 0 && f->flatten) op->flat++;
    if (op->hp > 0 && !flat_ko) return false;
    if (flat_ko) dbe_logf(ctx, "P%d's Digimon is flattened", 2 - p);
    ko(ctx, st, 1 - p);
    return true;
}

/* The other's Cross Jamming cancels a Cross ability other than Jamming. */
static bool jammed(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p, int ab)
{
    return st->p[p].attack == DBE_CROSS && jams(ctx, st, 1 - p) && ab != AB_JAMMING;
}

/* Battle Phase step 2, first: the abilities that look at a deck and ask
** where its cards go (Recode, Corrupt), the turn player's first (reading 36).
** False while one asks (choice.c): called again after the answers. */
static bool look_abilities(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    int tp = st->turn_player;
    for (int k = 0; k < 2; k++) {
        int p = k ? 1 - tp : tp, ab, a = st->p[p].attack;
        if (st->battle_looked & (1 << p)) continue;
        st->battle_looked |= (uint8_t)(1 << p);
        const dbe_card *c = chosen_ability(ctx, st, p, &ab);
        if (a < 0 || jammed(ctx, st, p, ab) || (ab != AB_RECODE && ab != AB_CORRUPT)) continue;
        dbe_recode(ctx, st, p, ab == AB_RECODE ? p : 1 - p, c->ab_n[a], -1, NULL);
        dbe_choice_settle(ctx, st);
        if (st->choice.on) return false;
    }
    st->battle_looked = 0;
    return true;
}

/* Battle Phase step 2: the abilities of the chosen attacks. */

/* Flatten [Type, Level, Attack] (Glossary: Flatten): without a condition it
** always applies; with some, when any one is met: the other's type, its
** level, or the attack it used (docs/dbe.md, reading 35); other conditions:
** the other is abnormal, or so named (aliases too; reading R10-C-7). */
static bool flat_condition(const dbe_card *c, int a, const dbe_card *oc, int oa, bool o_abnormal)
{
    unsigned types = c->ab_types[a], cond = c->ab_flat[a];
    const char *name = c->ab_flat_name[a];
    if (!types && !cond && !name[0]) return true;
    return (oc->types & types) || (oc->level < DBE_LEVEL_NONE && (cond & (1u << oc->level))) ||
           (oa >= 0 && oa < DBE_ATTACKS && (cond & (16u << oa))) ||
           ((cond & 128) && o_abnormal) || (name[0] && dbe_card_named(oc, name)); /* reading R10-C-7 */
}
static void abilities(dcg_dbe_ctx *ctx, dcg_dbe_state *st, fighter f[2])
{
    int tp = st->turn_player;
    for (int k = 0; k < 2; k++) { /* the turn player first, the other gains last */
        int p = k ? 1 - tp : tp, a = st->p[p].attack, oa = st->p[1 - p].attack;
        const dbe_card *c = chosen_ability(ctx, st, p, &f[p].ab);
        const dbe_card *oc = dbe_active_card(ctx, st, 1 - p);
        if (jammed(ctx, st, p, f[p].ab)) f[p].ab = AB_NONE;
        f[p].power = dbe_power(ctx, st, p, a) + st->p[p].mimic_power;
        switch (f[p].ab) {
        case AB_FIRST: dbe_gain_first(st, p); break;
        case AB_KILLER:
            if (oa == c->ab_attack[a]) f[p].power += 300, dbe_gain_first(st, p);
            break;
        case AB_X3:
            if (oc->types & c->ab_types[a]) f[p].power *= 3;
            break;
        case AB_COUNTER:
            f[p].counter = 1;
            f[p].power = 0;
            f[p].counter_hit = oa == c->ab_attack[a];
            break;
        case AB_CRASH: f[p].crash = 1; break;
        case AB_DRAIN: f[p].drain = 1; break;
        case AB_FLATTEN: f[p].flatten = flat_condition(c, a, oc, oa, st->p[1 - p].abnormal); break;
        case AB_GUARD: st->p[p].guard_mask |= (uint8_t)(1 << c->ab_attack[a]); break;
        case AB_DRAW: dbe_draw(st, p, c->ab_n[a]); break;
        case AB_TRASH:
            for (int i = 0; i < c->ab_n[a]; i++) dbe_take_top(st, 1 - p, DBE_ZONE_DECK, DBE_ZONE_TRASH);
            break;
        case AB_GRUDGE: /* against the named attack: double Power, 2nd Attack, revival set below */
            if (oa != c->ab_attack[a]) break;
            f[p].grudge_hit = 1;
            f[p].power *= 2;
            if (st->p[p].first) st->p[p].first--;
            break;
        case AB_STATIC: /* the bottom cards of the other's trash are deleted */
            dbe_static(st, 1 - p, c->ab_n[a]);
            break;
        case AB_RECYCLE: /* the top cards of own trash onto the deck, one at a time, then shuffle */
            for (int i = 0; i < c->ab_n[a]; i++) dbe_take_top(st, p, DBE_ZONE_TRASH, DBE_ZONE_DECK);
            dbe_shuffle(st, &st->p[p].z[DBE_ZONE_DECK]);
            break;
        default: break;
        }
    }
    for (int p = 0; p < 2; p++) { /* Shatter: the other's Power less own printed Power */
        if (f[p].ab != AB_SHATTER) continue;
        int ab, cut = chosen_ability(ctx, st, p, &ab)->power[st->p[p].attack];
        f[1 - p].power = f[1 - p].power > cut ? f[1 - p].power - cut : 0;
    }
    for (int p = 0; p < 2; p++) /* Guard: the named attack of the other becomes 0 Power */
        if (st->p[p].guard_mask & (1 << st->p[1 - p].attack)) f[1 - p].power = 0;
    /* Counter: the counter-user takes the countered attack, with its Power and Drain. */
    for (int p = 0; p < 2; p++)
        if (f[p].counter && f[p].counter_hit && !f[1 - p].counter) {
            f[p].power += f[1 - p].power;
            f[p].drain |= f[1 - p].drain;
        }
    for (int p = 0; p < 2; p++) /* Grudge sets its passive Revival to its attack's final Power, if any */
        if (f[p].grudge_hit && f[p].power > 0) st->p[p].grudge_revive = (int16_t)f[p].power;
}

/* Who attacks first: Counter attacks second; else more stacks of 1st
** Attack; a tie goes to the most recent gain; none at all, the turn player. */
static int first_attacker(const dcg_dbe_state *st, const fighter f[2])
{
    int tp = st->turn_player;
    if (f[0].counter != f[1].counter) return f[0].counter ? 1 : 0;
    const dbe_player *a = &st->p[0], *b = &st->p[1];
    if (a->first != b->first) return a->first > b->first ? 0 : 1;
    if (!a->first) return tp;
    return a->first_tick > b->first_tick ? 0 : 1;
}

static void battle(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    fighter f[2];
    memset(f, 0, sizeof f);
    dbe_attached_effects(ctx, st); /* the attachments' own effects, before the abilities (attach.c) */
    abilities(ctx, st, f);
    if (f[0].counter && f[1].counter) {
        dbe_logf(ctx, "both counter: no damage");
        return;
    }
    int first = first_attacker(st, f);
    f[first].first = 1;
    if (strike(ctx, st, first, &f[first], &f[1 - first])) return;
    strike(ctx, st, 1 - first, &f[1 - first], &f[first]);
}

void dbe_battle(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    if (!st->battle_looked) /* the reveal, once (look_abilities may ask and come back) */
        dbe_logf(ctx, "battle: P1 %s, P2 %s", dcg_dbe_attack_name(st->p[0].attack), dcg_dbe_attack_name(st->p[1].attack));
    if (!look_abilities(ctx, st)) return;
    battle(ctx, st);
    for (int p = 0; p < 2; p++) {
        st->p[p].revive = 0; /* Set Revival is for this turn's battle (a Support's or Grudge's) */
        st->p[p].revive_by = 0;
        st->p[p].grudge_revive = 0;
        st->p[p].mimic_power = 0;
    }
}
