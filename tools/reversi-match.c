/* SPDX-License-Identifier: MIT */
/* reversi-match.c: play many games between players and sum them up.
 *
 *   reversi-match --games 20 --openings all-3 alphabeta:4:10:1 alphabeta:4:10:0
 *   reversi-match --games 4 alphabeta:4:10:1 "gtp:/usr/games/gtp-rhino -l 3"
 *   reversi-match --round-robin --games 2 --part 1/2 -o part1.txt A B C D
 *   reversi-match --summary part1.txt part2.txt
 *
 * See docs/match.md for the options and the result-file format.
 */
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "game.h"
#include "ggf.h"
#include "gtp-client.h"
#include "kit-i18n.h"
#include "kyokumen.h"
#include "match.h"
#include "player-config.h"
#include "player-spec.h"
#include "rating.h"
#include "text-file.h"

/* The most parts a schedule is cut into. */
#define MATCH_MAX_PARTS 100000

/* The most games a pair plays. */
#define MATCH_MAX_GAMES 1000000

/* A command's time limit, in milliseconds: one at least (the clock's
 * step), a day at most (a finite deadline). */
#define MATCH_MIN_TIMEOUT_MS 1
#define MATCH_MAX_TIMEOUT_MS (86400 * 1000)

/* The numbers of the command line, checked as every program of the kit
 * checks them (common/kit-i18n.h); the numbers inside --part and
 * --openings are read with the same ranges. */
static const KitOptionRange match_ranges[] = {
  { "games", 1, MATCH_MAX_GAMES, 1 },
  { "size", KYOKUMEN_MIN_SIZE, KYOKUMEN_MAX_SIZE, 2 },
  { "timeout", MATCH_MIN_TIMEOUT_MS, MATCH_MAX_TIMEOUT_MS, 1000 },
  { NULL },
};
static const KitOptionRange part_range = { "part", 1, MATCH_MAX_PARTS, 1 };
static const KitOptionRange openings_range = { "openings", 0, MATCH_MAX_OPENING_PLIES, 1 };
/* An anchor's rating: any Elo figure a rating list uses. */
static const KitOptionRange anchor_range = { "anchor", -10000, 10000, 1 };

/* Virtual draws of each rated player against the anchors' mean (as
 * BayesElo's prior): a program that lost every game still gets a finite
 * rating, low with a wide interval. */
#define RATING_PRIOR_DRAWS 1.0

/* A players file lists a class, not a library. */
#define PLAYERS_FILE_MAX_BYTES (1024 * 1024)

typedef struct {
  int games;
  int size;
  gboolean misere;
  char *black, *white, *black_cmd, *white_cmd;
  gboolean round_robin;
  char *players_file;
  char *openings;
  char *openings_file;
  char *part_text;
  int part, parts;
  char *output;
  gboolean restart;
  gboolean summary;
  double timeout;
  gboolean quiet;
  gboolean no_progress;
  gboolean ratings;
  char **anchors;
  char *ratings_file;
  char *ggf_dir;
  char **rest;
} MatchOptions;

/* One game of the schedule. */
typedef struct {
  int index;       /* from 1, over the whole schedule */
  int black, white;/* indexes into the player list */
  const char *opening;
  gboolean done;   /* already in the result file being resumed */
} ScheduledGame;

/* "I/N", each a whole number in part_range, I at most N. */
static gboolean
parse_part (const char *text, int *part, int *parts)
{
  g_auto (GStrv) numbers = g_strsplit (text, "/", 3);
  gint64 i, n;
  if (g_strv_length (numbers) != 2 || !kit_option_int_in_range (&part_range, numbers[0], &i, NULL)
      || !kit_option_int_in_range (&part_range, numbers[1], &n, NULL) || i > n)
    return FALSE;
  *part = (int) i;
  *parts = (int) n;
  return TRUE;
}

static gboolean
bad_value (GError **error, const char *message)
{
  g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, message);
  return FALSE;
}

static gboolean
parse_options (int *argc, char ***argv, MatchOptions *o, GError **error)
{
  o->games = 2;
  o->size = 8;
  o->timeout = 60;
  o->part = o->parts = 1;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &o->games,
      N_("Games each pair of players plays, colours alternating: 1 to 1000000 (default 2)"), "N" },
    { "size", 's', 0, G_OPTION_ARG_INT, &o->size, N_("Board size: 4, 6, 8 or 10 (default 8)"), "N" },
    { "misere", 'm', 0, G_OPTION_ARG_NONE, &o->misere, N_("Misère rule: fewest discs wins"), NULL },
    { "black", 'b', 0, G_OPTION_ARG_STRING, &o->black,
      N_("The first player (Black in the first game)"), "PLAYER" },
    { "white", 'w', 0, G_OPTION_ARG_STRING, &o->white,
      N_("The second player (White in the first game)"), "PLAYER" },
    { "black-cmd", 0, 0, G_OPTION_ARG_STRING, &o->black_cmd,
      N_("The first player is this GTP program (the same as --black \"gtp:COMMAND\")"), "COMMAND" },
    { "white-cmd", 0, 0, G_OPTION_ARG_STRING, &o->white_cmd,
      N_("The second player is this GTP program"), "COMMAND" },
    { "round-robin", 'r', 0, G_OPTION_ARG_NONE, &o->round_robin,
      N_("Every pair of the players given plays --games games (more than two players allowed)"), NULL },
    { "players-file", 0, 0, G_OPTION_ARG_FILENAME, &o->players_file,
      N_("Add the players of FILE, one per line (\"#\" starts a comment)"), "FILE" },
    { "openings", 0, 0, G_OPTION_ARG_STRING, &o->openings,
      N_("Start games from every distinct position after K moves, in a fixed order, each twice with colours swapped: "
         "all-K (K 0–8); none: every game from the standard position.  Default: none for 1 or 2 games, else "
         "all-3, or more moves when more pairs of games need their own opening"),
      "all-K|none" },
    { "openings-file", 0, 0, G_OPTION_ARG_FILENAME, &o->openings_file,
      N_("Start games from the move lists of FILE, one per line, each twice with colours swapped"), "FILE" },
    { "part", 0, 0, G_OPTION_ARG_STRING, &o->part_text,
      N_("Play only the I-th of N parts of the schedule (for separate processes); merge with --summary"),
      "I/N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output,
      N_("Write every game to FILE in the result format of docs/match.md; run again with the same FILE to resume"), "FILE" },
    { "restart", 0, 0, G_OPTION_ARG_NONE, &o->restart,
      N_("Play every game again and replace the --output file, instead of resuming it"), NULL },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &o->summary,
      N_("Read the result FILEs given as arguments and print their combined summary"), NULL },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &o->timeout,
      N_("Seconds a GTP program gets to answer a command before it forfeits: 0.001 to 86400 (default 60)"), "SECONDS" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &o->quiet, N_("Print only the summary"), NULL },
    { "no-progress", 0, 0, G_OPTION_ARG_NONE, &o->no_progress, N_("No progress lines on stderr"), NULL },
    { "ratings", 0, 0, G_OPTION_ARG_NONE, &o->ratings,
      N_("With --summary: rate the players (Elo scale, Bradley-Terry, draws half) with 95 percent intervals"), NULL },
    { "anchor", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->anchors,
      N_("With --ratings: hold the player NAME at the rating ELO (-10000 to 10000); may be repeated"),
      "NAME=ELO" },
    { "ggf-dir", 0, 0, G_OPTION_ARG_FILENAME, &o->ggf_dir,
      N_("With --summary: write each game to DIR as GGF, named MATCH-GAME.ggf (its match's fingerprint and number)"),
      "DIR" },
    { "ratings-file", 0, 0, G_OPTION_ARG_FILENAME, &o->ratings_file,
      N_("With --ratings: also write the ratings to FILE, tab-separated (see docs/match.md)"), "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->rest, NULL, N_("PLAYER… | FILE…") },
    { NULL },
  };

  g_autofree char *strategies = strategy_list_text ();
  g_autofree char *summary = g_strdup_printf (
    _("Play Reversi games between players and print each game and a summary.\n"
      "\n"
      "A PLAYER is a computer player of this build, STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]]\n"
      "(evaluators: 0 disc count, 1 Eval8x8B, 2 Eval8x8C, 3 trained: enhanced only),\n"
      "or a program that speaks GTP, "
      "written gtp:COMMAND LINE.\n"
      "Strategies:%s"),
    strategies);
  /* The examples name the programs as they are run here: installed,
   * reversi-kit-match and reversi-kit-gtp. */
  const char *match = kit_program_name ((*argv)[0], "reversi-match");
  const char *gtp = kit_program_name ((*argv)[0], "reversi-gtp");
  g_autofree char *description = g_strdup_printf (
    /* TRANSLATORS: %1$s is this program's name (reversi-match, or
     * reversi-kit-match installed), %2$s the kit's GTP engine's. */
    _("Examples:\n"
      "  %1$s -n 20 --openings all-3 alphabeta:4:10:1 alphabeta:4:10:0\n"
      "  %1$s -n 4 alphabeta:6:14:1 \"gtp:/usr/games/gtp-rhino -l 3\"\n"
      "  %1$s -n 2 \"gtp:%2$s --player alphabeta:4:10:1\" alphabeta:4:10:0\n"
      "  %1$s -r -n 2 --players-file class.txt --part 1/4 -o part1.txt\n"
      "  %1$s --summary part1.txt part2.txt part3.txt part4.txt\n"
      "\n"
      "Progress goes to stderr; the games and the summary to stdout."),
    match, gtp);
  if (!kit_options_parse_ranges (entries, match_ranges, summary, description, argc, argv, error))
    return FALSE;

  if ((o->anchors || o->ratings_file) && !o->ratings)
    o->ratings = TRUE;
  if (o->ratings && !o->summary)
    return bad_value (error, _("--ratings rates the games of result files: give it with --summary."));
  if (o->ggf_dir && !o->summary)
    return bad_value (error, _("--ggf-dir writes the games of result files: give it with --summary."));
  if (o->summary)
    return o->rest ? TRUE : bad_value (error, _("--summary needs one or more result files."));
  if (o->part_text && !parse_part (o->part_text, &o->part, &o->parts))
    return bad_value (error, _("--part must be I/N with 1 ≤ I ≤ N ≤ 100000, for example 2/4."));
  if (o->openings && o->openings_file)
    return bad_value (error, _("Give --openings or --openings-file, not both."));
  if ((o->black && o->black_cmd) || (o->white && o->white_cmd))
    return bad_value (error, _("Give each player once: --black or --black-cmd, --white or --white-cmd."));
  if (o->restart && !o->output)
    return bad_value (error, _("--restart replaces the --output file: give one."));
  return TRUE;
}

/* A players-file line "NAME = SPEC": the player SPEC, named NAME in the
 * results and the tables (a class names its programs by student id: their
 * command lines read alike and are long).  *name is NULL for a line that
 * is only a SPEC; a line that starts with "gtp:" is a command line, whose
 * own " = " is not a name. */
static char *
split_named_player (const char *line, char **name)
{
  /* " = ", or " =" at the end of a stripped line that names nothing. */
  const char *equals = line;
  while ((equals = strstr (equals, " =")) && equals[2] != ' ' && equals[2] != '\0')
    equals += 2;
  *name = NULL;
  if (!equals || g_str_has_prefix (line, "gtp:"))
    return g_strdup (line);
  *name = g_strstrip (g_strndup (line, (gsize) (equals - line)));
  return g_strstrip (g_strdup (equals + 2));
}

/* The players in the order given: --black, --white, the arguments, then
 * the players file; names[i] is the name the players file gives
 * specs[i], or NULL. */
static GPtrArray *
collect_player_specs (const MatchOptions *o, GPtrArray *names, GError **error)
{
  GPtrArray *specs = g_ptr_array_new_with_free_func (g_free);
  if (o->black)
    g_ptr_array_add (specs, g_strdup (o->black));
  if (o->black_cmd)
    g_ptr_array_add (specs, g_strconcat ("gtp:", o->black_cmd, NULL));
  if (o->white)
    g_ptr_array_add (specs, g_strdup (o->white));
  if (o->white_cmd)
    g_ptr_array_add (specs, g_strconcat ("gtp:", o->white_cmd, NULL));
  for (char **p = o->rest; p && *p; p++)
    g_ptr_array_add (specs, g_strdup (*p));
  if (o->players_file) {
    g_autofree char *contents = text_file_read (o->players_file, PLAYERS_FILE_MAX_BYTES, NULL, error);
    if (!contents) {
      g_ptr_array_unref (specs);
      return NULL;
    }
    g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
    while (names->len < specs->len)
      g_ptr_array_add (names, NULL);
    for (char **l = lines; *l; l++) {
      char *text = g_strstrip (*l);
      if (!*text || *text == '#')
        continue;
      char *name = NULL;
      char *spec = split_named_player (text, &name);
      if (name && (!*name || !*spec || !g_utf8_validate (name, -1, NULL))) {
        g_autofree char *display = g_filename_display_name (o->players_file);
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("%1$s: “%2$s” names no player: write NAME = PLAYER, both in UTF-8."), display,
                     text);
        g_free (name);
        g_free (spec);
        g_ptr_array_unref (specs);
        return NULL;
      }
      g_ptr_array_add (specs, spec);
      g_ptr_array_add (names, name);
    }
  }
  while (names->len < specs->len)
    g_ptr_array_add (names, NULL);
  return specs;
}

/* The index of name in names, added when new. */
static int
player_number (GPtrArray *names, const char *name)
{
  guint i;
  if (g_ptr_array_find_with_equal_func (names, name, g_str_equal, &i))
    return (int) i;
  g_ptr_array_add (names, (gpointer) name);
  return (int) names->len - 1;
}

/* --ratings: the players of games rated (rating.h), best first, with
 * their 95% intervals and the likelihood that each is stronger than the
 * next; on stdout, and tab-separated in --ratings-file.  0, or 2 for an
 * anchor that is not right, or 1 when the file cannot be written. */
static int
print_ratings (const MatchOptions *o, GPtrArray *games)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  for (guint g = 0; g < games->len; g++) {
    const MatchGame *game = games->pdata[g];
    player_number (names, game->black);
    player_number (names, game->white);
  }
  if (names->len == 0) {
    fprintf (stderr, "reversi-match: %s\n", _("--ratings: the result files hold no game."));
    return 2;
  }
  int n = (int) names->len;
  g_autoptr (RatingFit) fit = rating_fit_new (n);
  g_autofree double *points = g_new0 (double, n);
  g_autofree int *played = g_new0 (int, n);
  for (guint g = 0; g < games->len; g++) {
    const MatchGame *game = games->pdata[g];
    int black = player_number (names, game->black), white = player_number (names, game->white);
    int winner = match_outcome_winner (game->outcome);
    double score = winner == BLACK ? 1 : winner == EMPTY ? 0.5 : 0;
    rating_fit_add_game (fit, black, white, score);
    points[black] += score;
    points[white] += 1 - score;
    played[black]++;
    played[white]++;
  }
  for (char **a = o->anchors; a && *a; a++) {
    const char *equals = strrchr (*a, '=');
    double elo = 0;
    g_autofree char *name = equals ? g_strndup (*a, (gsize) (equals - *a)) : NULL;
    guint i;
    if (!equals || !kit_option_double_in_range (&anchor_range, equals + 1, &elo, NULL)) {
      fprintf (stderr, _("reversi-match: --anchor must be NAME=ELO with ELO from -10000 to 10000, not “%s”.\n"), *a);
      return 2;
    }
    if (!g_ptr_array_find_with_equal_func (names, name, g_str_equal, &i)) {
      fprintf (stderr, _("reversi-match: --anchor %s: no player of the result files is named “%s”.\n"), *a, name);
      return 2;
    }
    rating_fit_anchor (fit, (int) i, elo);
  }
  g_autoptr (GError) error = NULL;
  if (!rating_fit_solve (fit, RATING_PRIOR_DRAWS, &error)) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    return 2;
  }
  g_autofree int *order = g_new (int, n);
  for (int i = 0; i < n; i++)
    order[i] = i;
  /* Best first; equal ratings in the order the players appeared. */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && fit->rating[order[j]] > fit->rating[order[j - 1]]; j--) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }

  FILE *file = NULL;
  if (o->ratings_file && !(file = g_fopen (o->ratings_file, "w"))) {
    fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), o->ratings_file, g_strerror (errno));
    return 1;
  }
  if (file)
    fputs ("# rank\tname\trating\tinterval95\tgames\tpoints\tlos_next\tanchored\n", file);
  printf (_("\nRatings (Elo scale, Bradley-Terry fit, a draw counts half; ± is the 95%% interval; "
            "LOS: the likelihood of being stronger than the next)\n"));
  for (int r = 0; r < n; r++) {
    int i = order[r];
    double los = r + 1 < n ? rating_fit_los (fit, i, order[r + 1]) : 0;
    g_autofree char *los_text = r + 1 < n ? g_strdup_printf ("%5.1f%%", 100 * los) : g_strdup ("     -");
    g_autofree char *bound = fit->anchored[i] ? g_strdup (_("(anchor)")) : g_strdup_printf ("± %4.0f", rating_fit_interval (fit, i));
    g_autofree char *fixed = kit_padded (bound, 9, FALSE);   /* "(anchor)" is translated: maybe wide */
    printf ("%4d  %7.0f %s %5d %7.1f  %s  %s\n", r + 1, fit->rating[i], fixed, played[i], points[i],
            los_text, (const char *) names->pdata[i]);
    if (file) {
      char rating[G_ASCII_DTOSTR_BUF_SIZE], interval[G_ASCII_DTOSTR_BUF_SIZE];
      char los_field[G_ASCII_DTOSTR_BUF_SIZE], score[G_ASCII_DTOSTR_BUF_SIZE];
      g_ascii_formatd (rating, sizeof rating, "%.1f", fit->rating[i]);
      g_ascii_formatd (interval, sizeof interval, "%.1f", rating_fit_interval (fit, i));
      g_ascii_formatd (los_field, sizeof los_field, "%.4f", r + 1 < n ? los : 0);
      g_ascii_formatd (score, sizeof score, "%.1f", points[i]);
      /* One field per name: a tab or line break in it (the result files allow them) becomes a space. */
      g_autofree char *name = g_strdelimit (g_strdup (names->pdata[i]), "\t\r\n", ' ');
      fprintf (file, "%d\t%s\t%s\t%s\t%d\t%s\t%s\t%d\n", r + 1, name, rating, interval, played[i], score,
               r + 1 < n ? los_field : "-", fit->anchored[i]);
    }
  }
  if (file && fclose (file) != 0) {
    fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), o->ratings_file, g_strerror (errno));
    return 1;
  }
  return 0;
}

/* --ggf-dir: each game replayed and written as DIR/MATCH-GAME.ggf, so
 * that a report can link every game for the app to replay; 0, or 1 when
 * a file cannot be written.  A forfeited game is written up to where it
 * stopped, without a result. */
static int
write_ggf_games (const char *dir, GPtrArray *games)
{
  if (g_mkdir_with_parents (dir, 0777) != 0) {
    fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), dir, g_strerror (errno));
    return 1;
  }
  for (guint g = 0; g < games->len; g++) {
    const MatchGame *match_game = games->pdata[g];
    g_autoptr (GError) error = NULL;
    Game *game = game_new (match_game->size, match_game->misere, NULL, NULL);
    g_auto (GStrv) moves = g_strsplit (match_game->moves, " ", -1);
    for (char **m = moves; *m && !error; m++)
      if (**m)
        game_play_notation (game, *m, &error);
    g_autofree char *text = ggf_format (game, match_game->black, match_game->white, "reversi-match", NULL);
    game_free (game);
    g_autofree char *name = g_strdup_printf ("%s-%d.ggf", *match_game->match ? match_game->match : "v2",
                                             match_game->index);
    g_autofree char *path = g_build_filename (dir, name, NULL);
    if (!g_file_set_contents (path, text, -1, &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      return 1;
    }
  }
  return 0;
}

/* The result files of --summary, each game once: a game whose identity
 * (match, number, players...) was read before, from the same file given
 * twice, overlapping parts or a file two runners wrote at once, is left
 * out with a note saying where it was read first. */
static int
summary_main (const MatchOptions *o)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GHashTable) first_file = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (char **p = o->rest; *p; p++) {
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) read = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
    if (!match_results_read (*p, read, &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      g_ptr_array_unref (games);
      return 1;
    }
    /* Repeated games, counted by the file they were first read from. */
    g_autoptr (GHashTable) repeats = g_hash_table_new (g_str_hash, g_str_equal);
    for (guint i = 0; i < read->len; i++) {
      MatchGame *game = read->pdata[i];
      char *identity = match_game_identity (game);
      const char *earlier = g_hash_table_lookup (first_file, identity);
      if (earlier) {
        g_hash_table_insert (repeats, (gpointer) earlier,
                             GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (repeats, earlier)) + 1));
        g_free (identity);
        continue;
      }
      g_hash_table_insert (first_file, identity, *p);
      g_ptr_array_add (games, g_steal_pointer (&read->pdata[i]));
    }
    for (char **q = o->rest; q <= p; q++) {
      int count = GPOINTER_TO_INT (g_hash_table_lookup (repeats, *q));
      if (count == 0)
        continue;
      g_autofree char *here = g_filename_display_name (*p);
      g_autofree char *there = g_filename_display_name (*q);
      g_hash_table_remove (repeats, *q);
      if (q == p)
        fprintf (stderr,
                 g_dngettext (GETTEXT_PACKAGE, "reversi-match: note: %1$s holds %2$d game twice; it is counted once.\n",
                              "reversi-match: note: %1$s holds %2$d games twice; each is counted once.\n",
                              (gulong) count),
                 here, count);
      else
        fprintf (stderr,
                 g_dngettext (GETTEXT_PACKAGE,
                              "reversi-match: note: %1$s holds %2$d game already read from %3$s; it is counted once.\n",
                              "reversi-match: note: %1$s holds %2$d games already read from %3$s; each is counted once.\n",
                              (gulong) count),
                 here, count, there);
    }
  }
  match_results_print_summary (games, stdout);
  int status = o->ggf_dir ? write_ggf_games (o->ggf_dir, games) : 0;
  if (status == 0 && o->ratings)
    status = print_ratings (o, games);
  g_ptr_array_unref (games);
  return status;
}

static void
clear_options (MatchOptions *o)
{
  g_free (o->black);
  g_free (o->white);
  g_free (o->black_cmd);
  g_free (o->white_cmd);
  g_free (o->players_file);
  g_free (o->openings);
  g_free (o->openings_file);
  g_free (o->part_text);
  g_free (o->output);
  g_free (o->ratings_file);
  g_free (o->ggf_dir);
  g_strfreev (o->anchors);
  g_strfreev (o->rest);
}

static char *
format_duration (double seconds)
{
  int s = (int) (seconds + 0.5);
  if (s >= 3600)
    return g_strdup_printf (_("%d h %02d min"), s / 3600, s / 60 % 60);
  if (s >= 60)
    return g_strdup_printf (_("%d min %02d s"), s / 60, s % 60);
  return g_strdup_printf (_("%d s"), s);
}

/* One line on stderr after each game: games done (those a resumed file
 * held included), the score so far and an estimate of the time left from
 * the games played in this run. */
static void
print_progress (int done, int total, int played_now, GPtrArray *names, const int *half_points,
                const int *played, double elapsed)
{
  g_autofree char *left = format_duration (played_now ? elapsed / played_now * (total - done) : 0);
  if (names->len == 2) {
    fprintf (stderr, _("[%d/%d] %s %.1f – %.1f %s; about %s left\n"), done, total,
             (const char *) names->pdata[0], half_points[0] / 2.0, half_points[1] / 2.0,
             (const char *) names->pdata[1], left);
  } else {
    int best = 0;
    for (guint i = 1; i < names->len; i++)
      if (half_points[i] > half_points[best])
        best = (int) i;
    fprintf (stderr, _("[%d/%d] leading: %s, %.1f points in %d games; about %s left\n"), done, total,
             (const char *) names->pdata[best], half_points[best] / 2.0, played[best], left);
  }
}

/* A signal that ends the runner ends its GTP programs first: they run in
 * process groups of their own, so the signal would not reach them, and a
 * program that hangs would be left running.  (SIGKILL cannot be caught;
 * then the kernel ends them, see gtp-client.h.) */
static void
on_fatal_signal (int signal_number)
{
  gtp_client_end_all_programs ();
  signal (signal_number, SIG_DFL);
  raise (signal_number);
}

static void
end_programs_on_signals (void)
{
  static const int fatal[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT };
  for (gsize i = 0; i < G_N_ELEMENTS (fatal); i++) {
    struct sigaction action = { 0 };
    action.sa_handler = on_fatal_signal;
    sigemptyset (&action.sa_mask);
    sigaction (fatal[i], &action, NULL);
  }
}

/* "A (Black) vs B (White), 8×8 normal, opening f5 d6", for messages. */
static char *
describe_game (const char *black, const char *white, int size, gboolean misere, const char *opening)
{
  g_autofree char *start = *opening ? g_strdup_printf (_(", opening %s"), opening) : g_strdup ("");
  return g_strdup_printf (_("%1$s (Black) vs %2$s (White), %3$d×%3$d %4$s%5$s"), black, white, size,
                          misere ? _("misère") : _("normal"), start);
}

/* A player as a result file names it, in today's spelling: files written
 * before the kit's one player syntax name a random player
 * "random:4:10:1", which now reads, and is written, as "random".  GTP
 * players and names that do not read are left as they are. */
static char *
recorded_player (const char *recorded)
{
  PlayerConfig config;
  player_config_init (&config);
  if (g_str_has_prefix (recorded, "gtp:") || !player_config_parse (&config, recorded, NULL))
    return g_strdup (recorded);
  return player_config_to_text (&config);
}

/* The games a result file already holds must be games of this match
 * (this part of it); they are marked done and added to games.  A game
 * held twice (two runners wrote the file at once, before the lock) is
 * kept once, with a note: the file is still this match's. */
static gboolean
take_recorded_games (const MatchOptions *o, const char *display, const char *fingerprint,
                     GPtrArray *recorded, GArray *schedule, MatchPlayer **players, GPtrArray *games,
                     GError **error)
{
  g_autoptr (GHashTable) by_index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < schedule->len; i++) {
    ScheduledGame *s = &g_array_index (schedule, ScheduledGame, i);
    g_hash_table_insert (by_index, GINT_TO_POINTER (s->index), s);
  }
  int twice = 0;
  for (guint i = 0; i < recorded->len; i++) {
    const MatchGame *game = recorded->pdata[i];
    ScheduledGame *s = g_hash_table_lookup (by_index, GINT_TO_POINTER (game->index));
    g_autofree char *held = describe_game (game->black, game->white, game->size, game->misere,
                                           game->opening);
    if (!s) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%1$s holds results of another match: its game %2$d (%3$s) is not a game of "
                     "this match or this part of it. Give another --output file, or --restart to "
                     "play the match again and replace the file."),
                   display, game->index, held);
      return FALSE;
    }
    const char *black = match_player_spec (players[s->black]);
    const char *white = match_player_spec (players[s->white]);
    g_autofree char *recorded_black = recorded_player (game->black);
    g_autofree char *recorded_white = recorded_player (game->white);
    /* Files before version 3 have no fingerprint: the game itself says. */
    if (game->size != o->size || !game->misere != !o->misere || strcmp (recorded_black, black) != 0
        || strcmp (recorded_white, white) != 0 || strcmp (game->opening, s->opening) != 0
        || (*game->match && strcmp (game->match, fingerprint) != 0)) {
      g_autofree char *wanted = describe_game (black, white, o->size, o->misere, s->opening);
      /* A file of the days when every game started from the standard
       * position: say how to go on with it. */
      gboolean old_default = !o->openings && !o->openings_file && !*game->opening && *s->opening;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%1$s holds results of another match: its game %2$d is %3$s, but game %2$d of "
                     "this match is %4$s. Give another --output file, or --restart to play the "
                     "match again and replace the file.%5$s"),
                   display, game->index, held, wanted,
                   old_default ? _(" (More than 2 games now start from varied openings; "
                                   "--openings none plays them from the standard position, as this file's "
                                   "games were.)")
                               : "");
      return FALSE;
    }
    if (s->done) {
      twice++;
      match_game_free (g_steal_pointer (&recorded->pdata[i]));
      continue;
    }
    s->done = TRUE;
  }
  if (twice > 0)
    fprintf (stderr,
             g_dngettext (GETTEXT_PACKAGE,
                          "reversi-match: note: %1$s holds %2$d game twice (as when two runners wrote "
                          "it at once); it is counted once.\n",
                          "reversi-match: note: %1$s holds %2$d games twice (as when two runners wrote "
                          "it at once); each is counted once.\n",
                          (gulong) twice),
             display, twice);
  for (guint i = 0; i < recorded->len; i++)
    if (recorded->pdata[i])
      g_ptr_array_add (games, recorded->pdata[i]);
  g_ptr_array_set_free_func (recorded, NULL);
  return TRUE;
}

/* The error of a write that failed, from errno. */
static void
set_write_error (GError **error, const char *display)
{
  int saved = errno;
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("cannot write %s: %s"), display,
               g_strerror (saved));
}

/* Open path with mode ("w" or "a"), with the header line first when
 * asked; NULL with an error when that cannot be written. */
static FILE *
open_for_games (const char *path, const char *display, const char *mode, gboolean header,
                GError **error)
{
  FILE *output = g_fopen (path, mode);
  if (!output || (header && fputs (match_results_header (), output) < 0) || fflush (output) != 0) {
    set_write_error (error, display);
    if (output)
      fclose (output);
    return NULL;
  }
  return output;
}

/* Open the --output file for the games to come.  Running a match again
 * with the same file resumes it: the games the file holds are kept (in
 * games, and done in the schedule) and not played again; a last line the
 * runner was writing when it was stopped is cut off, and that game is
 * played again.  A file of another match is refused and left as it is.
 * --restart, a new or empty file, or one that is not a regular file
 * (/dev/stdout, a pipe) start afresh. */
static FILE *
open_output (const MatchOptions *o, const char *fingerprint, GArray *schedule, MatchPlayer **players,
             GPtrArray *games, GError **error)
{
  g_autofree char *display = g_filename_display_name (o->output);
  GStatBuf info;
  gboolean resume = !o->restart && g_stat (o->output, &info) == 0 && S_ISREG (info.st_mode)
                    && info.st_size > 0;
  if (!resume)
    return open_for_games (o->output, display, "w", TRUE, error);

  gsize length = 0, whole = 0;
  int version = 0;
  g_autofree char *text = text_file_read (o->output, MATCH_RESULTS_MAX_BYTES, &length, error);
  g_autoptr (GPtrArray) recorded = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) local = NULL;
  if (!text)
    return NULL;
  if (!match_results_parse (text, length, display, TRUE, recorded, &whole, &version, &local)) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("%s. Give another --output file, or --restart to play the match again and "
                   "replace the file."),
                 local->message);
    return NULL;
  }
  if (!take_recorded_games (o, display, fingerprint, recorded, schedule, players, games, error))
    return NULL;
  if (whole < length) {
    if (truncate (o->output, (off_t) whole) != 0) {
      set_write_error (error, display);
      return NULL;
    }
    fprintf (stderr,
             _("reversi-match: %s ended inside a line, as when the runner is stopped while "
               "writing; that line is cut off and its game is played again.\n"),
             display);
  }
  /* New lines are of this build's version: say so when the file's last
   * header (or none) said otherwise. */
  gboolean header = version != MATCH_RESULTS_VERSION || !strstr (text, "# reversi-match results ");
  return open_for_games (o->output, display, "a", header, error);
}

/* The process that holds a lock on the file open as fd, from
 * /proc/locks ("1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF"); 0
 * when it cannot be told. */
static int
lock_holder (int fd)
{
  struct stat info;
  g_autofree char *locks = NULL;
  if (fstat (fd, &info) != 0 || !g_file_get_contents ("/proc/locks", &locks, NULL, NULL))
    return 0;
  g_auto (GStrv) lines = g_strsplit (locks, "\n", -1);
  int candidate = 0;
  for (char **l = lines; *l; l++) {
    unsigned major, minor;
    unsigned long long inode;
    int pid;
    char kind[16];
    if (sscanf (*l, "%*d: %15s %*s %*s %d %x:%x:%llu", kind, &pid, &major, &minor, &inode) == 5
        && strcmp (kind, "FLOCK") == 0 && inode == (unsigned long long) info.st_ino && pid > 0
        && pid != getpid ()) {
      /* Some file systems (overlayfs) show another device than stat()
       * does: then the inode alone says. */
      if (major == major (info.st_dev) && minor == minor (info.st_dev))
        return pid;
      candidate = pid;
    }
  }
  return candidate;
}

/* Lock the --output file for this runner alone (*fd stays open, holding
 * the lock, until the match ends): a second runner started on the same
 * file would interleave its games with ours and write some twice.  The
 * refusal names the runner that holds it.  A file that is not a regular
 * one (/dev/stdout, a pipe) is not locked. */
static gboolean
lock_output (const char *path, int *fd, GError **error)
{
  GStatBuf info;
  if (g_stat (path, &info) == 0 && !S_ISREG (info.st_mode))
    return TRUE;
  /* No O_TRUNC: the games it holds are resumed, or replaced only once
   * the lock is ours. */
  int opened = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
  if (opened < 0)
    return TRUE;   /* opening it for the games says why */
  if (flock (opened, LOCK_EX | LOCK_NB) == 0) {
    *fd = opened;
    return TRUE;
  }
  int saved = errno;
  g_autofree char *display = g_filename_display_name (path);
  int holder = saved == EWOULDBLOCK ? lock_holder (opened) : 0;
  close (opened);
  if (holder > 0)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 _("%1$s is being written by another reversi-match (process %2$d). Wait for it to "
                   "end, or give another --output file."),
                 display, holder);
  else if (saved == EWOULDBLOCK)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                 _("%s is being written by another reversi-match. Wait for it to end, or give "
                   "another --output file."),
                 display);
  else
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("cannot lock %s: %s"),
                 display, g_strerror (saved));
  return FALSE;
}

/* Everything a match holds, freed in one place whatever stopped it. */
typedef struct {
  GPtrArray *specs;
  GPtrArray *given_names; /* from the players file, NULL where none */
  MatchPlayer **players;
  int n_players;
  GPtrArray *names;       /* the players' names, not owned */
  GPtrArray *openings;
  GArray *schedule;
  GPtrArray *games;       /* recorded and played, MatchGame */
  FILE *output;
  int lock;               /* the --output file, held locked; -1 for none */
  char *fingerprint;      /* the match's, in every game line */
  int *half_points, *played;
} MatchRun;

static void
match_run_clear (MatchRun *run)
{
  for (int i = 0; i < run->n_players; i++)
    match_player_free (run->players[i]);
  g_free (run->players);
  g_clear_pointer (&run->specs, g_ptr_array_unref);
  g_clear_pointer (&run->given_names, g_ptr_array_unref);
  g_clear_pointer (&run->names, g_ptr_array_unref);
  g_clear_pointer (&run->openings, g_ptr_array_unref);
  g_clear_pointer (&run->schedule, g_array_unref);
  g_clear_pointer (&run->games, g_ptr_array_unref);
  if (run->output)
    fclose (run->output);
  if (run->lock >= 0)
    close (run->lock);
  g_free (run->fingerprint);
  g_free (run->half_points);
  g_free (run->played);
}

/* Make the players, each its own instance (and program), named so that
 * players with the same spec are told apart. */
static gboolean
make_players (const MatchOptions *o, MatchRun *run, GError **error)
{
  run->n_players = (int) run->specs->len;
  run->players = g_new0 (MatchPlayer *, run->n_players);
  run->names = g_ptr_array_new ();
  g_autoptr (GPtrArray) canonical = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < run->n_players; i++) {
    run->players[i] = match_player_new (run->specs->pdata[i], o->timeout, error);
    if (!run->players[i])
      return FALSE;
    if (!g_str_has_prefix (run->specs->pdata[i], "gtp:"))
      player_spec_print_note ("reversi-match", run->specs->pdata[i]);
    const char *given = run->given_names->pdata[i];
    if (given)
      match_player_set_name (run->players[i], given);
    int same = 1;
    for (int j = 0; j < i; j++)
      same += strcmp (canonical->pdata[j], match_player_spec (run->players[i])) == 0;
    g_ptr_array_add (canonical, g_strdup (match_player_spec (run->players[i])));
    if (same > 1) {
      g_autofree char *name = g_strdup_printf ("%s #%d", match_player_spec (run->players[i]), same);
      match_player_set_name (run->players[i], name);
    }
    g_ptr_array_add (run->names, (gpointer) match_player_spec (run->players[i]));
  }
  return TRUE;
}

static gboolean
choose_openings (const MatchOptions *o, MatchRun *run, GError **error)
{
  if (o->openings_file) {
    run->openings = match_openings_read (o->openings_file, o->size, error);
    return run->openings != NULL;
  }
  /* "none": every game from the standard position, as before openings
   * varied by default (and the fingerprint of result files of then). */
  if (o->openings && strcmp (o->openings, "none") == 0) {
    if (o->games > 2)
      fprintf (stderr, _("reversi-match: note: --openings none, so every game starts from the standard "
                         "position and players that do not use chance play the same two games again "
                         "and again.\n"));
    return TRUE;
  }
  if (o->openings) {
    gint64 plies = -1;
    /* Checked as a whole number before any cast: all-4294967297 is not all-1. */
    if (!g_str_has_prefix (o->openings, "all-") || !g_ascii_isdigit (o->openings[4])
        || !kit_option_int_in_range (&openings_range, o->openings + 4, &plies, NULL)) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--openings must be all-K with K from 0 to 8, or none, not “%s”."), o->openings);
      return FALSE;
    }
    run->openings = match_openings_all (o->size, (int) plies);
  } else if (o->games > 2) {
    /* Two games (one per colour) from one start say nothing more when
     * played again: players without chance replay them move for move.  So
     * more games vary the start: all-3 (14 openings on 8x8), or the fewest
     * moves that give each pair of games its own opening.  Not fewer than
     * 3, so that a match of 4 games and one of 20 are the same match (the
     * same openings, the same fingerprint): a result file resumes with
     * more games. */
    int plies = 3;
    for (;; plies++) {
      run->openings = match_openings_all (o->size, plies);
      if (2 * run->openings->len >= (guint) o->games || plies == MATCH_MAX_OPENING_PLIES)
        break;
      g_ptr_array_unref (run->openings);
    }
    fprintf (stderr, g_dngettext (GETTEXT_PACKAGE,
                                  "reversi-match: %1$d games per pair, so the openings vary: the %2$u distinct "
                                  "position after %3$d moves (--openings all-%3$d), each played twice with "
                                  "colours swapped; --openings none starts every game from the standard position.\n",
                                  "reversi-match: %1$d games per pair, so the openings vary: the %2$u distinct "
                                  "positions after %3$d moves (--openings all-%3$d), each played twice with "
                                  "colours swapped; --openings none starts every game from the standard position.\n",
                                  run->openings->len),
             o->games, run->openings->len, plies);
  }
  if (run->openings && (guint) o->games > 2 * run->openings->len)
    fprintf (stderr, _("reversi-match: note: %d games per pair but %u openings, so openings repeat and "
                       "players that do not use chance replay the same games.\n"),
             o->games, run->openings->len);
  return TRUE;
}

/* The whole schedule, then this part of it. */
static void
make_schedule (const MatchOptions *o, MatchRun *run)
{
  run->schedule = g_array_new (FALSE, TRUE, sizeof (ScheduledGame));
  int total = 0;
  for (int a = 0; a < run->n_players; a++) {
    for (int b = a + 1; b < run->n_players; b++) {
      for (int g = 0; g < o->games; g++) {
        ScheduledGame s = {
          .index = ++total,
          .black = g % 2 == 0 ? a : b,
          .white = g % 2 == 0 ? b : a,
          .opening = run->openings ? run->openings->pdata[(guint) (g / 2) % run->openings->len] : "",
        };
        if ((s.index - 1) % o->parts == o->part - 1)
          g_array_append_val (run->schedule, s);
      }
    }
  }
}

static void
count_points (MatchRun *run, const MatchGame *game, int black, int white)
{
  int winner = match_outcome_winner (game->outcome);
  run->half_points[black] += winner == BLACK ? 2 : winner == EMPTY ? 1 : 0;
  run->half_points[white] += winner == WHITE ? 2 : winner == EMPTY ? 1 : 0;
  run->played[black]++;
  run->played[white]++;
}

/* A write that fails is reported at once: results must not be lost
 * unseen.  The games written so far stay in the file. */
static gboolean
write_or_report (FILE *file, const char *text, const char *what)
{
  if (fputs (text, file) >= 0 && fflush (file) == 0)
    return TRUE;
  fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), what, g_strerror (errno));
  return FALSE;
}

/* Play the schedule's games that are not done; 0, or 1 when an output
 * failed (the match stops there: what was written stays). */
static int
play_games (const MatchOptions *o, MatchRun *run, GError **error)
{
  int total = (int) run->schedule->len, done = 0, played_now = 0;
  for (int i = 0; i < total; i++) {
    const ScheduledGame *s = &g_array_index (run->schedule, ScheduledGame, i);
    if (s->done)
      done++;
  }
  if (done > 0) {
    g_autofree char *display = g_filename_display_name (o->output);
    fprintf (stderr,
             _("reversi-match: %1$s already holds %2$d of the %3$d games; playing the other %4$d "
               "(--restart plays them all again).\n"),
             display, done, total, total - done);
    for (guint g = 0; g < run->games->len; g++) {
      const MatchGame *game = run->games->pdata[g];
      for (int i = 0; i < total; i++) {
        const ScheduledGame *s = &g_array_index (run->schedule, ScheduledGame, i);
        if (s->index == game->index)
          count_points (run, game, s->black, s->white);
      }
    }
  }

  gint64 start = g_get_monotonic_time ();
  for (int i = 0; i < total; i++) {
    const ScheduledGame *s = &g_array_index (run->schedule, ScheduledGame, i);
    if (s->done)
      continue;
    MatchGame *game = g_new0 (MatchGame, 1);
    game->index = s->index;
    if (!match_play_game (run->players[s->black], run->players[s->white], o->size, o->misere,
                          s->opening, game, error)) {
      match_game_free (game);
      return 2;
    }
    game->match = g_strdup (run->fingerprint);
    g_ptr_array_add (run->games, game);
    count_points (run, game, s->black, s->white);
    done++;
    played_now++;

    g_autofree char *line = match_game_to_line (game);
    if (run->output && !write_or_report (run->output, line, o->output))
      return 1;
    if (!o->quiet) {
      g_autofree char *result = match_game_result_text (game);
      g_autofree char *text = g_strdup_printf (_("Game %d: %s (Black) vs %s (White)"), game->index,
                                               game->black, game->white);
      g_autofree char *opening = *game->opening ? g_strdup_printf (_(", opening %s"), game->opening)
                                                : g_strdup ("");
      g_autofree char *all = g_strdup_printf ("%s%s: %s\n  %s\n", text, opening, result, game->moves);
      if (!write_or_report (stdout, all, _("the standard output")))
        return 1;
    }
    if (!o->no_progress)
      print_progress (done, total, played_now, run->names, run->half_points, run->played,
                      (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  }
  return 0;
}

/* A match: 0 when its games were played, 1 when an output failed, 2 for
 * bad options, players or files. */
static int
run_match (const MatchOptions *o)
{
  MatchRun run = { .lock = -1 };
  g_autoptr (GError) error = NULL;
  int status = 0;

  run.given_names = g_ptr_array_new_with_free_func (g_free);
  run.specs = collect_player_specs (o, run.given_names, &error);
  if (!run.specs) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    return 2;
  }
  if (run.specs->len < 2 || (run.specs->len > 2 && !o->round_robin)) {
    fprintf (stderr, "reversi-match: %s\n",
             run.specs->len < 2 ? _("Give two players (or more with --round-robin).")
                                : _("More than two players: add --round-robin to play every pair."));
    fprintf (stderr, _("Try “reversi-match --help”.\n"));
    match_run_clear (&run);
    return 2;
  }
  if (!make_players (o, &run, &error) || !choose_openings (o, &run, &error)) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    match_run_clear (&run);
    return 2;
  }
  make_schedule (o, &run);
  run.fingerprint = match_fingerprint (run.names, o->size, o->misere, run.openings);
  for (int i = 0; i < run.n_players; i++) {
    if (!match_player_check (run.players[i], o->size, o->misere, &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      match_run_clear (&run);
      return 2;
    }
  }

  run.games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  run.half_points = g_new0 (int, run.n_players);
  run.played = g_new0 (int, run.n_players);
  if (o->output && !lock_output (o->output, &run.lock, &error)) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    match_run_clear (&run);
    return 2;
  }
  if (o->output && !(run.output = open_output (o, run.fingerprint, run.schedule, run.players, run.games, &error))) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    match_run_clear (&run);
    return 2;
  }

  status = play_games (o, &run, &error);
  if (status == 2)
    fprintf (stderr, "reversi-match: %s\n", error->message);
  if (status == 0) {
    char *text = NULL;
    size_t length = 0;
    FILE *summary = open_memstream (&text, &length);
    if (!o->quiet)
      fputc ('\n', summary);
    match_results_print_summary (run.games, summary);
    fclose (summary);
    if (!write_or_report (stdout, text, _("the standard output")))
      status = 1;
    free (text);
  }
  if (run.output) {
    FILE *output = run.output;
    run.output = NULL;
    if (fclose (output) != 0 && status == 0) {
      fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), o->output, g_strerror (errno));
      status = 1;
    }
  }
  match_run_clear (&run);
  return status;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  /* A GTP program that dies must not take the runner with it when the
   * runner next writes to its pipe: the write fails with EPIPE instead. */
  signal (SIGPIPE, SIG_IGN);
  end_programs_on_signals ();
  match_use_engine (MATCH_GTP_ENGINE, MATCH_INSTALLED_ENGINE);

  MatchOptions o = { 0 };
  g_autoptr (GError) error = NULL;
  int status;
  if (!parse_options (&argc, &argv, &o, &error)) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    fprintf (stderr, _("Try “reversi-match --help”.\n"));
    status = 2;
  } else if (o.summary) {
    status = summary_main (&o);
  } else {
    status = run_match (&o);
  }
  clear_options (&o);
  return status;
}
