/* SPDX-License-Identifier: MIT */
/* gtp-vertex.h: board squares as GTP vertices.
 *
 * GTP names a square by a column letter and a row number.  Go programs
 * skip the letter "I"; the Othello programs do not: Quarry's Othello and
 * the Othello engines it plays name the ten columns of a 10x10 board
 * A B C D E F G H I J, as Othello notation, GGF and the kit's own
 * notation do.  The rows are numbered as the kit's notation numbers them,
 * row 1 at the top: that is what the Othello GTP engines do (gtp-rhino's
 * showboard draws row 1 at the top, its start position has White on D4,
 * and it accepts "play b d3" as Black's first move), so a vertex is the
 * kit's notation in capitals on every board ("c4" is "C4", "j10" is
 * "J10").  See docs/gtp.md.
 *
 * The kit's GTP used to write the Go letters on 10x10 (the ninth and
 * tenth columns as J and K).  A "K" on a 10x10 board can only be the old
 * tenth column, so it is still read as that, with a note
 * (gtp_vertex_is_old_letter); an old "J" cannot be told from the new one
 * and is read as the tenth column.
 */
#pragma once

#include <glib.h>

#include "sashite.h"

G_BEGIN_DECLS

/* Longest vertex plus the terminating NUL: "PASS" or "J10". */
#define GTP_VERTEX_SIZE 8

/** gtp_vertex_to_text: write the vertex of a move ("C4", "pass") into buf.
 * Returns buf. */
char *gtp_vertex_to_text (Sashite move, int size, char buf[GTP_VERTEX_SIZE]);

/** gtp_vertex_parse: read a vertex ("c4", "C4", "pass", any case) of a
 * size x size board; on 10x10 also the old "K" column (see above).
 * Anything else, squares off the board included, is refused with a
 * message. */
gboolean gtp_vertex_parse (const char *text, int size, Sashite *move, GError **error);

/** gtp_vertex_is_old_letter: whether text is a vertex that
 * gtp_vertex_parse reads only because the kit's GTP once skipped "I"
 * (a "K" column on 10x10), so that a program can say so. */
gboolean gtp_vertex_is_old_letter (const char *text, int size);

/** gtp_column_letter: the GTP letter of column col (0-based). */
char gtp_column_letter (int col);

G_END_DECLS
