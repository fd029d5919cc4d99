/* SPDX-License-Identifier: MIT */
/* game-rules.h: what a game tells the kit's game-agnostic search.
 *
 * The kit teaches the same negamax on four games (tic-tac-toe, Kalah,
 * Reversi, Go).  Each game fills one GameRules: a plain struct of function
 * pointers, the C way of writing an interface.  The searches of
 * game-search.h, the headless player and the cross-game table only ever
 * call these functions, so a new game plugs in by writing them.
 *
 * Positions.  A position is a block of position_size bytes that the game
 * alone interprets.  It is plain data: a memcpy of a position is the same
 * position.  The searches never change a position in place; they use
 * copy-make: make_move writes the child into a separate block and leaves
 * the parent as it was.  While a child (or anything below it) is being
 * searched, its parent and every ancestor stay alive and unchanged at the
 * same address, so a child may keep a pointer to its parent; a game whose
 * results depend on the path (Go's repetition) walks those pointers.  The
 * search does not copy the root: the root's own parent pointer (if the
 * game keeps one) reaches the real game history above it (see GamePath).
 *
 * Moves.  A move is an int whose meaning is the game's: a cell, a pit, a
 * board index, a pass.  generate_moves lists them in the game's natural
 * order, the order the course's and the other sources' programs try them, so
 * counts of nodes and evaluations compare with theirs.  A position with no
 * moves is a finished game: there is no separate "game over" function.
 *
 * Sides and values.  The two sides are 0 (the first player: X, the first
 * Kalah player, Black) and 1.  Turns need not alternate: after a Kalah
 * move whose last stone lands in the mover's store, side_to_move of the
 * child is the parent's again.  Every value (final_value, evaluate) is
 * from the point of view of the side to move of the position it is given,
 * and lies strictly between -GAME_VALUE_MAX and GAME_VALUE_MAX.  A finished
 * game's value must not depend on how deep in a search it was found (a
 * transposition table reuses it elsewhere): a game that prefers quicker
 * wins counts moves on the board, as tic-tac-toe does.
 *
 * Symmetries.  A game whose board has symmetries (the 8 of a square
 * board) numbers them 0 .. symmetry_count - 1 with 0 the identity and
 * supplies transform, symmetric_move and a hash that takes the symmetry
 * as an argument, so a table can find a position and its mirror images
 * under one key without building the images.  board-symmetry.h numbers
 * the 8 symmetries of a square board for the games that have one.
 *
 * Adding to this interface: new members go at the end, and every game
 * fills its GameRules with designated initialisers, so a game that does
 * not know a new optional member leaves it NULL.
 */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* No position of any kit game has more moves (Reversi 10x10 has at most
 * 96 empty squares; a pass is a move of its own). */
#define GAME_MAX_MOVES 128

/* Room for the longest move notation plus the terminating NUL. */
#define GAME_NOTATION_SIZE 16

/* "No move", for a best move that does not exist (a finished game). */
#define GAME_MOVE_NONE (-1)

/* Every value a game returns lies strictly within +-GAME_VALUE_MAX; the
 * searches use larger numbers as their infinities. */
#define GAME_VALUE_MAX 100000000

/* The most symmetries a board can have (the square's 8). */
#define GAME_MAX_SYMMETRIES 8

/* Side numbers. */
#define GAME_FIRST_SIDE 0
#define GAME_SECOND_SIDE 1
/* game_rules_winner of a drawn game. */
#define GAME_DRAW (-1)

/* Errors the rules report: bad notation, an illegal move, a bad position
 * text.  The message is for the user as it is. */
#define GAME_ERROR (game_error_quark ())

typedef enum {
  GAME_ERROR_NOTATION,      /* the text is not a move of this game at all */
  GAME_ERROR_ILLEGAL_MOVE,  /* a move of the game, but not legal here */
  GAME_ERROR_GAME_OVER,     /* a move was given after the game ended */
  GAME_ERROR_POSITION,      /* a position text that cannot be read */
} GameError;

GQuark game_error_quark (void);

typedef struct GameRules GameRules;

struct GameRules {
  /* Short identifier for tables and messages: "tictactoe", "kalah",
   * "reversi-6x6", "go-3x3". */
  const char *name;

  /* The two sides as the game calls them, marked with N_() by the game:
   * show them through _(). */
  const char *side_names[2];

  /* Bytes of one position (the searches allocate this much per ply). */
  gsize position_size;

  /* 1 when only the identity is used; up to GAME_MAX_SYMMETRIES. */
  int symmetry_count;

  /* The game's own parameters (board size, evaluation function): one
   * GameRules per parameter set, each pointing at its parameters. */
  gconstpointer data;

  /* ---- required ---------------------------------------------------- */

  /** init: write the starting position (no parent). */
  void (*init) (const GameRules *rules, void *position);

  /** generate_moves: write the legal moves of position into moves[] in
   * the game's natural order and return how many there are; 0 when the
   * game is over.  A game where the side to move may have to pass lists
   * the pass as a move.  Must not change position. */
  int (*generate_moves) (const GameRules *rules, const void *position,
                         int moves[GAME_MAX_MOVES]);

  /** make_move: write into child the position after the legal move
   * `move` of parent (copy-make).  parent is not changed and stays alive,
   * at the same address, while child is in use; child may keep a pointer
   * to it.  child never overlaps parent.  Any bookkeeping at the end of
   * a move (Kalah's sweep of the pits when a side runs out) happens
   * here, so every position the search sees is settled. */
  void (*make_move) (const GameRules *rules, const void *parent, int move, void *child);

  /** side_to_move: 0 or 1.  For a finished game, the side that would be
   * next; final_value is from that side's view. */
  int (*side_to_move) (const GameRules *rules, const void *position);

  /** final_value: the value of a finished game (no moves) from the side
   * to move's view: positive when that side has won. */
  int (*final_value) (const GameRules *rules, const void *position);

  /** evaluate: a heuristic value of an unfinished position from the side
   * to move's view, used where a search stops at its depth limit. */
  int (*evaluate) (const GameRules *rules, const void *position);

  /** move_to_text: the notation of `move` ("b2", "3", "c4", "pass"). */
  void (*move_to_text) (const GameRules *rules, int move, char text[GAME_NOTATION_SIZE]);

  /** move_from_text: read the notation of a legal move of position
   * (spaces around it allowed).  On failure return FALSE with a
   * GAME_ERROR saying what is wrong ("d1 is not a cell: columns are a to
   * c", "b2 is taken") and leave *move unchanged. */
  gboolean (*move_from_text) (const GameRules *rules, const void *position, const char *text,
                              int *move, GError **error);

  /** position_to_text: the board drawn in text with its coordinates and
   * whose turn it is, lines ending in '\n'.  Free with g_free(). */
  char *(*position_to_text) (const GameRules *rules, const void *position);

  /* ---- optional: NULL when the game has none ------------------------ */

  /** hash: a 64-bit key of position as it would be after symmetry s (0
   * the identity): hash (P, s) == hash (transform (P, s), 0).  It covers
   * everything that decides the moves and values below the position
   * except the path (side to move, ko point, ...).  Needed by the
   * transposition table; without it the ordered search runs with no
   * table. */
  guint64 (*hash) (const GameRules *rules, const void *position, int symmetry);

  /** transform: write into out the image of position under symmetry s
   * (out never overlaps position; out's parent is position's parent).
   * Required when symmetry_count > 1; the searches themselves only call
   * hash and symmetric_move, tests call this to check them. */
  void (*transform) (const GameRules *rules, const void *position, int symmetry, void *out);

  /** symmetric_move: the move that `move` becomes when the board is
   * transformed by symmetry s: the moves of transform (P, s) are exactly
   * the symmetric_move images of the moves of P.  A pass stays a pass.
   * Required when symmetry_count > 1. */
  int (*symmetric_move) (const GameRules *rules, int symmetry, int move);

  /** move_order: a cheap priority of `move` in position for the ordered
   * search, larger tried first; moves of equal priority keep their
   * natural order.  It is a guess from the rules (a corner, a capture, an
   * extra turn), not an evaluation, and is not counted as one. */
  int (*move_order) (const GameRules *rules, const void *position, int move);

  /** path_dependence: 0 when the moves and value of position follow from
   * the position alone; k > 0 when they depend on the ancestor k plies up
   * (a repetition of that ancestor ends the game here).  The ordered
   * search keeps out of its table any result that rests on a position
   * above the node it belongs to.  NULL: the game never depends on the
   * path. */
  int (*path_dependence) (const GameRules *rules, const void *position);

  /** position_from_text: set up position from the game's one-line
   * position text (documented in the game's header).  On failure return
   * FALSE with a GAME_ERROR naming what is wrong and leave position
   * unchanged. */
  gboolean (*position_from_text) (const GameRules *rules, const char *text, void *position,
                                  GError **error);
};

/* ---- helpers over any GameRules (game-rules.c) ----------------------- */

/** game_rules_is_over: TRUE when position has no moves. */
gboolean game_rules_is_over (const GameRules *rules, const void *position);

/** game_rules_is_legal: TRUE when move is one of generate_moves' moves. */
gboolean game_rules_is_legal (const GameRules *rules, const void *position, int move);

/** game_rules_winner: for a finished game, the side that won (0 or 1) or
 * GAME_DRAW, from the sign of final_value. */
int game_rules_winner (const GameRules *rules, const void *position);

/** game_rules_read_move: the move written in text, which must be legal in
 * position.  Refuses (FALSE, *move unchanged) a finished game, text that
 * is not notation and an illegal move, with a GAME_ERROR to show as it is. */
gboolean game_rules_read_move (const GameRules *rules, const void *position, const char *text,
                               int *move, GError **error);

/** game_rules_ask_move: for a human at a terminal: print prompt, read a
 * line from `in`, and repeat (printing the reason) until it is a legal
 * move of position.  FALSE when the line is "quit" or the input ends. */
gboolean game_rules_ask_move (const GameRules *rules, const void *position, const char *prompt,
                              FILE *in, int *move);

/** game_rules_check: TRUE when every required member is set and the
 * optional ones agree (symmetries need transform and symmetric_move);
 * otherwise FALSE with a message naming the missing member. */
gboolean game_rules_check (const GameRules *rules, GError **error);

/* ---- GamePath: a game played move by move ----------------------------- */

/* Positions from the start (or a set-up position) to the current one,
 * each in its own block, so that the parent pointers a game keeps stay
 * valid while moves are added and taken back.  Tools and tests play
 * games with it; the searches search from game_path_current(). */
typedef struct {
  const GameRules *rules;
  GPtrArray *positions;   /* position blocks, [0] the start */
  GArray *moves;          /* int: moves[i] led from positions[i] to [i + 1] */
} GamePath;

/** game_path_new: a path holding the game's starting position (init). */
GamePath *game_path_new (const GameRules *rules);

/** game_path_new_from: a path starting at a copy of position (a start
 * or set-up position: the copy keeps whatever parent pointer it has). */
GamePath *game_path_new_from (const GameRules *rules, const void *position);

/** game_path_free: release the path and its positions. */
void game_path_free (GamePath *path);

/** game_path_current: the last position. */
const void *game_path_current (const GamePath *path);

/** game_path_length: moves played. */
int game_path_length (const GamePath *path);

/** game_path_play: play move, which must be legal (checked: an illegal
 * move is refused with FALSE and a GAME_ERROR, and nothing changes). */
gboolean game_path_play (GamePath *path, int move, GError **error);

/** game_path_play_text: read text with game_rules_read_move and play it. */
gboolean game_path_play_text (GamePath *path, const char *text, GError **error);

/** game_path_undo: take back the last move; FALSE at the start. */
gboolean game_path_undo (GamePath *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamePath, game_path_free)

G_END_DECLS
