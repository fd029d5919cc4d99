/* SPDX-License-Identifier: MIT */
/* reversi-start-game-dialog.h: choosing the game, and for Reversi the
 * board and the rule, and the players.
 *
 * The games are the catalog's (reversi-game-catalog.h); the sides follow
 * the game chosen, and each game's choices are remembered apart.
 * The dialog starts from the choices remembered in the settings and, on
 * Start, remembers the new ones and emits "start-game"; the window then
 * asks for the set-up with reversi_start_game_dialog_get_setup.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-setup.h"
#include "reversi-common-setup.h"

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

/** reversi_start_game_dialog_get_game: the game chosen. */
const ReversiGameInfo *reversi_start_game_dialog_get_game (ReversiStartGameDialog *self);

/** reversi_start_game_dialog_get_common_setup: the players chosen for a
 * game other than Reversi (clear it with reversi_common_setup_clear). */
void reversi_start_game_dialog_get_common_setup (ReversiStartGameDialog *self,
                                                ReversiCommonSetup *setup);

/** reversi_start_game_dialog_show_common_setup: start from setup's game
 * and players (those of the window's game) rather than the remembered. */
void reversi_start_game_dialog_show_common_setup (ReversiStartGameDialog *self,
                                                 const ReversiCommonSetup *setup);

G_END_DECLS
