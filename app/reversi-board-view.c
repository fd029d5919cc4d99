/* reversi-board-view.c: drawing the board with cairo; one flat button per
 * square on top of the drawing takes clicks, the keyboard and the screen
 * reader's questions. */
#include "reversi-board-view.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#define MAX_SQUARES (KYOKUMEN_MAX_SIZE * KYOKUMEN_MAX_SIZE)

/* The coordinate band around the board, in squares. */
#define LABEL_BAND 0.62

struct _ReversiBoardView {
  ReversiBoard parent_instance;

  int size;
  int discs[MAX_SQUARES];       /* BLACK, EMPTY or WHITE, row by row */
  gboolean legal[MAX_SQUARES];
  int color;                    /* side to move */
  int last_square;              /* -1 for none or a pass */
  gboolean show_flips;
  int hover_square;             /* -1 for none: the pointer's or the keyboard's square */
  int hint_square;              /* -1 for none: the computer's suggestion */
  int allocated_size;           /* the size the buttons were laid out for */
  int cursor_square;            /* the square the keyboard comes back to */

  /* The squares as buttons, laid out over the drawing (MAX_SQUARES of
   * them; the first size x size are in use). */
  GtkWidget *square_buttons[MAX_SQUARES];
};

G_DEFINE_FINAL_TYPE (ReversiBoardView, reversi_board_view, REVERSI_TYPE_BOARD)

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

/* Whether square (col, row) lies on the board. */
static gboolean
on_board (const ReversiBoardView *self, int col, int row)
{
  return col >= 0 && row >= 0 && col < self->size && row < self->size;
}

/* Mark in flips[] the discs a move of the side to move on square would
 * turn; returns how many. */
static int
find_flips (const ReversiBoardView *self, int square, gboolean flips[MAX_SQUARES])
{
  memset (flips, 0, sizeof (gboolean) * MAX_SQUARES);
  if (square < 0 || self->discs[square] != EMPTY)
    return 0;
  int n = self->size, count = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      if (dx == 0 && dy == 0)
        continue;
      int col = square % n + dx, row = square / n + dy, run = 0;
      while (on_board (self, col, row) && self->discs[row * n + col] == -self->color) {
        col += dx;
        row += dy;
        run++;
      }
      if (run == 0 || !on_board (self, col, row) || self->discs[row * n + col] != self->color)
        continue;
      for (int k = 1; k <= run; k++)
        flips[(square / n + k * dy) * n + square % n + k * dx] = TRUE;
      count += run;
    }
  return count;
}

/* A ring in the mover's colour on a disc the previewed move would turn. */
static void
draw_flip_mark (cairo_t *cr, double cx, double cy, double cell, int mover)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.2, 0, 2 * G_PI);
  if (mover == BLACK)
    cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  else
    cairo_set_source_rgb (cr, 0.97, 0.97, 0.95);
  cairo_set_line_width (cr, MAX (2.0, cell * 0.07));
  cairo_stroke (cr);
}

/* The computer's suggestion: a bright ring around the square's middle. */
static void
draw_hint_mark (cairo_t *cr, double cx, double cy, double cell)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.3, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1.0, 0.84, 0.0);
  cairo_set_line_width (cr, MAX (2.0, cell * 0.08));
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
    reversi_draw_text (widget, cr, column, c, g.y0 - band / 2, font_px);
    reversi_draw_text (widget, cr, column, c, g.y0 + side + band / 2, font_px);
    reversi_draw_text (widget, cr, row, g.x0 - band / 2, r, font_px);
    reversi_draw_text (widget, cr, row, g.x0 + side + band / 2, r, font_px);
  }

  gboolean flips[MAX_SQUARES];
  gboolean preview = self->show_flips && reversi_board_is_interactive (REVERSI_BOARD (self)) && self->hover_square >= 0
                     && self->legal[self->hover_square];
  if (!preview || !find_flips (self, self->hover_square, flips))
    memset (flips, 0, sizeof flips);
  for (int sq = 0; sq < n * n; sq++) {
    double cx = g.x0 + (sq % n + 0.5) * g.cell, cy = g.y0 + (sq / n + 0.5) * g.cell;
    if (self->discs[sq] != EMPTY) {
      draw_disc (cr, cx, cy, g.cell * 0.42, self->discs[sq], 1.0);
      if (flips[sq])
        draw_flip_mark (cr, cx, cy, g.cell, self->color);
    } else if (self->legal[sq] && reversi_board_is_interactive (REVERSI_BOARD (self))) {
      if (sq == self->hover_square)
        draw_disc (cr, cx, cy, g.cell * 0.42, self->color, 0.5);
      else if (reversi_board_get_show_legal_moves (REVERSI_BOARD (self)))
        /* Solid, so the dot stands out from the felt by more than the 3:1
         * asked of graphics (black about 4:1, white about 5:1; the old
         * half-transparent dots were about 2:1). */
        draw_disc (cr, cx, cy, g.cell * 0.13, self->color, 1.0);
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

  if (self->hint_square >= 0 && reversi_board_is_interactive (REVERSI_BOARD (self)) && self->hint_square < n * n)
    draw_hint_mark (cr, g.x0 + (self->hint_square % n + 0.5) * g.cell,
                    g.y0 + (self->hint_square / n + 0.5) * g.cell, g.cell);

  cairo_destroy (cr);

  /* The square buttons draw only their focus ring. */
  for (int sq = 0; sq < n * n; sq++)
    gtk_widget_snapshot_child (widget, self->square_buttons[sq], snapshot);
}

/* Each square's button covers its square. */
static void
reversi_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (widget);
  Geometry g = geometry (self, width, height);
  for (int sq = 0; sq < MAX_SQUARES; sq++) {
    GtkWidget *button = self->square_buttons[sq];
    if (sq >= self->size * self->size)
      continue;
    GtkAllocation a = { (int) (g.x0 + (sq % self->size) * g.cell),
                        (int) (g.y0 + (sq / self->size) * g.cell), (int) g.cell, (int) g.cell };
    gtk_widget_size_allocate (button, &a, -1);
  }
}

static void
reversi_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = 160;
  *natural = 560;
}

/* The index of a square's button, kept on the button. */
static int
square_of (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "square"));
}

/* A click, Enter or Space on a square.  Reported also when the view is
 * not interactive, so a keyboard user hears why nothing was played. */
static void
on_square_activated (GtkButton *button, gpointer user_data)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (user_data);
  int square = square_of (GTK_WIDGET (button));
  if (square >= self->size * self->size)
    return;
  g_signal_emit (self, signals[SIGNAL_SQUARE_CLICKED], 0, square % self->size,
                 square / self->size);
}

static void
set_hover (ReversiBoardView *self, int square)
{
  if (square == self->hover_square)
    return;
  self->hover_square = square;
  gboolean playable = square >= 0 && reversi_board_is_interactive (REVERSI_BOARD (self)) && self->legal[square];
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
  ReversiBoardView *self = REVERSI_BOARD_VIEW (user_data);
  /* Back to the keyboard's square, if it is on the board. */
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  set_hover (self, focus ? square_of (focus) : -1);
}

/* The keyboard's square shows its preview as the pointer's does. */
static void
on_square_focus_enter (GtkEventControllerFocus *controller, gpointer user_data)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (user_data);
  int square = square_of (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  self->cursor_square = square;
  set_hover (self, square);
}

/* Tab enters the board on the square the keyboard was last on and leaves
 * it at once; the arrow keys move from square to square. */
static gboolean
reversi_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (widget);
  int n = self->size;
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  if (!focus) {
    /* Shift+Tab from the move entry, or the arrows: the person means to
     * play on the board.  (Tab forward is also how GTK picks a window's
     * first focus, which says nothing about the person.) */
    if (direction != GTK_DIR_TAB_FORWARD)
      reversi_board_set_keyboard_playing (REVERSI_BOARD (self), TRUE);
    if (self->cursor_square >= n * n)
      self->cursor_square = (n / 2 - 1) * n + n / 2 - 1;
    return gtk_widget_grab_focus (self->square_buttons[self->cursor_square]);
  }
  int square = square_of (focus), col = square % n, row = square / n;
  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    reversi_board_set_keyboard_playing (REVERSI_BOARD (self), TRUE);
  switch (direction) {
  case GTK_DIR_LEFT:
    col = MAX (col - 1, 0);
    break;
  case GTK_DIR_RIGHT:
    col = MIN (col + 1, n - 1);
    break;
  case GTK_DIR_UP:
    row = MAX (row - 1, 0);
    break;
  case GTK_DIR_DOWN:
    row = MIN (row + 1, n - 1);
    break;
  default:
    return FALSE;
  }
  return gtk_widget_grab_focus (self->square_buttons[row * n + col]);
}

/* What a screen reader says of a square: "d3, empty, legal move". */
static void
name_square (ReversiBoardView *self, int square)
{
  char where[SASHITE_NOTATION_SIZE];
  sashite_to_notation (sashite_from_square (self->size, square % self->size, square / self->size),
                       self->size, where);
  const char *what;
  if (self->discs[square] == BLACK)
    what = square == self->last_square ? _("black, last move") : _("black");
  else if (self->discs[square] == WHITE)
    what = square == self->last_square ? _("white, last move") : _("white");
  else if (self->legal[square] && reversi_board_is_interactive (REVERSI_BOARD (self)))
    what = square == self->hint_square ? _("empty, legal move, the hint") : _("empty, legal move");
  else
    what = _("empty");
  /* TRANSLATORS: a square's accessible name: the square ("d3") and what is on it. */
  g_autofree char *name = g_strdup_printf (_("%1$s, %2$s"), where, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->square_buttons[square]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
name_squares (ReversiBoardView *self)
{
  for (int sq = 0; sq < self->size * self->size; sq++)
    name_square (self, sq);
}

static void
reversi_board_view_dispose (GObject *object)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (object);
  for (int sq = 0; sq < MAX_SQUARES; sq++)
    g_clear_pointer (&self->square_buttons[sq], gtk_widget_unparent);
  G_OBJECT_CLASS (reversi_board_view_parent_class)->dispose (object);
}

static void
reversi_board_view_interactive_changed (ReversiBoard *board)
{
  name_squares (REVERSI_BOARD_VIEW (board));
}

static void
reversi_board_view_class_init (ReversiBoardViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = reversi_board_view_dispose;
  widget_class->snapshot = reversi_board_view_snapshot;
  widget_class->measure = reversi_board_view_measure;
  widget_class->size_allocate = reversi_board_view_size_allocate;
  widget_class->focus = reversi_board_view_focus;
  REVERSI_BOARD_CLASS (klass)->interactive_changed = reversi_board_view_interactive_changed;
  gtk_widget_class_set_css_name (widget_class, "reversi-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

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
  self->show_flips = TRUE;
  self->hover_square = -1;
  self->hint_square = -1;
  self->cursor_square = MAX_SQUARES;

  for (int sq = 0; sq < MAX_SQUARES; sq++) {
    GtkWidget *button = gtk_button_new ();
    gtk_widget_add_css_class (button, "board-square");
    /* A click plays without taking the focus from the move entry. */
    gtk_widget_set_focus_on_click (button, FALSE);
    g_object_set_data (G_OBJECT (button), "square", GINT_TO_POINTER (sq));
    g_signal_connect (button, "clicked", G_CALLBACK (on_square_activated), self);
    GtkEventController *focus = gtk_event_controller_focus_new ();
    g_signal_connect (focus, "enter", G_CALLBACK (on_square_focus_enter), self);
    gtk_widget_add_controller (button, focus);
    gtk_widget_set_parent (button, GTK_WIDGET (self));
    self->square_buttons[sq] = button;
  }
  reversi_board_view_set_position (self, k, NULL);
  g_free (k);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

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
  if (n != self->allocated_size) {
    self->hint_square = -1;
    /* Squares beyond the board are hidden from the keyboard and screen readers. */
    for (int sq = 0; sq < MAX_SQUARES; sq++)
      gtk_widget_set_visible (self->square_buttons[sq], sq < n * n);
    self->allocated_size = n;
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  }

  /* Screen readers get the position as the board string. */
  g_autofree char *board = kyokumen_to_board_string (k);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  board, -1);
  name_squares (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_board_view_set_show_flips (ReversiBoardView *self, gboolean show)
{
  self->show_flips = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
reversi_board_view_set_hint (ReversiBoardView *self, int col, int row)
{
  int square = col >= 0 && row >= 0 ? row * self->size + col : -1;
  if (square == self->hint_square)
    return;
  int old = self->hint_square;
  self->hint_square = square;
  if (old >= 0)
    name_square (self, old);
  if (square >= 0)
    name_square (self, square);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
reversi_board_view_get_hint (ReversiBoardView *self, int *col, int *row)
{
  if (self->hint_square < 0)
    return FALSE;
  *col = self->hint_square % self->size;
  *row = self->hint_square / self->size;
  return TRUE;
}
