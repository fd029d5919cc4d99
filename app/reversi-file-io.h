/* SPDX-License-Identifier: MIT */
/* reversi-file-io.h: reading and writing the app's files safely.
 *
 * The window reads game records the user picks, finds on the command line
 * or left as autosaves.  Any of them may turn out to be a named pipe, a
 * device or a folder: opening such a thing for reading can block forever
 * (a FIFO with no writer), so a file is checked before it is opened, and
 * opened without blocking.  Writing goes to a temporary file beside the
 * target that is renamed over it, so a reader never sees half a game; its
 * errors name the user's file, not the temporary one.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest file the app reads: a record is a few kilobytes. */
#define REVERSI_FILE_MAX_BYTES (1024 * 1024)

/** reversi_file_read_text: the contents of a regular file (at most
 * REVERSI_FILE_MAX_BYTES).  Anything else (a FIFO, a device, a folder, a
 * missing file) is refused without blocking, with an error
 * (G_FILE_ERROR) that names the file and says what it is. */
char *reversi_file_read_text (const char *path, gsize *length, GError **error);

/** reversi_file_write_text: replace path with text atomically.  A path
 * that exists and is not a regular file is refused.  Errors name path. */
gboolean reversi_file_write_text (const char *path, const char *text, GError **error);

/** reversi_file_describe_kind: "a named pipe (FIFO)", "a folder" and the
 * like for the file type bits of a stat mode, translated. */
const char *reversi_file_describe_kind (unsigned int mode);

G_END_DECLS
