/* scenario.c: run a scenario file (tests/scenarios/README.md): build the
** board, answer the scripted decisions, check the assertions. A decision the
** script did not expect fails the scenario and says what was asked. */
#include "dcg_scenario.h"
#include "internal.h"
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct run {
    dcg_ctx *ctx;
    dcg_state *st;
    const char *path;
    int line;
    bool started;                 /* the game runs (setup is over) */
    int turn, active, phase;      /* setup */
    int next_id[2];
    int events[DCG_EV_COUNT];     /* events seen since the start */
    dcg_format format;            /* the format played (the official rules by default) */
    dcg_decision dec;
} run;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static dcg_status fail(run *r, const char *fmt, ...)
{
    char msg[1500];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return dcg_err(r->ctx, DCG_EINVAL, "%s:%d: %s", r->path, r->line, msg);
}

/* ---- words --------------------------------------------------------------------- */

static int split(char *s, char **tok, int max)
{
    int n = 0;
    char *save = NULL;
    for (char *t = strtok_r(s, " \t\r\n", &save); t && n < max; t = strtok_r(NULL, " \t\r\n", &save)) tok[n++] = t;
    return n;
}

static int player_word(const char *w)
{
    if (!strcmp(w, "P1")) return 0;
    if (!strcmp(w, "P2")) return 1;
    return -1;
}

static const char *const zone_words[] = {"", "deck", "eggs", "hand", "security", "trash", "breeding", "battle"};
static int zone_word(const char *w)
{
    for (int z = DCG_ZONE_DECK; z <= DCG_ZONE_BATTLE; z++)
        if (!strcmp(w, zone_words[z])) return z;
    return -1;
}

static const char *const phase_words[DCG_PHASE_COUNT] = {"setup", "unsuspend", "draw", "breeding", "main", "end", "over"};
static int phase_word(const char *w)
{
    for (int i = 0; i < DCG_PHASE_COUNT; i++)
        if (!strcmp(w, phase_words[i])) return i;
    return -1;
}

static const char *const decision_words[DCG_DEC_COUNT] = {"none", "mulligan", "breeding", "main", "block",
                                                          "order", "target", "yesno", "counter", "blitz"};

static int card_index(run *r, const char *number)
{
    int c = dcg_card_find(r->ctx, number);
    if (c < 0) fail(r, "unknown card number %s", number);
    return c;
}

static const char *number_of(run *r, int card) { return r->ctx->cards[r->st->def[card]].number; }

/* ---- set-up ---------------------------------------------------------------------- */

/* A new card instance of player p with card index def. */
static int new_card(run *r, int p, int def)
{
    if (r->next_id[p] >= DCG_PLAYER_CARDS) return -1;
    int c = p * DCG_PLAYER_CARDS + r->next_id[p]++;
    r->st->def[c] = (uint16_t)def;
    r->st->pl[p].n_cards++;
    return c;
}

/* "ST1-02*5" → 5 copies; else 1. */
static int parse_count(char *w)
{
    char *star = strchr(w, '*');
    if (!star) return 1;
    *star = 0;
    return atoi(star + 1);
}

/* P1 hand A B*3 ... (deck, security, eggs: listed top first) */
static dcg_status setup_pile(run *r, int p, int zone, char **tok, int n)
{
    pile *pl = dcg_pile(r->st, p, zone);
    int ids[DCG_PLAYER_CARDS], k = 0;
    for (int i = 0; i < n; i++) {
        int count = parse_count(tok[i]);
        int def = card_index(r, tok[i]);
        if (def < 0) return DCG_EINVAL;
        for (int j = 0; j < count; j++) {
            int c = new_card(r, p, def);
            if (c < 0 || k >= DCG_PLAYER_CARDS) return fail(r, "too many cards for one player");
            r->st->zone[c] = (uint8_t)zone;
            ids[k++] = c;
        }
    }
    bool top_first = zone == DCG_ZONE_DECK || zone == DCG_ZONE_SECURITY || zone == DCG_ZONE_EGGS;
    for (int i = 0; i < k; i++) {
        if (pl->n >= DCG_PLAYER_CARDS) return fail(r, "too many cards in one zone");
        /* piles keep the top card last */
        int c = top_first ? ids[k - 1 - i] : ids[i];
        if (top_first) pl->cards[pl->n++] = (uint8_t)c;
        else pl->cards[pl->n++] = (uint8_t)c;
    }
    return DCG_OK;
}

/* P1 battle ST1-01/ST1-03/ST1-07 [suspended] [new] */
static dcg_status setup_stack(run *r, int p, bool breeding, char **tok, int n)
{
    side *sd = &r->st->pl[p];
    perm *pm;
    if (breeding) {
        if (sd->breeding.id) return fail(r, "the breeding area holds one stack");
        pm = &sd->breeding;
    } else {
        if (sd->n_battle >= DCG_MAX_PERMS) return fail(r, "too many Digimon");
        pm = &sd->battle[sd->n_battle++];
    }
    memset(pm, 0, sizeof *pm);
    pm->id = ++r->st->next_perm;
    pm->entered_turn = 0;
    if (n < 1) return fail(r, "expected a stack of card numbers, bottom first, joined by '/'");
    char *save = NULL;
    for (char *t = strtok_r(tok[0], "/", &save); t; t = strtok_r(NULL, "/", &save)) {
        int def = card_index(r, t);
        if (def < 0) return DCG_EINVAL;
        int c = new_card(r, p, def);
        if (c < 0 || pm->n >= DCG_MAX_STACK) return fail(r, "too many cards");
        r->st->zone[c] = (uint8_t)(breeding ? DCG_ZONE_BREEDING : DCG_ZONE_BATTLE);
        pm->cards[pm->n++] = (uint8_t)c;
    }
    for (int i = 1; i < n; i++) {
        if (!strcmp(tok[i], "suspended")) pm->suspended = 1;
        else if (!strcmp(tok[i], "new")) pm->entered_turn = (uint16_t)r->turn;
        else return fail(r, "unknown stack flag '%s' (suspended, new)", tok[i]);
    }
    return DCG_OK;
}

/* The first permanent of p whose top card has this number. */
static perm *find_perm(run *r, int p, const char *number)
{
    side *sd = &r->st->pl[p];
    for (int i = -1; i < sd->n_battle; i++) {
        perm *pm = i < 0 ? &sd->breeding : &sd->battle[i];
        if (pm->id && !strcmp(number_of(r, perm_top(pm)), number)) return pm;
    }
    return NULL;
}

/* mod P2 ST2-05 dp -3000 sa 1 keywords piercing,rush forbid attack until turn */
static dcg_status setup_mod(run *r, char **tok, int n)
{
    int p = n > 1 ? player_word(tok[1]) : -1;
    perm *pm = (p >= 0 && n > 2) ? find_perm(r, p, tok[2]) : NULL;
    if (!pm) return fail(r, "mod: expected 'mod P1|P2 NUMBER ...' naming a Digimon on the field");
    mod m = {.cls = MOD_PERM, .perm = pm->id, .side = (uint8_t)p, .until = UNTIL_LEAVES, .turn = (uint16_t)r->turn};
    static const char *const kw[] = {"blocker", "piercing", "jamming", "rush", "reboot", "retaliation"};
    for (int i = 3; i + 1 < n; i += 2) {
        if (!strcmp(tok[i], "dp")) m.dp = atoi(tok[i + 1]);
        else if (!strcmp(tok[i], "sa")) m.security_attack = (int8_t)atoi(tok[i + 1]);
        else if (!strcmp(tok[i], "until")) m.until = !strcmp(tok[i + 1], "turn") ? UNTIL_END_OF_TURN : UNTIL_LEAVES;
        else if (!strcmp(tok[i], "forbid")) m.forbid = !strcmp(tok[i + 1], "attack") ? FORBID_ATTACK : FORBID_BLOCK;
        else if (!strcmp(tok[i], "keywords")) {
            char *save = NULL;
            for (char *k = strtok_r(tok[i + 1], ",", &save); k; k = strtok_r(NULL, ",", &save)) {
                int b = -1;
                for (int j = 0; j < 6; j++)
                    if (!strcmp(k, kw[j])) b = j;
                if (b < 0) return fail(r, "mod: unknown keyword '%s'", k);
                m.keywords |= (uint8_t)(1 << b);
            }
        } else return fail(r, "mod: unknown field '%s' (dp, sa, keywords, forbid, until)", tok[i]);
    }
    if (!dcg_mod_add(r->st, &m)) return fail(r, "mod: too many modifiers");
    return DCG_OK;
}

static dcg_status setup_line(run *r, char **tok, int n)
{
    if (!strcmp(tok[0], "format") && n == 2) {
        if (dcg_format_load(r->ctx, tok[1], &r->format) != DCG_OK) return fail(r, "%s", dcg_errmsg(r->ctx));
        dcg_rules_set(r->st, &r->format);
    } else if (!strcmp(tok[0], "turn") && n == 2) r->turn = atoi(tok[1]);
    else if (!strcmp(tok[0], "active") && n == 2 && player_word(tok[1]) >= 0) r->active = player_word(tok[1]);
    else if (!strcmp(tok[0], "phase") && n == 2 && phase_word(tok[1]) > 0) r->phase = phase_word(tok[1]);
    else if (!strcmp(tok[0], "memory") && n == 3 && player_word(tok[1]) >= 0) {
        int m = atoi(tok[2]);
        if (m < -10 || m > 10) return fail(r, "memory must be within -10..10");
        r->st->memory = (int8_t)(player_word(tok[1]) == 0 ? m : -m);
    } else if (!strcmp(tok[0], "mod")) return setup_mod(r, tok, n);
    else if (player_word(tok[0]) >= 0 && n >= 2) {
        int p = player_word(tok[0]), z = zone_word(tok[1]);
        if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) return setup_stack(r, p, z == DCG_ZONE_BREEDING, tok + 2, n - 2);
        if (z > 0) return setup_pile(r, p, z, tok + 2, n - 2);
        return fail(r, "unknown zone '%s' (deck, eggs, hand, security, trash, breeding, battle)", tok[1]);
    } else return fail(r, "cannot read this set-up line");
    return DCG_OK;
}

static void collect_events(run *r)
{
    int n;
    const dcg_event *ev = dcg_events(r->ctx, &n);
    for (int i = 0; i < n; i++) r->events[ev[i].kind]++;
}

static dcg_status start(run *r)
{
    r->started = true;
    r->st->winner = 0xFF;
    if (dcg_state_check(r->ctx, r->st) != DCG_OK) return fail(r, "the set-up is not a valid board: %s", dcg_errmsg(r->ctx));
    r->ctx->n_events = 0;
    dcg_resume_at(r->ctx, r->st, r->active, r->turn, r->phase);
    collect_events(r);
    return DCG_OK;
}

/* start-game DECK1 DECK2 SEED: a real game start instead of a set-up. */
static dcg_status start_game(run *r, char **tok, int n)
{
    if (n != 4) return fail(r, "expected 'start-game DECK1 DECK2 SEED'");
    dcg_deck d[2];
    char path[1024];
    for (int k = 0; k < 2; k++) {
        /* the starter decks of the first data directory loaded (the shipped data, wherever installed) */
        snprintf(path, sizeof path, "%.500s/cards/decks/%.100s.txt", r->ctx->n_data_dirs ? r->ctx->data_dirs[0] : DCG_SOURCE_DIR,
                 tok[1 + k]);
        if (dcg_deck_load_for(r->ctx, path, &r->format, &d[k]) != DCG_OK) return fail(r, "%s", dcg_errmsg(r->ctx));
    }
    r->started = true;
    if (dcg_game_start_format(r->ctx, r->st, &d[0], &d[1], strtoull(tok[3], NULL, 10), &r->format) != DCG_OK)
        return fail(r, "%s", dcg_errmsg(r->ctx));
    collect_events(r);
    return DCG_OK;
}

/* ---- actions ------------------------------------------------------------------------ */

static const char *option_number(run *r, const dcg_option *o)
{
    return o->card == DCG_NO_CARD ? "" : number_of(r, o->card);
}

static const char *perm_number(run *r, uint16_t id)
{
    perm *pm = dcg_perm(r->st, id);
    return pm ? number_of(r, perm_top(pm)) : "";
}

/* Does option o match the action words (verb and card numbers)? */
static bool matches(run *r, const dcg_option *o, char **w, int n)
{
    const char *verb = w[0];
    static const struct { const char *verb; int kind; int args; } simple[] = {
        {"keep", DCG_OPT_KEEP, 0}, {"redraw", DCG_OPT_REDRAW, 0}, {"hatch", DCG_OPT_HATCH, 0},
        {"move", DCG_OPT_MOVE, 0}, {"skip", DCG_OPT_SKIP, 0}, {"pass", DCG_OPT_PASS, 0},
        {"no-block", DCG_OPT_NO_BLOCK, 0}, {"yes", DCG_OPT_YES, 0}, {"no", DCG_OPT_NO, 0}, {"done", DCG_OPT_DONE, 0},
        {"play", DCG_OPT_PLAY, 1}, {"use", DCG_OPT_USE, 1}, {"block", DCG_OPT_BLOCK, 1}, {"effect", DCG_OPT_EFFECT, 1},
        {"choose", DCG_OPT_CARD, 1}, {"activate", DCG_OPT_ACTIVATE, 1}};
    for (size_t i = 0; i < sizeof simple / sizeof *simple; i++)
        if (!strcmp(verb, simple[i].verb)) {
            if (o->kind != simple[i].kind || n != 1 + simple[i].args) return false;
            return simple[i].args == 0 || !strcmp(option_number(r, o), w[1]);
        }
    if (!strcmp(verb, "digivolve")) /* digivolve X on Y */
        return o->kind == DCG_OPT_DIGIVOLVE && n == 4 && !strcmp(w[2], "on") && !strcmp(option_number(r, o), w[1]) &&
               !strcmp(perm_number(r, o->perm), w[3]);
    if (!strcmp(verb, "attack")) /* attack X -> player|Y */
        return o->kind == DCG_OPT_ATTACK && n == 4 && !strcmp(w[2], "->") && !strcmp(perm_number(r, o->perm), w[1]) &&
               (!strcmp(w[3], "player") ? o->target == DCG_PLAYER_TARGET
                                        : o->target != DCG_PLAYER_TARGET && !strcmp(perm_number(r, o->target), w[3]));
    return false;
}

static void describe_options(run *r, char *buf, size_t size)
{
    static const char *const kinds[DCG_OPT_COUNT] = {"keep", "redraw", "hatch", "move", "skip", "play", "digivolve",
                                                     "use", "attack", "pass", "block", "no-block", "effect", "choose",
                                                     "yes", "no", "done", "activate"};
    size_t len = 0;
    for (int i = 0; i < r->dec.n && len + 64 < size; i++) {
        const dcg_option *o = &r->dec.options[i];
        len += (size_t)snprintf(buf + len, size - len, "%s%s %s", i ? ", " : "", kinds[o->kind], option_number(r, o));
        if (o->kind == DCG_OPT_DIGIVOLVE) len += (size_t)snprintf(buf + len, size - len, " on %s", perm_number(r, o->perm));
        if (o->kind == DCG_OPT_ATTACK)
            len += (size_t)snprintf(buf + len, size - len, " -> %s",
                                    o->target == DCG_PLAYER_TARGET ? "player" : perm_number(r, o->target));
    }
}

/* Find the one option matching; -1 with a failure set otherwise. */
static int find_option(run *r, int p, char **w, int n, bool quiet)
{
    if (dcg_decision_get(r->ctx, r->st, &r->dec) != DCG_OK) {
        if (!quiet) fail(r, "the game is over (winner P%d); no decision to answer", dcg_winner(r->st) + 1);
        return -1;
    }
    char opts[1200];
    if (r->dec.player != p) {
        describe_options(r, opts, sizeof opts);
        if (!quiet) fail(r, "the engine asks P%d (%s), not P%d; options: %s", r->dec.player + 1, decision_words[r->dec.kind], p + 1, opts);
        return -1;
    }
    int found = -1, count = 0;
    bool same_card = true; /* all matches are the same card's effect */
    for (int i = 0; i < r->dec.n; i++)
        if (matches(r, &r->dec.options[i], w, n)) {
            if (found < 0) found = i;
            else same_card &= r->dec.options[i].kind == DCG_OPT_EFFECT &&
                              r->st->def[r->dec.options[i].card] == r->st->def[r->dec.options[found].card];
            count++;
        }
    /* Several copies of one card's effect waiting: which goes first is the
    ** same script, so "effect X" takes the first. */
    if (count > 1 && same_card && r->dec.options[found].kind == DCG_OPT_EFFECT) count = 1;
    if (count != 1 && !quiet) {
        describe_options(r, opts, sizeof opts);
        if (count) fail(r, "the action matches %d options: %s", count, opts);
        else fail(r, "no option matches (the engine asks %s); options: %s", decision_words[r->dec.kind], opts);
    }
    return count == 1 ? found : -1;
}

static dcg_status action(run *r, int p, char **w, int n)
{
    int i = find_option(r, p, w, n, false);
    if (i < 0) return DCG_EINVAL;
    r->ctx->n_events = 0;
    if (dcg_answer(r->ctx, r->st, i) != DCG_OK) return fail(r, "answer refused: %s", dcg_errmsg(r->ctx));
    collect_events(r);
    if (dcg_state_check(r->ctx, r->st) != DCG_OK) return fail(r, "invariant broken: %s", dcg_errmsg(r->ctx));
    return DCG_OK;
}

/* ---- assertions --------------------------------------------------------------------- */

static int zone_count(run *r, int p, int z)
{
    side *sd = &r->st->pl[p];
    if (z == DCG_ZONE_BATTLE) return sd->n_battle;
    if (z == DCG_ZONE_BREEDING) return sd->breeding.id != 0;
    return dcg_pile(r->st, p, z)->n;
}

static bool zone_has(run *r, int p, int z, const char *number)
{
    for (int c = p * DCG_PLAYER_CARDS; c < (p + 1) * DCG_PLAYER_CARDS; c++)
        if (r->st->zone[c] == z && !strcmp(number_of(r, c), number)) return true;
    return false;
}

static int event_word(const char *w)
{
    for (int k = 0; k < DCG_EV_COUNT; k++)
        if (!strcmp(w, dcg_event_name(k))) return k;
    return -1;
}

static dcg_status expect(run *r, char **w, int n)
{
    dcg_ctx *ctx = r->ctx;
    dcg_state *st = r->st;
    if (n >= 3 && !strcmp(w[0], "memory") && player_word(w[1]) >= 0) {
        int want = atoi(w[2]), got = dcg_mem(st, player_word(w[1]));
        return got == want ? DCG_OK : fail(r, "expect memory %s %d: found %d", w[1], want, got);
    }
    if (n >= 2 && !strcmp(w[0], "winner")) {
        int want = !strcmp(w[1], "none") ? -1 : player_word(w[1]), got = dcg_winner(st);
        if (got != want) return fail(r, "expect winner %s: found %s", w[1], got < 0 ? "none" : got == 0 ? "P1" : got == 1 ? "P2" : "draw");
        if (n >= 3) {
            int reason = !strcmp(w[2], "security") ? DCG_WIN_SECURITY : !strcmp(w[2], "deck-out") ? DCG_WIN_DECK_OUT : -1;
            if (reason != st->win_reason) return fail(r, "expect winner by %s: the reason differs", w[2]);
        }
        return DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "turn")) {
        int want = player_word(w[1]);
        return st->turn_player == want ? DCG_OK : fail(r, "expect turn %s: it is P%d's turn", w[1], st->turn_player + 1);
    }
    if (n == 2 && !strcmp(w[0], "turn-number")) {
        return st->turn == atoi(w[1]) ? DCG_OK : fail(r, "expect turn-number %s: found %d", w[1], st->turn);
    }
    if (n == 2 && !strcmp(w[0], "phase")) {
        int want = phase_word(w[1]);
        return st->phase == want ? DCG_OK : fail(r, "expect phase %s: found %s", w[1], phase_words[st->phase]);
    }
    if (n >= 2 && (!strcmp(w[0], "event") || !strcmp(w[0], "no-event"))) {
        int k = event_word(w[1]);
        if (k < 0) return fail(r, "unknown event '%s'", w[1]);
        bool none = w[0][0] == 'n';
        int want = n >= 3 ? atoi(w[2]) : -1;
        if (none ? r->events[k] != 0 : (want >= 0 ? r->events[k] != want : r->events[k] == 0))
            return fail(r, "expect %s %s%s%s: it happened %d times", w[0], w[1], n >= 3 ? " " : "", n >= 3 ? w[2] : "", r->events[k]);
        return DCG_OK;
    }
    if (n >= 3 && !strcmp(w[0], "decision")) { /* decision P1 main */
        int p = player_word(w[1]);
        dcg_decision_get(ctx, st, &r->dec);
        if (r->dec.player != p || strcmp(decision_words[r->dec.kind], w[2]))
            return fail(r, "expect decision %s %s: the engine asks P%d (%s)", w[1], w[2], r->dec.player + 1, decision_words[r->dec.kind]);
        return DCG_OK;
    }
    if (n >= 3 && (!strcmp(w[0], "option") || !strcmp(w[0], "no-option"))) { /* option P1 attack X -> player */
        int p = player_word(w[1]);
        bool want = w[0][0] == 'o';
        int i = find_option(r, p, w + 2, n - 2, true);
        if ((i >= 0) != want) return fail(r, "expect %s: %s", w[0], want ? "no such option" : "the option is there");
        return DCG_OK;
    }
    if (n >= 3 && player_word(w[0]) >= 0) {
        int p = player_word(w[0]);
        int z = zone_word(w[1]);
        if (z > 0 && n == 3 && isdigit((unsigned char)w[2][0])) { /* P1 hand 5 */
            int got = zone_count(r, p, z);
            return got == atoi(w[2]) ? DCG_OK : fail(r, "expect %s %s %s: found %d", w[0], w[1], w[2], got);
        }
        if (z > 0 && n == 4 && (!strcmp(w[2], "has") || !strcmp(w[2], "lacks"))) { /* P1 trash has ST1-03 */
            bool has = zone_has(r, p, z, w[3]);
            return has == (w[2][0] == 'h') ? DCG_OK : fail(r, "expect %s %s %s %s: it %s", w[0], w[1], w[2], w[3], has ? "does" : "does not");
        }
        if (!strcmp(w[1], "digimon") && n >= 4) { /* P1 digimon ST1-07 dp 5000 | suspended | unsuspended | stack N | absent */
            perm *pm = find_perm(r, p, w[2]);
            if (!strcmp(w[3], "absent")) return pm ? fail(r, "expect %s digimon %s absent: it is there", w[0], w[2]) : DCG_OK;
            if (!pm) return fail(r, "expect %s digimon %s: no such Digimon on the field", w[0], w[2]);
            if (!strcmp(w[3], "dp") && n == 5) {
                int32_t got = dcg_perm_dp(ctx, st, pm);
                return got == atoi(w[4]) ? DCG_OK : fail(r, "expect %s digimon %s dp %s: found %d", w[0], w[2], w[4], got);
            }
            if (!strcmp(w[3], "suspended") || !strcmp(w[3], "unsuspended"))
                return pm->suspended == (w[3][0] == 's') ? DCG_OK : fail(r, "expect %s digimon %s %s: it is not", w[0], w[2], w[3]);
            if (!strcmp(w[3], "stack") && n == 5)
                return pm->n == atoi(w[4]) ? DCG_OK : fail(r, "expect %s digimon %s stack %s: found %d", w[0], w[2], w[4], pm->n);
            if (!strcmp(w[3], "sa") && n == 5) {
                int got = dcg_perm_security_attack(ctx, st, pm);
                return got == atoi(w[4]) ? DCG_OK : fail(r, "expect %s digimon %s sa %s: found %d", w[0], w[2], w[4], got);
            }
            if (!strcmp(w[3], "in-breeding")) return pm == &st->pl[p].breeding ? DCG_OK : fail(r, "not in the breeding area");
            if (!strcmp(w[3], "in-battle")) return pm != &st->pl[p].breeding ? DCG_OK : fail(r, "not in the battle area");
        }
    }
    return fail(r, "cannot read this expectation");
}

/* ---- the file ------------------------------------------------------------------------- */

dcg_status dcg_scenario_run(dcg_ctx *ctx, const char *path, char *name, size_t name_size)
{
    FILE *f = fopen(path, "r");
    if (!f) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    run *r = calloc(1, sizeof *r);
    dcg_state *st = dcg_state_new();
    dcg_status s = DCG_OK;
    if (!r || !st) {
        s = dcg_err(ctx, DCG_ENOMEM, "out of memory");
        goto done;
    }
    r->ctx = ctx;
    r->st = st;
    r->path = path;
    r->turn = 3;
    r->phase = DCG_PHASE_MAIN;
    dcg_format_default(&r->format);
    dcg_rules_set(st, &r->format);
    st->winner = 0xFF;
    snprintf(name, name_size, "%s", path);
    bool has_rule = false;
    char buf[1024];
    while (s == DCG_OK && fgets(buf, sizeof buf, f)) {
        r->line++;
        char *hash = strchr(buf, '#');
        if (hash) *hash = 0;
        if (!strncmp(buf, "name:", 5)) {
            char *v = buf + 5;
            while (isspace((unsigned char)*v)) v++;
            snprintf(name, name_size, "%.*s", (int)strcspn(v, "\r\n"), v);
            continue;
        }
        if (!strncmp(buf, "rule:", 5)) {
            has_rule = strspn(buf + 5, " \t\r\n") < strlen(buf + 5);
            continue;
        }
        char *w[32];
        int n = split(buf, w, 32);
        if (n == 0) continue;
        if (!strcmp(w[0], "start-game")) s = start_game(r, w, n);
        else if (!strcmp(w[0], "expect")) {
            if (!r->started) s = start(r);
            if (s == DCG_OK) s = n > 1 ? expect(r, w + 1, n - 1) : fail(r, "expect what?");
        } else if (player_word(w[0]) >= 0 && r->started) s = action(r, player_word(w[0]), w + 1, n - 1);
        else if (player_word(w[0]) >= 0 && n >= 2 && zone_word(w[1]) < 0) { /* the first action starts the game */
            s = start(r);
            if (s == DCG_OK) s = action(r, player_word(w[0]), w + 1, n - 1);
        } else if (!r->started) s = setup_line(r, w, n);
        else s = fail(r, "set-up lines must come before the first action or expectation");
    }
    if (s == DCG_OK && !has_rule) s = dcg_err(ctx, DCG_EPARSE, "%s: a scenario must cite the rule it proves ('rule:' line)", path);
done:
    fclose(f);
    free(r);
    dcg_state_free(st);
    return s;
}
