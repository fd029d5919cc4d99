/* SPDX-License-Identifier: MIT */
/* reversi-go-view.h: the board of Go on 2x2 to 4x4 (a ReversiCellBoard).
 *
 * The grid drawn to scale with its coordinates as GTP writes them (A.. from
 * the left, 1 at the bottom), the stones, the last move, the stones it
 * captured (shown faintly where they stood), the ko point while the ban
 * holds, and at the end of a game ended by two passes the count: each
 * side's territory, the stones in seki (a triangle) and the dame that put
 * them there (a ring).
 */
#pragma once

#include "go-game-rules.h"
#include "reversi-cell-board.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_GO_VIEW (reversi_go_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiGoView, reversi_go_view, REVERSI, GO_VIEW, ReversiCellBoard)

G_END_DECLS
