/* SPDX-License-Identifier: MIT */
/* gtp-engine.h: the kit as a GTP (Go Text Protocol, version 2) engine.
 *
 * The engine keeps one game and a computer player.  It reads commands one
 * line at a time and writes the GTP answer, "= ...\n\n" on success and
 * "? ...\n\n" on failure; a command that fails leaves the game as it was.
 * reversi-gtp wires it to stdin and stdout; the tests drive it directly.
 *
 * Vertices are the Othello programs' (columns A-J, row 1 at the top, as
 * gtp-rhino and Quarry number them): see gtp-vertex.h and docs/gtp.md.
 */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "game.h"
#include "player-config.h"

G_BEGIN_DECLS

typedef struct GtpEngine GtpEngine;

/** gtp_engine_new: an engine playing as config on a size x size board.
 * NULL with an error when the player cannot be made or the size is wrong.
 * With verbose the engine explains refused commands and its searches on
 * stderr (GTP answers themselves stay short and standard). */
GtpEngine *gtp_engine_new (const PlayerConfig *config, int size, gboolean misere,
                           gboolean verbose, GError **error);

/** gtp_engine_set_move_time: a clock from the start, `seconds` for
 * every move (the same as the controller sending `time_settings 0
 * SECONDS 1`, but to the fraction of a second): each search stops at 80%
 * of it less 0.05 s, the rest kept back for the answer to travel.  A
 * controller's time_settings replaces it. */
void gtp_engine_set_move_time (GtpEngine *engine, double seconds);

/** gtp_engine_free: release the engine. */
void gtp_engine_free (GtpEngine *engine);

/** gtp_engine_execute: run one line of input, `length` bytes (-1: up to
 * its NUL), and append its answer to out (nothing for an empty or comment
 * line).  A line holding a NUL byte is answered with an error, so that a
 * controller never waits for an answer that does not come.  Returns
 * FALSE once the line was "quit": the caller should stop after writing
 * the answer. */
gboolean gtp_engine_execute (GtpEngine *engine, const char *line, gssize length, GString *out);

/** gtp_engine_run: read commands from in until "quit" or the end of the
 * input, writing each answer to out (flushed) as soon as it is known.
 * A line longer than GTP_SERVER_MAX_LINE (gtp-server.h) is answered with an error and
 * skipped, however long it is.  Returns FALSE when out could not be
 * written (the controller is gone). */
gboolean gtp_engine_run (GtpEngine *engine, FILE *in, FILE *out);

/** gtp_engine_get_game: the engine's game (for tests). */
const Game *gtp_engine_get_game (const GtpEngine *engine);

G_END_DECLS
