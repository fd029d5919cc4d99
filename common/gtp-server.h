/* SPDX-License-Identifier: MIT */
/* gtp-server.h: the Go Text Protocol (version 2) on the engine's side.
 *
 * Every GTP engine of the kit (reversi-gtp, go-gtp) speaks the same
 * protocol: read a line, drop control characters and comments, take an
 * optional numeric id, run the command, answer "=id text\n\n" or
 * "?id text\n\n".  That part, the administrative commands every engine
 * has (protocol_version, name, version, known_command, list_commands,
 * quit) and the bounds that keep a broken controller from hanging the
 * engine live here once; an engine supplies only its game's commands.
 *
 * Answers are protocol text read by programs: plain ASCII, never
 * translated.  A command that fails must leave the engine's game as it
 * was.
 */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* The longest command line read; longer lines are answered with an error
 * (real commands are a few dozen bytes). */
#define GTP_SERVER_MAX_LINE 4096

/* A command of the engine: args are the words after the command's name.
 * It fills answer and returns TRUE, or fills it with GTP's error text
 * ("illegal move", "syntax error", ...) and returns FALSE having changed
 * nothing.  engine is GtpServer.engine. */
typedef gboolean (*GtpCommandHandler) (gpointer engine, char **args, int n_args, GString *answer);

typedef struct {
  const char *name;
  GtpCommandHandler handler;
} GtpCommand;

typedef struct {
  const char *program;          /* for messages on stderr: "reversi-gtp" */
  const char *name;             /* the answer to "name" */
  char *version;                /* the answer to "version" (owned) */
  const GtpCommand *commands;   /* the engine's own commands */
  gsize n_commands;
  gpointer engine;              /* handed to every handler */
  gboolean verbose;             /* explain refused lines on stderr */
} GtpServer;

/** gtp_server_init: a server for engine with its commands; version is
 * copied.  Clear with gtp_server_clear. */
void gtp_server_init (GtpServer *server, const char *program, const char *name,
                      const char *version, const GtpCommand *commands, gsize n_commands,
                      gpointer engine, gboolean verbose);

/** gtp_server_clear: release what gtp_server_init allocated. */
void gtp_server_clear (GtpServer *server);

/** gtp_server_execute: run one line of input, `length` bytes (-1: up to
 * its NUL), and append its answer to out (nothing for an empty or comment
 * line).  A line holding a NUL byte is answered with an error, so that a
 * controller never waits for an answer that does not come.  Returns
 * FALSE once the line was "quit": stop after writing the answer. */
gboolean gtp_server_execute (GtpServer *server, const char *line, gssize length, GString *out);

/** gtp_server_protocol_output: a stream on the standard output for the
 * protocol alone; from the first call on, stdout (the FILE and file
 * descriptor 1) writes to stderr, so that anything the engine's code
 * prints (a student's printf) goes to stderr and never corrupts an
 * answer.  An engine calls it at start, before its players exist.  Falls
 * back to stdout if the descriptor cannot be duplicated. */
FILE *gtp_server_protocol_output (void);

/** gtp_server_run: read commands from in until "quit" or the end of the
 * input, writing each answer to out (flushed) as soon as it is known.
 * With out stdout, the answers go to gtp_server_protocol_output().  A
 * line longer than GTP_SERVER_MAX_LINE is answered with an error and
 * skipped, however long it is.  Returns FALSE when out could not be
 * written (the controller is gone). */
gboolean gtp_server_run (GtpServer *server, FILE *in, FILE *out);

/** gtp_fail: set answer to GTP's error text and return FALSE, for
 * "return gtp_fail (answer, "syntax error");". */
gboolean gtp_fail (GString *answer, const char *text);

/** gtp_parse_color: read a GTP colour ("b", "black", "w", "white", in
 * any case): TRUE with *black set, FALSE for anything else. */
gboolean gtp_parse_color (const char *text, gboolean *black);

/** gtp_is_number: TRUE for a GTP float or integer ("6.5", "-1", "0"):
 * what komi and the time commands take. */
gboolean gtp_is_number (const char *text);

G_END_DECLS
