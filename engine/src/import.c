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
    int rules_left;         /* rule lines and facts in a form not read (left to scripts) */
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

/* Is the text no more than one printed keyword the engine implements and
** its reminder, e.g. "<Blocker> (When ...)"? Such a card needs no script:
** the keyword is data. */
static bool keyword_only(const char *t)
{
    const char *close = NULL, *open = t;
    if (t[0] == '<') close = strchr(t, '>'), open = t + 1;
    else if (!strncmp(t, "\xef\xbc\x9c", 3)) close = strstr(t, "\xef\xbc\x9e"), open = t + 3;
    if (!close) return false;
    char name[48];
    snprintf(name, sizeof name, "%.*s", (int)(close - open), open);
    if (dcg_keyword_find(name) < 0 && strncmp(name, "Security A", 10)) return false; /* a keyword with a script's work */
    t = close + (*close == '>' ? 1 : 3);
    while (isspace((unsigned char)*t)) t++;
    if (*t == '(') {
        const char *end = strchr(t, ')');
        if (!end) return false;
        t = end + 1;
    }
    while (isspace((unsigned char)*t)) t++;
    return !*t;
}

/* Has the card text a script must give? Not a text of keywords only, nor
** an effect text of rule lines only that became card facts (only_rules). */
static bool has_text(const cJSON *o, bool only_rules)
{
    static const char *const names[] = {"effectText", "inheritedEffectText", "securityEffectText", "main_effect",
                                        "source_effect", "security_effect", "alt_effect", "linkEffect", "optionEffect", NULL};
    for (int i = only_rules; names[i]; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, names[i]);
        if (cJSON_IsString(v) && v->valuestring[0] && !keyword_only(v->valuestring)) return true;
    }
    return false;
}

/* Does the text open with keyword name, in <> or fullwidth brackets? */
static bool opens_with(const char *t, const char *name)
{
    char a[48], b[56];
    snprintf(a, sizeof a, "<%s", name);
    snprintf(b, sizeof b, "\xef\xbc\x9c%s", name); /* fullwidth < */
    return t && (!strncmp(t, a, strlen(a)) || !strncmp(t, b, strlen(b)));
}

/* The next line of t (NULL at the end); blank lines skipped. */
static const char *next_line(const char *t)
{
    if (!t || !(t = strchr(t, '\n'))) return NULL;
    while (*t == '\n' || *t == ' ' || *t == '\r') t++;
    return *t ? t : NULL;
}

/* Does line t hold a rule ([Digivolve] ..., DigiXros ..., read by
** import_rules.c) rather than an effect? */
static bool rule_line_at(const char *t)
{
    static const char *const tags[] = {"[Digivolve]", "[DNA Digivol", "[App Fusion]", "[DigiXros", "DigiXros -", "[Assembly",
                                       "[Burst Digivolve]", NULL};
    for (int k = 0; tags[k]; k++)
        if (!strncmp(t, tags[k], strlen(tags[k]))) return true;
    return false;
}

/* Printed keywords that apply without conditions: the lines the text opens
** with, after its rule lines, one keyword each (own effect, or inherited).
** Anything else is left to the card's script. */
static void keywords(const cJSON *o, cJSON *card)
{
    static const char *const effect[] = {"effectText", "main_effect", NULL};
    static const char *const inherited[] = {"inheritedEffectText", "source_effect", NULL};
    for (int part = 0; part < 2; part++) {
        const char *t = str(field(o, part ? inherited : effect));
        cJSON *kw = cJSON_AddArrayToObject(card, part ? "inherited_keywords" : "keywords");
        dcg_kwset seen = 0;
        while (t && (*t == ' ' || *t == '\n')) t++;
        while (t && rule_line_at(t)) t = next_line(t);
        for (bool more = true; t && more; t = next_line(t)) {
            more = false;
            for (int k = 0; k < DCG_KEY_COUNT; k++)
                if (opens_with(t, dcg_keyword_name(k)) && !(seen & DCG_KW(k))) {
                    seen |= DCG_KW(k), more = true;
                    if (k == DCG_KEY_DETACH) continue; /* its parameter is card data "detach" (import_rules.c) */
                    cJSON_AddItemToArray(kw, cJSON_CreateString(dcg_keyword_name(k)));
                }
        }
        t = str(field(o, part ? inherited : effect));
        const char *sa = opens_with(t, "Security Attack ") ? strstr(t, "Attack ") + 7 : NULL;
        if (sa && (*sa == '+' || *sa == '-') && sa[1] >= '1' && sa[1] <= '9')
            cJSON_AddNumberToObject(card, part ? "inherited_security_attack" : "security_attack", (sa[0] == '-' ? -1 : 1) * (sa[1] - '0'));
        /* <Link +N> (16-40), Digimon only: a line of its own, among the keyword lines after the rule lines */
        int lp = 0;
        for (const char *line = t; line && !lp; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
            if (opens_with(line, "Link +") && strstr(line, "Link +")[6] >= '1' && strstr(line, "Link +")[6] <= '9') lp = strstr(line, "Link +")[6] - '0';
        if (lp && !strcmp(str(cJSON_GetObjectItemCaseSensitive(card, "kind")), "Digimon"))
            cJSON_AddNumberToObject(card, part ? "inherited_link_plus" : "link_plus", lp);
    }
}

/* A link card's link effect that opens with keywords (4-3-5): its link_keywords. */
static void link_keywords(const cJSON *o, cJSON *card)
{
    const char *t = str(cJSON_GetObjectItemCaseSensitive(o, "linkEffect"));
    if (!cJSON_GetObjectItemCaseSensitive(card, "link") || !t) return;
    cJSON *kw = NULL;
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (opens_with(t, dcg_keyword_name(k))) {
            if (!kw) kw = cJSON_AddArrayToObject(card, "link_keywords");
            cJSON_AddItemToArray(kw, cJSON_CreateString(dcg_keyword_name(k)));
        }
}

static cJSON *convert(importer *im, int index, const cJSON *o)
{
    static const char *const f_number[] = {"cardId", "id", "cardnumber", "card_number", "number", NULL};
    static const char *const f_name[] = {"nameEn", "name", NULL};
    static const char *const f_kind[] = {"kinds", "type", "card_type", "kind", NULL};
    static const char *const f_level[] = {"level", NULL};
    static const char *const f_cost[] = {"playCost", "play_cost", "cost", NULL};
    static const char *const f_dp[] = {"dp", NULL};
    static const char *const f_rarity[] = {"rarity", NULL};
    static const char *const f_form[] = {"forms", "form", NULL};
    static const char *const f_attr[] = {"attributes", "attribute", NULL};
    const char *number = str(field(o, f_number)), *name = str(field(o, f_name));
    const char *kind = kind_of(str(field(o, f_kind)));
    if (!number || !*number) return problem(im, index, NULL, "no card number (cardId, id, cardnumber)"), NULL;
    if (strlen(number) >= 16) return problem(im, index, NULL, "card number too long"), NULL;
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
    if (digimon) cJSON_AddNumberToObject(card, "dp", dp);
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
    if ((s = str(field(o, f_form))) && strlen(s) < 24) cJSON_AddStringToObject(card, "form", s);
    if ((s = str(field(o, f_attr))) && strlen(s) < 24) cJSON_AddStringToObject(card, "attribute", s);
    if ((s = str(field(o, f_rarity))) && strlen(s) < 4) cJSON_AddStringToObject(card, "rarity", s);
    const cJSON *types = cJSON_GetObjectItemCaseSensitive(o, "types");
    cJSON *tv = cJSON_AddArrayToObject(card, "types");
    size_t tlen = 0;
    if (cJSON_IsArray(types)) {
        const cJSON *t;
        cJSON_ArrayForEach(t, types)
            if (cJSON_IsString(t) && (tlen += strlen(t->valuestring) + 1) < 64) cJSON_AddItemToArray(tv, cJSON_CreateString(t->valuestring));
    } else if ((s = str(cJSON_GetObjectItemCaseSensitive(o, "digi_type"))) && strlen(s) < 64) {
        cJSON_AddItemToArray(tv, cJSON_CreateString(s));
    }
    keywords(o, card);
    bool only_rules;
    im->rules_left += dcg_import_rules(o, card, &only_rules);
    im->rules_left += dcg_import_terms(o, card);
    link_keywords(o, card); /* after the rules: "link" is one */
    cJSON_AddBoolToObject(card, "has_text", has_text(o, only_rules));
    return card;
fail:
    cJSON_Delete(card);
    return NULL;
}

/* The set of a number: what comes before the dash ("BT1" of "BT1-084"). */
static void set_of(const char *number, char *out, size_t size)
{
    size_t n = strcspn(number, "-");
    snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), number);
    for (char *p = out; *p; p++)
        if (!isalnum((unsigned char)*p)) *p = '_';
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
    cJSON *sets = cJSON_CreateObject(); /* set -> array of converted cards */
    if (!cJSON_IsArray(list)) {
        s = dcg_err(ctx, DCG_EPARSE, "%s: expected an array of cards (or {\"cards\": [...]})", name);
        goto done;
    }
    int index = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, list) {
        cJSON *card = cJSON_IsObject(o) ? convert(&im, index, o) : (problem(&im, index, NULL, "not an object"), NULL);
        index++;
        if (!card) continue;
        if (dcg_card_find(ctx, cJSON_GetObjectItemCaseSensitive(card, "number")->valuestring) >= 0) {
            cJSON_Delete(card); /* loaded already (a shipped card): its facts, summary and script stay */
            continue;
        }
        char set[16];
        set_of(cJSON_GetObjectItemCaseSensitive(card, "number")->valuestring, set, sizeof set);
        cJSON *arr = cJSON_GetObjectItemCaseSensitive(sets, set);
        if (!arr) arr = cJSON_AddArrayToObject(sets, set);
        /* the same number twice (alternative arts): keep the first */
        bool dup = false;
        const cJSON *k;
        cJSON_ArrayForEach(k, arr)
            dup |= !strcmp(cJSON_GetObjectItemCaseSensitive(k, "number")->valuestring,
                           cJSON_GetObjectItemCaseSensitive(card, "number")->valuestring);
        if (dup) cJSON_Delete(card);
        else cJSON_AddItemToArray(arr, card);
    }
    if (im.problems) {
        if (im.problems > 16) snprintf(ctx->err + im.len, sizeof ctx->err - im.len, "\n... and %d more problems", im.problems - 16);
        s = DCG_EPARSE;
        goto done;
    }
    const cJSON *set;
    cJSON_ArrayForEach(set, sets) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.json", out_dir, set->string);
        char *text = cJSON_Print(set);
        FILE *f = text ? fopen(path, "w") : NULL;
        if (!f) {
            free(text);
            s = dcg_err(ctx, DCG_EIO, "%s: %s", path, text ? strerror(errno) : "out of memory");
            goto done;
        }
        fputs(text, f);
        fputc('\n', f);
        free(text);
        if (fclose(f) != 0) {
            s = dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
            goto done;
        }
        (*n_sets)++;
        *n_cards += cJSON_GetArraySize(set);
    }
    *n_rules_left = im.rules_left;
done:
    cJSON_Delete(sets);
    cJSON_Delete(root);
    return s;
}
