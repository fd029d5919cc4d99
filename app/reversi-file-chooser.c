/* SPDX-License-Identifier: MIT */
/* reversi-file-chooser.c: the file chooser of the game windows. */
#include "reversi-file-chooser.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-frame.h"
#include "games-registry.h"
#include "reversi-game-catalog.h"

/* Where a file chooser starts: the folder last used, else the user's
 * documents, else home (never the folder the program was started in). */
static GFile *
start_folder (GSettings *settings)
{
  g_autofree char *last = g_settings_get_string (settings, "last-folder");
  if (*last && g_file_test (last, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (last);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  if (documents && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

/* A filter of files ending in .suffix (any letter case), or of every
 * file (suffix NULL), or of the MIME type mime. */
static void
add_filter (GtkFileChooser *chooser, const char *name, const char *suffix, const char *mime)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  if (suffix)
    gtk_file_filter_add_suffix (filter, suffix);
  else
    gtk_file_filter_add_pattern (filter, "*");
  if (mime)
    gtk_file_filter_add_mime_type (filter, mime);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

GtkFileChooserNative *
reversi_file_chooser_new (GtkWindow *parent, GSettings *settings, const char *title,
                          GtkFileChooserAction action, const char *accept_label)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, action, accept_label,
                                                               _("_Cancel"));
  GtkFileChooser *files = GTK_FILE_CHOOSER (chooser);
  /* The kit's records, each game's by its own extension; should a record
   * have another name, "All files" still shows it. */
  GtkFileFilter *records = gtk_file_filter_new ();
  gtk_file_filter_set_name (records, _("Game records of the kit"));
  guint count = 0;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  for (guint i = 0; i < count; i++) {
    g_autofree char *extension = reversi_game_record_extension (games[i]);
    g_autofree char *pattern = g_strconcat ("*.", extension, NULL);
    gtk_file_filter_add_pattern (records, pattern);
  }
  gtk_file_filter_add_mime_type (records, REVERSI_RECORD_MIME_TYPE);
  gtk_file_filter_add_mime_type (records, REVERSI_GAME_RECORD_MIME_TYPE);
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN) {
    /* Open's first filter shows every file it can open, other programs'
     * too: a database in Documents is not hidden behind another filter. */
    gtk_file_filter_set_name (records, _("Game files the kit opens"));
    static const char *const others[] = { "ggf", "sgf", "wtb" };
    for (guint i = 0; i < G_N_ELEMENTS (others); i++)
      gtk_file_filter_add_suffix (records, others[i]);
  }
  gtk_file_chooser_add_filter (files, records);
  g_object_unref (records);
  /* Other programs' formats, the name's extension saying which to write. */
  add_filter (files, _("GGF games (Othello servers, Edax)"), "ggf", "application/x-othello-ggf");
  add_filter (files, _("SGF games (Go: GNU Go, GoGui; Othello: Edax, Quarry)"), "sgf",
              "application/x-go-sgf");
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN)
    add_filter (files, _("WTHOR databases (Othello, opened only)"), "wtb",
                "application/x-othello-wthor");
  add_filter (files, _("All files"), NULL, NULL);
  g_autoptr (GFile) folder = start_folder (settings);
  gtk_file_chooser_set_current_folder (files, folder, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

char *
reversi_game_record_extension (const ReversiGameInfo *game)
{
  /* One extension a game, whatever its board size, from the game list
   * (its folder's name unless the folder names another), the one the
   * MIME types of app/data register. */
  const GameEntry *entry = games_registry_find (game->id);
  return g_strdup (entry ? games_registry_record_extension (entry) : game->id);
}

char *
reversi_file_chooser_get_path (GtkNativeDialog *chooser, int response)
{
  if (response != GTK_RESPONSE_ACCEPT)
    return NULL;
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  return file ? g_file_get_path (file) : NULL;
}

void
reversi_file_chooser_remember_folder (GSettings *settings, const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_settings_set_string (settings, "last-folder", folder);
}
