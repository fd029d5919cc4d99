/* bitboard.h: Reversi boards of up to 8x8 as two 64-bit masks.
 *
 * Square (col, row) is bit row * 8 + col (a1 is bit 0, h1 bit 7, a8 bit
 * 56).  Smaller boards (4x4, 6x6) sit in the top-left corner of the 8x8
 * grid: their squares are the bits of bitboard_mask (size), and the other
 * bits are never occupied.  A run of discs can only leave the small board
 * through a square that is empty, so the same flip and mobility code is
 * right for every size up to 8 without any change.
 *
 * A position is (p, o): p the discs of the side to move, o the opponent's.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "kyokumen.h"

G_BEGIN_DECLS

#define BITBOARD_MAX_SIZE 8
#define BITBOARD_NO_SQUARE 64

#define BITBOARD_FILE_A 0x0101010101010101ULL
#define BITBOARD_FILE_H 0x8080808080808080ULL
#define BITBOARD_RANK_1 0x00000000000000FFULL
#define BITBOARD_RANK_8 0xFF00000000000000ULL

/** bitboard_count: the number of bits set. */
static inline int
bitboard_count (uint64_t x)
{
  return __builtin_popcountll (x);
}

/** bitboard_first: the lowest set bit's index (x must not be 0). */
static inline int
bitboard_first (uint64_t x)
{
  return __builtin_ctzll (x);
}

/** bitboard_mask: the squares of a size x size board (size 4, 6 or 8). */
uint64_t bitboard_mask (int size);

/* bitboard_ray[sq][d]: the squares from sq (excluded) to the edge in
 * direction d; directions 0-3 go towards higher bit numbers, 4-7 lower.
 * Filled by bitboard_mask (), which every user calls before searching. */
extern uint64_t bitboard_ray[64][8];

/** bitboard_flips: the discs of o that p playing on square sq turns over
 * (0 when the move is not legal). sq must be empty.  The nearest square
 * on each ray that is not an opponent disc decides that direction. */
static inline uint64_t
bitboard_flips (int sq, uint64_t p, uint64_t o)
{
  const uint64_t *r = bitboard_ray[sq];
  uint64_t flips = 0;
  /* Branch-free: which directions flip is unpredictable. */
  for (int d = 0; d < 4; d++) {
    uint64_t stop = r[d] & ~o;
    uint64_t first = stop & (~stop + 1);
    flips |= (first - 1) & r[d] & (0 - (uint64_t) ((first & p) != 0));
  }
  for (int d = 4; d < 8; d++) {
    /* With no stop at all, bit 0 stands in: it is not p's on this ray. */
    uint64_t stop = (r[d] & ~o) | 1;
    uint64_t first = (uint64_t) 1 << (63 - __builtin_clzll (stop));
    flips |= r[d] & ~((first << 1) - 1) & (0 - (uint64_t) ((first & p & r[d]) != 0));
  }
  return flips;
}

/* bitboard_line_flips[x][own]: on one line of eight squares where every
 * square but x and those of `own` holds an opponent disc, how many
 * opponent discs playing x turns over.  bitboard_diagonal9/7[sq]: the
 * two diagonals through sq.  Both filled by bitboard_mask (). */
extern uint8_t bitboard_line_flips[8][256];
extern uint64_t bitboard_diagonal9[64], bitboard_diagonal7[64];

/** bitboard_last_flip_count: how many discs p turns over by playing sq
 * when every other square of the board is taken (the last empty square):
 * the discs that are not p's are then the opponent's, so p's discs alone
 * decide.  Each of the four lines through sq is gathered into eight bits
 * (a multiplication lines a column or a diagonal up in the top byte) and
 * looked up.  Squares off a small board count as the opponent's, which is
 * right: a run into them is never closed by a disc of p. */
static inline int
bitboard_last_flip_count (int sq, uint64_t p)
{
  int col = sq & 7, row = sq >> 3;
  unsigned across = (unsigned) (p >> (sq & 56)) & 0xFF;
  unsigned down = (unsigned) ((((p >> col) & BITBOARD_FILE_A) * 0x0102040810204080ULL) >> 56);
  unsigned d9 = (unsigned) (((p & bitboard_diagonal9[sq]) * BITBOARD_FILE_A) >> 56);
  unsigned d7 = (unsigned) (((p & bitboard_diagonal7[sq]) * BITBOARD_FILE_A) >> 56);
  return bitboard_line_flips[col][across] + bitboard_line_flips[row][down]
         + bitboard_line_flips[col][d9] + bitboard_line_flips[col][d7];
}

/* Squares reached by a run of o discs, starting next to p, in one direction. */
#define BITBOARD_FILL_LEFT(shift, omask) \
  do { \
    uint64_t f = (omask) & (p << (shift)); \
    f |= (omask) & (f << (shift)); \
    uint64_t pre = (omask) & ((omask) << (shift)); \
    f |= pre & (f << (2 * (shift))); \
    f |= pre & (f << (2 * (shift))); \
    moves |= f << (shift); \
  } while (0)

#define BITBOARD_FILL_RIGHT(shift, omask) \
  do { \
    uint64_t f = (omask) & (p >> (shift)); \
    f |= (omask) & (f >> (shift)); \
    uint64_t pre = (omask) & ((omask) >> (shift)); \
    f |= pre & (f >> (2 * (shift))); \
    f |= pre & (f >> (2 * (shift))); \
    moves |= f >> (shift); \
  } while (0)

/** bitboard_moves: the squares where p can play against o, restricted to
 * the empty squares `empty` (pass ~(p | o) & bitboard_mask (size)). */
static inline uint64_t
bitboard_moves (uint64_t p, uint64_t o, uint64_t empty)
{
  /* Horizontal and diagonal runs must not wrap from column h to a. */
  const uint64_t inner = o & 0x7E7E7E7E7E7E7E7EULL;
  uint64_t moves = 0;
  BITBOARD_FILL_LEFT (1, inner);
  BITBOARD_FILL_RIGHT (1, inner);
  BITBOARD_FILL_LEFT (8, o);
  BITBOARD_FILL_RIGHT (8, o);
  BITBOARD_FILL_LEFT (7, inner);
  BITBOARD_FILL_RIGHT (7, inner);
  BITBOARD_FILL_LEFT (9, inner);
  BITBOARD_FILL_RIGHT (9, inner);
  return moves & empty;
}

/** bitboard_from_kyokumen: the (p, o) of a position of size 8 or less,
 * p the side to move's discs.  FALSE for larger boards. */
gboolean bitboard_from_kyokumen (const Kyokumen *k, uint64_t *p, uint64_t *o);

/** bitboard_square_to_sashite: the Kyokumen move of bit sq (64: pass). */
Sashite bitboard_square_to_sashite (int sq, int size);

/** bitboard_sashite_to_square: the bit of a move (BITBOARD_NO_SQUARE for a pass). */
int bitboard_sashite_to_square (Sashite move, int size);

/** bitboard_transform: apply symmetry t (0..7; bit 0 flips the rows, bit
 * 1 mirrors the columns, bit 2 transposes, in that order) to a board
 * of the given size.  bitboard_untransform is its inverse. */
uint64_t bitboard_transform (uint64_t x, int t, int size);
uint64_t bitboard_untransform (uint64_t x, int t, int size);

/** bitboard_perft: the number of move sequences of `depth` plies from
 * (p, o) (a pass is a ply; a finished game counts once at the ply it
 * ends). */
guint64 bitboard_perft (uint64_t p, uint64_t o, uint64_t mask, int depth);

G_END_DECLS
