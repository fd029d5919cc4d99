/* SPDX-License-Identifier: MIT */
/* go-gtp.c: the Go engine on standard input and output (GTP version 2).
 *
 *   go-gtp                  a 4x4 board to start with (boardsize changes it)
 *   go-gtp --time 5         give the solver 5 s a move before the fallback
 *
 * GoGui: gogui -program "build/games/go/go-gtp" -size 4
 * (Quarry 0.2.0 offers Go boards from 5x5 only: see docs/go.md.)
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "go-gtp-engine.h"
#include "go-position.h"
#include "kit-i18n.h"

int
main (int argc, char **argv)
{
  int size = 4;
  double time_limit = 10;
  gboolean verbose = FALSE;

  kit_i18n_init ();
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size at start: 2 to 5 (default 4)"), "N" },
    { "time", 't', 0, G_OPTION_ARG_DOUBLE, &time_limit,
      N_("Seconds the solver may take for a move before the fallback move, 0 to 86400 (default 10; 0: no limit)"), "S" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Explain refused commands and each move on stderr"), NULL },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Play Go on a board from 2x2 to 5x5 as a GTP (Go Text Protocol version 2) engine on standard input and output: perfectly where the solver finishes within the time limit.");
  /* A day at most: the limit becomes microseconds in a gint64, where inf
   * or 1e300 would not fit. */
  const KitOptionRange ranges[] = {
    { "size", GO_MIN_SIZE, GO_MAX_SIZE, 1 },
    { "time", 0, 86400, 1 },
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "go-gtp: %s\n", error->message);
    return 2;
  }

  GoGtpEngine *engine = go_gtp_engine_new (size, time_limit, verbose);
  gboolean written = go_gtp_engine_run (engine, stdin, stdout);
  go_gtp_engine_free (engine);
  return written ? 0 : 1;
}
