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
  /* TODO t1: write this part; see exercises/t1.en.md (日本語: exercises/t1.ja.md). */
  return 0;
}

int
tictactoe_minimax (TicTacToe *board, int machine, int depth, gboolean maximizing)
{
  /* TODO t1: write this part; see exercises/t1.en.md (日本語: exercises/t1.ja.md). */
  return 0;
}

int
tictactoe_minimax_move (TicTacToe *board, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (board->to_move);
  int vacant[TICTACTOE_CELLS];
  int vacant_count = tictactoe_generate_moves (board, vacant);
  int best_move = vacant_count > 0 ? vacant[0] : -1;
  int best_eval = -TICTACTOE_INFINITY;
  /* TODO t1: write this part; see exercises/t1.en.md (日本語: exercises/t1.ja.md). */
  (void) machine;
  best_eval = 0;
  *value = best_eval;
  return best_move;
}

int
tictactoe_alpha_beta (TicTacToe *board, int machine, int depth, gboolean maximizing, int alpha,
                      int beta)
{
  /* TODO t2: write this part; see exercises/t2.en.md (日本語: exercises/t2.ja.md). */
  return 0;
}

int
tictactoe_alpha_beta_move (TicTacToe *board, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (board->to_move);
  int vacant[TICTACTOE_CELLS];
  int vacant_count = tictactoe_generate_moves (board, vacant);
  int best_move = vacant_count > 0 ? vacant[0] : -1;
  int best_eval = -TICTACTOE_INFINITY;
  /* TODO t2: write this part; see exercises/t2.en.md (日本語: exercises/t2.ja.md). */
  (void) machine;
  best_eval = 0;
  *value = best_eval;
  return best_move;
}
