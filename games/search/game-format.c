/* SPDX-License-Identifier: MIT */
/* game-format.c: numbers for the games' tables. */
#include "game-format.h"

#include <string.h>

char *
game_format_count (guint64 n, char text[GAME_COUNT_TEXT_SIZE])
{
  char digits[GAME_COUNT_TEXT_SIZE];
  g_snprintf (digits, sizeof digits, "%" G_GUINT64_FORMAT, n);
  int length = (int) strlen (digits), out = 0;
  for (int i = 0; i < length; i++) {
    if (i > 0 && (length - i) % 3 == 0)
      text[out++] = ',';
    text[out++] = digits[i];
  }
  text[out] = '\0';
  return text;
}

/* Terminal columns of text: two for a wide character. */
static int
display_width (const char *text)
{
  int width = 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p)) {
    gunichar c = g_utf8_get_char (p);
    width += g_unichar_iswide (c) ? 2 : g_unichar_iszerowidth (c) ? 0 : 1;
  }
  return width;
}

static char *
pad (const char *text, int columns, gboolean left)
{
  int missing = MAX (0, columns - display_width (text));
  g_autofree char *spaces = g_strnfill ((gsize) missing, ' ');
  return left ? g_strconcat (spaces, text, NULL) : g_strconcat (text, spaces, NULL);
}

char *
game_format_pad (const char *text, int columns)
{
  return pad (text, columns, FALSE);
}

char *
game_format_pad_left (const char *text, int columns)
{
  return pad (text, columns, TRUE);
}
