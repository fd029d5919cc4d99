/* SPDX-License-Identifier: MIT */
/* go-sgf.c: Go games as SGF. */
#include "go-sgf.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "go-notation.h"
#include "go-score.h"
#include "sgf-tree.h"

/* SGF names a point by its column and row letters from the upper left;
 * the kit's row 0 is the bottom one (go-position.h). */
static void
append_point (GString *out, int width, int height, int move)
{
  if (move == GO_PASS)
    return;
  int col = move % width, row = move / width;
  g_string_append_c (out, (char) ('a' + col));
  g_string_append_c (out, (char) ('a' + height - 1 - row));
}

char *
go_sgf_result (const GoGame *game, double komi)
{
  if (game->end != GO_END_PASSES)
    return NULL;
  double score = go_score (go_game_current (game), NULL) - komi;
  if (score == 0)
    return g_strdup ("0");
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd (number, sizeof number, "%g", fabs (score));
  return g_strdup_printf ("%c+%s", score > 0 ? 'B' : 'W', number);
}

char *
go_sgf_format (const GoGame *game, double komi, const char *black, const char *white)
{
  int width = go_game_current (game)->width, height = go_game_current (game)->height;
  GString *out = g_string_new ("(;FF[4]GM[1]CA[UTF-8]AP[reversi-kit]");
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  /* SGF FF[4] writes a rectangle's size as SZ[columns:rows]. */
  if (width == height)
    g_string_append_printf (out, "SZ[%d]", width);
  else
    g_string_append_printf (out, "SZ[%d:%d]", width, height);
  g_string_append_printf (out, "KM[%s]RU[Japanese]",
                          g_ascii_formatd (number, sizeof number, "%g", komi));
  if (black)
    sgf_append_property (out, "PB", black);
  if (white)
    sgf_append_property (out, "PW", white);
  g_autofree char *result = go_sgf_result (game, komi);
  if (result)
    sgf_append_property (out, "RE", result);
  g_string_append_c (out, '\n');
  const GoPosition *positions = (const GoPosition *) game->positions->data;
  for (guint i = 0; i < game->moves->len; i++) {
    int move = g_array_index (game->moves, int, i);
    g_string_append_printf (out, ";%c[", positions[i].to_move == GO_BLACK ? 'B' : 'W');
    append_point (out, width, height, move);
    g_string_append_c (out, ']');
    if (i % 10 == 9)
      g_string_append_c (out, '\n');
  }
  g_string_append (out, ")\n");
  return g_string_free (out, FALSE);
}

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, GO_ERROR, GO_ERROR_NOTATION, message);
  return FALSE;
}

/* An SGF point ("cc"; "" or "tt" a pass) as a move of a width x height board. */
static gboolean
read_point (const char *value, int width, int height, int *move, GError **error)
{
  if (*value == '\0' || (strcmp (value, "tt") == 0 && width <= 19 && height <= 19)) {
    *move = GO_PASS;
    return TRUE;
  }
  int col = value[0] - 'a', row = height - 1 - (value[1] - 'a');
  if (strlen (value) != 2 || col < 0 || col >= width || row < 0 || row >= height) {
    g_autofree char *message = g_strdup_printf (
        _("[%s] is not a point of the %d×%d board."), value, width, height);
    return refuse (error, message);
  }
  *move = row * width + col;
  return TRUE;
}

static gboolean
replay (GPtrArray *nodes, GoGame *game, GError **error)
{
  int width = go_game_current (game)->width, height = go_game_current (game)->height;
  int number = 0;
  for (guint i = 0; i < nodes->len; i++) {
    GPtrArray *node = nodes->pdata[i];
    for (guint j = 0; j < node->len; j++) {
      SgfProperty *prop = node->pdata[j];
      gboolean setup = strcmp (prop->id, "AB") == 0 || strcmp (prop->id, "AW") == 0
                       || strcmp (prop->id, "AE") == 0;
      if (setup)
        return refuse (error, _("The SGF game sets stones up (AB, AW or AE, such as a handicap): "
                                "the kit's Go starts from the empty board."));
      gboolean black = strcmp (prop->id, "B") == 0;
      if (!black && strcmp (prop->id, "W") != 0)
        continue;
      number++;
      int move;
      if (!read_point (prop->values->pdata[0], width, height, &move, error))
        return FALSE;
      GoColor color = black ? GO_BLACK : GO_WHITE;
      if (go_game_current (game)->to_move != color) {
        g_autofree char *message = g_strdup_printf (
            _("Move %d (%s[%s]): two moves of one colour in a row, which a game of the kit "
              "cannot hold."),
            number, prop->id, (const char *) prop->values->pdata[0]);
        return refuse (error, message);
      }
      GError *local = NULL;
      if (!go_game_play (game, move, &local)) {
        g_set_error (error, GO_ERROR, local->code, _("Move %d (%s[%s]): %s"), number, prop->id,
                     (const char *) prop->values->pdata[0], local->message);
        g_error_free (local);
        return FALSE;
      }
    }
  }
  return TRUE;
}

GoGame *
go_sgf_parse (const char *text, gsize length, double *komi, GError **error)
{
  const char *p = text, *end = text + length;
  if (length >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end && g_ascii_isspace (*p))
    p++;
  if (p == end || *p != '(') {
    refuse (error, _("This is not an SGF game: it does not start with “(”."));
    return NULL;
  }
  g_autoptr (GPtrArray) nodes = sgf_read_main_line (&p, end, error);
  if (!nodes)
    return NULL;
  GPtrArray *root = nodes->len ? nodes->pdata[0] : NULL;
  const char *gm = sgf_node_value (root, "GM");
  if (gm && strcmp (gm, "1") != 0) {
    g_autofree char *message = g_strdup_printf (_("GM[%s]: this SGF game is not Go (GM[1])."), gm);
    refuse (error, message);
    return NULL;
  }
  /* SZ[n] is a square, SZ[columns:rows] a rectangle (FF[4]). */
  const char *sz = sgf_node_value (root, "SZ");
  guint64 width = 19, height = 19;
  if (sz) {
    g_auto (GStrv) parts = g_strsplit (sz, ":", 3);
    if (!parts[0] || !g_ascii_string_to_unsigned (parts[0], 10, 1, 52, &width, NULL)
        || (parts[1] && (parts[2] || !g_ascii_string_to_unsigned (parts[1], 10, 1, 52, &height,
                                                                   NULL))))
      width = height = 0;
    else if (!parts[1])
      height = width;
  }
  if (width < GO_MIN_SIZE || width > GO_MAX_SIZE || height < GO_MIN_SIZE || height > GO_MAX_SIZE) {
    g_autofree char *message = g_strdup_printf (
        _("SZ[%s]: the kit plays Go on boards of %d×%d to %d×%d."), sz ? sz : "19", GO_MIN_SIZE,
        GO_MIN_SIZE, GO_MAX_SIZE, GO_MAX_SIZE);
    refuse (error, message);
    return NULL;
  }
  const char *km = sgf_node_value (root, "KM");
  *komi = 0;
  if (km) {
    char *after = NULL;
    *komi = g_ascii_strtod (km, &after);
    if (after == km || *after != '\0' || !isfinite (*komi)) {
      g_autofree char *message = g_strdup_printf (_("KM[%s]: the komi is not a number."), km);
      refuse (error, message);
      return NULL;
    }
  }
  GoGame *game = go_game_new ((int) width, (int) height);
  if (!replay (nodes, game, error)) {
    go_game_free (game);
    return NULL;
  }
  return game;
}
