/* util.c: error messages, display names. */
#include "internal.h"
#include <stdarg.h>
#include <stdio.h>

dcg_status dcg_err(dcg_ctx *ctx, dcg_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ctx->err, sizeof ctx->err, fmt, ap);
    va_end(ap);
    return st;
}

const char *dcg_errmsg(const dcg_ctx *ctx)
{
    return ctx ? ctx->err : "no context";
}

static const char *name_at(const char *const *names, int n, int i)
{
    return (i >= 0 && i < n) ? names[i] : "?";
}

const char *dcg_zone_name(int zone)
{
    static const char *const names[DCG_ZONE_COUNT] = {
        "none", "deck", "digi-egg deck", "hand", "security", "trash",
        "breeding area", "battle area", "processing", "link"};
    return name_at(names, DCG_ZONE_COUNT, zone);
}

const char *dcg_phase_name(int phase)
{
    static const char *const names[DCG_PHASE_COUNT] = {
        "setup", "unsuspend", "draw", "breeding", "main", "end", "game over"};
    return name_at(names, DCG_PHASE_COUNT, phase);
}

const char *dcg_kind_name(int kind)
{
    static const char *const names[DCG_KIND_COUNT] = {"Digimon", "Digi-Egg", "Tamer", "Option"};
    return name_at(names, DCG_KIND_COUNT, kind);
}

const char *dcg_event_name(int kind)
{
    static const char *const names[DCG_EV_COUNT] = {
        "game-start", "shuffle", "move", "memory", "phase", "turn", "play",
        "digivolve", "use", "suspend", "unsuspend", "attack", "block", "battle",
        "security-check", "delete", "trigger", "effect", "redraw", "game-over",
        "modify", "script-error", "loop", "reveal", "link"};
    return name_at(names, DCG_EV_COUNT, kind);
}

const char *dcg_color_name(int color_bit)
{
    static const char *const names[DCG_COLOR_COUNT] = {
        "Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"};
    for (int i = 0; i < DCG_COLOR_COUNT; i++)
        if (color_bit == (1 << i)) return names[i];
    return "?";
}
