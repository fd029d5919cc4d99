/* SPDX-License-Identifier: MIT */
/* tictactoe-census.h: counting the games and positions of tic-tac-toe.
 *
 * Every game is played out from the empty board, the cells tried in
 * order; a game ends at the first line or on a full board.  A position is
 * the marks on the board (the side to move follows from them); two
 * positions are the same up to symmetry when one of the 8 symmetries of
 * the square turns one into the other.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 games;                  /* move sequences from the start to an end */
  guint64 game_tree_nodes;        /* positions along every game, the start once: what
                                   * plain minimax from the start goes into */
  guint64 first_player_wins;      /* X */
  guint64 second_player_wins;     /* O */
  guint64 draws;
  int positions;                  /* reachable positions, the start included */
  int positions_up_to_symmetry;
  int terminal_positions;         /* reachable finished positions */
  int terminal_up_to_symmetry;
} TicTacToeCensus;

/** tictactoe_census: count every game and reachable position. */
void tictactoe_census (TicTacToeCensus *census);

G_END_DECLS
