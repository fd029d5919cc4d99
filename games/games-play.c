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
 * A player is `human` (moves typed on standard input in the game's
 * notation; "quit" stops), `random`, or METHOD:DEPTH with METHOD minimax,
 * alphabeta or ordered and DEPTH a number of plies or "end".  The common
 * search plays every game the same way: Kalah's extra turns give the same
 * player the next move.  Each computer move is printed with its value,
 * the best line and the nodes searched; a move that is not legal is
 * refused with the reason and asked for again.  Exit status 0 when the
 * game was played to the end, 1 when a human quit (or input ended), 2 for
 * bad options.
 */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game-format.h"
#include "game-search.h"
#include "games-registry.h"
#include "kit-i18n.h"

typedef struct {
  gboolean human, random;
  GameSearchMethod method;
  int depth;
} Seat;

static gboolean
parse_seat (const char *text, Seat *seat, GError **error)
{
  *seat = (Seat) { 0 };
  if (g_strcmp0 (text, "human") == 0) {
    seat->human = TRUE;
    return TRUE;
  }
  if (g_strcmp0 (text, "random") == 0) {
    seat->random = TRUE;
    return TRUE;
  }
  g_auto (GStrv) parts = g_strsplit (text, ":", 2);
  char *end = NULL;
  gboolean method_ok = parts[0] && game_search_method_from_name (parts[0], &seat->method);
  if (method_ok && parts[1] && g_strcmp0 (parts[1], "end") == 0) {
    seat->depth = GAME_SEARCH_TO_END;
    return TRUE;
  }
  long depth = parts[1] ? strtol (parts[1], &end, 10) : 0;
  if (method_ok && parts[1] && *end == '\0' && depth >= 1 && depth <= 60) {
    seat->depth = (int) depth;
    return TRUE;
  }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("Unknown player “%s”: use human, random, or minimax, alphabeta or ordered with "
                 "a depth (1 to 60, or end), as in alphabeta:6."),
               text);
  return FALSE;
}

/* The computer's move, with what its search found. */
static int
computer_move (const GameRules *rules, const void *position, const Seat *seat, GRand *rand)
{
  int moves[GAME_MAX_MOVES];
  int count = rules->generate_moves (rules, position, moves);
  if (seat->random)
    return moves[g_rand_int_range (rand, 0, count)];
  GameSearchOptions options;
  game_search_options_init (&options, seat->method, seat->depth);
  GameSearchResult result;
  game_search (rules, position, &options, &result);
  GString *line = g_string_new (NULL);
  for (int i = 0; i < result.line_length && i < 12; i++) {
    char text[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, result.line[i], text);
    g_string_append_printf (line, " %s", text);
  }
  char nodes[GAME_COUNT_TEXT_SIZE];
  printf (_("  (%1$s, value %2$d, line%3$s, %4$s nodes)\n"),
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
  /* The games are the registry's, so the help lists exactly this build's. */
  g_autofree char *game_ids = games_registry_ids (", ");
  /* TRANSLATORS: %s is the list of the games' ids ("tictactoe, kalah, go-3x3"). */
  g_autofree char *game_help = g_strdup_printf (_("The game: %s (default tictactoe)"), game_ids);
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_name, game_help, "GAME" },
    { "first", 'f', 0, G_OPTION_ARG_STRING, &first,
      N_("The first player: human, random, or METHOD:DEPTH (default human)"), "PLAYER" },
    { "second", 's', 0, G_OPTION_ARG_STRING, &second,
      N_("The second player (default alphabeta:6)"), "PLAYER" },
    { "moves", 'm', 0, G_OPTION_ARG_STRING, &moves,
      N_("Moves played from the start before the game begins, e.g. \"b2 a1\""), "LIST" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("Seed of the random player (default 1)"), "N" },
    { NULL },
  };
  g_autoptr (GError) error = NULL;
  Seat seats[2];
  const char *summary = _("Play a game of the kit in the terminal with the common search: "
                          "METHOD is minimax, alphabeta or ordered, DEPTH plies or end.");
  if (!kit_options_parse (entries, summary, NULL, &argc, &argv, &error)
      || !parse_seat (first ? first : "human", &seats[0], &error)
      || !parse_seat (second ? second : "alphabeta:6", &seats[1], &error)) {
    fprintf (stderr, "games-play: %s\n", error->message);
    return 2;
  }
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
      move = computer_move (rules, position, &seats[side], rand);
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
