/* SPDX-License-Identifier: MIT */
/* reversi-frame.h: the main window (the course's ReversiFrame).
 *
 * The window owns one game, of any game of the kit: Reversi with the
 * course's players, or a game played through GameRules (tic-tac-toe,
 * Kalah, Go), each with its own board view.  Humans move by clicking or typing; a
 * computer's move is searched in a program of its own (reversi-search.h)
 * while the window stays responsive.  After every move the game is autosaved.
 *
 * For tests: when REVERSI_STATE_FILE is set, the window writes the game
 * and what it shows to that file as key=value lines whenever they change
 * (see reversi-frame-state-file.c).
 */
#pragma once

#include <gtk/gtk.h>

#include "game-record.h"
#include "reversi-game-setup.h"
#include "reversi-common-setup.h"

/* The type of the kit's game records, registered by the app's
 * shared-mime-info file. */
#define REVERSI_RECORD_MIME_TYPE "application/x-reversi-record"
/* The type of the other games' records (transcripts), one for them all. */
#define REVERSI_GAME_RECORD_MIME_TYPE "application/x-reversi-kit-game"

G_BEGIN_DECLS

#define REVERSI_TYPE_FRAME (reversi_frame_get_type ())
G_DECLARE_FINAL_TYPE (ReversiFrame, reversi_frame, REVERSI, FRAME, GtkApplicationWindow)

/** reversi_frame_new: a window of app with a new game as the settings remember it. */
ReversiFrame *reversi_frame_new (GtkApplication *app);

/** reversi_frame_start_game: replace the game with a new one; FALSE with
 * an error (and nothing changed) when a player cannot be made. */
gboolean reversi_frame_start_game (ReversiFrame *self, const ReversiGameSetup *setup,
                                   GError **error);

/** reversi_frame_start_common_game: replace the game with a new one of
 * setup's game (one played through GameRules). */
void reversi_frame_start_common_game (ReversiFrame *self, const ReversiCommonSetup *setup);

/** reversi_frame_load_record: continue the game of a record; FALSE with an
 * error (and nothing changed) when it cannot be used. */
gboolean reversi_frame_load_record (ReversiFrame *self, const GameRecord *record,
                                    GError **error);

/** reversi_frame_open_file: continue the game saved in path (a game
 * record, a GGF game with this window's Reversi players, or another
 * game's transcript), which becomes the
 * game's file; FALSE with an error naming the file, and nothing changed,
 * when it cannot be used.  Anything but a regular file is refused without
 * being opened. */
gboolean reversi_frame_open_file (ReversiFrame *self, const char *path, GError **error);

/** reversi_frame_show_open_error: say in the window, and in an error
 * dialog over it, why a file could not be opened. */
void reversi_frame_show_open_error (ReversiFrame *self, const char *message);

/** reversi_check_game_file: whether path holds a game the app can open
 * (read without blocking; see reversi_frame_open_file). */
gboolean reversi_check_game_file (const char *path, GError **error);

/** reversi_frame_offer_resume: ask whether to resume games left by
 * processes that ended without finishing them. */
void reversi_frame_offer_resume (ReversiFrame *self);

G_END_DECLS
