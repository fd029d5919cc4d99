/* SPDX-License-Identifier: MIT */
/* reversi-frame-review.c: looking back over the game move by move.
 *
 * Reviewing shows an earlier position of the game (first, back, forward,
 * last, or a row of the move list) without changing the game: the moves
 * after it stay, and a computer that is thinking goes on thinking.  Only
 * "Continue from Here" takes the later moves back, so going back in time
 * is always an explicit choice.
 */
#include "reversi-frame-private.h"

#include <glib/gi18n-lib.h>

gboolean
_reversi_frame_is_reviewing (ReversiFrame *self)
{
  return self->review_index >= 0;
}

int
_reversi_frame_shown_move_count (ReversiFrame *self)
{
  return self->review_index >= 0 ? self->review_index : reversi_game_session_get_length (self->session);
}
/* Show the position after `count` moves; the game's own length ends the review. */
void
_reversi_frame_review (ReversiFrame *self, int count)
{
  int length = reversi_game_session_get_length (self->session);
  count = CLAMP (count, 0, length);
  self->review_index = count == length ? -1 : count;
  _reversi_frame_update_view (self);
}

void
_reversi_frame_stop_reviewing (ReversiFrame *self)
{
  self->review_index = -1;
}

/* Take back every move after the reviewed position and play on from it. */
void
_reversi_frame_continue_from_review (ReversiFrame *self)
{
  if (self->review_index < 0)
    return;
  int target = self->review_index;
  _reversi_frame_cancel_search (self);
  _reversi_frame_truncate (self, target);
  self->review_index = -1;
  g_autofree char *text = g_strdup_printf (_("The game goes on from move %d; the later moves were taken back."),
                                           target);
  _reversi_frame_set_message (self, text, FALSE);
  _reversi_frame_game_changed (self);
}

char *
_reversi_frame_review_prompt (ReversiFrame *self)
{
  /* TRANSLATORS: while reviewing: the move shown, the moves played. */
  return g_strdup_printf (_("Reviewing: the position after move %1$d of %2$d. Press Last (Alt+End) "
                            "to go back to the game, or Continue from Here to play on from this "
                            "position."),
                          self->review_index, reversi_game_session_get_length (self->session));
}

gboolean
_reversi_frame_report_describes_shown (ReversiFrame *self)
{
  int moves = self->report_move_count;
  if (moves <= 0 || moves > reversi_game_session_get_length (self->session))
    return FALSE;
  return !_reversi_frame_is_reviewing (self) || moves == self->review_index;
}
