/* SPDX-License-Identifier: MIT */
/* go-solver.c: proof search for small-board Go.
 *
 * One question at a time: "does Black reach at least T?" with T jigo or a
 * win.  The answer at a node is YES or NO: Black to move says YES if one
 * move leads to YES; White to move says NO if one move leads to NO.  Every
 * other move is then left unsearched, which is what makes the two
 * questions cheaper than one search for the exact value.  At the depth
 * limit the answer is a guess, marked as such; an answer is a proof only
 * when no guess went into it.  (UNKNOWN only reports a node or time
 * limit.)
 *
 * Repetition and the table.  Whether a line repeats a position depends on
 * the path above it, so an answer can depend on the path.  Each search
 * returns, with its answer, the shallowest ply of the path whose position
 * a repetition below relied on ("depends_on").  An answer relying on a
 * node above is never written to the table.  One relying only on its own
 * node or nodes below it is, with bounds on the positions its proof
 * reaches ("reach": the points whose stones it captures, stone counts,
 * a one-bit-a-position filter of the situations it passes through, and
 * whether passing forever settled one of them); it holds at another
 * node of its situation, or of a mirror image, only where the path above
 * holds no position the proof can reach (entry_holds_at: the game would
 * end there by repetition, and the proof's line went on).  docs/go.md,
 * "Repetition and the table", says why this is sound.
 */
#include "go-solver.h"

#include <limits.h>
#include <string.h>
#include <time.h>

#include "go-life.h"
#include "go-move-order.h"
#include "go-proof.h"
#include "go-score.h"
#include "go-symmetry.h"

/* The game so far plus the longest line searched. */
#define MAX_PATH 4096

/* depends_on of an answer that relies on no position of the path. */
#define NO_DEPENDENCE INT_MAX

/* best_move of a table entry that has none (5 bits: points 0-24, the
 * pass 25). */
#define NO_MOVE 0x1F

/* The largest stone loss an entry records exactly; LOST_ANY stands for
 * this many or more, as if every stone could go. */
#define LOST_ANY 7

/* Table keys carry this bit, just above the packed situation, so that a
 * zero key means an empty slot. */
#define KEY_USED(points) (UINT64_C (1) << (2 * GO_KEY_STONE_BITS (points) + 7))

/* Entries per bucket: one 64-byte cache line. */
#define BUCKET_SIZE 4

/* Outcomes and thresholds are GoOutcome numbers: -1 White wins, 0 jigo,
 * 1 Black wins.  A question "Black >= T" has T = 0 or 1. */

/* What the positions of an entry's proofs can be (docs/go.md, "Repetition
 * and the table"): of every position a proof reaches after a stone has
 * been played from the entry's situation, at most lost_black fewer Black
 * stones than the situation has, lost_white fewer White stones and
 * lost_stones - 1 fewer stones in all (0: always at least one more);
 * LOST_ANY: no bound.  rests_on_pass_forever: a proof settled a position
 * by passing forever.  The three counts take the spare bits of the key
 * (58 bits hold the 5x5 key) and of best_move (5 bits hold a move). */
typedef struct {
  uint64_t key : 58;        /* canonical situation | KEY_USED; 0 when the slot is empty */
  uint64_t lost_black : 3;
  uint64_t lost_white : 3;
  int8_t win_from;          /* Black wins at every prisoner difference >= win_from */
  int8_t jigo_from;         /* Black reaches jigo or better at pd >= jigo_from */
  int8_t no_win_upto;       /* Black does not win at pd <= no_win_upto */
  int8_t loss_upto;         /* Black loses at pd <= loss_upto */
  uint8_t best_move : 5;    /* the move that settled it, in the canonical orientation */
  uint8_t lost_stones : 3;
  uint8_t guess_depth;      /* in iteration guess_iteration, a search this deep for */
  uint8_t guess_iteration;  /*   guess_threshold answered guess_answer, resting on */
  unsigned guess_threshold : 1; /* a guess at its depth limit (guess_depth 0: none); */
  unsigned guess_answer : 1;     /* one byte for these keeps an entry at 16 bytes, a */
  unsigned rests_on_pass_forever : 1; /* bucket of four in one 64-byte cache line; */
  unsigned work : 5;             /* and the log2 of the nodes its largest search took */
} TableEntry;

G_STATIC_ASSERT (sizeof (TableEntry) == 16);
G_STATIC_ASSERT (2 * GO_KEY_STONE_BITS (GO_MAX_POINTS) + 8 <= 58);
G_STATIC_ASSERT (GO_PASS < NO_MOVE);

/* What a node's search may be handed by its parent, which worked it out
 * already when it looked the child up (the enhanced transposition cutoff,
 * quick_answer): the passing-forever bounds and the table key, both of
 * the position alone.  The table entry itself is looked up again, as the
 * searches of earlier siblings may have changed it. */
typedef struct {
  gboolean bounds_known;
  int lower, upper;         /* pass_forever_bounds */
  gboolean key_known;
  uint64_t key;             /* canonical_key, and its symmetry */
  int sym;
} KnownOfNode;

typedef struct {
  GoPosition pos;
  uint64_t situation;       /* go_position_situation_key */
  uint64_t seen_bit;        /* seen_bit () of its canonical key, once known
                               (all bits until then: it may be anything) */
  int black, white;         /* its stones of each colour */
  KnownOfNode known;
} PathNode;

/* A move of a node and the position it leads to: a node plays each of its
 * moves once, to find it legal, and ranks it, looks it up and searches it
 * from that position. */
typedef struct {
  int move;
  GoPosition pos;
  KnownOfNode known;
} Child;

struct GoSolver {
  int width, height;
  GoSolverOptions options;
  GoSymmetry symmetry;

  TableEntry *table;
  uint64_t *seen;           /* beside each entry (the same index): the seen_bit
                               of every position its proofs search or look up
                               (Reach) */
  uint32_t *taken;          /* beside each entry (the same index): the points whose
                               stones its proofs capture (Reach), in the key's
                               orientation; 25 bits have no room in the entry */
  uint64_t table_mask;      /* entries - 1 */

  PathNode path[MAX_PATH];
  int root_ply;             /* path[root_ply] is the position asked about */
  int root_move;            /* the move found at the root */
  uint8_t iteration;        /* counts iterations (mod 256): guesses last one */

  GoSolverStats stats;
  int history_margin[2];    /* the largest passing-forever margin of each side at the
                               positions of the game before the root */
  GTimer *timer;
  gboolean stopped;         /* a limit was reached: unwind with UNKNOWN */
  gboolean trusting;        /* reuse every entry whatever the path (check_proof's
                               search and its guide's): answers to be checked */
  guint64 node_limit_at;    /* stats.visited at which to stop (0: never) */
  int tie_order;            /* the order equal moves are tried in now (ordered_children) */
  int order_first, order_step; /* this search's place in the orders of race and restarts:
                               the r-th restart's order is order number
                               order_first + r * order_step (go_solver_race_order) */
  guint64 restart_at;       /* stats.visited at which the question's search begins
                               again (0: never) */
  gboolean restart_due;     /* restart_at was reached: unwind and begin again */

  GArray *trace;            /* GoTraceNode, or NULL */

  /* With options.threads > 1: the other searches of the race, each with
   * its own table and tie order, and the flag that stops them all once
   * one has answered (cancel points at the first solver's race_over). */
  GoSolver *racers[GO_SOLVER_MAX_THREADS - 1];
  int racer_count;
  gint race_over;
  gint *cancel;
};

void
go_solver_options_default (GoSolverOptions *options)
{
  memset (options, 0, sizeof *options);
  options->table_bits = 20;
  options->symmetry = TRUE;
  options->ordering = TRUE;
  options->deepening = TRUE;
  options->pass_forever = TRUE;
  options->sure_territory = TRUE;
  options->enhanced_cutoff = TRUE;
}

static int order_number (const GoSolver *s, int i);

GoSolver *
go_solver_new (int width, int height, const GoSolverOptions *options)
{
  g_return_val_if_fail (width >= GO_MIN_SIZE && width <= GO_MAX_SIZE, NULL);
  g_return_val_if_fail (height >= GO_MIN_SIZE && height <= GO_MAX_SIZE, NULL);
  GoSolver *s = g_new0 (GoSolver, 1);
  s->width = width;
  s->height = height;
  if (options)
    s->options = *options;
  else
    go_solver_options_default (&s->options);
  go_symmetry_init (&s->symmetry, width, height);
  if (s->options.tie_order < 0 || s->options.tie_order >= s->symmetry.count) {
    g_critical ("go_solver_new: tie order %d is not one of the board's %d symmetries",
                s->options.tie_order, s->symmetry.count);
    s->options.tie_order = 0;
  }
  if (s->options.table_bits > 0) {
    gsize entries = (gsize) 1 << MAX (s->options.table_bits, 2);
    s->table = g_new0 (TableEntry, entries);
    s->taken = g_new0 (uint32_t, entries);
    s->seen = g_new0 (uint64_t, entries);
    s->table_mask = entries - 1;
  }
  s->timer = g_timer_new ();
  if (s->options.threads > GO_SOLVER_MAX_THREADS) {
    g_critical ("go_solver_new: %d threads, at most %d race", s->options.threads,
                GO_SOLVER_MAX_THREADS);
    s->options.threads = GO_SOLVER_MAX_THREADS;
  }
  s->cancel = &s->race_over;
  s->order_step = MAX (s->options.threads, 1);
  s->tie_order = s->options.tie_order;
  for (int k = 1; k < s->options.threads; k++) {
    GoSolverOptions racer = s->options;
    racer.threads = 1;
    GoSolver *r = go_solver_new (width, height, &racer);
    r->cancel = &s->race_over;
    r->order_first = k;
    r->order_step = s->order_step;
    r->tie_order = order_number (r, k);
    s->racers[s->racer_count++] = r;
  }
  return s;
}

int
go_solver_race_order (int tie_order, int search)
{
  /* The rectangle's orders (no transpose) first; XOR with the options'
   * order keeps them distinct, and below 4 where tie_order is. */
  static const int orders[GO_SOLVER_MAX_THREADS] = { 0, 3, 1, 2, 4, 7, 5, 6 };
  g_return_val_if_fail (search >= 0 && search < GO_SOLVER_MAX_THREADS, tie_order);
  return tie_order ^ orders[search];
}

/* The tie order numbered i in the sequence of races and restarts, one the
 * board has (after the fourth, a rectangle's come round again). */
static int
order_number (const GoSolver *s, int i)
{
  return go_solver_race_order (s->options.tie_order, i % s->symmetry.count);
}

int
go_solver_search_tie_order (const GoSolver *s, int search)
{
  g_return_val_if_fail (search >= 0 && search <= s->racer_count, s->tie_order);
  return order_number (s, search);
}

guint64
go_solver_table_bytes (int table_bits)
{
  return (sizeof (TableEntry) + sizeof (uint64_t) + sizeof (uint32_t)) << table_bits;
}

void
go_solver_free (GoSolver *s)
{
  if (s == NULL)
    return;
  g_free (s->table);
  g_free (s->taken);
  g_free (s->seen);
  g_timer_destroy (s->timer);
  for (int k = 0; k < s->racer_count; k++)
    go_solver_free (s->racers[k]);
  g_free (s);
}

void
go_solver_set_limits (GoSolver *s, guint64 node_limit, double time_limit)
{
  s->options.node_limit = node_limit;
  s->options.time_limit = time_limit;
  for (int k = 0; k < s->racer_count; k++)
    go_solver_set_limits (s->racers[k], node_limit, time_limit);
}

void
go_solver_get_stats (const GoSolver *s, GoSolverStats *stats)
{
  *stats = s->stats;
  for (int k = 0; k < s->racer_count; k++) {
    const GoSolverStats *r = &s->racers[k]->stats;
    stats->visited += r->visited;
    stats->expanded += r->expanded;
    stats->table_hits += r->table_hits;
    stats->probes += r->probes;
    stats->repetitions += r->repetitions;
    stats->stored += r->stored;
    stats->not_stored += r->not_stored;
    stats->refused += r->refused;
    stats->deepest = MAX (stats->deepest, r->deepest);
    stats->restarts += r->restarts;
    stats->proof_positions += r->proof_positions;
    stats->proof_searches += r->proof_searches;
    stats->proof_repairs += r->proof_repairs;
    stats->proofs_failed += r->proofs_failed;
    stats->proof_seconds = MAX (stats->proof_seconds, r->proof_seconds);
  }
}

void
go_solver_reset_stats (GoSolver *s)
{
  memset (&s->stats, 0, sizeof s->stats);
  for (int k = 0; k < s->racer_count; k++)
    go_solver_reset_stats (s->racers[k]);
}

gboolean
go_solver_stop_requested (GoSolver *s)
{
  if (!g_atomic_int_get (s->cancel))
    return FALSE;
  s->stopped = TRUE;
  return TRUE;
}

void
go_solver_trace (GoSolver *s, GArray *nodes)
{
  s->trace = nodes;
}

/* ---- the transposition table ------------------------------------- */

/* The situation of pos as seen in its canonical orientation: the smallest
 * packed (stones, ko) over the symmetries used (the board's: 8 on a square,
 * 4 on a rectangle).  *sym receives the
 * symmetry that maps pos onto it. */
static inline uint64_t
canonical_key_over (const GoSolver *s, const GoPosition *pos, int *sym, int count)
{
  int points = s->width * s->height;
  uint64_t best = UINT64_MAX;
  int best_sym = 0;
  for (int k = 0; k < count; k++) {
    uint64_t packed = go_position_pack_situation (
        points, go_symmetry_mask (&s->symmetry, k, pos->stones[GO_BLACK]),
        go_symmetry_mask (&s->symmetry, k, pos->stones[GO_WHITE]),
        go_symmetry_point (&s->symmetry, k, pos->ko_point), pos->to_move, pos->pass_ends);
    if (packed < best) {
      best = packed;
      best_sym = k;
    }
  }
  *sym = best_sym;
  return best | KEY_USED (points);
}

static uint64_t
canonical_key (const GoSolver *s, const GoPosition *pos, int *sym)
{
  /* The group's size as a constant in each call: the loop over the 8
   * symmetries of a square stays as the compiler unrolled it before
   * rectangles came. */
  if (!s->options.symmetry)
    return canonical_key_over (s, pos, sym, 1);
  if (s->symmetry.count == GO_SYMMETRY_COUNT)
    return canonical_key_over (s, pos, sym, GO_SYMMETRY_COUNT);
  return canonical_key_over (s, pos, sym, GO_SYMMETRY_COUNT / 2);
}

static TableEntry *
table_bucket (const GoSolver *s, uint64_t key)
{
  /* Fibonacci hashing: the multiply spreads the key's bits to the top. */
  uint64_t h = (key * UINT64_C (0x9E3779B97F4A7C15)) >> 20;
  return &s->table[h & s->table_mask & ~(uint64_t) (BUCKET_SIZE - 1)];
}

static TableEntry *
table_find (const GoSolver *s, uint64_t key)
{
  TableEntry *bucket = table_bucket (s, key);
  for (int i = 0; i < BUCKET_SIZE; i++)
    if (bucket[i].key == key)
      return &bucket[i];
  return NULL;
}

static void
entry_clear (GoSolver *s, TableEntry *e, uint64_t key)
{
  s->taken[e - s->table] = 0;
  s->seen[e - s->table] = 0;
  e->key = key;
  e->win_from = INT8_MAX;
  e->jigo_from = INT8_MAX;
  e->no_win_upto = INT8_MIN;
  e->loss_upto = INT8_MIN;
  e->best_move = NO_MOVE;
  e->lost_black = 0;
  e->lost_white = 0;
  e->lost_stones = 0;
  e->rests_on_pass_forever = 0;
  e->guess_depth = 0;
  e->guess_iteration = 0;
  e->guess_threshold = 0;
  e->guess_answer = 0;
  e->work = 0;
}

static gboolean
entry_has_proof (const TableEntry *e)
{
  return e->jigo_from != INT8_MAX || e->no_win_upto != INT8_MIN;
}

/* What an entry is worth keeping: a proof more than a guess, then the
 * larger search it saves. */
static int
entry_worth (const TableEntry *e)
{
  if (e->key == 0)
    return -1;
  return (entry_has_proof (e) ? 64 : 0) + e->work;
}

/* The entry for key, made if need be.  A full bucket gives up the entry
 * worth least (entry_worth): with a table far smaller than the 5x5
 * search, the proofs of large subtrees are the ones worth keeping. */
static TableEntry *
table_slot (GoSolver *s, uint64_t key)
{
  TableEntry *bucket = table_bucket (s, key);
  TableEntry *victim = &bucket[0];
  for (int i = 0; i < BUCKET_SIZE; i++) {
    if (bucket[i].key == key)
      return &bucket[i];
    if (entry_worth (&bucket[i]) < entry_worth (victim))
      victim = &bucket[i];
  }
  entry_clear (s, victim, key);
  return victim;
}

/* What the entry proves about Black's outcome at prisoner difference pd:
 * *lower <= outcome <= *upper. */
static void
entry_bounds (const TableEntry *e, int pd, int *lower, int *upper)
{
  *lower = pd >= e->win_from ? GO_BLACK_WINS : pd >= e->jigo_from ? GO_JIGO : GO_WHITE_WINS;
  *upper = pd <= e->loss_upto ? GO_WHITE_WINS : pd <= e->no_win_upto ? GO_JIGO : GO_BLACK_WINS;
}

/* Record "Black >= threshold" (yes) or "Black < threshold" (no) at pd.
 * Dominance: yes holds at every larger pd, no at every smaller one, so
 * one number per question keeps the widest proof. */
static void
entry_store (TableEntry *e, int threshold, gboolean yes, int pd)
{
  int8_t d = (int8_t) pd;
  if (yes) {
    if (threshold == GO_BLACK_WINS)
      e->win_from = MIN (e->win_from, d);
    e->jigo_from = MIN (e->jigo_from, d);
  } else {
    if (threshold == GO_JIGO)
      e->loss_upto = MAX (e->loss_upto, d);
    e->no_win_upto = MAX (e->no_win_upto, d);
  }
}

/* ---- the search ---------------------------------------------------- */

/* Passing forever.  Suppose side passes from now on.  Its pass-alive
 * stones (go-life.h) can never be captured, so the opponent gains at most
 * side's other stones as prisoners.  The opponent's territory can only be
 * empty points bordered by the opponent alone at the end: never a point
 * of side's pass-alive chains, nor a liberty of them (an empty region
 * touching a stone that stays is never the opponent's eye), nor a point
 * the opponent's own stones hold (a stone of the opponent is never taken
 * while side passes).  Every other point may become theirs: a region
 * bordered only by side's pass-alive chains but wider than their
 * liberties (Benson keeps it) can hold a living group of the opponent
 * with territory inside.  Side's prisoners stay, and its territory is at
 * least 0.  With the sure_territory option, "passing" also allows taking
 * at once a stone the opponent plays into a region of one or two points
 * of side's (go_sure_territory): those points are side's territory or
 * prisoners at the end, and their chains are never captured.  No wider
 * region counts: an opponent's stone left in side's eye makes the points
 * around it dame and side's chains seki (art. 8), which takes every eye
 * of theirs out of the count, and side passing never takes the stone
 * off.  So side's final margin is at least the value returned here:
 * positive means side has already won, zero that it has at least jigo.
 * Along such a game the value never falls (a stone taken from a sure
 * region leaves a one-point region and a prisoner: the same count), and
 * no position repeats: side's stones only grow, and between two of its
 * moves the opponent's stones only grow.  The value depends on the
 * situation (stones, side to move, ko point) and the prisoner difference
 * only, which pass_forever_bounds relies on. */
static int
pass_forever_margin (const GoSolver *s, const GoPosition *pos, GoColor side)
{
  GoColor other = GO_OTHER (side);
  int points = go_position_point_count (pos);
  int stones = __builtin_popcount (pos->stones[side]);
  int lead = side == GO_BLACK ? go_position_prisoner_diff (pos) : -go_position_prisoner_diff (pos);
  uint32_t alive = go_pass_alive (pos, side);
  uint32_t sure = 0, sure_chains = 0;
  if (s->options.sure_territory) {
    sure = go_sure_territory (pos, side, &sure_chains);
    alive |= sure_chains;
  }
  uint32_t never_theirs = alive | go_neighbours (pos->width, pos->height, alive) | pos->stones[other] | sure;
  int their_territory = points - __builtin_popcount (never_theirs);
  /* Territory needs a stone of its owner, on a point not counted yet. */
  if (never_theirs == 0)
    their_territory = MAX (their_territory - 1, 0);
  int lost_stones = stones - __builtin_popcount (alive);
  return lead - lost_stones - their_territory + __builtin_popcount (sure);
}

/* A ceiling on pass_forever_margin from a few shifts, without Benson's
 * life or the sure territory.  The margin is lead - lost stones - their
 * territory + side's sure points, where lost stones are at least 0; the
 * points never theirs (alive stones of side, a part of its stones, their
 * neighbours, the opponent's stones and side's sure points, which are
 * next to side's stones) all lie in side's stones, their neighbours and
 * the opponent's stones, so their territory is at least the other points
 * less the one point of "territory needs a stone"; and side's sure points
 * are among go_sure_territory_candidates. */
static int
pass_forever_margin_at_most (const GoPosition *pos, GoColor side)
{
  int width = pos->width, height = pos->height;
  uint32_t own = pos->stones[side];
  uint32_t never_theirs = own | go_neighbours (width, height, own) | pos->stones[GO_OTHER (side)];
  int lead = side == GO_BLACK ? go_position_prisoner_diff (pos) : -go_position_prisoner_diff (pos);
  int their_territory = width * height - __builtin_popcount (never_theirs) - 1;
  return lead - MAX (their_territory, 0)
         + __builtin_popcount (go_sure_territory_candidates (pos, side));
}

static gboolean
limit_reached (GoSolver *s)
{
  if (s->node_limit_at && s->stats.visited >= s->node_limit_at)
    return TRUE;
  if (s->restart_at && s->stats.visited >= s->restart_at) {
    s->restart_due = TRUE;
    return TRUE;
  }
  if ((s->stats.visited & 1023) != 0)
    return FALSE;
  if (g_atomic_int_get (s->cancel))
    return TRUE;
  if (s->options.time_limit > 0 && g_timer_elapsed (s->timer, NULL) >= s->options.time_limit)
    return TRUE;
  if (s->options.cpu_limit > 0 && (double) clock () / CLOCKS_PER_SEC >= s->options.cpu_limit)
    return TRUE;
  return FALSE;
}

static int
trace_enter (GoSolver *s, int ply, int move, int pd)
{
  if (s->trace == NULL)
    return -1;
  GoTraceNode node = { ply - s->root_ply, move, pd, GO_ANSWER_UNKNOWN, 'S' };
  g_array_append_val (s->trace, node);
  return (int) s->trace->len - 1;
}

static GoAnswer
trace_leave (GoSolver *s, int index, GoAnswer answer, char how)
{
  if (index >= 0) {
    GoTraceNode *node = &g_array_index (s->trace, GoTraceNode, index);
    node->answer = answer;
    node->how = how;
  }
  return answer;
}

static GoAnswer
answer_of (int outcome, int threshold)
{
  return outcome >= threshold ? GO_ANSWER_YES : GO_ANSWER_NO;
}

/* The legal moves of pos (GoMoveWalk's order: points, then the pass) and
 * the positions they lead to in children[]; in order[] the
 * indices of children in the order to try them: the table's move first,
 * then by go_move_priority. */
static int
ordered_children (GoSolver *s, const GoPosition *pos, const TableEntry *e, int sym,
                  Child *children, int *order)
{
  int n = 0;
  int priority[GO_MAX_MOVES];
  GoMoveWalk walk;
  uint32_t captured;
  go_move_walk_start (pos, &walk);
  while (go_move_walk_next (pos, &walk, &children[n].move, &children[n].pos, &captured)) {
    Child *c = &children[n];
    c->known.bounds_known = c->known.key_known = FALSE;
    if (s->options.ordering)
      priority[n] = go_move_priority_after (pos, c->move, &c->pos, captured);
    order[n] = n;
    n++;
  }
  if (s->options.ordering && s->tie_order != 0) {
    /* Equal priorities in the board order of the turned or mirrored
     * board, the pass last as in the walk: the sort is stable, so order
     * 0 needs nothing here. */
    for (int i = 0; i < n; i++) {
      int move = children[i].move;
      int rank = move == GO_PASS ? GO_PASS : go_symmetry_point (&s->symmetry, s->tie_order, move);
      priority[i] = priority[i] * GO_MAX_MOVES + (GO_MAX_MOVES - 1 - rank);
    }
  }
  if (s->options.ordering)
    go_sort_by_priority (order, priority, n);
  if (e && e->best_move != NO_MOVE) {
    int hint = go_symmetry_point (&s->symmetry, go_symmetry_inverse (sym), e->best_move);
    for (int i = 0; i < n; i++) {
      if (children[order[i]].move == hint) {
        int first = order[i];
        memmove (order + 1, order, i * sizeof *order);
        order[0] = first;
        break;
      }
    }
  }
  return n;
}

/* Where the lines of a proof go.  taken: the points of its node's stones
 * that some position of the proof lacks (a capture took the stone there,
 * whatever came back on the point later); seen: the seen_bit of every
 * position the proof searched or found in the table, its node's own
 * included once it is returned to the parent (a filter: a position
 * whose bit is not there is not one of them); in counts of stones, the fewest
 * Black stones, White stones and stones in all of a position the proof
 * reaches after a stone has been played below its node (INT_MAX: none
 * such); and whether passing forever settled one of its positions.  A
 * position of the path above that lacks one of the node's stones outside
 * taken, or has fewer stones than one of the counts, can never be one of
 * the proof's: docs/go.md, "Repetition and the table", says why that is
 * enough for a proof to hold there. */
typedef struct {
  uint32_t taken;
  uint64_t seen;
  int black, white, total;
  gboolean pass_forever;
} Reach;

#define REACH_NONE ((Reach) { 0, 0, INT_MAX, INT_MAX, INT_MAX, FALSE })

/* One of 64 bits for a situation, from its canonical key: the same for
 * every mirror image, so that a filter needs no mapping through the
 * symmetries as the points taken do.  A proof of a few dozen positions
 * sets a few dozen bits, and a position of the path above whose bit is
 * clear is none of them; a large proof sets them all and the filter says
 * nothing (the other tests still do). */
static inline uint64_t
seen_bit (uint64_t canonical)
{
  return (uint64_t) 1 << ((canonical * 0x9E3779B97F4A7C15ULL) >> 58);
}

/* What a search returns. */
typedef struct {
  GoAnswer answer;        /* YES or NO; UNKNOWN only when a limit stopped it */
  gboolean guessed;       /* rests on a guess at the depth limit: not a proof */
  int depends_on;         /* the shallowest ply of the path a repetition relied on */
  Reach reach;            /* the positions its proof reaches */
} Result;

static Result
settled (GoSolver *s, int trace, GoAnswer answer, char how, int depends_on)
{
  trace_leave (s, trace, answer, how);
  return (Result) { answer, FALSE, depends_on, REACH_NONE };
}

static void
reach_join (Reach *into, const Reach *from)
{
  into->taken |= from->taken;
  into->seen |= from->seen;
  into->black = MIN (into->black, from->black);
  into->white = MIN (into->white, from->white);
  into->total = MIN (into->total, from->total);
  into->pass_forever |= from->pass_forever;
}

/* The points of pos's stones that other lacks (no stone of the same
 * colour there). */
static inline uint32_t
stones_lacking (const GoPosition *pos, const GoPosition *other)
{
  return (pos->stones[GO_BLACK] & ~other->stones[GO_BLACK])
         | (pos->stones[GO_WHITE] & ~other->stones[GO_WHITE]);
}

/* The reach of child's proof as part of the proof of pos, its parent by
 * move.  Of pos's stones, child lacks those move captured, and the
 * positions below it lack those, or ones child's proof took (child's new
 * stone is none of pos's); and a stone's child is itself a position
 * reached after a stone. */
static void
reach_child (Reach *r, const GoPosition *pos, int move, const GoPosition *child)
{
  r->taken = (r->taken & (pos->stones[GO_BLACK] | pos->stones[GO_WHITE]))
             | stones_lacking (pos, child);
  if (move == GO_PASS)
    return;
  int black = __builtin_popcount (child->stones[GO_BLACK]);
  int white = __builtin_popcount (child->stones[GO_WHITE]);
  r->black = MIN (r->black, black);
  r->white = MIN (r->white, white);
  r->total = MIN (r->total, black + white);
}

/* How many stones fewer than have a proof reached (low), as the entry
 * keeps it: 0 to LOST_ANY - 1 exactly, LOST_ANY for any more. */
static unsigned
stones_lost (int have, int low)
{
  if (low >= have)
    return 0;
  return (unsigned) MIN (have - low, LOST_ANY);
}

/* Add the reach of a proof of pos to its entry's (the entry holds the
 * proofs of all its answers); sym maps pos onto the key's orientation. */
static void
entry_add_reach (GoSolver *s, TableEntry *e, const Reach *r, const GoPosition *pos, int sym)
{
  int black = __builtin_popcount (pos->stones[GO_BLACK]);
  int white = __builtin_popcount (pos->stones[GO_WHITE]);
  s->taken[e - s->table] |= go_symmetry_mask (&s->symmetry, sym, r->taken);
  s->seen[e - s->table] |= r->seen;
  e->lost_black = MAX (e->lost_black, stones_lost (black, r->black));
  e->lost_white = MAX (e->lost_white, stones_lost (white, r->white));
  e->lost_stones = MAX (e->lost_stones, stones_lost (black + white + 1, r->total));
  e->rests_on_pass_forever |= r->pass_forever;
}

/* The reach of an entry's proofs for pos, a position of its situation
 * that sym maps onto the key's orientation (the stone counts are the same
 * under every symmetry, the points taken go back through it). */
static Reach
entry_reach (const GoSolver *s, const TableEntry *e, const GoPosition *pos, int sym)
{
  int black = __builtin_popcount (pos->stones[GO_BLACK]);
  int white = __builtin_popcount (pos->stones[GO_WHITE]);
  Reach r;
  r.taken = go_symmetry_mask (&s->symmetry, go_symmetry_inverse (sym), s->taken[e - s->table]);
  r.seen = s->seen[e - s->table];
  r.black = e->lost_black == LOST_ANY ? 0 : black - (int) e->lost_black;
  r.white = e->lost_white == LOST_ANY ? 0 : white - (int) e->lost_white;
  r.total = e->lost_stones == LOST_ANY ? 0 : black + white + 1 - (int) e->lost_stones;
  r.pass_forever = e->rests_on_pass_forever;
  return r;
}

/* Whether the proofs of entry e, made where its situation stood below
 * another path (or stands mirrored), hold for pos at path[ply] below
 * path[0..ply-1] (sym maps pos onto the key's orientation): no position
 * of the path above can be one the proofs reach, where this game would
 * end by repetition and the stored one went on.
 *
 * Why these tests are enough.  A proof's positions, mapped onto pos, are
 * pos itself (not on the path: the repetition check comes first), the
 * positions pos reaches by passes alone, compared exactly, and positions
 * Q after a stone.  A stone never moves: it stays on its point until a
 * capture takes it.  So where pos has a stone and Q has not that stone,
 * a line of the proof captured it on the way to Q, and the point is in
 * taken (the union over every position of every proof the entry holds,
 * built up child by child in reach_child, entries reused below included:
 * their own taken, mapped, is part of it).  A position P above that
 * lacks one of pos's stones on a point outside taken differs from every
 * such Q on that point, so it is in the situation of none of them; and P
 * with fewer Black stones, White stones or stones in all than the counts
 * is none of them either.  Every position of a proof after a stone is
 * one its search entered or looked up in the table (the rest are the
 * game's end, repetitions of positions at or below the proof's node, and
 * passing forever, argued below), and so has its bit in seen: a P whose
 * bit is clear is none of them.  Each test alone shows P out of reach,
 * so P blocks the entry only if it passes all three.  Passing forever holds
 * against every position whose margin is below the settled one's
 * (pass_forever_bounds); the positions of this search are, or they would
 * have been settled, and those of the game before the root are when
 * their margins are negative, as every margin that settles is at
 * least 0. */
static gboolean
entry_holds_at (GoSolver *s, const TableEntry *e, int sym, int ply, const GoPosition *pos)
{
  if (s->trusting)
    return TRUE;
  if (e->rests_on_pass_forever
      && (s->history_margin[GO_BLACK] >= 0 || s->history_margin[GO_WHITE] >= 0)) {
    s->stats.refused++;
    return FALSE;
  }
  Reach reach = entry_reach (s, e, pos, sym);
  uint64_t passed[2];
  int n_passed = 0;
  GoPosition now = *pos, next;
  while (n_passed < 2 && go_position_play (&now, GO_PASS, &next, NULL) && !next.finished) {
    passed[n_passed++] = go_position_situation_key (&next);
    now = next;
  }
  for (int i = 0; i < ply; i++) {
    const PathNode *above = &s->path[i];
    gboolean blocks = above->black >= reach.black && above->white >= reach.white
                      && above->black + above->white >= reach.total
                      && (above->seen_bit & reach.seen)
                      && (stones_lacking (pos, &above->pos) & ~reach.taken) == 0;
    for (int k = 0; k < n_passed; k++)
      blocks |= above->situation == passed[k];
    if (blocks) {
      s->stats.refused++;
      return FALSE;
    }
  }
  return TRUE;
}
/* Fill in what the search keeps of path node's position. */
static void
path_node_fill (PathNode *node)
{
  node->situation = go_position_situation_key (&node->pos);
  node->black = __builtin_popcount (node->pos.stones[GO_BLACK]);
  node->white = __builtin_popcount (node->pos.stones[GO_WHITE]);
  node->known.bounds_known = node->known.key_known = FALSE;
  node->seen_bit = ~(uint64_t) 0;
}

/* At the depth limit: a guess from the board as it stands (both sides
 * passing now), to be checked by a deeper search.  It lets the search cut
 * off as alpha-beta does instead of trying every move for a proof. */
static Result
guess (GoSolver *s, int trace, const GoPosition *pos, int threshold)
{
  GoAnswer answer = answer_of (go_outcome_of_score (go_score (pos, NULL)), threshold);
  trace_leave (s, trace, answer, 'D');
  return (Result) { answer, TRUE, NO_DEPENDENCE, REACH_NONE };
}

/* Passing forever, as bounds on Black's outcome: *lower <= outcome <=
 * *upper.  A side whose margin (pass_forever_margin) is positive has won,
 * zero has at least jigo, provided the margin is also at least the one
 * it had at every position of the game before the root.  Why: a position
 * repeated while that side passes would have the same stones as the
 * earlier one, so its prisoner difference has changed by exactly the
 * change of the margin, and a margin that never falls along the passes
 * makes any such repetition go that side's way.  Positions searched
 * above this one need no such check: had their margin been as high, they
 * would have been settled here already and never searched below. */
static void
pass_forever_bounds (const GoSolver *s, const GoPosition *pos, int *lower, int *upper)
{
  *lower = GO_WHITE_WINS;
  *upper = GO_BLACK_WINS;
  if (!s->options.pass_forever)
    return;
  /* A margin settles nothing below 0 or below the side's margin before
   * the root; the cheap ceiling spares Benson's life where it cannot
   * reach that (most positions with few stones). */
  int margin[2];
  for (GoColor c = GO_BLACK; c <= GO_WHITE; c++) {
    int ceiling = pass_forever_margin_at_most (pos, c);
    margin[c] = INT_MIN;
    if (ceiling >= MAX (0, s->history_margin[c])) {
      margin[c] = pass_forever_margin (s, pos, c);
      g_assert (margin[c] <= ceiling);
    }
  }
  int black = margin[GO_BLACK], white = margin[GO_WHITE];
  if (black > 0 && black > s->history_margin[GO_BLACK])
    *lower = GO_BLACK_WINS;
  else if (black >= 0 && black >= s->history_margin[GO_BLACK])
    *lower = GO_JIGO;
  if (white > 0 && white > s->history_margin[GO_WHITE])
    *upper = GO_WHITE_WINS;
  else if (white >= 0 && white >= s->history_margin[GO_WHITE])
    *upper = GO_JIGO;
}

/* The answer for child (to be at path[ply]) if it is settled without a
 * search: the end of the game, a repetition, passing forever, the table.
 * The checks come in the order search() makes them. */
static gboolean
quick_answer (GoSolver *s, int ply, const GoPosition *child, int threshold, Result *r, char *how,
              KnownOfNode *known)
{
  int pd = go_position_prisoner_diff (child);
  int lower, upper;
  *r = (Result) { GO_ANSWER_NO, FALSE, NO_DEPENDENCE, REACH_NONE };
  if (child->finished) {
    r->answer = answer_of (go_outcome_of_score (go_score (child, NULL)), threshold);
    *how = 'E';
    return TRUE;
  }
  uint64_t situation = go_position_situation_key (child);
  for (int i = ply - 1; i >= 0; i--) {
    if (s->path[i].situation == situation) {
      int before = go_position_prisoner_diff (&s->path[i].pos);
      r->answer = answer_of (go_repetition_outcome (before, pd), threshold);
      r->depends_on = i;
      *how = 'R';
      return TRUE;
    }
  }
  if (s->table) {
    /* The table's line is fetched while the bounds are worked out. */
    known->key = canonical_key (s, child, &known->sym);
    known->key_known = TRUE;
    __builtin_prefetch (table_bucket (s, known->key));
  }
  pass_forever_bounds (s, child, &lower, &upper);
  known->bounds_known = TRUE;
  known->lower = lower;
  known->upper = upper;
  *how = 'P';
  if (lower < threshold && upper >= threshold && s->table) {
    *how = 'T';
    int sym = known->sym;
    TableEntry *e = table_find (s, known->key);
    int table_lower, table_upper;
    if (e) {
      entry_bounds (e, pd, &table_lower, &table_upper);
      if ((table_lower >= threshold || table_upper < threshold) && entry_holds_at (s, e, sym, ply, child)) {
        lower = table_lower;
        upper = table_upper;
        r->reach = entry_reach (s, e, child, sym);
        r->reach.seen |= seen_bit (known->key);
      }
    }
  }
  if (lower >= threshold || upper < threshold) {
    r->answer = lower >= threshold ? GO_ANSWER_YES : GO_ANSWER_NO;
    r->reach.pass_forever |= (*how == 'P');
    return TRUE;
  }
  return FALSE;
}

static Result
search (GoSolver *s, int ply, int depth, int threshold, int move_in)
{
  const PathNode *node = &s->path[ply];
  const GoPosition *pos = &node->pos;
  int pd = go_position_prisoner_diff (pos);
  int trace = trace_enter (s, ply, move_in, pd);
  gboolean is_root = (ply == s->root_ply);
  guint64 visited_before = s->stats.visited;

  s->stats.visited++;
  if (limit_reached (s)) {
    s->stopped = TRUE;
    return settled (s, trace, GO_ANSWER_UNKNOWN, 'D', NO_DEPENDENCE);
  }

  /* A repetition of a position on the path ends the game here. */
  for (int i = ply - 1; i >= 0; i--) {
    if (s->path[i].situation == node->situation) {
      int before = go_position_prisoner_diff (&s->path[i].pos);
      s->stats.repetitions++;
      return settled (s, trace, answer_of (go_repetition_outcome (before, pd), threshold), 'R', i);
    }
  }

  int lower, upper;
  if (node->known.bounds_known) {
    lower = node->known.lower;
    upper = node->known.upper;
  } else {
    pass_forever_bounds (s, pos, &lower, &upper);
  }
  if (lower >= threshold || upper < threshold) {
    GoAnswer answer = lower >= threshold ? GO_ANSWER_YES : GO_ANSWER_NO;
    if (is_root) {
      /* The winner passes; the loser's moves all lose. */
      gboolean mover_wins = (answer == GO_ANSWER_YES) == (pos->to_move == GO_BLACK);
      int moves[GO_MAX_MOVES];
      go_position_legal_moves (pos, moves);
      s->root_move = mover_wins ? go_solver_pass_forever_move (s, pos) : moves[0];
    }
    Result r = settled (s, trace, answer, 'P', NO_DEPENDENCE);
    r.reach.pass_forever = TRUE;
    return r;
  }

  int sym = 0;
  uint64_t key = 0;
  TableEntry *entry = NULL;
  if (s->table) {
    if (node->known.key_known) {
      key = node->known.key;
      sym = node->known.sym;
    } else {
      key = canonical_key (s, pos, &sym);
    }
    s->path[ply].seen_bit = seen_bit (key);
    entry = table_find (s, key);
    if (entry && !is_root) {
      entry_bounds (entry, pd, &lower, &upper);
      if ((lower >= threshold || upper < threshold) && entry_holds_at (s, entry, sym, ply, pos)) {
        s->stats.table_hits++;
        Result r = settled (s, trace, lower >= threshold ? GO_ANSWER_YES : GO_ANSWER_NO, 'T',
                            NO_DEPENDENCE);
        r.reach = entry_reach (s, entry, pos, sym);
        r.reach.seen |= s->path[ply].seen_bit;
        return r;
      }
      if (entry->guess_depth >= depth && entry->guess_iteration == s->iteration
          && entry->guess_threshold == (threshold == GO_BLACK_WINS)) {
        GoAnswer answer = entry->guess_answer ? GO_ANSWER_YES : GO_ANSWER_NO;
        s->stats.table_hits++;
        trace_leave (s, trace, answer, 'T');
        return (Result) { answer, TRUE, NO_DEPENDENCE, REACH_NONE };
      }
    }
  }

  if (depth <= 0)
    return guess (s, trace, pos, threshold);

  s->stats.expanded++;
  Child children[GO_MAX_MOVES];
  int order[GO_MAX_MOVES];
  int n = ordered_children (s, pos, entry, sym, children, order);
  GoAnswer wanted = pos->to_move == GO_BLACK ? GO_ANSWER_YES : GO_ANSWER_NO;
  Result result = { wanted == GO_ANSWER_YES ? GO_ANSWER_NO : GO_ANSWER_YES, FALSE, NO_DEPENDENCE,
                    REACH_NONE };
  int result_move = n > 0 ? children[order[0]].move : NO_MOVE;

  /* Enhanced transposition cutoff: a move whose answer is already known
   * and goes the mover's way settles the node before any search. */
  if (s->options.enhanced_cutoff && depth >= 2) {
    for (int i = 0; i < n; i++) {
      Child *child = &children[order[i]];
      Result r;
      char how;
      s->stats.probes++;
      if (quick_answer (s, ply + 1, &child->pos, threshold, &r, &how, &child->known)
          && r.answer == wanted) {
        int t = trace_enter (s, ply + 1, child->move, go_position_prisoner_diff (&child->pos));
        trace_leave (s, t, r.answer, how);
        s->stats.visited++;
        reach_child (&r.reach, pos, child->move, &child->pos);
        result = r;
        result_move = child->move;
        n = 0;
        goto done;
      }
    }
  }

  for (int i = 0; i < n; i++) {
    PathNode *child = &s->path[ply + 1];
    const Child *made = &children[order[i]];
    int move = made->move;
    Result r;
    child->pos = made->pos;
    if (child->pos.finished) {
      /* Two passes: count the board. */
      s->stats.visited++;
      int t = trace_enter (s, ply + 1, move, pd);
      GoOutcome outcome = go_outcome_of_score (go_score (&child->pos, NULL));
      r = settled (s, t, answer_of (outcome, threshold), 'E', NO_DEPENDENCE);
    } else if (ply + 1 >= MAX_PATH - 1) {
      r = guess (s, -1, &child->pos, threshold);
    } else {
      path_node_fill (child);
      child->known = made->known;
      r = search (s, ply + 1, depth - 1, threshold, move);
    }
    if (s->stopped)
      return settled (s, trace, GO_ANSWER_UNKNOWN, 'D', NO_DEPENDENCE);
    reach_child (&r.reach, pos, move, &child->pos);

    if (r.answer == wanted) {
      /* The side to move has its way: the other moves need no search. */
      result = r;
      result_move = move;
      break;
    }
    /* Refuted: the node's answer rests on this move's answer too. */
    result.guessed |= r.guessed;
    result.depends_on = MIN (result.depends_on, r.depends_on);
    reach_join (&result.reach, &r.reach);
  }

done:
  if (is_root)
    s->root_move = result_move;

  if (s->table) {
    gboolean path_free = (result.depends_on >= ply);
    gboolean fits = (pd > INT8_MIN && pd < INT8_MAX);
    if (!result.guessed && !path_free) {
      s->stats.not_stored++;
    } else if (fits) {
      TableEntry *e = table_slot (s, key);
      if (!result.guessed) {
        entry_store (e, threshold, result.answer == GO_ANSWER_YES, pd);
        entry_add_reach (s, e, &result.reach, pos, sym);
        s->stats.stored++;
      } else if (depth <= UINT8_MAX) {
        e->guess_depth = (uint8_t) depth;
        e->guess_iteration = s->iteration;
        e->guess_threshold = threshold == GO_BLACK_WINS;
        e->guess_answer = result.answer == GO_ANSWER_YES;
      }
      if (result_move != NO_MOVE)
        e->best_move = (uint8_t) go_symmetry_point (&s->symmetry, sym, result_move);
      unsigned work = (unsigned) g_bit_storage (s->stats.visited - visited_before);
      e->work = MAX (e->work, MIN (work, 31u));
    }
  }
  trace_leave (s, trace, result.answer, 'S');
  if (s->table)
    result.reach.seen |= s->path[ply].seen_bit;
  return result;
}

/* ---- questions ----------------------------------------------------- */

/* Restarts: every entry's best move and guess dropped, its proofs kept. */
static void
forget_steering (GoSolver *s)
{
  for (uint64_t i = 0; i <= s->table_mask; i++) {
    s->table[i].best_move = NO_MOVE;
    s->table[i].guess_depth = 0;
  }
}

static GoAnswer
ask_search (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold, int *move)
{
  g_return_val_if_fail (n >= 1 && n < MAX_PATH / 2, GO_ANSWER_UNKNOWN);
  g_return_val_if_fail (threshold == GO_JIGO || threshold == GO_BLACK_WINS, GO_ANSWER_UNKNOWN);
  g_return_val_if_fail (path[n - 1].width == s->width && path[n - 1].height == s->height,
                        GO_ANSWER_UNKNOWN);

  s->history_margin[GO_BLACK] = s->history_margin[GO_WHITE] = INT_MIN;
  for (int i = 0; i < n; i++) {
    s->path[i].pos = path[i];
    path_node_fill (&s->path[i]);
    if (s->table) {
      int sym;
      s->path[i].seen_bit = seen_bit (canonical_key (s, &path[i], &sym));
    }
    if (i < n - 1) {
      for (int c = GO_BLACK; c <= GO_WHITE; c++)
        s->history_margin[c] = MAX (s->history_margin[c], pass_forever_margin (s, &path[i], c));
    }
  }
  s->root_ply = n - 1;
  s->root_move = -1;
  s->stopped = FALSE;
  s->node_limit_at = s->options.node_limit ? s->stats.visited + s->options.node_limit : 0;

  const GoPosition *root = &path[n - 1];
  if (move)
    *move = -1;
  if (root->finished)
    return answer_of (go_outcome_of_score (go_score (root, NULL)), threshold);

  g_timer_start (s->timer);
  GoAnswer answer = GO_ANSWER_UNKNOWN;
  int deepest = MAX_PATH - n - 2;
  int first = s->options.deepening ? 1 : deepest;
  /* The depth doubles from one iteration to the next: measured on every
   * 3x3 and 4x4 position two moves from the start, this took a third of
   * the nodes of growing by one ply, and no position took many more
   * (docs/go.md). */
  guint64 budget = s->table ? s->options.restart_budget : 0;
  int restarts = 0;
  s->restart_at = budget ? s->stats.visited + budget : 0;
  for (int depth = first; !s->stopped; depth = depth == 0 ? first : MIN (2 * depth, deepest)) {
    if (s->trace)
      g_array_set_size (s->trace, 0);
    s->iteration++;
    Result r = search (s, s->root_ply, depth, threshold, GO_PASS);
    s->stats.deepest = MAX (s->stats.deepest, depth);
    if (s->stopped && s->restart_due) {
      /* Begin again in the next order with twice the budget, the proofs
       * kept: the table's best moves and guesses, which steered the
       * search down the line that cost too much, are forgotten. */
      restarts++;
      s->stats.restarts++;
      forget_steering (s);
      s->tie_order = order_number (s, s->order_first + restarts * s->order_step);
      budget *= 2;
      s->restart_at = s->stats.visited + budget;
      s->stopped = s->restart_due = FALSE;
      depth = 0;   /* the loop's step makes it first */
      continue;
    }
    if (!r.guessed) {
      answer = r.answer;
      break;
    }
    if (depth == deepest)
      break;
  }
  s->stats.seconds += g_timer_elapsed (s->timer, NULL);
  s->restart_at = 0;
  s->tie_order = order_number (s, s->order_first);
  if (move && answer != GO_ANSWER_UNKNOWN)
    *move = s->root_move;
  return answer;
}

static GoAnswer ask_one (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold,
                         int *move);

/* One search of a race, in a thread of its own (or the caller's). */
typedef struct {
  GoSolver *solver;
  const GoPosition *path;
  int n;
  GoOutcome threshold;
  GoAnswer answer;
  int move;
  int finished;             /* the order in which the searches finished */
  gint *finish_count;
  GThread *thread;
} RaceRun;

static gpointer
race_run (gpointer data)
{
  RaceRun *run = data;
  run->answer = ask_one (run->solver, run->path, run->n, run->threshold, &run->move);
  run->finished = g_atomic_int_add (run->finish_count, 1);
  if (run->answer != GO_ANSWER_UNKNOWN)
    g_atomic_int_set (run->solver->cancel, 1);   /* the others stop */
  return NULL;
}

/* The question asked of every search of the race at once: the answer of
 * the first to give one.  Every answer given is a proof, so those that
 * finish together agree. */
static GoAnswer
race (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold, int *move)
{
  RaceRun runs[GO_SOLVER_MAX_THREADS];
  gint finish_count = 0;
  int count = s->racer_count + 1;
  g_atomic_int_set (&s->race_over, 0);
  for (int k = 0; k < count; k++) {
    runs[k] = (RaceRun) { k == 0 ? s : s->racers[k - 1], path, n, threshold,
                          GO_ANSWER_UNKNOWN, -1, 0, &finish_count, NULL };
    if (k > 0)
      runs[k].thread = g_thread_new ("go-solver-race", race_run, &runs[k]);
  }
  race_run (&runs[0]);
  int winner = -1;
  for (int k = 0; k < count; k++) {
    if (k > 0)
      g_thread_join (runs[k].thread);
    if (runs[k].answer == GO_ANSWER_UNKNOWN)
      continue;
    g_assert (winner < 0 || runs[k].answer == runs[winner].answer);
    if (winner < 0 || runs[k].finished < runs[winner].finished)
      winner = k;
  }
  g_atomic_int_set (&s->race_over, 0);
  if (winner < 0) {
    if (move)
      *move = -1;
    return GO_ANSWER_UNKNOWN;
  }
  s->stats.race_wins[winner]++;
  if (move)
    *move = runs[winner].move;
  return runs[winner].answer;
}

GoAnswer
go_solver_ask (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold, int *move)
{
  if (s->racer_count > 0)
    return race (s, path, n, threshold, move);
  return ask_one (s, path, n, threshold, move);
}

/* The question asked of this solver alone. */
static GoAnswer
ask_one (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold, int *move)
{
  if (!s->options.check_proof || !s->table)
    return ask_search (s, path, n, threshold, move);

  /* First the fast search, every entry reused wherever it is met: its
   * answer can be wrong only where a stored proof's line would meet a
   * position of another path, and the check below finds every such
   * line.  Until the check has passed, the answer is no answer. */
  s->trusting = TRUE;
  GoAnswer answer = ask_search (s, path, n, threshold, move);
  s->trusting = FALSE;
  if (answer == GO_ANSWER_UNKNOWN)
    return answer;

  double seconds_before = s->stats.seconds;
  GTimer *timer = g_timer_new ();
  GoProofStats proof;
  gboolean holds = go_proof_check (s, NULL, NULL, path, n, threshold, answer == GO_ANSWER_YES, &proof);
  double checking = g_timer_elapsed (timer, NULL);
  g_timer_destroy (timer);
  /* The guide's searches added their own time; the check's clock holds it. */
  s->stats.seconds = seconds_before + checking;
  s->stats.proof_seconds += checking;
  s->stats.proof_positions += proof.positions;
  s->stats.proof_searches += proof.searches;
  s->stats.proof_repairs += proof.repairs;
  g_debug ("go-solver: proof check of \"Black >= %d\" (%s): %s; %" G_GUINT64_FORMAT
           " positions, %" G_GUINT64_FORMAT " on cycles, %" G_GUINT64_FORMAT
           " cycles mended, %.1f s",
           threshold, answer == GO_ANSWER_YES ? "yes" : "no",
           go_proof_failure_name (proof.failure), proof.positions, proof.cycle_positions,
           proof.repairs, checking);
  if (holds || s->stopped) {
    /* The proof's move, not the fast search's: a cycle mended at the
     * root replaced that one. */
    if (holds && move && proof.root_move >= 0)
      *move = proof.root_move;
    return holds ? answer : GO_ANSWER_UNKNOWN;
  }

  /* The proof failed: the table's answers were made trusting each other,
   * so none of them is known to hold under the history check.  Start
   * again from an empty table and search with the check. */
  s->stats.proofs_failed++;
  gsize entries = s->table_mask + 1;
  memset (s->table, 0, entries * sizeof *s->table);
  memset (s->taken, 0, entries * sizeof *s->taken);
  memset (s->seen, 0, entries * sizeof *s->seen);
  return ask_search (s, path, n, threshold, move);
}

uint64_t
go_solver_canonical (const GoSolver *s, const GoPosition *pos, GoPosition *canonical)
{
  int sym;
  uint64_t key = canonical_key (s, pos, &sym);
  go_symmetry_position (&s->symmetry, sym, pos, canonical);
  return key;
}

GoAnswer
go_solver_table_answer (const GoSolver *s, const GoPosition *pos, GoOutcome threshold, int *move)
{
  if (move)
    *move = -1;
  if (!s->table)
    return GO_ANSWER_UNKNOWN;
  int sym, lower, upper;
  const TableEntry *e = table_find (s, canonical_key (s, pos, &sym));
  if (!e)
    return GO_ANSWER_UNKNOWN;
  if (move && e->best_move != NO_MOVE)
    *move = go_symmetry_point (&s->symmetry, go_symmetry_inverse (sym), e->best_move);
  entry_bounds (e, go_position_prisoner_diff (pos), &lower, &upper);
  if (lower >= (int) threshold)
    return GO_ANSWER_YES;
  if (upper < (int) threshold)
    return GO_ANSWER_NO;
  return GO_ANSWER_UNKNOWN;
}

GoAnswer
go_solver_ask_trusting (GoSolver *s, const GoPosition *pos, GoOutcome threshold, int *move)
{
  gboolean was = s->trusting;
  s->trusting = TRUE;
  GoAnswer answer = ask_search (s, pos, 1, threshold, move);
  s->trusting = was;
  return answer;
}

int
go_solver_pass_forever_margin (const GoSolver *s, const GoPosition *pos, GoColor side)
{
  if (!s->options.pass_forever)
    return INT_MIN;
  /* Benson's life only where the cheap ceiling leaves a margin of 0 or
   * more possible (pass_forever_bounds does the same). */
  int ceiling = pass_forever_margin_at_most (pos, side);
  return ceiling < 0 ? ceiling : pass_forever_margin (s, pos, side);
}

int
go_solver_pass_forever_move (const GoSolver *s, const GoPosition *pos)
{
  if (!s->options.sure_territory)
    return GO_PASS;
  /* Sure territory counts an opponent's stone in a two-point region as
   * taken when the side to move can take it at once (go-life.h): then it
   * must, for a pass would leave the stone to the count, which makes the
   * chains around seki and their eyes no territory. */
  uint32_t sure = go_sure_territory (pos, pos->to_move, NULL);
  uint32_t taken = sure & pos->stones[GO_OTHER (pos->to_move)];
  if (taken == 0)
    return GO_PASS;
  uint32_t point = go_neighbours (pos->width, pos->height, taken) & sure
                   & go_position_empty_mask (pos);
  g_assert (__builtin_popcount (taken) == 1 && __builtin_popcount (point) == 1);
  return __builtin_ctz (point);
}

gboolean
go_solver_value (GoSolver *s, const GoPosition *path, int n, GoOutcome *value)
{
  int move;
  return go_solver_best_move (s, path, n, value, &move);
}

/* One question, its searched tree recorded into tree (NULL: none). */
static GoAnswer
ask_traced (GoSolver *s, const GoPosition *path, int n, GoOutcome threshold, int *move,
            GArray *tree)
{
  if (tree)
    go_solver_trace (s, tree);
  GoAnswer answer = go_solver_ask (s, path, n, threshold, move);
  if (tree)
    go_solver_trace (s, NULL);
  return answer;
}

void
go_solver_ask_value (GoSolver *s, const GoPosition *path, int n, GoSolverValue *v)
{
  /* The mover's best hope first: where the mover wins, one question
   * settles it (for White, "does Black reach jigo?" answered no). */
  v->win_move = v->jigo_move = -1;
  if (path[n - 1].to_move == GO_BLACK) {
    v->win = ask_traced (s, path, n, GO_BLACK_WINS, &v->win_move, v->win_tree);
    v->jigo = v->win == GO_ANSWER_NO
                ? ask_traced (s, path, n, GO_JIGO, &v->jigo_move, v->jigo_tree)
                : v->win;
  } else {
    v->jigo = ask_traced (s, path, n, GO_JIGO, &v->jigo_move, v->jigo_tree);
    v->win = v->jigo == GO_ANSWER_YES
               ? ask_traced (s, path, n, GO_BLACK_WINS, &v->win_move, v->win_tree)
               : v->jigo;
  }
  v->known = v->win != GO_ANSWER_UNKNOWN && v->jigo != GO_ANSWER_UNKNOWN;
  v->value = v->win == GO_ANSWER_YES ? GO_BLACK_WINS
             : v->jigo == GO_ANSWER_YES ? GO_JIGO : GO_WHITE_WINS;
  v->move = v->known ? go_solver_move_of_value (path[n - 1].to_move, v->value, v->win_move,
                                                v->jigo_move)
                     : -1;
}

gboolean
go_solver_best_move (GoSolver *s, const GoPosition *path, int n, GoOutcome *value, int *move)
{
  GoSolverValue v = { 0 };
  go_solver_ask_value (s, path, n, &v);
  if (!v.known)
    return FALSE;
  *value = v.value;
  *move = v.move;
  return TRUE;
}

int
go_solver_move_of_value (GoColor mover, GoOutcome value, int win_move, int jigo_move)
{
  /* The move of the question whose answer went the mover's way: Black's
   * "yes" to the highest threshold it reaches, White's "no" to the lowest
   * it keeps Black under; when every move loses, the one tried first. */
  if (mover == GO_BLACK)
    return value == GO_BLACK_WINS ? win_move : jigo_move;
  return value == GO_JIGO ? win_move : value == GO_WHITE_WINS ? jigo_move : win_move;
}
