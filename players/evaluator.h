/* SPDX-License-Identifier: MIT */
/* evaluator.h: evaluation functions (the course's Evaluator).
 *
 * An evaluator scores a position that the search does not look past, from
 * the side to move's view: positive is good for the player to move, and
 * evaluating the same board with the other side to move gives the negated
 * value (what negamax needs).  The kit has three, chosen by index:
 *
 *   0  disc count: own discs minus the opponent's
 *   1  Eval8x8B:   square weights by kind: corner 35, C -3, A 3, B 3, X -10
 *   2  Eval8x8C:   the student's own square weights (exercise 21)
 *
 * Square kinds (8x8 names; other sizes are generalised the same way):
 *
 *       a  b  c  d  e  f  g  h
 *    1  *  C  A  B  B  A  C  *       * corner     C next to a corner on an edge
 *    2  C  X                 X C     A two from a corner on an edge
 *    3  A                      A     B further along an edge
 *    4  B                      B     X diagonally next to a corner
 *
 * This header is shared by solutions/ and skeleton/: both implement it.
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"

G_BEGIN_DECLS

typedef enum {
  SQUARE_CORNER,
  SQUARE_C,        /* on an edge, next to a corner */
  SQUARE_A,        /* on an edge, two from a corner */
  SQUARE_B,        /* on an edge, further from the corners */
  SQUARE_X,        /* diagonally next to a corner */
  SQUARE_INNER_C,  /* next to a C square, one row in (b3, c2 on 8x8) */
  SQUARE_INNER,    /* one row in from an edge, not X or inner C */
  SQUARE_CENTRE,   /* two or more rows in from every edge */
  SQUARE_KIND_COUNT
} SquareKind;

typedef struct {
  const char *name;
  EvaluateFunction evaluate;
} Evaluator;

#define EVALUATOR_COUNT 3

/** evaluator_get: the evaluator with this index (0..EVALUATOR_COUNT-1), or NULL. */
const Evaluator *evaluator_get (int index);

/** square_kind: what kind of square (col, row), 0-based, is on a size x size board. */
SquareKind square_kind (int size, int col, int row);

/** eval_disc_count: evaluator 0. */
int eval_disc_count (const Kyokumen *kyokumen);

/** eval_8x8b_weight: the weight Eval8x8B gives a square of this kind (exercise 20). */
int eval_8x8b_weight (SquareKind kind);

/** eval_8x8b: evaluator 1, the sum of eval_8x8b_weight over own discs
 * minus the sum over the opponent's. */
int eval_8x8b (const Kyokumen *kyokumen);

/** eval_8x8c_weight: the weight Eval8x8C gives square (col, row) of a
 * size x size board (exercise 21). */
int eval_8x8c_weight (int size, int col, int row);

/** eval_8x8c: evaluator 2, like eval_8x8b with eval_8x8c_weight. */
int eval_8x8c (const Kyokumen *kyokumen);

G_END_DECLS
