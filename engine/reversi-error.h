/* SPDX-License-Identifier: MIT */
/* reversi-error.h: the error domain shared by the engine's parsers and checks.
 *
 * Every function that can refuse input (a move in notation, a move list, a
 * board string, an illegal move) reports why through a GError in this
 * domain, so the app, the command-line tools and the GTP front end can show
 * the same message to the user.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define REVERSI_ERROR (reversi_error_quark ())

typedef enum {
  REVERSI_ERROR_NOTATION,      /* text is not a square or "pass" */
  REVERSI_ERROR_ILLEGAL_MOVE,  /* a square, but not a legal move here */
  REVERSI_ERROR_BOARD_STRING,  /* a board string with a wrong character or length */
  REVERSI_ERROR_GAME_OVER,     /* a move was given after the game ended */
  REVERSI_ERROR_SEARCH,        /* a search returned something impossible */
  REVERSI_ERROR_FILE,          /* a file the kit reads (game record, openings,
                                  match results) is malformed or unreadable */
  REVERSI_ERROR_BOARD_SIZE,    /* a board size the kit does not play (not 4, 6, 8, 10) */
  REVERSI_ERROR_ENCODING,      /* text that is not valid UTF-8 */
  REVERSI_ERROR_RECORD_FULL,   /* more moves than a game record can hold */
} ReversiError;

GQuark reversi_error_quark (void);

G_END_DECLS
