/* SPDX-License-Identifier: MIT */
/* stability.h: discs that can never be turned over, for the solver's
 * stability cutoff (a side keeps its stable discs, which bounds the score).
 *
 * A lower bound on the stable discs of p, on a board of size 4, 6 or 8 in
 * the corner of the 64-bit grid (see bitboard.h):
 *
 *   - the discs of the four edges that no sequence of moves along the edge
 *     can turn over (a table per board size, made once);
 *   - discs whose four lines (row, column, both diagonals) are full;
 *   - then, until nothing changes, discs that in each of the four
 *     directions have a full line, the board's edge or a stable disc of
 *     their own next to them.
 *
 * Squares off a small board count as filled and as the edge, so one piece
 * of code serves every size.
 */
#pragma once

#include <stdint.h>

#include "bitboard.h"

/* stability_edge[size][own][other]: the stable discs of an edge of
 * `size` squares (bit i is the i-th square along the edge).  Filled by
 * stability_init (). */
extern uint8_t stability_edge[BITBOARD_MAX_SIZE + 1][256][256];
/* stability_unpack_file[bits]: bit i of bits moved to square (0, i). */
extern uint64_t stability_unpack_file[256];

/** stability_init: make the tables (once; safe to call again). */
void stability_init (void);

/* The eight squares of column col, as eight bits (row i is bit i). */
static inline unsigned
stability_pack_file (uint64_t x, int col)
{
  return (unsigned) ((((x >> col) & BITBOARD_FILE_A) * 0x0102040810204080ULL) >> 56);
}

/* The squares whose line in one direction (shift, both ways) is full:
 * `toward` has the squares with fewer than 1, 2 and 4 steps left before
 * the edge going up the bits, `back` the same going down. */
static inline uint64_t
stability_full_direction (uint64_t filled, int shift, const uint64_t toward[3],
                          const uint64_t back[3])
{
  uint64_t up = filled, down = filled;
  for (int k = 0; k < 3; k++) {
    up &= (up >> (shift << k)) | toward[k];
    down &= (down << (shift << k)) | back[k];
  }
  return up & down;
}

/** stability_stable_discs: a lower bound on the discs of p that o can never
 * turn over, on a board of the given size (4, 6 or 8) whose squares are
 * mask. */
static inline uint64_t
stability_stable_discs (uint64_t p, uint64_t o, int size, uint64_t mask)
{
  /* Steps left before the edge of the 8x8 grid, for the diagonals: fewer
   * than 1, 2 and 4 towards higher bits (+9: right and up a row; +7: left
   * and up a row) and towards lower bits. */
  static const uint64_t up9[3] = { 0xFF80808080808080ULL, 0xFFFFC0C0C0C0C0C0ULL, 0xFFFFFFFFF0F0F0F0ULL };
  static const uint64_t down9[3] = { 0x01010101010101FFULL, 0x030303030303FFFFULL, 0x0F0F0F0FFFFFFFFFULL };
  static const uint64_t up7[3] = { 0xFF01010101010101ULL, 0xFFFF030303030303ULL, 0xFFFFFFFF0F0F0F0FULL };
  static const uint64_t down7[3] = { 0x80808080808080FFULL, 0xC0C0C0C0C0C0FFFFULL, 0xF0F0F0F0FFFFFFFFULL };

  uint64_t off = ~mask;
  uint64_t filled = p | o | off;
  int last = size - 1;

  /* Full rows and columns. */
  uint64_t h = filled & (filled >> 1);
  h &= h >> 2;
  h &= h >> 4;
  uint64_t full_h = (h & BITBOARD_FILE_A) * 0xFF;
  uint64_t v = filled & (filled >> 8);
  v &= v >> 16;
  v &= v >> 32;
  uint64_t full_v = (v & BITBOARD_RANK_1) * BITBOARD_FILE_A;
  uint64_t full_d9 = stability_full_direction (filled, 9, up9, down9);
  uint64_t full_d7 = stability_full_direction (filled, 7, up7, down7);

  const uint8_t (*edge)[256] = stability_edge[size];
  unsigned p_top = (unsigned) (p & 0xFF), o_top = (unsigned) (o & 0xFF);
  unsigned p_bottom = (unsigned) (p >> (8 * last)) & 0xFF, o_bottom = (unsigned) (o >> (8 * last)) & 0xFF;
  uint64_t stable = edge[p_top][o_top] | (uint64_t) edge[p_bottom][o_bottom] << (8 * last)
                    | stability_unpack_file[edge[stability_pack_file (p, 0)][stability_pack_file (o, 0)]]
                    | stability_unpack_file[edge[stability_pack_file (p, last)][stability_pack_file (o, last)]] << last;
  stable = (stable | (full_h & full_v & full_d9 & full_d7)) & p;
  if (stable == 0)
    return 0;

  /* A disc is held in a direction by a full line, the edge (of the grid,
   * or a square off a small board) or a stable disc of its own. */
  const uint64_t border = BITBOARD_FILE_A | BITBOARD_FILE_H | BITBOARD_RANK_1 | BITBOARD_RANK_8;
  uint64_t old;
  do {
    old = stable;
    uint64_t held = stable | off;
    uint64_t across = full_h | BITBOARD_FILE_A | BITBOARD_FILE_H
                      | ((held << 1) & ~BITBOARD_FILE_A) | ((held >> 1) & ~BITBOARD_FILE_H);
    uint64_t down = full_v | BITBOARD_RANK_1 | BITBOARD_RANK_8 | (held << 8) | (held >> 8);
    uint64_t diag9 = full_d9 | border | ((held << 9) & ~BITBOARD_FILE_A) | ((held >> 9) & ~BITBOARD_FILE_H);
    uint64_t diag7 = full_d7 | border | ((held << 7) & ~BITBOARD_FILE_H) | ((held >> 7) & ~BITBOARD_FILE_A);
    stable |= p & across & down & diag9 & diag7;
  } while (stable != old);
  return stable;
}
