/* SPDX-License-Identifier: MIT */
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

/* Compiled for x86-64-v3 (the solver's copy for that level, see
 * enhanced/meson.build), moves and flips use AVX2. */
#if defined(__AVX2__) && defined(__x86_64__)
#include <immintrin.h>
#define BITBOARD_AVX2 1
#endif

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
#ifdef BITBOARD_AVX2
/* With AVX2 (x86-64-v3) the four rays of each half go side by side in
 * the four 64-bit lanes of a vector.  Towards higher bits the nearest
 * stop is the lowest bit, as below; towards lower bits it is the
 * highest, which a lane cannot count: the stops are smeared downwards
 * instead, and the ray's squares above the smear are the run. */
static inline uint64_t
bitboard_flips (int sq, uint64_t p, uint64_t o)
{
  const __m256i own = _mm256_set1_epi64x ((long long) p), other = _mm256_set1_epi64x ((long long) o);
  const __m256i zero = _mm256_setzero_si256 ();
  __m256i ray = _mm256_loadu_si256 ((const __m256i *) &bitboard_ray[sq][0]);
  __m256i stop = _mm256_andnot_si256 (other, ray);
  __m256i first = _mm256_and_si256 (stop, _mm256_sub_epi64 (zero, stop));
  __m256i run = _mm256_and_si256 (_mm256_add_epi64 (first, _mm256_cmpeq_epi64 (zero, zero)), ray);
  __m256i closed = _mm256_cmpeq_epi64 (_mm256_and_si256 (first, own), zero);
  __m256i flips = _mm256_andnot_si256 (closed, run);

  ray = _mm256_loadu_si256 ((const __m256i *) &bitboard_ray[sq][4]);
  stop = _mm256_andnot_si256 (other, ray);
  __m256i below = stop;   /* the highest stop and every bit under it */
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 1));
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 2));
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 4));
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 8));
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 16));
  below = _mm256_or_si256 (below, _mm256_srli_epi64 (below, 32));
  __m256i last = _mm256_andnot_si256 (_mm256_srli_epi64 (below, 1), below);
  run = _mm256_andnot_si256 (below, ray);
  closed = _mm256_cmpeq_epi64 (_mm256_and_si256 (last, own), zero);
  flips = _mm256_or_si256 (flips, _mm256_andnot_si256 (closed, run));

  __m128i half = _mm_or_si128 (_mm256_castsi256_si128 (flips), _mm256_extracti128_si256 (flips, 1));
  return (uint64_t) _mm_cvtsi128_si64 (_mm_or_si128 (half, _mm_unpackhi_epi64 (half, half)));
}
#else
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
#endif

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
#ifdef BITBOARD_AVX2
/* With AVX2 the four shifts 1, 8, 7 and 9 run side by side in the lanes
 * of a vector, the same steps as the macros above. */
static inline uint64_t
bitboard_moves (uint64_t p, uint64_t o, uint64_t empty)
{
  const uint64_t inner = o & 0x7E7E7E7E7E7E7E7EULL;
  const __m256i shift = _mm256_set_epi64x (9, 7, 8, 1), shift2 = _mm256_add_epi64 (shift, shift);
  const __m256i own = _mm256_set1_epi64x ((long long) p);
  const __m256i other = _mm256_set_epi64x ((long long) inner, (long long) inner, (long long) o, (long long) inner);
  __m256i up = _mm256_and_si256 (other, _mm256_sllv_epi64 (own, shift));
  __m256i down = _mm256_and_si256 (other, _mm256_srlv_epi64 (own, shift));
  up = _mm256_or_si256 (up, _mm256_and_si256 (other, _mm256_sllv_epi64 (up, shift)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (other, _mm256_srlv_epi64 (down, shift)));
  __m256i pre_up = _mm256_and_si256 (other, _mm256_sllv_epi64 (other, shift));
  __m256i pre_down = _mm256_and_si256 (other, _mm256_srlv_epi64 (other, shift));
  up = _mm256_or_si256 (up, _mm256_and_si256 (pre_up, _mm256_sllv_epi64 (up, shift2)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (pre_down, _mm256_srlv_epi64 (down, shift2)));
  up = _mm256_or_si256 (up, _mm256_and_si256 (pre_up, _mm256_sllv_epi64 (up, shift2)));
  down = _mm256_or_si256 (down, _mm256_and_si256 (pre_down, _mm256_srlv_epi64 (down, shift2)));
  __m256i moves = _mm256_or_si256 (_mm256_sllv_epi64 (up, shift), _mm256_srlv_epi64 (down, shift));
  __m128i half = _mm_or_si128 (_mm256_castsi256_si128 (moves), _mm256_extracti128_si256 (moves, 1));
  return (uint64_t) _mm_cvtsi128_si64 (_mm_or_si128 (half, _mm_unpackhi_epi64 (half, half))) & empty;
}
#else
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
#endif

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
