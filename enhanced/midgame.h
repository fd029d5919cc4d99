/* SPDX-License-Identifier: MIT */
/* midgame.h: the bitboard midgame search (boards up to 8x8) with the
 * trained evaluation (eval-trained.h).
 *
 * Negamax alpha-beta with principal variation search, iterative
 * deepening and a transposition table keyed on the whole position (no
 * false hits), kept between searches.  Move ordering: the table's move,
 * then two killer moves per ply, then, from depth 3, the evaluation one
 * ply down (a shallow search), and below that fastest first (fewest
 * replies for the opponent, corners first).  A pass does not use up
 * depth.  With midgame_search_set_probcut, null-window nodes are cut by
 * ProbCut (midgame.c) where the search does not read to the end.
 * Values are in 1/100 disc (EVAL_UNITS_PER_DISC), a finished game its
 * final score in the same unit, so the search's value is an
 * estimate of the final score.
 *
 * The training program (lab/reversi-train.c) labels positions with it,
 * which is why the evaluation model is a parameter of each search.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "eval-trained.h"
#include "search-report.h"

G_BEGIN_DECLS

#define MIDGAME_MAX_PLY 64

typedef struct MidgameSearch MidgameSearch;

typedef struct {
  int best_square;              /* BITBOARD_NO_SQUARE: a pass, or the game is over */
  int value;                    /* 1/100 disc, side to move's view */
  int depth;                    /* the deepest iteration finished */
  int line[MIDGAME_MAX_PLY];    /* principal line (BITBOARD_NO_SQUARE = pass) */
  int line_length;
  guint64 nodes;
  guint64 evaluations;          /* evaluation calls plus finished games scored */
  gboolean stopped;             /* stopped by control: the best move found so far */
} MidgameResult;

/** midgame_search_new: a search with a table of 2^table_bits entries
 * (24 bytes each; 0 picks 2^18). */
MidgameSearch *midgame_search_new (int table_bits);

/** midgame_search_free: release it (NULL is allowed). */
void midgame_search_free (MidgameSearch *search);

/** midgame_search_set_probcut: let a shallow search cut off a node
 * whose deep search would almost surely cut off (ProbCut; off by
 * default, so that the training's labels and the lab's counts are a
 * plain search's). */
void midgame_search_set_probcut (MidgameSearch *search, gboolean probcut);

/** midgame_search_clear: forget the table (needed when the model changes). */
void midgame_search_clear (MidgameSearch *search);

/** midgame_search_run: search (p, o), p to move, on the board size of
 * model (4, 6 or 8), evaluating with model, iterative deepening to
 * max_depth plies.  node_budget (0: none) bounds the work the same way
 * on every machine: an iteration that would likely overrun it (twice
 * the last one's nodes) is not started, and one that does overrun it is
 * cut short, its best root move fully searched kept as for a stop.
 * control may be NULL. */
void midgame_search_run (MidgameSearch *search, const EvalModel *model, uint64_t p,
                         uint64_t o, int max_depth, guint64 node_budget, SearchControl *control,
                         MidgameResult *result);

G_END_DECLS
