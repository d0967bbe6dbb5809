/* scenario_board.c: what a failing scenario shows: the board (both sides,
** every zone, each Digimon's stack, DP and state) and the pending decision
** with its options, written in the scenario's own words. */
#include "scenario.h"
#include <stdarg.h>
#include <stdio.h>

typedef struct out {
    char *buf;
    size_t size, len;
} out;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(out *o, const char *fmt, ...)
{
    if (o->len + 1 >= o->size) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->buf + o->len, o->size - o->len, fmt, ap);
    va_end(ap);
    if (n > 0) o->len = o->len + (size_t)n < o->size ? o->len + (size_t)n : o->size - 1;
}

static void option(run *r, out *o, const dcg_option *opt)
{
    static const char *const kinds[DCG_OPT_COUNT] = {"keep", "redraw", "hatch", "move", "skip", "play", "digivolve",
                                                     "use", "attack", "pass", "block", "no-block", "effect", "choose",
                                                     "yes", "no", "done", "activate", "declare", "mode", "digivolve",
                                                     "digixros", "link", "app-fusion", "burst", "assembly", "", "digivolve"};
    char a[64], b[64];
    dcg_perm_info pm;
    bool has_pm = opt->perm && dcg_scn_stack(r, opt->perm, &pm);
    const char *card = opt->card == DCG_NO_CARD ? "" : dcg_scn_number(r, opt->card);
    put(o, "%s", kinds[opt->kind]);
    switch (opt->kind) {
    case DCG_OPT_PLAY: case DCG_OPT_USE: case DCG_OPT_ASSEMBLY: put(o, " %s", card); break;
    case DCG_OPT_DIGIVOLVE:
        put(o, " %s on %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a));
        if (opt->target) put(o, " suspending %s", dcg_scn_perm_name(r, opt->target, b, sizeof b)); /* <Digisorption> */
        int less[3];
        if (opt->target && dcg_digisorptions(dcg_card_at(r->ctx, dcg_card_of(r->st, opt->card)), less) > 1)
            put(o, " for -%d", less[DCG_EVO_DIGISORPTION(opt)]); /* which of its instances (16-10-4) */
        if (opt->req & DCG_EVO_BY) put(o, " placing"); /* its by-cost first (BT7-112) */
        break;
    case DCG_OPT_DIGIXROS: {
        dcg_perm_info all[SCN_MAX_PERMS];
        int n = dcg_stacks(r->st, dcg_owner_of(r->st, opt->card), all, SCN_MAX_PERMS);
        const dcg_card *c = dcg_card_at(r->ctx, dcg_card_of(r->st, opt->card));
        put(o, c->xros_count ? " %s" : " %s with", card); /* by count: its cards are chosen next */
        for (int k = 0; !c->xros_count && k < c->n_parts; k++) {
            int m = dcg_xros_material(opt, k);
            put(o, "%s%s", k ? " + " : " ",
                m == DCG_XROS_NONE ? "-" : m == DCG_XROS_HAND ? "hand" : m - DCG_XROS_BATTLE < n ? dcg_scn_perm_name(r, all[m - DCG_XROS_BATTLE].id, a, sizeof a) : "?");
        }
        break;
    }
    case DCG_OPT_DNA:
        put(o, " %s on %s + %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a), dcg_scn_perm_name(r, opt->target, b, sizeof b));
        break;
    case DCG_OPT_BURST:
        put(o, " %s on %s returning %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a), dcg_scn_perm_name(r, opt->target, b, sizeof b));
        break;
    case DCG_OPT_APP_FUSION:
        put(o, " %s on %s + %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a), dcg_scn_number(r, opt->target));
        break;
    case DCG_OPT_LINK:
        put(o, " %s to %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a));
        if (opt->target) put(o, " replacing %s", dcg_scn_number(r, opt->target - 1));
        put(o, " (cost %d)", opt->cost);
        break;
    case DCG_OPT_BLAST_DNA: /* <Blast DNA Digivolve> (16-31): the one on top first */
        if (opt->req == 1) put(o, " %s on hand %s + %s", card, dcg_scn_number(r, opt->target), dcg_scn_perm_name(r, opt->perm, a, sizeof a));
        else put(o, " %s on %s + hand %s", card, dcg_scn_perm_name(r, opt->perm, a, sizeof a), dcg_scn_number(r, opt->target));
        break;
    case DCG_OPT_BLOCK: put(o, " %s", dcg_scn_perm_name(r, opt->perm, a, sizeof a)); break;
    case DCG_OPT_ATTACK:
        put(o, " %s -> %s", dcg_scn_perm_name(r, opt->perm, a, sizeof a),
            opt->target == DCG_PLAYER_TARGET ? "player" : dcg_scn_perm_name(r, opt->target, b, sizeof b));
        break;
    case DCG_OPT_CARD:
        if (has_pm) put(o, " P%d:%s", pm.owner + 1, dcg_scn_perm_name(r, opt->perm, a, sizeof a));
        else put(o, " %s (P%d's %s)", card, dcg_owner_of(r->st, opt->card) + 1, dcg_scn_zone_words[dcg_zone_of(r->st, opt->card)]);
        break;
    case DCG_OPT_MODE: put(o, " %d", opt->target + 1); break;
    case DCG_OPT_EFFECT: case DCG_OPT_ACTIVATE:
        put(o, " %s", card);
        if (has_pm) put(o, " from %s", dcg_scn_perm_name(r, opt->perm, a, sizeof a));
        break;
    case DCG_OPT_NUMBER: put(o, " %u", (unsigned)opt->target); break;
    case DCG_OPT_KEYWORD: put(o, "%s %s", dcg_keyword_script_name(opt->req), dcg_scn_perm_name(r, opt->perm, a, sizeof a)); break;
    default: break;
    }
}

void dcg_scn_options(run *r, char *buf, size_t size)
{
    out o = {buf, size, 0};
    buf[0] = 0;
    for (int i = 0; i < r->dec.n; i++) {
        if (i) put(&o, ", ");
        option(r, &o, &r->dec.options[i]);
    }
    if (!r->dec.n) put(&o, "(none)");
}

static void cards(run *r, out *o, const uint8_t *ids, int n, const char *sep)
{
    for (int i = 0; i < n; i++) put(o, "%s%s%s", i ? sep : "", dcg_scn_number(r, ids[i]), dcg_scn_face_mark(r, ids[i]));
}

/* place: its place among its owner's permanents (0: the breeding area) */
static void stack(run *r, out *o, const dcg_perm_info *stk, int place)
{
    dcg_perm_info pm;
    char name[64];
    if (dcg_perm_get(r->ctx, r->st, stk->id, &pm) != DCG_OK) return;
    const dcg_card *top = dcg_card_at(r->ctx, dcg_card_of(r->st, pm.cards[pm.n - 1]));
    if (place) put(o, "    battle %2d  %s: ", place, dcg_scn_perm_name(r, pm.id, name, sizeof name));
    else put(o, "    breeding   %s: ", dcg_scn_perm_name(r, pm.id, name, sizeof name));
    cards(r, o, pm.cards, pm.n, "/");
    if (pm.n_links) { /* its link cards (4-9), oldest first: the set-up's 'link A,B' */
        put(o, " link ");
        cards(r, o, pm.links, pm.n_links, ",");
    }
    put(o, " (%s", top->name);
    if (pm.digimon) put(o, ", %d DP", (int)pm.dp); /* also a Tamer treated as a Digimon (15-12-1-4) */
    if (pm.security_attack) put(o, ", Security Attack %+d", pm.security_attack);
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (pm.keywords & DCG_KW(k)) put(o, ", <%s>", dcg_keyword_name(k));
    put(o, ", %s", pm.suspended ? "suspended" : "unsuspended");
    if (pm.entered_turn == dcg_turn_number(r->st)) put(o, ", new");
    put(o, ")\n");
}

void dcg_scn_board(run *r, char *buf, size_t size)
{
    out o = {buf, size, 0};
    dcg_state *st = r->st;
    buf[0] = 0;
    int mem = dcg_memory(st, 0), phase = dcg_phase_of(st);
    put(&o, "board: turn %d, P%d's turn, phase %s, memory %d on %s side\n", dcg_turn_number(st), dcg_turn_player(st) + 1,
        dcg_scn_phase_words[phase < DCG_PHASE_COUNT ? phase : 0], mem < 0 ? -mem : mem, mem < 0 ? "P2's" : "P1's");
    static const int piles[] = {DCG_ZONE_SECURITY, DCG_ZONE_DECK, DCG_ZONE_HAND, DCG_ZONE_TRASH, DCG_ZONE_EGGS};
    for (int p = 0; p < 2; p++) {
        put(&o, "P%d\n", p + 1);
        for (size_t i = 0; i < sizeof piles / sizeof *piles; i++) {
            uint8_t ids[DCG_PLAYER_CARDS];
            int z = piles[i], n = dcg_scn_zone_list(r, p, z, ids);
            put(&o, "    %-8s %2d%s", dcg_scn_zone_words[z], n, !n ? "" : z == DCG_ZONE_HAND || z == DCG_ZONE_TRASH ? " (oldest first): " : " (top first): ");
            cards(r, &o, ids, n, " ");
            put(&o, "\n");
        }
        uint8_t ids[DCG_PLAYER_CARDS];
        int n = dcg_scn_zone_list(r, p, DCG_ZONE_PROCESSING, ids);
        if (n) put(&o, "    processing %d (in no area): ", n);
        cards(r, &o, ids, n, " ");
        if (n) put(&o, "\n");
        dcg_perm_info all[SCN_MAX_PERMS];
        for (int i = 0, np = dcg_stacks(st, p, all, SCN_MAX_PERMS), place = 1; i < np; i++) stack(r, &o, &all[i], all[i].in_breeding ? 0 : place++);
    }
    dcg_pending_info pend[DCG_MAX_PENDING];
    int n_pend = dcg_pending_effects(st, pend, DCG_MAX_PENDING);
    for (int i = 0; i < n_pend && i < DCG_MAX_PENDING; i++) { /* triggered effects not yet activated */
        const dcg_pending_info *pe = &pend[i];
        char name[64];
        dcg_perm_info pm;
        put(&o, "%s%s", i ? ", " : "effects waiting: ", pe->card < SCN_MAX_CARDS ? dcg_scn_number(r, pe->card) : "?");
        if (pe->perm && dcg_scn_stack(r, pe->perm, &pm)) put(&o, " from %s", dcg_scn_perm_name(r, pe->perm, name, sizeof name));
        put(&o, " (P%d's)%s", pe->owner + 1, i + 1 == n_pend ? "\n" : "");
    }
    if (dcg_decision_get(r->ctx, st, &r->dec) != DCG_OK) {
        put(&o, "decision: none (the game is over)\n");
        return;
    }
    put(&o, "decision: P%d %s; options: ", r->dec.player + 1, dcg_scn_decision_words[r->dec.kind]);
    dcg_scn_options(r, buf + o.len, size - o.len);
}
