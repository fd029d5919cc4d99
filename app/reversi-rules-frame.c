/* reversi-rules-frame.c: the window of a game played through GameRules:
 * its life cycle, the view, human moves and the actions. */
#include "reversi-rules-frame-private.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "config.h"
#include "reversi-application.h"
#include "reversi-autosave.h"
#include "reversi-frame.h"
#include "reversi-start-game-dialog.h"

G_DEFINE_FINAL_TYPE (ReversiRulesFrame, reversi_rules_frame, GTK_TYPE_APPLICATION_WINDOW)

/* ------------------------------------------------------------ the state */

const ReversiGameInfo *
_reversi_rules_frame_game (ReversiRulesFrame *self)
{
  return reversi_game_session_get_game (self->session);
}

int
_reversi_rules_frame_side_to_move (ReversiRulesFrame *self)
{
  return reversi_game_session_side_to_move (self->session,
                                            reversi_game_session_get_length (self->session));
}

gboolean
_reversi_rules_frame_is_thinking (ReversiRulesFrame *self)
{
  return self->search != NULL || self->pause_id != 0;
}

gboolean
_reversi_rules_frame_human_may_move (ReversiRulesFrame *self)
{
  return !reversi_game_session_is_over (self->session) && !_reversi_rules_frame_is_thinking (self)
         && reversi_game_session_is_human (self->session, _reversi_rules_frame_side_to_move (self));
}

void
_reversi_rules_frame_set_message (ReversiRulesFrame *self, const char *text, gboolean is_error)
{
  g_free (self->message);
  self->message = text && *text ? g_strdup (text) : NULL;
  self->message_is_error = is_error;
  reversi_relay_panel_set_message (self->relay_panel, self->message, is_error);
}

/* ------------------------------------------------------------ what it says */

/* "kit (X) vs Alpha-beta (exercise t2) (O)": the title and the moves'
 * heading, so two windows of a relay can be told apart at a glance. */
static char *
sides_text (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = _reversi_rules_frame_game (self);
  g_autofree char *first = reversi_game_session_player_name (self->session, 0);
  g_autofree char *second = reversi_game_session_player_name (self->session, 1);
  /* TRANSLATORS: the two players: the first's name and side ("X", "Black"), then the second's. */
  return g_strdup_printf (_("%1$s (%2$s) vs %3$s (%4$s)"), first,
                          reversi_game_side_name (game, 0), second,
                          reversi_game_side_name (game, 1));
}

/* The moves, numbered, one a line with the side that played it ("3. X:
 * a1"): in Kalah a side may move twice running. */
static char *
moves_text (ReversiRulesFrame *self)
{
  GString *s = g_string_new (NULL);
  int length = reversi_game_session_get_length (self->session);
  for (int i = 1; i <= length; i++) {
    g_autofree char *move = reversi_game_session_relay_text (self->session, i);
    g_string_append_printf (s, "%s%d. %s", i > 1 ? "\n" : "", i, move);
  }
  return g_string_free (s, FALSE);
}

static void
update_labels (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = _reversi_rules_frame_game (self);
  ReversiGameSession *session = self->session;
  int length = reversi_game_session_get_length (session);
  gboolean over = reversi_game_session_is_over (session);

  g_autofree char *sides = sides_text (self);
  /* TRANSLATORS: the window title: the players, then the game ("Tic-tac-toe"). */
  g_autofree char *title = g_strdup_printf (_("%1$s — %2$s"), sides, _(game->label));
  gtk_window_set_title (GTK_WINDOW (self), title);
  g_autofree char *heading = g_strdup_printf (_("Moves: %s"), sides);
  gtk_label_set_text (self->moves_heading, heading);
  g_autofree char *moves = moves_text (self);
  gtk_label_set_text (self->moves_label, moves);

  g_autofree char *turn = over ? g_strdup (_("Game over"))
                               : g_strdup_printf (_("%s to move"),
                                                  reversi_game_side_name (game, _reversi_rules_frame_side_to_move (self)));
  gtk_label_set_text (self->turn_label, turn);

  if (over) {
    /* The first line (who won) large, the details under it. */
    g_autofree char *result = reversi_game_session_result_text (session);
    g_auto (GStrv) lines = g_strsplit (result, "\n", 2);
    g_autofree char *markup = g_markup_printf_escaped (
        "<span size='x-large' weight='bold'>%s</span>%s%s", lines[0], lines[1] ? "\n" : "",
        lines[1] ? lines[1] : "");
    gtk_label_set_markup (self->result_label, markup);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), over);

  g_autofree char *first = reversi_game_session_player_name (session, 0);
  g_autofree char *second = reversi_game_session_player_name (session, 1);
  g_autofree char *players = g_strdup_printf ("%s: %s\n%s: %s", reversi_game_side_name (game, 0),
                                              first, reversi_game_side_name (game, 1), second);
  gtk_label_set_text (self->players_label, players);

  g_autofree char *counts = reversi_game_session_counts_text (session, length);
  gtk_label_set_text (self->counts_label, counts);
  gtk_widget_set_visible (GTK_WIDGET (self->counts_label), *counts != '\0');

  g_autofree char *effect = length > 0 ? reversi_game_session_describe_move (session, length - 1)
                                       : g_strdup ("");
  gtk_label_set_text (self->effect_label, effect);
  gtk_widget_set_visible (GTK_WIDGET (self->effect_label), *effect != '\0');

  gboolean show_report = self->report_length > 0 && self->report_length <= length;
  if (show_report) {
    g_autofree char *text = _reversi_rules_frame_report_text (self);
    gtk_label_set_text (self->search_label, text);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->search_label), show_report);
}

static void
update_relay_panel (ReversiRulesFrame *self)
{
  const ReversiGameInfo *game = _reversi_rules_frame_game (self);
  int length = reversi_game_session_get_length (self->session);
  gboolean human = _reversi_rules_frame_human_may_move (self);
  const char *side = reversi_game_side_name (game, _reversi_rules_frame_side_to_move (self));

  g_autofree char *relay = reversi_game_session_relay_text (self->session, length);
  reversi_relay_panel_set_relay_text (self->relay_panel, relay);

  g_autofree char *prompt = NULL;
  if (reversi_game_session_is_over (self->session))
    prompt = g_strdup (_("The game is over. Press Game to play again."));
  else if (human)
    /* TRANSLATORS: the side to move ("X"), and an example of a move in the game's notation. */
    prompt = g_strdup_printf (_("%1$s to move: click the board, or type the move (such as "
                                "“%2$s”) and press Enter."),
                              side, _(game->move_example));
  else if (_reversi_rules_frame_is_thinking (self))
    prompt = g_strdup_printf (_("The computer (%s) is thinking."), side);
  else if (self->computer_failed)
    prompt = g_strdup (_("The computer could not move. Undo, or start a new game."));
  reversi_relay_panel_set_prompt (self->relay_panel, prompt);
  reversi_relay_panel_set_accepting (self->relay_panel, human, FALSE);
}

/* ------------------------------------------------------------ the view */

static void
update_actions (ReversiRulesFrame *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 reversi_game_session_undo_target (self->session) >= 0);
  gtk_widget_action_set_enabled (widget, "win.stop", self->search != NULL);
}

void
_reversi_rules_frame_update_view (ReversiRulesFrame *self)
{
  ReversiGameSession *session = self->session;
  int length = reversi_game_session_get_length (session);
  gboolean human = _reversi_rules_frame_human_may_move (self);
  gboolean thinking = _reversi_rules_frame_is_thinking (self);

  const void *before = length > 0 ? reversi_game_session_get_position (session, length - 1) : NULL;
  int last = length > 0 ? reversi_game_session_get_move (session, length - 1) : -1;
  reversi_rules_view_set_position (self->view, reversi_game_session_get_rules (session),
                                   reversi_game_session_get_position (session, length), before,
                                   last);
  reversi_rules_view_set_interactive (self->view, human);

  update_labels (self);
  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (self->stop_button, self->search != NULL);
  update_relay_panel (self);
  update_actions (self);
  /* The move entry has the focus on a human's turn, unless the person
   * is playing on the board with the keyboard. */
  if (human && !reversi_rules_view_has_keyboard_focus (self->view))
    reversi_relay_panel_focus_entry (self->relay_panel);
  _reversi_rules_frame_write_state_file (self);
}

void
_reversi_rules_frame_game_changed (ReversiRulesFrame *self)
{
  _reversi_rules_frame_autosave (self);
  _reversi_rules_frame_schedule_computer (self);
  _reversi_rules_frame_update_view (self);
}

/* ------------------------------------------------------------ human moves */

static void
refuse_move (ReversiRulesFrame *self, const char *reason)
{
  _reversi_rules_frame_set_message (self, reason, TRUE);
  reversi_relay_panel_select_entry (self->relay_panel);
  _reversi_rules_frame_update_view (self);
}

static void
play_human_move (ReversiRulesFrame *self, int move)
{
  if (reversi_game_session_is_over (self->session)) {
    refuse_move (self, _("The game is over. Press Game to play again."));
    return;
  }
  if (!_reversi_rules_frame_human_may_move (self)) {
    g_autofree char *text = g_strdup_printf (
        _("It is not your turn: the computer (%s) is to move."),
        reversi_game_side_name (_reversi_rules_frame_game (self), _reversi_rules_frame_side_to_move (self)));
    refuse_move (self, text);
    return;
  }
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_play (self->session, move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  _reversi_rules_frame_set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  _reversi_rules_frame_game_changed (self);
}

static void
on_move_entered (ReversiRelayPanel *panel, const char *text, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  if (reversi_game_session_is_over (self->session)) {
    refuse_move (self, _("The game is over. Press Game to play again."));
    return;
  }
  g_autofree char *typed = g_strstrip (g_strdup (text));
  if (*typed == '\0') {
    g_autofree char *reason = g_strdup_printf (_("No move given: type %s and press Enter."),
                                               _(_reversi_rules_frame_game (self)->move_example));
    refuse_move (self, reason);
    return;
  }
  int move;
  g_autoptr (GError) error = NULL;
  if (!reversi_game_session_read_move (self->session, text, &move, &error)) {
    refuse_move (self, error->message);
    return;
  }
  play_human_move (self, move);
}

static void
on_move_chosen (ReversiRulesView *view, int move, gpointer user_data)
{
  play_human_move (REVERSI_RULES_FRAME (user_data), move);
}

/* ------------------------------------------------------------ games */

/* The board view for the session's game: kept while the game stays. */
static void
make_view (ReversiRulesFrame *self)
{
  GType type = _reversi_rules_frame_game (self)->view_type ();
  if (self->view && G_OBJECT_TYPE (self->view) == type)
    return;
  if (self->view)
    gtk_box_remove (self->board_box, GTK_WIDGET (self->view));
  self->view = g_object_new (type, NULL);
  g_signal_connect (self->view, "move-chosen", G_CALLBACK (on_move_chosen), self);
  gtk_box_append (self->board_box, GTK_WIDGET (self->view));
}

/* Take session (a new game, or one read from a file) and play on. */
void
_reversi_rules_frame_replace_session (ReversiRulesFrame *self, ReversiGameSession *session)
{
  _reversi_rules_frame_cancel_search (self);
  g_clear_object (&self->session);
  self->session = session;
  /* A new game has no file yet: Save must not write over the old one's. */
  g_clear_pointer (&self->file_path, g_free);
  self->report_length = 0;
  self->computer_failed = FALSE;
  const ReversiGameInfo *game = _reversi_rules_frame_game (self);
  make_view (self);
  reversi_relay_panel_set_pass_offered (self->relay_panel, game->pass_offered);
  reversi_relay_panel_set_placeholder (self->relay_panel, _(game->move_example));
  _reversi_rules_frame_set_message (self, NULL, FALSE);
  reversi_relay_panel_clear_entry (self->relay_panel);
  _reversi_rules_frame_game_changed (self);
}

void
reversi_rules_frame_start_game (ReversiRulesFrame *self, const ReversiRulesSetup *setup)
{
  _reversi_rules_frame_replace_session (self, reversi_game_session_new (setup));
}

/* ------------------------------------------------------------ actions */

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  int target = reversi_game_session_undo_target (self->session);
  if (target < 0)
    return;
  _reversi_rules_frame_cancel_search (self);
  reversi_game_session_truncate (self->session, target);
  if (self->report_length > target)
    self->report_length = 0;
  self->computer_failed = FALSE;
  _reversi_rules_frame_set_message (self, NULL, FALSE);
  _reversi_rules_frame_game_changed (self);
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  if (self->search)
    reversi_rules_search_stop (self->search);
}

static void
on_start_game (ReversiStartGameDialog *dialog, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  const ReversiGameInfo *game = reversi_start_game_dialog_get_game (dialog);
  if (reversi_game_is_reversi (game)) {
    /* Reversi has its own window, which starts as the dialog left the settings. */
    GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
    ReversiFrame *frame = reversi_frame_new (app);
    gtk_window_present (GTK_WINDOW (frame));
    reversi_rules_frame_hand_over (self);
    return;
  }
  ReversiRulesSetup setup;
  reversi_start_game_dialog_get_rules_setup (dialog, &setup);
  reversi_rules_frame_start_game (self, &setup);
  reversi_rules_setup_clear (&setup);
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  ReversiStartGameDialog *dialog = reversi_start_game_dialog_new (GTK_WINDOW (self), self->settings);
  reversi_start_game_dialog_show_rules_setup (dialog, reversi_game_session_get_setup (self->session));
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
on_close_request (GtkWindow *window)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (window);
  _reversi_rules_frame_cancel_search (self);
  /* An unfinished game stays on disk, to be offered at the next start. */
  if (!self->autosave_handed_over
      && (reversi_game_session_is_over (self->session)
          || reversi_game_session_get_length (self->session) == 0))
    g_unlink (self->autosave_path);
  return FALSE;
}

/* ------------------------------------------------------------ life cycle */

static void
reversi_rules_frame_dispose (GObject *object)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (object);
  _reversi_rules_frame_cancel_search (self);
  g_clear_handle_id (&self->state_settle_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), REVERSI_TYPE_RULES_FRAME);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (reversi_rules_frame_parent_class)->dispose (object);
}

static void
reversi_rules_frame_finalize (GObject *object)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (object);
  g_free (self->message);
  g_free (self->autosave_path);
  g_free (self->autosave_error);
  g_free (self->file_path);
  G_OBJECT_CLASS (reversi_rules_frame_parent_class)->finalize (object);
}

static void
reversi_rules_frame_class_init (ReversiRulesFrameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_rules_frame_dispose;
  object_class->finalize = reversi_rules_frame_finalize;

  g_type_ensure (REVERSI_TYPE_RELAY_PANEL);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/reversi_kit/Reversi/reversi-rules-frame.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, board_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, autosave_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, turn_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, result_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, players_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, counts_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, effect_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, spinner);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, search_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, relay_panel);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, moves_heading);
  gtk_widget_class_bind_template_child (widget_class, ReversiRulesFrame, moves_label);
  gtk_widget_class_bind_template_callback (widget_class, on_move_entered);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  _reversi_rules_frame_class_files_init (widget_class);
}

static void
reversi_rules_frame_init (ReversiRulesFrame *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->autosave_path = reversi_autosave_own_path ();
}

ReversiRulesFrame *
reversi_rules_frame_new_for_session (GtkApplication *app, ReversiGameSession *session)
{
  ReversiRulesFrame *self = g_object_new (REVERSI_TYPE_RULES_FRAME, "application", app, NULL);
  _reversi_rules_frame_replace_session (self, session);
  return self;
}

ReversiRulesFrame *
reversi_rules_frame_new (GtkApplication *app, const ReversiRulesSetup *setup)
{
  ReversiRulesFrame *self = g_object_new (REVERSI_TYPE_RULES_FRAME, "application", app, NULL);
  reversi_rules_frame_start_game (self, setup);
  return self;
}
