/* board.c: building a position by hand (dcg_board.h). Cards enter through
** the one door for card movement (zone.c) with events off: building is not
** play. A change by hand clears the state's stamp: no list of options
** kept for it fits it any more (listed.c). */
#include "dcg_board.h"
#include "internal.h"

void dcg_board_new(dcg_state *st, const dcg_format *f)
{
    memset(st, 0, sizeof *st);
    st->winner = 0xFF;
    dcg_rules_set(st, f);
}

void dcg_board_format(dcg_state *st, const dcg_format *f)
{
    dcg_rules_set(st, f);
    st->stamp = 0;
}

static bool bad_player(dcg_ctx *ctx, int p)
{
    if (p == 0 || p == 1) return false;
    dcg_err(ctx, DCG_EINVAL, "no player %d (0 or 1)", p);
    return true;
}

/* A new instance of p with card index def, in no zone yet; -1 with the error set. */
static int new_card(dcg_ctx *ctx, dcg_state *st, int p, int def)
{
    if (def < 0 || def >= ctx->db->n_cards) return dcg_err(ctx, DCG_EINVAL, "no card index %d", def), -1;
    if (st->pl[p].n_cards >= DCG_PLAYER_CARDS)
        return dcg_err(ctx, DCG_ELIMIT, "too many cards for one player (at most %d)", DCG_PLAYER_CARDS), -1;
    int c = p * DCG_PLAYER_CARDS + st->pl[p].n_cards;
    if (st->zone[c] != DCG_ZONE_NONE)
        return dcg_err(ctx, DCG_ELIMIT, "too many cards for one player (at most %d, with its tokens)", DCG_PLAYER_CARDS), -1;
    st->pl[p].n_cards++;
    st->def[c] = (uint16_t)def;
    dcg_script_spent_join(st, c);
    st->zone[c] = DCG_ZONE_NONE;
    dcg_game_note_card(ctx, st, def);
    return c;
}

int dcg_board_card(dcg_ctx *ctx, dcg_state *st, int p, int def, int zone, int bottom)
{
    st->stamp = 0;
    if (bad_player(ctx, p)) return -1;
    if (!dcg_pile(st, p, zone)) return dcg_err(ctx, DCG_EINVAL, "cards are put one by one only into a pile, not the %s", dcg_zone_name(zone)), -1;
    int c = new_card(ctx, st, p, def);
    if (c < 0) return -1;
    int was = dcg_events_record(ctx, 0);
    dcg_move(ctx, st, c, zone, bottom != 0);
    dcg_events_record(ctx, was);
    return c;
}

uint16_t dcg_board_stack(dcg_ctx *ctx, dcg_state *st, int p, const int *defs, int n, int breeding)
{
    st->stamp = 0;
    if (bad_player(ctx, p)) return DCG_NO_PERM;
    side *sd = &st->pl[p];
    if (n < 1 || n > DCG_MAX_STACK) return dcg_err(ctx, DCG_EINVAL, "a stack holds 1 to %d cards, not %d", DCG_MAX_STACK, n), DCG_NO_PERM;
    if (breeding && sd->breeding.id) return dcg_err(ctx, DCG_EINVAL, "the breeding area holds one stack"), DCG_NO_PERM;
    if (!breeding && sd->n_battle >= DCG_MAX_PERMS)
        return dcg_err(ctx, DCG_ELIMIT, "too many Digimon (at most %d in the battle area)", DCG_MAX_PERMS), DCG_NO_PERM;
    if (sd->n_cards + n > DCG_PLAYER_CARDS)
        return dcg_err(ctx, DCG_ELIMIT, "too many cards for one player (at most %d)", DCG_PLAYER_CARDS), DCG_NO_PERM;
    for (int i = 0; i < n; i++)
        if (defs[i] < 0 || defs[i] >= ctx->db->n_cards) return dcg_err(ctx, DCG_EINVAL, "no card index %d", defs[i]), DCG_NO_PERM;
    int was = dcg_events_record(ctx, 0);
    uint16_t id = dcg_place(ctx, st, new_card(ctx, st, p, defs[0]), breeding != 0);
    for (int i = 1; i < n; i++) dcg_stack_on(ctx, st, id, new_card(ctx, st, p, defs[i]));
    dcg_events_record(ctx, was);
    return id;
}

dcg_status dcg_board_face(dcg_ctx *ctx, dcg_state *st, int card, int up)
{
    st->stamp = 0;
    if (card < 0 || card >= DCG_MAX_CARDS || !dcg_face_set(st, card, up != 0))
        return dcg_err(ctx, DCG_EINVAL, "only a security card or a card on the field lies face up or down by choice (card %d)", card);
    return DCG_OK;
}

static perm *find(dcg_ctx *ctx, dcg_state *st, uint16_t id)
{
    perm *pm = dcg_perm(st, id);
    if (!pm) dcg_err(ctx, DCG_EINVAL, "no permanent %d on the field", id);
    return pm;
}

int dcg_board_link(dcg_ctx *ctx, dcg_state *st, uint16_t id, int def)
{
    perm *pm = find(ctx, st, id);
    if (!pm) return -1;
    if (def < 0 || def >= ctx->db->n_cards) return dcg_err(ctx, DCG_EINVAL, "no card index %d", def), -1;
    const dcg_card *c = &ctx->cards[def];
    if (!c->has_link) return dcg_err(ctx, DCG_EINVAL, "%s is not a link card (4-9)", c->number), -1;
    if (pm->links >= dcg_link_limit(ctx, st, pm))
        return dcg_err(ctx, DCG_EINVAL, "permanent %d has its most link cards already (%d, 4-9-5)", id, pm->links), -1;
    if (perm_room(pm) <= 0) return dcg_err(ctx, DCG_ELIMIT, "no room for a link card (DCG_MAX_STACK: %d cards and link cards)", DCG_MAX_STACK), -1;
    int p = card_owner(pm->cards[0]), card = new_card(ctx, st, p, def);
    if (card < 0) return -1;
    pm = dcg_perm(st, id);
    if (!dcg_link_fits(ctx, st, card, pm)) {
        st->def[card] = 0, st->pl[p].n_cards--; /* not added after all */
        dcg_script_spent_join(st, card);
        return dcg_err(ctx, DCG_EINVAL, "%s cannot be linked to permanent %d: a token, not a Digimon, or its link requirement unmet (10-1-3-1, 4-21-4)",
                       c->number, id), -1;
    }
    int was = dcg_events_record(ctx, 0);
    dcg_link_in(ctx, st, id, card, NULL, 0);
    dcg_events_record(ctx, was);
    return card;
}

dcg_status dcg_board_suspend(dcg_ctx *ctx, dcg_state *st, uint16_t id, int suspended)
{
    st->stamp = 0;
    perm *pm = find(ctx, st, id);
    if (!pm) return DCG_EINVAL;
    pm->suspended = suspended != 0;
    return DCG_OK;
}

dcg_status dcg_board_entered(dcg_ctx *ctx, dcg_state *st, uint16_t id, int turn)
{
    st->stamp = 0;
    perm *pm = find(ctx, st, id);
    if (!pm) return DCG_EINVAL;
    pm->entered_turn = (uint16_t)turn;
    return DCG_OK;
}

dcg_status dcg_board_memory(dcg_ctx *ctx, dcg_state *st, int p, int m)
{
    st->stamp = 0;
    if (bad_player(ctx, p)) return DCG_EINVAL;
    if (m < -DCG_MEMORY_CAP || m > DCG_MEMORY_CAP) return dcg_err(ctx, DCG_EINVAL, "memory must be within -%d..%d", DCG_MEMORY_CAP, DCG_MEMORY_CAP);
    st->memory = (int8_t)(p == 0 ? m : -m);
    return DCG_OK;
}

dcg_status dcg_board_modify(dcg_ctx *ctx, dcg_state *st, uint16_t id, const dcg_board_mod *m)
{
    st->stamp = 0;
    if (!find(ctx, st, id)) return DCG_EINVAL;
    mod md = {.cls = MOD_PERM, .perm = id, .side = (uint8_t)dcg_perm_owner(st, id),
              .until = m->until == DCG_UNTIL_END_OF_TURN ? UNTIL_END_OF_TURN : UNTIL_LEAVES, .turn = m->turn,
              .dp = m->dp, .security_attack = m->security_attack};
    mod_set_forbid(&md, (uint16_t)((m->no_attack ? FORBID_ATTACK : 0) | (m->no_block ? FORBID_BLOCK : 0) |
                                   (m->no_suspend ? FORBID_SUSPEND : 0)));
    if (!dcg_change_add(st, &md, m->keywords, 0, 0)) return dcg_err(ctx, DCG_ELIMIT, "too many modifiers (DCG_MAX_MODS)");
    dcg_note_keywords(st, m->keywords);
    return DCG_OK;
}

dcg_status dcg_board_resume(dcg_ctx *ctx, dcg_state *st, int p, int turn, int phase)
{
    if (bad_player(ctx, p)) return DCG_EINVAL;
    if (turn < 1 || turn > DCG_TURN_LIMIT) return dcg_err(ctx, DCG_EINVAL, "turn %d: expected 1..%d", turn, DCG_TURN_LIMIT);
    if (phase < DCG_PHASE_UNSUSPEND || phase > DCG_PHASE_MAIN)
        return dcg_err(ctx, DCG_EINVAL, "play resumes at the unsuspend, draw, breeding or main phase, not %s", dcg_phase_name(phase));
    ctx->n_events = 0;
    dcg_resume_at(ctx, st, p, turn, phase);
    return DCG_OK;
}
