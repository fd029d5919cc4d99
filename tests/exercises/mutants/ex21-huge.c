/* SPDX-License-Identifier: MIT */
/* ex21-huge.c: weights so large that a guess outweighs a won game.
 *
 * function eval_8x8c_weight
 * expect ex21 HINT_WEIGHTS_TOO_LARGE
 */
int
mutant_ex21_huge (int size, int col, int row)
{
  return square_kind (size, col, row) == SQUARE_CORNER ? 500 : 1;
}
