/* SPDX-License-Identifier: MIT */
/* endgame-board-wide.h: the 128-bit board (up to 10x10) for the exact
 * solver's search, endgame-search.c compiled with ENDGAME_BOARD_WIDE.
 *
 * What is particular to boards held in a WideBits (bitboard-wide.h), as
 * endgame-board.h is for 64-bit boards: moves, flips and counts, the
 * stable discs (endgame-wide-solver.h), the table's entries and keys (the
 * whole position, no symmetry), and the thresholds measured on the 16
 * positions of tests/search/endgame-10x10-18.txt (processor time of the
 * whole set, docs/benchmarks.md "10x10 exact solving").
 */
#pragma once

#include "endgame-wide-solver.h"

#ifndef ENDGAME_SEARCH
#define ENDGAME_SEARCH wide_search_generic
#endif

typedef WideBits Bits;   /* a set of squares, bit row * 10 + col */
typedef WideSolver Solver;
typedef WideResult Result;
typedef WideEntry Entry;

#define BOARD_BITS WIDE_SQUARES
#define NO_MOVE WIDE_NO_SQUARE
#define MAX_LINE WIDE_MAX_LINE
#define BIT(sq) WIDE_BIT (sq)

/* ---- moves, flips, counts ------------------------------------------ */

/* The board primitives the search calls (bitboard-wide.h). */
#define board_count wide_count
#define board_first wide_first
#define board_last wide_last
#define board_moves wide_moves
#define board_flips wide_flips
/* How many discs p turns over on x, the last empty square (every other
 * square of the board is p's or the opponent's). */
static inline int
board_last_flip_count (const Solver *s, int x, Bits p)
{
  return wide_count_flips (x, p, s->mask & ~p & ~BIT (x));
}

#define board_neighbours wide_neighbours
/* The opponent's potential mobility for the ordering: the empties next to
 * our discs in all eight directions. */
static inline Bits
board_potential_neighbours (Bits x)
{
  return wide_neighbours (x);
}

static inline Bits
board_stable_discs (const Solver *s, Bits o, Bits p, int enough)
{
  return wide_stable_discs (s, o, p | o, enough);
}

/* ---- the transposition table --------------------------------------- */

/* Two entries (80 bytes) per bucket, one move each. */
#define BUCKET_ENTRIES WIDE_BUCKET_ENTRIES
#define TABLE_MOVES 1

/* The key is the position itself (no symmetry: a 10x10 game meets few
 * mirrored positions). */
typedef struct {
  WideBits p, o;
  int transform;   /* always 0 */
} TableKey;

static inline void
make_key (const Solver *s, Bits p, Bits o, TableKey *key)
{
  (void) s;
  key->p = p;
  key->o = o;
  key->transform = 0;
}

static inline uint64_t
key_hash (const TableKey *key)
{
  WideBits p = key->p, o = key->o;
  uint64_t h = (uint64_t) p * 0x9E3779B97F4A7C15ULL ^ (uint64_t) (p >> 64) * 0xD6E8FEB86659FD93ULL
               ^ ((uint64_t) o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL
               ^ (uint64_t) (o >> 64) * 0x165667B19E3779F9ULL;
  return h ^ h >> 29;
}

/* The entry keeps the key as 64-bit halves (see WideEntry). */
static inline gboolean
entry_holds (const Entry *e, const TableKey *key)
{
  return e->p[0] == (uint64_t) key->p && e->p[1] == (uint64_t) (key->p >> 64)
         && e->o[0] == (uint64_t) key->o && e->o[1] == (uint64_t) (key->o >> 64);
}

static inline void
entry_set_key (Entry *e, const TableKey *key)
{
  e->p[0] = (uint64_t) key->p;
  e->p[1] = (uint64_t) (key->p >> 64);
  e->o[0] = (uint64_t) key->o;
  e->o[1] = (uint64_t) (key->o >> 64);
}

static inline int
square_from_key (const Solver *s, int sq, int transform)
{
  (void) s, (void) transform;
  return sq;
}

static inline int
square_to_key (const Solver *s, int sq, int transform)
{
  (void) s, (void) transform;
  return sq;
}

/* ---- thresholds measured on 10x10 ---------------------------------- */

/* No table, no sorting up to this many empties: 6 took 6.0 s, 5 6.3 s, 7
 * 6.6 s and 8 7.4 s.  Once four empties were written out and the table's
 * buckets prefetched, 5 and 6 measured alike on the set (3.70-3.77 s,
 * 3.74-3.85 s) but 5 took 17% fewer nodes on #14, the slowest position
 * (1.16-1.19 s, 18.6M nodes against 1.21-1.23 s, 22.4M); 4 took 4.0 s
 * (#14 1.23 s, 15.6M). */
#ifndef SHALLOW_EMPTIES
#define SHALLOW_EMPTIES 5
#endif

/* The stability cutoff from 2 empties: from 3, the set took 6.5 s; from
 * 4, 6.6 s (11% more nodes); from 6, 7.5 s; never, 8.2 s.  Once the full
 * lines were marked from the empties, from 2: 71.9M -> 68.5M nodes, 4.27
 * -> 4.13 s (#14 25.8M -> 22.5M nodes). */
#ifndef SHALLOW_STABILITY
#define SHALLOW_STABILITY 2
#endif

/* When the side to move has no move below the table, the opponent tries
 * its moves in the child (1): cheaper than working out its mobility
 * first. */
#ifndef PASS_BY_TRYING
#define PASS_BY_TRYING 1
#endif

/* Enhanced transposition cutoff from 9 empties: 5.3 s; from 12 5.9 s,
 * from 7 5.7 s. */
#ifndef ETC_EMPTIES
#define ETC_EMPTIES 9
#endif

/* The table's move is searched before the others are even ordered: when
 * it settles the node, as it mostly does, their ordering is saved (set
 * 3.90-4.03 s -> 3.85-3.94 s, #14 1.26-1.31 -> 1.25 s). */
#ifndef TABLE_MOVE_FIRST
#define TABLE_MOVE_FIRST 1
#endif

/* The ordering counts the opponent's replies from 7 empties; just above
 * SHALLOW_EMPTIES the potential mobility, the corners and the parity are
 * a cheaper order that is nearly as good: from 7 the set took 3.55-3.56 s
 * (60.4M nodes) and #14 1.09 s, from 6 (every ordered node) 3.63 s
 * (56.7M) and 1.15 s, from 8 3.63 s and 1.09 s. */
#ifndef MOBILITY_ORDER_EMPTIES
#define MOBILITY_ORDER_EMPTIES 7
#endif

/* The orderings two and three plies ahead and the small mobility search
 * keep the body's values (measured on 8x8): others measured no better on
 * the set. */

/* No trained evaluation for 10x10: the mobility terms order alone, and
 * there is no order table to keep. */
#define BOARD_EVAL_ORDER 0
#define board_ensure_order_table(s) ((void) (s))
#define board_own_order_table(s) ((void) (s))
#define board_free_order_table(s) ((void) (s))

/* ---- the set-up (endgame-setup.c) ---------------------------------- */

/* The public functions endgame-setup.c writes for this board
 * (endgame-wide.h). */
#define solver_new wide_solver_new
#define solver_free wide_solver_free
#define solver_set_threads wide_solver_set_threads
/* The tags of the parallel search's structures (endgame-search.c) on this board. */
#define PARALLEL_TAG WideParallel
#define SPLIT_TAG WideSplit
#define solver_size wide_solver_size
#define solver_solve wide_solve
#define solver_code wide_solver_code
#define solver_use_code wide_solver_use_code
#define solver_code_name wide_code_name

typedef WideSearchFunction SearchFunction;
#define SEARCH_COPIES CODE_LEVEL_COPIES (wide_search_)
/* REVERSI_WIDE_CODE=generic (or x86-64-v2...) runs that copy. */
#define CODE_VARIABLE "REVERSI_WIDE_CODE"
/* The x86-64-v3 copy flips one line at a time with PEXT and PDEP
 * (bitboard-wide.h): where they are slow, x86-64-v2 is the quicker. */
#define BOARD_USES_BIT_EXTRACT TRUE

#define BOARD_ROW WIDE_ROW
#define board_mask wide_mask
#define board_valid_size wide_is_valid_size
#define board_setup wide_board_setup
/* 2^28 entries of 40 bytes at the most. */
#define MAX_TABLE_BITS 28
#define SOLVER_WHO "10x10 solver"

static inline void
board_begin_solve (Solver *s)
{
  (void) s;   /* no trained evaluation to switch off under misere */
}
