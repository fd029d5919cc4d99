/* SPDX-License-Identifier: MIT */
/* ex16-reversed-order.c: a right negamax that tries the moves from the
 * last to the first.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 * expect a12 pass
 */
int
mutant_ex16_reversed_order (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);

  int m = alpha;
  for (int i = n - 1; i >= 0; i--) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_reversed_order (ab, depth - 1, -beta, -m);
    if (value > m || i == n - 1)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m)
      m = value;
    if (m >= beta)
      break;
  }
  return m;
}
