/* SPDX-License-Identifier: MIT */
/* bitboard.c: flips, mobility and symmetries on 64-bit boards.
 *
 * Flips use one mask per square and direction (the squares from the move
 * outwards): the nearest square on the ray that is not an opponent disc
 * decides the direction, and it is found with one bit trick instead of a
 * loop over the ray.  Mobility shifts all discs at once in the eight
 * directions (a parallel fill of opponent runs), so a position's moves
 * cost a few dozen operations whatever the number of discs.
 */
#include "bitboard.h"

#include "code-level.h"
#include "perft.h"

uint64_t bitboard_ray[64][8];
uint8_t bitboard_line_flips[8][256];
uint64_t bitboard_diagonal9[64], bitboard_diagonal7[64];

static void
init_rays (void)
{
  static const int steps[8][2] = {
    { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 },       /* +1, +7, +8, +9 */
    { -1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 },    /* -1, -7, -8, -9 */
  };
  for (int sq = 0; sq < 64; sq++) {
    for (int d = 0; d < 8; d++) {
      uint64_t mask = 0;
      int col = sq % 8 + steps[d][0], row = sq / 8 + steps[d][1];
      while (col >= 0 && col < 8 && row >= 0 && row < 8) {
        mask |= (uint64_t) 1 << (row * 8 + col);
        col += steps[d][0];
        row += steps[d][1];
      }
      bitboard_ray[sq][d] = mask;
    }
    /* The diagonals through sq: both rays and sq itself. */
    bitboard_diagonal9[sq] = bitboard_ray[sq][3] | bitboard_ray[sq][7] | (uint64_t) 1 << sq;
    bitboard_diagonal7[sq] = bitboard_ray[sq][1] | bitboard_ray[sq][5] | (uint64_t) 1 << sq;
  }
  /* A line of eight: from x, a run of squares not in `own` is turned over
   * when a square in `own` closes it. */
  for (int x = 0; x < 8; x++) {
    for (int own = 0; own < 256; own++) {
      int count = 0;
      for (int step = -1; step <= 1; step += 2) {
        int run = 0, i = x + step;
        while (i >= 0 && i < 8 && !(own >> i & 1)) {
          run++;
          i += step;
        }
        if (i >= 0 && i < 8)
          count += run;
      }
      bitboard_line_flips[x][own] = (uint8_t) count;
    }
  }
}

static inline void
ensure_rays (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    init_rays ();
    g_once_init_leave (&done, 1);
  }
}

uint64_t
bitboard_mask (int size)
{
  ensure_rays ();
  uint64_t mask = 0;
  for (int row = 0; row < size && row < 8; row++)
    for (int col = 0; col < size && col < 8; col++)
      mask |= (uint64_t) 1 << (row * 8 + col);
  return mask;
}

gboolean
bitboard_from_kyokumen (const Kyokumen *k, uint64_t *p, uint64_t *o)
{
  if (k->size > BITBOARD_MAX_SIZE)
    return FALSE;
  uint64_t own = 0, other = 0;
  for (int row = 0; row < k->size; row++) {
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      uint64_t bit = (uint64_t) 1 << (row * 8 + col);
      if (disc == k->color)
        own |= bit;
      else if (disc == -k->color)
        other |= bit;
    }
  }
  *p = own;
  *o = other;
  return TRUE;
}

Sashite
bitboard_square_to_sashite (int sq, int size)
{
  if (sq < 0 || sq >= 64)
    return sashite_pass ();
  return sashite_from_square (size, sq % 8, sq / 8);
}

int
bitboard_sashite_to_square (Sashite move, int size)
{
  if (sashite_is_pass (move))
    return BITBOARD_NO_SQUARE;
  int col, row;
  sashite_to_square (move, size, &col, &row);
  return row * 8 + col;
}

static uint64_t
flip_rows (uint64_t x, int size)
{
  return __builtin_bswap64 (x) >> (8 * (8 - size));
}

static uint64_t
mirror_columns (uint64_t x, int size)
{
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return x >> (8 - size);
}

static uint64_t
transpose (uint64_t x)
{
  uint64_t t;
  t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

uint64_t
bitboard_transform (uint64_t x, int t, int size)
{
  if (t & 1)
    x = flip_rows (x, size);
  if (t & 2)
    x = mirror_columns (x, size);
  if (t & 4)
    x = transpose (x);
  return x;
}

uint64_t
bitboard_untransform (uint64_t x, int t, int size)
{
  if (t & 4)
    x = transpose (x);
  if (t & 2)
    x = mirror_columns (x, size);
  if (t & 1)
    x = flip_rows (x, size);
  return x;
}

guint64
bitboard_perft (uint64_t p, uint64_t o, uint64_t mask, int depth)
{
  /* The copy of perft.c for the best level this processor has. */
  static guint64 (*const copies[CODE_LEVELS]) (uint64_t, uint64_t, uint64_t, int)
    = CODE_LEVEL_COPIES (bitboard_perft_);
  return copies[code_level_best (FALSE)](p, o, mask, depth);
}
