/* check-exercise.c: run the checks of exercises on the linked variant.
 *
 *   check-exercise --data exercise-data.txt ex16 [ex17 ...]
 *   check-exercise --verify-list exercises/exercises.list
 *
 * For each exercise it prints "ex16: passed", or what is wrong, one
 * paragraph per problem.  Exit status: 0 when every check named passed,
 * 1 when one did not, 2 for a wrong command line, 99 when the check
 * itself cannot run (a missing data file, a check that does not exist):
 * meson counts 99 as an error even for tests that are expected to fail.
 *
 * --verify-list holds the program's table of checks to the list of
 * exercises: every check the list names exists, and every check is named.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "exercise-checks.h"
#include "kit-i18n.h"

/* The checks named in the third column of exercises.list, each once. */
static GPtrArray *
read_list_checks (const char *path, GError **error)
{
  char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  char **lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line; line++) {
    char **fields = g_strsplit_set (g_strstrip (*line), " \t", -1);
    char *columns[3];
    int n = 0;
    for (char **field = fields; *field && n < 3; field++)
      if (**field)
        columns[n++] = *field;
    if (n == 3 && columns[0][0] != '#' && strcmp (columns[2], "-") != 0
        && !g_ptr_array_find_with_equal_func (names, columns[2], g_str_equal, NULL))
      g_ptr_array_add (names, g_strdup (columns[2]));
    g_strfreev (fields);
  }
  g_strfreev (lines);
  g_free (text);
  return names;
}

static int
verify_list (const char *path)
{
  GError *error = NULL;
  GPtrArray *listed = read_list_checks (path, &error);
  if (!listed) {
    fprintf (stderr, "check-exercise: %s\n", error->message);
    g_error_free (error);
    return 99;
  }
  int status = 0;
  for (guint i = 0; i < listed->len; i++) {
    const char *name = g_ptr_array_index (listed, i);
    if (!g_strv_contains (exercise_names (), name)) {
      fprintf (stderr, "check-exercise: %s names the check %s, which this program does not have\n", path, name);
      status = 1;
    }
  }
  for (const char *const *name = exercise_names (); *name; name++) {
    if (!g_ptr_array_find_with_equal_func (listed, *name, g_str_equal, NULL)) {
      fprintf (stderr, "check-exercise: the check %s is not named in %s\n", *name, path);
      status = 1;
    }
  }
  if (status == 0)
    printf ("%s and the checks of this program agree (%u checks)\n", path, listed->len);
  g_ptr_array_unref (listed);
  return status;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  char *data_path = NULL, *list_path = NULL;
  GOptionEntry entries[] = {
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data_path,
      N_("The expected values (tests/exercises/data/exercise-data.txt)"), N_("FILE") },
    { "verify-list", 0, 0, G_OPTION_ARG_FILENAME, &list_path,
      N_("Check that the list of exercises (exercises/exercises.list) names exactly the checks of this program"),
      N_("FILE") },
    { NULL },
  };
  GOptionContext *context = g_option_context_new (_("EXERCISE…"));
  g_option_context_set_summary (context, _("Check exercises (ex16 … ex22, a12) of the Reversi kit."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  GError *error = NULL;
  gboolean parsed = g_option_context_parse (context, &argc, &argv, &error);
  if (parsed && list_path) {
    g_option_context_free (context);
    int status = verify_list (list_path);
    g_free (list_path);
    g_free (data_path);
    return status;
  }
  if (!parsed || argc < 2 || !data_path) {
    fprintf (stderr, "%s\n", error ? error->message : _("Name the data file (--data) and at least one exercise."));
    g_clear_error (&error);
    g_option_context_free (context);
    return 2;
  }
  g_option_context_free (context);

  ExerciseData *data = exercise_data_load (data_path, &error);
  if (!data) {
    fprintf (stderr, "check-exercise: %s\n", error->message);
    g_error_free (error);
    return 99;
  }

  ExerciseFunctions functions;
  exercise_functions_init_linked (&functions);
  int status = 0;
  for (int i = 1; i < argc; i++) {
    ExerciseResult *result = exercise_check (argv[i], &functions, data);
    if (!result) {
      fprintf (stderr, _("check-exercise: there is no check called %s\n"), argv[i]);
      status = 99;
      continue;
    }
    if (result->problems->len == 0) {
      printf (_("%s: passed\n"), argv[i]);
      fputs (result->info->str, stdout);
    } else {
      fputs (result->info->str, stdout);
      printf (g_dngettext (GETTEXT_PACKAGE, "%s: NOT PASSED (%u problem)\n", "%s: NOT PASSED (%u problems)\n",
                           result->problems->len),
              argv[i], result->problems->len);
      for (guint p = 0; p < result->problems->len; p++) {
        const ExerciseProblem *problem = g_ptr_array_index (result->problems, p);
        printf ("\n%s\n", problem->text);
      }
      if (status == 0)
        status = 1;
    }
    fflush (stdout);
    exercise_result_free (result);
  }
  exercise_data_free (data);
  g_free (data_path);
  return status;
}
