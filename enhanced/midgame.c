/* SPDX-License-Identifier: MIT */
/* midgame.c: PVS on bitboards with the trained evaluation. */
#include "midgame.h"

#include <string.h>

#define MIDGAME_INF (1 << 24)

enum { BOUND_NONE, BOUND_LOWER, BOUND_UPPER, BOUND_EXACT };

typedef struct {
  uint64_t p, o;       /* the whole position: a look-up never answers for another */
  int32_t value;
  int8_t depth;
  uint8_t bound;
  uint8_t move;        /* best square, BITBOARD_NO_SQUARE for none */
  uint8_t date;        /* the search that wrote it: older entries are replaced first */
} MidgameEntry;

struct MidgameSearch {
  MidgameEntry *table;
  uint64_t table_mask;
  uint8_t date;
  gboolean probcut;      /* midgame_search_set_probcut */

  /* Set up by each run. */
  const EvalModel *model;
  uint64_t mask;
  uint64_t corners;
  SearchControl *control;
  guint64 node_budget;   /* G_MAXUINT64: none */
  gboolean stopped;
  guint64 nodes;
  guint64 evaluations;
  int killer[MIDGAME_MAX_PLY][2];
  int pv[MIDGAME_MAX_PLY][MIDGAME_MAX_PLY];
  int pv_length[MIDGAME_MAX_PLY];

  /* The best root move of the iteration in progress, fully searched. */
  gboolean iteration_has_move;
  int iteration_move;
  int iteration_value;
};

MidgameSearch *
midgame_search_new (int table_bits)
{
  eval_trained_init ();
  MidgameSearch *search = g_new0 (MidgameSearch, 1);
  int bits = table_bits > 0 ? CLAMP (table_bits, 8, 28) : 18;
  search->table_mask = ((uint64_t) 1 << bits) - 1;
  search->table = g_new0 (MidgameEntry, search->table_mask + 1);
  return search;
}

void
midgame_search_free (MidgameSearch *search)
{
  if (!search)
    return;
  g_free (search->table);
  g_free (search);
}

void
midgame_search_set_probcut (MidgameSearch *search, gboolean probcut)
{
  search->probcut = probcut;
}

void
midgame_search_clear (MidgameSearch *search)
{
  memset (search->table, 0, (size_t) (search->table_mask + 1) * sizeof (MidgameEntry));
}

static inline MidgameEntry *
table_entry (MidgameSearch *s, uint64_t p, uint64_t o)
{
  /* Mix both boards into every bit (the small boards use only low bits). */
  uint64_t h = p * 0x9E3779B97F4A7C15ULL ^ (o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 29;
  return &s->table[h & s->table_mask];
}

static inline int
evaluate (MidgameSearch *s, uint64_t p, uint64_t o)
{
  s->evaluations++;
  return eval_trained_value (s->model, p, o);
}

/* The best line of a node: move, then the child's line. */
static void
join_line (MidgameSearch *s, int ply, int move)
{
  int length = MIN (s->pv_length[ply + 1], MIDGAME_MAX_PLY - 1);
  s->pv[ply][0] = move;
  memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) length * sizeof (int));
  s->pv_length[ply] = length + 1;
}

/* Sorts the moves, best first: the table's move, the killers, then the
 * evaluation one ply down (depth 3 and more) or fastest first. */
static int
order_moves (MidgameSearch *s, uint64_t p, uint64_t o, uint64_t moves, int depth, int ply,
             int table_move, int squares[32])
{
  int keys[32], count = 0;
  uint64_t empty = s->mask & ~(p | o);
  for (uint64_t rest = moves; rest; rest &= rest - 1) {
    int sq = bitboard_first (rest);
    int key;
    if (sq == table_move) {
      key = 1 << 30;
    } else if (sq == s->killer[ply][0]) {
      key = (1 << 29) + 1;
    } else if (sq == s->killer[ply][1]) {
      key = 1 << 29;
    } else {
      uint64_t bit = (uint64_t) 1 << sq;
      uint64_t flips = bitboard_flips (sq, p, o);
      uint64_t np = p | flips | bit, no = o & ~flips;
      if (depth >= 3) {
        key = -evaluate (s, no, np);
      } else {
        key = -bitboard_count (bitboard_moves (no, np, empty & ~bit)) * 16;
        if (bit & s->corners)
          key += 64;
      }
    }
    int j = count++;
    while (j > 0 && keys[j - 1] < key) {
      keys[j] = keys[j - 1];
      squares[j] = squares[j - 1];
      j--;
    }
    keys[j] = key;
    squares[j] = sq;
  }
  return count;
}

/* ProbCut (Buro, 1995).  A search of depth d and one of a shallower
 * depth agree up to a spread that can be measured: over positions of
 * play, v_d - v_shallow has a mean and a standard deviation sigma.  At a
 * null-window node, if the shallow search finds the value at least
 * PROBCUT_T sigma above beta (or below alpha), the deep one would almost
 * surely cut off too, and the node returns at the cost of the shallow
 * search.  The depth pairs keep the parity (the evaluation of the side to
 * move differs between odd and even depths by two discs on average), and
 * the means and sigmas, in 1/100 disc, were measured with the trained
 * evaluation on positions of 16 to 48 empties (docs/benchmarks.md). */
#define PROBCUT_MIN_DEPTH 4
#define PROBCUT_MAX_DEPTH 10
#define PROBCUT_T 1.0

static const struct {
  int mean, sigma;          /* of v_depth - v_shallow, 1/100 disc */
} probcut_spread[PROBCUT_MAX_DEPTH + 1] = {
  [4] = { -1, 316 },        /* against depth 2 */
  [5] = { 18, 293 },        /* 3 */
  [6] = { -23, 426 },       /* 2 */
  [7] = { 31, 392 },        /* 3 */
  [8] = { -21, 368 },       /* 4 */
  [9] = { 58, 370 },        /* 5 */
  [10] = { -19, 422 },      /* 4 */
};

/* The shallow search's depth: twice a quarter of the depth, rounded down,
 * plus the depth's parity (Edax's choice): 4 -> 2, 8 -> 4, 9 -> 5. */
static inline int
probcut_shallow_depth (int depth)
{
  return 2 * (depth / 4) + (depth & 1);
}

static int search (MidgameSearch *s, uint64_t p, uint64_t o, int depth, int alpha, int beta,
                   int ply);

/* Whether the shallow search settles a null-window node of depth depth:
 * *value receives beta or alpha when it does. */
static gboolean
probcut (MidgameSearch *s, uint64_t p, uint64_t o, int depth, int alpha, int beta, int ply,
         int *value)
{
  /* Deeper than measured: the deepest pair of the same parity. */
  int d = depth <= PROBCUT_MAX_DEPTH ? depth
                                     : PROBCUT_MAX_DEPTH - ((depth - PROBCUT_MAX_DEPTH) & 1);
  int shallow = probcut_shallow_depth (depth);
  int margin = (int) (PROBCUT_T * probcut_spread[d].sigma);
  int mean = probcut_spread[d].mean;
  /* v_d is about v_shallow + mean: v_shallow >= beta - mean + margin
   * makes v_d >= beta likely. */
  int bound = beta - mean + margin;
  if (bound < MIDGAME_INF / 2) {
    int v = search (s, p, o, shallow, bound - 1, bound, ply);
    if (s->stopped || v >= bound) {
      *value = beta;
      return TRUE;
    }
  }
  bound = alpha - mean - margin;
  if (bound > -MIDGAME_INF / 2) {
    int v = search (s, p, o, shallow, bound, bound + 1, ply);
    if (s->stopped || v <= bound) {
      *value = alpha;
      return TRUE;
    }
  }
  return FALSE;
}

static int
search (MidgameSearch *s, uint64_t p, uint64_t o, int depth, int alpha, int beta, int ply)
{
  s->nodes++;
  s->pv_length[ply] = 0;
  if (ply >= MIDGAME_MAX_PLY - 2 || s->nodes > s->node_budget
      || search_control_says_stop (s->control, s->nodes))
    s->stopped = TRUE;
  if (s->stopped)
    return 0;

  uint64_t empty = s->mask & ~(p | o);
  uint64_t moves = bitboard_moves (p, o, empty);
  if (moves == 0) {
    if (bitboard_moves (o, p, empty) == 0) {
      s->evaluations++;
      return eval_trained_final_score (p, o, s->mask) * EVAL_UNITS_PER_DISC;
    }
    /* A pass: the same depth, the opponent to move. */
    int v = -search (s, o, p, depth, -beta, -alpha, ply + 1);
    if (!s->stopped)
      join_line (s, ply, BITBOARD_NO_SQUARE);
    return v;
  }
  if (depth <= 0)
    return evaluate (s, p, o);

  MidgameEntry *e = table_entry (s, p, o);
  int table_move = BITBOARD_NO_SQUARE;
  if (e->p == p && e->o == o && e->bound != BOUND_NONE) {
    table_move = e->move;
    if (e->depth >= depth && ply > 0) {
      if (e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && e->value >= beta)
          || (e->bound == BOUND_UPPER && e->value <= alpha))
        return e->value;
    }
  }

  /* Not where the search reads to the end: its values are exact there. */
  int probcut_value;
  if (s->probcut && depth >= PROBCUT_MIN_DEPTH && beta == alpha + 1 && ply > 0
      && depth < bitboard_count (empty)
      && probcut (s, p, o, depth, alpha, beta, ply, &probcut_value))
    return s->stopped ? 0 : probcut_value;

  int squares[32];
  int count = order_moves (s, p, o, moves, depth, ply, table_move, squares);
  int alpha0 = alpha, best = -MIDGAME_INF, best_move = squares[0];
  for (int i = 0; i < count; i++) {
    int sq = squares[i];
    uint64_t flips = bitboard_flips (sq, p, o);
    uint64_t np = p | flips | (uint64_t) 1 << sq, no = o & ~flips;
    int v;
    if (i == 0) {
      v = -search (s, no, np, depth - 1, -beta, -alpha, ply + 1);
    } else {
      v = -search (s, no, np, depth - 1, -alpha - 1, -alpha, ply + 1);
      if (!s->stopped && v > alpha && v < beta)
        v = -search (s, no, np, depth - 1, -beta, -alpha, ply + 1);
    }
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = sq;
      join_line (s, ply, sq);
      if (ply == 0) {
        s->iteration_has_move = TRUE;
        s->iteration_move = sq;
        s->iteration_value = v;
      }
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta) {
          if (s->killer[ply][0] != sq) {
            s->killer[ply][1] = s->killer[ply][0];
            s->killer[ply][0] = sq;
          }
          break;
        }
      }
    }
  }

  /* Depth first, but an entry of an earlier search always gives way. */
  if ((e->p == p && e->o == o) || e->date != s->date || e->depth <= depth) {
    e->p = p;
    e->o = o;
    e->value = best;
    e->depth = (int8_t) MIN (depth, G_MAXINT8);
    e->move = (uint8_t) best_move;
    e->date = s->date;
    e->bound = best <= alpha0 ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
  }
  return best;
}

void
midgame_search_run (MidgameSearch *s, const EvalModel *model, uint64_t p, uint64_t o,
                    int max_depth, guint64 node_budget, SearchControl *control,
                    MidgameResult *result)
{
  int size = eval_trained_model_size (model);
  s->model = model;
  s->mask = bitboard_mask (size);
  int last = size - 1;
  s->corners = (uint64_t) 1 | (uint64_t) 1 << last | (uint64_t) 1 << (8 * last)
               | (uint64_t) 1 << (9 * last);
  s->control = control;
  s->node_budget = node_budget ? node_budget : G_MAXUINT64;
  s->stopped = FALSE;
  s->nodes = 0;
  s->evaluations = 0;
  s->date++;
  for (int ply = 0; ply < MIDGAME_MAX_PLY; ply++)
    s->killer[ply][0] = s->killer[ply][1] = BITBOARD_NO_SQUARE;

  uint64_t empty = s->mask & ~(p | o);
  uint64_t moves = bitboard_moves (p, o, empty);
  *result = (MidgameResult) { .best_square = moves ? bitboard_first (moves) : BITBOARD_NO_SQUARE };
  /* Passes use no depth, so the number of empties reaches every end. */
  int depth_limit = MIN (MAX (max_depth, 1), bitboard_count (empty));
  guint64 last_iteration = 0;
  for (int depth = 1; depth <= depth_limit; depth++) {
    /* An iteration costs a few times the one before: one that would
     * overrun the budget is not started. */
    if (node_budget && s->nodes + 2 * last_iteration > node_budget)
      break;
    guint64 nodes_before = s->nodes;
    s->iteration_has_move = FALSE;
    int value = search (s, p, o, depth, -MIDGAME_INF, MIDGAME_INF, 0);
    if (s->stopped) {
      /* A root move that finished this iteration best is at least as
       * well founded as the last iteration's choice. */
      if (s->iteration_has_move && moves) {
        result->best_square = s->iteration_move;
        result->value = s->iteration_value;
        result->line[0] = s->iteration_move;
        result->line_length = 1;
      }
      break;
    }
    last_iteration = s->nodes - nodes_before;
    result->value = value;
    result->depth = depth;
    result->line_length = s->pv_length[0];
    memcpy (result->line, s->pv[0], (size_t) s->pv_length[0] * sizeof (int));
    if (moves && result->line_length > 0)
      result->best_square = result->line[0];
    search_control_finished_depth (control, depth);
  }
  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  /* Stopped by the caller's control; the budget is the search's own business. */
  result->stopped = s->stopped && search_control_says_stop (control, s->nodes);
}
