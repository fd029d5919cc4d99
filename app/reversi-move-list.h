/* reversi-move-list.h: the numbered list of the moves of a game. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_MOVE_LIST (reversi_move_list_get_type ())
G_DECLARE_FINAL_TYPE (ReversiMoveList, reversi_move_list, REVERSI, MOVE_LIST, GtkWidget)

/** reversi_move_list_new: an empty list. */
GtkWidget *reversi_move_list_new (void);

/** reversi_move_list_set_game: show the moves of game (copied; the list
 * keeps no pointer to it) and scroll to the last one. */
void reversi_move_list_set_game (ReversiMoveList *self, const Game *game);

G_END_DECLS
