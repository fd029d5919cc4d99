/* SPDX-License-Identifier: MIT */
/* t1-generate-moves.c: a right minimax over tictactoe_generate_moves
 * with a while loop, the end of the game found by the empty list.
 *
 * function tictactoe_minimax
 * expect t1 pass
 */
int
mutant_t1_generate_moves (TicTacToe *t, int machine, int depth, gboolean maximizing)
{
  int moves[TICTACTOE_CELLS];
  int n = tictactoe_generate_moves (t, moves);
  if (n == 0)
    return tictactoe_end_value (t, machine, depth);
  int best = 0, i = 0;
  while (i < n) {
    tictactoe_play (t, moves[i]);
    int v = mutant_t1_generate_moves (t, machine, depth + 1, !maximizing);
    tictactoe_undo (t, moves[i]);
    if (i == 0 || (maximizing && v > best) || (!maximizing && v < best))
      best = v;
    i++;
  }
  return best;
}
