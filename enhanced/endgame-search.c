/* endgame-search.c: exact endgame search on bitboards (see endgame.h).
 *
 * Scores are in discs, from the side to move's view, within
 * [-squares, squares].  Below the root every node is searched with a
 * null window (alpha, alpha + 1) and returns a fail-soft bound: a value
 * above alpha is a lower bound of the true score, a value at or below
 * alpha an upper bound.  Only the principal line gets full windows (pvs),
 * which is also where the best line is collected.
 */
#include "endgame-solver.h"

#include <string.h>

#include "bitboard.h"
#include "stability.h"

/* Below this many empties: no table, no sorting (sorting costs more than
 * it saves this near the end). */
#define SHALLOW_EMPTIES 7

/* From this many empties, look the children up in the table first. */
#define ETC_EMPTIES 10

#define SCORE_INF 127
#define NO_MOVE ENDGAME_NO_MOVE
#define MAX_MOVES 64

/* neighbour_of[sq]: the squares around sq.  A move needs an opponent
 * disc there, which rules most squares out before any flip is tried. */
static uint64_t neighbour_of[64];

static void
ensure_neighbours (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    for (int sq = 0; sq < 64; sq++) {
      int col = sq % 8, row = sq / 8;
      for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++)
          if ((dr || dc) && col + dc >= 0 && col + dc < 8 && row + dr >= 0 && row + dr < 8)
            neighbour_of[sq] |= (uint64_t) 1 << ((row + dr) * 8 + col + dc);
    }
    g_once_init_leave (&done, 1);
  }
}

/* ---- scoring and bookkeeping --------------------------------------- */

static inline int
final_score (EndgameSolver *s, uint64_t p, uint64_t o)
{
  s->evaluations++;
  int own = bitboard_count (p), other = bitboard_count (o);
  int difference = own - other;
  int empties = s->squares - own - other;
  int score = difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
  return s->misere ? -score : score;
}

/* TRUE (and the search unwinds) once asked to stop or over the node limit. */
static gboolean
should_stop (EndgameSolver *s)
{
  s->countdown = 4096;
  if (search_control_says_stop (s->control, s->nodes))
    s->stopped = TRUE;
  return s->stopped;
}

static inline uint64_t
odd_quadrants (const EndgameSolver *s, uint64_t empty)
{
  uint64_t odd = 0;
  for (int q = 0; q < 4; q++)
    if (bitboard_count (empty & s->quadrant[q]) & 1)
      odd |= s->quadrant[q];
  return odd;
}

/* ---- transposition table ------------------------------------------- */

typedef struct {
  uint64_t p, o;   /* the key: the position, or its canonical symmetric form */
  int transform;   /* symmetry applied to get the key */
} TableKey;

static inline void
make_key (const EndgameSolver *s, uint64_t p, uint64_t o, TableKey *key)
{
  key->p = p;
  key->o = o;
  key->transform = 0;
  if (bitboard_count (p | o) > s->symmetry_discs)
    return;
  for (int t = 1; t < 8; t++) {
    uint64_t tp = bitboard_transform (p, t, s->size);
    uint64_t to = bitboard_transform (o, t, s->size);
    if (tp < key->p || (tp == key->p && to < key->o)) {
      key->p = tp;
      key->o = to;
      key->transform = t;
    }
  }
}

static inline EndgameEntry *
table_bucket (const EndgameSolver *s, const TableKey *key)
{
  uint64_t h = key->p * 0x9E3779B97F4A7C15ULL ^ (key->o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
  h ^= h >> 31;
  return &s->table[h & s->table_mask & ~(uint64_t) 1];
}

/* The entry for key, or NULL.  Each bucket holds two entries. */
static inline EndgameEntry *
table_probe (const EndgameSolver *s, const TableKey *key)
{
  EndgameEntry *bucket = table_bucket (s, key);
  for (int i = 0; i < 2; i++)
    if (bucket[i].p == key->p && bucket[i].o == key->o)
      return &bucket[i];
  return NULL;
}

/* The move stored in an entry, back on the real board. */
static inline int
entry_move (const EndgameSolver *s, const EndgameEntry *e, const TableKey *key)
{
  if (e->move >= 64 || key->transform == 0)
    return e->move;
  uint64_t bit = bitboard_untransform ((uint64_t) 1 << e->move, key->transform, s->size);
  return bitboard_first (bit);
}

/* Record that the score is > alpha (lower bound best) or <= alpha (upper
 * bound best) when alpha < best < beta does not hold, exact otherwise. */
static void
table_store (EndgameSolver *s, const TableKey *key, int empties, int alpha, int beta, int best,
             int move)
{
  EndgameEntry *bucket = table_bucket (s, key);
  EndgameEntry *e = NULL;
  for (int i = 0; i < 2 && !e; i++)
    if (bucket[i].p == key->p && bucket[i].o == key->o)
      e = &bucket[i];
  if (!e) {
    /* Keep the entry that stands for more work, unless it is stale. */
    EndgameEntry *a = &bucket[0], *b = &bucket[1];
    int worth_a = (a->date == s->date) * 64 + a->empties;
    int worth_b = (b->date == s->date) * 64 + b->empties;
    e = worth_a <= worth_b ? a : b;
    e->p = key->p;
    e->o = key->o;
    e->lower = (int8_t) -s->squares;
    e->upper = (int8_t) s->squares;
    e->move = NO_MOVE;
  }
  e->date = s->date;
  e->empties = (uint8_t) empties;
  if (best > alpha && best > e->lower)
    e->lower = (int8_t) best;
  if (best < beta && best < e->upper)
    e->upper = (int8_t) best;
  if (move != NO_MOVE) {
    if (key->transform)
      move = bitboard_first (bitboard_transform ((uint64_t) 1 << move, key->transform, s->size));
    e->move = (uint8_t) move;
  }
}

/* ---- the last squares ---------------------------------------------- */

/* One empty square, sq: only the number of flips matters, since the
 * disc counts follow from p's count on a board with one empty square. */
static inline int
solve_1 (EndgameSolver *s, uint64_t p, uint64_t o, int sq)
{
  s->nodes++;
  s->evaluations++;
  int own = bitboard_count (p);
  int score;
  uint64_t flips = bitboard_flips (sq, p, o);
  if (flips) {
    score = 2 * (own + bitboard_count (flips)) + 2 - s->squares;
  } else if ((flips = bitboard_flips (sq, o, p)) != 0) {
    score = s->squares - 2 * (s->squares - 1 - own + bitboard_count (flips)) - 2;
  } else {
    int difference = 2 * own + 1 - s->squares;   /* odd: never a draw */
    score = difference > 0 ? difference + 1 : difference - 1;
  }
  return s->misere ? -score : score;
}

/* Two empty squares a and b, null window (alpha, alpha + 1). */
static int
solve_2 (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int a, int b)
{
  s->nodes++;
  int best = -SCORE_INF;
  uint64_t flips;
  if ((neighbour_of[a] & o) && (flips = bitboard_flips (a, p, o)) != 0) {
    best = -solve_1 (s, o ^ flips, p | flips | ((uint64_t) 1 << a), b);
    if (best > alpha)
      return best;
  }
  if ((neighbour_of[b] & o) && (flips = bitboard_flips (b, p, o)) != 0) {
    int v = -solve_1 (s, o ^ flips, p | flips | ((uint64_t) 1 << b), a);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;

  /* p passes: the opponent plays with the window turned round. */
  s->nodes++;
  int other_best = -SCORE_INF;
  if ((neighbour_of[a] & p) && (flips = bitboard_flips (a, o, p)) != 0) {
    other_best = -solve_1 (s, p ^ flips, o | flips | ((uint64_t) 1 << a), b);
    if (other_best > -alpha - 1)
      return -other_best;
  }
  if ((neighbour_of[b] & p) && (flips = bitboard_flips (b, o, p)) != 0) {
    int v = -solve_1 (s, p ^ flips, o | flips | ((uint64_t) 1 << b), a);
    return -(v > other_best ? v : other_best);
  }
  if (other_best > -SCORE_INF)
    return -other_best;
  return final_score (s, p, o);
}

/* Three or four empty squares, given in the order to try them (odd
 * quadrants first): no bitboard scans, only flips on these squares. */
static int
solve_few (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, const int *sq, int n)
{
  s->nodes++;
  int best = -SCORE_INF;
  for (int i = 0; i < n; i++) {
    if (!(neighbour_of[sq[i]] & o))
      continue;
    uint64_t flips = bitboard_flips (sq[i], p, o);
    if (!flips)
      continue;
    int rest[3];
    for (int j = 0, r = 0; j < n; j++)
      if (j != i)
        rest[r++] = sq[j];
    uint64_t np = o ^ flips, no = p | flips | ((uint64_t) 1 << sq[i]);
    int v = n == 3 ? -solve_2 (s, np, no, -alpha - 1, rest[0], rest[1])
                   : -solve_few (s, np, no, -alpha - 1, rest, 3);
    if (v > best) {
      best = v;
      if (v > alpha)
        return v;
    }
  }
  if (best > -SCORE_INF)
    return best;
  for (int i = 0; i < n; i++)
    if ((neighbour_of[sq[i]] & p) && bitboard_flips (sq[i], o, p))
      return -solve_few (s, o, p, -alpha - 1, sq, n);
  return final_score (s, p, o);
}

static int nws_shallow (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty,
                        uint64_t odd, int n);

/* Null-window search of a position with n <= SHALLOW_EMPTIES empties;
 * odd is the union of the quadrants with an odd number of empties. */
static inline int
nws_small (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty, uint64_t odd, int n)
{
  if (n >= 5)
    return nws_shallow (s, p, o, alpha, empty, odd, n);
  if (n >= 3) {
    int sq[4], count = 0;
    for (uint64_t set = empty & odd; set; set &= set - 1)
      sq[count++] = bitboard_first (set);
    for (uint64_t set = empty & ~odd; set; set &= set - 1)
      sq[count++] = bitboard_first (set);
    return solve_few (s, p, o, alpha, sq, n);
  }
  if (n == 2) {
    int a = bitboard_first (empty);
    int b = bitboard_first (empty & (empty - 1));
    return solve_2 (s, p, o, alpha, a, b);
  }
  if (n == 1)
    return solve_1 (s, p, o, bitboard_first (empty));
  s->nodes++;
  return final_score (s, p, o);
}

/* The squares next to any square of x. */
static inline uint64_t
neighbours (uint64_t x)
{
  uint64_t h = ((x << 1) & ~BITBOARD_FILE_A) | ((x >> 1) & ~BITBOARD_FILE_H);
  uint64_t y = x | h;
  return h | (y << 8) | (y >> 8);
}

/* 3 to SHALLOW_EMPTIES empties: moves tried on each empty square next to
 * an opponent disc, odd quadrants first (the last move of a region is
 * worth having), and within them corners first and squares next to
 * corners last. */
static int
nws_shallow (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty, uint64_t odd,
             int n)
{
  s->nodes++;
  if (s->size == 8 && !s->misere && alpha >= 2 * n) {
    int bound = 64 - 2 * bitboard_count (stability_stable_discs (o, p, 8, s->mask));
    if (bound <= alpha)
      return bound;
  }
  int best = -SCORE_INF;
  uint64_t candidates = empty & neighbours (o);
  uint64_t parity[2] = { candidates & odd, candidates & ~odd };
  for (int k = 0; k < 6; k++) {
    uint64_t set = parity[k / 3] & s->priority[k % 3];
    while (set) {
      int sq = bitboard_first (set);
      set &= set - 1;
      uint64_t flips = bitboard_flips (sq, p, o);
      if (!flips)
        continue;
      uint64_t bit = (uint64_t) 1 << sq;
      int v = -nws_small (s, o ^ flips, p | flips | bit, -alpha - 1, empty ^ bit,
                          odd ^ s->quadrant_of[sq], n - 1);
      if (v > best) {
        best = v;
        if (v > alpha)
          return v;
      }
    }
  }
  if (best > -SCORE_INF)
    return best;
  if (bitboard_moves (o, p, empty))
    return -nws_shallow (s, o, p, -alpha - 1, empty, odd, n);
  return final_score (s, p, o);
}

/* ---- move ordering ------------------------------------------------- */

typedef struct {
  int sq;
  int key;          /* larger is searched first */
  uint64_t flips;
} Move;

/* Fastest first: the fewer replies (corner replies count double), the
 * sooner the move is tried; the table's move goes before everything.
 * The weights were tuned on the node counts of FFO #40-#42. */
static int
order_moves (const EndgameSolver *s, uint64_t p, uint64_t o, uint64_t moves, uint64_t empty,
             int table_move, Move list[MAX_MOVES])
{
  int count = 0;
  uint64_t odd = odd_quadrants (s, empty);
  while (moves) {
    int sq = bitboard_first (moves);
    moves &= moves - 1;
    uint64_t bit = (uint64_t) 1 << sq;
    uint64_t flips = bitboard_flips (sq, p, o);
    uint64_t np = o ^ flips, no = p | flips | bit;
    int key;
    if (sq == table_move) {
      key = 1 << 20;
    } else if (np == 0) {
      key = 1 << 19;   /* wipe-out */
    } else {
      uint64_t replies = bitboard_moves (np, no, empty ^ bit);
      key = -16 * (bitboard_count (replies) + bitboard_count (replies & s->corners));
      /* The opponent's potential mobility: empties next to our discs. */
      uint64_t near = ((no << 8) | (no >> 8) | ((no & 0x7F7F7F7F7F7F7F7FULL) << 1)
                       | ((no & 0xFEFEFEFEFEFEFEFEULL) >> 1)) & (empty ^ bit);
      key -= 8 * bitboard_count (near);
      if (bit & s->corners)
        key += 24;
      if (bit & odd)
        key += 4;
    }
    Move m = { sq, key, flips };
    int i = count++;
    while (i > 0 && list[i - 1].key < key) {
      list[i] = list[i - 1];
      i--;
    }
    list[i] = m;
  }
  return count;
}

/* ---- the main search ----------------------------------------------- */

static int nws_deep (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n);

static inline int
nws_any (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n)
{
  if (n <= SHALLOW_EMPTIES) {
    uint64_t empty = ~(p | o) & s->mask;
    return nws_small (s, p, o, alpha, empty, odd_quadrants (s, empty), n);
  }
  return nws_deep (s, p, o, alpha, n);
}

static int
nws_deep (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n)
{
  s->nodes++;
  /* The node limit is checked exactly; the stop flag, shared with another
   * thread, every few thousand nodes. */
  if ((--s->countdown <= 0 || s->nodes > s->node_limit) && should_stop (s))
    return 0;
  if (s->stopped)
    return 0;

  uint64_t empty = ~(p | o) & s->mask;
  uint64_t moves = bitboard_moves (p, o, empty);
  if (!moves) {
    if (bitboard_moves (o, p, empty))
      return -nws_deep (s, o, p, -alpha - 1, n);
    return final_score (s, p, o);
  }

  /* Stability cutoff: the opponent keeps its stable discs, so the score
   * is at most squares - 2 x their number.  Only worth computing when
   * alpha is high for the number of empties. */
  if (s->size == 8 && !s->misere && alpha >= 2 * n) {
    int bound = 64 - 2 * bitboard_count (stability_stable_discs (o, p, 8, s->mask));
    if (bound <= alpha)
      return bound;
  }

  TableKey key;
  make_key (s, p, o, &key);
  int table_move = NO_MOVE;
  const EndgameEntry *e = table_probe (s, &key);
  if (e) {
    if (e->lower > alpha)
      return e->lower;
    if (e->upper <= alpha)
      return e->upper;
    table_move = entry_move (s, e, &key);
  }

  Move list[MAX_MOVES];
  int count = order_moves (s, p, o, moves, empty, table_move, list);

  /* Enhanced transposition cutoff: a child already known to be bad
   * enough for the opponent settles this node without searching. */
  if (n >= ETC_EMPTIES) {
    for (int i = 0; i < count; i++) {
      uint64_t bit = (uint64_t) 1 << list[i].sq;
      TableKey child;
      make_key (s, o ^ list[i].flips, p | list[i].flips | bit, &child);
      const EndgameEntry *c = table_probe (s, &child);
      if (c && -c->upper > alpha) {
        table_store (s, &key, n, alpha, alpha + 1, -c->upper, list[i].sq);
        return -c->upper;
      }
    }
  }

  int best = -SCORE_INF, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    uint64_t bit = (uint64_t) 1 << list[i].sq;
    int v = -nws_any (s, o ^ list[i].flips, p | list[i].flips | bit, -alpha - 1, n - 1);
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = list[i].sq;
      if (v > alpha)
        break;
    }
  }
  table_store (s, &key, n, alpha, alpha + 1, best, best_move);
  return best;
}

/* Full-window search on the principal line; collects the best line. */
static int
pvs (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int beta, int n, int ply)
{
  if (ply >= ENDGAME_MAX_LINE - 1)
    return nws_any (s, p, o, alpha, n);   /* no room for a longer line */
  s->nodes++;
  s->pv_length[ply] = 0;
  if (should_stop (s))
    return 0;
  uint64_t empty = ~(p | o) & s->mask;
  uint64_t moves = bitboard_moves (p, o, empty);
  if (!moves) {
    if (!bitboard_moves (o, p, empty))
      return final_score (s, p, o);
    int v = -pvs (s, o, p, -beta, -alpha, n, ply + 1);
    s->pv[ply][0] = NO_MOVE;
    memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_length[ply + 1] * sizeof (int));
    s->pv_length[ply] = s->pv_length[ply + 1] + 1;
    if (ply == 0)
      s->root_best = NO_MOVE;
    return v;
  }

  TableKey key;
  make_key (s, p, o, &key);
  int table_move = NO_MOVE;
  const EndgameEntry *e = table_probe (s, &key);
  if (e)
    table_move = entry_move (s, e, &key);

  Move list[MAX_MOVES];
  int count = order_moves (s, p, o, moves, empty, table_move, list);
  int alpha0 = alpha;
  int best = -SCORE_INF, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    uint64_t bit = (uint64_t) 1 << list[i].sq;
    uint64_t np = o ^ list[i].flips, no = p | list[i].flips | bit;
    int v;
    if (i == 0) {
      v = -pvs (s, np, no, -beta, -alpha, n - 1, ply + 1);
    } else {
      v = -nws_any (s, np, no, -alpha - 1, n - 1);
      /* The null window proved v a lower bound: search above v - 1 only. */
      if (!s->stopped && v > alpha && v < beta)
        v = -pvs (s, np, no, -beta, -(v - 1), n - 1, ply + 1);
      else
        s->pv_length[ply + 1] = 0;
    }
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = list[i].sq;
      s->pv[ply][0] = best_move;
      memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_length[ply + 1] * sizeof (int));
      s->pv_length[ply] = s->pv_length[ply + 1] + 1;
      if (ply == 0)
        s->root_best = best_move;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta)
          break;
      }
    }
  }
  table_store (s, &key, n, alpha0, beta, best, best_move);
  return best;
}

void
endgame_search (EndgameSolver *s, uint64_t p, uint64_t o, EndgameResult *result)
{
  ensure_neighbours ();
  int n = bitboard_count (~(p | o) & s->mask);
  int score = pvs (s, p, o, -SCORE_INF + 1, SCORE_INF - 1, n, 0);

  *result = (EndgameResult) { 0 };
  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  result->stopped = s->stopped;
  result->best_square = s->root_best;
  if (!s->stopped) {
    result->score = score;
    result->line_length = MIN (s->pv_length[0], ENDGAME_MAX_LINE);
    memcpy (result->line, s->pv[0], (size_t) result->line_length * sizeof (int));
  }
}
