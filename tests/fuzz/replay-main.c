/* SPDX-License-Identifier: MIT */
/* replay-main.c: run a fuzz target on the files of its seed corpus.
 *
 *   fuzz-TARGET-replay DIRECTORY|FILE...
 *
 * Builds without libFuzzer link this instead, so every test run replays
 * the corpora: an input that once crashed a parser is kept there and
 * keeps being checked.  Fails when no input was found at all.
 */
#include <glib.h>
#include <glib/gstdio.h>

#include "fuzz-support.h"

static int
run_file (const char *path)
{
  g_autofree char *data = NULL;
  gsize size = 0;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (path, &data, &size, &error)) {
    fprintf (stderr, "%s\n", error->message);
    exit (1);
  }
  LLVMFuzzerTestOneInput ((const uint8_t *) data, size);
  return 1;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  LLVMFuzzerInitialize (&argc, &argv);
  int inputs = 0;
  for (int i = 1; i < argc; i++) {
    if (!g_file_test (argv[i], G_FILE_TEST_IS_DIR)) {
      inputs += run_file (argv[i]);
      continue;
    }
    GDir *dir = g_dir_open (argv[i], 0, NULL);
    if (!dir) {
      fprintf (stderr, "cannot open %s\n", argv[i]);
      return 1;
    }
    g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    const char *name;
    while ((name = g_dir_read_name (dir)))
      g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
    g_dir_close (dir);
    g_ptr_array_sort (names, compare_names);
    for (guint n = 0; n < names->len; n++)
      inputs += run_file (names->pdata[n]);
  }
  printf ("%d inputs replayed, every check held\n", inputs);
  return inputs > 0 ? 0 : 1;
}
