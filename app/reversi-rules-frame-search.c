/* reversi-rules-frame-search.c: when the computer thinks, and what it found.
 *
 * A computer's move is searched on a worker thread (reversi-rules-search.h);
 * the window keeps at most one search and forgets it when the game changes
 * under it (new game, undo, a file opened, the window closed).
 */
#include "reversi-rules-frame-private.h"

#include <glib/gi18n-lib.h>

#include "reversi-search.h"

/* How often the thinking line is brought up to date. */
#define PROGRESS_INTERVAL_MS 200

/* The expected line in the game's notation. */
static char *
line_text (ReversiRulesFrame *self, const ReversiRulesReport *r)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < r->line_length; i++) {
    g_autofree char *notation = reversi_game_session_notation (self->session, r->line[i]);
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", notation);
  }
  return g_string_free (s, FALSE);
}

/* What the last computer move rests on: its value, the nodes and
 * evaluations it needed, and the line it expects. */
char *
_reversi_rules_frame_report_text (ReversiRulesFrame *self)
{
  const ReversiRulesReport *r = &self->report;
  int mover = reversi_game_session_side_to_move (self->session, self->report_length - 1);
  const char *side = reversi_game_side_name (_reversi_rules_frame_game (self), mover);
  g_autofree char *move = reversi_game_session_notation (self->session, r->move);
  GString *s = g_string_new (NULL);
  if (r->random) {
    /* TRANSLATORS: after a computer move chosen at random: the side and the move. */
    g_string_append_printf (s, _("%1$s %2$s: chosen at random, without a search."), side, move);
    return g_string_free (s, FALSE);
  }
  if (r->stopped && r->nodes == 0) {
    /* TRANSLATORS: a search stopped before it finished anything: the side and the move. */
    g_string_append_printf (s, _("%1$s %2$s: stopped before any search finished: the first legal "
                                 "move."),
                            side, move);
    return g_string_free (s, FALSE);
  }
  if (r->to_end) {
    const char *outcome = r->value > 0 ? _("a win") : r->value < 0 ? _("a loss") : _("a draw");
    /* TRANSLATORS: after a computer move read to the end of the game: the side, the move,
       the value, and what the value means for the mover ("a win"). */
    g_string_append_printf (s, _("%1$s %2$s: value %3$+d, read to the end: %4$s with best play"),
                            side, move, r->value, outcome);
  } else {
    /* TRANSLATORS: after a computer move: the side, the move, the evaluation value, the depth. */
    g_string_append_printf (s, _("%1$s %2$s: value %3$+d at depth %4$d"), side, move, r->value,
                            r->depth);
  }
  g_string_append_c (s, '\n');
  g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, r->nodes);
  g_autofree char *evaluations = g_strdup_printf ("%" G_GUINT64_FORMAT, r->evaluations);
  if (r->solver_counts)
    /* TRANSLATORS: Go's solver: positions visited, positions expanded, seconds. */
    g_string_append_printf (s, _("%1$s positions visited, %2$s expanded in %3$.2f s"), nodes,
                            evaluations, r->seconds);
  else
    g_string_append_printf (s, _("%1$s nodes, %2$s evaluations in %3$.2f s"), nodes, evaluations,
                            r->seconds);
  if (r->stopped) {
    g_string_append_c (s, ' ');
    g_string_append (s, _("(stopped early: the best move found so far)"));
  }
  if (r->line_length > 1) {
    g_autofree char *line = line_text (self, r);
    g_string_append_c (s, '\n');
    g_string_append_printf (s, _("Expected line: %s"), line);
  }
  return g_string_free (s, FALSE);
}

/* "Thinking… 2.4 s, depth 3 of 6 done". */
static void
update_progress (ReversiRulesFrame *self)
{
  if (!self->search) {
    gtk_label_set_text (self->thinking_label, _("Thinking…"));
    return;
  }
  int limit = reversi_game_session_get_setup (self->session)->side[_reversi_rules_frame_side_to_move (self)].time_limit;
  g_autofree char *text = reversi_search_progress_text (
      reversi_rules_search_get_seconds (self->search),
      reversi_rules_search_get_depth_done (self->search),
      reversi_rules_search_get_depth_target (self->search), limit);
  gtk_label_set_text (self->thinking_label, text);
}

void
_reversi_rules_frame_cancel_search (ReversiRulesFrame *self)
{
  if (self->search) {
    reversi_rules_search_cancel (self->search);
    g_clear_object (&self->search);
  }
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->progress_id, g_source_remove);
}

static gboolean
on_progress_tick (gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  if (!self->search)
    return G_SOURCE_CONTINUE;
  int limit = reversi_game_session_get_setup (self->session)->side[_reversi_rules_frame_side_to_move (self)].time_limit;
  if (limit > 0 && reversi_rules_search_get_seconds (self->search) >= limit)
    reversi_rules_search_stop (self->search);
  update_progress (self);
  _reversi_rules_frame_write_state_file (self);
  return G_SOURCE_CONTINUE;
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  ReversiRulesSearch *search = REVERSI_RULES_SEARCH (source);
  ReversiRulesReport report;
  g_autoptr (GError) error = NULL;
  gboolean found = reversi_rules_search_finish (search, result, &report, &error);
  /* A search the window has dropped (new game, undo, closed) says nothing. */
  if (search != self->search) {
    g_object_unref (self);
    return;
  }
  g_clear_object (&self->search);
  g_clear_handle_id (&self->progress_id, g_source_remove);
  if (!found) {
    self->computer_failed = TRUE;
    _reversi_rules_frame_set_message (self, error->message, TRUE);
    _reversi_rules_frame_update_view (self);
  } else {
    g_autoptr (GError) play_error = NULL;
    if (!reversi_game_session_play (self->session, report.move, &play_error)) {
      self->computer_failed = TRUE;
      _reversi_rules_frame_set_message (self, play_error->message, TRUE);
      _reversi_rules_frame_update_view (self);
    } else {
      self->report = report;
      self->report_length = reversi_game_session_get_length (self->session);
      _reversi_rules_frame_game_changed (self);
    }
  }
  g_object_unref (self);
}

static gboolean
on_pause_over (gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  self->pause_id = 0;
  const ReversiRulesSetup *setup = reversi_game_session_get_setup (self->session);
  self->search = reversi_rules_search_new (_reversi_rules_frame_game (self),
                                           reversi_game_session_get_path (self->session),
                                           &setup->side[_reversi_rules_frame_side_to_move (self)].computer);
  reversi_rules_search_run_async (self->search, on_search_done, g_object_ref (self));
  self->progress_id = g_timeout_add (PROGRESS_INTERVAL_MS, on_progress_tick, self);
  update_progress (self);
  _reversi_rules_frame_update_view (self);
  return G_SOURCE_REMOVE;
}

/* Let the computer move when it is its turn. */
void
_reversi_rules_frame_schedule_computer (ReversiRulesFrame *self)
{
  if (reversi_game_session_is_over (self->session) || _reversi_rules_frame_is_thinking (self) || self->computer_failed
      || reversi_game_session_is_human (self->session, _reversi_rules_frame_side_to_move (self)))
    return;
  /* Against a human the computer answers at once; between two computers
   * the pause lets people follow. */
  gboolean both = !reversi_game_session_is_human (self->session, 0)
                  && !reversi_game_session_is_human (self->session, 1);
  guint pause = both ? reversi_search_pause_ms (self->settings) : 0;
  self->pause_id = g_timeout_add (pause, on_pause_over, self);
}

