/* SPDX-License-Identifier: MIT */
/* test-search-tree-stream.c: a search tree sent between processes
 * (search_tree_serialize, search_tree_deserialize): what is read back
 * is what was recorded, and a damaged block is refused, never half read;
 * and the counts its heading says, in their singular and plural forms. */
#include <string.h>

#include "search-tree.h"

/* A small alpha-beta tree by the hooks, as a search calls them: the root
 * has moves 10, 20, 30; 10 is searched to two leaves, 20 to one (its
 * second move cut), 30 is never visited. */
static SearchTree *
small_tree (guint cap)
{
  SearchTree *t = search_tree_new (cap);
  search_tree_begin (t, "alpha-beta", SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  search_tree_set_root_window (t, -SEARCH_TREE_INFINITY, SEARCH_TREE_INFINITY);
  int root_moves[] = { 10, 20, 30 }, child_moves[] = { 1, 2 };
  search_tree_enter (t, 0, 0, root_moves, 3);
  search_tree_move (t, 0, 10);
  search_tree_enter (t, 1, 1, child_moves, 2);
  search_tree_move (t, 1, 1);
  search_tree_evaluation (t, 2, 0, 5);
  search_tree_move (t, 1, 2);
  search_tree_evaluation (t, 2, 0, -3);
  search_tree_move (t, 0, 20);
  search_tree_enter (t, 1, 1, child_moves, 2);
  search_tree_window (t, 1, -7, 4);
  search_tree_move (t, 1, 1);
  search_tree_evaluation (t, 2, 0, -9);
  search_tree_table_value (t, 2, -8);
  int line[] = { 10, 2 };
  search_tree_set_line (t, line, 2);
  return t;
}

static GBytes *
small_block (void)
{
  g_autoptr (SearchTree) t = small_tree (100);
  return search_tree_serialize (t);
}

static void
test_round_trip (void)
{
  g_autoptr (SearchTree) t = small_tree (100);
  g_autoptr (GBytes) block = search_tree_serialize (t);
  gsize size;
  const guint8 *data = g_bytes_get_data (block, &size);
  g_autoptr (GError) error = NULL;
  g_autoptr (SearchTree) back = search_tree_deserialize (data, size, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpuint (search_tree_node_count (back), ==, search_tree_node_count (t));
  g_assert_cmpuint (search_tree_node_count (back), ==, 6);
  for (guint i = 0; i < search_tree_node_count (t); i++) {
    const SearchTreeNode *a = search_tree_node (t, i), *b = search_tree_node (back, i);
    g_assert_cmpint (a->parent, ==, b->parent);
    g_assert_cmpint (a->ply, ==, b->ply);
    g_assert_cmpint (a->side, ==, b->side);
    g_assert_cmpint (a->first_child, ==, b->first_child);
    g_assert_cmpint (a->next_sibling, ==, b->next_sibling);
    g_assert_cmpint (a->moves_count, ==, b->moves_count);
    if (a->parent >= 0)
      g_assert_cmpint (a->move, ==, b->move);
    for (int k = 0; k < a->moves_count; k++)
      g_assert_cmpint (search_tree_moves (t, a)[k], ==, search_tree_moves (back, b)[k]);
    g_assert_cmpuint (a->entries, ==, b->entries);
    g_assert_cmpuint (a->evaluations, ==, b->evaluations);
    if (a->evaluations)
      g_assert_cmpint (a->evaluation, ==, b->evaluation);
    g_assert_cmpint (a->has_table_value, ==, b->has_table_value);
    g_assert_cmpint (a->has_window, ==, b->has_window);
    if (a->has_window) {
      g_assert_cmpint (a->alpha, ==, b->alpha);
      g_assert_cmpint (a->beta, ==, b->beta);
    }
  }
  /* What is derived (values, windows, cuts, the line) and both writings agree. */
  g_autofree SearchTreeDerived *da = search_tree_derive (t);
  g_autofree SearchTreeDerived *db = search_tree_derive (back);
  g_assert_cmpmem (da, sizeof *da * 6, db, sizeof *db * 6);
  g_assert_cmpint (da[0].cut_count, ==, 1);   /* 30 */
  for (int f = SEARCH_TREE_FORMAT_TEXT; f <= SEARCH_TREE_FORMAT_DOT; f++) {
    g_autofree char *x = search_tree_to_text (t, f, NULL);
    g_autofree char *y = search_tree_to_text (back, f, NULL);
    g_assert_cmpstr (x, ==, y);
  }
  g_assert_cmpstr (search_tree_get_method (back), ==, "alpha-beta");
  g_assert_cmpint (search_tree_get_view (back), ==, SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  guint64 nodes, evaluations;
  gboolean truncated;
  search_tree_counts (back, &nodes, &evaluations, &truncated);
  g_assert_cmpuint (nodes, ==, 3);
  g_assert_cmpuint (evaluations, ==, 3);
  g_assert_false (truncated);
}

/* The cap and the counts beyond it travel too. */
static void
test_round_trip_truncated (void)
{
  g_autoptr (SearchTree) t = small_tree (3);
  g_autoptr (GBytes) block = search_tree_serialize (t);
  gsize size;
  const guint8 *data = g_bytes_get_data (block, &size);
  g_autoptr (SearchTree) back = search_tree_deserialize (data, size, NULL);
  g_assert_nonnull (back);
  guint64 nodes, evaluations;
  gboolean truncated;
  search_tree_counts (back, &nodes, &evaluations, &truncated);
  g_assert_true (truncated);
  g_assert_cmpuint (nodes, ==, 3);
  g_assert_cmpuint (search_tree_node_count (back), ==, 3);
  g_assert_cmpuint (search_tree_get_max_nodes (back), ==, 3);
}

static void
assert_refused (const guint8 *data, gsize size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SearchTree) back = search_tree_deserialize (data, size, &error);
  g_assert_null (back);
  g_assert_error (error, G_CONVERT_ERROR, G_CONVERT_ERROR_ILLEGAL_SEQUENCE);
}

/* Every block cut short is refused, and so is one with bytes after its end. */
static void
test_refuse_cut_and_extra (void)
{
  g_autoptr (GBytes) block = small_block ();
  gsize size;
  const guint8 *data = g_bytes_get_data (block, &size);
  for (gsize n = 0; n < size; n++)
    assert_refused (data, n);
  g_autofree guint8 *longer = g_malloc (size + 1);
  memcpy (longer, data, size);
  longer[size] = 0;
  assert_refused (longer, size + 1);
  assert_refused (NULL, 0);
}

/* A wrong magic word or version, a parent after its child, a side out of
 * range, a node count beyond the block (refused before anything is
 * allocated for it). */
static void
test_refuse_damage (void)
{
  g_autoptr (GBytes) block = small_block ();
  gsize size;
  const guint8 *data = g_bytes_get_data (block, &size);
  g_autofree guint8 *copy = g_memdup2 (data, size);
  copy[0] = 'X';
  assert_refused (copy, size);
  memcpy (copy, data, size);
  copy[4] = 2;   /* the version */
  assert_refused (copy, size);

  /* magic, version 1, cap 100, then a million nodes in a short block. */
  const guint8 lying[] = { 'K', 'S', 'T', 'R', 1, 100, 0xc0, 0x84, 0x3d, 0, 0, 0, 0, 0 };
  assert_refused (lying, sizeof lying);
  /* One node whose parent is itself, and one whose side is 5. */
  const guint8 own_parent[] = { 'K', 'S', 'T', 'R', 1, 10, 1, 1, 0, 0, 0, 0,
                                1, 0, 1, 0, 1, 0, 0, 0 };
  assert_refused (own_parent, sizeof own_parent);
  const guint8 bad_side[] = { 'K', 'S', 'T', 'R', 1, 10, 1, 1, 0, 0, 0, 0,
                              0, 0, 6, 0, 1, 0, 0, 0 };
  assert_refused (bad_side, sizeof bad_side);
  /* The same with side 1: a good block, so the two above fail for their fault. */
  const guint8 good[] = { 'K', 'S', 'T', 'R', 1, 10, 1, 1, 0, 0, 0, 0,
                          0, 0, 1, 0, 1, 0, 0, 0 };
  g_autoptr (SearchTree) one = search_tree_deserialize (good, sizeof good, NULL);
  g_assert_nonnull (one);
  g_assert_cmpuint (search_tree_node_count (one), ==, 1);
}

/* Any byte changed: refused or read whole, never a crash or a read past
 * the block (AddressSanitizer watches the CI's run). */
static void
test_any_byte_changed (void)
{
  g_autoptr (GBytes) block = small_block ();
  gsize size;
  const guint8 *data = g_bytes_get_data (block, &size);
  g_autofree guint8 *copy = g_malloc (size);
  const guint8 values[] = { 0x00, 0x01, 0x7f, 0x80, 0xff };
  for (gsize i = 0; i < size; i++)
    for (gsize v = 0; v < G_N_ELEMENTS (values); v++) {
      memcpy (copy, data, size);
      copy[i] = values[v];
      SearchTree *back = search_tree_deserialize (copy, size, NULL);
      if (back) {
        g_autofree SearchTreeDerived *d = search_tree_derive (back);
        g_autofree char *text = search_tree_to_text (back, SEARCH_TREE_FORMAT_TEXT, NULL);
        g_assert_nonnull (text);
        search_tree_free (back);
      }
    }
}

/* One node with one evaluation says "1 node, 1 evaluation", not "1
 * nodes"; a trace cut off at a cap of one says "1 node" too.  (No
 * setlocale: the C locale, English, digits not grouped.) */
static void
test_counts_in_words (void)
{
  g_autoptr (SearchTree) t = search_tree_new (1);
  search_tree_begin (t, "alpha-beta", SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  int moves[] = { 10, 20 };
  search_tree_enter (t, 0, 0, moves, 2);
  search_tree_evaluation (t, 0, 0, 4);
  g_autofree char *one = search_tree_to_text (t, SEARCH_TREE_FORMAT_TEXT, NULL);
  g_assert_nonnull (strstr (one, "\n1 node, 1 evaluation\n"));
  g_assert_null (strstr (one, "nodes"));
  /* A second node past the cap: counted, not kept. */
  search_tree_move (t, 0, 10);
  search_tree_enter (t, 1, 1, moves, 2);
  search_tree_evaluation (t, 1, 1, -4);
  g_autofree char *cut = search_tree_to_text (t, SEARCH_TREE_FORMAT_TEXT, NULL);
  g_assert_nonnull (strstr (cut, "\n2 nodes, 2 evaluations; the trace stops at its cap of 1 node\n"));
  g_autofree char *none = search_tree_counts_text (0, 0);
  g_assert_cmpstr (none, ==, "0 nodes, 0 evaluations");
  g_autofree char *many = search_tree_nodes_text (1348);
  g_assert_cmpstr (many, ==, "1348 nodes");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-stream/round-trip", test_round_trip);
  g_test_add_func ("/search-tree-stream/round-trip-truncated", test_round_trip_truncated);
  g_test_add_func ("/search-tree-stream/refuse-cut-and-extra", test_refuse_cut_and_extra);
  g_test_add_func ("/search-tree-stream/refuse-damage", test_refuse_damage);
  g_test_add_func ("/search-tree-stream/any-byte-changed", test_any_byte_changed);
  g_test_add_func ("/search-tree-stream/counts-in-words", test_counts_in_words);
  return g_test_run ();
}
