/* dbe_scenario_expect.c: a DBE scenario's expectations, and the board a
** failure shows (the DBE section of tests/scenarios/README.md). */
#include "dbe_scenario.h"
#include <stdlib.h>
#include <string.h>

/* A zone's cards in the set-up's listing order: the deck top first, the others bottom (oldest) first. */
static int listed(const dscn *r, int p, int zone, int *cards)
{
    int tmp[DCG_DBE_ZONE_MAX];
    int n = dcg_dbe_board_zone(r->st, p, zone, tmp, DCG_DBE_ZONE_MAX);
    for (int i = 0; i < n; i++) cards[i] = zone == DBE_ZONE_DECK ? tmp[n - 1 - i] : tmp[i];
    return n;
}

static void cards_text(const dscn *r, const int *cards, int n, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len + 1 < size; i++) {
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? " " : "", dcg_dbe_card_number(r->ctx, cards[i]));
        if (len >= size) len = size - 1;
    }
    if (!n) snprintf(buf, size, "(none)");
}

/* expect P1 ZONE N | cards X... | has X | lacks X | top [K] X | bottom [K] X */
static dcg_status expect_zone(dscn *r, int p, int zone, char **w, int n)
{
    int cards[DCG_DBE_ZONE_MAX], k = listed(r, p, zone, cards), v;
    const char *zn = dcg_dbe_zone_name(zone);
    char got[1024];
    cards_text(r, cards, k, got, sizeof got);
    if (n == 1 && dscn_number(w[0], &v)) {
        if (k != v) return dscn_fail(r, "P%d %s: expected %d cards, found %d: %s", p + 1, zn, v, k, got);
        return DCG_OK;
    }
    if (n >= 1 && !strcmp(w[0], "cards")) {
        int want[DCG_DBE_ZONE_MAX], m = dscn_cards(r, w + 1, n - 1, want, NULL, false);
        if (m < 0) return DCG_EPARSE;
        if (m != k || memcmp(want, cards, sizeof *cards * (size_t)k)) {
            char exp[1024];
            cards_text(r, want, m, exp, sizeof exp);
            return dscn_fail(r, "P%d %s: expected %s, found %s", p + 1, zn, exp, got);
        }
        return DCG_OK;
    }
    if (n == 2 && (!strcmp(w[0], "has") || !strcmp(w[0], "lacks"))) {
        int c = dscn_card(r, w[1]), found = 0;
        if (c < 0) return DCG_EPARSE;
        for (int i = 0; i < k; i++) found |= cards[i] == c;
        if (found != !strcmp(w[0], "has"))
            return dscn_fail(r, "P%d %s: expected it to %s %s, found %s", p + 1, zn, found ? "lack" : "hold", w[1], got);
        return DCG_OK;
    }
    if ((n == 2 || n == 3) && (!strcmp(w[0], "top") || !strcmp(w[0], "bottom"))) {
        int pos = 1;
        if (n == 3 && (!dscn_number(w[1], &pos) || pos < 1)) return dscn_bad(r, "expected a position (1 or more)");
        int c = dscn_card(r, w[n - 1]);
        if (c < 0) return DCG_EPARSE;
        /* the top: the deck's first listed, any other zone's last (the trash's newest, the active) */
        bool top = !strcmp(w[0], "top");
        int at = (top == (zone == DBE_ZONE_DECK)) ? pos - 1 : k - pos;
        if (at < 0 || at >= k || cards[at] != c)
            return dscn_fail(r, "P%d %s: expected %s %d to be %s; the zone (as listed): %s", p + 1, zn, w[0], pos, w[n - 1], got);
        return DCG_OK;
    }
    return dscn_bad(r, "expected 'expect P%d %s N', 'cards X...', 'has X', 'lacks X', 'top [K] X' or 'bottom [K] X'", p + 1, zn);
}

/* expect P1 hp N | ko N | flat N | dp-total N | power ATTACK N | abnormal | normal | attack ATTACK|none | ZONE ... */
static dcg_status expect_player(dscn *r, int p, char **w, int n)
{
    int zone = dscn_zone(w[0]), v;
    if (zone >= 0) return expect_zone(r, p, zone, w + 1, n - 1);
    dcg_dbe_observation o;
    dcg_dbe_observe(r->ctx, r->st, p, &o);
    const dcg_dbe_player_view *pv = &o.p[p];
    if (n == 1 && (!strcmp(w[0], "abnormal") || !strcmp(w[0], "normal"))) {
        if (pv->abnormal != !strcmp(w[0], "abnormal"))
            return dscn_fail(r, "P%d's active: expected %s, it is %s", p + 1, w[0], pv->abnormal ? "abnormal" : "normal");
        return DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "attack")) {
        int a = !strcmp(w[1], "none") ? -1 : dscn_attack(w[1]);
        if (a < 0 && strcmp(w[1], "none")) return dscn_bad(r, "expected circle, triangle, cross or none");
        if (pv->attack != a)
            return dscn_fail(r, "P%d's attack: expected %s, found %s", p + 1, w[1], pv->attack < 0 ? "none" : dcg_dbe_attack_name(pv->attack));
        return DCG_OK;
    }
    if (n == 3 && !strcmp(w[0], "power")) {
        int a = dscn_attack(w[1]);
        if (a < 0 || !dscn_number(w[2], &v)) return dscn_bad(r, "expected 'power circle|triangle|cross N'");
        if (pv->power[a] != v) return dscn_fail(r, "P%d's %s Power: expected %d, found %d", p + 1, w[1], v, pv->power[a]);
        return DCG_OK;
    }
    const int *got = !strcmp(w[0], "hp") ? &pv->hp : !strcmp(w[0], "ko") ? &pv->ko_points : !strcmp(w[0], "flat") ? &pv->flat
                   : !strcmp(w[0], "dp-total") ? &pv->dp : NULL;
    if (!got || n != 2 || !dscn_number(w[1], &v))
        return dscn_bad(r, "expected 'expect P%d' and a zone, or hp N, ko N, flat N, dp-total N, power ATTACK N, abnormal, "
                           "normal, attack ATTACK|none", p + 1);
    if (*got != v) return dscn_fail(r, "P%d's %s: expected %d, found %d", p + 1, w[0], v, *got);
    return DCG_OK;
}

static dcg_status expect_decision(dscn *r, char **w, int n)
{
    dcg_dbe_decision d;
    bool over = dcg_dbe_decision_get(r->ctx, r->st, &d) != DCG_OK;
    char now[64];
    snprintf(now, sizeof now, over ? "none (the game is over)" : "P%d %s (%d options)", d.player + 1, dscn_decision_word(d.kind), d.n);
    if (n == 1 && !strcmp(w[0], "none")) return over ? DCG_OK : dscn_fail(r, "expected no decision, the engine asks %s", now);
    int p = n >= 2 ? dscn_player(w[0]) : -1, v = -1;
    if (p < 0 || n > 3 || (n == 3 && !dscn_number(w[2], &v))) return dscn_bad(r, "expected 'expect decision P1 KIND [N]' or 'expect decision none'");
    int kind = -1;
    for (int k = 0; k < DBE_DEC_COUNT; k++)
        if (!strcmp(w[1], dscn_decision_word(k))) kind = k;
    if (kind < 0)
        return dscn_bad(r, "unknown decision '%s' (mulligan, full-mulligan, play, partner, rack, evolve, attack, support, discard)", w[1]);
    if (over || d.player != p || d.kind != kind || (n == 3 && d.n != v))
        return dscn_fail(r, "expected the decision P%d %s%s, the engine asks %s", p + 1, w[1], n == 3 ? " with those options" : "", now);
    return DCG_OK;
}

dcg_status dscn_expect(dscn *r, char **w, int n)
{
    int p = dscn_player(w[0]), v;
    if (p >= 0) return n > 1 ? expect_player(r, p, w + 1, n - 1) : dscn_bad(r, "expected what of P%d to expect", p + 1);
    if (!strcmp(w[0], "decision")) return expect_decision(r, w + 1, n - 1);
    if ((!strcmp(w[0], "option") || !strcmp(w[0], "no-option")) && n >= 3 && dscn_player(w[1]) >= 0) {
        bool want = !strcmp(w[0], "option");
        int i = dscn_find_option(r, dscn_player(w[1]), w + 2, n - 2, true);
        if ((i >= 0) == want) return DCG_OK;
        if (want) dscn_find_option(r, dscn_player(w[1]), w + 2, n - 2, false); /* its message names the options */
        else dscn_fail(r, "expected no such option, but the engine offers it (option %d)", i);
        return DCG_EINVAL;
    }
    if (n == 2 && !strcmp(w[0], "winner")) {
        bool over = dcg_dbe_over(r->st);
        int win = dcg_dbe_winner(r->st);
        const char *got = !over ? "none" : win < 0 ? "draw" : win ? "P2" : "P1";
        if (strcmp(w[1], "none") && strcmp(w[1], "draw") && dscn_player(w[1]) < 0) return dscn_bad(r, "expected P1, P2, draw or none");
        return strcmp(got, w[1]) ? dscn_fail(r, "winner: expected %s, found %s", w[1], got) : DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "turn")) {
        if (dscn_player(w[1]) < 0) return dscn_bad(r, "expected P1 or P2");
        int tp = dcg_dbe_turn_player(r->st);
        return tp != dscn_player(w[1]) ? dscn_fail(r, "expected P%d's turn, it is P%d's", dscn_player(w[1]) + 1, tp + 1) : DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "turn-number")) {
        if (!dscn_number(w[1], &v)) return dscn_bad(r, "expected a number");
        return dcg_dbe_turn(r->st) != v ? dscn_fail(r, "expected turn %d, it is turn %d", v, dcg_dbe_turn(r->st)) : DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "phase")) {
        if (dscn_phase(w[1]) < 0) return dscn_bad(r, "unknown phase (setup, prep, evolution, strategy, support, battle, end, over)");
        int ph = dcg_dbe_phase(r->st);
        return ph != dscn_phase(w[1]) ? dscn_fail(r, "expected the %s phase, it is the %s phase", w[1], dcg_dbe_phase_name(ph)) : DCG_OK;
    }
    if (n == 2 && !strcmp(w[0], "script-errors")) {
        if (!dscn_number(w[1], &v)) return dscn_bad(r, "expected a number");
        int got = dcg_dbe_script_errors(r->ctx) - r->errors_at_start;
        return got != v ? dscn_fail(r, "expected %d script errors, found %d (first: %s)", v, got, dcg_dbe_script_error(r->ctx)) : DCG_OK;
    }
    if (n >= 2 && (!strcmp(w[0], "log") || !strcmp(w[0], "no-log"))) {
        char said[512];
        dscn_join(w + 1, n - 1, said, sizeof said);
        bool found = strstr(r->log, said) != NULL;
        if (found != !strcmp(w[0], "log"))
            return dscn_fail(r, "expected the game's log %s '%s'", found ? "not to hold" : "to hold", said);
        return DCG_OK;
    }
    return dscn_bad(r, "unknown expectation (P1/P2 ..., decision, option, no-option, winner, turn, turn-number, phase, "
                       "script-errors, log, no-log)");
}

void dscn_board(const dscn *r, char *buf, size_t size)
{
    size_t len = 0;
#define OUT(...) do { if (len < size) { int k_ = snprintf(buf + len, size - len, __VA_ARGS__); if (k_ > 0) len += (size_t)k_; } } while (0)
    OUT("turn %d, P%d's, %s phase%s\n", dcg_dbe_turn(r->st), dcg_dbe_turn_player(r->st) + 1, dcg_dbe_phase_name(dcg_dbe_phase(r->st)),
        dcg_dbe_over(r->st) ? " (game over)" : "");
    for (int p = 0; p < 2; p++) {
        dcg_dbe_observation o;
        dcg_dbe_observe(r->ctx, r->st, p, &o);
        const dcg_dbe_player_view *v = &o.p[p];
        OUT("P%d: hp %d, ko %d, dp-total %d, flat %d, %s, attack %s, power %d/%d/%d\n", p + 1, v->hp, v->ko_points, v->dp, v->flat,
            v->abnormal ? "abnormal" : "normal", v->attack < 0 ? "none" : dcg_dbe_attack_name(v->attack), v->power[0],
            v->power[1], v->power[2]);
        for (int z = 0; z < DBE_ZONES; z++) {
            int cards[DCG_DBE_ZONE_MAX], k = listed(r, p, z, cards);
            if (!k) continue;
            char t[1024];
            cards_text(r, cards, k, t, sizeof t);
            OUT("  %s: %s\n", dcg_dbe_zone_name(z), t);
        }
    }
    dcg_dbe_decision d;
    if (dcg_dbe_decision_get(r->ctx, r->st, &d) == DCG_OK) {
        OUT("asks P%d %s:", d.player + 1, dscn_decision_word(d.kind));
        for (int i = 0; i < d.n; i++) {
            char o[160];
            dscn_option_words(r, &d, i, o, sizeof o);
            OUT("%s [%d] %s", i ? "," : "", i, o);
        }
        OUT("\n");
    }
    /* the log's last lines */
    const char *tail = r->log + (r->log_len > 600 ? r->log_len - 600 : 0);
    if (*tail) OUT("log (last lines):\n%s", strchr(tail, '\n') && tail != r->log ? strchr(tail, '\n') + 1 : tail);
#undef OUT
    if (len >= size && size) buf[size - 1] = 0;
}
