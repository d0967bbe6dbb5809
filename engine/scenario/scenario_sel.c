/* scenario_sel.c: selectors, the scenario's names for one Digimon or one
** card among several alike (tests/scenarios/README.md, "Naming one of
** several"). */
#include "scenario.h"
#include <stdio.h>
#include <stdlib.h>

/* The permanents of p in selector order: the battle area in the order they
** entered, then the breeding area. */
static int perms_of(const run *r, int p, dcg_perm_info *out) { return dcg_stacks(r->st, p, out, SCN_MAX_PERMS); }

bool dcg_scn_stack(const run *r, uint16_t id, dcg_perm_info *out)
{
    dcg_perm_info all[SCN_MAX_PERMS];
    for (int p = 0; p < 2 && id; p++)
        for (int i = 0, n = perms_of(r, p, all); i < n; i++)
            if (all[i].id == id) {
                *out = all[i];
                return true;
            }
    return false;
}

dcg_status dcg_scn_sel_parse(run *r, char *w, sel *s)
{
    memset(s, 0, sizeof *s);
    s->owner = -1;
    if (w[0] == 'P' && (w[1] == '1' || w[1] == '2') && w[2] == ':') {
        s->owner = w[1] - '1';
        w += 3;
    }
    if (!strncmp(w, "token:", 6)) return dcg_scn_planned(r, "tokens (token:NAME)");
    char *hash = strchr(w, '#');
    if (hash) {
        char *end;
        long k = strtol(hash + 1, &end, 10);
        if (end == hash + 1 || *end || k < 1 || k > DCG_PLAYER_CARDS)
            return dcg_scn_bad(r, "expected a place 1..%d after '#' (as in ST1-03#2)", DCG_PLAYER_CARDS);
        s->nth = (int)k;
        *hash = 0;
    }
    char *save = NULL;
    for (char *t = strtok_r(w, "/", &save); t; t = strtok_r(NULL, "/", &save)) {
        if (s->n >= DCG_MAX_STACK) return dcg_scn_bad(r, "a stack holds at most %d cards", DCG_MAX_STACK);
        if (dcg_card_find(r->ctx, t) < 0) return dcg_scn_bad(r, "unknown card number '%s'", t);
        s->num[s->n++] = t;
    }
    if (s->n == 0) return dcg_scn_bad(r, "expected a card number, a stack (A/B/C, bottom first) or NUMBER#K");
    s->stack = s->n > 1;
    return DCG_OK;
}

static bool fits(const run *r, const sel *s, const dcg_perm_info *pm)
{
    if (!pm->id || !pm->n) return false;
    if (!s->stack) return !strcmp(dcg_scn_number(r, pm->cards[pm->n - 1]), s->num[0]);
    if (pm->n != s->n) return false;
    for (int i = 0; i < s->n; i++)
        if (strcmp(dcg_scn_number(r, pm->cards[i]), s->num[i])) return false;
    return true;
}

/* The place (1-based) of pm among its owner's permanents that fit s, 0 if it does not fit. */
static int place_among(const run *r, const sel *s, const dcg_perm_info *pm)
{
    dcg_perm_info all[SCN_MAX_PERMS];
    int n = perms_of(r, pm->owner, all), k = 0;
    for (int i = 0; i < n; i++)
        if (fits(r, s, &all[i])) {
            k++;
            if (all[i].id == pm->id) return k;
        }
    return 0;
}

static bool sel_fits(const run *r, const sel *s, const dcg_perm_info *pm)
{
    if ((s->owner >= 0 && s->owner != pm->owner) || !fits(r, s, pm)) return false;
    return !s->nth || place_among(r, s, pm) == s->nth;
}

bool dcg_scn_sel_perm(const run *r, const sel *s, uint16_t id)
{
    dcg_perm_info pm;
    return dcg_scn_stack(r, id, &pm) && sel_fits(r, s, &pm);
}

uint16_t dcg_scn_find_perm(const run *r, int p, const sel *s, int *ambiguous)
{
    dcg_perm_info all[SCN_MAX_PERMS];
    uint16_t found = 0;
    int n = perms_of(r, p, all), count = 0;
    *ambiguous = 0;
    for (int i = 0; i < n; i++)
        if (sel_fits(r, s, &all[i])) {
            if (!found) found = all[i].id;
            count++;
        }
    if (count > 1) {
        *ambiguous = count;
        return 0;
    }
    return found;
}

const char *dcg_scn_perm_name(const run *r, uint16_t id, char *buf, size_t size)
{
    dcg_perm_info pm;
    if (!dcg_scn_stack(r, id, &pm)) return "";
    sel top = {.owner = pm.owner, .n = 1, .num = {dcg_scn_number(r, pm.cards[pm.n - 1])}};
    dcg_perm_info all[SCN_MAX_PERMS];
    int n = perms_of(r, pm.owner, all), alike = 0;
    for (int i = 0; i < n; i++) alike += fits(r, &top, &all[i]);
    if (alike > 1) snprintf(buf, size, "%s#%d", top.num[0], place_among(r, &top, &pm));
    else snprintf(buf, size, "%s", top.num[0]);
    return buf;
}

int dcg_scn_zone_list(const run *r, int p, int z, uint8_t *out)
{
    if (z != DCG_ZONE_BATTLE && z != DCG_ZONE_BREEDING) return dcg_zone_cards(r->st, p, z, out, DCG_PLAYER_CARDS);
    dcg_perm_info all[SCN_MAX_PERMS];
    int np = perms_of(r, p, all), n = 0;
    for (int i = 0; i < np; i++)
        if (all[i].in_breeding == (z == DCG_ZONE_BREEDING))
            for (int k = 0; k < all[i].n && n < DCG_PLAYER_CARDS; k++) out[n++] = all[i].cards[k];
    return n;
}

bool dcg_scn_sel_card(const run *r, const sel *s, int c)
{
    int p = dcg_owner_of(r->st, c);
    if ((s->owner >= 0 && s->owner != p) || s->stack || strcmp(dcg_scn_number(r, c), s->num[0])) return false;
    if (!s->nth) return true;
    uint8_t ids[DCG_PLAYER_CARDS];
    int n = dcg_scn_zone_list(r, p, dcg_zone_of(r->st, c), ids), k = 0;
    for (int i = 0; i < n; i++)
        if (!strcmp(dcg_scn_number(r, ids[i]), s->num[0]) && ++k == s->nth) return ids[i] == c;
    return false;
}
