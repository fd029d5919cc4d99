/* SPDX-License-Identifier: MIT */
/* kalah-solver.h: Kalah solved exactly, for any number of stones a pit and
 * either capture rule (kalah.h), by null-window alpha-beta (MTD(f)) with a
 * transposition table, over an endgame database filled on the fly.
 *
 * The value solved is the final store difference, the game played out to
 * its end and the last pits swept: the article's early end (a store over
 * half of the stones) is not a rule here, as it is not in the published
 * solutions (Irving, Donkers and Uiterwijk 2000; Rawlings 2015).  It
 * returns as a bound: what a position's stores will gain from now depends
 * only on the stones left in the pits and the side to move, and lies
 * between -n and n for n stones in the pits; a store over half is the case
 * where that bound alone settles who wins (the store difference exceeds
 * n).  The search prunes with that bound at every node and reports the
 * margin, not a win or loss.
 *
 * Because the stores play no part in what is still to come, the table and
 * the database hold positions of the twelve pits alone, seen from the
 * side to move (its pits first): one entry serves every store count.  The
 * database holds every such position with at most database_stones stones
 * in the pits, a byte each, and is filled whole before the search, layer
 * by layer from the empty pits up: a move only leads to positions with as
 * many stones or fewer, and one that puts no stone in a store stays on the
 * mover's side and moves stones forward, so inside a layer the positions
 * are solved in order of how far their stones have come (kalah-solver.c,
 * Layer) and every move reads a value already there.
 */
#pragma once

#include <glib.h>

#include "kalah.h"

G_BEGIN_DECLS

#define KALAH_SOLVER_MAX_DATABASE_STONES 30  /* 11 GB: C(42, 12) bytes */
#define KALAH_SOLVER_MAX_TURN 80   /* longer than any chain of extra turns */

/* One null-window pass of MTD(f), as it ended. */
typedef struct {
  int depth;             /* of the search; 0: to the end (exact) */
  int beta;              /* the window: is the value (the stores' gain from the root) >= beta? */
  int value;             /* what the pass returned: a lower bound if >= beta, else an upper */
  guint64 nodes;         /* nodes searched by the pass */
  double cpu_seconds;    /* its CPU time */
} KalahSolverPass;

typedef struct {
  int database_stones;   /* 0 to KALAH_SOLVER_MAX_DATABASE_STONES; 0: none */
  int table_bits;        /* the table has 2^table_bits entries of 16 bytes */
  double time_limit;     /* seconds of CPU; 0: none */
  int deepening;         /* shallow searches to depth 2, 4, ... this first; 0: none */
  int first_guess;       /* the side to move's final margin the first MTD(f) pass asks
                            about (is it at least this?); 0 by default */
  /* Called as each MTD(f) pass ends (NULL: not); a long run shows its progress. */
  void (*pass_done) (const KalahSolverPass *pass, void *data);
  void *pass_data;
} KalahSolverOptions;

typedef struct {
  gboolean solved;       /* FALSE: the time limit stopped it; lower, upper hold */
  int value;             /* the side to move's final margin (solved) */
  int lower, upper;      /* the proven bounds on it (equal to value when solved) */
  int turn[KALAH_SOLVER_MAX_TURN];   /* the best first turn: a pit, then the
                                        pits of the extra turns it earns */
  int turn_length;       /* 0 when not solved or the game is over */
  guint64 nodes;         /* positions the search entered above the database */
  guint64 database_positions;  /* database positions solved (every one, once) */
  guint64 database_bytes;      /* the database's size (one byte an entry) */
  int passes;            /* null-window searches of MTD(f) */
  double database_seconds;     /* CPU time of the database's fill */
  double cpu_seconds;
} KalahSolverResult;

/** kalah_solver_options_default: a database of 12 stones, a table of 2^22
 * entries, no time limit, no shallow searches first. */
void kalah_solver_options_default (KalahSolverOptions *options);

/** kalah_solve: solve position (its variant, stones and capture rule, read
 * from it) for the side to move.  Its stores count in the value: the value
 * is the side to move's store minus the other's at the end. */
void kalah_solve (const Kalah *position, const KalahSolverOptions *options,
                  KalahSolverResult *result);

G_END_DECLS
