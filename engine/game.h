/* SPDX-License-Identifier: MIT */
/* game.h: one game (the course's Game).
 *
 * A game has two players (player[0] Black, player[1] White), the position
 * it started from, the current position, and the record of the moves
 * played since (sasiteretu[0] is the first).  Passes are in the record as
 * moves, so the record replays exactly.  Games can be set up from a move
 * list ("f5 d6 c3", "f5d6c3", passes written or not) and from a board
 * string (see kyokumen_from_board_string).
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"
#include "player.h"

G_BEGIN_DECLS

typedef struct {
  int black_discs;
  int white_discs;
  int empties;
  int winner;          /* BLACK, WHITE, or EMPTY for a draw */
  gboolean misere;     /* fewest discs won */
} GameResult;

typedef struct {
  Player *player[2];                        /* [0] Black, [1] White; owned */
  gboolean misere;                          /* fewest discs wins */
  Kyokumen start;                           /* where the record starts */
  Kyokumen kyokumen;                        /* the current position */
  Sashite sasiteretu[KYOKUMEN_MAX_HISTORY]; /* the moves played */
  int move_count;
} Game;

/** game_new: a game from the standard start; takes the players (may be NULL). */
Game *game_new (int size, gboolean misere, Player *black, Player *white);

/** game_free: free the game and its players. */
void game_free (Game *game);

/** game_set_player: replace (and free) the player of a colour. */
void game_set_player (Game *game, int color, Player *player);

/** game_player_to_move: the player whose turn it is. */
Player *game_player_to_move (Game *game);

/** game_play: play a move for the side to move.  An illegal move, or any
 * move after the end, is refused with a message saying why and the game
 * is unchanged. */
gboolean game_play (Game *game, Sashite move, GError **error);

/** game_play_notation: game_play from notation ("c4", "C4", "pass"). */
gboolean game_play_notation (Game *game, const char *text, GError **error);

/** game_undo: take back the last move; FALSE when there is none. */
gboolean game_undo (Game *game);

/** game_is_over: TRUE when neither side can move. */
gboolean game_is_over (const Game *game);

/** game_must_pass: TRUE when the side to move has no move but the game goes on. */
gboolean game_must_pass (const Game *game);

/** game_result: disc counts and winner of the current position (meaningful
 * once the game is over; the winner uses the game's rule). */
void game_result (const Game *game, GameResult *result);

/** game_result_of_position: game_result for a finished position of the
 * rule `misere`, where no Game holds it (the exercise checks). */
void game_result_of_position (const Kyokumen *k, gboolean misere, GameResult *result);

/** game_result_to_text: "Black wins 36-28" and the like, translated.  The
 * count is the final score's (kyokumen_final_score: empty squares left go
 * to the side with more discs); when squares are left empty the board's
 * count follows: "White wins 13-3: 11-3 on the board, the 2 empty squares
 * go to the winner".  Free with g_free(). */
char *game_result_to_text (const GameResult *result);

/** game_result_margin_text: the rest of what exercise 17 asks, "by 10
 * discs, in 12 moves (and 1 pass)."; `moves` counts the passes too.  Free
 * with g_free(). */
char *game_result_margin_text (const GameResult *result, int moves, int passes);

/** game_summary_text: a finished game's result on two lines, the one
 * wording of the terminal, the app and the checks: game_result_to_text,
 * then game_result_margin_text.  Free with g_free(). */
char *game_summary_text (const Game *game);

/** game_setup_from_moves: restart from the standard start of `size` and
 * play a move list.  Moves may be separated by spaces or commas or run
 * together ("f5d6c3"); a pass may be written as "pass" or left out when
 * it is forced.  On error the game is unchanged and the message names the
 * move number and the move that is wrong. */
gboolean game_setup_from_moves (Game *game, int size, const char *text, GError **error);

/** game_setup_from_board_string: restart from a board string position.
 * On error the game is unchanged. */
gboolean game_setup_from_board_string (Game *game, const char *text, GError **error);

/** game_record_to_text: the moves played, in notation, separated by
 * spaces, passes written.  Free with g_free(). */
char *game_record_to_text (const Game *game);

G_END_DECLS
