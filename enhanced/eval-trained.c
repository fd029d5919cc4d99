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

static EvalGeometry geometry[BITBOARD_MAX_SIZE + 1];
/* base3[bits]: the bits of a byte as base-3 digits of value 1. */
static int base3[256];
static int16_t edge_swap[BITBOARD_MAX_SIZE + 1][EVAL_MAX_EDGE_ENTRIES];
static int16_t edge_reverse[BITBOARD_MAX_SIZE + 1][EVAL_MAX_EDGE_ENTRIES];

static uint64_t
square (int col, int row)
{
  return (uint64_t) 1 << (row * 8 + col);
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

  int entries = 1;
  for (int i = 0; i < size; i++)
    entries *= 3;
  for (int index = 0; index < entries; index++) {
    int digits[BITBOARD_MAX_SIZE];
    int rest = index;
    for (int i = 0; i < size; i++) {
      digits[i] = rest % 3;
      rest /= 3;
    }
    int swapped = 0, reversed = 0;
    for (int i = size - 1; i >= 0; i--) {
      swapped = swapped * 3 + (digits[i] == 0 ? 0 : 3 - digits[i]);
      reversed = reversed * 3 + digits[size - 1 - i];
    }
    edge_swap[size][index] = (int16_t) swapped;
    edge_reverse[size][index] = (int16_t) reversed;
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
    for (int size = 4; size <= BITBOARD_MAX_SIZE; size += 2)
      init_geometry (size);
    g_once_init_leave (&done, 1);
  }
}

const EvalWeights *
eval_trained_weights_for_size (int size)
{
  switch (size) {
  case 4:
    return &eval_weights_4;
  case 6:
    return &eval_weights_6;
  case 8:
    return &eval_weights_8;
  default:
    return NULL;
  }
}

int
eval_trained_stage (const EvalWeights *weights, int empties)
{
  int stage = (empties - 1) / weights->stage_width;
  return CLAMP (stage, 0, weights->stage_count - 1);
}

int
eval_trained_edge_swap (int size, int index)
{
  return edge_swap[size][index];
}

int
eval_trained_edge_reverse (int size, int index)
{
  return edge_reverse[size][index];
}

/* The squares next to any square of x (inside the 8x8 grid). */
static inline uint64_t
neighbours (uint64_t x)
{
  const uint64_t not_a = ~BITBOARD_FILE_A, not_h = ~BITBOARD_FILE_H;
  return ((x << 1) & not_a) | ((x >> 1) & not_h) | (x << 8) | (x >> 8) | ((x << 9) & not_a)
         | ((x >> 9) & not_h) | ((x << 7) & not_h) | ((x >> 7) & not_a);
}

/* The configuration index of edge squares given as the low bits of two bytes. */
static inline int
edge_index (unsigned own, unsigned other)
{
  return base3[own] + 2 * base3[other];
}

void
eval_trained_features (int size, uint64_t p, uint64_t o, int features[EVAL_FEATURE_COUNT],
               int edges[EVAL_EDGES])
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
  edges[0] = edge_index ((unsigned) p & row_mask, (unsigned) o & row_mask);
  edges[1] = edge_index ((unsigned) (p >> (8 * last)) & row_mask,
                         (unsigned) (o >> (8 * last)) & row_mask);
  edges[2] = edge_index (stability_pack_file (p, 0) & row_mask, stability_pack_file (o, 0) & row_mask);
  edges[3] = edge_index (stability_pack_file (p, last) & row_mask,
                         stability_pack_file (o, last) & row_mask);
}

int
eval_trained_value (const EvalWeights *weights, uint64_t p, uint64_t o)
{
  int features[EVAL_FEATURE_COUNT], edges[EVAL_EDGES];
  eval_trained_features (weights->size, p, o, features, edges);
  int empties = bitboard_count (geometry[weights->size].mask & ~(p | o));
  int stage = eval_trained_stage (weights, empties);
  const int32_t *w = weights->feature_weights + (size_t) stage * EVAL_FEATURE_COUNT;
  const int16_t *edge = weights->edge_weights + (size_t) stage * weights->edge_entries;
  int value = 0;
  for (int f = 0; f < EVAL_FEATURE_COUNT; f++)
    value += w[f] * features[f];
  for (int e = 0; e < EVAL_EDGES; e++)
    value += edge[edges[e]];
  /* No estimate beyond the largest possible score. */
  int limit = weights->size * weights->size * EVAL_UNITS_PER_DISC;
  return CLAMP (value, -limit, limit);
}
