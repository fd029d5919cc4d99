/* SPDX-License-Identifier: MIT */
/* search-tree-figure.c: the tree of figure 3 of M. Hiroi's alpha-beta
 * article, searched by minimax or alpha-beta, written as a search tree
 * file (docs/search-tree.md draws both with build-aux/search-tree-pictures).
 *
 *   search-tree-figure minimax|alpha-beta FILE     FILE.dot: DOT, else text
 */
#include <stdio.h>

#include "game-search.h"
#include "search-tree.h"
#include "tree-game.h"

static void
letter (int move, char text[16], gpointer data)
{
  g_snprintf (text, 16, "%c", 'A' + move - 1);
}

int
main (int argc, char **argv)
{
  GameSearchMethod method;
  if (argc != 3 || !game_search_method_from_name (argv[1], &method)) {
    fprintf (stderr, "usage: search-tree-figure minimax|alpha-beta FILE\n");
    return 2;
  }
  tree_game_use (tree_game_figure3);
  TreePosition root = { 0 };
  g_autoptr (SearchTree) tree = search_tree_new (1000);
  GameSearchOptions options;
  game_search_options_init (&options, method, 3);
  GameSearchResult result;
  search_tree_set_active (tree);
  game_search (&tree_rules, &root, &options, &result);
  search_tree_set_active (NULL);
  SearchTreeStyle style = {
    .move_text = letter,
    .side_names = { "R, C-F", "A, B, G-N" },
    .title = "M. Hiroi, Algorithms with Python: alpha-beta, figure 3",
  };
  g_autoptr (GError) error = NULL;
  if (!search_tree_write_file (tree, argv[2], search_tree_format_for_file (argv[2]), &style, &error)) {
    fprintf (stderr, "search-tree-figure: %s\n", error->message);
    return 1;
  }
  return 0;
}
