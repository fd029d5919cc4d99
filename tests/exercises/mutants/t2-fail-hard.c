/* SPDX-License-Identifier: MIT */
/* t2-fail-hard.c: a right alpha-beta in the fail-hard form: the machine's
 * best starts at alpha and the opponent's at beta, so a value outside the
 * window comes back as the bound itself.
 *
 * function tictactoe_alpha_beta
 * expect t2 pass
 */
int
mutant_t2_fail_hard (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha, int beta)
{
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = mutant_t2_fail_hard (t, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (t, cell);
    if (maximizing && v > alpha)
      alpha = v;
    if (!maximizing && v < beta)
      beta = v;
    if (alpha >= beta)
      return maximizing ? alpha : beta;
  }
  return maximizing ? alpha : beta;
}
