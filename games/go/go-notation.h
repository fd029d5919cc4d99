/* SPDX-License-Identifier: MIT */
/* go-notation.h: naming the points of a small Go board.
 *
 * Two notations name the same point:
 *   - GTP's: a column letter (A, B, C, ... from the left, as many as the
 *     board is wide; GTP skips I, which
 *     these boards never reach) and a row number counted from the bottom
 *     (as many as the board is high),
 *     so "A1" is the lower left corner, as GoGui draws it.
 *   - the paper's (x, y): column x and row y, both from 1, counted the same
 *     way, so (1,1) is A1 and (3,2) is C2.  The paper does not say which
 *     corner is (1,1); on these symmetric boards the results do not depend
 *     on it.
 * A pass is "pass" in both.  Reading accepts either form, in any case,
 * with spaces around it: "c2", "C2", "(3,2)", "3,2", "PASS".
 */
#pragma once

#include <glib.h>

#include "go-position.h"

G_BEGIN_DECLS

/* Longest notation plus the terminating NUL: "(4,4)" or "pass". */
#define GO_NOTATION_SIZE 8

#define GO_ERROR (go_error_quark ())

typedef enum {
  GO_ERROR_NOTATION,     /* the text names no point of this board */
  GO_ERROR_ILLEGAL,      /* a point of the board, but not a legal move now */
} GoErrorCode;

GQuark go_error_quark (void);

/** go_move_to_gtp: the GTP name of move ("C2", "pass") on a board width
 * points wide into buf; returns buf. */
char *go_move_to_gtp (int width, int move, char buf[GO_NOTATION_SIZE]);

/** go_move_to_paper: the paper's name of move ("(3,2)", "pass") into buf. */
char *go_move_to_paper (int width, int move, char buf[GO_NOTATION_SIZE]);

/** go_move_parse: read a point or a pass in either notation.  Refuses with
 * GO_ERROR_NOTATION, saying why, anything that is not a point of a width x
 * height board; *move is then unchanged.  Legality is not checked. */
gboolean go_move_parse (int width, int height, const char *text, int *move, GError **error);

/** go_move_check_message: a sentence saying why move is not legal in pos
 * (for GO_ERROR_ILLEGAL messages); NULL for a legal move. */
const char *go_move_check_message (GoMoveCheck check);

/** go_position_to_text: the board drawn with GTP coordinates (row 1 at
 * the bottom), X for Black and O for White, the ko point as "*", then
 * the side to move and the prisoners.  Free with g_free(). */
char *go_position_to_text (const GoPosition *pos);

G_END_DECLS
