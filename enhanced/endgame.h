/* SPDX-License-Identifier: MIT */
/* endgame.h: the exact endgame solver for boards of up to 8x8.
 *
 * It reads a position to the end of the game and returns the final score
 * under perfect play (disc difference, empties to the winner, from the
 * side to move's view; negated under the misere rule) with a best move
 * and a principal line.  The usual enhancements:
 *
 *   - bitboards (bitboard.h) for moves and flips;
 *   - null-window search below the principal line (PVS);
 *   - fastest-first ordering by the opponent's weighted mobility, with the
 *     transposition table's move first; from 14 empties on it also looks
 *     two and three plies ahead, and from 13 it adds the trained
 *     evaluation (eval-trained.h) of a small search below each move,
 *     deeper the more empties (under misere, which the evaluation does
 *     not know, a small mobility search from 18); under misere corners
 *     go last and fewer own discs first;
 *   - a transposition table keyed on the whole position (no collisions),
 *     using the board's symmetries near the start, where symmetric
 *     positions actually meet;
 *   - near the end (7 empties or fewer) no table and no sorting: empties
 *     in odd quadrants first (parity), corners first (under misere
 *     last), and special code for the last four, three, two and one
 *     squares;
 *   - the stability cutoff: the opponent's stable discs (under misere
 *     the side to move's own) bound the score;
 *   - at the root, a move that beats the best so far is scored with null
 *     windows rather than searched again with a wide one.
 *
 * The search is compiled for several x86-64 levels and the best one the
 * processor runs is used (endgame_solver_code; code-level.h).  It is the
 * same search, and the same set-up, as the 128-bit solver's
 * (endgame-wide.h): endgame-search.c and endgame-setup.c compiled for
 * this board (endgame-board.h).
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "search-report.h"

G_BEGIN_DECLS

#define ENDGAME_MAX_LINE 128

typedef struct EndgameSolver EndgameSolver;

typedef struct {
  int score;                 /* exact final score, side to move's view (in discs) */
  int best_square;           /* bitboard square, BITBOARD_NO_SQUARE for a pass or none */
  int line[ENDGAME_MAX_LINE];   /* principal line (BITBOARD_NO_SQUARE = pass) */
  int line_length;
  guint64 nodes;
  guint64 evaluations;       /* finished games scored */
  guint64 order_nodes;       /* positions the move order's small searches
                              * visited, not counted in nodes */
  gboolean stopped;          /* stopped early: best_square is the best found so far */
} EndgameResult;

/** endgame_solver_new: a solver for size x size boards (4, 6 or 8) with a
 * transposition table of 2^table_bits entries (24 bytes each; 0 picks
 * 2^20, others are clamped to 4..30).  NULL for any other size.  The
 * table is kept between solves. */
EndgameSolver *endgame_solver_new (int size, int table_bits);

/** endgame_solver_free: release the solver (NULL is allowed). */
void endgame_solver_free (EndgameSolver *solver);

/** endgame_solver_set_symmetry: use symmetric positions in the table
 * while at most max_discs discs are on the board (0: never).  The
 * default suits solving from the start of small boards. */
void endgame_solver_set_symmetry (EndgameSolver *solver, int max_discs);

/* A new solver's selective pass (endgame_solver_set_selective): from 20
 * empties, cutting 10 discs beyond the window.  Chosen on FFO positions
 * of 20 to 30 empties against margins of 4 to 15 discs and two passes
 * (docs/benchmarks.md, "The selective pass"). */
#define ENDGAME_SELECTIVE_ROOT 20
#define ENDGAME_SELECTIVE_MARGIN 1000

/** endgame_solver_set_selective: a solve of root_empties empties or more
 * (0: none) starts with a selective pass, as Edax's does: a null-window
 * node of 14 empties or more whose move order's small searches of the
 * trained evaluation put it margin (1/100 disc) beyond the window
 * returns that side of it unsearched.  The pass leaves its moves in the
 * table, marked, and the exact search starts from them in a narrow
 * window around the pass's value; it never takes a marked entry's
 * bounds, so the score and the line stay exact whatever the margin.
 * Only the nodes change.  Under misere (no trained evaluation) there is
 * no pass. */
void endgame_solver_set_selective (EndgameSolver *solver, int root_empties, int margin);

/* The most threads a solve may use (endgame_solver_set_threads). */
#define ENDGAME_MAX_THREADS 64

/** endgame_solver_set_threads: solve with this many threads (1 to
 * ENDGAME_MAX_THREADS; 1, the default, searches on the calling thread
 * alone, node for node as a solver that never heard of threads).  With
 * more, the calling thread searches the principal line and the others
 * join it at null-window nodes with many empties (young brothers wait:
 * the first move of a node is searched alone, the rest shared), all
 * reading and writing the one table.  The score is the same; the best
 * move may be another of equal value, and the nodes (the sum over the
 * threads) differ from run to run. */
void endgame_solver_set_threads (EndgameSolver *solver, int threads);

/** endgame_solver_size: the board size the solver was made for. */
int endgame_solver_size (const EndgameSolver *solver);

/** endgame_solver_code: the processor level of the copy of the search the
 * solver runs: "generic", "x86-64-v2" or "x86-64-v3" (enhanced/meson.build
 * compiles one copy per level; a new solver takes the best this processor
 * runs, or the one the environment variable REVERSI_ENDGAME_CODE names). */
const char *endgame_solver_code (const EndgameSolver *solver);

/** endgame_code_name: the level a new solver runs in this process (see
 * endgame_solver_code), for programs that report it. */
const char *endgame_code_name (void);

/** endgame_solver_use_code: make the solver run the copy for level `code`
 * (one of endgame_solver_code's names), to compare the copies.  FALSE, and
 * nothing changed, when that copy was not built or this processor cannot
 * run it. */
gboolean endgame_solver_use_code (EndgameSolver *solver, const char *code);

/** endgame_solve: solve (p, o), p to move.  The discs must be on the board
 * (inside bitboard_mask of the solver's size) and not overlap: otherwise
 * FALSE, nothing is searched and result is zeroed.  control may be NULL;
 * when it stops the search, result->stopped is set and best_square is the
 * best root move fully searched so far (BITBOARD_NO_SQUARE if none was).
 * The stop request and the node limit (over the nodes of all threads)
 * stop every thread of the solve. */
gboolean endgame_solve (EndgameSolver *solver, uint64_t p, uint64_t o, gboolean misere,
                        SearchControl *control, EndgameResult *result);

G_END_DECLS
