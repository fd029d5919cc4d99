/* SPDX-License-Identifier: MIT */
/* connect-four.h: Connect Four on 6 rows and 7 columns, as GameRules.
 *
 * Two players drop discs in turn into one of the 7 columns; a disc falls
 * to the lowest empty cell of its column.  Red moves first.  Four discs
 * of one colour in a row, a column or a diagonal win at once; a full
 * board without four is a draw.
 *
 * A move is a column, 0 to 6, written as its letter "a" to "g".  Cells
 * are numbered row * 7 + column with row 0 at the bottom (the text shows
 * row 1 at the bottom, as the board stands).
 *
 * Values.  A won game is worth CONNECT_FOUR_WIN_BASE minus the discs on
 * the board to the winner, so a quicker win is worth more and the value
 * does not depend on where a search started (as tic-tac-toe counts its
 * marks).  The evaluation counts, over the 69 lines of four cells, those
 * only one side has discs in: 1, 3 or 9 for one, two or three discs,
 * always less than a win.
 *
 * Position text (connect_four_from_text): the 6 rows from the top, 7
 * cells each, R (red), Y (yellow) and '.', spaces and '/' ignored, e.g.
 * "......./......./......./......./......./...R..."; the side to move
 * follows from the counts.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

#define CONNECT_FOUR_COLUMNS 7
#define CONNECT_FOUR_ROWS 6
#define CONNECT_FOUR_CELLS (CONNECT_FOUR_COLUMNS * CONNECT_FOUR_ROWS)

/* A won game is worth this minus the discs on the board (see above). */
#define CONNECT_FOUR_WIN_BASE 1000

enum {
  CONNECT_FOUR_EMPTY = 0,
  CONNECT_FOUR_RED = 1,      /* side 0 */
  CONNECT_FOUR_YELLOW = 2,   /* side 1 */
};

typedef struct {
  guint8 cell[CONNECT_FOUR_CELLS];       /* row * 7 + column, row 0 at the bottom */
  guint8 height[CONNECT_FOUR_COLUMNS];   /* discs in each column */
  gint8 to_move;                         /* 0 red, 1 yellow */
  gint8 winner;                          /* the side with four in a row, or -1 */
  gint8 discs;                           /* discs on the board */
} ConnectFour;

/** connect_four_rules: the game as GameRules (name "connect-four"). */
const GameRules *connect_four_rules (void);

/** connect_four_four: a line of four of one colour on the board (the
 * first found): TRUE with its cells in cells[], bottom-left end first;
 * FALSE when there is none. */
gboolean connect_four_four (const ConnectFour *c, int cells[4]);

/** connect_four_cell_text: the cell's name ("d3": column, then row from
 * the bottom), for the app's plug-in and board. */
void connect_four_cell_text (int cell, char text[GAME_NOTATION_SIZE]);

/** connect_four_from_text: set up *c from its text (see above); FALSE
 * with a GAME_ERROR_POSITION naming what is wrong, *c unchanged. */
gboolean connect_four_from_text (const char *text, ConnectFour *c, GError **error);

G_END_DECLS
