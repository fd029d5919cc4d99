/* reversi-board-view.h: the board, drawn to fit any window size.
 *
 * Coordinates (a.. across, 1.. down) are written on all four sides so a
 * move can be read off from any seat at the table.  The view only shows a
 * position; a click on a square is reported with "square-clicked" and the
 * window decides what it means.
 */
#pragma once

#include <gtk/gtk.h>

#include "kyokumen.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_BOARD_VIEW (reversi_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiBoardView, reversi_board_view, REVERSI, BOARD_VIEW, GtkWidget)

/** reversi_board_view_new: an empty 8x8 board. */
GtkWidget *reversi_board_view_new (void);

/** reversi_board_view_set_position: show k; last_move (may be NULL, or a
 * pass) is marked on the board. */
void reversi_board_view_set_position (ReversiBoardView *self, const Kyokumen *k,
                                      const Sashite *last_move);

/** reversi_board_view_set_show_hints: mark the legal moves of the side to move. */
void reversi_board_view_set_show_hints (ReversiBoardView *self, gboolean show);

/** reversi_board_view_set_interactive: whether clicks are reported (a
 * human's turn) and legal moves may be marked. */
void reversi_board_view_set_interactive (ReversiBoardView *self, gboolean interactive);

/** reversi_board_view_square_at: the 0-based column and row under the
 * widget point (x, y); FALSE outside the board. */
gboolean reversi_board_view_square_at (ReversiBoardView *self, double x, double y,
                                       int *col, int *row);

G_END_DECLS
