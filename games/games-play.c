/* SPDX-License-Identifier: MIT */
/* games-play.c: any game of the kit, played in a terminal with the common
 * search.
 *
 *   games-play --game kalah --first human --second alphabeta:6
 *   games-play --game tictactoe --first ordered:end --second random
 *   games-play --game reversi-6x6 --first alphabeta:4 --second alphabeta:4 --moves "c2 b2"
 *
 * The games are those of the kit's one list (games/registry): every game
 * folder of the build, each board size its own game.
 *
 * A player is named in the kit's one syntax (docs/players.md): `human`
 * (moves typed on standard input in the game's notation; "quit" stops),
 * `random`, `perfect` (the ordered search to the end), or STRATEGY:DEPTH
 * with STRATEGY minimax, alphabeta or ordered and DEPTH a number of plies
 * or "end" (left out: 6).  The common
 * search plays every game the same way: Kalah's extra turns give the same
 * player the next move.  Each computer move is printed with its value,
 * the best line and the nodes searched; a move that is not legal is
 * refused with the reason and asked for again.  Exit status 0 when the
 * game was played to the end, 1 when a human quit (or input ended), 2 for
 * bad options.  --trace FILE writes the tree of the first computer search
 * (docs/search-tree.md).
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game-format.h"
#include "game-search.h"
#include "games-registry.h"
#include "kit-i18n.h"
#include "player-spec.h"
#include "search-tree.h"

typedef struct {
  gboolean human, random;
  GameSearchMethod method;
  int depth;
} Seat;

/* A player in the kit's one syntax (player-spec.h): human, random,
 * perfect (the ordered search to the end), or minimax, alphabeta or
 * ordered with a depth (1 to 60, or end; left out: 6). */
static gboolean
parse_seat (const char *text, Seat *seat, GError **error)
{
  G_STATIC_ASSERT (PLAYER_SPEC_END == GAME_SEARCH_TO_END);
  static const PlayerSpecWord words[] = {
    PLAYER_SPEC_HUMAN,      PLAYER_SPEC_RANDOM,  PLAYER_SPEC_MINIMAX,
    PLAYER_SPEC_ALPHA_BETA, PLAYER_SPEC_ORDERED, PLAYER_SPEC_PERFECT,
  };
  g_auto (PlayerSpec) spec = { 0 };
  if (!player_spec_parse (&spec, text, error))
    return FALSE;
  Seat read = { .depth = 6 };
  switch (spec.word) {
  case PLAYER_SPEC_HUMAN:
    read.human = TRUE;
    break;
  case PLAYER_SPEC_RANDOM:
    read.random = TRUE;
    break;
  case PLAYER_SPEC_PERFECT:
    read.method = GAME_SEARCH_ORDERED;
    read.depth = GAME_SEARCH_TO_END;
    break;
  case PLAYER_SPEC_MINIMAX:
  case PLAYER_SPEC_ALPHA_BETA:
  case PLAYER_SPEC_ORDERED:
    read.method = spec.word == PLAYER_SPEC_MINIMAX      ? GAME_SEARCH_MINIMAX
                  : spec.word == PLAYER_SPEC_ALPHA_BETA ? GAME_SEARCH_ALPHA_BETA
                                                        : GAME_SEARCH_ORDERED;
    if (!player_spec_read_depth (&spec, 1, 60, TRUE, &read.depth, error))
      return FALSE;
    break;
  default:
    player_spec_refuse_word (&spec, "games-play", words, G_N_ELEMENTS (words), error);
    return FALSE;
  }
  *seat = read;
  return TRUE;
}

static void
trace_move_text (int move, char text[16], gpointer rules)
{
  G_STATIC_ASSERT (GAME_NOTATION_SIZE <= 16);
  const GameRules *r = rules;
  r->move_to_text (r, move, text);
}

/* Writes the tree of the search from position to the file of --trace. */
static gboolean
write_trace (const SearchTreeOptions *options, const SearchTree *tree, const GameRules *rules,
             const void *position, GError **error)
{
  g_autofree char *board = rules->position_to_text (rules, position);
  g_autofree char *title = g_strdup_printf ("%s\n%s", rules->name, board);
  g_strchomp (title);
  SearchTreeStyle style = {
    .move_text = trace_move_text,
    .data = (gpointer) rules,
    .side_names = { _(rules->side_names[0]), _(rules->side_names[1]) },
    .title = title,
  };
  return search_tree_write_file (tree, options->file, options->format, &style, error);
}

/* The computer's move, with what its search found; its tree into tree
 * when there is one. */
static int
computer_move (const GameRules *rules, const void *position, const Seat *seat, GRand *rand,
               SearchTree *tree)
{
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  if (seat->random)
    return moves[g_rand_int_range (rand, 0, count)];
  GameSearchOptions options;
  game_search_options_init (&options, seat->method, seat->depth);
  GameSearchResult result;
  search_tree_set_active (tree);
  game_search (rules, position, &options, &result);
  search_tree_set_active (NULL);
  GString *line = g_string_new (NULL);
  for (int i = 0; i < result.line_length && i < 12; i++) {
    char text[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, result.line[i], text);
    g_string_append_printf (line, " %s", text);
  }
  char nodes[GAME_COUNT_TEXT_SIZE];
  printf (g_dngettext (GETTEXT_PACKAGE, "  (%1$s, value %2$d, line%3$s, %4$s node)\n",
                       "  (%1$s, value %2$d, line%3$s, %4$s nodes)\n",
                       result.counts.nodes <= G_MAXULONG ? (gulong) result.counts.nodes : G_MAXULONG),
          game_search_method_name (seat->method), result.value, line->str,
          game_format_count (result.counts.nodes, nodes));
  g_string_free (line, TRUE);
  return result.best_move;
}

int
main (int argc, char **argv)
{
  kit_i18n_init ();
  g_autofree char *game_name = NULL, *first = NULL, *second = NULL, *moves = NULL;
  int seed = 1;
  g_auto (SearchTreeOptions) trace = SEARCH_TREE_OPTIONS_INIT;
  /* The games are the registry's, so the help lists exactly this build's. */
  g_autofree char *game_ids = games_registry_ids (", ");
  /* TRANSLATORS: %s is the list of the games' ids ("tictactoe, kalah, go-3x3"). */
  g_autofree char *game_help = g_strdup_printf (_("The game: %s (default tictactoe)"), game_ids);
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_name, game_help, "GAME" },
    { "first", 'f', 0, G_OPTION_ARG_STRING, &first,
      N_("The first player: human, random, perfect, or STRATEGY:DEPTH (default human)"), "PLAYER" },
    { "second", 's', 0, G_OPTION_ARG_STRING, &second,
      N_("The second player (default alphabeta:6)"), "PLAYER" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves,
      N_("Moves played from the start before the game begins, e.g. \"b2 a1\""), "LIST" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random player, 0 to 2147483647 (default 1)"), "N" },
    SEARCH_TREE_OPTION_ENTRIES (&trace),
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  Seat seats[2];
  const char *summary = _("Play a game of the kit in the terminal with the common search: "
                          "STRATEGY is minimax, alphabeta or ordered, DEPTH plies or end; "
                          "perfect is ordered:end.");
  const KitOptionRange ranges[] = {
    { "seed", 0, G_MAXINT, 1 },
    SEARCH_TREE_OPTION_RANGE,
    { NULL },
  };
  if (!kit_options_parse_ranges (entries, ranges, summary, NULL, &argc, &argv, &error)
      || !kit_options_no_arguments (argc, argv, &error)
      || !search_tree_options_check (&trace, &error)
      || !parse_seat (first ? first : "human", &seats[0], &error)
      || !parse_seat (second ? second : "alphabeta:6", &seats[1], &error)) {
    fprintf (stderr, "games-play: %s\n", error->message);
    return 2;
  }
  for (int i = 0; i < 2; i++)
    player_spec_print_note ("games-play", i == 0 ? first : second);
  const GameEntry *game = games_registry_find (game_name ? game_name : "tictactoe");
  if (!game) {
    fprintf (stderr, _("games-play: there is no game “%1$s”: use %2$s.\n"), game_name, game_ids);
    return 2;
  }
  const GameRules *rules = game->rules ();

  g_autoptr (GamePath) path = game_path_new (rules);
  g_auto (GStrv) setup = g_strsplit (moves ? moves : "", " ", -1);
  for (int i = 0; setup[i]; i++)
    if (setup[i][0] && !game_path_play_text (path, setup[i], &error)) {
      fprintf (stderr, _("games-play: move %1$d of --moves: %2$s\n"), i + 1, error->message);
      return 2;
    }

  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  int status = 0;
  /* Only the first computer search is traced: one tree per file. */
  g_autoptr (SearchTree) tree = trace.file ? search_tree_new ((guint) trace.max_nodes) : NULL;
  for (;;) {
    const void *position = game_path_current (path);
    g_autofree char *board = rules->position_to_text (rules, position);
    printf ("%s", board);
    if (game_rules_is_over (rules, position))
      break;
    int side = rules->side_to_move (rules, position);
    const char *side_name = _(rules->side_names[side]);
    int move;
    if (seats[side].human) {
      g_autofree char *prompt = g_strdup_printf (_("%s to move (a move, or quit): "), side_name);
      if (!game_rules_ask_move (rules, position, prompt, stdin, &move)) {
        printf (_("Game abandoned.\n"));
        status = 1;
        break;
      }
    } else {
      gboolean traced = tree && !seats[side].random;
      move = computer_move (rules, position, &seats[side], rand, traced ? tree : NULL);
      if (traced) {
        if (!write_trace (&trace, tree, rules, position, &error)) {
          fprintf (stderr, "games-play: %s\n", error->message);
          status = 2;
          break;
        }
        g_clear_pointer (&tree, search_tree_free);
      }
    }
    char text[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, move, text);
    printf (_("%1$s plays %2$s\n"), side_name, text);
    if (!game_path_play (path, move, &error)) {
      fprintf (stderr, "games-play: %s\n", error->message);
      status = 2;
      break;
    }
  }
  g_rand_free (rand);
  return status;
}
