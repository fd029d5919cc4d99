/* SPDX-License-Identifier: MIT */
/* reversi-worker-client.h: searches in the search program, from the
 * window's side.
 *
 * Starts reversi-search-worker (the one of the window's own variant),
 * sends it the request, and reads its lines on the main context, so the
 * window never waits on it.  Whatever becomes of the program, the search
 * ends exactly once: with the worker's result, with the worker's own
 * error (a search that could not choose), or with a REVERSI_WORKER_ERROR
 * naming what happened to the program (it crashed, ended without an
 * answer, wrote what is not the protocol, did not stop in time).
 *
 * A client made for one request starts a program for it and ends the
 * program with the search.  A kept client (reversi_worker_client_new_kept)
 * runs one search after another: the program of a request that keeps it
 * (reversi_worker_request_keeps_worker: the enhanced player) stays for
 * the next search, with its players and their tables; after anything
 * else, and after any failure, the next search starts a new program.
 * Ending the client ends its program.  A ReversiSearch
 * (reversi-search.h) runs on one of these.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define REVERSI_WORKER_ERROR (reversi_worker_error_quark ())
GQuark reversi_worker_error_quark (void);

/* What happened to the search program: the window says the message as
 * it is (it names the fault and the move). */
typedef enum {
  REVERSI_WORKER_ERROR_START,      /* it could not be started */
  REVERSI_WORKER_ERROR_CRASHED,    /* it ended on a signal */
  REVERSI_WORKER_ERROR_NO_ANSWER,  /* it exited without answering */
  REVERSI_WORKER_ERROR_GARBAGE,    /* it wrote what is not the protocol */
  REVERSI_WORKER_ERROR_STOP_TIMEOUT, /* it did not stop in the grace period */
  REVERSI_WORKER_ERROR_ILLEGAL,    /* it answered a move that cannot be played */
} ReversiWorkerError;

/* How long a search may take to answer after Stop before its program is
 * ended; REVERSI_SEARCH_STOP_GRACE_MS changes it (tests). */
#define REVERSI_WORKER_STOP_GRACE_MS 5000

#define REVERSI_TYPE_WORKER_CLIENT (reversi_worker_client_get_type ())
G_DECLARE_FINAL_TYPE (ReversiWorkerClient, reversi_worker_client, REVERSI, WORKER_CLIENT, GObject)

/** reversi_worker_client_new: a search for request (sunk), choosing the
 * game's move number move_number (for the messages); request NULL: one
 * set later with reversi_worker_client_set_request. */
ReversiWorkerClient *reversi_worker_client_new (GVariant *request, int move_number);

/** reversi_worker_client_new_kept: a client that keeps its program from
 * one search to the next where the request allows it (the window's
 * computer, for a game); each search's request is set with
 * reversi_worker_client_set_request.  One search at a time: the next
 * runs after the last one's callback. */
ReversiWorkerClient *reversi_worker_client_new_kept (void);

/** reversi_worker_client_set_request: the next search's request (sunk)
 * and the move number it chooses, while no search runs. */
void reversi_worker_client_set_request (ReversiWorkerClient *self, GVariant *request,
                                        int move_number);

/** reversi_worker_client_get_program_id: the process id of the program
 * the client talks to now (as text), NULL when none: a kept program
 * keeps its id from search to search (tests, bench-app-moves). */
const char *reversi_worker_client_get_program_id (ReversiWorkerClient *self);

/** reversi_worker_client_run_async: search the request set, in the kept
 * program or a new one; callback runs on the calling thread's main
 * context, always from an idle of its own. */
void reversi_worker_client_run_async (ReversiWorkerClient *self, GAsyncReadyCallback callback,
                                      gpointer user_data);

/** reversi_worker_client_finish: the worker's result (a{sv}).
 * G_IO_ERROR_CANCELLED after reversi_worker_client_cancel. */
GVariant *reversi_worker_client_finish (ReversiWorkerClient *self, GAsyncResult *result,
                                        GError **error);

/** reversi_worker_client_stop: ask for the best move so far; after the
 * grace period the program is ended. */
void reversi_worker_client_stop (ReversiWorkerClient *self);

/** reversi_worker_client_cancel: end the search and its program now,
 * throwing the move away. */
void reversi_worker_client_cancel (ReversiWorkerClient *self);

/** reversi_worker_client_get_seconds: wall-clock seconds since the search started. */
double reversi_worker_client_get_seconds (ReversiWorkerClient *self);

/** reversi_worker_client_get_depth_done: the deepest depth the search finished. */
int reversi_worker_client_get_depth_done (ReversiWorkerClient *self);

/** reversi_worker_client_illegal: the error for an answer that is not a
 * legal move (notation: the move as the game writes it). */
void reversi_worker_client_illegal (ReversiWorkerClient *self, const char *notation,
                                    GError **error);

/** reversi_worker_client_return: end a search's task (taken) with its
 * report (a g_malloc'd block, taken), or with error (taken) when it is
 * set, the report then freed. */
void reversi_worker_client_return (GTask *task, gpointer report, GError *error);

/** reversi_worker_client_program: the search program this process
 * starts: $REVERSI_SEARCH_WORKER, else the one beside the app's own
 * executable (reversi-search-worker plus the app's suffix, such as
 * -skeleton), else the installed one.  Free with g_free(). */
char *reversi_worker_client_program (void);

/** reversi_worker_client_set_program: search in program (a path) rather
 * than the window's own search program (reversi_worker_client_program),
 * before the run: the skeleton build's search tree window searches with
 * the reference beside the student's search.  NULL: the window's own. */
void reversi_worker_client_set_program (ReversiWorkerClient *self, const char *program);

G_END_DECLS
