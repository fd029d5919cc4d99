/* reversi-frame-hint.c: the hint, what the computer would play here.
 *
 * On a human's turn, with Show Hint on, the window searches the position
 * in the search program as a computer of the game would (the opponent's
 * settings when a computer plays, else the game's default computer) and
 * marks the move it finds on the board.  A new position drops the search.
 */
#include "reversi-frame-private.h"

/* The Reversi settings the hint searches with. */
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

/* The same in a GameRules game. */
static const ReversiRulesComputer *
hint_computer (ReversiFrame *self)
{
  const ReversiRulesSetup *setup = reversi_game_session_get_setup (self->session);
  for (int i = 0; i < 2; i++)
    if (setup->side[i].is_computer)
      return &setup->side[i].computer;
  return &_reversi_frame_game_info (self)->default_computer;
}

void
_reversi_frame_cancel_hint (ReversiFrame *self)
{
  if (self->hint_search) {
    reversi_search_cancel (self->hint_search);
    g_clear_object (&self->hint_search);
  }
  if (self->rules_hint_search) {
    reversi_rules_search_cancel (self->rules_hint_search);
    g_clear_object (&self->rules_hint_search);
  }
  self->hint_move_count = -1;
  if (self->board_view)
    reversi_board_view_set_hint (self->board_view, -1, -1);
  if (self->cell_board)
    reversi_cell_board_set_hint (self->cell_board, -1);
}

/* A hint search has ended: TRUE when it is still the window's. */
static gboolean
hint_ended (ReversiFrame *self, gpointer search)
{
  return _reversi_frame_search_ended (search, &self->hint_search, &self->rules_hint_search);
}

static void
on_hint_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  Sashite move;
  gboolean ok = reversi_search_finish (REVERSI_SEARCH (source), result, &move, NULL, NULL);
  if (hint_ended (self, source) && ok && !sashite_is_pass (move)) {
    int col, row;
    sashite_to_square (move, self->game->start.size, &col, &row);
    reversi_board_view_set_hint (self->board_view, col, row);
    _reversi_frame_write_state_file (self);
  }
  g_object_unref (self);
}

static void
on_rules_hint_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiRulesReport report;
  gboolean ok = reversi_rules_search_finish (REVERSI_RULES_SEARCH (source), result, &report, NULL);
  if (hint_ended (self, source) && ok) {
    reversi_cell_board_set_hint (self->cell_board, report.move);
    _reversi_frame_write_state_file (self);
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
  int length = _reversi_frame_length (self);
  if (self->hint_move_count == length)
    return;   /* searching or shown for this position already */
  _reversi_frame_cancel_hint (self);
  self->hint_move_count = length;
  /* Keep the process until the worker is done, as for a computer's move. */
  g_application_hold (g_application_get_default ());
  if (self->session) {
    self->rules_hint_search = reversi_rules_search_new (_reversi_frame_game_info (self),
                                                        reversi_game_session_get_path (self->session),
                                                        hint_computer (self));
    reversi_rules_search_run_async (self->rules_hint_search, on_rules_hint_done,
                                    g_object_ref (self));
    return;
  }
  PlayerConfig config = hint_config (self);
  self->hint_search = reversi_search_new (&self->game->kyokumen, self->game->misere, &config);
  reversi_search_run_async (self->hint_search, on_hint_done, g_object_ref (self));
}
