/* SPDX-License-Identifier: MIT */
/* tictactoe.h: tic-tac-toe (S. Matoike's text), its rules and notation.
 *
 * The board is 9 cells numbered row by row, 0 to 8, which is also the
 * order Matoike's players try them:
 *
 *        a   b   c          columns a to c, left to right
 *    1   0 | 1 | 2          rows 1 to 3, top to bottom
 *    2   3 | 4 | 5          (like the Reversi kit: a1 is the top left)
 *    3   6 | 7 | 8
 *
 * X moves first.  A side that completes a row, a column or a diagonal
 * with its own marks wins at once; a full board without a line is a draw.
 *
 * Two ways in.  The TicTacToe functions below are plain C on one struct,
 * with tictactoe_play and tictactoe_undo changing it in place as
 * Matoike's Python does: the shape a student writes minimax in (exercises
 * t1 and t2, tictactoe-search.h).  tictactoe_rules() is the same game as
 * a GameRules for the kit's common search (games/search/game-rules.h).
 *
 * Values.  Matoike's code scores a finished game from the machine's view as
 * 10 - depth for a win, depth - 10 for a loss and 0 for a draw, where
 * depth counts the moves after the machine's move at the root.  The
 * GameRules value must not depend on where the search started (a table
 * reuses it), so it counts marks instead: a game won with the n-th mark
 * is worth 11 - n to the winner, which is Matoike's value when the
 * search starts from the empty board, and orders every pair of results
 * as Matoike's does from any start.
 *
 * Position text (tictactoe_from_text): the 9 cells row by row, X, O and
 * '.' (or '-'), spaces ignored, e.g. "x.o .x. ..o"; the side to move
 * follows from the counts.
 */
#pragma once

#include <glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

#define TICTACTOE_CELLS 9

enum {
  TICTACTOE_EMPTY = 0,
  TICTACTOE_X = 1,   /* the first player's mark (side 0) */
  TICTACTOE_O = 2,   /* the second player's mark (side 1) */
};

/* The mark of side 0 or 1, and the side of a mark. */
#define TICTACTOE_MARK_OF_SIDE(side) ((side) + 1)
#define TICTACTOE_SIDE_OF_MARK(mark) ((mark) - 1)

/* A won game is worth this minus the marks on the board (see above). */
#define TICTACTOE_WIN_BASE 11

/* The 8 lines, each three cells. */
extern const int tictactoe_lines[8][3];

typedef struct {
  int cell[TICTACTOE_CELLS];   /* TICTACTOE_EMPTY, _X or _O */
  int to_move;                 /* 0 (X) or 1 (O) */
  int marks;                   /* marks on the board */
} TicTacToe;

/** tictactoe_init: the empty board, X to move. */
void tictactoe_init (TicTacToe *t);

/** tictactoe_line_owner: the mark that fills one of the 8 lines, or
 * TICTACTOE_EMPTY when no line is complete.  Three empty cells are not
 * a line. */
int tictactoe_line_owner (const TicTacToe *t);

/** tictactoe_is_over: a line is complete or the board is full. */
gboolean tictactoe_is_over (const TicTacToe *t);

/** tictactoe_generate_moves: the empty cells in order 0..8 (none once
 * the game is over); returns how many. */
int tictactoe_generate_moves (const TicTacToe *t, int moves[TICTACTOE_CELLS]);

/** tictactoe_play: put the side to move's mark on the empty cell and pass
 * the turn.  tictactoe_undo takes it back. */
void tictactoe_play (TicTacToe *t, int cell);
void tictactoe_undo (TicTacToe *t, int cell);

/* What a search cost: nodes are the positions it went into (the root
 * included), evaluations the finished games among them. */
typedef struct {
  guint64 nodes;
  guint64 evaluations;
} TicTacToeCounts;

/** tictactoe_count_moves: from now on, on this thread, add every
 * tictactoe_play to *counts: a node each, and an evaluation when the move
 * finishes the game.  NULL stops counting.  This measures a search that
 * knows nothing of counting (Matoike's, the student's) without trusting
 * it; the caller counts the root. */
void tictactoe_count_moves (TicTacToeCounts *counts);

/** tictactoe_trace_begin: record into tree (search-tree.h), as a search
 * named method, every position a search reaches from root by
 * tictactoe_play, until tictactoe_trace_end.  For Matoike's searches (the
 * warm-ups t1 and t2), whose only calls into the kit are tictactoe_play
 * and tictactoe_undo: each position reached is a node with its empty
 * cells as moves, a finished game a leaf valued tictactoe_final_value
 * (the student's own tictactoe_end_value is not seen; it orders games as
 * this does).  This thread only. */
typedef struct SearchTree SearchTree;   /* search-tree.h (common/) */
void tictactoe_trace_begin (SearchTree *tree, const TicTacToe *root, const char *method);
void tictactoe_trace_end (void);

/** tictactoe_final_value: a finished game from the side to move's view:
 * -(11 - marks) when the opponent has completed a line, 0 for a draw. */
int tictactoe_final_value (const TicTacToe *t);

/** tictactoe_evaluate: a heuristic for an unfinished position, side to
 * move's view: lines still open to the side to move (no opponent mark)
 * minus lines open to the opponent. */
int tictactoe_evaluate (const TicTacToe *t);

/** tictactoe_cell_to_text: "a1".."c3" into text (at least 3 bytes). */
void tictactoe_cell_to_text (int cell, char *text);

/** tictactoe_cell_from_text: read "b2" (or "B2", spaces around allowed);
 * FALSE with a GAME_ERROR saying what is wrong otherwise. */
gboolean tictactoe_cell_from_text (const char *text, int *cell, GError **error);

/** tictactoe_to_text: the board with its coordinates and the state of the
 * game, as lines; free with g_free(). */
char *tictactoe_to_text (const TicTacToe *t);

/** tictactoe_from_text: see "Position text" above.  Refuses a count of
 * marks no game reaches, and a line that could not have ended the game
 * (both sides with lines, or a line by the side to move). */
gboolean tictactoe_from_text (const char *text, TicTacToe *t, GError **error);

/** tictactoe_key: an exact key of the position under board symmetry s
 * (board-symmetry.h): the cells as a base-3 number, 0..19682. */
guint64 tictactoe_key (const TicTacToe *t, int symmetry);

/** tictactoe_rules: the game as GameRules (8 symmetries, exact keys). */
const GameRules *tictactoe_rules (void);

G_END_DECLS
