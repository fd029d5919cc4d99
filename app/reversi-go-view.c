/* SPDX-License-Identifier: MIT */
/* reversi-go-view.c: drawing small-board Go. */
#include "reversi-go-view.h"

#include <glib/gi18n-lib.h>

#include "go-describe.h"
#include "go-notation.h"
#include "go-score.h"

struct _ReversiGoView {
  ReversiCellBoard parent_instance;
};

G_DEFINE_FINAL_TYPE (ReversiGoView, reversi_go_view, REVERSI_TYPE_CELL_BOARD)

/* The coordinate band around the grid, in points. */
#define BAND 0.6

typedef struct {
  int size;
  double unit, x0, y0;   /* point spacing; top left corner of the top left point's square */
} Geometry;

static const GoRulesPosition *
shown (ReversiCellBoard *view)
{
  return reversi_cell_board_get_position (view);
}

static Geometry
geometry (ReversiCellBoard *view, double width, double height)
{
  Geometry g;
  g.size = shown (view)->go.width;   /* the app's Go boards are square (docs/go.md) */
  double left, top;
  reversi_cell_board_fit (width, height, g.size + 2 * BAND, g.size + 2 * BAND, &g.unit, &left,
                          &top);
  g.x0 = left + BAND * g.unit;
  g.y0 = top + BAND * g.unit;
  return g;
}

/* Point p's centre: column p % size from the left, row p / size from the bottom. */
static void
point_centre (const Geometry *g, int p, double *x, double *y)
{
  *x = g->x0 + (p % g->size + 0.5) * g->unit;
  *y = g->y0 + (g->size - 1 - p / g->size + 0.5) * g->unit;
}

static int
cell_count (ReversiCellBoard *view)
{
  return go_position_point_count (&shown (view)->go);
}

static void
cell_bounds (ReversiCellBoard *view, int cell, double width, double height, graphene_rect_t *r)
{
  Geometry g = geometry (view, width, height);
  double x, y;
  point_centre (&g, cell, &x, &y);
  graphene_rect_init (r, (float) (x - g.unit / 2), (float) (y - g.unit / 2), (float) g.unit,
                      (float) g.unit);
}

static int
cell_move (ReversiCellBoard *view, int cell)
{
  return cell;
}

static gboolean
game_counted (const GoRulesPosition *p)
{
  return p->go.finished && p->repeats == 0;
}

/* The stones the last move took off the board. */
static uint32_t
captured_by_last (ReversiCellBoard *view)
{
  const GoRulesPosition *before = reversi_cell_board_get_before (view);
  if (!before)
    return 0;
  const GoPosition *now = &shown (view)->go;
  uint32_t gone = 0;
  for (int c = 0; c < 2; c++)
    gone |= before->go.stones[c] & ~now->stones[c];
  return gone;
}

static char *
cell_name (ReversiCellBoard *view, int cell)
{
  const GoRulesPosition *p = shown (view);
  char where[GO_NOTATION_SIZE];
  go_move_to_gtp (p->go.width, cell, where);
  int color = go_position_color_at (&p->go, cell);
  g_autofree char *what = NULL;
  if (color >= 0) {
    what = g_strdup (color == GO_BLACK ? _("black") : _("white"));
  } else if (cell == p->go.ko_point && !p->go.finished) {
    what = g_strdup (_("empty, ko: no move here now"));
  } else if (game_counted (p)) {
    GoScore score;
    go_score (&p->go, &score);
    uint32_t bit = UINT32_C (1) << cell;
    what = g_strdup ((score.territory[GO_BLACK] & bit)   ? _("empty, Black's territory")
                     : (score.territory[GO_WHITE] & bit) ? _("empty, White's territory")
                     : (score.seki_dame & bit) ? _("empty, dame: the stones next to it are in seki")
                                               : _("empty, no one's"));
  } else {
    what = g_strdup (reversi_board_is_interactive (REVERSI_BOARD (view))
                             && reversi_cell_board_is_legal (view, cell)
                         ? _("empty, legal move")
                         : _("empty"));
  }
  if (color >= 0 && game_counted (p)) {
    GoScore score;
    go_score (&p->go, &score);
    if (score.seki & (UINT32_C (1) << cell)) {
      /* Why: the dame its chain touches. */
      uint32_t chain = go_chain (p->go.width, p->go.height, p->go.stones[color], cell);
      uint32_t around = go_neighbours (p->go.width, p->go.height, chain);
      g_autofree char *dame = go_describe_points (p->go.width, around & score.dame);
      /* TRANSLATORS: a stone's name, then the dame points its chain touches ("A1, D4"). */
      char *seki = g_strdup_printf (_("%1$s, in seki: it touches the dame %2$s"), what, dame);
      g_free (what);
      what = seki;
    }
  }
  if (cell == reversi_cell_board_get_last_move (view)) {
    char *last = g_strdup_printf (_("%s, last move"), what);
    g_free (what);
    what = last;
  }
  return g_strdup_printf (_("%1$s, %2$s"), where, what);
}

static void
draw_stone (cairo_t *cr, int color, double x, double y, double radius, double alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  if (color == GO_BLACK)
    cairo_set_source_rgba (cr, 0.08, 0.08, 0.08, alpha);
  else
    cairo_set_source_rgba (cr, 0.98, 0.98, 0.96, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, alpha);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.06));
  cairo_stroke (cr);
}

/* A small square of the owner's colour on a point of territory. */
static void
draw_territory (cairo_t *cr, int color, double x, double y, double unit)
{
  double half = unit * 0.14;
  cairo_rectangle (cr, x - half, y - half, 2 * half, 2 * half);
  if (color == GO_BLACK)
    cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
draw (ReversiCellBoard *view, cairo_t *cr, double width, double height)
{
  const GoRulesPosition *p = shown (view);
  const GoPosition *go = &p->go;
  Geometry g = geometry (view, width, height);
  double u = g.unit, side = g.size * u, band = BAND * u;
  GtkWidget *widget = GTK_WIDGET (view);

  /* The wooden board. */
  cairo_rectangle (cr, g.x0 - band, g.y0 - band, side + 2 * band, side + 2 * band);
  reversi_board_set_color (widget, cr, "go_wood", 1.0);
  cairo_fill (cr);

  /* The coordinates, as GTP writes them. */
  reversi_board_set_color (widget, cr, "go_label", 1.0);
  for (int i = 0; i < g.size; i++) {
    char column[GO_NOTATION_SIZE], row[8];
    go_move_to_gtp (g.size, i, column);
    column[1] = '\0';
    g_snprintf (row, sizeof row, "%d", i + 1);
    double cx = g.x0 + (i + 0.5) * u, cy = g.y0 + (g.size - 1 - i + 0.5) * u;
    reversi_draw_text (widget, cr, column, cx, g.y0 - band / 2, band * 0.5);
    reversi_draw_text (widget, cr, column, cx, g.y0 + side + band / 2, band * 0.5);
    reversi_draw_text (widget, cr, row, g.x0 - band / 2, cy, band * 0.5);
    reversi_draw_text (widget, cr, row, g.x0 + side + band / 2, cy, band * 0.5);
  }

  /* The grid through the points' centres. */
  reversi_board_set_color (widget, cr, "go_grid", 1.0);
  cairo_set_line_width (cr, MAX (1.5, u * 0.025) * reversi_board_line_scale ());
  for (int i = 0; i < g.size; i++) {
    double at = (i + 0.5) * u;
    cairo_move_to (cr, g.x0 + u / 2, g.y0 + at);
    cairo_line_to (cr, g.x0 + side - u / 2, g.y0 + at);
    cairo_move_to (cr, g.x0 + at, g.y0 + u / 2);
    cairo_line_to (cr, g.x0 + at, g.y0 + side - u / 2);
  }
  cairo_stroke (cr);

  GoScore score = { 0 };
  gboolean counted = game_counted (p);
  if (counted)
    go_score (go, &score);
  uint32_t captured = captured_by_last (view);
  const GoRulesPosition *before = reversi_cell_board_get_before (view);
  int last = reversi_cell_board_get_last_move (view);
  int hover = reversi_board_get_hover_cell (REVERSI_BOARD (view));
  double radius = u * 0.44;

  for (int point = 0; point < go_position_point_count (go); point++) {
    double x, y;
    point_centre (&g, point, &x, &y);
    uint32_t bit = UINT32_C (1) << point;
    int color = go_position_color_at (go, point);
    if (color >= 0) {
      draw_stone (cr, color, x, y, radius, 1.0);
      if (point == last) {
        /* The last move: a ring in the other colour. */
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, radius * 0.45, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, color == GO_BLACK ? 0.98 : 0.08, color == GO_BLACK ? 0.98 : 0.08,
                              color == GO_BLACK ? 0.96 : 0.08);
        cairo_set_line_width (cr, MAX (2.0, u * 0.05));
        cairo_stroke (cr);
      }
      if (counted && (score.seki & bit)) {
        /* Seki: a triangle on the stone. */
        cairo_move_to (cr, x, y - radius * 0.5);
        cairo_line_to (cr, x + radius * 0.45, y + radius * 0.3);
        cairo_line_to (cr, x - radius * 0.45, y + radius * 0.3);
        cairo_close_path (cr);
        cairo_set_source_rgb (cr, 0.85, 0.15, 0.10);
        cairo_set_line_width (cr, MAX (2.0, u * 0.04));
        cairo_stroke (cr);
      }
    } else if ((captured & bit) && before) {
      /* A stone the last move captured, faintly, with a cross. */
      int was = (before->go.stones[GO_BLACK] & bit) ? GO_BLACK : GO_WHITE;
      draw_stone (cr, was, x, y, radius, 0.3);
      cairo_set_source_rgb (cr, 0.80, 0.12, 0.10);
      cairo_set_line_width (cr, MAX (2.0, u * 0.05));
      cairo_move_to (cr, x - radius * 0.4, y - radius * 0.4);
      cairo_line_to (cr, x + radius * 0.4, y + radius * 0.4);
      cairo_move_to (cr, x + radius * 0.4, y - radius * 0.4);
      cairo_line_to (cr, x - radius * 0.4, y + radius * 0.4);
      cairo_stroke (cr);
    } else if (counted && (score.seki_dame & bit)) {
      /* A dame that keeps stones in seki: a ring in the seki mark's colour. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, u * 0.16, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.85, 0.15, 0.10);
      cairo_set_line_width (cr, MAX (2.0, u * 0.04));
      cairo_stroke (cr);
    } else if (counted && (score.territory[GO_BLACK] & bit)) {
      draw_territory (cr, GO_BLACK, x, y, u);
    } else if (counted && (score.territory[GO_WHITE] & bit)) {
      draw_territory (cr, GO_WHITE, x, y, u);
    } else if (point == hover && reversi_board_is_interactive (REVERSI_BOARD (view))
               && reversi_cell_board_is_legal (view, point)) {
      draw_stone (cr, go->to_move, x, y, radius, 0.35);
    }
    if (point == go->ko_point && !go->finished) {
      /* The ko ban (usually where the last move captured): a square
       * outline around the point. */
      double half = u * 0.3;
      cairo_rectangle (cr, x - half, y - half, 2 * half, 2 * half);
      cairo_set_source_rgb (cr, 0.80, 0.12, 0.10);
      cairo_set_line_width (cr, MAX (2.0, u * 0.04));
      cairo_stroke (cr);
    }
  }
}

static void
reversi_go_view_class_init (ReversiGoViewClass *klass)
{
  ReversiCellBoardClass *view_class = REVERSI_CELL_BOARD_CLASS (klass);
  view_class->cell_count = cell_count;
  view_class->cell_bounds = cell_bounds;
  view_class->cell_move = cell_move;
  view_class->cell_name = cell_name;
  view_class->draw = draw;
}

static void
reversi_go_view_init (ReversiGoView *self)
{
}
