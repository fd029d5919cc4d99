/* SPDX-License-Identifier: MIT */
/* endgame-solver.h: the inside of the exact solver for 64-bit boards,
 * shared by its set-up (endgame-setup.c, with endgame.c for what only
 * this board has) and its search (endgame-search.c, compiled once per
 * processor level: see meson.build); both read it through
 * endgame-board.h.
 */
#pragma once

#include <stdint.h>

#include "code-level.h"
#include "endgame.h"
#include "eval-trained.h"

#define ENDGAME_NO_MOVE 64

/* One position of the transposition table: the whole position is the key,
 * so a look-up never answers for another position. */
typedef struct {
  uint64_t p, o;       /* the position, or its canonical symmetric form */
  int8_t lower, upper; /* bounds of the exact score */
  uint8_t move[2];     /* the best move and the one before it (canonical squares) */
  uint8_t empties;     /* empty squares of the position; with ENTRY_SELECTIVE
                          (endgame-search.c) when its bounds are a selective pass's */
  uint8_t cost;        /* bits of the number of nodes its search took */
  uint8_t date;        /* the solve that wrote it: older entries go first */
  uint8_t lock;         /* in a bucket's first entry: its lock while several threads
                          search (endgame-search.c); 0 otherwise */
} EndgameEntry;

/* One position of the move order's own table (endgame-search.c,
 * eval_search): what a small search of the trained evaluation found
 * there.  Only the order reads it, so a position is told apart by its
 * 64-bit hash alone: a rare mix-up costs a worse order, never a wrong
 * score. */
typedef struct {
  uint64_t check;        /* the position's hash; 0 when the slot is empty */
  int16_t lower, upper;  /* bounds of its value at that depth, 1/100 disc */
  uint8_t depth;         /* plies of the search that found them */
  uint8_t move;          /* the best move found (64: none) */
  uint8_t date;          /* the solve that found them */
} EndgameOrderEntry;

/* Entries are looked up four at a time: a bucket is 96 bytes, two cache
 * lines, fetched together. */
#define ENDGAME_BUCKET_ENTRIES 4

/* The search of (p, o), p to move, with the solver set up for this solve (endgame_solve
 * has reset the counters); fills result.  One per processor level. */
typedef void (*EndgameSearchFunction) (EndgameSolver *solver, uint64_t p, uint64_t o,
                                       EndgameResult *result);

void endgame_search_generic (EndgameSolver *solver, uint64_t p, uint64_t o, EndgameResult *result);
void endgame_search_x86_64_v3 (EndgameSolver *solver, uint64_t p, uint64_t o, EndgameResult *result);
void endgame_search_x86_64_v2 (EndgameSolver *solver, uint64_t p, uint64_t o, EndgameResult *result);

struct EndgameSolver {
  int size;
  int squares;
  uint64_t mask;
  uint8_t quadrant_id[64];        /* 1 << quadrant of each square (0 off the board) */
  uint64_t quadrant_squares[16];  /* the squares of the quadrants of a 4-bit set */
  uint64_t priority[3];           /* corners, ordinary squares, squares next to corners */
  uint64_t corners;
  int8_t stability_threshold[65]; /* try the stability cutoff from this alpha on */
  gboolean misere;
  uint64_t shallow_priority[3];   /* priority in the order the shallow search tries it */
  int symmetry_discs;
  /* The trained evaluation of this size, which orders the moves high in
   * the tree (NULL under misere, which it was not trained for). */
  const EvalModel *model;
  const EvalModel *order_model;   /* model, or NULL for this solve */

  EndgameEntry *table;
  uint64_t bucket_mask;           /* buckets - 1 */
  /* The move order's table: each thread has its own (allocated by its
   * first search), kept from one solve to the next. */
  EndgameOrderEntry *order_table;
  gsize table_bytes;
  uint8_t date;

  guint64 nodes;
  guint64 evaluations;   /* finished games scored */
  guint64 order_nodes;   /* positions the move order looked at below a
                          * move: its small searches' nodes */
  guint64 node_limit;    /* G_MAXUINT64 when there is none */
  SearchControl *control;
  gboolean stopped;
  int countdown;

  /* A solve by several threads (endgame-search.c): how many, and while
   * one runs the state they share and the split point this thread
   * (this copy of the solver) works under.  NULL for one thread. */
  int threads;
  struct EndgameParallel *parallel;
  struct EndgameSplit *split;
  guint64 nodes_counted;          /* of nodes, those added to parallel's total */

  EndgameSearchFunction search;   /* the copy of the search for this processor */
  CodeLevel level;                /* its level */

  /* The selective pass before the exact search (endgame-search.c,
   * endgame_solver_set_selective): from how many empties (0: never), its
   * margin in 1/100 disc, and whether it is under way. */
  int selective_root;
  int selective_margin;
  gboolean selective;

  int root_best;
  int pv[ENDGAME_MAX_LINE + 1][ENDGAME_MAX_LINE + 1];
  int pv_length[ENDGAME_MAX_LINE + 1];
};


/* What only the 64-bit board sets up in a new solver (endgame.c): the
 * stable discs' tables, the trained evaluation, where the stability
 * cutoff and the symmetric keys are tried. */
void endgame_board_setup (EndgameSolver *solver);
