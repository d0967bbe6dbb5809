/* import_keywords.c: the keywords a community card entry prints as effects of
** their own, without conditions (dcg cards import): "keywords",
** "security_attack" and "link_plus" of its effect text, the inherited ones of
** its inherited text, and "link_keywords" of its link effect (cards/README.md).
**
** A keyword <X> is one of the card's own when it opens an effect: at the start
** of the text or of a line, after a sentence's full stop or a note's closing
** parenthesis, after another such keyword (and its note), after "[Hand]
** [Counter]" (<Blast Digivolve>, 16-26), or right after the end of a rule line
** ("...: Cost 2<Blocker>", "... from [Jesmon]<Piercing>": older lists glue
** the lines). A keyword after words ("this Digimon gains <Rush>") or in a note
** is a condition's or an effect's: the card's script gives it. A keyword that
** opens an effect but is in no form of the card format (a <Decoy ([X])> of a
** trait the keyword table does not hold) is noted as not read. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

/* What one text gives. */
typedef struct scan {
    dcg_kwset set;
    int security_attack, link_plus;
    bool other; /* text other than these keywords, their notes and full stops */
} scan;

/* Does s open with a rule line's tag (read by import_rules.c)? Its length, or 0. */
static size_t rule_tag(const char *s)
{
    static const char *const tags[] = {"[Digivolve]", "[DNA Digivol", "[App Fusion]", "[DigiXros", "DigiXros -", "[Assembly",
                                       "[Burst Digivolve]", "Burst Digivolve:", "Digivolve:", "[Rule]", "(Rule)",
                                       "<DNA Digivolution", "\xef\xbc\x9c" "DNA Digivolution", NULL};
    for (int k = 0; tags[k]; k++)
        if (!strncmp(s, tags[k], strlen(tags[k]))) return strlen(tags[k]);
    return 0;
}

/* "Security A. +N", "Security Attack -N", "Link +N": N with its sign, into
** *n; false when name is not one of them. */
static bool numbered(const char *name, const char *const *forms, int *n)
{
    for (int k = 0; forms[k]; k++) {
        size_t len = strlen(forms[k]);
        const char *v = name + len;
        if (strncmp(name, forms[k], len) || (v[0] != '+' && v[0] != '-') || v[1] < '1' || v[1] > '9' || v[2]) continue;
        *n = (v[0] == '-' ? -1 : 1) * (v[1] - '0');
        return true;
    }
    return false;
}

/* Keyword name (as printed, without its brackets) opening an effect, into sc;
** false when it is in no form the card format holds. */
static bool keyword(const char *name, scan *sc)
{
    static const char *const sa[] = {"Security A. ", "Security Attack ", NULL}, *const lp[] = {"Link ", NULL};
    int n;
    if (numbered(name, sa, &n)) return sc->security_attack += n, true;
    if (numbered(name, lp, &n) && n > 0) return sc->link_plus += n, true;
    dcg_kwset k = dcg_keyword_set(name, 0);
    if (!k || (k & DCG_KW_DETACH)) return false; /* <Detach (...)>: its parameter is card data "detach" */
    sc->set |= k;
    return true;
}

/* Read text t into sc; the keywords that open an effect but are in no form
** the card format holds are noted in left (part names the text). */
static void read_text(const char *t, scan *sc, const char *part, cJSON *left)
{
    bool open = true, rule = false; /* a keyword here opens an effect; the line is a rule line */
    int depth = 0;                  /* inside a note in parentheses */
    char prev = 0;                  /* the last character before white space */
    for (const char *p = t; *p;) {
        int len;
        char b = dcg_import_bracket(p, &len);
        if (*p == '\n') {
            open = true, rule = false, prev = 0, p++;
            continue;
        }
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if ((unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xA0) { /* a no-break space */
            p += 2;
            continue;
        }
        size_t tag;
        if (depth) {
            depth += b == '(' ? 1 : b == ')' ? -1 : 0;
            open = !depth || open, prev = ')', p += len;
            continue;
        }
        if (open && (tag = rule_tag(p))) {
            rule = true, open = false, sc->other = true, p += tag, prev = p[-1];
            continue;
        }
        if (open && (!strncmp(p, "[Hand] [Counter]", 16) || !strncmp(p, "[Hand][Counter]", 15))) {
            p += p[6] == ' ' ? 16 : 15; /* still open: <Blast Digivolve> follows */
            continue;
        }
        if (b == '(') {
            depth = 1, p += len;
            continue;
        }
        if (b == '<') {
            const char *name = p + len, *close = name;
            int clen = 0;
            while (*close && dcg_import_bracket(close, &clen) != '>' && *close != '\n') close += clen;
            if (*close != '\n' && *close) {
                char one[64];
                snprintf(one, sizeof one, "%.*s", (int)(close - name), name);
                bool opens = open || (rule && (prev == ']' || isdigit((unsigned char)prev)));
                bool read = opens && keyword(one, sc);
                if (opens && !read && dcg_keyword_set(one, 0) == 0 && strchr(one, '(') &&
                    (!strncmp(one, "Decoy", 5) || !strncmp(one, "Fragment", 8)))
                    dcg_import_note(left, part, one, strlen(one)); /* a table keyword with a parameter not held */
                sc->other |= !read;
                open = read, prev = '>', p = close + clen;
                continue;
            }
        }
        open = *p == '.', sc->other = true, prev = *p, p += len;
    }
    sc->other |= depth > 0; /* a note never closed: what follows in it is text */
}

/* The keywords of sc as the array field key of card (written empty too when
** always). */
static void write(cJSON *card, const scan *sc, const char *key, bool always)
{
    if (!sc->set && !always) return;
    cJSON *arr = cJSON_AddArrayToObject(card, key);
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (sc->set & DCG_KW(k)) cJSON_AddItemToArray(arr, cJSON_CreateString(dcg_keyword_name(k)));
}

bool dcg_import_keywords_only(const char *t)
{
    scan sc = {0};
    cJSON *left = cJSON_CreateArray();
    read_text(t, &sc, "", left);
    cJSON_Delete(left);
    return !sc.other;
}

void dcg_import_keywords(const cJSON *o, cJSON *card, cJSON *left)
{
    static const char *const fields[][3] = {{"effectText", "main_effect", NULL}, {"inheritedEffectText", "source_effect", NULL},
                                            {"linkEffect", NULL, NULL}};
    static const char *const keys[][3] = {{"keywords", "security_attack", "link_plus"},
                                          {"inherited_keywords", "inherited_security_attack", "inherited_link_plus"},
                                          {"link_keywords", NULL, NULL}};
    bool digimon = !strcmp(cJSON_GetObjectItemCaseSensitive(card, "kind")->valuestring, "Digimon");
    for (int part = 0; part < 3; part++) {
        const cJSON *v = NULL;
        for (int f = 0; !v && fields[part][f]; f++) v = cJSON_GetObjectItemCaseSensitive(o, fields[part][f]);
        scan sc = {0};
        char what[48];
        snprintf(what, sizeof what, "%s keyword", part == 0 ? "effect" : part == 1 ? "inherited" : "link effect");
        if (cJSON_IsString(v)) read_text(v->valuestring, &sc, what, left);
        if (part == 2) { /* a link card's link effect (4-3-5): its keywords only */
            if (!cJSON_GetObjectItemCaseSensitive(card, "link")) continue;
            write(card, &sc, keys[part][0], false);
            if (sc.security_attack || sc.link_plus) dcg_import_note(left, what, "Security Attack or Link +N", 26);
            continue;
        }
        write(card, &sc, keys[part][0], true);
        if (sc.security_attack >= -9 && sc.security_attack <= 9 && sc.security_attack)
            cJSON_AddNumberToObject(card, keys[part][1], sc.security_attack);
        else if (sc.security_attack)
            dcg_import_note(left, what, "Security Attack", 15);
        if (sc.link_plus > 0 && sc.link_plus <= 9 && (digimon || part == 1)) /* 16-40: a Digimon's, or inherited */
            cJSON_AddNumberToObject(card, keys[part][2], sc.link_plus);
        else if (sc.link_plus)
            dcg_import_note(left, what, "Link +N", 7);
    }
}
