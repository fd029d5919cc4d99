/* SPDX-License-Identifier: MIT */
/* t1-end-by-lines.c: a right tictactoe_end_value that looks at the eight
 * lines itself instead of asking tictactoe_line_owner.
 *
 * function tictactoe_end_value
 * expect t1 pass
 */
int
mutant_t1_end_by_lines (const TicTacToe *t, int machine, int depth)
{
  for (int i = 0; i < 8; i++) {
    int mark = t->cell[tictactoe_lines[i][0]];
    if (mark == TICTACTOE_EMPTY || mark != t->cell[tictactoe_lines[i][1]]
        || mark != t->cell[tictactoe_lines[i][2]])
      continue;
    return mark == machine ? 10 - depth : depth - 10;
  }
  return 0;
}
