/* checks-match.h: the matches of exercise 21 and assignment 12.
 *
 * A tested player plays each of MATCH_OPENINGS openings twice, once with
 * each colour, against an opponent; the first illegal move, refusal or
 * endless game of the tested player ends the match with the reason.
 */
#pragma once

#include "checks-common.h"

G_BEGIN_DECLS

#define MATCH_OPENINGS 10
#define MATCH_OPENING_PLIES 4
#define MATCH_DEPTH 3
#define MATCH_PERFECT 8
#define MATCH_NODE_LIMIT 3000000

/* What a match must bring: against a random mover at least three
 * quarters of the points, against a searching opponent more than half
 * (a draw is half a point). */
typedef enum { NEED_THREE_QUARTERS, NEED_MORE_THAN_HALF } MatchNeed;

/** search_player_new: a player that searches with f->negamax and this
 * evaluator to a fixed depth, without the computer player around it. */
Player *search_player_new (const ExerciseFunctions *f, const Evaluator *evaluator, int depth);

/** report_match: play the match and report it (a problem with hint when
 * lost or broken, a line of info when won); TRUE when won. */
gboolean report_match (ExerciseResult *result, Player *tested, Player *opponent, const char *tested_label,
                       const char *opponent_label, MatchNeed need, const char *hint);

G_END_DECLS
