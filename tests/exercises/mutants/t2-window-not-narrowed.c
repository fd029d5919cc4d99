/* SPDX-License-Identifier: MIT */
/* t2-window-not-narrowed.c: the cut is tested against the window this
 * position was given, but alpha and beta are never raised or lowered, so
 * the children get the same window: the values are right, the cuts fewer.
 *
 * function tictactoe_alpha_beta
 * expect t2 HINT_TTT_WINDOW_NOT_NARROWED
 */
int
mutant_t2_window_not_narrowed (TicTacToe *t, int machine, int depth, gboolean maximizing,
                               int alpha, int beta)
{
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = mutant_t2_window_not_narrowed (t, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (t, cell);
    best = maximizing ? MAX (best, v) : MIN (best, v);
    if (maximizing ? best >= beta : best <= alpha)
      break;
  }
  return best;
}
