/* SPDX-License-Identifier: MIT */
/* go-solver.h: solving small-board Go exactly (S. Sei and T. Kawashima's paper).
 *
 * The value of a position is win, jigo or loss (go-game.h's GoOutcome,
 * from Black's view).  The solver never computes it in one search: it
 * asks yes-or-no questions, "does Black win?" and "does Black reach at
 * least jigo?", each a null-window search whose answer is a proof.  Two
 * questions at most give the value.
 *
 * How a question is searched (go-solver.c explains each in place):
 *   - iterative deepening with guesses: the search is cut off at a depth,
 *     where the count of the board stands in as a guess; an answer resting
 *     on a guess is no proof, and the depth doubles until the root's
 *     answer rests on none.  Go lines without a good reason to stop run
 *     for hundreds of plies, and deepening finds the short proofs first;
 *   - the paper's move ordering (go-move-order.h), after the move that
 *     settled the position before;
 *   - a transposition table keyed on the position up to the 8 symmetries,
 *     holding for each position the prisoner differences from which each
 *     answer is proven (a result proven for Black at difference d holds at
 *     every larger d: the paper's dominance);
 *   - repetition judged on the search path, with the game's own moves at
 *     the top of it; a result that rests on a repetition of a position
 *     above the node it belongs to is never stored, and a stored one is
 *     reused only where no position of the path above can be reached by
 *     its proof (the entry's bounds on the stones of the positions the
 *     proof reaches: docs/go.md, "Repetition and the table");
 *   - "passing forever": a side whose prisoner lead is larger than all the
 *     opponent could still gain has won, without search;
 *   - enhanced transposition cutoff: before a node's moves are searched,
 *     each child is looked up (game end, repetition, passing forever,
 *     table); one that settles the node saves the search.
 * Options switch each of these off, for the tests' cross-checks and the
 * benchmarks' comparisons.
 */
#pragma once

#include <glib.h>

#include "go-game.h"
#include "go-position.h"

G_BEGIN_DECLS

typedef struct GoSolver GoSolver;

typedef struct {
  int table_bits;             /* 2^table_bits table entries; 0: no table */
  gboolean symmetry;          /* the table finds mirror images */
  gboolean ordering;          /* the paper's move ordering (else points in order, pass last) */
  gboolean deepening;         /* iterative deepening (else one search without a depth limit) */
  gboolean pass_forever;      /* settle positions won by passing forever */
  gboolean sure_territory;    /* passing forever keeps sure territory (go_sure_territory) */
  gboolean enhanced_cutoff;   /* before searching a node's moves, look each child up */
  int tie_order;              /* moves the ordering ranks equal are tried in the board
                                 order of the board under symmetry tie_order (go-symmetry.h;
                                 0, the default: as it stands).  The orders reach the same
                                 answers at costs that can differ severalfold on 5x5
                                 (docs/go.md) */
  gboolean check_proof;       /* search trusting the table across paths (fast, no proof
                                 by itself), then check the answer's proof graph against
                                 every repetition (go-proof.h); an answer that fails the
                                 check is searched again with the history check */
  int threads;                /* 0 or 1: one search; 2 to GO_SOLVER_MAX_THREADS: so many
                                 searches race on each question, each on a table of its
                                 own and with its own tie order (go_solver_race_order),
                                 and the first answer is taken, the others stopped.  On
                                 5x5, where one order can take several times another's
                                 positions, the race answers when the luckiest does */
  guint64 restart_budget;     /* with a table: a question's search that has visited so
                                 many positions without an answer begins again, its
                                 proofs kept but the table's best moves and guesses
                                 forgotten, equal moves in the next order, the budget
                                 doubled each time (0: never).  On 5x5 it bounds the
                                 cost of an unlucky first choice (docs/go.md) */
  guint64 node_limit;         /* give up after visiting this many nodes (0: no limit) */
  double time_limit;          /* give up after this many seconds (0: no limit) */
  double cpu_limit;           /* give up once the process has used this many seconds
                                 of CPU time (0: no limit): on a shared machine a long
                                 run's budget is CPU, not wall-clock time */
} GoSolverOptions;

/* The most searches a solver races (GoSolverOptions.threads). */
#define GO_SOLVER_MAX_THREADS 8

typedef struct {
  guint64 visited;            /* nodes entered: every position searched or looked up */
  guint64 expanded;           /* nodes whose moves were generated and searched */
  guint64 table_hits;         /* nodes settled by the table */
  guint64 probes;             /* children looked up by the enhanced cutoff (a child
                                 that settles its parent also counts as visited) */
  guint64 repetitions;        /* nodes settled by a repetition on the path */
  guint64 stored;             /* results written to the table */
  guint64 not_stored;         /* settled results kept out of it (path-dependent) */
  guint64 refused;            /* table entries that would have settled a node but whose
                                 proofs could reach a position of the path above */
  int deepest;                /* the largest depth limit used */
  guint64 restarts;           /* searches begun again (restart_budget) */
  double seconds;
  /* With check_proof: */
  guint64 proof_positions;    /* positions of the proof graphs checked */
  guint64 proof_searches;     /* their children that the table did not settle, searched */
  guint64 proof_repairs;      /* cycles against the prover mended by another move */
  guint64 proofs_failed;      /* answers whose proof failed the check (searched again) */
  double proof_seconds;       /* of seconds, the time spent checking */
  /* With threads: the counts above are those of every search together,
   * the seconds the race's own (by the clock). */
  guint64 race_wins[GO_SOLVER_MAX_THREADS]; /* questions each search answered first */
} GoSolverStats;

/* The answer to one question. */
typedef enum {
  GO_ANSWER_NO = 0,
  GO_ANSWER_YES = 1,
  GO_ANSWER_UNKNOWN = 2,      /* the node or time limit came first */
} GoAnswer;

/** go_solver_options_default: every technique on, a table of 2^20 entries
 * (16 MiB, and 4 MiB beside it for the points each proof
 * captures), no limits. */
void go_solver_options_default (GoSolverOptions *options);

/** go_solver_new: a solver for width x height boards (each 2 to 5). */
GoSolver *go_solver_new (int width, int height, const GoSolverOptions *options);

/** go_solver_free: release the solver and its table. */
void go_solver_free (GoSolver *solver);

/** go_solver_set_limits: change the node and time limits (0: none) for the
 * following questions; the table is kept. */
void go_solver_set_limits (GoSolver *solver, guint64 node_limit, double time_limit);

/** go_solver_ask: does Black reach at least threshold (GO_JIGO or
 * GO_BLACK_WINS) from the last of path[0..n-1]?  The positions before it
 * are the game so far, for repetitions.  *move (may be NULL) receives a
 * move that achieves it for the side to move when the answer favours that
 * side, else the move tried first; GO_PASS or -1 when there is none. */
GoAnswer go_solver_ask (GoSolver *solver, const GoPosition *path, int n, GoOutcome threshold,
                        int *move);

/** go_solver_value: the value of the last of path[0..n-1] (two questions
 * at most).  FALSE when a limit came first. */
gboolean go_solver_value (GoSolver *solver, const GoPosition *path, int n, GoOutcome *value);

/** go_solver_best_move: the value and a move of the side to move that
 * keeps it.  FALSE when a limit came first. */
gboolean go_solver_best_move (GoSolver *solver, const GoPosition *path, int n, GoOutcome *value,
                              int *move);

/* The value of a position as go_solver_ask_value finds it. */
typedef struct {
  GArray *win_tree, *jigo_tree; /* in: where to record each question's searched
                                   tree (GoTraceNode), or NULL */
  GoAnswer win, jigo;          /* "does Black win?", "does Black reach jigo?": an
                                   answer the other implies is filled in; UNKNOWN
                                   where a limit came first */
  int win_move, jigo_move;     /* each question's move (go_solver_ask), -1 if not asked */
  gboolean known;              /* both answers known */
  GoOutcome value;             /* where known */
  int move;                    /* where known: a move of the side to move that keeps
                                  value (go_solver_move_of_value) */
} GoSolverValue;

/** go_solver_ask_value: the value of the last of path[0..n-1] by its two
 * questions, the side to move's best hope first (Black: "does Black
 * win?"; White: "does Black reach jigo?"), the second only where the
 * first leaves the value open: where the mover wins, one settles it. */
void go_solver_ask_value (GoSolver *solver, const GoPosition *path, int n, GoSolverValue *value);

/** go_solver_move_of_value: of the moves the two questions gave
 * (win_move for "does Black win?", jigo_move for "does Black reach
 * jigo?", -1 for one not asked), the one that keeps value for mover. */
int go_solver_move_of_value (GoColor mover, GoOutcome value, int win_move, int jigo_move);

/** go_solver_get_stats: counts since the solver was made or last reset. */
void go_solver_get_stats (const GoSolver *solver, GoSolverStats *stats);

/** go_solver_search_tie_order: the tie order search number @search of the
 * solver's race begins each question with (0: the solver itself). */
int go_solver_search_tie_order (const GoSolver *solver, int search);

/** go_solver_table_bytes: the memory one search's table of 2^table_bits
 * entries takes (the entries and what is kept beside each). */
guint64 go_solver_table_bytes (int table_bits);

/**
 * go_solver_race_order:
 * @tie_order: the options' tie order
 * @search: 0 to GO_SOLVER_MAX_THREADS - 1
 *
 * The tie order search number @search of a race uses: @tie_order itself
 * for search 0, then the other orders, the rectangle's four first (so
 * that every search of a race on a rectangle has an order of its own up
 * to four).  Every number below 8 is an order of a square, every number
 * below 4 of a rectangle too.
 */
int go_solver_race_order (int tie_order, int search);


/** go_solver_reset_stats: set the counts to zero (the table is kept). */
void go_solver_reset_stats (GoSolver *solver);

/* ---- for the proof check (go-proof.c) ---- */
/**
 * go_solver_stop_requested:
 *
 * Whether another search of the race has answered the question: a long
 * piece of work of the solver's (go_proof_check) asks now and then, and
 * stops.
 */
gboolean go_solver_stop_requested (GoSolver *solver);

/** go_solver_canonical: pos in the orientation the table keys it in
 * (written to *canonical, prisoners kept) and its key: equal for two
 * positions exactly when each is a mirror image of the other's situation
 * (or the same). */
uint64_t go_solver_canonical (const GoSolver *solver, const GoPosition *pos, GoPosition *canonical);

/** go_solver_table_answer: what the table holds for "Black >= threshold"
 * at pos and its prisoner difference, whatever path led there: YES, NO,
 * or UNKNOWN (no proof stored).  *move (may be NULL) receives the
 * entry's move in pos's orientation, -1 if none. */
GoAnswer go_solver_table_answer (const GoSolver *solver, const GoPosition *pos,
                                 GoOutcome threshold, int *move);

/** go_solver_ask_trusting: go_solver_ask for pos alone (no game above
 * it), with the table trusted across paths and no proof check: a guide
 * for the check, not an answer to rely on.  *move (may be NULL) as
 * go_solver_ask gives it. */
GoAnswer go_solver_ask_trusting (GoSolver *solver, const GoPosition *pos, GoOutcome threshold,
                                 int *move);

/** go_solver_pass_forever_margin: the least final margin side is sure of
 * by passing from now on (the solver's passing forever), where it is 0
 * or more; where it is below 0, some number below 0 that is at least
 * it (a cheap ceiling).  INT_MIN when the solver's options switch
 * passing forever off. */
int go_solver_pass_forever_margin (const GoSolver *solver, const GoPosition *pos, GoColor side);

/** go_solver_pass_forever_move: the move that keeps the margin
 * passing forever gives the side to move: GO_PASS, or the point that
 * takes the opponent's stone the solver's sure territory counted as
 * taken. */
int go_solver_pass_forever_move (const GoSolver *solver, const GoPosition *pos);

/* ---- the searched tree, for printing (the paper's appendices) ---- */

typedef struct {
  int depth;                  /* plies below the root */
  int move;                   /* the move that led here (the root: GO_PASS, unused) */
  int prisoner_diff;
  GoAnswer answer;            /* for the question being asked */
  char how;                   /* 'S' searched, 'T' table, 'R' repetition, 'E' game end,
                                 'P' passing forever, 'D' depth limit */
} GoTraceNode;

/** go_solver_trace: record every node of the following questions into
 * nodes (GoTraceNode, in the order visited), or stop recording (NULL). */
void go_solver_trace (GoSolver *solver, GArray *nodes);

G_END_DECLS
