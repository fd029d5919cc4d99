/* SPDX-License-Identifier: MIT */
/* go-position.h: a position of Go on a board from 2x2 to 5x5, square or
 * rectangular (width and height each 2 to 5).
 *
 * The rules are those of Sei and Kawashima's solver (their paper, docs/sources.md), made exact
 * (docs/go.md lists every reading):
 *   - a move puts a stone on an empty point; opposing chains left without
 *     a liberty are captured; a move whose own chain then has no liberty
 *     (suicide, of one stone or more) is illegal;
 *   - simple ko: when a single stone captures exactly one stone and that
 *     point is its only liberty, the opponent may not play there at once;
 *   - two passes in a row end the game, except when the first of them was
 *     made under a ko ban (the paper's figure 1): that pass lifts the ban
 *     and does not count towards the end;
 *   - the score is territory (Japanese rules art. 8, see go-score.h) plus
 *     prisoners; komi 0.
 * Repetition of a position is a property of the path, not of a position:
 * go-game.h judges it.
 *
 * Points.  The board is at most 25 points, so each colour's stones are one
 * 32-bit mask: point p is bit p, p = row * width + col, with col 0 the left
 * column and row 0 the bottom row.  That is the GTP convention: p = 0 is
 * "A1", the lower left corner (go-notation.h).
 */
#pragma once

#include <glib.h>
#include <stdbool.h>
#include <stdint.h>

G_BEGIN_DECLS

#define GO_MIN_SIZE 2
#define GO_MAX_SIZE 5
#define GO_MAX_POINTS (GO_MAX_SIZE * GO_MAX_SIZE)

/* A move is a point 0 .. width * height - 1 or GO_PASS (the same number on
 * every board, one past the last point of the largest). */
#define GO_PASS GO_MAX_POINTS
/* The most moves a position can have: every point and the pass. */
#define GO_MAX_MOVES (GO_MAX_POINTS + 1)

/* ko_point when no ko ban is in force. */
#define GO_NO_POINT (-1)

typedef enum {
  GO_BLACK = 0,
  GO_WHITE = 1,
} GoColor;

/* The colour that is not c. */
#define GO_OTHER(c) ((GoColor) (1 - (c)))

typedef struct {
  int width, height;      /* columns and rows, each 2 to 5 */
  uint32_t stones[2];     /* stones[GO_BLACK], stones[GO_WHITE]: bit p is point p */
  GoColor to_move;
  int ko_point;           /* the point to_move may not play now, or GO_NO_POINT */
  bool pass_ends;         /* a pass now ends the game: the last move was a pass
                             made while no ko ban was in force */
  bool finished;          /* two passes have ended the game */
  int prisoners[2];       /* stones captured by Black, by White */
} GoPosition;

/* Why a move is not legal (go_position_check_move). */
typedef enum {
  GO_MOVE_LEGAL,
  GO_MOVE_OFF_BOARD,      /* not a point of this board nor a pass */
  GO_MOVE_OCCUPIED,       /* a stone is already there */
  GO_MOVE_SUICIDE,        /* the stone's own chain would have no liberty */
  GO_MOVE_KO,             /* the immediate recapture of a ko */
  GO_MOVE_GAME_OVER,      /* the game has already ended */
} GoMoveCheck;

/** go_position_init: the empty width x height board, Black to move. */
void go_position_init (GoPosition *pos, int width, int height);

/** go_position_prisoner_diff: stones Black has captured minus stones
 * White has captured (the paper's "difference of prisoners"). */
static inline int
go_position_prisoner_diff (const GoPosition *pos)
{
  return pos->prisoners[GO_BLACK] - pos->prisoners[GO_WHITE];
}

/** go_position_point_count: width * height. */
static inline int
go_position_point_count (const GoPosition *pos)
{
  return pos->width * pos->height;
}

/** go_position_board_mask: the bits of every point of the board. */
static inline uint32_t
go_position_board_mask (const GoPosition *pos)
{
  return (UINT32_C (1) << (pos->width * pos->height)) - 1;
}

/** go_position_empty_mask: the bits of the empty points. */
static inline uint32_t
go_position_empty_mask (const GoPosition *pos)
{
  return go_position_board_mask (pos) & ~(pos->stones[GO_BLACK] | pos->stones[GO_WHITE]);
}

/** go_position_color_at: GO_BLACK or GO_WHITE for a stone on point p,
 * -1 for an empty point. */
int go_position_color_at (const GoPosition *pos, int p);

/* For each width, the points of the first and of the last column (on as
 * many rows as the tallest board: the rows past a board's height are
 * never in its masks): a shift that moves a point left or right must not
 * wrap into the next row. */
extern const uint32_t go_first_column[GO_MAX_SIZE + 1];
extern const uint32_t go_last_column[GO_MAX_SIZE + 1];

/** go_neighbours: the points next to any point of mask (not mask itself
 * unless two of its points touch) on a width x height board.  Inline: the
 * solver's life and counting code calls it more than anything else. */
static inline uint32_t
go_neighbours (int width, int height, uint32_t mask)
{
  uint32_t board = (UINT32_C (1) << (width * height)) - 1;
  uint32_t right = (mask & ~go_last_column[width]) << 1;
  uint32_t left = (mask & ~go_first_column[width]) >> 1;
  uint32_t up = mask << width;
  uint32_t down = mask >> width;
  return (right | left | up | down) & board;
}

/** go_chain: the chain of stones in mask that holds point p (0 when p is
 * not in mask). */
uint32_t go_chain (int width, int height, uint32_t mask, int p);

/** go_position_check_move: whether move is legal, and if not, why. */
GoMoveCheck go_position_check_move (const GoPosition *pos, int move);

/** go_position_play: write into child the position after move (copy-make;
 * child may be pos itself).  Returns FALSE and leaves child untouched when
 * the move is not legal.  *captured (may be NULL) receives the stones the
 * move took off the board. */
bool go_position_play (const GoPosition *pos, int move, GoPosition *child, uint32_t *captured);

/** GoMoveWalk: where a walk over a position's legal moves has got to.
 * The walk plays each move once and hands out the position it leads to,
 * so a caller that wants the children (the solver) plays nothing twice:
 *
 *   GoMoveWalk walk;
 *   int move;
 *   GoPosition child;
 *   go_move_walk_start (pos, &walk);
 *   while (go_move_walk_next (pos, &walk, &move, &child, NULL))
 *     ...
 */
typedef struct {
  uint32_t untried;   /* the empty points not played yet */
  bool pass_left;     /* the pass, which comes last */
} GoMoveWalk;

/** go_move_walk_start: a walk over pos's legal moves in
 * go_position_legal_moves' order; none once the game is over. */
void go_move_walk_start (const GoPosition *pos, GoMoveWalk *walk);

/** go_move_walk_next: the walk's next legal move in *move, the position
 * after it in *child and the stones it took in *captured (may be NULL),
 * as go_position_play gives them.  FALSE when no move is left. */
bool go_move_walk_next (const GoPosition *pos, GoMoveWalk *walk, int *move, GoPosition *child,
                        uint32_t *captured);

/** go_position_legal_moves: the legal moves, points in increasing order
 * then the pass; none once the game is over.  Returns how many. */
int go_position_legal_moves (const GoPosition *pos, int moves[GO_MAX_MOVES]);

/** go_position_same_situation: TRUE when a and b agree in the four items
 * the paper compares for repetition: the stones, the side to move, the ko
 * point and whether a pass would end the game.  The prisoner difference is
 * not compared (it decides the result of a repetition, go-game.h). */
bool go_position_same_situation (const GoPosition *a, const GoPosition *b);

/* How far the White stones are shifted in a packed situation: the board's
 * point count, but at least 16, so that the keys of boards up to 4x4 are
 * the numbers they were before 5x5 came (the solver's table places them
 * by this number: the node counts stay as measured). */
#define GO_KEY_STONE_BITS(points) MAX (16, (points))

/** go_position_pack_situation: black, white, the ko point, the side to move
 * and the pass flag packed into 2 * GO_KEY_STONE_BITS (points) + 7 bits
 * (57 on 5x5: one 64-bit number holds a whole situation, no hash needed). */
static inline uint64_t
go_position_pack_situation (int points, uint32_t black, uint32_t white, int ko_point,
                            GoColor to_move, bool pass_ends)
{
  int bits = GO_KEY_STONE_BITS (points);
  return (uint64_t) black | (uint64_t) white << bits | (uint64_t) (ko_point + 1) << 2 * bits
         | (uint64_t) to_move << (2 * bits + 5) | (uint64_t) pass_ends << (2 * bits + 6);
}

/** go_position_unpack_situation: the position a packed situation (the
 * KEY_USED-style bits above it ignored) stands for on a width x height
 * board, with no prisoners and the game not over. */
void go_position_unpack_situation (int width, int height, uint64_t packed, GoPosition *pos);

/** go_position_situation_key: the four items packed into one number, equal
 * for two positions of one board exactly when go_position_same_situation
 * holds. */
uint64_t go_position_situation_key (const GoPosition *pos);

G_END_DECLS
