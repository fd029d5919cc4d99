/* SPDX-License-Identifier: MIT */
/* eval-trained.c: the trained evaluation's inputs and its value. */
#include "eval-trained.h"

#include "stability.h"

/* Where the special squares of each board size are. */
typedef struct {
  uint64_t mask;
  uint64_t corners;
  uint64_t x_squares[4], c_squares[4];   /* next to corner i */
  uint64_t corner_bit[4];
} EvalGeometry;

/* The classes of a pattern kind's configurations (see
 * eval_trained_pattern_classes). */
typedef struct {
  int entries;
  int count;
  int *class_of;
  int8_t *sign;
} PatternClasses;

struct EvalModel {
  int size;
  int stage_count;
  int stage_width;
  int32_t *features;                          /* [stage][EVAL_FEATURE_COUNT] */
  int16_t *tables[EVAL_PATTERN_KINDS];        /* [stage][entries] */
};

static EvalGeometry geometry[BITBOARD_MAX_SIZE + 1];
static PatternClasses classes[BITBOARD_MAX_SIZE + 1][EVAL_PATTERN_KINDS];
/* base3[bits]: the bits of a byte as base-3 digits of value 1. */
static int base3[256];
/* reverse3[bits]: three bits in the other order. */
static const unsigned reverse3[8] = { 0, 4, 2, 6, 1, 5, 3, 7 };

static uint64_t
square (int col, int row)
{
  return (uint64_t) 1 << (row * 8 + col);
}

/* The symmetric configuration of index: the edge read from its other
 * end, the corner's 3x3 read the other way round its diagonal. */
static int
symmetric_index (int size, EvalPatternKind kind, const int digits[9])
{
  int index = 0;
  if (kind == EVAL_PATTERN_EDGE) {
    for (int i = 0; i < size; i++)
      index = index * 3 + digits[i];   /* digit i becomes digit size - 1 - i */
  } else {
    for (int k = 8; k >= 0; k--)
      index = index * 3 + digits[(k % 3) * 3 + k / 3];
  }
  return index;
}

static void
init_classes (int size, EvalPatternKind kind)
{
  PatternClasses *c = &classes[size][kind];
  int squares = kind == EVAL_PATTERN_EDGE ? size : 9;
  c->entries = 1;
  for (int i = 0; i < squares; i++)
    c->entries *= 3;
  int *swapped = g_new (int, c->entries), *symmetric = g_new (int, c->entries);
  for (int index = 0; index < c->entries; index++) {
    int digits[9], other[9], rest = index;
    for (int i = 0; i < squares; i++) {
      digits[i] = rest % 3;
      other[i] = digits[i] == 0 ? 0 : 3 - digits[i];
      rest /= 3;
    }
    int s = 0;
    for (int i = squares - 1; i >= 0; i--)
      s = s * 3 + other[i];
    swapped[index] = s;
    symmetric[index] = symmetric_index (size, kind, digits);
  }
  c->class_of = g_new (int, c->entries);
  c->sign = g_new (int8_t, c->entries);
  int *pair_class = g_new (int, c->entries);
  for (int i = 0; i < c->entries; i++)
    pair_class[i] = -1;
  c->count = 0;
  for (int i = 0; i < c->entries; i++) {
    /* i and its symmetric twin share a value; the colour-swapped pair
     * takes the opposite value, so a pair that swaps into itself is 0. */
    int pair = MIN (i, symmetric[i]);
    int other_pair = MIN (swapped[i], symmetric[swapped[i]]);
    if (other_pair == pair) {
      c->class_of[i] = 0;
      c->sign[i] = 0;
      continue;
    }
    int canonical = MIN (pair, other_pair);
    if (pair_class[canonical] < 0)
      pair_class[canonical] = c->count++;
    c->class_of[i] = pair_class[canonical];
    c->sign[i] = pair == canonical ? 1 : -1;
  }
  g_free (pair_class);
  g_free (swapped);
  g_free (symmetric);
}

static void
init_geometry (int size)
{
  EvalGeometry *g = &geometry[size];
  int last = size - 1;
  g->mask = bitboard_mask (size);
  const int corner[4][2] = { { 0, 0 }, { last, 0 }, { 0, last }, { last, last } };
  g->corners = 0;
  for (int i = 0; i < 4; i++) {
    int col = corner[i][0], row = corner[i][1];
    int dc = col == 0 ? 1 : -1, dr = row == 0 ? 1 : -1;
    g->corner_bit[i] = square (col, row);
    g->corners |= g->corner_bit[i];
    g->x_squares[i] = square (col + dc, row + dr);
    g->c_squares[i] = square (col + dc, row) | square (col, row + dr);
  }
}

void
eval_trained_init (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    stability_init ();
    for (int bits = 0; bits < 256; bits++) {
      int value = 0, power = 1;
      for (int i = 0; i < 8; i++, power *= 3)
        if (bits >> i & 1)
          value += power;
      base3[bits] = value;
    }
    for (int size = 4; size <= BITBOARD_MAX_SIZE; size += 2) {
      init_geometry (size);
      for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++)
        init_classes (size, (EvalPatternKind) kind);
    }
    g_once_init_leave (&done, 1);
  }
}

int
eval_trained_pattern_entries (int size, EvalPatternKind kind)
{
  eval_trained_init ();
  return classes[size][kind].entries;
}

int
eval_trained_pattern_classes (int size, EvalPatternKind kind, int *class_of, int *sign)
{
  eval_trained_init ();
  const PatternClasses *c = &classes[size][kind];
  for (int i = 0; i < c->entries; i++) {
    if (class_of)
      class_of[i] = c->class_of[i];
    if (sign)
      sign[i] = c->sign[i];
  }
  return c->count;
}

EvalModel *
eval_trained_model_new (const EvalWeights *weights)
{
  eval_trained_init ();
  int size = weights->size, stages = weights->stage_count;
  EvalModel *model = g_new0 (EvalModel, 1);
  model->size = size;
  model->stage_count = stages;
  model->stage_width = weights->stage_width;
  model->features = g_memdup2 (weights->feature_weights,
                               (gsize) stages * EVAL_FEATURE_COUNT * sizeof (int32_t));
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++) {
    const PatternClasses *c = &classes[size][kind];
    model->tables[kind] = g_new (int16_t, (gsize) stages * c->entries);
    for (int s = 0; s < stages; s++) {
      const int16_t *values = weights->pattern_weights[kind] + (size_t) s * c->count;
      int16_t *table = model->tables[kind] + (size_t) s * c->entries;
      for (int i = 0; i < c->entries; i++)
        table[i] = (int16_t) (c->sign[i] * values[c->class_of[i]]);
    }
  }
  return model;
}

void
eval_trained_model_free (EvalModel *model)
{
  if (!model)
    return;
  g_free (model->features);
  for (int kind = 0; kind < EVAL_PATTERN_KINDS; kind++)
    g_free (model->tables[kind]);
  g_free (model);
}

const EvalModel *
eval_trained_model_for_size (int size)
{
  static EvalModel *models[BITBOARD_MAX_SIZE + 1];
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    models[4] = eval_trained_model_new (&eval_weights_4);
    models[6] = eval_trained_model_new (&eval_weights_6);
    models[8] = eval_trained_model_new (&eval_weights_8);
    g_once_init_leave (&done, 1);
  }
  return size == 4 || size == 6 || size == 8 ? models[size] : NULL;
}

int
eval_trained_model_size (const EvalModel *model)
{
  return model->size;
}

int
eval_trained_model_entry (const EvalModel *model, int stage, EvalPatternKind kind, int index)
{
  return model->tables[kind][(size_t) stage * classes[model->size][kind].entries + index];
}

int
eval_trained_stage (const EvalWeights *weights, int empties)
{
  int stage = (empties - 1) / weights->stage_width;
  return CLAMP (stage, 0, weights->stage_count - 1);
}

/* The squares next to any square of x (inside the 8x8 grid). */
static inline uint64_t
neighbours (uint64_t x)
{
  const uint64_t not_a = ~BITBOARD_FILE_A, not_h = ~BITBOARD_FILE_H;
  return ((x << 1) & not_a) | ((x >> 1) & not_h) | (x << 8) | (x >> 8) | ((x << 9) & not_a)
         | ((x >> 9) & not_h) | ((x << 7) & not_h) | ((x >> 7) & not_a);
}

/* The configuration index of squares given as the low bits of two numbers. */
static inline int
line_index (unsigned own, unsigned other)
{
  return base3[own] + 2 * base3[other];
}

/* The 3x3 squares of a corner: row r of the pattern is the board's row
 * `row0 + r * row_step`, read from column `col0` inwards (reversed when
 * the corner is on the right). */
static inline int
corner_index (uint64_t p, uint64_t o, int row0, int row_step, int col0, gboolean right)
{
  int index = 0, power = 1;
  for (int r = 0; r < 3; r++, power *= 27) {
    int shift = 8 * (row0 + r * row_step) + col0;
    unsigned own = (unsigned) (p >> shift) & 7, other = (unsigned) (o >> shift) & 7;
    if (right) {
      own = reverse3[own];
      other = reverse3[other];
    }
    index += power * line_index (own, other);
  }
  return index;
}

/* One copy per x86-64 level where the compiler can make them (see
 * meson.build): the features count bits all the time. */
#ifdef EVAL_HAVE_TARGET_CLONES
#define EVAL_CLONES __attribute__ ((target_clones ("arch=x86-64-v3", "arch=x86-64-v2", "default")))
#else
#define EVAL_CLONES
#endif

/* The inputs, inlined into both functions below so that each copy of
 * eval_trained_value counts its bits at its own level. */
static inline __attribute__ ((always_inline)) void
features_of (int size, uint64_t p, uint64_t o, int features[EVAL_FEATURE_COUNT],
             int patterns[EVAL_PATTERN_PLACES])
{
  const EvalGeometry *g = &geometry[size];
  uint64_t empty = g->mask & ~(p | o);
  uint64_t p_moves = bitboard_moves (p, o, empty), o_moves = bitboard_moves (o, p, empty);
  uint64_t near_empty = neighbours (empty);

  features[EVAL_MOBILITY] = bitboard_count (p_moves) - bitboard_count (o_moves);
  features[EVAL_CORNER_MOBILITY] = bitboard_count (p_moves & g->corners)
                                   - bitboard_count (o_moves & g->corners);
  features[EVAL_POTENTIAL_MOBILITY] = bitboard_count (neighbours (o) & empty)
                                      - bitboard_count (neighbours (p) & empty);
  features[EVAL_FRONTIER] = bitboard_count (p & near_empty) - bitboard_count (o & near_empty);
  features[EVAL_CORNERS] = bitboard_count (p & g->corners) - bitboard_count (o & g->corners);
  uint64_t x_open = 0, c_open = 0;
  for (int i = 0; i < 4; i++) {
    if (empty & g->corner_bit[i]) {
      x_open |= g->x_squares[i];
      c_open |= g->c_squares[i];
    }
  }
  features[EVAL_X_SQUARES] = bitboard_count (p & x_open) - bitboard_count (o & x_open);
  features[EVAL_C_SQUARES] = bitboard_count (p & c_open) - bitboard_count (o & c_open);
  features[EVAL_STABLE] = bitboard_count (stability_stable_discs (p, o, size, g->mask))
                          - bitboard_count (stability_stable_discs (o, p, size, g->mask));
  features[EVAL_DISCS] = bitboard_count (p) - bitboard_count (o);

  int last = size - 1;
  unsigned row_mask = (1u << size) - 1;
  patterns[0] = line_index ((unsigned) p & row_mask, (unsigned) o & row_mask);
  patterns[1] = line_index ((unsigned) (p >> (8 * last)) & row_mask,
                            (unsigned) (o >> (8 * last)) & row_mask);
  patterns[2] = line_index (stability_pack_file (p, 0) & row_mask,
                            stability_pack_file (o, 0) & row_mask);
  patterns[3] = line_index (stability_pack_file (p, last) & row_mask,
                            stability_pack_file (o, last) & row_mask);
  patterns[4] = corner_index (p, o, 0, 1, 0, FALSE);
  patterns[5] = corner_index (p, o, 0, 1, last - 2, TRUE);
  patterns[6] = corner_index (p, o, last, -1, 0, FALSE);
  patterns[7] = corner_index (p, o, last, -1, last - 2, TRUE);
}

EVAL_CLONES void
eval_trained_features (int size, uint64_t p, uint64_t o, int features[EVAL_FEATURE_COUNT],
                       int patterns[EVAL_PATTERN_PLACES])
{
  features_of (size, p, o, features, patterns);
}

EVAL_CLONES int
eval_trained_value (const EvalModel *model, uint64_t p, uint64_t o)
{
  int features[EVAL_FEATURE_COUNT], patterns[EVAL_PATTERN_PLACES];
  int size = model->size;
  features_of (size, p, o, features, patterns);
  int empties = bitboard_count (geometry[size].mask & ~(p | o));
  int stage = CLAMP ((empties - 1) / model->stage_width, 0, model->stage_count - 1);
  const int32_t *w = model->features + (size_t) stage * EVAL_FEATURE_COUNT;
  const int16_t *edge = model->tables[EVAL_PATTERN_EDGE]
                        + (size_t) stage * classes[size][EVAL_PATTERN_EDGE].entries;
  const int16_t *corner = model->tables[EVAL_PATTERN_CORNER]
                          + (size_t) stage * classes[size][EVAL_PATTERN_CORNER].entries;
  int value = 0;
  for (int f = 0; f < EVAL_FEATURE_COUNT; f++)
    value += w[f] * features[f];
  for (int i = 0; i < 4; i++)
    value += edge[patterns[i]] + corner[patterns[4 + i]];
  /* No estimate beyond the largest possible score. */
  int limit = size * size * EVAL_UNITS_PER_DISC;
  return CLAMP (value, -limit, limit);
}
