/* SPDX-License-Identifier: MIT */
/* child-call.h: run a call whose code may be a student's in a child
 * process, so that its crash, hang, runaway memory or printing is a
 * message of the program that called it, not the program's end.
 *
 * The app's search program (app/reversi-search-worker.c) does this for
 * the window over a protocol; a terminal program that calls a student's
 * function once per move (tictactoe-play) does it with this: the child
 * is a fork of the caller, so the call sees the caller's data as it was.
 * POSIX only (fork); the caller must have no other threads.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CHILD_CALL_ANSWERED,  /* the call returned and its result was read */
  CHILD_CALL_CRASHED,   /* ended on a signal: ChildCallOutcome.signal */
  CHILD_CALL_EXITED,    /* ended without a result: ChildCallOutcome.exit_status */
  CHILD_CALL_TIMED_OUT, /* no answer within the time limit: the child was ended */
  CHILD_CALL_FAILED,    /* no child could be started (errno in exit_status) */
} ChildCallStatus;

typedef struct {
  ChildCallStatus status;
  int signal;      /* CHILD_CALL_CRASHED */
  int exit_status; /* CHILD_CALL_EXITED; errno for CHILD_CALL_FAILED */
} ChildCallOutcome;

/* What runs in the child: fills result (result_size bytes). */
typedef void (*ChildCallFunc) (gpointer data, gpointer result);

/** child_call_run: call func (data, result) in a child process and copy
 * its result back.  In the child, stdout is the caller's stderr (what the
 * call prints never mixes with the caller's output) and its address
 * space is limited as memory_limit_choose (memory_env) says.  The child is
 * ended after timeout_ms without an answer.  Buffered output is flushed
 * before the fork, so nothing is written twice. */
ChildCallOutcome child_call_run (ChildCallFunc func, gpointer data, gpointer result,
                                 gsize result_size, guint timeout_ms, const char *memory_env);

/** child_call_signal_name: the name of a signal that ended a program, in
 * the user's language (the C library's names follow the locale, not
 * LANGUAGE, and a student reads these few every week); free it. */
char *child_call_signal_name (int sig);

G_END_DECLS
