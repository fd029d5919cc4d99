/* SPDX-License-Identifier: MIT */
/* t2-center-first.c: a right alpha-beta that tries the centre, then the
 * corners, then the edges (the cells on the most lines first), in a while
 * loop.
 *
 * function tictactoe_alpha_beta
 * expect t2 pass
 */
int
mutant_t2_center_first (TicTacToe *t, int machine, int depth, gboolean maximizing, int alpha,
                        int beta)
{
  static const int order[TICTACTOE_CELLS] = { 4, 0, 2, 6, 8, 1, 3, 5, 7 };
  if (tictactoe_is_over (t))
    return tictactoe_end_value (t, machine, depth);
  int best = maximizing ? -TICTACTOE_INFINITY : TICTACTOE_INFINITY;
  int i = 0;
  while (i < TICTACTOE_CELLS && alpha < beta) {
    int cell = order[i++];
    if (t->cell[cell] != TICTACTOE_EMPTY)
      continue;
    tictactoe_play (t, cell);
    int v = mutant_t2_center_first (t, machine, depth + 1, !maximizing, alpha, beta);
    tictactoe_undo (t, cell);
    best = maximizing ? MAX (best, v) : MIN (best, v);
    if (maximizing)
      alpha = MAX (alpha, v);
    else
      beta = MIN (beta, v);
  }
  return best;
}
