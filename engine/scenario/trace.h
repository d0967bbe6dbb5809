/*
** trace.h: what both scenario runners' --trace print alike (the official
** runner, scenario.c, and DBE's, dbe_scenario.c): a line as read, and a
** board indented under it.
*/
#ifndef DCG_SCENARIO_TRACE_H
#define DCG_SCENARIO_TRACE_H
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Print line number and text (marked where the line failed); blank and comment
** lines print nothing. True when the line is an answer that held (its first word
** names a player: player() >= 0), whose effects the runner shows next. */
static inline bool scn_trace_line(FILE *f, int line, const char *text, bool held, int (*player)(const char *))
{
    const char *t = text + strspn(text, " \t");
    if (!*t || *t == '#') return false;
    fprintf(f, "%4d  %s%s\n", line, text, held ? "" : "   <- fails here");
    char first[4];
    snprintf(first, sizeof first, "%.*s", (int)strcspn(t, " \t"), t);
    return held && player(first) >= 0;
}

/* Each line of text under the traced line, as "      | LINE". */
static inline void scn_trace_board(FILE *f, const char *text)
{
    for (const char *l = text, *nl; *l; l = nl + (*nl == '\n')) {
        nl = l + strcspn(l, "\n");
        fprintf(f, "      | %.*s\n", (int)(nl - l), l);
    }
}
#endif
