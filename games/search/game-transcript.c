/* SPDX-License-Identifier: MIT */
/* game-transcript.c: writing and reading games of any GameRules as text. */
#include "game-transcript.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (game-transcript-error-quark, game_transcript_error)

GameTranscript *
game_transcript_new (const GameRules *rules)
{
  GameTranscript *t = g_new0 (GameTranscript, 1);
  for (int i = 0; i < 2; i++)
    t->player[i].name = g_strdup ("");
  t->path = game_path_new (rules);
  return t;
}

void
game_transcript_free (GameTranscript *t)
{
  if (!t)
    return;
  for (int i = 0; i < 2; i++) {
    g_free (t->player[i].config);
    g_free (t->player[i].name);
  }
  game_path_free (t->path);
  g_free (t);
}

void
game_transcript_set_player (GameTranscript *t, int side, gboolean is_computer, const char *config,
                            const char *name)
{
  GameTranscriptPlayer *p = &t->player[side];
  p->is_computer = is_computer;
  g_free (p->config);
  p->config = is_computer ? g_strdup (config) : NULL;
  g_free (p->name);
  p->name = g_strdup (name ? name : "");
}

void
game_transcript_set_moves (GameTranscript *t, const GamePath *path)
{
  const GameRules *rules = t->path->rules;
  game_path_free (t->path);
  t->path = game_path_new (rules);
  for (int i = 0; i < game_path_length (path); i++) {
    gboolean played = game_path_play (t->path, g_array_index (path->moves, int, i), NULL);
    g_return_if_fail (played);
  }
}

const char *
game_transcript_result_word (const GamePath *path)
{
  const void *current = game_path_current (path);
  if (!game_rules_is_over (path->rules, current))
    return "unfinished";
  switch (game_rules_winner (path->rules, current)) {
  case GAME_FIRST_SIDE:
    return "first wins";
  case GAME_SECOND_SIDE:
    return "second wins";
  default:
    return "draw";
  }
}

/* Non-ASCII bytes stay as they are (the file is UTF-8); control
 * characters, quotes and backslashes become C escapes. */
static char *
quote_name (const char *name)
{
  char exceptions[128];
  for (int i = 0; i < 127; i++)
    exceptions[i] = (char) (128 + i);
  exceptions[127] = '\0';
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  g_autofree char *escaped = g_strescape (valid, exceptions);
  return g_strdup_printf ("\"%s\"", escaped);
}

char *
game_transcript_format (const GameTranscript *t)
{
  const GameRules *rules = t->path->rules;
  GString *s = g_string_new (GAME_TRANSCRIPT_HEADER "\n");
  g_string_append_printf (s, "Game: %s\n", rules->name);
  for (int i = 0; i < 2; i++) {
    const GameTranscriptPlayer *p = &t->player[i];
    g_autofree char *quoted = quote_name (p->name);
    if (p->is_computer)
      g_string_append_printf (s, "%s: computer %s %s\n", rules->side_names[i], p->config, quoted);
    else
      g_string_append_printf (s, "%s: human %s\n", rules->side_names[i], quoted);
  }
  int length = game_path_length (t->path);
  g_string_append_printf (s, "Length: %d\nMoves:", length);
  for (int i = 0; i < length; i++) {
    char notation[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, g_array_index (t->path->moves, int, i), notation);
    g_string_append_printf (s, " %s", notation);
  }
  g_string_append_printf (s, "\nResult: %s\n", game_transcript_result_word (t->path));
  return g_string_free (s, FALSE);
}

/* ---- reading ---------------------------------------------------------- */

/* The fields in the order they are kept; the players' lines are matched
 * by side as well as by these names. */
enum { FIELD_GAME, FIELD_FIRST, FIELD_SECOND, FIELD_LENGTH, FIELD_MOVES, FIELD_RESULT, N_FIELDS };
static const char *const field_names[N_FIELDS] = { "Game", "First", "Second", "Length", "Moves",
                                                   "Result" };

/* Lines whose name is no field may be a player's line under the game's
 * side name ("X: human", "Red: computer ..."): the side names are known
 * only once the Game line has been read, so up to two such lines are kept
 * aside until then. */
#define MAX_SIDE_LINES 2

typedef struct {
  char *value[N_FIELDS];
  int line[N_FIELDS];
  char *side_name[MAX_SIDE_LINES];
  char *side_value[MAX_SIDE_LINES];
  int side_line[MAX_SIDE_LINES];
  int side_lines;
} Fields;

static void
fields_clear (Fields *f)
{
  for (int i = 0; i < N_FIELDS; i++)
    g_free (f->value[i]);
  for (int i = 0; i < f->side_lines; i++) {
    g_free (f->side_name[i]);
    g_free (f->side_value[i]);
  }
}

static gboolean
fail (GError **error, GameTranscriptError code, int line, const char *message)
{
  if (line > 0)
    g_set_error (error, GAME_TRANSCRIPT_ERROR, code, _("Line %d: %s"), line, message);
  else
    g_set_error_literal (error, GAME_TRANSCRIPT_ERROR, code, message);
  return FALSE;
}

/* The field a line's name stands for, or -1 (maybe a side name). */
static int
field_of (const char *name)
{
  for (int i = 0; i < N_FIELDS; i++)
    if (g_ascii_strcasecmp (name, field_names[i]) == 0)
      return i;
  return -1;
}

static gboolean
refuse_field_name (const char *name, int line, GError **error)
{
  g_autofree char *message = g_strdup_printf (
      _("“%s” is not a field of a game record; the fields are Game, the two players, Length, "
        "Moves and Result."),
      name);
  return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, line, message);
}

static gboolean
split_fields (const char *text, gsize length, Fields *f, GError **error)
{
  if (length > GAME_TRANSCRIPT_MAX_BYTES)
    return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, 0,
                 _("The file is larger than 1 MB: it is not a game record."));
  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0) {
    text += 3;
    length -= 3;
  }
  if (!g_utf8_validate_len (text, length, NULL))
    return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, 0,
                 _("The file is not UTF-8 text: it is not a game record."));
  g_autofree char *copy = g_strndup (text, length);
  g_auto (GStrv) lines = g_strsplit (copy, "\n", -1);
  for (int n = 0; lines[n]; n++) {
    char *line = g_strstrip (lines[n]);
    if (*line == '\0' || *line == '#')
      continue;
    char *colon = strchr (line, ':');
    if (!colon)
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, n + 1,
                   _("a line of a game record is “Field: value”."));
    *colon = '\0';
    int field = field_of (g_strstrip (line));
    if (field < 0) {
      if (f->side_lines == MAX_SIDE_LINES)
        return refuse_field_name (line, n + 1, error);
      f->side_name[f->side_lines] = g_strdup (line);
      f->side_value[f->side_lines] = g_strdup (g_strstrip (colon + 1));
      f->side_line[f->side_lines] = n + 1;
      f->side_lines++;
      continue;
    }
    if (f->value[field]) {
      g_autofree char *message = g_strdup_printf (_("%s is given twice."), field_names[field]);
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, n + 1, message);
    }
    f->value[field] = g_strdup (g_strstrip (colon + 1));
    f->line[field] = n + 1;
  }
  if (!f->value[FIELD_GAME]) {
    g_autofree char *message = g_strdup_printf (_("The game record has no %s line."),
                                                field_names[FIELD_GAME]);
    return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, 0, message);
  }
  return TRUE;
}

/* The lines kept aside by split_fields, read as the players' lines by the
 * game's own side names (untranslated, as the writer writes them); then
 * every field the record needs must be there. */
static gboolean
take_side_lines (const GameRules *rules, Fields *f, GError **error)
{
  for (int i = 0; i < f->side_lines; i++) {
    int side = -1;
    for (int s = 0; s < 2; s++)
      if (g_ascii_strcasecmp (f->side_name[i], rules->side_names[s]) == 0)
        side = s;
    if (side < 0)
      return refuse_field_name (f->side_name[i], f->side_line[i], error);
    int field = side == 0 ? FIELD_FIRST : FIELD_SECOND;
    if (f->value[field]) {
      g_autofree char *message = g_strdup_printf (_("%s is given twice."), field_names[field]);
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, f->side_line[i], message);
    }
    f->value[field] = g_steal_pointer (&f->side_value[i]);
    f->line[field] = f->side_line[i];
  }
  for (int i = 0; i < N_FIELDS; i++)
    if (!f->value[i] && i != FIELD_RESULT && i != FIELD_LENGTH) {
      g_autofree char *message = g_strdup_printf (_("The game record has no %s line."),
                                                  field_names[i]);
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, 0, message);
    }
  return TRUE;
}

gboolean
game_transcript_looks_like (const char *text)
{
  /* Every line is looked at, in place: there is no limit on the lines
   * before Game (a record may open with any number of comments); the
   * text's size is bounded where it is read (1 MB, as the parser's
   * GAME_TRANSCRIPT_MAX_BYTES).  A byte-order mark before the first line
   * is skipped, as the parser skips it. */
  const char *line = text;
  if (g_str_has_prefix (line, "\xEF\xBB\xBF"))
    line += 3;
  while (line) {
    while (g_ascii_isspace (*line) && *line != '\n')
      line++;
    if (g_ascii_strncasecmp (line, "game", 4) == 0) {
      const char *p = line + 4;
      while (g_ascii_isspace (*p) && *p != '\n')   /* the blanks g_strstrip drops */
        p++;
      if (*p == ':')
        return TRUE;
    }
    line = strchr (line, '\n');
    if (line)
      line++;
  }
  return FALSE;
}

/* `human "NAME"` or `computer SETTINGS "NAME"` (the name may be left out). */
static gboolean
parse_player (const GameRules *rules, const char *value, int line,
              GameTranscriptCheckConfig check_config, GameTranscriptPlayer *p, GError **error)
{
  const char *quote = strchr (value, '"');
  g_autofree char *head = g_strstrip (quote ? g_strndup (value, quote - value) : g_strdup (value));
  g_auto (GStrv) pieces = g_strsplit_set (head, " \t", -1);
  /* The words are the pieces that are not empty (blanks may run on, as
   * when columns are aligned); pieces keeps owning them all. */
  const char *words[3] = { NULL };
  guint count = 0;
  for (guint i = 0; pieces[i]; i++)
    if (*pieces[i]) {
      if (count < G_N_ELEMENTS (words))
        words[count] = pieces[i];
      count++;
    }
  gboolean human = count == 1 && g_ascii_strcasecmp (words[0], "human") == 0;
  gboolean computer = count == 2 && g_ascii_strcasecmp (words[0], "computer") == 0;
  if (!human && !computer)
    return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, line,
                 _("a player is “human \"NAME\"” or “computer SETTINGS \"NAME\"”."));
  if (computer && check_config) {
    g_autoptr (GError) refused = NULL;
    if (!check_config (rules, words[1], &refused))
      return fail (error, GAME_TRANSCRIPT_ERROR_PLAYER, line, refused->message);
  }
  g_autofree char *name = NULL;
  if (quote) {
    gsize len = strlen (quote);
    if (len < 2 || quote[len - 1] != '"')
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, line,
                   _("the player's name must end with a double quote."));
    g_autofree char *inner = g_strndup (quote + 1, len - 2);
    /* An odd run of backslashes before the last quote escapes it: the
     * name has no end (and g_strcompress would warn of the backslash
     * left over). */
    gsize backslashes = 0;
    while (backslashes < len - 2 && inner[len - 3 - backslashes] == '\\')
      backslashes++;
    if (backslashes % 2 == 1)
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, line,
                   _("the backslash before the name's last double quote makes that quote part "
                     "of the name: write a backslash in a name as \\\\."));
    g_autofree char *unescaped = g_strcompress (inner);
    /* An octal escape may make bytes that are not UTF-8. */
    name = g_utf8_make_valid (unescaped, -1);
  }
  p->is_computer = computer;
  g_free (p->config);
  p->config = computer ? g_strdup (words[1]) : NULL;
  g_free (p->name);
  p->name = g_strdup (name ? name : "");
  return TRUE;
}

/* Every move of the Moves line, played in turn; *listed receives how many
 * the line holds. */
static gboolean
replay (const Fields *f, GamePath *path, int *listed, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (f->value[FIELD_MOVES], " \t", -1);
  int count = 0;
  for (int i = 0; words[i]; i++) {
    if (!*words[i])
      continue;
    count++;
    g_autoptr (GError) refused = NULL;
    if (!game_path_play_text (path, words[i], &refused)) {
      /* TRANSLATORS: a move of a game record that cannot be played: its number, the move, why. */
      g_autofree char *message = g_strdup_printf (_("move %1$d, “%2$s”: %3$s"), count, words[i],
                                                  refused->message);
      return fail (error, GAME_TRANSCRIPT_ERROR_MOVES, f->line[FIELD_MOVES], message);
    }
  }
  *listed = count;
  return TRUE;
}

static gboolean
check_length_and_result (const Fields *f, const GamePath *path, int listed, GError **error)
{
  if (f->value[FIELD_LENGTH]) {
    guint64 length;
    if (!g_ascii_string_to_unsigned (f->value[FIELD_LENGTH], 10, 0, 100000, &length, NULL))
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, f->line[FIELD_LENGTH],
                   _("Length is the number of moves, such as 12."));
    if ((int) length != listed) {
      g_autofree char *message = g_strdup_printf (
          _("Length says %1$d moves but the Moves line lists %2$d: the file may have been cut "
            "short."),
          (int) length, listed);
      return fail (error, GAME_TRANSCRIPT_ERROR_MOVES, f->line[FIELD_LENGTH], message);
    }
  }
  const char *result = f->value[FIELD_RESULT];
  if (result) {
    const char *words[] = { "unfinished", "first wins", "second wins", "draw" };
    gboolean known = FALSE;
    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      known |= g_ascii_strcasecmp (result, words[i]) == 0;
    if (!known)
      return fail (error, GAME_TRANSCRIPT_ERROR_SYNTAX, f->line[FIELD_RESULT],
                   _("Result is “unfinished”, “first wins”, “second wins” or “draw”."));
    const char *actual = game_transcript_result_word (path);
    if (g_ascii_strcasecmp (result, actual) != 0) {
      g_autofree char *message = g_strdup_printf (
          _("Result says “%1$s” but the moves lead to “%2$s”."), result, actual);
      return fail (error, GAME_TRANSCRIPT_ERROR_MOVES, f->line[FIELD_RESULT], message);
    }
  }
  return TRUE;
}

GameTranscript *
game_transcript_parse (const char *text, gsize length, GameTranscriptFindRules find_rules,
                       GameTranscriptCheckConfig check_config, GError **error)
{
  Fields f = { 0 };
  if (!split_fields (text, length, &f, error)) {
    fields_clear (&f);
    return NULL;
  }
  const GameRules *rules = find_rules (f.value[FIELD_GAME]);
  if (!rules) {
    g_autofree char *message = g_strdup_printf (_("“%s” is not a game this program plays."),
                                                f.value[FIELD_GAME]);
    fail (error, GAME_TRANSCRIPT_ERROR_GAME, f.line[FIELD_GAME], message);
    fields_clear (&f);
    return NULL;
  }
  if (!take_side_lines (rules, &f, error)) {
    fields_clear (&f);
    return NULL;
  }
  GameTranscript *t = game_transcript_new (rules);
  int listed = 0;
  gboolean ok = parse_player (rules, f.value[FIELD_FIRST], f.line[FIELD_FIRST], check_config,
                              &t->player[0], error)
                && parse_player (rules, f.value[FIELD_SECOND], f.line[FIELD_SECOND], check_config,
                                 &t->player[1], error)
                && replay (&f, t->path, &listed, error)
                && check_length_and_result (&f, t->path, listed, error);
  fields_clear (&f);
  if (!ok) {
    game_transcript_free (t);
    return NULL;
  }
  return t;
}
