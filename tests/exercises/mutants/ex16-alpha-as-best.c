/* SPDX-License-Identifier: MIT */
/* ex16-alpha-as-best.c: a right negamax that raises alpha itself instead
 * of keeping m, and returns beta at a cut-off (the fail-hard form).
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 */
int
mutant_ex16_alpha_as_best (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, count);

  for (int i = 0; i < count; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int score = -mutant_ex16_alpha_as_best (ab, depth - 1, -beta, -alpha);
    if (score >= beta) {
      alpha_beta_record_best_line (ab, moves[i]);
      kyokumen_undo_move (ab->kyokumen, moves[i]);
      return beta;
    }
    if (score > alpha || i == 0) {
      alpha_beta_record_best_line (ab, moves[i]);
      if (score > alpha)
        alpha = score;
    }
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  return alpha;
}
