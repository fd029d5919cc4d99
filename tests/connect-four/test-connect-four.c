/* SPDX-License-Identifier: MIT */
/* test-connect-four.c: Connect Four's rules (games/connect-four).
 *
 * Discs fall to the bottom of their column and a full column is refused;
 * four in a row, a column and either diagonal end the game at once with
 * the winner's value; a full board without four is a draw; the notation
 * reads back and refuses what is not a column; the position text refuses
 * positions no game reaches; the common search takes a win and stops a
 * loss one move ahead; and the GameRules contract holds on random games.
 */
#include <glib.h>

#include "connect-four.h"
#include "game-conformance.h"
#include "game-search.h"

static ConnectFour
position (const char *text)
{
  ConnectFour c;
  g_autoptr (GError) error = NULL;
  if (!connect_four_from_text (text, &c, &error))
    g_error ("%s: %s", text, error->message);
  return c;
}

/* Plays the moves (notation, space-separated) from the start. */
static GamePath *
play (const char *moves)
{
  GamePath *path = game_path_new (connect_four_rules ());
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++) {
    g_autoptr (GError) error = NULL;
    if (list[i][0] && !game_path_play_text (path, list[i], &error))
      g_error ("%s: move %d: %s", moves, i + 1, error->message);
  }
  return path;
}

static int
move_count (const ConnectFour *c, int moves[GAME_MAX_MOVES])
{
  const GameRules *rules = connect_four_rules ();
  return rules->generate_moves (rules, c, moves);
}

static void
test_discs_fall_and_columns_fill (void)
{
  const GameRules *rules = connect_four_rules ();
  g_autoptr (GamePath) path = play ("");
  int moves[GAME_MAX_MOVES];
  g_assert_cmpint (move_count (game_path_current (path), moves), ==, 7);
  for (int i = 0; i < 7; i++)
    g_assert_cmpint (moves[i], ==, i);
  g_assert_cmpint (rules->side_to_move (rules, game_path_current (path)), ==, 0);

  g_autoptr (GamePath) column = play ("d d d d d d");
  const ConnectFour *c = game_path_current (column);
  for (int row = 0; row < 6; row++)
    g_assert_cmpint (c->cell[row * 7 + 3], ==, row % 2 ? CONNECT_FOUR_YELLOW : CONNECT_FOUR_RED);
  g_assert_cmpint (c->height[3], ==, 6);
  g_assert_cmpint (c->winner, ==, -1);
  g_assert_cmpint (move_count (c, moves), ==, 6);
  for (int i = 0; i < 6; i++)
    g_assert_cmpint (moves[i], !=, 3);
  int move = -7;
  g_autoptr (GError) error = NULL;
  g_assert_false (rules->move_from_text (rules, c, "d", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "Column d is full.");
  g_assert_cmpint (move, ==, -7);
}

static void
test_notation (void)
{
  const GameRules *rules = connect_four_rules ();
  ConnectFour start;
  rules->init (rules, &start);
  for (int column = 0; column < 7; column++) {
    char text[GAME_NOTATION_SIZE];
    rules->move_to_text (rules, column, text);
    g_assert_cmpint (text[0], ==, 'a' + column);
    g_assert_cmpint (text[1], ==, '\0');
    int read = -1;
    g_assert_true (rules->move_from_text (rules, &start, text, &read, NULL));
    g_assert_cmpint (read, ==, column);
  }
  int read = -1;
  g_assert_true (rules->move_from_text (rules, &start, " G ", &read, NULL));
  g_assert_cmpint (read, ==, 6);
  const char *bad[] = { "h", "", "dd", "4", "d4", "pass" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    g_assert_false (rules->move_from_text (rules, &start, bad[i], &read, &error));
    g_assert_error (error, GAME_ERROR, GAME_ERROR_NOTATION);
  }
  g_assert_cmpint (read, ==, 6);
  g_autofree char *text = rules->position_to_text (rules, &start);
  g_assert_true (g_str_has_prefix (text, "   a b c d e f g\n 6 . . . . . . .\n"));
  g_assert_true (g_str_has_suffix (text, " 1 . . . . . . .\nRed to move.\n"));
}

/* The game ends on the move that makes four: its value to the side to
 * move (the loser) is the win's, counted in discs on the board. */
static void
check_won_by (const ConnectFour *c, int winner, const int expected[4])
{
  const GameRules *rules = connect_four_rules ();
  int moves[GAME_MAX_MOVES], cells[4];
  g_assert_cmpint (c->winner, ==, winner);
  g_assert_cmpint (move_count (c, moves), ==, 0);
  g_assert_cmpint (game_rules_winner (rules, c), ==, winner);
  g_assert_cmpint (rules->final_value (rules, c), ==, -(CONNECT_FOUR_WIN_BASE - c->discs));
  g_assert_true (connect_four_four (c, cells));
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (cells[i], ==, expected[i]);
  g_autofree char *text = rules->position_to_text (rules, c);
  g_assert_true (g_str_has_suffix (text, winner ? "Yellow has four in a row.\n"
                                                : "Red has four in a row.\n"));
}

static void
test_four_in_a_row_wins (void)
{
  g_autoptr (GamePath) row = play ("a a b b c c d");
  check_won_by (game_path_current (row), 0, (int[]) { 0, 1, 2, 3 });

  g_autoptr (GamePath) column = play ("b a c a b a e a");
  check_won_by (game_path_current (column), 1, (int[]) { 0, 7, 14, 21 });
  g_assert_cmpint (((const ConnectFour *) game_path_current (column))->discs, ==, 8);

  /* a1 b2 c3 and, dropped last, d4. */
  ConnectFour rising = position ("......./......./......./..RY.../.RYR.../RYYY..R");
  g_autoptr (GamePath) rising_path = game_path_new_from (connect_four_rules (), &rising);
  g_assert_true (game_path_play_text (rising_path, "d", NULL));
  check_won_by (game_path_current (rising_path), 0, (int[]) { 0, 8, 16, 24 });

  /* The mirror image: g1 f2 e3 d4. */
  ConnectFour falling = position ("......./......./......./...YR../...RYR./R..YYYR");
  g_autoptr (GamePath) falling_path = game_path_new_from (connect_four_rules (), &falling);
  g_assert_true (game_path_play_text (falling_path, "d", NULL));
  check_won_by (game_path_current (falling_path), 0, (int[]) { 6, 12, 18, 24 });

  /* Three in a row is not a win. */
  g_autoptr (GamePath) three = play ("a a b b c");
  g_assert_cmpint (((const ConnectFour *) game_path_current (three))->winner, ==, -1);
}

static void
test_full_board_is_a_draw (void)
{
  const GameRules *rules = connect_four_rules ();
  /* A full board without four, less Yellow's last disc on b6. */
  ConnectFour c = position ("R.RYRYY/RYYYRRY/RRYRYRY/YRYYRRR/YRRYRYR/RYYYRYR");
  int moves[GAME_MAX_MOVES];
  g_assert_cmpint (move_count (&c, moves), ==, 1);
  g_assert_cmpint (rules->side_to_move (rules, &c), ==, 1);
  ConnectFour full;
  rules->make_move (rules, &c, moves[0], &full);
  g_assert_cmpint (full.discs, ==, 42);
  g_assert_cmpint (full.winner, ==, -1);
  g_assert_cmpint (move_count (&full, moves), ==, 0);
  g_assert_cmpint (rules->final_value (rules, &full), ==, 0);
  g_assert_cmpint (game_rules_winner (rules, &full), ==, GAME_DRAW);
  g_autofree char *text = rules->position_to_text (rules, &full);
  g_assert_true (g_str_has_suffix (text, "\nDraw.\n"));
}

static void
test_position_text_refused (void)
{
  const char *bad[] = {
    "......./......./......./......./......./...R..X",   /* not R, Y or . */
    "......./......./......./......./...R...",           /* 35 cells */
    "......./......./......./......./...R.../.......",   /* floating */
    "......./......./......./......./......./RR.....",   /* two red, no yellow */
    "......./......./......./......./YYYY.../RRRR...",   /* both have four */
    "......./......./......./Y....../YYY..../RRRR...",   /* red won, but red to move */
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    ConnectFour c = { 0 };
    c.discs = 17;
    g_autoptr (GError) error = NULL;
    g_assert_false (connect_four_from_text (bad[i], &c, &error));
    g_assert_error (error, GAME_ERROR, GAME_ERROR_POSITION);
    g_assert_cmpint (c.discs, ==, 17);
  }
  ConnectFour won = position ("......./......./......./......./YYY..../RRRR...");
  g_assert_cmpint (won.winner, ==, 0);
  g_assert_cmpint (won.to_move, ==, 1);
}

/* The common search takes a four that is there and blocks the opponent's. */
static void
test_search_wins_and_blocks (void)
{
  const GameRules *rules = connect_four_rules ();
  ConnectFour win = position ("......./......./......./......./YYY..../RRR....");
  GameSearchOptions options;
  game_search_options_init (&options, GAME_SEARCH_ALPHA_BETA, 2);
  GameSearchResult result;
  game_search (rules, &win, &options, &result);
  g_assert_cmpint (result.best_move, ==, 3);
  g_assert_cmpint (result.value, ==, CONNECT_FOUR_WIN_BASE - 7);

  ConnectFour block = position ("......./......./......./......./Y....../RRR...Y");
  game_search_options_init (&options, GAME_SEARCH_ORDERED, 2);
  game_search (rules, &block, &options, &result);
  g_assert_cmpint (rules->side_to_move (rules, &block), ==, 1);
  g_assert_cmpint (result.best_move, ==, 3);
}

static void
test_conformance (void)
{
  g_assert_cmpint (game_conformance_check (connect_four_rules (), 40, 11), >, 500);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/connect-four/discs-fall-and-columns-fill", test_discs_fall_and_columns_fill);
  g_test_add_func ("/connect-four/notation", test_notation);
  g_test_add_func ("/connect-four/four-in-a-row-wins", test_four_in_a_row_wins);
  g_test_add_func ("/connect-four/full-board-is-a-draw", test_full_board_is_a_draw);
  g_test_add_func ("/connect-four/position-text-refused", test_position_text_refused);
  g_test_add_func ("/connect-four/search-wins-and-blocks", test_search_wins_and_blocks);
  g_test_add_func ("/connect-four/conformance", test_conformance);
  return g_test_run ();
}
