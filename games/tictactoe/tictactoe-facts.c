/* SPDX-License-Identifier: MIT */
/* tictactoe-facts.c: the facts of tic-tac-toe and what searching it costs.
 *
 *   tictactoe-facts
 *
 * Prints the number of possible games (by result) and of reachable
 * positions (also up to symmetry, and finished ones), counted by the
 * kit's census, then the nodes, evaluations, value and move of each
 * search from the empty board: Matoike's minimax and alpha-beta (the
 * exercises t1 and t2: the reference in the full tree, the student's in
 * tictactoe-facts-skeleton and in the handout) and, where the tree has
 * it, the kit's common search.  The searches are counted by the rules
 * (tictactoe_count_moves), not by themselves.
 *
 * What must agree is checked, and the program says what does not and
 * exits with status 1: Matoike's minimax goes into every position of
 * every game (the census's game tree), alpha-beta then finds minimax's
 * value with fewer nodes, and the common search counts as the census.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "game-format.h"
#include "kit-i18n.h"
#include "tictactoe-census.h"
#include "tictactoe-search.h"
#ifdef HAVE_GAME_SEARCH
#include "game-search.h"
#endif

static void
print_count_line (const char *label, guint64 count)
{
  char text[GAME_COUNT_TEXT_SIZE];
  g_autofree char *padded = game_format_pad (label, 34);
  printf ("%s %12s\n", padded, game_format_count (count, text));
}

static void
print_search_line (const char *label, TicTacToeCounts counts, int value, int move)
{
  char n[GAME_COUNT_TEXT_SIZE], e[GAME_COUNT_TEXT_SIZE], cell[GAME_NOTATION_SIZE] = "";
  if (move >= 0 && move < TICTACTOE_CELLS)
    tictactoe_cell_to_text (move, cell);
  else if (move != -2)
    g_strlcpy (cell, "?", sizeof cell);
  g_autofree char *padded = game_format_pad (label, 46);
  printf ("  %s %10s %10s %6d%s%s\n", padded, game_format_count (counts.nodes, n),
          game_format_count (counts.evaluations, e), value, *cell ? "  " : "", cell);
}

/* One of Matoike's searches from the empty board, counted by the rules;
 * the root is a node of its own. */
static TicTacToeCounts
matoike_search (int (*choose) (TicTacToe *t, int *value), int *value, int *move)
{
  TicTacToe t;
  tictactoe_init (&t);
  TicTacToeCounts counts = { 1, 0 };
  tictactoe_count_moves (&counts);
  *value = 0;
  *move = choose (&t, value);
  tictactoe_count_moves (NULL);
  return counts;
}

#ifdef HAVE_GAME_SEARCH
static GameSearchResult
common_search (GameSearchMethod method, gboolean symmetry)
{
  const GameRules *rules = tictactoe_rules ();
  TicTacToe start;
  tictactoe_init (&start);
  GameSearchOptions options;
  game_search_options_init (&options, method, GAME_SEARCH_TO_END);
  options.use_symmetry = symmetry;
  GameSearchResult result;
  game_search (rules, &start, &options, &result);
  return result;
}

static void
print_common_line (const char *label, const GameSearchResult *result)
{
  TicTacToeCounts counts = { result->counts.nodes, result->counts.evaluations };
  print_search_line (label, counts, result->value, -2);
}
#endif

static int
disagree (const char *what)
{
  printf (_("DISAGREEMENT: %s\n"), what);
  return 1;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_autoptr (GError) error = NULL;
  const char *summary = _("Count the games and positions of tic-tac-toe and the work of "
                          "each search from the empty board.");
  if (!kit_options_parse (NULL, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "tictactoe-facts: %s\n", error->message);
    return 2;
  }

  TicTacToeCensus census;
  tictactoe_census (&census);

  printf (_("Tic-tac-toe (X first; cells tried a1 b1 c1 a2 b2 c2 a3 b3 c3)\n\n"));
  print_count_line (_("Possible games"), census.games);
  print_count_line (_("  won by X"), census.first_player_wins);
  print_count_line (_("  won by O"), census.second_player_wins);
  print_count_line (_("  drawn"), census.draws);
  print_count_line (_("Positions along all games"), census.game_tree_nodes);
  print_count_line (_("Reachable positions"), (guint64) census.positions);
  print_count_line (_("  up to symmetry"), (guint64) census.positions_up_to_symmetry);
  print_count_line (_("  finished"), (guint64) census.terminal_positions);
  print_count_line (_("  finished, up to symmetry"), (guint64) census.terminal_up_to_symmetry);

  int mm_value, mm_move, ab_value, ab_move;
  TicTacToeCounts mm = matoike_search (tictactoe_minimax_move, &mm_value, &mm_move);
  TicTacToeCounts ab = matoike_search (tictactoe_alpha_beta_move, &ab_value, &ab_move);

  g_autofree char *heading = game_format_pad (_("Search from the empty board"), 46);
  g_autofree char *nodes_heading = game_format_pad_left (_("nodes"), 10);
  g_autofree char *evals_heading = game_format_pad_left (_("evals"), 10);
  g_autofree char *value_heading = game_format_pad_left (_("value"), 6);
  printf ("\n  %s %s %s %s  %s\n", heading, nodes_heading, evals_heading, value_heading,
          _("move"));
  print_search_line (_("Matoike's minimax (exercise t1)"), mm, mm_value, mm_move);
  print_search_line (_("Matoike's alpha-beta (exercise t2)"), ab, ab_value, ab_move);
#ifdef HAVE_GAME_SEARCH
  GameSearchResult common_mm = common_search (GAME_SEARCH_MINIMAX, FALSE);
  GameSearchResult common_ab = common_search (GAME_SEARCH_ALPHA_BETA, FALSE);
  GameSearchResult common_table = common_search (GAME_SEARCH_ORDERED, FALSE);
  GameSearchResult common_sym = common_search (GAME_SEARCH_ORDERED, TRUE);
  print_common_line (_("common search: minimax"), &common_mm);
  print_common_line (_("common search: alpha-beta"), &common_ab);
  print_common_line (_("common search: ordered + table"), &common_table);
  print_common_line (_("common search: ordered + table + symmetry"), &common_sym);
  printf (_("(Matoike's code scores from the machine's view, 10 - depth for a win; the common search "
            "scores 11 - marks from the side to move's view: the same numbers from the empty "
            "board)\n"));
#endif

  int status = 0;
  if (mm.nodes != census.game_tree_nodes || mm.evaluations != census.games)
    status = disagree (_("minimax must go into every position of every game and score every "
                         "game, as the census counts them."));
  else if (ab_value != mm_value)
    status = disagree (_("alpha-beta and minimax find different values."));
  else if (ab.nodes >= mm.nodes)
    status = disagree (_("alpha-beta goes into as many positions as minimax: it cuts nothing."));
#ifdef HAVE_GAME_SEARCH
  if (common_mm.counts.nodes != census.game_tree_nodes
      || common_mm.counts.evaluations != census.games)
    status = disagree (_("the common search's minimax and the census count differently."));
  int values[] = { common_mm.value, common_ab.value, common_table.value, common_sym.value };
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    if (values[i] != mm_value) {
      status = disagree (_("the common search and Matoike's minimax find different values."));
      break;
    }
#endif
  return status;
}
