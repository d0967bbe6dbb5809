/* files.c: reading the files of a data directory or mod.
**
** A mod is a folder of regular files: what loading reads stays inside it.
** An entry it would load (a folder, a *.lua or *.json file) that is a
** symbolic link, a FIFO, a device or a socket is refused by name, never
** followed or opened: a link could lead out of the mod (to / and /proc), a
** FIFO would block the load for ever. A file is read only up to a bounded
** size. The folder given by the user (dcg_load_dir's dir) is theirs to
** name: only what is found inside it is checked. */
#include "internal.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int dcg_entry_kind(dcg_ctx *ctx, const char *path)
{
    struct stat sb;
    if (lstat(path, &sb) != 0) return errno == ENOENT ? DCG_ENTRY_NONE : (dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno)), -1);
    if (S_ISREG(sb.st_mode)) return DCG_ENTRY_FILE;
    if (S_ISDIR(sb.st_mode)) return DCG_ENTRY_DIR;
    dcg_err(ctx, DCG_EIO, "%s: %s: a mod is read from its own regular files and folders only", path,
            S_ISLNK(sb.st_mode) ? "a symbolic link" : S_ISFIFO(sb.st_mode) ? "a FIFO" : "not a regular file");
    return -1;
}

dcg_status dcg_read_regular(dcg_ctx *ctx, const char *path, size_t max, char **out, size_t *len)
{
    *out = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY); /* a FIFO opens at once, and is refused below */
    if (fd < 0) return dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    struct stat sb;
    dcg_status s = DCG_OK;
    if (fstat(fd, &sb) != 0) s = dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
    else if (!S_ISREG(sb.st_mode)) s = dcg_err(ctx, DCG_EIO, "%s: not a regular file", path);
    else if ((uint64_t)sb.st_size > max)
        s = dcg_err(ctx, DCG_ELIMIT, "%s: %lld bytes, more than the %zu a file of its kind may hold", path, (long long)sb.st_size, max);
    char *buf = s ? NULL : malloc((size_t)sb.st_size + 1);
    if (!s && !buf) s = dcg_err(ctx, DCG_ENOMEM, "%s: out of memory", path);
    size_t n = 0;
    while (!s) { /* to its end, never past max (the file may grow meanwhile) */
        ssize_t got = read(fd, buf + n, (size_t)sb.st_size + 1 - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) s = dcg_err(ctx, DCG_EIO, "%s: %s", path, strerror(errno));
        else if (got == 0) break;
        else if ((n += (size_t)got) > (size_t)sb.st_size) s = dcg_err(ctx, DCG_EIO, "%s: changed while read", path);
    }
    close(fd);
    if (s) {
        free(buf);
        return s;
    }
    buf[n] = 0;
    *out = buf;
    *len = n;
    return DCG_OK;
}
