/* combat.c: the attack sequence (11), blocking (12), security checks (13)
** and battles (14). An attack is an F_ATTACK frame: a = attacker, b =
** target (DCG_PLAYER_TARGET for the player), n = security checks done. */
#include "internal.h"
#include "script/script.h"

/* 11-2: suspend the attacker, choose the target. [When Attacking] effects
** triggered here resolve before the counter timing (11-1-4). */
static void declare(dcg_ctx *ctx, dcg_state *st, uint16_t attacker, uint16_t target, bool suspend)
{
    frame *f = dcg_push(st, F_ATTACK);
    f->a = attacker;
    f->b = target;
    f->player = st->turn_player;
    f->step = A_COUNTER;
    if (suspend) dcg_suspend_by(ctx, st, attacker, DCG_NO_CARD); /* the rules', even in an effect's attack (Q2872) */
    perm *pm = dcg_perm(st, attacker);
    pm->this_turn |= PERM_ATTACKED;
    st->pl[card_owner(perm_top(pm))].flags |= SIDE_ATTACKED;
    dcg_emit(ctx, DCG_EV_ATTACK, st->turn_player, perm_top(pm), attacker, target, 0);
    /* 15-16-5; <Raid> and <Alliance> trigger too (16-23-2, 16-24-2) */
    game_event ev = {.kind = GE_ATTACKING, .player = st->turn_player, .card = (uint8_t)perm_top(pm), .perm = attacker,
                     .by = target, .kw = dcg_perm_keywords(ctx, st, pm)};
    dcg_happened(ctx, st, &ev);
}

void dcg_attack_declare(dcg_ctx *ctx, dcg_state *st, uint16_t attacker, uint16_t target)
{
    declare(ctx, st, attacker, target, true);
}

/* The attack attacker makes now, or NULL. */
static frame *attack_of(dcg_state *st, uint16_t attacker)
{
    for (int i = st->n_frames - 1; i >= 0; i--)
        if (st->frames[i].op == F_ATTACK) return st->frames[i].a == attacker ? &st->frames[i] : NULL;
    return NULL;
}

/* Can an attack-time keyword still activate (15-4-4-3)? Its Digimon still
** makes the attack, with the same top card and the keyword: one that
** digivolved or lost it has lost the pending effect (Q2738, Q4274). */
static frame *still_attacking(const dcg_ctx *ctx, dcg_state *st, const pending *pe, dcg_kwset kw)
{
    frame *f = attack_of(st, pe->perm);
    perm *pm = dcg_perm(st, pe->perm);
    if (!f || !pm || !dcg_perm_in_battle(st, pe->perm) || perm_top(pm) != pe->card) return NULL;
    return dcg_perm_keywords(ctx, st, pm) & kw ? f : NULL;
}

/* <Raid> (16-23): the attack may switch to the opponent's unsuspended
** Digimon with the highest DP; its player chooses among ties (16-23-4). */
void dcg_raid(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    frame *f = still_attacking(ctx, st, pe, DCG_KW_RAID);
    if (!f) return;
    const side *opp = &st->pl[opponent(pe->owner)];
    uint16_t best[DCG_MAX_PERMS];
    int n = 0;
    int32_t top = -1;
    for (int i = 0; i < opp->n_battle; i++) {
        const perm *q = &opp->battle[i];
        if (q->suspended || !dcg_perm_battles(ctx, st, q)) continue;
        int32_t dp = dcg_perm_dp(ctx, st, q);
        if (dp > top) top = dp, n = 0;
        if (dp == top) best[n++] = q->id;
    }
    int pick = n ? dcg_keyword_use(ctx, pe->owner, pe->card, pe->perm, pe->src, best, n) : -1; /* none: no question */
    if (pick < 0) return;
    dcg_attack_switch(ctx, st, f, best[pick], pe->owner, pe->card);
}

bool dcg_attack_switch(dcg_ctx *ctx, dcg_state *st, frame *f, uint16_t target, int by, int card)
{
    if (!dcg_perm_in_battle(st, f->a) || f->b == target) return false; /* 11-2-7-4, 11-2-7-3 */
    f->b = target;
    dcg_emit(ctx, DCG_EV_ATTACK, by, card, f->a, target, 1);
    return true;
}

/* <Alliance> (16-24): by suspending another of its player's Digimon, the
** attacker gets that Digimon's DP (as it is then, 16-24-4) and Security A.
** +1 for the attack, even if that Digimon leaves (16-24-5). */
void dcg_alliance(dcg_ctx *ctx, dcg_state *st, const pending *pe)
{
    if (!still_attacking(ctx, st, pe, DCG_KW_ALLIANCE)) return;
    const side *own = &st->pl[pe->owner];
    uint16_t can[DCG_MAX_PERMS];
    int n = 0;
    for (int i = 0; i < own->n_battle; i++) {
        const perm *q = &own->battle[i];
        if (q->id != pe->perm && dcg_perm_can_suspend(ctx, st, q) && dcg_perm_is_digimon(ctx, st, q)) can[n++] = q->id;
    }
    int pick = n ? dcg_keyword_use(ctx, pe->owner, pe->card, pe->perm, pe->src, can, n) : -1; /* none: the cost can't be paid (15-6) */
    if (pick < 0) return;
    dcg_suspend(ctx, st, can[pick], true);
    perm *q = dcg_perm(st, can[pick]);
    int32_t dp = q && dcg_perm_in_battle(st, can[pick]) ? dcg_perm_dp(ctx, st, q) : 0;
    mod m = {.perm = pe->perm, .cls = MOD_PERM, .side = pe->owner, .until = UNTIL_END_OF_ATTACK, .turn = st->turn,
             .dp = dp, .security_attack = 1};
    if (dcg_mod_add(st, &m)) dcg_emit(ctx, DCG_EV_MODIFY, pe->owner, pe->card, pe->perm, dp, 1);
}

/* May id attack now, as its F_BLITZ frame's flags say, at a target its
** options would list (dcg_attack_has_target: none "can't be attacked",
** 11-2-7-1; not the player if it "can't attack players")? A new attack
** can't start during an attack (11-2-4). <Blitz> (flags 0, 16-16) if the
** opponent has 1 or more memory; <Vortex> (16-33-1) also on the turn it was
** played; <Engage> (16-44-1), <Execute> (16-38-1) and an effect's attack
** (BLITZ_EFFECT, whatever the memory: Q1240) as any attack may. */
static bool attack_now_possible(const dcg_ctx *ctx, const dcg_state *st, uint16_t id, int flags)
{
    const perm *pm = dcg_perm((dcg_state *)st, id);
    int p = dcg_perm_owner(st, id);
    for (int i = 0; i < st->n_frames; i++)
        if (st->frames[i].op == F_ATTACK) return false; /* 11-2-4 */
    if (!pm || p != st->turn_player || (!flags && dcg_mem(st, opponent(p)) < 1)) return false;
    if (!((flags & BLITZ_VORTEX) ? dcg_perm_may_attack(ctx, st, pm) : dcg_perm_can_attack(ctx, st, pm))) return false;
    return dcg_attack_has_target(ctx, st, pm, flags ? flags : ATTACK_BY_BLITZ);
}

bool dcg_effect_attack_possible(const dcg_ctx *ctx, const dcg_state *st, uint16_t id, int flags)
{
    return attack_now_possible(ctx, st, id, flags);
}

void dcg_blitz_declared(dcg_state *st, int flags)
{
    frame *f = dcg_top(st);
    assert(f && f->op == F_ATTACK);
    if (flags & BLITZ_EXECUTE) f->flags |= AF_EXECUTE;
}

/* 16-34: <Overclock>'s attack at the player, without suspending: also a
** suspended Digimon, or one that can't be suspended (Q3185); otherwise as
** any attack may (7-1-2-1, forbids, 11-2-4). */
static bool overclock_possible(const dcg_ctx *ctx, const dcg_state *st, uint16_t id)
{
    const perm *pm = dcg_perm((dcg_state *)st, id);
    for (int i = 0; i < st->n_frames; i++)
        if (st->frames[i].op == F_ATTACK) return false; /* 11-2-4 */
    if (!pm || dcg_perm_owner(st, id) != st->turn_player || !dcg_perm_in_battle(st, id)) return false;
    if (!dcg_perm_battles(ctx, st, pm) || (dcg_perm_forbid(ctx, st, pm) & FORBID_ATTACK)) return false;
    return pm->entered_turn != st->turn || (dcg_perm_keywords(ctx, st, pm) & DCG_KW_RUSH);
}

void dcg_blitz_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    if (f->flags & BLITZ_OVERCLOCK) { /* mandatory once the cost was paid (16-34-3): no question */
        uint16_t a = f->a;
        dcg_pop(st);
        if (overclock_possible(ctx, st, a)) declare(ctx, st, a, DCG_PLAYER_TARGET, false);
        return;
    }
    bool possible = attack_now_possible(ctx, st, f->a, dcg_blitz_flags(f));
    if (f->step == 0 && possible) {
        f->step = 1;
        dcg_decide(st, DCG_DEC_BLITZ, dcg_perm_owner(st, f->a), perm_top(dcg_perm(st, f->a)));
    } else {
        dcg_pop(st);
    }
}

/* 12-1: an unsuspended Digimon with <Blocker> other than the attack target,
** one that can suspend (12-1-4). */
bool dcg_can_block(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, uint16_t attacker, uint16_t target)
{
    if (pm->suspended || pm->id == target || !dcg_perm_is_digimon(ctx, st, pm) ||
        !(dcg_perm_keywords(ctx, st, pm) & DCG_KW_BLOCKER) || (dcg_perm_forbid(ctx, st, pm) & (FORBID_BLOCK | FORBID_SUSPEND)))
        return false;
    const perm *a = dcg_game_can(ctx, st, GAME_ATTACK_RULES) ? dcg_perm((dcg_state *)st, attacker) : NULL;
    return !a || !dcg_attack_rule(ctx, st, a, TM_UNBLOCKABLE, pm->id); /* "can't be blocked by ..." */
}

static bool any_blocker(const dcg_ctx *ctx, const dcg_state *st, int defender, uint16_t attacker, uint16_t target)
{
    const side *pl = &st->pl[defender];
    for (int i = 0; i < pl->n_battle; i++)
        if (dcg_can_block(ctx, st, &pl->battle[i], attacker, target)) return true;
    return false;
}

void dcg_attack_block(dcg_ctx *ctx, dcg_state *st, uint16_t blocker)
{
    frame *f = dcg_top(st);
    assert(f && f->op == F_ATTACK);
    dcg_suspend_by(ctx, st, blocker, DCG_NO_CARD);
    f->b = blocker;
    f->flags |= AF_BLOCKED;
    f->step = A_CONFIRM;
    dcg_emit(ctx, DCG_EV_BLOCK, opponent(f->player), perm_top(dcg_perm(st, blocker)), blocker, f->a, 0);
    game_event ev = {.kind = GE_BLOCKED, .player = f->player, .card = (uint8_t)perm_top(dcg_perm(st, f->a)),
                     .perm = f->a, .by = blocker};
    dcg_happened(ctx, st, &ev);
}

/* 14-2: compare DP; the loser is deleted, both on a tie. */
static void battle(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    perm *a = dcg_perm(st, f->a), *d = dcg_perm(st, f->b);
    st->battling[0] = f->a; /* "while battling" effects read this */
    st->battling[1] = f->b;
    int32_t adp = dcg_perm_dp(ctx, st, a), ddp = dcg_perm_dp(ctx, st, d);
    dcg_kwset akw = dcg_perm_keywords(ctx, st, a);
    if ((akw | dcg_perm_keywords(ctx, st, d)) & DCG_KW_ICECLAD) /* 16-35-4: digivolution cards instead of DP */
        adp = a->n, ddp = d->n;
    st->battling[0] = st->battling[1] = 0;
    int result = adp == ddp ? 0 : adp > ddp ? 1 : 2;
    dcg_emit(ctx, DCG_EV_BATTLE, f->player, perm_top(a), f->a, f->b, result);
    uint16_t aid = f->a, did = f->b;
    /* the loser is deleted; on a tie both are, at the same time (14-2-2) */
    uint16_t ids[2], by[2];
    int n = 0;
    if (result != 1) ids[n] = aid, by[n++] = did;
    if (result != 2) ids[n] = did, by[n++] = aid;
    dcg_delete_set(ctx, st, ids, by, n, DCG_DEL_BATTLE);
    if (ctx->asking) return; /* a "would be deleted" effect asks: the step runs again with the answer */
    dcg_battle_ended(ctx, st);
    /* <Piercing> triggers when the battled Digimon is deleted in battle (16-7-2): not one that can't
    ** be (BT3-099), nor one whose deletion an effect or keyword prevented (Q4863, Q5355) */
    if (result == 1 && (akw & DCG_KW_PIERCING) && dcg_deleted_by(st, did, DCG_DEL_BATTLE)) f->flags |= AF_PIERCE;
}

/* 13-1-8: reveal the top security card; its [Security] effect activates
** at once (15-16-10-2) and is resolved before the battle. */
static void security_reveal(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int defender = opponent(f->player);
    pile *sec = &st->pl[defender].security;
    int card = sec->cards[sec->n - 1];
    dcg_move(ctx, st, card, DCG_ZONE_PROCESSING, false);
    dcg_emit(ctx, DCG_EV_SECURITY_CHECK, defender, card, f->a, 0, 0);
    f->card = (uint8_t)card;
    f->step = A_CHECK_BATTLE;
    const perm *a = dcg_game_can(ctx, st, GAME_ATTACK_RULES) ? dcg_perm(st, f->a) : NULL;
    if (a && dcg_attack_rule(ctx, st, a, TM_NO_SECURITY, card)) return; /* the checker activates none (Q886) */
    if (dcg_player_cannot(ctx, st, defender, CANNOT_SECURITY_EFFECTS)) return; /* "none of your opponent's [Security] effects can activate" */
    dcg_effect_start(ctx, st, card, TM_SECURITY, 0);
}

/* Does the checked card battle the attacker: a Digimon card (13-1-8-3)? */
static bool security_battles(const dcg_ctx *ctx, const dcg_state *st, const frame *f)
{
    const dcg_card *c = card_def(ctx, st, f->card);
    return st->zone[f->card] == DCG_ZONE_PROCESSING && c->kind == DCG_KIND_DIGIMON && c->dp >= 0 &&
           dcg_perm_in_battle(st, f->a);
}

/* A Security Digimon battles the checker (14-2-3: it is not deleted;
** 16-9 <Jamming>: the checker is not deleted by it); then the card goes to
** the trash unless an effect put it somewhere (13-1-8-4). */
static void security_battle(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int card = f->card;
    perm *a = dcg_perm(st, f->a);
    if (security_battles(ctx, st, f)) {
        int32_t adp = dcg_perm_dp(ctx, st, a), sdp = dcg_security_digimon_dp(ctx, st, card);
        int result = adp == sdp ? 0 : adp > sdp ? 1 : 2;
        dcg_emit(ctx, DCG_EV_BATTLE, f->player, perm_top(a), f->a, card, result);
        if (result != 1 && !(dcg_perm_keywords(ctx, st, a) & DCG_KW_JAMMING)) dcg_delete(ctx, st, f->a, DCG_DEL_BATTLE);
        dcg_battle_ended(ctx, st);
    }
    if (st->zone[card] == DCG_ZONE_PROCESSING) dcg_move(ctx, st, card, DCG_ZONE_TRASH, false);
    f->n++;
    f->step = A_CHECK;
}

/* Checks the attacker may still make: 1 plus <Security Attack>, read now
** (16-4-2), less those done. */
static int checks_left(const dcg_ctx *ctx, const dcg_state *st, const frame *f)
{
    const perm *a = dcg_perm((dcg_state *)st, f->a);
    if (!a || !dcg_perm_in_battle(st, f->a)) return 0; /* 13-1-5 */
    int total = 1 + dcg_perm_security_attack(ctx, st, a);
    if (total < 0) total = 0; /* 16-4-4 */
    return total - f->n;
}

bool dcg_attack_end(dcg_state *st)
{
    for (int i = st->n_frames - 1; i >= 0; i--) {
        frame *f = &st->frames[i];
        if (f->op != F_ATTACK) continue;
        if (f->step == A_END || (f->flags & AF_ENDED)) return false;
        f->flags |= AF_ENDED;
        return true;
    }
    return false;
}

/* Does the attack's next step (f) leave the battle areas and the
** modifiers as they are? All but a battle (the confirm step's, 14-1, or a
** Security Digimon's) and the end of the attack (it ends modifiers) only
** decide, reveal a security card into the processing area or trash it,
** count checks, or go on (triggered effects wait: 15-4). */
bool dcg_attack_step_keeps_field(const dcg_ctx *ctx, const dcg_state *st, const frame *f)
{
    if (f->step == A_END) return false;
    if (f->flags & AF_ENDED) return true; /* straight to the end */
    if (f->step == A_CONFIRM)
        return f->b == DCG_PLAYER_TARGET || !dcg_perm_in_battle(st, f->a) || !dcg_perm_in_battle(st, f->b);
    return f->step != A_CHECK_BATTLE || !security_battles(ctx, st, f);
}

void dcg_attack_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int defender = opponent(f->player);
    if ((f->flags & AF_ENDED) && f->step != A_END) { /* 15-15-1-1: no timing of the attack but its end (Q2627) */
        if (f->step == A_CHECK_BATTLE && st->zone[f->card] == DCG_ZONE_PROCESSING)
            dcg_move(ctx, st, f->card, DCG_ZONE_TRASH, false); /* the checked card, with no battle (13-1-8-4) */
        f->step = A_END;
        return;
    }
    switch (f->step) {
    case A_COUNTER: /* 11-3: the defender may use one [Counter] effect */
        if (dcg_has_counter(ctx, st, defender)) dcg_decide(st, DCG_DEC_COUNTER, defender, DCG_NO_CARD);
        else f->step = A_BLOCK;
        return;
    case A_BLOCK: /* 11-4, 12-1-6: only while the attacker is in the battle area */
        if (dcg_perm_in_battle(st, f->a) && any_blocker(ctx, st, defender, f->a, f->b))
            dcg_decide(st, DCG_DEC_BLOCK, defender, DCG_NO_CARD);
        else
            f->step = A_CONFIRM;
        return;
    case A_CONFIRM: /* 11-5 */
        if (!dcg_perm_in_battle(st, f->a)) {
            f->step = A_END;
        } else if (f->b == DCG_PLAYER_TARGET) {
            if (st->pl[defender].security.n == 0) {
                if (checks_left(ctx, st, f) > 0) dcg_win(ctx, st, f->player, DCG_WIN_SECURITY);
                f->step = A_END;
            } else {
                f->step = A_CHECK;
            }
        } else {
            if (dcg_perm_in_battle(st, f->b)) battle(ctx, st, f);
            f->step = (f->flags & AF_PIERCE) ? A_PIERCE : A_END;
        }
        return;
    case A_CHECK: /* 13-1-3: one card at a time */
        if (checks_left(ctx, st, f) > 0 && st->pl[defender].security.n > 0) security_reveal(ctx, st, f);
        else f->step = A_END;
        return;
    case A_CHECK_BATTLE:
        security_battle(ctx, st, f);
        return;
    case A_PIERCE: /* 16-7-4: after the battle's triggers, before the end of attack */
        f->n = 0;
        f->step = A_CHECK;
        return;
    case A_END: { /* 11-6 */
        uint16_t attacker = f->a;
        bool execute = f->flags & AF_EXECUTE;
        int player = f->player;
        dcg_pop(st); /* f is cleared */
        dcg_mods_end_attack(st);
        dcg_attack_ended_delays(st);
        perm *pm = dcg_perm(st, attacker);
        if (pm) {
            game_event ev = {.kind = GE_END_OF_ATTACK, .player = (uint8_t)dcg_perm_owner(st, attacker),
                             .card = (uint8_t)perm_top(pm), .perm = attacker};
            dcg_happened(ctx, st, &ev);
            if (execute && dcg_perm_in_battle(st, attacker)) { /* 16-38-4: pending processing, ordered with those (Q6728) */
                pending pe = {.src = EFF_EXECUTE_DELETE, .owner = (uint8_t)player, .card = ev.card, .perm = attacker};
                dcg_trigger(ctx, st, &pe);
            }
        }
        return;
    }
    }
}
