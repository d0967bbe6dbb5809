/* req.c: does a card meet a requirement (dcg_evo_req: digivolution
** requirements, 8-1, and the cards DNA digivolution, DigiXros, App Fusion
** and Link name)? Read from the card's facts only. */
#include "internal.h"

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

bool dcg_req_met(const dcg_card *c, const dcg_evo_req *q)
{
    if (q->colors && !(c->colors & q->colors)) return false;
    if (q->level && (q->level_min ? c->level < q->level : c->level != q->level)) return false;
    if (q->name[0] && (q->name_has ? !strstr(c->name, q->name) : strcmp(c->name, q->name))) return false;
    if (q->traits[0]) {
        bool any = false;
        for (const char *p = q->traits; *p && !any;) {
            size_t n = strcspn(p, "/");
            any = in_list(c->types, p, n);
            p += n + (p[n] == '/');
        }
        if (!any) return false;
    }
    return true;
}
