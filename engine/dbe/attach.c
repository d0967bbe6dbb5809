/* attach.c: attachments (Glossary: Attach, Attach Slot, Eject; Attack Abilities:
** Attach D/T/H; docs/dbe.md readings 41 and R10-C-1 to R10-C-3). A player's
** attach zone holds the cards in their active's attach slots, whoever owns
** them: a card may say it attaches to the other's Digimon. What an attached
** card gives: its facts (Power on every attack, DP, HP when attached, extra
** slots) and its script's `attached` function, run at every battle. */
#include "dbe.h"
#include <string.h>

/* Attach Slot: one slot, more from effects (extra_slots, until the Digimon is
** KO'd) and from attachments with the gray hexagon (attach.slots). */
int dbe_attach_slots(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_pile *at = &st->p[p].z[DBE_ZONE_ATTACH];
    int n = 1 + st->p[p].extra_slots;
    for (int i = 0; i < at->n; i++) n += dbe_inst(ctx, st, at->c[i])->attach_slots;
    return n;
}

int dbe_attach_dp(const dcg_dbe_ctx *ctx, const dcg_dbe_state *st, int p)
{
    const dbe_pile *at = &st->p[p].z[DBE_ZONE_ATTACH];
    int dp = 0;
    for (int i = 0; i < at->n; i++) dp += dbe_inst(ctx, st, at->c[i])->attach_dp;
    return dp;
}

/* Eject (Glossary): out of play to its owner's trash, or deleted when it came
** from the Destiny Zone (Glossary: Delete). */
static void eject_from(dcg_dbe_state *st, int holder, int inst, int zone)
{
    int owner = st->inst_owner[inst];
    dbe_move_across(st, holder, inst, zone, owner, st->inst_destiny[inst] ? DBE_ZONE_DELETED : DBE_ZONE_TRASH);
}

/* While the attachments outnumber the slots (one that added a slot was
** ejected by an effect), the oldest go (reading R10-C-2). */
static void fit(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int p)
{
    dbe_pile *at = &st->p[p].z[DBE_ZONE_ATTACH];
    while (at->n && at->n > dbe_attach_slots(ctx, st, p)) dbe_attach_eject_picked(ctx, st, p, at->c[0]);
}

/* Attach (Glossary): inst, from its owner's zone from, into the slots of
** onto's active, as the newest attachment (last); HP the card gives is gained
** now (reading R10-C-1). False when nothing is attached (no active there).
** Room is made after (dbe_attach_room). */
bool dbe_attach_card(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, int inst, int from)
{
    if (dbe_active(st, onto) < 0) return false;
    if (st->p[onto].z[DBE_ZONE_ATTACH].n >= DCG_DBE_ZONE_MAX) return false; /* past a zone's room: none left */
    dbe_move_across(st, st->inst_owner[inst], inst, from, onto, DBE_ZONE_ATTACH);
    const dbe_card *c = dbe_inst(ctx, st, inst);
    int hp = st->p[onto].hp + c->attach_hp;
    st->p[onto].hp = (int16_t)(hp > 9990 ? 9990 : hp);
    dbe_logf(ctx, "P%d attaches %s to P%d's Digimon", st->inst_owner[inst] + 1, c->name, onto + 1);
    return true;
}

/* Attach (Glossary: the slots full, one of the current attachments is ejected
** to replace it; reading R10-C-2): the card just attached is onto's newest
** (last); the slots are counted as they were before it came (its own gray
** hexagon not yet), so while the older ones do not fit beside it, one is
** ejected: the only one without asking, else the attaching player (cont's
** chooser) picks which (DBE_DEC_CHOOSE, act ACT_EJECT; the continuation waits).
** True when that was asked. */
bool dbe_attach_room(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, const dbe_choice *cont)
{
    dbe_pile *at = &st->p[onto].z[DBE_ZONE_ATTACH];
    while (at->n >= 2) {
        const dbe_card *newest = dbe_inst(ctx, st, at->c[at->n - 1]);
        if (at->n + newest->attach_slots <= dbe_attach_slots(ctx, st, onto)) return false;
        if (at->n == 2) { /* one older attachment: it goes */
            dbe_attach_eject_picked(ctx, st, onto, at->c[0]);
            continue;
        }
        dbe_choice ch = *cont; /* the effect's continuation (card, next, memo) waits for this choice */
        ch.kind = CH_PICK;
        ch.act = ACT_EJECT;
        ch.zone = DBE_ZONE_ATTACH;
        ch.onto = (uint8_t)(onto + 1);
        ch.n_opt = ch.n_picked = 0;
        for (int i = 0; i < at->n - 1 && i < DBE_CHOICE_OPTS; i++) ch.opt[ch.n_opt++] = at->c[i];
        ch.min = ch.max = 1;
        dbe_logf(ctx, "P%d chooses an attachment of P%d's Digimon to eject", ch.chooser + 1, onto + 1);
        dbe_choice_ask(ctx, st, &ch);
        return true;
    }
    return false;
}

/* An attachment of onto's Digimon ejected to make room (the one picked, act ACT_EJECT). */
void dbe_attach_eject_picked(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int onto, int inst)
{
    dbe_logf(ctx, "P%d's %s is ejected", onto + 1, dbe_inst(ctx, st, inst)->name);
    eject_from(st, onto, inst, DBE_ZONE_ATTACH);
}

/* Eject an attachment (to make room, or by an effect) or a DP card. */
bool dbe_eject(dcg_dbe_ctx *ctx, dcg_dbe_state *st, int inst)
{
    for (int p = 0; p < 2; p++)
        if (dbe_pile_find(&st->p[p].z[DBE_ZONE_ATTACH], inst) >= 0) {
            eject_from(st, p, inst, DBE_ZONE_ATTACH);
            fit(ctx, st, p);
            return true;
        }
    int owner = st->inst_owner[inst];
    if (dbe_pile_find(&st->p[owner].z[DBE_ZONE_DP], inst) < 0) return false;
    eject_from(st, owner, inst, DBE_ZONE_DP);
    return true;
}

/* Attach Slot: all attachments are ejected when the Digimon is KO'd, and the
** slots effects added go with it (reading R10-C-2). */
void dbe_eject_all(dcg_dbe_state *st, int p)
{
    dbe_pile *at = &st->p[p].z[DBE_ZONE_ATTACH];
    while (at->n) eject_from(st, p, at->c[at->n - 1], DBE_ZONE_ATTACH);
    st->p[p].extra_slots = 0;
}

/* An attachment's effects while attached (reading R10-C-1): its script's
** `attached(me)`, me the player whose Digimon it is on, runs at every Battle
** Phase's step 2 before the attack abilities, the turn player's attachments
** first, oldest first (one ejected meanwhile does nothing: Glossary: Eject);
** what it does (1st Attack, Guard, boosts) lasts that
** turn, as any effect, and is given again at the next battle. */
void dbe_attached_effects(dcg_dbe_ctx *ctx, dcg_dbe_state *st)
{
    for (int k = 0; k < 2; k++) {
        int p = k ? 1 - st->turn_player : st->turn_player;
        uint8_t cards[DCG_DBE_ZONE_MAX];
        int n = st->p[p].z[DBE_ZONE_ATTACH].n;
        memcpy(cards, st->p[p].z[DBE_ZONE_ATTACH].c, (size_t)n); /* as they were when the step began */
        for (int i = 0; i < n; i++)
            if (dbe_inst(ctx, st, cards[i])->script_ref >= 0 && /* a card with a script, still attached (Eject) */
                dbe_pile_find(&st->p[p].z[DBE_ZONE_ATTACH], cards[i]) >= 0)
                dbe_script_call(ctx, st, st->inst_card[cards[i]], "attached", p, false, NULL);
    }
}
