/* match-results.c: result-file lines and match summaries. */
#include "match-results.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "kyokumen.h"
#include "reversi-error.h"

#define MATCH_RESULTS_FIELDS 14

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
  return "# reversi-match results 1: game INDEX SIZE RULE BLACK WHITE OUTCOME BLACK_DISCS WHITE_DISCS "
         "BLACK_SECONDS WHITE_SECONDS OPENING MOVES NOTE (tab-separated, see docs/match.md)\n";
}

/* A field never holds a tab or a line break, and "-" stands for empty. */
static void
append_field (GString *line, const char *text)
{
  g_string_append_c (line, '\t');
  if (!text || !*text) {
    g_string_append_c (line, '-');
    return;
  }
  for (const char *p = text; *p; p++)
    g_string_append_c (line, (*p == '\t' || *p == '\n' || *p == '\r') ? ' ' : *p);
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
                          game->white_discs,
                          g_ascii_formatd (seconds[0], sizeof seconds[0], "%.3f", game->black_seconds),
                          g_ascii_formatd (seconds[1], sizeof seconds[1], "%.3f", game->white_seconds));
  append_field (line, game->opening);
  append_field (line, game->moves);
  append_field (line, game->note);
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

static gboolean
read_int (const char *text, int low, int high, int *value)
{
  char *end;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  long n = strtol (text, &end, 10);
  if (*end != '\0' || n < low || n > high)
    return FALSE;
  *value = (int) n;
  return TRUE;
}

static gboolean
read_seconds (const char *text, double *value)
{
  char *end;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && *value >= 0;
}

static char *
field_text (const char *field)
{
  return g_strdup (strcmp (field, "-") == 0 ? "" : field);
}

MatchGame *
match_game_from_line (const char *line, GError **error)
{
  g_autofree char *copy = g_strdup (line);
  g_strchomp (copy);
  g_auto (GStrv) f = g_strsplit (copy, "\t", -1);
  if (g_strv_length (f) != MATCH_RESULTS_FIELDS || strcmp (f[0], "game") != 0) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE,
                 _("a game line has %d tab-separated fields starting with “game”"), MATCH_RESULTS_FIELDS);
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
  else if (strcmp (f[4], "-") == 0 || strcmp (f[5], "-") == 0)
    bad = N_("player");
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
  game->black = g_strdup (f[4]);
  game->white = g_strdup (f[5]);
  game->outcome = (MatchOutcome) outcome;
  game->opening = field_text (f[11]);
  game->moves = field_text (f[12]);
  game->note = field_text (f[13]);
  return game;
}

gboolean
match_results_read (const char *path, GPtrArray *games, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) read_error = NULL;
  if (!g_file_get_contents (path, &contents, NULL, &read_error)) {
    g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("Cannot read %s: %s"), path,
                 read_error->message);
    return FALSE;
  }
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  guint before = games->len;
  for (int i = 0; lines[i]; i++) {
    const char *line = lines[i];
    if (line[0] == '\0' || line[0] == '#' || (line[0] == '\r' && line[1] == '\0'))
      continue;
    g_autoptr (GError) line_error = NULL;
    MatchGame *game = match_game_from_line (line, &line_error);
    if (!game) {
      g_ptr_array_set_size (games, before);
      g_set_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE, _("%s, line %d: %s."), path, i + 1,
                   line_error->message);
      return FALSE;
    }
    g_ptr_array_add (games, game);
  }
  return TRUE;
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

static void
print_stats_row (FILE *out, const char *label, const ColourStats *s)
{
  fprintf (out, "    %-10s %6d %6d %6d %7d %8.1f %9d %9d %9d\n", label, s->games, s->wins, s->draws,
           s->losses, s->wins + 0.5 * s->draws, s->discs_for, s->discs_against, s->forfeits);
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

  fprintf (out, "\n%-14s %6s %6s %6s %7s %8s %9s %9s %9s\n", _("player"), _("games"), _("wins"),
           _("draws"), _("losses"), _("score"), _("discs"), _("against"), _("forfeits"));
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
    print_stats_row (out, _("as Black"), &p->colour[0]);
    print_stats_row (out, _("as White"), &p->colour[1]);
    print_stats_row (out, _("total"), &total);
  }

  if (n > 2) {
    fprintf (out, _("\nRound robin: points of the row player against the column player / games "
                    "(win 1, draw ½)\n"));
    fprintf (out, "%4s  %-30s", _("rank"), _("player"));
    for (int c = 0; c < n; c++)
      fprintf (out, " %9d", c + 1);
    fprintf (out, " %9s %6s\n", _("score"), _("games"));
    for (int r = 0; r < n; r++) {
      PlayerStats *p = ranked->pdata[r];
      int row = p->order;
      fprintf (out, "%4d  %-30.30s", r + 1, p->name);
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
