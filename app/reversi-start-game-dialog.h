/* reversi-start-game-dialog.h: choosing the board, the rule and the players.
 *
 * The dialog starts from the choices remembered in the settings and, on
 * Start, remembers the new ones and emits "start-game"; the window then
 * asks for the set-up with reversi_start_game_dialog_get_setup.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-setup.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_START_GAME_DIALOG (reversi_start_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ReversiStartGameDialog, reversi_start_game_dialog, REVERSI,
                      START_GAME_DIALOG, GtkWindow)

/** reversi_start_game_dialog_new: a dialog over parent showing the
 * choices remembered in settings. */
ReversiStartGameDialog *reversi_start_game_dialog_new (GtkWindow *parent, GSettings *settings);

/** reversi_start_game_dialog_get_setup: the chosen set-up (clear it with
 * reversi_game_setup_clear). */
void reversi_start_game_dialog_get_setup (ReversiStartGameDialog *self, ReversiGameSetup *setup);

G_END_DECLS
