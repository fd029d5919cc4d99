/* SPDX-License-Identifier: MIT */
/* ex16-aspiration.c: a right negamax with an aspiration window at the
 * root, as a student may write it for assignment 13: guess that the value
 * is near the evaluation of the position, search the narrow window
 * around it first, and search again with the whole window only when the
 * value falls outside.  When the guess is good it searches fewer
 * positions than List 1.  Below the root it is List 1 (the reference's
 * negamax): the root is what this answer is about.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
int
mutant_ex16_aspiration (AlphaBeta *ab, int depth, int alpha, int beta)
{
  /* Only at the root (nothing searched yet), and only with room to narrow. */
  if (ab->nodes > 0 || depth < 2)
    return negamax (ab, depth, alpha, beta);
  int guess = ab->evaluator->evaluate (ab->kyokumen);
  int low = MAX (alpha, guess - 4), high = MIN (beta, guess + 4);
  if (low >= high)
    return negamax (ab, depth, alpha, beta);
  int value = negamax (ab, depth, low, high);
  if ((value <= low && low > alpha) || (value >= high && high < beta))
    value = negamax (ab, depth, alpha, beta);   /* outside: the whole window */
  return value;
}
