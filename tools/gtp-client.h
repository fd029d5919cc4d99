/* gtp-client.h: talk GTP version 2 to another program over pipes.
 *
 * The match runner uses this to play GTP engines (gtp-rhino, another
 * reversi-gtp, a student's program).  The program is started with
 * GSubprocess from a shell-like command line; every command waits for the
 * answer at most the client's timeout, so a program that hangs, dies or
 * writes something that is not a GTP answer gives an error instead of
 * stopping the caller.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GTP_CLIENT_ERROR (gtp_client_error_quark ())

typedef enum {
  GTP_CLIENT_ERROR_START,     /* the program could not be started */
  GTP_CLIENT_ERROR_REFUSED,   /* it answered "? ..." (the message is its answer) */
  GTP_CLIENT_ERROR_DIED,      /* it closed its output or exited */
  GTP_CLIENT_ERROR_TIMEOUT,   /* no answer in time */
  GTP_CLIENT_ERROR_PROTOCOL,  /* its answer is not GTP */
} GtpClientError;

GQuark gtp_client_error_quark (void);

typedef struct GtpClient GtpClient;

/** gtp_client_new: start the program of command_line (split like a shell
 * would, no shell involved).  Each command waits at most timeout_seconds.
 * NULL with an error when it cannot be started. */
GtpClient *gtp_client_new (const char *command_line, double timeout_seconds, GError **error);

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

/** gtp_client_free: ask the program to quit, give it a moment, then end it
 * if it is still running; free the client.  NULL is allowed. */
void gtp_client_free (GtpClient *client);

G_END_DECLS
