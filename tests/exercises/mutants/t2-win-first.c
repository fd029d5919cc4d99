/* SPDX-License-Identifier: MIT */
/* t2-win-first.c: a right alpha-beta that first looks for a cell that wins
 * at once (by playing each and looking for a line) and tries it first.
 * Looking plays cells a second time, so the check compares its values
 * only, not its cuts.
 *
 * function tictactoe_alpha_beta
 * expect t2 pass
 */
int
mutant_t2_win_first (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha, int beta)
{
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  int order[TICTACTOE_CELLS];
  int n = tictactoe_generate_moves (t, order);
  for (int i = 1; i < n; i++) {
    tictactoe_play (t, order[i]);
    gboolean wins = tictactoe_line_owner (t) != TICTACTOE_EMPTY;
    tictactoe_undo (t, order[i]);
    if (wins) {
      int cell = order[i];
      order[i] = order[0];
      order[0] = cell;
      break;
    }
  }
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  for (int i = 0; i < n; i++) {
    tictactoe_play (t, order[i]);
    int v = mutant_t2_win_first (t, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (t, order[i]);
    if (maximizing) {
      best = MAX (best, v);
      alpha = MAX (alpha, best);
    } else {
      best = MIN (best, v);
      beta = MIN (beta, best);
    }
    if (beta <= alpha)
      break;
  }
  return best;
}
