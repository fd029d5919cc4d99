/* SPDX-License-Identifier: MIT */
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
 * The student's code may print (a debugging printf in negamax): its lines
 * are kept apart from the verdicts and counted, and a warning after the
 * check says how many there were and shows the first few.
 *
 * --verify-list holds the program's table of checks to the list of
 * exercises: every check the list names exists, and every check is named.
 */
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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


/* While the checks run, stdout (the FILE and descriptor 1) writes to a
 * temporary file, so that what the student's code prints never mixes
 * with the verdicts, which go to `report` (the real standard output). */
typedef struct {
  FILE *report;
  int fd;          /* the temporary file; -1 when capturing failed */
  off_t reported;  /* how much of it was already counted */
} StdoutCapture;

/* The lines the student's code may show in a warning, and their length. */
enum { CAPTURE_SAMPLES = 3, CAPTURE_SAMPLE_CHARS = 100 };

static void
capture_start (StdoutCapture *c)
{
  *c = (StdoutCapture) { .report = stdout, .fd = -1 };
  fflush (stdout);
  char *path = NULL;
  int fd = g_file_open_tmp ("check-exercise-stdout-XXXXXX", &path, NULL);
  if (fd < 0)
    return;
  g_unlink (path);
  g_free (path);
  int saved = dup (STDOUT_FILENO);
  FILE *report = saved >= 0 ? fdopen (saved, "w") : NULL;
  if (!report || dup2 (fd, STDOUT_FILENO) < 0) {
    if (report)
      fclose (report);
    else if (saved >= 0)
      close (saved);
    close (fd);
    return;
  }
  c->report = report;
  c->fd = fd;
}

/* One line of the student's output, fit to be shown: valid UTF-8, no
 * control characters, cut after CAPTURE_SAMPLE_CHARS characters. */
static char *
sample_line (const char *bytes, gsize length)
{
  char *valid = g_utf8_make_valid (bytes, (gssize) length);
  for (char *p = valid; *p; p++)
    if ((unsigned char) *p < 0x20 || *p == 0x7f)
      *p = ' ';
  if (g_utf8_strlen (valid, -1) <= CAPTURE_SAMPLE_CHARS)
    return valid;
  char *cut = g_utf8_substring (valid, 0, CAPTURE_SAMPLE_CHARS);
  g_free (valid);
  char *shown = g_strconcat (cut, "…", NULL);
  g_free (cut);
  return shown;
}

/* After one check: what the code printed while it ran, as a warning (it
 * changes no verdict). */
static void
capture_report (StdoutCapture *c, const char *exercise)
{
  if (c->fd < 0)
    return;
  fflush (stdout);
  struct stat st;
  if (fstat (c->fd, &st) != 0 || st.st_size <= c->reported)
    return;
  unsigned long lines = 0;
  GPtrArray *samples = g_ptr_array_new_with_free_func (g_free);
  GString *current = g_string_new (NULL);
  char buffer[65536];
  gboolean ends_with_newline = FALSE;
  for (off_t at = c->reported; at < st.st_size;) {
    ssize_t got = pread (c->fd, buffer, sizeof buffer, at);
    if (got <= 0)
      break;
    for (ssize_t i = 0; i < got; i++) {
      if (buffer[i] == '\n') {
        lines++;
        if (samples->len < CAPTURE_SAMPLES)
          g_ptr_array_add (samples, sample_line (current->str, current->len));
        g_string_truncate (current, 0);
      } else if (samples->len < CAPTURE_SAMPLES && current->len < 4 * CAPTURE_SAMPLE_CHARS) {
        g_string_append_c (current, buffer[i]);
      }
    }
    ends_with_newline = buffer[got - 1] == '\n';
    at += got;
  }
  if (!ends_with_newline) {
    lines++;
    if (samples->len < CAPTURE_SAMPLES)
      g_ptr_array_add (samples, sample_line (current->str, current->len));
  }
  /* Start the next check on an empty file: a printf in negamax writes
   * millions of lines during the match checks.  Descriptor 1 shares this
   * file's offset, so it writes from the start again. */
  if (ftruncate (c->fd, 0) == 0 && lseek (c->fd, 0, SEEK_SET) == 0)
    c->reported = 0;
  else
    c->reported = st.st_size;
  fprintf (c->report,
           g_dngettext (GETTEXT_PACKAGE,
                        "%s: warning: your code printed %lu line to stdout while this check ran:\n",
                        "%s: warning: your code printed %lu lines to stdout while this check ran, the first:\n",
                        lines),
           exercise, lines);
  for (guint i = 0; i < samples->len; i++)
    fprintf (c->report, "  | %s\n", (const char *) samples->pdata[i]);
  fputs (_("  Printing changes no verdict, and the GTP engine sends it to stderr, away from its answers; "
           "but it slows the search and floods the logs: remove the printf (or print to stderr with "
           "g_printerr) once you are done.\n"),
         c->report);
  g_string_free (current, TRUE);
  g_ptr_array_unref (samples);
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
  StdoutCapture capture;
  capture_start (&capture);
  FILE *out = capture.report;
  int status = 0;
  for (int i = 1; i < argc; i++) {
    ExerciseResult *result = exercise_check (argv[i], &functions, data);
    if (!result) {
      fprintf (stderr, _("check-exercise: there is no check called %s\n"), argv[i]);
      status = 99;
      continue;
    }
    if (result->problems->len == 0) {
      fprintf (out, _("%s: passed\n"), argv[i]);
      fputs (result->info->str, out);
    } else {
      fputs (result->info->str, out);
      fprintf (out, g_dngettext (GETTEXT_PACKAGE, "%s: NOT PASSED (%u problem)\n", "%s: NOT PASSED (%u problems)\n",
                           result->problems->len),
              argv[i], result->problems->len);
      for (guint p = 0; p < result->problems->len; p++) {
        const ExerciseProblem *problem = g_ptr_array_index (result->problems, p);
        fprintf (out, "\n%s\n", problem->text);
      }
      if (status == 0)
        status = 1;
    }
    /* A pointer onwards reads best last, after what was wrong. */
    if (result->next_step->len)
      fprintf (out, "%s%s", result->problems->len ? "\n" : "", result->next_step->str);
    capture_report (&capture, argv[i]);
    fflush (out);
    exercise_result_free (result);
  }
  exercise_data_free (data);
  g_free (data_path);
  return status;
}
