/* endgame-wide-search.c: exact endgame search on 128-bit boards (see
 * endgame-wide.h; setting up is in endgame-wide.c).
 *
 * Compiled once per processor level (WIDE_SEARCH names the copy; see
 * enhanced/meson.build and endgame-wide.c), so everything here is static
 * but the entry point, and wide_solver_stable_discs in the generic copy.
 *
 * Scores are in discs, from the side to move's view, within
 * [-squares, squares].  Below the principal line every node is searched
 * with a null window (alpha, alpha + 1) and returns a fail-soft bound: a
 * value above alpha is a lower bound of the true score, a value at or
 * below alpha an upper bound.  Only the principal line gets full windows
 * (pvs), which is also where the best line is collected.
 *
 * By the number of empty squares n:
 *   n > WIDE_SHALLOW_EMPTIES   table and fastest-first ordering (looking
 *                              two plies ahead from 14 empties, three
 *                              from 16, a small mobility search from
 *                              18), and from WIDE_ETC_EMPTIES the
 *                              children looked up in the table before
 *                              any is searched;
 *   5 <= n <= SHALLOW          no table, no sorting: squares next to an
 *                              opponent disc, odd quadrants first;
 *   n = 4, 3, 2, 1             written out (squares passed as numbers,
 *                              odd quadrants first).
 * Where the side to move needs a high score, the opponent's stable discs
 * (which it keeps to the end) may already show it cannot get it.
 */
#include "endgame-wide-solver.h"

#include <string.h>

/* The generic copy is compiled without WIDE_SEARCH. */
#ifndef WIDE_SEARCH
#define WIDE_SEARCH wide_search_generic
#define WIDE_SEARCH_IS_GENERIC 1
#endif

/* The thresholds below were measured one change at a time on the 16
 * positions of tests/search/endgame-10x10-18.txt (processor time of the
 * whole set, 2026-11-23).
 *
 * Up to this many empties: no table, no sorting (they cost more than they
 * save this near the end): 6 took 6.0 s, 5 6.3 s, 7 6.6 s and 8 7.4 s.
 * Once four empties were written out and the table's buckets prefetched,
 * 5 and 6 measured alike on the set (3.70-3.77 s, 3.74-3.85 s) but 5 took
 * 17% fewer nodes on #14, the slowest position (1.16-1.19 s, 18.6M nodes
 * against 1.21-1.23 s, 22.4M); 4 took 4.0 s (#14 1.23 s, 15.6M). */
#ifndef WIDE_SHALLOW_EMPTIES
#define WIDE_SHALLOW_EMPTIES 5
#endif

/* From this many empties, look the children up in the table first
 * (enhanced transposition cutoff): from 9 the 10x10 set took 5.3 s, from
 * 12 5.9 s, from 7 5.7 s. */
#ifndef WIDE_ETC_EMPTIES
#define WIDE_ETC_EMPTIES 9
#endif
#ifndef WIDE_ETC_SKIP
#define WIDE_ETC_SKIP 1
#endif

/* From this many empties the stability cutoff is tried below
 * WIDE_SHALLOW_EMPTIES too: from 3, the 10x10 set took 6.5 s; from 4,
 * 6.6 s (11% more nodes); from 6, 7.5 s; never, 8.2 s.  Once the full
 * lines were marked from the empties, from 2: 71.9M -> 68.5M nodes,
 * 4.27 -> 4.13 s (#14 25.8M -> 22.5M nodes). */
#ifndef WIDE_SHALLOW_STABILITY
#define WIDE_SHALLOW_STABILITY 2
#endif

#define SCORE_INF WIDE_SCORE_INF
#define NO_MOVE WIDE_NO_SQUARE

/* neighbour_of[sq]: the squares around sq.  A move needs an opponent disc
 * there, which rules most squares out before any flip is tried. */
static WideBits neighbour_of[WIDE_SQUARES];

static void
ensure_neighbours (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    for (int sq = 0; sq < WIDE_SQUARES; sq++)
      neighbour_of[sq] = wide_neighbours (WIDE_BIT (sq)) & wide_mask (WIDE_MAX_SIZE);
    g_once_init_leave (&done, 1);
  }
}

/* ---- scoring and bookkeeping ----------------------------------------- */

/* The score of a finished game: disc difference, empties to the winner. */
static inline int
final_score (WideSolver *s, WideBits p, WideBits o)
{
  s->evaluations++;
  int own = wide_count (p), other = wide_count (o);
  int difference = own - other;
  int empties = s->squares - own - other;
  int score = difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
  return s->misere ? -score : score;
}

/* TRUE (and the search unwinds) once asked to stop or over the node limit. */
static gboolean
should_stop (WideSolver *s)
{
  s->countdown = 4096;
  if (search_control_says_stop (s->control, s->nodes))
    s->stopped = TRUE;
  return s->stopped;
}

/* The quadrants (as a 4-bit set) with an odd number of empty squares. */
static int
parity_of (const WideSolver *s, WideBits empty)
{
  int parity = 0;
  for (; empty; empty &= empty - 1)
    parity ^= s->quadrant_id[wide_first (empty)];
  return parity;
}

/* ---- stability ------------------------------------------------------- */

/* Discs of o that can never be turned over.  Along each axis a disc is
 * safe when its line is full (nobody can play on it), when a neighbour
 * on the axis is off the board, or when a neighbour on the axis is a
 * stable disc of its own colour (a flip along the axis would have to
 * turn that one too).  A disc safe along all four axes is stable; the
 * set grows from the corners until nothing changes.  Fewer than the
 * truly stable discs, never more.
 *
 * The cutoff needs only `enough` of them: when the discs on no open line
 * already make enough, the growing is skipped (10x10 set 4.01 -> 3.93 s,
 * #14 1.33 -> 1.27 s; checking again after each round of growing
 * measured no better). */
static WideBits
stable_discs (const WideSolver *s, WideBits o, WideBits filled, int enough)
{
  /* A line is full unless an empty square lies on it: with the few
   * empties of an endgame, marking their lines is cheaper than testing
   * every line of the board. */
  WideBits open[4] = { 0, 0, 0, 0 };
  for (WideBits empty = s->mask & ~filled; empty; empty &= empty - 1) {
    int sq = wide_first (empty);
    for (int axis = 0; axis < 4; axis++)
      open[axis] |= s->line_of[axis][sq];
  }
  WideBits safe[4];
  for (int axis = 0; axis < 4; axis++)
    safe[axis] = s->off_edge[axis] | ~open[axis];
  const WideBits not_a = ~WIDE_FILE_A, not_j = ~WIDE_FILE_J;
  WideBits stable = o & safe[0] & safe[1] & safe[2] & safe[3];
  if (wide_count (stable) >= enough)
    return stable;
  for (;;) {
    WideBits grown = o & (safe[AXIS_ACROSS] | ((stable << 1) & not_a) | ((stable >> 1) & not_j))
                     & (safe[AXIS_DOWN] | (stable << WIDE_ROW) | (stable >> WIDE_ROW))
                     & (safe[AXIS_DIAGONAL_11] | ((stable << (WIDE_ROW + 1)) & not_a)
                        | ((stable >> (WIDE_ROW + 1)) & not_j))
                     & (safe[AXIS_DIAGONAL_9] | ((stable << (WIDE_ROW - 1)) & not_j)
                        | ((stable >> (WIDE_ROW - 1)) & not_a));
    grown |= stable;
    if (grown == stable)
      return stable;
    stable = grown;
  }
}

#ifdef WIDE_SEARCH_IS_GENERIC
/* One copy is enough: every copy counts the same discs. */
WideBits
wide_solver_stable_discs (const WideSolver *solver, WideBits p, WideBits o)
{
  return stable_discs (solver, o, p | o, WIDE_SQUARES + 1);
}
#endif

/* Stability cutoff: the opponent keeps its stable discs, so the score is
 * at most squares - 2 x their number.  TRUE with that bound in *score
 * when it is at or below alpha.  (Not under misere, where the bound is
 * the other way round.)
 *
 * The same bound seen from the other side (p keeps its own stable discs:
 * the score is at least 2 x their number - squares, a cutoff when alpha
 * is far below 0) is the parent's test a move earlier: it cut the nodes
 * of #14 by 13%, but took more time than it saved (10x10 set 3.86 ->
 * 4.13 s, 3.83 s when only tried from 7 empties). */
static inline gboolean
stability_cutoff (const WideSolver *s, WideBits p, WideBits o, int alpha, int n, int *score)
{
  if (alpha < s->stability_threshold[n] || s->misere)
    return FALSE;
  /* score <= alpha once at least (squares - alpha) / 2, rounded up, are stable. */
  *score = s->squares - 2 * wide_count (stable_discs (s, o, p | o, (s->squares - alpha + 1) / 2));
  return *score <= alpha;
}

/* ---- the last squares ------------------------------------------------ */

/* One empty square x, p to move, null window (alpha, alpha + 1): every
 * other square is taken, so only the number of discs turned matters.
 * When p cannot play there, the opponent's reply is needed only if the
 * score without it would beat alpha (or under misere, where a reply
 * raises the score). */
static int
solve_1 (WideSolver *s, WideBits p, int alpha, int x)
{
  s->nodes++;
  s->evaluations++;
  int own = wide_count (p);
  WideBits o = s->mask & ~p & ~WIDE_BIT (x);
  int flips = wide_count_flips (x, p, o);
  int score;
  if (flips) {
    score = 2 * (own + flips) + 2 - s->squares;
    return s->misere ? -score : score;
  }
  /* Nobody plays x: the square goes to the winner (the difference is odd). */
  score = 2 * own + 1 - s->squares > 0 ? 2 * own + 2 - s->squares : 2 * own - s->squares;
  if (score > alpha || s->misere) {
    int replies = wide_count_flips (x, o, p);
    if (replies)
      score = 2 * (own - replies) - s->squares;
  }
  return s->misere ? -score : score;
}

/* TRUE when mover can play sq, with the discs it turns in flips. */
#define PLAY(sq, mover, other, flips) \
  ((neighbour_of[sq] & (other)) && ((flips) = wide_flips ((sq), (mover), (other))) != 0)

/* Two empty squares x1, x2, p to move. */
static int
solve_2 (WideSolver *s, WideBits p, WideBits o, int alpha, int x1, int x2)
{
  s->nodes++;
  WideBits flips;
  int best = -SCORE_INF;
  if (2 >= WIDE_SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 2, &best))
    return best;
  best = -SCORE_INF;
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

/* Three empty squares, p to move.  A square alone in an odd quadrant
 * goes first (parity): in the one shape where that needs sorting, a
 * square alone in its quadrant and two in another. */
static int
solve_3 (WideSolver *s, WideBits p, WideBits o, int alpha, int x1, int x2, int x3, int parity)
{
  s->nodes++;
  int score;
  if (3 >= WIDE_SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 3, &score))
    return score;
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
  WideBits flips;
  int best = -SCORE_INF, v;
  if (PLAY (x1, p, o, flips)) {
    best = -solve_2 (s, o ^ flips, p | flips | WIDE_BIT (x1), -alpha - 1, x2, x3);
    if (best > alpha)
      return best;
  }
  if (PLAY (x2, p, o, flips)) {
    v = -solve_2 (s, o ^ flips, p | flips | WIDE_BIT (x2), -alpha - 1, x1, x3);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x3, p, o, flips)) {
    v = -solve_2 (s, o ^ flips, p | flips | WIDE_BIT (x3), -alpha - 1, x1, x2);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;

  /* p passes. */
  s->nodes++;
  best = SCORE_INF;
  if (PLAY (x1, o, p, flips)) {
    best = solve_2 (s, p ^ flips, o | flips | WIDE_BIT (x1), alpha, x2, x3);
    if (best <= alpha)
      return best;
  }
  if (PLAY (x2, o, p, flips)) {
    v = solve_2 (s, p ^ flips, o | flips | WIDE_BIT (x2), alpha, x1, x3);
    if (v <= alpha)
      return v;
    best = v < best ? v : best;
  }
  if (PLAY (x3, o, p, flips)) {
    v = solve_2 (s, p ^ flips, o | flips | WIDE_BIT (x3), alpha, x1, x2);
    return v < best ? v : best;
  }
  if (best < SCORE_INF)
    return best;
  return final_score (s, p, o);
}

/* Four empty squares x[0..3], odd quadrants first, p to move; passed
 * when the opponent has just passed. */
static int
solve_4 (WideSolver *s, WideBits p, WideBits o, int alpha, const int x[4], int parity,
         gboolean passed)
{
  s->nodes++;
  int score;
  if (4 >= WIDE_SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 4, &score))
    return score;
  WideBits flips;
  int best = -SCORE_INF, v;
  if (PLAY (x[0], p, o, flips)) {
    best = -solve_3 (s, o ^ flips, p | flips | WIDE_BIT (x[0]), -alpha - 1, x[1], x[2], x[3],
                     parity ^ s->quadrant_id[x[0]]);
    if (best > alpha)
      return best;
  }
  if (PLAY (x[1], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | WIDE_BIT (x[1]), -alpha - 1, x[0], x[2], x[3],
                  parity ^ s->quadrant_id[x[1]]);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x[2], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | WIDE_BIT (x[2]), -alpha - 1, x[0], x[1], x[3],
                  parity ^ s->quadrant_id[x[2]]);
    if (v > alpha)
      return v;
    best = v > best ? v : best;
  }
  if (PLAY (x[3], p, o, flips)) {
    v = -solve_3 (s, o ^ flips, p | flips | WIDE_BIT (x[3]), -alpha - 1, x[0], x[1], x[2],
                  parity ^ s->quadrant_id[x[3]]);
    return v > best ? v : best;
  }
  if (best > -SCORE_INF)
    return best;
  /* p passes: the opponent plays on if it can (as in nws_shallow). */
  if (passed)
    return final_score (s, p, o);
  return -solve_4 (s, o, p, -alpha - 1, x, parity, TRUE);
}

/* solve_4 with the squares taken from the set of empties, odd quadrants
 * first. */
static inline int
solve_4_set (WideSolver *s, WideBits p, WideBits o, int alpha, WideBits empty, int parity)
{
  int x[4], count = 0;
  WideBits odd = s->quadrant_squares[parity];
  for (WideBits set = empty & odd; set; set &= set - 1)
    x[count++] = wide_first (set);
  for (WideBits set = empty & ~odd; set; set &= set - 1)
    x[count++] = wide_first (set);
  return solve_4 (s, p, o, alpha, x, parity, FALSE);
}

static int nws_shallow (WideSolver *s, WideBits p, WideBits o, int alpha, WideBits empty,
                        int parity, int n, gboolean passed);

/* Null-window search of a position with at most WIDE_SHALLOW_EMPTIES empties. */
static inline int
nws_small (WideSolver *s, WideBits p, WideBits o, int alpha, WideBits empty, int parity, int n)
{
  switch (n) {
  case 0:
    s->nodes++;
    return final_score (s, p, o);
  case 1:
    return solve_1 (s, p, alpha, wide_first (empty));
  case 2:
    return solve_2 (s, p, o, alpha, wide_first (empty), wide_last (empty));
  case 3: {
    int x1 = wide_first (empty), x3 = wide_last (empty);
    return solve_3 (s, p, o, alpha, x1, wide_first (empty ^ WIDE_BIT (x1)), x3, parity);
  }
  case 4:
    return solve_4_set (s, p, o, alpha, empty, parity);
  default:
    return nws_shallow (s, p, o, alpha, empty, parity, n, FALSE);
  }
}

/* 5 to WIDE_SHALLOW_EMPTIES empties: moves tried on each empty square
 * next to an opponent disc, odd quadrants first (the last move of a
 * region is worth having), and within them corners first and squares
 * next to corners last. */
static int
nws_shallow (WideSolver *s, WideBits p, WideBits o, int alpha, WideBits empty, int parity, int n,
             gboolean passed)
{
  s->nodes++;
  int score;
  if (n >= WIDE_SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, n, &score))
    return score;
  int best = -SCORE_INF;
  WideBits candidates = empty & wide_neighbours (o);
  WideBits odd = s->quadrant_squares[parity];
  WideBits by_parity[2] = { candidates & odd, candidates & ~odd };
  for (int k = 0; k < 6; k++) {
    WideBits set = by_parity[k / 3] & s->priority[k % 3];
    while (set) {
      int sq = wide_first (set);
      set &= set - 1;
      WideBits flips = wide_flips (sq, p, o);
      if (!flips)
        continue;
      int v = -nws_small (s, o ^ flips, p | flips | WIDE_BIT (sq), -alpha - 1, empty ^ WIDE_BIT (sq),
                          parity ^ s->quadrant_id[sq], n - 1);
      if (v > best) {
        best = v;
        if (v > alpha)
          return v;
      }
    }
  }
  if (best > -SCORE_INF)
    return best;
  /* p passes.  Whether the opponent can play is found by trying its moves
   * (cheaper than working out its mobility first); when it had just
   * passed too, the game is over. */
  if (passed)
    return final_score (s, p, o);
  return -nws_shallow (s, o, p, -alpha - 1, empty, parity, n, TRUE);
}

/* ---- transposition table --------------------------------------------- */

static inline WideEntry *
table_bucket (const WideSolver *s, WideBits p, WideBits o)
{
  uint64_t h = (uint64_t) p * 0x9E3779B97F4A7C15ULL ^ (uint64_t) (p >> 64) * 0xD6E8FEB86659FD93ULL
               ^ ((uint64_t) o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL
               ^ (uint64_t) (o >> 64) * 0x165667B19E3779F9ULL;
  h ^= h >> 29;
  return &s->table[(h & s->bucket_mask) * BUCKET_ENTRIES];
}

static inline gboolean
entry_holds (const WideEntry *e, WideBits p, WideBits o)
{
  return e->p[0] == (uint64_t) p && e->p[1] == (uint64_t) (p >> 64) && e->o[0] == (uint64_t) o
         && e->o[1] == (uint64_t) (o >> 64);
}

static inline WideEntry *
table_find (WideEntry *bucket, WideBits p, WideBits o)
{
  for (int i = 0; i < BUCKET_ENTRIES; i++)
    if (entry_holds (&bucket[i], p, o))
      return &bucket[i];
  return NULL;
}

/* Record that the score is > alpha (lower bound best) or <= alpha (upper
 * bound best) when alpha < best < beta does not hold, exact otherwise.
 * cost: the nodes the search took. */
static void
table_store (WideSolver *s, WideEntry *bucket, WideBits p, WideBits o, int empties, int alpha,
             int beta, int best, int move, guint64 cost)
{
  WideEntry *e = table_find (bucket, p, o);
  if (!e) {
    /* Replace the entry of an older solve, else the one that cost least. */
    int lowest = G_MAXINT;
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
      int worth = (bucket[i].date == s->date) << 16 | bucket[i].cost << 8 | bucket[i].empties;
      if (worth < lowest) {
        lowest = worth;
        e = &bucket[i];
      }
    }
    e->p[0] = (uint64_t) p;
    e->p[1] = (uint64_t) (p >> 64);
    e->o[0] = (uint64_t) o;
    e->o[1] = (uint64_t) (o >> 64);
    e->lower = (int8_t) -s->squares;
    e->upper = (int8_t) s->squares;
    e->move = NO_MOVE;
  }
  e->date = s->date;
  e->empties = (uint8_t) empties;
  e->cost = (uint8_t) (cost ? 64 - __builtin_clzll (cost) : 0);
  if (best > alpha && best > e->lower)
    e->lower = (int8_t) best;
  if (best < beta && best < e->upper)
    e->upper = (int8_t) best;
  if (move != NO_MOVE)
    e->move = (uint8_t) move;
}

/* ---- move ordering --------------------------------------------------- */

typedef struct {
  int sq;
  int key;          /* larger is searched first */
  WideBits flips;
} Move;

/* From this many empties the ordering counts the opponent's replies;
 * below, just above WIDE_SHALLOW_EMPTIES, the potential mobility, the
 * corners and the parity are a cheaper order that is nearly as good:
 * from 7 the 10x10 set took 3.55-3.56 s (60.4M nodes) and #14 1.09 s,
 * from 6 (every ordered node) 3.63 s (56.7M) and 1.15 s, from 8 3.63 s
 * and 1.09 s. */
#ifndef WIDE_MOBILITY_ORDER_EMPTIES
#define WIDE_MOBILITY_ORDER_EMPTIES 7
#endif

/* From this many empties the ordering also looks two plies ahead: the
 * mobility the opponent's most restricting reply leaves us. */
#ifndef WIDE_DEEP_ORDER_EMPTIES
#define WIDE_DEEP_ORDER_EMPTIES 14
#endif
#ifndef WIDE_DEEP_ORDER_WEIGHT
#define WIDE_DEEP_ORDER_WEIGHT 4
#endif
/* From this many empties, three plies: the opponent's mobility after its
 * reply and our most restricting answer. */
#ifndef WIDE_DEEPER_ORDER_EMPTIES
#define WIDE_DEEPER_ORDER_EMPTIES 16
#endif
#ifndef WIDE_DEEPER_ORDER_WEIGHT
#define WIDE_DEEPER_ORDER_WEIGHT 32
#endif

/* Mobility with corner moves counted twice. */
static inline int
weighted_mobility (const WideSolver *s, WideBits p, WideBits o, WideBits empty)
{
  WideBits m = wide_moves (p, o, empty);
  return wide_count (m) + wide_count (m & s->corners);
}

/* The opponent (op, to move) replies to keep our (us) weighted mobility
 * low: the least it can leave. */
static int
mobility_after_best_reply (const WideSolver *s, WideBits op, WideBits us, WideBits empty)
{
  WideBits replies = wide_moves (op, us, empty);
  if (!replies)
    return weighted_mobility (s, us, op, empty) + 4;
  int least = G_MAXINT;
  while (replies) {
    int sq = wide_first (replies);
    replies &= replies - 1;
    WideBits flips = wide_flips (sq, op, us);
    int m = weighted_mobility (s, us ^ flips, op | flips | WIDE_BIT (sq), empty ^ WIDE_BIT (sq));
    if (m < least)
      least = m;
  }
  return least;
}

/* Three plies: the opponent (op, to move) replies, we answer to leave it
 * the least weighted mobility; the reply that keeps that least mobility
 * highest is the one it picks.  Returns minus that mobility. */
static int
opponent_mobility_after_our_answer (const WideSolver *s, WideBits op, WideBits us, WideBits empty)
{
  WideBits replies = wide_moves (op, us, empty);
  if (!replies)
    return 0;
  int worst = G_MININT;
  while (replies) {
    int sq = wide_first (replies);
    replies &= replies - 1;
    WideBits flips = wide_flips (sq, op, us);
    WideBits nus = us ^ flips, nop = op | flips | WIDE_BIT (sq);
    WideBits e2 = empty ^ WIDE_BIT (sq);
    WideBits answers = wide_moves (nus, nop, e2);
    int least = answers ? G_MAXINT : 12;   /* we pass: it plays on */
    while (answers) {
      int a = wide_first (answers);
      answers &= answers - 1;
      WideBits f2 = wide_flips (a, nus, nop);
      int m = weighted_mobility (s, nop ^ f2, nus | f2 | WIDE_BIT (a), e2 ^ WIDE_BIT (a));
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
 * WIDE_DEEPEST_ORDER_DEPTH plies below the move too. */
#ifndef WIDE_DEEPEST_ORDER_EMPTIES
#define WIDE_DEEPEST_ORDER_EMPTIES 18
#endif
#ifndef WIDE_DEEPEST_ORDER_DEPTH
#define WIDE_DEEPEST_ORDER_DEPTH 3
#endif
#ifndef WIDE_DEEPEST_ORDER_WEIGHT
#define WIDE_DEEPEST_ORDER_WEIGHT 16
#endif

/* A small alpha-beta search, p to move, whose leaves score the weighted
 * mobility difference: a cheap estimate to order moves high in the tree. */
static int
mobility_search (const WideSolver *s, WideBits p, WideBits o, WideBits empty, int depth, int alpha,
                 int beta)
{
  WideBits moves = wide_moves (p, o, empty);
  if (depth == 0 || !moves)
    return weighted_mobility (s, p, o, empty) - weighted_mobility (s, o, p, empty);
  int best = -1000;
  while (moves) {
    int sq = wide_first (moves);
    moves &= moves - 1;
    WideBits flips = wide_flips (sq, p, o);
    int v = -mobility_search (s, o ^ flips, p | flips | WIDE_BIT (sq), empty ^ WIDE_BIT (sq),
                              depth - 1, -beta, -alpha);
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

/* Fastest first: the fewer replies (corner replies count double) and the
 * fewer empties next to our discs (the opponent's potential mobility),
 * the sooner the move is tried; corners and odd quadrants get a bonus;
 * the table's move goes before everything.  The weights are the 64-bit
 * solver's: others measured no better on the 10x10 set (and without the
 * corner terms 14% slower). */
static int
order_moves (const WideSolver *s, WideBits p, WideBits o, WideBits moves, WideBits empty,
             int parity, int n, int table_move, Move list[WIDE_SQUARES])
{
  int count = 0;
  WideBits odd = s->quadrant_squares[parity];
  while (moves) {
    int sq = wide_first (moves);
    moves &= moves - 1;
    WideBits bit = WIDE_BIT (sq);
    WideBits flips = wide_flips (sq, p, o);
    WideBits np = o ^ flips, no = p | flips | bit;
    int key;
    if (sq == table_move) {
      key = 1 << 21;
    } else if (np == 0) {
      key = 1 << 20;   /* wipe-out */
    } else {
      key = 0;
      if (n >= WIDE_MOBILITY_ORDER_EMPTIES) {
        WideBits replies = wide_moves (np, no, empty ^ bit);
        key = -16 * (wide_count (replies) + wide_count (replies & s->corners));
      }
      key -= 8 * wide_count (wide_neighbours (no) & (empty ^ bit));
      if (bit & s->corners)
        key += 24;
      if (bit & odd)
        key += 4;
      if (n >= WIDE_DEEP_ORDER_EMPTIES)
        key += WIDE_DEEP_ORDER_WEIGHT * mobility_after_best_reply (s, np, no, empty ^ bit);
      if (n >= WIDE_DEEPER_ORDER_EMPTIES)
        key += WIDE_DEEPER_ORDER_WEIGHT * opponent_mobility_after_our_answer (s, np, no, empty ^ bit);
      if (n >= WIDE_DEEPEST_ORDER_EMPTIES)
        key -= WIDE_DEEPEST_ORDER_WEIGHT * mobility_search (s, np, no, empty ^ bit,
                                                            WIDE_DEEPEST_ORDER_DEPTH, -1000, 1000);
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

/* ---- the main search ------------------------------------------------- */

static int nws_deep (WideSolver *s, WideBits p, WideBits o, int alpha, int n, int parity);

static inline int
nws_any (WideSolver *s, WideBits p, WideBits o, int alpha, int n, int parity)
{
  if (n <= WIDE_SHALLOW_EMPTIES)
    return nws_small (s, p, o, alpha, ~(p | o) & s->mask, parity, n);
  return nws_deep (s, p, o, alpha, n, parity);
}

static int
nws_deep (WideSolver *s, WideBits p, WideBits o, int alpha, int n, int parity)
{
  s->nodes++;
  /* The node limit is checked exactly; the stop flag, shared with another
   * thread, every few thousand nodes. */
  if ((--s->countdown <= 0 || s->nodes > s->node_limit) && should_stop (s))
    return 0;
  if (s->stopped)
    return 0;
  int score;
  if (stability_cutoff (s, p, o, alpha, n, &score))
    return score;

  WideBits empty = ~(p | o) & s->mask;
  WideBits moves = wide_moves (p, o, empty);
  if (!moves) {
    if (wide_moves (o, p, empty))
      return -nws_deep (s, o, p, -alpha - 1, n, parity);
    return final_score (s, p, o);
  }
  if (!(moves & (moves - 1))) {
    /* One move: nothing to order, and the table would cost more than the
     * child's own look-up saves. */
    int sq = wide_first (moves);
    WideBits flips = wide_flips (sq, p, o);
    return -nws_any (s, o ^ flips, p | flips | WIDE_BIT (sq), -alpha - 1, n - 1,
                     parity ^ s->quadrant_id[sq]);
  }

  WideEntry *bucket = table_bucket (s, p, o);
  int table_move = NO_MOVE;
  const WideEntry *e = table_find (bucket, p, o);
  if (e) {
    if (e->lower > alpha)
      return e->lower;
    if (e->upper <= alpha)
      return e->upper;
    table_move = e->move;
  }

  guint64 nodes_before = s->nodes;
  int best = -SCORE_INF, best_move = NO_MOVE;
  if (table_move != NO_MOVE && (moves & WIDE_BIT (table_move))) {
    /* The table's move before the others are even ordered: when it
     * settles the node, as it mostly does, their ordering is saved
     * (10x10 set 3.90-4.03 s -> 3.85-3.94 s, #14 1.26-1.31 -> 1.25 s). */
    WideBits flips = wide_flips (table_move, p, o);
    best = -nws_any (s, o ^ flips, p | flips | WIDE_BIT (table_move), -alpha - 1, n - 1,
                     parity ^ s->quadrant_id[table_move]);
    if (s->stopped)
      return 0;
    best_move = table_move;
    if (best > alpha) {
      table_store (s, bucket, p, o, n, alpha, alpha + 1, best, best_move, s->nodes - nodes_before);
      return best;
    }
    moves ^= WIDE_BIT (table_move);
  }
  Move list[WIDE_SQUARES];
  int count = order_moves (s, p, o, moves, empty, parity, n, NO_MOVE, list);

  /* When the children look the table up (here, for the enhanced
   * transposition cutoff, or in their own search above
   * WIDE_SHALLOW_EMPTIES) their buckets are asked for all at once, so
   * that the memory reads overlap instead of each waiting in turn: the
   * 10x10 set took 3.74-3.78 s instead of 3.84-3.85 s (#14 1.21 s
   * instead of 1.26 s). */
  WideEntry *child_bucket[WIDE_SQUARES];
  if (n - 1 > WIDE_SHALLOW_EMPTIES) {
    for (int i = 0; i < count; i++) {
      WideBits np = o ^ list[i].flips, no = p | list[i].flips | WIDE_BIT (list[i].sq);
      child_bucket[i] = table_bucket (s, np, no);
      __builtin_prefetch (child_bucket[i]);
      __builtin_prefetch ((const char *) child_bucket[i] + sizeof (WideEntry) * BUCKET_ENTRIES - 1);
    }
  }

  /* Enhanced transposition cutoff: a child already known to be bad
   * enough for the opponent settles this node without searching. */
  if (n >= WIDE_ETC_EMPTIES) {
    int kept = 0;
    for (int i = 0; i < count; i++) {
      WideBits np = o ^ list[i].flips, no = p | list[i].flips | WIDE_BIT (list[i].sq);
      const WideEntry *c = table_find (child_bucket[i], np, no);
      if (c && -c->upper > alpha) {
        table_store (s, bucket, p, o, n, alpha, alpha + 1, -c->upper, list[i].sq, 1);
        return -c->upper;
      }
      if (WIDE_ETC_SKIP && c && -c->lower <= alpha) {
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
    int v = -nws_any (s, o ^ list[i].flips, p | list[i].flips | WIDE_BIT (sq), -alpha - 1, n - 1,
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
  table_store (s, bucket, p, o, n, alpha, alpha + 1, best, best_move, s->nodes - nodes_before);
  return best;
}

/* The line of ply: move, then the line of ply + 1. */
static void
set_line (WideSolver *s, int ply, int move)
{
  s->pv[ply][0] = move;
  memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_length[ply + 1] * sizeof (int));
  s->pv_length[ply] = s->pv_length[ply + 1] + 1;
}

/* Full-window search on the principal line; collects the best line. */
static int
pvs (WideSolver *s, WideBits p, WideBits o, int alpha, int beta, int n, int parity, int ply)
{
  if (ply >= WIDE_MAX_LINE - 1)
    return nws_any (s, p, o, alpha, n, parity);   /* no room for a longer line (cannot happen) */
  s->nodes++;
  s->pv_length[ply] = 0;
  if (should_stop (s))
    return 0;
  WideBits empty = ~(p | o) & s->mask;
  WideBits moves = wide_moves (p, o, empty);
  if (!moves) {
    if (!wide_moves (o, p, empty))
      return final_score (s, p, o);
    int v = -pvs (s, o, p, -beta, -alpha, n, parity, ply + 1);
    set_line (s, ply, NO_MOVE);
    if (ply == 0)
      s->root_best = NO_MOVE;
    return v;
  }

  WideEntry *bucket = table_bucket (s, p, o);
  const WideEntry *e = table_find (bucket, p, o);
  int table_move = e ? e->move : NO_MOVE;

  guint64 nodes_before = s->nodes;
  Move list[WIDE_SQUARES];
  int count = order_moves (s, p, o, moves, empty, parity, n, table_move, list);
  int alpha0 = alpha;
  int best = -SCORE_INF, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    int sq = list[i].sq;
    WideBits np = o ^ list[i].flips, no = p | list[i].flips | WIDE_BIT (sq);
    int child_parity = parity ^ s->quadrant_id[sq];
    int v;
    if (i == 0) {
      v = -pvs (s, np, no, -beta, -alpha, n - 1, child_parity, ply + 1);
    } else {
      /* A null window first: most moves only need to be shown worse. */
      v = -nws_any (s, np, no, -alpha - 1, n - 1, child_parity);
      if (!s->stopped && v > alpha && v < beta)
        v = -pvs (s, np, no, -beta, -(v - 1), n - 1, child_parity, ply + 1);
      else
        s->pv_length[ply + 1] = 0;
    }
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = sq;
      set_line (s, ply, sq);
      if (ply == 0)
        s->root_best = sq;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta)
          break;
      }
    }
  }
  table_store (s, bucket, p, o, n, alpha0, beta, best, best_move, s->nodes - nodes_before);
  return best;
}

void
WIDE_SEARCH (WideSolver *s, WideBits p, WideBits o, WideResult *result)
{
  ensure_neighbours ();
  WideBits empty = ~(p | o) & s->mask;
  int score = pvs (s, p, o, -SCORE_INF + 1, SCORE_INF - 1, wide_count (empty), parity_of (s, empty), 0);

  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  result->stopped = s->stopped;
  result->best_square = s->root_best;
  if (!s->stopped) {
    result->score = score;
    result->line_length = MIN (s->pv_length[0], WIDE_MAX_LINE);
    memcpy (result->line, s->pv[0], (size_t) result->line_length * sizeof (int));
  }
}
