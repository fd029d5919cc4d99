/* SPDX-License-Identifier: MIT */
/* bench-perft.c: how fast the engine generates, makes and undoes moves.
 *
 *   bench-perft [DEPTH]     (default 9)
 *
 * Counts the leaves of the 8x8 game tree from the start, DEPTH plies deep
 * (passes are plies), and prints leaves, seconds and leaves per second
 * for every depth up to DEPTH.  Exits 1 if a count is not the published
 * Othello perft number, so a fast but wrong engine does not look good.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "test-support.h"

static const guint64 perft_8x8[] = { 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284 };

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  int max_depth = argc > 1 ? atoi (argv[1]) : 9;
  if (max_depth < 1 || max_depth > (int) G_N_ELEMENTS (perft_8x8)) {
    fprintf (stderr, "usage: %s [DEPTH 1-%d]\n", argv[0], (int) G_N_ELEMENTS (perft_8x8));
    return 2;
  }

  gboolean ok = TRUE;
  Kyokumen *k = g_new (Kyokumen, 1);
  printf ("%-6s %12s %10s %14s\n", "depth", "leaves", "seconds", "leaves/s");
  for (int depth = 1; depth <= max_depth; depth++) {
    kyokumen_init (k, 8);
    gint64 start = g_get_monotonic_time ();
    guint64 leaves = kyokumen_perft (k, depth, TRUE);
    double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
    printf ("%-6d %12" G_GUINT64_FORMAT " %10.3f %14.0f%s\n", depth, leaves, seconds,
            seconds > 0 ? (double) leaves / seconds : 0.0,
            leaves == perft_8x8[depth - 1] ? "" : "  WRONG");
    ok = ok && leaves == perft_8x8[depth - 1];
  }
  g_free (k);
  return ok ? 0 : 1;
}
