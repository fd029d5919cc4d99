/* SPDX-License-Identifier: MIT */
/* go-proof.h: checking a solver's answer by its proof graph.
 *
 * The solver's fast search reuses table entries wherever it meets them
 * (GoSolverOptions.check_proof).  Under the kit's rules that can be wrong:
 * a repetition ends the game, so a stored proof can go on where the game,
 * on another path, would have ended (docs/go.md, "Repetition and the
 * table").  The check does not trust that search.  It builds the answer's
 * proof as a graph, a strategy for the side the answer favours (the
 * prover):
 *
 *   - one node per position, mirror images merged; each node holds the
 *     prover's least lead (prisoner difference, from the prover's side)
 *     at which it must hold;
 *   - at the prover's turn, one move, whose position must hold; at the
 *     opponent's turn, every move;
 *   - leaves: the end of the game by two passes, counted, and positions
 *     the prover wins (or holds, for jigo) by passing forever.
 *
 * The solver only guides the choice of the prover's moves.  Every node
 * is then checked by the rules alone, and so is every cycle of the graph:
 * a line of the real game that repeats a position goes round a cycle, and
 * the game ends there with the change of the prisoner difference around
 * it deciding.  Each cycle must go the prover's way.  If the graph passes,
 * the prover's strategy holds against every line of the game, whatever
 * the table did (docs/go.md, "Checking the proof").
 */
#pragma once

#include <glib.h>

#include "go-game.h"
#include "go-position.h"
#include "go-solver.h"

G_BEGIN_DECLS

/* Why a check failed. */
typedef enum {
  GO_PROOF_HOLDS,
  GO_PROOF_STOPPED,        /* the solver's node or time limit */
  GO_PROOF_NO_MOVE,        /* at a node of the prover, no move the guide backs holds */
  GO_PROOF_COUNT,          /* the opponent ends the game by two passes, counted against */
  GO_PROOF_HISTORY,        /* a line can come back to a position of the game before the root */
  GO_PROOF_CYCLE,          /* a cycle of the graph goes against the prover */
  GO_PROOF_TOO_LARGE,      /* leads or positions out of the check's range */
} GoProofFailure;

typedef struct {
  guint64 positions;       /* nodes of the proof graph */
  guint64 leaves;          /* of them, settled by passing forever */
  guint64 searches;        /* prover's children the table did not settle, searched */
  guint64 cycle_positions; /* nodes on cycles (in strongly connected parts), each time
                              the cycles were checked */
  guint64 repairs;         /* cycles against the prover mended by another move */
  int root_move;           /* where the proof holds and the prover moves at the root:
                              its move there, in the root's orientation (where it
                              wins by passing forever, go_solver_pass_forever_move's);
                              else -1 */
  GoProofFailure failure;
} GoProofStats;

/* A guide: whether the side the answer favours holds at pos, alone, for
 * "Black >= threshold" (YES, NO, or UNKNOWN to stop the check).  The
 * check relies on nothing it says: it only picks the prover's moves. */
typedef GoAnswer (*GoProofGuide) (const GoPosition *pos, GoOutcome threshold, gpointer data);

/** go_proof_failure_name: what a failure means, untranslated (a debug
 * message's words). */
const char *go_proof_failure_name (GoProofFailure failure);

/** go_proof_check: does the proof of "Black >= threshold" (yes) or
 * "Black < threshold" (!yes) at the last of path[0..n-1] hold, the
 * positions before it being the game so far?  The solver's options
 * (symmetry, passing forever) set the rules' shortcuts the check uses.
 * guide NULL: the solver's table guides the prover's moves, and its
 * trusting search where the table says nothing; else guide (the tests'
 * way of proposing wrong proofs).  FALSE when the graph found fails, or
 * when the solver's node or time limit stopped it. */
gboolean go_proof_check (GoSolver *solver, GoProofGuide guide, gpointer guide_data,
                         const GoPosition *path, int n, GoOutcome threshold, gboolean yes,
                         GoProofStats *stats);

G_END_DECLS
