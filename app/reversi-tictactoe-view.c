/* SPDX-License-Identifier: MIT */
/* reversi-tictactoe-view.c: drawing tic-tac-toe. */
#include "reversi-tictactoe-view.h"

#include "reversi-tictactoe-game.h"

#include <glib/gi18n-lib.h>

struct _ReversiTictactoeView {
  ReversiCellBoard parent_instance;
};

G_DEFINE_FINAL_TYPE (ReversiTictactoeView, reversi_tictactoe_view, REVERSI_TYPE_CELL_BOARD)

/* The coordinate band around the board, in cells. */
#define BAND 0.55

typedef struct {
  double cell, x0, y0;   /* cell size; top left corner of a1 */
} Geometry;

static Geometry
geometry (double width, double height)
{
  Geometry g;
  double left, top;
  reversi_cell_board_fit (width, height, 3 + 2 * BAND, 3 + 2 * BAND, &g.cell, &left, &top);
  g.x0 = left + BAND * g.cell;
  g.y0 = top + BAND * g.cell;
  return g;
}

static const TicTacToe *
shown (ReversiCellBoard *view)
{
  return reversi_cell_board_get_position (view);
}

static int
cell_count (ReversiCellBoard *view)
{
  return TICTACTOE_CELLS;
}

static void
cell_bounds (ReversiCellBoard *view, int cell, double width, double height, graphene_rect_t *r)
{
  Geometry g = geometry (width, height);
  graphene_rect_init (r, (float) (g.x0 + cell % 3 * g.cell), (float) (g.y0 + cell / 3 * g.cell),
                      (float) g.cell, (float) g.cell);
}

static int
cell_move (ReversiCellBoard *view, int cell)
{
  return cell;
}

static gboolean
in_winning_line (const TicTacToe *t, int cell)
{
  int line = reversi_tictactoe_winning_line (t);
  return line >= 0 && (tictactoe_lines[line][0] == cell || tictactoe_lines[line][1] == cell
                       || tictactoe_lines[line][2] == cell);
}

static char *
cell_name (ReversiCellBoard *view, int cell)
{
  const TicTacToe *t = shown (view);
  char where[GAME_NOTATION_SIZE];
  tictactoe_cell_to_text (cell, where);
  const GameRules *rules = reversi_cell_board_get_rules (view);
  g_autofree char *what = NULL;
  if (t->cell[cell] == TICTACTOE_EMPTY)
    what = g_strdup (reversi_board_is_interactive (REVERSI_BOARD (view)) ? _("empty, legal move") : _("empty"));
  else
    what = g_strdup (_(rules->side_names[TICTACTOE_SIDE_OF_MARK (t->cell[cell])]));
  if (cell == reversi_cell_board_get_last_move (view)) {
    /* TRANSLATORS: what is on a cell ("X"), said of the cell just played. */
    char *last = g_strdup_printf (_("%s, last move"), what);
    g_free (what);
    what = last;
  }
  if (in_winning_line (t, cell)) {
    /* TRANSLATORS: what is on a cell ("X"), said of a cell of the winning line. */
    char *line = g_strdup_printf (_("%s, in the winning line"), what);
    g_free (what);
    what = line;
  }
  return g_strdup_printf (_("%1$s, %2$s"), where, what);
}

static void
draw_mark (GtkWidget *w, cairo_t *cr, int mark, double cx, double cy, double cell, double alpha)
{
  double r = cell * 0.3;
  cairo_set_line_width (cr, MAX (3.0, cell * 0.09) * reversi_board_line_scale ());
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (mark == TICTACTOE_X) {
    reversi_board_set_color (w, cr, "tictactoe_x", alpha);
    cairo_move_to (cr, cx - r, cy - r);
    cairo_line_to (cr, cx + r, cy + r);
    cairo_move_to (cr, cx + r, cy - r);
    cairo_line_to (cr, cx - r, cy + r);
  } else {
    reversi_board_set_color (w, cr, "tictactoe_o", alpha);
    cairo_new_sub_path (cr);
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  }
  cairo_stroke (cr);
}

static void
draw (ReversiCellBoard *view, cairo_t *cr, double width, double height)
{
  const TicTacToe *t = shown (view);
  Geometry g = geometry (width, height);
  double side = 3 * g.cell, band = BAND * g.cell;

  cairo_rectangle (cr, g.x0 - band, g.y0 - band, side + 2 * band, side + 2 * band);
  reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_frame", 1.0);
  cairo_fill (cr);
  cairo_rectangle (cr, g.x0, g.y0, side, side);
  reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_paper", 1.0);
  cairo_fill (cr);

  int last = reversi_cell_board_get_last_move (view);
  if (last >= 0) {
    cairo_rectangle (cr, g.x0 + last % 3 * g.cell, g.y0 + last / 3 * g.cell, g.cell, g.cell);
    reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_last_move", 1.0);
    cairo_fill (cr);
  }

  reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_label", 1.0);
  for (int i = 0; i < 3; i++) {
    char column[2] = { (char) ('a' + i), '\0' }, row[2] = { (char) ('1' + i), '\0' };
    double c = g.x0 + (i + 0.5) * g.cell, r = g.y0 + (i + 0.5) * g.cell;
    reversi_draw_text (GTK_WIDGET (view), cr, column, c, g.y0 - band / 2, band * 0.6);
    reversi_draw_text (GTK_WIDGET (view), cr, column, c, g.y0 + side + band / 2, band * 0.6);
    reversi_draw_text (GTK_WIDGET (view), cr, row, g.x0 - band / 2, r, band * 0.6);
    reversi_draw_text (GTK_WIDGET (view), cr, row, g.x0 + side + band / 2, r, band * 0.6);
  }

  reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_grid", 1.0);
  cairo_set_line_width (cr, MAX (2.0, g.cell * 0.04) * reversi_board_line_scale ());
  for (int i = 1; i < 3; i++) {
    cairo_move_to (cr, g.x0 + i * g.cell, g.y0);
    cairo_line_to (cr, g.x0 + i * g.cell, g.y0 + side);
    cairo_move_to (cr, g.x0, g.y0 + i * g.cell);
    cairo_line_to (cr, g.x0 + side, g.y0 + i * g.cell);
  }
  cairo_stroke (cr);

  int hover = reversi_board_get_hover_cell (REVERSI_BOARD (view));
  for (int cell = 0; cell < TICTACTOE_CELLS; cell++) {
    double cx = g.x0 + (cell % 3 + 0.5) * g.cell, cy = g.y0 + (cell / 3 + 0.5) * g.cell;
    if (t->cell[cell] != TICTACTOE_EMPTY)
      draw_mark (GTK_WIDGET (view), cr, t->cell[cell], cx, cy, g.cell, 1.0);
    else if (cell == hover && reversi_board_is_interactive (REVERSI_BOARD (view)))
      draw_mark (GTK_WIDGET (view), cr, TICTACTOE_MARK_OF_SIDE (t->to_move), cx, cy, g.cell, 0.35);
  }

  int line = reversi_tictactoe_winning_line (t);
  if (line >= 0) {
    int a = tictactoe_lines[line][0], b = tictactoe_lines[line][2];
    reversi_board_set_color (GTK_WIDGET (view), cr, "tictactoe_win", 1.0);
    cairo_set_line_width (cr, MAX (4.0, g.cell * 0.12));
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    cairo_move_to (cr, g.x0 + (a % 3 + 0.5) * g.cell, g.y0 + (a / 3 + 0.5) * g.cell);
    cairo_line_to (cr, g.x0 + (b % 3 + 0.5) * g.cell, g.y0 + (b / 3 + 0.5) * g.cell);
    cairo_stroke (cr);
  }
}

static void
reversi_tictactoe_view_class_init (ReversiTictactoeViewClass *klass)
{
  ReversiCellBoardClass *view_class = REVERSI_CELL_BOARD_CLASS (klass);
  view_class->cell_count = cell_count;
  view_class->cell_bounds = cell_bounds;
  view_class->cell_move = cell_move;
  view_class->cell_name = cell_name;
  view_class->draw = draw;
}

static void
reversi_tictactoe_view_init (ReversiTictactoeView *self)
{
}
