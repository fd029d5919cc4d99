/* SPDX-License-Identifier: MIT */
/* go-gtp-engine.h: small-board Go over GTP (Go Text Protocol, version 2).
 *
 * The engine keeps one game (go-game.h) and one solver per board size,
 * whose table lasts from move to move.  genmove plays perfectly: the
 * solver's value and a move that keeps it.  A position the solver cannot
 * settle within the time limit (the 4x4 start takes under half a second
 * of CPU, later positions less) gets the fallback move: the best by the
 * count of the board after the move, the paper's ordering breaking ties.
 *
 * Vertices are GTP's: A1 is the lower left corner (go-notation.h).  The
 * rules are the kit's (docs/go.md): komi 0 whatever "komi" says (the
 * command is accepted so that controllers can send it), the game ends
 * after two passes (not when the first pass was made under a ko ban) or
 * at a repetition.  final_score counts the board as it stands, or gives
 * the repetition's result ("0", or "B+R" / "W+R" for a win without a
 * count).
 *
 * Answers are "= ...\n\n" or "? ...\n\n"; a refused command changes
 * nothing.  Protocol text is plain ASCII and not translated.
 */
#pragma once

#include <glib.h>

#include <stdio.h>

#include "go-game.h"
#include "gtp-server.h"

G_BEGIN_DECLS

typedef struct GoGtpEngine GoGtpEngine;

/** go_gtp_engine_new: an engine on a size x size board whose solver gives
 * up after time_limit seconds per move (0: never).  With verbose, refused
 * commands and each genmove are explained on stderr. */
GoGtpEngine *go_gtp_engine_new (int size, double time_limit, gboolean verbose);

/** go_gtp_engine_free: release the engine. */
void go_gtp_engine_free (GoGtpEngine *engine);

/** go_gtp_engine_execute: run one line of input and append its answer to
 * out (nothing for an empty or comment line).  Returns FALSE after
 * "quit": the caller should stop once the answer is written. */
gboolean go_gtp_engine_execute (GoGtpEngine *engine, const char *line, GString *out);

/** go_gtp_engine_run: read commands from in until "quit" or the end of
 * the input, answering each on out at once; lines are bounded and a NUL
 * byte is refused (gtp-server.h).  FALSE when out could not be written. */
gboolean go_gtp_engine_run (GoGtpEngine *engine, FILE *in, FILE *out);

/** go_gtp_engine_get_game: the engine's game. */
const GoGame *go_gtp_engine_get_game (const GoGtpEngine *engine);

G_END_DECLS
