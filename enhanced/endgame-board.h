/* SPDX-License-Identifier: MIT */
/* endgame-board.h: the 64-bit board (up to 8x8) for the exact solver's
 * search, endgame-search.c.
 *
 * The search is one body for every board type; this header gives it what
 * is particular to boards held in a uint64_t (bitboard.h): the type of a
 * set of squares, moves, flips and counts, the stable discs
 * (stability.c), the transposition table's entries and keys (positions
 * with few discs are keyed on their canonical symmetric form), and the
 * thresholds measured on 8x8 positions (FFO #40-#49, docs/benchmarks.md).
 * endgame-board-wide.h is the same for 128-bit boards (10x10).
 *
 * The thresholds are #ifndef so that a build can try another value
 * (-DETC_EMPTIES=12) without editing the file.
 */
#pragma once

#include "bitboard.h"
#include "endgame-solver.h"
#include "stability.h"

/* The copy of the search this file is compiled into (enhanced/meson.build
 * names one per processor level; endgame-setup.c picks one). */
#ifndef ENDGAME_SEARCH
#define ENDGAME_SEARCH endgame_search_generic
#endif

typedef uint64_t Bits;   /* a set of squares, bit row * 8 + col */
typedef EndgameSolver Solver;
typedef EndgameResult Result;
typedef EndgameEntry Entry;

#define BOARD_BITS 64             /* squares a Bits can name: the size of per-square arrays */
#define NO_MOVE ENDGAME_NO_MOVE
#define MAX_LINE ENDGAME_MAX_LINE
#define BIT(sq) ((uint64_t) 1 << (sq))

/* ---- moves, flips, counts ------------------------------------------ */

/* The board primitives the search calls (bitboard.h). */
#define board_count bitboard_count
#define board_first bitboard_first
#define board_moves bitboard_moves
#define board_flips bitboard_flips

/* The highest square of x (x must not be 0). */
static inline int
board_last (Bits x)
{
  return 63 - __builtin_clzll (x);
}

/* How many discs p turns over on x, the last empty square.  A 64-bit
 * board has a table for it that needs only p's discs (bitboard.h). */
static inline int
board_last_flip_count (const Solver *s, int x, Bits p)
{
  (void) s;
  return bitboard_last_flip_count (x, p);
}

/* The squares next to any square of x, in the eight directions. */
static inline Bits
board_neighbours (Bits x)
{
  Bits across = ((x << 1) & ~BITBOARD_FILE_A) | ((x >> 1) & ~BITBOARD_FILE_H);
  Bits row = x | across;
  return across | (row << 8) | (row >> 8);
}

/* The squares the move ordering counts as the opponent's potential
 * mobility: on 8x8, the empties beside, above and below our discs (the
 * diagonals left out; the weights were tuned on FFO #40-#42 that way). */
static inline Bits
board_potential_neighbours (Bits x)
{
  return (x << 8) | (x >> 8) | ((x & ~BITBOARD_FILE_H) << 1) | ((x & ~BITBOARD_FILE_A) >> 1);
}

/* Discs of o that can never be turned over (fewer than the truly stable,
 * never more).  stability.c counts them all; `enough` (what the cutoff
 * needs) is for boards where stopping early pays. */
static inline Bits
board_stable_discs (const Solver *s, Bits o, Bits p, int enough)
{
  (void) enough;
  return stability_stable_discs (o, p, s->size, s->mask);
}

/* ---- the transposition table --------------------------------------- */

/* Four entries (96 bytes, two cache lines) per bucket. */
#define BUCKET_ENTRIES ENDGAME_BUCKET_ENTRIES
/* Each entry keeps the best move and the one before it. */
#define TABLE_MOVES 2

typedef struct {
  uint64_t p, o;   /* the key: the position, or its canonical symmetric form */
  int transform;   /* symmetry applied to get the key */
} TableKey;

/* Positions with few discs (s->symmetry_discs) are keyed on the least of
 * their eight symmetric forms: on small boards solved from the start the
 * same position comes back mirrored. */
static inline void
make_key (const Solver *s, Bits p, Bits o, TableKey *key)
{
  key->p = p;
  key->o = o;
  key->transform = 0;
  if (bitboard_count (p | o) > s->symmetry_discs)
    return;
  for (int t = 1; t < 8; t++) {
    uint64_t tp = bitboard_transform (p, t, s->size);
    uint64_t to = bitboard_transform (o, t, s->size);
    if (tp < key->p || (tp == key->p && to < key->o)) {
      key->p = tp;
      key->o = to;
      key->transform = t;
    }
  }
}

static inline uint64_t
key_hash (const TableKey *key)
{
  uint64_t h = key->p * 0x9E3779B97F4A7C15ULL ^ (key->o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
  return h ^ h >> 29;
}

static inline gboolean
entry_holds (const Entry *e, const TableKey *key)
{
  return e->p == key->p && e->o == key->o;
}

static inline void
entry_set_key (Entry *e, const TableKey *key)
{
  e->p = key->p;
  e->o = key->o;
}

/* A square of the key's board on the real board, and back. */
static inline int
square_from_key (const Solver *s, int sq, int transform)
{
  if (sq >= 64 || transform == 0)
    return sq;
  return bitboard_first (bitboard_untransform (BIT (sq), transform, s->size));
}

static inline int
square_to_key (const Solver *s, int sq, int transform)
{
  if (transform == 0)
    return sq;
  return bitboard_first (bitboard_transform (BIT (sq), transform, s->size));
}

/* ---- thresholds measured on 8x8 ------------------------------------ */

/* Up to this many empties: no table, no sorting (they cost more than they
 * save this near the end). */
#ifndef SHALLOW_EMPTIES
#define SHALLOW_EMPTIES 7
#endif

/* The stability cutoff is tried from this many empties (below
 * SHALLOW_EMPTIES as well): on 8x8, from 4. */
#ifndef SHALLOW_STABILITY
#define SHALLOW_STABILITY 4
#endif

/* When the side to move has no move below the table, whether the
 * opponent has one is found by working out its mobility (0), not by
 * letting it try its moves (1, the 10x10 board's way): with 1, FFO
 * #40-#44 took 178,379,913 nodes and 8.92, 8.69 s of CPU against
 * 178,379,886 and 7.70, 7.85 s (interleaved, 2026-11-26). */
#ifndef PASS_BY_TRYING
#define PASS_BY_TRYING 0
#endif

/* From this many empties, look the children up in the table before
 * searching any (enhanced transposition cutoff).  10, 11 and 12 measured
 * alike and 14 about 4% slower (docs/benchmarks.md). */
#ifndef ETC_EMPTIES
#define ETC_EMPTIES 10
#endif

/* The table's move is ordered with the others (0), which lets the
 * enhanced transposition cutoff look at every child first: searched
 * before the others (1, the 10x10 board's way), FFO #40-#44 took
 * 178,856,791 nodes against 178,379,886, and with the selective pass
 * filling the table with moves #45 and #51 took 5% more time. */
#ifndef TABLE_MOVE_FIRST
#define TABLE_MOVE_FIRST 0
#endif

/* The ordering counts the opponent's replies at every ordered node. */
#ifndef MOBILITY_ORDER_EMPTIES
#define MOBILITY_ORDER_EMPTIES 0
#endif

/* The trained evaluation (eval-trained.h) orders the moves from
 * EVAL_ORDER_EMPTIES, by a small search of (n - EVAL_ORDER_BASE) /
 * EVAL_ORDER_STEP plies below each move, weighted EVAL_ORDER_WEIGHT per
 * disc.  A real evaluation tells which move keeps the score far better
 * than mobility alone: FFO #45-#49 took 3,789M nodes without it, 1,100M
 * with it, and the 6x6 board from the start 3.48G against 0.44G.
 * Measured on FFO #45-#49 (docs/benchmarks.md): from 13 empties rather
 * than 15 or 18, (n - 12) / 3 plies rather than (n - 15) / 3 or
 * (n - 9) / 3, then (n - 13) / 2 for the deeper positions (#55: 12.0G
 * nodes against 16.7G; (n - 15) / 2, cheaper a node, was 10% slower on
 * #40-#54), weight 24 rather than 8, 16 or 32; with it the mobility
 * search adds nothing (1,214M nodes with it against 1,152M), and the
 * small search needs a full window (the solver's alpha minus 8 discs as
 * its bound: 11% more nodes).  On the principal line the search looks
 * EVAL_ORDER_PV_EXTRA plies further (2: FFO #45-#49 1,015M nodes against
 * 1,100M; 4: 1,025M), never deeper than EVAL_ORDER_MAX_DEPTH: it has no
 * table of its own, and from 31 empties on its cost outgrows what it
 * saves (FFO #59, 34 empties: 6.4 s of ordering for a solve of 1,420
 * nodes at 12 plies). */
#define BOARD_EVAL_ORDER 1
#ifndef EVAL_ORDER_EMPTIES
#define EVAL_ORDER_EMPTIES 13
#endif
#ifndef EVAL_ORDER_BASE
#define EVAL_ORDER_BASE 13
#endif
#ifndef EVAL_ORDER_STEP
#define EVAL_ORDER_STEP 2
#endif
#ifndef EVAL_ORDER_WEIGHT
#define EVAL_ORDER_WEIGHT 24
#endif
#ifndef EVAL_ORDER_PV_EXTRA
#define EVAL_ORDER_PV_EXTRA 2
#endif
#ifndef EVAL_ORDER_MAX_DEPTH
#define EVAL_ORDER_MAX_DEPTH 10
#endif

/* The small searches keep what they find in a table of their own, of
 * 2^ORDER_TABLE_BITS entries a thread (in pairs, the deeper search's
 * kept: endgame-search.c), from ORDER_TABLE_DEPTH plies up.
 * A node the main search enters again (another window, a re-search)
 * orders its moves again, and the ordering of a node's children meets
 * positions its parent's ordering searched.  An entry settles a search
 * only as deep as the one that stored it: the values, and so the
 * solver's nodes, stay what they were without the table, and the order
 * looks at 1% to 7% fewer positions (FFO #45, #47, #48, #51, #52, the
 * nodes the same to the unit; 2^16 entries saved less).  Taking deeper
 * entries too changes the values: FFO #48 then took 26% more nodes, #51
 * 10% more (docs/benchmarks.md). */
#ifndef ORDER_TABLE_BITS
#define ORDER_TABLE_BITS 18
#endif
#ifndef ORDER_TABLE_DEPTH
#define ORDER_TABLE_DEPTH 2
#endif
typedef EndgameOrderEntry OrderEntry;

static inline void
board_ensure_order_table (Solver *s)
{
  if (!s->order_table)
    s->order_table = g_new0 (OrderEntry, (gsize) 1 << ORDER_TABLE_BITS);
}

/* A copy of the solver (a helper thread's) orders with a table of its
 * own, not the one it was copied from. */
static inline void
board_own_order_table (Solver *copy)
{
  copy->order_table = NULL;
  board_ensure_order_table (copy);
}

static inline void
board_free_order_table (Solver *s)
{
  g_clear_pointer (&s->order_table, g_free);
}

/* The trained evaluation of (p, o), p to move, in 1/100 disc. */
static inline int
board_eval (const Solver *s, Bits p, Bits o)
{
  return eval_trained_value (s->order_model, p, o);
}

static inline int
board_eval_final (const Solver *s, Bits p, Bits o)
{
  return eval_trained_final_score (p, o, s->mask) * EVAL_UNITS_PER_DISC;
}

/* ---- the set-up (endgame-setup.c) ---------------------------------- */

/* The public functions endgame-setup.c writes for this board (endgame.h). */
#define solver_new endgame_solver_new
#define solver_free endgame_solver_free
#define solver_set_threads endgame_solver_set_threads
/* The tags of the parallel search's structures (endgame-search.c) on this board. */
#define PARALLEL_TAG EndgameParallel
#define SPLIT_TAG EndgameSplit
#define solver_size endgame_solver_size
#define solver_solve endgame_solve
#define solver_code endgame_solver_code
#define solver_use_code endgame_solver_use_code
#define solver_code_name endgame_code_name

typedef EndgameSearchFunction SearchFunction;
#define SEARCH_COPIES CODE_LEVEL_COPIES (endgame_search_)
/* REVERSI_ENDGAME_CODE=generic (or x86-64-v2...) runs that copy. */
#define CODE_VARIABLE "REVERSI_ENDGAME_CODE"
/* The x86-64-v3 copy moves and flips with AVX2, no PEXT (bitboard.h). */
#define BOARD_USES_BIT_EXTRACT FALSE

#define BOARD_ROW 8               /* bits per row */
#define board_mask bitboard_mask
#define board_valid_size(size) ((size) == 4 || (size) == 6 || (size) == 8)
#define board_setup endgame_board_setup
/* 2^30 entries of 24 bytes at the most. */
#define MAX_TABLE_BITS 30
#define SOLVER_WHO "endgame solver"

/* Before each solve: the trained evaluation orders the moves, but not
 * under misere, which it was not trained for. */
static inline void
board_begin_solve (Solver *s)
{
  s->order_model = s->misere ? NULL : s->model;
}
