/* SPDX-License-Identifier: MIT */
/* test-kit-options.c: the range-checked options (kit-i18n.h) and the
 * bounded reading of a named file (text-file.h), below the programs that
 * tests/common/test-options.py runs. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kit-i18n.h"
#include "text-file.h"

/* Parse the words as a command line "prog WORDS..." with the entries of
 * one int, one int64 and one double option. */
typedef struct {
  int size;
  gint64 seed;
  double time;
} Values;

static gboolean
parse (const char *words, Values *v, GError **error)
{
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &v->size, "size", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &v->seed, "seed", "N" },
    { "time", 't', 0, G_OPTION_ARG_DOUBLE, &v->time, "time", "S" },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "size", 4, 10, 2 },
    { "seed", 0, G_MAXINT64, 1 },
    { "time", 0, 600, 1 },
    { NULL },
  };
  g_autofree char *line = g_strconcat ("prog ", words, NULL);
  g_auto (GStrv) argv = NULL;
  int argc;
  g_assert_true (g_shell_parse_argv (line, &argc, &argv, NULL));
  /* GOption takes the parsed words out of the array without freeing them:
   * it gets a copy of the array, argv keeps every word to free. */
  g_autofree char **args = g_memdup2 (argv, ((gsize) argc + 1) * sizeof *argv);
  return kit_options_parse_ranges (entries, ranges, NULL, NULL, &argc, &args, error);
}

static void
test_values_in_range (void)
{
  Values v = { 0, -1, -1 };
  g_autoptr (GError) error = NULL;
  g_assert_true (parse ("-s 6 --seed 9223372036854775807 --time=0.5", &v, &error));
  g_assert_no_error (error);
  g_assert_cmpint (v.size, ==, 6);
  g_assert_cmpint (v.seed, ==, G_MAXINT64);
  g_assert_cmpfloat (v.time, ==, 0.5);
}

/* Each bad value: the one message, and the variable keeps its default. */
static void
test_values_refused (void)
{
  const struct {
    const char *words, *message;
  } cases[] = {
    { "--size 5", "--size must be 4, 6, 8 or 10, not “5”." },
    { "-s 12", "--size must be 4, 6, 8 or 10, not “12”." },
    { "--size 4294967300", "--size must be 4, 6, 8 or 10, not “4294967300”." },
    { "--size 0x6", "--size must be 4, 6, 8 or 10, not “0x6”." },
    { "--size ' 6'", "--size must be 4, 6, 8 or 10, not “ 6”." },
    { "--seed -1", "--seed must be a whole number from 0 to 9223372036854775807, not “-1”." },
    { "--seed 18446744073709551617",
      "--seed must be a whole number from 0 to 9223372036854775807, not “18446744073709551617”." },
    { "-t nan", "--time must be a number from 0 to 600, not “nan”." },
    { "-t inf", "--time must be a number from 0 to 600, not “inf”." },
    { "-t 1e999", "--time must be a number from 0 to 600, not “1e999”." },
    { "-t -0.5", "--time must be a number from 0 to 600, not “-0.5”." },
    { "-t 600.01", "--time must be a number from 0 to 600, not “600.01”." },
    { "-t ''", "--time must be a number from 0 to 600, not “”." },
    { "-t 0x10", "--time must be a number from 0 to 600, not “0x10”." },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    Values v = { -1, -1, -1 };
    g_autoptr (GError) error = NULL;
    g_assert_false (parse (cases[i].words, &v, &error));
    g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
    g_assert_cmpstr (error->message, ==, cases[i].message);
    g_assert_cmpint (v.size, ==, -1);
    g_assert_cmpint (v.seed, ==, -1);
    g_assert_cmpfloat (v.time, ==, -1);
  }
}

/* A bound that is not whole: the runner's --timeout, 0.001 to 86400 s,
 * counted in thousandths; 0 (which a GTP client would read as "the
 * default") is refused, the smallest step taken. */
static void
test_fractional_bound (void)
{
  const KitOptionRange timeout = { "timeout", 1, 86400 * 1000, 1000 };
  double seconds = -1;
  g_autoptr (GError) error = NULL;
  g_assert_true (kit_option_double_in_range (&timeout, "0.001", &seconds, &error));
  g_assert_cmpfloat (seconds, ==, 0.001);
  g_assert_true (kit_option_double_in_range (&timeout, "86400", &seconds, &error));
  g_assert_no_error (error);
  const char *refused[] = { "0", "0.0009", "86400.5", "-1", "nan", "inf" };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++) {
    g_autoptr (GError) said = NULL;
    seconds = -1;
    g_assert_false (kit_option_double_in_range (&timeout, refused[i], &seconds, &said));
    g_autofree char *message = g_strdup_printf ("--timeout must be a number from 0.001 to 86400, not “%s”.",
                                                refused[i]);
    g_assert_cmpstr (said->message, ==, message);
    g_assert_cmpfloat (seconds, ==, -1);
  }
}

static void
test_value_inside_an_option (void)
{
  const KitOptionRange all = { "openings", 1, 1000, 1 };
  gint64 n = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (kit_option_int_in_range (&all, "1000", &n, &error));
  g_assert_cmpint (n, ==, 1000);
  g_assert_false (kit_option_int_in_range (&all, "4294967297", &n, &error));
  g_assert_cmpstr (error->message, ==, "--openings must be a whole number from 1 to 1000, not “4294967297”.");
  g_assert_cmpint (n, ==, 1000);
}

static void
test_no_arguments (void)
{
  char *none[] = { "prog", NULL };
  char *one[] = { "prog", "surplus", NULL };
  g_autoptr (GError) error = NULL;
  g_assert_true (kit_options_no_arguments (1, none, &error));
  g_assert_false (kit_options_no_arguments (2, one, &error));
  g_assert_cmpstr (error->message, ==, "unexpected argument “surplus”: this program takes options only.");
}

/* ---- text_file_read ---------------------------------------------------- */

static char *
write_file (const char *folder, const char *name, gsize size)
{
  char *path = g_build_filename (folder, name, NULL);
  char *text = g_malloc (size);
  memset (text, 'a', size);
  g_assert_true (g_file_set_contents (path, text, (gssize) size, NULL));
  g_free (text);
  return path;
}

static void
test_file_limits (void)
{
  g_autofree char *folder = g_dir_make_tmp ("kit-text-file-XXXXXX", NULL);
  g_autofree char *exact = write_file (folder, "exact", 1000);
  g_autofree char *longer = write_file (folder, "longer", 1001);
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = text_file_read (exact, 1000, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 1000);
  g_assert_cmpuint (strlen (text), ==, 1000);
  g_assert_null (text_file_read (longer, 1000, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "longer than 1 MB"));
  g_clear_error (&error);

  /* Not regular files: refused before a byte is read, a FIFO without a
   * writer included (an open without O_NONBLOCK would wait for ever). */
  g_autofree char *fifo = g_build_filename (folder, "fifo", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_null (text_file_read (fifo, 1000, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_null (text_file_read ("/dev/zero", 1000, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_cmpstr (error->message, ==, "Cannot read /dev/zero: it is a device, a pipe or a socket, not a file.");
  g_clear_error (&error);
  g_assert_null (text_file_read (folder, 1000, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_clear_error (&error);
  g_autofree char *missing = g_build_filename (folder, "missing", NULL);
  g_assert_null (text_file_read (missing, 1000, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  for (const char *const *p = (const char *const[]){ exact, longer, fifo, NULL }; *p; p++)
    g_unlink (*p);
  g_rmdir (folder);
}

/* --help's examples name the programs as run: installed names beside an
 * installed program, build-tree names in the build tree. */
static void
test_program_name (void)
{
  g_assert_cmpstr (kit_program_name ("/usr/bin/reversi-kit-match", "reversi-gtp"), ==, "reversi-kit-gtp");
  g_assert_cmpstr (kit_program_name ("reversi-kit-gtp", "reversi-gtp"), ==, "reversi-kit-gtp");
  g_assert_cmpstr (kit_program_name ("reversi-kit", "go-gtp"), ==, "reversi-kit-go-gtp");
  g_assert_cmpstr (kit_program_name ("reversi-kit-gtp", "reversi"), ==, "reversi-kit");
  g_assert_cmpstr (kit_program_name ("build/tools/reversi-gtp", "reversi-match"), ==, "reversi-match");
  g_assert_cmpstr (kit_program_name ("reversi-match-skeleton", "reversi-gtp"), ==, "reversi-gtp");
  /* A name that only starts like the prefix is not installed. */
  g_assert_cmpstr (kit_program_name ("reversi-kitten", "reversi-gtp"), ==, "reversi-gtp");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kit-options/in-range", test_values_in_range);
  g_test_add_func ("/kit-options/refused", test_values_refused);
  g_test_add_func ("/kit-options/inside-an-option", test_value_inside_an_option);
  g_test_add_func ("/kit-options/fractional-bound", test_fractional_bound);
  g_test_add_func ("/kit-options/no-arguments", test_no_arguments);
  g_test_add_func ("/kit-options/program-name", test_program_name);
  g_test_add_func ("/text-file/limits", test_file_limits);
  return g_test_run ();
}
