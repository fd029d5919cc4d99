/* SPDX-License-Identifier: MIT */
/* reversi-frame-files.c: the game to and from text: opening and saving
 * game records and GGF games (Save writes to the game's own file, Save As
 * asks), copying the record, pasting a position, and the autosave after
 * every move.  Files are read and written through reversi-file-io.h, so
 * nothing here can block on a FIFO. */
#include "reversi-frame-private.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "game-file.h"
#include "ggf.h"
#include "reversi-autosave.h"
#include "reversi-file-chooser.h"
#include "reversi-file-io.h"
#include "reversi-game-chooser.h"
#include "reversi-error.h"
#include "reversi-paste-dialog.h"
#include "sgf-tree.h"

GameRecord *
_reversi_frame_current_record (ReversiFrame *self)
{
  if (reversi_game_session_get_reversi (self->session))
    return reversi_game_session_to_record (self->session);
  /* In a window of another game, a new game with the Reversi players the
   * window had last (a GGF game opened there takes them). */
  GameRecord *record = game_record_new ();
  Game *game = reversi_game_setup_create_game (&self->last_reversi, NULL);
  if (game)
    reversi_game_setup_to_record (&self->last_reversi, game, record);
  game_free (game);
  return record;
}

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

/* Whether path's name ends in "." extension, in any letter case. */
static gboolean
has_extension (const char *path, const char *extension)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  g_autofree char *suffix = g_strconcat (".", extension, NULL);
  return g_str_has_suffix (lower, suffix);
}

/* Reversi in the format its file name asks for: GGF, Othello's SGF, or
 * the kit's record. */
static char *
reversi_text_for (ReversiFrame *self, const Game *game, const char *path)
{
  const ReversiGameSetup *setup = reversi_game_session_get_reversi_setup (self->session);
  const char *black = player_name (game->player[0]), *white = player_name (game->player[1]);
  if (has_extension (path, "ggf")) {
    g_autofree char *date = ggf_date_from_iso (setup->date);
    const char *event = setup->event;
    return ggf_format (game, black, white, event && *event ? event : "reversi-kit", date);
  }
  if (has_extension (path, "sgf")) {
    /* SGF's DT is the day (YYYY-MM-DD), the record's Date starts so. */
    g_autofree char *day = setup->date && strlen (setup->date) >= 10
                               ? g_strndup (setup->date, 10) : NULL;
    return game_file_format_sgf (game, black, white, day);
  }
  return reversi_game_session_to_text (self->session);
}

/* The game in the format its file name asks for; NULL with the reason
 * when the game has no such format (a Kalah game as SGF). */
static char *
game_text_for (ReversiFrame *self, const char *path, GError **error)
{
  const Game *game = reversi_game_session_get_reversi (self->session);
  if (game)
    return reversi_text_for (self, game, path);
  const ReversiGameInfo *info = reversi_game_session_get_game (self->session);
  const char *label = _(info->label);
  if (info->file_write && has_extension (path, info->file_extension)) {
    g_autofree char *first = reversi_game_session_player_name (self->session, 0);
    g_autofree char *second = reversi_game_session_player_name (self->session, 1);
    return info->file_write (reversi_game_session_get_path (self->session), first, second);
  }
  g_autofree char *own = reversi_game_record_extension (info);
  if (has_extension (path, "sgf")) {
    g_autofree char *reason = game_file_sgf_no_such_game (label);
    g_set_error_literal (error, REVERSI_ERROR, REVERSI_ERROR_FILE, reason);
    return NULL;
  }
  if (has_extension (path, "ggf")) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("GGF holds Othello games only: save the game of %s with the extension .%s, "
                   "the kit's own format."),
                 label, own);
    return NULL;
  }
  return reversi_game_session_to_text (self->session);
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

/* A game of another program's file: the players the file names become
 * people of those names (GGF, SGF and WTHOR name players, they do not
 * keep the kit's computer settings); a side it does not name keeps the
 * window's player, as a pasted position does. */
static gboolean
load_other_game (ReversiFrame *self, GgfGame *ggf, GError **error)
{
  GameRecord *record = _reversi_frame_current_record (self);
  game_record_copy_game (record, ggf->game);
  const char *names[2] = { ggf->black_name, ggf->white_name };
  for (int i = 0; i < 2; i++)
    if (*names[i] && strcmp (names[i], "?") != 0)
      game_record_set_player (record, i == 0 ? BLACK : WHITE, FALSE, NULL, names[i]);
  /* PC, the place, holds the event; the kit's own PC names no event. */
  game_record_set_event (record, g_strcmp0 (ggf->place, "reversi-kit") == 0 ? NULL : ggf->place);
  g_autofree char *date = ggf_date_to_iso (ggf->date);
  game_record_set_date (record, date);
  gboolean ok = reversi_frame_load_record (self, record, error);
  game_record_free (record);
  return ok;
}

static gboolean
load_ggf (ReversiFrame *self, const char *text, GError **error)
{
  GgfGame *ggf = ggf_parse (text, error);
  gboolean ok = ggf && load_other_game (self, ggf, error);
  ggf_game_free (ggf);
  return ok;
}

/* A file's games waiting for the chooser's answer. */
typedef struct {
  ReversiFrame *self;   /* a reference */
  GPtrArray *games;     /* GgfGame */
  char *name;           /* the file's name, to show */
  char *note;           /* what else to say when a game opens, or NULL */
} FileGames;

static void
file_games_free (FileGames *files)
{
  g_object_unref (files->self);
  g_ptr_array_unref (files->games);
  g_free (files->name);
  g_free (files->note);
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
  if (index >= 0 && !load_other_game (self, files->games->pdata[index], &error)) {
    _reversi_frame_show_error (self, _("The game cannot be opened"), error->message);
  } else if (index >= 0) {
    /* Save asks where: the file holds other games, which Save would lose. */
    g_clear_pointer (&self->file_path, g_free);
    g_autofree char *text = g_strdup_printf (_("Opened game %1$d of the %2$u of %3$s."), index + 1,
                                             files->games->len, files->name);
    say_opened (self, text, files->note);
  }
  file_games_free (files);
}

/* A file of other programs' games (GGF, SGF, WTHOR): one opens, several
 * are listed to choose from.  *opened is FALSE when the chooser shows
 * (the game changes when it answers). */
static gboolean
open_game_file (ReversiFrame *self, const char *path, const char *data, gsize length,
                gboolean *opened, char **note, GError **error)
{
  g_autoptr (GPtrArray) games = game_file_read_games (data, length, error);
  if (!games)
    return FALSE;
  if (game_file_detect (data, length, NULL) == GAME_FILE_WTHOR) {
    g_autoptr (GError) names = NULL;
    if (!game_file_wthor_names_beside (games, path, &names))
      *note = g_strdup_printf (_("The players' names are numbers: %s"), names->message);
  }
  if (games->len == 1) {
    *opened = TRUE;
    return load_other_game (self, games->pdata[0], error);
  }
  *opened = FALSE;
  FileGames *files = g_new0 (FileGames, 1);
  files->self = g_object_ref (self);
  files->games = g_ptr_array_ref (games);
  files->name = g_filename_display_basename (path);
  files->note = g_steal_pointer (note);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (lines, game_file_describe_game (games->pdata[i]));
  reversi_game_chooser_present (GTK_WINDOW (self), files->name, lines, on_game_chosen, files);
  return TRUE;
}

/* A game of another program's SGF that a game of the kit other than
 * Reversi reads (Go), with its moves, as a game of two named people;
 * what it cannot keep (a komi) is added to *note. */
static gboolean
open_sgf_game (ReversiFrame *self, const ReversiGameInfo *game, const char *data, gsize length,
               char **note, GError **error)
{
  g_autofree char *komi_note = NULL;
  g_autoptr (GameTranscript) transcript = game->file_read (data, length, &komi_note, error);
  if (!transcript)
    return FALSE;
  if (komi_note) {
    char *both = *note ? g_strdup_printf ("%s %s", *note, komi_note) : g_strdup (komi_note);
    g_free (*note);
    *note = both;
  }
  _reversi_frame_replace_session (self, reversi_game_session_new_from_transcript (transcript));
  return TRUE;
}

void
reversi_frame_show_open_error (ReversiFrame *self, const char *message)
{
  _reversi_frame_show_error (self, _("The game cannot be opened"), message);
}

/* The game of another program's SGF that a game of the kit other than
 * Reversi reads (Go: GM[1]), or NULL. */
static const ReversiGameInfo *
sgf_game_of (const char *text, gsize length)
{
  int gm = 0;
  if (game_file_detect (text, length, &gm) != GAME_FILE_SGF || gm == GAME_FILE_SGF_OTHELLO)
    return NULL;
  return reversi_game_find_sgf (gm);
}

gboolean
reversi_check_game_file (const char *path, GError **error)
{
  gsize length = 0;
  g_autofree char *text = reversi_file_read_text (path, &length, error);
  if (!text)
    return FALSE;
  GError *local = NULL;
  const ReversiGameInfo *sgf_game = sgf_game_of (text, length);
  if (sgf_game) {
    g_autofree char *note = NULL;
    g_autoptr (GameTranscript) transcript = sgf_game->file_read (text, length, &note, &local);
  } else if (game_file_detect (text, length, NULL) != GAME_FILE_KIT) {
    GPtrArray *games = game_file_read_games (text, length, &local);
    g_clear_pointer (&games, g_ptr_array_unref);
  } else if (game_transcript_looks_like (text)) {
    ReversiGameSession *session = reversi_game_session_new_from_text (text, length, &local);
    g_clear_object (&session);
  } else {
    game_record_free (game_record_parse (text, length, reversi_check_player_config, &local));
  }
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
  g_autofree char *name = g_filename_display_name (path);
  GError *local = NULL;
  gboolean ok, opened = TRUE;
  g_autofree char *note = NULL;
  GameFileFormat format = game_file_detect (text, length, NULL);
  const ReversiGameInfo *sgf_game = sgf_game_of (text, length);
  /* Said, not hidden: the other lines are not in the game opened. */
  if (format == GAME_FILE_SGF && sgf_has_variations (text, text + length))
    note = g_strdup (_("The file holds variations: the game opened is its main line (the first "
                       "variation at each branch)."));
  /* By content, not by name: other programs' formats first, then the
   * kit's own (a transcript, or a Reversi game record). */
  if (sgf_game) {
    ok = open_sgf_game (self, sgf_game, text, length, &note, &local);
  } else if (format != GAME_FILE_KIT) {
    ok = open_game_file (self, path, text, length, &opened, &note, &local);
  } else if (game_transcript_looks_like (text)) {
    /* A game played through GameRules: its transcript. */
    ReversiGameSession *session = reversi_game_session_new_from_text (text, length, &local);
    ok = session != NULL;
    if (ok)
      _reversi_frame_replace_session (self, session);
  } else {
    GameRecord *record = game_record_parse (text, length, reversi_check_player_config, &local);
    ok = record && reversi_frame_load_record (self, record, &local);
    game_record_free (record);
  }
  if (!ok) {
    g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
    g_error_free (local);
    return FALSE;
  }
  if (!opened)
    return TRUE;   /* the chooser opens one of its games */
  /* Save writes back to it, but for a WTHOR database, which the kit
   * does not write. */
  if (format == GAME_FILE_WTHOR)
    g_clear_pointer (&self->file_path, g_free);
  else
    set_game_file (self, path);
  g_autofree char *shown = g_filename_display_basename (path);
  g_autofree char *opened_text = g_strdup_printf (_("Opened %s."), shown);
  say_opened (self, opened_text, note);
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

/* The formats the window's game is written in besides the kit's own:
 * Reversi's GGF and SGF, another game's own (Go: SGF). */
static const char *
other_formats (ReversiFrame *self, const char **second)
{
  *second = NULL;
  if (reversi_game_session_get_reversi (self->session)) {
    *second = "sgf";
    return "ggf";
  }
  return reversi_game_session_get_game (self->session)->file_extension;
}

/* Save As: the name's extension says the format when it names one of the
 * other programs' (typed "game.sgf"); else the dialog's Format choice
 * does, its extension in place of the kit's. */
static void
save_in_format (ReversiFrame *self, const char *path, const char *format)
{
  const char *second;
  const char *first = other_formats (self, &second);
  gboolean chosen = format && (g_strcmp0 (format, first) == 0 || g_strcmp0 (format, second) == 0);
  if (!chosen || (first && has_extension (path, first)) || (second && has_extension (path, second))) {
    save_to (self, path);
    return;
  }
  g_autofree char *kit = reversi_game_record_extension (reversi_game_session_get_game (self->session));
  g_autofree char *stem = has_extension (path, kit) ? g_strndup (path, strlen (path) - strlen (kit) - 1)
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
  const char *second;
  const char *first = other_formats (self, &second);
  if (first) {
    g_autofree char *kit = reversi_game_record_extension (reversi_game_session_get_game (self->session));
    g_autofree char *kit_label = g_strdup_printf (_("The kit's own (.%s)"), kit);
    g_autofree char *first_label = g_strdup_printf ("%s (.%s)", strcmp (first, "ggf") == 0 ? "GGF" : "SGF", first);
    const char *ids[] = { "kit", first, second, NULL };
    const char *labels[] = { kit_label, first_label, second ? "SGF (.sgf)" : NULL, NULL };
    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "format", _("Format"), ids, labels);
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
  if (ggf_looks_like (text)) {
    if (!load_ggf (self, text, error))
      return FALSE;
    _reversi_frame_set_message (self, _("Position set up."), FALSE);
    _reversi_frame_update_view (self);
    return TRUE;
  }
  if (!reversi_game_session_set_up_position (self->session, text, error))
    return FALSE;
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
  const Game *game = reversi_game_session_get_reversi (self->session);
  if (!game)
    return;   /* a Reversi position: the action is off in other games */
  ReversiPasteDialog *dialog = reversi_paste_dialog_new (GTK_WINDOW (self), game->start.size);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_paste_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
