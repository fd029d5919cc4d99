/* SPDX-License-Identifier: MIT */
/* search-tree.c: the tree a search explored (search-tree.h).
 *
 * The trace keeps a stack of the nodes from the root to the position the
 * search is at, with the moves between them.  Every hook first finds its
 * node on that stack: a move made pushes a child, a path (from a search
 * that keeps a move history) is compared with the stack and the stack
 * cut back to where they part.  A position entered or evaluated a second
 * time after its subtree was searched is a new visit of it, a sibling
 * with the same move (a student's search that tries a move twice, the
 * iterations of iterative deepening at the root).
 */
#include "search-tree.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

struct SearchTree {
  guint max_nodes;
  GArray *nodes;           /* SearchTreeNode */
  GArray *moves;           /* int: every node's generated moves */
  GArray *stack;           /* int: node at ply p, -1 where not kept */
  GArray *stack_moves;     /* int: the move from ply p to p + 1 */
  guint64 nodes_total, evaluations_total;
  gboolean truncated;
  char *method;
  SearchTreeView view;
  int *line;
  int line_length;
  gboolean has_root_window;
  int root_alpha, root_beta;
};

static _Thread_local SearchTree *active_trace;

SearchTree *
search_tree_new (guint max_nodes)
{
  SearchTree *trace = g_new0 (SearchTree, 1);
  trace->max_nodes = CLAMP (max_nodes, 1, SEARCH_TREE_LIMIT_MAX_NODES);
  trace->nodes = g_array_new (FALSE, FALSE, sizeof (SearchTreeNode));
  trace->moves = g_array_new (FALSE, FALSE, sizeof (int));
  trace->stack = g_array_new (FALSE, FALSE, sizeof (int));
  trace->stack_moves = g_array_new (FALSE, FALSE, sizeof (int));
  search_tree_begin (trace, "search", SEARCH_TREE_VIEW_SIDE_TO_MOVE);
  return trace;
}

void
search_tree_free (SearchTree *trace)
{
  if (!trace)
    return;
  if (active_trace == trace)
    active_trace = NULL;
  g_array_unref (trace->nodes);
  g_array_unref (trace->moves);
  g_array_unref (trace->stack);
  g_array_unref (trace->stack_moves);
  g_free (trace->method);
  g_free (trace->line);
  g_free (trace);
}

void
search_tree_begin (SearchTree *trace, const char *method, SearchTreeView view)
{
  g_array_set_size (trace->nodes, 0);
  g_array_set_size (trace->moves, 0);
  g_array_set_size (trace->stack, 0);
  g_array_set_size (trace->stack_moves, 0);
  trace->nodes_total = trace->evaluations_total = 0;
  trace->truncated = FALSE;
  g_free (trace->method);
  trace->method = g_strdup (method);
  trace->view = view;
  g_clear_pointer (&trace->line, g_free);
  trace->line_length = 0;
  trace->has_root_window = FALSE;
}

void
search_tree_set_active (SearchTree *trace)
{
  active_trace = trace;
}

SearchTree *
search_tree_active (void)
{
  return active_trace;
}

/* ---- recording ------------------------------------------------------- */

static SearchTreeNode *
node_at (const SearchTree *trace, int i)
{
  return &g_array_index (trace->nodes, SearchTreeNode, i);
}

/* A new node below parent (-1: a root), the last of its children; -1
 * once the cap is reached, and from then on nothing more is recorded. */
static int
new_node (SearchTree *trace, int parent, int move, int ply)
{
  if (trace->nodes->len >= trace->max_nodes) {
    trace->truncated = TRUE;
    return -1;
  }
  SearchTreeNode node = {
    .parent = parent, .move = move, .ply = ply, .side = -1,
    .first_child = -1, .next_sibling = -1, .moves_start = 0, .moves_count = 0,
  };
  int index = (int) trace->nodes->len;
  g_array_append_val (trace->nodes, node);
  if (parent >= 0) {
    SearchTreeNode *p = node_at (trace, parent);
    if (p->first_child < 0)
      p->first_child = index;
    else {
      int c = p->first_child;
      while (node_at (trace, c)->next_sibling >= 0)
        c = node_at (trace, c)->next_sibling;
      node_at (trace, c)->next_sibling = index;
    }
  }
  return index;
}

static int
stack_node (const SearchTree *trace, int ply)
{
  return g_array_index (trace->stack, int, ply);
}

static void
push (SearchTree *trace, int move)
{
  int parent = stack_node (trace, (int) trace->stack->len - 1);
  int ply = (int) trace->stack->len;
  int child = parent >= 0 ? new_node (trace, parent, move, ply) : -1;
  g_array_append_val (trace->stack_moves, move);
  g_array_append_val (trace->stack, child);
}

/* The stack holds at least the root. */
static void
ensure_root (SearchTree *trace)
{
  if (trace->stack->len > 0)
    return;
  int root = new_node (trace, -1, 0, 0);
  g_array_append_val (trace->stack, root);
  int none = 0;
  g_array_append_val (trace->stack_moves, none);
}

/* Keeps the stack up to ply (its node at ply on top). */
static void
cut_back (SearchTree *trace, int ply)
{
  if ((int) trace->stack->len > ply + 1) {
    g_array_set_size (trace->stack, (guint) ply + 1);
    g_array_set_size (trace->stack_moves, (guint) ply + 1);
  }
}

void
search_tree_move (SearchTree *trace, int ply, int move)
{
  if (trace->truncated)
    return;
  ensure_root (trace);
  if (ply < 0 || (int) trace->stack->len < ply + 1)
    return;
  cut_back (trace, ply);
  push (trace, move);
}

void
search_tree_sync (SearchTree *trace, const int *path, int ply)
{
  if (trace->truncated)
    return;
  ensure_root (trace);
  if (ply < 0)
    return;
  /* stack_moves[i + 1] is the move from ply i to ply i + 1. */
  int same = 0;
  int known = (int) trace->stack->len - 1;
  while (same < ply && same < known && g_array_index (trace->stack_moves, int, same + 1) == path[same])
    same++;
  cut_back (trace, same);
  for (int i = same; i < ply && !trace->truncated; i++)
    push (trace, path[i]);
}

/* The node at ply, or -1.  used: it is being visited again, so it
 * becomes a new visit of the same position (a sibling, or a new root). */
static int
current (SearchTree *trace, int ply, gboolean (*used) (const SearchTreeNode *))
{
  ensure_root (trace);
  if (ply < 0 || (int) trace->stack->len < ply + 1)
    return -1;
  cut_back (trace, ply);
  int index = stack_node (trace, ply);
  if (index < 0 || !used (node_at (trace, index)))
    return index;
  const SearchTreeNode *old = node_at (trace, index);
  int again = new_node (trace, old->parent, old->move, old->ply);
  g_array_index (trace->stack, int, ply) = again;
  return again;
}

static gboolean
entered_before (const SearchTreeNode *node)
{
  return node->entries > 0 || node->first_child >= 0;
}

static gboolean
evaluated_before (const SearchTreeNode *node)
{
  return node->evaluations > 0 || node->first_child >= 0;
}

/* The node the search is at (a new visit of it when used() says it was
 * searched already), or NULL once nothing more is recorded. */
static SearchTreeNode *
visited_node (SearchTree *trace, int ply, gboolean (*used) (const SearchTreeNode *))
{
  if (trace->truncated)
    return NULL;
  int index = current (trace, ply, used);
  return index >= 0 ? node_at (trace, index) : NULL;
}

/* The node at ply as it is, for what the search says about it there. */
static SearchTreeNode *
node_on_stack (SearchTree *trace, int ply)
{
  if (trace->truncated || ply < 0 || (int) trace->stack->len < ply + 1)
    return NULL;
  int index = stack_node (trace, ply);
  return index >= 0 ? node_at (trace, index) : NULL;
}

void
search_tree_enter (SearchTree *trace, int ply, int side, const int *moves, int count)
{
  trace->nodes_total++;
  SearchTreeNode *node = visited_node (trace, ply, entered_before);
  if (!node)
    return;
  node->entries++;
  node->side = side;
  node->moves_start = (int) trace->moves->len;
  node->moves_count = MAX (count, 0);
  if (count > 0)
    g_array_append_vals (trace->moves, moves, (guint) count);
}

void
search_tree_evaluation (SearchTree *trace, int ply, int side, int value)
{
  trace->evaluations_total++;
  SearchTreeNode *node = visited_node (trace, ply, evaluated_before);
  if (!node)
    return;
  node->evaluations++;
  node->evaluation = value;
  node->side = side;
}

void
search_tree_window (SearchTree *trace, int ply, int alpha, int beta)
{
  SearchTreeNode *node = node_on_stack (trace, ply);
  if (!node)
    return;
  node->has_window = TRUE;
  node->alpha = alpha;
  node->beta = beta;
}

void
search_tree_table_value (SearchTree *trace, int ply, int value)
{
  SearchTreeNode *node = node_on_stack (trace, ply);
  if (!node)
    return;
  node->has_table_value = TRUE;
  node->table_value = value;
}

void
search_tree_set_line (SearchTree *trace, const int *line, int length)
{
  g_free (trace->line);
  trace->line = g_memdup2 (line, (gsize) MAX (length, 0) * sizeof (int));
  trace->line_length = MAX (length, 0);
}

void
search_tree_set_root_window (SearchTree *trace, int alpha, int beta)
{
  trace->has_root_window = TRUE;
  trace->root_alpha = alpha;
  trace->root_beta = beta;
}

/* ---- reading --------------------------------------------------------- */

guint
search_tree_node_count (const SearchTree *trace)
{
  return trace->nodes->len;
}

const SearchTreeNode *
search_tree_node (const SearchTree *trace, guint i)
{
  g_return_val_if_fail (i < trace->nodes->len, NULL);
  return node_at (trace, (int) i);
}

const int *
search_tree_moves (const SearchTree *trace, const SearchTreeNode *node)
{
  return node->moves_count > 0 ? &g_array_index (trace->moves, int, node->moves_start) : NULL;
}

void
search_tree_counts (const SearchTree *trace, guint64 *nodes, guint64 *evaluations,
                     gboolean *truncated)
{
  if (nodes)
    *nodes = trace->nodes_total;
  if (evaluations)
    *evaluations = trace->evaluations_total;
  if (truncated)
    *truncated = trace->truncated;
}

void
search_tree_recorded_counts (const SearchTree *trace, guint64 *nodes, guint64 *evaluations)
{
  guint64 n = 0, e = 0;
  for (guint i = 0; i < trace->nodes->len; i++) {
    n += node_at (trace, (int) i)->entries;
    e += node_at (trace, (int) i)->evaluations;
  }
  *nodes = n;
  *evaluations = e;
}

gboolean
search_tree_is_empty (const SearchTree *trace)
{
  return trace->nodes_total == 0 && trace->evaluations_total == 0;
}

/* ---- deriving -------------------------------------------------------- */

#define INF SEARCH_TREE_INFINITY

static int
negate (int v)
{
  return -v;   /* -INF and INF are each other's negation */
}

/* A side to move's value in the trace's view. */
static int
in_view (const SearchTree *trace, int side, int value)
{
  return trace->view == SEARCH_TREE_VIEW_FIRST_SIDE && side == 1 ? -value : value;
}

/* The side of each node: recorded, else the other side of its parent's
 * (a position the search passed through without looking at it). */
static int *
node_sides (const SearchTree *trace)
{
  int *sides = g_new (int, MAX (trace->nodes->len, 1));
  for (guint i = 0; i < trace->nodes->len; i++) {
    const SearchTreeNode *n = node_at (trace, (int) i);
    sides[i] = n->side >= 0 ? n->side : n->parent >= 0 ? 1 - sides[n->parent] : 0;
  }
  return sides;
}

/* A child's interval seen from its parent: negated in negamax when the
 * side changes, as it is otherwise. */
static void
term_of (const SearchTree *trace, const SearchTreeDerived *child, gboolean same_side, int *low,
         int *high)
{
  if (trace->view == SEARCH_TREE_VIEW_SIDE_TO_MOVE && !same_side) {
    *low = negate (child->high);
    *high = negate (child->low);
  } else {
    *low = child->low;
    *high = child->high;
  }
}

static gboolean
move_visited (const SearchTree *trace, const SearchTreeNode *node, int move)
{
  for (int c = node->first_child; c >= 0; c = node_at (trace, c)->next_sibling)
    if (node_at (trace, c)->move == move)
      return TRUE;
  return FALSE;
}

/* Values bottom-up: children are always kept after their parents. */
static void
derive_values (const SearchTree *trace, const int *sides, SearchTreeDerived *d)
{
  for (int i = (int) trace->nodes->len - 1; i >= 0; i--) {
    const SearchTreeNode *n = node_at (trace, i);
    SearchTreeDerived *out = &d[i];
    if (n->first_child >= 0) {
      const int *moves = search_tree_moves (trace, n);
      for (int k = 0; k < n->moves_count; k++)
        out->cut_count += !move_visited (trace, n, moves[k]);
    }
    if (n->first_child < 0) {
      if (n->evaluations > 0)
        out->low = out->high = in_view (trace, sides[i], n->evaluation);
      else if (n->has_table_value)
        out->low = out->high = in_view (trace, sides[i], n->table_value);
      else {
        out->low = -INF;
        out->high = INF;
      }
      continue;
    }
    gboolean minimise = trace->view == SEARCH_TREE_VIEW_FIRST_SIDE && sides[i] == 1;
    int low = minimise ? INF : -INF, high = minimise ? INF : -INF;
    for (int c = n->first_child; c >= 0; c = node_at (trace, c)->next_sibling) {
      int tl, th;
      term_of (trace, &d[c], sides[c] == sides[i], &tl, &th);
      low = minimise ? MIN (low, tl) : MAX (low, tl);
      high = minimise ? MIN (high, th) : MAX (high, th);
    }
    /* A move never searched could have been anything. */
    if (out->cut_count > 0) {
      if (minimise)
        low = -INF;
      else
        high = INF;
    }
    out->low = low;
    out->high = high;
  }
}

/* Windows top-down: recorded where the search gave them, else as List 1
 * passes them on: (-beta, -m) to each child, (m, beta) to an extra turn,
 * m the best value so far. */
static void
derive_windows (const SearchTree *trace, const int *sides, SearchTreeDerived *d)
{
  gboolean derive = trace->has_root_window && trace->view == SEARCH_TREE_VIEW_SIDE_TO_MOVE;
  for (guint i = 0; i < trace->nodes->len; i++) {
    const SearchTreeNode *n = node_at (trace, (int) i);
    if (n->has_window) {
      d[i].has_window = d[i].window_recorded = TRUE;
      d[i].alpha = n->alpha;
      d[i].beta = n->beta;
    } else if (n->parent < 0 && derive) {
      d[i].has_window = TRUE;
      d[i].alpha = trace->root_alpha;
      d[i].beta = trace->root_beta;
    }
    if (!d[i].has_window || !derive)
      continue;
    int m = d[i].alpha, beta = d[i].beta;
    for (int c = n->first_child; c >= 0; c = node_at (trace, c)->next_sibling) {
      gboolean same = sides[c] == sides[i];
      if (!node_at (trace, c)->has_window) {
        d[c].has_window = TRUE;
        d[c].alpha = same ? m : negate (beta);
        d[c].beta = same ? beta : negate (m);
      }
      int tl, th;
      term_of (trace, &d[c], same, &tl, &th);
      m = MAX (m, tl);
    }
  }
}

/* The last child of node with move, or -1. */
static int
child_with_move (const SearchTree *trace, int node, int move)
{
  int found = -1;
  for (int c = node_at (trace, node)->first_child; c >= 0; c = node_at (trace, c)->next_sibling)
    if (node_at (trace, c)->move == move)
      found = c;
  return found;
}

/* The best line from the last root: the search's own when it gave one,
 * else at each node the first child whose value made the node's. */
static void
derive_line (const SearchTree *trace, const int *sides, SearchTreeDerived *d)
{
  int node = -1;
  for (guint i = 0; i < trace->nodes->len; i++)
    if (node_at (trace, (int) i)->parent < 0)
      node = (int) i;
  for (int step = 0; node >= 0; step++) {
    d[node].on_line = TRUE;
    const SearchTreeNode *n = node_at (trace, node);
    int next = -1;
    if (trace->line) {
      if (step < trace->line_length)
        next = child_with_move (trace, node, trace->line[step]);
    } else if (d[node].low > -INF) {
      for (int c = n->first_child; c >= 0 && next < 0; c = node_at (trace, c)->next_sibling) {
        int tl, th;
        term_of (trace, &d[c], sides[c] == sides[node], &tl, &th);
        if (tl == d[node].low && th == d[node].low)
          next = c;
      }
    }
    node = next;
  }
}

SearchTreeDerived *
search_tree_derive (const SearchTree *trace)
{
  SearchTreeDerived *d = g_new0 (SearchTreeDerived, MAX (trace->nodes->len, 1));
  g_autofree int *sides = node_sides (trace);
  derive_values (trace, sides, d);
  derive_windows (trace, sides, d);
  derive_line (trace, sides, d);
  return d;
}

/* ---- writing --------------------------------------------------------- */

gboolean
search_tree_format_from_name (const char *name, SearchTreeFormat *format)
{
  if (g_strcmp0 (name, "dot") == 0)
    *format = SEARCH_TREE_FORMAT_DOT;
  else if (g_strcmp0 (name, "text") == 0 || g_strcmp0 (name, "txt") == 0)
    *format = SEARCH_TREE_FORMAT_TEXT;
  else
    return FALSE;
  return TRUE;
}

SearchTreeFormat
search_tree_format_for_file (const char *filename)
{
  return g_str_has_suffix (filename, ".dot") || g_str_has_suffix (filename, ".gv")
           ? SEARCH_TREE_FORMAT_DOT
           : SEARCH_TREE_FORMAT_TEXT;
}

static void
append_number (GString *out, int v)
{
  if (v >= INF)
    g_string_append (out, "+∞");
  else if (v <= -INF)
    g_string_append (out, "-∞");
  else
    g_string_append_printf (out, "%d", v);
}

/* "3", "≥ 3", "≤ 3", "2..5" or "?". */
static void
append_value (GString *out, const SearchTreeDerived *d)
{
  if (d->low <= -INF && d->high >= INF)
    g_string_append (out, "?");
  else if (d->low == d->high)
    append_number (out, d->low);
  else if (d->high >= INF) {
    g_string_append (out, "≥ ");
    append_number (out, d->low);
  } else if (d->low <= -INF) {
    g_string_append (out, "≤ ");
    append_number (out, d->high);
  } else {
    append_number (out, d->low);
    g_string_append (out, "..");
    append_number (out, d->high);
  }
}

static void
append_window (GString *out, const SearchTreeDerived *d)
{
  g_string_append (out, "α ");
  append_number (out, d->alpha);
  g_string_append (out, ", β ");
  append_number (out, d->beta);
}

static void
move_text (const SearchTreeStyle *style, int move, char text[16])
{
  if (style && style->move_text)
    style->move_text (move, text, style->data);
  else
    g_snprintf (text, 16, "%d", move);
}

static const char *
side_name (const SearchTreeStyle *style, int side)
{
  if (style && side >= 0 && side < 2 && style->side_names[side])
    return style->side_names[side];
  return side == 1 ? _("second side") : _("first side");
}

/* The lines that head both formats. */
static char *
summary_text (const SearchTree *trace, guint64 nodes, guint64 evaluations)
{
  GString *out = g_string_new (NULL);
  g_string_append_printf (out,
                          trace->view == SEARCH_TREE_VIEW_FIRST_SIDE
                            ? _("%s: values from the first side's view (it takes the largest, the other side the smallest)")
                            : _("%s: values from the side to move's view (negamax)"),
                          trace->method);
  g_string_append_c (out, '\n');
  g_autofree char *counts = search_tree_counts_text (nodes, evaluations);
  g_string_append (out, counts);
  if (trace->truncated)
    g_string_append_printf (out,
                            g_dngettext (GETTEXT_PACKAGE, "; the trace stops at its cap of %u node",
                                         "; the trace stops at its cap of %u nodes", trace->max_nodes),
                            trace->max_nodes);
  return g_string_free (out, FALSE);
}

static void
text_node (const SearchTree *trace, const SearchTreeDerived *d, const SearchTreeStyle *style,
           int i, int indent, GString *out)
{
  const SearchTreeNode *n = node_at (trace, i);
  for (int k = 0; k < indent; k++)
    g_string_append (out, "  ");
  g_string_append (out, d[i].on_line ? "* " : "- ");
  if (n->parent < 0)
    g_string_append (out, _("root"));
  else {
    char text[16];
    move_text (style, n->move, text);
    g_string_append (out, text);
  }
  g_string_append_printf (out, "  [%s]  ", side_name (style, n->side));
  g_string_append (out, _("value "));
  append_value (out, &d[i]);
  if (n->evaluations > 0) {
    g_string_append_printf (out, "  %s ", _("evaluation"));
    append_number (out, n->evaluation);
  }
  if (n->has_table_value)
    g_string_append_printf (out, "  %s", _("from the table"));
  if (d[i].has_window) {
    g_string_append (out, "  ");
    append_window (out, &d[i]);
  }
  g_string_append_c (out, '\n');
  for (int c = n->first_child; c >= 0; c = node_at (trace, c)->next_sibling)
    text_node (trace, d, style, c, indent + 1, out);
  if (n->first_child >= 0) {
    const int *moves = search_tree_moves (trace, n);
    for (int k = 0; k < n->moves_count; k++)
      if (!move_visited (trace, n, moves[k])) {
        char text[16];
        move_text (style, moves[k], text);
        for (int s = 0; s <= indent; s++)
          g_string_append (out, "  ");
        g_string_append_printf (out, "x %s  %s\n", text, _("cut: never searched"));
      }
  }
}

/* A DOT string: quotes and backslashes escaped, each line ended by
 * line_end ("\\n" centred, "\\l" left-justified). */
static void
append_dot_lines (GString *out, const char *text, const char *line_end)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c; c++) {
    if (*c == '"' || *c == '\\')
      g_string_append_c (out, '\\');
    if (*c == '\n')
      g_string_append (out, line_end);
    else
      g_string_append_c (out, *c);
  }
  g_string_append_c (out, '"');
}

static void
append_dot_string (GString *out, const char *text)
{
  append_dot_lines (out, text, "\\n");
}

static void
dot_node (const SearchTree *trace, const SearchTreeDerived *d, const SearchTreeStyle *style,
          int i, GString *out)
{
  const SearchTreeNode *n = node_at (trace, i);
  GString *label = g_string_new (NULL);
  append_value (label, &d[i]);
  if (n->has_table_value)
    g_string_append (label, " (T)");
  if (d[i].has_window) {
    g_string_append_c (label, '\n');
    append_window (label, &d[i]);
  }
  /* The first side's positions are boxes, the second's ellipses, as the
   * articles draw max and min nodes apart. */
  g_string_append_printf (out, "  n%d [shape=%s, label=", i, n->side == 1 ? "ellipse" : "box");
  append_dot_string (out, label->str);
  g_string_append_printf (out, "%s];\n", d[i].on_line ? ", style=bold, penwidth=2.5" : "");
  g_string_free (label, TRUE);

  char text[16];
  if (n->parent >= 0) {
    move_text (style, n->move, text);
    g_string_append_printf (out, "  n%d -> n%d [label=", n->parent, i);
    append_dot_string (out, text);
    g_string_append_printf (out, "%s];\n",
                            d[i].on_line && d[n->parent].on_line ? ", style=bold, penwidth=2.5" : "");
  }
}

/* The moves never searched below an expanded node: a dashed edge to an
 * x, as the articles draw a cut.  Written after every node, so that with
 * ordering=out they come after the node's visited children. */
static void
dot_cuts (const SearchTree *trace, const SearchTreeStyle *style, int i, GString *out)
{
  const SearchTreeNode *n = node_at (trace, i);
  if (n->first_child < 0)
    return;
  const int *moves = search_tree_moves (trace, n);
  for (int k = 0; k < n->moves_count; k++)
    if (!move_visited (trace, n, moves[k])) {
      char text[16];
      move_text (style, moves[k], text);
      g_string_append_printf (out,
                              "  x%d_%d [shape=plaintext, label=\"×\", fontcolor=red, fontsize=18];\n"
                              "  n%d -> x%d_%d [style=dashed, color=gray50, label=",
                              i, k, i, i, k);
      append_dot_string (out, text);
      g_string_append (out, "];\n");
    }
}

char *
search_tree_to_text (const SearchTree *trace, SearchTreeFormat format,
                      const SearchTreeStyle *style)
{
  guint64 nodes, evaluations;
  search_tree_counts (trace, &nodes, &evaluations, NULL);
  g_autofree char *summary = summary_text (trace, nodes, evaluations);
  g_autofree SearchTreeDerived *d = search_tree_derive (trace);
  const char *title = style && style->title ? style->title : NULL;
  GString *out = g_string_new (NULL);

  if (format == SEARCH_TREE_FORMAT_TEXT) {
    if (title)
      g_string_append_printf (out, "%s\n", title);
    g_string_append_printf (out, "%s\n", summary);
    g_string_append (out, _("* best line, x a move never searched (cut)\n"));
    for (guint i = 0; i < trace->nodes->len; i++)
      if (node_at (trace, (int) i)->parent < 0)
        text_node (trace, d, style, (int) i, 0, out);
    return g_string_free (out, FALSE);
  }

  /* The heading (a board drawn in text, often) in a fixed-width font,
   * every line left-justified. */
  g_autofree char *heading = g_strdup_printf ("%s%s%s\n", title ? title : "", title ? "\n" : "", summary);
  g_string_append (out, "digraph search_tree {\n  graph [labelloc=t, labeljust=l, ordering=out, fontname=\"monospace\", label=");
  append_dot_lines (out, heading, "\\l");
  g_string_append (out, "];\n  node [fontname=\"sans-serif\", fontsize=11];\n"
                        "  edge [fontname=\"sans-serif\", fontsize=10];\n");
  for (guint i = 0; i < trace->nodes->len; i++)
    dot_node (trace, d, style, (int) i, out);
  for (guint i = 0; i < trace->nodes->len; i++)
    dot_cuts (trace, style, (int) i, out);
  g_string_append (out, "}\n");
  return g_string_free (out, FALSE);
}

gboolean
search_tree_check_file (const char *filename, GError **error)
{
  if (!filename || !*filename || g_file_test (filename, G_FILE_TEST_IS_DIR)) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                 _("Cannot write the trace to “%s”: it is not a file name."), filename ? filename : "");
    return FALSE;
  }
  g_autofree char *folder = g_path_get_dirname (filename);
  if (!g_file_test (folder, G_FILE_TEST_IS_DIR)) {
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                 _("Cannot write the trace to “%s”: there is no folder “%s”."), filename, folder);
    return FALSE;
  }
  if (g_access (folder, W_OK) != 0) {
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                 _("Cannot write the trace to “%s”: %s"), filename, g_strerror (errno));
    return FALSE;
  }
  return TRUE;
}

gboolean
search_tree_write_file (const SearchTree *trace, const char *filename, SearchTreeFormat format,
                         const SearchTreeStyle *style, GError **error)
{
  if (!search_tree_check_file (filename, error))
    return FALSE;
  g_autofree char *text = search_tree_to_text (trace, format, style);
  g_autoptr (GError) local = NULL;
  if (!g_file_set_contents (filename, text, -1, &local)) {
    g_set_error (error, G_FILE_ERROR, local->code, _("Cannot write the trace to “%s”: %s"), filename,
                 local->message);
    return FALSE;
  }
  return TRUE;
}

/* ---- the command line ------------------------------------------------ */

gboolean
search_tree_options_check (SearchTreeOptions *options, GError **error)
{
  if (options->format_name && !search_tree_format_from_name (options->format_name, &options->format)) {
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--trace-format must be dot or text, not “%s”."), options->format_name);
    return FALSE;
  }
  if (!options->file) {
    if (options->format_name) {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--trace-format needs --trace FILE."));
      return FALSE;
    }
    return TRUE;
  }
  if (!options->format_name)
    options->format = search_tree_format_for_file (options->file);
  g_autoptr (GError) local = NULL;
  if (!search_tree_check_file (options->file, &local)) {
    g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, local->message);
    return FALSE;
  }
  return TRUE;
}

void
search_tree_options_clear (SearchTreeOptions *options)
{
  g_clear_pointer (&options->file, g_free);
  g_clear_pointer (&options->format_name, g_free);
}

void
search_tree_stopped (SearchTree *trace, int ply, int side)
{
  search_tree_enter (trace, ply, side, NULL, 0);
}

/* ---- sending a trace to another process ------------------------------ */

/* The block: a magic word with the version, then numbers as LEB128
 * varints (signed ones zigzag-coded), so a 20,000-node tree of small
 * numbers takes a few hundred kilobytes.  A node's children and the
 * start of its moves are not sent: children come in index order after
 * their parent (new_node), so they are rebuilt as the nodes are read. */
#define STREAM_MAGIC "KSTR"
#define STREAM_VERSION 1

static void
put_unsigned (GByteArray *out, guint64 v)
{
  do {
    guint8 byte = v & 0x7f;
    v >>= 7;
    if (v)
      byte |= 0x80;
    g_byte_array_append (out, &byte, 1);
  } while (v);
}

static void
put_signed (GByteArray *out, gint64 v)
{
  put_unsigned (out, ((guint64) v << 1) ^ (guint64) (v >> 63));
}

GBytes *
search_tree_serialize (const SearchTree *trace)
{
  GByteArray *out = g_byte_array_new ();
  g_byte_array_append (out, (const guint8 *) STREAM_MAGIC, 4);
  put_unsigned (out, STREAM_VERSION);
  put_unsigned (out, trace->max_nodes);
  put_unsigned (out, trace->nodes->len);
  put_unsigned (out, trace->nodes_total);
  put_unsigned (out, trace->evaluations_total);
  put_unsigned (out, (guint64) trace->truncated | (guint64) trace->view << 1
                       | (guint64) trace->has_root_window << 2);
  if (trace->has_root_window) {
    put_signed (out, trace->root_alpha);
    put_signed (out, trace->root_beta);
  }
  gsize method_length = trace->method ? strlen (trace->method) : 0;
  put_unsigned (out, method_length);
  g_byte_array_append (out, (const guint8 *) (trace->method ? trace->method : ""), (guint) method_length);
  put_unsigned (out, (guint64) (trace->line ? trace->line_length : 0) + (trace->line != NULL));
  for (int i = 0; trace->line && i < trace->line_length; i++)
    put_signed (out, trace->line[i]);
  for (guint i = 0; i < trace->nodes->len; i++) {
    const SearchTreeNode *n = node_at (trace, (int) i);
    put_unsigned (out, n->parent < 0 ? 0 : i - (guint) n->parent);
    put_signed (out, n->move);
    put_unsigned (out, (guint64) (n->side + 1));
    put_unsigned (out, (guint64) n->moves_count);
    const int *moves = search_tree_moves (trace, n);
    for (int k = 0; k < n->moves_count; k++)
      put_signed (out, moves[k]);
    put_unsigned (out, n->entries);
    put_unsigned (out, n->evaluations);
    put_signed (out, n->evaluation);
    put_unsigned (out, (guint64) n->has_table_value | (guint64) n->has_window << 1);
    if (n->has_table_value)
      put_signed (out, n->table_value);
    if (n->has_window) {
      put_signed (out, n->alpha);
      put_signed (out, n->beta);
    }
  }
  return g_byte_array_free_to_bytes (out);
}

/* A reader that fails for good at the first bad byte. */
typedef struct {
  const guint8 *at, *end;
  gboolean bad;
} StreamReader;

static guint64
get_unsigned (StreamReader *r)
{
  guint64 v = 0;
  for (int shift = 0; !r->bad; shift += 7) {
    if (r->at >= r->end || shift > 63) {
      r->bad = TRUE;
      break;
    }
    guint8 byte = *r->at++;
    v |= (guint64) (byte & 0x7f) << shift;
    if (!(byte & 0x80))
      return v;
  }
  return 0;
}

/* An unsigned number of at most max. */
static guint64
get_count (StreamReader *r, guint64 max)
{
  guint64 v = get_unsigned (r);
  if (v > max)
    r->bad = TRUE;
  return r->bad ? 0 : v;
}

/* A signed number that fits an int. */
static int
get_int (StreamReader *r)
{
  guint64 z = get_unsigned (r);
  gint64 v = (gint64) (z >> 1) ^ -(gint64) (z & 1);
  if (v < -G_MAXINT || v > G_MAXINT)   /* so that every value can be negated */
    r->bad = TRUE;
  return r->bad ? 0 : (int) v;
}

/* How many more numbers of at least one byte each the block can hold. */
static guint64
bytes_left (const StreamReader *r)
{
  return (guint64) (r->end - r->at);
}

static gboolean
read_nodes (StreamReader *r, SearchTree *trace, guint count)
{
  g_autofree int *last_child = g_new (int, MAX (count, 1));
  for (guint i = 0; i < count && !r->bad; i++) {
    guint64 back = get_count (r, i);
    int parent = back == 0 ? -1 : (int) (i - back);
    SearchTreeNode n = {
      .parent = parent, .first_child = -1, .next_sibling = -1,
      .ply = parent < 0 ? 0 : node_at (trace, parent)->ply + 1,
    };
    n.move = get_int (r);
    n.side = (int) get_count (r, 2) - 1;
    n.moves_count = (int) get_count (r, MIN (bytes_left (r), G_MAXINT));
    n.moves_start = (int) trace->moves->len;
    for (int k = 0; k < n.moves_count && !r->bad; k++) {
      int move = get_int (r);
      g_array_append_val (trace->moves, move);
    }
    n.entries = (guint) get_count (r, G_MAXUINT);
    n.evaluations = (guint) get_count (r, G_MAXUINT);
    n.evaluation = get_int (r);
    guint64 flags = get_count (r, 3);
    n.has_table_value = (flags & 1) != 0;
    n.has_window = (flags & 2) != 0;
    if (n.has_table_value)
      n.table_value = get_int (r);
    if (n.has_window) {
      n.alpha = get_int (r);
      n.beta = get_int (r);
    }
    if (r->bad)
      return FALSE;
    last_child[i] = -1;
    g_array_append_val (trace->nodes, n);
    if (parent >= 0) {
      if (last_child[parent] < 0)
        node_at (trace, parent)->first_child = (int) i;
      else
        node_at (trace, last_child[parent])->next_sibling = (int) i;
      last_child[parent] = (int) i;
    }
  }
  return !r->bad;
}

SearchTree *
search_tree_deserialize (const guint8 *data, gsize length, GError **error)
{
  StreamReader r = { data, data + length, FALSE };
  if (!data || length < 4 || memcmp (data, STREAM_MAGIC, 4) != 0)
    r.bad = TRUE;
  else
    r.at += 4;
  if (get_unsigned (&r) != STREAM_VERSION)
    r.bad = TRUE;
  guint max_nodes = (guint) get_count (&r, SEARCH_TREE_LIMIT_MAX_NODES);
  /* Each node takes at least eight bytes: a count beyond the block is a lie,
   * refused before anything is allocated for it. */
  guint count = (guint) get_count (&r, MIN (max_nodes, bytes_left (&r) / 8));
  g_autoptr (SearchTree) trace = search_tree_new (MAX (max_nodes, 1));
  if (max_nodes == 0)
    r.bad = TRUE;
  trace->nodes_total = get_unsigned (&r);
  trace->evaluations_total = get_unsigned (&r);
  guint64 flags = get_count (&r, 7);
  trace->truncated = (flags & 1) != 0;
  trace->view = (flags & 2) ? SEARCH_TREE_VIEW_FIRST_SIDE : SEARCH_TREE_VIEW_SIDE_TO_MOVE;
  trace->has_root_window = (flags & 4) != 0;
  if (trace->has_root_window) {
    trace->root_alpha = get_int (&r);
    trace->root_beta = get_int (&r);
  }
  gsize method_length = (gsize) get_count (&r, MIN (bytes_left (&r), 256));
  if (!r.bad) {
    g_free (trace->method);
    trace->method = g_strndup ((const char *) r.at, method_length);
    r.at += method_length;
    if (strlen (trace->method) != method_length || !g_utf8_validate (trace->method, -1, NULL))
      r.bad = TRUE;
  }
  guint64 line = get_count (&r, MIN (bytes_left (&r), G_MAXINT) + 1);
  if (line > 0 && !r.bad) {
    trace->line_length = (int) (line - 1);
    trace->line = g_new (int, MAX (trace->line_length, 1));
    for (int i = 0; i < trace->line_length; i++)
      trace->line[i] = get_int (&r);
  }
  if (!r.bad && read_nodes (&r, trace, count) && r.at == r.end)
    return g_steal_pointer (&trace);
  g_set_error_literal (error, G_CONVERT_ERROR, G_CONVERT_ERROR_ILLEGAL_SEQUENCE,
                       _("The search tree that came back is damaged or of another version."));
  return NULL;
}

const char *
search_tree_get_method (const SearchTree *trace)
{
  return trace->method;
}

SearchTreeView
search_tree_get_view (const SearchTree *trace)
{
  return trace->view;
}

guint
search_tree_get_max_nodes (const SearchTree *trace)
{
  return trace->max_nodes;
}

char *
search_tree_value_text (const SearchTreeDerived *derived)
{
  GString *out = g_string_new (NULL);
  append_value (out, derived);
  return g_string_free (out, FALSE);
}

char *
search_tree_number_text (int value)
{
  GString *out = g_string_new (NULL);
  append_number (out, value);
  return g_string_free (out, FALSE);
}

/* ---- comparing two searches of one position ---------------------------- */

/* The walk of search_tree_parting below nodes a and b (the same position
 * in both trees): TRUE when they part there or below. */
static gboolean
parting_below (const SearchTree *ta, const SearchTree *tb, int a, int b, SearchTreeParting *parting)
{
  const SearchTreeNode *na = search_tree_node (ta, (guint) a), *nb = search_tree_node (tb, (guint) b);
  *parting = (SearchTreeParting) { a, b, na->ply, -1, -1, na->evaluation, nb->evaluation };
  if (na->evaluations > 0 && nb->evaluations > 0 && na->evaluation != nb->evaluation)
    return TRUE;
  int ca = na->first_child, cb = nb->first_child;
  while (ca >= 0 || cb >= 0) {
    int move_a = ca >= 0 ? search_tree_node (ta, (guint) ca)->move : -1;
    int move_b = cb >= 0 ? search_tree_node (tb, (guint) cb)->move : -1;
    if (move_a != move_b) {
      *parting = (SearchTreeParting) { a, b, na->ply, move_a, move_b, na->evaluation, nb->evaluation };
      return TRUE;
    }
    if (parting_below (ta, tb, ca, cb, parting))
      return TRUE;
    ca = search_tree_node (ta, (guint) ca)->next_sibling;
    cb = search_tree_node (tb, (guint) cb)->next_sibling;
  }
  return FALSE;
}

gboolean
search_tree_parting (const SearchTree *a, const SearchTree *b, SearchTreeParting *parting)
{
  if (search_tree_node_count (a) == 0 || search_tree_node_count (b) == 0)
    return FALSE;
  if (!parting_below (a, b, 0, 0, parting))
    return FALSE;
  /* Past its cap a tree keeps no more nodes: one that seems to stop
   * there may only have been cut off by the cap. */
  gboolean truncated_a, truncated_b;
  search_tree_counts (a, NULL, NULL, &truncated_a);
  search_tree_counts (b, NULL, NULL, &truncated_b);
  gboolean by_evaluation = parting->move_a < 0 && parting->move_b < 0;
  if (!by_evaluation && ((truncated_a && parting->move_a < 0) || (truncated_b && parting->move_b < 0)))
    return FALSE;
  return TRUE;
}

/* ---- counts in words ---------------------------------------------------- */

/* ngettext's n is an unsigned long: a count beyond it takes the plural
 * form of a number with the same last six digits, as the gettext manual
 * advises for counts wider than that. */
static gulong
plural_n (guint64 n)
{
  return n <= G_MAXULONG ? (gulong) n : (gulong) (n % 1000000 + 1000000);
}

char *
search_tree_nodes_text (guint64 nodes)
{
  /* TRANSLATORS: how many positions (nodes) a search entered; %'llu
     groups the digits as the user's locale does ("1,348"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'llu node", "%'llu nodes", plural_n (nodes)),
                          (unsigned long long) nodes);
}

char *
search_tree_evaluations_text (guint64 evaluations)
{
  /* TRANSLATORS: how many times a search evaluated a position. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'llu evaluation", "%'llu evaluations",
                                       plural_n (evaluations)),
                          (unsigned long long) evaluations);
}

char *
search_tree_counts_text (guint64 nodes, guint64 evaluations)
{
  g_autofree char *n = search_tree_nodes_text (nodes);
  g_autofree char *e = search_tree_evaluations_text (evaluations);
  /* TRANSLATORS: two things joined in a list, such as "15 nodes, 10 evaluations". */
  return g_strdup_printf (_("%1$s, %2$s"), n, e);
}
