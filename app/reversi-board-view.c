/* SPDX-License-Identifier: MIT */
/* reversi-board-view.c: drawing Reversi's board with cairo; its squares
 * are the cells of ReversiBoard, which takes clicks, the keyboard and the
 * screen reader's questions. */
#include "reversi-board-view.h"

#include "reversi-reversi-game.h"

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
  int hint_square;              /* -1 for none: the computer's suggestion */
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

static void
draw_disc (GtkWidget *w, cairo_t *cr, double cx, double cy, double r, int color, double alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  reversi_board_set_color (w, cr, color == BLACK ? "disc_black" : "disc_white", alpha);
  cairo_fill_preserve (cr);
  reversi_board_set_color (w, cr, "disc_outline", alpha);
  cairo_set_line_width (cr, MAX (1.0, r * 0.06) * reversi_board_line_scale ());
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
draw_flip_mark (GtkWidget *w, cairo_t *cr, double cx, double cy, double cell, int mover)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.2, 0, 2 * G_PI);
  reversi_board_set_color (w, cr, mover == BLACK ? "disc_black" : "disc_white", 1.0);
  cairo_set_line_width (cr, MAX (2.0, cell * 0.07));
  cairo_stroke (cr);
}

/* The computer's suggestion: a bright ring around the square's middle. */
static void
draw_hint_mark (GtkWidget *w, cairo_t *cr, double cx, double cy, double cell)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.3, 0, 2 * G_PI);
  reversi_board_set_color (w, cr, "reversi_hint", 1.0);
  cairo_set_line_width (cr, MAX (2.0, cell * 0.08) * reversi_board_line_scale ());
  cairo_stroke (cr);
}

static void
reversi_board_view_draw (ReversiBoard *board, cairo_t *cr, double width, double height)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (board);
  GtkWidget *widget = GTK_WIDGET (board);
  Geometry g = geometry (self, width, height);
  int n = self->size;
  double side = g.cell * n, band = g.cell * LABEL_BAND;

  /* The frame carries the coordinates, so they read the same in any theme. */
  cairo_rectangle (cr, g.x0 - band, g.y0 - band, side + 2 * band, side + 2 * band);
  reversi_board_set_color (widget, cr, "reversi_frame", 1.0);
  cairo_fill (cr);

  cairo_rectangle (cr, g.x0, g.y0, side, side);
  reversi_board_set_color (widget, cr, "reversi_felt", 1.0);
  cairo_fill (cr);

  reversi_board_set_color (widget, cr, "reversi_grid", 1.0);
  cairo_set_line_width (cr, MAX (1.0, g.cell / 40) * reversi_board_line_scale ());
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

  reversi_board_set_color (widget, cr, "reversi_label", 1.0);
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
  int hover = reversi_board_get_hover_cell (board);
  gboolean preview = self->show_flips && reversi_board_is_interactive (board) && hover >= 0
                     && self->legal[hover];
  if (!preview || !find_flips (self, hover, flips))
    memset (flips, 0, sizeof flips);
  for (int sq = 0; sq < n * n; sq++) {
    double cx = g.x0 + (sq % n + 0.5) * g.cell, cy = g.y0 + (sq / n + 0.5) * g.cell;
    if (self->discs[sq] != EMPTY) {
      draw_disc (widget, cr, cx, cy, g.cell * 0.42, self->discs[sq], 1.0);
      if (flips[sq])
        draw_flip_mark (widget, cr, cx, cy, g.cell, self->color);
    } else if (self->legal[sq] && reversi_board_is_interactive (REVERSI_BOARD (self))) {
      if (sq == hover)
        draw_disc (widget, cr, cx, cy, g.cell * 0.42, self->color, 0.5);
      else if (reversi_board_get_show_legal_moves (REVERSI_BOARD (self)))
        /* Solid, so the dot stands out from the felt by more than the 3:1
         * asked of graphics (black about 4:1, white about 5:1; the old
         * half-transparent dots were about 2:1). */
        draw_disc (widget, cr, cx, cy, g.cell * 0.13, self->color, 1.0);
    }
  }

  if (self->last_square >= 0) {
    double cx = g.x0 + (self->last_square % n + 0.5) * g.cell;
    double cy = g.y0 + (self->last_square / n + 0.5) * g.cell;
    cairo_new_sub_path (cr);
    cairo_arc (cr, cx, cy, g.cell * 0.1, 0, 2 * G_PI);
    reversi_board_set_color (widget, cr, "reversi_last_move", 1.0);
    cairo_fill (cr);
  }

  if (self->hint_square >= 0 && reversi_board_is_interactive (REVERSI_BOARD (self)) && self->hint_square < n * n)
    draw_hint_mark (widget, cr, g.x0 + (self->hint_square % n + 0.5) * g.cell,
                    g.y0 + (self->hint_square / n + 0.5) * g.cell, g.cell);
}

/* Each square is a cell. */
static void
cell_bounds (ReversiBoard *board, int square, double width, double height, graphene_rect_t *bounds)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (board);
  Geometry g = geometry (self, width, height);
  graphene_rect_init (bounds, (float) (g.x0 + (square % self->size) * g.cell),
                      (float) (g.y0 + (square / self->size) * g.cell), (float) g.cell,
                      (float) g.cell);
}

static gboolean
cell_playable (ReversiBoard *board, int square)
{
  return REVERSI_BOARD_VIEW (board)->legal[square];
}

/* A click, Enter or Space on a square.  Reported also when the view is
 * not interactive, so a keyboard user hears why nothing was played. */
static void
cell_activated (ReversiBoard *board, int square)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (board);
  g_signal_emit (self, signals[SIGNAL_SQUARE_CLICKED], 0, square % self->size,
                 square / self->size);
}

/* The keyboard first lands on the top left square of the middle four. */
static int
first_cell (ReversiBoard *board)
{
  int n = REVERSI_BOARD_VIEW (board)->size;
  return (n / 2 - 1) * n + n / 2 - 1;
}

/* What a screen reader says of a square: "d3, empty, legal move". */
static char *
cell_name (ReversiBoard *board, int square)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (board);
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
  return g_strdup_printf (_("%1$s, %2$s"), where, what);
}

/* Reversi's game (its plug-in's session) after `shown` moves. */
static void
show_game (ReversiBoard *board, ReversiGameSession *session, int shown)
{
  const Game *game = reversi_game_session_get_reversi (session);
  g_return_if_fail (game);
  const Sashite *last = shown > 0 ? &game->sasiteretu[shown - 1] : NULL;
  Kyokumen *position = g_new (Kyokumen, 1);
  reversi_game_session_reversi_position (session, shown, position);
  reversi_board_view_set_position (REVERSI_BOARD_VIEW (board), position, last);
  g_free (position);
}

/* A move is the Sashite's xy; a pass (0) has no square to mark. */
static void
set_hint (ReversiBoard *board, int move)
{
  ReversiBoardView *self = REVERSI_BOARD_VIEW (board);
  if (move <= 0) {
    reversi_board_view_set_hint (self, -1, -1);
    return;
  }
  int col, row;
  sashite_to_square ((Sashite) { move }, self->size, &col, &row);
  reversi_board_view_set_hint (self, col, row);
}

static void
reversi_board_view_class_init (ReversiBoardViewClass *klass)
{
  ReversiBoardClass *board_class = REVERSI_BOARD_CLASS (klass);
  board_class->cell_bounds = cell_bounds;
  board_class->cell_name = cell_name;
  board_class->cell_playable = cell_playable;
  board_class->cell_activated = cell_activated;
  board_class->first_cell = first_cell;
  board_class->draw = reversi_board_view_draw;
  board_class->show_game = show_game;
  board_class->set_hint = set_hint;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "reversi-board");

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
  self->hint_square = -1;
  reversi_board_view_set_position (self, k, NULL);
  g_free (k);
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
  if (n * n != reversi_board_get_cell_count (REVERSI_BOARD (self))) {
    self->hint_square = -1;
    reversi_board_set_cell_count (REVERSI_BOARD (self), n * n);
  }

  /* Screen readers get the position as the board string. */
  g_autofree char *board = kyokumen_to_board_string (k);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  board, -1);
  reversi_board_name_cells (REVERSI_BOARD (self));
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
  reversi_board_name_cell (REVERSI_BOARD (self), old);
  reversi_board_name_cell (REVERSI_BOARD (self), square);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
reversi_board_view_square_move (ReversiBoardView *self, int col, int row)
{
  return sashite_from_square (self->size, col, row).xy;
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
