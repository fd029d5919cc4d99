/* SPDX-License-Identifier: MIT */
/* bench-negamax.c: the reference negamax's speed.
 *
 *   bench-negamax [EVAL [DEPTH...]]     (default 1 = Eval8x8B, depths 6 8 10)
 *
 * Searches the 8x8 start with full alpha-beta to each depth and prints
 * the value, nodes, evaluations, seconds per search and nodes per second.
 * A search that takes well under a second is repeated until a second has
 * passed and the time averaged, so that small depths give a steady figure.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "kit-i18n.h"
#include "kyokumen.h"

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  int eval = argc > 1 ? atoi (argv[1]) : 1;
  const Evaluator *evaluator = evaluator_get (eval);
  if (!evaluator) {
    fprintf (stderr, "usage: %s [EVAL 0-%d [DEPTH...]]\n", argv[0], EVALUATOR_COUNT - 1);
    return 2;
  }
  int default_depths[] = { 6, 8, 10 };
  int n_depths = argc > 2 ? argc - 2 : (int) G_N_ELEMENTS (default_depths);

  Kyokumen *k = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  printf ("negamax from the 8x8 start, %s\n", evaluator->name);
  printf ("%-6s %7s %12s %12s %6s %12s %12s\n", "depth", "value", "nodes", "evaluations", "runs",
          "seconds", "nodes/s");
  for (int i = 0; i < n_depths; i++) {
    int depth = argc > 2 ? atoi (argv[i + 2]) : default_depths[i];
    if (depth < 1 || depth > 20) {
      fprintf (stderr, "depth %d is not between 1 and 20\n", depth);
      return 2;
    }
    int value = 0, runs = 0;
    guint64 nodes = 0, evaluations = 0;
    gint64 start = g_get_monotonic_time (), elapsed;
    do {
      kyokumen_init (k, 8);
      alpha_beta_init (ab, k, evaluator, FALSE, NULL);
      value = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
      nodes = ab->nodes;
      evaluations = ab->evaluations;
      runs++;
      elapsed = g_get_monotonic_time () - start;
    } while (elapsed < G_USEC_PER_SEC);
    double seconds = (double) elapsed / G_USEC_PER_SEC / runs;
    printf ("%-6d %7d %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT " %6d %12.6f %12.0f\n", depth,
            value, nodes, evaluations, runs, seconds, (double) nodes / seconds);
  }
  g_free (ab);
  g_free (k);
  return 0;
}
