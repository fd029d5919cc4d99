/* SPDX-License-Identifier: MIT */
/* reversi-move-list.h: the numbered list of the moves of a game.
 *
 * A row clicked (or chosen with the keyboard) is reported with
 * "move-activated", for the window to show the position after it. */
#pragma once

#include <gtk/gtk.h>

#include "game.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_MOVE_LIST (reversi_move_list_get_type ())
G_DECLARE_FINAL_TYPE (ReversiMoveList, reversi_move_list, REVERSI, MOVE_LIST, GtkWidget)

/** reversi_move_list_new: an empty list. */
GtkWidget *reversi_move_list_new (void);

/** reversi_move_list_set_rows: show count rows (copied), one a move, of
 * any game.  shown is the number of moves of the position on show: when
 * it is the game's own, the list scrolls to the last move; when it is
 * fewer (reviewing), that row is marked. */
void reversi_move_list_set_rows (ReversiMoveList *self, const char *const *rows, int count,
                                 int shown);

/** reversi_move_list_get_rows_in_view: the first and last rows (1 for
 * the first move) wholly in view, 0 and 0 when none is. */
void reversi_move_list_get_rows_in_view (ReversiMoveList *self, int *first, int *last);

G_END_DECLS
