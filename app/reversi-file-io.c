/* SPDX-License-Identifier: MIT */
/* reversi-file-io.c: non-blocking reads of regular files, atomic writes. */
#include "reversi-file-io.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text-file.h"

const char *
reversi_file_describe_kind (unsigned int mode)
{
  if (S_ISDIR (mode))
    return _("a folder");
  if (S_ISFIFO (mode))
    return _("a named pipe (FIFO)");
  if (S_ISSOCK (mode))
    return _("a socket");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("a device");
  return _("not a regular file");
}

static void
set_errno_error (GError **error, const char *path, int saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);
  /* TRANSLATORS: a file that cannot be read or written: its name and the system's reason. */
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), _("“%1$s”: %2$s"),
               name, g_strerror (saved_errno));
}

static void
set_not_regular_error (GError **error, const char *path, unsigned int mode)
{
  g_autofree char *name = g_filename_display_name (path);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("“%1$s” is %2$s, not a saved game: only regular files are read and written."),
               name, reversi_file_describe_kind (mode));
}

char *
reversi_file_read_text (const char *path, gsize *length, GError **error)
{
  /* Looked at first without opening it; O_NONBLOCK then keeps a FIFO put
   * in its place in between from blocking the open, and fstat checks what
   * was really opened. */
  GStatBuf st;
  if (g_lstat (path, &st) != 0) {
    set_errno_error (error, path, errno);
    return NULL;
  }
  if (!S_ISREG (st.st_mode)) {
    set_not_regular_error (error, path, st.st_mode);
    return NULL;
  }
  /* The kit's one bounded reader does the rest: it looks again at what
   * it opened (a FIFO put in place in between is refused, not waited on)
   * and stops one byte past the limit. */
  GError *local = NULL;
  char *text = text_file_read (path, REVERSI_FILE_MAX_BYTES, length, &local);
  if (text)
    return text;
  if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_ISDIR)
      || g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_INVAL)) {
    set_not_regular_error (error, path, g_stat (path, &st) == 0 ? st.st_mode : 0);
    g_error_free (local);
  } else if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_FAILED)) {
    g_autofree char *name = g_filename_display_name (path);
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                 _("“%s” is larger than 1 MB: it is not a saved game."), name);
    g_error_free (local);
  } else {
    g_propagate_error (error, local);
  }
  return NULL;
}

gboolean
reversi_file_write_text (const char *path, const char *text, GError **error)
{
  GStatBuf st;
  if (g_lstat (path, &st) == 0 && !S_ISREG (st.st_mode)) {
    set_not_regular_error (error, path, st.st_mode);
    return FALSE;
  }
  g_autofree char *temporary = g_strconcat (path, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0) {
    set_errno_error (error, path, errno);
    return FALSE;
  }
  gsize length = strlen (text), written = 0;
  while (written < length) {
    ssize_t n = write (fd, text + written, length - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      int saved = errno;
      close (fd);
      g_unlink (temporary);
      set_errno_error (error, path, saved);
      return FALSE;
    }
    written += (gsize) n;
  }
  /* A full disk may only show when the data reaches it. */
  int saved = fsync (fd) == 0 ? 0 : errno;
  if (close (fd) != 0 && saved == 0)
    saved = errno;
  if (saved != 0) {
    g_unlink (temporary);
    set_errno_error (error, path, saved);
    return FALSE;
  }
  if (g_rename (temporary, path) != 0) {
    saved = errno;
    g_unlink (temporary);
    set_errno_error (error, path, saved);
    return FALSE;
  }
  return TRUE;
}
