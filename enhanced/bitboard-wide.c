/* SPDX-License-Identifier: MIT */
/* bitboard-wide.c: moves, flips and perft on 128-bit boards (see
 * bitboard-wide.h for the layout).
 *
 * The same two ideas as bitboard.c: flips from one mask per square and
 * direction (the nearest square on the ray that is not an opponent disc
 * is found with a bit trick, not a loop), and mobility by shifting all
 * discs at once in the eight directions.
 */
#include "bitboard-wide.h"

#include "code-level.h"
#include "perft.h"

WideBits wide_ray[WIDE_SQUARES][8];
WideBits wide_up_to[128], wide_bit[128];
WideLine wide_lines[WIDE_SQUARES][4];
uint64_t wide_line_runs[WIDE_ROW][256];

/* The four lines through each square (across, down, and the diagonals
 * of steps 11 and 9) and the run table of wide_flips' line code. */
static void
init_lines (void)
{
  static const int steps[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } };
  for (int sq = 0; sq < WIDE_SQUARES; sq++) {
    for (int l = 0; l < 4; l++) {
      /* Walk back to the line's first square, then along it. */
      int col = sq % WIDE_ROW, row = sq / WIDE_ROW;
      while (col - steps[l][0] >= 0 && col - steps[l][0] < WIDE_ROW && row - steps[l][1] >= 0) {
        col -= steps[l][0];
        row -= steps[l][1];
      }
      WideBits line = 0;
      for (; col >= 0 && col < WIDE_ROW && row < WIDE_ROW; col += steps[l][0], row += steps[l][1])
        line |= WIDE_BIT (row * WIDE_ROW + col);
      WideLine *w = &wide_lines[sq][l];
      w->low_mask = (uint64_t) line;
      w->high_mask = (uint64_t) (line >> 64);
      w->low_count = __builtin_popcountll (w->low_mask);
      w->position = wide_count (line & (WIDE_BIT (sq) - 1));
    }
  }
  for (int position = 0; position < WIDE_ROW; position++) {
    for (int inner = 0; inner < 256; inner++) {
      unsigned other = (unsigned) inner << 1;
      unsigned run_up = 0, run_down = 0, end_up = 0, end_down = 0;
      int i = position + 1;
      for (; i < WIDE_ROW && (other >> i & 1); i++)
        run_up |= 1u << i;
      if (run_up)
        end_up = 1u << i;
      i = position - 1;
      for (; i >= 0 && (other >> i & 1); i--)
        run_down |= 1u << i;
      if (run_down)
        end_down = 1u << i;
      wide_line_runs[position][inner] = (uint64_t) run_up | (uint64_t) end_up << 16
                                        | (uint64_t) run_down << 32 | (uint64_t) end_down << 48;
    }
  }
}

static void
init_rays (void)
{
  static const int steps[8][2] = {
    { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 },       /* +1, +9, +10, +11 */
    { -1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 },    /* -1, -9, -10, -11 */
  };
  for (int sq = 0; sq < WIDE_SQUARES; sq++) {
    for (int d = 0; d < 8; d++) {
      WideBits ray = 0;
      int col = sq % WIDE_ROW + steps[d][0], row = sq / WIDE_ROW + steps[d][1];
      while (col >= 0 && col < WIDE_ROW && row >= 0 && row < WIDE_ROW) {
        ray |= WIDE_BIT (row * WIDE_ROW + col);
        col += steps[d][0];
        row += steps[d][1];
      }
      wide_ray[sq][d] = ray;
    }
  }
  for (int i = 0; i < 128; i++) {
    wide_bit[i] = WIDE_BIT (i);
    wide_up_to[i] = (WIDE_BIT (i) << 1) - 1;
  }
}

gboolean
wide_is_valid_size (int size)
{
  return size >= 4 && size <= WIDE_MAX_SIZE && size % 2 == 0;
}

WideBits
wide_mask (int size)
{
  static gsize done = 0;
  if (g_once_init_enter (&done)) {
    init_rays ();
    init_lines ();
    g_once_init_leave (&done, 1);
  }
  if (!wide_is_valid_size (size))
    return 0;
  WideBits mask = 0;
  for (int row = 0; row < size; row++)
    for (int col = 0; col < size; col++)
      mask |= WIDE_BIT (row * WIDE_ROW + col);
  return mask;
}

gboolean
wide_from_kyokumen (const Kyokumen *k, WideBits *p, WideBits *o)
{
  if (!wide_is_valid_size (k->size))
    return FALSE;
  WideBits own = 0, other = 0;
  for (int row = 0; row < k->size; row++) {
    for (int col = 0; col < k->size; col++) {
      int disc = k->ban[kyokumen_xy (k, col, row)];
      if (disc == k->color)
        own |= WIDE_BIT (row * WIDE_ROW + col);
      else if (disc == -k->color)
        other |= WIDE_BIT (row * WIDE_ROW + col);
    }
  }
  *p = own;
  *o = other;
  return TRUE;
}

Sashite
wide_square_to_sashite (int sq, int size)
{
  if (sq < 0 || sq >= WIDE_SQUARES || sq % WIDE_ROW >= size || sq / WIDE_ROW >= size)
    return sashite_pass ();
  return sashite_from_square (size, sq % WIDE_ROW, sq / WIDE_ROW);
}

int
wide_sashite_to_square (Sashite move, int size)
{
  if (sashite_is_pass (move))
    return WIDE_NO_SQUARE;
  int col, row;
  sashite_to_square (move, size, &col, &row);
  return row * WIDE_ROW + col;
}

guint64
wide_perft (WideBits p, WideBits o, WideBits mask, int depth)
{
  /* The copy of perft.c for the best level this processor runs well (the
   * x86-64-v3 copy flips with PEXT and PDEP). */
  static guint64 (*const copies[CODE_LEVELS]) (WideBits, WideBits, WideBits, int)
    = CODE_LEVEL_COPIES (wide_perft_);
  return copies[code_level_best (TRUE)](p, o, mask, depth);
}
