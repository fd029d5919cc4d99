/* tictactoe-facts.c: the facts of tic-tac-toe and what searching it costs.
 *
 *   tictactoe-facts
 *
 * Prints the number of possible games (by result), of reachable
 * positions (also up to symmetry, and finished ones), the value of the
 * empty board, and the nodes and evaluations of each search from the
 * empty board: the seed's minimax and alpha-beta as the seed's listing
 * runs them (a full window for every root move), alpha-beta carrying the
 * window from one root move to the next, and the kit's common searches.
 * The seed-form and common searches are independent code: where they
 * must agree (minimax; alpha-beta with the window carried) and do not,
 * the program says so and exits with status 1.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "game-format.h"
#include "game-search.h"
#include "kit-i18n.h"
#include "tictactoe-census.h"
#include "tictactoe-players.h"

static void
print_count_line (const char *label, guint64 count)
{
  char text[GAME_COUNT_TEXT_SIZE];
  g_autofree char *padded = game_format_pad (label, 34);
  printf ("%s %12s\n", padded, game_format_count (count, text));
}

static void
print_search_line (const char *label, guint64 nodes, guint64 evaluations, int value)
{
  char n[GAME_COUNT_TEXT_SIZE], e[GAME_COUNT_TEXT_SIZE];
  g_autofree char *padded = game_format_pad (label, 46);
  printf ("  %s %10s %10s %6d\n", padded, game_format_count (nodes, n),
          game_format_count (evaluations, e), value);
}

/* The seed's root loop over the empty board, with its counts. */
static TicTacToeCounts
seed_search (TicTacToeStrategy strategy, TicTacToeRootWindow window, int *value, int *move)
{
  TicTacToe t;
  tictactoe_init (&t);
  TicTacToeCounts counts = { 0 };
  *move = tictactoe_best_move (&t, strategy, window, value, &counts);
  return counts;
}

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

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                _("Count the games and positions of tic-tac-toe and the work of "
                                  "each search from the empty board."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_autoptr (GError) error = NULL;
  if (!g_option_context_parse (context, &argc, &argv, &error)) {
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
  print_count_line (_("Reachable positions"), (guint64) census.positions);
  print_count_line (_("  up to symmetry"), (guint64) census.positions_up_to_symmetry);
  print_count_line (_("  finished"), (guint64) census.terminal_positions);
  print_count_line (_("  finished, up to symmetry"), (guint64) census.terminal_up_to_symmetry);

  int mm_value, mm_move, full_value, full_move, carry_value, carry_move;
  TicTacToeCounts mm = seed_search (TICTACTOE_MINIMAX, TICTACTOE_ROOT_FULL_WINDOW, &mm_value, &mm_move);
  TicTacToeCounts full = seed_search (TICTACTOE_ALPHA_BETA, TICTACTOE_ROOT_FULL_WINDOW, &full_value,
                                      &full_move);
  TicTacToeCounts carry = seed_search (TICTACTOE_ALPHA_BETA, TICTACTOE_ROOT_CARRY_WINDOW,
                                       &carry_value, &carry_move);
  GameSearchResult common_mm = common_search (GAME_SEARCH_MINIMAX, FALSE);
  GameSearchResult common_ab = common_search (GAME_SEARCH_ALPHA_BETA, FALSE);
  GameSearchResult common_table = common_search (GAME_SEARCH_ORDERED, FALSE);
  GameSearchResult common_sym = common_search (GAME_SEARCH_ORDERED, TRUE);

  char cell[GAME_NOTATION_SIZE];
  tictactoe_cell_to_text (mm_move, cell);
  printf (_("Value of the empty board: %1$d (%2$s), first best move %3$s\n\n"), mm_value,
          mm_value == 0 ? _("a draw") : mm_value > 0 ? _("X wins") : _("O wins"), cell);

  g_autofree char *heading = game_format_pad (_("Search from the empty board"), 46);
  g_autofree char *nodes_heading = game_format_pad_left (_("nodes"), 10);
  g_autofree char *evals_heading = game_format_pad_left (_("evals"), 10);
  g_autofree char *value_heading = game_format_pad_left (_("value"), 6);
  printf ("  %s %s %s %s\n", heading, nodes_heading, evals_heading, value_heading);
  print_search_line (_("seed's minimax"), mm.nodes, mm.evaluations, mm_value);
  print_search_line (_("seed's alpha-beta (full window per root move)"), full.nodes,
                     full.evaluations, full_value);
  print_search_line (_("alpha-beta carrying the window at the root"), carry.nodes,
                     carry.evaluations, carry_value);
  print_search_line (_("common search: minimax"), common_mm.counts.nodes,
                     common_mm.counts.evaluations, common_mm.value);
  print_search_line (_("common search: alpha-beta"), common_ab.counts.nodes,
                     common_ab.counts.evaluations, common_ab.value);
  print_search_line (_("common search: ordered + table"), common_table.counts.nodes,
                     common_table.counts.evaluations, common_table.value);
  print_search_line (_("common search: ordered + table + symmetry"), common_sym.counts.nodes,
                     common_sym.counts.evaluations, common_sym.value);
  printf (_("(the seed scores from the machine's view, 10 - depth for a win; the common search "
            "scores 11 - marks from the side to move's view: the same numbers from the empty "
            "board)\n"));

  int status = 0;
  if (mm.nodes != common_mm.counts.nodes || mm.evaluations != common_mm.counts.evaluations
      || carry.nodes != common_ab.counts.nodes
      || carry.evaluations != common_ab.counts.evaluations) {
    printf (_("DISAGREEMENT: the seed-form and the common searches count differently.\n"));
    status = 1;
  }
  int values[] = { full_value, carry_value, common_mm.value, common_ab.value, common_table.value,
                   common_sym.value };
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    if (values[i] != mm_value) {
      printf (_("DISAGREEMENT: the searches find different values.\n"));
      status = 1;
      break;
    }
  return status;
}
