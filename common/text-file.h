/* SPDX-License-Identifier: MIT */
/* text-file.h: read a file the user named: a regular file only, and at
 * most a given size.
 *
 * g_file_get_contents reads until the end, so /dev/zero given by mistake
 * as an FFO file, a players file or a result file would make a program
 * grow until its memory is gone, and a FIFO with no writer would keep it
 * waiting for ever.  Every program of the kit reads the files it is given
 * with text_file_read instead: a folder, a device, a FIFO or a socket is
 * refused before anything is read, and a file longer than `limit` bytes
 * is refused after at most limit + 1 bytes.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** text_file_read: the whole of path, NUL-terminated, and its length in
 * *length (may be NULL).  NULL with a G_FILE_ERROR naming the file when
 * it cannot be read, is not a regular file, or is longer than limit bytes:
 * G_FILE_ERROR_ISDIR for a folder, G_FILE_ERROR_INVAL for a device, FIFO
 * or socket, G_FILE_ERROR_FAILED for a file too long, else the system's
 * reason (a caller may word its own message by the code). */
char *text_file_read (const char *path, gsize limit, gsize *length, GError **error);

G_END_DECLS
