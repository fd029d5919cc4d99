/* SPDX-License-Identifier: MIT */
/* ex21-inverted.c: a table with every sign turned round: it wants X
 * squares and gives corners away, so it loses.
 *
 * function eval_8x8c_weight
 * expect ex21 HINT_WEAK
 * expect a12 HINT_WEAK
 */
int
mutant_ex21_inverted (int size, int col, int row)
{
  switch (square_kind (size, col, row)) {
  case SQUARE_CORNER: return -40;
  case SQUARE_C: return 10;
  case SQUARE_A: return -6;
  case SQUARE_B: return -3;
  case SQUARE_X: return 20;
  default: return 0;
  }
}
