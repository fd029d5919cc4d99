/* SPDX-License-Identifier: MIT */
/* reversi-frame-state-file.c: what the window shows, written for the GUI tests.
 *
 * Why this exists: the tests in tests/app drive the real app with X input
 * and must know when a move has been played, whose turn it is and what the
 * relay text and messages say.  Reading all of that through AT-SPI would
 * mean polling the accessibility bus for a dozen labels, which is slow and
 * races with the window's updates; one small file written after every
 * update is exact and cheap.  Nothing is written unless REVERSI_STATE_FILE
 * names the file, so a normal run never touches the disk here.  (One fact,
 * the board, the tests also check through AT-SPI: test-accessibility.py.)
 */
#include "reversi-frame-private.h"

/* "x,y,width,height" of a widget in the window's coordinates, or "" when
 * it is not shown: the tests measure the contrast of its text there. */
static char *
bounds_of (ReversiFrame *self, GtkWidget *widget)
{
  graphene_rect_t r;
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &r))
    return g_strdup ("");
  return g_strdup_printf ("%d,%d,%d,%d", (int) r.origin.x, (int) r.origin.y, (int) r.size.width,
                          (int) r.size.height);
}

static void write_state (ReversiFrame *self, const char *path);

/* Widgets are laid out after the change that moved them: the file is
 * written again once that has happened, so the bounds are the shown ones. */
#define SETTLE_MS 150

/* Whether a label on show still waits for its size (a busy machine may
 * lay the window out later than SETTLE_MS after the change). */
static gboolean
waits_for_layout (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) == 0;
}

static gboolean
on_settled (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  write_state (self, g_getenv ("REVERSI_STATE_FILE"));
  if (waits_for_layout (GTK_WIDGET (self->search_label))
      || waits_for_layout (GTK_WIDGET (self->result_label))
      || waits_for_layout (reversi_relay_panel_get_message_label (self->relay_panel)))
    return G_SOURCE_CONTINUE;   /* written again when it is laid out */
  self->state_settle_id = 0;
  return G_SOURCE_REMOVE;
}

/* key=value lines, written atomically so a reader never sees half a file;
 * the keys are the contract with tests/app/harness.py. */
void
_reversi_frame_write_state_file (ReversiFrame *self)
{
  const char *path = g_getenv ("REVERSI_STATE_FILE");
  if (!path || !*path || !self->session)
    return;
  write_state (self, path);
  if (!self->state_settle_id)
    self->state_settle_id = g_timeout_add (SETTLE_MS, on_settled, self);
}

/* The keys of a Reversi game: the board as the engine writes it. */
static void
write_reversi_state (ReversiFrame *self, const Game *game, GString *s)
{
  gboolean over = reversi_game_session_is_over (self->session);
  g_autofree char *board = kyokumen_to_board_string (&game->kyokumen);
  g_autofree char *moves = game_record_to_text (game);
  g_autofree char *result = NULL;
  if (over) {
    GameResult r;
    game_result (game, &r);
    result = game_result_to_text (&r);
  }
  /* Where the keyboard is: a board square by its notation, else the type. */
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  g_autofree char *focus_text = NULL;
  if (focus && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_view))) {
    int square = reversi_board_get_focus_cell (REVERSI_BOARD (self->board_view));
    char where[SASHITE_NOTATION_SIZE];
    int n = game->kyokumen.size;
    focus_text = g_strconcat ("square:", sashite_to_notation (sashite_from_square (n, square % n, square / n), n, where), NULL);
  } else {
    focus_text = g_strdup (focus ? G_OBJECT_TYPE_NAME (focus) : "");
  }

  char hint[SASHITE_NOTATION_SIZE] = "";
  int hint_col, hint_row;
  if (reversi_board_view_get_hint (self->board_view, &hint_col, &hint_row))
    sashite_to_notation (sashite_from_square (game->kyokumen.size, hint_col, hint_row),
                         game->kyokumen.size, hint);

  g_string_append_printf (s, "board=%s\n", board);
  g_string_append_printf (s, "moves=%s\n", moves);
  g_string_append_printf (s, "size=%d\n", game->kyokumen.size);
  g_string_append_printf (s, "to_move=%s\n", game->kyokumen.color == BLACK ? "black" : "white");
  g_string_append_printf (s, "result=%s\n", result ? result : "");
  g_string_append_printf (s, "focus=%s\n", focus_text);
  g_string_append_printf (s, "hint=%s\n", hint);
  Kyokumen *shown = g_new (Kyokumen, 1);
  reversi_game_session_reversi_position (self->session, _reversi_frame_shown_move_count (self),
                                         shown);
  g_autofree char *shown_board = kyokumen_to_board_string (shown);
  g_free (shown);
  g_string_append_printf (s, "shown_board=%s\n", shown_board);
  g_autofree char *board_bounds = bounds_of (self, GTK_WIDGET (self->board_view));
  g_string_append_printf (s, "board_bounds=%s\n", board_bounds);
}

/* The keys of a GameRules game: the position as its rules write it, and
 * where each cell of the board is, for clicks. */
static void
write_common_state (ReversiFrame *self, GString *s)
{
  ReversiGameSession *session = self->session;
  const GameRules *rules = reversi_game_session_get_rules (session);
  int length = reversi_game_session_get_length (session);
  g_string_append (s, "moves=");
  for (int i = 0; i < length; i++) {
    g_autofree char *notation =
        reversi_game_session_notation (session, reversi_game_session_get_move (session, i));
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", notation);
  }
  g_string_append_c (s, '\n');
  g_autofree char *position = rules->position_to_text (rules, reversi_game_session_get_position (session, length));
  g_strdelimit (position, "\n", '|');
  g_string_append_printf (s, "position=%s\n", position);
  g_string_append_printf (s, "to_move=%d\n", reversi_game_session_side_to_move (self->session, length));
  g_string_append_printf (s, "result=%s\n",
                          reversi_game_session_is_over (self->session)
                              ? game_transcript_result_word (reversi_game_session_get_path (session))
                              : "");
  int hint = self->cell_board ? reversi_cell_board_get_hint (self->cell_board) : -1;
  g_autofree char *hint_text = hint >= 0 ? reversi_game_session_notation (session, hint) : g_strdup ("");
  g_string_append_printf (s, "hint=%s\n", hint_text);
  g_autofree char *effect = g_strdup (gtk_label_get_text (self->effect_label));
  g_strdelimit (effect, "\r\n", ' ');
  g_string_append_printf (s, "effect=%s\n", effect);
  ReversiCellBoard *view = self->cell_board;
  g_string_append (s, "cells=");
  for (int cell = 0; cell < reversi_cell_board_get_cell_count (view); cell++) {
    graphene_rect_t r;
    reversi_cell_board_get_cell_bounds (view, cell, &r);
    graphene_point_t centre;
    if (!gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (self),
                                   &GRAPHENE_POINT_INIT (r.origin.x + r.size.width / 2,
                                                         r.origin.y + r.size.height / 2),
                                   &centre))
      continue;
    g_string_append_printf (s, "%s%d@%d,%d", cell > 0 ? " " : "",
                            reversi_cell_board_get_cell_move (view, cell), (int) centre.x,
                            (int) centre.y);
  }
  g_string_append_c (s, '\n');
  g_autofree char *board_bounds = bounds_of (self, GTK_WIDGET (view));
  g_string_append_printf (s, "board_bounds=%s\n", board_bounds);
}

static void
write_state (ReversiFrame *self, const char *path)
{
  if (!self->session)
    return;

  gboolean over = reversi_game_session_is_over (self->session);
  g_autofree char *result_text = NULL;
  if (over) {
    result_text = reversi_game_session_result_text (self->session);
    g_strdelimit (result_text, "\n", ' ');
  }
  g_autofree char *relay = reversi_game_session_relay_text (
      self->session, reversi_game_session_get_length (self->session));
  g_autofree char *last = _reversi_frame_last_move_notation (self);
  /* One line per key: a message never spans lines in the file. */
  g_autofree char *message = g_strdup (self->message ? self->message : "");
  g_strdelimit (message, "\r\n", ' ');

  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "game=%s\n", reversi_game_session_get_game (self->session)->id);
  const Game *reversi = reversi_game_session_get_reversi (self->session);
  if (reversi)
    write_reversi_state (self, reversi, s);
  else
    write_common_state (self, s);
  g_string_append_printf (s, "human_to_move=%d\n", _reversi_frame_human_may_move (self));
  g_string_append_printf (s, "thinking=%d\n", _reversi_frame_is_thinking (self));
  g_string_append_printf (s, "over=%d\n", over);
  g_string_append_printf (s, "result_text=%s\n", result_text ? result_text : "");
  g_string_append_printf (s, "title=%s\n", gtk_window_get_title (GTK_WINDOW (self)));
  g_string_append_printf (s, "relay=%s\n", relay);
  g_string_append_printf (s, "last_move=%s\n", last);
  g_string_append_printf (s, "message=%s\n", message);
  g_autofree char *entry = g_strdup (gtk_editable_get_text (reversi_relay_panel_get_entry (self->relay_panel)));
  g_strdelimit (entry, "\r\n", ' ');
  g_string_append_printf (s, "entry=%s\n", entry);
  g_string_append_printf (s, "thinking_text=%s\n",
                          _reversi_frame_is_thinking (self) ? gtk_label_get_text (self->thinking_label) : "");
  g_string_append_printf (s, "shown=%d\n", _reversi_frame_shown_move_count (self));
  g_string_append_printf (s, "file=%s\n", self->file_path ? self->file_path : "");
  g_autofree char *autosave_error = g_strdup (self->autosave_error ? self->autosave_error : "");
  g_strdelimit (autosave_error, "\r\n", ' ');
  g_string_append_printf (s, "autosave_error=%s\n", autosave_error);
  g_autofree char *report = g_strdup (gtk_widget_get_visible (GTK_WIDGET (self->search_label))
                                          ? gtk_label_get_text (self->search_label) : "");
  g_strdelimit (report, "\r\n", '|');
  g_string_append_printf (s, "report=%s\n", report);
  g_autofree char *message_bounds =
      bounds_of (self, reversi_relay_panel_get_message_label (self->relay_panel));
  g_autofree char *report_bounds = bounds_of (self, GTK_WIDGET (self->search_label));
  g_autofree char *result_bounds = bounds_of (self, GTK_WIDGET (self->result_label));
  g_string_append_printf (s, "message_bounds=%s\n", message_bounds);
  g_string_append_printf (s, "report_bounds=%s\n", report_bounds);
  g_string_append_printf (s, "result_bounds=%s\n", result_bounds);
  int first_row, last_row;
  reversi_move_list_get_rows_in_view (self->move_list, &first_row, &last_row);
  g_string_append_printf (s, "move_rows_in_view=%d-%d\n", first_row, last_row);

  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (path, s->str, (gssize) s->len, &error))
    g_warning ("Cannot write the state file: %s", error->message);
  g_string_free (s, TRUE);
}
