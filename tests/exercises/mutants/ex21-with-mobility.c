/* SPDX-License-Identifier: MIT */
/* ex21-with-mobility.c: a right answer in the spirit of assignment 13:
 * the reference's weights plus the difference in mobility, inside
 * eval_8x8c (the value for one side stays minus the other's).
 *
 * function eval_8x8c
 * expect ex21 pass
 * expect a12 pass
 */
int
mutant_ex21_with_mobility (const Kyokumen *kyokumen)
{
  int value = 0;
  for (int row = 0; row < kyokumen->size; row++)
    for (int col = 0; col < kyokumen->size; col++) {
      int disc = kyokumen->ban[kyokumen_xy (kyokumen, col, row)];
      if (disc != EMPTY)
        value += eval_8x8c_weight (kyokumen->size, col, row) * disc * kyokumen->color;
    }
  int own = kyokumen_mobility (kyokumen, kyokumen->color);
  int other = kyokumen_mobility (kyokumen, -kyokumen->color);
  return value + 3 * (own - other);
}
