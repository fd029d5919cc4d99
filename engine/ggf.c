/* SPDX-License-Identifier: MIT */
/* ggf.c: reading and writing games in GGF. */
#include "ggf.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game-record.h"
#include "reversi-error.h"
#include "sgf-tree.h"

/* Windows Notepad starts a UTF-8 file with a byte-order mark: text after
 * it and any spaces. */
static const char *
skip_to_start (const char *text)
{
  if (g_str_has_prefix (text, "\xEF\xBB\xBF"))
    text += 3;
  while (g_ascii_isspace (*text))
    text++;
  return text;
}

/* Past spaces and, on a GGS archive line, the count of games in front
 * ("1 (;", "2 (;"): where the next game starts, or the spaces' end. */
static const char *
skip_to_game (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  const char *p = text;
  while (g_ascii_isdigit (*p))
    p++;
  if (p > text && (*p == ' ' || *p == '\t')) {
    while (*p == ' ' || *p == '\t')
      p++;
    if (g_str_has_prefix (p, "(;"))
      return p;
  }
  return text;
}

gboolean
ggf_looks_like (const char *text)
{
  return text && g_str_has_prefix (skip_to_game (skip_to_start (text)), "(;");
}

void
ggf_game_free (GgfGame *ggf)
{
  if (!ggf)
    return;
  game_free (ggf->game);
  g_free (ggf->black_name);
  g_free (ggf->white_name);
  g_free (ggf->place);
  g_free (ggf->date);
  g_free (ggf->result);
  g_free (ggf);
}

/* ------------------------------------------------------------- writing */

char *
ggf_format (const Game *game, const char *black_name, const char *white_name, const char *place,
            const char *date)
{
  const Kyokumen *start = &game->start;
  int n = start->size;
  GString *out = g_string_new ("(;GM[Othello]");
  sgf_append_property (out, "PC", place ? place : "");
  /* GGS writes no empty DT: an unknown date is left out. */
  if (date && *date)
    sgf_append_property (out, "DT", date);
  sgf_append_property (out, "PB", black_name);
  sgf_append_property (out, "PW", white_name);
  if (game_is_over (game)) {
    int black_view = kyokumen_final_score (&game->kyokumen);
    if (game->kyokumen.color != BLACK)
      black_view = -black_view;
    g_string_append_printf (out, "RE[%+d.000]", black_view);
  }
  /* The size first, the variant's letters after it: GGS's parser
   * refuses "a8". */
  g_string_append_printf (out, "TY[%d%s]", n, game->misere ? "a" : "");
  g_string_append_printf (out, "BO[%d ", n);
  for (int row = 0; row < n; row++) {
    for (int col = 0; col < n; col++) {
      int disc = start->ban[kyokumen_xy (start, col, row)];
      g_string_append_c (out, disc == BLACK ? '*' : disc == WHITE ? 'O' : '-');
    }
    g_string_append_c (out, ' ');
  }
  g_string_append_printf (out, "%c]", start->color == BLACK ? '*' : 'O');

  int color = start->color;
  for (int i = 0; i < game->move_count; i++) {
    char notation[SASHITE_NOTATION_SIZE];
    Sashite move = game->sasiteretu[i];
    g_string_append_printf (out, "%c[%s]", color == BLACK ? 'B' : 'W',
                            sashite_is_pass (move) ? "PA" : sashite_to_notation (move, n, notation));
    color = -color;
  }
  g_string_append (out, ";)\n");
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------- reading */

typedef struct {
  const char *p;
  char tag[8];
  GString *value;
} Reader;

static void
skip_spaces (Reader *r)
{
  while (g_ascii_isspace (*r->p))
    r->p++;
}

/* The next TAG[value]; FALSE at ";)" (the end) or on error. */
static gboolean
next_pair (Reader *r, gboolean *at_end, GError **error)
{
  skip_spaces (r);
  *at_end = FALSE;
  if (g_str_has_prefix (r->p, ";)")) {
    *at_end = TRUE;
    return FALSE;
  }
  if (*r->p == '\0') {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("The GGF game is cut short: it does not end with “;)”."));
    return FALSE;
  }
  gsize length = 0;
  while (g_ascii_isalpha (r->p[length]))
    length++;
  if (length == 0 || length >= sizeof r->tag || r->p[length] != '[') {
    /* About a dozen bytes of it, cut between characters (the text is
     * UTF-8 here) so that the message stays UTF-8. */
    const char *end = r->p;
    while (*end && end - r->p < 12)
      end = g_utf8_next_char (end);
    g_autofree char *shown = g_strndup (r->p, (gsize) (end - r->p));
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("The GGF text has “%s” where a tag such as B[d3] was expected."), shown);
    return FALSE;
  }
  for (gsize i = 0; i < length; i++)
    r->tag[i] = g_ascii_toupper (r->p[i]);
  r->tag[length] = '\0';
  r->p += length + 1;
  g_string_truncate (r->value, 0);
  while (*r->p && *r->p != ']') {
    if (*r->p == '\\' && r->p[1])
      r->p++;
    g_string_append_c (r->value, *r->p++);
  }
  if (*r->p != ']') {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("The GGF game is cut short inside %s[…]: the “]” is missing."), r->tag);
    return FALSE;
  }
  r->p++;
  return TRUE;
}

/* The board size at the start of text (the digits that begin it), read
 * as the whole number and checked before it becomes an int: cut to an
 * int first, 4294967304 would read as 8.  *end is set past the digits. */
static gboolean
read_size (const char *text, int *size, const char **end)
{
  gsize digits = strspn (text, "0123456789");
  g_autofree char *number = g_strndup (text, digits);
  guint64 n = 0;
  *end = text + digits;
  if (digits == 0
      || !g_ascii_string_to_unsigned (number, 10, KYOKUMEN_MIN_SIZE, KYOKUMEN_MAX_SIZE, &n, NULL)
      || !kyokumen_is_valid_size ((int) n))
    return FALSE;
  *size = (int) n;
  return TRUE;
}

/* TY: the board size, and 'a' for an anti game.  GGS writes the size
 * with letters for the variant around it (8, 8r, s8r16, a8). */
static gboolean
read_type (const char *value, int *size, gboolean *misere, GError **error)
{
  const char *digits = value + strcspn (value, "0123456789");
  const char *end;
  *misere = strchr (value, 'a') != NULL || strchr (value, 'A') != NULL;
  if (!read_size (digits, size, &end)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("TY[%s]: the kit plays boards of 4, 6, 8 and 10 squares a side."), value);
    return FALSE;
  }
  return TRUE;
}

/* BO: "8 ----...--- *" into a position. */
static gboolean
read_board (const char *value, Kyokumen *k, GError **error)
{
  const char *end = NULL;
  int size = 0;
  if (!read_size (value + strspn (value, " \t\r\n"), &size, &end)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("BO[%s]: the kit plays boards of 4, 6, 8 and 10 squares a side."), value);
    return FALSE;
  }
  GString *board = g_string_new (NULL);
  for (const char *p = end; *p; p = g_utf8_next_char (p)) {
    if (g_ascii_isspace (*p))
      continue;
    char c = *p == '*' ? 'X' : *p == 'O' || *p == 'o' ? 'O' : *p == '-' ? '-' : '?';
    if (c == '?') {
      /* The whole character (the text is UTF-8), or its code when it
       * cannot be shown. */
      gunichar u = g_utf8_get_char (p);
      g_autofree char *shown = g_unichar_isprint (u)
          ? g_strndup (p, (gsize) (g_utf8_next_char (p) - p))
          : g_strdup_printf ("U+%04X", (unsigned) u);
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                   _("BO[…]: “%s” is not a square (“*” black, “O” white, “-” empty)."), shown);
      g_string_free (board, TRUE);
      return FALSE;
    }
    g_string_append_c (board, c);
  }
  long squares = (long) size * size;
  if ((long) board->len != squares + 1) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_STRING,
                 _("BO[…]: a %1$ld×%1$ld board needs %2$ld squares and the side to move, but "
                   "%3$ld characters were given."),
                 (long) size, squares, (long) board->len);
    g_string_free (board, TRUE);
    return FALSE;
  }
  g_string_insert_c (board, (gssize) squares, ' ');
  gboolean ok = kyokumen_from_board_string (k, board->str, error);
  g_string_free (board, TRUE);
  return ok;
}

/* B[...] or W[...]: a move for the side to move of game. */
gboolean
ggf_game_play_move (Game *game, char mover, const char *value, int number, GError **error)
{
  g_autofree char *text = g_strndup (value, strcspn (value, "/"));
  g_strstrip (text);
  int color = mover == 'B' ? BLACK : WHITE;
  Sashite move;
  GError *local = NULL;
  if (g_ascii_strcasecmp (text, "PA") == 0)
    move = sashite_pass ();
  else if (!sashite_from_notation (text, game->start.size, &move, &local))
    goto refused;
  /* A forced pass left out (Edax writes none): put it in. */
  if (game->kyokumen.color != color && game_must_pass (game))
    game_play (game, sashite_pass (), NULL);
  if (game->kyokumen.color != color) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ILLEGAL_MOVE,
                 _("Move %1$d (%2$c[%3$s]): it is not %4$s's turn."), number, mover, value,
                 color_name (color));
    return FALSE;
  }
  if (game_play (game, move, &local))
    return TRUE;
refused:
  g_set_error (error, REVERSI_ERROR, local->code, _("Move %1$d (%2$c[%3$s]): %4$s"), number,
               mover, value, local->message);
  g_error_free (local);
  return FALSE;
}

/* KM: a number, such as -3.133. */
static gboolean
read_komi (const char *value, double *komi, GError **error)
{
  g_autofree char *text = g_strstrip (g_strdup (value));
  char *end = NULL;
  double v = g_ascii_strtod (text, &end);
  if (!*text || *end || !isfinite (v)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("KM[%s]: the komi is not a number."), value);
    return FALSE;
  }
  *komi = v;
  return TRUE;
}

/* One game from "(;" (at r->p) to ";)", r->p left after it. */
static GgfGame *
parse_one (Reader *r, GError **error)
{
  if (!g_str_has_prefix (r->p, "(;")) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("This is not a GGF game: it does not start with “(;”."));
    return NULL;
  }
  r->p += 2;

  GgfGame *ggf = g_new0 (GgfGame, 1);
  ggf->game = game_new (8, FALSE, NULL, NULL);
  char *names[5] = { NULL, NULL, NULL, NULL, NULL };   /* PB, PW, PC, DT, RE */
  int type_size = 0, number = 0;
  gboolean misere = FALSE, komi_type = FALSE, started = FALSE, at_end = FALSE, ok = TRUE;
  while (ok && next_pair (r, &at_end, error)) {
    const char *tag = r->tag, *value = r->value->str;
    if (g_str_equal (tag, "GM") && g_ascii_strcasecmp (value, "othello") != 0) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                   _("GM[%s]: this is not an Othello game."), value);
      ok = FALSE;
    } else if (g_str_equal (tag, "TY")) {
      ok = read_type (value, &type_size, &misere, error);
      komi_type = strchr (value, 'k') != NULL || strchr (value, 'K') != NULL;
    } else if (g_str_equal (tag, "KM")) {
      ok = read_komi (value, &ggf->komi, error);
      ggf->has_komi = TRUE;
    } else if (g_str_equal (tag, "BO")) {
      if (started) {
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     _("BO[…] comes after the first move: the start must come first."));
        ok = FALSE;
      } else {
        Kyokumen *start = g_new (Kyokumen, 1);
        kyokumen_init (start, 8);
        ok = read_board (value, start, error);
        if (ok) {
          ggf->game->start = *start;
          ggf->game->kyokumen = *start;
        }
        g_free (start);
      }
    } else if (g_str_equal (tag, "B") || g_str_equal (tag, "W")) {
      started = TRUE;
      ok = ggf_game_play_move (ggf->game, tag[0], value, ++number, error);
    } else {
      const char *known[] = { "PB", "PW", "PC", "DT", "RE" };
      for (int i = 0; i < 5; i++)
        if (g_str_equal (tag, known[i])) {
          g_free (names[i]);
          names[i] = g_strdup (value);
        }
    }
  }
  if (ok && !at_end)
    ok = FALSE;   /* next_pair set the error */
  if (ok)
    r->p += 2;
  if (ok && type_size && type_size != ggf->game->start.size) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_BOARD_SIZE,
                 _("TY says %1$d squares a side but BO has a %2$d×%2$d board."), type_size,
                 ggf->game->start.size);
    ok = FALSE;
  }
  ggf->game->misere = misere;
  ggf->has_komi = ggf->has_komi || komi_type;
  ggf->black_name = names[0] ? names[0] : g_strdup ("");
  ggf->white_name = names[1] ? names[1] : g_strdup ("");
  ggf->place = names[2] ? names[2] : g_strdup ("");
  ggf->date = names[3] ? names[3] : g_strdup ("");
  ggf->result = names[4] ? names[4] : g_strdup ("");
  if (!ok) {
    ggf_game_free (ggf);
    return NULL;
  }
  return ggf;
}

static gboolean
check_utf8 (const char *text, GError **error)
{
  if (g_utf8_validate (text, -1, NULL))
    return TRUE;
  g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_ENCODING,
               _("The GGF text is not valid text (UTF-8)."));
  return FALSE;
}

GgfGame *
ggf_parse (const char *text, GError **error)
{
  if (!check_utf8 (text, error))
    return NULL;
  Reader r = { skip_to_game (skip_to_start (text)), "", g_string_new (NULL) };
  GgfGame *ggf = parse_one (&r, error);
  g_string_free (r.value, TRUE);
  return ggf;
}

GPtrArray *
ggf_parse_all (const char *text, GError **error)
{
  if (!check_utf8 (text, error))
    return NULL;
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ggf_game_free);
  Reader r = { skip_to_start (text), "", g_string_new (NULL) };
  GError *local = NULL;
  for (r.p = skip_to_game (r.p); *r.p; r.p = skip_to_game (r.p)) {
    GgfGame *ggf = parse_one (&r, &local);
    if (!ggf)
      break;
    g_ptr_array_add (games, ggf);
  }
  g_string_free (r.value, TRUE);
  if (!local && games->len == 0)
    g_set_error (&local, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("This is not a GGF game: it does not start with “(;”."));
  if (local) {
    /* Which game, when it is not the first: an archive has thousands. */
    if (games->len > 0)
      g_set_error (error, local->domain, local->code, _("Game %u: %s"), games->len + 1,
                   local->message);
    else
      g_propagate_error (error, g_steal_pointer (&local));
    g_clear_error (&local);
    g_ptr_array_unref (games);
    return NULL;
  }
  return games;
}

gboolean
ggf_game_result (const GgfGame *ggf, double *value, char *flag)
{
  g_autofree char *text = g_strstrip (g_strdup (ggf->result ? ggf->result : ""));
  char *colon = strchr (text, ':');
  *flag = 0;
  if (colon) {
    *colon = '\0';
    *flag = (char) g_ascii_tolower (colon[1]);
  }
  char *end = NULL;
  double v = g_ascii_strtod (text, &end);
  if (!*text || *end || !isfinite (v))
    return FALSE;
  *value = v;
  return TRUE;
}

gboolean
ggf_game_check_result (const GgfGame *ggf, GError **error)
{
  double recorded;
  char flag;
  if (!ggf_game_result (ggf, &recorded, &flag) || flag != 0)
    return TRUE;
  const Game *game = ggf->game;
  if (!game_is_over (game)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("RE[%s]: the game is not over after its %d moves."), ggf->result,
                 game->move_count);
    return FALSE;
  }
  int black_view = kyokumen_final_score (&game->kyokumen);
  if (game->kyokumen.color != BLACK)
    black_view = -black_view;
  double expected = black_view - ggf->komi;
  /* RE has two or three decimals. */
  if (fabs (expected - recorded) > 0.006) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("RE[%s]: the board gives %+.3f (a disc difference of %+d, komi %.3f)."),
                 ggf->result, expected, black_view, ggf->komi);
    return FALSE;
  }
  return TRUE;
}

/* The zones GGS's servers and NBoard write after the time, with their
 * offsets from UTC in minutes.  Another name gives no offset: the time
 * is kept without one. */
static const struct {
  const char *name;
  int minutes;
} zones[] = {
  { "UTC", 0 }, { "GMT", 0 }, { "Z", 0 }, { "WET", 0 }, { "BST", 60 },
  { "MET", 60 }, { "CET", 60 }, { "MEST", 120 }, { "CEST", 120 }, { "EET", 120 },
  { "EST", -300 }, { "EDT", -240 }, { "CST", -360 }, { "CDT", -300 },
  { "MST", -420 }, { "MDT", -360 }, { "PST", -480 }, { "PDT", -420 }, { "JST", 540 },
};

/* "YYYY-MM-DDTHH:MM:SS" and the zone's offset, when the zone is known. */
static char *
moment_with_zone (int year, int month, int day, int hour, int minute, int second, const char *zone)
{
  g_autofree char *moment = g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02d", year, month, day,
                                             hour, minute, second);
  for (gsize i = 0; zone && i < G_N_ELEMENTS (zones); i++)
    if (g_ascii_strcasecmp (zone, zones[i].name) == 0) {
      int m = abs (zones[i].minutes);
      return g_strdup_printf ("%s%c%02d:%02d", moment, zones[i].minutes < 0 ? '-' : '+', m / 60,
                              m % 60);
    }
  return g_steal_pointer (&moment);
}

/* GGS writes DT as 2003.12.15_12:33:18.MST: the day with dots, an
 * underscore, the server's local time and the name of its zone; older
 * archives (and the GGF spec's own example) write seconds since 1970;
 * NBoard writes 2014-02-21 20:52:27 GMT. */
char *
ggf_date_to_iso (const char *date)
{
  if (!date)
    return NULL;
  int year, month, day, hour, minute, second, end = 0;
  char *iso = NULL;
  gsize digits = strspn (date, "0123456789");
  /* Four digits or fewer are a year (a WTHOR game's), not a moment of
   * 1970's first hours: a year alone is no record Date. */
  if (digits > 4 && digits <= 12 && date[digits] == '\0') {
    g_autoptr (GDateTime) moment = g_date_time_new_from_unix_utc (g_ascii_strtoll (date, NULL, 10));
    iso = moment ? g_date_time_format (moment, "%Y-%m-%dT%H:%M:%S+00:00") : NULL;
  } else if ((sscanf (date, "%4d.%2d.%2d_%2d:%2d:%2d%n", &year, &month, &day, &hour, &minute,
                      &second, &end) == 6
              && (date[end] == '\0' || date[end] == '.'))
             || (sscanf (date, "%4d-%2d-%2d %2d:%2d:%2d%n", &year, &month, &day, &hour, &minute,
                         &second, &end) == 6
                 && (date[end] == '\0' || date[end] == ' '))) {
    iso = moment_with_zone (year, month, day, hour, minute, second,
                            date[end] ? date + end + 1 : NULL);
  } else if (sscanf (date, "%4d.%2d.%2d%n", &year, &month, &day, &end) == 3 && date[end] == '\0') {
    iso = g_strdup_printf ("%04d-%02d-%02d", year, month, day);
  } else {
    iso = g_strdup (date);   /* perhaps ISO 8601 already */
  }
  if (iso && !game_record_date_is_valid (iso))
    g_clear_pointer (&iso, g_free);
  return iso;
}

char *
ggf_date_from_iso (const char *date)
{
  if (!date || !game_record_date_is_valid (date) || strlen (date) <= 19)
    return NULL;   /* a day alone, or a time of no known zone */
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) moment = g_date_time_new_from_iso8601 (date, NULL);
  if (!moment)
    return NULL;
  g_autoptr (GDateTime) in_utc = g_date_time_to_timezone (moment, utc);
  return g_date_time_format (in_utc, "%Y.%m.%d_%H:%M:%S.UTC");
}
