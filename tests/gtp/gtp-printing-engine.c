/* SPDX-License-Identifier: MIT */
/* gtp-printing-engine.c: a GTP engine whose command prints to stdout,
 * as a student's search with a debug printf does (test only).
 *
 * Its one command, "noisy", printf()s a line, writes another straight
 * to file descriptor 1, and answers "= quiet".  The kit's GTP server must
 * keep both out of the protocol: a controller reads only the answers.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "gtp-server.h"

static gboolean
cmd_noisy (gpointer engine, char **args, int n_args, GString *answer)
{
  printf ("debug: searching...\n");
  fflush (stdout);
  const char raw[] = "debug: written to fd 1\n\n";
  if (write (STDOUT_FILENO, raw, strlen (raw)) < 0)
    return gtp_fail (answer, "cannot write");
  g_string_assign (answer, "quiet");
  return TRUE;
}

static const GtpCommand commands[] = {
  { "noisy", cmd_noisy },
};

int
main (void)
{
  GtpServer server;
  gtp_server_init (&server, "gtp-printing-engine", "printing engine", "1", commands,
                   G_N_ELEMENTS (commands), NULL, FALSE);
  gboolean written = gtp_server_run (&server, stdin, stdout);
  gtp_server_clear (&server);
  return written ? 0 : 1;
}
