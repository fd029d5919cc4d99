/* SPDX-License-Identifier: MIT */
/* minimax-player.c: the lab's plain minimax search and its player.
 *
 * Deliberately the textbook search: no pruning, no ordering, no table.
 * Its evaluation count is the size of the tree (see lab/reversi-count.c).
 */
#include "minimax-player.h"

#include <string.h>

#include "alpha-beta.h"

#define MINIMAX_MAX_PLY (KYOKUMEN_MAX_HISTORY + 1)

typedef struct {
  Kyokumen *kyokumen;
  const Evaluator *evaluator;
  gboolean misere;
  SearchControl *control;
  SearchStats stats;
  gboolean stopped;
  SearchTree *trace;   /* the thread's active trace, or NULL; before the line table */
  /* Triangular best-line table: line[p] is the best line from ply p. */
  Sashite line[MINIMAX_MAX_PLY][MINIMAX_MAX_PLY];
  int line_length[MINIMAX_MAX_PLY];
} Minimax;

/* The trace's hooks (search-tree.h): a node's moves, an evaluation from
 * the side to move's view (Black is side 0). */
static G_GNUC_NO_INLINE void
trace_node (Minimax *m, int ply, const Sashite *moves, int count)
{
  int numbers[MAX_SASHITE];
  for (int i = 0; i < count; i++)
    numbers[i] = moves[i].xy;
  search_tree_enter (m->trace, ply, COLOR_INDEX (m->kyokumen->color), numbers, count);
}

static int
traced_value (Minimax *m, int ply, int value)
{
  if (G_UNLIKELY (m->trace))
    search_tree_evaluation (m->trace, ply, COLOR_INDEX (m->kyokumen->color), value);
  return value;
}

/* A value from the side to move's view (what evaluators and final scores
 * give) turned into Black's view. */
static int
black_view (int color, int value)
{
  return color == BLACK ? value : -value;
}

/* The value of the current position from Black's view: Black picks the
 * largest child, White the smallest.  This is minimax as it is first
 * taught, with the two sides kept apart; the course's negamax folds them
 * into one case by negating, and adds the alpha-beta window. */
static int
minimax_node (Minimax *m, int depth, int ply)
{
  m->stats.nodes++;
  m->line_length[ply] = 0;
  if (search_control_says_stop (m->control, m->stats.nodes))
    m->stopped = TRUE;
  if (m->stopped || ply >= MINIMAX_MAX_PLY - 1) {
    /* Counted, so traced too. */
    if (G_UNLIKELY (m->trace) && m->stopped)
      search_tree_stopped (m->trace, ply, COLOR_INDEX (m->kyokumen->color));
    return 0;
  }

  int to_move = m->kyokumen->color;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (m->kyokumen, moves);
  if (G_UNLIKELY (m->trace))
    trace_node (m, ply, moves, count);
  if (count == 0) {
    m->stats.evaluations++;
    int score = kyokumen_final_score (m->kyokumen);
    return black_view (to_move, traced_value (m, ply, (m->misere ? -score : score) * FINAL_DISC_VALUE));
  }
  if (depth <= 0) {
    m->stats.evaluations++;
    return black_view (to_move, traced_value (m, ply, m->evaluator->evaluate (m->kyokumen)));
  }

  gboolean black_to_move = to_move == BLACK;
  int best = black_to_move ? -ALPHA_BETA_INFINITY : ALPHA_BETA_INFINITY;
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (m->kyokumen, moves[i]);
    if (G_UNLIKELY (m->trace))
      search_tree_move (m->trace, ply, moves[i].xy);
    int value = minimax_node (m, depth - 1, ply + 1);
    kyokumen_undo_move (m->kyokumen, moves[i]);
    if (m->stopped)
      return 0;
    gboolean better = black_to_move ? value > best : value < best;
    if (better) {
      best = value;
      m->line_length[ply] = search_line_join (m->line[ply], MINIMAX_MAX_PLY, moves[i],
                                              m->line[ply + 1], m->line_length[ply + 1]);
    }
  }
  return best;
}

int
minimax_value (Kyokumen *kyokumen, const Evaluator *evaluator, gboolean misere, int depth,
               SearchControl *control, SearchStats *stats, Sashite *best_line, int max_line,
               int *line_length, gboolean *stopped)
{
  /* The line table is large: keep it off the stack. */
  Minimax *m = g_new (Minimax, 1);
  m->kyokumen = kyokumen;
  m->evaluator = evaluator;
  m->misere = misere;
  m->control = control;
  m->stats = (SearchStats) { 0 };
  m->stopped = FALSE;
  m->line_length[0] = 0;
  m->trace = search_tree_active ();
  if (m->trace)
    search_tree_begin (m->trace, "minimax", SEARCH_TREE_VIEW_FIRST_SIDE);

  /* Back to the side to move's view, like every other search of the kit. */
  int value = black_view (kyokumen->color, minimax_node (m, depth, 0));

  if (stats) {
    stats->nodes += m->stats.nodes;
    stats->evaluations += m->stats.evaluations;
  }
  if (best_line && line_length) {
    *line_length = MIN (m->line_length[0], max_line);
    memcpy (best_line, m->line[0], (size_t) *line_length * sizeof (Sashite));
  }
  if (stopped)
    *stopped = m->stopped;
  g_free (m);
  return value;
}

typedef struct {
  Player base;
  int depth;
  int perfect_empties;
  int eval_index;
  char name[64];
} MinimaxPlayer;

static const char *
minimax_name (const Player *self)
{
  return ((const MinimaxPlayer *) self)->name;
}

static gboolean
minimax_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                     SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  MinimaxPlayer *player = (MinimaxPlayer *) self;
  Sashite legal[MAX_SASHITE];
  int legal_count;
  if (!player_legal_moves (kyokumen, legal, &legal_count, error))
    return FALSE;

  const Evaluator *evaluator = evaluator_get (player->eval_index);
  if (!evaluator)
    evaluator = evaluator_get (0);
  gboolean perfect = kyokumen->empty_count <= player->perfect_empties;
  int depth = perfect ? 2 * kyokumen->empty_count : player->depth;

  Kyokumen *work = g_new (Kyokumen, 1);
  *work = *kyokumen;
  work->history_length = 0;

  SearchStats stats = { 0 };
  Sashite line[SEARCH_REPORT_MAX_LINE];
  int line_length = 0;
  gboolean stopped = FALSE;
  gint64 started = g_get_monotonic_time ();
  int value = minimax_value (work, evaluator, misere, depth, control, &stats, line,
                             SEARCH_REPORT_MAX_LINE, &line_length, &stopped);
  double seconds = search_seconds_since (started);
  g_free (work);

  /* A stopped plain minimax has no partial answer worth trusting: it
   * visits moves in board order without comparing them all. */
  if (stopped)
    line_length = 0;
  *move = line_length > 0 ? line[0] : legal[0];
  if (report) {
    *report = (SearchReport) {
      .move = *move,
      .value = stopped ? 0 : value,
      .exact = perfect && !stopped,
      .depth = depth,
      .nodes = stats.nodes,
      .evaluations = stats.evaluations,
      .seconds = seconds,
      .stopped = stopped,
    };
    search_report_set_line (report, line, line_length);
  }
  return TRUE;
}

static void
minimax_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions minimax_functions = {
  minimax_name,
  minimax_decide_move,
  minimax_free,
};

Player *
minimax_player_new (int depth, int perfect_empties, int eval_index)
{
  MinimaxPlayer *player = g_new0 (MinimaxPlayer, 1);
  player->base.functions = &minimax_functions;
  player->depth = depth;
  player->perfect_empties = perfect_empties;
  player->eval_index = eval_index;
  g_snprintf (player->name, sizeof player->name, "minimax-%d-%d-%d", depth, perfect_empties,
              eval_index);
  return &player->base;
}
