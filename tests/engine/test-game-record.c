/* SPDX-License-Identifier: MIT */
/* test-game-record.c: game records written, read back, saved and loaded.
 *
 * What a record must give back is checked against the game itself and
 * against replaying its moves on a bare Kyokumen; the Result line is
 * checked against RefBoard's own disc count (test-support.h), so a
 * mistake shared by the record code and game.c would still show.  The
 * records the reader must refuse are in test-game-record-refused.c.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "game-record.h"
#include "kit-i18n.h"
#include "record-test-support.h"
#include "reversi-error.h"

/* --------------------------------------------------------------- tests */

static void
test_new (void)
{
  GameRecord *record = game_record_new ();
  for (int i = 0; i < 2; i++) {
    g_assert_false (record->player[i].is_computer);
    g_assert_null (record->player[i].config);
    g_assert_cmpstr (record->player[i].name, ==, "");
  }
  Kyokumen start;
  kyokumen_init (&start, 8);
  g_assert_true (kyokumen_equal_position (&record->game->start, &start));
  g_assert_true (kyokumen_equal_position (&record->game->kyokumen, &start));
  g_assert_cmpint (record->game->move_count, ==, 0);
  g_assert_false (record->game->misere);

  g_autofree char *text = game_record_format (record);
  g_assert_cmpstr (text, ==,
                   "# Reversi game record (reversi-kit)\n"
                   "Size: 8\n"
                   "Rule: normal\n"
                   "Black: human \"\"\n"
                   "White: human \"\"\n"
                   "Start: standard\n"
                   "Length: 0\n"
                   "Moves: \n"
                   "Result: unfinished\n");

  /* Setting a player twice replaces it; a human keeps no config. */
  game_record_set_player (record, WHITE, TRUE, "alphabeta:6:14:1", "kit");
  game_record_set_player (record, WHITE, FALSE, "alphabeta:6:14:1", NULL);
  g_assert_false (record->player[1].is_computer);
  g_assert_null (record->player[1].config);
  g_assert_cmpstr (record->player[1].name, ==, "");
  game_record_free (record);
  game_record_free (NULL);
}

/* Date and Event: written when set, read back as written, optional for
 * records made before they existed, and a date that is not one refused
 * with its line. */
static void
test_date_and_event (void)
{
  GameRecord *record = game_record_new ();
  g_assert_null (record->date);
  g_assert_null (record->event);

  /* The kit's own moment reads back as the same moment. */
  g_autofree char *now = game_record_date_now ();
  g_assert_true (game_record_date_is_valid (now));
  g_assert_true (game_record_set_date (record, now));
  const char *event = "Lecture 7: \"final\" \\ 第七回\t#1";
  game_record_set_event (record, event);
  g_autofree char *text = game_record_format (record);
  g_autofree char *date_line = g_strdup_printf ("\nDate: %s\n", now);
  g_assert_nonnull (strstr (text, date_line));
  GError *error = NULL;
  GameRecord *back = game_record_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->date, ==, now);
  g_assert_cmpstr (back->event, ==, event);
  g_autofree char *again = game_record_format (back);
  g_assert_cmpstr (again, ==, text);
  game_record_free (back);

  /* Unset again, neither line is written. */
  g_assert_true (game_record_set_date (record, NULL));
  game_record_set_event (record, "");
  g_autofree char *bare = game_record_format (record);
  g_assert_null (strstr (bare, "Date"));
  g_assert_null (strstr (bare, "Event"));

  /* A wrong date leaves the record as it was. */
  g_assert_true (game_record_set_date (record, "2026-11-23"));
  g_assert_false (game_record_set_date (record, "yesterday"));
  g_assert_cmpstr (record->date, ==, "2026-11-23");
  game_record_free (record);

  /* By hand: a day alone, an event without quotes, any letter case. */
  const char *hand = "size: 6\ndate: 2026-02-28\nevent: Class match, round 2\n"
                     "Black: human\nWhite: human\nMoves: \n";
  record = game_record_parse (hand, strlen (hand), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->date, ==, "2026-02-28");
  g_assert_cmpstr (record->event, ==, "Class match, round 2");
  game_record_free (record);

  struct { const char *date; gboolean valid; } dates[] = {
    { "2026-11-23", TRUE },
    { "2024-02-29", TRUE },
    { "2026-11-23T14:05:00+09:00", TRUE },
    { "2026-11-23T05:05:00Z", TRUE },
    { "2026-11-23T14:05:00", TRUE },
    { "2025-02-29", FALSE },
    { "2026-13-01", FALSE },
    { "2026-11-23T25:00:00+09:00", FALSE },
    { "23/11/2026", FALSE },
    { "2026-11-23 extra", FALSE },
    { "2026-11", FALSE },
    { "", FALSE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (dates); i++) {
    g_assert_cmpint (game_record_date_is_valid (dates[i].date), ==, dates[i].valid);
    if (dates[i].valid || !*dates[i].date)
      continue;
    g_autofree char *wrong = g_strdup_printf ("Size: 8\nBlack: human\nWhite: human\n"
                                              "Date: %s\nMoves: \n", dates[i].date);
    g_autoptr (GError) refused = parse_refused (wrong, strlen (wrong), NULL);
    g_assert_cmpint (message_line (refused->message), ==, 4);
    g_assert_nonnull (strstr (refused->message, dates[i].date));
  }

  /* A quoted event must close its quotes and end there. */
  const char *events[] = { "\"Open", "\"Open\" extra", "\"bad \\u{D800}\"" };
  for (gsize i = 0; i < G_N_ELEMENTS (events); i++) {
    g_autofree char *wrong = g_strdup_printf ("Size: 8\nEvent: %s\nBlack: human\n"
                                              "White: human\nMoves: \n", events[i]);
    g_autoptr (GError) refused = parse_refused (wrong, strlen (wrong), NULL);
    g_assert_cmpint (message_line (refused->message), ==, 2);
  }
}

/* The example of docs/game-record.md, read from the doc itself. */
static void
test_doc_example (void)
{
  g_autofree char *doc_path = g_build_filename (SOURCE_ROOT, "docs", "game-record.md", NULL);
  g_autofree char *doc = NULL;
  g_assert_true (g_file_get_contents (doc_path, &doc, NULL, NULL));
  const char *section = strstr (doc, "## An example");
  g_assert_nonnull (section);
  const char *open = strstr (section, "```\n");
  g_assert_nonnull (open);
  open += 4;
  const char *close = strstr (open, "```");
  g_assert_nonnull (close);
  g_autofree char *example = g_strndup (open, (gsize) (close - open));

  GError *error = NULL;
  check_calls = 0;
  GameRecord *record = game_record_parse (example, strlen (example), check_config, &error);
  if (!record) {
    g_test_message ("the documented example is refused: %s", error->message);
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
    g_clear_error (&error);
    g_test_incomplete ("docs/game-record.md: the example under “An example” is not a valid "
                       "record (see the message above)");
    return;
  }
  g_assert_cmpint (check_calls, ==, 1);
  g_autofree char *moves = field_value (example, "Moves");
  Game *game = game_new (8, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 8, moves, NULL));
  assert_same_game (record->game, game);
  g_assert_cmpstr (record->player[0].name, ==, "Taro");
  g_assert_cmpstr (record->player[1].config, ==, "alphabeta:6:14:1");
  game_free (game);
  game_record_free (record);
}

static void
test_round_trip (void)
{
  static const int sizes[] = { 4, 6, 8, 10 };
  /* Empty squares of the board-string starts. */
  static const int start_empties[] = { 8, 20, 40, 70 };
  int spec = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++) {
    int size = sizes[s];
    gboolean pass_seen = FALSE;
    for (int misere = 0; misere <= 1; misere++) {
      for (int board_start = 0; board_start <= 1; board_start++) {
        for (int length = 0; length < 3; length++) {
          Game *game = NULL;
          if (board_start) {
            /* A start set up as the window does: from a board string. */
            GRand *rand = g_rand_new_with_seed ((guint32) (100 * size + 10 * misere + length));
            Kyokumen k;
            g_assert_true (random_position (&k, size, start_empties[s], rand));
            g_autofree char *board = kyokumen_to_board_string (&k);
            game = game_new (size, misere, NULL, NULL);
            g_assert_true (game_setup_from_board_string (game, board, NULL));
            play_random (game, length == 0 ? 0 : length == 1 ? 5 : 1000, rand);
            g_rand_free (rand);
          } else if (length == 2) {
            game = finished_game_with_pass (size, misere, 1 + 7 * size);
            g_assert_nonnull (game);
          } else {
            GRand *rand = g_rand_new_with_seed ((guint32) (size + misere));
            game = game_new (size, misere, NULL, NULL);
            play_random (game, length == 0 ? 0 : 7, rand);
            g_rand_free (rand);
          }
          if (length == 2)
            g_assert_true (game_is_over (game));
          pass_seen = pass_seen || count_passes (game) > 0;
          g_test_message ("size %d, %s, %s start, %d moves, %d passes, players %d", size,
                          misere ? "misere" : "normal", board_start ? "board" : "standard",
                          game->move_count, count_passes (game), spec);
          check_round_trip (game, player_specs[spec]);
          spec = (spec + 1) % (int) G_N_ELEMENTS (player_specs);
          game_free (game);
        }
      }
    }
    g_assert_true (pass_seen);
  }
}

/* A board-string start that is the standard position is written as
 * "standard"; one with the other side to move is not. */
static void
test_standard_start_detected (void)
{
  for (int size = 4; size <= 10; size += 2) {
    Kyokumen k;
    kyokumen_init (&k, size);
    g_autofree char *board = kyokumen_to_board_string (&k);
    Game *game = game_new (size, FALSE, NULL, NULL);
    g_assert_true (game_setup_from_board_string (game, board, NULL));
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, game);
    g_autofree char *text = game_record_format (record);
    g_autofree char *start = field_value (text, "Start");
    g_assert_cmpstr (start, ==, "standard");
    game_record_free (record);

    /* The same discs with White to move. */
    board[strlen (board) - 1] = 'O';
    g_assert_true (game_setup_from_board_string (game, board, NULL));
    record = game_record_new ();
    game_record_copy_game (record, game);
    g_autofree char *text2 = game_record_format (record);
    g_autofree char *start2 = field_value (text2, "Start");
    g_assert_cmpstr (start2, ==, board);
    GameRecord *back = game_record_parse (text2, strlen (text2), NULL, NULL);
    g_assert_nonnull (back);
    g_assert_cmpint (back->game->kyokumen.color, ==, WHITE);
    assert_same_game (back->game, game);
    game_record_free (back);
    game_record_free (record);
    game_free (game);
  }
}

/* A hand-written file may leave out forced passes; they are put back. */
static void
test_forced_pass_left_out (void)
{
  for (int size = 4; size <= 10; size += 2) {
    Game *game = finished_game_with_pass (size, FALSE, 500 + size);
    g_assert_nonnull (game);
    GameRecord *record = game_record_new ();
    game_record_copy_game (record, game);
    g_autofree char *text = game_record_format (record);
    g_autofree char *moves = field_value (text, "Moves");
    g_autofree char *result = field_value (text, "Result");

    /* The moves without their passes. */
    g_auto (GStrv) tokens = g_strsplit (moves, " ", -1);
    GString *no_pass = g_string_new (NULL);
    for (int i = 0; tokens[i]; i++)
      if (strcmp (tokens[i], "pass") != 0)
        g_string_append_printf (no_pass, "%s ", tokens[i]);
    g_autofree char *hand = g_strdup_printf ("Size: %d\nBlack: human\nWhite: human\nMoves: %s\n"
                                             "Result: %s\n",
                                             size, no_pass->str, result);
    g_string_free (no_pass, TRUE);

    GError *error = NULL;
    GameRecord *back = game_record_parse (hand, strlen (hand), NULL, &error);
    g_assert_no_error (error);
    assert_same_game (back->game, game);
    g_assert_cmpint (count_passes (back->game), ==, count_passes (game));
    /* Saved again, every pass is written. */
    g_autofree char *again = game_record_format (back);
    g_assert_cmpstr (again, ==, text);
    game_record_free (back);
    game_record_free (record);
    game_free (game);
  }
}

/* Comments, blank lines, spacing, case and line ends the doc allows. */
static void
test_comments_and_layout (void)
{
  static const char text[] =
      "\n"
      "   # an indented comment\n"
      "# Moves: a1 (a comment, not a field)\r\n"
      "\t\n"
      "  black :\thuman   \"Taro # not a comment\"   \r\n"
      "#White: human \"ignored\"\n"
      "WHITE:computer alphabeta:2 \"Comp\"\n"
      "\n"
      "Moves:f5, d6 ,c3\td3  c4\n"
      "# Size comes last, after the moves: order is free\n"
      "  size  :   8   \n"
      "Start:Standard\n"
      "rule: MISERE\n"
      "RESULT:   unfinished\n"
      "# no newline after this comment";
  GError *error = NULL;
  check_calls = 0;
  GameRecord *record = game_record_parse (text, strlen (text), check_config, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpint (check_calls, ==, 1);
  const PlayerSpec spec[2] = { { FALSE, NULL, "Taro # not a comment" }, { TRUE, "alphabeta:2", "Comp" } };
  assert_players (record, spec);

  Game *game = game_new (8, TRUE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 8, "f5 d6 c3 d3 c4", NULL));
  assert_same_game (record->game, game);
  game_free (game);
  game_record_free (record);

  /* Optional fields left out take their defaults; the name may be left
   * out; "misère" is accepted; the last line may have no newline. */
  static const char minimal[] = "Size: 6\nBlack: human\nWhite: computer random\nMoves:";
  record = game_record_parse (minimal, strlen (minimal), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->game->start.size, ==, 6);
  g_assert_false (record->game->misere);
  g_assert_cmpint (record->game->move_count, ==, 0);
  const PlayerSpec spec2[2] = { { FALSE, NULL, "" }, { TRUE, "random", "" } };
  assert_players (record, spec2);
  Kyokumen six;
  kyokumen_init (&six, 6);
  g_assert_true (kyokumen_equal_position (&record->game->start, &six));
  game_record_free (record);

  static const char accent[] = "Size: 4\nRule: misère\nBlack: human\nWhite: human\nMoves: \n";
  record = game_record_parse (accent, strlen (accent), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (record->game->misere);
  game_record_free (record);

  /* A name's escapes: \" and \\; any other backslash is kept. */
  static const char escapes[] =
      "Size: 8\nBlack: human \"a \\\"b\\\" c\\\\d\\e\"\nWhite: human  \"x\"\nMoves:\n";
  record = game_record_parse (escapes, strlen (escapes), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->player[0].name, ==, "a \"b\" c\\d\\e");
  g_assert_cmpstr (record->player[1].name, ==, "x");
  game_record_free (record);
}

/* The config check: called for computers only, and its refusal is
 * reported with the line. */
static void
test_check_config (void)
{
  static const char text[] =
      "Size: 8\nBlack: computer random \"R\"\nWhite: computer bogus:1 \"B\"\nMoves:\n";
  check_calls = 0;
  GError *error = parse_refused (text, strlen (text), check_config);
  g_assert_cmpint (message_line (error->message), ==, 3);
  g_assert_nonnull (strstr (error->message, "no such computer here: <bogus:1>"));
  g_clear_error (&error);

  /* Without a check any settings are kept as written. */
  GameRecord *record = game_record_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->player[1].config, ==, "bogus:1");
  game_record_free (record);

  static const char humans[] = "Size: 8\nBlack: human\nWhite: human \"computer x\"\nMoves:\n";
  check_calls = 0;
  record = game_record_parse (humans, strlen (humans), check_config, &error);
  g_assert_no_error (error);
  g_assert_cmpint (check_calls, ==, 0);
  game_record_free (record);
}

static char *
with_result (const char *text, const char *result)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[RESULT_LINE - 1], "Result: "));
  g_free (lines[RESULT_LINE - 1]);
  lines[RESULT_LINE - 1] = result ? g_strdup_printf ("Result: %s", result) : g_strdup ("");
  return g_strjoinv ("\n", lines);
}

/* A Result that disagrees with the moves is refused on its line. */
static void
test_result_checked (void)
{
  Game *game = finished_game (FALSE, FALSE, 40);
  g_assert_nonnull (game);
  GameResult r;
  game_result (game, &r);
  g_assert_cmpint (r.black_discs, !=, r.white_discs);

  GameRecord *record = game_record_new ();
  game_record_copy_game (record, game);
  g_autofree char *text = game_record_format (record);
  g_autofree char *right = expected_result (&game->kyokumen, FALSE);
  g_autofree char *written = field_value (text, "Result");
  g_assert_cmpstr (written, ==, right);

  /* Accepted: the right result, with other spacing, or none at all. */
  const char *winner = r.winner == BLACK ? "black wins" : "white wins";
  const char *loser = r.winner == BLACK ? "white wins" : "black wins";
  g_autofree char *spaced = g_strdup_printf ("  %s   %d - %d ", winner, r.black_discs, r.white_discs);
  const char *good[] = { right, spaced, NULL };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++) {
    g_autofree char *t = with_result (text, good[i]);
    GError *error = NULL;
    GameRecord *back = game_record_parse (t, strlen (t), NULL, &error);
    g_assert_no_error (error);
    assert_same_game (back->game, game);
    game_record_free (back);
  }

  g_autofree char *swapped = g_strdup_printf ("%s %d-%d", winner, r.white_discs, r.black_discs);
  g_autofree char *other_winner = g_strdup_printf ("%s %d-%d", loser, r.black_discs, r.white_discs);
  g_autofree char *off_by_one = g_strdup_printf ("%s %d-%d", winner, r.black_discs + 1, r.white_discs);
  g_autofree char *draw = g_strdup_printf ("draw %d-%d", r.black_discs, r.white_discs);
  g_autofree char *no_score = g_strdup (winner);
  const char *wrong[] = { "unfinished", swapped, other_winner, off_by_one, draw, no_score };
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++) {
    g_autofree char *t = with_result (text, wrong[i]);
    GError *error = parse_refused (t, strlen (t), NULL);
    g_test_message ("Result: %s → %s", wrong[i], error->message);
    g_assert_cmpint (message_line (error->message), ==, RESULT_LINE);
    g_assert_nonnull (strstr (error->message, wrong[i]));
    g_clear_error (&error);
  }

  /* The same moves under the misère rule: the winner changes, so the
   * normal game's Result is wrong there. */
  g_autofree char *misere = g_strdup (text);
  char *rule = strstr (misere, "Rule: normal");
  g_assert_nonnull (rule);
  memcpy (rule, "Rule: misere", strlen ("Rule: misere"));
  GError *error = parse_refused (misere, strlen (misere), NULL);
  g_assert_cmpint (message_line (error->message), ==, RESULT_LINE);
  g_clear_error (&error);
  g_autofree char *misere_right = g_strdup_printf ("%s %d-%d", loser, r.black_discs, r.white_discs);
  g_autofree char *t = with_result (misere, misere_right);
  GameRecord *back = game_record_parse (t, strlen (t), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (back->game->misere);
  game_record_free (back);

  game_record_free (record);
  game_free (game);

  /* A drawn game writes "draw" and reads back. */
  game = finished_game (FALSE, TRUE, 1);
  g_assert_nonnull (game);
  record = game_record_new ();
  game_record_copy_game (record, game);
  g_autofree char *draw_text = game_record_format (record);
  g_autofree char *draw_result = field_value (draw_text, "Result");
  g_assert_true (g_str_has_prefix (draw_result, "draw "));
  back = game_record_parse (draw_text, strlen (draw_text), NULL, &error);
  g_assert_no_error (error);
  game_record_free (back);
  game_record_free (record);
  game_free (game);
}

static void
remove_dir (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  const char *name;
  while ((name = g_dir_read_name (d))) {
    g_autofree char *path = g_build_filename (dir, name, NULL);
    g_assert_cmpint (g_remove (path), ==, 0);
  }
  g_dir_close (d);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static int
count_files (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  int n = 0;
  while (g_dir_read_name (d))
    n++;
  g_dir_close (d);
  return n;
}

static void
test_save_load (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("game-record-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "山田 game.reversi", NULL);

  Game *game = finished_game_with_pass (6, TRUE, 77);
  g_assert_nonnull (game);
  GameRecord *record = game_record_new ();
  set_players (record, player_specs[3]);
  game_record_copy_game (record, game);
  g_assert_true (game_record_save (record, path, &error));
  g_assert_no_error (error);
  /* The file is the formatted text, and nothing else is left behind. */
  g_autofree char *on_disk = NULL;
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_autofree char *formatted = game_record_format (record);
  g_assert_cmpstr (on_disk, ==, formatted);
  g_assert_cmpint (count_files (dir), ==, 1);

  check_calls = 0;
  GameRecord *loaded = game_record_load (path, check_config, &error);
  g_assert_no_error (error);
  g_assert_cmpint (check_calls, ==, 2);
  assert_players (loaded, player_specs[3]);
  assert_same_game (loaded->game, game);
  game_record_free (loaded);

  /* Saving again replaces the file. */
  Game *other = game_new (10, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (other, 10, "g6", NULL));
  game_record_copy_game (record, other);
  g_assert_true (game_record_save (record, path, &error));
  g_assert_cmpint (count_files (dir), ==, 1);
  loaded = game_record_load (path, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (loaded->game, other);
  game_record_free (loaded);

  /* A missing file: the message names it. */
  g_autofree char *missing = g_build_filename (dir, "missing.reversi", NULL);
  g_assert_null (game_record_load (missing, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_test_message ("missing: %s", error->message);
  g_assert_nonnull (strstr (error->message, "missing.reversi"));
  g_clear_error (&error);

  /* A folder is not a record either. */
  g_assert_null (game_record_load (dir, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
  g_clear_error (&error);

  /* Saving into a folder that does not exist fails and makes nothing. */
  g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "x.reversi", NULL);
  g_assert_false (game_record_save (record, nowhere, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpint (count_files (dir), ==, 1);

  /* A bad file: the message names the file, then the line. */
  g_autofree char *bad_path = g_build_filename (dir, "bad.reversi", NULL);
  for (guint i = 0; i < bad_record_count; i++) {
    const BadRecord *bad = &bad_records[i];
    g_autofree char *text = bad_text (bad);
    g_assert_true (g_file_set_contents (bad_path, text, -1, NULL));
    g_assert_null (game_record_load (bad_path, check_config, &error));
    g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_FILE);
    g_autofree char *display = g_filename_display_name (bad_path);
    g_autofree char *prefix = g_strdup_printf ("%s: ", display);
    g_assert_true (g_str_has_prefix (error->message, prefix));
    check_bad_message (bad, error->message + strlen (prefix), FALSE);
    g_clear_error (&error);
  }

  game_record_free (record);
  game_free (game);
  game_free (other);
  remove_dir (dir);
}

/* Opening a bad file changes nothing: the game being played stays as it
 * was, players, position, record and undo history. */
static void
test_refused_load_changes_nothing (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("game-record-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "bad.reversi", NULL);

  Game *game = game_new (8, FALSE, human_player_new ("A"), human_player_new ("B"));
  g_assert_true (game_setup_from_moves (game, 8, "f5 d6 c3 d3 c4", NULL));
  Game *snapshot = g_memdup2 (game, sizeof *game);

  for (guint i = 0; i < bad_record_count; i++) {
    g_autofree char *text = bad_text (&bad_records[i]);
    g_assert_true (g_file_set_contents (path, text, -1, NULL));
    /* As the window does it: restore only what loaded. */
    GameRecord *record = game_record_load (path, check_config, &error);
    if (record)
      game_record_restore (record, game);
    g_assert_null (record);
    g_clear_error (&error);
    g_assert_true (memcmp (game, snapshot, sizeof *game) == 0);
    /* The file is left as it was. */
    g_autofree char *after = NULL;
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, text);
  }

  g_free (snapshot);
  game_free (game);
  remove_dir (dir);
}

/* Windows Notepad starts a UTF-8 file with a byte-order mark, and a
 * record may have any number of comment and blank lines before its
 * fields (the reader has no line limit; its one bound is the size,
 * GAME_RECORD_MAX_BYTES). */
static void
test_byte_order_mark_and_long_preamble (void)
{
  const char *fields = "Size: 8\nBlack: human \"Taro\\\\\"\nWhite: human \"\\\\\"\nMoves: f5 d6\n";
  for (int before = 0; before <= 300; before += 100) {
    GString *s = g_string_new ("\xEF\xBB\xBF# Reversi game record (reversi-kit)\r\n");
    for (int i = 0; i < before; i++)
      g_string_append (s, i % 2 ? "# a comment\r\n" : "\r\n");
    g_string_append (s, fields);
    GError *error = NULL;
    GameRecord *record = game_record_parse (s->str, s->len, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (record->game->move_count, ==, 2);
    g_assert_cmpstr (record->player[0].name, ==, "Taro\\");
    g_assert_cmpstr (record->player[1].name, ==, "\\");
    game_record_free (record);
    g_string_free (s, TRUE);
  }
  /* By hand, a backslash before the closing quote escapes it. */
  const char *open = "Size: 8\nBlack: human \"Taro\\\"\nWhite: human\nMoves:\n";
  GError *error = parse_refused (open, strlen (open), NULL);
  g_assert_cmpint (message_line (error->message), ==, 2);
  g_error_free (error);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/game-record/new", test_new);
  g_test_add_func ("/engine/game-record/doc-example", test_doc_example);
  g_test_add_func ("/engine/game-record/date-and-event", test_date_and_event);
  g_test_add_func ("/engine/game-record/round-trip", test_round_trip);
  g_test_add_func ("/engine/game-record/standard-start-detected", test_standard_start_detected);
  g_test_add_func ("/engine/game-record/forced-pass-left-out", test_forced_pass_left_out);
  g_test_add_func ("/engine/game-record/comments-and-layout", test_comments_and_layout);
  g_test_add_func ("/engine/game-record/byte-order-mark-and-long-preamble",
                   test_byte_order_mark_and_long_preamble);
  g_test_add_func ("/engine/game-record/check-config", test_check_config);
  g_test_add_func ("/engine/game-record/result-checked", test_result_checked);
  g_test_add_func ("/engine/game-record/save-load", test_save_load);
  g_test_add_func ("/engine/game-record/refused-load-changes-nothing",
                   test_refused_load_changes_nothing);
  return g_test_run ();
}
