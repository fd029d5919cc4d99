/* SPDX-License-Identifier: MIT */
/* sashite.h: a move (the course's Sashite) and its notation.
 *
 * A move is the ban[] index of the square played; a pass is xy == 0,
 * which is always an outside cell.  In notation a square is its column
 * letter and row number, "c4", with row 1 at the top of the board, and a
 * pass is "pass".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int xy;   /* index into Kyokumen.ban; 0 means pass */
} Sashite;

#define SASHITE_PASS_XY 0

/* Longest notation plus the terminating NUL: "pass" or "j10". */
#define SASHITE_NOTATION_SIZE 8

/** sashite_pass: the pass move. */
static inline Sashite
sashite_pass (void)
{
  Sashite s = { SASHITE_PASS_XY };
  return s;
}

/** sashite_is_pass: TRUE for the pass move. */
static inline gboolean
sashite_is_pass (Sashite s)
{
  return s.xy == SASHITE_PASS_XY;
}

/** sashite_from_square: the move to column col, row row (0-based) on a
 * board of the given size. */
Sashite sashite_from_square (int size, int col, int row);

/** sashite_to_square: the 0-based column and row of a move (not a pass). */
void sashite_to_square (Sashite s, int size, int *col, int *row);

/** sashite_to_notation: write "c4" or "pass" into buf. Returns buf. */
char *sashite_to_notation (Sashite s, int size, char buf[SASHITE_NOTATION_SIZE]);

/** sashite_normalize_text: a copy of UTF-8 text with what an input method
 * types for notation turned into ASCII: the full-width forms U+FF01-U+FF5E
 * (letters, digits, "，") into their ASCII twins, the ideographic space
 * into a space, the ideographic comma "、" into ",", and "パス" into
 * "pass".  Everything else is copied as it is.  Free with g_free. */
char *sashite_normalize_text (const char *text);

/** sashite_from_notation: read "c4", "C4" or "pass" (surrounding spaces
 * allowed; the input-method forms sashite_normalize_text reads too) for a
 * board of the given size.  Anything else is refused with an error message
 * the caller can show as it is. */
gboolean sashite_from_notation (const char *text, int size, Sashite *out, GError **error);

G_END_DECLS
