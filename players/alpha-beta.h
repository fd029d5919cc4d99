/* SPDX-License-Identifier: MIT */
/* alpha-beta.h: negamax alpha-beta search (the course's AlphaBeta).
 *
 * negamax() is exercise 16 and the course's List 1.  Everything else here
 * is the toolkit it is written with:
 *
 *   alpha_beta_generate_moves (ab, moves)   the moves of the current
 *       position; also counts the node and watches for a stop request
 *   kyokumen_make_move / kyokumen_undo_move  go one move forward / back
 *   eval_position (ab)           the evaluator's value, side to move's view
 *   eval_terminal_position (ab)  the value of a finished game (exercise 18)
 *   alpha_beta_record_best_line (ab, move)  remember move (and the reply
 *       line below it) as the best line of the current node; call it while
 *       the move is still made, before undo
 *
 * Values are from the side to move's view.  A finished game is worth
 * FINAL_DISC_VALUE (search-report.h) per disc of the final score, which
 * outweighs any evaluator value, so a sure win is preferred to a
 * good-looking guess.
 *
 * This header is shared by solutions/ and skeleton/: both implement it.
 */
#pragma once

#include <glib.h>

#include "evaluator.h"
#include "kyokumen.h"
#include "player.h"
#include "search-tree.h"

G_BEGIN_DECLS

/* Larger than any value a position can have: the course's "infinity". */
#define ALPHA_BETA_INFINITY 1000000

/* Deepest a search can go: a game has at most 192 plies left. */
#define ALPHA_BETA_MAX_PLY (KYOKUMEN_MAX_HISTORY + 1)

typedef struct {
  Kyokumen *kyokumen;            /* the position searched, moved forward and back */
  const Evaluator *evaluator;    /* for eval_position */
  gboolean misere;               /* fewest discs wins */

  guint64 nodes;                 /* positions visited */
  guint64 evaluations;           /* eval_position + eval_terminal_position calls */
  SearchTree *trace;             /* the thread's active trace when the search
                                    began (search-tree.h), or NULL: the
                                    toolkit's functions record the tree there.
                                    Beside the counters, which every node
                                    touches, not after the line table */

  /* Best lines: line[p] is the best line found from ply p (p = 0 at the
   * root), line_length[p] its length. */
  Sashite line[ALPHA_BETA_MAX_PLY][ALPHA_BETA_MAX_PLY];
  int line_length[ALPHA_BETA_MAX_PLY];

  int root_tesuu;                /* kyokumen->tesuu when the search started */
  SearchControl *control;        /* may be NULL */
  gboolean stopped;              /* the search was asked to stop */
  gboolean runaway;              /* went deeper than any game can: a bug */
} AlphaBeta;

/** alpha_beta_init: get ready to search kyokumen (which the search moves
 * forward and back, and leaves as it found it). */
void alpha_beta_init (AlphaBeta *ab, Kyokumen *kyokumen, const Evaluator *evaluator,
                      gboolean misere, SearchControl *control);

/** negamax: the value of the current position searched `depth` plies deep
 * within the window (alpha, beta), side to move's view.  Exercise 16. */
int negamax (AlphaBeta *ab, int depth, int alpha, int beta);

/** eval_position: the evaluator's value of the current position. */
int eval_position (AlphaBeta *ab);

/** eval_terminal_position: the value of the current, finished position:
 * FINAL_DISC_VALUE x the final score, and for misere the other way round
 * (exercise 18). */
int eval_terminal_position (AlphaBeta *ab);

/** alpha_beta_generate_moves: kyokumen_generate_moves for the current
 * position, counting the node.  Returns 0 (as at the end of a game) once
 * the search has been asked to stop, so that it unwinds quickly. */
int alpha_beta_generate_moves (AlphaBeta *ab, Sashite moves[MAX_SASHITE]);

/** alpha_beta_record_best_line: call right after finding that `move`
 * (already made on the position) is the best so far at its node. */
void alpha_beta_record_best_line (AlphaBeta *ab, Sashite move);

/** alpha_beta_root_line: the best line found at the root and its length. */
const Sashite *alpha_beta_root_line (const AlphaBeta *ab, int *length);

G_END_DECLS
