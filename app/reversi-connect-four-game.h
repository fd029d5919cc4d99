/* reversi-connect-four-game.h: what Connect Four's plug-in
 * (reversi-connect-four-game.c) and its board (reversi-connect-four-view.c)
 * both say: a cell's name.  GLib only. */
#pragma once

#include "connect-four.h"

G_BEGIN_DECLS

/** reversi_connect_four_cell_text: the cell's name ("d3": column, then
 * row from the bottom). */
void reversi_connect_four_cell_text (int cell, char text[GAME_NOTATION_SIZE]);

G_END_DECLS
