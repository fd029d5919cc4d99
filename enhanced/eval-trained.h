/* eval-trained.h: the trained evaluation of boards up to 8x8 (bitboards).
 *
 * A linear model per game stage (a range of empty squares), fitted by
 * lab/reversi-train.c on positions the kit solves or searches itself
 * (docs/evaluation.md tells how).  Its value is the expected final score
 * of the side to move, in hundredths of a disc.  The inputs, every one of
 * them "own minus the opponent's" so that swapping the colours negates
 * the value:
 *
 *   - mobility, and moves onto a corner;
 *   - potential mobility (empty squares next to the opponent's discs)
 *     and frontier discs (discs next to an empty square);
 *   - corners, X squares and C squares next to an empty corner;
 *   - stable discs (stability.h) and discs;
 *   - the four edges, each looked up as a whole in a table indexed by
 *     its configuration (3^size entries: empty, own, opponent's per
 *     square), one table shared by the four edges and read the same
 *     from either end, so the value is the same under the board's eight
 *     symmetries.
 *
 * Each size (4, 6, 8) has its own weights (eval-weights.c, generated).
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

#define EVAL_EDGES 4
#define EVAL_MAX_EDGE_ENTRIES 6561   /* 3^8 */

/* The weights of one board size.  Stage s covers the positions with
 * s * stage_width + 1 to (s + 1) * stage_width empties; positions with
 * more empties than the last stage covers use the last stage. */
typedef struct {
  int size;
  int stage_count;
  int stage_width;
  int edge_entries;                 /* 3^size */
  const int32_t *feature_weights;   /* [stage][EVAL_FEATURE_COUNT], 1/100 disc per unit */
  const int16_t *edge_weights;      /* [stage][edge_entries], 1/100 disc */
} EvalWeights;

/* The committed weights (eval-weights.c). */
extern const EvalWeights eval_weights_4, eval_weights_6, eval_weights_8;

/** eval_trained_init: make the tables the evaluation needs (once; safe to call again). */
void eval_trained_init (void);

/** eval_trained_weights_for_size: the committed weights of a size (4, 6, 8), or NULL. */
const EvalWeights *eval_trained_weights_for_size (int size);

/** eval_trained_stage: the stage of a position with this many empties. */
int eval_trained_stage (const EvalWeights *weights, int empties);

/** eval_trained_features: the inputs of (p, o), p to move, on a board of the
 * given size: features[EVAL_FEATURE_COUNT] and the configuration index
 * of each edge, edges[EVAL_EDGES].  eval_trained_init () must have run. */
void eval_trained_features (int size, uint64_t p, uint64_t o, int features[EVAL_FEATURE_COUNT],
                    int edges[EVAL_EDGES]);

/** eval_trained_edge_swap: the index of an edge configuration with the colours swapped. */
int eval_trained_edge_swap (int size, int index);

/** eval_trained_edge_reverse: the index of an edge configuration read from the other end. */
int eval_trained_edge_reverse (int size, int index);

/** eval_trained_value: the value of (p, o), p to move, in 1/100 disc,
 * never beyond the largest possible score. */
int eval_trained_value (const EvalWeights *weights, uint64_t p, uint64_t o);

/** eval_trained_final_score: the final score of a finished game (p, o), p's
 * view, the empty squares to the winner (as kyokumen_final_score). */
static inline int
eval_trained_final_score (uint64_t p, uint64_t o, uint64_t mask)
{
  int own = bitboard_count (p), other = bitboard_count (o);
  int empty = bitboard_count (mask & ~(p | o));
  return own > other ? own - other + empty : own < other ? own - other - empty : 0;
}

G_END_DECLS
