/* reversi-autosave.h: where running games are saved after every move.
 *
 * Each process writes its own file, autosave-PID.reversi, in
 * $XDG_STATE_HOME/reversi-kit (or the user data directory's reversi-kit
 * when XDG_STATE_HOME is not set), so two windows never write the same
 * file.  A file whose process is gone is a game that was not finished
 * normally (a crash, a power cut, a window closed mid-game): the next
 * start offers to resume it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/** reversi_autosave_directory: the folder of the autosave files. */
char *reversi_autosave_directory (void);

/** reversi_autosave_own_path: this process's autosave file. */
char *reversi_autosave_own_path (void);

/** reversi_autosave_find_orphans: autosave files of processes that are no
 * longer running, newest first.  Free with g_ptr_array_unref. */
GPtrArray *reversi_autosave_find_orphans (void);

G_END_DECLS
