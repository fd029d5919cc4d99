/* SPDX-License-Identifier: MIT */
/* reversi-frame-files.c: the game to and from text: opening and saving
 * its records (Save writes to the game's own file, Save As asks, and
 * offers the formats the game is written in), copying the record,
 * pasting a position, and the autosave after every move.  Which formats
 * a game reads and writes is its own to say (reversi-game-files.h):
 * nothing here asks which game is on show.  Files are read and written
 * through reversi-file-io.h, so nothing here can block on a FIFO. */
#include "reversi-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "reversi-autosave.h"
#include "reversi-file-chooser.h"
#include "reversi-file-io.h"
#include "reversi-game-chooser.h"
#include "reversi-game-files.h"
#include "reversi-paste-dialog.h"

/* The autosave could not be written: say so once, in the window, with
 * what to do; the next autosave that works clears it. */
static void
autosave_failed (ReversiFrame *self, const char *reason)
{
  if (self->autosave_error)
    return;
  g_autofree char *dir = reversi_autosave_directory ();
  g_warning ("Cannot autosave the game in %s: %s", dir, reason);
  self->autosave_error = g_strdup_printf (
      _("The game is not being autosaved: %s. If this window closes or crashes, the game is "
        "lost: save it with Save As (Ctrl+Shift+S), or make the folder writable."),
      reason);
  gtk_label_set_text (self->autosave_label, self->autosave_error);
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_label), TRUE);
  /* The line stays; the toast makes sure it is noticed, without a dialog
   * in the middle of a game. */
  _reversi_frame_toast (self, _("The game is not being autosaved: see the side panel."));
}

static void
autosave_works (ReversiFrame *self)
{
  if (!self->autosave_error)
    return;
  g_clear_pointer (&self->autosave_error, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_label), FALSE);
}

/* This window's autosave for a game of that kind: the window's number,
 * the game's own record extension. */
static char *
autosave_path_for (ReversiFrame *self, const ReversiGameInfo *game)
{
  g_autofree char *extension = reversi_game_record_extension (game);
  return reversi_autosave_path (self->autosave_number, extension);
}

/* The window's autosave is now at path: a file of the window's earlier
 * game of another kind (another extension) goes. */
static void
set_autosave_path (ReversiFrame *self, char *path)
{
  if (self->autosave_path && strcmp (self->autosave_path, path) != 0)
    g_unlink (self->autosave_path);
  g_free (self->autosave_path);
  self->autosave_path = path;
}

void
_reversi_frame_remove_autosave (ReversiFrame *self)
{
  if (self->autosave_path)
    g_unlink (self->autosave_path);
  g_clear_pointer (&self->autosave_path, g_free);
}

int
_reversi_frame_claim_autosave (ReversiFrame *self, const char *path, const ReversiGameInfo *game)
{
  char *own = autosave_path_for (self, game);
  if (g_rename (path, own) != 0) {
    int saved = errno;
    g_free (own);
    return saved;
  }
  set_autosave_path (self, own);
  return 0;
}

void
_reversi_frame_autosave (ReversiFrame *self)
{
  /* Nothing played, nothing to lose: an empty file would only be offered
   * for resuming later. */
  if (reversi_game_session_get_length (self->session) == 0) {
    _reversi_frame_remove_autosave (self);
    return;
  }
  g_autofree char *dir = reversi_autosave_directory ();
  if (g_mkdir_with_parents (dir, 0700) != 0) {
    int saved = errno;
    g_autofree char *name = g_filename_display_name (dir);
    g_autofree char *reason = g_strdup_printf (_("the folder %1$s cannot be made (%2$s)"), name,
                                               g_strerror (saved));
    autosave_failed (self, reason);
    return;
  }
  g_autofree char *text = reversi_game_session_to_text (self->session);
  g_autoptr (GError) error = NULL;
  char *path = autosave_path_for (self, reversi_game_session_get_game (self->session));
  if (reversi_file_write_text (path, text, &error)) {
    set_autosave_path (self, path);
    autosave_works (self);
  } else {
    g_free (path);
    autosave_failed (self, error->message);
  }
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

/* The game's own file from now on (Save writes there). */
static void
set_game_file (ReversiFrame *self, const char *path)
{
  char *copy = g_strdup (path);   /* path may be self->file_path itself */
  g_free (self->file_path);
  self->file_path = copy;
  reversi_file_chooser_remember_folder (self->settings, copy);
}

/* The game in the format path's extension names, NULL with the reason
 * when the game has no such format (a Kalah game as SGF). */
static char *
game_text_for (ReversiFrame *self, const char *path, GError **error)
{
  g_autofree char *own = reversi_game_record_extension (reversi_game_session_get_game (self->session));
  return reversi_game_files_text_for (self->session, path, own, error);
}

static gboolean
save_to (ReversiFrame *self, const char *file_path)
{
  /* Ctrl+S passes self->file_path, which set_game_file replaces. */
  g_autofree char *path = g_strdup (file_path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = game_text_for (self, path, &error);
  if (!text || !reversi_file_write_text (path, text, &error)) {
    _reversi_frame_show_error (self, _("The game cannot be saved"), error->message);
    return FALSE;
  }
  set_game_file (self, path);
  note_file (self, _("Saved as %s."), path);
  _reversi_frame_toast (self, self->message);
  return TRUE;
}

/* Play on game i of file: a game the file gives whole, or one of another
 * program's file with the window's players where it names none (the game
 * on show's, else the ones the window remembers: last_reversi, the only
 * game whose players the window keeps while another is on show). */
static gboolean
open_file_game (ReversiFrame *self, const ReversiFileGames *file, guint i, GError **error)
{
  ReversiGameSession *session =
      reversi_file_games_open (file, i, self->session, &self->last_reversi, error);
  if (session)
    _reversi_frame_replace_session (self, session);
  return session != NULL;
}

/* A file's games waiting for the chooser's answer. */
typedef struct {
  ReversiFrame *self;        /* a reference */
  ReversiFileGames *games;
  char *name;                /* the file's name, to show */
} FileGames;

static void
file_games_free (FileGames *files)
{
  g_object_unref (files->self);
  reversi_file_games_free (files->games);
  g_free (files->name);
  g_free (files);
}

static void
say_opened (ReversiFrame *self, const char *text, const char *note)
{
  g_autofree char *whole = note ? g_strdup_printf ("%s %s", text, note) : g_strdup (text);
  _reversi_frame_set_message (self, whole, FALSE);
  _reversi_frame_update_view (self);
}

static void
on_game_chosen (int index, gpointer user_data)
{
  FileGames *files = user_data;
  ReversiFrame *self = files->self;
  g_autoptr (GError) error = NULL;
  if (index >= 0 && !open_file_game (self, files->games, index, &error)) {
    _reversi_frame_show_error (self, _("The game cannot be opened"), error->message);
  } else if (index >= 0) {
    /* Save asks where: the file holds other games, which Save would lose. */
    g_clear_pointer (&self->file_path, g_free);
    g_autofree char *text = g_strdup_printf (_("Opened game %1$d of the %2$u of %3$s."), index + 1,
                                             reversi_file_games_count (files->games), files->name);
    say_opened (self, text, reversi_file_games_note (files->games));
  }
  file_games_free (files);
}

/* The games of a file of several listed to choose from (the game
 * changes when the chooser answers); games is taken. */
static void
choose_file_game (ReversiFrame *self, const char *path, ReversiFileGames *games)
{
  FileGames *files = g_new0 (FileGames, 1);
  files->self = g_object_ref (self);
  files->games = games;
  files->name = g_filename_display_basename (path);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < reversi_file_games_count (games); i++)
    g_ptr_array_add (lines, reversi_file_games_describe (games, i));
  reversi_game_chooser_present (GTK_WINDOW (self), files->name, lines, on_game_chosen, files);
}

void
reversi_frame_show_open_error (ReversiFrame *self, const char *message)
{
  _reversi_frame_show_error (self, _("The game cannot be opened"), message);
}

gboolean
reversi_check_game_file (const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return FALSE;
  GError *local = NULL;
  g_autoptr (ReversiFileGames) games = reversi_file_games_read (path, text, length, &local);
  if (local) {
    g_autofree char *name = g_filename_display_name (path);
    g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
    g_error_free (local);
    return FALSE;
  }
  return TRUE;
}

gboolean
reversi_frame_open_file (ReversiFrame *self, const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return FALSE;
  GError *local = NULL;
  /* By content, not by name: the game whose file it is reads it. */
  ReversiFileGames *games = reversi_file_games_read (path, text, length, &local);
  if (games && reversi_file_games_count (games) > 1) {
    choose_file_game (self, path, games);
    return TRUE;   /* the chooser opens one of its games */
  }
  if (games && !open_file_game (self, games, 0, &local))
    g_clear_pointer (&games, reversi_file_games_free);
  if (!games) {
    g_autofree char *name = g_filename_display_name (path);
    g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
    g_error_free (local);
    return FALSE;
  }
  /* Save writes back to it, but for a file the kit does not write (a
   * WTHOR database). */
  if (reversi_file_games_writable (games))
    set_game_file (self, path);
  else
    g_clear_pointer (&self->file_path, g_free);
  g_autofree char *shown = g_filename_display_basename (path);
  g_autofree char *opened_text = g_strdup_printf (_("Opened %s."), shown);
  say_opened (self, opened_text, reversi_file_games_note (games));
  reversi_file_games_free (games);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (GTK_NATIVE_DIALOG (chooser), response);
  if (response == GTK_RESPONSE_ACCEPT) {
    g_autoptr (GError) error = NULL;
    if (!path)
      _reversi_frame_show_error (self, _("The game cannot be opened"),
                                 _("Only local files can be opened."));
    else if (!reversi_frame_open_file (self, path, &error))
      _reversi_frame_show_error (self, _("The game cannot be opened"), error->message);
  }
  g_object_unref (chooser);
}

/* Save As: the name's extension says the format when it names one of the
 * other programs' (typed "game.sgf"); else the dialog's Format choice
 * does, its extension in place of the kit's. */
static void
save_in_format (ReversiFrame *self, const char *path, const char *format)
{
  g_auto (GStrv) formats = reversi_game_files_formats (self->session);
  gboolean named = FALSE;
  for (int i = 0; formats[i]; i++)
    named = named || reversi_game_files_has_extension (path, formats[i]);
  if (!format || !g_strv_contains ((const char *const *) formats, format) || named) {
    save_to (self, path);
    return;
  }
  g_autofree char *kit = reversi_game_record_extension (reversi_game_session_get_game (self->session));
  g_autofree char *stem = reversi_game_files_has_extension (path, kit)
                              ? g_strndup (path, strlen (path) - strlen (kit) - 1)
                              : g_strdup (path);
  g_autofree char *renamed = g_strconcat (stem, ".", format, NULL);
  /* The dialog asked about overwriting the name it showed, not this one. */
  if (g_file_test (renamed, G_FILE_TEST_EXISTS)) {
    g_autofree char *shown = g_filename_display_basename (renamed);
    g_autofree char *reason = g_strdup_printf (
        _("%s already exists: save again and choose it by its name to replace it."), shown);
    _reversi_frame_show_error (self, _("The game cannot be saved"), reason);
    return;
  }
  save_to (self, renamed);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  ReversiFrame *self = REVERSI_FRAME (user_data);
  g_autofree char *path = reversi_file_chooser_get_path (GTK_NATIVE_DIALOG (chooser), response);
  if (response == GTK_RESPONSE_ACCEPT) {
    if (!path)
      _reversi_frame_show_error (self, _("The game cannot be saved"),
                                 _("Only local files can be written."));
    else
      save_in_format (self, path, gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), "format"));
  }
  g_object_unref (chooser);
}

static GtkFileChooserNative *
file_chooser_new (ReversiFrame *self, const char *title, GtkFileChooserAction action,
                  const char *accept_label, GCallback on_response)
{
  GtkFileChooserNative *chooser = reversi_file_chooser_new (GTK_WINDOW (self), self->settings,
                                                            title, action, accept_label);
  g_signal_connect (chooser, "response", on_response, self);
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
  g_autofree char *name = NULL;
  if (self->file_path) {
    name = g_path_get_basename (self->file_path);
  } else {
    /* A name that sorts by date and does not overwrite an earlier game. */
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M");
    const ReversiGameInfo *game = reversi_game_session_get_game (self->session);
    g_autofree char *extension = reversi_game_record_extension (game);
    name = g_strdup_printf ("%s-%s.%s", game->id, stamp, extension);
  }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  /* Other programs' formats, as GNOME apps offer a file type: a choice
   * under the name (the name's own extension, when typed, wins). */
  g_auto (GStrv) formats = reversi_game_files_formats (self->session);
  if (formats[0]) {
    g_autofree char *kit = reversi_game_record_extension (reversi_game_session_get_game (self->session));
    g_autoptr (GPtrArray) ids = g_ptr_array_new ();
    g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
    g_ptr_array_add (ids, "kit");
    g_ptr_array_add (labels, g_strdup_printf (_("The kit's own (.%s)"), kit));
    for (int i = 0; formats[i]; i++) {
      g_ptr_array_add (ids, formats[i]);
      g_ptr_array_add (labels, reversi_game_files_format_label (formats[i]));
    }
    g_ptr_array_add (ids, NULL);
    g_ptr_array_add (labels, NULL);
    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "format", _("Format"),
                                 (const char **) ids->pdata, (const char **) labels->pdata);
    gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (chooser), "format", "kit");
  }
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
_reversi_frame_save (ReversiFrame *self)
{
  if (self->file_path)
    save_to (self, self->file_path);
  else
    _reversi_frame_choose_file_to_save (self);
}

void
_reversi_frame_copy_record (ReversiFrame *self)
{
  g_autofree char *text = reversi_game_session_to_text (self->session);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  _reversi_frame_set_message (self, _("The game record was copied: paste it into a mail or a text file."),
                              FALSE);
  _reversi_frame_update_view (self);
}

/* ------------------------------------------------------- paste a position */

/* Set up the game from pasted text, keeping the players and the rule; on
 * error nothing changes. */
static gboolean
paste_position (ReversiFrame *self, const char *text, GError **error)
{
  ReversiGameSession *replacement = NULL;
  if (!reversi_game_files_paste (self->session, text, &replacement, error))
    return FALSE;
  if (replacement) {
    /* A new game (a pasted GGF game with its players). */
    _reversi_frame_replace_session (self, replacement);
    _reversi_frame_set_message (self, _("Position set up."), FALSE);
    _reversi_frame_update_view (self);
    return TRUE;
  }
  /* A search of the old position (on its own copy) has nothing to say. */
  _reversi_frame_cancel_search (self);
  _reversi_frame_stop_reviewing (self);
  g_clear_pointer (&self->file_path, g_free);
  self->report_move_count = 0;
  self->computer_failed = FALSE;
  _reversi_frame_set_message (self, _("Position set up."), FALSE);
  _reversi_frame_game_changed (self);
  return TRUE;
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
  g_autofree char *explanation = reversi_game_files_paste_explanation (self->session);
  if (!explanation)
    return;   /* the game has no Paste a Position: the action is off */
  ReversiPasteDialog *dialog = reversi_paste_dialog_new (GTK_WINDOW (self), explanation);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_paste_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
