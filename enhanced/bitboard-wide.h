/* bitboard-wide.h: Reversi boards of up to 10x10 as two 128-bit masks.
 *
 * The 64-bit boards of bitboard.h stop at 8x8; a 10x10 board has 100
 * squares, so here a board is an unsigned __int128 (GCC and Clang have
 * it on 64-bit processors: each operation is two or three 64-bit ones).
 *
 * Layout: row-major, ten bits per row.  Square (col, row) is bit
 * row * 10 + col: a1 is bit 0, j1 bit 9, a2 bit 10, j10 bit 99; bits 100
 * to 127 are never occupied.  The eight neighbours of a square are then
 * the shifts by 1 (across), 10 (down), 9 and 11 (diagonals).  A shift by
 * 1, 9 or 11 would carry a run from column j into column a of the next
 * row (or back): the mobility code masks columns a and j off the
 * opponent's discs for those directions, and the flip code uses rays
 * that end at the edge, so nothing wraps around.
 *
 * Smaller boards (4x4 to 8x8) sit in the top-left corner of the 10x10
 * grid, like the small boards of bitboard.h in the 8x8 grid: their
 * squares are the bits of wide_mask (size) and a run of discs can only
 * leave them through a square that is empty.  That lets the tests check
 * this code against the 64-bit solver on 8x8.
 *
 * A position is (p, o): p the discs of the side to move, o the opponent's.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "kyokumen.h"

G_BEGIN_DECLS

/* __extension__: ISO C has no 128-bit integer, and -Wpedantic would say so. */
__extension__ typedef unsigned __int128 WideBits;

#define WIDE_MAX_SIZE 10
#define WIDE_SQUARES 100           /* bits 0..99 */
#define WIDE_NO_SQUARE 100         /* a pass, or no move */
#define WIDE_ROW 10                /* bits per row */

#define WIDE_BIT(sq) ((WideBits) 1 << (sq))
/* A 128-bit constant from its two 64-bit halves. */
#define WIDE_MAKE(high, low) (((WideBits) (high) << 64) | (WideBits) (low))

/* Column a (bits 0, 10, ..., 90) and column j (bits 9, 19, ..., 99). */
#define WIDE_FILE_A WIDE_MAKE (0x0000000004010040ULL, 0x1004010040100401ULL)
#define WIDE_FILE_J (WIDE_FILE_A << 9)

/** wide_count: the number of bits set. */
static inline int
wide_count (WideBits x)
{
#ifdef __POPCNT__
  return __builtin_popcountll ((uint64_t) x) + __builtin_popcountll ((uint64_t) (x >> 64));
#else
  /* Without the processor's instruction GCC calls a library function;
   * adding bits in pairs, nibbles and bytes inline is quicker. */
  const uint64_t m1 = 0x5555555555555555ULL, m2 = 0x3333333333333333ULL, m4 = 0x0F0F0F0F0F0F0F0FULL;
  uint64_t a = (uint64_t) x, b = (uint64_t) (x >> 64);
  a -= (a >> 1) & m1;
  b -= (b >> 1) & m1;
  a = (a & m2) + ((a >> 2) & m2);
  b = (b & m2) + ((b >> 2) & m2);
  a = (a + (a >> 4)) & m4;
  b = (b + (b >> 4)) & m4;
  return (int) (((a + b) * 0x0101010101010101ULL) >> 56);
#endif
}

/** wide_first: the lowest set bit's index (x must not be 0). */
static inline int
wide_first (WideBits x)
{
  uint64_t low = (uint64_t) x;
  return low ? __builtin_ctzll (low) : 64 + __builtin_ctzll ((uint64_t) (x >> 64));
}

/** wide_last: the highest set bit's index (x must not be 0). */
static inline int
wide_last (WideBits x)
{
  uint64_t high = (uint64_t) (x >> 64);
  return high ? 127 - __builtin_clzll (high) : 63 - __builtin_clzll ((uint64_t) x);
}

/** wide_is_valid_size: TRUE for the sizes these boards hold (4, 6, 8, 10). */
gboolean wide_is_valid_size (int size);

/** wide_mask: the squares of a size x size board (see wide_is_valid_size;
 * 0 for any other size).  Also sets up the tables of wide_flips. */
WideBits wide_mask (int size);

/* wide_ray[sq][d]: the squares from sq (excluded) to the edge of the
 * 10x10 grid in direction d; directions 0-3 go towards higher bit numbers
 * (+1, +9, +10, +11), 4-7 towards lower ones.  Filled by wide_mask (). */
extern WideBits wide_ray[WIDE_SQUARES][8];

/* wide_bit[i]: bit i alone; wide_up_to[i]: bits 0 to i.  Filled by wide_mask (). */
extern WideBits wide_bit[128], wide_up_to[128];

/** wide_flips: the discs of o that p playing on the empty square sq turns
 * over (0 when the move is not legal).  On each ray the nearest square
 * that is not an opponent disc decides: if it is p's, the opponent discs
 * before it turn.  Branch-free, like bitboard_flips. */
static inline WideBits
wide_flips (int sq, WideBits p, WideBits o)
{
  const WideBits *r = wide_ray[sq];
  WideBits flips = 0;
  for (int d = 0; d < 4; d++) {
    /* Towards higher bits the nearest square is the lowest bit. */
    WideBits stop = r[d] & ~o;
    WideBits first = stop & (~stop + 1);
    flips |= (first - 1) & r[d] & (0 - (WideBits) ((first & p) != 0));
  }
  for (int d = 4; d < 8; d++) {
    /* Towards lower bits it is the highest; bit 0 stands in when there
     * is none (then it is not on the ray, or it is and decides).  Two
     * tables stand in for shifting a 128-bit one by a variable count,
     * which takes several instructions (4% of the solver's time). */
    WideBits stop = (r[d] & ~o) | 1;
    int last = wide_last (stop);
    flips |= r[d] & ~wide_up_to[last] & (0 - (WideBits) ((wide_bit[last] & p & r[d]) != 0));
  }
  return flips;
}

/* The squares reached by a run of `o` discs next to a disc of p, one step
 * further on, in one direction (shift > 0: towards higher bits).  A run
 * on 10x10 is at most 8 long: 1 + 1 + 2 + 2 + 2 steps cover it. */
static inline WideBits
wide_fill_up (WideBits p, WideBits o, int shift)
{
  WideBits f = o & (p << shift);
  f |= o & (f << shift);
  WideBits pairs = o & (o << shift);
  f |= pairs & (f << (2 * shift));
  f |= pairs & (f << (2 * shift));
  f |= pairs & (f << (2 * shift));
  return f << shift;
}

static inline WideBits
wide_fill_down (WideBits p, WideBits o, int shift)
{
  WideBits f = o & (p >> shift);
  f |= o & (f >> shift);
  WideBits pairs = o & (o >> shift);
  f |= pairs & (f >> (2 * shift));
  f |= pairs & (f >> (2 * shift));
  f |= pairs & (f >> (2 * shift));
  return f >> shift;
}

/** wide_moves: the squares where p can play against o, among the empty
 * squares `empty` (pass ~(p | o) & wide_mask (size)). */
static inline WideBits
wide_moves (WideBits p, WideBits o, WideBits empty)
{
  /* Across and diagonally a run must not go through column a or j. */
  const WideBits inner = o & ~(WIDE_FILE_A | WIDE_FILE_J);
  WideBits moves = wide_fill_up (p, inner, 1) | wide_fill_down (p, inner, 1)
                   | wide_fill_up (p, o, WIDE_ROW) | wide_fill_down (p, o, WIDE_ROW)
                   | wide_fill_up (p, inner, WIDE_ROW - 1) | wide_fill_down (p, inner, WIDE_ROW - 1)
                   | wide_fill_up (p, inner, WIDE_ROW + 1) | wide_fill_down (p, inner, WIDE_ROW + 1);
  return moves & empty;
}

/** wide_neighbours: the squares next to any square of x (some may be off
 * the board: intersect with the empties). */
static inline WideBits
wide_neighbours (WideBits x)
{
  WideBits across = ((x << 1) & ~WIDE_FILE_A) | ((x >> 1) & ~WIDE_FILE_J);
  WideBits row = x | across;
  return across | (row << WIDE_ROW) | (row >> WIDE_ROW);
}

/** wide_from_kyokumen: the (p, o) of a position, p the side to move's
 * discs.  FALSE (and nothing written) when the size is not one of
 * wide_is_valid_size's. */
gboolean wide_from_kyokumen (const Kyokumen *k, WideBits *p, WideBits *o);

/** wide_square_to_sashite: the Kyokumen move of bit sq (WIDE_NO_SQUARE or
 * anything off the board: a pass). */
Sashite wide_square_to_sashite (int sq, int size);

/** wide_sashite_to_square: the bit of a move (WIDE_NO_SQUARE for a pass). */
int wide_sashite_to_square (Sashite move, int size);

/** wide_perft: the number of move sequences of `depth` plies from (p, o)
 * on the board `mask` (the rules of bitboard_perft: a pass is a ply, a
 * finished game counts once at the ply it ends). */
guint64 wide_perft (WideBits p, WideBits o, WideBits mask, int depth);

G_END_DECLS
