/* common.c: context and deck loading, and the words the commands print. */
#include "common.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *cli_data_path(const char *relative)
{
    static char buf[1024];
    snprintf(buf, sizeof buf, "%s/%s", DCG_SOURCE_DIR, relative);
    return buf;
}

dcg_ctx *cli_context(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    if (!ctx) {
        fprintf(stderr, "dcg: out of memory\n");
        return NULL;
    }
    if (dcg_load_dir(ctx, DCG_SOURCE_DIR) != DCG_OK) {
        fprintf(stderr, "dcg: %s\n", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        return NULL;
    }
    for (int i = 0; i < dcg_cli_n_card_dirs; i++)
        if (dcg_load_dir(ctx, dcg_cli_card_dirs[i]) != DCG_OK) {
            fprintf(stderr, "dcg: --cards %s: %s\n", dcg_cli_card_dirs[i], dcg_errmsg(ctx));
            dcg_ctx_free(ctx);
            return NULL;
        }
    return ctx;
}

bool cli_format(dcg_ctx *ctx, const char *name, dcg_format *out)
{
    if (!name) { /* no --format: the official rules, without the restriction list */
        dcg_format_default(out);
        return true;
    }
    if (dcg_format_load(ctx, name, out) != DCG_OK) {
        fprintf(stderr, "dcg: %s\n", dcg_errmsg(ctx));
        return false;
    }
    return true;
}

bool cli_deck(dcg_ctx *ctx, const char *arg, dcg_deck *out) { return cli_deck_for(ctx, arg, NULL, out); }

bool cli_deck_for(dcg_ctx *ctx, const char *arg, const dcg_format *f, dcg_deck *out)
{
    char path[1024];
    /* "st1" names a starter deck */
    if (!strchr(arg, '/') && !strchr(arg, '.')) snprintf(path, sizeof path, "%s", cli_data_path("cards/decks/"));
    else path[0] = 0;
    strncat(path, arg, sizeof path - strlen(path) - 5);
    if (path[0] && !strchr(arg, '/') && !strchr(arg, '.')) strcat(path, ".txt");
    if (dcg_deck_load_for(ctx, path, f, out) != DCG_OK) {
        fprintf(stderr, "dcg: %s\n", dcg_errmsg(ctx));
        return false;
    }
    return true;
}

const char *cli_card_name(dcg_ctx *ctx, const dcg_state *st, int card)
{
    const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, card));
    return c ? c->name : "?";
}

/* The name of a permanent's top card, with its DP. */
static void perm_words(dcg_ctx *ctx, const dcg_state *st, int perm_id, char *buf, size_t size)
{
    static dcg_perm_info info[64];
    for (int p = 0; p < 2; p++) {
        int n = dcg_perms(ctx, st, p, info, 64);
        for (int i = 0; i < n && i < 64; i++)
            if (info[i].id == perm_id) {
                const char *name = cli_card_name(ctx, st, info[i].cards[info[i].n - 1]);
                if (info[i].dp >= 0) snprintf(buf, size, "%s (%d DP)", name, info[i].dp);
                else snprintf(buf, size, "%s", name);
                return;
            }
    }
    snprintf(buf, size, "a Digimon no longer on the field");
}

void cli_describe_option(dcg_ctx *ctx, const dcg_state *st, const dcg_decision *d, int i, char *buf, size_t size)
{
    const dcg_option *o = &d->options[i];
    const char *card = o->card != DCG_NO_CARD ? cli_card_name(ctx, st, o->card) : "";
    char a[200], b[200];
    switch (o->kind) {
    case DCG_OPT_KEEP: snprintf(buf, size, "Keep this hand"); break;
    case DCG_OPT_REDRAW: snprintf(buf, size, "Redraw: shuffle the hand back and draw 5"); break;
    case DCG_OPT_HATCH: snprintf(buf, size, "Hatch a Digi-Egg"); break;
    case DCG_OPT_MOVE: snprintf(buf, size, "Move %s to the battle area", card); break;
    case DCG_OPT_SKIP:
        snprintf(buf, size, d->kind == DCG_DEC_COUNTER ? "Use no Counter effect" : d->kind == DCG_DEC_BLITZ ? "Don't attack" : "Do nothing");
        break;
    case DCG_OPT_PLAY: snprintf(buf, size, "Play %s for %d memory", card, o->cost); break;
    case DCG_OPT_DIGIVOLVE:
        perm_words(ctx, st, o->perm, a, sizeof a);
        snprintf(buf, size, "Digivolve %s into %s for %d", a, card, o->cost);
        break;
    case DCG_OPT_USE: snprintf(buf, size, "Use %s for %d memory", card, o->cost); break;
    case DCG_OPT_ATTACK:
        perm_words(ctx, st, o->perm, a, sizeof a);
        if (o->target == DCG_PLAYER_TARGET) snprintf(buf, size, "Attack with %s -> the opponent", a);
        else {
            perm_words(ctx, st, o->target, b, sizeof b);
            snprintf(buf, size, "Attack with %s -> %s", a, b);
        }
        break;
    case DCG_OPT_PASS: snprintf(buf, size, "Pass (the opponent starts with 3 memory)"); break;
    case DCG_OPT_BLOCK:
        perm_words(ctx, st, o->perm, a, sizeof a);
        snprintf(buf, size, "Block with %s", a);
        break;
    case DCG_OPT_NO_BLOCK: snprintf(buf, size, "Don't block"); break;
    case DCG_OPT_EFFECT: snprintf(buf, size, "Resolve the effect of %s next", card); break;
    case DCG_OPT_CARD:
        if (o->perm) {
            perm_words(ctx, st, o->perm, a, sizeof a);
            snprintf(buf, size, "Choose %s", a);
        } else {
            snprintf(buf, size, "Choose %s", card);
        }
        break;
    case DCG_OPT_YES: snprintf(buf, size, "Yes"); break;
    case DCG_OPT_NO: snprintf(buf, size, "No"); break;
    case DCG_OPT_DONE: snprintf(buf, size, "Done choosing"); break;
    case DCG_OPT_ACTIVATE: snprintf(buf, size, "Activate the [Main] effect of %s", card); break;
    default: snprintf(buf, size, "?"); break;
    }
}

void cli_describe_event(dcg_ctx *ctx, const dcg_state *st, const dcg_event *raw, int viewer, char *buf, size_t size)
{
    dcg_event ev = viewer >= 0 ? dcg_event_view(st, raw, viewer) : *raw;
    const char *who = ev.player == 0 ? "P1" : "P2";
    const char *card = ev.card != DCG_NO_CARD ? cli_card_name(ctx, st, ev.card) : "";
    char a[200];
    buf[0] = 0;
    switch (ev.kind) {
    case DCG_EV_TURN: snprintf(buf, size, "--- turn %d: %s ---", ev.a, who); break;
    case DCG_EV_MOVE: {
        const dcg_card *c = ev.def >= 0 ? dcg_card_at(ctx, ev.def) : NULL;
        const char *name = c ? c->name : "a card";
        if (ev.from == DCG_ZONE_DECK && ev.to == DCG_ZONE_HAND) snprintf(buf, size, "%s draws %s", who, name);
        else if (ev.to == DCG_ZONE_TRASH) snprintf(buf, size, "%s: %s goes to the trash", who, name);
        else if (ev.from == DCG_ZONE_EGGS) snprintf(buf, size, "%s hatches %s", who, name);
        else if (ev.to == DCG_ZONE_HAND && ev.from != DCG_ZONE_DECK) snprintf(buf, size, "%s: %s returns to the hand", who, name);
        else if (ev.to == DCG_ZONE_SECURITY && ev.from != DCG_ZONE_DECK) snprintf(buf, size, "%s: %s goes to security", who, name);
        break;
    }
    case DCG_EV_MEMORY: snprintf(buf, size, "memory: P1 %d, P2 %d", ev.b, -ev.b); break;
    case DCG_EV_PLAY: snprintf(buf, size, "%s plays %s", who, card); break;
    case DCG_EV_DIGIVOLVE: snprintf(buf, size, "%s digivolves into %s (cost %d) and draws", who, card, ev.a); break;
    case DCG_EV_USE: snprintf(buf, size, "%s uses %s", who, card); break;
    case DCG_EV_ATTACK:
        if (ev.a == DCG_PLAYER_TARGET) snprintf(buf, size, "%s: %s attacks the opponent", who, card);
        else {
            perm_words(ctx, st, ev.a, a, sizeof a);
            snprintf(buf, size, "%s: %s attacks %s", who, card, a);
        }
        break;
    case DCG_EV_BLOCK: snprintf(buf, size, "%s blocks with %s", who, card); break;
    case DCG_EV_BATTLE:
        snprintf(buf, size, "battle: %s %s", card, ev.b == 0 ? "ties" : ev.b == 1 ? "wins" : "loses");
        break;
    case DCG_EV_SECURITY_CHECK: snprintf(buf, size, "security check: %s reveals %s", who, card); break;
    case DCG_EV_DELETE: snprintf(buf, size, "%s's %s is deleted", who, card); break;
    case DCG_EV_EFFECT: snprintf(buf, size, "%s: effect of %s%s", who, card, ev.b ? "" : " (declined)"); break;
    case DCG_EV_REDRAW: snprintf(buf, size, "%s redraws the opening hand", who); break;
    case DCG_EV_MODIFY:
        if (ev.perm) perm_words(ctx, st, ev.perm, a, sizeof a);
        else snprintf(a, sizeof a, "all of %s's Digimon", who);
        if (ev.a) snprintf(buf, size, "%s: %+d DP", a, ev.a);
        else if (ev.b) snprintf(buf, size, "%s: Security Attack %+d", a, ev.b);
        else snprintf(buf, size, "%s is changed by an effect", a);
        break;
    case DCG_EV_SCRIPT_ERROR: snprintf(buf, size, "!! effect of %s failed and is skipped: %s", card, dcg_script_error_of(ctx, raw)); break;
    case DCG_EV_GAME_OVER:
        snprintf(buf, size, "*** %s ***", ev.player == 2 ? (ev.a == DCG_WIN_ID_LIMIT ? "the game is a draw (effects used up the permanent ids)" : "the game is a draw (turn limit)")
                                      : ev.a == DCG_WIN_DECK_OUT ? (ev.player == 0 ? "P1 wins: P2 cannot draw" : "P2 wins: P1 cannot draw")
                                                                 : (ev.player == 0 ? "P1 wins by a successful attack" : "P2 wins by a successful attack"));
        break;
    default: break;
    }
}

void cli_print_events(FILE *out, dcg_ctx *ctx, const dcg_state *st, int viewer, const char *prefix)
{
    int n;
    const dcg_event *ev = dcg_events(ctx, &n);
    char line[512];
    for (int i = 0; i < n; i++) {
        cli_describe_event(ctx, st, &ev[i], viewer, line, sizeof line);
        if (line[0]) fprintf(out, "%s%s\n", prefix, line);
    }
}

static void print_keywords(FILE *out, uint8_t kw, int sa)
{
    static const char *const names[] = {"Blocker", "Piercing", "Jamming", "Rush", "Reboot", "Retaliation"};
    for (int i = 0; i < 6; i++)
        if (kw & (1 << i)) fprintf(out, " <%s>", names[i]);
    if (sa) fprintf(out, " <Security Attack %+d>", sa);
}

static void print_side(FILE *out, dcg_ctx *ctx, const dcg_state *st, int p, const char *label)
{
    static dcg_perm_info info[64];
    uint8_t cards[64];
    int n = dcg_perms(ctx, st, p, info, 64);
    fprintf(out, "%s  security %d | deck %d | hand %d | trash %d | eggs %d\n", label,
            dcg_zone_cards(st, p, DCG_ZONE_SECURITY, cards, 0), dcg_zone_cards(st, p, DCG_ZONE_DECK, cards, 0),
            dcg_zone_cards(st, p, DCG_ZONE_HAND, cards, 0), dcg_zone_cards(st, p, DCG_ZONE_TRASH, cards, 0),
            dcg_zone_cards(st, p, DCG_ZONE_EGGS, cards, 0));
    if (n == 0) fprintf(out, "    (no Digimon or Tamers)\n");
    for (int i = 0; i < n && i < 64; i++) {
        const dcg_card *top = dcg_card_at(ctx, dcg_card_of(st, info[i].cards[info[i].n - 1]));
        fprintf(out, "    %s %-18s", info[i].in_breeding ? "[breeding]" : "          ", top->name);
        if (top->level) fprintf(out, " Lv%d", top->level);
        if (info[i].dp >= 0) fprintf(out, " %5d DP", info[i].dp);
        fprintf(out, "%s", info[i].suspended ? "  SUSPENDED" : "");
        if (info[i].n > 1) fprintf(out, "  (+%d under)", info[i].n - 1);
        print_keywords(out, info[i].keywords, info[i].security_attack);
        fprintf(out, "\n");
    }
}

/* The gauge from me's side: 10 on my left ... 0 ... 10 on the opponent's. */
static void print_gauge(FILE *out, const dcg_state *st, int me)
{
    int m = dcg_memory(st, me);
    fprintf(out, "memory  you ");
    for (int v = 10; v >= -10; v--) fprintf(out, v == m ? "[%d]" : (v == 0 ? " 0 " : "."), v < 0 ? -v : v);
    fprintf(out, " opponent   (%s%d)\n", m >= 0 ? "you have " : "opponent has ", m >= 0 ? m : -m);
}

void cli_print_board(FILE *out, dcg_ctx *ctx, const dcg_state *st, int me)
{
    fprintf(out, "\n==== turn %d, %s %s phase ====\n", dcg_turn_number(st), dcg_turn_player(st) == me ? "your" : "the opponent's",
            dcg_phase_name(dcg_phase_of(st)));
    print_side(out, ctx, st, 1 - me, "OPPONENT");
    print_gauge(out, st, me);
    print_side(out, ctx, st, me, "YOU     ");
    uint8_t hand[64];
    int n = dcg_zone_cards(st, me, DCG_ZONE_HAND, hand, 64);
    fprintf(out, "your hand:\n");
    for (int i = 0; i < n && i < 64; i++) {
        const dcg_card *c = dcg_card_at(ctx, dcg_card_of(st, hand[i]));
        fprintf(out, "  %-20s %-8s", c->name, dcg_kind_name(c->kind));
        if (c->play_cost >= 0) fprintf(out, " cost %-2d", c->play_cost);
        if (c->level) fprintf(out, " Lv%d", c->level);
        if (c->dp >= 0) fprintf(out, " %5d DP", c->dp);
        if (c->effect[0]) fprintf(out, "  | %s", c->effect);
        if (c->inherited[0]) fprintf(out, "  | inherited: %s", c->inherited);
        if (c->security[0]) fprintf(out, "  | security: %s", c->security);
        fprintf(out, "\n");
    }
}

bool cli_flag(int argc, char **argv, int *i, const char *flag, const char **value)
{
    if (strcmp(argv[*i], flag)) return false;
    if (value) {
        if (*i + 1 >= argc) {
            fprintf(stderr, "dcg: %s needs a value\n", flag);
            exit(2);
        }
        *value = argv[++*i];
    }
    return true;
}

bool cli_parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s || *end || s[0] == '-') return false;
    *out = v;
    return true;
}

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}
