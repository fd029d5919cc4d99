/* SPDX-License-Identifier: MIT */
/* reversi-game-chooser.h: which game of a file of several to open.
 *
 * A GGF file of several games or a WTHOR database (thousands of games)
 * opens none silently: a window lists its games, one line each (players,
 * place, day, result: game_file_describe_game), with a search entry that
 * keeps the lines holding the words typed and has the keyboard: Up and
 * Down select, Enter opens.  Open (or a double click) opens the game
 * selected, Cancel (or Escape) changes nothing.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/** ReversiGameChosen: index is the game chosen (0-based), -1 when the
 * window was cancelled or closed. */
typedef void (*ReversiGameChosen) (int index, gpointer user_data);

/** reversi_game_chooser_present: show the games of the file called
 * file_name (lines: one char * per game, in the file's order) over
 * parent; chosen is called once, with user_data, when it closes. */
void reversi_game_chooser_present (GtkWindow *parent, const char *file_name, GPtrArray *lines,
                                   ReversiGameChosen chosen, gpointer user_data);

G_END_DECLS
