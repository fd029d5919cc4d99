/* SPDX-License-Identifier: MIT */
/* tree-game.h: a game given as a table of nodes, for the tests of the
 * common search and its trace, and the pictures of docs/search-tree.md:
 * the trees the articles draw, searched as any game is.
 */
#pragma once

#include "game-rules.h"

/* Each node: the side to move, its children (moves are child indices
 * into the table), and a value from the first player's view, used as
 * the final value of a node without children and as the evaluation of
 * the others. */
typedef struct {
  int side;
  int children[4];   /* -1 terminated */
  int value;
} TreeNode;

typedef struct {
  int node;
} TreePosition;

/* The game of the table set by tree_game_use; a move is a child's
 * index, written as a letter ("A" for node 1: the root has none). */
extern const GameRules tree_rules;

/* Its notation, for other test games that name moves the same way:
 * a letter per node, no reading back, the node's number as the board. */
void tree_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE]);
gboolean tree_move_from_text (const GameRules *rules, const void *position, const char *text,
                              int *move, GError **error);
char *tree_to_text (const GameRules *rules, const void *position);

/** tree_game_use: the table tree_rules plays from now on. */
void tree_game_use (const TreeNode *nodes);

/* Figure 3 of M. Hiroi's alpha-beta article: R (node 0) chooses between
 * A (1) and B (2); A between C (3) and D (4), B between E (5) and F (6);
 * the leaves G..N (7..14) are worth 1 3 4 2 2 1 3 5 to R's side. */
extern const TreeNode tree_game_figure3[15];
