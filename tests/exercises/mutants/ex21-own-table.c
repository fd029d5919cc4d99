/* SPDX-License-Identifier: MIT */
/* ex21-own-table.c: a right answer with another 8x8 table of its own,
 * and weights by kind for the other sizes, written with if/else.
 *
 * function eval_8x8c_weight
 * expect ex21 pass
 * expect a12 pass
 */
int
mutant_ex21_own_table (int size, int col, int row)
{
  static const int table[8][8] = {
    { 30, -8,  6,  3,  3,  6, -8, 30 },
    { -8, -15, -1, -1, -1, -1, -15, -8 },
    {  6, -1,  1,  0,  0,  1, -1,  6 },
    {  3, -1,  0,  1,  1,  0, -1,  3 },
    {  3, -1,  0,  1,  1,  0, -1,  3 },
    {  6, -1,  1,  0,  0,  1, -1,  6 },
    { -8, -15, -1, -1, -1, -1, -15, -8 },
    { 30, -8,  6,  3,  3,  6, -8, 30 },
  };
  if (size == 8)
    return table[row][col];
  SquareKind kind = square_kind (size, col, row);
  if (kind == SQUARE_CORNER)
    return 30;
  else if (kind == SQUARE_X)
    return -15;
  else if (kind == SQUARE_C)
    return -8;
  else if (kind == SQUARE_A || kind == SQUARE_B)
    return 4;
  return 0;
}
