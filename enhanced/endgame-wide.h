/* SPDX-License-Identifier: MIT */
/* endgame-wide.h: the exact endgame solver on 128-bit boards (10x10).
 *
 * The 64-bit solver of endgame.h reads boards of up to 8x8; this one reads
 * any board of bitboard-wide.h (4x4 to 10x10), written for 10x10, where
 * the only other exact search is the Kyokumen midgame search read to the
 * end.  It returns the final score under perfect play (disc difference,
 * empties to the winner, from the side to move's view; negated under the
 * misere rule) with a best move and a principal line.  The search is the
 * 64-bit solver's (endgame-search.c, compiled for 128-bit boards):
 *
 *   - null-window search below the principal line (PVS);
 *   - fastest-first ordering by the opponent's mobility (corner replies
 *     counting double) and potential mobility, corners first, a parity
 *     hint, the transposition table's move before all;
 *   - a transposition table keyed on the whole position (no collisions),
 *     two-entry buckets, cheapest entry of an older solve replaced first;
 *   - near the end (SHALLOW_EMPTIES of endgame-board-wide.h or fewer) no
 *     table and no sorting: squares next to an opponent disc, odd
 *     quadrants first, and the last four squares written out;
 *   - a stability cutoff of its own (stability.c is for 64-bit boards):
 *     discs on full lines, and those held by them, are the opponent's to
 *     the end.
 *
 * The search is compiled once per x86-64 level; see wide_solver_code.  The
 * set-up is the 64-bit solver's too (endgame-setup.c).
 */
#pragma once

#include <glib.h>

#include "bitboard-wide.h"
#include "endgame.h"
#include "search-report.h"

G_BEGIN_DECLS

/* A game from 96 empties lasts at most 192 plies. */
#define WIDE_MAX_LINE 200

typedef struct WideSolver WideSolver;

typedef struct {
  int score;                 /* exact final score, side to move's view (in discs) */
  int best_square;           /* wide square, WIDE_NO_SQUARE for a pass or none */
  int line[WIDE_MAX_LINE];   /* principal line (WIDE_NO_SQUARE = pass) */
  int line_length;
  guint64 nodes;
  guint64 evaluations;       /* finished games scored */
  guint64 order_nodes;       /* positions the move order's small searches
                              * visited, not counted in nodes */
  gboolean stopped;          /* stopped early: best_square is the best found so far */
} WideResult;

/** wide_solver_new: a solver for size x size boards (wide_is_valid_size:
 * 4, 6, 8 or 10) with a transposition table of 2^table_bits entries (40
 * bytes each; 0 picks 2^20, others are clamped to 4..28).  NULL for any
 * other size.  The table is kept between solves. */
WideSolver *wide_solver_new (int size, int table_bits);

/* Released, asked for its size and its copy of the search as the 64-bit
 * solver is (endgame.h: endgame_solver_free, endgame_solver_size,
 * endgame_solver_code, endgame_code_name, endgame_solver_use_code; the
 * same code, endgame-setup.c); the environment variable that names the
 * copy of a new solver is REVERSI_WIDE_CODE. */
void wide_solver_free (WideSolver *solver);
/* Threads of a solve, as endgame_solver_set_threads (endgame.h). */
void wide_solver_set_threads (WideSolver *solver, int threads);
int wide_solver_size (const WideSolver *solver);
const char *wide_solver_code (const WideSolver *solver);
const char *wide_code_name (void);
gboolean wide_solver_use_code (WideSolver *solver, const char *code);

/** wide_solver_stable_discs: discs of o that no sequence of moves can
 * turn over, as the solver's stability cutoff counts them (some stable
 * discs may be missed, no other disc is included); p the other side. */
WideBits wide_solver_stable_discs (const WideSolver *solver, WideBits p, WideBits o);

/** wide_solve: solve (p, o), p to move.  The discs must be on the board
 * (inside wide_mask of the solver's size) and not overlap: otherwise
 * FALSE, nothing is searched and result is zeroed.  control may be NULL;
 * when it stops the search, result->stopped is set and best_square is the
 * best root move fully searched so far (WIDE_NO_SQUARE if none was). */
gboolean wide_solve (WideSolver *solver, WideBits p, WideBits o, gboolean misere,
                     SearchControl *control, WideResult *result);

G_END_DECLS
