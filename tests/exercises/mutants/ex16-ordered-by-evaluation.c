/* SPDX-License-Identifier: MIT */
/* ex16-ordered-by-evaluation.c: a right negamax that tries the moves in
 * the order of a static evaluation of the position after each (best for
 * the mover first), as assignment 13 suggests.  The evaluator is called
 * directly, so these looks are not counted as evaluations.
 *
 * function negamax
 * expect ex16 pass
 * expect ex17 pass
 * expect a12 pass
 */
typedef struct {
  Sashite move;
  int score;
} ex16_ordered_by_evaluation_Entry;

static int
ex16_ordered_by_evaluation_compare (const void *a, const void *b)
{
  const ex16_ordered_by_evaluation_Entry *x = a, *y = b;
  return (x->score > y->score) - (x->score < y->score);
}

int
mutant_ex16_ordered_by_evaluation (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);

  /* The child's value is from the opponent's view: lowest first is best first. */
  ex16_ordered_by_evaluation_Entry order[MAX_SASHITE];
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    order[i] = (ex16_ordered_by_evaluation_Entry) { moves[i], ab->evaluator->evaluate (ab->kyokumen) };
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  qsort (order, (size_t) n, sizeof order[0], ex16_ordered_by_evaluation_compare);

  int m = alpha;
  for (int i = 0; i < n; i++) {
    Sashite move = order[i].move;
    kyokumen_make_move (ab->kyokumen, move);
    int value = -mutant_ex16_ordered_by_evaluation (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, move);
    kyokumen_undo_move (ab->kyokumen, move);
    if (value > m) {
      m = value;
      if (m >= beta)
        return m;
    }
  }
  return m;
}
