/* gtp-vertex.c: board squares as GTP vertices. */
#include "gtp-vertex.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "reversi-error.h"

char
gtp_column_letter (int col)
{
  /* GTP leaves out "I", so the ninth column is "J". */
  return (char) ('A' + col + (col >= 8 ? 1 : 0));
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

gboolean
gtp_vertex_parse (const char *text, int size, Sashite *move, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));

  if (g_ascii_strcasecmp (trimmed, "pass") == 0) {
    *move = sashite_pass ();
    return TRUE;
  }

  int col = -1;
  char letter = g_ascii_toupper (trimmed[0]);
  if (letter >= 'A' && letter <= 'H')
    col = letter - 'A';
  else if (letter >= 'J' && letter <= 'Z')
    col = letter - 'A' - 1;

  const char *digits = trimmed[0] ? trimmed + 1 : trimmed;
  size_t n_digits = strspn (digits, "0123456789");
  int row = -1;
  if (n_digits >= 1 && n_digits <= 2 && digits[n_digits] == '\0' && digits[0] != '0')
    row = (int) g_ascii_strtoll (digits, NULL, 10) - 1;

  if (col < 0 || col >= size || row < 0 || row >= size) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is not a vertex of a %d×%d board: write a column letter A–%c "
                   "(GTP skips I) and a row number 1–%d, or “pass”."),
                 trimmed, size, size, gtp_column_letter (size - 1), size);
    return FALSE;
  }
  *move = sashite_from_square (size, col, row);
  return TRUE;
}
