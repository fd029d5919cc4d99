/* SPDX-License-Identifier: MIT */
/* computer-player.c: the computer player (exercises 19 and 22).
 *
 * decide_move searches a copy of the position with negamax, then checks
 * what came back before anyone plays it: a search that changed the
 * position, went deeper than a game can last, or chose an illegal move is
 * reported as an error instead of corrupting the game.
 */
#include "computer-player.h"

#include <glib/gi18n-lib.h>

#include "alpha-beta.h"
#include "evaluator.h"
#include "reversi-error.h"

/* BEGIN SOLUTION ex22 */
#define STUDENT_ID "kit"
/* STUB: #define STUDENT_ID "student-id" */
/* END SOLUTION */

const char *
computer_player_student_id (void)
{
  return STUDENT_ID;
}

void
computer_player_set_name (ComputerPlayer *player)
{
  /* BEGIN SOLUTION ex22 */
  g_snprintf (player->name, sizeof player->name, "%s-%d-%d-%d", STUDENT_ID,
              player->search_depth, player->perfect_empties, player->eval_index);
  /* STUB: g_strlcpy (player->name, "computer", sizeof player->name); */
  /* END SOLUTION */
}

int
computer_player_plan_search (const ComputerPlayer *player, const Kyokumen *kyokumen,
                             gboolean *perfect)
{
  int depth = player->search_depth;
  *perfect = FALSE;
  /* BEGIN SOLUTION ex19 */
  int empty_count = kyokumen->empty_count;
  if (empty_count <= player->perfect_empties) {
    *perfect = TRUE;
    depth = 2 * empty_count; /* two plies per empty square: never stops early */
  }
  /* STUB: (void) kyokumen; */
  /* END SOLUTION */
  return depth;
}

static const char *
computer_name (const Player *self)
{
  return ((const ComputerPlayer *) self)->name;
}

static gboolean
computer_decide_move (Player *self, const Kyokumen *kyokumen, gboolean misere,
                      SearchControl *control, Sashite *move, SearchReport *report,
                      GError **error)
{
  ComputerPlayer *player = (ComputerPlayer *) self;
  const Evaluator *evaluator = evaluator_get (player->eval_index);
  if (!evaluator)
    evaluator = evaluator_get (0);

  Sashite legal[MAX_SASHITE];
  int legal_count;
  if (!player_legal_moves (kyokumen, legal, &legal_count, error))
    return FALSE;

  /* The search gets its own copy, so the caller's position is never
   * touched, whatever the search does. */
  Kyokumen *work = g_new (Kyokumen, 1);
  *work = *kyokumen;
  work->history_length = 0;
  Kyokumen *before = g_new (Kyokumen, 1);
  *before = *work;

  gboolean perfect;
  int depth = computer_player_plan_search (player, work, &perfect);
  if (depth < 0)
    depth = 0;

  AlphaBeta *ab = g_new (AlphaBeta, 1);
  alpha_beta_init (ab, work, evaluator, misere, control);
  gint64 started = g_get_monotonic_time ();
  int value = negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  double seconds = search_seconds_since (started);

  int line_length;
  const Sashite *line = alpha_beta_root_line (ab, &line_length);
  gboolean ok = TRUE;
  char text[SASHITE_NOTATION_SIZE];

  if (ab->runaway) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search went deeper than any game can last and was stopped: "
                   "does negamax search depth - 1 below each move and undo every move it makes?"));
    ok = FALSE;
  } else if (!kyokumen_equal_position (work, before)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search did not leave the position as it found it: "
                   "every kyokumen_make_move needs its kyokumen_undo_move."));
    ok = FALSE;
  } else if (line_length > 0 && !kyokumen_is_legal (kyokumen, line[0])) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_SEARCH,
                 _("The search chose %s, which is not a legal move here."),
                 sashite_to_notation (line[0], kyokumen->size, text));
    ok = FALSE;
  }

  if (ok) {
    /* No best line (a search stopped before its first move was searched,
     * or an unfinished negamax): play the first legal move. */
    *move = line_length > 0 ? line[0] : legal[0];
    if (report) {
      *report = (SearchReport) {
        .move = *move,
        .value = value,
        .exact = perfect && !ab->stopped,
        .depth = depth,
        .nodes = ab->nodes,
        .evaluations = ab->evaluations,
        .seconds = seconds,
        .stopped = ab->stopped,
      };
      search_report_set_line (report, line, line_length);
    }
  }

  g_free (ab);
  g_free (before);
  g_free (work);
  return ok;
}

static void
computer_free (Player *self)
{
  g_free (self);
}

static const PlayerFunctions computer_functions = {
  computer_name,
  computer_decide_move,
  computer_free,
};

Player *
computer_player_new (int search_depth, int perfect_empties, int eval_index)
{
  ComputerPlayer *player = g_new0 (ComputerPlayer, 1);
  player->base.functions = &computer_functions;
  player->base.is_human = FALSE;
  player->search_depth = search_depth;
  player->perfect_empties = perfect_empties;
  player->eval_index = eval_index;
  computer_player_set_name (player);
  return &player->base;
}
