/* SPDX-License-Identifier: MIT */
/* test-search-tree.c: the trace of a search (common/search-tree.h).
 *
 * The trace is recorded from outside the searcher, so every test compares
 * it with what the search itself reported: the nodes and evaluations it
 * counted, its best line.  On M. Hiroi's figure the cuts are known
 * exactly (J and F); minimax never cuts; the windows the trace derives as
 * List 1 passes them equal the ones the common search records; and the
 * DOT output renders with Graphviz when `dot` is installed.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "game-search.h"
#include "kalah.h"
#include "reversi-rules.h"
#include "search-tree.h"
#include "tictactoe.h"
#include "tree-game.h"

#ifdef HAVE_SOLUTIONS
#include "alpha-beta.h"
#include "minimax-player.h"
#endif

/* A search of the common kind with its trace. */
static GameSearchResult
traced_search (const GameRules *rules, const void *root, GameSearchMethod method, int depth,
               SearchTree *tree)
{
  GameSearchOptions options;
  game_search_options_init (&options, method, depth);
  GameSearchResult result;
  search_tree_set_active (tree);
  game_search (rules, root, &options, &result);
  search_tree_set_active (NULL);
  return result;
}

/* The trace counts what the search counts, both in total and over the
 * nodes it kept. */
static void
assert_counts (const SearchTree *tree, guint64 nodes, guint64 evaluations)
{
  guint64 n, e;
  gboolean truncated;
  search_tree_counts (tree, &n, &e, &truncated);
  g_assert_false (truncated);
  g_assert_cmpuint (n, ==, nodes);
  g_assert_cmpuint (e, ==, evaluations);
  search_tree_recorded_counts (tree, &n, &e);
  g_assert_cmpuint (n, ==, nodes);
  g_assert_cmpuint (e, ==, evaluations);
}

static int
total_cuts (const SearchTree *tree)
{
  g_autofree SearchTreeDerived *d = search_tree_derive (tree);
  int cuts = 0;
  for (guint i = 0; i < search_tree_node_count (tree); i++)
    cuts += d[i].cut_count;
  return cuts;
}

/* "J F": the moves never searched, each below its node, in node order. */
static char *
cut_moves (const SearchTree *tree)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < search_tree_node_count (tree); i++) {
    const SearchTreeNode *n = search_tree_node (tree, i);
    if (n->first_child < 0)
      continue;
    const int *moves = search_tree_moves (tree, n);
    for (int k = 0; k < n->moves_count; k++) {
      gboolean visited = FALSE;
      for (int c = n->first_child; c >= 0; c = search_tree_node (tree, (guint) c)->next_sibling)
        visited |= search_tree_node (tree, (guint) c)->move == moves[k];
      if (!visited)
        g_string_append_printf (out, "%s%c", out->len ? " " : "", 'A' + moves[k] - 1);
    }
  }
  return g_string_free (out, FALSE);
}

static void
letter (int move, char text[16], gpointer data)
{
  g_snprintf (text, 16, "%c", 'A' + move - 1);
}

/* Renders dot_text with Graphviz; skips when dot is not installed. */
static void
assert_renders (const char *dot_text)
{
  g_autofree char *dot = g_find_program_in_path ("dot");
  if (!dot) {
    g_test_skip ("Graphviz's dot is not installed (Debian package graphviz): the DOT output was "
                 "not rendered");
    return;
  }
  g_autofree char *input = NULL;
  int fd = g_file_open_tmp ("search-tree-XXXXXX.dot", &input, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (input, dot_text, -1, NULL));
  const char *argv[] = { dot, "-Tsvg", input, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, NULL));
  g_unlink (input);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("dot -Tsvg failed: %s", err);
  g_assert_nonnull (strstr (out, "<svg"));
  /* The cut is drawn: an x for each move never searched. */
  g_assert_nonnull (strstr (out, "×"));
}

/* Hiroi's figure: minimax evaluates all 8 leaves and cuts nothing;
 * alpha-beta evaluates 5 and cuts exactly J (below D) and F (below B). */
static void
test_article_figure (void)
{
  tree_game_use (tree_game_figure3);
  TreePosition root = { 0 };
  g_autoptr (SearchTree) tree = search_tree_new (1000);

  GameSearchResult mm = traced_search (&tree_rules, &root, GAME_SEARCH_MINIMAX, 3, tree);
  assert_counts (tree, mm.counts.nodes, mm.counts.evaluations);
  g_assert_cmpuint (mm.counts.evaluations, ==, 8);
  g_assert_cmpint (total_cuts (tree), ==, 0);
  g_autofree SearchTreeDerived *dm = search_tree_derive (tree);
  g_assert_cmpint (dm[0].low, ==, 3);
  g_assert_cmpint (dm[0].high, ==, 3);
  g_autofree char *none = cut_moves (tree);
  g_assert_cmpstr (none, ==, "");

  GameSearchResult ab = traced_search (&tree_rules, &root, GAME_SEARCH_ALPHA_BETA, 3, tree);
  assert_counts (tree, ab.counts.nodes, ab.counts.evaluations);
  g_assert_cmpuint (ab.counts.evaluations, ==, 5);
  g_autofree char *cuts = cut_moves (tree);
  g_assert_cmpstr (cuts, ==, "J F");
  g_assert_cmpint (total_cuts (tree), ==, 2);

  /* Values (negamax, the side to move's view): R 3, A -3; B and D are
   * bounds, since a child of each was cut; the best line is A C H. */
  g_autofree SearchTreeDerived *d = search_tree_derive (tree);
  g_assert_cmpint (d[0].low, ==, 3);
  g_assert_cmpint (d[0].high, ==, 3);
  GString *line = g_string_new (NULL);
  int bounds = 0;
  for (guint i = 0; i < search_tree_node_count (tree); i++) {
    const SearchTreeNode *n = search_tree_node (tree, i);
    if (d[i].on_line && n->parent >= 0)
      g_string_append_c (line, (char) ('A' + n->move - 1));
    if (n->parent >= 0 && (n->move == 2 || n->move == 4)) {
      /* B and D each lost a child to a cut: their values are only
       * bounds from below (B at least -2 from its side, D at least 4). */
      g_assert_cmpint (d[i].high, ==, SEARCH_TREE_INFINITY);
      bounds++;
    }
  }
  g_assert_cmpint (bounds, ==, 2);
  g_assert_cmpstr (line->str, ==, "ACH");
  g_string_free (line, TRUE);

  SearchTreeStyle style = { .move_text = letter, .title = "M. Hiroi, figure 3" };
  g_autofree char *dot = search_tree_to_text (tree, SEARCH_TREE_FORMAT_DOT, &style);
  g_assert_nonnull (strstr (dot, "style=dashed"));
  g_assert_nonnull (strstr (dot, "style=bold"));
  g_autofree char *text = search_tree_to_text (tree, SEARCH_TREE_FORMAT_TEXT, &style);
  g_assert_nonnull (strstr (text, "x J"));
  g_assert_nonnull (strstr (text, "x F"));
  assert_renders (dot);
}

/* Minimax and List 1's alpha-beta on tic-tac-toe, Kalah and Reversi 4x4
 * (the common search): the trace counts what the search counts. */
static void
test_counts_on_games (void)
{
  const GameRules *games[] = { tictactoe_rules (), kalah_rules (), reversi_rules (4) };
  const int depths[] = { GAME_SEARCH_TO_END, 5, 6 };
  const GameSearchMethod methods[] = { GAME_SEARCH_MINIMAX, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_ORDERED };
  g_autoptr (SearchTree) tree = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++) {
    const GameRules *rules = games[g];
    g_autofree void *root = g_malloc0 (rules->position_size);
    rules->init (rules, root);
    for (guint m = 0; m < G_N_ELEMENTS (methods); m++) {
      GameSearchResult r = traced_search (rules, root, methods[m], depths[g], tree);
      assert_counts (tree, r.counts.nodes, r.counts.evaluations);
      if (methods[m] == GAME_SEARCH_MINIMAX)
        g_assert_cmpint (total_cuts (tree), ==, 0);
      else if (methods[m] == GAME_SEARCH_ALPHA_BETA)
        g_assert_cmpint (total_cuts (tree), >, 0);
      /* The root's value is the search's (minimax: the first side's view). */
      g_autofree SearchTreeDerived *d = search_tree_derive (tree);
      int side = rules->side_to_move (rules, root);
      int expected = methods[m] == GAME_SEARCH_MINIMAX && side == 1 ? -r.value : r.value;
      guint last_root = 0;
      for (guint i = 0; i < search_tree_node_count (tree); i++)
        if (search_tree_node (tree, i)->parent < 0)
          last_root = i;
      if (methods[m] != GAME_SEARCH_ORDERED) {
        g_assert_cmpint (d[last_root].low, ==, expected);
        g_assert_cmpint (d[last_root].high, ==, expected);
      }
    }
  }
}

/* Past its cap the trace stops recording, still counts, and says so. */
static void
test_cap (void)
{
  const GameRules *rules = tictactoe_rules ();
  g_autofree void *root = g_malloc0 (rules->position_size);
  rules->init (rules, root);
  g_autoptr (SearchTree) tree = search_tree_new (50);
  GameSearchResult r = traced_search (rules, root, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_TO_END, tree);
  guint64 n, e;
  gboolean truncated;
  search_tree_counts (tree, &n, &e, &truncated);
  g_assert_true (truncated);
  g_assert_cmpuint (n, ==, r.counts.nodes);
  g_assert_cmpuint (e, ==, r.counts.evaluations);
  g_assert_cmpuint (search_tree_node_count (tree), ==, 50);
  g_autofree char *text = search_tree_to_text (tree, SEARCH_TREE_FORMAT_TEXT, NULL);
  g_assert_nonnull (strstr (text, "50"));
}

/* A search stopped by its node limit: the node it counted last, and
 * stopped at, is in the trace too (it used to be one short), for each
 * method of the common search. */
static void
test_stopped (void)
{
  const GameRules *rules = tictactoe_rules ();
  g_autofree void *root = g_malloc0 (rules->position_size);
  rules->init (rules, root);
  const GameSearchMethod methods[] = { GAME_SEARCH_MINIMAX, GAME_SEARCH_ALPHA_BETA, GAME_SEARCH_ORDERED };
  g_autoptr (SearchTree) tree = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++) {
    GameSearchOptions options;
    game_search_options_init (&options, methods[m], GAME_SEARCH_TO_END);
    options.node_limit = 100;
    GameSearchResult r;
    search_tree_set_active (tree);
    game_search (rules, root, &options, &r);
    search_tree_set_active (NULL);
    g_assert_true (r.stopped);
    g_assert_cmpuint (r.counts.nodes, ==, 101);
    assert_counts (tree, r.counts.nodes, r.counts.evaluations);
  }
}

#ifdef HAVE_SOLUTIONS
/* The course's negamax and the lab's minimax stopped by their node
 * limit: the trace counts what they count. */
static void
test_reversi_stopped (void)
{
  const Evaluator *disc_count = evaluator_get (0);
  Kyokumen *k = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  g_autoptr (SearchTree) tree = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
  kyokumen_init (k, 4);
  SearchControl control = { .node_limit = 50 };
  search_tree_set_active (tree);
  alpha_beta_init (ab, k, disc_count, FALSE, &control);
  negamax (ab, 8, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
  search_tree_set_active (NULL);
  g_assert_true (ab->stopped);
  /* Nodes only: after the stop the course's eval functions count a call
   * but evaluate nothing, so there is no value to record. */
  guint64 n, e;
  search_tree_counts (tree, &n, NULL, NULL);
  g_assert_cmpuint (n, ==, ab->nodes);
  search_tree_recorded_counts (tree, &n, &e);
  g_assert_cmpuint (n, ==, ab->nodes);
  g_assert_cmpuint (e, <, ab->evaluations);

  SearchStats stats = { 0 };
  gboolean stopped = FALSE;
  search_tree_set_active (tree);
  minimax_value (k, disc_count, FALSE, 8, &control, &stats, NULL, 0, NULL, &stopped);
  search_tree_set_active (NULL);
  g_assert_true (stopped);
  assert_counts (tree, stats.nodes, stats.evaluations);
  g_free (ab);
  g_free (k);
}

/* The course's negamax (solutions/, List 1) and the lab's minimax on
 * Reversi 4x4, recorded through the toolkit's functions: the counts are
 * the search's own; and the windows the trace derives as List 1 passes
 * them are those the common search's alpha-beta records on the same
 * position, node for node. */
static void
test_reversi_course_search (void)
{
  const Evaluator *disc_count = evaluator_get (0);
  GameRules *rules = reversi_rules_new (4, disc_count->evaluate);
  Kyokumen *k = g_new (Kyokumen, 1);
  AlphaBeta *ab = g_new (AlphaBeta, 1);
  g_autoptr (SearchTree) course = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
  g_autoptr (SearchTree) common = search_tree_new (SEARCH_TREE_LIMIT_MAX_NODES);
  g_autofree void *root = g_malloc0 (rules->position_size);
  rules->init (rules, root);
  for (int depth = 1; depth <= 7; depth++) {
    memcpy (k, root, sizeof *k);
    k->history_length = 0;
    search_tree_set_active (course);
    alpha_beta_init (ab, k, disc_count, FALSE, NULL);
    negamax (ab, depth, -ALPHA_BETA_INFINITY, ALPHA_BETA_INFINITY);
    search_tree_set_active (NULL);
    assert_counts (course, ab->nodes, ab->evaluations);
    g_assert_cmpint (total_cuts (course), >, depth > 2 ? 0 : -1);

    traced_search (rules, root, GAME_SEARCH_ALPHA_BETA, depth, common);
    g_assert_cmpuint (search_tree_node_count (course), ==, search_tree_node_count (common));
    g_autofree SearchTreeDerived *dc = search_tree_derive (course);
    g_autofree SearchTreeDerived *dg = search_tree_derive (common);
    for (guint i = 0; i < search_tree_node_count (course); i++) {
      const SearchTreeNode *a = search_tree_node (course, i), *b = search_tree_node (common, i);
      g_assert_cmpint (a->parent, ==, b->parent);
      g_assert_cmpint (a->move, ==, b->move);
      g_assert_false (dc[i].window_recorded);
      g_assert_true (dg[i].window_recorded);
      g_assert_cmpint (dc[i].alpha, ==, dg[i].alpha);
      g_assert_cmpint (dc[i].beta, ==, dg[i].beta);
      g_assert_cmpint (dc[i].low, ==, dg[i].low);
      g_assert_cmpint (dc[i].high, ==, dg[i].high);
      g_assert_cmpint (dc[i].cut_count, ==, dg[i].cut_count);
    }

    SearchStats stats = { 0 };
    search_tree_set_active (course);
    minimax_value (k, disc_count, FALSE, depth, NULL, &stats, NULL, 0, NULL, NULL);
    search_tree_set_active (NULL);
    assert_counts (course, stats.nodes, stats.evaluations);
    g_assert_cmpint (total_cuts (course), ==, 0);
  }
  g_free (ab);
  g_free (k);
  reversi_rules_free (rules);
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree/article-figure", test_article_figure);
  g_test_add_func ("/search-tree/counts-on-games", test_counts_on_games);
  g_test_add_func ("/search-tree/cap", test_cap);
  g_test_add_func ("/search-tree/stopped", test_stopped);
#ifdef HAVE_SOLUTIONS
  g_test_add_func ("/search-tree/reversi-stopped", test_reversi_stopped);
  g_test_add_func ("/search-tree/reversi-course-search", test_reversi_course_search);
#endif
  return g_test_run ();
}
