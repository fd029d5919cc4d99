/* SPDX-License-Identifier: MIT */
/* games-compare.c: one table of search work across the kit's games.
 *
 *   games-compare             evaluations of each search, with ratios
 *   games-compare --nodes     nodes instead of evaluations
 *
 * Hiroi's Kalah article's point, that alpha-beta evaluates a fraction of what minimax
 * does, shown on every game of the kit with the same common search and
 * the same counting: for each comparison position a game registers
 * (game-entry.h: moves from the start, and search depths), plain
 * minimax, the course's alpha-beta, alpha-beta with move ordering and a
 * transposition table (keyed by symmetry where the board has it), and the
 * same with iterative deepening (depth 1, 2, ... keeping the table; a
 * search to the end is not deepened) search the position; the table
 * shows their evaluations (or nodes) and each one's ratio to minimax.
 * The values must agree: where they do not, the row says so and the exit
 * status is 1.  No times are printed: the table is the
 * same on every run and every machine.
 *
 * The games and positions are the registry's (games/registry): a game
 * joins the table by listing positions in its registration file.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "game-format.h"
#include "game-search.h"
#include "games-registry.h"
#include "kit-i18n.h"

typedef struct {
  int value;
  guint64 evaluations, nodes;
} Work;

static Work
run (const GameRules *rules, const void *position, GameSearchMethod method, gboolean deepen,
     int depth)
{
  GameSearchOptions options;
  game_search_options_init (&options, method, depth);
  options.iterative_deepening = deepen;
  GameSearchResult result;
  game_search (rules, position, &options, &result);
  Work w = { result.value, result.counts.evaluations, result.counts.nodes };
  return w;
}

static double
ratio (guint64 part, guint64 whole)
{
  return whole ? (double) part / (double) whole : 0;
}

/* One position's rows: each depth it registers, searched four ways.  FALSE
 * (with the message printed) when the position's moves cannot be played
 * or its depths cannot be read; *status becomes 1 where values differ. */
static gboolean
compare_position (const GameEntry *game, const GameComparePosition *p, gboolean nodes,
                  int *status)
{
  const char *id = game_entry_id (game);
  const char *where = p->moves[0] ? p->moves : "start";
  const GameRules *rules = game->rules ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GamePath) path = game_path_new (rules);
  g_auto (GStrv) moves = g_strsplit (p->moves, " ", -1);
  for (int m = 0; moves[m]; m++)
    if (moves[m][0] && !game_path_play_text (path, moves[m], &error)) {
      fprintf (stderr, "games-compare: %s %s: %s\n", id, where, error->message);
      return FALSE;
    }
  const void *position = game_path_current (path);
  g_auto (GStrv) depths = g_strsplit (p->depths, " ", -1);
  for (int d = 0; depths[d]; d++) {
    guint64 number;
    int depth;
    if (g_strcmp0 (depths[d], "end") == 0)
      depth = GAME_SEARCH_TO_END;
    else if (g_ascii_string_to_unsigned (depths[d], 10, 1, 60, &number, NULL))
      depth = (int) number;
    else {
      /* TRANSLATORS: a game's id, a position's moves, and a depth its registration gives. */
      fprintf (stderr, _("games-compare: %1$s %2$s: depth “%3$s” is not 1 to 60 or end\n"), id,
               where, depths[d]);
      return FALSE;
    }
    Work w[4] = {
      run (rules, position, GAME_SEARCH_MINIMAX, FALSE, depth),
      run (rules, position, GAME_SEARCH_ALPHA_BETA, FALSE, depth),
      run (rules, position, GAME_SEARCH_ORDERED, FALSE, depth),
      run (rules, position, GAME_SEARCH_ORDERED, TRUE, depth),
    };
    guint64 count[4];
    char text[4][GAME_COUNT_TEXT_SIZE];
    gboolean agree = TRUE;
    for (int k = 0; k < 4; k++) {
      count[k] = nodes ? w[k].nodes : w[k].evaluations;
      game_format_count (count[k], text[k]);
      agree = agree && w[k].value == w[0].value;
    }
    g_autofree char *depth_text =
        game_format_pad_left (depth == GAME_SEARCH_TO_END ? _("end") : depths[d], 5);
    printf ("%-12s %-9s %s %7d %11s %10s %8s %8s %7.4f %7.4f %7.4f%s\n", id, where, depth_text,
            w[0].value, text[0], text[1], text[2], text[3], ratio (count[1], count[0]),
            ratio (count[2], count[0]), ratio (count[3], count[0]),
            agree ? "" : _("  VALUES DIFFER"));
    fflush (stdout);
    if (!agree)
      *status = 1;
  }
  return TRUE;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  gboolean nodes = FALSE;
  GOptionEntry options[] = {
    { "nodes", 'n', 0, G_OPTION_ARG_NONE, &nodes, N_("Count nodes instead of evaluations"), NULL },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  const char *summary = _("Compare the work of minimax, alpha-beta and alpha-beta with "
                          "ordering and a table on every game of the kit.");
  if (!kit_options_parse (options, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "games-compare: %s\n", error->message);
    return 2;
  }

  printf (nodes ? _("Nodes searched (positions whose moves were generated)\n")
                : _("Evaluations (evaluation function calls and finished-game scorings)\n"));
  g_autofree char *game_heading = game_format_pad (_("game"), 12);
  g_autofree char *position_heading = game_format_pad (_("position"), 9);
  g_autofree char *depth_heading = game_format_pad_left (_("depth"), 5);
  g_autofree char *value_heading = game_format_pad_left (_("value"), 7);
  printf ("%s %s %s %s %11s %10s %8s %8s %7s %7s %7s\n", game_heading, position_heading,
          depth_heading, value_heading, "minimax", "alphabeta", "ordered", "deepen", "ab/mm",
          "ord/mm", "dp/mm");
  int status = 0;
  guint game_count;
  const GameEntry *const *games = games_registry_list (&game_count);
  for (guint g = 0; g < game_count; g++)
    for (const GameComparePosition *p = games[g]->compare; p && p->moves; p++)
      if (!compare_position (games[g], p, nodes, &status))
        return 2;
  return status;
}
