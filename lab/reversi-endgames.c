/* SPDX-License-Identifier: MIT */
/* reversi-endgames.c: endgame positions from games the kit plays itself,
 * solved, as lines of the FFO file format that reversi-solve reads.
 *
 *   reversi-endgames --size 10 --count 16 --empties 18 --seed 1
 *
 * Game i opens with --opening random legal moves (one random generator
 * seeded with --seed for the whole run), then --player plays both sides
 * (default "enhanced", the kit's strongest player at its default
 * settings) until --empties squares are left.  A game that ends before,
 * or where the side to move then has to pass, is dropped and the next
 * one played.  Each position is solved exactly
 * with the enhanced search, and so is every legal move, so the line lists
 * all the best moves as an FFO line does:
 *
 *   id board side empties best_moves score
 *
 * The same options give the same positions: the players are
 * deterministic and the random generator is GLib's, seeded.
 * tests/search/endgame-10x10-18.txt was made this way.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "enhanced-search.h"
#include "evaluator.h"
#include "kit-i18n.h"
#include "kyokumen.h"
#include "player-config.h"

/* Play one game from the start until `empties` are left.  FALSE when the
 * game ended before (or the player failed). */
static gboolean
play_to_endgame (Kyokumen *k, int size, int opening, int empties, Player *player, GRand *rand)
{
  kyokumen_init (k, size);
  while (k->empty_count > empties) {
    Sashite moves[MAX_SASHITE];
    int count = kyokumen_generate_moves (k, moves);
    if (count == 0)
      return FALSE;
    Sashite move = moves[g_rand_int_range (rand, 0, count)];
    if (k->tesuu >= opening) {
      SearchReport report;
      if (!player_decide_move (player, k, FALSE, NULL, &move, &report, NULL))
        return FALSE;
    }
    kyokumen_make_move (k, move);
  }
  k->history_length = 0;
  /* The side to move must have a move of its own: a position where it
   * can only pass is the opponent's to solve. */
  return kyokumen_mobility (k, k->color) > 0;
}

/* The exact score of k and, in best, its best moves as "A1,B2". */
static int
solve_with_moves (EnhancedSearch *search, const Kyokumen *k, GString *best)
{
  SearchReport report;
  enhanced_search_solve (search, k, FALSE, NULL, &report);
  int score = report.value / FINAL_DISC_VALUE;
  Sashite moves[MAX_SASHITE];
  int count = kyokumen_generate_moves (k, moves);
  g_string_truncate (best, 0);
  for (int i = 0; i < count; i++) {
    Kyokumen child = *k;
    kyokumen_make_move (&child, moves[i]);
    child.history_length = 0;
    enhanced_search_solve (search, &child, FALSE, NULL, &report);
    if (-report.value / FINAL_DISC_VALUE != score)
      continue;
    char name[SASHITE_NOTATION_SIZE];
    sashite_to_notation (moves[i], k->size, name);
    if (best->len > 0)
      g_string_append_c (best, ',');
    for (const char *c = name; *c; c++)
      g_string_append_c (best, g_ascii_toupper (*c));
  }
  return score;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();

  int size = 10, count = 16, empties = 18, seed = 1, opening = 8;
  char *player_text = NULL;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Board size: 4, 6, 8 or 10 (default 10)"), "N" },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count, N_("Number of positions, 1 to 1000 (default 16)"), "N" },
    { "empties", 'e', 0, G_OPTION_ARG_INT, &empties, N_("Empty squares of each position, 1 to the board's squares less 5 (default 18)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random openings, 0 to 2147483647 (default 1)"), "N" },
    { "opening", 'o', 0, G_OPTION_ARG_INT, &opening, N_("Random plies that open each game, 0 to the board's squares (default 8)"), "PLIES" },
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player_text,
      N_("The player of both sides after the opening (default enhanced)"), "PLAYER" },
    { NULL },
  };
  /* --empties and --opening are checked again below against the board
   * size given; here against the largest board. */
  const KitOptionRange ranges[] = {
    { "size", 4, 10, 2 },
    { "count", 1, 1000, 1 },
    { "empties", 1, 10 * 10 - 5, 1 },
    { "seed", 0, G_MAXINT, 1 },
    { "opening", 0, 10 * 10, 1 },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  if (!kit_options_parse_ranges (entries, ranges,
                                 _("Print solved endgame positions from games the kit plays against itself."),
                                 NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)) {
    fprintf (stderr, "reversi-endgames: %s\n", error->message);
    return 2;
  }
  if (empties < 1 || empties > size * size - 5) {
    fprintf (stderr, _("reversi-endgames: --empties must be between 1 and %1$d on this board, not %2$d.\n"),
             size * size - 5, empties);
    return 2;
  }
  if (opening < 0 || opening > size * size) {
    fprintf (stderr, _("reversi-endgames: --opening must be between 0 and %1$d, not %2$d.\n"),
             size * size, opening);
    return 2;
  }
  PlayerConfig config;
  player_config_init (&config);
  Player *player = NULL;
  if (!player_config_from_text (&config, player_text ? player_text : "enhanced", &error)
      || !(player = player_config_create_player (&config, &error))) {
    fprintf (stderr, "reversi-endgames: %s\n", error->message);
    g_free (player_text);
    return 2;
  }

  EnhancedOptions options;
  enhanced_options_init (&options, evaluator_get (0)->evaluate, 0);
  EnhancedSearch *search = enhanced_search_new (&options);
  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  GString *best = g_string_new (NULL);
  int made = 0, games = 0;
  /* A game ends early now and then; give up only when nearly all do. */
  while (made < count && games < 100 * count) {
    Kyokumen k;
    games++;
    if (!play_to_endgame (&k, size, opening, empties, player, rand))
      continue;
    int score = solve_with_moves (search, &k, best);
    g_autofree char *board = kyokumen_to_board_string (&k);
    printf ("%d %s %d %s %+d\n", ++made, board, k.empty_count, best->str, score);
    fflush (stdout);
  }
  g_string_free (best, TRUE);
  g_rand_free (rand);
  enhanced_search_free (search);
  player_free (player);
  g_free (player_text);
  if (made < count) {
    fprintf (stderr, _("reversi-endgames: only %1$d of %2$d games reached %3$d empties.\n"), made, count,
             empties);
    return 1;
  }
  return 0;
}
