/* SPDX-License-Identifier: MIT */
/* reversi-game-views.h: the board widget of each game played through
 * GameRules, the GTK side of the catalog (reversi-game-catalog.h).
 *
 * A game folder's board is app/reversi-FOLDER-view.c, a ReversiCellBoard
 * subclass (reversi-cell-board.h) with reversi_FOLDER_view_get_type();
 * app/meson.build lists the folders that have one, so the catalog itself
 * stays GLib only.  Every game of a folder (Go's three sizes) shares it.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-catalog.h"

G_BEGIN_DECLS

/** reversi_game_view_type: the board widget type of game, a GameRules
 * game; G_TYPE_NONE (with a critical) when its folder has no board. */
GType reversi_game_view_type (const ReversiGameInfo *game);

G_END_DECLS
