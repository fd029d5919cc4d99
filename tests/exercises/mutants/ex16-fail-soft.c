/* SPDX-License-Identifier: MIT */
/* ex16-fail-soft.c: a right negamax in the fail-soft form: best starts
 * at minus infinity and alpha is raised separately; the child's window is
 * (-beta, -alpha).  Outside the window it returns a tighter bound than
 * List 1, which is just as right, and it cuts exactly where List 1 does.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 * expect a12 pass
 */
int
mutant_ex16_fail_soft (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);

  int best = -ALPHA_BETA_INFINITY;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_fail_soft (ab, depth - 1, -beta, -alpha);
    if (value > best) {
      best = value;
      alpha_beta_record_best_line (ab, moves[i]);
    }
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (best > alpha)
      alpha = best;
    if (alpha >= beta)
      break;
  }
  return best;
}
