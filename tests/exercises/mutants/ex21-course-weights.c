/* SPDX-License-Identifier: MIT */
/* ex21-course-weights.c: a right answer that reuses Eval8x8B's weights
 * by kind on every size: no better than Eval8x8B, but it keeps the rules
 * and beats the disc count.
 *
 * function eval_8x8c_weight
 * expect ex21 pass
 * expect a12 pass
 */
int
mutant_ex21_course_weights (int size, int col, int row)
{
  return eval_8x8b_weight (square_kind (size, col, row));
}
