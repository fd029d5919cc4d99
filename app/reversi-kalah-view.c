/* SPDX-License-Identifier: MIT */
/* reversi-kalah-view.c: drawing Kalah. */
#include "reversi-kalah-view.h"

#include <glib/gi18n-lib.h>

#include "kalah-describe.h"

struct _ReversiKalahView {
  ReversiCellBoard parent_instance;
};

G_DEFINE_FINAL_TYPE (ReversiKalahView, reversi_kalah_view, REVERSI_TYPE_CELL_BOARD)

/* The board is 8 columns (a store, six pits, a store) by 2 rows, with a
 * band for the pit numbers above and below, in units of one pit. */
#define COLUMNS 8
#define BAND 0.5

typedef struct {
  double unit, x0, y0;   /* pit size; top left corner of the board proper */
} Geometry;

static Geometry
geometry (double width, double height)
{
  Geometry g;
  double left, top;
  reversi_cell_board_fit (width, height, COLUMNS + 0.4, 2 + 2 * BAND, &g.unit, &left, &top);
  g.x0 = left + 0.2 * g.unit;
  g.y0 = top + BAND * g.unit;
  return g;
}

static gboolean
is_store (int cell)
{
  return cell == KALAH_FIRST_STORE || cell == KALAH_SECOND_STORE;
}

/* Where cell is, in columns and rows of the board proper. */
static void
cell_rect (const Geometry *g, int cell, graphene_rect_t *r)
{
  double column, row = 0, rows = 1;
  if (cell == KALAH_SECOND_STORE) {
    column = 0;
    rows = 2;
  } else if (cell == KALAH_FIRST_STORE) {
    column = COLUMNS - 1;
    rows = 2;
  } else if (cell < KALAH_FIRST_STORE) {
    column = cell + 1;   /* the first player's pits, left to right */
    row = 1;
  } else {
    column = KALAH_SECOND_STORE - cell;   /* the second's, right to left */
  }
  graphene_rect_init (r, (float) (g->x0 + column * g->unit), (float) (g->y0 + row * g->unit),
                      (float) g->unit, (float) (rows * g->unit));
}

static int
cell_count (ReversiCellBoard *view)
{
  return KALAH_CELLS;
}

static void
cell_bounds (ReversiCellBoard *view, int cell, double width, double height, graphene_rect_t *r)
{
  Geometry g = geometry (width, height);
  cell_rect (&g, cell, r);
}

static int
cell_move (ReversiCellBoard *view, int cell)
{
  return is_store (cell) ? -1 : cell;
}

/* What the last move did, or FALSE when there is none. */
static gboolean
last_effect (ReversiCellBoard *view, KalahMoveEffect *effect)
{
  const Kalah *before = reversi_cell_board_get_before (view);
  int last = reversi_cell_board_get_last_move (view);
  if (!before || last < 0)
    return FALSE;
  kalah_move_effect (before, last, effect);
  return TRUE;
}

static char *
cell_name (ReversiCellBoard *view, int cell)
{
  const Kalah *k = reversi_cell_board_get_position (view);
  const GameRules *rules = reversi_cell_board_get_rules (view);
  int stones = k->cell[cell];
  g_autofree char *what = NULL;
  if (is_store (cell))
    /* TRANSLATORS: a Kalah store: its owner ("First"), the stones in it. */
    what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "store of %1$s, %2$d stone",
                                         "store of %1$s, %2$d stones", stones),
                            _(rules->side_names[cell == KALAH_FIRST_STORE ? 0 : 1]), stones);
  else
    /* TRANSLATORS: a Kalah pit: its number, the stones in it. */
    what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "pit %1$d, %2$d stone",
                                         "pit %1$d, %2$d stones", stones),
                            cell, stones);
  if (!is_store (cell) && reversi_board_is_interactive (REVERSI_BOARD (view))
      && reversi_cell_board_is_legal (view, cell)) {
    char *legal = g_strdup_printf (_("%s, legal move"), what);
    g_free (what);
    what = legal;
  }
  if (cell == reversi_cell_board_get_last_move (view)) {
    char *last = g_strdup_printf (_("%s, last move"), what);
    g_free (what);
    what = last;
  }
  return g_steal_pointer (&what);
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw (ReversiCellBoard *view, cairo_t *cr, double width, double height)
{
  const Kalah *k = reversi_cell_board_get_position (view);
  Geometry g = geometry (width, height);
  double u = g.unit;

  /* The wooden board with the number bands. */
  rounded_rect (cr, g.x0 - 0.2 * u, g.y0 - BAND * u, (COLUMNS + 0.4) * u, (2 + 2 * BAND) * u,
                0.3 * u);
  reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_wood", 1.0);
  cairo_fill (cr);

  KalahMoveEffect effect;
  gboolean has_effect = last_effect (view, &effect);
  int hover = reversi_board_get_hover_cell (REVERSI_BOARD (view));
  gboolean interactive = reversi_board_is_interactive (REVERSI_BOARD (view));

  for (int cell = 0; cell < KALAH_CELLS; cell++) {
    graphene_rect_t r;
    cell_rect (&g, cell, &r);
    double inset = 0.08 * u;
    double x = r.origin.x + inset, y = r.origin.y + inset;
    double w = r.size.width - 2 * inset, h = r.size.height - 2 * inset;
    rounded_rect (cr, x, y, w, h, MIN (w, h) * 0.45);
    /* The sowing: every cell it dropped a stone into is lit; the pit it
     * came from and a captured pit are outlined below. */
    if (has_effect && effect.drops[cell] > 0)
      reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_sown", 1.0);
    else if (interactive && cell == hover && reversi_cell_board_is_legal (view, cell))
      reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_hover", 1.0);
    else
      reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_pit", 1.0);
    cairo_fill (cr);

    if (has_effect && (cell == effect.pit || cell == effect.captured_from)) {
      rounded_rect (cr, x, y, w, h, MIN (w, h) * 0.45);
      if (cell == effect.pit)
        reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_from", 1.0);
      else
        reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_captured", 1.0);
      cairo_set_line_width (cr, MAX (3.0, 0.07 * u));
      cairo_stroke (cr);
    }

    char count[16];
    g_snprintf (count, sizeof count, "%d", k->cell[cell]);
    reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_count", 1.0);
    reversi_draw_text (GTK_WIDGET (view), cr, count, r.origin.x + r.size.width / 2,
                       r.origin.y + r.size.height / 2, 0.38 * u);

    /* The pit's number in the band next to it; the store's owner in it. */
    reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_label", 1.0);
    if (is_store (cell)) {
      const GameRules *rules = reversi_cell_board_get_rules (view);
      const char *owner = _(rules->side_names[cell == KALAH_FIRST_STORE ? 0 : 1]);
      reversi_draw_text (GTK_WIDGET (view), cr, owner, r.origin.x + r.size.width / 2,
                         cell == KALAH_FIRST_STORE ? g.y0 + (2 + BAND / 2) * u
                                                   : g.y0 - BAND / 2 * u,
                         0.2 * u);
    } else {
      char number[8];
      g_snprintf (number, sizeof number, "%d", cell);
      double label_y = cell < KALAH_FIRST_STORE ? g.y0 + (2 + BAND / 2) * u : g.y0 - BAND / 2 * u;
      reversi_draw_text (GTK_WIDGET (view), cr, number, r.origin.x + r.size.width / 2, label_y,
                         0.26 * u);
    }
  }

  /* Whose side is whose, and whose turn it is: a bar along the mover's row. */
  if (!k->over) {
    double y = k->to_move == 0 ? g.y0 + 2 * u - 0.05 * u : g.y0 - 0.01 * u;
    cairo_rectangle (cr, g.x0 + u, y, KALAH_PITS * u, 0.06 * u);
    reversi_board_set_color (GTK_WIDGET (view), cr, "kalah_turn", 1.0);
    cairo_fill (cr);
  }
}

static void
reversi_kalah_view_class_init (ReversiKalahViewClass *klass)
{
  ReversiCellBoardClass *view_class = REVERSI_CELL_BOARD_CLASS (klass);
  view_class->cell_count = cell_count;
  view_class->cell_bounds = cell_bounds;
  view_class->cell_move = cell_move;
  view_class->cell_name = cell_name;
  view_class->draw = draw;
  /* The count fills the pit's middle: the legal-move dot goes under it. */
  view_class->mark_offset = 0.36;
}

static void
reversi_kalah_view_init (ReversiKalahView *self)
{
}
