/* SPDX-License-Identifier: MIT */
/* reversi-replay.h: Reversi for List 1's replay (games/search,
 * search-replay.h): the course's values, the disc count at the horizon
 * and the final score times FINAL_DISC_VALUE at the end (negated under
 * misère), as the exercise 16 check values them.  The positions are the
 * engine's Kyokumen, moves their squares (Sashite.xy), in the engine's
 * order of generation.
 *
 * The exercise checks judge the student's negamax with it, and the
 * student handout's search program searches the reference pane of Show
 * Search Tree with it (the handout has no other List 1).
 */
#pragma once

#include "kyokumen.h"
#include "search-replay.h"
#include "search-report.h"

G_BEGIN_DECLS

/* Larger than any value of the course's Reversi: a final score is at
 * most the cells times FINAL_DISC_VALUE. */
#define REVERSI_REPLAY_INFINITY (FINAL_DISC_VALUE * (KYOKUMEN_MAX_CELLS + 1))

/** reversi_replay_game: Reversi (misère: the final score negated, as the
 * course's eval_terminal_position under misère). */
const ReplayGame *reversi_replay_game (gboolean misere);

G_END_DECLS
