/* SPDX-License-Identifier: MIT */
/* alpha-beta.c: negamax alpha-beta search (exercises 16 and 18).
 *
 * negamax() follows the course's List 1.  The functions around it count
 * the work (nodes and evaluations), keep the best line, and let another
 * thread stop a search that takes too long.
 */
#include "alpha-beta.h"

#include <string.h>

void
alpha_beta_init (AlphaBeta *ab, Kyokumen *kyokumen, const Evaluator *evaluator,
                 gboolean misere, SearchControl *control)
{
  ab->kyokumen = kyokumen;
  ab->evaluator = evaluator;
  ab->misere = misere;
  ab->nodes = 0;
  ab->evaluations = 0;
  memset (ab->line_length, 0, sizeof ab->line_length);
  ab->root_tesuu = kyokumen->tesuu;
  ab->control = control;
  ab->stopped = FALSE;
  ab->runaway = FALSE;
  /* The tree is recorded from these functions, never from negamax: so it
   * is the tree of whatever negamax the student wrote. */
  ab->trace = search_tree_active ();
  if (G_UNLIKELY (ab->trace)) {
    search_tree_begin (ab->trace, "alpha-beta (negamax)", SEARCH_TREE_VIEW_SIDE_TO_MOVE);
    /* The window of the course's first call, negamax (depth, -INFINITY, INFINITY). */
    search_tree_set_root_window (ab->trace, -SEARCH_TREE_INFINITY, SEARCH_TREE_INFINITY);
  }
}

/* Plies from the root to the current position. */
static int
current_ply (const AlphaBeta *ab)
{
  return ab->kyokumen->tesuu - ab->root_tesuu;
}

/* Tells the trace where the search is: the moves made since the root,
 * read from the position's undo history, whatever negamax did to get
 * there. */
static void
trace_sync (AlphaBeta *ab)
{
  const Kyokumen *k = ab->kyokumen;
  int ply = current_ply (ab);
  int first = k->history_length - ply;
  if (ply < 0 || ply >= ALPHA_BETA_MAX_PLY || first < 0)
    return;
  int path[ALPHA_BETA_MAX_PLY];
  for (int i = 0; i < ply; i++)
    path[i] = k->history[first + i].xy;
  search_tree_sync (ab->trace, path, ply);
}

/* The side to move as the trace numbers it: Black 0, White 1. */
static int
trace_side (const AlphaBeta *ab)
{
  return COLOR_INDEX (ab->kyokumen->color);
}

/* The recording itself, kept out of line: without a trace the hooks
 * stay one test and a return, which the untraced search's speed needs. */
static G_GNUC_NO_INLINE void
trace_evaluation (AlphaBeta *ab, int value)
{
  trace_sync (ab);
  search_tree_evaluation (ab->trace, current_ply (ab), trace_side (ab), value);
}

static G_GNUC_NO_INLINE void
trace_node (AlphaBeta *ab, const Sashite *moves, int count)
{
  int numbers[MAX_SASHITE];
  for (int i = 0; i < count; i++)
    numbers[i] = moves[i].xy;
  trace_sync (ab);
  search_tree_enter (ab->trace, current_ply (ab), trace_side (ab), numbers, count);
}

static G_GNUC_NO_INLINE void
trace_stopped (AlphaBeta *ab)
{
  trace_sync (ab);
  search_tree_stopped (ab->trace, current_ply (ab), trace_side (ab));
}

/* An evaluation's value, recorded when the search is traced. */
static inline int
traced_value (AlphaBeta *ab, int value)
{
  if (G_UNLIKELY (ab->trace))
    trace_evaluation (ab, value);
  return value;
}

/* A leaf has no best line below it. */
static void
count_evaluation (AlphaBeta *ab)
{
  ab->evaluations++;
  int ply = current_ply (ab);
  if (ply >= 0 && ply < ALPHA_BETA_MAX_PLY)
    ab->line_length[ply] = 0;
}

int
alpha_beta_generate_moves (AlphaBeta *ab, Sashite moves[MAX_SASHITE])
{
  ab->nodes++;
  int ply = current_ply (ab);
  if (ply < 0 || ply >= ALPHA_BETA_MAX_PLY - 1) {
    /* Deeper than any game lasts (or above the root): the search is not
     * undoing its moves, or not counting its depth down. */
    ab->runaway = TRUE;
    ab->stopped = TRUE;
  }
  if (search_control_says_stop (ab->control, ab->nodes))
    ab->stopped = TRUE;
  if (ab->stopped) {
    /* Counted, so traced too (not where the search ran away: no path). */
    if (G_UNLIKELY (ab->trace) && !ab->runaway)
      trace_stopped (ab);
    return 0;
  }
  if (ply >= 0)
    ab->line_length[ply] = 0;
  int count = kyokumen_generate_moves (ab->kyokumen, moves);
  if (G_UNLIKELY (ab->trace))
    trace_node (ab, moves, count);
  return count;
}

void
alpha_beta_record_best_line (AlphaBeta *ab, Sashite move)
{
  /* After a stop the values coming back are meaningless: keep the line
   * found before it. */
  if (ab->stopped)
    return;
  int child = current_ply (ab);
  int ply = child - 1;
  if (ply < 0 || child >= ALPHA_BETA_MAX_PLY)
    return;
  ab->line_length[ply] = search_line_join (ab->line[ply], ALPHA_BETA_MAX_PLY, move, ab->line[child],
                                           ab->line_length[child]);
}

const Sashite *
alpha_beta_root_line (const AlphaBeta *ab, int *length)
{
  *length = ab->line_length[0];
  return ab->line[0];
}

int
eval_position (AlphaBeta *ab)
{
  count_evaluation (ab);
  if (ab->stopped)
    return 0;
  return traced_value (ab, ab->evaluator->evaluate (ab->kyokumen));
}

int
eval_terminal_position (AlphaBeta *ab)
{
  count_evaluation (ab);
  if (ab->stopped)
    return 0;
  int score = kyokumen_final_score (ab->kyokumen);
  /* TODO ex18: write this part; see exercises/ex18.en.md (日本語: exercises/ex18.ja.md). */
  return traced_value (ab, score * FINAL_DISC_VALUE);
}

int
negamax (AlphaBeta *ab, int depth, int alpha, int beta)
{
  /* TODO ex16: write this part; see exercises/ex16.en.md (日本語: exercises/ex16.ja.md). */
  (void) depth;
  (void) alpha;
  (void) beta;
  Sashite moves[MAX_SASHITE];
  if (alpha_beta_generate_moves (ab, moves) == 0)
    return eval_terminal_position (ab);
  return eval_position (ab);
}
