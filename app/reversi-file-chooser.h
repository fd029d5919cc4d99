/* SPDX-License-Identifier: MIT */
/* reversi-file-chooser.h: the file chooser every window opens and saves
 * games with.
 *
 * It starts in the folder last used (else the user's documents, else
 * home), lists the kit's records (each game's by its own extension:
 * *.reversi, *.kalah...), GGF games and all files, and is modal over its
 * window.  Plain functions: the chooser is GTK's own.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-catalog.h"

G_BEGIN_DECLS

/** reversi_file_chooser_new: a chooser over parent; settings keeps the
 * last folder.  Free with g_object_unref once answered. */
GtkFileChooserNative *reversi_file_chooser_new (GtkWindow *parent, GSettings *settings,
                                                const char *title, GtkFileChooserAction action,
                                                const char *accept_label);

/** reversi_game_record_extension: the extension, without the dot, of
 * game's records ("reversi", "kalah"; one for all the sizes of a game).
 * Free with g_free(). */
char *reversi_game_record_extension (const ReversiGameInfo *game);

/** reversi_file_chooser_get_path: the chosen file's local path, or NULL
 * (cancelled, or not a local file). */
char *reversi_file_chooser_get_path (GtkNativeDialog *chooser, int response);

/** reversi_file_chooser_remember_folder: path's folder is where the next
 * chooser starts. */
void reversi_file_chooser_remember_folder (GSettings *settings, const char *path);

G_END_DECLS
