/* SPDX-License-Identifier: MIT */
/* go-symmetry.h: the symmetries of a board, on Go positions: 8 on a
 * square, 4 on a rectangle.
 *
 * A symmetry is a number 0..7 made of three bits, applied in this order
 * (the numbering of games/search/board-symmetry.h, so the solver and the
 * common game interface agree):
 *   4  transpose: swap column and row
 *   1  mirror the columns: col -> width - 1 - col
 *   2  mirror the rows:    row -> height - 1 - row
 * 0 is the identity, 3 the half turn, 5 and 6 the quarter turns.  A
 * rectangle that is not a square has only 0 to 3 (the identity, both
 * mirrors and the half turn): a transpose or a quarter turn makes it
 * another board.  So `count` is 8 or 4, and the symmetries 0 .. count - 1
 * are the group: every loop over them stops at count.
 *
 * The solver maps whole stone masks many millions of times, so the maps
 * are tables: for each size and symmetry, the image of every byte of a
 * mask (a mask has at most 25 bits, four bytes; up to 4x4 the upper two
 * bytes are always zero and their lookups are skipped).
 */
#pragma once

#include "go-position.h"

G_BEGIN_DECLS

#define GO_SYMMETRY_COUNT 8

typedef struct {
  int width, height;
  int count;                                                 /* 8 on a square, 4 otherwise */
  int8_t point_map[GO_SYMMETRY_COUNT][GO_MAX_POINTS];        /* image of each point */
  uint32_t byte_map[GO_SYMMETRY_COUNT][4][256];              /* image of each byte of a mask */
} GoSymmetry;

/** go_symmetry_init: fill the tables for a width x height board. */
void go_symmetry_init (GoSymmetry *sym, int width, int height);

/** go_symmetry_point: where point p goes under symmetry s (a pass stays a
 * pass, GO_NO_POINT stays GO_NO_POINT). */
static inline int
go_symmetry_point (const GoSymmetry *sym, int s, int p)
{
  return (p < 0 || p >= GO_MAX_POINTS) ? p : sym->point_map[s][p];
}

/** go_symmetry_mask: the image of a mask of points under symmetry s. */
static inline uint32_t
go_symmetry_mask (const GoSymmetry *sym, int s, uint32_t mask)
{
  uint32_t image = sym->byte_map[s][0][mask & 0xFF] | sym->byte_map[s][1][(mask >> 8) & 0xFF];
  if (mask >> 16)
    image |= sym->byte_map[s][2][(mask >> 16) & 0xFF] | sym->byte_map[s][3][mask >> 24];
  return image;
}

/** go_symmetry_inverse: the symmetry that undoes s. */
int go_symmetry_inverse (int s);

/** go_symmetry_position: the image of pos under symmetry s (prisoners, side
 * to move and the pass flag are unchanged; the ko point moves). */
void go_symmetry_position (const GoSymmetry *sym, int s, const GoPosition *pos, GoPosition *out);

G_END_DECLS
