/* mcts.c: information-set Monte Carlo tree search (single-observer ISMCTS,
** Cowling, Powley and Whitehouse 2012) on any ruleset's dcg_search_rules
** (search.h): it names no rule of any game. Each playout re-deals what is
** hidden from the deciding player (rules->determinize), so the search sees
** only what its player may see; it descends a tree whose edges are option
** identities (both players' decisions), choosing by UCB1 among the options
** this sampled game offers (counting how often each was available), adds
** one node, plays on with a fast policy for a few turns, evaluates the
** position and backs the result up. The answer is the most visited option.
** Deterministic for a seed; no clock: the budget is in playouts. The
** official game's "mcts" AI is this search on its rules (official/search.c).
**
** Measured on the official game against greedy with `dcg sim` (76% of 800
** games at the default budget, README), a tree of one level (UCB1 over the
** decision's own options, greedy play-outs to the start of the player's
** next turn) is the strongest at these budgets: deeper levels try every
** option of later decisions once, both players', which models them as
** random (tree=3: 57% of 100 games). Play-outs to the end of the game are
** noisier than the evaluation (about 45% against greedy).
**
** Options: playouts=N (per decision, 128), tree=N (levels, 1), depth=N
** (turns a play-out lasts, 0: to the end; 2), c=X (exploration, 0.1),
** policy=greedy|random (the play-outs: the ruleset's policy or uniform;
** greedy). */
#include "rng.h"
#include "search.h"
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MCTS_MAX_PLAYOUTS 1000000
#define PLAYOUT_MAX_ANSWERS 5000   /* a play-out this long counts as a draw */

typedef struct node {
    uint64_t move;             /* the identity of the option that led here */
    uint8_t player;            /* who chose it */
    int parent, child, sibling;/* indices into the node array, -1 for none */
    uint32_t visits, avail;    /* times chosen; times it was a legal option */
    double reward;             /* sum of results for player: 1 win, 0.5 draw */
} node;

struct dcg_search {
    const dcg_search_rules *rules;
    void *game;
    int playouts;
    int levels;                 /* levels of the tree (1: the decision's own options) */
    int depth;                  /* turns a play-out lasts before it is evaluated (0: to the end) */
    double c;
    bool random_policy;         /* play the games out uniformly, not with rules->policy */
    uint64_t rng;
    node *nodes;
    int n_nodes;
    void *work;
    uint64_t *keys;             /* the identities of the options of a decision */
    int keys_cap;
};

void dcg_search_free(dcg_search *m)
{
    if (!m) return;
    free(m->nodes);
    free(m->keys);
    if (m->work) m->rules->state_free(m->work);
    free(m);
}

static bool read_int(const char *key, const char *value, long min, long max, int *out, char *err, size_t err_size)
{
    char *end;
    long v = strtol(value, &end, 10);
    if (end == value || *end || v < min || v > max) {
        snprintf(err, err_size, "%s=%s: a number from %ld to %ld", key, value, min, max);
        return false;
    }
    *out = (int)v;
    return true;
}

/* Read "key=value,..." into m; false with a message on a bad one. */
static bool parse_options(dcg_search *m, const char *options, char *err, size_t err_size)
{
    const char *p = options;
    while (*p) {
        size_t len = strcspn(p, ","), eq = strcspn(p, "=");
        char value[64];
        if (eq >= len || len - eq - 1 >= sizeof value) {
            snprintf(err, err_size, "bad option '%.*s' (key=value)", (int)len, p);
            return false;
        }
        memcpy(value, p + eq + 1, len - eq - 1);
        value[len - eq - 1] = 0;
        char *end;
        if (eq == 8 && !strncmp(p, "playouts", 8)) {
            if (!read_int("playouts", value, 1, MCTS_MAX_PLAYOUTS, &m->playouts, err, err_size)) return false;
        } else if (eq == 4 && !strncmp(p, "tree", 4)) {
            if (!read_int("tree", value, 1, 1000, &m->levels, err, err_size)) return false;
        } else if (eq == 5 && !strncmp(p, "depth", 5)) {
            if (!read_int("depth", value, 0, 1000, &m->depth, err, err_size)) return false;
        } else if (eq == 1 && p[0] == 'c') {
            m->c = strtod(value, &end);
            if (end == value || *end || !(m->c >= 0 && m->c <= 100)) {
                snprintf(err, err_size, "c=%s: a number from 0 to 100", value);
                return false;
            }
        } else if (eq == 6 && !strncmp(p, "policy", 6)) {
            if (strcmp(value, "greedy") && strcmp(value, "random")) {
                snprintf(err, err_size, "policy=%s: greedy or random", value);
                return false;
            }
            m->random_policy = !strcmp(value, "random");
        } else {
            snprintf(err, err_size, "unknown option '%.*s' (playouts, tree, depth, c, policy)", (int)eq, p);
            return false;
        }
        p += len + (p[len] == ',');
    }
    return true;
}

dcg_search *dcg_search_new(const dcg_search_rules *rules, void *game, uint64_t seed, const char *options,
                           char *err, size_t err_size)
{
    dcg_search *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    m->rules = rules;
    m->game = game;
    m->playouts = 128;
    m->levels = 1;
    m->depth = 2;
    m->c = 0.1;
    m->rng = seed;
    if (!parse_options(m, options, err, err_size)) {
        dcg_search_free(m);
        return NULL;
    }
    m->nodes = malloc(sizeof *m->nodes * ((size_t)m->playouts + 1));
    m->work = rules->state_new(game);
    if (!m->nodes || !m->work) {
        snprintf(err, err_size, "out of memory");
        dcg_search_free(m);
        return NULL;
    }
    return m;
}

/* The identities of the n options of the decision listed last, into m->keys;
** false when out of memory. */
static bool list_keys(dcg_search *m, int n)
{
    if (n > m->keys_cap) {
        int cap = n < 64 ? 64 : n;
        uint64_t *k = realloc(m->keys, sizeof *k * (size_t)cap);
        if (!k) return false;
        m->keys = k, m->keys_cap = cap;
    }
    for (int i = 0; i < n; i++) m->keys[i] = m->rules->option_key(m->game, i);
    return true;
}

static int child_for(const dcg_search *m, int parent, int player, uint64_t key)
{
    for (int k = m->nodes[parent].child; k >= 0; k = m->nodes[k].sibling)
        if (m->nodes[k].player == player && m->nodes[k].move == key) return k;
    return -1;
}

static int add_child(dcg_search *m, int parent, int player, uint64_t key)
{
    int k = m->n_nodes++;
    m->nodes[k] = (node){.move = key, .player = (uint8_t)player, .parent = parent, .child = -1,
                         .sibling = m->nodes[parent].child};
    m->nodes[parent].child = k;
    return k;
}

/* Descend from the root in the sampled game m->work: UCB1 over the options
** this game offers, until one has never been tried (it is added), the tree
** is m->levels deep or the game ends. Forced answers are played without a
** node. Returns the node reached. */
static int descend(dcg_search *m, uint64_t *rng)
{
    const dcg_search_rules *r = m->rules;
    int at = 0, level = 0, n, player;
    while (level < m->levels && (n = r->decide(m->game, m->work, &player)) > 0) {
        if (n == 1) {
            r->answer(m->game, m->work, 0);
            continue;
        }
        if (!list_keys(m, n)) return at; /* out of memory: evaluate here */
        int best = -1, untried = 0, pick = -1;
        double best_score = -1;
        for (int i = 0; i < n; i++) {
            int k = child_for(m, at, player, m->keys[i]);
            if (k < 0) {
                if (dcg_splitmix64(rng) % (uint64_t)++untried == 0) pick = i; /* uniform among the untried */
                continue;
            }
            node *c = &m->nodes[k];
            c->avail++;
            double score = c->reward / c->visits + m->c * sqrt(log((double)c->avail) / c->visits);
            if (score > best_score) best_score = score, best = k;
        }
        if (pick >= 0) {
            at = add_child(m, at, player, m->keys[pick]);
            r->answer(m->game, m->work, pick);
            return at;
        }
        at = best;
        level++;
        for (int i = 0; i < n; i++)
            if (m->keys[i] == m->nodes[best].move) {
                r->answer(m->game, m->work, i);
                break;
            }
    }
    return at;
}

/* The result of m->work for player p: 1 won, 0.5 drawn, 0 lost, or between
** by the ruleset's evaluation while the game goes on. */
static double result(dcg_search *m, int p)
{
    int w = m->rules->winner(m->game, m->work);
    if (w >= 0) return w == 2 ? 0.5 : w == p;
    return m->rules->evaluate(m->game, m->work, p);
}

/* Play m->work on with the policy (its generator *prng), to the end or for
** m->depth more turns. Returns the result for player p. */
static double play_out(dcg_search *m, uint64_t *prng, int p, int root_turn)
{
    const dcg_search_rules *r = m->rules;
    int n, player;
    for (int answers = 0; (n = r->decide(m->game, m->work, &player)) > 0; answers++) {
        if (answers == PLAYOUT_MAX_ANSWERS) return 0.5;
        if (m->depth && r->turn(m->game, m->work) >= root_turn + m->depth) break;
        int i = n == 1 ? 0 : m->random_policy ? (int)(dcg_splitmix64(prng) % (uint64_t)n) : r->policy(m->game, m->work, prng);
        r->answer(m->game, m->work, i);
    }
    return result(m, p);
}

int dcg_search_pick(dcg_search *m, const void *root, int player, int n)
{
    if (n <= 1) return 0;
    uint64_t rng = dcg_splitmix64(&m->rng);
    uint64_t policy_rng = dcg_splitmix64(&rng);
    if (!list_keys(m, n)) return 0; /* out of memory: still a legal answer */
    uint64_t *root_keys = malloc(sizeof *root_keys * (size_t)n);
    if (!root_keys) return 0;
    memcpy(root_keys, m->keys, sizeof *root_keys * (size_t)n);
    int root_turn = m->rules->turn(m->game, root);
    m->nodes[0] = (node){.parent = -1, .child = -1, .sibling = -1};
    m->n_nodes = 1;
    for (int it = 0; it < m->playouts; it++) {
        m->rules->state_copy(m->game, m->work, root);
        m->rules->determinize(m->game, m->work, player, dcg_splitmix64(&rng));
        int leaf = descend(m, &rng);
        double res = play_out(m, &policy_rng, player, root_turn); /* for player */
        for (int k = leaf; k > 0; k = m->nodes[k].parent) {
            node *nd = &m->nodes[k];
            nd->visits++;
            nd->reward += nd->player == player ? res : 1 - res;
        }
    }
    /* the most visited option (ties: the better result, then the first) */
    int best = 0;
    const node *best_node = NULL;
    for (int i = 0; i < n; i++) {
        int k = child_for(m, 0, player, root_keys[i]);
        if (k < 0) continue;
        const node *nd = &m->nodes[k];
        if (!best_node || nd->visits > best_node->visits ||
            (nd->visits == best_node->visits && nd->reward > best_node->reward))
            best = i, best_node = nd;
    }
    free(root_keys);
    return best;
}
