/* carddb.c: card facts from JSON (the format is described in cards/README.md).
** The only file that reads cards with cJSON. A file is validated whole into a
** temporary array and merged only when every card in it is good: a card whose
** number is already loaded replaces it in place, a new one is appended. Every
** error names the file, the card (its number, or "#index" before the number
** is known) and the field. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* Events and decks carry card indices as 16-bit values. */
#define CARDDB_MAX INT16_MAX

static const char *const kind_names[DCG_KIND_COUNT] = {"Digimon", "Digi-Egg", "Tamer", "Option"};

/* The fields a card object may have (keys starting with '_' are comments). */
static const char *const card_fields[] = {
    "number", "name", "kind", "colors", "level", "play_cost", "dp", "evo", "form", "attribute", "types",
    "rarity", "keywords", "security_attack", "inherited_keywords", "inherited_security_attack", "effect",
    "inherited", "security", "has_text", "overflow", "dna", "digixros", "app_fusion", "burst", "link", "link_keywords", "link_plus", "inherited_link_plus", "dual", "token", "also_named", "name_also_has", "also_numbered", "copies", "assembly", "blast_dna", "succession", "detach", "text_has"};
/* requirement fields: a link's (with its DP), a digivolution's (no "dp"), a material's (no "cost") */
static const char *const req_fields[] = {"colors", "level", "level_min", "level_max", "kind", "name", "name_has", "traits", "trait_part", "cost", "dp"};
#define COUNT(a) ((int)(sizeof(a) / sizeof *(a)))

/* The dcg_kind named kind ("Digimon", ...), or -1. */
static int kind_index(const char *kind)
{
    for (int k = 0; k < DCG_KIND_COUNT; k++)
        if (!strcmp(kind, kind_names[k])) return k;
    return -1;
}

/* The state of reading one file: where we are, for messages, and the first
** error (later ones are not reported). */
typedef struct reader {
    dcg_ctx *ctx;
    const char *file;
    char card[32];          /* number or "#index" of the card being read */
    char prefix[32];        /* "evo[2]." while reading a requirement, else "" */
    dcg_status status;
} reader;

/* Record a validation error on field (if none yet) and return false. */
static bool fail(reader *r, const char *field, const char *fmt, ...) PRINTF_LIKE(3, 4);
static bool fail(reader *r, const char *field, const char *fmt, ...)
{
    if (r->status != DCG_OK) return false;
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    r->status = dcg_err(r->ctx, DCG_EPARSE, "%s: card %s: field \"%s%s\": %s", r->file, r->card, r->prefix, field,
                        what);
    return false;
}

/* The value of field, or NULL when it is absent or null. */
static const cJSON *item(const cJSON *o, const char *field)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    return v && !cJSON_IsNull(v) ? v : NULL;
}

/* Reject keys not in allowed[n] (except "_comments") and keys given twice. */
static bool check_fields(reader *r, const cJSON *o, const char *const *allowed, int n)
{
    for (const cJSON *f = o->child; f; f = f->next) {
        const char *key = f->string ? f->string : "";
        if (key[0] == '_') continue;
        int i = 0;
        while (i < n && strcmp(key, allowed[i])) i++;
        if (i == n) return fail(r, key, "unknown field (a typo? see cards/README.md)");
        for (const cJSON *g = o->child; g != f; g = g->next)
            if (g->string && !strcmp(g->string, key)) return fail(r, key, "given twice");
    }
    return true;
}

enum { OPTIONAL = 0, REQUIRED = 1 };

/* A string field into out[size]; "" when absent and optional. A required
** string must not be empty. */
static bool get_string(reader *r, const cJSON *o, const char *field, char *out, size_t size, int required)
{
    const cJSON *v = item(o, field);
    out[0] = 0;
    if (!v) return required ? fail(r, field, "missing") : true;
    if (!cJSON_IsString(v)) return fail(r, field, "expected a string");
    size_t len = strlen(v->valuestring);
    if (len >= size) return fail(r, field, "too long (%zu bytes, at most %zu)", len, size - 1);
    if (required && len == 0) return fail(r, field, "must not be empty");
    memcpy(out, v->valuestring, len + 1);
    return true;
}

/* An integer field in [lo, hi]; def when absent and optional. */
static bool get_int(reader *r, const cJSON *o, const char *field, int lo, int hi, int def, int required, int *out)
{
    const cJSON *v = item(o, field);
    *out = def;
    if (!v) return required ? fail(r, field, "missing") : true;
    if (!cJSON_IsNumber(v)) return fail(r, field, "expected an integer");
    double d = v->valuedouble; /* compare as a double first: a huge value must not be cast */
    if (!(d >= lo && d <= hi)) return fail(r, field, "%g is out of range %d..%d", d, lo, hi);
    if (d != (double)(int)d) return fail(r, field, "expected an integer, not %g", d);
    *out = (int)d;
    return true;
}

/* A field that a card of this kind must not have. */
static bool forbid(reader *r, const cJSON *o, const char *field, const char *why)
{
    return item(o, field) ? fail(r, field, "%s", why) : true;
}

static int color_bit(const char *name)
{
    for (int i = 0; i < DCG_COLOR_COUNT; i++)
        if (!strcmp(name, dcg_color_name(1 << i))) return 1 << i;
    return 0;
}

/* A required, non-empty array of color names into a color mask. */
static bool get_colors(reader *r, const cJSON *o, const char *field, uint8_t *out)
{
    const cJSON *v = item(o, field);
    *out = 0;
    if (!v) return fail(r, field, "missing");
    if (!cJSON_IsArray(v)) return fail(r, field, "expected an array of colors");
    if (!v->child) return fail(r, field, "expected at least one color");
    for (const cJSON *c = v->child; c; c = c->next) {
        if (!cJSON_IsString(c)) return fail(r, field, "expected an array of color names");
        int bit = color_bit(c->valuestring);
        if (!bit)
            return fail(r, field, "unknown color \"%.32s\" (Red, Blue, Yellow, Green, Black, Purple, White)",
                        c->valuestring);
        *out |= (uint8_t)bit;
    }
    return true;
}

/* An optional array of keyword names ("Armor Purge") into a keyword set. */
static bool get_keywords(reader *r, const cJSON *o, const char *field, dcg_kwset *out)
{
    const cJSON *v = item(o, field);
    *out = 0;
    if (!v) return true;
    if (!cJSON_IsArray(v)) return fail(r, field, "expected an array of keywords");
    for (const cJSON *k = v->child; k; k = k->next) {
        if (!cJSON_IsString(k)) return fail(r, field, "expected an array of keyword names");
        dcg_kwset set = dcg_keyword_set(k->valuestring, 0);
        if (!set) {
            char names[768];
            return fail(r, field, "unknown keyword \"%.32s\" (%s)", k->valuestring,
                        dcg_keyword_list(names, sizeof names, false));
        }
        if (set & DCG_KW_DETACH) return fail(r, field, "<Detach> names its link cards: give the field \"detach\" (a requirement)");
        if ((*out & set) == set) /* several <Digisorption> differ by value (16-10-4) */
            return fail(r, field, "keyword \"%.32s\" given twice (a card has each keyword once)", k->valuestring);
        *out |= set;
    }
    return true;
}

/* "types": an optional array of traits, kept "/"-separated in out[size]. */
/* "/"-joined strings of array field into out[size]: traits, names, printed
** terms (what: an entry, in the error); an empty array only if may_be_empty. */
static bool get_strings(reader *r, const cJSON *o, const char *field, char *out, size_t size, const char *what,
                        bool may_be_empty)
{
    const cJSON *v = item(o, field);
    size_t len = 0;
    out[0] = 0;
    if (!v) return true;
    if (!cJSON_IsArray(v) || (!v->child && !may_be_empty))
        return fail(r, field, may_be_empty ? "expected an array of strings" : "expected a non-empty array of strings");
    for (const cJSON *t = v->child; t; t = t->next) {
        if (!cJSON_IsString(t)) return fail(r, field, "expected an array of strings");
        size_t tl = strlen(t->valuestring);
        if (tl == 0 || strchr(t->valuestring, '/')) return fail(r, field, "a %s must be non-empty, without '/'", what);
        if (len + (len > 0) + tl >= size)
            return fail(r, field, "too long (at most %zu bytes joined by '/')", size - 1);
        if (len) out[len++] = '/';
        memcpy(out + len, t->valuestring, tl + 1);
        len += tl;
    }
    return true;
}

/* "form", "attribute" (traits, 2-3-2-1): one string, or an array when the
** card has several; kept '/'-joined in out[size]. */
static bool get_trait_field(reader *r, const cJSON *o, const char *field, char *out, size_t size)
{
    const cJSON *v = item(o, field);
    if (cJSON_IsArray(v)) return get_strings(r, o, field, out, size, field, false);
    if (!get_string(r, o, field, out, size, OPTIONAL)) return false;
    return strchr(out, '/') ? fail(r, field, "without '/' (give several as an array of strings)") : true;
}

static bool get_names(reader *r, const cJSON *o, const char *field, char *out)
{
    return get_strings(r, o, field, out, DCG_REQ_TEXT, "name", false);
}

/* One requirement object (cards/README.md, "Requirements"): colour and
** level, or a name, or traits. what: "cost" when a cost is required, "dp"
** when a link DP is too, NULL for a material (no cost). */
static bool get_req(reader *r, const cJSON *e, dcg_evo_req *q, const char *what, int32_t *dp)
{
    int lv, cost, dpv, min = 0;
    memset(q, 0, sizeof *q);
    if (!cJSON_IsObject(e)) return fail(r, "", "expected a requirement object");
    const cJSON *colors = item(e, "colors"), *has = item(e, "name_has");
    if (!check_fields(r, e, req_fields, COUNT(req_fields) - (dp ? 0 : what ? 1 : 2))) return false;
    if (has && item(e, "name")) return fail(r, "name_has", "give \"name\" or \"name_has\", not both");
    if ((colors && !get_colors(r, e, "colors", &q->colors)) ||
        !get_string(r, e, has ? "name_has" : "name", q->name, sizeof q->name, OPTIONAL) ||
        !get_names(r, e, "traits", q->traits) || !get_int(r, e, "level", 0, 15, 0, OPTIONAL, &lv))
        return false;
    q->name_has = has != NULL;
    const cJSON *lm = item(e, "level_min");
    if (lm && !cJSON_IsBool(lm)) return fail(r, "level_min", "expected true or false");
    min = cJSON_IsTrue(lm);
    if (min && !lv) return fail(r, "level_min", "needs a \"level\"");
    const cJSON *lx = item(e, "level_max");
    if (lx && !cJSON_IsBool(lx)) return fail(r, "level_max", "expected true or false");
    q->level_max = (uint8_t)cJSON_IsTrue(lx);
    if (q->level_max && (!lv || min)) return fail(r, "level_max", "needs a \"level\" and no \"level_min\"");
    const cJSON *tp = item(e, "trait_part");
    if (tp && !cJSON_IsBool(tp)) return fail(r, "trait_part", "expected true or false");
    q->trait_part = (uint8_t)cJSON_IsTrue(tp);
    if (q->trait_part && !q->traits[0]) return fail(r, "trait_part", "needs \"traits\"");
    const cJSON *kind = item(e, "kind");
    if (kind) {
        int k = cJSON_IsString(kind) ? kind_index(kind->valuestring) : -1;
        if (k < 0) return fail(r, "kind", "expected \"Digimon\", \"Digi-Egg\", \"Tamer\" or \"Option\"");
        q->kind = (uint8_t)(k + 1);
    }
    /* by colour and level (the card's boxes), or by name or traits (a rule line) */
    if (!q->name[0] && !q->traits[0] && !q->kind) {
        if (!q->colors && !lv)
            return fail(r, "colors", "missing (a requirement needs \"colors\" and \"level\", a name or traits)");
        if (!lv && !dp) return fail(r, "level", "missing (a requirement by colour needs a level)");
    }
    if (what && !get_int(r, e, "cost", 0, 99, 0, REQUIRED, &cost)) return false;
    q->cost = what ? (int8_t)cost : 0;
    if (dp) {
        if (!get_int(r, e, "dp", 0, 1000000, 0, REQUIRED, &dpv)) return false;
        *dp = dpv;
    }
    q->level = (int8_t)lv;
    q->level_min = (uint8_t)min;
    return true;
}

/* A digivolution requirement some card on the field can meet (8-1-1: a
** Digimon, a Digi-Egg, or a Tamer: by its name or traits, or treated as a
** Digimon of the requirement's level, dcg_req_tamer_as); else an error,
** never a requirement that loads and is never offered. */
static bool evo_req_can_be_met(reader *r, const dcg_evo_req *q)
{
    if (q->kind == DCG_KIND_OPTION + 1)
        return fail(r, "kind", "an Option is never digivolved onto (8-1-1): this requirement could never be met");
    if (q->kind != DCG_KIND_TAMER + 1) return true;
    if (q->level_min || q->level_max)
        return fail(r, q->level_min ? "level_min" : "level_max",
                    "a Tamer is treated as a Digimon of one level (\"as if the Tamer is a level 3 Digimon\"): give \"level\" alone");
    if (!q->level && !q->name[0] && !q->traits[0])
        return fail(r, "level", "missing: a requirement of kind \"Tamer\" needs the level the Tamer is treated as "
                                "(\"as if the Tamer is a level 3 Digimon\"), or a name or traits; else it could never be met");
    return true;
}

/* "by_placing" of requirement evo[n] of c: {"count": N, "any_of": [up to 2
** requirements]}, the cards of the hand and/or trash placed at the bottom
** of the deck before the digivolution that opens it (dcg_card by_req,
** BT7-112); only on a requirement of kind Tamer, one per card. */
static bool get_by_placing(reader *r, const cJSON *by, dcg_card *c, int n)
{
    static const char *const fields[] = {"count", "any_of"};
    int count;
    if (!cJSON_IsObject(by)) return fail(r, "by_placing", "expected {\"count\": N, \"any_of\": [requirements]}");
    if (c->by_req) return fail(r, "by_placing", "a second one: a card has at most one");
    if (c->evo[n].kind != DCG_KIND_TAMER + 1 || !c->evo[n].level)
        return fail(r, "by_placing", "only on a requirement of kind \"Tamer\" with a level (\"as if the Tamer is a level 6 Digimon\")");
    snprintf(r->prefix, sizeof r->prefix, "evo[%d].by_placing.", n + 1);
    if (!check_fields(r, by, fields, COUNT(fields)) || !get_int(r, by, "count", 1, 20, 0, REQUIRED, &count)) return false;
    const cJSON *any = item(by, "any_of");
    int k = any && cJSON_IsArray(any) ? cJSON_GetArraySize(any) : 0;
    if (k < 1 || k > (int)COUNT(c->by_cards)) return fail(r, "any_of", "expected an array of 1 or 2 requirements");
    for (const cJSON *e = any->child; e; e = e->next)
        if (!get_req(r, e, &c->by_cards[c->n_by_cards++], NULL, NULL)) return false;
    c->by_req = (uint8_t)(n + 1);
    c->by_count = (uint8_t)count;
    return true;
}

/* "evo": an optional array of at most DCG_MAX_EVO_REQS requirements. */
static bool get_evo(reader *r, const cJSON *o, dcg_card *c)
{
    const cJSON *evo = item(o, "evo");
    if (!evo) return true;
    if (!cJSON_IsArray(evo)) return fail(r, "evo", "expected an array of requirements");
    if (cJSON_GetArraySize(evo) > DCG_MAX_EVO_REQS)
        return fail(r, "evo", "more than %d requirements", DCG_MAX_EVO_REQS);
    for (const cJSON *e = evo->child; e; e = e->next) {
        snprintf(r->prefix, sizeof r->prefix, "evo[%d].", c->n_evo + 1);
        const cJSON *by = item(e, "by_placing");
        cJSON *plain = by ? cJSON_Duplicate(e, 1) : NULL; /* the requirement without it */
        if (plain) cJSON_DeleteItemFromObjectCaseSensitive(plain, "by_placing");
        bool ok = (!by || plain) && get_req(r, plain ? plain : e, &c->evo[c->n_evo], "cost", NULL) &&
                  evo_req_can_be_met(r, &c->evo[c->n_evo]) && (!by || get_by_placing(r, by, c, c->n_evo));
        cJSON_Delete(plain);
        if (!ok) return by && !plain ? fail(r, "by_placing", "out of memory") : false;
        r->prefix[0] = 0;
        c->n_evo++;
    }
    c->evo_levels = dcg_evo_levels(c);
    return true;
}

/* "different" of "assembly" and "digixros" (4-25): "levels", "names" or
** "numbers", with a "count" only; DCG_ASM_DIFFERENT_* into *out. */
static bool get_different(reader *r, const cJSON *diff, int count, uint8_t *out)
{
    static const char *const kinds[] = {"levels", "names", "numbers"};
    if (!diff) return true;
    int d = 0;
    while (d < 3 && !(cJSON_IsString(diff) && !strcmp(diff->valuestring, kinds[d]))) d++;
    if (d == 3) return fail(r, "different", "expected \"levels\", \"names\" or \"numbers\"");
    if (!count) return fail(r, "different", "needs a \"count\"");
    *out = (uint8_t)(DCG_ASM_DIFFERENT_LEVELS + d);
    return true;
}

/* "count" of "digixros" (7-2-2-5): up to N cards (1 to DCG_MAX_STACK - 1),
** or "any" (DCG_XROS_ANY); 0 when absent. */
static bool get_xros_count(reader *r, const cJSON *v, int *count)
{
    const cJSON *n = item(v, "count");
    *count = 0;
    if (!n) return true;
    if (cJSON_IsString(n) && !strcmp(n->valuestring, "any")) return *count = DCG_XROS_ANY, true;
    if (cJSON_IsNumber(n) && n->valuedouble == (int)n->valuedouble && n->valueint >= 1 && n->valueint < DCG_MAX_STACK)
        return *count = n->valueint, true;
    return fail(r, "count", "expected a number of cards, 1 to %d, or \"any\"", DCG_MAX_STACK - 1);
}

/* "dna", "digixros", "app_fusion", "burst", "blast_dna" (at most one): {"cost"
** or "reduce", "from": [requirements]}; a burst's two: the card it digivolves,
** the Tamer it returns to the hand; <Blast DNA Digivolve> has no cost (16-31-1).
** A DigiXros may have a "count" and "different" (7-2-2-5, 4-25). */
static bool get_combine(reader *r, const cJSON *o, dcg_card *c)
{
    static const char *const names[] = {"dna", "digixros", "app_fusion", "burst", "blast_dna"}; /* DCG_COMBINE_* - 1 */
    static const char *const fields[] = {"cost", "reduce", "from", "count", "different"};
    for (int k = 0; k < COUNT(names); k++) {
        const cJSON *v = item(o, names[k]);
        if (!v) continue;
        if (c->combine) return fail(r, names[k], "a card has at most one of dna, digixros, app_fusion, burst and blast_dna");
        if (c->kind != DCG_KIND_DIGIMON) return fail(r, names[k], "only Digimon have it");
        bool blast = k + 1 == DCG_COMBINE_BLAST_DNA, burst = k + 1 == DCG_COMBINE_BURST;
        if (!cJSON_IsObject(v))
            return fail(r, names[k], "expected an object {%s\"from\"}", k == 1 ? "\"reduce\", " : blast ? "" : "\"cost\", ");
        snprintf(r->prefix, sizeof r->prefix, "%s.", names[k]);
        int n = 0;
        if (!check_fields(r, v, fields, COUNT(fields)) ||
            (!blast && !get_int(r, v, k == 1 ? "reduce" : "cost", 0, 99, 0, REQUIRED, &n)) ||
            !forbid(r, v, k == 1 ? "cost" : "reduce", k == 1 ? "DigiXros reduces the play cost" : "not a DigiXros") ||
            (blast && !forbid(r, v, "cost", "<Blast DNA Digivolve> digivolves without paying the cost")))
            return false;
        int count = 0;
        if (k != 1 && (!forbid(r, v, "count", "only a DigiXros has it") || !forbid(r, v, "different", "only a DigiXros has it")))
            return false;
        if (k == 1 && (!get_xros_count(r, v, &count) || !get_different(r, item(v, "different"), count, &c->xros_different)))
            return false;
        c->xros_count = (uint8_t)count;
        const cJSON *from = item(v, "from");
        int n_from = from && cJSON_IsArray(from) ? cJSON_GetArraySize(from) : 0;
        if (n_from < (k == 1 ? 1 : 2) || n_from > (burst || blast ? 2 : DCG_MAX_PARTS))
            return fail(r, "from", burst ? "expected 2 requirements: the card it digivolves, the Tamer it returns"
                                         : "expected an array of %d to %d requirements", k == 1 ? 1 : 2, blast ? 2 : DCG_MAX_PARTS);
        c->combine = (uint8_t)(k + 1);
        c->combine_cost = (int8_t)n;
        for (const cJSON *e = from->child; e; e = e->next) {
            snprintf(r->prefix, sizeof r->prefix, "%s.from[%d].", names[k], c->n_parts + 1);
            if (!get_req(r, e, &c->parts[c->n_parts++], NULL, NULL)) return false;
        }
        r->prefix[0] = 0;
    }
    return true;
}

/* "succession" and "detach": the requirements of <Succession (...)> (16-47)
** and <Detach (...)> (16-46, a keyword of the card then). */
static bool get_succession(reader *r, const cJSON *o, dcg_card *c)
{
    static const char *const names[] = {"succession", "detach"};
    for (int k = 0; k < 2; k++) {
        const cJSON *v = item(o, names[k]);
        if (!v) continue;
        if (c->kind != DCG_KIND_DIGIMON) return fail(r, names[k], "only Digimon have it");
        snprintf(r->prefix, sizeof r->prefix, "%s.", names[k]);
        if (!get_req(r, v, k ? &c->detach : &c->succession, NULL, NULL)) return false;
        r->prefix[0] = 0;
        if (k) c->has_detach = 1, c->keywords |= DCG_KW_DETACH;
        else c->has_succession = 1;
    }
    return true;
}

/* "assembly" (7-3): {"reduce", "from": [requirements], "count", "different"}.
** Without "count", one card for each requirement, in order (7-3-2-5); with
** it, that many cards, each meeting one of the requirements. */
static bool get_assembly(reader *r, const cJSON *o, dcg_card *c)
{
    static const char *const fields[] = {"reduce", "from", "count", "different"};
    const cJSON *v = item(o, "assembly");
    if (!v) return true;
    if (c->kind != DCG_KIND_DIGIMON) return fail(r, "assembly", "only Digimon have it");
    if (!cJSON_IsObject(v)) return fail(r, "assembly", "expected an object {\"reduce\", \"from\"}");
    snprintf(r->prefix, sizeof r->prefix, "assembly.");
    int reduce, count = 0;
    if (!check_fields(r, v, fields, COUNT(fields)) || !get_int(r, v, "reduce", 0, 99, 0, REQUIRED, &reduce) ||
        !get_int(r, v, "count", 1, DCG_MAX_ASSEMBLY, 0, OPTIONAL, &count))
        return false;
    const cJSON *from = item(v, "from"), *diff = item(v, "different");
    int n = from && cJSON_IsArray(from) ? cJSON_GetArraySize(from) : 0;
    if (n < 1 || n > DCG_MAX_ASSEMBLY_REQS)
        return fail(r, "from", "expected an array of 1 to %d requirements (DCG_MAX_ASSEMBLY_REQS)", DCG_MAX_ASSEMBLY_REQS);
    if (!get_different(r, diff, count, &c->asm_different)) return false;
    for (const cJSON *e = from->child; e; e = e->next) {
        snprintf(r->prefix, sizeof r->prefix, "assembly.from[%d].", c->n_asm + 1);
        if (!get_req(r, e, &c->asm_from[c->n_asm++], NULL, NULL)) return false;
    }
    r->prefix[0] = 0;
    c->asm_each = !count;
    c->asm_count = (uint8_t)(count ? count : n);
    c->asm_reduce = (int8_t)reduce;
    return true;
}

/* "link" (a requirement with cost and dp) and "dual" {"name", "colors"}. */
static bool get_link_dual(reader *r, const cJSON *o, dcg_card *c)
{
    static const char *const dual_fields[] = {"name", "colors"};
    const cJSON *v = item(o, "link");
    if (v) {
        if (c->kind != DCG_KIND_DIGIMON && c->kind != DCG_KIND_OPTION)
            return fail(r, "link", "only Digimon and Option cards are link cards");
        snprintf(r->prefix, sizeof r->prefix, "link.");
        if (!get_req(r, v, &c->link, "cost", &c->link_dp)) return false;
        r->prefix[0] = 0;
        c->has_link = 1;
    }
    if (c->link_keywords && !c->has_link) return fail(r, "link_keywords", "only a link card (\"link\") has link effects");
    if ((v = item(o, "dual"))) {
        if (c->kind != DCG_KIND_DIGIMON) return fail(r, "dual", "a DUAL card is a Digimon card with an Option side");
        if (!cJSON_IsObject(v)) return fail(r, "dual", "expected an object {\"name\", \"colors\"}");
        snprintf(r->prefix, sizeof r->prefix, "dual.");
        if (!check_fields(r, v, dual_fields, COUNT(dual_fields)) ||
            !get_string(r, v, "name", c->dual_name, sizeof c->dual_name, REQUIRED) ||
            !get_colors(r, v, "colors", &c->dual_colors))
            return false;
        r->prefix[0] = 0;
        c->dual = 1;
    }
    return true;
}

/* A card number: printable, without spaces (deck lists split on them). */
bool dcg_card_number_ok(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s <= ' ' || *s == 0x7f || *s == '/' || *s == '\\') return false;
    return true;
}

/* 2-3-1-4: "ACE" printed in a card's name is not part of the name: drop
** the word (and the space before or after it) wherever it stands. */
static void drop_ace(char *name)
{
    for (char *w = name; (w = strstr(w, "ACE"));) {
        bool starts = w == name || w[-1] == ' ', ends = w[3] == 0 || w[3] == ' ';
        if (!starts || !ends) { w += 3; continue; }
        char *from = w + 3;
        if (*from == ' ') from++;
        else if (w > name) w--; /* the last word: its space goes */
        memmove(w, from, strlen(from) + 1);
    }
}

/* Is num card c's number, or one its [Rule] also gives it (2-3-4-5-1)? */
int dcg_card_has_number(const dcg_card *c, const char *num)
{
    if (!strcmp(c->number, num)) return 1;
    size_t len = strlen(num);
    for (const char *p = c->also_numbered; *p;) {
        size_t n = strcspn(p, "/");
        if (n == len && !strncmp(p, num, n)) return 1;
        p += n + (p[n] == '/');
    }
    return 0;
}

/* Read card object o into c (zeroed first). */
static bool read_card(reader *r, const cJSON *o, dcg_card *c)
{
    memset(c, 0, sizeof *c);
    if (!cJSON_IsObject(o)) return fail(r, "(card)", "expected an object");
    if (!get_string(r, o, "number", c->number, sizeof c->number, REQUIRED)) return false;
    if (!dcg_card_number_ok(c->number)) return fail(r, "number", "no spaces, control characters, '/' or '\\' allowed");
    snprintf(r->card, sizeof r->card, "%s", c->number);
    char kind[16];
    if (!check_fields(r, o, card_fields, COUNT(card_fields)) ||
        !get_string(r, o, "name", c->name, sizeof c->name, REQUIRED) ||
        !get_string(r, o, "kind", kind, sizeof kind, REQUIRED))
        return false;
    int k = kind_index(kind);
    if (k < 0) return fail(r, "kind", "unknown kind \"%s\" (Digimon, Digi-Egg, Tamer, Option)", kind);
    drop_ace(c->name);
    if (!c->name[0]) return fail(r, "name", "nothing but \"ACE\" (2-3-1-4: it is no part of a name)");
    c->kind = (uint8_t)k;

    /* which kind has what: level (Digimon, Digi-Egg; some Digimon have none),
    ** play cost (all but Digi-Eggs; a token may lack one, 1-4-4-5), DP
    ** (Digimon; a Digi-Egg printed with DP too: EX2-007, Q3274, Q3276) */
    int level = 0, cost = -1, dp = -1, sa = 0, isa = 0;
    bool digimon = k == DCG_KIND_DIGIMON, egg = k == DCG_KIND_EGG;
    const cJSON *tk = item(o, "token");
    if (tk && !cJSON_IsBool(tk)) return fail(r, "token", "expected true or false");
    if (cJSON_IsTrue(tk) && !digimon && k != DCG_KIND_TAMER) return fail(r, "token", "only Digimon and Tamers are tokens");
    c->token = cJSON_IsTrue(tk);
    if (!get_colors(r, o, "colors", &c->colors) ||
        (digimon || egg ? !get_int(r, o, "level", 0, DCG_MAX_CARD_LEVEL, 0, OPTIONAL, &level)
                        : !forbid(r, o, "level", "only Digimon and Digi-Eggs have a level")) ||
        (egg ? !forbid(r, o, "play_cost", "a Digi-Egg has no play cost")
             : !get_int(r, o, "play_cost", 0, 99, -1, c->token ? OPTIONAL : REQUIRED, &cost)) ||
        (digimon || egg ? !get_int(r, o, "dp", 0, 1000000, -1, digimon ? REQUIRED : OPTIONAL, &dp)
                        : !forbid(r, o, "dp", "only Digimon and Digi-Eggs have DP")) ||
        !get_evo(r, o, c) ||
        !get_keywords(r, o, "keywords", &c->keywords) ||
        !get_int(r, o, "security_attack", -9, 9, 0, OPTIONAL, &sa) ||
        !get_keywords(r, o, "inherited_keywords", &c->inherited_keywords) ||
        !get_keywords(r, o, "link_keywords", &c->link_keywords) ||
        !get_int(r, o, "inherited_security_attack", -9, 9, 0, OPTIONAL, &isa) ||
        !get_string(r, o, "rarity", c->rarity, sizeof c->rarity, OPTIONAL) ||
        !get_trait_field(r, o, "form", c->form, sizeof c->form) ||
        !get_trait_field(r, o, "attribute", c->attribute, sizeof c->attribute) ||
        !get_strings(r, o, "types", c->types, sizeof c->types, "trait", true) ||
        !get_string(r, o, "effect", c->effect, sizeof c->effect, OPTIONAL) ||
        !get_string(r, o, "inherited", c->inherited, sizeof c->inherited, OPTIONAL) ||
        !get_string(r, o, "security", c->security, sizeof c->security, OPTIONAL))
        return false;
    int overflow = 0;
    if ((digimon ? !get_int(r, o, "overflow", 0, 10, 0, OPTIONAL, &overflow)
                 : !forbid(r, o, "overflow", "only Digimon are ACE cards with <Overflow>")) ||
        !get_combine(r, o, c) || !get_link_dual(r, o, c) || !get_succession(r, o, c) ||
        !get_assembly(r, o, c))
        return false;
    c->overflow = (int8_t)overflow;
    int copies = 0; /* 2-3-4-6: "up to N copies of cards with this card number" */
    if (!get_int(r, o, "copies", 1, DCG_PLAYER_CARDS, 0, OPTIONAL, &copies)) return false;
    c->copies = (uint8_t)copies;
    if (!get_names(r, o, "also_named", c->also_named) || !get_names(r, o, "name_also_has", c->name_also_has) ||
        !get_strings(r, o, "also_numbered", c->also_numbered, DCG_REQ_TEXT, "card number", false))
        return false;
    if (!get_strings(r, o, "text_has", c->text_has, sizeof c->text_has, "term", false)) return false;
    const cJSON *ht = item(o, "has_text");
    if (ht && !cJSON_IsBool(ht)) return fail(r, "has_text", "expected true or false");
    c->has_text = cJSON_IsTrue(ht);
    c->level = (int8_t)level;
    c->play_cost = (int8_t)cost;
    c->dp = dp;
    c->security_attack = (int8_t)sa;
    c->inherited_security_attack = (int8_t)isa;
    int lp = 0, ilp = 0; /* <Link +N> (16-40): Digimon only */
    if ((digimon ? !get_int(r, o, "link_plus", 0, 9, 0, OPTIONAL, &lp) : !forbid(r, o, "link_plus", "only a Digimon has link cards")) ||
        !get_int(r, o, "inherited_link_plus", 0, 9, 0, OPTIONAL, &ilp))
        return false;
    c->link_plus = (int8_t)lp;
    c->inherited_link_plus = (int8_t)ilp;
    return true;
}

/* Put the n cards of tmp into ctx: replace by number, else append. Nothing
** changes on failure (DCG_ENOMEM, DCG_ELIMIT). */
static dcg_status merge(dcg_ctx *ctx, const dcg_card *tmp, int n, const char *name)
{
    struct dcg_db *db = ctx->db;
    int added = 0;
    for (int k = 0; k < n; k++) added += dcg_card_find(ctx, tmp[k].number) < 0;
    if (db->n_cards + added > CARDDB_MAX)
        return dcg_err(ctx, DCG_ELIMIT, "%s: more than %d cards loaded in all", name, CARDDB_MAX);
    if (db->n_cards + added > db->cap_cards) {
        int cap = db->n_cards + added;
        cap += cap / 2 + 64;
        if (cap > CARDDB_MAX) cap = CARDDB_MAX;
        dcg_card *cards = realloc(db->cards, sizeof *cards * (size_t)cap);
        if (!cards) return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory for %d cards", name, cap);
        db->cards = cards;
        db->cap_cards = cap;
        ctx->cards = cards; /* the database is the context's own (dcg_db_writable) */
    }
    if (!dcg_index_reserve(&db->card_index, db->cards, db->n_cards + added))
        return dcg_err(ctx, DCG_ENOMEM, "%s: out of memory for %d cards", name, db->n_cards + added);
    for (int k = 0; k < n; k++) {
        int at = dcg_card_find(ctx, tmp[k].number);
        if (at >= 0) {
            db->cards[at] = tmp[k];
        } else {
            db->cards[db->n_cards] = tmp[k];
            dcg_index_add(&db->card_index, db->cards, db->n_cards++);
        }
    }
    return DCG_OK;
}

/* Report malformed JSON in json[len], the parser having stopped at at: its
** line, column and byte offset, and a short excerpt of the text there. */
static dcg_status malformed(dcg_ctx *ctx, const char *json, size_t len, const char *at, const char *name)
{
    size_t off = at && at >= json && at <= json + len ? (size_t)(at - json) : len;
    int line = 1, col = 1;
    for (size_t i = 0; i < off; i++) {
        if (json[i] == '\n') {
            line++;
            col = 1;
        } else if (((unsigned char)json[i] & 0xC0) != 0x80) {
            col++; /* count UTF-8 characters, not bytes */
        }
    }
    char near[24];
    size_t n = 0;
    for (size_t i = off; i < len && n < 20 && json[i] != '\n' && json[i] != '\r'; i++)
        near[n++] = (unsigned char)json[i] < ' ' ? '?' : json[i];
    near[n] = 0;
    if (off >= len)
        return dcg_err(ctx, DCG_EPARSE, "%s:%d:%d: malformed JSON: ends early (byte %zu)", name, line, col, off);
    return dcg_err(ctx, DCG_EPARSE, "%s:%d:%d: malformed JSON at byte %zu: %s", name, line, col, off, near);
}

/* Parse and load json[len] (the whole text of one file, json[len] == 0),
** all or nothing. */
static dcg_status load_text(dcg_ctx *ctx, const char *json, size_t len, const char *name)
{
    const char *nul = memchr(json, 0, len);
    if (nul) return dcg_err(ctx, DCG_EPARSE, "%s: malformed JSON: a NUL byte at byte %zu", name, (size_t)(nul - json));
    /* the length counts the terminator: nothing but white space may follow the array */
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(json, len + 1, &end, 1);
    if (!root) return malformed(ctx, json, len, end ? end : cJSON_GetErrorPtr(), name);
    reader r = {.ctx = ctx, .file = name, .status = DCG_OK};
    dcg_card *tmp = NULL;
    dcg_index seen = {0}; /* the numbers of this file so far */
    if (!cJSON_IsArray(root)) {
        r.status = dcg_err(ctx, DCG_EPARSE, "%s: expected a JSON array of card objects", name);
        goto done;
    }
    int n = cJSON_GetArraySize(root);
    if (n > CARDDB_MAX) {
        r.status = dcg_err(ctx, DCG_ELIMIT, "%s: more than %d cards", name, CARDDB_MAX);
        goto done;
    }
    if (n && !(tmp = malloc(sizeof *tmp * (size_t)n))) {
        r.status = dcg_err(ctx, DCG_ENOMEM, "%s: out of memory for %d cards", name, n);
        goto done;
    }
    if (!dcg_index_reserve(&seen, tmp, n)) {
        r.status = dcg_err(ctx, DCG_ENOMEM, "%s: out of memory for %d cards", name, n);
        goto done;
    }
    int i = 0;
    for (const cJSON *o = root->child; o; o = o->next, i++) {
        snprintf(r.card, sizeof r.card, "#%d", i + 1);
        r.prefix[0] = 0;
        if (!read_card(&r, o, &tmp[i])) goto done;
        int k = dcg_index_find(&seen, tmp, tmp[i].number);
        if (k >= 0) {
            fail(&r, "number", "appears twice in this file (also card #%d)", k + 1);
            goto done;
        }
        dcg_index_add(&seen, tmp, i);
    }
    r.status = merge(ctx, tmp, n, name);
done:
    dcg_index_free(&seen);
    free(tmp);
    cJSON_Delete(root);
    return r.status;
}

dcg_status dcg_load_cards_json(dcg_ctx *ctx, const char *json, const char *name)
{
    if (!ctx) return DCG_EINVAL;
    if (!name) name = "(cards)";
    dcg_status s = dcg_db_writable(ctx, name);
    if (s) return s;
    if (!json) return dcg_err(ctx, DCG_EINVAL, "%s: no JSON text", name);
    return load_text(ctx, json, strlen(json), name);
}

/* Load one card file. */
static dcg_status load_file(dcg_ctx *ctx, const char *path)
{
    char *buf = NULL;
    size_t len = 0;
    dcg_status s = dcg_read_regular(ctx, path, DCG_MAX_CARD_FILE, &buf, &len);
    if (s != DCG_OK) return s;
    s = load_text(ctx, buf, len, path);
    free(buf);
    return s;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* dir "/" name, malloc'ed (NULL when out of memory); no doubled '/'. */
static char *join(const char *dir, const char *name)
{
    size_t dl = strlen(dir), nl = strlen(name);
    while (dl > 1 && dir[dl - 1] == '/') dl--;
    char *p = malloc(dl + 1 + nl + 1);
    if (!p) return NULL;
    memcpy(p, dir, dl);
    p[dl] = '/';
    memcpy(p + dl + 1, name, nl + 1);
    return p;
}

/* The paths of the *.json files in dir (hidden ones skipped), sorted by
** name; *out malloc'ed, each path too. One that is a link, a FIFO, ... (not
** a regular file, files.c) is an error naming it; a folder is skipped. */
static dcg_status list_json(dcg_ctx *ctx, const char *dir, char ***out, int *count)
{
    DIR *d = opendir(dir);
    if (!d) return dcg_err(ctx, DCG_EIO, "%s: %s", dir, strerror(errno));
    char **paths = NULL;
    int n = 0, cap = 0;
    dcg_status s = DCG_OK;
    for (struct dirent *e; s == DCG_OK && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
        char *p = join(dir, e->d_name);
        int kind = p ? dcg_entry_kind(ctx, p) : DCG_ENTRY_FILE;
        if (kind != DCG_ENTRY_FILE) {
            free(p);
            if (kind < 0) s = DCG_EIO;
            continue;
        }
        if (p && n == cap) {
            int ncap = cap ? cap * 2 : 16;
            char **np = realloc(paths, sizeof *np * (size_t)ncap);
            if (np) {
                paths = np;
                cap = ncap;
            } else {
                free(p);
                p = NULL;
            }
        }
        if (!p) s = dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", dir);
        else paths[n++] = p;
    }
    closedir(d);
    if (s != DCG_OK) {
        for (int i = 0; i < n; i++) free(paths[i]);
        free(paths);
        return s;
    }
    if (n) qsort(paths, (size_t)n, sizeof *paths, cmp_str);
    *out = paths;
    *count = n;
    return DCG_OK;
}

dcg_status dcg_load_cards(dcg_ctx *ctx, const char *path)
{
    if (!ctx) return DCG_EINVAL;
    if (!path) return dcg_err(ctx, DCG_EINVAL, "no card path");
    dcg_status s = dcg_db_writable(ctx, path);
    if (s) return s;
    struct stat sb;
    if (stat(path, &sb) != 0) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    if (!S_ISDIR(sb.st_mode)) return load_file(ctx, path);
    char **paths = NULL;
    int n = 0;
    s = list_json(ctx, path, &paths, &n);
    for (int i = 0; i < n && s == DCG_OK; i++) s = load_file(ctx, paths[i]);
    for (int i = 0; i < n; i++) free(paths[i]);
    free(paths);
    return s;
}
