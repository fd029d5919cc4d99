/* SPDX-License-Identifier: MIT */
/* test-app-tree-counts.c: what the ex16 check tells the student to open
 * in the app is what the app shows, and the app's List 1 is List 1.
 *
 *   test-app-tree-counts WORKER
 *
 * WORKER is the app's search program of the same variant as this test
 * (reversi-search-worker, or -skeleton), which Show Search Tree's panes
 * run.  Without a display:
 *
 * - the counts the ex16 check prints for the 4x4 start at depth 3
 *   (ex16_app_counts: the student's negamax with the disc count) are the
 *   nodes and evaluations of the tree the app's program sends back for
 *   the same position, depth and evaluator, as the tree window asks;
 * - the program's reference (List 1 replayed, the one List 1 the student
 *   handout has) sends back the tree replay_list1_search records here;
 * - with the reference's negamax (the full tree's solutions/ variant),
 *   the two trees are the same node for node (search_tree_parting), on
 *   that position and on random ones of every size, misère and to the
 *   end of the game included; with the untouched stub, they part at the
 *   root, where the stub stopped before List 1's first move;
 * - the reference's t1 and t2 (the game's own computer) and the same
 *   searches by List 1 replayed with Matoike's values (the handout's
 *   reference panes of tic-tac-toe) send back the same trees.
 */
#include <string.h>

#include "checks-common.h"
#include "player-config.h"
#include "reversi-game-catalog.h"
#include "reversi-replay.h"
#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"
#include "search-tree.h"

static const char *worker_program;

typedef struct {
  GMainLoop *loop;
  GVariant *answer;
  GError *error;
} Wait;

static void
on_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *wait = data;
  wait->answer = reversi_worker_client_finish (REVERSI_WORKER_CLIENT (source), result, &wait->error);
  g_main_loop_quit (wait->loop);
}

/* The tree the app's search program sends back for request, as a pane
 * of the tree window reads it. */
static SearchTree *
worker_tree (GVariant *request)
{
  Wait wait = { .loop = g_main_loop_new (NULL, FALSE) };
  ReversiWorkerClient *client = reversi_worker_client_new (reversi_worker_request_with_tree (request, 1000000), 1);
  reversi_worker_client_set_program (client, worker_program);
  reversi_worker_client_run_async (client, on_answer, &wait);
  g_main_loop_run (wait.loop);
  g_assert_no_error (wait.error);
  GError *error = NULL;
  SearchTree *tree = reversi_worker_result_tree (wait.answer, &error);
  g_assert_no_error (error);
  g_variant_unref (wait.answer);
  g_object_unref (client);
  g_main_loop_unref (wait.loop);
  return tree;
}

/* The student's negamax as the tree window asks for it beside the
 * reference: the course's player at the depth, the disc count. */
static GVariant *
negamax_request (const Kyokumen *k, int depth)
{
  PlayerConfig config;
  player_config_init (&config);
  config.strategy = STRATEGY_ALPHA_BETA;
  config.depth = depth;
  config.perfect_empties = 0;
  config.eval_index = 0;
  return reversi_worker_reversi_request (k, FALSE, &config);
}

static void
test_app_counts_are_the_checks (void)
{
  ExerciseFunctions f;
  exercise_functions_init_linked (&f);
  guint64 check_nodes, check_evaluations;
  ex16_app_counts (&f, &check_nodes, &check_evaluations);

  Kyokumen k;
  kyokumen_init (&k, EX16_APP_SIZE);
  g_autoptr (SearchTree) student = worker_tree (negamax_request (&k, EX16_APP_DEPTH));
  guint64 nodes, evaluations;
  search_tree_counts (student, &nodes, &evaluations, NULL);
  g_test_message ("the check: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " evaluations; the app: %"
                  G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT, check_nodes, check_evaluations, nodes, evaluations);
  g_assert_cmpuint (nodes, ==, check_nodes);
  g_assert_cmpuint (evaluations, ==, check_evaluations);
  g_assert_cmpuint (nodes, >=, 1);

  /* The reference pane: List 1 replayed in the program, as here. */
  g_autoptr (SearchTree) list1 = worker_tree (reversi_worker_request_of_list1_replay (
    negamax_request (&k, EX16_APP_DEPTH)));
  g_autoptr (SearchTree) here = search_tree_new (1000000);
  search_tree_set_active (here);
  ReplaySearch search = { .depth = EX16_APP_DEPTH, .alpha = -REVERSI_REPLAY_INFINITY,
                          .beta = REVERSI_REPLAY_INFINITY };
  replay_list1_search (reversi_replay_game (FALSE), &k, &search);
  search_tree_set_active (NULL);
  SearchTreeParting parting;
  g_assert_false (search_tree_parting (list1, here, &parting));
  search_tree_counts (list1, &nodes, &evaluations, NULL);
  g_assert_cmpuint (nodes, ==, search.nodes);
  g_assert_cmpuint (evaluations, ==, search.evaluations);
  g_assert_cmpuint (search.nodes, >, 1);
  g_assert_cmpint (search.line_length, ==, EX16_APP_DEPTH);

  gboolean parts = search_tree_parting (student, list1, &parting);
#ifdef REFERENCE_VARIANT
  /* The reference's negamax is List 1. */
  g_assert_false (parts);
#else
  /* Whatever the student wrote (the handout runs this on the student's
   * code): where they part, if they do, is a node of both trees. */
  if (parts) {
    g_assert_cmpint (parting.node_a, <, (int) search_tree_node_count (student));
    g_assert_cmpint (parting.node_b, <, (int) search_tree_node_count (list1));
  }
#endif
}

#ifdef REFERENCE_VARIANT
/* The course's negamax (solutions/) and List 1 replayed record the same
 * tree, with the same best line, on positions of every size. */
static void
test_replay_is_list1 (void)
{
  ExerciseFunctions f;
  exercise_functions_init_linked (&f);
  GRand *rand = g_rand_new_with_seed (25);
  static const struct {
    int size, plies, depth;
    gboolean misere;
  } cases[] = {
    { 4, 0, 1, FALSE }, { 4, 0, 2, FALSE }, { 4, 0, 4, FALSE }, { 4, 0, 12, FALSE }, { 4, 0, 12, TRUE },
    { 4, 5, 9, FALSE }, { 6, 0, 3, FALSE }, { 6, 12, 4, TRUE }, { 8, 0, 3, FALSE }, { 8, 20, 3, FALSE },
    { 8, 50, 6, FALSE }, { 10, 30, 2, FALSE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++) {
    Kyokumen *k = g_new (Kyokumen, 1);
    random_play (k, cases[i].size, cases[i].plies, rand);
    Kyokumen *work = g_new (Kyokumen, 1);
    *work = *k;

    g_autoptr (SearchTree) course = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
    search_tree_set_active (course);
    AlphaBeta *ab = g_new0 (AlphaBeta, 1);
    alpha_beta_init (ab, work, disc_count_evaluator (), cases[i].misere, NULL);
    int value = f.negamax (ab, cases[i].depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
    int length;
    const Sashite *line = alpha_beta_root_line (ab, &length);

    g_autoptr (SearchTree) replayed = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
    search_tree_set_active (replayed);
    ReplaySearch search = { .depth = cases[i].depth, .alpha = -REVERSI_REPLAY_INFINITY,
                            .beta = REVERSI_REPLAY_INFINITY };
    replay_list1_search (reversi_replay_game (cases[i].misere), k, &search);
    search_tree_set_active (NULL);

    SearchTreeParting parting;
    g_assert_false (search_tree_parting (course, replayed, &parting));
    g_assert_cmpint (search.value, ==, value);
    g_assert_cmpuint (search.nodes, ==, ab->nodes);
    g_assert_cmpuint (search.evaluations, ==, ab->evaluations);
    g_assert_cmpint (search.line_length, ==, length);
    for (int m = 0; m < length; m++)
      g_assert_cmpint (search.line[m], ==, line[m].xy);
    g_test_message ("%dx%d after %d plies, depth %d%s: %" G_GUINT64_FORMAT " nodes, value %d", cases[i].size,
                    cases[i].size, cases[i].plies, cases[i].depth, cases[i].misere ? " (misere)" : "",
                    search.nodes, value);
    g_free (ab);
    g_free (work);
    g_free (k);
  }
  g_rand_free (rand);
}

/* The reference's t1 and t2 (solutions/, the game's own computer) and
 * the same searches by List 1 replayed with Matoike's values, as the
 * student handout's program searches its reference panes: the same
 * trees, recorded by the rules from the positions played into. */
static void
test_warm_up_replay_is_matoike (void)
{
  const ReversiGameInfo *game = reversi_game_find ("tictactoe");
  g_assert_nonnull (game);
  static const char *const openings[] = { "", "b2 a1", "b2 a1 c3 a3 a2", "a1 b1 a2" };
  static const ReversiCommonStrategy strategies[] = { REVERSI_COMMON_ALPHA_BETA, REVERSI_COMMON_MINIMAX };
  for (guint o = 0; o < G_N_ELEMENTS (openings); o++) {
    for (guint s = 0; s < G_N_ELEMENTS (strategies); s++) {
      GamePath *path = game_path_new (game->rules ());
      g_auto (GStrv) moves = g_strsplit (openings[o], " ", -1);
      for (int m = 0; moves[m]; m++)
        if (*moves[m])
          g_assert_true (game_path_play_text (path, moves[m], NULL));
      ReversiCommonComputer computer = { strategies[s], 9 };
      g_autoptr (SearchTree) matoike = worker_tree (reversi_worker_request_of_own_search (
        reversi_worker_common_request (game, path, &computer)));
      g_autoptr (SearchTree) replayed = worker_tree (reversi_worker_request_of_list1_replay (
        reversi_worker_request_of_own_search (reversi_worker_common_request (game, path, &computer))));
      SearchTreeParting parting;
      g_assert_false (search_tree_parting (matoike, replayed, &parting));
      guint64 nodes, evaluations, replay_nodes, replay_evaluations;
      gboolean truncated;
      search_tree_counts (matoike, &nodes, &evaluations, &truncated);
      g_assert_false (truncated);
      search_tree_counts (replayed, &replay_nodes, &replay_evaluations, NULL);
      g_assert_cmpuint (replay_nodes, ==, nodes);
      g_assert_cmpuint (replay_evaluations, ==, evaluations);
      g_test_message ("tic-tac-toe after \"%s\", %s: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
                      " evaluations", openings[o], s == 0 ? "t2" : "t1", nodes, evaluations);
      game_path_free (path);
    }
  }
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc != 2) {
    g_printerr ("usage: test-app-tree-counts WORKER\n");
    return 2;
  }
  worker_program = argv[1];
  g_test_add_func ("/app-tree/counts-are-the-checks", test_app_counts_are_the_checks);
#ifdef REFERENCE_VARIANT
  g_test_add_func ("/app-tree/replay-is-list1", test_replay_is_list1);
  g_test_add_func ("/app-tree/warm-up-replay-is-matoike", test_warm_up_replay_is_matoike);
#endif
  return g_test_run ();
}
