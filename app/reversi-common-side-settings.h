/* SPDX-License-Identifier: MIT */
/* reversi-common-side-settings.h: who plays one side of tic-tac-toe, Kalah
 * or Go, in the New Game dialog.
 *
 * The counterpart of reversi-side-settings.h for the games played through
 * GameRules: human (with a name) or computer, and a computer's strategy
 * (only those the game has), depth (for the strategies that stop at one)
 * and time limit per move.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-common-setup.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_COMMON_SIDE_SETTINGS (reversi_common_side_settings_get_type ())
G_DECLARE_FINAL_TYPE (ReversiCommonSideSettings, reversi_common_side_settings, REVERSI,
                      COMMON_SIDE_SETTINGS, GtkWidget)

/** reversi_common_side_settings_set_side: show the choices of side (0 or
 * 1) of game. */
void reversi_common_side_settings_set_side (ReversiCommonSideSettings *self,
                                           const ReversiGameInfo *game, int side_index,
                                           const ReversiCommonSide *side);

/** reversi_common_side_settings_get_side: the choices shown, into side
 * (whose name is replaced). */
void reversi_common_side_settings_get_side (ReversiCommonSideSettings *self, ReversiCommonSide *side);

G_END_DECLS
