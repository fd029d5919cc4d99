/* SPDX-License-Identifier: MIT */
/* kyokumen.h: a Reversi position (the course's Kyokumen).
 *
 * The board is a one-dimensional array `ban` one ring larger than the
 * board itself: on an n x n board the array is (n + 2) x (n + 2) and the
 * ring holds OUTSIDE.  Walking off the board in any of the eight
 * directions therefore always lands on OUTSIDE first, so the move
 * generator needs no bounds checks.  Index 0 is always outside, which is
 * why a pass is written as xy == 0 (see sashite.h).
 *
 *     8x8 board, width 10:   ban[11] is a1, ban[18] is h1,
 *                            ban[21] is a2, ..., ban[88] is h8.
 *
 * BLACK is -1 and WHITE is 1, so the opponent of colour c is -c and
 * ban[xy] * color is +1 for the side to move's discs and -1 for the
 * opponent's: evaluators use that to score from the side to move's view.
 */
#pragma once

#include <glib.h>

#include "sashite.h"

G_BEGIN_DECLS

enum {
  BLACK = -1,
  EMPTY = 0,
  WHITE = 1,
  OUTSIDE = 2,
};

#define KYOKUMEN_MIN_SIZE 4
#define KYOKUMEN_MAX_SIZE 10
#define KYOKUMEN_MAX_WIDTH (KYOKUMEN_MAX_SIZE + 2)
#define KYOKUMEN_MAX_CELLS (KYOKUMEN_MAX_WIDTH * KYOKUMEN_MAX_WIDTH)

/* More than the legal moves of any position (at most the 96 empty squares
 * of a 10x10 board), so a moves[MAX_SASHITE] array never overflows. */
#define MAX_SASHITE 100

/* From any position a game lasts at most two plies per empty square (a
 * pass can never be followed by another pass), so 96 empties give at most
 * 192 plies.  The undo history is sized for that. */
#define KYOKUMEN_MAX_HISTORY 200

/* A move flips at most size - 2 discs in each of the eight directions. */
#define KYOKUMEN_MAX_FLIPS_PER_MOVE (8 * (KYOKUMEN_MAX_SIZE - 2))

/* ishisuu[] index of a colour: 0 for BLACK, 1 for WHITE. */
#define COLOR_INDEX(color) ((color) == BLACK ? 0 : 1)

/* What undo_move needs to take one move back. */
typedef struct {
  int xy;           /* the square played, 0 for a pass */
  int flip_count;   /* discs turned over by the move */
  int flip_start;   /* where they are in Kyokumen.flipped[] */
} KyokumenUndo;

typedef struct {
  int size;                      /* 4, 6, 8 or 10 */
  int width;                     /* size + 2: one row of ban[] */
  int ban[KYOKUMEN_MAX_CELLS];   /* BLACK, EMPTY, WHITE or OUTSIDE */
  int color;                     /* side to move: BLACK or WHITE */
  int tesuu;                     /* plies played, passes included */
  int ishisuu[2];                /* discs on the board: [0] black, [1] white */
  int empty_count;               /* empty squares */

  /* Undo bookkeeping: not part of the position itself. */
  int directions[8];             /* index steps to the 8 neighbours */
  int history_length;
  KyokumenUndo history[KYOKUMEN_MAX_HISTORY];
  int flipped[KYOKUMEN_MAX_HISTORY * KYOKUMEN_MAX_FLIPS_PER_MOVE];
} Kyokumen;

/** kyokumen_is_valid_size: TRUE for the board sizes the kit plays (4, 6, 8, 10). */
gboolean kyokumen_is_valid_size (int size);

/** kyokumen_init: the standard start on a size x size board, Black to move. */
void kyokumen_init (Kyokumen *k, int size);

/** kyokumen_init_empty: an empty board (for setting up positions). */
void kyokumen_init_empty (Kyokumen *k, int size, int color);

/** kyokumen_set_disc: put a disc (or EMPTY) on a square, keeping the counts right.
 * Clears the undo history: the result is a new starting point. */
void kyokumen_set_disc (Kyokumen *k, int xy, int disc);

/** kyokumen_xy: the ban[] index of column col and row row (both 0-based). */
static inline int
kyokumen_xy (const Kyokumen *k, int col, int row)
{
  return (row + 1) * k->width + col + 1;
}

/** kyokumen_is_square: TRUE when xy is a square of the board (not outside). */
gboolean kyokumen_is_square (const Kyokumen *k, int xy);

/** kyokumen_count_flips: discs that `color` playing at xy would turn over
 * (0 when the move is not legal). */
int kyokumen_count_flips (const Kyokumen *k, int xy, int color);

/** kyokumen_mobility: the number of squares where `color` can play. */
int kyokumen_mobility (const Kyokumen *k, int color);

/** kyokumen_generate_moves: write the legal moves of the side to move into
 * moves[] (squares in ban[] order) and return how many there are.
 * When the side to move cannot play but the opponent can, the only move is
 * a pass (xy == 0) and 1 is returned.  When neither side can play the game
 * is over and 0 is returned: a terminal node. */
int kyokumen_generate_moves (const Kyokumen *k, Sashite moves[MAX_SASHITE]);

/** kyokumen_is_legal: TRUE when move is one generate_moves would return. */
gboolean kyokumen_is_legal (const Kyokumen *k, Sashite move);

/** kyokumen_is_game_over: TRUE when neither side can play. */
gboolean kyokumen_is_game_over (const Kyokumen *k);

/** kyokumen_make_move: play a legal move (or a pass) for the side to move. */
void kyokumen_make_move (Kyokumen *k, Sashite move);

/** kyokumen_undo_move: take back `move`, which must be the last move made.
 * Every field is restored exactly. */
void kyokumen_undo_move (Kyokumen *k, Sashite move);

/** kyokumen_disc_difference: side to move's discs minus the opponent's. */
static inline int
kyokumen_disc_difference (const Kyokumen *k)
{
  int own = k->ishisuu[COLOR_INDEX (k->color)];
  int other = k->ishisuu[COLOR_INDEX (-k->color)];
  return own - other;
}

/** kyokumen_perft: the number of move sequences of depth plies from k,
 * the standard test of a move generator.  A pass is a ply, and a game
 * that ends before depth counts once, at the ply it ends.  With
 * play_leaves the moves of the last ply are made and undone too (what a
 * test of make/undo wants); without, they are only counted (faster).  k
 * is moved forward and back and left as it was. */
guint64 kyokumen_perft (Kyokumen *k, int depth, gboolean play_leaves);

/** kyokumen_final_score: the score of a finished game from the side to
 * move's view, with the empty squares given to the winner (the convention
 * of endgame test suites such as FFO). */
int kyokumen_final_score (const Kyokumen *k);

/** kyokumen_equal_position: TRUE when board, side to move and counts agree
 * (the undo history is not compared). */
gboolean kyokumen_equal_position (const Kyokumen *a, const Kyokumen *b);

/** kyokumen_to_board_string: n*n characters X/O/- row 1 first, a space, and
 * X or O for the side to move.  Free with g_free(). */
char *kyokumen_to_board_string (const Kyokumen *k);

/** kyokumen_from_board_string: set up a position from a board string
 * (see kyokumen_to_board_string; whitespace between characters is
 * ignored, the size follows from the number of squares).  On error k is
 * left unchanged and the message names the character that is wrong. */
gboolean kyokumen_from_board_string (Kyokumen *k, const char *text, GError **error);

/** kyokumen_looks_like_board_string: TRUE when text has at least one
 * character and only those of a board string (discs, empties, the side to
 * move, spaces): how a pasted position is told from a move list, whose
 * moves have digits.  Whether it is a whole board is for
 * kyokumen_from_board_string to say. */
gboolean kyokumen_looks_like_board_string (const char *text);

/** kyokumen_to_text: the board drawn in text with coordinates, for the
 * terminal and for messages (X black, O white, . empty). Free with g_free(). */
char *kyokumen_to_text (const Kyokumen *k);

/* A function that scores a position from the side to move's view: an
 * evaluator (the course's Evaluator is a name and one of these). */
typedef int (*EvaluateFunction) (const Kyokumen *kyokumen);

/** color_name: "Black" or "White", translated. */
const char *color_name (int color);

G_END_DECLS
