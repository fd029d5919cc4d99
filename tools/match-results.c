/* SPDX-License-Identifier: MIT */
/* match-results.c: result-file lines and match summaries. */
#include "match-results.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "kit-i18n.h"
#include "kyokumen.h"
#include "reversi-error.h"
#include "text-file.h"

/* Fields of a line from version 3 on; before, the MATCH field was not there. */
#define MATCH_RESULTS_FIELDS 15
#define MATCH_RESULTS_FIELDS_V2 14

static const char *const outcome_ids[] = {
  [MATCH_BLACK_WINS] = "black-wins",
  [MATCH_WHITE_WINS] = "white-wins",
  [MATCH_DRAW] = "draw",
  [MATCH_BLACK_FORFEITS] = "black-forfeits",
  [MATCH_WHITE_FORFEITS] = "white-forfeits",
};

void
match_game_free (MatchGame *game)
{
  if (!game)
    return;
  g_free (game->black);
  g_free (game->white);
  g_free (game->opening);
  g_free (game->moves);
  g_free (game->note);
  g_free (game->match);
  g_free (game);
}

int
match_outcome_winner (MatchOutcome outcome)
{
  switch (outcome) {
  case MATCH_BLACK_WINS:
  case MATCH_WHITE_FORFEITS:
    return BLACK;
  case MATCH_WHITE_WINS:
  case MATCH_BLACK_FORFEITS:
    return WHITE;
  case MATCH_DRAW:
  default:
    return EMPTY;
  }
}

char *
match_game_result_text (const MatchGame *game)
{
  if (game->outcome == MATCH_BLACK_FORFEITS)
    return g_strdup_printf (_("White wins: Black forfeits (%s)"), game->note);
  if (game->outcome == MATCH_WHITE_FORFEITS)
    return g_strdup_printf (_("Black wins: White forfeits (%s)"), game->note);
  GameResult result = {
    .black_discs = game->black_discs,
    .white_discs = game->white_discs,
    .empties = game->size * game->size - game->black_discs - game->white_discs,
    .winner = match_outcome_winner (game->outcome),
    .misere = game->misere,
  };
  return game_result_to_text (&result);
}

const char *
match_results_header (void)
{
  return "# reversi-match results " G_STRINGIFY (MATCH_RESULTS_VERSION) ": game INDEX SIZE RULE BLACK WHITE "
         "OUTCOME BLACK_DISCS WHITE_DISCS BLACK_SECONDS WHITE_SECONDS OPENING MOVES NOTE MATCH "
         "(tab-separated, see docs/match.md)\n";
}

/* A field never holds a raw tab or line break, so that a line is a game
 * and its fields split at tabs; "-" stands for an empty field.  Escapes
 * keep every other value as it was: the file round-trips what it takes. */
static void
append_field (GString *line, const char *text)
{
  g_string_append_c (line, '\t');
  if (!text || !*text) {
    g_string_append_c (line, '-');
    return;
  }
  if (strcmp (text, "-") == 0) {
    g_string_append (line, "\\-");
    return;
  }
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  for (const char *p = valid; *p; p++) {
    switch (*p) {
    case '\\': g_string_append (line, "\\\\"); break;
    case '\t': g_string_append (line, "\\t"); break;
    case '\n': g_string_append (line, "\\n"); break;
    case '\r': g_string_append (line, "\\r"); break;
    default: g_string_append_c (line, *p); break;
    }
  }
}

/* Thinking time is kept to the millisecond, from 0 to 10^9 seconds (31
 * years): then "%.3f" always fits the buffer, and reads back the same. */
#define MATCH_MAX_SECONDS 1e9

static char *
format_seconds (char buffer[G_ASCII_DTOSTR_BUF_SIZE], double seconds)
{
  if (!(seconds >= 0))   /* NaN too */
    seconds = 0;
  return g_ascii_formatd (buffer, G_ASCII_DTOSTR_BUF_SIZE, "%.3f", MIN (seconds, MATCH_MAX_SECONDS));
}

char *
match_game_to_line (const MatchGame *game)
{
  GString *line = g_string_new ("game");
  char seconds[2][G_ASCII_DTOSTR_BUF_SIZE];
  g_string_append_printf (line, "\t%d\t%d\t%s", game->index, game->size,
                          game->misere ? "misere" : "normal");
  append_field (line, game->black);
  append_field (line, game->white);
  g_string_append_printf (line, "\t%s\t%d\t%d\t%s\t%s", outcome_ids[game->outcome], game->black_discs,
                          game->white_discs, format_seconds (seconds[0], game->black_seconds),
                          format_seconds (seconds[1], game->white_seconds));
  append_field (line, game->opening);
  append_field (line, game->moves);
  append_field (line, game->note);
  append_field (line, game->match);
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

static gboolean
read_int (const char *text, int low, int high, int *value)
{
  char *end;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  errno = 0;
  long n = strtol (text, &end, 10);
  if (*end != '\0' || errno == ERANGE || n < low || n > high)
    return FALSE;
  *value = (int) n;
  return TRUE;
}

static gboolean
read_seconds (const char *text, double *value)
{
  char *end;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value) && *value >= 0
         && *value <= MATCH_MAX_SECONDS;
}

/* A field's text: "-" is empty; from version 2 on, escapes are undone.
 * NULL for a backslash that starts no escape. */
static char *
field_text (const char *field, int version)
{
  if (strcmp (field, "-") == 0)
    return g_strdup ("");
  if (version < 2)
    return g_strdup (field);
  GString *text = g_string_new (NULL);
  for (const char *p = field; *p; p++) {
    if (*p != '\\') {
      g_string_append_c (text, *p);
      continue;
    }
    p++;
    switch (*p) {
    case '\\': g_string_append_c (text, '\\'); break;
    case 't': g_string_append_c (text, '\t'); break;
    case 'n': g_string_append_c (text, '\n'); break;
    case 'r': g_string_append_c (text, '\r'); break;
    case '-': g_string_append_c (text, '-'); break;
    default:
      g_string_free (text, TRUE);
      return NULL;
    }
  }
  return g_string_free (text, FALSE);
}

/* One game line of the given format version, without its line break. */
static MatchGame *
game_from_line (const char *line, int version, GError **error)
{
  g_auto (GStrv) f = g_strsplit (line, "\t", -1);
  /* The writer escapes a carriage return; a raw one is damage. */
  if (strchr (line, '\r')) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("a game line has a carriage return inside it"));
    return NULL;
  }
  int fields = version >= 3 ? MATCH_RESULTS_FIELDS : MATCH_RESULTS_FIELDS_V2;
  if (g_strv_length (f) != (guint) fields || strcmp (f[0], "game") != 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("a game line has %d tab-separated fields starting with “game”"), fields);
    return NULL;
  }
  MatchGame *game = g_new0 (MatchGame, 1);
  const char *bad = NULL;
  int outcome = -1;
  for (int i = 0; i < (int) G_N_ELEMENTS (outcome_ids); i++)
    if (strcmp (f[6], outcome_ids[i]) == 0)
      outcome = i;
  int max_discs = KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE;

  if (!read_int (f[1], 1, G_MAXINT, &game->index))
    bad = N_("index");
  else if (!read_int (f[2], KYOKUMEN_MIN_SIZE, KYOKUMEN_MAX_SIZE, &game->size)
           || !kyokumen_is_valid_size (game->size))
    bad = N_("board size");
  else if (strcmp (f[3], "normal") != 0 && strcmp (f[3], "misere") != 0)
    bad = N_("rule");
  else if (outcome < 0)
    bad = N_("outcome");
  else if (!read_int (f[7], 0, max_discs, &game->black_discs)
           || !read_int (f[8], 0, max_discs, &game->white_discs)
           || game->black_discs + game->white_discs > game->size * game->size)
    bad = N_("disc count");
  else if (!read_seconds (f[9], &game->black_seconds) || !read_seconds (f[10], &game->white_seconds))
    bad = N_("seconds");

  if (bad) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("the %s is not valid"), _(bad));
    match_game_free (game);
    return NULL;
  }
  game->misere = strcmp (f[3], "misere") == 0;
  game->outcome = (MatchOutcome) outcome;
  game->black = field_text (f[4], version);
  game->white = field_text (f[5], version);
  game->opening = field_text (f[11], version);
  game->moves = field_text (f[12], version);
  game->note = field_text (f[13], version);
  game->match = version >= 3 ? field_text (f[14], version) : g_strdup ("");
  if (!game->black || !game->white || !game->opening || !game->moves || !game->note || !game->match) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("a backslash in a field must start one of \\\\ \\t \\n \\r \\-"));
    match_game_free (game);
    return NULL;
  }
  return game;
}

/* The line without its line break: "\n", and the "\r" of "\r\n". */
static char *
line_without_break (const char *line, gsize length)
{
  if (length > 0 && line[length - 1] == '\n')
    length--;
  if (length > 0 && line[length - 1] == '\r')
    length--;
  return g_strndup (line, length);
}

MatchGame *
match_game_from_line (const char *line, GError **error)
{
  gsize length = strlen (line);
  if (!g_utf8_validate_len (line, length, NULL)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("the line is not UTF-8 text"));
    return NULL;
  }
  g_autofree char *text = line_without_break (line, length);
  return game_from_line (text, MATCH_RESULTS_VERSION, error);
}

gboolean
match_games_equal (const MatchGame *a, const MatchGame *b)
{
  char seconds[4][G_ASCII_DTOSTR_BUF_SIZE];
  return a->index == b->index && a->size == b->size && !a->misere == !b->misere
         && g_strcmp0 (a->black, b->black) == 0 && g_strcmp0 (a->white, b->white) == 0
         && a->outcome == b->outcome && a->black_discs == b->black_discs
         && a->white_discs == b->white_discs
         && strcmp (format_seconds (seconds[0], a->black_seconds),
                    format_seconds (seconds[1], b->black_seconds)) == 0
         && strcmp (format_seconds (seconds[2], a->white_seconds),
                    format_seconds (seconds[3], b->white_seconds)) == 0
         && g_strcmp0 (a->opening, b->opening) == 0 && g_strcmp0 (a->moves, b->moves) == 0
         && g_strcmp0 (a->note, b->note) == 0 && strcmp (a->match ? a->match : "", b->match ? b->match : "") == 0;
}

char *
match_game_identity (const MatchGame *game)
{
  /* Tabs cannot be mistaken: the fields hold their own escaped. */
  GString *identity = g_string_new (NULL);
  g_string_append_printf (identity, "%s\t%d\t%d\t%s", game->match ? game->match : "", game->index,
                          game->size, game->misere ? "misere" : "normal");
  const char *parts[] = { game->black, game->white, game->opening };
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    append_field (identity, parts[i]);
  return g_string_free (identity, FALSE);
}

char *
match_fingerprint (GPtrArray *players, int size, gboolean misere, GPtrArray *openings)
{
  GString *text = g_string_new ("reversi-match");
  g_string_append_printf (text, "\tsize %d\t%s\tplayers", size, misere ? "misere" : "normal");
  for (guint i = 0; i < players->len; i++)
    append_field (text, players->pdata[i]);
  g_string_append (text, "\topenings");
  for (guint i = 0; openings && i < openings->len; i++)
    append_field (text, openings->pdata[i]);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text->str, (gssize) text->len);
  g_string_free (text, TRUE);
  /* 64 bits: no two matches of a class meet by chance. */
  return g_strndup (sum, 16);
}

/* "# reversi-match results N…": the version of the lines that follow, 0
 * for any other comment. */
static int
header_version (const char *line)
{
  const char *prefix = "# reversi-match results ";
  if (!g_str_has_prefix (line, prefix) || !g_ascii_isdigit (line[strlen (prefix)]))
    return 0;
  int version = 0;
  for (const char *p = line + strlen (prefix); g_ascii_isdigit (*p) && version < 1000; p++)
    version = version * 10 + (*p - '0');
  return version;
}

gboolean
match_results_parse (const char *text, gsize length, const char *name, gboolean whole_lines_only,
                     GPtrArray *games, gsize *whole_length, int *version, GError **error)
{
  guint before = games->len;
  int current = MATCH_RESULTS_VERSION;
  gsize pos = 0;
  int number = 0;
  while (pos < length) {
    const char *start = text + pos;
    const char *end = memchr (start, '\n', length - pos);
    if (!end && whole_lines_only)
      break;
    gsize line_length = end ? (gsize) (end - start) + 1 : length - pos;
    number++;

    g_autoptr (GError) line_error = NULL;
    g_autofree char *line = NULL;
    if (!g_utf8_validate_len (start, line_length, NULL))
      g_set_error (&line_error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("the line is not UTF-8 text"));
    else
      line = line_without_break (start, line_length);

    if (line && line[0] == '#') {
      int v = header_version (line);
      if (v > MATCH_RESULTS_VERSION)
        g_set_error (&line_error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     _("these results are of version %1$d, written by a newer reversi-match (this "
                       "one reads versions 1 to %2$d)"),
                     v, MATCH_RESULTS_VERSION);
      else if (v > 0)
        current = v;
    } else if (line && line[0] != '\0') {
      MatchGame *game = game_from_line (line, current, &line_error);
      if (game && (!*game->black || !*game->white)) {
        g_set_error (&line_error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     !*game->black ? _("game %d names no Black player, so its points would belong to nobody")
                                   : _("game %d names no White player, so its points would belong to nobody"),
                     game->index);
        g_clear_pointer (&game, match_game_free);
      }
      if (game)
        g_ptr_array_add (games, game);
    }
    if (line_error) {
      g_ptr_array_set_size (games, before);
      if (!end)
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                     _("%1$s, line %2$d: %3$s; the file ends inside this line, as when a match is "
                       "stopped while writing it: run the match again with the same --output to "
                       "resume it."),
                     name, number, line_error->message);
      else
        g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("%s, line %d: %s."), name, number,
                     line_error->message);
      return FALSE;
    }
    pos += line_length;
  }
  if (whole_length)
    *whole_length = pos;
  if (version)
    *version = current;
  return TRUE;
}

gboolean
match_results_read (const char *path, GPtrArray *games, GError **error)
{
  gsize length = 0;
  g_autofree char *text = text_file_read (path, MATCH_RESULTS_MAX_BYTES, &length, error);
  if (!text)
    return FALSE;
  g_autofree char *display = g_filename_display_name (path);
  return match_results_parse (text, length, display, FALSE, games, NULL, NULL, error);
}

/* What one player did with one colour. */
typedef struct {
  int games, wins, draws, losses, forfeits;
  int discs_for, discs_against;
} ColourStats;

typedef struct {
  const char *name;
  int order;               /* first appearance */
  ColourStats colour[2];   /* [0] as Black, [1] as White */
  int half_points;         /* win 2, draw 1 */
  int disc_difference;
} PlayerStats;

static int
find_or_add_player (GPtrArray *players, const char *name)
{
  for (guint i = 0; i < players->len; i++)
    if (strcmp (((PlayerStats *) players->pdata[i])->name, name) == 0)
      return (int) i;
  PlayerStats *stats = g_new0 (PlayerStats, 1);
  stats->name = name;
  stats->order = (int) players->len;
  g_ptr_array_add (players, stats);
  return (int) players->len - 1;
}

static int
compare_index (gconstpointer a, gconstpointer b)
{
  const MatchGame *x = *(MatchGame *const *) a;
  const MatchGame *y = *(MatchGame *const *) b;
  if (x->index != y->index)
    return x->index < y->index ? -1 : 1;
  /* Same index from different files: keep a fixed order all the same. */
  g_autofree char *lx = match_game_to_line (x);
  g_autofree char *ly = match_game_to_line (y);
  return strcmp (lx, ly);
}

static int
compare_rank (gconstpointer a, gconstpointer b)
{
  const PlayerStats *x = *(PlayerStats *const *) a;
  const PlayerStats *y = *(PlayerStats *const *) b;
  if (x->half_points != y->half_points)
    return y->half_points - x->half_points;
  if (x->disc_difference != y->disc_difference)
    return y->disc_difference - x->disc_difference;
  return x->order - y->order;
}

/* The widest name column of the round-robin table, in characters. */
#define CROSSTABLE_NAME_MAX 40

/* What the names too long for the table's column share at their start
 * and at their end, in characters, cut back to a separator ('/', ' ',
 * ':') so that a word is never split: a class's command lines differ only
 * in the student's folder ("gtp:/home/…/s1234567/build/tools/…"), and a
 * label that keeps only their start or end would read the same in every
 * row. */
static void
shared_ends (GPtrArray *ranked, int width, glong *prefix, glong *suffix)
{
  g_autoptr (GPtrArray) longs = g_ptr_array_new_with_free_func (g_free);
  glong shortest = G_MAXLONG;
  for (guint i = 0; i < ranked->len; i++) {
    const char *name = ((PlayerStats *) ranked->pdata[i])->name;
    glong length = 0;
    gunichar *chars = g_utf8_to_ucs4_fast (name, -1, &length);
    if (length > width) {
      g_ptr_array_add (longs, chars);
      shortest = MIN (shortest, length);
    } else {
      g_free (chars);
    }
  }
  *prefix = *suffix = 0;
  if (longs->len < 2)
    return;
  const gunichar *first = longs->pdata[0];
  glong first_length = 0;
  while (first[first_length])
    first_length++;
  glong p = 0, q = 0;
  for (gboolean same = TRUE; same && p < shortest; p += same)
    for (guint i = 1; i < longs->len && same; i++)
      same = ((gunichar *) longs->pdata[i])[p] == first[p];
  for (gboolean same = TRUE; same && q < shortest - p; q += same)
    for (guint i = 1; i < longs->len && same; i++) {
      const gunichar *other = longs->pdata[i];
      glong other_length = 0;
      while (other[other_length])
        other_length++;
      same = other[other_length - 1 - q] == first[first_length - 1 - q];
    }
  while (p > 0 && !strchr ("/ :", (int) first[p - 1]))
    p--;
  while (q > 0 && !strchr ("/ :", (int) first[first_length - q]))
    q--;
  *prefix = p;
  *suffix = q;
}

/* name in exactly width characters: padded with spaces, or, when it is
 * longer, what sets it apart from the other long names (the shared start
 * and end left out, each shown as "…"), cut to width at its end.  Always
 * between characters, never inside one: names are UTF-8 (Japanese folder
 * names). */
static char *
crosstable_label (const char *name, int width, glong prefix, glong suffix)
{
  glong length = g_utf8_strlen (name, -1);
  GString *label = g_string_new (NULL);
  if (length <= width) {
    g_string_append (label, name);
  } else {
    g_autofree char *middle = g_utf8_substring (name, prefix, length - suffix);
    glong room = width - (prefix > 0) - (suffix > 0);
    glong middle_length = g_utf8_strlen (middle, -1);
    if (prefix > 0)
      g_string_append (label, "…");
    if (middle_length > room) {
      g_autofree char *cut = g_utf8_substring (middle, 0, room - 1);
      g_string_append_printf (label, "%s…", cut);
      middle_length = room;
    } else {
      g_string_append (label, middle);
    }
    if (suffix > 0)
      g_string_append (label, "…");
    length = middle_length + (prefix > 0) + (suffix > 0);
  }
  /* Wide characters take two columns: cut to width columns, not
   * characters, so that the table's columns still line up. */
  if (kit_display_width (label->str) > width) {
    const char *end = label->str;
    int columns = 0;
    for (;;) {
      int w = kit_char_width (g_utf8_get_char (end));
      if (columns + w > width - 1)
        break;
      columns += w;
      end = g_utf8_next_char (end);
    }
    g_string_truncate (label, (gsize) (end - label->str));
    g_string_append (label, "…");
  }
  for (int i = kit_display_width (label->str); i < width; i++)
    g_string_append_c (label, ' ');
  return g_string_free (label, FALSE);
}

/* The summary's columns: each as wide as its default or its translated
 * heading, in terminal columns; the first holds the row's label. */
#define STATS_COLUMNS 9

static void
print_stats_row (FILE *out, const char *label, const ColourStats *s, const int width[STATS_COLUMNS])
{
  g_autofree char *padded = kit_padded (label, width[0] - 4, FALSE);
  fprintf (out, "    %s %*d %*d %*d %*d %*.1f %*d %*d %*d\n", padded, width[1], s->games, width[2], s->wins,
           width[3], s->draws, width[4], s->losses, width[5], s->wins + 0.5 * s->draws, width[6],
           s->discs_for, width[7], s->discs_against, width[8], s->forfeits);
}

void
match_results_print_summary (GPtrArray *games, FILE *out)
{
  g_ptr_array_sort (games, compare_index);
  GPtrArray *players = g_ptr_array_new_with_free_func (g_free);
  GHashTable *sizes = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *size_names = g_ptr_array_new_with_free_func (g_free);
  int forfeits = 0;

  /* pair[i][j]: half-points and games of player i against player j. */
  GArray *pair_points = g_array_new (FALSE, TRUE, sizeof (int));
  GArray *pair_games = g_array_new (FALSE, TRUE, sizeof (int));
  for (guint g = 0; g < games->len; g++) {
    const MatchGame *game = games->pdata[g];
    find_or_add_player (players, game->black);
    find_or_add_player (players, game->white);
  }
  int n = (int) players->len;
  g_array_set_size (pair_points, (guint) (n * n));
  g_array_set_size (pair_games, (guint) (n * n));

  for (guint g = 0; g < games->len; g++) {
    const MatchGame *game = games->pdata[g];
    int who[2] = { find_or_add_player (players, game->black), find_or_add_player (players, game->white) };
    int discs[2] = { game->black_discs, game->white_discs };
    int winner = match_outcome_winner (game->outcome);
    gboolean forfeit = game->outcome == MATCH_BLACK_FORFEITS || game->outcome == MATCH_WHITE_FORFEITS;
    forfeits += forfeit;

    g_autofree char *kind = g_strdup_printf ("%d×%d %s", game->size, game->size,
                                             game->misere ? _("misère") : _("normal"));
    gpointer count;
    if (g_hash_table_lookup_extended (sizes, kind, NULL, &count)) {
      g_hash_table_insert (sizes, kind, GINT_TO_POINTER (GPOINTER_TO_INT (count) + 1));
    } else {
      g_hash_table_insert (sizes, kind, GINT_TO_POINTER (1));
      g_ptr_array_add (size_names, g_steal_pointer (&kind));
    }

    for (int c = 0; c < 2; c++) {
      int colour = c == 0 ? BLACK : WHITE;
      PlayerStats *p = players->pdata[who[c]];
      ColourStats *s = &p->colour[c];
      s->games++;
      s->discs_for += discs[c];
      s->discs_against += discs[1 - c];
      p->disc_difference += discs[c] - discs[1 - c];
      int half = winner == colour ? 2 : winner == EMPTY ? 1 : 0;
      if (half == 2)
        s->wins++;
      else if (half == 1)
        s->draws++;
      else
        s->losses++;
      if (forfeit && half == 0)
        s->forfeits++;
      p->half_points += half;
      g_array_index (pair_points, int, who[c] * n + who[1 - c]) += half;
      g_array_index (pair_games, int, who[c] * n + who[1 - c])++;
    }
  }

  fprintf (out, _("Summary: %u games, %d players"), games->len, n);
  for (guint i = 0; i < size_names->len; i++)
    fprintf (out, "%s%s: %d", i ? ", " : "; ", (const char *) size_names->pdata[i],
             GPOINTER_TO_INT (g_hash_table_lookup (sizes, size_names->pdata[i])));
  fprintf (out, _("; forfeits %d\n"), forfeits);

  /* A copy that does not own the stats (g_ptr_array_copy would). */
  GPtrArray *ranked = g_ptr_array_sized_new (players->len);
  for (guint i = 0; i < players->len; i++)
    g_ptr_array_add (ranked, players->pdata[i]);
  g_ptr_array_sort (ranked, compare_rank);

  /* The headings padded by terminal columns (translated ones may be wide). */
  const char *headings[STATS_COLUMNS] = {
    _("player"), _("games"), _("wins"), _("draws"), _("losses"), _("score"), _("discs"), _("against"),
    _("forfeits"),
  };
  int width[STATS_COLUMNS] = { 14, 6, 6, 6, 7, 8, 9, 9, 9 };
  fputc ('\n', out);
  for (int h = 0; h < STATS_COLUMNS; h++) {
    width[h] = MAX (width[h], kit_display_width (headings[h]));
    g_autofree char *heading = kit_padded (headings[h], width[h], h > 0);
    fprintf (out, "%s%s", h > 0 ? " " : "", heading);
  }
  fputc ('\n', out);
  for (int r = 0; r < n; r++) {
    PlayerStats *p = ranked->pdata[r];
    ColourStats total = { 0 };
    for (int c = 0; c < 2; c++) {
      total.games += p->colour[c].games;
      total.wins += p->colour[c].wins;
      total.draws += p->colour[c].draws;
      total.losses += p->colour[c].losses;
      total.forfeits += p->colour[c].forfeits;
      total.discs_for += p->colour[c].discs_for;
      total.discs_against += p->colour[c].discs_against;
    }
    fprintf (out, "%d. %s\n", r + 1, p->name);
    print_stats_row (out, _("as Black"), &p->colour[0], width);
    print_stats_row (out, _("as White"), &p->colour[1], width);
    print_stats_row (out, _("total"), &total, width);
  }

  if (n > 2) {
    fprintf (out, _("\nRound robin: points of the row player against the column player / games "
                    "(win 1, draw ½)\n"));
    /* As wide as the longest name (in terminal columns, not bytes), within reason. */
    int name_width = kit_display_width (_("player"));
    for (int r = 0; r < n; r++)
      name_width = MAX (name_width, kit_display_width (((PlayerStats *) ranked->pdata[r])->name));
    name_width = MIN (name_width, CROSSTABLE_NAME_MAX);
    glong prefix, suffix;
    shared_ends (ranked, name_width, &prefix, &suffix);
    g_autofree char *heading = crosstable_label (_("player"), name_width, 0, 0);
    g_autofree char *rank = kit_padded (_("rank"), 4, TRUE);
    fprintf (out, "%s  %s", rank, heading);
    for (int c = 0; c < n; c++)
      fprintf (out, " %9d", c + 1);
    g_autofree char *score = kit_padded (_("score"), 9, TRUE), *played_heading = kit_padded (_("games"), 6, TRUE);
    fprintf (out, " %s %s\n", score, played_heading);
    for (int r = 0; r < n; r++) {
      PlayerStats *p = ranked->pdata[r];
      int row = p->order;
      g_autofree char *label = crosstable_label (p->name, name_width, prefix, suffix);
      fprintf (out, "%4d  %s", r + 1, label);
      int played = 0;
      for (int c = 0; c < n; c++) {
        int col = ((PlayerStats *) ranked->pdata[c])->order;
        int count = g_array_index (pair_games, int, row * n + col);
        played += count;
        if (c == r) {
          fprintf (out, " %9s", "-");
        } else {
          g_autofree char *cell = g_strdup_printf ("%.1f/%d",
                                                   g_array_index (pair_points, int, row * n + col) / 2.0,
                                                   count);
          fprintf (out, " %9s", cell);
        }
      }
      fprintf (out, " %9.1f %6d\n", p->half_points / 2.0, played);
    }
  }

  g_ptr_array_unref (ranked);
  g_array_unref (pair_points);
  g_array_unref (pair_games);
  g_hash_table_unref (sizes);
  g_ptr_array_unref (size_names);
  g_ptr_array_unref (players);
}
