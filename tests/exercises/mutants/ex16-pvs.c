/* SPDX-License-Identifier: MIT */
/* ex16-pvs.c: a right negamax in the form of a principal variation
 * search (NegaScout), as a student may write it for assignment 13: the
 * first move gets List 1's window, every later move first a null window
 * (-m - 1, -m) that only asks "is it better than m?", and is searched
 * again with (-beta, -m) when it is.  It searches fewer positions than
 * List 1 where the null windows cut, and some twice.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
static int
ex16_pvs_search (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value;
    if (i == 0) {
      value = -ex16_pvs_search (ab, depth - 1, -beta, -m);
    } else {
      value = -ex16_pvs_search (ab, depth - 1, -m - 1, -m);
      if (value > m && value < beta)   /* better than m: how much better? */
        value = -ex16_pvs_search (ab, depth - 1, -beta, -m);
    }
    LIST1_TAKE_VALUE (ab, moves, i, value, m, beta);
  }
  return m;
}

int
mutant_ex16_pvs (AlphaBeta *ab, int depth, int alpha, int beta)
{
  return ex16_pvs_search (ab, depth, alpha, beta);
}
