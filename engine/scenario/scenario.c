/* scenario.c: run a scenario (tests/scenarios/README.md): build the board,
** answer the scripted decisions, hand expectations to scenario_expect.c. A
** decision the script did not expect fails the scenario and says what was
** asked. */
#include "scenario.h"
#include "trace.h"
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define SCN_MAX_TEXT (1 << 20)   /* a scenario file is small */
#define SCN_MAX_LINE 1024

#if defined(__GNUC__)
__attribute__((format(printf, 4, 0)))
#endif
static dcg_status vreport(run *r, dcg_status s, bool quote, const char *fmt, va_list ap)
{
    char msg[1500];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (quote && r->text[0]) return dcg_err(r->ctx, s, "%s:%d: '%s': %s", r->path, r->line, r->text, msg);
    return dcg_err(r->ctx, s, "%s:%d: %s", r->path, r->line, msg);
}

dcg_status dcg_scn_fail(run *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dcg_status s = vreport(r, DCG_EINVAL, false, fmt, ap);
    va_end(ap);
    return s;
}

dcg_status dcg_scn_bad(run *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dcg_status s = vreport(r, DCG_EPARSE, true, fmt, ap);
    va_end(ap);
    return s;
}

dcg_status dcg_scn_planned(run *r, const char *what)
{
    return dcg_scn_bad(r, "%s: not supported yet (planned, arrives with the mechanics; see tests/scenarios/README.md)", what);
}

/* ---- words --------------------------------------------------------------------- */

static int split(char *s, char **tok, int max)
{
    int n = 0;
    char *save = NULL;
    for (char *t = strtok_r(s, " \t\r\n", &save); t && n < max; t = strtok_r(NULL, " \t\r\n", &save)) tok[n++] = t;
    return n;
}

int dcg_scn_player(const char *w)
{
    if (!strcmp(w, "P1")) return 0;
    if (!strcmp(w, "P2")) return 1;
    return -1;
}

/* processing: "not in any area" (9-1-4, 13-1-6), for expectations only */
const char *const dcg_scn_zone_words[DCG_ZONE_COUNT] = {"", "deck", "eggs", "hand", "security", "trash", "breeding", "battle", "processing", "link"};
int dcg_scn_zone(const char *w)
{
    for (int z = DCG_ZONE_DECK; z < DCG_ZONE_COUNT; z++) /* link cards are set up and named by their Digimon (link K NUMBER) */
        if (z != DCG_ZONE_LINK && !strcmp(w, dcg_scn_zone_words[z])) return z;
    return -1;
}

const char *const dcg_scn_phase_words[DCG_PHASE_COUNT] = {"setup", "unsuspend", "draw", "breeding", "main", "end", "over"};
static int phase_word(const char *w)
{
    for (int i = 0; i < DCG_PHASE_COUNT; i++)
        if (!strcmp(w, dcg_scn_phase_words[i])) return i;
    return -1;
}

const char *const dcg_scn_decision_words[DCG_DEC_COUNT] = {"none", "mulligan", "breeding", "main", "block",
                                                           "order", "target", "yesno", "counter", "blitz", "loop"};

/* A keyword by its script name ("armor_purge"), or -1 with the list of names. */
int dcg_scn_keyword(run *r, const char *w)
{
    int k = dcg_keyword_find(w);
    if (k < 0 || strcmp(w, dcg_keyword_script_name(k))) {
        char names[768];
        size_t len = 0;
        names[0] = 0;
        for (int i = 0; i < DCG_KEY_COUNT && len < sizeof names; i++)
            len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", i ? ", " : "", dcg_keyword_script_name(i));
        dcg_scn_bad(r, "unknown keyword '%s' (%s)", w, names);
        return -1;
    }
    return k;
}

const char *dcg_scn_number(const run *r, int card) { return dcg_card_at(r->ctx, dcg_card_of(r->st, card))->number; }

/* The set-up's mark of a card turned from its area's usual face: "^" a
** face-up security card (3-7-4), "_" a face-down card on the field (4-7-9). */
const char *dcg_scn_face_mark(const run *r, int card)
{
    int z = dcg_zone_of(r->st, card), up = dcg_card_face_up(r->st, card);
    return z == DCG_ZONE_SECURITY && up ? "^" : (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) && !up ? "_" : "";
}

/* ---- set-up ---------------------------------------------------------------------- */

/* A card number on a set-up line: planned syntax is refused by name. A
** face mark ends it (removed from w): '^' face up (a security card, 3-7-4),
** '_' face down (a card of a stack, 4-7-9): *face gets FACE_UP / FACE_DOWN
** where face is given, else the mark is refused. */
enum { FACE_USUAL, FACE_UP, FACE_DOWN };
static int card_word_faced(run *r, char *w, int *face)
{
    if (!strncmp(w, "token:", 6)) return dcg_scn_planned(r, "tokens (token:NAME)"), -1;
    size_t len = strlen(w);
    int mark = len && w[len - 1] == '^' ? FACE_UP : len && w[len - 1] == '_' ? FACE_DOWN : FACE_USUAL;
    if (mark && (!face || *face != mark))
        return dcg_scn_bad(r, "'%s': '^' (face up) marks a security card, '_' (face down) a card of a stack", w), -1;
    if (face) *face = mark;
    if (mark) w[len - 1] = 0;
    int c = dcg_card_find(r->ctx, w);
    if (c < 0) return dcg_scn_bad(r, "unknown card number '%s'", w), -1;
    /* a token exists only while in play (4-21): its card is made when an effect plays it */
    if (dcg_card_at(r->ctx, c)->token) return dcg_scn_bad(r, "'%s' is a token: an effect of the scenario plays it, a set-up line cannot", w), -1;
    return c;
}
static int card_word(run *r, char *w) { return card_word_faced(r, w, NULL); }

int dcg_scn_repeat(run *r, char *w)
{
    char *star = strchr(w, '*'), *end;
    if (!star) return 1;
    *star = 0;
    long v = strtol(star + 1, &end, 10);
    if (end == star + 1 || *end || v < 1 || v > DCG_PLAYER_CARDS) return dcg_scn_bad(r, "expected a count 1..%d after '*'", DCG_PLAYER_CARDS), -1;
    return (int)v;
}

/* P1 hand A B*3 ... (deck, security, eggs: listed top first, so each card
** goes under those before it; hand, trash: oldest first) */
static dcg_status setup_pile(run *r, int p, int zone, char **tok, int n)
{
    bool top_first = zone == DCG_ZONE_DECK || zone == DCG_ZONE_SECURITY || zone == DCG_ZONE_EGGS;
    for (int i = 0; i < n; i++) {
        int face = zone == DCG_ZONE_SECURITY ? FACE_UP : FACE_USUAL; /* NUMBER^: face up (3-7-4) */
        int count = dcg_scn_repeat(r, tok[i]), def = count < 0 ? -1 : card_word_faced(r, tok[i], &face);
        if (def < 0) return DCG_EPARSE;
        for (int j = 0; j < count; j++) {
            int c = dcg_board_card(r->ctx, r->st, p, def, zone, top_first);
            if (c < 0 || (face == FACE_UP && dcg_board_face(r->ctx, r->st, c, 1) != DCG_OK)) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
        }
    }
    return DCG_OK;
}

/* link A,B: new link cards of Digimon id, oldest first (4-9) */
static dcg_status setup_links(run *r, uint16_t id, char *list)
{
    char *save = NULL;
    for (char *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        int def = card_word(r, t);
        if (def < 0) return DCG_EPARSE;
        if (dcg_board_link(r->ctx, r->st, id, def) < 0) return dcg_scn_bad(r, "link %s: %s", t, dcg_errmsg(r->ctx));
    }
    return DCG_OK;
}

/* P1 battle ST1-01/ST1-03/ST1-07 [suspended] [new] [link A,B] */
static dcg_status setup_stack(run *r, int p, bool breeding, char **tok, int n)
{
    int defs[DCG_MAX_STACK], down[DCG_MAX_STACK], k = 0;
    if (n < 1) return dcg_scn_bad(r, "expected a stack of card numbers, bottom first, joined by '/'");
    char *save = NULL;
    for (char *t = strtok_r(tok[0], "/", &save); t; t = strtok_r(NULL, "/", &save)) {
        int face = FACE_DOWN; /* NUMBER_: face down (4-7-9) */
        int def = card_word_faced(r, t, &face);
        if (def < 0) return DCG_EPARSE;
        if (k >= DCG_MAX_STACK) return dcg_scn_bad(r, "too many cards");
        down[k] = face == FACE_DOWN;
        defs[k++] = def;
    }
    if (!k) return dcg_scn_bad(r, "expected a stack of card numbers, bottom first, joined by '/'");
    uint16_t id = dcg_board_stack(r->ctx, r->st, p, defs, k, breeding);
    if (!id) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
    dcg_perm_info pm;
    dcg_perm_get(r->ctx, r->st, id, &pm);
    for (int i = 0; i < k; i++)
        if (down[i]) dcg_board_face(r->ctx, r->st, pm.cards[i], 0);
    for (int i = 1; i < n; i++) {
        if (!strcmp(tok[i], "suspended")) dcg_board_suspend(r->ctx, r->st, id, 1);
        else if (!strcmp(tok[i], "new")) dcg_board_entered(r->ctx, r->st, id, r->turn);
        else if (!strcmp(tok[i], "link")) {
            if (i + 1 >= n) return dcg_scn_bad(r, "expected 'link NUMBER,...' (its link cards, oldest first)");
            dcg_status s = setup_links(r, id, tok[++i]);
            if (s != DCG_OK) return s;
        }
        else if (!strcmp(tok[i], "under")) return dcg_scn_planned(r, "cards under a Tamer or beside a card (under NUMBER,...)");
        else return dcg_scn_bad(r, "unknown stack flag '%s' (expected suspended, new, link A,B)", tok[i]);
    }
    return DCG_OK;
}

/* mod P2 ST2-05 dp -3000 sa 1 keywords piercing,rush forbid attack until turn */
static dcg_status setup_mod(run *r, char **tok, int n)
{
    int p = n > 2 ? dcg_scn_player(tok[1]) : -1;
    if (p < 0) return dcg_scn_bad(r, "expected 'mod P1|P2 DIGIMON field value ...'");
    sel s;
    int ambiguous;
    if (dcg_scn_sel_parse(r, tok[2], &s) != DCG_OK) return DCG_EPARSE;
    uint16_t id = dcg_scn_find_perm(r, p, &s, &ambiguous);
    if (ambiguous) return dcg_scn_bad(r, "P%d has %d Digimon named %s: name one by place (%s#1 ...) or by its stack (A/B/C)", p + 1, ambiguous, s.num[0], s.num[0]);
    if (!id) return dcg_scn_bad(r, "P%d has no such Digimon or Tamer", p + 1);
    dcg_board_mod m = {.until = DCG_UNTIL_LEAVES, .turn = (uint16_t)r->turn};
    if ((n - 3) % 2) return dcg_scn_bad(r, "expected pairs of a field and its value after the Digimon");
    for (int i = 3; i + 1 < n; i += 2) {
        if (!strcmp(tok[i], "dp")) m.dp = atoi(tok[i + 1]);
        else if (!strcmp(tok[i], "sa")) m.security_attack = (int8_t)atoi(tok[i + 1]);
        else if (!strcmp(tok[i], "until")) m.until = !strcmp(tok[i + 1], "turn") ? DCG_UNTIL_END_OF_TURN : DCG_UNTIL_LEAVES;
        else if (!strcmp(tok[i], "forbid")) { /* the last forbid given counts */
            const char *f = tok[i + 1];
            if (strcmp(f, "attack") && strcmp(f, "block") && strcmp(f, "suspend"))
                return dcg_scn_bad(r, "forbid: attack, block or suspend, not '%s'", f);
            m.no_attack = !strcmp(f, "attack");
            m.no_block = !strcmp(f, "block");
            m.no_suspend = !strcmp(f, "suspend");
        }
        else if (!strcmp(tok[i], "keywords")) {
            char *save = NULL;
            for (char *k = strtok_r(tok[i + 1], ",", &save); k; k = strtok_r(NULL, ",", &save)) {
                dcg_kwset kw = dcg_keyword_set(k, 1);
                if (!kw) return dcg_scn_keyword(r, k), DCG_EPARSE; /* says what is wrong */
                if (kw & DCG_KW_DETACH) return dcg_scn_bad(r, "<Detach> names its link cards in card data (\"detach\"): no mod gives it");
                m.keywords |= kw;
            }
        } else return dcg_scn_bad(r, "unknown field '%s' (expected dp, sa, keywords, forbid, until)", tok[i]);
    }
    if (dcg_board_modify(r->ctx, r->st, id, &m) != DCG_OK) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
    return DCG_OK;
}

static dcg_status setup_line(run *r, char **tok, int n)
{
    if (!strcmp(tok[0], "format") && n == 2) {
        if (dcg_format_load(r->ctx, tok[1], &r->format) != DCG_OK) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
        dcg_board_format(r->st, &r->format);
    } else if (!strcmp(tok[0], "turn") && n == 2 && atoi(tok[1]) >= 1) r->turn = atoi(tok[1]);
    else if (!strcmp(tok[0], "active") && n == 2 && dcg_scn_player(tok[1]) >= 0) r->active = dcg_scn_player(tok[1]);
    else if (!strcmp(tok[0], "phase") && n == 2 && phase_word(tok[1]) > 0 && phase_word(tok[1]) < DCG_PHASE_END) r->phase = phase_word(tok[1]);
    else if (!strcmp(tok[0], "memory") && n == 3 && dcg_scn_player(tok[1]) >= 0) {
        if (dcg_board_memory(r->ctx, r->st, dcg_scn_player(tok[1]), atoi(tok[2])) != DCG_OK) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
    } else if (!strcmp(tok[0], "mod")) return setup_mod(r, tok, n);
    else if (dcg_scn_player(tok[0]) >= 0 && n >= 2) {
        int p = dcg_scn_player(tok[0]), z = dcg_scn_zone(tok[1]);
        if (z == DCG_ZONE_BATTLE || z == DCG_ZONE_BREEDING) return setup_stack(r, p, z == DCG_ZONE_BREEDING, tok + 2, n - 2);
        if (z > 0 && z != DCG_ZONE_PROCESSING && z != DCG_ZONE_LINK) return setup_pile(r, p, z, tok + 2, n - 2);
        return dcg_scn_bad(r, "unknown zone '%s' (expected deck, eggs, hand, security, trash, breeding, battle)", tok[1]);
    } else
        return dcg_scn_bad(r, "expected a set-up line (turn N, active P1, phase NAME, memory P1 N, mod ..., "
                              "P1 ZONE CARDS, format NAME, start-game DECK DECK SEED)");
    return DCG_OK;
}

static dcg_status start(run *r)
{
    r->started = true;
    if (dcg_state_check(r->ctx, r->st) != DCG_OK) return dcg_scn_fail(r, "the set-up is not a valid board: %s", dcg_errmsg(r->ctx));
    if (dcg_board_resume(r->ctx, r->st, r->active, r->turn, r->phase) != DCG_OK) return dcg_scn_fail(r, "%s", dcg_errmsg(r->ctx));
    dcg_scn_collect(r);
    return DCG_OK;
}

/* A starter deck's name: letters, digits, '-' and '_' (no path). */
static bool deck_name(const char *s)
{
    size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_");
    return n && !s[n] && n <= 100;
}

/* start-game DECK1 DECK2 SEED: a real game start instead of a set-up. A
** deck is named, never a file: a scenario reads only the starter decks. */
static dcg_status start_game(run *r, char **tok, int n)
{
    if (n != 4) return dcg_scn_bad(r, "expected 'start-game DECK1 DECK2 SEED'");
    if (r->started) return dcg_scn_bad(r, "the game has already started");
    dcg_deck d[2];
    char path[1024];
    for (int k = 0; k < 2; k++)
        if (!deck_name(tok[1 + k]))
            return dcg_scn_bad(r, "start-game: '%.100s' is not a starter deck's name (letters, digits, '-' and '_': a deck "
                               "of cards/decks/ of the shipped data, st1 to st6, never a file)", tok[1 + k]);
    for (int k = 0; k < 2; k++) {
        /* the starter decks of the first data directory loaded (the shipped data, wherever installed) */
        if (!dcg_data_dir(r->ctx, 0)) return dcg_scn_bad(r, "no data directory loaded (dcg_load_dir) to find the deck '%s' in", tok[1 + k]);
        snprintf(path, sizeof path, "%.500s/cards/decks/%.100s.txt", dcg_data_dir(r->ctx, 0), tok[1 + k]);
        if (dcg_deck_load_for(r->ctx, path, &r->format, &d[k]) != DCG_OK) return dcg_scn_bad(r, "%s", dcg_errmsg(r->ctx));
    }
    r->started = true;
    if (dcg_game_start_format(r->ctx, r->st, &d[0], &d[1], strtoull(tok[3], NULL, 10), &r->format) != DCG_OK)
        return dcg_scn_fail(r, "%s", dcg_errmsg(r->ctx));
    dcg_scn_collect(r);
    return DCG_OK;
}

/* ---- actions ------------------------------------------------------------------------ */

/* An action line, read: the option kind and the Digimon or cards it names. */
typedef struct act {
    int kind;                /* DCG_OPT_* */
    bool has_a, has_b, has_c;
    sel a, b, c;             /* a: the card or Digimon; b: "on Y", "-> Y", "from Y"; c: DNA's "+ Z", <Digisorption>'s "suspending Z" (16-10) */
    int digisorption;        /* "suspending Z for -N": the <Digisorption -N> instance suspending Z (16-10-4); 0: any */
    bool placing;            /* "... placing": the card's by-cost paid first (DCG_EVO_BY, BT7-112) */
    bool has_d;
    sel d;                   /* DNA's "suspending S": the Digimon suspended for a pending discount (BT3-103) */
    int n_xros;              /* digixros X with M1 + M2 ...: one material per requirement */
    uint8_t xros[DCG_MAX_PARTS]; /* DCG_XROS_NONE ('-'), DCG_XROS_HAND ('hand'), DCG_XROS_BATTLE (a Digimon: xros_sel) */
    sel xros_sel[DCG_MAX_PARTS];
    int mode;                /* mode N: its index from 0 */
    bool to_player;          /* attack ... -> player */
    bool hand_top;           /* <Blast DNA Digivolve>: the card from the hand (c) goes on top of the Digimon (b) */
    long number;             /* declare N */
} act;

static const struct { const char *verb; int kind; } verbs[] = {
        {"keep", DCG_OPT_KEEP}, {"redraw", DCG_OPT_REDRAW}, {"hatch", DCG_OPT_HATCH}, {"move", DCG_OPT_MOVE},
        {"skip", DCG_OPT_SKIP}, {"pass", DCG_OPT_PASS}, {"no-block", DCG_OPT_NO_BLOCK}, {"yes", DCG_OPT_YES},
        {"no", DCG_OPT_NO}, {"done", DCG_OPT_DONE}, {"play", DCG_OPT_PLAY}, {"use", DCG_OPT_USE},
        {"block", DCG_OPT_BLOCK}, {"effect", DCG_OPT_EFFECT}, {"choose", DCG_OPT_CARD},
        {"activate", DCG_OPT_ACTIVATE}, {"digivolve", DCG_OPT_DIGIVOLVE}, {"attack", DCG_OPT_ATTACK}, {"mode", DCG_OPT_MODE},
        {"assembly", DCG_OPT_ASSEMBLY},
        {"training", DCG_OPT_KEYWORD}}; /* a [Main] keyword effect, by its script name (<Training>, 16-41) */

/* Does a line start with an action's verb (the words read_action reads)? */
static bool action_verb(const char *w)
{
    static const char *const others[] = {"declare", "burst", "app-fusion", "link", "digixros", "concede"};
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
        if (!strcmp(w, verbs[i].verb)) return true;
    for (size_t i = 0; i < sizeof others / sizeof *others; i++)
        if (!strcmp(w, others[i])) return true;
    return false;
}

static dcg_status read_action(run *r, char **w, int n, act *a)
{
    memset(a, 0, sizeof *a);
    a->kind = -1;
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++)
        if (!strcmp(w[0], verbs[i].verb)) a->kind = verbs[i].kind;
    if (!strcmp(w[0], "declare")) { /* a declared number: <De-Digivolve N> (16-12-1), a loop's count (18-3-3) */
        char *end;
        a->kind = DCG_OPT_NUMBER;
        a->number = n == 2 ? strtol(w[1], &end, 10) : 0;
        if (n != 2 || *end || a->number < 1) return dcg_scn_bad(r, "expected 'declare N' (a number from 1)");
        return DCG_OK;
    }
    if (!strcmp(w[0], "burst")) { /* 8-3: burst X on DIGIMON returning TAMER */
        a->kind = DCG_OPT_BURST;
        if (n != 6 || strcmp(w[2], "on") || strcmp(w[4], "returning"))
            return dcg_scn_bad(r, "expected 'burst X on DIGIMON returning TAMER'");
        a->has_a = a->has_b = a->has_c = true;
        if (dcg_scn_sel_parse(r, w[1], &a->a) != DCG_OK || dcg_scn_sel_parse(r, w[3], &a->b) != DCG_OK) return DCG_EPARSE;
        return dcg_scn_sel_parse(r, w[5], &a->c);
    }
    if (!strcmp(w[0], "app-fusion")) { /* 8-4: app-fusion X on DIGIMON + LINKCARD */
        a->kind = DCG_OPT_APP_FUSION;
        if (n != 6 || strcmp(w[2], "on") || strcmp(w[4], "+"))
            return dcg_scn_bad(r, "expected 'app-fusion X on DIGIMON + LINKCARD' (the Digimon and which of its link cards)");
        a->has_a = a->has_b = a->has_c = true;
        if (dcg_scn_sel_parse(r, w[1], &a->a) != DCG_OK || dcg_scn_sel_parse(r, w[3], &a->b) != DCG_OK) return DCG_EPARSE;
        return dcg_scn_sel_parse(r, w[5], &a->c);
    }
    if (!strcmp(w[0], "link")) { /* 10-1: link X to DIGIMON [replacing Z] (4-9-5) */
        a->kind = DCG_OPT_LINK;
        if ((n != 4 && n != 6) || strcmp(w[2], "to") || (n == 6 && strcmp(w[4], "replacing")))
            return dcg_scn_bad(r, "expected 'link X to DIGIMON' or 'link X to DIGIMON replacing LINKCARD' (X: a card of the hand, or a Digimon)");
        a->has_a = a->has_b = true;
        if (dcg_scn_sel_parse(r, w[1], &a->a) != DCG_OK || dcg_scn_sel_parse(r, w[3], &a->b) != DCG_OK) return DCG_EPARSE;
        a->has_c = n == 6;
        return a->has_c ? dcg_scn_sel_parse(r, w[5], &a->c) : DCG_OK;
    }
    if (!strcmp(w[0], "digixros")) { /* 7-2: digixros X with M1 + M2 ..., one per requirement; by count: digixros X */
        a->kind = DCG_OPT_DIGIXROS;
        if ((n < 4 && n != 2) || (n > 2 && strcmp(w[2], "with")) || n % 2)
            return dcg_scn_bad(r, "expected 'digixros X with M1 + M2 ...' (for each DigiXros requirement in order: -, hand or a Digimon) "
                                  "or 'digixros X' (by count: its cards chosen next)");
        for (int i = 3; i < n; i += 2) {
            if (i > 3 && strcmp(w[i - 1], "+")) return dcg_scn_bad(r, "expected '+' between the materials");
            if (a->n_xros == DCG_MAX_PARTS) return dcg_scn_bad(r, "more than %d materials", DCG_MAX_PARTS);
            int k = a->n_xros++;
            if (!strcmp(w[i], "-")) a->xros[k] = DCG_XROS_NONE;
            else if (!strcmp(w[i], "hand")) a->xros[k] = DCG_XROS_HAND;
            else if ((a->xros[k] = DCG_XROS_BATTLE, dcg_scn_sel_parse(r, w[i], &a->xros_sel[k]) != DCG_OK)) return DCG_EPARSE;
        }
        a->has_a = true;
        return dcg_scn_sel_parse(r, w[1], &a->a);
    }
    switch (a->kind) {
    case -1:
        return dcg_scn_bad(r, "unknown action '%s' (expected keep, redraw, hatch, move, skip, play, digivolve, use, "
                              "attack, pass, block, no-block, effect, choose, yes, no, done, activate, declare, mode, digixros, assembly, training)", w[0]);
    case DCG_OPT_PLAY: case DCG_OPT_USE: case DCG_OPT_BLOCK: case DCG_OPT_ASSEMBLY: case DCG_OPT_KEYWORD:
        if (n != 2) return dcg_scn_bad(r, "expected '%s X' (one card or Digimon)", w[0]);
        break;
    case DCG_OPT_CARD: case DCG_OPT_EFFECT: case DCG_OPT_ACTIVATE:
        if (n != 2 && !(n == 4 && !strcmp(w[2], "from"))) return dcg_scn_bad(r, "expected '%s X' or '%s X from DIGIMON'", w[0], w[0]);
        break;
    case DCG_OPT_DIGIVOLVE:
        if (n >= 5 && !strcmp(w[n - 1], "placing")) a->placing = true, n--; /* its by-cost paid first (evo_by.c) */
        if (n == 7 && !strcmp(w[2], "on") && (!strcmp(w[3], "hand") ? !strcmp(w[5], "+") : !strcmp(w[4], "+") && !strcmp(w[5], "hand"))) {
            /* <Blast DNA Digivolve> (16-31): a Digimon and a card from the hand, the first named on top */
            if (a->placing) return dcg_scn_bad(r, "'placing' (a by-cost paid first) follows a digivolution onto one Digimon or Tamer, not a DNA one");
            a->kind = DCG_OPT_BLAST_DNA;
            a->hand_top = !strcmp(w[3], "hand");
            a->has_a = a->has_b = a->has_c = true;
            if (dcg_scn_sel_parse(r, w[1], &a->a) != DCG_OK || dcg_scn_sel_parse(r, w[a->hand_top ? 6 : 3], &a->b) != DCG_OK)
                return DCG_EPARSE;
            return dcg_scn_sel_parse(r, w[a->hand_top ? 4 : 6], &a->c);
        }
        if ((n == 6 || (n == 8 && !strcmp(w[6], "suspending"))) && !strcmp(w[2], "on") && !strcmp(w[4], "+")) {
            if (a->placing) return dcg_scn_bad(r, "'placing' (a by-cost paid first) follows a digivolution onto one Digimon or Tamer, not a DNA one");
            a->kind = DCG_OPT_DNA; /* DNA digivolution (8-2): Y on top of Z [suspending S for a pending discount, BT3-103] */
            if (dcg_scn_sel_parse(r, w[5], &a->c) != DCG_OK) return DCG_EPARSE;
            if ((a->has_d = n == 8) && dcg_scn_sel_parse(r, w[7], &a->d) != DCG_OK) return DCG_EPARSE;
            n = 4;
            break;
        }
        if (n == 8 && !strcmp(w[6], "for") && w[7][0] == '-' && w[7][1] >= '1' && w[7][1] <= '3' && !w[7][2]) {
            a->digisorption = w[7][1] - '0';
            n = 6;
        }
        if ((n != 4 && n != 6) || strcmp(w[2], "on") || (n == 6 && strcmp(w[4], "suspending")))
            return dcg_scn_bad(r, "expected 'digivolve X on DIGIMON', 'digivolve X on DIGIMON + DIGIMON [suspending DIGIMON]' (DNA), 'digivolve X on DIGIMON + hand Y' "
                                  "or 'digivolve X on hand Y + DIGIMON' (<Blast DNA Digivolve>) or 'digivolve X on DIGIMON suspending DIGIMON "
                                  "[for -N]' (<Digisorption>, its -N instance), the last two followed by 'placing' for a card's by-cost paid first");
        if (n == 6) {
            a->has_c = true;
            if (dcg_scn_sel_parse(r, w[5], &a->c) != DCG_OK) return DCG_EPARSE;
        }
        break;
    case DCG_OPT_MODE:
        a->mode = n == 2 ? atoi(w[1]) - 1 : -1;
        if (a->mode < 0 || a->mode >= DCG_MAX_MODES) return dcg_scn_bad(r, "expected 'mode N' (the mode's place in the effect's list, 1 to %d)", DCG_MAX_MODES);
        return DCG_OK;
    case DCG_OPT_ATTACK:
        if (n != 4 || strcmp(w[2], "->")) return dcg_scn_bad(r, "expected 'attack DIGIMON -> player' or 'attack DIGIMON -> DIGIMON'");
        a->to_player = !strcmp(w[3], "player");
        break;
    default:
        if (n != 1) return dcg_scn_bad(r, "'%s' takes nothing after it", w[0]);
        return DCG_OK;
    }
    a->has_a = true;
    if (dcg_scn_sel_parse(r, w[1], &a->a) != DCG_OK) return DCG_EPARSE;
    if (n >= 4 && !a->to_player) {
        a->has_b = true;
        if (dcg_scn_sel_parse(r, w[3], &a->b) != DCG_OK) return DCG_EPARSE;
    }
    return DCG_OK;
}

/* A card from the hand: the engine offers one option per card number (the
** copies are interchangeable), so X#K means "one of at least K copies". */
static bool hand_fits(const run *r, const sel *s, int card)
{
    if (card == DCG_NO_CARD || s->stack || (s->owner >= 0 && s->owner != dcg_owner_of(r->st, card)) ||
        strcmp(dcg_scn_number(r, card), s->num[0]))
        return false;
    if (!s->nth) return true;
    uint8_t ids[DCG_PLAYER_CARDS];
    int n = dcg_scn_zone_list(r, dcg_owner_of(r->st, card), dcg_zone_of(r->st, card), ids), copies = 0;
    for (int i = 0; i < n; i++) copies += !strcmp(dcg_scn_number(r, ids[i]), s->num[0]);
    return copies >= s->nth;
}

/* effect / activate X [from Y]: X a card number is the card the effect is
** written on; X written with #K or as a stack is the Digimon it works from. */
static bool effect_fits(const run *r, const act *a, const dcg_option *o)
{
    bool by_perm = a->a.nth || a->a.stack;
    if (by_perm ? !dcg_scn_sel_perm(r, &a->a, o->perm) : (o->card == DCG_NO_CARD || strcmp(dcg_scn_number(r, o->card), a->a.num[0])))
        return false;
    return !a->has_b || dcg_scn_sel_perm(r, &a->b, o->perm);
}

/* choose X from DIGIMON: card X among the cards of that Digimon's stack
** (X#K: the K-th copy, bottom first). */
static bool card_in_stack(const run *r, const act *a, int card)
{
    if (a->a.stack || strcmp(dcg_scn_number(r, card), a->a.num[0])) return false;
    dcg_perm_info all[SCN_MAX_PERMS];
    for (int i = 0, n = dcg_stacks(r->st, dcg_owner_of(r->st, card), all, SCN_MAX_PERMS); i < n; i++) {
        const dcg_perm_info *pm = &all[i];
        if (!dcg_scn_sel_perm(r, &a->b, pm->id)) continue;
        for (int k = 0, copy = 0; k < pm->n; k++) {
            copy += !strcmp(dcg_scn_number(r, pm->cards[k]), a->a.num[0]);
            if (pm->cards[k] == card) return !a->a.nth || copy == a->a.nth;
        }
    }
    return false;
}

static bool matches(const run *r, const dcg_option *o, const act *a)
{
    if (o->kind != a->kind) return false;
    switch (a->kind) {
    case DCG_OPT_PLAY: case DCG_OPT_USE: case DCG_OPT_ASSEMBLY: return hand_fits(r, &a->a, o->card);
    case DCG_OPT_DIGIVOLVE: {
        int less[3], k = dcg_digisorptions(dcg_card_at(r->ctx, dcg_card_of(r->st, o->card)), less), i = DCG_EVO_DIGISORPTION(o);
        bool instance = !a->digisorption || (i < k && less[i] == a->digisorption);
        return hand_fits(r, &a->a, o->card) && dcg_scn_sel_perm(r, &a->b, o->perm) && instance &&
               ((o->req & DCG_EVO_BY) != 0) == a->placing &&
               (a->has_c ? o->target && dcg_scn_sel_perm(r, &a->c, o->target) : !o->target);
    }
    case DCG_OPT_DNA:
        return hand_fits(r, &a->a, o->card) && dcg_scn_sel_perm(r, &a->b, o->perm) && dcg_scn_sel_perm(r, &a->c, o->target) &&
               (a->has_d ? dcg_dna_suspends(r->st, o) && dcg_scn_sel_perm(r, &a->d, dcg_dna_suspends(r->st, o)) : !dcg_dna_suspends(r->st, o));
    case DCG_OPT_BURST:
        return hand_fits(r, &a->a, o->card) && dcg_scn_sel_perm(r, &a->b, o->perm) && dcg_scn_sel_perm(r, &a->c, o->target);
    case DCG_OPT_APP_FUSION:
        return hand_fits(r, &a->a, o->card) && dcg_scn_sel_perm(r, &a->b, o->perm) && dcg_scn_sel_card(r, &a->c, o->target);
    case DCG_OPT_LINK: /* X from the hand, or the Digimon it tops */
        if (dcg_zone_of(r->st, o->card) == DCG_ZONE_HAND ? !hand_fits(r, &a->a, o->card) : !dcg_scn_sel_card(r, &a->a, o->card)) return false;
        return dcg_scn_sel_perm(r, &a->b, o->perm) && (a->has_c ? o->target && dcg_scn_sel_card(r, &a->c, o->target - 1) : !o->target);
    case DCG_OPT_BLAST_DNA:
        return hand_fits(r, &a->a, o->card) && dcg_scn_sel_perm(r, &a->b, o->perm) && hand_fits(r, &a->c, o->target) &&
               (o->req == 1) == a->hand_top;
    case DCG_OPT_DIGIXROS: {
        const dcg_card *c = dcg_card_at(r->ctx, dcg_card_of(r->st, o->card));
        if (!hand_fits(r, &a->a, o->card) || a->n_xros != (c->xros_count ? 0 : c->n_parts)) return false;
        dcg_perm_info all[SCN_MAX_PERMS];
        int n = dcg_stacks(r->st, dcg_owner_of(r->st, o->card), all, SCN_MAX_PERMS);
        for (int k = 0; k < a->n_xros; k++) {
            int m = dcg_xros_material(o, k);
            if (m < DCG_XROS_BATTLE ? m != a->xros[k]
                                    : a->xros[k] != DCG_XROS_BATTLE || m - DCG_XROS_BATTLE >= n ||
                                          !dcg_scn_sel_perm(r, &a->xros_sel[k], all[m - DCG_XROS_BATTLE].id))
                return false;
        }
        return true;
    }
    case DCG_OPT_BLOCK: return dcg_scn_sel_perm(r, &a->a, o->perm);
    case DCG_OPT_KEYWORD: return o->req == DCG_KEY_TRAINING && dcg_scn_sel_perm(r, &a->a, o->perm);
    case DCG_OPT_ATTACK:
        return dcg_scn_sel_perm(r, &a->a, o->perm) &&
               (a->to_player ? o->target == DCG_PLAYER_TARGET : o->target != DCG_PLAYER_TARGET && dcg_scn_sel_perm(r, &a->b, o->target));
    case DCG_OPT_CARD:
        if (o->perm) return !a->has_b && dcg_scn_sel_perm(r, &a->a, o->perm);
        if (o->card == DCG_NO_CARD) return false;
        return a->has_b ? card_in_stack(r, a, o->card) : dcg_scn_sel_card(r, &a->a, o->card);
    case DCG_OPT_EFFECT: case DCG_OPT_ACTIVATE: return effect_fits(r, a, o);
    case DCG_OPT_NUMBER: return o->target == a->number;
    case DCG_OPT_MODE: return o->target == a->mode;
    default: return true;
    }
}

static bool on_field(const run *r, uint16_t perm_id)
{
    dcg_perm_info pm;
    return dcg_perm_get(r->ctx, r->st, perm_id, &pm) == DCG_OK;
}

int dcg_scn_find_option(run *r, int p, char **w, int n, bool quiet)
{
    act a;
    if (read_action(r, w, n, &a) != DCG_OK) return -2;
    if (dcg_decision_get(r->ctx, r->st, &r->dec) != DCG_OK) {
        if (!quiet) dcg_scn_fail(r, "the game is over (winner %s); no decision to answer", dcg_winner(r->st) == 0 ? "P1" : dcg_winner(r->st) == 1 ? "P2" : "none");
        return -1;
    }
    char opts[1200];
    if (r->dec.player != p) {
        dcg_scn_options(r, opts, sizeof opts);
        if (!quiet) dcg_scn_fail(r, "the engine asks P%d (%s), not P%d; options: %s", r->dec.player + 1, dcg_scn_decision_words[r->dec.kind], p + 1, opts);
        return -1;
    }
    int found = -1, count = 0;
    bool same = true; /* every match is the same card's effect on the same Digimon, or on Digimon gone */
    for (int i = 0; i < r->dec.n; i++)
        if (matches(r, &r->dec.options[i], &a)) {
            const dcg_option *o = &r->dec.options[i], *f = found < 0 ? o : &r->dec.options[found];
            bool both_gone = o->perm && f->perm && !on_field(r, o->perm) && !on_field(r, f->perm);
            same &= o->kind == DCG_OPT_EFFECT && (o->perm == f->perm || both_gone) &&
                    dcg_card_of(r->st, o->card) == dcg_card_of(r->st, f->card);
            if (found < 0) found = i;
            count++;
        }
    /* One card's effect waiting twice on one Digimon: the two are the same
    ** script from the same place, so "effect X" takes the first. So too for
    ** copies of one card whose Digimon have left the field (two [On
    ** Deletion] effects of copies deleted together): no selector names a
    ** Digimon that is gone, and the scenario orders them by its lines. */
    if (count > 1 && same) count = 1;
    if (count != 1 && !quiet) {
        dcg_scn_options(r, opts, sizeof opts);
        if (count) dcg_scn_fail(r, "the action matches %d options (name one: NUMBER#K, a stack A/B/C, P1:/P2:, 'from'): %s", count, opts);
        else dcg_scn_fail(r, "no option matches (the engine asks P%d: %s); options: %s", p + 1, dcg_scn_decision_words[r->dec.kind], opts);
    }
    return count == 1 ? found : -1;
}

static dcg_status action(run *r, int p, char **w, int n)
{
    if (n == 1 && !strcmp(w[0], "concede")) { /* 1-2-4: at any point, not an answer to the decision */
        if (dcg_concede(r->ctx, r->st, p) != DCG_OK) return dcg_scn_fail(r, "concede refused: %s", dcg_errmsg(r->ctx));
    } else {
        int i = dcg_scn_find_option(r, p, w, n, false);
        if (i == -2) return DCG_EPARSE;
        if (i < 0) return DCG_EINVAL;
        if (dcg_answer(r->ctx, r->st, i) != DCG_OK) return dcg_scn_fail(r, "answer refused: %s", dcg_errmsg(r->ctx));
    }
    dcg_scn_collect(r);
    if (dcg_state_check(r->ctx, r->st) != DCG_OK) return dcg_scn_fail(r, "invariant broken: %s", dcg_errmsg(r->ctx));
    return DCG_OK;
}

/* ---- the file ------------------------------------------------------------------------- */

/* '#' starts a comment at the start of a line or after a blank; inside a
** word it is a selector's place (ST1-03#2). */
static void strip_comment(char *s)
{
    for (char *c = s; *c; c++)
        if (*c == '#' && (c == s || isspace((unsigned char)c[-1]))) {
            *c = 0;
            return;
        }
}

static dcg_status line(run *r, char *buf, char *name, size_t name_size, bool *has_rule)
{
    strip_comment(buf);
    if (!strncmp(buf, "name:", 5)) {
        char *v = buf + 5;
        while (isspace((unsigned char)*v)) v++;
        snprintf(name, name_size, "%.*s", (int)strcspn(v, "\r\n"), v);
        return DCG_OK;
    }
    if (!strncmp(buf, "ruleset:", 8)) { /* dcg scenario runs a 'ruleset: dbe' file by the DBE runner */
        char *v = buf + 8 + strspn(buf + 8, " \t");
        v[strcspn(v, " \t\r\n")] = 0;
        return strcmp(v, "official") ? dcg_scn_bad(r, "this runner plays the official game: 'ruleset: official' or none") : DCG_OK;
    }
    if (!strncmp(buf, "rule:", 5)) {
        *has_rule = strspn(buf + 5, " \t\r\n") < strlen(buf + 5);
        return DCG_OK;
    }
    char *w[32];
    int n = split(buf, w, 32);
    if (n == 0) return DCG_OK;
    if (n == 32) return dcg_scn_bad(r, "too many words on one line (at most 31)");
    int p = dcg_scn_player(w[0]);
    dcg_status s = DCG_OK;
    if (!strcmp(w[0], "start-game")) return start_game(r, w, n);
    if (p < 0 && action_verb(w[0])) /* "play MYM1-01": whose action? */
        return dcg_scn_bad(r, "'%s' is an action: the line lacks the player who acts first (P1 %s ... or P2 %s ...)", w[0], w[0], w[0]);
    bool setup = p >= 0 ? n >= 2 && dcg_scn_zone(w[1]) >= 0 : strcmp(w[0], "expect") && strcmp(w[0], "mark");
    if (!setup) {
        if (!r->started) s = start(r); /* the first action or expectation starts the game */
        if (s != DCG_OK) return s;
        if (!strcmp(w[0], "mark")) {
            if (n != 1) return dcg_scn_bad(r, "'mark' takes nothing after it");
            r->n_log = 0; /* events before a mark are never looked at again */
            r->log_full = false;
            return DCG_OK;
        }
        if (p >= 0) return n >= 2 ? action(r, p, w + 1, n - 1) : dcg_scn_bad(r, "expected an action after %s", w[0]);
        return n > 1 ? dcg_scn_expect(r, w + 1, n - 1) : dcg_scn_bad(r, "expected what to expect after 'expect'");
    }
    if (r->started) return dcg_scn_bad(r, "set-up lines must come before the first action or expectation");
    return setup_line(r, w, n);
}

/* --trace: the line as read; after an action, the events it caused and the board. */
static void trace_line(run *r, int from, dcg_status s)
{
    if (!r->trace || !r->started) return;
    if (!scn_trace_line(r->trace, r->line, r->text, s == DCG_OK, dcg_scn_player)) return; /* expectations change nothing */
    static char buf[16384];
    dcg_scn_events_text(r, from, buf, sizeof buf);
    fprintf(r->trace, "      events: %s\n", buf);
    dcg_scn_board(r, buf, sizeof buf);
    scn_trace_board(r->trace, buf);
}

static dcg_status run_text(dcg_ctx *ctx, const char *text, const char *label, char *name, size_t name_size,
                           char *report, size_t report_size, FILE *trace)
{
    if (report && report_size) report[0] = 0;
    snprintf(name, name_size, "%s", label);
    run *r = calloc(1, sizeof *r);
    dcg_state *st = dcg_state_new();
    dcg_status s = DCG_OK;
    if (!r || !st) {
        s = dcg_err(ctx, DCG_ENOMEM, "out of memory");
        goto done;
    }
    r->ctx = ctx;
    r->st = st;
    r->path = label;
    r->trace = trace;
    r->turn = 3;
    r->phase = DCG_PHASE_MAIN;
    dcg_format_default(&r->format);
    dcg_board_new(st, &r->format);
    bool has_rule = false;
    char buf[SCN_MAX_LINE], as_written[SCN_MAX_LINE];
    for (const char *at = text; s == DCG_OK && *at;) {
        size_t len = strcspn(at, "\n");
        r->line++;
        r->text = "";
        if (len >= sizeof buf) {
            s = dcg_scn_bad(r, "line too long (at most %d characters)", SCN_MAX_LINE - 1);
            break;
        }
        memcpy(buf, at, len);
        buf[len] = 0;
        at += len + (at[len] == '\n');
        snprintf(as_written, sizeof as_written, "%.*s", (int)strcspn(buf, "\r"), buf);
        r->text = as_written;
        int from = r->n_log;
        s = line(r, buf, name, name_size, &has_rule);
        trace_line(r, r->n_log < from ? 0 : from, s);
    }
    if (s == DCG_OK && !has_rule) s = dcg_err(ctx, DCG_EPARSE, "%s: a scenario must cite the rule it proves ('rule:' line)", label);
    if (s == DCG_EINVAL && r->started && report && report_size) {
        char msg[2048];
        snprintf(msg, sizeof msg, "%s", dcg_errmsg(ctx));
        dcg_scn_board(r, report, report_size);
        dcg_err(ctx, s, "%s", msg); /* describing the board asked the engine again */
    }
done:
    if (r) free(r->log);
    free(r);
    dcg_state_free(st);
    return s;
}

dcg_status dcg_scenario_run_text(dcg_ctx *ctx, const char *text, const char *label, char *name, size_t name_size,
                                 char *report, size_t report_size)
{
    return run_text(ctx, text, label, name, name_size, report, report_size, NULL);
}

dcg_status dcg_scenario_run_trace(dcg_ctx *ctx, const char *path, char *name, size_t name_size, char *report,
                                  size_t report_size, FILE *trace)
{
    FILE *f = fopen(path, "rb");
    if (!f) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    char *text = malloc(SCN_MAX_TEXT + 1);
    size_t n = text ? fread(text, 1, SCN_MAX_TEXT + 1, f) : 0;
    fclose(f);
    if (!text) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    if (n > SCN_MAX_TEXT) {
        free(text);
        return dcg_err(ctx, DCG_EPARSE, "%s: larger than %d bytes", path, SCN_MAX_TEXT);
    }
    text[n] = 0;
    dcg_status s = run_text(ctx, text, path, name, name_size, report, report_size, trace);
    free(text);
    return s;
}

dcg_status dcg_scenario_run_report(dcg_ctx *ctx, const char *path, char *name, size_t name_size, char *report, size_t report_size)
{
    return dcg_scenario_run_trace(ctx, path, name, name_size, report, report_size, NULL);
}

dcg_status dcg_scenario_run(dcg_ctx *ctx, const char *path, char *name, size_t name_size)
{
    return dcg_scenario_run_report(ctx, path, name, name_size, NULL, 0);
}
