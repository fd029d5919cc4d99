/* SPDX-License-Identifier: MIT */
/* test-app-core.c: the GLib-only part of the app, without a display.
 *
 * Who plays (the computers' text, the set-ups' settings and records), a
 * game in a window (the session: moves, undo, the transcript) for every
 * game of the catalog played through GameRules, and the strategies:
 * each chooses a legal move, and a stop is honoured, on the calling
 * thread and on the worker thread the window uses.  The catalog of
 * games: every game of it is the registry's, reads and names its
 * computers, and says what happened in a game played to its end.  None
 * of it links GTK (checked: the boards are the GTK side's).  Settings go
 * to GSettings' memory backend (the test's environment says so).
 */
#include <dlfcn.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "games-registry.h"
#include "player.h"
#include "reversi-game-catalog.h"
#include "reversi-reversi-game.h"
#include "reversi-game-session.h"
#include "reversi-game-setup.h"
#include "reversi-search.h"
#include "reversi-worker-protocol.h"
#include "reversi-common-setup.h"

/* The games played through GameRules (every catalog entry but Reversi). */
static GPtrArray *
common_games (void)
{
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  GPtrArray *list = g_ptr_array_new ();
  for (guint i = 0; i < count; i++)
    if (!reversi_game_is_reversi (games[i]))
      g_ptr_array_add (list, (gpointer) games[i]);
  g_assert_cmpuint (list->len, >=, 1);   /* tic-tac-toe is in every tree */
  return list;
}

/* --- the computers' text ------------------------------------------------ */

static void
test_computer_text (void)
{
  /* Every strategy writes text that reads back as itself. */
  for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++) {
    ReversiCommonComputer computer = { (ReversiCommonStrategy) s, 5 };
    g_autofree char *text = reversi_common_computer_to_text (&computer);
    ReversiCommonComputer back = { REVERSI_COMMON_RANDOM, 5 };
    g_autoptr (GError) error = NULL;
    g_assert_true (reversi_common_computer_parse (&back, text, &error));
    g_assert_no_error (error);
    g_assert_cmpint (back.strategy, ==, s);
    g_assert_cmpint (back.depth, ==, 5);
  }

  struct {
    const char *text;
    ReversiCommonStrategy strategy;
    int depth;
  } good[] = {
    { "alphabeta:6", REVERSI_COMMON_ALPHA_BETA, 6 },
    { "minimax", REVERSI_COMMON_MINIMAX, 3 },      /* no depth: kept */
    { "Minimax : 30", REVERSI_COMMON_MINIMAX, 30 },
    { "perfect", REVERSI_COMMON_PERFECT, 3 },
    { "ordered:end", REVERSI_COMMON_PERFECT, 3 },  /* games-play's name for it */
    { "random", REVERSI_COMMON_RANDOM, 3 },
    /* old spellings, read silently here */
    { "alpha-beta:4", REVERSI_COMMON_ALPHA_BETA, 4 },
    { "random:4:10:1", REVERSI_COMMON_RANDOM, 3 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++) {
    ReversiCommonComputer computer = { REVERSI_COMMON_RANDOM, 3 };
    g_autoptr (GError) error = NULL;
    g_assert_true (reversi_common_computer_parse (&computer, good[i].text, &error));
    g_assert_no_error (error);
    g_assert_cmpint (computer.strategy, ==, good[i].strategy);
    g_assert_cmpint (computer.depth, ==, good[i].depth);
  }

  struct {
    const char *text;
    const char *says;
  } bad[] = {
    { "", "is not a player" },
    { "alphabeta:0", "the depth must be from 1 to 30, not 0" },
    { "alphabeta:31", "the depth must be from 1 to 30, not 31" },
    { "minimax:end", "cannot be “end” here" },
    { "alphabeta:6:14:1", "alphabeta takes 1 number here" },
    { "perfect:3", "perfect takes no numbers" },
    { "enhanced", "has no player “enhanced”; it has random, minimax, alphabeta, perfect" },
    { "ordered:8", "has no player “ordered”" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    ReversiCommonComputer computer = { REVERSI_COMMON_MINIMAX, 3 };
    g_autoptr (GError) error = NULL;
    g_assert_false (reversi_common_computer_parse (&computer, bad[i].text, &error));
    g_assert_nonnull (error);
    if (!strstr (error->message, bad[i].says))
      g_error ("“%s”: “%s” does not say “%s”", bad[i].text, error->message, bad[i].says);
    g_assert_cmpint (computer.strategy, ==, REVERSI_COMMON_MINIMAX);
    g_assert_cmpint (computer.depth, ==, 3);
  }
}

/* Each game reads the strategies it has and refuses the others by name. */
static void
test_game_computers (void)
{
  g_autoptr (GPtrArray) games = common_games ();
  for (guint g = 0; g < games->len; g++) {
    const ReversiGameInfo *game = games->pdata[g];
    for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++) {
      ReversiCommonComputer computer = { (ReversiCommonStrategy) s, 2 };
      g_autofree char *text = reversi_common_computer_to_text (&computer);
      ReversiCommonComputer read = game->default_computer;
      g_autoptr (GError) error = NULL;
      gboolean ok = reversi_game_read_computer (game, text, &read, &error);
      g_assert_cmpint (ok, ==, reversi_game_has_strategy (game, (ReversiCommonStrategy) s));
      if (ok) {
        g_assert_cmpint (read.strategy, ==, s);
      } else {
        g_assert_nonnull (strstr (error->message, game->label));
        g_assert_cmpint (read.strategy, ==, game->default_computer.strategy);
      }
    }
    g_assert_true (reversi_game_has_strategy (game, game->default_computer.strategy));
  }
}

/* --- the catalog ----------------------------------------------------------- */

/* The app's core is GLib only: no GTK symbol reaches the test program. */
static void
test_no_gtk (void)
{
  g_assert_null (dlsym (RTLD_DEFAULT, "gtk_init"));
  g_assert_null (dlsym (RTLD_DEFAULT, "gtk_widget_get_type"));
  g_assert_nonnull (dlsym (RTLD_DEFAULT, "g_main_loop_new"));   /* the check itself works */
}

/* Reversi first, then each plug-in's games, each the registry's game of
 * its id (its label and rules), found by its id, with its sides named. */
static void
test_catalog (void)
{
  guint count;
  const ReversiGameInfo *const *games = reversi_game_catalog (&count);
  g_assert_cmpuint (count, >=, 2);
  g_assert_true (games[0] == reversi_game_reversi ());
  g_assert_true (reversi_game_is_reversi (games[0]));
  g_assert_true (reversi_game_find ("reversi") == games[0]);
  g_assert_null (reversi_game_find ("no-such-game"));
  /* Reversi is a plug-in that plays its own way, named by itself, listed
   * first wherever games/reversi falls in the registry's order. */
  g_assert_nonnull (games[0]->play);
  /* The window sets Reversi up and shows it the course's way because its
   * entry says so (the dialog, the command line and the board ask the
   * entry, not which game it is). */
  g_assert_true (games[0]->course_setup);
  g_assert_true (games[0]->course_board);
  g_assert_cmpstr (reversi_game_side_name (games[0], 0), ==, "Black");
  g_assert_cmpstr (reversi_game_side_name (games[0], 1), ==, "White");
  for (guint i = 1; i < count; i++) {
    const ReversiGameInfo *game = games[i];
    g_assert_false (reversi_game_is_reversi (game));
    g_assert_null (game->play);
    /* Two common sides and its folder's board: a GameRules game has no
     * session of the course's set-up to be made from. */
    g_assert_false (game->course_setup);
    g_assert_false (game->course_board);
    /* The course's extras (paste, flips) are Reversi's own actions only. */
    g_assert_null (game->own_actions);
    for (int side = 0; side < 2; side++)
      g_assert_cmpstr (reversi_game_side_name (game, side), ==,
                       game->rules ()->side_names[side]);
    g_assert_true (reversi_game_find (game->id) == game);
    const GameEntry *entry = games_registry_find (game->id);
    if (!entry)
      g_error ("“%s” has no entry in games/registry", game->id);
    g_assert_true (game->rules == entry->rules);
    g_assert_cmpstr (game->label, ==, entry->label);
    g_assert_cmpstr (game->rules ()->name, ==, game->id);
    g_assert_nonnull (game->side_labels[0]);
    g_assert_nonnull (game->side_labels[1]);
    g_assert_nonnull (game->move_example);
    g_assert_nonnull (game->describe_move);
    g_assert_nonnull (game->counts_text);
    g_assert_nonnull (game->result_text);
    for (int side = 0; side < 2; side++)
      g_assert_cmpstr (reversi_game_side_name (game, side), ==, game->rules ()->side_names[side]);
    /* The default computer is named with its depth where it stops at one. */
    g_autofree char *name = reversi_game_computer_name (game, &game->default_computer);
    g_autofree char *depth = g_strdup_printf ("depth %d", game->default_computer.depth);
    g_assert_cmpint (strstr (name, depth) != NULL, ==,
                     game->uses_depth[game->default_computer.strategy]);
    g_assert_nonnull (strstr (name, reversi_game_strategy_label (game,
                                                                 game->default_computer.strategy)));
  }
}

/* A game without counts leaves counts_text NULL in its plug-in and the
 * catalog answers "" for it: tic-tac-toe and Connect Four have none. */
static void
test_no_counts (void)
{
  const char *without[] = { "tictactoe", "connect-four" };
  for (gsize i = 0; i < G_N_ELEMENTS (without); i++) {
    const ReversiGameInfo *game = reversi_game_find (without[i]);
    if (!game)
      continue;
    const GameRules *rules = game->rules ();
    GamePath *path = game_path_new (rules);
    g_autofree char *counts = game->counts_text (rules, game_path_current (path));
    g_assert_cmpstr (counts, ==, "");
    game_path_free (path);
  }
}

/* A game played to its end (random moves, a fixed random seed): every
 * move is described (a finished game's last move at least says so where
 * the game has something to add), and the result's first line is there. */
static void
test_finished_game (gconstpointer data)
{
  const ReversiGameInfo *game = data;
  const GameRules *rules = game->rules ();
  GamePath *path = game_path_new (rules);
  GRand *rand = g_rand_new_with_seed (21);
  while (!game_rules_is_over (rules, game_path_current (path))) {
    g_assert_cmpint (game_path_length (path), <, 2000);
    int moves[GAME_MAX_MOVES];
    int count = rules->generate_moves (rules, game_path_current (path), moves);
    g_assert_cmpint (count, >, 0);
    int move = moves[g_rand_int_range (rand, 0, count)];
    g_autofree char *described = game->describe_move (rules, game_path_current (path), move);
    g_assert_nonnull (described);
    g_autofree char *counts = game->counts_text (rules, game_path_current (path));
    g_assert_nonnull (counts);
    g_autoptr (GError) error = NULL;
    g_assert_true (game_path_play (path, move, &error));
    g_assert_no_error (error);
  }
  g_autofree char *result = game->result_text (rules, game_path_current (path));
  g_assert_nonnull (result);
  /* The large first line says who won or that it is a draw. */
  g_auto (GStrv) lines = g_strsplit (result, "\n", 2);
  g_assert_cmpstr (lines[0], !=, "");
  int winner = game_rules_winner (rules, game_path_current (path));
  if (winner >= 0 && game->side_labels[0] && strstr (result, "wins")) {
    const char *side = rules->side_names[winner];
    if (!strstr (lines[0], side) && !strstr (lines[0], winner == 0 ? "First" : "Second"))
      g_error ("%s: “%s” does not name the winner %s", game->id, lines[0], side);
  }
  g_rand_free (rand);
  game_path_free (path);
}

/* --- who plays: the command line, settings and records -------------------- */

static void
test_side_parse (void)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  g_autoptr (GError) error = NULL;
  g_assert_true (reversi_side_setup_parse (&setup.side[0], "human:Ann: 2nd", &error));
  g_assert_false (setup.side[0].is_computer);
  g_assert_cmpstr (setup.side[0].name, ==, "Ann: 2nd");
  g_assert_true (reversi_side_setup_parse (&setup.side[1], "alphabeta:6:14:2", &error));
  g_assert_true (setup.side[1].is_computer);
  g_assert_cmpint (setup.side[1].config.depth, ==, 6);
  g_assert_cmpint (setup.side[1].config.perfect_empties, ==, 14);
  g_assert_cmpint (setup.side[1].config.eval_index, ==, 2);
  /* Refused: the side is unchanged. */
  g_assert_false (reversi_side_setup_parse (&setup.side[1], "alphabeta:61", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (reversi_side_setup_parse (&setup.side[1], "perfect", &error));
  g_assert_nonnull (strstr (error->message, "Reversi has no player “perfect”"));
  g_clear_error (&error);
  g_assert_cmpint (setup.side[1].config.depth, ==, 6);
  reversi_game_setup_clear (&setup);

  g_autoptr (GPtrArray) games = common_games ();
  for (guint g = 0; g < games->len; g++) {
    const ReversiGameInfo *game = games->pdata[g];
    ReversiCommonSetup common_setup;
    reversi_common_setup_init (&common_setup, game);
    g_assert_true (reversi_common_side_parse (&common_setup.side[1], game, "human:Bo", &error));
    g_assert_false (common_setup.side[1].is_computer);
    g_assert_cmpstr (common_setup.side[1].name, ==, "Bo");
    g_assert_true (reversi_common_side_parse (&common_setup.side[1], game, "minimax:3", &error));
    g_assert_true (common_setup.side[1].is_computer);
    g_assert_cmpint (common_setup.side[1].computer.strategy, ==, REVERSI_COMMON_MINIMAX);
    g_assert_cmpint (common_setup.side[1].computer.depth, ==, 3);
    g_assert_false (reversi_common_side_parse (&common_setup.side[1], game, "minimax:x", &error));
    g_clear_error (&error);
    g_assert_cmpint (common_setup.side[1].computer.depth, ==, 3);
    reversi_common_setup_clear (&common_setup);
  }
}

static void
test_common_settings (void)
{
  g_autoptr (GPtrArray) games = common_games ();
  for (guint g = 0; g < games->len; g++) {
    const ReversiGameInfo *game = games->pdata[g];
    ReversiCommonSetup setup, loaded;
    reversi_common_setup_init (&setup, game);
    reversi_common_setup_init (&loaded, game);
    setup.side[0].is_computer = TRUE;
    setup.side[0].computer = (ReversiCommonComputer) { REVERSI_COMMON_MINIMAX, 3 };
    setup.side[0].time_limit = 5;
    setup.side[1].is_computer = FALSE;
    g_free (setup.side[1].name);
    setup.side[1].name = g_strdup ("Ann");
    reversi_common_setup_save (&setup);
    reversi_common_setup_load (&loaded, game);
    g_assert_true (loaded.game == game);
    for (int i = 0; i < 2; i++) {
      g_assert_cmpint (loaded.side[i].is_computer, ==, setup.side[i].is_computer);
      g_assert_cmpint (loaded.side[i].computer.strategy, ==, setup.side[i].computer.strategy);
      g_assert_cmpint (loaded.side[i].computer.depth, ==, setup.side[i].computer.depth);
      g_assert_cmpstr (loaded.side[i].name, ==, setup.side[i].name);
      g_assert_cmpint (loaded.side[i].time_limit, ==, setup.side[i].time_limit);
    }

    /* What earlier versions or other builds left: an old spelling reads
     * (silently); a strategy this game has not falls back to its default. */
    g_autoptr (GSettings) settings = reversi_common_settings_new (game);
    g_settings_set_string (settings, "first-computer", "alpha-beta:2");
    g_settings_set_string (settings, "second-computer", "enhanced:4");
    reversi_common_setup_load (&loaded, game);
    g_assert_cmpint (loaded.side[0].computer.strategy, ==, REVERSI_COMMON_ALPHA_BETA);
    g_assert_cmpint (loaded.side[0].computer.depth, ==, 2);
    g_assert_cmpint (loaded.side[1].computer.strategy, ==, game->default_computer.strategy);
    g_assert_cmpint (loaded.side[1].computer.depth, ==, game->default_computer.depth);
    /* and the next save writes today's form */
    reversi_common_setup_save (&loaded);
    g_autofree char *written = g_settings_get_string (settings, "first-computer");
    g_assert_cmpstr (written, ==, "alphabeta:2");
    reversi_common_setup_clear (&setup);
    reversi_common_setup_clear (&loaded);
  }
}

static void
test_reversi_settings_and_record (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  ReversiGameSetup setup, loaded;
  reversi_game_setup_init (&setup);
  reversi_game_setup_init (&loaded);
  setup.size = 6;
  setup.misere = TRUE;
  setup.side[0].is_computer = TRUE;
  g_assert_true (player_config_from_text (&setup.side[0].config, "minimax:3:8:2", NULL));
  setup.side[1].is_computer = FALSE;
  g_free (setup.side[1].name);
  setup.side[1].name = g_strdup ("Ann");
  reversi_game_setup_save (&setup, settings);
  reversi_game_setup_load (&loaded, settings);
  g_assert_cmpint (loaded.size, ==, 6);
  g_assert_true (loaded.misere);
  for (int i = 0; i < 2; i++) {
    g_assert_cmpint (loaded.side[i].is_computer, ==, setup.side[i].is_computer);
    g_assert_cmpstr (loaded.side[i].name, ==, setup.side[i].name);
  }
  g_autofree char *config = player_config_to_text (&loaded.side[0].config);
  g_assert_cmpstr (config, ==, "minimax:3:8:2");

  /* A record's players read back as the set-up that wrote them. */
  g_autoptr (GError) error = NULL;
  Game *game = reversi_game_setup_create_game (&setup, &error);
  g_assert_no_error (error);
  GameRecord *record = game_record_new ();
  game_record_copy_game (record, game);
  reversi_game_setup_to_record (&setup, game, record);
  ReversiGameSetup from_record;
  reversi_game_setup_init (&from_record);   /* the set-up a record replaces */
  g_assert_true (reversi_game_setup_from_record (&from_record, record, &error));
  g_assert_no_error (error);
  g_assert_true (from_record.side[0].is_computer);
  g_autofree char *back = player_config_to_text (&from_record.side[0].config);
  g_assert_cmpstr (back, ==, "minimax:3:8:2");
  g_assert_cmpstr (from_record.side[1].name, ==, "Ann");
  reversi_game_setup_clear (&from_record);

  /* Records written before: random with its unused numbers, alpha-beta. */
  game_record_set_player (record, BLACK, TRUE, "random:4:10:1", "random");
  game_record_set_player (record, WHITE, TRUE, "alpha-beta:2:6:1", "old");
  g_assert_true (reversi_check_player_config ("random:4:10:1", NULL));
  g_assert_true (reversi_game_setup_from_record (&from_record, record, &error));
  g_assert_no_error (error);
  g_assert_cmpint (from_record.side[0].config.strategy, ==, STRATEGY_RANDOM);
  g_assert_cmpint (from_record.side[1].config.strategy, ==, STRATEGY_ALPHA_BETA);
  g_assert_cmpint (from_record.side[1].config.depth, ==, 2);
  g_autofree char *random_now = player_config_to_text (&from_record.side[0].config);
  g_assert_cmpstr (random_now, ==, "random");
  reversi_game_setup_clear (&from_record);

  g_assert_false (reversi_check_player_config ("alphabeta:0", &error));
  g_assert_nonnull (error);
  game_record_free (record);
  game_free (game);
  reversi_game_setup_clear (&setup);
  reversi_game_setup_clear (&loaded);
}

/* --- the session ----------------------------------------------------------- */

/* Positions may point at their parents: compared as the game shows them. */
static void
assert_same_position (const GameRules *rules, ReversiGameSession *a, ReversiGameSession *b,
                      int moves)
{
  g_autofree char *shown_a =
      rules->position_to_text (rules, reversi_game_session_get_position (a, moves));
  g_autofree char *shown_b =
      rules->position_to_text (rules, reversi_game_session_get_position (b, moves));
  g_assert_cmpstr (shown_a, ==, shown_b);
  g_assert_cmpint (reversi_game_session_side_to_move (a, moves), ==,
                   reversi_game_session_side_to_move (b, moves));
}

/* A GameRules request read back as the search program reads it. */
static GamePath *
read_common_request (GVariant *request, const ReversiGameInfo **asked,
                     ReversiCommonComputer *computer)
{
  g_autoptr (GError) error = NULL;
  GamePath *path = NULL;
  g_assert_true (reversi_worker_read_common_request (request, asked, &path, computer, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_session (gconstpointer data)
{
  const ReversiGameInfo *game = data;
  const GameRules *rules = game->rules ();
  ReversiCommonSetup setup;
  reversi_common_setup_init (&setup, game);
  setup.side[1].is_computer = TRUE;
  setup.side[1].computer = (ReversiCommonComputer) { REVERSI_COMMON_RANDOM, 1 };
  const ReversiCommonComputer setup_computer = setup.side[1].computer;
  g_autoptr (ReversiGameSession) session = reversi_game_session_new (&setup);
  reversi_common_setup_clear (&setup);
  g_assert_true (reversi_game_session_get_game (session) == game);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 0);
  g_assert_true (reversi_game_session_is_human (session, 0));
  g_assert_false (reversi_game_session_is_human (session, 1));
  g_autofree char *nothing = reversi_game_session_relay_text (session, 0);
  g_assert_cmpstr (nothing, ==, "");

  /* Play the last legal move each turn, by its notation, for six moves. */
  int played[6], n = 0;
  while (n < 6 && !reversi_game_session_is_over (session)) {
    const void *position = reversi_game_session_get_position (session, n);
    int moves[GAME_MAX_MOVES];
    int count = rules->generate_moves (rules, position, moves);
    g_autofree char *text = reversi_game_session_notation (session, moves[count - 1]);
    int move;
    g_autoptr (GError) error = NULL;
    g_assert_true (reversi_game_session_read_move (session, text, &move, &error));
    g_assert_no_error (error);
    g_assert_cmpint (move, ==, moves[count - 1]);
    g_assert_true (reversi_game_session_play (session, move, &error));
    played[n++] = move;
    g_assert_cmpint (reversi_game_session_get_length (session), ==, n);
    g_assert_cmpint (reversi_game_session_get_move (session, n - 1), ==, move);
    g_autofree char *relay = reversi_game_session_relay_text (session, n);
    g_assert_nonnull (strstr (relay, text));
    /* The move list's row: its number, then the relay text. */
    g_autofree char *row = reversi_game_session_move_row (session, n);
    g_autofree char *expected_row = g_strdup_printf ("%d. %s", n, relay);
    g_assert_cmpstr (row, ==, expected_row);
  }
  g_assert_cmpint (n, >=, 2);

  /* The position before the last move, as the search tree window asks
   * for it: one move shorter, and that move's notation. */
  {
    g_autofree char *last = NULL;
    g_autoptr (GVariant) before = g_variant_ref_sink (
        reversi_game_session_search_request_before_last (session, 1, &last));
    g_autofree char *expected_last = reversi_game_session_notation (session, played[n - 1]);
    g_assert_cmpstr (last, ==, expected_last);
    const ReversiGameInfo *asked;
    ReversiCommonComputer computer;
    GamePath *path = read_common_request (before, &asked, &computer);
    g_assert_true (asked == game);
    g_assert_cmpint (game_path_length (path), ==, n - 1);
    game_path_free (path);
  }

  /* The search program is asked for the position now, as the side's
   * computer; the hint as the side a computer plays (the second). */
  for (int side = -1; side < 2; side++) {
    g_autoptr (GVariant) request = g_variant_ref_sink (
        reversi_game_session_search_request (session, side));
    const ReversiGameInfo *asked;
    ReversiCommonComputer computer;
    GamePath *path = read_common_request (request, &asked, &computer);
    g_assert_true (asked == game);
    g_assert_cmpint (game_path_length (path), ==, n);
    for (int i = 0; i < n; i++)
      g_assert_cmpint (g_array_index (path->moves, int, i), ==, played[i]);
    const ReversiCommonComputer *expected = side == 0 ? &game->default_computer
                                                     : &setup_computer;
    g_assert_cmpint (computer.strategy, ==, expected->strategy);
    g_assert_cmpint (computer.depth, ==, expected->depth);
    game_path_free (path);
  }

  /* An illegal move (and text that is no move) changes nothing. */
  g_autoptr (GError) error = NULL;
  int illegal = -12345;
  g_assert_false (reversi_game_session_play (session, illegal, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  int move;
  g_assert_false (reversi_game_session_read_move (session, "zz99", &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, n);

  /* The transcript reads back as the same game, players and all. */
  g_autofree char *text = reversi_game_session_to_text (session);
  g_autoptr (ReversiGameSession) again =
      reversi_game_session_new_from_text (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_true (reversi_game_session_get_game (again) == game);
  g_assert_cmpint (reversi_game_session_get_length (again), ==, n);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (reversi_game_session_get_move (again, i), ==, played[i]);
  for (int side = 0; side < 2; side++) {
    g_assert_cmpint (reversi_game_session_is_human (again, side), ==,
                     reversi_game_session_is_human (session, side));
    g_autofree char *a = reversi_game_session_player_name (session, side);
    g_autofree char *b = reversi_game_session_player_name (again, side);
    g_assert_cmpstr (a, ==, b);
  }
  g_autofree char *text_again = reversi_game_session_to_text (again);
  g_assert_cmpstr (text_again, ==, text);

  /* A record written before, with an old spelling, loads (silently). */
  g_assert_nonnull (strstr (text, " computer random "));
  g_autoptr (GString) old = g_string_new (text);
  g_string_replace (old, " computer random ", " computer alpha-beta:2 ", 1);
  g_autoptr (ReversiGameSession) old_session =
      reversi_game_session_new_from_text (old->str, old->len, &error);
  g_assert_no_error (error);
  const ReversiCommonSide *old_side = &reversi_game_session_get_setup (old_session)->side[1];
  g_assert_true (old_side->is_computer);
  g_assert_cmpint (old_side->computer.strategy, ==, REVERSI_COMMON_ALPHA_BETA);
  g_assert_cmpint (old_side->computer.depth, ==, 2);

  /* Undo goes back to where the human was to move, and takes the moves
   * back: the positions are those of the shorter game. */
  int target = reversi_game_session_undo_target (session);
  g_assert_cmpint (target, >=, 0);
  g_assert_cmpint (target, <, n);
  g_assert_true (reversi_game_session_is_human (
      session, reversi_game_session_side_to_move (session, target)));
  reversi_game_session_truncate (session, target);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, target);
  assert_same_position (rules, session, again, target);
  /* and the game plays on from there as before */
  g_assert_true (reversi_game_session_play (session, played[target], &error));
  g_assert_no_error (error);
  assert_same_position (rules, session, again, target + 1);

  /* A transcript that is not one is refused with the reason. */
  g_autoptr (ReversiGameSession) none = reversi_game_session_new_from_text ("Game: chess\n", 12, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
}


/* Reversi is a session like the others (its moves are the Sashite's xy),
 * with its extras: the kit record, a pasted position, misère, the course's
 * players in the search program's request. */
static void
test_session_reversi (void)
{
  ReversiGameSetup setup;
  reversi_game_setup_init (&setup);
  setup.size = 6;
  setup.misere = TRUE;
  setup.side[1].is_computer = TRUE;
  g_assert_true (player_config_from_text (&setup.side[1].config, "alphabeta:3", NULL));
  g_autoptr (GError) error = NULL;
  g_autoptr (ReversiGameSession) session = reversi_game_session_new_reversi (&setup, &error);
  g_assert_no_error (error);
  reversi_game_setup_clear (&setup);
  g_assert_true (reversi_game_is_reversi (reversi_game_session_get_game (session)));
  g_assert_null (reversi_game_session_get_rules (session));
  g_assert_nonnull (reversi_game_session_get_reversi_setup (session)->date);
  g_assert_true (reversi_game_session_is_misere (session));
  g_autofree char *title = reversi_game_session_title (session, "A vs B");
  g_assert_cmpstr (title, ==, "A vs B, 6×6 misère — Reversi");
  g_autofree char *rule = reversi_game_session_rule_text (session);
  g_assert_cmpstr (rule, ==, "Misère: the fewest discs wins.");
  g_assert_true (reversi_game_session_is_human (session, 0));
  g_assert_false (reversi_game_session_is_human (session, 1));
  g_assert_cmpint (reversi_game_session_undo_target (session), ==, -1);

  /* The last legal move each turn, by its notation, for four moves. */
  for (int n = 0; n < 4; n++) {
    g_assert_cmpint (reversi_game_session_side_to_move (session, n), ==, n % 2);
    Kyokumen *k = g_new (Kyokumen, 1);
    reversi_game_session_reversi_position (session, n, k);
    Sashite moves[MAX_SASHITE];
    int count = kyokumen_generate_moves (k, moves);
    g_free (k);
    g_autofree char *notation = reversi_game_session_notation (session, moves[count - 1].xy);
    int move;
    g_assert_true (reversi_game_session_read_move (session, notation, &move, &error));
    g_assert_cmpint (move, ==, moves[count - 1].xy);
    g_assert_true (reversi_game_session_play (session, move, &error));
    g_assert_no_error (error);
    g_assert_cmpint (reversi_game_session_get_move (session, n), ==, move);
    g_autofree char *relay = reversi_game_session_relay_text (session, n + 1);
    g_autofree char *expected = g_strdup_printf ("%s: %s", n % 2 ? "White" : "Black", notation);
    g_assert_cmpstr (relay, ==, expected);
    /* The move list writes a Reversi move as the course does: "2. White c4". */
    g_autofree char *row = reversi_game_session_move_row (session, n + 1);
    g_autofree char *expected_row = g_strdup_printf ("%d. %s %s", n + 1,
                                                     n % 2 ? "White" : "Black", notation);
    g_assert_cmpstr (row, ==, expected_row);
  }
  {
    /* Before the fourth move: three moves played, White (side 1) to move. */
    g_autofree char *last = NULL;
    g_autoptr (GVariant) before = g_variant_ref_sink (
        reversi_game_session_search_request_before_last (session, 1, &last));
    g_autofree char *expected_last = reversi_game_session_notation (
        session, reversi_game_session_get_move (session, 3));
    g_assert_cmpstr (last, ==, expected_last);
    Kyokumen *k = g_new (Kyokumen, 1), *asked_before = g_new (Kyokumen, 1);
    reversi_game_session_reversi_position (session, 3, k);
    gboolean before_misere = FALSE;
    PlayerConfig before_config;
    g_assert_true (reversi_worker_read_reversi_request (before, asked_before, &before_misere,
                                                        &before_config, &error));
    g_assert_no_error (error);
    g_assert_true (kyokumen_equal_position (asked_before, k));
    g_assert_cmpint (before_config.depth, ==, 3);
    g_free (k);
    g_free (asked_before);
  }
  g_autofree char *counts = reversi_game_session_counts_text (session, 0);
  g_assert_cmpstr (counts, ==, "Discs: Black 2, White 2");
  g_assert_cmpint (reversi_game_session_undo_target (session), ==, 2);

  /* The search program is asked for the position now, misère, with the
   * course's player of the side asked for (the hint: White's). */
  g_autoptr (GVariant) request = g_variant_ref_sink (
      reversi_game_session_search_request (session, -1));
  Kyokumen *asked = g_new (Kyokumen, 1);
  gboolean misere = FALSE;
  PlayerConfig config;
  g_assert_true (reversi_worker_read_reversi_request (request, asked, &misere, &config, &error));
  g_assert_no_error (error);
  g_assert_true (misere);
  g_assert_true (kyokumen_equal_position (asked, &reversi_game_session_get_reversi (session)->kyokumen));
  g_assert_cmpint (config.strategy, ==, STRATEGY_ALPHA_BETA);
  g_assert_cmpint (config.depth, ==, 3);
  g_free (asked);

  /* Text that is no move, a move not legal and a paste that is no
   * position change nothing. */
  int move;
  g_assert_false (reversi_game_session_read_move (session, "zz99", &move, &error));
  g_clear_error (&error);
  g_assert_false (reversi_game_session_play (session, 0 /* a pass, not allowed */, &error));
  g_clear_error (&error);
  g_assert_false (reversi_game_session_set_up_position (session, "hello", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 4);

  /* The kit record reads back as the same game and players. */
  g_autofree char *text = reversi_game_session_to_text (session);
  GameRecord *record = game_record_parse (text, strlen (text), reversi_check_player_config, &error);
  g_assert_no_error (error);
  g_autoptr (ReversiGameSession) again = reversi_game_session_new_from_record (record, &error);
  game_record_free (record);
  g_assert_no_error (error);
  g_assert_cmpint (reversi_game_session_get_length (again), ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (reversi_game_session_get_move (again, i), ==,
                     reversi_game_session_get_move (session, i));
  g_assert_true (reversi_game_session_is_misere (again));
  g_assert_cmpstr (reversi_game_session_get_reversi_setup (again)->date, ==,
                   reversi_game_session_get_reversi_setup (session)->date);
  g_autofree char *text_again = reversi_game_session_to_text (again);
  g_assert_cmpstr (text_again, ==, text);

  /* Undo, then a pasted move list: the players and the rule stay. */
  reversi_game_session_truncate (session, 2);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 2);
  g_autofree char *first = reversi_game_session_notation (session,
                                                          reversi_game_session_get_move (session, 0));
  g_assert_true (reversi_game_session_set_up_position (session, first, &error));
  g_assert_no_error (error);
  g_assert_cmpint (reversi_game_session_get_length (session), ==, 1);
  g_assert_true (reversi_game_session_is_misere (session));
  g_assert_false (reversi_game_session_is_human (session, 1));
}

/* --- the strategies -------------------------------------------------------- */

/* Whether a strategy reads so far that a test cannot wait for it (to the
 * end of Kalah or of the larger Go boards). */
static gboolean
too_slow (const ReversiGameInfo *game, ReversiCommonStrategy strategy)
{
  return strategy == REVERSI_COMMON_PERFECT && g_strcmp0 (game->id, "tictactoe") != 0
         && g_strcmp0 (game->id, "go-2x2") != 0;
}

/* The position after the first two legal moves. */
static GamePath *
opening (const GameRules *rules)
{
  GamePath *path = game_path_new (rules);
  for (int i = 0; i < 2; i++) {
    int moves[GAME_MAX_MOVES];
    rules->generate_moves (rules, game_path_current (path), moves);
    g_assert_true (game_path_play (path, moves[0], NULL));
  }
  return path;
}

static void
test_strategies (gconstpointer data)
{
  const ReversiGameInfo *game = data;
  const GameRules *rules = game->rules ();
  GamePath *path = opening (rules);
  for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++) {
    if (!reversi_game_has_strategy (game, (ReversiCommonStrategy) s) || too_slow (game, s))
      continue;
    ReversiCommonComputer computer = { (ReversiCommonStrategy) s, 2 };
    gint stop = 0, depth_done = 0;
    ReversiCommonControl control = { &stop, &depth_done };
    ReversiCommonReport report;
    g_autoptr (GError) error = NULL;
    g_assert_true (game->choose[s](rules, path, &computer, &control, &report, &error));
    g_assert_no_error (error);
    if (!game_rules_is_legal (rules, game_path_current (path), report.move))
      g_error ("%s, %s: %d is not a legal move", game->id, reversi_common_strategy_id (s),
               report.move);
    g_assert_false (report.stopped);
    if (s == REVERSI_COMMON_RANDOM) {
      g_assert_true (report.random);
    } else {
      g_assert_cmpuint (report.nodes, >, 0);
      g_assert_cmpint (report.line_length, >=, 1);
      g_assert_cmpint (report.line[0], ==, report.move);
    }
    if (game->uses_depth[s]) {
      g_assert_cmpint (report.depth, ==, 2);
      g_assert_cmpint (depth_done, ==, 2);
    }
  }
  game_path_free (path);
}

/* Stopped before it starts, every search still plays a legal move and
 * says it was stopped. */
static void
test_stop_flag (gconstpointer data)
{
  const ReversiGameInfo *game = data;
  const GameRules *rules = game->rules ();
  GamePath *path = opening (rules);
  for (int s = 0; s < REVERSI_COMMON_STRATEGY_COUNT; s++) {
    if (s == REVERSI_COMMON_RANDOM || !reversi_game_has_strategy (game, (ReversiCommonStrategy) s))
      continue;
    ReversiCommonComputer computer = { (ReversiCommonStrategy) s, REVERSI_COMMON_MAX_DEPTH };
    gint stop = 1, depth_done = 0;
    ReversiCommonControl control = { &stop, &depth_done };
    ReversiCommonReport report;
    gint64 started = g_get_monotonic_time ();
    g_assert_true (game->choose[s](rules, path, &computer, &control, &report, NULL));
    g_assert_cmpint (g_get_monotonic_time () - started, <, 5 * G_USEC_PER_SEC);
    g_assert_true (game_rules_is_legal (rules, game_path_current (path), report.move));
    /* tic-tac-toe's warm-ups (t1, t2) are the student's plain recursion:
     * they finish (nine plies at most) and are not asked to stop.  Go's
     * solver looks at the flag between slices of time: a small board is
     * solved to the end within the first. */
    gboolean may_finish = (g_strcmp0 (game->id, "tictactoe") == 0 && s != REVERSI_COMMON_PERFECT)
                          || (s == REVERSI_COMMON_PERFECT && report.to_end);
    if (!may_finish && !report.stopped)
      g_error ("%s, %s: not stopped (depth %d, %" G_GUINT64_FORMAT " nodes)", game->id,
               reversi_common_strategy_id (s), report.depth, report.nodes);
  }
  game_path_free (path);
}

typedef struct {
  GMainLoop *loop;
  ReversiSearchReport report;
  gboolean done, ok;
  GError *error;
} SearchWait;

static void
on_search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SearchWait *wait = user_data;
  wait->ok = reversi_search_finish (REVERSI_SEARCH (source), result, &wait->report, &wait->error);
  wait->done = TRUE;
  g_main_loop_quit (wait->loop);
}

static gboolean
stop_search (gpointer search)
{
  reversi_search_stop (search);
  return G_SOURCE_REMOVE;
}

/* On the worker thread, as the window runs it: a search far too deep to
 * finish, stopped after a moment, plays the move of the deepest search it
 * finished. */
static void
test_worker_stop (void)
{
  const ReversiGameInfo *game = NULL;
  g_autoptr (GPtrArray) games = common_games ();
  for (guint g = 0; g < games->len; g++) {
    const ReversiGameInfo *candidate = games->pdata[g];
    if (candidate->uses_depth[REVERSI_COMMON_MINIMAX])
      game = candidate;
  }
  if (!game) {
    g_test_skip ("no game of this tree searches to a depth");
    return;
  }
  const GameRules *rules = game->rules ();
  GamePath *path = game_path_new (rules);
  ReversiCommonComputer computer = { REVERSI_COMMON_MINIMAX, REVERSI_COMMON_MAX_DEPTH };
  ReversiSearch *search = reversi_search_new (reversi_worker_common_request (game, path, &computer));
  g_assert_cmpint (reversi_search_get_depth_target (search), ==, REVERSI_COMMON_MAX_DEPTH);
  SearchWait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  reversi_search_run_async (search, on_search_done, &wait);
  g_timeout_add (300, stop_search, search);
  g_main_loop_run (wait.loop);
  g_assert_true (wait.done && wait.ok);
  g_assert_false (wait.report.is_course);
  g_assert_true (wait.report.common.stopped);
  g_assert_cmpint (wait.report.common.depth, <, REVERSI_COMMON_MAX_DEPTH);
  g_assert_cmpint (wait.report.common.depth, ==, reversi_search_get_depth_done (search));
  g_assert_cmpint (wait.report.move, ==, wait.report.common.move);
  g_assert_true (game_rules_is_legal (rules, game_path_current (path), wait.report.move));
  g_assert_cmpfloat (reversi_search_get_seconds (search), <, 30);
  g_main_loop_unref (wait.loop);
  g_object_unref (search);
  game_path_free (path);
}

/* The same search object runs Reversi's course players: the request
 * says which.  Depth 3 from the start finishes; its move is legal and its
 * report is the course's. */
static void
test_worker_reversi (void)
{
  Kyokumen k;
  kyokumen_init (&k, 8);
  PlayerConfig config;
  player_config_init (&config);
  config.depth = 3;
  config.perfect_empties = 0;
  ReversiSearch *search = reversi_search_new (reversi_worker_reversi_request (&k, FALSE, &config));
  g_assert_cmpint (reversi_search_get_depth_target (search), ==, 3);
  SearchWait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  reversi_search_run_async (search, on_search_done, &wait);
  g_main_loop_run (wait.loop);
  g_assert_true (wait.done && wait.ok);
  g_assert_true (wait.report.is_course);
  g_assert_cmpint (wait.report.move, ==, wait.report.course.move.xy);
  g_assert_true (kyokumen_is_legal (&k, wait.report.course.move));
  g_assert_cmpint (wait.report.course.depth, ==, 3);
  g_assert_false (wait.report.course.stopped);
  /* A perfect search reads to the end: no depth to go to. */
  config.perfect_empties = 60;
  ReversiSearch *perfect = reversi_search_new (reversi_worker_reversi_request (&k, FALSE, &config));
  g_assert_cmpint (reversi_search_get_depth_target (perfect), ==, 0);
  g_object_unref (perfect);
  g_main_loop_unref (wait.loop);
  g_object_unref (search);
}

/* search on worker (a kept client) for config's player in k: the report;
 * *error set when it failed. */
static ReversiSearchReport
kept_search (ReversiWorkerClient *worker, const Kyokumen *k, const PlayerConfig *config,
             GError **error)
{
  ReversiSearch *search = reversi_search_new_in (worker, reversi_worker_reversi_request (k, FALSE,
                                                                                        config));
  SearchWait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  reversi_search_run_async (search, on_search_done, &wait);
  if (config->depth == PLAYER_CONFIG_MAX_DEPTH)
    g_timeout_add (300, stop_search, search);
  g_main_loop_run (wait.loop);
  g_main_loop_unref (wait.loop);
  g_object_unref (search);
  g_assert_true (wait.done);
  if (error)
    *error = wait.error;
  else
    g_assert_no_error (wait.error);
  return wait.report;
}

/* Runs the main context until worker has seen its program end. */
static void
wait_program_gone (ReversiWorkerClient *worker)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (reversi_worker_client_get_program_id (worker) && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (10000);
  g_assert_null (reversi_worker_client_get_program_id (worker));
}

/* The window's computer on a kept client: the enhanced player's program
 * stays from move to move with a player per side and its tables, so each
 * move counts exactly the nodes of the command line's players kept for
 * the game (and not those of a player made for the move); a course
 * player's program ends after its answer; Stop leaves the program for
 * the next search, which is not stopped by it; a program killed between
 * two searches or during one is replaced (the one during it said as a
 * crash), and the searches go on. */
static void
test_worker_kept (void)
{
  PlayerConfig config;
  player_config_init (&config);
  g_autoptr (GError) error = NULL;
  if (!player_config_from_text (&config, "enhanced:6:0:3", &error)) {
    g_test_skip ("no enhanced player in this build");
    return;
  }
  ReversiWorkerClient *worker = reversi_worker_client_new_kept ();
  Player *command_line[2] = { player_config_create_player (&config, NULL),
                              player_config_create_player (&config, NULL) };
  Kyokumen k;
  kyokumen_init (&k, 8);
  g_autofree char *id = NULL;
  guint64 fresh_nodes = 0, kept_nodes = 0;
  for (int ply = 0; ply < 4; ply++) {
    ReversiSearchReport found = kept_search (worker, &k, &config, NULL);
    Sashite move;
    SearchReport report;
    g_assert_true (player_decide_move (command_line[ply % 2], &k, FALSE, NULL, &move, &report,
                                       NULL));
    g_assert_cmpint (found.course.move.xy, ==, move.xy);
    g_assert_cmpuint (found.course.nodes, ==, report.nodes);
    if (ply == 0)
      id = g_strdup (reversi_worker_client_get_program_id (worker));
    g_assert_nonnull (id);
    g_assert_cmpstr (reversi_worker_client_get_program_id (worker), ==, id);
    if (ply == 2) {
      /* Black's second move: its player's tables order it. */
      Player *fresh = player_config_create_player (&config, NULL);
      SearchReport fresh_report;
      g_assert_true (player_decide_move (fresh, &k, FALSE, NULL, &move, &fresh_report, NULL));
      player_free (fresh);
      fresh_nodes = fresh_report.nodes;
      kept_nodes = report.nodes;
    }
    kyokumen_make_move (&k, move);
  }
  g_test_message ("Black's second move: %" G_GUINT64_FORMAT " nodes kept, %" G_GUINT64_FORMAT
                  " fresh", kept_nodes, fresh_nodes);
  g_assert_cmpuint (kept_nodes, !=, fresh_nodes);
  player_free (command_line[0]);
  player_free (command_line[1]);

  /* A course player: a program of its own, ended after its answer. */
  PlayerConfig course;
  player_config_init (&course);
  course.depth = 2;
  kept_search (worker, &k, &course, NULL);
  g_assert_null (reversi_worker_client_get_program_id (worker));

  /* Stopped: the program stays, and the next search is its own. */
  PlayerConfig until_stopped = config;
  until_stopped.depth = PLAYER_CONFIG_MAX_DEPTH;
  ReversiSearchReport stopped = kept_search (worker, &k, &until_stopped, NULL);
  g_assert_true (stopped.course.stopped);
  g_free (id);
  id = g_strdup (reversi_worker_client_get_program_id (worker));
  g_assert_nonnull (id);
  ReversiSearchReport after = kept_search (worker, &k, &config, NULL);
  g_assert_false (after.course.stopped);
  g_assert_cmpint (after.course.depth, ==, config.depth);
  g_assert_cmpstr (reversi_worker_client_get_program_id (worker), ==, id);

  /* Killed between two searches: the next starts another program. */
  g_assert_cmpint (kill ((pid_t) atoi (id), SIGKILL), ==, 0);
  wait_program_gone (worker);
  kept_search (worker, &k, &config, NULL);
  g_assert_nonnull (reversi_worker_client_get_program_id (worker));
  g_assert_cmpstr (reversi_worker_client_get_program_id (worker), !=, id);

  /* Killed during a search: a crash, said; then another program. */
  ReversiSearch *search = reversi_search_new_in (worker, reversi_worker_reversi_request (
                                                             &k, FALSE, &until_stopped));
  SearchWait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  reversi_search_run_async (search, on_search_done, &wait);
  g_assert_cmpint (kill ((pid_t) atoi (reversi_worker_client_get_program_id (worker)), SIGKILL),
                   ==, 0);
  g_main_loop_run (wait.loop);
  g_main_loop_unref (wait.loop);
  g_object_unref (search);
  g_assert_error (wait.error, REVERSI_WORKER_ERROR, REVERSI_WORKER_ERROR_CRASHED);
  g_test_message ("%s", wait.error->message);
  g_clear_error (&wait.error);
  g_assert_null (reversi_worker_client_get_program_id (worker));
  ReversiSearchReport again = kept_search (worker, &k, &config, NULL);
  g_assert_true (kyokumen_is_legal (&k, again.course.move));
  g_object_unref (worker);
}

/* A game's other program's format (Go's SGF): found by SGF's game
 * number, read as a transcript of the file's named players with its
 * moves (a komi said, as the kit's Go counts without), written back
 * the same; what the game cannot hold refused with the reason.  Skipped
 * in a build without such a game (the student handout). */
static void
test_sgf_games (void)
{
  const ReversiGameInfo *game = reversi_game_find_sgf (1);
  if (!game) {
    g_test_skip ("no game of this build is written as SGF");
    return;
  }
  g_assert_null (reversi_game_find_sgf (3));   /* chess */
  g_assert_cmpstr (game->file_extension, ==, "sgf");
  const char *sgf = "(;FF[4]GM[1]SZ[3]KM[6.5]PB[GNU Go]PW[Hanako];B[bb];W[ab];B[];W[])";
  g_autofree char *note = NULL;
  GError *error = NULL;
  g_autoptr (GameTranscript) transcript = game->file_read (sgf, strlen (sgf), &note, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (transcript->path->rules->name, ==, "go-3x3");
  g_assert_cmpint (game_path_length (transcript->path), ==, 4);
  g_assert_cmpstr (transcript->player[0].name, ==, "GNU Go");
  g_assert_false (transcript->player[0].is_computer);
  g_assert_nonnull (strstr (note, "6.5"));
  const ReversiGameInfo *go3 = reversi_game_find ("go-3x3");
  g_autofree char *written = go3->file_write (transcript->path, "GNU Go", "Hanako");
  g_assert_nonnull (strstr (written, "GM[1]"));
  g_assert_nonnull (strstr (written, ";B[bb];W[ab];B[];W[]"));
  g_autofree char *no_note = NULL;
  g_autoptr (GameTranscript) again = game->file_read (written, strlen (written), &no_note, &error);
  g_assert_no_error (error);
  g_assert_null (no_note);   /* KM[0]: nothing to say */
  g_assert_cmpint (game_path_length (again->path), ==, 4);

  /* Refused: a board the app has no Go for, a set-up, a move of the
   * wrong colour; nothing is returned. */
  const char *refused[] = { "(;GM[1]SZ[9];B[ee])", "(;GM[1]SZ[3]AB[aa];W[bb])",
                            "(;GM[1]SZ[3];B[aa];B[bb])" };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++) {
    g_autofree char *none = NULL;
    g_assert_null (game->file_read (refused[i], strlen (refused[i]), &none, &error));
    g_assert_nonnull (error);
    g_test_message ("%s: %s", refused[i], error->message);
    g_clear_error (&error);
  }
}

int
main (int argc, char **argv)
{
  /* The messages are compared in English. */
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  /* No display (meson sets these empty): nothing here may need one. */
  const char *displays[] = { "DISPLAY", "WAYLAND_DISPLAY" };
  for (guint i = 0; i < G_N_ELEMENTS (displays); i++)
    g_assert_true (!g_getenv (displays[i]) || !*g_getenv (displays[i]));
  g_test_add_func ("/app-core/no-gtk", test_no_gtk);
  g_test_add_func ("/app-core/catalog", test_catalog);
  g_test_add_func ("/app-core/sgf-games", test_sgf_games);
  g_test_add_func ("/app-core/no-counts", test_no_counts);
  g_test_add_func ("/app-core/computer-text", test_computer_text);
  g_test_add_func ("/app-core/game-computers", test_game_computers);
  g_test_add_func ("/app-core/side-parse", test_side_parse);
  g_test_add_func ("/app-core/common-settings", test_common_settings);
  g_test_add_func ("/app-core/reversi-settings-and-record", test_reversi_settings_and_record);
  g_autoptr (GPtrArray) games = common_games ();
  for (guint g = 0; g < games->len; g++) {
    const ReversiGameInfo *game = games->pdata[g];
    g_autofree char *session = g_strdup_printf ("/app-core/session/%s", game->id);
    g_autofree char *strategies = g_strdup_printf ("/app-core/strategies/%s", game->id);
    g_autofree char *stop = g_strdup_printf ("/app-core/stop-flag/%s", game->id);
    g_autofree char *finished = g_strdup_printf ("/app-core/finished-game/%s", game->id);
    g_test_add_data_func (finished, game, test_finished_game);
    g_test_add_data_func (session, game, test_session);
    g_test_add_data_func (strategies, game, test_strategies);
    g_test_add_data_func (stop, game, test_stop_flag);
  }
  g_test_add_func ("/app-core/session/reversi", test_session_reversi);
  g_test_add_func ("/app-core/worker-stop", test_worker_stop);
  g_test_add_func ("/app-core/worker-reversi", test_worker_reversi);
  g_test_add_func ("/app-core/worker-kept", test_worker_kept);
  return g_test_run ();
}
