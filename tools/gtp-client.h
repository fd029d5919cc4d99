/* SPDX-License-Identifier: MIT */
/* gtp-client.h: talk GTP version 2 to another program over pipes.
 *
 * The match runner uses this to play GTP engines (gtp-rhino, another
 * reversi-gtp, a student's program).  The program is started with
 * GSubprocess from a shell-like command line.  Nothing it does can stop
 * the caller: every command, sending it and reading the whole answer,
 * takes at most the client's timeout, and an answer longer than
 * GTP_CLIENT_MAX_ANSWER_BYTES is refused, so a program that hangs, dies,
 * never stops writing or writes something that is not a GTP answer gives
 * an error instead.
 *
 * Each program runs in a process group of its own, which is ended as a
 * whole: whatever the program started goes with it.  The program also
 * dies with the caller: the kernel kills it when the caller is killed
 * (PR_SET_PDEATHSIG, even for SIGKILL), and gtp_client_end_all_programs
 * ends every group from a signal handler.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GTP_CLIENT_ERROR (gtp_client_error_quark ())

/* Far more than any real answer (showboard of 10x10 is under 300 bytes). */
#define GTP_CLIENT_MAX_ANSWER_BYTES (1024 * 1024)

typedef enum {
  GTP_CLIENT_ERROR_START,     /* the program could not be started */
  GTP_CLIENT_ERROR_REFUSED,   /* it answered "? ..." (the message is its answer) */
  GTP_CLIENT_ERROR_DIED,      /* it closed its output or exited */
  GTP_CLIENT_ERROR_TIMEOUT,   /* no whole answer in time */
  GTP_CLIENT_ERROR_PROTOCOL,  /* its answer is not GTP, or too long */
} GtpClientError;

GQuark gtp_client_error_quark (void);

typedef struct GtpClient GtpClient;

/** gtp_client_new: start the program of command_line (split like a shell
 * would, no shell involved) in a process group of its own.  Each command
 * takes at most timeout_seconds.  NULL with an error when it cannot be
 * started. */
GtpClient *gtp_client_new (const char *command_line, double timeout_seconds, GError **error);

/** gtp_client_set_name: what messages call the program (by default its
 * command line, cut to about 160 characters): the match runner gives the
 * player's spec, the name the user knows it by. */
void gtp_client_set_name (GtpClient *client, const char *name);

/** gtp_client_command: send one command and wait for its answer.  TRUE
 * with the answer text (without "= ") in *answer (may be NULL) on
 * success; FALSE with an error otherwise: GTP_CLIENT_ERROR_REFUSED when
 * the program answered "? text", the other codes when it failed.  After
 * any error other than REFUSED the client is dead: every later command
 * fails at once. */
gboolean gtp_client_command (GtpClient *client, const char *command, char **answer, GError **error);

/** gtp_client_is_alive: FALSE once the program failed (died, timed out or
 * answered nonsense). */
gboolean gtp_client_is_alive (const GtpClient *client);

/** gtp_client_free: ask a program that still works to quit and give it
 * a moment, then end its whole process group; free the client.  A
 * program that failed is ended at once.  NULL is allowed. */
void gtp_client_free (GtpClient *client);

/** gtp_client_end_all_programs: kill the process group of every program
 * still running.  Async-signal-safe: meant for a handler of SIGTERM or
 * SIGINT, which then lets the signal end the caller. */
void gtp_client_end_all_programs (void);

/** gtp_client_quote: what a program sent, made fit for a message: UTF-8,
 * control characters as spaces, at most about 160 characters ("…" marks a
 * cut): room for the kit engine's reason for refusing a move ("the player
 * chose C3, which is not a legal move here: ..."), which a match's note
 * must keep whole.  Free with g_free(). */
char *gtp_client_quote (const char *text);

G_END_DECLS
