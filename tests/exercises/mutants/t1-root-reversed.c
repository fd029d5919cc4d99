/* SPDX-License-Identifier: MIT */
/* t1-root-reversed.c: a right root that tries the cells from c3 back to
 * a1 and keeps the first best it meets.
 *
 * function tictactoe_minimax_move
 * expect t1 pass
 */
int
mutant_t1_root_reversed (TicTacToe *t, int *value)
{
  int machine = TICTACTOE_MARK_OF_SIDE (t->to_move);
  int best_cell = -1, best = -TICTACTOE_INFINITY;
  for (int cell = TICTACTOE_CELLS - 1; cell >= 0; cell--) {
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = tictactoe_minimax (t, machine, 0, FALSE);
    tictactoe_undo (t, cell);
    if (best_cell < 0 || v > best) {
      best = v;
      best_cell = cell;
    }
  }
  *value = best;
  return best_cell;
}
