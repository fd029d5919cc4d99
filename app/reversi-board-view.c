/* reversi-board-view.c: drawing the board with cairo and reading clicks. */
#include "reversi-board-view.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define MAX_SQUARES (KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE)

/* The coordinate band around the board, in squares. */
#define LABEL_BAND 0.62

struct _ReversiBoardView {
  GtkWidget parent_instance;

  int size;
  int discs[MAX_SQUARES];       /* BLACK, EMPTY or WHITE, row by row */
  gboolean legal[MAX_SQUARES];
  int color;                    /* side to move */
  int last_square;              /* -1 for none or a pass */
  gboolean show_hints;
  gboolean interactive;
  int hover_square;             /* -1 for none */
};

G_DEFINE_FINAL_TYPE (ReversiBoardView, reversi_board_view, GTK_TYPE_WIDGET)

enum { SIGNAL_SQUARE_CLICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct {
  double cell;
  double x0, y0;   /* top left of square a1 */
} Geometry;

static Geometry
geometry (ReversiBoardView *self, double width, double height)
{
  Geometry g;
  double units = self->size + 2 * LABEL_BAND;
  g.cell = floor (MIN (width, height) / units);
  if (g.cell < 4)
    g.cell = 4;
  g.x0 = floor ((width - g.cell * self->size) / 2);
  g.y0 = floor ((height - g.cell * self->size) / 2);
  return g;
}

gboolean
reversi_board_view_square_at (ReversiBoardView *self, double x, double y, int *col, int *row)
{
  Geometry g = geometry (self, gtk_widget_get_width (GTK_WIDGET (self)),
                         gtk_widget_get_height (GTK_WIDGET (self)));
  double fx = (x - g.x0) / g.cell, fy = (y - g.y0) / g.cell;
  if (fx < 0 || fy < 0 || fx >= self->size || fy >= self->size)
    return FALSE;
  *col = (int) fx;
  *row = (int) fy;
  return TRUE;
}

static void
draw_label (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
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

static void
draw_disc (cairo_t *cr, double cx, double cy, double r, int color, double alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (color == BLACK)
    cairo_set_source_rgba (cr, 0.08, 0.08, 0.08, alpha);
  else
    cairo_set_source_rgba (cr, 0.97, 0.97, 0.95, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, alpha * 0.8);
  cairo_set_line_width (cr, MAX (1.0, r * 0.06));
  cairo_stroke (cr);
}

static void
reversi_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  if (width <= 0 || height <= 0)
    return;
  Geometry g = geometry (self, width, height);
  int n = self->size;
  double side = g.cell * n, band = g.cell * LABEL_BAND;

  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The frame carries the coordinates, so they read the same in any theme. */
  cairo_rectangle (cr, g.x0 - band, g.y0 - band, side + 2 * band, side + 2 * band);
  cairo_set_source_rgb (cr, 0.20, 0.14, 0.09);
  cairo_fill (cr);

  cairo_rectangle (cr, g.x0, g.y0, side, side);
  cairo_set_source_rgb (cr, 0.13, 0.50, 0.26);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0.04, 0.20, 0.09);
  cairo_set_line_width (cr, MAX (1.0, g.cell / 40));
  for (int i = 0; i <= n; i++) {
    cairo_move_to (cr, g.x0 + i * g.cell, g.y0);
    cairo_line_to (cr, g.x0 + i * g.cell, g.y0 + side);
    cairo_move_to (cr, g.x0, g.y0 + i * g.cell);
    cairo_line_to (cr, g.x0 + side, g.y0 + i * g.cell);
  }
  cairo_stroke (cr);

  /* The four guide dots of a real board, two lines in from each corner. */
  if (n >= 6) {
    int lines[2] = { 2, n - 2 };
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++) {
        cairo_new_sub_path (cr);
        cairo_arc (cr, g.x0 + lines[i] * g.cell, g.y0 + lines[j] * g.cell,
                   MAX (2.0, g.cell / 16), 0, 2 * G_PI);
        cairo_fill (cr);
      }
  }

  cairo_set_source_rgb (cr, 0.93, 0.88, 0.75);
  double font_px = band * 0.62;
  for (int i = 0; i < n; i++) {
    char column[2] = { (char) ('a' + i), '\0' };
    char row[4];
    g_snprintf (row, sizeof row, "%d", i + 1);
    double c = g.x0 + (i + 0.5) * g.cell, r = g.y0 + (i + 0.5) * g.cell;
    draw_label (widget, cr, column, c, g.y0 - band / 2, font_px);
    draw_label (widget, cr, column, c, g.y0 + side + band / 2, font_px);
    draw_label (widget, cr, row, g.x0 - band / 2, r, font_px);
    draw_label (widget, cr, row, g.x0 + side + band / 2, r, font_px);
  }

  for (int sq = 0; sq < n * n; sq++) {
    double cx = g.x0 + (sq % n + 0.5) * g.cell, cy = g.y0 + (sq / n + 0.5) * g.cell;
    if (self->discs[sq] != EMPTY) {
      draw_disc (cr, cx, cy, g.cell * 0.42, self->discs[sq], 1.0);
    } else if (self->legal[sq] && self->interactive) {
      if (sq == self->hover_square)
        draw_disc (cr, cx, cy, g.cell * 0.42, self->color, 0.5);
      else if (self->show_hints)
        draw_disc (cr, cx, cy, g.cell * 0.12, self->color, 0.45);
    }
  }

  if (self->last_square >= 0) {
    double cx = g.x0 + (self->last_square % n + 0.5) * g.cell;
    double cy = g.y0 + (self->last_square / n + 0.5) * g.cell;
    cairo_new_sub_path (cr);
    cairo_arc (cr, cx, cy, g.cell * 0.1, 0, 2 * G_PI);
    cairo_set_source_rgb (cr, 0.90, 0.15, 0.12);
    cairo_fill (cr);
  }

  cairo_destroy (cr);
}

static void
reversi_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = 160;
  *natural = 560;
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, gpointer user_data)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (user_data);
  int col, row;
  if (!self->interactive || !reversi_board_view_square_at (self, x, y, &col, &row))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[SIGNAL_SQUARE_CLICKED], 0, col, row);
}

static void
set_hover (ReversiBoardView *self, int square)
{
  if (square == self->hover_square)
    return;
  self->hover_square = square;
  gboolean playable = square >= 0 && self->interactive && self->legal[square];
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), playable ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, gpointer user_data)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (user_data);
  int col, row;
  set_hover (self, reversi_board_view_square_at (self, x, y, &col, &row) ? row * self->size + col : -1);
}

static void
on_leave (GtkEventControllerMotion *controller, gpointer user_data)
{
  set_hover (REVERSI_BOARD_VIEW (user_data), -1);
}

static void
reversi_board_view_class_init (ReversiBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  widget_class->snapshot = reversi_board_view_snapshot;
  widget_class->measure = reversi_board_view_measure;
  gtk_widget_class_set_css_name (widget_class, "reversi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /**
   * ReversiBoardView::square-clicked:
   * @col: the 0-based column
   * @row: the 0-based row (row 0 is "1")
   *
   * A square was clicked while the view was interactive.
   */
  signals[SIGNAL_SQUARE_CLICKED] =
      g_signal_new ("square-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                    NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
reversi_board_view_init (ReversiBoardView *self)
{
  Kyokumen *k = g_new (Kyokumen, 1);
  kyokumen_init (k, 8);
  self->show_hints = TRUE;
  self->hover_square = -1;
  reversi_board_view_set_position (self, k, NULL);
  g_free (k);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("accessible name", "Board"), -1);
}

GtkWidget *
reversi_board_view_new (void)
{
  return g_object_new (REVERSI_TYPE_BOARD_VIEW, NULL);
}

void
reversi_board_view_set_position (ReversiBoardView *self, const Kyokumen *k,
                                 const Sashite *last_move)
{
  int n = k->size;
  self->size = n;
  self->color = k->color;
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++) {
      int xy = kyokumen_xy (k, col, row);
      self->discs[row * n + col] = k->ban[xy];
      self->legal[row * n + col] = k->ban[xy] == EMPTY && kyokumen_count_flips (k, xy, k->color) > 0;
    }
  self->last_square = -1;
  if (last_move && !sashite_is_pass (*last_move)) {
    int col, row;
    sashite_to_square (*last_move, n, &col, &row);
    self->last_square = row * n + col;
  }
  if (self->hover_square >= n * n)
    self->hover_square = -1;

  /* Screen readers get the position as the board string. */
  g_autofree char *board = kyokumen_to_board_string (k);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  board, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_board_view_set_show_hints (ReversiBoardView *self, gboolean show)
{
  self->show_hints = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_board_view_set_interactive (ReversiBoardView *self, gboolean interactive)
{
  self->interactive = interactive;
  if (!interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
