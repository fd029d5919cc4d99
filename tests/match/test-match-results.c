/* SPDX-License-Identifier: MIT */
/* test-match-results.c: result lines, summaries, openings and one game. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "match.h"
#include "match-results.h"

static MatchGame *
make_game (int index, const char *black, const char *white, MatchOutcome outcome, int b, int w)
{
  MatchGame *game = g_new0 (MatchGame, 1);
  game->index = index;
  game->size = 8;
  game->black = g_strdup (black);
  game->white = g_strdup (white);
  game->outcome = outcome;
  game->black_discs = b;
  game->white_discs = w;
  game->black_seconds = 1.25;
  game->white_seconds = 0.5;
  game->opening = g_strdup ("");
  game->moves = g_strdup ("f5 d6");
  game->note = g_strdup ("");
  return game;
}

static void
test_line_round_trip (void)
{
  MatchGame *game = make_game (17, "gtp:/usr/games/gtp-rhino -l 3", "alphabeta:6:14:1", MATCH_WHITE_FORFEITS,
                               5, 4);
  game->misere = TRUE;
  g_free (game->note);
  game->note = g_strdup ("it answered\t“banana”\nto genmove");
  g_free (game->opening);
  game->opening = g_strdup ("f5 d6");

  g_autofree char *line = match_game_to_line (game);
  g_assert_true (g_str_has_suffix (line, "\n"));
  g_assert_null (strchr (line, '\r'));
  /* Exactly one line, 15 fields. */
  g_assert_cmpint ((int) (strchr (line, '\n') - line), ==, (int) strlen (line) - 1);
  g_auto (GStrv) fields = g_strsplit (line, "\t", -1);
  g_assert_cmpint (g_strv_length (fields), ==, 15);

  g_autoptr (GError) error = NULL;
  MatchGame *back = match_game_from_line (line, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->index, ==, 17);
  g_assert_true (back->misere);
  g_assert_cmpstr (back->black, ==, game->black);
  g_assert_cmpstr (back->white, ==, game->white);
  g_assert_cmpint (back->outcome, ==, MATCH_WHITE_FORFEITS);
  g_assert_cmpint (back->black_discs, ==, 5);
  g_assert_cmpint (back->white_discs, ==, 4);
  g_assert_cmpfloat_with_epsilon (back->black_seconds, 1.25, 1e-9);
  g_assert_cmpstr (back->opening, ==, "f5 d6");
  /* Tabs and line breaks come back as they were (escaped in the line). */
  g_assert_cmpstr (back->note, ==, game->note);
  g_assert_true (match_games_equal (back, game));
  g_autofree char *again = match_game_to_line (back);
  g_assert_cmpstr (again, ==, line);
  match_game_free (back);
  match_game_free (game);
}

/* A string of random bytes from a small alphabet full of what a line
 * must escape: tabs, line breaks, backslashes, "-", and UTF-8. */
static char *
random_text (GRand *rand)
{
  static const char *const pieces[] = {
    "\t", "\n", "\r", "\\", "-", "\\t", "\\-", " ", "a", "Z", "#", "é", "“", "\xe3\x81\x82", "\x01", "\x7f",
  };
  int length = g_rand_int_range (rand, 0, 8);
  if (length == 1 && g_rand_boolean (rand))
    return g_strdup ("-");
  GString *text = g_string_new (NULL);
  for (int i = 0; i < length; i++)
    g_string_append (text, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
  return g_string_free (text, FALSE);
}

/* Every game the writer takes reads back as it was: empty and "-"
 * names, tabs, line breaks and backslashes in any field.  An empty name
 * was written "-" and then refused when read. */
static void
test_every_value_round_trips (void)
{
  MatchGame *empty = make_game (3, "", "-", MATCH_DRAW, 0, 0);
  g_autofree char *empty_line = match_game_to_line (empty);
  g_autoptr (GError) error = NULL;
  MatchGame *back = match_game_from_line (empty_line, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->black, ==, "");
  g_assert_cmpstr (back->white, ==, "-");
  match_game_free (back);
  match_game_free (empty);

  GRand *rand = g_rand_new_with_seed (13);
  static const int sizes[] = { 4, 6, 8, 10 };
  for (int i = 0; i < 20000; i++) {
    int size = sizes[g_rand_int_range (rand, 0, 4)];
    int black = g_rand_int_range (rand, 0, size * size + 1);
    int white = g_rand_int_range (rand, 0, size * size - black + 1);
    MatchGame *game = g_new0 (MatchGame, 1);
    game->index = g_rand_int_range (rand, 1, G_MAXINT);
    game->size = size;
    game->misere = g_rand_boolean (rand);
    game->black = random_text (rand);
    game->white = random_text (rand);
    game->outcome = (MatchOutcome) g_rand_int_range (rand, 0, 5);
    game->black_discs = black;
    game->white_discs = white;
    game->black_seconds = g_rand_int_range (rand, 0, 1000000) / 1000.0;
    game->white_seconds = g_rand_double_range (rand, 0, 1e6);
    game->opening = random_text (rand);
    game->moves = random_text (rand);
    game->note = random_text (rand);

    g_autofree char *line = match_game_to_line (game);
    g_assert_true (g_utf8_validate (line, -1, NULL));
    g_assert_true (strchr (line, '\n') == line + strlen (line) - 1);
    g_assert_null (strchr (line, '\r'));
    g_auto (GStrv) fields = g_strsplit (line, "\t", -1);
    g_assert_cmpint (g_strv_length (fields), ==, 15);
    MatchGame *read = match_game_from_line (line, &error);
    g_assert_no_error (error);
    g_assert_true (match_games_equal (read, game));
    g_autofree char *again = match_game_to_line (read);
    g_assert_cmpstr (again, ==, line);
    match_game_free (read);
    match_game_free (game);
  }
  g_rand_free (rand);
}

/* Version 1 files (no escapes, the runner wrote tabs as spaces) still
 * read: a backslash there is a backslash.  A version from the future is
 * refused by name. */
static void
test_versions (void)
{
  const char *v1 = "# reversi-match results 1: game INDEX ...\n"
                   "game\t1\t8\tnormal\tgtp:C:\\engine\\x.exe\tB\tblack-wins\t40\t24\t0.5\t0\t-\tf5\tsaid \\n\n"
                   "# reversi-match results 2: game INDEX ...\n"
                   "game\t2\t8\tnormal\tgtp:C:\\\\engine\tB\tblack-wins\t40\t24\t0.5\t0\t-\tf5\tsaid \\n\n";
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) error = NULL;
  int version = 0;
  g_assert_true (match_results_parse (v1, strlen (v1), "v1.txt", FALSE, games, NULL, &version, &error));
  g_assert_no_error (error);
  g_assert_cmpint (version, ==, 2);
  g_assert_cmpint (games->len, ==, 2);
  const MatchGame *old = games->pdata[0], *new = games->pdata[1];
  g_assert_cmpstr (old->black, ==, "gtp:C:\\engine\\x.exe");
  g_assert_cmpstr (old->note, ==, "said \\n");
  g_assert_cmpstr (new->black, ==, "gtp:C:\\engine");
  g_assert_cmpstr (new->note, ==, "said \n");

  const char *future = "# reversi-match results 4: game ...\n";
  g_assert_false (match_results_parse (future, strlen (future), "f.txt", FALSE, games, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "f.txt, line 1"));
  g_assert_nonnull (strstr (error->message, "4"));
  g_assert_cmpint (games->len, ==, 2);
  g_ptr_array_unref (games);
}

/* A game's identity: its match, number, board, rule, players and
 * opening; the thinking time, moves and note do not count.  Games of
 * files before version 3 have no match and are told apart by the rest. */
static void
test_identity (void)
{
  MatchGame *a = make_game (3, "A", "B", MATCH_DRAW, 32, 32);
  MatchGame *b = make_game (3, "A", "B", MATCH_BLACK_WINS, 40, 24);
  a->match = g_strdup ("0123456789abcdef");
  b->match = g_strdup ("0123456789abcdef");
  b->black_seconds = 9;
  g_autofree char *ia = match_game_identity (a);
  g_autofree char *ib = match_game_identity (b);
  g_assert_cmpstr (ia, ==, ib);
  g_free (b->match);
  b->match = g_strdup ("fedcba9876543210");
  g_autofree char *other_match = match_game_identity (b);
  g_assert_cmpstr (ia, !=, other_match);
  g_free (b->match);
  b->match = g_strdup (a->match);
  b->index = 4;
  g_autofree char *other_index = match_game_identity (b);
  g_assert_cmpstr (ia, !=, other_index);
  /* A tab in a name cannot make two identities meet. */
  MatchGame *c = make_game (3, "A\tB", "", MATCH_DRAW, 32, 32);
  MatchGame *d = make_game (3, "A", "B\t", MATCH_DRAW, 32, 32);
  g_autofree char *ic = match_game_identity (c);
  g_autofree char *id = match_game_identity (d);
  g_assert_cmpstr (ic, !=, id);

  /* The fingerprint: players in order, size, rule, openings. */
  g_autoptr (GPtrArray) players = g_ptr_array_new ();
  g_ptr_array_add (players, "alphabeta:1:10:1");
  g_ptr_array_add (players, "random");
  g_autoptr (GPtrArray) openings = g_ptr_array_new ();
  g_ptr_array_add (openings, "f5");
  g_autofree char *f = match_fingerprint (players, 8, FALSE, openings);
  g_autofree char *same = match_fingerprint (players, 8, FALSE, openings);
  g_assert_cmpstr (f, ==, same);
  g_assert_cmpint (strlen (f), ==, 16);
  g_autofree char *misere = match_fingerprint (players, 8, TRUE, openings);
  g_autofree char *small = match_fingerprint (players, 6, FALSE, openings);
  g_autofree char *no_openings = match_fingerprint (players, 8, FALSE, NULL);
  g_assert_cmpstr (f, !=, misere);
  g_assert_cmpstr (f, !=, small);
  g_assert_cmpstr (f, !=, no_openings);
  g_ptr_array_add (players, "random");
  g_autofree char *three = match_fingerprint (players, 8, FALSE, openings);
  g_assert_cmpstr (f, !=, three);
  match_game_free (a);
  match_game_free (b);
  match_game_free (c);
  match_game_free (d);
}

/* A result file whose game names no player is refused by line: before,
 * the summary listed a player with no name. */
static void
test_empty_player_refused (void)
{
  MatchGame *game = make_game (2, "A", "", MATCH_DRAW, 32, 32);
  g_autofree char *line = match_game_to_line (game);
  g_autofree char *text = g_strconcat (match_results_header (), line, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) error = NULL;
  g_assert_false (match_results_parse (text, strlen (text), "e.txt", FALSE, games, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "e.txt, line 2"));
  g_assert_nonnull (strstr (error->message, "no White player"));
  g_assert_cmpint (games->len, ==, 0);
  g_ptr_array_unref (games);
  match_game_free (game);
}

/* A runner stopped while writing leaves a line without its line break.
 * Reading for a resume leaves it out and says where it starts; reading
 * for a summary refuses it with a message that says how to mend it. */
static void
test_torn_last_line (void)
{
  MatchGame *game = make_game (1, "A", "B", MATCH_DRAW, 32, 32);
  g_autofree char *line = match_game_to_line (game);
  g_autofree char *whole = g_strconcat (match_results_header (), line, NULL);
  gsize whole_length = strlen (whole);
  g_autofree char *text = g_strconcat (whole, line, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) error = NULL;
  for (gsize cut = whole_length; cut < strlen (text); cut++) {
    gsize used = 0;
    g_assert_true (match_results_parse (text, cut, "r.txt", TRUE, games, &used, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (games->len, ==, 1);
    g_assert_cmpuint (used, ==, whole_length);
    g_ptr_array_set_size (games, 0);
    /* Cut inside the line's fields, a summary refuses it. */
    if (cut > whole_length && cut < strlen (text) - 2) {
      g_assert_false (match_results_parse (text, cut, "r.txt", FALSE, games, NULL, NULL, &error));
      g_assert_nonnull (strstr (error->message, "r.txt, line 3"));
      g_assert_nonnull (strstr (error->message, "--output"));
      g_clear_error (&error);
    }
  }
  g_ptr_array_unref (games);
  match_game_free (game);
}

/* A result file is read to a limit: /dev/zero is refused, not read until
 * the memory is gone. */
static void
test_read_limit (void)
{
  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS)) {
    g_test_skip ("no /dev/zero");
    return;
  }
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_autoptr (GError) error = NULL;
  g_assert_false (match_results_read ("/dev/zero", games, &error));
  g_assert_nonnull (strstr (error->message, "/dev/zero"));
  g_assert_cmpint (games->len, ==, 0);
  g_ptr_array_unref (games);
}

static void
test_bad_lines (void)
{
  const char *bad[] = {
    "",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5",
    "match\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t0\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t7\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tgo\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\\x\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\tends in \\",
    "game\t1\t8\tnormal\tA\xff\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\tnan\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\tinf\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t1e999\t0\t-\tf5\t-",
    "game\t99999999999\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-\t",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t0\t0\t-\tf5\t-\rx",
    "game\t1\t8\tnormal\tA\tB\tpurple\t40\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t25\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\tx\t24\t0\t0\t-\tf5\t-",
    "game\t1\t8\tnormal\tA\tB\tblack-wins\t40\t24\t-1\t0\t-\tf5\t-",
    NULL,
  };
  for (int i = 0; bad[i]; i++) {
    g_autoptr (GError) error = NULL;
    /* Lines of version 3 end with the match's fingerprint. */
    g_autofree char *line = g_strconcat (bad[i], "\t0123abcd", NULL);
    MatchGame *game = match_game_from_line (line, &error);
    if (game)
      g_test_message ("accepted: %s", line);
    g_assert_null (game);
    g_assert_nonnull (error);
  }
}

/* A summary worked out by hand: A beats B as Black 40-24, B beats A as
 * Black 36-28, A and B draw 32-32 (A Black), B forfeits as White (A 5, B 4
 * on the board when it failed). */
static void
test_summary_by_hand (void)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_ptr_array_add (games, make_game (4, "A", "B", MATCH_WHITE_FORFEITS, 5, 4));
  g_ptr_array_add (games, make_game (1, "A", "B", MATCH_BLACK_WINS, 40, 24));
  g_ptr_array_add (games, make_game (3, "A", "B", MATCH_DRAW, 32, 32));
  g_ptr_array_add (games, make_game (2, "B", "A", MATCH_BLACK_WINS, 36, 28));

  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream (&text, &length);
  match_results_print_summary (games, out);
  fclose (out);

  g_assert_nonnull (strstr (text, "Summary: 4 games, 2 players; 8×8 normal: 4; forfeits 1\n"));
  /* A: as Black 3 games, 2 wins, 1 draw, 0 losses, 2.5 points, 77 discs, 60 against. */
  const char *a = strstr (text, "1. A\n");
  g_assert_nonnull (a);
  g_assert_nonnull (strstr (a, "as Black        3      2      1       0      2.5        77        60         0\n"));
  g_assert_nonnull (strstr (a, "as White        1      0      0       1      0.0        28        36         0\n"));
  g_assert_nonnull (strstr (a, "total           4      2      1       1      2.5       105        96         0\n"));
  const char *b = strstr (text, "2. B\n");
  g_assert_nonnull (b);
  g_assert_true (b > a);
  g_assert_nonnull (strstr (b, "as White        3      0      1       2      0.5        60        77         1\n"));
  g_assert_nonnull (strstr (b, "total           4      1      1       2      1.5        96       105         1\n"));
  /* Two players: no round-robin table. */
  g_assert_null (strstr (text, "Round robin"));
  free (text);
  g_ptr_array_unref (games);
}

static void
test_read_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("match-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "r.txt", NULL);
  MatchGame *game = make_game (1, "A", "B", MATCH_DRAW, 32, 32);
  g_autofree char *line = match_game_to_line (game);
  g_autofree char *contents = g_strconcat (match_results_header (), "\n# comment\n", line, line, NULL);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));

  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  g_assert_true (match_results_read (path, games, &error));
  g_assert_cmpint (games->len, ==, 2);

  /* A bad line: nothing is added, and the message names the line. */
  g_autofree char *broken = g_strconcat (contents, "game\t2\n", NULL);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_false (match_results_read (path, games, &error));
  g_assert_nonnull (strstr (error->message, "line 6"));
  g_assert_cmpint (games->len, ==, 2);

  g_ptr_array_unref (games);
  match_game_free (game);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_openings_all (void)
{
  GPtrArray *none = match_openings_all (8, 0);
  g_assert_cmpint (none->len, ==, 1);
  g_assert_cmpstr (none->pdata[0], ==, "");
  g_ptr_array_unref (none);

  /* The four first moves are one position turned round; after two moves
   * there are the perpendicular, diagonal and parallel openings. */
  GPtrArray *one = match_openings_all (8, 1);
  g_assert_cmpint (one->len, ==, 1);
  g_ptr_array_unref (one);
  GPtrArray *two = match_openings_all (8, 2);
  g_assert_cmpint (two->len, ==, 3);
  g_ptr_array_unref (two);

  for (int size = 4; size <= 10; size += 2) {
    GPtrArray *a = match_openings_all (size, 4);
    GPtrArray *b = match_openings_all (size, 4);
    g_assert_cmpint (a->len, >, 1);
    g_assert_cmpint (a->len, ==, b->len);
    GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
    Game *game = game_new (size, FALSE, NULL, NULL);
    for (guint i = 0; i < a->len; i++) {
      g_assert_cmpstr (a->pdata[i], ==, b->pdata[i]);
      g_assert_true (g_hash_table_add (seen, a->pdata[i]));
      g_autoptr (GError) error = NULL;
      g_assert_true (game_setup_from_moves (game, size, a->pdata[i], &error));
      g_assert_no_error (error);
      g_assert_cmpint (game->move_count, ==, 4);
    }
    game_free (game);
    g_hash_table_unref (seen);
    g_ptr_array_unref (a);
    g_ptr_array_unref (b);
  }
}

static void
test_play_game (void)
{
  g_autoptr (GError) error = NULL;
  MatchPlayer *black = match_player_new ("alphabeta:2:6:1", 10, &error);
  g_assert_no_error (error);
  MatchPlayer *white = match_player_new ("alphabeta:1", 10, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (match_player_spec (white), ==, "alphabeta:1:10:1");
  g_assert_null (match_player_new ("gtp:", 10, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (match_player_new ("nosuchplayer", 10, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  MatchGame record = { 0 };
  g_assert_true (match_play_game (black, white, 6, FALSE, "c2 b2", &record, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (record.opening, ==, "c2 b2");
  g_assert_true (g_str_has_prefix (record.moves, "c2 b2 "));
  Game *game = game_new (6, FALSE, NULL, NULL);
  g_assert_true (game_setup_from_moves (game, 6, record.moves, &error));
  g_assert_true (game_is_over (game));
  GameResult result;
  game_result (game, &result);
  g_assert_cmpint (result.black_discs, ==, record.black_discs);
  g_assert_cmpint (result.white_discs, ==, record.white_discs);
  g_assert_cmpint (result.winner, ==, match_outcome_winner (record.outcome));
  game_free (game);

  /* An opening that is not legal is refused. */
  MatchGame bad = { 0 };
  g_assert_false (match_play_game (black, white, 6, FALSE, "a1", &bad, &error));
  g_assert_nonnull (error);

  g_free (record.black);
  g_free (record.white);
  g_free (record.opening);
  g_free (record.moves);
  g_free (record.note);
  match_player_free (black);
  match_player_free (white);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match/line-round-trip", test_line_round_trip);
  g_test_add_func ("/match/bad-lines", test_bad_lines);
  g_test_add_func ("/match/identity", test_identity);
  g_test_add_func ("/match/empty-player-refused", test_empty_player_refused);
  g_test_add_func ("/match/every-value-round-trips", test_every_value_round_trips);
  g_test_add_func ("/match/versions", test_versions);
  g_test_add_func ("/match/torn-last-line", test_torn_last_line);
  g_test_add_func ("/match/read-limit", test_read_limit);
  g_test_add_func ("/match/summary-by-hand", test_summary_by_hand);
  g_test_add_func ("/match/read-file", test_read_file);
  g_test_add_func ("/match/openings-all", test_openings_all);
  g_test_add_func ("/match/play-game", test_play_game);
  return g_test_run ();
}
