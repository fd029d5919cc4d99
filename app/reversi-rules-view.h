/* reversi-rules-view.h: a view of a GameRules position, the board of
 * tic-tac-toe, Kalah or Go.
 *
 * What the three boards share lives here, and nothing more: the position
 * on show (with the one before it, so a subclass can show what the last
 * move did), the legal moves, and the cells: each cell (a square, a pit or
 * store, a point) is a flat button over the drawing, so a click, the
 * keyboard (Tab onto the board, the arrow keys, Enter) and a screen reader
 * (each cell's accessible name) reach it the same way.  A subclass says
 * where its cells are, what playing each means, what each is called, and
 * draws the board; "move-chosen" tells the window which move a cell
 * stands for, and the window plays it or says why not.
 *
 * Reversi keeps its own board (reversi-board-view.h), with its flips
 * preview and hint; it shares the text drawing only.
 */
#pragma once

#include <gtk/gtk.h>

#include "game-rules.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_RULES_VIEW (reversi_rules_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (ReversiRulesView, reversi_rules_view, REVERSI, RULES_VIEW, GtkWidget)

struct _ReversiRulesViewClass {
  GtkWidgetClass parent_class;

  /* How many cells the board has (fixed once a position of the game is set). */
  int (*cell_count) (ReversiRulesView *self);
  /* Where cell lies when the widget is width x height. */
  void (*cell_bounds) (ReversiRulesView *self, int cell, double width, double height,
                       graphene_rect_t *bounds);
  /* The move a click on cell asks for (legal or not: the window says why
   * an illegal one is refused); -1 for a cell that is no move (a store). */
  int (*cell_move) (ReversiRulesView *self, int cell);
  /* What a screen reader says of cell ("b2, X, last move"). */
  char *(*cell_name) (ReversiRulesView *self, int cell);
  /* Draw the whole board. */
  void (*draw) (ReversiRulesView *self, cairo_t *cr, double width, double height);
};

/** reversi_rules_view_set_position: show position (copied) of rules;
 * before (copied, may be NULL) is the position the last move was played
 * from, and last_move that move (-1: none).  The copies are plain data: a
 * subclass must not follow a parent pointer in them. */
void reversi_rules_view_set_position (ReversiRulesView *self, const GameRules *rules,
                                      const void *position, const void *before, int last_move);

/** reversi_rules_view_set_interactive: whether a human may play now (the
 * legal moves are marked and named). */
void reversi_rules_view_set_interactive (ReversiRulesView *self, gboolean interactive);

/** reversi_rules_view_has_keyboard_focus: a cell has the focus because
 * the person moved it there (Shift+Tab, the arrow keys). */
gboolean reversi_rules_view_has_keyboard_focus (ReversiRulesView *self);

/** reversi_rules_view_get_focus_cell: the cell with the focus, or -1. */
int reversi_rules_view_get_focus_cell (ReversiRulesView *self);

/** reversi_rules_view_get_cell_count: the cells of the board on show. */
int reversi_rules_view_get_cell_count (ReversiRulesView *self);

/** reversi_rules_view_get_cell_bounds: where cell is, in the view's
 * coordinates. */
void reversi_rules_view_get_cell_bounds (ReversiRulesView *self, int cell,
                                         graphene_rect_t *bounds);

/** reversi_rules_view_get_cell_move: the move a click on cell asks
 * for, or -1 for a cell that is no move. */
int reversi_rules_view_get_cell_move (ReversiRulesView *self, int cell);

/** reversi_rules_view_get_cell_name: the cell's accessible name.  Free
 * with g_free(). */
char *reversi_rules_view_get_cell_name (ReversiRulesView *self, int cell);

/* ---- for the subclasses ------------------------------------------------ */

const GameRules *reversi_rules_view_get_rules (ReversiRulesView *self);
/** reversi_rules_view_get_position: the position on show (NULL before one is set). */
const void *reversi_rules_view_get_position (ReversiRulesView *self);
/** reversi_rules_view_get_before: the position before the last move, or NULL. */
const void *reversi_rules_view_get_before (ReversiRulesView *self);
int reversi_rules_view_get_last_move (ReversiRulesView *self);
gboolean reversi_rules_view_is_interactive (ReversiRulesView *self);
/** reversi_rules_view_is_legal: move is a legal move of the position on show. */
gboolean reversi_rules_view_is_legal (ReversiRulesView *self, int move);
/** reversi_rules_view_get_hover_cell: the cell under the pointer or the
 * keyboard, or -1. */
int reversi_rules_view_get_hover_cell (ReversiRulesView *self);

/** reversi_rules_view_fit: the largest unit such that a board of units_x
 * x units_y units fits width x height, and the board's top left corner
 * (*x0, *y0) with the board centred, in whole pixels. */
void reversi_rules_view_fit (double width, double height, double units_x, double units_y,
                             double *unit, double *x0, double *y0);

/** reversi_draw_text: text centred on (cx, cy), font_px high, in the
 * current source colour (also the Reversi board's coordinates). */
void reversi_draw_text (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
                        double font_px);

G_END_DECLS
