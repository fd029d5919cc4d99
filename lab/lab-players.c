/* lab-players.c: the random and plain minimax players of the search lab.
 *
 * The minimax search is deliberately the textbook one: no pruning, no
 * ordering, no table.  Its evaluation count is the size of the tree, the
 * yardstick of the evaluation-count table (see lab/reversi-count.c).
 */
#include "lab-players.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alpha-beta.h"
#include "reversi-error.h"

double
search_stats_rate (guint64 nodes, double seconds)
{
  return seconds > 0 ? (double) nodes / seconds : 0;
}

/* ---- minimax ------------------------------------------------------- */

#define MINIMAX_MAX_PLY (KYOKUMEN_MAX_HISTORY + 1)

typedef struct {
  Kyokumen *kyokumen;
  const Evaluator *evaluator;
  gboolean misere;
  SearchControl *control;
  SearchStats stats;
  gboolean stopped;
  /* Triangular best-line table: line[p] is the best line from ply p. */
  Sashite line[MINIMAX_MAX_PLY][MINIMAX_MAX_PLY];
  int line_length[MINIMAX_MAX_PLY];
} Minimax;

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
  if (m->control) {
    if (g_atomic_int_get (&m->control->stop_requested)
        || (m->control->node_limit > 0 && m->stats.nodes > m->control->node_limit))
      m->stopped = TRUE;
  }
  if (m->stopped || ply >= MINIMAX_MAX_PLY - 1)
    return 0;

  int to_move = m->kyokumen->color;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (m->kyokumen, moves);
  if (count == 0) {
    m->stats.evaluations++;
    int score = kyokumen_final_score (m->kyokumen);
    return black_view (to_move, (m->misere ? -score : score) * FINAL_DISC_VALUE);
  }
  if (depth <= 0) {
    m->stats.evaluations++;
    return black_view (to_move, m->evaluator->evaluate (m->kyokumen));
  }

  gboolean black_to_move = to_move == BLACK;
  int best = black_to_move ? -ALPHA_BETA_INFINITY : ALPHA_BETA_INFINITY;
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (m->kyokumen, moves[i]);
    int value = minimax_node (m, depth - 1, ply + 1);
    kyokumen_undo_move (m->kyokumen, moves[i]);
    if (m->stopped)
      return 0;
    gboolean better = black_to_move ? value > best : value < best;
    if (better) {
      best = value;
      m->line[ply][0] = moves[i];
      memcpy (&m->line[ply][1], m->line[ply + 1], (size_t) m->line_length[ply + 1] * sizeof (Sashite));
      m->line_length[ply] = m->line_length[ply + 1] + 1;
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

/* The game must not be over: there has to be a move to choose. */
static gboolean
check_not_over (const Kyokumen *kyokumen, Sashite legal[MAX_SASHITE], int *count, GError **error)
{
  *count = kyokumen_generate_moves (kyokumen, legal);
  if (*count == 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER,
                 _("The game is over: there is no move to choose."));
    return FALSE;
  }
  return TRUE;
}

static gboolean
minimax_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                     SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  MinimaxPlayer *player = (MinimaxPlayer *) self;
  Sashite legal[MAX_SASHITE];
  int legal_count;
  if (!check_not_over (kyokumen, legal, &legal_count, error))
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
  double seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  g_free (work);

  /* A stopped plain minimax has no partial answer worth trusting: it
   * visits moves in board order without comparing them all. */
  *move = (!stopped && line_length > 0) ? line[0] : legal[0];
  if (report) {
    *report = (SearchReport) { 0 };
    report->move = *move;
    report->value = stopped ? 0 : value;
    report->exact = perfect && !stopped;
    report->depth = depth;
    if (!stopped && line_length > 0) {
      memcpy (report->best_line, line, (size_t) line_length * sizeof (Sashite));
      report->best_line_length = line_length;
    } else {
      report->best_line[0] = *move;
      report->best_line_length = 1;
    }
    report->nodes = stats.nodes;
    report->evaluations = stats.evaluations;
    report->seconds = seconds;
    report->stopped = stopped;
  }
  return TRUE;
}

static void
plain_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions minimax_functions = {
  minimax_name,
  minimax_decide_move,
  plain_free,
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

/* ---- perft --------------------------------------------------------- */

guint64
plain_perft (Kyokumen *kyokumen, int depth)
{
  if (depth == 0)
    return 1;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (kyokumen, moves);
  if (count == 0)
    return 1;
  if (depth == 1)
    return (guint64) count;
  guint64 total = 0;
  for (int i = 0; i < count; i++) {
    kyokumen_make_move (kyokumen, moves[i]);
    total += plain_perft (kyokumen, depth - 1);
    kyokumen_undo_move (kyokumen, moves[i]);
  }
  return total;
}

/* ---- enhanced ------------------------------------------------------ */

#ifdef HAVE_ENHANCED

typedef struct {
  Player base;
  EnhancedSearch *search;
  char name[64];
} EnhancedPlayer;

static const char *
enhanced_name (const Player *self)
{
  return ((const EnhancedPlayer *) self)->name;
}

static gboolean
enhanced_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                      SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  EnhancedPlayer *player = (EnhancedPlayer *) self;
  SearchReport r;
  if (!enhanced_search_run (player->search, kyokumen, misere, control, &r)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER,
                 _("The game is over: there is no move to choose."));
    return FALSE;
  }
  if (!kyokumen_is_legal (kyokumen, r.move)) {
    char text[SASHITE_NOTATION_SIZE];
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search chose %s, which is not a legal move here."),
                 sashite_to_notation (r.move, kyokumen->size, text));
    return FALSE;
  }
  *move = r.move;
  if (report)
    *report = r;
  return TRUE;
}

static void
enhanced_free (Player *self)
{
  EnhancedPlayer *player = (EnhancedPlayer *) self;
  enhanced_search_free (player->search);
  g_free (player);
}

static const PlayerFunctions enhanced_functions = {
  enhanced_name,
  enhanced_decide_move,
  enhanced_free,
};

Player *
enhanced_player_new (const EnhancedOptions *options)
{
  EnhancedPlayer *player = g_new0 (EnhancedPlayer, 1);
  player->base.functions = &enhanced_functions;
  player->search = enhanced_search_new (options);
  g_snprintf (player->name, sizeof player->name, "enhanced-%d-%d-%d", options->depth,
              options->perfect_empties, options->eval_index);
  return &player->base;
}
#endif /* HAVE_ENHANCED */

/* ---- random -------------------------------------------------------- */

typedef struct {
  Player base;
  GRand *rand;
} RandomPlayer;

static const char *
random_name (const Player *self)
{
  (void) self;
  return "random";
}

static gboolean
random_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                    SearchControl *control, Sashite *move, SearchReport *report, GError **error)
{
  RandomPlayer *player = (RandomPlayer *) self;
  Sashite legal[MAX_SASHITE];
  int legal_count;
  (void) misere;
  (void) control;
  if (!check_not_over (kyokumen, legal, &legal_count, error))
    return FALSE;

  *move = legal[g_rand_int_range (player->rand, 0, legal_count)];
  if (report) {
    *report = (SearchReport) { 0 };
    report->move = *move;
    report->best_line[0] = *move;
    report->best_line_length = 1;
    report->nodes = 1;
  }
  return TRUE;
}

static void
random_free (Player *self)
{
  RandomPlayer *player = (RandomPlayer *) self;
  g_rand_free (player->rand);
  g_free (player);
}

static const PlayerFunctions random_functions = {
  random_name,
  random_decide_move,
  random_free,
};

Player *
random_player_new (guint32 seed)
{
  RandomPlayer *player = g_new0 (RandomPlayer, 1);
  player->base.functions = &random_functions;
  player->rand = g_rand_new_with_seed (seed);
  return &player->base;
}
