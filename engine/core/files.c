/* files.c: the files of a data directory or mod (files.h). */
#include "files.h"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int dcg_file_kind(const char *path, char *err, size_t err_size)
{
    struct stat sb;
    if (lstat(path, &sb) != 0) {
        if (errno == ENOENT) return DCG_ENTRY_NONE;
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    if (S_ISREG(sb.st_mode)) return DCG_ENTRY_FILE;
    if (S_ISDIR(sb.st_mode)) return DCG_ENTRY_DIR;
    snprintf(err, err_size, "%s: %s: a mod is read from its own regular files and folders only", path,
             S_ISLNK(sb.st_mode) ? "a symbolic link" : S_ISFIFO(sb.st_mode) ? "a FIFO" : "not a regular file");
    return -1;
}

int dcg_file_read(const char *path, size_t max, char **out, size_t *len, char *err, size_t err_size)
{
    *out = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY); /* a FIFO opens at once, and is refused below */
    if (fd < 0) return snprintf(err, err_size, "%s: %s", path, strerror(errno)), DCG_FILE_EIO;
    struct stat sb;
    int s = DCG_FILE_OK;
    if (fstat(fd, &sb) != 0) s = DCG_FILE_EIO, snprintf(err, err_size, "%s: %s", path, strerror(errno));
    else if (!S_ISREG(sb.st_mode)) s = DCG_FILE_EIO, snprintf(err, err_size, "%s: not a regular file", path);
    else if ((uint64_t)sb.st_size > max)
        s = DCG_FILE_ELIMIT, snprintf(err, err_size, "%s: %lld bytes, more than the %zu a file of its kind may hold", path,
                                      (long long)sb.st_size, max);
    char *buf = s ? NULL : malloc((size_t)sb.st_size + 1);
    if (!s && !buf) s = DCG_FILE_ENOMEM, snprintf(err, err_size, "%s: out of memory", path);
    size_t n = 0;
    while (!s) { /* to its end, never past max (the file may grow meanwhile) */
        ssize_t got = read(fd, buf + n, (size_t)sb.st_size + 1 - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) s = DCG_FILE_EIO, snprintf(err, err_size, "%s: %s", path, strerror(errno));
        else if (got == 0) break;
        else if ((n += (size_t)got) > (size_t)sb.st_size) s = DCG_FILE_EIO, snprintf(err, err_size, "%s: changed while read", path);
    }
    close(fd);
    if (s) {
        free(buf);
        return s;
    }
    buf[n] = 0;
    *out = buf;
    *len = n;
    return DCG_FILE_OK;
}

int dcg_folder_ruleset(const char *dir, char *name, size_t name_size, char *err, size_t err_size)
{
    char path[2048], *text;
    size_t len;
    snprintf(path, sizeof path, "%s/" DCG_RULESET_FILE, dir);
    int kind = dcg_file_kind(path, err, err_size);
    if (kind == DCG_ENTRY_NONE) return 0;
    if (kind < 0) return -1;
    if (kind != DCG_ENTRY_FILE) return snprintf(err, err_size, "%s: a folder, where a ruleset's name was expected", path), -1;
    if (dcg_file_read(path, 256, &text, &len, err, err_size)) return -1;
    size_t at = strspn(text, " \t\r\n"), n = strcspn(text + at, " \t\r\n");
    int found = n > 0 && n < name_size;
    if (found) snprintf(name, name_size, "%.*s", (int)n, text + at);
    else snprintf(err, err_size, "%s: %s", path, n ? "a ruleset's name too long" : "names no ruleset (its first word is the ruleset's name)");
    free(text);
    return found ? 1 : -1;
}
