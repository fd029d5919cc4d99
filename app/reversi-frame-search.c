/* reversi-frame-search.c: when the computer thinks, and what it found.
 *
 * A computer's move is searched on a worker thread (reversi-search.h); the
 * window keeps at most one search, and forgets it when the game changes
 * under it (new game, undo, paste, window closed).
 */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>

/* How often the thinking line is brought up to date. */
#define PROGRESS_INTERVAL_MS 200

void
_reversi_frame_cancel_search (ReversiFrame *self)
{
  if (self->search) {
    reversi_search_cancel (self->search);
    g_clear_object (&self->search);
  }
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->progress_id, g_source_remove);
}

/* "Thinking… 2.4 s, depth 3 of 6 done", and the time limit kept. */
static void
update_progress (ReversiFrame *self)
{
  if (!self->search) {
    gtk_label_set_text (self->thinking_label, _("Thinking…"));
    return;
  }
  int limit = self->setup.side[COLOR_INDEX (self->game->kyokumen.color)].time_limit;
  g_autofree char *text = reversi_search_progress_text (reversi_search_get_seconds (self->search),
                                                        reversi_search_get_depth_done (self->search),
                                                        reversi_search_get_depth_target (self->search),
                                                        limit);
  gtk_label_set_text (self->thinking_label, text);
}

static gboolean
on_progress_tick (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  update_progress (self);
  _reversi_frame_write_state_file (self);
  int limit = self->setup.side[COLOR_INDEX (self->game->kyokumen.color)].time_limit;
  if (self->search && limit > 0 && reversi_search_get_seconds (self->search) >= limit)
    reversi_search_stop (self->search);
  return G_SOURCE_CONTINUE;
}

void
_reversi_frame_stop_search (ReversiFrame *self)
{
  if (self->search)
    reversi_search_stop (self->search);
}

/* The computer could not move: say why and wait for the user (undo or a
 * new game), rather than asking again and failing again. */
static void
computer_failed (ReversiFrame *self, const char *text)
{
  self->computer_failed = TRUE;
  _reversi_frame_set_message (self, text, TRUE);
  _reversi_frame_update_view (self);
}

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiSearch *search = REVERSI_SEARCH (source);
  Sashite move;
  SearchReport report;
  g_autoptr (GError) error = NULL;
  gboolean ok = reversi_search_finish (search, result, &move, &report, &error);

  g_application_release (g_application_get_default ());

  /* A search that was cancelled (new game, undo, window closed) has
   * nothing to say: the window may even be gone already. */
  if (search != self->search) {
    g_object_unref (self);
    return;
  }
  g_clear_object (&self->search);
  g_clear_handle_id (&self->progress_id, g_source_remove);

  if (!ok) {
    g_autofree char *text = g_strdup_printf (_("The computer could not choose a move: %s"),
                                             error->message);
    computer_failed (self, text);
  } else if (!game_play (self->game, move, &error)) {
    char notation[SASHITE_NOTATION_SIZE];
    g_autofree char *text = g_strdup_printf (_("The computer chose %s, which cannot be played: %s"),
                                             sashite_to_notation (move, self->game->start.size, notation),
                                             error->message);
    computer_failed (self, text);
  } else {
    self->report = report;
    self->report_move_count = self->game->move_count;
    _reversi_frame_set_message (self, NULL, FALSE);
    _reversi_frame_game_changed (self);
  }
  g_object_unref (self);
}

static void
start_search (ReversiFrame *self)
{
  int index = COLOR_INDEX (self->game->kyokumen.color);
  self->search = reversi_search_new (&self->game->kyokumen, self->game->misere,
                                     &self->setup.side[index].config);
  /* Keep the process until the worker is done, so quitting during a
   * search waits for it to unwind instead of exiting under it. */
  g_application_hold (g_application_get_default ());
  reversi_search_run_async (self->search, on_search_done, g_object_ref (self));
  self->progress_id = g_timeout_add (PROGRESS_INTERVAL_MS, on_progress_tick, self);
  update_progress (self);
}

static gboolean
on_pause_over (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  self->pause_id = 0;
  start_search (self);
  _reversi_frame_update_view (self);
  return G_SOURCE_REMOVE;
}

void
_reversi_frame_schedule_computer (ReversiFrame *self)
{
  if (_reversi_frame_is_over (self) || _reversi_frame_is_thinking (self) || self->computer_failed
      || game_player_to_move (self->game)->is_human)
    return;
  gboolean both_computers = !self->game->player[0]->is_human && !self->game->player[1]->is_human;
  guint pause = both_computers && self->game->move_count > 0
                    ? reversi_search_pause_ms (self->settings)
                    : 0;
  if (pause > 0)
    self->pause_id = g_timeout_add (pause, on_pause_over, self);
  else
    start_search (self);
}
