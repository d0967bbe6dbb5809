/* zone.c: the one door for card movement (DESIGN 4). Every move between
** zones goes through dcg_move, dcg_place, dcg_stack_on or dcg_perm_leave, so
** events, digivolution cards following their Digimon, modifier cleanup and
** <Overflow> (4-19) happen in one place. */
#include "internal.h"
#include "script/script.h"

pile *dcg_pile(dcg_state *st, int p, int zone)
{
    side *pl = &st->pl[p];
    switch (zone) {
    case DCG_ZONE_DECK: return &pl->deck;
    case DCG_ZONE_EGGS: return &pl->eggs;
    case DCG_ZONE_HAND: return &pl->hand;
    case DCG_ZONE_SECURITY: return &pl->security;
    case DCG_ZONE_TRASH: return &pl->trash;
    default: return NULL;
    }
}

/* The two lookups by id below are among the engine's hottest loops: they
** walk the permanents by pointer, the fewest instructions a step. */
perm *dcg_perm(dcg_state *st, uint16_t id)
{
    if (id == DCG_NO_PERM) return NULL;
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (perm *pm = pl->battle, *end = pm + pl->n_battle; pm < end; pm++)
            if (pm->id == id) return pm;
        if (pl->breeding.id == id) return &pl->breeding;
    }
    return NULL;
}

int dcg_perm_owner(const dcg_state *st, uint16_t id)
{
    perm *pm = dcg_perm((dcg_state *)st, id);
    return pm ? card_owner(pm->cards[0]) : -1;
}

bool dcg_perm_in_battle(const dcg_state *st, uint16_t id)
{
    if (id == DCG_NO_PERM) return false;
    for (int p = 0; p < 2; p++)
        for (const perm *pm = st->pl[p].battle, *end = pm + st->pl[p].n_battle; pm < end; pm++)
            if (pm->id == id) return true;
    return false;
}

/* From the end: a draw, a security check or the newest card is the usual
** one taken (a card is in its pile once, so any direction finds the same). */
static void pile_remove(pile *pl, int card)
{
    for (int i = pl->n - 1; i >= 0; i--)
        if (pl->cards[i] == card) {
            memmove(&pl->cards[i], &pl->cards[i + 1], (size_t)(pl->n - i - 1));
            pl->n--;
            return;
        }
    assert(!"card not in its pile");
}

static void pile_put(pile *pl, int card, bool bottom)
{
    assert(pl->n < DCG_PLAYER_CARDS);
    if (bottom) {
        memmove(&pl->cards[1], &pl->cards[0], pl->n);
        pl->cards[0] = (uint8_t)card;
    } else {
        pl->cards[pl->n] = (uint8_t)card;
    }
    pl->n++;
}

/* Remove battle-area slot i of player p, keeping the others in order. */
static void battle_remove_slot(side *pl, int i)
{
    memmove(&pl->battle[i], &pl->battle[i + 1], sizeof(perm) * (size_t)(pl->n_battle - i - 1));
    pl->n_battle--;
    memset(&pl->battle[pl->n_battle], 0, sizeof(perm));
}

/* Take a card out of a stack on the field. An emptied stack disappears. */
/* Remove card from its stack; true when it was a digivolution card (not the top). */
static uint16_t field_remove(dcg_ctx *ctx, dcg_state *st, int card)
{
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = -1; i < pl->n_battle; i++) {
            perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
            if (pm->id == DCG_NO_PERM) continue;
            for (int k = 0; k < pm->n; k++) {
                if (pm->cards[k] != card) continue;
                uint16_t source = k < pm->n - 1 ? pm->id : 0;
                if (!source) dcg_keep_trigger_levels(ctx, st, pm, pm->n == 1); /* a new top card, or none: it leaves (Q738) */
                memmove(&pm->cards[k], &pm->cards[k + 1], (size_t)(pm->n - k - 1));
                pm->n--;
                if (pm->n == 0) {
                    assert(!pm->links && "its link cards leave before its last card (links_off)");
                    dcg_mods_drop_perm(st, pm->id);
                    if (i < 0) memset(pm, 0, sizeof *pm);
                    else battle_remove_slot(pl, i);
                }
                return source;
            }
        }
    }
    assert(!"card not on the field");
    return 0;
}

/* Take a link card out of its Digimon, keeping the others in order. */
static void link_remove(dcg_state *st, int card)
{
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = -1; i < pl->n_battle; i++) {
            perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
            for (int k = 0; k < pm->links; k++) {
                if (perm_link(pm, k) != card) continue;
                for (int j = k; j + 1 < pm->links; j++) pm->cards[DCG_MAX_STACK - 1 - j] = pm->cards[DCG_MAX_STACK - 2 - j];
                pm->links--;
                return;
            }
        }
    }
    assert(!"link card on no Digimon");
}

/* Take a card out of wherever it is (its zone stays to be set by the caller);
** true when it was a digivolution card. */
static uint16_t take(dcg_ctx *ctx, dcg_state *st, int card)
{
    int z = st->zone[card];
    if (z == DCG_ZONE_LINK) link_remove(st, card);
    else if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) return field_remove(ctx, st, card);
    else if (z != DCG_ZONE_PROCESSING && z != DCG_ZONE_NONE) pile_remove(dcg_pile(st, card_owner(card), z), card);
    return 0;
}

/* <Overflow> (4-19) due to each player, of cards that left the field at once. */
typedef struct overflow_due {
    int memory[2];
} overflow_due;

/* 4-19-5: the turn player's first, then the other's (the gauge stops at
** its ends, so the order matters). Each player's add up: losing memory one
** instance after another ends where losing their sum at once does. */
static void overflow_apply(dcg_ctx *ctx, dcg_state *st, const overflow_due *due)
{
    for (int k = 0; k < 2; k++) {
        int p = k ? opponent(st->turn_player) : st->turn_player;
        if (due->memory[p]) dcg_mem_pay(ctx, st, p, due->memory[p]);
    }
}

/* Is no record of turn_uses in use? Surely so when all their bytes are
** zero (one in use has n > 0), the usual case: read as words, cheaper
** than record by record. */
static bool turn_uses_free(const dcg_state *st)
{
    uint64_t words[DCG_MAX_TURN_USES * sizeof(turn_use) / sizeof(uint64_t)], any = 0;
    _Static_assert(sizeof words == sizeof st->turn_uses, "turn_uses read as whole words");
    memcpy(words, st->turn_uses, sizeof words);
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) any |= words[i];
    return any == 0;
}

/* A new card: its effects' uses this turn start again (15-14-1-5-2). */
static void uses_reset(dcg_state *st, int card)
{
    st->once_used[card] = 0;
    if (turn_uses_free(st)) return;
    for (int i = 0; i < DCG_MAX_TURN_USES; i++)
        if (st->turn_uses[i].n && st->turn_uses[i].card == card) memset(&st->turn_uses[i], 0, sizeof st->turn_uses[i]);
}

/* A card moved to another area is a new card (3-1-3-1-1). */
static void new_card(dcg_state *st, int card, int from, int to)
{
    if (from != to) uses_reset(st, card);
}

/* A card arrived: who saw it, the event stream, and the event triggers watch. */
static game_event arrived(dcg_ctx *ctx, dcg_state *st, int card, int from, int to)
{
    new_card(st, card, from, to);
    st->zone[card] = (uint8_t)to;
    dcg_seen_move(st, card, from, to);
    int by = dcg_effect_card_now(ctx, st);
    dcg_emit_move(ctx, st, card, from, to, by);
    return (game_event){.kind = GE_MOVED, .player = (uint8_t)card_owner(card), .card = (uint8_t)card,
                        .from = (uint8_t)from, .to = (uint8_t)to,
                        .cause = by == DCG_NO_CARD ? DCG_MOVE_RULE : DCG_MOVE_EFFECT, .by_card = (uint8_t)by};
}

/* Move card (not onto the field); an ACE card leaving the field or a stack
** owes its <Overflow> (4-19-1), not one arriving (4-19-3, 4-19-4). The
** event of the move (a token's is marked removed: it is removed from the
** game, yet counts as placed in that area). */
static void links_off(dcg_ctx *ctx, dcg_state *st, int card);
static game_event move_to(dcg_ctx *ctx, dcg_state *st, int card, int to_zone, bool bottom, overflow_due *due)
{
    int from = st->zone[card];
    links_off(ctx, st, card);
    uint16_t source = take(ctx, st, card); /* the Digimon it was a digivolution card of, or 0 */
    if (card_def(ctx, st, card)->token) { /* 4-21-5: it goes there, and is removed from the game */
        game_event ev = arrived(ctx, st, card, from, to_zone);
        st->zone[card] = DCG_ZONE_NONE;
        st->seen[card] = 0;
        ev.removed = 1;
        return ev;
    }
    if (to_zone != DCG_ZONE_PROCESSING)
        pile_put(dcg_pile(st, card_owner(card), to_zone), card, bottom);
    if (from == DCG_ZONE_BATTLE || from == DCG_ZONE_BREEDING) due->memory[card_owner(card)] += card_def(ctx, st, card)->overflow;
    game_event ev = arrived(ctx, st, card, from, to_zone);
    ev.n = source != 0; /* a digivolution card taken from under a Digimon */
    ev.under = source;
    ev.burst = source && source == ctx->digi_burst && to_zone == DCG_ZONE_TRASH;
    return ev;
}

/* The link cards of pm to the trash, their events appended to ev. A link
** card is not on the field (4-9-4): no <Overflow>. */
static int links_trash(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, game_event *ev)
{
    overflow_due none = {{0, 0}};
    int n = 0;
    for (perm *pm = dcg_perm(st, perm_id); pm && pm->links; pm = dcg_perm(st, perm_id)) {
        game_event e = move_to(ctx, st, perm_link(pm, 0), DCG_ZONE_TRASH, false, &none);
        if (e.kind != GE_NONE) ev[n++] = e;
    }
    return n;
}

/* card is about to leave the field: if it is the last card of its Digimon,
** its link cards go to the trash first (4-9-6: it becomes a new card). */
static void links_off(dcg_ctx *ctx, dcg_state *st, int card)
{
    int z = st->zone[card];
    if ((z != DCG_ZONE_BATTLE && z != DCG_ZONE_BREEDING) || !dcg_game_can(ctx, st, GAME_LINKS)) return;
    side *pl = &st->pl[card_owner(card)];
    for (int i = -1; i < pl->n_battle; i++) {
        perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
        if (pm->id == DCG_NO_PERM || pm->n != 1 || pm->cards[0] != card) continue;
        if (!pm->links) return;
        game_event ev[DCG_MAX_STACK];
        int n = links_trash(ctx, st, pm->id, ev);
        dcg_happened_set(ctx, st, ev, n, TRIG_ALL);
        return;
    }
}

void dcg_move(dcg_ctx *ctx, dcg_state *st, int card, int to_zone, bool bottom)
{
    overflow_due due = {{0, 0}};
    game_event ev = move_to(ctx, st, card, to_zone, bottom, &due);
    overflow_apply(ctx, st, &due); /* at once, in the middle of any processing (4-19-2) */
    dcg_happened(ctx, st, &ev);
}

void dcg_move_set(dcg_ctx *ctx, dcg_state *st, const int *cards, int n, int to_zone)
{
    overflow_due due = {{0, 0}};
    game_event ev[DCG_MAX_CARDS];
    int m = 0;
    assert(n <= DCG_MAX_CARDS);
    for (int i = 0; i < n; i++) {
        game_event e = move_to(ctx, st, cards[i], to_zone, false, &due);
        if (e.kind != GE_NONE) ev[m++] = e;
    }
    overflow_apply(ctx, st, &due);
    dcg_happened_set(ctx, st, ev, m, TRIG_ALL);
}

uint16_t dcg_place(dcg_ctx *ctx, dcg_state *st, int card, bool breeding)
{
    int p = card_owner(card);
    side *pl = &st->pl[p];
    perm *pm;
    if (breeding) {
        assert(pl->breeding.id == DCG_NO_PERM);
        pm = &pl->breeding;
    } else if (pl->n_battle >= DCG_MAX_PERMS) {
        return DCG_NO_PERM;
    }
    if (st->next_perm == UINT16_MAX) return DCG_NO_PERM; /* ids never wrap: the run loop ends the game */
    int from = st->zone[card];
    take(ctx, st, card);
    /* take() may have compacted the battle area: the free slot is at the end. */
    if (!breeding) pm = &pl->battle[pl->n_battle++];
    memset(pm, 0, sizeof *pm);
    pm->id = ++st->next_perm;
    pm->n = 1;
    pm->cards[0] = (uint8_t)card;
    /* 7-1-2-1 keeps a card played this turn from attacking; a hatched one was
    ** not played: moved out the turn it hatched (by an effect), it may attack (Q959) */
    pm->entered_turn = breeding ? 0 : st->turn;
    uint16_t id = pm->id;
    game_event ev = arrived(ctx, st, card, from, breeding ? DCG_ZONE_BREEDING : DCG_ZONE_BATTLE);
    dcg_happened(ctx, st, &ev);
    return id;
}

/* Put card into perm_id's stack at position pos from the bottom (0: its
** bottom card; pm->n: on top; pm->n - 1: right under the top card; a
** negative pos counts from above the top: -1 on top); the event of its arrival. */
static game_event stack_put(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card, int pos)
{
    int from = st->zone[card];
    take(ctx, st, card);
    perm *pm = dcg_perm(st, perm_id);
    assert(pm && perm_room(pm) > 0);
    int to = (&st->pl[card_owner(pm->cards[0])].breeding == pm) ? DCG_ZONE_BREEDING : DCG_ZONE_BATTLE;
    if (pos < 0) pos = pm->n + 1 + pos;
    if (pos == pm->n) dcg_keep_trigger_levels(ctx, st, pm, false); /* a new top card */
    memmove(&pm->cards[pos + 1], &pm->cards[pos], (size_t)(pm->n - pos));
    pm->cards[pos] = (uint8_t)card;
    pm->n++;
    return arrived(ctx, st, card, from, to);
}

/* 8-1-2-7: n cards an effect added to the digivolution cards of the
** Digimon perm_id (not a digivolution: that is no addition), an event of its
** own after their moves. Under a Tamer they are no digivolution cards (4-8-1). */
static void sources_added(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int n)
{
    const perm *pm = dcg_perm(st, perm_id);
    if (!n || !pm || !dcg_perm_is_digimon(ctx, st, pm)) return;
    game_event ev = {.kind = GE_SOURCES_ADDED, .player = (uint8_t)card_owner(pm->cards[0]), .card = (uint8_t)perm_top(pm),
                     .perm = perm_id, .n = (uint8_t)n, .by_card = (uint8_t)dcg_effect_card_now(ctx, st)};
    dcg_happened(ctx, st, &ev);
}

static void stack_in(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card, int pos)
{
    game_event ev = stack_put(ctx, st, perm_id, card, pos);
    dcg_happened(ctx, st, &ev);
    if (pos != -1) sources_added(ctx, st, perm_id, 1);
}

void dcg_stack_on(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card) { stack_in(ctx, st, perm_id, card, -1); }

void dcg_stack_under(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card) { stack_in(ctx, st, perm_id, card, 0); }

void dcg_stack_under_set(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, const int *cards, int n, bool top)
{
    game_event ev[DCG_MAX_STACK];
    assert(n <= DCG_MAX_STACK);
    for (int i = 0; i < n; i++) ev[i] = stack_put(ctx, st, perm_id, cards[i], top ? -2 : 0);
    dcg_happened_set(ctx, st, ev, n, TRIG_ALL);
    sources_added(ctx, st, perm_id, n);
}

int dcg_token_new(dcg_state *st, int p, int def)
{
    /* the ids above the player's cards, from the last: none of them is a card of a deck */
    for (int c = (p + 1) * DCG_PLAYER_CARDS - 1; c >= p * DCG_PLAYER_CARDS + st->pl[p].n_cards; c--)
        if (st->zone[c] == DCG_ZONE_NONE) {
            st->def[c] = (uint16_t)def;
            dcg_script_spent_join(st, c);
            return c;
        }
    return -1;
}

/* DNA digivolution of card onto two sides, each a permanent of the battle
** area (its id) or a lone card from the hand (id 0: top_card, bottom_card). */
static uint16_t merge(dcg_ctx *ctx, dcg_state *st, uint16_t top_id, uint16_t bottom_id, int top_card, int bottom_card, int card)
{
    /* their link cards are trashed just before they are stacked (8-2-2-1-2) */
    game_event lev[2 * DCG_MAX_STACK];
    int nl = links_trash(ctx, st, top_id, lev);
    nl += links_trash(ctx, st, bottom_id, lev + nl);
    dcg_happened_set(ctx, st, lev, nl, TRIG_ALL);
    perm *top = top_id ? dcg_perm(st, top_id) : NULL, *bottom = bottom_id ? dcg_perm(st, bottom_id) : NULL;
    int nt = top ? top->n : 1, nb = bottom ? bottom->n : 1, lone = !top ? top_card : !bottom ? bottom_card : -1;
    assert((top || bottom) && top != bottom && nt + nb < DCG_MAX_STACK && st->next_perm < UINT16_MAX);
    perm merged = {.id = ++st->next_perm, .n = (uint8_t)(nb + nt + 1)};
    if (bottom) memcpy(merged.cards, bottom->cards, (size_t)nb);
    else merged.cards[0] = (uint8_t)bottom_card;
    if (top) memcpy(merged.cards + nb, top->cards, (size_t)nt);
    else merged.cards[nb] = (uint8_t)top_card;
    merged.cards[merged.n - 1] = (uint8_t)card;
    /* the stacked cards are new cards (8-2-2-1-2): their [X Per Turn] uses start again (8-2-2-1-6) */
    for (int k = 0; k < merged.n - 1; k++) uses_reset(st, merged.cards[k]);
    /* the two leave their places (their modifiers end, 8-2-2-1-5); the new
    ** Digimon takes the last place: it is the newest */
    side *pl = &st->pl[card_owner(card)];
    for (int i = pl->n_battle - 1; i >= 0; i--)
        if (pl->battle[i].id == top_id || pl->battle[i].id == bottom_id) {
            dcg_mods_drop_perm(st, pl->battle[i].id);
            battle_remove_slot(pl, i);
        }
    int from = st->zone[card], lone_from = lone >= 0 ? st->zone[lone] : 0;
    take(ctx, st, card);
    if (lone >= 0) take(ctx, st, lone);
    pl->battle[pl->n_battle++] = merged;
    game_event ev[2];
    int n = 0;
    if (lone >= 0) ev[n++] = arrived(ctx, st, lone, lone_from, DCG_ZONE_BATTLE);
    ev[n++] = arrived(ctx, st, card, from, DCG_ZONE_BATTLE);
    dcg_happened_set(ctx, st, ev, n, TRIG_ALL); /* the two cards from the hand at the same time */
    return merged.id;
}

uint16_t dcg_perm_merge(dcg_ctx *ctx, dcg_state *st, uint16_t top_id, uint16_t bottom_id, int card)
{
    assert(top_id && bottom_id);
    return merge(ctx, st, top_id, bottom_id, -1, -1, card);
}

uint16_t dcg_perm_merge_hand(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int hand_card, bool hand_on_top, int card)
{
    return hand_on_top ? merge(ctx, st, 0, perm_id, hand_card, -1, card) : merge(ctx, st, perm_id, 0, -1, hand_card, card);
}

uint16_t dcg_place_xros(dcg_ctx *ctx, dcg_state *st, int card, const int *under, int n)
{
    side *pl = &st->pl[card_owner(card)];
    overflow_due due = {{0, 0}};
    /* a Digimon placed from the battle area leaves the field (7-2-2-7): its
    ** digivolution cards go to the trash, its card under the new one */
    for (int k = 0; k < n; k++) {
        if (st->zone[under[k]] != DCG_ZONE_BATTLE) continue;
        perm *pm = NULL;
        for (int i = 0; i < pl->n_battle && !pm; i++)
            if (perm_top(&pl->battle[i]) == under[k]) pm = &pl->battle[i];
        assert(pm);
        dcg_mods_drop_perm(st, pm->id);
        game_event lev[DCG_MAX_STACK];
        int nl = links_trash(ctx, st, pm->id, lev);
        dcg_happened_set(ctx, st, lev, nl, TRIG_ALL);
        while (pm->n > 1) {
            game_event ev = move_to(ctx, st, pm->cards[0], DCG_ZONE_TRASH, false, &due);
            ev.n = 0; /* they go as their Digimon leaves the field (7-2-2-7) */
            dcg_happened(ctx, st, &ev);
        }
        due.memory[card_owner(under[k])] += card_def(ctx, st, under[k])->overflow;
    }
    for (int k = 0; k < n; k++) {
        int from = st->zone[under[k]];
        take(ctx, st, under[k]);
        game_event ev = arrived(ctx, st, under[k], from, DCG_ZONE_PROCESSING); /* between areas until the new Digimon is placed */
        dcg_happened(ctx, st, &ev);
    }
    overflow_apply(ctx, st, &due);
    uint16_t id = dcg_place(ctx, st, card, false);
    perm *pm = dcg_perm(st, id);
    assert(pm && pm->n + n <= DCG_MAX_STACK);
    /* the first requirement's card goes directly under it (7-2-2-8) */
    memmove(pm->cards + n, pm->cards, pm->n);
    for (int k = 0; k < n; k++) {
        pm->cards[n - 1 - k] = (uint8_t)under[k];
        game_event ev = arrived(ctx, st, under[k], DCG_ZONE_PROCESSING, DCG_ZONE_BATTLE);
        dcg_happened(ctx, st, &ev);
    }
    pm->n = (uint8_t)(pm->n + n);
    return id;
}

/* Permanent perm_id leaves the field: its top card to top_zone (at the bottom of
** that pile with bottom), its digivolution cards to the trash. */
static void perm_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int top_zone, bool bottom, overflow_due *due)
{
    perm *pm = dcg_perm(st, perm_id);
    assert(pm);
    perm copy = *pm;
    /* A Digi-Egg card (EX2-007 Mother D-Reaper in the battle area) bound for
    ** the deck goes to the Digi-Egg deck, and for the hand or security to the
    ** Digi-Egg deck's bottom face down (3-1-3-9, Q1198, Q1270, Q3281, Q3284) */
    if (card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_EGG &&
        (top_zone == DCG_ZONE_DECK || top_zone == DCG_ZONE_HAND || top_zone == DCG_ZONE_SECURITY)) {
        bottom = bottom || top_zone != DCG_ZONE_DECK;
        top_zone = DCG_ZONE_EGGS;
    }
    dcg_mods_drop_perm(st, perm_id);
    /* Top card first, then its digivolution cards (they follow it, 4-8);
    ** they move at once: a watcher triggers once for them (4-27-5). */
    game_event ev[DCG_MAX_STACK];
    /* its link cards go to the trash at the same time (4-9-6) */
    int n_ev = links_trash(ctx, st, perm_id, ev);
    for (int k = copy.n - 1; k >= 0; k--) {
        int card = copy.cards[k];
        bool top = k == copy.n - 1;
        game_event e = move_to(ctx, st, card, top ? top_zone : DCG_ZONE_TRASH, top && bottom, due);
        e.n = 0; /* they follow their Digimon off the field: not digivolution cards trashed (Q1037) */
        if (e.kind != GE_NONE) ev[n_ev++] = e;
    }
    dcg_happened_set(ctx, st, ev, n_ev, TRIG_ALL);
}

/* The Digimon perm_id of the battle area leaves the field but for its top
** card, which its caller moves on (into a stack: 4-7-7): its modifiers end,
** its link cards and digivolution cards go to the trash at the same time
** (4-7-8; their events into ev), its top card owes its <Overflow> (4-19).
** Returns how many events. */
static int leave_but_top(dcg_ctx *ctx, dcg_state *st, uint16_t id, game_event *ev, overflow_due *due)
{
    perm *pm = dcg_perm(st, id);
    int m = 0, card = perm_top(pm);
    dcg_mods_drop_perm(st, id);
    m += links_trash(ctx, st, id, ev + m);
    for (pm = dcg_perm(st, id); pm && pm->n > 1; pm = dcg_perm(st, id)) {
        game_event e = move_to(ctx, st, pm->cards[0], DCG_ZONE_TRASH, false, due);
        e.n = 0; /* they go as their Digimon leaves the field: not taken from under it (Q1037) */
        if (e.kind != GE_NONE) ev[m++] = e;
    }
    due->memory[card_owner(card)] += card_def(ctx, st, card)->overflow;
    return m;
}

void dcg_perm_under(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, uint16_t to_id, bool top)
{
    int card = perm_top(dcg_perm(st, perm_id));
    if (card_def(ctx, st, card)->token) { /* it ceases to exist as it leaves the field (4-21-5) */
        dcg_perm_leave(ctx, st, perm_id, false);
        return;
    }
    overflow_due due = {{0, 0}};
    game_event ev[2 * DCG_MAX_STACK];
    int m = leave_but_top(ctx, st, perm_id, ev, &due);
    uses_reset(st, card); /* no longer on the field: a new card (3-1-3-1-1) */
    ev[m++] = stack_put(ctx, st, to_id, card, top ? -2 : 0);
    overflow_apply(ctx, st, &due);
    dcg_happened_set(ctx, st, ev, m, TRIG_ALL);
    sources_added(ctx, st, to_id, 1);
}

void dcg_link_in(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card, const int *trash, int n)
{
    overflow_due due = {{0, 0}};
    game_event ev[2 * DCG_MAX_STACK];
    int m = 0;
    if (st->zone[card] == DCG_ZONE_BATTLE) /* a Digimon linked from the battle area leaves the field */
        for (int i = 0; i < st->pl[card_owner(card)].n_battle; i++)
            if (perm_top(&st->pl[card_owner(card)].battle[i]) == card) {
                m += leave_but_top(ctx, st, st->pl[card_owner(card)].battle[i].id, ev, &due);
                break;
            }
    for (int k = 0; k < n; k++) {
        game_event e = move_to(ctx, st, trash[k], DCG_ZONE_TRASH, false, &due);
        if (e.kind != GE_NONE) ev[m++] = e;
    }
    int from = st->zone[card];
    take(ctx, st, card);
    perm *pm = dcg_perm(st, perm_id);
    assert(pm && perm_room(pm) > 0);
    pm->cards[DCG_MAX_STACK - 1 - pm->links++] = (uint8_t)card;
    ev[m++] = arrived(ctx, st, card, from, DCG_ZONE_LINK);
    overflow_apply(ctx, st, &due);
    dcg_happened_set(ctx, st, ev, m, TRIG_ALL);
}

void dcg_perm_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool to_hand)
{
    dcg_perm_leave_set(ctx, st, &perm_id, 1, to_hand);
}

void dcg_perm_leave_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, bool to_hand)
{
    overflow_due due = {{0, 0}};
    int was = dcg_together_begin(ctx, st); /* their cards move at the same time (3-1-3-3, 4-27-5) */
    for (int i = 0; i < n; i++) perm_leave(ctx, st, ids[i], to_hand ? DCG_ZONE_HAND : DCG_ZONE_TRASH, false, &due);
    dcg_together_end(ctx, was);
    overflow_apply(ctx, st, &due); /* together, as they left together (4-19-5) */
}

void dcg_perm_to_pile_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, int zone, bool bottom)
{
    overflow_due due = {{0, 0}};
    int was = dcg_together_begin(ctx, st); /* one at a time in order, at the same time (3-1-3-3, 3-1-3-4) */
    for (int i = 0; i < n; i++) {
        assert(dcg_perm(st, ids[i]));
        perm_leave(ctx, st, ids[i], zone, bottom, &due); /* a Digi-Egg card: the Digi-Egg deck (3-1-3-9) */
    }
    dcg_together_end(ctx, was);
    overflow_apply(ctx, st, &due);
}

void dcg_perm_move_out(dcg_ctx *ctx, dcg_state *st, int p)
{
    side *pl = &st->pl[p];
    assert(pl->breeding.id != DCG_NO_PERM && pl->n_battle < DCG_MAX_PERMS);
    perm *pm = &pl->battle[pl->n_battle++];
    *pm = pl->breeding;
    memset(&pl->breeding, 0, sizeof pl->breeding);
    for (int k = 0; k < pm->n; k++) {
        st->zone[pm->cards[k]] = DCG_ZONE_BATTLE;
        dcg_seen_move(st, pm->cards[k], DCG_ZONE_BREEDING, DCG_ZONE_BATTLE);
        dcg_emit_move(ctx, st, pm->cards[k], DCG_ZONE_BREEDING, DCG_ZONE_BATTLE, dcg_effect_card_now(ctx, st));
    }
    game_event ev = {.kind = GE_MOVED_OUT, .player = (uint8_t)p, .card = (uint8_t)perm_top(pm), .perm = pm->id,
                     .from = DCG_ZONE_BREEDING, .to = DCG_ZONE_BATTLE};
    dcg_happened(ctx, st, &ev); /* [When Moving] (15-16-16) */
}

/* Turn a permanent; false when it already was that way, or it can't
** suspend (11-2-5: by no rule, cost or effect); by: the card whose effect
** turns it, or DCG_NO_CARD (the rules). */
/* A change says pm "can't unsuspend" (FORBID_BE_UNSUSPENDED, BT8-102): by no rule or effect, a Tamer
** too. Only changes hold it: the mods are looked through first, so no other game reads more. */
static bool unsuspend_forbidden(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    for (int i = 0; i < st->mods_n; i++)
        if (st->mods[i].cls != MOD_PLAYER && (mod_forbid(&st->mods[i]) & FORBID_BE_UNSUSPENDED))
            return (dcg_perm_forbid(ctx, st, pm) & FORBID_BE_UNSUSPENDED) != 0;
    return false;
}

static bool turn(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool suspended, int by, game_event *ev)
{
    perm *pm = dcg_perm(st, perm_id);
    assert(pm);
    if (pm->suspended == suspended || (suspended && !dcg_perm_can_suspend(ctx, st, pm))) return false;
    if (!suspended && unsuspend_forbidden(ctx, st, pm)) return false;
    if (!suspended && ctx->unsuspend_costs && dcg_game_can(ctx, st, GAME_WOULD) && !dcg_unsuspend_paid(ctx, st, pm))
        return false; /* a cost to unsuspend (BT7-055, unsuspend_cost.c): its effect sets GAME_WOULD */
    pm->suspended = suspended;
    int owner = dcg_perm_owner(st, perm_id);
    dcg_emit(ctx, suspended ? DCG_EV_SUSPEND : DCG_EV_UNSUSPEND, owner, perm_top(pm), perm_id, 0, 0);
    *ev = (game_event){.kind = suspended ? GE_SUSPENDED : GE_UNSUSPENDED, .player = (uint8_t)owner,
                       .card = (uint8_t)perm_top(pm), .perm = perm_id, .digimon = dcg_perm_is_digimon(ctx, st, pm),
                       .tamer = card_def(ctx, st, perm_top(pm))->kind == DCG_KIND_TAMER, .by_card = (uint8_t)by};
    return true;
}

void dcg_suspend(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool suspended)
{
    game_event ev;
    if (turn(ctx, st, perm_id, suspended, dcg_effect_card_now(ctx, st), &ev)) dcg_happened(ctx, st, &ev);
}

void dcg_suspend_by(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int by)
{
    game_event ev;
    if (turn(ctx, st, perm_id, true, by, &ev)) dcg_happened(ctx, st, &ev);
}

/* Turn several permanents at the same time: one set of events (4-27-5). */
int dcg_suspend_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n, bool suspended)
{
    game_event ev[2 * (DCG_MAX_PERMS + 1)];
    int m = 0;
    assert(n <= 2 * (DCG_MAX_PERMS + 1));
    for (int i = 0; i < n; i++)
        if (turn(ctx, st, ids[i], suspended, dcg_effect_card_now(ctx, st), &ev[m])) m++;
    dcg_happened_set(ctx, st, ev, m, TRIG_ALL);
    return m;
}

void dcg_unsuspend_set(dcg_ctx *ctx, dcg_state *st, const uint16_t *ids, int n) { dcg_suspend_set(ctx, st, ids, n, false); }

int dcg_move_top_set(dcg_ctx *ctx, dcg_state *st, int p, int from, int n, int to_zone)
{
    const pile *pl = dcg_pile(st, p, from);
    int cards[DCG_MAX_CARDS], m = 0;
    for (; m < n && m < pl->n; m++) cards[m] = pl->cards[pl->n - 1 - m];
    dcg_move_set(ctx, st, cards, m, to_zone);
    return m;
}

bool dcg_draw(dcg_ctx *ctx, dcg_state *st, int p) { return dcg_move_top_set(ctx, st, p, DCG_ZONE_DECK, 1, DCG_ZONE_HAND) > 0; }

void dcg_shuffle(dcg_ctx *ctx, dcg_state *st, pile *pl, int p)
{
    for (int i = 0; i < pl->n; i++) /* nobody knows where they are now, but for the face-up ones (3-7-4) */
        st->seen[pl->cards[i]] &= (st->seen[pl->cards[i]] & SEEN_FACE_UP) ? 0xFF : 0;
    for (int i = pl->n - 1; i > 0; i--) {
        int j = (int)dcg_rng_below(st, (uint32_t)i + 1);
        uint8_t t = pl->cards[i];
        pl->cards[i] = pl->cards[j];
        pl->cards[j] = t;
    }
    dcg_emit(ctx, DCG_EV_SHUFFLE, p, DCG_NO_CARD, 0, 0, 0);
}
