/* SPDX-License-Identifier: MIT */
/* bench-game-search.c: how fast the common search runs on each game.
 *
 *   bench-game-search
 *
 * Each line searches one fixed position and prints nodes, time (wall and
 * CPU) and nodes per second.  On Reversi the same search is also run by
 * the course's negamax (make and undo on one Kyokumen, solutions/) when
 * the full tree is built, to show what copy-make through function
 * pointers costs.  A benchmark: it prints numbers, it checks nothing but
 * that the values agree.
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "game-format.h"
#include "game-search.h"
#include "kalah.h"
#include "reversi-rules.h"
#include "tictactoe.h"

#ifdef HAVE_SOLUTIONS
#include "alpha-beta.h"
#endif

static double
cpu_seconds (void)
{
  return (double) clock () / CLOCKS_PER_SEC;
}

static void
report (const char *what, guint64 nodes, double wall, double cpu, int value)
{
  char n[GAME_COUNT_TEXT_SIZE];
  printf ("%-44s %13s nodes %8.3f s (cpu %7.3f s) %7.2f M nodes/s  value %d\n", what,
          game_format_count (nodes, n), wall, cpu, cpu > 0 ? (double) nodes / cpu / 1e6 : 0,
          value);
  fflush (stdout);
}

static int
bench (const char *what, const GameRules *rules, const void *position, GameSearchMethod method,
       int depth)
{
  GameSearchOptions options;
  game_search_options_init (&options, method, depth);
  GameSearchResult result;
  gint64 start = g_get_monotonic_time ();
  double cpu = cpu_seconds ();
  game_search (rules, position, &options, &result);
  report (what, result.counts.nodes, (double) (g_get_monotonic_time () - start) / 1e6,
          cpu_seconds () - cpu, result.value);
  return result.value;
}

int
main (void)
{
  TicTacToe t;
  tictactoe_init (&t);
  bench ("tic-tac-toe start, minimax to the end", tictactoe_rules (), &t, GAME_SEARCH_MINIMAX,
         GAME_SEARCH_TO_END);
  bench ("tic-tac-toe start, alpha-beta to the end", tictactoe_rules (), &t,
         GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END);

  Kalah k;
  kalah_init (&k);
  bench ("kalah start, minimax depth 9", kalah_rules (), &k, GAME_SEARCH_MINIMAX, 9);
  bench ("kalah start, alpha-beta depth 12", kalah_rules (), &k, GAME_SEARCH_ALPHA_BETA, 12);
  bench ("kalah start, ordered depth 12", kalah_rules (), &k, GAME_SEARCH_ORDERED, 12);

  const GameRules *six = reversi_rules (6);
  g_autoptr (GamePath) path = game_path_new (six);
  g_assert_true (game_path_play_text (path, "c2", NULL) && game_path_play_text (path, "b2", NULL)
                 && game_path_play_text (path, "b3", NULL));
  const Kyokumen *position = game_path_current (path);
  bench ("reversi 6x6 c2 b2 b3, minimax depth 9", six, position, GAME_SEARCH_MINIMAX, 9);
  int depth = 12;
  int common = bench ("reversi 6x6 c2 b2 b3, alpha-beta depth 12", six, position,
                      GAME_SEARCH_ALPHA_BETA, depth);
  bench ("reversi 6x6 c2 b2 b3, ordered depth 12", six, position, GAME_SEARCH_ORDERED, depth);
#ifdef HAVE_SOLUTIONS
  Kyokumen *copy = g_new (Kyokumen, 1);
  memcpy (copy, position, sizeof *copy);
  copy->history_length = 0;
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, copy, evaluator_get (0), FALSE, NULL);
  gint64 start = g_get_monotonic_time ();
  double cpu = cpu_seconds ();
  int course = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  report ("  the course's negamax, same search", ab->nodes,
          (double) (g_get_monotonic_time () - start) / 1e6, cpu_seconds () - cpu, course);
  g_free (ab);
  g_free (copy);
  if (course != common) {
    printf ("VALUES DIFFER\n");
    return 1;
  }
#endif
  (void) common;
  return 0;
}
