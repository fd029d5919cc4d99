/* SPDX-License-Identifier: MIT */
/* mutant-shims.h: stand-ins for the static helpers of solutions/ that
 * the mutants' functions call (they are copied out of their files).
 */
#pragma once

#include "alpha-beta.h"

/* The first lines of List 1, the same in the right answers of this folder
 * that differ only in their loop: generate the moves; a finished game or
 * the horizon returns its value. */
#define NEGAMAX_PROLOGUE(ab, depth, moves, n)        \
  Sashite moves[MAX_SASHITE];                        \
  int n = alpha_beta_generate_moves (ab, moves);     \
  if (n == 0)                                        \
    return eval_terminal_position (ab);              \
  if (depth == 0)                                    \
    return eval_position (ab)

/* The end of List 1's loop body, the same in the right answers of this
 * folder that differ in how they get the value of moves[i]: record the
 * move when it is the best so far, undo it, and let m take the value,
 * returning m at a cut-off. */
#define LIST1_TAKE_VALUE(ab, moves, i, value, m, beta)   \
  if ((value) > (m) || (i) == 0)                       \
    alpha_beta_record_best_line (ab, moves[i]);        \
  kyokumen_undo_move ((ab)->kyokumen, moves[i]);       \
  if ((value) > (m)) {                                 \
    (m) = (value);                                     \
    if ((m) >= (beta))                                 \
      return m;                                        \
  }

/* Order moves[] by keys[] (the same permutation to both), smallest key
 * first; a stable insertion sort, so equal keys keep their order. */
static inline void
sort_moves_by_key (Sashite *moves, int *keys, int n)
{
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && keys[j] < keys[j - 1]; j--) {
      int key = keys[j];
      keys[j] = keys[j - 1];
      keys[j - 1] = key;
      Sashite move = moves[j];
      moves[j] = moves[j - 1];
      moves[j - 1] = move;
    }
}

/* alpha-beta.c's count_evaluation, as far as the checks can see it. */
static inline void
count_evaluation (AlphaBeta *ab)
{
  ab->evaluations++;
}

/* alpha-beta.c's traced_value: the mutants are never traced, so the
 * value passes through. */
static inline int
traced_value (AlphaBeta *ab, int value)
{
  (void) ab;
  return value;
}
