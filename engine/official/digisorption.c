/* digisorption.c: <Digisorption -N> (16-10). A digivolution option names
** the Digimon suspended for one instance of the card's (action.c:
** digivolve_options); a card with several instances uses them together
** (16-10-4): the option's is the largest used, and the smaller ones are
** asked next, each suspending another Digimon or declined (an
** F_DIGISORPTION frame, so the choices are questions of a rules step). */
#include "internal.h"
#include "script/script.h"

int dcg_digisorptions(const dcg_card *c, int *less)
{
    int n = 0;
    for (int k = DCG_KEY_DIGISORPTION_3; k >= DCG_KEY_DIGISORPTION_1; k--)
        if (c->keywords & DCG_KW(k)) less[n++] = k - DCG_KEY_DIGISORPTION_1 + 1;
    return n;
}

int dcg_digisorption_further(const int *less, int n, int from, int digimon)
{
    int sum = 0;
    for (int i = from; i < n && digimon > 0; i++, digimon--) sum += less[i];
    return sum;
}

/* May Digimon pm be suspended for a <Digisorption> (Q1137: the one
** digivolving too), chosen[0 .. n-1] aside? */
static bool suspendable(const dcg_ctx *ctx, const dcg_state *st, const perm *pm, const uint16_t *chosen, int n)
{
    for (int i = 0; i < n; i++)
        if (chosen[i] == pm->id) return false;
    return dcg_perm_can_suspend(ctx, st, pm) && dcg_perm_is_digimon(ctx, st, pm);
}

/* How many Digimon of side q may be suspended for one, chosen[] aside. */
static int count_suspendable(const dcg_ctx *ctx, const dcg_state *st, int q, const uint16_t *chosen, int n)
{
    int k = 0;
    for (int i = 0; i < st->pl[q].n_battle; i++) k += suspendable(ctx, st, &st->pl[q].battle[i], chosen, n);
    return k;
}

/* How many more of the opponent's Digimon may be suspended instead (each
** one use of an effect allowing it), the chosen[] ones counted. */
static int uses_left(dcg_ctx *ctx, const dcg_state *st, int p, const uint16_t *chosen, int n)
{
    int left = dcg_digisorption_opponents_left(ctx, (dcg_state *)st, p);
    for (int i = 0; i < n; i++) left -= dcg_perm_owner(st, chosen[i]) != p;
    return left > 0 ? left : 0;
}

int dcg_digisorption_digimon(dcg_ctx *ctx, const dcg_state *st, int p, const uint16_t *chosen, int n)
{
    int uses = uses_left(ctx, st, p, chosen, n), theirs = count_suspendable(ctx, st, opponent(p), chosen, n);
    return count_suspendable(ctx, st, p, chosen, n) + (uses < theirs ? uses : theirs);
}

/* Can f's digivolution be declared for cost (its "would" effects'
** reductions counted, dcg_declarable)? */
static bool payable(const dcg_ctx *ctx, const dcg_state *st, const frame *f, int cost)
{
    return dcg_declarable(ctx, st, WOULD_DIGIVOLVE, f->card, f->a, 0, cost);
}

/* The Digimon that may be suspended for instance `at` of f's card
** (chosen[0 .. n-1] for the ones before it) so that the cost, `cost` so
** far, can still be paid: into items[]. *decline: it may be declined. */
static int choices(dcg_ctx *ctx, const dcg_state *st, const frame *f, const int *less, int k, int at, int cost,
                   uint16_t *chosen, int n, uint16_t *items, bool *decline)
{
    int p = f->player, m = 0;
    int left = dcg_digisorption_digimon(ctx, st, p, chosen, n);
    *decline = payable(ctx, st, f, dcg_evo_cost_less(cost, dcg_digisorption_further(less, k, at + 1, left)));
    for (int q = 0; q < 2; q++) {
        const side *sd = &st->pl[q ? opponent(p) : p];
        if (q && !uses_left(ctx, st, p, chosen, n)) continue;
        for (int i = 0; i < sd->n_battle; i++) {
            const perm *pm = &sd->battle[i];
            if (!suspendable(ctx, st, pm, chosen, n)) continue;
            chosen[n] = pm->id;
            int further = dcg_digisorption_further(less, k, at + 1, dcg_digisorption_digimon(ctx, st, p, chosen, n + 1));
            if (payable(ctx, st, f, dcg_evo_cost_less(dcg_evo_cost_less(cost, less[at]), further))) items[m++] = pm->id;
        }
    }
    return m;
}

void dcg_digisorption_step(dcg_ctx *ctx, dcg_state *st, frame *f)
{
    int p = f->player, card = f->card, cost = f->n, less[3], k = dcg_digisorptions(card_def(ctx, st, card), less), n = 0;
    uint16_t chosen[3 + 1];
    ctx->asking_card = card;
    for (int at = f->step; at < k; at++) {
        uint16_t items[2 * DCG_MAX_PERMS];
        bool decline;
        int m = choices(ctx, st, f, less, k, at, cost, chosen, n, items, &decline);
        if (!m) continue; /* nothing to suspend for it: declined (decline holds, the option was payable) */
        int a = dcg_effect_ask(ctx, p, 0, ASK_PERMS, items, m, decline);
        if (a < 0 && ctx->asking) return; /* the transaction asks, then runs again with the answer */
        if (a < 0 || a > m) a = decline ? m : 0; /* no answer to this question (DCG_ASK_LIMIT): declined, or the first payable way */
        if (a == m) continue;
        chosen[n++] = items[a];
        cost = dcg_evo_cost_less(cost, less[at]);
    }
    dcg_option o = {.kind = DCG_OPT_DIGIVOLVE, .card = (uint8_t)card, .perm = f->a, .cost = (int8_t)cost, .req = (uint8_t)f->b};
    dcg_pop(st);
    for (int i = 0; i < n; i++) dcg_digisorption_suspend(ctx, st, card, chosen[i]);
    if (!dcg_would_declare(ctx, st, &o)) dcg_procedure_end(ctx, st, p, &o, NULL, 0); /* 15-8-5: its "would" effects next */
}

void dcg_digisorption_suspend(dcg_ctx *ctx, dcg_state *st, int card, uint16_t perm_id)
{
    int p = card_owner(card);
    if (dcg_perm_owner(st, perm_id) != p) dcg_digisorption_opponents(ctx, st, p, true); /* the effect allowing it is used */
    dcg_emit(ctx, DCG_EV_EFFECT, p, card, perm_id, EFF_KEYWORD, 1);
    dcg_suspend_by(ctx, st, perm_id, card);
}
_Static_assert(DCG_MAX_EVO_REQS < 1 << DCG_EVO_REQ_BITS, "a digivolution option names its requirement in req's low bits");
