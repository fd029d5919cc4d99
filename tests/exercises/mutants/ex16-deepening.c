/* SPDX-License-Identifier: MIT */
/* ex16-deepening.c: a right negamax that, at the root, first searches
 * every move one ply less deep and then tries the moves best first (a
 * shallower search for move ordering, as assignment 13 suggests).  It
 * visits positions twice, so the check can compare its values only.
 *
 * function negamax
 * expect ex16 pass
 */
static int
ex16_deepening_search (AlphaBeta *ab, int depth, int alpha, int beta, gboolean at_root)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  if (at_root && depth >= 2) {
    /* The child's shallow value, from the opponent's view: smallest first is best first. */
    int shallow[MAX_SASHITE];
    for (int i = 0; i < n; i++) {
      kyokumen_make_move (ab->kyokumen, moves[i]);
      shallow[i] = ex16_deepening_search (ab, depth - 2, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY, FALSE);
      kyokumen_undo_move (ab->kyokumen, moves[i]);
    }
    sort_moves_by_key (moves, shallow, n);
  }
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -ex16_deepening_search (ab, depth - 1, -beta, -m, FALSE);
    LIST1_TAKE_VALUE (ab, moves, i, value, m, beta);
  }
  return m;
}

int
mutant_ex16_deepening (AlphaBeta *ab, int depth, int alpha, int beta)
{
  return ex16_deepening_search (ab, depth, alpha, beta, TRUE);
}
