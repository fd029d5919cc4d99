/* gtp-vertex.h: board squares as GTP vertices.
 *
 * GTP names a square by a column letter and a row number.  The letters
 * skip "I" (a Go habit kept by every GTP program), so the columns of a
 * 10x10 board are A B C D E F G H J K.  The rows are numbered as the
 * kit's notation numbers them, row 1 at the top: that is what the
 * Othello GTP engines do (gtp-rhino's showboard draws row 1 at the top,
 * its start position has White on D4, and it accepts "play b d3" as
 * Black's first move), so "c4" in the kit is "C4" in GTP on every board
 * up to 8x8, and only the ninth and tenth columns differ (kit "i5" is
 * GTP "J5", kit "j5" is GTP "K5").  See docs/gtp.md.
 */
#pragma once

#include <glib.h>

#include "sashite.h"

G_BEGIN_DECLS

/* Longest vertex plus the terminating NUL: "PASS" or "K10". */
#define GTP_VERTEX_SIZE 8

/** gtp_vertex_to_text: write the vertex of a move ("C4", "pass") into buf.
 * Returns buf. */
char *gtp_vertex_to_text (Sashite move, int size, char buf[GTP_VERTEX_SIZE]);

/** gtp_vertex_parse: read a vertex ("c4", "C4", "pass", any case) of a
 * size x size board.  Anything else, "I" columns and squares off the
 * board included, is refused with a message. */
gboolean gtp_vertex_parse (const char *text, int size, Sashite *move, GError **error);

/** gtp_column_letter: the GTP letter of column col (0-based). */
char gtp_column_letter (int col);

G_END_DECLS
