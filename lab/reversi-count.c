/* SPDX-License-Identifier: MIT */
/* reversi-count.c: the search lab's table of evaluation counts.
 *
 *   reversi-count                    the fixed positions, depths 1..7
 *   reversi-count --max-depth 9 --position start
 *
 * For each position of a fixed, documented set and each depth it prints
 * how many times the evaluation function was called by plain minimax, by
 * the course's alpha-beta negamax and by the enhanced search (with its
 * value-preserving settings: iterative deepening, transposition table,
 * killer moves and shallow-search ordering, all of them counted), and the
 * ratios, like the Kalah table of M. Hiroi's article.  The
 * three values must agree; the exit status is 1 if they do not.  Nothing
 * depends on time or chance, so the table is the same run after run.
 *
 * Alpha-beta is this build's negamax: in the student handout, the
 * student's own.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "game.h"
#include "kit-i18n.h"
#include "minimax-player.h"
#ifdef HAVE_ENHANCED
#include "enhanced-search.h"
#endif

typedef struct {
  const char *name;
  int size;
  const char *moves;   /* played from the standard start */
} CountPosition;

/* The fixed set: the 8x8 start, the Tiger opening (5 moves) and a game
 * 10 moves into it, and the 6x6 start. */
static const CountPosition positions[] = {
  { "start", 8, "" },
  { "tiger", 8, "f5 d6 c3 d3 c4" },
  { "tiger10", 8, "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7" },
  { "start6", 6, "" },
};

typedef struct {
  int value;
  guint64 evaluations;
} Count;

static Count
count_minimax (const Kyokumen *start, const Evaluator *evaluator, int depth)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *start;
  k->history_length = 0;
  SearchStats stats = { 0 };
  Count c;
  c.value = minimax_value (k, evaluator, FALSE, depth, NULL, &stats, NULL, 0, NULL, NULL);
  c.evaluations = stats.evaluations;
  g_free (k);
  return c;
}

static Count
count_alpha_beta (const Kyokumen *start, const Evaluator *evaluator, int depth)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *start;
  k->history_length = 0;
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, k, evaluator, FALSE, NULL);
  Count c;
  c.value = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  c.evaluations = ab->evaluations;
  g_free (ab);
  g_free (k);
  return c;
}

#ifdef HAVE_ENHANCED
static Count
count_enhanced (const Kyokumen *start, const Evaluator *evaluator, int eval_index, int depth)
{
  EnhancedOptions options;
  enhanced_options_init (&options, evaluator->evaluate, eval_index);
  options.depth = depth;
  options.perfect_empties = 0;
  options.fixed_depth = TRUE;
  EnhancedSearch *search = enhanced_search_new (&options);
  SearchReport report;
  if (!enhanced_search_run (search, start, FALSE, NULL, &report))
    enhanced_search_solve (search, start, FALSE, NULL, &report);   /* a finished game */
  enhanced_search_free (search);
  Count c = { report.value, report.evaluations };
  return c;
}
#endif

static double
ratio (guint64 part, guint64 whole)
{
  return whole ? (double) part / (double) whole : 0;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int max_depth = 7, eval_index = 2;
  char *only = NULL;
  GOptionEntry entries[] = {
    { "max-depth", 'd', 0, G_OPTION_ARG_INT, &max_depth, N_("Deepest search depth, 1 to 12 (default 7)"), "PLIES" },
    { "eval", 'e', 0, G_OPTION_ARG_INT, &eval_index,
      N_("Evaluator: 0 disc count, 1 Eval8x8B, 2 Eval8x8C (default 2)"), "INDEX" },
    { "position", 'p', 0, G_OPTION_ARG_STRING, &only,
      N_("Only this position: start, tiger, tiger10 or start6"), "NAME" },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Count the evaluations of minimax, alpha-beta and the enhanced search "
                          "on a fixed set of positions, depth by depth.");
  const KitOptionRange ranges[] = {
    { "max-depth", 1, 12, 1 },
    { "eval", 0, EVALUATOR_COUNT - 1, 1 },
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "reversi-count: %s\n", error->message);
    return 2;
  }
  const Evaluator *evaluator = evaluator_get (eval_index);
  gboolean found = only == NULL;
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    if (only && g_strcmp0 (only, positions[i].name) == 0)
      found = TRUE;
  if (!found) {
    fprintf (stderr, _("reversi-count: there is no position “%s”: use start, tiger, tiger10 or start6.\n"), only);
    return 2;
  }

  printf (_("Evaluations by search depth (evaluator %s)\n"), evaluator->name);
  printf ("%-7s %5s %8s %12s %12s %12s %8s %8s %8s\n", _("pos"), _("depth"), _("value"),
          _("minimax"), _("alpha-beta"), _("enhanced"), "ab/mm", "enh/mm", "enh/ab");

  int status = 0;
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++) {
    const CountPosition *pos = &positions[i];
    if (only && g_strcmp0 (only, pos->name) != 0)
      continue;
    Game *game = game_new (pos->size, FALSE, NULL, NULL);
    if (!game_setup_from_moves (game, pos->size, pos->moves, &error)) {
      fprintf (stderr, "reversi-count: %s: %s\n", pos->name, error->message);
      return 2;
    }
    for (int depth = 1; depth <= max_depth; depth++) {
      Count mm = count_minimax (&game->kyokumen, evaluator, depth);
      Count ab = count_alpha_beta (&game->kyokumen, evaluator, depth);
      gboolean agree = mm.value == ab.value;
#ifdef HAVE_ENHANCED
      Count en = count_enhanced (&game->kyokumen, evaluator, eval_index, depth);
      agree = agree && en.value == mm.value;
      printf ("%-7s %5d %8d %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT
              " %8.4f %8.4f %8.4f%s\n",
              pos->name, depth, mm.value, mm.evaluations, ab.evaluations, en.evaluations,
              ratio (ab.evaluations, mm.evaluations), ratio (en.evaluations, mm.evaluations),
              ratio (en.evaluations, ab.evaluations), agree ? "" : _("  VALUES DIFFER"));
#else
      printf ("%-7s %5d %8d %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT " %12s %8.4f %8s %8s%s\n",
              pos->name, depth, mm.value, mm.evaluations, ab.evaluations, "-",
              ratio (ab.evaluations, mm.evaluations), "-", "-", agree ? "" : _("  VALUES DIFFER"));
#endif
      if (!agree)
        status = 1;
      fflush (stdout);
    }
    game_free (game);
  }
  g_free (only);
  return status;
}
