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

#include "reversi-game-files.h"

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

/* The keys of Reversi's board (ReversiBoardView): where the keyboard is
 * (a square by its notation, else the type of the widget) and the hint. */
static void
write_board_view_state (ReversiFrame *self, GString *s)
{
  ReversiBoard *board = REVERSI_BOARD (self->board_view);
  int count = reversi_board_get_cell_count (board), n = 0;
  while ((n + 1) * (n + 1) <= count)
    n++;   /* its cells are the squares of an n x n board, row by row */
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  g_autofree char *focus_text = NULL;
  if (focus && n > 0 && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_view))) {
    int square = reversi_board_get_focus_cell (board);
    g_autofree char *where = reversi_game_session_notation (
        self->session, reversi_board_view_square_move (self->board_view, square % n, square / n));
    focus_text = g_strconcat ("square:", where, NULL);
  } else {
    focus_text = g_strdup (focus ? G_OBJECT_TYPE_NAME (focus) : "");
  }
  g_string_append_printf (s, "focus=%s\n", focus_text);
  int hint_col, hint_row;
  g_autofree char *hint = reversi_board_view_get_hint (self->board_view, &hint_col, &hint_row)
      ? reversi_game_session_notation (
            self->session, reversi_board_view_square_move (self->board_view, hint_col, hint_row))
      : g_strdup ("");
  g_string_append_printf (s, "hint=%s\n", hint);
  g_autofree char *board_bounds = bounds_of (self, GTK_WIDGET (self->board_view));
  g_string_append_printf (s, "board_bounds=%s\n", board_bounds);
}

/* The keys of a GameRules game's board (ReversiCellBoard): the hint, the
 * effect line, and where each cell is, for clicks. */
static void
write_cell_board_state (ReversiFrame *self, GString *s)
{
  ReversiGameSession *session = self->session;
  ReversiCellBoard *view = self->cell_board;
  int hint = reversi_cell_board_get_hint (view);
  g_autofree char *hint_text = hint >= 0 ? reversi_game_session_notation (session, hint) : g_strdup ("");
  g_string_append_printf (s, "hint=%s\n", hint_text);
  g_autofree char *effect = g_strdup (gtk_label_get_text (self->effect_label));
  g_strdelimit (effect, "\r\n", ' ');
  g_string_append_printf (s, "effect=%s\n", effect);
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
  reversi_game_files_state_keys (self->session, _reversi_frame_shown_move_count (self), s);
  if (self->cell_board)
    write_cell_board_state (self, s);
  else
    write_board_view_state (self, s);
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
  /* How much of the side panel's text is out of its scroller's view: 0
   * whenever the window has room for it all. */
  GtkAdjustment *side = gtk_scrolled_window_get_vadjustment (self->side_text);
  g_string_append_printf (s, "side_text_hidden=%d\n",
                          (int) MAX (0.0, gtk_adjustment_get_upper (side)
                                              - gtk_adjustment_get_page_size (side)));
  g_autofree char *thinking_bounds = bounds_of (self, GTK_WIDGET (self->thinking_label));
  g_string_append_printf (s, "thinking_bounds=%s\n", thinking_bounds);
  int first_row, last_row;
  reversi_move_list_get_rows_in_view (self->move_list, &first_row, &last_row);
  g_string_append_printf (s, "move_rows_in_view=%d-%d\n", first_row, last_row);

  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (path, s->str, (gssize) s->len, &error))
    g_warning ("Cannot write the state file: %s", error->message);
  g_string_free (s, TRUE);
}
