/* SPDX-License-Identifier: MIT */
/* ex16-ordered-by-replies.c: a right negamax that tries first the moves
 * that leave the opponent the fewest replies, counted with
 * kyokumen_generate_moves (not a search: the check must not mistake these
 * looks for searched positions), written with a while loop.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 */
int
mutant_ex16_ordered_by_replies (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);

  int replies[MAX_SASHITE];
  for (int i = 0; i < n; i++) {
    Sashite scratch[MAX_SASHITE];
    kyokumen_make_move (ab->kyokumen, moves[i]);
    replies[i] = kyokumen_generate_moves (ab->kyokumen, scratch);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  sort_moves_by_key (moves, replies, n);   /* fewest replies first */

  int m = alpha;
  int i = 0;
  while (i < n) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_ordered_by_replies (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m)
      m = value;
    if (m >= beta)
      return m;
    i++;
  }
  return m;
}
