/* SPDX-License-Identifier: MIT */
/* t1-reversed-order.c: a right minimax that tries the cells from c3 back
 * to a1: the same values and the same game tree in another order.
 *
 * function tictactoe_minimax
 * expect t1 pass
 */
int
mutant_t1_reversed_order (TicTacToe *t, int machine, int depth, gboolean maximizing)
{
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = TICTACTOE_CELLS - 1; cell >= 0; cell--) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = mutant_t1_reversed_order (t, machine, depth + 1, !maximizing);
    tictactoe_undo (t, cell);
    if (maximizing ? v > best : v < best)
      best = v;
  }
  return best;
}
