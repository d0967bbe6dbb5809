/* perm.c: what a permanent is now: its top card's facts, the inherited
** effects of the cards under it (4-3-3), lasting effects (modifiers) and
** continuous effects, applied in layers (below); and what can apply in a
** game at all (st->can). */
#include "internal.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>

/* The lasting effect that last treated pm as a Digimon ("also treated as a
** 3000 DP Digimon", 15-12-1), NULL when none does. Of several, the latest
** added information overwrites the earlier (15-12-1-3); mods keep the order
** they were made in. Only lasting effects add it: no continuous effect can. */
static const mod *last_added(const dcg_state *st, const perm *pm)
{
    const mod *last = NULL;
    for (int i = 0; i < st->mods_n; i++)
        if ((st->mods[i].how & MOD_ADDS_DIGIMON) && st->mods[i].perm == pm->id) last = &st->mods[i];
    return last;
}

static const mod *added_digimon(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return dcg_game_can(ctx, st, GAME_INFO) ? last_added(st, pm) : NULL; /* none where no card adds information */
}

bool dcg_perm_added_digimon(const dcg_state *st, const perm *pm) { return last_added(st, pm) != NULL; }

/* The effect types (15-2-1) of what pm activates: its top card's kind (an
** Option placed in the battle area is one too), and a Digimon's too when an
** effect treats it as one (15-12-1-6: a Tamer's effects are then both). */
uint8_t dcg_perm_effect_types(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int k = card_def(ctx, st, perm_top(pm))->kind;
    uint8_t types = k == DCG_KIND_TAMER ? EFFECT_TAMER : k == DCG_KIND_OPTION ? EFFECT_OPTION : EFFECT_DIGIMON;
    return types == EFFECT_DIGIMON || !added_digimon(ctx, st, pm) ? types : types | EFFECT_DIGIMON;
}

/* The types of the effect being processed now (15-2), 0 when none is. An
** effect activated from a permanent is of that permanent's types, whether
** its own, inherited (15-3-2), a link effect or granted; one whose Digimon is
** gone is a Digimon's ([On Deletion]; Tamers are not deleted). Off the field
** it is its card's: a DUAL card's [Main], [Counter] and [Security] are its
** Option side's (4-6-5-3), the rest its Digimon side's. */
uint8_t dcg_effect_types_now(const dcg_ctx *ctx, const dcg_state *st)
{
    int card = dcg_effect_card_now(ctx, st);
    if (card == DCG_NO_CARD) return 0;
    const pending *pe = st->act.on && st->act.e.card == card ? &st->act.e : NULL;
    if (pe && pe->perm) {
        const perm *pm = dcg_perm((dcg_state *)st, pe->perm);
        return pm ? dcg_perm_effect_types(ctx, st, pm) : EFFECT_DIGIMON;
    }
    const dcg_card *c = card_def(ctx, st, card);
    if (c->kind == DCG_KIND_TAMER) return EFFECT_TAMER;
    if (c->kind == DCG_KIND_OPTION) return EFFECT_OPTION;
    bool option_side = pe && pe->src == EFF_SCRIPT && (pe->timing == TM_MAIN || pe->timing == TM_COUNTER || pe->timing == TM_SECURITY);
    return c->dual && option_side ? EFFECT_OPTION : EFFECT_DIGIMON;
}

/* ---- the layers ------------------------------------------------------------------
** Each value of a Digimon now (DP, Security Attack, keywords, what it can't
** do) is computed by one function below, walking the same layers in order:
**  1. base: its top card's printed value and the inherited values of the
**     cards under it (4-3-3, 15-3-1);
**  2. set: an effect that sets the value ("DP becomes N", "its original DP
**     is N": 15-12-2) replaces the base. When several do, the most recent
**     wins (15-12-2-3): among lasting effects of resolved effects (mods),
**     the one made last; a continuous effect always overwrites those
**     (15-12-2-3), and among continuous effects the one of the permanent
**     placed later takes priority (15-8-2-5);
**  3. add: every change adds up (15-8-2-4), from lasting effects and
**     continuous effects alike; a card with no DP gets none (2-5-3) and DP
**     is never below 0;
**  4. lose: of a continuous effect's grant and another's loss of one
**     keyword, the one that began later wins (15-8-2-5, ranked as in 2);
**     keywords a lasting effect takes away ("loses <Blocker>", "loses all
**     keywords") go after every grant, whatever grants them; "can't
**     attack", "can't block" are prohibitions, which nothing enabling
**     overrides (15-1-3).
** Lasting effects (st->mods) are gathered first, continuous effects of the
** cards on the field (dcg_statics) after them, and only when a card of this
** game can change that value (st->can, always in reference mode). A
** condition of a continuous effect that reads the value it changes sees the
** value without continuous effects (the guard in dcg_statics). */

/* Does modifier m reach permanent pm (owned by p)? A change to all of p's
** Digimon names no breeding area, so it reaches the battle area's only
** (3-4-7-3), their later ones too (one moved out of it from then on). */
static bool mod_hits(const dcg_state *st, const mod *m, const perm *pm, int p)
{
    return m->cls == MOD_PERM ? m->perm == pm->id
                              : (m->cls == MOD_ALL_DIGIMON && m->side == p && st->pl[p].breeding.id != pm->id);
}

bool dcg_mod_reaches(const dcg_state *st, const mod *m, const perm *pm)
{
    return mod_hits(st, m, pm, card_owner(pm->cards[0]));
}

bool dcg_mod_grants(const dcg_state *st, const perm *pm, int card, int k)
{
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].grant_effect == k + 1 && st->mods[i].grant_card == card && dcg_mod_reaches(st, &st->mods[i], pm))
            return true;
    return false;
}

/* Gather lasting effect i into *l: of two that set the DP, the later one (a
** higher index: mods keep the order they were made in) wins. */
static void gather_mod(const mod *m, int i, layers *l)
{
    if (m->how & (MOD_SETS_COLORS | MOD_ADDS_DIGIMON)) { /* information (15-12), alone in its mod */
        if (m->how & MOD_SETS_COLORS) l->colors_set = (uint8_t)m->dp; /* 15-12-2-3: the latest change wins */
        return; /* an added DP is its base (base_dp) */
    }
    if (m->how & MOD_SETS_DP) dcg_layers_set_dp(l, m->dp, (uint32_t)i + 1);
    else dcg_layers_add_dp(l, m->dp, mod_maker(m));
    l->sa_add += m->security_attack;
    if (m->keyword) l->kw_gain |= DCG_KW(m->keyword - 1);
    if (m->keyword_lost) l->kw_lose |= DCG_KW(m->keyword_lost - 1);
    if (m->how & MOD_LOSES_ALL) l->lose_all = 1;
    l->forbid |= mod_forbid(m);
}

/* What reaches pm but the effects of player unaffected_by (-1: none left
** out); continuous effects only when the game can have one changing what
** is asked (GAME_* flag need; 0: none at all). */
static inline layers gather_but(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int need, int unaffected_by,
                                kw_ranks *ranks)
{
    int p = card_owner(pm->cards[0]);
    layers l = {.ranks = ranks, .owner = p};
    for (int i = 0; i < st->mods_n; i++)
        if (mod_hits(st, &st->mods[i], pm, p) && (unaffected_by < 0 || mod_maker(&st->mods[i]) != unaffected_by))
            gather_mod(&st->mods[i], i, &l);
    if (need && dcg_game_can(ctx, st, need)) dcg_statics((dcg_ctx *)ctx, st, pm, unaffected_by, &l, need);
    return l;
}

static dcg_kwset keywords_of(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, bool shielded);

/* <Progress> (16-39): while pm attacks (16-39-3) with it, the opponent's
** effects do not reach it. Whether it has <Progress> is read with every
** effect (an effect that took it away before the attack still counts). */
static bool progress_shields(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    bool attacking = false;
    for (int i = st->n_frames - 1; i >= 0 && !attacking; i--)
        attacking = st->frames[i].op == F_ATTACK && st->frames[i].a == pm->id;
    return attacking && (keywords_of(ctx, st, pm, false) & DCG_KW_PROGRESS);
}

/* The player whose effects do not reach pm now (15-15-5): <Progress>, or a
** continuous effect saying so; or -1. */
static inline int unaffected_by(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_game_can(ctx, st, GAME_UNAFFECTED)) return -1; /* neither in this game */
    bool shielded = progress_shields(ctx, st, pm) || dcg_static_unaffected((dcg_ctx *)ctx, st, pm);
    return shielded ? opponent(card_owner(pm->cards[0])) : -1;
}

bool dcg_perm_unaffected(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int by)
{
    return by >= 0 && by != card_owner(pm->cards[0]) && unaffected_by(ctx, st, pm) == by;
}

/* Everything that reaches pm (15-15-5: but the effects of a player it is unaffected by). */
static inline layers gather(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int need)
{
    return gather_but(ctx, st, pm, need, unaffected_by(ctx, st, pm), NULL);
}

/* Can a lasting effect in play change what need (GAME_STATIC_KW or
** GAME_STATIC_FORBID) names: grant or take away a keyword, forbid
** something? Most change only DP, or nothing those reads look at. */
static bool mods_change(const dcg_state *st, int need)
{
    for (int i = 0; i < st->mods_n; i++) {
        const mod *m = &st->mods[i];
        if ((need & GAME_STATIC_KW) && (m->keyword || m->keyword_lost || (m->how & MOD_LOSES_ALL))) return true;
        if ((need & GAME_STATIC_FORBID) && mod_forbid(m)) return true;
    }
    return false;
}

#ifdef DCG_INVARIANTS
static bool layers_change(const layers *l, int need)
{
    bool kw = l->kw_gain || l->kw_lose || l->lose_all || l->skw_gain || l->skw_lose;
    return ((need & GAME_STATIC_KW) && kw) || ((need & GAME_STATIC_FORBID) && (l->forbid || l->allow || l->allow_filtered || l->unsuspend_trash));
}
#endif

/* Do pm's cards alone make what need (GAME_STATIC_KW, GAME_STATIC_FORBID)
** names? So when no lasting effect in play changes it and no card of the
** game has a continuous effect changing it, nor one that can make a Digimon
** unaffected (read with every value, 15-15-5, its conditions too): layers 2
** to 4 then change nothing of it, and gathering them would call no script
** (test builds check it). */
static inline bool only_cards(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int need)
{
    bool only = !dcg_game_can(ctx, st, need | GAME_UNAFFECTED) && !mods_change(st, need);
#ifdef DCG_INVARIANTS
    layers l = only ? gather(ctx, st, pm, need) : (layers){0};
    if (layers_change(&l, need)) {
        fprintf(stderr, "dcg: an effect reaches permanent %d where only its cards were to count\n", pm->id);
        abort();
    }
#else
    (void)pm;
#endif
    return only;
}

/* Layers 2 and 3 on DP base (< 0: the card has none). */
static int32_t apply_dp(int32_t base, const layers *l)
{
    if (base < 0) return -1; /* 2-5-3 */
    int64_t dp = (l->dp_set_rank ? l->dp_set : base) + l->dp_add; /* saturating: each change is bounded, their sum is not */
    if (!(l->forbid & FORBID_DP_REDUCED)) /* 15-1-3: a prohibition wins */
        dp += l->forbid & FORBID_DP_REDUCED_BY_OPPONENT ? l->dp_lower - l->dp_lower_opp : l->dp_lower;
    return dp < 0 ? 0 : dp > INT32_MAX ? INT32_MAX : (int32_t)dp;
}

/* Layer 1's DP: its top card's, or the DP an effect adds, the latest
** (15-12-1-3), which is its original DP, also for a card without one
** (15-12-1-5). */
static int32_t base_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    const mod *added = added_digimon(ctx, st, pm);
    return added ? added->dp : card_def(ctx, st, perm_top(pm))->dp;
}

static int32_t perm_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int need)
{
    int32_t base = base_dp(ctx, st, pm);
    if (base < 0) return -1; /* nor any link DP (Q6443) */
    layers l = gather(ctx, st, pm, need);
    if (pm->links) l.dp_add += dcg_link_dp(ctx, st, pm); /* 4-3-4: a change that adds up */
    return apply_dp(base, &l);
}

int32_t dcg_perm_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm) { return perm_dp(ctx, st, pm, GAME_STATICS); }

/* Its colours: its top card's, or those a change of information gives it
** (15-12-2), and those continuous effects add ("also treated as yellow",
** 15-12-1). */
uint8_t dcg_perm_colors_changed(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    uint8_t colors = card_def(ctx, st, perm_top(pm))->colors;
    layers l = gather(ctx, st, pm, GAME_INFO);
    return (l.colors_set ? l.colors_set : colors) | l.colors;
}

/* Its DP without continuous effects is a floor of its DP unless one of the
** game's can lower or set DP; above 0, they need not be read. */
bool dcg_perm_zero_dp(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_game_can(ctx, st, GAME_STATIC_LOWER_DP) && perm_dp(ctx, st, pm, 0) > 0) return false;
    return dcg_perm_dp(ctx, st, pm) <= 0;
}

int32_t dcg_security_digimon_dp(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    int owner = card_owner(card);
    layers l = {.owner = owner};
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].cls == MOD_SECURITY_DIGIMON && st->mods[i].side == owner) gather_mod(&st->mods[i], i, &l);
    dcg_statics_security((dcg_ctx *)ctx, st, card, &l);
    int32_t dp = apply_dp(card_def(ctx, st, card)->dp, &l);
    return dp < 0 ? 0 : dp;
}

/* 16-30: while a Digimon with <Collision> attacks, every Digimon of the
** player it attacks gains <Blocker>: pm's gain (DCG_KW_BLOCKER or 0). */
static dcg_kwset collision_gain(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_game_can(ctx, st, GAME_COLLISION)) return 0; /* no source of it in this game: nothing to look for */
    for (int i = st->n_frames - 1; i >= 0; i--)
        if (st->frames[i].op == F_ATTACK) {
            const perm *a = dcg_perm((dcg_state *)st, st->frames[i].a);
            bool gains = st->frames[i].player != card_owner(pm->cards[0]) && a && dcg_perm_in_battle(st, a->id) &&
                         (dcg_perm_keywords(ctx, st, a) & DCG_KW_COLLISION);
            return gains ? DCG_KW_BLOCKER : 0;
        }
    return 0;
}

/* The keywords pm's link cards give it (4-3-5) and those of the card its
** <Succession> names (16-47): its printed keywords are its effects. */
static DCG_NOINLINE dcg_kwset borrowed_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    dcg_kwset kw = pm->links ? dcg_link_keywords(ctx, st, pm) : 0;
    int succ = dcg_succession_card(ctx, st, pm);
    return succ >= 0 ? kw | card_def(ctx, st, pm->cards[succ])->keywords : kw;
}

/* Layer 1 of pm's keywords: its top card's, those inherited (4-3-3), and
** the borrowed ones above where a game can have them. */
static dcg_kwset card_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    dcg_kwset kw = card_def(ctx, st, perm_top(pm))->keywords, ikw = 0;
    for (int k = 0; k < pm->n - 1; k++) ikw |= card_def(ctx, st, pm->cards[k])->inherited_keywords;
    if (ikw && perm_inherits(ctx, st, pm)) kw |= ikw; /* not under a Tamer (4-3-3) */
    if (pm->links || dcg_game_can(ctx, st, GAME_SUCCESSION)) kw |= borrowed_keywords(ctx, st, pm);
    return kw;
}

/* pm's keywords (4-3-3, 16-30, 16-47, layer 4) but the effects of player unaffected_by. */
static DCG_NOINLINE dcg_kwset keywords_layered(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int unaffected_by)
{
    kw_ranks ranks;
    layers l = gather_but(ctx, st, pm, GAME_STATIC_KW, unaffected_by, &ranks);
    dcg_kwset kw = card_keywords(ctx, st, pm) | l.kw_gain | collision_gain(ctx, st, pm);
    for (int k = 0; k < DCG_KEY_COUNT && (l.skw_gain | l.skw_lose); k++) /* 15-8-2-5: the later one wins */
        if ((l.skw_gain | l.skw_lose) & DCG_KW(k))
            kw = ranks.lose[k] > ranks.gain[k] ? kw & ~DCG_KW(k) : kw | DCG_KW(k);
    return l.lose_all ? 0 : kw & ~l.kw_lose;
}

/* ... its cards' alone where nothing else can reach them, the usual case;
** else the layers, without the effects of the player pm is unaffected by
** when shielded (read only then: where only its cards count, nothing can
** make it unaffected and the read would call no script). */
static dcg_kwset keywords_of(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, bool shielded)
{
    if (only_cards(ctx, st, pm, GAME_STATIC_KW | GAME_COLLISION)) return card_keywords(ctx, st, pm);
    return keywords_layered(ctx, st, pm, shielded ? unaffected_by(ctx, st, pm) : -1);
}

dcg_kwset dcg_perm_keywords(const dcg_ctx *ctx, const dcg_state *st, const perm *pm) { return keywords_of(ctx, st, pm, true); }

int dcg_perm_security_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    int sa = card_def(ctx, st, perm_top(pm))->security_attack, isa = 0;
    for (int k = 0; k < pm->n - 1; k++) isa += card_def(ctx, st, pm->cards[k])->inherited_security_attack;
    if (isa && perm_inherits(ctx, st, pm)) sa += isa; /* not under a Tamer (4-3-3) */
    int succ = dcg_succession_card(ctx, st, pm);
    if (succ >= 0) sa += card_def(ctx, st, pm->cards[succ])->security_attack; /* <Security A. +N> (16-47) */
    layers l = gather(ctx, st, pm, GAME_STATIC_SA);
    int64_t v = (int64_t)sa + l.sa_add; /* each change is within +-DCG_SCRIPT_SA_MAX: the result is kept in range */
    return v < -DCG_SCRIPT_SA_MAX ? -DCG_SCRIPT_SA_MAX : v > DCG_SCRIPT_SA_MAX ? DCG_SCRIPT_SA_MAX : (int)v;
}

/* What forbids and allows pm (15-1-3): only effects can. */
static DCG_NOINLINE layers gather_forbid(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return gather(ctx, st, pm, GAME_STATIC_FORBID);
}

uint16_t dcg_perm_forbid(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return only_cards(ctx, st, pm, GAME_STATIC_FORBID) ? 0 : gather_forbid(ctx, st, pm).forbid;
}

int dcg_perm_unsuspend_trash(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return only_cards(ctx, st, pm, GAME_STATIC_FORBID) ? 0 : gather_forbid(ctx, st, pm).unsuspend_trash;
}

bool dcg_perm_can_suspend(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return !pm->suspended && !(dcg_perm_forbid(ctx, st, pm) & FORBID_SUSPEND);
}

uint8_t dcg_perm_allow(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return only_cards(ctx, st, pm, GAME_STATIC_FORBID) ? 0 : gather_forbid(ctx, st, pm).allow;
}

/* What pm is allowed (dcg_perm_allow), and in *filtered what it is allowed
** only against targets passing a check, which no script is called for yet. */
uint8_t dcg_perm_allow_filtered(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint8_t *filtered)
{
    *filtered = 0;
    if (only_cards(ctx, st, pm, GAME_STATIC_FORBID)) return 0;
    layers l = gather_forbid(ctx, st, pm);
    *filtered = l.allow_filtered;
    return l.allow;
}

/* What pm is allowed against the opponent's Digimon target: also the
** allows whose check on the target (attack_target) it passes ("can also
** attack your opponent's unsuspended Digimon with no digivolution cards",
** EX1-016; 11-2-7-1). */
uint8_t dcg_perm_allow_at(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t target)
{
    if (only_cards(ctx, st, pm, GAME_STATIC_FORBID)) return 0;
    dcg_ctx *w = (dcg_ctx *)ctx; /* the target the checks read, for this gathering only */
    uint16_t was = w->allow_target;
    w->allow_target = target;
    uint8_t allow = gather_forbid(ctx, st, pm).allow;
    w->allow_target = was;
    return allow;
}

/* ---- what can apply in a game ----------------------------------------------------- */

void dcg_game_note_card(const dcg_ctx *ctx, dcg_state *st, int def)
{
    const dcg_card *c = &ctx->cards[def];
    const card_effects *fx = card_fx(ctx, def);
    st->can |= (uint16_t)(dcg_keywords_can(c->keywords | c->inherited_keywords | c->link_keywords) | (fx ? fx->can : 0) |
                          (c->has_link ? GAME_LINKS : 0) | (c->has_succession ? GAME_SUCCESSION : 0));
    st->combines |= (uint8_t)(1u << c->combine);
    st->printed_keywords |= c->keywords;
    if (c->asm_count) st->can |= GAME_WOULD; /* its Assembly asks in a rules step (assembly.c) */
    if (c->by_req) st->can |= GAME_WOULD; /* its by-cost asks in a rules step (evo_by.c) */
    if (c->xros_count) st->can |= GAME_WOULD; /* its DigiXros by count asks in a rules step (xros.c) */
    int less[3];
    if (dcg_digisorptions(c, less) > 1) st->can |= GAME_WOULD; /* its other <Digisorption> instances are asked in a rules step */
    if (c->link_plus || c->inherited_link_plus) st->can |= GAME_WOULD; /* the rule check past the link limit asks (link.c) */
    if (fx) {
        st->watched |= fx->watched;
        st->watched_others |= fx->watched_others;
        st->timings |= fx->timings;
    }
}

void dcg_game_scan(const dcg_ctx *ctx, dcg_state *st)
{
    for (int p = 0; p < 2; p++) {
        const uint16_t *def = &st->def[p * DCG_PLAYER_CARDS];
        for (int i = 0; i < st->pl[p].n_cards; i++)
            if (i == 0 || def[i] != def[i - 1]) dcg_game_note_card(ctx, st, def[i]); /* a deck's copies come together: one notes them all */
    }
}

bool dcg_perm_may_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (pm->suspended || !dcg_perm_battles(ctx, st, pm) || !dcg_perm_is_in_battle(st, pm)) return false;
    return !(dcg_perm_forbid(ctx, st, pm) & (FORBID_ATTACK | FORBID_SUSPEND)); /* 11-2-5: the attack suspends it */
}

/* 7-1-2-1: not on the turn it was placed, unless it has <Rush> (16-15). */
bool dcg_perm_can_attack(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    if (!dcg_perm_may_attack(ctx, st, pm)) return false;
    return pm->entered_turn != st->turn || (dcg_perm_keywords(ctx, st, pm) & DCG_KW_RUSH);
}

bool dcg_mod_add(dcg_state *st, const mod *m)
{
    if (st->mods_n >= DCG_MAX_MODS) return false;
    st->mods[st->mods_n] = *m;
    st->mods_n++;
    return true;
}

/* The lowest keyword of *set, taken out of it, as id + 1 (0: none left). */
static uint8_t take_keyword(dcg_kwset *set)
{
    for (int k = 0; *set && k < DCG_KEY_COUNT; k++) /* most changes grant or take away none */
        if (*set & DCG_KW(k)) {
            *set &= ~DCG_KW(k);
            return (uint8_t)(k + 1);
        }
    return 0;
}

static int popcount(dcg_kwset s)
{
    int n = 0;
    for (; s; s &= s - 1) n++;
    return n;
}

/* Information a change adds or changes (15-12) goes in a mod of its own:
** how is MOD_SETS_COLORS or MOD_ADDS_DIGIMON, value the colours or the DP. */
static void info_mod(dcg_state *st, const mod *base, uint8_t how, int32_t value)
{
    mod m = {.perm = base->perm, .cls = base->cls, .side = base->side, .until = base->until, .player = base->player,
             .turn = base->turn, .next = base->next & MOD_NEXT, .dp = value, .how = (uint8_t)(how | (base->how & (3 << MOD_BY_SHIFT)))};
    dcg_mod_add(st, &m);
    st->can |= GAME_INFO; /* its colours may differ from its card's now, or it may be a Digimon (dcg_perm_is_digimon) */
}

/* A change: base, with one more mod per keyword past the first granted or
** taken away, one that sets the colours (colors_set, 0: none) and one with
** the DP base adds (MOD_ADDS_DIGIMON). */
bool dcg_change_add(dcg_state *st, const mod *base, dcg_kwset grant, dcg_kwset lose, uint8_t colors_set)
{
    int need = popcount(grant) > popcount(lose) ? popcount(grant) : popcount(lose);
    bool adds = base->how & MOD_ADDS_DIGIMON;
    if (need < 1) need = 1;
    if (st->mods_n + need + (colors_set != 0) + adds > DCG_MAX_MODS) return false;
    if (colors_set) info_mod(st, base, MOD_SETS_COLORS, colors_set);
    if (adds) info_mod(st, base, MOD_ADDS_DIGIMON, base->dp);
    for (int i = 0; i < need; i++) {
        mod m = *base;
        if (adds) m.dp = 0, m.how &= (uint8_t)~MOD_ADDS_DIGIMON; /* the DP is its own mod's */
        if (i) /* the rest carry only keywords */
            m.dp = 0, m.security_attack = 0, m.forbid = 0, m.how = 0, m.grant_card = 0, m.grant_effect = 0, m.next &= MOD_NEXT;
        m.keyword = take_keyword(&grant);
        m.keyword_lost = take_keyword(&lose);
        dcg_mod_add(st, &m);
    }
    return true;
}

static void mods_filter(dcg_state *st, bool (*drop)(const mod *, const dcg_state *, int), int arg)
{
    int w = 0;
    for (int i = 0; i < st->mods_n; i++)
        if (!drop(&st->mods[i], st, arg)) st->mods[w++] = st->mods[i];
    memset(&st->mods[w], 0, sizeof(mod) * (size_t)(st->mods_n - w));
    st->mods_n = (uint8_t)w;
}

static bool on_perm(const mod *m, const dcg_state *st, int id)
{
    (void)st;
    return m->cls == MOD_PERM && m->perm == id;
}

/* Effects on a permanent end when it leaves the field (3-1-3-1). */
void dcg_mods_drop_perm(dcg_state *st, uint16_t perm_id) { mods_filter(st, on_perm, perm_id); }

/* At the end of a turn: "for the turn" effects end; "until the end of X's
** turn" effects end with a turn of X, but a "next turn" one made during a
** turn of X waits for X's following turn. */
static bool expires(const mod *m, const dcg_state *st, int unused)
{
    (void)unused;
    if (m->until == UNTIL_END_OF_TURN) return true;
    if (m->until == UNTIL_END_OF_PLAYER_TURN)
        return m->player == st->turn_player && !((m->next & MOD_NEXT) && m->turn == st->turn);
    return false;
}

void dcg_mods_expire(dcg_state *st) { mods_filter(st, expires, 0); }

static bool for_the_attack(const mod *m, const dcg_state *st, int unused)
{
    (void)st, (void)unused;
    return m->until == UNTIL_END_OF_ATTACK;
}

void dcg_mods_end_attack(dcg_state *st) { mods_filter(st, for_the_attack, 0); }
