/* keyword.c: the one table of keyword effects (chapter 16): names for card
** data and scripts, and the rule that defines each. What a keyword does is
** in the rules code that reads it (combat.c, timing.c, game.c, perm.c). */
#include "internal.h"
#include <stdio.h>

static const struct {
    const char *name, *script, *rule;
} keywords[DCG_KEY_COUNT] = {
    [DCG_KEY_BLOCKER] = {"Blocker", "blocker", "16-5"},
    [DCG_KEY_PIERCING] = {"Piercing", "piercing", "16-7"},
    [DCG_KEY_JAMMING] = {"Jamming", "jamming", "16-9"},
    [DCG_KEY_RUSH] = {"Rush", "rush", "16-15"},
    [DCG_KEY_REBOOT] = {"Reboot", "reboot", "16-11"},
    [DCG_KEY_RETALIATION] = {"Retaliation", "retaliation", "16-13"},
    [DCG_KEY_EVADE] = {"Evade", "evade", "16-22"},
    [DCG_KEY_ARMOR_PURGE] = {"Armor Purge", "armor_purge", "16-19"},
    [DCG_KEY_BARRIER] = {"Barrier", "barrier", "16-25"},
};

const char *dcg_keyword_name(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].name : NULL; }
const char *dcg_keyword_script_name(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].script : NULL; }
const char *dcg_keyword_rule(int k) { return k >= 0 && k < DCG_KEY_COUNT ? keywords[k].rule : NULL; }

int dcg_keyword_find(const char *name)
{
    for (int k = 0; k < DCG_KEY_COUNT; k++)
        if (!strcmp(name, keywords[k].name) || !strcmp(name, keywords[k].script)) return k;
    return -1;
}

const char *dcg_keyword_list(char *buf, size_t size, bool script_names)
{
    size_t len = 0;
    buf[0] = 0;
    for (int k = 0; k < DCG_KEY_COUNT && len < size; k++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s", k ? ", " : "", script_names ? keywords[k].script : keywords[k].name);
    return buf;
}
