/* SPDX-License-Identifier: MIT */
/* reversi-kalah-view.h: the Kalah board (a ReversiCellBoard).
 *
 * The article's board drawn to scale: the first player's pits 0..5 along the
 * bottom, the second player's 7..12 along the top (12 on the left), the
 * second's store on the left and the first's on the right, each pit and
 * store with its number of stones and each pit with its number.  The last
 * move's sowing is shown: the pit it was sown from, every cell it dropped
 * a stone into, and the pit a capture emptied.
 */
#pragma once

#include "kalah.h"
#include "reversi-cell-board.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_KALAH_VIEW (reversi_kalah_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiKalahView, reversi_kalah_view, REVERSI, KALAH_VIEW, ReversiCellBoard)

G_END_DECLS
