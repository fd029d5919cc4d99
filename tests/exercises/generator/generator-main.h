/* SPDX-License-Identifier: MIT */
/* generator-main.h: what the generators of the checks' data files share.
 *
 *   NAME > tests/exercises/data/FILE          write the data
 *   NAME --check tests/exercises/data/FILE    exit 1 when FILE is not that
 *
 * Each generator is one program (make-exercise-data, make-tictactoe-data)
 * whose main calls generator_main with the function that makes its data.
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

static inline int
generator_main (int argc, char **argv, const char *name, char *(*make_data) (void))
{
  char *data = make_data ();
  if (argc == 3 && strcmp (argv[1], "--check") == 0) {
    char *stored = NULL;
    GError *error = NULL;
    if (!g_file_get_contents (argv[2], &stored, NULL, &error)) {
      fprintf (stderr, "%s: %s\n", name, error->message);
      g_error_free (error);
      g_free (data);
      return 1;
    }
    int same = strcmp (stored, data) == 0;
    if (!same)
      fprintf (stderr, "%s: %s is not what this program writes; run\n"
               "  BUILD/tests/exercises/%s > %s\n", name, argv[2], name, argv[2]);
    else
      printf ("%s is up to date\n", argv[2]);
    g_free (stored);
    g_free (data);
    return same ? 0 : 1;
  }
  if (argc != 1) {
    fprintf (stderr, "usage: %s [--check FILE]\n", name);
    g_free (data);
    return 2;
  }
  fputs (data, stdout);
  g_free (data);
  return 0;
}
