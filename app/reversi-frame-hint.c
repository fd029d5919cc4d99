/* reversi-frame-hint.c: the hint, what the computer would play here.
 *
 * On a human's turn, with Show Hint on, the window searches the position
 * on a worker thread as a computer of the game would (the opponent's
 * settings when a computer plays, else the default computer's) and marks
 * the move it finds on the board.  A new position drops the search.
 */
#include "reversi-frame-private.h"

/* The settings the hint searches with. */
static PlayerConfig
hint_config (ReversiFrame *self)
{
  for (int i = 0; i < 2; i++)
    if (self->setup.side[i].is_computer)
      return self->setup.side[i].config;
  PlayerConfig config;
  player_config_init (&config);
  return config;
}

void
_reversi_frame_cancel_hint (ReversiFrame *self)
{
  if (self->hint_search) {
    reversi_search_cancel (self->hint_search);
    g_clear_object (&self->hint_search);
  }
  self->hint_move_count = -1;
  reversi_board_view_set_hint (self->board_view, -1, -1);
}

static void
on_hint_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiSearch *search = REVERSI_SEARCH (source);
  Sashite move;
  gboolean ok = reversi_search_finish (search, result, &move, NULL, NULL);
  g_application_release (g_application_get_default ());
  if (search == self->hint_search) {
    g_clear_object (&self->hint_search);
    if (ok && !sashite_is_pass (move)) {
      int col, row;
      sashite_to_square (move, self->game->start.size, &col, &row);
      reversi_board_view_set_hint (self->board_view, col, row);
      _reversi_frame_write_state_file (self);
    }
  }
  g_object_unref (self);
}

void
_reversi_frame_update_hint (ReversiFrame *self, gboolean wanted)
{
  if (!wanted) {
    _reversi_frame_cancel_hint (self);
    return;
  }
  if (self->hint_move_count == self->game->move_count)
    return;   /* searching or shown for this position already */
  _reversi_frame_cancel_hint (self);
  self->hint_move_count = self->game->move_count;
  PlayerConfig config = hint_config (self);
  self->hint_search = reversi_search_new (&self->game->kyokumen, self->game->misere, &config);
  g_application_hold (g_application_get_default ());
  reversi_search_run_async (self->hint_search, on_hint_done, g_object_ref (self));
}
