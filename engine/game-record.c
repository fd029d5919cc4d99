/* SPDX-License-Identifier: MIT */
/* game-record.c: saving and loading games as text (see docs/game-record.md). */
#include "game-record.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reversi-error.h"
#include "text-file.h"

#define GAME_RECORD_HEADER "# Reversi game record (reversi-kit)"

/* Larger than any real record (a 10x10 game is well under 2 KB), so a
 * wrong file picked by mistake is refused before it is read line by line. */
#define GAME_RECORD_MAX_BYTES (1024 * 1024)

enum {
  FIELD_SIZE,
  FIELD_RULE,
  FIELD_DATE,
  FIELD_EVENT,
  FIELD_BLACK,
  FIELD_WHITE,
  FIELD_START,
  FIELD_LENGTH,
  FIELD_MOVES,
  FIELD_RESULT,
  FIELD_COUNT
};

static const char *const field_names[FIELD_COUNT] = {
  "Size", "Rule", "Date", "Event", "Black", "White", "Start", "Length", "Moves", "Result",
};

GameRecord *
game_record_new (void)
{
  GameRecord *record = g_new0 (GameRecord, 1);
  for (int i = 0; i < 2; i++)
    record->player[i].name = g_strdup ("");
  record->game = game_new (8, FALSE, NULL, NULL);
  return record;
}

void
game_record_free (GameRecord *record)
{
  if (!record)
    return;
  for (int i = 0; i < 2; i++) {
    g_free (record->player[i].config);
    g_free (record->player[i].name);
  }
  g_free (record->date);
  g_free (record->event);
  game_free (record->game);
  g_free (record);
}

void
game_record_set_player (GameRecord *record, int color, gboolean is_computer,
                        const char *config, const char *name)
{
  GameRecordPlayer *p = &record->player[COLOR_INDEX (color)];
  g_free (p->config);
  g_free (p->name);
  p->is_computer = is_computer;
  p->config = is_computer ? g_strdup (config ? config : "") : NULL;
  p->name = g_strdup (name ? name : "");
}

char *
game_record_date_now (void)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%S%:z");
}

void
game_record_set_event (GameRecord *record, const char *event)
{
  g_free (record->event);
  record->event = event && *event ? g_strdup (event) : NULL;
}

/* Copy the record part of a game (never the players, which belong to
 * whoever owns the game). */
static void
copy_game_record (Game *to, const Game *from)
{
  to->misere = from->misere;
  to->start = from->start;
  to->kyokumen = from->kyokumen;
  to->move_count = from->move_count;
  memcpy (to->sasiteretu, from->sasiteretu, sizeof from->sasiteretu[0] * (gsize) from->move_count);
}

void
game_record_copy_game (GameRecord *record, const Game *game)
{
  copy_game_record (record->game, game);
}

void
game_record_restore (const GameRecord *record, Game *game)
{
  copy_game_record (game, record->game);
}

/* The Result line's words.  They are part of the file format, so they
 * are not translated. */
static char *
result_field (const Game *game)
{
  if (!game_is_over (game))
    return g_strdup ("unfinished");
  GameResult result;
  game_result (game, &result);
  const char *winner = result.winner == BLACK ? "black wins"
                       : result.winner == WHITE ? "white wins" : "draw";
  return g_strdup_printf ("%s %d-%d", winner, result.black_discs, result.white_discs);
}

/* A name is written so that whatever the program was given reads back:
 * a raw line break would end the line early and other control characters
 * are refused on reading, so they are written as escapes.  Bytes that are
 * not UTF-8 become U+FFFD, as the file must stay UTF-8 text. */
static void
append_quoted (GString *s, const char *text)
{
  const char *end = text + strlen (text);
  g_string_append_c (s, '"');
  for (const char *p = text; *p;) {
    gunichar c = g_utf8_get_char_validated (p, end - p);
    if (c == (gunichar) -1 || c == (gunichar) -2) {
      g_string_append_unichar (s, 0xFFFD);
      p++;
      continue;
    }
    const char *next = g_utf8_next_char (p);
    if (c == '"' || c == '\\') {
      g_string_append_c (s, '\\');
      g_string_append_c (s, (char) c);
    } else if (c == '\n') {
      g_string_append (s, "\\n");
    } else if (c == '\r') {
      g_string_append (s, "\\r");
    } else if (c == '\t') {
      g_string_append (s, "\\t");
    } else if (g_unichar_iscntrl (c)) {
      g_string_append_printf (s, "\\u{%04X}", (unsigned) c);
    } else {
      g_string_append_len (s, p, next - p);
    }
    p = next;
  }
  g_string_append_c (s, '"');
}

char *
game_record_format (const GameRecord *record)
{
  const Game *game = record->game;
  GString *s = g_string_new (GAME_RECORD_HEADER "\n");

  g_string_append_printf (s, "Size: %d\n", game->start.size);
  g_string_append_printf (s, "Rule: %s\n", game->misere ? "misere" : "normal");
  if (record->date)
    g_string_append_printf (s, "Date: %s\n", record->date);
  if (record->event) {
    g_string_append (s, "Event: ");
    append_quoted (s, record->event);
    g_string_append_c (s, '\n');
  }
  for (int i = 0; i < 2; i++) {
    const GameRecordPlayer *p = &record->player[i];
    g_string_append_printf (s, "%s: ", i == 0 ? "Black" : "White");
    if (p->is_computer)
      g_string_append_printf (s, "computer %s ", p->config);
    else
      g_string_append (s, "human ");
    append_quoted (s, p->name);
    g_string_append_c (s, '\n');
  }

  Kyokumen standard;
  kyokumen_init (&standard, game->start.size);
  if (kyokumen_equal_position (&standard, &game->start)) {
    g_string_append (s, "Start: standard\n");
  } else {
    g_autofree char *board = kyokumen_to_board_string (&game->start);
    g_string_append_printf (s, "Start: %s\n", board);
  }

  /* Length before Moves: a file cut anywhere in the moves then says so. */
  g_string_append_printf (s, "Length: %d\n", game->move_count);
  g_autofree char *moves = game_record_to_text (game);
  g_string_append_printf (s, "Moves: %s\n", moves);
  g_autofree char *result = result_field (game);
  g_string_append_printf (s, "Result: %s\n", result);
  return g_string_free (s, FALSE);
}

static gboolean
line_error (GError **error, int line, const char *message)
{
  g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("Line %d: %s"), line, message);
  return FALSE;
}

/* Read one byte or one escape of a quoted name at p into name and set
 * *length to the bytes read.  The escapes are the ones append_quoted
 * writes; any other backslash is kept as it is, so a hand-written
 * "C:\Users" still means what it says.  FALSE for a \u{…} that is not a
 * character (*length then spans it, for the message). */
static gboolean
read_escape (const char *p, GString *name, int *length)
{
  if (*p != '\\') {
    g_string_append_c (name, *p);
    *length = 1;
    return TRUE;
  }
  *length = 2;
  switch (p[1]) {
  case '"':
  case '\\':
    g_string_append_c (name, p[1]);
    return TRUE;
  case 'n':
    g_string_append_c (name, '\n');
    return TRUE;
  case 'r':
    g_string_append_c (name, '\r');
    return TRUE;
  case 't':
    g_string_append_c (name, '\t');
    return TRUE;
  case 'u':
    if (p[2] == '{')
      break;
    G_GNUC_FALLTHROUGH;
  default:
    g_string_append_c (name, '\\');
    *length = 1;
    return TRUE;
  }

  const char *q = p + 3;
  gunichar c = 0;
  int digits = 0;
  while (g_ascii_isxdigit (*q) && digits < 6) {
    c = c * 16 + (gunichar) g_ascii_xdigit_value (*q);
    q++;
    digits++;
  }
  /* U+0000 would cut the name short, so it is refused like a surrogate. */
  if (digits == 0 || *q != '}' || c == 0 || !g_unichar_validate (c)) {
    /* The message quotes the escape, at most about 16 bytes of it, cut
     * between characters (the text is UTF-8 here) so that the message
     * stays UTF-8 too. */
    while (*q && *q != '}' && *q != '"' && q - p < 16)
      q = g_utf8_next_char (q);
    *length = (int) (q - p) + (*q == '}');
    return FALSE;
  }
  g_string_append_unichar (name, c);
  *length = (int) (q + 1 - p);
  return TRUE;
}

/* Read the double-quoted text at *p (which points at its opening quote)
 * into out and move *p past the closing quote and any spaces after it. */
static gboolean
read_quoted (const char **p, GString *out, int line, GError **error)
{
  const char *q = *p + 1;
  while (*q && *q != '"') {
    int skip = 0;
    if (!read_escape (q, out, &skip)) {
      g_autofree char *escape = g_strndup (q, (gsize) skip);
      g_autofree char *message = g_strdup_printf (
          _("“%s” inside the quotes is not a character: write its code in hexadecimal, for example \\u{7F}."),
          escape);
      return line_error (error, line, message);
    }
    q += skip;
  }
  if (*q != '"')
    return line_error (error, line, _("the closing quote (\") is missing."));
  q++;
  while (g_ascii_isspace (*q))
    q++;
  *p = q;
  return TRUE;
}

/* `human "Name"` or `computer CONFIG "Name"`; the name may be left out. */
static gboolean
parse_player (const char *value, int line, GameRecordCheckConfig check_config,
              GameRecordPlayer *out, GError **error)
{
  const char *p = value;
  const char *word_end = p;
  while (*word_end && !g_ascii_isspace (*word_end))
    word_end++;
  g_autofree char *kind = g_strndup (p, (gsize) (word_end - p));
  p = word_end;
  while (g_ascii_isspace (*p))
    p++;

  g_autofree char *config = NULL;
  if (g_ascii_strcasecmp (kind, "computer") == 0) {
    const char *config_end = p;
    while (*config_end && !g_ascii_isspace (*config_end) && *config_end != '"')
      config_end++;
    if (config_end == p)
      return line_error (error, line,
                         _("a computer needs its settings, for example “computer alphabeta:6:14:1”."));
    config = g_strndup (p, (gsize) (config_end - p));
    p = config_end;
    while (g_ascii_isspace (*p))
      p++;
    GError *local = NULL;
    if (check_config && !check_config (config, &local)) {
      line_error (error, line, local->message);
      g_error_free (local);
      return FALSE;
    }
  } else if (g_ascii_strcasecmp (kind, "human") != 0) {
    g_autofree char *message = g_strdup_printf (
        _("“%s” is not a kind of player: write “human \"NAME\"” or “computer SETTINGS \"NAME\"”."),
        kind);
    return line_error (error, line, message);
  }

  GString *name = g_string_new (NULL);
  if (*p == '"' && !read_quoted (&p, name, line, error)) {
    g_string_free (name, TRUE);
    return FALSE;
  }
  if (*p != '\0') {
    g_string_free (name, TRUE);
    g_autofree char *message = g_strdup_printf (
        _("unexpected “%s” after the player; a name is written in double quotes."), p);
    return line_error (error, line, message);
  }

  out->is_computer = config != NULL;
  g_free (out->config);
  out->config = g_steal_pointer (&config);
  g_free (out->name);
  out->name = g_string_free (name, FALSE);
  return TRUE;
}

/* Where each field was found, so errors found later (a move that does
 * not fit the start) can name the right line. */
typedef struct {
  int line[FIELD_COUNT];
  char *value[FIELD_COUNT];
  gboolean moves_line_ended;   /* a line break follows the Moves line */
} ParsedFields;

static void
parsed_fields_clear (ParsedFields *f)
{
  for (int i = 0; i < FIELD_COUNT; i++)
    g_free (f->value[i]);
}

static gboolean
split_fields (const char *text, ParsedFields *f, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int n = 0; lines[n]; n++) {
    int line = n + 1;
    char *l = g_strstrip (lines[n]);   /* also drops the \r of CRLF files */
    if (*l == '\0' || *l == '#')
      continue;

    /* The text is valid UTF-8 here (game_record_parse checked it), so
     * DEL and C1 controls such as U+0085 are seen as the characters they are. */
    for (const char *c = l; *c; c = g_utf8_next_char (c)) {
      gunichar u = g_utf8_get_char (c);
      if (g_unichar_iscntrl (u) && u != '\t')
        return line_error (error, line, _("the line has a control character in it."));
    }

    char *colon = strchr (l, ':');
    if (!colon) {
      g_autofree char *message = g_strdup_printf (
          _("“%s” is not a field: a line is “Name: value”, for example “Size: 8”."), l);
      return line_error (error, line, message);
    }
    *colon = '\0';
    char *key = g_strstrip (l);
    char *value = g_strstrip (colon + 1);

    int field = -1;
    for (int i = 0; i < FIELD_COUNT; i++)
      if (g_ascii_strcasecmp (key, field_names[i]) == 0)
        field = i;
    if (field < 0) {
      g_autofree char *message = g_strdup_printf (
          _("“%s” is not a field of a game record; the fields are Size, Rule, Date, Event, Black, White, Start, Length, Moves and Result."),
          key);
      return line_error (error, line, message);
    }
    if (f->value[field]) {
      g_autofree char *message = g_strdup_printf (_("%s is given twice (first on line %d)."),
                                                  field_names[field], f->line[field]);
      return line_error (error, line, message);
    }
    f->line[field] = line;
    f->value[field] = g_strdup (value);
    if (field == FIELD_MOVES)
      f->moves_line_ended = lines[n + 1] != NULL;
  }

  const int required[] = { FIELD_SIZE, FIELD_BLACK, FIELD_WHITE, FIELD_MOVES };
  for (gsize i = 0; i < G_N_ELEMENTS (required); i++) {
    if (!f->value[required[i]]) {
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                   _("The game record has no %s line."), field_names[required[i]]);
      return FALSE;
    }
  }
  return TRUE;
}

static gboolean
parse_size (const ParsedFields *f, int *size, GError **error)
{
  const char *v = f->value[FIELD_SIZE];
  guint64 n = 0;
  /* The range is checked on the whole number: cut to an int first,
   * 4294967304 would read as 8. */
  if (!g_ascii_string_to_unsigned (v, 10, KYOKUMEN_MIN_SIZE, KYOKUMEN_MAX_SIZE, &n, NULL)
      || !kyokumen_is_valid_size ((int) n)) {
    g_autofree char *message = g_strdup_printf (
        _("the size “%s” is not a board size of the kit (4, 6, 8 or 10)."), v);
    return line_error (error, f->line[FIELD_SIZE], message);
  }
  *size = (int) n;
  return TRUE;
}

static gboolean
parse_rule (const ParsedFields *f, gboolean *misere, GError **error)
{
  const char *v = f->value[FIELD_RULE];
  if (!v || g_ascii_strcasecmp (v, "normal") == 0) {
    *misere = FALSE;
    return TRUE;
  }
  /* "Misère" in any letter case, its è composed or not. */
  g_autofree char *composed = g_utf8_normalize (v, -1, G_NORMALIZE_NFC);
  g_autofree char *folded = composed ? g_utf8_casefold (composed, -1) : NULL;
  if (g_ascii_strcasecmp (v, "misere") == 0 || g_strcmp0 (folded, "mis\xc3\xa8re") == 0) {
    *misere = TRUE;
    return TRUE;
  }
  g_autofree char *message = g_strdup_printf (
      _("the rule “%s” is not “normal” or “misere”."), v);
  return line_error (error, f->line[FIELD_RULE], message);
}

gboolean
game_record_date_is_valid (const char *date)
{
  if (!date)
    return FALSE;
  /* A day alone: YYYY-MM-DD. */
  int year, month, day, end = 0;
  if (strlen (date) == 10 && sscanf (date, "%4d-%2d-%2d%n", &year, &month, &day, &end) == 3
      && end == 10)
    return g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
  /* A moment: YYYY-MM-DDTHH:MM:SS with an optional offset or Z. */
  if (strlen (date) < 19 || date[4] != '-' || date[10] != 'T')
    return FALSE;
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) moment = g_date_time_new_from_iso8601 (date, utc);
  return moment != NULL;
}

gboolean
game_record_set_date (GameRecord *record, const char *date)
{
  if (date && !game_record_date_is_valid (date))
    return FALSE;
  g_free (record->date);
  record->date = g_strdup (date);
  return TRUE;
}

static gboolean
parse_date (const ParsedFields *f, GameRecord *record, GError **error)
{
  const char *v = f->value[FIELD_DATE];
  if (!v || game_record_set_date (record, v))
    return TRUE;
  g_autofree char *message = g_strdup_printf (
      _("“%s” is not a date: write the day as 2026-11-23, or the moment as "
        "2026-11-23T14:05:00+09:00."),
      v);
  return line_error (error, f->line[FIELD_DATE], message);
}

/* The event is written in quotes; by hand the quotes may be left out. */
static gboolean
parse_event (const ParsedFields *f, GameRecord *record, GError **error)
{
  const char *p = f->value[FIELD_EVENT];
  if (!p)
    return TRUE;
  if (*p != '"') {
    game_record_set_event (record, p);
    return TRUE;
  }
  g_autoptr (GString) event = g_string_new (NULL);
  if (!read_quoted (&p, event, f->line[FIELD_EVENT], error))
    return FALSE;
  if (*p != '\0') {
    g_autofree char *message = g_strdup_printf (
        _("unexpected “%s” after the event's closing quote."), p);
    return line_error (error, f->line[FIELD_EVENT], message);
  }
  game_record_set_event (record, event->str);
  return TRUE;
}

static gboolean
parse_start (const ParsedFields *f, int size, Game *game, GError **error)
{
  const char *v = f->value[FIELD_START];
  if (!v || g_ascii_strcasecmp (v, "standard") == 0) {
    Kyokumen *start = g_new (Kyokumen, 1);
    kyokumen_init (start, size);
    game->start = *start;
    game->kyokumen = *start;
    game->move_count = 0;
    g_free (start);
    return TRUE;
  }
  GError *local = NULL;
  if (!game_setup_from_board_string (game, v, &local)) {
    line_error (error, f->line[FIELD_START], local->message);
    g_error_free (local);
    return FALSE;
  }
  if (game->start.size != size) {
    g_autofree char *message = g_strdup_printf (
        _("the start position is a %d×%d board, but Size says %d."), game->start.size,
        game->start.size, size);
    return line_error (error, f->line[FIELD_START], message);
  }
  return TRUE;
}

/* Replay the Moves line; *listed is the number of moves it lists
 * (forced passes that were left out are not counted). */
static gboolean
replay_moves (const ParsedFields *f, Game *game, int *listed, GError **error)
{
  int line = f->line[FIELD_MOVES];
  g_auto (GStrv) tokens = g_strsplit_set (f->value[FIELD_MOVES], " \t,", -1);
  int number = 0;
  for (int i = 0; tokens[i]; i++) {
    if (*tokens[i] == '\0')
      continue;
    number++;
    Sashite move;
    GError *local = NULL;
    gboolean ok = sashite_from_notation (tokens[i], game->start.size, &move, &local);
    if (ok) {
      /* A forced pass may be left out, as in game_setup_from_moves. */
      if (!sashite_is_pass (move) && game_must_pass (game))
        game_play (game, sashite_pass (), NULL);
      ok = game_play (game, move, &local);
    }
    if (!ok) {
      g_autofree char *message = g_strdup_printf (_("move %d (“%s”): %s"), number, tokens[i],
                                                  local->message);
      g_error_free (local);
      return line_error (error, line, message);
    }
  }
  *listed = number;
  return TRUE;
}

/* Length: how many moves the Moves line lists.  The kit writes it so that
 * a file cut between two moves is not taken for a shorter game. */
static gboolean
parse_length (const ParsedFields *f, int *length, GError **error)
{
  const char *v = f->value[FIELD_LENGTH];
  guint64 n = 0;
  if (!g_ascii_string_to_unsigned (v, 10, 0, KYOKUMEN_MAX_HISTORY, &n, NULL)) {
    g_autofree char *message = g_strdup_printf (
        _("the length “%s” is not a number of moves (0 to %d)."), v, KYOKUMEN_MAX_HISTORY);
    return line_error (error, f->line[FIELD_LENGTH], message);
  }
  *length = (int) n;
  return TRUE;
}

/* A record that gives its Length is one the kit wrote (or written the
 * same way): its Moves line ends with a line break, since Result follows.
 * A file that ends inside that line was cut short, even when what is
 * left happens to read as moves ("d10" cut to "d1"). */
static gboolean
check_moves_line_whole (const ParsedFields *f, GError **error)
{
  if (f->moves_line_ended)
    return TRUE;
  return line_error (error, f->line[FIELD_MOVES],
                     _("the file ends inside the Moves line: it is cut short, and the last moves "
                       "may be missing."));
}

static gboolean
check_length (const ParsedFields *f, int length, int listed, GError **error)
{
  if (listed == length)
    return TRUE;
  g_autofree char *message = NULL;
  if (listed < length)
    message = g_strdup_printf (
        _("Length says %1$d moves, but the Moves line has only %2$d: moves are missing."),
        length, listed);
  else
    message = g_strdup_printf (_("Length says %1$d moves, but the Moves line has %2$d."), length,
                               listed);
  return line_error (error, f->line[FIELD_MOVES], message);
}

static gboolean
check_result (const ParsedFields *f, const Game *game, GError **error)
{
  const char *v = f->value[FIELD_RESULT];
  if (!v)
    return TRUE;
  g_autofree char *actual = result_field (game);
  /* Spaces are not significant: "black wins 36-28" and "black wins  36 - 28" agree. */
  g_autofree char *want = g_strdup (v);
  g_autofree char *have = g_strdup (actual);
  char *w = want, *h = have;
  for (const char *p = v; *p; p++)
    if (!g_ascii_isspace (*p))
      *w++ = g_ascii_tolower (*p);
  *w = '\0';
  for (const char *p = actual; *p; p++)
    if (!g_ascii_isspace (*p))
      *h++ = *p;
  *h = '\0';
  if (strcmp (want, have) != 0) {
    g_autofree char *message = g_strdup_printf (
        _("the result says “%s”, but the moves give “%s”."), v, actual);
    return line_error (error, f->line[FIELD_RESULT], message);
  }
  return TRUE;
}

GameRecord *
game_record_parse (const char *text, gsize length, GameRecordCheckConfig check_config,
                   GError **error)
{
  if (length > GAME_RECORD_MAX_BYTES) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("This is not a game record: it is much too long (%lu bytes)."),
                 (unsigned long) length);
    return NULL;
  }
  /* Windows Notepad starts its UTF-8 files with a byte-order mark. */
  static const char bom[] = "\xef\xbb\xbf";
  if (length >= sizeof bom - 1 && memcmp (text, bom, sizeof bom - 1) == 0) {
    text += sizeof bom - 1;
    length -= sizeof bom - 1;
  }
  const char *bad = NULL;
  if (!g_utf8_validate_len (text, length, &bad)) {
    int line = 1;
    for (const char *c = text; c < bad; c++)
      line += *c == '\n';
    /* g_utf8_validate_len stops at a NUL byte too; that one is a control
     * character, not a wrong encoding. */
    line_error (error, line, *bad == '\0' ? _("the line has a control character in it.")
                                           : _("the line is not UTF-8 text; save the file as UTF-8."));
    return NULL;
  }

  g_autofree char *copy = g_strndup (text, length);
  ParsedFields f = { { 0 }, { NULL }, FALSE };
  GameRecord *record = game_record_new ();
  int size = 8;
  gboolean misere = FALSE;
  int declared = -1, listed = 0;

  gboolean ok = split_fields (copy, &f, error)
                && parse_size (&f, &size, error)
                && parse_rule (&f, &misere, error)
                && parse_date (&f, record, error)
                && parse_event (&f, record, error)
                && parse_player (f.value[FIELD_BLACK], f.line[FIELD_BLACK], check_config,
                                 &record->player[0], error)
                && parse_player (f.value[FIELD_WHITE], f.line[FIELD_WHITE], check_config,
                                 &record->player[1], error)
                && parse_start (&f, size, record->game, error)
                && (!f.value[FIELD_LENGTH]
                    || (parse_length (&f, &declared, error) && check_moves_line_whole (&f, error)));
  if (ok) {
    record->game->misere = misere;
    record->length_unchecked = declared < 0;
    ok = replay_moves (&f, record->game, &listed, error)
         && (declared < 0 || check_length (&f, declared, listed, error))
         && check_result (&f, record->game, error);
  }
  parsed_fields_clear (&f);
  if (!ok) {
    game_record_free (record);
    return NULL;
  }
  return record;
}

gboolean
game_record_save (const GameRecord *record, const char *path, GError **error)
{
  g_autofree char *text = game_record_format (record);
  return g_file_set_contents (path, text, -1, error);
}

GameRecord *
game_record_load (const char *path, GameRecordCheckConfig check_config, GError **error)
{
  gsize length = 0;
  GError *local = NULL;
  g_autofree char *display = g_filename_display_name (path);
  /* The kit's one bounded reader: a folder, a device or a FIFO is refused
   * before anything is read, a longer file after GAME_RECORD_MAX_BYTES + 1
   * bytes; its message names the file ("Cannot read %s: ..."). */
  g_autofree char *text = text_file_read (path, GAME_RECORD_MAX_BYTES, &length, &local);
  if (!text) {
    g_set_error_literal (error, REVERSI_ERROR, REVERSI_ERROR_FILE, local->message);
    g_error_free (local);
    return NULL;
  }
  GameRecord *record = game_record_parse (text, length, check_config, &local);
  if (!record) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, "%s: %s", display, local->message);
    g_error_free (local);
  }
  return record;
}
