/* determinize.c: who may see which card, and re-dealing the cards hidden
** from one player (how a search AI samples the games it cannot tell apart
** from the real one, without looking at what it may not see). */
#include "internal.h"

/* Cards in these zones are face up for both players (3-1-2). */
bool dcg_zone_public(int zone)
{
    return zone == DCG_ZONE_TRASH || zone == DCG_ZONE_BREEDING || zone == DCG_ZONE_BATTLE ||
           zone == DCG_ZONE_PROCESSING || zone == DCG_ZONE_LINK;
}

/* A card's identity is visible to the viewer if either end of its move is
** public, or is the viewer's own hand (3-1-2, 3-5-3). */
bool dcg_move_visible(int owner, int from, int to, int viewer)
{
    return dcg_zone_public(from) || dcg_zone_public(to) ||
           (owner == viewer && (from == DCG_ZONE_HAND || to == DCG_ZONE_HAND));
}

/* A player who saw the move knows where the card is until it moves unseen
** or its pile is shuffled (dcg_shuffle forgets). A move between hidden
** places that a player did not see is forgotten even when it was by
** position (a known top card drawn): knowing less never cheats. */
const dcg_card dcg_face_down_card = {.kind = DCG_KIND_COUNT, .play_cost = -1, .dp = -1};

static bool on_field(int zone) { return zone == DCG_ZONE_BATTLE || zone == DCG_ZONE_BREEDING; }

/* A card moved to another area lies as that area's cards do (3-1-3-5),
** except a face-down card staying on the field (moving out of the breeding
** area, a new card put on its stack) and a face-up security card being
** checked (it was checked face up: BT20-005). */
void dcg_seen_move(dcg_state *st, int card, int from, int to)
{
    int owner = card_owner(card);
    uint8_t kept = (on_field(from) && on_field(to)) ? SEEN_FACE_DOWN : (from == DCG_ZONE_SECURITY && to == DCG_ZONE_PROCESSING) ? SEEN_FACE_UP : 0;
    st->seen[card] = (uint8_t)(dcg_move_visible(owner, from, to, 0) | dcg_move_visible(owner, from, to, 1) << 1 | (st->seen[card] & kept));
}

bool dcg_face_set(dcg_state *st, int card, bool up)
{
    int z = st->zone[card];
    if (z == DCG_ZONE_SECURITY)
        st->seen[card] = up ? (uint8_t)(3 | SEEN_FACE_UP) : (uint8_t)(st->seen[card] & ~SEEN_FACE_UP); /* 3-7-4: both see it */
    else if (on_field(z))
        st->seen[card] = up ? 3 : (uint8_t)(1u << card_owner(card) | SEEN_FACE_DOWN); /* 4-7-10: its owner may look */
    return z == DCG_ZONE_SECURITY || on_field(z);
}

bool dcg_face_up(const dcg_state *st, int card)
{
    int z = st->zone[card];
    if (z == DCG_ZONE_SECURITY || z == DCG_ZONE_PROCESSING) return (st->seen[card] & SEEN_FACE_UP) != 0;
    return dcg_zone_public(z) && !(st->seen[card] & SEEN_FACE_DOWN);
}

/* Who knows the card in the game: bit p for player p. */
static unsigned known_by(const dcg_state *st, int card)
{
    int z = st->zone[card];
    if (z == DCG_ZONE_NONE) return 0;
    if (dcg_zone_public(z) && !(st->seen[card] & SEEN_FACE_DOWN)) return 3;
    return (st->seen[card] & 3u) | (z == DCG_ZONE_HAND ? 1u << card_owner(card) : 0);
}

int dcg_card_known(const dcg_state *st, int card, int viewer)
{
    if (card < 0 || card >= DCG_MAX_CARDS || viewer < 0 || viewer > 1) return 0;
    return (known_by(st, card) >> viewer) & 1;
}

/* Only a card whose place or record of who saw it differs between the
** two can be known in run and not at its start; the others are compared
** eight at a time (this runs at every question of an effect). */
void dcg_note_shown(dcg_state *dst, const dcg_state *run, const dcg_state *start)
{
    _Static_assert(DCG_MAX_CARDS % 8 == 0, "cards compared eight at a time");
    memset(dst->shown, 0, sizeof dst->shown);
    for (int w = 0; w < DCG_MAX_CARDS; w += 8) {
        uint64_t z1, z2, s1, s2;
        memcpy(&z1, run->zone + w, 8), memcpy(&z2, start->zone + w, 8);
        memcpy(&s1, run->seen + w, 8), memcpy(&s2, start->seen + w, 8);
        if (z1 == z2 && s1 == s2) continue;
        for (int c = w; c < w + 8; c++) {
            if (run->zone[c] == start->zone[c] && run->seen[c] == start->seen[c]) continue;
            unsigned who = known_by(run, c) & ~known_by(start, c);
            for (int q = 0; q < 2; q++)
                if ((who >> q) & 1) dst->shown[q][c / 64] |= (uint64_t)1 << (c % 64);
        }
    }
}

/* What viewer knows, card by card; cards an effect in progress works with
** or asks about count as known (they were shown to choose from), and so do
** the cards it showed viewer before its question: answered, it runs again
** from its start, and must meet them again where they were. */
static void known_cards(const dcg_state *st, int viewer, uint8_t *known)
{
    for (int c = 0; c < DCG_MAX_CARDS; c++) known[c] = (uint8_t)dcg_card_known(st, c, viewer);
    if (st->act.on) {
        if (st->act.e.card < DCG_MAX_CARDS) known[st->act.e.card] = 1;
        if (st->act.ask_items == ASK_CARDS)
            for (int i = 0; i < st->act.ask_n; i++)
                if (st->act.ask[i] < DCG_MAX_CARDS) known[st->act.ask[i]] = 1;
        for (int c = 0; c < DCG_MAX_CARDS; c++) known[c] |= (uint8_t)((st->shown[viewer][c / 64] >> (c % 64)) & 1);
    }
    for (int i = 0; i < st->n_pending; i++)
        if (st->pend[i].card < DCG_MAX_CARDS) known[st->pend[i].card] = 1;
    for (int i = 0; i < st->n_frames; i++) /* a card revealed to be played, digivolved, used or linked (would.c) */
        if (st->frames[i].op == F_WOULD || st->frames[i].op == F_EVO_BY) known[st->frames[i].card] = 1;
}

static void sort_u16(uint16_t *v, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
            uint16_t t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

/* Deal player q's unknown cards in the given zones again, with the
** face-down cards of q's stacks the viewer does not know (4-7-10). The
** cards (ids and kinds) are taken in sorted order, so what the places held
** before does not matter: only how many unknown places there are, in which
** zone. */
typedef struct deal_slot { uint8_t *at, zone; } deal_slot;
static int field_slots(dcg_state *st, int q, const uint8_t *known, deal_slot *slot, uint16_t *ids, uint16_t *defs, int n)
{
    side *pl = &st->pl[q];
    for (int i = -1; i < pl->n_battle; i++) {
        perm *pm = i < 0 ? &pl->breeding : &pl->battle[i];
        for (int k = 0; pm->id && k < pm->n; k++) {
            int c = pm->cards[k];
            if (known[c]) continue;
            slot[n] = (deal_slot){&pm->cards[k], st->zone[c]};
            ids[n] = (uint16_t)c;
            defs[n++] = st->def[c];
        }
    }
    return n;
}

static void redeal(dcg_state *st, int q, const int *zones, int n_zones, const uint8_t *known, bool field)
{
    deal_slot slot[DCG_PLAYER_CARDS];
    uint16_t ids[DCG_PLAYER_CARDS], defs[DCG_PLAYER_CARDS];
    int n = 0;
    for (int z = 0; z < n_zones; z++) {
        pile *pl = dcg_pile(st, q, zones[z]);
        for (int i = 0; i < pl->n; i++) {
            int c = pl->cards[i];
            if (known[c]) continue;
            slot[n] = (deal_slot){&pl->cards[i], (uint8_t)zones[z]};
            ids[n] = (uint16_t)c;
            defs[n++] = st->def[c];
        }
    }
    if (field) n = field_slots(st, q, known, slot, ids, defs, n);
    sort_u16(ids, n);
    sort_u16(defs, n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)dcg_rng_below(st, (uint32_t)i + 1);
        uint16_t t = defs[i];
        defs[i] = defs[j];
        defs[j] = t;
    }
    for (int k = 0; k < n; k++) {
        int c = ids[k], z = slot[k].zone;
        *slot[k].at = (uint8_t)c;
        st->zone[c] = (uint8_t)z;
        st->def[c] = defs[k];
        /* its owner sees a hand card, and may look at a face-down one (4-7-10) */
        st->seen[c] = z == DCG_ZONE_HAND ? (uint8_t)(1u << q) : dcg_zone_public(z) ? (uint8_t)(1u << q | SEEN_FACE_DOWN) : 0;
    }
}

void dcg_state_determinize(dcg_state *st, int viewer, uint64_t seed)
{
    assert(viewer == 0 || viewer == 1);
    st->stamp = 0; /* changed by hand: no list of options kept fits it (listed.c) */
    uint8_t known[DCG_MAX_CARDS];
    known_cards(st, viewer, known);
    dcg_rng_seed(st, seed); /* the game's future randomness is hidden too */
    uint16_t def_was[DCG_MAX_CARDS], spent_was[DCG_MAX_CARDS];
    memcpy(def_was, st->def, sizeof def_was);
    memcpy(spent_was, st->script_spent, sizeof spent_was);
    for (int q = 0; q < 2; q++) {
        /* the viewer's own hand is known, so only the opponent's joins the deal */
        static const int main_zones[] = {DCG_ZONE_HAND, DCG_ZONE_DECK, DCG_ZONE_SECURITY}, eggs[] = {DCG_ZONE_EGGS};
        redeal(st, q, main_zones, 3, known, true);
        redeal(st, q, eggs, 1, known, false);
    }
    /* the scripts' game budgets are per card number (script/vm.c): a card dealt another number
    ** takes that number's count (the deal only moves numbers between cards) */
    for (int c = 0; c < DCG_MAX_CARDS; c++)
        for (int k = 0; st->def[c] != def_was[c] && k < DCG_MAX_CARDS; k++)
            if (def_was[k] == st->def[c]) {
                st->script_spent[c] = spent_was[k];
                break;
            }
}
