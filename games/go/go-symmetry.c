/* SPDX-License-Identifier: MIT */
/* go-symmetry.c: point and mask tables for the 8 symmetries of a square,
 * the 4 of a rectangle. */
#include "go-symmetry.h"

#include <string.h>

#include "board-symmetry.h"

void
go_symmetry_init (GoSymmetry *sym, int width, int height)
{
  memset (sym, 0, sizeof *sym);
  sym->width = width;
  sym->height = height;
  sym->count = width == height ? GO_SYMMETRY_COUNT : GO_SYMMETRY_COUNT / 2;
  int points = width * height;
  for (int s = 0; s < sym->count; s++) {
    for (int p = 0; p < points; p++) {
      int col, row;
      board_symmetry_map_rect (width, height, s, p % width, p / width, &col, &row);
      sym->point_map[s][p] = (int8_t) (row * width + col);
    }
    for (int part = 0; part < 4; part++) {
      for (int byte = 0; byte < 256; byte++) {
        uint32_t image = 0;
        for (int bit = 0; bit < 8; bit++) {
          int p = part * 8 + bit;
          if ((byte & (1 << bit)) && p < points)
            image |= UINT32_C (1) << sym->point_map[s][p];
        }
        sym->byte_map[s][part][byte] = image;
      }
    }
  }
}

int
go_symmetry_inverse (int s)
{
  /* Mirrors undo themselves; after a transpose, mirroring the columns
   * undoes mirroring the rows and the other way round. */
  if (!(s & 4))
    return s;
  return 4 | ((s & 1) << 1) | ((s & 2) >> 1);
}

void
go_symmetry_position (const GoSymmetry *sym, int s, const GoPosition *pos, GoPosition *out)
{
  GoPosition image = *pos;
  image.stones[GO_BLACK] = go_symmetry_mask (sym, s, pos->stones[GO_BLACK]);
  image.stones[GO_WHITE] = go_symmetry_mask (sym, s, pos->stones[GO_WHITE]);
  image.ko_point = go_symmetry_point (sym, s, pos->ko_point);
  *out = image;
}
