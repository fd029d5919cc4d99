/* SPDX-License-Identifier: MIT */
/* endgame-wide.c: what only the exact solver on 128-bit boards (up to
 * 10x10, endgame-wide.h) sets up: the lines and edges of its own
 * stability cutoff.
 *
 * The rest of the set-up, and the choice of the copy of the search for
 * this processor, is endgame-setup.c, one body for both board types; the
 * search is endgame-search.c with the board of endgame-board-wide.h.
 * Of the processor levels, those below x86-64-v3 are worth little here:
 * most of their time goes to the 128-bit shifts and masks of wide_flips
 * and wide_moves, which they do with the same 64-bit instructions (on
 * the 10x10 set, tests/search/endgame-10x10-18.txt, generic took
 * 3.80-3.92 s and x86-64-v2 3.72-3.78 s).  x86-64-v3 has instructions for
 * both (bitboard-wide.h): flips one line at a time with PEXT and PDEP,
 * moves four directions at a time with AVX2; the set took 3.60-3.73 s
 * before them and 2.83-2.92 s after (docs/benchmarks.md, "10x10 exact
 * solving").
 */
#include "endgame-wide-solver.h"

WideBits
wide_solver_stable_discs (const WideSolver *solver, WideBits p, WideBits o)
{
  return wide_stable_discs (solver, o, p | o, WIDE_SQUARES + 1);
}

void
wide_board_setup (WideSolver *s)
{
  static const int steps[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { -1, 1 } };
  int size = s->size, last = size - 1;
  for (int axis = 0; axis < 4; axis++) {
    /* Each line is walked from its first square: one with no square of
     * the board before it along the axis. */
    for (int row = 0; row < size; row++) {
      for (int col = 0; col < size; col++) {
        int pc = col - steps[axis][0], pr = row - steps[axis][1];
        if (pc >= 0 && pc < size && pr >= 0 && pr < size)
          continue;
        WideBits line = 0;
        for (int c = col, r = row; c >= 0 && c < size && r < size; c += steps[axis][0], r += steps[axis][1])
          line |= WIDE_BIT (r * WIDE_ROW + c);
        for (WideBits rest = line; rest; rest &= rest - 1)
          s->line_of[axis][wide_first (rest)] = line;
      }
    }
  }
  for (int row = 0; row < size; row++) {
    for (int col = 0; col < size; col++) {
      WideBits bit = WIDE_BIT (row * WIDE_ROW + col);
      gboolean border = row == 0 || row == last || col == 0 || col == last;
      if (col == 0 || col == last)
        s->off_edge[AXIS_ACROSS] |= bit;
      if (row == 0 || row == last)
        s->off_edge[AXIS_DOWN] |= bit;
      if (border) {
        s->off_edge[AXIS_DIAGONAL_11] |= bit;
        s->off_edge[AXIS_DIAGONAL_9] |= bit;
      }
    }
  }
  /* score <= squares - 2 x stable discs: worth computing only when alpha
   * is high for the number of empties.  The 64-bit solver's threshold
   * moved by squares - 64, so that it asks for as many stable discs
   * (on the 10x10 set, 2n and 2n + 20 measured alike, 2n - 20 slower). */
  for (int n = 0; n <= WIDE_SQUARES; n++)
    s->stability_threshold[n] = MIN (2 * n + s->squares - 64, WIDE_SCORE_INF);
}
