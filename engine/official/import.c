/* import.c: card facts from a community card database (the shape of the
** digimoncard.io or Aegis exports: cardId/nameEn/kinds/evoCosts..., or
** id/name/type/color/play_cost/evolution_cost...) into dcg's card format,
** one file per set. Only facts are carried over: the effect text itself is
** not copied; a card with text is marked "has_text" so it is known to need
** a script. Nothing is guessed: an entry without a number, a kind or a
** required number is reported (index and field) and nothing is written. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

typedef struct importer {
    dcg_ctx *ctx;
    const char *name;
    size_t len;
    int problems;
} importer;

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void problem(importer *im, int index, const char *number, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (++im->problems > 16) return;
    size_t room = sizeof im->ctx->err - im->len;
    int n = snprintf(im->ctx->err + im->len, room, "%s%s: entry %d%s%s: %s", im->len ? "\n" : "", im->name, index + 1,
                     number ? " " : "", number ? number : "", msg);
    if (n > 0) im->len += (size_t)n < room ? (size_t)n : room - 1;
}

/* The first of several field names present in o. */
static const cJSON *field(const cJSON *o, const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, names[i]);
        if (v && !cJSON_IsNull(v)) return v;
    }
    return NULL;
}

static const char *str(const cJSON *v)
{
    if (cJSON_IsString(v)) return v->valuestring;
    if (cJSON_IsArray(v) && cJSON_IsString(cJSON_GetArrayItem(v, 0))) return cJSON_GetArrayItem(v, 0)->valuestring;
    return NULL;
}

/* A number, or a string holding one ("Lv.3", "5000"); missing: def. */
static bool num(const cJSON *v, int def, int *out)
{
    if (!v) {
        *out = def;
        return true;
    }
    if (cJSON_IsNumber(v)) {
        if (v->valuedouble < -1000000 || v->valuedouble > 1000000) return false;
        *out = (int)v->valuedouble;
        return true;
    }
    const char *s = str(v);
    if (!s) return false;
    while (*s && !isdigit((unsigned char)*s) && *s != '-') s++;
    if (!*s) {
        *out = def;
        return true;
    }
    long n = strtol(s, NULL, 10); /* saturates instead of overflowing */
    if (n < -1000000 || n > 1000000) return false;
    *out = (int)n;
    return true;
}

static const char *kind_of(const char *s)
{
    if (!s) return NULL;
    if (!strcasecmp(s, "Digimon")) return "Digimon";
    if (!strcasecmp(s, "DigiEgg") || !strcasecmp(s, "Digi-Egg") || !strcasecmp(s, "Digi Egg") || !strcasecmp(s, "Egg")) return "Digi-Egg";
    if (!strcasecmp(s, "Tamer")) return "Tamer";
    if (!strcasecmp(s, "Option")) return "Option";
    return NULL;
}

static const char *color_of(const char *s)
{
    static const char *const names[] = {"Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"};
    for (int i = 0; s && i < 7; i++)
        if (!strcasecmp(s, names[i])) return names[i];
    return NULL;
}

/* Has the card text a script must give? Not a text of keywords only, nor
** an effect text of rule lines only that became card facts (only_rules). */
static bool has_text(const cJSON *o, bool only_rules)
{
    static const char *const names[] = {"effectText", "inheritedEffectText", "securityEffectText", "main_effect",
                                        "source_effect", "security_effect", "alt_effect", "linkEffect", "optionEffect", NULL};
    for (int i = only_rules; names[i]; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, names[i]);
        if (cJSON_IsString(v) && v->valuestring[0] && !dcg_import_keywords_only(v->valuestring)) return true;
    }
    return false;
}

/* The set of a number: what comes before the dash ("BT1" of "BT1-084"),
** made a file name; "" when nothing comes before it. */
static void set_of(const char *number, char *out, size_t size)
{
    size_t n = strcspn(number, "-");
    snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), number);
    for (char *p = out; *p; p++)
        if (!isalnum((unsigned char)*p)) *p = '_';
}

/* The strings of field names (an array, or one string) as field key of
** card, '-' and empty ones left out: one string, an array when several,
** nothing when none. What does not fit (the card format's size, joined by
** '/') is noted in left. */
static void traits(const cJSON *o, const char *const *names, cJSON *card, const char *key, size_t size, cJSON *left)
{
    const cJSON *v = field(o, names);
    cJSON *arr = cJSON_CreateArray();
    size_t len = 0;
    int n = cJSON_IsArray(v) ? cJSON_GetArraySize(v) : cJSON_IsString(v);
    for (int i = 0; i < n; i++) { /* a few: GetArrayItem's walk is no cost */
        const cJSON *t = cJSON_IsArray(v) ? cJSON_GetArrayItem(v, i) : v;
        const char *s = cJSON_IsString(t) ? t->valuestring : "";
        if (!*s || !strcmp(s, "-")) continue;
        if (strchr(s, '/') || (len += strlen(s) + (len > 0)) >= size) {
            dcg_import_note(left, key, s, strlen(s));
            continue;
        }
        cJSON_AddItemToArray(arr, cJSON_CreateString(s));
    }
    n = cJSON_GetArraySize(arr);
    if (n == 1 && strcmp(key, "types")) cJSON_AddItemToObject(card, key, cJSON_DetachItemFromArray(arr, 0));
    else if (n || !strcmp(key, "types")) cJSON_AddItemToObject(card, key, arr), arr = NULL;
    cJSON_Delete(arr);
}

static const char *const f_number[] = {"cardId", "id", "cardnumber", "card_number", "number", NULL};

static cJSON *convert(importer *im, int index, const cJSON *o, cJSON *left)
{
    static const char *const f_name[] = {"nameEn", "name", NULL};
    static const char *const f_kind[] = {"kinds", "type", "card_type", "kind", NULL};
    static const char *const f_level[] = {"level", NULL};
    static const char *const f_cost[] = {"playCost", "play_cost", "cost", NULL};
    static const char *const f_dp[] = {"dp", NULL};
    static const char *const f_rarity[] = {"rarity", NULL};
    static const char *const f_form[] = {"forms", "form", NULL};
    static const char *const f_attr[] = {"attributes", "attribute", NULL};
    static const char *const f_types[] = {"types", "digi_type", NULL};
    const char *number = str(field(o, f_number)), *name = str(field(o, f_name));
    const char *kind = kind_of(str(field(o, f_kind)));
    if (!number || !*number) return problem(im, index, NULL, "no card number (cardId, id, cardnumber)"), NULL;
    if (strlen(number) >= 16) return problem(im, index, number, "card number too long (at most 15 bytes)"), NULL;
    if (!dcg_card_number_ok(number))
        return problem(im, index, number, "card number with a space, control character, '/' or '\\': the card files could not load it"), NULL;
    char set[16];
    set_of(number, set, sizeof set);
    if (!*set) return problem(im, index, number, "card number without a set before its '-': its set file would be hidden"), NULL;
    if (!name || strlen(name) >= sizeof ((dcg_card *)0)->name) return problem(im, index, number, "field name: missing or too long"), NULL;
    if (!kind) return problem(im, index, number, "field kind: missing or unknown (Digimon, Digi-Egg, Tamer, Option)"), NULL;
    cJSON *card = cJSON_CreateObject();
    cJSON_AddStringToObject(card, "number", number);
    cJSON_AddStringToObject(card, "name", name);
    cJSON_AddStringToObject(card, "kind", kind);
    /* colors: an array, or color/color2 strings */
    cJSON *colors = cJSON_AddArrayToObject(card, "colors");
    const cJSON *cv = cJSON_GetObjectItemCaseSensitive(o, "colors");
    if (cJSON_IsArray(cv)) {
        const cJSON *c;
        cJSON_ArrayForEach(c, cv) {
            const char *col = color_of(str(c));
            if (!col) { problem(im, index, number, "field colors: unknown color"); goto fail; }
            cJSON_AddItemToArray(colors, cJSON_CreateString(col));
        }
    } else {
        static const char *const keys[] = {"color", "color2", "color3"};
        for (int i = 0; i < 3; i++) {
            const char *s = str(cJSON_GetObjectItemCaseSensitive(o, keys[i]));
            if (!s || !*s) continue;
            const char *col = color_of(s);
            if (!col) { problem(im, index, number, "field %s: unknown color '%s'", keys[i], s); goto fail; }
            cJSON_AddItemToArray(colors, cJSON_CreateString(col));
        }
    }
    if (cJSON_GetArraySize(colors) == 0) { problem(im, index, number, "no colors"); goto fail; }
    int level, cost, dp;
    if (!num(field(o, f_level), 0, &level) || !num(field(o, f_cost), -1, &cost) || !num(field(o, f_dp), -1, &dp)) {
        problem(im, index, number, "level, play cost or DP is not a number");
        goto fail;
    }
    bool digimon = !strcmp(kind, "Digimon"), egg = !strcmp(kind, "Digi-Egg");
    if (digimon && dp < 0) { problem(im, index, number, "field dp: missing"); goto fail; }
    if (!egg && cost < 0) { problem(im, index, number, "field play cost: missing"); goto fail; }
    if ((digimon || egg) && level > 0) cJSON_AddNumberToObject(card, "level", level); /* some have none */
    if (!egg) cJSON_AddNumberToObject(card, "play_cost", cost);
    if (digimon || (egg && dp > 0)) cJSON_AddNumberToObject(card, "dp", dp); /* a Digi-Egg's 0 is no DP box; EX2-007 prints one */
    /* digivolution requirements: evoCosts [{color, level, memoryCost}] or
    ** evolution_cost / evolution_color / evolution_level */
    cJSON *evo = cJSON_AddArrayToObject(card, "evo");
    const cJSON *ev = cJSON_GetObjectItemCaseSensitive(o, "evoCosts");
    if (cJSON_IsArray(ev)) {
        const cJSON *e;
        cJSON_ArrayForEach(e, ev) {
            int lv, ec;
            static const char *const all[] = {"Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"};
            const char *cname = str(cJSON_GetObjectItemCaseSensitive(e, "color"));
            bool any = cname && !strcasecmp(cname, "All"); /* from a Digimon of any color */
            const char *col = any ? all[0] : color_of(cname);
            if (!col || !num(cJSON_GetObjectItemCaseSensitive(e, "level"), -1, &lv) ||
                !num(cJSON_GetObjectItemCaseSensitive(e, "memoryCost"), -1, &ec) || lv < 0 || ec < 0) {
                problem(im, index, number, "field evoCosts: expected {color, level, memoryCost}");
                goto fail;
            }
            if (cJSON_GetArraySize(evo) == DCG_MAX_EVO_REQS) { problem(im, index, number, "more than %d digivolution requirements", DCG_MAX_EVO_REQS); goto fail; }
            cJSON *q = cJSON_CreateObject();
            cJSON_AddItemToObject(q, "colors", any ? cJSON_CreateStringArray(all, 7) : cJSON_CreateStringArray(&col, 1));
            cJSON_AddNumberToObject(q, "level", lv);
            cJSON_AddNumberToObject(q, "cost", ec);
            cJSON_AddItemToArray(evo, q);
        }
    } else if (field(o, (const char *const[]){"evolution_cost", NULL})) {
        int lv, ec;
        const char *col = color_of(str(cJSON_GetObjectItemCaseSensitive(o, "evolution_color")));
        if (!num(cJSON_GetObjectItemCaseSensitive(o, "evolution_cost"), -1, &ec) ||
            !num(cJSON_GetObjectItemCaseSensitive(o, "evolution_level"), -1, &lv) || !col || ec < 0 || lv < 0) {
            problem(im, index, number, "evolution_cost needs evolution_color and evolution_level");
            goto fail;
        }
        cJSON *q = cJSON_CreateObject();
        cJSON_AddItemToObject(q, "colors", cJSON_CreateStringArray(&col, 1));
        cJSON_AddNumberToObject(q, "level", lv);
        cJSON_AddNumberToObject(q, "cost", ec);
        cJSON_AddItemToArray(evo, q);
    }
    const char *s;
    /* the traits (2-3-2-1): form, attribute and type */
    traits(o, f_form, card, "form", sizeof ((dcg_card *)0)->form, left);
    traits(o, f_attr, card, "attribute", sizeof ((dcg_card *)0)->attribute, left);
    if ((s = str(field(o, f_rarity))) && strlen(s) < 4) cJSON_AddStringToObject(card, "rarity", s);
    traits(o, f_types, card, "types", sizeof ((dcg_card *)0)->types, left);
    bool only_rules;
    dcg_import_rules(o, card, &only_rules, left);
    dcg_import_keywords(o, card, left); /* after the rules: "link" is one */
    dcg_import_terms(o, card, left);
    cJSON_AddBoolToObject(card, "has_text", has_text(o, only_rules));
    return card;
fail:
    cJSON_Delete(card);
    return NULL;
}

/* A converted card on its way to its set's file: its set, number and place
** in the list (the files keep the list's order). */
typedef struct entry {
    char set[16];
    char number[16];
    int index;
    cJSON *card;
    cJSON *left;  /* its rule lines and facts not read (dcg_import_note), or NULL */
} entry;

static int by_number(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    int c = strcmp(x->number, y->number);
    return c ? c : x->index - y->index;
}

static int by_set(const void *a, const void *b)
{
    const entry *x = a, *y = b;
    int c = strcmp(x->set, y->set);
    return c ? c : x->index - y->index;
}

void dcg_import_note(cJSON *left, const char *what, const char *text, size_t n)
{
    char line[200];
    int k = snprintf(line, sizeof line, "%s%s", what, n ? ": " : "");
    for (size_t i = 0; i < n && k + 4 < (int)sizeof line; i++) /* one line: line breaks as " / " */
        line[k++] = text[i] == '\n' ? '|' : text[i] == '\r' || text[i] == '\t' ? ' ' : text[i];
    if (k + 4 >= (int)sizeof line) memcpy(line + k, "...", 3), k += 3;
    line[k] = 0;
    cJSON_AddItemToArray(left, cJSON_CreateString(line));
}

/* Write text to path; false with the error in ctx. */
static bool write_text(dcg_ctx *ctx, const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fputc('\n', f) == EOF || fclose(f) != 0) {
        if (f) fclose(f);
        dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno ? errno : EIO));
        return false;
    }
    return true;
}

/* The unread list, by card (DCG_IMPORT_UNREAD in out_dir): a line per
** rule line or fact left to the card's script. */
static bool write_unread(dcg_ctx *ctx, const char *out_dir, const entry *e, int n, int count)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", out_dir, DCG_IMPORT_UNREAD);
    size_t cap = 256, len = 0;
    char *text = malloc(cap);
    if (!text) return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path), false;
    len = (size_t)snprintf(text, cap, "# dcg cards import: %d rule lines or facts in a form the importer does not read,\n"
                                      "# by card (their scripts must give them); a card's words are shortened to one line", count);
    const cJSON *note;
    for (int i = 0; i < n; i++) cJSON_ArrayForEach(note, e[i].left) {
        size_t need = len + strlen(e[i].number) + strlen(note->valuestring) + 8;
        if (need > cap) {
            char *more = realloc(text, cap = need * 2);
            if (!more) return free(text), dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path), false;
            text = more;
        }
        len += (size_t)sprintf(text + len, "\n%s\t%s", e[i].number, note->valuestring);
    }
    bool ok = write_text(ctx, path, text);
    free(text);
    return ok;
}

/* Write the converted cards, by set (entries sorted by set). */
static dcg_status write_sets(dcg_ctx *ctx, const char *out_dir, entry *e, int n, int *n_cards, int *n_sets)
{
    for (int i = 0, j; i < n; i = j) {
        cJSON *set = cJSON_CreateArray();
        for (j = i; j < n && !strcmp(e[j].set, e[i].set); j++) {
            cJSON_AddItemToArray(set, e[j].card);
            e[j].card = NULL; /* the set's now */
        }
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.json", out_dir, e[i].set);
        char *text = cJSON_Print(set);
        cJSON_Delete(set);
        if (!text) return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path);
        bool ok = write_text(ctx, path, text);
        free(text);
        if (!ok) return DCG_EIO;
        (*n_sets)++;
        *n_cards += j - i;
    }
    return DCG_OK;
}

dcg_status dcg_cards_import(dcg_ctx *ctx, const char *json, const char *name, const char *out_dir, int *n_cards, int *n_sets,
                            int *n_rules_left)
{
    *n_cards = *n_sets = *n_rules_left = 0;
    cJSON *root = cJSON_Parse(json);
    if (!root) return dcg_err(ctx, DCG_EPARSE, "%s: malformed JSON", name);
    importer im = {.ctx = ctx, .name = name};
    ctx->err[0] = 0;
    dcg_status s = DCG_OK;
    cJSON *list = cJSON_IsArray(root) ? root : cJSON_GetObjectItemCaseSensitive(root, "cards");
    entry *e = NULL;
    cJSON *fixes = NULL; /* cards/corrections/source.json of the data directories */
    int n = 0;
    if (!cJSON_IsArray(list)) {
        s = dcg_err(ctx, DCG_EPARSE, "%s: expected an array of cards (or {\"cards\": [...]})", name);
        goto done;
    }
    if (!(e = malloc(sizeof *e * (size_t)(cJSON_GetArraySize(list) + 1)))) {
        s = dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", name);
        goto done;
    }
    if ((s = dcg_import_fixes(ctx, &fixes)) != DCG_OK) goto done;
    int index = 0;
    cJSON *o;
    cJSON_ArrayForEach(o, list) {
        if (fixes && cJSON_IsObject(o)) dcg_import_fix(fixes, str(field(o, f_number)), o);
        cJSON *left = cJSON_CreateArray();
        cJSON *card = cJSON_IsObject(o) ? convert(&im, index, o, left) : (problem(&im, index, NULL, "not an object"), NULL);
        index++;
        if (!card) {
            cJSON_Delete(left);
            continue;
        }
        const char *number = cJSON_GetObjectItemCaseSensitive(card, "number")->valuestring;
        if (dcg_card_find(ctx, number) >= 0) { /* loaded already (a shipped card): its facts, summary and script stay */
            cJSON_Delete(card);
            cJSON_Delete(left);
            continue;
        }
        e[n] = (entry){.index = index - 1, .card = card, .left = left};
        snprintf(e[n].number, sizeof e[n].number, "%s", number);
        set_of(number, e[n].set, sizeof e[n].set);
        n++;
    }
    if (im.problems) {
        if (im.problems > 16) snprintf(ctx->err + im.len, sizeof ctx->err - im.len, "\n... and %d more problems", im.problems - 16);
        s = DCG_EPARSE;
        goto done;
    }
    /* the same number twice (alternative arts): the first is kept */
    qsort(e, (size_t)n, sizeof *e, by_number);
    int kept = 0;
    for (int i = 0; i < n; i++) {
        if (kept && !strcmp(e[kept - 1].number, e[i].number)) cJSON_Delete(e[i].card), cJSON_Delete(e[i].left);
        else e[kept++] = e[i];
    }
    n = kept;
    qsort(e, (size_t)n, sizeof *e, by_set);
    int left = 0;
    for (int i = 0; i < n; i++) left += cJSON_GetArraySize(e[i].left);
    if ((s = write_sets(ctx, out_dir, e, n, n_cards, n_sets)) == DCG_OK && !write_unread(ctx, out_dir, e, n, left)) s = DCG_EIO;
    if (s == DCG_OK) *n_rules_left = left;
done:
    for (int i = 0; i < n; i++) cJSON_Delete(e[i].card), cJSON_Delete(e[i].left);
    free(e);
    cJSON_Delete(fixes);
    cJSON_Delete(root);
    return s;
}
