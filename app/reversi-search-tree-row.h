/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-row.h: one row of the search tree view.
 *
 * A row is a node the search entered (a position, with the move that led
 * to it) or a move it cut: generated at an expanded node and never
 * searched, shown greyed with ✕ as the articles draw it.  The rows share
 * the tree they come from (ReversiSearchTreeData: the trace read back
 * from the search program, what it derives, and the game's rules for the
 * moves' names); a row's children are made only when it is expanded
 * (reversi_search_tree_row_children), so a tree of a million nodes costs
 * only the rows on show.  GLib only.
 */
#pragma once

#include <gio/gio.h>

#include "game-rules.h"
#include "search-tree.h"

G_BEGIN_DECLS

typedef struct {
  SearchTree *tree;
  SearchTreeDerived *derived;
  const GameRules *rules;      /* names the moves */
  /* Past the node cap: the nodes whose search was still going on when
   * the trace stopped recording (the last node kept and those above
   * it): their moves not in the tree were not cut, only not kept. */
  gboolean *cut_off;
} ReversiSearchTreeData;

/** reversi_search_tree_data_new: tree (taken) shared by its rows. */
ReversiSearchTreeData *reversi_search_tree_data_new (SearchTree *tree, const GameRules *rules);
ReversiSearchTreeData *reversi_search_tree_data_ref (ReversiSearchTreeData *data);
void reversi_search_tree_data_unref (ReversiSearchTreeData *data);

/** reversi_search_tree_data_move_text: a move as the game writes it. */
void reversi_search_tree_data_move_text (ReversiSearchTreeData *data, int move,
                                         char text[GAME_NOTATION_SIZE]);

/** reversi_search_tree_data_depth_text: nodes, evaluations and cut moves
 * per depth, one depth a line.  Free with g_free(). */
char *reversi_search_tree_data_depth_text (ReversiSearchTreeData *data);

#define REVERSI_TYPE_SEARCH_TREE_ROW (reversi_search_tree_row_get_type ())
G_DECLARE_FINAL_TYPE (ReversiSearchTreeRow, reversi_search_tree_row, REVERSI, SEARCH_TREE_ROW,
                      GObject)

/** reversi_search_tree_row_new: the row of node, or (node -1) of a move
 * cut at parent. */
ReversiSearchTreeRow *reversi_search_tree_row_new (ReversiSearchTreeData *data, int node,
                                                   int parent, int move);

/** reversi_search_tree_roots: the rows of the tree's roots (a search that
 * searched the root again, as iterative deepening does, has several). */
GListModel *reversi_search_tree_roots (ReversiSearchTreeData *data);

/** reversi_search_tree_row_children: the children (the visited ones in
 * the order the search visited them, then the cut moves), or NULL for a
 * row without any. */
GListModel *reversi_search_tree_row_children (ReversiSearchTreeRow *row);

ReversiSearchTreeData *reversi_search_tree_row_get_data (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_get_node: the node, -1 for a cut move. */
int reversi_search_tree_row_get_node (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_get_parent: the node above. */
int reversi_search_tree_row_get_parent (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_is_unrecorded: a move of a node the node cap
 * cut off, which the trace did not keep (searched or not). */
gboolean reversi_search_tree_row_is_unrecorded (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_is_cut: a move never searched. */
gboolean reversi_search_tree_row_is_cut (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_on_line: on the best line. */
gboolean reversi_search_tree_row_on_line (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_path: the moves from the root to the row, at
 * most max; their number. */
int reversi_search_tree_row_path (ReversiSearchTreeRow *row, int *moves, int max);

/** reversi_search_tree_row_move_text: "c4", "root", or "✕ c4" for a cut move. */
char *reversi_search_tree_row_move_text (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_value_text: "3", "≥ 3", ...; "" for a cut move. */
char *reversi_search_tree_row_value_text (ReversiSearchTreeRow *row);

/** reversi_search_tree_row_detail_text: the window on entry where known
 * ("α -∞, β 3"), the evaluation of a leaf, a table's answer, how many
 * moves were cut below; for a cut move "cut: never searched". */
char *reversi_search_tree_row_detail_text (ReversiSearchTreeRow *row);

/** reversi_search_tree_find: the node the text names: a value ("=3" or
 * "3": the first node, in the order searched, whose value is exactly
 * that) or moves from the root ("c4 d3"); -1 when there is none. */
int reversi_search_tree_find (ReversiSearchTreeData *data, const char *text);

/** reversi_search_tree_child_index: where node stands among its parent's
 * rows (reversi_search_tree_row_children). */
guint reversi_search_tree_child_index (ReversiSearchTreeData *data, int node);

G_END_DECLS
