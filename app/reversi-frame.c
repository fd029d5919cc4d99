/* SPDX-License-Identifier: MIT */
/* reversi-frame.c: the main window: its lifecycle, what it shows, and the
 * moves a human makes by click or typed notation.  The other concerns of
 * the window are in the files reversi-frame-private.h lists. */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "config.h"
#include "reversi-application.h"
#include "reversi-autosave.h"
#include "reversi-game-catalog.h"
#include "reversi-game-views.h"

G_DEFINE_FINAL_TYPE (ReversiFrame, reversi_frame, GTK_TYPE_APPLICATION_WINDOW)

/* ------------------------------------------------ the game, whichever it is */

/* The window asks the session (reversi-game-session.h), which answers for
 * every game, Reversi included; only the board it draws differs. */

const char *
_reversi_frame_side_name (ReversiFrame *self, int side)
{
  return reversi_game_side_name (reversi_game_session_get_game (self->session), side);
}

void
_reversi_frame_truncate (ReversiFrame *self, int length)
{
  reversi_game_session_truncate (self->session, length);
  if (self->report_move_count > length)
    self->report_move_count = 0;
  self->computer_failed = FALSE;
}

char *
_reversi_frame_last_move_notation (ReversiFrame *self)
{
  int length = reversi_game_session_get_length (self->session);
  return length > 0 ? reversi_game_session_notation (
                          self->session, reversi_game_session_get_move (self->session, length - 1))
                    : g_strdup ("");
}
/* ---------------------------------------------------------------- helpers */

gboolean
_reversi_frame_is_thinking (ReversiFrame *self)
{
  return _reversi_frame_is_searching (self) || self->pause_id != 0;
}

gboolean
_reversi_frame_human_may_move (ReversiFrame *self)
{
  ReversiGameSession *session = self->session;
  return !reversi_game_session_is_over (session)
         && reversi_game_session_is_human (
             session, reversi_game_session_side_to_move (
                          session, reversi_game_session_get_length (session)))
         && !_reversi_frame_is_thinking (self) && !_reversi_frame_is_reviewing (self);
}

void
_reversi_frame_set_message (ReversiFrame *self, const char *text, gboolean is_error)
{
  g_free (self->message);
  self->message = text && *text ? g_strdup (text) : NULL;
  self->message_is_error = is_error;
  reversi_relay_panel_set_message (self->relay_panel, self->message, is_error);
}

void
_reversi_frame_show_error (ReversiFrame *self, const char *primary, const char *secondary)
{
  _reversi_frame_set_message (self, secondary, TRUE);
  reversi_show_message (GTK_WINDOW (self), primary, secondary);
  _reversi_frame_update_view (self);
}

void
_reversi_frame_toast (ReversiFrame *self, const char *text)
{
  /* The window's child (not a bound template child: disposing the
   * template would free it before the children bound after it). */
  AdwToast *toast = adw_toast_new (text);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (gtk_window_get_child (GTK_WINDOW (self))), toast);
}

/* ------------------------------------------------------------------- view */

/* "kit (Black) vs kit-4-10-1 (White)", for the title and the move list, so
 * two windows of a relay can be told apart at a glance. */
static char *
sides_text (ReversiFrame *self)
{
  g_autofree char *first = reversi_game_session_player_name (self->session, 0);
  g_autofree char *second = reversi_game_session_player_name (self->session, 1);
  /* TRANSLATORS: the two players: the first's name and side ("X", "Black"), then the second's. */
  return g_strdup_printf (_("%1$s (%2$s) vs %3$s (%4$s)"), first,
                          _reversi_frame_side_name (self, 0), second,
                          _reversi_frame_side_name (self, 1));
}

static void
update_title (ReversiFrame *self)
{
  g_autofree char *sides = sides_text (self);
  g_autofree char *title = reversi_game_session_title (self->session, sides);
  if (self->file_path) {
    /* As GNOME's apps do: the file first, once the game has one. */
    g_autofree char *file = g_filename_display_basename (self->file_path);
    char *named = g_strdup_printf (_("%1$s — %2$s"), file, title);
    g_free (title);
    title = named;
  }
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* TRANSLATORS: the heading of the move list, with the players. */
  g_autofree char *heading = g_strdup_printf (_("Moves: %s"), sides);
  gtk_label_set_text (self->moves_heading, heading);
}

/* The side panel's labels: whose turn, the result, the players, the
 * counts, and what the last move did (while reviewing, of the position
 * on show). */
static void
update_labels (ReversiFrame *self)
{
  int shown = _reversi_frame_shown_move_count (self);
  gboolean over = reversi_game_session_is_over (self->session);

  g_autofree char *turn = NULL;
  if (_reversi_frame_is_reviewing (self))
    /* TRANSLATORS: the heading while reviewing: the move shown, the moves played. */
    turn = g_strdup_printf (_("Move %1$d of %2$d"), self->review_index,
                            reversi_game_session_get_length (self->session));
  else if (over)
    turn = g_strdup (_("Game over"));
  else
    turn = g_strdup_printf (_("%s to move"),
                            _reversi_frame_side_name (self, reversi_game_session_side_to_move (self->session, shown)));
  gtk_label_set_text (self->turn_label, turn);

  if (over) {
    /* The first line (who won, the count) large, the details under it. */
    g_autofree char *result = reversi_game_session_result_text (self->session);
    g_auto (GStrv) lines = g_strsplit (result, "\n", 2);
    g_autofree char *markup = g_markup_printf_escaped ("<span size='x-large' weight='bold'>%s</span>%s%s",
                                                       lines[0], lines[1] ? "\n" : "",
                                                       lines[1] ? lines[1] : "");
    gtk_label_set_markup (self->result_label, markup);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);

  g_autofree char *first = reversi_game_session_player_name (self->session, 0);
  g_autofree char *second = reversi_game_session_player_name (self->session, 1);
  g_autofree char *players = g_strdup_printf ("%s: %s\n%s: %s", _reversi_frame_side_name (self, 0),
                                              first, _reversi_frame_side_name (self, 1), second);
  g_autofree char *rule = reversi_game_session_rule_text (self->session);
  g_autofree char *players_rule = *rule ? g_strconcat (players, "\n", rule, NULL)
                                        : g_strdup (players);
  gtk_label_set_text (self->players_label, players_rule);

  g_autofree char *counts = reversi_game_session_counts_text (self->session, shown);
  gtk_label_set_text (self->counts_label, counts);
  gtk_widget_set_visible (GTK_WIDGET (self->counts_label), *counts != '\0');

  g_autofree char *effect = shown > 0
      ? reversi_game_session_describe_move (self->session, shown - 1) : g_strdup ("");
  gtk_label_set_text (self->effect_label, effect);
  gtk_widget_set_visible (GTK_WIDGET (self->effect_label), *effect != '\0');
}

/* The search label: what the last computer move found, while it is still
 * the game's history (undo can take it back). */
static void
update_search_report (ReversiFrame *self)
{
  gboolean show = _reversi_frame_report_describes_shown (self);
  if (show) {
    g_autofree char *text = _reversi_frame_report_text (self);
    gtk_label_set_text (self->search_label, text);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->search_label), show);
}

/* The relay panel: the last move in large text, and what the window waits for. */
static void
update_relay_panel (ReversiFrame *self)
{
  const char *side = _reversi_frame_side_name (self, reversi_game_session_side_to_move (self->session, reversi_game_session_get_length (self->session)));
  gboolean human = _reversi_frame_human_may_move (self);
  gboolean must_pass = human && reversi_game_session_must_pass (self->session);

  /* While reviewing, the move that led to the position on show. */
  g_autofree char *relay =
      reversi_game_session_relay_text (self->session, _reversi_frame_shown_move_count (self));
  reversi_relay_panel_set_relay_text (self->relay_panel, relay);

  /* The game's own words for the side to move, where it has them. */
  const ReversiGameInfo *game = reversi_game_session_get_game (self->session);
  const char *own_prompt = game->move_prompts[reversi_game_session_side_to_move (
      self->session, reversi_game_session_get_length (self->session))];
  g_autofree char *prompt = NULL;
  if (_reversi_frame_is_reviewing (self))
    prompt = _reversi_frame_review_prompt (self);
  else if (reversi_game_session_is_over (self->session))
    prompt = g_strdup (_("The game is over. Press Game to play again."));
  else if (must_pass)
    prompt = g_strdup_printf (_("%s has no legal move and must pass: press Pass or type “pass”."),
                              side);
  else if (human && own_prompt)
    prompt = g_strdup (_(own_prompt));
  else if (human)
    /* TRANSLATORS: the side to move ("X"), and what a move looks like in
     * the game's notation, the move entry's placeholder ("c4 or pass",
     * "a column: a–g"): a description, so it is not in quotes. */
    prompt = g_strdup_printf (_("%1$s to move: click the board, or type the move (%2$s) and "
                                "press Enter."),
                              side, _(reversi_game_session_get_game (self->session)->move_example));
  else if (_reversi_frame_is_thinking (self))
    prompt = g_strdup_printf (_("The computer (%s) is thinking."), side);
  else if (self->computer_failed)
    prompt = g_strdup (_("The computer could not move. Try again, undo, or start a new game."));
  reversi_relay_panel_set_prompt (self->relay_panel, prompt);
  reversi_relay_panel_set_accepting (self->relay_panel, human, must_pass);
}

/* The move list: one row a move ("12. White c4", "3. X: b2"). */
static void
update_move_list (ReversiFrame *self, int shown)
{
  int length = reversi_game_session_get_length (self->session);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i <= length; i++)
    g_ptr_array_add (rows, reversi_game_session_move_row (self->session, i));
  reversi_move_list_set_rows (self->move_list, (const char *const *) rows->pdata, length, shown);
}

ReversiBoard *
_reversi_frame_board (ReversiFrame *self)
{
  return self->cell_board ? REVERSI_BOARD (self->cell_board) : REVERSI_BOARD (self->board_view);
}

/* The board: the position on show, and whether a human may play on it. */
static void
update_board (ReversiFrame *self, int shown, gboolean human)
{
  ReversiBoard *board = _reversi_frame_board (self);
  reversi_board_show_game (board, self->session, shown);
  /* Reversi's board previews the flips of a move; it is hidden in the
   * other games, whose boards have no such preview. */
  reversi_board_view_set_show_flips (self->board_view,
                                     g_settings_get_boolean (self->settings, "show-flips"));
  reversi_board_set_interactive (board, human);
  reversi_board_set_show_legal_moves (board,
                                      g_settings_get_boolean (self->settings, "show-legal-moves"));
}

/* The side panel's scroller asks for the height of its text at the
 * panel's width.  (A scroller measures its child's natural height for no
 * width in particular: the wrapped labels' narrowest layout, far too tall;
 * capped here at the height they need at the panel's width, so the room
 * left goes to the move list, and the text scrolls only when a small
 * window has no room for it.)  Measured again whenever a line of it
 * changes (watch_side_text): the thinking line grows every tenth of a
 * second, and a cap measured for one line cut its second off. */
static void
fit_side_text (ReversiFrame *self)
{
  /* The width the text is shown at, once the scroller has one (the panel
   * may get more than it asks for); before that, the width asked for. */
  int width = (int) gtk_adjustment_get_page_size (gtk_scrolled_window_get_hadjustment (self->side_text));
  if (width <= 0)
    gtk_widget_get_size_request (self->side_panel, &width, NULL);
  GtkWidget *text = gtk_scrolled_window_get_child (self->side_text);
  int height;
  gtk_widget_measure (text, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  if (gtk_scrolled_window_get_max_content_height (self->side_text) != height)
    gtk_scrolled_window_set_max_content_height (self->side_text, height);
}

static gboolean
on_side_text_changed_idle (gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  self->side_text_fit_id = 0;
  fit_side_text (self);
  return G_SOURCE_REMOVE;
}

/* Measured once the change is whole: a label hidden is still counted by
 * its parent's size while its notify runs (a tic-tac-toe move, found at
 * once, left the thinking line's height as a blank), and one update
 * changes several lines.  Before the next layout and drawing. */
static void
on_side_text_changed (ReversiFrame *self)
{
  if (!self->side_text_fit_id)
    self->side_text_fit_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, on_side_text_changed_idle, self,
                                              NULL);
}

/* Every label of the side text, and the thinking line's box, refit the
 * scroller when their text or visibility changes, whoever changes it (the
 * progress tick, the hint, an autosave error); and so does a new width
 * (the horizontal adjustment's page is the width the text is shown at). */
static void
watch_side_text (ReversiFrame *self)
{
  g_signal_connect_swapped (gtk_scrolled_window_get_hadjustment (self->side_text), "notify::page-size",
                            G_CALLBACK (on_side_text_changed), self);
  GtkWidget *lines[] = {
    GTK_WIDGET (self->autosave_label), GTK_WIDGET (self->turn_label),
    GTK_WIDGET (self->result_label), GTK_WIDGET (self->players_label),
    GTK_WIDGET (self->counts_label), GTK_WIDGET (self->effect_label),
    GTK_WIDGET (self->thinking_label), GTK_WIDGET (self->hint_label), self->thinking_box,
  };
  for (size_t i = 0; i < G_N_ELEMENTS (lines); i++) {
    g_assert (gtk_widget_is_ancestor (lines[i], GTK_WIDGET (self->side_text)));
    if (GTK_IS_LABEL (lines[i]))
      g_signal_connect_swapped (lines[i], "notify::label", G_CALLBACK (on_side_text_changed), self);
    g_signal_connect_swapped (lines[i], "notify::visible", G_CALLBACK (on_side_text_changed), self);
  }
}

void
_reversi_frame_update_view (ReversiFrame *self)
{
  gboolean thinking = _reversi_frame_is_thinking (self);
  gboolean human = _reversi_frame_human_may_move (self);
  int shown = _reversi_frame_shown_move_count (self);

  update_board (self, shown, human);
  update_move_list (self, shown);
  _reversi_frame_update_hint (self, human && _reversi_frame_hint_wanted (self));
  update_labels (self);
  update_title (self);
  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->stop_button, _reversi_frame_is_searching (self));
  update_search_report (self);
  update_relay_panel (self);
  _reversi_frame_actions_update (self);

  /* The move entry has the focus on a human's turn, unless the person
   * is playing on the board with the keyboard. */
  if (human && !reversi_board_has_keyboard_focus (_reversi_frame_board (self)))
    reversi_relay_panel_focus_entry (self->relay_panel);

  _reversi_frame_write_state_file (self);
}

/* ------------------------------------------------------------ the game */

void
_reversi_frame_game_changed (ReversiFrame *self)
{
  _reversi_frame_autosave (self);
  _reversi_frame_schedule_computer (self);
  _reversi_frame_update_view (self);
}

/* What every new game of the window starts with: no search, no review,
 * no file (Save must not write over the old game's), nothing said. */
static void
forget_game (ReversiFrame *self)
{
  _reversi_frame_cancel_search (self);
  _reversi_frame_cancel_hint (self);
  _reversi_frame_hint_off (self);
  _reversi_frame_stop_reviewing (self);
  g_clear_pointer (&self->file_path, g_free);
  self->report_move_count = 0;
  self->computer_failed = FALSE;
  _reversi_frame_set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
}

/* The board of the game on show: the course's board, or the view of the
 * game's folder (kept while the game stays the same). */
static void on_move_chosen (ReversiCellBoard *view, int move, gpointer user_data);

static void
show_board (ReversiFrame *self)
{
  const ReversiGameInfo *game = reversi_game_session_get_game (self->session);
  GType type = game->course_board ? G_TYPE_NONE : reversi_game_view_type (game);
  if (self->cell_board && G_OBJECT_TYPE (self->cell_board) != type) {
    gtk_box_remove (self->board_box, GTK_WIDGET (self->cell_board));
    self->cell_board = NULL;
  }
  if (!game->course_board && !self->cell_board) {
    self->cell_board = g_object_new (type, "hexpand", TRUE, "vexpand", TRUE, NULL);
    g_signal_connect (self->cell_board, "move-chosen", G_CALLBACK (on_move_chosen), self);
    gtk_box_append (self->board_box, GTK_WIDGET (self->cell_board));
  }
  gtk_widget_set_visible (GTK_WIDGET (self->board_view), game->course_board);
  reversi_relay_panel_set_pass_offered (self->relay_panel, game->pass_offered);
  reversi_relay_panel_set_placeholder (self->relay_panel, _(game->move_example));
  _reversi_frame_actions_for_game (self);
}

void
_reversi_frame_replace_session (ReversiFrame *self, ReversiGameSession *session)
{
  forget_game (self);
  g_clear_object (&self->session);
  self->session = session;
  /* Kept for a GGF game opened in another game's window later. */
  const ReversiGameSetup *players = reversi_game_session_get_reversi_setup (session);
  if (players) {
    reversi_game_setup_clear (&self->last_reversi);
    reversi_game_setup_copy (&self->last_reversi, players);
  }
  show_board (self);
  _reversi_frame_game_changed (self);
}

gboolean
reversi_frame_start_game (ReversiFrame *self, const ReversiGameSetup *setup, GError **error)
{
  ReversiGameSession *session = reversi_game_session_new_reversi (setup, error);
  if (session)
    _reversi_frame_replace_session (self, session);
  return session != NULL;
}

void
reversi_frame_start_common_game (ReversiFrame *self, const ReversiCommonSetup *setup)
{
  _reversi_frame_replace_session (self, reversi_game_session_new (setup));
}

gboolean
reversi_frame_load_record (ReversiFrame *self, const GameRecord *record, GError **error)
{
  ReversiGameSession *session = reversi_game_session_new_from_record (record, error);
  if (session)
    _reversi_frame_replace_session (self, session);
  return session != NULL;
}

/* ------------------------------------------------------------ human moves */

/* A refused move: say why, and select the typed text so the next try
 * replaces it. */
static void
refuse_move (ReversiFrame *self, const char *reason)
{
  _reversi_frame_set_message (self, reason, TRUE);
  reversi_relay_panel_select_entry (self->relay_panel);
  _reversi_frame_update_view (self);
}

/* Whether a person may play now; if not, says why. */
static gboolean
may_play (ReversiFrame *self)
{
  if (_reversi_frame_is_reviewing (self)) {
    refuse_move (self, _("An earlier position is on show: press Last (Alt+End) to go back to the "
                         "game, or Continue from Here to play on from it."));
    return FALSE;
  }
  if (reversi_game_session_is_over (self->session)) {
    refuse_move (self, _("The game is over. Press Game to play again."));
    return FALSE;
  }
  if (!_reversi_frame_human_may_move (self)) {
    g_autofree char *text = g_strdup_printf (
        _("It is not your turn: the computer (%s) is to move."),
        _reversi_frame_side_name (self, reversi_game_session_side_to_move (self->session, reversi_game_session_get_length (self->session))));
    refuse_move (self, text);
    return FALSE;
  }
  return TRUE;
}

/* A person's move (a square or cell of the board, or typed). */
static void
play_human_move (ReversiFrame *self, int move)
{
  if (!may_play (self))
    return;
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_play (self->session, move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  _reversi_frame_set_message (self, NULL, FALSE);
  _reversi_frame_game_changed (self);
  /* After the view shows the move: clearing the entry writes the state
   * file (tests), which must not show the move with the labels of the
   * position before it. */
  reversi_relay_panel_clear_entry (self->relay_panel);
}

static void
on_move_entered (ReversiRelayPanel *panel, const char *text, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  g_autofree char *typed = g_strstrip (g_strdup (text));
  if (*typed == '\0') {
    g_autofree char *reason = g_strdup_printf (_("No move given: type %s and press Enter."),
                                               _(reversi_game_session_get_game (self->session)->move_example));
    refuse_move (self, reason);
    return;
  }
  int move = -1;
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_read_move (self->session, text, &move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  play_human_move (self, move);
}

static void
on_move_activated (ReversiMoveList *list, int count, gpointer user_data)
{
  _reversi_frame_review (REVERSI_FRAME (user_data), count);
}

static void
on_square_clicked (ReversiBoardView *view, int col, int row, gpointer user_data)
{
  play_human_move (REVERSI_FRAME (user_data), reversi_board_view_square_move (view, col, row));
}

static void
on_move_chosen (ReversiCellBoard *view, int move, gpointer user_data)
{
  play_human_move (REVERSI_FRAME (user_data), move);
}

/* ------------------------------------------------------------- lifecycle */

static void
on_show_hints_changed (GSettings *settings, const char *key, gpointer user_data)
{
  _reversi_frame_update_view (REVERSI_FRAME (user_data));
}

/* The tests follow the keyboard through the state file. */
static void
on_focus_changed (GObject *window, GParamSpec *pspec, gpointer user_data)
{
  _reversi_frame_write_state_file (REVERSI_FRAME (window));
}

static gboolean
on_close_request (GtkWindow *window, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (window);
  _reversi_frame_cancel_search (self);
  _reversi_frame_cancel_hint (self);
  /* An unfinished game stays on disk, to be offered at the next start. */
  if (self->session
      && (reversi_game_session_is_over (self->session) || reversi_game_session_get_length (self->session) == 0))
    _reversi_frame_remove_autosave (self);
  return FALSE;
}

static void
reversi_frame_dispose (GObject *object)
{
  ReversiFrame *self = REVERSI_FRAME (object);
  _reversi_frame_cancel_search (self);
  g_clear_handle_id (&self->state_settle_id, g_source_remove);
  g_clear_handle_id (&self->side_text_fit_id, g_source_remove);
  _reversi_frame_cancel_hint (self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->orphans, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_FRAME);
  G_OBJECT_CLASS (reversi_frame_parent_class)->dispose (object);
}

static void
reversi_frame_finalize (GObject *object)
{
  ReversiFrame *self = REVERSI_FRAME (object);
  reversi_game_setup_clear (&self->last_reversi);
  g_free (self->message);
  g_free (self->autosave_path);
  g_free (self->autosave_error);
  g_free (self->file_path);
  G_OBJECT_CLASS (reversi_frame_parent_class)->finalize (object);
}

static void
reversi_frame_class_init (ReversiFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_frame_dispose;
  object_class->finalize = reversi_frame_finalize;

  g_type_ensure (ADW_TYPE_TOAST_OVERLAY);
  g_type_ensure (REVERSI_TYPE_BOARD_VIEW);
  g_type_ensure (REVERSI_TYPE_RELAY_PANEL);
  g_type_ensure (REVERSI_TYPE_MOVE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/reversi_kit/Reversi/reversi-frame.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, board_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, board_view);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, undo_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, continue_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, retry_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, result_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, players_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, counts_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, effect_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, spinner);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, moves_heading);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, autosave_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, search_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, relay_panel);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, move_list);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ReversiFrame, side_text);
  gtk_widget_class_bind_template_callback (widget_class, on_move_entered);
  gtk_widget_class_bind_template_callback (widget_class, on_square_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_move_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request);

  _reversi_frame_class_actions_init (klass);
}

/* The game the settings remember, or the defaults when a remembered
 * player cannot be made (settings from another build, with a strategy
 * this one lacks). */
static void
start_remembered_game (ReversiFrame *self)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  reversi_game_setup_load (&setup, self->settings);
  self->session = reversi_game_session_new_reversi (&setup, NULL);
  if (!self->session) {
    reversi_game_setup_clear (&setup);
    reversi_game_setup_init (&setup);
    self->session = reversi_game_session_new_reversi (&setup, NULL);
  }
  reversi_game_setup_copy (&self->last_reversi, &setup);
  reversi_game_setup_clear (&setup);
}

/* The side panel's narrowest width, and the room around the board and
 * the panel (margins, header bar) in pixels. */
#define SIDE_PANEL_MIN 340
#define AROUND_WIDTH 36
#define AROUND_HEIGHT 72

/* A square board as tall as the window leaves the rest of the width to
 * the side panel (up to half the window), so a large window's room goes
 * to the text rather than to empty space beside the board. */
static void
fit_side_panel (ReversiFrame *self, GParamSpec *pspec, gpointer unused)
{
  int width, height;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0 || height <= 0)
    return;
  int panel = width - AROUND_WIDTH - MAX (0, height - AROUND_HEIGHT);
  panel = CLAMP (panel, SIDE_PANEL_MIN, MAX (SIDE_PANEL_MIN, width / 2));
  int now;
  gtk_widget_get_size_request (self->side_panel, &now, NULL);
  if (now != panel) {
    gtk_widget_set_size_request (self->side_panel, panel, -1);
    fit_side_text (self);
  }
}

static void
reversi_frame_init (ReversiFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  watch_side_text (self);
  self->settings = g_settings_new (APPLICATION_ID);
  /* The application may replace this game straight away (command line,
   * --open); until then the window has a game to show, and everything
   * below may ask it. */
  start_remembered_game (self);
  /* The window keeps the size and state the user last gave a window, as
   * GNOME apps do: read when it opens, written as it changes.  Only read
   * once, so another window of the process does not resize this one. */
  GSettingsBindFlags flags = G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES;
  g_settings_bind (self->settings, "window-width", self, "default-width", flags);
  g_settings_bind (self->settings, "window-height", self, "default-height", flags);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", flags);
  self->autosave_number = reversi_autosave_new_number ();
  _reversi_frame_actions_init (self);
  g_signal_connect_object (self->settings, "changed::show-legal-moves",
                           G_CALLBACK (on_show_hints_changed), self, 0);
  g_signal_connect_object (self->settings, "changed::show-flips",
                           G_CALLBACK (on_show_hints_changed), self, 0);
  self->hint_move_count = -1;
  self->review_index = -1;
  g_signal_connect (self, "notify::default-width", G_CALLBACK (fit_side_panel), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (fit_side_panel), NULL);
  if (g_getenv ("REVERSI_STATE_FILE")) {
    g_signal_connect (self, "notify::focus-widget", G_CALLBACK (on_focus_changed), NULL);
    /* And the move list's rows in view, once it has scrolled. */
    g_signal_connect_swapped (self->move_list, "scrolled", G_CALLBACK (_reversi_frame_write_state_file),
                              self);
    /* And what the move entry holds, so a test types a move only after
     * every key of it has arrived (X input under a loaded Xvfb lags). */
    g_signal_connect_swapped (reversi_relay_panel_get_entry (self->relay_panel), "changed",
                              G_CALLBACK (_reversi_frame_write_state_file), self);
  }
}

ReversiFrame *
reversi_frame_new (GtkApplication *app)
{
  return g_object_new (REVERSI_TYPE_FRAME, "application", app, NULL);
}
