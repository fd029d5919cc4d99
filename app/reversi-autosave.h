/* SPDX-License-Identifier: MIT */
/* reversi-autosave.h: where running games are saved after every move.
 *
 * Each game has its own file, autosave-PID-N.EXT, in
 * $XDG_STATE_HOME/reversi-kit (or the user data directory's reversi-kit
 * when XDG_STATE_HOME is not set): PID is the process, N the game's number
 * in it (reversi_autosave_new_number, one per window), EXT the game's own
 * record extension (reversi, tictactoe, kalah, go...), so two games in one
 * process never write the same file and each survives a crash.  A file
 * whose process is gone is a game that was not finished normally (a
 * crash, kill -9, a power cut, a window closed mid-game): the next start
 * offers to resume it.  Files of the kit's earlier versions, one per
 * process (autosave-PID.reversi), are found and offered the same way.
 *
 * GLib only: tests/app-core checks the naming, which files are orphans
 * and that no broken file stops the reading, without a display.
 */
#pragma once

#include <glib.h>

#include "game-record.h"
#include "reversi-game-session.h"

G_BEGIN_DECLS

/** reversi_autosave_directory: the folder of the autosave files. */
char *reversi_autosave_directory (void);

/** reversi_autosave_new_number: a number no other game of this process
 * has had (1, 2, ...); thread-safe. */
guint reversi_autosave_new_number (void);

/** reversi_autosave_path: the autosave file of this process's game
 * number, whose records end in extension (without the dot). */
char *reversi_autosave_path (guint number, const char *extension);

/** reversi_autosave_is_name: whether a file name (no folder) is an
 * autosave's, old or new; *pid is its process.  Files set aside
 * (NAME.broken) and half-written ones (NAME.XXXXXX) are not. */
gboolean reversi_autosave_is_name (const char *name, long *pid);

/** reversi_autosave_find_orphans: autosave files of processes that are no
 * longer running, newest first.  Free with g_ptr_array_unref. */
GPtrArray *reversi_autosave_find_orphans (void);

/** reversi_autosave_parse: the game in an autosave's text, a Reversi
 * record (*record) or a transcript of another game (*session); FALSE with
 * the reason, and nothing set, when the text is neither (a broken file
 * must never stop the app's start). */
gboolean reversi_autosave_parse (const char *text, gsize length, GameRecord **record,
                                 ReversiGameSession **session, GError **error);

G_END_DECLS
