/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-pane.c: one search's tree, in the search tree
 * window (reversi-search-tree-pane.h). */
#include "reversi-search-tree-pane.h"

#include <glib/gi18n-lib.h>

#include "reversi-worker-client.h"
#include "reversi-worker-protocol.h"

struct _ReversiSearchTreePane {
  GtkBox parent_instance;

  GtkLabel *title_label;
  GtkSpinner *spinner;
  GtkLabel *status_label;
  GtkLabel *depth_label;
  GtkListView *list_view;

  char *title;
  char *program;                  /* the search program, or NULL: the window's own */
  gboolean minimax;
  const GameRules *rules;
  ReversiWorkerClient *client;    /* while the search runs */
  ReversiSearchTreeData *data;    /* the tree that came back, or NULL */
  GtkTreeListModel *model;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (ReversiSearchTreePane, reversi_search_tree_pane, GTK_TYPE_BOX)

enum { SIGNAL_ROW_SELECTED, SIGNAL_FINISHED, SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
cancel_client (ReversiSearchTreePane *self)
{
  if (self->client) {
    reversi_worker_client_cancel (self->client);
    g_clear_object (&self->client);
    g_application_release (g_application_get_default ());
  }
}

static void
reversi_search_tree_pane_dispose (GObject *object)
{
  ReversiSearchTreePane *self = REVERSI_SEARCH_TREE_PANE (object);
  cancel_client (self);
  if (self->list_view)
    gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  g_clear_pointer (&self->data, reversi_search_tree_data_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), REVERSI_TYPE_SEARCH_TREE_PANE);
  G_OBJECT_CLASS (reversi_search_tree_pane_parent_class)->dispose (object);
}

static void
reversi_search_tree_pane_finalize (GObject *object)
{
  g_free (REVERSI_SEARCH_TREE_PANE (object)->title);
  g_free (REVERSI_SEARCH_TREE_PANE (object)->program);
  G_OBJECT_CLASS (reversi_search_tree_pane_parent_class)->finalize (object);
}

/* Enter or a double click opens or closes a row, as the arrow does. */
static void
on_row_activated (GtkListView *view, guint position, ReversiSearchTreePane *self)
{
  g_autoptr (GtkTreeListRow) row = gtk_tree_list_model_get_row (self->model, position);
  if (row && gtk_tree_list_row_is_expandable (row))
    gtk_tree_list_row_set_expanded (row, !gtk_tree_list_row_get_expanded (row));
}

static void
reversi_search_tree_pane_class_init (ReversiSearchTreePaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = reversi_search_tree_pane_dispose;
  object_class->finalize = reversi_search_tree_pane_finalize;

  /* A row was chosen: its position is shown on the window's board. */
  signals[SIGNAL_ROW_SELECTED] = g_signal_new ("row-selected", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 1, REVERSI_TYPE_SEARCH_TREE_ROW);
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* What the pane shows changed (rows opened or closed): for the state file. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/reversi_kit/Reversi/reversi-search-tree-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreePane, title_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreePane, spinner);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreePane, status_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreePane, depth_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreePane, list_view);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

/* ---- the rows ---------------------------------------------------------- */

/* A row: the move and its value on one line, what else is known of the
 * node (its window, its evaluation, the moves cut below it) small under
 * them, so that three trees fit side by side. */
static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *move = gtk_label_new (NULL), *value = gtk_label_new (NULL), *detail = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (move), 0);
  gtk_label_set_width_chars (GTK_LABEL (move), 7);
  gtk_widget_add_css_class (move, "search-tree-move");
  gtk_label_set_xalign (GTK_LABEL (value), 0);
  gtk_box_append (GTK_BOX (line), move);
  gtk_box_append (GTK_BOX (line), value);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), box);
  gtk_list_item_set_child (item, expander);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkTreeExpander *expander = GTK_TREE_EXPANDER (gtk_list_item_get_child (item));
  GtkTreeListRow *list_row = gtk_list_item_get_item (item);
  gtk_tree_expander_set_list_row (expander, list_row);
  ReversiSearchTreeRow *row = gtk_tree_list_row_get_item (list_row);
  GtkWidget *box = gtk_tree_expander_get_child (expander);
  GtkWidget *line = gtk_widget_get_first_child (box);
  GtkWidget *move = gtk_widget_get_first_child (line);
  GtkWidget *value = gtk_widget_get_next_sibling (move);
  GtkWidget *detail = gtk_widget_get_next_sibling (line);
  g_autofree char *move_text = reversi_search_tree_row_move_text (row);
  g_autofree char *value_text = reversi_search_tree_row_value_text (row);
  g_autofree char *detail_text = reversi_search_tree_row_detail_text (row);
  gtk_label_set_text (GTK_LABEL (move), move_text);
  gtk_label_set_text (GTK_LABEL (value), value_text);
  gtk_label_set_text (GTK_LABEL (detail), detail_text);
  gtk_widget_set_visible (detail, *detail_text != '\0');
  gboolean cut = reversi_search_tree_row_is_cut (row) || reversi_search_tree_row_is_unrecorded (row);
  gboolean on_line = reversi_search_tree_row_on_line (row);
  if (cut)
    gtk_widget_add_css_class (box, "search-tree-cut");
  else
    gtk_widget_remove_css_class (box, "search-tree-cut");
  if (on_line)
    gtk_widget_add_css_class (box, "search-tree-line");
  else
    gtk_widget_remove_css_class (box, "search-tree-line");
  g_object_unref (row);
}

static GListModel *
create_children (gpointer item, gpointer user_data)
{
  return reversi_search_tree_row_children (REVERSI_SEARCH_TREE_ROW (item));
}

static void
on_selected (GtkSingleSelection *selection, GParamSpec *pspec, ReversiSearchTreePane *self)
{
  GtkTreeListRow *list_row = gtk_single_selection_get_selected_item (selection);
  if (!list_row)
    return;
  g_autoptr (GObject) row = gtk_tree_list_row_get_item (list_row);
  g_signal_emit (self, signals[SIGNAL_ROW_SELECTED], 0, row);
}

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added,
                  ReversiSearchTreePane *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
reversi_search_tree_pane_init (ReversiSearchTreePane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
}

ReversiSearchTreePane *
reversi_search_tree_pane_new (const char *title, const GameRules *rules)
{
  ReversiSearchTreePane *self = g_object_new (REVERSI_TYPE_SEARCH_TREE_PANE, NULL);
  self->title = g_strdup (title);
  self->rules = rules;
  gtk_label_set_text (self->title_label, title);
  return self;
}

void
reversi_search_tree_pane_set_minimax (ReversiSearchTreePane *self, gboolean minimax)
{
  self->minimax = minimax;
}

gboolean
reversi_search_tree_pane_is_minimax (ReversiSearchTreePane *self)
{
  return self->minimax;
}

const char *
reversi_search_tree_pane_get_title (ReversiSearchTreePane *self)
{
  return self->title;
}

/* Show data's tree, its root opened. */
static void
show_tree (ReversiSearchTreePane *self)
{
  gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  GListModel *roots = reversi_search_tree_roots (self->data);
  self->model = gtk_tree_list_model_new (roots, FALSE, FALSE, create_children, NULL, NULL);
  /* The last root is the search that counts (earlier ones are the
   * shallower passes of a deepening search). */
  guint count = g_list_model_get_n_items (roots);
  g_autoptr (GtkTreeListRow) root = count ? gtk_tree_list_model_get_child_row (self->model, count - 1) : NULL;
  if (root)
    gtk_tree_list_row_set_expanded (root, TRUE);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (on_selected), self);
  g_signal_connect_object (self->model, "items-changed", G_CALLBACK (on_items_changed), self, 0);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
}

static void
set_status (ReversiSearchTreePane *self, const char *text, gboolean error)
{
  gtk_label_set_text (self->status_label, text);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

/* "1,348 nodes, 1,107 evaluations", and what the user must know of the tree. */
static char *
counts_text (ReversiSearchTreePane *self, gboolean stopped)
{
  guint64 nodes, evaluations;
  gboolean truncated;
  search_tree_counts (self->data->tree, &nodes, &evaluations, &truncated);
  GString *out = g_string_new (NULL);
  /* The value of the last root: the search that chose the move. */
  int root = (int) search_tree_node_count (self->data->tree) - 1;
  while (root >= 0 && search_tree_node (self->data->tree, (guint) root)->parent >= 0)
    root--;
  g_autofree char *counts = search_tree_counts_text (nodes, evaluations);
  if (root >= 0) {
    g_autofree char *value = search_tree_value_text (&self->data->derived[root]);
    /* TRANSLATORS: the counts of one search of the search tree window ("15 nodes, 10 evaluations"),
       and the value it found for the position. */
    g_string_append_printf (out, _("%1$s, value %2$s"), counts, value);
  } else {
    g_string_append (out, counts);
  }
  /* Negamax and minimax give one position values of opposite sign when
   * the second player is to move there: each pane says which it shows. */
  if (search_tree_get_view (self->data->tree) == SEARCH_TREE_VIEW_SIDE_TO_MOVE)
    g_string_append_printf (out, "\n%s",
                            _("Values for the side to move at each position (negamax)."));
  else
    g_string_append_printf (out, "\n%s",
                            _("Values for the first player at every position: the first "
                              "player maximises, the second minimises (minimax)."));
  if (search_tree_is_empty (self->data->tree))
    g_string_append_printf (out, "\n%s", _("This search records no tree."));
  if (truncated)
    g_string_append_printf (out, "\n%s",
                            /* TRANSLATORS: the node cap of the search tree window was reached. */
                            _("The node cap was reached: the tree shows only the nodes searched "
                              "first. Raise the cap and search again to see all of it."));
  if (stopped)
    g_string_append_printf (out, "\n%s", _("Stopped: the tree is what was searched before Stop."));
  return g_string_free (out, FALSE);
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReversiSearchTreePane *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) answer = reversi_worker_client_finish (REVERSI_WORKER_CLIENT (source), result,
                                                              &error);
  /* Cancelled, or a search this pane has since replaced (its program
   * was ended and the hold released then). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || source != G_OBJECT (self->client)) {
    g_object_unref (self);
    return;
  }
  g_clear_object (&self->client);
  g_application_release (g_application_get_default ());
  gtk_spinner_stop (self->spinner);
  SearchTree *tree = answer ? reversi_worker_result_tree (answer, &error) : NULL;
  if (!tree) {
    set_status (self, error->message, TRUE);
  } else {
    gboolean stopped = FALSE;
    g_variant_lookup (answer, "stopped", "b", &stopped);
    self->data = reversi_search_tree_data_new (tree, self->rules);
    g_autofree char *status = counts_text (self, stopped);
    set_status (self, status, FALSE);
    g_autofree char *depths = reversi_search_tree_data_depth_text (self->data);
    gtk_label_set_text (self->depth_label, depths);
    show_tree (self);
  }
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  g_object_unref (self);
}

void
reversi_search_tree_pane_run (ReversiSearchTreePane *self, GVariant *request, int move_number)
{
  cancel_client (self);
  gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  g_clear_pointer (&self->data, reversi_search_tree_data_unref);
  gtk_label_set_text (self->depth_label, "");
  set_status (self, _("Searching…"), FALSE);
  gtk_spinner_start (self->spinner);
  /* The program is ended with the app: hold it while the search runs. */
  g_application_hold (g_application_get_default ());
  self->client = reversi_worker_client_new (request, move_number);
  reversi_worker_client_set_program (self->client, self->program);
  reversi_worker_client_run_async (self->client, on_answer, g_object_ref (self));
}

void
reversi_search_tree_pane_stop (ReversiSearchTreePane *self)
{
  if (self->client)
    reversi_worker_client_stop (self->client);
}

gboolean
reversi_search_tree_pane_is_running (ReversiSearchTreePane *self)
{
  return self->client != NULL;
}

gboolean
reversi_search_tree_pane_get_nodes (ReversiSearchTreePane *self, guint64 *nodes)
{
  if (!self->data)
    return FALSE;
  search_tree_counts (self->data->tree, nodes, NULL, NULL);
  return TRUE;
}

void
reversi_search_tree_pane_set_program (ReversiSearchTreePane *self, const char *program)
{
  g_free (self->program);
  self->program = g_strdup (program);
}

const SearchTree *
reversi_search_tree_pane_get_tree (ReversiSearchTreePane *self)
{
  return self->data ? self->data->tree : NULL;
}

gboolean
reversi_search_tree_pane_find (ReversiSearchTreePane *self, const char *text)
{
  if (!self->data)
    return FALSE;
  int node = reversi_search_tree_find (self->data, text);
  return node >= 0 && reversi_search_tree_pane_select_node (self, node);
}

gboolean
reversi_search_tree_pane_select_node (ReversiSearchTreePane *self, int node)
{
  if (!self->data || node < 0 || (guint) node >= search_tree_node_count (self->data->tree))
    return FALSE;
  /* The nodes from the root down to it, each opened on the way. */
  g_autoptr (GArray) chain = g_array_new (FALSE, FALSE, sizeof (int));
  for (int n = node; n >= 0; n = search_tree_node (self->data->tree, (guint) n)->parent)
    g_array_prepend_val (chain, n);
  int first = g_array_index (chain, int, 0);
  GtkTreeListRow *row = gtk_tree_list_model_get_child_row (
    self->model, reversi_search_tree_child_index (self->data, first));
  for (guint i = 1; row && i < chain->len; i++) {
    gtk_tree_list_row_set_expanded (row, TRUE);
    int n = g_array_index (chain, int, i);
    GtkTreeListRow *child = gtk_tree_list_row_get_child_row (row,
                                                             reversi_search_tree_child_index (self->data, n));
    g_object_unref (row);
    row = child;
  }
  if (!row)
    return FALSE;
  /* The node found is opened too: its children and cut moves show. */
  gtk_tree_list_row_set_expanded (row, TRUE);
  guint position = gtk_tree_list_row_get_position (row);
  g_object_unref (row);
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
  return TRUE;
}

char *
reversi_search_tree_pane_state_text (ReversiSearchTreePane *self)
{
  GString *out = g_string_new (NULL);
  g_autofree char *status = g_strdelimit (g_strdup (gtk_label_get_text (self->status_label)), "\n", ' ');
  g_string_append_printf (out, "%s|%s|%s\n", self->title, self->client ? "running" : "done", status);
  guint count = self->model ? g_list_model_get_n_items (G_LIST_MODEL (self->model)) : 0;
  for (guint i = 0; i < count; i++) {
    g_autoptr (GtkTreeListRow) list_row = gtk_tree_list_model_get_row (self->model, i);
    g_autoptr (ReversiSearchTreeRow) row = gtk_tree_list_row_get_item (list_row);
    g_autofree char *move = reversi_search_tree_row_move_text (row);
    g_autofree char *value = reversi_search_tree_row_value_text (row);
    g_autofree char *detail = reversi_search_tree_row_detail_text (row);
    for (guint d = 0; d < gtk_tree_list_row_get_depth (list_row); d++)
      g_string_append (out, "  ");
    g_string_append_printf (out, "%s|%s|%s|%s\n", move, value, detail,
                            reversi_search_tree_row_on_line (row) ? "line" : "");
  }
  return g_string_free (out, FALSE);
}
