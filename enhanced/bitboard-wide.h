/* SPDX-License-Identifier: MIT */
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

#if defined(__x86_64__) && (defined(__BMI2__) || defined(__AVX2__))
#include <immintrin.h>
#endif
#if defined(__BMI2__) && defined(__x86_64__)
#define WIDE_FLIPS_BY_LINE 1
#endif

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

/* One of the four lines through a square (row, column and the two
 * diagonals) as the processor's bit extract and deposit see it: the
 * line's squares in each 64-bit half of the board, how many are in the
 * low half, and where the square itself sits on the line (0 = its
 * square with the lowest bit).  Filled by wide_mask (). */
typedef struct {
  uint64_t low_mask, high_mask;
  int low_count, position;
} WideLine;

extern WideLine wide_lines[WIDE_SQUARES][4];

/* wide_line_runs[position][inner]: for a move at `position` on a line of
 * up to ten squares whose opponent discs at positions 1 to 8 are the bits
 * of `inner`, four 16-bit fields: the run of opponent discs above the
 * move, the square that must be the mover's for it to turn, and the same
 * two below.  The end squares 0 and 9 need no opponent bit: a run that
 * reaches them cannot be closed there, and the closing test fails by
 * itself because the square holds no disc of the mover. */
extern uint64_t wide_line_runs[WIDE_ROW][256];

/** wide_flips: the discs of o that p playing on the empty square sq turns
 * over (0 when the move is not legal).  On each ray the nearest square
 * that is not an opponent disc decides: if it is p's, the opponent discs
 * before it turn.  Branch-free, like bitboard_flips. */
#ifdef WIDE_FLIPS_BY_LINE
/* With BMI2 (x86-64-v3) each of the four lines through sq is copied into
 * a small integer (PEXT), looked up in wide_line_runs and copied back
 * (PDEP): less work than the eight 128-bit rays below.  On AMD
 * processors before Zen 3 these two instructions are slow, and
 * the copies are chosen without x86-64-v3 there (code-level.h). */
static inline unsigned
wide_line_flips (const WideLine *line, uint64_t p_low, uint64_t p_high, uint64_t o_low, uint64_t o_high)
{
  unsigned own = (unsigned) (_pext_u64 (p_low, line->low_mask) | (_pext_u64 (p_high, line->high_mask) << line->low_count));
  unsigned other = (unsigned) (_pext_u64 (o_low, line->low_mask) | (_pext_u64 (o_high, line->high_mask) << line->low_count));
  uint64_t runs = wide_line_runs[line->position][(other >> 1) & 0xff];
  unsigned flips = 0;
  if (own & (unsigned) (runs >> 16) & 0xffff)
    flips |= (unsigned) runs & 0xffff;
  if (own & (unsigned) (runs >> 48))
    flips |= (unsigned) (runs >> 32) & 0xffff;
  return flips;
}

static inline WideBits
wide_flips (int sq, WideBits p, WideBits o)
{
  uint64_t p_low = (uint64_t) p, p_high = (uint64_t) (p >> 64);
  uint64_t o_low = (uint64_t) o, o_high = (uint64_t) (o >> 64);
  uint64_t low = 0, high = 0;
  for (int l = 0; l < 4; l++) {
    const WideLine *line = &wide_lines[sq][l];
    unsigned flips = wide_line_flips (line, p_low, p_high, o_low, o_high);
    low |= _pdep_u64 (flips, line->low_mask);
    high |= _pdep_u64 (flips >> line->low_count, line->high_mask);
  }
  return WIDE_MAKE (high, low);
}

/** wide_count_flips: the number of discs wide_flips would turn. */
static inline int
wide_count_flips (int sq, WideBits p, WideBits o)
{
  uint64_t p_low = (uint64_t) p, p_high = (uint64_t) (p >> 64);
  uint64_t o_low = (uint64_t) o, o_high = (uint64_t) (o >> 64);
  uint64_t all = 0;
  /* Each line's flips fit in 10 bits: side by side they count at once. */
  for (int l = 0; l < 4; l++)
    all |= (uint64_t) wide_line_flips (&wide_lines[sq][l], p_low, p_high, o_low, o_high) << (10 * l);
  return __builtin_popcountll (all);
}
#else
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

/** wide_count_flips: the number of discs wide_flips would turn. */
static inline int
wide_count_flips (int sq, WideBits p, WideBits o)
{
  return wide_count (wide_flips (sq, p, o));
}
#endif

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
#if defined(__AVX2__) && defined(__x86_64__)
/* With AVX2 (x86-64-v3) the four shifts 1, 9, 10 and 11 go side by side
 * in the four 64-bit lanes of a vector, a board as two vectors (its low
 * and its high half in each lane).  Shifting a 128-bit value is three
 * lane operations, which now do four directions at once. */
typedef struct {
  __m256i low, high;
} WideLanes;

static inline WideLanes
wide_lanes_and (WideLanes a, WideLanes b)
{
  return (WideLanes) { _mm256_and_si256 (a.low, b.low), _mm256_and_si256 (a.high, b.high) };
}

static inline WideLanes
wide_lanes_or (WideLanes a, WideLanes b)
{
  return (WideLanes) { _mm256_or_si256 (a.low, b.low), _mm256_or_si256 (a.high, b.high) };
}

/* Towards higher bits by `shift` (and 64 - shift in `back`). */
static inline WideLanes
wide_lanes_up (WideLanes x, __m256i shift, __m256i back)
{
  return (WideLanes) { _mm256_sllv_epi64 (x.low, shift),
                       _mm256_or_si256 (_mm256_sllv_epi64 (x.high, shift), _mm256_srlv_epi64 (x.low, back)) };
}

static inline WideLanes
wide_lanes_down (WideLanes x, __m256i shift, __m256i back)
{
  return (WideLanes) { _mm256_or_si256 (_mm256_srlv_epi64 (x.low, shift), _mm256_sllv_epi64 (x.high, back)),
                       _mm256_srlv_epi64 (x.high, shift) };
}

static inline WideBits
wide_moves (WideBits p, WideBits o, WideBits empty)
{
  const __m256i shift = _mm256_set_epi64x (WIDE_ROW + 1, WIDE_ROW, WIDE_ROW - 1, 1);
  const __m256i back = _mm256_set_epi64x (64 - WIDE_ROW - 1, 64 - WIDE_ROW, 64 - WIDE_ROW + 1, 63);
  const __m256i shift2 = _mm256_add_epi64 (shift, shift);
  const __m256i back2 = _mm256_sub_epi64 (_mm256_set1_epi64x (64), shift2);
  /* Across and diagonally a run must not go through column a or j. */
  const WideBits inner = o & ~(WIDE_FILE_A | WIDE_FILE_J);
  WideLanes own = { _mm256_set1_epi64x ((long long) p), _mm256_set1_epi64x ((long long) (p >> 64)) };
  WideLanes other = {
    _mm256_set_epi64x ((long long) inner, (long long) o, (long long) inner, (long long) inner),
    _mm256_set_epi64x ((long long) (inner >> 64), (long long) (o >> 64), (long long) (inner >> 64),
                       (long long) (inner >> 64)),
  };
  /* The runs grow 1 + 1 + 2 + 2 + 2 squares, as in wide_fill_up. */
  WideLanes up = wide_lanes_and (other, wide_lanes_up (own, shift, back));
  up = wide_lanes_or (up, wide_lanes_and (other, wide_lanes_up (up, shift, back)));
  WideLanes down = wide_lanes_and (other, wide_lanes_down (own, shift, back));
  down = wide_lanes_or (down, wide_lanes_and (other, wide_lanes_down (down, shift, back)));
  WideLanes pairs_up = wide_lanes_and (other, wide_lanes_up (other, shift, back));
  WideLanes pairs_down = wide_lanes_and (other, wide_lanes_down (other, shift, back));
  for (int i = 0; i < 3; i++) {
    up = wide_lanes_or (up, wide_lanes_and (pairs_up, wide_lanes_up (up, shift2, back2)));
    down = wide_lanes_or (down, wide_lanes_and (pairs_down, wide_lanes_down (down, shift2, back2)));
  }
  WideLanes moves = wide_lanes_or (wide_lanes_up (up, shift, back), wide_lanes_down (down, shift, back));
  /* The four lanes' squares together. */
  __m128i low = _mm_or_si128 (_mm256_castsi256_si128 (moves.low), _mm256_extracti128_si256 (moves.low, 1));
  __m128i high = _mm_or_si128 (_mm256_castsi256_si128 (moves.high), _mm256_extracti128_si256 (moves.high, 1));
  low = _mm_or_si128 (low, _mm_unpackhi_epi64 (low, low));
  high = _mm_or_si128 (high, _mm_unpackhi_epi64 (high, high));
  return WIDE_MAKE ((uint64_t) _mm_cvtsi128_si64 (high), (uint64_t) _mm_cvtsi128_si64 (low)) & empty;
}
#else
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
#endif

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
