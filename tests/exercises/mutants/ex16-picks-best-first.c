/* SPDX-License-Identifier: MIT */
/* ex16-picks-best-first.c: a right negamax that scores every move with
 * eval_position (so these looks count as evaluations) and, at each step,
 * picks the best-looking move not tried yet (a selection sort done as it
 * goes).
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 * expect a12 pass
 */
int
mutant_ex16_picks_best_first (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  int looks[MAX_SASHITE];
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    looks[i] = -eval_position (ab);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  int m = alpha;
  for (int tried = 0; tried < n; tried++) {
    int pick = tried;
    for (int j = tried + 1; j < n; j++)
      if (looks[j] > looks[pick])
        pick = j;
    Sashite move = moves[pick];
    moves[pick] = moves[tried];
    moves[tried] = move;
    int look = looks[pick];
    looks[pick] = looks[tried];
    looks[tried] = look;

    kyokumen_make_move (ab->kyokumen, move);
    int value = -mutant_ex16_picks_best_first (ab, depth - 1, -beta, -m);
    if (value > m || tried == 0)
      alpha_beta_record_best_line (ab, move);
    kyokumen_undo_move (ab->kyokumen, move);
    if (value > m)
      m = value;
    if (m >= beta)
      break;
  }
  return m;
}
