/* files.c: the official loader's reading of a data directory or mod, on
** the machinery's (core/files.h: regular files and folders only, bounded
** sizes), its failures set on the context. The folder given by the user
** (dcg_load_dir's dir) is theirs to name: only what is found inside it is
** checked. */
#include "internal.h"

int dcg_entry_kind(dcg_ctx *ctx, const char *path)
{
    char err[sizeof ctx->err];
    int kind = dcg_file_kind(path, err, sizeof err);
    if (kind < 0) dcg_err(ctx, DCG_EIO, "%s", err);
    return kind;
}

dcg_status dcg_read_regular(dcg_ctx *ctx, const char *path, size_t max, char **out, size_t *len)
{
    char err[sizeof ctx->err];
    int s = dcg_file_read(path, max, out, len, err, sizeof err);
    if (!s) return DCG_OK;
    return dcg_err(ctx, s == DCG_FILE_ELIMIT ? DCG_ELIMIT : s == DCG_FILE_ENOMEM ? DCG_ENOMEM : DCG_EIO, "%s", err);
}
