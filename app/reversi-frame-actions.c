/* SPDX-License-Identifier: MIT */
/* reversi-frame-actions.c: the main window's actions (win.*).
 *
 * The actions are the window class's own (gtk_widget_class_install_action),
 * so the header bar, the main menu and the keyboard shortcuts reach them by
 * name; the shortcuts are set by the application (reversi-application.c),
 * which is where the menus and the shortcuts window read them from.
 */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>

#include "reversi-search-tree-window.h"
#include "reversi-start-game-dialog.h"

static void
on_dialog_start_game (ReversiStartGameDialog *dialog, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  const ReversiGameInfo *game = reversi_start_game_dialog_get_game (dialog);
  if (!game->course_setup) {
    ReversiCommonSetup common_setup;
    reversi_start_game_dialog_get_common_setup (dialog, &common_setup);
    reversi_frame_start_common_game (self, &common_setup);
    reversi_common_setup_clear (&common_setup);
    return;
  }
  ReversiGameSetup setup;
  reversi_start_game_dialog_get_setup (dialog, &setup);
  g_autoptr (GError) error = NULL;
  if (!reversi_frame_start_game (self, &setup, &error))
    _reversi_frame_show_error (self, _("The game cannot start"), error->message);
  reversi_game_setup_clear (&setup);
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ReversiFrame *self = REVERSI_FRAME (widget);
  ReversiStartGameDialog *dialog = reversi_start_game_dialog_new (GTK_WINDOW (self), self->settings);
  /* The dialog opens on the game on show with its players; for a game
   * set up the course's way, on what the settings remember. */
  if (!reversi_game_session_get_game (self->session)->course_setup)
    reversi_start_game_dialog_show_common_setup (dialog,
                                                reversi_game_session_get_setup (self->session));
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_dialog_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Take back moves up to the last position where a human was to move, so
 * the computer's reply goes too. */
static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ReversiFrame *self = REVERSI_FRAME (widget);
  int target = reversi_game_session_undo_target (self->session);
  if (target < 0)
    return;
  _reversi_frame_cancel_search (self);
  _reversi_frame_stop_reviewing (self);
  _reversi_frame_truncate (self, target);
  _reversi_frame_set_message (self, NULL, FALSE);
  _reversi_frame_game_changed (self);
}

static void
stop_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_stop_search (REVERSI_FRAME (widget));
}

static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_choose_file_to_open (REVERSI_FRAME (widget));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_save (REVERSI_FRAME (widget));
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_choose_file_to_save (REVERSI_FRAME (widget));
}

/* Show Search Tree: the position now, and, after a computer's move, the
 * position it searched for that move (chosen first), each as the request
 * its computer's search would send. */
static void
show_search_tree_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ReversiFrame *self = REVERSI_FRAME (widget);
  int length = reversi_game_session_get_length (self->session);
  int to_move = reversi_game_session_side_to_move (self->session, length);
  GVariant *now = reversi_game_session_search_request (self->session, reversi_game_session_is_human (self->session, to_move) ? -1 : to_move);
  GVariant *before = NULL;
  g_autofree char *before_label = NULL;
  int mover = length > 0 ? reversi_game_session_side_to_move (self->session, length - 1) : 0;
  if (length > 0 && !reversi_game_session_is_human (self->session, mover)) {
    g_autofree char *move = NULL;
    before = reversi_game_session_search_request_before_last (self->session, mover, &move);
    /* TRANSLATORS: a position of the search tree window: the side, and the computer's move made from it. */
    before_label = g_strdup_printf (_("Before %1$s’s move %2$s"), _reversi_frame_side_name (self, mover), move);
  }
  reversi_search_tree_window_show (GTK_WINDOW (self), reversi_game_session_get_game (self->session), now, before,
                                   before_label, length + 1);
}

static void
copy_record_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_copy_record (REVERSI_FRAME (widget));
}

/* Review: first, back, forward, last, and playing on from the position shown. */
static void
review_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ReversiFrame *self = REVERSI_FRAME (widget);
  int shown = _reversi_frame_shown_move_count (self);
  if (g_str_equal (action_name, "win.review-first"))
    _reversi_frame_review (self, 0);
  else if (g_str_equal (action_name, "win.review-back"))
    _reversi_frame_review (self, shown - 1);
  else if (g_str_equal (action_name, "win.review-forward"))
    _reversi_frame_review (self, shown + 1);
  else
    _reversi_frame_review (self, reversi_game_session_get_length (self->session));
}

static void
continue_here_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_continue_from_review (REVERSI_FRAME (widget));
}

static void
retry_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  /* Whichever failed: the computer's move or the hint. */
  _reversi_frame_retry_computer (REVERSI_FRAME (widget));
  _reversi_frame_retry_hint (REVERSI_FRAME (widget));
}

static void
paste_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  _reversi_frame_ask_for_position (REVERSI_FRAME (widget));
}

void
_reversi_frame_class_actions_init (ReversiFrameClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.copy-record", NULL, copy_record_action);
  gtk_widget_class_install_action (widget_class, "win.show-search-tree", NULL,
                                   show_search_tree_action);
  const char *review[] = { "win.review-first", "win.review-back", "win.review-forward",
                           "win.review-last" };
  for (guint i = 0; i < G_N_ELEMENTS (review); i++)
    gtk_widget_class_install_action (widget_class, review[i], NULL, review_action);
  gtk_widget_class_install_action (widget_class, "win.continue-here", NULL, continue_here_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
}

/* Whether action `name` is one of game's own (ReversiGameInfo.own_actions). */
static gboolean
lists_action (const ReversiGameInfo *game, const char *name)
{
  for (const char *const *action = game->own_actions; action && *action; action++)
    if (g_str_equal (name, *action))
      return TRUE;
  return FALSE;
}

/* The settings the window's menu toggles ("win." + the key). */
static const char *const setting_actions[] = {
  "show-legal-moves", "show-flips", "computer-pace",
};

/* Every action applies but another game's own: its plug-in says which. */
static gboolean
action_applies (ReversiFrame *self, const char *name)
{
  if (lists_action (reversi_game_session_get_game (self->session), name))
    return TRUE;
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++)
    if (lists_action (games[i], name))
      return FALSE;
  return TRUE;
}

/* The shortcuts window lists only what this window does now: a shortcut
 * of an action the game has no use for is hidden. */
static void
trim_help_overlay (ReversiFrame *self, GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child)) {
    if (GTK_IS_SHORTCUTS_SHORTCUT (child)) {
      g_autofree char *name = NULL;
      g_object_get (child, "action-name", &name, NULL);
      gtk_widget_set_visible (child, !name || action_applies (self, name));
    } else {
      trim_help_overlay (self, child);
    }
  }
}

void
_reversi_frame_actions_init (ReversiFrame *self)
{
  _reversi_frame_hint_action_init (self);
  _reversi_frame_actions_for_game (self);
}

void
_reversi_frame_actions_for_game (ReversiFrame *self)
{
  /* A settings key is stateful and shared by every window: GSettings makes
   * the action, added to the window's own action map (also "win.").  One
   * the game has no use for is taken out, so its menu item is off. */
  for (guint i = 0; i < G_N_ELEMENTS (setting_actions); i++) {
    const char *key = setting_actions[i];
    g_autofree char *name = g_strconcat ("win.", key, NULL);
    gboolean wanted = action_applies (self, name);
    gboolean present = g_action_map_lookup_action (G_ACTION_MAP (self), key) != NULL;
    if (wanted && !present) {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, key);
      g_action_map_add_action (G_ACTION_MAP (self), action);
    } else if (!wanted && present) {
      g_action_map_remove_action (G_ACTION_MAP (self), key);
    }
  }
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (overlay)
    trim_help_overlay (self, GTK_WIDGET (overlay));
}

void
_reversi_frame_actions_update (ReversiFrame *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 reversi_game_session_undo_target (self->session) >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop", _reversi_frame_is_searching (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.paste",
                                 action_applies (self, "win.paste"));
  int shown = _reversi_frame_shown_move_count (self);
  gboolean reviewing = _reversi_frame_is_reviewing (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-first", shown > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-back", shown > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-forward", reviewing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-last", reviewing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-here", reviewing);
  gtk_widget_set_visible (self->continue_button, reviewing);
  gboolean may_retry = (self->computer_failed || self->hint_failed)
                       && !_reversi_frame_is_thinking (self)
                       && !reversi_game_session_is_over (self->session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retry", may_retry);
  gtk_widget_set_visible (self->retry_button, may_retry);
}
