/* reversi-cell-board.c: what the boards of the GameRules games share: the
 * position, and one flat button per cell for clicks, keys and screen readers. */
#include "reversi-cell-board.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

typedef struct {
  const GameRules *rules;
  void *position;              /* copies, position_size bytes */
  void *before;                /* NULL: no last move */
  int last_move;
  int legal[GAME_MAX_MOVES];
  int legal_count;
  int hint_move;               /* the computer's suggestion, or -1 */

  GPtrArray *buttons;          /* GtkButton, one per cell */
  int hover_cell;              /* the pointer's or the keyboard's cell, or -1 */
  int cursor_cell;             /* the cell the keyboard comes back to */
} ReversiCellBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ReversiCellBoard, reversi_cell_board, REVERSI_TYPE_BOARD)

enum { SIGNAL_MOVE_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

#define PRIV(self) ((ReversiCellBoardPrivate *) reversi_cell_board_get_instance_private (self))

/* ---- geometry and drawing helpers --------------------------------------- */

void
reversi_cell_board_fit (double width, double height, double units_x, double units_y, double *unit,
                        double *x0, double *y0)
{
  *unit = MAX (4.0, floor (MIN (width / units_x, height / units_y)));
  *x0 = floor ((width - *unit * units_x) / 2);
  *y0 = floor ((height - *unit * units_y) / 2);
}

static int
cell_count (ReversiCellBoard *self)
{
  return PRIV (self)->position ? REVERSI_CELL_BOARD_GET_CLASS (self)->cell_count (self) : 0;
}

void
reversi_cell_board_get_cell_bounds (ReversiCellBoard *self, int cell, graphene_rect_t *bounds)
{
  REVERSI_CELL_BOARD_GET_CLASS (self)->cell_bounds (self, cell,
                                                    gtk_widget_get_width (GTK_WIDGET (self)),
                                                    gtk_widget_get_height (GTK_WIDGET (self)),
                                                    bounds);
}

static int
cell_at (ReversiCellBoard *self, double x, double y)
{
  for (int cell = 0; cell < cell_count (self); cell++) {
    graphene_rect_t r;
    reversi_cell_board_get_cell_bounds (self, cell, &r);
    if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT ((float) x, (float) y)))
      return cell;
  }
  return -1;
}

static int
cell_of_button (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell"));
}

/* ---- drawing and layout --------------------------------------------------- */

/* What every game's board marks the same way, over the game's drawing:
 * the legal moves (a dot in the middle of the cell) and the hint (a
 * square frame round it), while a person may play. */
static void
draw_marks (ReversiCellBoard *self, cairo_t *cr)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (!reversi_board_is_interactive (REVERSI_BOARD (self)))
    return;
  int count = cell_count (self);
  for (int cell = 0; cell < count; cell++) {
    int move = reversi_cell_board_get_cell_move (self, cell);
    if (move < 0 || !reversi_cell_board_is_legal (self, move))
      continue;
    ReversiCellBoardClass *klass = REVERSI_CELL_BOARD_GET_CLASS (self);
    if (klass->cell_shows_mark && !klass->cell_shows_mark (self, cell))
      continue;
    gboolean hint = move == priv->hint_move;
    if (!hint && (!reversi_board_get_show_legal_moves (REVERSI_BOARD (self)) || cell == priv->hover_cell))
      continue;
    graphene_rect_t r;
    reversi_cell_board_get_cell_bounds (self, cell, &r);
    /* The frame goes round the middle, the dot where the game wants it. */
    double offset = hint ? 0 : REVERSI_CELL_BOARD_GET_CLASS (self)->mark_offset;
    double cx = r.origin.x + r.size.width / 2;
    double cy = r.origin.y + r.size.height * (0.5 + offset);
    double size = MIN (r.size.width, r.size.height);
    cairo_new_sub_path (cr);
    if (hint) {
      /* A square frame in dark orange (more than 3:1 on the light boards
       * and the wood): a ring would read as tic-tac-toe's O or a stone. */
      double half = size * 0.36;
      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
      cairo_set_source_rgb (cr, 0.80, 0.30, 0.0);
      cairo_set_line_width (cr, MAX (3.0, size * 0.07));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    } else {
      cairo_arc (cr, cx, cy, MAX (3.0, size * 0.08), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.10, 0.45, 0.20);
      cairo_fill (cr);
    }
  }
}

static void
reversi_cell_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (widget);
  ReversiCellBoardPrivate *priv = PRIV (self);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  if (width <= 0 || height <= 0 || !priv->position)
    return;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  REVERSI_CELL_BOARD_GET_CLASS (self)->draw (self, cr, width, height);
  draw_marks (self, cr);
  cairo_destroy (cr);
  /* The cell buttons draw only their focus ring. */
  for (guint i = 0; i < priv->buttons->len; i++)
    gtk_widget_snapshot_child (widget, g_ptr_array_index (priv->buttons, i), snapshot);
}

static void
reversi_cell_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (widget);
  ReversiCellBoardPrivate *priv = PRIV (self);
  for (guint i = 0; i < priv->buttons->len; i++) {
    graphene_rect_t r;
    REVERSI_CELL_BOARD_GET_CLASS (self)->cell_bounds (self, (int) i, width, height, &r);
    GtkAllocation a = { (int) r.origin.x, (int) r.origin.y, (int) r.size.width,
                        (int) r.size.height };
    gtk_widget_size_allocate (g_ptr_array_index (priv->buttons, i), &a, -1);
  }
}

static void
reversi_cell_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = 160;
  *natural = 560;
}

/* ---- cells as buttons ------------------------------------------------------ */

int
reversi_cell_board_get_cell_move (ReversiCellBoard *self, int cell)
{
  return REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell);
}

char *
reversi_cell_board_get_cell_name (ReversiCellBoard *self, int cell)
{
  char *name = REVERSI_CELL_BOARD_GET_CLASS (self)->cell_name (self, cell);
  int hint = PRIV (self)->hint_move;
  if (hint < 0 || !reversi_board_is_interactive (REVERSI_BOARD (self))
      || REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell) != hint)
    return name;
  /* TRANSLATORS: a board cell's accessible name, then that the hint suggests it. */
  char *with_hint = g_strdup_printf (_("%s, the hint"), name);
  g_free (name);
  return with_hint;
}

static void
name_cells (ReversiCellBoard *self)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  for (guint i = 0; i < priv->buttons->len; i++) {
    g_autofree char *name = reversi_cell_board_get_cell_name (self, (int) i);
    gtk_accessible_update_property (GTK_ACCESSIBLE (g_ptr_array_index (priv->buttons, i)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
}

static void
set_hover (ReversiCellBoard *self, int cell)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (cell == priv->hover_cell)
    return;
  priv->hover_cell = cell;
  int move = cell >= 0 ? REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell) : -1;
  gboolean playable = reversi_board_is_interactive (REVERSI_BOARD (self)) && reversi_cell_board_is_legal (self, move);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), playable ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A click, Enter or Space on a cell.  Reported also when the view is not
 * interactive or the move is illegal, so the window can say why nothing
 * was played. */
static void
on_cell_activated (GtkButton *button, gpointer user_data)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (user_data);
  int move = REVERSI_CELL_BOARD_GET_CLASS (self)->cell_move (self, cell_of_button (GTK_WIDGET (button)));
  if (move >= 0)
    g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, move);
}

static void
on_cell_focus_enter (GtkEventControllerFocus *controller, gpointer user_data)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (user_data);
  int cell = cell_of_button (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  PRIV (self)->cursor_cell = cell;
  set_hover (self, cell);
}

/* Cells come and go with the game shown (9, 14, 4 to 16 of them). */
static void
make_buttons (ReversiCellBoard *self, int count)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  while ((int) priv->buttons->len > count) {
    GtkWidget *button = g_ptr_array_steal_index (priv->buttons, priv->buttons->len - 1);
    gtk_widget_unparent (button);
  }
  while ((int) priv->buttons->len < count) {
    GtkWidget *button = gtk_button_new ();
    gtk_widget_add_css_class (button, "board-square");
    /* A click plays without taking the focus from the move entry. */
    gtk_widget_set_focus_on_click (button, FALSE);
    g_object_set_data (G_OBJECT (button), "cell", GINT_TO_POINTER (priv->buttons->len));
    g_signal_connect (button, "clicked", G_CALLBACK (on_cell_activated), self);
    GtkEventController *focus = gtk_event_controller_focus_new ();
    g_signal_connect (focus, "enter", G_CALLBACK (on_cell_focus_enter), self);
    gtk_widget_add_controller (button, focus);
    gtk_widget_set_parent (button, GTK_WIDGET (self));
    g_ptr_array_add (priv->buttons, button);
  }
  if (priv->cursor_cell >= count)
    priv->cursor_cell = -1;
  if (priv->hover_cell >= count)
    priv->hover_cell = -1;
}

/* The arrow keys go to the nearest cell in their direction, which works
 * for a grid, a row of pits with stores at the ends, and points alike. */
static int
neighbour (ReversiCellBoard *self, int from, GtkDirectionType direction)
{
  graphene_rect_t r;
  reversi_cell_board_get_cell_bounds (self, from, &r);
  double fx = r.origin.x + r.size.width / 2, fy = r.origin.y + r.size.height / 2;
  int best = from;
  double best_score = G_MAXDOUBLE;
  for (int cell = 0; cell < cell_count (self); cell++) {
    reversi_cell_board_get_cell_bounds (self, cell, &r);
    double dx = r.origin.x + r.size.width / 2 - fx, dy = r.origin.y + r.size.height / 2 - fy;
    double along, across;
    switch (direction) {
    case GTK_DIR_LEFT: along = -dx; across = dy; break;
    case GTK_DIR_RIGHT: along = dx; across = dy; break;
    case GTK_DIR_UP: along = -dy; across = dx; break;
    case GTK_DIR_DOWN: along = dy; across = dx; break;
    default: return from;
    }
    if (along < 1)
      continue;
    double score = along + 2 * fabs (across);
    if (score < best_score) {
      best_score = score;
      best = cell;
    }
  }
  return best;
}

/* Tab enters the board on the cell the keyboard was last on and leaves it
 * at once; the arrow keys move from cell to cell. */
static gboolean
reversi_cell_board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (widget);
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (cell_count (self) == 0)
    return FALSE;
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  if (!focus) {
    /* Tab forward is also how GTK picks a window's first focus, which says
     * nothing about the person. */
    if (direction != GTK_DIR_TAB_FORWARD)
      reversi_board_set_keyboard_playing (REVERSI_BOARD (self), TRUE);
    if (priv->cursor_cell < 0)
      priv->cursor_cell = cell_count (self) / 2;
    return gtk_widget_grab_focus (g_ptr_array_index (priv->buttons, priv->cursor_cell));
  }
  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    return FALSE;
  reversi_board_set_keyboard_playing (REVERSI_BOARD (self), TRUE);
  int next = neighbour (self, cell_of_button (focus), direction);
  return gtk_widget_grab_focus (g_ptr_array_index (priv->buttons, next));
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, gpointer user_data)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (user_data);
  set_hover (self, cell_at (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller, gpointer user_data)
{
  ReversiCellBoard *self = REVERSI_CELL_BOARD (user_data);
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  set_hover (self, focus ? cell_of_button (focus) : -1);
}

/* ---- life cycle --------------------------------------------------------------- */

static void
reversi_cell_board_dispose (GObject *object)
{
  ReversiCellBoardPrivate *priv = PRIV (REVERSI_CELL_BOARD (object));
  if (priv->buttons) {
    for (guint i = 0; i < priv->buttons->len; i++)
      gtk_widget_unparent (g_ptr_array_index (priv->buttons, i));
    g_clear_pointer (&priv->buttons, g_ptr_array_unref);
  }
  G_OBJECT_CLASS (reversi_cell_board_parent_class)->dispose (object);
}

static void
reversi_cell_board_finalize (GObject *object)
{
  ReversiCellBoardPrivate *priv = PRIV (REVERSI_CELL_BOARD (object));
  g_free (priv->position);
  g_free (priv->before);
  G_OBJECT_CLASS (reversi_cell_board_parent_class)->finalize (object);
}

static void
reversi_cell_board_interactive_changed (ReversiBoard *board)
{
  name_cells (REVERSI_CELL_BOARD (board));
}

static void
reversi_cell_board_class_init (ReversiCellBoardClass *klass)
{
  REVERSI_BOARD_CLASS (klass)->interactive_changed = reversi_cell_board_interactive_changed;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_cell_board_dispose;
  G_OBJECT_CLASS (klass)->finalize = reversi_cell_board_finalize;
  widget_class->snapshot = reversi_cell_board_snapshot;
  widget_class->measure = reversi_cell_board_measure;
  widget_class->size_allocate = reversi_cell_board_size_allocate;
  widget_class->focus = reversi_cell_board_focus;
  gtk_widget_class_set_css_name (widget_class, "rules-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /**
   * ReversiCellBoard::move-chosen:
   * @move: the move the cell stands for
   *
   * A cell was clicked, or chosen with Enter or Space.
   */
  signals[SIGNAL_MOVE_CHOSEN] =
      g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
reversi_cell_board_init (ReversiCellBoard *self)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  priv->buttons = g_ptr_array_new ();
  priv->last_move = -1;
  priv->hover_cell = -1;
  priv->hint_move = -1;
  priv->cursor_cell = -1;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Board"), -1);
}

/* ---- the position ---------------------------------------------------------- */

void
reversi_cell_board_set_position (ReversiCellBoard *self, const GameRules *rules,
                                 const void *position, const void *before, int last_move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (priv->rules != rules) {
    g_clear_pointer (&priv->position, g_free);
    g_clear_pointer (&priv->before, g_free);
    priv->rules = rules;
  }
  /* The hint was for the position on show; a new one drops it. */
  if (!priv->position || memcmp (priv->position, position, rules->position_size) != 0)
    priv->hint_move = -1;
  g_free (priv->position);
  priv->position = g_memdup2 (position, rules->position_size);
  g_clear_pointer (&priv->before, g_free);
  if (before)
    priv->before = g_memdup2 (before, rules->position_size);
  priv->last_move = before ? last_move : -1;
  priv->legal_count = rules->generate_moves (rules, position, priv->legal);
  make_buttons (self, cell_count (self));

  /* Screen readers get the position as the game draws it in text. */
  g_autofree char *text = rules->position_to_text (rules, position);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
  name_cells (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_cell_board_set_hint (ReversiCellBoard *self, int move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  if (priv->hint_move == move)
    return;
  priv->hint_move = move;
  name_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
reversi_cell_board_get_hint (ReversiCellBoard *self)
{
  return PRIV (self)->hint_move;
}

int
reversi_cell_board_get_focus_cell (ReversiCellBoard *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return focus ? cell_of_button (focus) : -1;
}

int
reversi_cell_board_get_cell_count (ReversiCellBoard *self)
{
  return cell_count (self);
}

const GameRules *
reversi_cell_board_get_rules (ReversiCellBoard *self)
{
  return PRIV (self)->rules;
}

const void *
reversi_cell_board_get_position (ReversiCellBoard *self)
{
  return PRIV (self)->position;
}

const void *
reversi_cell_board_get_before (ReversiCellBoard *self)
{
  return PRIV (self)->before;
}

int
reversi_cell_board_get_last_move (ReversiCellBoard *self)
{
  return PRIV (self)->last_move;
}

gboolean
reversi_cell_board_is_legal (ReversiCellBoard *self, int move)
{
  ReversiCellBoardPrivate *priv = PRIV (self);
  for (int i = 0; i < priv->legal_count; i++)
    if (priv->legal[i] == move)
      return TRUE;
  return FALSE;
}

int
reversi_cell_board_get_hover_cell (ReversiCellBoard *self)
{
  return PRIV (self)->hover_cell;
}
