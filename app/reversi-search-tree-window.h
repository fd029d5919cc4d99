/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-window.h: Show Search Tree: the tree a search explored.
 *
 * The window searches a position of the game in the search program, once
 * per method side by side (minimax, alpha-beta, the student's negamax in
 * the skeleton build, ordered with a table where the game has the common
 * search), each recording its tree (common/search-tree.h), and shows each
 * tree as an expandable list: the move to each node, its value, alpha and
 * beta on entry, the leaves' evaluations, the cut moves greyed with ✕,
 * the best line in bold, the counts per depth; a row chosen shows its
 * position on a small board.  Everything searches out of the window's
 * process, so a student's negamax that crashes or hangs is a message in
 * its pane; Stop ends the searches, and the window never waits on them.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-catalog.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_SEARCH_TREE_WINDOW (reversi_search_tree_window_get_type ())
G_DECLARE_FINAL_TYPE (ReversiSearchTreeWindow, reversi_search_tree_window, REVERSI,
                      SEARCH_TREE_WINDOW, GtkWindow)

/** reversi_search_tree_window_show: open the window over parent for game,
 * searching the position of request_now (the search program's request for
 * it, sunk) and, when it is not NULL, of request_before: the position
 * before the computer's last move (before_label names that move), chosen
 * first; move_number is the move the position now is for (the messages
 * name it).  The strategy and depth start as the requests' computer's. */
ReversiSearchTreeWindow *reversi_search_tree_window_show (GtkWindow *parent,
                                                          const ReversiGameInfo *game,
                                                          GVariant *request_now,
                                                          GVariant *request_before,
                                                          const char *before_label,
                                                          int move_number);

G_END_DECLS
