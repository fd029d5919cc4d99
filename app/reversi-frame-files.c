/* reversi-frame-files.c: the game to and from text: opening and saving
 * game records, pasting a position, and the autosave after every move. */
#include "reversi-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "reversi-autosave.h"
#include "reversi-paste-dialog.h"

GameRecord *
_reversi_frame_current_record (ReversiFrame *self)
{
  GameRecord *record = game_record_new ();
  reversi_game_setup_to_record (&self->setup, self->game, record);
  return record;
}

void
_reversi_frame_autosave (ReversiFrame *self)
{
  /* Nothing played, nothing to lose: an empty file would only be offered
   * for resuming later. */
  if (self->game->move_count == 0) {
    g_unlink (self->autosave_path);
    return;
  }
  g_autofree char *dir = reversi_autosave_directory ();
  if (g_mkdir_with_parents (dir, 0700) != 0) {
    g_warning ("Cannot make %s: %s", dir, g_strerror (errno));
    return;
  }
  GameRecord *record = _reversi_frame_current_record (self);
  g_autoptr (GError) error = NULL;
  if (!game_record_save (record, self->autosave_path, &error))
    g_warning ("Cannot autosave the game: %s", error->message);
  game_record_free (record);
}

/* ------------------------------------------------------- open and save */

/* After a file was opened or saved: "Opened NAME." or "Saved as NAME." */
static void
note_file (ReversiFrame *self, const char *format, const char *path)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *text = g_strdup_printf (format, name);
  _reversi_frame_set_message (self, text, FALSE);
  _reversi_frame_update_view (self);
}

/* The chosen file's local path, or NULL (cancelled, or not a local file). */
static char *
chosen_path (GtkNativeDialog *chooser, int response)
{
  if (response != GTK_RESPONSE_ACCEPT)
    return NULL;
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  return file ? g_file_get_path (file) : NULL;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  g_autofree char *path = chosen_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GError) error = NULL;
    GameRecord *record = path ? game_record_load (path, reversi_check_player_config, &error) : NULL;
    if (!record || !reversi_frame_load_record (self, record, &error))
      _reversi_frame_show_error (self, _("The game cannot be opened"),
                                 error ? error->message : _("Only local files can be opened."));
    else
      note_file (self, _("Opened %s."), path);
    game_record_free (record);
  }
  g_object_unref (chooser);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  g_autofree char *path = chosen_path (chooser, response);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GError) error = NULL;
    GameRecord *record = _reversi_frame_current_record (self);
    if (!path || !game_record_save (record, path, &error))
      _reversi_frame_show_error (self, _("The game cannot be saved"),
                                 error ? error->message : _("Only local files can be written."));
    else
      note_file (self, _("Saved as %s."), path);
    game_record_free (record);
  }
  g_object_unref (chooser);
}

/* A modal file chooser over the window for game records (and, should a
 * record have another name, all files). */
static GtkFileChooserNative *
file_chooser_new (ReversiFrame *self, const char *title, GtkFileChooserAction action,
                  const char *accept_label, GCallback on_response)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                                               accept_label, _("_Cancel"));
  GtkFileFilter *records = gtk_file_filter_new ();
  gtk_file_filter_set_name (records, _("Reversi game records"));
  gtk_file_filter_add_pattern (records, "*.reversi");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), records);
  g_object_unref (records);
  GtkFileFilter *all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_unref (all);
  g_signal_connect (chooser, "response", on_response, self);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

void
_reversi_frame_choose_file_to_open (ReversiFrame *self)
{
  GtkFileChooserNative *chooser = file_chooser_new (self, _("Open a Game"),
                                                    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                                    G_CALLBACK (on_open_response));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
_reversi_frame_choose_file_to_save (ReversiFrame *self)
{
  GtkFileChooserNative *chooser = file_chooser_new (self, _("Save the Game"),
                                                    GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                                    G_CALLBACK (on_save_response));
  /* A name that sorts by date and does not overwrite an earlier game. */
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
  g_autofree char *name = g_strdup_printf ("reversi-%s.reversi", stamp);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ------------------------------------------------------- paste a position */

/* A board string has only disc characters; a move list has digits. */
static gboolean
looks_like_board_string (const char *text)
{
  gboolean any = FALSE;
  for (const char *p = text; *p; p++) {
    if (g_ascii_isspace (*p))
      continue;
    if (!strchr ("XxOo*-.", *p))
      return FALSE;
    any = TRUE;
  }
  return any;
}

/* Set up the game from pasted text, keeping the players and the rule; on
 * error nothing changes. */
static gboolean
paste_position (ReversiFrame *self, const char *text, GError **error)
{
  Game *trial = game_new (self->game->start.size, self->game->misere, NULL, NULL);
  gboolean ok = looks_like_board_string (text)
                    ? game_setup_from_board_string (trial, text, error)
                    : game_setup_from_moves (trial, self->game->start.size, text, error);
  if (ok) {
    _reversi_frame_cancel_search (self);
    /* Through a record, which copies the start and the moves but leaves
     * the window's players in place. */
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, trial);
    game_record_restore (record, self->game);
    game_record_free (record);
    self->setup.size = self->game->start.size;
    self->report_move_count = 0;
    self->computer_failed = FALSE;
    _reversi_frame_set_message (self, _("Position set up."), FALSE);
    _reversi_frame_game_changed (self);
  }
  game_free (trial);
  return ok;
}

static void
on_paste_response (GtkDialog *dialog, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  ReversiPasteDialog *paste = REVERSI_PASTE_DIALOG (dialog);
  g_autoptr (GError) error = NULL;
  if (response != GTK_RESPONSE_OK
      || paste_position (self, reversi_paste_dialog_get_text (paste), &error)) {
    gtk_window_destroy (GTK_WINDOW (dialog));
    return;
  }
  /* Keep the dialog so the text can be corrected. */
  reversi_paste_dialog_show_error (paste, error->message);
  _reversi_frame_set_message (self, error->message, TRUE);
  _reversi_frame_update_view (self);
}

void
_reversi_frame_ask_for_position (ReversiFrame *self)
{
  ReversiPasteDialog *dialog = reversi_paste_dialog_new (GTK_WINDOW (self),
                                                         self->game->start.size);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_paste_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
