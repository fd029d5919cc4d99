/* SPDX-License-Identifier: MIT */
/* enhanced-search.c: iterative deepening PVS with a transposition table,
 * killer moves and shallow-search ordering; exact solving at the end.
 */
#include "enhanced-search.h"

#include <string.h>

#include "bitboard.h"
#include "endgame.h"
#include "endgame-wide.h"
#include "midgame.h"

#define MID_MAX_PLY (KYOKUMEN_MAX_HISTORY + 1)
/* Above any value a position can have (the course's "infinity", the same
 * number as ALPHA_BETA_INFINITY of the player layer). */
#define MID_INF 1000000

enum { BOUND_NONE, BOUND_LOWER, BOUND_UPPER, BOUND_EXACT };

typedef struct {
  guint64 key;
  gint32 value;
  gint16 move;     /* xy of the best move, -1 for none (0 is a pass) */
  gint8 depth;
  gint8 bound;
} MidEntry;

struct EnhancedSearch {
  EnhancedOptions options;

  /* Midgame search state. */
  Kyokumen *kyokumen;
  uint64_t board_mask;     /* bitboard squares, for boards up to 8x8 */
  gboolean misere;
  gboolean exact;          /* reading to the end: order by mobility, not by the evaluator */
  SearchControl *control;
  gboolean stopped;
  guint64 nodes;
  guint64 evaluations;
  MidEntry *table;
  guint64 table_mask;
  Sashite killer[MID_MAX_PLY][2];
  Sashite pv[MID_MAX_PLY][MID_MAX_PLY];
  int pv_length[MID_MAX_PLY];
  int root_tesuu;

  /* Best move of the iteration in progress, fully searched. */
  gboolean iteration_has_move;
  Sashite iteration_move;
  int iteration_value;

  EndgameSolver *endgame[BITBOARD_MAX_SIZE + 1];   /* by board size, made when needed */
  WideSolver *wide;        /* 10x10 exact solver (128-bit boards), made when needed */
  MidgameSearch *midgame;                          /* options.trained, made when needed */
};

/* ---- Zobrist keys -------------------------------------------------- */

static guint64 zobrist[2][KYOKUMEN_MAX_CELLS];
static guint64 zobrist_side;

/* A fixed generator (splitmix64), so runs are reproducible. */
static guint64
splitmix (guint64 *state)
{
  guint64 z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static void
ensure_zobrist (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    guint64 state = 20261121;
    for (int c = 0; c < 2; c++)
      for (int xy = 0; xy < KYOKUMEN_MAX_CELLS; xy++)
        zobrist[c][xy] = splitmix (&state);
    zobrist_side = splitmix (&state);
    g_once_init_leave (&done, 1);
  }
}

static guint64
position_key (const Kyokumen *k)
{
  guint64 key = k->color == WHITE ? zobrist_side : 0;
  for (int xy = 0; xy < k->width * k->width; xy++)
    if (k->ban[xy] == BLACK || k->ban[xy] == WHITE)
      key ^= zobrist[COLOR_INDEX (k->ban[xy])][xy];
  return key;
}

/* The key after move has just been made on k, from the key before. */
static guint64
key_after_move (const Kyokumen *k, guint64 key, Sashite move)
{
  key ^= zobrist_side;
  if (sashite_is_pass (move))
    return key;
  int mover = COLOR_INDEX (-k->color), other = COLOR_INDEX (k->color);
  const KyokumenUndo *undo = &k->history[k->history_length - 1];
  key ^= zobrist[mover][move.xy];
  for (int i = 0; i < undo->flip_count; i++) {
    int q = k->flipped[undo->flip_start + i];
    key ^= zobrist[mover][q] ^ zobrist[other][q];
  }
  return key;
}

/* ---- setup -------------------------------------------------------- */

void
enhanced_options_init (EnhancedOptions *options, EvaluateFunction evaluate, int eval_index)
{
  *options = (EnhancedOptions) { 0 };
  options->depth = 4;
  options->perfect_empties = 10;
  options->evaluate = evaluate;
  options->eval_index = eval_index;
}

EnhancedSearch *
enhanced_search_new (const EnhancedOptions *options)
{
  g_return_val_if_fail (options->evaluate != NULL, NULL);
  ensure_zobrist ();
  EnhancedSearch *search = g_new0 (EnhancedSearch, 1);
  search->options = *options;
  int bits = options->table_bits > 0 ? CLAMP (options->table_bits, 8, 28) : 18;
  search->table_mask = ((guint64) 1 << bits) - 1;
  search->table = g_new0 (MidEntry, search->table_mask + 1);
  return search;
}

void
enhanced_search_free (EnhancedSearch *search)
{
  if (!search)
    return;
  for (int size = 0; size <= BITBOARD_MAX_SIZE; size++)
    endgame_solver_free (search->endgame[size]);
  wide_solver_free (search->wide);
  midgame_search_free (search->midgame);
  g_free (search->table);
  g_free (search);
}

/* ---- midgame search ------------------------------------------------ */

static gboolean
mid_should_stop (EnhancedSearch *s, int ply)
{
  if (ply >= MID_MAX_PLY - 1)
    s->stopped = TRUE;   /* cannot happen in a real game: stop rather than overflow */
  if (search_control_says_stop (s->control, s->nodes))
    s->stopped = TRUE;
  return s->stopped;
}

/* The evaluator's value, plus the mobility term when there is one. */
static int
leaf_value (EnhancedSearch *s)
{
  s->evaluations++;
  Kyokumen *k = s->kyokumen;
  int value = s->options.evaluate (k);
  if (s->options.mobility_weight) {
    uint64_t p, o;
    int own, other;
    if (bitboard_from_kyokumen (k, &p, &o)) {
      uint64_t empty = ~(p | o) & s->board_mask;
      own = bitboard_count (bitboard_moves (p, o, empty));
      other = bitboard_count (bitboard_moves (o, p, empty));
    } else {
      own = kyokumen_mobility (k, k->color);
      other = kyokumen_mobility (k, -k->color);
    }
    value += s->options.mobility_weight * (own - other);
  }
  return value;
}

static int
terminal_value (EnhancedSearch *s)
{
  s->evaluations++;
  int score = kyokumen_final_score (s->kyokumen);
  return (s->misere ? -score : score) * FINAL_DISC_VALUE;
}

/* Move keys: larger is searched first. */
static void
order_moves (EnhancedSearch *s, Sashite *moves, int count, int depth, int ply, int table_move)
{
  int keys[MAX_SASHITE];
  Kyokumen *k = s->kyokumen;
  for (int i = 0; i < count; i++) {
    int xy = moves[i].xy;
    int key;
    if (xy == table_move)
      key = 1 << 30;
    else if (xy == s->killer[ply][0].xy && xy != 0)
      key = (1 << 29) + 1;
    else if (xy == s->killer[ply][1].xy && xy != 0)
      key = 1 << 29;
    else if (count == 1)
      key = 0;
    else if (!s->exact && depth >= 3) {
      /* Shallow search: the evaluator's view one ply down. */
      kyokumen_make_move (k, moves[i]);
      key = -leaf_value (s);
      kyokumen_undo_move (k, moves[i]);
    } else {
      /* Fastest first: fewest replies for the opponent. */
      kyokumen_make_move (k, moves[i]);
      key = -kyokumen_mobility (k, k->color) * 64;
      kyokumen_undo_move (k, moves[i]);
    }
    keys[i] = key;
  }
  for (int i = 1; i < count; i++) {
    Sashite m = moves[i];
    int key = keys[i], j = i;
    while (j > 0 && keys[j - 1] < key) {
      keys[j] = keys[j - 1];
      moves[j] = moves[j - 1];
      j--;
    }
    keys[j] = key;
    moves[j] = m;
  }
}

static int
mid_search (EnhancedSearch *s, int depth, int alpha, int beta, int ply, guint64 key)
{
  s->nodes++;
  s->pv_length[ply] = 0;
  if (mid_should_stop (s, ply))
    return 0;

  Kyokumen *k = s->kyokumen;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  if (count == 0)
    return terminal_value (s);
  if (depth <= 0)
    return leaf_value (s);

  MidEntry *e = &s->table[key & s->table_mask];
  int table_move = -1;
  if (e->key == key && e->bound != BOUND_NONE) {
    table_move = e->move;
    gboolean usable = s->options.fixed_depth ? e->depth == depth : e->depth >= depth;
    if (usable && ply > 0) {
      if (e->bound == BOUND_EXACT
          || (e->bound == BOUND_LOWER && e->value >= beta)
          || (e->bound == BOUND_UPPER && e->value <= alpha))
        return e->value;
    }
  }

  order_moves (s, moves, count, depth, ply, table_move);
  int alpha0 = alpha;
  int best = -MID_INF;
  Sashite best_move = moves[0];
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (k, moves[i]);
    guint64 child = key_after_move (k, key, moves[i]);
    int v;
    if (i == 0) {
      v = -mid_search (s, depth - 1, -beta, -alpha, ply + 1, child);
    } else {
      v = -mid_search (s, depth - 1, -alpha - 1, -alpha, ply + 1, child);
      if (!s->stopped && v > alpha && v < beta)
        v = -mid_search (s, depth - 1, -beta, -alpha, ply + 1, child);
    }
    kyokumen_undo_move (k, moves[i]);
    if (s->stopped)
      return 0;
    if (v > best) {
      best = v;
      best_move = moves[i];
      s->pv_length[ply] = search_line_join (s->pv[ply], MID_MAX_PLY, moves[i], s->pv[ply + 1],
                                            s->pv_length[ply + 1]);
      if (ply == 0) {
        s->iteration_has_move = TRUE;
        s->iteration_move = moves[i];
        s->iteration_value = v;
      }
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta) {
          if (!sashite_is_pass (moves[i]) && s->killer[ply][0].xy != moves[i].xy) {
            s->killer[ply][1] = s->killer[ply][0];
            s->killer[ply][0] = moves[i];
          }
          break;
        }
      }
    }
  }

  /* Depth-preferred replacement, but always for a position already there. */
  if (e->key == key || e->bound == BOUND_NONE || e->depth <= depth) {
    e->key = key;
    e->value = best;
    e->move = (gint16) best_move.xy;
    e->depth = (gint8) MIN (depth, G_MAXINT8);
    e->bound = best <= alpha0 ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
  }
  return best;
}

/* Iterative deepening to max_depth (exact: read to the end). */
static void
mid_run (EnhancedSearch *s, const Kyokumen *kyokumen, gboolean misere, SearchControl *control,
         int max_depth, gboolean exact, SearchReport *report)
{
  gint64 started = g_get_monotonic_time ();
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *kyokumen;
  k->history_length = 0;

  s->kyokumen = k;
  s->board_mask = k->size <= BITBOARD_MAX_SIZE ? bitboard_mask (k->size) : 0;
  s->misere = misere;
  s->exact = exact;
  s->control = control;
  s->stopped = FALSE;
  s->nodes = 0;
  s->evaluations = 0;
  s->root_tesuu = k->tesuu;
  /* A fresh table and killers for each move: the counts of the lab's
   * table are then the same run after run. */
  memset (s->table, 0, (size_t) (s->table_mask + 1) * sizeof (MidEntry));
  memset (s->killer, 0, sizeof s->killer);

  Sashite legal[MAX_SASHITE];
  Sashite best_move = sashite_pass ();   /* stays so only when the game is over */
  if (kyokumen_generate_moves (k, legal) > 0)
    best_move = legal[0];
  Sashite line[MID_MAX_PLY];
  int line_length = 0, best_value = 0, done_depth = 0;
  guint64 key = position_key (k);

  for (int depth = 1; depth <= max_depth; depth++) {
    s->iteration_has_move = FALSE;
    int value = mid_search (s, depth, -MID_INF, MID_INF, 0, key);
    if (s->stopped) {
      /* The root move that finished this iteration best is at least as
       * well founded as the last iteration's. */
      if (s->iteration_has_move) {
        best_move = s->iteration_move;
        best_value = s->iteration_value;
        line[0] = best_move;
        line_length = 1;
      }
      break;
    }
    best_value = value;
    done_depth = depth;
    line_length = s->pv_length[0];
    memcpy (line, s->pv[0], (size_t) line_length * sizeof (Sashite));
    if (line_length > 0)
      best_move = line[0];
    /* Reading to the end is one depth for whoever watches (the empties). */
    if (!exact)
      search_control_finished_depth (control, depth);
    /* Every line ended before this depth: deeper iterations change nothing. */
    if (exact && depth >= 2 * k->empty_count)
      break;
  }

  *report = (SearchReport) {
    .move = best_move,
    .value = best_value,
    .exact = exact && !s->stopped,
    .depth = exact ? k->empty_count : done_depth,
    .nodes = s->nodes,
    .evaluations = s->evaluations,
    .seconds = search_seconds_since (started),
    .stopped = s->stopped,
  };
  search_report_set_line (report, line, line_length);
  g_free (k);
  s->kyokumen = NULL;
}

/* ---- exact solving ------------------------------------------------- */

/* The move to report for the solver's best move `found` (a pass when it
 * had none): found when legal, else the first legal move (a solver
 * stopped before its first move was searched); a pass when the game is
 * over. */
static Sashite
solved_move (const Kyokumen *kyokumen, Sashite found)
{
  Sashite legal[MAX_SASHITE];
  if (kyokumen_generate_moves (kyokumen, legal) == 0)
    return sashite_pass ();
  return kyokumen_is_legal (kyokumen, found) ? found : legal[0];
}

gboolean
enhanced_search_prepare (EnhancedSearch *search, int size)
{
  if (search->options.fixed_depth || size < 0)
    return FALSE;   /* no exact solver: the midgame search reads to the end */
  if (size > BITBOARD_MAX_SIZE) {
    if (search->wide)
      return FALSE;
    search->wide = wide_solver_new (size, search->options.endgame_table_bits);
    return search->wide != NULL;
  }
  if (search->endgame[size])
    return FALSE;
  search->endgame[size] = endgame_solver_new (size, search->options.endgame_table_bits);
  return search->endgame[size] != NULL;
}

/* 10x10 with the solver on 128-bit boards (endgame-wide.h): (p, o) is
 * kyokumen, p to move. */
static void
wide_solve_report (EnhancedSearch *search, const Kyokumen *kyokumen, WideBits p, WideBits o,
                   gboolean misere, SearchControl *control, SearchReport *report)
{
  enhanced_search_prepare (search, kyokumen->size);
  wide_solver_set_threads (search->wide, MAX (search->options.endgame_threads, 1));
  gint64 started = g_get_monotonic_time ();
  WideResult *r = g_new (WideResult, 1);
  wide_solve (search->wide, p, o, misere, control, r);
  double seconds = search_seconds_since (started);

  Sashite line[WIDE_MAX_LINE];
  for (int i = 0; i < r->line_length; i++)
    line[i] = wide_square_to_sashite (r->line[i], kyokumen->size);
  *report = (SearchReport) {
    .move = solved_move (kyokumen, wide_square_to_sashite (r->best_square, kyokumen->size)),
    .value = r->stopped ? 0 : r->score * FINAL_DISC_VALUE,
    .exact = !r->stopped,
    .depth = kyokumen->empty_count,
    .nodes = r->nodes,
    .evaluations = r->evaluations,
    .order_nodes = r->order_nodes,
    .seconds = seconds,
    .stopped = r->stopped,
  };
  search_report_set_line (report, line, r->line_length);
  if (kyokumen_is_game_over (kyokumen))
    report->best_line_length = 0;
  g_free (r);
}

void
enhanced_search_solve (EnhancedSearch *search, const Kyokumen *kyokumen, gboolean misere,
                       SearchControl *control, SearchReport *report)
{
  uint64_t p, o;
  WideBits wide_p, wide_o;
  if (!search->options.fixed_depth && kyokumen->size > BITBOARD_MAX_SIZE
      && wide_from_kyokumen (kyokumen, &wide_p, &wide_o)) {
    wide_solve_report (search, kyokumen, wide_p, wide_o, misere, control, report);
    return;
  }
  if (search->options.fixed_depth || !bitboard_from_kyokumen (kyokumen, &p, &o)) {
    /* The value-preserving mode: the midgame search read to the end.
     * Iterations are cheap next to the last one. */
    mid_run (search, kyokumen, misere, control, 2 * kyokumen->empty_count, TRUE, report);
    if (kyokumen->empty_count == 0 || kyokumen_is_game_over (kyokumen)) {
      int score = kyokumen_final_score (kyokumen);
      report->value = (misere ? -score : score) * FINAL_DISC_VALUE;
      report->best_line_length = 0;
      report->exact = TRUE;
    }
    return;
  }

  int size = kyokumen->size;
  enhanced_search_prepare (search, size);
  endgame_solver_set_threads (search->endgame[size], MAX (search->options.endgame_threads, 1));
  endgame_solver_set_selective (search->endgame[size],
                                search->options.endgame_no_selective ? 0 : ENDGAME_SELECTIVE_ROOT,
                                ENDGAME_SELECTIVE_MARGIN);
  gint64 started = g_get_monotonic_time ();
  EndgameResult r;
  endgame_solve (search->endgame[size], p, o, misere, control, &r);
  double seconds = search_seconds_since (started);

  Sashite line[ENDGAME_MAX_LINE];
  for (int i = 0; i < r.line_length; i++)
    line[i] = bitboard_square_to_sashite (r.line[i], size);
  Sashite legal[MAX_SASHITE];
  Sashite move = sashite_pass ();
  if (kyokumen_generate_moves (kyokumen, legal) > 0)
    move = r.best_square != BITBOARD_NO_SQUARE ? bitboard_square_to_sashite (r.best_square, size)
                                               : legal[0];
  if (!kyokumen_is_legal (kyokumen, move) && !kyokumen_is_game_over (kyokumen))
    move = legal[0];
  *report = (SearchReport) {
    .move = move,
    .value = r.stopped ? 0 : r.score * FINAL_DISC_VALUE,
    .exact = !r.stopped,
    .depth = kyokumen->empty_count,
    .nodes = r.nodes,
    .evaluations = r.evaluations,
    .order_nodes = r.order_nodes,
    .seconds = seconds,
    .stopped = r.stopped,
  };
  search_report_set_line (report, line, r.line_length);
  if (kyokumen_is_game_over (kyokumen))
    report->best_line_length = 0;
}

/* The bitboard midgame search with the trained evaluation (boards up to 8x8). */
static void
trained_run (EnhancedSearch *search, const Kyokumen *kyokumen, uint64_t p, uint64_t o,
             SearchControl *control, SearchReport *report)
{
  int size = kyokumen->size;
  if (!search->midgame)
    search->midgame = midgame_search_new (search->options.table_bits);
  midgame_search_set_probcut (search->midgame, search->options.probcut);
  gint64 started = g_get_monotonic_time ();
  MidgameResult r;
  midgame_search_run (search->midgame, eval_trained_model_for_size (size), p, o,
                      MAX (search->options.depth, 1), search->options.node_budget, control, &r);
  Sashite line[MIDGAME_MAX_PLY];
  for (int i = 0; i < r.line_length; i++)
    line[i] = bitboard_square_to_sashite (r.line[i], size);
  *report = (SearchReport) {
    .move = bitboard_square_to_sashite (r.best_square, size),
    .value = r.value,
    .depth = r.depth,
    .nodes = r.nodes,
    .evaluations = r.evaluations,
    .seconds = search_seconds_since (started),
    .stopped = r.stopped,
  };
  search_report_set_line (report, line, r.line_length);
}

gboolean
enhanced_search_run (EnhancedSearch *search, const Kyokumen *kyokumen, gboolean misere,
                     SearchControl *control, SearchReport *report)
{
  if (kyokumen_is_game_over (kyokumen))
    return FALSE;
  uint64_t p, o;
  int depth = search->options.depth, perfect = search->options.perfect_empties;
  gboolean fits = bitboard_from_kyokumen (kyokumen, &p, &o);
  if (search->options.trained && (!fits || misere))
    depth = MIN (depth, ENHANCED_TRAINED_FALLBACK_DEPTH);
  if (search->options.trained && !fits)
    perfect = MIN (perfect, ENHANCED_TRAINED_FALLBACK_PERFECT);
  else if (search->options.trained && misere)
    perfect = MIN (perfect, ENHANCED_TRAINED_MISERE_PERFECT);
  if (kyokumen->empty_count <= perfect)
    enhanced_search_solve (search, kyokumen, misere, control, report);
  else if (search->options.trained && !search->options.fixed_depth && !misere && fits)
    trained_run (search, kyokumen, p, o, control, report);
  else
    mid_run (search, kyokumen, misere, control, MAX (depth, 1), FALSE, report);
  return TRUE;
}

/* ---- perft --------------------------------------------------------- */

guint64
enhanced_perft (const Kyokumen *kyokumen, int depth)
{
  uint64_t p, o;
  if (bitboard_from_kyokumen (kyokumen, &p, &o))
    return bitboard_perft (p, o, bitboard_mask (kyokumen->size), depth);
  WideBits wp, wo;
  if (wide_from_kyokumen (kyokumen, &wp, &wo))
    return wide_perft (wp, wo, wide_mask (kyokumen->size), depth);
  Kyokumen *k = g_new (Kyokumen, 1);
  *k = *kyokumen;
  k->history_length = 0;
  guint64 total = kyokumen_perft (k, depth, TRUE);
  g_free (k);
  return total;
}
