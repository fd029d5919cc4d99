/* SPDX-License-Identifier: MIT */
/* test-support.h: an independent Reversi board for checking the engine.
 *
 * The engine's tests need a second opinion that shares no code with
 * engine/: RefBoard is a plain two-dimensional board with its own move
 * generation, flipping and scoring, written only from the rules.  Every
 * engine result the tests check (legal moves, perft counts, exact
 * endgame scores) is compared against what RefBoard computes.
 *
 * A square is written as one int, row * size + col (0-based), and a pass
 * as REF_PASS, so move lists can be compared with the engine's, which
 * also lists squares row by row.
 */
#pragma once

#include <glib.h>

#include "kyokumen.h"

G_BEGIN_DECLS

#define REF_MAX_SIZE 10
#define REF_PASS (-1)
#define REF_BLACK (-1)
#define REF_WHITE 1

typedef struct {
  int size;
  int cell[REF_MAX_SIZE][REF_MAX_SIZE];   /* [row][col]: REF_BLACK, 0, REF_WHITE */
  int to_move;                            /* REF_BLACK or REF_WHITE */
} RefBoard;

/** ref_board_start: the standard start (White on the top-left and
 * bottom-right centre squares), Black to move. */
void ref_board_start (RefBoard *b, int size);

/** ref_board_from_kyokumen: copy an engine position, reading ban[] with
 * this file's own idea of its layout (one ring of border cells). */
void ref_board_from_kyokumen (RefBoard *b, const Kyokumen *k);

/** ref_board_same_as_kyokumen: TRUE when every square and the side to move agree. */
gboolean ref_board_same_as_kyokumen (const RefBoard *b, const Kyokumen *k);

/** ref_board_placements: squares where `color` can play, row by row; the count. */
int ref_board_placements (const RefBoard *b, int color, int squares[REF_MAX_SIZE * REF_MAX_SIZE]);

/** ref_board_generate: the engine's convention: the placements of the side
 * to move, else a single REF_PASS if the opponent can play, else 0. */
int ref_board_generate (const RefBoard *b, int moves[REF_MAX_SIZE * REF_MAX_SIZE]);

/** ref_board_play: play a square (flipping) or REF_PASS for the side to move. */
void ref_board_play (RefBoard *b, int move);

/** ref_board_count: discs of `color` (0 counts the empty squares). */
int ref_board_count (const RefBoard *b, int color);

/** ref_board_final_score: the side to move's disc lead with the empty
 * squares given to the winner. */
int ref_board_final_score (const RefBoard *b);

/** ref_board_perft: leaves of the game tree `depth` plies deep (a pass
 * is a ply, a finished game is a leaf at any depth). */
guint64 ref_board_perft (const RefBoard *b, int depth);

/** ref_board_move_to_xy: the engine's ban[] index of a square (0 for a pass). */
int ref_board_move_to_xy (int size, int move);


/** random_position: play uniformly random moves from the start of a size x
 * size board until exactly `empties` squares are empty and the game is
 * not over.  Returns FALSE if no such game was found in many tries. */
gboolean random_position (Kyokumen *k, int size, int empties, GRand *rand);

/** kyokumen_fields_equal: TRUE when the position fields and the undo
 * history length agree (ban, color, tesuu, ishisuu, empty_count,
 * history_length, size, width). */
gboolean kyokumen_fields_equal (const Kyokumen *a, const Kyokumen *b);

/** mentions_number: TRUE when `number` appears in text as a whole
 * number (a message must name the move or line it is about). */
gboolean mentions_number (const char *text, int number);

G_END_DECLS
