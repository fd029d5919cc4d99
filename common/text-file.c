/* SPDX-License-Identifier: MIT */
/* text-file.c: read a file the user named: a regular file only, and at
 * most a given size. */
#include "text-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"

static void
set_errno_error (GError **error, const char *display, int saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("Cannot read %s: %s"), display,
               g_strerror (saved));
}

static void
set_too_long_error (GError **error, const char *display, gsize limit)
{
  /* In whole megabytes, rounded up, so a limit below 1 MB is not "0 MB". */
  unsigned long megabytes = (unsigned long) ((limit + (1u << 20) - 1) >> 20);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
               _("Cannot read %s: it is longer than %lu MB, more than such a file can be."), display,
               megabytes);
}

char *
text_file_read (const char *path, gsize limit, gsize *length, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  /* O_NONBLOCK: a FIFO with no writer would block the open itself; what
   * was opened is then looked at before anything is read. */
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0) {
    set_errno_error (error, display, errno);
    return NULL;
  }
  struct stat info;
  if (fstat (fd, &info) != 0) {
    int saved = errno;
    close (fd);
    set_errno_error (error, display, saved);
    return NULL;
  }
  if (!S_ISREG (info.st_mode) || (guint64) info.st_size > limit) {
    close (fd);
    if (S_ISDIR (info.st_mode))
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, _("Cannot read %s: it is a folder."),
                   display);
    else if (!S_ISREG (info.st_mode))
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("Cannot read %s: it is a device, a pipe or a socket, not a file."), display);
    else
      set_too_long_error (error, display, limit);
    return NULL;
  }
  /* The size may change while it is read: one byte past the limit shows
   * a file that grew too long. */
  GString *text = g_string_sized_new ((gsize) info.st_size + 1);
  char buffer[65536];
  for (;;) {
    gsize room = limit + 1 - text->len;
    ssize_t got = read (fd, buffer, MIN (sizeof buffer, room));
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0) {
      int saved = errno;
      close (fd);
      g_string_free (text, TRUE);
      set_errno_error (error, display, saved);
      return NULL;
    }
    if (got == 0)
      break;
    g_string_append_len (text, buffer, got);
    if (text->len > limit) {
      close (fd);
      g_string_free (text, TRUE);
      set_too_long_error (error, display, limit);
      return NULL;
    }
  }
  close (fd);
  if (length)
    *length = text->len;
  return g_string_free (text, FALSE);
}
