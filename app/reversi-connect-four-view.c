/* SPDX-License-Identifier: MIT */
/* reversi-connect-four-view.c: Connect Four's board (a ReversiCellBoard).
 *
 * The 6 x 7 board upright, row 1 at the bottom, with its coordinates; a
 * click anywhere in a column drops a disc there, and only the cell the
 * disc would land on shows the legal-move mark.
 */
#include <glib/gi18n-lib.h>

#include "reversi-cell-board.h"
#include "connect-four.h"

#define REVERSI_TYPE_CONNECT_FOUR_VIEW (reversi_connect_four_view_get_type ())
G_DECLARE_FINAL_TYPE (ReversiConnectFourView, reversi_connect_four_view, REVERSI,
                      CONNECT_FOUR_VIEW, ReversiCellBoard)

struct _ReversiConnectFourView {
  ReversiCellBoard parent_instance;
};

G_DEFINE_FINAL_TYPE (ReversiConnectFourView, reversi_connect_four_view, REVERSI_TYPE_CELL_BOARD)

/* The coordinate band around the board, in cells. */
#define BAND 0.55

typedef struct {
  double cell, x0, y0;   /* cell size; top left corner of a6 */
} Geometry;

static Geometry
geometry (double width, double height)
{
  Geometry g;
  double left, top;
  reversi_cell_board_fit (width, height, CONNECT_FOUR_COLUMNS + 2 * BAND,
                          CONNECT_FOUR_ROWS + 2 * BAND, &g.cell, &left, &top);
  g.x0 = left + BAND * g.cell;
  g.y0 = top + BAND * g.cell;
  return g;
}

/* The cell's centre; row 0 is the bottom row. */
static void
cell_centre (const Geometry *g, int cell, double *cx, double *cy)
{
  *cx = g->x0 + (cell % CONNECT_FOUR_COLUMNS + 0.5) * g->cell;
  *cy = g->y0 + (CONNECT_FOUR_ROWS - 1 - cell / CONNECT_FOUR_COLUMNS + 0.5) * g->cell;
}

static const ConnectFour *
shown (ReversiCellBoard *view)
{
  return reversi_cell_board_get_position (view);
}

/* The cell of the last move's disc (the top of its column), or -1. */
static int
last_cell (ReversiCellBoard *view)
{
  int column = reversi_cell_board_get_last_move (view);
  const ConnectFour *c = shown (view);
  if (column < 0 || c->height[column] == 0)
    return -1;
  return (c->height[column] - 1) * CONNECT_FOUR_COLUMNS + column;
}

static gboolean
in_four (const ConnectFour *c, int cell)
{
  int cells[4];
  if (!connect_four_four (c, cells))
    return FALSE;
  for (int i = 0; i < 4; i++)
    if (cells[i] == cell)
      return TRUE;
  return FALSE;
}

static int
cell_count (ReversiCellBoard *view)
{
  return CONNECT_FOUR_CELLS;
}

static void
cell_bounds (ReversiCellBoard *view, int cell, double width, double height, graphene_rect_t *r)
{
  Geometry g = geometry (width, height);
  double cx, cy;
  cell_centre (&g, cell, &cx, &cy);
  graphene_rect_init (r, (float) (cx - g.cell / 2), (float) (cy - g.cell / 2), (float) g.cell,
                      (float) g.cell);
}

static int
cell_move (ReversiCellBoard *view, int cell)
{
  return cell % CONNECT_FOUR_COLUMNS;
}

/* A disc lands on the lowest empty cell of its column: only that cell
 * shows the column's legal-move mark. */
static gboolean
is_landing_cell (ReversiCellBoard *view, int cell)
{
  const ConnectFour *c = shown (view);
  return cell / CONNECT_FOUR_COLUMNS == c->height[cell % CONNECT_FOUR_COLUMNS];
}

static char *
cell_name (ReversiCellBoard *view, int cell)
{
  const ConnectFour *c = shown (view);
  const GameRules *rules = reversi_cell_board_get_rules (view);
  char where[GAME_NOTATION_SIZE];
  connect_four_cell_text (cell, where);
  int column = cell % CONNECT_FOUR_COLUMNS;
  g_autofree char *what = NULL;
  if (c->cell[cell] != CONNECT_FOUR_EMPTY)
    what = g_strdup (_(rules->side_names[c->cell[cell] - 1]));
  else if (is_landing_cell (view, cell) && reversi_board_is_interactive (REVERSI_BOARD (view))
           && reversi_cell_board_is_legal (view, column))
    what = g_strdup (_("empty, legal move"));
  else
    what = g_strdup (_("empty"));
  if (cell == last_cell (view)) {
    char *last = g_strdup_printf (_("%s, last move"), what);
    g_free (what);
    what = last;
  }
  if (in_four (c, cell)) {
    char *line = g_strdup_printf (_("%s, in the winning line"), what);
    g_free (what);
    what = line;
  }
  return g_strdup_printf (_("%1$s, %2$s"), where, what);
}

static void
draw_disc (GtkWidget *w, cairo_t *cr, int disc, double cx, double cy, double cell, double alpha)
{
  reversi_board_set_color (w, cr,
                           disc == CONNECT_FOUR_RED      ? "connect_four_red"
                           : disc == CONNECT_FOUR_YELLOW ? "connect_four_yellow"
                                                         : "connect_four_hole",
                           disc == CONNECT_FOUR_EMPTY ? 1.0 : alpha);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.40, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw (ReversiCellBoard *view, cairo_t *cr, double width, double height)
{
  const ConnectFour *c = shown (view);
  Geometry g = geometry (width, height);
  double w = CONNECT_FOUR_COLUMNS * g.cell, h = CONNECT_FOUR_ROWS * g.cell, band = BAND * g.cell;

  cairo_rectangle (cr, g.x0 - band, g.y0 - band, w + 2 * band, h + 2 * band);
  reversi_board_set_color (GTK_WIDGET (view), cr, "connect_four_frame", 1.0);
  cairo_fill (cr);
  cairo_rectangle (cr, g.x0, g.y0, w, h);
  reversi_board_set_color (GTK_WIDGET (view), cr, "connect_four_board", 1.0);
  cairo_fill (cr);

  reversi_board_set_color (GTK_WIDGET (view), cr, "connect_four_label", 1.0);
  for (int column = 0; column < CONNECT_FOUR_COLUMNS; column++) {
    char letter[2] = { (char) ('a' + column), '\0' };
    double x = g.x0 + (column + 0.5) * g.cell;
    reversi_draw_text (GTK_WIDGET (view), cr, letter, x, g.y0 - band / 2, band * 0.6);
    reversi_draw_text (GTK_WIDGET (view), cr, letter, x, g.y0 + h + band / 2, band * 0.6);
  }
  for (int row = 0; row < CONNECT_FOUR_ROWS; row++) {
    char number[2] = { (char) ('1' + row), '\0' };
    double y = g.y0 + (CONNECT_FOUR_ROWS - 1 - row + 0.5) * g.cell;
    reversi_draw_text (GTK_WIDGET (view), cr, number, g.x0 - band / 2, y, band * 0.6);
    reversi_draw_text (GTK_WIDGET (view), cr, number, g.x0 + w + band / 2, y, band * 0.6);
  }

  /* The disc a click would drop, where it would land. */
  int hover = reversi_board_get_hover_cell (REVERSI_BOARD (view)), landing = -1;
  if (hover >= 0 && reversi_board_is_interactive (REVERSI_BOARD (view))
      && reversi_cell_board_is_legal (view, hover % CONNECT_FOUR_COLUMNS))
    landing = c->height[hover % CONNECT_FOUR_COLUMNS] * CONNECT_FOUR_COLUMNS
              + hover % CONNECT_FOUR_COLUMNS;
  int last = last_cell (view);
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    double cx, cy;
    cell_centre (&g, cell, &cx, &cy);
    draw_disc (GTK_WIDGET (view), cr, CONNECT_FOUR_EMPTY, cx, cy, g.cell, 1.0);
    if (c->cell[cell] != CONNECT_FOUR_EMPTY)
      draw_disc (GTK_WIDGET (view), cr, c->cell[cell], cx, cy, g.cell, 1.0);
    else if (cell == landing)
      draw_disc (GTK_WIDGET (view), cr, c->to_move + 1, cx, cy, g.cell, 0.35);
    if (cell == last || in_four (c, cell)) {
      /* A ring: the last disc, or the four that won (green). */
      if (in_four (c, cell))
        reversi_board_set_color (GTK_WIDGET (view), cr, "connect_four_win", 1.0);
      else
        reversi_board_set_color (GTK_WIDGET (view), cr, "connect_four_last_move", 1.0);
      cairo_set_line_width (cr, MAX (2.0, g.cell * 0.07) * reversi_board_line_scale ());
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, g.cell * 0.40, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
  }
}

static void
reversi_connect_four_view_class_init (ReversiConnectFourViewClass *klass)
{
  ReversiCellBoardClass *view_class = REVERSI_CELL_BOARD_CLASS (klass);
  view_class->cell_count = cell_count;
  view_class->cell_bounds = cell_bounds;
  view_class->cell_move = cell_move;
  view_class->cell_name = cell_name;
  view_class->draw = draw;
  view_class->cell_shows_mark = is_landing_cell;
}

static void
reversi_connect_four_view_init (ReversiConnectFourView *self)
{
}
