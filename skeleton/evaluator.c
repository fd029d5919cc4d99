/* SPDX-License-Identifier: MIT */
/* evaluator.c: the evaluation functions (exercises 20 and 21).
 *
 * Each evaluator returns the value of a position from the side to move's
 * view.  ban[xy] * color is +1 on the side to move's discs and -1 on the
 * opponent's, so summing weight * ban[xy] * color over the board gives
 * "own weights minus the opponent's" in one loop.
 */
#include "evaluator.h"

#include <stdlib.h>

int
eval_disc_count (const Kyokumen *kyokumen)
{
  return kyokumen_disc_difference (kyokumen);
}

SquareKind
square_kind (int size, int col, int row)
{
  /* Fold the board onto its top-left quarter: every corner looks alike. */
  int x = MIN (col, size - 1 - col);
  int y = MIN (row, size - 1 - row);
  int along = MAX (x, y);    /* distance from the corner along the nearer edge */
  int inward = MIN (x, y);   /* rows in from the nearest edge */

  if (inward == 0) {
    if (along == 0)
      return SQUARE_CORNER;
    if (along == 1)
      return SQUARE_C;
    if (along == 2)
      return SQUARE_A;
    return SQUARE_B;
  }
  if (inward == 1) {
    if (along == 1)
      return SQUARE_X;
    if (along == 2)
      return SQUARE_INNER_C;
    return SQUARE_INNER;
  }
  return SQUARE_CENTRE;
}

int
eval_8x8b_weight (SquareKind kind)
{
  /* TODO ex20: write this part; see exercises/ex20.en.md (日本語: exercises/ex20.ja.md). */
  (void) kind;
  return 0;
}

int
eval_8x8b (const Kyokumen *kyokumen)
{
  int value = 0;
  for (int row = 0; row < kyokumen->size; row++) {
    for (int col = 0; col < kyokumen->size; col++) {
      int disc = kyokumen->ban[kyokumen_xy (kyokumen, col, row)];
      if (disc != EMPTY)
        value += eval_8x8b_weight (square_kind (kyokumen->size, col, row)) * disc * kyokumen->color;
    }
  }
  return value;
}

int
eval_8x8c_weight (int size, int col, int row)
{
  /* TODO ex21: write this part; see exercises/ex21.en.md (日本語: exercises/ex21.ja.md). */
  (void) size;
  (void) col;
  (void) row;
  return 0;
}

int
eval_8x8c (const Kyokumen *kyokumen)
{
  int value = 0;
  for (int row = 0; row < kyokumen->size; row++) {
    for (int col = 0; col < kyokumen->size; col++) {
      int disc = kyokumen->ban[kyokumen_xy (kyokumen, col, row)];
      if (disc != EMPTY)
        value += eval_8x8c_weight (kyokumen->size, col, row) * disc * kyokumen->color;
    }
  }
  return value;
}

static const Evaluator evaluators[EVALUATOR_COUNT] = {
  { "disc count", eval_disc_count },
  { "Eval8x8B", eval_8x8b },
  { "Eval8x8C", eval_8x8c },
};

const Evaluator *
evaluator_get (int index)
{
  if (index < 0 || index >= EVALUATOR_COUNT)
    return NULL;
  return &evaluators[index];
}
