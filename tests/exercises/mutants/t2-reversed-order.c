/* SPDX-License-Identifier: MIT */
/* t2-reversed-order.c: a right alpha-beta that tries the cells from c3
 * back to a1: other cuts, Matoike's rules all the same.
 *
 * function tictactoe_alpha_beta
 * expect t2 pass
 */
int
mutant_t2_reversed_order (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha,
                          int beta)
{
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int cell = TICTACTOE_CELLS - 1; cell >= 0; cell--) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = mutant_t2_reversed_order (t, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (t, cell);
    if (maximizing) {
      best = MAX (best, v);
      alpha = MAX (alpha, best);
    } else {
      best = MIN (best, v);
      beta = MIN (beta, best);
    }
    if (alpha >= beta)
      break;
  }
  return best;
}
