/* SPDX-License-Identifier: MIT */
/* reversi-board-view.h: Reversi's board (a ReversiBoard), drawn to fit
 * any window size.
 *
 * Coordinates (a.. across, 1.. down) are written on all four sides so a
 * move can be read off from any seat at the table.  The view only shows a
 * position; a click on a square is reported with "square-clicked" and the
 * window decides what it means.
 *
 * Each square is also a flat button: Tab reaches the board, the arrow keys
 * move from square to square, Enter or Space plays there, and a screen
 * reader hears each square's name ("d3, empty, legal move").  The square
 * under the pointer or the keyboard shows the disc that would be placed
 * and, when asked, the discs it would flip.
 */
#pragma once

#include <gtk/gtk.h>

#include "kyokumen.h"
#include "reversi-board.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_BOARD_VIEW (reversi_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiBoardView, reversi_board_view, REVERSI, BOARD_VIEW, ReversiBoard)

/** reversi_board_view_new: an empty 8x8 board. */
GtkWidget *reversi_board_view_new (void);

/** reversi_board_view_set_position: show k; last_move (may be NULL, or a
 * pass) is marked on the board. */
void reversi_board_view_set_position (ReversiBoardView *self, const Kyokumen *k,
                                      const Sashite *last_move);

/** reversi_board_view_set_show_flips: on the square under the pointer or
 * the keyboard, mark the discs the move would flip. */
void reversi_board_view_set_show_flips (ReversiBoardView *self, gboolean show);

/** reversi_board_view_set_hint: mark the square (0-based col, row) the
 * computer suggests; -1, -1 for none.  It stays until replaced: the
 * window clears it when the position changes. */
void reversi_board_view_set_hint (ReversiBoardView *self, int col, int row);

/** reversi_board_view_square_move: the move (the Sashite's xy) of the
 * square at 0-based col, row of the board shown. */
int reversi_board_view_square_move (ReversiBoardView *self, int col, int row);

/** reversi_board_view_get_hint: the hint's square; FALSE when none. */
gboolean reversi_board_view_get_hint (ReversiBoardView *self, int *col, int *row);

G_END_DECLS
