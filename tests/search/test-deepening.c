/* SPDX-License-Identifier: MIT */
/* test-deepening.c: a computer's move searched one ply deeper at a time
 * (player_config_decide_deepening), as the app's search program and
 * reversi-gtp's clock play it: the enhanced player in one search that
 * says each depth it finished, the course's player once per depth, and
 * a stop that plays the deepest finished depth's move.
 */
#include <glib.h>
#include <string.h>

#include "enhanced-search.h"
#include "game.h"
#include "player-config.h"

/* What the searches said, and the depth at which to ask them to stop. */
typedef struct {
  int depths[PLAYER_CONFIG_MAX_DEPTH + 1];
  int count;
  int stop_at;   /* 0: never */
  SearchControl *control;
} Heard;

static void
hear_depth (int depth, gpointer data)
{
  Heard *heard = data;
  g_assert_cmpint (heard->count, <, (int) G_N_ELEMENTS (heard->depths));
  heard->depths[heard->count++] = depth;
  if (depth == heard->stop_at)
    g_atomic_int_set (&heard->control->stop_requested, 1);
}

/* An 8x8 position with empties empty squares, reached by random moves
 * (seeded: the same every run). */
static void
position_with (int empties, guint32 seed, Kyokumen *kyokumen)
{
  Game *game = game_new (8, FALSE, NULL, NULL);
  GRand *rand = g_rand_new_with_seed (seed);
  while (game->kyokumen.empty_count > empties && !game_is_over (game)) {
    Sashite legal[MAX_SASHITE];
    int count = kyokumen_generate_moves (&game->kyokumen, legal);
    g_assert_true (game_play (game, legal[g_rand_int_range (rand, 0, count)], NULL));
  }
  g_assert_false (game_is_over (game));
  *kyokumen = game->kyokumen;
  g_rand_free (rand);
  game_free (game);
}

static PlayerConfig
config_of (const char *text)
{
  PlayerConfig config;
  player_config_init (&config);
  g_assert_true (player_config_from_text (&config, text, NULL));
  return config;
}

/* What one search of a fresh player of text finds, without a stop. */
static SearchReport
plain_search (const char *text, const Kyokumen *kyokumen)
{
  PlayerConfig config = config_of (text);
  Player *player = player_config_create_player (&config, NULL);
  SearchReport report = { 0 };
  Sashite move;
  g_assert_true (player_decide_move (player, kyokumen, FALSE, NULL, &move, &report, NULL));
  player_free (player);
  report.move = move;
  return report;
}

/* The deepening of text, stopped once it has finished depth stop_at (0: never). */
static SearchReport
deepen (const char *text, const Kyokumen *kyokumen, Heard *heard, int stop_at,
        guint64 node_limit)
{
  PlayerConfig config = config_of (text);
  SearchControl control = { 0, node_limit, hear_depth, heard };
  memset (heard, 0, sizeof *heard);
  heard->stop_at = stop_at;
  heard->control = &control;
  SearchReport report = { 0 };
  Sashite move;
  g_assert_true (player_config_decide_deepening (&config, NULL, kyokumen, FALSE, &control, &move,
                                                 &report, NULL));
  g_assert_cmpint (move.xy, ==, report.move.xy);
  return report;
}

static void
assert_heard_one_to (const Heard *heard, int last)
{
  g_assert_cmpint (heard->count, ==, last);
  for (int i = 0; i < heard->count; i++)
    g_assert_cmpint (heard->depths[i], ==, i + 1);
}

/* The enhanced player deepens itself: one search, each depth said, and
 * exactly the work of a plain search (not one search per depth). */
static void
test_enhanced_one_search (void)
{
  Kyokumen kyokumen;
  position_with (48, 3, &kyokumen);
  g_assert_true (player_config_deepens_itself (&(PlayerConfig) { .strategy = STRATEGY_ENHANCED }));
  Heard heard;
  SearchReport deepened = deepen ("enhanced:6", &kyokumen, &heard, 0, 0);
  SearchReport plain = plain_search ("enhanced:6", &kyokumen);
  assert_heard_one_to (&heard, 6);
  g_assert_false (deepened.stopped);
  g_assert_cmpint (deepened.depth, ==, 6);
  g_assert_cmpint (deepened.move.xy, ==, plain.move.xy);
  g_assert_cmpint (deepened.value, ==, plain.value);
  g_assert_cmpuint (deepened.nodes, ==, plain.nodes);
}

/* Stopped once depth 3 is done: the move of the search to depth 3. */
static void
test_enhanced_stop (void)
{
  Kyokumen kyokumen;
  position_with (46, 5, &kyokumen);
  Heard heard;
  SearchReport stopped = deepen ("enhanced:8", &kyokumen, &heard, 3, 0);
  SearchReport three = plain_search ("enhanced:3", &kyokumen);
  assert_heard_one_to (&heard, 3);
  g_assert_true (stopped.stopped);
  g_assert_cmpint (stopped.depth, ==, 3);
  g_assert_cmpint (stopped.move.xy, ==, three.move.xy);
  g_assert_cmpint (stopped.value, ==, three.value);
}

/* The course's player (the student's own, which need not deepen):
 * one search per depth, each said; stopped after depth 2, the move of
 * the search to depth 2. */
static void
test_course_per_depth (void)
{
  Kyokumen kyokumen;
  position_with (50, 7, &kyokumen);
  g_assert_false (player_config_deepens_itself (&(PlayerConfig) { .strategy = STRATEGY_ALPHA_BETA }));
  Heard heard;
  SearchReport deepened = deepen ("alphabeta:3:0:1", &kyokumen, &heard, 0, 0);
  SearchReport plain = plain_search ("alphabeta:3:0:1", &kyokumen);
  assert_heard_one_to (&heard, 3);
  g_assert_cmpint (deepened.move.xy, ==, plain.move.xy);
  g_assert_cmpuint (deepened.nodes, ==, plain.nodes);

  SearchReport stopped = deepen ("alphabeta:4:0:1", &kyokumen, &heard, 2, 0);
  SearchReport two = plain_search ("alphabeta:2:0:1", &kyokumen);
  assert_heard_one_to (&heard, 2);
  g_assert_true (stopped.stopped);
  g_assert_cmpint (stopped.move.xy, ==, two.move.xy);
  g_assert_cmpuint (stopped.nodes, ==, two.nodes);
}

/* The strongest setting deepens until stopped: past the default's node
 * budget, the depth it was stopped after. */
static void
test_until_stopped (void)
{
  PlayerConfig strong = config_of ("enhanced:60");
  g_assert_true (player_config_until_stopped (&strong));
  g_assert_false (player_config_until_stopped (&(PlayerConfig) { .strategy = STRATEGY_ENHANCED,
                                                                  .depth = 10 }));
  Kyokumen kyokumen;
  position_with (48, 3, &kyokumen);
  Heard heard;
  SearchReport stopped = deepen ("enhanced:60", &kyokumen, &heard, 7, 0);
  assert_heard_one_to (&heard, 7);
  g_assert_true (stopped.stopped);
  g_assert_cmpint (stopped.depth, ==, 7);
  g_assert_cmpint (stopped.move.xy, ==, plain_search ("enhanced:7", &kyokumen).move.xy);
}

/* Its endgame: solved when the solve ends in time; when the stop cuts
 * the solve short, the default enhanced player's move. */
static void
test_endgame_in_time (void)
{
  Kyokumen kyokumen;
  position_with (19, 11, &kyokumen);
  g_assert_cmpint (kyokumen.empty_count, ==, 19);
  Heard heard;
  SearchReport solved = deepen ("enhanced:60:22", &kyokumen, &heard, 0, 0);
  g_assert_true (solved.exact);
  g_assert_false (solved.stopped);
  g_assert_cmpint (solved.value, ==, plain_search ("enhanced:10:22", &kyokumen).value);

  /* Enough nodes for the default's move (its budget), too few for the solve. */
  position_with (24, 13, &kyokumen);
  g_assert_cmpint (kyokumen.empty_count, ==, 24);
  SearchReport cut = deepen ("enhanced:60:24", &kyokumen, &heard, 0,
                             ENHANCED_PLAYER_NODE_BUDGET + ENHANCED_PLAYER_NODE_BUDGET / 10);
  g_assert_true (cut.stopped);
  g_assert_false (cut.exact);
  g_assert_cmpint (heard.count, >, 0);
  g_assert_cmpint (cut.move.xy, ==, plain_search ("enhanced:10:0", &kyokumen).move.xy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deepening/enhanced-one-search", test_enhanced_one_search);
  g_test_add_func ("/deepening/enhanced-stop", test_enhanced_stop);
  g_test_add_func ("/deepening/course-per-depth", test_course_per_depth);
  g_test_add_func ("/deepening/until-stopped", test_until_stopped);
  g_test_add_func ("/deepening/endgame-in-time", test_endgame_in_time);
  return g_test_run ();
}
