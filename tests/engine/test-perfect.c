/* SPDX-License-Identifier: MIT */
/* test-perfect.c: perfect play and exact endgame scores against an
 * independent solver.
 *
 * The kit's answers (its negamax searching to the end, and games played
 * by two perfect computer players) are compared with the exhaustive
 * searches below, which use test-support.c's own board and rules.
 */
#include <glib.h>
#include <string.h>

#include "alpha-beta.h"
#include "computer-player.h"
#include "evaluator.h"
#include "game.h"
#include "kit-i18n.h"
#include "test-support.h"

/* ---- the independent solver --------------------------------------------
 *
 * On test-support.c's own board and rules: the exact final score (side to
 * move's view, negated throughout for misere), by plain minimax with no
 * pruning (ref_board_solve_full) and with alpha-beta and a simple move
 * order for positions too large for the full tree (ref_board_solve).
 * It lives here, not in test-support.c, because it is a whole search: the
 * student handout keeps test-support.c and must not hold an answer.
 */

static int
ref_board_solve_full (const RefBoard *b, gboolean misere, guint64 *nodes)
{
  int moves[REF_MAX_SIZE * REF_MAX_SIZE];
  (*nodes)++;
  int n = ref_board_generate (b, moves);
  if (n == 0)
    return misere ? -ref_board_final_score (b) : ref_board_final_score (b);
  int best = G_MININT;
  for (int i = 0; i < n; i++) {
    RefBoard child = *b;
    ref_board_play (&child, moves[i]);
    int value = -ref_board_solve_full (&child, misere, nodes);
    best = MAX (best, value);
  }
  return best;
}

/* Corners first and squares next to corners last: a cheap order that
 * makes the pruning search small endgames quickly. */
static int
move_priority (int size, int move)
{
  if (move == REF_PASS)
    return 0;
  int col = move % size, row = move / size;
  int x = MIN (col, size - 1 - col), y = MIN (row, size - 1 - row);
  if (x == 0 && y == 0)
    return 0;
  if (x <= 1 && y <= 1)
    return 3;
  if (x == 0 || y == 0)
    return 1;
  return 2;
}

static int
ref_alpha_beta (const RefBoard *b, gboolean misere, int alpha, int beta, guint64 *nodes)
{
  int moves[REF_MAX_SIZE * REF_MAX_SIZE];
  (*nodes)++;
  int n = ref_board_generate (b, moves);
  if (n == 0)
    return misere ? -ref_board_final_score (b) : ref_board_final_score (b);

  int ordered[REF_MAX_SIZE * REF_MAX_SIZE];
  int count = 0;
  for (int priority = 0; priority <= 3; priority++)
    for (int i = 0; i < n; i++)
      if (move_priority (b->size, moves[i]) == priority)
        ordered[count++] = moves[i];

  int best = G_MININT;
  for (int i = 0; i < count; i++) {
    RefBoard child = *b;
    ref_board_play (&child, ordered[i]);
    int value = -ref_alpha_beta (&child, misere, -beta, -MAX (alpha, best), nodes);
    if (value > best) {
      best = value;
      if (best >= beta)
        break;
    }
  }
  return best;
}

static int
ref_board_solve (const RefBoard *b, gboolean misere, guint64 *nodes)
{
  int limit = REF_MAX_SIZE * REF_MAX_SIZE + 1;
  return ref_alpha_beta (b, misere, -limit, limit, nodes);
}

/* Play 4x4 from the start with two perfect computer players. */
static void
check_perfect_4x4 (gboolean misere)
{
  /* Independent: the whole game tree without pruning, then with. */
  RefBoard start;
  ref_board_start (&start, 4);
  guint64 full_nodes = 0, pruned_nodes = 0;
  int reference = ref_board_solve_full (&start, misere, &full_nodes);
  g_assert_cmpint (ref_board_solve (&start, misere, &pruned_nodes), ==, reference);

  /* The kit's value at the root. */
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, 4);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, k, evaluator_get (0), misere, NULL);
  int root = negamax (ab, 20, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  g_assert_false (ab->stopped);
  g_assert_cmpint (root, ==, reference * FINAL_DISC_VALUE);

  /* The kit's game: every move is reported exact and worth the root
   * value from the mover's side, and the final score is the value. */
  Game *game = game_new (4, misere, computer_player_new (20, 16, 0), computer_player_new (20, 16, 0));
  while (!game_is_over (game)) {
    Sashite move;
    SearchReport report;
    GError *error = NULL;
    int mover = game->kyokumen.color;
    g_assert_true (player_decide_move (game_player_to_move (game), &game->kyokumen, misere, NULL,
                                       &move, &report, &error));
    g_assert_no_error (error);
    g_assert_true (report.exact);
    g_assert_false (report.stopped);
    g_assert_cmpint (report.value, ==, (mover == BLACK ? root : -root));

    /* The move keeps the value: the independent solver agrees. */
    RefBoard after;
    ref_board_from_kyokumen (&after, &game->kyokumen);
    int col = 0, row = 0;
    if (!sashite_is_pass (move))
      sashite_to_square (move, 4, &col, &row);
    ref_board_play (&after, sashite_is_pass (move) ? REF_PASS : row * 4 + col);
    guint64 nodes = 0;
    g_assert_cmpint (-ref_board_solve (&after, misere, &nodes) * FINAL_DISC_VALUE, ==, report.value);

    g_assert_true (game_play (game, move, &error));
    g_assert_no_error (error);
  }

  GameResult result;
  game_result (game, &result);
  int black_score = result.black_discs - result.white_discs;
  black_score += black_score > 0 ? result.empties : black_score < 0 ? -result.empties : 0;
  /* The score a perfect game ends with is the root value, from Black's
   * side; in misere the value is the score turned round. */
  g_assert_cmpint (misere ? -black_score : black_score, ==, reference);

  char *moves = game_record_to_text (game);
  char *text = game_result_to_text (&result);
  g_test_message ("4x4 %s, perfect play: %s (Black's score %+d, value %+d); moves: %s; "
                  "reference searched %" G_GUINT64_FORMAT " positions without pruning, "
                  "%" G_GUINT64_FORMAT " with; the kit's negamax %" G_GUINT64_FORMAT,
                  misere ? "misere" : "normal", text, black_score, reference, moves, full_nodes,
                  pruned_nodes, ab->nodes);
  g_free (text);
  g_free (moves);
  game_free (game);
  g_free (ab);
  g_free (k);
}

static void
test_perfect_4x4_normal (void)
{
  check_perfect_4x4 (FALSE);
}

static void
test_perfect_4x4_misere (void)
{
  check_perfect_4x4 (TRUE);
}

/* Exact endgames: the kit's negamax to the end and a perfect computer
 * player, against the independent solver. */
static void
check_endgame (Kyokumen *k, gboolean misere, int eval_index, gboolean with_player)
{
  RefBoard b;
  ref_board_from_kyokumen (&b, k);
  guint64 ref_nodes = 0;
  int reference = ref_board_solve (&b, misere, &ref_nodes);

  Kyokumen *before = g_memdup2 (k, sizeof *k);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, k, evaluator_get (eval_index), misere, NULL);
  int value = negamax (ab, 2 * k->empty_count, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  if (value != reference * FINAL_DISC_VALUE) {
    char *board = kyokumen_to_board_string (k);
    g_test_message ("%s%s: kit %d, reference %d", board, misere ? " misere" : "", value,
                    reference * FINAL_DISC_VALUE);
    g_free (board);
  }
  g_assert_cmpint (value, ==, reference * FINAL_DISC_VALUE);
  g_assert_true (kyokumen_fields_equal (k, before));
  g_test_message ("%d empties%s: value %d, kit %" G_GUINT64_FORMAT " nodes, reference %" G_GUINT64_FORMAT,
                  k->empty_count, misere ? " misere" : "", reference, ab->nodes, ref_nodes);

  if (!with_player) {
    /* The large ones: the player would only repeat the same search. */
    g_free (ab);
    g_free (before);
    return;
  }

  /* The computer player switches to perfect search and says so. */
  Player *player = computer_player_new (1, k->empty_count, eval_index);
  Sashite move;
  SearchReport report;
  GError *error = NULL;
  g_assert_true (player_decide_move (player, k, misere, NULL, &move, &report, &error));
  g_assert_no_error (error);
  g_assert_true (report.exact);
  g_assert_cmpint (report.depth, ==, 2 * k->empty_count);
  g_assert_cmpint (report.value, ==, reference * FINAL_DISC_VALUE);
  g_assert_true (kyokumen_is_legal (k, move));

  /* Its move is a best move by the independent solver too. */
  int col = 0, row = 0;
  if (!sashite_is_pass (move))
    sashite_to_square (move, k->size, &col, &row);
  RefBoard after = b;
  ref_board_play (&after, sashite_is_pass (move) ? REF_PASS : row * k->size + col);
  g_assert_cmpint (-ref_board_solve (&after, misere, &ref_nodes), ==, reference);

  player_free (player);
  g_free (ab);
  g_free (before);
}

static void
check_endgames (int size, guint32 seed)
{
  GRand *rand = g_rand_new_with_seed (seed);
  Kyokumen *k = g_new (Kyokumen, 1);
  int checked = 0;

  /* Many small ones... */
  for (int i = 0; i < 24; i++) {
    int empties = g_rand_int_range (rand, 1, MIN (10, size * size - 4) + 1);
    g_assert_true (random_position (k, size, empties, rand));
    check_endgame (k, i % 2 == 1, i % EVALUATOR_COUNT, TRUE);
    checked++;
  }
  /* ...and a few of 12 to 14 empties (4x4 has only 12 in all). */
  for (int empties = 12; empties <= MIN (14, size * size - 4); empties++) {
    g_assert_true (random_position (k, size, empties, rand));
    check_endgame (k, empties == 13, 1, empties == 12);
    checked++;
  }
  g_test_message ("%dx%d: %d endgames agree", size, size, checked);
  g_free (k);
  g_rand_free (rand);
}

static void
test_endgames_4x4 (void)
{
  check_endgames (4, 404);
}

static void
test_endgames_6x6 (void)
{
  check_endgames (6, 606);
}

static void
test_endgames_8x8 (void)
{
  check_endgames (8, 808);
}

static void
test_endgames_10x10 (void)
{
  check_endgames (10, 1010);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/perfect/4x4-normal", test_perfect_4x4_normal);
  g_test_add_func ("/engine/perfect/4x4-misere", test_perfect_4x4_misere);
  g_test_add_func ("/engine/perfect/endgames-4x4", test_endgames_4x4);
  g_test_add_func ("/engine/perfect/endgames-6x6", test_endgames_6x6);
  g_test_add_func ("/engine/perfect/endgames-8x8", test_endgames_8x8);
  g_test_add_func ("/engine/perfect/endgames-10x10", test_endgames_10x10);
  return g_test_run ();
}
