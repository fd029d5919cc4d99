/* SPDX-License-Identifier: MIT */
/* endgame-search.c: the exact endgame search, one body for every board
 * type (see endgame.h and endgame-wide.h).
 *
 * meson compiles this file once per board type and processor level: with
 * the 64-bit board of endgame-board.h (up to 8x8), and with ENDGAME_BOARD_WIDE
 * the 128-bit board of endgame-board-wide.h (up to 10x10); each copy is
 * named by ENDGAME_SEARCH, so everything here is static but that one entry
 * point.  The board header gives the type of a set of squares (Bits), the
 * board primitives (board_moves, board_flips, board_count...), the table's
 * keys, and the thresholds measured on that board; this file is the
 * search, written once, so that an improvement reaches both boards.
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
 *                         DEEPER_ORDER_EMPTIES three), on boards with a
 *                         trained evaluation from EVAL_ORDER_EMPTIES also
 *                         the evaluation of a small search below each move
 *                         (without it: a small mobility search from
 *                         DEEPEST_ORDER_EMPTIES), and from ETC_EMPTIES the
 *                         children looked up first;
 *   5 <= n <= SHALLOW     no table, no sorting: squares next to an opponent
 *                         disc, odd quadrants first (parity);
 *   n = 4, 3, 2, 1        written out for each count: the squares are
 *                         passed as numbers, sorted by parity once, and the
 *                         last square only counts the discs it would turn.
 * Where the side to move needs a high score, the opponent's stable discs
 * (which it keeps to the end) may already show it cannot get it.
 *
 * With several threads (s->threads > 1) the calling thread searches as
 * one thread does, and at a null-window node of SPLIT_EMPTIES or more
 * whose first move did not cut it shares the other moves with the
 * threads that are idle (young brothers wait; "several threads" below).
 * Every thread runs this same search on its own copy of the solver (its
 * counters, its line), and they share the table, whose buckets are then
 * read and written under a lock.  One thread takes no lock and makes no
 * split: its search is node for node that of a solver without threads.
 */
#ifdef ENDGAME_BOARD_WIDE
#include "endgame-board-wide.h"
#else
#include "endgame-board.h"
#endif

#include <string.h>

#define SCORE_INF 127
#define MAX_MOVES BOARD_BITS

/* The enhanced transposition cutoff reads the children's buckets, which
 * are fetched for children that look the table up themselves. */
G_STATIC_ASSERT (ETC_EMPTIES > SHALLOW_EMPTIES + 1);

/* neighbour_of[sq]: the squares around sq.  A move needs an opponent disc
 * there, which rules most squares out before any flip is tried. */
static Bits neighbour_of[BOARD_BITS];

static void
ensure_neighbours (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    for (int sq = 0; sq < BOARD_BITS; sq++)
      neighbour_of[sq] = board_neighbours (BIT (sq));
    g_once_init_leave (&done, 1);
  }
}

/* ---- scoring and bookkeeping --------------------------------------- */

/* The score of a finished game: disc difference, empties to the winner. */
static inline int
final_score (Solver *s, Bits p, Bits o)
{
  s->evaluations++;
  int own = board_count (p), other = board_count (o);
  int difference = own - other;
  int empties = s->squares - own - other;
  int score = difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
  return s->misere ? -score : score;
}

static guint64 parallel_count_nodes (Solver *s);
static gboolean parallel_halted (Solver *s);
static void parallel_stop (Solver *s);

/* TRUE (and the search unwinds) once asked to stop or over the node limit.
 * With several threads the limit is over the nodes of all of them, and
 * a thread that stops makes the others stop. */
static gboolean
should_stop (Solver *s)
{
  s->countdown = 4096;
  guint64 nodes = s->parallel ? parallel_count_nodes (s) : s->nodes;
  if (search_control_says_stop (s->control, nodes))
    s->stopped = TRUE;
  if (s->parallel) {
    if (s->stopped)
      parallel_stop (s);
    else
      parallel_halted (s);
  }
  return s->stopped;
}

/* TRUE when this thread's search must unwind without a value: it was
 * asked to stop, or (several threads) another thread's move cut a node
 * it works under.  Checked after every child, where one thread checked
 * s->stopped alone. */
static inline gboolean
halted (Solver *s)
{
  if (s->stopped)
    return TRUE;
  if (G_LIKELY (!s->parallel))
    return FALSE;
  return parallel_halted (s);
}

/* The quadrants (as a 4-bit set) with an odd number of empty squares. */
static inline int
parity_of (const Solver *s, Bits empty)
{
  int parity = 0;
  for (; empty; empty &= empty - 1)
    parity ^= s->quadrant_id[board_first (empty)];
  return parity;
}

/* Stability cutoff: the opponent keeps its stable discs, so the score is
 * at most squares - 2 x their number.  TRUE with that bound in *score
 * when it is at or below alpha, that is once at least (squares - alpha)
 * / 2, rounded up, are stable.  Under misere it is the side to move's
 * own stable discs that bound its score the same way: it ends with at
 * least them, and the more discs the worse.
 *
 * The same bound seen from the other side (p keeps its own stable discs:
 * the score is at least 2 x their number - squares, a cutoff when alpha
 * is far below 0) is the parent's test a move earlier: on 10x10 it cut
 * the nodes of #14 by 13%, but took more time than it saved (10x10 set
 * 3.86 -> 4.13 s, 3.83 s when only tried from 7 empties). */
static inline gboolean
stability_cutoff (const Solver *s, Bits p, Bits o, int alpha, int n, int *score)
{
  if (alpha < s->stability_threshold[n])
    return FALSE;
  Bits keeper = s->misere ? p : o, other = s->misere ? o : p;
  *score = s->squares - 2 * board_count (board_stable_discs (s, keeper, other, (s->squares - alpha + 1) / 2));
  return *score <= alpha;
}

/* ---- the last squares ---------------------------------------------- */

/* One empty square x, p to move, null window (alpha, alpha + 1): only the
 * number of discs turned over matters, since every other square is taken.
 * When p cannot play there, the opponent's count is needed only if the
 * score without it would beat alpha (a lazy cut), or under misere, where
 * a reply raises the score. */
static inline int
solve_1 (Solver *s, Bits p, int alpha, int x)
{
  s->nodes++;
  s->evaluations++;
  int own = board_count (p);
  int flips = board_last_flip_count (s, x, p);
  if (flips)
    return s->misere ? -(2 * (own + flips) + 2 - s->squares) : 2 * (own + flips) + 2 - s->squares;
  /* Nobody plays x: the square goes to the winner (the difference is odd). */
  int score = 2 * own + 1 - s->squares > 0 ? 2 * own + 2 - s->squares : 2 * own - s->squares;
  if (score > alpha || s->misere) {
    int replies = board_last_flip_count (s, x, s->mask & ~p & ~BIT (x));
    if (replies)
      score = 2 * (own - replies) - s->squares;
  }
  return s->misere ? -score : score;
}

/* TRUE when mover can play sq, with the discs it turns in flips. */
#define PLAY(sq, mover, other, flips) \
  ((neighbour_of[sq] & (other)) && ((flips) = board_flips ((sq), (mover), (other))) != 0)

/* Two empty squares x1, x2, p to move. */
static int
solve_2 (Solver *s, Bits p, Bits o, int alpha, int x1, int x2)
{
  s->nodes++;
  Bits flips;
  int best;
  if (2 >= SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 2, &best))
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

/* Three empty squares, p to move.  In the one shape that needs sorting (a
 * square alone in its quadrant, two in another) the lone square goes
 * first. */
static int
solve_3 (Solver *s, Bits p, Bits o, int alpha, int x1, int x2, int x3, int parity)
{
  s->nodes++;
  int score;
  if (3 >= SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 3, &score))
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
  Bits flips;
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

  /* p passes. */
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

/* Four empty squares x[0..3], odd quadrants first, p to move; passed
 * when the opponent has just passed (PASS_BY_TRYING). */
static int
solve_4 (Solver *s, Bits p, Bits o, int alpha, const int x[4], int parity, gboolean passed)
{
  s->nodes++;
  int score;
  if (4 >= SHALLOW_STABILITY && stability_cutoff (s, p, o, alpha, 4, &score))
    return score;
  Bits flips;
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
  /* p passes: the opponent plays on if it can. */
  if (PASS_BY_TRYING) {
    if (passed)
      return final_score (s, p, o);
    return -solve_4 (s, o, p, -alpha - 1, x, parity, TRUE);
  }
  for (int i = 0; i < 4; i++)
    if (PLAY (x[i], o, p, flips))
      return -solve_4 (s, o, p, -alpha - 1, x, parity, FALSE);
  return final_score (s, p, o);
}

/* solve_4 with the squares taken from the set of empties, odd quadrants
 * first. */
static inline int
solve_4_set (Solver *s, Bits p, Bits o, int alpha, Bits empty, int parity)
{
  int x[4], count = 0;
  Bits odd = s->quadrant_squares[parity];
  for (Bits set = empty & odd; set; set &= set - 1)
    x[count++] = board_first (set);
  for (Bits set = empty & ~odd; set; set &= set - 1)
    x[count++] = board_first (set);
  return solve_4 (s, p, o, alpha, x, parity, FALSE);
}

static int nws_shallow (Solver *s, Bits p, Bits o, int alpha, Bits empty, int parity, int n,
                        gboolean passed);

/* Null-window search of a position with at most SHALLOW_EMPTIES empties. */
static inline int
nws_small (Solver *s, Bits p, Bits o, int alpha, Bits empty, int parity, int n)
{
  switch (n) {
  case 0:
    s->nodes++;
    return final_score (s, p, o);
  case 1:
    return solve_1 (s, p, alpha, board_first (empty));
  case 2:
    return solve_2 (s, p, o, alpha, board_first (empty), board_last (empty));
  case 3: {
    int x1 = board_first (empty), x3 = board_last (empty);
    return solve_3 (s, p, o, alpha, x1, board_first (empty ^ BIT (x1)), x3, parity);
  }
  case 4:
    return solve_4_set (s, p, o, alpha, empty, parity);
  default:
    return nws_shallow (s, p, o, alpha, empty, parity, n, FALSE);
  }
}

/* 5 to SHALLOW_EMPTIES empties: moves tried on each empty square next to
 * an opponent disc, odd quadrants first (the last move of a region is
 * worth having), and within them corners first and squares next to
 * corners last. */
static int
nws_shallow (Solver *s, Bits p, Bits o, int alpha, Bits empty, int parity, int n, gboolean passed)
{
  s->nodes++;
  int score;
  if (stability_cutoff (s, p, o, alpha, n, &score))
    return score;
  int best = -SCORE_INF;
  Bits candidates = empty & board_neighbours (o);
  Bits odd = s->quadrant_squares[parity];
  Bits by_parity[2] = { candidates & odd, candidates & ~odd };
  for (int k = 0; k < 6; k++) {
    Bits set = by_parity[k / 3] & s->shallow_priority[k % 3];
    while (set) {
      int sq = board_first (set);
      set &= set - 1;
      Bits flips = board_flips (sq, p, o);
      if (!flips)
        continue;
      int v = -nws_small (s, o ^ flips, p | flips | BIT (sq), -alpha - 1, empty ^ BIT (sq),
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
  /* p passes.  With PASS_BY_TRYING whether the opponent can play is found
   * by trying its moves; when it had just passed too, the game is over. */
  if (PASS_BY_TRYING) {
    if (passed)
      return final_score (s, p, o);
    return -nws_shallow (s, o, p, -alpha - 1, empty, parity, n, TRUE);
  }
  if (board_moves (o, p, empty))
    return -nws_shallow (s, o, p, -alpha - 1, empty, parity, n, FALSE);
  return final_score (s, p, o);
}

/* ---- transposition table ------------------------------------------- */

/* The selective pass (ENDGAME_SEARCH) cuts nodes on the move order's
 * small searches, so the bounds it stores are only likely.  Its entries
 * are marked by this bit of `empties`: the exact search reads only their
 * moves (and writes over their bounds), and a selective bound never
 * narrows an exact entry. */
#define ENTRY_SELECTIVE 0x80

/* A selective pass (endgame_solver_set_selective) cuts on the small
 * searches from this many empties. */
#ifndef SELECTIVE_MIN_EMPTIES
#define SELECTIVE_MIN_EMPTIES 14
#endif

/* After it the exact search's window is the pass's value plus or minus
 * this many discs. */
#ifndef ASPIRATION_WINDOW
#define ASPIRATION_WINDOW 2
#endif

#if BOARD_EVAL_ORDER
#define SELECTIVE(s) ((s)->selective)
#else
#define SELECTIVE(s) FALSE
#endif

/* The key (the position, or on some boards its canonical symmetric form)
 * is the whole entry's key, so a look-up never answers for another
 * position. */
static inline Entry *
table_bucket (const Solver *s, const TableKey *key)
{
  return &s->table[(key_hash (key) & s->bucket_mask) * BUCKET_ENTRIES];
}

/* Ask for a bucket's cache lines before they are needed. */
static inline void
table_prefetch (const Entry *bucket)
{
  __builtin_prefetch (bucket);
  __builtin_prefetch ((const char *) (bucket + BUCKET_ENTRIES) - 1);
}

static inline Entry *
table_find (Entry *bucket, const TableKey *key)
{
  for (int i = 0; i < BUCKET_ENTRIES; i++)
    if (entry_holds (&bucket[i], key))
      return &bucket[i];
  return NULL;
}

/* One turn of a thread that waits without sleeping (for a bucket, or
 * for work: "several threads"). */
static inline void
spin_pause (void)
{
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause ();
#endif
}

/* While several threads search, a bucket is read and written under a
 * lock, the lock byte of its first entry: an entry is several words, and
 * a thread must never read one that another has half written (its key
 * from one position, its bounds from another).  No store writes a whole
 * entry, so the byte is never overwritten.  The lock is held for a few
 * dozen instructions: spin, and after a while let the holder run. */
static inline void
bucket_lock (const Solver *s, Entry *bucket)
{
  if (G_LIKELY (!s->parallel))
    return;
  for (int spins = 0; __atomic_exchange_n (&bucket->lock, 1, __ATOMIC_ACQUIRE); spins++) {
    while (__atomic_load_n (&bucket->lock, __ATOMIC_RELAXED)) {
      spin_pause ();
      if (++spins > 256) {
        g_thread_yield ();
        spins = 0;
      }
    }
  }
}

static inline void
bucket_unlock (const Solver *s, Entry *bucket)
{
  if (G_LIKELY (!s->parallel))
    return;
  __atomic_store_n (&bucket->lock, 0, __ATOMIC_RELEASE);
}

/* The entry of key in bucket as it is now, in *copy; NULL when the table
 * has none.  A copy, not a pointer into the table: a store may put
 * another position in that place (the enhanced transposition cutoff
 * stores the node, and read its child's bound after, through the
 * pointer: when both were in one bucket the store could take the
 * child's place, and the node returned the new entry's bound: on the
 * 10x10 set once, -100 instead of -62), and with several threads
 * another thread may change the bucket as soon as it is let go. */
static inline const Entry *
table_probe (const Solver *s, Entry *bucket, const TableKey *key, Entry *copy)
{
  bucket_lock (s, bucket);
  const Entry *e = table_find (bucket, key);
  if (e)
    *copy = *e;
  bucket_unlock (s, bucket);
  if (e && (copy->empties & ENTRY_SELECTIVE) && !SELECTIVE (s)) {
    /* A selective pass's bounds may be wrong: the exact search takes
     * only its moves. */
    copy->lower = (int8_t) -s->squares;
    copy->upper = (int8_t) s->squares;
  }
  return e ? copy : NULL;
}

/* The table's moves for the position of key, on the real board. */
static inline void
table_moves (const Solver *s, const Entry *e, const TableKey *key, int table_move[TABLE_MOVES])
{
  for (int i = 0; i < TABLE_MOVES; i++)
    table_move[i] = e ? square_from_key (s, e->move[i], key->transform) : NO_MOVE;
}

/* Record that the score is > alpha (lower bound best) or <= alpha (upper
 * bound best) when alpha < best < beta does not hold, exact otherwise.
 * cost: the nodes the search took. */
static void
table_store (Solver *s, Entry *bucket, const TableKey *key, int empties, int alpha, int beta,
             int best, int move, guint64 cost)
{
  bucket_lock (s, bucket);
  Entry *e = table_find (bucket, key);
  if (!e) {
    /* Replace the entry of an older solve, else the one that cost least. */
    int lowest = G_MAXINT;
    for (int i = 0; i < BUCKET_ENTRIES; i++) {
      int worth = (bucket[i].date == s->date) << 16 | bucket[i].cost << 8
                  | (bucket[i].empties & ~ENTRY_SELECTIVE);
      if (worth < lowest) {
        lowest = worth;
        e = &bucket[i];
      }
    }
    entry_set_key (e, key);
    e->lower = (int8_t) -s->squares;
    e->upper = (int8_t) s->squares;
    for (int i = 0; i < TABLE_MOVES; i++)
      e->move[i] = NO_MOVE;
    e->empties = SELECTIVE (s) ? ENTRY_SELECTIVE : 0;
  }
  gboolean bounds = TRUE;
  if (!(e->empties & ENTRY_SELECTIVE) != !SELECTIVE (s)) {
    if (SELECTIVE (s)) {
      bounds = FALSE;   /* an exact entry: the selective pass adds its move only */
    } else {
      e->lower = (int8_t) -s->squares;   /* the selective bounds give way */
      e->upper = (int8_t) s->squares;
      e->empties = 0;
    }
  }
  e->date = s->date;
  e->empties = (uint8_t) (empties | (e->empties & ENTRY_SELECTIVE));
  e->cost = (uint8_t) (cost ? 64 - __builtin_clzll (cost) : 0);
  if (bounds && best > alpha && best > e->lower)
    e->lower = (int8_t) best;
  if (bounds && best < beta && best < e->upper)
    e->upper = (int8_t) best;
  if (move != NO_MOVE) {
    /* The new best move first; the ones before it move down. */
    move = square_to_key (s, move, key->transform);
    if (e->move[0] != move) {
      for (int i = TABLE_MOVES - 1; i > 0; i--)
        e->move[i] = e->move[i - 1];
      e->move[0] = (uint8_t) move;
    }
  }
  bucket_unlock (s, bucket);
}

/* ---- move ordering ------------------------------------------------- */

typedef struct {
  int sq;
  int key;          /* larger is searched first */
  Bits flips;
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
weighted_count (const Solver *s, Bits moves)
{
  return board_count (moves) + board_count (moves & s->corners);
}

static inline int
weighted_mobility (const Solver *s, Bits p, Bits o, Bits empty)
{
  return weighted_count (s, board_moves (p, o, empty));
}

/* The ordering looks further ahead with more empties, where a better
 * order saves more.  The thresholds are a board's own when its header
 * says so; these were measured on 8x8 and 10x10 keeps them (others
 * measured no better on the 10x10 set).
 *
 * Two plies ahead from DEEP_ORDER_EMPTIES: 14 empties and weight 4 (a
 * quarter of a reply) measured best on FFO #40-#44 (docs/benchmarks.md);
 * FFO #49 searches 25% fewer nodes with it.  Three plies from
 * DEEPER_ORDER_EMPTIES: weight 32 (two replies) from 16 empties measured
 * best on FFO #40-#44 (weights 4 to 128, from 14 to 18 empties).  A
 * small mobility search DEEPEST_ORDER_DEPTH plies deep from
 * DEEPEST_ORDER_EMPTIES (when no trained evaluation orders): FFO #45-#49
 * and 6x6 search about a fifth fewer nodes with it. */
#ifndef DEEP_ORDER_EMPTIES
#define DEEP_ORDER_EMPTIES 14
#endif
#ifndef DEEP_ORDER_WEIGHT
#define DEEP_ORDER_WEIGHT 4
#endif
#ifndef DEEPER_ORDER_EMPTIES
#define DEEPER_ORDER_EMPTIES 16
#endif
#ifndef DEEPER_ORDER_WEIGHT
#define DEEPER_ORDER_WEIGHT 32
#endif
#ifndef DEEPEST_ORDER_EMPTIES
#define DEEPEST_ORDER_EMPTIES 18
#endif
#ifndef DEEPEST_ORDER_DEPTH
#define DEEPEST_ORDER_DEPTH 3
#endif
#ifndef DEEPEST_ORDER_WEIGHT
#define DEEPEST_ORDER_WEIGHT 16
#endif

/* Two plies (from DEEP_ORDER_EMPTIES): the opponent (op, to move) replies
 * to keep our (us) weighted mobility low: the least it can leave. */
static int
mobility_after_best_reply (Solver *s, Bits op, Bits us, Bits empty)
{
  Bits replies = board_moves (op, us, empty);
  if (!replies)
    return weighted_mobility (s, us, op, empty) + 4;
  int least = G_MAXINT;
  while (replies) {
    int sq = board_first (replies);
    replies &= replies - 1;
    s->order_nodes++;
    Bits flips = board_flips (sq, op, us);
    int m = weighted_mobility (s, us ^ flips, op | flips | BIT (sq), empty ^ BIT (sq));
    if (m < least)
      least = m;
  }
  return least;
}

/* Three plies (from DEEPER_ORDER_EMPTIES): the opponent (op, to move)
 * replies, we answer to leave it the least weighted mobility; the reply
 * that keeps that least mobility highest is the one it picks.  Returns
 * minus that mobility (larger is better for us). */
static int
opponent_mobility_after_our_answer (Solver *s, Bits op, Bits us, Bits empty)
{
  Bits replies = board_moves (op, us, empty);
  if (!replies)
    return 0;
  int worst = G_MININT;
  while (replies) {
    int sq = board_first (replies);
    replies &= replies - 1;
    s->order_nodes++;
    Bits flips = board_flips (sq, op, us);
    Bits nus = us ^ flips, nop = op | flips | BIT (sq);
    Bits e2 = empty ^ BIT (sq);
    Bits answers = board_moves (nus, nop, e2);
    int least = answers ? G_MAXINT : 12;   /* we pass: it plays on */
    while (answers) {
      int a = board_first (answers);
      answers &= answers - 1;
      s->order_nodes++;
      Bits f2 = board_flips (a, nus, nop);
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

/* A small alpha-beta search, p to move, whose leaves score the weighted
 * mobility difference: a cheap estimate to order the moves high in the
 * tree (from DEEPEST_ORDER_EMPTIES).  Under misere fewer own discs count
 * too (6x6 misere after 10 moves: 119M nodes with it, 134M without). */
static int
mobility_search (Solver *s, Bits p, Bits o, Bits empty, int depth, int alpha, int beta)
{
  s->order_nodes++;
  Bits moves = board_moves (p, o, empty);
  if (depth == 0 || !moves)
    return weighted_mobility (s, p, o, empty) - weighted_mobility (s, o, p, empty)
           + (s->misere ? board_count (o) - board_count (p) : 0);
  int best = -1000;
  while (moves) {
    int sq = board_first (moves);
    moves &= moves - 1;
    Bits flips = board_flips (sq, p, o);
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

#if BOARD_EVAL_ORDER
/* The plies of the small search of the trained evaluation at n empties
 * (see EVAL_ORDER_EMPTIES in the board header). */
static inline int
eval_order_depth (int n)
{
  return MIN (MAX (n - EVAL_ORDER_BASE, 0) / EVAL_ORDER_STEP, EVAL_ORDER_MAX_DEPTH);
}

/* From this many plies up, the small search sorts its moves. */
#ifndef EVAL_SEARCH_SORT_DEPTH
#define EVAL_SEARCH_SORT_DEPTH 2
#endif

/* From this many plies up, a small search with no move from the order
 * table finds one by a search two plies shallower first.  FFO #57 and
 * #59 (30 and 34 empties, where the small searches are 8 to 10 plies
 * deep) looked at 2.5% and 27% fewer positions, #45-#49 0.3% fewer;
 * from 6 plies up saved less (docs/benchmarks.md). */
#ifndef EVAL_SEARCH_IID_DEPTH
#define EVAL_SEARCH_IID_DEPTH 4
#endif

/* MurmurHash3's 64-bit finaliser: a bijection that mixes every bit into
 * every other. */
static inline uint64_t
mix64 (uint64_t h)
{
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDULL;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ULL;
  return h ^ h >> 33;
}

/* The order table's hash of (p, o).  It alone tells positions apart, so
 * it cannot be the main table's key_hash, which only spreads positions
 * over buckets: there a disc of p and one of o on the top square (h8),
 * swapped, leave the hash the same. */
static inline uint64_t
order_hash (Bits p, Bits o)
{
  return mix64 (p ^ mix64 (o)) | 1;   /* never 0, the empty slot's */
}

/* The order table holds its entries in pairs: the first keeps the
 * deeper of the searches that meet there, the second the latest.  A
 * deep small search's entry then outlives the thousands of shallow ones
 * below it, and is still there when the same node is ordered again (the
 * exact search after the selective pass, a re-search in another window):
 * with one entry a slot, FFO #59 looked at 38.2M positions of move order
 * against 24.5M, #57 745M against 736M.  The values, and so the solver's
 * nodes, are the same either way. */

/* The pair of entries where the position with this hash belongs. */
static inline OrderEntry *
order_pair (Solver *s, uint64_t check)
{
  return &s->order_table[(check >> (64 - ORDER_TABLE_BITS)) & ~(uint64_t) 1];
}

/* The entry of the position with this hash in its pair, or the pair's
 * first when it has none (its check then differs). */
static inline OrderEntry *
order_find (Solver *s, uint64_t check)
{
  OrderEntry *pair = order_pair (s, check);
  return pair[1].check == check ? &pair[1] : &pair[0];
}

/* Where a search of this depth stores what it found: over the position's
 * own entry; else first in the pair if at least as deep as the entry
 * there or that entry is from an earlier solve (whose positions do not
 * come back), the entry there moving to second; else second. */
static inline OrderEntry *
order_slot (Solver *s, uint64_t check, int depth)
{
  OrderEntry *pair = order_pair (s, check);
  if (pair[0].check == check)
    return &pair[0];
  if (pair[1].check == check)
    return &pair[1];
  if (depth >= pair[0].depth || pair[0].date != s->date) {
    pair[1] = pair[0];
    return &pair[0];
  }
  return &pair[1];
}

/* A small alpha-beta search, p to move, whose leaves are the trained
 * evaluation (1/100 disc, p's view).  Fail-soft: a value at or below
 * alpha is an upper bound, at or above beta a lower bound. */
static int
eval_search (Solver *s, Bits p, Bits o, Bits empty, int depth, int alpha, int beta)
{
  s->order_nodes++;
  if (depth == 0)
    return board_eval (s, p, o);
  Bits moves = board_moves (p, o, empty);
  if (!moves) {
    if (!board_moves (o, p, empty))
      return board_eval_final (s, p, o);
    return -eval_search (s, o, p, empty, depth, -beta, -alpha);
  }

  /* The order table: a search as deep as this one already bounds the
   * value, and any search of the position tells which move to try first. */
  OrderEntry *entry = NULL;
  uint64_t check = 0;
  int hint = NO_MOVE;
  if (depth >= ORDER_TABLE_DEPTH) {
    check = order_hash (p, o);
    entry = order_find (s, check);
    if (entry->check == check) {
      if (entry->depth == depth) {
        if (entry->lower >= beta)
          return entry->lower;
        if (entry->upper <= alpha || entry->lower == entry->upper)
          return entry->upper;
      }
      hint = entry->move;
    }
  }
  /* With no move from the table, a deep search first searches two plies
   * shallower for one (internal iterative deepening).  Only the order
   * changes, not the value: the solver's nodes stay the same. */
  if (entry && hint == NO_MOVE && depth >= EVAL_SEARCH_IID_DEPTH) {
    eval_search (s, p, o, empty, depth - 2, alpha, beta);
    entry = order_find (s, check);
    if (entry->check == check)
      hint = entry->move;
  }

  /* The value is the same in any order, but alpha-beta cuts sooner when
   * the best move comes first: the table's move, then from two plies up
   * fewest replies first. */
  Move list[MAX_MOVES];
  int count = 0;
  while (moves) {
    int sq = board_first (moves);
    moves &= moves - 1;
    Bits flips = board_flips (sq, p, o);
    int key = sq == hint ? 1 << 20
              : depth >= EVAL_SEARCH_SORT_DEPTH
              ? -weighted_mobility (s, o ^ flips, p | flips | BIT (sq), empty ^ BIT (sq)) : 0;
    insert_move (list, count++, (Move) { sq, key, flips });
  }
  int alpha0 = alpha;
  int best = -SCORE_INF * EVAL_UNITS_PER_DISC, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    Bits flips = list[i].flips, bit = BIT (list[i].sq);
    int v = -eval_search (s, o ^ flips, p | flips | bit, empty ^ bit, depth - 1, -beta, -alpha);
    if (v > best) {
      best = v;
      best_move = list[i].sq;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta)
          break;
      }
    }
  }
  if (entry) {
    entry = order_slot (s, check, depth);
    int lower = best > alpha0 ? best : -SCORE_INF * EVAL_UNITS_PER_DISC;
    int upper = best < beta ? best : SCORE_INF * EVAL_UNITS_PER_DISC;
    *entry = (OrderEntry) { check, (int16_t) lower, (int16_t) upper, (uint8_t) depth,
                            (uint8_t) best_move, s->date };
  }
  return best;
}
#else
static inline int
eval_order_depth (int n)
{
  (void) n;
  return 0;
}
#define EVAL_ORDER_PV_EXTRA 0
#define EVAL_ORDER_MAX_DEPTH 0
#endif

/* No value from the small searches (order_moves' *probe). */
#define NO_PROBE G_MININT

/* order_moves' eval_depth for an order without the evaluation's small
 * searches (fastest first and the look-aheads alone). */
#define NO_EVAL_ORDER (-1)

/* Whether the window (alpha, beta) only asks if one side wipes the other
 * out, or all but: the evaluation's small searches tell a good position
 * from a bad one, not one wipe-out from another, while fewest replies
 * first is what finds a wipe-out.  FFO #59 (a wipe-out) then looked at
 * 6.4 million positions instead of 9.3 million; no other position of
 * #40-#58 has such a window.  Under misere the evaluation does not order
 * the moves anyway. */
#define WIPE_OUT_MARGIN 4

static inline gboolean
asks_wipe_out (const Solver *s, int alpha, int beta)
{
  return alpha >= s->squares - WIPE_OUT_MARGIN || beta <= -s->squares + WIPE_OUT_MARGIN;
}

#if BOARD_EVAL_ORDER
/* The value of the move to (np, no) by the small search below it, 1/100
 * disc, from the mover's side: a full window, since the order compares
 * every move's value and the selective pass reads the best. */
static inline int
eval_move_value (Solver *s, Bits np, Bits no, Bits empty, int eval_depth)
{
  return -eval_search (s, np, no, empty, eval_depth, -SCORE_INF * EVAL_UNITS_PER_DISC,
                       SCORE_INF * EVAL_UNITS_PER_DISC);
}
#endif

/* Sorts list[0, count), the moves to order, each with the discs it
 * turns over (list_moves), best first; returns count.
 *
 * Fastest first: the fewer replies (corner replies count double) and the
 * fewer empties next to our discs (the opponent's potential mobility),
 * the sooner the move is tried; corners and odd quadrants get a bonus;
 * the table's moves go before everything.  The weights were tuned on the
 * node counts of FFO #40-#42 (on 10x10 others measured no better, and
 * without the corner terms 14% slower).  In a selective pass *probe is
 * the node's value by the small searches (the best of its moves'), 1/100
 * disc, or NO_PROBE when they did not weigh every move; a caller that
 * makes no selective cut passes NULL. */
static int
order_moves (Solver *s, Bits p, Bits o, Move list[MAX_MOVES], int count, Bits empty, int parity,
             int n, int eval_depth, const int table_move[TABLE_MOVES], int *probe)
{
  (void) eval_depth;
  Bits odd = s->quadrant_squares[parity];
#if BOARD_EVAL_ORDER
  gboolean by_eval = s->order_model && n >= EVAL_ORDER_EMPTIES && eval_depth != NO_EVAL_ORDER;
#else
  gboolean by_eval = FALSE;
#endif
  gboolean probing = by_eval && SELECTIVE (s) && probe != NULL;
  int best_value = NO_PROBE;
  for (int i = 0; i < count; i++) {
    int sq = list[i].sq;
    Bits bit = BIT (sq);
    Bits flips = list[i].flips;
    Bits np = o ^ flips, no = p | flips | bit;
    int key = 0;
    int table_rank = 0;
    while (table_rank < TABLE_MOVES && sq != table_move[table_rank])
      table_rank++;
    if (table_rank < TABLE_MOVES) {
      key = 1 << (21 - table_rank);
#if BOARD_EVAL_ORDER
      if (probing)
        best_value = MAX (best_value, eval_move_value (s, np, no, empty ^ bit, eval_depth));
#endif
    } else if (np == 0) {
      /* A wipe-out: the best score there is, or under misere the worst. */
      key = s->misere ? -(1 << 19) : 1 << 19;
#if BOARD_EVAL_ORDER
      best_value = SCORE_INF * EVAL_UNITS_PER_DISC;
#endif
    } else {
      /* The move is weighed by its position: counted as Edax counts
       * the moves its order weighs (docs/benchmarks.md). */
      s->order_nodes++;
      if (n >= MOBILITY_ORDER_EMPTIES)
        key = -16 * weighted_count (s, board_moves (np, no, empty ^ bit));
      key -= 8 * board_count (board_potential_neighbours (no) & (empty ^ bit));
      /* Under misere a corner keeps discs the mover wants rid of, and
       * fewer own discs are worth having: on 6x6 misere after 10 moves
       * (22 empties) the corner's sign alone halved the nodes (325M ->
       * 164M), and with the disc count, the shallow order of
       * endgame-setup.c and mobility_search's discs 119M
       * (docs/benchmarks.md). */
      if (bit & s->corners)
        key += s->misere ? -24 : 24;
      if (s->misere)
        key -= 8 * board_count (no);
      if (bit & odd)
        key += 4;
      if (n >= DEEP_ORDER_EMPTIES)
        key += DEEP_ORDER_WEIGHT * mobility_after_best_reply (s, np, no, empty ^ bit);
      if (n >= DEEPER_ORDER_EMPTIES)
        key += DEEPER_ORDER_WEIGHT * opponent_mobility_after_our_answer (s, np, no, empty ^ bit);
#if BOARD_EVAL_ORDER
      if (by_eval) {
        int value = eval_move_value (s, np, no, empty ^ bit, eval_depth);
        key += EVAL_ORDER_WEIGHT * value / EVAL_UNITS_PER_DISC;
        best_value = MAX (best_value, value);
      }
#endif
      /* The evaluation orders better than the mobility search, which
       * then adds nothing. */
      if (n >= DEEPEST_ORDER_EMPTIES && !by_eval)
        key -= DEEPEST_ORDER_WEIGHT * mobility_search (s, np, no, empty ^ bit, DEEPEST_ORDER_DEPTH,
                                                       -1000, 1000);
    }
    list[i].key = key;
  }
  /* Best first; insertion is the cheapest sort of a handful of moves. */
  for (int i = 1; i < count; i++)
    insert_move (list, i, list[i]);
  if (probe)
    *probe = probing ? best_value : NO_PROBE;
  return count;
}

/* The moves of p (a mask) with the discs each turns over, in list, for
 * order_moves; returns how many. */
static inline int
list_moves (Bits p, Bits o, Bits moves, Move list[MAX_MOVES])
{
  int count = 0;
  for (; moves; moves &= moves - 1) {
    int sq = board_first (moves);
    list[count++] = (Move) { sq, 0, board_flips (sq, p, o) };
  }
  return count;
}

/* ---- the main search ----------------------------------------------- */

static int nws_deep (Solver *s, Bits p, Bits o, int alpha, int n, int parity);

static inline int
nws_any (Solver *s, Bits p, Bits o, int alpha, int n, int parity)
{
  if (n <= SHALLOW_EMPTIES)
    return nws_small (s, p, o, alpha, ~(p | o) & s->mask, parity, n);
  return nws_deep (s, p, o, alpha, n, parity);
}

/* ---- several threads ------------------------------------------------ */

/* A null-window node of SPLIT_EMPTIES or more is shared among threads
 * once its first move failed to cut (then every move will probably have
 * to be searched: young brothers wait); nearer the end a move is too
 * little work for the locking and waking.  12 is not tuned: on FFO
 * #40-#44 two threads searched about as many nodes with 10, 12 or 14
 * (184.2M-186.6M against 178.4M for one thread), and the wall times that
 * would choose were lost in the load of the shared machine
 * (docs/benchmarks.md, "Two threads"). */
#ifndef SPLIT_EMPTIES
#define SPLIT_EMPTIES 12
#endif
G_STATIC_ASSERT (SPLIT_EMPTIES > SHALLOW_EMPTIES);

/* A node whose remaining moves are shared.  It lives on the stack of the
 * thread that made it (its master), which does not return before every
 * other thread has left it; what follows the moves is guarded by the
 * solve's mutex (cut is also read without it). */
typedef struct SPLIT_TAG SplitPoint;
struct SPLIT_TAG {
  Bits p, o;             /* the node, p to move */
  int alpha;             /* its null window is (alpha, alpha + 1) */
  int n, parity;
  const Move *list;      /* its moves, best first */
  int count;
  Solver *master;
  SplitPoint *parent;    /* the split point its master works under (NULL: none) */
  SplitPoint *older;     /* the next in the solve's list, made before it */
  int next;              /* the first move nobody has taken */
  int workers;           /* threads searching one of its moves */
  int best, best_move;   /* fail-soft: the best value so far and its move */
  gint cut;              /* a move beat alpha: the others are not needed */
  guint64 helper_nodes;  /* nodes the other threads spent on its moves */
};

/* What the threads of one solve share (on the stack of the solve). */
typedef struct PARALLEL_TAG Parallel;
struct PARALLEL_TAG {
  GMutex lock;
  GCond changed;         /* a split point was made or left, or the solve is over */
  SplitPoint *splits;    /* the split points, newest first */
  gint idle;             /* threads waiting for work (read without the lock) */
  gboolean over;         /* the solve is over: the helpers return */
  gint stop;             /* a thread was asked to stop: every thread stops */
  gint changes;          /* counts the changes, for the threads that wait */
  guint64 nodes;         /* the nodes of every thread, as counted so far */
};

/* Adds this thread's new nodes to the total of all threads (every few
 * thousand nodes, from should_stop) and returns that total. */
static guint64
parallel_count_nodes (Solver *s)
{
  guint64 fresh = s->nodes - s->nodes_counted;
  s->nodes_counted = s->nodes;
  return __atomic_add_fetch (&s->parallel->nodes, fresh, __ATOMIC_RELAXED);
}

static void
parallel_stop (Solver *s)
{
  g_atomic_int_set (&s->parallel->stop, 1);
}

/* TRUE when sp or a split point it lies under was cut. */
static gboolean
split_cut (SplitPoint *sp)
{
  for (; sp; sp = sp->parent)
    if (g_atomic_int_get (&sp->cut))
      return TRUE;
  return FALSE;
}

/* halted with several threads: another thread stopped (this one stops
 * too), or a node this thread works under was cut. */
static gboolean
parallel_halted (Solver *s)
{
  if (g_atomic_int_get (&s->parallel->stop)) {
    s->stopped = TRUE;
    return TRUE;
  }
  return split_cut (s->split);
}

/* A split point with a move to take, under `under` when it is not NULL
 * (a master waiting for the threads in its own split point helps only
 * below it, where their work is); the one with the most empties, whose
 * moves are the most work.  Called with the lock held. */
static SplitPoint *
split_find_work (Parallel *par, SplitPoint *under)
{
  SplitPoint *found = NULL;
  for (SplitPoint *sp = par->splits; sp; sp = sp->older) {
    if (sp->next >= sp->count || split_cut (sp))
      continue;
    gboolean below = under == NULL;
    for (SplitPoint *up = sp; up && !below; up = up->parent)
      below = up == under;
    if (below && (!found || sp->n > found->n))
      found = sp;
  }
  return found;
}

/* A thread without work spins this many pauses (about a tenth of a
 * millisecond here) before it sleeps: a split point lasts a few
 * milliseconds at most near SPLIT_EMPTIES, and a thread woken from
 * sleep on a busy machine may wait longer than that for its turn. */
#ifndef SPLIT_SPINS
#define SPLIT_SPINS 2000
#endif

/* Wait, with the lock held, until something changes (or a while). */
static void
split_wait (Parallel *par)
{
  gint seen = par->changes;
  g_atomic_int_inc (&par->idle);
  g_mutex_unlock (&par->lock);
  for (int i = 0; i < SPLIT_SPINS && g_atomic_int_get (&par->changes) == seen; i++)
    spin_pause ();
  g_mutex_lock (&par->lock);
  if (par->changes == seen)
    g_cond_wait (&par->changed, &par->lock);
  g_atomic_int_add (&par->idle, -1);
}

/* Tell the waiting threads, with the lock held, that something changed. */
static void
split_changed (Parallel *par)
{
  g_atomic_int_inc (&par->changes);
  g_cond_broadcast (&par->changed);
}

/* Thread w takes the moves of sp one at a time and searches them until
 * none is left or one cuts.  Called and returns with the lock held. */
static void
split_work (Solver *w, SplitPoint *sp)
{
  Parallel *par = w->parallel;
  SplitPoint *outer = w->split;
  w->split = sp;
  sp->workers++;
  while (sp->next < sp->count && !g_atomic_int_get (&sp->cut)) {
    const Move *m = &sp->list[sp->next++];
    g_mutex_unlock (&par->lock);
    guint64 before = w->nodes;
    int v = -nws_any (w, sp->o ^ m->flips, sp->p | m->flips | BIT (m->sq), -sp->alpha - 1,
                      sp->n - 1, sp->parity ^ w->quadrant_id[m->sq]);
    gboolean dropped = halted (w);
    g_mutex_lock (&par->lock);
    if (w != sp->master)
      sp->helper_nodes += w->nodes - before;
    if (dropped)
      break;   /* stopped, or cut here or above: v means nothing */
    if (v > sp->best) {
      sp->best = v;
      sp->best_move = m->sq;
      if (v > sp->alpha)
        g_atomic_int_set (&sp->cut, 1);
    }
  }
  g_assert (sp->workers > 0);
  sp->workers--;
  w->split = outer;
  split_changed (par);
}

/* The moves list[first..count - 1] of the null-window node (p, o), n
 * empties, shared with the idle threads; best and *best_move as the
 * moves before first left them.  The master (s) searches moves too, and
 * once none is left, while others still search here, helps them at
 * their own split points below.  Returns the node's fail-soft value with
 * its move in *best_move and the other threads' nodes in *helper_nodes;
 * halted (s) says whether it means anything. */
static int
split_search (Solver *s, Bits p, Bits o, int alpha, int n, int parity, const Move *list,
              int first, int count, int best, int *best_move, guint64 *helper_nodes)
{
  Parallel *par = s->parallel;
  SplitPoint sp = {
    .p = p, .o = o, .alpha = alpha, .n = n, .parity = parity, .list = list, .count = count,
    .master = s, .parent = s->split, .next = first, .best = best, .best_move = *best_move,
  };
  g_mutex_lock (&par->lock);
  sp.older = par->splits;
  par->splits = &sp;
  split_changed (par);
  split_work (s, &sp);
  while (sp.workers > 0) {
    SplitPoint *below = split_find_work (par, &sp);
    if (below)
      split_work (s, below);
    else
      split_wait (par);
  }
  SplitPoint **link = &par->splits;
  while (*link != &sp)
    link = &(*link)->older;
  *link = sp.older;
  g_mutex_unlock (&par->lock);
  g_assert (sp.next == count || sp.cut || halted (s));
  *best_move = sp.best_move;
  *helper_nodes = sp.helper_nodes;
  return sp.best;
}

/* A helper thread: works wherever there is work until the solve is over. */
static gpointer
helper_main (gpointer data)
{
  Solver *w = data;
  Parallel *par = w->parallel;
  g_mutex_lock (&par->lock);
  while (!par->over) {
    SplitPoint *sp = split_find_work (par, NULL);
    if (sp)
      split_work (w, sp);
    else
      split_wait (par);
  }
  g_mutex_unlock (&par->lock);
  return NULL;
}


static int
nws_deep (Solver *s, Bits p, Bits o, int alpha, int n, int parity)
{
  s->nodes++;
  /* The node limit is checked exactly; the stop flag, shared with another
   * thread, every few thousand nodes. */
  if ((--s->countdown <= 0 || s->nodes > s->node_limit) && should_stop (s))
    return 0;
  if (halted (s))
    return 0;

  TableKey key;
  make_key (s, p, o, &key);
  Entry *bucket = table_bucket (s, &key);
  table_prefetch (bucket);

  int score;
  if (stability_cutoff (s, p, o, alpha, n, &score))
    return score;

  Bits empty = ~(p | o) & s->mask;
  Bits moves = board_moves (p, o, empty);
  if (!moves) {
    if (board_moves (o, p, empty))
      return -nws_deep (s, o, p, -alpha - 1, n, parity);
    return final_score (s, p, o);
  }
  if (!(moves & (moves - 1))) {
    /* One move: nothing to order, and the table would cost more than the
     * child's own look-up saves. */
    int sq = board_first (moves);
    Bits flips = board_flips (sq, p, o);
    return -nws_any (s, o ^ flips, p | flips | BIT (sq), -alpha - 1, n - 1,
                     parity ^ s->quadrant_id[sq]);
  }

  Entry found;
  const Entry *e = table_probe (s, bucket, &key, &found);
  if (e) {
    if (e->lower > alpha)
      return e->lower;
    if (e->upper <= alpha)
      return e->upper;
  }
  int table_move[TABLE_MOVES];
  table_moves (s, e, &key, table_move);

  guint64 nodes_before = s->nodes;
  int best = -SCORE_INF, best_move = NO_MOVE;
  if (TABLE_MOVE_FIRST && table_move[0] != NO_MOVE && (moves & BIT (table_move[0]))) {
    /* The table's move before the others are even ordered. */
    int sq = table_move[0];
    Bits flips = board_flips (sq, p, o);
    best = -nws_any (s, o ^ flips, p | flips | BIT (sq), -alpha - 1, n - 1,
                     parity ^ s->quadrant_id[sq]);
    if (halted (s))
      return 0;
    best_move = sq;
    if (best > alpha) {
      table_store (s, bucket, &key, n, alpha, alpha + 1, best, best_move, s->nodes - nodes_before);
      return best;
    }
    moves ^= BIT (sq);
    table_move[0] = NO_MOVE;
  }
  /* When the children look the table up (here, for the enhanced
   * transposition cutoff, or in their own search above SHALLOW_EMPTIES)
   * their buckets are asked for all at once, so that the memory reads
   * overlap instead of each waiting in turn: the 10x10 set took
   * 3.74-3.78 s instead of 3.84-3.85 s (#14 1.21 s instead of 1.26 s). */
  Move list[MAX_MOVES];
  int count = list_moves (p, o, moves, list);
  TableKey child_key[MAX_MOVES];
  Entry *child_bucket[MAX_MOVES];
  gboolean children_look_up = n - 1 > SHALLOW_EMPTIES;
  if (children_look_up) {
    for (int i = 0; i < count; i++) {
      Bits flips = list[i].flips;
      make_key (s, o ^ flips, p | flips | BIT (list[i].sq), &child_key[i]);
      child_bucket[i] = table_bucket (s, &child_key[i]);
      table_prefetch (child_bucket[i]);
    }
  }

  /* Enhanced transposition cutoff: a child already known to be bad
   * enough for the opponent settles this node without searching.  A
   * child known to be good enough for the opponent needs no search
   * either: its bound counts towards this node's (fail-soft) bound.
   * Both are seen before the moves are ordered, which then weighs only
   * the moves left to search: FFO #40-#53 took 182.1 s of CPU against
   * 187.7 s when the order came first, its move order looking at 6%
   * fewer positions (docs/benchmarks.md). */
  if (n >= ETC_EMPTIES && children_look_up) {
    int kept = 0;
    for (int i = 0; i < count; i++) {
      Entry child_found;
      const Entry *c = table_probe (s, child_bucket[i], &child_key[i], &child_found);
      if (c && -c->upper > alpha) {
        table_store (s, bucket, &key, n, alpha, alpha + 1, -c->upper, list[i].sq, 1);
        return -c->upper;
      }
      if (c && -c->lower <= alpha) {
        if (-c->lower > best)
          best = -c->lower;
      } else {
        list[kept++] = list[i];   /* still to be searched */
      }
    }
    count = kept;
  }

  int probe;
  count = order_moves (s, p, o, list, count, empty, parity, n,
                       asks_wipe_out (s, alpha, alpha + 1) ? NO_EVAL_ORDER : eval_order_depth (n),
                       table_move, &probe);
#if BOARD_EVAL_ORDER
  /* A selective pass takes the small searches' word for a node they put
   * far enough beyond the window (ProbCut's idea, on the probe the order
   * made anyway). */
  if (probe != NO_PROBE && n >= SELECTIVE_MIN_EMPTIES) {
    if (probe >= (alpha + 1) * EVAL_UNITS_PER_DISC + s->selective_margin)
      return alpha + 1;
    if (probe <= alpha * EVAL_UNITS_PER_DISC - s->selective_margin)
      return alpha;
  }
#endif

  guint64 helper_nodes = 0;
  for (int i = 0; i < count; i++) {
    if (s->parallel && i > 0 && i < count - 1 && n >= SPLIT_EMPTIES
        && g_atomic_int_get (&s->parallel->idle) > 0) {
      /* The first move did not cut: the others are shared. */
      best = split_search (s, p, o, alpha, n, parity, list, i, count, best, &best_move,
                           &helper_nodes);
      if (halted (s))
        return 0;
      break;
    }
    int sq = list[i].sq;
    int v = -nws_any (s, o ^ list[i].flips, p | list[i].flips | BIT (sq), -alpha - 1, n - 1,
                      parity ^ s->quadrant_id[sq]);
    if (halted (s))
      return 0;
    if (v > best) {
      best = v;
      best_move = sq;
      if (v > alpha)
        break;
    }
  }
  table_store (s, bucket, &key, n, alpha, alpha + 1, best, best_move,
               s->nodes - nodes_before + helper_nodes);
  return best;
}

static int pvs (Solver *s, Bits p, Bits o, int alpha, int beta, int n, int parity, int ply);

/* Up to this ply of the principal line a move that beat the best so far
 * is settled by null windows (exact_from_lower_bound); deeper by a
 * re-search.  On 10x10 (the 8x8 value): the set took 57,990,826 nodes
 * against 60,363,230 with re-searches everywhere (0); 2 took 57,830,014. */
#ifndef STEP_PLIES
#define STEP_PLIES 1
#endif

/* The child (np, no) of a principal-line node at ply was proved worth at
 * least v > alpha by a null window: its exact score (or a bound >= beta),
 * with its line in pv[ply + 1].  A plain re-search with the window
 * (v - 1, beta) pays for a wide window all along the child's line; near
 * the root (up to STEP_PLIES), where the re-searches cost most, null
 * windows one step above the bound are cheaper: each either raises the
 * bound or proves it exact, and the line is then read with a window of
 * width two around the score, which the table answers mostly from what
 * those searches stored. */
static int
exact_from_lower_bound (Solver *s, Bits np, Bits no, int v, int beta, int n, int parity, int ply)
{
  if (ply >= STEP_PLIES)
    return -pvs (s, np, no, -beta, -(v - 1), n, parity, ply + 1);
  for (;;) {
    int t = -nws_any (s, np, no, -v - 1, n, parity);
    if (halted (s))
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

/* The line of ply: move, then the line of ply + 1. */
static void
set_line (Solver *s, int ply, int move)
{
  s->pv[ply][0] = move;
  memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_length[ply + 1] * sizeof (int));
  s->pv_length[ply] = s->pv_length[ply + 1] + 1;
}

/* Full-window search on the principal line; collects the best line. */
static int
pvs (Solver *s, Bits p, Bits o, int alpha, int beta, int n, int parity, int ply)
{
  if (ply >= MAX_LINE - 1)
    return nws_any (s, p, o, alpha, n, parity);   /* no room for a longer line */
  s->nodes++;
  s->pv_length[ply] = 0;
  if (should_stop (s))
    return 0;
  Bits empty = ~(p | o) & s->mask;
  Bits moves = board_moves (p, o, empty);
  if (!moves) {
    if (!board_moves (o, p, empty))
      return final_score (s, p, o);
    int v = -pvs (s, o, p, -beta, -alpha, n, parity, ply + 1);
    set_line (s, ply, NO_MOVE);
    if (ply == 0)
      s->root_best = NO_MOVE;
    return v;
  }

  TableKey key;
  make_key (s, p, o, &key);
  Entry *bucket = table_bucket (s, &key);
  int table_move[TABLE_MOVES];
  Entry found;
  table_moves (s, table_probe (s, bucket, &key, &found), &key, table_move);

  guint64 nodes_before = s->nodes;
  Move list[MAX_MOVES];
  int count = list_moves (p, o, moves, list);
  /* The table's move (the selective pass's, or an earlier window's) is
   * searched before the others are weighed: where it settles the node,
   * by a cut or with the highest score there is, the small searches of
   * the order are spared.  FFO #59 (34 empties, a wipe-out) looked at
   * 9.3 million positions instead of 24.5 million, #40-#49 as many as
   * before to within 0.02%. */
  int order_from = 0;
  for (int i = 0; i < count; i++) {
    if (list[i].sq == table_move[0]) {
      /* To the front, the others in their order (which breaks the
       * order's ties as before). */
      Move first = list[i];
      memmove (&list[1], &list[0], (size_t) i * sizeof *list);
      list[0] = first;
      order_from = 1;
      break;
    }
  }
  int alpha0 = alpha;
  int best = -SCORE_INF, best_move = NO_MOVE;
  for (int i = 0; i < count; i++) {
    if (i == order_from)
      order_moves (s, p, o, list + i, count - i, empty, parity, n,
                   asks_wipe_out (s, alpha, beta)
                       ? NO_EVAL_ORDER
                       : MIN (eval_order_depth (n) + EVAL_ORDER_PV_EXTRA, EVAL_ORDER_MAX_DEPTH),
                   table_move, NULL);
    int sq = list[i].sq;
    Bits np = o ^ list[i].flips, no = p | list[i].flips | BIT (sq);
    int child_parity = parity ^ s->quadrant_id[sq];
    int v;
    if (i == 0) {
      v = -pvs (s, np, no, -beta, -alpha, n - 1, child_parity, ply + 1);
    } else {
      /* A null window first: most moves only need to be shown worse. */
      v = -nws_any (s, np, no, -alpha - 1, n - 1, child_parity);
      if (!halted (s) && v > alpha && v < beta)
        v = exact_from_lower_bound (s, np, no, v, beta, n - 1, child_parity, ply);
      else
        s->pv_length[ply + 1] = 0;
    }
    if (halted (s))
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
      if (v >= s->squares)
        break;   /* no move can do better */
    }
  }
  table_store (s, bucket, &key, n, alpha0, beta, best, best_move, s->nodes - nodes_before);
  return best;
}

void
ENDGAME_SEARCH (Solver *s, Bits p, Bits o, Result *result)
{
  ensure_neighbours ();
  board_ensure_order_table (s);
  g_assert (s->threads >= 1 && s->threads <= ENDGAME_MAX_THREADS);
  g_assert (s->parallel == NULL && s->split == NULL);

  /* The helpers: each a copy of the solver (its own counters and line;
   * the table, the settings and the stop request are the same). */
  int helpers = s->threads - 1;
  Parallel par = { .splits = NULL };
  Solver *helper[ENDGAME_MAX_THREADS];
  GThread *thread[ENDGAME_MAX_THREADS];
  if (helpers > 0) {
    g_mutex_init (&par.lock);
    g_cond_init (&par.changed);
    s->parallel = &par;
    for (int i = 0; i < helpers; i++) {
      helper[i] = g_memdup2 (s, sizeof *s);
      board_own_order_table (helper[i]);
      thread[i] = g_thread_new ("endgame-helper", helper_main, helper[i]);
    }
  }

  Bits empty = ~(p | o) & s->mask;
  int n = board_count (empty);
  int alpha = -SCORE_INF + 1, beta = SCORE_INF - 1;
#if BOARD_EVAL_ORDER
  if (s->order_model && s->selective_root > 0 && n >= s->selective_root) {
    /* The selective pass fills the table with the moves of the likely
     * tree, and its value centres the exact search's window.  The
     * helpers wait for work between the two: none reads its flag. */
    s->selective = TRUE;
    for (int h = 0; h < helpers; h++)
      helper[h]->selective = TRUE;
    int estimate = pvs (s, p, o, alpha, beta, n, parity_of (s, empty), 0);
    s->selective = FALSE;
    for (int h = 0; h < helpers; h++)
      helper[h]->selective = FALSE;
    alpha = MAX (estimate - ASPIRATION_WINDOW, -SCORE_INF + 1);
    beta = MIN (estimate + ASPIRATION_WINDOW, SCORE_INF - 1);
  }
#endif
  int score = pvs (s, p, o, alpha, beta, n, parity_of (s, empty), 0);
  if (!halted (s) && score <= alpha && alpha > -SCORE_INF + 1)
    /* Below the window, so at most score: the search again, open below. */
    score = pvs (s, p, o, -SCORE_INF + 1, score + 1, n, parity_of (s, empty), 0);
  else if (!halted (s) && score >= beta && beta < SCORE_INF - 1)
    score = pvs (s, p, o, score - 1, SCORE_INF - 1, n, parity_of (s, empty), 0);

  if (helpers > 0) {
    g_mutex_lock (&par.lock);
    g_assert (par.splits == NULL);
    par.over = TRUE;
    split_changed (&par);
    g_mutex_unlock (&par.lock);
    for (int i = 0; i < helpers; i++) {
      g_thread_join (thread[i]);
      g_assert (helper[i]->split == NULL);
      /* The nodes and evaluations are those of every thread. */
      s->nodes += helper[i]->nodes;
      s->evaluations += helper[i]->evaluations;
      s->order_nodes += helper[i]->order_nodes;
      board_free_order_table (helper[i]);
      g_free (helper[i]);
    }
    /* A thread that stopped made this one stop before it could finish. */
    g_assert (s->stopped || !par.stop);
    g_cond_clear (&par.changed);
    g_mutex_clear (&par.lock);
    s->parallel = NULL;
  }

  *result = (Result) { 0 };
  result->nodes = s->nodes;
  result->evaluations = s->evaluations;
  result->order_nodes = s->order_nodes;
  result->stopped = s->stopped;
  result->best_square = s->root_best;
  if (!s->stopped) {
    result->score = score;
    result->line_length = MIN (s->pv_length[0], MAX_LINE);
    memcpy (result->line, s->pv[0], (size_t) result->line_length * sizeof (int));
  }
}
