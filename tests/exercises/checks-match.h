/* SPDX-License-Identifier: MIT */
/* checks-match.h: the matches of exercise 21 and assignment 12.
 *
 * A tested player plays each of MATCH_OPENINGS openings twice, once with
 * each colour, against an opponent; the first illegal move, refusal or
 * endless game of the tested player ends the match with the reason.
 */
#pragma once

#include "checks-common.h"

G_BEGIN_DECLS

/* 40 different openings, each played with both colours: 80 games.  The
 * thresholds each check sets are far enough from what right answers and
 * plausible wrong ones score that a few games won or lost by a different
 * move order in negamax do not change the verdict (measured with every
 * right negamax of the mutant suite; see docs/handout.md). */
#define MATCH_OPENINGS 40
#define MATCH_OPENING_PLIES 4
#define MATCH_DEPTH 3
#define MATCH_PERFECT 8
#define MATCH_NODE_LIMIT 3000000

/** search_player_new: a player that searches with f->negamax and this
 * evaluator to a fixed depth, without the computer player around it. */
Player *search_player_new (const ExerciseFunctions *f, const Evaluator *evaluator, int depth);

/** report_match: play the match and report it (a problem with hint when
 * the tested player takes less than need_percent of the points, a draw
 * being half a point, or breaks a rule; a line of info when it does
 * well enough); TRUE when it does. */
gboolean report_match (ExerciseResult *result, Player *tested, Player *opponent, const char *tested_label,
                       const char *opponent_label, int need_percent, const char *hint);

G_END_DECLS
