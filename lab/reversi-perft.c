/* SPDX-License-Identifier: MIT */
/* reversi-perft.c: count move sequences from the start (a benchmark and
 * a check of the move generators).
 *
 *   reversi-perft --size 8 --depth 11
 *   reversi-perft --size 6 --depth 10 --plain
 *
 * For each depth 1..N it prints the number of move sequences (a pass is
 * a ply; a game that ends earlier counts once), the time and the
 * sequences per second.  The bitboard generator of enhanced/ is used when
 * this build has it (64-bit boards up to 8x8, 128-bit boards for 10x10);
 * --plain uses the Kyokumen generator every other part of the kit uses.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "search-report.h"
#ifdef HAVE_ENHANCED
#include "enhanced-search.h"
#endif

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int size = 8, depth = 9;
  gboolean plain = FALSE;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size: 4, 6, 8 or 10 (default 8)"), "N" },
    { "depth", 'd', 0, G_OPTION_ARG_INT, &depth, N_("Deepest depth, 1 to 20 (default 9)"), "PLIES" },
    { "plain", 'p', 0, G_OPTION_ARG_NONE, &plain, N_("Use the Kyokumen move generator, not bitboards"), NULL },
    { NULL },
  };
  const KitOptionRange ranges[] = {
    { "size", 4, 10, 2 },
    { "depth", 1, 20, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  if (!kit_options_parse_ranges (entries, ranges, _("Count the move sequences from the start, depth by depth."),
                                 NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "reversi-perft: %s\n", error->message);
    return 2;
  }
#ifndef HAVE_ENHANCED
  plain = TRUE;
#endif

  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, size);
  printf (_("Perft from the %d×%d start (%s generator)\n"), size, size, plain ? _("Kyokumen") : _("bitboard"));
  double total_seconds = 0;
  guint64 total = 0;
  for (int d = 1; d <= depth; d++) {
    gint64 started = g_get_monotonic_time ();
    guint64 count;
#ifdef HAVE_ENHANCED
    count = plain ? kyokumen_perft (k, d, FALSE) : enhanced_perft (k, d);
#else
    count = kyokumen_perft (k, d, FALSE);
#endif
    double seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
    total_seconds += seconds;
    total += count;
    printf (_("depth %2d  %15llu  %9.3f s  %8.1f M/s\n"), d, (unsigned long long) count, seconds,
            search_stats_rate (count, seconds) / 1e6);
    fflush (stdout);
  }
  printf (_("total %llu leaves in %.3f s\n"), (unsigned long long) total, total_seconds);
  g_free (k);
  return 0;
}
