/* SPDX-License-Identifier: MIT */
/* perft.c: perft on 64-bit and 128-bit boards (the rules of
 * bitboard_perft in bitboard.h).
 *
 * Compiled once per x86-64 level, like the exact solvers' searches:
 * bitboard.h and bitboard-wide.h find moves and flips with AVX2 (and, on
 * 128-bit boards, PEXT and PDEP) when compiled for x86-64-v3, which
 * takes about 40% off the time of a perft (docs/benchmarks.md, "Perft").  PERFT_LEVEL names the copy
 * (enhanced/meson.build); bitboard_perft and wide_perft pick one.
 */
#include "perft.h"

#ifndef PERFT_LEVEL
#define PERFT_LEVEL generic
#endif
#define PERFT_JOIN(name, level) name##_##level
#define PERFT_NAME_OF(name, level) PERFT_JOIN (name, level)
#define PERFT_NAME(name) PERFT_NAME_OF (name, PERFT_LEVEL)

guint64
PERFT_NAME (bitboard_perft) (uint64_t p, uint64_t o, uint64_t mask, int depth)
{
  if (depth == 0)
    return 1;
  uint64_t empty = ~(p | o) & mask;
  uint64_t moves = bitboard_moves (p, o, empty);
  if (moves == 0) {
    if (bitboard_moves (o, p, empty) == 0)
      return 1;   /* the game is over before the depth */
    return PERFT_NAME (bitboard_perft) (o, p, mask, depth - 1);
  }
  if (depth == 1)
    return (guint64) bitboard_count (moves);   /* the last ply is counted, not played */
  guint64 total = 0;
  while (moves) {
    int sq = bitboard_first (moves);
    moves &= moves - 1;
    uint64_t flips = bitboard_flips (sq, p, o);
    total += PERFT_NAME (bitboard_perft) (o ^ flips, p | flips | ((uint64_t) 1 << sq), mask, depth - 1);
  }
  return total;
}

guint64
PERFT_NAME (wide_perft) (WideBits p, WideBits o, WideBits mask, int depth)
{
  if (depth == 0)
    return 1;
  WideBits empty = ~(p | o) & mask;
  WideBits moves = wide_moves (p, o, empty);
  if (moves == 0) {
    if (wide_moves (o, p, empty) == 0)
      return 1;
    return PERFT_NAME (wide_perft) (o, p, mask, depth - 1);
  }
  if (depth == 1)
    return (guint64) wide_count (moves);
  guint64 total = 0;
  while (moves) {
    int sq = wide_first (moves);
    moves &= moves - 1;
    WideBits flips = wide_flips (sq, p, o);
    total += PERFT_NAME (wide_perft) (o ^ flips, p | flips | WIDE_BIT (sq), mask, depth - 1);
  }
  return total;
}
