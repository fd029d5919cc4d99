/* SPDX-License-Identifier: MIT */
/* board-symmetry.h: the 8 symmetries of a square board, numbered.
 *
 * Tic-tac-toe, Reversi and Go are played on square boards, which look the
 * same turned by a quarter and mirrored: 8 symmetries in all.  They are
 * numbered 0..7 by three bits, applied in this order:
 *
 *   bit 2 (4)  transpose: swap column and row (mirror in the main diagonal)
 *   bit 0 (1)  mirror the columns: col -> size - 1 - col
 *   bit 1 (2)  mirror the rows:    row -> size - 1 - row
 *
 * so 0 is the identity, 3 the half turn, 5 and 6 the quarter turns.  The
 * games number their GameRules symmetries the same way.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BOARD_SYMMETRY_COUNT 8

/** board_symmetry_map_rect: where cell (col, row) of a width x height
 * board goes under symmetry s (0-based coordinates).  On a rectangle that
 * is not a square only s = 0 to 3 keep the board (Go's 4x5); 4 to 7 map it
 * onto its transpose, height x width, mirrored there. */
static inline void
board_symmetry_map_rect (int width, int height, int s, int col, int row, int *out_col,
                         int *out_row)
{
  int c = col, r = row, w = width, h = height;
  if (s & 4) {
    c = row;
    r = col;
    w = height;
    h = width;
  }
  if (s & 1)
    c = w - 1 - c;
  if (s & 2)
    r = h - 1 - r;
  *out_col = c;
  *out_row = r;
}

/** board_symmetry_map: where cell (col, row) of a size x size board goes
 * under symmetry s (0-based coordinates). */
static inline void
board_symmetry_map (int size, int s, int col, int row, int *out_col, int *out_row)
{
  board_symmetry_map_rect (size, size, s, col, row, out_col, out_row);
}

/** board_symmetry_inverse: the symmetry that undoes s.  Mirrors undo
 * themselves; after a transpose, mirroring the columns then undoes
 * mirroring the rows and the other way round. */
static inline int
board_symmetry_inverse (int s)
{
  if (!(s & 4))
    return s;
  return 4 | ((s & 1) << 1) | ((s & 2) >> 1);
}

G_END_DECLS
