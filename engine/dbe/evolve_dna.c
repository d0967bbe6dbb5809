/* evolve_dna.c: DNA materials (Evolution Phase, Evolving by DNA): a future's
** evo-box lists two materials, each by name, type, level or a combination
** (every part given is required); the card facts' form is in cards/dbe/README.md. */
#include "dbe.h"
#include <cjson/cJSON.h>
#include <string.h>

/* One material: "Name", or {"name": ..., "type": ..., "level": ...} (one at least). */
static const char *parse_one(dbe_card *c, int k, const cJSON *v)
{
    c->dna_level[k] = DBE_LEVEL_NONE;
    if (cJSON_IsString(v)) {
        if (!v->valuestring[0] || strlen(v->valuestring) >= DBE_NAME) return "evo_box.dna: a name of 1 to 31 bytes";
        strcpy(c->dna[k], v->valuestring);
        return NULL;
    }
    if (!cJSON_IsObject(v)) return "evo_box.dna: a material is a name or {name, type, level}";
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(v, "name"), *type = cJSON_GetObjectItemCaseSensitive(v, "type"),
                *level = cJSON_GetObjectItemCaseSensitive(v, "level");
    for (const cJSON *f = v->child; f; f = f->next)
        if (strcmp(f->string, "name") && strcmp(f->string, "type") && strcmp(f->string, "level"))
            return "evo_box.dna: a material's fields are name, type and level";
    if (!name && !type && !level) return "evo_box.dna: a material gives a name, a type or a level";
    if (name && (!cJSON_IsString(name) || !name->valuestring[0] || strlen(name->valuestring) >= DBE_NAME))
        return "evo_box.dna: a material's name is 1 to 31 bytes";
    if (name) strcpy(c->dna[k], name->valuestring);
    if (type && (!cJSON_IsString(type) || !(c->dna_types[k] = (uint8_t)dbe_type_bit(type->valuestring))))
        return "evo_box.dna: a material's type is one of the eight types";
    if (level) {
        const char *levels = "RCUM", *at = cJSON_IsString(level) && strlen(level->valuestring) == 1
                                                 ? strchr(levels, level->valuestring[0]) : NULL;
        if (!at) return "evo_box.dna: a material's level is R, C, U or M";
        c->dna_level[k] = (uint8_t)(at - levels);
    }
    return NULL;
}

const char *dbe_dna_parse(dbe_card *c, const cJSON *dna)
{
    if (!dna) return NULL;
    if (!cJSON_IsArray(dna) || cJSON_GetArraySize(dna) != 2) return "evo_box.dna: two materials";
    const cJSON *v;
    cJSON_ArrayForEach(v, dna) {
        const char *bad = parse_one(c, c->n_dna, v);
        if (bad) return bad;
        c->n_dna++;
    }
    return NULL;
}

/* Is m the future's material k? By name: any card so named (its alias too), a DATA
** card by the name it is DATA of (Glossary: DATA); by type or level: a Digimon
** (reading R10-A-6). */
bool dbe_dna_material(const dbe_card *f, int k, const dbe_card *m)
{
    if (f->dna[k][0] && !(m->kind == DBE_CARD_DATA ? dbe_name_matches(f->dna[k], m->data_name)
                                                   : dbe_card_named(m, f->dna[k])))
        return false;
    if (f->dna_types[k] && (m->kind != DBE_CARD_DIGIMON || !(m->types & f->dna_types[k]))) return false;
    if (f->dna_level[k] != DBE_LEVEL_NONE && (m->kind != DBE_CARD_DIGIMON || m->level != f->dna_level[k])) return false;
    return true;
}
