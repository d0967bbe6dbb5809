/* cards.c: DBE card facts from JSON (cards/dbe/sample.json; cards/dbe/README.md
** names the fields). A bad field is an error naming the card and field. */
#include "dbe.h"
#include "files.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *const dbe_type_names[DBE_TYPE_COUNT] = {"Nature", "Dragon", "Enigma", "Wind", "Nightmare", "Metal",
                                                    "Jungle", "Marine"};
const char *const dbe_ability_names[AB_COUNT] = {"", "1st attack", "counter", "crash", "drain", "jamming",
                                                 "guard", "killer", "x3", "draw", "trash", "flatten",
                                                 "grudge", "shatter", "static", "recycle", "mimic", "recode",
                                                 "corrupt"};
const char *const dbe_attack_names[DBE_ATTACKS + 1] = {"circle", "triangle", "cross", NULL};

int dbe_type_bit(const char *name)
{
    for (int i = 0; i < DBE_TYPE_COUNT; i++)
        if (!strcasecmp(name, dbe_type_names[i])) return 1 << i;
    return 0;
}

/* Partial names (Evolution terminology: partial names): "-dramon" ends a
** name, "kok-" starts one, "-devi-" is inside one; else the whole name. */
bool dbe_name_matches(const char *pat, const char *name)
{
    size_t n = strlen(pat), m = strlen(name);
    bool lead = n && pat[0] == '-', tail = n > 1 && pat[n - 1] == '-';
    if (!lead && !tail) return !strcasecmp(pat, name);
    char core[DBE_NAME];
    size_t k = n - lead - tail;
    if (k == 0 || k >= sizeof core || k > m) return false;
    memcpy(core, pat + lead, k);
    core[k] = 0;
    if (lead && tail) {
        for (size_t i = 0; i + k <= m; i++)
            if (!strncasecmp(name + i, core, k)) return true;
        return false;
    }
    return lead ? !strcasecmp(name + m - k, core) : !strncasecmp(name, core, k);
}

/* Every check of a card's name (evo-box names and bonuses, DNA materials, DATA
** legality, the partner C, Take, Call, Flatten's name condition): its printed
** name, or any of its aliases (Glossary: Also counts as [Name], Alias; Deck
** Construction's general note; up to DBE_ALIASES: reading R10-C-6). */
bool dbe_card_named(const dbe_card *c, const char *pat)
{
    if (dbe_name_matches(pat, c->name) || (c->alias[0] && dbe_name_matches(pat, c->alias))) return true;
    for (int i = 0; i < DBE_ALIASES - 1; i++)
        if (c->alias_more[i][0] && dbe_name_matches(pat, c->alias_more[i])) return true;
    return false;
}

static int fail(dcg_dbe_ctx *ctx, const char *card, const char *what)
{
    snprintf(ctx->err, sizeof ctx->err, "dbe card %s: %s", card, what);
    return -1;
}

static int attack_index(const char *s)
{
    for (int i = 0; i < DBE_ATTACKS; i++)
        if (!strcasecmp(s, dbe_attack_names[i])) return i;
    return -1;
}

/* "counter circle", "x3 Dragon/Metal", "draw 2", "1st attack", ... */
static int parse_ability(dbe_card *c, int a, const char *s)
{
    char word[24] = "", arg[64] = "";
    if (!strncasecmp(s, "1st attack", 10) && !s[10]) { c->ability[a] = AB_FIRST; return 0; }
    if (sscanf(s, "%23s %63s", word, arg) < 1) return -1;
    for (int k = AB_COUNTER; k < AB_COUNT; k++) {
        if (strcasecmp(word, dbe_ability_names[k])) continue;
        c->ability[a] = (uint8_t)k;
        switch (k) {
        case AB_COUNTER: case AB_GUARD: case AB_KILLER: case AB_GRUDGE: case AB_MIMIC: {
            int t = attack_index(arg);
            if (t < 0) return -1;
            c->ab_attack[a] = (uint8_t)t;
            return 0;
        }
        case AB_X3: {
            char *save = NULL;
            for (char *tok = strtok_r(arg, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
                int b = dbe_type_bit(tok);
                if (!b) return -1;
                c->ab_types[a] |= (uint8_t)b;
            }
            return c->ab_types[a] ? 0 : -1;
        }
        case AB_FLATTEN: { /* "flatten" or "flatten Dragon/U/circle/abnormal/name:-dramon": any one condition */
            char *save = NULL;
            for (char *tok = strtok_r(arg, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
                int b = dbe_type_bit(tok), t = attack_index(tok);
                const char *lv = strlen(tok) == 1 ? strchr("RCUM", tok[0]) : NULL;
                if (!strcmp(tok, "abnormal")) c->ab_flat[a] |= 128; /* other conditions (reading R10-C-7) */
                else if (!strncmp(tok, "name:", 5)) {
                    if (!tok[5] || c->ab_flat_name[a][0] || strlen(tok + 5) >= DBE_NAME) return -1;
                    memcpy(c->ab_flat_name[a], tok + 5, strlen(tok + 5) + 1);
                } else if (b) c->ab_types[a] |= (uint8_t)b;
                else if (t >= 0) c->ab_flat[a] |= (uint8_t)(16 << t);
                else if (lv) c->ab_flat[a] |= (uint8_t)(1 << (lv - "RCUM"));
                else return -1;
            }
            return 0;
        }
        case AB_DRAW: case AB_TRASH: case AB_STATIC: case AB_RECYCLE: case AB_RECODE: case AB_CORRUPT: {
            int n = atoi(arg);
            if (n < 1 || n > 9) return -1;
            c->ab_n[a] = (int8_t)n;
            return 0;
        }
        default: return arg[0] ? -1 : 0;
        }
    }
    return -1;
}

static int num(const cJSON *o, const char *key, int def)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : def;
}

static int copy_str(char *dst, size_t size, const cJSON *v)
{
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= size || !v->valuestring[0]) return -1;
    strcpy(dst, v->valuestring);
    return 0;
}

static int parse_box(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *box)
{
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(box, "names"), *v;
    cJSON_ArrayForEach(v, names) {
        if (c->n_names >= DBE_BOX || copy_str(c->names[c->n_names++], DBE_NAME, v))
            return fail(ctx, c->number, "evo_box.names: at most 4 names of under 32 bytes");
    }
    const char *bad_dna = dbe_dna_parse(c, cJSON_GetObjectItemCaseSensitive(box, "dna")); /* evolve_dna.c */
    if (bad_dna) return fail(ctx, c->number, bad_dna);
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(box, "bonus")) {
        if (c->n_bonus >= DBE_BOX) return fail(ctx, c->number, "evo_box.bonus: at most 4");
        dbe_bonus *b = &c->bonus[c->n_bonus++];
        if (copy_str(b->from, DBE_NAME, cJSON_GetObjectItemCaseSensitive(v, "from")))
            return fail(ctx, c->number, "evo_box.bonus: 'from' names the card evolved from");
        b->draw = (int16_t)num(v, "draw", 0);
        b->hp = (int16_t)num(v, "hp", 0);
        b->power = (int16_t)num(v, "power", 0);
        b->dp_minus = (int16_t)num(v, "dp_minus", 0);
    }
    return 0;
}

/* The Destiny Zone's special cards and deck-rule marks (Deck Construction;
** Glossary: Proxy): "proxy", "ace", "firewall", "gem" (true or absent), and
** "passive_power" (Power its Passive adds to every attack while in play). */
static int parse_special(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *o)
{
    static const char *const flags[] = {"proxy", "ace", "firewall", "gem"};
    uint8_t *to[] = {&c->proxy, &c->ace, &c->firewall, &c->gem};
    for (int i = 0; i < 4; i++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, flags[i]);
        if (v && !cJSON_IsBool(v)) return fail(ctx, c->number, "'proxy', 'ace', 'firewall' and 'gem' are true or false");
        *to[i] = (uint8_t)cJSON_IsTrue(v);
    }
    const cJSON *pp = cJSON_GetObjectItemCaseSensitive(o, "passive_power");
    if (pp && (!cJSON_IsNumber(pp) || pp->valueint < -1000 || pp->valueint > 1000))
        return fail(ctx, c->number, "'passive_power' is a number from -1000 to 1000");
    c->passive_power = (int16_t)num(o, "passive_power", 0);
    if (dbe_passive_read(ctx, c, o)) return -1;
    if (c->kind == DBE_CARD_DATA) { /* DATA card Legality: its name names a card of the Destiny Zone */
        size_t n = strlen(c->name);
        if (n <= 5 || strcmp(c->name + n - 5, " DATA")) return fail(ctx, c->number, "a DATA card's name is 'NAME DATA'");
        memcpy(c->data_name, c->name, n - 5);
        c->data_name[n - 5] = 0;
    }
    return 0;
}

/* "alias": "Name" or ["Name", ...] (Glossary: Also counts as [Name], Alias): up
** to DBE_ALIASES names, none the card's own, none twice (reading R10-C-6). */
static int parse_aliases(dbe_card *c, const cJSON *alias)
{
    if (!alias) return 0;
    if (cJSON_IsString(alias)) return copy_str(c->alias, sizeof c->alias, alias) || !c->alias[0] ||
                                      !strcasecmp(c->alias, c->name) ? -1 : 0;
    int n = cJSON_GetArraySize(alias);
    if (!cJSON_IsArray(alias) || n < 1 || n > DBE_ALIASES) return -1;
    for (int i = 0; i < n; i++) {
        char *to = i ? c->alias_more[i - 1] : c->alias;
        if (copy_str(to, DBE_NAME, cJSON_GetArrayItem(alias, i)) || !to[0] || !strcasecmp(to, c->name)) return -1;
        for (int j = 0; j < i; j++)
            if (!strcasecmp(to, j ? c->alias_more[j - 1] : c->alias)) return -1;
    }
    return 0;
}

static int parse_card(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *o)
{
    memset(c, 0, sizeof *c);
    c->script_ref = -2; /* LUA_NOREF */
    if (copy_str(c->number, sizeof c->number, cJSON_GetObjectItemCaseSensitive(o, "number")))
        return fail(ctx, "?", "'number' is missing or too long");
    if (copy_str(c->name, sizeof c->name, cJSON_GetObjectItemCaseSensitive(o, "name")))
        return fail(ctx, c->number, "'name' is missing or too long");
    if (parse_aliases(c, cJSON_GetObjectItemCaseSensitive(o, "alias")))
        return fail(ctx, c->number, "'alias' is a name other than the card's own, or a list of 1 to 3 different ones");
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(o, "kind");
    static const char *const kinds[] = {"digimon", "option", "evolution", "data", "mastery"};
    c->kind = 255;
    for (int i = 0; i < 5; i++)
        if (cJSON_IsString(kind) && !strcmp(kind->valuestring, kinds[i])) c->kind = (uint8_t)i;
    if (c->kind == 255) return fail(ctx, c->number, "'kind' is digimon, option, evolution, data or mastery");
    if (parse_special(ctx, c, o)) return -1;
    c->plus_p = (int16_t)num(o, "plus_p", 0);
    c->level = DBE_LEVEL_NONE;
    c->dp_cost = -1;
    const cJSON *v;
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(o, "ignore")) {
        if (!cJSON_IsString(v)) return fail(ctx, c->number, "'ignore' lists level, type or dp");
        if (!strcmp(v->valuestring, "level")) c->ev_ignore_level = 1;
        else if (!strcmp(v->valuestring, "type")) c->ev_ignore_type = 1;
        else if (!strcmp(v->valuestring, "dp")) c->ev_ignore_dp = 1;
        else return fail(ctx, c->number, "'ignore' lists level, type or dp");
    }
    if (c->kind != DBE_CARD_DIGIMON) return 0;
    const cJSON *lv = cJSON_GetObjectItemCaseSensitive(o, "level");
    const char *levels = "RCUM";
    if (!cJSON_IsString(lv) || strlen(lv->valuestring) != 1 || !strchr(levels, lv->valuestring[0]))
        return fail(ctx, c->number, "'level' is R, C, U or M");
    c->level = (uint8_t)(strchr(levels, lv->valuestring[0]) - levels);
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(o, "type");
    if (!cJSON_IsString(type) || !(c->types = (uint8_t)dbe_type_bit(type->valuestring)))
        return fail(ctx, c->number, "'type' is one of the eight types");
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(o, "subtypes")) {
        int b = cJSON_IsString(v) ? dbe_type_bit(v->valuestring) : 0;
        if (!b) return fail(ctx, c->number, "'subtypes' are types");
        c->types |= (uint8_t)b;
    }
    c->dp_cost = (int16_t)num(o, "dp", -1);
    c->hp = (int16_t)num(o, "hp", 0);
    if (c->hp <= 0) return fail(ctx, c->number, "'hp' is a positive number");
    for (int a = 0; a < DBE_ATTACKS; a++) {
        c->power[a] = (int16_t)num(o, dbe_attack_names[a], 0);
        char key[32];
        snprintf(key, sizeof key, "%s_ability", dbe_attack_names[a]);
        const cJSON *ab = cJSON_GetObjectItemCaseSensitive(o, key);
        if (ab && (!cJSON_IsString(ab) || parse_ability(c, a, ab->valuestring)))
            return fail(ctx, c->number, "an attack ability is not one of docs/dbe.md's");
    }
    const cJSON *box = cJSON_GetObjectItemCaseSensitive(o, "evo_box");
    return box ? parse_box(ctx, c, box) : 0;
}

/* "attach": {"power": N, "dp": N, "hp": N, "slots": N}: the card may be attached
** (Glossary: Attach), and gives these while attached (reading R10-C-1); an
** Evolution card never (Attack Abilities: Attach D/T/H, prohibited targets). */
static int parse_attach(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *o)
{
    const cJSON *at = cJSON_GetObjectItemCaseSensitive(o, "attach");
    if (!at) return 0;
    if (!cJSON_IsObject(at) || c->kind == DBE_CARD_EVOLUTION)
        return fail(ctx, c->number, "'attach' is an object, and an Evolution card is never attached");
    c->attachable = 1;
    c->attach_power = (int16_t)num(at, "power", 0);
    c->attach_dp = (int16_t)num(at, "dp", 0);
    c->attach_hp = (int16_t)num(at, "hp", 0);
    int slots = num(at, "slots", 0);
    c->attach_slots = (uint8_t)(slots < 0 || slots > 2 ? 0 : slots);
    if (c->attach_power < -1000 || c->attach_power > 1000) return fail(ctx, c->number, "'attach.power' is -1000 to 1000");
    if (c->attach_dp < -100 || c->attach_dp > 100) return fail(ctx, c->number, "'attach.dp' is -100 to 100");
    if (c->attach_hp < 0 || c->attach_hp > 1000) return fail(ctx, c->number, "'attach.hp' is 0 to 1000");
    if (slots < 0 || slots > 2) return fail(ctx, c->number, "'attach.slots' is 0 to 2");
    return 0;
}

/* "revive": N: a Digimon's own passive Revive (Glossary: Revive; reading R10-C-4):
** while it is the active, a KO leaves it in play with N HP. */
static int parse_revive(dcg_dbe_ctx *ctx, dbe_card *c, const cJSON *o)
{
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(o, "revive");
    if (!r) return 0;
    if (!cJSON_IsNumber(r) || r->valueint < 10 || r->valueint > 5000 || c->kind != DBE_CARD_DIGIMON)
        return fail(ctx, c->number, "'revive' is the HP of a Digimon's own Revive, 10 to 5000");
    c->revive_hp = (int16_t)r->valueint;
    return 0;
}

int dbe_card_parse(dcg_dbe_ctx *ctx, dbe_card *c, const void *json)
{
    return parse_card(ctx, c, json) || parse_attach(ctx, c, json) || parse_revive(ctx, c, json) ? -1 : 0;
}

int dbe_cards_load(dcg_dbe_ctx *ctx, const char *path)
{
    /* a regular file of at most 1 MB, never a link or a FIFO (core/files.h) */
    char *buf;
    size_t n;
    if (dcg_file_read(path, (size_t)1 << 20, &buf, &n, ctx->err, sizeof ctx->err) != DCG_FILE_OK) return -1;
    cJSON *root = cJSON_Parse(buf);
    free(buf);
    if (!cJSON_IsArray(root)) {
        cJSON_Delete(root);
        return snprintf(ctx->err, sizeof ctx->err, "%s: not a JSON array of cards", path), -1;
    }
    const cJSON *o;
    int rc = 0;
    cJSON_ArrayForEach(o, root) {
        if (ctx->n_cards >= DBE_MAX_CARDS) {
            snprintf(ctx->err, sizeof ctx->err, "%s: more than %d cards", path, DBE_MAX_CARDS);
            rc = -1;
            break;
        }
        dbe_card *c = &ctx->cards_rw[ctx->n_cards];
        if ((rc = dbe_card_parse(ctx, c, o))) break;
        if (dcg_dbe_card_find(ctx, c->number) >= 0) {
            rc = fail(ctx, c->number, "a second card with this number");
            break;
        }
        ctx->n_cards++;
        if ((rc = dbe_flip_load(ctx, ctx->n_cards - 1, o))) break; /* its other side, if a flip card (flip.c) */
    }
    cJSON_Delete(root);
    return rc;
}
