/* text-file.h: read a file the user named, with a limit on its size.
 *
 * g_file_get_contents reads until the end, so /dev/zero, or a pipe that
 * never ends, given by mistake as a players file or a result file, would
 * make a program run until its memory is gone.  The tools read the files
 * they are given with text_file_read instead: at most `limit` bytes, and
 * a clear error beyond that.  Pipes still work (process substitution,
 * `--summary <(cat part*.txt)`): they are read to their end like files.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** text_file_read: the whole of path, NUL-terminated, and its length in
 * *length (may be NULL).  NULL with a REVERSI_ERROR_FILE error naming the
 * file when it cannot be read or is longer than limit bytes. */
char *text_file_read (const char *path, gsize limit, gsize *length, GError **error);

G_END_DECLS
