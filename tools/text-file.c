/* text-file.c: read a file the user named, with a limit on its size. */
#include "text-file.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "reversi-error.h"

char *
text_file_read (const char *path, gsize limit, gsize *length, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  FILE *file = g_fopen (path, "rb");
  if (!file) {
    int saved = errno;
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("Cannot read %s: %s"), display,
                 g_strerror (saved));
    return NULL;
  }
  GString *text = g_string_new (NULL);
  char buffer[65536];
  gboolean too_long = FALSE;
  for (;;) {
    gsize n = fread (buffer, 1, sizeof buffer, file);
    if (n == 0)
      break;
    if (text->len + n > limit) {
      too_long = TRUE;
      break;
    }
    g_string_append_len (text, buffer, (gssize) n);
  }
  int saved = errno;
  gboolean failed = ferror (file) && !too_long;
  fclose (file);
  if (failed || too_long) {
    if (too_long)
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                   _("Cannot read %s: it is longer than %lu MB, more than such a file can be."),
                   display, (unsigned long) (limit >> 20));
    else
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("Cannot read %s: %s"), display,
                   g_strerror (saved));
    g_string_free (text, TRUE);
    return NULL;
  }
  if (length)
    *length = text->len;
  return g_string_free (text, FALSE);
}
