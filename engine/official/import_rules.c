/* import_rules.c: the rule facts of a community card entry (dcg cards
** import): the bracketed rule lines at the start of its effect text
** ([Digivolve], [DNA Digivolve], [DigiXros -N], [App Fusion], [Assembly -N],
** [Burst Digivolve], [Rule]) and <Blast DNA Digivolve ([A] + [B])>, <Succession (...)>, <Detach ([X] trait)>,
** "you may digivolve this card from your hand onto one of your red Tamers as if ...",
** the fields isAce/overflowMemory, linkRequirement/linkDp and
** isDualCard/dualEffect/optionColorRequirements, into dcg's card format
** (cards/README.md). Only the requirements are carried over, as structured
** facts, never the text. A line in a form this parser does not know is
** left to the card's script and counted (dcg_import_rules returns it). */
#include "internal.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

/* A cursor over one rule line. */
typedef struct line {
    const char *p, *end;
} line;

static void skip_spaces(line *l)
{
    while (l->p < l->end && isspace((unsigned char)*l->p)) l->p++;
}

/* Consume word (case-insensitive) if the line continues with it. */
static bool take(line *l, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(l->end - l->p) < n || strncasecmp(l->p, word, n)) return false;
    l->p += n;
    return true;
}

/* "[NAME]" into out (without the brackets). */
static bool bracket(line *l, char *out, size_t size)
{
    if (l->p >= l->end || *l->p != '[') return false;
    const char *close = memchr(l->p, ']', (size_t)(l->end - l->p));
    if (!close || close == l->p + 1 || (size_t)(close - l->p - 1) >= size) return false;
    snprintf(out, size, "%.*s", (int)(close - l->p - 1), l->p + 1);
    l->p = close + 1;
    return true;
}

/* "[A]/[B]/..." : one or more names, into a '/'-joined list (a name
** holding '/' cannot be listed). */
static bool brackets(line *l, char *out, size_t size)
{
    char one[DCG_REQ_TEXT];
    out[0] = 0;
    do {
        if (!bracket(l, one, sizeof one) || strchr(one, '/')) return false;
        size_t len = strlen(out);
        if (len + 1 + strlen(one) >= size) return false;
        snprintf(out + len, size - len, "%s%s", len ? "/" : "", one);
    } while (l->p + 1 < l->end && *l->p == '/' && l->p[1] == '[' && ++l->p);
    return true;
}

static int color_bit(const char *s, size_t n)
{
    static const char *const names[] = {"Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"};
    for (int i = 0; i < 7; i++)
        if (strlen(names[i]) == n && !strncasecmp(s, names[i], n)) return 1 << i;
    return 0;
}

/* Optional "Red/Blue " colours, then optional "Lv.N" ("or higher");
** false for a level the card format does not hold (1..15). */
static bool colors_level(line *l, cJSON *q)
{
    uint8_t colors = 0;
    for (;;) {
        const char *w = l->p;
        while (l->p < l->end && isalpha((unsigned char)*l->p)) l->p++;
        int bit = color_bit(w, (size_t)(l->p - w));
        if (!bit) {
            l->p = w;
            break;
        }
        colors |= (uint8_t)bit;
        if (l->p < l->end && *l->p == '/') l->p++;
        else break;
    }
    if (colors) {
        cJSON *arr = cJSON_AddArrayToObject(q, "colors");
        for (int i = 0; i < 7; i++)
            if (colors & (1 << i)) cJSON_AddItemToArray(arr, cJSON_CreateString(dcg_color_name(1 << i)));
    }
    skip_spaces(l);
    if (take(l, "Lv.")) {
        int lv = 0;
        while (l->p < l->end && isdigit((unsigned char)*l->p) && lv <= 15) lv = lv * 10 + (*l->p++ - '0');
        if (lv < 1 || lv > 15) return false;
        cJSON_AddNumberToObject(q, "level", lv);
        skip_spaces(l);
        if (take(l, "or higher")) cJSON_AddTrueToObject(q, "level_min");
        else if (take(l, "or lower")) cJSON_AddTrueToObject(q, "level_max");
    }
    return true;
}

/* One alternative of a requirement, appended to out (one or more
** requirement objects: "[A]/[B]" names two). base: the level and colours
** an alternative starting with "w/" shares with the one before it. */
static bool alternative(line *l, cJSON *out, cJSON **base)
{
    skip_spaces(l);
    if (l->p < l->end && *l->p == '[') { /* exact names, maybe then "/Lv.N w/..."; "[A] in name": parts of names */
        char one[DCG_REQ_TEXT];
        int first = cJSON_GetArraySize(out);
        do {
            if (!bracket(l, one, sizeof one)) return false;
            cJSON *q = cJSON_CreateObject();
            cJSON_AddStringToObject(q, "name", one);
            cJSON_AddItemToArray(out, q);
        } while (l->p + 1 < l->end && *l->p == '/' && l->p[1] == '[' && ++l->p);
        skip_spaces(l);
        if (take(l, "in name") || take(l, "in its name")) {
            for (cJSON *q = cJSON_GetArrayItem(out, first); q; q = q->next) {
                cJSON *name = cJSON_DetachItemFromObject(q, "name");
                cJSON_AddItemToObject(q, "name_has", name);
            }
            skip_spaces(l);
        }
        if (l->p == l->end) return true;
        if (*l->p != '/') return false;
        l->p++;
    }
    cJSON *q = cJSON_CreateObject();
    if (l->p < l->end && !strncasecmp(l->p, "w/", 2) && *base) {
        cJSON_Delete(q);
        q = cJSON_Duplicate(*base, 1);
    } else if (!colors_level(l, q)) {
        return cJSON_Delete(q), false;
    }
    cJSON_Delete(*base);
    *base = cJSON_Duplicate(q, 1);
    skip_spaces(l);
    char name[DCG_REQ_TEXT];
    if (l->p < l->end && *l->p == '[' && cJSON_GetObjectItem(q, "level")) { /* "Lv.5 [Eosmon]": that level and name */
        if (!bracket(l, name, sizeof name)) return cJSON_Delete(q), false;
        cJSON_AddStringToObject(q, "name", name);
        skip_spaces(l);
    }
    if (take(l, "w/")) {
        char list[DCG_REQ_TEXT];
        if (!brackets(l, list, sizeof list)) return cJSON_Delete(q), false;
        skip_spaces(l);
        bool part = take(l, "in any trait") || take(l, "in any of its traits"); /* 2-3-2-4 */
        if (part || take(l, "trait")) {
            if (part) cJSON_AddTrueToObject(q, "trait_part");
            cJSON *arr = cJSON_AddArrayToObject(q, "traits");
            for (char *t = strtok(list, "/"); t; t = strtok(NULL, "/")) cJSON_AddItemToArray(arr, cJSON_CreateString(t));
        } else if (take(l, "in name") || take(l, "in its name")) {
            /* one requirement per name part: "w/[A]/[B] in name" */
            char *t = strtok(list, "/");
            cJSON_AddStringToObject(q, "name_has", t);
            for (t = strtok(NULL, "/"); t; t = strtok(NULL, "/")) {
                cJSON *more = cJSON_Duplicate(q, 1);
                cJSON_ReplaceItemInObject(more, "name_has", cJSON_CreateString(t));
                cJSON_AddItemToArray(out, more);
            }
        } else {
            return cJSON_Delete(q), false; /* "in text", ...: the script's */
        }
    }
    skip_spaces(l);
    if (l->p != l->end || !q->child) return cJSON_Delete(q), false;
    cJSON_AddItemToArray(out, q);
    return true;
}

/* Split l at each " or " (not inside brackets) and read the alternatives. */
static bool alternatives(line *l, cJSON *out)
{
    cJSON *base = NULL;
    bool ok = true;
    while (ok && l->p < l->end) {
        const char *cut = l->end;
        int depth = 0;
        for (const char *s = l->p; s + 4 <= l->end; s++) {
            depth += *s == '[' ? 1 : *s == ']' ? -1 : 0;
            if (!depth && !strncmp(s, " or ", 4) && strncmp(s, " or higher", 10) && strncmp(s, " or lower", 9)) {
                cut = s;
                break;
            }
        }
        line part = {l->p, cut};
        ok = alternative(&part, out, &base);
        l->p = cut < l->end ? cut + 4 : cut;
    }
    cJSON_Delete(base);
    return ok && cJSON_GetArraySize(out) > 0;
}

/* ": Cost N" at the end of a line: N, the line shortened before it; -1 if none. */
static int cost_at_end(line *l)
{
    const char *s = l->end;
    while (s > l->p && isspace((unsigned char)s[-1])) s--;
    const char *d = s;
    while (d > l->p && isdigit((unsigned char)d[-1])) d--;
    if (d == s || s - d > 2 || d - l->p < 6 || strncmp(d - 5, "Cost ", 5)) return -1; /* a cost 0..99 */
    const char *c = d - 5;
    while (c > l->p && isspace((unsigned char)c[-1])) c--;
    if (c == l->p || c[-1] != ':') return -1;
    l->end = c - 1;
    while (l->end > l->p && isspace((unsigned char)l->end[-1])) l->end--;
    return atoi(d);
}

/* Parts joined by sep: each names ("[A]") or colours and level. */
static bool parts(line *l, const char *sep, cJSON *out, bool names)
{
    size_t n = strlen(sep);
    while (l->p < l->end) {
        skip_spaces(l);
        const char *cut = l->end;
        for (const char *s = l->p; s + n <= l->end; s++)
            if (!strncmp(s, sep, n)) {
                cut = s;
                break;
            }
        line part = {l->p, cut};
        while (part.end > part.p && isspace((unsigned char)part.end[-1])) part.end--;
        cJSON *q = cJSON_CreateObject();
        cJSON_AddItemToArray(out, q);
        char one[DCG_REQ_TEXT];
        if (names || (part.p < part.end && *part.p == '[')) { /* a DNA digivolution may name its Digimon */
            if (!bracket(&part, one, sizeof one)) return false;
            cJSON_AddStringToObject(q, "name", one);
        } else {
            if (!colors_level(&part, q) || !cJSON_GetObjectItem(q, "level")) return false;
        }
        skip_spaces(&part);
        if (part.p != part.end) return false;
        l->p = cut < l->end ? cut + n : cut;
    }
    return cJSON_GetArraySize(out) > 0;
}

/* The end of an Assembly or DigiXros requirement by count (7-3, 7-2-2-5):
** " w/different levels", "names" or "card numbers" (4-25; "& different"
** after a trait) read into o, at the line's end. */
static bool different(line *l, cJSON *o)
{
    skip_spaces(l);
    if (take(l, "w/different ") || take(l, "& different ")) {
        if (take(l, "levels")) cJSON_AddStringToObject(o, "different", "levels");
        else if (take(l, "names")) cJSON_AddStringToObject(o, "different", "names");
        else if (take(l, "card numbers")) cJSON_AddStringToObject(o, "different", "numbers");
        else return false;
    }
    skip_spaces(l);
    return l->p == l->end;
}

/* Does the rest of the line hold word? */
static bool has_word(const line *l, const char *word)
{
    size_t n = strlen(word);
    for (const char *s = l->p; s + n <= l->end; s++)
        if (!strncmp(s, word, n)) return true;
    return false;
}

/* "Lv.N or lower [Digimon] card w/... or w/...": the alternatives, each of
** that kind. */
static bool noun_alternatives(line *l, cJSON *from)
{
    char buf[256];
    const char *card = NULL;
    for (const char *s = l->p; s + 7 <= l->end && !card; s++)
        if (!strncmp(s, "card w/", 7)) card = s;
    const char *head_end = card;
    while (head_end > l->p && head_end[-1] == ' ') head_end--;
    bool digimon = head_end - l->p >= 7 && !strncmp(head_end - 7, "Digimon", 7);
    if (digimon) head_end -= 7;
    int n = snprintf(buf, sizeof buf, "%.*s%.*s", (int)(head_end - l->p), l->p, (int)(l->end - card - 5), card + 5);
    if (n < 0 || (size_t)n >= sizeof buf) return false;
    line alt = {buf, buf + n};
    if (!alternatives(&alt, from)) return false;
    cJSON *q;
    if (digimon) cJSON_ArrayForEach(q, from) cJSON_AddStringToObject(q, "kind", "Digimon");
    return true;
}

/* The traits "[T]/[U] trait" into requirement q. */
static bool trait_list(line *l, cJSON *q)
{
    char list[DCG_REQ_TEXT];
    if (!brackets(l, list, sizeof list)) return false;
    skip_spaces(l);
    if (take(l, "in any trait")) cJSON_AddTrueToObject(q, "trait_part"); /* 2-3-2-4 */
    else if (!take(l, "trait")) return false;
    cJSON *arr = cJSON_AddArrayToObject(q, "traits");
    for (char *t = strtok(list, "/"); t; t = strtok(NULL, "/")) cJSON_AddItemToArray(arr, cJSON_CreateString(t));
    return true;
}

/* After a count: "Lv.N or lower [T]/[U] trait Digimon cards w/different
** ..." (each part optional), or "Digimon cards w/[T]/[U] trait & different
** ..." (a DigiXros's): one requirement into from, "different" into o. */
static bool counted_cards(line *l, cJSON *from, cJSON *o)
{
    cJSON *q = cJSON_CreateObject();
    cJSON_AddItemToArray(from, q);
    if (take(l, "Digimon cards w/") || take(l, "Digimon card w/")) {
        cJSON_AddStringToObject(q, "kind", "Digimon");
        return trait_list(l, q) && different(l, o);
    }
    bool ok = colors_level(l, q);
    skip_spaces(l);
    if (ok && l->p < l->end && *l->p == '[') ok = trait_list(l, q);
    skip_spaces(l);
    if (ok && take(l, "Digimon")) cJSON_AddStringToObject(q, "kind", "Digimon");
    skip_spaces(l);
    return ok && (take(l, "cards") || take(l, "card")) && q->child && different(l, o);
}

/* "[DigiXros -N] K ..." by count (7-2-2-5): "K Lv.N [T] trait Digimon
** cards w/different card numbers", "∞ Digimon cards w/[T]/[U] trait &
** different card numbers" (∞: any number). */
static bool xros_count_line(int reduce, line *l, cJSON *card)
{
    int count = 0;
    if (take(l, "\xe2\x88\x9e")) count = DCG_XROS_ANY; /* ∞ */
    while (l->p < l->end && isdigit((unsigned char)*l->p) && count < 100) count = count * 10 + (*l->p++ - '0');
    skip_spaces(l);
    cJSON *o = cJSON_CreateObject(), *from = cJSON_AddArrayToObject(o, "from");
    cJSON_AddNumberToObject(o, "reduce", reduce);
    if (!count || (count >= DCG_MAX_STACK && count != DCG_XROS_ANY) || !counted_cards(l, from, o)) return cJSON_Delete(o), false;
    if (count == DCG_XROS_ANY) cJSON_AddStringToObject(o, "count", "any");
    else cJSON_AddNumberToObject(o, "count", count);
    cJSON_AddItemToObject(card, "digixros", o);
    return true;
}

/* "[Assembly -N] ..." (7-3-1), the forms the pool uses that the card
** format holds: "[A]" (that card), "K [A]/[B] w/different names",
** "K Lv.N or lower [T]/[U] trait Digimon cards w/different levels" (each
** part optional), "Lv.N or lower w/[A] in name or w/[T] trait" (one card,
** any of the alternatives). "in text" and "in any trait" are not. */
static bool assembly_line(const char *tag, line *l, cJSON *card)
{
    const char *n = tag + strlen("Assembly -");
    if (!isdigit((unsigned char)*n) || strlen(n) > 2 || cJSON_GetObjectItem(card, "assembly")) return false;
    cJSON *o = cJSON_CreateObject(), *from = cJSON_AddArrayToObject(o, "from");
    cJSON_AddNumberToObject(o, "reduce", atoi(n));
    int count = 0;
    skip_spaces(l);
    while (l->p < l->end && isdigit((unsigned char)*l->p) && count < 100) count = count * 10 + (*l->p++ - '0');
    skip_spaces(l);
    line rest = *l;
    char list[DCG_REQ_TEXT];
    bool ok = false;
    if (brackets(&rest, list, sizeof list) && (skip_spaces(&rest), !take(&rest, "trait"))) { /* cards by name */
        for (char *t = strtok(list, "/"); t; t = strtok(NULL, "/")) {
            cJSON *q = cJSON_CreateObject();
            cJSON_AddStringToObject(q, "name", t);
            cJSON_AddItemToArray(from, q);
        }
        ok = different(&rest, o) && (count || cJSON_GetArraySize(from) == 1);
    } else if (!has_word(l, "card")) { /* "Lv.4 or lower w/[A] in name or w/[T] trait" */
        ok = !count && alternatives(l, from);
    } else if (!count && has_word(l, "card w/")) { /* the same with the noun: "Lv.4 or lower card w/..." */
        ok = noun_alternatives(l, from);
    } else { /* "Lv.N or lower [T] trait Digimon cards" */
        ok = counted_cards(l, from, o);
    }
    int n_from = cJSON_GetArraySize(from);
    if (count && ok) cJSON_AddNumberToObject(o, "count", count);
    else if (ok && (n_from > 1 || cJSON_GetObjectItem(o, "different"))) cJSON_AddNumberToObject(o, "count", 1); /* one of them */
    if (!ok || n_from > DCG_MAX_ASSEMBLY_REQS || count > DCG_MAX_ASSEMBLY || (cJSON_GetObjectItem(o, "different") && !count))
        return cJSON_Delete(o), false;
    cJSON_AddItemToObject(card, "assembly", o);
    return true;
}

/* The traits of card (2-3-2-1), field key ("types", "form" or "attribute":
** an array, or one string), grown by t ([Rule] Trait: ...); false when
** they would not fit the card format (size bytes, '/'-joined). */
static bool add_trait(cJSON *card, const char *key, const char *t, size_t size)
{
    cJSON *v = cJSON_GetObjectItem(card, key), *k;
    if (cJSON_IsString(v)) { /* one so far: an array now */
        cJSON *arr = cJSON_CreateArray();
        cJSON_AddItemToArray(arr, cJSON_CreateString(v->valuestring));
        cJSON_ReplaceItemInObject(card, key, arr);
        v = arr;
    }
    if (!v) v = cJSON_AddArrayToObject(card, key);
    size_t len = strlen(t);
    cJSON_ArrayForEach(k, v) {
        if (!strcmp(k->valuestring, t)) return true;
        len += strlen(k->valuestring) + 1;
    }
    if (len >= size || strchr(t, '/')) return false;
    cJSON_AddItemToArray(v, cJSON_CreateString(t));
    return true;
}

/* A Burst Digivolve requirement (8-3-1, 2-3-8-1) into "burst": "[X]: Cost N
** by returning 1 [T] to the hand." (the bracketed line), or the older
** form "N from [X] by returning 1 [T] to hand" (after "Burst Digivolve:");
** one Digimon name and one Tamer name, as the card format holds. */
static bool burst_line(line *l, cJSON *card, bool older)
{
    char digimon[DCG_REQ_TEXT], tamer[DCG_REQ_TEXT];
    int cost = -1;
    skip_spaces(l);
    if (older) {
        const char *d = l->p;
        while (l->p < l->end && isdigit((unsigned char)*l->p)) l->p++;
        if (l->p == d || l->p - d > 2) return false;
        cost = atoi(d);
        skip_spaces(l);
        if (!take(l, "from ") || !bracket(l, digimon, sizeof digimon)) return false;
    } else {
        if (!bracket(l, digimon, sizeof digimon) || !take(l, ": Cost ")) return false;
        const char *d = l->p;
        while (l->p < l->end && isdigit((unsigned char)*l->p)) l->p++;
        if (l->p == d || l->p - d > 2) return false;
        cost = atoi(d);
    }
    skip_spaces(l);
    if (!take(l, "by returning 1 ") || !bracket(l, tamer, sizeof tamer)) return false;
    skip_spaces(l);
    if (!take(l, "to the hand") && !take(l, "to hand")) return false;
    take(l, ".");
    skip_spaces(l);
    if (l->p != l->end || cJSON_GetObjectItem(card, "burst") || cJSON_GetObjectItem(card, "dna") ||
        cJSON_GetObjectItem(card, "app_fusion") || cJSON_GetObjectItem(card, "digixros"))
        return false; /* one way of combining per card (cards/README.md) */
    cJSON *o = cJSON_AddObjectToObject(card, "burst");
    cJSON_AddNumberToObject(o, "cost", cost);
    cJSON *from = cJSON_AddArrayToObject(o, "from");
    const char *names[2] = {digimon, tamer}; /* the Digimon, then the Tamer returned */
    for (int k = 0; k < 2; k++) {
        cJSON *q = cJSON_CreateObject();
        cJSON_AddStringToObject(q, "name", names[k]);
        cJSON_AddItemToArray(from, q);
    }
    return true;
}

/* "[X]/[Y]" as the array field of card (set once); the line must end
** there, with a full stop or two. */
static bool rule_names(line *l, cJSON *card, const char *field)
{
    char t[DCG_REQ_TEXT];
    if (!brackets(l, t, sizeof t)) return false;
    skip_spaces(l);
    while (take(l, "."));
    skip_spaces(l);
    if (l->p != l->end || cJSON_GetObjectItem(card, field)) return false;
    cJSON *arr = cJSON_AddArrayToObject(card, field);
    for (char *n = strtok(t, "/"); n; n = strtok(NULL, "/")) cJSON_AddItemToArray(arr, cJSON_CreateString(n));
    return true;
}

/* A (Rule) line (2-3-4): "Name: (Also) treated as (having) [X]/[Y].",
** "Card number: Also treated as [X].", "Trait: Has (the) [X] (type).",
** "Trait: Has [X] and [Y].", "Trait: Has the [X] form/attribute." (2-3-2-1). */
static bool rule_icon(line *l, cJSON *card)
{
    if (take(l, "Name:")) {
        skip_spaces(l);
        take(l, "Also ");
        if (!take(l, "treated as ")) return false;
        bool having = take(l, "having ");
        return rule_names(l, card, having ? "name_also_has" : "also_named");
    }
    if (take(l, "Card number:")) {
        skip_spaces(l);
        return take(l, "Also treated as ") && rule_names(l, card, "also_numbered");
    }
    if (!take(l, "Trait:")) return false;
    skip_spaces(l);
    if (!take(l, "Has ")) return false;
    take(l, "the ");
    char t[2][DCG_REQ_TEXT];
    int n = 0;
    do {
        skip_spaces(l);
        if (!bracket(l, t[n], sizeof t[n])) return false;
        n++;
        skip_spaces(l);
    } while (n < 2 && take(l, "and "));
    /* "type", "form", "attribute" (2-3-2-1) or nothing (a type; take ignores case) */
    const char *key = take(l, "form") ? "form" : take(l, "attribute") ? "attribute" : (take(l, "type"), "types");
    size_t size = key[0] == 't' ? sizeof ((dcg_card *)0)->types : sizeof ((dcg_card *)0)->form;
    take(l, ".");
    skip_spaces(l);
    if (l->p != l->end) return false;
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= add_trait(card, key, t[i], size);
    return ok;
}

/* One rule line (its bracket read into tag, l the rest). */
static bool rule_line(const char *tag, line *l, cJSON *card)
{
    skip_spaces(l);
    if (!strcmp(tag, "Digivolve")) {
        int cost = cost_at_end(l);
        cJSON *alts = cJSON_CreateArray();
        if (cost < 0 || !alternatives(l, alts)) return cJSON_Delete(alts), false;
        cJSON *evo = cJSON_GetObjectItem(card, "evo");
        if (cJSON_GetArraySize(evo) + cJSON_GetArraySize(alts) > DCG_MAX_EVO_REQS) return cJSON_Delete(alts), false;
        cJSON *q;
        while ((q = cJSON_DetachItemFromArray(alts, 0))) {
            cJSON_AddNumberToObject(q, "cost", cost);
            cJSON_AddItemToArray(evo, q);
        }
        cJSON_Delete(alts);
        return true;
    }
    bool dna = !strcmp(tag, "DNA Digivolve") || !strcmp(tag, "DNA Digivolution");
    bool fusion = !strcmp(tag, "App Fusion"), xros = !strncmp(tag, "DigiXros -", 10);
    if (dna || fusion || xros) {
        if (cJSON_GetObjectItem(card, "dna") || cJSON_GetObjectItem(card, "app_fusion") || cJSON_GetObjectItem(card, "digixros"))
            return false; /* one way of combining per card (cards/README.md) */
        int cost = xros ? (strlen(tag + 10) >= 1 && strlen(tag + 10) <= 2 && isdigit((unsigned char)tag[10]) ? atoi(tag + 10) : -1)
                        : cost_at_end(l);
        if (xros && cost >= 0 && l->p < l->end && *l->p != '[') return xros_count_line(cost, l, card);
        cJSON *from = cJSON_CreateArray();
        if (cost < 0 || !parts(l, fusion ? "&" : xros ? " x " : "+", from, !dna) ||
            cJSON_GetArraySize(from) > DCG_MAX_PARTS || cJSON_GetArraySize(from) < (xros ? 1 : 2))
            return cJSON_Delete(from), false;
        cJSON *o = cJSON_AddObjectToObject(card, dna ? "dna" : fusion ? "app_fusion" : "digixros");
        cJSON_AddNumberToObject(o, xros ? "reduce" : "cost", cost);
        cJSON_AddItemToObject(o, "from", from);
        return true;
    }
    if (!strncmp(tag, "Assembly -", 10)) return assembly_line(tag, l, card);
    if (!strcmp(tag, "Burst Digivolve")) return burst_line(l, card, false);
    if (!strcmp(tag, "Rule")) return rule_icon(l, card);
    return false;
}

/* Does s (at a '[') open a bracket of a timing or a condition ("[On Play]",
** "[Your Turn]", ...), not a name? */
static bool timing_at(const char *s)
{
    static const char *const timings[] = {"[On Play]", "[When Digivolving]", "[When Attacking]", "[On Deletion]",
                                          "[Your Turn]", "[Opponent's Turn]", "[All Turns]", "[End of ", "[Start of ",
                                          "[Main]", "[Security]", "[Hand]", "[Counter]", "[Once Per Turn]", "[Twice Per Turn]",
                                          "[Breeding]", "[Rule]", "[When Linking]", "[Trash]", NULL};
    for (int k = 0; timings[k]; k++)
        if (!strncmp(s, timings[k], strlen(timings[k]))) return true;
    return false;
}

/* Copy src[n] into out (size bytes), each from[k] made to[k]. */
static void rewrite(const char *src, size_t n, char *out, size_t size, const char *const *from, const char *const *to)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < size;) {
        int r = 0;
        while (from[r] && strncmp(src + i, from[r], strlen(from[r]))) r++;
        if (from[r] && i + strlen(from[r]) <= n) {
            k += (size_t)snprintf(out + k, size - k, "%s", to[r]);
            i += strlen(from[r]);
        } else {
            out[k++] = src[i++];
        }
    }
    out[k < size ? k : size - 1] = 0;
}

/* The older, unbracketed wordings of rule lines at p (the start of a line):
** "DigiXros -N: [A] + [B] ..." ("xD7" between the parts in some lists),
** "(<)DNA Digivolution: N from A + B(>)" and "Digivolve: N from X" or
** "Digivolve: N if name contains [X]", each read as its bracketed form,
** and the note that follows some of them ("When you would play this card,
** you may place specified cards ... reduces the play cost.", "Digivolve
** unsuspended with the 2 specified Digimon stacked on top of each other.",
** 2-3-8-2) skipped. Returns where the line ends (p when there is none). */
static const char *older_line(const char *p, cJSON *card, bool *other, cJSON *left)
{
    static const char *const notes[][2] = {{"When you would play this card, you may place specified cards", "play cost."},
                                           {"Digivolve unsuspended with the 2 specified Digimon", "each other."}};
    const char *at = p;
    if (*at == '<') at++;
    else if (!strncmp(at, "\xef\xbc\x9c", 3)) at += 3;
    bool xros = !strncmp(at, "DigiXros -", 10), dna = !strncmp(at, "DNA Digivolution:", 17), evo = !strncmp(at, "Digivolve:", 10);
    if (!xros && !dna && !evo) return p;
    const char *colon = strchr(at, ':');
    if (!colon || (xros && (colon - at > 12 || !isdigit((unsigned char)colon[-1])))) return p; /* "DigiXros -" with no ':' after it */
    const char *end = colon + 1;
    /* the requirement: up to a glued "[Timing]", a keyword, the closing '>', a note, the line's end */
    while (*end && *end != '\n' && *end != '<' && *end != '>' && strncmp(end, "\xef\xbc", 2) && strncmp(end, "\xe3\x80\x80", 3) &&
           !(*end == '[' && (timing_at(end) || (end[-1] != ' ' && end[-1] != '/'))) && strncmp(end, "When you would", 14) &&
           strncmp(end, "Digivolve unsuspended", 21) && *end != '(' &&
           !(end[-1] == ']' && (isupper((unsigned char)*end) || (*end == ' ' && isupper((unsigned char)end[1]))))) /* "[X] You may ..." */
        end++;
    char body[256], tag[32], req[256];
    const char *b = colon + 1;
    while (*b == ' ') b++;
    size_t n = (size_t)(end - b);
    while (n && isspace((unsigned char)b[n - 1])) n--;
    static const char *const xfrom[] = {" + ", " xD7 ", "in traits", NULL}, *const xto[] = {" x ", " x ", "trait", NULL};
    static const char *const efrom[] = {"in traits", NULL}, *const eto[] = {"in any trait", NULL};
    int cost = 0;
    bool ok = true;
    if (xros) {
        snprintf(tag, sizeof tag, "DigiXros -%.*s", (int)(colon - at - 10), at + 10);
        rewrite(b, n, body, sizeof body, xfrom, xto);
    } else { /* "N from X", "N if name contains [X]" */
        char *rest;
        cost = (int)strtol(b, &rest, 10);
        ok = rest != b && cost >= 0 && cost < 100;
        size_t skip = (size_t)(rest - b);
        while (skip < n && b[skip] == ' ') skip++;
        bool contains = !strncmp(b + skip, "if name contains ", 17);
        if (contains) skip += 17;
        else if (!strncmp(b + skip, "from ", 5)) skip += 5;
        else ok = false;
        rewrite(b + skip, n - skip, req, sizeof req, efrom, eto);
        snprintf(tag, sizeof tag, "%s", dna ? "DNA Digivolve" : "Digivolve");
        snprintf(body, sizeof body, contains ? "w/%s in name: Cost %d" : "%s: Cost %d", req, cost);
    }
    line l = {body, body + strlen(body)};
    if (!ok || !rule_line(tag, &l, card)) *other = true, dcg_import_note(left, "rule line", p, strcspn(p, "\n"));
    if (*end == '>') end++;
    else if (!strncmp(end, "\xef\xbc\x9e", 3)) end += 3;
    while (*end == ' ' || !strncmp(end, "\xe3\x80\x80", 3)) end += *end == ' ' ? 1 : 3;
    for (int k = 0; k < 2; k++) {
        const char *stop = strstr(end, notes[k][1]), *eol = end + strcspn(end, "\n");
        if (!strncmp(end, notes[k][0], strlen(notes[k][0])) && stop && stop < eol) end = stop + strlen(notes[k][1]);
    }
    return end;
}

/* The colours of requirement q (a colours array of names), as bits. */
static uint8_t req_colors(const cJSON *q)
{
    uint8_t bits = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItem(q, "colors")) bits |= (uint8_t)color_bit(c->valuestring, strlen(c->valuestring));
    return bits;
}

/* The cost of the cheapest of card's requirements by colour and level that
** a Digimon of level lv and of one of colors (0: any) meets, or -1. */
static int box_cost(const cJSON *card, int lv, uint8_t colors)
{
    int best = -1;
    const cJSON *q;
    cJSON_ArrayForEach(q, cJSON_GetObjectItem(card, "evo")) {
        const cJSON *l = cJSON_GetObjectItem(q, "level"), *c = cJSON_GetObjectItem(q, "cost");
        if (!cJSON_IsNumber(l) || l->valueint != lv || cJSON_GetObjectItem(q, "level_min") || cJSON_GetObjectItem(q, "level_max") ||
            cJSON_GetObjectItem(q, "name") || cJSON_GetObjectItem(q, "name_has") || cJSON_GetObjectItem(q, "traits") ||
            cJSON_GetObjectItem(q, "kind") || (colors && req_colors(q) && !(req_colors(q) & colors)))
            continue;
        if (best < 0 || c->valueint < best) best = c->valueint;
    }
    return best;
}

/* " by placing N Tamer cards and/or cards with [X] in their traits from your
** hand and/or trash at the bottom of your deck in any order" at l (BT7-112):
** its "by_placing" into q (cards/README.md); true when absent too; false when
** it is in another form. */
static bool by_placing(line *l, cJSON *q)
{
    if (!take(l, " by placing ")) return true;
    char *rest, trait[DCG_REQ_TEXT];
    long n = strtol(l->p, &rest, 10);
    if (rest == l->p || n < 1 || n > 20) return false;
    l->p = rest;
    if (!take(l, " Tamer cards and/or cards with ") || !bracket(l, trait, sizeof trait) ||
        !take(l, " in their traits from your hand and/or trash at the bottom of your deck in any order"))
        return false;
    cJSON *by = cJSON_AddObjectToObject(q, "by_placing"), *any = cJSON_CreateArray(), *t = cJSON_CreateObject();
    cJSON_AddNumberToObject(by, "count", (double)n);
    cJSON_AddItemToObject(by, "any_of", any);
    cJSON *k = cJSON_CreateObject();
    cJSON_AddStringToObject(k, "kind", "Tamer");
    cJSON_AddItemToArray(any, k);
    cJSON_AddItemToObject(t, "traits", cJSON_CreateStringArray((const char *[]){trait}, 1));
    cJSON_AddTrueToObject(t, "trait_part"); /* "with [X] in their traits": a part of one (2-3-2-4) */
    cJSON_AddItemToArray(any, t);
    return true;
}

/* The body of a Tamer line (tamer_line, after "onto one of your "): its
** requirement into q; false when in a form not read. */
static bool tamer_req(line *l, const cJSON *card, cJSON *q)
{
    char name[DCG_REQ_TEXT];
    if (l->p < l->end && *l->p == '[') {
        if (!bracket(l, name, sizeof name) || !take(l, " cards")) return false;
        cJSON_AddStringToObject(q, "name", name);
    } else if (!colors_level(l, q) || cJSON_GetObjectItem(q, "level") || !take(l, "Tamers")) {
        return false;
    }
    int lv = 0, cost = -1;
    if (!take(l, " as if the Tamer is a level ") && !take(l, " as if that card is a level ")) return false;
    while (l->p < l->end && isdigit((unsigned char)*l->p) && lv <= 15) lv = lv * 10 + (*l->p++ - '0');
    cJSON *as = cJSON_CreateObject(); /* "a level 3 red Digimon": the colour it is treated as */
    bool ok = lv >= 1 && lv <= 15 && (skip_spaces(l), colors_level(l, as)) && !cJSON_GetObjectItem(as, "level") && take(l, "Digimon");
    uint8_t colors = cJSON_GetObjectItem(as, "colors") ? req_colors(as) : req_colors(q);
    cJSON_Delete(as);
    if (!ok) return false;
    if (take(l, " for a memory cost of ") || take(l, " for a digivolution cost of ")) {
        char *rest;
        cost = (int)strtol(l->p, &rest, 10);
        if (rest == l->p || cost < 0 || cost > 99) return false;
        l->p = rest;
    } else {
        cost = box_cost(card, lv, colors); /* the cost a Digimon of that level and colour digivolves for */
    }
    if (cost < 0) return false;
    cJSON_AddStringToObject(q, "kind", "Tamer");
    cJSON_AddNumberToObject(q, "level", lv);
    cJSON_AddNumberToObject(q, "cost", cost);
    return by_placing(l, q) && l->p == l->end;
}

/* "You may digivolve this card from your hand onto one of your red Tamers
** ([NAME] cards, Tamers) as if the Tamer is a level N [COLOR] Digimon [for a
** memory cost of M]." at p (BT4-011, BT7-011, BT12-012): a digivolution
** requirement of kind Tamer (cards/README.md), its cost the one stated, else
** that of the card's requirement by colour and level a Digimon of that level
** and colour meets; a sentence in another form is listed in left. Returns
** where the sentence ends (p when it is no such sentence). */
static const char *tamer_line(const char *p, cJSON *card, bool *other, cJSON *left)
{
    static const char open[] = "igivolve this card from your hand onto one of your ";
    if (strncmp(p, "You may ", 8) || (p[8] != 'D' && p[8] != 'd') || strncmp(p + 9, open, sizeof open - 1)) return p;
    const char *dot = p + strcspn(p, ".\n");
    line l = {p + 9 + sizeof open - 1, dot};
    cJSON *q = cJSON_CreateObject(), *evo = cJSON_GetObjectItem(card, "evo");
    if (*dot == '.' && cJSON_GetArraySize(evo) < DCG_MAX_EVO_REQS && tamer_req(&l, card, q)) {
        cJSON_AddItemToArray(evo, q);
    } else {
        cJSON_Delete(q);
        *other = true;
        dcg_import_note(left, "rule line", p, (size_t)(dot - p));
    }
    dot += *dot == '.';
    while (*dot == ' ') dot++;
    return dot;
}

/* Rule lines that open an effect text: "[Tag] ...", each up to the next
** "[Tag]" of the known kinds or the line's end. */
static void rule_lines(const char *text, cJSON *card, bool *other, cJSON *left)
{
    static const char *const tags[] = {"Digivolve", "DNA Digivolve", "DNA Digivolution", "App Fusion", "Rule",
                                       "DigiXros -", "Assembly -", "Burst Digivolve", NULL};
    /* a copy with no-break spaces made plain */
    size_t n = strlen(text);
    char *t = malloc(2 * n + 1), *w = t;
    if (!t) {
        dcg_import_note(left, "rule lines (out of memory)", "", 0);
        return;
    }
    for (const char *s = text; *s; s++) {
        if ((unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xA0) *w++ = ' ', s++;
        else if (!strncmp(s, "[Rule]", 6) || !strncmp(s, "(Rule)", 6)) { /* a (Rule) begins a line of its own */
            if (w > t && w[-1] != '\n') *w++ = '\n';
            memcpy(w, "[Rule]", 6), w += 6, s += 5;
        } else *w++ = *s;
    }
    *w = 0;
    /* each line that opens with a rule tag, and rule tags that follow one */
    for (const char *p = t; *p;) {
        while (*p == ' ' || *p == '\t' || *p == '\r') p++;
        const char *older = older_line(p, card, other, left);
        if (older == p) older = tamer_line(p, card, other, left);
        if (older != p) {
            p = older;
            continue;
        }
        const char *close = *p == '[' ? strchr(p, ']') : NULL;
        int k = 0;
        while (close && tags[k] && strncmp(p + 1, tags[k], strlen(tags[k]))) k++;
        if (!close || !tags[k]) {
            size_t len = strcspn(p, "\n");
            for (size_t i = 0; i < len; i++) *other |= !isspace((unsigned char)p[i]);
            p += len;
            p += *p == '\n';
            continue;
        }
        char tag[32];
        snprintf(tag, sizeof tag, "%.*s", (int)(close - p - 1), p + 1);
        /* the line ends at a newline, after ": Cost N" for the kinds with a
        ** cost, or where a "[Timing]" text follows it without a space */
        const char *end = close + 1, *eol = close + strcspn(close, "\n");
        while (*end && *end != '\n' && !(*end == '[' && end[-1] != ' ' && end[-1] != '/' && end - 1 != close)) end++;
        const char *c = strstr(close, ": Cost ");
        if (c && c < eol && (!strcmp(tag, "Digivolve") || !strcmp(tag, "App Fusion") || !strncmp(tag, "DNA", 3))) {
            c += 7;
            while (isdigit((unsigned char)*c)) c++;
            end = c;
        }
        line l = {close + 1, end};
        if (!rule_line(tag, &l, card)) *other = true, dcg_import_note(left, "rule line", p, (size_t)(end - p));
        p = end;
    }
    free(t);
}

static const cJSON *get(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return v && !cJSON_IsNull(v) ? v : NULL;
}

/* The parameter of keyword name in text, "<NAME (...)>" (or in fullwidth
** brackets): a line from after its "(" to its ")"; false when not there. */
static bool keyword_parameter(const char *text, const char *name, line *l)
{
    char ascii[48], wide[52];
    snprintf(ascii, sizeof ascii, "<%s (", name);
    snprintf(wide, sizeof wide, "\xef\xbc\x9c%s (", name);
    const char *at = strstr(text, ascii);
    if (at) at += strlen(ascii);
    else if ((at = strstr(text, wide))) at += strlen(wide);
    if (!at) return false;
    *l = (line){at, at + strcspn(at, ")\n")};
    return true;
}

/* "[Hand] [Counter] <Blast DNA Digivolve ([A] + [B])>" in text (16-31):
** the two names as "blast_dna" (cards/README.md); false when the text has
** the keyword in a form not read (or the card combines otherwise already). */
static bool blast_dna(const char *text, cJSON *card)
{
    line l;
    if (!keyword_parameter(text, "Blast DNA Digivolve", &l)) return true;
    char a[DCG_REQ_TEXT], b[DCG_REQ_TEXT];
    if (!bracket(&l, a, sizeof a) || (skip_spaces(&l), !take(&l, "+")) || (skip_spaces(&l), !bracket(&l, b, sizeof b)) ||
        l.p != l.end || cJSON_GetObjectItem(card, "dna") || cJSON_GetObjectItem(card, "digixros") ||
        cJSON_GetObjectItem(card, "app_fusion") || cJSON_GetObjectItem(card, "burst"))
        return false;
    cJSON *from = cJSON_AddArrayToObject(cJSON_AddObjectToObject(card, "blast_dna"), "from");
    const char *names[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        cJSON *q = cJSON_CreateObject();
        cJSON_AddStringToObject(q, "name", names[i]);
        cJSON_AddItemToArray(from, q);
    }
    return true;
}

/* "<Succession ([NAME])>" or "<Succession (Lv.N w/[X] in name)>" in text
** (16-47): its requirement as "succession"; false when the keyword is
** there in a form not read. */
static bool succession(const char *text, cJSON *card)
{
    line l;
    if (!keyword_parameter(text, "Succession", &l)) return true;
    char name[DCG_REQ_TEXT];
    int level = 0;
    if (take(&l, "Lv.")) {
        while (l.p < l.end && isdigit((unsigned char)*l.p)) level = level * 10 + (*l.p++ - '0');
        if (level < 1 || level > 9 || (skip_spaces(&l), !take(&l, "w/")) || !bracket(&l, name, sizeof name) ||
            (skip_spaces(&l), !take(&l, "in name")) || l.p != l.end)
            return false;
    } else if (!bracket(&l, name, sizeof name) || l.p != l.end) {
        return false;
    }
    cJSON *q = cJSON_AddObjectToObject(card, "succession");
    if (level) cJSON_AddNumberToObject(q, "level", level);
    cJSON_AddStringToObject(q, level ? "name_has" : "name", name);
    return true;
}

/* "<Detach ([X] trait)>" in text (16-46): the link cards it names as
** "detach"; false when the keyword is there in a form not read. */
static bool detach(const char *text, cJSON *card)
{
    line l;
    if (!keyword_parameter(text, "Detach", &l)) return true;
    char trait[DCG_REQ_TEXT];
    if (!bracket(&l, trait, sizeof trait) || (skip_spaces(&l), !take(&l, "trait")) || l.p != l.end) return false;
    cJSON_AddItemToArray(cJSON_AddArrayToObject(cJSON_AddObjectToObject(card, "detach"), "traits"), cJSON_CreateString(trait));
    return true;
}

/* The older form of the Burst Digivolve line, opening the text without
** brackets ("Burst Digivolve: 0 from [X] by returning 1 [T] to hand"),
** followed at once by its note (2-3-8-2: "At the end of the burst
** digivolution turn, ..."), up to the next "[": read into "burst" when
** readable, else listed in left and kept as text. Returns the text left to
** read. */
static const char *older_burst(const char *text, cJSON *card, cJSON *left)
{
    static const char opening[] = "Burst Digivolve:", note[] = "At the end of the burst digivolution turn";
    if (strncmp(text, opening, sizeof opening - 1)) return text;
    const char *p = text + sizeof opening - 1, *end = strstr(p, " to hand");
    const char *after = end ? end + 8 : p;
    line l = {p, after};
    if (!end || !burst_line(&l, card, true)) {
        dcg_import_note(left, "rule line", text, strcspn(text, "\n"));
        return text; /* left to the card's script, as text */
    }
    if (!strncmp(after, note, sizeof note - 1)) after += strcspn(after, "[\n");
    return after;
}

void dcg_import_rules(const cJSON *o, cJSON *card, bool *only_rules, cJSON *left)
{
    bool other = false;
    const cJSON *v;
    if ((v = get(o, "effectText")) && cJSON_IsString(v)) rule_lines(older_burst(v->valuestring, card, left), card, &other, left);
    *only_rules = v && cJSON_IsString(v) && !other;
    if (v && cJSON_IsString(v) && !strcmp(cJSON_GetObjectItem(card, "kind")->valuestring, "Digimon")) {
        static const char *const params[] = {"Blast DNA Digivolve", "Succession", "Detach"};
        bool (*const read[])(const char *, cJSON *) = {blast_dna, succession, detach};
        for (int k = 0; k < 3; k++) {
            line l;
            if (!read[k](v->valuestring, card) && keyword_parameter(v->valuestring, params[k], &l))
                dcg_import_note(left, params[k], l.p, (size_t)(l.end - l.p));
        }
    }
    bool digimon = !strcmp(cJSON_GetObjectItem(card, "kind")->valuestring, "Digimon");
    const cJSON *ace = get(o, "isAce"), *om = get(o, "overflowMemory");
    if (digimon && cJSON_IsTrue(ace) && cJSON_IsNumber(om) && om->valuedouble >= 0 && om->valuedouble <= 10)
        cJSON_AddNumberToObject(card, "overflow", om->valueint < 0 ? -om->valueint : om->valueint);
    else if (cJSON_IsTrue(ace)) dcg_import_note(left, "ACE <Overflow> (isAce, overflowMemory)", "", 0);
    const cJSON *lr = get(o, "linkRequirement"), *ld = get(o, "linkDp");
    if (lr && cJSON_IsString(lr)) {
        bool ok = false;
        const char *s = lr->valuestring;
        char plain[256];
        size_t k = 0;
        for (; *s && k + 1 < sizeof plain; s++) {
            if ((unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xA0) plain[k++] = ' ', s++;
            else plain[k++] = *s;
        }
        plain[k] = 0;
        bool option = !strcmp(cJSON_GetObjectItem(card, "kind")->valuestring, "Option");
        if (!strncmp(plain, "[Link]", 6) && (digimon || option) && (!ld || cJSON_IsNumber(ld))) { /* no link DP: none given (4-3-4) */
            line l = {plain + 6, plain + k};
            skip_spaces(&l);
            if (strstr(l.p, "] trait")) { /* "[Appmon] trait": traits, not a name */
                memmove(plain + 4, l.p, strlen(l.p) + 1);
                memcpy(plain + 2, "w/", 2);
                l.p = plain + 2;
                l.end = plain + strlen(plain);
            }
            int cost = cost_at_end(&l);
            cJSON *alts = cJSON_CreateArray();
            if (cost >= 0 && alternatives(&l, alts) && cJSON_GetArraySize(alts) == 1) {
                cJSON *q = cJSON_DetachItemFromArray(alts, 0);
                cJSON_AddNumberToObject(q, "cost", cost);
                cJSON_AddNumberToObject(q, "dp", ld ? ld->valueint : 0);
                cJSON_AddItemToObject(card, "link", q);
                ok = true;
            }
            cJSON_Delete(alts);
        }
        if (!ok) dcg_import_note(left, "link requirement", lr->valuestring, strlen(lr->valuestring));
    }
    const cJSON *dual = get(o, "isDualCard"), *dn = get(o, "dualEffect"), *dc = get(o, "optionColorRequirements");
    if (cJSON_IsTrue(dual)) {
        if (digimon && cJSON_IsString(dn) && strlen(dn->valuestring) < DCG_REQ_TEXT && cJSON_IsArray(dc)) {
            cJSON *d = cJSON_AddObjectToObject(card, "dual");
            cJSON_AddStringToObject(d, "name", dn->valuestring);
            cJSON_AddItemToObject(d, "colors", cJSON_Duplicate(dc, 1));
        } else {
            dcg_import_note(left, "DUAL card (isDualCard, dualEffect, optionColorRequirements)", "", 0);
        }
    }
}
