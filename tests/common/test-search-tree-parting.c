/* SPDX-License-Identifier: MIT */
/* test-search-tree-parting.c: where two searches of one position first
 * part (search_tree_parting), as the search tree window marks a
 * student's negamax beside List 1's. */
#include "search-tree.h"

/* What differs from List 1's small tree in a variant of it. */
typedef enum {
  AS_LIST1,
  NO_CUT,          /* goes on into 20's second move, which List 1 cuts */
  OTHER_ORDER,     /* tries 20 before 10 at the root */
  OTHER_VALUE,     /* evaluates 10 then 2 as -4, not -3 */
} Variant;

/* The root has moves 10, 20, 30; 10 is searched to two leaves, 20 to one
 * (its second move cut), 30 is never visited (cut). */
static SearchTree *
small_tree (Variant variant, guint cap)
{
  SearchTree *t = search_tree_new (cap);
  search_tree_begin (t, "alpha-beta", SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  int root_moves[] = { 10, 20, 30 }, child_moves[] = { 1, 2 };
  search_tree_enter (t, 0, 0, root_moves, 3);
  for (int k = 0; k < 2; k++) {
    int move = (k == 0) == (variant != OTHER_ORDER) ? 10 : 20;
    search_tree_move (t, 0, move);
    search_tree_enter (t, 1, 1, child_moves, 2);
    search_tree_move (t, 1, 1);
    search_tree_evaluation (t, 2, 0, move == 10 ? 5 : -9);
    if (move == 10 || variant == NO_CUT) {
      search_tree_move (t, 1, 2);
      search_tree_evaluation (t, 2, 0, move == 20 ? 7 : variant == OTHER_VALUE ? -4 : -3);
    }
  }
  return t;
}

/* The move from its parent to node i of t. */
static int
move_of (const SearchTree *t, int i)
{
  return search_tree_node (t, (guint) i)->move;
}

static void
test_same (void)
{
  g_autoptr (SearchTree) a = small_tree (AS_LIST1, 100);
  g_autoptr (SearchTree) b = small_tree (AS_LIST1, 100);
  SearchTreeParting parting;
  g_assert_false (search_tree_parting (a, b, &parting));
}

/* No cut: the student went on into 20 then 2, where List 1 stopped. */
static void
test_no_cut (void)
{
  g_autoptr (SearchTree) student = small_tree (NO_CUT, 100);
  g_autoptr (SearchTree) list1 = small_tree (AS_LIST1, 100);
  SearchTreeParting parting;
  g_assert_true (search_tree_parting (student, list1, &parting));
  g_assert_cmpint (parting.path_length, ==, 1);
  g_assert_cmpint (move_of (student, parting.node_a), ==, 20);
  g_assert_cmpint (move_of (list1, parting.node_b), ==, 20);
  g_assert_cmpint (parting.move_a, ==, 2);
  g_assert_cmpint (parting.move_b, ==, -1);
  /* The other way round, the other side stopped. */
  g_assert_true (search_tree_parting (list1, student, &parting));
  g_assert_cmpint (parting.move_a, ==, -1);
  g_assert_cmpint (parting.move_b, ==, 2);
}

static void
test_order_and_value (void)
{
  g_autoptr (SearchTree) list1 = small_tree (AS_LIST1, 100);
  g_autoptr (SearchTree) ordered = small_tree (OTHER_ORDER, 100);
  SearchTreeParting parting;
  g_assert_true (search_tree_parting (ordered, list1, &parting));
  g_assert_cmpint (parting.node_a, ==, 0);
  g_assert_cmpint (parting.path_length, ==, 0);
  g_assert_cmpint (parting.move_a, ==, 20);
  g_assert_cmpint (parting.move_b, ==, 10);

  g_autoptr (SearchTree) valued = small_tree (OTHER_VALUE, 100);
  g_assert_true (search_tree_parting (valued, list1, &parting));
  g_assert_cmpint (parting.path_length, ==, 2);
  g_assert_cmpint (move_of (valued, parting.node_a), ==, 2);
  g_assert_cmpint (parting.move_a, ==, -1);
  g_assert_cmpint (parting.move_b, ==, -1);
  g_assert_cmpint (parting.evaluation_a, ==, -4);
  g_assert_cmpint (parting.evaluation_b, ==, -3);
}

/* A tree cut off by its cap seems to stop where the cap struck: that is
 * no parting; one before the cap still is. */
static void
test_cap (void)
{
  g_autoptr (SearchTree) list1 = small_tree (AS_LIST1, 100);
  g_autoptr (SearchTree) capped = small_tree (AS_LIST1, 3);
  SearchTreeParting parting;
  g_assert_false (search_tree_parting (capped, list1, &parting));
  g_assert_false (search_tree_parting (list1, capped, &parting));
  g_autoptr (SearchTree) ordered = small_tree (OTHER_ORDER, 3);
  g_assert_true (search_tree_parting (ordered, list1, &parting));
  g_assert_cmpint (parting.move_a, ==, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-tree-parting/same", test_same);
  g_test_add_func ("/search-tree-parting/no-cut", test_no_cut);
  g_test_add_func ("/search-tree-parting/order-and-value", test_order_and_value);
  g_test_add_func ("/search-tree-parting/cap", test_cap);
  return g_test_run ();
}
