/* SPDX-License-Identifier: MIT */
/* gtp-vertex.c: board squares as GTP vertices. */
#include "gtp-vertex.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"

/* The tenth column as the kit's GTP once wrote it (A-H J K). */
#define OLD_TENTH_LETTER 'K'

char
gtp_column_letter (int col)
{
  return (char) ('A' + col);
}

char *
gtp_vertex_to_text (Sashite move, int size, char buf[GTP_VERTEX_SIZE])
{
  if (sashite_is_pass (move)) {
    g_strlcpy (buf, "pass", GTP_VERTEX_SIZE);
    return buf;
  }
  int col, row;
  sashite_to_square (move, size, &col, &row);
  g_snprintf (buf, GTP_VERTEX_SIZE, "%c%d", gtp_column_letter (col), row + 1);
  return buf;
}

/* The row of digits (1-based text, 0-based result), or -1. */
static int
parse_row (const char *digits)
{
  size_t n_digits = strspn (digits, "0123456789");
  if (n_digits >= 1 && n_digits <= 2 && digits[n_digits] == '\0' && digits[0] != '0')
    return (int) g_ascii_strtoll (digits, NULL, 10) - 1;
  return -1;
}

gboolean
gtp_vertex_is_old_letter (const char *text, int size)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  int row = trimmed[0] ? parse_row (trimmed + 1) : -1;
  return size == 10 && g_ascii_toupper (trimmed[0]) == OLD_TENTH_LETTER && row >= 0 && row < size;
}

gboolean
gtp_vertex_parse (const char *text, int size, Sashite *move, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));

  if (g_ascii_strcasecmp (trimmed, "pass") == 0) {
    *move = sashite_pass ();
    return TRUE;
  }

  char letter = g_ascii_toupper (trimmed[0]);
  int col = letter >= 'A' && letter <= 'Z' ? letter - 'A' : -1;
  int row = trimmed[0] ? parse_row (trimmed + 1) : -1;
  if (gtp_vertex_is_old_letter (trimmed, size))
    col = size - 1;

  if (col < 0 || col >= size || row < 0 || row >= size) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is not a vertex of a %d×%d board: write a column letter A–%c "
                   "and a row number 1–%d, or “pass”."),
                 trimmed, size, size, gtp_column_letter (size - 1), size);
    return FALSE;
  }
  *move = sashite_from_square (size, col, row);
  return TRUE;
}
