/*
** dcg_replay.h: replays. A game is its seed, its two decks and the list of
** answers; replaying them gives the same game, event for event. The file:
**
**   dcg-replay 1
**   seed 12345
**   deck 0 ST1-01 ST1-01 ... (every card number, Digi-Eggs included)
**   deck 1 ...
**   format standard            (optional: the format played, by name: a replay may
**                               name only a format on the format path, not a file)
**   digest C S F               (optional: dcg_content_digest when it was recorded,
**                               hex; replaying against other cards, scripts or
**                               format is refused, see dcg_replay_check)
**   answers 0 2 1 5 ...        (any number of these lines, in order)
**   concede 0                  (optional, last: player 0 or 1 conceded after the
**                               answers, 1-2-4; dcg_concede)
**   ai 1 greedy                (ignored here: the dcg command's AI seat and name)
**   cards /path/to/mod         (ignored here: a mod directory the game was played
**                               with; the dcg command names it in errors, never
**                               loads it: mods are given with --cards)
*/
#ifndef DCG_REPLAY_H
#define DCG_REPLAY_H
#include "dcg.h"
#include <stdio.h>

typedef struct dcg_replay {
    uint64_t seed;
    dcg_deck decks[2];       /* decks[0] plays first */
    char format[64];         /* the format played ("" : the official rules) */
    dcg_digest digest;       /* the cards and scripts it was recorded with */
    int has_digest;
    int *answers;            /* owned; free with dcg_replay_free */
    int n_answers, cap_answers;
    int conceded;            /* 1 + the player who conceded after the last answer; 0: no one */
} dcg_replay;

/* Read a replay file. Errors name the file and line (DCG_EPARSE, DCG_EIO). */
dcg_status dcg_replay_load(dcg_ctx *ctx, const char *path, dcg_replay *out);
/* The same from a text; name is used in messages. */
dcg_status dcg_replay_parse(dcg_ctx *ctx, const char *text, const char *name, dcg_replay *out);
/* Append an answer (DCG_ENOMEM on failure). */
dcg_status dcg_replay_add(dcg_replay *r, int answer);
void dcg_replay_free(dcg_replay *r);
/* Can r be played on ctx as it was recorded? DCG_EINVAL with a message
** naming what differs (the card data, the scripts and formats) when its
** digest is not ctx's, or when its format line names a file instead of a
** format on the format path. Call after loading the format. */
dcg_status dcg_replay_check(dcg_ctx *ctx, const dcg_replay *r);
/* Write the header lines (version, seed, decks, digest) to f. */
void dcg_replay_write_header(dcg_ctx *ctx, FILE *f, uint64_t seed, const dcg_deck *first, const dcg_deck *second);
/* Start the game and apply the first `upto` answers (all if upto < 0),
** then, when all were applied, the concession if there is one.
** *applied gets how many answers were applied; a refused answer is an
** error naming its position. */
dcg_status dcg_replay_play(dcg_ctx *ctx, dcg_state *st, const dcg_replay *r, int upto, int *applied);
/* The same under a format's game parameters (r->format loaded by the caller). */
dcg_status dcg_replay_play_format(dcg_ctx *ctx, dcg_state *st, const dcg_replay *r, const dcg_format *f, int upto,
                                  int *applied);
#endif
