/* keyword.c: the one table of keyword effects (chapter 16): names for card
** data and scripts, and the rule that defines each. What a keyword does is
** in the rules code that reads it (combat.c, timing.c, game.c, perm.c). */
#include "internal.h"
#include <stdio.h>

static const struct {
    const char *name, *script, *rule;
    const char *trait; /* <Decoy ([TRAIT])>: the trait of the Digimon it protects (16-18-1) */
} keywords[DCG_KEY_COUNT] = {
    [DCG_KEY_BLOCKER] = {"Blocker", "blocker", "16-5", NULL},
    [DCG_KEY_PIERCING] = {"Piercing", "piercing", "16-7", NULL},
    [DCG_KEY_JAMMING] = {"Jamming", "jamming", "16-9", NULL},
    [DCG_KEY_RUSH] = {"Rush", "rush", "16-15", NULL},
    [DCG_KEY_REBOOT] = {"Reboot", "reboot", "16-11", NULL},
    [DCG_KEY_RETALIATION] = {"Retaliation", "retaliation", "16-13", NULL},
    [DCG_KEY_EVADE] = {"Evade", "evade", "16-22", NULL},
    [DCG_KEY_ARMOR_PURGE] = {"Armor Purge", "armor_purge", "16-19", NULL},
    [DCG_KEY_BARRIER] = {"Barrier", "barrier", "16-25", NULL},
    [DCG_KEY_DECOY_RED] = {"Decoy (Red)", "decoy(red)", "16-18", NULL},
    [DCG_KEY_DECOY_BLUE] = {"Decoy (Blue)", "decoy(blue)", "16-18", NULL},
    [DCG_KEY_DECOY_YELLOW] = {"Decoy (Yellow)", "decoy(yellow)", "16-18", NULL},
    [DCG_KEY_DECOY_GREEN] = {"Decoy (Green)", "decoy(green)", "16-18", NULL},
    [DCG_KEY_DECOY_BLACK] = {"Decoy (Black)", "decoy(black)", "16-18", NULL},
    [DCG_KEY_DECOY_PURPLE] = {"Decoy (Purple)", "decoy(purple)", "16-18", NULL},
    [DCG_KEY_DECOY_WHITE] = {"Decoy (White)", "decoy(white)", "16-18", NULL},
    [DCG_KEY_RAID] = {"Raid", "raid", "16-23", NULL},
    [DCG_KEY_ALLIANCE] = {"Alliance", "alliance", "16-24", NULL},
    [DCG_KEY_FORTITUDE] = {"Fortitude", "fortitude", "16-27", NULL},
    [DCG_KEY_COLLISION] = {"Collision", "collision", "16-30", NULL},
    [DCG_KEY_SCAPEGOAT] = {"Scapegoat", "scapegoat", "16-32", NULL},
    [DCG_KEY_VORTEX] = {"Vortex", "vortex", "16-33", NULL},
    [DCG_KEY_ICECLAD] = {"Iceclad", "iceclad", "16-35", NULL},
    [DCG_KEY_BLAST_DIGIVOLVE] = {"Blast Digivolve", "blast_digivolve", "16-26", NULL},
    [DCG_KEY_FRAGMENT_1] = {"Fragment (1)", "fragment(1)", "16-37", NULL},
    [DCG_KEY_FRAGMENT_2] = {"Fragment (2)", "fragment(2)", "16-37", NULL},
    [DCG_KEY_FRAGMENT_3] = {"Fragment (3)", "fragment(3)", "16-37", NULL},
    [DCG_KEY_ENGAGE] = {"Engage", "engage", "16-44", NULL},
    [DCG_KEY_EXECUTE] = {"Execute", "execute", "16-38", NULL},
    [DCG_KEY_ASCENSION] = {"Ascension", "ascension", "16-43", NULL},
    [DCG_KEY_DIGISORPTION_1] = {"Digisorption -1", "digisorption(-1)", "16-10", NULL},
    [DCG_KEY_DIGISORPTION_2] = {"Digisorption -2", "digisorption(-2)", "16-10", NULL},
    [DCG_KEY_DIGISORPTION_3] = {"Digisorption -3", "digisorption(-3)", "16-10", NULL},
    [DCG_KEY_GUARD] = {"Guard", "guard", "16-45", NULL},
    [DCG_KEY_MATERIAL_SAVE_1] = {"Material Save 1", "material_save(1)", "16-21", NULL},
    [DCG_KEY_MATERIAL_SAVE_2] = {"Material Save 2", "material_save(2)", "16-21", NULL},
    [DCG_KEY_MATERIAL_SAVE_3] = {"Material Save 3", "material_save(3)", "16-21", NULL},
    [DCG_KEY_MATERIAL_SAVE_4] = {"Material Save 4", "material_save(4)", "16-21", NULL},
    [DCG_KEY_TRAINING] = {"Training", "training", "16-41", NULL},
    [DCG_KEY_PROGRESS] = {"Progress", "progress", "16-39", NULL},
    [DCG_KEY_DETACH] = {"Detach", "detach", "16-46", NULL},
    [DCG_KEY_DECOY_D_BRIGADE] = {"Decoy ([D-Brigade])", "decoy([D-Brigade])", "16-18", "D-Brigade"},
};

const char *dcg_keyword_name(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].name : NULL; }
const char *dcg_keyword_script_name(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].script : NULL; }
const char *dcg_keyword_rule(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].rule : NULL; }
const char *dcg_keyword_trait(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].trait : NULL; }

int dcg_keyword_find(const char *name)
{
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (!strcmp(name, keywords[k].name) || !strcmp(name, keywords[k].script)) return k;
    return -1;
}

/* The keyword named exactly so, in the printed or the script form. */
static int named(const char *name, size_t len, bool script)
{
    for (int k = 0; k < DCG_KEY_COUNT; k++) {
        const char *n = script ? keywords[k].script : keywords[k].name;
        if (strlen(n) == len && !strncmp(name, n, len)) return k;
    }
    return -1;
}

/* A keyword with a parameter that takes few values is one keyword per
** value: the keyword set is its storage, in card data, modifiers and
** continuous effects alike. "Decoy (Red/Black)" names the keyword of each
** value: "Decoy (Red)" and "Decoy (Black)". */
dcg_kwset dcg_keyword_set(const char *name, int script)
{
    size_t len = strlen(name);
    int k = named(name, len, script);
    if (k >= 0) return DCG_KW(k);
    const char *open = strchr(name, '(');
    if (!open || len < 2 || name[len - 1] != ')' || open - name > 32) return 0;
    char one[64];
    size_t head = (size_t)(open - name) + 1;
    dcg_kwset set = 0;
    for (const char *v = open + 1;; v++) { /* each value, up to a '/' or the closing ')' */
        const char *end = v + strcspn(v, "/)");
        if (end == v || !*end || head + (size_t)(end - v) + 1 >= sizeof one) return 0;
        memcpy(one, name, head);
        memcpy(one + head, v, (size_t)(end - v));
        one[head + (size_t)(end - v)] = ')';
        if ((k = named(one, head + (size_t)(end - v) + 1, script)) < 0) return 0;
        set |= DCG_KW(k);
        if (*end == ')') return end == name + len - 1 ? set : 0;
        v = end;
    }
}

/* A keyword named without its number or colour names its kind, every
** value of it (16-2): "decoy" is <Decoy (Red)>, <Decoy (Blue)>, ...;
** "Material Save" every <Material Save N>. 0 when no keyword has
** a parameter after that name. */
dcg_kwset dcg_keyword_kind(const char *name)
{
    size_t len = strlen(name);
    dcg_kwset set = 0;
    for (int k = 0; k < DCG_KEY_COUNT && len; k++) {
        const char *s = keywords[k].script, *n = keywords[k].name;
        bool printed = !strncmp(n, name, len) && n[len] == ' ' && strchr("(-0123456789", n[len + 1]) && n[len + 1];
        if ((!strncmp(s, name, len) && s[len] == '(') || printed) set |= DCG_KW(k);
    }
    return set;
}

/* A keyword by either name, several named at once ("decoy(red/black)"), or a kind (16-2). */
dcg_kwset dcg_keyword_or_kind(const char *name)
{
    dcg_kwset set = dcg_keyword_set(name, 1);
    if (!set) set = dcg_keyword_set(name, 0);
    return set ? set : dcg_keyword_kind(name);
}

const char *dcg_keyword_list(char *buf, size_t size, bool script_names)
{
    size_t len = 0;
    buf[0] = 0;
    for (int k = 0; k < DCG_KEY_COUNT && len < size; k++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", k ? ", " : "", script_names ? keywords[k].script : keywords[k].name);
    return buf;
}
