/* SPDX-License-Identifier: MIT */
/* reversi-reversi-game.h: Reversi's plug-in (reversi-reversi-game.c).
 *
 * Reversi is played by the engine (Game, Kyokumen) with the course's
 * computer players (ComputerPlayer, PlayerConfig: reversi-game-setup.h),
 * as the course plays it, and saves as the kit's record; its course
 * extras -- sizes, misère, a pasted position, GGF's names, the flip
 * preview and the hint on its board -- are reached through the
 * functions below.  Each answers NULL (or nothing) for a session of
 * another game, so a caller may ask any session.
 */
#pragma once

#include "reversi-game-session.h"
#include "reversi-game-setup.h"

G_BEGIN_DECLS

/* Reversi's records and formats, its entry's `files` (reversi-reversi-files.c). */
extern const ReversiGameFiles reversi_reversi_files;

/** reversi_game_reversi: Reversi's catalog entry. */
const ReversiGameInfo *reversi_game_reversi (void);

/** reversi_game_is_reversi: whether game is Reversi (whose New Game
 * settings are the course's players, reversi-game-setup.h). */
gboolean reversi_game_is_reversi (const ReversiGameInfo *game);

/** reversi_game_session_new_reversi: a new game of Reversi with setup's
 * board, rule and players (copied), dated now; NULL with the reason when
 * a player cannot be made. */
ReversiGameSession *reversi_game_session_new_reversi (const ReversiGameSetup *setup,
                                                      GError **error);

/** reversi_game_session_new_from_record: the Reversi game of a kit record
 * (its moves, players, event and date); NULL with the reason when a
 * player cannot be made. */
ReversiGameSession *reversi_game_session_new_from_record (const GameRecord *record,
                                                          GError **error);

/** reversi_game_session_get_reversi: the engine's game; NULL for another game. */
const Game *reversi_game_session_get_reversi (ReversiGameSession *self);

/** reversi_game_session_get_reversi_setup: how Reversi's players were
 * made, its event and date; NULL for another game. */
const ReversiGameSetup *reversi_game_session_get_reversi_setup (ReversiGameSession *self);

/** reversi_game_session_is_misere: a Reversi game by the misère rule. */
gboolean reversi_game_session_is_misere (ReversiGameSession *self);

/** reversi_game_session_to_record: Reversi's game and players as a kit
 * record.  Free with game_record_free. */
GameRecord *reversi_game_session_to_record (ReversiGameSession *self);

/** reversi_game_session_reversi_position: Reversi's position after
 * `moves` moves, into k. */
void reversi_game_session_reversi_position (ReversiGameSession *self, int moves, Kyokumen *k);

/** reversi_game_session_set_up_position: restart Reversi from a board
 * string or a move list (game.h), keeping the players and the rule, dated
 * now; FALSE with the reason, and nothing changed, when the text is not
 * one. */
gboolean reversi_game_session_set_up_position (ReversiGameSession *self, const char *text,
                                               GError **error);

G_END_DECLS
