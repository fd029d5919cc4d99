/* SPDX-License-Identifier: MIT */
/* test-negamax.c: the reference negamax against plain minimax.
 *
 * Alpha-beta must find exactly the value a full minimax finds (same
 * evaluator at the horizon, same value for finished games), while
 * visiting fewer positions.  The minimax here has no pruning at all, so
 * the only thing the two share is the evaluator and the scoring rule.
 */
#include <glib.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "kit-i18n.h"
#include "test-support.h"

/* Negamax without pruning; one node per position visited, as the
 * reference search counts them (once per move generation). */
static int
minimax (Kyokumen *k, const Evaluator *evaluator, gboolean misere, int depth, guint64 *nodes)
{
  Sashite moves[MAX_SASHITE];
  (*nodes)++;
  int n = kyokumen_generate_moves (k, moves);
  if (n == 0) {
    int score = kyokumen_final_score (k);
    return (misere ? -score : score) * FINAL_DISC_VALUE;
  }
  if (depth == 0)
    return evaluator->evaluate (k);
  int best = -ALPHA_BETA_INFINITY;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (k, moves[i]);
    int value = -minimax (k, evaluator, misere, depth - 1, nodes);
    kyokumen_undo_move (k, moves[i]);
    best = MAX (best, value);
  }
  return best;
}

/* Positions per board size and depth: fewer where the trees are large. */
static int
positions_for (int size, int depth)
{
  if (depth <= 3)
    return 5;
  if (depth == 4)
    return size == 10 ? 2 : 3;
  return size == 10 ? 1 : 2;
}

static void
test_negamax_equals_minimax (void)
{
  GRand *rand = g_rand_new_with_seed (2024);
  guint64 total_minimax = 0, total_alpha_beta = 0;
  int searches = 0;
  Kyokumen *k = g_new (Kyokumen, 1);
  Kyokumen *before = g_new (Kyokumen, 1);
  Kyokumen *after = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);

  for (int size = 4; size <= 10; size += 2) {
    for (int depth = 1; depth <= 5; depth++) {
      for (int e = 0; e < EVALUATOR_COUNT; e++) {
        const Evaluator *evaluator = evaluator_get (e);
        g_assert_nonnull (evaluator);
        for (int misere = 0; misere <= 1; misere++) {
          for (int i = 0; i < positions_for (size, depth); i++) {
            /* Anywhere from the opening to the last few squares, so that
             * some searches reach the end of the game. */
            int empties = g_rand_int_range (rand, 1, size * size - 4 + 1);
            g_assert_true (random_position (k, size, empties, rand));
            *before = *k;

            guint64 mm_nodes = 0;
            int expected = minimax (k, evaluator, misere, depth, &mm_nodes);
            g_assert_true (kyokumen_fields_equal (k, before));

            alpha_beta_init (ab, k, evaluator, misere, NULL);
            int value = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
            if (value != expected) {
              char *board = kyokumen_to_board_string (k);
              g_test_message ("%s depth %d %s%s: negamax %d, minimax %d", board, depth,
                              evaluator->name, misere ? " misere" : "", value, expected);
              g_free (board);
            }
            g_assert_cmpint (value, ==, expected);
            g_assert_true (kyokumen_fields_equal (k, before));
            g_assert_false (ab->stopped);
            g_assert_false (ab->runaway);
            g_assert_cmpuint (ab->nodes, >=, 1);
            g_assert_cmpuint (ab->nodes, <=, mm_nodes);
            total_minimax += mm_nodes;
            total_alpha_beta += ab->nodes;
            searches++;

            /* The best line's first move is legal and worth the value:
             * play it and search one ply less from the other side. */
            int length;
            const Sashite *line = alpha_beta_root_line (ab, &length);
            g_assert_cmpint (length, >=, 1);
            g_assert_cmpint (length, <=, depth);
            Sashite first = line[0];
            g_assert_true (kyokumen_is_legal (k, first));

            /* The whole line is a sequence of legal moves. */
            *after = *k;
            for (int j = 0; j < length; j++) {
              g_assert_true (kyokumen_is_legal (after, line[j]));
              kyokumen_make_move (after, line[j]);
            }

            *after = *k;
            kyokumen_make_move (after, first);
            guint64 ignored = 0;
            g_assert_cmpint (-minimax (after, evaluator, misere, depth - 1, &ignored), ==, value);
            AlphaBeta *reply = g_new (AlphaBeta, 1);
            alpha_beta_init (reply, after, evaluator, misere, NULL);
            g_assert_cmpint (-negamax (reply, depth - 1, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY),
                             ==, value);
            g_free (reply);
          }
        }
      }
    }
  }
  g_test_message ("%d searches: minimax %" G_GUINT64_FORMAT " nodes, alpha-beta %" G_GUINT64_FORMAT
                  " nodes (%.1f%%)",
                  searches, total_minimax, total_alpha_beta,
                  100.0 * (double) total_alpha_beta / (double) total_minimax);
  g_assert_cmpuint (total_alpha_beta, <, total_minimax);

  g_free (ab);
  g_free (after);
  g_free (before);
  g_free (k);
  g_rand_free (rand);
}

/* With a narrower window negamax still bounds the true value correctly:
 * inside the window it is exact, at or below alpha it says so, at or
 * above beta it says so. */
static void
test_negamax_window (void)
{
  GRand *rand = g_rand_new_with_seed (99);
  Kyokumen *k = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  int inside = 0, low = 0, high = 0;

  for (int round = 0; round < 200; round++) {
    int size = 4 + 2 * g_rand_int_range (rand, 0, 4);
    int depth = g_rand_int_range (rand, 1, 4);
    gboolean misere = g_rand_boolean (rand);
    const Evaluator *evaluator = evaluator_get (g_rand_int_range (rand, 0, EVALUATOR_COUNT));
    int empties = g_rand_int_range (rand, 1, size * size - 4 + 1);
    g_assert_true (random_position (k, size, empties, rand));

    guint64 nodes = 0;
    int truth = minimax (k, evaluator, misere, depth, &nodes);
    int spread = ABS (truth) < 100 ? 30 : 3000;
    int alpha = truth + g_rand_int_range (rand, -spread, spread);
    int beta = alpha + g_rand_int_range (rand, 1, spread);

    alpha_beta_init (ab, k, evaluator, misere, NULL);
    int value = negamax (ab, depth, alpha, beta);
    if (truth <= alpha) {
      g_assert_cmpint (value, <=, alpha);
      low++;
    } else if (truth >= beta) {
      g_assert_cmpint (value, >=, beta);
      high++;
    } else {
      g_assert_cmpint (value, ==, truth);
      inside++;
    }
  }
  g_test_message ("windows: %d inside, %d fail low, %d fail high", inside, low, high);
  g_assert_cmpint (inside, >, 0);
  g_assert_cmpint (low, >, 0);
  g_assert_cmpint (high, >, 0);
  g_free (ab);
  g_free (k);
  g_rand_free (rand);
}

/* The terminal value: FINAL_DISC_VALUE per disc, empties to the winner,
 * reversed for misere. */
static void
test_terminal_value (void)
{
  Kyokumen k;
  g_assert_true (kyokumen_from_board_string (&k, "-XXXXXOXXOXXXXXX X", NULL));
  g_assert_true (kyokumen_is_game_over (&k));
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  for (int misere = 0; misere <= 1; misere++) {
    for (int color = BLACK; color <= WHITE; color += 2) {
      k.color = color;
      /* 13 black, 2 white, 1 empty: Black's score is 13 - 2 + 1 = 12. */
      int black_view = 12 * FINAL_DISC_VALUE;
      int expected = (color == BLACK ? black_view : -black_view) * (misere ? -1 : 1);
      alpha_beta_init (ab, &k, evaluator_get (1), misere, NULL);
      g_assert_cmpint (eval_terminal_position (ab), ==, expected);
      for (int depth = 0; depth <= 3; depth++) {
        alpha_beta_init (ab, &k, evaluator_get (1), misere, NULL);
        g_assert_cmpint (negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY), ==,
                         expected);
      }
    }
  }
  g_free (ab);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/negamax/equals-minimax", test_negamax_equals_minimax);
  g_test_add_func ("/engine/negamax/window", test_negamax_window);
  g_test_add_func ("/engine/negamax/terminal-value", test_terminal_value);
  return g_test_run ();
}
