/* play_board.c: the board of the terminal client, in 80x24 or wider: both
** sides, the memory gauge, the hand one line per card, effects on the
** Digimon with how long they last. */
#include "play.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

void board_read(dcg_ctx *ctx, const dcg_state *st, int me, play_board *b)
{
    memset(b->slot_perm, 0, sizeof b->slot_perm);
    memset(b->slot_card, 0, sizeof b->slot_card);
    board_update(ctx, st, me, b);
}

/* Keep the slots whose item is still here (ids[0..n-1]), give the others'
** items the first free slots; order[] gets the indices into ids by slot,
** label[] each one's slot. Slots hold item + 1 (0: free). */
static int keep_slots(int *slots, int n_slots, const int *ids, int n, int *order, int *label)
{
    for (int s = 0; s < n_slots; s++) {
        bool here = false;
        for (int i = 0; i < n && !here; i++) here = slots[s] == ids[i] + 1;
        if (!here) slots[s] = 0;
    }
    for (int i = 0; i < n; i++) {
        int s = 0;
        while (s < n_slots && slots[s] != ids[i] + 1) s++;
        if (s < n_slots) continue;
        for (s = 0; s < n_slots && slots[s]; s++) {}
        if (s < n_slots) slots[s] = ids[i] + 1;
    }
    int k = 0;
    for (int s = 0; s < n_slots; s++)
        for (int i = 0; slots[s] && i < n; i++)
            if (slots[s] == ids[i] + 1) order[k] = i, label[k++] = s;
    return k;
}

void board_update(dcg_ctx *ctx, const dcg_state *st, int me, play_board *b)
{
    static dcg_perm_info read[PLAY_MAX_PERMS];
    int ids[64], order[64], label[64], slots[64];
    if (b->me != me) memset(b->slot_perm, 0, sizeof b->slot_perm), memset(b->slot_card, 0, sizeof b->slot_card);
    b->me = me;
    for (int s = 0; s < 2; s++) {
        int n = dcg_perms(ctx, st, s ? 1 - me : me, read, PLAY_MAX_PERMS);
        n = n < PLAY_MAX_PERMS ? n : PLAY_MAX_PERMS;
        for (int i = 0; i < n; i++) ids[i] = read[i].id;
        for (int k = 0; k < PLAY_MAX_PERMS; k++) slots[k] = b->slot_perm[s][k] ? b->slot_perm[s][k] + 1 : 0;
        b->n_perms[s] = keep_slots(slots, PLAY_MAX_PERMS, ids, n, order, label);
        for (int k = 0; k < PLAY_MAX_PERMS; k++) b->slot_perm[s][k] = (uint16_t)(slots[k] ? slots[k] - 1 : 0);
        for (int k = 0; k < b->n_perms[s]; k++)
            b->perms[s][k] = read[order[k]], b->labels[s][k] = (char)((s ? 'A' : 'a') + label[k]);
    }
    uint8_t hand[64];
    int n = dcg_zone_cards(st, me, DCG_ZONE_HAND, hand, 64);
    n = n < 64 ? n : 64;
    for (int i = 0; i < n; i++) ids[i] = hand[i];
    b->n_hand = keep_slots(b->slot_card, 64, ids, n, order, label);
    for (int k = 0; k < b->n_hand; k++) b->hand[k] = hand[order[k]], b->hand_no[k] = label[k] + 1;
}

char board_label(const play_board *b, int perm_id)
{
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < b->n_perms[s]; i++)
            if (b->perms[s][i].id == perm_id) return b->labels[s][i];
    return 0;
}

const dcg_perm_info *board_perm(const play_board *b, char label)
{
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < b->n_perms[s]; i++)
            if (b->labels[s][i] == label) return &b->perms[s][i];
    return NULL;
}

int board_hand_pos(const play_board *b, int card)
{
    for (int i = 0; i < b->n_hand; i++)
        if (b->hand[i] == card) return b->hand_no[i];
    return 0;
}

int board_hand_card(const play_board *b, int pos)
{
    for (int i = 0; i < b->n_hand; i++)
        if (b->hand_no[i] == pos) return b->hand[i];
    return -1;
}

void term_size(int *width, int *height)
{
    struct winsize ws;
    *width = 80, *height = 24;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col && ws.ws_row) {
        *width = ws.ws_col, *height = ws.ws_row;
        return;
    }
    const char *c = getenv("COLUMNS"), *l = getenv("LINES");
    if (c) cli_parse_int(c, 40, 2000, width);
    if (l) cli_parse_int(l, 10, 2000, height);
}

/* One line, cut to width (a '~' marks the cut). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void line(FILE *out, int width, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    while (n > 0 && buf[n - 1] == ' ') buf[--n] = 0;
    if (n > width) {
        buf[width - 1] = '~';
        buf[width] = 0;
    }
    fprintf(out, "%s\n", buf);
}

static size_t keywords_words(char *buf, size_t size, dcg_kwset kw, const char *prefix)
{
    size_t len = 0;
    for (int k = 0; k < DCG_KEY_COUNT && len < size; k++)
        if (kw & DCG_KW(k)) len += (size_t)snprintf(buf + len, size - len, "%s<%s>", len ? " " : prefix, dcg_keyword_name(k));
    return len;
}

static void color_words(uint8_t colors, char *buf, size_t size);

/* "+1000 DP until the end of the turn; can't block" ... for a permanent. */
static void effects_words(const dcg_state *st, const dcg_perm_info *p, int me, char *buf, size_t size)
{
    dcg_effect_info fx[16];
    int n = dcg_perm_effects(st, p->id, fx, 16);
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && i < 16 && len < size; i++) {
        char what[160] = "";
        size_t w = 0;
        if (fx[i].as_digimon) w += (size_t)snprintf(what + w, sizeof what - w, "also a %d DP Digimon", fx[i].dp);
        else if (fx[i].dp_is_set) w += (size_t)snprintf(what + w, sizeof what - w, "DP becomes %d", fx[i].dp);
        else if (fx[i].dp) w += (size_t)snprintf(what + w, sizeof what - w, "%+d DP", fx[i].dp);
        if (fx[i].security_attack && w < sizeof what)
            w += (size_t)snprintf(what + w, sizeof what - w, "%sSecurity Attack %+d", w ? ", " : "", fx[i].security_attack);
        if (fx[i].keywords && w < sizeof what) w += keywords_words(what + w, sizeof what - w, fx[i].keywords, w ? ", gains " : "gains ");
        if (fx[i].loses_all && w < sizeof what) w += (size_t)snprintf(what + w, sizeof what - w, "%sloses all keywords", w ? ", " : "");
        if (fx[i].keywords_lost && w < sizeof what)
            w += keywords_words(what + w, sizeof what - w, fx[i].keywords_lost, w ? ", loses " : "loses ");
        if (fx[i].no_attack && w < sizeof what) w += (size_t)snprintf(what + w, sizeof what - w, "%scan't attack", w ? ", " : "");
        if (fx[i].no_block && w < sizeof what) w += (size_t)snprintf(what + w, sizeof what - w, "%scan't block", w ? ", " : "");
        if (fx[i].no_suspend && w < sizeof what) w += (size_t)snprintf(what + w, sizeof what - w, "%scan't suspend", w ? ", " : "");
        if (fx[i].colors_set && w < sizeof what) {
            char col[64];
            color_words(fx[i].colors_set, col, sizeof col);
            w += (size_t)snprintf(what + w, sizeof what - w, "%scolour becomes %s", w ? ", " : "", col);
        }
        if (!w) continue;
        const char *until = fx[i].until == DCG_UNTIL_END_OF_TURN ? " until the end of the turn"
                          : fx[i].until == DCG_UNTIL_LEAVES      ? ""
                          : fx[i].player == me                   ? (fx[i].next ? " until the end of your next turn" : " until the end of your turn")
                                                                 : (fx[i].next ? " until the end of the opponent's next turn"
                                                                               : " until the end of the opponent's turn");
        len += (size_t)snprintf(buf + len, size - len, "%s%s%s%s", len ? "; " : "", what, until, fx[i].all ? " (all Digimon)" : "");
    }
}

static void print_perm(FILE *out, dcg_ctx *ctx, const dcg_state *st, const play_board *b, int side, int i, int width)
{
    const dcg_perm_info *p = &b->perms[side][i];
    const dcg_card *top = dcg_card_at(ctx, dcg_card_of(st, p->cards[p->n - 1]));
    bool digimon = p->digimon && !p->in_breeding; /* keywords work in the battle area */
    char lv[8] = "", dp[32] = "", kw[160] = "", fx[400] = "", under[40] = "";
    if (top->level) snprintf(lv, sizeof lv, "Lv%d", top->level);
    if (p->dp >= 0) snprintf(dp, sizeof dp, p->dp != top->dp ? "%5d DP (%d)" : "%5d DP", p->dp, top->dp);
    if (digimon) {
        size_t k = keywords_words(kw, sizeof kw, p->keywords, " ");
        if (p->security_attack && k < sizeof kw) snprintf(kw + k, sizeof kw - k, " <Security Attack %+d>", p->security_attack);
    }
    effects_words(st, p, b->me, fx, sizeof fx);
    int down = 0; /* face-down digivolution cards (4-7-9): hidden, counted */
    for (int k = 0; k < p->n - 1; k++) down += !dcg_card_face_up(st, p->cards[k]);
    if (p->n > 1) snprintf(under, sizeof under, down ? " +%d under (%d face down)" : " +%d under", p->n - 1, down);
    char links[200] = ""; /* its link cards (4-9), oldest first */
    for (int k = 0, w = 0; k < p->n_links && w < (int)sizeof links; k++)
        w += snprintf(links + w, sizeof links - (size_t)w, "%s%.40s", k ? ", " : " | linked: ", dcg_card_name(ctx, st, p->links[k]));
    line(out, width, " %c %s%-18.18s %-4s %-16s%s%s%s%s%s%s%s%s", b->labels[side][i], p->in_breeding ? "[breeding] " : "",
         top->name, lv, dp, top->kind == DCG_KIND_TAMER ? " Tamer" : "", top->token ? " token" : "",
         p->suspended ? " suspended" : "", under, kw, links, fx[0] ? " | " : "", fx);
}

/* The face-up security cards (3-7-4: public), top first: " (face up: 1 Agumon, 3 Gabumon)". */
static void face_up_words(dcg_ctx *ctx, const dcg_state *st, int p, char *buf, size_t size)
{
    uint8_t sec[DCG_PLAYER_CARDS];
    int n = dcg_zone_cards(st, p, DCG_ZONE_SECURITY, sec, DCG_PLAYER_CARDS);
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len < size; i++)
        if (dcg_card_face_up(st, sec[i]))
            len += (size_t)snprintf(buf + len, size - len, "%s%d %.30s", len ? ", " : " (face up: ", i + 1, dcg_card_name(ctx, st, sec[i]));
    if (len && len + 1 < size) strcat(buf, ")");
}

static void print_side_line(FILE *out, dcg_ctx *ctx, const dcg_state *st, int p, const char *label, int width, bool hand)
{
    uint8_t none[1];
    char h[24] = "", up[400];
    if (hand) snprintf(h, sizeof h, " | hand %d", dcg_zone_cards(st, p, DCG_ZONE_HAND, none, 0));
    face_up_words(ctx, st, p, up, sizeof up);
    line(out, width, "%s  security %d%s | deck %d%s | trash %d | eggs %d", label, dcg_zone_cards(st, p, DCG_ZONE_SECURITY, none, 0), up,
         dcg_zone_cards(st, p, DCG_ZONE_DECK, none, 0), h, dcg_zone_cards(st, p, DCG_ZONE_TRASH, none, 0),
         dcg_zone_cards(st, p, DCG_ZONE_EGGS, none, 0));
}

/* The gauge from me's side: 10 on my left ... 0 ... 10 on the opponent's. */
static void print_gauge(FILE *out, const dcg_state *st, int me, int width)
{
    char g[128];
    size_t len = 0;
    int m = dcg_memory(st, me);
    for (int v = 10; v >= -10 && len < sizeof g; v--)
        len += (size_t)snprintf(g + len, sizeof g - len, v == m ? "[%d]" : v == 0 ? " 0 " : ".", v < 0 ? -v : v);
    line(out, width, "memory  you %s opponent   (%s %d)", g, m >= 0 ? "you have" : "the opponent has", m >= 0 ? m : -m);
}

static void color_words(uint8_t colors, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = 0;
    for (int c = 0; c < DCG_COLOR_COUNT && len < size; c++)
        if (colors & (1 << c)) len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? "/" : "", dcg_color_name(1 << c));
}

/* One requirement as words: " Lv4 Red ~Greymon [Hero]". */
static size_t req_words(const dcg_evo_req *q, char *buf, size_t size)
{
    char col[64], lv[16] = "";
    color_words(q->colors, col, sizeof col);
    if (q->level) snprintf(lv, sizeof lv, " Lv%d%s", q->level, q->level_min ? "+" : "");
    int n = snprintf(buf, size, "%s%s%s%s%s%s%s%s", lv, col[0] ? " " : "", col, q->name[0] ? (q->name_has ? " ~" : " ") : "",
                     q->name, q->traits[0] ? " [" : "", q->traits, q->traits[0] ? "]" : "");
    return n < 0 ? 0 : (size_t)n < size ? (size_t)n : size - 1;
}

/* Append to buf[size] at *len (never past its end). */
static void append(char *buf, size_t size, size_t *len, const char *s)
{
    size_t n = strlen(s);
    if (*len + n >= size) n = size - 1 - *len;
    memcpy(buf + *len, s, n);
    *len += n;
    buf[*len] = 0;
}

/* "evo Lv2 Red:0, Lv4 ~Greymon:2" for each digivolution requirement, then
** " DNA Lv4 Red + Lv4 Blue:0" for a DNA digivolution (8-2). */
static void evo_words(const dcg_card *c, char *buf, size_t size)
{
    size_t len = 0;
    char w[200];
    buf[0] = 0;
    for (int k = 0; k < c->n_evo; k++) {
        append(buf, size, &len, k ? "," : " evo");
        req_words(&c->evo[k], w, sizeof w);
        append(buf, size, &len, w);
        snprintf(w, sizeof w, ":%d", c->evo[k].cost);
        append(buf, size, &len, w);
    }
    if (c->combine != DCG_COMBINE_DNA && c->combine != DCG_COMBINE_BLAST_DNA) return;
    for (int k = 0; k < c->n_parts; k++) {
        append(buf, size, &len, k ? " +" : c->combine == DCG_COMBINE_DNA ? " DNA" : " Blast DNA");
        req_words(&c->parts[k], w, sizeof w);
        append(buf, size, &len, w);
    }
    snprintf(w, sizeof w, ":%d", c->combine_cost);
    append(buf, size, &len, w);
}

/* A hand card's level, cost and DP as words ("" where it has none). */
typedef struct card_facts {
    char col[64], lv[8], cost[16], dp[16];
} card_facts;

static void facts_of(const dcg_card *c, card_facts *f)
{
    color_words(c->colors, f->col, sizeof f->col);
    f->lv[0] = f->cost[0] = f->dp[0] = 0;
    if (c->level) snprintf(f->lv, sizeof f->lv, "Lv%d", c->level);
    if (c->play_cost >= 0) snprintf(f->cost, sizeof f->cost, "%s %d", c->kind == DCG_KIND_OPTION ? "use" : "play", c->play_cost);
    if (c->dp >= 0) snprintf(f->dp, sizeof f->dp, "%d DP", c->dp);
}

/* The hand two cards a line: name, colour, level, cost (p: play, u: use), DP. */
static int hand_compact(FILE *out, dcg_ctx *ctx, const dcg_state *st, const play_board *b, int width)
{
    int lines = 0, half = width / 2;
    char cell[2][160];
    for (int i = 0; i < b->n_hand; i += 2, lines++) {
        for (int k = 0; k < 2; k++) {
            cell[k][0] = 0;
            if (i + k >= b->n_hand) continue;
            const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, b->hand[i + k]));
            card_facts f;
            char cost[8] = "";
            facts_of(c, &f);
            if (c->play_cost >= 0) snprintf(cost, sizeof cost, "%c%d", c->kind == DCG_KIND_OPTION ? 'u' : 'p', c->play_cost);
            snprintf(cell[k], sizeof cell[k], "%-2d %-14.14s %-3.3s %-3s %-3s %5.*s", b->hand_no[i + k], c->name, f.col, f.lv, cost,
                     (int)strcspn(f.dp, " "), f.dp);
        }
        line(out, width, "%s%-*.*s %s", i ? "     " : "hand ", half - 5, half - 5, cell[0], cell[1]);
    }
    return lines;
}

int board_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, const play_board *b, int width, int height)
{
    int me = b->me, lines = 0;
    if (width < 40) width = 40;
    if (width > 2000) width = 2000;
    char head[96];
    int len = snprintf(head, sizeof head, "=== turn %d: %s %s phase ", dcg_turn_number(st),
                       dcg_turn_player(st) == me ? "your" : "the opponent's", dcg_phase_name(dcg_phase_of(st)));
    line(out, width, "%s%.*s", head, width - len > 0 ? width - len : 0,
         "==================================================================================================");
    print_side_line(out, ctx, st, 1 - me, me ? "OPPONENT (P1)" : "OPPONENT (P2)", width, true);
    lines += 2;
    for (int i = 0; i < b->n_perms[1]; i++, lines++) print_perm(out, ctx, st, b, 1, i, width);
    print_gauge(out, st, me, width);
    lines++;
    for (int i = 0; i < b->n_perms[0]; i++, lines++) print_perm(out, ctx, st, b, 0, i, width);
    print_side_line(out, ctx, st, me, me ? "YOU (P2)     " : "YOU (P1)     ", width, false);
    lines++;
    /* a short window: two hand cards a line, so both sides stay in view */
    if (4 + b->n_perms[0] + b->n_perms[1] + b->n_hand > height - 8 && b->n_hand > 1 && width >= 60)
        return lines + hand_compact(out, ctx, st, b, width);
    for (int i = 0; i < b->n_hand; i++, lines++) {
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, b->hand[i]));
        card_facts f;
        char evo[160];
        facts_of(c, &f);
        evo_words(c, evo, sizeof evo);
        line(out, width, "%s%-2d %-20.20s %-6.6s %-4s %-7s %-7s%s%s%s", i ? "     " : "hand ", b->hand_no[i], c->name, f.col, f.lv, f.cost, f.dp,
             evo, c->effect[0] ? " | " : "", c->effect);
    }
    if (!b->n_hand) {
        line(out, width, "hand (empty)");
        lines++;
    }
    return lines;
}

int wrap_print(FILE *out, const char *prefix, const char *text, int width, int indent)
{
    char line[2048];
    int len = snprintf(line, sizeof line, "%s", prefix), lines = 0;
    if (width < indent + 20) width = indent + 20;
    for (const char *w = text; *w;) {
        while (*w == ' ') w++;
        if (!*w) break;
        int n = (int)strcspn(w, " ");
        bool fresh = len <= indent || (lines == 0 && len == (int)strlen(prefix));
        if (!fresh && len + 1 + n > width) { /* the line is full: break before the word */
            if (out) fprintf(out, "%s\n", line);
            lines++;
            len = snprintf(line, sizeof line, "%*s", indent, "");
            fresh = true;
        }
        int room = width - len - (fresh ? 0 : 1), take = n <= room || room < 1 ? n : room; /* a word longer than a line is cut */
        if (len + take + 2 < (int)sizeof line) len += snprintf(line + len, sizeof line - (size_t)len, "%s%.*s", fresh ? "" : " ", take, w);
        w += take;
    }
    if (out) fprintf(out, "%s\n", line);
    return lines + 1;
}

void card_print(FILE *out, dcg_ctx *ctx, int card_index, int width)
{
    const dcg_card *c = dcg_card_at(ctx, card_index);
    char col[64], evo[160], head[600], text[700];
    color_words(c->colors, col, sizeof col);
    evo_words(c, evo, sizeof evo);
    int len = snprintf(head, sizeof head, "%s %s: %s %s", c->number, c->name, col, dcg_kind_name(c->kind));
    if (c->level) len += snprintf(head + len, sizeof head - (size_t)len, " Lv%d", c->level);
    if (c->play_cost >= 0)
        len += snprintf(head + len, sizeof head - (size_t)len, ", %s cost %d", c->kind == DCG_KIND_OPTION ? "use" : "play", c->play_cost);
    if (c->dp >= 0) len += snprintf(head + len, sizeof head - (size_t)len, ", %d DP", c->dp);
    snprintf(head + len, sizeof head - (size_t)len, "%s", evo);
    wrap_print(out, "", head, width, 2);
    char kw[160];
    if (keywords_words(kw, sizeof kw, c->keywords, "")) wrap_print(out, "  keywords: ", kw, width, 4);
    if (c->form[0] || c->attribute[0] || c->types[0]) {
        snprintf(text, sizeof text, "%s %s %s", c->form, c->attribute, c->types);
        wrap_print(out, "  ", text, width, 4);
    }
    if (c->effect[0]) wrap_print(out, "  effect: ", c->effect, width, 4);
    if (c->inherited[0]) wrap_print(out, "  inherited: ", c->inherited, width, 4);
    if (c->security[0]) wrap_print(out, "  security: ", c->security, width, 4);
}

void stack_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, const dcg_perm_info *p, int width)
{
    fprintf(out, "the stack, top first:\n");
    for (int k = p->n - 1; k >= 0; k--) {
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, p->cards[k]));
        char head[200];
        snprintf(head, sizeof head, "  %s %-20s %s", c->number, c->name, k == p->n - 1 ? "(top) " : k < p->n - 1 && c->inherited[0] ? "inherited: " : "");
        wrap_print(out, head, k < p->n - 1 ? c->inherited : "", width, 6);
    }
    for (int k = 0; k < p->n_links; k++) { /* 4-9: beside it, not in the stack */
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, p->links[k]));
        fprintf(out, "  %s %-20s (link card: +%d DP)\n", c->number, c->name, c->link_dp);
    }
}

void trash_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, int player)
{
    uint8_t cards[64];
    int n = dcg_zone_cards(st, player, DCG_ZONE_TRASH, cards, 64);
    fprintf(out, "trash (%d cards, newest first)%s\n", n, n ? ":" : "");
    for (int i = n - 1; i >= 0; i--) {
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, cards[i]));
        fprintf(out, "  %s %s\n", c->number, c->name);
    }
}
