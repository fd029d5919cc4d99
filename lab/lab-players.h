/* lab-players.h: the plain players of the search lab.
 *
 * Two baselines to measure the course's alpha-beta and the enhanced
 * search against:
 *
 *   random    plays a legal move chosen by a seeded pseudo-random generator
 *             (the same seed gives the same game);
 *   minimax   plain negamax without any pruning: every leaf of the tree to
 *             the search depth is evaluated, which is what the Kalah table
 *             of evaluation counts compares alpha-beta with.
 *
 * Both are compiled into each exercise-module variant because minimax
 * uses evaluator_get().  Neither depends on code a student writes, so the
 * lab's reference values stay right in the student handout.
 */
#pragma once

#include <glib.h>

#include "evaluator.h"
#include "kyokumen.h"
#include "player.h"

G_BEGIN_DECLS

/* The work of one search: what the seed's table counts. */
typedef struct {
  guint64 nodes;         /* positions whose moves were generated */
  guint64 evaluations;   /* evaluator calls plus finished-game scorings */
} SearchStats;

/** random_player_new: a player choosing uniformly among the legal moves;
 * seed makes its choices reproducible. */
Player *random_player_new (guint32 seed);

/** minimax_player_new: a plain minimax (negamax, no pruning) player:
 * depth plies, perfect search (to the end of the game) from
 * perfect_empties empty squares, evaluator eval_index. */
Player *minimax_player_new (int depth, int perfect_empties, int eval_index);

/** minimax_value: the negamax value of kyokumen searched depth plies
 * without pruning, side to move's view, with the same conventions as the
 * course's negamax (a pass is a ply; a finished game is worth
 * FINAL_DISC_VALUE per disc of final score, negated for misere).
 * kyokumen is moved forward and back and left as it was.  If best_line is
 * not NULL it receives up to max_line moves of a best line and
 * *line_length their number.  stats (may be NULL) is added to.  control
 * may be NULL; after a stop the value is meaningless and *stopped is set. */
int minimax_value (Kyokumen *kyokumen, const Evaluator *evaluator, gboolean misere, int depth,
                   SearchControl *control, SearchStats *stats, Sashite *best_line,
                   int max_line, int *line_length, gboolean *stopped);

/** search_stats_rate: nodes per second (0 when no time was measured). */
double search_stats_rate (guint64 nodes, double seconds);

/** plain_perft: move sequences of depth plies from kyokumen, with plain
 * Kyokumen move generation (a pass is a ply; a finished game counts once
 * at the ply it ends).  kyokumen is moved forward and back. */
guint64 plain_perft (Kyokumen *kyokumen, int depth);

#ifdef HAVE_ENHANCED
#include "enhanced-search.h"

/** enhanced_player_new: a player searching with the enhanced search of
 * enhanced/; its name is "enhanced-DEPTH-PERFECT-EVAL". */
Player *enhanced_player_new (const EnhancedOptions *options);
#endif

G_END_DECLS
