/* replay.c: reading, writing and playing back replays (dcg_replay.h). */
#include "dcg_replay.h"
#include "deck.h"
#include "internal.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

dcg_status dcg_replay_add(dcg_replay *r, int answer)
{
    if (r->n_answers == r->cap_answers) {
        int cap = r->cap_answers ? r->cap_answers * 2 : 256;
        int *a = realloc(r->answers, sizeof *a * (size_t)cap);
        if (!a) return DCG_ENOMEM;
        r->answers = a;
        r->cap_answers = cap;
    }
    r->answers[r->n_answers++] = answer;
    return DCG_OK;
}

void dcg_replay_free(dcg_replay *r)
{
    if (!r) return;
    free(r->answers);
    r->answers = NULL;
    r->n_answers = r->cap_answers = 0;
}

static dcg_status read_deck(dcg_ctx *ctx, char *rest, const char *path, int line, dcg_deck *out)
{
    const char *numbers[DCG_PLAYER_CARDS + 1];
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(rest, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
        if (n == DCG_PLAYER_CARDS) return dcg_err(ctx, DCG_EPARSE, "%s:%d: more than %d cards in a deck", path, line, DCG_PLAYER_CARDS);
        numbers[n++] = tok;
    }
    if (dcg_deck_from_numbers(ctx, numbers, n, out) != DCG_OK) {
        char msg[sizeof ctx->err];
        snprintf(msg, sizeof msg, "%s:%d: %.1900s", path, line, ctx->err);
        return dcg_err(ctx, DCG_EPARSE, "%s", msg);
    }
    return DCG_OK;
}

dcg_status dcg_replay_parse(dcg_ctx *ctx, const char *text, const char *path, dcg_replay *out)
{
    memset(out, 0, sizeof *out);
    char buf[8192];
    int line = 0, have = 0; /* bits: 1 header, 2 seed, 4 deck 0, 8 deck 1 */
    dcg_status s = DCG_OK;
    for (const char *p = text; s == DCG_OK && *p;) {
        size_t len = strcspn(p, "\n");
        line++;
        if (len >= sizeof buf) {
            s = dcg_err(ctx, DCG_EPARSE, "%s:%d: line too long", path, line);
            break;
        }
        memcpy(buf, p, len);
        buf[len] = 0;
        p += len + (p[len] == '\n');
        char word[32];
        int used = 0;
        if (sscanf(buf, "%31s %n", word, &used) != 1) continue;
        char *rest = buf + used;
        if (line == 1) {
            if (strcmp(word, "dcg-replay") || strtol(rest, NULL, 10) != 1) s = dcg_err(ctx, DCG_EPARSE, "%s:1: not a dcg replay (expected 'dcg-replay 1')", path);
            have |= 1;
        } else if (!strcmp(word, "seed")) {
            char *end;
            out->seed = strtoull(rest, &end, 10);
            if (end == rest) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: seed: expected a number", path, line);
            have |= 2;
        } else if (!strcmp(word, "deck")) {
            int pl = rest[0] - '0';
            if ((pl != 0 && pl != 1) || (rest[1] != ' ' && rest[1] != '\t'))
                s = dcg_err(ctx, DCG_EPARSE, "%s:%d: expected 'deck 0' or 'deck 1'", path, line);
            else if ((s = read_deck(ctx, rest + 2, path, line, &out->decks[pl])) == DCG_OK)
                have |= 4 << pl;
        } else if (!strcmp(word, "answers")) {
            char *save = NULL;
            if (out->conceded) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: answers after the concession (the game was over)", path, line);
            for (char *tok = strtok_r(rest, " \t\r", &save); tok && s == DCG_OK; tok = strtok_r(NULL, " \t\r", &save)) {
                char *end;
                long v = strtol(tok, &end, 10);
                if (*end || v < 0 || v >= DCG_MAX_OPTIONS) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: '%s' is not an answer", path, line, tok);
                else if (dcg_replay_add(out, (int)v)) s = dcg_err(ctx, DCG_ENOMEM, "out of memory");
            }
        } else if (!strcmp(word, "concede")) {
            char *end;
            long v = strtol(rest, &end, 10);
            if (end == rest || (v != 0 && v != 1)) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: concede: expected the player, 0 or 1", path, line);
            else if (out->conceded) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: a second concession", path, line);
            out->conceded = (int)v + 1;
        } else if (!strcmp(word, "digest")) {
            unsigned long long c, sc, fo;
            if (sscanf(rest, "%llx %llx %llx", &c, &sc, &fo) != 3) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: digest: expected three hex numbers", path, line);
            out->digest = (dcg_digest){c, sc, fo};
            out->has_digest = 1;
        } else if (!strcmp(word, "format")) {
            if (sscanf(rest, "%63s", out->format) != 1) s = dcg_err(ctx, DCG_EPARSE, "%s:%d: format: expected a name", path, line);
        } else if (strcmp(word, "ai") && strcmp(word, "cards") && word[0] != '#') { /* the dcg command's own lines */
            s = dcg_err(ctx, DCG_EPARSE, "%s:%d: unknown line '%s'", path, line, word);
        }
    }
    if (s == DCG_OK && have != 15)
        s = dcg_err(ctx, DCG_EPARSE, "%s: incomplete replay: needs the header, a seed and both decks", path);
    if (s != DCG_OK) dcg_replay_free(out);
    return s;
}

dcg_status dcg_replay_load(dcg_ctx *ctx, const char *path, dcg_replay *out)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    for (size_t got = 1; text && got;) {
        if (len + 4096 + 1 > cap) {
            char *t = realloc(text, cap *= 2);
            if (!t) { free(text); text = NULL; break; }
            text = t;
        }
        len += got = fread(text + len, 1, 4096, f);
    }
    fclose(f);
    if (!text) return dcg_err(ctx, DCG_ENOMEM, "out of memory");
    text[len] = 0;
    dcg_status s = dcg_replay_parse(ctx, text, path, out);
    free(text);
    return s;
}

static void write_deck(dcg_ctx *ctx, FILE *f, int p, const dcg_deck *d)
{
    fprintf(f, "deck %d", p);
    for (int i = 0; i < d->n_eggs; i++) fprintf(f, " %s", ctx->db->cards[d->eggs[i]].number);
    for (int i = 0; i < d->n_main; i++) fprintf(f, " %s", ctx->db->cards[d->main[i]].number);
    fprintf(f, "\n");
}

void dcg_replay_write_header(dcg_ctx *ctx, FILE *f, uint64_t seed, const dcg_deck *first, const dcg_deck *second)
{
    fprintf(f, "dcg-replay 1\nseed %llu\n", (unsigned long long)seed);
    write_deck(ctx, f, 0, first);
    write_deck(ctx, f, 1, second);
    dcg_digest d = dcg_content_digest(ctx);
    fprintf(f, "digest %016llx %016llx %016llx\n", (unsigned long long)d.cards, (unsigned long long)d.scripts,
            (unsigned long long)d.format);
}

dcg_status dcg_replay_check(dcg_ctx *ctx, const dcg_replay *r)
{
    if (strchr(r->format, '/') || strchr(r->format, '\\'))
        return dcg_err(ctx, DCG_EINVAL, "the replay names a file as its format ('%s'): a replay may name only a format "
                       "on the format path (give the file yourself with --format)", r->format);
    if (!r->has_digest) return DCG_OK;
    dcg_digest now = dcg_content_digest(ctx);
    const char *what = now.cards != r->digest.cards     ? "card data"
                     : now.scripts != r->digest.scripts ? "card scripts or helper libraries"
                     : now.format != r->digest.format   ? "format file"
                                                        : NULL;
    if (!what) return DCG_OK;
    return dcg_err(ctx, DCG_EINVAL, "the replay was recorded with other %s than are loaded now (a mod or a file "
                   "changed since): it would play a different game (recorded %016llx %016llx %016llx, now %016llx "
                   "%016llx %016llx)", what, (unsigned long long)r->digest.cards, (unsigned long long)r->digest.scripts,
                   (unsigned long long)r->digest.format, (unsigned long long)now.cards, (unsigned long long)now.scripts,
                   (unsigned long long)now.format);
}

dcg_status dcg_replay_play(dcg_ctx *ctx, dcg_state *st, const dcg_replay *r, int upto, int *applied)
{
    return dcg_replay_play_format(ctx, st, r, NULL, upto, applied);
}

dcg_status dcg_replay_play_format(dcg_ctx *ctx, dcg_state *st, const dcg_replay *r, const dcg_format *f, int upto,
                                  int *applied)
{
    *applied = 0;
    dcg_status s = dcg_game_start_format(ctx, st, &r->decks[0], &r->decks[1], r->seed, f);
    if (s) return s;
    int n = upto < 0 || upto > r->n_answers ? r->n_answers : upto;
    for (int i = 0; i < n; i++) {
        if ((s = dcg_answer(ctx, st, r->answers[i])) != DCG_OK) {
            char msg[sizeof ctx->err];
            snprintf(msg, sizeof msg, "answer %d of the replay (%d): %.1900s", i + 1, r->answers[i], ctx->err);
            return dcg_err(ctx, s, "%s", msg);
        }
        (*applied)++;
    }
    if (n == r->n_answers && r->conceded) return dcg_concede(ctx, st, r->conceded - 1);
    return DCG_OK;
}
