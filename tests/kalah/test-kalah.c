/* SPDX-License-Identifier: MIT */
/* test-kalah.c: Kalah's rules as M. Hiroi's article plays them, its players, and
 * the common search on Kalah.
 *
 * Every rule edge has a position set up by hand and the board after the
 * move written out in full: sowing, skipping the opponent's store, the
 * extra turn, captures (also after a full lap), the end when a side runs
 * out (with the sweep) and when a store passes 36 (without).  The article's
 * games are checked against tests/kalah/article-tables.txt, the output of
 * the article's own Python listings (KALAH_ARTICLE_TABLES names the file).
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game-conformance.h"
#include "game-search.h"
#include "kalah-article.h"

/* Sets up a position from its text (which must be valid). */
static Kalah
position (const char *text)
{
  Kalah k;
  g_autoptr (GError) error = NULL;
  if (!kalah_from_text (text, &k, &error))
    g_error ("%s: %s", text, error->message);
  return k;
}

/* Plays move through the GameRules (copy-make, the end check included)
 * and compares the whole result with `after`. */
static Kalah
play_and_check (const char *before, int move, const char *after, int to_move, gboolean over)
{
  const GameRules *rules = kalah_rules ();
  Kalah k = position (before), child, parent_copy = k;
  g_assert_true (game_rules_is_legal (rules, &k, move));
  rules->make_move (rules, &k, move, &child);
  g_assert_cmpmem (&k, sizeof k, &parent_copy, sizeof parent_copy);
  /* The expected cells, read without the end check of kalah_from_text. */
  int expected[KALAH_CELLS];
  g_auto (GStrv) words = g_strsplit (after, " ", -1);
  g_assert_cmpint (g_strv_length (words), ==, KALAH_CELLS);
  for (int i = 0; i < KALAH_CELLS; i++)
    expected[i] = atoi (words[i]);
  for (int i = 0; i < KALAH_CELLS; i++)
    if (child.cell[i] != expected[i]) {
      g_autofree char *board = kalah_to_text (&child);
      g_error ("after %d from %s: cell %d holds %d, expected %d\n%s", move, before, i,
               child.cell[i], expected[i], board);
    }
  g_assert_cmpint (child.to_move, ==, to_move);
  g_assert_cmpint (child.over, ==, over);
  return child;
}

static void
test_sowing (void)
{
  /* Pit 2's six stones go to 3, 4, 5, the store, 7 and 8; the turn passes. */
  play_and_check ("6 6 6 6 6 6 0 6 6 6 6 6 6 0 0", 2, "6 6 0 7 7 7 1 7 7 6 6 6 6 0", 1, FALSE);
  /* The second player's pit 9 sows 10, 11, 12, its store, 0 and 1. */
  play_and_check ("6 6 6 6 6 6 0 6 6 6 6 6 6 0 1", 9, "7 7 6 6 6 6 0 6 6 0 7 7 7 1", 0, FALSE);
}

static void
test_skips_opponent_store (void)
{
  /* 14 stones from pit 5: 6..12 (7), not 13, 0..5 (6), then 6: the
   * first player's store gets two, the second's none, and the last
   * stone in the own store gives an extra turn. */
  play_and_check ("2 2 2 2 2 14 0 4 4 4 4 4 4 24 0", 5, "3 3 3 3 3 1 2 5 5 5 5 5 5 24", 0, FALSE);
  /* The same for the second player from pit 12: 13, 0..5, not 6, 7..12, 13. */
  play_and_check ("4 4 4 4 4 4 24 2 2 2 2 2 14 0 1", 12, "5 5 5 5 5 5 24 3 3 3 3 3 1 2", 1, FALSE);
}

static void
test_extra_turn (void)
{
  /* Pit 0's six stones end in the store: the first player moves again. */
  Kalah k = play_and_check ("6 6 6 6 6 6 0 6 6 6 6 6 6 0 0", 0, "0 7 7 7 7 7 1 6 6 6 6 6 6 0", 0,
                            FALSE);
  int moves[GAME_MAX_MOVES];
  const GameRules *rules = kalah_rules ();
  g_assert_cmpint (rules->generate_moves (rules, &k, moves), ==, 5);
  g_assert_cmpint (moves[0], ==, 1);
  /* Pit 7's six stones end in store 13. */
  play_and_check ("6 6 6 6 6 6 0 6 6 6 6 6 6 0 1", 7, "6 6 6 6 6 6 0 0 7 7 7 7 7 1", 1, FALSE);
  g_assert_cmpint (kalah_move_stones (&k, 0, 5), ==, KALAH_NORMAL);
}

static void
test_capture (void)
{
  /* Pit 1's two stones: 2, then 3, which was empty; the 5 opposite (pit
   * 9) and the capturing stone go to the store. */
  play_and_check ("4 2 4 0 4 4 10 4 4 5 4 4 4 19 0", 1, "4 0 5 0 4 4 16 4 4 0 4 4 4 19", 1, FALSE);
  /* The second player: pit 8's one stone lands on the empty pit 9,
   * opposite pit 3 with 4 stones. */
  play_and_check ("4 4 4 4 4 4 10 4 1 0 4 4 4 21 1", 8, "4 4 4 0 4 4 10 4 0 0 4 4 4 26", 0, FALSE);
}

static void
test_no_capture (void)
{
  /* An empty pit whose opposite is empty: nothing is taken. */
  play_and_check ("4 2 4 0 4 4 10 4 4 0 4 4 4 24 0", 1, "4 0 5 1 4 4 10 4 4 0 4 4 4 24", 1, FALSE);
  /* The last stone on an empty pit of the opponent's side: nothing is taken. */
  play_and_check ("4 4 4 4 4 3 10 4 0 4 4 4 4 19 0", 5, "4 4 4 4 4 0 11 5 1 4 4 4 4 19", 1, FALSE);
  /* The last stone on a non-empty own pit: nothing is taken. */
  play_and_check ("4 2 4 1 4 4 10 4 4 5 4 4 4 18 0", 1, "4 0 5 2 4 4 10 4 4 5 4 4 4 18", 1, FALSE);
}

static void
test_capture_after_lap (void)
{
  /* 13 stones from pit 2 go round once (13 cells without the opponent's
   * store) and the last lands back in pit 2, emptied by the move: a
   * capture, with pit 10's stones (one of them just sown). */
  play_and_check ("2 2 13 2 2 2 10 2 2 2 2 2 2 27 0", 2, "3 3 0 3 3 3 15 3 3 3 0 3 3 27", 1, FALSE);
}

static void
test_end_with_sweep (void)
{
  /* The first player's last stone goes into its store: an extra turn,
   * but its pits are empty: the game ends and the second player's pit
   * stones go to the second player's store. */
  play_and_check ("0 0 0 0 0 1 30 1 2 3 0 0 0 35 0", 5, "0 0 0 0 0 0 31 0 0 0 0 0 0 41", 0, TRUE);
  /* A capture that empties the second player's pits ends the game; the
   * first player's remaining stones go to the first player's store. */
  play_and_check ("1 0 3 0 0 0 32 0 0 0 0 1 0 35 0", 0, "0 0 0 0 0 0 37 0 0 0 0 0 0 35", 1, TRUE);
}

static void
test_end_by_store (void)
{
  /* The store passes 36: the game ends, the pits are not swept. */
  Kalah k = play_and_check ("4 4 4 4 3 1 36 1 1 1 1 1 1 10 0", 5,
                            "4 4 4 4 3 0 37 1 1 1 1 1 1 10", 0, TRUE);
  g_assert_cmpint (kalah_value (&k), ==, KALAH_DECIDED);
  g_assert_cmpint (kalah_pit_stones (&k, 0) + kalah_pit_stones (&k, 1), ==, 25);
  /* The second player's store past 36: -99 for the first player. */
  k = play_and_check ("1 1 1 1 1 1 10 4 4 4 4 3 1 36 1", 12, "1 1 1 1 1 1 10 4 4 4 4 3 0 37", 1,
                      TRUE);
  g_assert_cmpint (kalah_value (&k), ==, -KALAH_DECIDED);
  const GameRules *rules = kalah_rules ();
  g_assert_cmpint (rules->final_value (rules, &k), ==, KALAH_DECIDED);   /* the second's view */
  g_assert_cmpint (game_rules_winner (rules, &k), ==, 1);
  /* Exactly 36 is not the end. */
  k = position ("6 6 6 6 6 0 36 1 1 1 1 1 1 0 0");
  g_assert_false (k.over);
  g_assert_cmpint (kalah_value (&k), ==, 36);
}

static void
test_check_game_over_sweeps (void)
{
  /* The article's end check itself moves the stones. */
  Kalah k;
  kalah_init (&k);
  for (int pit = 0; pit < 6; pit++)
    k.cell[pit] = 0;
  k.cell[KALAH_FIRST_STORE] = 36;
  g_assert_true (kalah_check_game_over (&k));
  g_assert_cmpint (k.cell[KALAH_SECOND_STORE], ==, 36);
  g_assert_cmpint (kalah_pit_stones (&k, 1), ==, 0);
  g_assert_cmpint (kalah_value (&k), ==, 0);
  kalah_init (&k);
  g_assert_false (kalah_check_game_over (&k));
}

static void
test_notation (void)
{
  const GameRules *rules = kalah_rules ();
  Kalah first = position ("6 6 6 6 6 0 6 6 6 6 6 6 6 0 0");
  Kalah second = position ("6 6 6 6 6 6 0 6 6 6 6 0 6 6 1");
  int move = -5;
  g_assert_true (game_rules_read_move (rules, &first, " 3 ", &move, NULL));
  g_assert_cmpint (move, ==, 3);
  g_assert_true (game_rules_read_move (rules, &second, "12", &move, NULL));
  g_assert_cmpint (move, ==, 12);

  struct {
    const Kalah *k;
    const char *text;
    GameError code;
    const char *says;
  } bad[] = {
    { &first, "6", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "13", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "14", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "-1", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "a", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "3x", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "99999999999999999999", GAME_ERROR_NOTATION, "not a pit" },
    { &first, "9", GAME_ERROR_ILLEGAL_MOVE, "second player's" },
    { &second, "2", GAME_ERROR_ILLEGAL_MOVE, "first player's" },
    { &first, "5", GAME_ERROR_ILLEGAL_MOVE, "empty" },
    { &second, "11", GAME_ERROR_ILLEGAL_MOVE, "empty" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    move = -5;
    g_assert_false (game_rules_read_move (rules, bad[i].k, bad[i].text, &move, &error));
    g_assert_error (error, GAME_ERROR, (gint) bad[i].code);
    g_assert_cmpint (move, ==, -5);
    if (!strstr (error->message, bad[i].says))
      g_test_fail_printf ("“%s”: “%s” does not say “%s”", bad[i].text, error->message, bad[i].says);
  }
  Kalah over = position ("0 0 0 0 0 0 36 0 0 0 0 0 0 36 0");
  g_autoptr (GError) error = NULL;
  g_assert_false (game_rules_read_move (rules, &over, "3", &move, &error));
  g_assert_error (error, GAME_ERROR, GAME_ERROR_GAME_OVER);
}

static void
test_position_text (void)
{
  const char *bad[][2] = {
    { "6 6 6 6 6 6 0 6 6 6 6 6 6 0", "15" },
    { "6 6 6 6 6 6 0 6 6 6 6 6 6 0 0 0", "more than 15" },
    { "6 6 6 6 6 6 0 6 6 6 6 6 6 1 0", "73 stones" },
    { "6 6 6 6 6 6 0 6 6 6 6 6 x 0 0", "“x”" },
    { "6 6 6 6 6 6 0 6 6 6 6 6 6 0 2", "0 (first) or 1" },
    { "6 6 6 6 6 6 0 6 6 6 6 6 -6 12 0", "“-6”" },
  };
  Kalah k, before;
  kalah_init (&k);
  before = k;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++) {
    g_autoptr (GError) error = NULL;
    g_assert_false (kalah_from_text (bad[i][0], &k, &error));
    g_assert_error (error, GAME_ERROR, GAME_ERROR_POSITION);
    g_assert_cmpmem (&k, sizeof k, &before, sizeof before);
    if (!strstr (error->message, bad[i][1]))
      g_test_fail_printf ("“%s”: “%s” does not say “%s”", bad[i][0], error->message, bad[i][1]);
  }
  /* A set-up position whose game is over is settled at once. */
  k = position ("0 0 0 0 0 0 30 1 2 3 0 0 0 36 0");
  g_assert_true (k.over);
  g_assert_cmpint (k.cell[KALAH_SECOND_STORE], ==, 42);
}

static void
test_board_text (void)
{
  Kalah k;
  kalah_init (&k);
  g_autofree char *text = kalah_to_text (&k);
  g_assert_cmpstr (text, ==,
                   "     12 11 10  9  8  7   (pit numbers)\n"
                   "      6  6  6  6  6  6\n"
                   "  0                     0\n"
                   "      6  6  6  6  6  6\n"
                   "      0  1  2  3  4  5   (pit numbers)\n"
                   "First player to move.\n");
  g_assert_cmpint (game_conformance_check (kalah_rules (), 60, 5), >, 1000);
}

/* ---- the article's players against the common search --------------------- */

static void
test_article_form_equals_common_search (void)
{
  const GameRules *rules = kalah_rules ();
  GRand *rand = g_rand_new_with_seed (21);
  int compared = 0;
  for (int game = 0; game < 30; game++) {
    Kalah k;
    kalah_init (&k);
    int plies = g_rand_int_range (rand, 0, 50);
    for (int i = 0; i < plies; i++) {
      int moves[GAME_MAX_MOVES];
      int count = rules->generate_moves (rules, &k, moves);
      if (count == 0)
        break;
      Kalah child;
      rules->make_move (rules, &k, moves[g_rand_int_range (rand, 0, count)], &child);
      k = child;
    }
    if (k.over)
      continue;
    for (int depth = 1; depth <= 5; depth++) {
      /* The article's players score from the first player's view. */
      KalahArticleSearch mm = { .rule = KALAH_RULE_FULL, .alpha_beta = FALSE };
      KalahArticleSearch ab = { .rule = KALAH_RULE_FULL, .alpha_beta = TRUE };
      KalahArticleLine line;
      Kalah b1 = k, b2 = k;
      int article_mm = k.to_move == 0 ? kalah_article_move_first (&mm, depth, &b1, KALAH_ARTICLE_MAX_VALUE, &line)
                                      : kalah_article_move_second (&mm, depth, &b1, KALAH_ARTICLE_MIN_VALUE, &line);
      int article_ab = k.to_move == 0 ? kalah_article_move_first (&ab, depth, &b2, KALAH_ARTICLE_MAX_VALUE, &line)
                                      : kalah_article_move_second (&ab, depth, &b2, KALAH_ARTICLE_MIN_VALUE, &line);
      g_assert_cmpint (article_ab, ==, article_mm);
      g_assert_cmpuint (ab.evaluations, <=, mm.evaluations);
      int expected = k.to_move == 0 ? article_mm : -article_mm;
      for (int method = GAME_SEARCH_MINIMAX; method <= GAME_SEARCH_ORDERED; method++) {
        GameSearchOptions options;
        game_search_options_init (&options, method, depth);
        GameSearchResult r;
        game_search (rules, &k, &options, &r);
        if (r.value != expected) {
          g_autofree char *board = kalah_to_text (&k);
          g_error ("depth %d, %s: %d, the article's minimax %d\n%s", depth,
                   game_search_method_name (method), r.value, expected, board);
        }
        /* Plain minimax is the same tree in both: the same evaluations. */
        if (method == GAME_SEARCH_MINIMAX)
          g_assert_cmpuint (r.counts.evaluations, ==, mm.evaluations);
      }
      compared++;
    }
  }
  g_rand_free (rand);
  g_assert_cmpint (compared, >, 100);
}

/* The line an article player returns is the move and the extra turns it
 * earns: played out, each but the last ends in the mover's store. */
static void
test_article_line (void)
{
  Kalah start;
  kalah_init (&start);
  for (int rule = KALAH_RULE_FULL; rule <= KALAH_RULE_SIMPLE; rule++) {
    KalahArticleSearch s = { .rule = rule, .alpha_beta = TRUE };
    KalahArticleLine line;
    Kalah board = start;
    kalah_article_move_first (&s, 4, &board, KALAH_ARTICLE_MAX_VALUE, &line);
    g_assert_cmpint (line.length, >=, 1);
    for (int i = 0; i < line.length; i++) {
      KalahMoveResult result = kalah_move_stones (&board, 0, line.moves[i]);
      g_assert_cmpint (result, ==, i < line.length - 1 ? KALAH_EXTRA_TURN : KALAH_NORMAL);
    }
  }
}

/* Every game pair of tests/kalah/article-tables.txt, played again by the
 * kit's article-form players. */
static void
test_article_tables (void)
{
  const char *path = g_getenv ("KALAH_ARTICLE_TABLES");
  g_assert_nonnull (path);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  int games = 0;
  for (int i = 0; lines[i]; i++) {
    if (lines[i][0] == '#' || lines[i][0] == '\0')
      continue;
    char rule[16];
    int first, second, first_store, second_store;
    guint64 minimax, alpha_beta;
    g_assert_cmpint (sscanf (lines[i], "%15s %d %d %d %d %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT,
                             rule, &first, &second, &first_store, &second_store, &minimax,
                             &alpha_beta), ==, 7);
    KalahRule r = strcmp (rule, "full") == 0 ? KALAH_RULE_FULL : KALAH_RULE_SIMPLE;
    KalahArticleGame mm, ab;
    kalah_article_play (r, FALSE, first, second, &mm);
    kalah_article_play (r, TRUE, first, second, &ab);
    if (mm.first_store != first_store || mm.second_store != second_store
        || ab.first_store != first_store || ab.second_store != second_store
        || mm.evaluations != minimax || ab.evaluations != alpha_beta)
      g_test_fail_printf ("%s: the kit plays %d-%d with %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT
                          " evaluations", lines[i], mm.first_store, mm.second_store,
                          mm.evaluations, ab.evaluations);
    g_assert_cmpint (mm.moves->len, ==, ab.moves->len);
    g_array_unref (mm.moves);
    g_array_unref (ab.moves);
    games++;
  }
  g_assert_cmpint (games, ==, 32);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kalah/sowing", test_sowing);
  g_test_add_func ("/kalah/skips-opponent-store", test_skips_opponent_store);
  g_test_add_func ("/kalah/extra-turn", test_extra_turn);
  g_test_add_func ("/kalah/capture", test_capture);
  g_test_add_func ("/kalah/no-capture", test_no_capture);
  g_test_add_func ("/kalah/capture-after-lap", test_capture_after_lap);
  g_test_add_func ("/kalah/end-with-sweep", test_end_with_sweep);
  g_test_add_func ("/kalah/end-by-store", test_end_by_store);
  g_test_add_func ("/kalah/check-game-over-sweeps", test_check_game_over_sweeps);
  g_test_add_func ("/kalah/notation", test_notation);
  g_test_add_func ("/kalah/position-text", test_position_text);
  g_test_add_func ("/kalah/board-text", test_board_text);
  g_test_add_func ("/kalah/article-form-equals-common-search", test_article_form_equals_common_search);
  g_test_add_func ("/kalah/article-line", test_article_line);
  g_test_add_func ("/kalah/article-tables", test_article_tables);
  return g_test_run ();
}
