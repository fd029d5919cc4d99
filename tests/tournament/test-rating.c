/* SPDX-License-Identifier: MIT */
/* test-rating.c: the Bradley-Terry fit (tools/rating.h) on made-up
 * results whose answer is known by hand, and the round-robin table's
 * names (tools/match-results.h): cut between characters, never inside. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "match-results.h"
#include "rating.h"

/* Every pair scores 1-1: every rating is the same, 0 without anchors,
 * and no one is likelier to be stronger. */
static void
test_symmetric (void)
{
  g_autoptr (RatingFit) fit = rating_fit_new (4);
  for (int a = 0; a < 4; a++)
    for (int b = a + 1; b < 4; b++) {
      rating_fit_add_game (fit, a, b, 1);
      rating_fit_add_game (fit, a, b, 0);
      rating_fit_add_game (fit, b, a, 0.5);
    }
  g_autoptr (GError) error = NULL;
  g_assert_true (rating_fit_solve (fit, 0, &error));
  g_assert_no_error (error);
  for (int i = 0; i < 4; i++)
    g_assert_cmpfloat_with_epsilon (fit->rating[i], 0, 1e-6);
  g_assert_cmpfloat_with_epsilon (rating_fit_los (fit, 0, 1), 0.5, 1e-9);
  g_assert_cmpfloat (rating_fit_interval (fit, 2), >, 0);
}

/* Without anchors the ratings and their intervals are relative to the
 * average.  80 wins and 40 losses between two players: 400 log10(2) =
 * 120.41 apart, +-60.21 from the average; the difference has the
 * information 120 * 2/3 * 1/3 = 26.67 per (natural unit)^2, one standard
 * error (400 / ln 10) / sqrt(26.67) = 33.64 Elo, and each rating, half
 * the difference from the average, half that.  The prior's virtual
 * draws (as reversi-match adds them) pull the ratings in a little but
 * must not widen the intervals to the prior's own uncertainty. */
static void
test_unanchored_interval (void)
{
  for (int prior = 0; prior <= 1; prior++) {
    g_autoptr (RatingFit) fit = rating_fit_new (2);
    for (int g = 0; g < 120; g++)
      rating_fit_add_game (fit, g % 2, 1 - g % 2, (g < 80) == (g % 2 == 0) ? 1 : 0);
    g_autoptr (GError) error = NULL;
    g_assert_true (rating_fit_solve (fit, prior, &error));
    double half_se = 0.5 * 400 / G_LN10 / sqrt (120.0 * 2 / 9);
    if (prior == 0) {
      g_assert_cmpfloat_with_epsilon (fit->rating[0], 200 * log10 (2), 0.01);
      g_assert_cmpfloat_with_epsilon (fit->rating[1], -200 * log10 (2), 0.01);
      g_assert_cmpfloat_with_epsilon (rating_fit_interval (fit, 0), 1.959964 * half_se, 0.1);
    } else {
      g_assert_cmpfloat (fit->rating[0], >, 50);
      g_assert_cmpfloat (fit->rating[0], <, 200 * log10 (2));
      g_assert_cmpfloat (rating_fit_interval (fit, 0), <, 1.959964 * half_se * 1.1);
    }
    g_assert_cmpfloat_with_epsilon (rating_fit_interval (fit, 0), rating_fit_interval (fit, 1), 1e-9);
    g_assert_cmpfloat (rating_fit_los (fit, 0, 1), >, 0.999);
  }
}

/* 3 wins in 4 games against a player anchored at 1000: the expected
 * score 0.75 is reached 400 log10(3) = 190.85 above it.  The interval:
 * the information is 4 * 0.75 * 0.25 = 0.75 per (natural unit)^2, so one
 * standard error is (400 / ln 10) / sqrt(0.75) = 200.6 Elo. */
static void
test_three_of_four (void)
{
  g_autoptr (RatingFit) fit = rating_fit_new (2);
  rating_fit_anchor (fit, 0, 1000);
  rating_fit_add_game (fit, 1, 0, 1);
  rating_fit_add_game (fit, 0, 1, 0);
  rating_fit_add_game (fit, 1, 0, 1);
  rating_fit_add_game (fit, 0, 1, 1);
  g_autoptr (GError) error = NULL;
  g_assert_true (rating_fit_solve (fit, 0, &error));
  g_assert_cmpfloat_with_epsilon (fit->rating[0], 1000, 1e-9);
  g_assert_cmpfloat_with_epsilon (fit->rating[1], 1000 + 400 * log10 (3), 0.01);
  g_assert_cmpfloat_with_epsilon (rating_fit_interval (fit, 1), 1.959964 * 400 / G_LN10 / sqrt (0.75), 0.1);
  g_assert_cmpfloat (rating_fit_interval (fit, 0), ==, 0);
  /* 190.85 above with a standard error of 200.6: Phi(0.951) = 0.829. */
  g_assert_cmpfloat_with_epsilon (rating_fit_los (fit, 1, 0), 0.829, 0.002);
  g_assert_cmpfloat_with_epsilon (rating_expected_score (fit->rating[1], 1000), 0.75, 1e-6);
}

/* Three players in a chain, each beating the next 3 to 1, the last
 * anchored at 0: 190.85 and 381.7, since each pair only met each other. */
static void
test_chain_ordered (void)
{
  g_autoptr (RatingFit) fit = rating_fit_new (3);
  rating_fit_anchor (fit, 2, 0);
  for (int pair = 0; pair < 2; pair++)
    for (int g = 0; g < 4; g++)
      rating_fit_add_game (fit, pair, pair + 1, g < 3 ? 1 : 0);
  g_autoptr (GError) error = NULL;
  g_assert_true (rating_fit_solve (fit, 0, &error));
  g_assert_cmpfloat_with_epsilon (fit->rating[1], 400 * log10 (3), 0.01);
  g_assert_cmpfloat_with_epsilon (fit->rating[0], 800 * log10 (3), 0.01);
  /* The top's uncertainty adds up along the chain. */
  g_assert_cmpfloat (rating_fit_interval (fit, 0), >, rating_fit_interval (fit, 1));
  g_assert_cmpfloat (rating_fit_los (fit, 0, 1), >, 0.5);
  g_assert_cmpfloat_with_epsilon (rating_fit_los (fit, 0, 1) + rating_fit_los (fit, 1, 0), 1, 1e-9);
}

/* A player who lost every game has no best rating; a prior of virtual
 * draws against the anchors' mean gives it a low, finite one.  Players
 * the games do not link to an anchor cannot be rated. */
static void
test_perfect_scores_and_links (void)
{
  g_autoptr (RatingFit) fit = rating_fit_new (2);
  rating_fit_anchor (fit, 0, 500);
  for (int g = 0; g < 6; g++)
    rating_fit_add_game (fit, 0, 1, 1);
  g_autoptr (GError) error = NULL;
  g_assert_false (rating_fit_solve (fit, 0, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (rating_fit_solve (fit, 1, &error));
  g_assert_true (isfinite (fit->rating[1]));
  g_assert_cmpfloat (fit->rating[1], <, 500 - 200);
  g_assert_cmpfloat (rating_fit_los (fit, 0, 1), >, 0.95);

  g_autoptr (RatingFit) apart = rating_fit_new (4);
  rating_fit_anchor (apart, 0, 0);
  rating_fit_add_game (apart, 0, 1, 1);
  rating_fit_add_game (apart, 0, 1, 0);
  rating_fit_add_game (apart, 2, 3, 1);
  rating_fit_add_game (apart, 2, 3, 0);
  g_clear_error (&error);
  g_assert_false (rating_fit_solve (apart, 0, &error));
  g_assert_nonnull (error);
}

static MatchGame *
game_between (int index, const char *black, const char *white, MatchOutcome outcome)
{
  MatchGame *game = g_new0 (MatchGame, 1);
  *game = (MatchGame) {
    .index = index, .size = 8, .black = g_strdup (black), .white = g_strdup (white), .outcome = outcome,
    .black_discs = outcome == MATCH_BLACK_WINS ? 40 : 24, .white_discs = outcome == MATCH_BLACK_WINS ? 24 : 40,
    .opening = g_strdup (""), .moves = g_strdup (""), .note = g_strdup (""), .match = g_strdup ("0123"),
  };
  return game;
}

/* Three long names that differ only past byte 30, in Japanese (3 bytes a
 * character): each row of the round-robin table reads differently, every
 * line is valid UTF-8, and the rows are as wide in characters. */
static void
test_crosstable_names (void)
{
  const char *names[] = {
    "gtp:/home/授業/リバーシ/提出物/s1234567/build/tools/reversi-gtp",
    "gtp:/home/授業/リバーシ/提出物/s7654321/build/tools/reversi-gtp",
    "s2222222 (s2222222-4-10-2)",
  };
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) match_game_free);
  int index = 0;
  for (int a = 0; a < 3; a++)
    for (int b = a + 1; b < 3; b++)
      g_ptr_array_add (games, game_between (++index, names[a], names[b], MATCH_BLACK_WINS));
  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream (&text, &length);
  match_results_print_summary (games, out);
  fclose (out);
  g_assert_true (g_utf8_validate (text, (gssize) length, NULL));
  const char *table = strstr (text, "Round robin");
  g_assert_nonnull (table);
  g_auto (GStrv) lines = g_strsplit (table, "\n", -1);
  /* The heading, the column line, three rows. */
  g_assert_cmpuint (g_strv_length (lines), >=, 5);
  glong width = g_utf8_strlen (lines[1], -1);
  for (int r = 2; r < 5; r++) {
    g_assert_cmpint (g_utf8_strlen (lines[r], -1), ==, width);
    for (int q = 2; q < r; q++)
      g_assert_cmpstr (lines[r] + 4, !=, lines[q] + 4);
  }
  /* The short name is whole; the long ones show what sets them apart
   * (the student's folder), their shared start and end each a "…". */
  g_assert_nonnull (strstr (table, "s2222222 (s2222222-4-10-2)"));
  g_assert_nonnull (strstr (table, "…s1234567…"));
  g_assert_nonnull (strstr (table, "…s7654321…"));
  free (text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rating/symmetric", test_symmetric);
  g_test_add_func ("/rating/three-of-four", test_three_of_four);
  g_test_add_func ("/rating/unanchored-interval", test_unanchored_interval);
  g_test_add_func ("/rating/chain-ordered", test_chain_ordered);
  g_test_add_func ("/rating/perfect-scores-and-links", test_perfect_scores_and_links);
  g_test_add_func ("/crosstable/names", test_crosstable_names);
  return g_test_run ();
}
