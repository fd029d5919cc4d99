/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-pane.h: one search's tree, in the search tree window.
 *
 * A pane runs one search in the search program (reversi-worker-client.h)
 * with its tree asked for, and shows what comes back: the counts, the
 * counts per depth, and the tree as an expandable list whose rows are made
 * only when expanded (GtkTreeListModel over ReversiSearchTreeRow).  A
 * search that crashes, hangs past Stop or answers nonsense ends its
 * program, never the window: the pane says what happened.  The search
 * tree window (reversi-search-tree-window.h) puts several side by side.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-search-tree-row.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_SEARCH_TREE_PANE (reversi_search_tree_pane_get_type ())
G_DECLARE_FINAL_TYPE (ReversiSearchTreePane, reversi_search_tree_pane, REVERSI,
                      SEARCH_TREE_PANE, GtkBox)

/** reversi_search_tree_pane_new: a pane titled title, naming moves by rules. */
ReversiSearchTreePane *reversi_search_tree_pane_new (const char *title, const GameRules *rules);

/** reversi_search_tree_pane_run: search request (sunk; it asks for the
 * tree), for the game's move move_number (the messages name it).
 * "finished" is emitted when the search has ended, whatever became of it. */
void reversi_search_tree_pane_run (ReversiSearchTreePane *self, GVariant *request, int move_number);

/** reversi_search_tree_pane_stop: ask the search to end now; it answers
 * with the tree searched so far (or is ended after the grace period). */
void reversi_search_tree_pane_stop (ReversiSearchTreePane *self);

/** reversi_search_tree_pane_is_running: its search has not answered yet. */
gboolean reversi_search_tree_pane_is_running (ReversiSearchTreePane *self);

/** reversi_search_tree_pane_set_minimax / _is_minimax: whether its
 * search is minimax, the one the others' node counts are compared with. */
void reversi_search_tree_pane_set_minimax (ReversiSearchTreePane *self, gboolean minimax);
gboolean reversi_search_tree_pane_is_minimax (ReversiSearchTreePane *self);

/** reversi_search_tree_pane_get_title: its title. */
const char *reversi_search_tree_pane_get_title (ReversiSearchTreePane *self);

/** reversi_search_tree_pane_get_nodes: the nodes its search entered; FALSE
 * while it has no tree. */
gboolean reversi_search_tree_pane_get_nodes (ReversiSearchTreePane *self, guint64 *nodes);

/** reversi_search_tree_pane_find: expand the tree down to the node text
 * names (reversi_search_tree_find) and select it; FALSE (and says so)
 * when there is none. */
gboolean reversi_search_tree_pane_find (ReversiSearchTreePane *self, const char *text);

/** reversi_search_tree_pane_select_node: expand the tree down to node
 * (an index of its SearchTree) and select it; FALSE when it has none. */
gboolean reversi_search_tree_pane_select_node (ReversiSearchTreePane *self, int node);

/** reversi_search_tree_pane_set_program: search in program rather than
 * the window's own search program (reversi_worker_client_set_program),
 * from the next run. */
void reversi_search_tree_pane_set_program (ReversiSearchTreePane *self, const char *program);

/** reversi_search_tree_pane_get_tree: the tree that came back, or NULL. */
const SearchTree *reversi_search_tree_pane_get_tree (ReversiSearchTreePane *self);

/** reversi_search_tree_pane_state_text: what the pane shows, for the GUI
 * tests: its status, then one line per row on show ("  c4|3|α -∞, β +∞"),
 * indented by depth.  Free with g_free(). */
char *reversi_search_tree_pane_state_text (ReversiSearchTreePane *self);

G_END_DECLS
