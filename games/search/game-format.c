/* SPDX-License-Identifier: MIT */
/* game-format.c: numbers for the games' tables. */
#include "game-format.h"

#include <string.h>

#include "kit-i18n.h"

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

char *
game_format_pad (const char *text, int columns)
{
  return kit_padded (text, columns, FALSE);
}

char *
game_format_pad_left (const char *text, int columns)
{
  return kit_padded (text, columns, TRUE);
}
