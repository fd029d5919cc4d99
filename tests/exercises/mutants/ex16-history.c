/* SPDX-License-Identifier: MIT */
/* ex16-history.c: a right negamax with the history heuristic, as a
 * student may write it for assignment 13: a move that caused a cut
 * scores depth x depth on its square, and every position tries the
 * squares with the highest scores first.  The order changes as the
 * search goes on, but every position is searched once.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
static int ex16_history_score[KYOKUMEN_MAX_CELLS];

static int
ex16_history_search (AlphaBeta *ab, int depth, int alpha, int beta)
{
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  int keys[MAX_SASHITE];
  for (int i = 0; i < n; i++)
    keys[i] = -ex16_history_score[moves[i].xy];   /* highest score first */
  sort_moves_by_key (moves, keys, n);
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -ex16_history_search (ab, depth - 1, -beta, -m);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta) {
        ex16_history_score[moves[i].xy] += depth * depth;
        return m;
      }
    }
  }
  return m;
}

int
mutant_ex16_history (AlphaBeta *ab, int depth, int alpha, int beta)
{
  if (ab->nodes == 0)
    memset (ex16_history_score, 0, sizeof ex16_history_score);
  return ex16_history_search (ab, depth, alpha, beta);
}
