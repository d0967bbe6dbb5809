/* zone.c: the one door for card movement (DESIGN 4). Every move between
** zones goes through dcg_move, dcg_place, dcg_stack_on or dcg_perm_leave, so
** events, digivolution cards following their Digimon and modifier cleanup
** happen in one place. */
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

perm *dcg_perm(dcg_state *st, uint16_t id)
{
    if (id == DCG_NO_PERM) return NULL;
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = 0; i < pl->n_battle; i++)
            if (pl->battle[i].id == id) return &pl->battle[i];
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
        for (int i = 0; i < st->pl[p].n_battle; i++)
            if (st->pl[p].battle[i].id == id) return true;
    return false;
}

static void pile_remove(pile *pl, int card)
{
    for (int i = 0; i < pl->n; i++)
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
static void field_remove(dcg_state *st, int card)
{
    for (int p = 0; p < 2; p++) {
        side *pl = &st->pl[p];
        for (int i = -1; i < pl->n_battle; i++) {
            perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
            if (pm->id == DCG_NO_PERM) continue;
            for (int k = 0; k < pm->n; k++) {
                if (pm->cards[k] != card) continue;
                memmove(&pm->cards[k], &pm->cards[k + 1], (size_t)(pm->n - k - 1));
                pm->n--;
                if (pm->n == 0) {
                    dcg_mods_drop_perm(st, pm->id);
                    if (i < 0) memset(pm, 0, sizeof *pm);
                    else battle_remove_slot(pl, i);
                }
                return;
            }
        }
    }
    assert(!"card not on the field");
}

/* Take a card out of wherever it is (its zone stays to be set by the caller). */
static void take(dcg_state *st, int card)
{
    int z = st->zone[card];
    if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) field_remove(st, card);
    else if (z != DCG_ZONE_PROCESSING && z != DCG_ZONE_NONE)
        pile_remove(dcg_pile(st, card_owner(card), z), card);
}

void dcg_move(dcg_ctx *ctx, dcg_state *st, int card, int to_zone, bool bottom)
{
    int from = st->zone[card];
    take(st, card);
    if (to_zone != DCG_ZONE_PROCESSING)
        pile_put(dcg_pile(st, card_owner(card), to_zone), card, bottom);
    st->zone[card] = (uint8_t)to_zone;
    dcg_seen_move(st, card, from, to_zone);
    dcg_emit_move(ctx, st, card, from, to_zone);
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
    take(st, card);
    /* take() may have compacted the battle area: the free slot is at the end. */
    if (!breeding) pm = &pl->battle[pl->n_battle++];
    memset(pm, 0, sizeof *pm);
    pm->id = ++st->next_perm;
    pm->n = 1;
    pm->cards[0] = (uint8_t)card;
    pm->entered_turn = st->turn;
    int to = breeding ? DCG_ZONE_BREEDING : DCG_ZONE_BATTLE;
    st->zone[card] = (uint8_t)to;
    dcg_seen_move(st, card, from, to);
    dcg_emit_move(ctx, st, card, from, to);
    return pm->id;
}

void dcg_stack_on(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card)
{
    int from = st->zone[card];
    take(st, card);
    perm *pm = dcg_perm(st, perm_id);
    assert(pm && pm->n < DCG_MAX_STACK);
    pm->cards[pm->n++] = (uint8_t)card;
    int to = (&st->pl[card_owner(pm->cards[0])].breeding == pm) ? DCG_ZONE_BREEDING : DCG_ZONE_BATTLE;
    st->zone[card] = (uint8_t)to;
    dcg_seen_move(st, card, from, to);
    dcg_emit_move(ctx, st, card, from, to);
}

void dcg_stack_under(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, int card)
{
    dcg_stack_on(ctx, st, perm_id, card);
    perm *pm = dcg_perm(st, perm_id);
    memmove(&pm->cards[1], &pm->cards[0], (size_t)(pm->n - 1));
    pm->cards[0] = (uint8_t)card;
}

void dcg_perm_leave(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool to_hand)
{
    perm *pm = dcg_perm(st, perm_id);
    assert(pm);
    perm copy = *pm;
    dcg_mods_drop_perm(st, perm_id);
    /* Top card first, then its digivolution cards (they follow it, 4-8). */
    for (int k = copy.n - 1; k >= 0; k--) {
        int card = copy.cards[k];
        dcg_move(ctx, st, card, (to_hand && k == copy.n - 1) ? DCG_ZONE_HAND : DCG_ZONE_TRASH, false);
    }
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
        dcg_emit_move(ctx, st, pm->cards[k], DCG_ZONE_BREEDING, DCG_ZONE_BATTLE);
    }
}

void dcg_suspend(dcg_ctx *ctx, dcg_state *st, uint16_t perm_id, bool suspended)
{
    perm *pm = dcg_perm(st, perm_id);
    assert(pm);
    if (pm->suspended == suspended) return;
    pm->suspended = suspended;
    int owner = dcg_perm_owner(st, perm_id);
    dcg_emit(ctx, suspended ? DCG_EV_SUSPEND : DCG_EV_UNSUSPEND, owner, perm_top(pm), perm_id, 0, 0);
    if (suspended) dcg_raise_when(ctx, st, W_DIGIMON_SUSPENDED, owner, perm_id);
}

bool dcg_draw(dcg_ctx *ctx, dcg_state *st, int p)
{
    pile *deck = &st->pl[p].deck;
    if (deck->n == 0) return false;
    dcg_move(ctx, st, deck->cards[deck->n - 1], DCG_ZONE_HAND, false);
    return true;
}

void dcg_shuffle(dcg_ctx *ctx, dcg_state *st, pile *pl, int p)
{
    for (int i = 0; i < pl->n; i++) st->seen[pl->cards[i]] = 0; /* nobody knows where they are now */
    for (int i = pl->n - 1; i > 0; i--) {
        int j = (int)dcg_rng_below(st, (uint32_t)i + 1);
        uint8_t t = pl->cards[i];
        pl->cards[i] = pl->cards[j];
        pl->cards[j] = t;
    }
    dcg_emit(ctx, DCG_EV_SHUFFLE, p, DCG_NO_CARD, 0, 0, 0);
}
