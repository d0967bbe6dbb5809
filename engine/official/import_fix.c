/* import_fix.c: corrections to the community card list, applied by
** `dcg cards import` before a card is converted, so that a re-import keeps
** them. A data directory may hold cards/corrections/source.json: an object
** by card number, each entry an object with "_note" (required: the evidence
** for the correction) and the list's fields (its own names: "effectText",
** "inheritedEffectText", ...) set as strings on that card's entries where
** the list has none or an empty one (a list fixed later is not overwritten).
** Nothing is guessed: a malformed file, an entry without "_note" or a field
** that is not a string is an error naming the file and the card. */
#include "internal.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

#define FIX_PATH "cards/corrections/source.json"

/* The corrections of data directory dir (a JSON object), NULL when it has
** none; *bad is set on an error (in ctx). */
static cJSON *read_fixes(dcg_ctx *ctx, const char *dir, bool *bad)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/" FIX_PATH, dir);
    int kind = dcg_entry_kind(ctx, path);
    if (kind == DCG_ENTRY_NONE) return NULL;
    char *buf;
    size_t len;
    if (kind != DCG_ENTRY_FILE || dcg_read_regular(ctx, path, 1 << 20, &buf, &len) != DCG_OK) {
        if (kind == DCG_ENTRY_DIR) dcg_err(ctx, DCG_EIO, "%s: a folder, not a file", path);
        *bad = true;
        return NULL;
    }
    cJSON *fixes = cJSON_Parse(buf);
    free(buf);
    if (!cJSON_IsObject(fixes)) {
        cJSON_Delete(fixes);
        *bad = true;
        dcg_err(ctx, DCG_EPARSE, "%s: expected a JSON object of corrections by card number", path);
        return NULL;
    }
    const cJSON *e;
    cJSON_ArrayForEach(e, fixes) {
        const cJSON *note = cJSON_GetObjectItemCaseSensitive(e, "_note");
        const char *why = !cJSON_IsObject(e) ? "not an object"
                          : !cJSON_IsString(note) || !*note->valuestring ? "no \"_note\" naming the evidence"
                                                                         : NULL;
        for (const cJSON *v = cJSON_IsObject(e) ? e->child : NULL; v && !why; v = v->next)
            if (!cJSON_IsString(v)) why = "a field that is not a string";
        if (why) {
            *bad = true;
            dcg_err(ctx, DCG_EPARSE, "%s: card %s: %s", path, e->string, why);
            cJSON_Delete(fixes);
            return NULL;
        }
    }
    return fixes;
}

dcg_status dcg_import_fixes(dcg_ctx *ctx, cJSON **out)
{
    *out = NULL;
    for (int i = 0; dcg_data_dir(ctx, i); i++) {
        bool bad = false;
        cJSON *fixes = read_fixes(ctx, dcg_data_dir(ctx, i), &bad);
        if (bad) {
            cJSON_Delete(*out);
            *out = NULL;
            return DCG_EPARSE;
        }
        if (!fixes) continue;
        if (!*out) { *out = fixes; continue; }
        while (fixes->child) { /* a later directory's entry replaces an earlier one */
            cJSON *e = cJSON_DetachItemViaPointer(fixes, fixes->child);
            cJSON_DeleteItemFromObjectCaseSensitive(*out, e->string);
            cJSON_AddItemToObject(*out, e->string, e);
        }
        cJSON_Delete(fixes);
    }
    return DCG_OK;
}

void dcg_import_fix(const cJSON *fixes, const char *number, cJSON *o)
{
    const cJSON *e = number ? cJSON_GetObjectItemCaseSensitive(fixes, number) : NULL;
    for (const cJSON *v = e ? e->child : NULL; v; v = v->next) {
        if (v->string[0] == '_') continue;
        const cJSON *had = cJSON_GetObjectItemCaseSensitive(o, v->string);
        if (cJSON_IsString(had) && *had->valuestring) continue;
        cJSON_DeleteItemFromObjectCaseSensitive(o, v->string);
        cJSON_AddStringToObject(o, v->string, v->valuestring);
    }
}
