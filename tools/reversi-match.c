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
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit-i18n.h"
#include "kyokumen.h"
#include "match.h"
#include "player-config.h"

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
  gboolean summary;
  double timeout;
  gboolean quiet;
  gboolean no_progress;
  char **rest;
} MatchOptions;

/* One game of the schedule. */
typedef struct {
  int index;       /* from 1, over the whole schedule */
  int black, white;/* indexes into the player list */
  const char *opening;
} ScheduledGame;

static gboolean
parse_part (const char *text, int *part, int *parts)
{
  char *slash;
  long i = strtol (text, &slash, 10);
  if (slash == text || *slash != '/')
    return FALSE;
  char *end;
  long n = strtol (slash + 1, &end, 10);
  if (end == slash + 1 || *end != '\0' || n < 1 || n > 100000 || i < 1 || i > n)
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
      N_("Games each pair of players plays, colours alternating (default 2)"), "N" },
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
      N_("Start games from every distinct position after K moves, in a fixed order, each twice with colours swapped: all-K (K 0–8)"),
      "all-K" },
    { "openings-file", 0, 0, G_OPTION_ARG_FILENAME, &o->openings_file,
      N_("Start games from the move lists of FILE, one per line, each twice with colours swapped"), "FILE" },
    { "part", 0, 0, G_OPTION_ARG_STRING, &o->part_text,
      N_("Play only the I-th of N parts of the schedule (for separate processes); merge with --summary"),
      "I/N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output,
      N_("Write every game to FILE in the result format of docs/match.md"), "FILE" },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &o->summary,
      N_("Read the result FILEs given as arguments and print their combined summary"), NULL },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &o->timeout,
      N_("Seconds a GTP program gets to answer a command before it forfeits (default 60)"), "SECONDS" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &o->quiet, N_("Print only the summary"), NULL },
    { "no-progress", 0, 0, G_OPTION_ARG_NONE, &o->no_progress, N_("No progress lines on stderr"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->rest, NULL, N_("PLAYER… | FILE…") },
    { NULL },
  };

  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *strategies = strategy_list_text ();
  g_autofree char *summary = g_strdup_printf (
    _("Play Reversi games between players and print each game and a summary.\n"
      "\n"
      "A PLAYER is a computer player of this build, STRATEGY[:DEPTH[:PERFECT_EMPTIES[:EVALUATOR]]]\n"
      "(evaluators: 0 disc count, 1 Eval8x8B, 2 Eval8x8C), or a program that speaks GTP,\n"
      "written gtp:COMMAND LINE.\n"
      "Strategies:%s"),
    strategies);
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context,
                                    _("Examples:\n"
                                      "  reversi-match -n 20 --openings all-3 alphabeta:4:10:1 alphabeta:4:10:0\n"
                                      "  reversi-match -n 4 alphabeta:6:14:1 \"gtp:/usr/games/gtp-rhino -l 3\"\n"
                                      "  reversi-match -n 2 \"gtp:reversi-gtp --player alphabeta:4:10:1\" alphabeta:4:10:0\n"
                                      "  reversi-match -r -n 2 --players-file class.txt --part 1/4 -o part1.txt\n"
                                      "  reversi-match --summary part1.txt part2.txt part3.txt part4.txt\n"
                                      "\n"
                                      "Progress goes to stderr; the games and the summary to stdout."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, error))
    return FALSE;

  if (o->summary)
    return o->rest ? TRUE : bad_value (error, _("--summary needs one or more result files."));
  if (!kyokumen_is_valid_size (o->size)) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--size must be 4, 6, 8 or 10, not %d."),
                 o->size);
    return FALSE;
  }
  if (o->games < 1 || o->games > 1000000)
    return bad_value (error, _("--games must be at least 1."));
  if (o->timeout <= 0)
    return bad_value (error, _("--timeout must be more than 0 seconds."));
  if (o->part_text && !parse_part (o->part_text, &o->part, &o->parts))
    return bad_value (error, _("--part must be I/N with 1 ≤ I ≤ N, for example 2/4."));
  if (o->openings && o->openings_file)
    return bad_value (error, _("Give --openings or --openings-file, not both."));
  if ((o->black && o->black_cmd) || (o->white && o->white_cmd))
    return bad_value (error, _("Give each player once: --black or --black-cmd, --white or --white-cmd."));
  return TRUE;
}

/* The players in the order given: --black, --white, the arguments, then
 * the players file. */
static GPtrArray *
collect_player_specs (const MatchOptions *o, GError **error)
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
    g_autofree char *contents = NULL;
    if (!g_file_get_contents (o->players_file, &contents, NULL, error)) {
      g_ptr_array_unref (specs);
      return NULL;
    }
    g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
    for (char **l = lines; *l; l++) {
      char *text = g_strstrip (*l);
      if (*text && *text != '#')
        g_ptr_array_add (specs, g_strdup (text));
    }
  }
  return specs;
}

static int
summary_main (const MatchOptions *o)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  for (char **p = o->rest; *p; p++) {
    g_autoptr (GError) error = NULL;
    if (!match_results_read (*p, games, &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      g_ptr_array_unref (games);
      return 1;
    }
  }
  match_results_print_summary (games, stdout);
  g_ptr_array_unref (games);
  return 0;
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

/* One line on stderr after each game: games done, the score so far and
 * an estimate of the time left. */
static void
print_progress (int done, int total, GPtrArray *names, const int *half_points, const int *played,
                double elapsed)
{
  g_autofree char *left = format_duration (done ? elapsed / done * (total - done) : 0);
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

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  /* A GTP program that dies must not take the runner with it when the
   * runner next writes to its pipe: the write fails with EPIPE instead. */
  signal (SIGPIPE, SIG_IGN);

  MatchOptions o = { 0 };
  g_autoptr (GError) error = NULL;
  if (!parse_options (&argc, &argv, &o, &error)) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    fprintf (stderr, _("Try “reversi-match --help”.\n"));
    return 2;
  }
  if (o.summary) {
    int summary_status = summary_main (&o);
    clear_options (&o);
    return summary_status;
  }

  GPtrArray *specs = collect_player_specs (&o, &error);
  if (!specs) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    clear_options (&o);
    return 2;
  }
  if (specs->len < 2 || (specs->len > 2 && !o.round_robin)) {
    fprintf (stderr, "reversi-match: %s\n",
             specs->len < 2 ? _("Give two players (or more with --round-robin).")
                            : _("More than two players: add --round-robin to play every pair."));
    fprintf (stderr, _("Try “reversi-match --help”.\n"));
    return 2;
  }

  /* Every player gets its own instance (and program), and a name that
   * tells it apart from players with the same spec. */
  int n_players = (int) specs->len;
  MatchPlayer **players = g_new0 (MatchPlayer *, n_players);
  GPtrArray *names = g_ptr_array_new ();
  GPtrArray *canonical = g_ptr_array_new_with_free_func (g_free);
  int status = 0;
  for (int i = 0; i < n_players && status == 0; i++) {
    players[i] = match_player_new (specs->pdata[i], o.timeout, &error);
    if (!players[i]) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      status = 2;
      break;
    }
    int same = 1;
    for (int j = 0; j < i; j++)
      same += strcmp (canonical->pdata[j], match_player_spec (players[i])) == 0;
    g_ptr_array_add (canonical, g_strdup (match_player_spec (players[i])));
    if (same > 1) {
      g_autofree char *name = g_strdup_printf ("%s #%d", match_player_spec (players[i]), same);
      match_player_set_name (players[i], name);
    }
    g_ptr_array_add (names, (gpointer) match_player_spec (players[i]));
  }

  GPtrArray *openings = NULL;
  if (status == 0 && o.openings_file) {
    openings = match_openings_read (o.openings_file, o.size, &error);
  } else if (status == 0 && o.openings) {
    int plies;
    char *end;
    if (!g_str_has_prefix (o.openings, "all-") || !g_ascii_isdigit (o.openings[4])
        || (plies = (int) strtol (o.openings + 4, &end, 10), *end != '\0') || plies > 8) {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--openings must be all-K with K from 0 to 8, not “%s”."), o.openings);
    } else {
      openings = match_openings_all (o.size, plies);
    }
  }
  if (status == 0 && (o.openings || o.openings_file) && !openings) {
    fprintf (stderr, "reversi-match: %s\n", error->message);
    status = 2;
  }

  if (status == 0 && openings && (guint) o.games > 2 * openings->len)
    fprintf (stderr, _("reversi-match: note: %d games per pair but %u openings, so openings repeat and "
                       "players that do not use chance replay the same games.\n"),
             o.games, openings->len);

  /* The whole schedule, then this part of it. */
  GArray *schedule = g_array_new (FALSE, TRUE, sizeof (ScheduledGame));
  int total = 0;
  for (int a = 0; a < n_players && status == 0; a++) {
    for (int b = a + 1; b < n_players; b++) {
      for (int g = 0; g < o.games; g++) {
        ScheduledGame s = {
          .index = ++total,
          .black = g % 2 == 0 ? a : b,
          .white = g % 2 == 0 ? b : a,
          .opening = openings ? openings->pdata[(guint) (g / 2) % openings->len] : "",
        };
        if ((s.index - 1) % o.parts == o.part - 1)
          g_array_append_val (schedule, s);
      }
    }
  }

  for (int i = 0; i < n_players && status == 0; i++) {
    if (!match_player_check (players[i], o.size, &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      status = 2;
    }
  }

  FILE *output = NULL;
  if (status == 0 && o.output) {
    output = fopen (o.output, "w");
    if (!output) {
      fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), o.output, g_strerror (errno));
      status = 2;
    } else {
      fputs (match_results_header (), output);
      fflush (output);
    }
  }

  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  int *half_points = g_new0 (int, n_players);
  int *played = g_new0 (int, n_players);
  gint64 start = g_get_monotonic_time ();
  for (guint i = 0; i < schedule->len && status == 0; i++) {
    const ScheduledGame *s = &g_array_index (schedule, ScheduledGame, i);
    MatchGame *game = g_new0 (MatchGame, 1);
    game->index = s->index;
    if (!match_play_game (players[s->black], players[s->white], o.size, o.misere, s->opening, game,
                          &error)) {
      fprintf (stderr, "reversi-match: %s\n", error->message);
      match_game_free (game);
      status = 2;
      break;
    }
    g_ptr_array_add (games, game);

    int winner = match_outcome_winner (game->outcome);
    half_points[s->black] += winner == BLACK ? 2 : winner == EMPTY ? 1 : 0;
    half_points[s->white] += winner == WHITE ? 2 : winner == EMPTY ? 1 : 0;
    played[s->black]++;
    played[s->white]++;

    g_autofree char *line = match_game_to_line (game);
    if (output) {
      fputs (line, output);
      fflush (output);
    }
    if (!o.quiet) {
      g_autofree char *result = match_game_result_text (game);
      printf (_("Game %d: %s (Black) vs %s (White)"), game->index, game->black, game->white);
      if (*game->opening)
        printf (_(", opening %s"), game->opening);
      printf (": %s\n  %s\n", result, game->moves);
      fflush (stdout);
    }
    if (!o.no_progress)
      print_progress ((int) i + 1, (int) schedule->len, names, half_points, played,
                      (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  }

  if (status == 0) {
    if (!o.quiet)
      printf ("\n");
    match_results_print_summary (games, stdout);
  }
  if (output && fclose (output) != 0) {
    fprintf (stderr, _("reversi-match: cannot write %s: %s\n"), o.output, g_strerror (errno));
    status = 2;
  }

  for (int i = 0; i < n_players; i++)
    match_player_free (players[i]);
  g_free (players);
  g_free (half_points);
  g_free (played);
  g_ptr_array_unref (games);
  g_ptr_array_unref (names);
  g_ptr_array_unref (canonical);
  g_ptr_array_unref (specs);
  g_array_unref (schedule);
  if (openings)
    g_ptr_array_unref (openings);
  clear_options (&o);
  return status;
}
