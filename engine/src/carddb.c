/* carddb.c: card facts from JSON (the only file that reads cards with cJSON).
** A file is loaded whole or not at all; cards already loaded with the same
** number are replaced in place. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

typedef struct reader {
    dcg_ctx *ctx;
    const char *file;
    char card[32];          /* number or "#index" of the card being read */
    dcg_status status;
} reader;

static bool fail(reader *r, const char *field, const char *what)
{
    if (r->status == DCG_OK)
        r->status = dcg_err(r->ctx, DCG_EPARSE, "%s: card %s: field \"%s\": %s", r->file, r->card, field, what);
    return false;
}

static bool get_string(reader *r, const cJSON *o, const char *field, char *out, size_t size, bool required)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    if (!v || cJSON_IsNull(v)) {
        out[0] = 0;
        return required ? fail(r, field, "missing") : true;
    }
    if (!cJSON_IsString(v)) return fail(r, field, "expected a string");
    if (strlen(v->valuestring) >= size) return fail(r, field, "too long");
    strcpy(out, v->valuestring);
    return true;
}

/* An integer in [lo, hi]; def when absent or null and not required. */
static bool get_int(reader *r, const cJSON *o, const char *field, int lo, int hi, int def, bool required, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    if (!v || cJSON_IsNull(v)) {
        *out = def;
        return required ? fail(r, field, "missing") : true;
    }
    if (!cJSON_IsNumber(v)) return fail(r, field, "expected an integer");
    double d = v->valuedouble; /* compare as a double first: a huge value must not be cast */
    if (d < lo || d > hi) {
        char msg[96];
        snprintf(msg, sizeof msg, "%g is out of range %d..%d", d, lo, hi);
        return fail(r, field, msg);
    }
    if (d != (double)(int)d) return fail(r, field, "expected an integer");
    *out = (int)d;
    return true;
}

static int color_bit(const char *name)
{
    for (int i = 0; i < DCG_COLOR_COUNT; i++)
        if (!strcmp(name, dcg_color_name(1 << i))) return 1 << i;
    return 0;
}

static bool get_colors(reader *r, const cJSON *o, const char *field, uint8_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) == 0) return fail(r, field, "expected a non-empty array of colors");
    *out = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, v) {
        int bit = cJSON_IsString(c) ? color_bit(c->valuestring) : 0;
        if (!bit) return fail(r, field, "unknown color (Red, Blue, Yellow, Green, Black, Purple, White)");
        *out |= (uint8_t)bit;
    }
    return true;
}

static bool get_keywords(reader *r, const cJSON *o, const char *field, uint8_t *out)
{
    static const char *const names[] = {"Blocker", "Piercing", "Jamming", "Rush", "Reboot", "Retaliation"};
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    *out = 0;
    if (!v || cJSON_IsNull(v)) return true;
    if (!cJSON_IsArray(v)) return fail(r, field, "expected an array of keywords");
    const cJSON *k;
    cJSON_ArrayForEach(k, v) {
        int bit = 0;
        for (int i = 0; cJSON_IsString(k) && i < 6; i++)
            if (!strcmp(k->valuestring, names[i])) bit = 1 << i;
        if (!bit) return fail(r, field, "unknown keyword (Blocker, Piercing, Jamming, Rush, Reboot, Retaliation)");
        *out |= (uint8_t)bit;
    }
    return true;
}

/* "types": an array of traits, kept "/"-separated. */
static bool get_types(reader *r, const cJSON *o, char *out, size_t size)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "types");
    out[0] = 0;
    if (!v || cJSON_IsNull(v)) return true;
    if (!cJSON_IsArray(v)) return fail(r, "types", "expected an array of strings");
    const cJSON *t;
    cJSON_ArrayForEach(t, v) {
        if (!cJSON_IsString(t)) return fail(r, "types", "expected an array of strings");
        if (strlen(out) + strlen(t->valuestring) + 2 > size) return fail(r, "types", "too long");
        if (out[0]) strcat(out, "/");
        strcat(out, t->valuestring);
    }
    return true;
}

static bool read_card(reader *r, const cJSON *o, dcg_card *c)
{
    static const char *const kinds[DCG_KIND_COUNT] = {"Digimon", "Digi-Egg", "Tamer", "Option"};
    memset(c, 0, sizeof *c);
    char kind[16];
    int level, cost, dp, sa, isa;
    if (!cJSON_IsObject(o)) return fail(r, "(card)", "expected an object");
    if (!get_string(r, o, "number", c->number, sizeof c->number, true)) return false;
    snprintf(r->card, sizeof r->card, "%s", c->number);
    if (!get_string(r, o, "name", c->name, sizeof c->name, true) ||
        !get_string(r, o, "kind", kind, sizeof kind, true))
        return false;
    int k = 0;
    while (k < DCG_KIND_COUNT && strcmp(kind, kinds[k])) k++;
    if (k == DCG_KIND_COUNT) return fail(r, "kind", "unknown kind (Digimon, Digi-Egg, Tamer, Option)");
    c->kind = (uint8_t)k;
    bool digimon = k == DCG_KIND_DIGIMON;
    if (!get_colors(r, o, "colors", &c->colors) ||
        !get_int(r, o, "level", 0, 15, 0, false, &level) ||
        !get_int(r, o, "play_cost", 0, 99, -1, k != DCG_KIND_EGG, &cost) ||
        !get_int(r, o, "dp", 0, 1000000, -1, digimon, &dp) ||
        !get_int(r, o, "security_attack", -9, 9, 0, false, &sa) ||
        !get_int(r, o, "inherited_security_attack", -9, 9, 0, false, &isa) ||
        !get_keywords(r, o, "keywords", &c->keywords) ||
        !get_keywords(r, o, "inherited_keywords", &c->inherited_keywords) ||
        !get_string(r, o, "rarity", c->rarity, sizeof c->rarity, false) ||
        !get_string(r, o, "form", c->form, sizeof c->form, false) ||
        !get_string(r, o, "attribute", c->attribute, sizeof c->attribute, false) ||
        !get_types(r, o, c->types, sizeof c->types) ||
        !get_string(r, o, "effect", c->effect, sizeof c->effect, false) ||
        !get_string(r, o, "inherited", c->inherited, sizeof c->inherited, false) ||
        !get_string(r, o, "security", c->security, sizeof c->security, false))
        return false;
    if (k == DCG_KIND_EGG && dp >= 0) return fail(r, "dp", "a Digi-Egg has no DP");
    const cJSON *ht = cJSON_GetObjectItemCaseSensitive(o, "has_text");
    if (ht && !cJSON_IsNull(ht) && !cJSON_IsBool(ht)) return fail(r, "has_text", "expected true or false");
    c->has_text = cJSON_IsTrue(ht);
    c->level = (int8_t)level;
    c->play_cost = (int8_t)cost;
    c->dp = dp;
    c->security_attack = (int8_t)sa;
    c->inherited_security_attack = (int8_t)isa;
    const cJSON *evo = cJSON_GetObjectItemCaseSensitive(o, "evo");
    if (evo && !cJSON_IsNull(evo)) {
        if (!cJSON_IsArray(evo)) return fail(r, "evo", "expected an array of requirements");
        if (cJSON_GetArraySize(evo) > DCG_MAX_EVO_REQS) return fail(r, "evo", "more than 8 requirements");
        const cJSON *e;
        cJSON_ArrayForEach(e, evo) {
            dcg_evo_req *q = &c->evo[c->n_evo++];
            int lv, ec;
            if (!cJSON_IsObject(e)) return fail(r, "evo", "expected objects {colors, level, cost}");
            if (!get_colors(r, e, "colors", &q->colors) || !get_int(r, e, "level", 0, 15, 0, true, &lv) ||
                !get_int(r, e, "cost", 0, 99, 0, true, &ec))
                return false;
            q->level = (int8_t)lv;
            q->cost = (int8_t)ec;
        }
    }
    return true;
}

dcg_status dcg_load_cards_json(dcg_ctx *ctx, const char *json, const char *name)
{
    cJSON *root = cJSON_Parse(json);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        for (const char *p = json; at && p < at && *p; p++) line += *p == '\n';
        return dcg_err(ctx, DCG_EPARSE, "%s:%d: malformed JSON", name, line);
    }
    reader r = {.ctx = ctx, .file = name, .status = DCG_OK};
    dcg_card *tmp = NULL;
    int n = 0;
    if (!cJSON_IsArray(root)) {
        r.status = dcg_err(ctx, DCG_EPARSE, "%s: expected a JSON array of cards", name);
        goto done;
    }
    n = cJSON_GetArraySize(root);
    if (n && !(tmp = calloc((size_t)n, sizeof *tmp))) {
        r.status = dcg_err(ctx, DCG_ENOMEM, "out of memory");
        goto done;
    }
    int i = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, root) {
        snprintf(r.card, sizeof r.card, "#%d", i + 1);
        if (!read_card(&r, o, &tmp[i])) goto done;
        for (int k = 0; k < i; k++)
            if (!strcmp(tmp[k].number, tmp[i].number)) {
                fail(&r, "number", "appears twice in this file");
                goto done;
            }
        i++;
    }
    /* all read: merge (replace by number, else append) */
    int added = 0;
    for (int k = 0; k < n; k++) added += dcg_card_find(ctx, tmp[k].number) < 0;
    if (ctx->n_cards + added > ctx->cap_cards) {
        int cap = ctx->n_cards + added + 64;
        dcg_card *cards = realloc(ctx->cards, sizeof *cards * (size_t)cap);
        if (!cards) {
            r.status = dcg_err(ctx, DCG_ENOMEM, "out of memory");
            goto done;
        }
        ctx->cards = cards;
        ctx->cap_cards = cap;
    }
    for (int k = 0; k < n; k++) {
        int at = dcg_card_find(ctx, tmp[k].number);
        ctx->cards[at >= 0 ? at : ctx->n_cards++] = tmp[k];
    }
done:
    free(tmp);
    cJSON_Delete(root);
    return r.status;
}

static dcg_status load_file(dcg_ctx *ctx, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                fclose(f);
                return dcg_err(ctx, DCG_ENOMEM, "out of memory");
            }
            buf = nb;
        }
        size_t got = fread(buf + len, 1, 4096, f);
        len += got;
        if (got < 4096) break;
    }
    fclose(f);
    buf[len] = 0;
    dcg_status s = dcg_load_cards_json(ctx, buf, path);
    free(buf);
    return s;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

dcg_status dcg_load_cards(dcg_ctx *ctx, const char *path)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    if (!S_ISDIR(sb.st_mode)) return load_file(ctx, path);
    DIR *d = opendir(path);
    if (!d) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    char *names[256];
    int n = 0;
    dcg_status s = DCG_OK;
    for (struct dirent *e; (e = readdir(d)) && s == DCG_OK;) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
        if (n == 256) s = dcg_err(ctx, DCG_ELIMIT, "%s: more than 256 card files", path);
        else if (!(names[n++] = strdup(e->d_name))) s = dcg_err(ctx, DCG_ENOMEM, "out of memory");
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (int i = 0; i < n && s == DCG_OK; i++) {
        char file[1024];
        snprintf(file, sizeof file, "%s/%s", path, names[i]);
        s = load_file(ctx, file);
    }
    for (int i = 0; i < n; i++) free(names[i]);
    return s;
}
