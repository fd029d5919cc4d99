/* SPDX-License-Identifier: MIT */
/* reversi-board.h: what every game's board widget is, whatever it draws.
 *
 * The abstract class of the boards: Reversi's (reversi-board-view.h) and
 * the GameRules games' (reversi-cell-board.h, itself abstract, with one
 * subclass per game).  The window talks to the board it shows through
 * this class for what all boards do alike: whether a person may play on
 * it now, whether it marks the legal moves, and whether the person is
 * playing on it with the keyboard (then the move entry leaves the focus
 * where it is).
 *
 * The base also owns the cells: each cell (a square, a pit, a point) is a
 * flat button over the drawing, so a click, the keyboard (Tab onto the
 * board, the arrow keys, Enter) and a screen reader (each cell's
 * accessible name) reach it the same way, and the cell under the pointer
 * or the keyboard is the "hover" cell a board previews its move on.  What
 * a cell is, where it lies, what it is called and what playing it means
 * stay with each board, asked through the class's functions: a Reversi
 * square and a Kalah pit are different things.
 */
#pragma once

#include <gtk/gtk.h>

#include "reversi-game-session.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_BOARD (reversi_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (ReversiBoard, reversi_board, REVERSI, BOARD, GtkWidget)

struct _ReversiBoardClass {
  GtkWidgetClass parent_class;

  /* Where cell lies when the widget is width x height (its button covers it). */
  void (*cell_bounds) (ReversiBoard *self, int cell, double width, double height,
                       graphene_rect_t *bounds);
  /* What a screen reader says of cell ("d3, empty, legal move"); g_free()d. */
  char *(*cell_name) (ReversiBoard *self, int cell);
  /* Whether a click on cell would play now (the pointer's shape says so). */
  gboolean (*cell_playable) (ReversiBoard *self, int cell);
  /* A click, Enter or Space on cell.  Called also when no person may play
   * or the move is illegal, so the window can say why nothing was played. */
  void (*cell_activated) (ReversiBoard *self, int cell);
  /* The cell the keyboard lands on the first time it enters the board
   * (NULL: the middle one in the cells' order). */
  int (*first_cell) (ReversiBoard *self);
  /* Draw the whole board (the cell buttons draw only their focus ring, on top). */
  void (*draw) (ReversiBoard *self, cairo_t *cr, double width, double height);
  /* Show session's position after `shown` moves, and the last of them. */
  void (*show_game) (ReversiBoard *self, ReversiGameSession *session, int shown);
  /* Mark move (a move of the game shown) as the hint; -1 clears the mark. */
  void (*set_hint) (ReversiBoard *self, int move);
};

/** reversi_board_show_game: show session's position after `shown` moves
 * (0 .. its length), the last of them marked. */
void reversi_board_show_game (ReversiBoard *self, ReversiGameSession *session, int shown);

/** reversi_board_set_hint: mark move as the hint; -1 clears the mark, and
 * a board that cannot mark a move (Reversi's pass) leaves none. */
void reversi_board_set_hint (ReversiBoard *self, int move);

/** reversi_board_set_interactive: whether a human may play now: clicks
 * are reported as moves, and the legal moves may be marked. */
void reversi_board_set_interactive (ReversiBoard *self, gboolean interactive);

/** reversi_board_is_interactive: see reversi_board_set_interactive. */
gboolean reversi_board_is_interactive (ReversiBoard *self);

/** reversi_board_set_show_legal_moves: mark every legal move while a
 * human may play (else only the one under the pointer). */
void reversi_board_set_show_legal_moves (ReversiBoard *self, gboolean show);

/** reversi_board_get_show_legal_moves: see reversi_board_set_show_legal_moves. */
gboolean reversi_board_get_show_legal_moves (ReversiBoard *self);

/** reversi_board_has_keyboard_focus: a square or cell has the focus
 * because the person moved it there (Shift+Tab, the arrow keys). */
gboolean reversi_board_has_keyboard_focus (ReversiBoard *self);

/** reversi_board_get_cell_count: how many cells the board shows. */
int reversi_board_get_cell_count (ReversiBoard *self);

/** reversi_board_get_hover_cell: the cell under the pointer, else the
 * one with the keyboard focus, or -1. */
int reversi_board_get_hover_cell (ReversiBoard *self);

/** reversi_board_get_focus_cell: the cell with the keyboard focus, or -1. */
int reversi_board_get_focus_cell (ReversiBoard *self);

/* ---- for the subclasses ------------------------------------------------ */

/** reversi_board_set_cell_count: the board now shows count cells (buttons
 * come and go with the game and size shown); lays them out again. */
void reversi_board_set_cell_count (ReversiBoard *self, int count);

/** reversi_board_name_cell: ask the subclass for cell's name again. */
void reversi_board_name_cell (ReversiBoard *self, int cell);

/** reversi_board_name_cells: every cell's name again (a new position). */
void reversi_board_name_cells (ReversiBoard *self);

/** reversi_draw_text: text centred on (cx, cy), font_px high, in the
 * current source colour: the coordinates round a board, the counts in
 * Kalah's pits. */
void reversi_draw_text (GtkWidget *widget, cairo_t *cr, const char *text, double cx, double cy,
                        double font_px);

/** reversi_board_set_color: cr's source to the board colour name
 * ("reversi_felt", "cell_hint"...) of the app's style sheets, times alpha.
 * The colours of every board live there, once: style.css, with
 * style-dark.css and style-hc.css for the system's dark style and high
 * contrast (libadwaita loads the one the style manager asks for). */
void reversi_board_set_color (GtkWidget *widget, cairo_t *cr, const char *name, double alpha);

/** reversi_board_line_scale: how much thicker lines are drawn: 1, or more
 * under high contrast. */
double reversi_board_line_scale (void);

/** reversi_board_set_keyboard_playing: the person moved onto the board
 * with the keyboard (TRUE), or left it (FALSE). */
void reversi_board_set_keyboard_playing (ReversiBoard *self, gboolean playing);

G_END_DECLS
