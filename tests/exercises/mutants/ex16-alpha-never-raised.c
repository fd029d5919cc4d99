/* SPDX-License-Identifier: MIT */
/* ex16-alpha-never-raised.c: the fail-soft form, but alpha is never
 * raised: every child gets the window (-beta, -alpha) of the node's own
 * entry, so a good first move narrows nothing below.  The values stay
 * right (the window only widens); the cuts below are fewer than List 1's.
 *
 * function negamax
 * expect ex16 HINT_BETA_FROM_ALPHA parting a1 d1
 */
int
mutant_ex16_alpha_never_raised (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);

  int best = -ALPHA_BETA_INFINITY;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_ex16_alpha_never_raised (ab, depth - 1, -beta, -alpha);
    if (value > best) {
      best = value;
      alpha_beta_record_best_line (ab, moves[i]);
    }
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (best >= beta)
      break;
  }
  return best;
}
