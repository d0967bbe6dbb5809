/* req.c: does a card meet a requirement (dcg_evo_req: digivolution
** requirements, 8-1, and the cards DNA digivolution, DigiXros, App Fusion
** and Link name)? Read from the card's facts only. */
#include "internal.h"
#include <stdio.h>

/* Is word one of the '/'-separated items of list? */
static bool in_list(const char *list, const char *word, size_t len)
{
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, "/");
        if (n == len && !memcmp(p, word, len)) return true;
        p += n + (p[n] == '/');
    }
    return false;
}

/* Does one of the '/'-separated names of list hold part? */
static bool part_of_one(const char *list, const char *part)
{
    char one[DCG_REQ_TEXT];
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, "/");
        snprintf(one, sizeof one, "%.*s", (int)n, p);
        if (strstr(one, part)) return true;
        p += n + (p[n] == '/');
    }
    return false;
}

/* A name requirement: the card's name, or a name its [Rule] gives it
** (2-3-4-3); "in its name" also what its name is treated as having
** (2-3-4-4), which is no name of its own (2-3-4-4-1). */
bool dcg_card_name_has(const dcg_card *c, const char *part)
{
    return strstr(c->name, part) || part_of_one(c->also_named, part) || part_of_one(c->name_also_has, part);
}

static bool name_met(const dcg_card *c, const dcg_evo_req *q)
{
    if (!q->name_has) return !strcmp(c->name, q->name) || in_list(c->also_named, q->name, strlen(q->name));
    return dcg_card_name_has(c, q->name);
}

/* A bit L for each requirement of c of exactly level L (1 to 15), bit 0
** when one asks for another level (any, or at least or at most one). */
uint16_t dcg_evo_levels(const dcg_card *c)
{
    uint16_t levels = 0;
    for (int r = 0; r < c->n_evo; r++) {
        const dcg_evo_req *q = &c->evo[r];
        bool exact = q->level > 0 && q->level < (int)sizeof levels * 8 && !q->level_min && !q->level_max &&
                     !dcg_req_tamer_as(q); /* a Tamer has no level of its own */
        levels |= (uint16_t)(1u << (exact ? q->level : 0));
    }
    return levels;
}

bool dcg_req_met(const dcg_card *c, const dcg_evo_req *q) { return dcg_req_met_colors(c, c->colors, q); }

bool dcg_req_text_met(const dcg_card *c, const dcg_evo_req *q)
{
    if (q->name[0] && !name_met(c, q)) return false;
    if (q->traits[0]) {
        bool any = false;
        for (const char *p = q->traits; *p && !any;) {
            size_t n = strcspn(p, "/");
            if (!q->trait_part) {
                any = dcg_card_has_trait(c, p, n);
            } else {
                char part[DCG_REQ_TEXT];
                snprintf(part, sizeof part, "%.*s", (int)n, p);
                any = dcg_card_trait_has(c, part);
            }
            p += n + (p[n] == '/');
        }
        if (!any) return false;
    }
    return true;
}

/* 2-3-2-4: "with [part] in its traits": one of its traits includes part. */
bool dcg_card_trait_has(const dcg_card *c, const char *part)
{
    return part_of_one(c->types, part) || part_of_one(c->form, part) || part_of_one(c->attribute, part);
}

/* 2-3-2-1: a card's traits are its forms, attributes and types. */
bool dcg_card_has_trait(const dcg_card *c, const char *t, size_t len)
{
    return in_list(c->types, t, len) || in_list(c->form, t, len) || in_list(c->attribute, t, len);
}
