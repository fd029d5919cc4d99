/* SPDX-License-Identifier: MIT */
/* reversi-board.c: what every game's board widget does alike: the cells
 * as buttons, the pointer and the keyboard over them. */
#include "reversi-board.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <math.h>

typedef struct {
  gboolean interactive;
  gboolean show_legal_moves;
  gboolean keyboard_playing;   /* the person moved onto the board with the keyboard */
  GPtrArray *buttons;          /* GtkButton, one per cell */
  int hover_cell;              /* the pointer's or the keyboard's cell, or -1 */
  int cursor_cell;             /* the cell the keyboard comes back to, or -1 */
} ReversiBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ReversiBoard, reversi_board, GTK_TYPE_WIDGET)

#define PRIV(self) ((ReversiBoardPrivate *) reversi_board_get_instance_private (self))

void
reversi_board_set_interactive (ReversiBoard *self, gboolean interactive)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (priv->interactive == interactive)
    return;
  priv->interactive = interactive;
  if (!interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  /* A screen reader says "legal move" only while one may be played. */
  reversi_board_name_cells (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
reversi_board_is_interactive (ReversiBoard *self)
{
  return PRIV (self)->interactive;
}

void
reversi_board_set_show_legal_moves (ReversiBoard *self, gboolean show)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (priv->show_legal_moves == show)
    return;
  priv->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_board_show_game (ReversiBoard *self, ReversiGameSession *session, int shown)
{
  REVERSI_BOARD_GET_CLASS (self)->show_game (self, session, shown);
}

void
reversi_board_set_hint (ReversiBoard *self, int move)
{
  REVERSI_BOARD_GET_CLASS (self)->set_hint (self, move);
}

gboolean
reversi_board_get_show_legal_moves (ReversiBoard *self)
{
  return PRIV (self)->show_legal_moves;
}

gboolean
reversi_board_has_keyboard_focus (ReversiBoard *self)
{
  return PRIV (self)->keyboard_playing && gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;
}

void
reversi_board_set_color (GtkWidget *widget, cairo_t *cr, const char *name, double alpha)
{
  GdkRGBA color;
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  /* A name missing from the style sheets draws in the text colour, which
   * shows on any background, rather than in nothing. */
  if (!gtk_style_context_lookup_color (context, name, &color)) {
    g_warning ("the style sheets have no board colour %s", name);
    gtk_style_context_get_color (context, &color);
  }
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha * alpha);
}

double
reversi_board_line_scale (void)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ()) ? 1.6 : 1.0;
}

/* The colours come from the style sheet of the style asked for. */
static void
on_style_changed (GObject *manager, GParamSpec *pspec, gpointer user_data)
{
  gtk_widget_queue_draw (GTK_WIDGET (user_data));
}

void
reversi_board_set_keyboard_playing (ReversiBoard *self, gboolean playing)
{
  PRIV (self)->keyboard_playing = playing;
}

void
reversi_draw_text (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
                   double font_px)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  int w, h;
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* ---- the cells ------------------------------------------------------------ */

static int
cell_of_button (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cell"));
}

int
reversi_board_get_cell_count (ReversiBoard *self)
{
  return (int) PRIV (self)->buttons->len;
}

int
reversi_board_get_hover_cell (ReversiBoard *self)
{
  return PRIV (self)->hover_cell;
}

int
reversi_board_get_focus_cell (ReversiBoard *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return focus ? cell_of_button (focus) : -1;
}

static void
cell_bounds (ReversiBoard *self, int cell, graphene_rect_t *bounds)
{
  REVERSI_BOARD_GET_CLASS (self)->cell_bounds (self, cell, gtk_widget_get_width (GTK_WIDGET (self)),
                                               gtk_widget_get_height (GTK_WIDGET (self)), bounds);
}

void
reversi_board_name_cell (ReversiBoard *self, int cell)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (cell < 0 || cell >= (int) priv->buttons->len)
    return;
  g_autofree char *name = REVERSI_BOARD_GET_CLASS (self)->cell_name (self, cell);
  gtk_accessible_update_property (GTK_ACCESSIBLE (g_ptr_array_index (priv->buttons, cell)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
reversi_board_name_cells (ReversiBoard *self)
{
  for (int cell = 0; cell < reversi_board_get_cell_count (self); cell++)
    reversi_board_name_cell (self, cell);
}

static void
set_hover (ReversiBoard *self, int cell)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if (cell == priv->hover_cell)
    return;
  priv->hover_cell = cell;
  gboolean playable = cell >= 0 && priv->interactive
                      && REVERSI_BOARD_GET_CLASS (self)->cell_playable (self, cell);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), playable ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_cell_clicked (GtkButton *button, gpointer user_data)
{
  ReversiBoard *self = REVERSI_BOARD (user_data);
  REVERSI_BOARD_GET_CLASS (self)->cell_activated (self, cell_of_button (GTK_WIDGET (button)));
}

/* The keyboard's cell shows its preview as the pointer's does. */
static void
on_cell_focus_enter (GtkEventControllerFocus *controller, gpointer user_data)
{
  ReversiBoard *self = REVERSI_BOARD (user_data);
  int cell = cell_of_button (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  PRIV (self)->cursor_cell = cell;
  set_hover (self, cell);
}

void
reversi_board_set_cell_count (ReversiBoard *self, int count)
{
  ReversiBoardPrivate *priv = PRIV (self);
  if ((int) priv->buttons->len == count)
    return;
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
    g_signal_connect (button, "clicked", G_CALLBACK (on_cell_clicked), self);
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
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The arrow keys go to the nearest cell in their direction, which works
 * for a grid, a row of pits with stores at the ends, and points alike. */
static int
neighbour (ReversiBoard *self, int from, GtkDirectionType direction)
{
  graphene_rect_t r;
  cell_bounds (self, from, &r);
  double fx = r.origin.x + r.size.width / 2, fy = r.origin.y + r.size.height / 2;
  int best = from;
  double best_score = G_MAXDOUBLE;
  for (int cell = 0; cell < reversi_board_get_cell_count (self); cell++) {
    cell_bounds (self, cell, &r);
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
reversi_board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  ReversiBoard *self = REVERSI_BOARD (widget);
  ReversiBoardPrivate *priv = PRIV (self);
  int count = reversi_board_get_cell_count (self);
  if (count == 0)
    return FALSE;
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  if (!focus) {
    /* Shift+Tab from the move entry, or the arrows: the person means to
     * play on the board.  (Tab forward is also how GTK picks a window's
     * first focus, which says nothing about the person.) */
    if (direction != GTK_DIR_TAB_FORWARD)
      priv->keyboard_playing = TRUE;
    if (priv->cursor_cell < 0) {
      ReversiBoardClass *klass = REVERSI_BOARD_GET_CLASS (self);
      priv->cursor_cell = klass->first_cell ? klass->first_cell (self) : count / 2;
    }
    return gtk_widget_grab_focus (g_ptr_array_index (priv->buttons, priv->cursor_cell));
  }
  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    return FALSE;
  priv->keyboard_playing = TRUE;
  int next = neighbour (self, cell_of_button (focus), direction);
  return gtk_widget_grab_focus (g_ptr_array_index (priv->buttons, next));
}

static int
cell_at (ReversiBoard *self, double x, double y)
{
  for (int cell = 0; cell < reversi_board_get_cell_count (self); cell++) {
    graphene_rect_t r;
    cell_bounds (self, cell, &r);
    if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT ((float) x, (float) y)))
      return cell;
  }
  return -1;
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, gpointer user_data)
{
  ReversiBoard *self = REVERSI_BOARD (user_data);
  set_hover (self, cell_at (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller, gpointer user_data)
{
  ReversiBoard *self = REVERSI_BOARD (user_data);
  /* Back to the keyboard's cell, if it is on the board. */
  set_hover (self, reversi_board_get_focus_cell (self));
}

/* ---- drawing and layout ------------------------------------------------------ */

static void
reversi_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReversiBoard *self = REVERSI_BOARD (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  if (width <= 0 || height <= 0)
    return;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  REVERSI_BOARD_GET_CLASS (self)->draw (self, cr, width, height);
  cairo_destroy (cr);
  /* The cell buttons draw only their focus ring. */
  GPtrArray *buttons = PRIV (self)->buttons;
  for (guint i = 0; i < buttons->len; i++)
    gtk_widget_snapshot_child (widget, g_ptr_array_index (buttons, i), snapshot);
}

/* Each cell's button covers its cell. */
static void
reversi_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ReversiBoard *self = REVERSI_BOARD (widget);
  GPtrArray *buttons = PRIV (self)->buttons;
  for (guint i = 0; i < buttons->len; i++) {
    graphene_rect_t r;
    REVERSI_BOARD_GET_CLASS (self)->cell_bounds (self, (int) i, width, height, &r);
    GtkAllocation a = { (int) r.origin.x, (int) r.origin.y, (int) r.size.width,
                        (int) r.size.height };
    gtk_widget_size_allocate (g_ptr_array_index (buttons, i), &a, -1);
  }
}

static void
reversi_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 160;
  *natural = 560;
}

/* ---- life cycle ---------------------------------------------------------------- */

static void
reversi_board_dispose (GObject *object)
{
  ReversiBoardPrivate *priv = PRIV (REVERSI_BOARD (object));
  if (priv->buttons) {
    for (guint i = 0; i < priv->buttons->len; i++)
      gtk_widget_unparent (g_ptr_array_index (priv->buttons, i));
    g_clear_pointer (&priv->buttons, g_ptr_array_unref);
  }
  G_OBJECT_CLASS (reversi_board_parent_class)->dispose (object);
}

static void
reversi_board_class_init (ReversiBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_board_dispose;
  widget_class->snapshot = reversi_board_snapshot;
  widget_class->measure = reversi_board_measure;
  widget_class->size_allocate = reversi_board_size_allocate;
  widget_class->focus = reversi_board_focus;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* The keyboard left the board: the person no longer plays on it. */
static void
on_focus_leave (GtkEventControllerFocus *controller, gpointer user_data)
{
  reversi_board_set_keyboard_playing (REVERSI_BOARD (user_data), FALSE);
}

static void
reversi_board_init (ReversiBoard *self)
{
  ReversiBoardPrivate *priv = PRIV (self);
  /* As the settings' default, until the window says otherwise. */
  priv->show_legal_moves = TRUE;
  priv->buttons = g_ptr_array_new ();
  priv->hover_cell = -1;
  priv->cursor_cell = -1;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_signal_connect_object (style, "notify::dark", G_CALLBACK (on_style_changed), self, 0);
  g_signal_connect_object (style, "notify::high-contrast", G_CALLBACK (on_style_changed), self, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Board"), -1);
}
