/* SPDX-License-Identifier: MIT */
/* tictactoe-replay.c: Matoike's tic-tac-toe for the replay (see
 * tictactoe-replay.h). */
#include "tictactoe-replay.h"

#include "tictactoe-search.h"

static int
matoike_moves (const void *position, int moves[REPLAY_MAX_MOVES])
{
  return tictactoe_generate_moves (position, moves);
}

static void
matoike_play (void *position, int move)
{
  tictactoe_play (position, move);
}

static void
matoike_undo (void *position, int move)
{
  tictactoe_undo (position, move);
}

static int
matoike_final_value (const void *position, int ply, const void *context)
{
  const TicTacToe *t = position;
  const TicTacToeReplayContext *m = context;
  int depth = m->depth + ply, owner = tictactoe_line_owner (t);
  int value = owner == m->machine ? 10 - depth : owner != TICTACTOE_EMPTY ? depth - 10 : 0;
  return TICTACTOE_MARK_OF_SIDE (t->to_move) == m->machine ? value : -value;
}

static int
matoike_side (const void *position)
{
  return ((const TicTacToe *) position)->to_move;
}

void
tictactoe_replay_game (ReplayGame *game, const TicTacToeReplayContext *context)
{
  *game = (ReplayGame) {
    .position_size = sizeof (TicTacToe),
    .moves = matoike_moves,
    .play = matoike_play,
    .undo = matoike_undo,
    .final_value = matoike_final_value,
    .context = context,
    .infinity = TICTACTOE_INFINITY,
    .side = matoike_side,
    .method = "List 1 alpha-beta (replay, Matoike's values)",
  };
}
