/* SPDX-License-Identifier: MIT */
/* reversi-replay.c: Reversi for List 1's replay (see reversi-replay.h). */
#include "reversi-replay.h"

#include "reversi-rules.h"

static int
reversi_moves (const void *position, int moves[REPLAY_MAX_MOVES])
{
  return reversi_generate_move_numbers (position, moves);
}

static void
reversi_play (void *position, int move)
{
  kyokumen_make_move (position, (Sashite) { move });
}

static void
reversi_undo (void *position, int move)
{
  kyokumen_undo_move (position, (Sashite) { move });
}

/* context: whether the game is misère (the final score negated, as the
 * course's eval_terminal_position does then). */
static const gboolean misere_flags[2] = { FALSE, TRUE };

static int
reversi_final_value (const void *position, int ply, const void *context)
{
  int score = kyokumen_final_score (position) * FINAL_DISC_VALUE;
  return *(const gboolean *) context ? -score : score;
}

/* The disc count, side to move's view: the course's evaluator 0. */
static int
reversi_horizon_value (const void *position)
{
  return kyokumen_disc_difference (position);
}

/* Black 0, White 1, as the course's toolkit tells the search tree. */
static int
reversi_side (const void *position)
{
  return COLOR_INDEX (((const Kyokumen *) position)->color);
}

#define REVERSI_REPLAY(MISERE)                  \
  {                                             \
    .position_size = sizeof (Kyokumen),         \
    .moves = reversi_moves,                     \
    .play = reversi_play,                       \
    .undo = reversi_undo,                       \
    .final_value = reversi_final_value,         \
    .horizon_value = reversi_horizon_value,     \
    .context = &misere_flags[MISERE],           \
    .infinity = REVERSI_REPLAY_INFINITY,        \
    .side = reversi_side,                       \
    .method = "List 1 alpha-beta (replay)",     \
  }

static const ReplayGame reversi_replay[2] = { REVERSI_REPLAY (0), REVERSI_REPLAY (1) };

const ReplayGame *
reversi_replay_game (gboolean misere)
{
  return &reversi_replay[misere ? 1 : 0];
}
