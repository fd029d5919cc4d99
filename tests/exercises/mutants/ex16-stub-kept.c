/* SPDX-License-Identifier: MIT */
/* ex16-stub-kept.c: a right negamax written under the skeleton's
 * placeholder lines, which were kept: the moves are generated twice at
 * every position (the checks must count that as one visit).  The best move
 * is recorded only when it improves m (no "i == 0"): right at the root,
 * where the window is full.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 */
int
mutant_ex16_stub_kept (AlphaBeta *ab, int depth, int alpha, int beta)
{
  Sashite moves[MAX_SASHITE];
  if (alpha_beta_generate_moves (ab, moves) == 0)
    return eval_terminal_position (ab);
  if (depth == 0)
    return eval_position (ab);
  int moves_count = alpha_beta_generate_moves (ab, moves);
  int m = alpha;
  for (int i = 0; i < moves_count && m < beta; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int v = -mutant_ex16_stub_kept (ab, depth - 1, -beta, -m);
    if (v > m) {
      m = v;
      alpha_beta_record_best_line (ab, moves[i]);
    }
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  return m;
}
