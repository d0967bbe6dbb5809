/* dbe_scenario.c: DBE scenarios (the DBE section of tests/scenarios/README.md):
** a position built by hand (dcg_dbe_board.h), the players' answers, and
** expectations (dbe_scenario_expect.c). On the public headers only. */
#include "dbe_scenario.h"
#include "trace.h"
#include <limits.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define DSCN_MAX_LINE 1024
#define DSCN_MAX_TEXT (256 * 1024)
#define DSCN_UNSET INT_MIN /* a set-up number not given */

static dcg_status vmsg(dscn *r, dcg_status s, const char *quote, const char *fmt, va_list ap)
{
    char m[768];
    vsnprintf(m, sizeof m, fmt, ap);
    if (quote) snprintf(r->msg, r->msg_size, "%s:%d: '%s': %s", r->path, r->line, quote, m);
    else snprintf(r->msg, r->msg_size, "%s:%d: %s", r->path, r->line, m);
    return s;
}

dcg_status dscn_fail(dscn *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dcg_status s = vmsg(r, DCG_EINVAL, NULL, fmt, ap);
    va_end(ap);
    return s;
}

dcg_status dscn_bad(dscn *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dcg_status s = vmsg(r, DCG_EPARSE, r->text, fmt, ap);
    va_end(ap);
    return s;
}

int dscn_player(const char *w) { return !strcmp(w, "P1") ? 0 : !strcmp(w, "P2") ? 1 : -1; }

int dscn_zone(const char *w)
{
    for (int z = 0; z < DBE_ZONES; z++)
        if (!strcmp(w, dcg_dbe_zone_name(z))) return z;
    return -1;
}

int dscn_attack(const char *w)
{
    for (int a = 0; a < DBE_ATTACKS; a++)
        if (!strcmp(w, dcg_dbe_attack_name(a))) return a;
    return -1;
}

int dscn_phase(const char *w)
{
    for (int ph = DBE_PHASE_SETUP; ph <= DBE_PHASE_OVER; ph++)
        if (!strcmp(w, dcg_dbe_phase_name(ph))) return ph;
    return -1;
}

int dscn_card(dscn *r, const char *w)
{
    int c = dcg_dbe_card_find(r->ctx, w);
    if (c < 0) dscn_bad(r, "no DBE card numbered '%s' (cards/dbe/sample.json)", w);
    return c;
}

static int split(char *s, char **w, int max)
{
    int n = 0;
    for (char *t = strtok(s, " \t\r\n"); t && n < max; t = strtok(NULL, " \t\r\n")) w[n++] = t;
    return n;
}

bool dscn_number(const char *w, int *v)
{
    char *end;
    errno = 0;
    long x = strtol(w, &end, 10);
    if (!*w || *end || errno || x < -100000 || x > 100000) return false;
    *v = (int)x;
    return true;
}

void dscn_join(char **w, int n, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len < size; i++) {
        int k = snprintf(buf + len, size - len, "%s%s", i ? " " : "", w[i]);
        if (k > 0) len += (size_t)k;
    }
}

/* ---- set-up ----------------------------------------------------------------------- */

int dscn_slashes(char **w, int n, char **out, int max)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        for (char *t = strtok(w[i], "/"); t && k < max; t = strtok(NULL, "/")) out[k++] = t;
    return k;
}

int dscn_cards(dscn *r, char **words, int n_words, int *defs, int *destiny, bool marks)
{
    char *w[DCG_DBE_ZONE_MAX];
    int n = dscn_slashes(words, n_words, w, DCG_DBE_ZONE_MAX), k = 0;
    for (int i = 0; i < n; i++) {
        char word[64];
        snprintf(word, sizeof word, "%s", w[i]);
        int times = 1, from_destiny = 0;
        char *star = strchr(word, '*');
        if (star) {
            *star = 0;
            if (!dscn_number(star + 1, &times) || times < 1) return dscn_bad(r, "'*' needs a count of 1 or more after it"), -1;
        }
        size_t len = strlen(word);
        if (len && word[len - 1] == '^') {
            if (!marks) return dscn_bad(r, "'^' (came from the Destiny Zone) is for the active stack's cards in the set-up"), -1;
            word[len - 1] = 0, from_destiny = 1;
        }
        int c = dscn_card(r, word);
        if (c < 0) return -1;
        if (dcg_dbe_card_level(r->ctx, c) == DBE_LEVEL_M) from_destiny = 1;
        for (int t = 0; t < times; t++) {
            if (k >= DCG_DBE_ZONE_MAX) return dscn_bad(r, "more than %d cards in one zone", DCG_DBE_ZONE_MAX), -1;
            defs[k] = c;
            if (destiny) destiny[k] = from_destiny;
            k++;
        }
    }
    return k;
}

/* "P1 ZONE CARD... ": cards on top of the zone in the listing order (deck top
** first; the others bottom or oldest first). */
static dcg_status zone_line(dscn *r, int p, int zone, char **w, int n)
{
    int defs[DCG_DBE_ZONE_MAX], from_destiny[DCG_DBE_ZONE_MAX];
    int k = dscn_cards(r, w, n, defs, from_destiny, zone == DBE_ZONE_ACTIVE);
    if (k < 0) return DCG_EPARSE;
    char err[160];
    r->placed = true;
    for (int i = 0; i < k; i++) {
        int j = zone == DBE_ZONE_DECK ? k - 1 - i : i; /* the deck is listed top first */
        if (dcg_dbe_board_card(r->ctx, r->st, p, defs[j], zone, from_destiny[j], err, sizeof err) < 0)
            return dscn_bad(r, "%s", err);
    }
    return DCG_OK;
}

static dcg_status player_line(dscn *r, int p, char **w, int n)
{
    int zone = dscn_zone(w[1]);
    if (zone >= 0) return zone_line(r, p, zone, w + 2, n - 2);
    if (n != 3) return dscn_bad(r, "expected 'P%d ZONE CARD...' or 'P%d hp|ko|flat|dp-mod|partner|attack VALUE'", p + 1, p + 1);
    int v;
    if (!strcmp(w[1], "partner")) {
        r->partner[p] = dscn_card(r, w[2]);
        if (r->partner[p] < 0) return DCG_EPARSE;
        if (dcg_dbe_card_level(r->ctx, r->partner[p]) != DBE_LEVEL_R) return dscn_bad(r, "the partner is a level R");
        return DCG_OK;
    }
    if (!strcmp(w[1], "attack")) {
        if ((r->attack[p] = dscn_attack(w[2])) < 0) return dscn_bad(r, "expected circle, triangle or cross");
        return DCG_OK;
    }
    int *slot = !strcmp(w[1], "hp") ? &r->hp[p] : !strcmp(w[1], "ko") ? &r->ko[p] : !strcmp(w[1], "flat") ? &r->flat[p]
              : !strcmp(w[1], "dp-mod") ? &r->dp_mod[p] : NULL;
    if (!slot) return dscn_bad(r, "unknown zone or number '%s' (zones: deck hand dp active destiny trash dark side support deleted; "
                                  "numbers: hp ko flat dp-mod partner attack)", w[1]);
    if (!dscn_number(w[2], &v)) return dscn_bad(r, "expected a number");
    if (slot == &r->hp[p] && v <= 0) return dscn_bad(r, "an active's HP is 1 or more");
    *slot = v;
    return DCG_OK;
}

static dcg_status setup_line(dscn *r, char **w, int n)
{
    int p = dscn_player(w[0]), v;
    if (p >= 0) return player_line(r, p, w, n);
    if (n != 2) return dscn_bad(r, "expected one value after '%s'", w[0]);
    if (!strcmp(w[0], "turn")) {
        if (!dscn_number(w[1], &v) || v < 0) return dscn_bad(r, "expected a turn number");
        r->turn = v;
    } else if (!strcmp(w[0], "active")) {
        if ((r->active = dscn_player(w[1])) < 0) return dscn_bad(r, "expected P1 or P2 (whose turn it is)");
    } else if (!strcmp(w[0], "phase")) {
        r->phase = dscn_phase(w[1]);
        if (r->phase < 0 || r->phase == DBE_PHASE_OVER)
            return dscn_bad(r, "expected a phase: setup, prep, evolution, strategy, support, battle or end");
    } else if (!strcmp(w[0], "seed")) {
        char *end;
        errno = 0;
        r->seed = strtoull(w[1], &end, 10);
        if (*end || errno || w[1][0] == '-') return dscn_bad(r, "expected a seed (a number)");
        if (r->placed) return dscn_bad(r, "the seed comes before the first card");
        dcg_dbe_board_new(r->st, r->seed);
    } else {
        return dscn_bad(r, "unknown line (set-up: turn, active, phase, seed, P1/P2 ...; then P1/P2 answers and expect)");
    }
    return DCG_OK;
}

static void collect_log(dscn *r)
{
    const char *l = dcg_dbe_log(r->ctx);
    size_t n = strlen(l);
    if (n > sizeof r->log - 1 - r->log_len) n = sizeof r->log - 1 - r->log_len;
    memcpy(r->log + r->log_len, l, n);
    r->log_len += n;
    r->log[r->log_len] = 0;
}

/* The first answer or expectation: the numbers, the actives, then play resumes. */
static dcg_status start(dscn *r)
{
    r->started = true;
    char err[160];
    for (int p = 0; p < 2; p++) {
        int top[1];
        if (dcg_dbe_board_zone(r->st, p, DBE_ZONE_ACTIVE, top, 1)) {
            dcg_dbe_board_active(r->ctx, r->st, p);
            if (dcg_dbe_card_kind(r->ctx, top[0]) != DBE_CARD_DIGIMON)
                return dscn_bad(r, "P%d's active is not a Digimon", p + 1);
        }
        const struct { int what, v; } set[] = {{DBE_BOARD_KO, r->ko[p]}, {DBE_BOARD_FLAT, r->flat[p]},
            {DBE_BOARD_DP_MOD, r->dp_mod[p]}, {DBE_BOARD_PARTNER, r->partner[p]}, {DBE_BOARD_ATTACK, r->attack[p]},
            {DBE_BOARD_HP, r->hp[p]}};
        for (size_t i = 0; i < sizeof set / sizeof *set; i++) {
            if (set[i].v == DSCN_UNSET) continue;
            if (dcg_dbe_board_set(r->ctx, r->st, p, set[i].what, set[i].v) != DCG_OK)
                return dscn_bad(r, "P%d: a number out of its range (ko 0-4, flat 0-3, dp-mod -3000..3000)", p + 1);
        }
    }
    if (dcg_dbe_board_resume(r->ctx, r->st, r->active, r->turn, r->phase, err, sizeof err) != DCG_OK)
        return dscn_bad(r, "%s (set-up: turn %d, P%d's %s phase)", err, r->turn, r->active + 1, dcg_dbe_phase_name(r->phase));
    collect_log(r);
    return DCG_OK;
}

/* ---- answers ---------------------------------------------------------------------- */

const char *dscn_decision_word(int kind)
{
    static const char *const w[] = {"mulligan", "full-mulligan", "play", "rack", "evolve", "attack", "support",
                                    "discard", "partner", "activate", "choose", "gems"};
    return kind >= 0 && kind < (int)(sizeof w / sizeof *w) ? w[kind] : "?";
}

void dscn_option_words(const dscn *r, const dcg_dbe_decision *d, int i, char *buf, size_t size)
{
    const dcg_dbe_option *o = &d->options[i];
    static const char *const verb[] = {"set-aside", "", "play", "rack", "", "", "support", "discard", "partner-evolve"};
    const char *card = o->card >= 0 ? dcg_dbe_card_number(r->ctx, dcg_dbe_card_of(r->st, o->card)) : "";
    const char *with = o->with >= 0 ? dcg_dbe_card_number(r->ctx, dcg_dbe_card_of(r->st, o->with)) : "";
    switch (o->kind) {
    case DBE_OPT_DONE: snprintf(buf, size, "done"); break;
    case DBE_OPT_MULLIGAN: snprintf(buf, size, "mulligan"); break;
    case DBE_OPT_ATTACK: snprintf(buf, size, "%s", dcg_dbe_attack_name(o->attack)); break;
    case DBE_OPT_BLIND: snprintf(buf, size, "blind"); break;
    case DBE_OPT_DNA: snprintf(buf, size, "dna %s with %s", card, with); break;
    case DBE_OPT_EVOLVE:
        snprintf(buf, size, "evolve %s%s%s%s", card, o->with >= 0 ? " with " : "", with, o->attack == 1 ? " unflat" : "");
        break;
    case DBE_OPT_NAME: snprintf(buf, size, "name %s", dcg_dbe_card_number(r->ctx, o->card)); break; /* a card index */
    case DBE_OPT_LABEL: case DBE_OPT_PLACE: case DBE_OPT_USE: case DBE_OPT_PROXY: /* the engine's words */
        dcg_dbe_option_text(r->ctx, r->st, d, i, buf, size);
        break;
    default:
        snprintf(buf, size, "%s %s", d->kind >= 0 && d->kind < (int)(sizeof verb / sizeof *verb) ? verb[d->kind] : "card", card);
        break;
    }
}

static void options_text(const dscn *r, const dcg_dbe_decision *d, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < d->n && len + 1 < size; i++) {
        char o[160];
        dscn_option_words(r, d, i, o, sizeof o);
        len += (size_t)snprintf(buf + len, size - len, "%s[%d] %s", i ? ", " : "", i, o);
        if (len >= size) len = size - 1;
    }
}

int dscn_find_option(dscn *r, int p, char **w, int n, bool quiet)
{
    dcg_dbe_decision d;
    char said[512], opts[4096];
    if (dcg_dbe_decision_get(r->ctx, r->st, &d) != DCG_OK) {
        if (!quiet) dscn_fail(r, "P%d answers, but the game is over", p + 1);
        return -1;
    }
    if (d.player != p) {
        options_text(r, &d, opts, sizeof opts);
        if (!quiet) dscn_fail(r, "P%d answers, but the engine asks P%d (%s): %s", p + 1, d.player + 1, dscn_decision_word(d.kind), opts);
        return -1;
    }
    int idx;
    if (n == 2 && !strcmp(w[0], "option") && dscn_number(w[1], &idx)) { /* by index */
        if (idx >= 0 && idx < d.n) return idx;
        options_text(r, &d, opts, sizeof opts);
        if (!quiet) dscn_fail(r, "option %d: the decision has %d options: %s", idx, d.n, opts);
        return -1;
    }
    dscn_join(w, n, said, sizeof said);
    /* by the runner's words, or by the engine's text of the option (dcg_dbe_option_text);
    ** copies of one card are interchangeable: the first matching option is taken */
    for (int i = 0; i < d.n; i++) {
        char words[160], text[160];
        dscn_option_words(r, &d, i, words, sizeof words);
        dcg_dbe_option_text(r->ctx, r->st, &d, i, text, sizeof text);
        if (!strcmp(said, words) || !strcmp(said, text) || ((!strcmp(said, "keep") || !strcmp(said, "none")) && d.options[i].kind == DBE_OPT_DONE))
            return i;
    }
    options_text(r, &d, opts, sizeof opts);
    if (!quiet) dscn_fail(r, "no option matches '%s' (the engine asks P%d: %s); options: %s", said, p + 1, dscn_decision_word(d.kind), opts);
    return -1;
}

static bool answer_verb(const char *w)
{
    static const char *const verbs[] = {"set-aside", "keep", "mulligan", "play", "partner-evolve", "rack", "evolve", "dna",
                                        "circle", "triangle", "cross", "support", "blind", "discard", "done", "none", "option"};
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
        if (!strcmp(w, verbs[i])) return true;
    return false;
}

static dcg_status answer(dscn *r, int p, char **w, int n)
{
    if (!answer_verb(w[0]) && dscn_find_option(r, p, w, n, true) < 0) /* not the engine's text of an option either */
        return dscn_bad(r, "neither a set-up line (P%d ZONE CARD..., P%d hp|ko|flat|dp-mod|partner|attack VALUE) nor an answer "
                           "(set-aside, keep, mulligan, play, partner-evolve, rack, evolve, dna, circle, triangle, cross, support, "
                           "blind, discard, done, none, option N, or an option's text)", p + 1, p + 1);
    int i = dscn_find_option(r, p, w, n, false);
    if (i < 0) return DCG_EINVAL;
    if (dcg_dbe_answer(r->ctx, r->st, i) != DCG_OK) return dscn_fail(r, "answer refused: %s", dcg_dbe_errmsg(r->ctx));
    collect_log(r);
    return DCG_OK;
}

/* ---- Deck Construction ------------------------------------------------------------- */

/* expect deck valid FILE | expect deck refused FILE [TEXT...]: a deck list (FILE beside the
** scenario) passes or fails the Deck Construction checks, the refusal naming TEXT. It needs
** no game: it does not start one. */
static dcg_status expect_deck(dscn *r, char **w, int n)
{
    bool valid = !strcmp(w[0], "valid");
    if (n < 2 || (!valid && strcmp(w[0], "refused")) || (valid && n != 2))
        return dscn_bad(r, "expected 'expect deck valid FILE' or 'expect deck refused FILE [TEXT...]'");
    char path[2048], text[512];
    const char *slash = strrchr(r->path, '/');
    snprintf(path, sizeof path, "%.*s%s", slash ? (int)(slash - r->path + 1) : 0, r->path, w[1]);
    dscn_join(w + 2, n - 2, text, sizeof text);
    dcg_dbe_deck d;
    dcg_status s = dcg_dbe_deck_load(r->ctx, path, &d);
    r->checked = true;
    if (valid && s != DCG_OK) return dscn_fail(r, "expected the deck %s to be valid: %s", w[1], dcg_dbe_errmsg(r->ctx));
    if (!valid && s == DCG_OK) return dscn_fail(r, "expected the deck %s to be refused, it is valid", w[1]);
    if (!valid && s != DCG_EDECK) return dscn_fail(r, "the deck %s could not be read: %s", w[1], dcg_dbe_errmsg(r->ctx));
    if (!valid && !strstr(dcg_dbe_errmsg(r->ctx), text))
        return dscn_fail(r, "expected the refusal of %s to say '%s', it says: %s", w[1], text, dcg_dbe_errmsg(r->ctx));
    return DCG_OK;
}

/* ---- the file --------------------------------------------------------------------- */

/* Words after P1/P2 that make a set-up line: a zone (not `support`: that word
** answers the Support decision) or a number. */
static bool setup_word(const char *w)
{
    static const char *const numbers[] = {"hp", "ko", "flat", "dp-mod", "partner", "attack"};
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
        if (!strcmp(w, numbers[i])) return true;
    return dscn_zone(w) >= 0 && dscn_zone(w) != DBE_ZONE_SUPPORT;
}

static dcg_status line(dscn *r, char *buf, char *name, size_t name_size, bool *has_rule)
{
    char *c = strchr(buf, '#');
    if (c) *c = 0;
    if (!strncmp(buf, "name:", 5)) {
        char *v = buf + 5 + strspn(buf + 5, " \t");
        snprintf(name, name_size, "%.*s", (int)strcspn(v, "\r\n"), v);
        return DCG_OK;
    }
    if (!strncmp(buf, "rule:", 5)) {
        *has_rule = strspn(buf + 5, " \t\r\n") < strlen(buf + 5);
        return DCG_OK;
    }
    if (!strncmp(buf, "ruleset:", 8)) {
        char *w[4];
        int n = split(buf + 8, w, 4);
        return n == 1 && !strcmp(w[0], "dbe") ? DCG_OK : dscn_bad(r, "this runner plays 'ruleset: dbe'");
    }
    char *w[32];
    int n = split(buf, w, 32);
    if (n == 0) return DCG_OK;
    if (n == 32) return dscn_bad(r, "too many words on one line (at most 31)");
    int p = dscn_player(w[0]);
    if (n >= 2 && !strcmp(w[0], "expect") && !strcmp(w[1], "deck")) return expect_deck(r, w + 2, n - 2);
    /* "P1 attack cross" sets a chosen attack; "P1 attack with cross" is the engine's text of an answer */
    bool setup = p >= 0 ? n >= 2 && setup_word(w[1]) && (strcmp(w[1], "attack") || n == 3) : strcmp(w[0], "expect") != 0;
    if (setup && r->started) return dscn_bad(r, "set-up lines must come before the first answer or expectation");
    if (setup) return setup_line(r, w, n);
    if (!r->started) {
        dcg_status s = start(r);
        if (s != DCG_OK) return s;
    }
    if (p >= 0) return n > 1 ? answer(r, p, w + 1, n - 1) : dscn_bad(r, "expected an answer after P%d", p + 1);
    return n > 1 ? dscn_expect(r, w + 1, n - 1) : dscn_bad(r, "expected what to expect after 'expect'");
}

/* --trace: the line as read; after an answer, the log it wrote and the board. */
static void trace_line(dscn *r, size_t from, dcg_status s)
{
    if (!r->trace || !r->started) return;
    if (!scn_trace_line(r->trace, r->line, r->text, s == DCG_OK, dscn_player)) return; /* expectations change nothing */
    for (const char *l = r->log + from, *nl; *l; l = nl + (*nl == '\n')) {
        nl = l + strcspn(l, "\n");
        fprintf(r->trace, "      log: %.*s\n", (int)(nl - l), l);
    }
    static char buf[16384];
    dscn_board(r, buf, sizeof buf);
    char *log_end = strstr(buf, "log (last lines):"); /* shown above already */
    if (log_end) *log_end = 0;
    scn_trace_board(r->trace, buf);
}

static dcg_status run_text(dcg_dbe_ctx *ctx, const char *text, const char *label, char *name, size_t name_size,
                           char *msg, size_t msg_size, char *report, size_t report_size, FILE *trace)
{
    if (report && report_size) report[0] = 0;
    msg[0] = 0;
    snprintf(name, name_size, "%s", label);
    dscn *r = calloc(1, sizeof *r);
    dcg_dbe_state *st = dcg_dbe_state_new();
    if (!r || !st) {
        free(r);
        dcg_dbe_state_free(st);
        snprintf(msg, msg_size, "%s: out of memory", label);
        return DCG_ENOMEM;
    }
    r->ctx = ctx, r->st = st, r->path = label, r->msg = msg, r->msg_size = msg_size, r->trace = trace;
    r->turn = 3, r->active = 0, r->phase = DBE_PHASE_PREP, r->seed = 1;
    r->errors_at_start = dcg_dbe_script_errors(ctx);
    for (int p = 0; p < 2; p++) r->hp[p] = r->ko[p] = r->flat[p] = r->partner[p] = r->attack[p] = r->dp_mod[p] = DSCN_UNSET;
    bool has_rule = false;
    dcg_status s = DCG_OK;
    char buf[DSCN_MAX_LINE], as_written[DSCN_MAX_LINE];
    dcg_dbe_board_new(st, r->seed);
    dcg_dbe_log_enable(ctx, 1);
    dcg_dbe_log(ctx); /* what an earlier game left */
    for (const char *at = text; s == DCG_OK && *at;) {
        size_t len = strcspn(at, "\n");
        r->line++;
        r->text = "";
        if (len >= sizeof buf) {
            s = dscn_bad(r, "line too long (at most %d characters)", DSCN_MAX_LINE - 1);
            break;
        }
        memcpy(buf, at, len);
        buf[len] = 0;
        at += len + (at[len] == '\n');
        snprintf(as_written, sizeof as_written, "%.*s", (int)strcspn(buf, "\r"), buf);
        r->text = as_written;
        size_t from = r->log_len;
        s = line(r, buf, name, name_size, &has_rule);
        trace_line(r, from, s);
    }
    if (s == DCG_OK && !has_rule) {
        snprintf(msg, msg_size, "%s: a scenario must cite the section of the DBE rules it proves ('rule:' line)", label);
        s = DCG_EPARSE;
    }
    if (s == DCG_OK && !r->started && !r->checked) {
        snprintf(msg, msg_size, "%s: no answer and no expectation: the scenario checks nothing", label);
        s = DCG_EPARSE;
    }
    if (s == DCG_EINVAL && r->started && report && report_size) dscn_board(r, report, report_size);
    dcg_dbe_log_enable(ctx, 0);
    free(r);
    dcg_dbe_state_free(st);
    return s;
}

dcg_status dcg_dbe_scenario_run_trace(dcg_dbe_ctx *ctx, const char *path, char *name, size_t name_size, char *msg,
                                      size_t msg_size, char *report, size_t report_size, FILE *trace)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(msg, msg_size, "%s: %s", path, strerror(errno));
        return DCG_EIO;
    }
    char *text = malloc(DSCN_MAX_TEXT + 1);
    size_t n = text ? fread(text, 1, DSCN_MAX_TEXT + 1, f) : 0;
    fclose(f);
    if (!text || n > DSCN_MAX_TEXT) {
        free(text);
        snprintf(msg, msg_size, "%s: %s", path, text ? "too large" : "out of memory");
        return text ? DCG_EPARSE : DCG_ENOMEM;
    }
    text[n] = 0;
    dcg_status s = run_text(ctx, text, path, name, name_size, msg, msg_size, report, report_size, trace);
    free(text);
    return s;
}

dcg_status dcg_dbe_scenario_run(dcg_dbe_ctx *ctx, const char *path, char *name, size_t name_size, char *msg,
                                size_t msg_size, char *report, size_t report_size)
{
    return dcg_dbe_scenario_run_trace(ctx, path, name, name_size, msg, msg_size, report, report_size, NULL);
}

const char *dcg_scenario_ruleset(const char *path, char *msg, size_t msg_size)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(msg, msg_size, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char buf[DSCN_MAX_LINE];
    const char *found = "official";
    for (int no = 1; fgets(buf, sizeof buf, f); no++) {
        if (strncmp(buf, "ruleset:", 8)) continue;
        char *v = buf + 8 + strspn(buf + 8, " \t");
        v[strcspn(v, " \t\r\n#")] = 0;
        if (!strcmp(v, "dbe")) found = "dbe";
        else if (strcmp(v, "official")) {
            snprintf(msg, msg_size, "%s:%d: 'ruleset: %s': a scenario's ruleset is official or dbe", path, no, v);
            found = NULL;
        }
        break;
    }
    fclose(f);
    return found;
}
