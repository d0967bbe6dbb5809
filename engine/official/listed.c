/* listed.c: the options of a decision are listed once per answer.
**
** dcg_decision_get lists the options; dcg_answer needs the same list to
** check the index and find the option. The context keeps the last list
** with the stamp of the state it was listed for, and dcg_answer takes it
** when the state it is given bears that stamp. A stamp names one state
** (core/stamp.h): the engine gives a new one, never given before in this
** process, to each state it leaves (dcg_run, dcg_answer), a copy keeps it
** (same bytes, same options), and a change by hand clears it (board.c,
** determinize.c: 0 is never kept). So the list kept is the one listing
** would give again.
**
** A list is not kept when listing ran a card's script: inside dcg_answer
** such a call is charged to the card's per-game budget (script/vm.c),
** which can change what it returns, so there dcg_answer lists again.
** Reference mode keeps nothing, and test builds (DCG_INVARIANTS) list
** again on every use and stop if the lists differ. */
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>

struct dcg_listed {
    uint64_t stamp; /* of the state the options were listed for; 0: none */
    dcg_decision d;
};

void dcg_listed_stamp(dcg_ctx *ctx, dcg_state *st) { st->stamp = dcg_stamp_new(&ctx->stamps); }

void dcg_listed_keep(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, long calls_before)
{
    if (ctx->reference || !st->stamp || ctx->n_script_calls != calls_before) {
        dcg_listed_forget(ctx);
        return;
    }
    if (!ctx->listed && !(ctx->listed = malloc(sizeof *ctx->listed))) return; /* no memory: list again later */
    dcg_listed *l = ctx->listed;
    l->d.kind = d->kind;
    l->d.player = d->player;
    l->d.source = d->source;
    l->d.n = d->n;
    memcpy(l->d.options, d->options, sizeof *d->options * (size_t)d->n);
    l->stamp = st->stamp;
}

#ifdef DCG_INVARIANTS
/* Test builds: the list kept is the one listing gives now. */
static void check_kept(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *kept)
{
    static _Thread_local dcg_decision now;
    dcg_options(ctx, st, &now);
    bool same = now.kind == kept->kind && now.player == kept->player && now.source == kept->source && now.n == kept->n;
    for (int i = 0; same && i < now.n; i++) {
        const dcg_option *a = &now.options[i], *b = &kept->options[i];
        same = a->kind == b->kind && a->card == b->card && a->perm == b->perm && a->target == b->target &&
               a->cost == b->cost && a->req == b->req;
    }
    if (!same) {
        fprintf(stderr, "dcg: the options kept for stamp %llu are not the state's: was it changed by hand?\n",
                (unsigned long long)st->stamp);
        abort();
    }
}
#endif

const dcg_decision *dcg_listed_find(dcg_ctx *ctx, const dcg_state *st)
{
    const dcg_listed *l = ctx->listed;
    if (!l || !st->stamp || l->stamp != st->stamp || ctx->reference) return NULL;
#ifdef DCG_INVARIANTS
    check_kept(ctx, st, &l->d);
#endif
    return &l->d;
}

void dcg_listed_forget(dcg_ctx *ctx)
{
    if (ctx->listed) ctx->listed->stamp = 0;
}

void dcg_listed_free(dcg_ctx *ctx)
{
    free(ctx->listed);
    ctx->listed = NULL;
}
