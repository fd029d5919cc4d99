/* SPDX-License-Identifier: MIT */
/* kalah-solver.c: Kalah solved by MTD(f) over an endgame database (kalah-solver.h). */
#include "kalah-solver.h"

#include <string.h>
#include <time.h>

#define PITS (2 * KALAH_PITS)
#define NO_MOVE 7
#define BUCKET 4              /* entries a position may sit in: one cache line */
#define DATABASE_UNKNOWN 0    /* a database byte holds value + DATABASE_BIAS */
#define DATABASE_BIAS 100
#define CLOCK_INTERVAL 0xFFFF /* nodes between looks at the clock */
#define SOLVED 255            /* the depth of the exact search: no horizon */

/* One table entry: the pits (the side to move's first) and the bounds on
 * what the stores still gain, from the side to move's view. */
typedef struct {
  guint8 pits[PITS];
  gint8 lower, upper;
  guint8 move_work;           /* the best pit, 0-5 from the mover's first, or NO_MOVE
                                 (3 bits); above, log2 of the nodes it cost */
  guint8 depth;               /* of the search that found the bounds; SOLVED: proven */
} Entry;

G_STATIC_ASSERT (sizeof (Entry) == 16);

/* One layer of the database: the positions with n stones in the pits.
 * They are grouped by their column totals (a column: the mover's pit i and
 * the opponent's pit i, as far from their stores), a block for each, the
 * blocks in order of progress (the sum of i times column i) from the most;
 * inside a block the mover's counts in mixed radix, pit 0 fastest.  A move
 * that keeps every stone in the pits (no store, no capture) moves the
 * mover's stones forward and so raises the progress: filled in this
 * order, a layer only reads the blocks before and the layers below. */
typedef struct {
  guint64 *offset;            /* the first index of each block, by the rank of its totals */
  guint8 *values;             /* value + DATABASE_BIAS */
  guint64 size;
} Layer;

typedef struct {
  Entry *table;
  guint64 mask;
  int database_stones;
  Layer layer[KALAH_SOLVER_MAX_DATABASE_STONES + 1];
  /* spreads[k][m]: the ways to put m stones in k pits, C(m + k - 1, k - 1). */
  guint64 spreads[PITS + 1][KALAH_SOLVER_MAX_DATABASE_STONES + 1];
  guint64 nodes, database_positions;
  clock_t deadline;           /* 0: none */
  gboolean stopped;
  void (*pass_done) (const KalahSolverPass *pass, void *data);
  void *pass_data;
} Solver;

/* A child of a position: the move, what the stores gained by it (the
 * mover's view) and how the turn went. */
typedef struct {
  Kalah position;
  int gain;
  gboolean extra, over;
  int pit;                    /* 0-5 from the mover's first pit */
  int order;
} Child;

static int
store_difference (const Kalah *k, int side)
{
  return k->cell[kalah_store (side)] - k->cell[kalah_store (1 - side)];
}

/* Play pit (0-5 of the side to move's) on child: the rules' make_move
 * without the article's early end, which is a bound here (see the header). */
static void
play (const Kalah *parent, int pit, Child *child)
{
  Kalah *k = &child->position;
  *k = *parent;
  int me = parent->to_move;
  int before = store_difference (parent, me);
  int last = kalah_sow (k, me, kalah_first_pit (me) + pit);
  child->pit = pit;
  child->extra = last == kalah_store (me);
  if (!child->extra) {
    kalah_capture (k, me, last);
    k->to_move = 1 - me;
  }
  child->over = kalah_sweep_if_out (k);
  child->gain = store_difference (k, me) - before;
}

/* The pits seen from the side to move, its own first; returns the stones in them. */
static int
mover_pits (const Kalah *k, guint8 pits[PITS])
{
  int n = 0;
  for (int i = 0; i < KALAH_PITS; i++) {
    pits[i] = (guint8) k->cell[kalah_first_pit (k->to_move) + i];
    pits[KALAH_PITS + i] = (guint8) k->cell[kalah_first_pit (1 - k->to_move) + i];
    n += pits[i] + pits[KALAH_PITS + i];
  }
  return n;
}

/* The rank of counts[0..k-1] (n stones) among the ways to spread n
 * stones over k pits, in the order of the first pit's count, then the
 * second's...: the spreads that agree up to pit i and have fewer in it
 * come first. */
static guint64
spread_rank (const Solver *s, const guint8 *counts, int k, int n)
{
  guint64 rank = 0;
  int left = n;
  for (int i = 0; i < k - 1 && left > 0; i++) {
    rank += s->spreads[k - i][left] - s->spreads[k - i][left - counts[i]];
    left -= counts[i];
  }
  return rank;
}

/* Where pits (n stones) sit in layer n (see Layer). */
static guint64
database_index (const Solver *s, const guint8 pits[PITS], int n)
{
  guint8 columns[KALAH_PITS];
  guint64 index = 0, stride = 1;
  for (int i = 0; i < KALAH_PITS; i++) {
    columns[i] = (guint8) (pits[i] + pits[KALAH_PITS + i]);
    index += pits[i] * stride;
    stride *= columns[i] + 1u;
  }
  return s->layer[n].offset[spread_rank (s, columns, KALAH_PITS, n)] + index;
}

/* What the stores still gain from pits (n stones, within the database). */
static int
database_value (const Solver *s, const guint8 pits[PITS], int n)
{
  return s->layer[n].values[database_index (s, pits, n)] - DATABASE_BIAS;
}

typedef struct {
  guint8 columns[KALAH_PITS];
  int progress;
  guint64 rank;
} Block;

static int
block_compare (const void *a, const void *b)
{
  const Block *x = a, *y = b;
  return x->progress != y->progress ? y->progress - x->progress : (x->rank > y->rank) - (x->rank < y->rank);
}

/* The exact value of the position whose mover's pits hold mine and the
 * opponent's theirs (n stones, not over): the best move, each child read
 * from the database (a lower layer, or an earlier block of this one). */
static int
database_solve (const Solver *s, const Kalah *variant, const guint8 mine[KALAH_PITS],
                const guint8 theirs[KALAH_PITS])
{
  Kalah k = *variant;
  for (int i = 0; i < KALAH_PITS; i++) {
    k.cell[kalah_first_pit (0) + i] = mine[i];
    k.cell[kalah_first_pit (1) + i] = theirs[i];
  }
  k.cell[kalah_store (0)] = k.cell[kalah_store (1)] = 0;
  k.to_move = 0;
  /* All the children first, their bytes prefetched, then read: the reads
   * are cache misses that overlap. */
  const guint8 *slot[KALAH_PITS];
  int gain[KALAH_PITS], sign[KALAH_PITS], count = 0;
  for (int pit = 0; pit < KALAH_PITS; pit++) {
    if (mine[pit] == 0)
      continue;
    Child c;
    play (&k, pit, &c);
    gain[count] = c.gain;
    if (c.over) {
      slot[count] = NULL;
      sign[count] = 0;
    } else {
      guint8 child_pits[PITS];
      int child_n = mover_pits (&c.position, child_pits);
      slot[count] = &s->layer[child_n].values[database_index (s, child_pits, child_n)];
      __builtin_prefetch (slot[count]);
      sign[count] = c.extra ? 1 : -1;
    }
    count++;
  }
  int best = -DATABASE_BIAS;
  for (int i = 0; i < count; i++) {
    int value = gain[i] + (slot[i] ? sign[i] * (*slot[i] - DATABASE_BIAS) : 0);
    best = MAX (best, value);
  }
  return best;
}

static void
add_blocks (Block *blocks, guint64 *count, guint8 columns[KALAH_PITS], int i, int left)
{
  if (i == KALAH_PITS - 1) {
    columns[i] = (guint8) left;
    Block *b = &blocks[(*count)++];
    memcpy (b->columns, columns, KALAH_PITS);
    b->progress = 0;
    for (int j = 0; j < KALAH_PITS; j++)
      b->progress += j * columns[j];
    return;
  }
  for (int m = 0; m <= left; m++) {
    columns[i] = (guint8) m;
    add_blocks (blocks, count, columns, i + 1, left - m);
  }
}

/* Fill layer n (the layers below filled): its blocks laid out and solved
 * in order of progress; FALSE if the time limit stopped it. */
static gboolean
database_fill_layer (Solver *s, const Kalah *variant, int n)
{
  Layer *layer = &s->layer[n];
  guint64 block_count = s->spreads[KALAH_PITS][n], count = 0;
  Block *blocks = g_new (Block, block_count);
  guint8 columns[KALAH_PITS];
  add_blocks (blocks, &count, columns, 0, n);
  for (guint64 i = 0; i < block_count; i++)
    blocks[i].rank = spread_rank (s, blocks[i].columns, KALAH_PITS, n);
  qsort (blocks, block_count, sizeof *blocks, block_compare);
  layer->offset = g_new (guint64, block_count);
  layer->size = 0;
  for (guint64 i = 0; i < block_count; i++) {
    guint64 size = 1;
    for (int j = 0; j < KALAH_PITS; j++)
      size *= blocks[i].columns[j] + 1u;
    layer->offset[blocks[i].rank] = layer->size;
    layer->size += size;
  }
  layer->values = g_malloc (layer->size);
  guint8 *out = layer->values;
  for (guint64 i = 0; i < block_count && !s->stopped; i++) {
    const guint8 *c = blocks[i].columns;
    guint8 mine[KALAH_PITS] = { 0 }, theirs[KALAH_PITS];
    memcpy (theirs, c, KALAH_PITS);
    for (;;) {
      int own = 0, other = 0;
      for (int j = 0; j < KALAH_PITS; j++) {
        own += mine[j];
        other += theirs[j];
      }
      /* A side without stones: the game is over, the other side sweeps
       * (never read: the search settles such positions itself). */
      int value = own == 0 ? -other : other == 0 ? own : database_solve (s, variant, mine, theirs);
      *out++ = (guint8) (value + DATABASE_BIAS);
      int j = 0;
      while (j < KALAH_PITS && mine[j] == c[j]) {
        mine[j] = 0;
        theirs[j] = c[j];
        j++;
      }
      if (j == KALAH_PITS)
        break;
      mine[j]++;
      theirs[j]--;
    }
    if (s->deadline && clock () > s->deadline)
      s->stopped = TRUE;
  }
  s->database_positions += (guint64) (out - layer->values);
  g_free (blocks);
  return !s->stopped;
}

static guint64
table_index (const Solver *s, const guint8 pits[PITS])
{
  guint64 a, b = 0;
  memcpy (&a, pits, 8);
  memcpy (&b, pits + 8, 4);
  guint64 h = (a ^ (b * 0x9E3779B97F4A7C15u)) * 0xBF58476D1CE4E5B9u;
  h ^= h >> 31;
  return (h & s->mask) & ~(guint64) (BUCKET - 1);
}

static Entry *
table_find (Solver *s, const guint8 pits[PITS])
{
  Entry *bucket = &s->table[table_index (s, pits)];
  for (int i = 0; i < BUCKET; i++)
    if (memcmp (bucket[i].pits, pits, PITS) == 0 && bucket[i].lower <= bucket[i].upper)
      return &bucket[i];
  return NULL;
}

/* Bounds of a search to depth (SOLVED: proven) that cost nodes; the
 * bucket's shallowest entry, then its cheapest, makes room. */
static void
table_store (Solver *s, const guint8 pits[PITS], int lower, int upper, int move, int depth,
             guint64 nodes)
{
  Entry *bucket = &s->table[table_index (s, pits)];
  Entry *e = NULL;
  int work = 0;
  while ((nodes >>= 1) && work < 31)
    work++;
  for (int i = 0; i < BUCKET && !e; i++)
    if (memcmp (bucket[i].pits, pits, PITS) == 0)
      e = &bucket[i];
  if (e && e->lower <= e->upper) {
    if (e->depth > depth)
      return;             /* a deeper search's bounds are worth more */
    if (e->depth == depth) {
      /* Bounds found with other windows still hold: keep the tighter. */
      lower = MAX (lower, e->lower);
      upper = MIN (upper, e->upper);
      work = MAX (work, e->move_work >> 3);
    }
    if (move == NO_MOVE)
      move = e->move_work & 7;
  } else if (!e) {
    e = &bucket[0];
    for (int i = 1; i < BUCKET; i++)
      if (bucket[i].depth < e->depth
          || (bucket[i].depth == e->depth && bucket[i].move_work >> 3 < e->move_work >> 3))
        e = &bucket[i];
  }
  memcpy (e->pits, pits, PITS);
  e->lower = (gint8) lower;
  e->upper = (gint8) upper;
  e->move_work = (guint8) (move | work << 3);
  e->depth = (guint8) depth;
}

/* Extra turns first, nearest the store first (it does not spoil the
 * next); then by what the move puts in the store (captures), and among
 * equal gains the move that sows fewer stones onto the opponent's side,
 * then the pit nearer the store; the table's move before all. */
static int
order_children (const Kalah *k, const guint8 pits[PITS], int table_move, Child children[KALAH_PITS])
{
  int count = 0;
  for (int pit = 0; pit < KALAH_PITS; pit++) {
    if (pits[pit] == 0)
      continue;
    Child *c = &children[count++];
    play (k, pit, c);
    /* Stones sown past the store land on the opponent's side: a gift. */
    int given = MAX (0, pits[pit] - (KALAH_PITS - pit));
    c->order = pit == table_move ? 100000 : c->extra ? 10000 + pit : 10 * c->gain - given + 2 * pit;
  }
  for (int i = 1; i < count; i++)
    for (int j = i; j > 0 && children[j].order > children[j - 1].order; j--) {
      Child t = children[j];
      children[j] = children[j - 1];
      children[j - 1] = t;
    }
  return count;
}

/* What the stores still gain from k (not over), fail-soft alpha-beta; to
 * depth moves, where an even split of the rest (0) is the guess, or to
 * the end (SOLVED). */
static int
search (Solver *s, const Kalah *k, int alpha, int beta, int depth)
{
  guint8 pits[PITS];
  int n = mover_pits (k, pits);
  if (n <= s->database_stones)
    return database_value (s, pits, n);
  if ((++s->nodes & CLOCK_INTERVAL) == 0 && s->deadline && clock () > s->deadline)
    s->stopped = TRUE;
  if (s->stopped)
    return 0;
  /* What is left can go to either side at most: the article's store over
   * half, as a bound. */
  if (n <= alpha)
    return n;
  if (-n >= beta)
    return -n;
  if (depth == 0)
    return 0;
  int lower = -n, upper = n, table_move = NO_MOVE;
  Entry *e = table_find (s, pits);
  if (e) {
    table_move = e->move_work & 7;
    if (e->depth >= depth) {
      if (e->lower >= beta)
        return e->lower;
      if (e->upper <= alpha)
        return e->upper;
      lower = e->lower;
      upper = e->upper;
    }
  }
  int child_depth = depth == SOLVED ? SOLVED : depth - 1;
  guint64 nodes_before = s->nodes + s->database_positions;
  Child children[KALAH_PITS];
  int count = order_children (k, pits, table_move, children);
  int best = -DATABASE_BIAS, best_move = NO_MOVE;
  for (int i = 0; i < count && best < beta; i++) {
    const Child *c = &children[i];
    int value = c->gain;
    if (!c->over) {
      int a = MAX (alpha, best);
      if (c->extra)
        value += search (s, &c->position, a - c->gain, beta - c->gain, child_depth);
      else
        value -= search (s, &c->position, c->gain - beta, c->gain - a, child_depth);
    }
    if (s->stopped)
      return 0;
    if (value > best) {
      best = value;
      best_move = c->pit;
    }
  }
  if (best >= beta)
    lower = MAX (lower, best);
  else if (best <= alpha) {
    upper = MIN (upper, best);
    best_move = NO_MOVE;
  } else
    lower = upper = best;
  table_store (s, pits, lower, upper, best_move, depth,
               s->nodes + s->database_positions - nodes_before);
  return best;
}

/* MTD(f): null-window searches from guess, each moving a bound, until
 * they meet; returns the value (the guess for the next depth). */
static int
mtdf (Solver *s, const Kalah *k, int n, int depth, int guess, KalahSolverResult *r)
{
  int lower = -n, upper = n;
  while (lower < upper) {
    int beta = guess == lower ? guess + 1 : guess;
    guint64 nodes = s->nodes;
    clock_t start = clock ();
    int value = search (s, k, beta - 1, beta, depth);
    if (s->stopped)
      break;
    KalahSolverPass pass = {
      .depth = depth == SOLVED ? 0 : depth,
      .beta = beta,
      .value = value,
      .nodes = s->nodes - nodes,
      .cpu_seconds = (double) (clock () - start) / CLOCKS_PER_SEC,
    };
    if (s->pass_done)
      s->pass_done (&pass, s->pass_data);
    r->passes++;
    if (value < beta)
      upper = value;
    else
      lower = value;
    guess = value;
  }
  if (depth == SOLVED) {
    r->lower = lower;
    r->upper = upper;
  }
  return guess;
}

/* The moves of the best first turn: at each step the first pit (in the
 * search's order) whose value reaches the position's. */
static void
best_turn (Solver *s, const Kalah *start, int value, KalahSolverResult *r)
{
  Kalah k = *start;
  while (r->turn_length < KALAH_SOLVER_MAX_TURN) {
    guint8 pits[PITS];
    mover_pits (&k, pits);
    Child children[KALAH_PITS];
    int count = order_children (&k, pits, NO_MOVE, children);
    const Child *found = NULL;
    for (int i = 0; i < count && !found; i++) {
      const Child *c = &children[i];
      gboolean reaches;
      if (c->over)
        reaches = c->gain >= value;
      else if (c->extra)
        reaches = search (s, &c->position, value - c->gain - 1, value - c->gain, SOLVED)
                  >= value - c->gain;
      else
        reaches = search (s, &c->position, c->gain - value, c->gain - value + 1, SOLVED)
                  <= c->gain - value;
      if (reaches)
        found = c;
    }
    if (!found || s->stopped)
      return;
    r->turn[r->turn_length++] = kalah_first_pit (k.to_move) + found->pit;
    if (!found->extra || found->over)
      return;
    value -= found->gain;
    k = found->position;
  }
}

void
kalah_solver_options_default (KalahSolverOptions *options)
{
  options->database_stones = 12;
  options->table_bits = 22;
  options->time_limit = 0;
  /* Shallow searches first cost more than they save: the exact passes
   * from 0 up, each building on the table of the last, take 16-22% fewer
   * nodes on Kalah(6,4) (docs/benchmarks.md). */
  options->deepening = 0;
  options->first_guess = 0;
  options->pass_done = NULL;
  options->pass_data = NULL;
}

void
kalah_solve (const Kalah *position, const KalahSolverOptions *options, KalahSolverResult *r)
{
  memset (r, 0, sizeof *r);
  clock_t start = clock ();
  Solver *s = g_new0 (Solver, 1);
  s->database_stones = CLAMP (options->database_stones, 0, KALAH_SOLVER_MAX_DATABASE_STONES);
  for (int k = 1; k <= PITS; k++)
    for (int m = 0; m <= s->database_stones; m++)
      s->spreads[k][m] = k == 1 || m == 0 ? 1 : s->spreads[k - 1][m] + s->spreads[k][m - 1];
  if (options->time_limit > 0)
    s->deadline = start + (clock_t) (options->time_limit * CLOCKS_PER_SEC);
  s->pass_done = options->pass_done;
  s->pass_data = options->pass_data;
  /* The database first, layer by layer from the empty pits up. */
  for (int n = 0; n <= s->database_stones && !s->stopped; n++) {
    database_fill_layer (s, position, n);
    r->database_bytes += s->layer[n].size;
  }
  r->database_seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  s->mask = (G_GUINT64_CONSTANT (1) << CLAMP (options->table_bits, 4, 30)) - 1;
  s->table = g_new0 (Entry, s->mask + 1);
  for (guint64 i = 0; i <= s->mask; i++)
    s->table[i].lower = 1;    /* empty: no bounds (lower above upper) */

  Kalah k = *position;
  int base = store_difference (&k, k.to_move);
  if (kalah_sweep_if_out (&k)) {
    r->solved = TRUE;
    r->value = r->lower = r->upper = store_difference (&k, position->to_move);
  } else if (s->stopped) {
    /* The time ran out in the database: nothing proven but the bound. */
    guint8 pits[PITS];
    int n = mover_pits (&k, pits);
    r->lower = base - n;
    r->upper = base + n;
  } else {
    guint8 pits[PITS];
    int n = mover_pits (&k, pits);
    /* Shallow searches first: their best moves order the exact search.
     * A pass far from the value is cheap, so a first guess far below it
     * proves a lower bound soon, and one far above an upper bound (what a
     * time limit leaves of a game too large to solve). */
    int guess = CLAMP (options->first_guess - base, -n, n);
    for (int depth = 2; depth <= options->deepening && !s->stopped; depth += 2)
      guess = mtdf (s, &k, n, depth, guess, r);
    mtdf (s, &k, n, SOLVED, guess, r);
    r->solved = r->lower == r->upper;
    if (r->solved) {
      best_turn (s, &k, r->lower, r);
      r->value = base + r->lower;
    }
    r->lower += base;
    r->upper += base;
  }
  r->nodes = s->nodes;
  r->database_positions = s->database_positions;
  r->cpu_seconds = (double) (clock () - start) / CLOCKS_PER_SEC;
  for (int n = 0; n <= s->database_stones; n++) {
    g_free (s->layer[n].offset);
    g_free (s->layer[n].values);
  }
  g_free (s->table);
  g_free (s);
}
