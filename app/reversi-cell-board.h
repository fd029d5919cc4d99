/* SPDX-License-Identifier: MIT */
/* reversi-cell-board.h: the board of a game played through GameRules,
 * made of cells (squares, pits and stores, points); abstract, with one
 * subclass per game (reversi-tictactoe-view.c, reversi-kalah-view.c,
 * reversi-go-view.c).
 *
 * What those boards share lives here, and nothing more: the position
 * on show (with the one before it, so a subclass can show what the last
 * move did), the legal moves and the hint, and their marks.  A subclass
 * says where its cells are, what playing each means, what each is called,
 * and draws the board; "move-chosen" tells the window which move a cell
 * stands for, and the window plays it or says why not.
 *
 * It is a ReversiBoard (reversi-board.h), as Reversi's own board
 * (reversi-board-view.h) is: whether a person may play, the cells as
 * buttons, the pointer and the keyboard over them are the base class's.
 */
#pragma once

#include <gtk/gtk.h>

#include "game-rules.h"
#include "reversi-board.h"

G_BEGIN_DECLS

#define REVERSI_TYPE_CELL_BOARD (reversi_cell_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (ReversiCellBoard, reversi_cell_board, REVERSI, CELL_BOARD, ReversiBoard)

struct _ReversiCellBoardClass {
  ReversiBoardClass parent_class;

  /* How many cells the board has (fixed once a position of the game is set). */
  int (*cell_count) (ReversiCellBoard *self);
  /* Where cell lies when the widget is width x height. */
  void (*cell_bounds) (ReversiCellBoard *self, int cell, double width, double height,
                       graphene_rect_t *bounds);
  /* The move a click on cell asks for (legal or not: the window says why
   * an illegal one is refused); -1 for a cell that is no move (a store). */
  int (*cell_move) (ReversiCellBoard *self, int cell);
  /* What a screen reader says of cell ("b2, X, last move"). */
  char *(*cell_name) (ReversiCellBoard *self, int cell);
  /* Draw the whole board. */
  void (*draw) (ReversiCellBoard *self, cairo_t *cr, double width, double height);
  /* Whether cell shows the legal-move and hint marks of its move, for a
   * game where several cells ask for one move (NULL: every such cell).
   * Connect Four marks only the cell the disc would land on. */
  gboolean (*cell_shows_mark) (ReversiCellBoard *self, int cell);

  /* Where in a cell the legal-move dot goes, as a part of the cell's
   * height below its middle: 0 (the default) for the middle, more where
   * the middle shows something (Kalah's stone counts). */
  double mark_offset;
};

/** reversi_cell_board_set_position: show position (copied) of rules;
 * before (copied, may be NULL) is the position the last move was played
 * from, and last_move that move (-1: none).  The copies are plain data: a
 * subclass must not follow a parent pointer in them. */
void reversi_cell_board_set_position (ReversiCellBoard *self, const GameRules *rules,
                                      const void *position, const void *before, int last_move);

/** reversi_cell_board_set_hint: frame the cell of move, the computer's
 * suggestion, while a human may play; -1 for none.  A new position drops it. */
void reversi_cell_board_set_hint (ReversiCellBoard *self, int move);

/** reversi_cell_board_get_hint: the hint's move, or -1. */
int reversi_cell_board_get_hint (ReversiCellBoard *self);

/** reversi_cell_board_get_cell_count: the cells of the board on show. */
int reversi_cell_board_get_cell_count (ReversiCellBoard *self);

/** reversi_cell_board_get_cell_bounds: where cell is, in the view's
 * coordinates. */
void reversi_cell_board_get_cell_bounds (ReversiCellBoard *self, int cell,
                                         graphene_rect_t *bounds);

/** reversi_cell_board_get_cell_move: the move a click on cell asks
 * for, or -1 for a cell that is no move. */
int reversi_cell_board_get_cell_move (ReversiCellBoard *self, int cell);

/** reversi_cell_board_get_cell_name: the cell's accessible name.  Free
 * with g_free(). */
char *reversi_cell_board_get_cell_name (ReversiCellBoard *self, int cell);

/* ---- for the subclasses ------------------------------------------------ */

const GameRules *reversi_cell_board_get_rules (ReversiCellBoard *self);
/** reversi_cell_board_get_position: the position on show (NULL before one is set). */
const void *reversi_cell_board_get_position (ReversiCellBoard *self);
/** reversi_cell_board_get_before: the position before the last move, or NULL. */
const void *reversi_cell_board_get_before (ReversiCellBoard *self);
int reversi_cell_board_get_last_move (ReversiCellBoard *self);
/** reversi_cell_board_is_legal: move is a legal move of the position on show. */
gboolean reversi_cell_board_is_legal (ReversiCellBoard *self, int move);

/** reversi_cell_board_fit: the largest unit such that a board of units_x
 * x units_y units fits width x height, and the board's top left corner
 * (*x0, *y0) with the board centred, in whole pixels. */
void reversi_cell_board_fit (double width, double height, double units_x, double units_y,
                             double *unit, double *x0, double *y0);


G_END_DECLS
