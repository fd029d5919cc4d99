/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-row.c: one row of the search tree view (reversi-search-tree-row.h). */
#include "reversi-search-tree-row.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

ReversiSearchTreeData *
reversi_search_tree_data_new (SearchTree *tree, const GameRules *rules)
{
  ReversiSearchTreeData *data = g_atomic_rc_box_new0 (ReversiSearchTreeData);
  data->tree = tree;
  data->derived = search_tree_derive (tree);
  data->rules = rules;
  guint count = search_tree_node_count (tree);
  data->cut_off = g_new0 (gboolean, MAX (count, 1));
  gboolean truncated;
  search_tree_counts (tree, NULL, NULL, &truncated);
  for (int n = truncated ? (int) count - 1 : -1; n >= 0; n = search_tree_node (tree, (guint) n)->parent)
    data->cut_off[n] = TRUE;
  return data;
}

ReversiSearchTreeData *
reversi_search_tree_data_ref (ReversiSearchTreeData *data)
{
  return g_atomic_rc_box_acquire (data);
}

static void
data_clear (gpointer p)
{
  ReversiSearchTreeData *data = p;
  search_tree_free (data->tree);
  g_free (data->derived);
  g_free (data->cut_off);
}

void
reversi_search_tree_data_unref (ReversiSearchTreeData *data)
{
  g_atomic_rc_box_release_full (data, data_clear);
}

void
reversi_search_tree_data_move_text (ReversiSearchTreeData *data, int move,
                                    char text[GAME_NOTATION_SIZE])
{
  if (move >= 0 && move < GAME_MAX_MOVES)
    data->rules->move_to_text (data->rules, move, text);
  else
    g_snprintf (text, GAME_NOTATION_SIZE, "%d", move);
}

char *
reversi_search_tree_data_depth_text (ReversiSearchTreeData *data)
{
  guint count = search_tree_node_count (data->tree);
  g_autoptr (GArray) nodes = g_array_new (FALSE, TRUE, sizeof (guint64));
  g_autoptr (GArray) evals = g_array_new (FALSE, TRUE, sizeof (guint64));
  g_autoptr (GArray) cuts = g_array_new (FALSE, TRUE, sizeof (guint64));
  for (guint i = 0; i < count; i++) {
    const SearchTreeNode *n = search_tree_node (data->tree, i);
    guint ply = (guint) n->ply;
    if (nodes->len <= ply + 1) {
      g_array_set_size (nodes, ply + 2);
      g_array_set_size (evals, ply + 2);
      g_array_set_size (cuts, ply + 2);
    }
    g_array_index (nodes, guint64, ply) += n->entries;
    g_array_index (evals, guint64, ply) += n->evaluations;
    /* A cut move is a child never searched: counted a ply down. */
    if (!data->cut_off[i])
      g_array_index (cuts, guint64, ply + 1) += (guint64) data->derived[i].cut_count;
  }
  GString *out = g_string_new (NULL);
  for (guint ply = 0; ply < nodes->len; ply++) {
    guint64 n = g_array_index (nodes, guint64, ply), e = g_array_index (evals, guint64, ply);
    guint64 c = g_array_index (cuts, guint64, ply);
    if (n == 0 && e == 0 && c == 0)
      continue;
    if (out->len)
      g_string_append_c (out, '\n');
    g_autofree char *entered = search_tree_nodes_text (n);
    /* TRANSLATORS: the counts per depth of a search tree, one depth a line:
       the depth, the nodes entered there ("1 node", "15 nodes"), the
       evaluations made there, and the moves never searched there (cut). */
    g_string_append_printf (out, _("depth %1$u: %2$s, %3$'llu evaluated, %4$'llu cut"), ply, entered,
                            (unsigned long long) e, (unsigned long long) c);
  }
  return g_string_free (out, FALSE);
}

struct _ReversiSearchTreeRow {
  GObject parent_instance;
  ReversiSearchTreeData *data;
  int node, parent, move;
};

G_DEFINE_FINAL_TYPE (ReversiSearchTreeRow, reversi_search_tree_row, G_TYPE_OBJECT)

static void
reversi_search_tree_row_finalize (GObject *object)
{
  ReversiSearchTreeRow *self = REVERSI_SEARCH_TREE_ROW (object);
  g_clear_pointer (&self->data, reversi_search_tree_data_unref);
  G_OBJECT_CLASS (reversi_search_tree_row_parent_class)->finalize (object);
}

static void
reversi_search_tree_row_class_init (ReversiSearchTreeRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = reversi_search_tree_row_finalize;
}

static void
reversi_search_tree_row_init (ReversiSearchTreeRow *self)
{
}

ReversiSearchTreeRow *
reversi_search_tree_row_new (ReversiSearchTreeData *data, int node, int parent, int move)
{
  ReversiSearchTreeRow *self = g_object_new (REVERSI_TYPE_SEARCH_TREE_ROW, NULL);
  self->data = reversi_search_tree_data_ref (data);
  self->node = node;
  self->parent = parent;
  self->move = move;
  return self;
}

static void
append_row (GListStore *store, ReversiSearchTreeData *data, int node, int parent, int move)
{
  g_autoptr (ReversiSearchTreeRow) row = reversi_search_tree_row_new (data, node, parent, move);
  g_list_store_append (store, row);
}

GListModel *
reversi_search_tree_roots (ReversiSearchTreeData *data)
{
  GListStore *store = g_list_store_new (REVERSI_TYPE_SEARCH_TREE_ROW);
  for (guint i = 0; i < search_tree_node_count (data->tree); i++)
    if (search_tree_node (data->tree, i)->parent < 0)
      append_row (store, data, (int) i, -1, 0);
  return G_LIST_MODEL (store);
}

static gboolean
visited (SearchTree *tree, const SearchTreeNode *n, int move)
{
  for (int c = n->first_child; c >= 0; c = search_tree_node (tree, (guint) c)->next_sibling)
    if (search_tree_node (tree, (guint) c)->move == move)
      return TRUE;
  return FALSE;
}

GListModel *
reversi_search_tree_row_children (ReversiSearchTreeRow *row)
{
  if (row->node < 0)
    return NULL;
  SearchTree *tree = row->data->tree;
  const SearchTreeNode *n = search_tree_node (tree, (guint) row->node);
  if (n->first_child < 0)
    return NULL;   /* a leaf: its moves were not searched because of the depth, not cut */
  GListStore *store = g_list_store_new (REVERSI_TYPE_SEARCH_TREE_ROW);
  for (int c = n->first_child; c >= 0; c = search_tree_node (tree, (guint) c)->next_sibling)
    append_row (store, row->data, c, row->node, search_tree_node (tree, (guint) c)->move);
  const int *moves = search_tree_moves (tree, n);
  for (int k = 0; k < n->moves_count; k++)
    if (!visited (tree, n, moves[k]))
      append_row (store, row->data, -1, row->node, moves[k]);
  return G_LIST_MODEL (store);
}

ReversiSearchTreeData *
reversi_search_tree_row_get_data (ReversiSearchTreeRow *row)
{
  return row->data;
}

int
reversi_search_tree_row_get_node (ReversiSearchTreeRow *row)
{
  return row->node;
}

int
reversi_search_tree_row_get_parent (ReversiSearchTreeRow *row)
{
  return row->parent;
}

gboolean
reversi_search_tree_row_is_unrecorded (ReversiSearchTreeRow *row)
{
  return row->node < 0 && row->data->cut_off[row->parent];
}

gboolean
reversi_search_tree_row_is_cut (ReversiSearchTreeRow *row)
{
  return row->node < 0 && !row->data->cut_off[row->parent];
}

gboolean
reversi_search_tree_row_on_line (ReversiSearchTreeRow *row)
{
  return row->node >= 0 && row->data->derived[row->node].on_line;
}

int
reversi_search_tree_row_path (ReversiSearchTreeRow *row, int *moves, int max)
{
  int length = 0;
  int node = row->node >= 0 ? row->node : row->parent;
  for (int n = node; n >= 0 && search_tree_node (row->data->tree, (guint) n)->parent >= 0;
       n = search_tree_node (row->data->tree, (guint) n)->parent)
    length++;
  length += row->node < 0;
  int count = MIN (length, max);
  int at = length;
  if (row->node < 0 && --at < count)
    moves[at] = row->move;
  for (int n = node; n >= 0 && search_tree_node (row->data->tree, (guint) n)->parent >= 0;
       n = search_tree_node (row->data->tree, (guint) n)->parent)
    if (--at < count)
      moves[at] = search_tree_node (row->data->tree, (guint) n)->move;
  return count;
}

char *
reversi_search_tree_row_move_text (ReversiSearchTreeRow *row)
{
  char text[GAME_NOTATION_SIZE];
  if (row->node >= 0 && row->parent < 0)
    /* TRANSLATORS: the position searched, at the top of the search tree. */
    return g_strdup (_("root"));
  reversi_search_tree_data_move_text (row->data, row->move, text);
  if (reversi_search_tree_row_is_cut (row))
    return g_strdup_printf ("✕ %s", text);
  return g_strdup (text);
}

char *
reversi_search_tree_row_value_text (ReversiSearchTreeRow *row)
{
  if (row->node < 0)
    return g_strdup ("");
  return search_tree_value_text (&row->data->derived[row->node]);
}

char *
reversi_search_tree_row_detail_text (ReversiSearchTreeRow *row)
{
  if (reversi_search_tree_row_is_unrecorded (row))
    /* TRANSLATORS: a move of the search tree past the node cap: searched or not, it was not kept. */
    return g_strdup (_("not kept: past the node cap"));
  if (row->node < 0)
    /* TRANSLATORS: a move of the search tree that the search never looked at. */
    return g_strdup (_("cut: never searched"));
  const SearchTreeNode *n = search_tree_node (row->data->tree, (guint) row->node);
  const SearchTreeDerived *d = &row->data->derived[row->node];
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  if (d->has_window) {
    g_autofree char *alpha = search_tree_number_text (d->alpha);
    g_autofree char *beta = search_tree_number_text (d->beta);
    g_ptr_array_add (parts, g_strdup_printf ("α %s, β %s", alpha, beta));
  }
  if (n->evaluations > 0 && n->first_child < 0)
    /* TRANSLATORS: a leaf of the search tree: the evaluation, from the side to move's view. */
    g_ptr_array_add (parts, g_strdup_printf (_("evaluated %d"), n->evaluation));
  if (n->has_table_value)
    /* TRANSLATORS: the value a node took from the transposition table. */
    g_ptr_array_add (parts, g_strdup_printf (_("from the table %d"), n->table_value));
  if (d->cut_count > 0 && !row->data->cut_off[row->node])
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d move cut",
                                                          "%d moves cut", (gulong) d->cut_count),
                                             d->cut_count));
  g_ptr_array_add (parts, NULL);
  char *text = g_strjoinv (" · ", (char **) parts->pdata);
  g_ptr_array_free (parts, TRUE);
  return text;
}

/* The moves from the root to node, written as the game writes them. */
static gboolean
path_matches (ReversiSearchTreeData *data, int node, char **words, int count)
{
  for (int n = node; count > 0; n = search_tree_node (data->tree, (guint) n)->parent) {
    const SearchTreeNode *sn = search_tree_node (data->tree, (guint) n);
    if (sn->parent < 0)
      return FALSE;
    char text[GAME_NOTATION_SIZE];
    reversi_search_tree_data_move_text (data, sn->move, text);
    if (g_ascii_strcasecmp (text, words[--count]) != 0)
      return FALSE;
  }
  return search_tree_node (data->tree, (guint) node)->ply == (int) g_strv_length (words);
}

int
reversi_search_tree_find (ReversiSearchTreeData *data, const char *text)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  const char *number = trimmed[0] == '=' ? trimmed + 1 : trimmed;
  char *end = NULL;
  long value = strtol (number, &end, 10);
  guint count = search_tree_node_count (data->tree);
  if (*number && end && *end == '\0') {
    for (guint i = 0; i < count; i++)
      if (data->derived[i].low == value && data->derived[i].high == value)
        return (int) i;
    return -1;
  }
  g_auto (GStrv) words = g_strsplit_set (trimmed, " ,", -1);
  /* Empty words (two spaces) are dropped. */
  int n = 0;
  for (int i = 0; words[i]; i++)
    if (words[i][0])
      words[n++] = words[i];
    else
      g_free (words[i]);
  words[n] = NULL;
  if (n == 0)
    return -1;
  /* The last visit of the position: the one a deepening search finished. */
  int found = -1;
  for (guint i = 0; i < count; i++)
    if (search_tree_node (data->tree, i)->ply == n && path_matches (data, (int) i, words, n))
      found = (int) i;
  return found;
}

guint
reversi_search_tree_child_index (ReversiSearchTreeData *data, int node)
{
  const SearchTreeNode *n = search_tree_node (data->tree, (guint) node);
  guint index = 0;
  if (n->parent < 0) {
    for (int i = 0; i < node; i++)
      index += search_tree_node (data->tree, (guint) i)->parent < 0;
    return index;
  }
  for (int c = search_tree_node (data->tree, (guint) n->parent)->first_child; c != node;
       c = search_tree_node (data->tree, (guint) c)->next_sibling)
    index++;
  return index;
}
