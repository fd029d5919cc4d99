/* SPDX-License-Identifier: MIT */
/* tree-game.c: a game given as a table of nodes (tree-game.h). */
#include "tree-game.h"

static const TreeNode *tree_nodes;

void
tree_game_use (const TreeNode *nodes)
{
  tree_nodes = nodes;
}

static void
tree_init (const GameRules *rules, void *position)
{
  ((TreePosition *) position)->node = 0;
}

static int
tree_generate_moves (const GameRules *rules, const void *position, int moves[GAME_MAX_MOVES])
{
  const TreeNode *n = &tree_nodes[((const TreePosition *) position)->node];
  int count = 0;
  while (count < 4 && n->children[count] >= 0) {
    moves[count] = n->children[count];
    count++;
  }
  return count;
}

static void
tree_make_move (const GameRules *rules, const void *parent, int move, void *child)
{
  ((TreePosition *) child)->node = move;
}

static int
tree_side (const GameRules *rules, const void *position)
{
  return tree_nodes[((const TreePosition *) position)->node].side;
}

static int
tree_value (const GameRules *rules, const void *position)
{
  const TreeNode *n = &tree_nodes[((const TreePosition *) position)->node];
  return n->side == 0 ? n->value : -n->value;
}

void
tree_move_to_text (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE])
{
  g_snprintf (text, GAME_NOTATION_SIZE, "%c", 'A' + move - 1);
}

gboolean
tree_move_from_text (const GameRules *rules, const void *position, const char *text, int *move,
                     GError **error)
{
  g_set_error (error, GAME_ERROR, GAME_ERROR_NOTATION, "not used");
  return FALSE;
}

char *
tree_to_text (const GameRules *rules, const void *position)
{
  return g_strdup_printf ("node %d\n", ((const TreePosition *) position)->node);
}

const GameRules tree_rules = {
  .name = "tree",
  .side_names = { "max", "min" },
  .position_size = sizeof (TreePosition),
  .symmetry_count = 1,
  .init = tree_init,
  .generate_moves = tree_generate_moves,
  .make_move = tree_make_move,
  .side_to_move = tree_side,
  .final_value = tree_value,
  .evaluate = tree_value,
  .move_to_text = tree_move_to_text,
  .move_from_text = tree_move_from_text,
  .position_to_text = tree_to_text,
};

/* Figure 3 of Hiroi's alpha-beta article: R (node 0) chooses between A (1) and B (2); A
 * between C (3) and D (4), B between E (5) and F (6); the leaves G..N
 * (7..14) are worth 1 3 4 2 2 1 3 5 to R's side. */
const TreeNode tree_game_figure3[15] = {
  { 0, { 1, 2, -1 }, 0 },       /* R */
  { 1, { 3, 4, -1 }, 0 },       /* A */
  { 1, { 5, 6, -1 }, 0 },       /* B */
  { 0, { 7, 8, -1 }, 0 },       /* C */
  { 0, { 9, 10, -1 }, 0 },      /* D */
  { 0, { 11, 12, -1 }, 0 },     /* E */
  { 0, { 13, 14, -1 }, 0 },     /* F */
  { 1, { -1 }, 1 }, { 1, { -1 }, 3 }, { 1, { -1 }, 4 }, { 1, { -1 }, 2 },   /* G H I J */
  { 1, { -1 }, 2 }, { 1, { -1 }, 1 }, { 1, { -1 }, 3 }, { 1, { -1 }, 5 },   /* K L M N */
};

