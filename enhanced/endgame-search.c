/* endgame-search.c: exact endgame search on bitboards (see endgame.h).
 *
 * Compiled once per processor level (ENDGAME_SEARCH names the copy; see
 * endgame.c), so everything here is static but the one entry point.
 *
 * Scores are in discs, from the side to move's view, within
 * [-squares, squares].  Below the principal line every node is searched
 * with a null window (alpha, alpha + 1) and returns a fail-soft bound: a
 * value above alpha is a lower bound of the true score, a value at or
 * below alpha an upper bound.  Only the principal line gets full windows
 * (pvs), which is also where the best line is collected.
 *
 * By the number of empty squares n:
 *   n > SHALLOW_EMPTIES   table, fastest-first ordering (from
 *                         DEEP_ORDER_EMPTIES looking two plies ahead, from
 *                         DEEPER_ORDER_EMPTIES three), from
 *                         EVAL_ORDER_EMPTIES also the trained evaluation
 *                         of a small search below each move (without it,
 *                         under misere: a small mobility search from
 *                         DEEPEST_ORDER_EMPTIES), and from ETC_EMPTIES the
 *                         children looked up first;
 *   5 <= n <= 7           no table, no sorting: squares next to an opponent
 *                         disc, odd quadrants first (parity);
 *   n = 4, 3, 2, 1        written out for each count: the squares are
 *                         passed as numbers, sorted by parity once, and the
 *                         last square only counts the discs it would turn.
 */
#include "endgame-solver.h"

#include <string.h>

#include "bitboard.h"
#include "stability.h"

#ifndef ENDGAME_SEARCH
#define ENDGAME_SEARCH endgame_search_generic
#endif

/* Up to this many empties: no table, no sorting (they cost more than they
 * save this near the end). */
#ifndef SHALLOW_EMPTIES
#define SHALLOW_EMPTIES 7
#endif

/* From this many empties, look the children up in the table before
 * searching any (enhanced transposition cutoff).  10, 11 and 12 measured
 * alike and 14 about 4% slower (docs/benchmarks.md). */
#ifndef ETC_EMPTIES
#define ETC_EMPTIES 10
#endif
#ifndef ETC_SKIP
#define ETC_SKIP 1
#endif
#ifndef SOLVE4_STABILITY
#define SOLVE4_STABILITY 1
#endif

#define SCORE_INF 127
#define NO_MOVE ENDGAME_NO_MOVE
#define MAX_MOVES 64

#define BIT(sq) ((uint64_t) 1 << (sq))

/* neighbour_of[sq]: the squares around sq.  A move needs an opponent disc
 * there, which rules most squares out before any flip is tried. */
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
            neighbour_of[sq] |= BIT ((row + dr) * 8 + col + dc);
    }
    g_once_init_leave (&done, 1);
  }
}

/* ---- scoring and bookkeeping --------------------------------------- */

/* The score of a finished game: disc difference, empties to the winner. */
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

/* The quadrants (as a 4-bit set) with an odd number of empty squares. */
static inline int
parity_of (const EndgameSolver *s, uint64_t empty)
{
  int parity = 0;
  for (; empty; empty &= empty - 1)
    parity ^= s->quadrant_id[bitboard_first (empty)];
  return parity;
}

/* Stability cutoff: the opponent keeps its stable discs, so the score is
 * at most squares - 2 x their number.  TRUE with that bound in *score
 * when it is at or below alpha. */
static inline gboolean
stability_cutoff (const EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n, int *score)
{
  if (alpha < s->stability_threshold[n] || s->misere || s->size < 6)
    return FALSE;
  *score = s->squares - 2 * bitboard_count (stability_stable_discs (o, p, s->size, s->mask));
  return *score <= alpha;
}

/* ---- the last squares ---------------------------------------------- */

/* One empty square x, p to move, null window (alpha, alpha + 1): only the
 * number of discs turned over matters, since every other square is taken.
 * When p cannot play there, the opponent's count is needed only if the
 * score without it would beat alpha (a lazy cut). */
static inline int
solve_1 (EndgameSolver *s, uint64_t p, int alpha, int x)
{
  s->nodes++;
  s->evaluations++;
  int own = bitboard_count (p);
  int flips = bitboard_last_flip_count (x, p);
  if (flips)
    return s->misere ? -(2 * (own + flips) + 2 - s->squares) : 2 * (own + flips) + 2 - s->squares;
  /* Nobody plays x: the square goes to the winner (the difference is odd). */
  int score = 2 * own + 1 - s->squares > 0 ? 2 * own + 2 - s->squares : 2 * own - s->squares;
  if (score > alpha || s->misere) {
    uint64_t o = s->mask & ~p & ~BIT (x);
    int replies = bitboard_last_flip_count (x, o);
    if (replies)
      score = 2 * (own - replies) - s->squares;
  }
  return s->misere ? -score : score;
}

/* The score when p cannot move, from two to four empty squares: the
 * opponent plays, or nobody can and the game is over. */
#define PLAY(sq, mover, other, flips) \
  ((neighbour_of[sq] & (other)) && ((flips) = bitboard_flips ((sq), (mover), (other))) != 0)

/* Two empty squares x1, x2, p to move. */
static int
solve_2 (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int x1, int x2)
{
  s->nodes++;
  uint64_t flips;
  int best = -SCORE_INF;
  if (PLAY (x1, p, o, flips)) {
    best = -solve_1 (s, o ^ flips, -alpha - 1, x2);
    if (best > alpha)
      return best;
  }
  if (PLAY (x2, p, o, flips)) {
    int v = -solve_1 (s, o ^ flips, -alpha - 1, x1);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;

  /* p passes: the opponent's best reply is p's worst score. */
  s->nodes++;
  best = SCORE_INF;
  if (PLAY (x1, o, p, flips)) {
    best = solve_1 (s, p ^ flips, alpha, x2);
    if (best <= alpha)
      return best;
  }
  if (PLAY (x2, o, p, flips)) {
    int v = solve_1 (s, p ^ flips, alpha, x1);
    return v < best ? v : best;
  }
  if (best < SCORE_INF)
    return best;
  return final_score (s, p, o);
}

/* Three empty squares, p to move.  In the one shape that needs sorting (a
 * square alone in its quadrant, two in another) the lone square goes
 * first. */
static int
solve_3 (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int x1, int x2, int x3, int parity)
{
  s->nodes++;
  if (!(parity & s->quadrant_id[x1])) {
    int t = x1;
    if (parity & s->quadrant_id[x2]) {
      x1 = x2;
      x2 = t;
    } else if (parity & s->quadrant_id[x3]) {
      x1 = x3;
      x3 = x2;
      x2 = t;
    }
  }
  uint64_t flips;
  int best = -SCORE_INF, v;
  if (PLAY (x1, p, o, flips)) {
    best = -solve_2 (s, o ^ flips, p | flips | BIT (x1), -alpha - 1, x2, x3);
    if (best > alpha)
      return best;
  }
  if (PLAY (x2, p, o, flips)) {
    v = -solve_2 (s, o ^ flips, p | flips | BIT (x2), -alpha - 1, x1, x3);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x3, p, o, flips)) {
    v = -solve_2 (s, o ^ flips, p | flips | BIT (x3), -alpha - 1, x1, x2);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;

  s->nodes++;
  best = SCORE_INF;
  if (PLAY (x1, o, p, flips)) {
    best = solve_2 (s, p ^ flips, o | flips | BIT (x1), alpha, x2, x3);
    if (best <= alpha)
      return best;
  }
  if (PLAY (x2, o, p, flips)) {
    v = solve_2 (s, p ^ flips, o | flips | BIT (x2), alpha, x1, x3);
    if (v <= alpha)
      return v;
    best = v < best ? v : best;
  }
  if (PLAY (x3, o, p, flips)) {
    v = solve_2 (s, p ^ flips, o | flips | BIT (x3), alpha, x1, x2);
    return v < best ? v : best;
  }
  if (best < SCORE_INF)
    return best;
  return final_score (s, p, o);
}

/* Four empty squares x[0..3], odd quadrants first, p to move. */
static int
solve_4 (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, const int x[4], int parity)
{
  s->nodes++;
  int score;
  if (SOLVE4_STABILITY && stability_cutoff (s, p, o, alpha, 4, &score))
    return score;
  uint64_t flips;
  int best = -SCORE_INF, v;
  if (PLAY (x[0], p, o, flips)) {
    best = -solve_3 (s, o ^ flips, p | flips | BIT (x[0]), -alpha - 1, x[1], x[2], x[3],
                     parity ^ s->quadrant_id[x[0]]);
    if (best > alpha)
      return best;
  }
  if (PLAY (x[1], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | BIT (x[1]), -alpha - 1, x[0], x[2], x[3],
                  parity ^ s->quadrant_id[x[1]]);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x[2], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | BIT (x[2]), -alpha - 1, x[0], x[1], x[3],
                  parity ^ s->quadrant_id[x[2]]);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x[3], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | BIT (x[3]), -alpha - 1, x[0], x[1], x[2],
                  parity ^ s->quadrant_id[x[3]]);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;
  for (int i = 0; i < 4; i++)
    if (PLAY (x[i], o, p, flips))
      return -solve_4 (s, o, p, -alpha - 1, x, parity);
  return final_score (s, p, o);
}

/* solve_4 with the squares taken from the set of empties, odd quadrants
 * first. */
static inline int
solve_4_set (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty, int parity)
{
  int x[4], count = 0;
  uint64_t odd = s->quadrant_squares[parity];
  for (uint64_t set = empty & odd; set; set &= set - 1)
    x[count++] = bitboard_first (set);
  for (uint64_t set = empty & ~odd; set; set &= set - 1)
    x[count++] = bitboard_first (set);
  return solve_4 (s, p, o, alpha, x, parity);
}

/* The squares next to any square of x. */
static inline uint64_t
neighbours (uint64_t x)
{
  uint64_t h = ((x << 1) & ~BITBOARD_FILE_A) | ((x >> 1) & ~BITBOARD_FILE_H);
  uint64_t y = x | h;
  return h | (y << 8) | (y >> 8);
}

/* 5 to SHALLOW_EMPTIES empties: moves tried on each empty square next to
 * an opponent disc, odd quadrants first (the last move of a region is
 * worth having), and within them corners first and squares next to
 * corners last. */
static int
nws_shallow (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty, int parity,
             int n)
{
  s->nodes++;
  int score;
  if (stability_cutoff (s, p, o, alpha, n, &score))
    return score;
  int best = -SCORE_INF;
  uint64_t candidates = empty & neighbours (o);
  uint64_t odd = s->quadrant_squares[parity];
  uint64_t by_parity[2] = { candidates & odd, candidates & ~odd };
  for (int k = 0; k < 6; k++) {
    uint64_t set = by_parity[k / 3] & s->priority[k % 3];
    while (set) {
      int sq = bitboard_first (set);
      set &= set - 1;
      uint64_t flips = bitboard_flips (sq, p, o);
      if (!flips)
        continue;
      uint64_t np = o ^ flips, no = p | flips | BIT (sq);
      int child_parity = parity ^ s->quadrant_id[sq];
      int v = n == 5 ? -solve_4_set (s, np, no, -alpha - 1, empty ^ BIT (sq), child_parity)
                     : -nws_shallow (s, np, no, -alpha - 1, empty ^ BIT (sq), child_parity, n - 1);
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
    return -nws_shallow (s, o, p, -alpha - 1, empty, parity, n);
  return final_score (s, p, o);
}

/* Null-window search of a position with at most SHALLOW_EMPTIES empties. */
static int
nws_small (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, uint64_t empty, int parity, int n)
{
  switch (n) {
  case 0:
    s->nodes++;
    return final_score (s, p, o);
  case 1:
    return solve_1 (s, p, alpha, bitboard_first (empty));
  case 2:
    return solve_2 (s, p, o, alpha, bitboard_first (empty), bitboard_first (empty & (empty - 1)));
  case 3: {
    int x1 = bitboard_first (empty);
    empty &= empty - 1;
    int x2 = bitboard_first (empty);
    return solve_3 (s, p, o, alpha, x1, x2, bitboard_first (empty & (empty - 1)), parity);
  }
  case 4:
    return solve_4_set (s, p, o, alpha, empty, parity);
  default:
    return nws_shallow (s, p, o, alpha, empty, parity, n);
  }
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
  h ^= h >> 29;
  return &s->table[(h & s->bucket_mask) * ENDGAME_BUCKET_ENTRIES];
}

/* Ask for a bucket's two cache lines before they are needed. */
static inline void
table_prefetch (const EndgameEntry *bucket)
{
  __builtin_prefetch (bucket);
  __builtin_prefetch ((const char *) (bucket + ENDGAME_BUCKET_ENTRIES) - 1);
}

static inline EndgameEntry *
table_find (EndgameEntry *bucket, const TableKey *key)
{
  for (int i = 0; i < ENDGAME_BUCKET_ENTRIES; i++)
    if (bucket[i].p == key->p && bucket[i].o == key->o)
      return &bucket[i];
  return NULL;
}

/* A square of the key's board back on the real board. */
static inline int
untransform_square (const EndgameSolver *s, int sq, int transform)
{
  if (sq >= 64 || transform == 0)
    return sq;
  return bitboard_first (bitboard_untransform (BIT (sq), transform, s->size));
}

/* Record that the score is > alpha (lower bound best) or <= alpha (upper
 * bound best) when alpha < best < beta does not hold, exact otherwise.
 * cost: the nodes the search took. */
static void
table_store (EndgameSolver *s, EndgameEntry *bucket, const TableKey *key, int empties, int alpha,
             int beta, int best, int move, guint64 cost)
{
  EndgameEntry *e = table_find (bucket, key);
  if (!e) {
    /* Replace the entry of an older solve, else the one that cost least. */
    int lowest = G_MAXINT;
    for (int i = 0; i < ENDGAME_BUCKET_ENTRIES; i++) {
      int worth = (bucket[i].date == s->date) << 16 | bucket[i].cost << 8 | bucket[i].empties;
      if (worth < lowest) {
        lowest = worth;
        e = &bucket[i];
      }
    }
    e->p = key->p;
    e->o = key->o;
    e->lower = (int8_t) -s->squares;
    e->upper = (int8_t) s->squares;
    e->move[0] = e->move[1] = NO_MOVE;
  }
  e->date = s->date;
  e->empties = (uint8_t) empties;
  e->cost = (uint8_t) (cost ? 64 - __builtin_clzll (cost) : 0);
  if (best > alpha && best > e->lower)
    e->lower = (int8_t) best;
  if (best < beta && best < e->upper)
    e->upper = (int8_t) best;
  if (move != NO_MOVE) {
    if (key->transform)
      move = bitboard_first (bitboard_transform (BIT (move), key->transform, s->size));
    if (e->move[0] != move) {
      e->move[1] = e->move[0];
      e->move[0] = (uint8_t) move;
    }
  }
}

/* ---- move ordering ------------------------------------------------- */

typedef struct {
  int sq;
  int key;          /* larger is searched first */
  uint64_t flips;
} Move;

/* Puts m among the count moves of list, kept largest key first (a
 * handful of moves: insertion is the cheapest sort). */
static inline void
insert_move (Move list[MAX_MOVES], int count, Move m)
{
  int i = count;
  while (i > 0 && list[i - 1].key < m.key) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = m;
}

/* Moves counted for ordering: a corner counts twice. */
static inline int
weighted_count (const EndgameSolver *s, uint64_t moves)
{
  return bitboard_count (moves) + bitboard_count (moves & s->corners);
}

static inline int
weighted_mobility (const EndgameSolver *s, uint64_t p, uint64_t o, uint64_t empty)
{
  return weighted_count (s, bitboard_moves (p, o, empty));
}

/* From this many empties the ordering also looks two plies ahead: the
 * mobility the opponent's most restricting reply leaves us.  14 empties
 * and weight 4 (a quarter of a reply) measured best on FFO #40-#44
 * (docs/benchmarks.md); FFO #49 searches 25% fewer nodes with it. */
#ifndef DEEP_ORDER_EMPTIES
#define DEEP_ORDER_EMPTIES 14
#endif
#ifndef DEEP_ORDER_WEIGHT
#define DEEP_ORDER_WEIGHT 4
#endif

/* The opponent (op, to move) replies to keep our (us) weighted mobility
 * low: the least it can leave, corners counted twice. */
static int
mobility_after_best_reply (const EndgameSolver *s, uint64_t op, uint64_t us, uint64_t empty)
{
  uint64_t replies = bitboard_moves (op, us, empty);
  if (!replies)
    return weighted_mobility (s, us, op, empty) + 4;
  int least = G_MAXINT;
  while (replies) {
    int sq = bitboard_first (replies);
    replies &= replies - 1;
    uint64_t flips = bitboard_flips (sq, op, us);
    uint64_t nus = us ^ flips, nop = op | flips | BIT (sq);
    int m = weighted_mobility (s, nus, nop, empty ^ BIT (sq));
    if (m < least)
      least = m;
  }
  return least;
}

/* From this many empties, three plies: weight 32 (two replies) from 16
 * empties measured best on FFO #40-#44 (weights 4 to 128, from 14 to 18
 * empties: docs/benchmarks.md). */
#ifndef DEEPER_ORDER_EMPTIES
#define DEEPER_ORDER_EMPTIES 16
#endif
#ifndef DEEPER_ORDER_WEIGHT
#define DEEPER_ORDER_WEIGHT 32
#endif

/* Three plies: the opponent (op, to move) replies, we answer to leave it
 * the least weighted mobility; the reply that keeps that least mobility
 * highest is the one it picks.  Returns minus that mobility (larger is
 * better for us). */
static int
opponent_mobility_after_our_answer (const EndgameSolver *s, uint64_t op, uint64_t us, uint64_t empty)
{
  uint64_t replies = bitboard_moves (op, us, empty);
  if (!replies)
    return 0;
  int worst = G_MININT;
  while (replies) {
    int sq = bitboard_first (replies);
    replies &= replies - 1;
    uint64_t flips = bitboard_flips (sq, op, us);
    uint64_t nus = us ^ flips, nop = op | flips | BIT (sq);
    uint64_t e2 = empty ^ BIT (sq);
    uint64_t answers = bitboard_moves (nus, nop, e2);
    int least = answers ? G_MAXINT : 12;   /* we pass: it plays on */
    while (answers) {
      int a = bitboard_first (answers);
      answers &= answers - 1;
      uint64_t f2 = bitboard_flips (a, nus, nop);
      int m = weighted_mobility (s, nop ^ f2, nus | f2 | BIT (a), e2 ^ BIT (a));
      if (m < least) {
        least = m;
        if (least <= worst)
          break;   /* this reply is no better for it than one already seen */
      }
    }
    if (least > worst)
      worst = least;
  }
  return -worst;
}

/* From this many empties, the estimate of a small mobility search
 * DEEPEST_ORDER_DEPTH plies below the move too (FFO #45-#49 and 6x6
 * search about a fifth fewer nodes with it: docs/benchmarks.md). */
#ifndef DEEPEST_ORDER_EMPTIES
#define DEEPEST_ORDER_EMPTIES 18
#endif
#ifndef DEEPEST_ORDER_DEPTH
#define DEEPEST_ORDER_DEPTH 3
#endif
#ifndef DEEPEST_ORDER_WEIGHT
#define DEEPEST_ORDER_WEIGHT 16
#endif

/* A small alpha-beta search, p to move, whose leaves score the mobility
 * difference: a cheap estimate to order the moves high in the tree. */
static int
mobility_search (const EndgameSolver *s, uint64_t p, uint64_t o, uint64_t empty, int depth,
                 int alpha, int beta)
{
  uint64_t moves = bitboard_moves (p, o, empty);
  if (depth == 0 || !moves)
    return weighted_mobility (s, p, o, empty) - weighted_mobility (s, o, p, empty);
  int best = -1000;
  while (moves) {
    int sq = bitboard_first (moves);
    moves &= moves - 1;
    uint64_t flips = bitboard_flips (sq, p, o);
    int v = -mobility_search (s, o ^ flips, p | flips | BIT (sq), empty ^ BIT (sq), depth - 1,
                              -beta, -alpha);
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta)
          break;
      }
    }
  }
  return best;
}

/* From this many empties the moves are also ordered by the trained
 * evaluation (eval-trained.h) of a small search below each move, of
 * (n - EVAL_ORDER_BASE) / EVAL_ORDER_STEP plies, weighted
 * EVAL_ORDER_WEIGHT per disc (a weighted reply counts 16).  A real
 * evaluation tells which move keeps the score far better than mobility
 * alone: FFO #45-#49 took 3,789M nodes without it, 1,100M with it, and
 * the 6x6 board from the start 3.48G against 0.44G.  Measured on FFO
 * #45-#49 (docs/benchmarks.md): from 13 empties rather than 15 or 18,
 * (n - 12) / 3 plies rather than (n - 15) / 3 or (n - 9) / 3, weight 24
 * rather than 8, 16 or 32; with it the mobility search adds nothing
 * (EVAL_ORDER_KEEP_MOBILITY 1: 1,214M nodes against 1,152M), and the
 * small search needs a full window (the solver's alpha minus 8 discs as
 * its bound: 11% more nodes). */
#ifndef EVAL_ORDER_EMPTIES
#define EVAL_ORDER_EMPTIES 13
#endif
#ifndef EVAL_ORDER_BASE
#define EVAL_ORDER_BASE 13
#endif
#ifndef EVAL_ORDER_STEP
#define EVAL_ORDER_STEP 2
#endif
#ifndef EVAL_ORDER_WEIGHT
#define EVAL_ORDER_WEIGHT 24
#endif
#ifndef EVAL_ORDER_KEEP_MOBILITY
#define EVAL_ORDER_KEEP_MOBILITY 0
#endif

/* On the principal line, where a wrong first move costs a re-search,
 * the evaluation looks this many plies further (2: FFO #45-#49 1,015M
 * nodes against 1,100M; 4: 1,025M). */
#ifndef EVAL_ORDER_PV_EXTRA
#define EVAL_ORDER_PV_EXTRA 2
#endif

/* Never deeper than this: the search has no table of its own, and from
 * 31 empties on its cost outgrows what it saves (FFO #59, 34 empties:
 * 6.4 s of ordering for a solve of 1,420 nodes at 12 plies). */
#ifndef EVAL_ORDER_MAX_DEPTH
#define EVAL_ORDER_MAX_DEPTH 10
#endif

static inline int
eval_order_depth (int n)
{
  return MIN (MAX (n - EVAL_ORDER_BASE, 0) / EVAL_ORDER_STEP, EVAL_ORDER_MAX_DEPTH);
}

#ifndef EVAL_SEARCH_SORT_DEPTH
#define EVAL_SEARCH_SORT_DEPTH 2
#endif

/* A small alpha-beta search, p to move, whose leaves are the trained
 * evaluation (1/100 disc, p's view). */
static int
eval_search (const EndgameSolver *s, uint64_t p, uint64_t o, uint64_t empty, int depth,
             int alpha, int beta)
{
  if (depth == 0)
    return eval_trained_value (s->order_model, p, o);
  uint64_t moves = bitboard_moves (p, o, empty);
  if (!moves) {
    if (!bitboard_moves (o, p, empty))
      return eval_trained_final_score (p, o, s->mask) * EVAL_UNITS_PER_DISC;
    return -eval_search (s, o, p, empty, depth, -beta, -alpha);
  }
  /* The value is the same in any order, but alpha-beta cuts sooner when
   * the best move comes first: from two plies up, fewest replies first. */
  Move list[MAX_MOVES];
  int count = 0;
  while (moves) {
    int sq = bitboard_first (moves);
    moves &= moves - 1;
    uint64_t flips = bitboard_flips (sq, p, o);
    int key = depth >= EVAL_SEARCH_SORT_DEPTH
              ? -weighted_mobility (s, o ^ flips, p | flips | BIT (sq), empty ^ BIT (sq)) : 0;
    insert_move (list, count++, (Move) { sq, key, flips });
  }
  int best = -SCORE_INF * EVAL_UNITS_PER_DISC;
  for (int i = 0; i < count; i++) {
    uint64_t flips = list[i].flips, bit = BIT (list[i].sq);
    int v = -eval_search (s, o ^ flips, p | flips | bit, empty ^ bit, depth - 1, -beta, -alpha);
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta)
          break;
      }
    }
  }
  return best;
}

/* Fastest first: the fewer replies (corner replies count double), the
 * sooner the move is tried; the table's moves go before everything.  The
 * weights were tuned on the node counts of FFO #40-#42. */
static int
order_moves (const EndgameSolver *s, uint64_t p, uint64_t o, uint64_t moves, uint64_t empty,
             int parity, int n, int eval_depth, const int table_move[2], Move list[MAX_MOVES])
{
  int count = 0;
  uint64_t odd = s->quadrant_squares[parity];
  while (moves) {
    int sq = bitboard_first (moves);
    moves &= moves - 1;
    uint64_t bit = BIT (sq);
    uint64_t flips = bitboard_flips (sq, p, o);
    uint64_t np = o ^ flips, no = p | flips | bit;
    int key;
    if (sq == table_move[0]) {
      key = 1 << 21;
    } else if (sq == table_move[1]) {
      key = 1 << 20;
    } else if (np == 0) {
      key = 1 << 19;   /* wipe-out */
    } else {
      uint64_t replies = bitboard_moves (np, no, empty ^ bit);
      key = -16 * weighted_count (s, replies);
      /* The opponent's potential mobility: empties next to our discs. */
      uint64_t near = ((no << 8) | (no >> 8) | ((no & 0x7F7F7F7F7F7F7F7FULL) << 1)
                       | ((no & 0xFEFEFEFEFEFEFEFEULL) >> 1)) & (empty ^ bit);
      key -= 8 * bitboard_count (near);
      if (bit & s->corners)
        key += 24;
      if (bit & odd)
        key += 4;
      if (n >= DEEP_ORDER_EMPTIES)
        key += DEEP_ORDER_WEIGHT * mobility_after_best_reply (s, np, no, empty ^ bit);
      if (n >= DEEPER_ORDER_EMPTIES)
        key += DEEPER_ORDER_WEIGHT * opponent_mobility_after_our_answer (s, np, no, empty ^ bit);
      gboolean by_eval = s->order_model && n >= EVAL_ORDER_EMPTIES;
      if (n >= DEEPEST_ORDER_EMPTIES && (EVAL_ORDER_KEEP_MOBILITY || !by_eval))
        key -= DEEPEST_ORDER_WEIGHT * mobility_search (s, np, no, empty ^ bit, DEEPEST_ORDER_DEPTH,
                                                       -1000, 1000);
      if (by_eval)
        key -= EVAL_ORDER_WEIGHT
               * eval_search (s, np, no, empty ^ bit, eval_depth, -SCORE_INF * EVAL_UNITS_PER_DISC,
                              SCORE_INF * EVAL_UNITS_PER_DISC)
               / EVAL_UNITS_PER_DISC;
    }
    insert_move (list, count++, (Move) { sq, key, flips });
  }
  return count;
}

/* ---- the main search ----------------------------------------------- */

static int nws_deep (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n, int parity);

static inline int
nws_any (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n, int parity)
{
  if (n <= SHALLOW_EMPTIES)
    return nws_small (s, p, o, alpha, ~(p | o) & s->mask, parity, n);
  return nws_deep (s, p, o, alpha, n, parity);
}

static int
nws_deep (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int n, int parity)
{
  s->nodes++;
  /* The node limit is checked exactly; the stop flag, shared with another
   * thread, every few thousand nodes. */
  if ((--s->countdown <= 0 || s->nodes > s->node_limit) && should_stop (s))
    return 0;
  if (s->stopped)
    return 0;

  TableKey key;
  make_key (s, p, o, &key);
  EndgameEntry *bucket = table_bucket (s, &key);
  table_prefetch (bucket);

  int score;
  if (stability_cutoff (s, p, o, alpha, n, &score))
    return score;

  uint64_t empty = ~(p | o) & s->mask;
  uint64_t moves = bitboard_moves (p, o, empty);
  if (!moves) {
    if (bitboard_moves (o, p, empty))
      return -nws_deep (s, o, p, -alpha - 1, n, parity);
    return final_score (s, p, o);
  }
  if (!(moves & (moves - 1))) {
    /* One move: nothing to order, and the table would cost more than the
     * child's own look-up saves. */
    int sq = bitboard_first (moves);
    uint64_t flips = bitboard_flips (sq, p, o);
    return -nws_any (s, o ^ flips, p | flips | BIT (sq), -alpha - 1, n - 1,
                     parity ^ s->quadrant_id[sq]);
  }

  int table_move[2] = { NO_MOVE, NO_MOVE };
  const EndgameEntry *e = table_find (bucket, &key);
  if (e) {
    if (e->lower > alpha)
      return e->lower;
    if (e->upper <= alpha)
      return e->upper;
    table_move[0] = untransform_square (s, e->move[0], key.transform);
    table_move[1] = untransform_square (s, e->move[1], key.transform);
  }

  guint64 nodes_before = s->nodes;
  Move list[MAX_MOVES];
  int count = order_moves (s, p, o, moves, empty, parity, n, eval_order_depth (n), table_move,
                           list);

  int best = -SCORE_INF, best_move = NO_MOVE;

  /* Enhanced transposition cutoff: a child already known to be bad
   * enough for the opponent settles this node without searching.  A
   * child known to be good enough for the opponent needs no search
   * either: its bound counts towards this node's (fail-soft) bound. */
  if (n >= ETC_EMPTIES) {
    int kept = 0;
    for (int i = 0; i < count; i++) {
      TableKey child;
      make_key (s, o ^ list[i].flips, p | list[i].flips | BIT (list[i].sq), &child);
      const EndgameEntry *c = table_find (table_bucket (s, &child), &child);
      if (c && -c->upper > alpha) {
        table_store (s, bucket, &key, n, alpha, alpha + 1, -c->upper, list[i].sq, 1);
        return -c->upper;
      }
      if (ETC_SKIP && c && -c->lower <= alpha) {
        if (-c->lower > best)
          best = -c->lower;
        continue;
      }
      list[kept++] = list[i];
    }
    count = kept;
  }

  for (int i = 0; i < count; i++) {
    int sq = list[i].sq;
    int v = -nws_any (s, o ^ list[i].flips, p | list[i].flips | BIT (sq), -alpha - 1, n - 1,
                      parity ^ s->quadrant_id[sq]);
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = sq;
      if (v > alpha)
        break;
    }
  }
  table_store (s, bucket, &key, n, alpha, alpha + 1, best, best_move, s->nodes - nodes_before);
  return best;
}

static int pvs (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int beta, int n, int parity,
                int ply);

/* Up to this ply of the principal line a move that beat the best so far
 * is scored by null windows (below); deeper by a re-search. */
#ifndef STEP_PLIES
#define STEP_PLIES 1
#endif

/* The child (np, no) of a principal-line node at ply was proved worth at
 * least v > alpha by a null window: its exact score (or a bound >= beta),
 * with its line in pv[ply + 1].  A plain re-search with the window
 * (v - 1, beta) pays for a wide window all along the child's line; near
 * the root, where the re-searches cost most, null windows one step above
 * the bound are cheaper: each either raises the bound or proves it exact,
 * and the line is then read with a window of width two around the score,
 * which the table answers mostly from what those searches stored. */
static int
exact_from_lower_bound (EndgameSolver *s, uint64_t np, uint64_t no, int v, int beta, int n,
                        int parity, int ply)
{
  if (ply >= STEP_PLIES)
    return -pvs (s, np, no, -beta, -(v - 1), n, parity, ply + 1);
  for (;;) {
    int t = -nws_any (s, np, no, -v - 1, n, parity);
    if (s->stopped)
      return 0;
    if (t <= v)
      break;   /* at most v, and at least v: exact */
    v = t;
    if (v >= beta) {
      s->pv_length[ply + 1] = 0;
      return v;
    }
  }
  return -pvs (s, np, no, -(v + 1), -(v - 1), n, parity, ply + 1);
}

/* Full-window search on the principal line; collects the best line. */
static int
pvs (EndgameSolver *s, uint64_t p, uint64_t o, int alpha, int beta, int n, int parity, int ply)
{
  if (ply >= ENDGAME_MAX_LINE - 1)
    return nws_any (s, p, o, alpha, n, parity);   /* no room for a longer line */
  s->nodes++;
  s->pv_length[ply] = 0;
  if (should_stop (s))
    return 0;
  uint64_t empty = ~(p | o) & s->mask;
  uint64_t moves = bitboard_moves (p, o, empty);
  if (!moves) {
    if (!bitboard_moves (o, p, empty))
      return final_score (s, p, o);
    int v = -pvs (s, o, p, -beta, -alpha, n, parity, ply + 1);
    s->pv[ply][0] = NO_MOVE;
    memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_length[ply + 1] * sizeof (int));
    s->pv_length[ply] = s->pv_length[ply + 1] + 1;
    if (ply == 0)
      s->root_best = NO_MOVE;
    return v;
  }

  TableKey key;
  make_key (s, p, o, &key);
  EndgameEntry *bucket = table_bucket (s, &key);
  int table_move[2] = { NO_MOVE, NO_MOVE };
  const EndgameEntry *e = table_find (bucket, &key);
  if (e) {
    table_move[0] = untransform_square (s, e->move[0], key.transform);
    table_move[1] = untransform_square (s, e->move[1], key.transform);
  }

  guint64 nodes_before = s->nodes;
  Move list[MAX_MOVES];
  int count = order_moves (s, p, o, moves, empty, parity, n,
                           MIN (eval_order_depth (n) + EVAL_ORDER_PV_EXTRA, EVAL_ORDER_MAX_DEPTH),
                           table_move, list);
  int alpha0 = alpha;
  int best = -SCORE_INF, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    int sq = list[i].sq;
    uint64_t np = o ^ list[i].flips, no = p | list[i].flips | BIT (sq);
    int child_parity = parity ^ s->quadrant_id[sq];
    int v;
    if (i == 0) {
      v = -pvs (s, np, no, -beta, -alpha, n - 1, child_parity, ply + 1);
    } else {
      v = -nws_any (s, np, no, -alpha - 1, n - 1, child_parity);
      if (!s->stopped && v > alpha && v < beta)
        v = exact_from_lower_bound (s, np, no, v, beta, n - 1, child_parity, ply);
      else
        s->pv_length[ply + 1] = 0;
    }
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = sq;
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
  table_store (s, bucket, &key, n, alpha0, beta, best, best_move, s->nodes - nodes_before);
  return best;
}

void
ENDGAME_SEARCH (EndgameSolver *s, uint64_t p, uint64_t o, EndgameResult *result)
{
  ensure_neighbours ();
  uint64_t empty = ~(p | o) & s->mask;
  int n = bitboard_count (empty);
  int score = pvs (s, p, o, -SCORE_INF + 1, SCORE_INF - 1, n, parity_of (s, empty), 0);

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
