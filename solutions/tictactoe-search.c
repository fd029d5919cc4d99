/* SPDX-License-Identifier: MIT */
/* tictactoe-search.c: Matoike's minimax and alpha-beta for tic-tac-toe
 * (exercises t1 and t2; see tictactoe-search.h and the sheets).
 *
 * The code follows Matoike's Python, down to the names (board, vacant,
 * best_val, best_eval): the root tries the empty cells for the machine,
 * and below it one function serves both sides, the machine maximising and
 * its opponent minimising.
 */
#include "tictactoe-search.h"

int
tictactoe_end_value (const TicTacToe *board, int machine, int depth)
{
  /* BEGIN SOLUTION t1 */
  int winner = tictactoe_line_owner (board);
  if (winner == machine)
    return 10 - depth;
  if (winner != TICTACTOE_EMPTY)
    return depth - 10;
  return 0;
  /* STUB: return 0; */
  /* END SOLUTION */
}

int
tictactoe_minimax (TicTacToe *board, int machine, int depth, gboolean maximizing)
{
  /* BEGIN SOLUTION t1 */
  if (tictactoe_is_over (board))
    return tictactoe_end_value (board, machine, depth);
  int best_val = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int n = 0; n < TICTACTOE_CELLS; n++) {
    if (board->cell[n] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (board, n);
    int value = tictactoe_minimax (board, machine, depth + 1, !maximizing);
    best_val = maximizing ? MAX (value, best_val) : MIN (value, best_val);
    tictactoe_undo (board, n);
  }
  return best_val;
  /* STUB: return 0; */
  /* END SOLUTION */
}

int
tictactoe_minimax_move (TicTacToe *board, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (board->to_move);
  int vacant[TICTACTOE_CELLS];
  int vacant_count = tictactoe_generate_moves (board, vacant);
  int best_move = vacant_count > 0 ? vacant[0] : -1;
  int best_eval = -TICTACTOE_INFINITY;
  /* BEGIN SOLUTION t1 */
  for (int i = 0; i < vacant_count; i++) {
    int n = vacant[i];
    tictactoe_play (board, n);
    int eval = tictactoe_minimax (board, machine, 0, FALSE);
    if (best_eval < eval) {
      best_eval = eval;
      best_move = n;
    }
    tictactoe_undo (board, n);
  }
  /* STUB: (void) machine; */
  /* STUB: best_eval = 0; */
  /* END SOLUTION */
  *value = best_eval;
  return best_move;
}

int
tictactoe_alpha_beta (TicTacToe *board, int machine, int depth, gboolean maximizing, int alpha,
                      int beta)
{
  /* BEGIN SOLUTION t2 */
  if (tictactoe_is_over (board))
    return tictactoe_end_value (board, machine, depth);
  int best_val = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int n = 0; n < TICTACTOE_CELLS; n++) {
    if (board->cell[n] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (board, n);
    int value = tictactoe_alpha_beta (board, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (board, n);
    if (maximizing) {
      best_val = MAX (value, best_val);
      alpha = MAX (alpha, best_val);
    } else {
      best_val = MIN (value, best_val);
      beta = MIN (beta, best_val);
    }
    if (beta <= alpha)
      break;
  }
  return best_val;
  /* STUB: return 0; */
  /* END SOLUTION */
}

int
tictactoe_alpha_beta_move (TicTacToe *board, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (board->to_move);
  int vacant[TICTACTOE_CELLS];
  int vacant_count = tictactoe_generate_moves (board, vacant);
  int best_move = vacant_count > 0 ? vacant[0] : -1;
  int best_eval = -TICTACTOE_INFINITY;
  /* BEGIN SOLUTION t2 */
  /* Matoike's code gives every root move the full window. */
  for (int i = 0; i < vacant_count; i++) {
    int n = vacant[i];
    tictactoe_play (board, n);
    int eval = tictactoe_alpha_beta (board, machine, 0, FALSE, -TICTACTOE_INFINITY, TICTACTOE_INFINITY);
    if (best_eval < eval) {
      best_eval = eval;
      best_move = n;
    }
    tictactoe_undo (board, n);
  }
  /* STUB: (void) machine; */
  /* STUB: best_eval = 0; */
  /* END SOLUTION */
  *value = best_eval;
  return best_move;
}
