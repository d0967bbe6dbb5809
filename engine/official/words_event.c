/* words_event.c: events in words, as the terminal's log shows them
** (dcg.h, dcg_event_describe): what a viewer may see of them, players
** named as the board names them. The dcg command and the bindings share
** them. Written on dcg.h alone. */
#include "dcg.h"
#include <stdbool.h>
#include <stdio.h>

/* The name of a permanent's top card, with its DP, in st (then in the state
** before, where it may still be: a Digimon deleted in the same step). */
static void perm_words(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, int perm_id, bool dp, char *buf, size_t size)
{
    static _Thread_local dcg_perm_info info[64];
    for (int k = 0; k < 2; k++) {
        const dcg_state *s = k ? before : st;
        for (int p = 0; s && p < 2; p++) {
            int n = dcg_perms(ctx, s, p, info, 64);
            for (int i = 0; i < n && i < 64; i++)
                if (info[i].id == perm_id) {
                    const char *name = dcg_card_name(ctx, s, info[i].cards[info[i].n - 1]);
                    if (info[i].dp >= 0 && dp) snprintf(buf, size, "%s (%d DP)", name, info[i].dp);
                    else snprintf(buf, size, "%s", name);
                    return;
                }
        }
    }
    snprintf(buf, size, "a Digimon");
}

/* Is card the top card of a permanent in st? (A stack moves card by card.) */
static bool is_top(dcg_ctx *ctx, const dcg_state *st, int card)
{
    static _Thread_local dcg_perm_info info[64];
    for (int p = 0; p < 2; p++) {
        int n = dcg_perms(ctx, st, p, info, 64);
        for (int i = 0; i < n && i < 64; i++)
            if (info[i].cards[info[i].n - 1] == card) return true;
    }
    return false;
}

/* A card moving between zones, as its owner's opponent may also see it. */
static void move_words(dcg_ctx *ctx, const dcg_state *st, const dcg_event *ev, const char *who, const char *name, bool setup,
                       char *buf, size_t size)
{
    int from = ev->from, to = ev->to;
    const char *where = from == DCG_ZONE_PROCESSING ? "revealed cards" : dcg_zone_name(from); /* a checked security card, ... */
    if (from == to || (setup && !(from == DCG_ZONE_DECK && to == DCG_ZONE_HAND))) return; /* setup: the hands only */
    if (from == DCG_ZONE_DECK && to == DCG_ZONE_HAND) snprintf(buf, size, "%s draws %s", who, name);
    else if (from == DCG_ZONE_EGGS) snprintf(buf, size, "%s hatches %s", who, name);
    else if (from == DCG_ZONE_BREEDING && to == DCG_ZONE_BATTLE) {
        if (is_top(ctx, st, ev->card)) snprintf(buf, size, "%s moves %s out of the breeding area", who, name);
    }
    else if (from == DCG_ZONE_DECK && to == DCG_ZONE_SECURITY)
        snprintf(buf, size, "%s puts the top card of the deck on top of security (Recovery)", who);
    else if (to == DCG_ZONE_TRASH) {
        /* a deleted Digimon's cards and a used Option are told by their own events */
        if (from != DCG_ZONE_BATTLE && from != DCG_ZONE_BREEDING && from != DCG_ZONE_PROCESSING)
            snprintf(buf, size, "%s: %s goes from the %s to the trash", who, name, where);
    } else if (to == DCG_ZONE_HAND) snprintf(buf, size, "%s adds %s to the hand from the %s", who, name, where);
    else if (to == DCG_ZONE_SECURITY) snprintf(buf, size, "%s: %s goes from the %s to security", who, name, where);
    else if (to == DCG_ZONE_DECK) snprintf(buf, size, "%s: %s goes from the %s to the deck", who, name, where);
    else if (to == DCG_ZONE_BATTLE && from != DCG_ZONE_HAND && from != DCG_ZONE_BREEDING && from != DCG_ZONE_PROCESSING)
        snprintf(buf, size, "%s: %s enters the battle area from the %s", who, name, where);
}

/* Did the effect whose EFFECT event is evs[i] change nothing? An effect runs
** whole within one call (its events are dropped while it waits on a
** question), so its results are the events up to the next step of the game. */
static bool effect_did_nothing(const dcg_event *evs, int n, int i)
{
    for (int j = i + 1; j < n; j++)
        switch (evs[j].kind) {
        case DCG_EV_EFFECT: case DCG_EV_TRIGGER: case DCG_EV_ATTACK: case DCG_EV_TURN: case DCG_EV_PHASE:
        case DCG_EV_BATTLE: case DCG_EV_SECURITY_CHECK: case DCG_EV_GAME_OVER: case DCG_EV_LOOP:
            return true;
        case DCG_EV_SCRIPT_ERROR: case DCG_EV_GAME_START: case DCG_EV_REDRAW: break;
        default: return false; /* a move, a change of DP, memory, a play ... */
        }
    return true;
}

/* A player in the log: "P1", or for a viewer "P1 (you)", "P2 (opponent)",
** so the log and the board (YOU, OPPONENT) say the same. */
static const char *seat_words(int p, int viewer)
{
    static const char *const plain[2] = {"P1", "P2"}, *const mine[2] = {"P1 (you)", "P2 (you)"},
                             *const theirs[2] = {"P1 (opponent)", "P2 (opponent)"};
    p = p ? 1 : 0;
    return viewer < 0 ? plain[p] : p == viewer ? mine[p] : theirs[p];
}

/* How the game ended, for the log: winner (2: a draw) and dcg_win_reason. */
static const char *game_over_words(int winner, int reason, int viewer, char *buf, size_t size)
{
    if (winner == 2)
        return reason == DCG_WIN_LOOP ? "the game is a draw (an infinite loop no player can stop)"
             : reason == DCG_WIN_DECISION_LIMIT ? "the game is stopped as a draw (decision limit)"
             : reason == DCG_WIN_ID_LIMIT ? "the game is a draw (effects used up the permanent ids)"
                                          : "the game is a draw (turn limit)";
    const char *w = seat_words(winner, viewer), *l = seat_words(1 - winner, viewer);
    if (reason == DCG_WIN_DECK_OUT) snprintf(buf, size, "%s wins: %s cannot draw", w, l);
    else if (reason == DCG_WIN_CONCEDE) snprintf(buf, size, "%s wins: %s concedes", w, l);
    else snprintf(buf, size, "%s wins %s", w, reason == DCG_WIN_EFFECT ? "by an effect" : "by a successful attack");
    return buf;
}

void dcg_event_describe(dcg_ctx *ctx, const dcg_state *st, const dcg_state *before, const dcg_event *evs, int n, int i,
                        int viewer, char *buf, size_t size)
{
    dcg_event ev = viewer >= 0 ? dcg_event_view(st, &evs[i], viewer) : evs[i];
    const char *who = seat_words(ev.player, viewer);
    const char *card = ev.card != DCG_NO_CARD ? dcg_card_name(ctx, st, ev.card) : "";
    char a[200], b[200];
    buf[0] = 0;
    switch (ev.kind) {
    case DCG_EV_TURN: snprintf(buf, size, "--- turn %d: %s ---", ev.a, who); break;
    case DCG_EV_MOVE: {
        const dcg_card *c = ev.def >= 0 ? dcg_card_at(ctx, ev.def) : NULL;
        move_words(ctx, st, &ev, who, c ? c->name : "a card", !before || dcg_turn_number(before) == 0, buf, size);
        break;
    }
    case DCG_EV_MEMORY: snprintf(buf, size, "memory: %s %d, %s %d", seat_words(0, viewer), ev.b, seat_words(1, viewer), -ev.b); break;
    case DCG_EV_PLAY: snprintf(buf, size, "%s plays %s", who, card); break;
    case DCG_EV_DIGIVOLVE: snprintf(buf, size, "%s digivolves into %s (cost %d) and draws", who, card, ev.a); break;
    case DCG_EV_USE: snprintf(buf, size, "%s uses %s", who, card); break;
    case DCG_EV_ATTACK: /* as it was when the attack was declared: the state before this step */
        perm_words(ctx, before ? before : st, st, ev.perm, true, a, sizeof a);
        if (ev.a == DCG_PLAYER_TARGET) snprintf(buf, size, "%s: %s attacks the opponent", who, a);
        else {
            perm_words(ctx, before ? before : st, st, ev.a, true, b, sizeof b);
            snprintf(buf, size, "%s: %s attacks %s", who, a, b);
        }
        break;
    case DCG_EV_BLOCK: snprintf(buf, size, "%s blocks with %s", who, card); break;
    case DCG_EV_BATTLE:
        snprintf(buf, size, "battle: %s %s", card, ev.b == 0 ? "ties" : ev.b == 1 ? "wins" : "loses");
        break;
    case DCG_EV_SECURITY_CHECK: snprintf(buf, size, "security check: %s reveals %s", who, card); break;
    case DCG_EV_REVEAL: snprintf(buf, size, "%s reveals %s", who, card); break;
    case DCG_EV_LINK:
        perm_words(ctx, st, st, ev.perm, true, a, sizeof a);
        snprintf(buf, size, "%s links %s to %s (cost %d)", who, card, a, ev.a);
        break;
    case DCG_EV_DELETE:
        if (ev.b == DCG_DEL_BATTLE && ev.a) perm_words(ctx, before ? before : st, st, ev.a, false, a, sizeof a);
        snprintf(buf, size, "%s's %s is deleted%s%s", who, card,
                 ev.b == DCG_DEL_BATTLE ? (ev.a ? " in the battle with " : " in battle") : ev.b == DCG_DEL_EFFECT ? " by an effect" : " at 0 DP",
                 ev.b == DCG_DEL_BATTLE && ev.a ? a : "");
        break;
    case DCG_EV_EFFECT:
        snprintf(buf, size, "%s: effect of %s%s", who, card,
                 !ev.b ? " (declined)" : effect_did_nothing(evs, n, i) ? ": nothing happens (no target, or its condition is not met)" : "");
        break;
    case DCG_EV_REDRAW: snprintf(buf, size, "%s redraws the opening hand", who); break;
    case DCG_EV_MODIFY:
        if (ev.perm) perm_words(ctx, st, before, ev.perm, false, a, sizeof a); /* its DP may have changed again since */
        else snprintf(a, sizeof a, "%s's Digimon (all, or those in security)", who);
        if (ev.a) snprintf(buf, size, "%s: %+d DP", a, ev.a);
        else if (ev.b) snprintf(buf, size, "%s: Security Attack %+d", a, ev.b);
        else snprintf(buf, size, "%s is changed by an effect", a);
        break;
    case DCG_EV_SCRIPT_ERROR: snprintf(buf, size, "!! effect of %s failed and is skipped: %s", card, dcg_script_error_of(ctx, &evs[i])); break;
    case DCG_EV_LOOP: snprintf(buf, size, "%s declares the loop repeats %d times%s", who, ev.a, ev.b ? "; it can't be performed again this turn" : ""); break;
    case DCG_EV_GAME_OVER: snprintf(buf, size, "*** %s ***", game_over_words(ev.player, ev.a, viewer, a, sizeof a)); break;
    default: break;
    }
}

