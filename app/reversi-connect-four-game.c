/* reversi-connect-four-game.c: Connect Four in the app, its plug-in and
 * its board.
 *
 * Minimax and alpha-beta are the common searches; Connect Four is not
 * solved here, so there is no perfect play.  The board is small enough to
 * live with its plug-in: a click anywhere in a column drops a disc there.
 */
#include "reversi-game-catalog.h"

#include <glib/gi18n-lib.h>

#include "connect-four.h"
#include "reversi-cell-board.h"

/* ---- the board --------------------------------------------------------- */

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

static void
cell_to_text (int cell, char text[GAME_NOTATION_SIZE])
{
  g_snprintf (text, GAME_NOTATION_SIZE, "%c%d", 'a' + cell % CONNECT_FOUR_COLUMNS,
              cell / CONNECT_FOUR_COLUMNS + 1);
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
  cell_to_text (cell, where);
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
draw_disc (cairo_t *cr, int disc, double cx, double cy, double cell, double alpha)
{
  if (disc == CONNECT_FOUR_RED)
    cairo_set_source_rgba (cr, 0.80, 0.12, 0.10, alpha);
  else if (disc == CONNECT_FOUR_YELLOW)
    cairo_set_source_rgba (cr, 0.98, 0.80, 0.10, alpha);
  else
    cairo_set_source_rgb (cr, 0.97, 0.95, 0.89);
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
  cairo_set_source_rgb (cr, 0.17, 0.22, 0.30);
  cairo_fill (cr);
  cairo_rectangle (cr, g.x0, g.y0, w, h);
  cairo_set_source_rgb (cr, 0.10, 0.30, 0.62);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0.93, 0.90, 0.80);
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
  int hover = reversi_cell_board_get_hover_cell (view), landing = -1;
  if (hover >= 0 && reversi_board_is_interactive (REVERSI_BOARD (view))
      && reversi_cell_board_is_legal (view, hover % CONNECT_FOUR_COLUMNS))
    landing = c->height[hover % CONNECT_FOUR_COLUMNS] * CONNECT_FOUR_COLUMNS
              + hover % CONNECT_FOUR_COLUMNS;
  int last = last_cell (view);
  for (int cell = 0; cell < CONNECT_FOUR_CELLS; cell++) {
    double cx, cy;
    cell_centre (&g, cell, &cx, &cy);
    draw_disc (cr, CONNECT_FOUR_EMPTY, cx, cy, g.cell, 1.0);
    if (c->cell[cell] != CONNECT_FOUR_EMPTY)
      draw_disc (cr, c->cell[cell], cx, cy, g.cell, 1.0);
    else if (cell == landing)
      draw_disc (cr, c->to_move + 1, cx, cy, g.cell, 0.35);
    if (cell == last || in_four (c, cell)) {
      /* A ring: the last disc, or the four that won (green). */
      if (in_four (c, cell))
        cairo_set_source_rgba (cr, 0.10, 0.55, 0.20, 0.95);
      else
        cairo_set_source_rgb (cr, 1.0, 0.95, 0.75);
      cairo_set_line_width (cr, MAX (2.0, g.cell * 0.07));
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

/* ---- what the window says -------------------------------------------- */

static char *
four_text (const ConnectFour *c)
{
  int cells[4];
  GString *s = g_string_new (NULL);
  if (connect_four_four (c, cells))
    for (int i = 0; i < 4; i++) {
      char name[GAME_NOTATION_SIZE];
      cell_to_text (cells[i], name);
      if (i > 0)
        g_string_append (s, _(", "));
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

static char *
describe_move (const GameRules *rules, const void *before, int move)
{
  ConnectFour after;
  rules->make_move (rules, before, move, &after);
  if (after.winner >= 0) {
    g_autofree char *cells = four_text (&after);
    /* TRANSLATORS: the side that made four ("Red") and the four's cells ("d1, d2, d3, d4"). */
    return g_strdup_printf (_("%1$s has four in a row: %2$s."), _(rules->side_names[after.winner]),
                            cells);
  }
  if (after.discs == CONNECT_FOUR_CELLS)
    return g_strdup (_("The board is full without four in a row: a draw."));
  return g_strdup ("");
}

static char *
counts_text (const GameRules *rules, const void *position)
{
  return g_strdup ("");
}

static char *
result_text (const GameRules *rules, const void *finished)
{
  const ConnectFour *c = finished;
  if (c->winner < 0)
    return g_strdup_printf ("%s\n%s", _("Draw"), _("The board is full without four in a row."));
  g_autofree char *cells = four_text (c);
  /* TRANSLATORS: the winner of Connect Four ("Red wins"), then the four's cells and the discs played. */
  return g_strdup_printf (_("%1$s wins\nFour in a row: %2$s, with %3$d discs on the board."),
                          _(rules->side_names[c->winner]), cells, c->discs);
}

const ReversiGameInfo reversi_connect_four_games[] = { {
  .id = "connect-four",
  .side_labels = { N_("Red (moves first)"), N_("Yellow") },
  .move_example = N_("a column: a–g"),
  .choose = {
    [REVERSI_RULES_RANDOM] = reversi_rules_choose_random,
    [REVERSI_RULES_MINIMAX] = reversi_rules_choose_by_search,
    [REVERSI_RULES_ALPHA_BETA] = reversi_rules_choose_by_search,
  },
  .uses_depth = { [REVERSI_RULES_MINIMAX] = TRUE, [REVERSI_RULES_ALPHA_BETA] = TRUE },
  .default_computer = { REVERSI_RULES_ALPHA_BETA, 6 },
  .view_type = reversi_connect_four_view_get_type,
  .describe_move = describe_move,
  .counts_text = counts_text,
  .result_text = result_text,
}, { NULL } };
