/* SPDX-License-Identifier: MIT */
/* test-computer-player.c: the reference ComputerPlayer: name, search plan,
 * legal moves, and stopping on request or at a node limit. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "alpha-beta.h"
#include "computer-player.h"
#include "evaluator.h"
#include "kit-i18n.h"
#include "player-config.h"
#include "reversi-error.h"
#include "test-support.h"

static void
test_name (void)
{
  const char *id = computer_player_student_id ();
  g_assert_nonnull (id);
  g_assert_cmpuint (strlen (id), >, 0);

  static const int settings[][3] = { { 6, 14, 1 }, { 1, 0, 0 }, { 12, 20, 2 }, { 60, 100, 1 } };
  for (guint i = 0; i < G_N_ELEMENTS (settings); i++) {
    Player *player = computer_player_new (settings[i][0], settings[i][1], settings[i][2]);
    const char *name = player_name (player);
    char *expected = g_strdup_printf ("%s-%d-%d-%d", id, settings[i][0], settings[i][1],
                                      settings[i][2]);
    g_assert_cmpstr (name, ==, expected);

    /* Read back: the last three dash-separated fields are the settings. */
    g_auto (GStrv) fields = g_strsplit (name, "-", -1);
    guint n = g_strv_length (fields);
    g_assert_cmpuint (n, >=, 4);
    for (int j = 0; j < 3; j++)
      g_assert_cmpint (atoi (fields[n - 3 + j]), ==, settings[i][j]);
    g_assert_false (player->is_human);
    g_free (expected);
    player_free (player);
  }

  /* The reference's own id, as the course's exercise 22 asks. */
  Player *player = computer_player_new (6, 14, 1);
  g_assert_cmpstr (player_name (player), ==, "kit-6-14-1");
  player_free (player);

  /* Made from a configuration, the same player. */
  PlayerConfig config;
  player_config_init (&config);
  GError *error = NULL;
  g_assert_true (player_config_parse (&config, "alphabeta:6:14:1", &error));
  g_assert_no_error (error);
  player = player_config_create_player (&config, &error);
  g_assert_no_error (error);
  g_assert_nonnull (player);
  g_assert_cmpstr (player_name (player), ==, "kit-6-14-1");
  player_free (player);
}

static void
test_plan_search (void)
{
  GRand *rand = g_rand_new_with_seed (19);
  /* A threshold for each size, well inside the game. */
  static const int thresholds[][2] = { { 4, 5 }, { 6, 10 }, { 8, 14 }, { 10, 20 } };
  for (guint i = 0; i < G_N_ELEMENTS (thresholds); i++) {
    int size = thresholds[i][0], threshold = thresholds[i][1];
    ComputerPlayer *player = (ComputerPlayer *) computer_player_new (6, threshold, 1);
    Kyokumen k;
    gboolean perfect;

    for (int empties = 1; empties <= threshold; empties++) {
      g_assert_true (random_position (&k, size, empties, rand));
      perfect = FALSE;
      g_assert_cmpint (computer_player_plan_search (player, &k, &perfect), ==, 2 * empties);
      g_assert_true (perfect);
    }
    for (int empties = threshold + 1; empties <= MIN (threshold + 3, size * size - 4); empties++) {
      g_assert_true (random_position (&k, size, empties, rand));
      perfect = TRUE;
      g_assert_cmpint (computer_player_plan_search (player, &k, &perfect), ==, 6);
      g_assert_false (perfect);
    }
    player_free (&player->base);
  }

  /* Threshold 0: a normal search everywhere a move is left to find. */
  ComputerPlayer *player = (ComputerPlayer *) computer_player_new (4, 0, 0);
  Kyokumen k;
  gboolean perfect = TRUE;
  g_assert_true (random_position (&k, 6, 1, rand));
  g_assert_cmpint (computer_player_plan_search (player, &k, &perfect), ==, 4);
  g_assert_false (perfect);
  player_free (&player->base);
  g_rand_free (rand);
}

static void
assert_report_consistent (const Kyokumen *k, Sashite move, const SearchReport *report)
{
  g_assert_true (kyokumen_is_legal (k, move));
  g_assert_cmpint (report->move.xy, ==, move.xy);
  g_assert_cmpint (report->best_line_length, >=, 1);
  g_assert_cmpint (report->best_line_length, <=, SEARCH_REPORT_MAX_LINE);
  g_assert_cmpint (report->best_line[0].xy, ==, move.xy);
  g_assert_cmpuint (report->nodes, >=, 1);
  g_assert_true (report->seconds >= 0.0);
}

static void
test_decide_move_legal (void)
{
  GRand *rand = g_rand_new_with_seed (22);
  for (int size = 4; size <= 10; size += 2) {
    for (int i = 0; i < 30; i++) {
      Kyokumen *k = g_new (Kyokumen, 1);
      g_assert_true (random_position (k, size, g_rand_int_range (rand, 1, size * size - 4 + 1), rand));
      Kyokumen *before = g_memdup2 (k, sizeof *k);
      int eval = i % EVALUATOR_COUNT;
      gboolean misere = i % 2;
      Player *player = computer_player_new (3, 6, eval);

      Sashite move = { -1 };
      SearchReport report;
      GError *error = NULL;
      g_assert_true (player_decide_move (player, k, misere, NULL, &move, &report, &error));
      g_assert_no_error (error);
      assert_report_consistent (k, move, &report);
      g_assert_false (report.stopped);
      gboolean perfect;
      int depth = computer_player_plan_search ((ComputerPlayer *) player, k, &perfect);
      g_assert_cmpint (report.depth, ==, depth);
      g_assert_cmpint (report.exact, ==, perfect);
      g_assert_cmpuint (report.evaluations, >=, 1);
      /* The caller's position is left alone, history and all. */
      g_assert_true (memcmp (k, before, sizeof *k) == 0);

      /* The best line is a line of legal moves from here. */
      Kyokumen *line = g_memdup2 (k, sizeof *k);
      for (int j = 0; j < report.best_line_length; j++) {
        g_assert_true (kyokumen_is_legal (line, report.best_line[j]));
        kyokumen_make_move (line, report.best_line[j]);
      }

      /* The report's value is the search's: the same negamax from here. */
      AlphaBeta *ab = g_new (AlphaBeta, 1);
      alpha_beta_init (ab, k, evaluator_get (eval), misere, NULL);
      g_assert_cmpint (negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY), ==,
                       report.value);

      /* A report is optional. */
      g_assert_true (player_decide_move (player, k, misere, NULL, &move, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (kyokumen_is_legal (k, move));

      g_free (ab);
      g_free (line);
      player_free (player);
      g_free (before);
      g_free (k);
    }
  }
  g_rand_free (rand);
}

static void
test_decide_move_game_over (void)
{
  Kyokumen k;
  g_assert_true (kyokumen_from_board_string (&k, "XXXXXXXXXXXXXXXX O", NULL));
  Player *player = computer_player_new (3, 6, 1);
  Sashite move = { 4321 };
  GError *error = NULL;
  g_assert_false (player_decide_move (player, &k, FALSE, NULL, &move, NULL, &error));
  g_assert_error (error, REVERSI_ERROR, REVERSI_ERROR_GAME_OVER);
  g_assert_cmpint (move.xy, ==, 4321);
  g_clear_error (&error);
  player_free (player);
}

static void
test_node_limit (void)
{
  GRand *rand = g_rand_new_with_seed (64);
  for (int size = 6; size <= 10; size += 2) {
    Kyokumen *k = g_new (Kyokumen, 1);
    g_assert_true (random_position (k, size, size * size - 12, rand));
    int depth = 12;
    for (int perfect = 0; perfect <= 1; perfect++) {
      /* Far too deep to finish in the limit, as a normal or a perfect search. */
      Player *player = perfect ? computer_player_new (1, 100, 1) : computer_player_new (depth, 0, 1);
      SearchControl control = { 0 };
      control.node_limit = 2000;
      Sashite move;
      SearchReport report;
      GError *error = NULL;
      g_assert_true (player_decide_move (player, k, FALSE, &control, &move, &report, &error));
      g_assert_no_error (error);
      assert_report_consistent (k, move, &report);
      g_assert_true (report.stopped);
      g_assert_false (report.exact);
      g_assert_cmpuint (report.nodes, >, control.node_limit);
      /* Once stopped every node returns at once: a little over the limit
       * while the search unwinds, not a search's worth more. */
      g_assert_cmpuint (report.nodes, <=, control.node_limit + (guint64) (2 * k->empty_count) * MAX_SASHITE);
      player_free (player);
    }
    g_free (k);
  }
  g_rand_free (rand);
}

static void
test_stop_before_search (void)
{
  for (int size = 4; size <= 10; size += 2) {
    Kyokumen k;
    kyokumen_init (&k, size);
    /* Depth 60 from the start would never finish: only the stop ends it. */
    Player *player = computer_player_new (60, 0, 1);
    SearchControl control = { 0 };
    g_atomic_int_set (&control.stop_requested, 1);
    Sashite move;
    SearchReport report;
    GError *error = NULL;
    g_assert_true (player_decide_move (player, &k, FALSE, &control, &move, &report, &error));
    g_assert_no_error (error);
    assert_report_consistent (&k, move, &report);
    g_assert_true (report.stopped);
    g_assert_false (report.exact);
    g_assert_cmpuint (report.nodes, <=, 2);
    player_free (player);
  }
}

typedef struct {
  SearchControl *control;
  guint64 delay_us;
} StopLater;

static gpointer
stop_later (gpointer data)
{
  StopLater *stop = data;
  g_usleep (stop->delay_us);
  g_atomic_int_set (&stop->control->stop_requested, 1);
  return NULL;
}

/* Stopped from another thread in the middle of a search that would
 * otherwise never end: it still returns a legal move. */
static void
test_stop_from_thread (void)
{
  Kyokumen k;
  kyokumen_init (&k, 10);
  Player *player = computer_player_new (60, 0, 2);
  SearchControl control = { 0 };
  StopLater stop = { &control, 50 * 1000 };
  GThread *thread = g_thread_new ("stopper", stop_later, &stop);
  Sashite move;
  SearchReport report;
  GError *error = NULL;
  g_assert_true (player_decide_move (player, &k, FALSE, &control, &move, &report, &error));
  g_thread_join (thread);
  g_assert_no_error (error);
  assert_report_consistent (&k, move, &report);
  g_assert_true (report.stopped);
  g_test_message ("stopped after %" G_GUINT64_FORMAT " nodes, move %d", report.nodes, move.xy);
  player_free (player);
}

int
main (int argc, char *argv[])
{
  kit_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/computer-player/name", test_name);
  g_test_add_func ("/engine/computer-player/plan-search", test_plan_search);
  g_test_add_func ("/engine/computer-player/decide-move-legal", test_decide_move_legal);
  g_test_add_func ("/engine/computer-player/decide-move-game-over", test_decide_move_game_over);
  g_test_add_func ("/engine/computer-player/node-limit", test_node_limit);
  g_test_add_func ("/engine/computer-player/stop-before-search", test_stop_before_search);
  g_test_add_func ("/engine/computer-player/stop-from-thread", test_stop_from_thread);
  return g_test_run ();
}
