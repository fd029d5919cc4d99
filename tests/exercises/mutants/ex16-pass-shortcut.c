/* ex16-pass-shortcut.c: a right negamax that plays a forced pass at once
 * and hands its value up without recording it (fail-soft there), then
 * searches the other positions with the loop of List 1.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 * expect ex18 pass
 * expect a12 pass
 */
int
mutant_ex16_pass_shortcut (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  if (moves[0].xy == 0) {
    kyokumen_make_move (ab->kyokumen, moves[0]);
    int value = -mutant_ex16_pass_shortcut (ab, depth - 1, -beta, -alpha);
    kyokumen_undo_move (ab->kyokumen, moves[0]);
    return value;
  }
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_pass_shortcut (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta)
        return m;
    }
  }
  return m;
}
