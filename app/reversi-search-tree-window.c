/* SPDX-License-Identifier: MIT */
/* reversi-search-tree-window.c: Show Search Tree (reversi-search-tree-window.h).
 *
 * The window holds the position(s) to search as the requests the frame
 * gave, read back as the search program reads them (reversi-worker-protocol.h);
 * each search is a request of its own, with the method's strategy, the
 * depth and the node cap chosen here, run by a ReversiSearchTreePane.
 * Reversi's positions and moves are shown through Reversi's GameRules
 * (games/reversi: the engine's Kyokumen and its square indices), so every
 * game names its moves and replays a node's position the same way.
 */
#include "reversi-search-tree-window.h"

#include <glib/gi18n-lib.h>

#include "player-config.h"
#include "reversi-application.h"
#include "reversi-board-view.h"
#include "reversi-cell-board.h"
#include "reversi-game-views.h"
#include "reversi-rules.h"
#include "reversi-search-tree-pane.h"
#include "reversi-worker-protocol.h"

#ifndef REVERSI_SKELETON_BUILD
#define REVERSI_SKELETON_BUILD 0
#endif
/* REVERSI_REFERENCE_WORKER: in the full tree's skeleton build, the
 * reference's search program (built from solutions/), which searches the
 * reference panes of the warm-ups t1 and t2 beside the student's.  The
 * course's negamax has List 1 beside it in every skeleton build, the
 * student handout included: List 1 replayed (games/search,
 * search-replay.h) in the window's own search program. */

/* A position the window can search. */
typedef struct {
  char *label;
  int move_number;
  Kyokumen kyokumen;             /* Reversi */
  gboolean misere;
  PlayerConfig config;
  GamePath *path;                /* a GameRules game */
  ReversiCommonComputer computer;
} TreePosition;

/* A way to search: a strategy of the game (Reversi's Strategy or a
 * ReversiCommonStrategy). */
typedef struct {
  char *title;                   /* translated */
  int strategy;
  gboolean own_search;           /* the game's own computer's tree (the warm-ups t1, t2) */
  const char *program;           /* the search program, NULL: the window's own */
  gboolean list1_replay;         /* searched by List 1's replay (Reversi's reference) */
  int reference;                 /* the method that is its reference, shown beside it, or -1 */
} TreeMethod;

#define MAX_METHODS 5

struct _ReversiSearchTreeWindow {
  GtkWindow parent_instance;

  GtkWidget *search_button;
  GtkWidget *stop_button;
  GtkDropDown *position_dropdown;
  GtkDropDown *strategy_dropdown;
  GtkSpinButton *depth_spin;
  GtkSpinButton *cap_spin;
  GtkCheckButton *compare_check;
  GtkSearchEntry *find_entry;
  GtkLabel *find_label;
  GtkLabel *compare_label;
  GtkLabel *parting_label;
  GtkBox *panes_box;
  GtkBox *board_box;
  GtkLabel *node_label;

  const ReversiGameInfo *game;
  const GameRules *rules;        /* names the moves and replays positions */
  TreePosition *positions[2];   /* a Kyokumen is too big for a GObject's instance */
  int position_count;
  TreePosition *searched;        /* the position the panes on show searched */
  TreeMethod methods[MAX_METHODS];
  int method_count;
  GPtrArray *panes;              /* ReversiSearchTreePane, in order on show */
  gboolean to_end[MAX_METHODS];  /* each pane's search reads to the end, whatever the depth */
  ReversiSearchTreePane *student, *reference;  /* a search and its reference, both on show */
  GtkWidget *board;
};

G_DEFINE_FINAL_TYPE (ReversiSearchTreeWindow, reversi_search_tree_window, GTK_TYPE_WINDOW)

static void
reversi_search_tree_window_dispose (GObject *object)
{
  ReversiSearchTreeWindow *self = REVERSI_SEARCH_TREE_WINDOW (object);
  g_clear_pointer (&self->panes, g_ptr_array_unref);
  for (int i = 0; i < self->position_count; i++) {
    g_free (self->positions[i]->label);
    g_clear_pointer (&self->positions[i]->path, game_path_free);
    g_clear_pointer (&self->positions[i], g_free);
  }
  self->position_count = 0;
  for (int i = 0; i < self->method_count; i++)
    g_clear_pointer (&self->methods[i].title, g_free);
  self->method_count = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), REVERSI_TYPE_SEARCH_TREE_WINDOW);
  G_OBJECT_CLASS (reversi_search_tree_window_parent_class)->dispose (object);
}

/* ---- what the window shows, for the GUI tests ------------------------- */

/* Written to $REVERSI_STATE_FILE.tree when the tests ask for a state file. */
static void
write_state (ReversiSearchTreeWindow *self)
{
  const char *base = g_getenv ("REVERSI_STATE_FILE");
  if (!base || !self->panes)
    return;
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "compare=%s\n", gtk_label_get_text (self->compare_label));
  g_autofree char *parting = g_strdelimit (g_strdup (gtk_label_get_text (self->parting_label)), "\n", ' ');
  g_string_append_printf (out, "parting=%s\n", parting);
  g_string_append_printf (out, "find=%s\n", gtk_label_get_text (self->find_label));
  g_autofree char *node = g_strdelimit (g_strdup (gtk_label_get_text (self->node_label)), "\n", ' ');
  g_string_append_printf (out, "node=%s\n", node);
  for (guint i = 0; i < self->panes->len; i++) {
    g_autofree char *pane = reversi_search_tree_pane_state_text (g_ptr_array_index (self->panes, i));
    g_string_append_printf (out, "pane=%s", pane);
  }
  g_autofree char *path = g_strconcat (base, ".tree", NULL);
  g_file_set_contents (path, out->str, (gssize) out->len, NULL);
  g_string_free (out, TRUE);
}

/* ---- the searches ------------------------------------------------------ */

static TreePosition *
chosen_position (ReversiSearchTreeWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->position_dropdown);
  return self->positions[MIN ((int) i, self->position_count - 1)];
}

static const char *reference_program (void);

/* The request for position searched by method, with its tree. */
static GVariant *
method_request (ReversiSearchTreeWindow *self, const TreePosition *position,
                const TreeMethod *method)
{
  int depth = gtk_spin_button_get_value_as_int (self->depth_spin);
  guint cap = (guint) gtk_spin_button_get_value (self->cap_spin);
  GVariant *request;
  if (!position->path) {
    PlayerConfig config = position->config;
    config.strategy = (Strategy) method->strategy;
    config.depth = depth;
    config.perfect_empties = 0;   /* the depth chosen, not a search to the end */
    /* Beside the reference (List 1, which the skeleton build always
     * has), every pane evaluates by the disc count, as the exercise 16
     * check does: Eval8x8B and Eval8x8C are exercises of their own (20,
     * 21), and their stubs would make the trees differ at the first leaf,
     * whatever the student's search. */
    if (REVERSI_SKELETON_BUILD)
      config.eval_index = 0;
    request = reversi_worker_reversi_request (&position->kyokumen, position->misere, &config);
    if (method->list1_replay)
      request = reversi_worker_request_of_list1_replay (request);
  } else {
    ReversiCommonComputer computer = { (ReversiCommonStrategy) method->strategy, depth };
    request = reversi_worker_common_request (self->game, position->path, &computer);
    if (method->own_search)
      request = reversi_worker_request_of_own_search (request);
    if (method->list1_replay)
      request = reversi_worker_request_of_list1_replay (request);
  }
  return reversi_worker_request_with_tree (request, cap);
}

static void
update_buttons (ReversiSearchTreeWindow *self)
{
  gboolean running = FALSE;
  for (guint i = 0; self->panes && i < self->panes->len; i++)
    running |= reversi_search_tree_pane_is_running (g_ptr_array_index (self->panes, i));
  gtk_widget_set_sensitive (self->stop_button, running);
}

/* "Minimax: 1,348 nodes · Alpha-beta: 139 nodes (10% of minimax's)":
 * each search against the minimax that searched the most among those
 * that stop where it stops (at the depth, or at the end of the game, as
 * tic-tac-toe's t1 and t2 do): a student's minimax (t1) beside the
 * reference's may be a stub that searched nothing, and a search to depth
 * 3 is no share of one to the end. */
static void
update_compare (ReversiSearchTreeWindow *self)
{
  GString *out = g_string_new (NULL);
  guint64 base[2] = { 0, 0 };
  const char *base_title[2] = { NULL, NULL };
  for (guint i = 0; i < self->panes->len; i++) {
    ReversiSearchTreePane *pane = g_ptr_array_index (self->panes, i);
    int kind = self->to_end[i];
    guint64 nodes;
    if (reversi_search_tree_pane_is_minimax (pane) && reversi_search_tree_pane_get_nodes (pane, &nodes)
        && nodes > base[kind]) {
      base[kind] = nodes;
      base_title[kind] = reversi_search_tree_pane_get_title (pane);
    }
  }
  for (guint i = 0; i < self->panes->len; i++) {
    ReversiSearchTreePane *pane = g_ptr_array_index (self->panes, i);
    int kind = self->to_end[i];
    guint64 nodes;
    if (!reversi_search_tree_pane_get_nodes (pane, &nodes))
      continue;
    if (out->len)
      g_string_append (out, " · ");
    g_autofree char *count = search_tree_nodes_text (nodes);
    /* A search that entered more nodes than minimax is compared with a
     * minimax that did not search (a student's stub): no share then. */
    if (base[kind] > 0 && !reversi_search_tree_pane_is_minimax (pane) && nodes <= base[kind])
      /* TRANSLATORS: one search's node count ("139 nodes") in the comparison line of the search
         tree window, and the same count in per cent of minimax's (the search without cuts). */
      g_string_append_printf (out, _("%1$s: %2$s (%3$.0f%% of %4$s)"),
                              reversi_search_tree_pane_get_title (pane), count,
                              100.0 * (double) nodes / (double) base[kind], base_title[kind]);
    else
      /* TRANSLATORS: a search's title and its node count ("139 nodes"). */
      g_string_append_printf (out, _("%1$s: %2$s"), reversi_search_tree_pane_get_title (pane), count);
  }
  gtk_label_set_text (self->compare_label, out->str);
  g_string_free (out, TRUE);
}

/* "c4 d3", or "the root", for node of tree. */
static char *
path_text (ReversiSearchTreeWindow *self, const SearchTree *tree, int node)
{
  if (search_tree_node (tree, (guint) node)->parent < 0)
    /* TRANSLATORS: where two searches part in the search tree window: at the position searched. */
    return g_strdup (_("the root"));
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
  for (int n = node; search_tree_node (tree, (guint) n)->parent >= 0; n = search_tree_node (tree, (guint) n)->parent)
    g_array_prepend_val (moves, search_tree_node (tree, (guint) n)->move);
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < moves->len; i++) {
    char move[GAME_NOTATION_SIZE];
    self->rules->move_to_text (self->rules, g_array_index (moves, int, i), move);
    g_string_append_printf (text, "%s%s", i ? " " : "", move);
  }
  return g_string_free (text, FALSE);
}

static char *
move_text (ReversiSearchTreeWindow *self, int move)
{
  char text[GAME_NOTATION_SIZE];
  self->rules->move_to_text (self->rules, move, text);
  return g_strdup (text);
}

/* The parting line, shown only when there is something to say. */
static void
set_parting_text (ReversiSearchTreeWindow *self, const char *text)
{
  gtk_label_set_text (self->parting_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->parting_label), *text != '\0');
}

/* Where the student's search first parts from its reference (List 1),
 * both searched to the same depth on the same position: said above the
 * panes, and that node chosen in both. */
static void
update_parting (ReversiSearchTreeWindow *self)
{
  set_parting_text (self, "");
  if (!self->student || !self->reference)
    return;
  const SearchTree *a = reversi_search_tree_pane_get_tree (self->student);
  const SearchTree *b = reversi_search_tree_pane_get_tree (self->reference);
  if (!a || !b)
    return;
  const char *mine = reversi_search_tree_pane_get_title (self->student);
  const char *theirs = reversi_search_tree_pane_get_title (self->reference);
  SearchTreeParting p;
  g_autofree char *text = NULL;
  gboolean truncated_a, truncated_b;
  search_tree_counts (a, NULL, NULL, &truncated_a);
  search_tree_counts (b, NULL, NULL, &truncated_b);
  if (!search_tree_parting (a, b, &p)) {
    if (truncated_a || truncated_b)
      /* TRANSLATORS: the two searches of the search tree window are alike as far as the node cap lets them be compared. */
      text = g_strdup_printf (_("%1$s and %2$s are alike as far as the node cap keeps them: raise the cap to compare the rest."),
                              mine, theirs);
    else
      /* TRANSLATORS: the student's search and the reference searched the same tree. */
      text = g_strdup_printf (_("%1$s went into the same positions as %2$s, in the same order, with the same evaluations."),
                              mine, theirs);
  } else {
    g_autofree char *where = path_text (self, a, p.node_a);
    g_autofree char *move_a = p.move_a >= 0 ? move_text (self, p.move_a) : NULL;
    g_autofree char *move_b = p.move_b >= 0 ? move_text (self, p.move_b) : NULL;
    if (move_a && move_b)
      /* TRANSLATORS: where the student's search first parts from the reference: the two searches' titles, the moves to the position, the move each went into next. */
      text = g_strdup_printf (_("%1$s first parts from %2$s at %3$s: it went into %4$s next, %2$s into %5$s."),
                              mine, theirs, where, move_a, move_b);
    else if (move_a)
      /* TRANSLATORS: where the student's search first parts from the reference: it went on into a move where the reference stopped (cut, or went no deeper). */
      text = g_strdup_printf (_("%1$s first parts from %2$s at %3$s: it went into %4$s, where %2$s stopped."),
                              mine, theirs, where, move_a);
    else if (move_b)
      /* TRANSLATORS: where the student's search first parts from the reference: it stopped (cut) before a move the reference went into. */
      text = g_strdup_printf (_("%1$s first parts from %2$s at %3$s: it stopped before %4$s, which %2$s went into."),
                              mine, theirs, where, move_b);
    else
      /* TRANSLATORS: where the student's search first parts from the reference: the two evaluated the position differently. */
      text = g_strdup_printf (_("%1$s first parts from %2$s at %3$s: it evaluated the position as %4$d, %2$s as %5$d."),
                              mine, theirs, where, p.evaluation_a, p.evaluation_b);
    reversi_search_tree_pane_select_node (self->reference, p.node_b);
    reversi_search_tree_pane_select_node (self->student, p.node_a);
  }
  if (!self->searched->path) {
    /* TRANSLATORS: after where the student's negamax parts from the reference's, in the search tree window. */
    g_autofree char *both = g_strdup_printf ("%s\n%s", text, _("Both evaluate by the disc count, as the exercise 16 check does, so that only the searches differ."));
    set_parting_text (self, both);
    return;
  }
  set_parting_text (self, text);
}

static void
on_pane_finished (ReversiSearchTreePane *pane, ReversiSearchTreeWindow *self)
{
  update_buttons (self);
  update_compare (self);
  if (pane == self->student || pane == self->reference)
    update_parting (self);
  write_state (self);
}

static void
on_pane_changed (ReversiSearchTreePane *pane, ReversiSearchTreeWindow *self)
{
  write_state (self);
}

/* The position of row on the board, and the moves that lead to it. */
static void
on_row_selected (ReversiSearchTreePane *pane, ReversiSearchTreeRow *row,
                 ReversiSearchTreeWindow *self)
{
  TreePosition *position = self->searched;
  int moves[512];
  int count = reversi_search_tree_row_path (row, moves, G_N_ELEMENTS (moves));
  GString *text = g_string_new (NULL);
  ReversiSearchTreeData *data = reversi_search_tree_row_get_data (row);
  for (int i = 0; i < count; i++) {
    char move[GAME_NOTATION_SIZE];
    reversi_search_tree_data_move_text (data, moves[i], move);
    g_string_append_printf (text, "%s%s", i ? " " : "", move);
  }
  if (position->path) {
    int played = 0;
    while (played < count && game_path_play (position->path, moves[played], NULL))
      played++;
    GPtrArray *positions = position->path->positions;
    const void *before = played > 0 ? g_ptr_array_index (positions, positions->len - 2) : NULL;
    reversi_cell_board_set_position (REVERSI_CELL_BOARD (self->board), self->rules,
                                     game_path_current (position->path), before,
                                     played > 0 ? moves[played - 1] : -1);
    while (played-- > 0)
      game_path_undo (position->path);
  } else {
    Kyokumen k = position->kyokumen;
    Sashite last = { 0 };
    for (int i = 0; i < count && kyokumen_is_legal (&k, (Sashite) { moves[i] }); i++) {
      last.xy = moves[i];
      kyokumen_make_move (&k, last);
    }
    reversi_board_view_set_position (REVERSI_BOARD_VIEW (self->board), &k, count > 0 ? &last : NULL);
  }
  g_autofree char *detail = reversi_search_tree_row_detail_text (row);
  g_autofree char *value = reversi_search_tree_row_value_text (row);
  g_autofree char *label = g_strdup_printf (
    /* TRANSLATORS: under the small board of the search tree window: the moves from the root, the node's value, its details. */
    _("Moves: %1$s\nValue: %2$s\n%3$s"), count > 0 ? text->str : _("none (the root)"), value, detail);
  gtk_label_set_text (self->node_label, label);
  g_string_free (text, TRUE);
  write_state (self);
}

/* Search the chosen position by the chosen method, and the others beside
 * it when asked to. */
static void
on_search_clicked (ReversiSearchTreeWindow *self)
{
  g_ptr_array_set_size (self->panes, 0);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self->panes_box)));)
    gtk_box_remove (self->panes_box, child);
  int chosen = (int) gtk_drop_down_get_selected (self->strategy_dropdown);
  chosen = CLAMP (chosen, 0, self->method_count - 1);
  gboolean compare = gtk_check_button_get_active (self->compare_check);
  TreePosition *position = self->searched = chosen_position (self);
  /* The chosen search, its reference beside it, then the others. */
  int order[MAX_METHODS], count = 0;
  order[count++] = chosen;
  int reference = compare ? self->methods[chosen].reference : -1;
  if (reference >= 0)
    order[count++] = reference;
  for (int i = 0; compare && i < self->method_count; i++)
    if (i != chosen && i != reference)
      order[count++] = i;
  self->student = self->reference = NULL;
  for (int k = 0; k < count; k++) {
    const TreeMethod *method = &self->methods[order[k]];
    ReversiSearchTreePane *pane = reversi_search_tree_pane_new (method->title, self->rules);
    reversi_search_tree_pane_set_program (pane, method->program);
    if (reference >= 0 && k < 2)
      *(k == 0 ? &self->student : &self->reference) = pane;
    reversi_search_tree_pane_set_minimax (pane, method->strategy == (self->positions[0]->path
                                                                      ? REVERSI_COMMON_MINIMAX
                                                                      : STRATEGY_MINIMAX));
    /* The game's own searches (t1, t2) read to the end whatever the depth. */
    self->to_end[k] = method->own_search && !self->game->uses_depth[method->strategy];
    g_signal_connect_object (pane, "finished", G_CALLBACK (on_pane_finished), self, 0);
    g_signal_connect_object (pane, "changed", G_CALLBACK (on_pane_changed), self, 0);
    g_signal_connect_object (pane, "row-selected", G_CALLBACK (on_row_selected), self, 0);
    gtk_box_append (self->panes_box, GTK_WIDGET (pane));
    g_ptr_array_add (self->panes, g_object_ref (pane));
    reversi_search_tree_pane_run (pane, method_request (self, position, method),
                                  position->move_number);
  }
  gtk_label_set_text (self->compare_label, "");
  set_parting_text (self, "");
  /* Alone, the student's negamax is still valued as beside List 1, and
   * as the ex16 check counts it: said, since the game may be played with
   * another evaluator. */
  if (REVERSI_SKELETON_BUILD && !position->path && !self->reference)
    /* TRANSLATORS: the search tree window of the student's build, when no reference is beside the student's negamax. */
    set_parting_text (self, _("Every search here evaluates by the disc count, as the exercise 16 check does."));
  gtk_label_set_text (self->find_label, "");
  update_buttons (self);
  write_state (self);
}

static void
on_stop_clicked (ReversiSearchTreeWindow *self)
{
  for (guint i = 0; i < self->panes->len; i++)
    reversi_search_tree_pane_stop (g_ptr_array_index (self->panes, i));
}

static void
on_find_activate (ReversiSearchTreeWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->find_entry));
  guint found = 0;
  for (guint i = 0; i < self->panes->len; i++)
    found += reversi_search_tree_pane_find (g_ptr_array_index (self->panes, i), text);
  if (!*text)
    gtk_label_set_text (self->find_label, "");
  else if (found == 0)
    /* TRANSLATORS: search within the search tree found no node. */
    gtk_label_set_text (self->find_label, _("Not in the tree"));
  else {
    g_autofree char *where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Found in %u tree",
                                                           "Found in %u trees", found),
                                              found);
    gtk_label_set_text (self->find_label, where);
  }
  write_state (self);
}

/* F1 and the Help button: the guide's page on this window. */
static void
on_help_clicked (ReversiSearchTreeWindow *self)
{
  reversi_show_help (GTK_WINDOW (self), "search-tree");
}

static gboolean
help_shortcut (GtkWidget *widget, GVariant *arguments, gpointer user_data)
{
  on_help_clicked (REVERSI_SEARCH_TREE_WINDOW (widget));
  return TRUE;
}

static void
reversi_search_tree_window_class_init (ReversiSearchTreeWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_search_tree_window_dispose;
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/reversi_kit/Reversi/reversi-search-tree-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, position_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, strategy_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, depth_spin);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, cap_spin);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, compare_check);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, find_entry);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, find_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, compare_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, parting_label);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, panes_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, board_box);
  gtk_widget_class_bind_template_child (widget_class, ReversiSearchTreeWindow, node_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_find_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_help_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_F1, 0, help_shortcut, NULL);
}

static void
reversi_search_tree_window_init (ReversiSearchTreeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->panes = g_ptr_array_new_with_free_func (g_object_unref);
}

/* ---- setting up -------------------------------------------------------- */

/* Adds a method titled title (taken) and returns its index. */
static int
add_method (ReversiSearchTreeWindow *self, char *title, int strategy, gboolean own_search)
{
  g_return_val_if_fail (self->method_count < MAX_METHODS, 0);
  self->methods[self->method_count] = (TreeMethod) { title, strategy, own_search, NULL, FALSE, -1 };
  return self->method_count++;
}

/* The reference's search program beside the student's t1 and t2, in the
 * full tree's skeleton build; NULL elsewhere (the reference build; the
 * handout, whose reference t1 and t2 are List 1 replayed). */
static const char *
reference_program (void)
{
#ifdef REVERSI_REFERENCE_WORKER
  if (g_file_test (REVERSI_REFERENCE_WORKER, G_FILE_TEST_IS_EXECUTABLE))
    return REVERSI_REFERENCE_WORKER;
#endif
  return NULL;
}

/* The same search as method `of`, by the reference, as its reference:
 * the reference's search program where it is built, else the game's
 * search by List 1 replayed (the student handout). */
static void
add_reference (ReversiSearchTreeWindow *self, int of, char *title)
{
  const char *program = reference_program ();
  gboolean replay = !program && self->game->list1_replay[self->methods[of].strategy];
  if (!program && !replay) {
    g_free (title);
    return;
  }
  int i = add_method (self, title, self->methods[of].strategy, self->methods[of].own_search);
  self->methods[i].program = program;
  self->methods[i].list1_replay = replay;
  self->methods[of].reference = i;
}

/* Whether the game's computer searches by strategy with an exercise of
 * its own (tic-tac-toe's warm-ups t1 and t2), not the common search. */
static gboolean
is_exercise_search (const ReversiGameInfo *game, ReversiCommonStrategy strategy)
{
  if (!game->choose[strategy] || (strategy != REVERSI_COMMON_MINIMAX && strategy != REVERSI_COMMON_ALPHA_BETA))
    return FALSE;
#ifdef HAVE_GAME_SEARCH
  return game->choose[strategy] != reversi_common_choose_by_search;
#else
  return TRUE;
#endif
}

/* The ways this game can be searched with its tree, and the one its
 * computer uses (the index into methods).  In the skeleton build the
 * student's searches are shown, each beside the reference's where the
 * full tree has it (List 1 for the course's negamax). */
static int
set_up_methods (ReversiSearchTreeWindow *self, const TreePosition *position)
{
  int chosen = 0;
  if (!position->path) {
    if (strategy_is_available (STRATEGY_MINIMAX))
      add_method (self, g_strdup (_("Minimax")), STRATEGY_MINIMAX, FALSE);
    int alpha_beta = add_method (self, g_strdup (REVERSI_SKELETON_BUILD ? _("Your negamax (alpha-beta)")
                                                                      : _("Alpha-beta (negamax)")),
                                 STRATEGY_ALPHA_BETA, FALSE);
    if (REVERSI_SKELETON_BUILD) {
      /* List 1 replayed by the window's own search program: every
       * skeleton build has it, the student handout included. */
      /* TRANSLATORS: the reference's negamax of the course's List 1, beside the student's own in the search tree window. */
      int list1 = add_method (self, g_strdup (_("List 1 alpha-beta (the reference)")), STRATEGY_ALPHA_BETA, FALSE);
      self->methods[list1].list1_replay = TRUE;
      self->methods[alpha_beta].reference = list1;
    }
    if (position->config.strategy != STRATEGY_MINIMAX || alpha_beta == 0)
      chosen = alpha_beta;
    return chosen;
  }
  static const struct {
    const char *label;
    ReversiCommonStrategy strategy;
  } rules_methods[] = {
    { N_("Minimax"), REVERSI_COMMON_MINIMAX },
    { N_("Alpha-beta"), REVERSI_COMMON_ALPHA_BETA },
    { N_("Ordered, with a table"), REVERSI_COMMON_PERFECT },
  };
  for (guint i = 0; i < G_N_ELEMENTS (rules_methods); i++) {
    ReversiCommonStrategy strategy = rules_methods[i].strategy;
#ifndef HAVE_GAME_SEARCH
    /* Without the common search only the game's own searches can be asked. */
    if (!self->game->choose[strategy] || strategy == REVERSI_COMMON_PERFECT)
      continue;
#endif
    int index;
    if (REVERSI_SKELETON_BUILD && is_exercise_search (self->game, strategy)) {
      /* The student's own search (t1, t2), named as the game names it. */
      const char *label = reversi_game_strategy_label (self->game, strategy);
      /* TRANSLATORS: the student's own search in the search tree window, such as "Alpha-beta (exercise t2)". */
      index = add_method (self, g_strdup_printf (_("%s, your search"), label), strategy, TRUE);
      /* t1's minimax as t2's alpha-beta: each beside the reference's own. */
      /* TRANSLATORS: the reference's search beside the student's in the search tree window, such as "Alpha-beta (exercise t2)". */
      add_reference (self, index, g_strdup_printf (_("%s, the reference"), label));
    } else {
      index = add_method (self, g_strdup (_(rules_methods[i].label)), strategy, FALSE);
    }
    if (strategy == position->computer.strategy)
      chosen = index;
    else if (strategy == REVERSI_COMMON_ALPHA_BETA && position->computer.strategy == REVERSI_COMMON_RANDOM)
      chosen = index;
  }
  return chosen;
}

static gboolean
read_position (ReversiSearchTreeWindow *self, GVariant *request, TreePosition *position)
{
  g_autoptr (GError) error = NULL;
  g_variant_ref_sink (request);
  gboolean ok;
  /* A game its plug-in plays its own way (it has no GameRules) sends the
   * course's request, a Kyokumen and a PlayerConfig: Reversi's. */
  if (!self->game->rules) {
    player_config_init (&position->config);
    ok = reversi_worker_read_reversi_request (request, &position->kyokumen, &position->misere,
                                              &position->config, &error);
  } else {
    const ReversiGameInfo *game;
    ok = reversi_worker_read_common_request (request, &game, &position->path, &position->computer,
                                            &error);
  }
  g_variant_unref (request);
  /* The frame made the request: one that cannot be read is its bug. */
  if (!ok)
    g_critical ("%s", error->message);
  return ok;
}

ReversiSearchTreeWindow *
reversi_search_tree_window_show (GtkWindow *parent, const ReversiGameInfo *game,
                                 GVariant *request_now, GVariant *request_before,
                                 const char *before_label, int move_number)
{
  ReversiSearchTreeWindow *self = g_object_new (REVERSI_TYPE_SEARCH_TREE_WINDOW, NULL);
  self->game = game;
  GtkStringList *labels = gtk_string_list_new (NULL);
  TreePosition *before = g_new0 (TreePosition, 1);
  if (request_before && read_position (self, request_before, before)) {
    before->label = g_strdup (before_label);
    before->move_number = move_number - 1;
    self->positions[self->position_count++] = before;
  } else {
    g_free (before);
  }
  TreePosition *now = g_new0 (TreePosition, 1);
  if (read_position (self, request_now, now)) {
    /* TRANSLATORS: the position of the search tree window: the one on the board now. */
    now->label = g_strdup (_("The position now"));
    now->move_number = move_number;
    self->positions[self->position_count++] = now;
  } else {
    g_free (now);
  }
  g_return_val_if_fail (self->position_count > 0, self);
  for (int i = 0; i < self->position_count; i++)
    gtk_string_list_append (labels, self->positions[i]->label);
  gtk_drop_down_set_model (self->position_dropdown, G_LIST_MODEL (labels));
  g_object_unref (labels);

  const TreePosition *first = self->positions[0];
  int chosen = set_up_methods (self, first);
  GtkStringList *methods = gtk_string_list_new (NULL);
  for (int i = 0; i < self->method_count; i++)
    gtk_string_list_append (methods, self->methods[i].title);
  gtk_drop_down_set_model (self->strategy_dropdown, G_LIST_MODEL (methods));
  g_object_unref (methods);
  gtk_drop_down_set_selected (self->strategy_dropdown, (guint) chosen);

  if (!first->path) {
    self->rules = reversi_rules_for (first->kyokumen.size, first->misere);
    gtk_spin_button_set_range (self->depth_spin, 1, PLAYER_CONFIG_MAX_DEPTH);
    gtk_spin_button_set_value (self->depth_spin, first->config.depth);
    self->board = reversi_board_view_new ();
    reversi_board_view_set_position (REVERSI_BOARD_VIEW (self->board), &first->kyokumen, NULL);
  } else {
    self->rules = first->path->rules;
    gtk_spin_button_set_range (self->depth_spin, REVERSI_COMMON_MIN_DEPTH, REVERSI_COMMON_MAX_DEPTH);
    gtk_spin_button_set_value (self->depth_spin, first->computer.depth);
    self->board = g_object_new (reversi_game_view_type (game), NULL);
    reversi_cell_board_set_position (REVERSI_CELL_BOARD (self->board), self->rules,
                                     game_path_current (first->path), NULL, -1);
  }
  reversi_board_set_interactive (REVERSI_BOARD (self->board), FALSE);
  /* Small: the trees take the room. */
  gtk_widget_set_size_request (self->board, 220, 220);
  gtk_box_append (self->board_box, self->board);

  gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  gtk_window_present (GTK_WINDOW (self));
  /* Typing finds in the tree at once. */
  gtk_widget_grab_focus (GTK_WIDGET (self->find_entry));
  on_search_clicked (self);
  return self;
}
