/* SPDX-License-Identifier: MIT */
/* test-file-io.c: the app's reading of a file (app/reversi-file-io.c),
 * which reads through the kit's one bounded reader (common/text-file.h)
 * and words the refusals for a saved game. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "reversi-file-io.h"

static void
refused (const char *path, const char *says)
{
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  gsize length = 7;
  g_assert_null (reversi_file_read_text (path, &length, &error));
  g_assert_nonnull (error);
  g_test_message ("%s: %s", path, error->message);
  g_assert_nonnull (strstr (error->message, says));
  /* At once: a FIFO is not waited on, a device not read to its end. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

static void
test_read (void)
{
  g_autofree char *dir = g_dir_make_tmp ("file-io-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.reversi", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  refused (fifo, "is a named pipe (FIFO), not a saved game");
  refused (dir, "is a folder, not a saved game");
  refused ("/dev/zero", "is a device, not a saved game");
  g_autofree char *missing = g_build_filename (dir, "missing.reversi", NULL);
  refused (missing, "missing.reversi");

  /* Exactly the limit is read; a byte more is refused. */
  g_autofree char *big = g_build_filename (dir, "big.reversi", NULL);
  g_autofree char *bytes = g_malloc (REVERSI_FILE_MAX_BYTES + 1);
  memset (bytes, '#', REVERSI_FILE_MAX_BYTES + 1);
  g_assert_true (g_file_set_contents (big, bytes, REVERSI_FILE_MAX_BYTES, NULL));
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = reversi_file_read_text (big, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, REVERSI_FILE_MAX_BYTES);
  g_assert_cmpint (text[length], ==, '\0');
  g_assert_true (g_file_set_contents (big, bytes, REVERSI_FILE_MAX_BYTES + 1, NULL));
  refused (big, "is larger than 1 MB: it is not a saved game.");

  g_remove (fifo);
  g_remove (big);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/file-io/read", test_read);
  return g_test_run ();
}
