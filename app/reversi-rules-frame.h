/* reversi-rules-frame.h: the window of a game of tic-tac-toe, Kalah or Go.
 *
 * What ReversiFrame is to Reversi: the board (the game's ReversiRulesView),
 * whose turn it is, the result, the players, the move list, the relay
 * panel where a move is typed, and after every computer move what its
 * search found.  The game is a ReversiGameSession; a computer's move is
 * searched on a worker thread (reversi-rules-search.h).  The New Game
 * dialog may choose any game: Reversi opens in a ReversiFrame in place of
 * this window.
 *
 * For tests: when REVERSI_STATE_FILE is set, the window writes what it
 * shows to that file as key=value lines whenever it changes.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-session.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_RULES_FRAME (reversi_rules_frame_get_type ())
G_DECLARE_FINAL_TYPE (ReversiRulesFrame, reversi_rules_frame, REVERSI, RULES_FRAME,
                      GtkApplicationWindow)

/** reversi_rules_frame_new: a window of app with a new game of setup. */
ReversiRulesFrame *reversi_rules_frame_new (GtkApplication *app, const ReversiRulesSetup *setup);

/** reversi_rules_frame_start_game: replace the game with a new one of setup. */
void reversi_rules_frame_start_game (ReversiRulesFrame *self, const ReversiRulesSetup *setup);

/** reversi_rules_frame_new_for_session: a window of app playing on session
 * (taken: a game read from a file or an autosave). */
ReversiRulesFrame *reversi_rules_frame_new_for_session (GtkApplication *app,
                                                        ReversiGameSession *session);

/** reversi_rules_frame_open_file: continue the game saved in path, which
 * becomes the game's file; a Reversi record or GGF game opens in a Reversi
 * window in place of this one.  FALSE with an error naming the file, and
 * nothing changed, when it cannot be used. */
gboolean reversi_rules_frame_open_file (ReversiRulesFrame *self, const char *path, GError **error);

/** reversi_rules_frame_set_file: path (just opened) is the game's file. */
void reversi_rules_frame_set_file (ReversiRulesFrame *self, const char *path);

/** reversi_rules_frame_hand_over: close this window for another of this
 * process, which now owns the autosave (it is neither written nor
 * removed from here on). */
void reversi_rules_frame_hand_over (ReversiRulesFrame *self);

G_END_DECLS
