/* SPDX-License-Identifier: MIT */
/* test-gtp-client.c: the GTP client against programs that do not play
 * along, timed from outside.
 *
 * A command is bounded in time as a whole: sending it too (a program
 * that never reads fills its pipe, and the writer would wait forever)
 * as well as reading the answer.  And a program that failed is ended at
 * once, with its process group.
 */
#include <glib.h>
#include <signal.h>
#include <string.h>

#include "gtp-client.h"

/* A command larger than any pipe's buffer, to a program that never reads
 * its input: the send itself must give up at the deadline. */
static void
test_program_that_never_reads (void)
{
  g_autoptr (GError) error = NULL;
  GtpClient *client = gtp_client_new ("sleep 600", 1.0, &error);
  g_assert_no_error (error);
  g_autofree char *command = g_strnfill (4 * 1024 * 1024, 'x');
  gint64 start = g_get_monotonic_time ();
  g_assert_false (gtp_client_command (client, command, NULL, &error));
  double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("a 4 MB command to a program that never reads: %s after %.2f s", error->message, seconds);
  g_assert_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_TIMEOUT);
  g_assert_cmpfloat (seconds, <, 5.0);
  g_assert_false (gtp_client_is_alive (client));

  /* Failed: ended at once, not after the quit's grace period. */
  start = g_get_monotonic_time ();
  gtp_client_free (client);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_test_message ("ended in %.2f s", seconds);
  g_assert_cmpfloat (seconds, <, 1.5);
}

/* A program that answers a little and then never ends the answer. */
static void
test_answer_without_end (void)
{
  g_autoptr (GError) error = NULL;
  GtpClient *client = gtp_client_new ("sh -c 'read line; printf \"= C4\\n\"; exec sleep 600'", 1.0, &error);
  g_assert_no_error (error);
  gint64 start = g_get_monotonic_time ();
  g_assert_false (gtp_client_command (client, "genmove b", NULL, &error));
  double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_assert_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_TIMEOUT);
  g_assert_cmpfloat (seconds, <, 5.0);
  gtp_client_free (client);
}

/* A working program answers, and is asked to quit when freed. */
static void
test_program_that_answers (void)
{
  g_autoptr (GError) error = NULL;
  GtpClient *client = gtp_client_new (
      "sh -c 'while read c; do case $c in quit) printf \"=\\n\\n\"; exit;; "
      "bad) printf \"? no\\n\\n\";; *) printf \"=7 yes\\r\\n\\n\";; esac; done'",
      5.0, &error);
  g_assert_no_error (error);
  g_autofree char *answer = NULL;
  g_assert_true (gtp_client_command (client, "name", &answer, &error));
  g_assert_cmpstr (answer, ==, "yes");
  g_assert_false (gtp_client_command (client, "bad", NULL, &error));
  g_assert_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==, "no");
  g_assert_true (gtp_client_is_alive (client));
  gint64 start = g_get_monotonic_time ();
  gtp_client_free (client);
  g_assert_cmpfloat ((double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC, <, 1.5);
}

/* The engine whose command prints to stdout (argv[1]). */
static const char *printing_engine;

/* A debug line printed by an engine's code goes to stderr, never between
 * the answers: before, the controller read it as the answer and the
 * engine forfeited as "not a GTP answer". */
static void
test_printing_engine (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *command = g_shell_quote (printing_engine);
  GtpClient *client = gtp_client_new (command, 10.0, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 3; i++) {
    g_autofree char *answer = NULL;
    g_assert_true (gtp_client_command (client, "noisy", &answer, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (answer, ==, "quiet");
  }
  g_autofree char *name = NULL;
  g_assert_true (gtp_client_command (client, "name", &name, &error));
  g_assert_cmpstr (name, ==, "printing engine");
  gtp_client_free (client);
}

/* A program that crashes is named by its command line (not "sh", not an
 * interpreter), and the message says it crashed. */
static void
test_crash_is_named (void)
{
  g_autoptr (GError) error = NULL;
  GtpClient *client = gtp_client_new ("sh -c 'read line; kill -SEGV $$'", 10.0, &error);
  g_assert_no_error (error);
  g_assert_false (gtp_client_command (client, "genmove b", NULL, &error));
  g_assert_error (error, GTP_CLIENT_ERROR, GTP_CLIENT_ERROR_DIED);
  g_assert_nonnull (strstr (error->message, "kill -SEGV"));
  g_assert_nonnull (strstr (error->message, "crashed"));
  g_assert_nonnull (strstr (error->message, "signal 11"));
  g_clear_error (&error);
  gtp_client_free (client);

  client = gtp_client_new ("sh -c 'read line; exit 3'", 10.0, &error);
  gtp_client_set_name (client, "alphabeta:4");
  g_assert_false (gtp_client_command (client, "genmove b", NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "alphabeta:4 ended without answering"));
  g_assert_nonnull (strstr (error->message, "exit status 3"));
  gtp_client_free (client);
}

int
main (int argc, char **argv)
{
  /* A program that died must not take the test with it at the next write. */
  signal (SIGPIPE, SIG_IGN);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gtp-client/never-reads", test_program_that_never_reads);
  g_test_add_func ("/gtp-client/answer-without-end", test_answer_without_end);
  g_test_add_func ("/gtp-client/answers", test_program_that_answers);
  g_test_add_func ("/gtp-client/crash-is-named", test_crash_is_named);
  if (argc > 1) {
    printing_engine = argv[1];
    g_test_add_func ("/gtp-client/printing-engine", test_printing_engine);
  }
  return g_test_run ();
}
