/* ai.c: AI players behind one interface (dcg_ai_type in dcg.h): the
** registry, and the built-in "random" (uniform) and "greedy" (the official
** game's one-ply heuristic, official/greedy.c). The search AI "mcts" is the
** generic search (mcts.c) on the official game's rules (official/search.c). */
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>

static int pick_random(const dcg_decision *d, uint64_t *rng)
{
    return d->n <= 1 ? 0 : (int)(dcg_splitmix64(rng) % (uint64_t)d->n);
}

/* ---- random and greedy as AI types: their data is their generator ------------ */
static void *create_rng(uint64_t seed, const char *options, char *err, size_t err_size)
{
    if (options && *options) {
        snprintf(err, err_size, "takes no options (got '%s')", options);
        return NULL;
    }
    uint64_t *rng = malloc(sizeof *rng);
    if (rng) *rng = seed;
    else snprintf(err, err_size, "out of memory");
    return rng;
}

static int type_random_pick(void *self, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d)
{
    (void)ctx;
    (void)st;
    return pick_random(d, self);
}

static int type_greedy_pick(void *self, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d)
{
    return dcg_greedy_pick(ctx, st, d, self);
}

static const dcg_ai_type type_random = {"random", "uniform over the legal options", create_rng, type_random_pick, free};
static const dcg_ai_type type_greedy = {"greedy", "one-ply heuristic: the best immediate option", create_rng,
                                        type_greedy_pick, free};
extern const dcg_ai_type dcg_ai_mcts_type; /* official/search.c */

/* ---- the registry ------------------------------------------------------------- */
#define MAX_AI_TYPES 32
static const dcg_ai_type *ai_types[MAX_AI_TYPES] = {&type_random, &type_greedy, &dcg_ai_mcts_type};
static int n_ai_types = DCG_AI_COUNT; /* the enum's order */

static const dcg_ai_type *type_find(const char *name, size_t len)
{
    for (int i = 0; i < n_ai_types; i++)
        if (strlen(ai_types[i]->name) == len && !strncmp(ai_types[i]->name, name, len)) return ai_types[i];
    return NULL;
}

dcg_status dcg_ai_register(const dcg_ai_type *type)
{
    if (!type || !type->name || !*type->name || strchr(type->name, ':') || type_find(type->name, strlen(type->name)) ||
        !type->create || !type->pick || !type->destroy)
        return DCG_EINVAL;
    if (n_ai_types == MAX_AI_TYPES) return DCG_ELIMIT;
    ai_types[n_ai_types++] = type;
    return DCG_OK;
}

const dcg_ai_type *dcg_ai_type_at(int i) { return i >= 0 && i < n_ai_types ? ai_types[i] : NULL; }

struct dcg_ai {
    const dcg_ai_type *type;
    void *self;
};

dcg_status dcg_ai_new(dcg_ctx *ctx, const char *spec, uint64_t seed, dcg_ai **out)
{
    *out = NULL;
    const char *colon = strchr(spec, ':');
    size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
    const dcg_ai_type *t = type_find(spec, len);
    if (!t) {
        char names[256] = "";
        for (int i = 0; i < n_ai_types; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", ai_types[i]->name);
        return dcg_err(ctx, DCG_EINVAL, "unknown AI '%.*s' (%s)", (int)len, spec, names);
    }
    dcg_ai *ai = malloc(sizeof *ai);
    if (!ai) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    char err[256] = "";
    ai->type = t;
    if (!(ai->self = t->create(seed, colon ? colon + 1 : "", err, sizeof err))) {
        free(ai);
        return dcg_err(ctx, DCG_EINVAL, "AI %s: %s", t->name, err[0] ? err : "could not be created");
    }
    *out = ai;
    return DCG_OK;
}

int dcg_ai_choose(dcg_ai *ai, dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d)
{
    return ai->type->pick(ai->self, ctx, st, d);
}

const dcg_ai_type *dcg_ai_type_of(const dcg_ai *ai) { return ai->type; }

void dcg_ai_free(dcg_ai *ai)
{
    if (!ai) return;
    ai->type->destroy(ai->self);
    free(ai);
}

/* ---- the enum interface --------------------------------------------------------- */
int dcg_ai_find(const char *name)
{
    for (int i = 0; i < DCG_AI_COUNT; i++)
        if (!strcmp(name, ai_types[i]->name)) return i;
    return -1;
}

const char *dcg_ai_name(int ai) { return (ai >= 0 && ai < DCG_AI_COUNT) ? ai_types[ai]->name : "?"; }

int dcg_ai_pick(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int ai, uint64_t *rng)
{
    if (d->n <= 1) return 0;
    if (ai == DCG_AI_RANDOM) return pick_random(d, rng);
    if (ai == DCG_AI_GREEDY) return dcg_greedy_pick(ctx, st, d, rng);
    assert(ai > DCG_AI_GREEDY && ai < DCG_AI_COUNT);
    /* a type with state: a player for this one decision, seeded from rng */
    char err[128];
    void *self = ai_types[ai]->create(dcg_splitmix64(rng), "", err, sizeof err);
    if (!self) return dcg_greedy_pick(ctx, st, d, rng); /* out of memory: still a legal answer */
    int i = ai_types[ai]->pick(self, ctx, st, d);
    ai_types[ai]->destroy(self);
    return i;
}
