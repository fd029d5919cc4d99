/* SPDX-License-Identifier: MIT */
/* ex16-iterative.c: a right negamax with iterative deepening at the
 * root, as a student may write it for assignment 13: search depth 1, 2,
 * ... up to the depth asked, each time trying the best move of the last
 * iteration first.  The root and its first children are searched once
 * per iteration.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
static int
ex16_iterative_search (AlphaBeta *ab, int depth, int alpha, int beta, int first_xy)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  for (int i = 1; i < n; i++) {
    if (moves[i].xy == first_xy) {   /* the last iteration's best move first */
      Sashite best = moves[i];
      moves[i] = moves[0];
      moves[0] = best;
    }
  }
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -ex16_iterative_search (ab, depth - 1, -beta, -m, -1);
    LIST1_TAKE_VALUE (ab, moves, i, value, m, beta);
  }
  return m;
}

int
mutant_ex16_iterative (AlphaBeta *ab, int depth, int alpha, int beta)
{
  int value = 0, best_xy = -1;
  for (int d = 1; d <= depth || d == 1; d++) {
    value = ex16_iterative_search (ab, MIN (d, depth), alpha, beta, best_xy);
    int length;
    const Sashite *line = alpha_beta_root_line (ab, &length);
    best_xy = length > 0 ? line[0].xy : -1;
  }
  return value;
}
