/* SPDX-License-Identifier: MIT */
/* reversi-tictactoe-view.h: the tic-tac-toe board (a ReversiCellBoard).
 *
 * Three by three cells with the coordinates around them (a..c across, 1..3
 * down, a1 the top left corner, as the notation), X and O, the last move
 * marked and, at the end, the winning line drawn through.
 */
#pragma once

#include "reversi-cell-board.h"
#include "tictactoe.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_TICTACTOE_VIEW (reversi_tictactoe_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiTictactoeView, reversi_tictactoe_view, REVERSI, TICTACTOE_VIEW,
                      ReversiCellBoard)

G_END_DECLS
