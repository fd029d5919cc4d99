/* SPDX-License-Identifier: MIT */
/* ex16-transposition.c: a right negamax with a transposition table, as a
 * student may write it for assignment 13: a position reached again by
 * another move order (in the same search) takes its value from the
 * table.  A value is stored with what it proves: exact when it lies
 * inside the window, a lower bound after a cut, an upper bound when no
 * move beat alpha; a bound is used only when it settles the window.
 *
 * function negamax
 * expect ex16 pass
 * expect ex18 pass
 * expect ex21 pass
 * expect a12 pass
 */
enum { EX16_TT_EXACT, EX16_TT_LOWER, EX16_TT_UPPER };

typedef struct {
  guint64 key;      /* 0: empty */
  int depth, value, bound;
} Ex16TtEntry;

#define EX16_TT_SIZE (1 << 16)
static Ex16TtEntry ex16_tt_table[EX16_TT_SIZE];

/* The position's key: the squares and the side to move (FNV-1a). */
static guint64
ex16_tt_key (const Kyokumen *k)
{
  guint64 h = 14695981039346656037ull;
  for (int i = 0; i < k->width * k->width; i++)
    h = (h ^ (guint64) (k->ban[i] + 3)) * 1099511628211ull;
  h = (h ^ (guint64) (k->color + 7)) * 1099511628211ull;
  return h | 1;
}

/* bounds: store what each value proves (FALSE: every value as exact,
 * the mistake of ex16-table-without-bounds.c). */
static int
ex16_tt_search (AlphaBeta *ab, int depth, int alpha, int beta, gboolean bounds)
{
  guint64 key = ex16_tt_key (ab->kyokumen);
  Ex16TtEntry *entry = &ex16_tt_table[key % EX16_TT_SIZE];
  gboolean root = ab->kyokumen->tesuu == ab->root_tesuu;
  if (!root && entry->key == key && entry->depth >= depth) {
    if (entry->bound == EX16_TT_EXACT
        || (entry->bound == EX16_TT_LOWER && entry->value >= beta)
        || (entry->bound == EX16_TT_UPPER && entry->value <= alpha))
      return entry->value;
  }
  NEGAMAX_PROLOGUE (ab, depth, moves, n);
  int m = alpha;
  for (int i = 0; i < n; i++) {
    kyokumen_make_move (ab->kyokumen, moves[i]);
    int value = -ex16_tt_search (ab, depth - 1, -beta, -m, bounds);
    if (value > m || i == 0)
      alpha_beta_record_best_line (ab, moves[i]);
    kyokumen_undo_move (ab->kyokumen, moves[i]);
    if (value > m) {
      m = value;
      if (m >= beta)
        break;
    }
  }
  int bound = !bounds ? EX16_TT_EXACT : m >= beta ? EX16_TT_LOWER : m <= alpha ? EX16_TT_UPPER : EX16_TT_EXACT;
  *entry = (Ex16TtEntry) { key, depth, m, bound };
  return m;
}

static int
ex16_tt_negamax (AlphaBeta *ab, int depth, int alpha, int beta, gboolean bounds)
{
  /* A new search (nothing counted yet): forget the last one's positions,
   * which were searched with another evaluator, rule or depth. */
  if (ab->nodes == 0)
    memset (ex16_tt_table, 0, sizeof ex16_tt_table);
  return ex16_tt_search (ab, depth, alpha, beta, bounds);
}

int
mutant_ex16_transposition (AlphaBeta *ab, int depth, int alpha, int beta)
{
  return ex16_tt_negamax (ab, depth, alpha, beta, TRUE);
}
