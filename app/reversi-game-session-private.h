/* SPDX-License-Identifier: MIT */
/* reversi-game-session-private.h: how a plug-in plays its game in a
 * session when the game is not played through a GamePath.
 *
 * A game played through GameRules needs nothing here: the session keeps
 * its GamePath and answers from it and from the game's catalog entry.  A
 * plug-in whose game keeps its own state (Reversi: the engine's Game and
 * the course's players) names in its catalog entry's `play` the hooks
 * below, makes its sessions with reversi_game_session_new_played and
 * finds its state again with reversi_game_session_get_state.  Each hook
 * answers what the session function of the same name answers
 * (reversi-game-session.h).  Only the session and plug-ins include this.
 */
#pragma once

#include "reversi-game-session.h"

G_BEGIN_DECLS

struct ReversiGamePlay {
  int (*length) (ReversiGameSession *self);
  int (*get_move) (ReversiGameSession *self, int i);
  int (*side_to_move) (ReversiGameSession *self, int moves);
  gboolean (*is_over) (ReversiGameSession *self);
  gboolean (*is_human) (ReversiGameSession *self, int side);
  int (*time_limit) (ReversiGameSession *self, int side);
  gboolean (*must_pass) (ReversiGameSession *self);
  void (*truncate) (ReversiGameSession *self, int length);
  gboolean (*play) (ReversiGameSession *self, int move, GError **error);
  gboolean (*read_move) (ReversiGameSession *self, const char *text, int *move, GError **error);
  char *(*notation) (ReversiGameSession *self, int move);
  char *(*player_name) (ReversiGameSession *self, int side);
  char *(*move_row) (ReversiGameSession *self, int moves);
  char *(*describe_move) (ReversiGameSession *self, int i);
  char *(*counts_text) (ReversiGameSession *self, int moves);
  char *(*result_text) (ReversiGameSession *self);
  GVariant *(*search_request) (ReversiGameSession *self, int side);
  GVariant *(*search_request_before_last) (ReversiGameSession *self, int side, char **move);
  char *(*title) (ReversiGameSession *self, const char *sides);
  char *(*rule_text) (ReversiGameSession *self);
  char *(*to_text) (ReversiGameSession *self);
};

/** reversi_game_session_new_played: a session of game (whose `play` are
 * the hooks) over state, which the session owns and frees with
 * free_state. */
ReversiGameSession *reversi_game_session_new_played (const ReversiGameInfo *game, gpointer state,
                                                     GDestroyNotify free_state);

/** reversi_game_session_get_state: the plug-in's state of a session made
 * by reversi_game_session_new_played; NULL for a GamePath game. */
gpointer reversi_game_session_get_state (ReversiGameSession *self);

G_END_DECLS
