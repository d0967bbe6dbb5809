/* state.c: the public face of the game struct: allocation, cloning,
** hashing, invariants, decisions and read access. */
#include "internal.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

size_t dcg_state_size(void) { return sizeof(dcg_state); }

dcg_state *dcg_state_new(void)
{
    dcg_state *st = calloc(1, sizeof *st);
    if (st) st->winner = 0xFF;
    return st;
}

void dcg_state_free(dcg_state *st) { free(st); }

void dcg_state_copy(dcg_state *dst, const dcg_state *src) { memcpy(dst, src, sizeof *dst); }

/* Every byte of the struct is defined: states are zeroed before use and
** every writer keeps unused slots zero. The stamp is left out: it tells
** states apart, not games (listed.c). */
uint64_t dcg_state_hash(const dcg_state *st) { return dcg_hash_bytes(st, offsetof(dcg_state, stamp)); }

dcg_status dcg_decision_get(dcg_ctx *ctx, const dcg_state *st, dcg_decision *out)
{
    if (st->winner != 0xFF || st->dec_kind == DCG_DEC_NONE) {
        out->kind = DCG_DEC_NONE;
        out->n = 0;
        return dcg_err(ctx, DCG_EOVER, "the game is over");
    }
    long calls = ctx->n_script_calls;
    dcg_options(ctx, st, out);
    dcg_listed_keep(ctx, st, out, calls); /* dcg_answer need not list them again (listed.c) */
    return DCG_OK;
}

dcg_status dcg_answer(dcg_ctx *ctx, dcg_state *st, int i)
{
    static _Thread_local dcg_decision listing;
    ctx->n_events = 0;
    if (st->winner != 0xFF || st->dec_kind == DCG_DEC_NONE)
        return dcg_err(ctx, DCG_EOVER, "the game is over: no decision to answer");
    ctx->in_run++; /* the answer's work, its option list too, counts for the game (script/vm.c) */
    const dcg_decision *d = dcg_listed_find(ctx, st);
    if (!d) {
        dcg_options(ctx, st, &listing);
        d = &listing;
    }
    if (i < 0 || i >= d->n) {
        ctx->in_run--;
        return dcg_err(ctx, DCG_EINVAL, "answer %d is not an option: choose 0 to %d", i, d->n - 1);
    }
    dcg_option chosen = d->options[i];
    if (++st->n_answers > DCG_MAX_DECISIONS) {
        ctx->in_run--;
        dcg_win(ctx, st, 2, DCG_WIN_DECISION_LIMIT);
        dcg_listed_stamp(ctx, st);
        return dcg_err(ctx, DCG_ELIMIT, "the game was stopped as a draw: it reached the limit of %d decisions "
                       "(DCG_MAX_DECISIONS)", DCG_MAX_DECISIONS);
    }
    dcg_loop_before(ctx, st, &chosen);
    /* the run that reached this decision left its last rule check holding: it still holds after an answer that
    ** touches nothing it reads (game.c, dcg_run) */
    ctx->answer_settled = st->stamp && st->stamp == ctx->settled_stamp && dcg_answer_keeps_rule_check(ctx, st, &chosen);
    dcg_apply(ctx, st, &chosen);
    dcg_run(ctx, st);
    ctx->in_run--;
    dcg_loop_after(ctx, st); /* dcg_run gave the state a new stamp: the options kept before are not its own */
    return DCG_OK;
}

dcg_status dcg_concede(dcg_ctx *ctx, dcg_state *st, int p)
{
    ctx->n_events = 0;
    if (p != 0 && p != 1) return dcg_err(ctx, DCG_EINVAL, "player %d cannot concede: players are 0 and 1", p);
    if (st->winner != 0xFF) return dcg_err(ctx, DCG_EOVER, "the game is over: no one can concede");
    dcg_win(ctx, st, opponent(p), DCG_WIN_CONCEDE); /* 1-2-5: no effect has a say */
    dcg_listed_stamp(ctx, st);
    return DCG_OK;
}

int dcg_turn_player(const dcg_state *st) { return st->turn_player; }
int dcg_turn_number(const dcg_state *st) { return st->turn; }
int dcg_phase_of(const dcg_state *st) { return st->phase; }
int dcg_memory(const dcg_state *st, int p) { return dcg_mem(st, p); }
int dcg_winner(const dcg_state *st) { return st->winner == 0xFF ? -1 : st->winner; }
int dcg_win_reason_of(const dcg_state *st) { return st->winner == 0xFF ? -1 : st->win_reason; }
int dcg_card_of(const dcg_state *st, int card) { return (card >= 0 && card < DCG_MAX_CARDS) ? st->def[card] : -1; }
int dcg_owner_of(const dcg_state *st, int card) { (void)st; return card_owner(card); }
int dcg_card_face_up(const dcg_state *st, int card) { return card >= 0 && card < DCG_MAX_CARDS && dcg_face_up(st, card); }

int dcg_zone_cards(const dcg_state *st, int p, int zone, uint8_t *out, int max)
{
    if (zone == DCG_ZONE_PROCESSING || zone == DCG_ZONE_LINK) {
        int n = 0;
        for (int c = p * DCG_PLAYER_CARDS; c < (p + 1) * DCG_PLAYER_CARDS; c++)
            if (st->zone[c] == zone && n++ < max) out[n - 1] = (uint8_t)c;
        return n;
    }
    const pile *pl = dcg_pile((dcg_state *)st, p, zone);
    if (!pl) return 0;
    bool top_first = zone == DCG_ZONE_DECK || zone == DCG_ZONE_EGGS || zone == DCG_ZONE_SECURITY;
    for (int i = 0; i < pl->n && i < max; i++) out[i] = top_first ? pl->cards[pl->n - 1 - i] : pl->cards[i];
    return pl->n;
}

static void perm_info(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int p, bool breeding, dcg_perm_info *o)
{
    o->id = pm->id;
    o->owner = (uint8_t)p;
    o->in_breeding = breeding;
    o->suspended = pm->suspended;
    o->n = pm->n;
    memcpy(o->cards, pm->cards, pm->n);
    o->n_links = pm->links;
    for (int k = 0; k < pm->links; k++) o->links[k] = (uint8_t)perm_link(pm, k);
    o->entered_turn = pm->entered_turn;
    if (!ctx) { /* dcg_stacks: no effect consulted */
        o->digimon = 0;
        o->dp = -1;
        o->keywords = 0;
        o->security_attack = 0;
        o->can_attack = 0;
        return;
    }
    o->digimon = dcg_perm_is_digimon(ctx, st, pm);
    o->dp = dcg_perm_dp(ctx, st, pm);
    o->keywords = dcg_perm_keywords(ctx, st, pm);
    o->security_attack = (int8_t)dcg_perm_security_attack(ctx, st, pm);
    o->can_attack = dcg_perm_can_attack(ctx, st, pm);
}

int dcg_perms(dcg_ctx *ctx, const dcg_state *st, int p, dcg_perm_info *out, int max)
{
    const side *pl = &st->pl[p];
    int n = 0;
    for (int i = 0; i < pl->n_battle; i++, n++)
        if (n < max) perm_info(ctx, st, &pl->battle[i], p, false, &out[n]);
    if (pl->breeding.id) {
        if (n < max) perm_info(ctx, st, &pl->breeding, p, true, &out[n]);
        n++;
    }
    return n;
}

int dcg_stacks(const dcg_state *st, int p, dcg_perm_info *out, int max) { return dcg_perms(NULL, st, p, out, max); }

dcg_status dcg_perm_get(dcg_ctx *ctx, const dcg_state *st, uint16_t id, dcg_perm_info *out)
{
    int p = dcg_perm_owner(st, id);
    if (p < 0) return dcg_err(ctx, DCG_EINVAL, "no permanent %d on the field", id);
    const perm *pm = dcg_perm((dcg_state *)st, id);
    perm_info(ctx, st, pm, p, pm == &st->pl[p].breeding, out);
    return DCG_OK;
}

int dcg_zone_of(const dcg_state *st, int card) { return card >= 0 && card < DCG_MAX_CARDS ? st->zone[card] : DCG_ZONE_NONE; }

int dcg_pending_effects(const dcg_state *st, dcg_pending_info *out, int max)
{
    for (int i = 0; i < st->n_pending && i < max; i++)
        out[i] = (dcg_pending_info){.card = st->pend[i].card, .owner = st->pend[i].owner, .perm = st->pend[i].perm};
    return st->n_pending;
}

int dcg_perm_effects(const dcg_state *st, int perm_id, dcg_effect_info *out, int max)
{
    const perm *pm = dcg_perm((dcg_state *)st, (uint16_t)perm_id);
    if (!pm) return 0;
    int n = 0, p = card_owner(pm->cards[0]);
    for (int i = 0; i < st->mods_n; i++) {
        const mod *m = &st->mods[i];
        bool all = m->cls == MOD_ALL_DIGIMON && m->side == p;
        if (!(m->cls == MOD_PERM && m->perm == pm->id) && !all) continue;
        if (n < max)
            out[n] = (dcg_effect_info){.until = m->until == UNTIL_END_OF_TURN          ? DCG_UNTIL_END_OF_TURN
                                                : m->until == UNTIL_END_OF_PLAYER_TURN ? DCG_UNTIL_END_OF_PLAYER_TURN
                                                                                       : DCG_UNTIL_LEAVES,
                                       .player = m->player,
                                       .next = (m->next & MOD_NEXT) && m->turn == st->turn,
                                       .all = all,
                                       .dp = m->how & MOD_SETS_COLORS ? 0 : m->dp,
                                       .security_attack = m->security_attack,
                                       .keywords = m->keyword ? DCG_KW(m->keyword - 1) : 0,
                                       .keywords_lost = m->keyword_lost ? DCG_KW(m->keyword_lost - 1) : 0,
                                       .no_attack = (m->forbid & FORBID_ATTACK) != 0,
                                       .no_block = (m->forbid & FORBID_BLOCK) != 0,
                                       .no_suspend = (mod_forbid(m) & FORBID_SUSPEND) != 0,
                                       .dp_is_set = (m->how & MOD_SETS_DP) != 0,
                                       .loses_all = (m->how & MOD_LOSES_ALL) != 0,
                                       .colors_set = m->how & MOD_SETS_COLORS ? (uint8_t)m->dp : 0,
                                       .as_digimon = (m->how & MOD_ADDS_DIGIMON) != 0};
        n++;
    }
    return n;
}

/* ---- invariants ------------------------------------------------------------- */
#define CHECK(cond, ...) do { if (!(cond)) return dcg_err(ctx, DCG_EINVAL, __VA_ARGS__); } while (0)

static dcg_status count_pile(dcg_ctx *ctx, const dcg_state *st, int p, int zone, uint8_t *seen)
{
    const pile *pl = dcg_pile((dcg_state *)st, p, zone);
    for (int i = 0; i < pl->n; i++) {
        int c = pl->cards[i];
        CHECK(card_owner(c) == p, "card %d of player %d is in player %d's %s", c, card_owner(c), p, dcg_zone_name(zone));
        CHECK(st->zone[c] == zone, "card %d is in the %s but marked %s", c, dcg_zone_name(zone), dcg_zone_name(st->zone[c]));
        CHECK(!seen[c]++, "card %d is in two places", c);
    }
    return DCG_OK;
}

static dcg_status count_perm(dcg_ctx *ctx, const dcg_state *st, const perm *pm, int zone, uint8_t *seen)
{
    CHECK(pm->n > 0 && pm->n + pm->links <= DCG_MAX_STACK, "permanent %d has %d cards and %d link cards", pm->id, pm->n, pm->links);
    for (int k = 0; k < pm->n; k++) {
        int c = pm->cards[k];
        CHECK(st->zone[c] == zone, "card %d is in a stack in the %s but marked %s", c, dcg_zone_name(zone), dcg_zone_name(st->zone[c]));
        CHECK(!seen[c]++, "card %d is in two places", c);
    }
    CHECK(pm->n == 1 || !card_def(ctx, st, perm_top(pm))->token, "token permanent %d has cards under it (4-21-3)", pm->id);
    for (int k = 0; k < pm->links; k++) {
        int c = perm_link(pm, k);
        CHECK(st->zone[c] == DCG_ZONE_LINK, "card %d is a link card of permanent %d but marked %s", c, pm->id, dcg_zone_name(st->zone[c]));
        CHECK(card_owner(c) == card_owner(pm->cards[0]), "link card %d of permanent %d is its opponent's", c, pm->id);
        CHECK(!card_def(ctx, st, perm_top(pm))->token, "token permanent %d has a link card (4-21-4)", pm->id);
        CHECK(!seen[c]++, "card %d is in two places", c);
    }
    return DCG_OK;
}

dcg_status dcg_state_check(dcg_ctx *ctx, const dcg_state *st)
{
    uint8_t seen[DCG_MAX_CARDS] = {0};
    dcg_status s;
    CHECK(st->memory >= -dcg_mem_cap(st) && st->memory <= dcg_mem_cap(st), "memory %d is off the gauge", st->memory);
    for (int p = 0; p < 2; p++) {
        const side *pl = &st->pl[p];
        static const int zones[] = {DCG_ZONE_DECK, DCG_ZONE_EGGS, DCG_ZONE_HAND, DCG_ZONE_SECURITY, DCG_ZONE_TRASH};
        for (size_t z = 0; z < sizeof zones / sizeof *zones; z++)
            if ((s = count_pile(ctx, st, p, zones[z], seen))) return s;
        CHECK(pl->n_battle <= DCG_MAX_PERMS, "player %d has %d permanents", p, pl->n_battle);
        for (int i = 0; i < pl->n_battle; i++) {
            if ((s = count_perm(ctx, st, &pl->battle[i], DCG_ZONE_BATTLE, seen))) return s;
            CHECK(card_owner(pl->battle[i].cards[0]) == p, "player %d's battle area holds a stack of player %d", p, 1 - p);
            for (int k = 0; k < i; k++) CHECK(pl->battle[k].id != pl->battle[i].id, "permanent id %d twice", pl->battle[i].id);
        }
        if (pl->breeding.id) {
            if ((s = count_perm(ctx, st, &pl->breeding, DCG_ZONE_BREEDING, seen))) return s;
        } else {
            CHECK(pl->breeding.n == 0 && pl->breeding.links == 0, "empty breeding area of player %d holds cards", p);
        }
        for (int i = pl->n_battle; i < DCG_MAX_PERMS; i++) CHECK(pl->battle[i].id == 0, "stale battle slot %d of player %d", i, p);
    }
    int per_player[2] = {0, 0};
    for (int c = 0; c < DCG_MAX_CARDS; c++) {
        if (st->zone[c] == DCG_ZONE_PROCESSING) seen[c]++;
        bool token = c % DCG_PLAYER_CARDS >= st->pl[card_owner(c)].n_cards; /* ids above the cards: tokens (4-21) */
        if (seen[c] && !token) per_player[card_owner(c)]++;
        CHECK(!seen[c] || !token || (card_def(ctx, st, c)->token && (st->zone[c] == DCG_ZONE_BATTLE || st->zone[c] == DCG_ZONE_BREEDING)),
              "card %d past player %d's cards is not a token on the field", c, card_owner(c));
        CHECK(seen[c] <= 1, "card %d is in two places", c);
        CHECK(seen[c] || st->zone[c] == DCG_ZONE_NONE, "card %d is marked %s but is nowhere", c, dcg_zone_name(st->zone[c]));
    }
    for (int p = 0; p < 2; p++)
        CHECK(per_player[p] == st->pl[p].n_cards, "player %d has %d cards in play, expected %d", p, per_player[p], st->pl[p].n_cards);
    CHECK(st->n_frames <= DCG_MAX_FRAMES && st->n_pending <= DCG_MAX_PENDING && st->mods_n <= DCG_MAX_MODS, "work stack overflow");
    for (int i = 0; i < DCG_MAX_DELAYED; i++) {
        const delayed *d = &st->delayed[i];
        CHECK(d->when <= DELAY_AWAIT_DISCOUNT, "delayed effect %d: unknown timing %d", i, d->when);
        CHECK(d->when == DELAY_NONE || (d->card < DCG_MAX_CARDS && st->zone[d->card] != DCG_ZONE_NONE && d->owner < 2),
              "delayed effect %d names card %d, not in the game", i, d->card);
    }
    for (int i = 0; i < st->mods_n; i++)
        CHECK(!st->mods[i].grant_effect || (st->mods[i].grant_card < DCG_MAX_CARDS && st->zone[st->mods[i].grant_card] != DCG_ZONE_NONE),
              "change %d grants an effect of card %d, not in the game", i, st->mods[i].grant_card);
    for (int c = 0; c < DCG_MAX_CARDS; c++) /* the scripts' game budget is per card number (script/vm.c) */
        for (int k = 0; k < c; k++)
            if (st->def[k] == st->def[c]) {
                CHECK(st->script_spent[k] == st->script_spent[c], "cards %d and %d, both card index %d, hold different "
                      "script budgets spent (%d, %d): it is per card number", k, c, st->def[c], st->script_spent[k], st->script_spent[c]);
                break;
            }
    return DCG_OK;
}
