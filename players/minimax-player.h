/* SPDX-License-Identifier: MIT */
/* minimax-player.h: plain minimax, the yardstick of the search lab.
 *
 * No pruning, no ordering, no table: every leaf of the tree to the search
 * depth is evaluated, which is what the Kalah table of evaluation counts
 * (M. Hiroi's article) compares alpha-beta with.  It is written in the max/min form
 * minimax is first taught in (Black maximises, White minimises), not as
 * negamax, so it does not hand a student exercise 16.
 *
 * Instructor material: the student handout leaves this file out (it also
 * settles the misere rule of exercise 18), and the build then has no
 * "minimax" strategy.
 */
#pragma once

#include <glib.h>

#include "evaluator.h"
#include "kyokumen.h"
#include "player.h"

G_BEGIN_DECLS

/** minimax_player_new: a plain minimax player: depth plies, perfect
 * search (to the end of the game) from perfect_empties empty squares,
 * evaluator eval_index. */
Player *minimax_player_new (int depth, int perfect_empties, int eval_index);

/** minimax_value: the minimax value of kyokumen searched depth plies
 * without pruning, side to move's view, with the same conventions as the
 * course's negamax (a pass is a ply; a finished game is worth
 * FINAL_DISC_VALUE per disc of final score, the other way round for
 * misere).  kyokumen is moved forward and back and left as it was.  If
 * best_line is not NULL it receives up to max_line moves of a best line
 * and *line_length their number.  stats (may be NULL) is added to.
 * control may be NULL; after a stop the value is meaningless and
 * *stopped is set. */
int minimax_value (Kyokumen *kyokumen, const Evaluator *evaluator, gboolean misere, int depth,
                   SearchControl *control, SearchStats *stats, Sashite *best_line,
                   int max_line, int *line_length, gboolean *stopped);

G_END_DECLS
