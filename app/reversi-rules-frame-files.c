/* reversi-rules-frame-files.c: the game to and from files: open, save,
 * save as (the games' transcripts), the autosave after every change, and
 * handing the window over to one of another game. */
#include "reversi-rules-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "reversi-application.h"
#include "reversi-autosave.h"
#include "reversi-file-chooser.h"
#include "reversi-file-io.h"
#include "reversi-frame.h"

/* The game goes to this process's autosave after every change, as a
 * Reversi game does, so a window that crashes leaves it to be resumed. */
void
_reversi_rules_frame_autosave (ReversiRulesFrame *self)
{
  if (self->autosave_handed_over)
    return;
  g_autoptr (GError) error = NULL;
  if (reversi_game_session_get_length (self->session) == 0) {
    /* Nothing played, nothing to lose. */
    g_unlink (self->autosave_path);
  } else {
    g_autofree char *dir = reversi_autosave_directory ();
    g_autofree char *text = reversi_game_session_to_text (self->session);
    if (g_mkdir_with_parents (dir, 0700) != 0) {
      int saved = errno;
      g_autofree char *name = g_filename_display_name (dir);
      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("the folder %1$s cannot be made (%2$s)"), name, g_strerror (saved));
    } else {
      reversi_file_write_text (self->autosave_path, text, &error);
    }
  }
  g_clear_pointer (&self->autosave_error, g_free);
  if (error) {
    g_warning ("Cannot autosave the game: %s", error->message);
    self->autosave_error = g_strdup_printf (
        _("The game is not being autosaved: %s. If this window closes or crashes, the game is "
          "lost: save it with Save As (Ctrl+Shift+S), or make the folder writable."),
        error->message);
  }
  gtk_label_set_text (self->autosave_label, self->autosave_error ? self->autosave_error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_label), self->autosave_error != NULL);
}

static void
note_file (ReversiRulesFrame *self, const char *format, const char *path)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *text = g_strdup_printf (format, name);
  _reversi_rules_frame_set_message (self, text, FALSE);
  _reversi_rules_frame_update_view (self);
}

static void
set_game_file (ReversiRulesFrame *self, const char *path)
{
  char *copy = g_strdup (path);   /* path may be self->file_path itself */
  g_free (self->file_path);
  self->file_path = copy;
  reversi_file_chooser_remember_folder (self->settings, copy);
}

static void
show_error (ReversiRulesFrame *self, const char *primary, const char *secondary)
{
  _reversi_rules_frame_set_message (self, secondary, TRUE);
  _reversi_rules_frame_update_view (self);
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_to (ReversiRulesFrame *self, const char *path)
{
  g_autofree char *text = reversi_game_session_to_text (self->session);
  g_autoptr (GError) error = NULL;
  if (!reversi_file_write_text (path, text, &error)) {
    show_error (self, _("The game cannot be saved"), error->message);
    return;
  }
  set_game_file (self, path);
  note_file (self, _("Saved as %s."), path);
}

gboolean
reversi_rules_frame_open_file (ReversiRulesFrame *self, const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return FALSE;
  if (!game_transcript_looks_like (text)) {
    /* A Reversi record or GGF game: Reversi's own window opens it. */
    GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
    ReversiFrame *frame = reversi_frame_new (app);
    if (!reversi_frame_open_file (frame, path, error)) {
      gtk_window_destroy (GTK_WINDOW (frame));
      return FALSE;
    }
    gtk_window_present (GTK_WINDOW (frame));
    reversi_rules_frame_hand_over (self);
    return TRUE;
  }
  GError *local = NULL;
  ReversiGameSession *session = reversi_game_session_new_from_text (text, length, &local);
  if (!session) {
    g_autofree char *name = g_filename_display_name (path);
    g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
    g_error_free (local);
    return FALSE;
  }
  _reversi_rules_frame_replace_session (self, session);
  reversi_rules_frame_set_file (self, path);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GError) error = NULL;
    if (!path)
      show_error (self, _("The game cannot be opened"), _("Only local files can be opened."));
    else if (!reversi_rules_frame_open_file (self, path, &error))
      show_error (self, _("The game cannot be opened"), error->message);
  }
  g_object_unref (chooser);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    if (!path)
      show_error (self, _("The game cannot be saved"), _("Only local files can be written."));
    else
      save_to (self, path);
  }
  g_object_unref (chooser);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  GtkFileChooserNative *chooser = reversi_file_chooser_new (
      GTK_WINDOW (self), self->settings, _("Open a Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
      _("_Open"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  GtkFileChooserNative *chooser = reversi_file_chooser_new (
      GTK_WINDOW (self), self->settings, _("Save the Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
      _("_Save"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  g_autofree char *file_name = NULL;
  if (self->file_path) {
    file_name = g_path_get_basename (self->file_path);
  } else {
    /* A name that sorts by date and says the game. */
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
    file_name = g_strdup_printf ("%s-%s.reversi", _reversi_rules_frame_game (self)->id, stamp);
  }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ReversiRulesFrame *self = REVERSI_RULES_FRAME (widget);
  if (self->file_path)
    save_to (self, self->file_path);
  else
    save_as_action (widget, name, parameter);
}

void
reversi_rules_frame_set_file (ReversiRulesFrame *self, const char *path)
{
  set_game_file (self, path);
  note_file (self, _("Opened %s."), path);
}

void
reversi_rules_frame_hand_over (ReversiRulesFrame *self)
{
  _reversi_rules_frame_cancel_search (self);
  self->autosave_handed_over = TRUE;
  reversi_application_close_later (GTK_WINDOW (self));
}

void
_reversi_rules_frame_class_files_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
}
