/* SPDX-License-Identifier: MIT */
/* reversi-search.h: a computer's move, searched in the search program.
 *
 * One object for every game: the request (reversi-worker-protocol.h)
 * says what to search, the course's Reversi player on a position or a
 * GameRules game's strategy at the end of its moves.  The search runs in
 * reversi-search-worker (reversi-worker-client.h), a process of its own,
 * so nothing it does can touch the window: a crash, a hang past Stop or
 * an answer that is not a legal move ends the search with a
 * REVERSI_WORKER_ERROR naming what happened, and the window can go away
 * at any time (the program is ended with it).
 */
#pragma once

#include <gio/gio.h>

#include "reversi-common-strategy.h"
#include "reversi-worker-client.h"
#include "search-report.h"

G_BEGIN_DECLS

/* What a search found: the move, and what it rests on in the words of
 * the search that found it. */
typedef struct {
  /* The move: Reversi's square index (0: pass), else the game's move. */
  int move;
  /* Reversi's course search: the report is `course`; else `common`. */
  gboolean is_course;
  union {
    SearchReport course;
    ReversiCommonReport common;
  };
} ReversiSearchReport;

#define REVERSI_TYPE_SEARCH (reversi_search_get_type ())
G_DECLARE_FINAL_TYPE (ReversiSearch, reversi_search, REVERSI, SEARCH, GObject)

/** reversi_search_new: the search that request (sunk: a
 * reversi_worker_*_request) asks for, in a program of its own.  The
 * window's side reads the request back as the program does, to check
 * the answer against the same position. */
ReversiSearch *reversi_search_new (GVariant *request);

/** reversi_search_new_in: the same, run on worker (a kept client,
 * reversi_worker_client_new_kept, that the caller keeps for the game's
 * searches), so the enhanced player's program and tables stay from one
 * move to the next; worker NULL: reversi_search_new.  Cancelling the
 * search ends worker's program too. */
ReversiSearch *reversi_search_new_in (ReversiWorkerClient *worker, GVariant *request);

/** reversi_search_run_async: start the search program; callback
 * runs on the calling thread's main context when it is done. */
void reversi_search_run_async (ReversiSearch *self, GAsyncReadyCallback callback,
                               gpointer user_data);

/** reversi_search_finish: the move found, always legal in the position,
 * and what it rests on.  G_IO_ERROR_CANCELLED after
 * reversi_search_cancel; REVERSI_WORKER_ERROR when the program failed
 * (crashed, hung past Stop, answered an illegal move or something else
 * than the protocol); another error when the search could not choose. */
gboolean reversi_search_finish (ReversiSearch *self, GAsyncResult *result,
                                ReversiSearchReport *report, GError **error);

/** reversi_search_stop: ask the search to end now with the best move
 * found so far; a search that does not answer within the grace period
 * (reversi-worker-client.h) is ended. */
void reversi_search_stop (ReversiSearch *self);

/** reversi_search_cancel: end the search (its program at once) and throw its move away. */
void reversi_search_cancel (ReversiSearch *self);

/** reversi_search_get_seconds: wall-clock seconds since the search started. */
double reversi_search_get_seconds (ReversiSearch *self);

/** reversi_search_get_depth_done: the deepest depth searched to the end so
 * far; 0 before the first (and for a search that reads to the end). */
int reversi_search_get_depth_done (ReversiSearch *self);

/** reversi_search_get_depth_target: the depth the search goes to; 0 when
 * it reads to the end of the game (or does not search). */
int reversi_search_get_depth_target (ReversiSearch *self);

/** reversi_search_pause_ms: how long a window waits before a computer
 * moves after another computer, so people can follow a game between two
 * computers: the settings' computer-pace (fast none, normal half a
 * second, slow two seconds). */
guint reversi_search_pause_ms (GSettings *settings);

/** reversi_search_progress_text: what a window says while a search runs
 * ("Thinking… 2.4 s, depth 3 of 6 done (time limit 10 s)"): seconds so
 * far, the deepest depth done and the depth it goes to (0: it reads to
 * the end), and the time limit (0: none).  Any game's search says it so.
 * Free with g_free(). */
char *reversi_search_progress_text (double seconds, int done, int target, int limit);

G_END_DECLS
