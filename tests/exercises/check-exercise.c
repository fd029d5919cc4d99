/* check-exercise.c: run the checks of exercises on the linked variant.
 *
 *   check-exercise --data exercise-data.txt ex16 [ex17 ...]
 *
 * For each exercise it prints "ex16: passed", or what is wrong, one
 * paragraph per problem.  Exit status: 0 when every check named passed,
 * 1 when one did not, 2 for a wrong command line, 99 when the check
 * itself cannot run (a missing data file): meson counts 99 as an error
 * even for tests that are expected to fail.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "exercise-checks.h"
#include "kit-i18n.h"

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  char *data_path = NULL;
  GOptionEntry entries[] = {
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data_path,
      N_("The expected values (tests/exercises/data/exercise-data.txt)"), N_("FILE") },
    { NULL },
  };
  GOptionContext *context = g_option_context_new (_("EXERCISE…"));
  g_option_context_set_summary (context, _("Check exercises (ex16 … ex22, a12) of the Reversi kit."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  GError *error = NULL;
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 2 || !data_path) {
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
      status = 2;
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
