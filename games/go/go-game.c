/* SPDX-License-Identifier: MIT */
/* go-game.c: the moves of one game, and how it ended. */
#include "go-game.h"

#include <glib/gi18n-lib.h>

#include "go-notation.h"
#include "go-score.h"

GoGame *
go_game_new (int width, int height)
{
  GoGame *game = g_new0 (GoGame, 1);
  GoPosition start;
  go_position_init (&start, width, height);
  game->positions = g_array_new (FALSE, FALSE, sizeof (GoPosition));
  game->moves = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_val (game->positions, start);
  game->end = GO_END_NONE;
  game->repeated = -1;
  return game;
}

void
go_game_free (GoGame *game)
{
  if (game == NULL)
    return;
  g_array_free (game->positions, TRUE);
  g_array_free (game->moves, TRUE);
  g_free (game);
}

const GoPosition *
go_game_current (const GoGame *game)
{
  return &g_array_index (game->positions, GoPosition, game->positions->len - 1);
}

int
go_game_length (const GoGame *game)
{
  return (int) game->moves->len;
}

int
go_find_repetition (const GoPosition *positions, int n, const GoPosition *pos)
{
  for (int i = n - 1; i >= 0; i--)
    if (go_position_same_situation (&positions[i], pos))
      return i;
  return -1;
}

gboolean
go_game_play (GoGame *game, int move, GError **error)
{
  const GoPosition *now = go_game_current (game);
  GoMoveCheck check = game->end != GO_END_NONE ? GO_MOVE_GAME_OVER
                                                : go_position_check_move (now, move);
  if (check != GO_MOVE_LEGAL) {
    g_set_error_literal (error, GO_ERROR, GO_ERROR_ILLEGAL, go_move_check_message (check));
    return FALSE;
  }

  GoPosition next;
  go_position_play (now, move, &next, NULL);
  int n = (int) game->positions->len;
  int earlier = next.finished ? -1
                              : go_find_repetition ((const GoPosition *) game->positions->data, n, &next);
  g_array_append_val (game->positions, next);
  g_array_append_val (game->moves, move);
  if (next.finished) {
    game->end = GO_END_PASSES;
  } else if (earlier >= 0) {
    game->end = GO_END_REPETITION;
    game->repeated = earlier;
  }
  return TRUE;
}

gboolean
go_game_undo (GoGame *game)
{
  if (game->moves->len == 0)
    return FALSE;
  g_array_set_size (game->positions, game->positions->len - 1);
  g_array_set_size (game->moves, game->moves->len - 1);
  game->end = GO_END_NONE;
  game->repeated = -1;
  return TRUE;
}

GoOutcome
go_outcome_of_score (int score)
{
  return score > 0 ? GO_BLACK_WINS : score < 0 ? GO_WHITE_WINS : GO_JIGO;
}

GoOutcome
go_repetition_outcome (int prisoner_diff_before, int prisoner_diff_now)
{
  return go_outcome_of_score (prisoner_diff_now - prisoner_diff_before);
}

GoOutcome
go_game_outcome (const GoGame *game)
{
  const GoPosition *now = go_game_current (game);
  if (game->end == GO_END_REPETITION) {
    const GoPosition *before = &g_array_index (game->positions, GoPosition, game->repeated);
    return go_repetition_outcome (go_position_prisoner_diff (before),
                                  go_position_prisoner_diff (now));
  }
  return go_outcome_of_score (go_score (now, NULL));
}

const char *
go_outcome_name (GoOutcome outcome)
{
  switch (outcome) {
  case GO_BLACK_WINS:
    return "Black wins";
  case GO_WHITE_WINS:
    return "White wins";
  case GO_JIGO:
    break;
  }
  return "jigo";
}
