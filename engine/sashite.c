/* SPDX-License-Identifier: MIT */
/* sashite.c: moves and their notation. */
#include "sashite.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "reversi-error.h"

Sashite
sashite_from_square (int size, int col, int row)
{
  Sashite s = { (row + 1) * (size + 2) + col + 1 };
  return s;
}

void
sashite_to_square (Sashite s, int size, int *col, int *row)
{
  int width = size + 2;
  *col = s.xy % width - 1;
  *row = s.xy / width - 1;
}

char *
sashite_to_notation (Sashite s, int size, char buf[SASHITE_NOTATION_SIZE])
{
  if (sashite_is_pass (s)) {
    g_strlcpy (buf, "pass", SASHITE_NOTATION_SIZE);
  } else {
    int col, row;
    sashite_to_square (s, size, &col, &row);
    g_snprintf (buf, SASHITE_NOTATION_SIZE, "%c%d", 'a' + col, row + 1);
  }
  return buf;
}

/* The full-width forms block mirrors printable ASCII at a fixed offset. */
#define FULLWIDTH_FIRST 0xFF01
#define FULLWIDTH_LAST 0xFF5E
#define FULLWIDTH_OFFSET (0xFF01 - 0x21)
#define IDEOGRAPHIC_SPACE 0x3000
#define IDEOGRAPHIC_COMMA 0x3001
#define KATAKANA_PASS "\u30d1\u30b9" /* パス */

char *
sashite_normalize_text (const char *text)
{
  if (!text)
    return g_strdup ("");
  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup (text);
  GString *out = g_string_sized_new (strlen (text));
  const char *p = text;
  while (*p) {
    if (g_str_has_prefix (p, KATAKANA_PASS)) {
      g_string_append (out, "pass");
      p += strlen (KATAKANA_PASS);
      continue;
    }
    gunichar c = g_utf8_get_char (p);
    const char *next = g_utf8_next_char (p);
    if (c >= FULLWIDTH_FIRST && c <= FULLWIDTH_LAST)
      g_string_append_c (out, (char) (c - FULLWIDTH_OFFSET));
    else if (c == IDEOGRAPHIC_SPACE)
      g_string_append_c (out, ' ');
    else if (c == IDEOGRAPHIC_COMMA)
      g_string_append_c (out, ',');
    else
      g_string_append_len (out, p, next - p);
    p = next;
  }
  return g_string_free (out, FALSE);
}

gboolean
sashite_from_notation (const char *text, int size, Sashite *out, GError **error)
{
  /* Messages repeat the text as it was typed; parsing reads its ASCII form. */
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *normalized = sashite_normalize_text (trimmed);
  g_strstrip (normalized);
  const char *p = normalized;
  char last_column = (char) ('a' + size - 1);

  if (*p == '\0') {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("No move given: type a square such as “c4”, or “pass”."));
    return FALSE;
  }
  if (g_ascii_strcasecmp (p, "pass") == 0) {
    *out = sashite_pass ();
    return TRUE;
  }

  char column = g_ascii_tolower (p[0]);
  if (column < 'a' || column > 'z') {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is not a move: a move is a column letter a–%c and a row number 1–%d, such as “c4”, or “pass”."),
                 trimmed, last_column, size);
    return FALSE;
  }

  /* The row: one or two digits, no leading zero, nothing after them. */
  const char *digits = p + 1;
  size_t n_digits = strspn (digits, "0123456789");
  if (n_digits == 0 || n_digits > 2 || digits[n_digits] != '\0' || digits[0] == '0') {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is not a move: a move is a column letter a–%c and a row number 1–%d, such as “c4”, or “pass”."),
                 trimmed, last_column, size);
    return FALSE;
  }
  /* Only a letter and a number can be off the board ("hello" is no move). */
  if (column > last_column) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is off the board: the columns of the %d×%d board are a–%c."),
                 trimmed, size, size, last_column);
    return FALSE;
  }
  guint64 row = 0;
  if (!g_ascii_string_to_unsigned (digits, 10, 1, (guint64) size, &row, NULL)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_NOTATION,
                 _("“%s” is off the board: the rows of the %d×%d board are 1–%d."),
                 trimmed, size, size, size);
    return FALSE;
  }

  *out = sashite_from_square (size, column - 'a', (int) row - 1);
  return TRUE;
}
