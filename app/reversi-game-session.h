/* SPDX-License-Identifier: MIT */
/* reversi-game-session.h: a game in a window, whichever game it is.
 *
 * The game so far, who plays each side, undo, the notation of each move,
 * what each move did in words, the search program's request, and the
 * game as its file's text.  A game played through GameRules keeps a
 * GamePath (every position kept, so positions may point at their
 * parents) and saves as a transcript (game-transcript.h); a game whose
 * plug-in plays it its own way answers through the plug-in's hooks
 * (reversi-game-session-private.h): Reversi keeps the engine's Game with
 * the course's players and saves as the kit's record, and its extras are
 * in reversi-reversi-game.h.  A move is an int either way (Reversi's:
 * the Sashite's xy).  The computer's search works on its own copy of the
 * game.
 */
#pragma once

#include <glib-object.h>

#include "game-transcript.h"
#include "reversi-game-setup.h"
#include "reversi-common-setup.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_GAME_SESSION (reversi_game_session_get_type ())
G_DECLARE_FINAL_TYPE (ReversiGameSession, reversi_game_session, REVERSI, GAME_SESSION, GObject)

/** reversi_game_session_new: a game of setup's game at its start, with
 * setup's players (copied). */
ReversiGameSession *reversi_game_session_new (const ReversiCommonSetup *setup);

/** reversi_game_session_new_from_transcript: the game of a transcript
 * (its moves and players), to be played on. */
ReversiGameSession *reversi_game_session_new_from_transcript (const GameTranscript *transcript);

/** reversi_game_session_new_from_text: the game of a transcript's text
 * (a file, an autosave); NULL with the reason (GAME_TRANSCRIPT_ERROR) when
 * it cannot be used. */
ReversiGameSession *reversi_game_session_new_from_text (const char *text, gsize length,
                                                        GError **error);

/** reversi_game_session_get_game: the game's catalog entry (Reversi's too). */
const ReversiGameInfo *reversi_game_session_get_game (ReversiGameSession *self);
/* A GameRules game's rules, players and path; the rules and path are
 * NULL for a game its plug-in plays (Reversi: reversi-reversi-game.h). */
const GameRules *reversi_game_session_get_rules (ReversiGameSession *self);
const ReversiCommonSetup *reversi_game_session_get_setup (ReversiGameSession *self);
const GamePath *reversi_game_session_get_path (ReversiGameSession *self);

/** reversi_game_session_get_length: the moves played. */
int reversi_game_session_get_length (ReversiGameSession *self);

/** reversi_game_session_get_position: a GameRules game's position after
 * `moves` moves (0 .. length); it stays valid until moves are taken back. */
const void *reversi_game_session_get_position (ReversiGameSession *self, int moves);

/** reversi_game_session_get_move: move i (0-based). */
int reversi_game_session_get_move (ReversiGameSession *self, int i);

/** reversi_game_session_side_to_move: whose turn it is after `moves` moves. */
int reversi_game_session_side_to_move (ReversiGameSession *self, int moves);

/** reversi_game_session_is_over: the game has ended. */
gboolean reversi_game_session_is_over (ReversiGameSession *self);

/** reversi_game_session_is_human: side is played by a person. */
gboolean reversi_game_session_is_human (ReversiGameSession *self, int side);

/** reversi_game_session_time_limit: side's seconds per computer move; 0: none. */
int reversi_game_session_time_limit (ReversiGameSession *self, int side);

/** reversi_game_session_must_pass: the side to move has no move but a
 * pass, which it must play (Reversi; in Go a pass is always a move). */
gboolean reversi_game_session_must_pass (ReversiGameSession *self);

/** reversi_game_session_undo_target: the length undo goes back to: the
 * last position where a human was to move; -1 when there is none. */
int reversi_game_session_undo_target (ReversiGameSession *self);

/** reversi_game_session_truncate: take back the moves after `length`. */
void reversi_game_session_truncate (ReversiGameSession *self, int length);

/** reversi_game_session_play: play move, which must be legal: an illegal
 * move is refused with the reason and nothing changes. */
gboolean reversi_game_session_play (ReversiGameSession *self, int move, GError **error);

/** reversi_game_session_read_move: the legal move text names (notation,
 * also as a Japanese input method types it: "ｂ２", "パス"); FALSE with
 * the reason otherwise. */
gboolean reversi_game_session_read_move (ReversiGameSession *self, const char *text, int *move,
                                         GError **error);

/** reversi_game_session_notation: the notation of move ("b2", "3", "pass"). */
char *reversi_game_session_notation (ReversiGameSession *self, int move);

/** reversi_game_session_player_name: who plays side. */
char *reversi_game_session_player_name (ReversiGameSession *self, int side);

/** reversi_game_session_relay_text: the last of the first `moves` moves as
 * it is read out ("X: b2", "Black passes"); "" before the first. */
char *reversi_game_session_relay_text (ReversiGameSession *self, int moves);

/** reversi_game_session_move_row: the move list's row of the last of
 * the first `moves` moves ("3. X: b2", "12. White c4"). */
char *reversi_game_session_move_row (ReversiGameSession *self, int moves);

/** reversi_game_session_describe_move: what move i did, in words; "" when
 * there is nothing to add to the move itself. */
char *reversi_game_session_describe_move (ReversiGameSession *self, int i);

/** reversi_game_session_counts_text: the counts beside the board after
 * `moves` moves ("Stores: first 3, second 0"), or "". */
char *reversi_game_session_counts_text (ReversiGameSession *self, int moves);

/** reversi_game_session_result_text: a finished game's result: the first
 * line large, details and the number of moves after it. */
char *reversi_game_session_result_text (ReversiGameSession *self);

/** reversi_game_session_search_request: the search program's request
 * (reversi-worker-protocol.h) for the position now, searched as side's
 * computer; side -1: as the hint is searched, by the game's computer (the
 * first side a computer plays), else by the game's default computer. */
GVariant *reversi_game_session_search_request (ReversiGameSession *self, int side);

/** reversi_game_session_search_request_before_last: the search
 * program's request for the position before the last move (there must be
 * one), searched as side's computer, and that move's notation into *move
 * (free with g_free): the search tree window shows what the computer saw. */
GVariant *reversi_game_session_search_request_before_last (ReversiGameSession *self, int side,
                                                           char **move);

/** reversi_game_session_title: the window's title for the game between
 * sides ("kit (Black) vs ... , 6×6 misère — Reversi", "... — Kalah"). */
char *reversi_game_session_title (ReversiGameSession *self, const char *sides);

/** reversi_game_session_rule_text: the rule this game is played by, said
 * under the players when it is not the usual one (misère), or "". */
char *reversi_game_session_rule_text (ReversiGameSession *self);

/** reversi_game_session_to_text: the game as its file's text: the kit's
 * record for Reversi, a transcript for the others. */
char *reversi_game_session_to_text (ReversiGameSession *self);

G_END_DECLS
