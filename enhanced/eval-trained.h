/* SPDX-License-Identifier: MIT */
/* eval-trained.h: the trained evaluation of boards up to 8x8 (bitboards).
 *
 * A linear model per game stage (a range of empty squares), fitted by
 * lab/reversi-train.c on positions the kit solves or searches itself
 * (lab/reversi-train.c tells how).  Its value is the expected final score
 * of the side to move, in hundredths of a disc.  The inputs, every one of
 * them "own minus the opponent's" so that swapping the colours negates
 * the value:
 *
 *   - mobility, and moves onto a corner;
 *   - potential mobility (empty squares next to the opponent's discs)
 *     and frontier discs (discs next to an empty square);
 *   - corners, X squares and C squares next to an empty corner;
 *   - stable discs (stability.h) and discs;
 *   - two patterns, each looked up as a whole in a table indexed by its
 *     configuration (a base-3 number: empty, own, opponent's per square):
 *     the four edges (size squares, read the same from either end) and
 *     the 3x3 squares of the four corners (read the same either way
 *     round the corner's diagonal).  One table per pattern serves its
 *     four places, so the value is the same under the board's eight
 *     symmetries.
 *
 * The weights (eval-weights.c, generated) give one value per class of
 * pattern configurations that the symmetries make equal or opposite;
 * eval_trained_model_new spreads them into look-up tables.  Each size
 * (4, 6, 8) has its own weights.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "bitboard.h"

G_BEGIN_DECLS

#define EVAL_UNITS_PER_DISC 100

enum {
  EVAL_MOBILITY,
  EVAL_CORNER_MOBILITY,
  EVAL_POTENTIAL_MOBILITY,
  EVAL_FRONTIER,
  EVAL_CORNERS,
  EVAL_X_SQUARES,
  EVAL_C_SQUARES,
  EVAL_STABLE,
  EVAL_DISCS,
  EVAL_FEATURE_COUNT
};

typedef enum {
  EVAL_PATTERN_EDGE,     /* places 0-3: top, bottom, left, right edge */
  EVAL_PATTERN_CORNER,   /* places 4-7: the 3x3 squares of each corner */
  EVAL_PATTERN_KINDS
} EvalPatternKind;

#define EVAL_PATTERN_PLACES 8           /* four of each kind */
#define EVAL_MAX_PATTERN_ENTRIES 19683  /* 3^9 */

/* The weights of one board size, as written by the trainer.  Stage s
 * covers the positions with s * stage_width + 1 to (s + 1) * stage_width
 * empties; positions with more empties than the last stage covers use
 * the last stage. */
typedef struct {
  int size;
  int stage_count;
  int stage_width;
  const int32_t *feature_weights;   /* [stage][EVAL_FEATURE_COUNT], 1/100 disc per unit */
  /* [stage][eval_trained_pattern_classes (size, kind)], 1/100 disc */
  const int16_t *pattern_weights[EVAL_PATTERN_KINDS];
} EvalWeights;

/* The committed weights (eval-weights.c). */
extern const EvalWeights eval_weights_4, eval_weights_6, eval_weights_8;

/* Weights spread into look-up tables: what the search evaluates with. */
typedef struct EvalModel EvalModel;

/** eval_trained_init: make the tables the evaluation needs (once; safe
 * to call again). */
void eval_trained_init (void);

/** eval_trained_pattern_entries: the configurations of a pattern kind
 * on a size x size board (3^squares). */
int eval_trained_pattern_entries (int size, EvalPatternKind kind);

/** eval_trained_pattern_classes: the number of free values of a pattern
 * kind.  With class_of and sign (arrays of the pattern's entries; may be
 * NULL), it also says for every configuration which value it takes and
 * with which sign (0: the symmetries force the entry to 0). */
int eval_trained_pattern_classes (int size, EvalPatternKind kind, int *class_of, int *sign);

/** eval_trained_model_new: look-up tables for weights (copied). */
EvalModel *eval_trained_model_new (const EvalWeights *weights);

/** eval_trained_model_free: release it (NULL is allowed). */
void eval_trained_model_free (EvalModel *model);

/** eval_trained_model_for_size: the committed weights of a size (4, 6,
 * 8) as a model made once and kept, or NULL for other sizes. */
const EvalModel *eval_trained_model_for_size (int size);

/** eval_trained_model_size: the board size of a model. */
int eval_trained_model_size (const EvalModel *model);

/** eval_trained_model_entry: the table entry of a pattern configuration
 * at a stage (for tests). */
int eval_trained_model_entry (const EvalModel *model, int stage, EvalPatternKind kind, int index);

/** eval_trained_stage: the stage of a position with this many empties. */
int eval_trained_stage (const EvalWeights *weights, int empties);

/** eval_trained_features: the inputs of (p, o), p to move, on a board of
 * the given size: features[EVAL_FEATURE_COUNT] and the configuration
 * index of each pattern place, patterns[EVAL_PATTERN_PLACES] (edges
 * first).  eval_trained_init () must have run. */
void eval_trained_features (int size, uint64_t p, uint64_t o, int features[EVAL_FEATURE_COUNT],
                            int patterns[EVAL_PATTERN_PLACES]);

/** eval_trained_value: the value of (p, o), p to move, in 1/100 disc,
 * never beyond the largest possible score. */
int eval_trained_value (const EvalModel *model, uint64_t p, uint64_t o);

/** eval_trained_final_score: the final score of a finished game (p, o),
 * p's view, the empty squares to the winner (as kyokumen_final_score). */
static inline int
eval_trained_final_score (uint64_t p, uint64_t o, uint64_t mask)
{
  int own = bitboard_count (p), other = bitboard_count (o);
  int empty = bitboard_count (mask & ~(p | o));
  return own > other ? own - other + empty : own < other ? own - other - empty : 0;
}

G_END_DECLS
