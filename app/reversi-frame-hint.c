/* SPDX-License-Identifier: MIT */
/* reversi-frame-hint.c: the hint, what the computer would play here.
 *
 * On a human's turn, with Show Hint on, the window searches the position
 * in the search program as a computer of the game would (the opponent's
 * settings when a computer plays, else the game's default computer) and
 * marks the move it finds on the board.  A new position drops the search.
 * A hint whose search failed (its program crashed, hung, answered a move
 * that cannot be played) says so, as a computer's move does, and waits
 * for Try Again (win.retry) rather than failing again at every redraw.
 *
 * Show Hint (Ctrl+H) is the window's own toggle, not a setting: asked for
 * in one game, it is off again in the next game and after a restart, as
 * a hint in GNOME's games is.  While a hint shows, a line under the
 * search line says what the mark on the board means.
 */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>

/* A hint still searching after this long is stopped, as Stop stops a
 * computer: it marks the best move found so far, and a search that does
 * not stop (a hung one) is ended after the grace period and said so. */
#define HINT_SECONDS 10

static void
on_show_hint_changed (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  g_simple_action_set_state (action, state);
  _reversi_frame_update_view (REVERSI_FRAME (user_data));
}

void
_reversi_frame_hint_action_init (ReversiFrame *self)
{
  g_autoptr (GSimpleAction) action =
      g_simple_action_new_stateful ("show-hint", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect_object (action, "change-state", G_CALLBACK (on_show_hint_changed), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
}

gboolean
_reversi_frame_hint_wanted (ReversiFrame *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-hint");
  g_autoptr (GVariant) state = action ? g_action_get_state (action) : NULL;
  return state && g_variant_get_boolean (state);
}

void
_reversi_frame_hint_off (ReversiFrame *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-hint");
  if (action)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (FALSE));
}

/* The line that says what the hint's mark is, for move; -1: none. */
static void
show_legend (ReversiFrame *self, int move)
{
  if (!self->hint_label)
    return;
  if (move < 0) {
    gtk_widget_set_visible (GTK_WIDGET (self->hint_label), FALSE);
    return;
  }
  g_autofree char *notation = reversi_game_session_notation (self->session, move);
  /* TRANSLATORS: in the side panel while Show Hint is on; %s is the
   * move ("c4", "3"), which the board marks with an outline in the hint's
   * colour (a ring on Reversi's board, a square frame on the others). */
  g_autofree char *text = g_strdup_printf (_("Hint: the computer would play %s here; the "
                                             "board outlines it. Ctrl+H hides the hint."),
                                           notation);
  gtk_label_set_text (self->hint_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), TRUE);
}

void
_reversi_frame_cancel_hint (ReversiFrame *self)
{
  if (self->hint_search) {
    reversi_search_cancel (self->hint_search);
    g_clear_object (&self->hint_search);
  }
  g_clear_handle_id (&self->hint_timeout_id, g_source_remove);
  self->hint_move_count = -1;
  if (self->hint_failed)
    _reversi_frame_set_message (self, NULL, FALSE);
  self->hint_failed = FALSE;
  show_legend (self, -1);
  if (self->board_view)
    reversi_board_view_set_hint (self->board_view, -1, -1);
  if (self->cell_board)
    reversi_cell_board_set_hint (self->cell_board, -1);
}

static void
on_hint_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiSearchReport report;
  g_autoptr (GError) error = NULL;
  gboolean ok = reversi_search_finish (REVERSI_SEARCH (source), result, &report, &error);
  if (!_reversi_frame_search_ended (source, &self->hint_search)) {
    /* Dropped: the window has moved on (and took the timer with it). */
    g_object_unref (self);
    return;
  }
  g_clear_handle_id (&self->hint_timeout_id, g_source_remove);
  if (ok) {
    reversi_board_set_hint (_reversi_frame_board (self), report.move);
    show_legend (self, report.move);
    _reversi_frame_write_state_file (self);
  } else {
    self->hint_failed = TRUE;
    /* TRANSLATORS: the hint's search failed; %s says what became of it. */
    g_autofree char *text = g_strdup_printf (_("No hint: %s"), error->message);
    _reversi_frame_set_message (self, text, TRUE);
    _reversi_frame_update_view (self);
  }
  g_object_unref (self);
}

void
_reversi_frame_retry_hint (ReversiFrame *self)
{
  if (!self->hint_failed)
    return;
  _reversi_frame_cancel_hint (self);
  /* The view asks for the hint of the position again. */
  _reversi_frame_update_view (self);
}

static gboolean
on_hint_timeout (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  self->hint_timeout_id = 0;
  reversi_search_stop (self->hint_search);
  return G_SOURCE_REMOVE;
}

void
_reversi_frame_update_hint (ReversiFrame *self, gboolean wanted)
{
  if (!wanted) {
    _reversi_frame_cancel_hint (self);
    return;
  }
  int length = reversi_game_session_get_length (self->session);
  if (self->hint_move_count == length)
    return;   /* searching or shown for this position already */
  _reversi_frame_cancel_hint (self);
  self->hint_move_count = length;
  /* Keep the process until the worker is done, as for a computer's move. */
  g_application_hold (g_application_get_default ());
  self->hint_search = reversi_search_new (reversi_game_session_search_request (self->session, -1));
  reversi_search_run_async (self->hint_search, on_hint_done, g_object_ref (self));
  self->hint_timeout_id = g_timeout_add_seconds (HINT_SECONDS, on_hint_timeout, self);
}
