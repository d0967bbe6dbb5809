/* import_terms.c: the terms printed in a community card entry's text (4-23):
** the bracketed names, traits and timings and the keyword icons of its
** effect, inherited and security text, without the notes in parentheses
** (4-23-5), each once, as the card fact "text_has" (cards/README.md). They
** are single terms, never a sentence of the text. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <string.h>

/* The bracket a byte sequence at s opens or closes: '[' '<' '(' or
** ']' '>' ')' for the ASCII and full-width forms; 0 for none. *len: its bytes. */
char dcg_import_bracket(const char *s, int *len)
{
    static const struct { const char *utf8; char is; } wide[] = {
        {"\xEF\xBC\xBB", '['}, {"\xEF\xBC\xBD", ']'}, {"\xEF\xBC\x9C", '<'}, {"\xEF\xBC\x9E", '>'},
        {"\xEF\xBC\x88", '('}, {"\xEF\xBC\x89", ')'}};
    *len = 1;
    if (strchr("[]<>()", *s) && *s) return *s;
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++)
        if (!strncmp(s, wide[i].utf8, 3)) return *len = 3, wide[i].is;
    return 0;
}

/* Add term t (len bytes, spaces and no-break spaces trimmed, '/' splitting
** it into several) to list (out, its '/'-joined text), once. Returns false
** when the list is full. */
static bool add_term(char *out, const char *t, size_t len)
{
    char one[DCG_TEXT_TERMS];
    size_t k = 0;
    for (size_t i = 0; i < len && k + 1 < sizeof one; i++) {
        if ((unsigned char)t[i] == 0xC2 && i + 1 < len && (unsigned char)t[i + 1] == 0xA0) one[k++] = ' ', i++;
        else one[k++] = t[i];
    }
    one[k] = 0;
    for (char *part = strtok(one, "/"); part; part = strtok(NULL, "/")) {
        while (*part == ' ') part++;
        size_t n = strlen(part);
        while (n && part[n - 1] == ' ') part[--n] = 0;
        if (!n) continue;
        for (const char *p = out; *p;) { /* already listed */
            const char *e = strchr(p, '/');
            size_t pl = e ? (size_t)(e - p) : strlen(p);
            if (pl == n && !memcmp(p, part, n)) goto next;
            p += pl + (e != NULL);
        }
        size_t have = strlen(out);
        if (have + (have > 0) + n >= DCG_TEXT_TERMS) return false;
        if (have) out[have++] = '/';
        memcpy(out + have, part, n + 1);
    next:;
    }
    return true;
}

void dcg_import_terms(const cJSON *o, cJSON *card, cJSON *left)
{
    static const char *const fields[] = {"effectText", "inheritedEffectText", "securityEffectText"};
    char out[DCG_TEXT_TERMS] = "";
    for (size_t f = 0; f < sizeof fields / sizeof fields[0]; f++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, fields[f]);
        if (!cJSON_IsString(v)) continue;
        int depth = 0; /* inside notes in parentheses: not text (4-23-5) */
        const char *open = NULL;
        char want = 0;
        for (const char *s = v->valuestring; *s;) {
            int len;
            char b = dcg_import_bracket(s, &len);
            if (b == '(') depth++;
            else if (b == ')' && depth) depth--;
            else if (!depth && !open && (b == '[' || b == '<')) open = s + len, want = b == '[' ? ']' : '>';
            else if (!depth && open && b == want) {
                if (!add_term(out, open, (size_t)(s - open))) dcg_import_note(left, "text term (no room)", open, (size_t)(s - open));
                open = NULL;
            }
            s += len;
        }
    }
    if (*out) {
        cJSON *arr = cJSON_AddArrayToObject(card, "text_has");
        for (char *part = strtok(out, "/"); part; part = strtok(NULL, "/")) cJSON_AddItemToArray(arr, cJSON_CreateString(part));
    }
}
