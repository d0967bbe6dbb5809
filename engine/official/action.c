/* action.c: the options of every decision, in a fixed order, and applying
** the chosen one. Clients never compute legality: they pick from this list. */
#include "internal.h"
#include "script/script.h"
#include <stdio.h>
#include <stdlib.h>

static dcg_option *add(dcg_decision *d, int kind)
{
    if (d->n >= DCG_MAX_OPTIONS) return NULL;
    dcg_option *o = &d->options[d->n++];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->card = DCG_NO_CARD;
    return o;
}

/* 1-3-11-1, rule manual "paying costs": a cost can be paid only if the
** marker can move that many spaces, i.e. it ends at most at 10 on the
** opponent's side. */
static int pay_room(const dcg_state *st, int p) { return dcg_mem(st, p) + dcg_mem_cap(st); }
static bool can_pay(const dcg_state *st, int p, int cost) { return cost <= pay_room(st, p); }
bool dcg_can_pay(const dcg_state *st, int p, int cost) { return can_pay(st, p, cost); }

bool dcg_declarable(const dcg_ctx *ctx, const dcg_state *st, int what, int card, uint16_t digimon, uint16_t partner, int cost)
{
    int p = card_owner(card);
    if (can_pay(st, p, cost)) return true;
    /* the listing reads the effects' conditions: their marks in the context are its own */
    return dcg_game_can(ctx, st, GAME_WOULD) &&
           can_pay(st, p, dcg_procedure_lowest((dcg_ctx *)ctx, st, what, card, digimon, partner, cost));
}
dcg_option *dcg_option_add(dcg_decision *d, int kind) { return add(d, kind); }

/* True when an earlier card of the hand has the same card: identical cards
** give identical options, listed once. */
static bool seen_before(const dcg_state *st, const pile *hand, int i)
{
    for (int k = 0; k < i; k++)
        if (st->def[hand->cards[k]] == st->def[hand->cards[i]]) return true;
    return false;
}

/* seen_before for each card of the hand in turn, i = 0, 1, ...: *looked
** holds a bit per card met so far (its card index mod 64), so that a card
** whose bit is clear is new without a look at the cards before it. */
static bool seen_before_in_turn(const dcg_state *st, const pile *hand, int i, uint64_t *looked)
{
    uint64_t bit = 1ull << (st->def[hand->cards[i]] & 63);
    bool maybe = *looked & bit;
    *looked |= bit;
    return maybe && seen_before(st, hand, i);
}

/* The index of the lowest bit set in bits (not 0). */
static int lowest_bit(uint32_t bits)
{
#if defined(__GNUC__)
    return __builtin_ctz(bits);
#else
    int i = 0;
    while (!(bits >> i & 1)) i++;
    return i;
#endif
}

/* The colours the battle area's permanent pm, topped by top, gives the
** field (4-22): an Option gives none. */
static uint8_t colors_given(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, const dcg_card *top)
{
    return top->kind == DCG_KIND_OPTION ? 0 : dcg_perm_colors(ctx, st, pm);
}

/* ... the breeding area's: its top card's. */
static uint8_t breeding_colors(const dcg_ctx *ctx, const dcg_state *st, const side *pl)
{
    return pl->breeding.id ? card_def(ctx, st, perm_top(&pl->breeding))->colors : 0;
}

/* The colors of player p's Digimon and Tamers on the field (4-22). */
static uint8_t field_colors(const dcg_ctx *ctx, const dcg_state *st, int p)
{
    const side *pl = &st->pl[p];
    uint8_t have = 0;
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        have |= colors_given(ctx, st, pm, card_def(ctx, st, perm_top(pm)));
    }
    return have | breeding_colors(ctx, st, pl);
}

/* 4-22: every color of the Option must be on one of the player's Digimon
** or Tamers on the field. */
static bool colors_met(uint8_t colors, uint8_t field) { return (colors & field) == colors; }

/* <Use Req.> (16-42): card's colour requirements are ignored while one of
** the player's Digimon or Tamers in the battle area is one its text names
** (its script's use_requirement check, 16-42-3). Not the breeding area's:
** its information can't be referenced by an effect that does not name it
** (3-4-7-8, whose example is such a text; "in play" is the battle area,
** Q1481, Q1489, Q1493). The colour requirement itself counts the whole
** field (4-22-2, field_colors). */
static bool use_req_met(dcg_ctx *ctx, const dcg_state *st, int p, int card)
{
    const card_effects *fx = card_fx_of(ctx, st, card);
    const side *pl = &st->pl[p];
    for (int j = 0; fx && j < fx->n; j++) {
        if (ctx->effects[fx->first + j].timing != TM_USE_REQ) continue;
        for (int i = 0; i < pl->n_battle; i++) {
            const perm *pm = &pl->battle[i];
            uint8_t kind = card_def(ctx, st, perm_top(pm))->kind;
            if ((kind == DCG_KIND_DIGIMON || kind == DCG_KIND_TAMER) && dcg_effect_usable(ctx, st, card, j, p, pm->id)) return true;
        }
    }
    return false;
}

bool dcg_use_colors_met(dcg_ctx *ctx, const dcg_state *st, int p, int card)
{
    const dcg_card *c = card_def(ctx, st, card);
    return colors_met(c->dual ? c->dual_colors : c->colors, field_colors(ctx, st, p)) || use_req_met(ctx, st, p, card);
}

/* The top card of pm when a card may go on top of it (8-1), else NULL. */
static const dcg_card *evo_base(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    return pm->id == DCG_NO_PERM || perm_room(pm) <= 0 ? NULL : card_def(ctx, st, perm_top(pm));
}

/* Does the Digimon pm meet requirement q, with the colours it has now? */
static bool perm_req_met(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, const dcg_evo_req *q)
{
    return dcg_req_met_colors(card_def(ctx, st, perm_top(pm)), dcg_perm_colors(ctx, st, pm), q);
}

/* 8-1: can a card digivolve by requirement r onto a stack topped by top,
** whose colours are colors now? Onto a Digimon (a Digi-Egg in the breeding
** area), or onto a Tamer a requirement names without a level ("[Takuya
** Kanbara]", 8-1-1), or, for a card revealed from the hand, onto a Tamer a
** requirement of kind Tamer treats as a Digimon of its level ("you may
** digivolve this card from your hand onto one of your red Tamers as if it
** is a level 3 Digimon": BT4-011, Q1157; dcg_req_tamer_as). */
static bool evo_fits(const dcg_card *top, uint8_t colors, const dcg_evo_req *r, bool hand)
{
    if (top->token) return false; /* 4-21-3: no card is stacked with a token */
    if (dcg_req_tamer_as(r))
        return hand && top->kind == DCG_KIND_TAMER && (!r->colors || (colors & r->colors)) &&
               ((!r->name[0] && !r->traits[0]) || dcg_req_text_met(top, r));
    bool onto_tamer = top->kind == DCG_KIND_TAMER && !r->level && (r->name[0] || r->traits[0]);
    if (top->kind != DCG_KIND_DIGIMON && top->kind != DCG_KIND_EGG && !onto_tamer) return false;
    return dcg_req_met_colors(top, colors, r);
}

/* 8-1: the cheapest requirement of c that a stack topped by top meets, or
** -1; hand: c is revealed from the hand; by: its by-cost is paid (the
** requirement it opens may be used, dcg_card by_req). */
static int evo_fit_top_by(const dcg_card *c, const dcg_card *top, uint8_t colors, bool hand, bool by)
{
    if (!top) return -1;
    int best = -1;
    for (int r = 0; r < c->n_evo; r++)
        if ((by || r + 1 != c->by_req) && evo_fits(top, colors, &c->evo[r], hand) &&
            (best < 0 || c->evo[r].cost < c->evo[best].cost))
            best = r;
    return best;
}

static int evo_fit_top(const dcg_card *c, const dcg_card *top, uint8_t colors, bool hand)
{
    return evo_fit_top_by(c, top, colors, hand, false);
}

/* An effect's digivolution ignoring (8-1-2-2) the requirements (whole) or
** only their level ("for its digivolution cost, ignoring its level",
** BT6-087, BT7-110): the requirement it uses (c->n_evo when ignoring them
** all), or -1. Still only onto a Digimon with room, not a token, and not
** when it "can't digivolve" (into it). */
int dcg_evo_fit_ignoring(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, bool whole)
{
    const dcg_card *base = evo_base(ctx, st, pm), *c = card_def(ctx, st, card);
    if (!base || base->token || !dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card)) return -1;
    if (whole) return base->kind == DCG_KIND_DIGIMON ? c->n_evo : -1;
    int best = -1;
    for (int r = 0; r < c->n_evo; r++) {
        dcg_evo_req q = c->evo[r];
        if (r + 1 == c->by_req) continue; /* an effect's digivolution does not pay its by-cost */
        if (!dcg_req_tamer_as(&q)) q.level = q.level_min = q.level_max = 0;
        if (evo_fits(base, dcg_perm_colors(ctx, st, pm), &q, st->zone[card] == DCG_ZONE_HAND) &&
            (best < 0 || c->evo[r].cost < c->evo[best].cost))
            best = r;
    }
    return best;
}

/* An effect's digivolution of Tamer pm "as if this Tamer is a level L
** (COLOR) Digimon" (BT7-085, BT7-087): the cheapest requirement of card that
** pm meets treated, for that digivolution, as a Digimon of level L and of
** colours colors (0: its own now), or -1 (8-1-3-1). Still only with room,
** not a token, and not when it can't digivolve (into it): the Tamer is then
** a Digimon that would digivolve (Q1690). */
int dcg_evo_fit_as(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm, int level, uint8_t colors)
{
    const dcg_card *base = evo_base(ctx, st, pm);
    if (!base || base->token || base->kind != DCG_KIND_TAMER || !dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card)) return -1;
    dcg_card as = *base;
    as.kind = DCG_KIND_DIGIMON;
    as.level = (int8_t)level;
    return evo_fit_top(card_def(ctx, st, card), &as, colors ? colors : dcg_perm_colors(ctx, st, pm), st->zone[card] == DCG_ZONE_HAND);
}

int dcg_evo_fit(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    const dcg_card *base = evo_base(ctx, st, pm);
    if (base && !dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card)) return -1; /* "can (only) ... digivolve" (BT4-115) */
    return evo_fit_top(card_def(ctx, st, card), base, base ? dcg_perm_colors(ctx, st, pm) : 0, st->zone[card] == DCG_ZONE_HAND);
}

/* Only a Digimon in the battle area: a text that does not name the breeding
** area does not reach it (Q979); by the rules or by an effect alike (Q980). */
int dcg_evo_discount(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *pm)
{
    const evo_discount *x = &st->pl[card_owner(card)].evo_discount;
    if (!x->amount || !dcg_perm_in_battle(st, pm->id)) return 0;
    if (dcg_evo_reduction_locked(ctx, st, card_owner(card))) return 0; /* Q1285: it waits, unused */
    const dcg_card *top = card_def(ctx, st, perm_top(pm)), *c = card_def(ctx, st, card);
    if (top->kind != DCG_KIND_DIGIMON || (x->colors && !(dcg_perm_colors(ctx, st, pm) & x->colors))) return 0;
    if ((x->from_level && top->level != x->from_level) || (x->to_level && c->level != x->to_level)) return 0;
    return x->amount;
}

int dcg_evo_cost_less(int cost, int less) { return cost > less ? cost - less : 0; }

void dcg_evo_discount_used(dcg_state *st, int p, uint16_t perm_id)
{
    memset(&st->pl[p].evo_discount, 0, sizeof st->pl[p].evo_discount);
    st->pl[p].flags &= (uint8_t)~SIDE_DISCOUNT_SUSPENDING;
    for (int i = 0; i < DCG_MAX_DELAYED; i++) {
        delayed *d = &st->delayed[i];
        if (d->when != DELAY_AWAIT_DISCOUNT || d->owner != p) continue;
        d->when = DELAY_END_OF_TURN; /* "at the end of the turn, ... the Digimon that digivolved with this effect" */
        d->turn = st->turn;
        d->subject = perm_id;
    }
}

/* Levels of which main_facts keeps the stacks a requirement of that exact
** level may fit (others: any stack may). */
#define EVO_LEVELS 16

/* What the main phase's options read for every card of the hand, read once:
** the memory the player can pay, the colors on the field, and the stacks a
** Digimon may digivolve onto (breeding area first, then the battle area). */
typedef struct main_facts {
    int room;                              /* highest cost payable */
    uint8_t colors;                        /* field_colors */
    bool evo_effects;                      /* GAME_EVO_COST: else dcg_evo_from and dcg_evo_cost_effects find none */
    uint32_t evo_into;                     /* ... and the stacks of the battle area with a card:digivolve_into */
    bool evo_discount;                     /* a discount pending (evo_discount, MOD_DISCOUNT): else dcg_evo_discount and
                                              dcg_evo_discount_into give none */
    int n_onto;
    const perm *onto[DCG_MAX_PERMS + 1];
    const dcg_card *base[DCG_MAX_PERMS + 1]; /* evo_base of each */
    uint8_t base_colors[DCG_MAX_PERMS + 1];  /* its colours now (dcg_perm_colors) */
    uint32_t all, bases;                     /* a bit i for each onto[i]; for each with a base */
    uint32_t at_level[EVO_LEVELS];           /* ... whose base is a Digimon or Digi-Egg of that level, no token */
    bool digisorption_asked, digisorption_opponents; /* <Digisorption> may suspend the opponent's Digimon instead */
    bool no_options;                         /* the player can't use Option cards (CANNOT_USE_OPTIONS, EX1-072) */
    int32_t play_ban;                        /* they play no Digimon card of this DP or less (dcg_play_ban_dp, EX3-012) */
} main_facts;

#ifdef DCG_INVARIANTS
/* Test builds: what the listing's fast path gives is what reading it in full gives. */
static void check_fast(const char *what, int fast, int full)
{
    if (fast == full) return;
    fprintf(stderr, "dcg: %s listed %d, read in full %d\n", what, fast, full);
    abort();
}
#endif

/* A bit TIMING(tm) for each timing tm of card's effects (card_fx_of): its
** functions need not be asked of a timing it lacks. A card may lose its
** effects during a listing (its budget used up), never gain one. */
#define TIMING(tm) (1ull << (tm))
static uint64_t card_timings(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    _Static_assert(TM_COUNT <= 64, "a bit per timing");
    const card_effects *fx = card_fx_of(ctx, st, card);
#ifdef DCG_INVARIANTS
    uint64_t full = 0;
    for (int j = 0; fx && j < fx->n; j++) full |= TIMING(ctx->effects[fx->first + j].timing);
    check_fast("a card's timings (as loaded)", 1, !fx || fx->timings == full);
#endif
    return fx ? fx->timings : 0;
}

/* Has a card of pm's stack an effect of timing tm as loaded (else
** perm_fx_next finds none: a disabled or face-down card has none at all)?
** None when no card of the game has one (dcg_game_timings). */
static bool stack_has_timing(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int tm)
{
    if (!(dcg_game_timings(ctx, st) & TIMING(tm))) return false;
    for (int k = 0; k < pm->n; k++) {
        const card_effects *fx = card_fx(ctx, st->def[pm->cards[k]]);
        if (fx && (fx->timings & TIMING(tm))) return true;
    }
    return false;
}

/* dcg_evo_card_less, none for a card without TM_EVO_COST effects. */
static int evo_card_less(const dcg_ctx *ctx, const dcg_state *st, int card, uint64_t timings, const perm *pm)
{
    if (timings & TIMING(TM_EVO_COST)) return dcg_evo_card_less(ctx, st, card, pm);
#ifdef DCG_INVARIANTS
    check_fast("a digivolution's reduction by its card", 0, dcg_evo_card_less(ctx, st, card, pm));
#endif
    return 0;
}

/* dcg_play_cost, the printed cost (>= 0) for a card without TM_PLAY_COST effects. */
static int play_cost(dcg_ctx *ctx, const dcg_state *st, int card, uint64_t timings, int p)
{
    int printed = card_def(ctx, st, card)->play_cost;
    if (timings & TIMING(TM_PLAY_COST)) return dcg_play_cost(ctx, st, card, p);
#ifdef DCG_INVARIANTS
    check_fast("a play cost", printed, dcg_play_cost(ctx, st, card, p));
#endif
    return printed;
}

/* onto[k] of m: the stack pm, topped by base (evo_base), of colours colors. */
static void set_onto(main_facts *m, int k, const perm *pm, const dcg_card *base, uint8_t colors)
{
    m->onto[k] = pm;
    m->base[k] = base;
    m->base_colors[k] = colors;
    if (!base) return;
    m->bases |= 1u << k;
    if (!base->token && (base->kind == DCG_KIND_DIGIMON || base->kind == DCG_KIND_EGG) && base->level > 0 &&
        base->level < EVO_LEVELS)
        m->at_level[base->level] |= 1u << k;
}

/* Read, in order, the colours of m's stacks of the battle area that the
** field's colours did not give: of those in unread (an Option's, passed
** over), and of all once a script call was made since calls (a call can
** change what a read gives: it is charged to its card's budget). */
static void reread_colors(const dcg_ctx *ctx, const dcg_state *st, main_facts *m, uint32_t unread, long calls)
{
#ifndef DCG_INVARIANTS /* test builds check the colours not read again */
    if (!unread && ctx->n_script_calls == calls) return;
#endif
    for (uint32_t left = m->bases & ~1u; left; left &= left - 1) {
        int k = lowest_bit(left);
        if ((unread >> k & 1) || ctx->n_script_calls != calls) m->base_colors[k] = dcg_perm_colors(ctx, st, m->onto[k]);
#ifdef DCG_INVARIANTS
        else check_fast("a Digimon's colours", m->base_colors[k], dcg_perm_colors(ctx, st, m->onto[k]));
#endif
    }
}

/* The main phase's facts of player p (main_facts), in one walk of the
** battle area: the colours of the field are read in field_colors' order,
** then the breeding area's stack's, then those reread_colors reads. */
static void read_main_facts(const dcg_ctx *ctx, const dcg_state *st, int p, main_facts *m)
{
    const side *pl = &st->pl[p];
    long calls = ctx->n_script_calls;
    uint32_t unread = 0;
    m->room = pay_room(st, p);
    m->colors = 0;
    m->evo_effects = dcg_game_can(ctx, st, GAME_EVO_COST);
    m->no_options = dcg_player_cannot(ctx, st, p, CANNOT_USE_OPTIONS);
    m->play_ban = dcg_play_ban_dp(st, p);
    m->evo_discount = pl->evo_discount.amount != 0 || dcg_evo_discount_into_pending(st, p);
    m->bases = 0;
    memset(m->at_level, 0, sizeof m->at_level);
    m->digisorption_asked = m->digisorption_opponents = false;
    m->evo_into = 0;
    for (int i = 0; i < pl->n_battle; i++) { /* onto[i + 1] */
        const perm *pm = &pl->battle[i];
        if (m->evo_effects && stack_has_timing(ctx, st, pm, TM_EVO_INTO)) m->evo_into |= 1u << (i + 1);
        const dcg_card *top = card_def(ctx, st, perm_top(pm));
        uint8_t colors = colors_given(ctx, st, pm, top);
        m->colors |= colors;
        if (top->kind == DCG_KIND_OPTION) unread |= 1u << (i + 1);
        set_onto(m, i + 1, pm, perm_room(pm) > 0 ? top : NULL, colors);
    }
    m->colors |= breeding_colors(ctx, st, pl);
    const dcg_card *egg = evo_base(ctx, st, &pl->breeding);
    set_onto(m, 0, &pl->breeding, egg, egg ? dcg_perm_colors(ctx, st, &pl->breeding) : 0);
    m->n_onto = pl->n_battle + 1;
    m->all = (1u << m->n_onto) - 1;
    reread_colors(ctx, st, m, unread, calls);
#ifdef DCG_INVARIANTS
    for (int k = 1; k < m->n_onto; k++) check_fast("a stack's top", m->base[k] == evo_base(ctx, st, m->onto[k]), 1);
#endif
}

/* The stacks of m (a bit i for onto[i]) that one of c's requirements may
** fit: one of an exact level fits only a Digimon or Digi-Egg of that level
** (not a Tamer: evo_fits), so most stacks need not be tried. The levels
** asked are read once, at load (dcg_card.evo_levels). */
static uint32_t evo_candidates(const dcg_card *c, const main_facts *m)
{
    _Static_assert(sizeof c->evo_levels * 8 == EVO_LEVELS, "a bit per level main_facts keeps");
#ifdef DCG_INVARIANTS
    check_fast("a card's digivolution levels (as loaded)", c->evo_levels, dcg_evo_levels(c));
#endif
    if (c->evo_levels & 1) return m->bases; /* a requirement of any level (or a range) */
    uint32_t may = 0;
    for (uint32_t levels = c->evo_levels; levels; levels &= levels - 1) may |= m->at_level[lowest_bit(levels)];
    return may;
}

/* May card:digivolve_from add a requirement to a card of these timings (card_timings)? */
static bool asks_evo_from(uint64_t timings, const main_facts *m) { return m->evo_effects && (timings & TIMING(TM_EVO_FROM)); }

/* The stacks of m card (c, of timings card_timings) may digivolve onto:
** any when it asks_evo_from, else evo_candidates and those with a
** card:digivolve_into. */
static uint32_t evo_stacks(const dcg_card *c, uint64_t timings, const main_facts *m)
{
    uint32_t may = asks_evo_from(timings, m) ? m->all : evo_candidates(c, m) | m->evo_into;
#ifdef DCG_INVARIANTS
    for (int i = 0; i < m->n_onto; i++) /* c fits none of the stacks passed over */
        if (!(may >> i & 1)) check_fast("a digivolution's requirement", -1, evo_fit_top(c, m->base[i], m->base_colors[i], true));
#endif
    return may;
}

/* 16-10: card has <Digisorption -N>? */
static bool digisorption(const dcg_card *c) { return c->keywords & DCG_KW_DIGISORPTION; }

/* One digivolution option; suspend: <Digisorption>'s Digimon (for its
** instance, DCG_EVO_DIGISORPTION), or 0. */
static bool add_digivolve(dcg_decision *d, int card, uint16_t perm_id, int cost, int req, const evo_offer *by, bool paid_by)
{
    dcg_option *o = add(d, DCG_OPT_DIGIVOLVE);
    if (!o) return false;
    o->card = (uint8_t)card;
    o->perm = perm_id;
    o->cost = (int8_t)cost;
    o->req = (uint8_t)(req | (by ? by->instance << DCG_EVO_REQ_BITS : 0) | (paid_by ? DCG_EVO_BY : 0));
    o->target = by ? by->suspend : 0;
    return true;
}

/* Offer suspending each unsuspended Digimon of pl for less (by[*n]), a
** digivolution's optional cost (16-10-5, Q1137: the one digivolving too). */
static void offer_each_digimon(const dcg_ctx *ctx, const dcg_state *st, const side *pl, int less, evo_offer *by, int *n)
{
    for (int s = 0; s < pl->n_battle; s++) {
        const perm *sp = &pl->battle[s];
        if (dcg_perm_can_suspend(ctx, st, sp) && dcg_perm_is_digimon(ctx, st, sp)) by[(*n)++] = (evo_offer){sp->id, less, 0, 0};
    }
}

/* <Digisorption> (16-10): suspending a Digimon for each instance of card's
** (the player's own, then the opponent's when an effect allows it), with
** the most its smaller instances may still take off (16-10-4: each
** suspends another Digimon, asked after the option, digisorption.c). */
static void offer_digisorption(dcg_ctx *ctx, const dcg_state *st, int card, const main_facts *m, evo_offer *by, int *n)
{
    int p = card_owner(card), less[3], k = dcg_digisorptions(card_def(ctx, st, card), less);
    for (int i = 0; i < k; i++) {
        int first = *n;
        offer_each_digimon(ctx, st, &st->pl[p], less[i], by, n);
        if (m->digisorption_opponents) offer_each_digimon(ctx, st, &st->pl[opponent(p)], less[i], by, n);
        for (int j = first; j < *n; j++) {
            by[j].instance = (uint8_t)i;
            int left = i + 1 < k ? dcg_digisorption_digimon(ctx, st, p, &by[j].suspend, 1) : 0;
            by[j].further = dcg_digisorption_further(less, k, i + 1, left);
        }
    }
}

/* dcg_declarable, its first test made with the room the main phase read once. */
static bool main_declarable(const dcg_ctx *ctx, const dcg_state *st, const main_facts *m, int what, int card,
                            uint16_t digimon, int cost)
{
    return cost <= m->room || dcg_declarable(ctx, st, what, card, digimon, 0, cost);
}

/* The cost of digivolving m->onto[i] into card (c, of timings card_timings)
** by requirement *req (best, or c->n_evo: the requirement card:digivolve_from
** or card:digivolve_into adds, its cost `from`, when it is the cheaper),
** less the reductions known at the declaration that are no optional cost,
** before the floor (1-3-8: below 0 when they take off more; 1-3-9 floors the
** final cost). The optional ones, each suspending a permanent, into by[*n_by]:
** a card:discount_digivolutions_from_hand with suspend (its permanent,
** 1-3-11-3), a discount had by suspending 1 of the player's Digimon (Q1140),
** <Digisorption -N> (16-10, any unsuspended Digimon); *disc: the pending
** discount, when it is one of them. */
static int evo_net(dcg_ctx *ctx, const dcg_state *st, const dcg_card *c, int card, uint64_t timings, const main_facts *m,
                   int i, int best, int from, evo_offer *by, int *n_by, int *disc, int *req)
{
    const side *pl = &st->pl[card_owner(card)];
    *n_by = 0;
    *disc = m->evo_discount ? dcg_evo_discount(ctx, st, card, m->onto[i]) : 0;
    int less = (m->evo_effects ? dcg_evo_cost_effects(ctx, st, card, m->onto[i], by, n_by) : 0) +
               evo_card_less(ctx, st, card, timings, m->onto[i]) +
               (m->evo_discount ? dcg_evo_discount_into(ctx, st, card, m->onto[i]) : 0);
    if (*disc && (pl->flags & SIDE_DISCOUNT_SUSPENDING)) offer_each_digimon(ctx, st, pl, *disc, by, n_by);
    else less += *disc, *disc = 0;
    if (digisorption(c) && !dcg_evo_reduction_locked(ctx, st, card_owner(card))) /* Q1286 */
        offer_digisorption(ctx, st, card, m, by, n_by);
    int printed = best < 0 ? 99 : c->evo[best].cost;
    if (best >= 0 && (timings & TIMING(TM_EVO_COST))) printed = dcg_evo_cost_set(ctx, st, card, m->onto[i], printed); /* BT7-040 */
    *req = best;
    if (from >= 0 && dcg_evo_cost_less(from, less) < dcg_evo_cost_less(printed, less)) { /* the effect's requirement, the cheaper */
        *req = c->n_evo;
        return from - less;
    }
    return printed - less;
}

/* Digivolutions of card (c) onto the stacks m names (evo_net), each
** optional cost its own option. timings: card_timings of card; may: its
** evo_stacks. */
static void digivolve_options(dcg_ctx *ctx, const dcg_state *st, const dcg_card *c, int card, uint64_t timings,
                              uint32_t may, const main_facts *m, dcg_decision *d)
{
    bool asks_from = asks_evo_from(timings, m);
    /* a by-cost payable: each digivolution again, that cost paid first (Q1680, Q1685) */
    uint32_t by_may = c->by_req && dcg_evo_by_payable(ctx, st, card) ? m->all : 0;
    for (int paying = 0; paying <= (by_may != 0); paying++)
    for (uint32_t left = paying ? by_may : may; left; left &= left - 1) {
        int i = lowest_bit(left);
        int best = evo_fit_top_by(c, m->base[i], m->base_colors[i], true, paying);
        int from = asks_from || (m->evo_into >> i & 1) ? dcg_evo_from(ctx, st, card, m->onto[i]) : -1;
        if ((best < 0 && from < 0) || !dcg_evo_allowed(ctx, st, m->onto[i], card)) continue; /* BT4-115 */
        evo_offer by[8 * DCG_EVO_OPTIONAL];
        int n_by, disc, req, cost = dcg_evo_cost_less(evo_net(ctx, st, c, card, timings, m, i, best, from, by, &n_by, &disc, &req), 0);
        uint16_t onto = m->onto[i]->id;
        if (main_declarable(ctx, st, m, WOULD_DIGIVOLVE, card, onto, cost) && !add_digivolve(d, card, onto, cost, req, NULL, paying)) return;
        for (int k = 0; k < n_by; k++) {
            int paid = dcg_evo_cost_less(cost, by[k].less);
            if (main_declarable(ctx, st, m, WOULD_DIGIVOLVE, card, onto, dcg_evo_cost_less(paid, by[k].further)) &&
                !add_digivolve(d, card, onto, paid, req, &by[k], paying))
                return;
        }
    }
}

static int net_or(int net, int listed) { return net <= 0 ? net : listed; } /* a net above 0 was not floored */

/* A main-phase digivolution option o as listed, its cost floored at 0
** (digivolve_options): its cost before the floor, read before anything is
** suspended for it, for its "would" effects' raise to net with (1-3-8:
** <Digisorption -3> on a cost of 2 raised by 1 pays 0, not 1). Read only
** for a cost of 0 in a game with "would" effects (else nothing can raise
** it, and no check runs for it), and, when nothing is suspended for it,
** one watching it now (a suspension may make one watch it: read then);
** o->cost otherwise. */
static int main_evo_net(dcg_ctx *ctx, const dcg_state *st, const dcg_option *o)
{
    if (o->cost != 0 || !dcg_game_can(ctx, st, GAME_WOULD) ||
        (!o->target && !dcg_procedure_watched(ctx, st, WOULD_DIGIVOLVE, o->card, o->perm, 0)))
        return o->cost;
    int card = o->card, p = card_owner(card), less[3];
    const dcg_card *c = card_def(ctx, st, card);
    main_facts m;
    read_main_facts(ctx, st, p, &m);
    for (int i = 0; i < m.n_onto; i++) {
        if (m.onto[i]->id != o->perm) continue;
        uint64_t timings = card_timings(ctx, st, card);
        int best = evo_fit_top(c, m.base[i], m.base_colors[i], true);
        int from = asks_evo_from(timings, &m) || (m.evo_into >> i & 1) ? dcg_evo_from(ctx, st, card, m.onto[i]) : -1;
        evo_offer by[8 * DCG_EVO_OPTIONAL];
        int n_by, disc, req, net = evo_net(ctx, st, c, card, timings, &m, i, best, from, by, &n_by, &disc, &req);
        if (req != DCG_EVO_REQ(o)) return o->cost;
        const perm *t = o->target ? dcg_perm((dcg_state *)st, o->target) : NULL;
        if (!t) return net_or(net, o->cost);
        /* the optional cost it names, as suspend_for_digivolution reads it */
        if (digisorption(c) && dcg_perm_is_digimon(ctx, st, t) && DCG_EVO_DIGISORPTION(o) < dcg_digisorptions(c, less))
            return net_or(net - less[DCG_EVO_DIGISORPTION(o)], o->cost);
        if (disc && dcg_perm_is_digimon(ctx, st, t)) return net_or(net - disc, o->cost);
        for (int k = 0; k < n_by; k++)
            if (by[k].suspend == o->target) return net_or(net - by[k].less, o->cost);
        return o->cost;
    }
    return o->cost;
}

/* 8-2: can card DNA digivolve top (meeting its first requirement: it goes
** on top, 8-2-2-2) and bottom (the second), two Digimon of its owner in the
** battle area, with room for the two stacks and an id for the new one? */
bool dcg_dna_fits(const dcg_ctx *ctx, const dcg_state *st, int card, const perm *top, const perm *bottom)
{
    const dcg_card *c = card_def(ctx, st, card);
    int p = card_owner(card);
    if (c->combine != DCG_COMBINE_DNA || c->n_parts != 2 || st->next_perm >= DCG_PERM_ID_LIMIT || top == bottom ||
        top->n + bottom->n >= DCG_MAX_STACK)
        return false;
    for (int k = 0; k < 2; k++) {
        const perm *pm = k ? bottom : top;
        if (dcg_perm_owner(st, pm->id) != p || !dcg_perm_in_battle(st, pm->id) || !dcg_perm_is_digimon(ctx, st, pm) ||
            card_def(ctx, st, perm_top(pm))->token ||
            !(perm_req_met(ctx, st, pm, &c->parts[k]) || dcg_dna_level_met((dcg_ctx *)ctx, st, pm, card, &c->parts[k])) ||
            !dcg_evo_allowed((dcg_ctx *)ctx, st, pm, card)) /* both would digivolve (8-2): BT4-115 */
            return false;
    }
    return true;
}

/* A DNA digivolution option of card, top i and bottom j of pl's battle
** area, for cost; s: 0, or 1 + the index of the Digimon it suspends for a
** pending discount (DCG_DNA_SUSPENDS). False when d is full. */
static bool add_dna(const dcg_ctx *ctx, const dcg_state *st, const side *pl, int card, int i, int j, int cost, int s,
                    dcg_decision *d)
{
    if (!dcg_declarable(ctx, st, WOULD_DIGIVOLVE, card, pl->battle[i].id, pl->battle[j].id, cost))
        return true; /* 1-3-11-2: payable after what its "would" effects declare */
    dcg_option *o = add(d, DCG_OPT_DNA);
    if (!o) return false;
    o->card = (uint8_t)card;
    o->perm = pl->battle[i].id;
    o->target = pl->battle[j].id;
    o->cost = (int8_t)cost;
    o->req = (uint8_t)s;
    return true;
}

/* The main phase's DNA digivolutions of card from the hand (8-2-3-1); with
** a pending discount had by suspending 1 of p's Digimon, also each way of
** taking it (8-2-2-5, Q1137: either of the two too). */
static void dna_options(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++)
        for (int j = 0; j < pl->n_battle; j++) {
            if (!dcg_dna_fits(ctx, st, card, &pl->battle[i], &pl->battle[j])) continue;
            int cost = dcg_evo_cost_less(c->combine_cost, dcg_dna_discount(ctx, st, card, &pl->battle[i], &pl->battle[j]));
            if (!add_dna(ctx, st, pl, card, i, j, cost, 0, d)) return;
            int held = dcg_dna_discount_suspending(ctx, st, card, &pl->battle[i], &pl->battle[j]);
            for (int s = 0; held && s < pl->n_battle; s++)
                if (dcg_perm_can_suspend(ctx, st, &pl->battle[s]) && dcg_perm_is_digimon(ctx, st, &pl->battle[s]) &&
                    !add_dna(ctx, st, pl, card, i, j, dcg_evo_cost_less(cost, held), s + 1, d))
                    return;
        }
}

uint16_t dcg_dna_suspends(const dcg_state *st, const dcg_option *o)
{
    const side *pl = o->card < DCG_MAX_CARDS ? &st->pl[card_owner(o->card)] : NULL;
    return o->kind == DCG_OPT_DNA && pl && o->req && o->req <= pl->n_battle ? pl->battle[o->req - 1].id : 0;
}

/* A main-phase DNA option o as listed, its cost floored at 0 (dna_options):
** its cost before the floor, read before anything is suspended for it, as
** main_evo_net reads a digivolution's (1-3-8). */
static int main_dna_net(dcg_ctx *ctx, const dcg_state *st, const dcg_option *o)
{
    const perm *top = dcg_perm((dcg_state *)st, o->perm), *bottom = dcg_perm((dcg_state *)st, o->target);
    if (o->cost != 0 || !top || !bottom || !dcg_game_can(ctx, st, GAME_WOULD) ||
        (!dcg_dna_suspends(st, o) && !dcg_procedure_watched(ctx, st, WOULD_DIGIVOLVE, o->card, o->perm, o->target)))
        return o->cost;
    int net = card_def(ctx, st, o->card)->combine_cost - dcg_dna_discount(ctx, st, o->card, top, bottom) -
              (dcg_dna_suspends(st, o) ? dcg_dna_discount_suspending(ctx, st, o->card, top, bottom) : 0);
    return net <= 0 ? net : o->cost;
}

/* 4-6-2: a DUAL card is digivolved into by its Digimon information
** (digivolve_options) or used by its Option information: its use cost is
** the card's cost, its colour requirement the Option side's (4-22; or its
** <Use Req.>). It is never played. False when d is full. */
static bool dual_use_option(dcg_ctx *ctx, const dcg_state *st, int p, int card, const main_facts *m, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (m->no_options || c->play_cost < 0 || c->play_cost > m->room ||
        !(colors_met(c->dual_colors, m->colors) || use_req_met(ctx, st, p, card)))
        return true;
    dcg_option *o = add(d, DCG_OPT_USE);
    if (!o) return false;
    o->card = (uint8_t)card;
    o->cost = c->play_cost;
    return true;
}

/* ---- DigiXros (7-2) ---- */

static game_event play_record(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, unsigned how, int from);
static void played(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, unsigned how, int from);

int dcg_xros_material(const dcg_option *o, int k)
{
    if (o->kind != DCG_OPT_DIGIXROS || k < 0 || k >= DCG_MAX_PARTS) return DCG_XROS_NONE;
    return ((k < 3 ? o->perm : o->target) >> (5 * (k % 3))) & 31;
}

static void xros_set(dcg_option *o, int k, int code)
{
    uint16_t *w = k < 3 ? &o->perm : &o->target;
    *w = (uint16_t)((*w & ~(31u << (5 * (k % 3)))) | ((unsigned)code << (5 * (k % 3))));
}

/* Cards of the hand (not the played card) for the slots that take one
** from the hand (code[k] == DCG_XROS_HAND), one card each: out[k], the
** first fitting in hand order (backtracking). False when none fits. */
static bool xros_hand(const dcg_ctx *ctx, const dcg_state *st, int card, const uint8_t *code, int k, int *out, uint64_t used)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (k == c->n_parts) return true;
    if (code[k] != DCG_XROS_HAND) return xros_hand(ctx, st, card, code, k + 1, out, used);
    const pile *hand = &st->pl[card_owner(card)].hand;
    for (int i = 0; i < hand->n; i++) {
        int h = hand->cards[i];
        if (h == card || (used >> i & 1) || card_def(ctx, st, h)->kind != DCG_KIND_DIGIMON ||
            !dcg_req_met(card_def(ctx, st, h), &c->parts[k]))
            continue;
        out[k] = h;
        if (xros_hand(ctx, st, card, code, k + 1, out, used | (uint64_t)1 << i)) return true;
    }
    return false;
}

/* The cards of each slot (DCG_NO_CARD: none) from the codes; false when
** the hand cannot give them. */
static bool xros_cards(const dcg_ctx *ctx, const dcg_state *st, int card, const uint8_t *code, int *out)
{
    const side *pl = &st->pl[card_owner(card)];
    for (int k = 0; k < card_def(ctx, st, card)->n_parts; k++)
        out[k] = code[k] >= DCG_XROS_BATTLE ? perm_top(&pl->battle[code[k] - DCG_XROS_BATTLE]) : DCG_NO_CARD;
    return xros_hand(ctx, st, card, code, 0, out, 0);
}

bool dcg_xros_substitute(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, int card)
{
    return ctx->fx && dcg_attack_rule(ctx, st, pm, TM_XROS_SUBSTITUTE, card);
}

/* Each choice for slot k on: none, a hand card, or an unused Digimon of
** the battle area meeting the slot's requirement; an option for every
** choice with at least one card (7-2-2-4) that fits and can be paid. */
static void xros_slots(const dcg_ctx *ctx, const dcg_state *st, int card, uint8_t *code, int k, uint32_t used_perms,
                       dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    int p = card_owner(card);
    const side *pl = &st->pl[p];
    if (k == c->n_parts) {
        int n = 0, from_battle = 0, cards[DCG_MAX_PARTS];
        for (int i = 0; i < c->n_parts; i++) n += code[i] != DCG_XROS_NONE, from_battle += code[i] >= DCG_XROS_BATTLE;
        int cost = dcg_xros_cost(ctx, st, card, n);
        if (!n || pl->n_battle - from_battle >= DCG_MAX_PERMS || !dcg_declarable(ctx, st, WOULD_BE_PLAYED, card, 0, 0, cost) ||
            !xros_cards(ctx, st, card, code, cards))
            return;
        dcg_option *o = add(d, DCG_OPT_DIGIXROS);
        if (!o) return;
        o->card = (uint8_t)card;
        o->cost = (int8_t)cost;
        for (int i = 0; i < c->n_parts; i++) xros_set(o, i, code[i]);
        return;
    }
    code[k] = DCG_XROS_NONE;
    xros_slots(ctx, st, card, code, k + 1, used_perms, d);
    code[k] = DCG_XROS_HAND;
    xros_slots(ctx, st, card, code, k + 1, used_perms, d);
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        const dcg_card *top = card_def(ctx, st, perm_top(pm));
        if ((used_perms >> i & 1) || top->kind != DCG_KIND_DIGIMON || top->token ||
            !(perm_req_met(ctx, st, pm, &c->parts[k]) || dcg_xros_substitute(ctx, st, pm, card)))
            continue;
        code[k] = (uint8_t)(DCG_XROS_BATTLE + i);
        xros_slots(ctx, st, card, code, k + 1, used_perms | 1u << i, d);
    }
    code[k] = DCG_XROS_NONE;
}

static void xros_options(const dcg_ctx *ctx, const dcg_state *st, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    uint8_t code[DCG_MAX_PARTS] = {0};
    if (c->combine != DCG_COMBINE_DIGIXROS || c->play_cost < 0 || st->next_perm >= DCG_PERM_ID_LIMIT) return;
    if (!c->xros_count) {
        xros_slots(ctx, st, card, code, 0, 0, d);
        return;
    }
    int most = dcg_xros_most(ctx, st, card, NULL, 0); /* by count (xros.c): declared, its cards asked next */
    dcg_option *o;
    if (st->pl[card_owner(card)].n_battle < DCG_MAX_PERMS && most > 0 &&
        dcg_declarable(ctx, st, WOULD_BE_PLAYED, card, 0, 0, dcg_xros_cost(ctx, st, card, most)) && (o = add(d, DCG_OPT_DIGIXROS))) {
        o->card = (uint8_t)card;
        o->cost = (int8_t)dcg_xros_cost(ctx, st, card, most);
        o->req = (uint8_t)most;
    }
}

/* The play cost a DigiXros with n cards (7-2-2-5) or an Assembly (7-3-3-3) pays: its reduction is a
** play cost reduction, none while card's player can't reduce play costs (Q1757: the play is still
** possible, for the full cost). */
static int combined_cost(const dcg_ctx *ctx, const dcg_state *st, int card, int less)
{
    const dcg_card *c = card_def(ctx, st, card);
    if (less > 0 && ctx->fx && dcg_player_cannot(ctx, st, card_owner(card), CANNOT_REDUCE_PLAY_COSTS)) less = 0;
    int cost = c->play_cost - less;
    return cost > 0 ? cost : 0;
}

int dcg_xros_cost(const dcg_ctx *ctx, const dcg_state *st, int card, int n)
{
    return combined_cost(ctx, st, card, card_def(ctx, st, card)->combine_cost * n);
}

int dcg_assembly_cost(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    return combined_cost(ctx, st, card, card_def(ctx, st, card)->asm_reduce);
}

int dcg_xros_under(const dcg_ctx *ctx, const dcg_state *st, const dcg_option *o, int *under)
{
    const dcg_card *c = card_def(ctx, st, o->card);
    uint8_t code[DCG_MAX_PARTS] = {0};
    int cards[DCG_MAX_PARTS], n = 0, parts = c->n_parts < DCG_MAX_PARTS ? c->n_parts : DCG_MAX_PARTS;
    for (int k = 0; k < parts; k++) code[k] = (uint8_t)dcg_xros_material(o, k);
    if (!xros_cards(ctx, st, o->card, code, cards)) return -1;
    for (int k = 0; k < parts; k++)
        if (code[k] != DCG_XROS_NONE) under[n++] = cards[k];
    return n;
}

void dcg_play_xros(dcg_ctx *ctx, dcg_state *st, int card, int cost, const int *under, int n)
{
    dcg_mem_pay(ctx, st, card_owner(card), cost);
    int from = st->zone[card];
    uint16_t id = dcg_place_xros(ctx, st, card, under, n);
    int counted = n < PERM_XROS_MAX ? n : PERM_XROS_MAX; /* 7-2-2-10: a count of 7 reads "7 or more" */
    dcg_perm(st, id)->this_turn |= (uint8_t)(counted << PERM_XROS_SHIFT); /* before its [On Play] effects ask */
    played(ctx, st, card, id, cost, 0, from);
}

/* A DigiXros by count declared (7-2-2-3), its "would" effects done: its
** cards are chosen in a rules step next (xros.c); less: what those effects
** took off the cost (o's, with o->req cards). */
static void declare_xros(const dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    int less = dcg_xros_cost(ctx, st, o->card, o->req) - o->cost;
    frame *f = dcg_push(st, F_DIGIXROS);
    f->player = (uint8_t)card_owner(o->card);
    f->card = o->card;
    f->n = (int16_t)(less > 0 ? less : 0);
}

/* ---- Assembly (7-3; the choice of cards: assembly.c) ---- */

/* 6-5-1-1-3: one option per card number, for the reduced cost (7-3-3-3),
** when a full set of its requirements is in the trash (7-3-2-4). */
static void assembly_options(const dcg_ctx *ctx, const dcg_state *st, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    int cost = dcg_assembly_cost(ctx, st, card);
    if (c->play_cost < 0 || !dcg_declarable(ctx, st, WOULD_BE_PLAYED, card, 0, 0, cost) || !dcg_assembly_possible(ctx, st, card)) return;
    dcg_option *o = add(d, DCG_OPT_ASSEMBLY);
    if (!o) return;
    o->card = (uint8_t)card;
    o->cost = (int8_t)cost;
}

/* The declaration (7-3-2-3): the cards are chosen in a rules step next. */
static void declare_assembly(dcg_state *st, const dcg_option *o)
{
    frame *f = dcg_push(st, F_ASSEMBLY);
    f->player = (uint8_t)card_owner(o->card);
    f->card = o->card;
    f->n = o->cost;
}

uint16_t dcg_play_assembled(dcg_ctx *ctx, dcg_state *st, int card, int cost, const int *under, int n, unsigned how)
{
    if (cost > 0) dcg_mem_pay(ctx, st, card_owner(card), cost);
    int from = st->zone[card];
    uint16_t id = dcg_place_xros(ctx, st, card, under, n); /* from the trash: nothing leaves the field */
    if (how & PLAY_SUSPENDED) dcg_perm(st, id)->suspended = 1; /* it enters so: no suspending, no event */
    played(ctx, st, card, id, cost, how, from);
    return id;
}

/* 8-2-3: pay, stack the two with their digivolution cards under the card,
** draw 1, [When Digivolving]. */
static uint16_t dna_digivolved(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, bool discounted);

uint16_t dcg_dna_digivolve(dcg_ctx *ctx, dcg_state *st, int card, uint16_t top, uint16_t bottom, int cost)
{
    bool discounted = dcg_dna_discount_use(ctx, st, card, dcg_perm(st, top), dcg_perm(st, bottom)); /* 8-2-2-5: the caller took it off */
    if (cost > 0) dcg_mem_pay(ctx, st, card_owner(card), cost);
    return dna_digivolved(ctx, st, card, dcg_perm_merge(ctx, st, top, bottom, card), cost, discounted);
}

/* 16-31: <Blast DNA Digivolve>, the option o of the counter timing: the
** hand card is revealed as the Digimon is chosen (16-31-6), no cost. */
static void blast_dna_digivolve(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    dcg_emit(ctx, DCG_EV_EFFECT, p, o->card, o->perm, EFF_KEYWORD, 1);
    dcg_emit(ctx, DCG_EV_REVEAL, p, o->target, 0, 0, 0);
    bool discounted = dcg_dna_discount_use(ctx, st, o->card, dcg_perm(st, o->perm), NULL); /* free, still "the next time" */
    dna_digivolved(ctx, st, o->card, dcg_perm_merge_hand(ctx, st, o->perm, o->target, o->req == 1, o->card), 0, discounted);
}

/* 8-2-3-3: the DNA digivolved Digimon id draws 1; [When Digivolving]. discounted: it used the player's
** plain pending change (its delayed effects are about this Digimon). */
static uint16_t dna_digivolved(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, bool discounted)
{
    int p = card_owner(card);
    if (discounted) dcg_evo_discount_used(st, p, id);
    dcg_perm(st, id)->this_turn |= PERM_DIGIVOLVED | PERM_DNA;
    st->pl[p].flags |= SIDE_DIGIVOLVED; /* DNA digivolves in the battle area only (8-2) */
    dcg_emit(ctx, DCG_EV_DIGIVOLVE, p, card, id, cost, -1);
    dcg_draw(ctx, st, p);
    game_event ev = {.kind = GE_DIGIVOLVED, .player = (uint8_t)p, .card = (uint8_t)card, .perm = id};
    dcg_happened(ctx, st, &ev); /* 15-16-3 */
    return id;
}

/* [Hand] [Main] / [Trash] [Main] effects (15-14-2, 15-14-3) of the cards
** in zone (the hand or trash, as `from` says): one option per card number
** and effect, since copies are interchangeable there (the oldest copy that
** may use it; [Once Per Turn] counts per copy, 15-14-1-3). */
static void zone_activated_options(dcg_ctx *ctx, const dcg_state *st, int p, const pile *zone, int from, dcg_decision *d)
{
    int first = d->n;
    for (int i = 0; i < zone->n; i++) {
        int card = zone->cards[i];
        const card_effects *fx = card_fx_of(ctx, st, card);
        if (!fx || !(fx->can & GAME_ZONE_EFFECTS)) continue;
        for (int j = 0; j < fx->n; j++) {
            const effect_def *e = &ctx->effects[fx->first + j];
            if (e->timing != TM_ACTIVATED || e->from != from || !dcg_effect_usable(ctx, st, card, j, p, 0)) continue;
            bool copy = false;
            for (int k = first; k < d->n && !copy; k++)
                copy = d->options[k].req == j && st->def[d->options[k].card] == st->def[card];
            if (copy) continue;
            dcg_option *o = add(d, DCG_OPT_ACTIVATE);
            if (!o) return;
            o->card = (uint8_t)card;
            o->req = (uint8_t)j;
        }
    }
}

/* 6-5-1-6: [Main] effects of the player's cards on the field, and of
** those in the hand or trash whose effect works there. */
static void activated_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    if (!ctx->fx || !(dcg_game_timings(ctx, st) & TIMING(TM_ACTIVATED))) return; /* no [Main] effect in this game */
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        perm_fx it = perm_fx_of(pm, TM_ACTIVATED);
        if (!stack_has_timing(ctx, st, pm, TM_ACTIVATED)) {
#ifdef DCG_INVARIANTS
            check_fast("a stack's [Main] effects", 0, perm_fx_next(ctx, st, &it) != NULL);
#endif
            continue;
        }
        for (const effect_def *e; (e = perm_fx_next(ctx, st, &it));) {
            if (e->from != FROM_FIELD || !dcg_effect_usable(ctx, st, it.card, it.j, p, pm->id)) continue;
            dcg_option *o = add(d, DCG_OPT_ACTIVATE);
            if (!o) return;
            o->card = (uint8_t)it.card;
            o->perm = pm->id;
            o->req = (uint8_t)it.j;
        }
    }
    if (dcg_game_can(ctx, st, GAME_ZONE_EFFECTS)) {
        zone_activated_options(ctx, st, p, &pl->hand, FROM_HAND, d);
        zone_activated_options(ctx, st, p, &pl->trash, FROM_TRASH, d);
    }
}

/* The [Counter] effect of card (an Option in hand), or -1. */
int dcg_counter_effect(const dcg_ctx *ctx, const dcg_state *st, int card)
{
    const card_effects *fx = card_fx_of(ctx, st, card);
    for (int j = 0; fx && j < fx->n; j++)
        if (ctx->effects[fx->first + j].timing == TM_COUNTER) return j;
    return -1;
}

/* 16-26: [Hand] [Counter] <Blast Digivolve>: one of the player's Digimon in
** the battle area (16-26-4) digivolves into card without paying the cost,
** by a digivolution requirement the Digimon meets (8-1). */
static void blast_digivolve_options(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    for (int i = 0; i < pl->n_battle; i++) {
        int req = dcg_evo_fit(ctx, st, card, &pl->battle[i]);
        if (req >= 0 && !add_digivolve(d, card, pl->battle[i].id, 0, req, NULL, false)) return;
    }
}

/* 16-31: [Hand] [Counter] <Blast DNA Digivolve (A + B)>: one of the
** player's Digimon in the battle area meeting one of the card's two DNA
** requirements (16-31-5) and a card from the hand meeting the other DNA
** digivolve into card without paying the cost; the one meeting the first
** requirement goes on top (8-2-2-2). Copies in the hand are one option. */
static void blast_dna_options(const dcg_ctx *ctx, const dcg_state *st, int p, int card, dcg_decision *d)
{
    const dcg_card *c = card_def(ctx, st, card);
    const side *pl = &st->pl[p];
    if (c->n_parts != 2 || st->next_perm >= DCG_PERM_ID_LIMIT) return;
    for (int i = 0; i < pl->n_battle; i++) {
        const perm *pm = &pl->battle[i];
        const dcg_card *top = card_def(ctx, st, perm_top(pm));
        if (!dcg_perm_is_digimon(ctx, st, pm) || top->token || pm->n + 1 >= DCG_MAX_STACK) continue;
        for (int s = 0; s < 2; s++) {
            if (!dcg_req_met(top, &c->parts[s])) continue;
            for (int j = 0; j < pl->hand.n; j++) {
                int h = pl->hand.cards[j];
                if (h == card || seen_before(st, &pl->hand, j) || !dcg_req_met(card_def(ctx, st, h), &c->parts[1 - s])) continue;
                dcg_option *o = add(d, DCG_OPT_BLAST_DNA);
                if (!o) return;
                o->card = (uint8_t)card;
                o->perm = pm->id;
                o->target = (uint16_t)h;
                o->req = (uint8_t)s;
            }
        }
    }
}

/* 11-3: Options in the defender's hand with a [Counter] effect and their
** colors met (DUAL cards' Option sides too), and Digimon cards with
** <Blast Digivolve> or <Blast DNA Digivolve>. */
static void counter_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    /* none in a game whose cards have no [Counter] effect, <Blast Digivolve> or <Blast DNA Digivolve>:
    ** what the walk reads of each card is its card data and its effects as loaded */
    if (!(dcg_game_timings(ctx, st) & TIMING(TM_COUNTER)) && !(dcg_game_printed_keywords(ctx, st) & DCG_KW_BLAST_DIGIVOLVE) &&
        !(dcg_game_combines(ctx, st) & (1u << DCG_COMBINE_BLAST_DNA)))
        return;
    const pile *hand = &st->pl[p].hand;
    uint64_t looked = 0;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (seen_before_in_turn(st, hand, i, &looked)) continue;
        if (c->kind == DCG_KIND_DIGIMON && (c->keywords & DCG_KW_BLAST_DIGIVOLVE)) blast_digivolve_options(ctx, st, p, card, d);
        if (c->combine == DCG_COMBINE_BLAST_DNA) blast_dna_options(ctx, st, p, card, d);
        /* a DUAL card's Option information is used like an Option card (4-6-2, 4-6-6-3) */
        if ((c->kind != DCG_KIND_OPTION && !c->dual) || dcg_counter_effect(ctx, st, card) < 0) continue;
        if (dcg_player_cannot(ctx, st, p, CANNOT_USE_OPTIONS)) continue; /* EX1-072 */
        int cost = dcg_play_cost(ctx, st, card, p);
        uint8_t colors = c->dual ? c->dual_colors : c->colors;
        if (!(colors_met(colors, field_colors(ctx, st, p)) || use_req_met(ctx, st, p, card)) ||
            !dcg_declarable(ctx, st, WOULD_BE_USED, card, 0, 0, cost))
            continue;
        dcg_option *o = add(d, DCG_OPT_USE);
        if (!o) return;
        o->card = (uint8_t)card;
        o->cost = (int8_t)cost;
    }
}

bool dcg_has_counter(dcg_ctx *ctx, const dcg_state *st, int p)
{
    static _Thread_local dcg_decision d;
    d.n = 0;
    counter_options(ctx, st, p, &d);
    return d.n > 0;
}

/* The opponent's Digimon an attack may target (11-2-7-1), a bit k for
** battle[k]: the suspended ones, or all. Reading them calls no script. */
static uint32_t attack_targets(const dcg_ctx *ctx, const dcg_state *st, int p, bool all)
{
    _Static_assert(DCG_MAX_PERMS <= 32, "a bit per permanent");
    const side *op = &st->pl[opponent(p)];
    uint32_t targets = 0;
    for (int k = 0; k < op->n_battle; k++)
        if ((all || op->battle[k].suspended) && dcg_perm_is_digimon(ctx, st, &op->battle[k])) targets |= 1u << k;
    return targets;
}

/* "Can't be attacked" (FORBID_BE_ATTACKED): read only where a continuous
** effect of this game's cards (a loaded card's says it, and one of the game
** forbids something) or a change in play may say it, so no other game calls
** a script for it. */
static bool cant_be_attacked(const dcg_ctx *ctx, const dcg_state *st, const perm *pm)
{
    bool may = ctx->not_attacked_statics && dcg_game_can(ctx, st, GAME_STATIC_FORBID);
    for (int m = 0; m < st->mods_n && !may; m++) may = (st->mods[m].how & MOD_NOT_ATTACKED) != 0;
    return may && (dcg_perm_forbid(ctx, st, pm) & FORBID_BE_ATTACKED);
}

/* The targets of one Digimon's attack, written to out (DCG_PLAYER_TARGET for
** the player), and their number: the player unless it "can't attack
** players"; the opponent's suspended Digimon (11-2-7-1) but those that
** "can't be attacked"; for the end-of-turn keywords (F_BLITZ flags) at
** Digimon only (<Vortex>, 16-33-1), or at unsuspended ones too (<Execute>,
** 16-38-1, or an effect that allows it, 11-2-7-1: BT2-051); an effect's
** attack (game.allow_attack) as its flags say; a <Blitz> attack
** (ATTACK_BY_BLITZ) with what continuous effects allow a <Blitz> attack
** (BT5-017). suspended: the attack_targets of p, suspended only. */
/* The opponent's unsuspended Digimon a's attack may target by an allow
** whose check each passes (attack_target: "... unsuspended Digimon with no
** digivolution cards", EX1-016), a bit k for battle[k]. */
static uint32_t allowed_unsuspended(const dcg_ctx *ctx, const dcg_state *st, int p, const perm *a, uint32_t suspended, int flags)
{
    const side *op = &st->pl[opponent(p)];
    uint32_t more = attack_targets(ctx, st, p, true) & ~suspended, got = 0;
    for (; more; more &= more - 1) {
        int k = lowest_bit(more);
        uint8_t allow = dcg_perm_allow_at(ctx, st, a, op->battle[k].id);
        if ((allow & ALLOW_ATTACK_UNSUSPENDED) || ((flags & ATTACK_BY_BLITZ) && (allow & ALLOW_BLITZ_UNSUSPENDED))) got |= 1u << k;
    }
    return got;
}

static int attack_target_list(const dcg_ctx *ctx, const dcg_state *st, int p, const perm *a, uint32_t suspended, int flags,
                              uint16_t out[DCG_MAX_PERMS + 1])
{
#ifdef DCG_INVARIANTS
    check_fast("an attack's targets", suspended, attack_targets(ctx, st, p, false));
#endif
    const side *op = &st->pl[opponent(p)];
    uint8_t filtered, allow = dcg_perm_allow_filtered(ctx, st, a, &filtered);
    bool unsuspended_too = (flags & (BLITZ_EXECUTE | BLITZ_UNSUSPENDED)) || (allow & ALLOW_ATTACK_UNSUSPENDED) ||
                           ((flags & ATTACK_BY_BLITZ) && (allow & ALLOW_BLITZ_UNSUSPENDED)); /* BT5-017 */
    bool some = (filtered & ALLOW_ATTACK_UNSUSPENDED) || ((flags & ATTACK_BY_BLITZ) && (filtered & ALLOW_BLITZ_UNSUSPENDED));
    int n = 0;
    uint16_t forbid = dcg_perm_forbid(ctx, st, a);
    if (!(flags & (BLITZ_VORTEX | BLITZ_AT_DIGIMON)) && !(forbid & FORBID_ATTACK_PLAYER)) out[n++] = DCG_PLAYER_TARGET;
    if (flags & BLITZ_AT_PLAYER) return n; /* "may attack your opponent": the player only (Q1901) */
    if (forbid & FORBID_ATTACK_DIGIMON) return n; /* "can't attack your opponent's Digimon": a block still battles (Q3242) */
    uint32_t targets = unsuspended_too ? attack_targets(ctx, st, p, true) : suspended;
    if (!unsuspended_too && some) targets |= allowed_unsuspended(ctx, st, p, a, suspended, flags);
    for (; targets; targets &= targets - 1)
        if (!cant_be_attacked(ctx, st, &op->battle[lowest_bit(targets)])) out[n++] = op->battle[lowest_bit(targets)].id;
    return n;
}

/* The attacks of one Digimon, one option per target of attack_target_list. */
static void attack_options(const dcg_ctx *ctx, const dcg_state *st, int p, const perm *a, uint32_t suspended,
                           dcg_decision *d, int flags)
{
    uint16_t target[DCG_MAX_PERMS + 1];
    int n = attack_target_list(ctx, st, p, a, suspended, flags, target);
    for (int i = 0; i < n; i++) {
        dcg_option *o = add(d, DCG_OPT_ATTACK);
        if (!o) return;
        o->card = (uint8_t)perm_top(a);
        o->perm = a->id;
        o->target = target[i];
    }
}

bool dcg_attack_has_target(const dcg_ctx *ctx, const dcg_state *st, const perm *a, int flags)
{
    uint16_t target[DCG_MAX_PERMS + 1];
    int p = dcg_perm_owner(st, a->id);
    return attack_target_list(ctx, st, p, a, attack_targets(ctx, st, p, false), flags, target) > 0;
}

static void main_options(dcg_ctx *ctx, const dcg_state *st, int p, dcg_decision *d)
{
    const side *pl = &st->pl[p];
    const pile *hand = &pl->hand;
    main_facts m;
    read_main_facts(ctx, st, p, &m);
    uint64_t looked = 0;
    for (int i = 0; i < hand->n; i++) {
        int card = hand->cards[i];
        const dcg_card *c = card_def(ctx, st, card);
        if (seen_before_in_turn(st, hand, i, &looked)) continue;
        uint64_t timings = card_timings(ctx, st, card);
        int cost = c->play_cost >= 0 ? play_cost(ctx, st, card, timings, p) : -1;
        bool banned = c->kind == DCG_KIND_DIGIMON && c->dp <= m.play_ban; /* by any way of playing (EX3-012, Q4669) */
        if ((c->kind == DCG_KIND_DIGIMON || c->kind == DCG_KIND_TAMER) && cost >= 0 && !c->dual && !banned &&
            pl->n_battle < DCG_MAX_PERMS && main_declarable(ctx, st, &m, WOULD_BE_PLAYED, card, 0, cost)) {
            dcg_option *o = add(d, DCG_OPT_PLAY);
            if (!o) return;
            o->card = (uint8_t)card;
            o->cost = (int8_t)cost;
        }
        if (c->kind == DCG_KIND_DIGIMON && digisorption(c) && !m.digisorption_asked) {
            m.digisorption_asked = true;
            m.digisorption_opponents = dcg_digisorption_opponents(ctx, (dcg_state *)st, p, false);
        }
        uint32_t may = c->kind == DCG_KIND_DIGIMON ? evo_stacks(c, timings, &m) : 0;
        if (may) digivolve_options(ctx, st, c, card, timings, may, &m, d);
        if (c->combine == DCG_COMBINE_DNA) dna_options(ctx, st, p, card, d);
        if (c->combine == DCG_COMBINE_DIGIXROS && !banned) xros_options(ctx, st, card, d);
        if (c->asm_count && !banned) assembly_options(ctx, st, card, d);
        if (c->dual && !dual_use_option(ctx, st, p, card, &m, d)) return;
        if (c->kind == DCG_KIND_OPTION && cost >= 0 && !m.no_options && main_declarable(ctx, st, &m, WOULD_BE_USED, card, 0, cost) &&
            (colors_met(c->colors, m.colors) || use_req_met(ctx, st, p, card))) {
            dcg_option *o = add(d, DCG_OPT_USE);
            if (!o) return;
            o->card = (uint8_t)card;
            o->cost = (int8_t)cost;
        }
    }
    dcg_burst_options(ctx, st, p, d);      /* 6-5-1-2-3 */
    dcg_app_fusion_options(ctx, st, p, d); /* 6-5-1-2-4 */
    dcg_link_options(ctx, st, p, d);       /* 6-5-1-4 */
    /* attack_targets, read for the first attacker: the same for each (the
    ** script calls a listing makes change no permanent, only budgets) */
    uint32_t targets = 0;
    for (int i = 0, read = 0; i < pl->n_battle; i++) {
        if (!dcg_perm_can_attack(ctx, st, &pl->battle[i])) continue;
        if (!read++) targets = attack_targets(ctx, st, p, false);
        attack_options(ctx, st, p, &pl->battle[i], targets, d, 0);
    }
    activated_options(ctx, st, p, d);
    dcg_keyword_main_options(ctx, st, p, d);
    add(d, DCG_OPT_PASS);
}

void dcg_options(dcg_ctx *ctx, const dcg_state *st, dcg_decision *d)
{
    int p = st->dec_player;
    d->kind = st->dec_kind;
    d->player = (uint8_t)p;
    d->source = st->dec_source;
    d->n = 0;
    const side *pl = &st->pl[p];
    switch (st->dec_kind) {
    case DCG_DEC_MULLIGAN:
        add(d, DCG_OPT_KEEP);
        add(d, DCG_OPT_REDRAW);
        break;
    case DCG_DEC_BREEDING:
        if (pl->breeding.id == DCG_NO_PERM && pl->eggs.n) add(d, DCG_OPT_HATCH);
        if (dcg_can_move_out(ctx, st, p)) {
            dcg_option *o = add(d, DCG_OPT_MOVE);
            o->perm = pl->breeding.id;
            o->card = (uint8_t)perm_top(&pl->breeding);
        }
        add(d, DCG_OPT_SKIP);
        break;
    case DCG_DEC_MAIN:
        main_options(ctx, st, p, d);
        dcg_loop_filter(ctx, st, d);
        break;
    case DCG_DEC_LOOP:
        dcg_loop_options(st, d);
        break;
    case DCG_DEC_COUNTER:
        counter_options(ctx, st, p, d);
        add(d, DCG_OPT_SKIP);
        break;
    case DCG_DEC_BLITZ: {
        const frame *f = &st->frames[st->n_frames - 1];
        const perm *a = dcg_perm((dcg_state *)st, f->a);
        int flags = dcg_blitz_flags(f);
        if (a) attack_options(ctx, st, p, a, attack_targets(ctx, st, p, false), d, flags ? flags : ATTACK_BY_BLITZ);
        if (!(flags & BLITZ_MUST)) add(d, DCG_OPT_SKIP); /* "it attacks": declared (game.attack_with) */
        break;
    }
    case DCG_DEC_BLOCK: {
        const frame *f = &st->frames[st->n_frames - 1];
        for (int i = 0; i < pl->n_battle; i++)
            if (dcg_can_block(ctx, st, &pl->battle[i], f->a, f->b)) {
                dcg_option *o = add(d, DCG_OPT_BLOCK);
                o->perm = pl->battle[i].id;
                o->card = (uint8_t)perm_top(&pl->battle[i]);
                o->target = f->a;
            }
        /* 16-30: against <Collision>, a player who can block must */
        const perm *a = dcg_perm((dcg_state *)st, f->a);
        if (!d->n || !a || !(dcg_perm_keywords(ctx, st, a) & DCG_KW_COLLISION)) add(d, DCG_OPT_NO_BLOCK);
        break;
    }
    case DCG_DEC_YESNO:
        add(d, DCG_OPT_YES)->req = 0;
        add(d, DCG_OPT_NO)->req = 1;
        break;
    case DCG_DEC_TARGET: {
        const active *a = &st->act;
        for (int i = 0; i < a->ask_n; i++) {
            dcg_option *o = add(d, a->ask_items == ASK_NUMBERS ? DCG_OPT_NUMBER : a->ask_items == ASK_MODES ? DCG_OPT_MODE : DCG_OPT_CARD);
            if (a->ask_items == ASK_NUMBERS || a->ask_items == ASK_MODES) o->target = a->ask[i]; /* a declared number (16-12-1), a mode's index */
            else if (a->ask_items == ASK_CARDS) o->card = (uint8_t)a->ask[i];
            else {
                o->perm = a->ask[i];
                perm *pm = dcg_perm((dcg_state *)st, a->ask[i]);
                if (pm) o->card = (uint8_t)perm_top(pm);
            }
            o->req = (uint8_t)i;
        }
        if (a->ask_done) add(d, DCG_OPT_DONE)->req = a->ask_n;
        break;
    }
    case DCG_DEC_ORDER: {
        uint8_t idx[DCG_MAX_PENDING];
        int n, who;
        dcg_pending_candidates(st, &who, idx, &n);
        for (int i = 0; i < n; i++) {
            dcg_option *o = add(d, DCG_OPT_EFFECT);
            o->card = st->pend[idx[i]].card;
            o->perm = st->pend[idx[i]].perm;
            o->req = idx[i];
        }
        break;
    }
    default:
        break;
    }
}

uint16_t dcg_play(dcg_ctx *ctx, dcg_state *st, int card, int cost) { return dcg_play_as(ctx, st, card, cost, 0); }

uint16_t dcg_play_as(dcg_ctx *ctx, dcg_state *st, int card, int cost, unsigned how)
{
    if (cost > 0) dcg_mem_pay(ctx, st, card_owner(card), cost);
    int from = st->zone[card];
    uint16_t id = dcg_place(ctx, st, card, false);
    if (!id) return DCG_NO_PERM;
    if (how & PLAY_SUSPENDED) dcg_perm(st, id)->suspended = 1; /* it enters so: no suspending, no event */
    played(ctx, st, card, id, cost, how, from);
    return id;
}

int dcg_play_set(dcg_ctx *ctx, dcg_state *st, const int *cards, int n, unsigned how, uint16_t *ids)
{
    game_event ev[DCG_MAX_PERMS];
    int m = 0;
    assert(n <= DCG_MAX_PERMS);
    for (int i = 0; i < n; i++) {
        int from = st->zone[cards[i]];
        ids[i] = dcg_place(ctx, st, cards[i], false);
        if (!ids[i]) continue;
        if (how & PLAY_SUSPENDED) dcg_perm(st, ids[i])->suspended = 1;
        ev[m++] = play_record(ctx, st, cards[i], ids[i], 0, how, from);
    }
    dcg_happened_set(ctx, st, ev, m, TRIG_ALL); /* 15-16-2 */
    return m;
}

/* A play's record: played this turn, the event (the zone it came from, the card whose effect
** played it, if one did); its [On Play] effects trigger from the game event unless how has
** PLAY_NO_ON_PLAY. */
static game_event play_record(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, unsigned how, int from)
{
    int p = card_owner(card);
    dcg_perm(st, id)->this_turn |= PERM_PLAYED;
    dcg_emit(ctx, DCG_EV_PLAY, p, card, id, cost, 0);
    return (game_event){.kind = GE_PLAYED, .player = (uint8_t)p, .card = (uint8_t)card, .perm = id,
                        .from = (uint8_t)from, .by_card = (uint8_t)dcg_effect_card_now(ctx, st),
                        .digimon = card_def(ctx, st, card)->kind == DCG_KIND_DIGIMON,
                        .tamer = card_def(ctx, st, card)->kind == DCG_KIND_TAMER,
                        .no_on_play = (how & PLAY_NO_ON_PLAY) != 0};
}

/* The end of every play: played this turn, the event, [On Play]. */
static void played(dcg_ctx *ctx, dcg_state *st, int card, uint16_t id, int cost, unsigned how, int from)
{
    game_event ev = play_record(ctx, st, card, id, cost, how, from);
    dcg_happened(ctx, st, &ev); /* 15-16-2 */
}

/* 7-1-3: pay the cost, place the card. */
static void play_card(dcg_ctx *ctx, dcg_state *st, const dcg_option *o) { dcg_play(ctx, st, o->card, o->cost); }

/* A digivolution's optional cost (digivolve_options): it suspends o's
** target before the digivolution (Q1974). False when the digivolution
** waits for the card's other <Digisorption> instances (16-10-4: an
** F_DIGISORPTION frame asks them). */
static bool suspend_for_digivolution(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    int p = card_owner(o->card), less[3];
    const perm *by = dcg_perm(st, o->target);
    if (!digisorption(card_def(ctx, st, o->card)) || !dcg_perm_is_digimon(ctx, st, by)) {
        if (!(st->pl[p].flags & SIDE_DISCOUNT_SUSPENDING) || !dcg_perm_is_digimon(ctx, st, by)) {
            dcg_emit(ctx, DCG_EV_EFFECT, p, perm_top(by), o->target, EFF_SCRIPT, 1); /* its own effect's cost */
            dcg_suspend_by(ctx, st, o->target, perm_top(by));
        } else {
            dcg_suspend(ctx, st, o->target, true); /* a pending discount's (its card is not kept: no f.by) */
        }
        return true;
    }
    dcg_digisorption_suspend(ctx, st, o->card, o->target); /* 16-10-2 */
    int next = DCG_EVO_DIGISORPTION(o) + 1;
    if (next >= dcg_digisorptions(card_def(ctx, st, o->card), less)) return true;
    frame *f = dcg_push(st, F_DIGISORPTION);
    f->player = (uint8_t)p;
    f->card = o->card;
    f->a = o->perm;
    f->b = (uint16_t)DCG_EVO_REQ(o);
    f->n = o->cost;
    f->step = (uint8_t)next;
    return false;
}

void dcg_digivolve_declared(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    dcg_option net = *o; /* its cost before the floor, for a raise to net with (1-3-8) */
    net.cost = (int8_t)main_evo_net(ctx, st, o);
    if (o->target && !suspend_for_digivolution(ctx, st, &net)) return;
    if (!dcg_would_declare(ctx, st, &net)) dcg_procedure_end(ctx, st, card_owner(o->card), o, NULL, 0);
}

/* 8-1-3: pay, stack on top (orientation kept, 8-1-2-3), draw 1. */
void dcg_digivolve(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id, int cost, int req)
{
    int p = card_owner(card), from = st->zone[card]; /* "digivolving from the trash" (BT9-075) */
    if (dcg_evo_discount(ctx, st, card, dcg_perm(st, perm_id))) dcg_evo_discount_used(st, p, perm_id); /* its "next time": the caller took it off the cost */
    dcg_evo_discount_into_used(ctx, st, card, dcg_perm(st, perm_id));
    if (cost > 0) dcg_mem_pay(ctx, st, p, cost);
    dcg_stack_on(ctx, st, perm_id, card);
    perm *pm = dcg_perm(st, perm_id);
    pm->this_turn = (uint8_t)((pm->this_turn | PERM_DIGIVOLVED) & ~PERM_DNA);
    if (dcg_perm_in_battle(st, perm_id)) st->pl[p].flags |= SIDE_DIGIVOLVED; /* not in the breeding area (Q870) */
    dcg_emit(ctx, DCG_EV_DIGIVOLVE, p, card, perm_id, cost, req);
    dcg_draw(ctx, st, p); /* 8-1-2-8: no draw from an empty deck, no loss */
    game_event ev = {.kind = GE_DIGIVOLVED, .player = (uint8_t)p, .card = (uint8_t)card, .perm = perm_id, .from = (uint8_t)from};
    dcg_happened(ctx, st, &ev); /* 15-16-3 */
}
/* 9-1-9: pay, reveal, the [Main] effect activates, then the card is trashed. */
static void use_option(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    dcg_mem_pay(ctx, st, p, o->cost);
    dcg_move(ctx, st, o->card, DCG_ZONE_PROCESSING, false);
    dcg_emit(ctx, DCG_EV_USE, p, o->card, 0, o->cost, 0);
    /* "when you use an Option card": triggered now, activated after its [Main] effect (Q1110) */
    game_event ev = {.kind = GE_OPTION_USED, .player = (uint8_t)p, .card = (uint8_t)o->card, .from = DCG_ZONE_HAND};
    dcg_happened(ctx, st, &ev);
    /* 9-1-2: its [Main] effect activates at once; the card is trashed after */
    if (!dcg_effect_start(ctx, st, o->card, TM_MAIN, 0)) dcg_move(ctx, st, o->card, DCG_ZONE_TRASH, false);
}

/* 11-3-2: one [Counter] effect: pay, reveal, activate, trash after. */
static void use_counter(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o)
{
    dcg_mem_pay(ctx, st, p, o->cost);
    dcg_move(ctx, st, o->card, DCG_ZONE_PROCESSING, false);
    dcg_emit(ctx, DCG_EV_USE, p, o->card, 0, o->cost, 1);
    dcg_effect_begin(ctx, st, o->card, dcg_counter_effect(ctx, st, o->card), 0, true);
}

void dcg_procedure_end(dcg_ctx *ctx, dcg_state *st, int p, const dcg_option *o, const int *under, int n)
{
    int xros[DCG_MAX_PARTS];
    switch (o->kind) {
    case DCG_OPT_PLAY: play_card(ctx, st, o); break;
    case DCG_OPT_DIGIVOLVE: dcg_digivolve(ctx, st, o->card, o->perm, o->cost, DCG_EVO_REQ(o)); break;
    case DCG_OPT_DNA: dcg_dna_digivolve(ctx, st, o->card, o->perm, o->target, o->cost); break;
    case DCG_OPT_APP_FUSION: dcg_app_fusion(ctx, st, o->card, o->perm, o->target, o->cost); break;
    case DCG_OPT_BURST: dcg_burst(ctx, st, o->card, o->perm, o->target, o->cost); break;
    case DCG_OPT_DIGIXROS:
        if (card_def(ctx, st, o->card)->xros_count) {
            declare_xros(ctx, st, o);
            break;
        }
        if (!under) n = dcg_xros_under(ctx, st, o, xros), under = xros;
        assert(n > 0); /* the option was listed for these cards */
        dcg_play_xros(ctx, st, o->card, o->cost, under, n);
        break;
    case DCG_OPT_ASSEMBLY: declare_assembly(st, o); break;
    case DCG_OPT_LINK: dcg_link(ctx, st, o->card, o->perm, o->cost, o->target); break;
    case DCG_OPT_USE:
        if (o->req) use_counter(ctx, st, p, o); /* in the counter timing (11-3-2) */
        else use_option(ctx, st, p, o);
        break;
    default: assert(!"not a procedure");
    }
}

void dcg_apply(dcg_ctx *ctx, dcg_state *st, const dcg_option *o)
{
    int p = st->dec_player;
    frame *f = dcg_top(st);
    int dec = st->dec_kind;
    st->dec_kind = DCG_DEC_NONE;
    if (dec == DCG_DEC_COUNTER) { /* the attack goes on to the block timing after it */
        f->step++;
        if (o->kind == DCG_OPT_USE) { /* its "would be used" effects first (9-1-6): req 1 marks a [Counter] */
            dcg_option counter = *o;
            counter.req = 1;
            if (!dcg_would_declare(ctx, st, &counter)) use_counter(ctx, st, p, o);
        }
        if (o->kind == DCG_OPT_DIGIVOLVE) { /* <Blast Digivolve> (16-26-1): the keyword's effect, free */
            dcg_option blast = *o;
            blast.cost = 0;
            blast.target = 0;
            dcg_emit(ctx, DCG_EV_EFFECT, p, o->card, o->perm, EFF_KEYWORD, 1);
            if (!dcg_would_declare(ctx, st, &blast)) dcg_procedure_end(ctx, st, p, &blast, NULL, 0); /* its "would" effects first */
        }
        if (o->kind == DCG_OPT_BLAST_DNA) blast_dna_digivolve(ctx, st, p, o);
        return;
    }
    if (dec == DCG_DEC_LOOP) {
        dcg_loop_declare(ctx, st, o->target);
        return;
    }
    if (dec == DCG_DEC_BLITZ) {
        int flags = f->flags;
        dcg_pop(st);
        if (o->kind != DCG_OPT_ATTACK) return;
        dcg_attack_declare(ctx, st, o->perm, o->target);
        dcg_blitz_declared(st, flags);
        return;
    }
    switch (o->kind) {
    case DCG_OPT_KEEP:
    case DCG_OPT_REDRAW:
        if (o->kind == DCG_OPT_REDRAW) dcg_redraw(ctx, st, p);
        f->step++;
        break;
    case DCG_OPT_HATCH: {
        pile *eggs = &st->pl[p].eggs;
        dcg_place(ctx, st, eggs->cards[eggs->n - 1], true);
        dcg_turn_after_breeding(st);
        break;
    }
    case DCG_OPT_MOVE:
        dcg_perm_move_out(ctx, st, p);
        dcg_turn_after_breeding(st);
        break;
    case DCG_OPT_SKIP:
        dcg_turn_after_breeding(st);
        break;
    case DCG_OPT_PLAY:
    case DCG_OPT_DIGIXROS:
    case DCG_OPT_ASSEMBLY:
    case DCG_OPT_LINK:
    case DCG_OPT_USE:
    case DCG_OPT_APP_FUSION:
    case DCG_OPT_BURST:
        if (!dcg_would_declare(ctx, st, o)) dcg_procedure_end(ctx, st, p, o, NULL, 0); /* 15-8-5: its "would" effects first */
        break;
    case DCG_OPT_DNA: {
        dcg_option net = *o; /* its cost before the floor, for a raise to net with (1-3-8) */
        net.cost = (int8_t)main_dna_net(ctx, st, o);
        if (dcg_dna_suspends(st, o)) dcg_suspend(ctx, st, dcg_dna_suspends(st, o), true); /* a pending discount's cost (Q1140) */
        if (!dcg_would_declare(ctx, st, &net)) dcg_procedure_end(ctx, st, p, o, NULL, 0);
        break;
    }
    case DCG_OPT_DIGIVOLVE:
        if (o->req & DCG_EVO_BY) dcg_evo_by_declare(st, o); /* its by-cost first (Q1680): an F_EVO_BY frame asks it */
        else dcg_digivolve_declared(ctx, st, o);
        break;
    case DCG_OPT_ATTACK: dcg_attack_declare(ctx, st, o->perm, o->target); break;
    case DCG_OPT_PASS: dcg_mem_set(ctx, st, opponent(p), st->rules.pass_memory); break; /* 6-5-1-7-1 */
    case DCG_OPT_BLOCK: dcg_attack_block(ctx, st, o->perm); break;
    case DCG_OPT_NO_BLOCK: f->step++; break;
    case DCG_OPT_EFFECT: dcg_pending_choose(st, o->req); break;
    case DCG_OPT_ACTIVATE:
        /* a [Hand] effect activates by revealing its card (15-14-2-1) */
        if (st->zone[o->card] == DCG_ZONE_HAND) dcg_emit(ctx, DCG_EV_REVEAL, p, o->card, 0, 0, 0);
        dcg_effect_begin(ctx, st, o->card, o->req, o->perm, false);
        break;
    case DCG_OPT_KEYWORD: dcg_keyword_main_activate(ctx, st, p, o); break;
    case DCG_OPT_YES:
    case DCG_OPT_NO:
    case DCG_OPT_CARD:
    case DCG_OPT_MODE:
    case DCG_OPT_NUMBER:
    case DCG_OPT_DONE: /* the running effect reads it when it runs again */
        assert(st->act.on && st->act.n_answers < DCG_MAX_ANSWERS);
        st->act.answers[st->act.n_answers++] = o->req;
        memset(st->act.ask, 0, sizeof st->act.ask);
        st->act.ask_n = st->act.ask_done = st->act.ask_items = 0;
        break;
    default: assert(!"unknown option");
    }
}
