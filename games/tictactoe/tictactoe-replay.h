/* SPDX-License-Identifier: MIT */
/* tictactoe-replay.h: tic-tac-toe for List 1's replay (games/search,
 * search-replay.h) with S. Matoike's values: a game won by the machine
 * is worth 10 - depth, lost depth - 10, drawn 0, from the machine's view,
 * the depth counted from the machine's root move; the replay reads them
 * from the side to move's view.  Matoike's searches go to the end of the
 * game, so there is no horizon.
 *
 * Matoike's max/min form visits exactly the positions the negamax form
 * visits, so List 1's replay judges the warm-ups t1 and t2 (the exercise
 * checks, tests/exercises/checks-tictactoe-trace.c).
 */
#pragma once

#include "search-replay.h"
#include "tictactoe.h"

G_BEGIN_DECLS

/* What Matoike's values depend on. */
typedef struct {
  int machine;   /* the machine's mark */
  int depth;     /* Matoike's depth at the replay's root */
} TicTacToeReplayContext;

/** tictactoe_replay_game: Matoike's tic-tac-toe for the replay; game
 * keeps a pointer to context, which must live as long as it. */
void tictactoe_replay_game (ReplayGame *game, const TicTacToeReplayContext *context);

G_END_DECLS
