/* SPDX-License-Identifier: MIT */
/* go-notation.c: GTP vertices and the paper's (x, y). */
#include "go-notation.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (go-error-quark, go_error)

/* GTP column letters: A.. skipping I (at most 5 columns are used). */
static const char column_letters[] = "ABCDEFGHJ";

char *
go_move_to_gtp (int width, int move, char buf[GO_NOTATION_SIZE])
{
  if (move == GO_PASS)
    g_strlcpy (buf, "pass", GO_NOTATION_SIZE);
  else
    g_snprintf (buf, GO_NOTATION_SIZE, "%c%d", column_letters[move % width], move / width + 1);
  return buf;
}

char *
go_move_to_paper (int width, int move, char buf[GO_NOTATION_SIZE])
{
  if (move == GO_PASS)
    g_strlcpy (buf, "pass", GO_NOTATION_SIZE);
  else
    g_snprintf (buf, GO_NOTATION_SIZE, "(%d,%d)", move % width + 1, move / width + 1);
  return buf;
}

/* A whole number 1..9 written as one digit, the rest of the text in *end. */
static int
read_digit (const char *text, const char **end)
{
  if (*text < '1' || *text > '9')
    return 0;
  *end = text + 1;
  return *text - '0';
}

gboolean
go_move_parse (int width, int height, const char *text, int *move, GError **error)
{
  g_autofree char *word = g_strstrip (g_strdup (text));
  int col = 0, row = 0;
  const char *rest = word;

  if (g_ascii_strcasecmp (word, "pass") == 0) {
    *move = GO_PASS;
    return TRUE;
  }

  if (g_ascii_isalpha (word[0])) {
    /* GTP: a letter and a row number. */
    const char *letter = strchr (column_letters, g_ascii_toupper (word[0]));
    if (letter == NULL || word[0] == '\0') {
      g_set_error (error, GO_ERROR, GO_ERROR_NOTATION,
                   _("“%s” is not a point: write a column letter and a row number, like B2, or “pass”"),
                   word);
      return FALSE;
    }
    col = (int) (letter - column_letters) + 1;
    row = read_digit (word + 1, &rest);
    if (row == 0 || *rest != '\0') {
      g_set_error (error, GO_ERROR, GO_ERROR_NOTATION,
                   _("“%s” is not a point: write a column letter and a row number, like B2, or “pass”"),
                   word);
      return FALSE;
    }
  } else {
    /* The paper's (x,y), brackets optional, spaces allowed. */
    const char *p = word;
    gboolean bracket = (*p == '(');
    if (bracket)
      p++;
    while (*p == ' ')
      p++;
    col = read_digit (p, &p);
    while (*p == ' ')
      p++;
    if (col != 0 && *p == ',') {
      p++;
      while (*p == ' ')
        p++;
      row = read_digit (p, &p);
      while (*p == ' ')
        p++;
    }
    if (bracket && *p == ')')
      p++;
    else if (bracket)
      row = 0;
    if (col == 0 || row == 0 || *p != '\0') {
      g_set_error (error, GO_ERROR, GO_ERROR_NOTATION,
                   _("“%s” is not a point: write a column letter and a row number, like B2, or “pass”"),
                   word);
      return FALSE;
    }
  }

  if (col > width || row > height) {
    g_set_error (error, GO_ERROR, GO_ERROR_NOTATION,
                 _("“%s” is off the board: columns are A to %c and rows 1 to %d"),
                 word, column_letters[width - 1], height);
    return FALSE;
  }
  *move = (row - 1) * width + (col - 1);
  return TRUE;
}

const char *
go_move_check_message (GoMoveCheck check)
{
  switch (check) {
  case GO_MOVE_LEGAL:
    return NULL;
  case GO_MOVE_OFF_BOARD:
    return _("that point is not on the board");
  case GO_MOVE_OCCUPIED:
    return _("a stone is already there");
  case GO_MOVE_SUICIDE:
    return _("suicide is not allowed: the stone would have no liberty");
  case GO_MOVE_KO:
    return _("ko: the stone just captured may not be retaken at once");
  case GO_MOVE_GAME_OVER:
    return _("the game is over");
  }
  return NULL;
}

char *
go_position_to_text (const GoPosition *pos)
{
  GString *out = g_string_new (NULL);
  int width = pos->width;

  g_string_append (out, "  ");
  for (int col = 0; col < width; col++)
    g_string_append_printf (out, " %c", column_letters[col]);
  g_string_append_c (out, '\n');
  for (int row = pos->height - 1; row >= 0; row--) {
    g_string_append_printf (out, "%2d", row + 1);
    for (int col = 0; col < width; col++) {
      int p = row * width + col;
      int color = go_position_color_at (pos, p);
      char mark = color == GO_BLACK ? 'X' : color == GO_WHITE ? 'O' : p == pos->ko_point ? '*' : '.';
      g_string_append_printf (out, " %c", mark);
    }
    g_string_append_printf (out, " %d\n", row + 1);
  }
  g_string_append (out, "  ");
  for (int col = 0; col < width; col++)
    g_string_append_printf (out, " %c", column_letters[col]);
  g_string_append_c (out, '\n');

  if (pos->finished)
    g_string_append (out, "game over");
  else
    g_string_append_printf (out, "%s to move", pos->to_move == GO_BLACK ? "X" : "O");
  g_string_append_printf (out, ", prisoners X %d O %d", pos->prisoners[GO_BLACK],
                          pos->prisoners[GO_WHITE]);
  if (pos->pass_ends && !pos->finished)
    g_string_append (out, ", a pass ends the game");
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
