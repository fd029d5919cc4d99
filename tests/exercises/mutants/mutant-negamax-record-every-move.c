/* mutant-negamax-record-every-move.c: exercise 16 with one mistake:
 * every move is recorded as the best.
 *
 * The mutant test runs the ex16 check on this and expects it to be
 * rejected with the hint for this mistake.  Instructor material: not in
 * the student handout (it is nearly the answer).
 */
#include "mutants.h"

int
mutant_negamax_record_every_move (AlphaBeta *ab, int depth, int alpha, int beta)
{
  Sashite moves[MAX_SASHITE];
  int num_moves = alpha_beta_generate_moves (ab, moves);

  if (num_moves == 0)
    return eval_terminal_position (ab);
  if (depth == 0)
    return eval_position (ab);

  int m = alpha;
  for (int i = 0; i < num_moves; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -mutant_negamax_record_every_move (ab, depth - 1, -beta, -m);

    alpha_beta_record_best_line (ab, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta) {
        kyokumen_undo_move (ab->kyokumen, moves[i]);
        return m;
      }
    }
    kyokumen_undo_move (ab->kyokumen, moves[i]);
  }
  return m;
}
