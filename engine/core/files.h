/* files.h: reading the files of a data directory or mod (files.c), for any
** ruleset's loader.
**
** A mod is a folder of regular files: what loading reads stays inside it.
** An entry a loader would read (a folder, a script, a data file) that is a
** symbolic link, a FIFO, a device or a socket is refused by name, never
** followed or opened: a link could lead out of the mod (to / and /proc), a
** FIFO would block the load for ever. A file is read only up to a bounded
** size. A failure is a code and a message naming the path, written to err
** (err_size bytes); the ruleset reports it its own way. */
#ifndef DCG_FILES_H
#define DCG_FILES_H
#include <stddef.h>

enum { DCG_ENTRY_NONE, DCG_ENTRY_FILE, DCG_ENTRY_DIR };
enum { DCG_FILE_OK, DCG_FILE_EIO, DCG_FILE_ELIMIT, DCG_FILE_ENOMEM };

/* The kind of the entry at path, a link not followed: DCG_ENTRY_NONE
** (absent), _FILE (regular), _DIR, or -1 with the message in err (a
** symbolic link, a FIFO, ...). */
int dcg_file_kind(const char *path, char *err, size_t err_size);
/* Read the regular file at path whole, at most max bytes (a FIFO or device
** is refused without blocking): *out malloc'ed, NUL-terminated, and
** DCG_FILE_OK; else a DCG_FILE_ code with the message in err. */
int dcg_file_read(const char *path, size_t max, char **out, size_t *len, char *err, size_t err_size);

/* A folder of scripts may belong to one ruleset: a file named RULESET in it
** holds the ruleset's name (its first word), so each ruleset's loader takes
** its own folders and leaves the others' (a data directory's scripts/ may
** hold several rulesets' sets). 1 with the name in name (name_size bytes)
** when dir has the file, 0 when it has none, -1 with the message in err
** when the file cannot be read or names nothing. */
#define DCG_RULESET_FILE "RULESET"
int dcg_folder_ruleset(const char *dir, char *name, size_t name_size, char *err, size_t err_size);

#endif
