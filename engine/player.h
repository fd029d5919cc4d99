/* SPDX-License-Identifier: MIT */
/* player.h: a player of a game (the course's Player).
 *
 * A player is a small table of functions: its name, and decide_move,
 * which picks a move for the side to move of a position.  The human
 * player's moves come from outside (a click, typed notation, a relayed
 * move): the caller hands the move over with human_player_set_move()
 * before asking.  The computer player (computer-player.h) searches.
 *
 * Searches can run on a worker thread; search-report.h has how they are
 * stopped (SearchControl) and what they report (SearchReport).
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"
#include "search-report.h"

G_BEGIN_DECLS

typedef struct Player Player;

typedef struct {
  /** name: the name shown in the window and in records. */
  const char *(*name) (const Player *self);
  /** decide_move: choose a move for the side to move of kyokumen (a
   * position that is not over).  report may be NULL. On failure returns
   * FALSE and sets error; the caller must not play anything. */
  gboolean (*decide_move) (Player *self, const Kyokumen *kyokumen, gboolean misere,
                           SearchControl *control, Sashite *move, SearchReport *report,
                           GError **error);
  /** free: release the player. */
  void (*free) (Player *self);
} PlayerFunctions;

struct Player {
  const PlayerFunctions *functions;
  gboolean is_human;
};

/** player_name: the player's name. */
const char *player_name (const Player *player);

/** player_decide_move: see PlayerFunctions.decide_move. */
gboolean player_decide_move (Player *player, const Kyokumen *kyokumen, gboolean misere,
                             SearchControl *control, Sashite *move, SearchReport *report,
                             GError **error);

/** player_free: release a player (NULL is allowed). */
void player_free (Player *player);

/** player_legal_moves: the legal moves of the position a player is asked
 * to choose in (MAX_SASHITE at most) and their number; FALSE with an
 * error when the game is over and there is nothing to choose. */
gboolean player_legal_moves (const Kyokumen *kyokumen, Sashite legal[MAX_SASHITE], int *count,
                             GError **error);

/** human_player_new: a player whose moves are handed in from outside. */
Player *human_player_new (const char *name);

/** human_player_set_move: the move the human chose; the next decide_move returns it. */
void human_player_set_move (Player *player, Sashite move);

G_END_DECLS
