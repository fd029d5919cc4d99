/* SPDX-License-Identifier: MIT */
/* endgame-wide-solver.h: the inside of the 128-bit exact solver, shared
 * by its set-up (endgame-setup.c, with endgame-wide.c for what only this
 * board has) and its search (endgame-search.c), both compiled for
 * 128-bit boards with endgame-board-wide.h.
 */
#pragma once

#include <stdint.h>

#include "code-level.h"
#include "endgame-wide.h"

#define WIDE_SCORE_INF 127

/* The search of (p, o), p to move, with the solver set up for this solve
 * (counters reset by wide_solve); fills result's score, best move, line
 * and counts.  The search is compiled once per processor level
 * (enhanced/meson.build), each copy under its own name; endgame-setup.c
 * picks one for both boards. */
typedef void (*WideSearchFunction) (WideSolver *s, WideBits p, WideBits o, WideResult *result);

void wide_search_generic (WideSolver *s, WideBits p, WideBits o, WideResult *result);
void wide_search_x86_64_v2 (WideSolver *s, WideBits p, WideBits o, WideResult *result);
void wide_search_x86_64_v3 (WideSolver *s, WideBits p, WideBits o, WideResult *result);

/* One position of the transposition table.  The key is the whole
 * position, kept as 64-bit halves so that an entry is 40 bytes without
 * the 16-byte alignment of a 128-bit field. */
typedef struct {
  uint64_t p[2], o[2];   /* [0] bits 0-63, [1] bits 64-127 */
  int8_t lower, upper;   /* bounds of the exact score */
  uint8_t move[1];       /* the best move found, WIDE_NO_SQUARE for none */
  uint8_t empties;
  uint8_t cost;          /* bits of the number of nodes its search took */
  uint8_t date;          /* the solve that wrote it: older entries go first */
  uint8_t lock;          /* in a bucket's first entry: its lock (see EndgameEntry) */
  uint8_t unused;
} WideEntry;

/* Two entries (80 bytes) per bucket: a new position goes into the one
 * that is worth less. */
#define WIDE_BUCKET_ENTRIES 2

struct WideSolver {
  int size;
  int squares;
  WideBits mask;
  uint8_t quadrant_id[WIDE_SQUARES];   /* 1 << quadrant of each square (0 off the board) */
  WideBits quadrant_squares[16];       /* the squares of the quadrants of a 4-bit set */
  WideBits priority[3];                /* corners, ordinary squares, squares next to corners */
  WideBits corners;
  gboolean misere;
  WideBits shallow_priority[3];   /* priority in the order the shallow search tries it */

  /* For the stability cutoff: the line of the board (row, column or
   * diagonal) through each square by axis, the squares whose neighbour
   * along an axis is off the board, and from which alpha the cutoff is
   * worth trying, by number of empties. */
  WideBits line_of[4][WIDE_SQUARES];
  WideBits off_edge[4];
  int stability_threshold[WIDE_SQUARES + 1];

  WideEntry *table;
  guint64 bucket_mask;                 /* buckets - 1 */
  gsize table_bytes;
  uint8_t date;

  guint64 nodes;
  guint64 evaluations;
  guint64 order_nodes;   /* positions the move order looked at below a
                          * move: its small searches' nodes */
  guint64 node_limit;                  /* G_MAXUINT64 when there is none */
  SearchControl *control;
  gboolean stopped;
  int countdown;

  /* A solve by several threads (endgame-search.c): how many, and while
   * one runs the state they share and the split point this thread
   * (this copy of the solver) works under.  NULL for one thread. */
  int threads;
  struct WideParallel *parallel;
  struct WideSplit *split;
  guint64 nodes_counted;               /* of nodes, those added to parallel's total */

  WideSearchFunction search;           /* the copy of the search for this processor */
  CodeLevel level;                     /* its level */

  int root_best;
  int pv[WIDE_MAX_LINE + 1][WIDE_MAX_LINE + 1];
  int pv_length[WIDE_MAX_LINE + 1];
};

/* What only the 128-bit board sets up in a new solver (endgame-wide.c):
 * the lines and edges the stability cutoff reads, and from which alpha
 * it is tried. */
void wide_board_setup (WideSolver *solver);

/* The axes of the stability code: across, down, and the diagonals
 * towards +11 (down-right) and +9 (down-left). */
enum { AXIS_ACROSS, AXIS_DOWN, AXIS_DIAGONAL_11, AXIS_DIAGONAL_9 };

/* Discs of o that can never be turned over.  Along each axis a disc is
 * safe when its line is full (nobody can play on it), when a neighbour
 * on the axis is off the board, or when a neighbour on the axis is a
 * stable disc of its own colour (a flip along the axis would have to
 * turn that one too).  A disc safe along all four axes is stable; the
 * set grows from the corners until nothing changes.  Fewer than the
 * truly stable discs, never more.
 *
 * The cutoff needs only `enough` of them: when the discs on no open line
 * already make enough, the growing is skipped (10x10 set 4.01 -> 3.93 s,
 * #14 1.33 -> 1.27 s; checking again after each round of growing
 * measured no better).  The search and wide_solver_stable_discs share
 * it, so it is here. */
static inline WideBits
wide_stable_discs (const WideSolver *s, WideBits o, WideBits filled, int enough)
{
  /* A line is full unless an empty square lies on it: with the few
   * empties of an endgame, marking their lines is cheaper than testing
   * every line of the board. */
  WideBits open[4] = { 0, 0, 0, 0 };
  for (WideBits empty = s->mask & ~filled; empty; empty &= empty - 1) {
    int sq = wide_first (empty);
    for (int axis = 0; axis < 4; axis++)
      open[axis] |= s->line_of[axis][sq];
  }
  WideBits safe[4];
  for (int axis = 0; axis < 4; axis++)
    safe[axis] = s->off_edge[axis] | ~open[axis];
  const WideBits not_a = ~WIDE_FILE_A, not_j = ~WIDE_FILE_J;
  WideBits stable = o & safe[0] & safe[1] & safe[2] & safe[3];
  if (wide_count (stable) >= enough)
    return stable;
  for (;;) {
    WideBits grown = o & (safe[AXIS_ACROSS] | ((stable << 1) & not_a) | ((stable >> 1) & not_j))
                     & (safe[AXIS_DOWN] | (stable << WIDE_ROW) | (stable >> WIDE_ROW))
                     & (safe[AXIS_DIAGONAL_11] | ((stable << (WIDE_ROW + 1)) & not_a)
                        | ((stable >> (WIDE_ROW + 1)) & not_j))
                     & (safe[AXIS_DIAGONAL_9] | ((stable << (WIDE_ROW - 1)) & not_j)
                        | ((stable >> (WIDE_ROW - 1)) & not_a));
    grown |= stable;
    if (grown == stable)
      return stable;
    stable = grown;
  }
}
