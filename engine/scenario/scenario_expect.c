/* scenario_expect.c: the expectations of a scenario (tests/scenarios/README.md):
** zones and their order, one Digimon, memory, turn, decisions, options, and
** events with their order since the last mark. */
#include "scenario.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

void dcg_scn_collect(run *r)
{
    int n;
    const dcg_event *ev = dcg_events(r->ctx, &n);
    for (int i = 0; i < n && !r->log_full; i++) {
        if (r->n_log == r->cap_log) {
            int cap = r->cap_log ? r->cap_log * 2 : 256;
            scn_event *log = r->n_log < SCN_MAX_EVENTS ? realloc(r->log, sizeof *log * (size_t)cap) : NULL;
            if (!log) { /* event expectations will say so */
                r->log_full = true;
                return;
            }
            r->log = log;
            r->cap_log = cap;
        }
        scn_event *e = &r->log[r->n_log++];
        *e = (scn_event){.kind = ev[i].kind, .def = ev[i].card == DCG_NO_CARD ? -1 : (int16_t)dcg_card_of(r->st, ev[i].card), .perm = ev[i].perm};
        for (int p = 0; p < 2; p++) { /* only moves hide their card (dcg_event_view) */
            dcg_event v = dcg_event_view(r->st, &ev[i], p);
            if (e->def >= 0 && (v.kind != DCG_EV_MOVE || v.def >= 0)) e->seen |= (uint8_t)(1 << p);
        }
    }
}

/* ---- events ------------------------------------------------------------------------- */

typedef struct ev_word {
    int kind;
    const char *number;      /* NULL: any card */
    uint16_t perm;           /* 0, or the Digimon it must concern */
    int viewer;              /* -1, or the player who must see which card it names */
} ev_word;

/* "delete", "delete:ST1-07" (the event names that card), "effect:ST2-12#2"
** (... concerns that Digimon, named by place, stack or owner: one on the
** field now), "move:ST1-07@P2" (... and P2 sees which card it is). */
static dcg_status read_event(run *r, char *w, ev_word *e)
{
    char *at = strchr(w, '@'), *colon = strchr(w, ':');
    e->number = NULL;
    e->perm = 0;
    e->viewer = -1;
    if (at) {
        e->viewer = dcg_scn_player(at + 1);
        if (e->viewer < 0) return dcg_scn_bad(r, "expected P1 or P2 after '@' (the player who sees the card)");
        *at = 0;
    }
    if (colon) {
        sel s;
        *colon = 0;
        if (dcg_scn_sel_parse(r, colon + 1, &s) != DCG_OK) return DCG_EPARSE;
        if (!s.nth && !s.stack && s.owner < 0) e->number = s.num[0];
        for (int p = 0; p < 2 && !e->number; p++) {
            int ambiguous;
            uint16_t id = s.owner < 0 || s.owner == p ? dcg_scn_find_perm(r, p, &s, &ambiguous) : 0;
            if (s.owner < 0 || s.owner == p)
                if (ambiguous) return dcg_scn_fail(r, "P%d has %d such Digimon: name one by place (#K)", p + 1, ambiguous);
            if (id && e->perm) return dcg_scn_fail(r, "both players have a Digimon %s: put P1: or P2: in front", s.num[0]);
            if (id) e->perm = id;
        }
        if (!e->number && !e->perm) return dcg_scn_fail(r, "no such Digimon on the field now to name a %s event by", w);
    }
    for (e->kind = 0; e->kind < DCG_EV_COUNT; e->kind++)
        if (!strcmp(w, dcg_event_name(e->kind))) return DCG_OK;
    char names[512];
    size_t len = 0;
    for (int k = 0; k < DCG_EV_COUNT; k++) len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", k ? ", " : "", dcg_event_name(k));
    return dcg_scn_bad(r, "unknown event '%s' (expected %s, optionally with :NUMBER or :DIGIMON and @P1|@P2)", w, names);
}

static bool event_is(const run *r, const scn_event *ev, const ev_word *e)
{
    return ev->kind == e->kind && (!e->number || (ev->def >= 0 && !strcmp(dcg_card_at(r->ctx, ev->def)->number, e->number))) &&
           (!e->perm || ev->perm == e->perm) && (e->viewer < 0 || (ev->seen & (1 << e->viewer)));
}

/* The events since the mark, for a failure message: "attack block battle ...". */
void dcg_scn_events_text(const run *r, int from, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = from; i < r->n_log; i++) {
        const scn_event *ev = &r->log[i];
        if (len + 40 >= size) {
            snprintf(buf + len, size - len, " ...");
            return;
        }
        len += (size_t)snprintf(buf + len, size - len, "%s%s%s%s", len ? " " : "", dcg_event_name(ev->kind),
                                ev->def >= 0 ? ":" : "", ev->def >= 0 ? dcg_card_at(r->ctx, ev->def)->number : "");
    }
    if (!len) snprintf(buf, size, "(none)");
}

static void since_mark(const run *r, char *buf, size_t size) { dcg_scn_events_text(r, 0, buf, size); }

/* event K [N], no-event K, events K1 K2 ...: since the last mark. */
static dcg_status expect_events(run *r, char **w, int n)
{
    char seen[1000];
    if (r->log_full) return dcg_scn_fail(r, "the scenario's event log is full (%d events kept): mark or split the scenario", r->n_log);
    if (!strcmp(w[0], "events")) {
        if (n < 2) return dcg_scn_bad(r, "expected 'events A B ...' (in that order, others allowed between)");
        ev_word e[32];
        char words[32][64];
        for (int k = 1; k < n; k++) {
            snprintf(words[k], sizeof words[k], "%s", w[k]);
            if (read_event(r, w[k], &e[k]) != DCG_OK) return DCG_EPARSE;
        }
        int at = 0;
        for (int k = 1; k < n; k++) {
            while (at < r->n_log && !event_is(r, &r->log[at], &e[k])) at++;
            if (at == r->n_log) {
                since_mark(r, seen, sizeof seen);
                return dcg_scn_fail(r, "expect events: no %s%s%s; since the last mark (or the start): %s", words[k], k > 1 ? " following " : "",
                                    k > 1 ? words[k - 1] : "", seen);
            }
            at++;
        }
        return DCG_OK;
    }
    if (n < 2 || n > 3) return dcg_scn_bad(r, "expected '%s NAME%s'", w[0], w[0][0] == 'e' ? " [N]" : "");
    ev_word e;
    char word[64];
    snprintf(word, sizeof word, "%s", w[1]);
    if (read_event(r, w[1], &e) != DCG_OK) return DCG_EPARSE;
    bool none = w[0][0] == 'n';
    if (n == 3 && (none || !isdigit((unsigned char)w[2][0]))) return dcg_scn_bad(r, "expected a count after the event name");
    int want = n == 3 ? atoi(w[2]) : -1, got = 0;
    for (int i = 0; i < r->n_log; i++) got += event_is(r, &r->log[i], &e);
    if (none ? got != 0 : (want >= 0 ? got != want : got == 0)) {
        since_mark(r, seen, sizeof seen);
        return dcg_scn_fail(r, "expect %s %s%s%s: it happened %d times; since the last mark (or the start): %s", w[0], word, n == 3 ? " " : "",
                            n == 3 ? w[2] : "", got, seen);
    }
    return DCG_OK;
}

/* ---- zones ---------------------------------------------------------------------------- */

/* Cards in a pile; Digimon (stacks) in a field zone. */
static int zone_count(run *r, int p, int z)
{
    if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) {
        dcg_perm_info all[SCN_MAX_PERMS];
        int n = dcg_stacks(r->st, p, all, SCN_MAX_PERMS), count = 0;
        for (int i = 0; i < n; i++) count += all[i].in_breeding == (z == DCG_ZONE_BREEDING);
        return count;
    }
    uint8_t ids[DCG_PLAYER_CARDS];
    return dcg_scn_zone_list(r, p, z, ids);
}

static bool zone_has(run *r, int p, int z, const char *number)
{
    for (int c = p * DCG_PLAYER_CARDS; c < (p + 1) * DCG_PLAYER_CARDS; c++)
        if (dcg_zone_of(r->st, c) == z && !strcmp(dcg_scn_number(r, c), number)) return true;
    return false;
}

static void list_cards(run *r, const uint8_t *ids, int n, const char *sep, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len + 16 < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s%s", i ? sep : "", dcg_scn_number(r, ids[i]), dcg_scn_face_mark(r, ids[i]));
    if (!n) snprintf(buf, size, "(empty)");
}

/* An expectation's last word "face-up" / "face-down" about card (3-7-4, 4-7-9);
** *n loses it when there is one. */
static const char *face_word(char **w, int *n)
{
    if (*n < 1 || (strcmp(w[*n - 1], "face-up") && strcmp(w[*n - 1], "face-down"))) return NULL;
    return w[--*n];
}
static dcg_status expect_face(run *r, const char *face, int card, const char *what)
{
    if (!face || (dcg_card_face_up(r->st, card) != 0) == !strcmp(face, "face-up")) return DCG_OK;
    return dcg_scn_fail(r, "expect %s %s: it is not", what, face);
}

/* P1 ZONE top|bottom [K] NUMBER; P1 ZONE cards A B*2 ... (listing order) */
static dcg_status expect_pile(run *r, int p, int z, char **w, int n)
{
    const char *zone = dcg_scn_zone_words[z];
    if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING)
        return dcg_scn_bad(r, "the order of the %s area: name a Digimon ('expect P%d digimon X stack A/B/C')", zone, p + 1);
    uint8_t ids[DCG_PLAYER_CARDS];
    int have = dcg_scn_zone_list(r, p, z, ids);
    char found[700];
    list_cards(r, ids, have, " ", found, sizeof found);
    if (!strcmp(w[0], "cards")) {
        const char *want[DCG_PLAYER_CARDS];
        int k = 0;
        for (int i = 1; i < n; i++) {
            int count = dcg_scn_repeat(r, w[i]);
            if (count < 0) return DCG_EPARSE;
            if (dcg_card_find(r->ctx, w[i]) < 0) return dcg_scn_bad(r, "unknown card number '%s'", w[i]);
            for (int j = 0; j < count; j++) {
                if (k >= DCG_PLAYER_CARDS) return dcg_scn_bad(r, "too many cards");
                want[k++] = w[i];
            }
        }
        bool same = k == have;
        for (int i = 0; same && i < k; i++) same = !strcmp(want[i], dcg_scn_number(r, ids[i]));
        return same ? DCG_OK : dcg_scn_fail(r, "expect P%d %s cards (%s): found %s", p + 1, zone, z == DCG_ZONE_HAND || z == DCG_ZONE_TRASH ? "oldest first" : "top first", found);
    }
    /* top|bottom [K] NUMBER [face-up|face-down] */
    bool top = !strcmp(w[0], "top");
    int k = 1, at = 1;
    const char *face = face_word(w, &n);
    if (n >= 3 && isdigit((unsigned char)w[1][0])) k = atoi(w[at++]);
    if (n != at + 1 || k < 1) return dcg_scn_bad(r, "expected '%s [K] NUMBER [face-up|face-down]' (K from 1, the %s card)", w[0], w[0]);
    if (dcg_card_find(r->ctx, w[at]) < 0) return dcg_scn_bad(r, "unknown card number '%s'", w[at]);
    /* the pile's top: the first listed for deck, security, eggs; the newest for hand and trash */
    bool top_first = z == DCG_ZONE_DECK || z == DCG_ZONE_SECURITY || z == DCG_ZONE_EGGS;
    int i = top == top_first ? k - 1 : have - k;
    if (k > have) return dcg_scn_fail(r, "expect P%d %s %s %d %s: the %s holds %d cards (%s)", p + 1, zone, w[0], k, w[at], zone, have, found);
    if (strcmp(dcg_scn_number(r, ids[i]), w[at]))
        return dcg_scn_fail(r, "expect P%d %s %s %d %s: it is %s; the %s, %s: %s", p + 1, zone, w[0], k, w[at], dcg_scn_number(r, ids[i]),
                            zone, top_first ? "top first" : "oldest first", found);
    return expect_face(r, face, ids[i], w[at]);
}

/* ---- one Digimon ---------------------------------------------------------------------- */

/* P1 digimon SEL dp N | suspended | unsuspended | stack N | stack A/B/C | source K NUMBER | sa N | keyword K | no-keyword K
** | absent | in-breeding | in-battle */
static dcg_status expect_digimon(run *r, int p, char **w, int n)
{
    char name[128];
    if (n < 2) return dcg_scn_bad(r, "expected what of the Digimon (dp N, suspended, stack A/B/C, ...)");
    snprintf(name, sizeof name, "%s", w[0]);
    sel s;
    if (dcg_scn_sel_parse(r, w[0], &s) != DCG_OK) return DCG_EPARSE;
    const char *what = w[1];
    static const char *const planned[][2] = {{"under", "cards under a Tamer or beside a card (under K NUMBER)"}};
    for (size_t i = 0; i < sizeof planned / sizeof *planned; i++)
        if (!strcmp(what, planned[i][0])) return dcg_scn_planned(r, planned[i][1]);
    static const char *const known[] = {"dp", "sa", "stack", "source", "keyword", "no-keyword", "suspended", "unsuspended",
                                        "absent", "in-breeding", "in-battle", "links", "link"};
    size_t word = 0;
    while (word < sizeof known / sizeof *known && strcmp(what, known[word])) word++;
    if (word == sizeof known / sizeof *known) return dcg_scn_bad(r, "unknown '%s' after the Digimon (expected dp N, sa N, stack N|A/B/C, source K NUMBER, "
                                                              "keyword K, no-keyword K, suspended, unsuspended, absent, in-breeding, in-battle, links N, link K NUMBER)", what);
    int ambiguous;
    uint16_t id = dcg_scn_find_perm(r, p, &s, &ambiguous);
    if (ambiguous)
        return dcg_scn_fail(r, "expect P%d digimon %s: P%d has %d of them; name one by place (%s#1 ...) or by its stack (A/B/C)", p + 1, name,
                            p + 1, ambiguous, s.num[0]);
    if (!strcmp(what, "absent")) return n != 2 ? dcg_scn_bad(r, "'absent' takes nothing after it") : id ? dcg_scn_fail(r, "expect P%d digimon %s absent: it is there", p + 1, name) : DCG_OK;
    dcg_perm_info info, *pm = &info; /* with the values effects decide */
    if (!id || dcg_perm_get(r->ctx, r->st, id, &info) != DCG_OK)
        return dcg_scn_fail(r, "expect P%d digimon %s %s: no such Digimon or Tamer on the field", p + 1, name, what);
    char stack[600];
    list_cards(r, pm->cards, pm->n, "/", stack, sizeof stack);
    if (n == 2) {
        if (!strcmp(what, "suspended") || !strcmp(what, "unsuspended"))
            return pm->suspended == (what[0] == 's') ? DCG_OK : dcg_scn_fail(r, "expect P%d digimon %s %s: it is not", p + 1, name, what);
        if (!strcmp(what, "in-breeding") || !strcmp(what, "in-battle"))
            return (bool)pm->in_breeding == !strcmp(what, "in-breeding") ? DCG_OK
                                                                                  : dcg_scn_fail(r, "expect P%d digimon %s %s: it is not", p + 1, name, what);
    }
    if (n == 3 && (!strcmp(what, "dp") || !strcmp(what, "sa") || !strcmp(what, "stack"))) {
        if (!strcmp(what, "stack") && !isdigit((unsigned char)w[2][0])) { /* the whole stack, bottom first */
            sel want;
            if (dcg_scn_sel_parse(r, w[2], &want) != DCG_OK) return DCG_EPARSE;
            bool same = want.n == pm->n && !want.nth;
            for (int i = 0; same && i < pm->n; i++) same = !strcmp(want.num[i], dcg_scn_number(r, pm->cards[i]));
            return same ? DCG_OK : dcg_scn_fail(r, "expect P%d digimon %s stack: found %s (bottom first)", p + 1, name, stack);
        }
        int want = atoi(w[2]);
        int got = what[0] == 'd' ? (int)pm->dp : what[1] == 'a' ? pm->security_attack : pm->n;
        return got == want ? DCG_OK : dcg_scn_fail(r, "expect P%d digimon %s %s %s: found %d (stack %s)", p + 1, name, what, w[2], got, stack);
    }
    if (n == 3 && (!strcmp(what, "keyword") || !strcmp(what, "no-keyword"))) {
        int b = dcg_scn_keyword(r, w[2]);
        if (b < 0) return DCG_EPARSE;
        bool has = pm->keywords & DCG_KW(b);
        return has == (what[0] == 'k') ? DCG_OK : dcg_scn_fail(r, "expect P%d digimon %s %s %s: it %s (stack %s)", p + 1, name, what, w[2],
                                                             has ? "has it" : "has not", stack);
    }
    if (n == 3 && !strcmp(what, "links")) { /* its link cards (4-9) */
        char links[600];
        list_cards(r, pm->links, pm->n_links, ",", links, sizeof links);
        return pm->n_links == atoi(w[2]) ? DCG_OK : dcg_scn_fail(r, "expect P%d digimon %s links %s: found %d (%s)", p + 1, name, w[2], pm->n_links, links);
    }
    if (n == 4 && !strcmp(what, "link")) { /* link K NUMBER: K = 1 is the oldest link card */
        int k = atoi(w[2]);
        if (k < 1) return dcg_scn_bad(r, "expected 'link K NUMBER' (K from 1, the oldest link card)");
        if (dcg_card_find(r->ctx, w[3]) < 0) return dcg_scn_bad(r, "unknown card number '%s'", w[3]);
        if (k > pm->n_links) return dcg_scn_fail(r, "expect P%d digimon %s link %d: it has %d link cards", p + 1, name, k, pm->n_links);
        return !strcmp(dcg_scn_number(r, pm->links[k - 1]), w[3]) ? DCG_OK
                                                                  : dcg_scn_fail(r, "expect P%d digimon %s link %d %s: it is %s", p + 1, name, k, w[3],
                                                                                 dcg_scn_number(r, pm->links[k - 1]));
    }
    const char *face = !strcmp(what, "source") ? face_word(w, &n) : NULL;
    if (n == 4 && !strcmp(what, "source")) { /* source K NUMBER [face-up|face-down]: K = 1 is the bottom digivolution card */
        int k = atoi(w[2]);
        if (k < 1) return dcg_scn_bad(r, "expected 'source K NUMBER' (K from 1, the bottom digivolution card)");
        if (dcg_card_find(r->ctx, w[3]) < 0) return dcg_scn_bad(r, "unknown card number '%s'", w[3]);
        if (k > pm->n - 1) return dcg_scn_fail(r, "expect P%d digimon %s source %d: it has %d digivolution cards (stack %s)", p + 1, name, k, pm->n - 1, stack);
        if (strcmp(dcg_scn_number(r, pm->cards[k - 1]), w[3]))
            return dcg_scn_fail(r, "expect P%d digimon %s source %d %s: it is %s (stack %s, bottom first)", p + 1, name, k, w[3],
                                dcg_scn_number(r, pm->cards[k - 1]), stack);
        return expect_face(r, face, pm->cards[k - 1], w[3]);
    }
    return dcg_scn_bad(r, "expected 'digimon X' then dp N, sa N, stack N, stack A/B/C, source K NUMBER, keyword K, no-keyword K, suspended, unsuspended, "
                          "absent, in-breeding, in-battle, links N or link K NUMBER");
}

/* ---- the rest -------------------------------------------------------------------------- */

dcg_status dcg_scn_expect(run *r, char **w, int n)
{
    dcg_state *st = r->st;
    if (n == 3 && !strcmp(w[0], "memory") && dcg_scn_player(w[1]) >= 0) {
        int want = atoi(w[2]), got = dcg_memory(st, dcg_scn_player(w[1]));
        return got == want ? DCG_OK : dcg_scn_fail(r, "expect memory %s %d: found %d", w[1], want, got);
    }
    if ((n == 2 || n == 3) && !strcmp(w[0], "winner")) {
        int want = !strcmp(w[1], "none") ? -1 : !strcmp(w[1], "draw") ? 2 : dcg_scn_player(w[1]), got = dcg_winner(st);
        if (want == -1 && strcmp(w[1], "none")) return dcg_scn_bad(r, "expected 'winner P1|P2|none|draw [security|deck-out|concede|effect]'");
        if (got != want) return dcg_scn_fail(r, "expect winner %s: found %s", w[1], got < 0 ? "none" : got == 0 ? "P1" : got == 1 ? "P2" : "draw");
        if (n == 3) {
            static const char *const how[DCG_WIN_COUNT] = {[DCG_WIN_SECURITY] = "security", [DCG_WIN_DECK_OUT] = "deck-out",
                                              [DCG_WIN_CONCEDE] = "concede", [DCG_WIN_EFFECT] = "effect"};
            int reason = -1;
            for (int k = 0; k < DCG_WIN_COUNT; k++)
                if (how[k] && !strcmp(w[2], how[k])) reason = k;
            if (reason < 0) return dcg_scn_bad(r, "expected how: security, deck-out, concede or effect");
            if (reason != dcg_win_reason_of(st)) return dcg_scn_fail(r, "expect winner by %s: the reason differs", w[2]);
        }
        return DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "turn") && dcg_scn_player(w[1]) >= 0) {
        int want = dcg_scn_player(w[1]);
        return dcg_turn_player(st) == want ? DCG_OK : dcg_scn_fail(r, "expect turn %s: it is P%d's turn", w[1], dcg_turn_player(st) + 1);
    }
    if (n == 2 && !strcmp(w[0], "turn-number"))
        return dcg_turn_number(st) == atoi(w[1]) ? DCG_OK : dcg_scn_fail(r, "expect turn-number %s: found %d", w[1], dcg_turn_number(st));
    if (n == 2 && !strcmp(w[0], "phase")) {
        int want = -1;
        for (int i = 0; i < DCG_PHASE_COUNT; i++)
            if (!strcmp(w[1], dcg_scn_phase_words[i])) want = i;
        if (want < 0) return dcg_scn_bad(r, "unknown phase '%s'", w[1]);
        return dcg_phase_of(st) == want ? DCG_OK : dcg_scn_fail(r, "expect phase %s: found %s", w[1], dcg_scn_phase_words[dcg_phase_of(st)]);
    }
    if (!strcmp(w[0], "event") || !strcmp(w[0], "no-event") || !strcmp(w[0], "events")) return expect_events(r, w, n);
    if (n == 2 && !strcmp(w[0], "decision") && !strcmp(w[1], "none")) { /* the game is over: nothing to answer */
        if (dcg_decision_get(r->ctx, st, &r->dec) == DCG_OK)
            return dcg_scn_fail(r, "expect decision none: the engine asks P%d (%s)", r->dec.player + 1, dcg_scn_decision_words[r->dec.kind]);
        return DCG_OK;
    }
    if ((n == 3 || n == 4) && !strcmp(w[0], "decision") && dcg_scn_player(w[1]) >= 0) { /* decision P1 main [N options] */
        int p = dcg_scn_player(w[1]);
        char *end = NULL;
        long want_n = n == 4 ? strtol(w[3], &end, 10) : -1;
        if (n == 4 && (*end || want_n < 0)) return dcg_scn_bad(r, "expect decision: '%s' is not a number of options", w[3]);
        dcg_decision_get(r->ctx, st, &r->dec);
        if (r->dec.player != p || strcmp(dcg_scn_decision_words[r->dec.kind], w[2]))
            return dcg_scn_fail(r, "expect decision %s %s: the engine asks P%d (%s)", w[1], w[2], r->dec.player + 1, dcg_scn_decision_words[r->dec.kind]);
        if (want_n >= 0 && r->dec.n != want_n) {
            char opts[1200];
            dcg_scn_options(r, opts, sizeof opts);
            return dcg_scn_fail(r, "expect decision %s %s %ld: %d options: %s", w[1], w[2], want_n, r->dec.n, opts);
        }
        return DCG_OK;
    }
    if (n >= 3 && (!strcmp(w[0], "option") || !strcmp(w[0], "no-option")) && dcg_scn_player(w[1]) >= 0) {
        bool want = w[0][0] == 'o';
        int i = dcg_scn_find_option(r, dcg_scn_player(w[1]), w + 2, n - 2, true);
        if (i == -2) return DCG_EPARSE;
        if ((i >= 0) != want) {
            char opts[1200];
            dcg_scn_options(r, opts, sizeof opts);
            return dcg_scn_fail(r, "expect %s: %s; options: %s", w[0], want ? "no such option" : "the option is there", opts);
        }
        return DCG_OK;
    }
    int p = dcg_scn_player(w[0]);
    if (p >= 0 && n >= 3) {
        if (!strcmp(w[1], "digimon")) return expect_digimon(r, p, w + 2, n - 2);
        int z = dcg_scn_zone(w[1]);
        if (z < 0) return dcg_scn_bad(r, "unknown zone '%s' (expected deck, eggs, hand, security, trash, breeding, battle, processing, or digimon X)", w[1]);
        if (n == 3 && isdigit((unsigned char)w[2][0])) { /* P1 hand 5 */
            int got = zone_count(r, p, z);
            return got == atoi(w[2]) ? DCG_OK : dcg_scn_fail(r, "expect %s %s %s: found %d", w[0], w[1], w[2], got);
        }
        if (n == 4 && (!strcmp(w[2], "has") || !strcmp(w[2], "lacks"))) { /* P1 trash has ST1-03 */
            if (dcg_card_find(r->ctx, w[3]) < 0) return dcg_scn_bad(r, "unknown card number '%s'", w[3]);
            bool has = zone_has(r, p, z, w[3]);
            return has == (w[2][0] == 'h') ? DCG_OK : dcg_scn_fail(r, "expect %s %s %s %s: it %s", w[0], w[1], w[2], w[3], has ? "does" : "does not");
        }
        if (!strcmp(w[2], "top") || !strcmp(w[2], "bottom") || !strcmp(w[2], "cards")) return expect_pile(r, p, z, w + 2, n - 2);
        return dcg_scn_bad(r, "expected a count, has/lacks NUMBER, top|bottom [K] NUMBER or cards LIST after the zone");
    }
    return dcg_scn_bad(r, "cannot read this expectation (expected memory, winner, turn, turn-number, phase, event, "
                          "no-event, events, decision, option, no-option, or P1|P2 followed by a zone or 'digimon X')");
}
